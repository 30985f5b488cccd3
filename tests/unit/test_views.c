/* test_views: the view logic of vendor calls (harness/problem/problem.c), which the
 * GPU backend runs without a way to test it on a CPU: torch's broadcast of a
 * bias to an output, the packed block a broadcast bias repeats (the fast bias
 * copy), and ATen's test for cuBLASLt's bias epilogue. */
#include "tests/unit/check.h"

#include "harness/problem/problem.h"

static struct pview view(int ndim, const long long *shape, const long long *strides,
			 long long offset)
{
	struct pview v;
	memset(&v, 0, sizeof v);
	v.ndim = ndim;
	for (int d = 0; d < ndim; d++) {
		v.shape[d] = shape[d];
		v.strides[d] = strides[d];
	}
	v.offset = offset;
	return v;
}

static void broadcast_aligns_from_the_right_with_stride_0(void)
{
	struct kerr err = { "" };
	struct pview out = view(3, (long long[]){ 4, 8, 16 }, (long long[]){ 128, 16, 1 }, 0);
	struct pview vec = view(1, (long long[]){ 16 }, (long long[]){ 1 }, 5), b;
	CHECK(view_broadcast(&vec, &out, &b, &err) == 0, "%s", err.msg);
	CHECK(b.ndim == 3 && b.shape[0] == 4 && b.shape[1] == 8 && b.shape[2] == 16,
	      "shape %lld %lld %lld", b.shape[0], b.shape[1], b.shape[2]);
	CHECK(b.strides[0] == 0 && b.strides[1] == 0 && b.strides[2] == 1 && b.offset == 5,
	      "strides %lld %lld %lld offset %lld", b.strides[0], b.strides[1], b.strides[2],
	      b.offset);
	/* A size-1 dimension broadcasts too: [8, 1] over [4, 8, 16]. */
	struct pview col = view(2, (long long[]){ 8, 1 }, (long long[]){ 1, 1 }, 0);
	CHECK(view_broadcast(&col, &out, &b, &err) == 0, "%s", err.msg);
	CHECK(b.strides[0] == 0 && b.strides[1] == 1 && b.strides[2] == 0, "column strides");
}

static void broadcast_refuses_mismatched_sizes_naming_them(void)
{
	struct kerr err = { "" };
	struct pview out = view(2, (long long[]){ 8, 16 }, (long long[]){ 16, 1 }, 0);
	struct pview bad = view(1, (long long[]){ 15 }, (long long[]){ 1 }, 0), b;
	CHECK(view_broadcast(&bad, &out, &b, &err) != 0, "15 broadcast to 16");
	CHECK(strstr(err.msg, "size 15") && strstr(err.msg, "16"), "%s", err.msg);
	struct pview big = view(3, (long long[]){ 1, 8, 16 }, (long long[]){ 128, 16, 1 }, 0);
	struct pview out1 = view(1, (long long[]){ 16 }, (long long[]){ 1 }, 0);
	CHECK(view_broadcast(&big, &out1, &b, &err) != 0, "3-D bias for a 1-D output");
}

static void tile_block_of_the_common_broadcasts(void)
{
	struct kerr err = { "" };
	struct pview out = view(3, (long long[]){ 4, 8, 16 }, (long long[]){ 128, 16, 1 }, 0), b;
	/* A vector over rows and batch: block 16. */
	struct pview vec = view(1, (long long[]){ 16 }, (long long[]){ 1 }, 0);
	view_broadcast(&vec, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 16, "vector: %llu", view_tile_block(&out, &b));
	/* A matrix over the batch (baddbmm): block 128. */
	struct pview mat = view(2, (long long[]){ 8, 16 }, (long long[]){ 16, 1 }, 0);
	view_broadcast(&mat, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 128, "matrix: %llu", view_tile_block(&out, &b));
	/* The whole output: block = numel. */
	view_broadcast(&out, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 512, "full: %llu", view_tile_block(&out, &b));
	/* A scalar: block 1. */
	struct pview one = view(1, (long long[]){ 1 }, (long long[]){ 1 }, 0);
	view_broadcast(&one, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 1, "scalar: %llu", view_tile_block(&out, &b));
}

static void tile_block_is_0_where_the_fast_copy_would_be_wrong(void)
{
	struct kerr err = { "" };
	struct pview out = view(3, (long long[]){ 4, 8, 16 }, (long long[]){ 128, 16, 1 }, 0), b;
	/* A column [8, 1] repeats along the last dimension: not one block. */
	struct pview col = view(2, (long long[]){ 8, 1 }, (long long[]){ 1, 1 }, 0);
	view_broadcast(&col, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 0, "column: %llu", view_tile_block(&out, &b));
	/* A transposed matrix bias is not packed. */
	struct pview tr = view(2, (long long[]){ 8, 16 }, (long long[]){ 1, 8 }, 0);
	view_broadcast(&tr, &out, &b, &err);
	CHECK(view_tile_block(&out, &b) == 0, "transposed: %llu", view_tile_block(&out, &b));
	/* An output with padded rows is not packed. */
	struct pview padded = view(2, (long long[]){ 8, 16 }, (long long[]){ 17, 1 }, 0);
	struct pview vec = view(1, (long long[]){ 16 }, (long long[]){ 1 }, 0);
	view_broadcast(&vec, &padded, &b, &err);
	CHECK(view_tile_block(&padded, &b) == 0, "padded output: %llu",
	      view_tile_block(&padded, &b));
}

static void lt_bias_epilogue_follows_atens_test(void)
{
	struct pview a = view(2, (long long[]){ 64, 32 }, (long long[]){ 32, 1 }, 0);
	struct pview c = view(2, (long long[]){ 64, 48 }, (long long[]){ 48, 1 }, 0);
	struct pview vec = view(1, (long long[]){ 48 }, (long long[]){ 1 }, 0);
	CHECK(view_lt_bias_eligible(&vec, &a, &c, 1.0), "the plain case");
	CHECK(!view_lt_bias_eligible(&vec, &a, &c, 2.0), "beta 2");
	struct pview strided = view(1, (long long[]){ 48 }, (long long[]){ 2 }, 0);
	CHECK(!view_lt_bias_eligible(&strided, &a, &c, 1.0), "a strided bias");
	struct pview mat = view(2, (long long[]){ 64, 48 }, (long long[]){ 48, 1 }, 0);
	CHECK(!view_lt_bias_eligible(&mat, &a, &c, 1.0), "a matrix bias");
	struct pview padded = view(2, (long long[]){ 64, 48 }, (long long[]){ 64, 1 }, 0);
	CHECK(!view_lt_bias_eligible(&vec, &a, &padded, 1.0), "a padded output");
	struct pview a1 = view(2, (long long[]){ 64, 1 }, (long long[]){ 1, 1 }, 0);
	CHECK(!view_lt_bias_eligible(&vec, &a1, &c, 1.0), "K = 1");
	struct pview c3 = view(3, (long long[]){ 2, 64, 48 }, (long long[]){ 3072, 48, 1 }, 0);
	CHECK(!view_lt_bias_eligible(&vec, &a, &c3, 1.0), "a batched output");
}

static void grid_spread_y_keeps_y_within_65535(void)
{
	long long y, z;
	grid_spread_y(100, &y, &z);
	CHECK(y == 100 && z == 1, "100: %lld %lld", y, z);
	grid_spread_y(65535, &y, &z);
	CHECK(y == 65535 && z == 1, "65535: %lld %lld", y, z);
	grid_spread_y(65536, &y, &z);
	CHECK(y == 32768 && z == 2, "65536: %lld %lld", y, z);
	/* 3 x 65535 + 1 blocks: z = 4, y = cdiv(196606, 4) = 49152; y * z covers them. */
	grid_spread_y(3 * 65535 + 1, &y, &z);
	CHECK(y == 49152 && z == 4 && y * z >= 3 * 65535 + 1, "196606: %lld %lld", y, z);
}

void suite_views(void)
{
	RUN(broadcast_aligns_from_the_right_with_stride_0);
	RUN(broadcast_refuses_mismatched_sizes_naming_them);
	RUN(tile_block_of_the_common_broadcasts);
	RUN(tile_block_is_0_where_the_fast_copy_would_be_wrong);
	RUN(lt_bias_epilogue_follows_atens_test);
	RUN(grid_spread_y_keeps_y_within_65535);
}
