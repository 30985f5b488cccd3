/* splice: problems' records from an attached kopt file into a run, in
 * problem order (see splice.h).  SQL does the copying: ATTACH, INSERT ...
 * SELECT, window functions for the renumbering, one transaction to commit. */
#include "recorder/splice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct splice {
	struct store *dst;
};

/* The problem id a step label names: "ID" or "ID/...". */
#define ATTR(col) "(CASE WHEN instr(" col ",'/')>0 THEN substr(" col ",1,instr(" col \
		  ",'/')-1) ELSE " col " END)"

static const char *STAGE_TABLES =
	"CREATE TEMP TABLE IF NOT EXISTS sp_prob(pos INTEGER PRIMARY KEY,"
	" problem_id TEXT NOT NULL UNIQUE, manifest TEXT NOT NULL);"
	"CREATE TEMP TABLE IF NOT EXISTS sp_obs(pos INTEGER NOT NULL, src_seq INTEGER NOT NULL,"
	" kind TEXT, key TEXT, step TEXT, site TEXT, req TEXT, rep TEXT, status TEXT,"
	" cost REAL, tokens_in INTEGER, tokens_out INTEGER, latency_ms REAL,"
	" PRIMARY KEY (pos, src_seq));"
	"CREATE TEMP TABLE IF NOT EXISTS sp_step(pos INTEGER NOT NULL, src_seq INTEGER NOT NULL,"
	" step TEXT, digest TEXT, state TEXT, PRIMARY KEY (pos, src_seq));"
	"CREATE TEMP TABLE IF NOT EXISTS sp_cand(pos INTEGER NOT NULL, src_order INTEGER NOT NULL,"
	" problem_id TEXT, id TEXT, parent TEXT, subkernel TEXT, iteration INTEGER,"
	" slot INTEGER, chain TEXT, plan TEXT, content TEXT, PRIMARY KEY (pos, src_order));"
	"CREATE TEMP TABLE IF NOT EXISTS sp_gate(pos INTEGER NOT NULL, src_order INTEGER NOT NULL,"
	" problem_id TEXT, subject TEXT, gate TEXT, gate_config TEXT, passed INTEGER,"
	" detail TEXT, PRIMARY KEY (pos, src_order));"
	"CREATE TEMP TABLE IF NOT EXISTS sp_outcome(pos INTEGER PRIMARY KEY, problem_id TEXT,"
	" outcome TEXT);"
	"CREATE TEMP TABLE IF NOT EXISTS sp_cur(pos INTEGER PRIMARY KEY, problem_id TEXT UNIQUE);"
	"CREATE TEMP TABLE IF NOT EXISTS sp_want(pos INTEGER PRIMARY KEY);";

static const char *STAGE_CLEAR =
	"DELETE FROM sp_prob;DELETE FROM sp_obs;DELETE FROM sp_step;DELETE FROM sp_cand;"
	"DELETE FROM sp_gate;DELETE FROM sp_outcome;DELETE FROM sp_cur;DELETE FROM sp_want;";

int splice_create(struct store *dst, struct splice **out, struct kerr *err)
{
	*out = NULL;
	if (store_exec(dst, STAGE_TABLES, err) || store_exec(dst, STAGE_CLEAR, err))
		return kerr_wrap(err, "staging tables");
	struct splice *sp = xcalloc(1, sizeof *sp);
	sp->dst = dst;
	*out = sp;
	return 0;
}

void splice_destroy(struct splice *sp)
{
	if (!sp)
		return;
	store_exec(sp->dst, STAGE_CLEAR, NULL);
	free(sp);
}

/* Run sql with ?1 bound to a (and ?2 to b when b >= 0); the first row's
 * first two integer columns into r0, r1 (either may be NULL); text of a
 * third column, if any, into t (size tn). */
static int query(struct splice *sp, const char *sql, int64_t a, int64_t b, long long *r0,
		 long long *r1, char *t, size_t tn, struct kerr *err)
{
	sqlite3 *db = store_db(sp->dst);
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		goto fail;
	sqlite3_bind_int64(st, 1, a);
	if (b >= 0)
		sqlite3_bind_int64(st, 2, b);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (r0)
			*r0 = sqlite3_column_int64(st, 0);
		if (r1)
			*r1 = sqlite3_column_int64(st, 1);
		if (t && sqlite3_column_count(st) > 2) {
			const unsigned char *x = sqlite3_column_text(st, 2);
			snprintf(t, tn, "%s", x ? (const char *)x : "");
		}
		r0 = r1 = NULL;
		t = NULL;
	}
	if (rc != SQLITE_DONE)
		goto fail;
	sqlite3_finalize(st);
	return 0;
fail:
	kerr_set(err, "%s: %s", store_path(sp->dst), sqlite3_errmsg(db));
	sqlite3_finalize(st);
	return -1;
}

static int exec1(struct splice *sp, const char *sql, int64_t a, int64_t b, struct kerr *err)
{
	return query(sp, sql, a, b, NULL, NULL, NULL, 0, err);
}

static int stage_rows(struct splice *sp, const char *path, int64_t run, struct kerr *err)
{
	long long n = 0, m = 0;
	char what[600] = "";
	if (query(sp, "SELECT count(*) FROM sp_src.runs WHERE id=?1", run, -1, &n, NULL,
		  NULL, 0, err))
		return -1;
	if (n == 0)
		return kerr_set(err, "%s: no run %lld in this file", path, (long long)run);
	/* Every observation and step digest must be one problem's. */
	static const char *const orphan[][2] = {
		{ "observations", "SELECT count(*), count(p.problem_id), min(CASE WHEN "
		  "p.problem_id IS NULL THEN o.step END) FROM sp_src.observations o "
		  "LEFT JOIN sp_src.problems p ON p.run=o.run AND p.problem_id=" ATTR("o.step")
		  " WHERE o.run=?1" },
		{ "step digests", "SELECT count(*), count(p.problem_id), min(CASE WHEN "
		  "p.problem_id IS NULL THEN o.step END) FROM sp_src.step_digests o "
		  "LEFT JOIN sp_src.problems p ON p.run=o.run AND p.problem_id=" ATTR("o.step")
		  " WHERE o.run=?1" },
	};
	for (int i = 0; i < 2; i++) {
		if (query(sp, orphan[i][1], run, -1, &n, &m, what, sizeof what, err))
			return -1;
		if (n != m)
			return kerr_set(err, "%s: run %lld: %lld %s belong to no problem of the "
					"run (step %s)", path, (long long)run, n - m, orphan[i][0],
					what);
	}
	if (query(sp, "SELECT p.seq, 0, p.problem_id FROM sp_src.problems p "
		  "JOIN sp_want w ON w.pos=p.seq WHERE p.run=?1 AND EXISTS (SELECT 1 FROM "
		  "sp_prob s WHERE s.pos=p.seq OR s.problem_id=p.problem_id) LIMIT 1", run, -1,
		  &n, NULL, what, sizeof what, err))
		return -1;
	if (*what)
		return kerr_set(err, "%s: problem %s (list position %lld) is already given by "
				"another file", path, what, n);
	static const char *const rows[] = {
		"INSERT INTO sp_cur SELECT seq, problem_id FROM sp_src.problems WHERE run=?1 "
		"AND seq IN (SELECT pos FROM sp_want)",
		"INSERT OR IGNORE INTO main.blobs(sha256,size,data) SELECT sha256,size,data "
		"FROM sp_src.blobs ORDER BY id",
		"INSERT INTO sp_prob SELECT p.seq, p.problem_id, b.sha256 FROM sp_src.problems p "
		"JOIN sp_cur c ON c.pos=p.seq JOIN sp_src.blobs b ON b.id=p.manifest "
		"WHERE p.run=?1",
		"INSERT INTO sp_obs SELECT c.pos, o.seq, o.kind, o.key, o.step, o.site, "
		"rq.sha256, rp.sha256, o.status, o.cost, o.tokens_in, o.tokens_out, "
		"o.latency_ms FROM sp_src.observations o JOIN sp_cur c ON c.problem_id="
		ATTR("o.step") " JOIN sp_src.blobs rq ON rq.id=o.request "
		"JOIN sp_src.blobs rp ON rp.id=o.reply WHERE o.run=?1",
		"INSERT INTO sp_step SELECT c.pos, d.seq, d.step, d.digest, b.sha256 "
		"FROM sp_src.step_digests d JOIN sp_cur c ON c.problem_id=" ATTR("d.step")
		" JOIN sp_src.blobs b ON b.id=d.state WHERE d.run=?1",
		"INSERT INTO sp_cand SELECT c.pos, x.rowid, x.problem_id, x.id, x.parent, "
		"x.subkernel, x.iteration, x.slot, x.chain, pb.sha256, cb.sha256 "
		"FROM sp_src.candidates x JOIN sp_cur c ON c.problem_id=x.problem_id "
		"LEFT JOIN sp_src.blobs pb ON pb.id=x.plan "
		"LEFT JOIN sp_src.blobs cb ON cb.id=x.content WHERE x.run=?1",
		"INSERT INTO sp_gate SELECT c.pos, g.id, g.problem_id, g.subject, g.gate, "
		"g.gate_config, g.passed, g.detail FROM sp_src.gate_results g "
		"JOIN sp_cur c ON c.problem_id=g.problem_id WHERE g.run=?1",
		"INSERT INTO sp_outcome SELECT c.pos, x.problem_id, x.outcome "
		"FROM sp_src.outcomes x JOIN sp_cur c ON c.problem_id=x.problem_id "
		"WHERE x.run=?1",
	};
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		if (exec1(sp, rows[i], run, -1, err))
			return kerr_wrap(err, "staging %s", path);
	return 0;
}

int splice_stage(struct splice *sp, const char *path, int64_t src_run,
		 const int *positions, size_t npos, struct kerr *err)
{
	sqlite3 *db = store_db(sp->dst);
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(db, "ATTACH DATABASE ?1 AS sp_src", -1, &st, NULL) != SQLITE_OK)
		goto sqlfail;
	sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_DONE)
		goto sqlfail;
	sqlite3_finalize(st);
	st = NULL;
	long long app = 0;
	int rc = query(sp, "PRAGMA sp_src.application_id", 0, -1, &app, NULL, NULL, 0, err);
	if (rc == 0 && app != STORE_APPLICATION_ID)
		rc = kerr_set(err, "%s: not a kopt run file", path);
	if (rc == 0)
		rc = store_exec(sp->dst, "DELETE FROM sp_cur;DELETE FROM sp_want", err);
	if (rc == 0 && positions) {
		for (size_t i = 0; i < npos && rc == 0; i++)
			rc = exec1(sp, "INSERT OR IGNORE INTO sp_want VALUES(?1)", positions[i], -1,
				   err);
	} else if (rc == 0) {
		rc = exec1(sp, "INSERT INTO sp_want SELECT seq FROM sp_src.problems WHERE run=?1",
			   src_run, -1, err);
	}
	if (rc == 0)
		rc = stage_rows(sp, path, src_run, err);
	store_exec(sp->dst, "DETACH DATABASE sp_src", rc ? NULL : err);
	return rc;
sqlfail:
	kerr_set(err, "%s: cannot attach: %s", path, sqlite3_errmsg(db));
	sqlite3_finalize(st);
	return -1;
}

int splice_commit(struct splice *sp, int64_t dst_run, struct splice_totals *totals,
		  struct kerr *err)
{
	struct splice_totals t = { 0 };
	if (store_exec(sp->dst, "BEGIN IMMEDIATE", err))
		return -1;
	int rc = query(sp, "SELECT (SELECT count(*) FROM sp_prob), (SELECT count(*) FROM "
		       "sp_step)", 0, -1, &t.problems, &t.steps, NULL, 0, err) ||
		 query(sp, "SELECT count(*), count(CASE WHEN kind='llm' THEN 1 END) FROM sp_obs",
		       0, -1, &t.observations, &t.llm, NULL, 0, err) ||
		 query(sp, "SELECT coalesce(sum(max(tokens_in,0)+max(tokens_out,0)),0) FROM "
		       "sp_obs", 0, -1, &t.tokens, NULL, NULL, 0, err);
	/* ?1 the run; sequence numbers continue the run's, and an occurrence
	 * counts the key's earlier rows in the run. */
	static const char *const rows[] = {
		"INSERT INTO main.problems(run,seq,problem_id,manifest) SELECT ?1, pos, "
		"problem_id, (SELECT b.id FROM main.blobs b WHERE b.sha256=s.manifest) "
		"FROM sp_prob s WHERE NOT EXISTS (SELECT 1 FROM main.problems p WHERE "
		"p.run=?1 AND p.seq=s.pos AND p.problem_id=s.problem_id) ORDER BY pos",
		"INSERT INTO main.observations(run,seq,kind,key,k,step,site,request,reply,status,"
		"cost,tokens_in,tokens_out,latency_ms) SELECT ?1, (SELECT coalesce(max(seq),0) "
		"FROM main.observations WHERE run=?1) + row_number() OVER (ORDER BY pos, "
		"src_seq), kind, key, (SELECT count(*) FROM main.observations m WHERE m.run=?1 "
		"AND m.key=s.key) + row_number() OVER (PARTITION BY key ORDER BY pos, src_seq), "
		"step, site, (SELECT b.id FROM main.blobs b WHERE b.sha256=s.req), "
		"(SELECT b.id FROM main.blobs b WHERE b.sha256=s.rep), status, cost, tokens_in, "
		"tokens_out, latency_ms FROM sp_obs s ORDER BY pos, src_seq",
		"INSERT INTO main.step_digests(run,seq,step,digest,state) SELECT ?1, "
		"(SELECT coalesce(max(seq),0) FROM main.step_digests WHERE run=?1) + "
		"row_number() OVER (ORDER BY pos, src_seq), step, digest, (SELECT b.id FROM "
		"main.blobs b WHERE b.sha256=s.state) FROM sp_step s ORDER BY pos, src_seq",
		"INSERT INTO main.candidates(run,problem_id,id,parent,subkernel,iteration,slot,"
		"chain,plan,content) SELECT ?1, problem_id, id, parent, subkernel, iteration, "
		"slot, chain, (SELECT b.id FROM main.blobs b WHERE b.sha256=s.plan), "
		"(SELECT b.id FROM main.blobs b WHERE b.sha256=s.content) FROM sp_cand s "
		"ORDER BY pos, src_order",
		"INSERT INTO main.gate_results(run,problem_id,subject,gate,gate_config,passed,"
		"detail) SELECT ?1, problem_id, subject, gate, gate_config, passed, detail "
		"FROM sp_gate ORDER BY pos, src_order",
		("INSERT INTO main.outcomes(run,problem_id,outcome) SELECT ?1, problem_id, "
		 "outcome FROM sp_outcome ORDER BY pos"),
	};
	for (size_t i = 0; i < sizeof rows / sizeof *rows && rc == 0; i++)
		rc = exec1(sp, rows[i], dst_run, -1, err);
	if (rc == 0)
		rc = store_exec(sp->dst, STAGE_CLEAR, err);
	if (rc == 0)
		rc = store_exec(sp->dst, "COMMIT", err);
	if (rc) {
		store_exec(sp->dst, "ROLLBACK", NULL);
		return kerr_wrap(err, "appending to run %lld", (long long)dst_run);
	}
	if (totals)
		*totals = t;
	return 0;
}

int splice_problem_started(struct store *s, int64_t run, const char *problem_id,
			   struct kerr *err)
{
	sqlite3 *db = store_db(s);
	sqlite3_stmt *st = NULL;
	int started = -1;
	if (sqlite3_prepare_v2(db, "SELECT EXISTS (SELECT 1 FROM outcomes WHERE run=?1 AND "
			       "problem_id=?2) OR EXISTS (SELECT 1 FROM observations WHERE "
			       "run=?1 AND " ATTR("step") "=?2)", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int64(st, 1, run);
		sqlite3_bind_text(st, 2, problem_id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW)
			started = sqlite3_column_int(st, 0);
	}
	if (started < 0)
		kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	sqlite3_finalize(st);
	return started;
}
