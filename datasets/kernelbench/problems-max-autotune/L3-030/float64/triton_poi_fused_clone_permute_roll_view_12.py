
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_clone_permute_roll_view_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 7)
    x2 = ((xindex // 672) % 7)
    x3 = ((xindex // 4704) % 8)
    x4 = ((xindex // 37632) % 8)
    x5 = xindex // 301056
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 96*(((3 + x1 + 7*x3) % 56)) + 5376*(((3 + x2 + 7*x4) % 56)) + 301056*x5), None)
    tl.store(out_ptr0 + (x6), tmp0, None)
