// Known bad: the bound is off by a few, writing past the end of the buffer.
extern "C" __global__ void bias_relu(float *in_out_ptr0, const float *in_ptr0, int xnumel)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < xnumel + 8) {
		float v = in_out_ptr0[i] + in_ptr0[i % 1024];
		in_out_ptr0[i] = v > 0.f ? v : 0.f;
	}
}
