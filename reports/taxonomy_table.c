/* taxonomy_table: failed attempts of a run by failure class, per level (the
 * tutorial problems by suite, in columns of their own where the run has
 * them) and per agent role (gates/taxonomy.h), in Markdown.  Deterministic: counts in
 * a fixed class order. */
#include "reports/taxonomy_table.h"
#include "common/buf.h"
#include "common/strmap.h"
#include "gates/taxonomy.h"
#include "reports/rows.h"

#include <stdio.h>
#include <string.h>

#define NCLASS 9
static const char *CLASSES[NCLASS] = { "no_answer", "no_code", "unchanged", "compile",
				       "gate1_fault", "gate2_mismatch", "gate3", "gate4",
				       "timeout" };
static const char *ROLES[3] = { "planner", "executor", "verify" };

/* The group of every problem of the run with an outcome (problem id ->
 * reports/rows.h's suite_group): read once, where the join read each
 * failed attempt's outcome
 * again and parsed its JSON for the level (thousands of times for a few
 * hundred problems).  *out is NULL on a database error. */
static int levels_load(sqlite3 *db, int64_t run, struct strmap **out, int tut[2])
{
	sqlite3_stmt *st;
	*out = NULL;
	if (sqlite3_prepare_v2(db, "SELECT problem_id, json_extract(outcome,'$.level'), "
			       "json_extract(outcome,'$.family') FROM outcomes WHERE run = ?1",
			       -1, &st, NULL) != SQLITE_OK)
		return SQLITE_ERROR;
	sqlite3_bind_int64(st, 1, run);
	struct strmap *m = strmap_create();
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		int g = suite_group((const char *)sqlite3_column_text(st, 2),
				    sqlite3_column_double(st, 1));
		tut[0] |= g == GROUP_TRITON_TUTORIALS;
		tut[1] |= g == GROUP_HELION_TUTORIALS;
		*strmap_slot(m, id ? id : "") = g;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		strmap_destroy(m);
		return rc;
	}
	*out = m;
	return SQLITE_OK;
}

int taxonomy_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	long long by_level[NCLASS][GROUPS] = { { 0 } }, by_role[NCLASS][3] = { { 0 } };
	sqlite3_stmt *st;
	sqlite3 *db = store_db(s);
	struct strmap *levels;
	int tut[2] = { 0, 0 };	/* a Triton, a Helion tutorial problem in the run */
	if (levels_load(db, run, &levels, tut) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	/* The counts are sums: no order needed.  A failed attempt of a problem
	 * without an outcome counts under no level, as the left join's NULL
	 * level did. */
	if (sqlite3_prepare_v2(db, "SELECT g.gate, coalesce(json_extract(g.detail,'$.reason'),''), "
			       "g.problem_id FROM gate_results g "
			       "JOIN runs r ON r.id = g.run "
			       "WHERE g.run = ?1 AND g.passed = 0", -1, &st,
			       NULL) != SQLITE_OK) {
		strmap_destroy(levels);
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	}
	sqlite3_bind_int64(st, 1, run);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *gate = (const char *)sqlite3_column_text(st, 0);
		const char *reason = (const char *)sqlite3_column_text(st, 1);
		const char *problem = (const char *)sqlite3_column_text(st, 2);
		if (!gate)
			gate = "";
		if (!reason)
			reason = "";
		int level = (int)strmap_get(levels, problem ? problem : "", 0);
		const char *cls = failure_class(gate, reason), *role = failure_role(gate);
		for (int c = 0; c < NCLASS; c++) {
			if (strcmp(CLASSES[c], cls))
				continue;
			if (level != GROUP_NONE)
				by_level[c][level]++;
			by_level[c][0]++;
			for (int r = 0; r < 3; r++)
				if (!strcmp(ROLES[r], role))
					by_role[c][r]++;
		}
	}
	rc = store_rows_done(s, rc, "gate results", err);
	sqlite3_finalize(st);
	strmap_destroy(levels);
	if (rc)
		return -1;
	buf_puts(out, "### Failed attempts by class\n\n");
	long long total = 0;
	for (int c = 0; c < NCLASS; c++)
		total += by_level[c][0];
	if (!total) {
		buf_puts(out, "No failed attempts recorded in this run.\n");
		return 0;
	}
	/* The tutorials' columns only in a run that has tutorial problems. */
	int shown[GROUPS] = { 0, 1, 1, 1, tut[0], tut[1] };
	char label[16];
	buf_puts(out, "| Class |");
	for (int g = 1; g < GROUPS; g++)
		if (shown[g])
			buf_printf(out, " %s |", suite_group_label(g, label, sizeof label));
	buf_puts(out, " All | planner | executor | verify |\n|---|");
	for (int g = 1; g < GROUPS; g++)
		if (shown[g])
			buf_puts(out, "---|");
	buf_puts(out, "---|---|---|---|\n");
	for (int c = 0; c < NCLASS; c++) {
		buf_printf(out, "| %s |", CLASSES[c]);
		for (int g = 1; g < GROUPS; g++)
			if (shown[g])
				buf_printf(out, " %lld |", by_level[c][g]);
		buf_printf(out, " %lld | %lld | %lld | %lld |\n", by_level[c][0], by_role[c][0],
			   by_role[c][1], by_role[c][2]);
	}
	return 0;
}
