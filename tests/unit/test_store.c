/* Tests of the store's statement cache and of readers that meet a failing
 * step: a loop over rows must end in SQLITE_DONE or fail with an error
 * naming the file, never hand back a shorter table. */
#include "tests/unit/check.h"
#include "common/buf.h"
#include "harness/run/lanes.h"
#include "harness/run/runner.h"
#include "recorder/store.h"
#include "reports/rows.h"
#include "reports/taxonomy_table.h"

#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A test that hangs fails instead: the runner is stopped with a message. */
static const char *hang_test;

static void on_alarm(int sig)
{
	(void)sig;
	static const char msg[] = "FAIL (hung for 20 s, stopped by alarm): ";
	ssize_t w = write(2, msg, sizeof msg - 1);
	w = write(2, hang_test, strlen(hang_test));
	w = write(2, "\n", 1);
	(void)w;
	_exit(1);
}

static void alarm_arm(const char *name)
{
	hang_test = name;
	signal(SIGALRM, on_alarm);
	alarm(20);
}

static void alarm_disarm(void)
{
	alarm(0);
	signal(SIGALRM, SIG_DFL);
}

/* A file with one run of nprob problems; NULL on failure. */
static struct store *one_run(int nprob, int64_t *run)
{
	struct store *s;
	struct kerr err;
	if (store_open(":memory:", STORE_CREATE, &s, &err))
		return NULL;
	if (store_run_insert(s, "t", "{}", "{}", 0, run, &err)) {
		store_close(s);
		return NULL;
	}
	for (int i = 0; i < nprob; i++) {
		char id[32];
		snprintf(id, sizeof id, "p%d", i);
		if (store_problem_add(s, *run, i, id, "{}", &err)) {
			store_close(s);
			return NULL;
		}
	}
	return s;
}

struct nest {
	struct store *s;
	int64_t run;
	int depth, max, rows;
};

static int nest_fn(void *arg, int seq, const char *id, const char *manifest,
		   struct kerr *err)
{
	(void)seq; (void)id; (void)manifest;
	struct nest *n = arg;
	n->rows++;
	if (n->depth >= n->max)
		return 0;
	n->depth++;
	int rc = store_problem_each(n->s, n->run, nest_fn, n, err);
	n->depth--;
	return rc;
}

/* Each nested call finds the cached statement in use and prepares its own;
 * past the cache's 48 slots those are not cached and must be finalized
 * (cache_release once called itself for them: an endless loop at -O2). */
static void nested_iteration_past_the_statement_cache_finishes(void)
{
	alarm_arm("nested_iteration_past_the_statement_cache_finishes");
	int64_t run;
	struct store *s = one_run(1, &run);
	CHECK(s != NULL, "store");
	if (!s) {
		alarm_disarm();
		return;
	}
	struct nest n = { .s = s, .run = run, .max = 70 };
	struct kerr err;
	int rc = store_problem_each(s, run, nest_fn, &n, &err);
	CHECK(rc == 0, "%s", err.msg);
	CHECK(n.rows == 71, "rows %d", n.rows);
	/* The cached statements are reusable afterwards. */
	n.max = 0;
	n.rows = 0;
	CHECK(store_problem_each(s, run, nest_fn, &n, &err) == 0 && n.rows == 1, "again");
	store_close(s);
	alarm_disarm();
}

/* A step that fails mid-iteration: SQLite's progress handler interrupts
 * the limit-th virtual machine instruction on the connection (a busy file or
 * an I/O error ends a loop of sqlite3_step the same way). */
static long ops, ops_limit;

static int count_ops(void *arg)
{
	(void)arg;
	return ++ops > ops_limit;
}

static void fail_after(struct store *s, long limit)
{
	ops = 0;
	ops_limit = limit;
	sqlite3_progress_handler(store_db(s), 1, count_ops, NULL);
}

static void no_failure(struct store *s)
{
	sqlite3_progress_handler(store_db(s), 0, NULL, NULL);
}

/* A file (so that errors name it) with run 1: five problems, each with an
 * outcome and a failed gate result. */
static struct store *five_problems(char *path, size_t n, int64_t *run)
{
	const char *dir = check_tmpdir();
	snprintf(path, n, "%s/run.kopt", dir ? dir : "/nonexistent");
	struct store *s;
	struct kerr err;
	if (store_open(path, STORE_CREATE, &s, &err) ||
	    store_run_insert(s, "t", "{}", "{}", 0, run, &err))
		return NULL;
	for (int i = 1; i <= 5; i++) {
		char id[16], outcome[256];
		snprintf(id, sizeof id, "p%d", i);
		snprintf(outcome, sizeof outcome, "{\"level\":%d,\"problem\":\"%s\","
			 "\"speedup\":1.5,\"status\":\"replaced\"}", 1 + i % 3, id);
		if (store_problem_add(s, *run, i, id, "{}", &err) ||
		    store_outcome_put(s, *run, id, outcome, &err) ||
		    store_gate_result_add(s, *run, id, "c1", "gate2", "g", 0,
					  "{\"reason\":\"mismatch\"}", &err)) {
			store_close(s);
			return NULL;
		}
	}
	return s;
}

static int count_each(void *arg, int seq, const char *id, const char *m, struct kerr *err)
{
	(void)seq; (void)id; (void)m; (void)err;
	++*(int *)arg;
	return 0;
}

/* The reader, run with every possible failing instruction: each must fail
 * with an error naming the file (never return fewer rows), and with no
 * failure return them all. */
#define EVERY_FAILURE(s, path, call_ok, call)                           \
	do {                                                            \
		struct kerr err_ = { "" };                              \
		fail_after(s, LONG_MAX);                                \
		CHECK(call_ok, "without a failure: %s", err_.msg);      \
		long total_ = ops, wrong_ = 0, unnamed_ = 0;            \
		for (long k_ = 0; k_ < total_; k_++) {                  \
			fail_after(s, k_);                              \
			err_.msg[0] = '\0';                             \
			if (!(call))                                    \
				wrong_++;                               \
			else if (!strstr(err_.msg, path) ||             \
				 !strstr(err_.msg, "interrupted"))      \
				unnamed_++;                             \
		}                                                       \
		no_failure(s);                                          \
		CHECK(total_ > 10, "%ld instructions", total_);         \
		CHECK(wrong_ == 0, "%ld of %ld failing steps gave no error", \
		      wrong_, total_);                                  \
		CHECK(unnamed_ == 0, "%ld of %ld errors do not name the file " \
		      "and the failure (last: %s)", unnamed_, total_, err_.msg); \
	} while (0)

/* The store's own iterators (a callback per row, and collected arrays). */
static void store_iterators_fail_on_a_failed_step(void)
{
	char path[4096];
	int64_t run;
	struct store *s = five_problems(path, sizeof path, &run);
	CHECK(s != NULL, "store");
	if (!s)
		return;
	int seen = 0;
	EVERY_FAILURE(s, path, store_problem_each(s, run, count_each, &seen, &err_) == 0 &&
			       seen == 5,
		      store_problem_each(s, run, count_each, &seen, &err_) != 0);
	struct step_row *rows = NULL;
	size_t n = 0;
	store_step_add(s, run, 1, "a", "d1", "{}", NULL);
	store_step_add(s, run, 2, "b", "d2", "{}", NULL);
	EVERY_FAILURE(s, path, store_step_load(s, run, &rows, &n, &err_) == 0 && n == 2 &&
			       (store_step_release(rows, n), 1),
		      store_step_load(s, run, &rows, &n, &err_) != 0 && rows == NULL);
	store_close(s);
}

/* Report rows: the outcomes (every table is built from them) and the
 * failure taxonomy's gate results. */
static void report_rows_fail_on_a_failed_step(void)
{
	char path[4096];
	int64_t run;
	struct store *s = five_problems(path, sizeof path, &run);
	CHECK(s != NULL, "store");
	if (!s)
		return;
	struct kopt_config cfg;
	struct kerr err;
	CHECK(rows_config(s, run, &cfg, &err) == 0, "%s", err.msg);
	struct prob *v = NULL;
	size_t n = 0;
	EVERY_FAILURE(s, path, rows_load(s, run, &cfg, &v, &n, &err_) == 0 && n == 5 &&
			       (free(v), 1),
		      rows_load(s, run, &cfg, &v, &n, &err_) != 0 && v == NULL && n == 0);
	struct buf b;
	buf_init(&b);
	EVERY_FAILURE(s, path, taxonomy_markdown(s, run, &b, &err_) == 0 &&
			       strstr(b.data, "| gate2_mismatch | 1 | 2 | 2 | 5 |"),
		      taxonomy_markdown(s, run, &b, &err_) != 0);
	buf_release(&b);
	store_close(s);
}

/* A malformed outcome row is an error naming the file, the run and the
 * problem: the table does not silently lose the row. */
static void report_rows_refuse_a_malformed_outcome(void)
{
	char path[4096];
	int64_t run;
	struct store *s = five_problems(path, sizeof path, &run);
	CHECK(s != NULL, "store");
	if (!s)
		return;
	struct kopt_config cfg;
	struct kerr err;
	CHECK(rows_config(s, run, &cfg, &err) == 0, "%s", err.msg);
	CHECK(store_exec(s, "UPDATE outcomes SET outcome='{\"problem\":\"p3\","
			 "\"status\":\"replaced\"}' WHERE problem_id='p3'", &err) == 0,
	      "%s", err.msg);
	struct prob *v = NULL;
	size_t n = 99;
	int rc = rows_load(s, run, &cfg, &v, &n, &err);
	CHECK(rc != 0 && v == NULL && n == 0, "rows_load returned %d with %zu rows", rc, n);
	char want[4200];
	snprintf(want, sizeof want, "%s: run %lld: outcome of problem p3: level: expected an "
		 "integer from 1 to 3", path, (long long)run);
	CHECK_STR(err.msg, want);
	free(v);
	store_close(s);
}

/* --gpus reads the run's problem order before it starts its workers: a
 * failed step there is an error, never a shorter order. */
static void lanes_fail_on_a_failed_step(void)
{
	char path[4096];
	int64_t run;
	struct store *s = five_problems(path, sizeof path, &run);
	CHECK(s != NULL, "store");
	if (!s)
		return;
	char *gpus[1] = { "0" };
	struct lanes l = { .gpus = gpus, .n = 1, .parts = "/nonexistent/kopt-unit/parts" };
	struct runner r = { .sink = s, .run = run, .nproblems = 5, .lanes = &l };
	struct search_ctx ctx;
	memset(&ctx, 0, sizeof ctx);
	/* The instructions of the read alone, counted on the same statement. */
	sqlite3_stmt *st;
	sqlite3_prepare_v2(store_db(s), "SELECT seq FROM problems WHERE run=?1 ORDER BY seq",
			   -1, &st, NULL);
	sqlite3_bind_int64(st, 1, run);
	fail_after(s, LONG_MAX);
	while (sqlite3_step(st) == SQLITE_ROW)
		;
	sqlite3_finalize(st);
	long total = ops, wrong = 0;
	struct kerr err;
	for (long k = 0; k < total; k++) {
		fail_after(s, k);
		err.msg[0] = '\0';
		if (lanes_search(&r, &ctx, 0, 0, &err) != -1 || !strstr(err.msg, path) ||
		    !strstr(err.msg, "reading the run's problems: interrupted"))
			wrong++;
	}
	no_failure(s);
	CHECK(total > 5, "%ld instructions", total);
	CHECK(wrong == 0, "%ld of %ld failing steps not reported as such (last: %s)", wrong,
	      total, err.msg);
	store_close(s);
}

/* The observation kinds, in the order recordings and kinds masks number
 * them; the schema's CHECK accepts exactly these (recorder/store.h). */
static void observation_kinds_are_one_list_in_recorded_order(void)
{
	static const char *want[] = { "llm", "compile", "check", "time", "profile" };
	CHECK(OBS_NKINDS == 5, "%d kinds", (int)OBS_NKINDS);
	for (int k = 0; k < 5; k++) {
		CHECK_STR(obs_kind_name(k), want[k]);
		CHECK(obs_kind_parse(want[k]) == k, "%s", want[k]);
	}
	CHECK_STR(obs_kind_name(OBS_NKINDS), "?");
	CHECK(obs_kind_parse("LLM") == -1 && obs_kind_parse("") == -1, "unknown kinds");
	struct store *s = NULL;
	struct kerr err = { "" };
	if (store_open(":memory:", STORE_CREATE, &s, &err)) {
		CHECK(0, "%s", err.msg);
		return;
	}
	sqlite3_stmt *st = NULL;
	CHECK(sqlite3_prepare_v2(store_db(s), "SELECT sql FROM sqlite_master WHERE "
				 "name='observations'", -1, &st, NULL) == SQLITE_OK &&
	      sqlite3_step(st) == SQLITE_ROW, "%s", sqlite3_errmsg(store_db(s)));
	const char *sql = st ? (const char *)sqlite3_column_text(st, 0) : NULL;
	CHECK(sql && strstr(sql, "CHECK (kind IN ('llm','compile','check','time','profile'))"),
	      "%s", sql ? sql : "(no schema)");
	sqlite3_finalize(st);
	store_close(s);
}

/* The provenance text of run, malloc'd. */
static char *provenance_of(struct store *s, int64_t run)
{
	struct run_info ri;
	struct kerr err;
	if (store_run_get(s, run, &ri, &err))
		return NULL;
	char *p = ri.provenance;
	ri.provenance = NULL;
	run_info_release(&ri);
	return p;
}

/* kopt run's live seconds (runner.h): an invocation adds its ms and counts
 * itself, a problem its own ms, summed over invocations; what else the
 * provenance holds is kept; a provenance that is not an object is refused
 * and left as it is, and so is a run that does not exist. */
static void live_seconds_add_up_in_the_provenance(void)
{
	int64_t run;
	struct store *s = one_run(1, &run);
	if (!s) {
		CHECK(0, "no store");
		return;
	}
	struct kerr err = { "" };
	sqlite3_exec(store_db(s), "UPDATE runs SET provenance='{\"kopt\":{\"version\":\"x\"}}'",
		     NULL, NULL, NULL);
	CHECK(runner_add_live(s, run, "L1-a", 1.2344, &err) == 0, "%s", err.msg);
	CHECK(runner_add_live(s, run, NULL, 2.0, &err) == 0, "%s", err.msg);
	CHECK(runner_add_live(s, run, "L1-a", 0.5, &err) == 0, "%s", err.msg);
	CHECK(runner_add_live(s, run, "L2-b", 0.0004, &err) == 0, "%s", err.msg);
	CHECK(runner_add_live(s, run, NULL, 3.0006, &err) == 0, "%s", err.msg);
	char *p = provenance_of(s, run);
	CHECK_STR(p, "{\"kopt\":{\"version\":\"x\"},\"live\":{\"invocations\":2,"
		  "\"ms\":5001,\"problems\":{\"L1-a\":1734,\"L2-b\":0}}}");
	free(p);
	CHECK(runner_add_live(s, run + 1, NULL, 1.0, &err) == -1 &&
	      strstr(err.msg, "no run"), "%s", err.msg);
	sqlite3_exec(store_db(s), "UPDATE runs SET provenance='[1]'", NULL, NULL, NULL);
	CHECK(runner_add_live(s, run, NULL, 1.0, &err) == -1 &&
	      strstr(err.msg, "expected an object"), "%s", err.msg);
	p = provenance_of(s, run);
	CHECK_STR(p, "[1]");
	free(p);
	store_close(s);
}

void suite_store(void)
{
	RUN(live_seconds_add_up_in_the_provenance);
	RUN(observation_kinds_are_one_list_in_recorded_order);
	RUN(nested_iteration_past_the_statement_cache_finishes);
	RUN(store_iterators_fail_on_a_failed_step);
	RUN(report_rows_fail_on_a_failed_step);
	RUN(report_rows_refuse_a_malformed_outcome);
	RUN(lanes_fail_on_a_failed_step);
}
