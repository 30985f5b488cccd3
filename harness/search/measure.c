/* measure: one candidate (or a target's baseline) through compile, gate 1,
 * gate 2 or the synthesis check, timing and profile, over the observation
 * seam, each verdict recorded; and the profile of a kernel the search asks
 * for later (search.profile_scope = used, beam.h).  It measures and never chooses: whether a
 * candidate goes on is the beam's and the re-stitch's, and it asks no agent. */
#include "harness/search/search_internal.h"
#include "harness/search/analyst.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
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

cJSON *search_compile_request(struct run_state *rs, const struct target *t, const char *id)
{
	cJSON *req = search_target_req(rs, t);
	cJSON_AddStringToObject(req, "candidate", id);
	cJSON_AddStringToObject(req, "lang", t->step->lang);
	cJSON_AddStringToObject(req, "target", rs->s->cfg->device.arch);
	return req;
}

/* Compile, check (candidates only), time and profile c.  Returns 1 if it
 * passed gates 1-2 and was timed, 0 if it failed (why filled), < 0 fatal. */
int search_measure(struct run_state *rs, struct target *t, struct cand *c,
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
		if (search_record_gate(rs, c->id, gate, &v, err)) {           \
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
	req = search_compile_request(rs, t, c->id);
	ASK(OBS_COMPILE, is_baseline ? "baseline.compile" : "gate1.compile");
	gate1_compile(s->cfg, r.status, r.body, &v);
	if (!v.passed || is_baseline) {
		if (v.passed)
			goto timing;
		FAIL_WITH("gate1.compile");
	}
	if (search_record_gate(rs, c->id, "gate1.compile", &v, err)) {
		rc = -1;
		goto out;
	}
	verdict_clear(&v);

	req = search_target_req(rs, t);
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
		req = search_req_base(rs->p, NULL);
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
	if (search_record_gate(rs, c->id, check_gate, &v, err)) {
		rc = -1;
		goto out;
	}
timing:
	verdict_clear(&v);
	req = search_target_req(rs, t);
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
	rc = search_profile(rs, t, c, is_baseline ? PROFILE_BASELINE : PROFILE_PASSED, err);
	if (rc < 0)
		goto out;
	rc = 1;
out:
	verdict_clear(&v);
	obs_reply_clear(&r);
	cJSON_Delete(req);
	return rc;
#undef FAIL_WITH
#undef ASK
}

int search_profile(struct run_state *rs, struct target *t, struct cand *c, int m,
		   struct kerr *err)
{
	const struct kopt_config *cfg = rs->s->cfg;
	if (!cfg->search.profile || c->profiled ||
	    (m >= 0 && !beam_profile_at(cfg->search.profile_scope, (enum profile_moment)m)))
		return 0;
	c->profiled = 1;
	/* Under used or tables, a kernel whose content was profiled already
	 * (an executor may hand back its parent's) takes that profile. */
	const struct cand *same = NULL;
	for (size_t i = 0; cfg->search.profile_scope != PROFILE_SCOPE_ALL && i <= t->npassed &&
			   !same; i++) {
		const struct cand *o = i < t->npassed ? t->passed[i] : t->k0;
		if (o && o != c && o->profiled && !strcmp(o->id, c->id))
			same = o;
	}
	if (same) {
		c->metrics = same->metrics ? cJSON_Duplicate(same->metrics, 1) : NULL;
		snprintf(c->tier, sizeof c->tier, "%s", same->tier);
		return 0;
	}
	cJSON *req = search_target_req(rs, t);
	cJSON_AddStringToObject(req, "candidate", c->id);
	cJSON *mv = cJSON_AddArrayToObject(req, "metrics");
	for (size_t i = 0; i < NMETRICS; i++)
		cJSON_AddItemToArray(mv, cJSON_CreateString(METRICS[i]));
	/* Only a non-default replay is named, so that the requests of runs
	 * recorded before the key existed stay the same. */
	if (cfg->search.profile_user_replay)
		cJSON_AddStringToObject(req, "replay", "user");
	struct obs_reply r = { 0 };
	int rc = obs_ask(rs->s->obs, OBS_PROFILE, c == t->k0 ? "baseline.profile"
			 : "candidate.profile", req, &r, err);
	cJSON_Delete(req);
	if (rc) {
		obs_reply_clear(&r);
		return rc;
	}
	const cJSON *got = cJSON_GetObjectItemCaseSensitive(r.body, "metrics");
	if (!strcmp(r.status, "ok") && cJSON_IsObject(got)) {
		c->metrics = cJSON_Duplicate(got, 1);
		const cJSON *regs = cJSON_GetObjectItemCaseSensitive(r.body, "registers");
		if (regs)
			cJSON_AddItemToObject(c->metrics, "registers", cJSON_Duplicate(regs, 1));
		double comp = search_num_or(got, METRICS[0], NAN);
		double mem = search_num_or(got, METRICS[1], NAN);
		snprintf(c->tier, sizeof c->tier, "%s",
			 tier_name(analyst_tier(comp, mem, cfg->analyst.sol_threshold,
						cfg->analyst.equal_band)));
	}
	obs_reply_clear(&r);
	return 0;
}
