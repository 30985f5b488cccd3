
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_add_avg_pool3d_convolution_mul_1(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 29521920
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 31)
    x1 = ((xindex // 31) % 31)
    x2 = ((xindex // 961) % 15)
    x6 = xindex // 14415
    x3 = ((xindex // 14415) % 16)
    x5 = (xindex % 14415)
    x7 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (1 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (63 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (64 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (4000 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (4001 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (4063 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr0 + (4064 + 2*x0 + 126*x1 + 8000*x2 + 124000*x6), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr2 + (0))
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK])
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1], 8.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp18 = tmp16 + tmp17
    tmp21 = tmp18 * tmp20
    tl.store(out_ptr1 + (x7), tmp21, xmask)
