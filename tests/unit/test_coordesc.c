/* test_coordesc: the coordesc policy (harness/agents/policy_coordesc.c): the
 * neighbours it lists and their order, the tuner's bounds, the chain's
 * visited configurations left out, which neighbour a planner request takes,
 * every move carried out by the executor, and its answers as observations. */
#include "tests/unit/check.h"

#include "harness/agents/policy_coordesc.h"
#include "harness/agents/policies.h"
#include "harness/agents/policy_restructure.h"
#include "harness/agents/policy_scripted.h"
#include "harness/problem/synth_group.h"
#include "common/buf.h"
#include "common/kerr.h"

#include <stdlib.h>

/* The neighbours of a parent content (JSON) after history (JSON array) and
 * forbidden, as "direction:value ..." (caller frees). */
static char *listed(const char *content, const char *history, const char *forbidden)
{
	cJSON *c = cJSON_Parse(content), *h = cJSON_Parse(history);
	cJSON *f = forbidden ? cJSON_Parse(forbidden) : NULL;
	struct coordesc_step nb[COORDESC_MAX_STEPS];
	size_t n = coordesc_neighbours(c, h, f, nb);
	struct buf b;
	buf_init(&b);
	buf_printf(&b, "%s", "");
	for (size_t i = 0; i < n; i++)
		buf_printf(&b, "%s%s:%ld", i ? " " : "", nb[i].direction, nb[i].value);
	cJSON_Delete(c);
	cJSON_Delete(h);
	cJSON_Delete(f);
	return b.data;
}

#define CHECK_LIST(content, history, forbidden, want)                          \
	do {                                                                   \
		char *got_ = listed(content, history, forbidden);              \
		CHECK_STR(got_, want);                                         \
		free(got_);                                                    \
	} while (0)

#define GRID1 "\"grid\":[64,1,1],\"grid_type\":\"Grid1D\""
#define POI(x, w) "{\"launch\":{" GRID1 ",\"num_warps\":" #w ",\"num_stages\":1," \
		  "\"constexprs\":{\"XBLOCK\":" #x "}}}"

static void neighbours_follow_the_tuners_field_order(void)
{
	/* Every field present, each up then down: X, Y, Z, R0, R1, then warps;
	 * no num_stages outside a matmul. */
	CHECK_LIST("{\"launch\":{\"grid\":[1,1,1],\"grid_type\":\"Grid3D\",\"num_warps\":4,"
		   "\"num_stages\":2,\"constexprs\":{\"R1_BLOCK\":8,\"R0_BLOCK\":16,"
		   "\"ZBLOCK\":2,\"YBLOCK\":4,\"XBLOCK\":8}}}", "[]", NULL,
		   "increase_xblock:16 decrease_xblock:4 increase_yblock:8 decrease_yblock:2 "
		   "increase_zblock:4 decrease_zblock:1 increase_rblock:32 decrease_rblock:8 "
		   "increase_r1block:16 decrease_r1block:4 more_warps:8 fewer_warps:2");
	/* kopt's GEMM form: the tile, warps, and stages (+-1) as for a matmul. */
	CHECK_LIST("{\"entry\":\"kopt_gemm\",\"launch\":{\"grid\":[1,1,1],\"grid_type\":"
		   "\"GemmGrid\",\"num_warps\":4,\"num_stages\":3,\"constexprs\":{\"HAS_BIAS\":0,"
		   "\"BLOCK_M\":64,\"BLOCK_N\":64,\"BLOCK_K\":32,\"GROUP_M\":8}}}", "[]", NULL,
		   "increase_block_m:128 decrease_block_m:32 increase_block_n:128 "
		   "decrease_block_n:32 increase_block_k:64 decrease_block_k:16 more_warps:8 "
		   "fewer_warps:2 more_stages:4 fewer_stages:2");
	/* An older kernel's RBLOCK is the R0_BLOCK coordinate. */
	CHECK_LIST("{\"launch\":{" GRID1 ",\"num_warps\":8,\"constexprs\":{\"XBLOCK\":1,"
		   "\"RBLOCK\":512}}}", "[]", NULL,
		   "increase_xblock:2 increase_rblock:1024 decrease_rblock:256 more_warps:16 "
		   "fewer_warps:4");
}

static void neighbours_stay_within_the_tuners_bounds(void)
{
	/* TRITON_MAX_BLOCK: X 4096, Y and Z 1024, R0 65536; warps 1 to 32;
	 * every value at least 1. */
	CHECK_LIST(POI(4096, 32), "[]", NULL, "decrease_xblock:2048 fewer_warps:16");
	CHECK_LIST(POI(1, 1), "[]", NULL, "increase_xblock:2 more_warps:2");
	CHECK_LIST("{\"launch\":{" GRID1 ",\"num_warps\":4,\"constexprs\":{\"YBLOCK\":1024,"
		   "\"ZBLOCK\":1024}}}", "[]", NULL,
		   "decrease_yblock:512 decrease_zblock:512 more_warps:8 fewer_warps:2");
	CHECK_LIST("{\"launch\":{" GRID1 ",\"num_warps\":4,\"constexprs\":{\"XBLOCK\":1,"
		   "\"R0_BLOCK\":65536}}}", "[]", NULL,
		   "increase_xblock:2 decrease_rblock:32768 more_warps:8 fewer_warps:2");
	/* The size hint: the next power of two of the numel the source fixes. */
	CHECK_LIST("{\"source\":\"def k(x):\\n    xnumel = 1000\\n\",\"launch\":{" GRID1
		   ",\"num_warps\":4,\"constexprs\":{\"XBLOCK\":1024}}}", "[]", NULL,
		   "decrease_xblock:512 more_warps:8 fewer_warps:2");
	CHECK_LIST("{\"source\":\"    xnumel = 1000\\n    rnumel = 300\\n\",\"launch\":{"
		   GRID1 ",\"num_warps\":4,\"constexprs\":{\"XBLOCK\":512,\"RBLOCK\":256}}}",
		   "[]", NULL, "increase_xblock:1024 decrease_xblock:256 increase_rblock:512 "
		   "decrease_rblock:128 more_warps:8 fewer_warps:2");
	/* Triton's 2^20 elements per block. */
	CHECK_LIST("{\"launch\":{" GRID1 ",\"num_warps\":4,\"constexprs\":{\"XBLOCK\":1024,"
		   "\"R0_BLOCK\":1024}}}", "[]", NULL,
		   "decrease_xblock:512 decrease_rblock:512 more_warps:8 fewer_warps:2");
	/* tl.dot's 16 below the tile; one stage at least. */
	CHECK_LIST("{\"launch\":{\"grid\":[1,1,1],\"grid_type\":\"GemmGrid\",\"num_warps\":4,"
		   "\"num_stages\":1,\"constexprs\":{\"BLOCK_M\":16,\"BLOCK_N\":16,"
		   "\"BLOCK_K\":16}}}", "[]", NULL,
		   "increase_block_m:32 increase_block_n:32 increase_block_k:32 more_warps:8 "
		   "fewer_warps:2 more_stages:2");
}

static void blocks_are_coordinates_only_where_the_grid_follows_them(void)
{
	/* No grid type: the recorded grid is kept, so only warps move. */
	CHECK_LIST("{\"launch\":{\"grid\":[64,1,1],\"num_warps\":4,\"constexprs\":"
		   "{\"XBLOCK\":1024}}}", "[]", NULL, "more_warps:8 fewer_warps:2");
	/* A synthesized kernel: the executor rescales its grid with XBLOCK. */
	CHECK_LIST("{\"entry\":\"" SYNTH_ENTRY "\",\"launch\":{\"grid\":[64,1,1],"
		   "\"num_warps\":4,\"constexprs\":{\"XBLOCK\":1024}}}", "[]", NULL,
		   "increase_xblock:2048 decrease_xblock:512 more_warps:8 fewer_warps:2");
}

/* A GEMM whose tile has other names (a tutorial's BLOCK_SIZE_K, a Helion
 * kernel's module-level blocks): num_stages is a coordinate when the source
 * calls tl.dot (coordesc/2), not when tl.dot is only in a comment or a
 * longer name. */
#define FIXED(src) "{\"source\":\"" src "\",\"launch\":{\"grid\":[1024,1,1]," \
		   "\"num_warps\":2,\"num_stages\":3,\"constexprs\":{}}}"

static void a_kernel_calling_tl_dot_is_a_matmul(void)
{
	CHECK_LIST(FIXED("    acc = tl.dot(a, b, acc)\\n"), "[]", NULL,
		   "more_warps:4 fewer_warps:1 more_stages:4 fewer_stages:2");
	CHECK_LIST(FIXED("    acc = tl.reshape(tl.dot(tl.reshape(a, [8, 16]), b), [1, 8, 8])\\n"),
		   "[]", NULL, "more_warps:4 fewer_warps:1 more_stages:4 fewer_stages:2");
	CHECK_LIST(FIXED("    acc = tl.dot_scaled(a, sa, 'e4m3', b, sb, 'e4m3')\\n"), "[]", NULL,
		   "more_warps:4 fewer_warps:1 more_stages:4 fewer_stages:2");
	CHECK_LIST(FIXED("    # src[bmm.py:9]: acc = tl.dot(a, b)\\n    acc = a + b\\n"), "[]",
		   NULL, "more_warps:4 fewer_warps:1");
	CHECK_LIST(FIXED("    acc = my_tl.dot(a, b) + xtl.dot(a, b)\\n"), "[]", NULL,
		   "more_warps:4 fewer_warps:1");
	CHECK_LIST(FIXED("    acc = tl.dotted(a)\\n"), "[]", NULL, "more_warps:4 fewer_warps:1");
	/* Without a source nothing is known of it: warps only. */
	CHECK_LIST("{\"launch\":{\"grid\":[1024,1,1],\"num_warps\":2,\"num_stages\":3,"
		   "\"constexprs\":{}}}", "[]", NULL, "more_warps:4 fewer_warps:1");
	/* One stage at least. */
	CHECK_LIST("{\"source\":\"    c = tl.dot(a, b)\\n\",\"launch\":{\"grid\":[8,1,1],"
		   "\"num_warps\":4,\"num_stages\":1,\"constexprs\":{\"BLOCK_SIZE_K\":32}}}",
		   "[]", NULL, "more_warps:8 fewer_warps:2 more_stages:2");
}

static void configurations_the_chain_has_been_at_are_left_out(void)
{
	/* The grandparent, one move back. */
	CHECK_LIST(POI(128, 4), "[\"increase_xblock\"]", NULL,
		   "increase_xblock:256 more_warps:8 fewer_warps:2");
	/* k0 three moves back (x up, warps up, x down: the parent is k0 with
	 * more warps), and the configuration one move back. */
	CHECK_LIST(POI(128, 8), "[\"increase_xblock\",\"more_warps\",\"decrease_xblock\"]",
		   NULL, "decrease_xblock:64 more_warps:16");
	/* Not past a move of no field of ours (another kernel before it). */
	CHECK_LIST(POI(128, 8), "[\"more_warps\",\"persistent_reduction\"]", NULL,
		   "increase_xblock:256 decrease_xblock:64 more_warps:16 fewer_warps:4");
	/* Directions the meltdown detector forbids. */
	CHECK_LIST(POI(128, 4), "[]", "[\"increase_xblock\",\"fewer_warps\"]",
		   "decrease_xblock:64 more_warps:8");
}

/* The direction coordesc_pick takes for this slot, iteration and history
 * among the neighbours of POI(128, 4) after that history, or "none". */
static const char *picked(const char *history, int slot, int iteration)
{
	cJSON *c = cJSON_Parse(POI(128, 4)), *h = cJSON_Parse(history);
	struct coordesc_step nb[COORDESC_MAX_STEPS];
	size_t n = coordesc_neighbours(c, h, NULL, nb);
	size_t k = coordesc_pick(nb, n, h, slot, iteration);
	cJSON_Delete(c);
	cJSON_Delete(h);
	return k < n ? nb[k].direction : "none";
}

static void a_request_takes_the_next_neighbour_of_the_sweep(void)
{
	/* The fan-out from the start: slot k takes neighbour k, in order, and
	 * none once they run out. */
	CHECK_STR(picked("[]", 0, 1), "increase_xblock");
	CHECK_STR(picked("[]", 1, 1), "decrease_xblock");
	CHECK_STR(picked("[]", 2, 1), "more_warps");
	CHECK_STR(picked("[]", 3, 1), "fewer_warps");
	CHECK_STR(picked("[]", 4, 1), "none");
	/* The start expanded again after an iteration without candidates. */
	CHECK_STR(picked("[]", 0, 2), "decrease_xblock");
	CHECK_STR(picked("[]", 3, 2), "none");
	/* A synthesized start kernel (its history a move of no field) alike. */
	CHECK_STR(picked("[\"synthesize\"]", 3, 1), "fewer_warps");
	CHECK_STR(picked("[\"synthesize\"]", 4, 1), "none");
	CHECK_STR(picked("[\"synthesize\"]", 0, 2), "decrease_xblock");
	/* After a move the sweep goes on at the next field: after x up (its
	 * inverse visited) warps come first, then x again, wrapping round. */
	CHECK_STR(picked("[\"increase_xblock\"]", 0, 2), "more_warps");
	CHECK_STR(picked("[\"increase_xblock\"]", 1, 2), "fewer_warps");
	CHECK_STR(picked("[\"increase_xblock\"]", 2, 2), "increase_xblock");
	CHECK_STR(picked("[\"increase_xblock\"]", 3, 2), "more_warps");
	/* After the last field's move the sweep starts again at the first. */
	CHECK_STR(picked("[\"more_warps\"]", 0, 2), "increase_xblock");
	/* A parent that waited an iteration moves one further. */
	CHECK_STR(picked("[\"more_warps\"]", 0, 3), "decrease_xblock");
}

/* The backend's answer to request (JSON) with every blob the parent
 * content: its content text (caller frees), *model its model name. */
static const char *blob_text;
static char *blob_get(void *ctx, const char *sha, size_t *len)
{
	(void)ctx;
	(void)sha;
	*len = strlen(blob_text);
	return xstrdup(blob_text);
}

static void (*backend_of)(struct kopt_backend *) = coordesc_backend;

static char *ask(const char *request, const char *parent, char *model, size_t n)
{
	struct kopt_backend be;
	struct kopt_answer ans;
	struct kopt_blob_access blobs = { NULL, blob_get };
	backend_of(&be);
	blob_text = parent;
	if (be.answer(be.ctx, "llm", request, &blobs, &ans) != 0 || strcmp(ans.status, "ok"))
		return NULL;
	cJSON *r = cJSON_Parse(ans.reply);
	free(ans.reply);
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(r, "content");
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(r, "model");
	snprintf(model, n, "%s", cJSON_IsString(m) ? m->valuestring : "");
	char *out = cJSON_IsString(c) ? xstrdup(c->valuestring) : NULL;
	cJSON_Delete(r);
	return out;
}

/* The last ```json block of text, parsed (caller deletes), or NULL. */
static cJSON *last_json(const char *text)
{
	const char *p = NULL;
	for (const char *q = text; q && (q = strstr(q, "```json\n")); q += 8)
		p = q + 8;
	const char *e = p ? strstr(p, "\n```") : NULL;
	return e ? cJSON_ParseWithLength(p, (size_t)(e - p)) : NULL;
}

#define PLANNER(slot, launch, history) "{\"role\":\"planner\",\"parent\":\"p\",\"slot\":" \
	#slot ",\"iteration\":1,\"context\":{\"tier\":\"memory-bound\",\"launch\":" \
	launch ",\"history\":" history ",\"forbidden\":[]}}"
#define LAUNCH "{" GRID1 ",\"num_warps\":4,\"num_stages\":1,\"constexprs\":{\"XBLOCK\":128}}"

static void the_planner_answers_a_plan_named_for_the_policy(void)
{
	char model[64];
	char *text = ask(PLANNER(1, LAUNCH, "[]"), "{\"source\":\"k\",\"launch\":" LAUNCH "}",
			 model, sizeof model);
	cJSON *p = text ? last_json(text) : NULL;
	const cJSON *d = cJSON_GetObjectItemCaseSensitive(p, "direction");
	CHECK_STR(cJSON_IsString(d) ? d->valuestring : NULL, "decrease_xblock");
	CHECK_STR(model, COORDESC_VERSION);
	cJSON_Delete(p);
	free(text);
	/* No neighbour left: an answer without a plan. */
	text = ask(PLANNER(4, LAUNCH, "[]"), "{\"source\":\"k\",\"launch\":" LAUNCH "}", model,
		   sizeof model);
	CHECK(text && !strstr(text, "```"), "a plan past the last neighbour: %s", text);
	free(text);
}

/* The launch the executor writes for direction on parent launch (JSON):
 * its key's value, or -1 when it answers no code. */
static double executed(const char *direction, const char *launch, const char *key,
		       int attempt)
{
	char req[512], parent[1024], model[64];
	snprintf(req, sizeof req, "{\"role\":\"executor\",\"parent\":\"p\",\"attempt\":%d,"
		 "\"plan\":{\"direction\":\"%s\"}}", attempt, direction);
	snprintf(parent, sizeof parent, "{\"entry\":\"k\",\"source\":\"def k():\\n    pass\\n\","
		 "\"launch\":%s}", launch);
	char *text = ask(req, parent, model, sizeof model);
	cJSON *l = text && strstr(text, "```python\ndef k():") ? last_json(text) : NULL;
	const cJSON *lj = cJSON_GetObjectItemCaseSensitive(l, "launch");
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(lj, key);
	if (!v)
		v = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(lj, "constexprs"), key);
	double out = cJSON_IsNumber(v) ? v->valuedouble : -1;
	cJSON_Delete(l);
	free(text);
	return out;
}

static void the_executor_carries_out_every_move(void)
{
	static const char *all = "{\"grid\":[1,1,1],\"grid_type\":\"Grid3D\",\"num_warps\":4,"
		"\"num_stages\":3,\"constexprs\":{\"XBLOCK\":64,\"YBLOCK\":32,\"ZBLOCK\":8,"
		"\"R0_BLOCK\":256,\"R1_BLOCK\":16,\"BLOCK_M\":64,\"BLOCK_N\":128,\"BLOCK_K\":32}}";
	static const struct {
		const char *dir, *key;
		double want;
	} moves[] = {
		{ "increase_xblock", "XBLOCK", 128 }, { "decrease_xblock", "XBLOCK", 32 },
		{ "increase_yblock", "YBLOCK", 64 }, { "decrease_yblock", "YBLOCK", 16 },
		{ "increase_zblock", "ZBLOCK", 16 }, { "decrease_zblock", "ZBLOCK", 4 },
		{ "increase_rblock", "R0_BLOCK", 512 }, { "decrease_rblock", "R0_BLOCK", 128 },
		{ "increase_r1block", "R1_BLOCK", 32 }, { "decrease_r1block", "R1_BLOCK", 8 },
		{ "increase_block_m", "BLOCK_M", 128 }, { "decrease_block_m", "BLOCK_M", 32 },
		{ "increase_block_n", "BLOCK_N", 256 }, { "decrease_block_n", "BLOCK_N", 64 },
		{ "increase_block_k", "BLOCK_K", 64 }, { "decrease_block_k", "BLOCK_K", 16 },
		{ "more_warps", "num_warps", 8 }, { "fewer_warps", "num_warps", 2 },
		{ "more_stages", "num_stages", 4 }, { "fewer_stages", "num_stages", 2 },
	};
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		double got = executed(moves[i].dir, all, moves[i].key, 1);
		CHECK(got == moves[i].want, "%s: %s = %g, want %g", moves[i].dir, moves[i].key,
		      got, moves[i].want);
	}
	/* An older kernel's RBLOCK moves under its own name. */
	CHECK(executed("increase_rblock", "{\"num_warps\":4,\"constexprs\":{\"RBLOCK\":64}}",
		       "RBLOCK", 1) == 128, "RBLOCK");
	/* A retry is declined (the tuner counts a failure as no improvement),
	 * and so is a direction it does not know. */
	CHECK(executed("more_warps", all, "num_warps", 2) == -1, "a retry wrote code");
	CHECK(executed("vectorize", all, "num_warps", 1) == -1, "an unknown move wrote code");
}

static void a_synthesized_kernels_grid_follows_its_xblock(void)
{
	char req[256], model[64];
	snprintf(req, sizeof req, "{\"role\":\"executor\",\"parent\":\"p\",\"attempt\":1,"
		 "\"plan\":{\"direction\":\"decrease_xblock\"}}");
	char *text = ask(req, "{\"entry\":\"" SYNTH_ENTRY "\",\"source\":\"k\",\"launch\":"
			 "{\"grid\":[10,1,1],\"num_warps\":4,\"constexprs\":{\"XBLOCK\":1024}}}",
			 model, sizeof model);
	cJSON *l = text ? last_json(text) : NULL;
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(l, "launch"), "grid");
	CHECK(cJSON_IsArray(g) && cJSON_GetArrayItem(g, 0)->valuedouble == 20,
	      "grid of 10 blocks of 1024 at XBLOCK 512: %s", text ? text : "(no answer)");
	cJSON_Delete(l);
	free(text);
}

static void the_summarizer_reports_the_attempt(void)
{
	char model[64];
	char *text = ask("{\"role\":\"summarizer\",\"plan\":{\"direction\":\"more_warps\","
			 "\"title\":\"t\"},\"result\":{\"passed\":true,\"speedup\":1.5,"
			 "\"tier_before\":\"memory-bound\"}}", "{}", model, sizeof model);
	cJSON *o = text ? last_json(text) : NULL;
	const cJSON *d = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(o, "experience_item"), "strategy_description");
	CHECK_STR(cJSON_IsString(d) ? d->valuestring : NULL,
		  "more_warps on a memory-bound kernel: faster");
	cJSON_Delete(o);
	free(text);
}

/* ---- descent ---- */

#define WL(x, w) "{\"launch\":{" GRID1 ",\"num_warps\":" #w ",\"num_stages\":1," \
		 "\"constexprs\":{\"XBLOCK\":" #x "}}"

static void descent_moves_from_the_fastest_configuration_tried(void)
{
	/* The best: the lowest time, failures (null) and non-numbers skipped,
	 * the first of equals. */
	cJSON *t = cJSON_Parse("[" WL(128, 4) ",\"ms\":2.0}," WL(256, 4) ",\"ms\":null},"
			       WL(64, 4) ",\"ms\":1.5}," WL(64, 8) ",\"ms\":1.5},"
			       WL(32, 4) ",\"ms\":\"fast\"}]");
	const cJSON *b = descent_best(t);
	CHECK(b == cJSON_GetArrayItem(t, 2), "best is entry 2");
	CHECK(descent_best(NULL) == NULL, "no tried list, no best");
	/* Its neighbours in the tuner's order, less the coordinates tried
	 * (128 x 4, 64 x 8 and 32 x 4, whose time is no number, were): 64 x 2. */
	cJSON *c = cJSON_Parse("{\"source\":\"k\",\"launch\":{" GRID1 ",\"num_warps\":4,"
			       "\"num_stages\":1,\"constexprs\":{\"XBLOCK\":64}}}");
	struct coordesc_step nb[COORDESC_MAX_STEPS];
	size_t n = descent_untried(c, t, NULL, nb);
	CHECK(n == 1 && !strcmp(nb[0].direction, "fewer_warps") && nb[0].value == 2,
	      "%zu untried: %s", n, n ? nb[0].direction : "-");
	/* A failed configuration counts as tried. */
	cJSON *f = cJSON_Parse("[" WL(32, 4) ",\"ms\":null}]");
	n = descent_untried(c, f, NULL, nb);
	CHECK(n == 3 && !strcmp(nb[0].direction, "increase_xblock") &&
	      !strcmp(nb[1].direction, "more_warps"), "%zu", n);
	/* A forbidden direction is left out. */
	cJSON *fb = cJSON_Parse("[\"more_warps\"]");
	n = descent_untried(c, f, fb, nb);
	CHECK(n == 2 && !strcmp(nb[0].direction, "increase_xblock") &&
	      !strcmp(nb[1].direction, "fewer_warps"), "%zu", n);
	cJSON_Delete(fb);
	cJSON_Delete(f);
	cJSON_Delete(c);
	cJSON_Delete(t);
}

#define DPLANNER(slot, tried) "{\"role\":\"planner\",\"parent\":\"p\",\"slot\":" #slot \
	",\"iteration\":2,\"context\":{\"tier\":\"memory-bound\",\"launch\":" \
	"{" GRID1 ",\"num_warps\":4,\"num_stages\":1,\"constexprs\":{\"XBLOCK\":128}}," \
	"\"history\":[\"increase_xblock\"],\"forbidden\":[],\"tried\":" tried "}}"
#define DPARENT "{\"source\":\"k\",\"launch\":{" GRID1 ",\"num_warps\":4,\"num_stages\":1," \
	"\"constexprs\":{\"XBLOCK\":128}}}"
#define TRIED "[" WL(64, 4) ",\"ms\":1.0}," WL(128, 4) ",\"ms\":1.4}," WL(32, 4) ",\"ms\":1.2}]"

/* The plan the descent planner answers for request: its launch's XBLOCK and
 * num_warps into *x and *w (-1 when there is no plan), its direction. */
static void descent_plan(const char *request, long *x, long *w, char *dir, size_t n)
{
	char model[64];
	backend_of = descent_backend;
	char *text = ask(request, DPARENT, model, sizeof model);
	backend_of = coordesc_backend;
	CHECK_STR(model, DESCENT_VERSION);
	cJSON *p = text ? last_json(text) : NULL;
	const cJSON *l = cJSON_GetObjectItemCaseSensitive(p, "launch");
	const cJSON *xv = cJSON_GetObjectItemCaseSensitive(l, "XBLOCK");
	const cJSON *wv = cJSON_GetObjectItemCaseSensitive(l, "num_warps");
	const cJSON *d = cJSON_GetObjectItemCaseSensitive(p, "direction");
	*x = cJSON_IsNumber(xv) ? (long)xv->valuedouble : -1;
	*w = cJSON_IsNumber(wv) ? (long)wv->valuedouble : -1;
	snprintf(dir, n, "%s", cJSON_IsString(d) ? d->valuestring : (text ? text : "(none)"));
	cJSON_Delete(p);
	free(text);
}

static void descent_plans_the_bests_untried_neighbours_by_slot(void)
{
	long x, w;
	char dir[200];
	/* The parent is 128 x 4 (1.4 ms); the best tried is 64 x 4 (1.0 ms),
	 * whose XBLOCK neighbours 128 and 32 were tried: slot 0 takes its
	 * first untried neighbour, more warps, slot 1 the next. */
	descent_plan(DPLANNER(0, TRIED), &x, &w, dir, sizeof dir);
	CHECK(x == 64 && w == 8 && !strcmp(dir, "more_warps"), "slot 0: %ld x %ld %s", x, w,
	      dir);
	descent_plan(DPLANNER(1, TRIED), &x, &w, dir, sizeof dir);
	CHECK(x == 64 && w == 2 && !strcmp(dir, "fewer_warps"), "slot 1: %ld x %ld %s", x, w,
	      dir);
	/* Past them: no plan, saying so. */
	descent_plan(DPLANNER(2, TRIED), &x, &w, dir, sizeof dir);
	CHECK(x == -1 && strstr(dir, "taken by this iteration's earlier plans"), "%s", dir);
	descent_plan(DPLANNER(0, "[" WL(64, 4) ",\"ms\":1.0}," WL(128, 4) ",\"ms\":1.4},"
			      WL(32, 4) ",\"ms\":1.2}," WL(64, 8) ",\"ms\":null}," WL(64, 2)
			      ",\"ms\":1.1}]"), &x, &w, dir, sizeof dir);
	CHECK(x == -1 && strstr(dir, "has converged"), "%s", dir);
	/* Without a tried list the parent stands for the best. */
	descent_plan(DPLANNER(0, "null"), &x, &w, dir, sizeof dir);
	CHECK(x == 256 && w == 4, "no tried list: %ld x %ld %s", x, w, dir);
}

static void descent_executor_sets_the_plans_launch_on_the_parent(void)
{
	char model[64];
	backend_of = descent_backend;
	char *text = ask("{\"role\":\"executor\",\"parent\":\"p\",\"attempt\":1,\"plan\":"
			 "{\"direction\":\"more_warps\",\"launch\":{\"XBLOCK\":64,\"num_stages\":1,"
			 "\"num_warps\":8}}}", "{\"entry\":\"k\",\"source\":\"def k():\\n    "
			 "pass\\n\",\"launch\":{" GRID1 ",\"num_warps\":4,\"num_stages\":1,"
			 "\"constexprs\":{\"XBLOCK\":128}}}", model, sizeof model);
	cJSON *l = text && strstr(text, "```python\ndef k():") ? last_json(text) : NULL;
	const cJSON *lj = cJSON_GetObjectItemCaseSensitive(l, "launch");
	const cJSON *xv = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(lj, "constexprs"), "XBLOCK");
	const cJSON *wv = cJSON_GetObjectItemCaseSensitive(lj, "num_warps");
	CHECK(cJSON_IsNumber(xv) && xv->valuedouble == 64 && cJSON_IsNumber(wv) &&
	      wv->valuedouble == 8, "%s", text ? text : "(no answer)");
	CHECK_STR(model, DESCENT_VERSION);
	cJSON_Delete(l);
	free(text);
	/* A retry is declined; so is a plan without a launch. */
	text = ask("{\"role\":\"executor\",\"parent\":\"p\",\"attempt\":2,\"plan\":"
		   "{\"direction\":\"more_warps\",\"launch\":{\"num_warps\":8}}}", DPARENT, model,
		   sizeof model);
	CHECK(text && !strstr(text, "```"), "a retry wrote code: %s", text);
	free(text);
	text = ask("{\"role\":\"executor\",\"parent\":\"p\",\"attempt\":1,\"plan\":"
		   "{\"direction\":\"more_warps\"}}", DPARENT, model, sizeof model);
	CHECK(text && strstr(text, "names no launch"), "%s", text);
	free(text);
	backend_of = coordesc_backend;
}

/* The built-in policies by --llm name: the backend kopt run opens, and the
 * names whose requests carry no prompt template. */
static void the_builtin_policies_are_found_by_name(void)
{
	CHECK(policy_builtin("scripted") == scripted_backend, "scripted");
	CHECK(policy_builtin("restructure") == restructure_backend, "restructure");
	CHECK(policy_builtin("coordesc") == coordesc_backend, "coordesc");
	CHECK(policy_builtin("descent") == descent_backend, "descent");
	CHECK(policy_builtin("openai:model=x") == NULL, "a model is not built in");
	CHECK(policy_builtin("Descent") == NULL, "names are exact");
}

void suite_coordesc(void)
{
	RUN(the_builtin_policies_are_found_by_name);
	RUN(descent_moves_from_the_fastest_configuration_tried);
	RUN(descent_plans_the_bests_untried_neighbours_by_slot);
	RUN(descent_executor_sets_the_plans_launch_on_the_parent);
	RUN(neighbours_follow_the_tuners_field_order);
	RUN(neighbours_stay_within_the_tuners_bounds);
	RUN(blocks_are_coordinates_only_where_the_grid_follows_them);
	RUN(a_kernel_calling_tl_dot_is_a_matmul);
	RUN(configurations_the_chain_has_been_at_are_left_out);
	RUN(a_request_takes_the_next_neighbour_of_the_sweep);
	RUN(the_planner_answers_a_plan_named_for_the_policy);
	RUN(the_executor_carries_out_every_move);
	RUN(a_synthesized_kernels_grid_follows_its_xblock);
	RUN(the_summarizer_reports_the_attempt);
}
