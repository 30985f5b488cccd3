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
 * so the next request gets a fresh process and context.
 *
 * This file holds the plug-in's entry points (kopt_backend_open and the
 * functions it hands out), the context's one-time setup and the rule that
 * turns a driver error into a message and a fault; the work itself is in the
 * other gpu_*.c files, behind gpu_internal.h.  Nothing here is exported but
 * kopt_backend_open. */
#include "harness/gpu/gpu_internal.h"
#include "common/canon.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* KOPT_GPU_TRACE=1: the phases of each compile and profile on stderr, for
 * finding where time goes (tests/bench/gpus.sh). */
int gpu_trace(void)
{
	const char *t = getenv("KOPT_GPU_TRACE");
	return t && *t == '1';
}

double gpu_mono_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int sticky(CUresult r)
{
	return r == CUDA_ERROR_ILLEGAL_ADDRESS || r == CUDA_ERROR_LAUNCH_FAILED ||
	       r == CUDA_ERROR_MISALIGNED_ADDRESS || r == CUDA_ERROR_ILLEGAL_INSTRUCTION ||
	       r == CUDA_ERROR_INVALID_PC || r == CUDA_ERROR_HARDWARE_STACK_ERROR ||
	       r == CUDA_ERROR_ASSERT || r == CUDA_ERROR_LAUNCH_TIMEOUT ||
	       r == CUDA_ERROR_ILLEGAL_STATE;
}

int gpu_cu_fail(struct gpu *g, CUresult r, const char *call, const char *file, int line,
		struct kerr *err)
{
	const char *name = "?", *msg = "?";
	g->a.cuGetErrorName(r, &name);
	g->a.cuGetErrorString(r, &msg);
	/* The file's name alone (gpu_load.c): the build spells __FILE__ from
	 * the repository root. */
	const char *base = strrchr(file, '/');
	kerr_set(err, "%s: %s (%s) [%s:%d]", call, name, msg, base ? base + 1 : file, line);
	if (sticky(r))
		snprintf(g->broken, sizeof g->broken, "%.1000s", err->msg);
	return -1;
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
		cuda_include_release(dirs, g->ninc);
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
	if (gpu_nvrtc_compile(g, DEV_KERNELS, "kopt_dev.cu", &cubin, &size, NULL, err))
		goto bad;
	CU(g->a.cuModuleLoadData(&g->devmod, cubin));
	CU(g->a.cuModuleGetFunction(&g->gen_f32, g->devmod, "kopt_gen_f32"));
	CU(g->a.cuModuleGetFunction(&g->gen_f64, g->devmod, "kopt_gen_f64"));
	CU(g->a.cuModuleGetFunction(&g->gen_int, g->devmod, "kopt_gen_int"));
	CU(g->a.cuModuleGetFunction(&g->compare, g->devmod, "kopt_compare_f32"));
	CU(g->a.cuModuleGetFunction(&g->compare_i32, g->devmod, "kopt_compare_i32"));
	CU(g->a.cuModuleGetFunction(&g->compare_i64, g->devmod, "kopt_compare_i64"));
	CU(g->a.cuModuleGetFunction(&g->compare_u8, g->devmod, "kopt_compare_u8"));
	CU(g->a.cuModuleGetFunction(&g->copy_view_u8, g->devmod, "kopt_copy_view_u8"));
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

const char *gpu_jstr(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	return cJSON_IsString(v) ? v->valuestring : NULL;
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
		gpu_cu_fail(g, r, "cuCtxSetCurrent", __FILE__, __LINE__, &err);
		goto done;
	}
	/* The Triton helpers start with the first request (the baseline's
	 * timing, as a rule), not with the first compile: each imports torch's
	 * Inductor runtime for seconds (triton_helper.py's warm), and started
	 * at a compile the GPU waits for it.  No reply depends on when a
	 * helper started.  A failure to start is the first compile's to report. */
	if (!g->tc_started) {
		struct kerr serr;
		g->tc_started = 1;
		triton_start(&g->tc, &serr);
		gpu_ahead_start(g);
	}
	struct gprob *gp = gpu_find_prob(g, gpu_jstr(req, "problem") ? gpu_jstr(req, "problem")
							      : "", blobs, &err);
	if (!gp)
		goto done;
	const char *scope = gpu_jstr(req, "scope");
	int model = scope && !strcmp(scope, "model");
	int s = model ? -1 : gpu_request_target(gp, req, &err);
	if (!model && s < 0)
		goto done;
	if (!strcmp(kind, "compile")) {
		struct gkern *k = gpu_get_kern(g, gp, s, gpu_jstr(req, "candidate"), blobs, &ce,
					       &err);
		if (k) {
			cJSON_Delete(reply);
			reply = cJSON_Duplicate(k->reply, 1);
			ok = 1;
		}
	} else if (!strcmp(kind, "check")) {
		const cJSON *seeds = cJSON_GetObjectItemCaseSensitive(req, "seeds");
		if (model) {
			ok = gpu_check_model(g, gp, cJSON_GetObjectItemCaseSensitive(req,
				"substitutions"), cJSON_GetObjectItemCaseSensitive(req, "groups"),
				seeds, blobs, reply, &err) == 0;
		} else {
			struct gkern *k = gpu_get_kern(g, gp, s, gpu_jstr(req, "candidate"), blobs,
						       &ce, &err);
			ok = k && gpu_check_subkernel(g, gp, s, k, seeds, reply, &err) == 0;
		}
	} else if (!strcmp(kind, "time")) {
		ok = gpu_time_request(g, gp, req, blobs, reply, &ce, &err) == 0;
	} else if (!strcmp(kind, "profile")) {
		ok = gpu_profile_request(g, gp, s, req, blobs, reply, &ce, &err) == 0;
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

/* A hint (backend_abi.h): a compile request's Triton candidate is compiled
 * ahead by the compile threads (gpu_ahead.c); anything else, or anything
 * that fails here, is left to the answer. */
static void prefetch(void *ctx, const char *kind, const char *request,
		     const struct kopt_blob_access *blobs)
{
	struct gpu *g = ctx;
	struct kerr err;
	if (strcmp(kind, "compile") != 0 || g->ahead_failed || gpu_init(g, &err) ||
	    g->broken[0] || g->a.cuCtxSetCurrent(g->ctx) != CUDA_SUCCESS)
		return;
	cJSON *req = cJSON_Parse(request);
	struct gprob *gp = gpu_jstr(req, "problem") ? gpu_peek_prob(g, gpu_jstr(req, "problem"),
								    blobs, &err) : NULL;
	int s = gp ? gpu_request_target(gp, req, &err) : -1;
	if (s >= 0)
		gpu_prefetch_kern(g, gp, s, gpu_jstr(req, "candidate"), blobs);
	cJSON_Delete(req);
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
	if (gpu_init(g, &err) || !(gp = gpu_find_prob(g, problem_sha, blobs, &err)))
		goto done;
	out = calloc((size_t)gp->p->noutputs, sizeof *out);
	if (gpu_prepare(g, gp, seed, &err) || gpu_run_range(g, gp, 0, gp->p->nsteps, NULL, &err) ||
	    gpu_sync_check(g, &err) || gpu_copy_outputs(g, gp, out, &err))
		goto done;
	rc = gpu_write_outputs(g, gp, out, dir, &err);
done:
	if (out)
		for (int o = 0; o < gp->p->noutputs; o++)
			if (out[o])
				gpu_pool_put(g, out[o]);
	free(out);
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
	gpu_ahead_destroy(g->ahead);
	triton_close(&g->tc);
	cupti_prof_destroy(g->prof);
	for (int i = 0; i < g->nprof; i++)
		free(g->prof_metrics[i]);
	/* Device memory and modules go with the process; the context is the
	 * primary one and is not destroyed here. */
	for (size_t i = 0; i < g->nprobs; i++) {
		problem_destroy(g->probs[i]->p);
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
	out->prefetch = prefetch;
	return 0;
}
