
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_53(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 188160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = xindex // 2688
    x3 = xindex // 384
    tmp0 = tl.load(in_ptr0 + (384 + x0 + 768*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 1536*x3), tmp0, xmask)
