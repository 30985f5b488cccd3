
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_addmm_clamp_div_mul_sigmoid_tanh_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 8192)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 1, tl.int32)
    tmp4 = -tmp2
    tmp5 = libdevice.exp(tmp4)
    tmp6 = tmp3 + tmp5
    tmp7 = (tmp3 / tmp6)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.full([1], 0.5, tl.float64)
    tmp10 = tmp8 * tmp9
    tmp11 = tl.full([1], -1.0, tl.float64)
    tmp12 = triton_helpers.maximum(tmp10, tmp11)
    tmp13 = tl.full([1], 1.0, tl.float64)
    tmp14 = triton_helpers.minimum(tmp12, tmp13)
    tmp15 = libdevice.tanh(tmp14)
    tmp16 = triton_helpers.maximum(tmp15, tmp11)
    tmp17 = triton_helpers.minimum(tmp16, tmp13)
    tl.store(in_out_ptr0 + (x2), tmp17, None)
