/* restitch: the whole model re-stitched with chosen candidates and gates 3-4
 * on it (PAPER_NOTES section 5): model timing, the verification of a
 * substitution set (each set once), the walk over each sub-kernel's winners.
 * It must not search: it only ranks and verifies what the beam search left. */
#include "harness/search/search_internal.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
int search_model_time(struct run_state *rs, const cJSON *subs, const char *site,
		      double *ms, cJSON **steps_ms, struct kerr *err)
{
	cJSON *req = search_req_base(rs->p, NULL);
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
int search_verify_set(struct run_state *rs, const cJSON *subs, double base_ms,
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
	cJSON *req = search_req_base(rs->p, NULL);
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
	rc = search_record_gate(rs, subject, "gate3", &v, err);
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
		cJSON *tq = search_req_base(rs->p, NULL);
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
		rc = search_model_time(rs, subs, "gate4.time", ms, NULL, err);
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
	rc = search_record_gate(rs, subject, "gate4", &v, err);
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
	struct beam_cand *v = search_views_of(t->ever, t->never);
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
	int rc = search_verify_set(w->rs, subs, w->base_ms, &ms, w->err);
	cJSON_Delete(subs);
	if (rc == 1)
		w->final_ms = ms;
	return rc;
}

int search_restitch(struct run_state *rs, struct target *ts, int nt, struct cand **choice,
		    double base_ms, double *final_ms, int *any, struct kerr *err)
{
	const struct problem *p = rs->p;
	char label[512];
	/* Lines 22-23: each sub-kernel's winners, the walk over them (beam.h). */
	snprintf(label, sizeof label, "%s/verify", p->id);
	obs_set_step(rs->s->obs, label);
	struct walk w = { .rs = rs, .ts = ts, .nt = nt, .choice = choice,
			  .base_ms = base_ms, .final_ms = base_ms, .err = err };
	w.ranked = xcalloc((size_t)nt + 1, sizeof *w.ranked);
	size_t *nranked = xcalloc((size_t)nt + 1, sizeof *nranked);
	size_t *pick = xcalloc((size_t)nt + 1, sizeof *pick);
	*any = 0;
	for (int i = 0; i < nt; i++) {
		nranked[i] = winners(&ts[i], &w.ranked[i]);
		*any |= nranked[i] > 0;
	}
	int rc = restitch_walk((size_t)nt, nranked,
			       restitch_budget(rs->s->cfg->search.e2e_retries), walk_verify, &w,
			       pick);
	walk_choose(&w, pick);
	*final_ms = w.final_ms;
	for (int i = 0; i < nt; i++)
		free(w.ranked[i]);
	free(w.ranked);
	free(nranked);
	free(pick);
	return rc;
}
