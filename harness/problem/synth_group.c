/* synth_group: kernel groups of Inductor-aware synthesis (see header). */
#include "harness/problem/synth_group.h"
#include "common/buf.h"
#include "common/kerr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { USE_READ = 1, USE_WRITE = 2 };

/* What a kernel argument does to its buffer, from Inductor's names. */
static int arg_use(const char *name)
{
	if (!strncmp(name, "in_out_ptr", 10))
		return USE_READ | USE_WRITE;
	if (!strncmp(name, "in_ptr", 6))
		return USE_READ;
	if (!strncmp(name, "out_ptr", 7))
		return USE_WRITE;
	return USE_READ | USE_WRITE;	/* unknown: both, the safe reading */
}

static int buf_index(const struct problem *p, const cJSON *view)
{
	const cJSON *b = cJSON_GetObjectItemCaseSensitive(view, "buffer");
	for (int i = 0; cJSON_IsString(b) && i < p->nbufs; i++)
		if (!strcmp(p->bufs[i].name, b->valuestring))
			return i;
	return -1;
}

/* A kernel argument's buffer (*b) and use, or 0 for a value argument. */
static int arg_buf_use(const struct problem *p, const cJSON *a, int *b)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(a, "view");
	const cJSON *an = cJSON_GetObjectItemCaseSensitive(a, "name");
	*b = v ? buf_index(p, v) : -1;
	return *b < 0 || !cJSON_IsString(an) ? 0 : arg_use(an->valuestring);
}

/* Mark in used[] every buffer a step reads or writes (any view argument). */
static void mark_step(const struct problem *p, const struct pstep *st, char *used)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const cJSON *v = cJSON_IsObject(a) && st->is_kernel
					 ? cJSON_GetObjectItemCaseSensitive(a, "view") : a;
		int b = cJSON_IsObject(v) ? buf_index(p, v) : -1;
		if (b >= 0)
			used[b] = 1;
	}
}

static const char *ptr_type(enum dtype d)
{
	switch (d) {
	case DT_F32: return "*fp32";
	case DT_F64: return "*fp64";
	case DT_F16: return "*fp16";
	case DT_BF16: return "*bf16";
	case DT_I64: return "*i64";
	case DT_I32: return "*i32";
	case DT_I8: return "*i8";
	case DT_U8: return "*u8";
	case DT_BOOL: return "*i1";
	case DT_NONE: break;
	}
	return "*fp32";
}

/* The default launch of the baseline content (the backends run the steps
 * themselves; a candidate names its own). */
static cJSON *default_launch(void)
{
	cJSON *l = cJSON_CreateObject();
	cJSON *g = cJSON_AddArrayToObject(l, "grid");
	for (int i = 0; i < 3; i++)
		cJSON_AddItemToArray(g, cJSON_CreateNumber(1));
	cJSON_AddNumberToObject(l, "num_warps", 4);
	cJSON_AddNumberToObject(l, "num_stages", 1);
	cJSON *cx = cJSON_AddObjectToObject(l, "constexprs");
	cJSON_AddNumberToObject(cx, "XBLOCK", 1024);
	cJSON_AddNumberToObject(cx, "RBLOCK", 1);
	return l;
}

int synth_form(const struct problem *p, const char *name, int first, int n,
	       struct synth_group *g, struct kerr *err)
{
	memset(g, 0, sizeof *g);
	if (n < 2 || first < 0 || first + n > p->nsteps)
		return kerr_set(err, "group %s: steps %d..%d are not a group of 2 or more", name,
				first, first + n - 1);
	for (int s = first; s < first + n; s++)
		if (!p->steps[s].is_kernel || strcmp(p->steps[s].lang, "triton"))
			return kerr_set(err, "group %s: step %s is not a generated Triton kernel",
					name, p->steps[s].name);
	int nb = p->nbufs;
	int *use = xcalloc((size_t)nb + 1, sizeof *use), *order = xcalloc((size_t)nb + 1,
									      sizeof *order);
	char *live_in = xcalloc((size_t)nb + 1, 1), *written = xcalloc((size_t)nb + 1, 1);
	char *later = xcalloc((size_t)nb + 1, 1);
	int norder = 0;
	for (int s = first; s < first + n; s++) {
		const cJSON *args = cJSON_GetObjectItemCaseSensitive(p->steps[s].json, "args");
		for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
			int b, u = arg_buf_use(p, a, &b);
			if (!u)
				continue;
			if (!use[b])
				order[norder++] = b;
			if ((u & USE_READ) && !written[b])
				live_in[b] = 1;
			if (u & USE_WRITE)
				written[b] = 1;
			use[b] |= u;
		}
	}
	for (int s = first + n; s < p->nsteps; s++)
		mark_step(p, &p->steps[s], later);
	for (int i = 0; i < p->noutputs; i++)
		later[p->outputs[i].buf] = 1;

	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "kind", "kernel");
	cJSON_AddStringToObject(j, "name", name);
	cJSON_AddStringToObject(j, "lang", "triton");
	cJSON_AddStringToObject(j, "entry", SYNTH_ENTRY);
	cJSON *steps = cJSON_AddArrayToObject(j, "steps");
	for (int s = first; s < first + n; s++)
		cJSON_AddItemToArray(steps, cJSON_CreateString(p->steps[s].name));
	cJSON *args = cJSON_AddArrayToObject(j, "args");
	cJSON *params = cJSON_AddArrayToObject(j, "params");
	cJSON *meta = cJSON_AddObjectToObject(j, "triton_meta");
	cJSON *sig = cJSON_AddObjectToObject(meta, "signature");
	int nin = 0, nout = 0, nio = 0;
	for (int k = 0; k < norder; k++) {
		int b = order[k];
		int out = written[b] && later[b];
		if (!live_in[b] && !out)
			continue;	/* written and read inside the group only */
		char pname[32];
		if (live_in[b] && out)
			snprintf(pname, sizeof pname, "in_out_ptr%d", nio++);
		else if (live_in[b])
			snprintf(pname, sizeof pname, "in_ptr%d", nin++);
		else
			snprintf(pname, sizeof pname, "out_ptr%d", nout++);
		cJSON *a = cJSON_CreateObject();
		cJSON_AddStringToObject(a, "name", pname);
		cJSON *v = cJSON_AddObjectToObject(a, "view");
		cJSON_AddStringToObject(v, "buffer", p->bufs[b].name);
		cJSON_AddItemToArray(args, a);
		const char *ty = ptr_type(p->bufs[b].dtype);
		cJSON_AddStringToObject(sig, pname, ty);
		cJSON *pj = cJSON_CreateObject();
		cJSON_AddStringToObject(pj, "name", pname);
		cJSON_AddStringToObject(pj, "type", ty);
		cJSON_AddItemToArray(params, pj);
	}
	struct buf contract;
	buf_init(&contract);
	buf_printf(&contract, "@triton.jit\ndef %s(", SYNTH_ENTRY);
	for (const cJSON *a = args->child; a; a = a->next)	/* made above */
		buf_printf(&contract, "%s, ",
			   cJSON_GetObjectItemCaseSensitive(a, "name")->valuestring);
	buf_puts(&contract, "XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):\n");
	cJSON_AddStringToObject(sig, "XBLOCK", "constexpr");
	cJSON_AddStringToObject(sig, "RBLOCK", "constexpr");
	cJSON_AddObjectToObject(meta, "constants");
	cJSON_AddItemToObject(meta, "configs", cJSON_CreateArray());
	cJSON *launch = default_launch();
	cJSON_AddItemToObject(j, "launch", launch);
	free(use);
	free(order);
	free(live_in);
	free(written);
	free(later);

	/* The baseline content: the steps' sources in order, each under a line
	 * naming it and its call. */
	struct buf src;
	buf_init(&src);
	buf_printf(&src, "# kopt kernel group %s: %d generated kernels, run one after the "
		   "other as Inductor generated them\n", name, n);
	for (int s = first; s < first + n; s++) {
		const cJSON *call = cJSON_GetObjectItemCaseSensitive(p->steps[s].json, "call");
		buf_printf(&src, "\n# step %s: %.400s\n", p->steps[s].name,
			   cJSON_IsString(call) ? call->valuestring : "(no call line)");
		buf_puts(&src, p->steps[s].source);
	}
	g->json = j;
	g->source = buf_detach(&src, NULL);
	g->contract = buf_detach(&contract, NULL);
	snprintf(g->name, sizeof g->name, "%s", name);
	g->first = first;
	g->n = n;
	g->form.is_kernel = 1;
	g->form.name = g->name;
	g->form.lang = "triton";
	g->form.entry = SYNTH_ENTRY;
	g->form.source = g->source;
	g->form.launch = launch;
	g->form.json = j;
	return 0;
}

void synth_form_release(struct synth_group *g)
{
	cJSON_Delete(g->json);
	free(g->source);
	free(g->contract);
	memset(g, 0, sizeof *g);
}

/* 1 if kernel step s reads a buffer that one of steps first .. s - 1 writes. */
static int reads_from(const struct problem *p, int first, int s)
{
	char *w = xcalloc((size_t)p->nbufs + 1, 1);
	int hit = 0;
	for (int k = first; k <= s && !hit; k++) {
		const cJSON *args = cJSON_GetObjectItemCaseSensitive(p->steps[k].json, "args");
		for (const cJSON *a = args ? args->child : NULL; a && !hit; a = a->next) {
			int b, u = arg_buf_use(p, a, &b);
			if (!u)
				continue;
			if (k == s)
				hit = (u & USE_READ) && w[b];
			else if (u & USE_WRITE)
				w[b] = 1;
		}
	}
	free(w);
	return hit;
}

int synth_groups(const struct problem *p, int max_n, struct synth_group **out,
		 struct kerr *err)
{
	*out = NULL;
	int ng = 0;
	struct synth_group *gs = NULL;
	for (int s = 0; s < p->nsteps;) {
		int n = 0;
		while (s + n < p->nsteps && n < max_n && p->steps[s + n].is_kernel &&
		       !strcmp(p->steps[s + n].lang, "triton") &&
		       (n == 0 || reads_from(p, s, s + n)))
			n++;
		if (n >= 2) {
			char name[24];
			snprintf(name, sizeof name, "fuse_%d", ng);
			gs = xrealloc(gs, (size_t)(ng + 1) * sizeof *gs);
			if (synth_form(p, name, s, n, &gs[ng], err)) {
				synth_groups_release(gs, ng);
				return -1;
			}
			ng++;
		}
		s += n ? n : 1;
	}
	for (int i = 0; i < ng; i++)	/* re-pointed after the moves */
		gs[i].form.name = gs[i].name;
	*out = gs;
	return ng;
}

void synth_groups_release(struct synth_group *gs, int n)
{
	for (int i = 0; i < n; i++)
		synth_form_release(&gs[i]);
	free(gs);
}

int synth_form_of_request(const struct problem *p, const char *name, const cJSON *steps,
			  struct synth_group *g, struct kerr *err)
{
	int first = -1, n = 0;
	for (const cJSON *e = steps ? steps->child : NULL; e; e = e->next, n++) {
		int at = -1;
		for (int s = 0; cJSON_IsString(e) && s < p->nsteps && at < 0; s++)
			if (!strcmp(p->steps[s].name, e->valuestring))
				at = s;
		if (at < 0 || (first >= 0 && at != first + n))
			return kerr_set(err, "group %s: its steps are not consecutive steps of "
					"the problem", name);
		if (first < 0)
			first = at;
	}
	if (first < 0)
		return kerr_set(err, "group %s: the request names no steps", name);
	return synth_form(p, name, first, n, g, err);
}
