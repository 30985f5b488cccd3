/* gpu_buffers: a problem's device buffers, their guard bands and inputs, and
 * the scratch pool that snapshots and references borrow from.
 *
 * Buffers are made when a request first uses the problem, but their
 * contents belong to no request: each request that runs steps refills them
 * from its seed (gpu_prepare) first, so nothing may rely on what an earlier
 * request left in them.  Runs no step: that is gpu_launch.c's.
 *
 * Parking: when a request uses a problem other than the last one used, the
 * device memory of every other problem is given back (its buffers, its
 * float64 model's, the float64 outputs kept per seed, its convolution plans
 * with their workspaces and packed copies) and so is the pool's free
 * scratch, so the process holds one problem's memory, not the sum of every
 * problem it has searched.  CUPTI's kernel replay saves and restores the
 * context's device memory around every profile, so what is held is what a
 * profile costs: on the H200 a KernelBench AlexNet (L3-005) candidate's
 * profile took 0.1-0.4 s in a process holding that problem alone (5.9 GiB
 * in use) and 12.7-16.4 s after eight other KernelBench problems had been
 * searched in the same process (issue 28's subset12 run, 2026-12-03).
 * A parked problem used again is made resident again: its buffers are
 * refilled per request anyway, its float64 outputs are computed again and
 * its convolutions planned again.  A run searches its problems one after
 * another, so this happens only where one process alternates problems. */
#include "harness/gpu/gpu_internal.h"
#include "harness/problem/inputs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GUARD_BYTES 256		/* guard band before and after every buffer */
#define GUARD_BYTE 0xA5

CUdeviceptr gpu_data_of(const struct gprob *gp, int b)
{
	return gp->base[b] + GUARD_BYTES;
}

/* Free gp's device buffers; the bytes given back. */
static size_t bufs_release(struct gpu *g, struct gprob *gp)
{
	size_t freed = 0;
	for (int b = 0; b < gp->p->nbufs; b++)
		if (gp->base[b]) {
			g->a.cuMemFree(gp->base[b]);
			gp->base[b] = 0;
			freed += gp->bytes[b] + 2 * GUARD_BYTES;
		}
	return freed;
}

static void gprob_destroy(struct gpu *g, struct gprob *gp)
{
	if (!gp)
		return;
	bufs_release(g, gp);
	free(gp->base);
	free(gp->bytes);
	free(gp->k0);
	for (int s = 0; s < gp->p->nsteps; s++)
		if (gp->conv[s])
			gpu_conv_plan_release(g, gp->conv[s]);
	free(gp->conv);
	for (int s = 0; s < gp->p->nsteps; s++)
		cJSON_Delete(gp->forms_json[s]);
	free(gp->forms);
	free(gp->forms_json);
	for (int i = 0; i < gp->ngroups; i++)
		synth_form_release(&gp->groups[i].g);
	free(gp->groups);
	free(gp);
}

static size_t gprob_park(struct gpu *g, struct gprob *gp);

/* Give back gp's float64 model: its float64 outputs kept per seed go back
 * to the pool and the model's buffers to the device (a later check makes
 * them again); gp itself stays as it is. */
static size_t f64_park(struct gpu *g, struct gprob *gp)
{
	for (int i = 0; i < gp->nr64; i++) {
		for (int o = 0; gp->f64 && gp->r64[i].out && o < gp->f64->p->noutputs; o++)
			gpu_pool_put(g, gp->r64[i].out[o]);
		free(gp->r64[i].out);
		gp->r64[i].out = NULL;
	}
	gp->nr64 = 0;
	return gprob_park(g, gp->f64);
}

/* Give back gp's device memory (and its float64 model's); gp stays known. */
static size_t gprob_park(struct gpu *g, struct gprob *gp)
{
	if (!gp || !gp->resident)
		return 0;
	size_t freed = bufs_release(g, gp);
	for (int s = 0; s < gp->p->nsteps; s++)
		if (gp->conv[s]) {
			gpu_conv_plan_release(g, gp->conv[s]);
			gp->conv[s] = NULL;
		}
	freed += f64_park(g, gp);
	gp->resident = 0;
	return freed;
}

/* Device buffers (with guard bands) for gp's buffers, if it has none. */
static int gprob_unpark(struct gpu *g, struct gprob *gp, struct kerr *err)
{
	if (gp->resident)
		return 0;
	for (int b = 0; b < gp->p->nbufs; b++)
		CU(g->a.cuMemAlloc(&gp->base[b], gp->bytes[b] + 2 * GUARD_BYTES));
	gp->resident = 1;
	return 0;
fail:
	bufs_release(g, gp);
	kerr_wrap(err, "problem %s's buffers", gp->p->id);
	return -1;
}

/* The pool's free scratch, given back to the device. */
static size_t pool_trim(struct gpu *g)
{
	size_t keep = 0, freed = 0;
	for (size_t i = 0; i < g->npool; i++) {
		if (g->pool[i].busy) {
			g->pool[keep++] = g->pool[i];
		} else {
			g->a.cuMemFree(g->pool[i].p);
			freed += g->pool[i].bytes;
		}
	}
	g->npool = keep;
	/* Triton's kept scratch too (gpu_launch.c), once the stream is idle */
	if ((g->tscratch[0] || g->tscratch[1]) && g->a.cuStreamSynchronize(g->stream) == CUDA_SUCCESS)
		for (int i = 0; i < 2; i++)
			if (g->tscratch[i]) {
				g->a.cuMemFree(g->tscratch[i]);
				freed += g->tscratch_bytes[i];
				g->tscratch[i] = 0;
				g->tscratch_bytes[i] = 0;
			}
	return freed;
}

/* A problem's host state for p (p stays the caller's); no device memory
 * until gprob_unpark. */
static struct gprob *gprob_create(struct problem *p)
{
	struct gprob *gp = calloc(1, sizeof *gp);
	gp->p = p;
	gp->base = calloc((size_t)p->nbufs, sizeof *gp->base);
	gp->bytes = calloc((size_t)p->nbufs, sizeof *gp->bytes);
	gp->k0 = calloc((size_t)p->nsteps, sizeof *gp->k0);
	gp->conv = calloc((size_t)p->nsteps, sizeof *gp->conv);
	gp->forms = calloc((size_t)p->nsteps, sizeof *gp->forms);
	gp->forms_json = calloc((size_t)p->nsteps, sizeof *gp->forms_json);
	for (int b = 0; b < p->nbufs; b++)
		gp->bytes[b] = p->bufs[b].storage * dtype_size(p->bufs[b].dtype);
	return gp;
}

/* The problem stored under sha, read from the run file, with no device memory. */
static struct gprob *load_prob(struct gpu *g, const char *sha,
			       const struct kopt_blob_access *blobs, struct kerr *err)
{
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
		problem_destroy(p);
		return NULL;
	}
	struct gprob *gp = gprob_create(p);
	snprintf(gp->sha, sizeof gp->sha, "%s", sha);
	g->probs = realloc(g->probs, (g->nprobs + 1) * sizeof *g->probs);
	g->probs[g->nprobs++] = gp;
	return gp;
}

/* The problem sha names, made known from the run file's blob on first use;
 * resident (and every other problem parked) when use is set. */
static struct gprob *find_prob(struct gpu *g, const char *sha,
			       const struct kopt_blob_access *blobs, int use, struct kerr *err)
{
	struct gprob *gp = NULL;
	for (size_t i = 0; i < g->nprobs && !gp; i++)
		if (!strcmp(g->probs[i]->sha, sha))
			gp = g->probs[i];
	if (!gp && !(gp = load_prob(g, sha, blobs, err)))
		return NULL;
	if (use && g->cur != gp) {
		size_t freed = 0;
		int parked = 0;
		for (size_t i = 0; i < g->nprobs; i++)
			if (g->probs[i] != gp && g->probs[i]->resident) {
				freed += gprob_park(g, g->probs[i]);
				parked++;
			}
		freed += pool_trim(g);
		g->cur = gp;
		if (gpu_trace())
			fprintf(stderr, "gpu: problem %s in use; %d other problem(s) parked, "
				"%.0f MiB given back\n", gp->p->id, parked, (double)freed / (1u << 20));
	}
	if (use && gprob_unpark(g, gp, err))
		return NULL;
	return gp;
}

size_t gpu_profile_trim(struct gpu *g, struct gprob *gp)
{
	size_t freed = f64_park(g, gp);
	return freed + pool_trim(g);
}

struct gprob *gpu_find_prob(struct gpu *g, const char *sha,
			    const struct kopt_blob_access *blobs, struct kerr *err)
{
	return find_prob(g, sha, blobs, 1, err);
}

struct gprob *gpu_peek_prob(struct gpu *g, const char *sha,
			    const struct kopt_blob_access *blobs, struct kerr *err)
{
	return find_prob(g, sha, blobs, 0, err);
}

struct gprob *gpu_f64_of(struct gpu *g, struct gprob *gp, struct kerr *err)
{
	if (!gp->f64 && gp->p->f64)
		gp->f64 = gprob_create(gp->p->f64);
	if (gp->f64 && gprob_unpark(g, gp->f64, err)) {
		kerr_wrap(err, "the float64 model of %s", gp->p->id);
		return NULL;
	}
	return gp->f64;
}

/* Generate inputs and params for seed, poison everything else, refill guards.
 * With from (the float32 problem whose float64 model gp is), each input and
 * param is generated under the name and distribution of the float32 tensor it
 * is widened from: kopt_gen_f64 writes the float32 value widened, so the
 * float64 model sees exactly the float32 model's inputs. */
int gpu_prepare_from(struct gpu *g, struct gprob *gp, const struct problem *from,
		     long long seed, struct kerr *err)
{
	const struct problem *p = gp->p;
	for (int b = 0; b < p->nbufs; b++) {
		const struct pbuf *pb = &p->bufs[b];
		const struct pbuf *src = pb;
		if (from && from->f64_from[b] >= 0)
			src = &from->bufs[from->f64_from[b]];
		CUdeviceptr d = gpu_data_of(gp, b);
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
			if (gpu_launch1d(g, pb->dtype == DT_F32 ? g->gen_f32 : g->gen_f64, n, args,
					 err))
				return -1;
		} else if (pb->dtype == DT_I32 || pb->dtype == DT_I64 || pb->dtype == DT_I8 ||
			   pb->dtype == DT_U8 || pb->dtype == DT_BOOL) {
			/* bool is the 1-byte case: its init keeps it to 0 and 1. */
			int elt = (int)dtype_size(pb->dtype);
			long long ilo = (long long)src->init.lo;
			long long ispan = (long long)(src->init.hi - src->init.lo);
			void *args[] = { &d, &elt, &n, &key, &dist, &ilo, &ispan, &value };
			if (gpu_launch1d(g, g->gen_int, n, args, err))
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

int gpu_prepare(struct gpu *g, struct gprob *gp, long long seed, struct kerr *err)
{
	return gpu_prepare_from(g, gp, NULL, seed, err);
}

long long gpu_guard_damage(struct gpu *g, struct gprob *gp, int b, struct kerr *err)
{
	unsigned char buf[2 * GUARD_BYTES];
	CU(g->a.cuMemcpyDtoH(buf, gp->base[b], GUARD_BYTES));
	CU(g->a.cuMemcpyDtoH(buf + GUARD_BYTES, gpu_data_of(gp, b) + gp->bytes[b], GUARD_BYTES));
	long long bad = 0;
	for (int i = 0; i < 2 * GUARD_BYTES; i++)
		bad += buf[i] != GUARD_BYTE;
	return bad;
fail:
	return -1;
}

/* n bytes of scratch: the smallest free pool block that holds them and is
 * not more than twice as big, else a new one. */
int gpu_pool_get(struct gpu *g, size_t n, CUdeviceptr *out, struct kerr *err)
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
void gpu_pool_put(struct gpu *g, CUdeviceptr p)
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
int gpu_clone_buf(struct gpu *g, struct gprob *gp, int b, CUdeviceptr *out,
		  struct kerr *err)
{
	if (gpu_pool_get(g, gp->bytes[b], out, err))
		return -1;
	CU(g->a.cuMemcpyDtoD(*out, gpu_data_of(gp, b), gp->bytes[b]));
	CU(g->a.cuCtxSynchronize());
	return 0;
fail:
	return -1;
}
