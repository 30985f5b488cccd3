/* search: the profiling-guided beam search of Algorithm 1 over every
 * optimizable sub-kernel of a problem, then the re-stitch and gates 3-4.
 *
 * Every fact comes through the observation seam; every decision is a pure
 * function of those facts, the configuration and counter-based draws, so a
 * replay recomputes it.  After each iteration the beam state's digest is
 * handed to the seam (compared in replay).  Decisions are written to the
 * output store: candidates, gate results (appended), one outcome per problem.
 * The search never reads a clock, an address or hash-table order. */
#ifndef KOPT_SEARCH_H
#define KOPT_SEARCH_H

#include "common/config.h"
#include "harness/problem/problem.h"
#include "recorder/obs.h"

struct search_ctx {
	const struct kopt_config *cfg;
	struct obs *obs;
	struct store *out;
	int64_t run;
	char gates_sha[65];
	const cJSON *guidelines;	/* loaded search.guidelines, or NULL */
};

/* Search one problem and store its outcome.  0 on success (a fallback is a
 * success); OBS_EMISS / OBS_EDIVERGE / -1 with err otherwise. */
int search_problem(struct search_ctx *s, const struct problem *p, struct kerr *err);

/* Put one candidate for kernel step `step` through gates 1-2 and timing, after
 * measuring the baseline: `kopt try`.  source / launch NULL keep the
 * baseline's.  *report: {"baseline": {id, ms | error}, "candidate": {id,
 * passed, ms, speedup | reason}}; 0, or -1 with err on a seam failure. */
/* With model, a candidate that passed also goes through gates 3 and 4 on the
 * re-stitched model: "model": {passed, base_ms, ms, speedup, gates: [{gate,
 * passed, reason, detail}]}. */
int search_try(struct search_ctx *s, const struct problem *p, const char *step,
	       const char *source, const cJSON *launch, int model, cJSON **report,
	       struct kerr *err);

#endif
