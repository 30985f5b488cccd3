/* gpu_timing: the time requests, with triton.testing.do_bench's semantics:
 * a candidate alone, a model, or a model paired with its baseline (gate 4),
 * and the model's floor for gate 4's plausibility check.
 *
 * Every sample is kept and replied; summarizing them (medians, ratios,
 * decisions) is the gates' (gates/), not this file's, except the per-step
 * medians of a model's vendor share. */
#include "harness/gpu/gpu_internal.h"
#include "common/canon.h"

#include <stdlib.h>
#include <string.h>

#define MAX_SAMPLES 10000

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
	return gpu_run_range(g, b->gp, b->from, b->to, b->subs, err);
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
 * Intermediates are not counted: a fused model need not touch them.  A
 * float32 convolution that cuDNN may run in TF32 (torch.cudnn_fp32_precision
 * not "ieee", as gpu_dnn.c plans it) is not priced: its tensor cores beat the
 * FP32 peak several times over (a 1.64 ms baseline of L2-001 on the H200
 * sat under a 4.48 ms floor that counted one), so its flops are reported as
 * tensor_core_flops and left out of the floor. */
static int model_floor(struct gpu *g, struct gprob *gp, cJSON *reply, struct kerr *err)
{
	if (copy_bandwidth(g, err))
		return -1;
	const struct problem *p = gp->p;
	double bytes = 0, flops = 0, tc_flops = 0;
	int conv_tf32 = problem_conv_tf32(p);
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
			 * kernel multiply-adds: the weight's numel over C_out.  A
			 * transposed one is the same product read from its input:
			 * x's N x C_in x spatial elements, each scattered through
			 * C_out/groups x kernel weights, the weight's numel over its
			 * dimension 0 (C_in). */
			const cJSON *tj = cJSON_GetObjectItemCaseSensitive(args, "transposed");
			int tr = cJSON_IsNumber(tj) && tj->valuedouble == 1;
			struct pview w;
			if (!view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "weight"),
					"weight", &w, &ignore) &&
			    !view_parse(p, cJSON_GetObjectItemCaseSensitive(args, tr ? "x" : "out"),
					"out", &c, &ignore) && w.shape[0] > 0) {
				double f = 2.0 * (double)view_numel(&c) *
					   ((double)view_numel(&w) / (double)w.shape[0]);
				if (conv_tf32 && p->bufs[w.buf].dtype == DT_F32)
					tc_flops += f;
				else
					flops += f;
			}
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
	cJSON_AddNumberToObject(f, "tensor_core_flops", tc_flops);
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
	if (bench_call(b, err) || gpu_sync_check(g, err))
		goto out;
	CU(g->a.cuEventRecord(e0, g->stream));
	for (int i = 0; i < 5; i++) {
		CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
		if (bench_call(b, err))
			goto out;
	}
	CU(g->a.cuEventRecord(e1, g->stream));
	CU(g->a.cuEventSynchronize(e1));
	if (gpu_sync_check(g, err))
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
		if (gpu_run_range(g, b->gp, b->from, b->to, b->subs, err))
			goto out;
		CU(g->a.cuEventRecord(en[i], g->stream));
	}
	CU(g->a.cuEventSynchronize(en[n - 1]));
	if (gpu_sync_check(g, err))
		goto out;
	/* Each sample is the event's float32 time, recorded as the shortest
	 * decimal of that float (canon_float32): the same measurement in under
	 * half the characters.  At 17 digits the timing replies were 34 of the
	 * 51 MB of blobs of a KernelBench recording (subset12, coordesc), 2.2 of
	 * its 4.6 MB compressed; written so, 14 MB and 1.7 MB. */
	cJSON *arr = cJSON_AddArrayToObject(reply, "samples_ms");
	for (int i = 0; i < n; i++) {
		float ms;
		CU(g->a.cuEventElapsedTime(&ms, st[i], en[i]));
		cJSON_AddItemToArray(arr, cJSON_CreateNumber(canon_float32(ms)));
	}
	cJSON_AddItemToObject(reply, "estimate_ms", canon_number(canon_float32(est)));
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
	if (bench_call(ba, err) || bench_call(bb, err) || gpu_sync_check(g, err))
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
	if (gpu_sync_check(g, err))
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
			if (gpu_run_range(g, b->gp, b->from, b->to, b->subs, err))
				goto out;
			CU(g->a.cuEventRecord(ev[4 * i + 2 * w + 1], g->stream));
		}
	CU(g->a.cuEventSynchronize(ev[4 * n - 1]));
	if (gpu_sync_check(g, err) || sm_clock_mhz(g, &mhz1, err))
		goto out;
	cJSON *sa = cJSON_AddArrayToObject(reply, "baseline_samples_ms");
	cJSON *sb = cJSON_AddArrayToObject(reply, "samples_ms");
	for (int i = 0; i < n; i++) {
		float ma, mb;
		CU(g->a.cuEventElapsedTime(&ma, ev[4 * i], ev[4 * i + 1]));
		CU(g->a.cuEventElapsedTime(&mb, ev[4 * i + 2], ev[4 * i + 3]));
		cJSON_AddItemToArray(sa, cJSON_CreateNumber(canon_float32(ma)));
		cJSON_AddItemToArray(sb, cJSON_CreateNumber(canon_float32(mb)));
	}
	cJSON_AddStringToObject(reply, "order", "ABAB");
	cJSON_AddItemToObject(reply, "estimate_ms", canon_number(canon_float32(est[1] / 5)));
	cJSON_AddItemToObject(reply, "baseline_estimate_ms",
			      canon_number(canon_float32(est[0] / 5)));
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

/* Snapshots of step s's in-place buffers (in_out_ptr*) as they are now, for
 * restoring before each timing repeat or profiling pass: dst[i] from snap[i],
 * bytes[i] long, appended at *n (the caller puts snap[] back in the pool). */
int gpu_snapshot_inplace(struct gpu *g, struct gprob *gp, int s, CUdeviceptr *dst,
			 CUdeviceptr *snap, size_t *bytes, int *n, struct kerr *err)
{
	struct pview wv[MAX_WRITTEN];
	int io[MAX_WRITTEN];
	const struct pstep *st = gpu_target_step(gp, s, err);
	int nw = st ? gpu_written(gp, st, wv, io, MAX_WRITTEN, err) : -1;
	if (nw < 0)
		return -1;
	for (int i = 0; i < nw; i++) {
		if (!io[i])
			continue;
		if (gpu_clone_buf(g, gp, wv[i].buf, &snap[*n], err))
			return -1;
		dst[*n] = gpu_data_of(gp, wv[i].buf);
		bytes[*n] = gp->bytes[wv[i].buf];
		(*n)++;
	}
	return 0;
}

int gpu_time_request(struct gpu *g, struct gprob *gp, const cJSON *req,
		     const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
		     struct kerr *err)
{
	const char *scope = gpu_jstr(req, "scope");
	double warm = jnum(req, "warmup_ms", 25), rep = jnum(req, "rep_ms", 100);
	int ns = gp->p->nsteps;
	struct gkern **subs = calloc((size_t)ns, sizeof *subs);
	struct bench b = { .g = g, .gp = gp, .subs = subs };
	CUdeviceptr snap[MAX_WRITTEN] = { 0 }, dst[MAX_WRITTEN];
	size_t bytes[MAX_WRITTEN];
	int rc = -1;
	if (gpu_prepare(g, gp, 0, err))
		goto out;
	if (scope && !strcmp(scope, "model")) {
		if (gpu_subs_from(g, gp, cJSON_GetObjectItemCaseSensitive(req, "substitutions"),
				  cJSON_GetObjectItemCaseSensitive(req, "groups"), blobs, subs, ce,
				  err))
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
	int s = gpu_request_target(gp, req, err);
	if (s < 0)
		goto out;
	struct gkern *k = gpu_get_kern(g, gp, s, gpu_jstr(req, "candidate"), blobs, ce, err);
	if (!k || gpu_run_range(g, gp, 0, gpu_first_of(gp, s), NULL, err) || gpu_sync_check(g, err))
		goto out;
	/* In-place buffers are restored before every repeat. */
	if (gpu_snapshot_inplace(g, gp, s, dst, snap, bytes, &b.nrestore, err))
		goto out;
	b.restore_dst = dst;
	b.restore_src = snap;
	b.restore_bytes = bytes;
	subs[gpu_first_of(gp, s)] = k;
	b.from = gpu_first_of(gp, s);
	b.to = b.from + gpu_span_of(gp, s);
	rc = do_bench(&b, warm, rep, reply, err);
out:
	for (int i = 0; i < MAX_WRITTEN; i++)
		if (snap[i])
			gpu_pool_put(g, snap[i]);
	free(subs);
	return rc;
}
