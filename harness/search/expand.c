/* expand: asking the agents about one target (PAPER_NOTES section 4): the
 * planner's request, the executor's (or the synthesizer's) attempts at a
 * plan with the failures fed back, the summarizer's experience item.  The
 * answers are decoded here and an unusable one is recorded as a failed
 * attempt.  It must not choose among candidates (beam_search.c) and measures
 * only through measure.c. */
#include "harness/search/search_internal.h"
#include "harness/search/analyst.h"
#include "harness/search/guidelines.h"
#include "harness/search/memory.h"
#include "harness/agents/answer.h"
#include "harness/agents/prompts.h"
#include "harness/agents/policies.h"
#include "harness/problem/extern_form.h"
#include "common/rng.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A model's request names its prompt template by hash; the built-in
 * policies (scripted, coordesc, descent, restructure) read no prompt, so
 * their requests carry none. */
static void add_template(const struct kopt_config *cfg, cJSON *req, const char *role)
{
	if (policy_builtin(cfg->policy.llm))
		return;
	char *text, sha[SHA_HEX_LEN + 1];
	if (prompt_template(role, &text, sha, NULL) == 0) {
		cJSON_AddStringToObject(req, "template", sha);
		free(text);
	} else {
		cJSON_AddNullToObject(req, "template");
	}
}

cJSON *search_planner_request(struct run_state *rs, struct target *t,
			      const struct cand *parent, const char *chain, int iter,
			      int slot, int sample, const cJSON *forbidden)
{
	const struct kopt_config *cfg = rs->s->cfg;
	cJSON *req = search_target_req(rs, t);
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
		canon_add_view(ctx, "metrics", parent->metrics);
	if (parent->metrics && cfg->search.findings > 0) {
		cJSON *f = cJSON_AddArrayToObject(ctx, "findings");
		analyst_findings(parent->metrics, cfg->analyst.sol_threshold,
				 cfg->search.findings, f);
	}
	canon_add_view(ctx, "launch", parent->launch);
	canon_add_view(ctx, "history", parent->history);
	canon_add_view(ctx, "forbidden", forbidden);
	/* The descent policy moves from the best configuration so far
	 * (policy_coordesc.h): the target's candidates of the parent's source
	 * that passed gates 1-2, with their times, k0's first, then those
	 * that failed; no other policy's requests carry them. */
	if (!strcmp(cfg->policy.llm, "descent")) {
		cJSON *tried = cJSON_AddArrayToObject(ctx, "tried");
		for (size_t i = 0; i < t->npassed; i++) {
			const struct cand *c = t->passed[i];
			if (!c->launch || strcmp(c->source, parent->source))
				continue;
			cJSON *e = cJSON_CreateObject();
			canon_add_view(e, "launch", c->launch);
			cJSON_AddItemToObject(e, "ms", canon_number(c->tau));
			cJSON_AddItemToArray(tried, e);
		}
		for (const cJSON *f = t->failed ? t->failed->child : NULL; f; f = f->next) {
			const cJSON *src = cJSON_GetObjectItemCaseSensitive(f, "source");
			if (strcmp(src->valuestring, parent->source))
				continue;
			cJSON *e = cJSON_CreateObject();
			canon_add_view(e, "launch", cJSON_GetObjectItemCaseSensitive(f, "launch"));
			cJSON_AddNullToObject(e, "ms");
			cJSON_AddItemToArray(tried, e);
		}
	}
	cJSON_AddItemToObject(ctx, "parent_ms", canon_number(parent->tau));
	cJSON_AddItemToObject(ctx, "baseline_ms", canon_number(t->k0->tau));
	/* A vendor call in its Triton form (C6): the call a candidate replaces,
	 * which k0 runs. */
	const cJSON *vc = cJSON_GetObjectItemCaseSensitive(t->step->json, "vendor_call");
	if (cJSON_IsString(vc) && !strcmp(t->step->entry, EXTERN_FORM_ENTRY))
		cJSON_AddStringToObject(ctx, "vendor_call", vc->valuestring);
	if (cfg->search.memory && t->memory && t->memory->child)
		canon_add_view(ctx, "memory", t->memory);
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
int search_summarize(struct run_state *rs, struct target *t, const struct cand *parent,
		     const struct cand *child, const cJSON *plan, const char *chain,
		     int iter, int slot, struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	double s = child ? parent->tau / child->tau : NAN;
	cJSON *req = search_target_req(rs, t);
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
	canon_add_view(req, "plan", plan);
	cJSON *res = cJSON_AddObjectToObject(req, "result");
	cJSON_AddBoolToObject(res, "passed", child != NULL);
	cJSON_AddItemToObject(res, "speedup", canon_number(s));
	cJSON_AddStringToObject(res, "tier_before", parent->tier);
	cJSON_AddStringToObject(res, "tier_after", child ? child->tier : "unknown");
	if (parent->metrics)
		canon_add_view(res, "metrics_before", parent->metrics);
	if (child && child->metrics)
		canon_add_view(res, "metrics_after", child->metrics);
	canon_add_view(req, "memory", t->memory);
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
	 * plan is made in search_synthesize). */
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
	int rc = search_record_gate(rs, subject, "answer", &v, err);
	verdict_clear(&v);
	return rc;
}

cJSON *search_executor_request(struct run_state *rs, const struct target *t,
			       const struct cand *parent, const char *chain, int iter,
			       int slot, const char *role, int attempt, const cJSON *plan,
			       const cJSON *context, const cJSON *feedback)
{
	cJSON *req = search_target_req(rs, t);
	cJSON_AddStringToObject(req, "role", role);
	add_template(rs->s->cfg, req, role);
	cJSON_AddStringToObject(req, "parent", parent->id);
	cJSON_AddStringToObject(req, "chain", chain);
	cJSON_AddNumberToObject(req, "iteration", iter);
	cJSON_AddNumberToObject(req, "slot", slot);
	cJSON_AddNumberToObject(req, "attempt", attempt);
	cJSON_AddNumberToObject(req, "sample", 0);
	canon_add_view(req, "plan", plan);
	if (context)
		canon_add_view(req, "context", context);
	canon_add_view(req, "feedback", feedback);
	return req;
}

/* answer_kernel, but an answer whose content, language and parent's launch
 * are those of the answer before gives a copy of what that one gave: an
 * executor often answers as it did the attempt before (6,191 of the 13,512
 * executor answers of the 250-problem bench's replay), and finding its
 * fences, copying its blocks and parsing and merging its launch block
 * again was most of taking an answer apart.  Only in a replay only
 * checked (a results-only sink), where the launch's member order, which
 * its canonical text leaves out, reaches nothing.  A failed answer is
 * taken apart each time, for its reason. */
static int answer_kernel_again(struct run_state *rs, const cJSON *reply, const char *lang,
			       const cJSON *parent_launch, char **source, cJSON **launch,
			       char *why, size_t whylen)
{
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(reply, "content");
	struct buf *k = &rs->answer_next;
	k->len = 0;
	int memo = store_results_only(rs->s->out) && cJSON_IsString(c) && lang && parent_launch;
	if (memo) {
		buf_add(k, c->valuestring, strlen(c->valuestring) + 1);
		buf_add(k, lang, strlen(lang) + 1);
		memo = canon_print(parent_launch, k, NULL) == 0;
	}
	if (memo && rs->answer_source && k->len == rs->answer_key.len &&
	    memcmp(k->data, rs->answer_key.data, k->len) == 0) {
		*source = xstrdup(rs->answer_source);
		*launch = cJSON_Duplicate(rs->answer_launch, 1);
		return 0;
	}
	int rc = answer_kernel(reply, lang, parent_launch, source, launch, why, whylen);
	if (memo && rc == 0) {
		free(rs->answer_source);
		cJSON_Delete(rs->answer_launch);
		rs->answer_source = xstrdup(*source);
		rs->answer_launch = cJSON_Duplicate(*launch, 1);
		struct buf t = rs->answer_key;
		rs->answer_key = rs->answer_next;
		rs->answer_next = t;
	}
	return rc;
}

/* Carry out one plan: up to K attempts of `role` (the executor; the
 * synthesizer, with its context, for a group), each through gates 1-2 (the
 * synthesis check while t->synthesizing), the failures fed back in the same
 * conversation.  Adds a passing candidate to C (ownership in t->passed). */
int search_execute_plan(struct run_state *rs, struct target *t, struct cand *parent,
			const char *chain, int iter, int slot, const char *role,
			const cJSON *plan, const cJSON *context, struct cand ***C, size_t *nC,
			struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	cJSON *feedback = cJSON_CreateArray();
	int rc = 0;
	/* Checked by answer_plan, or made by search_synthesize. */
	const char *dir = cJSON_GetObjectItemCaseSensitive(plan, "direction")->valuestring;
	for (int a = 1; a <= cfg->search.retries; a++) {
		t->attempts++;
		cJSON *req = search_executor_request(rs, t, parent, chain, iter, slot, role, a,
						     plan, context, feedback);
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
		} else if (answer_kernel_again(rs, r.body, t->step->lang, parent->launch,
					       &source, &launch, why, sizeof why)) {
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
			if (search_put_content(rs, t->step, source, launch, c->id, err)) {
				search_cand_destroy(c);
				rc = -1;
				break;
			}
			/* A replay only checked stores no candidate: no text. */
			char *plan_text = store_results_only(rs->s->out) ? NULL
					  : canon_string(plan, NULL);
			rc = store_candidate_add(rs->s->out, rs->s->run, rs->p->id, c->id,
						 parent->id, t->step->name, iter, slot, chain,
						 plan_text, c->id, err);
			free(plan_text);
			if (rc) {
				search_cand_destroy(c);
				break;
			}
			int64_t seen = strmap_get(t->seen, c->id, 0);
			if (seen && strcmp(c->id, parent->id) != 0) {
				snprintf(why, sizeof why, "duplicate of a candidate already "
					 "evaluated (%.12s)", c->id);
				if ((rc = record_attempt(rs, t, iter, slot, a, why, err))) {
					search_cand_destroy(c);
					break;
				}
			} else {
				rc = search_measure(rs, t, c, 0, why, sizeof why, err);
				if (rc < 0) {
					search_cand_destroy(c);
					break;
				}
				if (strcmp(c->id, parent->id) != 0)
					*strmap_slot(t->seen, c->id) = rc == 1 ? 1 : -1;
				if (rc != 1 && c->launch &&
				    !strcmp(cfg->policy.llm, "descent")) {
					if (!t->failed)
						t->failed = cJSON_CreateArray();
					cJSON *f = cJSON_CreateObject();
					cJSON_AddItemToObject(f, "launch",
							      cJSON_Duplicate(c->launch, 1));
					cJSON_AddStringToObject(f, "source", c->source);
					cJSON_AddItemToArray(t->failed, f);
				}
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
			search_cand_destroy(c);
			rc = 0;
		}
		cJSON_AddItemToArray(feedback, cJSON_CreateString(why));
	}
	cJSON_Delete(feedback);
	return rc;
}
