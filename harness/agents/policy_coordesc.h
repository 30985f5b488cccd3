/* policy_coordesc: the `coordesc` agent backend, a deterministic policy that
 * needs no model and searches the launch configuration the way Inductor's
 * coordinate-descent tuner does (torch/_inductor/runtime/
 * coordinate_descent_tuner.py): one field at a time, each tried doubled and
 * halved (num_stages one up and one down) within the tuner's bounds.
 *
 * Mapped onto the beam search: the planner proposes one untried neighbour
 * of its parent, the fields in the tuner's fixed order, continuing the
 * sweep after the field of the chain's last move; a neighbour the chain has
 * already been at (read from the request's history) is not proposed again.
 * Keeping an improvement is the search's part: the beam keeps the fastest
 * children, the search the best candidate, and early stop ends the descent
 * once the best stops improving (the tuner's "until no field improves").
 * The executor applies the move to the parent's launch and declines a retry
 * (the tuner counts a failing configuration as no improvement); the
 * summarizer and the synthesizer answer as the scripted policy's do.  Its
 * answers are ordinary llm observations naming COORDESC_VERSION.  It reads
 * nothing but the request and the blobs the request names. */
#ifndef KOPT_POLICY_COORDESC_H
#define KOPT_POLICY_COORDESC_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "recorder/backend_abi.h"

#define COORDESC_NAME "coordesc"
/* coordesc/2 (and descent/2) also make num_stages a coordinate of a kernel
 * whose source calls tl.dot without a BLOCK_K constexpr (a Triton tutorial's
 * or a Helion example's GEMM); on every other kernel they make the moves of
 * coordesc/1 and descent/1, whose recordings stay as they are. */
#define COORDESC_VERSION "coordesc/2"

/* One neighbour of a launch: the move's direction (the plan's), the launch
 * key it changes (a constexpr as the launch spells it, num_warps or
 * num_stages) and the value it sets. */
struct coordesc_step {
	const char *direction;
	const char *key;
	long value;
};

/* Room enough for every neighbour (each field up and down). */
#define COORDESC_MAX_STEPS 32

/* The neighbours of a parent, its content {entry, source, launch} (without
 * a source: no size hints), in the policy's fixed order, into out (at least
 * COORDESC_MAX_STEPS entries); those the chain's history (an array of
 * directions) has already visited and those in forbidden (an array of
 * directions, or NULL) are left out.  Returns their number.  Pure. */
size_t coordesc_neighbours(const cJSON *parent, const cJSON *history, const cJSON *forbidden,
			   struct coordesc_step *out);

/* Which of n neighbours (n > 0) a planner request takes: the sweep goes on
 * after the field of the history's last move, the request's slot and the
 * iterations its parent has already been expanded in counted on from
 * there, wrapping round; n (none) for a start kernel (k0, or one whose
 * history ends in a move of no field) once those run past its last
 * neighbour.  Pure. */
size_t coordesc_pick(const struct coordesc_step *nb, size_t n, const cJSON *history,
		     int slot, int iteration);

/* Fill *out with the built-in backend. */
void coordesc_backend(struct kopt_backend *out);

/* The `descent` agent backend: the same moves, bounds and executor as
 * coordesc, searched as Inductor's tuner searches them: always from the
 * best configuration so far.  Its planner requests carry the target's
 * configurations tried so far (context.tried, harness/search/expand.c:
 * each candidate with the parent's source, its launch and time, null where
 * it failed gates 1-2); the planner takes the best (the lowest time, the
 * first of equals), lists its neighbours in the tuner's order less those
 * tried and those forbidden, and the request's slot (its place among the
 * iteration's plans) takes the slot-th; none left, the descent has
 * converged and it answers no plan.  The plan carries the whole launch to
 * set ("launch": every coordinate's value), so a parent other than the best
 * still yields the best's neighbour; the executor sets it on the parent's
 * launch.  The tuner re-reads the best after each benchmark, the search
 * after each iteration's N plans: within an iteration the plans are the
 * best's next N untried neighbours.  Without context.tried (a replay of
 * another policy's recording with --policy descent) the parent stands for
 * the best.  Answers name DESCENT_VERSION. */
#define DESCENT_NAME "descent"
#define DESCENT_VERSION "descent/2"

/* The best entry of tried (an array of {"launch", "ms"}): the lowest ms, a
 * number, the first of equals; NULL if none has one.  Pure. */
const cJSON *descent_best(const cJSON *tried);

/* The neighbours of best (content {entry, source, launch}: its launch the
 * best configuration, its source the parent's) in the tuner's order, less
 * those whose coordinates equal a launch of tried (an array of {"launch"},
 * or NULL) and the directions in forbidden, into out (at least
 * COORDESC_MAX_STEPS entries).  Returns their number.  Pure. */
size_t descent_untried(const cJSON *best, const cJSON *tried, const cJSON *forbidden,
		       struct coordesc_step *out);

void descent_backend(struct kopt_backend *out);

#endif
