/* gpu_busy: a run's GPU-busy share from its recorded latencies and its
 * start and finish (gpu_busy.h).  It only reads. */
#include "reports/gpu_busy.h"

#include <cjson/cJSON.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Seconds since the epoch of a stored "YYYY-MM-DDTHH:MM:SSZ", -1 if it is
 * not one. */
static long long utc_seconds(const char *t)
{
	struct tm tm = { 0 };
	char z = 0, extra;
	if (!t || sscanf(t, "%4d-%2d-%2dT%2d:%2d:%2d%c%c", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
			 &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &z, &extra) != 7 || z != 'Z')
		return -1;
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	return (long long)timegm(&tm);
}

/* The start, finish and provenance of run into b (wall_s, gpus, why). */
static int load_run(struct store *s, int64_t run, struct gpu_busy *b, struct kerr *err)
{
	sqlite3 *db = store_db(s);
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(db, "SELECT created_utc, finished_utc, provenance FROM runs "
			       "WHERE id=?1", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, run);
	int rc = sqlite3_step(st);
	if (rc != SQLITE_ROW) {
		kerr_set(err, "%s: reading run %lld: %s", store_path(s), (long long)run,
			 rc == SQLITE_DONE ? "no such run" : sqlite3_errmsg(db));
		sqlite3_finalize(st);
		return -1;
	}
	long long t0 = utc_seconds((const char *)sqlite3_column_text(st, 0));
	long long t1 = utc_seconds((const char *)sqlite3_column_text(st, 1));
	cJSON *p = cJSON_Parse((const char *)sqlite3_column_text(st, 2));
	sqlite3_finalize(st);
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(p, "gpus");
	if (cJSON_IsArray(g) && cJSON_GetArraySize(g) > 0)
		b->gpus = cJSON_GetArraySize(g);
	b->wall_s = t0 >= 0 && t1 >= t0 ? t1 - t0 : -1;
	double wall_ms = (double)b->wall_s * 1e3;
	const cJSON *live = cJSON_GetObjectItemCaseSensitive(p, "live");
	const cJSON *lms = cJSON_GetObjectItemCaseSensitive(live, "ms");
	const cJSON *inv = cJSON_GetObjectItemCaseSensitive(live, "invocations");
	if (b->wall_s >= 0 && cJSON_IsNumber(lms) && lms->valuedouble >= 0 &&
	    cJSON_IsNumber(inv) && inv->valueint >= 1) {
		wall_ms = lms->valuedouble;
		b->wall_s = llround(wall_ms / 1e3);
		b->invocations = inv->valueint;
	}
	if (cJSON_GetObjectItemCaseSensitive(p, "replay_of"))
		b->why = "a replay: its latencies are the recording's";
	else if (cJSON_GetObjectItemCaseSensitive(p, "merged"))
		b->why = "a merged run: its wall time is the merge's";
	else if (b->wall_s < 0)
		b->why = "the run has not finished";
	else if (b->wall_s == 0)
		b->why = "the run took under a second";
	b->wall_ms = wall_ms;
	cJSON_Delete(p);
	return 0;
}

const char *gpu_busy_group_name(int group, char *buf, size_t n)
{
	if (group == GROUP_TRITON_TUTORIALS)
		snprintf(buf, n, "%s", SUITE_NAME[SUITE_TRITON_TUTORIAL]);
	else if (group == GROUP_HELION_TUTORIALS)
		snprintf(buf, n, "%s", SUITE_NAME[SUITE_HELION_TUTORIAL]);
	else if (group >= 1 && group <= 3)
		snprintf(buf, n, "level %d", group);
	else
		snprintf(buf, n, "no level");
	return buf;
}

/* The run's problems and their groups (suite_group_of), in run order. */
struct levels {
	char **ids;
	int *level;
	int n;
};

static int add_problem(void *arg, int seq, const char *problem_id, const char *manifest_json,
		       struct kerr *err)
{
	(void)seq;
	(void)err;
	struct levels *l = arg;
	cJSON *m = cJSON_Parse(manifest_json);
	int level = suite_group_of(m);
	cJSON_Delete(m);
	l->ids = xrealloc(l->ids, (size_t)(l->n + 1) * sizeof *l->ids);
	l->level = xrealloc(l->level, (size_t)(l->n + 1) * sizeof *l->level);
	l->ids[l->n] = xstrdup(problem_id);
	l->level[l->n++] = level;
	return 0;
}

/* The index in l of the problem a step ("PROBLEM/...") belongs to, -1 if
 * none; *last is where the previous one was found (the observations of a
 * problem come together). */
static int problem_of(const struct levels *l, const char *step, int *last)
{
	size_t n = strcspn(step, "/");
	for (int k = 0; k < l->n; k++) {
		int i = (*last + k) % l->n;
		if (strlen(l->ids[i]) == n && !strncmp(l->ids[i], step, n)) {
			*last = i;
			return i;
		}
	}
	return -1;
}

int gpu_busy_load(struct store *s, int64_t run, struct gpu_busy *b, struct kerr *err)
{
	memset(b, 0, sizeof *b);
	b->gpus = 1;
	b->share = NAN;
	if (load_run(s, run, b, err))
		return -1;
	struct levels l = { 0 };
	int rc = store_problem_each(s, run, add_problem, &l, err);
	for (int i = 0; i < l.n && !rc; i++)
		b->lvl_problems[l.level[i]]++;
	sqlite3 *db = store_db(s);
	sqlite3_stmt *st = NULL;
	/* Summed in recording order, so the sums do not depend on a plan. */
	if (!rc && sqlite3_prepare_v2(db, "SELECT kind, latency_ms, step FROM observations "
				      "WHERE run=?1 ORDER BY seq", -1, &st, NULL) != SQLITE_OK)
		rc = kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	if (!rc) {
		sqlite3_bind_int64(st, 1, run);
		int last = 0;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			int k = obs_kind_parse((const char *)sqlite3_column_text(st, 0));
			if (k < 0)
				continue;
			double ms = sqlite3_column_double(st, 1);
			b->ms[k] += ms;
			b->n[k]++;
			const char *step = (const char *)sqlite3_column_text(st, 2);
			int i = step ? problem_of(&l, step, &last) : -1;
			int lv = i >= 0 ? l.level[i] : 0;
			b->lvl_ms[lv][k] += ms;
			b->lvl_n[lv][k]++;
		}
		rc = store_rows_done(s, rc, "the run's latencies", err);
		sqlite3_finalize(st);
	}
	for (int i = 0; i < l.n; i++)
		free(l.ids[i]);
	free(l.ids);
	free(l.level);
	if (rc)
		return -1;
	b->busy_ms = b->ms[OBS_CHECK] + b->ms[OBS_TIME] + b->ms[OBS_PROFILE];
	if (!b->why)
		b->share = b->busy_ms / (b->wall_ms * b->gpus);
	return 0;
}
