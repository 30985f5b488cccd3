/* paper_tables: Table 1 panels B-D, Table 3 and Table 9 of the paper
 * (PAPER_NOTES.md section 7) from a run's outcomes and configuration, in
 * Markdown.  Deterministic: problems in run order, fixed row orders. */
#ifndef KOPT_PAPER_TABLES_H
#define KOPT_PAPER_TABLES_H

#include "recorder/store.h"
#include "common/buf.h"

int paper_tables_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err);

#endif
