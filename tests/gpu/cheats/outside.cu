// Cheat: also writes 16 elements past the end of its output.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel)
		out_ptr0[i] = in_ptr0[i];
	if (i < 16)
		out_ptr0[xnumel + i] = 0.f;
}
