// Cheat: never returns.  It waits on a flag in global memory that nothing
// sets (a volatile load each turn, so the compiler cannot drop the loop, as
// it may drop a side-effect-free one).
__device__ volatile int released;
extern "C" __global__ void copy(const float *in_ptr0, float *out_ptr0, int xnumel)
{
	while (!released)
		__nanosleep(1000);
}
