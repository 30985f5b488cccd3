/* sdpa_block: the query blocks of an sdpa step (sdpa_block.h). */
#include "harness/problem/sdpa_block.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>

int sdpa_scores_budget(long long *budget, struct kerr *err)
{
	const char *s = getenv(SDPA_SCORES_ENV);
	*budget = SDPA_SCORES_BUDGET;
	if (!s)
		return 0;
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (end == s || *end || errno || v <= 0)
		return kerr_set(err, "%s=\"%s\": expected a positive number of bytes",
				SDPA_SCORES_ENV, s);
	*budget = v;
	return 0;
}

long long sdpa_block_rows(long long B, long long H, long long L, long long S, long long elem,
			  long long budget)
{
	if (B <= 0 || H <= 0 || L <= 0 || S <= 0 || elem <= 0)
		return 0;
	/* Step by step, so that no product overflows: each factor is checked
	 * against INT_MAX before the next multiplies it. */
	if (B > INT_MAX || H > INT_MAX || B * H > INT_MAX / S)
		return 0;
	long long row = B * H * S;		/* scores of one query row, <= INT_MAX */
	long long row_bytes = 2 * row * elem;	/* scores and probabilities */
	long long rows = budget / row_bytes;
	if (rows >= L)
		rows = L;
	if (rows < 1)
		rows = 1;
	if (rows > INT_MAX / row)
		rows = INT_MAX / row;
	return rows;
}

long long sdpa_block_count(long long L, long long rows)
{
	return rows > 0 ? (L + rows - 1) / rows : 0;
}
