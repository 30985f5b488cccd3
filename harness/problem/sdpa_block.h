/* sdpa_block: how many query rows of an sdpa step (datasets/FORMAT.md) the
 * GPU backend computes at once.
 *
 * kopt runs attention as vendor calls that write the scores and the
 * probabilities out, 2 x B x H x L x S elements (harness/gpu/gpu_dnn.c).
 * When that passes a budget, the queries run in blocks of rows: each block's
 * scores, softmax and output rows depend on no other query row, so the
 * result is the same.  The budget is a constant, not the GPU's free memory,
 * so that the same problem always runs the same calls, whatever else holds
 * memory on the device.  A pure function, so the unit tests reach it. */
#ifndef KOPT_SDPA_BLOCK_H
#define KOPT_SDPA_BLOCK_H

#include "common/kerr.h"

/* Bytes for the scores and the probabilities together.  512 MiB: the
 * largest attention of the suite (L3-gpt-block, 16 x 12 x 512 x 512 float32,
 * 2 x 201 MiB) fits, so every problem and recording made before blocking
 * runs unblocked, with the same calls; KernelBench's level-1 attention
 * (32 x 32 x 512 x 512, 2 x 1 GiB), which failed to allocate, runs in 4
 * blocks of 128 rows, each block's GEMMs (64M scores) still large enough to
 * fill the GPU. */
#define SDPA_SCORES_BUDGET (512LL << 20)

/* The environment variable that replaces SDPA_SCORES_BUDGET, for tests: a
 * positive number of bytes. */
#define SDPA_SCORES_ENV "KOPT_SDPA_SCORES_BYTES"

/* The budget in force into *budget: SDPA_SCORES_ENV's value when it is set,
 * else SDPA_SCORES_BUDGET; -1 with err when the variable is not a positive
 * integer. */
int sdpa_scores_budget(long long *budget, struct kerr *err);

/* The query rows of one block, for B x H heads of L queries and S keys of
 * elem-byte elements: L when 2 x B x H x L x S x elem fits budget (the whole
 * matrix at once, as before blocking), else the most rows whose scores and
 * probabilities fit, at least 1 (one row is the least attention can be
 * computed in, so a budget below it runs one row at a time); and never more
 * rows than keep B x H x rows x S within INT_MAX, the largest tensor cuDNN's
 * int sizes describe.  0 when a dimension or elem is not positive, or when
 * one row alone passes INT_MAX. */
long long sdpa_block_rows(long long B, long long H, long long L, long long S, long long elem,
			  long long budget);

/* How many blocks of rows cover L queries (the last may be shorter). */
long long sdpa_block_count(long long L, long long rows);

#endif
