
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_add_convolution_gelu_lift_fresh_minimum_mul_2(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 276889600
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 16900) % 128)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float64)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0.0, tl.float64)
    tmp6 = triton_helpers.minimum(tmp4, tmp5)
    tmp7 = tmp6 * tmp3
    tmp8 = tl.full([1], 0.7071067811865476, tl.float64)
    tmp9 = tmp6 * tmp8
    tmp10 = libdevice.erf(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float64)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp7 * tmp12
    tmp14 = tl.full([1], 2.0, tl.float64)
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (x3), tmp15, None)
