/* policy_restructure: the deterministic structural policy (see header). */
#include "harness/agents/policy_restructure.h"
#include "harness/agents/policy_scripted.h"
#include "harness/agents/reduction_rewrite.h"
#include "common/buf.h"
#include "harness/agents/policy_reply.h"
#include "common/canon.h"
#include "common/kerr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAKE_PERSISTENT "make_persistent"
#define MAKE_LOOPED "make_looped"

/* Inductor's persistent configurations (torch 2.11,
 * triton_heuristics.persistent_reduction): at most 4,096 elements a block
 * (MAX_PERSISTENT_BLOCK_NUMEL), num_warps = XBLOCK * R0_BLOCK / 128 within
 * [2, 8]. */
#define PERSISTENT_BLOCK_NUMEL 4096
/* A row this short gains nothing from a loop: make_looped is not offered. */
#define LOOPED_MIN_ROW 64

/* Set the reply's "model" to this policy's version; takes ownership of the
 * scripted policy's reply text. */
static char *relabel(char *reply)
{
	cJSON *r = reply ? cJSON_Parse(reply) : NULL;
	if (!cJSON_IsObject(r)) {
		cJSON_Delete(r);
		return reply;
	}
	cJSON_DeleteItemFromObjectCaseSensitive(r, "model");
	cJSON_AddStringToObject(r, "model", RESTRUCTURE_VERSION);
	char *s = canon_string(r, NULL);
	cJSON_Delete(r);
	if (!s)
		return reply;
	free(reply);
	return s;
}

/* This policy's reply, naming it. */
static char *reply_as(const char *content)
{
	return policy_reply(content, RESTRUCTURE_VERSION);
}

/* The scripted policy's answer to req, under this policy's name. */
static int delegate(const cJSON *req, const struct kopt_blob_access *blobs,
		    struct kopt_answer *ans)
{
	struct kopt_backend be;
	scripted_backend(&be);
	char *text = canon_string(req, NULL);
	int rc = be.answer(be.ctx, "llm", text ? text : "{}", blobs, ans);
	free(text);
	ans->reply = relabel(ans->reply);
	return rc;
}

/* The schedule named dir (reduction_schedules), or NULL. */
static const struct reduction_schedule *schedule_of(const char *dir)
{
	for (int i = 0; i < REDUCTION_SCHEDULES; i++)
		if (!strcmp(dir, reduction_schedules[i].name))
			return &reduction_schedules[i];
	return NULL;
}

/* Whether dir is one of this policy's rewrites (not a scripted move). */
static int is_rewrite(const char *dir)
{
	return !strcmp(dir, MAKE_PERSISTENT) || !strcmp(dir, MAKE_LOOPED) || schedule_of(dir);
}

/* Whether the history holds a loop schedule. */
static int scheduled(const cJSON *history)
{
	for (int i = 0; i < REDUCTION_SCHEDULES; i++)
		if (policy_in_list(history, reduction_schedules[i].name))
			return 1;
	return 0;
}

/* The loop block of make_looped on attempt a: a quarter of the row block,
 * halved again on each retry; 0 when none is left. */
static long loop_block(long row, int attempt)
{
	long lb = row / 4;
	for (int i = 1; i < attempt && lb > 1; i++)
		lb /= 2;
	return lb >= 1 && lb < row ? lb : 0;
}

/* Whether rewrite dir applies to src; the rewritten source in *out when
 * out is given (caller frees), why filled when not. */
static int rewrite(const char *dir, const char *src, int attempt, char **out, long *row,
		   char *why, size_t whylen)
{
	char *text = NULL;
	int rc;
	*row = 0;
	const struct reduction_schedule *sc = schedule_of(dir);
	if (sc) {
		/* One form only: a retry would write the same source again. */
		if (attempt > 1) {
			snprintf(why, whylen, "the schedule has one form, and attempt %d would "
				 "repeat it", attempt);
			rc = -1;
		} else {
			rc = reduction_loop_schedule(src, sc->num_stages, sc->unroll, &text, why,
						     whylen);
		}
	} else if (!strcmp(dir, MAKE_PERSISTENT)) {
		rc = reduction_make_persistent(src, &text, row, why, whylen);
	} else {
		*row = reduction_row_block(src);
		long lb = loop_block(*row, attempt);
		if (*row < LOOPED_MIN_ROW) {
			snprintf(why, whylen, "not a persistent reduction with a row of at "
				 "least %d elements", LOOPED_MIN_ROW);
			rc = -1;
		} else {
			rc = reduction_make_looped(src, lb, &text, why, whylen);
		}
	}
	if (out)
		*out = text;
	else
		free(text);
	return rc;
}

static void add_evidence(cJSON *p, const cJSON *ctx)
{
	cJSON *ev = cJSON_AddArrayToObject(p, "evidence");
	const cJSON *metrics = cJSON_GetObjectItemCaseSensitive(ctx, "metrics");
	for (const cJSON *e = metrics ? metrics->child : NULL; e; e = e->next) {
		cJSON *o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "metric", e->string);
		cJSON_AddItemToObject(o, "value", cJSON_Duplicate(e, 1));
		cJSON_AddItemToArray(ev, o);
	}
}

static int plan_rewrite(const cJSON *ctx, const char *dir, long row, struct kopt_answer *ans)
{
	const cJSON *tier = cJSON_GetObjectItemCaseSensitive(ctx, "tier");
	const char *t = cJSON_IsString(tier) ? tier->valuestring : "unknown";
	int persistent = !strcmp(dir, MAKE_PERSISTENT);
	const struct reduction_schedule *sc = schedule_of(dir);
	char title[200], change[200];
	if (sc) {
		char what[64];
		if (sc->num_stages)
			snprintf(what, sizeof what, "num_stages=%d", sc->num_stages);
		else
			snprintf(what, sizeof what, "loop_unroll_factor=%d", sc->unroll);
		if (sc->num_stages)
			snprintf(title, sizeof title, "software-pipeline the row loops in %d stages "
				 "for a %s kernel", sc->num_stages, t);
		else
			snprintf(title, sizeof title, "unroll the row loops by %d for a %s kernel",
				 sc->unroll, t);
		snprintf(change, sizeof change, "every `for r0_offset` loop becomes tl.range(0, "
			 "r0_numel, R0_BLOCK, %s); its body and the launch stay as they are", what);
	} else if (persistent) {
		snprintf(title, sizeof title, "make the looped reduction persistent (one block "
			 "of %ld holds the row) for a %s kernel", row, t);
		snprintf(change, sizeof change, "the row loops become one pass over a block of "
			 "%ld; loads repeated by later loops reuse the first", row);
	} else {
		snprintf(title, sizeof title, "walk the persistent reduction's row of %ld in a "
			 "loop for a %s kernel", row, t);
		snprintf(change, sizeof change, "one loop over blocks of the row accumulates "
			 "each reduction; what follows runs after it");
	}
	cJSON *p = cJSON_CreateObject();
	cJSON_AddStringToObject(p, "direction", dir);
	cJSON_AddStringToObject(p, "title", title);
	cJSON_AddStringToObject(p, "bottleneck", t);
	add_evidence(p, ctx);
	policy_plan_step(p, "source", change, "keep the signature; one launch");
	char lead[160];
	snprintf(lead, sizeof lead, "Plan for the %s kernel:\n", t);
	char *text = policy_json_block(lead, p);
	ans->reply = reply_as(text);
	free(text);
	return 0;
}

/* The planner: a rewrite that applies to the parent, for the chain whose
 * turn it is, else the scripted move.  The rewrites in their order:
 * make_persistent, make_looped, then the loop schedules
 * (reduction_schedules).  Never undone or repeated: make_persistent not
 * after make_looped or a schedule (it would drop the scheduled loops),
 * make_looped not after make_persistent, and no schedule after another
 * (the source already carries one) or after make_persistent (no loop is
 * left); a schedule after make_looped is offered.  A kernel made
 * persistent keeps its R0_BLOCK fixed (the source asserts it), so the
 * scripted R0_BLOCK moves are forbidden for it. */
static int plan(const cJSON *req, const struct kopt_blob_access *blobs,
		struct kopt_answer *ans)
{
	const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(req, "context");
	const cJSON *forbidden = cJSON_GetObjectItemCaseSensitive(ctx, "forbidden");
	const cJSON *history = cJSON_GetObjectItemCaseSensitive(ctx, "history");
	const cJSON *chain = cJSON_GetObjectItemCaseSensitive(req, "chain");
	const cJSON *sample = cJSON_GetObjectItemCaseSensitive(req, "sample");
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	enum { NDIRS = 2 + REDUCTION_SCHEDULES };
	const char *dirs[NDIRS] = { MAKE_PERSISTENT, MAKE_LOOPED };
	for (int i = 0; i < REDUCTION_SCHEDULES; i++)
		dirs[2 + i] = reduction_schedules[i].name;
	const char *ok[NDIRS];
	long rows[NDIRS];
	int m = 0;
	for (int i = 0; i < NDIRS && cJSON_IsString(src); i++) {
		char why[300];
		long row;
		int undone = i == 0 ? policy_in_list(history, MAKE_LOOPED) || scheduled(history)
			   : i == 1 ? policy_in_list(history, MAKE_PERSISTENT)
			   : policy_in_list(history, MAKE_PERSISTENT) || scheduled(history);
		if (!policy_in_list(forbidden, dirs[i]) && !policy_in_list(history, dirs[i]) &&
		    !undone &&
		    rewrite(dirs[i], src->valuestring, 1, NULL, &row, why, sizeof why) == 0) {
			rows[m] = row;
			ok[m++] = dirs[i];
		}
	}
	int ci = cJSON_IsString(chain) ? chain->valuestring[0] - 'A' : 0;
	int si = cJSON_IsNumber(sample) ? sample->valueint : 0;
	int k = ci + si;
	int rc;
	if (k >= 0 && k < m) {
		rc = plan_rewrite(ctx, ok[k], rows[k], ans);
	} else {
		cJSON *r = cJSON_Duplicate(req, 1);
		cJSON *c = cJSON_GetObjectItemCaseSensitive(r, "context");
		if (cJSON_IsString(src) && strstr(src->valuestring, "tl.static_assert(R0_BLOCK ==") &&
		    cJSON_IsObject(c)) {
			cJSON *f = cJSON_GetObjectItemCaseSensitive(c, "forbidden");
			if (!cJSON_IsArray(f)) {
				cJSON_DeleteItemFromObjectCaseSensitive(c, "forbidden");
				f = cJSON_AddArrayToObject(c, "forbidden");
			}
			cJSON_AddItemToArray(f, cJSON_CreateString("increase_rblock"));
			cJSON_AddItemToArray(f, cJSON_CreateString("decrease_rblock"));
		}
		rc = delegate(r, blobs, ans);
		cJSON_Delete(r);
	}
	cJSON_Delete(content);
	return rc;
}

static int pow2_at_most(long v)
{
	int p = 1;
	while ((long)p * 2 <= v)
		p *= 2;
	return p;
}

/* The rewritten kernel's launch: the parent's, with R0_BLOCK the row and
 * Inductor's persistent XBLOCK and num_warps for a persistent kernel. */
static cJSON *rewrite_launch(const cJSON *parent, int persistent, long row, int attempt)
{
	cJSON *l = cJSON_Duplicate(parent, 1);
	if (!persistent)
		return l;
	cJSON *cx = cJSON_GetObjectItemCaseSensitive(l, "constexprs");
	if (!cJSON_IsObject(cx)) {
		cJSON_DeleteItemFromObjectCaseSensitive(l, "constexprs");
		cx = cJSON_AddObjectToObject(l, "constexprs");
	}
	const cJSON *xb = cJSON_GetObjectItemCaseSensitive(cx, "XBLOCK");
	long x = cJSON_IsNumber(xb) && xb->valuedouble >= 1 ? (long)xb->valuedouble : 1;
	if (x * row > PERSISTENT_BLOCK_NUMEL)
		x = pow2_at_most(PERSISTENT_BLOCK_NUMEL / row > 1 ? PERSISTENT_BLOCK_NUMEL / row : 1);
	/* A retry (the first try did not compile or fit): a smaller block. */
	for (int i = 1; i < attempt && x > 1; i++)
		x /= 2;
	long w = x * row / 128;
	w = w < 2 ? 2 : w > 8 ? 8 : pow2_at_most(w);
	cJSON_DeleteItemFromObjectCaseSensitive(cx, "XBLOCK");
	cJSON_AddNumberToObject(cx, "XBLOCK", (double)x);
	cJSON_DeleteItemFromObjectCaseSensitive(cx, "R0_BLOCK");
	cJSON_AddNumberToObject(cx, "R0_BLOCK", (double)row);
	cJSON_DeleteItemFromObjectCaseSensitive(l, "num_warps");
	cJSON_AddNumberToObject(l, "num_warps", (double)w);
	return l;
}

/* The executor: the rewrite of the plan, or the scripted move. */
static int execute(const cJSON *req, const struct kopt_blob_access *blobs,
		   struct kopt_answer *ans)
{
	const cJSON *planj = cJSON_GetObjectItemCaseSensitive(req, "plan");
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(planj, "direction");
	if (!cJSON_IsString(dir) || !is_rewrite(dir->valuestring))
		return delegate(req, blobs, ans);
	const cJSON *attempt = cJSON_GetObjectItemCaseSensitive(req, "attempt");
	int a = cJSON_IsNumber(attempt) && attempt->valueint > 1 ? attempt->valueint : 1;
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	char why[300] = "", *out = NULL;
	long row;
	struct buf b;
	buf_init(&b);
	if (!cJSON_IsString(src) || !cJSON_IsObject(launch)) {
		buf_puts(&b, "I cannot read the parent kernel.");
	} else if (rewrite(dir->valuestring, src->valuestring, a, &out, &row, why, sizeof why)) {
		buf_printf(&b, "I cannot apply %s to this kernel: %s.\n", dir->valuestring, why);
	} else {
		char lead[256];
		snprintf(lead, sizeof lead, "Applying %s.", dir->valuestring);
		char *text = policy_executor_text(lead, out, rewrite_launch(
			launch, !strcmp(dir->valuestring, MAKE_PERSISTENT), row, a));
		buf_puts(&b, text);
		free(text);
		free(out);
	}
	ans->reply = reply_as(b.data);
	buf_release(&b);
	cJSON_Delete(content);
	return 0;
}

/* The summarizer: the scripted policy's experience item, its rewrite type
 * kernel_structure for a persistent or looped rewrite's attempt,
 * loop_schedule for a schedule's. */
static int summarize(const cJSON *req, const struct kopt_blob_access *blobs,
		     struct kopt_answer *ans)
{
	int rc = delegate(req, blobs, ans);
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(req, "plan"), "direction");
	if (rc || !cJSON_IsString(dir) || !is_rewrite(dir->valuestring))
		return rc;
	const char *type = schedule_of(dir->valuestring) ? "loop_schedule" : "kernel_structure";
	cJSON *r = cJSON_Parse(ans->reply);
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(r, "content");
	const char *from = "\"rewrite_type\":\"launch_configuration\"";
	const char *at = cJSON_IsString(c) ? strstr(c->valuestring, from) : NULL;
	if (at) {
		struct buf b;
		buf_init(&b);
		buf_printf(&b, "%.*s\"rewrite_type\":\"%s\"%s", (int)(at - c->valuestring),
			   c->valuestring, type, at + strlen(from));
		free(ans->reply);
		ans->reply = reply_as(b.data);
		buf_release(&b);
	}
	cJSON_Delete(r);
	return rc;
}

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	(void)ctx;
	if (policy_llm_only(kind, "restructure", ans))
		return 0;
	cJSON *req = cJSON_Parse(request);
	const cJSON *role = cJSON_GetObjectItemCaseSensitive(req, "role");
	int rc;
	if (cJSON_IsString(role) && !strcmp(role->valuestring, "planner"))
		rc = plan(req, blobs, ans);
	else if (cJSON_IsString(role) && !strcmp(role->valuestring, "executor"))
		rc = execute(req, blobs, ans);
	else if (cJSON_IsString(role) && !strcmp(role->valuestring, "summarizer"))
		rc = summarize(req, blobs, ans);
	else if (req)
		rc = delegate(req, blobs, ans);	/* the synthesizer */
	else {
		ans->reply = reply_as("The restructure policy could not read the request.");
		rc = 0;
	}
	cJSON_Delete(req);
	return rc;
}

static char *describe(void *ctx)
{
	(void)ctx;
	return xstrdup("{\"fallback\":\"" SCRIPTED_VERSION "\",\"policy\":\""
		       RESTRUCTURE_VERSION "\"}");
}

void restructure_backend(struct kopt_backend *out)
{
	memset(out, 0, sizeof *out);
	out->abi = KOPT_BACKEND_ABI;
	out->name = "restructure";
	out->version = RESTRUCTURE_VERSION;
	out->kinds = "llm";
	out->describe = describe;
	out->answer = answer;
}
