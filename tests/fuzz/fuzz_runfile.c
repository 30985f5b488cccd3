/* libFuzzer target: run files with broken stored JSON, read by the commands
 * show, report, replay, gates and view, called in-process as kopt calls them.
 *
 * The base file is tests/fuzz/runfile.sql (KOPT_FUZZ_RUNFILE names another),
 * a small real run (kopt run --backend build/tests/gpu_double.so
 * --set search.iterations=1 tests/fixtures/problems/L1-relu, then
 * sqlite3 .dump, with the two pragmas .dump leaves out).  An input is
 *   byte 0: bits 0-1 the command (show, report, replay, gates), bits 2-3 what
 *           is replaced (the run's configuration, its provenance, an outcome
 *           row, the reply of an observation), bit 4 a variant (show --run 1,
 *           report --format json), bit 5 view instead (kopt view FILE -o
 *           FILE.html);
 *   byte 1: which row (outcome or observation, modulo their count);
 *   the rest: the text put in its place, in a copy of the base file.
 * Every input must end in exit status 0 or 1, with no crash, no sanitizer
 * report and no leak; a failure must name the file on stderr (or be replay's
 * own verdict on the recording: a miss, a divergence, NOT identical). */
#include "harness/cli/cli.h"
#include "common/file.h"
#include "recorder/store.h"

#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[4096], base[4200], work[4200];
static int nout, nobs;

static int query_int(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	int n = 0;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
	    sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

/* The scratch folder goes when libFuzzer exits (not after a crash: the
 * files are then left for a look). */
static void cleanup(void)
{
	store_remove_files(work);
	store_remove_files(base);
	rmdir(dir);
}

static void setup(void)
{
	const char *sqlpath = getenv("KOPT_FUZZ_RUNFILE");
	if (!sqlpath)
		sqlpath = "tests/fuzz/runfile.sql";
	const char *tmp = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/kopt-fuzz-runfile-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		perror("fuzz_runfile: mkdtemp");
		abort();
	}
	snprintf(base, sizeof base, "%s/base.kopt", dir);
	snprintf(work, sizeof work, "%s/run.kopt", dir);
	atexit(cleanup);
	char *sql;
	size_t len;
	struct kerr err;
	if (read_file(sqlpath, &sql, &len, &err)) {
		fprintf(stderr, "fuzz_runfile: %s (run from the repository root)\n", err.msg);
		abort();
	}
	sqlite3 *db;
	char *msg = NULL;
	if (sqlite3_open(base, &db) != SQLITE_OK ||
	    sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		fprintf(stderr, "fuzz_runfile: %s: %s\n", sqlpath, msg ? msg : sqlite3_errmsg(db));
		abort();
	}
	free(sql);
	nout = query_int(db, "SELECT count(*) FROM outcomes");
	nobs = query_int(db, "SELECT count(*) FROM observations");
	sqlite3_close(db);
	if (nout < 1 || nobs < 1) {
		fprintf(stderr, "fuzz_runfile: %s holds no outcome or no observation\n", sqlpath);
		abort();
	}
}

/* The base file with one value replaced; 0, or -1 if SQLite refused the
 * edit (a constraint): nothing to read then. */
static int make_file(int what, int row, const char *text, size_t len)
{
	char *data;
	size_t n;
	struct kerr err;
	if (read_file(base, &data, &n, &err)) {
		fprintf(stderr, "fuzz_runfile: %s\n", err.msg);
		abort();
	}
	FILE *f = fopen(work, "wb");
	if (!f || fwrite(data, 1, n, f) != n || fclose(f)) {
		perror(work);
		abort();
	}
	free(data);
	static const char *const sql[4] = {
		"UPDATE runs SET config=?1",
		"UPDATE runs SET provenance=?1",
		"UPDATE outcomes SET outcome=?1 WHERE rowid=(SELECT rowid FROM outcomes "
		"ORDER BY rowid LIMIT 1 OFFSET ?2)",
		"UPDATE blobs SET data=?1 WHERE id=(SELECT reply FROM observations "
		"ORDER BY seq LIMIT 1 OFFSET ?2)",
	};
	sqlite3 *db;
	sqlite3_stmt *st = NULL;
	int rc = sqlite3_open(work, &db) == SQLITE_OK &&
		 sqlite3_prepare_v2(db, sql[what], -1, &st, NULL) == SQLITE_OK ? 0 : -1;
	if (!rc) {
		if (what == 3)
			sqlite3_bind_blob(st, 1, text, (int)len, SQLITE_TRANSIENT);
		else
			sqlite3_bind_text(st, 1, text, (int)len, SQLITE_TRANSIENT);
		sqlite3_bind_int(st, 2, row % (what == 2 ? nout : nobs));
		rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!dir[0])
		setup();
	if (size < 2 || size > (1 << 20))
		return 0;
	int cmd = data[0] & 32 ? 4 : data[0] & 3, what = (data[0] >> 2) & 3,
	    variant = (data[0] >> 4) & 1;
	if (make_file(what, data[1], (const char *)data + 2, size - 2))
		return 0;
	char *argv[8] = { 0 };
	int argc = 0;
	static const char *const names[5] = { "show", "report", "replay", "gates", "view" };
	argv[argc++] = strdup(names[cmd]);
	argv[argc++] = strdup(work);
	if (cmd == 0 && variant) {
		argv[argc++] = strdup("--run");
		argv[argc++] = strdup("1");
	} else if (cmd == 1 && variant) {
		argv[argc++] = strdup("--format");
		argv[argc++] = strdup("json");
	} else if (cmd == 2) {
		argv[argc++] = strdup("-q");
	} else if (cmd == 3) {
		argv[argc++] = strdup("--set");
		argv[argc++] = strdup("gates.gate4.gamma=1.05");
	} else if (cmd == 4) {
		char page[4300];
		snprintf(page, sizeof page, "%s.html", work);
		argv[argc++] = strdup("-o");
		argv[argc++] = strdup(page);
	}
	/* The command's output, captured (the sanitizers write to fd 2 itself). */
	char *out_text = NULL, *err_text = NULL;
	size_t out_len = 0, err_len = 0;
	FILE *saved_out = stdout, *saved_err = stderr;
	stdout = open_memstream(&out_text, &out_len);
	stderr = open_memstream(&err_text, &err_len);
	int (*const fn[5])(int, char **) = { cmd_show, cmd_report, cmd_replay, cmd_gates,
					     cmd_view };
	int rc = fn[cmd](argc, argv);
	fclose(stdout);
	fclose(stderr);
	stdout = saved_out;
	stderr = saved_err;
	int named = strstr(err_text, work) || strstr(out_text, work);
	int verdict = cmd == 2 && (strstr(err_text, "kopt replay: replay miss at step ") ||
				   strstr(err_text, "kopt replay: replay diverged at step "));
	if (rc != EXIT_OK && rc != EXIT_FAIL) {
		fprintf(stderr, "fuzz_runfile: kopt %s exited %d\n%s", names[cmd], rc, err_text);
		abort();
	}
	if (rc == EXIT_FAIL && !named && !verdict) {
		fprintf(stderr, "fuzz_runfile: kopt %s failed without naming the file:\n%s",
			names[cmd], err_text);
		abort();
	}
	free(out_text);
	free(err_text);
	for (int i = 0; i < argc; i++)
		free(argv[i]);
	return 0;
}
