/* usage: a run's LLM calls, tokens and cost, over the run, per level and per
 * problem; what `kopt report` (Tokens and cost) and `kopt show` print, from
 * one computation so the two agree.
 *
 * A token count a server did not report is recorded as -1: it is never
 * summed; the call counts under "without usage", and a scope where no call
 * reported a count says "not reported".  Costs are the ones recorded with
 * each call (llm_price.h), summed over the calls that reported both counts.
 * A run is priced when its LLM backend spec (policy.llm) names prices, or
 * when a backend recorded a cost of its own; otherwise, as for every run
 * recorded before prices existed, its cost is "not priced", not 0. */
#ifndef KOPT_REPORT_USAGE_H
#define KOPT_REPORT_USAGE_H

#include "harness/agents/llm_price.h"
#include "common/buf.h"
#include "recorder/store.h"
#include "reports/rows.h"

struct llm_usage {
	long long calls;	/* llm observations */
	long long unreported;	/* calls missing either token count */
	long long in_known, out_known;	/* calls that reported each count */
	long long tin, tout;	/* sums of the counts reported */
	double cost;		/* sum over calls that reported both counts */
	double ms;		/* latency, summed */
};

/* Add one call (token counts -1 where not reported). */
void llm_usage_add(struct llm_usage *u, long long tin, long long tout, double cost, double ms);
/* Add every call of b to a. */
void llm_usage_merge(struct llm_usage *a, const struct llm_usage *b);

/* The cells as printed: a token sum (out = 0 input, 1 output), or "not
 * reported" where calls were made and none reported that count; the cost
 * with 4 decimals, "not priced", or "not reported" where no call of a
 * priced run reported usage. */
void llm_usage_tokens_cell(const struct llm_usage *u, int out, char *buf, size_t n);
void llm_usage_cost_cell(const struct llm_usage *u, int priced, char *buf, size_t n);

struct llm_usage_problem {
	char id[128];
	int level;		/* its group (reports/rows.h, suite_group_of) */
	struct llm_usage u;
};

struct llm_usage_run {
	int priced;
	struct llm_price price;	/* prices of policy.llm (price.set = 0: none named) */
	/* level[g]: the calls of group g's problems (level[0]: of no problem of
	 * the run, or of one without a level) */
	struct llm_usage all, level[GROUPS];
	struct llm_usage_problem *prob;	/* in run order */
	size_t nprob;
};

int llm_usage_load(struct store *s, int64_t run, struct llm_usage_run *u, struct kerr *err);
void llm_usage_release(struct llm_usage_run *u);

/* The "Tokens and cost" section of the report, in Markdown. */
int llm_usage_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err);

#endif
