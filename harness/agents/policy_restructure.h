/* policy_restructure: the `restructure` agent backend, a deterministic
 * policy that needs no model and changes a kernel's structure where launch
 * parameters cannot (issue 28, item 1).
 *
 * Its planner reads the parent kernel's source (the blob the request
 * names) and offers the rewrites of reduction_rewrite.h that apply to it,
 * in this order: make_persistent (a looped reduction's row held in one
 * block, read once), make_looped (a single-pass persistent reduction
 * walked in blocks), then the loop schedules of a looped reduction's row
 * loops (reduction_schedules: loop_stages_2, loop_stages_3, loop_unroll_2,
 * loop_unroll_4, tl.range's num_stages and loop_unroll_factor), never
 * undoing or repeating one the chain already made (one schedule a chain).
 * The first chain's first plan takes the first rewrite that applies, the
 * next chain the next one; every other plan, and every plan where no
 * rewrite applies, is the scripted policy's launch-parameter move
 * (policy_scripted.h), as are the summarizer's and synthesizer's answers.
 * Its executor writes the rewritten source with the launch it needs
 * (R0_BLOCK the whole row, XBLOCK and num_warps as Inductor's persistent
 * configurations choose them; a schedule keeps the parent's launch), or
 * carries out a scripted move.  It never writes source it could not parse:
 * a rewrite that does not apply is an answer without code.
 * Every answer names this policy's version in "model"; answers are pure
 * functions of the request and the blobs it names (DESIGN.md section 1). */
#ifndef KOPT_POLICY_RESTRUCTURE_H
#define KOPT_POLICY_RESTRUCTURE_H

#include "recorder/backend_abi.h"

#define RESTRUCTURE_VERSION "restructure/2"

/* Fill *out with the built-in backend. */
void restructure_backend(struct kopt_backend *out);

#endif
