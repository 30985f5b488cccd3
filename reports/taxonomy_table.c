/* taxonomy_table: failed attempts of a run by failure class, per level and
 * per agent role (gates/taxonomy.h), in Markdown.  Deterministic: counts in
 * a fixed class order. */
#include "reports/taxonomy_table.h"
#include "common/buf.h"
#include "gates/taxonomy.h"

#include <stdio.h>
#include <string.h>

#define NCLASS 9
static const char *CLASSES[NCLASS] = { "no_answer", "no_code", "unchanged", "compile",
				       "gate1_fault", "gate2_mismatch", "gate3", "gate4",
				       "timeout" };
static const char *ROLES[3] = { "planner", "executor", "verify" };

int taxonomy_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	long long by_level[NCLASS][4] = { { 0 } }, by_role[NCLASS][3] = { { 0 } };
	sqlite3_stmt *st;
	sqlite3 *db = store_db(s);
	if (sqlite3_prepare_v2(db, "SELECT g.gate, coalesce(json_extract(g.detail,'$.reason'),''), "
			       "json_extract(o.outcome,'$.level') FROM gate_results g "
			       "JOIN runs r ON r.id = g.run "
			       "LEFT JOIN outcomes o ON o.run = g.run AND o.problem_id = g.problem_id "
			       "WHERE g.run = ?1 AND g.passed = 0 ORDER BY g.id", -1, &st,
			       NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, run);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *gate = (const char *)sqlite3_column_text(st, 0);
		const char *reason = (const char *)sqlite3_column_text(st, 1);
		if (!gate)
			gate = "";
		if (!reason)
			reason = "";
		int level = sqlite3_column_int(st, 2);
		const char *cls = failure_class(gate, reason), *role = failure_role(gate);
		for (int c = 0; c < NCLASS; c++) {
			if (strcmp(CLASSES[c], cls))
				continue;
			if (level >= 1 && level <= 3)
				by_level[c][level]++;
			by_level[c][0]++;
			for (int r = 0; r < 3; r++)
				if (!strcmp(ROLES[r], role))
					by_role[c][r]++;
		}
	}
	rc = store_rows_done(s, rc, "gate results", err);
	sqlite3_finalize(st);
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
	buf_puts(out, "| Class | L1 | L2 | L3 | All | planner | executor | verify |\n"
		      "|---|---|---|---|---|---|---|---|\n");
	for (int c = 0; c < NCLASS; c++)
		buf_printf(out, "| %s | %lld | %lld | %lld | %lld | %lld | %lld | %lld |\n",
			   CLASSES[c], by_level[c][1], by_level[c][2], by_level[c][3],
			   by_level[c][0], by_role[c][0], by_role[c][1], by_role[c][2]);
	return 0;
}
