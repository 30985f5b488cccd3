/* gpu_vendor: a problem's vendor steps (C6): mm, addmm, bmm and baddbmm
 * through cuBLAS, addmm with a 1-D bias through cuBLASLt's bias epilogue as
 * ATen does, and the dispatch of convolution, pooling and attention to
 * gpu_dnn.c.
 *
 * The model must run the kernels torch ran: a choice here (an algorithm, a
 * workspace, a math mode) is torch's, or says where it is kopt's ([HARNESS]). */
#include "harness/gpu/gpu_internal.h"

#include <stdint.h>
#include <string.h>

/* The shapes, operations and leading dimensions of q (no addresses). */
int gpu_gemm_layout(enum dtype dt, const struct pview *A, const struct pview *B,
		    const struct pview *C, int batched, struct gemm_plan *q,
		    struct kerr *err)
{
	int o = batched ? 1 : 0;
	if (A->ndim != 2 + o || B->ndim != 2 + o || C->ndim != 2 + o)
		return kerr_set(err, "gemm: expected %dD operands", 2 + o);
	long long M = A->shape[o], K = A->shape[o + 1], N = B->shape[o + 1];
	if (B->shape[o] != K || C->shape[o] != M || C->shape[o + 1] != N)
		return kerr_set(err, "gemm: shapes do not agree");
	if (C->strides[o + 1] != 1 && N > 1)
		return kerr_set(err, "gemm: the output must be row-major");
	q->dt = dt;
	q->M = M, q->N = N, q->K = K;
	q->ldc = C->strides[o] > N ? C->strides[o] : N;
	if (B->strides[o + 1] == 1 || N == 1) {
		q->opa = CUBLAS_OP_N;
		q->lda = B->strides[o] > N ? B->strides[o] : N;
	} else if (B->strides[o] == 1) {
		q->opa = CUBLAS_OP_T;
		q->lda = B->strides[o + 1] > K ? B->strides[o + 1] : K;
	} else
		return kerr_set(err, "gemm: operand b has no unit stride");
	if (A->strides[o + 1] == 1 || K == 1) {
		q->opb = CUBLAS_OP_N;
		q->ldb = A->strides[o] > K ? A->strides[o] : K;
	} else if (A->strides[o] == 1) {
		q->opb = CUBLAS_OP_T;
		q->ldb = A->strides[o + 1] > M ? A->strides[o + 1] : M;
	} else
		return kerr_set(err, "gemm: operand a has no unit stride");
	return 0;
}

static int gemm_plan(struct gprob *gp, const struct pview *A, const struct pview *B,
		     const struct pview *C, int batched, struct gemm_plan *q,
		     struct kerr *err)
{
	enum dtype dt = gp->p->bufs[C->buf].dtype;
	if ((dt != DT_F32 && dt != DT_F64) || gp->p->bufs[A->buf].dtype != dt ||
	    gp->p->bufs[B->buf].dtype != dt)
		return kerr_set(err, "gemm: only float32 or float64 operands, all alike, "
				"are run");
	if (gpu_gemm_layout(dt, A, B, C, batched, q, err))
		return -1;
	size_t es = dtype_size(dt);
	q->da = gpu_data_of(gp, A->buf) + (CUdeviceptr)(A->offset * (long long)es);
	q->db = gpu_data_of(gp, B->buf) + (CUdeviceptr)(B->offset * (long long)es);
	q->dc = gpu_data_of(gp, C->buf) + (CUdeviceptr)(C->offset * (long long)es);
	return 0;
}

/* q's GEMM through cuBLAS: C = alpha * A @ B + beta * C, row-major; with
 * batch > 0, that many strided by sa, sb and sc elements. */
int gpu_gemm_exec(struct gpu *g, const struct gemm_plan *q, double alpha, double beta,
		  long long batch, long long sa, long long sb, long long sc,
		  struct kerr *err)
{
	int N = (int)q->N, M = (int)q->M, K = (int)q->K;
	cublasStatus_t s;
	if (q->dt == DT_F32) {
		float fa = (float)alpha, fb = (float)beta;
		float *pa = (float *)(uintptr_t)q->da, *pb = (float *)(uintptr_t)q->db,
		      *pc = (float *)(uintptr_t)q->dc;
		if (batch)
			s = g->a.cublasSgemmStridedBatched(
				g->blas, q->opa, q->opb, N, M, K, &fa, pb, (int)q->lda, sb, pa,
				(int)q->ldb, sa, &fb, pc, (int)q->ldc, sc, (int)batch);
		else
			s = g->a.cublasSgemm(g->blas, q->opa, q->opb, N, M, K, &fa, pb,
					     (int)q->lda, pa, (int)q->ldb, &fb, pc, (int)q->ldc);
	} else {
		double *pa = (double *)(uintptr_t)q->da, *pb = (double *)(uintptr_t)q->db,
		       *pc = (double *)(uintptr_t)q->dc;
		if (batch)
			s = g->a.cublasDgemmStridedBatched(
				g->blas, q->opa, q->opb, N, M, K, &alpha, pb, (int)q->lda, sb, pa,
				(int)q->ldb, sa, &beta, pc, (int)q->ldc, sc, (int)batch);
		else
			s = g->a.cublasDgemm(g->blas, q->opa, q->opb, N, M, K, &alpha, pb,
					     (int)q->lda, pa, (int)q->ldb, &beta, pc, (int)q->ldc);
	}
	if (s != CUBLAS_STATUS_SUCCESS)
		return kerr_set(err, "cuBLAS %cgemm failed with status %d",
				q->dt == DT_F32 ? 's' : 'd', (int)s);
	return 0;
}

/* Row-major GEMM C = alpha * A @ B + beta * C through cuBLAS. */
static int gemm(struct gpu *g, struct gprob *gp, const struct pview *A,
		const struct pview *B, const struct pview *C, double alpha, double beta,
		int batched, struct kerr *err)
{
	struct gemm_plan q;
	if (gemm_plan(gp, A, B, C, batched, &q, err))
		return -1;
	return gpu_gemm_exec(g, &q, alpha, beta, batched ? A->shape[0] : 0, A->strides[0],
			     B->strides[0], C->strides[0], err);
}

/* The workspace kopt gives cuBLASLt's heuristics and matmul.  [HARNESS]
 * torch sizes its own from CUBLASLT_WORKSPACE_SIZE or its cuBLAS workspace
 * setting; the heuristics may pick another algorithm for another size,
 * which import validation (the time against torch.compile's) would show. */
#define KOPT_LT_WORKSPACE (32u << 20)

static int lt_open(struct gpu *g, struct kerr *err)
{
	if (g->lt_state == 0) {
		struct kerr e2 = { "" };
		if (cublaslt_dl_open(&g->lt, &e2) ||
		    g->lt.cublasLtCreate(&g->lt_handle) != CUBLAS_STATUS_SUCCESS ||
		    g->a.cuMemAlloc(&g->lt_ws, KOPT_LT_WORKSPACE) != CUDA_SUCCESS) {
			snprintf(g->lt_error, sizeof g->lt_error, "%s",
				 e2.msg[0] ? e2.msg : "cublasLtCreate or its workspace failed");
			g->lt_state = -1;
		} else {
			g->lt_state = 1;
		}
	}
	return g->lt_state < 0 ? kerr_set(err, "%s", g->lt_error) : 0;
}

/* Row-major C = alpha * A @ B + bias (a vector of N, broadcast over rows)
 * through cuBLASLt's bias epilogue: the path ATen's addmm takes for a 1-D
 * bias (its useLtInterface condition, which Inductor's bias_addmm meets
 * too), so the model runs the kernels torch ran. */
static int gemm_lt_bias(struct gpu *g, struct gprob *gp, const struct pview *A,
			const struct pview *B, const struct pview *C, CUdeviceptr bias,
			double alpha, struct kerr *err)
{
	struct gemm_plan q;
	if (gemm_plan(gp, A, B, C, 0, &q, err) || lt_open(g, err))
		return -1;
	int f64 = q.dt == DT_F64;
	cudaDataType_t ty = f64 ? CUDA_R_64F : CUDA_R_32F;
	cublasLtMatmulDesc_t op = NULL;
	cublasLtMatrixLayout_t la = NULL, lb = NULL, lc = NULL;
	cublasLtMatmulPreference_t pref = NULL;
	cublasLtMatmulHeuristicResult_t heur;
	cublasLtEpilogue_t epi = CUBLASLT_EPILOGUE_BIAS;
	void *pbias = (void *)(uintptr_t)bias;
	uint64_t ws = KOPT_LT_WORKSPACE;
	int nheur = 0, rc = -1;
	cublasStatus_t s;
	const char *what;
	float fa = (float)alpha, fz = 0;
	double dz = 0;
#define LT(call)                                                               \
	do {                                                                   \
		what = #call;                                                  \
		if ((s = (call)) != CUBLAS_STATUS_SUCCESS)                     \
			goto lt_fail;                                          \
	} while (0)
	/* cuBLAS's view: D (N x M) = op(B^T) (N x K) op(A^T) (K x M) + bias[N]. */
	LT(g->lt.cublasLtMatmulDescCreate(&op, f64 ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F,
					  ty));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &q.opa,
						sizeof q.opa));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &q.opb,
						sizeof q.opb));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi,
						sizeof epi));
	LT(g->lt.cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &pbias,
						sizeof pbias));
	LT(g->lt.cublasLtMatrixLayoutCreate(&la, ty, q.opa == CUBLAS_OP_N ? q.N : q.K,
					    q.opa == CUBLAS_OP_N ? q.K : q.N, q.lda));
	LT(g->lt.cublasLtMatrixLayoutCreate(&lb, ty, q.opb == CUBLAS_OP_N ? q.K : q.M,
					    q.opb == CUBLAS_OP_N ? q.M : q.K, q.ldb));
	LT(g->lt.cublasLtMatrixLayoutCreate(&lc, ty, q.N, q.M, q.ldc));
	LT(g->lt.cublasLtMatmulPreferenceCreate(&pref));
	LT(g->lt.cublasLtMatmulPreferenceSetAttribute(
		pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws));
	LT(g->lt.cublasLtMatmulAlgoGetHeuristic(g->lt_handle, op, la, lb, lc, lc, pref, 1, &heur,
						&nheur));
	if (nheur < 1) {
		kerr_set(err, "cuBLASLt has no algorithm for this bias-epilogue matmul "
			 "(%lld x %lld x %lld)", q.M, q.N, q.K);
		goto out;
	}
	LT(g->lt.cublasLtMatmul(g->lt_handle, op, f64 ? (void *)&alpha : (void *)&fa,
				(void *)(uintptr_t)q.db, la, (void *)(uintptr_t)q.da, lb,
				f64 ? (void *)&dz : (void *)&fz, (void *)(uintptr_t)q.dc, lc,
				(void *)(uintptr_t)q.dc, lc, &heur.algo,
				(void *)(uintptr_t)g->lt_ws, KOPT_LT_WORKSPACE,
				(cudaStream_t)g->stream));
#undef LT
	rc = 0;
	goto out;
lt_fail:
	kerr_set(err, "%s: %s", what, g->lt.cublasLtGetStatusString(s));
out:
	if (pref)
		g->lt.cublasLtMatmulPreferenceDestroy(pref);
	if (lc)
		g->lt.cublasLtMatrixLayoutDestroy(lc);
	if (lb)
		g->lt.cublasLtMatrixLayoutDestroy(lb);
	if (la)
		g->lt.cublasLtMatrixLayoutDestroy(la);
	if (op)
		g->lt.cublasLtMatmulDescDestroy(op);
	return rc;
}

int gpu_run_extern(struct gpu *g, struct gprob *gp, const struct pstep *st,
		   struct kerr *err)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(st->json, "args");
	struct pview a, b, c, bias;
	const char *op = st->op;
	int is_mm = !strcmp(op, "mm"), is_addmm = !strcmp(op, "addmm"),
	    is_bmm = !strcmp(op, "bmm"), is_baddbmm = !strcmp(op, "baddbmm");
	if (!strcmp(op, "convolution"))
		return gpu_run_conv(g, gp, st, err);
	if (!strcmp(op, "avg_pool3d"))
		return gpu_run_pool(g, gp, st, err);
	if (!strcmp(op, "sdpa"))
		return gpu_run_sdpa(g, gp, st, err);
	if (!is_mm && !is_addmm && !is_bmm && !is_baddbmm)
		return kerr_set(err, "%s: vendor operation %s is not run by this GPU backend "
				"(mm, addmm, bmm, baddbmm, convolution, avg_pool3d and sdpa are)",
				st->name, op);
	if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "a"), "a", &a, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "b"), "b", &b, err) ||
	    view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "out"), "out", &c, err))
		return kerr_wrap(err, "%s", st->name);
	int batched = is_bmm || is_baddbmm;
	double alpha = 1, beta = 0;
	if (is_addmm || is_baddbmm) {
		const cJSON *al = cJSON_GetObjectItemCaseSensitive(args, "alpha");
		const cJSON *be = cJSON_GetObjectItemCaseSensitive(args, "beta");
		alpha = cJSON_IsNumber(al) ? al->valuedouble : 1;
		beta = cJSON_IsNumber(be) ? be->valuedouble : 1;
		if (view_parse(gp->p, cJSON_GetObjectItemCaseSensitive(args, "bias"), "bias",
			       &bias, err))
			return kerr_wrap(err, "%s", st->name);
		if (gp->p->bufs[bias.buf].dtype != gp->p->bufs[c.buf].dtype)
			return kerr_set(err, "%s: bias and output dtypes differ", st->name);
		if (is_addmm && a.ndim == 2 && view_lt_bias_eligible(&bias, &a, &c, beta)) {
			size_t es = dtype_size(gp->p->bufs[bias.buf].dtype);
			CUdeviceptr pb = gpu_data_of(gp, bias.buf) +
					 (CUdeviceptr)(bias.offset * (long long)es);
			if (gemm_lt_bias(g, gp, &a, &b, &c, pb, alpha, err))
				return kerr_wrap(err, "%s", st->name);
			return 0;
		}
		/* out = bias broadcast, then out = alpha * a @ b + beta * out. */
		struct pview bb;
		if (view_broadcast(&bias, &c, &bb, err))
			return kerr_wrap(err, "%s", st->name);
		struct kview ko, kb;
		gpu_view_to_k(&c, &ko);
		gpu_view_to_k(&bb, &kb);
		CUdeviceptr po = gpu_data_of(gp, c.buf), pbias = gpu_data_of(gp, bias.buf);
		unsigned long long n = view_numel(&c);
		int f64 = gp->p->bufs[c.buf].dtype == DT_F64;
		double one = 1;
		float fone = 1;
		unsigned long long inner = view_tile_block(&c, &bb);
		if (beta != 0 && inner) {
			size_t es = dtype_size(gp->p->bufs[c.buf].dtype);
			CUdeviceptr o0 = po + (CUdeviceptr)(c.offset * (long long)es);
			CUdeviceptr b0 = pbias + (CUdeviceptr)(bb.offset * (long long)es);
			void *ta[] = { &o0, &b0, &inner, &n };
			if (gpu_launch1d(g, f64 ? g->fill_tile_f64 : g->fill_tile_f32, n, ta, err))
				return -1;
		} else {
			void *fa[] = { &po, &ko, &pbias, &kb, f64 ? (void *)&one : (void *)&fone,
				       &n };
			if (beta != 0 &&
			    gpu_launch1d(g, f64 ? g->bias_fill_f64 : g->bias_fill, n, fa, err))
				return -1;
		}
	}
	return gemm(g, gp, &a, &b, &c, alpha, beta, batched, err);
}
