/* cmd_verify: `kopt verify FILE`, the check that a run file still holds what
 * kopt wrote: every blob's content against its SHA-256 name, every
 * observation's key against its request (and its occurrence number k),
 * every step digest against its stored beam state, every report digest
 * against the run's outcomes, and SQLite's own page and foreign-key checks.
 * It only reads.  Whether the decisions follow from the observations is what
 * `kopt replay` says (it runs the search again); verify is the cheap, whole-
 * file half of "nothing was edited by hand". */
#include "harness/cli/cli.h"
#include "common/buf.h"
#include "common/strmap.h"
#include "recorder/obs.h"
#include "recorder/store.h"
#include "reports/table1.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt verify FILE\n"
	"\n"
	"Check that FILE holds what kopt recorded, nothing edited since:\n"
	"  - every blob's content hashes to its name (its SHA-256);\n"
	"  - every observation's key is the SHA-256 of its kind and request, as the\n"
	"    recorder computes it, and its occurrence k counts that key's asks;\n"
	"  - every step digest is the SHA-256 of the beam state stored with it;\n"
	"  - every complete run's report digest is the digest of the report its\n"
	"    stored outcomes give;\n"
	"  - SQLite's quick_check and foreign_key_check find nothing.\n"
	"Each mismatch is a line naming the table, the row, and what was expected\n"
	"(recomputed) against what was found (stored).  It does not run the search:\n"
	"`kopt replay FILE` checks that the decisions follow from the observations.\n"
	"Exit 0 when everything matches (one summary line), 1 on any mismatch, 2 when\n"
	"FILE cannot be checked (not a kopt run file, missing, unreadable).\n";

/* Mismatch lines printed per check before the rest are only counted. */
#define LIST_MAX 20

enum check { C_SQLITE, C_BLOB, C_KEY, C_STEP, C_REPORT, C_N };
static const char *CHECK_NAMES[C_N] = { "sqlite", "blobs", "observation keys",
					 "step digests", "report digests" };

struct verify {
	struct store *s;
	sqlite3 *db;
	const char *path;
	size_t bad[C_N];	/* mismatches found */
	size_t good[C_N];	/* rows found sound */
};

static void mismatch(struct verify *v, enum check c, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void mismatch(struct verify *v, enum check c, const char *fmt, ...)
{
	if (v->bad[c]++ >= LIST_MAX)
		return;
	va_list ap;
	va_start(ap, fmt);
	printf("%s: ", v->path);
	vprintf(fmt, ap);
	putchar('\n');
	va_end(ap);
}

static int sql_error(struct verify *v, struct kerr *err, const char *what)
{
	return kerr_set(err, "%s: %s: %s", v->path, what, sqlite3_errmsg(v->db));
}

static const char *text(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);
	return t ? (const char *)t : "";
}

/* The rows that refer to blob id, for a mismatch line: up to three. */
static void blob_uses(struct verify *v, sqlite3_int64 id, struct buf *out)
{
	static const char *sql =
		"SELECT 'observation ' || seq || ' (kind ' || kind || ') of run ' || run || "
		"', its request' FROM observations WHERE request=?1 UNION ALL "
		"SELECT 'observation ' || seq || ' (kind ' || kind || ') of run ' || run || "
		"', its reply' FROM observations WHERE reply=?1 UNION ALL "
		"SELECT 'the manifest of problem ' || seq || ' (' || problem_id || ') of run ' "
		"|| run FROM problems WHERE manifest=?1 UNION ALL "
		"SELECT 'the beam state of step ' || seq || ' (' || step || ') of run ' || run "
		"FROM step_digests WHERE state=?1 UNION ALL "
		"SELECT 'the content of candidate ' || id || ' of run ' || run FROM candidates "
		"WHERE content=?1 UNION ALL "
		"SELECT 'the plan of candidate ' || id || ' of run ' || run FROM candidates "
		"WHERE plan=?1";
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, sql, -1, &st, NULL) != SQLITE_OK) {
		buf_puts(out, "; its uses could not be listed");
		return;
	}
	sqlite3_bind_int64(st, 1, id);
	size_t n = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (n < 3)
			buf_printf(out, "%s%s", n ? "; " : "; used as ", text(st, 0));
		n++;
	}
	sqlite3_finalize(st);
	if (n > 3)
		buf_printf(out, "; and %zu more uses", n - 3);
	else if (n == 0)
		buf_puts(out, "; no row refers to it");
}

static int check_sqlite(struct verify *v, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, "PRAGMA quick_check", -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "PRAGMA quick_check");
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (strcmp(text(st, 0), "ok"))
			mismatch(v, C_SQLITE, "PRAGMA quick_check: %s", text(st, 0));
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return sql_error(v, err, "PRAGMA quick_check");
	if (sqlite3_prepare_v2(v->db, "PRAGMA foreign_key_check", -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "PRAGMA foreign_key_check");
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		mismatch(v, C_SQLITE, "%s rowid %lld: refers to a %s row that is not there",
			 text(st, 0), (long long)sqlite3_column_int64(st, 1), text(st, 2));
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return sql_error(v, err, "PRAGMA foreign_key_check");
	if (!v->bad[C_SQLITE])
		v->good[C_SQLITE]++;
	return 0;
}

/* Every blob: its content hashed against its name, its length against size. */
static int check_blobs(struct verify *v, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, "SELECT id, sha256, size, data FROM blobs ORDER BY id",
			       -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "reading blobs");
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		sqlite3_int64 id = sqlite3_column_int64(st, 0);
		const void *data = sqlite3_column_blob(st, 3);
		size_t len = (size_t)sqlite3_column_bytes(st, 3);
		char got[SHA_HEX_LEN + 1];
		sha256_hex(data ? data : "", len, got);
		const char *name = text(st, 1);
		long long size = sqlite3_column_int64(st, 2);
		int ok = !strcmp(got, name);
		if (!ok) {
			struct buf uses;
			buf_init(&uses);
			if (v->bad[C_BLOB] < LIST_MAX)
				blob_uses(v, id, &uses);
			mismatch(v, C_BLOB, "blobs id %lld: sha256 (its name): expected %s (the "
				 "SHA-256 of its content), found %s%s", (long long)id, got, name,
				 uses.data ? uses.data : "");
			buf_release(&uses);
		} else if (size != (long long)len) {
			ok = 0;
			mismatch(v, C_BLOB, "blobs id %lld (%s): size: expected %zu (the length "
				 "of its content), found %lld", (long long)id, name, len, size);
		}
		if (ok)
			v->good[C_BLOB]++;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : sql_error(v, err, "reading blobs");
}

/* Every observation: key = obs_key_text of its kind and the canonical request
 * text the recorder stored (recorder/obs.h), and
 * k = how many observations of the run so far, this one included, have that
 * key (in seq order). */
static int check_keys(struct verify *v, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, "SELECT o.run, o.seq, o.kind, o.key, o.k, b.data, "
			       "b.id FROM observations o LEFT JOIN blobs b ON b.id=o.request "
			       "ORDER BY o.run, o.seq", -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "reading observations");
	struct strmap *seen = NULL;
	sqlite3_int64 cur_run = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		sqlite3_int64 run = sqlite3_column_int64(st, 0);
		long long seq = sqlite3_column_int64(st, 1);
		const char *kind = text(st, 2);
		char key[SHA_HEX_LEN + 1];
		snprintf(key, sizeof key, "%s", text(st, 3));
		long long k = sqlite3_column_int64(st, 4);
		if (!seen || run != cur_run) {
			strmap_destroy(seen);
			seen = strmap_create();
			cur_run = run;
		}
		int64_t want_k = ++*strmap_slot(seen, key);
		int ok = 1;
		if (sqlite3_column_type(st, 6) == SQLITE_NULL) {
			ok = 0;
			mismatch(v, C_KEY, "observations run %lld seq %lld (kind %s): its request "
				 "blob is not in the file", (long long)run, seq, kind);
		} else {
			const void *req = sqlite3_column_blob(st, 5);
			size_t len = (size_t)sqlite3_column_bytes(st, 5);
			char want[SHA_HEX_LEN + 1];
			obs_key_text(kind, req, len, want);
			if (strcmp(want, key)) {
				ok = 0;
				mismatch(v, C_KEY, "observations run %lld seq %lld (kind %s): key: "
					 "expected %s (the SHA-256 of its kind and request blob %lld), "
					 "found %s", (long long)run, seq, kind, want,
					 (long long)sqlite3_column_int64(st, 6), key);
			}
		}
		if (k != want_k) {
			ok = 0;
			mismatch(v, C_KEY, "observations run %lld seq %lld (kind %s): k: expected "
				 "%lld (its key's occurrences up to this seq), found %lld",
				 (long long)run, seq, kind, (long long)want_k, k);
		}
		if (ok)
			v->good[C_KEY]++;
	}
	strmap_destroy(seen);
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : sql_error(v, err, "reading observations");
}

/* Every step digest: the SHA-256 of the canonical beam state the search
 * hashed, which is stored beside it (recorder/obs.c, obs_step_digest). */
static int check_steps(struct verify *v, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, "SELECT d.run, d.seq, d.step, d.digest, b.data, b.id "
			       "FROM step_digests d LEFT JOIN blobs b ON b.id=d.state "
			       "ORDER BY d.run, d.seq", -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "reading step digests");
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		long long run = sqlite3_column_int64(st, 0), seq = sqlite3_column_int64(st, 1);
		if (sqlite3_column_type(st, 5) == SQLITE_NULL) {
			mismatch(v, C_STEP, "step_digests run %lld seq %lld (step %s): its beam "
				 "state blob is not in the file", run, seq, text(st, 2));
			continue;
		}
		const void *state = sqlite3_column_blob(st, 4);
		char want[SHA_HEX_LEN + 1];
		sha256_hex(state ? state : "", (size_t)sqlite3_column_bytes(st, 4), want);
		if (strcmp(want, text(st, 3)))
			mismatch(v, C_STEP, "step_digests run %lld seq %lld (step %s): digest: "
				 "expected %s (the SHA-256 of its beam state, blob %lld), found %s",
				 run, seq, text(st, 2), want,
				 (long long)sqlite3_column_int64(st, 5), text(st, 3));
		else
			v->good[C_STEP]++;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : sql_error(v, err, "reading step digests");
}

/* Every run that is complete or carries a report digest: the digest of the
 * report its stored outcomes and configuration give (reports/table1.c), as
 * the run's end computed it. */
static int check_reports(struct verify *v, size_t *nruns, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(v->db, "SELECT id, status, report_digest FROM runs ORDER BY id",
			       -1, &st, NULL) != SQLITE_OK)
		return sql_error(v, err, "reading runs");
	int rc;
	*nruns = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		(*nruns)++;
		long long run = sqlite3_column_int64(st, 0);
		int complete = !strcmp(text(st, 1), "complete");
		int has = sqlite3_column_type(st, 2) != SQLITE_NULL;
		if (!complete && !has)
			continue;	/* not finished: no digest yet */
		char found[SHA_HEX_LEN + 1];
		snprintf(found, sizeof found, "%s", has ? text(st, 2) : "");
		char want[SHA_HEX_LEN + 1];
		struct kerr e;
		if (report_digest(v->s, run, want, &e)) {
			mismatch(v, C_REPORT, "runs id %lld: report_digest: cannot be recomputed "
				 "(%s), found %s", run, e.msg, has ? found : "none");
			continue;
		}
		if (!has)
			mismatch(v, C_REPORT, "runs id %lld: report_digest: expected %s (the "
				 "digest of the report its outcomes give), found none, though the "
				 "run is complete", run, want);
		else if (strcmp(want, found))
			mismatch(v, C_REPORT, "runs id %lld: report_digest: expected %s (the "
				 "digest of the report its outcomes give), found %s", run, want,
				 found);
		else
			v->good[C_REPORT]++;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : sql_error(v, err, "reading runs");
}

int cmd_verify(int argc, char **argv)
{
	static const struct cli_option opts[] = { CLI_END };
	const struct cli_command cmd = { "verify", HELP, 1, 1 };
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	struct verify v = { .path = argv[0] };
	struct kerr err;
	/* A file that is not a kopt run file cannot be checked: exit 2, apart
	 * from 1, a kopt file that fails the checks. */
	if (store_open(v.path, STORE_READ, &v.s, &err))
		return cli_error("verify", EXIT_USAGE, "%s", err.msg);
	v.db = store_db(v.s);
	size_t nruns = 0;
	if (check_sqlite(&v, &err) || check_blobs(&v, &err) || check_keys(&v, &err) ||
	    check_steps(&v, &err) || check_reports(&v, &nruns, &err)) {
		code = cli_error("verify", EXIT_USAGE, "%s", err.msg);
		goto out;
	}
	size_t bad = 0;
	for (int i = 0; i < C_N; i++)
		bad += v.bad[i];
	if (!bad) {
		printf("%s: OK: %zu run(s); %zu blob(s) match their SHA-256 names, %zu "
		       "observation key(s) their requests, %zu step digest(s) their beam states, "
		       "%zu report digest(s) their outcomes\n", v.path, nruns, v.good[C_BLOB],
		       v.good[C_KEY], v.good[C_STEP], v.good[C_REPORT]);
		code = EXIT_OK;
		goto out;
	}
	for (int i = 0; i < C_N; i++)
		if (v.bad[i] > LIST_MAX)
			printf("%s: ... %zu more %s mismatches\n", v.path, v.bad[i] - LIST_MAX,
			       CHECK_NAMES[i]);
	printf("%s: FAILED: %zu mismatch(es):", v.path, bad);
	const char *sep = " ";
	for (int i = 0; i < C_N; i++)
		if (v.bad[i]) {
			printf("%s%s %zu", sep, CHECK_NAMES[i], v.bad[i]);
			sep = ", ";
		}
	printf("; the file was changed after kopt recorded it\n");
	code = EXIT_FAIL;
out:
	store_close(v.s);
	return code;
}
