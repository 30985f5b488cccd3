/* test_synth: Inductor-aware synthesis's kernel groups (harness/problem/synth_group.c:
 * which adjacent kernels form a group, the form's parameters and contract)
 * and the scripted synthesizer's vertical fusion (harness/agents/synth_fuse.c:
 * the fused kernel it writes, and each reason it declines). */
#include "tests/unit/check.h"

#include "harness/agents/synth_fuse.h"
#include "harness/problem/synth_group.h"

#include <stdlib.h>

#define HEAD "import triton\nimport triton.language as tl\n\n@triton.jit\n"
#define PRE "    xnumel = 256\n    xoffset = tl.program_id(0) * XBLOCK\n" \
	    "    xindex = xoffset + tl.arange(0, XBLOCK)[:]\n    xmask = xindex < xnumel\n" \
	    "    x0 = xindex\n"
/* relu(x) into b0; 2 * b0 + x into b1 (read by the mm after); b1 + 1 into b3
 * after the mm (not adjacent to the first two); x * 3 into b4 (adjacent to
 * the third but reading nothing it writes). */
#define K_RELU HEAD "def k_relu(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n" PRE \
	"    tmp0 = tl.load(in_ptr0 + (x0), xmask)\n    tmp1 = tl.full([1], 0, tl.int32)\n" \
	"    tmp2 = triton_helpers.maximum(tmp1, tmp0)\n    tl.store(out_ptr0 + (x0), tmp2, xmask)\n"
#define K_AXPY(idx) HEAD "def k_axpy(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n" \
	PRE "    tmp0 = tl.load(in_ptr0 + (" idx "), xmask)\n    tmp1 = tl.load(in_ptr1 + (x0), xmask)\n" \
	"    tmp2 = 2.0\n    tmp3 = tmp0 * tmp2\n    tmp4 = tmp3 + tmp1\n" \
	"    tl.store(out_ptr0 + (x0), tmp4, xmask)\n"
#define K_ONE HEAD "def k_one(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n" PRE \
	"    tmp0 = tl.load(in_ptr0 + (x0), xmask)\n    tmp1 = tmp0 + 1.0\n" \
	"    tl.store(out_ptr0 + (x0), tmp1, xmask)\n"
#define K_RED HEAD "def k_red(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):\n" PRE \
	"    tmp0 = tl.load(in_ptr0 + (x0), xmask)\n    tl.store(out_ptr0 + (x0), tmp0, xmask)\n"

static char *json_str(const char *s)
{
	cJSON *j = cJSON_CreateString(s);
	char *t = cJSON_PrintUnformatted(j);
	cJSON_Delete(j);
	return t;
}

static char *kernel(const char *name, const char *src, const char *args)
{
	char *s = json_str(src), *out = malloc(strlen(s) + strlen(args) + 600);
	sprintf(out, "{\"kind\":\"kernel\",\"name\":\"%s\",\"lang\":\"triton\",\"entry\":\"%s\","
		"\"source\":%s,\"launch\":{\"grid\":[1,1,1],\"grid_type\":\"Grid1D\","
		"\"num_warps\":4,\"num_stages\":1,\"constexprs\":{\"XBLOCK\":256}},\"args\":[%s]}",
		name, name, s, args);
	free(s);
	return out;
}

#define V(n, b) "{\"name\":\"" n "\",\"view\":{\"buffer\":\"" b "\"}}"
#define XN "{\"name\":\"xnumel\",\"value\":256,\"type\":\"i32\"}"
#define BUF(n, role) "{\"name\":\"" n "\",\"dtype\":\"float32\",\"shape\":[256]," \
	"\"strides\":[1],\"role\":\"" role "\"" "%s}"

/* The problem: k_relu, k_axpy (AXPY_IDX its first load's index), mm,
 * k_one, then k_four (K4 its source). */
static struct problem *load(const char *axpy_idx, const char *k2src)
{
	char *k1 = kernel("k_relu", K_RELU, V("in_ptr0", "x") "," V("out_ptr0", "b0") "," XN);
	char axpy[2000];
	snprintf(axpy, sizeof axpy, K_AXPY("%s"), axpy_idx);
	char *k2 = kernel("k_axpy", k2src ? k2src : axpy,
			  V("in_ptr0", "b0") "," V("in_ptr1", "x") "," V("out_ptr0", "b1") "," XN);
	char *k3 = kernel("k_one", K_ONE, V("in_ptr0", "b2") "," V("out_ptr0", "b3") "," XN);
	char *k4 = kernel("k_four", HEAD "def k_four(in_ptr0, out_ptr0, xnumel, XBLOCK : "
			  "tl.constexpr):\n" PRE "    tmp0 = tl.load(in_ptr0 + (x0), xmask)\n"
			  "    tl.store(out_ptr0 + (x0), tmp0, xmask)\n",
			  V("in_ptr0", "x") "," V("out_ptr0", "b4") "," XN);
	const char *init = ",\"init\":{\"dist\":\"randn\"}";
	char bufs[2000];
	snprintf(bufs, sizeof bufs, "[" BUF("x", "input") "," BUF("b0", "intermediate") ","
		 BUF("b1", "intermediate") "," BUF("b2", "intermediate") ","
		 BUF("b3", "output") "," BUF("b4", "output") "]", init, "", "", "", "", "");
	size_t n = strlen(k1) + strlen(k2) + strlen(k3) + strlen(k4) + strlen(bufs) + 1000;
	char *m = malloc(n);
	snprintf(m, n, "{\"format\":1,\"id\":\"t-synth\",\"level\":1,\"name\":\"t\","
		 "\"category\":\"pointwise\",\"buffers\":%s,\"outputs\":[{\"buffer\":\"b3\"},"
		 "{\"buffer\":\"b4\"}],\"steps\":[%s,%s,{\"kind\":\"extern\",\"name\":\"mm_0\","
		 "\"op\":\"mm\",\"args\":{\"a\":{\"buffer\":\"b1\",\"shape\":[16,16],"
		 "\"strides\":[16,1],\"offset\":0},\"b\":{\"buffer\":\"b1\",\"shape\":[16,16],"
		 "\"strides\":[16,1],\"offset\":0},\"out\":{\"buffer\":\"b2\",\"shape\":[16,16],"
		 "\"strides\":[16,1],\"offset\":0}}},%s,%s]}", bufs, k1, k2, k3, k4);
	struct kerr err = { "" };
	struct problem *p = NULL;
	CHECK(problem_from_json(m, "t-synth", &p, &err) == 0, "%s", err.msg);
	free(k1);
	free(k2);
	free(k3);
	free(k4);
	free(m);
	return p;
}

static void adjacent_kernels_that_feed_each_other_form_a_group(void)
{
	struct problem *p = load("x0", NULL);
	if (!p)
		return;
	struct synth_group *gs;
	struct kerr err = { "" };
	int n = synth_groups(p, 4, &gs, &err);
	/* k_relu + k_axpy; the mm cuts the run; k_four reads nothing k_one writes. */
	CHECK(n == 1, "%d groups (%s)", n, err.msg);
	if (n == 1) {
		CHECK(gs[0].first == 0 && gs[0].n == 2 && !strcmp(gs[0].form.name, "fuse_0") &&
		      !strcmp(gs[0].form.entry, "kopt_fused"), "the group");
		/* x is read from before the group; b1 is read by the mm after it;
		 * b0 is the group's own intermediate and no parameter. */
		CHECK(strstr(gs[0].contract, "def kopt_fused(in_ptr0, out_ptr0, XBLOCK: "
			     "tl.constexpr, RBLOCK: tl.constexpr):") != NULL, "%s", gs[0].contract);
		char *args = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(gs[0].json,
										   "args"));
		CHECK_STR(args, "[{\"name\":\"in_ptr0\",\"view\":{\"buffer\":\"x\"}},"
			  "{\"name\":\"out_ptr0\",\"view\":{\"buffer\":\"b1\"}}]");
		free(args);
		CHECK(strstr(gs[0].source, "# step k_relu: ") && strstr(gs[0].source, "def k_axpy("),
		      "the baseline content holds both sources");
	}
	synth_groups_release(gs, n);
	/* At most one kernel per group: none. */
	CHECK(synth_groups(p, 1, &gs, &err) == 0 && gs == NULL, "groups of one");
	problem_destroy(p);
}

/* The synthesizer request's context for group g (as the search builds it). */
static cJSON *context_of(const struct problem *p, const struct synth_group *g)
{
	cJSON *c = cJSON_CreateObject();
	cJSON_AddStringToObject(c, "contract", g->contract);
	cJSON *b = cJSON_AddArrayToObject(c, "buffers");
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(g->json, "args");
	for (const cJSON *a = args->child; a; a = a->next) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "param",
					cJSON_GetObjectItemCaseSensitive(a, "name")->valuestring);
		cJSON_AddStringToObject(e, "buffer", cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(a, "view"), "buffer")->valuestring);
		cJSON_AddItemToArray(b, e);
	}
	cJSON *st = cJSON_AddArrayToObject(c, "steps");
	for (int i = g->first; i < g->first + g->n; i++) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "name", p->steps[i].name);
		cJSON_AddItemToObject(e, "args", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(
			p->steps[i].json, "args"), 1));
		cJSON_AddItemToObject(e, "launch", cJSON_Duplicate(p->steps[i].launch, 1));
		cJSON_AddItemToArray(st, e);
	}
	return c;
}

/* The scripted synthesizer on the group of the problem load() makes;
 * returns its answer's source (NULL when it declined, why filled). */
static char *fuse(const char *axpy_idx, const char *k2src, char *why, size_t whylen,
		  cJSON **launch)
{
	struct problem *p = load(axpy_idx, k2src);
	if (!p)
		return NULL;
	struct synth_group *gs;
	struct kerr err = { "" };
	int n = synth_groups(p, 4, &gs, &err);
	char *src = NULL;
	if (n >= 1) {
		cJSON *ctx = context_of(p, &gs[0]);
		if (synth_fuse(ctx, gs[0].source, &src, launch, why, whylen))
			src = NULL;
		cJSON_Delete(ctx);
	}
	synth_groups_release(gs, n);
	problem_destroy(p);
	return src;
}

static void pointwise_kernels_fuse_with_the_intermediate_in_a_register(void)
{
	char why[400] = "";
	cJSON *launch = NULL;
	char *src = fuse("x0", NULL, why, sizeof why, &launch);
	CHECK(src != NULL, "declined: %s", why);
	if (!src)
		return;
	CHECK(strstr(src, "def kopt_fused(in_ptr0, out_ptr0, XBLOCK: tl.constexpr, RBLOCK: "
		     "tl.constexpr):\n    xnumel = 256\n") != NULL, "%s", src);
	/* k_axpy's load of b0 is k_relu's value; b0 is never stored. */
	CHECK(strstr(src, "    m1_tmp0 = m0_tmp2\n") != NULL, "%s", src);
	CHECK(strstr(src, "    m1_tmp1 = tl.load(in_ptr0 + (0 + (x0)), xmask)\n") != NULL, "%s",
	      src);
	const char *st = strstr(src, "tl.store(");
	CHECK(st && !strstr(st + 1, "tl.store(") &&
	      strstr(src, "tl.store(out_ptr0 + (0 + (x0)), m1_tmp4, xmask)"), "one store: %s", src);
	/* The preamble once. */
	const char *first = strstr(src, "xoffset ="), *again = first ? strstr(first + 1,
								       "xoffset =") : NULL;
	CHECK(first && !again, "the preamble twice: %s", src);
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(launch, "grid");
	CHECK(cJSON_GetArrayItem(g, 0)->valueint == 1 &&
	      cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(launch,
	      "constexprs"), "XBLOCK")->valueint == 256, "one program of 256");
	free(src);
	cJSON_Delete(launch);
}

static void vertical_fusion_declines_what_it_cannot_fuse(void)
{
	char why[400] = "";
	cJSON *launch = NULL;
	/* b0 read one element on: another program may have computed it. */
	CHECK(fuse("x0 + 1", NULL, why, sizeof why, &launch) == NULL &&
	      strstr(why, "k_axpy reads b0 at an index no earlier kernel of the group wrote"),
	      "shifted: %s", why);
	/* A kernel with a reduction's size parameter. */
	CHECK(fuse("x0", K_RED, why, sizeof why, &launch) == NULL &&
	      strstr(why, "is not a pointwise kernel (parameter r0_numel)"), "reduction: %s", why);
	/* Another element count. */
	char other[2000];
	snprintf(other, sizeof other, K_AXPY("x0"));
	char *at = strstr(other, "xnumel = 256");
	memcpy(at, "xnumel = 128", 12);
	CHECK(fuse("x0", other, why, sizeof why, &launch) == NULL &&
	      strstr(why, "defines xnumel as 128, an earlier kernel as 256"), "xnumel: %s", why);
	/* A loop. */
	char loop[2000];
	snprintf(loop, sizeof loop, "%s    for r0 in range(4):\n        tmp9 = 1\n", K_AXPY("x0"));
	CHECK(fuse("x0", loop, why, sizeof why, &launch) == NULL &&
	      strstr(why, "k_axpy has a loop or a branch"), "loop: %s", why);
}

/* Single-kernel mode (PAPER_NOTES 2.1), the tutorial problems'
 * (datasets/tutorials/README.md): a problem of one kernel step forms no
 * kernel group at any group size, so --synthesize has nothing to fuse, and
 * it has no vendor call, so --all-subkernels adds no target; its model is
 * the kernel alone, so gates 3 and 4 compare the candidate with the
 * tutorial's kernel itself, with nothing re-stitched around it.  No setting
 * is needed for it; this fails if that rule changes. */
static void a_single_kernel_problem_is_searched_alone(void)
{
	char *k1 = kernel("k_relu", K_RELU, V("in_ptr0", "x") "," V("out_ptr0", "b0") "," XN);
	char bufs[600];
	snprintf(bufs, sizeof bufs, "[" BUF("x", "input") "," BUF("b0", "output") "]",
		 ",\"init\":{\"dist\":\"randn\"}", "");
	size_t n = strlen(k1) + strlen(bufs) + 400;
	char *m = malloc(n);
	snprintf(m, n, "{\"format\":1,\"id\":\"TT-relu\",\"level\":1,\"name\":\"t\","
		 "\"category\":\"pointwise\",\"family\":\"triton-tutorial\",\"buffers\":%s,"
		 "\"outputs\":[{\"buffer\":\"b0\"}],\"steps\":[%s]}", bufs, k1);
	struct kerr err = { "" };
	struct problem *p = NULL;
	CHECK(problem_from_json(m, "TT-relu", &p, &err) == 0, "%s", err.msg);
	free(k1);
	free(m);
	if (!p)
		return;
	CHECK(p->nsteps == 1 && p->steps[0].is_kernel, "one kernel step");
	struct synth_group *gs = NULL;
	for (int max = 1; max <= 64; max *= 2) {
		int g = synth_groups(p, max, &gs, &err);
		CHECK(g == 0 && gs == NULL, "%d groups of at most %d steps (%s)", g, max, err.msg);
		synth_groups_release(gs, g > 0 ? g : 0);
		gs = NULL;
	}
	/* The model's output is what the kernel writes. */
	const cJSON *a1 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(p->steps[0].json,
									     "args"), 1);
	const cJSON *b = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(a1, "view"), "buffer");
	CHECK(p->noutputs == 1 && cJSON_IsString(b) &&
	      problem_buffer(p, b->valuestring) == p->outputs[0].buf, "the model is the kernel");
	problem_destroy(p);
}

void suite_synth(void)
{
	RUN(a_single_kernel_problem_is_searched_alone);
	RUN(adjacent_kernels_that_feed_each_other_form_a_group);
	RUN(pointwise_kernels_fuse_with_the_intermediate_in_a_register);
	RUN(vertical_fusion_declines_what_it_cannot_fuse);
}
