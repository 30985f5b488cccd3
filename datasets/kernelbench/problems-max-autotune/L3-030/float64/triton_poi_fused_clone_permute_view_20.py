
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_clone_permute_view_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 1344)
    x1 = ((xindex // 1344) % 7)
    x2 = ((xindex // 9408) % 4)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1344*x2 + 5376*x1 + 37632*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
