// Known bad: writes far outside any allocation (an illegal address).
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel)
		((float *)0xfffffff00000ULL)[i] = in_ptr0[i];
}
