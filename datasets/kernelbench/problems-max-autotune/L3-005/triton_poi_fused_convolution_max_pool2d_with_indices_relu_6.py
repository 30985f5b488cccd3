
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_relu_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 44302336
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 13)
    x2 = ((xindex // 3328) % 13)
    x3 = xindex // 43264
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp1 = tl.load(in_ptr0 + (256 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp3 = tl.load(in_ptr0 + (512 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp5 = tl.load(in_ptr0 + (6912 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp7 = tl.load(in_ptr0 + (7168 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp9 = tl.load(in_ptr0 + (7424 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp11 = tl.load(in_ptr0 + (13824 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp13 = tl.load(in_ptr0 + (14080 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp15 = tl.load(in_ptr0 + (14336 + x0 + 512*x1 + 13824*x2 + 186624*x3), None)
    tmp2 = triton_helpers.maximum(tmp0, tmp1)
    tmp4 = triton_helpers.maximum(tmp2, tmp3)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp8 = triton_helpers.maximum(tmp6, tmp7)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp12 = triton_helpers.maximum(tmp10, tmp11)
    tmp14 = triton_helpers.maximum(tmp12, tmp13)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tl.store(out_ptr0 + (x4), tmp16, None)
