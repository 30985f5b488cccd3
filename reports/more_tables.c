/* more_tables: Tables 2, 4, 6, 10 and token totals (see header). */
#include "more_tables.h"
#include "rows.h"
#include "../gates/gates.h"
#include "../recorder/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *kernel_category(const char *name)
{
	if (!strncmp(name, "triton_tem_", 11))
		return "Matmul";
	if (!strncmp(name, "triton_red_", 11) || !strncmp(name, "triton_per_", 11))
		return "Reduction";
	return "Pointwise";
}

struct strat {
	char category[16], strategy[96];
	int succ, fail;
};

static int strat_cmp(const void *a, const void *b)
{
	const struct strat *x = a, *y = b;
	int c = strcmp(x->category, y->category);
	return c ? c : strcmp(x->strategy, y->strategy);
}

/* Table 4: the planner's directions by kernel category, a success when the
 * candidate ran at least s+ faster than its parent and a failure when it ran
 * at least s- slower (Eq. 6's memory thresholds, [HARNESS]: the paper kept a
 * binary per attempt without saying how it was decided), and which enter a
 * cold-start set under the paper's rule (0 failures, >= 2 successes). */
static int table4(struct store *s, int64_t run, const struct kopt_config *cfg,
		  struct buf *out, struct kerr *err)
{
	struct cand_time *times;
	size_t nt;
	if (rows_cand_times(s, run, &times, &nt, err))
		return -1;
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(s), "SELECT id, parent, subkernel, plan FROM candidates "
			       "WHERE run=?1 AND plan IS NOT NULL", -1, &st, NULL) != SQLITE_OK) {
		free(times);
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	}
	sqlite3_bind_int64(st, 1, run);
	struct strat *v = NULL;
	size_t n = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *parent = (const char *)sqlite3_column_text(st, 1);
		const char *sub = (const char *)sqlite3_column_text(st, 2);
		cJSON *plan = rows_blob_json(s, sqlite3_column_int64(st, 3));
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(plan, "direction");
		double tc = rows_time_of(times, nt, id), tp = parent ? rows_time_of(times, nt, parent) : NAN;
		if (cJSON_IsString(d) && isfinite(tc) && isfinite(tp) && tc > 0) {
			const char *cat = kernel_category(sub ? sub : "");
			size_t k;
			for (k = 0; k < n; k++)
				if (!strcmp(v[k].category, cat) &&
				    !strncmp(v[k].strategy, d->valuestring, sizeof v[k].strategy - 1))
					break;
			if (k == n) {
				v = xrealloc(v, (n + 1) * sizeof *v);
				memset(&v[n], 0, sizeof v[n]);
				snprintf(v[n].category, sizeof v[n].category, "%s", cat);
				snprintf(v[n].strategy, sizeof v[n].strategy, "%s", d->valuestring);
				n++;
			}
			double sp = tp / tc;
			v[k].succ += sp >= cfg->search.memory_gain;
			v[k].fail += sp <= 1 / cfg->search.memory_loss;
		}
		cJSON_Delete(plan);
	}
	sqlite3_finalize(st);
	free(times);
	buf_printf(out, "### Table 4: strategies by kernel category\n\n"
		   "A success is a candidate at least %.3gx faster than its parent, a failure "
		   "one at least %.3gx slower (the memory thresholds); a strategy with 0 "
		   "failures and at least 2 successes enters the cold-start set.\n\n",
		   cfg->search.memory_gain, cfg->search.memory_loss);
	if (n == 0) {
		buf_puts(out, "No planned candidate with a measured time in this run.\n");
		return 0;
	}
	qsort(v, n, sizeof *v, strat_cmp);
	buf_puts(out, "| Category | Strategy | Succ. | Fail. | Cold start |\n"
		      "|---|---|---|---|---|\n");
	for (size_t k = 0; k < n; k++)
		buf_printf(out, "| %s | %s | %d | %d | %s |\n", v[k].category, v[k].strategy,
			   v[k].succ, v[k].fail, v[k].fail == 0 && v[k].succ >= 2 ? "yes" : "no");
	free(v);
	return 0;
}

/* Table 10: level-3 problems by architecture family (the manifest's
 * family; "(none)" where it has none), sorted by family. */
static int table10(const struct prob *v, size_t n, struct buf *out)
{
	buf_puts(out, "### Table 10: level 3 by architecture family\n\n");
	size_t l3 = 0;
	for (size_t i = 0; i < n; i++)
		l3 += v[i].level == 3;
	if (!l3) {
		buf_puts(out, "No level-3 problems in this run.\n");
		return 0;
	}
	const char **fam = xcalloc(l3, sizeof *fam);
	size_t nf = 0;
	for (size_t i = 0; i < n; i++) {
		if (v[i].level != 3)
			continue;
		const char *f = v[i].family[0] ? v[i].family : "(none)";
		size_t k;
		for (k = 0; k < nf && strcmp(fam[k], f); k++)
			;
		if (k == nf)
			fam[nf++] = f;
	}
	for (size_t a = 1; a < nf; a++)	/* insertion sort: few families */
		for (size_t b = a; b > 0 && strcmp(fam[b - 1], fam[b]) > 0; b--) {
			const char *t = fam[b];
			fam[b] = fam[b - 1];
			fam[b - 1] = t;
		}
	buf_puts(out, "| Architecture | n | Sub-k | Opt | Speedup | Fall. |\n"
		      "|---|---|---|---|---|---|\n");
	int tot_n = 0, tot_opt = 0;
	for (size_t k = 0; k < nf; k++) {
		int cnt = 0, opt = 0, kmin = 1 << 30, kmax = 0;
		double smin = INFINITY, smax = 0;
		const char *causes[8];
		int ccount[8] = { 0 }, nc = 0;
		for (size_t i = 0; i < n; i++) {
			const char *f = v[i].family[0] ? v[i].family : "(none)";
			if (v[i].level != 3 || strcmp(f, fam[k]))
				continue;
			cnt++;
			kmin = v[i].targets < kmin ? v[i].targets : kmin;
			kmax = v[i].targets > kmax ? v[i].targets : kmax;
			if (v[i].cls == OC_OPT) {
				opt++;
				smin = fmin(smin, v[i].speed);
				smax = fmax(smax, v[i].speed);
			} else if (v[i].cls == OC_FALL && v[i].reason[0]) {
				int c;
				for (c = 0; c < nc && strcmp(causes[c], v[i].reason); c++)
					;
				if (c == nc && nc < 8)
					causes[nc++] = v[i].reason;
				if (c < 8)
					ccount[c]++;
			}
		}
		char sub[32], speed[48] = "", fall[48] = "";
		if (kmin == kmax)
			snprintf(sub, sizeof sub, "%d", kmin);
		else
			snprintf(sub, sizeof sub, "%d–%d", kmin, kmax);
		if (opt == 1)
			snprintf(speed, sizeof speed, "%.2f×", smin);
		else if (opt > 1)
			snprintf(speed, sizeof speed, "%.2f–%.2f×", smin, smax);
		int best = -1;
		for (int c = 0; c < nc; c++)	/* most frequent; first seen on a tie */
			if (best < 0 || ccount[c] > ccount[best])
				best = c;
		static const char *short_cause[][2] = {
			{ "GEMM_DOMINANT", "GEMM" }, { "CONV_DOMINANT", "Conv" },
			{ "PERF_GATE", "Perf" }, { "NO_TRITON", "No Triton" },
			{ "E2E_CORRECTNESS", "E2E" }, { "NO_IMPROVEMENT", "No impr." },
			{ "NO_CANDIDATE", "No cand." }, { "BASELINE_ERROR", "Baseline" },
		};
		if (best >= 0) {
			snprintf(fall, sizeof fall, "%s", causes[best]);
			for (size_t q = 0; q < sizeof short_cause / sizeof short_cause[0]; q++)
				if (!strcmp(causes[best], short_cause[q][0]))
					snprintf(fall, sizeof fall, "%s", short_cause[q][1]);
		} else if (opt < cnt) {
			snprintf(fall, sizeof fall, "Matched");
		}
		buf_printf(out, "| %s | %d | %s | %d | %s | %s |\n", fam[k], cnt, sub, opt, speed,
			   fall);
		tot_n += cnt;
		tot_opt += opt;
	}
	buf_printf(out, "| Total | %d | | %d | | |\n", tot_n, tot_opt);
	free(fam);
	return 0;
}

/* Token, cost and call totals of the run's llm observations. */
static int totals(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(s), "SELECT count(*), coalesce(sum(tokens_in),0), "
			       "coalesce(sum(tokens_out),0), coalesce(sum(cost),0), "
			       "coalesce(sum(latency_ms),0) FROM observations WHERE run=?1 AND "
			       "kind='llm'", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	long long calls = 0, tin = 0, tout = 0;
	double cost = 0, ms = 0;
	if (sqlite3_step(st) == SQLITE_ROW) {
		calls = sqlite3_column_int64(st, 0);
		tin = sqlite3_column_int64(st, 1);
		tout = sqlite3_column_int64(st, 2);
		cost = sqlite3_column_double(st, 3);
		ms = sqlite3_column_double(st, 4);
	}
	sqlite3_finalize(st);
	buf_puts(out, "### Tokens and cost\n\n");
	if (!calls) {
		buf_puts(out, "No LLM calls in this run.\n");
		return 0;
	}
	buf_printf(out, "| LLM calls | Tokens in | Tokens out | Cost | LLM time |\n"
		   "|---|---|---|---|---|\n| %lld | %lld | %lld | %.4f | %.1f s |\n\n"
		   "Tokens a backend did not report count as 0 (the scripted policy reports "
		   "none).\n", calls, tin, tout, cost, ms / 1000);
	return 0;
}

int more_tables_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	struct kopt_config cfg;
	struct prob *v = NULL;
	size_t n = 0;
	if (rows_config(s, run, &cfg, err) || rows_load(s, run, &cfg, &v, &n, err))
		return -1;
	int rc = table4(s, run, &cfg, out, err);
	if (!rc) {
		buf_puts(out, "\n");
		rc = table10(v, n, out);
	}
	if (!rc) {
		buf_puts(out, "\n");
		rc = totals(s, run, out, err);
	}
	free(v);
	return rc;
}

/* The label of cfg against the reference: C0 if no ablation key differs,
 * the paper's name if exactly one differs the paper's way, else the keys. */
void ablation_label(const struct kopt_config *ref, const struct kopt_config *c, char *out,
		    size_t n)
{
	struct buf b;
	buf_init(&b);
	const char *name = NULL;
	int diffs = 0;
	if (c->search.beam_width != ref->search.beam_width) {
		diffs++;
		name = c->search.beam_width == 1 ? "C1 (no beam)" : NULL;
		buf_printf(&b, "%sB=%d", b.len ? ", " : "", c->search.beam_width);
	}
	if (c->search.memory != ref->search.memory) {
		diffs++;
		name = !c->search.memory ? "C2 (no memory)" : NULL;
		buf_printf(&b, "%smemory %s", b.len ? ", " : "", c->search.memory ? "on" : "off");
	}
	if (c->gates.perf_gate != ref->gates.perf_gate) {
		diffs++;
		name = !c->gates.perf_gate ? "C3 (no perf gate)" : NULL;
		buf_printf(&b, "%sperf gate %s", b.len ? ", " : "", c->gates.perf_gate ? "on" : "off");
	}
	if (c->search.profile != ref->search.profile) {
		diffs++;
		name = !c->search.profile ? "C4 (no NCU)" : NULL;
		buf_printf(&b, "%sprofiles %s", b.len ? ", " : "", c->search.profile ? "on" : "off");
	}
	if (c->search.iterations != ref->search.iterations) {
		diffs++;
		name = c->search.iterations == 1 ? "C5 (T=1)" : NULL;
		buf_printf(&b, "%sT=%d", b.len ? ", " : "", c->search.iterations);
	}
	if (diffs == 0)
		snprintf(out, n, "C0 (reference)");
	else if (diffs == 1 && name)
		snprintf(out, n, "%s", name);
	else
		snprintf(out, n, "other (%s)", b.data);
	buf_free(&b);
}

int ablation_tables_markdown(struct store *s, const int64_t *runs, int nruns, struct buf *out,
			     struct kerr *err)
{
	struct kopt_config ref, cfg;
	if (nruns < 2)
		return 0;
	if (rows_config(s, runs[0], &ref, err))
		return -1;
	struct buf t2, t6;
	buf_init(&t2);
	buf_init(&t6);
	buf_puts(&t2, "### Table 2: ablation summary\n\n"
		      "The first run named is the reference (C0); the others are labelled by the "
		      "ablation keys that differ from it.\n\n"
		      "| Run | Config | Opt | Match | Fall | Opt% |\n|---|---|---|---|---|---|\n");
	buf_puts(&t6, "### Table 6: ablation per level\n\nGeomean over optimized problems "
		      "only (PAPER_NOTES 6.7).\n\n"
		      "| Run | Config | L1 O | L1 M | L1 F | L2 O | L2 M | L2 F | L3 O | L3 M | "
		      "L3 F | Geomean |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
	int rc = 0;
	for (int r = 0; r < nruns && !rc; r++) {
		struct prob *v = NULL;
		size_t n = 0;
		if (rows_config(s, runs[r], &cfg, err) || rows_load(s, runs[r], &cfg, &v, &n, err)) {
			rc = -1;
			break;
		}
		char label[256];
		ablation_label(&ref, &cfg, label, sizeof label);
		int c[4][3] = { { 0 } };	/* [level][opt, match, fall], 0 = all */
		double lsum = 0;
		int nopt = 0;
		for (size_t i = 0; i < n; i++) {
			int k = v[i].cls == OC_OPT ? 0 : v[i].cls == OC_FALL ? 2 : 1;
			c[0][k]++;
			c[v[i].level][k]++;
			if (k == 0) {
				lsum += log(v[i].speed);
				nopt++;
			}
		}
		/* Opt% of a run without problems says so rather than dividing by 0. */
		char pct[16] = "–";
		if (n)
			snprintf(pct, sizeof pct, "%.0f%%", 100.0 * c[0][0] / (double)n);
		buf_printf(&t2, "| %lld | %s | %d | %d | %d | %s |\n", (long long)runs[r], label,
			   c[0][0], c[0][1], c[0][2], pct);
		buf_printf(&t6, "| %lld | %s", (long long)runs[r], label);
		for (int l = 1; l <= 3; l++) {
			int any = c[l][0] + c[l][1] + c[l][2];
			for (int k = 0; k < 3; k++)
				if (any)
					buf_printf(&t6, " | %d", c[l][k]);
				else
					buf_puts(&t6, " | —");
		}
		if (nopt)
			buf_printf(&t6, " | %.2f× |\n", exp(lsum / nopt));
		else
			buf_puts(&t6, " | – |\n");
		free(v);
	}
	if (!rc) {
		buf_puts(out, t2.data);
		buf_puts(out, "\n");
		buf_puts(out, t6.data);
	}
	buf_free(&t2);
	buf_free(&t6);
	return rc;
}
