/* gpu_launch: running steps on the stream: a kernel with its arguments and
 * grid (Triton's launch rules, CUDA_FROM_C.md), a vendor step through
 * gpu_vendor.c, a range of steps with substitutes, and kopt's own device
 * kernels (launch1d).
 *
 * Launches are asynchronous; only gpu_sync_check waits and reports what the
 * device did.  Compiles and loads nothing itself: a baseline is loaded on its
 * first run through gpu_load.c. */
#include "harness/gpu/gpu_internal.h"
#include "harness/problem/extern_form.h"
#include "common/canon.h"

#include <string.h>

void gpu_view_to_k(const struct pview *v, struct kview *k)
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

int gpu_launch1d(struct gpu *g, CUfunction f, unsigned long long n, void **args,
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

/* At least n bytes of Triton scratch i (0 global, 1 profile), kept in g
 * for the next launch.  A buffer too small is given back once the stream is
 * idle (a queued launch may still use it) and a larger one made. */
static int triton_scratch(struct gpu *g, int i, size_t n, CUdeviceptr *out, struct kerr *err)
{
	if (g->tscratch_bytes[i] < n) {
		if (g->tscratch[i]) {
			CU(g->a.cuStreamSynchronize(g->stream));
			g->a.cuMemFree(g->tscratch[i]);
			g->tscratch[i] = 0;
			g->tscratch_bytes[i] = 0;
		}
		CU(g->a.cuMemAlloc(&g->tscratch[i], n));
		g->tscratch_bytes[i] = n;
	}
	*out = g->tscratch[i];
	return 0;
fail:
	return -1;
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
			store[n].ptr = gpu_data_of(gp, v.buf) +
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
		/* Two trailing scratch pointers, per program, from the kept
		 * buffers; NULL when the size is 0 (CUDA_FROM_C.md). */
		long long progs = (long long)grid[0] * grid[1] * grid[2];
		long long sizes[2] = { k->gscratch, k->pscratch };
		for (int i = 0; i < 2; i++) {
			store[n].ptr = 0;
			if (sizes[i] > 0 &&
			    triton_scratch(g, i, (size_t)(progs * sizes[i]), &store[n].ptr, err))
				return -1;
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
	return 0;
fail:
	return -1;
}

static int run_step(struct gpu *g, struct gprob *gp, int s, struct gkern *sub,
		    struct kerr *err)
{
	const struct pstep *st = &gp->p->steps[s];
	if (!st->is_kernel && (!sub || sub->vendor))
		return gpu_run_extern(g, gp, st, err);
	if (!st->is_kernel) {	/* a candidate for the vendor call (C6) */
		const struct pstep *fs = gpu_target_step(gp, s, err);
		return fs ? kern_launch(g, gp, fs, sub, err) : -1;
	}
	struct gkern *k = sub ? sub : gpu_load_k0(g, gp, s, err);
	if (!k)
		return -1;
	return kern_launch(g, gp, st, k, err);
}

/* Steps from .. to - 1, each with its substitute in subs (indexed by step;
 * a kernel group's at its first step, standing for all of them). */
int gpu_run_range(struct gpu *g, struct gprob *gp, int from, int to,
		  struct gkern **subs, struct kerr *err)
{
	for (int s = from; s < to; s++) {
		struct gkern *k = subs ? subs[s] : NULL;
		if (k && k->span > 1) {
			struct kerr e2 = { "" };
			const struct pstep *st = gpu_target_step(gp, k->target, &e2);
			if (gpu_launch_as(g, gp, k->target, st, k, err))
				return kerr_wrap(err, "group %s", st->name);
			s += k->span - 1;
			continue;
		}
		if (run_step(g, gp, s, k, err))
			return kerr_wrap(err, "step %s", gp->p->steps[s].name);
	}
	return 0;
}

/* One launch of k as target s (st: the target's step): the vendor call for
 * a vendor step's k0, a kernel group's steps for its k0, else the kernel. */
int gpu_launch_as(struct gpu *g, struct gprob *gp, int s, const struct pstep *st,
		  struct gkern *k, struct kerr *err)
{
	if (k->vendor)
		return gpu_run_extern(g, gp, &gp->p->steps[s], err);
	if (k->unfused)
		return gpu_run_range(g, gp, gpu_first_of(gp, s),
				     gpu_first_of(gp, s) + gpu_span_of(gp, s), NULL, err);
	return kern_launch(g, gp, st, k, err);
}

int gpu_sync_check(struct gpu *g, struct kerr *err)
{
	/* A device-wide synchronize: work left on another stream is caught. */
	CU(g->a.cuCtxSynchronize());
	return 0;
fail:
	return -1;
}
