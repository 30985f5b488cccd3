/* check: the unit-test harness.  A test is a function named for the behaviour
 * it holds; CHECK records a failure with file:line and carries on, so one run
 * lists every broken expectation.  main() prints "N passed, N failed". */
#ifndef KOPT_TEST_CHECK_H
#define KOPT_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

extern int check_failures_in_test;

#define CHECK(cond, ...)                                                       \
	do {                                                                   \
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

typedef void (*test_fn)(void);
void check_run(const char *name, test_fn fn);
#define RUN(fn) check_run(#fn, fn)

/* A fresh empty directory for the test's files (under $TMPDIR), or NULL. */
const char *check_tmpdir(void);

#endif
