/* usage: LLM calls, tokens and cost of a run (see header). */
#include "reports/usage.h"
#include "common/buf.h"
#include "reports/rows.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void llm_usage_add(struct llm_usage *u, long long tin, long long tout, double cost, double ms)
{
	u->calls++;
	u->ms += ms;
	if (tin >= 0) {
		u->in_known++;
		u->tin += tin;
	}
	if (tout >= 0) {
		u->out_known++;
		u->tout += tout;
	}
	if (tin < 0 || tout < 0)
		u->unreported++;
	else
		u->cost += cost;
}

void llm_usage_merge(struct llm_usage *a, const struct llm_usage *b)
{
	a->calls += b->calls;
	a->unreported += b->unreported;
	a->in_known += b->in_known;
	a->out_known += b->out_known;
	a->tin += b->tin;
	a->tout += b->tout;
	a->cost += b->cost;
	a->ms += b->ms;
}

void llm_usage_tokens_cell(const struct llm_usage *u, int out, char *buf, size_t n)
{
	long long known = out ? u->out_known : u->in_known;
	if (u->calls && !known)
		snprintf(buf, n, "not reported");
	else
		snprintf(buf, n, "%lld", out ? u->tout : u->tin);
}

void llm_usage_cost_cell(const struct llm_usage *u, int priced, char *buf, size_t n)
{
	if (!priced)
		snprintf(buf, n, "not priced");
	else if (u->calls && u->calls == u->unreported)
		snprintf(buf, n, "not reported");
	else
		snprintf(buf, n, "%.4f", u->cost);
}

void llm_usage_release(struct llm_usage_run *u)
{
	free(u->prob);
	memset(u, 0, sizeof *u);
}

static int add_problem(void *arg, int seq, const char *id, const char *manifest,
		       struct kerr *err)
{
	(void)seq;
	(void)err;
	struct llm_usage_run *u = arg;
	u->prob = xrealloc(u->prob, (u->nprob + 1) * sizeof *u->prob);
	struct llm_usage_problem *p = &u->prob[u->nprob++];
	memset(p, 0, sizeof *p);
	snprintf(p->id, sizeof p->id, "%s", id);
	cJSON *m = cJSON_Parse(manifest);
	p->level = suite_group_of(m);
	cJSON_Delete(m);
	return 0;
}

int llm_usage_load(struct store *s, int64_t run, struct llm_usage_run *u, struct kerr *err)
{
	memset(u, 0, sizeof *u);
	struct kopt_config cfg;
	if (rows_config(s, run, &cfg, err) || store_problem_each(s, run, add_problem, u, err)) {
		llm_usage_release(u);
		return -1;
	}
	llm_price_of_spec(cfg.policy.llm, &u->price);
	u->priced = u->price.set;
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(s), "SELECT step, tokens_in, tokens_out, cost, latency_ms "
			       "FROM observations WHERE run=?1 AND kind='llm' ORDER BY seq", -1,
			       &st, NULL) != SQLITE_OK) {
		llm_usage_release(u);
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	}
	sqlite3_bind_int64(st, 1, run);
	size_t last = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* A step is "PROBLEM" or "PROBLEM/...": problem ids hold no '/'. */
		const char *step = (const char *)sqlite3_column_text(st, 0);
		size_t len = strcspn(step ? step : "", "/");
		struct llm_usage none = { 0 }, *pu = &none;
		int level = 0;
		for (size_t k = 0; k < u->nprob; k++) {
			size_t i = (last + k) % u->nprob;	/* calls come problem by problem */
			if (strlen(u->prob[i].id) == len && !strncmp(u->prob[i].id, step, len)) {
				pu = &u->prob[i].u;
				level = u->prob[i].level;
				last = i;
				break;
			}
		}
		long long tin = sqlite3_column_int64(st, 1), tout = sqlite3_column_int64(st, 2);
		double cost = sqlite3_column_double(st, 3), ms = sqlite3_column_double(st, 4);
		/* A backend that prices its own answers prices the run. */
		if (cost != 0)
			u->priced = 1;
		llm_usage_add(pu, tin, tout, cost, ms);
		llm_usage_add(&u->level[level], tin, tout, cost, ms);
		llm_usage_add(&u->all, tin, tout, cost, ms);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		llm_usage_release(u);
		return kerr_set(err, "%s: reading llm observations: %s", store_path(s),
				sqlite3_errmsg(store_db(s)));
	}
	return 0;
}

static void usage_row(struct buf *out, const char *level, const char *problem,
		      const struct llm_usage *u, int priced)
{
	char tin[32], tout[32], cost[32];
	llm_usage_tokens_cell(u, 0, tin, sizeof tin);
	llm_usage_tokens_cell(u, 1, tout, sizeof tout);
	llm_usage_cost_cell(u, priced, cost, sizeof cost);
	buf_printf(out, "| %s | %s | %lld | %lld | %s | %s | %s | %.1f s |\n", level, problem,
		   u->calls, u->unreported, tin, tout, cost, u->ms / 1000);
}

int llm_usage_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	struct llm_usage_run u;
	if (llm_usage_load(s, run, &u, err))
		return -1;
	buf_puts(out, "### Tokens and cost\n\n");
	if (!u.all.calls) {
		buf_puts(out, "No LLM calls in this run.\n");
		llm_usage_release(&u);
		return 0;
	}
	if (u.price.set)
		buf_printf(out, "Priced at %g per million input tokens and %g per million "
			   "output tokens (the run's policy.llm); each call's cost is "
			   "recorded with it.\n\n", u.price.in, u.price.out);
	else if (u.priced)
		buf_puts(out, "Costs as the LLM backend recorded them with each call.\n\n");
	else
		buf_puts(out, "Not priced: the run's LLM backend was given no prices "
			 "(openai: price_in=P,price_out=Q per million tokens).\n\n");
	buf_puts(out, "Tokens and costs are sums over the calls whose server reported "
		 "usage; the others are counted as calls without usage, and where no call "
		 "reported a count it says not reported.\n\n"
		 "| Level | Problem | Calls | Without usage | Tokens in | Tokens out | Cost | "
		 "LLM time |\n|---|---|---|---|---|---|---|---|\n");
	usage_row(out, "All", "All", &u.all, u.priced);
	for (int l = 1; l < GROUPS; l++) {
		int any = 0;
		for (size_t i = 0; i < u.nprob; i++)
			any |= u.prob[i].level == l;
		if (!any)
			continue;
		char lv[16];
		suite_group_label(l, lv, sizeof lv);
		usage_row(out, lv, "All", &u.level[l], u.priced);
		for (size_t i = 0; i < u.nprob; i++)
			if (u.prob[i].level == l)
				usage_row(out, lv, u.prob[i].id, &u.prob[i].u, u.priced);
	}
	if (u.level[0].calls)
		usage_row(out, "–", "other calls", &u.level[0], u.priced);
	llm_usage_release(&u);
	return 0;
}
