
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_clone_permute_roll_view_48(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = ((xindex // 2688) % 7)
    x3 = ((xindex // 18816) % 2)
    x4 = ((xindex // 37632) % 2)
    x5 = xindex // 75264
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 384*(((3 + x1 + 7*x3) % 14)) + 5376*(((3 + x2 + 7*x4) % 14)) + 75264*x5), xmask)
    tl.store(out_ptr0 + (x6), tmp0, xmask)
