
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training__to_copy__unsafe_index_add_arange_cat_convolution_mul_relu_unsqueeze_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33554432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 16)
    x4 = xindex // 16
    x2 = ((xindex // 4096) % 256)
    x1 = ((xindex // 16) % 256)
    x3 = xindex // 1048576
    x6 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (8*x4 + (x0)), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 16, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = x2
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.full([1], 0.5, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp12.to(tl.int32)
    tmp14 = x1
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp15 * tmp11
    tmp17 = tmp16.to(tl.int32)
    tmp18 = tl.load(in_ptr1 + (tmp17 + 128*tmp13 + 16384*((-8) + x0) + 131072*x3), tmp6, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr2 + ((-8) + x0), tmp6, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp18 + tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp6, tmp20, tmp21)
    tmp23 = tl.where(tmp4, tmp5, tmp22)
    tl.store(out_ptr0 + (x6), tmp23, None)
