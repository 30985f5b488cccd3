/* search: Algorithm 1 (PAPER_NOTES.md section 4) and the re-stitch with
 * gates 3-4 (section 5), over the observation seam.  See search.h. */
#include "harness/search/search.h"
#include "harness/search/beam.h"
#include "harness/search/guidelines.h"
#include "harness/search/analyst.h"
#include "harness/agents/answer.h"
#include "harness/problem/extern_form.h"
#include "harness/search/memory.h"
#include "harness/agents/prompts.h"
#include "common/rng.h"
#include "common/strmap.h"
#include "harness/problem/synth_group.h"
#include "gates/gates.h"
#include "gates/outcome.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Profile metrics asked for (DESIGN.md section 4); the first two are the
 * analyst's compute and memory SOL. */
static const char *METRICS[] = {
	"sm__throughput.avg.pct_of_peak_sustained_elapsed",
	"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
	"dram__throughput.avg.pct_of_peak_sustained_elapsed",
	"sm__warps_active.avg.pct_of_peak_sustained_active",
	"gpu__time_duration.sum",
};
#define NMETRICS (sizeof METRICS / sizeof METRICS[0])

struct cand {
	char id[SHA_HEX_LEN + 1], parent[SHA_HEX_LEN + 1];
	char chain[8];
	int iteration, slot;
	char *source;
	cJSON *launch;
	double tau;
	char tier[24];
	cJSON *metrics;
	cJSON *history;		/* directions along the chain */
	int expansions;
};

struct target {
	const struct pstep *step;
	struct cand *k0;
	struct cand **passed;	/* every candidate that passed gates 1-2, k0 first */
	size_t npassed;
	struct cand **beam;
	size_t nbeam;
	struct cand **ever;	/* union of B_t, t >= 1 */
	size_t never;
	struct strmap *seen;	/* id -> 1 passed, -1 failed */
	struct meltdown window;	/* the meltdown detector's (beam.h) */
	int attempts, total_expansions;
	cJSON *memory;		/* experience items, FIFO (memory.h) */
	/* A kernel group (--synthesize): its form, with the contract gate 1
	 * checks candidates against (the form's def line), and the synthesized
	 * kernel the search starts from (the synthesis baseline); NULL
	 * otherwise, when the search starts from k0 and checks against its
	 * source. */
	const struct synth_group *group;
	struct cand *start;
	int synthesizing;	/* measure() under the synthesis check */
};

struct run_state {
	struct search_ctx *s;
	const struct problem *p;
	int gate3_failed, gate4_failed;
	struct strmap *verified;	/* substitution set -> 1 passed, -1 failed */
	cJSON *groups;		/* kernel groups searched: name -> its steps (--synthesize) */
	cJSON *gate_log;	/* kopt try: every verdict recorded, or NULL */
};

static void cand_free(struct cand *c)
{
	if (!c)
		return;
	free(c->source);
	cJSON_Delete(c->launch);
	cJSON_Delete(c->metrics);
	cJSON_Delete(c->history);
	free(c);
}

static void target_free(struct target *t)
{
	for (size_t i = 0; i < t->npassed; i++)
		cand_free(t->passed[i]);
	free(t->passed);
	free(t->beam);
	free(t->ever);
	strmap_destroy(t->seen);
	meltdown_free(&t->window);
	cJSON_Delete(t->memory);
}

/* A model's request names its prompt template by hash; the scripted policy
 * reads no prompt, so its requests carry none. */
static void add_template(const struct kopt_config *cfg, cJSON *req, const char *role)
{
	if (!strcmp(cfg->policy.llm, "scripted"))
		return;
	char *text, sha[SHA_HEX_LEN + 1];
	if (prompt_template(role, &text, sha, NULL) == 0) {
		cJSON_AddStringToObject(req, "template", sha);
		free(text);
	} else {
		cJSON_AddNullToObject(req, "template");
	}
}

static cJSON *req_base(const struct problem *p, const char *step)
{
	cJSON *r = cJSON_CreateObject();
	cJSON_AddNumberToObject(r, "v", 1);
	cJSON_AddStringToObject(r, "problem", p->sha);
	if (step)
		cJSON_AddStringToObject(r, "step", step);
	return r;
}

/* A request about target t: a group's names its steps, which the backends
 * run as the group's baseline and replace by a candidate. */
static cJSON *target_req(struct run_state *rs, const struct target *t)
{
	cJSON *r = req_base(rs->p, t->step->name);
	if (t->group)
		cJSON_AddItemToObject(r, "steps",
				      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(
							      t->group->json, "steps"), 1));
	return r;
}

/* A model-scope request whose substitutions name kernel groups carries
 * their steps ("groups"). */
static void add_groups(const struct run_state *rs, cJSON *req, const cJSON *subs)
{
	cJSON *g = NULL;
	for (const cJSON *e = subs ? subs->child : NULL; e && rs->groups; e = e->next) {
		const cJSON *steps = cJSON_GetObjectItemCaseSensitive(rs->groups, e->string);
		if (!steps)
			continue;
		if (!g)
			g = cJSON_AddObjectToObject(req, "groups");
		cJSON_AddItemToObject(g, e->string, cJSON_Duplicate(steps, 1));
	}
}

static void set_step(struct run_state *rs, const char *fmt, const char *a, int n)
{
	char label[512];
	char tail[128];
	snprintf(tail, sizeof tail, fmt, a, n);
	snprintf(label, sizeof label, "%s/%s", rs->p->id, tail);
	obs_set_step(rs->s->obs, label);
}

static int record_gate(struct run_state *rs, const char *subject, const char *gate,
		       const struct verdict *v, struct kerr *err)
{
	cJSON *d = cJSON_Duplicate(v->detail, 1);
	if (!d)
		d = cJSON_CreateObject();
	cJSON_AddStringToObject(d, "step", obs_step(rs->s->obs));
	char *text = canon_string(d, err);
	cJSON_Delete(d);
	if (!text)
		return -1;
	int rc = store_gate_result_add(rs->s->out, rs->s->run, rs->p->id, subject, gate,
				       rs->s->gates_sha, v->passed, text, err);
	free(text);
	if (rs->gate_log) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "gate", gate);
		cJSON_AddBoolToObject(e, "passed", v->passed);
		cJSON_AddStringToObject(e, "reason", v->reason);
		cJSON_AddItemToObject(e, "detail", v->detail ? cJSON_Duplicate(v->detail, 1)
							     : cJSON_CreateObject());
		cJSON_AddItemToArray(rs->gate_log, e);
	}
	return rc;
}

static int put_content(struct run_state *rs, const struct pstep *st, const char *source,
		       const cJSON *launch, char id[SHA_HEX_LEN + 1], struct kerr *err)
{
	cJSON *c = kernel_content(st->lang, st->entry, source, launch);
	char *text = canon_string(c, err);
	cJSON_Delete(c);
	if (!text)
		return -1;
	int rc = obs_put_blob(rs->s->obs, text, strlen(text), id, err);
	free(text);
	return rc;
}

static double num_or(const cJSON *o, const char *key, double def)
{
	double d;
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return v && canon_get_number(v, &d) == 0 ? d : def;
}

/* Compile, check (candidates only), time and profile c.  Returns 1 if it
 * passed gates 1-2 and was timed, 0 if it failed (why filled), < 0 fatal. */
static int measure(struct run_state *rs, struct target *t, struct cand *c,
		   int is_baseline, char *why, size_t whylen, struct kerr *err)
{
	struct search_ctx *s = rs->s;
	const struct pstep *st = t->step;
	struct verdict v = { 0 };
	struct obs_reply r = { 0 };
	cJSON *req = NULL;
	int rc = 0;
#define FAIL_WITH(gate)                                                       \
	do {                                                                  \
		snprintf(why, whylen, "%s: %s", gate, v.reason);              \
		if (record_gate(rs, c->id, gate, &v, err)) {                  \
			rc = -1;                                              \
			goto out;                                             \
		}                                                             \
		rc = 0;                                                       \
		goto out;                                                     \
	} while (0)
#define ASK(kind, site)                                                       \
	do {                                                                  \
		obs_reply_clear(&r);                                          \
		if ((rc = obs_ask(s->obs, kind, site, req, &r, err)))         \
			goto out;                                             \
		cJSON_Delete(req);                                            \
		req = NULL;                                                   \
	} while (0)

	if (!is_baseline) {
		gate1_static(c->id, c->parent, st->lang, st->entry, c->source, st->entry,
			     t->group ? t->group->contract : t->k0->source, &v);
		if (!v.passed)
			FAIL_WITH("gate1.static");
		verdict_clear(&v);
	}
	req = target_req(rs, t);
	cJSON_AddStringToObject(req, "candidate", c->id);
	cJSON_AddStringToObject(req, "lang", st->lang);
	cJSON_AddStringToObject(req, "target", s->cfg->device.arch);
	ASK(OBS_COMPILE, is_baseline ? "baseline.compile" : "gate1.compile");
	gate1_compile(s->cfg, r.status, r.body, &v);
	if (!v.passed || is_baseline) {
		if (v.passed)
			goto timing;
		FAIL_WITH("gate1.compile");
	}
	if (record_gate(rs, c->id, "gate1.compile", &v, err)) {
		rc = -1;
		goto out;
	}
	verdict_clear(&v);

	req = target_req(rs, t);
	cJSON_AddStringToObject(req, "candidate", c->id);
	cJSON_AddStringToObject(req, "reference", t->k0->id);
	/* A synthesized kernel is run against its group run unfused at the
	 * synthesis seeds (PAPER_NOTES 2.3), any other candidate against k0 by
	 * gate 2. */
	const struct seed_list *sl = t->synthesizing ? &s->cfg->gates.synth_seeds
						     : &s->cfg->gates.gate2_seeds;
	const char *check_gate = t->synthesizing ? "synthesis" : "gate2";
	cJSON *seeds = cJSON_AddArrayToObject(req, "seeds");
	for (int i = 0; i < sl->n; i++)
		cJSON_AddItemToArray(seeds, cJSON_CreateNumber((double)sl->v[i]));
	ASK(OBS_CHECK, t->synthesizing ? "synthesis.check" : "gate2.check");
	gate1_launch(r.status, r.body, &v);
	if (!v.passed)
		FAIL_WITH("gate1.launch");
	verdict_clear(&v);
	if (t->synthesizing && s->cfg->synthesis.eager) {
		/* synthesis.reference = eager: the group's run is gate 1's guarded
		 * launch; the comparison at the synthesis tolerance is of the
		 * model's outputs with the kernel stitched in against the original
		 * model's, gate 3's check at the synthesis seeds. */
		synthesis_launch_decide(s->cfg, r.body, &v);
		if (!v.passed)
			FAIL_WITH("gate1.launch");
		verdict_clear(&v);
		req = req_base(rs->p, NULL);
		cJSON_AddStringToObject(req, "scope", "model");
		cJSON_AddStringToObject(req, "reference", "baseline");
		cJSON *subs = cJSON_AddObjectToObject(req, "substitutions");
		cJSON_AddStringToObject(subs, st->name, c->id);
		cJSON *groups = cJSON_AddObjectToObject(req, "groups");
		cJSON_AddItemToObject(groups, st->name, cJSON_Duplicate(
			cJSON_GetObjectItemCaseSensitive(t->group->json, "steps"), 1));
		seeds = cJSON_AddArrayToObject(req, "seeds");
		for (int i = 0; i < sl->n; i++)
			cJSON_AddItemToArray(seeds, cJSON_CreateNumber((double)sl->v[i]));
		ASK(OBS_CHECK, "synthesis.model");
		gate1_launch(r.status, r.body, &v);
		if (!v.passed)
			FAIL_WITH("gate1.launch");
		verdict_clear(&v);
		synthesis_decide(s->cfg, r.body, &v);
	} else if (t->synthesizing) {
		synthesis_decide(s->cfg, r.body, &v);
	} else {
		gate2_decide(s->cfg, r.body, &v);
	}
	if (!v.passed)
		FAIL_WITH(check_gate);
	if (record_gate(rs, c->id, check_gate, &v, err)) {
		rc = -1;
		goto out;
	}
timing:
	verdict_clear(&v);
	req = target_req(rs, t);
	cJSON_AddStringToObject(req, "candidate", c->id);
	cJSON_AddStringToObject(req, "scope", "subkernel");
	cJSON_AddItemToObject(req, "warmup_ms", canon_number(s->cfg->timing.warmup_ms));
	cJSON_AddItemToObject(req, "rep_ms", canon_number(s->cfg->timing.rep_ms));
	ASK(OBS_TIME, is_baseline ? "baseline.time" : "rank.time");
	size_t nsamples;
	if (strcmp(r.status, "ok") != 0 || time_reply_median(r.body, &c->tau, &nsamples)) {
		snprintf(why, whylen, "timing: %s", strcmp(r.status, "ok") ? "the timing "
			 "run failed" : "the timing reply holds no valid samples");
		rc = 0;
		goto out;
	}
	snprintf(c->tier, sizeof c->tier, "%s", tier_name(TIER_UNKNOWN));
	if (s->cfg->search.profile) {
		req = target_req(rs, t);
		cJSON_AddStringToObject(req, "candidate", c->id);
		cJSON *m = cJSON_AddArrayToObject(req, "metrics");
		for (size_t i = 0; i < NMETRICS; i++)
			cJSON_AddItemToArray(m, cJSON_CreateString(METRICS[i]));
		/* Only a non-default replay is named, so that the requests of runs
		 * recorded before the key existed stay the same. */
		if (s->cfg->search.profile_user_replay)
			cJSON_AddStringToObject(req, "replay", "user");
		ASK(OBS_PROFILE, is_baseline ? "baseline.profile" : "candidate.profile");
		const cJSON *mv = cJSON_GetObjectItemCaseSensitive(r.body, "metrics");
		if (!strcmp(r.status, "ok") && cJSON_IsObject(mv)) {
			c->metrics = cJSON_Duplicate(mv, 1);
			const cJSON *regs = cJSON_GetObjectItemCaseSensitive(r.body,
									     "registers");
			if (regs)
				cJSON_AddItemToObject(c->metrics, "registers",
						      cJSON_Duplicate(regs, 1));
			double comp = num_or(mv, METRICS[0], NAN);
			double mem = num_or(mv, METRICS[1], NAN);
			snprintf(c->tier, sizeof c->tier, "%s",
				 tier_name(analyst_tier(comp, mem,
							s->cfg->analyst.sol_threshold,
							s->cfg->analyst.equal_band)));
		}
	}
	rc = 1;
out:
	verdict_clear(&v);
	obs_reply_clear(&r);
	cJSON_Delete(req);
	return rc;
#undef FAIL_WITH
#undef ASK
}

static int cand_cmp(const void *a, const void *b)
{
	const struct cand *x = *(struct cand *const *)a, *y = *(struct cand *const *)b;
	if (x->tau != y->tau)
		return x->tau < y->tau ? -1 : 1;
	return strcmp(x->id, y->id);
}

/* The directions forbidden to one iteration's planners (PAPER_NOTES 4.6,
 * beam.h), as the planner context's array. */
static cJSON *forbidden_now(const struct target *t)
{
	const char *f[MELTDOWN_WINDOW];
	size_t nf = forbidden_of((const char *const *)t->window.dir, t->window.n,
				 MELTDOWN_MIN, MELTDOWN_UNIQUE, f);
	cJSON *a = cJSON_CreateArray();
	for (size_t i = 0; i < nf; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(f[i]));
	return a;
}

static cJSON *planner_request(struct run_state *rs, struct target *t,
			      const struct cand *parent, const char *chain, int iter,
			      int slot, int sample, const cJSON *forbidden)
{
	const struct kopt_config *cfg = rs->s->cfg;
	cJSON *req = target_req(rs, t);
	cJSON_AddStringToObject(req, "role", "planner");
	add_template(cfg, req, "planner");
	cJSON_AddStringToObject(req, "parent", parent->id);
	cJSON_AddStringToObject(req, "chain", chain);
	cJSON_AddNumberToObject(req, "iteration", iter);
	cJSON_AddNumberToObject(req, "slot", slot);
	cJSON_AddNumberToObject(req, "sample", sample);
	char seed[24];
	snprintf(seed, sizeof seed, "%016llx",
		 (unsigned long long)rng_draw(cfg->search.seed, rs->p->id, t->step->name,
					      iter, slot, "planner", (uint64_t)sample));
	cJSON_AddStringToObject(req, "seed", seed);
	cJSON *ctx = cJSON_AddObjectToObject(req, "context");
	cJSON_AddStringToObject(ctx, "tier", parent->tier);
	if (parent->metrics)
		cJSON_AddItemToObject(ctx, "metrics", cJSON_Duplicate(parent->metrics, 1));
	if (parent->metrics && cfg->search.findings > 0) {
		cJSON *f = cJSON_AddArrayToObject(ctx, "findings");
		analyst_findings(parent->metrics, cfg->analyst.sol_threshold,
				 cfg->search.findings, f);
	}
	cJSON_AddItemToObject(ctx, "launch", cJSON_Duplicate(parent->launch, 1));
	cJSON_AddItemToObject(ctx, "history", cJSON_Duplicate(parent->history, 1));
	cJSON_AddItemToObject(ctx, "forbidden", cJSON_Duplicate(forbidden, 1));
	cJSON_AddItemToObject(ctx, "parent_ms", canon_number(parent->tau));
	cJSON_AddItemToObject(ctx, "baseline_ms", canon_number(t->k0->tau));
	/* A vendor call in its Triton form (C6): the call a candidate replaces,
	 * which k0 runs. */
	const cJSON *vc = cJSON_GetObjectItemCaseSensitive(t->step->json, "vendor_call");
	if (cJSON_IsString(vc) && !strcmp(t->step->entry, EXTERN_FORM_ENTRY))
		cJSON_AddStringToObject(ctx, "vendor_call", vc->valuestring);
	if (cfg->search.memory && t->memory && t->memory->child)
		cJSON_AddItemToObject(ctx, "memory", cJSON_Duplicate(t->memory, 1));
	/* Cold-start guidelines of this sub-kernel's category (opt-in). */
	cJSON *gl = guidelines_for(rs->s->guidelines, t->step->name);
	if (gl && gl->child)
		cJSON_AddItemToObject(ctx, "guidelines", gl);
	else
		cJSON_Delete(gl);
	return req;
}

/* The summarizer (Alg. 1 line 10), once per plan: turns the attempt into an
 * experience item; the harness fixes the measured fields (direction,
 * speedup) and applies the store rule (memory.h). */
static int summarize(struct run_state *rs, struct target *t, const struct cand *parent,
		     const struct cand *child, const cJSON *plan, const char *chain,
		     int iter, int slot, struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	double s = child ? parent->tau / child->tau : NAN;
	cJSON *req = target_req(rs, t);
	cJSON_AddStringToObject(req, "role", "summarizer");
	add_template(cfg, req, "summarizer");
	cJSON_AddStringToObject(req, "parent", parent->id);
	if (child)
		cJSON_AddStringToObject(req, "candidate", child->id);
	else
		cJSON_AddNullToObject(req, "candidate");
	cJSON_AddStringToObject(req, "chain", chain);
	cJSON_AddNumberToObject(req, "iteration", iter);
	cJSON_AddNumberToObject(req, "slot", slot);
	cJSON_AddNumberToObject(req, "sample", 0);
	cJSON_AddItemToObject(req, "plan", cJSON_Duplicate(plan, 1));
	cJSON *res = cJSON_AddObjectToObject(req, "result");
	cJSON_AddBoolToObject(res, "passed", child != NULL);
	cJSON_AddItemToObject(res, "speedup", canon_number(s));
	cJSON_AddStringToObject(res, "tier_before", parent->tier);
	cJSON_AddStringToObject(res, "tier_after", child ? child->tier : "unknown");
	if (parent->metrics)
		cJSON_AddItemToObject(res, "metrics_before", cJSON_Duplicate(parent->metrics, 1));
	if (child && child->metrics)
		cJSON_AddItemToObject(res, "metrics_after", cJSON_Duplicate(child->metrics, 1));
	cJSON_AddItemToObject(req, "memory", cJSON_Duplicate(t->memory, 1));
	struct obs_reply r = { 0 };
	int rc = obs_ask(rs->s->obs, OBS_LLM, "summarizer", req, &r, err);
	cJSON_Delete(req);
	if (rc)
		return rc;
	if (!child) {
		obs_reply_clear(&r);
		return 0;	/* failed attempts are not stored ([HARNESS] default) */
	}
	cJSON *answer = NULL;
	char why[300];
	cJSON *item = NULL;
	if (!strcmp(r.status, "ok") && answer_plan_like(r.body, &answer, why, sizeof why) == 0)
		item = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(answer, "experience_item"), 1);
	if (!cJSON_IsObject(item)) {
		cJSON_Delete(item);
		item = cJSON_CreateObject();
	}
	/* A plan's direction is a string: answer_plan checked it (a synthesis
	 * plan is made in synthesize). */
	const char *dir = cJSON_GetObjectItemCaseSensitive(plan, "direction")->valuestring;
	cJSON_DeleteItemFromObjectCaseSensitive(item, "direction");
	cJSON_AddStringToObject(item, "direction", dir);
	cJSON_DeleteItemFromObjectCaseSensitive(item, "speedup");
	cJSON_AddItemToObject(item, "speedup", canon_number(s));
	cJSON_DeleteItemFromObjectCaseSensitive(item, "iteration");
	cJSON_AddNumberToObject(item, "iteration", iter);
	memory_apply(t->memory, item, cfg);
	cJSON_Delete(item);
	cJSON_Delete(answer);
	obs_reply_clear(&r);
	return 0;
}

/* An attempt that ended before the gates (no usable answer, a duplicate) as a
 * failed "answer" gate result, so the failure taxonomy counts it. */
static int record_attempt(struct run_state *rs, const struct target *t, int iter, int slot,
			  int attempt, const char *why, struct kerr *err)
{
	struct verdict v = { 0 };
	char subject[160];
	v.detail = cJSON_CreateObject();
	snprintf(v.reason, sizeof v.reason, "%.500s", why);
	cJSON_AddStringToObject(v.detail, "reason", v.reason);
	snprintf(subject, sizeof subject, "attempt:%.60s:t%d:s%d:a%d", t->step->name, iter,
		 slot, attempt);
	int rc = record_gate(rs, subject, "answer", &v, err);
	verdict_clear(&v);
	return rc;
}

/* Carry out one plan: up to K attempts of `role` (the executor; the
 * synthesizer, with its context, for a group), each through gates 1-2 (the
 * synthesis check while t->synthesizing), the failures fed back in the same
 * conversation.  Adds a passing candidate to C (ownership in t->passed). */
static int execute_plan(struct run_state *rs, struct target *t, struct cand *parent,
			const char *chain, int iter, int slot, const char *role,
			const cJSON *plan, const cJSON *context, struct cand ***C, size_t *nC,
			struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	cJSON *feedback = cJSON_CreateArray();
	int rc = 0;
	/* Checked by answer_plan, or made by synthesize. */
	const char *dir = cJSON_GetObjectItemCaseSensitive(plan, "direction")->valuestring;
	for (int a = 1; a <= cfg->search.retries; a++) {
		t->attempts++;
		cJSON *req = target_req(rs, t);
		cJSON_AddStringToObject(req, "role", role);
		add_template(cfg, req, role);
		cJSON_AddStringToObject(req, "parent", parent->id);
		cJSON_AddStringToObject(req, "chain", chain);
		cJSON_AddNumberToObject(req, "iteration", iter);
		cJSON_AddNumberToObject(req, "slot", slot);
		cJSON_AddNumberToObject(req, "attempt", a);
		cJSON_AddNumberToObject(req, "sample", 0);
		cJSON_AddItemToObject(req, "plan", cJSON_Duplicate(plan, 1));
		if (context)
			cJSON_AddItemToObject(req, "context", cJSON_Duplicate(context, 1));
		cJSON_AddItemToObject(req, "feedback", cJSON_Duplicate(feedback, 1));
		struct obs_reply r = { 0 };
		rc = obs_ask(rs->s->obs, OBS_LLM, role, req, &r, err);
		cJSON_Delete(req);
		if (rc)
			break;
		char why[600] = "";
		char *source = NULL;
		cJSON *launch = NULL;
		struct cand *c = NULL;
		if (strcmp(r.status, "ok") != 0) {
			const cJSON *e = cJSON_GetObjectItemCaseSensitive(r.body, "error");
			snprintf(why, sizeof why, "%s: no answer (%s)", role,
				 cJSON_IsString(e) ? e->valuestring : r.status);
		} else if (answer_kernel(r.body, t->step->lang, parent->launch, &source,
					 &launch, why, sizeof why)) {
			char tmp[600];
			snprintf(tmp, sizeof tmp, "%s answer: %.550s", role, why);
			snprintf(why, sizeof why, "%s", tmp);
		}
		obs_reply_clear(&r);
		/* A failed answer is a recorded failed attempt, with its reason. */
		if (!source && (rc = record_attempt(rs, t, iter, slot, a, why, err)))
			break;
		if (source) {
			c = xcalloc(1, sizeof *c);
			c->source = source;
			c->launch = launch;
			snprintf(c->parent, sizeof c->parent, "%s", parent->id);
			snprintf(c->chain, sizeof c->chain, "%s", chain);
			c->iteration = iter;
			c->slot = slot;
			c->history = cJSON_Duplicate(parent->history, 1);
			cJSON_AddItemToArray(c->history, cJSON_CreateString(dir));
			if (put_content(rs, t->step, source, launch, c->id, err)) {
				cand_free(c);
				rc = -1;
				break;
			}
			char *plan_text = canon_string(plan, NULL);
			rc = store_candidate_add(rs->s->out, rs->s->run, rs->p->id, c->id,
						 parent->id, t->step->name, iter, slot, chain,
						 plan_text, c->id, err);
			free(plan_text);
			if (rc) {
				cand_free(c);
				break;
			}
			int64_t seen = strmap_get(t->seen, c->id, 0);
			if (seen && strcmp(c->id, parent->id) != 0) {
				snprintf(why, sizeof why, "duplicate of a candidate already "
					 "evaluated (%.12s)", c->id);
				if ((rc = record_attempt(rs, t, iter, slot, a, why, err))) {
					cand_free(c);
					break;
				}
			} else {
				rc = measure(rs, t, c, 0, why, sizeof why, err);
				if (rc < 0) {
					cand_free(c);
					break;
				}
				if (strcmp(c->id, parent->id) != 0)
					*strmap_slot(t->seen, c->id) = rc == 1 ? 1 : -1;
				if (rc == 1) {
					t->passed = xrealloc(t->passed, (t->npassed + 1) *
							     sizeof *t->passed);
					t->passed[t->npassed++] = c;
					*C = xrealloc(*C, (*nC + 1) * sizeof **C);
					(*C)[(*nC)++] = c;
					rc = 0;
					break;
				}
			}
			cand_free(c);
			rc = 0;
		}
		cJSON_AddItemToArray(feedback, cJSON_CreateString(why));
	}
	cJSON_Delete(feedback);
	return rc;
}

/* The synthesizer's context for group g: the contract, the buffers behind
 * its parameters, its steps (call, args, launch; their sources are the
 * parent's content), the tolerance and seeds of the synthesis check. */
static cJSON *synth_context(const struct run_state *rs, const struct synth_group *g)
{
	const struct kopt_config *cfg = rs->s->cfg;
	cJSON *ctx = cJSON_CreateObject();
	cJSON_AddStringToObject(ctx, "contract", g->contract);
	cJSON *bufs = cJSON_AddArrayToObject(ctx, "buffers");
	/* The group's record is kopt's own (synth_groups made it). */
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(g->json, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const char *bn = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(a, "view"), "buffer")->valuestring;
		for (int b = 0; b < rs->p->nbufs; b++) {
			const struct pbuf *pb = &rs->p->bufs[b];
			if (strcmp(pb->name, bn))
				continue;
			cJSON *e = cJSON_CreateObject();
			cJSON_AddStringToObject(e, "param",
				cJSON_GetObjectItemCaseSensitive(a, "name")->valuestring);
			cJSON_AddStringToObject(e, "buffer", bn);
			cJSON_AddStringToObject(e, "dtype", dtype_name(pb->dtype));
			cJSON *sh = cJSON_AddArrayToObject(e, "shape");
			cJSON *st = cJSON_AddArrayToObject(e, "strides");
			for (int d = 0; d < pb->ndim; d++) {
				cJSON_AddItemToArray(sh, cJSON_CreateNumber((double)pb->shape[d]));
				cJSON_AddItemToArray(st, cJSON_CreateNumber((double)pb->strides[d]));
			}
			cJSON_AddItemToArray(bufs, e);
		}
	}
	cJSON *steps = cJSON_AddArrayToObject(ctx, "steps");
	for (int i = g->first; i < g->first + g->n; i++) {
		const struct pstep *ps = &rs->p->steps[i];
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "name", ps->name);
		const char *keys[] = { "call", "args", "launch" };
		for (int k = 0; k < 3; k++) {
			const cJSON *v = cJSON_GetObjectItemCaseSensitive(ps->json, keys[k]);
			if (v)
				cJSON_AddItemToObject(e, keys[k], cJSON_Duplicate(v, 1));
		}
		cJSON_AddItemToArray(steps, e);
	}
	cJSON_AddItemToObject(ctx, "tolerance", canon_number(cfg->gates.synth_rtol));
	cJSON *sd = cJSON_AddArrayToObject(ctx, "seeds");
	for (int i = 0; i < cfg->gates.synth_seeds.n; i++)
		cJSON_AddItemToArray(sd, cJSON_CreateNumber((double)cfg->gates.synth_seeds.v[i]));
	return ctx;
}

/* Inductor-aware synthesis of group target t (PAPER_NOTES 2.3): up to K
 * synthesizer attempts from the group's baseline, each through gate 1
 * (against the form's contract) and the synthesis check (gates.synthesis:
 * rtol = atol = 1e-4, seeds 0 and 42) against the original model's outputs
 * with the kernel stitched in, or against the group run unfused
 * (synthesis.reference; measure()).  The
 * kernel that passes is the synthesis baseline the search starts from; it
 * joins the union of beams, so it is stitched in if nothing beats it.
 * Appends the group's record to report.  1 synthesized, 0 not, < 0 fatal. */
static int synthesize(struct run_state *rs, struct target *t, cJSON *report,
		      struct kerr *err)
{
	const struct synth_group *g = t->group;
	set_step(rs, "%s/synth%d", g->name, 0);
	cJSON *plan = cJSON_CreateObject();
	cJSON_AddStringToObject(plan, "direction", "synthesize");
	cJSON_AddStringToObject(plan, "rationale", "Inductor-aware synthesis: one kernel for "
				"the group's adjacent generated kernels (PAPER_NOTES 2.3)");
	cJSON *ctx = synth_context(rs, g);
	struct cand **C = NULL;
	size_t nC = 0;
	int before = t->attempts;
	t->synthesizing = 1;
	int rc = execute_plan(rs, t, t->k0, "S", 0, 0, "synthesizer", plan, ctx, &C, &nC, err);
	t->synthesizing = 0;
	cJSON_Delete(plan);
	cJSON_Delete(ctx);
	cJSON *e = cJSON_CreateObject();
	cJSON_AddStringToObject(e, "group", g->name);
	cJSON_AddItemToObject(e, "steps",
			      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(g->json, "steps"), 1));
	cJSON_AddNumberToObject(e, "attempts", t->attempts - before);
	cJSON_AddBoolToObject(e, "passed", nC > 0);
	cJSON_AddItemToObject(e, "baseline_ms", canon_number(t->k0->tau));
	if (nC > 0) {
		t->start = C[0];
		cJSON_AddStringToObject(e, "kernel", C[0]->id);
		cJSON_AddItemToObject(e, "synthesized_ms", canon_number(C[0]->tau));
		t->ever = xrealloc(t->ever, (t->never + 1) * sizeof *t->ever);
		t->ever[t->never++] = C[0];
	}
	cJSON_AddItemToArray(report, e);
	free(C);
	return rc < 0 ? rc : nC > 0;
}

/* The rules' view of candidates c[n] (beam.h); scores are left 0. */
static struct beam_cand *views_of(struct cand *const *c, size_t n)
{
	struct beam_cand *v = xcalloc(n + 1, sizeof *v);
	for (size_t i = 0; i < n; i++) {
		v[i].id = c[i]->id;
		v[i].chain = c[i]->chain;
		v[i].tau = c[i]->tau;
	}
	return v;
}

/* UCB1 of c (PAPER_NOTES 4.4): reward tau(k0)/tau, the sub-kernel's planner
 * calls as total, visits as given. */
static double ucb_of(const struct kopt_config *cfg, const struct target *t,
		     const struct cand *c, int visits)
{
	return ucb_score(cfg->search.ucb_c, ucb_reward(t->k0->tau, c->tau),
			 t->total_expansions, visits);
}

static int parent_expansions(const struct target *t, const char *parent)
{
	for (size_t i = 0; i < t->npassed; i++)
		if (!strcmp(t->passed[i]->id, parent))
			return t->passed[i]->expansions;
	return 0;
}

/* B_t <- DiverseSelect(C_t, B) (Eq. 3, beam.h); a candidate's UCB visits
 * are its parent's expansions.  The beam joins the union of beams. */
static void select_beam(const struct kopt_config *cfg, struct target *t, struct cand **C,
			size_t nC)
{
	struct beam_cand *v = views_of(C, nC);
	for (size_t i = 0; i < nC && cfg->search.ucb; i++)
		v[i].score = ucb_of(cfg, t, C[i], parent_expansions(t, C[i]->parent));
	size_t *pick = xcalloc(nC + 1, sizeof *pick);
	size_t nb = diverse_select(v, nC, (size_t)cfg->search.beam_width, cfg->search.ucb,
				   pick);
	free(t->beam);
	t->beam = xcalloc(nb + 1, sizeof *t->beam);
	t->nbeam = nb;
	for (size_t i = 0; i < nb; i++)
		t->beam[i] = C[pick[i]];
	free(pick);
	free(v);
	for (size_t i = 0; i < nb; i++) {
		int dup = 0;
		for (size_t j = 0; j < t->never; j++)
			dup |= t->ever[j] == t->beam[i];
		if (!dup) {
			t->ever = xrealloc(t->ever, (t->never + 1) * sizeof *t->ever);
			t->ever[t->never++] = t->beam[i];
		}
	}
}

/* Planner calls per entry ent[ne] into nplans (beam.h): a short beam past
 * iteration 1 hands the spare budget out in UCB order, the entries' own
 * expansions as visits.  Returns the total. */
static size_t plan_counts(const struct kopt_config *cfg, const struct target *t,
			  struct cand **ent, size_t ne, int from_k0, size_t *nplans)
{
	size_t *order = NULL;
	if (!from_k0 && cfg->search.ucb) {
		struct beam_cand *v = views_of(ent, ne);
		for (size_t i = 0; i < ne; i++)
			v[i].score = ucb_of(cfg, t, ent[i], ent[i]->expansions);
		order = xcalloc(ne + 1, sizeof *order);
		ucb_order(v, ne, order);
		free(v);
	}
	size_t total = beam_plan_counts((size_t)cfg->search.plans,
					(size_t)cfg->search.beam_width, ne, order, nplans);
	free(order);
	return total;
}

static cJSON *beam_state(struct run_state *rs, const struct target *t, int iter,
			 const struct cand *best, int no_improve)
{
	cJSON *st = cJSON_CreateObject();
	cJSON_AddStringToObject(st, "problem", rs->p->id);
	cJSON_AddStringToObject(st, "step", t->step->name);
	cJSON_AddNumberToObject(st, "iteration", iter);
	cJSON *b = cJSON_AddArrayToObject(st, "beam");
	for (size_t i = 0; i < t->nbeam; i++) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "id", t->beam[i]->id);
		cJSON_AddStringToObject(e, "parent", t->beam[i]->parent);
		cJSON_AddStringToObject(e, "chain", t->beam[i]->chain);
		cJSON_AddItemToObject(e, "tau_ms", canon_number(t->beam[i]->tau));
		cJSON_AddStringToObject(e, "tier", t->beam[i]->tier);
		cJSON_AddItemToArray(b, e);
	}
	cJSON_AddStringToObject(st, "best", best->id);
	cJSON_AddItemToObject(st, "best_ms", canon_number(best->tau));
	cJSON_AddNumberToObject(st, "no_improve", no_improve);
	cJSON_AddNumberToObject(st, "attempts", t->attempts);
	cJSON_AddNumberToObject(st, "passed", (double)t->npassed - 1);
	cJSON *w = cJSON_AddArrayToObject(st, "directions");
	for (size_t i = 0; i < t->window.n; i++)
		cJSON_AddItemToArray(w, cJSON_CreateString(t->window.dir[i]));
	return st;
}

/* Beam search over one sub-kernel (Algorithm 1, lines 3-21). */
static int beam_search(struct run_state *rs, struct target *t, struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	size_t B = (size_t)cfg->search.beam_width;
	struct cand *start = t->start ? t->start : t->k0;
	struct cand *best = start;
	int no_improve = 0, rc = 0;
	for (int iter = 1; iter <= cfg->search.iterations; iter++) {
		set_step(rs, "%s/t%d", t->step->name, iter);
		/* Entries to expand: [HARNESS] B chains seeded from k0 in
		 * iteration 1, or the literal single entry. */
		/* Iteration 1, or a beam that never filled (every candidate so
		 * far failed: B_{t-1} = B_0 carries forward), expands k0. */
		int from_k0 = iter == 1 || t->nbeam == 0;
		size_t ne = from_k0 ? (cfg->search.fanout_seeded ? B : 1) : t->nbeam;
		struct cand **ent = xcalloc(ne, sizeof *ent);
		char (*chain)[8] = xcalloc(ne, sizeof *chain);
		size_t *nplans = xcalloc(ne, sizeof *nplans);
		for (size_t i = 0; i < ne; i++) {
			ent[i] = from_k0 ? start : t->beam[i];
			if (from_k0)
				snprintf(chain[i], 8, "%c", (char)('A' + (int)(i % 26)));
			else
				snprintf(chain[i], 8, "%s", t->beam[i]->chain);
		}
		size_t total = plan_counts(cfg, t, ent, ne, from_k0, nplans);
		/* The meltdown detector's verdict holds for the whole iteration. */
		cJSON *forbidden = forbidden_now(t);
		const char *forb[MELTDOWN_WINDOW];
		size_t nforb = 0;
		for (const cJSON *e = forbidden->child; e; e = e->next)
			forb[nforb++] = e->valuestring;
		/* Planner calls of one iteration go out as one batch. */
		cJSON **reqs = xcalloc(total, sizeof *reqs);
		enum obs_kind *kinds = xcalloc(total, sizeof *kinds);
		const char **sites = xcalloc(total, sizeof *sites);
		size_t *owner = xcalloc(total, sizeof *owner);
		struct obs_reply *replies = xcalloc(total, sizeof *replies);
		size_t slot = 0;
		for (size_t i = 0; i < ne; i++)
			for (size_t j = 0; j < nplans[i]; j++, slot++) {
				reqs[slot] = planner_request(rs, t, ent[i], chain[i], iter,
							     (int)slot, 0, forbidden);
				kinds[slot] = OBS_LLM;
				sites[slot] = "planner";
				owner[slot] = i;
				ent[i]->expansions++;
				t->total_expansions++;
			}
		rc = obs_ask_batch(rs->s->obs, total, kinds, sites, reqs, replies, err);
		struct cand **C = NULL;
		size_t nC = 0;
		for (size_t k = 0; rc == 0 && k < total; k++) {
			size_t i = owner[k];
			cJSON *plan = NULL;
			char why[600] = "";
			for (int sample = 0; rc == 0; sample++) {
				struct obs_reply again = { 0 };
				struct obs_reply *r = &replies[k];
				if (sample > 0) {
					cJSON *rq = planner_request(rs, t, ent[i], chain[i], iter,
								    (int)k, sample, forbidden);
					rc = obs_ask(rs->s->obs, OBS_LLM, "planner", rq, &again,
						     err);
					cJSON_Delete(rq);
					if (rc)
						break;
					r = &again;
				}
				cJSON_Delete(plan);
				plan = NULL;
				int repeated = 0;
				if (strcmp(r->status, "ok") != 0)
					snprintf(why, sizeof why, "planner: no answer");
				else if (answer_plan(r->body, &plan, why, sizeof why) == 0) {
					const char *d = cJSON_GetObjectItemCaseSensitive(
						plan, "direction")->valuestring;
					repeated = planner_repeats(forb, nforb, d);
					if (repeated)
						snprintf(why, sizeof why, "planner repeated the "
							 "forbidden direction %s", d);
				}
				/* Meltdown: a forbidden direction is asked once more. */
				enum planner_next next = planner_next(sample, plan != NULL,
								      repeated);
				if (next != PLANNER_TAKE) {
					cJSON_Delete(plan);
					plan = NULL;
				}
				obs_reply_clear(&again);
				if (next != PLANNER_ASK_AGAIN)
					break;
			}
			if (rc == 0 && !plan) {
				t->attempts++;
				struct verdict v = { 0 };
				v.detail = cJSON_CreateObject();
				v.passed = 0;
				snprintf(v.reason, sizeof v.reason, "%.500s", why);
				cJSON_AddStringToObject(v.detail, "reason", why);
				char subject[80];
				snprintf(subject, sizeof subject, "plan:t%d:s%zu", iter, k);
				rc = record_gate(rs, subject, "plan", &v, err);
				verdict_clear(&v);
				continue;
			}
			if (rc)
				break;
			meltdown_push(&t->window, cJSON_GetObjectItemCaseSensitive(
						       plan, "direction")->valuestring);
			size_t before = nC;
			rc = execute_plan(rs, t, ent[i], chain[i], iter, (int)k, "executor", plan,
					  NULL, &C, &nC, err);
			if (rc == 0 && cfg->search.memory)
				rc = summarize(rs, t, ent[i], nC > before ? C[nC - 1] : NULL, plan,
					       chain[i], iter, (int)k, err);
			cJSON_Delete(plan);
		}
		for (size_t k = 0; k < total; k++) {
			cJSON_Delete(reqs[k]);
			obs_reply_clear(&replies[k]);
		}
		free(reqs);
		free(kinds);
		free(sites);
		free(owner);
		free(replies);
		cJSON_Delete(forbidden);
		free(ent);
		free(chain);
		free(nplans);
		if (rc) {
			free(C);
			return rc;
		}
		/* Empty C_t: B_{t-1} carries forward ([HARNESS], PAPER_NOTES 4.2). */
		struct cand *prev_best = best;
		if (nC > 0) {
			select_beam(cfg, t, C, nC);
			struct cand *top = t->beam[0];
			for (size_t i = 1; i < t->nbeam; i++)
				if (cand_cmp(&t->beam[i], &top) < 0)
					top = t->beam[i];
			if (top->tau < best->tau)
				best = top;
		}
		free(C);
		/* Improvement of the global best (PAPER_NOTES 4.5, beam.h). */
		no_improve = early_stop_count(no_improve, prev_best->tau, best->tau,
					      cfg->search.early_stop_margin);
		cJSON *state = beam_state(rs, t, iter, best, no_improve);
		char digest[SHA_HEX_LEN + 1];
		rc = obs_step_digest(rs->s->obs, obs_step(rs->s->obs), state, digest, err);
		cJSON_Delete(state);
		if (rc)
			return rc;
		if (early_stop_fires(cfg->search.early_stop, no_improve))
			break;
	}
	return 0;
}

/* Canonical substitution set: {step name: candidate id}, sorted keys. */
static cJSON *subs_json(struct target *ts, int nt, struct cand **choice)
{
	cJSON *s = cJSON_CreateObject();
	for (int i = 0; i < nt; i++)
		if (choice[i])
			cJSON_AddStringToObject(s, ts[i].step->name, choice[i]->id);
	return s;
}

/* Time the whole model with subs; median in *ms, per-step times in
 * *steps_ms (may be NULL).  0 ok, 1 the run failed, < 0 fatal. */
static int model_time(struct run_state *rs, const cJSON *subs, const char *site,
		      double *ms, cJSON **steps_ms, struct kerr *err)
{
	cJSON *req = req_base(rs->p, NULL);
	cJSON_AddStringToObject(req, "scope", "model");
	cJSON_AddItemToObject(req, "substitutions", cJSON_Duplicate(subs, 1));
	add_groups(rs, req, subs);
	cJSON_AddItemToObject(req, "warmup_ms", canon_number(rs->s->cfg->timing.warmup_ms));
	cJSON_AddItemToObject(req, "rep_ms", canon_number(rs->s->cfg->timing.rep_ms));
	struct obs_reply r = { 0 };
	int rc = obs_ask(rs->s->obs, OBS_TIME, site, req, &r, err);
	cJSON_Delete(req);
	if (rc)
		return rc;
	size_t n;
	rc = strcmp(r.status, "ok") != 0 || time_reply_median(r.body, ms, &n) ? 1 : 0;
	if (steps_ms)
		*steps_ms = rc ? NULL
			       : cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(r.body,
										"steps_ms"), 1);
	obs_reply_clear(&r);
	return rc;
}

/* Gates 3 and 4 on the re-stitched model.  1 passed (new model time in
 * *ms), 0 failed, < 0 fatal. */
static int verify_set(struct run_state *rs, const cJSON *subs, double base_ms,
		      double *ms, struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	char *canon = canon_string(subs, err);
	if (!canon)
		return -1;
	char sha[SHA_HEX_LEN + 1], subject[80];
	sha256_hex(canon, strlen(canon), sha);
	free(canon);
	snprintf(subject, sizeof subject, "model:%.40s", sha);
	int64_t known = strmap_get(rs->verified, subject, 0);
	if (known)
		return known > 0 ? kerr_set(err, "%s: substitution set %s verified twice",
					    rs->p->id, subject) : 0;
	*strmap_slot(rs->verified, subject) = -1;
	cJSON *req = req_base(rs->p, NULL);
	cJSON_AddStringToObject(req, "scope", "model");
	cJSON_AddStringToObject(req, "reference", "baseline");
	cJSON_AddItemToObject(req, "substitutions", cJSON_Duplicate(subs, 1));
	add_groups(rs, req, subs);
	cJSON *seeds = cJSON_AddArrayToObject(req, "seeds");
	for (int i = 0; i < cfg->gates.gate3_seeds.n; i++)
		cJSON_AddItemToArray(seeds,
				     cJSON_CreateNumber((double)cfg->gates.gate3_seeds.v[i]));
	struct obs_reply r = { 0 };
	int rc = obs_ask(rs->s->obs, OBS_CHECK, "gate3.check", req, &r, err);
	cJSON_Delete(req);
	if (rc)
		return rc;
	struct verdict v = { 0 };
	gate3_decide(cfg, r.status, r.body, &v);
	obs_reply_clear(&r);
	rc = record_gate(rs, subject, "gate3", &v, err);
	int passed = v.passed;
	verdict_clear(&v);
	if (rc)
		return -1;
	if (!passed) {
		rs->gate3_failed = 1;
		return 0;
	}
	if (cfg->gates.paired) {
		/* Baseline and candidate timed A B A B in one worker; the
		 * decision is on the per-pair ratios (gates.gate4.timing). */
		cJSON *tq = req_base(rs->p, NULL);
		cJSON_AddStringToObject(tq, "scope", "model");
		cJSON_AddBoolToObject(tq, "paired", 1);
		cJSON_AddItemToObject(tq, "substitutions", cJSON_Duplicate(subs, 1));
		add_groups(rs, tq, subs);
		cJSON_AddItemToObject(tq, "warmup_ms", canon_number(cfg->timing.warmup_ms));
		cJSON_AddItemToObject(tq, "rep_ms", canon_number(cfg->timing.rep_ms));
		struct obs_reply tr = { 0 };
		rc = obs_ask(rs->s->obs, OBS_TIME, "gate4.time", tq, &tr, err);
		cJSON_Delete(tq);
		if (rc)
			return rc;
		gate4_decide_paired(cfg, tr.status, tr.body, base_ms, &v, ms);
		obs_reply_clear(&tr);
		rc = 0;
	} else {
		rc = model_time(rs, subs, "gate4.time", ms, NULL, err);
		if (rc < 0)
			return rc;
	}
	if (cfg->gates.paired) {
		/* decided above */
	} else if (rc == 1) {
		v.detail = cJSON_CreateObject();
		snprintf(v.reason, sizeof v.reason, "the model timing run failed");
		cJSON_AddStringToObject(v.detail, "reason", v.reason);
	} else {
		gate4_decide(cfg, base_ms, *ms, &v);
	}
	rc = record_gate(rs, subject, "gate4", &v, err);
	passed = v.passed;
	verdict_clear(&v);
	if (rc)
		return -1;
	if (!passed)
		rs->gate4_failed = 1;
	else
		*strmap_slot(rs->verified, subject) = 1;
	return passed;
}

/* Root cause of a fallback, from the vendor share of baseline time first
 * (PAPER_NOTES 10 [HARNESS]), then the last gate that refused. */
static const char *fallback_reason(struct run_state *rs, double share, const cJSON *steps_ms,
				   int any_faster, int any_passed)
{
	if (share >= rs->s->cfg->outcome.vendor_share) {
		double gemm = 0, conv = 0;
		for (int i = 0; i < rs->p->nsteps; i++) {
			const struct pstep *st = &rs->p->steps[i];
			if (st->is_kernel)
				continue;
			double ms = num_or(steps_ms, st->name, 0);
			/* cuDNN runs convolution and pooling (FORMAT.md), cuBLAS the rest. */
			if (strstr(st->op, "conv") ||
			    (rs->s->cfg->outcome.dominance_library && strstr(st->op, "pool")))
				conv += ms;
			else
				gemm += ms;
		}
		if (conv > gemm)
			return "CONV_DOMINANT";
		return "GEMM_DOMINANT";
	}
	if (rs->gate4_failed)
		return "PERF_GATE";
	if (rs->gate3_failed)
		return "E2E_CORRECTNESS";
	/* Candidates that passed gates 1-2 but none faster than the baseline
	 * is "no improvement" (Table 9's NI); none passing at all is ours. */
	(void)any_faster;
	return any_passed ? "NO_IMPROVEMENT" : "NO_CANDIDATE";
}

/* The outcome is the last step of a problem: its digest is recorded (and
 * compared in replay) like a beam state's, then it is stored. */
static int write_outcome(struct run_state *rs, cJSON *o, struct kerr *err)
{
	char label[512], digest[SHA_HEX_LEN + 1];
	snprintf(label, sizeof label, "%s/outcome", rs->p->id);
	obs_set_step(rs->s->obs, label);
	int rc = obs_step_digest(rs->s->obs, label, o, digest, err);
	char *text = rc ? NULL : canon_string(o, err);
	cJSON_Delete(o);
	if (!text)
		return rc ? rc : -1;
	rc = store_outcome_put(rs->s->out, rs->s->run, rs->p->id, text, err);
	free(text);
	return rc;
}

static cJSON *outcome_base(const struct problem *p, const char *status)
{
	cJSON *o = cJSON_CreateObject();
	cJSON_AddStringToObject(o, "problem", p->id);
	cJSON_AddNumberToObject(o, "level", p->level);
	cJSON_AddStringToObject(o, "category", p->category);
	if (p->family)
		cJSON_AddStringToObject(o, "family", p->family);
	else
		cJSON_AddNullToObject(o, "family");
	cJSON_AddStringToObject(o, "status", status);
	return o;
}

/* Under --all-subkernels (C6) a vendor GEMM step is a target too, in its
 * Triton form (forms[i], its JSON owned[i]); a vendor call without one stays
 * as it is, and kept (the outcome's vendor_kept) says why. */
struct vendor_forms {
	int n;
	struct pstep *forms;
	cJSON **owned;
	cJSON *kept;
};

static void vendor_forms_make(const struct kopt_config *cfg, const struct problem *p,
			      struct vendor_forms *vf)
{
	vf->n = p->nsteps;
	vf->forms = xcalloc((size_t)p->nsteps + 1, sizeof *vf->forms);
	vf->owned = xcalloc((size_t)p->nsteps + 1, sizeof *vf->owned);
	vf->kept = NULL;
	for (int i = 0; i < p->nsteps && cfg->search.all_subkernels; i++) {
		if (p->steps[i].is_kernel)
			continue;
		char why[400] = "";
		struct kerr ferr = { 0 };
		int r = extern_form(p, &p->steps[i], &vf->forms[i], &vf->owned[i], why, sizeof why,
				    &ferr);
		if (r == 1)
			continue;
		if (!vf->kept)
			vf->kept = cJSON_CreateArray();
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "step", p->steps[i].name);
		cJSON_AddStringToObject(e, "why", r < 0 ? ferr.msg : why);
		cJSON_AddItemToArray(vf->kept, e);
	}
}

/* The outcome takes vendor_kept, if there is one. */
static void vendor_forms_report(struct vendor_forms *vf, cJSON *outcome)
{
	if (vf->kept)
		cJSON_AddItemToObject(outcome, "vendor_kept", vf->kept);
	vf->kept = NULL;
}

static void vendor_forms_free(struct vendor_forms *vf)
{
	for (int i = 0; i < vf->n; i++)
		cJSON_Delete(vf->owned[i]);
	free(vf->forms);
	free(vf->owned);
	cJSON_Delete(vf->kept);
}

/* The re-stitch walk's view of the search (restitch_walk, beam.h). */
struct walk {
	struct run_state *rs;
	struct target *ts;
	int nt;
	struct cand ***ranked;	/* per sub-kernel, its winners in rank order */
	struct cand **choice;	/* the set last verified */
	double base_ms, final_ms;	/* final_ms: the last set that passed */
	struct kerr *err;
};

/* Target t's winners (restitch_rank) into *out; returns their count. */
static size_t winners(const struct target *t, struct cand ***out)
{
	struct beam_cand *v = views_of(t->ever, t->never);
	size_t *idx = xcalloc(t->never + 1, sizeof *idx);
	size_t n = restitch_rank(v, t->never, t->k0->tau, idx);
	*out = xcalloc(t->never + 1, sizeof **out);
	for (size_t j = 0; j < n; j++)
		(*out)[j] = t->ever[idx[j]];
	free(idx);
	free(v);
	return n;
}

static void walk_choose(struct walk *w, const size_t *pick)
{
	for (int i = 0; i < w->nt; i++)
		w->choice[i] = pick[i] == RESTITCH_NONE ? NULL : w->ranked[i][pick[i]];
}

/* Gates 3-4 on the set pick names. */
static int walk_verify(void *ctx, const size_t *pick)
{
	struct walk *w = ctx;
	walk_choose(w, pick);
	cJSON *subs = subs_json(w->ts, w->nt, w->choice);
	double ms;
	int rc = verify_set(w->rs, subs, w->base_ms, &ms, w->err);
	cJSON_Delete(subs);
	if (rc == 1)
		w->final_ms = ms;
	return rc;
}

int search_problem(struct search_ctx *s, const struct problem *p, struct kerr *err)
{
	struct run_state rs = { .s = s, .p = p, .verified = strmap_create() };
	char sha[SHA_HEX_LEN + 1];
	if (obs_put_blob(s->obs, p->canon, strlen(p->canon), sha, err)) {
		strmap_destroy(rs.verified);
		return -1;
	}
	struct vendor_forms vf;
	vendor_forms_make(s->cfg, p, &vf);
	int nt = 0;
	for (int i = 0; i < p->nsteps; i++)
		nt += p->steps[i].is_kernel || vf.owned[i];
	/* --synthesize: kernel groups, each a target besides its steps until
	 * its synthesis is known (synth_group.h). */
	struct synth_group *groups = NULL;
	int ngroups = 0;
	if (s->cfg->search.synthesis &&
	    (ngroups = synth_groups(p, s->cfg->search.synthesis_max_group, &groups, err)) < 0) {
		strmap_destroy(rs.verified);
		vendor_forms_free(&vf);
		return -1;
	}
	cJSON *synth_report = ngroups ? cJSON_CreateArray() : NULL;
	obs_set_step(s->obs, p->id);
	if (nt == 0) {
		cJSON *o = outcome_base(p, OUTCOME_FALLBACK);
		cJSON_AddStringToObject(o, "fallback_reason", "NO_TRITON");
		cJSON_AddNumberToObject(o, "targets", 0);
		vendor_forms_report(&vf, o);
		strmap_destroy(rs.verified);
		vendor_forms_free(&vf);
		return write_outcome(&rs, o, err);
	}
	char label[512];
	snprintf(label, sizeof label, "%s/baseline", p->id);
	obs_set_step(s->obs, label);
	double base_ms = NAN;
	cJSON *steps_ms = NULL, *empty = cJSON_CreateObject();
	int rc = model_time(&rs, empty, "baseline.model", &base_ms, &steps_ms, err);
	cJSON_Delete(empty);
	if (rc < 0) {
		strmap_destroy(rs.verified);
		vendor_forms_free(&vf);
		cJSON_Delete(synth_report);
		synth_groups_free(groups, ngroups);
		return rc;
	}
	double vendor = 0, total = 0;
	for (int i = 0; i < p->nsteps; i++) {
		double ms = num_or(steps_ms, p->steps[i].name, 0);
		total += ms;
		if (!p->steps[i].is_kernel)
			vendor += ms;
	}
	double share = total > 0 ? vendor / total : NAN;
	struct target *ts = xcalloc((size_t)(nt + ngroups), sizeof *ts);
	struct cand **choice = xcalloc((size_t)(nt + ngroups), sizeof *choice);
	cJSON *o = NULL;
	int k = 0, baseline_ok = rc == 0, gi = 0;
	char why[600] = "";
	for (int i = 0; i < p->nsteps && baseline_ok; i++) {
		if (!p->steps[i].is_kernel && !vf.owned[i])
			continue;
		const struct synth_group *g = gi < ngroups && groups[gi].first == i
					      ? &groups[gi++] : NULL;
		struct target *t = &ts[k++];
		t->group = g;
		t->step = g ? &g->form : vf.owned[i] ? &vf.forms[i] : &p->steps[i];
		t->seen = strmap_create();
		t->memory = cJSON_CreateArray();
		struct cand *c0 = xcalloc(1, sizeof *c0);
		c0->source = xstrdup(t->step->source);
		c0->launch = cJSON_Duplicate(t->step->launch, 1);
		c0->history = cJSON_CreateArray();
		snprintf(c0->chain, sizeof c0->chain, "k0");
		t->k0 = c0;
		t->passed = xcalloc(1, sizeof *t->passed);
		t->passed[t->npassed++] = c0;
		if ((rc = put_content(&rs, t->step, c0->source, c0->launch, c0->id, err)))
			goto done;
		rc = measure(&rs, t, c0, 1, why, sizeof why, err);
		if (rc < 0)
			goto done;
		baseline_ok = rc == 1;
		if (!g || !baseline_ok)
			continue;
		/* A synthesized group stands for its steps; a group whose
		 * synthesis failed is dropped, and its steps are searched one
		 * by one (Inductor's kernels stay their k0s). */
		if ((rc = synthesize(&rs, t, synth_report, err)) < 0)
			goto done;
		if (rc == 1) {
			if (!rs.groups)
				rs.groups = cJSON_CreateObject();
			cJSON_AddItemToObject(rs.groups, g->name,
					      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(
								      g->json, "steps"), 1));
			i += g->n - 1;
		} else {
			target_free(t);
			memset(t, 0, sizeof *t);
			k--;
			i--;	/* the group's first step again, now on its own */
		}
	}
	nt = k;
	if (!baseline_ok) {
		o = outcome_base(p, OUTCOME_FALLBACK);
		cJSON_AddStringToObject(o, "fallback_reason", "BASELINE_ERROR");
		cJSON_AddStringToObject(o, "detail", *why ? why : "baseline model timing failed");
		rc = 0;
		goto done;
	}
	for (int i = 0; i < nt; i++)
		if ((rc = beam_search(&rs, &ts[i], err)))
			goto done;

	/* Lines 22-23: each sub-kernel's winners, the walk over them (beam.h). */
	snprintf(label, sizeof label, "%s/verify", p->id);
	obs_set_step(s->obs, label);
	struct walk w = { .rs = &rs, .ts = ts, .nt = nt, .choice = choice,
			  .base_ms = base_ms, .final_ms = base_ms, .err = err };
	w.ranked = xcalloc((size_t)nt + 1, sizeof *w.ranked);
	size_t *nranked = xcalloc((size_t)nt + 1, sizeof *nranked);
	size_t *pick = xcalloc((size_t)nt + 1, sizeof *pick);
	int any = 0;
	for (int i = 0; i < nt; i++) {
		nranked[i] = winners(&ts[i], &w.ranked[i]);
		any |= nranked[i] > 0;
	}
	rc = restitch_walk((size_t)nt, nranked, restitch_budget(s->cfg->search.e2e_retries),
			   walk_verify, &w, pick);
	walk_choose(&w, pick);
	double final_ms = w.final_ms;
	int passed = rc == 1;
	for (int i = 0; i < nt; i++)
		free(w.ranked[i]);
	free(w.ranked);
	free(nranked);
	free(pick);
	if (rc < 0)
		goto done;
	rc = 0;
	/* Nothing replaced after a group's synthesis failed: Table 1's
	 * "Matched (synthesis failed)" (PAPER_NOTES 2.3), the fallback's
	 * reason kept beside it. */
	int synth_failed = 0;
	for (const cJSON *e = synth_report ? synth_report->child : NULL; e; e = e->next)
		synth_failed |= !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(e, "passed"));
	o = outcome_base(p, passed ? OUTCOME_REPLACED
			 : synth_failed ? OUTCOME_SYNTH_FAILED : OUTCOME_FALLBACK);
	cJSON_AddItemToObject(o, "base_ms", canon_number(base_ms));
	cJSON_AddItemToObject(o, "final_ms", canon_number(final_ms));
	cJSON_AddItemToObject(o, "speedup", canon_number(passed ? base_ms / final_ms : 1.0));
	cJSON_AddItemToObject(o, "vendor_share", canon_number(share));
	cJSON_AddNumberToObject(o, "targets", nt);
	vendor_forms_report(&vf, o);
	if (synth_report) {
		cJSON_AddItemToObject(o, "synthesis", synth_report);
		synth_report = NULL;
	}
	if (!passed) {
		int passed_any = 0;
		for (int i = 0; i < nt; i++)
			passed_any |= ts[i].npassed > 1;
		cJSON_AddStringToObject(o, "fallback_reason",
					fallback_reason(&rs, share, steps_ms, any, passed_any));
	}
	cJSON *sk = cJSON_AddObjectToObject(o, "subkernels");
	int attempts = 0;
	for (int i = 0; i < nt; i++) {
		struct target *t = &ts[i];
		attempts += t->attempts;
		cJSON *e = cJSON_AddObjectToObject(sk, t->step->name);
		cJSON_AddItemToObject(e, "baseline_ms", canon_number(t->k0->tau));
		if (t->group)
			cJSON_AddItemToObject(e, "steps", cJSON_Duplicate(
				cJSON_GetObjectItemCaseSensitive(t->group->json, "steps"), 1));
		cJSON_AddStringToObject(e, "baseline_tier", t->k0->tier);
		if (!strcmp(t->step->entry, EXTERN_FORM_ENTRY) && t->step->op)
			cJSON_AddStringToObject(e, "vendor_op", t->step->op);
		cJSON_AddNumberToObject(e, "attempts", t->attempts);
		cJSON_AddNumberToObject(e, "passed", (double)t->npassed - 1);
		if (passed && choice[i]) {
			cJSON_AddStringToObject(e, "chosen", choice[i]->id);
			cJSON_AddItemToObject(e, "chosen_ms", canon_number(choice[i]->tau));
			cJSON_AddItemToObject(e, "speedup",
					      canon_number(t->k0->tau / choice[i]->tau));
		}
	}
	cJSON_AddNumberToObject(o, "attempts", attempts);
done:
	if (o && rc == 0)
		rc = write_outcome(&rs, o, err);
	else
		cJSON_Delete(o);
	cJSON_Delete(steps_ms);
	for (int i = 0; i < k; i++)
		target_free(&ts[i]);
	free(ts);
	free(choice);
	strmap_destroy(rs.verified);
	vendor_forms_free(&vf);
	cJSON_Delete(synth_report);
	cJSON_Delete(rs.groups);
	synth_groups_free(groups, ngroups);
	return rc;
}

int search_try(struct search_ctx *s, const struct problem *p, const char *step,
	       const char *source, const cJSON *launch, int model, cJSON **report,
	       struct kerr *err)
{
	*report = NULL;
	struct run_state rs = { .s = s, .p = p, .verified = strmap_create() };
	char sha[SHA_HEX_LEN + 1], label[512], why[600] = "";
	struct target t = { 0 };
	struct cand *c0 = NULL, *c = NULL;
	int rc = -1;
	for (int i = 0; i < p->nsteps; i++)
		if (p->steps[i].is_kernel && !strcmp(p->steps[i].name, step))
			t.step = &p->steps[i];
	if (!t.step) {
		kerr_set(err, "%s: no kernel step named %s", p->id, step);
		goto out;
	}
	if (obs_put_blob(s->obs, p->canon, strlen(p->canon), sha, err))
		goto out;
	snprintf(label, sizeof label, "%s/try", p->id);
	obs_set_step(s->obs, label);
	t.seen = strmap_create();
	c0 = xcalloc(1, sizeof *c0);
	c0->source = xstrdup(t.step->source);
	c0->launch = cJSON_Duplicate(t.step->launch, 1);
	c0->history = cJSON_CreateArray();
	t.k0 = c0;
	if (put_content(&rs, t.step, c0->source, c0->launch, c0->id, err))
		goto out;
	cJSON *r = cJSON_CreateObject();
	*report = r;
	cJSON *b = cJSON_AddObjectToObject(r, "baseline");
	cJSON_AddStringToObject(b, "id", c0->id);
	int m = measure(&rs, &t, c0, 1, why, sizeof why, err);
	if (m < 0)
		goto out;
	if (m == 0) {
		cJSON_AddStringToObject(b, "error", why);
		rc = 0;
		goto out;
	}
	cJSON_AddItemToObject(b, "ms", canon_number(c0->tau));
	cJSON_AddStringToObject(b, "tier", c0->tier);
	if (c0->metrics)
		cJSON_AddItemToObject(b, "metrics", cJSON_Duplicate(c0->metrics, 1));
	c = xcalloc(1, sizeof *c);
	c->source = xstrdup(source ? source : t.step->source);
	c->launch = cJSON_Duplicate(launch ? launch : t.step->launch, 1);
	c->history = cJSON_CreateArray();
	snprintf(c->parent, sizeof c->parent, "%s", c0->id);
	if (put_content(&rs, t.step, c->source, c->launch, c->id, err))
		goto out;
	cJSON *cj = cJSON_AddObjectToObject(r, "candidate");
	cJSON_AddStringToObject(cj, "id", c->id);
	why[0] = '\0';
	m = measure(&rs, &t, c, 0, why, sizeof why, err);
	if (m < 0)
		goto out;
	cJSON_AddBoolToObject(cj, "passed", m == 1);
	if (m == 1) {
		cJSON_AddItemToObject(cj, "ms", canon_number(c->tau));
		cJSON_AddItemToObject(cj, "speedup", canon_number(c0->tau / c->tau));
		cJSON_AddStringToObject(cj, "tier", c->tier);
		if (c->metrics)
			cJSON_AddItemToObject(cj, "metrics", cJSON_Duplicate(c->metrics, 1));
	} else {
		cJSON_AddStringToObject(cj, "reason", why);
	}
	if (m == 1 && model) {
		/* Gates 3 and 4 on the model with the candidate stitched in. */
		cJSON *mj = cJSON_AddObjectToObject(r, "model");
		double base_ms, new_ms = NAN;
		snprintf(label, sizeof label, "%s/try-model", p->id);
		obs_set_step(s->obs, label);
		cJSON *none = cJSON_CreateObject();
		int t = model_time(&rs, none, "baseline.model", &base_ms, NULL, err);
		cJSON_Delete(none);
		if (t < 0)
			goto out;
		if (t == 1) {
			cJSON_AddBoolToObject(mj, "passed", 0);
			cJSON_AddStringToObject(mj, "reason", "the baseline model timing run failed");
		} else {
			cJSON *subs = cJSON_CreateObject();
			cJSON_AddStringToObject(subs, step, c->id);
			rs.gate_log = cJSON_AddArrayToObject(mj, "gates");
			cJSON_AddItemToObject(mj, "base_ms", canon_number(base_ms));
			int v = verify_set(&rs, subs, base_ms, &new_ms, err);
			cJSON_Delete(subs);
			if (v < 0)
				goto out;
			cJSON_AddBoolToObject(mj, "passed", v == 1);
			if (v == 1) {
				cJSON_AddItemToObject(mj, "ms", canon_number(new_ms));
				cJSON_AddItemToObject(mj, "speedup", canon_number(base_ms / new_ms));
			}
		}
	}
	rc = 0;
out:
	if (rc && *report) {
		cJSON_Delete(*report);
		*report = NULL;
	}
	cand_free(c);
	cand_free(c0);
	strmap_destroy(t.seen);
	strmap_destroy(rs.verified);
	return rc;
}
