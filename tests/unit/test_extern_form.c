/* test_extern_form: the Triton form of a vendor GEMM step (--all-subkernels,
 * harness/problem/extern_form.c), which the GPU backend launches and the search
 * shows to the agents: the arguments a candidate receives (views, sizes,
 * strides of a transposed or broadcast operand, alpha and beta), its grid,
 * and the steps that have no form, each with its reason. */
#include "tests/unit/check.h"

#include "harness/problem/extern_form.h"

#include <math.h>

static const char *MANIFEST =
	"{\"format\":1,\"id\":\"t-form\",\"level\":2,\"name\":\"t\",\"category\":\"matmul\","
	"\"buffers\":["
	"{\"name\":\"a\",\"dtype\":\"float32\",\"shape\":[3,64,32],\"strides\":[2048,32,1],"
	"\"role\":\"input\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"w\",\"dtype\":\"float32\",\"shape\":[48,32],\"strides\":[32,1],"
	"\"role\":\"param\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"bt\",\"dtype\":\"float32\",\"shape\":[3,48,32],\"strides\":[1536,32,1],"
	"\"role\":\"param\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"bias\",\"dtype\":\"float32\",\"shape\":[48],\"strides\":[1],"
	"\"role\":\"param\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"o1\",\"dtype\":\"float32\",\"shape\":[64,48],\"strides\":[48,1],"
	"\"role\":\"output\"},"
	"{\"name\":\"o2\",\"dtype\":\"float32\",\"shape\":[3,64,48],\"strides\":[3072,48,1],"
	"\"role\":\"output\"},"
	"{\"name\":\"d\",\"dtype\":\"float64\",\"shape\":[64,32],\"strides\":[32,1],"
	"\"role\":\"input\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"dw\",\"dtype\":\"float64\",\"shape\":[32,48],\"strides\":[48,1],"
	"\"role\":\"param\",\"init\":{\"dist\":\"randn\"}},"
	"{\"name\":\"o3\",\"dtype\":\"float64\",\"shape\":[64,48],\"strides\":[48,1],"
	"\"role\":\"output\"}],"
	"\"outputs\":[{\"buffer\":\"o1\"},{\"buffer\":\"o2\"},{\"buffer\":\"o3\"}],"
	"\"steps\":["
	/* addmm(bias, a[0], w^T): b is a transposed view, the bias a vector. */
	"{\"kind\":\"extern\",\"name\":\"addmm_0\",\"op\":\"addmm\",\"call\":\"extern_kernels.addmm(...)\","
	"\"args\":{\"bias\":{\"buffer\":\"bias\"},"
	"\"a\":{\"buffer\":\"a\",\"shape\":[64,32],\"strides\":[32,1],\"offset\":0},"
	"\"b\":{\"buffer\":\"w\",\"shape\":[32,48],\"strides\":[1,32],\"offset\":0},"
	"\"out\":{\"buffer\":\"o1\"},\"alpha\":1,\"beta\":1}},"
	/* baddbmm with alpha and beta, b^T per batch. */
	"{\"kind\":\"extern\",\"name\":\"baddbmm_1\",\"op\":\"baddbmm\",\"call\":\"extern_kernels.baddbmm(...)\","
	"\"args\":{\"bias\":{\"buffer\":\"bias\"},\"a\":{\"buffer\":\"a\"},"
	"\"b\":{\"buffer\":\"bt\",\"shape\":[3,32,48],\"strides\":[1536,1,32],\"offset\":0},"
	"\"out\":{\"buffer\":\"o2\"},\"alpha\":0.5,\"beta\":2}},"
	"{\"kind\":\"extern\",\"name\":\"mm_2\",\"op\":\"mm\",\"call\":\"extern_kernels.mm(d, dw, out=o3)\","
	"\"args\":{\"a\":{\"buffer\":\"d\"},\"b\":{\"buffer\":\"dw\"},\"out\":{\"buffer\":\"o3\"}}}"
	"]}";

static double argv_of(const cJSON *form, const char *name)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(form, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const cJSON *n = cJSON_GetObjectItemCaseSensitive(a, "name");
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(a, "value");
		if (cJSON_IsString(n) && !strcmp(n->valuestring, name) && cJSON_IsNumber(v))
			return v->valuedouble;
	}
	return NAN;
}

static const cJSON *view_of(const cJSON *form, const char *name)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(form, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const cJSON *n = cJSON_GetObjectItemCaseSensitive(a, "name");
		if (cJSON_IsString(n) && !strcmp(n->valuestring, name))
			return cJSON_GetObjectItemCaseSensitive(a, "view");
	}
	return NULL;
}

static const char *view_buffer(const cJSON *form, const char *name)
{
	const cJSON *b = cJSON_GetObjectItemCaseSensitive(view_of(form, name), "buffer");
	return cJSON_IsString(b) ? b->valuestring : "";
}

static struct problem *load(void)
{
	struct kerr err = { "" };
	struct problem *p = NULL;
	CHECK(problem_from_json(MANIFEST, "t-form", &p, &err) == 0, "%s", err.msg);
	return p;
}

/* The form of step s of the manifest above (*pp the loaded problem), or NULL
 * (the check failed; nothing left to free). */
static cJSON *form_of(int s, struct problem **pp, struct pstep *f)
{
	struct problem *p = load();
	*pp = p;
	if (!p)
		return NULL;
	cJSON *j = NULL;
	char why[400] = "";
	struct kerr err = { "" };
	CHECK(extern_form(p, &p->steps[s], f, &j, why, sizeof why, &err) == 1, "%s %s", why,
	      err.msg);
	if (!j)
		problem_destroy(p);
	return j;
}

static void addmm_form_reads_the_transposed_weight_and_the_broadcast_bias(void)
{
	struct problem *p;
	struct pstep f;
	cJSON *j = form_of(0, &p, &f);
	if (!j)
		return;
	CHECK(f.is_kernel && !strcmp(f.entry, "kopt_gemm") && !strcmp(f.lang, "triton") &&
	      !strcmp(f.name, "addmm_0"), "the form's identity");
	CHECK(strstr(f.source, "def kopt_gemm(in_ptr0, in_ptr1, in_ptr2, out_ptr0,") != NULL,
	      "the reference source");
	CHECK(argv_of(j, "M") == 64 && argv_of(j, "N") == 48 && argv_of(j, "K") == 32, "M N K");
	/* b = w^T: stride 1 along K, 32 along N. */
	CHECK(argv_of(j, "stride_bk") == 1 && argv_of(j, "stride_bn") == 32, "b^T strides %g %g",
	      argv_of(j, "stride_bk"), argv_of(j, "stride_bn"));
	/* The bias vector broadcast over the rows: stride 0 along M. */
	CHECK(argv_of(j, "stride_dm") == 0 && argv_of(j, "stride_dn") == 1, "bias strides");
	CHECK(argv_of(j, "stride_a0") == 0 && argv_of(j, "stride_c0") == 0, "no batch strides");
	CHECK(argv_of(j, "alpha") == 1 && argv_of(j, "beta") == 1, "alpha beta");
	CHECK(!strcmp(view_buffer(j, "in_ptr2"), "bias") && !strcmp(view_buffer(j, "out_ptr0"),
								    "o1"), "bias and out views");
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(j, "triton_meta"), "constants");
	CHECK(cJSON_GetObjectItemCaseSensitive(c, "HAS_BIAS")->valueint == 1, "HAS_BIAS");
	/* Grid of the default 64 x 64 tile: 1 x 1 tiles, one batch. */
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(f.launch, "grid");
	CHECK(cJSON_GetArrayItem(g, 0)->valueint == 1 && cJSON_GetArrayItem(g, 1)->valueint == 1,
	      "grid");
	CHECK(!strcmp(cJSON_GetObjectItemCaseSensitive(f.launch, "grid_type")->valuestring,
		      "GemmGrid"), "grid type");
	cJSON_Delete(j);
	problem_destroy(p);
}

static void baddbmm_form_is_batched_over_grid_y(void)
{
	struct problem *p;
	struct pstep f;
	cJSON *j = form_of(1, &p, &f);
	if (!j)
		return;
	CHECK(argv_of(j, "stride_a0") == 2048 && argv_of(j, "stride_b0") == 1536 &&
	      argv_of(j, "stride_c0") == 3072 && argv_of(j, "stride_d0") == 0, "batch strides");
	CHECK(argv_of(j, "alpha") == 0.5 && argv_of(j, "beta") == 2, "alpha beta");
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(f.launch, "grid");
	CHECK(cJSON_GetArrayItem(g, 1)->valueint == 3, "batch on grid y");
	cJSON_Delete(j);
	problem_destroy(p);
}

static void steps_without_a_form_say_why(void)
{
	struct problem *p = load();
	if (!p)
		return;
	struct pstep f;
	cJSON *j = NULL;
	char why[400] = "";
	struct kerr err = { "" };
	CHECK(extern_form(p, &p->steps[2], &f, &j, why, sizeof why, &err) == 0 && !j,
	      "a float64 GEMM has a form");
	CHECK(strstr(why, "buffer d is float64; the Triton form is float32") != NULL, "%s", why);
	struct pstep conv = p->steps[0];
	conv.op = "convolution";
	CHECK(extern_form(p, &conv, &f, &j, why, sizeof why, &err) == 0 && !j,
	      "a convolution has a form");
	CHECK(strstr(why, "convolution has no Triton form") != NULL, "%s", why);
	problem_destroy(p);
}

void suite_extern_form(void)
{
	RUN(addmm_form_reads_the_transposed_weight_and_the_broadcast_bias);
	RUN(baddbmm_form_is_batched_over_grid_y);
	RUN(steps_without_a_form_say_why);
}
