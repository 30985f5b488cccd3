
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_clone_permute_roll_view_36(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 7)
    x2 = ((xindex // 1344) % 7)
    x3 = ((xindex // 9408) % 4)
    x4 = ((xindex // 37632) % 4)
    x5 = xindex // 150528
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 192*(((3 + x1 + 7*x3) % 28)) + 5376*(((3 + x2 + 7*x4) % 28)) + 150528*x5), xmask)
    tl.store(out_ptr0 + (x6), tmp0, xmask)
