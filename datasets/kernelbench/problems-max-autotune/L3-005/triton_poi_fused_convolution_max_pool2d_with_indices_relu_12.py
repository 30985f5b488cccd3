
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_relu_12(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 36864
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = (yindex % 6)
    y1 = ((yindex // 6) % 6)
    y2 = yindex // 36
    y4 = (yindex % 36)
    tmp0 = tl.load(in_ptr0 + (x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (256 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (512 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr0 + (3328 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (3584 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (3840 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (6656 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr0 + (6912 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr0 + (7168 + x3 + 512*y0 + 6656*y1 + 43264*y2), xmask, eviction_policy='evict_last')
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp12 = triton_helpers.maximum(tmp10, tmp11)
    tmp14 = triton_helpers.maximum(tmp12, tmp13)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tl.store(out_ptr0 + (y4 + 36*x3 + 9216*y2), tmp16, xmask)
