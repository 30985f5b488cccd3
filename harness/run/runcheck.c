/* runcheck: a run's stored JSON checked before it is read (see runcheck.h). */
#include "harness/run/runcheck.h"
#include "harness/run/shard.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* text parsed as a JSON object; NULL with err. */
static cJSON *parse_object(const char *text, const char *what, struct kerr *err)
{
	if (!text) {
		kerr_set(err, "%s: expected JSON text, found none", what);
		return NULL;
	}
	cJSON *j = canon_parse(text, strlen(text), what, err);
	if (j && !cJSON_IsObject(j)) {
		kerr_set(err, "%s: expected a JSON object", what);
		cJSON_Delete(j);
		return NULL;
	}
	return j;
}

/* Member key of o, where present, must be a string (or, with null_ok, null). */
static int opt_string(const cJSON *o, const char *key, int null_ok, const char *what,
		      struct kerr *err)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	if (!v || cJSON_IsString(v) || (null_ok && cJSON_IsNull(v)))
		return 0;
	return kerr_set(err, "%s: %s: expected a string%s", what, key, null_ok ? " or null" : "");
}

/* Member key of o, where present, must be a number (canon_number's forms). */
static int opt_number(const cJSON *o, const char *key, const char *what, struct kerr *err)
{
	double d;
	if (!cJSON_GetObjectItemCaseSensitive(o, key))
		return 0;
	return json_get_number(o, key, &d, what, err);
}

/* Member key of o, where present, must be an integer in [lo, hi]. */
static int opt_int(const cJSON *o, const char *key, long long lo, long long hi,
		   const char *what, struct kerr *err)
{
	long long v;
	if (!cJSON_GetObjectItemCaseSensitive(o, key))
		return 0;
	return json_get_int(o, key, lo, hi, &v, what, err);
}

/* Member key of o, where present, must be an object; *out is it or NULL. */
static int opt_object(const cJSON *o, const char *key, const cJSON **out, const char *what,
		      struct kerr *err)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	*out = cJSON_IsObject(v) ? v : NULL;
	if (!v || *out)
		return 0;
	return kerr_set(err, "%s: %s: expected an object", what, key);
}

int runcheck_config(const char *text, const char *what, struct kopt_config *cfg,
		    struct kerr *err)
{
	char w[1024];
	snprintf(w, sizeof w, "%s: configuration", what);
	cJSON *j = parse_object(text, w, err);
	if (!j)
		return -1;
	struct kopt_config tmp;
	config_fill_legacy(j);
	int rc = config_from_json(j, cfg ? cfg : &tmp, err);
	cJSON_Delete(j);
	return rc ? kerr_wrap(err, "%s", w) : 0;
}

int runcheck_provenance(const char *text, const char *what, struct kerr *err)
{
	char w[1024], m[1200];
	snprintf(w, sizeof w, "%s: provenance", what);
	cJSON *p = parse_object(text, w, err);
	if (!p)
		return -1;
	const cJSON *k, *be, *of, *mg;
	int rc = -1;
	if (opt_object(p, "kopt", &k, w, err) || opt_object(p, "backends", &be, w, err) ||
	    opt_object(p, "replay_of", &of, w, err) || opt_object(p, "merged", &mg, w, err))
		goto out;
	snprintf(m, sizeof m, "%s: kopt", w);
	if (k && (opt_string(k, "commit", 0, m, err) || opt_string(k, "version", 0, m, err)))
		goto out;
	if (k && cJSON_GetObjectItemCaseSensitive(k, "dirty") &&
	    !cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(k, "dirty"))) {
		kerr_set(err, "%s: dirty: expected true or false", m);
		goto out;
	}
	for (const cJSON *b = be ? be->child : NULL; b; b = b->next) {
		snprintf(m, sizeof m, "%s: backends", w);
		if (!cJSON_IsObject(b)) {
			kerr_set(err, "%s: %s: expected an object", m, b->string);
			goto out;
		}
		snprintf(m, sizeof m, "%s: backends.%s", w, b->string);
		if (!json_get_string(b, "spec", m, err) || opt_string(b, "name", 0, m, err) ||
		    opt_string(b, "version", 0, m, err))
			goto out;
	}
	snprintf(m, sizeof m, "%s: replay_of", w);
	long long run;
	if (of && (json_get_int(of, "run", 1, (1LL << 53), &run, m, err) ||
		   opt_string(of, "report_digest", 0, m, err) ||
		   opt_string(of, "policy", 0, m, err)))
		goto out;
	snprintf(m, sizeof m, "%s: merged", w);
	if (mg && (json_get_int(mg, "count", 1, 1 << 30, &run, m, err) ||
		   !json_get_string(mg, "list", m, err) ||
		   opt_int(mg, "problems", 0, (1LL << 53), m, err)))
		goto out;
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(p, "gpus");
	if (g && !cJSON_IsArray(g)) {
		kerr_set(err, "%s: gpus: expected a list of device ids", w);
		goto out;
	}
	for (const cJSON *x = g ? g->child : NULL; x; x = x->next)
		if (!cJSON_IsString(x)) {
			kerr_set(err, "%s: gpus: expected a list of device ids", w);
			goto out;
		}
	const cJSON *lv;
	if (opt_object(p, "live", &lv, w, err))
		goto out;
	snprintf(m, sizeof m, "%s: live", w);
	const cJSON *lp = NULL;
	/* A run killed before any invocation ended has problems only. */
	if (lv && (opt_int(lv, "ms", 0, (1LL << 53), m, err) ||
		   opt_int(lv, "invocations", 1, 1 << 30, m, err) ||
		   opt_object(lv, "problems", &lp, m, err)))
		goto out;
	for (const cJSON *x = lp ? lp->child : NULL; x; x = x->next)
		if (!cJSON_IsNumber(x) || x->valuedouble < 0 ||
		    x->valuedouble != (double)(long long)x->valuedouble) {
			kerr_set(err, "%s: problems: %s: expected milliseconds, a whole "
				 "number of at least 0", m, x->string);
			goto out;
		}
	struct shard sh;
	if (shard_from_provenance(text, &sh, err) < 0) {
		kerr_wrap(err, "%s", w);
		goto out;
	}
	rc = 0;
out:
	cJSON_Delete(p);
	return rc;
}

int runcheck_outcome(const char *text, const char *problem_id, const char *what,
		     struct kerr *err)
{
	char w[1200], m[1500];
	snprintf(w, sizeof w, "%s: outcome of problem %s", what, problem_id ? problem_id : "?");
	cJSON *o = parse_object(text, w, err);
	if (!o)
		return -1;
	int rc = -1;
	long long level;
	const char *pid = json_get_string(o, "problem", w, err);
	if (!pid || json_get_int(o, "level", 1, 3, &level, w, err) ||
	    !json_get_string(o, "status", w, err))
		goto out;
	if (problem_id && strcmp(pid, problem_id)) {
		kerr_set(err, "%s: problem: \"%.200s\", but the row is problem %s's", w, pid,
			 problem_id);
		goto out;
	}
	static const char *const strings[] = { "category", "fallback_reason", "detail" };
	for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
		if (opt_string(o, strings[i], 0, w, err))
			goto out;
	if (opt_string(o, "family", 1, w, err))
		goto out;
	static const char *const numbers[] = { "base_ms", "final_ms", "speedup", "vendor_share" };
	for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++)
		if (opt_number(o, numbers[i], w, err))
			goto out;
	if (opt_int(o, "targets", 0, 1 << 30, w, err) || opt_int(o, "attempts", 0, 1LL << 53, w, err))
		goto out;
	const cJSON *sk;
	if (opt_object(o, "subkernels", &sk, w, err))
		goto out;
	for (const cJSON *e = sk ? sk->child : NULL; e; e = e->next) {
		snprintf(m, sizeof m, "%s: subkernels.%s", w, e->string);
		if (!cJSON_IsObject(e)) {
			kerr_set(err, "%s: expected an object", m);
			goto out;
		}
		if (opt_string(e, "chosen", 0, m, err) || opt_number(e, "speedup", m, err))
			goto out;
	}
	rc = 0;
out:
	cJSON_Delete(o);
	return rc;
}

int runcheck_run(struct store *s, int64_t run, struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	char what[1024];
	snprintf(what, sizeof what, "%s: run %lld", store_path(s), (long long)run);
	int rc = runcheck_config(ri.config, what, NULL, err) ||
		 runcheck_provenance(ri.provenance, what, err);
	run_info_release(&ri);
	if (rc)
		return -1;
	sqlite3_stmt *st;
	sqlite3 *db = store_db(s);
	if (sqlite3_prepare_v2(db, "SELECT problem_id, outcome FROM outcomes WHERE run=?1 "
			       "ORDER BY problem_id", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, run);
	int step = SQLITE_DONE;
	while (!rc && (step = sqlite3_step(st)) == SQLITE_ROW)
		rc = runcheck_outcome((const char *)sqlite3_column_text(st, 1),
				      (const char *)sqlite3_column_text(st, 0), what, err);
	if (!rc && store_rows_done(s, step, "outcomes", err))
		rc = -1;
	sqlite3_finalize(st);
	return rc ? -1 : 0;
}
