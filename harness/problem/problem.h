/* problem: a problem folder (datasets/FORMAT.md) loaded for the search.
 *
 * A problem is an ordered list of steps: extern vendor calls, kept as they
 * are, and generated kernels, which the search replaces (and, opted in, a
 * vendor GEMM call in its Triton form under --all-subkernels, extern_form.h,
 * or a run of kernels as one group under --synthesize, synth_group.h).
 * Loading a
 * folder inlines every kernel source into the manifest, so the canonical
 * manifest stored with a run is self-contained and replays without the
 * folder.  Validation names the file and the field of every problem found. */
#ifndef KOPT_PROBLEM_H
#define KOPT_PROBLEM_H

#include <cjson/cJSON.h>

#include "harness/problem/inputs.h"
#include "common/kerr.h"

#define PROBLEM_FORMAT 1
#define PROBLEM_MAX_DIMS 8

enum buf_role { ROLE_INPUT, ROLE_PARAM, ROLE_OUTPUT, ROLE_INTERMEDIATE };

struct pbuf {
	const char *name;
	enum dtype dtype;
	int ndim;
	long long shape[PROBLEM_MAX_DIMS], strides[PROBLEM_MAX_DIMS], offset;
	size_t storage;		/* elements */
	enum buf_role role;
	struct init init;	/* inputs and params */
	const char *torch_name;	/* state_dict key or inputs[i]; NULL if none */
};

/* A tensor argument: a buffer seen through shape, strides and offset. */
struct pview {
	int buf;		/* index into problem.bufs */
	int ndim;
	long long shape[PROBLEM_MAX_DIMS], strides[PROBLEM_MAX_DIMS], offset;
};

/* Parse a view object against p's buffers; -1 with err naming `what`. */
struct problem;
int view_parse(const struct problem *p, const cJSON *j, const char *what,
	       struct pview *out, struct kerr *err);
size_t view_numel(const struct pview *v);
/* Vendor-call view logic, shared by the GPU backend and its unit tests:
 * view_broadcast gives bias as a view of out's shape (torch's expand: aligned
 * from the right, missing and size-1 dimensions with stride 0), or -1 with
 * err; view_tile_block the size of the packed block that, repeated, makes the
 * broadcast bias b of a packed out (out[i] = bias[i % block]), else 0;
 * view_lt_bias_eligible whether ATen's addmm takes cuBLASLt's bias epilogue
 * for this bias, a and out (c) and beta. */
int view_broadcast(const struct pview *bias, const struct pview *out, struct pview *b,
		   struct kerr *err);
unsigned long long view_tile_block(const struct pview *out, const struct pview *b);
/* Inductor's Grid2DWithYZOverflow (FORMAT.md): `blocks` y blocks spread over
 * y and z so that y stays within CUDA's 65535: z = cdiv(blocks, 65535),
 * y = cdiv(blocks, z). */
void grid_spread_y(long long blocks, long long *y, long long *z);
/* The number of batch indices (leading dimension) per call that keeps each
 * of the n views within a 32-bit vendor API: the largest divisor b of the
 * views' shared shape[0] for which every view's extent (1 + (b - 1) *
 * stride[0] + the sum over the other dimensions of (shape - 1) * stride) and
 * every stride are at most `limit`; 0 when even one index is over it or the
 * views disagree on shape[0].  cuDNN's legacy descriptors take int sizes and
 * strides: a KernelBench avg_pool3d input of 2^31 elements is refused whole
 * (CUDNN_STATUS_NOT_SUPPORTED), so the call runs per chunk of b indices. */
long long view_batch_chunk(const struct pview *const *views, int n, long long limit);
int view_lt_bias_eligible(const struct pview *bias, const struct pview *a,
			  const struct pview *c, double beta);

/* A convolution step's geometry (FORMAT.md, convolution): sp spatial
 * dimensions (1 to 3, from the rank of x), torch's lists, and transposed,
 * 0 where the step has no such field (every step written before it existed).
 * For a transposed step the weight is ConvTranspose's [C_in, C_out/groups,
 * k...]. */
struct conv_geom {
	int sp, transposed, groups;
	int stride[3], padding[3], dilation[3], output_padding[3];
};

/* Read and check the geometry of convolution step `args` (x's rank gives sp;
 * output_padding absent is zeros, nonzero only when transposed); -1 with err
 * naming `what`.FIELD. */
int conv_geom_parse(const struct problem *p, const cJSON *args, const char *what,
		    struct conv_geom *g, struct kerr *err);
/* The output size along one spatial dimension of an input of `in`, torch's
 * formulas: forward (in + 2 * pad - dil * (k - 1) - 1) / stride + 1,
 * transposed (in - 1) * stride - 2 * pad + dil * (k - 1) + output_padding + 1. */
long long conv_out_size(const struct conv_geom *g, int d, long long in, long long k);
/* Whether the problem's float32 convolutions may run in TF32: its manifest's
 * torch.cudnn_fp32_precision is anything but "ieee" (absent: torch's
 * default, TF32), as the GPU backend plans them with cuDNN. */
int problem_conv_tf32(const struct problem *p);

struct pstep {
	int is_kernel;
	const char *name;	/* kernel name, or the vendor call (extern_kernels.mm) */
	const char *op;		/* extern: mm, addmm, bmm, baddbmm, convolution, ... */
	const char *lang;	/* kernel: triton, cuda or ptx */
	const char *entry;
	const char *source;
	const cJSON *launch;	/* grid, num_warps, num_stages, shared, constexprs */
	const cJSON *json;	/* the whole step */
};

struct problem {
	char *id;
	int level;
	char *name, *category, *family;
	cJSON *json;		/* canonical manifest with sources inlined */
	char *canon;		/* its canonical text */
	char sha[65];		/* SHA-256 of canon: how requests name the problem */
	struct pstep *steps;
	int nsteps;
	struct pbuf *bufs;	/* empty when the manifest has no buffers */
	int nbufs;
	struct pview *outputs;
	int noutputs;
	/* The float64 model (gate 3 tier 2): the same module compiled by
	 * Inductor in double, fed the float32 inputs widened, matched by
	 * torch_name.  Its JSON lives inside this problem's, so the problem's
	 * SHA-256 covers it.  NULL when the manifest has none. */
	struct problem *f64;
	/* For each of f64's buffers, the index of this problem's buffer its
	 * input or param is widened from (-1 for outputs and intermediates). */
	int *f64_from;
};

/* Index of the buffer named name, or -1. */
int problem_buffer(const struct problem *p, const char *name);

/* Load DIR/manifest.json and the kernel files it names. */
int problem_load_dir(const char *dir, struct problem **out, struct kerr *err);
/* Load a manifest with sources inlined (as stored in a run). */
int problem_from_json(const char *text, const char *what, struct problem **out,
		      struct kerr *err);
void problem_destroy(struct problem *p);

/* Canonical content of a kernel (lang, entry, source, launch) as JSON; its
 * SHA-256 is the candidate id, so configuration-only variants differ. */
cJSON *kernel_content(const char *lang, const char *entry, const char *source,
		      const cJSON *launch);
/* The same object viewing its arguments instead of copying them (string
 * references, launch through canon_add_view): for printing it at once,
 * while the arguments stay as they are; cJSON_Delete frees only the
 * object.  A search puts every candidate's content (several KB of source)
 * through the seam, and copying it into a tree to print and free it was a
 * thirtieth of a replay. */
cJSON *kernel_content_view(const char *lang, const char *entry, const char *source,
			   const cJSON *launch);

#endif
