/* Unit-test runner: runs every suite and prints the closing count line. */
#define _XOPEN_SOURCE 700   /* nftw */
#include "tests/unit/check.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int check_failures_in_test;
int checks_in_test;
const char *check_skip_reason;
static int passed, failed, skipped;
static const char *only;

void check_run(const char *name, test_fn fn)
{
	if (only && !strstr(name, only))
		return;
	check_failures_in_test = 0;
	checks_in_test = 0;
	check_skip_reason = NULL;
	fn();
	if (check_failures_in_test) {
		failed++;
		printf("FAIL %s\n", name);
	} else if (check_skip_reason) {
		skipped++;
		printf("skip %s: %s\n", name, check_skip_reason);
	} else if (checks_in_test == 0) {
		failed++;
		printf("FAIL %s (made no check: a test that checks nothing holds nothing)\n", name);
	} else {
		passed++;
		printf("ok   %s\n", name);
	}
	fflush(stdout);
}

/* The folders check_tmpdir made: removed when the run ends with no failure,
 * named and kept when one failed (their files may say why). */
static char *tmpdirs[256];
static int ntmpdirs;

const char *check_tmpdir(void)
{
	static char path[4096];
	const char *base = getenv("TMPDIR");
	snprintf(path, sizeof path, "%s/kopt-unit-XXXXXX", base ? base : "/tmp");
	if (!mkdtemp(path))
		return NULL;
	if (ntmpdirs < (int)(sizeof tmpdirs / sizeof tmpdirs[0]))
		tmpdirs[ntmpdirs++] = strdup(path);
	return path;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st; (void)flag; (void)ftw;
	remove(path);
	return 0;
}

static void tmpdirs_end(void)
{
	for (int i = 0; i < ntmpdirs; i++) {
		if (failed)
			printf("kept for the failure: %s\n", tmpdirs[i]);
		else
			nftw(tmpdirs[i], remove_one, 16, FTW_DEPTH | FTW_PHYS);
		free(tmpdirs[i]);
	}
	ntmpdirs = 0;
}

#define SUITE(name) void name(void);
#include "tests/unit/suites.h"
#undef SUITE

/* The runner's own rules, checked by tests/run.sh before it trusts the count:
 * a test with no CHECK fails, a SKIP is a skip (not a pass), a failed CHECK
 * fails, and a test with a passing CHECK passes. */
static void self_empty(void) {}
static void self_skip(void) { SKIP("self-test"); }
static void self_fail(void) { CHECK(0, "self-test"); }
static void self_pass(void) { CHECK(1, "self-test"); }

static int runner_self_test(void)
{
	check_run("self_empty", self_empty);
	check_run("self_skip", self_skip);
	check_run("self_fail", self_fail);
	check_run("self_pass", self_pass);
	int ok = passed == 1 && failed == 2 && skipped == 1;
	printf("runner self-test: %d passed, %d failed, %d skipped (want 1, 2, 1): %s\n",
	       passed, failed, skipped, ok ? "ok" : "WRONG");
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "--runner-self-test") == 0)
		return runner_self_test();
	only = argc > 1 ? argv[1] : NULL;
#define SUITE(name) name();
#include "tests/unit/suites.h"
#undef SUITE
	tmpdirs_end();
	printf("unit: %d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
