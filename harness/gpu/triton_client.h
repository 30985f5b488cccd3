/* triton_client: the persistent Triton compile helper (harness/gpu/triton_helper.py)
 * as a child process speaking one JSON line per request.  Importing torch and
 * Triton costs seconds; one compile took 0.11-0.17 s on the H200
 * (INDUCTOR_NOTES.md), so the helper is started once and kept, and the GPU
 * backend starts its helpers with its first request (triton_start). */
#ifndef KOPT_TRITON_CLIENT_H
#define KOPT_TRITON_CLIENT_H

#include <cjson/cJSON.h>
#include <sys/types.h>

#include "common/kerr.h"

struct triton_client {
	pid_t pid;
	int to, from;		/* pipes to and from the helper */
	char *pending;		/* bytes read past the last line */
	size_t npending;
};

/* Start the helper now unless it runs (one that has ended is started anew),
 * so that its imports (triton_helper.py's warm) overlap other work; 0, or -1
 * with err when it cannot be started. */
int triton_start(struct triton_client *c, struct kerr *err);
/* Send request (one JSON object) and wait up to timeout_s for one reply
 * line; starts the helper on first use (triton_start).  *reply is owned by
 * the caller.  A helper that dies or times out is killed and restarted on
 * the next call. */
int triton_call(struct triton_client *c, const cJSON *request, int timeout_s,
		cJSON **reply, struct kerr *err);
void triton_close(struct triton_client *c);

#endif
