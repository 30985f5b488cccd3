/* worker: a live backend run in a child process (`--backend isolated:SPEC`;
 * `--backend gpu` is always isolated).
 *
 * The child opens the inner backend itself, so CUDA is initialized in the
 * child only and every candidate runs in the child's context.  A child that
 * dies (an illegal address, a trap, a crash), stops answering within the
 * watchdog limit, or reports itself unhealthy after a fault is ended; the
 * fault is the reply, recorded like any other, and the next request starts a
 * fresh child.  A faulted context is never reused.  Requests, replies and the
 * blobs the child asks for travel over a socket pair as length-prefixed
 * frames. */
#ifndef KOPT_WORKER_H
#define KOPT_WORKER_H

#include "harness/run/backend.h"

/* Watchdog limits: compiles (a Triton compile can take long) and all else. */
#define WORKER_COMPILE_TIMEOUT_S 600
#define WORKER_TIMEOUT_S 120

/* Open the isolating wrapper around the backend `inner` (a spec as for
 * backend_open).  timeout_s <= 0 takes the defaults above. */
int worker_backend_open(const char *inner, int timeout_s, struct backend_handle *h,
			struct kerr *err);

#endif
