/* ahead: compile ahead (issue 27, search.compile_ahead): hints to the GPU
 * backend of the compiles an iteration is going to ask, so that it compiles
 * them on the CPU cores while the GPU measures the candidates before them.
 *
 * A candidate exists only once its executor has answered, and the search
 * asks the executor of plan k only after plan k-1's candidate is measured.
 * The executors' first attempts do not depend on any measurement of the
 * iteration (their requests hold the plan, the parent and no feedback), so
 * they are asked ahead (obs_ask_ahead: answered now, recorded in their turn,
 * so the run's observations are those of a run without hints, in the same
 * order), their kernels put through gate 1's static check, and the compiles
 * of those that pass hinted (obs_prefetch) from the request builder gate 1
 * uses (search_compile_request).  Nothing here decides, records or changes
 * what the search reads: the answers peeked at feed only hints, a replay
 * peeks and hints nothing, and no failure here is the run's. */
#include "harness/search/search_internal.h"
#include "harness/agents/answer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Slot k's plan where the search takes it at sample 0 (beam_search.c asks
 * the planner again otherwise), else NULL. */
static cJSON *plan_taken(const struct obs_reply *r, const char *const *forb, size_t nforb)
{
	cJSON *plan = NULL;
	char why[600];
	if (strcmp(r->status, "ok") != 0 || answer_plan(r->body, &plan, why, sizeof why))
		return NULL;
	const char *d = cJSON_GetObjectItemCaseSensitive(plan, "direction")->valuestring;
	if (planner_next(0, 1, planner_repeats(forb, nforb, d)) != PLANNER_TAKE) {
		cJSON_Delete(plan);
		return NULL;
	}
	return plan;
}

/* The compile request of the kernel an executor's answer peek holds, if it
 * passes gate 1's static check; its id into id.  NULL otherwise. */
static cJSON *compile_of(struct run_state *rs, const struct target *t,
			 const struct cand *parent, const cJSON *peek,
			 char id[SHA_HEX_LEN + 1])
{
	const struct pstep *st = t->step;
	char *source = NULL, why[600];
	cJSON *launch = NULL, *req = NULL;
	struct kerr err;
	if (answer_kernel(peek, st->lang, parent->launch, &source, &launch, why, sizeof why))
		return NULL;
	/* The content goes into the run now rather than when its executor
	 * answer is taken: the same blob, which the backend reads. */
	if (search_put_content(rs, st, source, launch, id, &err) == 0) {
		struct verdict v = { 0 };
		gate1_static(id, parent->id, st->lang, st->entry, source, st->entry,
			     t->group ? t->group->contract : t->k0->source, &v);
		if (v.passed)
			req = search_compile_request(rs, t, id);
		verdict_clear(&v);
	}
	free(source);
	cJSON_Delete(launch);
	return req;
}

void search_ahead_begin(struct run_state *rs, const struct target *t, int iter, size_t total,
			const struct obs_reply *replies, const size_t *owner,
			struct cand *const *ent, char (*chain)[8], const char *const *forb,
			size_t nforb, struct ahead *a)
{
	memset(a, 0, sizeof *a);
	/* Nothing live answers the executors (a replay): obs_ask_ahead would
	 * peek nothing, and parsing every plan and building every executor
	 * request only to throw them away was a sixteenth of a replay. */
	if (rs->s->cfg->search.compile_ahead <= 0 || total == 0 ||
	    !obs_can_ask_ahead(rs->s->obs, OBS_LLM))
		return;
	a->n = total;
	a->compile = xcalloc(total, sizeof *a->compile);
	a->id = xcalloc(total, sizeof *a->id);
	cJSON **reqs = xcalloc(total, sizeof *reqs), **peeks = xcalloc(total, sizeof *peeks);
	cJSON **plans = xcalloc(total, sizeof *plans);	/* the requests view them */
	size_t *slot = xcalloc(total, sizeof *slot), m = 0;
	cJSON *none = cJSON_CreateArray();
	for (size_t k = 0; k < total; k++) {
		cJSON *plan = plan_taken(&replies[k], forb, nforb);
		if (!plan)
			continue;
		size_t i = owner[k];
		reqs[m] = search_executor_request(rs, t, ent[i], chain[i], iter, (int)k,
						  "executor", 1, plan, NULL, none);
		plans[m] = plan;
		slot[m++] = k;
	}
	obs_ask_ahead(rs->s->obs, OBS_LLM, m, reqs, peeks);
	for (size_t j = 0; j < m; j++) {
		size_t k = slot[j];
		if (peeks[j])
			a->compile[k] = compile_of(rs, t, ent[owner[k]], peeks[j], a->id[k]);
		cJSON_Delete(peeks[j]);
		cJSON_Delete(reqs[j]);
		cJSON_Delete(plans[j]);
	}
	cJSON_Delete(none);
	free(plans);
	free(reqs);
	free(peeks);
	free(slot);
}

void search_ahead_hint(struct run_state *rs, const struct target *t, struct ahead *a,
		       size_t k)
{
	size_t ahead = (size_t)rs->s->cfg->search.compile_ahead;
	size_t from = a->next > k ? a->next : k;
	size_t to = k + ahead < a->n ? k + ahead : a->n;
	for (size_t j = from; j < to; j++)
		if (a->compile[j] && !strmap_get(t->seen, a->id[j], 0))
			obs_prefetch(rs->s->obs, OBS_COMPILE, a->compile[j]);
	if (to > a->next)
		a->next = to;
}

void search_ahead_release(struct ahead *a)
{
	for (size_t k = 0; k < a->n; k++)
		cJSON_Delete(a->compile[k]);
	free(a->compile);
	free(a->id);
	memset(a, 0, sizeof *a);
}
