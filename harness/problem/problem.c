/* problem: loading and validating problem manifests (see problem.h). */
#include "harness/problem/problem.h"
#include "common/file.h"
#include "common/canon.h"
#include "common/sha.h"

#include <ctype.h>
#include <limits.h>
#include <openssl/evp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void problem_destroy(struct problem *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->name);
	free(p->category);
	free(p->family);
	free(p->canon);
	free(p->steps);
	free(p->bufs);
	free(p->outputs);
	free(p->f64_from);
	if (p->f64)
		p->f64->json = NULL;	/* a subtree of p->json */
	problem_destroy(p->f64);
	cJSON_Delete(p->json);
	free(p);
}

static const char *str_field(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int valid_id(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("._-", *s))
			return 0;
	return 1;
}

static int validate_launch(const cJSON *launch, const char *what, int i,
			   struct kerr *err)
{
	if (!cJSON_IsObject(launch))
		return kerr_set(err, "%s: steps[%d].launch: expected an object", what, i);
	const cJSON *w = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
	if (!cJSON_IsNumber(w) || w->valuedouble < 1 || w->valuedouble > 32)
		return kerr_set(err, "%s: steps[%d].launch.num_warps: expected an "
				"integer in [1, 32]", what, i);
	const cJSON *grid = cJSON_GetObjectItemCaseSensitive(launch, "grid");
	if (!cJSON_IsArray(grid) || cJSON_GetArraySize(grid) != 3)
		return kerr_set(err, "%s: steps[%d].launch.grid: expected [x, y, z]",
				what, i);
	const cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	if (cx && !cJSON_IsObject(cx))
		return kerr_set(err, "%s: steps[%d].launch.constexprs: expected an "
				"object", what, i);
	return 0;
}

static int int_list(const cJSON *a, long long *out, int max, int *n)
{
	*n = 0;
	if (!cJSON_IsArray(a))
		return -1;
	for (const cJSON *e = a->child; e; e = e->next) {
		if (*n == max || !cJSON_IsNumber(e) || e->valuedouble != floor(e->valuedouble) ||
		    e->valuedouble < 0 || e->valuedouble > 9007199254740991.0)
			return -1;
		out[(*n)++] = (long long)e->valuedouble;
	}
	return 0;
}

int problem_buffer(const struct problem *p, const char *name)
{
	for (int i = 0; i < p->nbufs; i++)
		if (!strcmp(p->bufs[i].name, name))
			return i;
	return -1;
}

size_t view_numel(const struct pview *v)
{
	size_t n = 1;
	for (int d = 0; d < v->ndim; d++)
		n *= (size_t)v->shape[d];
	return n;
}

/* bias as a view of out's shape: dimensions aligned from the right, the
 * missing and the size-1 ones broadcast with stride 0 (torch's expand). */
int view_broadcast(const struct pview *bias, const struct pview *out, struct pview *b,
		   struct kerr *err)
{
	if (bias->ndim > out->ndim)
		return kerr_set(err, "bias of %d dimensions for an output of %d", bias->ndim,
				out->ndim);
	*b = *bias;
	b->ndim = out->ndim;
	for (int d = out->ndim - 1, e = bias->ndim - 1; d >= 0; d--, e--) {
		long long n = e >= 0 ? bias->shape[e] : 1;
		if (n != out->shape[d] && n != 1)
			return kerr_set(err, "bias dimension %d of size %lld does not broadcast "
					"to %lld", e, n, out->shape[d]);
		b->shape[d] = out->shape[d];
		b->strides[d] = n == 1 ? 0 : bias->strides[e];
	}
	return 0;
}

/* When out is packed row-major and its broadcast bias b is one packed block
 * repeated (stride 0 over the leading dimensions, packed over the rest), the
 * block's size, so that the copy is out[i] = bias[i % block]; else 0. */
unsigned long long view_tile_block(const struct pview *out, const struct pview *b)
{
	long long packed = 1;
	for (int d = out->ndim - 1; d >= 0; d--) {
		if (out->shape[d] != 1 && out->strides[d] != packed)
			return 0;
		packed *= out->shape[d];
	}
	long long block = 1;
	int d = b->ndim - 1;
	for (; d >= 0 && (b->shape[d] == 1 || b->strides[d] != 0); d--) {
		if (b->shape[d] != 1 && b->strides[d] != block)
			return 0;
		block *= b->shape[d];
	}
	for (; d >= 0; d--)
		if (b->shape[d] != 1 && b->strides[d] != 0)
			return 0;
	return (unsigned long long)block;
}

/* ATen's addmm runs a 1-D bias through cuBLASLt's bias epilogue when (its
 * useLtInterface test, torch 2.x Blas.cpp) beta is 1, the bias is a
 * contiguous vector of N, the output is a contiguous M x N matrix, and
 * every size is above 1 and below 65535 * 32; otherwise it copies the bias
 * broadcast into the output and runs a GEMM with beta. */
int view_lt_bias_eligible(const struct pview *bias, const struct pview *a,
			  const struct pview *c, double beta)
{
	if (c->ndim != 2 || a->ndim != 2 || bias->ndim != 1)
		return 0;
	const long long lim = 65535LL * 32;
	long long M = c->shape[0], N = c->shape[1], K = a->shape[1];
	return beta == 1 && bias->shape[0] == N && (bias->strides[0] == 1 || N == 1) &&
	       c->strides[1] == 1 && c->strides[0] == N && M > 1 && N > 1 && K > 1 &&
	       M < lim && N < lim && K < lim;
}

void grid_spread_y(long long blocks, long long *y, long long *z)
{
	long long div = (blocks + 65534) / 65535;
	if (div < 1)
		div = 1;
	*y = (blocks + div - 1) / div;
	*z = div;
}

/* The extent, in elements, of view v with `b` indices of its first dimension. */
static long long view_extent(const struct pview *v, long long b)
{
	long long e = 1 + (b - 1) * v->strides[0];
	for (int d = 1; d < v->ndim; d++)
		e += (v->shape[d] - 1) * v->strides[d];
	return e;
}

long long view_batch_chunk(const struct pview *const *views, int n, long long limit)
{
	if (n < 1 || views[0]->ndim < 1)
		return 0;
	long long total = views[0]->shape[0];
	for (int i = 0; i < n; i++) {
		if (views[i]->ndim < 1 || views[i]->shape[0] != total)
			return 0;
		for (int d = 0; d < views[i]->ndim; d++)
			if (views[i]->strides[d] < 0 || views[i]->strides[d] > limit)
				return 0;
	}
	for (long long b = total; b >= 1; b--) {
		if (total % b)
			continue;
		int fits = 1;
		for (int i = 0; i < n && fits; i++)
			fits = view_extent(views[i], b) <= limit;
		if (fits)
			return b;
	}
	return 0;
}

int view_parse(const struct problem *p, const cJSON *j, const char *what,
	       struct pview *out, struct kerr *err)
{
	const char *name = str_field(j, "buffer");
	if (!cJSON_IsObject(j) || !name)
		return kerr_set(err, "%s: expected a view {\"buffer\": NAME, ...}", what);
	int b = problem_buffer(p, name);
	if (b < 0)
		return kerr_set(err, "%s.buffer: no buffer named %s", what, name);
	const struct pbuf *pb = &p->bufs[b];
	out->buf = b;
	const cJSON *shape = cJSON_GetObjectItemCaseSensitive(j, "shape");
	if (!shape) {
		out->ndim = pb->ndim;
		memcpy(out->shape, pb->shape, sizeof out->shape);
		memcpy(out->strides, pb->strides, sizeof out->strides);
		out->offset = pb->offset;
		return 0;
	}
	int ns;
	if (int_list(shape, out->shape, PROBLEM_MAX_DIMS, &out->ndim))
		return kerr_set(err, "%s.shape: expected up to %d integers >= 0", what,
				PROBLEM_MAX_DIMS);
	if (int_list(cJSON_GetObjectItemCaseSensitive(j, "strides"), out->strides,
		     PROBLEM_MAX_DIMS, &ns) || ns != out->ndim)
		return kerr_set(err, "%s.strides: expected %d integers (one per dimension)",
				what, out->ndim);
	const cJSON *off = cJSON_GetObjectItemCaseSensitive(j, "offset");
	out->offset = cJSON_IsNumber(off) ? (long long)off->valuedouble : 0;
	if (off && (!cJSON_IsNumber(off) || off->valuedouble < 0))
		return kerr_set(err, "%s.offset: expected an integer >= 0", what);
	size_t reach = storage_elems(out->shape, out->strides, out->ndim, out->offset);
	if (reach > pb->storage)
		return kerr_set(err, "%s: the view reaches element %zu of %s, whose storage "
				"holds %zu", what, reach, name, pb->storage);
	return 0;
}

static int parse_buffers(const cJSON *j, const char *what, struct problem *p,
			 struct kerr *err)
{
	const cJSON *bufs = cJSON_GetObjectItemCaseSensitive(j, "buffers");
	if (!bufs)
		return 0;
	if (!cJSON_IsArray(bufs))
		return kerr_set(err, "%s: buffers: expected a list", what);
	p->nbufs = cJSON_GetArraySize(bufs);
	p->bufs = xcalloc((size_t)p->nbufs + 1, sizeof *p->bufs);
	int i = 0;
	char w[600];
	for (const cJSON *b = bufs->child; b; b = b->next, i++) {
		struct pbuf *pb = &p->bufs[i];
		snprintf(w, sizeof w, "%s: buffers[%d]", what, i);
		pb->name = str_field(b, "name");
		if (!pb->name || !*pb->name)
			return kerr_set(err, "%s.name: expected a string", w);
		for (int k = 0; k < i; k++)
			if (!strcmp(p->bufs[k].name, pb->name))
				return kerr_set(err, "%s.name: %s is used twice", w, pb->name);
		const char *dt = str_field(b, "dtype");
		if (!dt || (pb->dtype = dtype_parse(dt)) == DT_NONE)
			return kerr_set(err, "%s.dtype: expected float32, float64, float16, "
					"bfloat16, int32, int64, int8, uint8 or bool", w);
		int ns;
		if (int_list(cJSON_GetObjectItemCaseSensitive(b, "shape"), pb->shape,
			     PROBLEM_MAX_DIMS, &pb->ndim))
			return kerr_set(err, "%s.shape: expected up to %d integers >= 0", w,
					PROBLEM_MAX_DIMS);
		if (int_list(cJSON_GetObjectItemCaseSensitive(b, "strides"), pb->strides,
			     PROBLEM_MAX_DIMS, &ns) || ns != pb->ndim)
			return kerr_set(err, "%s.strides: expected %d integers (one per "
					"dimension)", w, pb->ndim);
		const cJSON *off = cJSON_GetObjectItemCaseSensitive(b, "offset");
		if (off && (!cJSON_IsNumber(off) || off->valuedouble < 0))
			return kerr_set(err, "%s.offset: expected an integer >= 0", w);
		pb->offset = off ? (long long)off->valuedouble : 0;
		pb->storage = storage_elems(pb->shape, pb->strides, pb->ndim, pb->offset);
		const char *role = str_field(b, "role");
		static const char *roles[] = { "input", "param", "output", "intermediate" };
		int r = -1;
		for (int k = 0; role && k < 4; k++)
			if (!strcmp(role, roles[k]))
				r = k;
		if (r < 0)
			return kerr_set(err, "%s.role: expected input, param, output or "
					"intermediate", w);
		pb->role = (enum buf_role)r;
		pb->torch_name = str_field(b, "torch_name");
		if (pb->role == ROLE_INPUT || pb->role == ROLE_PARAM) {
			const cJSON *init = cJSON_GetObjectItemCaseSensitive(b, "init");
			if (!init)
				return kerr_set(err, "%s.init: an %s needs a distribution", w, role);
			if (init_parse(init, pb->dtype, w, &pb->init, err))
				return -1;
		}
	}
	const cJSON *outs = cJSON_GetObjectItemCaseSensitive(j, "outputs");
	if (!cJSON_IsArray(outs) || cJSON_GetArraySize(outs) < 1)
		return kerr_set(err, "%s: outputs: expected a non-empty list of views "
				"(a problem with buffers must say what it returns)", what);
	p->noutputs = cJSON_GetArraySize(outs);
	p->outputs = xcalloc((size_t)p->noutputs, sizeof *p->outputs);
	i = 0;
	for (const cJSON *o = outs->child; o; o = o->next, i++) {
		snprintf(w, sizeof w, "%s: outputs[%d]", what, i);
		if (view_parse(p, o, w, &p->outputs[i], err))
			return -1;
	}
	return 0;
}

/* A step's arguments: views resolve to buffers, values carry a type. */
static int check_args(const struct problem *p, const cJSON *s, const char *what, int i,
		      struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(s, "args");
	if (!args)
		return 0;
	char w[600];
	struct pview v;
	if (cJSON_IsObject(args)) {	/* extern: named views and scalars */
		for (const cJSON *a = args->child; a; a = a->next) {
			snprintf(w, sizeof w, "%s: steps[%d].args.%s", what, i, a->string);
			if (cJSON_IsObject(a) && p->nbufs && view_parse(p, a, w, &v, err))
				return -1;
			if (cJSON_IsArray(a)) {	/* convolution geometry */
				for (const cJSON *e = a->child; e; e = e->next)
					if (!cJSON_IsNumber(e) || e->valuedouble != (double)(long long)e->valuedouble)
						return kerr_set(err, "%s: expected a list of integers", w);
				continue;
			}
			if (!cJSON_IsObject(a) && !cJSON_IsNumber(a) && !cJSON_IsNull(a))
				return kerr_set(err, "%s: expected a view, a number or a list of "
						"integers", w);
		}
		return 0;
	}
	if (!cJSON_IsArray(args))
		return kerr_set(err, "%s: steps[%d].args: expected a list", what, i);
	int k = 0;
	for (const cJSON *a = args->child; a; a = a->next, k++) {
		snprintf(w, sizeof w, "%s: steps[%d].args[%d]", what, i, k);
		if (!str_field(a, "name"))
			return kerr_set(err, "%s.name: expected a string", w);
		const cJSON *view = cJSON_GetObjectItemCaseSensitive(a, "view");
		const cJSON *val = cJSON_GetObjectItemCaseSensitive(a, "value");
		if (view) {
			strncat(w, ".view", sizeof w - strlen(w) - 1);
			if (p->nbufs ? view_parse(p, view, w, &v, err)
				     : (str_field(view, "buffer") ? 0 :
					kerr_set(err, "%s.buffer: expected a string", w)))
				return -1;
		} else if (cJSON_IsNumber(val)) {
			const char *t = str_field(a, "type");
			if (!t || (strcmp(t, "i32") && strcmp(t, "i64") && strcmp(t, "fp32") &&
				   strcmp(t, "fp64")))
				return kerr_set(err, "%s.type: expected i32, i64, fp32 or fp64", w);
		} else {
			return kerr_set(err, "%s: expected a view or a value", w);
		}
	}
	return 0;
}

/* A convolution's list argument `key`: sp integers >= lo, or (optional and
 * absent) zeros. */
static int conv_list(const cJSON *args, const char *key, int sp, int lo, int optional,
		     int *v, const char *what, struct kerr *err)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(args, key);
	if (!a && optional) {
		memset(v, 0, (size_t)sp * sizeof *v);
		return 0;
	}
	if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != sp)
		return kerr_set(err, "%s.%s: expected %d integers (one per spatial dimension)",
				what, key, sp);
	int i = 0;
	for (const cJSON *e = a->child; e; e = e->next) {
		double d = cJSON_IsNumber(e) ? e->valuedouble : -1.0;
		if (d < lo || d > INT_MAX || d != floor(d))
			return kerr_set(err, "%s.%s: expected integers >= %d", what, key, lo);
		v[i++] = (int)d;
	}
	return 0;
}

int conv_geom_parse(const struct problem *p, const cJSON *args, const char *what,
		    struct conv_geom *g, struct kerr *err)
{
	memset(g, 0, sizeof *g);
	char w[640];
	struct pview x;
	snprintf(w, sizeof w, "%s.x", what);
	if (view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "x"), w, &x, err))
		return -1;
	g->sp = x.ndim - 2;
	if (g->sp < 1 || g->sp > 3)
		return kerr_set(err, "%s.x: a %d-D input; a convolution takes [N, C, L], "
				"[N, C, H, W] or [N, C, D, H, W]", what, x.ndim);
	const cJSON *t = cJSON_GetObjectItemCaseSensitive(args, "transposed");
	if (t && !(cJSON_IsNumber(t) && (t->valuedouble == 0 || t->valuedouble == 1)))
		return kerr_set(err, "%s.transposed: expected 1 or 0", what);
	g->transposed = t && t->valuedouble == 1;
	const cJSON *gj = cJSON_GetObjectItemCaseSensitive(args, "groups");
	double gv = gj ? (cJSON_IsNumber(gj) ? gj->valuedouble : 0) : 1;
	if (gv < 1 || gv > INT_MAX || gv != floor(gv))
		return kerr_set(err, "%s.groups: expected an integer >= 1", what);
	g->groups = (int)gv;
	if (conv_list(args, "stride", g->sp, 1, 0, g->stride, what, err) ||
	    conv_list(args, "padding", g->sp, 0, 0, g->padding, what, err) ||
	    conv_list(args, "dilation", g->sp, 1, 0, g->dilation, what, err) ||
	    conv_list(args, "output_padding", g->sp, 0, 1, g->output_padding, what, err))
		return -1;
	for (int d = 0; d < g->sp; d++) {
		int op = g->output_padding[d];
		if (op && !g->transposed)
			return kerr_set(err, "%s.output_padding: %d in a convolution that is not "
					"transposed (transposed 0)", what, op);
		/* torch's rule (aten ConvUtils): smaller than the stride or the
		 * dilation, else the output would have rows no input reaches. */
		if (op && op >= g->stride[d] && op >= g->dilation[d])
			return kerr_set(err, "%s.output_padding: %d is smaller than neither the "
					"stride (%d) nor the dilation (%d), as torch requires",
					what, op, g->stride[d], g->dilation[d]);
	}
	return 0;
}

int problem_conv_tf32(const struct problem *p)
{
	const cJSON *tj = cJSON_GetObjectItemCaseSensitive(p->json, "torch");
	const cJSON *pj = cJSON_GetObjectItemCaseSensitive(tj, "cudnn_fp32_precision");
	return !(cJSON_IsString(pj) && !strcmp(pj->valuestring, "ieee"));
}

long long conv_out_size(const struct conv_geom *g, int d, long long in, long long k)
{
	long long s = g->stride[d], pad = g->padding[d], dil = g->dilation[d];
	if (g->transposed)
		return (in - 1) * s - 2 * pad + dil * (k - 1) + g->output_padding[d] + 1;
	long long span = in + 2 * pad - dil * (k - 1) - 1;
	return span < 0 ? 0 : span / s + 1;
}

/* "[2, 4, 16]" into out. */
static const char *dims_text(const long long *v, int n, char *out, size_t size)
{
	size_t k = 0;
	out[0] = 0;
	for (int d = 0; d < n && k < size; d++)
		k += (size_t)snprintf(out + k, size - k, "%s%lld", d ? ", " : "[", v[d]);
	if (k < size)
		snprintf(out + k, size - k, "]");
	return out;
}

/* A convolution step's geometry, and for a transposed one its shapes: cuDNN
 * runs it as the backward data of the forward convolution whose filter is
 * the weight, and the backend trusts these shapes (FORMAT.md, convolution). */
static int check_conv(const struct problem *p, const cJSON *s, const char *what, int i,
		      struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(s, "args");
	char w[600], have[160], want_t[160];
	snprintf(w, sizeof w, "%s: steps[%d].args", what, i);
	struct conv_geom g;
	if (!p->nbufs || !cJSON_IsObject(args))
		return 0;
	if (conv_geom_parse(p, args, w, &g, err))
		return -1;
	if (!g.transposed)
		return 0;
	struct pview x, wt, out, b;
	const cJSON *bj = cJSON_GetObjectItemCaseSensitive(args, "bias");
	char wv[640], ov[640];
	snprintf(wv, sizeof wv, "%s.weight", w);
	snprintf(ov, sizeof ov, "%s.out", w);
	view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "x"), "x", &x, err);
	if (view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "weight"), wv, &wt, err) ||
	    view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "out"), ov, &out, err))
		return -1;
	int n = g.sp + 2;
	if (wt.ndim != n || out.ndim != n)
		return kerr_set(err, "%s.weight: a transposed convolution of a %d-D x takes a "
				"%d-D weight [C_in, C_out/groups, k...] and out; weight has %d "
				"dimensions, out %d", w, n, n, wt.ndim, out.ndim);
	if (wt.shape[0] != x.shape[1])
		return kerr_set(err, "%s.weight: %lld input channels (dimension 0 of "
				"ConvTranspose's [C_in, C_out/groups, k...]); x has %lld", w,
				wt.shape[0], x.shape[1]);
	if (x.shape[1] % g.groups)
		return kerr_set(err, "%s.groups: %d does not divide the %lld input channels", w,
				g.groups, x.shape[1]);
	long long want[5] = { x.shape[0], wt.shape[1] * g.groups };
	int bad = 0;
	for (int d = 0; d < g.sp; d++)
		want[2 + d] = conv_out_size(&g, d, x.shape[2 + d], wt.shape[2 + d]);
	for (int d = 0; d < n; d++)
		bad |= want[d] < 1 || want[d] != out.shape[d];
	if (bad)
		return kerr_set(err, "%s.out: %s, where the transposed convolution gives %s "
				"(N, groups * C_out/groups, then (in - 1) * stride - 2 * padding "
				"+ dilation * (k - 1) + output_padding + 1)", w,
				dims_text(out.shape, n, have, sizeof have),
				dims_text(want, n, want_t, sizeof want_t));
	if (bj && !cJSON_IsNull(bj)) {
		snprintf(wv, sizeof wv, "%s.bias", w);
		if (view_parse(p, bj, wv, &b, err))
			return -1;
		if (b.ndim != 1 || b.shape[0] != want[1])
			return kerr_set(err, "%s.bias: %s; expected [%lld] (C_out)", w,
					dims_text(b.shape, b.ndim, have, sizeof have), want[1]);
	}
	return 0;
}

/* Validate the tree and fill p's fields; `what` names the input in messages. */
static int parse_problem(cJSON *j, const char *what, struct problem *p,
			 struct kerr *err)
{
	if (!cJSON_IsObject(j))
		return kerr_set(err, "%s: expected a JSON object", what);
	const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(j, "format");
	if (!cJSON_IsNumber(fmt) || fmt->valueint != PROBLEM_FORMAT)
		return kerr_set(err, "%s: format: expected %d", what, PROBLEM_FORMAT);
	const char *id = str_field(j, "id");
	if (!id || !valid_id(id))
		return kerr_set(err, "%s: id: expected letters, digits, '.', '_' or '-'",
				what);
	const cJSON *lvl = cJSON_GetObjectItemCaseSensitive(j, "level");
	if (!cJSON_IsNumber(lvl) || lvl->valueint < 1 || lvl->valueint > 3 ||
	    lvl->valuedouble != lvl->valueint)
		return kerr_set(err, "%s: level: expected 1, 2 or 3", what);
	const char *name = str_field(j, "name"), *cat = str_field(j, "category");
	if (!name)
		return kerr_set(err, "%s: name: expected a string", what);
	if (!cat)
		return kerr_set(err, "%s: category: expected a string (the dominant "
				"operation)", what);
	const cJSON *fam = cJSON_GetObjectItemCaseSensitive(j, "family");
	if (fam && !cJSON_IsString(fam) && !cJSON_IsNull(fam))
		return kerr_set(err, "%s: family: expected a string or null", what);
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(j, "steps");
	if (!cJSON_IsArray(steps) || cJSON_GetArraySize(steps) < 1)
		return kerr_set(err, "%s: steps: expected a non-empty list", what);
	p->id = xstrdup(id);
	p->level = lvl->valueint;
	p->name = xstrdup(name);
	p->category = xstrdup(cat);
	p->family = cJSON_IsString(fam) ? xstrdup(fam->valuestring) : NULL;
	if (parse_buffers(j, what, p, err))
		return -1;
	p->nsteps = cJSON_GetArraySize(steps);
	p->steps = xcalloc((size_t)p->nsteps, sizeof *p->steps);
	int i = 0;
	for (const cJSON *s = steps->child; s; s = s->next, i++) {
		struct pstep *ps = &p->steps[i];
		ps->json = s;
		const char *kind = str_field(s, "kind");
		ps->name = str_field(s, "name");
		if (!kind || (strcmp(kind, "kernel") && strcmp(kind, "extern")))
			return kerr_set(err, "%s: steps[%d].kind: expected \"kernel\" or "
					"\"extern\"", what, i);
		if (!ps->name || !*ps->name)
			return kerr_set(err, "%s: steps[%d].name: expected a string", what, i);
		for (int k = 0; k < i; k++)
			if (!strcmp(p->steps[k].name, ps->name))
				return kerr_set(err, "%s: steps[%d].name: \"%s\" is used "
						"twice", what, i, ps->name);
		ps->is_kernel = !strcmp(kind, "kernel");
		if (check_args(p, s, what, i, err))
			return -1;
		if (!ps->is_kernel) {
			ps->op = str_field(s, "op");
			if (!ps->op)
				return kerr_set(err, "%s: steps[%d].op: expected the vendor "
						"operation (mm, addmm, convolution, ...)", what, i);
			if (!strcmp(ps->op, "convolution") && check_conv(p, s, what, i, err))
				return -1;
			continue;
		}
		ps->lang = str_field(s, "lang");
		ps->entry = str_field(s, "entry");
		ps->source = str_field(s, "source");
		ps->launch = cJSON_GetObjectItemCaseSensitive(s, "launch");
		if (!ps->lang || (strcmp(ps->lang, "triton") && strcmp(ps->lang, "cuda") &&
				  strcmp(ps->lang, "ptx")))
			return kerr_set(err, "%s: steps[%d].lang: expected triton, cuda or "
					"ptx", what, i);
		if (!ps->entry)
			return kerr_set(err, "%s: steps[%d].entry: expected a string", what, i);
		if (!ps->source)
			return kerr_set(err, "%s: steps[%d].source: expected the kernel "
					"source (source_file in a folder)", what, i);
		if (validate_launch(ps->launch, what, i, err))
			return -1;
	}
	return 0;
}

static int parse_problem(cJSON *j, const char *what, struct problem *p,
			 struct kerr *err);

static int same_layout(const struct pbuf *a, const struct pbuf *b)
{
	if (a->ndim != b->ndim)
		return 0;
	for (int d = 0; d < a->ndim; d++)
		if (a->shape[d] != b->shape[d] || a->strides[d] != b->strides[d])
			return 0;
	return a->offset == b->offset;
}

/* The float64 model of p: a format-1 problem of its own whose inputs and
 * params name p's by torch_name, same roles and shapes, float64 where p's
 * are float32, and whose outputs have p's shapes. */
static int parse_float64(cJSON *j, const char *what, struct problem *p, struct kerr *err)
{
	cJSON *fj = cJSON_GetObjectItemCaseSensitive(j, "float64");
	if (!fj)
		return 0;
	char w[600];
	snprintf(w, sizeof w, "%s: float64", what);
	if (!cJSON_IsObject(fj))
		return kerr_set(err, "%s: expected the float64 model's folder name (in a "
				"folder) or its manifest (in a run)", w);
	if (!p->nbufs)
		return kerr_set(err, "%s: a problem without buffers cannot have one", w);
	if (cJSON_GetObjectItemCaseSensitive(fj, "float64"))
		return kerr_set(err, "%s.float64: a float64 model has no float64 model", w);
	struct problem *f = xcalloc(1, sizeof *f);
	p->f64 = f;
	f->json = fj;
	if (parse_problem(fj, w, f, err))
		return -1;
	if (!f->nbufs)
		return kerr_set(err, "%s: buffers: expected the model's buffers", w);
	if (f->noutputs != p->noutputs)
		return kerr_set(err, "%s: outputs: %d, the float32 model has %d", w,
				f->noutputs, p->noutputs);
	for (int o = 0; o < f->noutputs; o++) {
		const struct pview *a = &f->outputs[o], *b = &p->outputs[o];
		int same = a->ndim == b->ndim;
		for (int d = 0; same && d < a->ndim; d++)
			same = a->shape[d] == b->shape[d];
		if (!same)
			return kerr_set(err, "%s: outputs[%d]: shape differs from the float32 "
					"model's", w, o);
		/* A float output is float64 in the float64 model; an integer
		 * output (indices) keeps its dtype. */
		enum dtype want = p->bufs[b->buf].dtype;
		if (want == DT_F32)
			want = DT_F64;
		if (f->bufs[a->buf].dtype != want)
			return kerr_set(err, "%s: outputs[%d]: expected %s", w, o,
					dtype_name(want));
	}
	p->f64_from = xcalloc((size_t)f->nbufs + 1, sizeof *p->f64_from);
	int fed = 0;
	for (int i = 0; i < f->nbufs; i++) {
		const struct pbuf *fb = &f->bufs[i];
		p->f64_from[i] = -1;
		if (fb->role != ROLE_INPUT && fb->role != ROLE_PARAM)
			continue;
		if (!fb->torch_name)
			return kerr_set(err, "%s: buffers[%d].torch_name: expected the name "
					"of the float32 model's tensor it is widened from", w, i);
		int k;
		for (k = 0; k < p->nbufs; k++)
			if (p->bufs[k].torch_name && !strcmp(p->bufs[k].torch_name, fb->torch_name))
				break;
		if (k == p->nbufs)
			return kerr_set(err, "%s: buffers[%d]: torch_name %s names no tensor of "
					"the float32 model", w, i, fb->torch_name);
		const struct pbuf *pb = &p->bufs[k];
		if (pb->role != fb->role || !same_layout(pb, fb))
			return kerr_set(err, "%s: buffers[%d] (%s): role, shape or strides differ from "
					"the float32 model's %s", w, i, fb->torch_name, pb->name);
		if (fb->dtype != (pb->dtype == DT_F32 ? DT_F64 : pb->dtype))
			return kerr_set(err, "%s: buffers[%d] (%s): expected %s", w, i,
					fb->torch_name, pb->dtype == DT_F32 ? "float64" :
					"the float32 model's dtype");
		p->f64_from[i] = k;
		fed++;
	}
	for (int k = 0; k < p->nbufs; k++) {
		if (p->bufs[k].role != ROLE_INPUT && p->bufs[k].role != ROLE_PARAM)
			continue;
		int found = 0;
		for (int i = 0; i < f->nbufs; i++)
			found |= p->f64_from[i] == k;
		if (!found)
			return kerr_set(err, "%s: the float32 model's %s (%s) feeds no buffer "
					"of the float64 model", w, p->bufs[k].name,
					p->bufs[k].torch_name ? p->bufs[k].torch_name : "no torch_name");
	}
	(void)fed;
	return 0;
}

static int finish(cJSON *j, const char *what, struct problem **out, struct kerr *err)
{
	struct problem *p = xcalloc(1, sizeof *p);
	p->json = j;
	if (parse_problem(j, what, p, err) || parse_float64(j, what, p, err))
		goto fail;
	p->canon = canon_string(j, err);
	if (!p->canon) {
		kerr_wrap(err, "%s", what);
		goto fail;
	}
	sha256_hex(p->canon, strlen(p->canon), p->sha);
	*out = p;
	return 0;
fail:
	problem_destroy(p);
	return -1;
}

int problem_from_json(const char *text, const char *what, struct problem **out,
		      struct kerr *err)
{
	*out = NULL;
	cJSON *j = canon_parse(text, strlen(text), what, err);
	if (!j)
		return -1;
	return finish(j, what, out, err);
}

/* DIR/manifest.json with the files it names read in; a float64 model folder
 * (a name inside DIR) is read in the same way, once. */
static cJSON *load_dir_json(const char *dir, int nested, struct kerr *err)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/manifest.json", dir);
	char *text;
	size_t len;
	if (read_file(path, &text, &len, err))
		return NULL;
	cJSON *j = canon_parse(text, len, path, err);
	free(text);
	if (!j)
		return NULL;
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(j, "steps");
	int i = 0;
	for (cJSON *s = steps ? steps->child : NULL; s; s = s->next, i++) {
		cJSON *cf = cJSON_GetObjectItemCaseSensitive(s, "cubin_file");
		if (cf) {
			char bin_path[4096];
			char *bin;
			size_t blen;
			if (!cJSON_IsString(cf) || strstr(cf->valuestring, "..") ||
			    cf->valuestring[0] == '/') {
				kerr_set(err, "%s: steps[%d].cubin_file: expected a file name "
					 "inside the problem folder", path, i);
				cJSON_Delete(j);
				return NULL;
			}
			snprintf(bin_path, sizeof bin_path, "%s/%s", dir, cf->valuestring);
			if (read_file(bin_path, &bin, &blen, err)) {
				kerr_wrap(err, "%s: steps[%d].cubin_file", path, i);
				cJSON_Delete(j);
				return NULL;
			}
			char *b64 = xmalloc(4 * ((blen + 2) / 3) + 1);
			EVP_EncodeBlock((unsigned char *)b64, (const unsigned char *)bin,
					(int)blen);
			free(bin);
			cJSON_DeleteItemFromObjectCaseSensitive(s, "cubin_file");
			cJSON_AddStringToObject(s, "cubin_b64", b64);
			free(b64);
		}
		cJSON *sf = cJSON_GetObjectItemCaseSensitive(s, "source_file");
		if (!sf)
			continue;
		if (!cJSON_IsString(sf) || strstr(sf->valuestring, "..") ||
		    sf->valuestring[0] == '/') {
			kerr_set(err, "%s: steps[%d].source_file: expected a file name "
				 "inside the problem folder", path, i);
			cJSON_Delete(j);
			return NULL;
		}
		if (cJSON_GetObjectItemCaseSensitive(s, "source")) {
			kerr_set(err, "%s: steps[%d]: give source or source_file, not both",
				 path, i);
			cJSON_Delete(j);
			return NULL;
		}
		char src_path[4096];
		snprintf(src_path, sizeof src_path, "%s/%s", dir, sf->valuestring);
		char *src;
		if (read_file(src_path, &src, &len, err)) {
			kerr_wrap(err, "%s: steps[%d].source_file", path, i);
			cJSON_Delete(j);
			return NULL;
		}
		if (!utf8_valid(src, len) || memchr(src, '\0', len)) {
			kerr_set(err, "%s: not valid UTF-8 text", src_path);
			free(src);
			cJSON_Delete(j);
			return NULL;
		}
		cJSON_DeleteItemFromObjectCaseSensitive(s, "source_file");
		cJSON_AddStringToObject(s, "source", src);
		free(src);
	}
	cJSON *f = cJSON_GetObjectItemCaseSensitive(j, "float64");
	if (cJSON_IsString(f)) {
		const char *sub = f->valuestring;
		if (nested || !*sub || strstr(sub, "..") || strchr(sub, '/')) {
			kerr_set(err, "%s: float64: expected the name of a folder inside the "
				 "problem folder%s", path, nested ? " (and none in a float64 "
				 "model)" : "");
			cJSON_Delete(j);
			return NULL;
		}
		char sub_dir[4096];
		snprintf(sub_dir, sizeof sub_dir, "%s/%s", dir, sub);
		cJSON *fj = load_dir_json(sub_dir, 1, err);
		if (!fj) {
			cJSON_Delete(j);
			return NULL;
		}
		cJSON_ReplaceItemInObjectCaseSensitive(j, "float64", fj);
	}
	return j;
}

int problem_load_dir(const char *dir, struct problem **out, struct kerr *err)
{
	*out = NULL;
	cJSON *j = load_dir_json(dir, 0, err);
	if (!j)
		return -1;
	char path[4096];
	snprintf(path, sizeof path, "%s/manifest.json", dir);
	return finish(j, path, out, err);
}

/* A NULL string adds nothing, as cJSON_AddStringToObject of NULL does. */
static void add_string_view(cJSON *o, const char *key, const char *s)
{
	if (s)
		cJSON_AddItemToObject(o, key, cJSON_CreateStringReference(s));
}

cJSON *kernel_content_view(const char *lang, const char *entry, const char *source,
			   const cJSON *launch)
{
	cJSON *c = cJSON_CreateObject();
	add_string_view(c, "lang", lang);
	add_string_view(c, "entry", entry);
	add_string_view(c, "source", source);
	canon_add_view(c, "launch", launch);
	return c;
}

cJSON *kernel_content(const char *lang, const char *entry, const char *source,
		      const cJSON *launch)
{
	/* The view copied whole: the same members, owning their strings and
	 * launch (cJSON_Duplicate drops the reference flags). */
	cJSON *v = kernel_content_view(lang, entry, source, launch);
	cJSON *c = cJSON_Duplicate(v, 1);
	cJSON_Delete(v);
	return c;
}
