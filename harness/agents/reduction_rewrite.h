/* reduction_rewrite: the source rewrites of the `restructure` policy
 * (policy_restructure.h): an Inductor reduction kernel turned from looped
 * to persistent and back, as Inductor itself writes the two forms
 * (docs/INDUCTOR_NOTES.md; triton_red_* and triton_per_* kernels), and a
 * looped one's row loops given a software-pipelining or unrolling schedule.
 *
 * The kernel is parsed whole first: one @triton.jit function, every
 * statement of its body a line (or a call spread over lines) at the
 * function's indent or inside `for r0_offset in tl.range(0, r0_numel,
 * R0_BLOCK):`.  Anything it does not recognise (another loop or branch, a
 * helper function, a reduction it has no looped form of) is a decline
 * with the reason; it never writes source from a kernel it has not parsed.
 * The signature is kept as it is (names, order, constexpr parameters), so
 * a rewritten kernel binds to the step's arguments as the original did.
 * Pure text functions: no I/O, no clock. */
#ifndef KOPT_REDUCTION_REWRITE_H
#define KOPT_REDUCTION_REWRITE_H

#include <stddef.h>

/* The largest row a persistent kernel holds in one block (elements).
 * Inductor makes reductions persistent up to rows of 1,024 by default;
 * at 8,192 one program of 16 warps holds 16 values a thread per live row
 * tensor, about where registers run out on sm_90 (255 a thread). */
#define REDUCTION_PERSISTENT_MAX 8192

/* A looped reduction (triton_red_*: R0_BLOCK a constexpr parameter, the
 * row walked by one or more `for r0_offset` loops) made persistent: each
 * loop becomes one pass over the whole row (r0_offset = 0), and a load
 * that an earlier pass made of the same elements, with no store between,
 * reuses the earlier value (the row is read once, not once per loop).  The
 * launch must pass R0_BLOCK = *row_block, the row's size rounded up to a
 * power of two; a tl.static_assert in the source holds it to that.
 * 0 with *out (malloc'd) and *row_block, or -1 with why. */
int reduction_make_persistent(const char *source, char **out, long *row_block,
			      char *why, size_t whylen);

/* A persistent reduction (triton_per_*: R0_BLOCK defined in the body as
 * the whole row) made looped over blocks of loop_block elements (a power
 * of two below the row block, dividing the row where the kernel masks no
 * row elements).  Only single-pass kernels: every reduction a float32
 * tl.sum, max2 or min2 of a row value, and nothing computed over the row
 * from a reduction's result (a softmax or a layer norm needs a second
 * loop; declined).  R0_BLOCK stays a constant of the body.
 * 0 with *out (malloc'd), or -1 with why. */
int reduction_make_looped(const char *source, long loop_block, char **out, char *why,
			  size_t whylen);

/* The loop schedules offered for a looped reduction's row loops, in this
 * order: software pipelining in 2 and in 3 stages (tl.range's num_stages:
 * the loads of later iterations issued while this one computes) and
 * unrolling by 2 and by 4 (tl.range's loop_unroll_factor).  Triton 3.6's
 * tl.range(start, end, step, num_stages=None, loop_unroll_factor=None, ...);
 * a loop's num_stages overrides the launch's for that loop. */
struct reduction_schedule {
	const char *name;	/* the plan's direction */
	int num_stages;		/* 0: not given */
	int unroll;		/* loop_unroll_factor; 0: not given */
};
#define REDUCTION_SCHEDULES 4
extern const struct reduction_schedule reduction_schedules[REDUCTION_SCHEDULES];

/* A looped reduction (its row walked by `for r0_offset in
 * tl.range(0, r0_numel, R0_BLOCK):` loops, R0_BLOCK a constexpr parameter
 * as Inductor writes triton_red_* kernels, or a constant of the body as
 * reduction_make_looped writes them) with every row loop given the
 * schedule: `tl.range(0, r0_numel, R0_BLOCK, num_stages=S)` and/or
 * `loop_unroll_factor=U` (num_stages 0 or 1 to 8, unroll 0 or 2 to 16, not
 * both 0).  Only the loop headers change (a plain range becomes tl.range);
 * every other statement is written as it was, the values computed and the
 * launch are the same.  A loop that already carries arguments is declined.
 * 0 with *out (malloc'd), or -1 with why. */
int reduction_loop_schedule(const char *source, int num_stages, int unroll, char **out,
			    char *why, size_t whylen);

/* The row block R0_BLOCK of a persistent kernel (its body's constant), or
 * -1 when the source is not a persistent reduction. */
long reduction_row_block(const char *source);

#endif
