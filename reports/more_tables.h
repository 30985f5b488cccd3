/* more_tables: the paper's Tables 2, 4, 5, 6 and 10 (PAPER_NOTES.md 7.2, 7.4,
 * 7.5, 7.6, 7.10) and a run's tokens and cost (usage.h), in Markdown, from
 * run files.
 * Deterministic: fixed row orders, fixed number formats; a table with no data
 * says so instead of printing zeros. */
#ifndef KOPT_MORE_TABLES_H
#define KOPT_MORE_TABLES_H

#include "recorder/store.h"
#include "common/buf.h"

/* Table 4 from the run's candidates, Table 10 from its level-3 problems,
 * and its token and cost totals.  times: the run's sub-kernel times when the
 * caller has read them, or NULL to read them here. */
struct cand_times;
int more_tables_markdown(struct store *s, int64_t run, const struct cand_times *times,
			 struct buf *out, struct kerr *err);

/* Table 5 (each run's ablation configuration, from its stored
 * configuration) for one run or more; with several runs (of one file or
 * several) Tables 2, 5 and 6: the first is the reference (C0), each other is
 * labelled by the ablation keys that differ from it; Tables 2 and 6 are
 * counted over the problems every run holds. */
struct runref;
int ablation_tables_markdown(const struct runref *runs, int n, struct buf *out,
			     struct kerr *err);

/* The ablation label of configuration c against the reference ref: "C0
 * (reference)", "C1 (no beam)" ... "C5 (T=1)", or "other (keys)". */
struct kopt_config;
void ablation_label(const struct kopt_config *ref, const struct kopt_config *c, char *out,
		    size_t n);

/* Table 5's "Ablated component" of c against ref in the paper's words
 * ("Greedy search (no beam)", several joined by "; "), "Full system
 * (baseline)" where nothing differs and c is the paper's C0, else
 * "Reference" (is_ref) or "As the reference". */
void ablation_component(const struct kopt_config *ref, const struct kopt_config *c,
			int is_ref, char *out, size_t n);

/* Table 5's "Flag": the kopt run flags that give c's ablation keys over the
 * paper's full system C0 ("-B 1", "--no-memory -T 1"), or "(default)". */
void ablation_flags(const struct kopt_config *c, char *out, size_t n);

#endif
