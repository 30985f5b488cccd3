// Cheat: traps.
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	__trap();
}
