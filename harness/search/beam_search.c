/* beam_search: Algorithm 1's loop over one sub-kernel target (PAPER_NOTES
 * section 4, lines 3-21): the entries, the planner batch, the beam, early
 * stop and each iteration's digest.  The rules are beam.c's pure functions;
 * this file gathers their facts and carries out their decisions, and must
 * decide nothing they do not, or a replay could not recompute it. */
#include "harness/search/search_internal.h"
#include "harness/agents/answer.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The rules' view of candidates c[n] (beam.h); scores are left 0. */
struct beam_cand *search_views_of(struct cand *const *c, size_t n)
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
	struct beam_cand *v = search_views_of(C, nC);
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
		struct beam_cand *v = search_views_of(ent, ne);
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
int search_beam_search(struct run_state *rs, struct target *t, struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	size_t B = (size_t)cfg->search.beam_width;
	struct cand *start = t->start ? t->start : t->k0;
	struct cand *best = start;
	int no_improve = 0, rc = 0;
	for (int iter = 1; iter <= cfg->search.iterations; iter++) {
		search_set_step(rs, "%s/t%d", t->step->name, iter);
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
		/* The entries' profiles, which their planners read (beam.h,
		 * search.profile_scope = used; under all they have theirs). */
		for (size_t i = 0; i < ne && !rc; i++)
			rc = search_profile(rs, t, ent[i], PROFILE_EXPANDED, err);
		if (rc) {
			free(ent);
			free(chain);
			free(nplans);
			return rc;
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
				reqs[slot] = search_planner_request(rs, t, ent[i], chain[i], iter,
								    (int)slot, 0, forbidden);
				kinds[slot] = OBS_LLM;
				sites[slot] = "planner";
				owner[slot] = i;
				ent[i]->expansions++;
				t->total_expansions++;
			}
		rc = obs_ask_batch(rs->s->obs, total, kinds, sites, reqs, replies, err);
		/* Compile ahead (ahead.c): hints only, nothing decided there. */
		struct ahead ahead = { 0 };
		if (rc == 0)
			search_ahead_begin(rs, t, iter, total, replies, owner, ent, chain, forb,
					   nforb, &ahead);
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
					cJSON *rq = search_planner_request(rs, t, ent[i], chain[i],
									   iter, (int)k, sample,
									   forbidden);
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
				rc = search_record_gate(rs, subject, "plan", &v, err);
				verdict_clear(&v);
				continue;
			}
			if (rc)
				break;
			meltdown_push(&t->window, cJSON_GetObjectItemCaseSensitive(
						       plan, "direction")->valuestring);
			size_t before = nC;
			search_ahead_hint(rs, t, &ahead, k);
			rc = search_execute_plan(rs, t, ent[i], chain[i], iter, (int)k, "executor",
						 plan, NULL, &C, &nC, err);
			if (rc == 0 && cfg->search.memory)
				rc = search_summarize(rs, t, ent[i], nC > before ? C[nC - 1] : NULL,
						      plan, chain[i], iter, (int)k, err);
			cJSON_Delete(plan);
		}
		search_ahead_release(&ahead);
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
