/* gpu_dnn: the vendor steps cuDNN runs: convolution, avg_pool3d and sdpa
 * (its GEMMs through gpu_vendor.c's cuBLAS plans), each with a plan made on
 * the step's first run and kept with the problem.
 *
 * cuDNN is opened on first use; a machine without it fails the step, not the
 * backend.  A plan's choices follow torch's (the manifest's cudnn settings;
 * a convolution's engine chosen by torch's rules, conv_engine.h, through the
 * backend API in gpu_dnn_v8.c), so the model times the kernels torch ran.
 *
 * sdpa writes its scores and probabilities out, in blocks of query rows when
 * all of them pass SDPA_SCORES_BUDGET (512 MiB, harness/problem/sdpa_block.h,
 * a constant so that a problem always runs the same calls).  The environment
 * variable KOPT_SDPA_SCORES_BYTES replaces the budget, for tests that make
 * small problems run in blocks; KOPT_GPU_TRACE=1 prints the blocks of each
 * sdpa plan on stderr. */
#include "harness/gpu/gpu_internal.h"
#include "harness/problem/sdpa_block.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Integer list argument key of a convolution step, n values into v. */
static int conv_ints(const cJSON *args, const char *key, int n, int *v, struct kerr *err)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(args, key);
	if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n)
		return kerr_set(err, "convolution: %s: expected %d integers", key, n);
	int i = 0;
	for (const cJSON *e = a->child; e; e = e->next)
		v[i++] = (int)e->valuedouble;
	return 0;
}

#define DNN(call)                                                              \
	do {                                                                   \
		cudnnStatus_t st_ = (call);                                    \
		if (st_ != CUDNN_STATUS_SUCCESS) {                             \
			kerr_set(err, "%s: %s", #call,                         \
				 g->dnn.cudnnGetErrorString(st_));              \
			goto dnn_fail;                                         \
		}                                                              \
	} while (0)

/* A view as a cuDNN tensor of at least 4 dimensions: a 1-D convolution's
 * [N, C, L] becomes [N, C, 1, L]. */
static void dnn_dims(const struct pview *v, int nd, int *dims, int *strides)
{
	int k = 0;
	for (int d = 0; d < v->ndim; d++) {
		if (nd > v->ndim && d == 2) {
			dims[k] = 1;
			strides[k] = (int)(v->strides[2] * v->shape[2]);
			k++;
		}
		dims[k] = (int)v->shape[d];
		strides[k] = (int)v->strides[d];
		k++;
	}
}

/* The plan of a convolution step.  A forward one is cuDNN's forward
 * convolution: cross-correlation as torch's.  A transposed one (FORMAT.md)
 * is, as in torch, cuDNN's backward data of the forward convolution whose
 * filter is the ConvTranspose weight [C_in, C_out/groups, k...]: the step's
 * x is that convolution's dy, its out the dx, with the same padding, stride,
 * dilation and groups.
 *
 * Its engine comes from the sources KOPT_CUDNN_CONV orders
 * (harness/problem/conv_engine.h): by default torch's backend-API engines
 * (v8, gpu_dnn_v8.c), then, when none runs, the legacy API's.  The legacy
 * descriptors take the math mode of the manifest's
 * torch.cudnn_fp32_precision (tf32: CUDNN_DEFAULT_MATH, which lets cuDNN
 * use TF32 tensor cores for float32, as torch does by default; ieee:
 * CUDNN_FMA_MATH); their algorithm is the first of cuDNN's legacy
 * heuristics whose workspace fits in 1 GiB, or else the first of
 * conv_fixed_algos that runs. */
struct conv_plan {
	enum dtype dt;
	int nd;
	int transposed;			/* backward data: x is dy, y is dx */
	cudnnTensorDescriptor_t x, y, b;	/* b: NULL without a bias */
	/* x, y, w and c stay NULL where x or y is past the legacy API's 2^31 - 1
	 * elements (legacy_why says so): torch's backend-API engines take such
	 * tensors whole.  The bias is then added over chunks of the batch: yb
	 * describes one chunk of y, added to add_calls times, add_dy bytes apart
	 * (without a bias, or with y within the limit, yb is NULL and y is used
	 * in one call). */
	const char *legacy_why;
	cudnnTensorDescriptor_t yb;
	long long add_calls, add_dy;
	cudnnFilterDescriptor_t w;
	cudnnConvolutionDescriptor_t c;
	cudnnConvolutionFwdAlgo_t algo;
	cudnnConvolutionBwdDataAlgo_t bwd_algo;
	size_t ws_bytes;
	CUdeviceptr ws;
	struct conv_v8 *v8;		/* torch's engine; NULL: the legacy algorithm */
	struct conv_pack {		/* x's and w's packed copies for v8 (conv_pack_init) */
		CUdeviceptr buf;	/* 0: the operand is used where it is */
		struct kview v;		/* the operand in packed order */
		unsigned long long n;
	} pack[2];
	cudnnPoolingDescriptor_t pool;	/* an avg_pool3d step's plan: x, y and this, */
	long long pool_b, pool_calls;	/* run pool_calls times over pool_b batch indices */
	long long pool_dx, pool_dy;	/* bytes from one call's x (y) to the next's */
	struct sdpa_plan *sdpa;		/* an sdpa step's plan: this alone */
};

/* One block shape of an sdpa plan: `rows` query rows of every batch index
 * and head, whose scores [B, H, rows, S] are packed at the start of the
 * plan's scratch. */
struct sdpa_block {
	long long rows;
	struct gemm_plan qk, pv;	/* layouts; addresses set per loop */
	cudnnTensorDescriptor_t s4;	/* scores [B, H, rows, S] */
	cudnnTensorDescriptor_t sm;	/* the scores as softmax sees them: [B * H * rows, S, 1, 1] */
	cudnnTensorDescriptor_t b;	/* the bias's rows; NULL without a bias */
	cudnnTensorDescriptor_t m;	/* the mask's rows [1, 1, rows, S]; NULL unless causal */
};
/* An sdpa step's plan (FORMAT.md): scores [B, H, L, S] = scale * q @ k^T by
 * cuBLAS, + bias and causal mask by cuDNN's cudnnAddTensor, probabilities =
 * cuDNN's softmax over S, out = probs @ v by cuBLAS.  The GEMMs run `loops`
 * times, each a strided batch of `batch` matrices: once over all B x H when
 * the batch and head strides of every operand fold into one batch
 * dimension, else once per batch index or once per head, whichever are
 * fewer (KernelBench L3-028's encoder, batch_first=False: its attention
 * output is [B, L, H, E] in memory, B = 197 and H = 8, 8 loops rather than
 * 197: with a loop per batch index kopt's baseline took 15 times
 * torch.compile's time there, 2 x 197 GEMM calls per layer, the likely
 * cause, not yet measured).
 *
 * When the scores and probabilities of all L query rows pass the budget
 * (harness/problem/sdpa_block.h), the queries run in blocks: blk[0] of
 * blk[0].rows rows, then, when L is not a multiple of it, a last block
 * blk[1] of the rows left.  Each block is all of the above on its rows alone
 * (a query row's scores, softmax and output read no other query row): q,
 * out, bias and mask start l0 rows on, by their row strides, and the
 * scratch holds one block.  When the whole matrix fits, blk[0] is all L
 * rows and the calls are those of one block, as before blocking. */
struct sdpa_plan {
	struct sdpa_block blk[2];	/* blk[1].rows: 0 when L divides evenly */
	long long L, H, S;
	long long loops, batch;
	/* The scores' (and probabilities') strides from one loop to the next
	 * and from one matrix of a batch to the next, in blocks of rows x S:
	 * folded or a loop per batch index, H and 1; a loop per head, 1 and H. */
	long long s_loop_n, s_bat_n;
	long long q_loop, k_loop, v_loop, o_loop;	/* element strides */
	long long q_bat, k_bat, v_bat, o_bat;
	long long q_row, o_row, b_row;	/* of one query row of q, out and bias */
	double scale;
	CUdeviceptr scores, probs, mask;	/* mask [L, S]: 0 / -inf, when causal */
};

/* Free an sdpa plan, its descriptors and its device memory. */
static void sdpa_plan_destroy(struct gpu *g, struct sdpa_plan *a)
{
	if (!a)
		return;
	for (int i = 0; i < 2; i++) {
		cudnnTensorDescriptor_t d[4] = { a->blk[i].s4, a->blk[i].sm, a->blk[i].b,
						 a->blk[i].m };
		for (int j = 0; j < 4; j++)
			if (d[j])
				g->dnn.cudnnDestroyTensorDescriptor(d[j]);
	}
	CUdeviceptr bufs[3] = { a->scores, a->probs, a->mask };
	for (int i = 0; i < 3; i++)
		if (bufs[i])
			g->a.cuMemFree(bufs[i]);
	free(a);
}

/* cuDNN, opened and given the stream on a problem's first convolution or
 * pooling step; a machine without it gets the step's error, once per call. */
static int dnn_ready(struct gpu *g, const struct pstep *st, struct kerr *err)
{
	if (g->dnn_state == 0) {
		struct kerr e2 = { "" };
		if (cudnn_dl_open(&g->dnn, &e2) ||
		    g->dnn.cudnnCreate(&g->dnn_handle) != CUDNN_STATUS_SUCCESS ||
		    g->dnn.cudnnSetStream(g->dnn_handle, (cudaStream_t)g->stream) !=
			    CUDNN_STATUS_SUCCESS) {
			snprintf(g->dnn_error, sizeof g->dnn_error, "%s",
				 e2.msg[0] ? e2.msg : "cudnnCreate failed");
			g->dnn_state = -1;
		} else {
			g->dnn_state = 1;
		}
	}
	if (g->dnn_state < 0)
		return kerr_set(err, "%s: %s", st->name, g->dnn_error);
	return 0;
}

/* cuDNN filters have no strides: the weight must be packed NCHW, or packed
 * channels-last (NHWC), as Inductor's layout optimization may leave it.  Its
 * dimension 1 is the filter's C either way (a ConvTranspose weight's
 * C_out/groups), so the same test holds for a transposed step. */
static int conv_filter_format(const struct pview *w, const struct pstep *st,
			      cudnnTensorFormat_t *fmt, struct kerr *err)
{
	long long expect = 1;
	*fmt = CUDNN_TENSOR_NCHW;
	for (int d = w->ndim - 1; d >= 0; d--) {
		if (w->shape[d] != 1 && w->strides[d] != expect)
			*fmt = CUDNN_TENSOR_NHWC;
		expect *= w->shape[d];
	}
	if (*fmt == CUDNN_TENSOR_NCHW)
		return 0;
	expect = 1;	/* channels innermost, then the last spatial dim outward */
	int order[5], k = 0;
	order[k++] = 1;
	for (int d = w->ndim - 1; d >= 2; d--)
		order[k++] = d;
	order[k++] = 0;
	for (int i = 0; i < k; i++) {
		int d = order[i];
		if (w->shape[d] != 1 && w->strides[d] != expect)
			return kerr_set(err, "%s: the weight is neither packed NCHW nor packed "
					"channels-last", st->name);
		expect *= w->shape[d];
	}
	return 0;
}

/* The ns spatial dimensions of geometry cg as cuDNN sees them: a 1-D
 * convolution's added height first, with padding 0, stride and dilation 1
 * (torch's view1d_as_2d). */
static void conv_spatial(const struct conv_geom *cg, int ns, int *cpad, int *cstride, int *cdil)
{
	for (int i = 0, k = 0; i < ns; i++) {
		int one = cg->sp == 1 && i == 0;
		cpad[i] = one ? 0 : cg->padding[k];
		cstride[i] = one ? 1 : cg->stride[k];
		cdil[i] = one ? 1 : cg->dilation[k];
		if (!one)
			k++;
	}
}

/* c->b: the bias [C] broadcast over [N, C, spatial...]. */
static int conv_bias_desc(struct gpu *g, struct conv_plan *c, const struct pview *b,
			  cudnnDataType_t ddt, struct kerr *err)
{
	int nd = c->nd, bd[5] = { 1, (int)b->shape[0], 1, 1, 1 }, bs[5];
	for (int i = 0; i < nd; i++)
		bs[i] = 1;
	bs[0] = bd[1];
	bs[1] = (int)b->strides[0];
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->b));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->b, ddt, nd, bd, bs));
	return 0;
dnn_fail:
	return -1;
}

/* The bias add of a convolution whose output y is past the legacy API's
 * limit: c->b, and c->yb describing the largest whole chunk of y's batch
 * within it (view_batch_chunk), added to add_calls times.  An elementwise
 * add, so the chunks give the bits of one call. */
static int conv_bias_chunks(struct gpu *g, struct conv_plan *c, const struct pview *y,
			    const struct pview *b, cudnnDataType_t ddt, struct kerr *err)
{
	const struct pview *yv[] = { y };
	long long n = view_batch_chunk(yv, 1, INT_MAX);
	if (!n)
		return kerr_set(err, "the output [%lld, %lld, ...] is past cuDNN's 2^31 - 1 "
				"elements in one batch index: its bias cannot be added",
				y->shape[0], y->shape[1]);
	int yd[5], ys[5];
	dnn_dims(y, c->nd, yd, ys);
	yd[0] = (int)n;
	c->add_calls = y->shape[0] / n;
	c->add_dy = n * y->strides[0] * (long long)dtype_size(c->dt);
	if (conv_bias_desc(g, c, b, ddt, err))
		return -1;
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->yb));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->yb, ddt, c->nd, yd, ys));
	return 0;
dnn_fail:
	return -1;
}

/* The descriptors of plan c: x, y and the filter w as nd-D cuDNN tensors (a
 * 1-D convolution as 2-D of height 1: padding 0, stride and dilation 1
 * there), the convolution of geometry cg with its groups and math mode, and
 * the bias [C] broadcast over [N, C, spatial...] when b is not NULL. */
static int conv_descs(struct gpu *g, struct conv_plan *c, const struct pview *x,
		      const struct pview *w, const struct pview *y, const struct pview *b,
		      const struct conv_geom *cg, cudnnTensorFormat_t wfmt, int tf32,
		      struct kerr *err)
{
	int nd = c->nd, ns = nd - 2;
	int cpad[3], cstride[3], cdil[3];
	conv_spatial(cg, ns, cpad, cstride, cdil);
	int xd[5], xs[5], wd[5], wsd[5], yd[5], ys[5];
	cudnnDataType_t ddt = c->dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	/* The legacy descriptors take int sizes and strides and refuse a tensor
	 * past 2^31 - 1 elements (CUDNN_STATUS_NOT_SUPPORTED, found on the H200
	 * for KernelBench L1-087's 2^31-element output).  torch hands such a
	 * convolution whole to the backend API, whose engines index in 64 bits
	 * (Convolution.cpp's use_cudnn wants cuDNN 9.3+ with the v8 API for one
	 * that the batch cannot split; Conv_v8.cpp splits nothing): so does
	 * torch mode here, without the legacy descriptors, and the bias add goes
	 * over chunks of the batch (conv_bias_chunks). */
	const struct pview *xv[] = { x }, *yv[] = { y }, *wv[] = { w };
	if (view_batch_chunk(xv, 1, INT_MAX) != x->shape[0] ||
	    view_batch_chunk(yv, 1, INT_MAX) != y->shape[0] ||
	    view_batch_chunk(wv, 1, INT_MAX) != w->shape[0]) {
		c->legacy_why = "the legacy API describes no tensor past 2^31 - 1 elements";
		return b ? conv_bias_chunks(g, c, y, b, ddt, err) : 0;
	}
	dnn_dims(x, nd, xd, xs);
	dnn_dims(w, nd, wd, wsd);
	dnn_dims(y, nd, yd, ys);
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->x));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->y));
	DNN(g->dnn.cudnnCreateFilterDescriptor(&c->w));
	DNN(g->dnn.cudnnCreateConvolutionDescriptor(&c->c));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->x, ddt, nd, xd, xs));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->y, ddt, nd, yd, ys));
	DNN(g->dnn.cudnnSetFilterNdDescriptor(c->w, ddt, wfmt, nd, wd));
	DNN(g->dnn.cudnnSetConvolutionNdDescriptor(c->c, ns, cpad, cstride, cdil,
						   CUDNN_CROSS_CORRELATION, ddt));
	DNN(g->dnn.cudnnSetConvolutionGroupCount(c->c, cg->groups));
	DNN(g->dnn.cudnnSetConvolutionMathType(c->c, c->dt == DT_F32 && !tf32
							     ? CUDNN_FMA_MATH
							     : CUDNN_DEFAULT_MATH));
	if (b && conv_bias_desc(g, c, b, ddt, err))
		return -1;
	return 0;
dnn_fail:
	return -1;
}

/* The device address where the step's view `key` starts. */
static int dnn_arg(const struct gprob *gp, const struct pstep *st, const char *key, void **p,
		   struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview v;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, key), key, &v, err))
		return kerr_wrap(err, "%s", st->name);
	size_t es = dtype_size(gp->p->bufs[v.buf].dtype);
	*p = (void *)(uintptr_t)(gpu_data_of(gp, v.buf) + (CUdeviceptr)(v.offset * (long long)es));
	return 0;
}

/* cuDNN's alpha and beta scalars: float for float32 data, double for float64. */
static const float F_ONE = 1, F_ZERO = 0;
static const double D_ONE = 1, D_ZERO = 0;
#define DNN_ONE(dt) ((dt) == DT_F32 ? (const void *)&F_ONE : (const void *)&D_ONE)
#define DNN_ZERO(dt) ((dt) == DT_F32 ? (const void *)&F_ZERO : (const void *)&D_ZERO)

/* A view as nd-D long long shape and strides, as dnn_dims. */
static void dnn_dims_ll(const struct pview *v, int nd, long long *dims, long long *strides)
{
	int k = 0;
	for (int d = 0; d < v->ndim; d++) {
		if (nd > v->ndim && d == 2) {
			dims[k] = 1;
			strides[k] = v->strides[2] * v->shape[2];
			k++;
		}
		dims[k] = v->shape[d];
		strides[k] = v->strides[d];
		k++;
	}
}

/* The step as torch hands it to cuDNN's backend API (gpu_internal.h). */
static void conv_v8_fill(struct conv_v8_args *a, const struct conv_plan *c,
			 const struct pview *x, const struct pview *w, const struct pview *y,
			 const struct conv_geom *cg, int tf32, void *px, void *pw, void *py)
{
	memset(a, 0, sizeof *a);
	a->float64 = c->dt == DT_F64;
	a->transposed = c->transposed;
	a->tf32 = tf32;
	a->nd = c->nd;
	dnn_dims_ll(x, c->nd, a->x[0], a->x[1]);
	dnn_dims_ll(w, c->nd, a->w[0], a->w[1]);
	dnn_dims_ll(y, c->nd, a->y[0], a->y[1]);
	a->channels_last = conv_memory_channels_last(a->float64, c->nd, a->x[0], a->x[1],
						     a->w[0], a->w[1]);
	conv_spatial(cg, c->nd - 2, a->pad, a->stride, a->dil);
	a->px = px;
	a->pw = pw;
	a->py = py;
}

/* Copy an operand at p into its packed buffer k (the view k->v of p, in the
 * memory format's order). */
static int conv_pack_copy(struct gpu *g, const struct conv_plan *c, const struct conv_pack *k,
			  void *p, struct kerr *err)
{
	CUdeviceptr dst = k->buf, src = (CUdeviceptr)(uintptr_t)p;
	struct kview v = k->v;
	unsigned long long n = k->n;
	void *args[] = { &dst, &src, &v, &n };
	return gpu_launch1d(g, c->dt == DT_F32 ? g->copy_view : g->copy_view_f64, n, args, err);
}

/* Operand i (0 x, 1 w) of a as torch hands it to cuDNN: torch's
 * cudnn_convolution makes the input and the weight contiguous in its memory
 * format (conv_packed), a copy when they are not; so does this, into a
 * buffer of the plan that each run fills again, and a then describes and
 * points at that copy. */
static int conv_pack_init(struct gpu *g, struct conv_plan *c, struct conv_v8_args *a, int i,
			  struct kerr *err)
{
	long long *shape = i ? a->w[0] : a->x[0], *strides = i ? a->w[1] : a->x[1];
	void **p = i ? &a->pw : &a->px;
	struct conv_pack *k = &c->pack[i];
	int nd = a->nd, order[5], n = 0;
	if (conv_packed(nd, shape, strides, a->channels_last))
		return 0;
	order[n++] = 0;	/* outermost first */
	for (int d = a->channels_last ? 2 : 1; d < nd; d++)
		order[n++] = d;
	if (a->channels_last)
		order[n++] = 1;
	memset(&k->v, 0, sizeof k->v);
	k->v.ndim = nd;
	k->n = 1;
	for (int d = 0; d < nd; d++) {
		k->v.shape[d] = shape[order[d]];
		k->v.strides[d] = strides[order[d]];
		k->n *= (unsigned long long)shape[d];
	}
	if (g->a.cuMemAlloc(&k->buf, k->n * dtype_size(c->dt)) != CUDA_SUCCESS) {
		k->buf = 0;
		return kerr_set(err, "cannot allocate the packed copy of the %s", i ? "weight" : "input");
	}
	if (conv_pack_copy(g, c, k, *p, err))
		return -1;
	conv_packed_strides(nd, shape, a->channels_last, strides);
	*p = (void *)(uintptr_t)k->buf;
	return 0;
}

/* Plan c's convolution through the legacy API, with its algorithm and
 * workspace, on the step's addresses. */
static cudnnStatus_t conv_legacy_exec(struct gpu *g, const struct conv_plan *c, void *px,
				      void *pw, void *py)
{
	void *ws = (void *)(uintptr_t)c->ws;
	if (c->transposed)	/* dx (out) = backward data of dy (x) through w */
		return g->dnn.cudnnConvolutionBackwardData(g->dnn_handle, DNN_ONE(c->dt), c->w, pw,
							   c->x, px, c->c, c->bwd_algo, ws,
							   c->ws_bytes, DNN_ZERO(c->dt), c->y, py);
	return g->dnn.cudnnConvolutionForward(g->dnn_handle, DNN_ONE(c->dt), c->x, px, c->w, pw,
					      c->c, c->algo, ws, c->ws_bytes, DNN_ZERO(c->dt),
					      c->y, py);
}

/* The legacy algorithm of plan c: the first of cuDNN's legacy heuristics
 * (forward, or backward data for a transposed step) whose status is success
 * and whose workspace fits in 1 GiB, that workspace allocated; 0, or 1 with
 * why not appended to tried[n]. */
static int conv_legacy(struct gpu *g, struct conv_plan *c, char *tried, size_t n)
{
	int got = 0, pick = -1;
	cudnnStatus_t r;
	const char *src = conv_source_name(CONV_SRC_LEGACY), *sep = *tried ? "; " : "";
	if (c->legacy_why) {
		gpu_conv_tried_add(tried, n, "%s%s: %s", sep, src, c->legacy_why);
		return 1;
	}
	if (!c->transposed) {
		cudnnConvolutionFwdAlgoPerf_t perf[16];
		r = g->dnn.cudnnGetConvolutionForwardAlgorithm_v7(g->dnn_handle, c->x, c->w, c->c,
								  c->y, 16, &got, perf);
		for (int i = 0; r == CUDNN_STATUS_SUCCESS && i < got && pick < 0; i++)
			if (perf[i].status == CUDNN_STATUS_SUCCESS && perf[i].memory <= (1u << 30))
				pick = i;
		if (pick >= 0) {
			c->algo = perf[pick].algo;
			c->ws_bytes = perf[pick].memory;
		}
	} else {
		/* Arguments in cuDNN's order: filter, dy (the step's x), the
		 * convolution, dx (the step's out). */
		cudnnConvolutionBwdDataAlgoPerf_t perf[16];
		r = g->dnn.cudnnGetConvolutionBackwardDataAlgorithm_v7(g->dnn_handle, c->w, c->x,
								       c->c, c->y, 16, &got,
								       perf);
		for (int i = 0; r == CUDNN_STATUS_SUCCESS && i < got && pick < 0; i++)
			if (perf[i].status == CUDNN_STATUS_SUCCESS && perf[i].memory <= (1u << 30))
				pick = i;
		if (pick >= 0) {
			c->bwd_algo = perf[pick].algo;
			c->ws_bytes = perf[pick].memory;
		}
	}
	if (r != CUDNN_STATUS_SUCCESS) {
		gpu_conv_tried_add(tried, n, "%s%s: %s", sep, src, g->dnn.cudnnGetErrorString(r));
		return 1;
	}
	if (pick < 0) {
		gpu_conv_tried_add(tried, n, "%s%s: none of %d with a workspace within 1 GiB",
				   sep, src, got);
		return 1;
	}
	if (c->ws_bytes && g->a.cuMemAlloc(&c->ws, c->ws_bytes) != CUDA_SUCCESS) {
		c->ws = 0;
		gpu_conv_tried_add(tried, n, "%s%s: algorithm %d: cannot allocate its %zu-byte "
				   "workspace", sep, src, c->transposed ? (int)c->bwd_algo
									: (int)c->algo,
				   c->ws_bytes);
		c->ws_bytes = 0;
		return 1;
	}
	return 0;
}

/* The first of conv_fixed_algos whose workspace cuDNN sizes, can be
 * allocated and which runs on the step's addresses (writing out); 0, or 1
 * with each algorithm's failure appended to tried[n]. */
static int conv_fixed(struct gpu *g, struct conv_plan *c, void *px, void *pw, void *py,
		      char *tried, size_t n)
{
	int algos[4], na = conv_fixed_algos(c->transposed, algos);
	gpu_conv_tried_add(tried, n, "%s%s:", *tried ? "; " : "",
			   conv_source_name(CONV_SRC_LEGACY_FIXED));
	if (c->legacy_why) {
		gpu_conv_tried_add(tried, n, " %s", c->legacy_why);
		return 1;
	}
	for (int i = 0; i < na; i++) {
		size_t ws = 0;
		cudnnStatus_t r;
		if (c->transposed)
			r = g->dnn.cudnnGetConvolutionBackwardDataWorkspaceSize(
				g->dnn_handle, c->w, c->x, c->c, c->y,
				(cudnnConvolutionBwdDataAlgo_t)algos[i], &ws);
		else
			r = g->dnn.cudnnGetConvolutionForwardWorkspaceSize(
				g->dnn_handle, c->x, c->w, c->c, c->y,
				(cudnnConvolutionFwdAlgo_t)algos[i], &ws);
		if (r == CUDNN_STATUS_SUCCESS && ws && g->a.cuMemAlloc(&c->ws, ws) != CUDA_SUCCESS) {
			c->ws = 0;
			gpu_conv_tried_add(tried, n, " algorithm %d: no %zu-byte workspace,", algos[i],
					   ws);
			continue;
		}
		if (r == CUDNN_STATUS_SUCCESS) {
			c->algo = (cudnnConvolutionFwdAlgo_t)algos[i];
			c->bwd_algo = (cudnnConvolutionBwdDataAlgo_t)algos[i];
			c->ws_bytes = ws;
			r = conv_legacy_exec(g, c, px, pw, py);
		}
		if (r == CUDNN_STATUS_SUCCESS)
			return 0;
		gpu_conv_tried_add(tried, n, " algorithm %d: %s,", algos[i],
				   g->dnn.cudnnGetErrorString(r));
		if (c->ws)
			g->a.cuMemFree(c->ws);
		c->ws = 0;
		c->ws_bytes = 0;
	}
	return 1;
}

/* Plan c's engine from the sources `mode` orders, the first that gives one;
 * -1 with err naming the step and every source's failure. */
static int conv_choose(struct gpu *g, struct conv_plan *c, const struct conv_v8_args *a,
		       enum conv_engines mode, const struct pstep *st, struct kerr *err)
{
	enum conv_source src[CONV_MAX_SOURCES];
	int ns = conv_sources(mode, src), i, found = 0;
	char tried[2048] = "";
	for (i = 0; i < ns && !found; i++) {
		switch (src[i]) {
		case CONV_SRC_HEUR_INSTANT:
		case CONV_SRC_HEUR_FALLBACK:
			found = !gpu_conv_v8_plan(g, a, src[i], &c->v8, tried, sizeof tried);
			break;
		case CONV_SRC_LEGACY:
			found = !conv_legacy(g, c, tried, sizeof tried);
			break;
		case CONV_SRC_LEGACY_FIXED:
			found = !conv_fixed(g, c, a->px, a->pw, a->py, tried, sizeof tried);
			break;
		}
	}
	if (!found)
		return kerr_set(err, "%s: no cuDNN %s ran for this convolution (%s=%s); tried %s",
				st->name, c->transposed ? "backward-data engine (transposed)"
							: "forward engine",
				CONV_ENGINES_ENV, mode == CONV_ENGINES_TORCH ? "torch" : "legacy",
				tried);
	if (gpu_trace()) {
		char how[768];
		if (c->v8)
			gpu_conv_v8_describe(c->v8, how, sizeof how);
		else
			snprintf(how, sizeof how, "%s, %s algorithm %d, workspace %zu bytes",
				 conv_source_name(src[i - 1]),
				 c->transposed ? "backward-data" : "forward",
				 c->transposed ? (int)c->bwd_algo : (int)c->algo, c->ws_bytes);
		fprintf(stderr, "conv %s: %s%s%s%s\n", st->name, how, *tried ? " (after: " : "",
			tried, *tried ? ")" : "");
	}
	return 0;
}

static int conv_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview x, w, y, b;
	int has_bias = 0;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "x"), "x", &x, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "weight"), "weight", &w,
		       err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &y, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *bj = cJSON_GetObjectItemCaseSensitive(args, "bias");
	if (bj && !cJSON_IsNull(bj)) {
		if (view_parse(gp->p, bj, "bias", &b, err))
			return kerr_wrap(err, "%s", st->name);
		has_bias = 1;
	}
	enum conv_engines mode;
	if (conv_engines_parse(getenv(CONV_ENGINES_ENV), &mode, err))
		return kerr_wrap(err, "%s", st->name);
	if (dnn_ready(g, st, err))
		return -1;
	struct conv_geom cg;
	if (conv_geom_parse(gp->p, args, st->name, &cg, err))
		return -1;
	if (w.ndim != x.ndim || y.ndim != x.ndim)
		return kerr_set(err, "%s: convolution of %d-D input, weight and output of %d "
				"and %d dimensions", st->name, x.ndim, w.ndim, y.ndim);
	enum dtype dt = gp->p->bufs[x.buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[w.buf].dtype != dt ||
	    gp->p->bufs[y.buf].dtype != dt || (has_bias && gp->p->bufs[b.buf].dtype != dt))
		return kerr_set(err, "%s: only float32 or float64 convolutions, all operands "
				"alike", st->name);
	cudnnTensorFormat_t wfmt;
	if (conv_filter_format(&w, st, &wfmt, err))
		return -1;
	void *px, *pw, *py;
	if (dnn_arg(gp, st, "x", &px, err) || dnn_arg(gp, st, "weight", &pw, err) ||
	    dnn_arg(gp, st, "out", &py, err))
		return -1;
	int tf32 = problem_conv_tf32(gp->p);
	struct conv_plan *c = xcalloc(1, sizeof *c);
	c->dt = dt;
	c->nd = cg.sp == 1 ? 4 : x.ndim;
	c->transposed = cg.transposed;
	struct conv_v8_args a;
	conv_v8_fill(&a, c, &x, &w, &y, &cg, tf32, px, pw, py);
	if ((mode == CONV_ENGINES_TORCH &&
	     (conv_pack_init(g, c, &a, 0, err) || conv_pack_init(g, c, &a, 1, err))) ||
	    conv_descs(g, c, &x, &w, &y, has_bias ? &b : NULL, &cg, wfmt, tf32, err)) {
		kerr_wrap(err, "%s", st->name);
		gpu_conv_plan_release(g, c);
		return -1;
	}
	if (conv_choose(g, c, &a, mode, st, err)) {
		gpu_conv_plan_release(g, c);
		return -1;
	}
	*out = c;
	return 0;
}

void gpu_conv_plan_release(struct gpu *g, struct conv_plan *c)
{
	if (c->b)
		g->dnn.cudnnDestroyTensorDescriptor(c->b);
	if (c->x)
		g->dnn.cudnnDestroyTensorDescriptor(c->x);
	if (c->y)
		g->dnn.cudnnDestroyTensorDescriptor(c->y);
	if (c->yb)
		g->dnn.cudnnDestroyTensorDescriptor(c->yb);
	if (c->w)
		g->dnn.cudnnDestroyFilterDescriptor(c->w);
	if (c->c)
		g->dnn.cudnnDestroyConvolutionDescriptor(c->c);
	gpu_conv_v8_release(g, c->v8);
	for (int i = 0; i < 2; i++)
		if (c->pack[i].buf)
			g->a.cuMemFree(c->pack[i].buf);
	if (c->pool)
		g->dnn.cudnnDestroyPoolingDescriptor(c->pool);
	sdpa_plan_destroy(g, c->sdpa);
	if (c->ws)
		g->a.cuMemFree(c->ws);
	free(c);
}

/* out = conv(x, weight) (+ bias), or its transposed form, with the step's
 * plan (made on its first run, kept with the problem: descriptors and the
 * engine's choice cost CPU time that, repeated per call, would leave the
 * GPU idle between kernels and inflate the model's time, as torch's cached
 * plans do not).  The bias is added after the convolution, as torch's
 * convolution adds it (output.add_ of the reshaped bias): one rounding, so
 * cuDNN's cudnnAddTensor gives the same bits. */
int gpu_run_conv(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && conv_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	void *px, *pw, *py, *pb = NULL;
	if (dnn_arg(gp, st, "x", &px, err) || dnn_arg(gp, st, "weight", &pw, err) ||
	    dnn_arg(gp, st, "out", &py, err) || (c->b && dnn_arg(gp, st, "bias", &pb, err)))
		return -1;
	cudnnStatus_t r = CUDNN_STATUS_SUCCESS;
	if (c->v8) {
		void **p[2] = { &px, &pw };
		for (int i = 0; i < 2; i++)
			if (c->pack[i].buf) {
				if (conv_pack_copy(g, c, &c->pack[i], *p[i], err))
					return kerr_wrap(err, "%s: packing the %s", st->name,
							 i ? "weight" : "input");
				*p[i] = (void *)(uintptr_t)c->pack[i].buf;
			}
		if (gpu_conv_v8_run(g, c->v8, px, pw, py, st->name, err))
			return -1;
	} else {
		r = conv_legacy_exec(g, c, px, pw, py);
	}
	if (r == CUDNN_STATUS_SUCCESS && c->b && !c->yb)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), c->b, pb,
					  DNN_ONE(c->dt), c->y, py);
	for (long long i = 0; r == CUDNN_STATUS_SUCCESS && c->yb && i < c->add_calls; i++)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), c->b, pb,
					  DNN_ONE(c->dt), c->yb, (char *)py + i * c->add_dy);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN %s convolution: %s", st->name,
				c->transposed ? "transposed (backward data)" : "forward",
				g->dnn.cudnnGetErrorString(r));
	return 0;
}

/* The plan of an avg_pool3d step (the ATen fallback Inductor leaves): cuDNN
 * average pooling over [N, C, D, H, W] views with any strides, counting the
 * padding in each window's divisor or not as count_include_pad says.  Without
 * ceil_mode (the importer refuses it) no window reaches past the padded
 * input, so torch's divisor is the whole window, as cuDNN's
 * INCLUDE_PADDING mode; EXCLUDE_PADDING counts the input elements, as torch
 * does with count_include_pad=False.  The output's shape must be cuDNN's. */
static int pool_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview x, y;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "x"), "x", &x, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &y, err))
		return kerr_wrap(err, "%s", st->name);
	if (x.ndim != 5 || y.ndim != 5)
		return kerr_set(err, "%s: avg_pool3d of a %d-D input into a %d-D output "
				"(expected [N, C, D, H, W])", st->name, x.ndim, y.ndim);
	enum dtype dt = gp->p->bufs[x.buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[y.buf].dtype != dt)
		return kerr_set(err, "%s: only float32 or float64 pooling, input and output "
				"alike", st->name);
	int win[3], pad[3], stride[3];
	if (conv_ints(args, "kernel_size", 3, win, err) || conv_ints(args, "padding", 3, pad, err) ||
	    conv_ints(args, "stride", 3, stride, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *ij = cJSON_GetObjectItemCaseSensitive(args, "count_include_pad");
	int include = !cJSON_IsNumber(ij) || ij->valuedouble != 0;
	if (dnn_ready(g, st, err))
		return -1;
	/* cuDNN's descriptors take int sizes and strides: a view past 2^31 - 1
	 * elements runs as calls over chunks of its batch (view_batch_chunk). */
	const struct pview *xy[] = { &x, &y };
	long long b = view_batch_chunk(xy, 2, INT_MAX);
	if (!b)
		return kerr_set(err, "%s: avg_pool3d of [%lld, %lld, %lld, %lld, %lld] into "
				"[%lld, %lld, %lld, %lld, %lld]: one batch index is over cuDNN's "
				"2^31 - 1 elements", st->name, x.shape[0], x.shape[1], x.shape[2],
				x.shape[3], x.shape[4], y.shape[0], y.shape[1], y.shape[2],
				y.shape[3], y.shape[4]);
	int xd[5], xs[5], yd[5], ys[5], want[5];
	dnn_dims(&x, 5, xd, xs);
	dnn_dims(&y, 5, yd, ys);
	xd[0] = yd[0] = (int)b;
	cudnnDataType_t ddt = dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	struct conv_plan *c = calloc(1, sizeof *c);
	int rc = -1;
	c->dt = dt;
	c->nd = 5;
	c->pool_b = b;
	c->pool_calls = x.shape[0] / b;
	c->pool_dx = b * x.strides[0] * (long long)dtype_size(dt);
	c->pool_dy = b * y.strides[0] * (long long)dtype_size(dt);
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->x));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&c->y));
	DNN(g->dnn.cudnnCreatePoolingDescriptor(&c->pool));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->x, ddt, 5, xd, xs));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(c->y, ddt, 5, yd, ys));
	DNN(g->dnn.cudnnSetPoolingNdDescriptor(c->pool,
					       include ? CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING
						       : CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING,
					       CUDNN_PROPAGATE_NAN, 3, win, pad, stride));
	DNN(g->dnn.cudnnGetPoolingNdForwardOutputDim(c->pool, c->x, 5, want));
	for (int d = 0; d < 5; d++)
		if (want[d] != yd[d]) {
			/* Per call: both batch sizes are the chunk's, b. */
			kerr_set(err, "%s: the output is [%lld, %d, %d, %d, %d]; cuDNN's pooling "
				 "gives [%lld, %d, %d, %d, %d]", st->name, y.shape[0], yd[1],
				 yd[2], yd[3], yd[4], want[0] * c->pool_calls, want[1], want[2],
				 want[3], want[4]);
			goto dnn_fail;
		}
	*out = c;
	return 0;
dnn_fail:
	kerr_wrap(err, "%s", st->name);
	gpu_conv_plan_release(g, c);
	return rc;
}

int gpu_run_pool(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && pool_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	void *px, *py;
	if (dnn_arg(gp, st, "x", &px, err) || dnn_arg(gp, st, "out", &py, err))
		return -1;
	for (long long i = 0; i < c->pool_calls; i++) {
		cudnnStatus_t r = g->dnn.cudnnPoolingForward(
			g->dnn_handle, c->pool, DNN_ONE(c->dt), c->x, (char *)px + i * c->pool_dx,
			DNN_ZERO(c->dt), c->y, (char *)py + i * c->pool_dy);
		if (r != CUDNN_STATUS_SUCCESS)
			return kerr_set(err, "%s: cuDNN average pooling (batch indices %lld to "
					"%lld): %s", st->name, i * c->pool_b,
					(i + 1) * c->pool_b - 1, g->dnn.cudnnGetErrorString(r));
	}
	return 0;
}

/* The batch dimensions [B, H] of a 4-D view as one: its stride, or -1 when
 * they do not fold (then each batch index is a loop). */
static long long fold_bh(const struct pview *v)
{
	if (v->shape[0] == 1)
		return v->strides[1];
	if (v->shape[1] == 1 || v->strides[0] == v->shape[1] * v->strides[1])
		return v->shape[1] == 1 ? v->strides[0] : v->strides[1];
	return -1;
}

/* A [batch, rows, cols] view of a 4-D view's last two dimensions (t: swapped). */
static struct pview mat3(const struct pview *v, long long batch, long long bstride, int t)
{
	struct pview m = *v;
	m.ndim = 3;
	m.shape[0] = batch;
	m.strides[0] = bstride;
	m.shape[1] = v->shape[t ? 3 : 2];
	m.strides[1] = v->strides[t ? 3 : 2];
	m.shape[2] = v->shape[t ? 2 : 3];
	m.strides[2] = v->strides[t ? 2 : 3];
	return m;
}

/* An sdpa step's operands, read and checked (FORMAT.md). */
struct sdpa_args {
	struct pview q, k, v, o, b;
	int has_bias, causal;
	double scale;
	enum dtype dt;
};

static int sdpa_operands(struct gprob *gp, const struct pstep *st, struct sdpa_args *x,
			 struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview *q = &x->q, *k = &x->k, *v = &x->v, *o = &x->o, *b = &x->b;
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "q"), "q", q, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "k"), "k", k, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "v"), "v", v, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", o, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *bj = cJSON_GetObjectItemCaseSensitive(args, "bias");
	x->has_bias = bj && !cJSON_IsNull(bj);
	if (x->has_bias && view_parse(gp->p, bj, "bias", b, err))
		return kerr_wrap(err, "%s", st->name);
	const cJSON *sj = cJSON_GetObjectItemCaseSensitive(args, "scale");
	const cJSON *cj = cJSON_GetObjectItemCaseSensitive(args, "is_causal");
	if (!cJSON_IsNumber(sj))
		return kerr_set(err, "%s: sdpa without a scale", st->name);
	x->scale = sj->valuedouble;
	x->causal = cJSON_IsNumber(cj) && cj->valuedouble != 0;
	enum dtype dt = x->dt = gp->p->bufs[q->buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[k->buf].dtype != dt ||
	    gp->p->bufs[v->buf].dtype != dt || gp->p->bufs[o->buf].dtype != dt ||
	    (x->has_bias && gp->p->bufs[b->buf].dtype != dt))
		return kerr_set(err, "%s: only float32 or float64 attention, all operands alike",
				st->name);
	if (q->ndim != 4 || k->ndim != 4 || v->ndim != 4 || o->ndim != 4 ||
	    (x->has_bias && b->ndim != 4))
		return kerr_set(err, "%s: attention takes 4-D q, k, v, out and bias "
				"([B, H, L, E] and so on)", st->name);
	long long B = q->shape[0], H = q->shape[1], L = q->shape[2], E = q->shape[3];
	long long S = k->shape[2], Ev = v->shape[3];
	for (int d = 0; d < 2; d++)
		if (k->shape[d] != q->shape[d] || v->shape[d] != q->shape[d] ||
		    o->shape[d] != q->shape[d])
			return kerr_set(err, "%s: q, k, v and out differ in batch or heads", st->name);
	if (k->shape[3] != E || v->shape[2] != S || o->shape[2] != L || o->shape[3] != Ev)
		return kerr_set(err, "%s: the shapes of q [%lld, %lld, %lld, %lld], k, v and "
				"out do not make attention", st->name, B, H, L, E);
	long long want[4] = { B, H, L, S };
	for (int d = 0; x->has_bias && d < 4; d++) {
		if (b->shape[d] != want[d])
			return kerr_set(err, "%s: bias is not [B, H, L, S] = [%lld, %lld, %lld, "
					"%lld] (broadcast dimensions have stride 0)", st->name, B,
					H, L, S);
		/* cuDNN describes the bias by its own strides, ints. */
		if (b->strides[d] > INT_MAX)
			return kerr_set(err, "%s: the bias's stride %lld passes cuDNN's int sizes",
					st->name, b->strides[d]);
	}
	return 0;
}

/* The GEMM layouts and cuDNN descriptors of a block of `rows` query rows
 * (the plan's loops, batch and strides set). */
static int sdpa_block_init(struct gpu *g, const struct sdpa_args *x, const struct sdpa_plan *a,
			   long long rows, struct sdpa_block *k, struct kerr *err)
{
	long long B = x->q.shape[0], H = x->q.shape[1], S = x->k.shape[2];
	struct pview q = x->q, o = x->o;
	q.shape[2] = rows;
	o.shape[2] = rows;
	k->rows = rows;
	/* scores = q @ k^T and out = probs @ v, [batch, rows, cols] each. */
	struct pview sc = { .ndim = 4, .shape = { B, H, rows, S },
			    .strides = { H * rows * S, rows * S, S, 1 } };
	struct pview mq = mat3(&q, a->batch, a->q_bat, 0), mk = mat3(&x->k, a->batch, a->k_bat, 1),
		     ms = mat3(&sc, a->batch, a->s_bat_n * rows * S, 0),
		     mv = mat3(&x->v, a->batch, a->v_bat, 0),
		     mo = mat3(&o, a->batch, a->o_bat, 0);
	if (gpu_gemm_layout(x->dt, &mq, &mk, &ms, 1, &k->qk, err) ||
	    gpu_gemm_layout(x->dt, &ms, &mv, &mo, 1, &k->pv, err))
		return -1;
	/* sdpa_block_rows keeps B * H * rows * S within INT_MAX. */
	cudnnDataType_t ddt = x->dt == DT_F32 ? CUDNN_DATA_FLOAT : CUDNN_DATA_DOUBLE;
	int d4[4] = { (int)B, (int)H, (int)rows, (int)S };
	int s4[4] = { (int)(H * rows * S), (int)(rows * S), (int)S, 1 };
	int dr[4] = { (int)(B * H * rows), (int)S, 1, 1 }, sr[4] = { (int)S, 1, 1, 1 };
	DNN(g->dnn.cudnnCreateTensorDescriptor(&k->s4));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(k->s4, ddt, 4, d4, s4));
	DNN(g->dnn.cudnnCreateTensorDescriptor(&k->sm));
	DNN(g->dnn.cudnnSetTensorNdDescriptor(k->sm, ddt, 4, dr, sr));
	if (x->has_bias) {
		/* A broadcast dimension (stride 0) is a dimension of 1 to cuDNN;
		 * the bias's rows are the block's (a broadcast L stays 1). */
		const struct pview *b = &x->b;
		long long shape[4] = { b->shape[0], b->shape[1], rows, b->shape[3] }, ls[4];
		int bd[4], bs[4];
		for (int d = 3; d >= 0; d--) {
			int bcast = b->strides[d] == 0 && b->shape[d] > 1;
			bd[d] = bcast ? 1 : (int)shape[d];
			ls[d] = !bcast ? b->strides[d] : d == 3 ? 1 : bd[d + 1] * ls[d + 1];
			if (ls[d] > INT_MAX)
				return kerr_set(err, "the bias's stride %lld passes cuDNN's int sizes",
						ls[d]);
			bs[d] = (int)ls[d];
		}
		DNN(g->dnn.cudnnCreateTensorDescriptor(&k->b));
		DNN(g->dnn.cudnnSetTensorNdDescriptor(k->b, ddt, 4, bd, bs));
	}
	if (x->causal) {
		int md[4] = { 1, 1, (int)rows, (int)S };
		int ms4[4] = { (int)(rows * S), (int)(rows * S), (int)S, 1 };
		DNN(g->dnn.cudnnCreateTensorDescriptor(&k->m));
		DNN(g->dnn.cudnnSetTensorNdDescriptor(k->m, ddt, 4, md, ms4));
	}
	return 0;
dnn_fail:
	return -1;
}

/* The causal mask [L, S] on the GPU: key j is hidden from query i (-inf)
 * when j > i, torch's top-left causal.  It holds every query row, so that a
 * block from row l0 reads its rows l0 * S elements on and each query keeps
 * its own position. */
static int sdpa_mask_init(struct gpu *g, struct sdpa_plan *a, enum dtype dt, struct kerr *err)
{
	long long L = a->L, S = a->S;
	size_t es = dtype_size(dt), bytes = (size_t)(L * S) * es;
	void *host = calloc((size_t)(L * S), es);
	if (!host)
		return kerr_set(err, "cannot allocate the %zu-byte causal mask", bytes);
	for (long long i = 0; i < L; i++)
		for (long long j = i + 1; j < S; j++) {
			if (dt == DT_F32)
				((float *)host)[i * S + j] = -INFINITY;
			else
				((double *)host)[i * S + j] = -INFINITY;
		}
	int ok = g->a.cuMemAlloc(&a->mask, bytes) == CUDA_SUCCESS &&
		 g->a.cuMemcpyHtoD(a->mask, host, bytes) == CUDA_SUCCESS;
	free(host);
	if (!ok)
		return kerr_set(err, "cannot place the causal mask on the GPU");
	return 0;
}

static int sdpa_plan_make(struct gpu *g, struct gprob *gp, const struct pstep *st,
			  struct conv_plan **out, struct kerr *err)
{
	struct sdpa_args x;
	long long budget;
	if (sdpa_operands(gp, st, &x, err))
		return -1;
	if (sdpa_scores_budget(&budget, err))
		return kerr_wrap(err, "%s", st->name);
	long long B = x.q.shape[0], H = x.q.shape[1], L = x.q.shape[2], S = x.k.shape[2];
	size_t es = dtype_size(x.dt);
	long long rows = sdpa_block_rows(B, H, L, S, (long long)es, budget);
	if (rows == 0)
		return kerr_set(err, "%s: attention of [%lld, %lld, %lld, %lld] scores: empty, or "
				"one query row's B x H x S scores pass cuDNN's int sizes",
				st->name, B, H, L, S);
	if (dnn_ready(g, st, err))
		return -1;
	struct conv_plan *c = xcalloc(1, sizeof *c);
	struct sdpa_plan *a = c->sdpa = xcalloc(1, sizeof *a);
	c->dt = x.dt;
	a->scale = x.scale;
	a->L = L, a->H = H, a->S = S;
	long long fq = fold_bh(&x.q), fk = fold_bh(&x.k), fv = fold_bh(&x.v), fo = fold_bh(&x.o);
	int fold = fq >= 0 && fk >= 0 && fv >= 0 && fo >= 0;
	int by_head = !fold && H < B;	/* loop over the heads, a batch of B each */
	int lp = by_head ? 1 : 0, bt = by_head ? 0 : 1;	/* the loop's dimension, the batch's */
	a->loops = fold ? 1 : by_head ? H : B;
	a->batch = fold ? B * H : by_head ? B : H;
	a->s_loop_n = by_head ? 1 : H;
	a->s_bat_n = by_head ? H : 1;
	a->q_bat = fold ? fq : x.q.strides[bt];
	a->k_bat = fold ? fk : x.k.strides[bt];
	a->v_bat = fold ? fv : x.v.strides[bt];
	a->o_bat = fold ? fo : x.o.strides[bt];
	a->q_loop = x.q.strides[lp], a->k_loop = x.k.strides[lp];
	a->v_loop = x.v.strides[lp], a->o_loop = x.o.strides[lp];
	a->q_row = x.q.strides[2], a->o_row = x.o.strides[2];
	a->b_row = x.has_bias ? x.b.strides[2] : 0;
	if (sdpa_block_init(g, &x, a, rows, &a->blk[0], err) ||
	    (L % rows && sdpa_block_init(g, &x, a, L % rows, &a->blk[1], err)))
		goto fail;
	size_t bytes = (size_t)(B * H * rows * S) * es;
	if (g->a.cuMemAlloc(&a->scores, bytes) != CUDA_SUCCESS ||
	    g->a.cuMemAlloc(&a->probs, bytes) != CUDA_SUCCESS) {
		kerr_set(err, "cannot allocate the %zu-byte scores and probabilities", bytes);
		goto fail;
	}
	if (x.causal && sdpa_mask_init(g, a, x.dt, err))
		goto fail;
	if (gpu_trace())
		fprintf(stderr, "sdpa %s: %lld query rows in %lld blocks of %lld (last %lld), "
			"2 x %zu bytes of scratch, budget %lld; GEMMs in %lld loops (%s) of "
			"batch %lld\n", st->name, L, sdpa_block_count(L, rows), rows,
			L % rows ? L % rows : rows, bytes, budget, a->loops,
			fold ? "folded" : by_head ? "one per head" : "one per batch index",
			a->batch);
	*out = c;
	return 0;
fail:
	kerr_wrap(err, "%s", st->name);
	gpu_conv_plan_release(g, c);
	return -1;
}

/* Block k of query rows at q, out, bias and mask (each already l0 rows
 * on): its scores into the plan's scratch, + bias + mask, softmax, and its
 * output rows.  where names the step (and the rows, when blocked). */
static int sdpa_run_block(struct gpu *g, const struct conv_plan *c, const struct sdpa_block *k,
			  const char *where, CUdeviceptr pq, CUdeviceptr pk, CUdeviceptr pv,
			  CUdeviceptr po, CUdeviceptr pb, CUdeviceptr pm, struct kerr *err)
{
	const struct sdpa_plan *a = c->sdpa;
	CUdeviceptr es = dtype_size(c->dt);
	long long s_mat = k->rows * a->S;	/* one [rows, S] matrix of scores */
	long long s_bat = a->s_bat_n * s_mat, s_loop = a->s_loop_n * s_mat;
	struct gemm_plan qk = k->qk, pvp = k->pv;
	for (long long i = 0; i < a->loops; i++) {
		qk.da = pq + (CUdeviceptr)(i * a->q_loop) * es;
		qk.db = pk + (CUdeviceptr)(i * a->k_loop) * es;
		qk.dc = a->scores + (CUdeviceptr)(i * s_loop) * es;
		if (gpu_gemm_exec(g, &qk, a->scale, 0, a->batch, a->q_bat, a->k_bat, s_bat, err))
			return kerr_wrap(err, "%s: scores", where);
	}
	cudnnStatus_t r = CUDNN_STATUS_SUCCESS;
	if (k->b)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), k->b,
					  (void *)(uintptr_t)pb, DNN_ONE(c->dt), k->s4,
					  (void *)(uintptr_t)a->scores);
	if (r == CUDNN_STATUS_SUCCESS && k->m)
		r = g->dnn.cudnnAddTensor(g->dnn_handle, DNN_ONE(c->dt), k->m,
					  (void *)(uintptr_t)pm, DNN_ONE(c->dt), k->s4,
					  (void *)(uintptr_t)a->scores);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN add tensor (mask): %s", where,
				g->dnn.cudnnGetErrorString(r));
	r = g->dnn.cudnnSoftmaxForward(g->dnn_handle, CUDNN_SOFTMAX_ACCURATE,
				       CUDNN_SOFTMAX_MODE_INSTANCE, DNN_ONE(c->dt), k->sm,
				       (void *)(uintptr_t)a->scores, DNN_ZERO(c->dt), k->sm,
				       (void *)(uintptr_t)a->probs);
	if (r != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN softmax: %s", where,
				g->dnn.cudnnGetErrorString(r));
	for (long long i = 0; i < a->loops; i++) {
		pvp.da = a->probs + (CUdeviceptr)(i * s_loop) * es;
		pvp.db = pv + (CUdeviceptr)(i * a->v_loop) * es;
		pvp.dc = po + (CUdeviceptr)(i * a->o_loop) * es;
		if (gpu_gemm_exec(g, &pvp, 1, 0, a->batch, s_bat, a->v_bat, a->o_bat, err))
			return kerr_wrap(err, "%s: output", where);
	}
	return 0;
}

/* out = softmax(scale * q @ k^T + bias + causal) @ v (FORMAT.md, sdpa), one
 * block of query rows after another. */
int gpu_run_sdpa(struct gpu *g, struct gprob *gp, const struct pstep *st,
		 struct kerr *err)
{
	int s = (int)(st - gp->p->steps);
	if (!gp->conv[s] && sdpa_plan_make(g, gp, st, &gp->conv[s], err))
		return -1;
	const struct conv_plan *c = gp->conv[s];
	const struct sdpa_plan *a = c->sdpa;
	void *pq, *pk, *pv, *po, *pb = NULL;
	if (dnn_arg(gp, st, "q", &pq, err) || dnn_arg(gp, st, "k", &pk, err) ||
	    dnn_arg(gp, st, "v", &pv, err) || dnn_arg(gp, st, "out", &po, err) ||
	    (a->blk[0].b && dnn_arg(gp, st, "bias", &pb, err)))
		return -1;
	CUdeviceptr es = dtype_size(c->dt);
	long long rows = a->blk[0].rows;
	for (long long l0 = 0; l0 < a->L; l0 += rows) {
		const struct sdpa_block *k = &a->blk[l0 + rows <= a->L ? 0 : 1];
		char where[256];
		if (rows == a->L)
			snprintf(where, sizeof where, "%s", st->name);
		else
			snprintf(where, sizeof where, "%s, query rows %lld to %lld", st->name, l0,
				 l0 + k->rows - 1);
		CUdeviceptr q = (CUdeviceptr)(uintptr_t)pq + (CUdeviceptr)(l0 * a->q_row) * es;
		CUdeviceptr o = (CUdeviceptr)(uintptr_t)po + (CUdeviceptr)(l0 * a->o_row) * es;
		CUdeviceptr b = (CUdeviceptr)(uintptr_t)pb + (CUdeviceptr)(l0 * a->b_row) * es;
		CUdeviceptr m = a->mask + (CUdeviceptr)(l0 * a->S) * es;
		if (sdpa_run_block(g, c, k, where, q, (CUdeviceptr)(uintptr_t)pk,
				   (CUdeviceptr)(uintptr_t)pv, o, b, m, err))
			return -1;
	}
	return 0;
}
