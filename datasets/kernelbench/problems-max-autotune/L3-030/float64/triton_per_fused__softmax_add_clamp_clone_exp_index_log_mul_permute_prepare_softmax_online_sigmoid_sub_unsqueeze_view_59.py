
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_59(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 11760
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x4 = xindex
    x1 = ((xindex // 49) % 24)
    x0 = (xindex % 49)
    x2 = xindex // 1176
    x6 = (xindex % 1176)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_3 + 49*x4), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_3 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170185988092, tl.float64)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 24*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.full([1, 1], 1, tl.int32)
    tmp14 = -tmp12
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp13 + tmp15
    tmp17 = (tmp13 / tmp16)
    tmp18 = tl.full([1, 1], 16.0, tl.float64)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp5 + tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, float("-inf"))
    tmp26 = triton_helpers.max2(tmp25, 1)[:, None].to(tl.float64)
    tmp27 = tmp21 - tmp26
    tmp28 = libdevice.exp(tmp27)
    tmp29 = tl.broadcast_to(tmp28, [XBLOCK, R0_BLOCK])
    tmp31 = tl.where(r0_mask & xmask, tmp29, 0)
    tmp32 = tl.sum(tmp31, 1)[:, None].to(tl.float64)
    tmp33 = tmp20 - tmp26
    tmp34 = libdevice.exp(tmp33)
    tmp35 = (tmp34 / tmp32)
    tl.store(out_ptr2 + (r0_3 + 49*x0 + 2416*x5), tmp35, r0_mask & xmask)
