/* policy_scripted: the deterministic launch-parameter policy (see header). */
#include "harness/agents/policy_scripted.h"
#include "common/buf.h"
#include "harness/agents/policy_reply.h"
#include "common/kerr.h"
#include "harness/problem/synth_group.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct move {
	const char *direction;
	const char *key;	/* constexpr name, or num_warps / num_stages */
	int factor;		/* > 0 multiply, < 0 divide */
	int add;		/* added when factor == 0 */
	int lo, hi;
};

/* Bounds: Triton block sizes are powers of two; 32 warps is the CTA limit of
 * 1024 threads; more than 4 pipeline stages rarely fits shared memory. */
static const struct move MOVES[] = {
	{ "increase_xblock", "XBLOCK", 2, 0, 1, 8192 },
	{ "decrease_xblock", "XBLOCK", -2, 0, 16, 8192 },
	{ "increase_rblock", "R0_BLOCK", 2, 0, 1, 8192 },
	{ "decrease_rblock", "R0_BLOCK", -2, 0, 16, 8192 },
	{ "more_warps", "num_warps", 2, 0, 1, 32 },
	{ "fewer_warps", "num_warps", -2, 0, 1, 32 },
	{ "more_stages", "num_stages", 0, 1, 1, 4 },
	{ "fewer_stages", "num_stages", 0, -1, 1, 4 },
	/* The tile of kopt's Triton form of a vendor GEMM (C6, extern_form.h);
	 * no Inductor kernel has these constexprs, so they never apply there.
	 * tl.dot takes blocks of at least 16. */
	{ "increase_block_m", "BLOCK_M", 2, 0, 16, 256 },
	{ "decrease_block_m", "BLOCK_M", -2, 0, 16, 256 },
	{ "increase_block_n", "BLOCK_N", 2, 0, 16, 256 },
	{ "decrease_block_n", "BLOCK_N", -2, 0, 16, 256 },
	{ "increase_block_k", "BLOCK_K", 2, 0, 16, 128 },
	{ "decrease_block_k", "BLOCK_K", -2, 0, 16, 128 },
};
#define NMOVES (sizeof MOVES / sizeof MOVES[0])

/* Preference order per bottleneck tier.  The GEMM tile moves lead: they
 * apply to the GEMM form only, where a larger tile raises reuse (memory- or
 * compute-bound) and a smaller one makes more programs (underutilized); for
 * an Inductor kernel they are skipped and the order is the same as before
 * they existed. */
static const char *prefs(const char *tier)
{
	if (!strcmp(tier, "memory-bound"))
		return "increase_block_n increase_block_m increase_block_k "
		       "increase_xblock more_warps increase_rblock more_stages "
		       "decrease_xblock fewer_warps";
	if (!strcmp(tier, "compute-bound"))
		return "increase_block_n increase_block_m decrease_block_k "
		       "fewer_warps decrease_xblock fewer_stages decrease_rblock "
		       "more_warps increase_xblock";
	if (!strcmp(tier, "underutilized"))
		return "decrease_block_m decrease_block_n "
		       "decrease_xblock more_warps fewer_warps decrease_rblock "
		       "increase_xblock";
	if (!strcmp(tier, "near-optimal"))
		return "increase_block_k decrease_block_k "
		       "more_stages fewer_stages increase_xblock decrease_xblock "
		       "more_warps fewer_warps";
	return "increase_block_n increase_block_m increase_block_k decrease_block_m "
	       "decrease_block_n decrease_block_k "
	       "increase_xblock decrease_xblock more_warps fewer_warps more_stages "
	       "fewer_stages increase_rblock decrease_rblock";
}

static cJSON *launch_slot(cJSON *launch, const char *key, int create)
{
	if (!strcmp(key, "num_warps") || !strcmp(key, "num_stages")) {
		cJSON *v = cJSON_GetObjectItemCaseSensitive(launch, key);
		if (!v && create && !strcmp(key, "num_stages"))
			v = cJSON_AddNumberToObject(launch, key, 1);
		return v;
	}
	cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	cJSON *v = cx ? cJSON_GetObjectItemCaseSensitive(cx, key) : NULL;
	if (!v && cx && !strcmp(key, "R0_BLOCK"))
		v = cJSON_GetObjectItemCaseSensitive(cx, "RBLOCK");
	return v;
}

/* New value of the move's parameter, or -1 if it does not apply. */
static int move_value(const struct move *m, const cJSON *launch)
{
	cJSON *copy = cJSON_Duplicate(launch, 1);
	cJSON *v = launch_slot(copy, m->key, 1);
	int out = -1;
	if (cJSON_IsNumber(v)) {
		int cur = v->valueint;
		int nv = m->factor > 0 ? cur * m->factor
		       : m->factor < 0 ? cur / -m->factor : cur + m->add;
		if (nv >= m->lo && nv <= m->hi && nv != cur)
			out = nv;
	}
	cJSON_Delete(copy);
	return out;
}

static const struct move *find_move(const char *dir)
{
	for (size_t i = 0; i < NMOVES; i++)
		if (!strcmp(MOVES[i].direction, dir))
			return &MOVES[i];
	return NULL;
}

/* This policy's reply, naming it. */
static char *reply_as(const char *content)
{
	return policy_reply(content, SCRIPTED_VERSION);
}

static int plan(const cJSON *req, struct kopt_answer *ans)
{
	const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(req, "context");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(ctx, "launch");
	const cJSON *tier = cJSON_GetObjectItemCaseSensitive(ctx, "tier");
	const cJSON *forbidden = cJSON_GetObjectItemCaseSensitive(ctx, "forbidden");
	const cJSON *seed = cJSON_GetObjectItemCaseSensitive(req, "seed");
	const cJSON *chain = cJSON_GetObjectItemCaseSensitive(req, "chain");
	const cJSON *sample = cJSON_GetObjectItemCaseSensitive(req, "sample");
	const char *t = cJSON_IsString(tier) ? tier->valuestring : "unknown";
	const struct move *cand[NMOVES];
	int vals[NMOVES];
	size_t n = 0;
	char order[1024];
	/* What the memory says worked goes first, what regressed last; the
	 * tier's preference order decides the rest (with --no-memory the
	 * request carries no memory and only the tier decides). */
	const cJSON *mem = cJSON_GetObjectItemCaseSensitive(ctx, "memory");
	struct buf good, bad;
	buf_init(&good);
	buf_init(&bad);
	for (const cJSON *it = mem ? mem->child : NULL; it; it = it->next) {
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(it, "direction");
		double sp;
		if (!cJSON_IsString(d) || !find_move(d->valuestring) ||
		    canon_get_number(cJSON_GetObjectItemCaseSensitive(it, "speedup"), &sp))
			continue;
		buf_printf(sp > 1 ? &good : &bad, "%s ", d->valuestring);
	}
	/* Cold-start guidelines (opt-in) that amount to one of our moves come
	 * next, in the file's order, unless the memory already placed them. */
	struct buf guide;
	buf_init(&guide);
	const cJSON *gl = cJSON_GetObjectItemCaseSensitive(ctx, "guidelines");
	for (const cJSON *it = gl ? gl->child : NULL; it; it = it->next) {
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(it, "scripted");
		if (!cJSON_IsString(d) || !find_move(d->valuestring) ||
		    (good.data && strstr(good.data, d->valuestring)) ||
		    (bad.data && strstr(bad.data, d->valuestring)))
			continue;
		buf_printf(&guide, "%s ", d->valuestring);
	}
	struct buf rest;
	buf_init(&rest);
	char tier_order[1024];
	snprintf(tier_order, sizeof tier_order, "%s", prefs(t));
	for (char *tok = strtok(tier_order, " "); tok; tok = strtok(NULL, " ")) {
		int listed = (good.data && strstr(good.data, tok)) ||
			     (bad.data && strstr(bad.data, tok)) ||
			     (guide.data && strstr(guide.data, tok));
		if (!listed)
			buf_printf(&rest, "%s ", tok);
	}
	snprintf(order, sizeof order, "%s%s%s%s", good.data ? good.data : "",
		 guide.data ? guide.data : "", rest.data ? rest.data : "",
		 bad.data ? bad.data : "");
	buf_release(&good);
	buf_release(&bad);
	buf_release(&guide);
	buf_release(&rest);
	for (char *tok = strtok(order, " "); tok; tok = strtok(NULL, " ")) {
		const struct move *m = find_move(tok);
		int v = m ? move_value(m, launch) : -1;
		for (size_t q = 0; q < n && v >= 0; q++)
			if (cand[q] == m)
				v = -1;
		if (v >= 0 && !policy_in_list(forbidden, m->direction)) {
			cand[n] = m;
			vals[n++] = v;
		}
	}
	if (n == 0) {
		ans->reply = reply_as("No launch-parameter move applies to this "
					"kernel; I have no plan to offer.");
		return 0;
	}
	/* Chains spread over the preferred moves; the seed breaks the symmetry
	 * between runs, the sample index between repeated asks. */
	unsigned long long s = cJSON_IsString(seed) ? strtoull(seed->valuestring, NULL, 16)
						    : 0;
	int ci = cJSON_IsString(chain) ? chain->valuestring[0] - 'A' : 0;
	int si = cJSON_IsNumber(sample) ? sample->valueint : 0;
	size_t pick = ((size_t)ci + (size_t)si + (size_t)(s % 2)) % n;
	const struct move *m = cand[pick];
	cJSON *p = cJSON_CreateObject();
	cJSON_AddStringToObject(p, "direction", m->direction);
	char title[160];
	snprintf(title, sizeof title, "set %s to %d for a %s kernel", m->key, vals[pick], t);
	cJSON_AddStringToObject(p, "title", title);
	cJSON_AddStringToObject(p, "bottleneck", t);
	cJSON *ev = cJSON_AddArrayToObject(p, "evidence");
	const cJSON *metrics = cJSON_GetObjectItemCaseSensitive(ctx, "metrics");
	for (const cJSON *e = metrics ? metrics->child : NULL; e; e = e->next) {
		cJSON *o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "metric", e->string);
		cJSON_AddItemToObject(o, "value", cJSON_Duplicate(e, 1));
		cJSON_AddItemToArray(ev, o);
	}
	char change[160];
	snprintf(change, sizeof change, "%s -> %d", m->key, vals[pick]);
	policy_plan_step(p, "launch", change,
			 "keep the source; change only the launch configuration");
	char lead[160];
	snprintf(lead, sizeof lead, "Plan for the %s kernel:\n", t);
	char *text = policy_json_block(lead, p);
	ans->reply = reply_as(text);
	free(text);
	return 0;
}

static int execute(const cJSON *req, const struct kopt_blob_access *blobs,
		   struct kopt_answer *ans)
{
	const cJSON *planj = cJSON_GetObjectItemCaseSensitive(req, "plan");
	const cJSON *attempt = cJSON_GetObjectItemCaseSensitive(req, "attempt");
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(planj, "direction");
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	const struct move *m = cJSON_IsString(dir) ? find_move(dir->valuestring) : NULL;
	if (!cJSON_IsString(src) || !launch || !m) {
		ans->reply = reply_as(m ? "I cannot read the parent kernel."
					  : "I do not know how to carry out this plan.");
		cJSON_Delete(content);
		return 0;
	}
	cJSON *nl = cJSON_Duplicate(launch, 1);
	int v = move_value(m, nl);
	cJSON *old = launch_slot(nl, m->key, 0);
	double was = cJSON_IsNumber(old) ? old->valuedouble : 0;
	if (v >= 0)
		cJSON_SetNumberValue(launch_slot(nl, m->key, 1), v);
	/* A synthesized kernel names its grid (no grid type): it keeps covering
	 * the same elements when XBLOCK changes.  (Other kernels keep their
	 * launch's grid as it is, as this policy always did.) */
	cJSON *grid = cJSON_GetObjectItemCaseSensitive(nl, "grid");
	const cJSON *entry = cJSON_GetObjectItemCaseSensitive(content, "entry");
	if (v > 0 && was > 0 && !strcmp(m->key, "XBLOCK") && cJSON_IsString(entry) &&
	    !strcmp(entry->valuestring, SYNTH_ENTRY) &&
	    !cJSON_GetObjectItemCaseSensitive(nl, "grid_type") && cJSON_IsArray(grid) &&
	    cJSON_IsNumber(grid->child)) {
		double x = grid->child->valuedouble * was;
		cJSON_SetNumberValue(grid->child, (double)(long long)((x + v - 1) / v));
	}
	/* A retry after feedback drops software pipelining, the usual cause of
	 * running out of shared memory or registers. */
	if (cJSON_IsNumber(attempt) && attempt->valueint > 1 && strcmp(m->key, "num_stages"))
		cJSON_SetNumberValue(launch_slot(nl, "num_stages", 1), 1);
	char lead[256];
	snprintf(lead, sizeof lead, "Applying %s.", m->direction);
	char *text = policy_executor_text(lead, src->valuestring, nl);
	ans->reply = reply_as(text);
	free(text);
	cJSON_Delete(content);
	return 0;
}

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	(void)ctx;
	if (policy_llm_only(kind, "scripted", ans))
		return 0;
	cJSON *req = cJSON_Parse(request);
	const cJSON *role = cJSON_GetObjectItemCaseSensitive(req, "role");
	int rc;
	if (cJSON_IsString(role) && !strcmp(role->valuestring, "planner"))
		rc = plan(req, ans);
	else if (cJSON_IsString(role) && !strcmp(role->valuestring, "executor"))
		rc = execute(req, blobs, ans);
	else if (cJSON_IsString(role) && !strcmp(role->valuestring, "summarizer"))
		rc = policy_answer_summary(req, SCRIPTED_VERSION, ans);
	else if (cJSON_IsString(role) && !strcmp(role->valuestring, "synthesizer"))
		rc = policy_answer_synthesis(req, blobs, SCRIPTED_VERSION, ans);
	else {
		ans->reply = reply_as("The scripted policy plays planner, executor, "
					"summarizer and synthesizer only.");
		rc = 0;
	}
	cJSON_Delete(req);
	return rc;
}

static char *describe(void *ctx)
{
	(void)ctx;
	return xstrdup("{\"policy\":\"" SCRIPTED_VERSION "\"}");
}

void scripted_backend(struct kopt_backend *out)
{
	memset(out, 0, sizeof *out);
	out->abi = KOPT_BACKEND_ABI;
	out->name = "scripted";
	out->version = SCRIPTED_VERSION;
	out->kinds = "llm";
	out->describe = describe;
	out->answer = answer;
}
