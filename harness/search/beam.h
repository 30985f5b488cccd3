/* beam: the rules of the beam search (PAPER_NOTES section 4) as pure
 * functions, the way gates/gates.h holds the cascade's.
 *
 * Each rule is a function of plain numbers and strings that the search hands
 * in (beam_search.c, restitch.c): no store, no observation seam, no cJSON, no
 * clock.  The search gathers the facts, asks these functions and carries the
 * decisions out, so every rule is tested as a rule (tests/unit/test_beam.c).
 * The numbers a rule reads are parameters: the search passes the run's
 * configuration (defaults PAPER_NOTES 0) or, for the meltdown detector, which
 * has no configuration key, the MELTDOWN_* constants below. */
#ifndef KOPT_BEAM_H
#define KOPT_BEAM_H

#include <stddef.h>

/* A candidate as the rules see it. */
struct beam_cand {
	const char *id;		/* content hash: every tie is broken by it */
	const char *chain;	/* root chain label (A, B, ...), kept by descendants */
	double tau;		/* sub-kernel time in ms, lower is better (4.8) */
	double score;		/* its UCB score (ucb_score), read where UCB orders */
};

/* ---- UCB1 (PAPER_NOTES 4.4; the formula is [HARNESS]) ---- */

/* The reward of a candidate: its speedup over k0, tau(k0) / tau. */
double ucb_reward(double k0_tau, double tau);
/* UCB1 with c = search.ucb_c (1.4):
 *   reward + c * sqrt(ln(total + 1) / (visits + 1)),
 * total the planner calls of the sub-kernel so far (its root's visits),
 * visits those of the node scored; the +1s make a first visit finite. */
double ucb_score(double c, double reward, int total, int visits);
/* The n candidates' indices by score, highest first, ties by id (ascending),
 * into order[n]. */
void ucb_order(const struct beam_cand *c, size_t n, size_t *order);
/* Planner calls per beam entry (Alg. 1 line 7): ceil(plans / width) each of
 * the ne entries; where that totals fewer than plans (a short beam) and
 * order is given (UCB on, past iteration 1), the spare calls go one at a
 * time round the entries in that order ([HARNESS]).  Fills nplans[ne];
 * returns the total. */
size_t beam_plan_counts(size_t plans, size_t width, size_t ne, const size_t *order,
			size_t *nplans);

/* ---- DiverseSelect (Eq. 3, PAPER_NOTES 4.3) ---- */

/* Fills beam[] with at most width indices into c[n], in beam order: phase 1,
 * the best candidate (tau, then id) of each chain, chains in label order
 * (strcmp); phase 2, the remaining slots from the rest by UCB score
 * (with ucb) or by tau (without: pure Eq. 3), ties by id.  Returns the
 * count. */
size_t diverse_select(const struct beam_cand *c, size_t n, size_t width, int ucb,
		      size_t *beam);

/* ---- Early stop (Alg. 1 line 18, PAPER_NOTES 4.5) ---- */

/* Consecutive iterations without improvement after one whose global best
 * went from prev_ms to best_ms: 0 when it improved, that is best_ms <
 * prev_ms * (1 - margin) (strict; margin search.early_stop_margin, 0,
 * [HARNESS]), count + 1 otherwise. */
int early_stop_count(int count, double prev_ms, double best_ms, double margin);
/* The search stops after this iteration: patience (search.early_stop, 2)
 * is on (> 0) and count >= patience. */
int early_stop_fires(int patience, int count);

/* ---- Meltdown detector (PAPER_NOTES 4.6) ---- */

#define MELTDOWN_WINDOW 6	/* the last <= 6 directions (paper) */
#define MELTDOWN_MIN 3		/* [HARNESS] not before 3 are recorded */
#define MELTDOWN_UNIQUE 2	/* <= 2 distinct trips it (paper) */

/* One sub-kernel's window: the normalized directions of the plans accepted
 * (all chains, plan order), the oldest first. */
struct meltdown {
	char *dir[MELTDOWN_WINDOW];
	size_t n;
};
/* Appends a copy of dir, dropping the oldest of a full window. */
void meltdown_push(struct meltdown *w, const char *dir);
void meltdown_release(struct meltdown *w);
/* The detector trips: at least min directions, at most unique distinct
 * (exact string match of normalized directions). */
int meltdown_trips(const char *const *dirs, size_t n, size_t min, size_t unique);
/* Directions forbidden to the planners: those of a tripped window, each
 * once, in first-seen order, into out[n] (pointers into dirs); none (0)
 * when it has not tripped. */
size_t forbidden_of(const char *const *dirs, size_t n, size_t min, size_t unique,
		    const char **out);

/* A planner's answer against the forbidden directions. */
enum planner_next {
	PLANNER_TAKE,		/* usable, not forbidden: the plan is executed */
	PLANNER_ASK_AGAIN,	/* repeats a forbidden direction: ask once more */
	PLANNER_GIVE_UP,	/* unusable, or repeated on the last sample */
};
#define PLANNER_SAMPLES 2	/* [HARNESS] a repeat is asked once more */
/* 1 when direction (normalized) equals one of the nf forbidden. */
int planner_repeats(const char *const *forbidden, size_t nf, const char *direction);
/* What to do with sample number `sample` (from 0): usable says the answer
 * held a plan, repeated that its direction is forbidden. */
enum planner_next planner_next(int sample, int usable, int repeated);

/* ---- Re-stitch (Alg. 1 lines 22-23, PAPER_NOTES 2.2, 4.2 and 5.6) ---- */

#define RESTITCH_NONE ((size_t)-1)	/* the sub-kernel keeps k0 */

/* A sub-kernel's winners to stitch in: the candidates of the union of its
 * beams strictly faster than k0, by tau then id, as indices into out[n].
 * Returns the count. */
size_t restitch_rank(const struct beam_cand *c, size_t n, double k0_tau, size_t *out);
/* Winners tried per sub-kernel in the walk: 1 + search.e2e_retries (2). */
size_t restitch_budget(int e2e_retries);
/* Gates 3-4 on the substitution set pick[nt] (per sub-kernel an index into
 * its ranking, or RESTITCH_NONE): 1 passed, 0 failed, < 0 fatal. */
typedef int (*restitch_verify_fn)(void *ctx, const size_t *pick);
/* The walk ([HARNESS], 2.2 and 4.2), when any sub-kernel has a winner:
 * the joint set (each sub-kernel's best) first; if that fails, sub-kernels
 * in step order, each trying its winners in rank order (at most budget)
 * on top of those kept so far, keeping the first that passes.  pick[nt]
 * ends as the last set that passed (all RESTITCH_NONE if none did).
 * Returns 1 if a set passed, 0 if none (or none had a winner), < 0 as
 * verify returned it. */
int restitch_walk(size_t nt, const size_t *nranked, size_t budget,
		  restitch_verify_fn verify, void *ctx, size_t *pick);

/* ---- Profiles (PAPER_NOTES 4.2 line 12 and 4.8; search.profile_scope) ---- */

/* The moments a kernel of a target may be profiled. */
enum profile_moment {
	PROFILE_BASELINE,	/* k0, measured: Tables 7-8 and the outcome read it */
	PROFILE_PASSED,		/* a candidate just past gates 1-2 and timed */
	PROFILE_EXPANDED,	/* a kernel about to be expanded: its planners read it */
	PROFILE_CHOSEN,		/* a winner gates 3-4 kept: Tables 7-8 read it */
};
/* Whether a kernel not profiled yet is profiled at moment m under scope
 * (search.profile_scope, PROFILE_SCOPE_*).  used (the default): at
 * BASELINE, EXPANDED and CHOSEN, the kernels a decision or a table reads
 * (PAPER_NOTES 4.8: pi' is for the next round of planning), so a candidate
 * no one expands or keeps is never profiled.  all (the legacy value): at
 * BASELINE and PASSED, every candidate past gates 1-2 as Algorithm 1 line
 * 12 writes it, which already covers every kernel later expanded or kept.
 * tables: at BASELINE and CHOSEN alone, what Tables 7-8 read; a planner
 * then sees no profile of the kernel it expands (its tier unknown), which
 * changes no move of a policy whose moves read none (coordesc and descent:
 * only their plans' bottleneck label reads unknown). */
int beam_profile_at(int scope, enum profile_moment m);

/* Whether a target is searched (search.min_share): its baseline time tau0
 * is at least min_share x the baseline model's base_ms.  min_share 0, the
 * default, searches every target (the paper); a time not known (NaN) is
 * searched. */
int beam_target_searched(double min_share, double tau0, double base_ms);

#endif
