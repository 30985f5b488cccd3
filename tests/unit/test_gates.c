/* test_gates: the verification cascade's decisions (gates/gates.c).
 *
 * Holds the boundaries of PAPER_NOTES.md section 5 as decided from recorded
 * replies: gate 1's static, compile and launch checks; gate 2 at exactly
 * rtol = atol = 1e-3 on seeds 0, 42, 1337; gate 3 tier 1 at 1e-4 and tier 2's
 * rho <= 10 OR absolute bound, with the scale-relative check below
 * d_ref = 1e-8; gate 4 at exactly gamma = 1.03; and the medians the timing
 * decisions read.  No GPU: every reply is JSON text written here. */
#include "tests/unit/check.h"
#include "common/buf.h"

#include <math.h>
#include <stdlib.h>

#include "gates/gates.h"

/* ---- helpers ---- */

/* Configuration from JSON text (NULL = defaults); fails the test on error. */
static void cfg(struct kopt_config *c, const char *json)
{
	struct kerr err = { "" };
	cJSON *j = json ? cJSON_Parse(json) : NULL;
	CHECK(!json || j, "configuration text does not parse: %s", json);
	CHECK(config_from_json(j, c, &err) == 0, "configuration refused: %s", err.msg);
	cJSON_Delete(j);
}

static int reason_has(const struct verdict *v, const char *s)
{
	return strstr(v->reason, s) != NULL;
}

/* {"seeds":[{"seed":S,"outputs":[OUT]},...]} for the n seeds given, every
 * seed carrying the same output object text. */
static cJSON *reply_of(const long long *seeds, int n, const char *out)
{
	struct buf b;
	buf_init(&b);
	buf_puts(&b, "{\"seeds\":[");
	for (int i = 0; i < n; i++)
		buf_printf(&b, "%s{\"seed\":%lld,\"outputs\":[%s]}", i ? "," : "",
			   seeds[i], out);
	buf_puts(&b, "]}");
	cJSON *r = cJSON_Parse(b.data);
	CHECK(r != NULL, "reply text does not parse: %s", b.data);
	buf_release(&b);
	return r;
}

static const long long GATE2_SEEDS[] = { 0, 42, 1337 };
static const long long GATE3_SEEDS[] = { 0, 42, 123 };

/* A gate-2 reply on seeds 0, 42, 1337 whose one output needs min_tol. */
static cJSON *gate2_reply(double min_tol)
{
	char out[256];
	snprintf(out, sizeof out, "{\"name\":\"out\",\"allclose_min_tol\":%.17g,"
		 "\"max_abs_err\":%.17g,\"nan\":0,\"inf\":0,\"unwritten\":0,"
		 "\"oob_writes\":0}", min_tol, min_tol);
	return reply_of(GATE2_SEEDS, 3, out);
}

static int gate2_passes(const struct kopt_config *c, const cJSON *reply)
{
	struct verdict v = { 0 };
	gate2_decide(c, reply, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

/* A gate-3 reply on seeds 0, 42, 123 with one output: tier-1 min_tol and the
 * tier-2 measures d_ref, d_opt and ||r_f32||inf. */
static cJSON *gate3_reply(double min_tol, double d_ref, double d_opt, double r_inf)
{
	char out[384];
	snprintf(out, sizeof out, "{\"name\":\"out\",\"allclose_min_tol\":%.17g,"
		 "\"d_ref\":%.17g,\"d_opt\":%.17g,\"r_inf\":%.17g,\"nan\":0,\"inf\":0}",
		 min_tol, d_ref, d_opt, r_inf);
	return reply_of(GATE3_SEEDS, 3, out);
}

static int gate3_passes(const struct kopt_config *c, const cJSON *reply)
{
	struct verdict v = { 0 };
	gate3_decide(c, "ok", reply, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

/* The absolute bound switched off (floor and slope 0), so only the ratio or
 * the scale-relative check decides tier 2.  Under the default OR the
 * scale-relative check never decides alone: 1e-4 * r <= max(5e-3, 1e-3 * r). */
#define NO_ABS_BOUND "{\"gates\":{\"gate3\":{\"abs_floor\":0,\"abs_rel\":0}}}"
#define TIER2_AND "{\"gates\":{\"gate3\":{\"tier2_combine\":\"and\"}}}"

/* ---- gate 1: static ---- */

#define TRITON_CONTRACT \
	"@triton.jit\n" \
	"def k(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n" \
	"    pass\n"

/* Gate 1 static on `source` for the contract's entry "k". */
static int triton_static_passes(const char *source)
{
	struct verdict v = { 0 };
	gate1_static("cand", "parent", "triton", "k", source, "k", TRITON_CONTRACT, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

#define TRITON_WITH_BODY(body) \
	"@triton.jit\n" \
	"def k(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n" \
	body

static void gate1_static_passes_a_candidate_with_the_contract_signature(void)
{
	CHECK(triton_static_passes(TRITON_WITH_BODY("    x = tl.load(in_ptr0)\n")),
	      "a plain candidate is refused");
}

static void gate1_static_fails_a_candidate_identical_to_its_parent(void)
{
	struct verdict v = { 0 };
	gate1_static("c7", "c7", "triton", "k", TRITON_CONTRACT, "k", TRITON_CONTRACT,
		     &v);
	CHECK(!v.passed, "candidate with its parent's id passed: %s", v.reason);
	verdict_clear(&v);
}

static void gate1_static_passes_a_candidate_without_parent(void)
{
	struct verdict v = { 0 };
	gate1_static("c7", NULL, "triton", "k", TRITON_CONTRACT, "k", TRITON_CONTRACT,
		     &v);
	CHECK(v.passed, "root candidate refused: %s", v.reason);
	verdict_clear(&v);
}

static void gate1_static_fails_an_entry_other_than_the_contract_entry(void)
{
	struct verdict v = { 0 };
	const char *src = "@triton.jit\n"
			  "def k2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
			  "    pass\n";
	gate1_static("cand", "parent", "triton", "k2", src, "k", TRITON_CONTRACT, &v);
	CHECK(!v.passed, "entry k2 accepted for contract k: %s", v.reason);
	verdict_clear(&v);
}

static void gate1_static_fails_when_the_entry_is_not_defined(void)
{
	CHECK(!triton_static_passes("@triton.jit\n"
				    "def other(in_ptr0, out_ptr0, xnumel, XBLOCK):\n"
				    "    pass\n"),
	      "source without def k( passed");
}

static void gate1_static_fails_a_renamed_parameter(void)
{
	CHECK(!triton_static_passes("@triton.jit\n"
				    "def k(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):\n"
				    "    pass\n"),
	      "out_ptr0 renamed to out_ptr1 passed");
}

static void gate1_static_fails_an_added_parameter(void)
{
	CHECK(!triton_static_passes("@triton.jit\n"
				    "def k(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr,"
				    " YBLOCK : tl.constexpr):\n"
				    "    pass\n"),
	      "an extra YBLOCK parameter passed");
}

static void gate1_static_fails_a_removed_parameter(void)
{
	CHECK(!triton_static_passes("@triton.jit\n"
				    "def k(in_ptr0, out_ptr0, XBLOCK : tl.constexpr):\n"
				    "    pass\n"),
	      "missing xnumel passed");
}

static void gate1_static_ignores_parameter_annotations(void)
{
	CHECK(triton_static_passes("@triton.jit\n"
				   "def k(in_ptr0, out_ptr0, xnumel, XBLOCK):\n"
				   "    pass\n"),
	      "dropping ': tl.constexpr' changed the signature");
}

static void gate1_static_ignores_parameter_defaults(void)
{
	CHECK(triton_static_passes("@triton.jit\n"
				   "def k(in_ptr0, out_ptr0, xnumel=1,\n"
				   "      XBLOCK : tl.constexpr = 128):\n"
				   "    pass\n"),
	      "defaults 'xnumel=1' and '= 128' changed the signature");
}

static void gate1_static_fails_extern_kernels_mm_call(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    buf = extern_kernels.mm(a, b)\n")),
	      "extern_kernels.mm( passed");
}

static void gate1_static_fails_torch_matmul_call(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    buf = torch.matmul(a, b)\n")),
	      "torch.matmul passed");
}

static void gate1_static_fails_functional_softmax_call(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    y = F.softmax(x, dim=-1)\n")),
	      "F.softmax passed");
}

static void gate1_static_names_the_banned_call_in_its_reason(void)
{
	struct verdict v = { 0 };
	gate1_static("cand", "parent", "triton", "k",
		     TRITON_WITH_BODY("    buf = torch.matmul(a, b)\n"), "k",
		     TRITON_CONTRACT, &v);
	CHECK(reason_has(&v, "torch.matmul"), "reason: %s", v.reason);
	verdict_clear(&v);
}

static void gate1_static_ignores_banned_words_in_hash_comments(void)
{
	CHECK(triton_static_passes(TRITON_WITH_BODY(
		      "    # extern_kernels.mm( was slower than this; so was torch.matmul\n"
		      "    x = tl.load(in_ptr0)  # not F.softmax\n")),
	      "banned words inside '#' comments refused");
}

static void gate1_static_passes_inductor_runtime_import(void)
{
	CHECK(triton_static_passes(
		      "import triton\n"
		      "import triton.language as tl\n"
		      "from torch._inductor.runtime import triton_helpers\n"
		      "from torch._inductor.runtime.triton_helpers import libdevice\n"
		      TRITON_WITH_BODY("    pass\n")),
	      "Inductor runtime imports refused");
}

static void gate1_static_passes_flatten_attribute(void)
{
	CHECK(triton_static_passes(TRITON_WITH_BODY(
		      "    y = tl.reshape(flatten.x, [4])\n")),
	      "'flatten.x' refused");
}

/* "flatten." does not contain "aten." (it is "tten."); "concaten." does. */
static void gate1_static_passes_aten_dot_inside_longer_identifier(void)
{
	CHECK(triton_static_passes(TRITON_WITH_BODY(
		      "    y = tl.reshape(concaten.x, [4])\n")),
	      "'concaten.' taken for a call of aten.");
}

static void gate1_static_fails_aten_dot_as_its_own_name(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    y = aten.mm(a, b)\n")),
	      "aten.mm passed");
}

/* Floor division is everywhere in Inductor's Triton ("x1 = xindex // 64"):
 * '//' starts no comment in Python, so what follows it is still code. */
static void gate1_static_triton_floor_division_does_not_hide_a_banned_call(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    x1 = xindex // 64 + torch.matmul(a, b)\n")),
	      "torch.matmul after '//' in Python passed");
}

/* A harmless "aten." inside a longer name earlier on the line must not hide
 * a real aten. call after it: every occurrence counts, not only the first. */
static void gate1_static_aten_call_after_aten_inside_identifier_on_same_line_fails(void)
{
	CHECK(!triton_static_passes(TRITON_WITH_BODY(
		      "    y = concaten.x + aten.mm(a, b)\n")),
	      "aten.mm after concaten. on the same line passed");
}

#define CUDA_CONTRACT "__global__ void k(float *a, int n) {}\n"

static int cuda_static_passes(const char *source)
{
	struct verdict v = { 0 };
	gate1_static("cand", "parent", "cuda", "k", source, "k", CUDA_CONTRACT, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

static void gate1_static_cuda_passes_the_contract_signature(void)
{
	CHECK(cuda_static_passes("#include <stdint.h>\n"
				 "__global__ void k(float *a, int n)\n"
				 "{\n\tif (n > 0)\n\t\ta[0] = 1.0f;\n}\n"),
	      "CUDA candidate with the contract's parameters refused");
}

static void gate1_static_cuda_fails_an_added_parameter(void)
{
	CHECK(!cuda_static_passes("__global__ void k(float *a, int n, int m) {}\n"),
	      "CUDA candidate with an extra parameter passed");
}

static void gate1_static_cuda_fails_a_changed_parameter_type(void)
{
	CHECK(!cuda_static_passes("__global__ void k(double *a, int n) {}\n"),
	      "float * changed to double * passed");
}

static void gate1_static_cuda_fails_cublas_call(void)
{
	CHECK(!cuda_static_passes("__global__ void k(float *a, int n)\n"
				  "{\n\tcublasSgemm(h, 0, 0, n, n, n, 0, a, n, a, n, 0, a, n);\n}\n"),
	      "cublasSgemm inside a CUDA candidate passed");
}

/* Work launched from the device on a stream of its own could finish after
 * the harness's stream says done: refused before any compile. */
static void gate1_static_cuda_fails_device_side_launches(void)
{
	struct verdict v = { 0 };
	gate1_static("cand", "parent", "cuda", "k",
		     "__global__ void w(float *a, int n) { a[0] = 1; }\n"
		     "__global__ void k(float *a, int n)\n"
		     "{\n\tw<<<1, 1, 0, cudaStreamFireAndForget>>>(a, n);\n}\n",
		     "k", CUDA_CONTRACT, &v);
	CHECK(!v.passed && reason_has(&v, "launches work from the device (<<<)"),
	      "passed %d, reason: %s", v.passed, v.reason);
	verdict_clear(&v);
	CHECK(!cuda_static_passes("__global__ void k(float *a, int n)\n"
				  "{\n\tcudaStream_t s;\n\tcudaStreamCreateWithFlags(&s, 1);\n}\n"),
	      "cudaStreamCreateWithFlags inside a CUDA candidate passed");
	CHECK(cuda_static_passes("__global__ void k(float *a, int n)\n"
				 "{\n\t// no <<< here, nor cudaLaunchDevice\n\ta[0] = n << 2;\n}\n"),
	      "a shift and a comment were taken for a launch");
}

static void gate1_static_cuda_ignores_banned_words_in_line_comments(void)
{
	CHECK(cuda_static_passes("__global__ void k(float *a, int n)\n"
				 "{\n\t// faster than cublasSgemm here\n}\n"),
	      "cublas inside a // comment refused");
}

/* Entry "k" must not be found inside another kernel's name such as "mk". */
static void gate1_static_cuda_entry_does_not_match_suffix_of_other_kernel(void)
{
	CHECK(!cuda_static_passes("__global__ void mk(float *a, int n) {}\n"),
	      "source defining only mk( passed as entry k");
}

/* ---- gate 1: compile ---- */

static int compile_passes(const struct kopt_config *c, const char *status,
			  const char *reply_json)
{
	struct verdict v = { 0 };
	cJSON *r = cJSON_Parse(reply_json);
	CHECK(r != NULL, "reply does not parse: %s", reply_json);
	gate1_compile(c, status, r, &v);
	int passed = v.passed;
	verdict_clear(&v);
	cJSON_Delete(r);
	return passed;
}

static void gate1_compile_fails_error_status_with_error_text_in_reason(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	cJSON *r = cJSON_Parse("{\"error\":\"line 3: undefined name 'tl.dott'\"}");
	gate1_compile(&c, "error", r, &v);
	CHECK(!v.passed && reason_has(&v, "undefined name 'tl.dott'"),
	      "passed %d, reason: %s", v.passed, v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

static void gate1_compile_passes_255_registers_under_defaults(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(compile_passes(&c, "ok", "{\"registers\":255,\"shared\":0,\"spills\":0}"),
	      "255 registers refused");
}

static void gate1_compile_fails_256_registers_under_defaults(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(!compile_passes(&c, "ok", "{\"registers\":256,\"shared\":0,\"spills\":0}"),
	      "256 registers passed");
}

static void gate1_compile_passes_shared_exactly_at_device_limit(void)
{
	struct kopt_config c;
	char reply[128];
	cfg(&c, NULL);
	snprintf(reply, sizeof reply, "{\"registers\":32,\"shared\":%d}",
		 c.device.max_shared_per_block);
	CHECK(compile_passes(&c, "ok", reply), "shared = limit %d refused",
	      c.device.max_shared_per_block);
}

static void gate1_compile_fails_shared_one_byte_over_device_limit(void)
{
	struct kopt_config c;
	char reply[128];
	cfg(&c, NULL);
	snprintf(reply, sizeof reply, "{\"registers\":32,\"shared\":%d}",
		 c.device.max_shared_per_block + 1);
	CHECK(!compile_passes(&c, "ok", reply), "shared = limit + 1 passed");
}

static void gate1_compile_fails_without_register_count(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(!compile_passes(&c, "ok", "{\"shared\":0,\"spills\":0}"),
	      "reply without registers passed");
}

static void gate1_compile_fails_threads_over_device_limit(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(!compile_passes(&c, "ok", "{\"registers\":32,\"threads\":1025}"),
	      "1025 threads per block passed");
}

/* ---- gate 1: launch ---- */

static int launch_passes(const char *status, const char *reply_json)
{
	struct verdict v = { 0 };
	cJSON *r = cJSON_Parse(reply_json);
	gate1_launch(status, r, &v);
	int passed = v.passed;
	verdict_clear(&v);
	cJSON_Delete(r);
	return passed;
}

static void gate1_launch_fails_on_fault_even_with_ok_status(void)
{
	CHECK(!launch_passes("ok", "{\"fault\":\"CUDA_ERROR_ILLEGAL_ADDRESS\"}"),
	      "faulted launch passed");
}

static void gate1_launch_fails_on_error_status(void)
{
	CHECK(!launch_passes("error", "{\"error\":\"watchdog timeout\"}"),
	      "timed-out launch passed");
}

static void gate1_launch_passes_ok_without_fault(void)
{
	CHECK(launch_passes("ok", "{}"), "clean launch refused");
}

/* ---- gate 2 ---- */

static void gate2_passes_at_min_tol_exactly_1e_3(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate2_reply(1e-3);
	CHECK(gate2_passes(&c, r), "min_tol 1e-3 refused at rtol = atol = 1e-3");
	cJSON_Delete(r);
}

static void gate2_fails_one_ulp_above_1e_3(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate2_reply(nextafter(1e-3, 1));
	CHECK(!gate2_passes(&c, r), "min_tol one ulp above 1e-3 passed");
	cJSON_Delete(r);
}

static void gate2_fails_when_seed_1337_is_missing(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	static const long long two[] = { 0, 42 };
	cfg(&c, NULL);
	cJSON *r = reply_of(two, 2, "{\"name\":\"out\",\"allclose_min_tol\":0,\"nan\":0,"
			    "\"inf\":0,\"unwritten\":0,\"oob_writes\":0}");
	gate2_decide(&c, r, &v);
	CHECK(!v.passed && reason_has(&v, "1337"), "passed %d, reason: %s", v.passed,
	      v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

static void gate2_fails_on_nan_count_even_at_min_tol_zero(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"nan\":1,\"inf\":0,\"unwritten\":0,\"oob_writes\":0}");
	CHECK(!gate2_passes(&c, r), "output with a NaN passed");
	cJSON_Delete(r);
}

static void gate2_fails_on_inf_count_even_at_min_tol_zero(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"nan\":0,\"inf\":2,\"unwritten\":0,\"oob_writes\":0}");
	CHECK(!gate2_passes(&c, r), "output with an Inf passed");
	cJSON_Delete(r);
}

static void gate2_fails_when_min_tol_is_nan(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":"
			    "{\"$float\":\"NaN\"},\"nan\":0,\"inf\":0,\"unwritten\":0,"
			    "\"oob_writes\":0}");
	CHECK(!gate2_passes(&c, r), "min_tol NaN passed");
	cJSON_Delete(r);
}

static void gate2_fails_when_min_tol_is_missing(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"nan\":0,\"inf\":0,"
			    "\"unwritten\":0,\"oob_writes\":0}");
	CHECK(!gate2_passes(&c, r), "output without allclose_min_tol passed");
	cJSON_Delete(r);
}

static void gate2_fails_on_unwritten_elements(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"nan\":0,\"inf\":0,\"unwritten\":1,\"oob_writes\":0}");
	CHECK(!gate2_passes(&c, r), "output with an unwritten element passed");
	cJSON_Delete(r);
}

static void gate2_fails_on_out_of_bounds_writes(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE2_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"nan\":0,\"inf\":0,\"unwritten\":0,\"oob_writes\":1}");
	CHECK(!gate2_passes(&c, r), "output with a write outside its buffer passed");
	cJSON_Delete(r);
}

static void gate2_fails_when_outputs_are_empty(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = cJSON_Parse("{\"seeds\":[{\"seed\":0,\"outputs\":[]},"
			       "{\"seed\":42,\"outputs\":[]},{\"seed\":1337,\"outputs\":[]}]}");
	CHECK(!gate2_passes(&c, r), "reply comparing no outputs passed");
	cJSON_Delete(r);
}

static void gate2_fails_when_any_one_seed_is_over_tolerance(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = cJSON_Parse(
		"{\"seeds\":["
		"{\"seed\":0,\"outputs\":[{\"name\":\"out\",\"allclose_min_tol\":0}]},"
		"{\"seed\":42,\"outputs\":[{\"name\":\"out\",\"allclose_min_tol\":2e-3}]},"
		"{\"seed\":1337,\"outputs\":[{\"name\":\"out\",\"allclose_min_tol\":0}]}]}");
	CHECK(!gate2_passes(&c, r), "seed 42 at 2e-3 passed");
	cJSON_Delete(r);
}

/* Counterfactual: the same recorded reply re-decided under another gate-2
 * tolerance, set the way --set does. */
static void gate2_redecides_same_reply_under_config_set_tolerance(void)
{
	struct kopt_config strict, loose;
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	cJSON *r = gate2_reply(5e-3);
	cfg(&strict, NULL);
	CHECK(config_set(tree, "gates.gate2.rtol=1e-2", &err) == 0 &&
	      config_set(tree, "gates.gate2.atol=1e-2", &err) == 0 &&
	      config_from_json(tree, &loose, &err) == 0, "%s", err.msg);
	CHECK(!gate2_passes(&strict, r) && gate2_passes(&loose, r),
	      "5e-3 should fail at 1e-3 and pass at 1e-2: %d %d",
	      gate2_passes(&strict, r), gate2_passes(&loose, r));
	cJSON_Delete(r);
	cJSON_Delete(tree);
}

static void gate2_redecides_same_reply_under_config_json_tolerance(void)
{
	struct kopt_config strict;
	cJSON *r = gate2_reply(1e-3);
	cfg(&strict, "{\"gates\":{\"gate2\":{\"rtol\":1e-4,\"atol\":1e-4}}}");
	CHECK(!gate2_passes(&strict, r), "1e-3 passed at rtol = atol = 1e-4");
	cJSON_Delete(r);
}

static void gate2_uses_configured_seeds(void)
{
	struct kopt_config c;
	static const long long seven[] = { 7 };
	cfg(&c, "{\"gates\":{\"gate2\":{\"seeds\":[7]}}}");
	cJSON *r = reply_of(seven, 1, "{\"name\":\"out\",\"allclose_min_tol\":0}");
	CHECK(gate2_passes(&c, r), "reply for the one configured seed 7 refused");
	cJSON_Delete(r);
}

/* Nearest rank: element round((n - 1) q) of the sorted values, whatever
 * their order; the median and quantiles kopt exec --time reports come from
 * the same functions as gate 4's. */
static void gate_quantile_is_nearest_rank(void)
{
	double v[] = { 5, 1, 4, 2, 3, 10, 9, 8, 7, 6, 11 };	/* 1..11 shuffled */
	CHECK(gate_quantile(v, 11, 0.1) == 2, "p10 %g", gate_quantile(v, 11, 0.1));
	CHECK(gate_quantile(v, 11, 0.5) == 6, "p50 %g", gate_quantile(v, 11, 0.5));
	CHECK(gate_quantile(v, 11, 0.9) == 10, "p90 %g", gate_quantile(v, 11, 0.9));
	CHECK(gate_quantile(v, 11, 0) == 1 && gate_quantile(v, 11, 1) == 11, "ends");
	CHECK(v[0] == 5 && v[10] == 11, "the input was reordered");
	CHECK(isnan(gate_quantile(v, 0, 0.5)), "no values");
}

/* ---- gate 3 ---- */

static void gate3_tier1_passes_at_min_tol_exactly_1e_4(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	/* Tier-2 measures that would fail, so only tier 1 can pass it. */
	cJSON *r = gate3_reply(1e-4, 1e-6, 1, 1);
	gate3_decide(&c, "ok", r, &v);
	CHECK(v.passed && reason_has(&v, "tier 1"), "passed %d, reason: %s", v.passed,
	      v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

static void gate3_tier1_fails_and_tier2_fails_one_ulp_above_1e_4(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate3_reply(nextafter(1e-4, 1), 1e-6, 1, 1);
	CHECK(!gate3_passes(&c, r), "min_tol one ulp above 1e-4 with a bad tier 2 passed");
	cJSON_Delete(r);
}

/* An integer output (indices: "exact", no float64 measures) beside a float
 * output: equal integers pass, and tier 2 rescues the float one; integers
 * that differ (the backend reports allclose_min_tol +Inf) fail at both
 * tiers, whatever the float output's measures say. */
static void gate3_integer_outputs_must_be_exact(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	const char *flt = "{\"name\":\"f\",\"allclose_min_tol\":1e-2,\"d_ref\":1e-3,"
			  "\"d_opt\":2e-3,\"r_inf\":1,\"nan\":0,\"inf\":0}";
	char outs[512];
	snprintf(outs, sizeof outs, "%s,{\"name\":\"i\",\"exact\":true,"
		 "\"allclose_min_tol\":0,\"max_abs_err\":0,\"nan\":0,\"inf\":0}", flt);
	cJSON *r = reply_of(GATE3_SEEDS, 3, outs);
	gate3_decide(&c, "ok", r, &v);
	CHECK(v.passed && reason_has(&v, "tier 2"), "equal integers: passed %d, reason: %s",
	      v.passed, v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
	/* The integer output off by one somewhere: +Inf, as the backend says. */
	snprintf(outs, sizeof outs, "%s,{\"name\":\"i\",\"exact\":true,"
		 "\"allclose_min_tol\":1e999,\"max_abs_err\":1,\"nan\":0,\"inf\":0}", flt);
	r = reply_of(GATE3_SEEDS, 3, outs);
	CHECK(r != NULL, "reply");
	gate3_decide(&c, "ok", r, &v);
	CHECK(!v.passed && reason_has(&v, "integer output differs"), "passed %d, reason: %s",
	      v.passed, v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

/* rho = 9.9 passes; d_opt = 9.9e-3 is over the bound max(5e-3, 1e-3 * 1). */
static void gate3_tier2_passes_by_ratio_alone(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-2, 1e-3, 9.9e-3, 1);
	gate3_decide(&c, "ok", r, &v);
	CHECK(v.passed && reason_has(&v, "tier 2"), "passed %d, reason: %s", v.passed,
	      v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

/* d_ref = 2^-10 and d_opt = 10 * 2^-10: rho is exactly 10. */
static void gate3_tier2_passes_at_rho_exactly_10(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, ldexp(1, -10), 10 * ldexp(1, -10), 1);
	CHECK(gate3_passes(&c, r), "rho = 10 refused");
	cJSON_Delete(r);
}

static void gate3_tier2_fails_one_ulp_above_rho_10(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, ldexp(1, -10), nextafter(10 * ldexp(1, -10), 1), 1);
	CHECK(!gate3_passes(&c, r), "rho a hair above 10 passed");
	cJSON_Delete(r);
}

/* rho = 4000 fails; d_opt = 4e-3 is within max(5e-3, 1e-3). */
static void gate3_tier2_passes_by_absolute_bound_alone(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-2, 1e-6, 4e-3, 1);
	CHECK(gate3_passes(&c, r), "d_opt within the absolute bound refused");
	cJSON_Delete(r);
}

static void gate3_tier2_absolute_bound_passes_at_exactly_5e_3(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-2, 1e-6, 5e-3, 1);
	CHECK(gate3_passes(&c, r), "d_opt = 5e-3 refused");
	cJSON_Delete(r);
}

/* With ||r||inf = 10 the bound is 1e-3 * 10 = 1e-2, above the 5e-3 floor. */
static void gate3_tier2_absolute_bound_scales_with_reference_norm(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-2, 1e-6, 8e-3, 10);
	CHECK(gate3_passes(&c, r), "d_opt 8e-3 refused under a bound of 1e-2");
	cJSON_Delete(r);
}

static void gate3_tier2_fails_when_ratio_and_bound_both_fail(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-2, 1e-6, 1e-2, 1);
	CHECK(!gate3_passes(&c, r), "rho 1e4 and d_opt 1e-2 > 5e-3 passed");
	cJSON_Delete(r);
}

static void gate3_tier2_and_combine_fails_absolute_bound_alone(void)
{
	struct kopt_config c;
	cfg(&c, TIER2_AND);
	cJSON *r = gate3_reply(1e-2, 1e-6, 4e-3, 1);
	CHECK(!gate3_passes(&c, r), "abs bound alone passed under \"and\"");
	cJSON_Delete(r);
}

static void gate3_tier2_and_combine_fails_ratio_alone(void)
{
	struct kopt_config c;
	cfg(&c, TIER2_AND);
	cJSON *r = gate3_reply(1e-2, 1e-3, 9.9e-3, 1);
	CHECK(!gate3_passes(&c, r), "ratio alone passed under \"and\"");
	cJSON_Delete(r);
}

/* d_ref 1e-9 < 1e-8: d_opt / ||r|| = 5e-5 <= 1e-4 passes, although rho would
 * be 5e4. */
static void gate3_tier2_tiny_d_ref_passes_scale_relative_check(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, 1e-9, 5e-5, 1);
	CHECK(gate3_passes(&c, r), "scale-relative 5e-5 refused below d_ref 1e-8");
	cJSON_Delete(r);
}

/* d_opt / ||r|| with ||r|| = 1 is exactly d_opt: 1e-4 is on the boundary. */
static void gate3_tier2_scale_relative_passes_at_exactly_1e_4(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, 1e-9, 1e-4, 1);
	CHECK(gate3_passes(&c, r), "d_opt / ||r|| = 1e-4 refused");
	cJSON_Delete(r);
}

static void gate3_tier2_scale_relative_fails_one_ulp_above_1e_4(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, 1e-9, nextafter(1e-4, 1), 1);
	CHECK(!gate3_passes(&c, r), "d_opt / ||r|| a hair above 1e-4 passed");
	cJSON_Delete(r);
}

/* d_ref 9e-9 < 1e-8: rho would be 5.6, but d_opt / ||r|| = 5e-4 > 1e-4. */
static void gate3_tier2_tiny_d_ref_fails_scale_relative_check_despite_small_rho(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, 9e-9, 5e-8, 1e-4);
	CHECK(!gate3_passes(&c, r), "rho used although d_ref < 1e-8");
	cJSON_Delete(r);
}

/* d_ref exactly 1e-8 is not tiny: rho = 5 decides, not d_opt / ||r|| = 5e-4. */
static void gate3_tier2_d_ref_exactly_1e_8_uses_ratio(void)
{
	struct kopt_config c;
	cfg(&c, NO_ABS_BOUND);
	cJSON *r = gate3_reply(1e-2, 1e-8, 5e-8, 1e-4);
	CHECK(gate3_passes(&c, r), "d_ref = 1e-8 switched to the scale-relative check");
	cJSON_Delete(r);
}

static void gate3_tier2_fails_on_nan_in_output(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE3_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"d_ref\":1e-3,\"d_opt\":1e-3,\"r_inf\":1,\"nan\":1,\"inf\":0}");
	CHECK(!gate3_passes(&c, r), "output with a NaN passed");
	cJSON_Delete(r);
}

static void gate3_tier2_fails_when_a_seed_is_missing(void)
{
	struct kopt_config c;
	static const long long two[] = { 0, 42 };
	cfg(&c, NULL);
	cJSON *r = reply_of(two, 2, "{\"name\":\"out\",\"allclose_min_tol\":1e-2,"
			    "\"d_ref\":1e-3,\"d_opt\":1e-3,\"r_inf\":1,\"nan\":0,\"inf\":0}");
	CHECK(!gate3_passes(&c, r), "reply without seed 123 passed");
	cJSON_Delete(r);
}

static void gate3_fails_on_error_status(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	cJSON *r = cJSON_Parse("{\"error\":\"model run crashed\"}");
	gate3_decide(&c, "error", r, &v);
	CHECK(!v.passed && reason_has(&v, "model run crashed"), "passed %d, reason: %s",
	      v.passed, v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

/* A write outside a buffer is a failure whatever the numbers say; tier 2's
 * float64 ratio must not rescue it (DESIGN.md 5: "no write outside its
 * buffers").  Here tier 1 fails only for the OOB write and rho = 1. */
static void gate3_out_of_bounds_writes_are_not_rescued_by_tier2(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE3_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"d_ref\":1e-3,\"d_opt\":1e-3,\"r_inf\":1,\"nan\":0,\"inf\":0,"
			    "\"unwritten\":0,\"oob_writes\":1}");
	CHECK(!gate3_passes(&c, r), "output with an out-of-bounds write passed tier 2");
	cJSON_Delete(r);
}

static void gate3_unwritten_elements_are_not_rescued_by_tier2(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE3_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":0,"
			    "\"d_ref\":1e-3,\"d_opt\":1e-3,\"r_inf\":1,\"nan\":0,\"inf\":0,"
			    "\"unwritten\":1,\"oob_writes\":0}");
	CHECK(!gate3_passes(&c, r), "output with an unwritten element passed tier 2");
	cJSON_Delete(r);
}

/* The GPU backend says "unavailable" when the problem has no float64
 * model: tier 1 alone decides, and the reason says why tier 2 could not. */
static void gate3_without_float64_model_fails_tier1_failures_with_reason(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, NULL);
	cJSON *r = gate3_reply(1e-3, 1e-3, 1e-3, 1);
	cJSON_AddStringToObject(r, "float64", "unavailable");
	gate3_decide(&c, "ok", r, &v);
	CHECK(!v.passed && reason_has(&v, "no float64 model"), "passed %d, reason: %s",
	      v.passed, v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
	r = gate3_reply(1e-4, 1e-3, 1e-3, 1);
	cJSON_AddStringToObject(r, "float64", "unavailable");
	CHECK(gate3_passes(&c, r), "tier 1 pass refused without a float64 model");
	cJSON_Delete(r);
}

static void gate3_nan_against_float64_is_not_rescued_by_tier2(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = reply_of(GATE3_SEEDS, 3, "{\"name\":\"out\",\"allclose_min_tol\":1e-3,"
			    "\"d_ref\":1e-3,\"d_opt\":1e-3,\"r_inf\":1,\"nan\":0,\"inf\":0,"
			    "\"nan_vs_float64\":2}");
	CHECK(!gate3_passes(&c, r), "NaN in the float64 comparison passed tier 2");
	cJSON_Delete(r);
}

/* ---- gate 4 ---- */

static int gate4_passes(const struct kopt_config *c, double base, double new_ms)
{
	struct verdict v = { 0 };
	gate4_decide(c, base, new_ms, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

/* base 1: gamma * base is gamma's own double, so new = 1.03 is exactly on
 * the boundary. */
static void gate4_passes_at_exactly_gamma_times_base(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(gate4_passes(&c, 1.0, 1.03), "new = 1.03 x base refused");
}

static void gate4_fails_one_ulp_above_gamma_times_base(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(!gate4_passes(&c, 1.0, nextafter(1.03, 2)), "one ulp over gamma passed");
}

/* 1.03 * 100 rounds to exactly 103.0 in binary64, so 103 ms on a 100 ms base
 * is on the boundary too. */
static void gate4_passes_103_ms_against_100_ms(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(gate4_passes(&c, 100, 103), "103 ms against 100 ms refused");
}

static void gate4_fails_one_ulp_above_103_ms_against_100_ms(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	CHECK(!gate4_passes(&c, 100, nextafter(103, 200)), "a hair over 103 ms passed");
}

/* gamma 1.25 and base 4: the product 5 is exact. */
static void gate4_uses_configured_gamma(void)
{
	struct kopt_config c;
	cfg(&c, "{\"gates\":{\"gate4\":{\"gamma\":1.25}}}");
	CHECK(gate4_passes(&c, 4, 5) && !gate4_passes(&c, 4, nextafter(5, 6)),
	      "gamma 1.25 boundary at 5 ms on 4 ms not held");
}

/* A paired reply: baseline samples a[i], candidate samples b[i]. */
static cJSON *pair_reply(const double *a, const double *b, int n, double floor_ms)
{
	cJSON *r = cJSON_CreateObject();
	cJSON *sa = cJSON_AddArrayToObject(r, "baseline_samples_ms");
	cJSON *sb = cJSON_AddArrayToObject(r, "samples_ms");
	for (int i = 0; i < n; i++) {
		cJSON_AddItemToArray(sa, cJSON_CreateNumber(a[i]));
		cJSON_AddItemToArray(sb, cJSON_CreateNumber(b[i]));
	}
	cJSON *f = cJSON_AddObjectToObject(r, "floor");
	cJSON_AddNumberToObject(f, "ms", floor_ms);
	cJSON_AddNumberToObject(f, "bytes", 1e6);
	cJSON_AddNumberToObject(f, "copy_gbps", 4000);
	return r;
}

static int paired_passes(const struct kopt_config *c, cJSON *r, double *new_ms,
			 struct verdict *keep)
{
	struct verdict v = { 0 };
	gate4_decide_paired(c, "ok", r, 1.0, &v, new_ms);
	int passed = v.passed;
	if (keep)
		*keep = v;
	else
		verdict_clear(&v);
	return passed;
}

/* Ratios 1.03 exactly in the middle: the median ratio is on the boundary.
 * 1.03 = 1.03 / 1 exactly in binary64. */
static void gate4_paired_passes_at_median_ratio_exactly_gamma(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	double a[] = { 1, 1, 1 }, b[] = { 0.5, 1.03, 2 };
	cJSON *r = pair_reply(a, b, 3, 0.01);
	double nm;
	CHECK(paired_passes(&c, r, &nm, NULL) && nm == 1.03, "median 1.03 refused (%g)", nm);
	cJSON_Delete(r);
	double b2[] = { 0.5, nextafter(1.03, 2), 2 };
	r = pair_reply(a, b2, 3, 0.01);
	CHECK(!paired_passes(&c, r, &nm, NULL), "median ratio one ulp over 1.03 passed");
	cJSON_Delete(r);
}

/* Drift: the baseline slows over the run (a clock falling), the candidate
 * with it.  Separate medians would call the candidate 1.2x slower; every
 * pair says 0.98, and paired timing passes it. */
static void gate4_paired_cancels_drift_that_separate_medians_do_not(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	double a[7], b[7];
	for (int i = 0; i < 7; i++) {
		a[i] = 1.0 + 0.1 * i;
		b[i] = a[i] * 0.98;
	}
	cJSON *r = pair_reply(a, b, 7, 0.01);
	double nm;
	struct verdict v;
	CHECK(paired_passes(&c, r, &nm, &v) && fabs(nm - 0.98) < 1e-12,
	      "drifting pairs at 0.98 refused: %s", v.reason);
	verdict_clear(&v);
	CHECK(!gate4_passes(&c, a[0], gate_median(b, 7)),
	      "separate medians (first baseline vs drifted candidate) passed");
	cJSON_Delete(r);
}

static void gate4_paired_rejects_a_time_below_the_physical_floor(void)
{
	struct kopt_config c;
	struct verdict v;
	cfg(&c, NULL);
	double a[] = { 1, 1, 1 }, b[] = { 0.1, 0.1, 0.1 };
	double nm;
	cJSON *r = pair_reply(a, b, 3, 0.2);	/* 0.1 < 0.9 x 0.2 */
	CHECK(!paired_passes(&c, r, &nm, &v) && reason_has(&v, "implausible"),
	      "a 10x speedup under the floor passed: %s", v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
	r = pair_reply(a, b, 3, 0.1 / 0.9 * 0.999);	/* just above slack x floor */
	CHECK(paired_passes(&c, r, &nm, NULL), "a time above slack x floor refused");
	cJSON_Delete(r);
	cfg(&c, "{\"gates\":{\"gate4\":{\"floor_slack\":0}}}");
	r = pair_reply(a, b, 3, 0.2);
	CHECK(paired_passes(&c, r, &nm, NULL), "floor_slack 0 still checked the floor");
	cJSON_Delete(r);
}

/* floor_check baseline (the default): a floor the baseline model itself runs
 * below is not applied (L2-001 on the H200: a TF32 convolution priced at the
 * FP32 peak put the floor at 4.48 ms under a 1.64 ms baseline, and every
 * candidate was refused); floor_check always refuses under it as before. */
static void gate4_paired_skips_a_floor_the_baseline_beats(void)
{
	struct kopt_config c;
	struct verdict v;
	double a[] = { 1.64, 1.64, 1.64 }, b[] = { 1.61, 1.61, 1.61 };
	double nm;
	cfg(&c, NULL);
	cJSON *r = pair_reply(a, b, 3, 4.48);
	CHECK(paired_passes(&c, r, &nm, &v) &&
	      cJSON_GetObjectItemCaseSensitive(v.detail, "floor_skipped") &&
	      reason_has(&v, "the floor not applied: the baseline runs below it"),
	      "a floor above the baseline refused the candidate: %s", v.reason);
	verdict_clear(&v);
	cfg(&c, "{\"gates\":{\"gate4\":{\"floor_check\":\"always\"}}}");
	CHECK(!paired_passes(&c, r, &nm, &v) && reason_has(&v, "implausible"),
	      "floor_check always passed a time under the floor: %s", v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
	/* The baseline exactly at slack x floor: the floor applies. */
	double a2[] = { 0.9, 0.9, 0.9 }, b2[] = { 0.5, 0.5, 0.5 };
	cfg(&c, NULL);
	r = pair_reply(a2, b2, 3, 1.0);
	CHECK(!paired_passes(&c, r, &nm, &v) && reason_has(&v, "implausible"),
	      "a baseline at slack x floor switched the floor off: %s", v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

static void gate4_paired_refuses_unmatched_or_bad_samples(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	double a[] = { 1, 1, 1 }, b[] = { 1, 1, 1 };
	cJSON *r = pair_reply(a, b, 3, 0.01);
	cJSON_DeleteItemFromArray(cJSON_GetObjectItemCaseSensitive(r, "samples_ms"), 0);
	double nm;
	CHECK(!paired_passes(&c, r, &nm, NULL) && isnan(nm), "2 candidate samples for 3 "
	      "baseline samples passed");
	cJSON_Delete(r);
	double z[] = { 1, 0, 1 };
	r = pair_reply(a, z, 3, 0.01);
	CHECK(!paired_passes(&c, r, &nm, NULL), "a zero sample passed");
	cJSON_Delete(r);
	struct verdict v = { 0 };
	r = pair_reply(a, b, 3, 0.01);
	gate4_decide_paired(&c, "error", r, 1, &v, &nm);
	CHECK(!v.passed, "a failed timing run passed");
	verdict_clear(&v);
	cJSON_Delete(r);
}

static void gate4_disabled_passes_a_slowdown_naming_ablation_c3(void)
{
	struct kopt_config c;
	struct verdict v = { 0 };
	cfg(&c, "{\"gates\":{\"gate4\":{\"enabled\":false}}}");
	gate4_decide(&c, 1, 2, &v);
	CHECK(v.passed && reason_has(&v, "C3"), "passed %d, reason: %s", v.passed,
	      v.reason);
	verdict_clear(&v);
}

/* ---- medians ---- */

static void gate_median_of_odd_count_is_the_middle_value(void)
{
	const double v[] = { 5, 1, 3 };
	CHECK(gate_median(v, 3) == 3, "median %g", gate_median(v, 3));
}

static void gate_median_of_even_count_is_mean_of_middle_two(void)
{
	const double v[] = { 4, 1, 3, 2 };
	CHECK(gate_median(v, 4) == 2.5, "median %g", gate_median(v, 4));
}

static void gate_median_of_no_samples_is_nan(void)
{
	const double v[] = { 1 };
	CHECK(isnan(gate_median(v, 0)), "median %g", gate_median(v, 0));
}

static void gate_median_leaves_its_input_unsorted(void)
{
	double v[] = { 3, 1, 2 };
	gate_median(v, 3);
	CHECK(v[0] == 3 && v[1] == 1 && v[2] == 2, "input reordered");
}

static int reply_median(const char *json, double *median, size_t *n)
{
	cJSON *r = cJSON_Parse(json);
	CHECK(r != NULL, "reply does not parse: %s", json);
	int rc = time_reply_median(r, median, n);
	cJSON_Delete(r);
	return rc;
}

static void time_reply_median_reads_median_and_count(void)
{
	double m = 0;
	size_t n = 0;
	int rc = reply_median("{\"samples_ms\":[0.3,0.1,0.2,0.4]}", &m, &n);
	CHECK(rc == 0 && m == (0.2 + 0.3) / 2 && n == 4, "rc %d median %g n %zu", rc, m, n);
}

static void time_reply_median_rejects_missing_samples(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"median_ms\":1}", &m, &n) == -1, "no samples accepted");
}

static void time_reply_median_rejects_empty_samples(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[]}", &m, &n) == -1, "empty samples accepted");
}

static void time_reply_median_rejects_zero_sample(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[1,0,2]}", &m, &n) == -1,
	      "a 0 ms sample accepted");
}

static void time_reply_median_rejects_negative_sample(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[1,-0.5,2]}", &m, &n) == -1,
	      "a negative sample accepted");
}

static void time_reply_median_rejects_nan_sample(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[1,{\"$float\":\"NaN\"},2]}", &m, &n) == -1,
	      "a NaN sample accepted");
}

static void time_reply_median_rejects_infinite_sample(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[1,{\"$float\":\"Infinity\"}]}", &m, &n) == -1,
	      "an infinite sample accepted");
}

static void time_reply_median_rejects_non_number_sample(void)
{
	double m;
	size_t n;
	CHECK(reply_median("{\"samples_ms\":[1,\"2\"]}", &m, &n) == -1,
	      "a string sample accepted");
}

static void gate2_fails_a_candidate_that_changed_an_input(void)
{
	struct kopt_config c;
	config_defaults(&c);
	cJSON *r = cJSON_Parse(
		"{\"seeds\":["
		"{\"seed\":0,\"inputs_changed\":0,\"outputs\":[{\"name\":\"o\",\"allclose_min_tol\":0}]},"
		"{\"seed\":42,\"inputs_changed\":1,\"outputs\":[{\"name\":\"o\",\"allclose_min_tol\":0}]},"
		"{\"seed\":1337,\"inputs_changed\":0,\"outputs\":[{\"name\":\"o\",\"allclose_min_tol\":0}]}]}");
	struct verdict v = { 0 };
	gate2_decide(&c, r, &v);
	CHECK(!v.passed, "passed");
	CHECK(strstr(v.reason, "seed 42: changed 1 of its input buffers") != NULL, "%s", v.reason);
	verdict_clear(&v);
	cJSON_Delete(r);
}

/* ---- the synthesis check (gates.synthesis, synthesis.reference) ---- */

static const long long SYNTH_SEEDS[] = { 0, 42 };

/* A reply on seeds 0 and 42 with one output: min_tol, and counts of
 * unwritten elements, writes outside the buffer and NaNs. */
static cJSON *synth_reply(double min_tol, int unwritten, int oob, int nan)
{
	char out[256];
	snprintf(out, sizeof out, "{\"name\":\"out\",\"allclose_min_tol\":%.17g,"
		 "\"nan\":%d,\"inf\":0,\"unwritten\":%d,\"oob_writes\":%d}", min_tol, nan,
		 unwritten, oob);
	return reply_of(SYNTH_SEEDS, 2, out);
}

static int synth_passes(const struct kopt_config *c, const cJSON *reply, int launch_only)
{
	struct verdict v = { 0 };
	if (launch_only)
		synthesis_launch_decide(c, reply, &v);
	else
		synthesis_decide(c, reply, &v);
	int passed = v.passed;
	verdict_clear(&v);
	return passed;
}

static void synthesis_decide_passes_at_1e_4_and_fails_above(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *at = synth_reply(1e-4, 0, 0, 0), *above = synth_reply(1.5e-4, 0, 0, 0);
	CHECK(synth_passes(&c, at, 0), "min_tol 1e-4 failed the synthesis check");
	CHECK(!synth_passes(&c, above, 0), "min_tol 1.5e-4 passed the synthesis check");
	cJSON_Delete(at);
	cJSON_Delete(above);
}

/* Under synthesis.reference = eager the group's own run judges no
 * tolerance (the model's outputs are compared instead), only gate 1's
 * guarded-launch properties. */
static void synthesis_launch_decide_ignores_the_difference_from_the_unfused_group(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *r = synth_reply(0.5, 0, 0, 0);
	CHECK(synth_passes(&c, r, 1), "a group output 0.5 off the unfused kernels failed "
	      "the launch-only check");
	CHECK(!synth_passes(&c, r, 0), "and the synthesis check passed it");
	cJSON_Delete(r);
}

static void synthesis_launch_decide_fails_unwritten_outside_nan_changed_or_missing(void)
{
	struct kopt_config c;
	cfg(&c, NULL);
	cJSON *u = synth_reply(0, 3, 0, 0), *o = synth_reply(0, 0, 2, 0),
	      *n = synth_reply(0, 0, 0, 1);
	CHECK(!synth_passes(&c, u, 1), "unwritten elements passed");
	CHECK(!synth_passes(&c, o, 1), "writes outside the buffer passed");
	CHECK(!synth_passes(&c, n, 1), "a NaN passed");
	cJSON *changed = cJSON_Parse(
		"{\"seeds\":["
		"{\"seed\":0,\"inputs_changed\":1,\"outputs\":[{\"name\":\"o\",\"allclose_min_tol\":0}]},"
		"{\"seed\":42,\"inputs_changed\":0,\"outputs\":[{\"name\":\"o\",\"allclose_min_tol\":0}]}]}");
	CHECK(!synth_passes(&c, changed, 1), "a changed input passed");
	long long only0[] = { 0 };
	cJSON *missing = reply_of(only0, 1, "{\"name\":\"o\",\"allclose_min_tol\":0}");
	CHECK(!synth_passes(&c, missing, 1), "a reply without seed 42 passed");
	cJSON_Delete(u);
	cJSON_Delete(o);
	cJSON_Delete(n);
	cJSON_Delete(changed);
	cJSON_Delete(missing);
}

void suite_gates(void)
{
	RUN(synthesis_decide_passes_at_1e_4_and_fails_above);
	RUN(synthesis_launch_decide_ignores_the_difference_from_the_unfused_group);
	RUN(synthesis_launch_decide_fails_unwritten_outside_nan_changed_or_missing);
	RUN(gate2_fails_a_candidate_that_changed_an_input);
	RUN(gate1_static_passes_a_candidate_with_the_contract_signature);
	RUN(gate1_static_fails_a_candidate_identical_to_its_parent);
	RUN(gate1_static_passes_a_candidate_without_parent);
	RUN(gate1_static_fails_an_entry_other_than_the_contract_entry);
	RUN(gate1_static_fails_when_the_entry_is_not_defined);
	RUN(gate1_static_fails_a_renamed_parameter);
	RUN(gate1_static_fails_an_added_parameter);
	RUN(gate1_static_fails_a_removed_parameter);
	RUN(gate1_static_ignores_parameter_annotations);
	RUN(gate1_static_ignores_parameter_defaults);
	RUN(gate1_static_fails_extern_kernels_mm_call);
	RUN(gate1_static_fails_torch_matmul_call);
	RUN(gate1_static_fails_functional_softmax_call);
	RUN(gate1_static_names_the_banned_call_in_its_reason);
	RUN(gate1_static_ignores_banned_words_in_hash_comments);
	RUN(gate1_static_passes_inductor_runtime_import);
	RUN(gate1_static_passes_flatten_attribute);
	RUN(gate1_static_passes_aten_dot_inside_longer_identifier);
	RUN(gate1_static_fails_aten_dot_as_its_own_name);
	RUN(gate1_static_triton_floor_division_does_not_hide_a_banned_call);
	RUN(gate1_static_aten_call_after_aten_inside_identifier_on_same_line_fails);
	RUN(gate1_static_cuda_passes_the_contract_signature);
	RUN(gate1_static_cuda_fails_an_added_parameter);
	RUN(gate1_static_cuda_fails_a_changed_parameter_type);
	RUN(gate1_static_cuda_fails_cublas_call);
	RUN(gate1_static_cuda_fails_device_side_launches);
	RUN(gate1_static_cuda_ignores_banned_words_in_line_comments);
	RUN(gate1_static_cuda_entry_does_not_match_suffix_of_other_kernel);

	RUN(gate1_compile_fails_error_status_with_error_text_in_reason);
	RUN(gate1_compile_passes_255_registers_under_defaults);
	RUN(gate1_compile_fails_256_registers_under_defaults);
	RUN(gate1_compile_passes_shared_exactly_at_device_limit);
	RUN(gate1_compile_fails_shared_one_byte_over_device_limit);
	RUN(gate1_compile_fails_without_register_count);
	RUN(gate1_compile_fails_threads_over_device_limit);

	RUN(gate1_launch_fails_on_fault_even_with_ok_status);
	RUN(gate1_launch_fails_on_error_status);
	RUN(gate1_launch_passes_ok_without_fault);

	RUN(gate2_passes_at_min_tol_exactly_1e_3);
	RUN(gate2_fails_one_ulp_above_1e_3);
	RUN(gate2_fails_when_seed_1337_is_missing);
	RUN(gate2_fails_on_nan_count_even_at_min_tol_zero);
	RUN(gate2_fails_on_inf_count_even_at_min_tol_zero);
	RUN(gate2_fails_when_min_tol_is_nan);
	RUN(gate2_fails_when_min_tol_is_missing);
	RUN(gate2_fails_on_unwritten_elements);
	RUN(gate2_fails_on_out_of_bounds_writes);
	RUN(gate2_fails_when_outputs_are_empty);
	RUN(gate2_fails_when_any_one_seed_is_over_tolerance);
	RUN(gate2_redecides_same_reply_under_config_set_tolerance);
	RUN(gate2_redecides_same_reply_under_config_json_tolerance);
	RUN(gate2_uses_configured_seeds);

	RUN(gate_quantile_is_nearest_rank);
	RUN(gate3_tier1_passes_at_min_tol_exactly_1e_4);
	RUN(gate3_tier1_fails_and_tier2_fails_one_ulp_above_1e_4);
	RUN(gate3_tier2_passes_by_ratio_alone);
	RUN(gate3_integer_outputs_must_be_exact);
	RUN(gate3_tier2_passes_at_rho_exactly_10);
	RUN(gate3_tier2_fails_one_ulp_above_rho_10);
	RUN(gate3_tier2_passes_by_absolute_bound_alone);
	RUN(gate3_tier2_absolute_bound_passes_at_exactly_5e_3);
	RUN(gate3_tier2_absolute_bound_scales_with_reference_norm);
	RUN(gate3_tier2_fails_when_ratio_and_bound_both_fail);
	RUN(gate3_tier2_and_combine_fails_absolute_bound_alone);
	RUN(gate3_tier2_and_combine_fails_ratio_alone);
	RUN(gate3_tier2_tiny_d_ref_passes_scale_relative_check);
	RUN(gate3_tier2_scale_relative_passes_at_exactly_1e_4);
	RUN(gate3_tier2_scale_relative_fails_one_ulp_above_1e_4);
	RUN(gate3_tier2_tiny_d_ref_fails_scale_relative_check_despite_small_rho);
	RUN(gate3_tier2_d_ref_exactly_1e_8_uses_ratio);
	RUN(gate3_tier2_fails_on_nan_in_output);
	RUN(gate3_tier2_fails_when_a_seed_is_missing);
	RUN(gate3_fails_on_error_status);
	RUN(gate3_out_of_bounds_writes_are_not_rescued_by_tier2);
	RUN(gate3_unwritten_elements_are_not_rescued_by_tier2);
	RUN(gate3_without_float64_model_fails_tier1_failures_with_reason);
	RUN(gate3_nan_against_float64_is_not_rescued_by_tier2);

	RUN(gate4_passes_at_exactly_gamma_times_base);
	RUN(gate4_fails_one_ulp_above_gamma_times_base);
	RUN(gate4_passes_103_ms_against_100_ms);
	RUN(gate4_fails_one_ulp_above_103_ms_against_100_ms);
	RUN(gate4_uses_configured_gamma);
	RUN(gate4_disabled_passes_a_slowdown_naming_ablation_c3);
	RUN(gate4_paired_passes_at_median_ratio_exactly_gamma);
	RUN(gate4_paired_cancels_drift_that_separate_medians_do_not);
	RUN(gate4_paired_rejects_a_time_below_the_physical_floor);
	RUN(gate4_paired_skips_a_floor_the_baseline_beats);
	RUN(gate4_paired_refuses_unmatched_or_bad_samples);

	RUN(gate_median_of_odd_count_is_the_middle_value);
	RUN(gate_median_of_even_count_is_mean_of_middle_two);
	RUN(gate_median_of_no_samples_is_nan);
	RUN(gate_median_leaves_its_input_unsorted);
	RUN(time_reply_median_reads_median_and_count);
	RUN(time_reply_median_rejects_missing_samples);
	RUN(time_reply_median_rejects_empty_samples);
	RUN(time_reply_median_rejects_zero_sample);
	RUN(time_reply_median_rejects_negative_sample);
	RUN(time_reply_median_rejects_nan_sample);
	RUN(time_reply_median_rejects_infinite_sample);
	RUN(time_reply_median_rejects_non_number_sample);
}
