// Cheat: never returns.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	volatile int forever = 1;
	while (forever)
		;
}
