/* check: the unit-test harness.  A test is a function named for the behaviour
 * it holds; CHECK records a failure with file:line and carries on, so one run
 * lists every broken expectation.  A test that made no CHECK at all fails (it
 * holds nothing); one that cannot run here calls SKIP with its reason and
 * returns, and is counted as skipped, never as passed.  main() prints
 * "unit: N passed, N failed, N skipped". */
#ifndef KOPT_TEST_CHECK_H
#define KOPT_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

extern int check_failures_in_test;
extern int checks_in_test;
extern const char *check_skip_reason;

#define CHECK(cond, ...)                                                       \
	do {                                                                   \
		checks_in_test++;                                              \
		if (!(cond)) {                                                 \
			check_failures_in_test++;                              \
			fprintf(stderr, "    %s:%d: CHECK(%s) failed: ",        \
				__FILE__, __LINE__, #cond);                    \
			fprintf(stderr, __VA_ARGS__);                          \
			fputc('\n', stderr);                                   \
		}                                                              \
	} while (0)

#define CHECK_STR(a, b)                                                        \
	do {                                                                   \
		const char *a_ = (a), *b_ = (b);                               \
		CHECK(a_ && b_ && strcmp(a_, b_) == 0, "\"%s\" != \"%s\"",     \
		      a_ ? a_ : "(null)", b_ ? b_ : "(null)");                 \
	} while (0)

/* SKIP("why"): this test cannot run here; the caller returns right after. */
#define SKIP(why) (check_skip_reason = (why))

typedef void (*test_fn)(void);
void check_run(const char *name, test_fn fn);
#define RUN(fn) check_run(#fn, fn)

/* A fresh empty directory for the test's files (under $TMPDIR), or NULL. */
const char *check_tmpdir(void);

#endif
