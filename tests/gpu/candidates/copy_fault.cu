// Known bad: writes through a null pointer (an illegal address).
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel)
		((float *)0)[i] = in_ptr0[i];
}
