/* rows: report rows of a run (see rows.h). */
#include "reports/rows.h"
#include "common/canon.h"
#include "gates/gates.h"
#include "harness/run/runcheck.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double SPEED_BIN_LO[SPEED_BINS] = { 10, 5, 2, 1.5, 1.1, 1.01 };
const char *const SPEED_BIN_NAME[SPEED_BINS] = { ">=10x", "[5, 10)", "[2, 5)", "[1.5, 2)",
						 "[1.1, 1.5)", "[1.01, 1.1)" };

int speed_bin(const struct prob *p)
{
	if (p->cls != OC_OPT)
		return -1;
	for (int b = 0; b < SPEED_BINS; b++)
		if (p->speed >= SPEED_BIN_LO[b] - 1e-9)
			return b;
	return -1;
}

const char *const SUITE_NAME[SUITES] = { "KernelBench", "Triton tutorials",
					   "Helion tutorials" };

enum suite suite_of_family(const char *family)
{
	if (family && !strcmp(family, "triton-tutorial"))
		return SUITE_TRITON_TUTORIAL;
	if (family && !strcmp(family, "helion-tutorial"))
		return SUITE_HELION_TUTORIAL;
	return SUITE_KERNELBENCH;
}

int suite_group(const char *family, double level)
{
	enum suite su = suite_of_family(family);
	if (su == SUITE_TRITON_TUTORIAL)
		return GROUP_TRITON_TUTORIALS;
	if (su == SUITE_HELION_TUTORIAL)
		return GROUP_HELION_TUTORIALS;
	return level >= 1 && level <= 3 && level == (int)level ? (int)level : GROUP_NONE;
}

int suite_group_of(const cJSON *manifest)
{
	const cJSON *fam = cJSON_GetObjectItemCaseSensitive(manifest, "family");
	const cJSON *lv = cJSON_GetObjectItemCaseSensitive(manifest, "level");
	return suite_group(cJSON_IsString(fam) ? fam->valuestring : NULL,
			   cJSON_IsNumber(lv) ? lv->valuedouble : 0);
}

char *suite_group_label(int group, char *buf, size_t n)
{
	if (group == GROUP_TRITON_TUTORIALS)
		snprintf(buf, n, "Triton tut.");
	else if (group == GROUP_HELION_TUTORIALS)
		snprintf(buf, n, "Helion tut.");
	else if (group >= 1 && group <= 3)
		snprintf(buf, n, "L%d", group);
	else
		snprintf(buf, n, "–");
	return buf;
}

char *suite_level_label(const char *family, long long level, char *buf, size_t n)
{
	if (suite_of_family(family) != SUITE_KERNELBENCH)
		return suite_group_label(suite_group(family, 0), buf, n);
	snprintf(buf, n, "L%lld", level);
	return buf;
}

size_t rows_kernelbench_first(struct prob *v, size_t n)
{
	struct prob *tmp = xcalloc(n + 1, sizeof *tmp);
	size_t k = 0, t = 0;
	for (size_t i = 0; i < n; i++)
		if (suite_of_family(v[i].family) == SUITE_KERNELBENCH)
			v[k++] = v[i];
		else
			tmp[t++] = v[i];
	if (t)		/* v is NULL for a run of no problems */
		memcpy(v + k, tmp, t * sizeof *tmp);
	free(tmp);
	return k;
}

int rows_config(struct store *s, int64_t run, struct kopt_config *cfg, struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	char what[1024];
	snprintf(what, sizeof what, "%s: run %lld", store_path(s), (long long)run);
	int rc = runcheck_config(ri.config, what, cfg, err);
	run_info_release(&ri);
	return rc;
}

static void str_into(char *dst, size_t n, const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	snprintf(dst, n, "%s", cJSON_IsString(v) ? v->valuestring : "");
}

int rows_load(struct store *s, int64_t run, const struct kopt_config *cfg, struct prob **out,
	      size_t *nout, struct kerr *err)
{
	*out = NULL;
	*nout = 0;
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(s), "SELECT o.problem_id, o.outcome FROM outcomes o "
			       "JOIN problems p ON p.run=o.run AND p.problem_id=o.problem_id "
			       "WHERE o.run=?1 ORDER BY p.seq", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	struct prob *v = NULL;
	size_t n = 0;
	char what[1024];
	snprintf(what, sizeof what, "%s: run %lld", store_path(s), (long long)run);
	int rc, bad = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* A malformed row is an error naming it, never a row left out. */
		const char *text = (const char *)sqlite3_column_text(st, 1);
		if (runcheck_outcome(text, (const char *)sqlite3_column_text(st, 0), what, err)) {
			bad = 1;
			break;
		}
		cJSON *o = cJSON_Parse(text);
		const cJSON *lvl = cJSON_GetObjectItemCaseSensitive(o, "level");
		const cJSON *stt = cJSON_GetObjectItemCaseSensitive(o, "status");
		v = xrealloc(v, (n + 1) * sizeof *v);
		struct prob *p = &v[n++];
		memset(p, 0, sizeof *p);
		double sp = 1;
		canon_get_number(cJSON_GetObjectItemCaseSensitive(o, "speedup"), &sp);
		p->level = lvl->valueint;
		p->cls = outcome_classify(cfg, stt->valuestring, sp);
		p->speed = outcome_round(sp, cfg->outcome.decimals);
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(o, "targets");
		p->targets = cJSON_IsNumber(t) ? t->valueint : 0;
		str_into(p->id, sizeof p->id, o, "problem");
		if (!p->id[0])
			snprintf(p->id, sizeof p->id, "?");
		str_into(p->category, sizeof p->category, o, "category");
		str_into(p->reason, sizeof p->reason, o, "fallback_reason");
		str_into(p->family, sizeof p->family, o, "family");
		cJSON_Delete(o);
	}
	if (!bad && store_rows_done(s, rc, "outcomes", err))
		bad = 1;
	sqlite3_finalize(st);
	if (bad) {
		free(v);
		return -1;
	}
	*out = v;
	*nout = n;
	return 0;
}

static int by_id(const void *a, const void *b)
{
	return strcmp(((const struct cand_time *)a)->id, ((const struct cand_time *)b)->id);
}

static int by_id_then_order(const void *a, const void *b)
{
	const struct { struct cand_time t; size_t order; } *x = a, *y = b;
	int c = strcmp(x->t.id, y->t.id);
	return c ? c : (x->order > y->order) - (x->order < y->order);
}

int rows_blob_json(struct store *s, int64_t id, cJSON **out, struct kerr *err)
{
	char *data;
	size_t len;
	int found;
	*out = NULL;
	if (store_get_blob_id(s, id, &data, &len, &found, err))
		return kerr_wrap(err, "reading blob %lld", (long long)id);
	if (found)
		*out = cJSON_ParseWithLength(data, len);
	free(data);
	return 0;
}

/* The characters cJSON's number parser hands to strtod. */
static int number_char(char c)
{
	return (c >= '0' && c <= '9') || c == '+' || c == '-' || c == 'e' || c == 'E' ||
	       c == '.';
}

/* A timing reply read straight from its text where the text is the form
 * the backends give and kopt records, {"samples_ms":[N,...,N]} with nothing
 * else: 1 with *ok set as time_reply_median would (1 and the median in *ms
 * when every sample is positive and finite).  0 for any other text, which
 * the caller parses with cJSON as before.  Each number is read by strtod
 * over exactly the characters cJSON would give it (and only where strtod
 * takes them all), so the samples are the same doubles; building and
 * freeing a cJSON tree of two dozen nodes for each of the run's thousands
 * of timings was most of the time the sub-kernel times took. */
static int samples_median_text(const char *t, size_t len, double *ms, int *ok)
{
	static const char head[] = "{\"samples_ms\":[";
	const size_t hl = sizeof head - 1;
	if (len < hl + 3 || memcmp(t, head, hl) != 0 || t[len - 2] != ']' || t[len - 1] != '}')
		return 0;
	double small[64], *v = small;
	size_t n = 0, cap = 64, i = hl;
	int handled = 0;
	for (;;) {
		size_t j = i;
		while (j < len && number_char(t[j]))
			j++;
		/* cJSON reads at most 63 characters of a number. */
		if (j == i || j - i > 63)
			goto out;
		char num[64], *end;
		memcpy(num, t + i, j - i);
		num[j - i] = '\0';
		double d = strtod(num, &end);
		if (end != num + (j - i))
			goto out;
		if (n == cap) {
			double *w = xmalloc(2 * cap * sizeof *w);
			memcpy(w, v, n * sizeof *v);
			if (v != small)
				free(v);
			v = w;
			cap *= 2;
		}
		v[n++] = d;
		if (t[j] == ',') {
			i = j + 1;
			continue;
		}
		if (t[j] != ']' || j != len - 2)
			goto out;
		break;
	}
	handled = 1;
	*ok = 1;
	for (size_t k = 0; k < n && *ok; k++)
		*ok = v[k] > 0 && isfinite(v[k]);
	if (*ok)
		*ms = gate_median(v, n);
out:
	if (v != small)
		free(v);
	return handled;
}

/* Every sub-kernel time of the run (baseline.time and rank.time): the
 * candidate's id and the median of its samples, sorted by id. */
int rows_cand_times(struct store *s, int64_t run, struct cand_time **out, size_t *n,
		      struct kerr *err)
{
	sqlite3_stmt *st;
	*out = NULL;
	*n = 0;
	/* The request's candidate and the reply's text in the one query (blobs
	 * is read by rowid).  SQLite's JSON functions read the candidate: the
	 * requests are kopt's own canonical text, and cJSON would build the
	 * whole tree for it; one that is not JSON, or names no candidate as a
	 * string, is left out as before. */
	if (sqlite3_prepare_v2(store_db(s), "SELECT CASE WHEN json_valid(CAST(rq.data AS TEXT)) "
			       "THEN CASE WHEN json_type(CAST(rq.data AS TEXT), '$.candidate')="
			       "'text' THEN json_extract(CAST(rq.data AS TEXT), '$.candidate') END "
			       "END, rp.data FROM observations o "
			       "JOIN blobs rq ON rq.id=o.request JOIN blobs rp ON rp.id=o.reply "
			       "WHERE o.run=?1 AND o.kind='time' AND o.status='ok' AND o.site IN "
			       "('baseline.time','rank.time') ORDER BY o.seq", -1, &st,
			       NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	struct cand_time *v = NULL;
	size_t k = 0, cap = 0;
	int rc, bad = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *c = (const char *)sqlite3_column_text(st, 0);
		double ms;
		size_t cnt;
		cJSON *rp = NULL;
		int ok = 0;
		if (c) {
			const char *text = (const char *)sqlite3_column_blob(st, 1);
			size_t len = (size_t)sqlite3_column_bytes(st, 1);
			if (!text || !samples_median_text(text, len, &ms, &ok)) {
				rp = cJSON_ParseWithLength(text, len);
				ok = rp && time_reply_median(rp, &ms, &cnt) == 0;
			}
		}
		if (ok) {
			if (k == cap) {
				cap = cap ? 2 * cap : 256;
				v = xrealloc(v, cap * sizeof *v);
			}
			snprintf(v[k].id, sizeof v[k].id, "%s", c);
			v[k++].ms = ms;
		}
		cJSON_Delete(rp);
	}
	if (!bad && store_rows_done(s, rc, "the run's timings", err))
		bad = 1;
	sqlite3_finalize(st);
	if (bad) {
		free(v);
		return -1;
	}
	*out = v;
	*n = rows_cand_times_first(v, k);
	return 0;
}

int rows_cand_time_site(const char *kind, const char *status, const char *site)
{
	/* rows_cand_times's query selects the same rows in SQL. */
	return kind && !strcmp(kind, "time") && status && !strcmp(status, "ok") && site &&
	       (!strcmp(site, "baseline.time") || !strcmp(site, "rank.time"));
}

size_t rows_cand_times_first(struct cand_time *v, size_t k)
{
	/* Sort by id, then by recording order. */
	struct { struct cand_time t; size_t order; } *w = xcalloc(k + 1, sizeof *w);
	for (size_t i = 0; i < k; i++) {
		w[i].t = v[i];
		w[i].order = i;
	}
	qsort(w, k, sizeof *w, by_id_then_order);
	size_t m = 0;
	for (size_t i = 0; i < k; i++)
		if (m == 0 || strcmp(v[m - 1].id, w[i].t.id))
			v[m++] = w[i].t;
	free(w);
	return m;
}

double rows_time_of(const struct cand_time *v, size_t n, const char *id)
{
	struct cand_time key;
	snprintf(key.id, sizeof key.id, "%s", id);
	const struct cand_time *hit = bsearch(&key, v, n, sizeof *v, by_id);
	return hit ? hit->ms : NAN;
}

static int holds(const struct prob *v, size_t n, const char *id)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(v[i].id, id))
			return 1;
	return 0;
}

int rows_load_common(const struct runref *r, int n, struct prob **v, size_t *nv,
		     size_t *dropped, struct kerr *err)
{
	*dropped = 0;
	for (int i = 0; i < n; i++) {
		v[i] = NULL;
		nv[i] = 0;
	}
	int *part = calloc((size_t)n + 1, sizeof *part);
	int ref_all = 0;
	for (int i = 0; i < n; i++) {
		struct kopt_config cfg;
		if (rows_config(r[i].s, r[i].run, &cfg, err) ||
		    rows_load(r[i].s, r[i].run, &cfg, &v[i], &nv[i], err)) {
			for (int j = 0; j < i; j++)
				free(v[j]);
			free(part);
			return -1;
		}
		if (i == 0)
			ref_all = cfg.search.all_subkernels;
		part[i] = cfg.search.all_subkernels != ref_all;
	}
	for (int i = 0; i < n; i++) {
		size_t k = 0;
		for (size_t a = 0; a < nv[i]; a++) {
			int all = 1;
			for (int j = 0; j < n && all; j++)
				all = j == i || part[j] || holds(v[j], nv[j], v[i][a].id);
			if (all)
				v[i][k++] = v[i][a];
			else
				++*dropped;
		}
		nv[i] = k;
	}
	free(part);
	return 0;
}

const struct fall_cause FALL_CAUSES[NFALL_CAUSES] = {
	{ "GEMM_DOMINANT", "GEMM-dominant (cuBLAS)", "G", "GEMM" },
	{ "CONV_DOMINANT", "Conv-dominant (cuDNN)", "C", "Conv" },
	{ "PERF_GATE", "Perf. gate rejection", "PR", "Perf" },
	{ "NO_TRITON", "No Triton kernels", "NT", "No Triton" },
	{ "E2E_CORRECTNESS", "E2E correctness failure", "CE", "E2E" },
	{ "NO_IMPROVEMENT", "No improvement (kopt)", "NI", "No impr." },
	{ "NO_CANDIDATE", "No candidate passed gates 1-2 (kopt)", "NI", "No cand." },
	{ "BASELINE_ERROR", "Baseline could not run (kopt)", "—", "Baseline" },
	{ "BELOW_MIN_SHARE", "Every target below search.min_share (kopt)", "MS", "Min share" },
};
