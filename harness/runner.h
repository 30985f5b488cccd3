/* runner: drives the search over a run's problems for run, resume and replay,
 * and closes the run with its report digest.  Progress goes to stderr. */
#ifndef KOPT_RUNNER_H
#define KOPT_RUNNER_H

#include <signal.h>

#include "config.h"
#include "problem.h"
#include "../recorder/obs.h"

/* Set by SIGINT/SIGTERM; the runner stops between problems. */
extern volatile sig_atomic_t runner_interrupted;
void runner_catch_signals(void);

struct runner {
	struct store *sink;
	int64_t run;
	const struct kopt_config *cfg;
	struct obs *obs;
	struct problem **problems;
	size_t nproblems;
	int quiet;
};

/* The problems stored with run, in run order. */
int runner_load_problems(struct store *s, int64_t run, struct problem ***out,
			 size_t *n, struct kerr *err);
void runner_free_problems(struct problem **p, size_t n);

/* Search every problem.  OBS_EMISS / OBS_EDIVERGE / -1 with err, or 1 if
 * interrupted by a signal. */
int runner_search(struct runner *r, struct kerr *err);

/* Mark the run complete with its report digest (digest out may be NULL). */
int runner_finish(struct runner *r, char digest[SHA_HEX_LEN + 1], struct kerr *err);

#endif
