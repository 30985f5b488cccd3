/* gpu_backend: the live GPU backend, a kopt plug-in (backend_abi.h) that
 * answers compile, check, time and profile on an NVIDIA GPU.
 *
 * It runs a problem's step list as Inductor's call function does: buffers
 * allocated with guard bands, inputs and params from generator
 * kopt-counter/1 (seeded per buffer), outputs and intermediates poisoned,
 * vendor calls through cuBLAS, generated kernels from their cubins with
 * Triton's launch rules (CUDA_FROM_C.md: 32 x num_warps threads, dynamic
 * shared memory, two trailing scratch pointers).  A candidate is compiled by
 * the Triton helper (triton) or NVRTC (cuda).  Replies carry raw measures:
 * error figures per output, every timing sample.  A compile error, a launch
 * failure or a fault is an "error" reply, never a crash.  A fault leaves the
 * CUDA context unusable: the backend then reports itself unhealthy, and the
 * isolating worker (harness/run/worker.c) that `--backend gpu` runs it in ends,
 * so the next request gets a fresh process and context. */
#include "recorder/backend_abi.h"
#include "harness/run/cuda_include.h"
#include "harness/problem/extern_form.h"
#include "harness/problem/synth_group.h"
#include "harness/problem/inputs.h"
#include "harness/problem/problem.h"
#include "common/canon.h"
#include "common/sha.h"
#include "harness/gpu/cuda_dl.h"
#include "harness/gpu/cupti_prof.h"
#include "harness/gpu/dev_kernels.h"
#include "harness/gpu/triton_client.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <openssl/evp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* KOPT_GPU_TRACE=1: the phases of each compile and profile on stderr, for
 * finding where time goes (tests/bench/gpus.sh). */
static int gpu_trace(void)
{
	const char *t = getenv("KOPT_GPU_TRACE");
	return t && *t == '1';
}

static double mono_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

#define GUARD_BYTES 256		/* guard band before and after every buffer */
#define GUARD_BYTE 0xA5
#define POISON_F32 0x7FC0DEADu	/* datasets/FORMAT.md */
#define FLUSH_BYTES (256u << 20)	/* do_bench's L2 flush buffer */
#define MAX_SAMPLES 10000
#define HELPER_TIMEOUT_S 300

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
	CUfunction compare_i32, compare_i64;
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
	struct gkern **kerns;
	size_t nkerns;
	struct triton_client tc;
	/* Scratch device memory for snapshots, references and output copies,
	 * reused across checks: a cuMemAlloc and cuMemFree of a 128 MB buffer
	 * per seed cost more than the checks themselves. */
	struct pool_block {
		CUdeviceptr p;
		size_t bytes;
		int busy;
	} *pool;
	size_t npool;
	struct cupti_prof *prof;	/* opened for prof_metrics on first use */
	char *prof_metrics[16];
	int nprof;
	char prof_error[1024];
};

static int sticky(CUresult r)
{
	return r == CUDA_ERROR_ILLEGAL_ADDRESS || r == CUDA_ERROR_LAUNCH_FAILED ||
	       r == CUDA_ERROR_MISALIGNED_ADDRESS || r == CUDA_ERROR_ILLEGAL_INSTRUCTION ||
	       r == CUDA_ERROR_INVALID_PC || r == CUDA_ERROR_HARDWARE_STACK_ERROR ||
	       r == CUDA_ERROR_ASSERT || r == CUDA_ERROR_LAUNCH_TIMEOUT ||
	       r == CUDA_ERROR_ILLEGAL_STATE;
}

static int cu_fail(struct gpu *g, CUresult r, const char *call, int line,
		   struct kerr *err)
{
	const char *name = "?", *msg = "?";
	g->a.cuGetErrorName(r, &name);
	g->a.cuGetErrorString(r, &msg);
	kerr_set(err, "%s: %s (%s) [gpu_backend.c:%d]", call, name, msg, line);
	if (sticky(r))
		snprintf(g->broken, sizeof g->broken, "%.1000s", err->msg);
	return -1;
}

/* One checking macro for the driver API: records the call and jumps to the
 * function's `fail` label. */
#define CU(call)                                                               \
	do {                                                                   \
		CUresult r_ = (call);                                          \
		if (r_ != CUDA_SUCCESS) {                                      \
			cu_fail(g, r_, #call, __LINE__, err);                  \
			goto fail;                                             \
		}                                                              \
	} while (0)

static int nvrtc_compile(struct gpu *g, const char *src, const char *what,
			 char **cubin, size_t *size, char **log, struct kerr *err)
{
	*cubin = NULL;
	if (log)
		*log = NULL;
	nvrtcProgram prog;
	nvrtcResult r = g->a.nvrtcCreateProgram(&prog, src, what, 0, NULL, NULL);
	if (r != NVRTC_SUCCESS)
		return kerr_set(err, "nvrtcCreateProgram: %s", g->a.nvrtcGetErrorString(r));
	char arch[64];
	snprintf(arch, sizeof arch, "--gpu-architecture=sm_%d%d", g->cc_major, g->cc_minor);
	const char *opts[3 + CUDA_INCLUDE_MAX] = { arch, "-lineinfo", "-std=c++17" };
	for (size_t i = 0; i < g->ninc; i++)
		opts[3 + i] = g->inc_opt[i];
	r = g->a.nvrtcCompileProgram(prog, 3 + (int)g->ninc, opts);
	size_t ls = 0;
	g->a.nvrtcGetProgramLogSize(prog, &ls);
	char *l = malloc(ls + 1);
	l[0] = '\0';
	if (ls)
		g->a.nvrtcGetProgramLog(prog, l);
	if (r != NVRTC_SUCCESS) {
		kerr_set(err, "NVRTC: %s\n%.3000s", g->a.nvrtcGetErrorString(r), l);
		free(l);
		g->a.nvrtcDestroyProgram(&prog);
		return -1;
	}
	g->a.nvrtcGetCUBINSize(prog, size);
	*cubin = malloc(*size);
	g->a.nvrtcGetCUBIN(prog, *cubin);
	g->a.nvrtcDestroyProgram(&prog);
	if (log)
		*log = l;
	else
		free(l);
	return 0;
}

static int gpu_init(struct gpu *g, struct kerr *err)
{
	if (g->inited)
		return g->init_error[0] ? kerr_set(err, "%s", g->init_error) : 0;
	g->inited = 1;
	char *cubin = NULL;
	size_t size;
	if (cuda_dl_open(&g->a, err))
		goto bad;
	{
		char *dirs[CUDA_INCLUDE_MAX];
		g->ninc = cuda_include_dirs_of((const void *)g->a.nvrtcCompileProgram, dirs);
		snprintf(g->headers_version, sizeof g->headers_version, "none found");
		if (g->ninc)
			cuda_headers_version(dirs[0], g->headers_version,
					     sizeof g->headers_version);
		for (size_t i = 0; i < g->ninc; i++) {
			size_t len = strlen(dirs[i]) + 3;
			g->inc_opt[i] = malloc(len);
			snprintf(g->inc_opt[i], len, "-I%s", dirs[i]);
		}
		cuda_include_free(dirs, g->ninc);
	}
	CU(g->a.cuInit(0));
	CU(g->a.cuDeviceGet(&g->dev, 0));
	CU(g->a.cuDevicePrimaryCtxRetain(&g->ctx, g->dev));
	CU(g->a.cuCtxSetCurrent(g->ctx));
	CU(g->a.cuDeviceGetAttribute(&g->cc_major,
				     CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, g->dev));
	CU(g->a.cuDeviceGetAttribute(&g->cc_minor,
				     CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, g->dev));
	CU(g->a.cuDeviceGetAttribute(&g->sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
				     g->dev));
	CU(g->a.cuDeviceGetAttribute(&g->smem_optin,
				     CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, g->dev));
	/* The Triton helper compiles for this target without a CUDA context of
	 * its own (triton_helper.py, given_target); it is started after this. */
	char target[64];
	snprintf(target, sizeof target, "cuda:%d%d:32:%d", g->cc_major, g->cc_minor,
		 g->smem_optin);
	setenv("KOPT_TRITON_TARGET", target, 1);
	CU(g->a.cuStreamCreate(&g->stream, CU_STREAM_NON_BLOCKING));
	if (g->a.cublasCreate(&g->blas) != CUBLAS_STATUS_SUCCESS) {
		kerr_set(err, "cublasCreate failed");
		goto bad;
	}
	g->a.cublasSetStream(g->blas, g->stream);
	if (nvrtc_compile(g, DEV_KERNELS, "kopt_dev.cu", &cubin, &size, NULL, err))
		goto bad;
	CU(g->a.cuModuleLoadData(&g->devmod, cubin));
	CU(g->a.cuModuleGetFunction(&g->gen_f32, g->devmod, "kopt_gen_f32"));
	CU(g->a.cuModuleGetFunction(&g->gen_f64, g->devmod, "kopt_gen_f64"));
	CU(g->a.cuModuleGetFunction(&g->gen_int, g->devmod, "kopt_gen_int"));
	CU(g->a.cuModuleGetFunction(&g->compare, g->devmod, "kopt_compare_f32"));
	CU(g->a.cuModuleGetFunction(&g->compare_i32, g->devmod, "kopt_compare_i32"));
	CU(g->a.cuModuleGetFunction(&g->compare_i64, g->devmod, "kopt_compare_i64"));
	CU(g->a.cuModuleGetFunction(&g->copy_view, g->devmod, "kopt_copy_view_f32"));
	CU(g->a.cuModuleGetFunction(&g->bias_fill, g->devmod, "kopt_bias_fill"));
	CU(g->a.cuModuleGetFunction(&g->copy_view_f64, g->devmod, "kopt_copy_view_f64"));
	CU(g->a.cuModuleGetFunction(&g->maxdiff_f64, g->devmod, "kopt_maxdiff_f64"));
	CU(g->a.cuModuleGetFunction(&g->bias_fill_f64, g->devmod, "kopt_bias_fill_f64"));
	CU(g->a.cuModuleGetFunction(&g->fill_tile_f32, g->devmod, "kopt_fill_tile_f32"));
	CU(g->a.cuModuleGetFunction(&g->fill_tile_f64, g->devmod, "kopt_fill_tile_f64"));
	CU(g->a.cuModuleGetFunction(&g->sm_clock, g->devmod, "kopt_sm_clock"));
	CU(g->a.cuModuleGetFunction(&g->count_diff, g->devmod, "kopt_count_diff"));
	if (g->a.cuDeviceGetAttribute(&g->clock_khz, CU_DEVICE_ATTRIBUTE_CLOCK_RATE,
				      g->dev) != CUDA_SUCCESS)
		g->clock_khz = 0;
	CU(g->a.cuMemAlloc(&g->flush, FLUSH_BYTES));
	CU(g->a.cuMemAlloc(&g->stats, 8 * sizeof(unsigned long long)));
	free(cubin);
	return 0;
fail:
bad:
	free(cubin);
	snprintf(g->init_error, sizeof g->init_error, "GPU backend unavailable: %.900s", err->msg);
	return kerr_set(err, "%s", g->init_error);
}

static void view_to_k(const struct pview *v, struct kview *k)
{
	memset(k, 0, sizeof *k);
	k->ndim = v->ndim;
	for (int d = 0; d < v->ndim; d++) {
		k->shape[d] = v->shape[d];
		k->strides[d] = v->strides[d];
	}
	k->offset = v->offset;
	if (v->ndim == 0) {
		k->ndim = 1;
		k->shape[0] = 1;
		k->strides[0] = 1;
	}
}

static CUdeviceptr data_of(const struct gprob *gp, int b)
{
	return gp->base[b] + GUARD_BYTES;
}

static int launch1d(struct gpu *g, CUfunction f, unsigned long long n, void **args,
		    struct kerr *err)
{
	unsigned blocks = (unsigned)((n + 255) / 256);
	if (blocks > (unsigned)g->sms * 32)
		blocks = (unsigned)g->sms * 32;
	if (blocks == 0)
		blocks = 1;
	CU(g->a.cuLaunchKernel(f, blocks, 1, 1, 256, 1, 1, 0, g->stream, args, NULL));
	return 0;
fail:
	return -1;
}

static void conv_plan_free(struct gpu *g, struct conv_plan *c);

static void gprob_release(struct gpu *g, struct gprob *gp)
{
	for (int b = 0; b < gp->p->nbufs; b++)
		if (gp->base[b])
			g->a.cuMemFree(gp->base[b]);
	free(gp->base);
	free(gp->bytes);
	free(gp->k0);
	for (int s = 0; s < gp->p->nsteps; s++)
		if (gp->conv[s])
			conv_plan_free(g, gp->conv[s]);
	free(gp->conv);
	for (int s = 0; s < gp->p->nsteps; s++)
		cJSON_Delete(gp->forms_json[s]);
	free(gp->forms);
	free(gp->forms_json);
	for (int i = 0; i < gp->ngroups; i++)
		synth_form_free(&gp->groups[i].g);
	free(gp->groups);
	free(gp);
}

/* Device buffers (with guard bands) for p's buffers; p stays the caller's. */
static struct gprob *gprob_alloc(struct gpu *g, struct problem *p, struct kerr *err)
{
	struct gprob *gp = calloc(1, sizeof *gp);
	gp->p = p;
	gp->base = calloc((size_t)p->nbufs, sizeof *gp->base);
	gp->bytes = calloc((size_t)p->nbufs, sizeof *gp->bytes);
	gp->k0 = calloc((size_t)p->nsteps, sizeof *gp->k0);
	gp->conv = calloc((size_t)p->nsteps, sizeof *gp->conv);
	gp->forms = calloc((size_t)p->nsteps, sizeof *gp->forms);
	gp->forms_json = calloc((size_t)p->nsteps, sizeof *gp->forms_json);
	for (int b = 0; b < p->nbufs; b++) {
		gp->bytes[b] = p->bufs[b].storage * dtype_size(p->bufs[b].dtype);
		CU(g->a.cuMemAlloc(&gp->base[b], gp->bytes[b] + 2 * GUARD_BYTES));
	}
	return gp;
fail:
	gprob_release(g, gp);
	return NULL;
}

static struct gprob *find_prob(struct gpu *g, const char *sha,
			       const struct kopt_blob_access *blobs, struct kerr *err)
{
	for (size_t i = 0; i < g->nprobs; i++)
		if (!strcmp(g->probs[i]->sha, sha))
			return g->probs[i];
	size_t len;
	char *text = blobs->get(blobs->ctx, sha, &len);
	if (!text) {
		kerr_set(err, "problem %.16s is not in the run file", sha);
		return NULL;
	}
	struct problem *p;
	int rc = problem_from_json(text, "problem", &p, err);
	free(text);
	if (rc)
		return NULL;
	if (p->nbufs == 0) {
		kerr_set(err, "problem %s declares no buffers: the GPU executor needs "
			 "buffers, outputs and step arguments (datasets/FORMAT.md)", p->id);
		problem_free(p);
		return NULL;
	}
	struct gprob *gp = gprob_alloc(g, p, err);
	if (!gp) {
		problem_free(p);
		return NULL;
	}
	snprintf(gp->sha, sizeof gp->sha, "%s", sha);
	if (p->f64 && !(gp->f64 = gprob_alloc(g, p->f64, err))) {
		kerr_wrap(err, "the float64 model of %s", p->id);
		gprob_release(g, gp);
		problem_free(p);
		return NULL;
	}
	g->probs = realloc(g->probs, (g->nprobs + 1) * sizeof *g->probs);
	g->probs[g->nprobs++] = gp;
	return gp;
}

/* Generate inputs and params for seed, poison everything else, refill guards.
 * With from (the float32 problem whose float64 model gp is), each input and
 * param is generated under the name and distribution of the float32 tensor it
 * is widened from: kopt_gen_f64 writes the float32 value widened, so the
 * float64 model sees exactly the float32 model's inputs. */
static int prepare_from(struct gpu *g, struct gprob *gp, const struct problem *from,
			long long seed, struct kerr *err)
{
	const struct problem *p = gp->p;
	for (int b = 0; b < p->nbufs; b++) {
		const struct pbuf *pb = &p->bufs[b];
		const struct pbuf *src = pb;
		if (from && from->f64_from[b] >= 0)
			src = &from->bufs[from->f64_from[b]];
		CUdeviceptr d = data_of(gp, b);
		unsigned long long n = pb->storage;
		CU(g->a.cuMemsetD8(gp->base[b], GUARD_BYTE, GUARD_BYTES));
		CU(g->a.cuMemsetD8(d + gp->bytes[b], GUARD_BYTE, GUARD_BYTES));
		if (pb->role != ROLE_INPUT && pb->role != ROLE_PARAM) {
			if (pb->dtype == DT_F32)
				CU(g->a.cuMemsetD32(d, POISON_F32, n));
			else
				CU(g->a.cuMemsetD8(d, 0xDE, gp->bytes[b]));
			continue;
		}
		unsigned long long key = inputs_key(seed, src->name);
		int dist = (int)src->init.dist;
		float lo = (float)src->init.lo, value = (float)src->init.value;
		volatile float span = (float)src->init.hi - lo;
		float fspan = span;
		if (pb->dtype == DT_F32 || pb->dtype == DT_F64) {
			void *args[] = { &d, &n, &key, &dist, &lo, &fspan, &value };
			if (launch1d(g, pb->dtype == DT_F32 ? g->gen_f32 : g->gen_f64, n, args,
				     err))
				return -1;
		} else if (pb->dtype == DT_I32 || pb->dtype == DT_I64 || pb->dtype == DT_I8 ||
			   pb->dtype == DT_U8) {
			int elt = (int)dtype_size(pb->dtype);
			long long ilo = (long long)src->init.lo;
			long long ispan = (long long)(src->init.hi - src->init.lo);
			void *args[] = { &d, &elt, &n, &key, &dist, &ilo, &ispan, &value };
			if (launch1d(g, g->gen_int, n, args, err))
				return -1;
		} else {
			return kerr_set(err, "buffer %s: dtype %s is not generated", pb->name,
					dtype_name(pb->dtype));
		}
	}
	/* The memsets above run on the legacy stream, which a non-blocking
	 * stream does not wait for: finish everything before any launch. */
	CU(g->a.cuCtxSynchronize());
	return 0;
fail:
	return -1;
}

static int prepare(struct gpu *g, struct gprob *gp, long long seed, struct kerr *err)
{
	return prepare_from(g, gp, NULL, seed, err);
}

static const cJSON *step_arg(const struct pstep *st, const char *name)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const cJSON *n = cJSON_GetObjectItemCaseSensitive(a, "name");
		if (cJSON_IsString(n) && !strcmp(n->valuestring, name))
			return a;
	}
	return NULL;
}

static long long arg_value(const struct pstep *st, const char *name, long long def)
{
	const cJSON *a = step_arg(st, name);
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(a, "value");
	return cJSON_IsNumber(v) ? (long long)v->valuedouble : def;
}

static long long constexpr_of(const cJSON *launch, const char *name, long long def)
{
	const cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(cx, name);
	return cJSON_IsNumber(v) ? (long long)v->valuedouble : def;
}

/* Grid of a Triton launch from grid_type, numels and constexprs
 * (FORMAT.md); the recorded grid when the type is unknown. */
static void grid_of(const struct pstep *st, const cJSON *launch, unsigned grid[3])
{
	const cJSON *gj = cJSON_GetObjectItemCaseSensitive(launch, "grid");
	if (!gj)
		gj = cJSON_GetObjectItemCaseSensitive(st->launch, "grid");
	for (int i = 0; i < 3; i++) {
		const cJSON *e = cJSON_GetArrayItem(gj, i);
		grid[i] = cJSON_IsNumber(e) ? (unsigned)e->valuedouble : 1;
	}
	const cJSON *gt = cJSON_GetObjectItemCaseSensitive(st->launch, "grid_type");
	if (!cJSON_IsString(gt))
		return;
	if (!strcmp(gt->valuestring, EXTERN_FORM_GRID)) {
		/* x: the output tiles; y: the batch, the form's own. */
		long long m = arg_value(st, "M", 1), n = arg_value(st, "N", 1);
		long long bm = constexpr_of(launch, "BLOCK_M", 1);
		long long bn = constexpr_of(launch, "BLOCK_N", 1);
		bm = bm < 1 ? 1 : bm;
		bn = bn < 1 ? 1 : bn;
		const cJSON *y = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(st->launch,
										     "grid"), 1);
		grid[0] = (unsigned)(((m + bm - 1) / bm) * ((n + bn - 1) / bn));
		grid[1] = cJSON_IsNumber(y) ? (unsigned)y->valuedouble : 1;
		grid[2] = 1;
		return;
	}
	static const char *axes[3][2] = { { "xnumel", "XBLOCK" }, { "ynumel", "YBLOCK" },
					  { "znumel", "ZBLOCK" } };
	int overflow = !strcmp(gt->valuestring, "Grid2DWithYZOverflow");
	int dims = !strcmp(gt->valuestring, "Grid1D") ? 1 : !strcmp(gt->valuestring, "Grid2D")
		   ? 2 : !strcmp(gt->valuestring, "Grid3D") ? 3 : overflow ? 2 : 0;
	long long g[3] = { grid[0], grid[1], grid[2] };
	for (int d = 0; d < dims; d++) {
		long long n = arg_value(st, axes[d][0], 1);
		long long blk = constexpr_of(launch, axes[d][1], 1);
		g[d] = (n + blk - 1) / blk;
	}
	if (overflow)		/* y blocks over y and z, FORMAT.md */
		grid_spread_y(g[1], &g[1], &g[2]);
	for (int d = 0; d < 3; d++)
		grid[d] = (unsigned)g[d];
}

/* The first step of target t and how many steps it covers. */
static int first_of(const struct gprob *gp, int t)
{
	return t < gp->p->nsteps ? t : gp->groups[t - gp->p->nsteps].g.first;
}

static int span_of(const struct gprob *gp, int t)
{
	return t < gp->p->nsteps ? 1 : gp->groups[t - gp->p->nsteps].g.n;
}

/* The target of kernel group `name` with `steps` (a request's), made on
 * first use; -1 with err if they are not a group of the problem. */
static int group_target(struct gprob *gp, const char *name, const cJSON *steps,
			struct kerr *err)
{
	for (int i = 0; i < gp->ngroups; i++)
		if (!strcmp(gp->groups[i].g.name, name)) {
			const cJSON *had = cJSON_GetObjectItemCaseSensitive(gp->groups[i].g.json,
									    "steps");
			if (!cJSON_Compare(had, steps, 1))
				return kerr_set(err, "group %s named with other steps", name);
			return gp->p->nsteps + i;
		}
	struct synth_group g;
	if (synth_form_of_request(gp->p, name, steps, &g, err))
		return -1;
	gp->groups = realloc(gp->groups, (size_t)(gp->ngroups + 1) * sizeof *gp->groups);
	gp->groups[gp->ngroups].g = g;
	gp->groups[gp->ngroups].k0 = NULL;
	/* A form names itself by its group's name array: moved, re-pointed. */
	gp->ngroups++;
	for (int i = 0; i < gp->ngroups; i++)
		gp->groups[i].g.form.name = gp->groups[i].g.name;
	return gp->p->nsteps + gp->ngroups - 1;
}

/* Step s as a search target: a generated kernel as it is, a vendor step as
 * its Triton form (C6, extern_form.h), a kernel group as its form, or NULL
 * with err if it has none. */
static const struct pstep *target_step(struct gprob *gp, int s, struct kerr *err)
{
	if (s >= gp->p->nsteps)
		return &gp->groups[s - gp->p->nsteps].g.form;
	const struct pstep *st = &gp->p->steps[s];
	if (st->is_kernel || gp->forms_json[s])
		return st->is_kernel ? st : &gp->forms[s];
	char why[400] = "";
	int r = extern_form(gp->p, st, &gp->forms[s], &gp->forms_json[s], why, sizeof why, err);
	if (r == 0)
		kerr_set(err, "%s", why);
	return r == 1 ? &gp->forms[s] : NULL;
}

static int kern_launch(struct gpu *g, struct gprob *gp, const struct pstep *st,
		       struct gkern *k, struct kerr *err)
{
	void *argv[64];
	union {
		CUdeviceptr ptr;
		int i32;
		long long i64;
		float f32;
		double f64;
	} store[64];
	int n = 0;
	unsigned grid[3], block[3] = { 32u * (unsigned)k->num_warps, 1, 1 };
	CUdeviceptr scratch[2] = { 0, 0 };
	const cJSON *params = k->params;
	for (const cJSON *pj = params ? params->child : NULL; pj; pj = pj->next) {
		if (n >= 60)
			return kerr_set(err, "%s: more than 60 parameters", st->name);
		const char *name = json_get_string(pj, "name", st->name, err);
		if (!name)
			return kerr_wrap(err, "a parameter of the compiled entry");
		const cJSON *a = step_arg(st, name);
		if (!a)
			return kerr_set(err, "%s: parameter %s of the compiled entry has no "
					"argument in the step", st->name, name);
		const cJSON *view = cJSON_GetObjectItemCaseSensitive(a, "view");
		if (view) {
			struct pview v;
			if (view_parse(gp->p, view, name, &v, err))
				return -1;
			store[n].ptr = data_of(gp, v.buf) +
				       (CUdeviceptr)(v.offset * (long long)dtype_size(
							      gp->p->bufs[v.buf].dtype));
		} else {
			const cJSON *t = cJSON_GetObjectItemCaseSensitive(pj, "type");
			const char *ty = cJSON_IsString(t) ? t->valuestring : "i32";
			double val;
			if (json_get_number(a, "value", &val, st->name, err))
				return kerr_wrap(err, "argument %s", name);
			if (!strcmp(ty, "i64"))
				store[n].i64 = (long long)val;
			else if (!strcmp(ty, "fp32"))
				store[n].f32 = (float)val;
			else if (!strcmp(ty, "fp64"))
				store[n].f64 = val;
			else
				store[n].i32 = (int)val;
		}
		argv[n] = &store[n];
		n++;
	}
	grid_of(st, k->launch, grid);
	if (k->triton) {
		/* Two trailing scratch pointers; NULL when the size is 0
		 * (CUDA_FROM_C.md). */
		long long progs = (long long)grid[0] * grid[1] * grid[2];
		long long sizes[2] = { k->gscratch, k->pscratch };
		for (int i = 0; i < 2; i++) {
			if (sizes[i] > 0)
				CU(g->a.cuMemAlloc(&scratch[i], (size_t)(progs * sizes[i])));
			store[n].ptr = scratch[i];
			argv[n] = &store[n];
			n++;
		}
	} else {
		const cJSON *bj = cJSON_GetObjectItemCaseSensitive(k->launch, "block");
		for (int i = 0; bj && i < 3; i++) {
			const cJSON *e = cJSON_GetArrayItem(bj, i);
			block[i] = cJSON_IsNumber(e) ? (unsigned)e->valuedouble : 1;
		}
	}
	CU(g->a.cuLaunchKernel(k->fn, grid[0], grid[1], grid[2], block[0], block[1], block[2],
			       (unsigned)k->shared, g->stream, argv, NULL));
	for (int i = 0; i < 2; i++)
		if (scratch[i]) {
			CU(g->a.cuStreamSynchronize(g->stream));
			g->a.cuMemFree(scratch[i]);
		}
	return 0;
fail:
	for (int i = 0; i < 2; i++)
		if (scratch[i])
			g->a.cuMemFree(scratch[i]);
	return -1;
}

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

/* The shapes, operations and leading dimensions of q (no addresses). */
static int gemm_layout(enum dtype dt, const struct pview *A, const struct pview *B,
		       const struct pview *C, int batched, struct gemm_plan *q,
		       struct kerr *err)
{
	int o = batched ? 1 : 0;
	if (A->ndim != 2 + o || B->ndim != 2 + o || C->ndim != 2 + o)
		return kerr_set(err, "gemm: expected %dD operands", 2 + o);
	long long M = A->shape[o], K = A->shape[o + 1], N = B->shape[o + 1];
	if (B->shape[o] != K || C->shape[o] != M || C->shape[o + 1] != N)
		return kerr_set(err, "gemm: shapes do not agree");
	if (C->strides[o + 1] != 1 && N > 1)
		return kerr_set(err, "gemm: the output must be row-major");
	q->dt = dt;
	q->M = M, q->N = N, q->K = K;
	q->ldc = C->strides[o] > N ? C->strides[o] : N;
	if (B->strides[o + 1] == 1 || N == 1) {
		q->opa = CUBLAS_OP_N;
		q->lda = B->strides[o] > N ? B->strides[o] : N;
	} else if (B->strides[o] == 1) {
		q->opa = CUBLAS_OP_T;
		q->lda = B->strides[o + 1] > K ? B->strides[o + 1] : K;
	} else
		return kerr_set(err, "gemm: operand b has no unit stride");
	if (A->strides[o + 1] == 1 || K == 1) {
		q->opb = CUBLAS_OP_N;
		q->ldb = A->strides[o] > K ? A->strides[o] : K;
	} else if (A->strides[o] == 1) {
		q->opb = CUBLAS_OP_T;
		q->ldb = A->strides[o + 1] > M ? A->strides[o + 1] : M;
	} else
		return kerr_set(err, "gemm: operand a has no unit stride");
	return 0;
}

static int gemm_plan(struct gprob *gp, const struct pview *A, const struct pview *B,
		     const struct pview *C, int batched, struct gemm_plan *q,
		     struct kerr *err)
{
	enum dtype dt = gp->p->bufs[C->buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[A->buf].dtype != dt ||
	    gp->p->bufs[B->buf].dtype != dt)
		return kerr_set(err, "gemm: only float32 or float64 operands, all alike, "
				"are run");
	if (gemm_layout(dt, A, B, C, batched, q, err))
		return -1;
	size_t es = dtype_size(dt);
	q->da = data_of(gp, A->buf) + (CUdeviceptr)(A->offset * (long long)es);
	q->db = data_of(gp, B->buf) + (CUdeviceptr)(B->offset * (long long)es);
	q->dc = data_of(gp, C->buf) + (CUdeviceptr)(C->offset * (long long)es);
	return 0;
}

/* q's GEMM through cuBLAS: C = alpha * A @ B + beta * C, row-major; with
 * batch > 0, that many strided by sa, sb and sc elements. */
static int gemm_exec(struct gpu *g, const struct gemm_plan *q, double alpha, double beta,
		     long long batch, long long sa, long long sb, long long sc,
		     struct kerr *err)
{
	int N = (int)q->N, M = (int)q->M, K = (int)q->K;
	cublasStatus_t s;
	if (q->dt == DT_F32) {
		float fa = (float)alpha, fb = (float)beta;
		float *pa = (float *)(uintptr_t)q->da, *pb = (float *)(uintptr_t)q->db,
		      *pc = (float *)(uintptr_t)q->dc;
		if (batch)
			s = g->a.cublasSgemmStridedBatched(
				g->blas, q->opa, q->opb, N, M, K, &fa, pb, (int)q->lda, sb, pa,
				(int)q->ldb, sa, &fb, pc, (int)q->ldc, sc, (int)batch);
		else
			s = g->a.cublasSgemm(g->blas, q->opa, q->opb, N, M, K, &fa, pb,
					     (int)q->lda, pa, (int)q->ldb, &fb, pc, (int)q->ldc);
	} else {
		double *pa = (double *)(uintptr_t)q->da, *pb = (double *)(uintptr_t)q->db,
		       *pc = (double *)(uintptr_t)q->dc;
		if (batch)
			s = g->a.cublasDgemmStridedBatched(
				g->blas, q->opa, q->opb, N, M, K, &alpha, pb, (int)q->lda, sb, pa,
				(int)q->ldb, sa, &beta, pc, (int)q->ldc, sc, (int)batch);
		else
			s = g->a.cublasDgemm(g->blas, q->opa, q->opb, N, M, K, &alpha, pb,
					     (int)q->lda, pa, (int)q->ldb, &beta, pc, (int)q->ldc);
	}
	if (s != CUBLAS_STATUS_SUCCESS)
		return kerr_set(err, "cuBLAS %cgemm failed with status %d",
				q->dt == DT_F32 ? 's' : 'd', (int)s);
	return 0;
}

/* Row-major GEMM C = alpha * A @ B + beta * C through cuBLAS. */
static int gemm(struct gpu *g, struct gprob *gp, const struct pview *A,
		const struct pview *B, const struct pview *C, double alpha, double beta,
		int batched, struct kerr *err)
{
	struct gemm_plan q;
	if (gemm_plan(gp, A, B, C, batched, &q, err))
		return -1;
	return gemm_exec(g, &q, alpha, beta, batched ? A->shape[0] : 0, A->strides[0],
			 B->strides[0], C->strides[0], err);
}

/* The workspace kopt gives cuBLASLt's heuristics and matmul.  [HARNESS]
 * torch sizes its own from CUBLASLT_WORKSPACE_SIZE or its cuBLAS workspace
 * setting; the heuristics may pick another algorithm for another size,
 * which import validation (the time against torch.compile's) would show. */
#define KOPT_LT_WORKSPACE (32u << 20)

static int lt_open(struct gpu *g, struct kerr *err)
{
	if (g->lt_state == 0) {
		struct kerr e2 = { "" };
		if (cublaslt_dl_open(&g->lt, &e2) ||
		    g->lt.cublasLtCreate(&g->lt_handle) != CUBLAS_STATUS_SUCCESS ||
		    g->a.cuMemAlloc(&g->lt_ws, KOPT_LT_WORKSPACE) != CUDA_SUCCESS) {
			snprintf(g->lt_error, sizeof g->lt_error, "%s",
				 e2.msg[0] ? e2.msg : "cublasLtCreate or its workspace failed");
			g->lt_state = -1;
		} else {
			g->lt_state = 1;
		}
	}
	return g->lt_state < 0 ? kerr_set(err, "%s", g->lt_error) : 0;
}

/* Row-major C = alpha * A @ B + bias (a vector of N, broadcast over rows)
 * through cuBLASLt's bias epilogue: the path ATen's addmm takes for a 1-D
 * bias (its useLtInterface condition, which Inductor's bias_addmm meets
 * too), so the model runs the kernels torch ran. */
static int gemm_lt_bias(struct gpu *g, struct gprob *gp, const struct pview *A,
			const struct pview *B, const struct pview *C, CUdeviceptr bias,
			double alpha, struct kerr *err)
{
	struct gemm_plan q;
	if (gemm_plan(gp, A, B, C, 0, &q, err) || lt_open(g, err))
		return -1;
	int f64 = q.dt == DT_F64;
	cudaDataType_t ty = f64 ? CUDA_R_64F : CUDA_R_32F;
	cublasLtMatmulDesc_t op = NULL;
	cublasLtMatrixLayout_t la = NULL, lb = NULL, lc = NULL;
	cublasLtMatmulPreference_t pref = NULL;
	cublasLtMatmulHeuristicResult_t heur;
	cublasLtEpilogue_t epi = CUBLASLT_EPILOGUE_BIAS;
	void *pbias = (void *)(uintptr_t)bias;
	uint64_t ws = KOPT_LT_WORKSPACE;
	int nheur = 0, rc = -1;
	cublasStatus_t s;
	const char *what;
	float fa = (float)alpha, fz = 0;
	double dz = 0;
#define LT(call)                                                               \
	do {                                                                   \
		what = #call;                                                  \
		if ((s = (call)) != CUBLAS_STATUS_SUCCESS)                     \
			goto lt_fail;                                          \
	} while (0)
	/* cuBLAS's view: D (N x M) = op(B^T) (N x K) op(A^T) (K x M) + bias[N]. */
	LT(g->lt.cublasLtMatmulDescCreate(&op, f64 ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F,
					  ty));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &q.opa,
						sizeof q.opa));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &q.opb,
						sizeof q.opb));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi,
						sizeof epi));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &pbias,
						sizeof pbias));
	LT(g->lt.cublasLtMatrixLayoutCreate(&la, ty, q.opa == CUBLAS_OP_N ? q.N : q.K,
					    q.opa == CUBLAS_OP_N ? q.K : q.N, q.lda));
	LT(g->lt.cublasLtMatrixLayoutCreate(&lb, ty, q.opb == CUBLAS_OP_N ? q.K : q.M,
					    q.opb == CUBLAS_OP_N ? q.M : q.K, q.ldb));
	LT(g->lt.cublasLtMatrixLayoutCreate(&lc, ty, q.N, q.M, q.ldc));
	LT(g->lt.cublasLtMatmulPreferenceCreate(&pref));
	LT(g->lt.cublasLtMatmulPreferenceSetAttribute(
		pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws));
	LT(g->lt.cublasLtMatmulAlgoGetHeuristic(g->lt_handle, op, la, lb, lc, lc, pref, 1, &heur,
						&nheur));
	if (nheur < 1) {
		kerr_set(err, "cuBLASLt has no algorithm for this bias-epilogue matmul "
			 "(%lld x %lld x %lld)", q.M, q.N, q.K);
		goto out;
	}
	LT(g->lt.cublasLtMatmul(g->lt_handle, op, f64 ? (void *)&alpha : (void *)&fa,
				(void *)(uintptr_t)q.db, la, (void *)(uintptr_t)q.da, lb,
				f64 ? (void *)&dz : (void *)&fz, (void *)(uintptr_t)q.dc, lc,
				(void *)(uintptr_t)q.dc, lc, &heur.algo,
				(void *)(uintptr_t)g->lt_ws, KOPT_LT_WORKSPACE,
				(cudaStream_t)g->stream));
#undef LT
	rc = 0;
	goto out;
lt_fail:
	kerr_set(err, "%s: %s", what, g->lt.cublasLtGetStatusString(s));
out:
	if (pref)
		g->lt.cublasLtMatmulPreferenceDestroy(pref);
	if (lc)
		g->lt.cublasLtMatrixLayoutDestroy(lc);
	if (lb)
		g->lt.cublasLtMatrixLayoutDestroy(lb);
	if (la)
		g->lt.cublasLtMatrixLayoutDestroy(la);
	if (op)
		g->lt.cublasLtMatmulDescDestroy(op);
	return rc;
}

static int pool_get(struct gpu *g, size_t n, CUdeviceptr *out, struct kerr *err);
static void pool_put(struct gpu *g, CUdeviceptr p);

/* Integer list argument key of a convolution step, n values into v. */
static int conv_ints(const cJSON *args, const char *key, int n, int *v, struct kerr *err)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(args, key);
	if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n)
		return kerr_set(err, "convolution: %s: expected %d integers", key, n);
	int i = 0;
	for (const cJSON *e = a->child; e; e = e->next)
		v[i++] = (int)e->valuedouble;
	return 0;
}

#define DNN(call)                                                              \
	do {                                                                   \
		cudnnStatus_t st_ = (call);                                    \
		if (st_ != CUDNN_STATUS_SUCCESS) {                             \
			kerr_set(err, "%s: %s", #call,                         \
				 g->dnn.cudnnGetErrorString(st_));              \
			goto dnn_fail;                                         \
		}                                                              \
	} while (0)

/* A view as a cuDNN tensor of at least 4 dimensions: a 1-D convolution's
 * [N, C, L] becomes [N, C, 1, L]. */
static void dnn_dims(const struct pview *v, int nd, int *dims, int *strides)
{
	int k = 0;
	for (int d = 0; d < v->ndim; d++) {
		if (nd > v->ndim && d == 2) {
			dims[k] = 1;
			strides[k] = (int)(v->strides[2] * v->shape[2]);
			k++;
		}
		dims[k] = (int)v->shape[d];
		strides[k] = (int)v->strides[d];
		k++;
	}
}

/* The plan of a convolution step, for cuDNN's forward convolution:
 * cross-correlation as torch's, the math mode of the manifest's
 * torch.cudnn_fp32_precision (tf32: CUDNN_DEFAULT_MATH, which lets cuDNN use
 * TF32 tensor cores for float32, as torch does by default; ieee:
 * CUDNN_FMA_MATH), the algorithm cuDNN's heuristics rank first among those
 * whose workspace fits in 1 GiB, and that workspace. */
struct conv_plan {
	enum dtype dt;
	int nd;
	cudnnTensorDescriptor_t x, y, b;	/* b: NULL without a bias */
	cudnnFilterDescriptor_t w;
	cudnnConvolutionDescriptor_t c;
	cudnnConvolutionFwdAlgo_t algo;
	size_t ws_bytes;
	CUdeviceptr ws;
	cudnnPoolingDescriptor_t pool;	/* an avg_pool3d step's plan: x, y and this */
	struct sdpa_plan *sdpa;		/* an sdpa step's plan: x, y, b and this */
};

/* An sdpa step's plan (FORMAT.md): scores [B, H, L, S] = scale * q @ k^T by
 * cuBLAS, + bias and causal mask by cuDNN's cudnnAddTensor, probabilities =
 * cuDNN's softmax over S (c->x, c->y: [B * H * L, S, 1, 1]), out = probs @ v
 * by cuBLAS.  The GEMMs run `loops` times (one per batch index when the
 * batch and head strides of some operand do not fold into one batch
 * dimension), each a strided batch of `batch` matrices. */
struct sdpa_plan {
	struct gemm_plan qk, pv;	/* layouts; addresses set per loop */
	long long loops, batch;
	long long q_loop, k_loop, v_loop, o_loop, s_loop;	/* element strides */
	long long q_bat, k_bat, v_bat, o_bat, s_bat;
	double scale;
	cudnnTensorDescriptor_t s4, m;	/* scores [B, H, L, S]; mask [1, 1, L, S] */
	CUdeviceptr scores, probs, mask;	/* mask: 0 / -inf, when causal */
};

/* cuDNN, opened and given the stream on a problem's first convolution or
 * pooling step; a machine without it gets the step's error, once per call. */
static int dnn_ready(struct gpu *g, const struct pstep *st, struct kerr *err)
{
	if (g->dnn_state == 0) {
		struct kerr e2 = { "" };
		if (cudnn_dl_open(&g->dnn, &e2) ||
		    g->dnn.cudnnCreate(&g->dnn_handle) != CUDNN_STATUS_SUCCESS ||
		    g->dnn.cudnnSetStream(g->dnn_handle, (cudaStream_t)g->stream) !=
			    CUDNN_STATUS_SUCCESS) {
			snprintf(g->dnn_error, sizeof g->dnn_error, "%s",
				 e2.msg[0] ? e2.msg : "cudnnCreate failed");
			g->dnn_state = -1;
		} else {
			g->dnn_state = 1;
		}
	}
	if (g->dnn_state < 0)
		return kerr_set(err, "%s: %s", st->name, g->dnn_error);
	return 0;
}

static int conv_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview x, w, y, b;
	int has_bias = 0;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "x"), "x", &x, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "weight"), "weight", &w,
		       err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &y, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *bj = cJSON_GetObjectItemCaseSensitive(args, "bias");
	if (bj && !cJSON_IsNull(bj)) {
		if (view_parse(gp->p, bj, "bias", &b, err))
			return kerr_wrap(err, "%s", st->name);
		has_bias = 1;
	}
	if (dnn_ready(g, st, err))
		return -1;
	int sp = x.ndim - 2;
	if (sp < 1 || sp > 3 || w.ndim != x.ndim || y.ndim != x.ndim)
		return kerr_set(err, "%s: convolution of %d-D input, weight and output of %d "
				"and %d dimensions", st->name, x.ndim, w.ndim, y.ndim);
	enum dtype dt = gp->p->bufs[x.buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[w.buf].dtype != dt ||
	    gp->p->bufs[y.buf].dtype != dt || (has_bias && gp->p->bufs[b.buf].dtype != dt))
		return kerr_set(err, "%s: only float32 or float64 convolutions, all operands "
				"alike", st->name);
	/* cuDNN filters have no strides: the weight must be packed NCHW, or
	 * packed channels-last (NHWC), as Inductor's layout optimization may
	 * leave it. */
	cudnnTensorFormat_t wfmt = CUDNN_TENSOR_NCHW;
	long long expect = 1;
	for (int d = w.ndim - 1; d >= 0; d--) {
		if (w.shape[d] != 1 && w.strides[d] != expect)
			wfmt = CUDNN_TENSOR_NHWC;
		expect *= w.shape[d];
	}
	if (wfmt == CUDNN_TENSOR_NHWC) {
		expect = 1;	/* channels innermost, then the last spatial dim outward */
		int order[5], k = 0;
		order[k++] = 1;
		for (int d = w.ndim - 1; d >= 2; d--)
			order[k++] = d;
		order[k++] = 0;
		for (int i = 0; i < k; i++) {
			int d = order[i];
			if (w.shape[d] != 1 && w.strides[d] != expect)
				return kerr_set(err, "%s: the weight is neither packed NCHW nor "
						"packed channels-last", st->name);
			expect *= w.shape[d];
		}
	}
	int pad[3], stride[3], dil[3], groups = 1;
	if (conv_ints(args, "padding", sp, pad, err) || conv_ints(args, "stride", sp, stride, err) ||
	    conv_ints(args, "dilation", sp, dil, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *gj = cJSON_GetObjectItemCaseSensitive(args, "groups");
	if (cJSON_IsNumber(gj))
		groups = (int)gj->valuedouble;
	int nd = sp == 1 ? 4 : x.ndim;
	int ns = nd - 2;
	int cpad[3], cstride[3], cdil[3];
	for (int i = 0, k = 0; i < ns; i++) {
		int one = sp == 1 && i == 0;
		cpad[i] = one ? 0 : pad[k];
		cstride[i] = one ? 1 : stride[k];
		cdil[i] = one ? 1 : dil[k];
		if (!one)
			k++;
	}
	int xd[5], xs[5], wd[5], wsd[5], yd[5], ys[5];
	dnn_dims(&x, nd, xd, xs);
	dnn_dims(&w, nd, wd, wsd);
	dnn_dims(&y, nd, yd, ys);
	cudnnDataType_t ddt = dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	const cJSON *tj = cJSON_GetObjectItemCaseSensitive(gp->p->json, "torch");
	const cJSON *pj = cJSON_GetObjectItemCaseSensitive(tj, "cudnn_fp32_precision");
	int tf32 = !(cJSON_IsString(pj) && !strcmp(pj->valuestring, "ieee"));
	struct conv_plan *c = calloc(1, sizeof *c);
	int rc = -1;
	c->dt = dt;
	c->nd = nd;
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->x));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->y));
	DNN(g->dnn.cudnnCreateFilterDescriptor(&c->w));
	DNN(g->dnn.cudnnCreateConvolutionDescriptor(&c->c));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->x, ddt, nd, xd, xs));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->y, ddt, nd, yd, ys));
	DNN(g->dnn.cudnnSetFilterNdDescriptor(c->w, ddt, wfmt, nd, wd));
	DNN(g->dnn.cudnnSetConvolutionNdDescriptor(c->c, ns, cpad, cstride, cdil,
						   CUDNN_CROSS_CORRELATION, ddt));
	DNN(g->dnn.cudnnSetConvolutionGroupCount(c->c, groups));
	DNN(g->dnn.cudnnSetConvolutionMathType(c->c, dt == DT_F32 && !tf32 ? CUDNN_FMA_MATH
									    : CUDNN_DEFAULT_MATH));
	cudnnConvolutionFwdAlgoPerf_t perf[16];
	int got = 0, pick = -1;
	DNN(g->dnn.cudnnGetConvolutionForwardAlgorithm_v7(g->dnn_handle, c->x, c->w, c->c,
							  c->y, 16, &got, perf));
	for (int i = 0; i < got && pick < 0; i++)
		if (perf[i].status == CUDNN_STATUS_SUCCESS && perf[i].memory <= (1u << 30))
			pick = i;
	if (pick < 0) {
		kerr_set(err, "%s: cuDNN offers no forward algorithm for this convolution",
			 st->name);
		goto dnn_fail;
	}
	c->algo = perf[pick].algo;
	c->ws_bytes = perf[pick].memory;
	if (c->ws_bytes && g->a.cuMemAlloc(&c->ws, c->ws_bytes) != CUDA_SUCCESS) {
		kerr_set(err, "%s: cannot allocate cuDNN's workspace of %zu bytes", st->name,
			 c->ws_bytes);
		goto dnn_fail;
	}
	if (has_bias) {
		/* bias [C] broadcast over [N, C, spatial...]. */
		int bd[5] = { 1, (int)b.shape[0], 1, 1, 1 }, bs[5];
		for (int i = 0; i < nd; i++)
			bs[i] = 1;
		bs[0] = bd[1];
		bs[1] = (int)b.strides[0];
		DNN(g->dnn.cudnnCreateTensorDescriptor(&c->b));
		DNN(g->dnn.cudnnSetTensorNdDescriptor(c->b, ddt, nd, bd, bs));
	}
	*out = c;
	return 0;
dnn_fail:
	kerr_wrap(err, "%s", st->name);
	conv_plan_free(g, c);
	return rc;
}

static void conv_plan_free(struct gpu *g, struct conv_plan *c)
{
	if (c->b)
		g->dnn.cudnnDestroyTensorDescriptor(c->b);
	if (c->x)
		g->dnn.cudnnDestroyTensorDescriptor(c->x);
	if (c->y)
		g->dnn.cudnnDestroyTensorDescriptor(c->y);
	if (c->w)
		g->dnn.cudnnDestroyFilterDescriptor(c->w);
	if (c->c)
		g->dnn.cudnnDestroyConvolutionDescriptor(c->c);
	if (c->pool)
		g->dnn.cudnnDestroyPoolingDescriptor(c->pool);
	if (c->sdpa) {
		if (c->sdpa->s4)
			g->dnn.cudnnDestroyTensorDescriptor(c->sdpa->s4);
		if (c->sdpa->m)
			g->dnn.cudnnDestroyTensorDescriptor(c->sdpa->m);
		CUdeviceptr bufs[3] = { c->sdpa->scores, c->sdpa->probs, c->sdpa->mask };
		for (int i = 0; i < 3; i++)
			if (bufs[i])
				g->a.cuMemFree(bufs[i]);
		free(c->sdpa);
	}
	if (c->ws)
		g->a.cuMemFree(c->ws);
	free(c);
}

/* The device address where the step's view `key` starts. */
static int dnn_arg(const struct gprob *gp, const struct pstep *st, const char *key, void **p,
		   struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview v;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, key), key, &v, err))
		return kerr_wrap(err, "%s", st->name);
	size_t es = dtype_size(gp->p->bufs[v.buf].dtype);
	*p = (void *)(uintptr_t)(data_of(gp, v.buf) + (CUdeviceptr)(v.offset * (long long)es));
	return 0;
}

/* cuDNN's alpha and beta scalars: float for float32 data, double for float64. */
static const float F_ONE = 1, F_ZERO = 0;
static const double D_ONE = 1, D_ZERO = 0;
#define DNN_ONE(dt) ((dt) == DT_F32 ? (const void *)&F_ONE : (const void *)&D_ONE)
#define DNN_ZERO(dt) ((dt) == DT_F32 ? (const void *)&F_ZERO : (const void *)&D_ZERO)

/* out = conv(x, weight) (+ bias), with the step's plan (made on its first
 * run, kept with the problem: descriptors and the heuristics' choice cost CPU
 * time that, repeated per call, would leave the GPU idle between kernels
 * and inflate the model's time, as torch's cached plans do not). */
static int run_conv(struct gpu *g, struct gprob *gp, const struct pstep *st,
		    struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && conv_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	void *px, *pw, *py, *pb = NULL;
	if (dnn_arg(gp, st, "x", &px, err) || dnn_arg(gp, st, "weight", &pw, err) ||
	    dnn_arg(gp, st, "out", &py, err) || (c->b && dnn_arg(gp, st, "bias", &pb, err)))
		return -1;
	cudnnStatus_t r = g->dnn.cudnnConvolutionForward(g->dnn_handle, DNN_ONE(c->dt), c->x,
							 px, c->w, pw, c->c, c->algo,
							 (void *)(uintptr_t)c->ws, c->ws_bytes,
							 DNN_ZERO(c->dt), c->y, py);
	if (r == CUDNN_STATUS_SUCCESS && c->b)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), c->b, pb,
					  DNN_ONE(c->dt), c->y, py);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN forward convolution: %s", st->name,
				g->dnn.cudnnGetErrorString(r));
	return 0;
}

/* The plan of an avg_pool3d step (the ATen fallback Inductor leaves): cuDNN
 * average pooling over [N, C, D, H, W] views with any strides, counting the
 * padding in each window's divisor or not as count_include_pad says.  Without
 * ceil_mode (the importer refuses it) no window reaches past the padded
 * input, so torch's divisor is the whole window, as cuDNN's
 * INCLUDE_PADDING mode; EXCLUDE_PADDING counts the input elements, as torch
 * does with count_include_pad=False.  The output's shape must be cuDNN's. */
static int pool_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview x, y;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "x"), "x", &x, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &y, err))
		return kerr_wrap(err, "%s", st->name);
	if (x.ndim != 5 || y.ndim != 5)
		return kerr_set(err, "%s: avg_pool3d of a %d-D input into a %d-D output "
				"(expected [N, C, D, H, W])", st->name, x.ndim, y.ndim);
	enum dtype dt = gp->p->bufs[x.buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[y.buf].dtype != dt)
		return kerr_set(err, "%s: only float32 or float64 pooling, input and output "
				"alike", st->name);
	int win[3], pad[3], stride[3];
	if (conv_ints(args, "kernel_size", 3, win, err) || conv_ints(args, "padding", 3, pad, err) ||
	    conv_ints(args, "stride", 3, stride, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *ij = cJSON_GetObjectItemCaseSensitive(args, "count_include_pad");
	int include = !cJSON_IsNumber(ij) || ij->valuedouble != 0;
	if (dnn_ready(g, st, err))
		return -1;
	int xd[5], xs[5], yd[5], ys[5], want[5];
	dnn_dims(&x, 5, xd, xs);
	dnn_dims(&y, 5, yd, ys);
	cudnnDataType_t ddt = dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	struct conv_plan *c = calloc(1, sizeof *c);
	int rc = -1;
	c->dt = dt;
	c->nd = 5;
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->x));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->y));
	DNN(g->dnn.cudnnCreatePoolingDescriptor(&c->pool));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->x, ddt, 5, xd, xs));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->y, ddt, 5, yd, ys));
	DNN(g->dnn.cudnnSetPoolingNdDescriptor(c->pool,
					       include ? CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING
						       : CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING,
					       CUDNN_PROPAGATE_NAN, 3, win, pad, stride));
	DNN(g->dnn.cudnnGetPoolingNdForwardOutputDim(c->pool, c->x, 5, want));
	for (int d = 0; d < 5; d++)
		if (want[d] != yd[d]) {
			kerr_set(err, "%s: the output is [%d, %d, %d, %d, %d]; cuDNN's pooling "
				 "gives [%d, %d, %d, %d, %d]", st->name, yd[0], yd[1], yd[2],
				 yd[3], yd[4], want[0], want[1], want[2], want[3], want[4]);
			goto dnn_fail;
		}
	*out = c;
	return 0;
dnn_fail:
	kerr_wrap(err, "%s", st->name);
	conv_plan_free(g, c);
	return rc;
}

static int run_pool(struct gpu *g, struct gprob *gp, const struct pstep *st,
		    struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && pool_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	void *px, *py;
	if (dnn_arg(gp, st, "x", &px, err) || dnn_arg(gp, st, "out", &py, err))
		return -1;
	cudnnStatus_t r = g->dnn.cudnnPoolingForward(g->dnn_handle, c->pool, DNN_ONE(c->dt),
						     c->x, px, DNN_ZERO(c->dt), c->y, py);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN average pooling: %s", st->name,
				g->dnn.cudnnGetErrorString(r));
	return 0;
}

/* The batch dimensions [B, H] of a 4-D view as one: its stride, or -1 when
 * they do not fold (then each batch index is a loop). */
static long long fold_bh(const struct pview *v)
{
	if (v->shape[0] == 1)
		return v->strides[1];
	if (v->shape[1] == 1 || v->strides[0] == v->shape[1] * v->strides[1])
		return v->shape[1] == 1 ? v->strides[0] : v->strides[1];
	return -1;
}

/* A [batch, rows, cols] view of a 4-D view's last two dimensions (t: swapped). */
static struct pview mat3(const struct pview *v, long long batch, long long bstride, int t)
{
	struct pview m = *v;
	m.ndim = 3;
	m.shape[0] = batch;
	m.strides[0] = bstride;
	m.shape[1] = v->shape[t ? 3 : 2];
	m.strides[1] = v->strides[t ? 3 : 2];
	m.shape[2] = v->shape[t ? 2 : 3];
	m.strides[2] = v->strides[t ? 2 : 3];
	return m;
}

static int sdpa_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview q, k, v, o, b;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "q"), "q", &q, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "k"), "k", &k, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "v"), "v", &v, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &o, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *bj = cJSON_GetObjectItemCaseSensitive(args, "bias");
	int has_bias = bj && !cJSON_IsNull(bj);
	if (has_bias && view_parse(gp->p, bj, "bias", &b, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *sj = cJSON_GetObjectItemCaseSensitive(args, "scale");
	const cJSON *cj = cJSON_GetObjectItemCaseSensitive(args, "is_causal");
	if (!cJSON_IsNumber(sj))
		return kerr_set(err, "%s: sdpa without a scale", st->name);
	int causal = cJSON_IsNumber(cj) && cj->valuedouble != 0;
	enum dtype dt = gp->p->bufs[q.buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[k.buf].dtype != dt ||
	    gp->p->bufs[v.buf].dtype != dt || gp->p->bufs[o.buf].dtype != dt ||
	    (has_bias && gp->p->bufs[b.buf].dtype != dt))
		return kerr_set(err, "%s: only float32 or float64 attention, all operands alike",
				st->name);
	if (q.ndim != 4 || k.ndim != 4 || v.ndim != 4 || o.ndim != 4 || (has_bias && b.ndim != 4))
		return kerr_set(err, "%s: attention takes 4-D q, k, v, out and bias "
				"([B, H, L, E] and so on)", st->name);
	long long B = q.shape[0], H = q.shape[1], L = q.shape[2], E = q.shape[3];
	long long S = k.shape[2], Ev = v.shape[3];
	for (int d = 0; d < 2; d++)
		if (k.shape[d] != q.shape[d] || v.shape[d] != q.shape[d] || o.shape[d] != q.shape[d])
			return kerr_set(err, "%s: q, k, v and out differ in batch or heads", st->name);
	if (k.shape[3] != E || v.shape[2] != S || o.shape[2] != L || o.shape[3] != Ev)
		return kerr_set(err, "%s: the shapes of q [%lld, %lld, %lld, %lld], k, v and "
				"out do not make attention", st->name, B, H, L, E);
	long long want[4] = { B, H, L, S };
	for (int d = 0; has_bias && d < 4; d++)
		if (b.shape[d] != want[d])
			return kerr_set(err, "%s: bias is not [B, H, L, S] = [%lld, %lld, %lld, "
					"%lld] (broadcast dimensions have stride 0)", st->name, B,
					H, L, S);
	if (B * H * L * S > INT_MAX)
		return kerr_set(err, "%s: %lld attention scores pass cuDNN's int sizes", st->name,
				B * H * L * S);
	if (dnn_ready(g, st, err))
		return -1;
	struct conv_plan *c = calloc(1, sizeof *c);
	struct sdpa_plan *a = c->sdpa = calloc(1, sizeof *a);
	int rc = -1;
	c->dt = dt;
	a->scale = sj->valuedouble;
	long long fq = fold_bh(&q), fk = fold_bh(&k), fv = fold_bh(&v), fo = fold_bh(&o);
	int fold = fq >= 0 && fk >= 0 && fv >= 0 && fo >= 0;
	a->loops = fold ? 1 : B;
	a->batch = fold ? B * H : H;
	a->q_bat = fold ? fq : q.strides[1];
	a->k_bat = fold ? fk : k.strides[1];
	a->v_bat = fold ? fv : v.strides[1];
	a->o_bat = fold ? fo : o.strides[1];
	a->s_bat = L * S;
	a->q_loop = q.strides[0], a->k_loop = k.strides[0];
	a->v_loop = v.strides[0], a->o_loop = o.strides[0], a->s_loop = H * L * S;
	/* scores = q @ k^T and out = probs @ v, [batch, rows, cols] each. */
	struct pview sc = { .ndim = 4, .shape = { B, H, L, S },
			    .strides = { H * L * S, L * S, S, 1 } };
	struct pview mq = mat3(&q, a->batch, a->q_bat, 0), mk = mat3(&k, a->batch, a->k_bat, 1),
		     ms = mat3(&sc, a->batch, a->s_bat, 0), mv = mat3(&v, a->batch, a->v_bat, 0),
		     mo = mat3(&o, a->batch, a->o_bat, 0);
	if (gemm_layout(dt, &mq, &mk, &ms, 1, &a->qk, err) ||
	    gemm_layout(dt, &ms, &mv, &mo, 1, &a->pv, err))
		goto dnn_fail;
	size_t es = dtype_size(dt), bytes = (size_t)(B * H * L * S) * es;
	if (g->a.cuMemAlloc(&a->scores, bytes) != CUDA_SUCCESS ||
	    g->a.cuMemAlloc(&a->probs, bytes) != CUDA_SUCCESS) {
		kerr_set(err, "%s: cannot allocate the %zu-byte scores and probabilities",
			 st->name, bytes);
		goto dnn_fail;
	}
	cudnnDataType_t ddt = dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	int d4[4] = { (int)B, (int)H, (int)L, (int)S };
	int s4[4] = { (int)(H * L * S), (int)(L * S), (int)S, 1 };
	int dr[4] = { (int)(B * H * L), (int)S, 1, 1 }, sr[4] = { (int)S, 1, 1, 1 };
	DNN(g->dnn.cudnnCreateTensorDescriptor(&a->s4));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(a->s4, ddt, 4, d4, s4));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->x));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->x, ddt, 4, dr, sr));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->y));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->y, ddt, 4, dr, sr));
	if (has_bias) {
		/* A broadcast dimension (stride 0) is a dimension of 1 to cuDNN. */
		int bd[4], bs[4];
		for (int d = 3; d >= 0; d--) {
			int bcast = b.strides[d] == 0 && b.shape[d] > 1;
			bd[d] = bcast ? 1 : (int)b.shape[d];
			bs[d] = !bcast ? (int)b.strides[d] : d == 3 ? 1 : bd[d + 1] * bs[d + 1];
		}
		DNN(g->dnn.cudnnCreateTensorDescriptor(&c->b));
		DNN(g->dnn.cudnnSetTensorNdDescriptor(c->b, ddt, 4, bd, bs));
	}
	if (causal) {
		/* Key j is hidden from query i when j > i (torch's top-left causal). */
		int md[4] = { 1, 1, (int)L, (int)S }, ms4[4] = { (int)(L * S), (int)(L * S),
								   (int)S, 1 };
		void *host = calloc((size_t)(L * S), es);
		for (long long i = 0; i < L; i++)
			for (long long j = i + 1; j < S; j++) {
				if (dt == DT_F32)
					((float *)host)[i * S + j] = -INFINITY;
				else
					((double *)host)[i * S + j] = -INFINITY;
			}
		int ok = g->a.cuMemAlloc(&a->mask, (size_t)(L * S) * es) == CUDA_SUCCESS &&
			 g->a.cuMemcpyHtoD(a->mask, host, (size_t)(L * S) * es) == CUDA_SUCCESS;
		free(host);
		if (!ok) {
			kerr_set(err, "%s: cannot place the causal mask on the GPU", st->name);
			goto dnn_fail;
		}
		DNN(g->dnn.cudnnCreateTensorDescriptor(&a->m));
		DNN(g->dnn.cudnnSetTensorNdDescriptor(a->m, ddt, 4, md, ms4));
	}
	*out = c;
	return 0;
dnn_fail:
	kerr_wrap(err, "%s", st->name);
	conv_plan_free(g, c);
	return rc;
}

/* out = softmax(scale * q @ k^T + bias + causal) @ v (FORMAT.md, sdpa). */
static int run_sdpa(struct gpu *g, struct gprob *gp, const struct pstep *st,
		    struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && sdpa_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	const struct sdpa_plan *a = c->sdpa;
	void *pq, *pk, *pv, *po, *pb = NULL;
	if (dnn_arg(gp, st, "q", &pq, err) || dnn_arg(gp, st, "k", &pk, err) ||
	    dnn_arg(gp, st, "v", &pv, err) || dnn_arg(gp, st, "out", &po, err) ||
	    (c->b && dnn_arg(gp, st, "bias", &pb, err)))
		return -1;
	CUdeviceptr es = dtype_size(c->dt);
	struct gemm_plan qk = a->qk, pvp = a->pv;
	for (long long i = 0; i < a->loops; i++) {
		qk.da = (CUdeviceptr)(uintptr_t)pq + (CUdeviceptr)(i * a->q_loop) * es;
		qk.db = (CUdeviceptr)(uintptr_t)pk + (CUdeviceptr)(i * a->k_loop) * es;
		qk.dc = a->scores + (CUdeviceptr)(i * a->s_loop) * es;
		if (gemm_exec(g, &qk, a->scale, 0, a->batch, a->q_bat, a->k_bat, a->s_bat, err))
			return kerr_wrap(err, "%s: scores", st->name);
	}
	cudnnStatus_t r = CUDNN_STATUS_SUCCESS;
	if (c->b)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), c->b, pb, DNN_ONE(c->dt),
					  a->s4, (void *)(uintptr_t)a->scores);
	if (r == CUDNN_STATUS_SUCCESS && a->m)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), a->m,
					  (void *)(uintptr_t)a->mask, DNN_ONE(c->dt), a->s4,
					  (void *)(uintptr_t)a->scores);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN add tensor (mask): %s", st->name,
				g->dnn.cudnnGetErrorString(r));
	r = g->dnn.cudnnSoftmaxForward(g->dnn_handle, CUDNN_SOFTMAX_ACCURATE,
				       CUDNN_SOFTMAX_MODE_INSTANCE, DNN_ONE(c->dt), c->x,
				       (void *)(uintptr_t)a->scores, DNN_ZERO(c->dt), c->y,
				       (void *)(uintptr_t)a->probs);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN softmax: %s", st->name,
				g->dnn.cudnnGetErrorString(r));
	for (long long i = 0; i < a->loops; i++) {
		pvp.da = a->probs + (CUdeviceptr)(i * a->s_loop) * es;
		pvp.db = (CUdeviceptr)(uintptr_t)pv + (CUdeviceptr)(i * a->v_loop) * es;
		pvp.dc = (CUdeviceptr)(uintptr_t)po + (CUdeviceptr)(i * a->o_loop) * es;
		if (gemm_exec(g, &pvp, 1, 0, a->batch, a->s_bat, a->v_bat, a->o_bat, err))
			return kerr_wrap(err, "%s: output", st->name);
	}
	return 0;
}

static int run_extern(struct gpu *g, struct gprob *gp, const struct pstep *st,
		      struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview a, b, c, bias;
	const char *op = st->op;
	int is_mm = !strcmp(op, "mm"), is_addmm = !strcmp(op, "addmm"),
	    is_bmm = !strcmp(op, "bmm"), is_baddbmm = !strcmp(op, "baddbmm");
	if (!strcmp(op, "convolution"))
		return run_conv(g, gp, st, err);
	if (!strcmp(op, "avg_pool3d"))
		return run_pool(g, gp, st, err);
	if (!strcmp(op, "sdpa"))
		return run_sdpa(g, gp, st, err);
	if (!is_mm && !is_addmm && !is_bmm && !is_baddbmm)
		return kerr_set(err, "%s: vendor operation %s is not run by this GPU backend "
				"(mm, addmm, bmm, baddbmm, convolution, avg_pool3d and sdpa are)",
				st->name, op);
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "a"), "a", &a, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "b"), "b", &b, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &c, err))
		return kerr_wrap(err, "%s", st->name);
	int batched = is_bmm || is_baddbmm;
	double alpha = 1, beta = 0;
	if (is_addmm || is_baddbmm) {
		const cJSON *al = cJSON_GetObjectItemCaseSensitive(args, "alpha");
		const cJSON *be = cJSON_GetObjectItemCaseSensitive(args, "beta");
		alpha = cJSON_IsNumber(al) ? al->valuedouble : 1;
		beta = cJSON_IsNumber(be) ? be->valuedouble : 1;
		if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "bias"), "bias",
			       &bias, err))
			return kerr_wrap(err, "%s", st->name);
		if (gp->p->bufs[bias.buf].dtype != gp->p->bufs[c.buf].dtype)
			return kerr_set(err, "%s: bias and output dtypes differ", st->name);
		if (is_addmm && a.ndim == 2 && view_lt_bias_eligible(&bias, &a, &c, beta)) {
			size_t es = dtype_size(gp->p->bufs[bias.buf].dtype);
			CUdeviceptr pb = data_of(gp, bias.buf) +
					 (CUdeviceptr)(bias.offset * (long long)es);
			if (gemm_lt_bias(g, gp, &a, &b, &c, pb, alpha, err))
				return kerr_wrap(err, "%s", st->name);
			return 0;
		}
		/* out = bias broadcast, then out = alpha * a @ b + beta * out. */
		struct pview bb;
		if (view_broadcast(&bias, &c, &bb, err))
			return kerr_wrap(err, "%s", st->name);
		struct kview ko, kb;
		view_to_k(&c, &ko);
		view_to_k(&bb, &kb);
		CUdeviceptr po = data_of(gp, c.buf), pbias = data_of(gp, bias.buf);
		unsigned long long n = view_numel(&c);
		int f64 = gp->p->bufs[c.buf].dtype == DT_F64;
		double one = 1;
		float fone = 1;
		unsigned long long inner = view_tile_block(&c, &bb);
		if (beta != 0 && inner) {
			size_t es = dtype_size(gp->p->bufs[c.buf].dtype);
			CUdeviceptr o0 = po + (CUdeviceptr)(c.offset * (long long)es);
			CUdeviceptr b0 = pbias + (CUdeviceptr)(bb.offset * (long long)es);
			void *ta[] = { &o0, &b0, &inner, &n };
			if (launch1d(g, f64 ? g->fill_tile_f64 : g->fill_tile_f32, n, ta, err))
				return -1;
		} else {
			void *fa[] = { &po, &ko, &pbias, &kb, f64 ? (void *)&one : (void *)&fone,
				       &n };
			if (beta != 0 &&
			    launch1d(g, f64 ? g->bias_fill_f64 : g->bias_fill, n, fa, err))
				return -1;
		}
	}
	return gemm(g, gp, &a, &b, &c, alpha, beta, batched, err);
}

/* A CUDA C kernel takes the step's arguments in order, no scratch. */
static cJSON *cuda_params(const struct pstep *st)
{
	cJSON *params = cJSON_CreateArray();
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	for (const cJSON *ar = args ? args->child : NULL; ar; ar = ar->next) {
		cJSON *pj = cJSON_CreateObject();
		cJSON_AddItemToObject(pj, "name",
				      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(ar, "name"), 1));
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(ar, "type");
		cJSON_AddStringToObject(pj, "type", cJSON_IsString(t) ? t->valuestring : "ptr");
		cJSON_AddItemToArray(params, pj);
	}
	return params;
}

/* Load the baseline kernel of step s from the manifest's cubin (or, for CUDA
 * C without one, compile its source). */
static struct gkern *load_k0(struct gpu *g, struct gprob *gp, int s, struct kerr *err)
{
	if (s >= gp->p->nsteps) {
		/* A group's k0 is its steps as they are. */
		struct bgroup *bg = &gp->groups[s - gp->p->nsteps];
		if (!bg->k0) {
			struct gkern *k = calloc(1, sizeof *k);
			k->unfused = 1;
			k->target = s;
			k->span = bg->g.n;
			k->params = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(bg->g.json,
										     "params"), 1);
			k->launch = cJSON_Duplicate(bg->g.form.launch, 1);
			bg->k0 = k;
		}
		return bg->k0;
	}
	if (gp->k0[s])
		return gp->k0[s];
	const struct pstep *st = &gp->p->steps[s];
	if (!st->is_kernel) {
		/* A vendor step's k0 is the vendor call itself (C6). */
		const struct pstep *fs = target_step(gp, s, err);
		if (!fs)
			return NULL;
		struct gkern *k = calloc(1, sizeof *k);
		k->vendor = 1;
		k->params = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(fs->json, "params"), 1);
		k->launch = cJSON_Duplicate(fs->launch, 1);
		gp->k0[s] = k;
		return k;
	}
	const cJSON *b64 = cJSON_GetObjectItemCaseSensitive(st->json, "cubin_b64");
	const cJSON *params = cJSON_GetObjectItemCaseSensitive(st->json, "params");
	unsigned char *bin = NULL;
	int len = 0;
	if (!strcmp(st->lang, "cuda") && !cJSON_IsString(b64)) {
		/* A CUDA C baseline is compiled here, as its candidates are. */
		size_t size;
		if (nvrtc_compile(g, st->source, st->name, (char **)&bin, &size, NULL, err))
			return NULL;
		len = (int)size;
	} else if (!cJSON_IsString(b64) || !cJSON_IsArray(params)) {
		kerr_set(err, "%s: the manifest has no cubin and params for the baseline",
			 st->name);
		return NULL;
	} else {
		size_t n = strlen(b64->valuestring);
		bin = malloc(n);
		len = EVP_DecodeBlock(bin, (const unsigned char *)b64->valuestring, (int)n);
	}
	struct gkern *k = calloc(1, sizeof *k);
	const cJSON *sc = cJSON_GetObjectItemCaseSensitive(st->json, "scratch");
	const cJSON *nm = cJSON_GetObjectItemCaseSensitive(st->json, "cubin_name");
	k->triton = !strcmp(st->lang, "triton");
	k->params = params ? cJSON_Duplicate(params, 1) : cuda_params(st);
	k->launch = cJSON_Duplicate(st->launch, 1);
	const cJSON *nw = cJSON_GetObjectItemCaseSensitive(st->launch, "num_warps");
	k->num_warps = cJSON_IsNumber(nw) ? nw->valueint : 4;	/* checked by problem.c */
	const cJSON *sh = cJSON_GetObjectItemCaseSensitive(st->launch, "shared");
	k->shared = cJSON_IsNumber(sh) ? sh->valueint : 0;
	const cJSON *gs = cJSON_GetObjectItemCaseSensitive(sc, "global");
	const cJSON *ps = cJSON_GetObjectItemCaseSensitive(sc, "profile");
	k->gscratch = cJSON_IsNumber(gs) ? (long long)gs->valuedouble : 0;
	k->pscratch = cJSON_IsNumber(ps) ? (long long)ps->valuedouble : 0;
	if (len <= 0) {
		kerr_set(err, "%s: cubin_b64 is not base64", st->name);
		goto fail;
	}
	CU(g->a.cuModuleLoadData(&k->mod, bin));
	CU(g->a.cuModuleGetFunction(&k->fn, k->mod, cJSON_IsString(nm) ? nm->valuestring
								       : st->entry));
	if (k->shared > 49152) {
		CU(g->a.cuFuncSetCacheConfig(k->fn, CU_FUNC_CACHE_PREFER_SHARED));
		CU(g->a.cuFuncSetAttribute(k->fn,
					   CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
					   k->shared));
	}
	CU(g->a.cuFuncGetAttribute(&k->registers, CU_FUNC_ATTRIBUTE_NUM_REGS, k->fn));
	CU(g->a.cuFuncGetAttribute(&k->spills, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, k->fn));
	free(bin);
	gp->k0[s] = k;
	return k;
fail:
	free(bin);
	cJSON_Delete(k->params);
	cJSON_Delete(k->launch);
	free(k);
	return NULL;
}

static int step_index(const struct problem *p, const char *name)
{
	for (int i = 0; i < p->nsteps; i++)
		if (!strcmp(p->steps[i].name, name))
			return i;
	return -1;
}

static const char *jstr(const cJSON *o, const char *k);

/* The target a request names: its step, or a kernel group with its steps. */
static int request_target(struct gprob *gp, const cJSON *req, struct kerr *err)
{
	const char *name = jstr(req, "step") ? jstr(req, "step") : "";
	int s = step_index(gp->p, name);
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(req, "steps");
	if (s < 0 && steps)
		return group_target(gp, name, steps, err);
	return s < 0 ? kerr_set(err, "unknown step %s", name) : s;
}

static void kern_key(const struct gprob *gp, int s, const char *id, char *out, size_t n)
{
	snprintf(out, n, "%s/%s/%d", id, gp->sha, s);
}

static struct gkern *find_kern(struct gpu *g, const char *key)
{
	for (size_t i = 0; i < g->nkerns; i++)
		if (!strcmp(g->kerns[i]->key, key))
			return g->kerns[i];
	return NULL;
}

static cJSON *blob_json(const struct kopt_blob_access *b, const char *sha)
{
	size_t len;
	char *t = sha ? b->get(b->ctx, sha, &len) : NULL;
	cJSON *j = t ? cJSON_ParseWithLength(t, len) : NULL;
	free(t);
	return j;
}

/* Compile (or find) the candidate `id` for step s.  Returns the kernel, or
 * NULL with err: a compile error is reported to the caller as an error
 * reply (*compile_error set) rather than a failure of the backend. */
static struct gkern *get_kern(struct gpu *g, struct gprob *gp, int s, const char *id,
			      const struct kopt_blob_access *blobs, int *compile_error,
			      struct kerr *err)
{
	*compile_error = 0;
	char key[sizeof ((struct gkern *)0)->key];
	kern_key(gp, s, id, key, sizeof key);
	struct gkern *k = find_kern(g, key);
	if (k)
		return k;
	const struct pstep *st = target_step(gp, s, err);
	if (!st) {
		*compile_error = 1;
		return NULL;
	}
	cJSON *content = blob_json(blobs, id);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	const cJSON *entry = cJSON_GetObjectItemCaseSensitive(content, "entry");
	char *cubin = NULL;
	size_t cubin_size = 0;
	cJSON *reply = cJSON_CreateObject();
	if (!cJSON_IsString(src) || !launch || !cJSON_IsString(entry)) {
		kerr_set(err, "candidate %.16s is not in the run file", id);
		goto fail;
	}
	k = calloc(1, sizeof *k);
	snprintf(k->id, sizeof k->id, "%s", id);
	snprintf(k->key, sizeof k->key, "%s", key);
	k->target = s;
	k->span = span_of(gp, s);
	k->launch = cJSON_Duplicate(launch, 1);
	const cJSON *nw = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
	k->num_warps = cJSON_IsNumber(nw) ? nw->valueint : 4;
	char fname[300];
	snprintf(fname, sizeof fname, "%s", entry->valuestring);
	/* The baseline itself: Inductor's cubin, not a recompile. */
	char *a = canon_string(launch, NULL), *b = canon_string(st->launch, NULL);
	int is_k0 = !strcmp(src->valuestring, st->source) && a && b && !strcmp(a, b);
	free(a);
	free(b);
	if (is_k0) {
		struct gkern *k0 = load_k0(g, gp, s, err);
		if (!k0) {
			*compile_error = 1;
			goto fail;
		}
		k->mod = NULL;
		k->fn = k0->fn;
		k->vendor = k0->vendor;
		k->unfused = k0->unfused;
		k->triton = k0->triton;
		k->params = cJSON_Duplicate(k0->params, 1);
		k->gscratch = k0->gscratch;
		k->pscratch = k0->pscratch;
		k->shared = k0->shared;
		k->registers = k0->registers;
		k->spills = k0->spills;
		cJSON_AddStringToObject(reply, "compiler", k0->vendor ? "vendor" : k0->unfused
					? "inductor (the group's steps)" : "inductor");
	} else if (!strcmp(st->lang, "triton")) {
		cJSON *rq = cJSON_CreateObject();
		cJSON_AddStringToObject(rq, "source", src->valuestring);
		cJSON_AddStringToObject(rq, "entry", entry->valuestring);
		cJSON_AddItemToObject(rq, "triton_meta",
				      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(
							      st->json, "triton_meta"), 1));
		cJSON_AddItemToObject(rq, "num_warps", cJSON_Duplicate(nw, 1));
		const cJSON *ns = cJSON_GetObjectItemCaseSensitive(launch, "num_stages");
		cJSON_AddNumberToObject(rq, "num_stages", cJSON_IsNumber(ns) ? ns->valueint : 1);
		const cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
		cJSON_AddItemToObject(rq, "constexprs", cx ? cJSON_Duplicate(cx, 1)
							  : cJSON_CreateObject());
		cJSON *hr = NULL;
		double t0 = mono_ms();
		int rc = triton_call(&g->tc, rq, HELPER_TIMEOUT_S, &hr, err);
		if (gpu_trace())
			fprintf(stderr, "compile: triton helper %.1f ms\n", mono_ms() - t0);
		cJSON_Delete(rq);
		if (rc) {
			*compile_error = 1;
			goto fail;
		}
		if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(hr, "ok"))) {
			const cJSON *e = cJSON_GetObjectItemCaseSensitive(hr, "error");
			kerr_set(err, "%s", cJSON_IsString(e) ? e->valuestring : "compile failed");
			cJSON_Delete(hr);
			*compile_error = 1;
			goto fail;
		}
		const cJSON *cb = cJSON_GetObjectItemCaseSensitive(hr, "cubin_b64");
		const cJSON *nm = cJSON_GetObjectItemCaseSensitive(hr, "name");
		size_t n = cJSON_IsString(cb) ? strlen(cb->valuestring) : 0;
		cubin = malloc(n + 4);
		int len = n ? EVP_DecodeBlock((unsigned char *)cubin,
					      (const unsigned char *)cb->valuestring, (int)n) : -1;
		if (len <= 0 || !cJSON_IsString(nm)) {
			kerr_set(err, "triton helper: reply without cubin or name");
			cJSON_Delete(hr);
			*compile_error = 1;
			goto fail;
		}
		/* Base64 pads to a multiple of 3; the cubin's own size is in the
		 * ELF, so trailing zero bytes are harmless. */
		cubin_size = (size_t)len;
		snprintf(fname, sizeof fname, "%s", nm->valuestring);
		k->triton = 1;
		k->params = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(hr, "params"), 1);
		const cJSON *sh = cJSON_GetObjectItemCaseSensitive(hr, "shared");
		const cJSON *gs = cJSON_GetObjectItemCaseSensitive(hr, "global_scratch");
		const cJSON *ps = cJSON_GetObjectItemCaseSensitive(hr, "profile_scratch");
		k->shared = cJSON_IsNumber(sh) ? sh->valueint : 0;
		k->gscratch = cJSON_IsNumber(gs) ? (long long)gs->valuedouble : 0;
		k->pscratch = cJSON_IsNumber(ps) ? (long long)ps->valuedouble : 0;
		cJSON_Delete(hr);
		cJSON_AddStringToObject(reply, "compiler", "triton");
	} else if (!strcmp(st->lang, "cuda")) {
		char *log = NULL;
		if (nvrtc_compile(g, src->valuestring, "candidate.cu", &cubin, &cubin_size,
				  &log, err)) {
			*compile_error = 1;
			goto fail;
		}
		free(log);
		k->triton = 0;
		k->params = cuda_params(st);
		const cJSON *sh = cJSON_GetObjectItemCaseSensitive(launch, "shared");
		k->shared = cJSON_IsNumber(sh) ? sh->valueint : 0;
		cJSON_AddStringToObject(reply, "compiler", "nvrtc");
	} else {
		kerr_set(err, "%s: language %s is not compiled by this backend", st->name,
			 st->lang);
		*compile_error = 1;
		goto fail;
	}
	if (!is_k0) {
		double t0 = mono_ms();
		CUresult r = g->a.cuModuleLoadData(&k->mod, cubin);
		if (r == CUDA_SUCCESS)
			r = g->a.cuModuleGetFunction(&k->fn, k->mod, fname);
		if (gpu_trace())
			fprintf(stderr, "compile: module load %.1f ms\n", mono_ms() - t0);
		if (r != CUDA_SUCCESS) {
			cu_fail(g, r, "load candidate", __LINE__, err);
			if (!g->broken[0])
				*compile_error = 1;
			goto fail;
		}
		/* Over the device's opt-in limit the attribute cannot be set; the
		 * compile reply reports the request and gate 1 refuses it. */
		if (k->shared > 49152 && k->shared <= g->smem_optin) {
			g->a.cuFuncSetCacheConfig(k->fn, CU_FUNC_CACHE_PREFER_SHARED);
			r = g->a.cuFuncSetAttribute(k->fn,
						    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
						    k->shared);
			if (r != CUDA_SUCCESS) {
				cu_fail(g, r, "shared memory attribute", __LINE__, err);
				*compile_error = 1;
				goto fail;
			}
		}
		g->a.cuFuncGetAttribute(&k->registers, CU_FUNC_ATTRIBUTE_NUM_REGS, k->fn);
		g->a.cuFuncGetAttribute(&k->spills, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, k->fn);
		/* Triton's own thread check (CompiledKernel._init_handles), which
		 * the helper leaves to this load: a compile error, as Triton words it. */
		int max_threads = 0;
		g->a.cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
					k->fn);
		if (k->triton && max_threads > 0 && 32 * k->num_warps > max_threads) {
			kerr_set(err, "OutOfResources: out of resource: threads, Required: %d, "
				 "Hardware limit: %d. Reducing block sizes or `num_stages` may "
				 "help.", 32 * k->num_warps, max_threads);
			*compile_error = 1;
			goto fail;
		}
		char hex[SHA_HEX_LEN + 1];
		sha256_hex(cubin, cubin_size, hex);
		cJSON_AddStringToObject(reply, "cubin_sha256", hex);
		cJSON_AddNumberToObject(reply, "cubin_bytes", (double)cubin_size);
	}
	cJSON_AddStringToObject(reply, "name", fname);
	cJSON_AddNumberToObject(reply, "registers", k->registers);
	cJSON_AddNumberToObject(reply, "spills", k->spills);
	cJSON_AddNumberToObject(reply, "shared", k->shared);
	cJSON_AddNumberToObject(reply, "threads", 32 * k->num_warps);
	cJSON_AddItemToObject(reply, "params", cJSON_Duplicate(k->params, 1));
	cJSON_AddNumberToObject(reply, "global_scratch", (double)k->gscratch);
	cJSON_AddNumberToObject(reply, "profile_scratch", (double)k->pscratch);
	k->reply = reply;
	g->kerns = realloc(g->kerns, (g->nkerns + 1) * sizeof *g->kerns);
	g->kerns[g->nkerns++] = k;
	free(cubin);
	cJSON_Delete(content);
	return k;
fail:
	if (k) {
		if (k->mod)
			g->a.cuModuleUnload(k->mod);
		cJSON_Delete(k->params);
		cJSON_Delete(k->launch);
		free(k);
	}
	free(cubin);
	cJSON_Delete(reply);
	cJSON_Delete(content);
	return NULL;
}

static int run_step(struct gpu *g, struct gprob *gp, int s, struct gkern *sub,
		    struct kerr *err)
{
	const struct pstep *st = &gp->p->steps[s];
	if (!st->is_kernel && (!sub || sub->vendor))
		return run_extern(g, gp, st, err);
	if (!st->is_kernel) {	/* a candidate for the vendor call (C6) */
		const struct pstep *fs = target_step(gp, s, err);
		return fs ? kern_launch(g, gp, fs, sub, err) : -1;
	}
	struct gkern *k = sub ? sub : load_k0(g, gp, s, err);
	if (!k)
		return -1;
	return kern_launch(g, gp, st, k, err);
}

static int launch_as(struct gpu *g, struct gprob *gp, int s, const struct pstep *st,
		     struct gkern *k, struct kerr *err);

/* Steps from .. to - 1, each with its substitute in subs (indexed by step;
 * a kernel group's at its first step, standing for all of them). */
static int run_range(struct gpu *g, struct gprob *gp, int from, int to,
		     struct gkern **subs, struct kerr *err)
{
	for (int s = from; s < to; s++) {
		struct gkern *k = subs ? subs[s] : NULL;
		if (k && k->span > 1) {
			struct kerr e2 = { "" };
			const struct pstep *st = target_step(gp, k->target, &e2);
			if (launch_as(g, gp, k->target, st, k, err))
				return kerr_wrap(err, "group %s", st->name);
			s += k->span - 1;
			continue;
		}
		if (run_step(g, gp, s, k, err))
			return kerr_wrap(err, "step %s", gp->p->steps[s].name);
	}
	return 0;
}

static int sync_check(struct gpu *g, struct kerr *err)
{
	/* A device-wide synchronize: work left on another stream is caught. */
	CU(g->a.cuCtxSynchronize());
	return 0;
fail:
	return -1;
}

/* Buffers a kernel step writes: arguments named out_ptr* (write-only) and
 * in_out_ptr* (read and written), Inductor's naming. */
static int written(const struct gprob *gp, const struct pstep *st, struct pview *v,
		   int *inout, int max, struct kerr *err)
{
	int n = 0;
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	for (const cJSON *a = args ? args->child : NULL; a && n < max; a = a->next) {
		const char *name = json_get_string(a, "name", st->name, err);
		if (!name)
			return -1;
		int io = !strncmp(name, "in_out_ptr", 10);
		if (!io && strncmp(name, "out_ptr", 7))
			continue;
		if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(a, "view"), name, &v[n],
			       err))
			return -1;
		inout[n++] = io;
	}
	return n;
}

static int compare(struct gpu *g, CUdeviceptr a, const struct pview *va, CUdeviceptr b,
		   const struct pview *vb, int check_poison, enum dtype dt, cJSON *out,
		   struct kerr *err)
{
	unsigned long long st[8] = { 0 };
	struct kview ka, kb;
	view_to_k(va, &ka);
	view_to_k(vb, &kb);
	unsigned long long n = view_numel(va);
	unsigned poison = POISON_F32;
	CUfunction fn = dt == DT_F32 ? g->compare : dt == DT_I32 ? g->compare_i32
		      : dt == DT_I64 ? g->compare_i64 : NULL;
	if (!fn)
		return kerr_set(err, "outputs of %s are not compared (float32, int32 and "
				"int64 are)", dtype_name(dt));
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof st));
	void *args[] = { &a, &ka, &b, &kb, &n, &poison, &check_poison, &g->stats };
	if (launch1d(g, fn, n, args, err))
		return -1;
	CU(g->a.cuStreamSynchronize(g->stream));
	CU(g->a.cuMemcpyDtoH(st, g->stats, sizeof st));
	float f[3];
	for (int i = 0; i < 3; i++) {
		unsigned bits = (unsigned)st[i];
		memcpy(&f[i], &bits, 4);
	}
	cJSON_AddItemToObject(out, "allclose_min_tol", canon_number(f[0]));
	cJSON_AddItemToObject(out, "max_abs_err", canon_number(f[1]));
	cJSON_AddItemToObject(out, "max_rel_err", canon_number(f[2]));
	cJSON_AddNumberToObject(out, "nan", (double)st[3]);
	cJSON_AddNumberToObject(out, "inf", (double)st[4]);
	cJSON_AddNumberToObject(out, "unwritten", (double)st[5]);
	cJSON_AddNumberToObject(out, "numel", (double)n);
	return 0;
fail:
	return -1;
}

static long long guard_damage(struct gpu *g, struct gprob *gp, int b, struct kerr *err)
{
	unsigned char buf[2 * GUARD_BYTES];
	CU(g->a.cuMemcpyDtoH(buf, gp->base[b], GUARD_BYTES));
	CU(g->a.cuMemcpyDtoH(buf + GUARD_BYTES, data_of(gp, b) + gp->bytes[b], GUARD_BYTES));
	long long bad = 0;
	for (int i = 0; i < 2 * GUARD_BYTES; i++)
		bad += buf[i] != GUARD_BYTE;
	return bad;
fail:
	return -1;
}

/* n bytes of scratch: the smallest free pool block that holds them and is
 * not more than twice as big, else a new one. */
static int pool_get(struct gpu *g, size_t n, CUdeviceptr *out, struct kerr *err)
{
	size_t best = (size_t)-1;
	if (n == 0)
		n = 8;
	for (size_t i = 0; i < g->npool; i++)
		if (!g->pool[i].busy && g->pool[i].bytes >= n && g->pool[i].bytes <= 2 * n &&
		    (best == (size_t)-1 || g->pool[i].bytes < g->pool[best].bytes))
			best = i;
	if (best == (size_t)-1) {
		CUdeviceptr p;
		CU(g->a.cuMemAlloc(&p, n));
		g->pool = realloc(g->pool, (g->npool + 1) * sizeof *g->pool);
		g->pool[g->npool] = (struct pool_block){ p, n, 0 };
		best = g->npool++;
	}
	g->pool[best].busy = 1;
	*out = g->pool[best].p;
	return 0;
fail:
	return -1;
}

/* Give scratch back (0 is ignored; memory not from the pool is freed). */
static void pool_put(struct gpu *g, CUdeviceptr p)
{
	if (!p)
		return;
	for (size_t i = 0; i < g->npool; i++)
		if (g->pool[i].p == p) {
			g->pool[i].busy = 0;
			return;
		}
	g->a.cuMemFree(p);
}

/* A full copy of buffer b's storage, for snapshots and references. */
static int clone_buf(struct gpu *g, struct gprob *gp, int b, CUdeviceptr *out,
		     struct kerr *err)
{
	if (pool_get(g, gp->bytes[b], out, err))
		return -1;
	CU(g->a.cuMemcpyDtoD(*out, data_of(gp, b), gp->bytes[b]));
	CU(g->a.cuCtxSynchronize());
	return 0;
fail:
	return -1;
}

#define MAX_WRITTEN 16

/* Buffers a kernel step reads but does not write (pointer arguments other
 * than out_ptr and in_out_ptr), at most max. */
static int read_only(const struct gprob *gp, const struct pstep *st,
		     const struct pview *written_v, int nw, int *out, int max)
{
	int n = 0;
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	for (const cJSON *a = args ? args->child : NULL; a && n < max; a = a->next) {
		const cJSON *view = cJSON_GetObjectItemCaseSensitive(a, "view");
		const cJSON *name = cJSON_GetObjectItemCaseSensitive(a, "name");
		if (!view || !cJSON_IsString(name) || !strncmp(name->valuestring, "out_ptr", 7) ||
		    !strncmp(name->valuestring, "in_out_ptr", 10))
			continue;
		const cJSON *bn = cJSON_GetObjectItemCaseSensitive(view, "buffer");
		int b = cJSON_IsString(bn) ? problem_buffer(gp->p, bn->valuestring) : -1;
		int dup = b < 0;
		for (int i = 0; i < nw && !dup; i++)
			dup = written_v[i].buf == b;
		for (int i = 0; i < n && !dup; i++)
			dup = out[i] == b;
		if (!dup)
			out[n++] = b;
	}
	return n;
}

/* 1 if the two device ranges hold the same bytes, 0 if not, -1 on error. */
/* 1 if the n bytes at a and b are equal, 0 if not, -1 on error: compared on
 * the device (a copy to the host cost 0.1-0.2 s per 128 MB buffer and seed). */
static int same_bytes(struct gpu *g, CUdeviceptr a, CUdeviceptr b, size_t n,
		      struct kerr *err)
{
	unsigned long long diff = 0, nb = n;
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof diff));
	void *args[] = { &a, &b, &nb, &g->stats };
	if (launch1d(g, g->count_diff, nb / 4 ? nb / 4 : 1, args, err))
		return -1;
	CU(g->a.cuStreamSynchronize(g->stream));
	CU(g->a.cuMemcpyDtoH(&diff, g->stats, sizeof diff));
	return diff == 0;
fail:
	return -1;
}

/* One launch of k as target s (st: the target's step): the vendor call for
 * a vendor step's k0, a kernel group's steps for its k0, else the kernel. */
static int launch_as(struct gpu *g, struct gprob *gp, int s, const struct pstep *st,
		     struct gkern *k, struct kerr *err)
{
	if (k->vendor)
		return run_extern(g, gp, &gp->p->steps[s], err);
	if (k->unfused)
		return run_range(g, gp, first_of(gp, s), first_of(gp, s) + span_of(gp, s), NULL,
				 err);
	return kern_launch(g, gp, st, k, err);
}

static int check_subkernel(struct gpu *g, struct gprob *gp, int s, struct gkern *cand,
			   const cJSON *seeds, cJSON *reply, struct kerr *err)
{
	const struct pstep *st = target_step(gp, s, err);
	if (!st)
		return -1;
	struct pview wv[MAX_WRITTEN];
	int io[MAX_WRITTEN];
	int nw = written(gp, st, wv, io, MAX_WRITTEN, err);
	if (nw < 0)
		return -1;
	if (nw == 0)
		return kerr_set(err, "%s writes no buffer (no out_ptr or in_out_ptr argument)",
				st->name);
	struct gkern *k0 = load_k0(g, gp, s, err);
	if (!k0)
		return -1;
	cJSON *arr = cJSON_AddArrayToObject(reply, "seeds");
	CUdeviceptr snap[MAX_WRITTEN] = { 0 }, ref[MAX_WRITTEN] = { 0 };
	CUdeviceptr insnap[MAX_WRITTEN] = { 0 };
	int rc = -1;
	for (const cJSON *sd = seeds ? seeds->child : NULL; sd; sd = sd->next) {
		long long seed = (long long)sd->valuedouble;
		if (prepare(g, gp, seed, err) || run_range(g, gp, 0, first_of(gp, s), NULL, err) ||
		    sync_check(g, err))
			goto out;
		for (int i = 0; i < nw; i++) {	/* in-place buffers, to restore */
			pool_put(g, snap[i]);
			snap[i] = 0;
			if (io[i] && clone_buf(g, gp, wv[i].buf, &snap[i], err))
				goto out;
		}
		if (launch_as(g, gp, s, st, k0, err) || sync_check(g, err))
			goto out;
		for (int i = 0; i < nw; i++) {
			pool_put(g, ref[i]);
			ref[i] = 0;
			if (clone_buf(g, gp, wv[i].buf, &ref[i], err))
				goto out;
		}
		/* Back to the state before the step; write-only outputs poisoned. */
		for (int i = 0; i < nw; i++) {
			const struct pbuf *pb = &gp->p->bufs[wv[i].buf];
			if (io[i])
				CU(g->a.cuMemcpyDtoD(data_of(gp, wv[i].buf), snap[i],
						     gp->bytes[wv[i].buf]));
			else if (pb->dtype == DT_F32)
				CU(g->a.cuMemsetD32(data_of(gp, wv[i].buf), POISON_F32,
						    pb->storage));
			else
				CU(g->a.cuMemsetD8(data_of(gp, wv[i].buf), 0xDE,
						   gp->bytes[wv[i].buf]));
		}
		/* A group's intermediates (written by its steps, read by none
		 * after it) poisoned too: a fused kernel must not find them. */
		for (int t = first_of(gp, s); s >= gp->p->nsteps &&
					      t < first_of(gp, s) + span_of(gp, s); t++) {
			struct pview mv[MAX_WRITTEN];
			int mio[MAX_WRITTEN];
			int nm = written(gp, &gp->p->steps[t], mv, mio, MAX_WRITTEN, err);
			if (nm < 0)
				goto out;
			for (int j = 0; j < nm; j++) {
				int kept = 0;
				for (int i = 0; i < nw && !kept; i++)
					kept = wv[i].buf == mv[j].buf;
				if (!kept)
					CU(g->a.cuMemsetD8(data_of(gp, mv[j].buf), 0xDE,
							   gp->bytes[mv[j].buf]));
			}
		}
		CU(g->a.cuCtxSynchronize());
		/* Buffers the step only reads: kept to check they come back
		 * unchanged (no in-place tricks unless the contract says so). */
		int rd[MAX_WRITTEN];
		int nrd = read_only(gp, st, wv, nw, rd, MAX_WRITTEN);
		for (int i = 0; i < nrd; i++) {
			if (insnap[i])
				pool_put(g, insnap[i]);
			insnap[i] = 0;
			if (clone_buf(g, gp, rd[i], &insnap[i], err))
				goto out;
		}
		/* The guarded launch. */
		if (launch_as(g, gp, s, st, cand, err) || sync_check(g, err)) {
			if (g->broken[0])
				cJSON_AddStringToObject(reply, "fault", err->msg);
			goto out;
		}
		long long changed = 0;
		for (int i = 0; i < nrd; i++) {
			int diff = same_bytes(g, data_of(gp, rd[i]), insnap[i], gp->bytes[rd[i]], err);
			if (diff < 0)
				goto out;
			changed += diff == 0;
		}
		cJSON *e = cJSON_CreateObject();
		cJSON_AddNumberToObject(e, "seed", (double)seed);
		cJSON_AddNumberToObject(e, "inputs_changed", (double)changed);
		cJSON *outs = cJSON_AddArrayToObject(e, "outputs");
		cJSON_AddItemToArray(arr, e);
		for (int i = 0; i < nw; i++) {
			/* float32 within the gate's tolerance; int32 and int64
			 * (indices, counts) exactly. */
			enum dtype odt = gp->p->bufs[wv[i].buf].dtype;
			cJSON *o = cJSON_CreateObject();
			cJSON_AddStringToObject(o, "name", gp->p->bufs[wv[i].buf].name);
			CUdeviceptr base = data_of(gp, wv[i].buf);
			if (compare(g, base, &wv[i], ref[i], &wv[i], !io[i], odt, o, err)) {
				kerr_wrap(err, "output %s", gp->p->bufs[wv[i].buf].name);
				cJSON_Delete(o);
				goto out;
			}
			long long bad = guard_damage(g, gp, wv[i].buf, err);
			if (bad < 0) {
				cJSON_Delete(o);
				goto out;
			}
			cJSON_AddNumberToObject(o, "oob_writes", (double)bad);
			cJSON_AddItemToArray(outs, o);
		}
	}
	rc = 0;
	goto out;
fail:
	rc = -1;
out:
	for (int i = 0; i < MAX_WRITTEN; i++) {
		if (snap[i])
			pool_put(g, snap[i]);
		if (ref[i])
			pool_put(g, ref[i]);
		if (insnap[i])
			pool_put(g, insnap[i]);
	}
	return rc;
}

/* Copy each model output view into a contiguous new buffer. */
static int copy_outputs(struct gpu *g, struct gprob *gp, CUdeviceptr *out,
			struct kerr *err)
{
	for (int o = 0; o < gp->p->noutputs; o++) {
		const struct pview *v = &gp->p->outputs[o];
		enum dtype dt = gp->p->bufs[v->buf].dtype;
		if (dt != DT_F32 && dt != DT_F64 && dt != DT_I32 && dt != DT_I64)
			return kerr_set(err, "output %d: %s outputs are not copied (float32, "
					"float64, int32 and int64 are)", o, dtype_name(dt));
		unsigned long long n = view_numel(v);
		if (pool_get(g, n * dtype_size(dt), &out[o], err))
			return -1;
		struct kview kv;
		view_to_k(v, &kv);
		CUdeviceptr src = data_of(gp, v->buf);
		void *args[] = { &out[o], &src, &kv, &n };
		/* A copy moves 4- or 8-byte words: int32 and int64 go as they are. */
		if (launch1d(g, dtype_size(dt) == 4 ? g->copy_view : g->copy_view_f64, n, args,
			     err))
			return -1;
	}
	return sync_check(g, err);
}

/* max |a - r| over n elements (r = 0: max |a|), a float32 and r float64,
 * both flat; NaN elements counted into *nans. */
static int maxdiff(struct gpu *g, CUdeviceptr a, CUdeviceptr r, unsigned long long n,
		   double *out, unsigned long long *nans, struct kerr *err)
{
	unsigned long long st[2] = { 0, 0 };
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof st));
	void *args[] = { &a, &r, &n, &g->stats };
	if (launch1d(g, g->maxdiff_f64, n, args, err))
		return -1;
	CU(g->a.cuStreamSynchronize(g->stream));
	CU(g->a.cuMemcpyDtoH(st, g->stats, sizeof st));
	memcpy(out, &st[0], sizeof *out);
	*nans += st[1];
	return 0;
fail:
	return -1;
}

/* The float64 model's flat outputs for seed, run once per seed and kept. */
static CUdeviceptr *float64_outputs(struct gpu *g, struct gprob *gp, long long seed,
				    struct kerr *err)
{
	for (int i = 0; i < gp->nr64; i++)
		if (gp->r64[i].seed == seed)
			return gp->r64[i].out;
	struct gprob *fp = gp->f64;
	int slot = gp->nr64 < 4 ? gp->nr64++ : (int)(seed & 3);
	struct r64 *r = &gp->r64[slot];
	if (r->out) {
		for (int o = 0; o < fp->p->noutputs; o++)
			if (r->out[o])
				pool_put(g, r->out[o]);
		free(r->out);
	}
	r->seed = seed;
	r->out = calloc((size_t)fp->p->noutputs, sizeof *r->out);
	if (prepare_from(g, fp, gp->p, seed, err) || run_range(g, fp, 0, fp->p->nsteps, NULL, err) ||
	    sync_check(g, err) || copy_outputs(g, fp, r->out, err)) {
		kerr_wrap(err, "the float64 model");
		r->seed = LLONG_MIN;
		return NULL;
	}
	return r->out;
}

/* The substitutes a model request names, by first step (a kernel group's
 * steps are in the request's "groups"). */
static int subs_from(struct gpu *g, struct gprob *gp, const cJSON *subs, const cJSON *groups,
		     const struct kopt_blob_access *blobs, struct gkern **out,
		     int *compile_error, struct kerr *err)
{
	for (const cJSON *e = subs ? subs->child : NULL; e; e = e->next) {
		int s = step_index(gp->p, e->string);
		const cJSON *gs = cJSON_GetObjectItemCaseSensitive(groups, e->string);
		if (s < 0 && gs && (s = group_target(gp, e->string, gs, err)) < 0)
			return -1;
		if (s < 0 || !cJSON_IsString(e))
			return kerr_set(err, "substitution for unknown step %s", e->string);
		int f = first_of(gp, s);
		if (out[f])
			return kerr_set(err, "two substitutions for step %s",
					gp->p->steps[f].name);
		out[f] = get_kern(g, gp, s, e->valuestring, blobs, compile_error, err);
		if (!out[f])
			return -1;
		for (int i = f + 1; i < f + span_of(gp, s); i++)
			if (out[i])
				return kerr_set(err, "two substitutions for step %s",
						gp->p->steps[i].name);
	}
	return 0;
}

static int check_model(struct gpu *g, struct gprob *gp, const cJSON *subs,
		       const cJSON *groups, const cJSON *seeds,
		       const struct kopt_blob_access *blobs, cJSON *reply, struct kerr *err)
{
	int ns = gp->p->nsteps, no = gp->p->noutputs, ce;
	struct gkern **sub = calloc((size_t)ns, sizeof *sub);
	CUdeviceptr *ref = calloc((size_t)no, sizeof *ref);
	CUdeviceptr *opt = calloc((size_t)no, sizeof *opt);
	int rc = -1;
	/* float32 outputs within tolerance (tier 1) or against the float64
	 * model (tier 2); int32 and int64 outputs (indices) exactly. */
	for (int o = 0; o < no; o++) {
		enum dtype dt = gp->p->bufs[gp->p->outputs[o].buf].dtype;
		if (dt != DT_F32 && dt != DT_I32 && dt != DT_I64) {
			kerr_set(err, "output %d: %s outputs are not compared (float32, int32 "
				 "and int64 are)", o, dtype_name(dt));
			goto out;
		}
	}
	if (subs_from(g, gp, subs, groups, blobs, sub, &ce, err))
		goto out;
	cJSON *arr = cJSON_AddArrayToObject(reply, "seeds");
	/* Tier 2's measures (PAPER_NOTES 5.4) need the problem's float64 model:
	 * d_ref = |r_f32 - r_f64|inf, d_opt = |o_f32 - r_f64|inf, r_inf =
	 * |r_f32|inf per output and seed.  Without one gate 3 has tier 1 only. */
	cJSON_AddStringToObject(reply, "float64", gp->f64 ? "measured" : "unavailable");
	for (const cJSON *sd = seeds ? seeds->child : NULL; sd; sd = sd->next) {
		long long seed = (long long)sd->valuedouble;
		for (int o = 0; o < no; o++) {
			if (ref[o]) {
				pool_put(g, ref[o]);
				ref[o] = 0;
			}
			if (opt[o]) {
				pool_put(g, opt[o]);
				opt[o] = 0;
			}
		}
		CUdeviceptr *r64 = NULL;
		if (gp->f64 && !(r64 = float64_outputs(g, gp, seed, err)))
			goto out;
		if (prepare(g, gp, seed, err) || run_range(g, gp, 0, ns, NULL, err) ||
		    copy_outputs(g, gp, ref, err) || prepare(g, gp, seed, err))
			goto out;
		if (run_range(g, gp, 0, ns, sub, err) || sync_check(g, err)) {
			if (g->broken[0])
				cJSON_AddStringToObject(reply, "fault", err->msg);
			goto out;
		}
		cJSON *e = cJSON_CreateObject();
		cJSON_AddNumberToObject(e, "seed", (double)seed);
		cJSON *outs = cJSON_AddArrayToObject(e, "outputs");
		cJSON_AddItemToArray(arr, e);
		for (int o = 0; o < no; o++) {
			const struct pview *v = &gp->p->outputs[o];
			struct pview flat = *v;
			long long stride = 1;
			for (int d = v->ndim - 1; d >= 0; d--) {
				flat.strides[d] = stride;
				stride *= v->shape[d];
			}
			flat.offset = 0;
			cJSON *oj = cJSON_CreateObject();
			char name[64];
			snprintf(name, sizeof name, "output%d", o);
			cJSON_AddStringToObject(oj, "name", name);
			enum dtype odt = gp->p->bufs[v->buf].dtype;
			if (odt != DT_F32)
				cJSON_AddBoolToObject(oj, "exact", 1);
			if (compare(g, data_of(gp, v->buf), v, ref[o], &flat, 1, odt, oj, err)) {
				cJSON_Delete(oj);
				goto out;
			}
			cJSON_AddItemToArray(outs, oj);
		}
		if (!r64)
			continue;
		if (copy_outputs(g, gp, opt, err))
			goto out;
		cJSON *oj = outs->child;
		for (int o = 0; o < no; o++, oj = oj->next) {
			if (gp->p->bufs[gp->p->outputs[o].buf].dtype != DT_F32)
				continue;	/* exact: no float64 measure */
			unsigned long long n = view_numel(&gp->p->outputs[o]), nans = 0;
			double d_ref, d_opt, r_inf;
			if (maxdiff(g, ref[o], r64[o], n, &d_ref, &nans, err) ||
			    maxdiff(g, opt[o], r64[o], n, &d_opt, &nans, err) ||
			    maxdiff(g, ref[o], 0, n, &r_inf, &nans, err))
				goto out;
			cJSON_AddItemToObject(oj, "d_ref", canon_number(d_ref));
			cJSON_AddItemToObject(oj, "d_opt", canon_number(d_opt));
			cJSON_AddItemToObject(oj, "r_inf", canon_number(r_inf));
			cJSON_AddNumberToObject(oj, "nan_vs_float64", (double)nans);
		}
	}
	rc = 0;
out:
	for (int o = 0; o < no; o++) {
		if (ref[o])
			pool_put(g, ref[o]);
		if (opt[o])
			pool_put(g, opt[o]);
	}
	free(ref);
	free(opt);
	free(sub);
	return rc;
}

/* do_bench semantics (triton.testing): estimate from 5 calls, warm-up for
 * warmup_ms, repeat for rep_ms, the L2 flushed by writing a 256 MB buffer
 * before every repeat, one event pair per repeat, every sample kept. */
struct bench {
	struct gpu *g;
	struct gprob *gp;
	int from, to;		/* steps run per call */
	struct gkern **subs;
	CUdeviceptr *restore_dst, *restore_src;
	size_t *restore_bytes;
	int nrestore;
};

static int bench_call(struct bench *b, struct kerr *err)
{
	struct gpu *g = b->g;
	for (int i = 0; i < b->nrestore; i++)
		CU(g->a.cuMemcpyDtoDAsync(b->restore_dst[i], b->restore_src[i],
					  b->restore_bytes[i], g->stream));
	return run_range(g, b->gp, b->from, b->to, b->subs, err);
fail:
	return -1;
}

/* The SM clock now, in MHz, from kopt_sm_clock spinning 2 ms on one SM. */
static int sm_clock_mhz(struct gpu *g, double *mhz, struct kerr *err)
{
	unsigned long long out[2] = { 0, 0 }, spin = 2000000;
	void *args[] = { &g->stats, &spin };
	CU(g->a.cuLaunchKernel(g->sm_clock, 1, 1, 1, 1, 1, 1, 0, g->stream, args, NULL));
	CU(g->a.cuStreamSynchronize(g->stream));
	CU(g->a.cuMemcpyDtoH(out, g->stats, sizeof out));
	*mhz = out[1] ? (double)out[0] / (double)out[1] * 1e3 : 0;
	return 0;
fail:
	return -1;
}

/* Device-to-device copy bandwidth (bytes read plus bytes written per
 * second, best of 10 copies of 256 MB), measured once per process. */
static int copy_bandwidth(struct gpu *g, struct kerr *err)
{
	if (g->copy_gbps > 0)
		return 0;
	CUdeviceptr dst = 0;
	CUevent e0 = NULL, e1 = NULL;
	float best = 0;
	CU(g->a.cuMemAlloc(&dst, FLUSH_BYTES));
	CU(g->a.cuEventCreate(&e0, CU_EVENT_DEFAULT));
	CU(g->a.cuEventCreate(&e1, CU_EVENT_DEFAULT));
	for (int i = 0; i < 12; i++) {
		float ms;
		CU(g->a.cuEventRecord(e0, g->stream));
		CU(g->a.cuMemcpyDtoDAsync(dst, g->flush, FLUSH_BYTES, g->stream));
		CU(g->a.cuEventRecord(e1, g->stream));
		CU(g->a.cuEventSynchronize(e1));
		CU(g->a.cuEventElapsedTime(&ms, e0, e1));
		if (i >= 2 && (best == 0 || ms < best))	/* two warm-up copies */
			best = ms;
	}
	g->copy_gbps = 2.0 * FLUSH_BYTES / (best * 1e-3) / 1e9;
	g->a.cuEventDestroy(e0);
	g->a.cuEventDestroy(e1);
	g->a.cuMemFree(dst);
	return 0;
fail:
	if (e0)
		g->a.cuEventDestroy(e0);
	if (e1)
		g->a.cuEventDestroy(e1);
	if (dst)
		g->a.cuMemFree(dst);
	return -1;
}

/* The least time the model can take (gate 4's plausibility check): every
 * input and param read once and every output written once at the measured
 * copy bandwidth, or the vendor GEMMs' arithmetic at the float32 peak (SMs x
 * 128 FP32 lanes x 2 flops x rated clock), whichever is longer.
 * Intermediates are not counted: a fused model need not touch them. */
static int model_floor(struct gpu *g, struct gprob *gp, cJSON *reply, struct kerr *err)
{
	if (copy_bandwidth(g, err))
		return -1;
	const struct problem *p = gp->p;
	double bytes = 0, flops = 0;
	for (int b = 0; b < p->nbufs; b++)
		if (p->bufs[b].role == ROLE_INPUT || p->bufs[b].role == ROLE_PARAM)
			bytes += (double)gp->bytes[b];
	for (int o = 0; o < p->noutputs; o++)
		bytes += (double)view_numel(&p->outputs[o]) *
			 (double)dtype_size(p->bufs[p->outputs[o].buf].dtype);
	for (int s = 0; s < p->nsteps; s++) {
		const struct pstep *st = &p->steps[s];
		if (st->is_kernel)
			continue;
		const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
		struct pview a, c;
		struct kerr ignore;
		if (!strcmp(st->op, "convolution")) {
			/* out has N x C_out x spatial elements, each C_in/groups x
			 * kernel multiply-adds: the weight's numel over C_out. */
			struct pview w;
			if (!view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "weight"),
					"weight", &w, &ignore) &&
			    !view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out",
					&c, &ignore) && w.shape[0] > 0)
				flops += 2.0 * (double)view_numel(&c) *
					 ((double)view_numel(&w) / (double)w.shape[0]);
			continue;
		}
		if (view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "a"), "a", &a, &ignore) ||
		    view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &c,
			       &ignore) || a.ndim < 2)
			continue;
		/* out has M x N (x batch) elements, each K multiply-adds. */
		flops += 2.0 * (double)view_numel(&c) * (double)a.shape[a.ndim - 1];
	}
	double peak = (double)g->sms * 128 * 2 * (double)g->clock_khz * 1e3 / 1e9;
	double t_mem = bytes / (g->copy_gbps * 1e9) * 1e3;
	double t_flop = peak > 0 ? flops / (peak * 1e9) * 1e3 : 0;
	cJSON *f = cJSON_AddObjectToObject(reply, "floor");
	cJSON_AddNumberToObject(f, "bytes", bytes);
	cJSON_AddItemToObject(f, "copy_gbps", canon_number(g->copy_gbps));
	cJSON_AddNumberToObject(f, "flops", flops);
	cJSON_AddItemToObject(f, "peak_fp32_gflops", canon_number(peak));
	cJSON_AddItemToObject(f, "ms", canon_number(t_mem > t_flop ? t_mem : t_flop));
	return 0;
}

static int do_bench(struct bench *b, double warmup_ms, double rep_ms, cJSON *reply,
		    struct kerr *err)
{
	struct gpu *g = b->g;
	CUevent e0 = NULL, e1 = NULL, *st = NULL, *en = NULL;
	int nrep = 0, rc = -1;
	CU(g->a.cuEventCreate(&e0, CU_EVENT_DEFAULT));
	CU(g->a.cuEventCreate(&e1, CU_EVENT_DEFAULT));
	/* One call first, as triton.testing.do_bench makes: a first call's
	 * one-time costs (a cuBLAS heuristic, a module's first launch) would
	 * inflate the estimate and leave too few samples. */
	if (bench_call(b, err) || sync_check(g, err))
		goto out;
	CU(g->a.cuEventRecord(e0, g->stream));
	for (int i = 0; i < 5; i++) {
		CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
		if (bench_call(b, err))
			goto out;
	}
	CU(g->a.cuEventRecord(e1, g->stream));
	CU(g->a.cuEventSynchronize(e1));
	if (sync_check(g, err))
		goto out;
	float est = 0;
	CU(g->a.cuEventElapsedTime(&est, e0, e1));
	est /= 5;
	if (est <= 0)
		est = 1e-3f;
	int nwarm = (int)(warmup_ms / est), n = (int)(rep_ms / est);
	nwarm = nwarm < 1 ? 1 : nwarm > MAX_SAMPLES ? MAX_SAMPLES : nwarm;
	n = n < 1 ? 1 : n > MAX_SAMPLES ? MAX_SAMPLES : n;
	for (int i = 0; i < nwarm; i++)
		if (bench_call(b, err))
			goto out;
	st = calloc((size_t)n, sizeof *st);
	en = calloc((size_t)n, sizeof *en);
	for (nrep = 0; nrep < n; nrep++) {
		CU(g->a.cuEventCreate(&st[nrep], CU_EVENT_DEFAULT));
		CU(g->a.cuEventCreate(&en[nrep], CU_EVENT_DEFAULT));
	}
	for (int i = 0; i < n; i++) {
		CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
		for (int r = 0; r < b->nrestore; r++)
			CU(g->a.cuMemcpyDtoDAsync(b->restore_dst[r], b->restore_src[r],
						  b->restore_bytes[r], g->stream));
		CU(g->a.cuEventRecord(st[i], g->stream));
		if (run_range(g, b->gp, b->from, b->to, b->subs, err))
			goto out;
		CU(g->a.cuEventRecord(en[i], g->stream));
	}
	CU(g->a.cuEventSynchronize(en[n - 1]));
	if (sync_check(g, err))
		goto out;
	cJSON *arr = cJSON_AddArrayToObject(reply, "samples_ms");
	for (int i = 0; i < n; i++) {
		float ms;
		CU(g->a.cuEventElapsedTime(&ms, st[i], en[i]));
		cJSON_AddItemToArray(arr, cJSON_CreateNumber(ms));
	}
	cJSON_AddItemToObject(reply, "estimate_ms", canon_number(est));
	cJSON_AddNumberToObject(reply, "warmup_calls", nwarm);
	rc = 0;
	goto out;
fail:
	rc = -1;
out:
	for (int i = 0; i < nrep; i++) {
		if (st[i])
			g->a.cuEventDestroy(st[i]);
		if (en[i])
			g->a.cuEventDestroy(en[i]);
	}
	free(st);
	free(en);
	if (e0)
		g->a.cuEventDestroy(e0);
	if (e1)
		g->a.cuEventDestroy(e1);
	return rc;
}

static double jnum(const cJSON *o, const char *k, double def)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	return cJSON_IsNumber(v) ? v->valuedouble : def;
}

/* Gate 4 paired: the baseline model (A) and the re-stitched one (B) timed in
 * alternation, A B A B ..., in this one context, each call after an L2
 * flush and between its own events, so clock and thermal drift reach both
 * alike; the decision uses the per-pair ratios B/A.  do_bench's budget:
 * estimate from 5 calls of each, warmup_ms of pairs, then rep_ms of pairs.
 * The SM clock is measured before and after. */
static int do_bench_pair(struct bench *ba, struct bench *bb, double warmup_ms,
			 double rep_ms, cJSON *reply, struct kerr *err)
{
	struct gpu *g = ba->g;
	CUevent e[4] = { 0 }, *ev = NULL;
	int nev = 0, rc = -1, n = 0;
	double mhz0 = 0, mhz1 = 0;
	if (sm_clock_mhz(g, &mhz0, err))
		return -1;
	for (int i = 0; i < 4; i++)
		CU(g->a.cuEventCreate(&e[i], CU_EVENT_DEFAULT));
	if (bench_call(ba, err) || bench_call(bb, err) || sync_check(g, err))
		goto out;	/* first calls, outside the estimate (do_bench) */
	float est[2] = { 0, 0 };
	for (int w = 0; w < 2; w++) {
		struct bench *b = w ? bb : ba;
		CU(g->a.cuEventRecord(e[2 * w], g->stream));
		for (int i = 0; i < 5; i++) {
			CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
			if (bench_call(b, err))
				goto out;
		}
		CU(g->a.cuEventRecord(e[2 * w + 1], g->stream));
	}
	CU(g->a.cuEventSynchronize(e[3]));
	if (sync_check(g, err))
		goto out;
	CU(g->a.cuEventElapsedTime(&est[0], e[0], e[1]));
	CU(g->a.cuEventElapsedTime(&est[1], e[2], e[3]));
	double pair = (est[0] + est[1]) / 5;
	if (pair <= 0)
		pair = 1e-3;
	int nwarm = (int)(warmup_ms / pair);
	n = (int)(rep_ms / pair);
	nwarm = nwarm < 1 ? 1 : nwarm > MAX_SAMPLES ? MAX_SAMPLES : nwarm;
	n = n < 3 ? 3 : n > MAX_SAMPLES ? MAX_SAMPLES : n;
	for (int i = 0; i < nwarm; i++)
		if (bench_call(ba, err) || bench_call(bb, err))
			goto out;
	ev = calloc((size_t)n * 4, sizeof *ev);
	for (nev = 0; nev < n * 4; nev++)
		CU(g->a.cuEventCreate(&ev[nev], CU_EVENT_DEFAULT));
	for (int i = 0; i < n; i++)
		for (int w = 0; w < 2; w++) {
			struct bench *b = w ? bb : ba;
			CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
			CU(g->a.cuEventRecord(ev[4 * i + 2 * w], g->stream));
			if (run_range(g, b->gp, b->from, b->to, b->subs, err))
				goto out;
			CU(g->a.cuEventRecord(ev[4 * i + 2 * w + 1], g->stream));
		}
	CU(g->a.cuEventSynchronize(ev[4 * n - 1]));
	if (sync_check(g, err) || sm_clock_mhz(g, &mhz1, err))
		goto out;
	cJSON *sa = cJSON_AddArrayToObject(reply, "baseline_samples_ms");
	cJSON *sb = cJSON_AddArrayToObject(reply, "samples_ms");
	for (int i = 0; i < n; i++) {
		float ma, mb;
		CU(g->a.cuEventElapsedTime(&ma, ev[4 * i], ev[4 * i + 1]));
		CU(g->a.cuEventElapsedTime(&mb, ev[4 * i + 2], ev[4 * i + 3]));
		cJSON_AddItemToArray(sa, cJSON_CreateNumber(ma));
		cJSON_AddItemToArray(sb, cJSON_CreateNumber(mb));
	}
	cJSON_AddStringToObject(reply, "order", "ABAB");
	cJSON_AddItemToObject(reply, "estimate_ms", canon_number(est[1] / 5));
	cJSON_AddItemToObject(reply, "baseline_estimate_ms", canon_number(est[0] / 5));
	cJSON_AddNumberToObject(reply, "warmup_pairs", nwarm);
	cJSON *clk = cJSON_AddObjectToObject(reply, "sm_clock_mhz");
	cJSON_AddItemToObject(clk, "before", canon_number(mhz0));
	cJSON_AddItemToObject(clk, "after", canon_number(mhz1));
	cJSON_AddNumberToObject(clk, "rated", g->clock_khz / 1e3);
	rc = 0;
	goto out;
fail:
	rc = -1;
out:
	for (int i = 0; i < nev; i++)
		g->a.cuEventDestroy(ev[i]);
	free(ev);
	for (int i = 0; i < 4; i++)
		if (e[i])
			g->a.cuEventDestroy(e[i]);
	return rc;
}

static const char *jstr(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* Snapshots of step s's in-place buffers (in_out_ptr*) as they are now, for
 * restoring before each timing repeat or profiling pass: dst[i] from snap[i],
 * bytes[i] long, appended at *n (the caller puts snap[] back in the pool). */
static int snapshot_inplace(struct gpu *g, struct gprob *gp, int s, CUdeviceptr *dst,
			    CUdeviceptr *snap, size_t *bytes, int *n, struct kerr *err)
{
	struct pview wv[MAX_WRITTEN];
	int io[MAX_WRITTEN];
	const struct pstep *st = target_step(gp, s, err);
	int nw = st ? written(gp, st, wv, io, MAX_WRITTEN, err) : -1;
	if (nw < 0)
		return -1;
	for (int i = 0; i < nw; i++) {
		if (!io[i])
			continue;
		if (clone_buf(g, gp, wv[i].buf, &snap[*n], err))
			return -1;
		dst[*n] = data_of(gp, wv[i].buf);
		bytes[*n] = gp->bytes[wv[i].buf];
		(*n)++;
	}
	return 0;
}

static int time_request(struct gpu *g, struct gprob *gp, const cJSON *req,
			const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
			struct kerr *err)
{
	const char *scope = jstr(req, "scope");
	double warm = jnum(req, "warmup_ms", 25), rep = jnum(req, "rep_ms", 100);
	int ns = gp->p->nsteps;
	struct gkern **subs = calloc((size_t)ns, sizeof *subs);
	struct bench b = { .g = g, .gp = gp, .subs = subs };
	CUdeviceptr snap[MAX_WRITTEN] = { 0 }, dst[MAX_WRITTEN];
	size_t bytes[MAX_WRITTEN];
	int rc = -1;
	if (prepare(g, gp, 0, err))
		goto out;
	if (scope && !strcmp(scope, "model")) {
		if (subs_from(g, gp, cJSON_GetObjectItemCaseSensitive(req, "substitutions"),
			      cJSON_GetObjectItemCaseSensitive(req, "groups"), blobs, subs, ce, err))
			goto out;
		b.from = 0;
		b.to = ns;
		const cJSON *paired = cJSON_GetObjectItemCaseSensitive(req, "paired");
		if (cJSON_IsTrue(paired)) {
			struct gkern **none = calloc((size_t)ns, sizeof *none);
			struct bench a = b;
			a.subs = none;
			rc = do_bench_pair(&a, &b, warm, rep, reply, err);
			free(none);
			if (rc == 0)
				rc = model_floor(g, gp, reply, err);
			goto out;
		}
		rc = do_bench(&b, warm, rep, reply, err);
		if (rc == 0) {
			/* Per-step times for the vendor share of a fallback:
			 * each step timed alone the same way, in order. */
			cJSON *per = cJSON_AddObjectToObject(reply, "steps_ms");
			for (int s = 0; s < ns && rc == 0; s++) {
				struct bench one = b;
				one.from = s;
				one.to = s + 1;
				cJSON *tmp = cJSON_CreateObject();
				rc = do_bench(&one, warm / ns, rep / ns, tmp, err);
				double med = 0;
				const cJSON *sm = cJSON_GetObjectItemCaseSensitive(tmp, "samples_ms");
				int cnt = cJSON_GetArraySize(sm);
				if (cnt > 0) {
					double *v = malloc((size_t)cnt * sizeof *v);
					int i = 0;
					for (const cJSON *x = sm->child; x; x = x->next)
						v[i++] = x->valuedouble;
					for (int p = 1; p < cnt; p++)
						for (int q = p; q > 0 && v[q - 1] > v[q]; q--) {
							double t = v[q];
							v[q] = v[q - 1];
							v[q - 1] = t;
						}
					med = cnt % 2 ? v[cnt / 2] : (v[cnt / 2 - 1] + v[cnt / 2]) / 2;
					free(v);
				}
				cJSON_AddNumberToObject(per, gp->p->steps[s].name, med);
				cJSON_Delete(tmp);
			}
		}
		goto out;
	}
	int s = request_target(gp, req, err);
	if (s < 0)
		goto out;
	struct gkern *k = get_kern(g, gp, s, jstr(req, "candidate"), blobs, ce, err);
	if (!k || run_range(g, gp, 0, first_of(gp, s), NULL, err) || sync_check(g, err))
		goto out;
	/* In-place buffers are restored before every repeat. */
	if (snapshot_inplace(g, gp, s, dst, snap, bytes, &b.nrestore, err))
		goto out;
	b.restore_dst = dst;
	b.restore_src = snap;
	b.restore_bytes = bytes;
	subs[first_of(gp, s)] = k;
	b.from = first_of(gp, s);
	b.to = b.from + span_of(gp, s);
	rc = do_bench(&b, warm, rep, reply, err);
out:
	for (int i = 0; i < MAX_WRITTEN; i++)
		if (snap[i])
			pool_put(g, snap[i]);
	free(subs);
	return rc;
}

struct prof_launch {
	struct gpu *g;
	struct gprob *gp;
	int s;
	const struct pstep *st;
	struct gkern *k;
	struct kerr *err;
	/* User replay: in-place buffers restored before every pass's launch. */
	CUdeviceptr dst[MAX_WRITTEN], snap[MAX_WRITTEN];
	size_t bytes[MAX_WRITTEN];
	int nrestore;
};

static int prof_launch_cb(void *arg)
{
	struct prof_launch *pl = arg;
	struct gpu *g = pl->g;
	struct kerr *err = pl->err;
	for (int i = 0; i < pl->nrestore; i++)
		CU(g->a.cuMemcpyDtoDAsync(pl->dst[i], pl->snap[i], pl->bytes[i], g->stream));
	if (launch_as(pl->g, pl->gp, pl->s, pl->st, pl->k, pl->err))
		return -1;
	return sync_check(pl->g, pl->err);
fail:
	return -1;
}

/* Profile one launch of the candidate on seed 0's inputs, after the steps
 * before it: CUPTI range profiler, auto range, kernel replay. */
static int profile_request(struct gpu *g, struct gprob *gp, int s, const cJSON *req,
			   const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
			   struct kerr *err)
{
	const cJSON *ms = cJSON_GetObjectItemCaseSensitive(req, "metrics");
	int n = cJSON_GetArraySize(ms), same = n == g->nprof;
	if (n < 1 || n > 16)
		return kerr_set(err, "profile: give 1 to 16 metrics");
	for (int i = 0; i < n && same; i++)
		same = !strcmp(cJSON_GetArrayItem(ms, i)->valuestring, g->prof_metrics[i]);
	if (!same) {
		cupti_prof_close(g->prof);
		g->prof = NULL;
		for (int i = 0; i < g->nprof; i++)
			free(g->prof_metrics[i]);
		for (int i = 0; i < n; i++)
			g->prof_metrics[i] = strdup(cJSON_GetArrayItem(ms, i)->valuestring);
		g->nprof = n;
		g->prof_error[0] = '\0';
	}
	if (!g->prof && !g->prof_error[0]) {
		g->prof = cupti_prof_open(g->ctx, 0, (const char *const *)g->prof_metrics, n, err);
		if (!g->prof)
			snprintf(g->prof_error, sizeof g->prof_error, "%.1000s", err->msg);
	}
	if (!g->prof)
		return kerr_set(err, "%s", g->prof_error);
	const char *replay = jstr(req, "replay") ? jstr(req, "replay") : "kernel";
	int user = !strcmp(replay, "user");
	if (!user && strcmp(replay, "kernel"))
		return kerr_set(err, "profile: replay is kernel or user, not %.40s", replay);
	double t0 = mono_ms(), t1;
	struct gkern *k = get_kern(g, gp, s, jstr(req, "candidate"), blobs, ce, err);
	if (k && k->unfused)
		return kerr_set(err, "a kernel group's baseline is %d kernels; its profile "
				"would not be one kernel's", k->span);
	if (!k || prepare(g, gp, 0, err) || run_range(g, gp, 0, first_of(gp, s), NULL, err) ||
	    sync_check(g, err))
		return -1;
	t1 = mono_ms();
	struct prof_launch pl = { .g = g, .gp = gp, .s = s, .st = target_step(gp, s, err),
				  .k = k, .err = err };
	if (!pl.st)
		return -1;
	int rc = -1;
	/* User replay: the launch's in-place buffers, as they are before it. */
	if (user && snapshot_inplace(g, gp, s, pl.dst, pl.snap, pl.bytes, &pl.nrestore, err))
		goto out;
	double v[16];
	int passes;
	if (cupti_prof_run(g->prof, prof_launch_cb, &pl, user, v, &passes, err))
		goto out;
	if (gpu_trace())
		fprintf(stderr, "profile: inputs and steps before %.1f ms, CUPTI %.1f ms\n",
			t1 - t0, mono_ms() - t1);
	cJSON *m = cJSON_AddObjectToObject(reply, "metrics");
	for (int i = 0; i < n; i++)
		cJSON_AddItemToObject(m, g->prof_metrics[i], canon_number(v[i]));
	cJSON_AddNumberToObject(reply, "registers", k->registers);
	cJSON_AddNumberToObject(reply, "spills", k->spills);
	cJSON_AddNumberToObject(reply, "passes", passes);
	cJSON_AddStringToObject(reply, "range", "auto");
	cJSON_AddStringToObject(reply, "replay_mode", user ? "user" : "kernel");
	rc = 0;
out:
	for (int i = 0; i < pl.nrestore; i++)
		pool_put(g, pl.snap[i]);
	return rc;
}

static char *finish(cJSON *reply, struct kopt_answer *ans, int ok, const char *error)
{
	if (!ok) {
		cJSON_DeleteItemFromObjectCaseSensitive(reply, "error");
		cJSON_AddStringToObject(reply, "error", error);
		snprintf(ans->status, sizeof ans->status, "error");
	}
	char *s = canon_string(reply, NULL);
	cJSON_Delete(reply);
	return s;
}

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	struct gpu *g = ctx;
	struct kerr err;
	err.msg[0] = '\0';
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "ok");
	cJSON *req = cJSON_Parse(request);
	cJSON *reply = cJSON_CreateObject();
	int ok = 0, ce = 0;
	if (gpu_init(g, &err))
		goto done;
	if (g->broken[0]) {
		snprintf(err.msg, sizeof err.msg, "the CUDA context faulted earlier in this "
			 "process and cannot be used again: %.4000s", g->broken);
		cJSON_AddStringToObject(reply, "fault", err.msg);
		goto done;
	}
	CUresult r = g->a.cuCtxSetCurrent(g->ctx);
	if (r != CUDA_SUCCESS) {
		cu_fail(g, r, "cuCtxSetCurrent", __LINE__, &err);
		goto done;
	}
	struct gprob *gp = find_prob(g, jstr(req, "problem") ? jstr(req, "problem") : "",
				     blobs, &err);
	if (!gp)
		goto done;
	const char *scope = jstr(req, "scope");
	int model = scope && !strcmp(scope, "model");
	int s = model ? -1 : request_target(gp, req, &err);
	if (!model && s < 0)
		goto done;
	if (!strcmp(kind, "compile")) {
		struct gkern *k = get_kern(g, gp, s, jstr(req, "candidate"), blobs, &ce, &err);
		if (k) {
			cJSON_Delete(reply);
			reply = cJSON_Duplicate(k->reply, 1);
			ok = 1;
		}
	} else if (!strcmp(kind, "check")) {
		const cJSON *seeds = cJSON_GetObjectItemCaseSensitive(req, "seeds");
		if (model) {
			ok = check_model(g, gp, cJSON_GetObjectItemCaseSensitive(req,
				"substitutions"), cJSON_GetObjectItemCaseSensitive(req, "groups"),
				seeds, blobs, reply, &err) == 0;
		} else {
			struct gkern *k = get_kern(g, gp, s, jstr(req, "candidate"), blobs, &ce,
						   &err);
			ok = k && check_subkernel(g, gp, s, k, seeds, reply, &err) == 0;
		}
	} else if (!strcmp(kind, "time")) {
		ok = time_request(g, gp, req, blobs, reply, &ce, &err) == 0;
	} else if (!strcmp(kind, "profile")) {
		ok = profile_request(g, gp, s, req, blobs, reply, &ce, &err) == 0;
	} else {
		kerr_set(&err, "this GPU backend does not answer %s requests", kind);
	}
	if (!ok && g->broken[0] && !cJSON_GetObjectItemCaseSensitive(reply, "fault"))
		cJSON_AddStringToObject(reply, "fault", g->broken);
done:
	ans->reply = finish(reply, ans, ok, err.msg);
	cJSON_Delete(req);
	return 0;
}

static char *describe(void *ctx)
{
	struct gpu *g = ctx;
	struct kerr err;
	cJSON *d = cJSON_CreateObject();
	if (gpu_init(g, &err)) {
		cJSON_AddStringToObject(d, "error", err.msg);
	} else {
		char name[256] = "";
		int drv = 0, maj = 0, min = 0, ver = 0;
		size_t mem = 0;
		g->a.cuDeviceGetName(name, sizeof name, g->dev);
		g->a.cuDriverGetVersion(&drv);
		g->a.cuDeviceTotalMem(&mem, g->dev);
		g->a.nvrtcVersion(&maj, &min);
		g->a.cublasGetVersion(g->blas, &ver);
		cJSON_AddStringToObject(d, "device", name);
		char cc[16], nv[16];
		snprintf(cc, sizeof cc, "%d.%d", g->cc_major, g->cc_minor);
		snprintf(nv, sizeof nv, "%d.%d", maj, min);
		cJSON_AddStringToObject(d, "compute_capability", cc);
		cJSON_AddNumberToObject(d, "sms", g->sms);
		cJSON_AddNumberToObject(d, "memory_bytes", (double)mem);
		cJSON_AddNumberToObject(d, "cuda_driver_api", drv);
		cJSON_AddStringToObject(d, "nvrtc", nv);
		cJSON_AddStringToObject(d, "cuda_headers", g->headers_version);
		cJSON_AddNumberToObject(d, "cublas", ver);
	}
	char *s = canon_string(d, NULL);
	cJSON_Delete(d);
	return s;
}

/* `kopt exec`: run the baseline model for a seed and write its outputs. */
static int dump(void *ctx, const char *problem_sha, long long seed,
		const struct kopt_blob_access *blobs, const char *dir, char *errbuf,
		size_t errlen)
{
	struct gpu *g = ctx;
	struct kerr err;
	err.msg[0] = '\0';
	struct gprob *gp = NULL;
	CUdeviceptr *out = NULL;
	int rc = -1;
	cJSON *idx = cJSON_CreateObject();
	if (gpu_init(g, &err) || !(gp = find_prob(g, problem_sha, blobs, &err)))
		goto done;
	out = calloc((size_t)gp->p->noutputs, sizeof *out);
	if (prepare(g, gp, seed, &err) || run_range(g, gp, 0, gp->p->nsteps, NULL, &err) ||
	    sync_check(g, &err) || copy_outputs(g, gp, out, &err))
		goto done;
	cJSON *arr = cJSON_AddArrayToObject(idx, "outputs");
	for (int o = 0; o < gp->p->noutputs; o++) {
		const struct pview *v = &gp->p->outputs[o];
		size_t n = view_numel(v);
		enum dtype dt = gp->p->bufs[v->buf].dtype;
		size_t es = dtype_size(dt);
		void *host = malloc(n * es + 8);
		if (g->a.cuMemcpyDtoH(host, out[o], n * es) != CUDA_SUCCESS) {
			kerr_set(&err, "copying output %d", o);
			free(host);
			goto done;
		}
		char path[4096], fname[64];
		snprintf(fname, sizeof fname, "out%d.bin", o);
		snprintf(path, sizeof path, "%s/%s", dir, fname);
		FILE *f = fopen(path, "wb");
		int bad = !f || fwrite(host, es, n, f) != n;
		if (f && fclose(f))
			bad = 1;
		free(host);
		if (bad) {
			kerr_set(&err, "%s: cannot write: %s", path, strerror(errno));
			goto done;
		}
		cJSON *e = cJSON_CreateObject();
		cJSON_AddNumberToObject(e, "index", o);
		cJSON_AddStringToObject(e, "dtype", dtype_name(dt));
		cJSON *sh = cJSON_AddArrayToObject(e, "shape");
		for (int d = 0; d < v->ndim; d++)
			cJSON_AddItemToArray(sh, cJSON_CreateNumber((double)v->shape[d]));
		cJSON_AddStringToObject(e, "file", fname);
		cJSON_AddItemToArray(arr, e);
	}
	char path[4096];
	snprintf(path, sizeof path, "%s/index.json", dir);
	char *text = cJSON_Print(idx);
	FILE *f = fopen(path, "w");
	rc = (!f || fputs(text, f) < 0) ? kerr_set(&err, "%s: cannot write", path) : 0;
	if (f && fclose(f))
		rc = kerr_set(&err, "%s: cannot write", path);
	free(text);
done:
	if (out)
		for (int o = 0; o < gp->p->noutputs; o++)
			if (out[o])
				pool_put(g, out[o]);
	free(out);
	cJSON_Delete(idx);
	if (rc)
		snprintf(errbuf, errlen, "%s", err.msg);
	return rc;
}

static int gpu_healthy(void *ctx)
{
	struct gpu *g = ctx;
	return g->broken[0] == '\0';
}

static void gpu_close(void *ctx)
{
	struct gpu *g = ctx;
	triton_close(&g->tc);
	cupti_prof_close(g->prof);
	for (int i = 0; i < g->nprof; i++)
		free(g->prof_metrics[i]);
	/* Device memory and modules go with the process; the context is the
	 * primary one and is not destroyed here. */
	for (size_t i = 0; i < g->nprobs; i++) {
		problem_free(g->probs[i]->p);
		free(g->probs[i]->base);
		free(g->probs[i]->bytes);
		free(g->probs[i]->k0);
		free(g->probs[i]);
	}
	free(g->probs);
	for (size_t i = 0; i < g->nkerns; i++) {
		cJSON_Delete(g->kerns[i]->params);
		cJSON_Delete(g->kerns[i]->launch);
		cJSON_Delete(g->kerns[i]->reply);
		free(g->kerns[i]);
	}
	free(g->kerns);
	for (size_t i = 0; i < g->ninc; i++)
		free(g->inc_opt[i]);
	free(g);
}

int kopt_backend_open(const char *args, struct kopt_backend *out, char *errbuf,
		      size_t errlen)
{
	(void)args;
	(void)errbuf;
	(void)errlen;
	memset(out, 0, sizeof *out);
	struct gpu *g = calloc(1, sizeof *g);
	out->abi = KOPT_BACKEND_ABI;
	out->name = "gpu";
	out->version = "1";
	out->kinds = "compile,check,time,profile";
	out->ctx = g;
	out->describe = describe;
	out->answer = answer;
	out->dump = dump;
	out->close = gpu_close;
	out->healthy = gpu_healthy;
	return 0;
}
