
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_add_mul_sigmoid_tanh_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32000000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = libdevice.tanh(tmp0)
    tmp2 = tl.full([1], 1, tl.int32)
    tmp3 = -tmp0
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp2 + tmp4
    tmp6 = (tmp2 / tmp5)
    tmp7 = tmp1 * tmp6
    tmp8 = tl.full([1], 0.5, tl.float64)
    tmp9 = tmp0 * tmp8
    tmp10 = tmp7 + tmp9
    tl.store(out_ptr0 + (x0), tmp10, xmask)
