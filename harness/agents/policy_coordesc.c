/* policy_coordesc: coordinate descent over the launch configuration (see
 * header).  The rules it follows are the tuner's as of torch 2.11
 * (coordinate_descent_tuner.py and runtime/hints.py); its code is ours. */
#include "harness/agents/policy_coordesc.h"
#include "common/buf.h"
#include "harness/agents/policy_reply.h"
#include "common/canon.h"
#include "common/kerr.h"
#include "harness/problem/synth_group.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tunable fields, in the tuner's order (its tunable_fields: XBLOCK,
 * YBLOCK, ZBLOCK, R0_BLOCK, R1_BLOCK, BLOCK_M, BLOCK_N, BLOCK_K, num_warps,
 * then num_stages for a matmul only: one with a BLOCK_K, or, beyond the
 * tuner, one whose source calls tl.dot).  Each is tried up, then down (its
 * get_neighbour_values at radius 1: doubled then halved, num_stages +1 then
 * -1).  A field the launch lacks is skipped, as the tuner skips a config
 * without it (a persistent reduction has no R0_BLOCK: it is not tuned).
 *
 * Bounds (value_too_large / value_too_small):
 * - an Inductor block at most TRITON_MAX_BLOCK of its prefix (X 4096,
 *   Y 1024, Z 1024, R0_ 4096 * 16, R1_ 2048 * 16) and at most its size hint,
 *   the next power of two of its numel where the source fixes the numel
 *   (Inductor writes `xnumel = 4096` into a static-shape kernel);
 * - num_warps at most 32 (1024 threads per block over a warp of 32);
 * - every value at least 1;
 * - BLOCK_M/N/K at least 16, tl.dot's smallest block (the tuner's rule for
 *   native matmul blocks); the tuner puts no upper bound on them, nor on
 *   num_stages, and neither does this policy.
 * Beyond the tuner: a neighbour whose block would pass Triton's 2^20
 * elements per tensor is not proposed (Triton refuses to compile it, which
 * the tuner meets as a failed benchmark), and the blocks of a launch whose
 * grid does not follow them (no grid type, FORMAT.md: the recorded grid is
 * kept) are not coordinates, except a synthesized kernel's XBLOCK, whose
 * grid the executor rescales.  Not followed: waves_per_eu (AMD only),
 * NUM_STAGES and the RSPLIT_SIZE rule of mix-order reductions (no problem
 * of the suite has one), check_all_directions (off by default in
 * Inductor), the 0.1% improvement threshold (kopt's rank timing and beam
 * decide what is kept). */
struct field {
	const char *key;
	const char *up, *down;	/* directions, named as the scripted policy's */
	const char *numel;	/* the numel that bounds a block, or NULL */
	long max;		/* 0: no upper bound */
	long min;
	int stages;		/* +-1 instead of *2 and /2; matmul only */
	int block;		/* an Inductor block (counts toward 2^20) */
	int tile;		/* a GEMM tile side */
};

static const struct field FIELDS[] = {
	{ "XBLOCK", "increase_xblock", "decrease_xblock", "xnumel", 4096, 1, 0, 1, 0 },
	{ "YBLOCK", "increase_yblock", "decrease_yblock", "ynumel", 1024, 1, 0, 1, 0 },
	{ "ZBLOCK", "increase_zblock", "decrease_zblock", "znumel", 1024, 1, 0, 1, 0 },
	{ "R0_BLOCK", "increase_rblock", "decrease_rblock", "r0_numel", 4096 * 16, 1, 0, 1, 0 },
	{ "R1_BLOCK", "increase_r1block", "decrease_r1block", "r1_numel", 2048 * 16, 1, 0, 1,
	  0 },
	{ "BLOCK_M", "increase_block_m", "decrease_block_m", NULL, 0, 16, 0, 0, 1 },
	{ "BLOCK_N", "increase_block_n", "decrease_block_n", NULL, 0, 16, 0, 0, 1 },
	{ "BLOCK_K", "increase_block_k", "decrease_block_k", NULL, 0, 16, 0, 0, 1 },
	{ "num_warps", "more_warps", "fewer_warps", NULL, 32, 1, 0, 0, 0 },
	{ "num_stages", "more_stages", "fewer_stages", NULL, 0, 1, 1, 0, 0 },
};
#define NFIELDS (sizeof FIELDS / sizeof FIELDS[0])
enum { F_BLOCK_M = 5, F_BLOCK_N, F_BLOCK_K };	/* their places in FIELDS */
#define MAX_TENSOR_NUMEL (1L << 20)	/* Triton's TRITON_MAX_TENSOR_NUMEL */

/* The field a direction moves (its index), *down set; -1 if none. */
static int field_of(const char *dir, int *down)
{
	for (size_t i = 0; dir && i < NFIELDS; i++)
		if (!strcmp(dir, FIELDS[i].up) || !strcmp(dir, FIELDS[i].down)) {
			*down = !strcmp(dir, FIELDS[i].down);
			return (int)i;
		}
	return -1;
}

/* The launch's number for field f (an older kernel's RBLOCK standing for
 * R0_BLOCK), or NULL. */
static cJSON *value_of(const cJSON *launch, const struct field *f)
{
	if (f->stages || !strcmp(f->key, "num_warps"))
		return cJSON_GetObjectItemCaseSensitive(launch, f->key);
	cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	cJSON *v = cJSON_GetObjectItemCaseSensitive(cx, f->key);
	if (!v && !strcmp(f->key, "R0_BLOCK"))
		v = cJSON_GetObjectItemCaseSensitive(cx, "RBLOCK");
	return cJSON_IsNumber(v) ? v : NULL;
}

/* The value `name = N` of a line of the source, or 0. */
static long source_int(const char *src, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = src; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (strncmp(p, name, n) || strncmp(p + n, " = ", 3))
			continue;
		char *end;
		long v = strtol(p + n + 3, &end, 10);
		if (end > p + n + 3 && (*end == '\n' || *end == '\0') && v > 0)
			return v;
	}
	return 0;
}

/* Field f's largest value: its bound, capped by the size hint. */
static long max_of(const struct field *f, const char *src)
{
	long numel = f->numel ? source_int(src, f->numel) : 0;
	if (!numel && f->numel && !strcmp(f->numel, "r0_numel"))
		numel = source_int(src, "rnumel");
	long hint = 1;
	while (numel && hint < numel)
		hint *= 2;
	if (!numel)
		return f->max;
	return f->max && f->max < hint ? f->max : hint;
}

/* 1 if the launch's blocks with field fi set to v stay within 2^20
 * elements: the Inductor blocks' product, and each GEMM operand tile. */
static int fits(const cJSON *launch, size_t fi, long v)
{
	long val[NFIELDS], prod = 1;
	for (size_t i = 0; i < NFIELDS; i++) {
		const cJSON *x = value_of(launch, &FIELDS[i]);
		val[i] = i == fi ? v : x ? (long)x->valuedouble : 1;
		if (FIELDS[i].block) {
			if (val[i] > MAX_TENSOR_NUMEL / prod)
				return 0;
			prod *= val[i];
		}
	}
	long m = val[F_BLOCK_M], n = val[F_BLOCK_N], k = val[F_BLOCK_K];
	return m * n <= MAX_TENSOR_NUMEL && m * k <= MAX_TENSOR_NUMEL &&
	       k * n <= MAX_TENSOR_NUMEL;
}

/* 1 if the history's last moves, after its last move of no field of ours,
 * sum to the single step (fi, -dir): the neighbour is a configuration the
 * chain has been at. */
static int visited(const cJSON *history, size_t fi, int dir)
{
	int sum[NFIELDS] = { 0 };
	int n = cJSON_GetArraySize(history);
	for (int i = n - 1; i >= 0; i--) {
		const cJSON *d = cJSON_GetArrayItem(history, i);
		int down, f = field_of(cJSON_IsString(d) ? d->valuestring : NULL, &down);
		if (f < 0)
			return 0;	/* a rewrite: what came before is another kernel */
		sum[f] += down ? -1 : 1;
		int single = 1;
		for (size_t j = 0; j < NFIELDS; j++)
			single &= j == fi ? sum[j] == -dir : sum[j] == 0;
		if (single)
			return 1;
	}
	return 0;
}

/* 1 if the source calls tl.dot (or tl.dot_scaled) outside a comment. */
static int calls_dot(const char *src)
{
	static const char *const calls[] = { "tl.dot(", "tl.dot_scaled(" };
	for (const char *line = src; line && *line;) {
		const char *end = strchr(line, '\n');
		size_t n = end ? (size_t)(end - line) : strlen(line);
		const char *hash = memchr(line, '#', n);
		const char *stop = hash ? hash : line + n;
		for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
			size_t k = strlen(calls[i]);
			for (const char *p = line; p + k <= stop; p++)
				if (!strncmp(p, calls[i], k) &&
				    (p == line || !(isalnum((unsigned char)p[-1]) ||
						    p[-1] == '_' || p[-1] == '.')))
					return 1;
		}
		line = end ? end + 1 : NULL;
	}
	return 0;
}

/* 1 if the kernel is a matmul, whose num_stages is a coordinate: one with a
 * BLOCK_K (an Inductor template's, kopt's GEMM form's) or, beyond the tuner,
 * one whose source calls tl.dot (a tutorial's or a Helion kernel's GEMM,
 * whose tile has other names; coordesc/2). */
static int is_matmul(const cJSON *launch, const char *src)
{
	return value_of(launch, &FIELDS[F_BLOCK_K]) != NULL || (src && calls_dot(src));
}

/* 1 if field f is a coordinate of this kernel (see FIELDS); is_mm its
 * is_matmul. */
static int tunable(const struct field *f, const cJSON *launch, const char *entry, int is_mm)
{
	if (f->stages)
		return is_mm;
	if (!f->block && !f->tile)
		return 1;
	if (cJSON_GetObjectItemCaseSensitive(launch, "grid_type"))
		return 1;
	return entry && !strcmp(entry, SYNTH_ENTRY) && !strcmp(f->key, "XBLOCK");
}

/* The neighbours of parent content {entry, source, launch}. */
static size_t neighbours_of(const cJSON *launch, const char *src, const char *entry,
			    const cJSON *history, const cJSON *forbidden,
			    struct coordesc_step *out)
{
	size_t n = 0;
	int is_mm = is_matmul(launch, src);
	for (size_t i = 0; i < NFIELDS; i++) {
		const struct field *f = &FIELDS[i];
		const cJSON *v = value_of(launch, f);
		if (!v || !tunable(f, launch, entry, is_mm))
			continue;
		long cur = (long)v->valuedouble, hi = max_of(f, src);
		for (int down = 0; down <= 1; down++) {
			long nv = f->stages ? cur + (down ? -1 : 1) : down ? cur / 2 : cur * 2;
			const char *dir = down ? f->down : f->up;
			if (nv < f->min || (hi && nv > hi) || !fits(launch, i, nv) ||
			    visited(history, i, down ? -1 : 1) || policy_in_list(forbidden, dir))
				continue;
			out[n].direction = dir;
			out[n].key = f->key;
			out[n++].value = nv;
		}
	}
	return n;
}

size_t coordesc_neighbours(const cJSON *parent, const cJSON *history, const cJSON *forbidden,
			   struct coordesc_step *out)
{
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(parent, "source");
	const cJSON *entry = cJSON_GetObjectItemCaseSensitive(parent, "entry");
	return neighbours_of(cJSON_GetObjectItemCaseSensitive(parent, "launch"),
			     cJSON_IsString(src) ? src->valuestring : NULL,
			     cJSON_IsString(entry) ? entry->valuestring : NULL, history,
			     forbidden, out);
}

size_t coordesc_pick(const struct coordesc_step *nb, size_t n, const cJSON *history,
		     int slot, int iteration)
{
	/* depth: the chain's moves of ours since its start kernel (k0, or a
	 * synthesized kernel, whose history ends in a move of no field). */
	int nh = cJSON_GetArraySize(history), depth = 0, down = 0, lf = -1;
	for (int i = nh - 1; i >= 0; i--, depth++) {
		const cJSON *d = cJSON_GetArrayItem(history, i);
		int dn, f = field_of(cJSON_IsString(d) ? d->valuestring : NULL, &dn);
		if (f < 0)
			break;
		if (i == nh - 1) {
			lf = f;
			down = dn;
		}
	}
	/* The sweep goes on after the last move: the first neighbour past its
	 * place in the fixed order, wrapping round. */
	size_t start = 0;
	if (lf >= 0) {
		int lpos = 2 * lf + down;
		for (start = 0; start < n; start++) {
			int d, f = field_of(nb[start].direction, &d);
			if (2 * f + d > lpos)
				break;
		}
		if (start == n)
			start = 0;
	}
	/* The plans one parent gets in one iteration have consecutive slots,
	 * so they take consecutive neighbours; a parent created in iteration
	 * depth and expanded later (its iteration's candidates all failed, the
	 * beam carried forward) moves one further per iteration it waited. */
	long shift = (long)iteration - 1 - depth;
	size_t extra = (size_t)(slot > 0 ? slot : 0) + (size_t)(shift > 0 ? shift : 0);
	/* A start kernel (depth 0) is the parent of every slot of its
	 * fan-out, counted from slot 0: past its last neighbour there is
	 * nothing untried, where wrapping round would repeat a sibling. */
	if (depth == 0 && extra >= n)
		return n;
	return (start + extra) % n;
}

/* This policy's reply, naming it. */
static char *reply_as(const char *content)
{
	return policy_reply(content, COORDESC_VERSION);
}

/* The descent policy's. */
static char *reply_descent(const char *content)
{
	return policy_reply(content, DESCENT_VERSION);
}

/* A planner's answer: plan p (deleted here) in a json block, naming the
 * policy version. */
static char *plan_answer(cJSON *p, const char *version)
{
	char *text = policy_json_block("Next coordinate of the descent:\n", p);
	char *out = policy_reply(text, version);
	free(text);
	return out;
}

/* An executor's answer to a retry: the tuner counts a configuration that
 * fails as no improvement and moves on; so do these policies, rather than
 * change the move. */
static const char RETRY_DECLINED[] = "This configuration failed; coordinate descent counts "
				     "it as no improvement and tries no other in its place.";

/* Field fi of launch nl (a copy of the parent content's launch) set to nv.
 * A synthesized kernel names its grid (no grid type): it keeps covering the
 * same elements when XBLOCK changes. */
static void set_value(cJSON *nl, const cJSON *content, size_t fi, long nv)
{
	const struct field *f = &FIELDS[fi];
	cJSON *v = value_of(nl, f);
	if (!v)
		return;
	long was = (long)v->valuedouble;
	cJSON_SetNumberValue(v, (double)nv);
	cJSON *grid = cJSON_GetObjectItemCaseSensitive(nl, "grid");
	const cJSON *entry = cJSON_GetObjectItemCaseSensitive(content, "entry");
	if (nv > 0 && was > 0 && !strcmp(f->key, "XBLOCK") && cJSON_IsString(entry) &&
	    !strcmp(entry->valuestring, SYNTH_ENTRY) &&
	    !cJSON_GetObjectItemCaseSensitive(nl, "grid_type") && cJSON_IsArray(grid) &&
	    cJSON_IsNumber(grid->child)) {
		double x = grid->child->valuedouble * (double)was;
		cJSON_SetNumberValue(grid->child, (double)(long long)((x + nv - 1) / nv));
	}
}

static int plan(const cJSON *req, const struct kopt_blob_access *blobs,
		struct kopt_answer *ans)
{
	const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(req, "context");
	const cJSON *history = cJSON_GetObjectItemCaseSensitive(ctx, "history");
	const cJSON *tier = cJSON_GetObjectItemCaseSensitive(ctx, "tier");
	const cJSON *slot = cJSON_GetObjectItemCaseSensitive(req, "slot");
	const cJSON *iter = cJSON_GetObjectItemCaseSensitive(req, "iteration");
	/* The parent's source gives the size hints; without it the launch of
	 * the context alone decides. */
	cJSON *content = policy_parent(req, blobs);
	if (!content)
		content = cJSON_CreateObject();
	cJSON_DeleteItemFromObjectCaseSensitive(content, "launch");
	cJSON_AddItemToObject(content, "launch", cJSON_Duplicate(
		cJSON_GetObjectItemCaseSensitive(ctx, "launch"), 1));
	struct coordesc_step nb[COORDESC_MAX_STEPS];
	size_t n = coordesc_neighbours(content, history,
				       cJSON_GetObjectItemCaseSensitive(ctx, "forbidden"), nb);
	cJSON_Delete(content);
	size_t pick = n ? coordesc_pick(nb, n, history,
					cJSON_IsNumber(slot) ? slot->valueint : 0,
					cJSON_IsNumber(iter) ? iter->valueint : 1) : 0;
	if (pick >= n) {
		ans->reply = reply_as(n ? "Every neighbour of this launch configuration is "
					    "taken by an earlier plan; coordinate descent has "
					    "no other move to offer."
					  : "Every neighbour of this launch configuration is "
					    "out of bounds or already visited; coordinate "
					    "descent has no move to offer.");
		return 0;
	}
	const struct coordesc_step *s = &nb[pick];
	cJSON *p = cJSON_CreateObject();
	cJSON_AddStringToObject(p, "direction", s->direction);
	char text[160];
	snprintf(text, sizeof text, "coordinate descent: set %s to %ld", s->key, s->value);
	cJSON_AddStringToObject(p, "title", text);
	cJSON_AddStringToObject(p, "bottleneck", cJSON_IsString(tier) ? tier->valuestring
								    : "unknown");
	snprintf(text, sizeof text, "%s -> %ld", s->key, s->value);
	policy_plan_step(p, "launch", text,
			 "keep the source; change only the launch configuration");
	ans->reply = plan_answer(p, COORDESC_VERSION);
	return 0;
}

static int execute(const cJSON *req, const struct kopt_blob_access *blobs,
		   struct kopt_answer *ans)
{
	const cJSON *planj = cJSON_GetObjectItemCaseSensitive(req, "plan");
	const cJSON *attempt = cJSON_GetObjectItemCaseSensitive(req, "attempt");
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(planj, "direction");
	int down, fi = field_of(cJSON_IsString(dir) ? dir->valuestring : NULL, &down);
	if (cJSON_IsNumber(attempt) && attempt->valueint > 1) {
		ans->reply = reply_as(RETRY_DECLINED);
		return 0;
	}
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	const cJSON *v = fi >= 0 ? value_of(launch, &FIELDS[fi]) : NULL;
	if (!cJSON_IsString(src) || !v) {
		ans->reply = reply_as(fi < 0 ? "I do not know how to carry out this plan."
					       : "I cannot read the parent kernel's launch.");
		cJSON_Delete(content);
		return 0;
	}
	const struct field *f = &FIELDS[fi];
	long was = (long)v->valuedouble;
	long nv = f->stages ? was + (down ? -1 : 1) : down ? was / 2 : was * 2;
	cJSON *nl = cJSON_Duplicate(launch, 1);
	set_value(nl, content, fi, nv);
	char lead[256];
	snprintf(lead, sizeof lead, "Setting %s to %ld.", f->key, nv);
	char *text = policy_executor_text(lead, src->valuestring, nl);
	ans->reply = reply_as(text);
	free(text);
	cJSON_Delete(content);
	return 0;
}

/* ---- descent: coordinate descent from the best configuration so far ---- */

/* 1 if launches a and b have the same coordinates (every field of FIELDS
 * present in either with the same value). */
static int same_point(const cJSON *a, const cJSON *b)
{
	for (size_t i = 0; i < NFIELDS; i++) {
		const cJSON *x = value_of(a, &FIELDS[i]), *y = value_of(b, &FIELDS[i]);
		if (!x != !y || (x && (long)x->valuedouble != (long)y->valuedouble))
			return 0;
	}
	return 1;
}

const cJSON *descent_best(const cJSON *tried)
{
	const cJSON *best = NULL;
	double best_ms = 0;
	for (const cJSON *e = cJSON_IsArray(tried) ? tried->child : NULL; e; e = e->next) {
		double ms;
		if (!cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(e, "launch")) ||
		    canon_get_number(cJSON_GetObjectItemCaseSensitive(e, "ms"), &ms) ||
		    !(ms > 0))
			continue;
		if (!best || ms < best_ms) {
			best = e;
			best_ms = ms;
		}
	}
	return best;
}

size_t descent_untried(const cJSON *best, const cJSON *tried, const cJSON *forbidden,
		       struct coordesc_step *out)
{
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(best, "launch");
	struct coordesc_step all[COORDESC_MAX_STEPS];
	size_t n = coordesc_neighbours(best, NULL, forbidden, all), k = 0;
	for (size_t i = 0; i < n; i++) {
		int down, fi = field_of(all[i].direction, &down);
		cJSON *nl = cJSON_Duplicate(launch, 1);
		cJSON_SetNumberValue(value_of(nl, &FIELDS[fi]), (double)all[i].value);
		int seen = 0;
		for (const cJSON *e = cJSON_IsArray(tried) ? tried->child : NULL; e && !seen;
		     e = e->next)
			seen = same_point(nl, cJSON_GetObjectItemCaseSensitive(e, "launch"));
		cJSON_Delete(nl);
		if (!seen)
			out[k++] = all[i];
	}
	return k;
}

static int plan_descent(const cJSON *req, const struct kopt_blob_access *blobs,
			struct kopt_answer *ans)
{
	const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(req, "context");
	const cJSON *tried = cJSON_GetObjectItemCaseSensitive(ctx, "tried");
	const cJSON *tier = cJSON_GetObjectItemCaseSensitive(ctx, "tier");
	const cJSON *slot = cJSON_GetObjectItemCaseSensitive(req, "slot");
	const cJSON *best = descent_best(tried);
	/* The parent's source gives the size hints; the best's launch (the
	 * parent's without a tried list) is the point the descent moves from. */
	cJSON *content = policy_parent(req, blobs);
	if (!content)
		content = cJSON_CreateObject();
	cJSON_DeleteItemFromObjectCaseSensitive(content, "launch");
	const cJSON *from = best ? cJSON_GetObjectItemCaseSensitive(best, "launch")
				 : cJSON_GetObjectItemCaseSensitive(ctx, "launch");
	cJSON_AddItemToObject(content, "launch", cJSON_Duplicate(from, 1));
	struct coordesc_step nb[COORDESC_MAX_STEPS];
	size_t n = descent_untried(content, tried,
				   cJSON_GetObjectItemCaseSensitive(ctx, "forbidden"), nb);
	size_t pick = cJSON_IsNumber(slot) && slot->valueint >= 0 ? (size_t)slot->valueint : 0;
	if (pick >= n) {
		cJSON_Delete(content);
		ans->reply = reply_descent(n ? "The best configuration's other untried "
						"neighbours are taken by this iteration's "
						"earlier plans."
					      : "Every neighbour of the best configuration so "
						"far has been tried: coordinate descent has "
						"converged.");
		return 0;
	}
	const struct coordesc_step *st = &nb[pick];
	int down, fi = field_of(st->direction, &down);
	cJSON *target = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(content, "launch"), 1);
	cJSON_SetNumberValue(value_of(target, &FIELDS[fi]), (double)st->value);
	cJSON *p = cJSON_CreateObject();
	cJSON_AddStringToObject(p, "direction", st->direction);
	char text[200];
	snprintf(text, sizeof text, "coordinate descent from the best configuration so far: "
		 "set %s to %ld", st->key, st->value);
	cJSON_AddStringToObject(p, "title", text);
	cJSON_AddStringToObject(p, "bottleneck", cJSON_IsString(tier) ? tier->valuestring
								    : "unknown");
	/* Every coordinate of the configuration to run. */
	cJSON *abs = cJSON_AddObjectToObject(p, "launch");
	for (size_t i = 0; i < NFIELDS; i++) {
		const cJSON *v = value_of(target, &FIELDS[i]);
		if (v)
			cJSON_AddNumberToObject(abs, FIELDS[i].key, v->valuedouble);
	}
	snprintf(text, sizeof text, "%s -> %ld, the other coordinates the best's", st->key,
		 st->value);
	policy_plan_step(p, "launch", text,
			 "keep the source; set the launch configuration to the plan's");
	cJSON_Delete(target);
	cJSON_Delete(content);
	ans->reply = plan_answer(p, DESCENT_VERSION);
	return 0;
}

/* The plan's launch set on the parent's; a coordinate the parent lacks is
 * not added. */
static int execute_descent(const cJSON *req, const struct kopt_blob_access *blobs,
			   struct kopt_answer *ans)
{
	const cJSON *planj = cJSON_GetObjectItemCaseSensitive(req, "plan");
	const cJSON *attempt = cJSON_GetObjectItemCaseSensitive(req, "attempt");
	const cJSON *want = cJSON_GetObjectItemCaseSensitive(planj, "launch");
	if (cJSON_IsNumber(attempt) && attempt->valueint > 1) {
		ans->reply = reply_descent(RETRY_DECLINED);
		return 0;
	}
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(content, "launch");
	if (!cJSON_IsObject(want) || !cJSON_IsString(src) || !cJSON_IsObject(launch)) {
		ans->reply = reply_descent(!cJSON_IsObject(want)
					   ? "The plan names no launch configuration to set."
					   : "I cannot read the parent kernel's launch.");
		cJSON_Delete(content);
		return 0;
	}
	cJSON *nl = cJSON_Duplicate(launch, 1);
	for (size_t i = 0; i < NFIELDS; i++) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(want, FIELDS[i].key);
		if (cJSON_IsNumber(v) && v->valuedouble >= 1)
			set_value(nl, content, i, (long)v->valuedouble);
	}
	char *text = policy_executor_text("Setting the launch configuration to the plan's.",
					  src->valuestring, nl);
	ans->reply = reply_descent(text);
	free(text);
	cJSON_Delete(content);
	return 0;
}

/* ---- the two backends: one dispatcher, each with its planner, executor,
 * name and version ---- */

struct kind {
	const char *name, *version;
	int (*plan)(const cJSON *req, const struct kopt_blob_access *blobs,
		    struct kopt_answer *ans);
	int (*execute)(const cJSON *req, const struct kopt_blob_access *blobs,
		       struct kopt_answer *ans);
};

static struct kind COORDESC = { COORDESC_NAME, COORDESC_VERSION, plan, execute };
static struct kind DESCENT = { DESCENT_NAME, DESCENT_VERSION, plan_descent, execute_descent };

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	const struct kind *k = ctx;
	if (policy_llm_only(kind, k->name, ans))
		return 0;
	cJSON *req = cJSON_Parse(request);
	const cJSON *role = cJSON_GetObjectItemCaseSensitive(req, "role");
	const char *r = cJSON_IsString(role) ? role->valuestring : "";
	int rc = 0;
	if (!strcmp(r, "planner")) {
		rc = k->plan(req, blobs, ans);
	} else if (!strcmp(r, "executor")) {
		rc = k->execute(req, blobs, ans);
	} else if (!strcmp(r, "summarizer")) {
		rc = policy_answer_summary(req, k->version, ans);
	} else if (!strcmp(r, "synthesizer")) {
		rc = policy_answer_synthesis(req, blobs, k->version, ans);
	} else {
		char text[160];
		snprintf(text, sizeof text, "The %s policy plays planner, executor, summarizer "
			 "and synthesizer only.", k->name);
		ans->reply = policy_reply(text, k->version);
	}
	cJSON_Delete(req);
	return rc;
}

static char *describe(void *ctx)
{
	const struct kind *k = ctx;
	char text[96];
	snprintf(text, sizeof text, "{\"policy\":\"%s\"}", k->version);
	return xstrdup(text);
}

static void backend_of(struct kopt_backend *out, struct kind *k)
{
	memset(out, 0, sizeof *out);
	out->abi = KOPT_BACKEND_ABI;
	out->name = k->name;
	out->version = k->version;
	out->kinds = "llm";
	out->ctx = k;
	out->describe = describe;
	out->answer = answer;
}

void coordesc_backend(struct kopt_backend *out)
{
	backend_of(out, &COORDESC);
}

void descent_backend(struct kopt_backend *out)
{
	backend_of(out, &DESCENT);
}
