/* search: Algorithm 1 (PAPER_NOTES.md section 4) and the re-stitch with
 * gates 3-4 (section 5), over the observation seam.  See search.h.
 * This file is the driver: a problem's targets and their baselines, each
 * target's beam search, the re-stitch and the outcome, and kopt try.  The
 * parts it drives share search_internal.h; it holds no rule of its own. */
#include "harness/search/search_internal.h"
#include "harness/problem/extern_form.h"
#include "gates/outcome.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Root cause of a fallback, from the vendor share of baseline time first
 * (PAPER_NOTES 10 [HARNESS]), then no target searched (search.min_share),
 * then the last gate that refused. */
static const char *fallback_reason(struct run_state *rs, double share, const cJSON *steps_ms,
				   int any_faster, int any_passed, int searched)
{
	if (share >= rs->s->cfg->outcome.vendor_share) {
		double gemm = 0, conv = 0;
		for (int i = 0; i < rs->p->nsteps; i++) {
			const struct pstep *st = &rs->p->steps[i];
			if (st->is_kernel)
				continue;
			double ms = search_num_or(steps_ms, st->name, 0);
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
	if (!searched)
		return "BELOW_MIN_SHARE";
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

static void vendor_forms_release(struct vendor_forms *vf)
{
	for (int i = 0; i < vf->n; i++)
		cJSON_Delete(vf->owned[i]);
	free(vf->forms);
	free(vf->owned);
	cJSON_Delete(vf->kept);
}

/* The vendor libraries' share of the baseline's step times steps_ms (NaN
 * when they sum to nothing): the fallback's first cause (fallback_reason). */
static double vendor_share(const struct problem *p, const cJSON *steps_ms)
{
	double vendor = 0, total = 0;
	for (int i = 0; i < p->nsteps; i++) {
		double ms = search_num_or(steps_ms, p->steps[i].name, 0);
		total += ms;
		if (!p->steps[i].is_kernel)
			vendor += ms;
	}
	return total > 0 ? vendor / total : NAN;
}

/* Target t over step (group g's form, or g NULL), started from the step's
 * own kernel k0: its content put and its baseline measured.  t owns what
 * it holds whatever the result (search_target_release).  1 measured, 0 the
 * baseline failed (why filled), < 0 fatal. */
static int target_baseline(struct run_state *rs, struct target *t, const struct pstep *step,
			   const struct synth_group *g, char *why, size_t whylen,
			   struct kerr *err)
{
	t->group = g;
	t->step = step;
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
	int rc = search_put_content(rs, t->step, c0->source, c0->launch, c0->id, err);
	if (rc)
		return rc;
	return search_measure(rs, t, c0, 1, why, whylen, err);
}

/* A synthesized group stands for its steps: the model-scope requests name
 * them under the group (rs->groups, read by restitch.c's add_groups). */
static void group_stands_for_steps(struct run_state *rs, const struct synth_group *g)
{
	if (!rs->groups)
		rs->groups = cJSON_CreateObject();
	cJSON_AddItemToObject(rs->groups, g->name,
			      cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(g->json, "steps"),
					      1));
}

/* Nothing replaced after a group's synthesis failed: Table 1's
 * "Matched (synthesis failed)" (PAPER_NOTES 2.3), the fallback's
 * reason kept beside it. */
static const char *outcome_status(int passed, const cJSON *synth_report)
{
	int synth_failed = 0;
	for (const cJSON *e = synth_report ? synth_report->child : NULL; e; e = e->next)
		synth_failed |= !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(e, "passed"));
	return passed ? OUTCOME_REPLACED : synth_failed ? OUTCOME_SYNTH_FAILED : OUTCOME_FALLBACK;
}

/* Whether any target had a candidate pass gates 1-2 (k0 is passed[0]). */
static int any_passed(const struct target *ts, int nt)
{
	int passed_any = 0;
	for (int i = 0; i < nt; i++)
		passed_any |= ts[i].npassed > 1;
	return passed_any;
}

/* The outcome's per-target record ("subkernels") and the attempts of all;
 * chosen is the substitution set that passed gates 3-4, or NULL. */
static void outcome_add_subkernels(cJSON *o, const struct target *ts, int nt,
				   struct cand *const *chosen)
{
	cJSON *sk = cJSON_AddObjectToObject(o, "subkernels");
	int attempts = 0;
	for (int i = 0; i < nt; i++) {
		const struct target *t = &ts[i];
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
		if (t->unsearched)
			cJSON_AddFalseToObject(e, "searched");
		if (chosen && chosen[i]) {
			cJSON_AddStringToObject(e, "chosen", chosen[i]->id);
			cJSON_AddItemToObject(e, "chosen_ms", canon_number(chosen[i]->tau));
			cJSON_AddItemToObject(e, "speedup",
					      canon_number(t->k0->tau / chosen[i]->tau));
		}
	}
	cJSON_AddNumberToObject(o, "attempts", attempts);
}

int search_problem(struct search_ctx *s, const struct problem *p, struct kerr *err)
{
	if (obs_begin_problem(s->obs, p->id, err))
		return -1;
	struct run_state rs = { .s = s, .p = p, .verified = strmap_create() };
	char sha[SHA_HEX_LEN + 1];
	if (obs_put_blob(s->obs, p->canon, strlen(p->canon), sha, err)) {
		search_rs_release(&rs);
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
		search_rs_release(&rs);
		vendor_forms_release(&vf);
		return -1;
	}
	cJSON *synth_report = ngroups ? cJSON_CreateArray() : NULL;
	obs_set_step(s->obs, p->id);
	if (nt == 0) {
		cJSON *o = outcome_base(p, OUTCOME_FALLBACK);
		cJSON_AddStringToObject(o, "fallback_reason", "NO_TRITON");
		cJSON_AddNumberToObject(o, "targets", 0);
		vendor_forms_report(&vf, o);
		search_rs_release(&rs);
		vendor_forms_release(&vf);
		return write_outcome(&rs, o, err);
	}
	char label[512];
	snprintf(label, sizeof label, "%s/baseline", p->id);
	obs_set_step(s->obs, label);
	double base_ms = NAN;
	cJSON *steps_ms = NULL, *empty = cJSON_CreateObject();
	int rc = search_model_time(&rs, empty, "baseline.model", &base_ms, &steps_ms, err);
	cJSON_Delete(empty);
	if (rc < 0) {
		search_rs_release(&rs);
		vendor_forms_release(&vf);
		cJSON_Delete(synth_report);
		synth_groups_release(groups, ngroups);
		return rc;
	}
	double share = vendor_share(p, steps_ms);
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
		const struct pstep *step = g ? &g->form : vf.owned[i] ? &vf.forms[i] : &p->steps[i];
		struct target *t = &ts[k++];
		rc = target_baseline(&rs, t, step, g, why, sizeof why, err);
		if (rc < 0)
			goto done;
		baseline_ok = rc == 1;
		if (!g || !baseline_ok)
			continue;
		/* A synthesized group stands for its steps; a group whose
		 * synthesis failed is dropped, and its steps are searched one
		 * by one (Inductor's kernels stay their k0s). */
		if ((rc = search_synthesize(&rs, t, synth_report, err)) < 0)
			goto done;
		if (rc == 1) {
			group_stands_for_steps(&rs, g);
			i += g->n - 1;
		} else {
			search_target_release(t);
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
	int searched = 0;	/* search.min_share leaves the others as they are (k0) */
	for (int i = 0; i < nt; i++) {
		if (!beam_target_searched(s->cfg->search.min_share, ts[i].k0->tau, base_ms)) {
			ts[i].unsearched = 1;
			continue;
		}
		searched++;
		if ((rc = search_beam_search(&rs, &ts[i], err)))
			goto done;
	}

	double final_ms;
	int any;
	rc = search_restitch(&rs, ts, nt, choice, base_ms, &final_ms, &any, err);
	int passed = rc == 1;
	if (rc < 0)
		goto done;
	/* The winners' profiles, which Tables 7 and 8 read (beam.h); under
	 * search.profile_scope = all they have theirs, and the step stays. */
	if (passed && beam_profile_at(s->cfg->search.profile_scope, PROFILE_CHOSEN)) {
		snprintf(label, sizeof label, "%s/winners", p->id);
		obs_set_step(s->obs, label);
	}
	for (int i = 0; i < nt && passed; i++)
		if (choice[i] && (rc = search_profile(&rs, &ts[i], choice[i], PROFILE_CHOSEN,
						       err)) < 0)
			goto done;
	rc = 0;
	o = outcome_base(p, outcome_status(passed, synth_report));
	cJSON_AddItemToObject(o, "base_ms", canon_number(base_ms));
	cJSON_AddItemToObject(o, "final_ms", canon_number(final_ms));
	cJSON_AddItemToObject(o, "speedup", canon_number(passed ? base_ms / final_ms : 1.0));
	cJSON_AddItemToObject(o, "vendor_share", canon_number(share));
	cJSON_AddNumberToObject(o, "targets", nt);
	if (searched < nt)
		cJSON_AddNumberToObject(o, "unsearched", nt - searched);
	vendor_forms_report(&vf, o);
	if (synth_report) {
		cJSON_AddItemToObject(o, "synthesis", synth_report);
		synth_report = NULL;
	}
	if (!passed)
		cJSON_AddStringToObject(o, "fallback_reason",
					fallback_reason(&rs, share, steps_ms, any,
							any_passed(ts, nt), searched));
	outcome_add_subkernels(o, ts, nt, passed ? choice : NULL);
done:
	if (o && rc == 0)
		rc = write_outcome(&rs, o, err);
	else
		cJSON_Delete(o);
	cJSON_Delete(steps_ms);
	for (int i = 0; i < k; i++)
		search_target_release(&ts[i]);
	free(ts);
	free(choice);
	search_rs_release(&rs);
	vendor_forms_release(&vf);
	cJSON_Delete(synth_report);
	cJSON_Delete(rs.groups);
	synth_groups_release(groups, ngroups);
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
	if (search_put_content(&rs, t.step, c0->source, c0->launch, c0->id, err))
		goto out;
	cJSON *r = cJSON_CreateObject();
	*report = r;
	cJSON *b = cJSON_AddObjectToObject(r, "baseline");
	cJSON_AddStringToObject(b, "id", c0->id);
	int m = search_measure(&rs, &t, c0, 1, why, sizeof why, err);
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
	if (search_put_content(&rs, t.step, c->source, c->launch, c->id, err))
		goto out;
	cJSON *cj = cJSON_AddObjectToObject(r, "candidate");
	cJSON_AddStringToObject(cj, "id", c->id);
	why[0] = '\0';
	m = search_measure(&rs, &t, c, 0, why, sizeof why, err);
	if (m < 0)
		goto out;
	cJSON_AddBoolToObject(cj, "passed", m == 1);
	/* kopt try prints the candidate's profile, whatever search.profile_scope. */
	if (m == 1 && search_profile(&rs, &t, c, -1, err) < 0)
		goto out;
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
		int t = search_model_time(&rs, none, "baseline.model", &base_ms, NULL, err);
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
			int v = search_verify_set(&rs, subs, base_ms, &new_ms, err);
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
	search_cand_destroy(c);
	search_cand_destroy(c0);
	strmap_destroy(t.seen);
	search_rs_release(&rs);
	return rc;
}
