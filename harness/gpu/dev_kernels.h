/* dev_kernels: kopt's own device kernels, CUDA C compiled at run time with
 * NVRTC for the device's architecture: the input generator kopt-counter/1
 * (the same integer algorithm as harness/problem/inputs.c, bit for bit: single
 * float roundings through __fmul_rn/__fadd_rn, never contracted), the
 * comparison of an output view against a reference, view copies, the
 * float64 differences of gate 3 tier 2 and the bias broadcast of addmm.
 * Kept as one string so its SHA-256 keys the compile cache. */
#ifndef KOPT_DEV_KERNELS_H
#define KOPT_DEV_KERNELS_H

#define KOPT_VIEW_DIMS 8

static const char DEV_KERNELS[] =
"typedef unsigned long long u64;\n"
"typedef long long i64;\n"
"struct kview { i64 shape[8]; i64 strides[8]; i64 offset; int ndim; };\n"
"__device__ u64 splitmix64(u64 z) {\n"
"  z += 0x9E3779B97F4A7C15ULL;\n"
"  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;\n"
"  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;\n"
"  return z ^ (z >> 31);\n"
"}\n"
/* dist: 0 randn 1 rand 2 uniform 3 randint 4 zeros 5 ones 6 const */
"__device__ float gen_f32(u64 key, int dist, float lo, float span, float value, u64 j) {\n"
"  u64 a = splitmix64(key + 2 * j);\n"
"  float u = __fmul_rn((float)(a >> 40), 5.9604644775390625e-08f);\n"
"  if (dist == 0) {\n"
"    u64 b = splitmix64(key + 2 * j + 1);\n"
"    long t = 0;\n"
"    for (int i = 0; i < 4; i++) t += (long)((a >> (16 * i)) & 0xFFFF) + (long)((b >> (16 * i)) & 0xFFFF);\n"
"    return __fmul_rn((float)(2 * t - 524280), 9.344062164018396e-06f);\n"
"  }\n"
"  if (dist == 1) return u;\n"
"  if (dist == 2) return __fadd_rn(lo, __fmul_rn(span, u));\n"
"  if (dist == 4) return 0.0f;\n"
"  if (dist == 5) return 1.0f;\n"
"  return value;\n"
"}\n"
"extern \"C\" __global__ void kopt_gen_f32(float *out, u64 n, u64 key, int dist, float lo, float span, float value) {\n"
"  for (u64 j = blockIdx.x * (u64)blockDim.x + threadIdx.x; j < n; j += (u64)gridDim.x * blockDim.x)\n"
"    out[j] = gen_f32(key, dist, lo, span, value, j);\n"
"}\n"
"extern \"C\" __global__ void kopt_gen_f64(double *out, u64 n, u64 key, int dist, float lo, float span, float value) {\n"
"  for (u64 j = blockIdx.x * (u64)blockDim.x + threadIdx.x; j < n; j += (u64)gridDim.x * blockDim.x)\n"
"    out[j] = (double)gen_f32(key, dist, lo, span, value, j);\n"
"}\n"
/* int32, int64, int8, uint8 and bool (elt: bytes per element).  A bool is
 * the 1-byte case: init_parse keeps its randint in [0, 2) and its const at
 * 0 or 1, so the low byte is the 0 or 1 torch reads. */
"extern \"C\" __global__ void kopt_gen_int(void *out, int elt, u64 n, u64 key, int dist, i64 lo, i64 span, float value) {\n"
"  for (u64 j = blockIdx.x * (u64)blockDim.x + threadIdx.x; j < n; j += (u64)gridDim.x * blockDim.x) {\n"
"    i64 v = dist == 3 ? lo + (i64)(splitmix64(key + 2 * j) % (u64)span) : (i64)gen_f32(key, dist, 0.f, 0.f, value, j);\n"
"    if (elt == 8) ((i64 *)out)[j] = v; else if (elt == 4) ((int *)out)[j] = (int)v;\n"
"    else ((unsigned char *)out)[j] = (unsigned char)v;\n"
"  }\n"
"}\n"
"__device__ i64 view_index(const kview &v, u64 i) {\n"
"  i64 off = v.offset;\n"
"  for (int d = v.ndim - 1; d >= 0; d--) { i64 s = v.shape[d]; off += (i64)(i % s) * v.strides[d]; i /= s; }\n"
"  return off;\n"
"}\n"
/* The reductions below keep their maxima and counts in each thread's
 * registers over its grid-stride loop, then combine a warp's with shuffles
 * and make one atomic per warp and statistic: an atomic per element on
 * one address serializes in L2, which on outputs of 10^9 elements
 * (KernelBench level 1) cost seconds a comparison.  Every lane of a
 * warp reaches the flush (no thread leaves the loop early; blocks are
 * 256 threads, gpu_launch1d).  Maxima of non-negative floats compare as
 * their bits; the results are the same as an atomic per element. */
"template <typename T> __device__ T warp_max(T v) {\n"
"  for (int o = 16; o; o >>= 1) { T w = __shfl_xor_sync(0xffffffffu, v, o); v = w > v ? w : v; }\n"
"  return v;\n"
"}\n"
"__device__ u64 warp_sum64(u64 v) {\n"
"  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);\n"
"  return v;\n"
"}\n"
"__device__ void flush_max32(u64 *stat, unsigned v) { v = warp_max<unsigned>(v); if ((threadIdx.x & 31) == 0 && v) atomicMax((unsigned *)stat, v); }\n"
"__device__ void flush_max64(u64 *stat, u64 v) { v = warp_max<u64>(v); if ((threadIdx.x & 31) == 0 && v) atomicMax(stat, v); }\n"
"__device__ void flush_add(u64 *stat, u64 v) { v = warp_sum64(v); if ((threadIdx.x & 31) == 0 && v) atomicAdd(stat, v); }\n"
/* stats: [0] max |a-b|/(1+|b|) as float bits, [1] max |a-b|, [2] max |a-b|/|b|,
 * [3] NaN in a, [4] Inf in a, [5] elements of a still equal to poison */
"extern \"C\" __global__ void kopt_compare_f32(const float *a, kview va, const float *b, kview vb, u64 n, unsigned poison, int check_poison, u64 *stats) {\n"
"  unsigned mt = 0, md = 0, mr = 0;\n"
"  u64 nans = 0, infs = 0, poisoned = 0;\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {\n"
"    float x = a[view_index(va, i)], y = b[view_index(vb, i)];\n"
"    if (check_poison && __float_as_uint(x) == poison) { poisoned++; continue; }\n"
"    if (isnan(x)) { nans++; continue; }\n"
"    if (isinf(x)) { infs++; if (x == y) continue; }\n"
"    if (isnan(y)) continue;\n"
"    float d = fabsf(x - y);\n"
"    float t = d / (1.0f + fabsf(y));\n"
"    float r = fabsf(y) > 0.f ? d / fabsf(y) : (d > 0.f ? __int_as_float(0x7f800000) : 0.f);\n"
"    if (isinf(x) || isinf(y)) { t = __int_as_float(0x7f800000); d = t; r = t; }\n"
"    mt = max(mt, __float_as_uint(t));\n"
"    md = max(md, __float_as_uint(d));\n"
"    mr = max(mr, __float_as_uint(r));\n"
"  }\n"
"  flush_max32(&stats[0], mt); flush_max32(&stats[1], md); flush_max32(&stats[2], mr);\n"
"  flush_add(&stats[3], nans); flush_add(&stats[4], infs); flush_add(&stats[5], poisoned);\n"
"}\n"
/* The same for int32, int64 and bool outputs: stats[0] (the tolerance an
 * allclose needs) is +Inf when any element differs, so an integer output
 * passes only if it is exact; [1] max |a-b| and [2] max |a-b|/|b| as float
 * bits; [5] elements still all 0xDE bytes (FORMAT.md's integer poison). */
"template <typename T> __device__ void cmp_int(const T *a, kview va, const T *b, kview vb, u64 n, T poison, int check_poison, u64 *stats) {\n"
"  unsigned mt = 0, md = 0, mr = 0;\n"
"  u64 poisoned = 0;\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {\n"
"    T x = a[view_index(va, i)], y = b[view_index(vb, i)];\n"
"    if (check_poison && x == poison) { poisoned++; continue; }\n"
"    if (x == y) continue;\n"
"    float d = (float)fabs((double)x - (double)y);\n"
"    float r = y != 0 ? (float)(fabs((double)x - (double)y) / fabs((double)y)) : __int_as_float(0x7f800000);\n"
"    mt = 0x7f800000u;\n"
"    md = max(md, __float_as_uint(d));\n"
"    mr = max(mr, __float_as_uint(r));\n"
"  }\n"
"  flush_max32(&stats[0], mt); flush_max32(&stats[1], md); flush_max32(&stats[2], mr);\n"
"  flush_add(&stats[5], poisoned);\n"
"}\n"
"extern \"C\" __global__ void kopt_compare_i32(const int *a, kview va, const int *b, kview vb, u64 n, unsigned poison, int check_poison, u64 *stats) {\n"
"  cmp_int<int>(a, va, b, vb, n, (int)0xDEDEDEDEu, check_poison, stats);\n"
"}\n"
"extern \"C\" __global__ void kopt_compare_i64(const i64 *a, kview va, const i64 *b, kview vb, u64 n, unsigned poison, int check_poison, u64 *stats) {\n"
"  cmp_int<i64>(a, va, b, vb, n, (i64)0xDEDEDEDEDEDEDEDEull, check_poison, stats);\n"
"}\n"
/* bool outputs (one byte, 0 or 1): exact, as the integers; poison 0xDE. */
"extern \"C\" __global__ void kopt_compare_u8(const unsigned char *a, kview va, const unsigned char *b, kview vb, u64 n, unsigned poison, int check_poison, u64 *stats) {\n"
"  cmp_int<unsigned char>(a, va, b, vb, n, (unsigned char)0xDEu, check_poison, stats);\n"
"}\n"
"extern \"C\" __global__ void kopt_copy_view_f32(float *dst, const float *src, kview v, u64 n) {\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)\n"
"    dst[i] = src[view_index(v, i)];\n"
"}\n"
"extern \"C\" __global__ void kopt_copy_view_u8(unsigned char *dst, const unsigned char *src, kview v, u64 n) {\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)\n"
"    dst[i] = src[view_index(v, i)];\n"
"}\n"
"extern \"C\" __global__ void kopt_copy_view_f64(double *dst, const double *src, kview v, u64 n) {\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x)\n"
"    dst[i] = src[view_index(v, i)];\n"
"}\n"
/* Gate 3 tier 2: stats[0] = max |a - r| (r NULL: max |a|) as float64 bits
 * (non-negative doubles order as their bits), stats[1] = elements where a or
 * r is NaN.  a and r are flat copies of the same shape. */
"extern \"C\" __global__ void kopt_maxdiff_f64(const float *a, const double *r, u64 n, u64 *stats) {\n"
"  u64 m = 0, nans = 0;\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {\n"
"    double x = (double)a[i], y = r ? r[i] : 0.0;\n"
"    if (isnan(x) || isnan(y)) { nans++; continue; }\n"
"    double d = fabs(x - y);\n"
"    if (isinf(x) || isinf(y)) d = __longlong_as_double(0x7ff0000000000000LL);\n"
"    u64 bits = (u64)__double_as_longlong(d);\n"
"    m = bits > m ? bits : m;\n"
"  }\n"
"  flush_max64(&stats[0], m); flush_add(&stats[1], nans);\n"
"}\n"
"extern \"C\" __global__ void kopt_bias_fill_f64(double *out, kview vo, const double *bias, kview vb, double beta, u64 n) {\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {\n"
"    u64 cols = (u64)vo.shape[vo.ndim - 1];\n"
"    u64 bi = vb.ndim == 1 ? i % cols : i;\n"
"    out[view_index(vo, i)] = beta * bias[view_index(vb, bi)];\n"
"  }\n"
"}\n"
/* The SM clock as the kernel sees it: cycles of clock64 over at least
 * spin_ns of %globaltimer, one thread.  out[0] cycles, out[1] ns. */
"extern \"C\" __global__ void kopt_sm_clock(u64 *out, u64 spin_ns) {\n"
"  u64 t0, t1, c0, c1;\n"
"  asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t0));\n"
"  c0 = clock64();\n"
"  do { asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t1)); } while (t1 - t0 < spin_ns);\n"
"  c1 = clock64();\n"
"  asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t1));\n"
"  out[0] = c1 - c0; out[1] = t1 - t0;\n"
"}\n"
/* Inputs unchanged: stats[0] += 32-bit words (then tail bytes) of a and b
 * that differ; n bytes, a and b from cuMemAlloc (aligned). */
"extern \"C\" __global__ void kopt_count_diff(const unsigned char *a, const unsigned char *b, u64 n, u64 *stats) {\n"
"  u64 words = n / 4, diff = 0;\n"
"  const unsigned *wa = (const unsigned *)a, *wb = (const unsigned *)b;\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < words; i += (u64)gridDim.x * blockDim.x)\n"
"    diff += wa[i] != wb[i];\n"
"  if (blockIdx.x == 0 && threadIdx.x < n % 4) diff += a[words * 4 + threadIdx.x] != b[words * 4 + threadIdx.x];\n"
"  flush_add(&stats[0], diff);\n"
"}\n"
/* The fast case of the bias copy: a contiguous output whose broadcast bias is
 * a contiguous block of `inner` elements repeated (a vector over rows, a
 * matrix over a batch): out[i] = bias[i % inner], 4 or 8 bytes per element. */
"template <typename T> __device__ void fill_tile(T *out, const T *bias, u64 inner, u64 n) {\n"
"  u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x, step = (u64)gridDim.x * blockDim.x;\n"
"  if (n < (1ULL << 32)) {\n"
"    unsigned in32 = (unsigned)inner;\n"
"    for (unsigned j = (unsigned)i; j < (unsigned)n; j += (unsigned)step) out[j] = bias[j % in32];\n"
"  } else {\n"
"    for (; i < n; i += step) out[i] = bias[i % inner];\n"
"  }\n"
"}\n"
"extern \"C\" __global__ void kopt_fill_tile_f32(float *out, const float *bias, u64 inner, u64 n) { fill_tile<float>(out, bias, inner, n); }\n"
"extern \"C\" __global__ void kopt_fill_tile_f64(double *out, const double *bias, u64 inner, u64 n) { fill_tile<double>(out, bias, inner, n); }\n"
/* out (an M x N view) = beta * bias broadcast over rows (bias view of N, or M x N) */
"extern \"C\" __global__ void kopt_bias_fill(float *out, kview vo, const float *bias, kview vb, float beta, u64 n) {\n"
"  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {\n"
"    u64 cols = (u64)vo.shape[vo.ndim - 1];\n"
"    u64 bi = vb.ndim == 1 ? i % cols : i;\n"
"    out[view_index(vo, i)] = beta * bias[view_index(vb, bi)];\n"
"  }\n"
"}\n";

#endif
