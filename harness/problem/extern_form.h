/* extern_form: the Triton form of a vendor GEMM step, which makes the step a
 * search target under --all-subkernels (ablation C6, PAPER_NOTES 7.5: "C6
 * disables Inductor-aware filtering: cuBLAS/cuDNN sub-kernels become targets
 * too").
 *
 * A target needs a kernel contract: the parameters a candidate takes and how
 * it is launched.  Inductor's kernels come with theirs; a vendor call has
 * none, so kopt defines one for mm, addmm, bmm and baddbmm on float32
 * (FORMAT.md, "The Triton form of a GEMM step"): one @triton.jit entry,
 * kopt_gemm, computing out = alpha * a @ b (+ beta * bias), batched over
 * program_id(1), with Inductor's argument names (in_ptr0 = a, in_ptr1 = b,
 * in_ptr2 = the bias broadcast to out's shape, or out itself when there is
 * none, out_ptr0 = out) so that the gates find what the step reads and
 * writes as they do for a generated kernel.  The step's baseline (k0) stays
 * the vendor call: its content is kopt's reference kernel in that form with
 * the default launch, which the agents see as the kernel to improve, but
 * which the GPU backend answers with the vendor call (as it answers an
 * Inductor k0 with Inductor's cubin).  Convolution and pooling have no form
 * (kopt defines no convolution contract): they stay vendor calls under C6,
 * and the run's outcome says so.
 *
 * The form is a pure function of the step, computed the same way by the
 * search and by the GPU backend, so the problem (and its SHA-256) is not
 * changed by the flag. */
#ifndef KOPT_EXTERN_FORM_H
#define KOPT_EXTERN_FORM_H

#include <stddef.h>

#include "harness/problem/problem.h"

#define EXTERN_FORM_ENTRY "kopt_gemm"
/* Grid type of the form (FORMAT.md): x = cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)
 * from the M and N arguments and the launch's constexprs, y = the batch. */
#define EXTERN_FORM_GRID "GemmGrid"

/* The reference launch, the baseline content's (Triton's matmul tutorial's
 * float32 shape). */
#define EXTERN_FORM_BLOCK_M 64
#define EXTERN_FORM_BLOCK_N 64
#define EXTERN_FORM_BLOCK_K 32
#define EXTERN_FORM_GROUP_M 8
#define EXTERN_FORM_WARPS 4
#define EXTERN_FORM_STAGES 3

extern const char EXTERN_FORM_SOURCE[];

/* 1 with *out filled if step st of p has a Triton form: out is a kernel
 * step (is_kernel 1, the step's name, lang triton, entry kopt_gemm, the
 * reference source and default launch) whose json (args with views and
 * values, triton_meta, launch, vendor_op, vendor_call) the caller frees with
 * cJSON_Delete(*owned).  0 with why filled if it has none (a convolution, a
 * dtype other than float32, offsets past 32 bits, a batch past 65535);
 * -1 with err if the step itself is malformed. */
int extern_form(const struct problem *p, const struct pstep *st, struct pstep *out,
		cJSON **owned, char *why, size_t whylen, struct kerr *err);

#endif
