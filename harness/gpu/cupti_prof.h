/* cupti_prof: one kernel launch profiled with CUPTI's range profiler, auto
 * range and, by default, kernel replay (CUDA_FROM_C.md: the mode that gave unbiased
 * durations on the H200; CUPTI replays the kernel itself, restoring memory,
 * so in-place kernels are safe).  The range profiler is enabled once per
 * context and kept.  Measured on two H200s of one host (the L1 problems of
 * the suite; 29 profiles of kernels of 6 to 160 us each, driver 580):
 *   - enabled and disabled around every profile, a profile took 372 ms;
 *     kept enabled, 216-222 ms;
 *   - kernel times measured while it is enabled and idle were within 0.4%
 *     of those without (median ratio 0.996 over 33 requests; GPU 0 against
 *     GPU 1 gave 0.9975);
 *   - user replay (an earlier version's, kopt restoring the written buffers
 *     between its 9 passes) cost the same, 215 ms, and its counters differed
 *     from kernel replay's by more than run-to-run noise (DRAM throughput:
 *     median ratio 1.028, one kernel 3.7x; two runs of kernel replay: median
 *     1.0006, at most 1.5x), so kernel replay is the default;
 *     search.profile_replay = user offers user replay again (in-place
 *     buffers restored on the device and L2 flushed before each pass); its
 *     counters against kernel replay's are not yet measured on the H200;
 *   - kernel replay's cost grows with the device memory the context holds
 *     (CUPTI saves and restores it): 0.1-0.4 s a profile with one
 *     KernelBench AlexNet (5.9 GiB in use), 13-16 s after eight other
 *     problems had been searched in the process, hence gpu_buffers.c's
 *     parking;
 *   - two processes profiling at once, one on each GPU, each took longer:
 *     684 ms against 372 ms enabling around every profile, 283-291 ms
 *     against 216 ms kept enabled (404-409 ms against 215 ms in user
 *     replay); the cause is below CUPTI (not established), and it bounds
 *     what --gpus gains (tests/bench/gpus.sh).
 * KOPT_GPU_TRACE=1 prints each profile's phases on stderr.  libcupti is
 * opened with dlopen; a machine without it, or without profiling
 * permission, gets an error, not a crash. */
#ifndef KOPT_CUPTI_PROF_H
#define KOPT_CUPTI_PROF_H

#include <cuda.h>

#include "common/kerr.h"

struct cupti_prof;

/* Prepare for these metrics on ctx; NULL with err if profiling is unavailable. */
struct cupti_prof *cupti_prof_create(CUcontext ctx, int device, const char *const *metrics,
				   int n, struct kerr *err);
void cupti_prof_destroy(struct cupti_prof *p);
/* Profile the launches `run(arg)` makes (one kernel); values[i] for metrics[i].
 * Kernel replay (user_replay 0): CUPTI replays the one launch for every pass,
 * saving and restoring the device memory it writes.  User replay: run(arg)
 * is called once per pass, and before(arg) (if given) before each pass, outside
 * the profiled range: it restores what the kernel writes in place (and may
 * flush the L2) and synchronizes, so the range holds the kernel alone. */
int cupti_prof_run(struct cupti_prof *p, int (*before)(void *arg), int (*run)(void *arg),
		   void *arg, int user_replay, double *values, int *passes, struct kerr *err);

#endif
