/* extern_form: the Triton form of a vendor GEMM step (see header). */
#include "harness/problem/extern_form.h"
#include "common/kerr.h"

#include <stdio.h>
#include <string.h>

/* kopt's reference kernel in the form: a tiled GEMM with grouped program
 * order, IEEE float32 products (the suite is imported with TF32 off, as
 * each manifest's torch.matmul_fp32_precision says), the bias added after
 * alpha.  Offsets are 32-bit: extern_form refuses views that reach past. */
const char EXTERN_FORM_SOURCE[] =
	"import triton\n"
	"import triton.language as tl\n"
	"\n"
	"\n"
	"# kopt's Triton form of a vendor GEMM (mm, addmm, bmm, baddbmm; FORMAT.md):\n"
	"# out = alpha * a @ b + beta * bias for batch program_id(1).  in_ptr0 = a\n"
	"# [M, K], in_ptr1 = b [K, N], in_ptr2 = bias broadcast to [M, N] (read only\n"
	"# when HAS_BIAS), out_ptr0 = out [M, N]; strides in elements, batch strides\n"
	"# first.  Grid: (cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N), batch).\n"
	"@triton.jit\n"
	"def kopt_gemm(in_ptr0, in_ptr1, in_ptr2, out_ptr0, M, N, K,\n"
	"              stride_a0, stride_am, stride_ak, stride_b0, stride_bk, stride_bn,\n"
	"              stride_d0, stride_dm, stride_dn, stride_c0, stride_cm, stride_cn,\n"
	"              alpha, beta, HAS_BIAS: tl.constexpr, BLOCK_M: tl.constexpr,\n"
	"              BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):\n"
	"    pid = tl.program_id(0)\n"
	"    batch = tl.program_id(1)\n"
	"    grid_m = tl.cdiv(M, BLOCK_M)\n"
	"    grid_n = tl.cdiv(N, BLOCK_N)\n"
	"    width = GROUP_M * grid_n\n"
	"    first_m = (pid // width) * GROUP_M\n"
	"    size_m = tl.minimum(grid_m - first_m, GROUP_M)\n"
	"    pid_m = first_m + (pid % width) % size_m\n"
	"    pid_n = (pid % width) // size_m\n"
	"    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)\n"
	"    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)\n"
	"    rk = tl.arange(0, BLOCK_K)\n"
	"    a = in_ptr0 + batch * stride_a0 + rm[:, None] * stride_am + rk[None, :] * stride_ak\n"
	"    b = in_ptr1 + batch * stride_b0 + rk[:, None] * stride_bk + rn[None, :] * stride_bn\n"
	"    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)\n"
	"    for k in range(0, tl.cdiv(K, BLOCK_K)):\n"
	"        kk = k * BLOCK_K + rk\n"
	"        x = tl.load(a, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)\n"
	"        y = tl.load(b, mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)\n"
	"        acc += tl.dot(x, y, input_precision=\"ieee\")\n"
	"        a += BLOCK_K * stride_ak\n"
	"        b += BLOCK_K * stride_bk\n"
	"    acc = acc * alpha\n"
	"    mask = (rm[:, None] < M) & (rn[None, :] < N)\n"
	"    if HAS_BIAS:\n"
	"        d = in_ptr2 + batch * stride_d0 + rm[:, None] * stride_dm + rn[None, :] * stride_dn\n"
	"        acc += beta * tl.load(d, mask=mask, other=0.0)\n"
	"    c = out_ptr0 + batch * stride_c0 + rm[:, None] * stride_cm + rn[None, :] * stride_cn\n"
	"    tl.store(c, acc, mask=mask)\n";

#define I32_MAX 2147483647LL

static cJSON *view_json(const struct problem *p, const struct pview *v)
{
	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "buffer", p->bufs[v->buf].name);
	cJSON *sh = cJSON_AddArrayToObject(j, "shape");
	cJSON *st = cJSON_AddArrayToObject(j, "strides");
	for (int d = 0; d < v->ndim; d++) {
		cJSON_AddItemToArray(sh, cJSON_CreateNumber((double)v->shape[d]));
		cJSON_AddItemToArray(st, cJSON_CreateNumber((double)v->strides[d]));
	}
	cJSON_AddNumberToObject(j, "offset", (double)v->offset);
	return j;
}

static void add_view(cJSON *args, const char *name, cJSON *view)
{
	cJSON *a = cJSON_CreateObject();
	cJSON_AddStringToObject(a, "name", name);
	cJSON_AddItemToObject(a, "view", view);
	cJSON_AddItemToArray(args, a);
}

static void add_value(cJSON *args, const char *name, double v, const char *type)
{
	cJSON *a = cJSON_CreateObject();
	cJSON_AddStringToObject(a, "name", name);
	cJSON_AddNumberToObject(a, "value", v);
	cJSON_AddStringToObject(a, "type", type);
	cJSON_AddItemToArray(args, a);
}

/* The last element a view reaches, relative to its buffer's start. */
static long long reach(const struct pview *v)
{
	long long r = v->offset;
	for (int d = 0; d < v->ndim; d++)
		if (v->shape[d] > 0)
			r += (v->shape[d] - 1) * (v->strides[d] < 0 ? -v->strides[d]
								    : v->strides[d]);
	return r;
}

int extern_form(const struct problem *p, const struct pstep *st, struct pstep *out,
		cJSON **owned, char *why, size_t whylen, struct kerr *err)
{
	*owned = NULL;
	memset(out, 0, sizeof *out);
	const char *op = st->op ? st->op : "";
	int addmm = !strcmp(op, "addmm"), baddbmm = !strcmp(op, "baddbmm");
	int batched = !strcmp(op, "bmm") || baddbmm;
	if (st->is_kernel || (!addmm && !batched && strcmp(op, "mm"))) {
		snprintf(why, whylen, "%s has no Triton form (kopt defines one for mm, addmm, "
			 "bmm and baddbmm)", *op ? op : "a generated kernel");
		return 0;
	}
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview a, b, c, bias, bb;
	if (view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "a"), "a", &a, err) ||
	    view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "b"), "b", &b, err) ||
	    view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &c, err))
		return kerr_wrap(err, "%s", st->name);
	int nd = batched ? 3 : 2;
	if (a.ndim != nd || b.ndim != nd || c.ndim != nd)
		return kerr_set(err, "%s: %s takes %d-dimensional a, b and out", st->name, op, nd);
	long long B = batched ? c.shape[0] : 1;
	long long M = c.shape[nd - 2], N = c.shape[nd - 1], K = a.shape[nd - 1];
	if (a.shape[nd - 2] != M || b.shape[nd - 2] != K || b.shape[nd - 1] != N ||
	    (batched && (a.shape[0] != B || b.shape[0] != B)))
		return kerr_set(err, "%s: the shapes of a, b and out do not make a GEMM",
				st->name);
	double alpha = 1, beta = 0;
	int has_bias = addmm || baddbmm;
	if (has_bias) {
		const cJSON *al = cJSON_GetObjectItemCaseSensitive(args, "alpha");
		const cJSON *be = cJSON_GetObjectItemCaseSensitive(args, "beta");
		alpha = cJSON_IsNumber(al) ? al->valuedouble : 1;
		beta = cJSON_IsNumber(be) ? be->valuedouble : 1;
		if (view_parse(p, cJSON_GetObjectItemCaseSensitive(args, "bias"), "bias", &bias,
			       err) ||
		    view_broadcast(&bias, &c, &bb, err))
			return kerr_wrap(err, "%s", st->name);
	} else {
		bb = c;
	}
	const struct pview *vs[4] = { &a, &b, &bb, &c };
	for (int i = 0; i < 4; i++) {
		if (p->bufs[vs[i]->buf].dtype != DT_F32) {
			snprintf(why, whylen, "%s: buffer %s is %s; the Triton form is float32",
				 st->name, p->bufs[vs[i]->buf].name,
				 dtype_name(p->bufs[vs[i]->buf].dtype));
			return 0;
		}
		if (reach(vs[i]) > I32_MAX) {
			snprintf(why, whylen, "%s: a view of %s reaches past 32-bit offsets",
				 st->name, p->bufs[vs[i]->buf].name);
			return 0;
		}
	}
	if (B > 65535) {
		snprintf(why, whylen, "%s: a batch of %lld passes CUDA's grid y limit", st->name, B);
		return 0;
	}
	cJSON *j = cJSON_CreateObject();
	cJSON_AddStringToObject(j, "kind", "kernel");
	cJSON_AddStringToObject(j, "name", st->name);
	cJSON_AddStringToObject(j, "lang", "triton");
	cJSON_AddStringToObject(j, "entry", EXTERN_FORM_ENTRY);
	cJSON_AddStringToObject(j, "vendor_op", op);
	const cJSON *call = cJSON_GetObjectItemCaseSensitive(st->json, "call");
	if (cJSON_IsString(call))
		cJSON_AddStringToObject(j, "vendor_call", call->valuestring);
	cJSON *fa = cJSON_AddArrayToObject(j, "args");
	add_view(fa, "in_ptr0", view_json(p, &a));
	add_view(fa, "in_ptr1", view_json(p, &b));
	add_view(fa, "in_ptr2", view_json(p, &bb));
	add_view(fa, "out_ptr0", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(args, "out"),
						 1));
	add_value(fa, "M", (double)M, "i32");
	add_value(fa, "N", (double)N, "i32");
	add_value(fa, "K", (double)K, "i32");
	const char *sn[4][3] = { { "stride_a0", "stride_am", "stride_ak" },
				 { "stride_b0", "stride_bk", "stride_bn" },
				 { "stride_d0", "stride_dm", "stride_dn" },
				 { "stride_c0", "stride_cm", "stride_cn" } };
	for (int i = 0; i < 4; i++) {
		const struct pview *v = vs[i];
		add_value(fa, sn[i][0], batched ? (double)v->strides[0] : 0, "i32");
		add_value(fa, sn[i][1], (double)v->strides[nd - 2], "i32");
		add_value(fa, sn[i][2], (double)v->strides[nd - 1], "i32");
	}
	add_value(fa, "alpha", alpha, "fp32");
	add_value(fa, "beta", beta, "fp32");
	cJSON *meta = cJSON_AddObjectToObject(j, "triton_meta");
	cJSON *sig = cJSON_AddObjectToObject(meta, "signature");
	cJSON *params = cJSON_AddArrayToObject(j, "params");
	for (const cJSON *e = fa->child; e; e = e->next) {	/* add_value's entries */
		const char *name = cJSON_GetObjectItemCaseSensitive(e, "name")->valuestring;
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(e, "type");
		const char *type = cJSON_IsString(t) ? t->valuestring : "*fp32";
		cJSON_AddStringToObject(sig, name, type);
		cJSON *pj = cJSON_CreateObject();
		cJSON_AddStringToObject(pj, "name", name);
		cJSON_AddStringToObject(pj, "type", type);
		cJSON_AddItemToArray(params, pj);
	}
	static const char *cx[] = { "HAS_BIAS", "BLOCK_M", "BLOCK_N", "BLOCK_K", "GROUP_M" };
	for (size_t i = 0; i < sizeof cx / sizeof cx[0]; i++)
		cJSON_AddStringToObject(sig, cx[i], "constexpr");
	cJSON *consts = cJSON_AddObjectToObject(meta, "constants");
	cJSON_AddNumberToObject(consts, "HAS_BIAS", has_bias);
	cJSON_AddItemToObject(meta, "configs", cJSON_CreateArray());
	long long bm = EXTERN_FORM_BLOCK_M, bn = EXTERN_FORM_BLOCK_N;
	cJSON *l = cJSON_AddObjectToObject(j, "launch");
	cJSON *g = cJSON_AddArrayToObject(l, "grid");
	cJSON_AddItemToArray(g, cJSON_CreateNumber((double)(((M + bm - 1) / bm) *
							   ((N + bn - 1) / bn))));
	cJSON_AddItemToArray(g, cJSON_CreateNumber((double)B));
	cJSON_AddItemToArray(g, cJSON_CreateNumber(1));
	cJSON_AddStringToObject(l, "grid_type", EXTERN_FORM_GRID);
	cJSON_AddNumberToObject(l, "num_warps", EXTERN_FORM_WARPS);
	cJSON_AddNumberToObject(l, "num_stages", EXTERN_FORM_STAGES);
	cJSON *lc = cJSON_AddObjectToObject(l, "constexprs");
	cJSON_AddNumberToObject(lc, "BLOCK_M", (double)bm);
	cJSON_AddNumberToObject(lc, "BLOCK_N", (double)bn);
	cJSON_AddNumberToObject(lc, "BLOCK_K", EXTERN_FORM_BLOCK_K);
	cJSON_AddNumberToObject(lc, "GROUP_M", EXTERN_FORM_GROUP_M);
	*owned = j;
	out->is_kernel = 1;
	out->name = st->name;
	out->op = st->op;
	out->lang = "triton";
	out->entry = EXTERN_FORM_ENTRY;
	out->source = EXTERN_FORM_SOURCE;
	out->launch = l;
	out->json = j;
	return 1;
}
