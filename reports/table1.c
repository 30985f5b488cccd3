/* table1: Table 1 panel A in Markdown (see table1.h). */
#include "reports/table1.h"
#include "reports/rows.h"
#include "common/buf.h"
#include "gates/outcome.h"
#include "common/config.h"
#include "harness/run/runcheck.h"
#include "harness/run/shard.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct row {
	int total, n[4];
	double log_sum;		/* sum of ln speedup, in problem order */
	double max;
	char max_id[128];	/* the problem of max (the tutorial rows name it) */
};

/* The paper's tutorial results (PAPER_NOTES 8.5; 2.1 single-kernel mode,
 * 6.5 the tutorial's own kernel as baseline), by suite: improved, of how
 * many, the best speedup and its kernel. */
static const struct {
	int improved, total;
	double best;
	const char *best_kernel;
} PAPER_TUTORIALS[SUITES] = { { 0, 0, 0, "" }, { 4, 10, 1.70, "matmul" },
			      { 5, 10, 1.08, "conv2d" } };

/* The tutorials beside the paper's counts, where the run has any. */
static void put_tutorials(struct buf *out, const struct row *rows)
{
	buf_puts(out, "\nTutorial kernels, single-kernel mode (the speedup is against the "
		      "tutorial's own kernel; not in All, which counts KernelBench's levels), "
		      "beside the paper's:\n\n"
		      "| Suite | Total | Improved | Best | Paper: improved | Paper: best |\n"
		      "|---|---|---|---|---|---|\n");
	for (int k = SUITE_TRITON_TUTORIAL; k < SUITES; k++) {
		const struct row *r = &rows[3 + k];
		char best[200];
		if (r->max > 0)
			snprintf(best, sizeof best, "%.2f× (%s)", r->max, r->max_id);
		else
			snprintf(best, sizeof best, "–");
		buf_printf(out, "| %s | %d | %d | %s | %d of %d | %.2f× (%s) |\n", SUITE_NAME[k],
			   r->total, r->n[OC_OPT], best, PAPER_TUTORIALS[k].improved,
			   PAPER_TUTORIALS[k].total, PAPER_TUTORIALS[k].best,
			   PAPER_TUTORIALS[k].best_kernel);
	}
}

static void fmt_x(char *out, size_t n, double v)
{
	if (v > 0)
		snprintf(out, n, "%.2f×", v);
	else
		snprintf(out, n, "–");
}

static void put_row(struct buf *out, const char *label, const struct row *r)
{
	char geo[32], max[32];
	fmt_x(geo, sizeof geo, r->total ? exp(r->log_sum / r->total) : 0);
	fmt_x(max, sizeof max, r->max);
	buf_printf(out, "| %s | %d | %d | %d | %d | %d | %s | %s |\n", label, r->total,
		   r->n[OC_OPT], r->n[OC_MAT_OPT], r->n[OC_MAT_SF], r->n[OC_FALL], geo, max);
}

int table1_markdown(struct store *s, int64_t run, int with_title, struct buf *out,
		    struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	struct kopt_config cfg;
	char what[1024];
	snprintf(what, sizeof what, "%s: run %lld", store_path(s), (long long)run);
	int rc = runcheck_config(ri.config, what, &cfg, err);
	if (rc) {
		run_info_release(&ri);
		return -1;
	}
	/* All, L1-L3, then the Triton and Helion tutorials (not in All). */
	struct row rows[6] = { 0 };
	sqlite3_stmt *st = NULL;
	sqlite3 *db = store_db(s);
	if (sqlite3_prepare_v2(db, "SELECT o.outcome FROM outcomes o JOIN problems p "
			       "ON p.run=o.run AND p.problem_id=o.problem_id "
			       "WHERE o.run=?1 ORDER BY p.seq", -1, &st, NULL) != SQLITE_OK) {
		kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
		run_info_release(&ri);
		return -1;
	}
	sqlite3_bind_int64(st, 1, run);
	int missing = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *text = (const char *)sqlite3_column_text(st, 0);
		cJSON *o = text ? canon_parse(text, strlen(text), "outcome", NULL) : NULL;
		const cJSON *lvl = cJSON_GetObjectItemCaseSensitive(o, "level");
		const cJSON *status = cJSON_GetObjectItemCaseSensitive(o, "status");
		const cJSON *fam = cJSON_GetObjectItemCaseSensitive(o, "family");
		const cJSON *pid = cJSON_GetObjectItemCaseSensitive(o, "problem");
		enum suite su = suite_of_family(cJSON_IsString(fam) ? fam->valuestring : NULL);
		double speed = 1;
		canon_get_number(cJSON_GetObjectItemCaseSensitive(o, "speedup"), &speed);
		if (!cJSON_IsNumber(lvl) || !cJSON_IsString(status) || lvl->valueint < 1 ||
		    lvl->valueint > 3) {
			missing++;
			cJSON_Delete(o);
			continue;
		}
		enum outcome_class c = outcome_classify(&cfg, status->valuestring, speed);
		/* Geomean over all problems: OPT and MAT(opt) contribute their
		 * speedup as printed, the rest 1.00 (PAPER_NOTES 6.7). */
		double contrib = (c == OC_OPT || c == OC_MAT_OPT)
			? outcome_round(speed, cfg.outcome.decimals) : 1.0;
		for (int k = 0; k < 2; k++) {
			if (k && su != SUITE_KERNELBENCH)
				break;
			struct row *r = k ? &rows[0] : su != SUITE_KERNELBENCH ? &rows[3 + su]
				: &rows[lvl->valueint];
			r->total++;
			r->n[c]++;
			r->log_sum += log(contrib);
			if (c == OC_OPT && contrib > r->max) {
				r->max = contrib;
				snprintf(r->max_id, sizeof r->max_id, "%s",
					 cJSON_IsString(pid) ? pid->valuestring : "?");
			}
		}
		cJSON_Delete(o);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		run_info_release(&ri);
		return kerr_set(err, "%s: reading outcomes: %s", store_path(s),
				sqlite3_errmsg(db));
	}
	if (with_title)
		buf_printf(out, "## Table 1, panel A: run %lld (%s)%s\n\n", (long long)run,
			   ri.name, ri.synthetic ? " — SYNTHETIC, made by a generator, "
			   "not measured" : "");
	struct shard sh;
	if (with_title && shard_from_provenance(ri.provenance, &sh, NULL) == 1)
		buf_printf(out, "Shard %d/%d of a list of %lld problems: only the problems at "
			   "list positions p with p mod %d = %d; kopt merge joins the shards "
			   "into the whole run.\n\n", sh.index, sh.count, sh.problems, sh.count,
			   sh.index);
	if (cfg.outcome.legend_mode)
		buf_printf(out, "Classes by the Table 6/9 legend: OPT if the end-to-end "
			   "speedup is > 1.03x, MAT(opt) within 3%%.\n\n");
	else
		buf_printf(out, "Classes by the Table 9 data rule: OPT if the end-to-end "
			   "speedup, rounded to %d decimals, is >= %.2f; MAT(opt) if it "
			   "replaced the baseline in [%.2f, %.2f).\n\n", cfg.outcome.decimals,
			   cfg.outcome.opt_threshold, cfg.outcome.matched_low,
			   cfg.outcome.opt_threshold);
	buf_puts(out, "| Level | Total | Opt. | M.(opt) | M.(s.f.) | Fall. | Geo. | Max |\n"
		      "|---|---|---|---|---|---|---|---|\n");
	put_row(out, "L1", &rows[1]);
	put_row(out, "L2", &rows[2]);
	put_row(out, "L3", &rows[3]);
	put_row(out, "All", &rows[0]);
	if (rows[4].total || rows[5].total) {
		put_row(out, "Triton tut.", &rows[4]);
		put_row(out, "Helion tut.", &rows[5]);
		put_tutorials(out, rows);
	}
	if (missing)
		buf_printf(out, "\n%d outcome(s) could not be read.\n", missing);
	run_info_release(&ri);
	return 0;
}

int report_digest(struct store *s, int64_t run, char digest[SHA_HEX_LEN + 1],
		  struct kerr *err)
{
	struct buf b;
	buf_init(&b);
	if (table1_markdown(s, run, 0, &b, err)) {
		buf_release(&b);
		return -1;
	}
	sha256_hex(b.data, b.len, digest);
	buf_release(&b);
	return 0;
}
