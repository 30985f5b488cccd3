/* gpu_load: what a request names and the kernel it gets: targets (a step, a
 * vendor step's Triton form, a kernel group), the baseline from the
 * manifest's cubin, and candidates compiled by the Triton helper or NVRTC and
 * loaded into modules, cached per candidate, problem and target.
 *
 * A candidate that does not compile or load is a compile error for the
 * caller to answer, never a failure of the backend (unless the load faulted
 * the context).  Launches nothing: that is gpu_launch.c's. */
#include "harness/gpu/gpu_internal.h"
#include "harness/problem/extern_form.h"
#include "common/canon.h"

#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


int gpu_nvrtc_compile(struct gpu *g, const char *src, const char *what,
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

/* The first step of target t and how many steps it covers. */
int gpu_first_of(const struct gprob *gp, int t)
{
	return t < gp->p->nsteps ? t : gp->groups[t - gp->p->nsteps].g.first;
}

int gpu_span_of(const struct gprob *gp, int t)
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
const struct pstep *gpu_target_step(struct gprob *gp, int s, struct kerr *err)
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
struct gkern *gpu_load_k0(struct gpu *g, struct gprob *gp, int s, struct kerr *err)
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
		const struct pstep *fs = gpu_target_step(gp, s, err);
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
		if (gpu_nvrtc_compile(g, st->source, st->name, (char **)&bin, &size, NULL, err))
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

/* The target a request names: its step, or a kernel group with its steps. */
int gpu_request_target(struct gprob *gp, const cJSON *req, struct kerr *err)
{
	const char *name = gpu_jstr(req, "step") ? gpu_jstr(req, "step") : "";
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

/* The candidate is the baseline itself (the step's source and launch): it is
 * Inductor's cubin, not a recompile. */
static int is_baseline(const cJSON *src, const cJSON *launch, const struct pstep *st)
{
	char *a = canon_string(launch, NULL), *b = canon_string(st->launch, NULL);
	int is_k0 = !strcmp(src->valuestring, st->source) && a && b && !strcmp(a, b);
	free(a);
	free(b);
	return is_k0;
}

/* k as the baseline of target s: its module, function and launch facts. */
static int take_baseline(struct gpu *g, struct gprob *gp, int s, struct gkern *k,
			 cJSON *reply, struct kerr *err)
{
	struct gkern *k0 = gpu_load_k0(g, gp, s, err);
	if (!k0)
		return -1;
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
	return 0;
}

/* The Triton helper's request for source and entry with the candidate's
 * launch, compiled in the step's context (triton_meta). */
static cJSON *triton_request(const struct pstep *st, const cJSON *src, const cJSON *entry,
			     const cJSON *launch)
{
	cJSON *rq = cJSON_CreateObject();
	cJSON_AddStringToObject(rq, "source", src->valuestring);
	cJSON_AddStringToObject(rq, "entry", entry->valuestring);
	cJSON_AddItemToObject(rq, "triton_meta",
			      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(
						      st->json, "triton_meta"), 1));
	const cJSON *nw = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
	cJSON_AddItemToObject(rq, "num_warps", cJSON_Duplicate(nw, 1));
	const cJSON *ns = cJSON_GetObjectItemCaseSensitive(launch, "num_stages");
	cJSON_AddNumberToObject(rq, "num_stages", cJSON_IsNumber(ns) ? ns->valueint : 1);
	const cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	cJSON_AddItemToObject(rq, "constexprs", cx ? cJSON_Duplicate(cx, 1)
						  : cJSON_CreateObject());
	return rq;
}

/* The helper's reply hr into k: the cubin (malloc'ed, *cubin), its entry's
 * name (fname), parameters, shared memory and scratch sizes. */
static int take_triton_reply(const cJSON *hr, struct gkern *k, char **cubin,
			     size_t *cubin_size, char *fname, size_t fname_len,
			     struct kerr *err)
{
	if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(hr, "ok"))) {
		const cJSON *e = cJSON_GetObjectItemCaseSensitive(hr, "error");
		return kerr_set(err, "%s", cJSON_IsString(e) ? e->valuestring : "compile failed");
	}
	const cJSON *cb = cJSON_GetObjectItemCaseSensitive(hr, "cubin_b64");
	const cJSON *nm = cJSON_GetObjectItemCaseSensitive(hr, "name");
	size_t n = cJSON_IsString(cb) ? strlen(cb->valuestring) : 0;
	*cubin = malloc(n + 4);
	int len = n ? EVP_DecodeBlock((unsigned char *)*cubin,
				      (const unsigned char *)cb->valuestring, (int)n) : -1;
	if (len <= 0 || !cJSON_IsString(nm))
		return kerr_set(err, "triton helper: reply without cubin or name");
	/* Base64 pads to a multiple of 3; the cubin's own size is in the
	 * ELF, so trailing zero bytes are harmless. */
	*cubin_size = (size_t)len;
	snprintf(fname, fname_len, "%s", nm->valuestring);
	k->triton = 1;
	k->params = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(hr, "params"), 1);
	const cJSON *sh = cJSON_GetObjectItemCaseSensitive(hr, "shared");
	const cJSON *gs = cJSON_GetObjectItemCaseSensitive(hr, "global_scratch");
	const cJSON *ps = cJSON_GetObjectItemCaseSensitive(hr, "profile_scratch");
	k->shared = cJSON_IsNumber(sh) ? sh->valueint : 0;
	k->gscratch = cJSON_IsNumber(gs) ? (long long)gs->valuedouble : 0;
	k->pscratch = cJSON_IsNumber(ps) ? (long long)ps->valuedouble : 0;
	return 0;
}

/* A Triton candidate compiled by the helper into *cubin and k's facts. */
static int compile_triton(struct gpu *g, const struct pstep *st, const cJSON *src,
			  const cJSON *entry, const cJSON *launch, struct gkern *k,
			  char **cubin, size_t *cubin_size, char *fname, size_t fname_len,
			  cJSON *reply, struct kerr *err)
{
	cJSON *rq = triton_request(st, src, entry, launch);
	cJSON *hr = NULL;
	double t0 = gpu_mono_ms();
	int rc, ahead = gpu_ahead_take(g, rq, &hr, &rc, err);
	if (!ahead)
		rc = triton_call(&g->tc, rq, GPU_HELPER_TIMEOUT_S, &hr, err);
	if (gpu_trace())
		fprintf(stderr, "compile: triton helper %.1f ms%s\n", gpu_mono_ms() - t0,
			ahead ? " (compiled ahead)" : "");
	cJSON_Delete(rq);
	if (rc)
		return -1;
	rc = take_triton_reply(hr, k, cubin, cubin_size, fname, fname_len, err);
	cJSON_Delete(hr);
	if (rc == 0)
		cJSON_AddStringToObject(reply, "compiler", "triton");
	return rc;
}

/* A CUDA C candidate compiled by NVRTC into *cubin; it takes the step's
 * arguments (cuda_params). */
static int compile_cuda(struct gpu *g, const struct pstep *st, const cJSON *src,
			const cJSON *launch, struct gkern *k, char **cubin, size_t *cubin_size,
			cJSON *reply, struct kerr *err)
{
	char *log = NULL;
	if (gpu_nvrtc_compile(g, src->valuestring, "candidate.cu", cubin, cubin_size, &log,
			      err))
		return -1;
	free(log);
	k->triton = 0;
	k->params = cuda_params(st);
	const cJSON *sh = cJSON_GetObjectItemCaseSensitive(launch, "shared");
	k->shared = cJSON_IsNumber(sh) ? sh->valueint : 0;
	cJSON_AddStringToObject(reply, "compiler", "nvrtc");
	return 0;
}

/* Load a compiled candidate's cubin as k's module and function fname, with
 * its shared memory, and read what the load tells (registers, spills, the
 * thread limit).  A failure is the candidate's (*compile_error) unless the
 * load faulted the context. */
static int load_candidate(struct gpu *g, struct gkern *k, const char *cubin,
			  size_t cubin_size, const char *fname, cJSON *reply,
			  int *compile_error, struct kerr *err)
{
	double t0 = gpu_mono_ms();
	CUresult r = g->a.cuModuleLoadData(&k->mod, cubin);
	if (r == CUDA_SUCCESS)
		r = g->a.cuModuleGetFunction(&k->fn, k->mod, fname);
	if (gpu_trace())
		fprintf(stderr, "compile: module load %.1f ms\n", gpu_mono_ms() - t0);
	if (r != CUDA_SUCCESS) {
		gpu_cu_fail(g, r, "load candidate", __FILE__, __LINE__, err);
		if (!g->broken[0])
			*compile_error = 1;
		return -1;
	}
	/* Over the device's opt-in limit the attribute cannot be set; the
	 * compile reply reports the request and gate 1 refuses it. */
	if (k->shared > 49152 && k->shared <= g->smem_optin) {
		g->a.cuFuncSetCacheConfig(k->fn, CU_FUNC_CACHE_PREFER_SHARED);
		r = g->a.cuFuncSetAttribute(k->fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
					    k->shared);
		if (r != CUDA_SUCCESS) {
			gpu_cu_fail(g, r, "shared memory attribute", __FILE__, __LINE__, err);
			*compile_error = 1;
			return -1;
		}
	}
	g->a.cuFuncGetAttribute(&k->registers, CU_FUNC_ATTRIBUTE_NUM_REGS, k->fn);
	g->a.cuFuncGetAttribute(&k->spills, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, k->fn);
	/* Triton's own thread check (CompiledKernel._init_handles), which
	 * the helper leaves to this load: a compile error, as Triton words it. */
	int max_threads = 0;
	g->a.cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, k->fn);
	if (k->triton && max_threads > 0 && 32 * k->num_warps > max_threads) {
		kerr_set(err, "OutOfResources: out of resource: threads, Required: %d, "
			 "Hardware limit: %d. Reducing block sizes or `num_stages` may "
			 "help.", 32 * k->num_warps, max_threads);
		*compile_error = 1;
		return -1;
	}
	char hex[SHA_HEX_LEN + 1];
	sha256_hex(cubin, cubin_size, hex);
	cJSON_AddStringToObject(reply, "cubin_sha256", hex);
	cJSON_AddNumberToObject(reply, "cubin_bytes", (double)cubin_size);
	return 0;
}

/* The compile reply's account of k, answered again from the cache. */
static void describe_kern(const struct gkern *k, const char *fname, cJSON *reply)
{
	cJSON_AddStringToObject(reply, "name", fname);
	cJSON_AddNumberToObject(reply, "registers", k->registers);
	cJSON_AddNumberToObject(reply, "spills", k->spills);
	cJSON_AddNumberToObject(reply, "shared", k->shared);
	cJSON_AddNumberToObject(reply, "threads", 32 * k->num_warps);
	cJSON_AddItemToObject(reply, "params", cJSON_Duplicate(k->params, 1));
	cJSON_AddNumberToObject(reply, "global_scratch", (double)k->gscratch);
	cJSON_AddNumberToObject(reply, "profile_scratch", (double)k->pscratch);
}

/* A kernel that never reached the cache. */
static void kern_discard(struct gpu *g, struct gkern *k)
{
	if (k->mod)
		g->a.cuModuleUnload(k->mod);
	cJSON_Delete(k->params);
	cJSON_Delete(k->launch);
	free(k);
}

/* Compile (or find) the candidate `id` for step s.  Returns the kernel, or
 * NULL with err: a compile error is reported to the caller as an error
 * reply (*compile_error set) rather than a failure of the backend. */
struct gkern *gpu_get_kern(struct gpu *g, struct gprob *gp, int s, const char *id,
			   const struct kopt_blob_access *blobs, int *compile_error,
			   struct kerr *err)
{
	*compile_error = 0;
	char key[sizeof ((struct gkern *)0)->key];
	kern_key(gp, s, id, key, sizeof key);
	struct gkern *k = find_kern(g, key);
	if (k)
		return k;
	const struct pstep *st = gpu_target_step(gp, s, err);
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
	k->span = gpu_span_of(gp, s);
	k->launch = cJSON_Duplicate(launch, 1);
	const cJSON *nw = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
	k->num_warps = cJSON_IsNumber(nw) ? nw->valueint : 4;
	char fname[300];
	snprintf(fname, sizeof fname, "%s", entry->valuestring);
	int is_k0 = is_baseline(src, launch, st), rc;
	if (is_k0)
		rc = take_baseline(g, gp, s, k, reply, err);
	else if (!strcmp(st->lang, "triton"))
		rc = compile_triton(g, st, src, entry, launch, k, &cubin, &cubin_size, fname,
				    sizeof fname, reply, err);
	else if (!strcmp(st->lang, "cuda"))
		rc = compile_cuda(g, st, src, launch, k, &cubin, &cubin_size, reply, err);
	else
		rc = kerr_set(err, "%s: language %s is not compiled by this backend", st->name,
			      st->lang);
	if (rc) {
		*compile_error = 1;
		goto fail;
	}
	if (!is_k0 &&
	    load_candidate(g, k, cubin, cubin_size, fname, reply, compile_error, err))
		goto fail;
	describe_kern(k, fname, reply);
	k->reply = reply;
	g->kerns = realloc(g->kerns, (g->nkerns + 1) * sizeof *g->kerns);
	g->kerns[g->nkerns++] = k;
	free(cubin);
	cJSON_Delete(content);
	return k;
fail:
	if (k)
		kern_discard(g, k);
	free(cubin);
	cJSON_Delete(reply);
	cJSON_Delete(content);
	return NULL;
}

void gpu_prefetch_kern(struct gpu *g, struct gprob *gp, int s, const char *id,
		       const struct kopt_blob_access *blobs)
{
	char key[sizeof ((struct gkern *)0)->key];
	struct kerr err;
	if (!id)
		return;
	kern_key(gp, s, id, key, sizeof key);
	const struct pstep *st = find_kern(g, key) ? NULL : gpu_target_step(gp, s, &err);
	if (!st || strcmp(st->lang, "triton") != 0)
		return;
	cJSON *content = blob_json(blobs, id);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	const cJSON *entry = cJSON_GetObjectItemCaseSensitive(content, "entry");
	if (cJSON_IsString(src) && launch && cJSON_IsString(entry) &&
	    !is_baseline(src, launch, st)) {
		cJSON *rq = triton_request(st, src, entry, launch);
		gpu_ahead_put(g, rq);
		cJSON_Delete(rq);
	}
	cJSON_Delete(content);
}

/* The substitutes a model request names, by first step (a kernel group's
 * steps are in the request's "groups"). */
int gpu_subs_from(struct gpu *g, struct gprob *gp, const cJSON *subs, const cJSON *groups,
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
		int f = gpu_first_of(gp, s);
		if (out[f])
			return kerr_set(err, "two substitutions for step %s",
					gp->p->steps[f].name);
		out[f] = gpu_get_kern(g, gp, s, e->valuestring, blobs, compile_error, err);
		if (!out[f])
			return -1;
		for (int i = f + 1; i < f + gpu_span_of(gp, s); i++)
			if (out[i])
				return kerr_set(err, "two substitutions for step %s",
						gp->p->steps[i].name);
	}
	return 0;
}
