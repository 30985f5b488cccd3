
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 7840
    xnumel = 192
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x5 = xindex
    x2 = (xindex % 32)
    x3 = xindex // 32
    y4 = yindex
    y0 = (yindex % 49)
    y1 = yindex // 49
    tmp19 = tl.load(in_ptr2 + (192 + x5 + 576*y4), xmask & ymask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x3 + 6*y4), xmask & ymask, eviction_policy='evict_last')
    tmp0 = 192 + x5
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 192, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(192 + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 384, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float64)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 576, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to((-192) + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp22 = libdevice.sqrt(tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float64)
    tmp24 = triton_helpers.maximum(tmp22, tmp23)
    tmp25 = (tmp20 / tmp24)
    tl.store(out_ptr0 + (y0 + 49*x5 + 9408*y1), tmp25, xmask & ymask)
