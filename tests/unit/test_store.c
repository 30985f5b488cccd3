/* Tests of the store's statement cache and of readers that meet a failing
 * step: a loop over rows must end in SQLITE_DONE or fail with an error
 * naming the file, never hand back a shorter table. */
#include "check.h"
#include "../../recorder/store.h"

#include <signal.h>
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
	if (store_run_create(s, "t", "{}", "{}", 0, run, &err)) {
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

void suite_store(void)
{
	RUN(nested_iteration_past_the_statement_cache_finishes);
}
