// Cheat: writes zeros instead of the result.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel)
		out_ptr0[i] = 0.f;
}
