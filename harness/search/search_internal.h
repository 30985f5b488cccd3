/* search_internal: private to harness/search.  The search's state
 * (candidates, targets, one problem's run) and the functions its parts
 * share: search.c (the driver), state.c, measure.c, expand.c,
 * beam_search.c, synthesize.c and restitch.c.  Nothing outside
 * harness/search includes it: search.h is the interface. */
#ifndef KOPT_SEARCH_INTERNAL_H
#define KOPT_SEARCH_INTERNAL_H

#include "harness/search/search.h"
#include "harness/search/beam.h"
#include "harness/problem/synth_group.h"
#include "gates/gates.h"
#include "common/strmap.h"
#include "common/buf.h"

struct cand {
	char id[SHA_HEX_LEN + 1], parent[SHA_HEX_LEN + 1];
	char chain[8];
	int iteration, slot;
	char *source;
	cJSON *launch;
	double tau;
	char tier[24];
	cJSON *metrics;
	int profiled;		/* its profile was asked for (search_profile) */
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
	cJSON *failed;		/* [{launch, source}] of the candidates that
				 * failed gates 1-2 (the descent policy's
				 * tried list, expand.c), or NULL */
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
	int synthesizing;	/* search_measure() under the synthesis check */
	int unsearched;		/* below search.min_share: k0 kept, no beam search */
};

struct run_state {
	struct search_ctx *s;
	const struct problem *p;
	int gate3_failed, gate4_failed;
	struct strmap *verified;	/* substitution set -> 1 passed, -1 failed */
	cJSON *groups;		/* kernel groups searched: name -> its steps (--synthesize) */
	cJSON *gate_log;	/* kopt try: every verdict recorded, or NULL */
	/* search_put_content's last content as the fields it is printed from
	 * (content_key) and its id, and a buffer to build the next key in. */
	struct buf content_key, content_next;
	char content_id[SHA_HEX_LEN + 1];
	/* The last executor answer taken apart (answer_kernel): its content,
	 * language and parent's launch printed canonically (answer_key), and
	 * what they gave; answer_next builds the next key. */
	struct buf answer_key, answer_next;
	char *answer_source;
	cJSON *answer_launch;
};

/* Free what rs owns (not rs). */
void search_rs_release(struct run_state *rs);

/* state.c */
/* Free candidate c and everything it owns; c may be NULL. */
void search_cand_destroy(struct cand *c);
/* Free what target t owns (its candidates, beams, memory), not t. */
void search_target_release(struct target *t);
/* A new request: version, problem, and step when not NULL. */
cJSON *search_req_base(const struct problem *p, const char *step);
/* A new request about target t, a group's carrying its steps. */
cJSON *search_target_req(struct run_state *rs, const struct target *t);
/* Label the observation seam's step "<problem>/<fmt of a, n>". */
void search_set_step(struct run_state *rs, const char *fmt, const char *a, int n);
/* Store verdict v of gate on subject (and log it for kopt try); 0 or -1. */
int search_record_gate(struct run_state *rs, const char *subject, const char *gate,
		       const struct verdict *v, struct kerr *err);
/* Put a kernel's content through the seam; its hash into id.  0 or -1. */
int search_put_content(struct run_state *rs, const struct pstep *st, const char *source,
		       const cJSON *launch, char id[SHA_HEX_LEN + 1], struct kerr *err);
/* o's number at key, or def when it has none. */
double search_num_or(const cJSON *o, const char *key, double def);

/* measure.c */
/* c through gates 1-2 (not a baseline) and timing, then its profile where
 * beam_profile_at says so (baseline or passed): 1 passed, 0 failed (why
 * filled), < 0 fatal. */
int search_measure(struct run_state *rs, struct target *t, struct cand *c,
		   int is_baseline, char *why, size_t whylen, struct kerr *err);
/* The compile request of candidate id of t, the one request builder of
 * gate 1's compile and of its hint ahead (ahead.c). */
cJSON *search_compile_request(struct run_state *rs, const struct target *t, const char *id);
/* c's profile (metrics, tier) when profiles are on and c has none asked for
 * yet, at moment m when beam_profile_at agrees, or whatever the moment when
 * m is negative (kopt try); under search.profile_scope = used a kernel of t
 * with c's content profiled already lends its profile instead of a new ask.
 * 0, or < 0 fatal (a failed profile is not). */
int search_profile(struct run_state *rs, struct target *t, struct cand *c, int m,
		   struct kerr *err);

/* expand.c */
/* The requests below view the trees they name (parent's metrics, launch and
 * history, t's memory, forbidden, plan, context, feedback; canon_add_view)
 * rather than copy them: keep those until the request is asked. */
/* The planner's request for one sample of an expansion of parent. */
cJSON *search_planner_request(struct run_state *rs, struct target *t,
			      const struct cand *parent, const char *chain, int iter,
			      int slot, int sample, const cJSON *forbidden);
/* The request of attempt (from 1) of role at plan, the failures of the
 * attempts before it in feedback (an array): what search_execute_plan asks,
 * and what ahead.c asks ahead. */
cJSON *search_executor_request(struct run_state *rs, const struct target *t,
			       const struct cand *parent, const char *chain, int iter,
			       int slot, const char *role, int attempt, const cJSON *plan,
			       const cJSON *context, const cJSON *feedback);
/* The summarizer's experience item for one plan into t's memory; 0 or fatal. */
int search_summarize(struct run_state *rs, struct target *t, const struct cand *parent,
		     const struct cand *child, const cJSON *plan, const char *chain,
		     int iter, int slot, struct kerr *err);
/* Up to K attempts at plan by role; a passing candidate joins *C.  0 or fatal. */
int search_execute_plan(struct run_state *rs, struct target *t, struct cand *parent,
			const char *chain, int iter, int slot, const char *role,
			const cJSON *plan, const cJSON *context, struct cand ***C,
			size_t *nC, struct kerr *err);

/* ahead.c: compile ahead (search.compile_ahead); nothing in it decides. */
struct ahead {
	size_t n;		/* the iteration's plan slots */
	cJSON **compile;	/* per slot: the compile request to hint, or NULL */
	char (*id)[SHA_HEX_LEN + 1];	/* per slot: its candidate */
	size_t next;		/* slots below it are hinted */
};
/* After the planner batch of iteration iter (replies[total], slot k's entry
 * ent[owner[k]] in chain chain[owner[k]], forb[nforb] forbidden): the
 * executors' first attempts of the plans taken at sample 0 asked ahead, and
 * the compile requests of their candidates that pass gate 1's static check
 * kept in *a.  Live and with search.compile_ahead > 0 only; never fails. */
void search_ahead_begin(struct run_state *rs, const struct target *t, int iter, size_t total,
			const struct obs_reply *replies, const size_t *owner,
			struct cand *const *ent, char (*chain)[8], const char *const *forb,
			size_t nforb, struct ahead *a);
/* Before slot k is carried out: hint the compiles of slots k .. k +
 * search.compile_ahead - 1 not hinted yet whose candidate t has not seen. */
void search_ahead_hint(struct run_state *rs, const struct target *t, struct ahead *a,
		       size_t k);
void search_ahead_release(struct ahead *a);

/* synthesize.c */
/* Synthesize group target t, its record appended to report: 1, 0, < 0 fatal. */
int search_synthesize(struct run_state *rs, struct target *t, cJSON *report,
		      struct kerr *err);

/* beam_search.c */
/* The beam rules' view of c[n], scores 0; the caller frees it. */
struct beam_cand *search_views_of(struct cand *const *c, size_t n);
/* Algorithm 1 lines 3-21 over target t: 0, or a seam failure. */
int search_beam_search(struct run_state *rs, struct target *t, struct kerr *err);

/* restitch.c */
/* The model timed with subs: 0 (*ms, *steps_ms), 1 the run failed, < 0 fatal. */
int search_model_time(struct run_state *rs, const cJSON *subs, const char *site,
		      double *ms, cJSON **steps_ms, struct kerr *err);
/* Gates 3-4 on the model with subs: 1 passed (*ms), 0 failed, < 0 fatal. */
int search_verify_set(struct run_state *rs, const cJSON *subs, double base_ms,
		      double *ms, struct kerr *err);
/* Algorithm 1 lines 22-23: the walk over ts[nt]'s winners, gates 3-4 on each
 * set tried; choice[nt] the set last verified, *final_ms the model time of
 * the last that passed (else base_ms), *any whether some target had a
 * winner.  1 a set passed, 0 none did, < 0 fatal. */
int search_restitch(struct run_state *rs, struct target *ts, int nt, struct cand **choice,
		    double base_ms, double *final_ms, int *any, struct kerr *err);

#endif
