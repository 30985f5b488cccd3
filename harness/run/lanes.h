/* lanes: `kopt run --gpus LIST`, one worker process per listed GPU of one
 * host, each taking the next problem of the run's list.
 *
 * A worker is a child process that sees only its own device: it sets
 * CUDA_VISIBLE_DEVICES to its GPU before it opens the live backends (the
 * GPU backend's isolated worker processes and the Triton helper inherit it),
 * so every backend selects its device the same way and the GPU backend
 * itself only ever uses device 0.  A worker searches one problem at a time
 * into a part file of its own (one run, one problem); the parent splices
 * each finished part into the run file in problem order (splice.h), so the
 * run file is the one a single process would have recorded: the same
 * observations in the same order, the same step digests, the same
 * decisions; only measured times differ, as they do between any two runs on
 * a GPU.  The parent checks budgets and Ctrl-C before handing out each
 * problem; a stop lets the problems in flight finish and be committed (a
 * safe point), and the run is paused.  A problem in flight when the parent
 * is killed is searched again on resume (its part is discarded).
 * Decisions never depend on which worker searched what or when it finished. */
#ifndef KOPT_LANES_H
#define KOPT_LANES_H

#include <time.h>

#include "harness/run/runner.h"
#include "harness/search/search.h"

#define LANES_MAX 64	/* workers on one host */

struct lanes {
	char **gpus;		/* device ids as CUDA_VISIBLE_DEVICES takes them */
	int n;
	const char *measure, *llm;	/* backend specs each worker opens */
	const char *parts;	/* folder for the workers' part files */
	const char *config;	/* the run's canonical configuration */
	/* Called once before the workers start: the parent lets go of its
	 * own live backends (a GPU context, worker processes). */
	void (*before_start)(void *arg);
	void *arg;
};

/* Parse "0,1" or "0,0" (ids without spaces, one worker each) into l->gpus,
 * l->n; -1 with err. */
int lanes_parse(const char *list, struct lanes *l, struct kerr *err);
/* Where CUDA_VISIBLE_DEVICES (visible) is already set, as Slurm sets it to
 * the GPUs it allotted, a numeric id k of --gpus means the k-th visible
 * device: replace it by that entry (0 when visible is NULL or empty; -1
 * with err for an id beyond the list). */
int lanes_map_visible(struct lanes *l, const char *visible, struct kerr *err);
void lanes_release(struct lanes *l);

/* Search r->problems[from..] on the workers, committing each into r->run in
 * problem order.  s is the runner's search context (configuration,
 * guidelines).  0 done; 1 stopped at a safe point (r->stop_reason); -1 with
 * err (problems committed before the failure stay). */
int lanes_search(struct runner *r, const struct search_ctx *s, size_t from, time_t start,
		 struct kerr *err);

#endif
