/* test_conv_engine: the rules by which the GPU backend picks a
 * convolution's cuDNN engine as torch does (harness/problem/conv_engine.c),
 * which a CPU cannot run against cuDNN. */
#include "tests/unit/check.h"

#include <stdlib.h>

#include "harness/problem/conv_engine.h"

static void setting_defaults_to_torch_and_names_a_bad_value(void)
{
	struct kerr err = { "" };
	enum conv_engines e = CONV_ENGINES_LEGACY;
	CHECK(conv_engines_parse(NULL, &e, &err) == 0 && e == CONV_ENGINES_TORCH, "unset");
	e = CONV_ENGINES_LEGACY;
	CHECK(conv_engines_parse("", &e, &err) == 0 && e == CONV_ENGINES_TORCH, "empty");
	CHECK(conv_engines_parse("torch", &e, &err) == 0 && e == CONV_ENGINES_TORCH, "torch");
	CHECK(conv_engines_parse("legacy", &e, &err) == 0 && e == CONV_ENGINES_LEGACY, "legacy");
	CHECK(conv_engines_parse("Torch", &e, &err) == -1, "case matters");
	CHECK_STR(err.msg, "KOPT_CUDNN_CONV=\"Torch\": expected torch or legacy");
}

static void torch_tries_heuristics_then_fallback_then_the_legacy_paths(void)
{
	enum conv_source s[CONV_MAX_SOURCES];
	int n = conv_sources(CONV_ENGINES_TORCH, s);
	CHECK(n == 4 && s[0] == CONV_SRC_HEUR_INSTANT && s[1] == CONV_SRC_HEUR_FALLBACK &&
	      s[2] == CONV_SRC_LEGACY && s[3] == CONV_SRC_LEGACY_FIXED, "torch: %d sources", n);
	n = conv_sources(CONV_ENGINES_LEGACY, s);
	CHECK(n == 2 && s[0] == CONV_SRC_LEGACY && s[1] == CONV_SRC_LEGACY_FIXED,
	      "legacy: %d sources", n);
	CHECK_STR(conv_source_name(CONV_SRC_HEUR_FALLBACK), "torch's fallback list");
	int a[4];
	n = conv_fixed_algos(1, a);
	CHECK(n == 2 && a[0] == 0 && a[1] == 1, "backward data: ALGO_0, ALGO_1");
	n = conv_fixed_algos(0, a);
	CHECK(n == 3 && a[0] == 0 && a[1] == 1 && a[2] == 2, "forward: the GEMM algorithms");
}

static void filter_drops_what_torch_drops(void)
{
	unsigned tc = CONV_NOTE_TENSOR_CORE, dc = CONV_NOTE_DOWN_CONVERT_INPUTS;
	unsigned nd = CONV_NOTE_NONDETERMINISTIC;
	/* torch's default: float32, TF32 allowed, not deterministic. */
	CHECK(!conv_config_dropped(0, 1, 1, 0), "plain engine kept");
	CHECK(!conv_config_dropped(tc, 1, 1, 0), "tensor cores kept with TF32");
	CHECK(!conv_config_dropped(nd, 1, 1, 0), "nondeterministic kept");
	CHECK(conv_config_dropped(dc, 1, 1, 0), "down-converting dropped");
	CHECK(conv_config_dropped(dc, 0, 1, 0), "down-converting dropped for float64 too");
	/* cudnn_fp32_precision ieee. */
	CHECK(conv_config_dropped(tc, 1, 0, 0), "tensor cores dropped without TF32");
	CHECK(!conv_config_dropped(tc, 0, 0, 0), "float64's tensor-core engines kept");
	CHECK(conv_config_dropped(nd | tc, 1, 1, 1), "nondeterministic dropped when deterministic");
}

static void alignment_is_the_largest_power_of_two_up_to_32(void)
{
	CHECK(conv_byte_alignment(0x7f0000000000ull) == 32, "allocation start");
	CHECK(conv_byte_alignment(0x7f0000000000ull + 256) == 32, "256");
	CHECK(conv_byte_alignment(0x7f0000000000ull + 16) == 16, "16");
	CHECK(conv_byte_alignment(0x7f0000000000ull + 4) == 4, "one float in");
	CHECK(conv_byte_alignment(0x7f0000000000ull + 8) == 8, "one double in");
	CHECK(conv_byte_alignment(0x7f0000000001ull) == 1, "odd");
	CHECK(conv_byte_alignment(0x7f0000000000ull + 48) == 16, "48");
}

static void channels_last_reads_strides_as_torch(void)
{
	long long sh[4] = { 8, 64, 32, 32 };
	long long nchw[4] = { 65536, 1024, 32, 1 }, nhwc[4] = { 65536, 1, 2048, 64 };
	CHECK(!conv_strides_channels_last(4, sh, nchw), "NCHW");
	CHECK(conv_strides_channels_last(4, sh, nhwc), "NHWC");
	/* A 1-D convolution seen as 2-D, [N, C, 1, L] unsqueezed. */
	long long sh1[4] = { 4, 16, 1, 100 }, st1[4] = { 1600, 100, 100, 1 };
	CHECK(!conv_strides_channels_last(4, sh1, st1), "unsqueezed 1-D");
	/* [N, 1, 1, 1], equal strides: ambiguous, contiguous. */
	long long sh2[4] = { 4, 1, 1, 1 }, st2[4] = { 1, 1, 1, 1 };
	CHECK(!conv_strides_channels_last(4, sh2, st2), "N111");
	long long sh5[5] = { 2, 8, 4, 4, 4 }, cl5[5] = { 512, 1, 128, 32, 8 };
	CHECK(conv_strides_channels_last(5, sh5, cl5), "NDHWC");
	CHECK(!conv_strides_channels_last(3, sh5, cl5), "3-D is never channels-last");
	/* Depthwise: channels-last input, packed weight [C, 1, 3, 3]. */
	long long wsh[4] = { 64, 1, 3, 3 }, wst[4] = { 9, 9, 3, 1 };
	CHECK(conv_memory_channels_last(0, 4, sh, nhwc, wsh, wst), "either is enough");
	CHECK(!conv_memory_channels_last(1, 4, sh, nhwc, wsh, wst), "float64 stays contiguous");
	CHECK(!conv_memory_channels_last(0, 4, sh, nchw, wsh, wst), "neither");
}

static void unit_strides_follow_the_memory_format(void)
{
	/* [N, 1, H, W] contiguous: C's stride becomes H * W. */
	long long sh[4] = { 2, 1, 5, 7 }, st[4] = { 35, 99, 7, 1 };
	conv_unit_strides(4, sh, st, 0);
	CHECK(st[0] == 35 && st[1] == 35 && st[2] == 7 && st[3] == 1, "NCHW: %lld %lld", st[0],
	      st[1]);
	/* Channels-last with C = 1: C is innermost, so its stride is 1. */
	long long st2[4] = { 35, 99, 7, 1 };
	conv_unit_strides(4, sh, st2, 1);
	CHECK(st2[1] == 1 && st2[3] == 1 && st2[2] == 7, "NHWC: C %lld", st2[1]);
	/* The 1-D convolution's H = 1: the stride of W's extent. */
	long long sh1[4] = { 4, 16, 1, 100 }, st1[4] = { 1600, 100, 1, 1 };
	conv_unit_strides(4, sh1, st1, 0);
	CHECK(st1[2] == 100 && st1[1] == 100 && st1[0] == 1600, "1-D: H %lld", st1[2]);
	/* A weight [C, 1, 3, 3] channels-last (depthwise). */
	long long wsh[4] = { 64, 1, 3, 3 }, wst[4] = { 9, 9, 3, 1 };
	conv_unit_strides(4, wsh, wst, 1);
	CHECK(wst[1] == 1 && wst[0] == 9, "depthwise weight: C %lld N %lld", wst[1], wst[0]);
}

static void packed_means_torch_copies_nothing(void)
{
	long long sh[4] = { 8, 64, 32, 32 }, nchw[4] = { 65536, 1024, 32, 1 };
	long long nhwc[4] = { 65536, 1, 2048, 64 }, p[4];
	conv_packed_strides(4, sh, 1, p);
	CHECK(p[0] == 65536 && p[1] == 1 && p[2] == 2048 && p[3] == 64, "NHWC strides");
	conv_packed_strides(4, sh, 0, p);
	CHECK(p[0] == 65536 && p[1] == 1024 && p[2] == 32 && p[3] == 1, "NCHW strides");
	CHECK(conv_packed(4, sh, nchw, 0) && !conv_packed(4, sh, nchw, 1), "NCHW");
	CHECK(conv_packed(4, sh, nhwc, 1) && !conv_packed(4, sh, nhwc, 0), "NHWC");
	/* A depthwise weight [C, 1, 3, 3] packed NCHW is packed channels-last too. */
	long long wsh[4] = { 64, 1, 3, 3 }, wst[4] = { 9, 9, 3, 1 };
	CHECK(conv_packed(4, wsh, wst, 1) && conv_packed(4, wsh, wst, 0), "depthwise weight");
	/* A sliced input (every other row): torch copies it. */
	long long sl[4] = { 65536 * 2, 1024 * 2, 64, 1 };
	CHECK(!conv_packed(4, sh, sl, 0), "sliced");
}

void suite_conv_engine(void)
{
	RUN(packed_means_torch_copies_nothing);
	RUN(setting_defaults_to_torch_and_names_a_bad_value);
	RUN(torch_tries_heuristics_then_fallback_then_the_legacy_paths);
	RUN(filter_drops_what_torch_drops);
	RUN(alignment_is_the_largest_power_of_two_up_to_32);
	RUN(channels_last_reads_strides_as_torch);
	RUN(unit_strides_follow_the_memory_format);
}
