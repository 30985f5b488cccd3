/* conv_engine: torch's rules for a convolution's cuDNN engine (see
 * conv_engine.h); pure functions, no CUDA. */
#include "harness/problem/conv_engine.h"

#include <string.h>

int conv_engines_parse(const char *s, enum conv_engines *out, struct kerr *err)
{
	if (!s || !*s || !strcmp(s, "torch")) {
		*out = CONV_ENGINES_TORCH;
		return 0;
	}
	if (!strcmp(s, "legacy")) {
		*out = CONV_ENGINES_LEGACY;
		return 0;
	}
	return kerr_set(err, "%s=\"%s\": expected torch or legacy", CONV_ENGINES_ENV, s);
}

int conv_sources(enum conv_engines e, enum conv_source *out)
{
	int n = 0;
	if (e == CONV_ENGINES_TORCH) {
		out[n++] = CONV_SRC_HEUR_INSTANT;
		out[n++] = CONV_SRC_HEUR_FALLBACK;
	}
	out[n++] = CONV_SRC_LEGACY;
	out[n++] = CONV_SRC_LEGACY_FIXED;
	return n;
}

const char *conv_source_name(enum conv_source s)
{
	switch (s) {
	case CONV_SRC_HEUR_INSTANT:
		return "torch's heuristics (instant)";
	case CONV_SRC_HEUR_FALLBACK:
		return "torch's fallback list";
	case CONV_SRC_LEGACY:
		return "legacy heuristics";
	case CONV_SRC_LEGACY_FIXED:
		return "legacy algorithms by name";
	}
	return "?";
}

int conv_fixed_algos(int transposed, int *out)
{
	int n = 0;
	out[n++] = 0;
	out[n++] = 1;
	if (!transposed)
		out[n++] = 2;
	return n;
}

int conv_config_dropped(unsigned notes, int float32, int allow_tf32, int deterministic)
{
	if (deterministic && (notes & CONV_NOTE_NONDETERMINISTIC))
		return 1;
	if (notes & CONV_NOTE_DOWN_CONVERT_INPUTS)
		return 1;
	return float32 && !allow_tf32 && (notes & CONV_NOTE_TENSOR_CORE);
}

int conv_byte_alignment(unsigned long long address)
{
	int a = 1;
	while (a < 32 && address % (2ull * (unsigned)a) == 0)
		a *= 2;
	return a;
}

int conv_strides_channels_last(int nd, const long long *shape, const long long *strides)
{
	int order[5], k = 0;
	if (nd != 4 && nd != 5)
		return 0;
	order[k++] = 1;
	for (int d = nd - 1; d >= 2; d--)
		order[k++] = d;
	order[k++] = 0;
	if (strides[1] == 0)
		return 0;
	long long min = 0;
	for (int i = 0; i < k; i++) {
		int d = order[i];
		if (shape[d] == 0 || strides[d] < min)
			return 0;
		/* [N, 1, 1, 1] with equal strides, or N sliced: contiguous. */
		if (d == 0 && min == strides[1])
			return 0;
		min = strides[d];
		if (shape[d] > 1)
			min *= shape[d];
	}
	return 1;
}

int conv_memory_channels_last(int float64, int nd, const long long *xshape,
			      const long long *xstrides, const long long *wshape,
			      const long long *wstrides)
{
	if (float64 || (nd != 4 && nd != 5))
		return 0;
	return conv_strides_channels_last(nd, xshape, xstrides) ||
	       conv_strides_channels_last(nd, wshape, wstrides);
}

void conv_unit_strides(int nd, const long long *shape, long long *strides, int channels_last)
{
	int order[5], k = 0;
	if (channels_last)
		order[k++] = 1;
	for (int d = nd - 1; d > 1; d--)
		order[k++] = d;
	if (!channels_last)
		order[k++] = 1;
	order[k++] = 0;
	long long z = 1;
	for (int i = 0; i < k && i < nd; i++) {
		int d = order[i];
		if (shape[d] == 1)
			strides[d] = z;
		else
			z *= shape[d];
	}
}

/* The dimensions innermost first in the memory format. */
static int packed_order(int nd, int channels_last, int *order)
{
	int k = 0;
	if (channels_last)
		order[k++] = 1;
	for (int d = nd - 1; d > 1; d--)
		order[k++] = d;
	if (!channels_last && nd > 1)
		order[k++] = 1;
	order[k++] = 0;
	return k;
}

void conv_packed_strides(int nd, const long long *shape, int channels_last, long long *out)
{
	int order[8], k = packed_order(nd, channels_last, order);
	long long z = 1;
	for (int i = 0; i < k; i++) {
		out[order[i]] = z;
		z *= shape[order[i]];
	}
}

int conv_packed(int nd, const long long *shape, const long long *strides, int channels_last)
{
	long long want[8];
	conv_packed_strides(nd, shape, channels_last, want);
	for (int d = 0; d < nd; d++)
		if (shape[d] != 1 && strides[d] != want[d])
			return 0;
	return 1;
}
