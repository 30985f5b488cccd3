/* policy_scripted: the `scripted` agent backend, a deterministic policy that
 * needs no model (DESIGN.md section 6).
 *
 * It answers llm requests of role planner and executor the way an
 * autotuner would: the planner picks a launch-parameter move (XBLOCK,
 * R0_BLOCK/RBLOCK, num_warps, num_stages) from the bottleneck tier it is shown,
 * spreading beam chains over the preferred moves and avoiding directions the
 * meltdown detector forbids; the executor applies the move to the parent
 * kernel's launch.  The summarizer's answer is an experience item of the
 * attempt, and the synthesizer's a vertical fusion of a kernel group or a
 * decline (synth_fuse.h).  Its answers are ordinary llm observations: recorded,
 * replayed and diffed like a model's.  It reads nothing but the request and
 * the blobs the request names. */
#ifndef KOPT_POLICY_SCRIPTED_H
#define KOPT_POLICY_SCRIPTED_H

#include "recorder/backend_abi.h"

#define SCRIPTED_VERSION "scripted/1"

/* Fill *out with the built-in backend. */
void scripted_backend(struct kopt_backend *out);

#endif
