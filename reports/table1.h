/* table1: Table 1 panel A of the paper (level summary) from a run's outcomes.
 * Classes are derived here from raw speedups under the run's own outcome
 * configuration (PAPER_NOTES.md 6.6, 6.7); the output is a pure function of
 * the stored outcomes and configuration, so its digest proves a replay. */
#ifndef KOPT_TABLE1_H
#define KOPT_TABLE1_H

#include "recorder/store.h"
#include "common/buf.h"

/* Append the Markdown table of run to out; with_title adds a heading naming
 * the run (id and name), which the digest leaves out.  Tutorial problems
 * (rows.h, enum suite) get rows of their own after All, which they are not
 * in, and a table beside the paper's tutorial counts (PAPER_NOTES 8.5);
 * a run without any prints neither, so its digest is as before. */
int table1_markdown(struct store *s, int64_t run, int with_title, struct buf *out,
		    struct kerr *err);

/* SHA-256 of the run's report without its title, so a replay of a run (a
 * different run id and name, maybe another file) has the same digest. */
int report_digest(struct store *s, int64_t run, char digest[SHA_HEX_LEN + 1],
		  struct kerr *err);

#endif
