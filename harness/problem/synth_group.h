/* synth_group: the kernel groups of Inductor-aware synthesis and their
 * Triton form (PAPER_NOTES 2.3: "merge adjacent fusible kernel groups; for
 * each group the LLM writes one standalone Triton kernel").
 *
 * [AMBIG] The paper defines neither "fusible" nor a merge criterion.
 * [HARNESS] A group is a run of at least 2 and at most
 * search.synthesis_max_group consecutive generated Triton kernel steps (no
 * vendor call between them) in which every step after the first reads a
 * buffer that an earlier step of the run writes.  Groups do not overlap; a
 * longer run is cut into groups of at most that many from its start.
 *
 * A group is searched as one target with a contract kopt defines (FORMAT.md,
 * "The Triton form of a kernel group"): one @triton.jit entry, kopt_fused,
 * taking a pointer to the start of every buffer the group reads from before
 * it (in_ptrN), writes for later steps or the model's outputs (out_ptrN), or
 * both (in_out_ptrN), in order of first use, then the constexprs XBLOCK and
 * RBLOCK; no size arguments (the sizes are constants of the problem, as in
 * Inductor's kernels).  Buffers the group writes and nothing after it reads
 * are not passed: a fused kernel keeps them in registers.  The launch names
 * its grid itself (no grid type).  The group's baseline (k0) is its steps
 * run as Inductor generated them; its content is their sources, one after
 * the other, which the backends recognize and answer by running the steps.
 *
 * The form is a pure function of the problem and the group's steps, computed
 * the same way by the search and by the GPU backend. */
#ifndef KOPT_SYNTH_GROUP_H
#define KOPT_SYNTH_GROUP_H

#include <stddef.h>

#include "harness/problem/problem.h"

#define SYNTH_ENTRY "kopt_fused"

struct synth_group {
	char name[24];		/* fuse_0, fuse_1, ...: the target's step name */
	int first, n;		/* steps first .. first + n - 1 of the problem */
	struct pstep form;	/* the group as a kernel step (entry kopt_fused) */
	cJSON *json;		/* owned: the form's JSON (args, params, triton_meta, launch, steps) */
	char *source;		/* owned: the baseline content, the steps' sources */
	char *contract;		/* owned: the entry's def line, what gate 1 checks against */
};

/* The groups of p (at most max_n steps each) into *out (NULL when there are
 * none), their count returned; -1 with err if a step is malformed.  Free
 * with synth_groups_release. */
int synth_groups(const struct problem *p, int max_n, struct synth_group **out,
		 struct kerr *err);
void synth_groups_release(struct synth_group *gs, int n);

/* The form of steps first .. first + n - 1 of p as group `name` into *g;
 * -1 with err if they are not n >= 2 consecutive Triton kernel steps. */
int synth_form(const struct problem *p, const char *name, int first, int n,
	       struct synth_group *g, struct kerr *err);
void synth_form_release(struct synth_group *g);

/* The group named by a request: its step names (the request's "steps"),
 * which must be consecutive kernel steps of p.  -1 with err otherwise. */
int synth_form_of_request(const struct problem *p, const char *name, const cJSON *steps,
			  struct synth_group *g, struct kerr *err);

#endif
