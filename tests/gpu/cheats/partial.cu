// Cheat: writes only every other element.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel && i % 2 == 0)
		out_ptr0[i] = in_ptr0[i];
}
