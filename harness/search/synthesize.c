/* synthesize: kernel groups under --synthesize (PAPER_NOTES 2.3): the
 * synthesizer's context and its attempts from a group's baseline, which make
 * the synthesis baseline the group's search starts from.  It must not decide
 * what is stitched in: that is the re-stitch's (restitch.c). */
#include "harness/search/search_internal.h"
#include "common/canon.h"

#include <stdlib.h>
#include <string.h>

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
 * (synthesis.reference; search_measure()).  The
 * kernel that passes is the synthesis baseline the search starts from; it
 * joins the union of beams, so it is stitched in if nothing beats it.
 * Appends the group's record to report.  1 synthesized, 0 not, < 0 fatal. */
int search_synthesize(struct run_state *rs, struct target *t, cJSON *report,
		      struct kerr *err)
{
	const struct synth_group *g = t->group;
	search_set_step(rs, "%s/synth%d", g->name, 0);
	cJSON *plan = cJSON_CreateObject();
	cJSON_AddStringToObject(plan, "direction", "synthesize");
	cJSON_AddStringToObject(plan, "rationale", "Inductor-aware synthesis: one kernel for "
				"the group's adjacent generated kernels (PAPER_NOTES 2.3)");
	cJSON *ctx = synth_context(rs, g);
	struct cand **C = NULL;
	size_t nC = 0;
	int before = t->attempts;
	t->synthesizing = 1;
	int rc = search_execute_plan(rs, t, t->k0, "S", 0, 0, "synthesizer", plan, ctx, &C,
				     &nC, err);
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
