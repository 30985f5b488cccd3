/* rows: report rows of a run (see rows.h). */
#include "rows.h"
#include "../recorder/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int rows_config(struct store *s, int64_t run, struct kopt_config *cfg, struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	cJSON *cj = canon_parse(ri.config, strlen(ri.config), "run configuration", err);
	if (cj)
		config_fill_legacy(cj);
	int rc = cj ? config_from_json(cj, cfg, err) : -1;
	cJSON_Delete(cj);
	run_info_free(&ri);
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
	if (sqlite3_prepare_v2(store_db(s), "SELECT o.outcome FROM outcomes o JOIN problems p "
			       "ON p.run=o.run AND p.problem_id=o.problem_id WHERE o.run=?1 "
			       "ORDER BY p.seq", -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	struct prob *v = NULL;
	size_t n = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *text = (const char *)sqlite3_column_text(st, 0);
		cJSON *o = cJSON_Parse(text);
		const cJSON *lvl = cJSON_GetObjectItemCaseSensitive(o, "level");
		const cJSON *stt = cJSON_GetObjectItemCaseSensitive(o, "status");
		if (!cJSON_IsNumber(lvl) || !cJSON_IsString(stt) || lvl->valueint < 1 ||
		    lvl->valueint > 3) {
			cJSON_Delete(o);
			continue;
		}
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
	sqlite3_finalize(st);
	*out = v;
	*nout = n;
	return 0;
}
