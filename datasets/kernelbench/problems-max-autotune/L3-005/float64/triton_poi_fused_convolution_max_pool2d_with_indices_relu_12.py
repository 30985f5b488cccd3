
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_relu_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9437184
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 6)
    x1 = ((xindex // 6) % 6)
    x2 = xindex // 36
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (2 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (13 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (14 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (15 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (26 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr0 + (27 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr0 + (28 + 2*x0 + 26*x1 + 169*x2), None, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp12 = triton_helpers.maximum(tmp10, tmp11)
    tmp14 = triton_helpers.maximum(tmp12, tmp13)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tl.store(out_ptr0 + (x3), tmp16, None)
