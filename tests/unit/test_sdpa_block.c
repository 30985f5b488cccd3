/* test_sdpa_block: the query blocks of an sdpa step
 * (harness/problem/sdpa_block.c), which the GPU backend runs without a way
 * to test it on a CPU. */
#include "tests/unit/check.h"

#include <limits.h>
#include <stdlib.h>

#include "harness/problem/sdpa_block.h"

static void whole_matrix_within_the_budget_is_one_block(void)
{
	/* L3-gpt-block: 2 x 16 x 12 x 512 x 512 x 4 bytes = 402 MiB. */
	CHECK(sdpa_block_rows(16, 12, 512, 512, 4, SDPA_SCORES_BUDGET) == 512, "gpt-block");
	CHECK(sdpa_block_count(512, 512) == 1, "one block");
	/* Exactly the budget still fits: 2 x 1 x 1 x 4 x 8 x 4 = 256 bytes. */
	CHECK(sdpa_block_rows(1, 1, 4, 8, 4, 256) == 4, "exact fit");
	CHECK(sdpa_block_rows(1, 1, 4, 8, 4, 255) == 3, "one byte short");
}

static void over_the_budget_takes_the_most_rows_that_fit(void)
{
	/* KernelBench's attention: 32 x 32 x 512 x 512 float32, 4 MiB a row. */
	long long r = sdpa_block_rows(32, 32, 512, 512, 4, SDPA_SCORES_BUDGET);
	CHECK(r == 128 && sdpa_block_count(512, r) == 4, "kernelbench: %lld rows", r);
	/* 1 x 8 x 8192 x 8192 float32 (4 GiB in all): 512 KiB a row, 1024
	 * rows, 8 blocks. */
	r = sdpa_block_rows(1, 8, 8192, 8192, 4, SDPA_SCORES_BUDGET);
	CHECK(r == 1024 && sdpa_block_count(8192, r) == 8, "8192: %lld rows", r);
	/* float64 halves the rows. */
	CHECK(sdpa_block_rows(1, 8, 8192, 8192, 8, SDPA_SCORES_BUDGET) == 512, "float64");
	/* A partial last block: 256 queries, 2 x 4 x 8 x 256 x 4 = 64 KiB a row,
	 * a budget of 5 rows and a bit: 52 blocks, the last of 1 row. */
	long long row = 2LL * 4 * 8 * 256 * 4;
	r = sdpa_block_rows(4, 8, 256, 256, 4, 5 * row + 100);
	CHECK(r == 5 && sdpa_block_count(256, r) == 52 && 256 - 51 * r == 1,
	      "partial: %lld rows, %lld blocks", r, sdpa_block_count(256, r));
}

static void a_budget_below_one_row_runs_one_row_at_a_time(void)
{
	CHECK(sdpa_block_rows(2, 4, 128, 160, 4, 1) == 1, "1 byte");
	CHECK(sdpa_block_count(128, 1) == 128, "128 blocks");
	CHECK(sdpa_block_rows(1, 1, 1, 1, 4, 1) == 1, "1 x 1");
}

static void rows_keep_each_block_within_cudnns_int_sizes(void)
{
	/* 1 x 32 x 8192 x 8192 = 2^31 scores, one past INT_MAX: even with a
	 * budget that takes them all, a block holds at most INT_MAX. */
	long long r = sdpa_block_rows(1, 32, 8192, 8192, 4, LLONG_MAX / 4);
	CHECK(r == 8191 && 32LL * r * 8192 <= INT_MAX && sdpa_block_count(8192, r) == 2,
	      "%lld rows", r);
	/* One row alone past INT_MAX, or an empty dimension: no block. */
	CHECK(sdpa_block_rows(65536, 65536, 4, 2, 4, SDPA_SCORES_BUDGET) == 0, "huge row");
	CHECK(sdpa_block_rows(1LL << 40, 1, 4, 4, 4, SDPA_SCORES_BUDGET) == 0, "huge B");
	CHECK(sdpa_block_rows(1, 1, 0, 4, 4, SDPA_SCORES_BUDGET) == 0, "L = 0");
	CHECK(sdpa_block_rows(1, 1, 4, 0, 4, SDPA_SCORES_BUDGET) == 0, "S = 0");
	CHECK(sdpa_block_count(0, 4) == 0 && sdpa_block_count(4, 0) == 0, "count of nothing");
}

static void budget_reads_the_environment_for_tests(void)
{
	struct kerr err = { "" };
	long long b = 0;
	const char *old = getenv(SDPA_SCORES_ENV);
	char *keep = old ? xstrdup(old) : NULL;
	unsetenv(SDPA_SCORES_ENV);
	CHECK(sdpa_scores_budget(&b, &err) == 0 && b == 512LL * 1024 * 1024, "default %lld", b);
	setenv(SDPA_SCORES_ENV, "65536", 1);
	CHECK(sdpa_scores_budget(&b, &err) == 0 && b == 65536, "65536: %lld", b);
	const char *bad[] = { "0", "-5", "12k", "", "99999999999999999999" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		setenv(SDPA_SCORES_ENV, bad[i], 1);
		CHECK(sdpa_scores_budget(&b, &err) == -1, "\"%s\" accepted", bad[i]);
	}
	setenv(SDPA_SCORES_ENV, "12k", 1);
	sdpa_scores_budget(&b, &err);
	CHECK_STR(err.msg, "KOPT_SDPA_SCORES_BYTES=\"12k\": expected a positive number of bytes");
	if (keep)
		setenv(SDPA_SCORES_ENV, keep, 1);
	else
		unsetenv(SDPA_SCORES_ENV);
	free(keep);
}

void suite_sdpa_block(void)
{
	RUN(whole_matrix_within_the_budget_is_one_block);
	RUN(over_the_budget_takes_the_most_rows_that_fit);
	RUN(a_budget_below_one_row_runs_one_row_at_a_time);
	RUN(rows_keep_each_block_within_cudnns_int_sizes);
	RUN(budget_reads_the_environment_for_tests);
}
