
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_clone_transpose_view_44(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 12)
    x2 = ((xindex // 384) % 49)
    x3 = xindex // 18816
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 1568*x1 + 18816*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
