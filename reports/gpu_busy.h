/* gpu_busy: how busy a run kept its GPUs (issue 27), what `kopt show`
 * prints.  The GPU-busy share is the sum of the recorded latencies of the
 * run's check, time and profile observations over its wall time, from the
 * run's start (created_utc) to its finish (finished_utc), whole seconds
 * both; a run searched by G GPU workers (kopt run --gpus) is over G times
 * its wall time.  A run kopt run recorded its live time for (its
 * provenance's "live", harness/run/runner.h) is over that instead: the
 * searches' own seconds, summed over the invocations, so a run paused and
 * resumed does not count the pause; an older run counts it.  Compile
 * latencies are summed beside it (CPU work, not counted).  It is not
 * defined for a replay (its latencies are the recording's, its wall time
 * the replay's), a merged run (its wall time is the merge's), a run not
 * finished, or one under a second.  Seconds per candidate by phase are
 * each kind's sum over the run's compile observations (one per candidate,
 * the targets' baselines included), defined wherever there is one, replays
 * included (the recording's latencies).  The same by the level of each
 * observation's problem (the manifest's level, the step's first part; a
 * tutorial problem by its suite): what a live run of another sample costs,
 * level by level (issue 29).  Nothing
 * of the search reads it. */
#ifndef KOPT_REPORT_GPU_BUSY_H
#define KOPT_REPORT_GPU_BUSY_H

#include "recorder/store.h"
#include "reports/rows.h"

#include <stddef.h>

/* The per-level figures are kept by reports/rows.h's groups (GROUPS):
 * KernelBench's levels, the two tutorial suites, none.  Each group's name
 * in kopt show ("level 1", "Triton tutorials", "no level"): */
const char *gpu_busy_group_name(int group, char *buf, size_t n);

struct gpu_busy {
	double ms[OBS_NKINDS];	/* recorded latency summed per kind */
	long long n[OBS_NKINDS];	/* observations per kind */
	double busy_ms;		/* check + time + profile */
	long long wall_s;	/* -1 where unknown */
	double wall_ms;		/* the same in ms, the share's divisor */
	int invocations;	/* kopt run invocations the live time sums,
				 * 0 where the run has none (wall_s is then
				 * from created_utc to finished_utc) */
	int gpus;		/* GPU workers, 1 unless kopt run --gpus */
	double share;		/* busy / (gpus x wall); NAN where not defined */
	const char *why;	/* why share is not defined, or NULL */
	/* By group (GROUPS): levels 1-3, the tutorial suites, none. */
	double lvl_ms[GROUPS][OBS_NKINDS];
	long long lvl_n[GROUPS][OBS_NKINDS];
	long long lvl_problems[GROUPS];
};

/* Run `run` of s into *b; 0, or -1 with err when the file cannot be read. */
int gpu_busy_load(struct store *s, int64_t run, struct gpu_busy *b, struct kerr *err);

#endif
