/* cupti_prof: one kernel launch profiled with CUPTI's range profiler, auto
 * range and kernel replay (CUDA_FROM_C.md: the mode that gave unbiased
 * durations on the H200; CUPTI replays the kernel itself, restoring memory,
 * so in-place kernels are safe).  libcupti is opened with dlopen; a machine
 * without it, or without profiling permission, gets an error, not a crash. */
#ifndef KOPT_CUPTI_PROF_H
#define KOPT_CUPTI_PROF_H

#include <cuda.h>

#include "../kerr.h"

struct cupti_prof;

/* Prepare for these metrics on ctx; NULL with err if profiling is unavailable. */
struct cupti_prof *cupti_prof_open(CUcontext ctx, int device, const char *const *metrics,
				   int n, struct kerr *err);
void cupti_prof_close(struct cupti_prof *p);
/* Profile the launches `run(arg)` makes (one kernel); values[i] for metrics[i]. */
int cupti_prof_run(struct cupti_prof *p, int (*run)(void *arg), void *arg,
		   double *values, int *passes, struct kerr *err);

#endif
