// Known bad: writes only the first half of its output.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel / 2)
		out_ptr0[i] = in_ptr0[i];
}
