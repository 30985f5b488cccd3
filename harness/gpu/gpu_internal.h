/* gpu_internal: private to harness/gpu: not an interface.
 *
 * The GPU backend's one shared state (struct gpu, a problem's device side,
 * a loaded kernel) and the functions its files call across each other; the
 * backend's only interface is kopt_backend_open (recorder/backend_abi.h).
 * Nothing outside harness/gpu/gpu_*.c includes this, and nothing here is
 * exported from kopt_gpu.so (hidden visibility below).
 *
 * Every function declared here follows the backend's error rule: a negative
 * return (or NULL) with err set, and a driver error that poisons the context
 * recorded in g->broken (gpu_cu_fail); the CU macro applies it. */
#ifndef KOPT_GPU_INTERNAL_H
#define KOPT_GPU_INTERNAL_H

#include "recorder/backend_abi.h"
#include "harness/run/cuda_include.h"
#include "harness/problem/conv_engine.h"
#include "harness/problem/synth_group.h"
#include "harness/problem/problem.h"
#include "common/sha.h"
#include "harness/gpu/cuda_dl.h"
#include "harness/gpu/cupti_prof.h"
#include "harness/gpu/dev_kernels.h"
#include "harness/gpu/triton_client.h"

#include <stddef.h>

#define POISON_F32 0x7FC0DEADu	/* datasets/FORMAT.md */
#define FLUSH_BYTES (256u << 20)	/* do_bench's L2 flush buffer */
#define MAX_WRITTEN 16
#define GPU_HELPER_TIMEOUT_S 300	/* one Triton compile, at most */

struct kview {			/* layout shared with dev_kernels.h */
	long long shape[KOPT_VIEW_DIMS], strides[KOPT_VIEW_DIMS], offset;
	int ndim;
};

struct conv_plan;

struct gkern {
	char id[SHA_HEX_LEN + 1];
	/* What a compile is cached under: the candidate with the problem and
	 * step it was compiled for.  A candidate's id covers its source and
	 * launch, not the step's compile context (triton_meta: constants,
	 * divisibility), so one content compiled for two steps can be two
	 * kernels: kopt's GEMM form is compiled with HAS_BIAS 1 for an addmm
	 * and 0 for an mm of the same shape (found on the H200, where the mm
	 * reused the addmm's kernel and read its bias from the poisoned out). */
	char key[2 * SHA_HEX_LEN + 24];
	CUmodule mod;
	CUfunction fn;
	int triton;
	cJSON *params;		/* [{"name","type"}] of the compiled entry */
	cJSON *launch;
	long long gscratch, pscratch;
	int num_warps, shared, registers, spills;
	int vendor;		/* the k0 of a vendor step's Triton form: the vendor call */
	int unfused;		/* the k0 of a kernel group: its steps as they are */
	int target, span;	/* the target it was made for (below) and its steps */
	cJSON *reply;		/* the compile reply, answered again from cache */
};

/* A target is a step (index < nsteps) or a kernel group (--synthesize,
 * synth_group.h: index nsteps + its place in gprob.groups), made when a
 * request first names it with its steps. */
struct bgroup {
	struct synth_group g;
	struct gkern *k0;
};

struct gprob {
	char sha[SHA_HEX_LEN + 1];
	struct problem *p;
	CUdeviceptr *base;	/* per buffer: start of the front guard */
	size_t *bytes;		/* per buffer: storage bytes */
	struct gkern **k0;	/* per step: the baseline kernel, NULL for extern */
	struct conv_plan **conv;	/* per cuDNN step (convolution, pooling): its plan */
	/* Per vendor step, its Triton form (extern_form.h), made when a request
	 * first names the step as a target (C6). */
	struct pstep *forms;
	cJSON **forms_json;
	struct bgroup *groups;
	int ngroups;
	struct gprob *f64;	/* the float64 model, when the problem has one */
	struct r64 {		/* its flat outputs per seed, computed once */
		long long seed;
		CUdeviceptr *out;
	} r64[4];
	int nr64;
	int resident;		/* its buffers are on the device (gpu_buffers.c, parking) */
};

struct gpu {
	int inited;
	char init_error[1024];
	char broken[1024];	/* a fault that poisoned the context */
	struct cuda_api a;
	CUdevice dev;
	CUcontext ctx;
	CUstream stream;
	cublasHandle_t blas;
	CUmodule devmod;
	CUfunction gen_f32, gen_f64, gen_int, compare, copy_view, bias_fill;
	CUfunction compare_i32, compare_i64, compare_u8, copy_view_u8;
	CUfunction copy_view_f64, maxdiff_f64, bias_fill_f64, sm_clock, count_diff;
	CUfunction fill_tile_f32, fill_tile_f64;
	struct cudnn_api dnn;	/* opened on the first convolution or pooling */
	cudnnHandle_t dnn_handle;
	int dnn_state;		/* 0 not tried, 1 open, -1 failed (dnn_error says why) */
	char dnn_error[512];
	struct cublaslt_api lt;	/* opened on the first bias-epilogue addmm */
	cublasLtHandle_t lt_handle;
	int lt_state;		/* as dnn_state */
	char lt_error[512];
	CUdeviceptr lt_ws;
	double copy_gbps;	/* measured device-to-device copy bandwidth, 0 until then */
	int clock_khz;		/* the SMs' rated clock (CU_DEVICE_ATTRIBUTE_CLOCK_RATE) */
	CUdeviceptr flush, stats;
	int cc_major, cc_minor, sms, smem_optin;
	/* -I options for NVRTC: the headers of the toolkit NVRTC came from
	 * (cuda_include.h); their CUDA version goes into describe(), the
	 * paths into no recorded request. */
	char *inc_opt[CUDA_INCLUDE_MAX];
	size_t ninc;
	char headers_version[32];
	struct gprob **probs;
	size_t nprobs;
	struct gprob *cur;	/* the problem the last request used (the resident one) */
	struct gkern **kerns;
	size_t nkerns;
	struct triton_client tc;
	int tc_started;		/* the helpers were started (answer's first request) */
	struct gpu_ahead *ahead;	/* compile ahead (gpu_ahead.c), or NULL */
	int ahead_failed;	/* no compile thread could be started */
	/* Scratch device memory for snapshots, references and output copies,
	 * reused across checks: a cuMemAlloc and cuMemFree of a 128 MB buffer
	 * per seed cost more than the checks themselves. */
	struct pool_block {
		CUdeviceptr p;
		size_t bytes;
		int busy;
	} *pool;
	size_t npool;
	/* Triton's global and profile scratch (the two trailing pointers of a
	 * Triton launch), kept across launches and grown when a launch needs
	 * more: launches on the one stream never overlap.  A cuMemAlloc,
	 * stream synchronize and cuMemFree around every launch sat inside the
	 * timed region and made a 20 us kernel time 7 us slower (HT-matmul,
	 * datasets/tutorials/README.md). */
	CUdeviceptr tscratch[2];
	size_t tscratch_bytes[2];
	struct cupti_prof *prof;	/* opened for prof_metrics on first use */
	char *prof_metrics[16];
	int nprof;
	char prof_error[1024];
};

/* One checking macro for the driver API: records the call and jumps to the
 * function's `fail` label. */
#define CU(call)                                                               \
	do {                                                                   \
		CUresult r_ = (call);                                          \
		if (r_ != CUDA_SUCCESS) {                                      \
			gpu_cu_fail(g, r_, #call, __FILE__, __LINE__, err);    \
			goto fail;                                             \
		}                                                              \
	} while (0)

/* A row-major GEMM C = A @ B as cuBLAS (column-major) sees it: C^T = B^T
 * A^T, so cuBLAS's first operand is B.  Each operand needs one unit stride.
 * float32 (the model) or float64 (the float64 model of gate 3 tier 2), all
 * three alike. */
struct gemm_plan {
	enum dtype dt;
	long long M, N, K, lda, ldb, ldc;
	cublasOperation_t opa, opb;	/* of B^T and A^T, cuBLAS's A and B */
	CUdeviceptr da, db, dc;		/* of A, B and C, row-major names */
};

#pragma GCC visibility push(hidden)

/* gpu_backend.c: tracing, the error rule, request fields. */

/* 1 when KOPT_GPU_TRACE=1 asks for each phase's time on stderr. */
int gpu_trace(void);
/* Milliseconds on the monotonic clock, for gpu_trace's phases. */
double gpu_mono_ms(void);
/* Set err to call's driver error (with file and line, where the call is); a
 * sticky error (a fault) also marks the context broken.  Returns -1. */
int gpu_cu_fail(struct gpu *g, CUresult r, const char *call, const char *file, int line,
		struct kerr *err);
/* The string member k of o, or NULL. */
const char *gpu_jstr(const cJSON *o, const char *k);

/* gpu_buffers.c: device buffers, guards, inputs, the scratch pool. */

/* Where buffer b's data starts (after its front guard band). */
CUdeviceptr gpu_data_of(const struct gprob *gp, int b);
/* The problem stored under sha, for a request that uses it: its buffers
 * allocated, and every other problem's device memory given back (parked,
 * gpu_buffers.c); NULL with err. */
struct gprob *gpu_find_prob(struct gpu *g, const char *sha,
			    const struct kopt_blob_access *blobs, struct kerr *err);
/* The same problem for a hint (prefetch): its host state only; nothing is
 * allocated or parked. */
struct gprob *gpu_peek_prob(struct gpu *g, const char *sha,
			    const struct kopt_blob_access *blobs, struct kerr *err);
/* gp's float64 model (gate 3 tier 2), its buffers allocated on first use:
 * `kopt exec` and the timings never need them (a KernelBench input of
 * 17 GB has a float64 twin of 34 GB); NULL where the problem has none, or
 * with err where they cannot be allocated. */
struct gprob *gpu_f64_of(struct gpu *g, struct gprob *gp, struct kerr *err);
/* Fill gp's inputs and params for seed (as from's, for a float64 model),
 * poison the rest and refill the guard bands; synchronizes. */
int gpu_prepare_from(struct gpu *g, struct gprob *gp, const struct problem *from,
		     long long seed, struct kerr *err);
/* gpu_prepare_from for gp's own tensors. */
int gpu_prepare(struct gpu *g, struct gprob *gp, long long seed, struct kerr *err);
/* Bytes of buffer b's two guard bands that changed, or -1 with err. */
long long gpu_guard_damage(struct gpu *g, struct gprob *gp, int b, struct kerr *err);
/* n bytes of device scratch into *out, from the pool; give it back with
 * gpu_pool_put. */
int gpu_pool_get(struct gpu *g, size_t n, CUdeviceptr *out, struct kerr *err);
/* Give scratch back (0 is ignored; memory not from the pool is freed). */
void gpu_pool_put(struct gpu *g, CUdeviceptr p);
/* Before a profile of gp: give back its float64 model (gate 3's, with the
 * float64 outputs kept per seed) and the pool's free scratch, since CUPTI's
 * kernel replay saves and restores all the context's device memory (top of
 * gpu_buffers.c); the bytes given back.  A later check makes them again. */
size_t gpu_profile_trim(struct gpu *g, struct gprob *gp);
/* A pool copy of buffer b's whole storage into *out; synchronizes. */
int gpu_clone_buf(struct gpu *g, struct gprob *gp, int b, CUdeviceptr *out,
		  struct kerr *err);

/* gpu_launch.c: running steps and kopt's own kernels on the stream. */

/* v in the layout kopt's device kernels take (a 0-D view as one element). */
void gpu_view_to_k(const struct pview *v, struct kview *k);
/* Launch one of kopt's device kernels over n elements, 256 threads a block. */
int gpu_launch1d(struct gpu *g, CUfunction f, unsigned long long n, void **args,
		 struct kerr *err);
/* Run steps from to to - 1, a step's substitute from subs (by first step;
 * NULL: all baselines); asynchronous. */
int gpu_run_range(struct gpu *g, struct gprob *gp, int from, int to,
		  struct gkern **subs, struct kerr *err);
/* One launch of k as target s (st: the target's step): the vendor call, a
 * group's steps, or the kernel. */
int gpu_launch_as(struct gpu *g, struct gprob *gp, int s, const struct pstep *st,
		  struct gkern *k, struct kerr *err);
/* Wait for the whole device and report any error it left. */
int gpu_sync_check(struct gpu *g, struct kerr *err);

/* gpu_load.c: targets, baselines, compiled candidates. */

/* Compile CUDA C src with NVRTC for this device into *cubin (malloc'ed) and
 * its log into *log when log is not NULL. */
int gpu_nvrtc_compile(struct gpu *g, const char *src, const char *what, char **cubin,
		      size_t *size, char **log, struct kerr *err);
/* The first step of target t. */
int gpu_first_of(const struct gprob *gp, int t);
/* How many steps target t covers. */
int gpu_span_of(const struct gprob *gp, int t);
/* Target s's step as a search target sees it (a vendor step's Triton form, a
 * group's form); NULL with err when it has none. */
const struct pstep *gpu_target_step(struct gprob *gp, int s, struct kerr *err);
/* The baseline kernel of target s, loaded on first use and kept. */
struct gkern *gpu_load_k0(struct gpu *g, struct gprob *gp, int s, struct kerr *err);
/* The target a request names (its step, or a group with its steps); -1 with err. */
int gpu_request_target(struct gprob *gp, const cJSON *req, struct kerr *err);
/* Candidate id compiled and loaded for target s, cached; NULL with err, and
 * *compile_error set when the candidate, not the backend, is at fault. */
struct gkern *gpu_get_kern(struct gpu *g, struct gprob *gp, int s, const char *id,
			   const struct kopt_blob_access *blobs, int *compile_error,
			   struct kerr *err);
/* A hint (prefetch) that candidate id of target s will be asked: a Triton
 * candidate not loaded yet is queued for a compile thread (gpu_ahead.c).
 * Fails silently: the compile asked later reports what went wrong. */
void gpu_prefetch_kern(struct gpu *g, struct gprob *gp, int s, const char *id,
		       const struct kopt_blob_access *blobs);

/* gpu_ahead.c: the compile threads.  Their number: KOPT_GPU_COMPILE_THREADS,
 * default min(online CPUs - 1, 8); 0 turns compile ahead off. */
struct gpu_ahead;
int gpu_ahead_threads(void);
/* Start the compile threads, each starting its helper at once, unless they
 * run or could not be started; the number running (0: none). */
int gpu_ahead_start(struct gpu *g);
/* Queue the Triton helper request rq (copied) for a compile thread, the
 * threads started on first use; ignored when held already or no room. */
void gpu_ahead_put(struct gpu *g, const cJSON *rq);
/* 1 when rq was compiled ahead (waiting for it while a thread compiles it):
 * *hr the helper's reply (caller owns) and *rc triton_call's return, its
 * message in err; 0 when it was not (compile it as usual). */
int gpu_ahead_take(struct gpu *g, const cJSON *rq, cJSON **hr, int *rc, struct kerr *err);
/* Stop the threads (each ends its compile) and free what they hold. */
void gpu_ahead_destroy(struct gpu_ahead *a);

/* A model request's substitutes into out, by first step (groups: the
 * request's kernel groups); *compile_error as gpu_get_kern's. */
int gpu_subs_from(struct gpu *g, struct gprob *gp, const cJSON *subs, const cJSON *groups,
		  const struct kopt_blob_access *blobs, struct gkern **out,
		  int *compile_error, struct kerr *err);

/* gpu_vendor.c and gpu_dnn.c: vendor steps. */

/* The shapes, operations and leading dimensions of q for C = A @ B, row-major
 * (batched: 3-D views); no addresses. */
int gpu_gemm_layout(enum dtype dt, const struct pview *A, const struct pview *B,
		    const struct pview *C, int batched, struct gemm_plan *q,
		    struct kerr *err);
/* q's GEMM through cuBLAS: C = alpha * A @ B + beta * C, row-major; with
 * batch > 0, that many strided by sa, sb and sc elements. */
int gpu_gemm_exec(struct gpu *g, const struct gemm_plan *q, double alpha, double beta,
		  long long batch, long long sa, long long sb, long long sc,
		  struct kerr *err);
/* Run vendor step st (cuBLAS, cuBLASLt or cuDNN) on the stream. */
int gpu_run_extern(struct gpu *g, struct gprob *gp, const struct pstep *st,
		   struct kerr *err);
/* Free a cuDNN plan and its device memory. */
void gpu_conv_plan_release(struct gpu *g, struct conv_plan *c);
/* Convolution step st through cuDNN, its plan made on first run. */
int gpu_run_conv(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err);

/* gpu_dnn_v8.c: a convolution's engine chosen as torch chooses it, through
 * cuDNN's backend API (harness/problem/conv_engine.h). */
struct conv_v8;
/* A convolution step as torch hands it to cuDNN: nd-D (4 or 5, a 1-D
 * convolution seen as 2-D), each operand's shape [0] and strides [1], the
 * geometry of its nd - 2 spatial dimensions, the memory format
 * (conv_memory_channels_last) and the step's device addresses. */
struct conv_v8_args {
	int float64, transposed, tf32, channels_last, nd;
	long long x[2][5], w[2][5], y[2][5];
	int pad[3], stride[3], dil[3];
	void *px, *pw, *py;
};
/* The first engine configuration of source src (CONV_SRC_HEUR_INSTANT or
 * CONV_SRC_HEUR_FALLBACK) that torch's filter keeps and that runs: 0 with
 * *out (the step's out written by that run), or 1 with *out NULL and what
 * was tried appended to tried[tried_n]. */
int gpu_conv_v8_plan(struct gpu *g, const struct conv_v8_args *a, enum conv_source src,
		     struct conv_v8 **out, char *tried, size_t tried_n);
/* Run plan v on the step's addresses; -1 with err naming step. */
int gpu_conv_v8_run(struct gpu *g, struct conv_v8 *v, void *px, void *pw, void *py,
		    const char *step, struct kerr *err);
/* The chosen engine, for the trace: source, place, tag, workspace, alignments. */
void gpu_conv_v8_describe(const struct conv_v8 *v, char *buf, size_t n);
/* Free v, its descriptors and workspace; NULL does nothing. */
void gpu_conv_v8_release(struct gpu *g, struct conv_v8 *v);
/* Append printf-style text to tried[n], the sources a plan went through. */
void gpu_conv_tried_add(char *tried, size_t n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* avg_pool3d step st through cuDNN, its plan made on first run. */
int gpu_run_pool(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err);
/* sdpa step st (cuBLAS GEMMs, cuDNN softmax), its plan made on first run. */
int gpu_run_sdpa(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err);

/* gpu_check.c, gpu_timing.c, gpu_profile.c: the requests. */

/* The views step st writes (out_ptr*, in_out_ptr*: *inout 1), at most max;
 * their count or -1 with err. */
int gpu_written(const struct gprob *gp, const struct pstep *st, struct pview *v,
		int *inout, int max, struct kerr *err);
/* Copy each model output into new contiguous pool memory, out[o]. */
int gpu_copy_outputs(struct gpu *g, struct gprob *gp, CUdeviceptr *out,
		     struct kerr *err);
/* gpu_dump.c: kopt exec's outputs (out: gpu_copy_outputs') into files in dir,
 * or through CUDA IPC where dir holds handover.h's description; then
 * dir/index.json. */
int gpu_write_outputs(struct gpu *g, struct gprob *gp, const CUdeviceptr *out,
		      const char *dir, struct kerr *err);
/* A check request for candidate cand of target s: its measures into reply. */
int gpu_check_subkernel(struct gpu *g, struct gprob *gp, int s, struct gkern *cand,
			const cJSON *seeds, cJSON *reply, struct kerr *err);
/* A check request for the model with substitutes: its measures into reply. */
int gpu_check_model(struct gpu *g, struct gprob *gp, const cJSON *subs,
		    const cJSON *groups, const cJSON *seeds,
		    const struct kopt_blob_access *blobs, cJSON *reply, struct kerr *err);
/* Pool copies of target s's in-place buffers, appended at *n (restore
 * dst[i] from snap[i], bytes[i] long; the caller gives snap[] back). */
int gpu_snapshot_inplace(struct gpu *g, struct gprob *gp, int s, CUdeviceptr *dst,
			 CUdeviceptr *snap, size_t *bytes, int *n, struct kerr *err);
/* A time request: its samples into reply; *ce as gpu_get_kern's. */
int gpu_time_request(struct gpu *g, struct gprob *gp, const cJSON *req,
		     const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
		     struct kerr *err);
/* A profile request for target s: its metrics into reply; *ce as
 * gpu_get_kern's. */
int gpu_profile_request(struct gpu *g, struct gprob *gp, int s, const cJSON *req,
			const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
			struct kerr *err);

#pragma GCC visibility pop

#endif
