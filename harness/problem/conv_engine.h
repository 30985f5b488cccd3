/* conv_engine: the rules by which the GPU backend picks the cuDNN engine of
 * a convolution step (harness/gpu/gpu_dnn.c, gpu_dnn_v8.c), as torch picks
 * it, kept apart from cuDNN so that the unit tests reach them.
 *
 * torch 2.11 runs a convolution through cuDNN's backend API
 * (aten/src/ATen/native/cudnn/Conv_v8.cpp): one operation graph, the engine
 * configurations of the heuristics (mode instant) and then of the fallback
 * list, each filtered by its engine's numerical notes, and, with benchmark
 * off, the first whose plan finalizes and runs.  Its tensors carry the
 * memory format torch chose (ConvUtils.h cudnn_conv_suggest_memory_format),
 * strides of size-1 dimensions rewritten for it (Descriptors.h
 * fixSizeOneDimStride), and each data pointer's byte alignment (Conv_v8.cpp
 * getAlignment).  Nothing here calls CUDA or cuDNN. */
#ifndef KOPT_CONV_ENGINE_H
#define KOPT_CONV_ENGINE_H

#include "common/kerr.h"

/* KOPT_CUDNN_CONV: how a convolution step chooses its cuDNN engine.
 *   torch   (the default, the variable unset or empty) torch's backend-API
 *           order above, then, when no engine of it runs, the legacy order;
 *   legacy  the algorithm of cuDNN's legacy heuristics
 *           (cudnnGetConvolution*Algorithm_v7, kopt's choice before the
 *           backend API), kept for problems measured that way. */
#define CONV_ENGINES_ENV "KOPT_CUDNN_CONV"

enum conv_engines { CONV_ENGINES_TORCH, CONV_ENGINES_LEGACY };

/* The setting s names into *out: NULL or "" is torch; -1 with err quoting
 * CONV_ENGINES_ENV=s for anything else. */
int conv_engines_parse(const char *s, enum conv_engines *out, struct kerr *err);

/* Where a step's candidate engines come from, tried in order until one
 * runs. */
enum conv_source {
	CONV_SRC_HEUR_INSTANT,	/* backend heuristics, CUDNN_HEUR_MODE_INSTANT */
	CONV_SRC_HEUR_FALLBACK,	/* backend heuristics, CUDNN_HEUR_MODE_FALLBACK */
	CONV_SRC_LEGACY,	/* cudnnGetConvolution*Algorithm_v7's ranking */
	CONV_SRC_LEGACY_FIXED,	/* named legacy algorithms (conv_fixed_algos) */
};
#define CONV_MAX_SOURCES 4

/* The sources setting e tries, in order, into out[CONV_MAX_SOURCES]; their
 * count.  torch: instant, fallback (as Conv_v8.cpp run_single_conv: the
 * heuristics' configurations first, the fallback list only when none of
 * them runs), then legacy and the fixed algorithms, which torch does not
 * have but which leave a problem that ran before the backend API running
 * (float64 transposed convolutions: the legacy heuristics offered no
 * backward-data algorithm on the H200, while cuDNN documents ALGO_0 and
 * ALGO_1 for double).  legacy: legacy, then the fixed algorithms. */
int conv_sources(enum conv_engines e, enum conv_source *out);
/* A source's name, for the trace and the errors. */
const char *conv_source_name(enum conv_source s);

/* The legacy algorithms tried by name, in order, for a forward (transposed
 * 0) or backward-data (1) convolution, as cuDNN's enum values into out[4];
 * their count.  Forward: IMPLICIT_GEMM (0), IMPLICIT_PRECOMP_GEMM (1), GEMM
 * (2); backward data: ALGO_0 (0), ALGO_1 (1), the two the cuDNN API
 * reference lists for CUDNN_DATA_DOUBLE with packed NCHW tensors. */
int conv_fixed_algos(int transposed, int *out);

/* An engine's numerical notes, as a bit set (the caller maps cuDNN's
 * cudnnBackendNumericalNote_t values into these). */
#define CONV_NOTE_TENSOR_CORE (1u << 0)
#define CONV_NOTE_DOWN_CONVERT_INPUTS (1u << 1)
#define CONV_NOTE_NONDETERMINISTIC (1u << 2)

/* 1 when torch drops an engine configuration with these notes
 * (Conv_v8.cpp filterEngineConfigs): nondeterministic ones when
 * deterministic; those that down-convert their inputs, always; tensor-core
 * ones for float32 when TF32 is not allowed (cudnn_fp32_precision ieee). */
int conv_config_dropped(unsigned notes, int float32, int allow_tf32, int deterministic);

/* The byte alignment torch declares for a tensor at `address`
 * (Conv_v8.cpp getAlignment): the largest power of two dividing it, at most
 * 32. */
int conv_byte_alignment(unsigned long long address);

/* 1 when a 4-D or 5-D tensor's strides are channels-last, torch's
 * is_channels_last_strides_2d / _3d (c10/core/MemoryFormat.h): dimensions
 * taken in the order C, then the spatial ones from the last, then N, each
 * stride at least the previous one's extent, ambiguous cases (C's stride 0,
 * N's stride equal to C's) not channels-last; 0 for other ranks. */
int conv_strides_channels_last(int nd, const long long *shape, const long long *strides);

/* torch's memory format for a convolution of input x and weight w
 * (ConvUtils.h cudnn_conv_suggest_memory_format), both nd-D (4 or 5, a 1-D
 * convolution already seen as 2-D): 1 channels-last when either is
 * channels-last, 0 contiguous; always 0 for float64. */
int conv_memory_channels_last(int float64, int nd, const long long *xshape,
			      const long long *xstrides, const long long *wshape,
			      const long long *wstrides);

/* Descriptors.h fixSizeOneDimStride: the stride of each size-1 dimension
 * rewritten to the extent of the dimensions inside it, in the order of the
 * memory format (channels_last: C innermost, then the spatial ones from the
 * last, then N; else from the last dimension to the first).  cuDNN reads no
 * element through such a stride, but its heuristics see it. */
void conv_unit_strides(int nd, const long long *shape, long long *strides, int channels_last);

/* The strides of a tensor of `shape` packed in the memory format into out
 * (channels_last: C innermost, then the spatial dimensions from the last,
 * then N; else row-major). */
void conv_packed_strides(int nd, const long long *shape, int channels_last, long long *out);

/* 1 when a tensor is packed in the memory format (size-1 dimensions aside):
 * what torch's cudnn_convolution leaves as it is; any other it copies
 * (Tensor::contiguous(memory_format), ConvShared.cpp) before cuDNN sees it. */
int conv_packed(int nd, const long long *shape, const long long *strides, int channels_last);

#endif
