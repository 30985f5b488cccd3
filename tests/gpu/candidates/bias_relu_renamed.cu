// Known bad: the entry is missing (renamed).
extern "C" __global__ void bias_relu_v2(float *in_out_ptr0, const float *in_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel)
		in_out_ptr0[i] = fmaxf(in_out_ptr0[i] + in_ptr0[i % 1024], 0.f);
}
