/* runner: drives the search over a run's problems for run, resume and replay,
 * and closes the run with its report digest.  Progress goes to stderr. */
#ifndef KOPT_RUNNER_H
#define KOPT_RUNNER_H

#include <signal.h>
#include <time.h>

#include "common/config.h"
#include "harness/problem/problem.h"
#include "recorder/obs.h"

/* Set by SIGINT/SIGTERM; the runner stops between problems. */
extern volatile sig_atomic_t runner_interrupted;
void runner_catch_signals(void);

/* Limits of one invocation of a live run (not of the search: where a run
 * stops does not change its decisions, and resume continues it).  Checked
 * at the safe points between problems; 0 = none. */
struct budget {
	long long llm_calls, tokens;	/* live llm asks, tokens in + out */
	double hours;			/* wall time of this invocation */
	long long problems;		/* problems searched by this invocation */
};

struct lanes;

struct runner {
	struct store *sink;
	int64_t run;
	const struct kopt_config *cfg;
	struct obs *obs;
	struct problem **problems;	/* an entry NULL: load_problem loads it
					 * when it is searched, and it is
					 * destroyed after (no --gpus) */
	size_t nproblems;
	int (*load_problem)(void *ctx, size_t i, struct problem **out, struct kerr *err);
	void *load_ctx;
	int quiet;
	struct budget budget;
	const struct lanes *lanes;	/* --gpus: workers that search the problems
					 * not yet recorded (lanes.h), or NULL */
	char stop_reason[200];	/* why the run stopped early (budget, signal) */
	time_t started;		/* when this invocation's search began */
	int live_clock;		/* kopt run: each problem searched live adds
				 * its seconds to the run's provenance
				 * (runner_add_live); replays do not */
	/* Kept by the runner: */
	long long searched;	/* problems searched live by this invocation */
	long long lane_llm, lane_tokens;	/* llm asks and tokens of the workers */
	size_t lane_asks, lane_steps;	/* observations and step digests the workers recorded */
};

/* The problems stored with run, in run order. */
int runner_load_problems(struct store *s, int64_t run, struct problem ***out,
			 size_t *n, struct kerr *err);
/* Problem seq (its list position) of run alone. */
int runner_load_problem(struct store *s, int64_t run, int seq, struct problem **out,
			struct kerr *err);
/* The same with each problem's list position (problems.seq) in *seqs
 * (malloc'd). */
int runner_load_problems_at(struct store *s, int64_t run, struct problem ***out,
			    int **seqs, size_t *n, struct kerr *err);
void runner_problems_release(struct problem **p, size_t n);

/* Search every problem.  OBS_EMISS / OBS_EDIVERGE / -1 with err, or 1 if
 * stopped early by a signal or a budget (stop_reason says which). */
int runner_search(struct runner *r, struct kerr *err);

/* The run's live wall time, kept in its provenance for reports (kopt show's
 * GPU-busy share, a policy's tuning time per problem): "live" {"ms": the
 * invocations' milliseconds from the search's start to the run's pause or
 * finish, "invocations": how many, "problems": {ID: the milliseconds each
 * problem's search took live, summed over the invocations that searched it
 * (one paused inside it and the one that finished it); a problem a GPU
 * worker of kopt run --gpus searched has none)}.  problem_id NULL
 * adds an invocation's ms and counts it; else the problem's.  A clock
 * reading: nothing of the search reads it (DESIGN.md, determinism).  0, or
 * -1 with err (the provenance unchanged). */
int runner_add_live(struct store *s, int64_t run, const char *problem_id, double seconds,
		    struct kerr *err);
/* Seconds of a monotonic clock, for the differences runner_add_live takes. */
double runner_clock(void);

/* Should this invocation stop before its next problem (a signal, a budget)?
 * 1 with r->stop_reason filled, else 0.  start: when it began. */
int runner_should_stop(struct runner *r, time_t start);
/* Progress on stderr for problem i of the run: before and after its search. */
void runner_progress_begin(const struct runner *r, size_t i);
void runner_progress_end(const struct runner *r, size_t i, int rc);

#endif
