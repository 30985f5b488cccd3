// A correct candidate that uses the toolkit's half type (cuda_fp16.h): the
// sign of the sum is decided in half precision.  A sum too small for a half
// (|v| < 3e-8) becomes 0, well inside gate 2's tolerance.
#include <cuda_fp16.h>

extern "C" __global__ void bias_relu(float *in_out_ptr0, const float *in_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel) {
		float v = in_out_ptr0[i] + in_ptr0[i % 1024];
		__half h = __float2half(v);
		in_out_ptr0[i] = __hgt(h, __float2half(0.f)) ? v : 0.f;
	}
}
