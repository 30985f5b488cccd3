/* Unit-test runner: runs every suite and prints the closing count line. */
#include "check.h"

#include <stdlib.h>
#include <unistd.h>

int check_failures_in_test;
static int passed, failed;
static const char *only;

void check_run(const char *name, test_fn fn)
{
	if (only && !strstr(name, only))
		return;
	check_failures_in_test = 0;
	fn();
	if (check_failures_in_test) {
		failed++;
		printf("FAIL %s\n", name);
	} else {
		passed++;
		printf("ok   %s\n", name);
	}
	fflush(stdout);
}

const char *check_tmpdir(void)
{
	static char path[4096];
	const char *base = getenv("TMPDIR");
	snprintf(path, sizeof path, "%s/kopt-unit-XXXXXX", base ? base : "/tmp");
	return mkdtemp(path);
}

#define SUITE(name) void name(void);
#include "suites.h"
#undef SUITE

int main(int argc, char **argv)
{
	only = argc > 1 ? argv[1] : NULL;
#define SUITE(name) name();
#include "suites.h"
#undef SUITE
	printf("unit: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
