/* test_beam: the beam search's rules (harness/search/beam.c), each held at its
 * boundaries with the paper's numbers (PAPER_NOTES section 4).
 *
 * Every rule is tested twice:
 *   ..._by_default tests build the configuration with config_defaults (or,
 *   for the meltdown detector, which has no configuration key, use the
 *   MELTDOWN_* constants beam_search.c passes), so a changed default fails a
 *   named test;
 *   the others call the rule with explicit numbers and compare with the
 *   formula written out here, so a changed line of beam.c fails a named
 *   test.
 * Every test's name starts with beam_ (`unit-tests beam` runs them all). */
#include "tests/unit/check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness/search/beam.h"
#include "common/config.h"

/* ---- helpers ---- */

static struct kopt_config defaults(void)
{
	struct kopt_config c;
	config_defaults(&c);
	return c;
}

static int close_to(double a, double b)
{
	return fabs(a - b) <= 1e-12;
}

/* The ids of c[idx[0..n)], space-separated (static buffer). */
static const char *ids_of(const struct beam_cand *c, const size_t *idx, size_t n)
{
	static char out[512];
	size_t len = 0;
	out[0] = '\0';
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "",
					c[idx[i]].id);
	return out;
}

/* DiverseSelect's beam over c[n] as ids. */
static const char *select_ids(const struct beam_cand *c, size_t n, size_t width, int ucb)
{
	size_t beam[32];
	size_t nb = diverse_select(c, n, width, ucb, beam);
	CHECK(nb <= width, "beam of %zu for width %zu", nb, width);
	return ids_of(c, beam, nb);
}

/* The meltdown window's directions, space-separated (static buffer). */
static const char *dirs_of(const char *const *d, size_t n)
{
	static char out[512];
	size_t len = 0;
	out[0] = '\0';
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "",
					d[i]);
	return out;
}

static const char *forbidden_str(const char *const *dirs, size_t n, size_t min,
				 size_t unique)
{
	const char *f[16];
	size_t nf = forbidden_of(dirs, n, min, unique, f);
	return dirs_of(f, nf);
}

/* ---- UCB1 (PAPER_NOTES 4.4) ---- */

/* c = 1.4: reward 1.25 (k0 2.5 ms, candidate 2 ms), 7 planner calls so
 * far, a parent expanded once: 1.25 + 1.4 sqrt(ln 8 / 2). */
static void beam_ucb_score_by_default_uses_c_1_4(void)
{
	struct kopt_config c = defaults();
	CHECK(c.search.ucb == 1, "UCB is off by default");
	double reward = ucb_reward(2.5, 2.0);
	double got = ucb_score(c.search.ucb_c, reward, 7, 1);
	double want = 1.25 + 1.4 * sqrt(log(8.0) / 2.0);
	CHECK(close_to(got, want), "score %.17g, closed form %.17g", got, want);
}

/* r + c sqrt(ln(N + 1) / (n + 1)) with explicit c, N, n. */
static void beam_ucb_score_is_the_ucb1_closed_form(void)
{
	double got = ucb_score(2.0, 1.5, 3, 1);
	double want = 1.5 + 2.0 * sqrt(log(4.0) / 2.0);
	CHECK(close_to(got, want), "score %.17g, closed form %.17g", got, want);
	got = ucb_score(0.5, 3.0, 99, 4);
	want = 3.0 + 0.5 * sqrt(log(100.0) / 5.0);
	CHECK(close_to(got, want), "score %.17g, closed form %.17g", got, want);
	CHECK(ucb_reward(2.0, 0.5) == 4.0, "reward %.17g", ucb_reward(2.0, 0.5));
}

/* Before any planner call ln(0 + 1) = 0: the score is the reward; an
 * unvisited node divides by 1, not 0. */
static void beam_ucb_score_boundaries_first_call_and_unvisited(void)
{
	CHECK(ucb_score(1.4, 1.75, 0, 0) == 1.75, "%.17g", ucb_score(1.4, 1.75, 0, 0));
	CHECK(ucb_score(1.4, 1.75, 0, 9) == 1.75, "%.17g", ucb_score(1.4, 1.75, 0, 9));
	double got = ucb_score(1.0, 0.0, 2, 0);
	CHECK(close_to(got, sqrt(log(3.0))), "%.17g", got);
	CHECK(ucb_score(0.0, 1.1, 50, 0) == 1.1, "c = 0 is pure exploitation");
}

/* Highest score first; an exact tie goes to the smaller id. */
static void beam_ucb_order_highest_first_ties_by_id(void)
{
	struct beam_cand c[] = {
		{ "e2", "A", 1, 2.0 }, { "e0", "B", 1, 3.5 }, { "e3", "C", 1, 3.5 },
		{ "e1", "D", 1, 1.0 },
	};
	size_t order[4];
	ucb_order(c, 4, order);
	CHECK_STR(ids_of(c, order, 4), "e0 e3 e2 e1");
}

/* B = N = 4: one plan per entry (Table 11, "one per chain"); a beam of 3
 * gets the fourth plan for its best UCB entry. */
static void beam_plan_counts_by_default_one_per_chain(void)
{
	struct kopt_config c = defaults();
	size_t N = (size_t)c.search.plans, B = (size_t)c.search.beam_width;
	size_t np[8], order[3] = { 2, 0, 1 };
	CHECK(beam_plan_counts(N, B, 4, NULL, np) == 4, "total for a full beam");
	CHECK(np[0] == 1 && np[1] == 1 && np[2] == 1 && np[3] == 1,
	      "%zu %zu %zu %zu", np[0], np[1], np[2], np[3]);
	CHECK(beam_plan_counts(N, B, 3, order, np) == 4, "total for a short beam");
	CHECK(np[0] == 1 && np[1] == 1 && np[2] == 2, "%zu %zu %zu", np[0], np[1], np[2]);
}

/* ceil(N / B) each; the spare goes round the UCB order; without an order
 * (iteration 1, UCB off) there is none. */
static void beam_plan_counts_ceil_then_spare_round_robin(void)
{
	size_t np[4], order[2] = { 1, 0 };
	CHECK(beam_plan_counts(7, 4, 2, order, np) == 7, "total");
	CHECK(np[0] == 3 && np[1] == 4, "%zu %zu", np[0], np[1]);
	CHECK(beam_plan_counts(7, 4, 2, NULL, np) == 4, "no spare without UCB");
	CHECK(np[0] == 2 && np[1] == 2, "%zu %zu", np[0], np[1]);
	CHECK(beam_plan_counts(4, 1, 1, NULL, np) == 4 && np[0] == 4, "C1: 4 from one");
	CHECK(beam_plan_counts(5, 4, 4, order, np) == 8, "ceil(5/4) = 2 each, no cut");
}

/* ---- DiverseSelect (Eq. 3, PAPER_NOTES 4.3) ---- */

/* B = 4 over two chains with UCB on (c = 1.4): phase 1 the best of A and
 * of B (label order), phase 2 two fills by UCB score, which here is not tau
 * order: a2 (2 + 1.4 sqrt(ln 9)) and b2 (1.25 + 1.4 sqrt(ln 9)) before the
 * faster a3 (2.22 + 1.4 sqrt(ln 9 / 4)). */
static void beam_diverse_select_by_default_fills_4_by_ucb(void)
{
	struct kopt_config c = defaults();
	double k0 = 10.0, C = c.search.ucb_c;
	int N = 8;
	struct beam_cand v[] = {
		{ "a1", "A", 4.0, 0 }, { "a2", "A", 5.0, 0 }, { "a3", "A", 4.5, 0 },
		{ "b1", "B", 6.0, 0 }, { "b2", "B", 8.0, 0 },
	};
	int visits[] = { 3, 0, 3, 1, 0 };	/* each one's parent's expansions */
	for (size_t i = 0; i < 5; i++)
		v[i].score = ucb_score(C, ucb_reward(k0, v[i].tau), N, visits[i]);
	CHECK_STR(select_ids(v, 5, (size_t)c.search.beam_width, c.search.ucb),
		  "a1 b1 a2 b2");
}

/* Pure Eq. 3 (UCB off), B = 4: A's best is c1 (tau 2, tie with c5 by id),
 * B's c3 though faster comes second (label order); the fills by tau, c5
 * then c0 (tau 3, tie with c2 and c4 by id). */
static void beam_diverse_select_best_per_chain_then_tau_ties_by_id(void)
{
	struct beam_cand v[] = {
		{ "c3", "B", 1.0, 0 }, { "c5", "A", 2.0, 0 }, { "c1", "A", 2.0, 0 },
		{ "c2", "B", 3.0, 0 }, { "c4", "A", 3.0, 0 }, { "c0", "A", 3.0, 0 },
	};
	CHECK_STR(select_ids(v, 6, 4, 0), "c1 c3 c5 c0");
	CHECK_STR(select_ids(v, 6, 6, 0), "c1 c3 c5 c0 c2 c4");
}

/* With UCB the fills go by score, highest first, ties by id; phase 1 reads
 * tau only. */
static void beam_diverse_select_fills_by_score_ties_by_id(void)
{
	struct beam_cand v[] = {
		{ "d9", "A", 1.0, 0.1 }, { "d8", "B", 2.0, 0.2 }, { "d4", "A", 5.0, 7.0 },
		{ "d2", "B", 6.0, 7.0 }, { "d1", "A", 1.5, 3.0 },
	};
	CHECK_STR(select_ids(v, 5, 4, 1), "d9 d8 d2 d4");
	CHECK_STR(select_ids(v, 5, 4, 0), "d9 d8 d1 d4");
}

/* All four chains alive: phase 2 has no slot (PAPER_NOTES 4.3); more chains
 * than slots: the first labels win; fewer candidates than slots: all. */
static void beam_diverse_select_width_bounds(void)
{
	struct beam_cand v[] = {
		{ "x1", "D", 1.0, 0 }, { "x2", "C", 2.0, 0 }, { "x3", "B", 3.0, 0 },
		{ "x4", "A", 4.0, 0 }, { "x5", "A", 0.5, 0 },
	};
	CHECK_STR(select_ids(v, 5, 4, 0), "x5 x3 x2 x1");
	CHECK_STR(select_ids(v, 5, 2, 0), "x5 x3");
	CHECK_STR(select_ids(v, 5, 1, 0), "x5");
	CHECK_STR(select_ids(v, 2, 4, 0), "x2 x1");
	CHECK_STR(select_ids(v, 0, 4, 0), "");
}

/* ---- Early stop (Alg. 1 line 18, PAPER_NOTES 4.5) ---- */

/* Default: stop at the 2nd consecutive iteration without improvement, not
 * the 1st; margin 0, so any strict decrease of the global best counts. */
static void beam_early_stop_by_default_fires_at_the_2nd_non_improving(void)
{
	struct kopt_config c = defaults();
	int patience = c.search.early_stop;
	double m = c.search.early_stop_margin;
	int n = early_stop_count(0, 1.0, 1.0, m);
	CHECK(n == 1 && !early_stop_fires(patience, n), "1st: count %d", n);
	n = early_stop_count(n, 1.0, 1.0, m);
	CHECK(n == 2 && early_stop_fires(patience, n), "2nd: count %d", n);
	n = early_stop_count(1, 1.0, nextafter(1.0, 0), m);
	CHECK(n == 0, "one ulp faster is an improvement under the default margin");
}

/* best < prev (1 - margin), strictly: the margin's edge itself does not
 * count, nor does an improvement smaller than the margin. */
static void beam_early_stop_improvement_is_strict_beyond_the_margin(void)
{
	CHECK(early_stop_count(0, 2.0, 1.5, 0.25) == 1, "exactly at the margin");
	CHECK(early_stop_count(3, 2.0, 1.6, 0.25) == 4, "less than the margin");
	CHECK(early_stop_count(3, 2.0, nextafter(1.5, 0), 0.25) == 0, "beyond it");
	CHECK(early_stop_count(1, 2.0, 2.0, 0) == 2, "equal is not an improvement");
	CHECK(early_stop_count(1, 2.0, 1.9, 0) == 0, "a strict decrease at margin 0");
}

/* count >= patience; patience 0 never stops. */
static void beam_early_stop_fires_at_count_equal_patience(void)
{
	CHECK(!early_stop_fires(2, 1), "1 of 2");
	CHECK(early_stop_fires(2, 2), "2 of 2");
	CHECK(early_stop_fires(2, 3), "3 of 2");
	CHECK(!early_stop_fires(3, 2) && early_stop_fires(3, 3), "patience 3");
	CHECK(!early_stop_fires(0, 100), "0 = never");
}

/* ---- Meltdown detector (PAPER_NOTES 4.6) ---- */

/* beam_search.c's numbers: a window of the last 6 accepted directions, tripped
 * from 3 recorded with at most 2 distinct; a repeat is asked once more. */
static void beam_meltdown_by_default_last_6_from_3_at_most_2_distinct(void)
{
	struct meltdown w = { 0 };
	const char *seq[] = { "tile", "warps", "warps", "tile", "warps", "tile", "vec" };
	for (size_t i = 0; i < 7; i++)
		meltdown_push(&w, seq[i]);
	const char *const *d = (const char *const *)w.dir;
	CHECK(w.n == 6, "window of %zu", w.n);
	CHECK_STR(dirs_of(d, w.n), "warps warps tile warps tile vec");
	CHECK(!meltdown_trips(d, w.n, MELTDOWN_MIN, MELTDOWN_UNIQUE), "3 distinct trip it");
	CHECK(meltdown_trips(d, 5, MELTDOWN_MIN, MELTDOWN_UNIQUE), "2 distinct in 5");
	CHECK(meltdown_trips(d, 3, MELTDOWN_MIN, MELTDOWN_UNIQUE), "2 distinct in 3");
	CHECK(!meltdown_trips(d, 2, MELTDOWN_MIN, MELTDOWN_UNIQUE), "only 2 recorded");
	meltdown_release(&w);
	CHECK(planner_next(0, 1, 1) == PLANNER_ASK_AGAIN, "1st repeat");
	CHECK(planner_next(1, 1, 1) == PLANNER_GIVE_UP, "2nd repeat");
}

/* n >= min and distinct <= unique, exact matches, with explicit numbers. */
static void beam_meltdown_trips_at_min_with_at_most_unique_distinct(void)
{
	const char *d[] = { "a", "b", "a", "c" };
	CHECK(meltdown_trips(d, 3, 3, 2), "3 with 2 distinct");
	CHECK(!meltdown_trips(d, 2, 3, 2), "2 < min 3");
	CHECK(!meltdown_trips(d, 4, 3, 2), "3 distinct > 2");
	CHECK(meltdown_trips(d, 4, 4, 3), "4 with 3 distinct, unique 3");
	CHECK(!meltdown_trips(d, 3, 4, 3), "3 < min 4");
	const char *same[] = { "x", "x", "x", "x" };
	CHECK(meltdown_trips(same, 4, 4, 1) && !meltdown_trips(same, 3, 4, 1), "min 4");
	const char *cased[] = { "more_warps", "More_warps", "more_warps " };
	CHECK(!meltdown_trips(cased, 3, 3, 2), "exact strings: normalizing is answer.c's");
}

/* A repeat is an exact match of the normalized direction; a usable
 * non-repeat is taken; an unusable answer is never asked again. */
static void beam_meltdown_repeat_is_exact_and_asked_once_more(void)
{
	const char *f[] = { "tile", "warps" };
	CHECK(planner_repeats(f, 2, "warps") && planner_repeats(f, 2, "tile"), "repeats");
	CHECK(!planner_repeats(f, 2, "warp") && !planner_repeats(f, 2, "warps_x"), "prefix");
	CHECK(!planner_repeats(f, 0, "tile"), "nothing forbidden");
	CHECK(planner_next(0, 1, 0) == PLANNER_TAKE, "usable");
	CHECK(planner_next(1, 1, 0) == PLANNER_TAKE, "usable on the 2nd sample");
	CHECK(planner_next(0, 0, 0) == PLANNER_GIVE_UP, "unusable");
	CHECK(planner_next(0, 1, 1) == PLANNER_ASK_AGAIN, "repeat on sample 0");
	CHECK(planner_next(1, 1, 1) == PLANNER_GIVE_UP, "repeat on sample 1");
}

/* ---- Forbidden directions (PAPER_NOTES 4.6) ---- */

/* With beam_search.c's numbers: the window's distinct directions once tripped,
 * oldest first after the oldest fell out; none while not tripped. */
static void beam_forbidden_by_default_distinct_of_the_last_6(void)
{
	struct meltdown w = { 0 };
	const char *seq[] = { "vec", "tile", "warps", "tile", "warps", "tile", "tile" };
	for (size_t i = 0; i < 7; i++)
		meltdown_push(&w, seq[i]);
	const char *const *d = (const char *const *)w.dir;
	CHECK_STR(forbidden_str(d, w.n, MELTDOWN_MIN, MELTDOWN_UNIQUE), "tile warps");
	CHECK_STR(forbidden_str(d, 2, MELTDOWN_MIN, MELTDOWN_UNIQUE), "");
	meltdown_release(&w);
}

/* Explicit numbers: first-seen order, each once; nothing when the window
 * has not tripped. */
static void beam_forbidden_first_seen_order_only_when_tripped(void)
{
	const char *d[] = { "y", "x", "y", "x", "z" };
	CHECK_STR(forbidden_str(d, 4, 3, 2), "y x");
	CHECK_STR(forbidden_str(d + 1, 3, 3, 2), "x y");
	CHECK_STR(forbidden_str(d, 5, 3, 2), "");
	CHECK_STR(forbidden_str(d, 2, 3, 2), "");
	CHECK_STR(forbidden_str(d, 5, 1, 3), "y x z");
	CHECK_STR(forbidden_str(d, 1, 1, 1), "y");
}

/* ---- Re-stitch (Alg. 1 lines 22-23, PAPER_NOTES 2.2, 4.2, 5.6) ---- */

/* A scripted gates 3-4: answers results[] in turn (0 once they run out)
 * and writes each set it is asked as "p0,p1,..." (- for k0) into log. */
struct script {
	size_t nt;
	const int *results;
	size_t nresults, calls;
	char log[1024];
};

static int scripted_verify(void *ctx, const size_t *pick)
{
	struct script *s = ctx;
	size_t len = strlen(s->log);
	if (len)
		len += (size_t)snprintf(s->log + len, sizeof s->log - len, " ");
	for (size_t i = 0; i < s->nt; i++) {
		char one[24];
		if (pick[i] == RESTITCH_NONE)
			snprintf(one, sizeof one, "-");
		else
			snprintf(one, sizeof one, "%zu", pick[i]);
		len += (size_t)snprintf(s->log + len, sizeof s->log - len, "%s%s",
					i ? "," : "", one);
	}
	return s->calls < s->nresults ? s->results[s->calls++] : (s->calls++, 0);
}

/* Default: the joint set, then at most 1 + 2 e2e retries = 3 winners per
 * sub-kernel, in step order. */
static void beam_restitch_by_default_tries_3_winners_per_subkernel(void)
{
	struct kopt_config c = defaults();
	size_t budget = restitch_budget(c.search.e2e_retries);
	size_t nranked[] = { 5, 4 }, pick[2];
	struct script s = { .nt = 2 };
	CHECK(budget == 3, "budget %zu", budget);
	int rc = restitch_walk(2, nranked, budget, scripted_verify, &s, pick);
	CHECK(rc == 0, "rc %d", rc);
	CHECK_STR(s.log, "0,0 0,- 1,- 2,- -,0 -,1 -,2");
	CHECK(pick[0] == RESTITCH_NONE && pick[1] == RESTITCH_NONE, "nothing kept");
}

/* Explicit budget 2 over three sub-kernels (the middle one without a
 * winner): the joint set fails; the 2nd winner of the first is kept and
 * the third's are tried on top of it; the last set that passed is the
 * result. */
static void beam_restitch_walk_order_joint_then_greedy_in_step_order(void)
{
	size_t nranked[] = { 2, 0, 3 }, pick[3];
	int results[] = { 0, 0, 1, 0, 1 };
	struct script s = { .nt = 3, .results = results, .nresults = 5 };
	int rc = restitch_walk(3, nranked, 2, scripted_verify, &s, pick);
	CHECK(rc == 1, "rc %d", rc);
	CHECK_STR(s.log, "0,-,0 0,-,- 1,-,- 1,-,0 1,-,1");
	CHECK(pick[0] == 1 && pick[1] == RESTITCH_NONE && pick[2] == 1, "pick %zu %zu %zu",
	      pick[0], pick[1], pick[2]);
}

/* A passing joint set ends the walk; no winner asks nothing; a fatal
 * verify ends it with its code. */
static void beam_restitch_walk_joint_pass_no_winner_and_error(void)
{
	size_t nranked[] = { 3, 1 }, none[] = { 0, 0 }, pick[2];
	int pass[] = { 1 }, fatal[] = { 0, 0, -1 };
	struct script s = { .nt = 2, .results = pass, .nresults = 1 };
	CHECK(restitch_walk(2, nranked, 3, scripted_verify, &s, pick) == 1, "joint");
	CHECK_STR(s.log, "0,0");
	CHECK(pick[0] == 0 && pick[1] == 0, "joint kept");
	struct script e = { .nt = 2 };
	CHECK(restitch_walk(2, none, 3, scripted_verify, &e, pick) == 0, "no winner");
	CHECK(e.calls == 0 && pick[0] == RESTITCH_NONE && pick[1] == RESTITCH_NONE,
	      "asked %zu", e.calls);
	struct script f = { .nt = 2, .results = fatal, .nresults = 3 };
	CHECK(restitch_walk(2, nranked, 3, scripted_verify, &f, pick) == -1, "fatal");
	CHECK_STR(f.log, "0,0 0,- 1,-");
}

/* Explicit budget 2: a sub-kernel's 3rd and later winners are never
 * tried; budget 0 tries the joint set alone. */
static void beam_restitch_walk_stops_at_the_budget(void)
{
	size_t nranked[] = { 4, 1 }, pick[2];
	struct script s = { .nt = 2 };
	CHECK(restitch_walk(2, nranked, 2, scripted_verify, &s, pick) == 0, "none passed");
	CHECK_STR(s.log, "0,0 0,- 1,- -,0");
	struct script z = { .nt = 2 };
	CHECK(restitch_walk(2, nranked, 0, scripted_verify, &z, pick) == 0, "budget 0");
	CHECK_STR(z.log, "0,0");
}

/* 1 + e2e_retries winners per sub-kernel. */
static void beam_restitch_budget_is_one_plus_e2e_retries(void)
{
	CHECK(restitch_budget(0) == 1 && restitch_budget(2) == 3 && restitch_budget(3) == 4,
	      "%zu %zu %zu", restitch_budget(0), restitch_budget(2), restitch_budget(3));
}

/* Winners: strictly faster than k0, by tau then id. */
static void beam_restitch_rank_faster_than_k0_by_tau_then_id(void)
{
	struct beam_cand v[] = {
		{ "r3", "A", 3.0, 0 }, { "r9", "B", 1.0, 0 }, { "rk", "C", 5.0, 0 },
		{ "r1", "D", 1.0, 0 }, { "r6", "A", 6.0, 0 },
	};
	size_t out[5];
	size_t n = restitch_rank(v, 5, 5.0, out);
	CHECK_STR(ids_of(v, out, n), "r1 r9 r3");
	CHECK(restitch_rank(v, 5, 1.0, out) == 0, "nothing faster than k0");
}

/* ---- Profiles (PAPER_NOTES 4.8, search.profile_scope) ---- */

/* The moments at which a rule profiles, as a string "B P E C" with a dash
 * for each moment it does not. */
static const char *profile_moments(int scope)
{
	static char out[16];
	const char *name[] = { "B", "P", "E", "C" };
	enum profile_moment m[] = { PROFILE_BASELINE, PROFILE_PASSED, PROFILE_EXPANDED,
				    PROFILE_CHOSEN };
	size_t len = 0;
	for (int i = 0; i < 4; i++)
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "",
					beam_profile_at(scope, m[i]) ? name[i] : "-");
	return out;
}

/* The default is used: the baseline, each kernel the search expands and
 * the winners gates 3-4 keep, never a candidate just past gates 1-2. */
static void beam_profile_by_default_baseline_expanded_and_chosen(void)
{
	struct kopt_config c = defaults();
	CHECK(c.search.profile_scope == PROFILE_SCOPE_USED, "default profile_scope %d, not used",
	      c.search.profile_scope);
	const char *got = profile_moments(c.search.profile_scope);
	CHECK(!strcmp(got, "B - E C"), "used profiles at %s, want B - E C", got);
}

/* all, the legacy value: the baseline and every candidate past gates 1-2
 * (Alg. 1 line 12), and nothing again when it is expanded or kept. */
static void beam_profile_all_baseline_and_every_passed_candidate(void)
{
	const char *got = profile_moments(PROFILE_SCOPE_ALL);
	CHECK(!strcmp(got, "B P - -"), "all profiles at %s, want B P - -", got);
}

/* tables: only what Tables 7-8 read, the baseline and the winners gates 3-4
 * keep; no candidate past gates 1-2 and no kernel about to be expanded. */
static void beam_profile_tables_baseline_and_chosen_only(void)
{
	struct kopt_config c;
	cJSON *tree = cJSON_CreateObject();
	CHECK(!config_set(tree, "search.profile_scope=tables", NULL), "tables not set");
	CHECK(!config_from_json(tree, &c, NULL), "search.profile_scope tables refused");
	cJSON_Delete(tree);
	CHECK(c.search.profile_scope == PROFILE_SCOPE_TABLES, "tables read as %d",
	      c.search.profile_scope);
	const char *got = profile_moments(c.search.profile_scope);
	CHECK(!strcmp(got, "B - - C"), "tables profiles at %s, want B - - C", got);
}

/* ---- Targets (search.min_share) ---- */

/* The default 0 searches every target; a share leaves a target whose
 * baseline time is below that share of the model's, and searches one at
 * or above it; a time not known is searched. */
static void beam_target_searched_at_or_above_min_share(void)
{
	struct kopt_config c = defaults();
	CHECK(c.search.min_share == 0, "default min_share %g", c.search.min_share);
	CHECK(beam_target_searched(c.search.min_share, 1e-9, 10.0), "default left a target");
	CHECK(!beam_target_searched(0.01, 0.099, 10.0), "0.99%% of the model searched at 0.01");
	CHECK(beam_target_searched(0.01, 0.1, 10.0), "1%% of the model left at 0.01");
	CHECK(beam_target_searched(0.01, NAN, 10.0), "a target of unknown time left");
}

void suite_beam(void)
{
	RUN(beam_ucb_score_by_default_uses_c_1_4);
	RUN(beam_ucb_score_is_the_ucb1_closed_form);
	RUN(beam_ucb_score_boundaries_first_call_and_unvisited);
	RUN(beam_ucb_order_highest_first_ties_by_id);
	RUN(beam_plan_counts_by_default_one_per_chain);
	RUN(beam_plan_counts_ceil_then_spare_round_robin);

	RUN(beam_diverse_select_by_default_fills_4_by_ucb);
	RUN(beam_diverse_select_best_per_chain_then_tau_ties_by_id);
	RUN(beam_diverse_select_fills_by_score_ties_by_id);
	RUN(beam_diverse_select_width_bounds);

	RUN(beam_early_stop_by_default_fires_at_the_2nd_non_improving);
	RUN(beam_early_stop_improvement_is_strict_beyond_the_margin);
	RUN(beam_early_stop_fires_at_count_equal_patience);

	RUN(beam_meltdown_by_default_last_6_from_3_at_most_2_distinct);
	RUN(beam_meltdown_trips_at_min_with_at_most_unique_distinct);
	RUN(beam_meltdown_repeat_is_exact_and_asked_once_more);

	RUN(beam_forbidden_by_default_distinct_of_the_last_6);
	RUN(beam_forbidden_first_seen_order_only_when_tripped);

	RUN(beam_restitch_by_default_tries_3_winners_per_subkernel);
	RUN(beam_restitch_walk_order_joint_then_greedy_in_step_order);
	RUN(beam_restitch_walk_joint_pass_no_winner_and_error);
	RUN(beam_restitch_walk_stops_at_the_budget);
	RUN(beam_restitch_budget_is_one_plus_e2e_retries);
	RUN(beam_restitch_rank_faster_than_k0_by_tau_then_id);
	RUN(beam_profile_by_default_baseline_expanded_and_chosen);
	RUN(beam_profile_all_baseline_and_every_passed_candidate);
	RUN(beam_profile_tables_baseline_and_chosen_only);
	RUN(beam_target_searched_at_or_above_min_share);
}
