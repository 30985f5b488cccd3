/* beam: the beam search's rules as pure functions (see beam.h). */
#include "harness/search/beam.h"
#include "common/config.h"
#include "common/kerr.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- orders ---- */

/* By tau, then id: the ranking of PAPER_NOTES 4.8, ties by id (4.3). */
static int by_tau(const void *a, const void *b)
{
	const struct beam_cand *x = *(const struct beam_cand *const *)a;
	const struct beam_cand *y = *(const struct beam_cand *const *)b;
	if (x->tau != y->tau)
		return x->tau < y->tau ? -1 : 1;
	return strcmp(x->id, y->id);
}

/* By score, highest first, then id. */
static int by_score(const void *a, const void *b)
{
	const struct beam_cand *x = *(const struct beam_cand *const *)a;
	const struct beam_cand *y = *(const struct beam_cand *const *)b;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return strcmp(x->id, y->id);
}

/* The candidates' addresses sorted by cmp (caller frees). */
static const struct beam_cand **sorted(const struct beam_cand *c, size_t n,
				       int (*cmp)(const void *, const void *))
{
	const struct beam_cand **p = xcalloc(n + 1, sizeof *p);
	for (size_t i = 0; i < n; i++)
		p[i] = &c[i];
	qsort(p, n, sizeof *p, cmp);
	return p;
}

/* ---- UCB1: PAPER_NOTES 4.4 ([HARNESS] formula and uses) ---- */

double ucb_reward(double k0_tau, double tau)
{
	return k0_tau / tau;
}

double ucb_score(double c, double reward, int total, int visits)
{
	return reward + c * sqrt(log((double)total + 1) / (visits + 1));
}

void ucb_order(const struct beam_cand *c, size_t n, size_t *order)
{
	const struct beam_cand **p = sorted(c, n, by_score);
	for (size_t i = 0; i < n; i++)
		order[i] = (size_t)(p[i] - c);
	free(p);
}

size_t beam_plan_counts(size_t plans, size_t width, size_t ne, const size_t *order,
			size_t *nplans)
{
	size_t per_entry = (plans + width - 1) / width, total = 0;
	for (size_t i = 0; i < ne; i++) {
		nplans[i] = per_entry;
		total += per_entry;
	}
	/* A short beam hands the spare budget round the entries in UCB order. */
	for (size_t k = 0; order && ne > 0 && total < plans; k = (k + 1) % ne, total++)
		nplans[order[k]]++;
	return total;
}

/* ---- DiverseSelect: Eq. 3, PAPER_NOTES 4.3 ---- */

static int chosen(const size_t *beam, size_t nb, size_t i)
{
	for (size_t j = 0; j < nb; j++)
		if (beam[j] == i)
			return 1;
	return 0;
}

static int by_label(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The distinct chain labels of c[n], sorted (caller frees). */
static const char **chain_labels(const struct beam_cand *c, size_t n, size_t *nlabels)
{
	const char **l = xcalloc(n + 1, sizeof *l);
	size_t nl = 0;
	for (size_t i = 0; i < n; i++) {
		size_t j;
		for (j = 0; j < nl && strcmp(l[j], c[i].chain); j++)
			;
		if (j == nl)
			l[nl++] = c[i].chain;
	}
	qsort(l, nl, sizeof *l, by_label);
	*nlabels = nl;
	return l;
}

size_t diverse_select(const struct beam_cand *c, size_t n, size_t width, int ucb,
		      size_t *beam)
{
	const struct beam_cand **t = sorted(c, n, by_tau);
	size_t nl, nb = 0;
	const char **labels = chain_labels(c, n, &nl);
	/* Phase 1, exploration: the argmin-tau candidate of each chain ([HARNESS]
	 * chain = root label). */
	for (size_t k = 0; k < nl && nb < width; k++)
		for (size_t i = 0; i < n; i++)
			if (!strcmp(t[i]->chain, labels[k])) {
				beam[nb++] = (size_t)(t[i] - c);
				break;
			}
	/* Phase 2, exploitation: the rest by UCB score ([HARNESS], 4.4), or by
	 * tau when UCB is off. */
	const struct beam_cand **rest = xcalloc(n + 1, sizeof *rest);
	size_t nr = 0;
	for (size_t i = 0; i < n; i++)
		if (!chosen(beam, nb, (size_t)(t[i] - c)))
			rest[nr++] = t[i];
	qsort(rest, nr, sizeof *rest, ucb ? by_score : by_tau);
	for (size_t i = 0; i < nr && nb < width; i++)
		beam[nb++] = (size_t)(rest[i] - c);
	free(rest);
	free(labels);
	free(t);
	return nb;
}

/* ---- Early stop: Alg. 1 line 18, PAPER_NOTES 4.5 ---- */

int early_stop_count(int count, double prev_ms, double best_ms, double margin)
{
	/* [HARNESS] improvement: the global best strictly below the previous
	 * by more than the relative margin. */
	return best_ms < prev_ms * (1 - margin) ? 0 : count + 1;
}

int early_stop_fires(int patience, int count)
{
	return patience > 0 && count >= patience;
}

/* ---- Meltdown detector: PAPER_NOTES 4.6 ---- */

void meltdown_push(struct meltdown *w, const char *dir)
{
	if (w->n == MELTDOWN_WINDOW) {
		free(w->dir[0]);
		memmove(w->dir, w->dir + 1, (MELTDOWN_WINDOW - 1) * sizeof w->dir[0]);
		w->n--;
	}
	w->dir[w->n++] = xstrdup(dir);
}

void meltdown_release(struct meltdown *w)
{
	for (size_t i = 0; i < w->n; i++)
		free(w->dir[i]);
	w->n = 0;
}

/* The distinct directions of dirs[n] in first-seen order, into out[n]. */
static size_t distinct(const char *const *dirs, size_t n, const char **out)
{
	size_t nu = 0;
	for (size_t i = 0; i < n; i++) {
		size_t j;
		for (j = 0; j < nu && strcmp(out[j], dirs[i]); j++)
			;
		if (j == nu)
			out[nu++] = dirs[i];
	}
	return nu;
}

int meltdown_trips(const char *const *dirs, size_t n, size_t min, size_t unique)
{
	if (n < min)
		return 0;
	const char **u = xcalloc(n + 1, sizeof *u);
	size_t nu = distinct(dirs, n, u);
	free(u);
	return nu <= unique;
}

size_t forbidden_of(const char *const *dirs, size_t n, size_t min, size_t unique,
		    const char **out)
{
	if (!meltdown_trips(dirs, n, min, unique))
		return 0;
	return distinct(dirs, n, out);
}

int planner_repeats(const char *const *forbidden, size_t nf, const char *direction)
{
	for (size_t i = 0; i < nf; i++)
		if (!strcmp(forbidden[i], direction))
			return 1;
	return 0;
}

enum planner_next planner_next(int sample, int usable, int repeated)
{
	if (!usable)
		return PLANNER_GIVE_UP;
	if (!repeated)
		return PLANNER_TAKE;
	return sample + 1 < PLANNER_SAMPLES ? PLANNER_ASK_AGAIN : PLANNER_GIVE_UP;
}

/* ---- Re-stitch: Alg. 1 lines 22-23, PAPER_NOTES 2.2, 4.2, 5.6 ---- */

size_t restitch_rank(const struct beam_cand *c, size_t n, double k0_tau, size_t *out)
{
	const struct beam_cand **t = sorted(c, n, by_tau);
	size_t nr = 0;
	/* k0 is in the union (B0): nothing not faster than it is stitched in. */
	for (size_t i = 0; i < n; i++)
		if (t[i]->tau < k0_tau)
			out[nr++] = (size_t)(t[i] - c);
	free(t);
	return nr;
}

size_t restitch_budget(int e2e_retries)
{
	/* The first try and Gate 4's targeted retries (5.6, [CONFLICT] 2 or 3). */
	return 1 + (size_t)e2e_retries;
}

/* [HARNESS] 2.2: the greedy walk after a failed joint set. */
static int greedy_walk(size_t nt, const size_t *nranked, size_t budget,
		       restitch_verify_fn verify, void *ctx, size_t *pick)
{
	int passed = 0;
	for (size_t i = 0; i < nt; i++)
		pick[i] = RESTITCH_NONE;
	for (size_t i = 0; i < nt; i++)
		for (size_t j = 0; j < nranked[i] && j < budget; j++) {
			pick[i] = j;
			int rc = verify(ctx, pick);
			if (rc < 0)
				return rc;
			if (rc == 1) {
				passed = 1;
				break;
			}
			pick[i] = RESTITCH_NONE;
		}
	return passed;
}

int restitch_walk(size_t nt, const size_t *nranked, size_t budget,
		  restitch_verify_fn verify, void *ctx, size_t *pick)
{
	int any = 0;
	for (size_t i = 0; i < nt; i++) {
		pick[i] = nranked[i] ? 0 : RESTITCH_NONE;
		any |= nranked[i] > 0;
	}
	if (!any)
		return 0;
	/* Joint substitution first: each sub-kernel's best (line 22). */
	int rc = verify(ctx, pick);
	if (rc != 0)
		return rc;
	return greedy_walk(nt, nranked, budget, verify, ctx, pick);
}

int beam_profile_at(int scope, enum profile_moment m)
{
	switch (m) {
	case PROFILE_BASELINE:
		return 1;
	case PROFILE_PASSED:
		return scope == PROFILE_SCOPE_ALL;
	case PROFILE_EXPANDED:
		return scope == PROFILE_SCOPE_USED;
	case PROFILE_CHOSEN:
		return scope != PROFILE_SCOPE_ALL;
	}
	return 0;
}

int beam_target_searched(double min_share, double tau0, double base_ms)
{
	return !(tau0 < min_share * base_ms);
}
