/* more_tables: the paper's Tables 2, 4, 6 and 10 (PAPER_NOTES.md 7.2, 7.4,
 * 7.6, 7.10) and a run's tokens and cost (usage.h), in Markdown, from run
 * files.
 * Deterministic: fixed row orders, fixed number formats; a table with no data
 * says so instead of printing zeros. */
#ifndef KOPT_MORE_TABLES_H
#define KOPT_MORE_TABLES_H

#include "../recorder/store.h"

/* Table 4 from the run's candidates, Table 10 from its level-3 problems,
 * and its token and cost totals. */
int more_tables_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err);

/* Tables 2 and 6 over several runs (of one file or several): the first is
 * the reference (C0), each other is labelled by the ablation keys that
 * differ from it; all are counted over the problems every run holds. */
struct runref;
int ablation_tables_markdown(const struct runref *runs, int n, struct buf *out,
			     struct kerr *err);

/* The ablation label of configuration c against the reference ref: "C0
 * (reference)", "C1 (no beam)" ... "C5 (T=1)", or "other (keys)". */
struct kopt_config;
void ablation_label(const struct kopt_config *ref, const struct kopt_config *c, char *out,
		    size_t n);


#endif
