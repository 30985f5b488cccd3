/* test_restructure: the restructure policy (harness/agents/policy_restructure.c)
 * and its reduction rewrites (harness/agents/reduction_rewrite.c): the exact
 * source each rewrite (persistent, looped, a loop schedule) writes for a real
 * Inductor kernel of datasets/problems
 * (golden files under tests/fixtures/restructure; KOPT_UPDATE_GOLDEN=1
 * rewrites them after a deliberate change), each reason a rewrite declines,
 * and the policy's answers: which plan a chain gets, the launch of a
 * rewritten kernel, the scripted move where no rewrite applies, every answer
 * under the policy's name, and the same answer to the same request.
 * tests/cli/t_restructure_compile.sh compiles the goldens with Triton. */
#include "tests/unit/check.h"

#include "harness/agents/policy_restructure.h"
#include "harness/agents/reduction_rewrite.h"
#include "common/canon.h"
#include "common/file.h"
#include "common/kerr.h"

#include <dirent.h>
#include <stdlib.h>

#define PROBLEMS "datasets/problems/"
#define GOLDEN "tests/fixtures/restructure/"

static char *slurp(const char *path)
{
	char *text = NULL;
	size_t len;
	struct kerr err = { 0 };
	if (read_file(path, &text, &len, &err))
		return NULL;
	return text;
}

/* out, what a rewrite (`what`) wrote for kernel, equals the golden file
 * (or, with KOPT_UPDATE_GOLDEN=1, becomes it). */
static void same_as_golden(const char *kernel, const char *golden, const char *out,
			   const char *what)
{
	if (getenv("KOPT_UPDATE_GOLDEN")) {
		FILE *f = fopen(golden, "w");
		CHECK(f && fputs(out, f) >= 0 && fclose(f) == 0, "cannot write %s", golden);
	}
	char *want = slurp(golden);
	CHECK(want != NULL, "cannot read %s", golden);
	if (want)
		CHECK(!strcmp(out, want), "%s: the %s no longer writes %s:\n%s", kernel, what,
		      golden, out);
	free(want);
}

/* The rewrite's output for kernel equals the golden file (or, with
 * KOPT_UPDATE_GOLDEN=1, becomes it). */
static void check_golden(const char *kernel, const char *golden, long loop_block,
			 long want_row)
{
	char *src = slurp(kernel), *out = NULL, why[300] = "";
	long row = 0;
	CHECK(src != NULL, "cannot read %s", kernel);
	if (!src)
		return;
	int rc = loop_block ? reduction_make_looped(src, loop_block, &out, why, sizeof why)
			    : reduction_make_persistent(src, &out, &row, why, sizeof why);
	CHECK(rc == 0, "%s declined: %s", kernel, why);
	if (!loop_block)
		CHECK(row == want_row, "%s: row block %ld, want %ld", kernel, row, want_row);
	if (rc == 0)
		same_as_golden(kernel, golden, out, "rewrite");
	free(out);
	free(src);
}

static void looped_reductions_become_persistent_as_the_goldens_say(void)
{
	check_golden(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py",
		     GOLDEN "persistent_sum_dim.py", 0, 256);
	/* Two loops (Welford, then the normalization): the second loop's load
	 * of the row reuses the first loop's. */
	check_golden(PROBLEMS "L1-layernorm/triton_red_fused_native_layer_norm_0.py",
		     GOLDEN "persistent_layernorm.py", 0, 4096);
	/* Three loops, a row of 196 in a block of 256, masked x. */
	check_golden(PROBLEMS "L3-vit-block/triton_red_fused_amax_exp_mul_reciprocal_sub_"
		     "sum_view_4.py", GOLDEN "persistent_vit_softmax.py", 0, 256);
}

static void persistent_reductions_become_looped_as_the_goldens_say(void)
{
	check_golden(PROBLEMS "L1-mean-dim/triton_per_fused_mean_0.py",
		     GOLDEN "looped_mean_dim.py", 256, 0);
	check_golden(PROBLEMS "L2-gemm-swish-sum/triton_per_fused_addmm_mul_sigmoid_sum_0.py",
		     GOLDEN "looped_swish_sum.py", 256, 0);
}

/* The rewrite of kernel declines with a reason containing want. */
static void check_declines(const char *kernel, const char *text, int looped,
			   const char *want)
{
	char *src = text ? NULL : slurp(kernel), *out = NULL, why[300] = "";
	long row;
	const char *s = text ? text : src;
	CHECK(s != NULL, "cannot read %s", kernel);
	if (!s)
		return;
	int rc = looped ? reduction_make_looped(s, 16, &out, why, sizeof why)
			: reduction_make_persistent(s, &out, &row, why, sizeof why);
	CHECK(rc == -1 && out == NULL, "%s: rewritten, want a decline (%s)", kernel, want);
	CHECK(strstr(why, want) != NULL, "%s: why \"%s\", want \"%s\"", kernel, why, want);
	free(src);
}

#define SMALL_RED \
	"import triton\nimport triton.language as tl\n\n@triton.jit\n" \
	"def k(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, " \
	"R0_BLOCK : tl.constexpr):\n" \
	"    xnumel = 64\n    r0_numel = 100\n" \
	"    xoffset = tl.program_id(0) * XBLOCK\n" \
	"    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]\n" \
	"    r0_base = tl.arange(0, R0_BLOCK)[None, :]\n" \
	"    x0 = xindex\n" \
	"    _tmp1 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)\n" \
	"    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):\n" \
	"        r0_index = r0_offset + r0_base\n" \
	"        r0_mask = " MASK "\n" \
	"        tmp0 = tl.load(in_ptr0 + (r0_index + 100*x0), r0_mask, other=0.0)\n" \
	"        _tmp1 = tl.where(r0_mask, _tmp1 + tmp0, _tmp1)\n" \
	STORE \
	"    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):\n" \
	"        r0_index = r0_offset + r0_base\n" \
	"        r0_mask = r0_index < r0_numel\n" \
	"        tmp2 = tl.load(in_ptr0 + (r0_index + 100*x0), r0_mask, " \
	"eviction_policy='evict_first', other=0.0)\n" \
	"        tl.store(out_ptr0 + (r0_index + 100*x0), tmp2 + tl.sum(_tmp1, 1)[:, None], " \
	"r0_mask)\n"

static void rewrites_decline_what_they_do_not_recognise(void)
{
	/* Not a looped reduction; a looped one made looped again. */
	check_declines(PROBLEMS "L1-mean-dim/triton_per_fused_mean_0.py", NULL, 0,
		       "R0_BLOCK is not a parameter");
	check_declines(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py", NULL, 1,
		       "not a persistent reduction");
	/* A row over the persistent limit. */
	check_declines(PROBLEMS "L1-groupnorm/triton_red_fused_native_group_norm_0.py", NULL, 0,
		       "over the persistent limit of 8192");
	/* A softmax: a second pass over the row from a reduction's result. */
	check_declines(PROBLEMS "L2-bmm-softmax/triton_per_fused__softmax_amax_mul_sub_0.py",
		       NULL, 1, "a second pass over the row");
	/* A Welford reduction and an argmax: no looped form here. */
	check_declines(PROBLEMS "L2-conv-groupnorm-tanh/triton_per_fused_convolution_native_"
		       "group_norm_2.py", NULL, 1, "several results");
	check_declines(PROBLEMS "L1-argmax-dim/triton_per_fused_argmax_0.py", NULL, 1,
		       "several results");
	/* A scan with its own @triton.jit helper. */
	check_declines(PROBLEMS "L1-cumsum/triton_per_fused_cumsum_0.py", NULL, 1,
		       "not one @triton.jit function");
	/* A branch in the body; a comment; an unknown row mask. */
#define MASK "r0_index < r0_numel"
#define STORE ""
	const char *ok = SMALL_RED;
	char *t = malloc(strlen(ok) + 100);
	sprintf(t, "%s    if xnumel > 0:\n        tl.store(out_ptr0 + (x0), x0, None)\n", ok);
	check_declines("a kernel with an if", t, 0, "an unrecognized statement: if xnumel");
	sprintf(t, "%s    # a comment\n", ok);
	check_declines("a kernel with a comment", t, 0, "a comment");
	free(t);
#undef MASK
#define MASK "r0_index < 64"
	check_declines("an unknown mask", SMALL_RED, 0, "an unrecognized row mask");
#undef MASK
#undef STORE
}

static void a_repeated_load_is_reused_only_without_a_store_between(void)
{
#define MASK "r0_index < r0_numel"
#define STORE ""
	char *out = NULL, why[300] = "";
	long row;
	CHECK(reduction_make_persistent(SMALL_RED, &out, &row, why, sizeof why) == 0,
	      "declined: %s", why);
	CHECK(out && strstr(out, "    tmp2 = tmp0\n"), "the second load is not reused:\n%s",
	      out ? out : "");
	CHECK(out && strstr(out, "    tl.static_assert(R0_BLOCK == 128, "), "no assert:\n%s",
	      out ? out : "");
	CHECK(row == 128, "row block %ld", row);
	free(out);
#undef STORE
#define STORE "    tl.store(out_ptr0 + (x0), tl.sum(_tmp1, 1)[:, None], None)\n"
	CHECK(reduction_make_persistent(SMALL_RED, &out, &row, why, sizeof why) == 0,
	      "declined: %s", why);
	CHECK(out && !strstr(out, "tmp2 = tmp0") && strstr(out, "    tmp2 = tl.load(in_ptr0"),
	      "a load after a store reused an earlier one:\n%s", out ? out : "");
	free(out);
#undef STORE
#undef MASK
}

/* ---- the loop schedule ---- */

static void the_loop_schedules_are_four_in_a_fixed_order(void)
{
	static const struct reduction_schedule want[] = {
		{ "loop_stages_2", 2, 0 }, { "loop_stages_3", 3, 0 },
		{ "loop_unroll_2", 0, 2 }, { "loop_unroll_4", 0, 4 },
	};
	CHECK(REDUCTION_SCHEDULES == 4, "%d schedules", REDUCTION_SCHEDULES);
	for (int i = 0; i < 4 && i < REDUCTION_SCHEDULES; i++)
		CHECK(!strcmp(reduction_schedules[i].name, want[i].name) &&
		      reduction_schedules[i].num_stages == want[i].num_stages &&
		      reduction_schedules[i].unroll == want[i].unroll,
		      "schedule %d is %s (%d, %d)", i, reduction_schedules[i].name,
		      reduction_schedules[i].num_stages, reduction_schedules[i].unroll);
}

/* The schedule's output for kernel equals the golden file (or, with
 * KOPT_UPDATE_GOLDEN=1, becomes it). */
static void check_schedule_golden(const char *kernel, const char *golden, int stages,
				  int unroll)
{
	char *src = slurp(kernel), *out = NULL, why[300] = "";
	CHECK(src != NULL, "cannot read %s", kernel);
	if (!src)
		return;
	int rc = reduction_loop_schedule(src, stages, unroll, &out, why, sizeof why);
	CHECK(rc == 0, "%s declined: %s", kernel, why);
	if (rc == 0)
		same_as_golden(kernel, golden, out, "schedule");
	free(out);
	free(src);
}

static void looped_reductions_get_the_loop_schedules_the_goldens_say(void)
{
	/* Two loops, the first with a call spread over three lines. */
	check_schedule_golden(PROBLEMS "L1-layernorm/triton_red_fused_native_layer_norm_0.py",
			      GOLDEN "schedule_stages2_layernorm.py", 2, 0);
	/* Three loops, a row of 196 masked. */
	check_schedule_golden(PROBLEMS "L3-vit-block/triton_red_fused_amax_exp_mul_reciprocal_"
			      "sub_sum_view_4.py", GOLDEN "schedule_stages3_vit_softmax.py", 3, 0);
	check_schedule_golden(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py",
			      GOLDEN "schedule_unroll2_sum_dim.py", 0, 2);
	check_schedule_golden(PROBLEMS "L1-layernorm/triton_red_fused_native_layer_norm_0.py",
			      GOLDEN "schedule_unroll4_layernorm.py", 0, 4);
}

/* Occurrences of needle in s. */
static int count_of(const char *s, const char *needle)
{
	int n = 0;
	for (const char *p = s; (p = strstr(p, needle)); p += strlen(needle))
		n++;
	return n;
}

/* s with every from replaced by to (malloc'd). */
static char *replaced(const char *s, const char *from, const char *to)
{
	size_t n = (size_t)count_of(s, from);
	char *r = xmalloc(strlen(s) + n * strlen(to) + 1), *w = r;
	for (const char *p = s, *at; ; p = at + strlen(from)) {
		at = strstr(p, from);
		size_t len = at ? (size_t)(at - p) : strlen(p);
		memcpy(w, p, len);
		w += len;
		if (!at)
			break;
		memcpy(w, to, strlen(to));
		w += strlen(to);
	}
	*w = '\0';
	return r;
}

#define ROW_LOOP "    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):\n"

/* Every looped Inductor reduction of datasets/problems, under every
 * schedule: each of its row loops carries the schedule and nothing else
 * changes (the output with the plain loop header put back is the kernel
 * byte for byte), or it is declined with a reason. */
static void a_schedule_changes_only_the_row_loops_headers(void)
{
	DIR *d = opendir(PROBLEMS);
	CHECK(d != NULL, "cannot list %s", PROBLEMS);
	if (!d)
		return;
	int kernels = 0, rewritten = 0;
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] == '.')
			continue;
		char dir[512];
		snprintf(dir, sizeof dir, PROBLEMS "%s", e->d_name);
		DIR *pd = opendir(dir);
		for (struct dirent *f; pd && (f = readdir(pd));) {
			size_t len = strlen(f->d_name);
			if (strncmp(f->d_name, "triton_red_", 11) || len < 3 ||
			    strcmp(f->d_name + len - 3, ".py"))
				continue;
			char path[1024];
			snprintf(path, sizeof path, "%s/%s", dir, f->d_name);
			char *src = slurp(path);
			CHECK(src != NULL, "cannot read %s", path);
			if (!src)
				continue;
			kernels++;
			int loops = count_of(src, ROW_LOOP);
			for (int i = 0; i < REDUCTION_SCHEDULES; i++) {
				const struct reduction_schedule *sc = &reduction_schedules[i];
				char *out = NULL, why[300] = "", head[200];
				int rc = reduction_loop_schedule(src, sc->num_stages, sc->unroll,
								 &out, why, sizeof why);
				CHECK(rc == 0 || (out == NULL && *why), "%s, %s: no reason", path,
				      sc->name);
				if (rc)
					continue;
				rewritten++;
				snprintf(head, sizeof head, "    for r0_offset in tl.range(0, r0_numel, "
					 "R0_BLOCK, %s=%d):\n", sc->num_stages ? "num_stages"
					 : "loop_unroll_factor", sc->num_stages ? sc->num_stages
					 : sc->unroll);
				CHECK(loops > 0 && count_of(out, head) == loops &&
				      count_of(out, ROW_LOOP) == 0, "%s, %s: %d loops, %d scheduled",
				      path, sc->name, loops, count_of(out, head));
				char *back = replaced(out, head, ROW_LOOP);
				CHECK(!strcmp(back, src), "%s, %s: more than the loop headers changed:"
				      "\n%s", path, sc->name, out);
				free(back);
				free(out);
			}
			free(src);
		}
		if (pd)
			closedir(pd);
	}
	closedir(d);
	/* The 14 looped reductions of datasets/problems, each under the four. */
	CHECK(kernels == 14 && rewritten == 4 * kernels, "%d of %d kernels' schedules written",
	      rewritten, 4 * kernels);
}

static void schedules_decline_what_they_do_not_recognise(void)
{
	char *out = NULL, why[300] = "";
	char *red = slurp(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py");
	char *per = slurp(PROBLEMS "L1-mean-dim/triton_per_fused_mean_0.py");
	char *scan = slurp(PROBLEMS "L1-cumsum/triton_per_fused_cumsum_0.py");
	CHECK(red && per && scan, "cannot read the kernels");
	if (!red || !per || !scan)
		goto out;
	/* No schedule, or one out of range. */
	CHECK(reduction_loop_schedule(red, 0, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "no schedule"), "no schedule: %s", why);
	CHECK(reduction_loop_schedule(red, 0, 1, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "no schedule"), "unroll 1: %s", why);
	CHECK(reduction_loop_schedule(red, 9, 0, &out, why, sizeof why) == -1 && !out,
	      "9 stages: %s", why);
	/* A persistent reduction has no row loop. */
	CHECK(reduction_loop_schedule(per, 2, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "no `for r0_offset` loop: not a looped reduction"),
	      "persistent: %s", why);
	/* Not parsed: a helper function beside the kernel. */
	CHECK(reduction_loop_schedule(scan, 2, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "not one @triton.jit function"), "scan: %s", why);
	/* A loop that already carries a schedule, its own or another. */
	char *once = NULL;
	CHECK(reduction_loop_schedule(red, 2, 0, &once, why, sizeof why) == 0, "%s", why);
	CHECK(once && reduction_loop_schedule(once, 0, 2, &out, why, sizeof why) == -1 &&
	      !out && strstr(why, "a row loop already carries a schedule: for r0_offset in "
			     "tl.range(0, r0_numel, R0_BLOCK, num_stages=2):"),
	      "scheduled twice: %s", why);
	free(once);
	char *plain = replaced(red, "tl.range(0, r0_numel, R0_BLOCK):",
			       "range(0, r0_numel, R0_BLOCK, 2):");
	CHECK(reduction_loop_schedule(plain, 2, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "already carries a schedule"), "range with arguments: %s", why);
	free(plain);
	/* A statement the parser does not know; another loop. */
#define MASK "r0_index < r0_numel"
#define STORE ""
	char *t = malloc(strlen(SMALL_RED) + 100);
	sprintf(t, "%s    if xnumel > 0:\n        tl.store(out_ptr0 + (x0), x0, None)\n",
		SMALL_RED);
	CHECK(reduction_loop_schedule(t, 2, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "an unrecognized statement: if xnumel"), "if: %s", why);
	char *r1 = replaced(SMALL_RED, "for r0_offset", "for r1_offset");
	CHECK(reduction_loop_schedule(r1, 2, 0, &out, why, sizeof why) == -1 && !out &&
	      strstr(why, "an unrecognized statement: for r1_offset"), "r1: %s", why);
	free(r1);
	free(t);
out:
	free(red);
	free(per);
	free(scan);
}

static void a_schedule_applies_to_plain_range_and_to_a_looped_rewrite(void)
{
	char *out = NULL, why[300] = "";
	/* Python's range, as older Inductor wrote the loop: tl.range with both. */
	char *plain = replaced(SMALL_RED, "tl.range(0, r0_numel", "range(0, r0_numel");
	CHECK(reduction_loop_schedule(plain, 3, 2, &out, why, sizeof why) == 0, "%s", why);
	CHECK(out && count_of(out, "    for r0_offset in tl.range(0, r0_numel, R0_BLOCK, "
			      "num_stages=3, loop_unroll_factor=2):\n") == 2 &&
	      !strstr(out, " range(0"), "plain range: %s", out ? out : "");
	free(out);
	free(plain);
	/* make_looped's kernel (R0_BLOCK a constant of the body). */
	char *looped = slurp(GOLDEN "looped_mean_dim.py");
	CHECK(looped && reduction_loop_schedule(looped, 2, 0, &out, why, sizeof why) == 0,
	      "make_looped's kernel: %s", why);
	CHECK(out && count_of(out, "    for r0_offset in tl.range(0, r0_numel, R0_BLOCK, "
			      "num_stages=2):\n") == 1, "%s", out ? out : "");
	free(out);
	free(looped);
#undef MASK
#undef STORE
}

/* ---- the policy ---- */

static const char *blob_text;
static const char *blob_sha = "0000000000000000000000000000000000000000000000000000000000000001";

static char *get_blob(void *ctx, const char *sha, size_t *len)
{
	(void)ctx;
	if (strcmp(sha, blob_sha) || !blob_text)
		return NULL;
	*len = strlen(blob_text);
	return xstrdup(blob_text);
}

/* The parent content blob of kernel with launch (JSON). */
static char *parent_blob(const char *kernel, const char *launch)
{
	char *src = slurp(kernel);
	cJSON *c = cJSON_CreateObject();
	cJSON_AddStringToObject(c, "source", src ? src : "");
	cJSON_AddItemToObject(c, "launch", cJSON_Parse(launch));
	char *s = canon_string(c, NULL);
	cJSON_Delete(c);
	free(src);
	return s;
}

/* The policy's answer to request (JSON text): its content, *model filled. */
static char *ask(const char *request, char *model, size_t modellen)
{
	struct kopt_backend be;
	restructure_backend(&be);
	struct kopt_blob_access blobs = { NULL, get_blob };
	struct kopt_answer ans;
	int rc = be.answer(be.ctx, "llm", request, &blobs, &ans);
	CHECK(rc == 0 && !strcmp(ans.status, "ok"), "answer rc %d status %s", rc, ans.status);
	cJSON *r = cJSON_Parse(ans.reply);
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(r, "content");
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(r, "model");
	snprintf(model, modellen, "%s", cJSON_IsString(m) ? m->valuestring : "");
	char *content = cJSON_IsString(c) ? xstrdup(c->valuestring) : NULL;
	cJSON_Delete(r);
	free(ans.reply);
	return content;
}

#define SUM_LAUNCH "{\"grid\":[4096,1,1],\"grid_type\":\"Grid1D\",\"num_warps\":4," \
	"\"num_stages\":1,\"constexprs\":{\"XBLOCK\":64,\"R0_BLOCK\":8}}"

static char *planner_request(const char *chain, const char *history)
{
	char *r = xmalloc(1000);
	snprintf(r, 1000, "{\"role\":\"planner\",\"parent\":\"%s\",\"chain\":\"%s\","
		 "\"iteration\":1,\"slot\":0,\"sample\":0,\"seed\":\"00000000000000a2\","
		 "\"context\":{\"tier\":\"memory-bound\",\"launch\":" SUM_LAUNCH ","
		 "\"history\":%s,\"forbidden\":[]}}", blob_sha, chain, history);
	return r;
}

static void each_chain_plans_the_next_rewrite_then_a_scripted_move(void)
{
	char *blob = parent_blob(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py", SUM_LAUNCH);
	blob_text = blob;
	char model[64], *req, *a, *b;
	req = planner_request("A", "[]");
	a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	CHECK(a && strstr(a, "\"direction\":\"make_persistent\""), "chain A: %s", a ? a : "");
	b = ask(req, model, sizeof model);
	CHECK(a && b && !strcmp(a, b), "the same request answered twice differently");
	free(a);
	free(b);
	free(req);
	/* The next chains: the loop schedules in their order, then a scripted
	 * move. */
	static const char *next[][2] = {
		{ "B", "loop_stages_2" }, { "C", "loop_stages_3" },
		{ "D", "loop_unroll_2" }, { "E", "loop_unroll_4" },
	};
	for (int i = 0; i < 4; i++) {
		char want[80];
		snprintf(want, sizeof want, "\"direction\":\"%s\"", next[i][1]);
		req = planner_request(next[i][0], "[]");
		a = ask(req, model, sizeof model);
		CHECK_STR(model, RESTRUCTURE_VERSION);
		CHECK(a && strstr(a, want) && strstr(a, "every `for r0_offset` loop becomes "
						    "tl.range(0, r0_numel, R0_BLOCK, "),
		      "chain %s: %s", next[i][0], a ? a : "");
		free(a);
		free(req);
	}
	req = planner_request("F", "[]");
	a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	CHECK(a && !strstr(a, "make_") && !strstr(a, "loop_") && strstr(a, "\"direction\":"),
	      "chain F: %s", a ? a : "");
	free(a);
	free(req);
	/* Not undone: a chain that made a kernel looped is not offered the
	 * opposite rewrite, but a schedule of its loop. */
	req = planner_request("A", "[\"make_looped\"]");
	a = ask(req, model, sizeof model);
	CHECK(a && !strstr(a, "make_persistent") && strstr(a, "\"direction\":\"loop_stages_2\""),
	      "after make_looped: %s", a ? a : "");
	free(a);
	free(req);
	/* Not repeated or undone: after a schedule no other schedule, and no
	 * make_persistent (it would drop the scheduled loops); after
	 * make_persistent no schedule. */
	static const char *after[] = { "[\"loop_stages_2\"]", "[\"more_warps\",\"loop_unroll_4\"]",
				       "[\"make_persistent\"]" };
	for (int i = 0; i < 3; i++) {
		req = planner_request("A", after[i]);
		a = ask(req, model, sizeof model);
		CHECK(a && !strstr(a, "make_") && !strstr(a, "loop_") &&
		      strstr(a, "\"direction\":"), "after %s: %s", after[i], a ? a : "");
		free(a);
		free(req);
	}
	blob_text = NULL;
	free(blob);
}

static void the_executor_writes_the_golden_source_with_its_launch(void)
{
	char *blob = parent_blob(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py", SUM_LAUNCH);
	blob_text = blob;
	char model[64];
	char req[600];
	snprintf(req, sizeof req, "{\"role\":\"executor\",\"parent\":\"%s\",\"chain\":\"A\","
		 "\"iteration\":1,\"slot\":0,\"attempt\":1,\"sample\":0,\"plan\":{\"direction\":"
		 "\"make_persistent\"},\"feedback\":[]}", blob_sha);
	char *a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	char *want = slurp(GOLDEN "persistent_sum_dim.py");
	char *code = a ? strstr(a, "```python\n") : NULL;
	CHECK(code && want && !strncmp(code + 10, want, strlen(want)) &&
	      !strncmp(code + 10 + strlen(want), "```", 3), "the executor's code: %s", a ? a : "");
	/* Inductor's persistent configuration: 16 rows of 256 (4,096), 8 warps. */
	CHECK(a && strstr(a, "\"constexprs\":{\"R0_BLOCK\":256,\"XBLOCK\":16}") &&
	      strstr(a, "\"num_warps\":8"), "the launch: %s", a ? a : "");
	free(a);
	/* A plan of the scripted policy's is carried out as scripted does,
	 * under this policy's name. */
	snprintf(req, sizeof req, "{\"role\":\"executor\",\"parent\":\"%s\",\"chain\":\"B\","
		 "\"iteration\":1,\"slot\":1,\"attempt\":1,\"sample\":0,\"plan\":{\"direction\":"
		 "\"more_warps\"},\"feedback\":[]}", blob_sha);
	a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	CHECK(a && strstr(a, "Applying more_warps") && strstr(a, "\"num_warps\":8"),
	      "the scripted move: %s", a ? a : "");
	free(a);
	/* A rewrite that does not apply is an answer without code. */
	free(blob);
	blob = parent_blob(PROBLEMS "L1-cumsum/triton_per_fused_cumsum_0.py",
			   "{\"num_warps\":4,\"constexprs\":{\"XBLOCK\":8}}");
	blob_text = blob;
	snprintf(req, sizeof req, "{\"role\":\"executor\",\"parent\":\"%s\",\"chain\":\"A\","
		 "\"iteration\":1,\"slot\":0,\"attempt\":1,\"sample\":0,\"plan\":{\"direction\":"
		 "\"make_looped\"},\"feedback\":[]}", blob_sha);
	a = ask(req, model, sizeof model);
	CHECK(a && strstr(a, "I cannot apply make_looped") && !strstr(a, "```"),
	      "a declined rewrite: %s", a ? a : "");
	free(a);
	free(want);
	blob_text = NULL;
	free(blob);
}

static void the_executor_writes_a_schedule_with_the_parents_launch(void)
{
	char *blob = parent_blob(PROBLEMS "L1-sum-dim/triton_red_fused_sum_0.py", SUM_LAUNCH);
	blob_text = blob;
	char model[64], req[600];
	const char *fmt = "{\"role\":\"executor\",\"parent\":\"%s\",\"chain\":\"D\","
		"\"iteration\":1,\"slot\":0,\"attempt\":%d,\"sample\":0,\"plan\":{\"direction\":"
		"\"loop_unroll_2\"},\"feedback\":[]}";
	snprintf(req, sizeof req, fmt, blob_sha, 1);
	char *a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	char *want = slurp(GOLDEN "schedule_unroll2_sum_dim.py");
	char *code = a ? strstr(a, "```python\n") : NULL;
	CHECK(a && strstr(a, "Applying loop_unroll_2."), "%s", a ? a : "");
	CHECK(code && want && !strncmp(code + 10, want, strlen(want)) &&
	      !strncmp(code + 10 + strlen(want), "```", 3), "the executor's code: %s", a ? a : "");
	/* The launch is the parent's, unchanged. */
	cJSON *l = cJSON_Parse(SUM_LAUNCH);
	char *lt = canon_string(l, NULL), launch[400];
	snprintf(launch, sizeof launch, "{\"launch\":%s}", lt);
	CHECK(a && strstr(a, launch), "the launch, want %s: %s", launch, a ? a : "");
	free(lt);
	cJSON_Delete(l);
	free(a);
	free(want);
	/* A retry has nothing else to try: an answer without code. */
	snprintf(req, sizeof req, fmt, blob_sha, 2);
	a = ask(req, model, sizeof model);
	CHECK(a && strstr(a, "I cannot apply loop_unroll_2 to this kernel: the schedule has one "
			  "form") && !strstr(a, "```"), "a retry: %s", a ? a : "");
	free(a);
	/* A persistent kernel has no loop to schedule. */
	free(blob);
	blob = parent_blob(PROBLEMS "L1-mean-dim/triton_per_fused_mean_0.py", SUM_LAUNCH);
	blob_text = blob;
	snprintf(req, sizeof req, fmt, blob_sha, 1);
	a = ask(req, model, sizeof model);
	CHECK(a && strstr(a, "I cannot apply loop_unroll_2 to this kernel: no `for r0_offset` "
			  "loop") && !strstr(a, "```"), "a persistent kernel: %s", a ? a : "");
	free(a);
	blob_text = NULL;
	free(blob);
}

static void a_rewrites_experience_item_is_of_the_kernel_structure(void)
{
	char model[64];
	const char *req = "{\"role\":\"summarizer\",\"chain\":\"A\",\"iteration\":1,"
		"\"slot\":0,\"sample\":0,\"plan\":{\"direction\":\"make_persistent\","
		"\"title\":\"make it persistent\"},\"result\":{\"passed\":true,"
		"\"speedup\":1.25,\"tier_before\":\"memory-bound\"},\"memory\":[]}";
	char *a = ask(req, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	CHECK(a && strstr(a, "\"rewrite_type\":\"kernel_structure\"") &&
	      strstr(a, "make_persistent on a memory-bound kernel: faster"), "%s", a ? a : "");
	free(a);
	const char *sreq = "{\"role\":\"summarizer\",\"chain\":\"B\",\"iteration\":1,"
		"\"slot\":0,\"sample\":0,\"plan\":{\"direction\":\"loop_stages_2\","
		"\"title\":\"pipeline it\"},\"result\":{\"passed\":true,"
		"\"speedup\":1.05,\"tier_before\":\"memory-bound\"},\"memory\":[]}";
	a = ask(sreq, model, sizeof model);
	CHECK_STR(model, RESTRUCTURE_VERSION);
	CHECK(a && strstr(a, "\"rewrite_type\":\"loop_schedule\"") &&
	      strstr(a, "loop_stages_2 on a memory-bound kernel"), "%s", a ? a : "");
	free(a);
}

void suite_restructure(void)
{
	RUN(looped_reductions_become_persistent_as_the_goldens_say);
	RUN(persistent_reductions_become_looped_as_the_goldens_say);
	RUN(rewrites_decline_what_they_do_not_recognise);
	RUN(a_repeated_load_is_reused_only_without_a_store_between);
	RUN(the_loop_schedules_are_four_in_a_fixed_order);
	RUN(looped_reductions_get_the_loop_schedules_the_goldens_say);
	RUN(a_schedule_changes_only_the_row_loops_headers);
	RUN(schedules_decline_what_they_do_not_recognise);
	RUN(a_schedule_applies_to_plain_range_and_to_a_looped_rewrite);
	RUN(each_chain_plans_the_next_rewrite_then_a_scripted_move);
	RUN(the_executor_writes_the_golden_source_with_its_launch);
	RUN(the_executor_writes_a_schedule_with_the_parents_launch);
	RUN(a_rewrites_experience_item_is_of_the_kernel_structure);
}
