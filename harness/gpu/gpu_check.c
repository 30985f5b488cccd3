/* gpu_check: the check requests: a candidate against its baseline on the
 * same inputs (outputs, guard bands, inputs left unchanged), and a model with
 * substitutes against the baseline model and, where the problem has one, its
 * float64 model (gate 3's tiers, PAPER_NOTES 5.4).
 *
 * Replies carry raw measures only; deciding pass or fail is the gates'
 * (gates/), never this file's. */
#include "harness/gpu/gpu_internal.h"
#include "common/canon.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Buffers a kernel step writes: arguments named out_ptr* (write-only) and
 * in_out_ptr* (read and written), Inductor's naming. */
int gpu_written(const struct gprob *gp, const struct pstep *st, struct pview *v,
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

/* The comparison kernel of outputs of dtype dt (float32 within a
 * tolerance; int32, int64 and bool exactly), or NULL with err saying which
 * dtypes are compared; `what` names the output for the message. */
static CUfunction compare_fn(struct gpu *g, enum dtype dt, const char *what, struct kerr *err)
{
	CUfunction fn = dt == DT_F32 ? g->compare : dt == DT_I32 ? g->compare_i32
		      : dt == DT_I64 ? g->compare_i64 : dt == DT_BOOL ? g->compare_u8 : NULL;
	if (!fn)
		kerr_set(err, "%s%s outputs are not compared (float32, int32, int64 and bool "
			 "are)", what, dtype_name(dt));
	return fn;
}

static int compare(struct gpu *g, CUdeviceptr a, const struct pview *va, CUdeviceptr b,
		   const struct pview *vb, int check_poison, enum dtype dt, cJSON *out,
		   struct kerr *err)
{
	unsigned long long st[8] = { 0 };
	struct kview ka, kb;
	gpu_view_to_k(va, &ka);
	gpu_view_to_k(vb, &kb);
	unsigned long long n = view_numel(va);
	unsigned poison = POISON_F32;
	CUfunction fn = compare_fn(g, dt, "", err);
	if (!fn)
		return -1;
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof st));
	void *args[] = { &a, &ka, &b, &kb, &n, &poison, &check_poison, &g->stats };
	if (gpu_launch1d(g, fn, n, args, err))
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

/* 1 if the n bytes at a and b are equal, 0 if not, -1 on error: compared on
 * the device (a copy to the host cost 0.1-0.2 s per 128 MB buffer and seed). */
static int same_bytes(struct gpu *g, CUdeviceptr a, CUdeviceptr b, size_t n,
		      struct kerr *err)
{
	unsigned long long diff = 0, nb = n;
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof diff));
	void *args[] = { &a, &b, &nb, &g->stats };
	if (gpu_launch1d(g, g->count_diff, nb / 4 ? nb / 4 : 1, args, err))
		return -1;
	CU(g->a.cuStreamSynchronize(g->stream));
	CU(g->a.cuMemcpyDtoH(&diff, g->stats, sizeof diff));
	return diff == 0;
fail:
	return -1;
}

int gpu_check_subkernel(struct gpu *g, struct gprob *gp, int s, struct gkern *cand,
			const cJSON *seeds, cJSON *reply, struct kerr *err)
{
	const struct pstep *st = gpu_target_step(gp, s, err);
	if (!st)
		return -1;
	struct pview wv[MAX_WRITTEN];
	int io[MAX_WRITTEN];
	int nw = gpu_written(gp, st, wv, io, MAX_WRITTEN, err);
	if (nw < 0)
		return -1;
	if (nw == 0)
		return kerr_set(err, "%s writes no buffer (no out_ptr or in_out_ptr argument)",
				st->name);
	struct gkern *k0 = gpu_load_k0(g, gp, s, err);
	if (!k0)
		return -1;
	cJSON *arr = cJSON_AddArrayToObject(reply, "seeds");
	CUdeviceptr snap[MAX_WRITTEN] = { 0 }, ref[MAX_WRITTEN] = { 0 };
	CUdeviceptr insnap[MAX_WRITTEN] = { 0 };
	int rc = -1;
	for (const cJSON *sd = seeds ? seeds->child : NULL; sd; sd = sd->next) {
		long long seed = (long long)sd->valuedouble;
		if (gpu_prepare(g, gp, seed, err) ||
		    gpu_run_range(g, gp, 0, gpu_first_of(gp, s), NULL, err) ||
		    gpu_sync_check(g, err))
			goto out;
		for (int i = 0; i < nw; i++) {	/* in-place buffers, to restore */
			gpu_pool_put(g, snap[i]);
			snap[i] = 0;
			if (io[i] && gpu_clone_buf(g, gp, wv[i].buf, &snap[i], err))
				goto out;
		}
		if (gpu_launch_as(g, gp, s, st, k0, err) || gpu_sync_check(g, err))
			goto out;
		for (int i = 0; i < nw; i++) {
			gpu_pool_put(g, ref[i]);
			ref[i] = 0;
			if (gpu_clone_buf(g, gp, wv[i].buf, &ref[i], err))
				goto out;
		}
		/* Back to the state before the step; write-only outputs poisoned. */
		for (int i = 0; i < nw; i++) {
			const struct pbuf *pb = &gp->p->bufs[wv[i].buf];
			if (io[i])
				CU(g->a.cuMemcpyDtoD(gpu_data_of(gp, wv[i].buf), snap[i],
						     gp->bytes[wv[i].buf]));
			else if (pb->dtype == DT_F32)
				CU(g->a.cuMemsetD32(gpu_data_of(gp, wv[i].buf), POISON_F32,
						    pb->storage));
			else
				CU(g->a.cuMemsetD8(gpu_data_of(gp, wv[i].buf), 0xDE,
						   gp->bytes[wv[i].buf]));
		}
		/* A group's intermediates (written by its steps, read by none
		 * after it) poisoned too: a fused kernel must not find them. */
		for (int t = gpu_first_of(gp, s); s >= gp->p->nsteps &&
					      t < gpu_first_of(gp, s) + gpu_span_of(gp, s); t++) {
			struct pview mv[MAX_WRITTEN];
			int mio[MAX_WRITTEN];
			int nm = gpu_written(gp, &gp->p->steps[t], mv, mio, MAX_WRITTEN, err);
			if (nm < 0)
				goto out;
			for (int j = 0; j < nm; j++) {
				int kept = 0;
				for (int i = 0; i < nw && !kept; i++)
					kept = wv[i].buf == mv[j].buf;
				if (!kept)
					CU(g->a.cuMemsetD8(gpu_data_of(gp, mv[j].buf), 0xDE,
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
				gpu_pool_put(g, insnap[i]);
			insnap[i] = 0;
			if (gpu_clone_buf(g, gp, rd[i], &insnap[i], err))
				goto out;
		}
		/* The guarded launch. */
		if (gpu_launch_as(g, gp, s, st, cand, err) || gpu_sync_check(g, err)) {
			if (g->broken[0])
				cJSON_AddStringToObject(reply, "fault", err->msg);
			goto out;
		}
		long long changed = 0;
		for (int i = 0; i < nrd; i++) {
			int diff = same_bytes(g, gpu_data_of(gp, rd[i]), insnap[i],
					      gp->bytes[rd[i]], err);
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
			 * (indices, counts) and bool (masks) exactly. */
			enum dtype odt = gp->p->bufs[wv[i].buf].dtype;
			cJSON *o = cJSON_CreateObject();
			cJSON_AddStringToObject(o, "name", gp->p->bufs[wv[i].buf].name);
			CUdeviceptr base = gpu_data_of(gp, wv[i].buf);
			if (compare(g, base, &wv[i], ref[i], &wv[i], !io[i], odt, o, err)) {
				kerr_wrap(err, "output %s", gp->p->bufs[wv[i].buf].name);
				cJSON_Delete(o);
				goto out;
			}
			long long bad = gpu_guard_damage(g, gp, wv[i].buf, err);
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
			gpu_pool_put(g, snap[i]);
		if (ref[i])
			gpu_pool_put(g, ref[i]);
		if (insnap[i])
			gpu_pool_put(g, insnap[i]);
	}
	return rc;
}

/* Copy each model output view into a contiguous new buffer. */
int gpu_copy_outputs(struct gpu *g, struct gprob *gp, CUdeviceptr *out,
		     struct kerr *err)
{
	for (int o = 0; o < gp->p->noutputs; o++) {
		const struct pview *v = &gp->p->outputs[o];
		enum dtype dt = gp->p->bufs[v->buf].dtype;
		if (dt != DT_F32 && dt != DT_F64 && dt != DT_I32 && dt != DT_I64 && dt != DT_BOOL)
			return kerr_set(err, "output %d: %s outputs are not copied (float32, "
					"float64, int32, int64 and bool are)", o, dtype_name(dt));
		unsigned long long n = view_numel(v);
		if (gpu_pool_get(g, n * dtype_size(dt), &out[o], err))
			return -1;
		struct kview kv;
		gpu_view_to_k(v, &kv);
		CUdeviceptr src = gpu_data_of(gp, v->buf);
		void *args[] = { &out[o], &src, &kv, &n };
		/* A copy moves 1-, 4- or 8-byte elements as they are: int32 and
		 * int64 through the float copies, bool through the byte copy. */
		size_t es = dtype_size(dt);
		CUfunction fn = es == 1 ? g->copy_view_u8 : es == 4 ? g->copy_view
			      : g->copy_view_f64;
		if (gpu_launch1d(g, fn, n, args, err))
			return -1;
	}
	return gpu_sync_check(g, err);
}

/* max |a - r| over n elements (r = 0: max |a|), a float32 and r float64,
 * both flat; NaN elements counted into *nans. */
static int maxdiff(struct gpu *g, CUdeviceptr a, CUdeviceptr r, unsigned long long n,
		   double *out, unsigned long long *nans, struct kerr *err)
{
	unsigned long long st[2] = { 0, 0 };
	CU(g->a.cuMemsetD8(g->stats, 0, sizeof st));
	void *args[] = { &a, &r, &n, &g->stats };
	if (gpu_launch1d(g, g->maxdiff_f64, n, args, err))
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
	struct gprob *fp = gpu_f64_of(g, gp, err);
	if (!fp)
		return NULL;
	int slot = gp->nr64 < 4 ? gp->nr64++ : (int)(seed & 3);
	struct r64 *r = &gp->r64[slot];
	if (r->out) {
		for (int o = 0; o < fp->p->noutputs; o++)
			if (r->out[o])
				gpu_pool_put(g, r->out[o]);
		free(r->out);
	}
	r->seed = seed;
	r->out = calloc((size_t)fp->p->noutputs, sizeof *r->out);
	if (gpu_prepare_from(g, fp, gp->p, seed, err) ||
	    gpu_run_range(g, fp, 0, fp->p->nsteps, NULL, err) || gpu_sync_check(g, err) ||
	    gpu_copy_outputs(g, fp, r->out, err)) {
		kerr_wrap(err, "the float64 model");
		r->seed = LLONG_MIN;
		return NULL;
	}
	return r->out;
}

int gpu_check_model(struct gpu *g, struct gprob *gp, const cJSON *subs,
		    const cJSON *groups, const cJSON *seeds,
		    const struct kopt_blob_access *blobs, cJSON *reply, struct kerr *err)
{
	int ns = gp->p->nsteps, no = gp->p->noutputs, ce;
	struct gkern **sub = calloc((size_t)ns, sizeof *sub);
	CUdeviceptr *ref = calloc((size_t)no, sizeof *ref);
	CUdeviceptr *opt = calloc((size_t)no, sizeof *opt);
	int rc = -1;
	/* float32 outputs within tolerance (tier 1) or against the float64
	 * model (tier 2); int32 and int64 outputs (indices) and bool outputs
	 * (masks) exactly. */
	for (int o = 0; o < no; o++) {
		char what[32];
		snprintf(what, sizeof what, "output %d: ", o);
		if (!compare_fn(g, gp->p->bufs[gp->p->outputs[o].buf].dtype, what, err))
			goto out;
	}
	if (gpu_subs_from(g, gp, subs, groups, blobs, sub, &ce, err))
		goto out;
	cJSON *arr = cJSON_AddArrayToObject(reply, "seeds");
	/* Tier 2's measures (PAPER_NOTES 5.4) need the problem's float64 model:
	 * d_ref = |r_f32 - r_f64|inf, d_opt = |o_f32 - r_f64|inf, r_inf =
	 * |r_f32|inf per output and seed.  Without one gate 3 has tier 1 only. */
	cJSON_AddStringToObject(reply, "float64", gp->p->f64 ? "measured" : "unavailable");
	for (const cJSON *sd = seeds ? seeds->child : NULL; sd; sd = sd->next) {
		long long seed = (long long)sd->valuedouble;
		for (int o = 0; o < no; o++) {
			if (ref[o]) {
				gpu_pool_put(g, ref[o]);
				ref[o] = 0;
			}
			if (opt[o]) {
				gpu_pool_put(g, opt[o]);
				opt[o] = 0;
			}
		}
		CUdeviceptr *r64 = NULL;
		if (gp->p->f64 && !(r64 = float64_outputs(g, gp, seed, err)))
			goto out;
		if (gpu_prepare(g, gp, seed, err) || gpu_run_range(g, gp, 0, ns, NULL, err) ||
		    gpu_copy_outputs(g, gp, ref, err) || gpu_prepare(g, gp, seed, err))
			goto out;
		if (gpu_run_range(g, gp, 0, ns, sub, err) || gpu_sync_check(g, err)) {
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
			if (compare(g, gpu_data_of(gp, v->buf), v, ref[o], &flat, 1, odt, oj,
				    err)) {
				cJSON_Delete(oj);
				goto out;
			}
			cJSON_AddItemToArray(outs, oj);
		}
		if (!r64)
			continue;
		if (gpu_copy_outputs(g, gp, opt, err))
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
			gpu_pool_put(g, ref[o]);
		if (opt[o])
			gpu_pool_put(g, opt[o]);
	}
	free(ref);
	free(opt);
	free(sub);
	return rc;
}
