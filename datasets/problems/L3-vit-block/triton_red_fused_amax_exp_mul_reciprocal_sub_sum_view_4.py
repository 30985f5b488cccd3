
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_red_fused_amax_exp_mul_reciprocal_sub_sum_view_4(in_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 150528
    r0_numel = 196
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x5 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    x0 = (xindex % 1176)
    x1 = xindex // 1176
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + 196*x5), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 1.0, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = triton_helpers.maximum(_tmp4, tmp3)
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = triton_helpers.max2(_tmp4, 1)[:, None]
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp6 = tl.load(in_ptr0 + (r0_2 + 196*x5), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp8 - tmp4
        tmp10 = tl.full([1, 1], 0.125, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.exp(tmp11)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = _tmp14 + tmp13
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
    tmp14 = tl.sum(_tmp14, 1)[:, None]
    x3 = (xindex % 196)
    x6 = xindex // 196
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp16 = tl.load(in_ptr0 + (r0_2 + 196*x5), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.full([1, 1], 1.0, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tmp18 - tmp4
        tmp20 = tl.full([1, 1], 0.125, tl.float32)
        tmp21 = tmp19 * tmp20
        tmp22 = libdevice.exp(tmp21)
        tmp23 = tl.full([1, 1], 1, tl.int32)
        tmp24 = (tmp23 / tmp14)
        tmp25 = tmp24 * tmp17
        tmp26 = tmp22 * tmp25
        tl.store(out_ptr2 + (r0_2 + 196*x3 + 38432*x6), tmp26, r0_mask & xmask)
