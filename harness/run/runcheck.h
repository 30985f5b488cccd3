/* runcheck: a run's stored JSON checked before a command reads it.
 *
 * A run file is kopt's own output, but a file can be damaged, cut short or
 * edited.  The configuration, the provenance and every outcome row of a run
 * are checked for the members kopt reads, with their types, so that a
 * broken file is refused with an error naming the file, the run and (for an
 * outcome) the problem, and is never read as something else or crashed on.
 * Members kopt does not read are not checked.  show, report, replay, gates
 * and diff check each run they read; the readers themselves check what they
 * read as well (a reader is also a library function). */
#ifndef KOPT_RUNCHECK_H
#define KOPT_RUNCHECK_H

#include <stdint.h>

#include "common/config.h"
#include "common/kerr.h"
#include "recorder/store.h"

/* The stored configuration text, resolved into cfg (legacy keys filled in
 * first, as config_fill_legacy says).  what names it in errors ("FILE: run
 * 3"); cfg may be NULL. */
int runcheck_config(const char *text, const char *what, struct kopt_config *cfg,
		    struct kerr *err);
/* The stored provenance text: a JSON object whose kopt, backends (each with
 * its spec), replay_of, shard, merged and gpus members, where present, have
 * the form kopt writes. */
int runcheck_provenance(const char *text, const char *what, struct kerr *err);
/* One outcome row: a JSON object with problem (equal to problem_id), level
 * (1, 2 or 3) and status, and where present category, family,
 * fallback_reason, targets, attempts, the times and speedups, and
 * subkernels (each with chosen and speedup) of the types kopt writes. */
int runcheck_outcome(const char *text, const char *problem_id, const char *what,
		     struct kerr *err);
/* All of them for run `run` of s: 0, or -1 with err naming the file. */
int runcheck_run(struct store *s, int64_t run, struct kerr *err);

#endif
