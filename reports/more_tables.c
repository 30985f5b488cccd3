/* more_tables: Tables 2, 4, 5, 6 and 10 (see header). */
#include "reports/more_tables.h"
#include "common/buf.h"
#include "reports/rows.h"
#include "reports/usage.h"
#include "harness/search/guidelines.h"
#include "gates/gates.h"
#include "common/canon.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
		  const struct cand_time *times, size_t nt, struct buf *out, struct kerr *err)
{
	sqlite3_stmt *st;
	/* The plan's direction read by SQLite's JSON functions, which skip the
	 * numbers of its evidence that cJSON converts (the plans are kopt's
	 * own canonical text; a plan that is not JSON, or has no string
	 * direction, counts for nothing, as before). */
	if (sqlite3_prepare_v2(store_db(s), "SELECT c.id, c.parent, c.subkernel, CASE WHEN "
			       "json_valid(CAST(b.data AS TEXT)) THEN CASE WHEN "
			       "json_type(CAST(b.data AS TEXT), '$.direction')='text' THEN "
			       "json_extract(CAST(b.data AS TEXT), '$.direction') END END "
			       "FROM candidates c LEFT JOIN blobs b ON b.id=c.plan "
			       "WHERE c.run=?1 AND c.plan IS NOT NULL", -1, &st, NULL) != SQLITE_OK) {
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	}
	sqlite3_bind_int64(st, 1, run);
	struct strat *v = NULL;
	size_t n = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *parent = (const char *)sqlite3_column_text(st, 1);
		const char *sub = (const char *)sqlite3_column_text(st, 2);
		double tc = rows_time_of(times, nt, id ? id : ""), tp = parent ? rows_time_of(times, nt, parent) : NAN;
		const char *d = (const char *)sqlite3_column_text(st, 3);
		if (d && isfinite(tc) && isfinite(tp) && tc > 0) {
			const char *cat = kernel_category(sub ? sub : "");
			size_t k;
			for (k = 0; k < n; k++)
				if (!strcmp(v[k].category, cat) &&
				    !strncmp(v[k].strategy, d, sizeof v[k].strategy - 1))
					break;
			if (k == n) {
				v = xrealloc(v, (n + 1) * sizeof *v);
				memset(&v[n], 0, sizeof v[n]);
				snprintf(v[n].category, sizeof v[n].category, "%s", cat);
				snprintf(v[n].strategy, sizeof v[n].strategy, "%s", d);
				n++;
			}
			double sp = tp / tc;
			v[k].succ += sp >= cfg->search.memory_gain;
			v[k].fail += sp <= 1 / cfg->search.memory_loss;
		}
	}
	int bad = store_rows_done(s, rc, "candidates", err);
	sqlite3_finalize(st);
	if (bad) {
		free(v);
		return -1;
	}
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
		const char *causes[NFALL_CAUSES];
		int ccount[NFALL_CAUSES] = { 0 }, nc = 0;
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
				if (c == nc && nc < NFALL_CAUSES)
					causes[nc++] = v[i].reason;
				if (c < NFALL_CAUSES)
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
		if (best >= 0) {
			snprintf(fall, sizeof fall, "%s", causes[best]);
			for (int q = 0; q < NFALL_CAUSES; q++)
				if (!strcmp(causes[best], FALL_CAUSES[q].id))
					snprintf(fall, sizeof fall, "%s", FALL_CAUSES[q].brief);
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

/* A candidate's profile: the reply of its baseline.profile or
 * candidate.profile observation (metrics and registers), under the problem
 * (manifest SHA) and step it was asked for: one kernel's content may be
 * k0 of several problems, whose profiles differ.  The reply is read when a
 * table asks for it (prof_of): Tables 7 and 8 show a few hundred of a
 * run's thousands of profiles. */
struct prof {
	char sha[65], step[256], id[65];
	long long seq;
	int64_t reply_blob;
	int read;
	cJSON *reply;
};

static int prof_key_cmp(const struct prof *x, const struct prof *y)
{
	int c = strcmp(x->sha, y->sha);
	if (!c)
		c = strcmp(x->step, y->step);
	return c ? c : strcmp(x->id, y->id);
}

/* By key, then seq: the first profile of a kernel asked twice comes first. */
static int prof_cmp(const void *a, const void *b)
{
	const struct prof *x = a, *y = b;
	int c = prof_key_cmp(x, y);
	return c ? c : (x->seq > y->seq) - (x->seq < y->seq);
}

/* The first profile of kernel id at step of the problem with manifest sha
 * into *out, NULL when there is none. */
static int prof_of(struct store *s, struct prof *v, size_t n, const char *sha,
		   const char *step, const char *id, const cJSON **out, struct kerr *err)
{
	struct prof key;
	snprintf(key.sha, sizeof key.sha, "%s", sha);
	snprintf(key.step, sizeof key.step, "%s", step);
	snprintf(key.id, sizeof key.id, "%s", id ? id : "");
	size_t lo = 0, hi = n;
	while (lo < hi) {	/* the lowest index not below key */
		size_t mid = lo + (hi - lo) / 2;
		if (prof_key_cmp(&v[mid], &key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	*out = NULL;
	if (lo == n || prof_key_cmp(&v[lo], &key))
		return 0;
	if (!v[lo].read && rows_blob_json(s, v[lo].reply_blob, &v[lo].reply, err))
		return -1;
	v[lo].read = 1;
	*out = v[lo].reply;
	return 0;
}

static double metric(const cJSON *reply, const char *name)
{
	double d;
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(reply, "metrics");
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, name);
	if (!v)
		v = cJSON_GetObjectItemCaseSensitive(reply, name);
	return v && canon_get_number(v, &d) == 0 ? d : NAN;
}

static void pct(struct buf *b, double v)
{
	if (isfinite(v))
		buf_printf(b, " %.1f |", v);
	else
		buf_puts(b, " – |");
}

/* Baselines of the run's sub-kernels: (problem manifest SHA, step) -> the
 * candidate its baseline.time observation timed, read in one pass. */
struct base_k0 {
	char sha[65], step[256], id[65];
};

static int baselines(struct store *s, int64_t run, struct base_k0 **out, size_t *nout,
		     struct kerr *err)
{
	sqlite3_stmt *st;
	*out = NULL;
	*nout = 0;
	size_t n = 0;
	if (sqlite3_prepare_v2(store_db(s), "SELECT request FROM observations WHERE run=?1 "
			       "AND site='baseline.time' ORDER BY seq", -1, &st,
			       NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	int rc, bad = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		cJSON *rq;
		if (rows_blob_json(s, sqlite3_column_int64(st, 0), &rq, err)) {
			bad = 1;
			break;
		}
		const cJSON *c = cJSON_GetObjectItemCaseSensitive(rq, "candidate");
		const cJSON *sp = cJSON_GetObjectItemCaseSensitive(rq, "step");
		const cJSON *pr = cJSON_GetObjectItemCaseSensitive(rq, "problem");
		if (cJSON_IsString(c) && cJSON_IsString(sp) && cJSON_IsString(pr)) {
			*out = xrealloc(*out, (n + 1) * sizeof **out);
			snprintf((*out)[n].sha, sizeof (*out)[n].sha, "%s", pr->valuestring);
			snprintf((*out)[n].step, sizeof (*out)[n].step, "%s", sp->valuestring);
			snprintf((*out)[n].id, sizeof (*out)[n].id, "%s", c->valuestring);
			n++;
		}
		cJSON_Delete(rq);
	}
	if (!bad && store_rows_done(s, rc, "the baselines' timings", err))
		bad = 1;
	sqlite3_finalize(st);
	if (bad) {
		free(*out);
		*out = NULL;
		return -1;
	}
	*nout = n;
	return 0;
}

/* The manifest SHA of a run's problem, "" if unknown; -1 with err when the
 * file cannot be read. */
static int problem_sha(struct store *s, int64_t run, const char *problem, char *out, size_t n,
		       struct kerr *err)
{
	sqlite3_stmt *st;
	out[0] = '\0';
	if (sqlite3_prepare_v2(store_db(s), "SELECT b.sha256 FROM problems p JOIN blobs b ON "
			       "b.id=p.manifest WHERE p.run=?1 AND p.problem_id=?2", -1, &st,
			       NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_text(st, 0))
		snprintf(out, n, "%s", sqlite3_column_text(st, 0));
	else if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		kerr_set(err, "%s: reading problem %s: %s", store_path(s), problem,
			 sqlite3_errmsg(store_db(s)));
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

static void baseline_id(const struct base_k0 *b, size_t nb, const char *sha, const char *step,
			char *out, size_t n)
{
	out[0] = '\0';
	for (size_t i = 0; i < nb && !out[0]; i++)
		if (!strcmp(b[i].sha, sha) && !strcmp(b[i].step, step))
			snprintf(out, n, "%s", b[i].id);
}

/* The run's profile replies (profile observations that name a candidate)
 * into *pv, sorted by candidate for prof_of; *pv is the caller's to free,
 * replies and all, whatever the result. */
static int load_profiles(struct store *s, int64_t run, struct prof **pv, size_t *np,
			 struct kerr *err)
{
	sqlite3_stmt *st;
	/* The request's text and the reply's blob in the one query (blobs is
	 * read by rowid; the join keeps only replies the file holds). */
	if (sqlite3_prepare_v2(store_db(s), "SELECT rq.data, rp.id, o.seq FROM observations o "
			       "JOIN blobs rq ON rq.id=o.request JOIN blobs rp ON rp.id=o.reply "
			       "WHERE o.run=?1 AND o.kind='profile' AND o.status='ok' "
			       "ORDER BY o.seq", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	int rc = 0, step;
	size_t cap = 0;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		cJSON *rq = cJSON_ParseWithLength((const char *)sqlite3_column_blob(st, 0),
						  (size_t)sqlite3_column_bytes(st, 0));
		const cJSON *c = cJSON_GetObjectItemCaseSensitive(rq, "candidate");
		const cJSON *pr = cJSON_GetObjectItemCaseSensitive(rq, "problem");
		const cJSON *sp = cJSON_GetObjectItemCaseSensitive(rq, "step");
		if (cJSON_IsString(c)) {
			if (*np == cap) {
				cap = cap ? 2 * cap : 256;
				*pv = xrealloc(*pv, cap * sizeof **pv);
			}
			struct prof *e = &(*pv)[*np];
			snprintf(e->id, sizeof e->id, "%s", c->valuestring);
			snprintf(e->sha, sizeof e->sha, "%s", cJSON_IsString(pr) ? pr->valuestring : "");
			snprintf(e->step, sizeof e->step, "%s", cJSON_IsString(sp) ? sp->valuestring : "");
			e->seq = sqlite3_column_int64(st, 2);
			e->reply_blob = sqlite3_column_int64(st, 1);
			e->read = 0;
			e->reply = NULL;
			++*np;
		}
		cJSON_Delete(rq);
	}
	if (!rc && store_rows_done(s, step, "the run's profiles", err))
		rc = -1;
	sqlite3_finalize(st);
	if (*np)
		qsort(*pv, *np, sizeof **pv, prof_cmp);
	return rc;
}

/* A replaced sub-kernel as Tables 7 and 8 show it: where it is, the
 * outcome's speedups, and the chosen candidate's ancestry back to the
 * baseline k0 (path[0] the chosen candidate, dirs the plans' directions). */
struct replaced {
	char lvl[16];		/* suite_level_label's */
	const char *problem, *step;
	double subk, e2e;
	char k0[65];
	char path[8][65], dirs[8][96];
	int iters[8], depth;
};

/* Walk the chosen candidate's ancestry back to the baseline (a chain may
 * come back to an earlier configuration: the walk stops at the baseline or
 * at a repeat).  cq reads a candidate's parent, iteration and plan. */
static int walk_ancestry(struct store *s, int64_t run, sqlite3_stmt *cq, const char *chosen,
			 struct replaced *r, struct kerr *err)
{
	char cur[65];
	int rc = 0;
	snprintf(cur, sizeof cur, "%s", chosen);
	while (r->depth < 8 && strcmp(cur, r->k0) != 0) {
		int seen = 0;
		for (int q = 0; q < r->depth; q++)
			seen |= !strcmp(r->path[q], cur);
		if (seen)
			break;
		sqlite3_reset(cq);
		sqlite3_bind_int64(cq, 1, run);
		sqlite3_bind_text(cq, 2, r->problem, -1, SQLITE_STATIC);
		sqlite3_bind_text(cq, 3, cur, -1, SQLITE_STATIC);
		int got = sqlite3_step(cq);
		if (got != SQLITE_ROW) {
			if (got != SQLITE_DONE)
				rc = kerr_set(err, "%s: reading candidate %s: %s", store_path(s), cur,
					      sqlite3_errmsg(store_db(s)));
			break;
		}
		const char *par = (const char *)sqlite3_column_text(cq, 0);
		cJSON *plan;
		if (rows_blob_json(s, sqlite3_column_int64(cq, 2), &plan, err)) {
			rc = -1;
			break;
		}
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(plan, "direction");
		snprintf(r->path[r->depth], sizeof r->path[r->depth], "%s", cur);
		snprintf(r->dirs[r->depth], sizeof r->dirs[r->depth], "%s",
			 cJSON_IsString(d) ? d->valuestring : "?");
		r->iters[r->depth++] = sqlite3_column_int(cq, 1);
		cJSON_Delete(plan);
		snprintf(cur, sizeof cur, "%s", par ? par : "");
	}
	return rc;
}

/* Table 7's row of r: the baseline's profile pb, then each planner direction
 * from the baseline on, with its speedup over k0 where both were timed. */
static void table7_row(struct buf *t7, const struct replaced *r, const cJSON *pb,
		       const struct cand_time *times, size_t nt)
{
	double t0 = rows_time_of(times, nt, r->k0);
	double regs = metric(pb, "registers");
	char regtxt[32] = "–";
	if (isfinite(regs))
		snprintf(regtxt, sizeof regtxt, "%.0f", regs);
	buf_printf(t7, "| %s | %s (%s), Regs/thread %s |", r->lvl, r->step, r->problem,
		   regtxt);
	pct(t7, metric(pb, "sm__throughput.avg.pct_of_peak_sustained_elapsed"));
	pct(t7, metric(pb, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"));
	pct(t7, metric(pb, "sm__warps_active.avg.pct_of_peak_sustained_active"));
	buf_puts(t7, " ");
	for (int k = r->depth - 1; k >= 0; k--) {
		double t = rows_time_of(times, nt, r->path[k]);
		buf_printf(t7, "%sIter %d: %s", k == r->depth - 1 ? "" : "; ", r->iters[k],
			   r->dirs[k]);
		if (isfinite(t) && isfinite(t0) && t > 0)
			buf_printf(t7, " (%.2f×)", t0 / t);
	}
	buf_printf(t7, " | %.2f× | %.2f× |\n", r->subk, r->e2e);
}

/* Table 8's two rows of r: the baseline's profile pb, the chosen
 * candidate's po. */
static void table8_rows(struct buf *t8, const struct replaced *r, const cJSON *pb,
			const cJSON *po)
{
	for (int v = 0; v < 2; v++) {
		const cJSON *pr = v ? po : pb;
		if (v)
			buf_printf(t8, "| (E2E %.2f×) | Optimized (%s) |", r->e2e,
				   r->depth ? r->dirs[0] : "?");
		else
			buf_printf(t8, "| %s / %s | Baseline |", r->problem, r->step);
		pct(t8, metric(pr, "sm__throughput.avg.pct_of_peak_sustained_elapsed"));
		pct(t8, metric(pr, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"));
		double rg = metric(pr, "registers"), d = metric(pr, "gpu__time_duration.sum");
		if (isfinite(rg))
			buf_printf(t8, " %.0f |", rg);
		else
			buf_puts(t8, " – |");
		pct(t8, metric(pr, "sm__warps_active.avg.pct_of_peak_sustained_active"));
		if (isfinite(d))
			buf_printf(t8, " %.2f µs |", d / 1e3);
		else
			buf_puts(t8, " – |");
		if (v)
			buf_printf(t8, " %.2f× |\n", r->subk);
		else
			buf_puts(t8, " — |\n");
	}
}

/* Tables 7 and 8 with their rows t7 and t8 (rows of them; none says so). */
static void tables_7_8_print(struct buf *out, int rows, const struct buf *t7,
			     const struct buf *t8)
{
	buf_puts(out, "### Table 7: representative traces\n\n");
	if (!rows) {
		buf_puts(out, "No sub-kernel was replaced in this run.\n");
	} else {
		buf_puts(out, "Comp, Mem and Occ are the baseline sub-kernel's profile (%); "
			 "each planner direction on the way to the chosen candidate with "
			 "its sub-kernel speedup over the baseline when first timed; Sub-k "
			 "is the chosen candidate's in the outcome.\n\n"
			 "| Lvl | Kernel | Comp | Mem | Occ | Planner direction (iter.) | "
			 "Sub-k | E2E |\n|---|---|---|---|---|---|---|---|\n");
		buf_puts(out, t7->data);
	}
	buf_puts(out, "\n### Table 8: profiles of the baseline and optimized "
		      "sub-kernels\n\n");
	if (!rows)
		buf_puts(out, "No sub-kernel was replaced in this run.\n");
	else {
		buf_puts(out, "| Kernel | Variant | Comp % | Mem % | Regs | Occ % | "
			 "Duration | Sub-k |\n|---|---|---|---|---|---|---|---|\n");
		buf_puts(out, t8->data);
	}
}

/* Tables 7 and 8: for every sub-kernel the run replaced, its baseline
 * profile (compute and memory SOL, occupancy, registers), the planner's
 * directions along the chosen candidate's ancestry with their sub-kernel
 * speedups, and the baseline against the optimized profile. */
static int tables_7_8(struct store *s, int64_t run, const struct cand_time *times, size_t nt,
		      struct buf *out, struct kerr *err)
{
	struct prof *pv = NULL;
	size_t np = 0;
	sqlite3_stmt *st = NULL;
	int rc = load_profiles(s, run, &pv, &np, err), step;
	struct base_k0 *bases = NULL;
	size_t nbases = 0;
	if (!rc)
		rc = baselines(s, run, &bases, &nbases, err);
	struct buf t7, t8;
	buf_init(&t7);
	buf_init(&t8);
	int rows = 0;
	if (!rc && sqlite3_prepare_v2(store_db(s), "SELECT o.outcome FROM outcomes o JOIN problems p "
			       "ON p.run=o.run AND p.problem_id=o.problem_id WHERE o.run=?1 "
			       "ORDER BY p.seq", -1, &st, NULL) != SQLITE_OK)
		rc = kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_stmt *cq = NULL;
	if (!rc && sqlite3_prepare_v2(store_db(s), "SELECT parent, iteration, plan FROM "
				      "candidates WHERE run=?1 AND problem_id=?2 AND id=?3", -1,
				      &cq, NULL) != SQLITE_OK)
		rc = kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	if (!rc)
		sqlite3_bind_int64(st, 1, run);
	step = SQLITE_DONE;
	while (!rc && (step = sqlite3_step(st)) == SQLITE_ROW) {
		cJSON *o = cJSON_Parse((const char *)sqlite3_column_text(st, 0));
		const cJSON *stt = cJSON_GetObjectItemCaseSensitive(o, "status");
		const cJSON *pid = cJSON_GetObjectItemCaseSensitive(o, "problem");
		const cJSON *fam = cJSON_GetObjectItemCaseSensitive(o, "family");
		const cJSON *subs = cJSON_GetObjectItemCaseSensitive(o, "subkernels");
		if (!cJSON_IsObject(subs))
			subs = NULL;	/* runcheck_outcome refuses it */
		double e2e = NAN;
		canon_get_number(cJSON_GetObjectItemCaseSensitive(o, "speedup"), &e2e);
		long long level = 0;
		json_get_int(o, "level", 1, 3, &level, "", NULL);
		if (!cJSON_IsString(stt) || strcmp(stt->valuestring, "replaced") ||
		    !cJSON_IsString(pid)) {
			cJSON_Delete(o);
			continue;
		}
		char psha[65];
		if (problem_sha(s, run, pid->valuestring, psha, sizeof psha, err)) {
			rc = -1;
			cJSON_Delete(o);
			break;
		}
		for (const cJSON *sk = subs ? subs->child : NULL; sk; sk = sk->next) {
			const cJSON *ch = cJSON_GetObjectItemCaseSensitive(sk, "chosen");
			if (!cJSON_IsString(ch))
				continue;
			struct replaced r = { .problem = pid->valuestring,
					      .step = sk->string, .subk = NAN, .e2e = e2e };
			suite_level_label(cJSON_IsString(fam) ? fam->valuestring : NULL, level,
					  r.lvl, sizeof r.lvl);
			baseline_id(bases, nbases, psha, sk->string, r.k0, sizeof r.k0);
			if ((rc = walk_ancestry(s, run, cq, ch->valuestring, &r, err)))
				break;
			const cJSON *pb, *po;
			if ((rc = prof_of(s, pv, np, psha, sk->string, r.k0, &pb, err)) ||
			    (rc = prof_of(s, pv, np, psha, sk->string, ch->valuestring, &po, err)))
				break;
			canon_get_number(cJSON_GetObjectItemCaseSensitive(sk, "speedup"), &r.subk);
			table7_row(&t7, &r, pb, times, nt);
			table8_rows(&t8, &r, pb, po);
			rows++;
		}
		cJSON_Delete(o);
	}
	if (!rc && store_rows_done(s, step, "outcomes", err))
		rc = -1;
	if (st)
		sqlite3_finalize(st);
	if (cq)
		sqlite3_finalize(cq);
	if (!rc)
		tables_7_8_print(out, rows, &t7, &t8);
	buf_release(&t7);
	buf_release(&t8);
	for (size_t i = 0; i < np; i++)
		cJSON_Delete(pv[i].reply);
	free(pv);
	free(bases);
	return rc;
}

int more_tables_markdown(struct store *s, int64_t run, const struct cand_times *times,
			 struct buf *out, struct kerr *err)
{
	struct kopt_config cfg;
	struct prob *v = NULL;
	size_t n = 0;
	/* The run's sub-kernel times, read once for Tables 7 and 4. */
	struct cand_times own = { NULL, 0 };
	if (rows_config(s, run, &cfg, err) || rows_load(s, run, &cfg, &v, &n, err))
		return -1;
	int rc = 0;
	if (!times) {
		rc = rows_cand_times(s, run, &own.v, &own.n, err);
		times = &own;
	}
	if (!rc)
		rc = tables_7_8(s, run, times->v, times->n, out, err);
	if (!rc) {
		buf_puts(out, "\n");
		rc = table4(s, run, &cfg, times->v, times->n, out, err);
	}
	free(own.v);
	if (!rc) {
		buf_puts(out, "\n");
		rc = table10(v, n, out);
	}
	if (!rc) {
		buf_puts(out, "\n");
		rc = llm_usage_markdown(s, run, out, err);
	}
	free(v);
	return rc;
}

/* The ablation keys of Table 5 (PAPER_NOTES 7.5), in the paper's order C1 to
 * C6.  c0 is the key's value in the paper's full system (C0: B = 4, T = 5,
 * memory, NCU profiles and the E2E perf gate on, generated sub-kernels only;
 * kopt's defaults, which test_reports holds), ablated its value in the
 * ablation; a boolean key has no other value. */
struct ablation_key {
	size_t off;		/* an int of struct kopt_config */
	int boolean, c0, ablated;
	const char *label;	/* Tables 2 and 6: the only key changed, the paper's way */
	const char *diff;	/* the value in an "other (...)" label: "B=%d", "memory %s" */
	const char *component;	/* Table 5, changed the paper's way (the paper's words) */
	const char *back;	/* Table 5, changed the other way: "Beam width %d" */
	const char *flag;	/* the kopt run flag: "-B %d", "--no-memory" */
};

static const struct ablation_key ABLATION_KEYS[] = {
	{ offsetof(struct kopt_config, search.beam_width), 0, 4, 1, "C1 (no beam)", "B=%d",
	  "Greedy search (no beam)", "Beam width B=%d", "-B %d" },
	{ offsetof(struct kopt_config, search.memory), 1, 1, 0, "C2 (no memory)", "memory %s",
	  "No optimization memory", "Optimization memory", "--no-memory" },
	{ offsetof(struct kopt_config, gates.perf_gate), 1, 1, 0, "C3 (no perf gate)",
	  "perf gate %s", "No E2E performance gate", "E2E performance gate",
	  "--no-e2e-perf-gate" },
	{ offsetof(struct kopt_config, search.profile), 1, 1, 0, "C4 (no NCU)", "profiles %s",
	  "No NCU profiling context", "NCU profiling context", "--skip-ncu" },
	{ offsetof(struct kopt_config, search.iterations), 0, 5, 1, "C5 (T=1)", "T=%d",
	  "Single iteration (T=1)", "Iterations T=%d", "-T %d" },
	{ offsetof(struct kopt_config, search.all_subkernels), 1, 0, 1, "C6 (all kernels)",
	  "all sub-kernels %s", "Optimize all sub-kernels", "Generated sub-kernels only",
	  "--all-subkernels" },
};
#define NABLATION (sizeof ABLATION_KEYS / sizeof ABLATION_KEYS[0])

static int key_value(const struct ablation_key *k, const struct kopt_config *c)
{
	return *(const int *)(const void *)((const char *)c + k->off);
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
	for (size_t i = 0; i < NABLATION; i++) {
		const struct ablation_key *k = &ABLATION_KEYS[i];
		int v = key_value(k, c);
		if (v == key_value(k, ref))
			continue;
		diffs++;
		name = v == k->ablated ? k->label : NULL;
		buf_puts(&b, b.len ? ", " : "");
		if (k->boolean)
			buf_printf(&b, k->diff, v ? "on" : "off");
		else
			buf_printf(&b, k->diff, v);
	}
	if (diffs == 0)
		snprintf(out, n, "C0 (reference)");
	else if (diffs == 1 && name)
		snprintf(out, n, "%s", name);
	else
		snprintf(out, n, "other (%s)", b.data);
	buf_release(&b);
}

void ablation_component(const struct kopt_config *ref, const struct kopt_config *c,
			int is_ref, char *out, size_t n)
{
	struct buf b;
	buf_init(&b);
	int full = 1;
	for (size_t i = 0; i < NABLATION; i++) {
		const struct ablation_key *k = &ABLATION_KEYS[i];
		int v = key_value(k, c);
		full &= v == k->c0;
		if (v == key_value(k, ref))
			continue;
		buf_puts(&b, b.len ? "; " : "");
		if (v == k->ablated)
			buf_puts(&b, k->component);
		else if (k->boolean)
			buf_puts(&b, k->back);
		else
			buf_printf(&b, k->back, v);
	}
	if (b.len)
		snprintf(out, n, "%s", b.data);
	else
		snprintf(out, n, "%s", full ? "Full system (baseline)" : is_ref ? "Reference"
			 : "As the reference");
	buf_release(&b);
}

void ablation_flags(const struct kopt_config *c, char *out, size_t n)
{
	struct buf b;
	buf_init(&b);
	for (size_t i = 0; i < NABLATION; i++) {
		const struct ablation_key *k = &ABLATION_KEYS[i];
		int v = key_value(k, c);
		if (v == k->c0)
			continue;
		buf_puts(&b, b.len ? " " : "");
		if (k->boolean)
			buf_puts(&b, k->flag);
		else
			buf_printf(&b, k->flag, v);
	}
	snprintf(out, n, "%s", b.len ? b.data : "(default)");
	buf_release(&b);
}

/* Table 5: each run's ablation configuration from its stored configuration:
 * its label (as in Tables 2 and 6), what it changes against the reference in
 * the paper's words, the kopt run flags that give it, and the six keys. */
static int table5(const struct runref *runs, int nruns, const struct kopt_config *ref,
		  struct buf *out, struct kerr *err)
{
	buf_puts(out, "### Table 5: ablation configurations\n\n"
		      "Config and Ablated component are against the first run named (the "
		      "reference of Tables 2 and 6); Flag is what kopt run is given for the "
		      "run's settings over the paper's full system C0, kopt's defaults (B = 4, "
		      "T = 5, memory, NCU profiles and the E2E perf gate on, generated "
		      "sub-kernels only; PAPER_NOTES 7.5).\n\n"
		      "| Run | Config | Ablated component | Flag | B | T | Memory | Perf gate | "
		      "NCU | All sub-kernels |\n|---|---|---|---|---|---|---|---|---|---|\n");
	for (int r = 0; r < nruns; r++) {
		struct kopt_config c;
		if (rows_config(runs[r].s, runs[r].run, &c, err))
			return -1;
		char label[256], comp[512], flags[256];
		ablation_label(ref, &c, label, sizeof label);
		ablation_component(ref, &c, r == 0, comp, sizeof comp);
		ablation_flags(&c, flags, sizeof flags);
		buf_printf(out, "| %s | %s | %s | %s | %d | %d | %s | %s | %s | %s |\n",
			   runs[r].label, label, comp, flags, c.search.beam_width,
			   c.search.iterations, c.search.memory ? "on" : "off",
			   c.gates.perf_gate ? "on" : "off", c.search.profile ? "on" : "off",
			   c.search.all_subkernels ? "on" : "off");
	}
	return 0;
}

int ablation_tables_markdown(const struct runref *runs, int nruns, struct buf *out,
			     struct kerr *err)
{
	struct kopt_config ref, cfg;
	if (nruns < 1 || rows_config(runs[0].s, runs[0].run, &ref, err))
		return nruns < 1 ? 0 : -1;
	if (nruns < 2)
		return table5(runs, nruns, &ref, out, err);
	struct prob **rows = calloc((size_t)nruns, sizeof *rows);
	size_t *nrows = calloc((size_t)nruns, sizeof *nrows), dropped;
	if (rows_load_common(runs, nruns, rows, nrows, &dropped, err)) {
		free(rows);
		free(nrows);
		return -1;
	}
	struct buf t2, t6;
	buf_init(&t2);
	buf_init(&t6);
	buf_puts(&t2, "### Table 2: ablation summary\n\n"
		      "The first run named is the reference (C0); the others are labelled by the "
		      "ablation keys that differ from it.\n\n");
	if (dropped)
		buf_printf(&t2, "Over the %zu problems every run holds (%zu rows of runs over "
			   "other problems left out), as the paper's ablations compare "
			   "configurations on one sample; a C6 run, which holds part of it "
			   "(the paper ran C6 on level 2 only), over its own among them.\n\n",
			   nrows[0], dropped);
	buf_puts(&t2, "| Run | Config | Opt | Match | Fall | Opt% |\n|---|---|---|---|---|---|\n");
	buf_puts(&t6, "### Table 6: ablation per level\n\nGeomean over optimized problems "
		      "only (PAPER_NOTES 6.7).\n\n"
		      "| Run | Config | L1 O | L1 M | L1 F | L2 O | L2 M | L2 F | L3 O | L3 M | "
		      "L3 F | Geomean |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
	int rc = 0;
	for (int r = 0; r < nruns && !rc; r++) {
		const struct prob *v = rows[r];
		size_t n = nrows[r];
		if (rows_config(runs[r].s, runs[r].run, &cfg, err)) {
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
		buf_printf(&t2, "| %s | %s | %d | %d | %d | %s |\n", runs[r].label, label,
			   c[0][0], c[0][1], c[0][2], pct);
		buf_printf(&t6, "| %s | %s", runs[r].label, label);
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
	}
	if (!rc) {
		buf_puts(out, t2.data);
		buf_puts(out, "\n");
		rc = table5(runs, nruns, &ref, out, err);
	}
	if (!rc) {
		buf_puts(out, "\n");
		buf_puts(out, t6.data);
	}
	for (int r = 0; r < nruns; r++)
		free(rows[r]);
	free(rows);
	free(nrows);
	buf_release(&t2);
	buf_release(&t6);
	return rc;
}
