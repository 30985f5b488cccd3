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

/* A one-step problem: a convolution of x [2, 4, 5] (or the given x shape)
 * by weight w into out, the step's args ARGS (JSON, without the views). */
static int conv_problem(const char *x, const char *w, const char *out, const char *args,
			struct kerr *err)
{
	char text[4096];
	snprintf(text, sizeof text,
		 "{\"format\": 1, \"id\": \"t\", \"level\": 1, \"name\": \"t\", "
		 "\"category\": \"conv\", \"buffers\": ["
		 "{\"name\": \"x\", \"dtype\": \"float32\", %s, \"role\": \"input\", "
		 "\"init\": {\"dist\": \"randn\"}}, "
		 "{\"name\": \"w\", \"dtype\": \"float32\", %s, \"role\": \"param\", "
		 "\"init\": {\"dist\": \"randn\"}}, "
		 "{\"name\": \"b\", \"dtype\": \"float32\", \"shape\": [6], \"strides\": [1], "
		 "\"role\": \"param\", \"init\": {\"dist\": \"randn\"}}, "
		 "{\"name\": \"y\", \"dtype\": \"float32\", %s, \"role\": \"output\"}], "
		 "\"outputs\": [{\"buffer\": \"y\"}], \"steps\": [{\"kind\": \"extern\", "
		 "\"name\": \"convolution_0\", \"op\": \"convolution\", \"args\": {"
		 "\"x\": {\"buffer\": \"x\"}, \"weight\": {\"buffer\": \"w\"}, "
		 "\"out\": {\"buffer\": \"y\"}, %s}}]}", x, w, out, args);
	struct problem *p = NULL;
	int rc = problem_from_json(text, "t.json", &p, err);
	problem_destroy(p);
	return rc;
}

/* problem_conv_tf32: torch's default (no setting, or tf32) lets cuDNN use
 * TF32; only "ieee" keeps float32 convolutions in FP32 (gate 4's floor and
 * the cuDNN plans read it). */
static int tf32_of(const char *torch)
{
	char text[2048];
	struct kerr err = { "" };
	snprintf(text, sizeof text,
		 "{\"format\": 1, \"id\": \"t\", \"level\": 1, \"name\": \"t\", "
		 "\"category\": \"conv\", %s\"buffers\": ["
		 "{\"name\": \"x\", \"dtype\": \"float32\", \"shape\": [2, 4, 5], "
		 "\"strides\": [20, 5, 1], \"role\": \"input\", \"init\": {\"dist\": \"randn\"}}, "
		 "{\"name\": \"w\", \"dtype\": \"float32\", \"shape\": [4, 3, 3], "
		 "\"strides\": [9, 3, 1], \"role\": \"param\", \"init\": {\"dist\": \"randn\"}}, "
		 "{\"name\": \"y\", \"dtype\": \"float32\", \"shape\": [2, 4, 3], "
		 "\"strides\": [12, 3, 1], \"role\": \"output\"}], "
		 "\"outputs\": [{\"buffer\": \"y\"}], \"steps\": [{\"kind\": \"extern\", "
		 "\"name\": \"convolution_0\", \"op\": \"convolution\", \"args\": {"
		 "\"x\": {\"buffer\": \"x\"}, \"weight\": {\"buffer\": \"w\"}, "
		 "\"out\": {\"buffer\": \"y\"}, \"stride\": [1], \"padding\": [0], "
		 "\"dilation\": [1]}}]}", torch);
	struct problem *p = NULL;
	if (problem_from_json(text, "t.json", &p, &err)) {
		fprintf(stderr, "    %s\n", err.msg);
		return -1;
	}
	int r = problem_conv_tf32(p);
	problem_destroy(p);
	return r;
}

static void conv_tf32_unless_cudnn_precision_is_ieee(void)
{
	CHECK(tf32_of("") == 1, "no torch settings: %d", tf32_of(""));
	CHECK(tf32_of("\"torch\": {\"cudnn_fp32_precision\": \"tf32\"}, ") == 1, "tf32");
	CHECK(tf32_of("\"torch\": {\"cudnn_fp32_precision\": \"ieee\"}, ") == 0, "ieee");
	CHECK(tf32_of("\"torch\": {\"matmul_fp32_precision\": \"ieee\"}, ") == 1,
	      "matmul's setting read for convolutions");
}

#define X1 "\"shape\": [2, 4, 5], \"strides\": [20, 5, 1]"
#define W1 "\"shape\": [4, 3, 3], \"strides\": [9, 3, 1]"
#define G1 "\"stride\": [2], \"padding\": [1], \"dilation\": [1]"

static void batch_chunk_keeps_each_call_within_32_bits(void)
{
	const long long lim = 2147483647;
	/* KernelBench L1-046's avg_pool3d: [16, 32, 128, 128, 256] is 2^31
	 * elements, one over; its output [16, 32, 63, 63, 127] fits. */
	struct pview x = view(5, (long long[]){ 16, 32, 128, 128, 256 },
			      (long long[]){ 134217728, 4194304, 32768, 256, 1 }, 0);
	struct pview y = view(5, (long long[]){ 16, 32, 63, 63, 127 },
			      (long long[]){ 16130016, 504063, 8001, 127, 1 }, 0);
	const struct pview *xy[] = { &x, &y };
	CHECK(view_batch_chunk(xy, 2, lim) == 8, "16 indices of 2^27 elements: 8 per call");
	CHECK(view_batch_chunk(xy + 1, 1, lim) == 16, "the output alone fits whole");
	/* A chunk divides N: with N = 16, 15 indices would fit but 8 is the
	 * answer; with N = 15 the whole batch, 2^31 - 2^27 elements, fits. */
	x.shape[0] = y.shape[0] = 15;
	CHECK(view_batch_chunk(xy, 2, lim) == 15, "2^31 - 2^27 elements fit whole");
	/* One index over the limit: no chunk. */
	struct pview big = view(2, (long long[]){ 2, 3000000000LL }, (long long[]){ 3000000000LL, 1 }, 0);
	const struct pview *b1[] = { &big };
	CHECK(view_batch_chunk(b1, 1, lim) == 0, "a sample of 3e9 elements cannot be split by batch");
	/* Views that disagree on the batch size. */
	struct pview z = view(1, (long long[]){ 4 }, (long long[]){ 1 }, 0);
	const struct pview *xz[] = { &x, &z };
	CHECK(view_batch_chunk(xz, 2, lim) == 0, "15 against 4 batch indices");
	/* A channels-last view's extent counts its strides, not its elements. */
	struct pview cl = view(4, (long long[]){ 4, 3, 2, 2 }, (long long[]){ 12, 1, 6, 3 }, 0);
	const struct pview *c1[] = { &cl };
	CHECK(view_batch_chunk(c1, 1, 24) == 2, "extent 48 whole, 24 for 2 indices");
	CHECK(view_batch_chunk(c1, 1, 11) == 0, "one index's extent is 12");
}

static void transposed_conv_output_follows_torchs_formula(void)
{
	struct kerr err = { "" };
	/* (5 - 1) * 2 - 2 * 1 + 1 * (3 - 1) + 1 + 1 = 10; C_out = 3 * 2 groups. */
	CHECK(conv_problem(X1, W1, "\"shape\": [2, 6, 10], \"strides\": [60, 10, 1]",
			   G1 ", \"groups\": 2, \"transposed\": 1, \"output_padding\": [1], "
			   "\"bias\": {\"buffer\": \"b\"}", &err) == 0, "%s", err.msg);
	/* Without output_padding (zeros): 9; 2-D and 3-D alike. */
	CHECK(conv_problem(X1, W1, "\"shape\": [2, 3, 9], \"strides\": [27, 9, 1]",
			   G1 ", \"groups\": 1, \"transposed\": 1", &err) == 0, "%s", err.msg);
	CHECK(conv_problem("\"shape\": [1, 2, 3, 3, 4], \"strides\": [72, 36, 12, 4, 1]",
			   "\"shape\": [2, 1, 2, 2, 3], \"strides\": [12, 12, 6, 3, 1]",
			   "\"shape\": [1, 1, 4, 8, 10], \"strides\": [320, 320, 80, 10, 1]",
			   "\"stride\": [1, 2, 2], \"padding\": [0, 0, 1], \"dilation\": [1, 2, 2], "
			   "\"groups\": 1, \"transposed\": 1, \"output_padding\": [0, 1, 1]",
			   &err) == 0, "3-D: %s", err.msg);
	struct conv_geom g = { .sp = 1, .transposed = 1, .stride = { 2 }, .padding = { 1 },
			       .dilation = { 1 }, .output_padding = { 1 } };
	CHECK(conv_out_size(&g, 0, 5, 3) == 10, "transposed %lld", conv_out_size(&g, 0, 5, 3));
	g.transposed = 0;
	g.output_padding[0] = 0;
	CHECK(conv_out_size(&g, 0, 10, 3) == 5, "forward %lld", conv_out_size(&g, 0, 10, 3));
}

static void transposed_conv_refusals_name_the_step_and_field(void)
{
	struct kerr err = { "" };
	const char *y10 = "\"shape\": [2, 6, 10], \"strides\": [60, 10, 1]";
	CHECK(conv_problem(X1, W1, "\"shape\": [2, 6, 9], \"strides\": [54, 9, 1]",
			   G1 ", \"groups\": 2, \"transposed\": 1, \"output_padding\": [1]",
			   &err) != 0, "a wrong output length");
	CHECK(strstr(err.msg, "t.json: steps[0].args.out: [2, 6, 9], where the transposed "
		     "convolution gives [2, 6, 10]"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, G1 ", \"groups\": 2, \"transposed\": 2", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.transposed: expected 1 or 0"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, G1 ", \"groups\": 2, \"transposed\": 1, "
			   "\"output_padding\": [1, 1]", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.output_padding: expected 1 integers"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, G1 ", \"groups\": 2, \"transposed\": 1, "
			   "\"output_padding\": [2]", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.output_padding: 2 is smaller than neither the "
		     "stride (2)"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, G1 ", \"groups\": 1, \"output_padding\": [1]",
			   &err) != 0 &&
	      strstr(err.msg, "steps[0].args.output_padding: 1 in a convolution that is not "
		     "transposed"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, G1 ", \"groups\": 3, \"transposed\": 1, "
			   "\"output_padding\": [1]", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.groups: 3 does not divide the 4 input channels"),
	      "%s", err.msg);
	CHECK(conv_problem(X1, "\"shape\": [3, 3, 3], \"strides\": [9, 3, 1]", y10,
			   G1 ", \"groups\": 2, \"transposed\": 1, \"output_padding\": [1]",
			   &err) != 0 &&
	      strstr(err.msg, "steps[0].args.weight: 3 input channels"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, "\"shape\": [2, 3, 10], \"strides\": [30, 10, 1]",
			   G1 ", \"groups\": 1, \"transposed\": 1, \"output_padding\": [1], "
			   "\"bias\": {\"buffer\": \"b\"}", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.bias: [6]; expected [3] (C_out)"), "%s", err.msg);
	CHECK(conv_problem(X1, W1, y10, "\"stride\": [0], \"padding\": [1], \"dilation\": [1], "
			   "\"transposed\": 1", &err) != 0 &&
	      strstr(err.msg, "steps[0].args.stride: expected integers >= 1"), "%s", err.msg);
	/* A forward convolution without the new fields reads as before. */
	CHECK(conv_problem(X1, "\"shape\": [6, 2, 3], \"strides\": [6, 3, 1]",
			   "\"shape\": [2, 6, 3], \"strides\": [18, 3, 1]",
			   G1 ", \"groups\": 2", &err) == 0, "forward: %s", err.msg);
}

void suite_views(void)
{
	RUN(broadcast_aligns_from_the_right_with_stride_0);
	RUN(broadcast_refuses_mismatched_sizes_naming_them);
	RUN(tile_block_of_the_common_broadcasts);
	RUN(tile_block_is_0_where_the_fast_copy_would_be_wrong);
	RUN(lt_bias_epilogue_follows_atens_test);
	RUN(grid_spread_y_keeps_y_within_65535);
	RUN(batch_chunk_keeps_each_call_within_32_bits);
	RUN(conv_tf32_unless_cudnn_precision_is_ieee);
	RUN(transposed_conv_output_follows_torchs_formula);
	RUN(transposed_conv_refusals_name_the_step_and_field);
}
