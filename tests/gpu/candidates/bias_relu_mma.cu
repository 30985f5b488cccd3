// A correct candidate that runs the tensor cores through mma.h: each warp
// multiplies a 16x16 zero tile by itself with wmma and adds an entry of the
// (zero) product to its results.  Launched with the baseline's 256 threads.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

extern "C" __global__ void bias_relu(float *in_out_ptr0, const float *in_ptr0, int xnumel)
{
	__shared__ __half a[16 * 16];
	__shared__ float c[8][16 * 16];
	int warp = threadIdx.x / 32;
	for (int j = threadIdx.x; j < 16 * 16; j += blockDim.x)
		a[j] = __float2half(0.f);
	__syncthreads();
	wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
	wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
	wmma::load_matrix_sync(fa, a, 16);
	wmma::load_matrix_sync(fb, a, 16);
	wmma::fill_fragment(fc, 0.f);
	wmma::mma_sync(fc, fa, fb, fc);
	wmma::store_matrix_sync(c[warp], fc, 16, wmma::mem_row_major);
	__syncwarp();
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel) {
		float v = in_out_ptr0[i] + in_ptr0[i % 1024] + c[warp][threadIdx.x % 32];
		in_out_ptr0[i] = v > 0.f ? v : 0.f;
	}
}
