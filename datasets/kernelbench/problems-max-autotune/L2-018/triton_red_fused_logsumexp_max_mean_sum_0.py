
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_red_fused_logsumexp_max_mean_sum_0(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp4 = tl.full([1, 1], 1.0, tl.float32)
    tmp5 = (tmp2 / tmp4)
    tmp6 = tl_math.abs(tmp5)
    tmp7 = tl.full([1, 1], float("inf"), tl.float32)
    tmp8 = tmp6 == tmp7
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.where(tmp8, tmp9, tmp5)
    tmp11 = tmp5 - tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl_math.log(tmp12)
    tmp14 = tmp13 + tmp10
    tmp15 = tl_math.abs(tmp14)
    tmp16 = tmp15 == tmp7
    tmp17 = tl.where(tmp16, tmp9, tmp14)
    tmp18 = tmp14 - tmp17
    tmp19 = libdevice.exp(tmp18)
    tmp20 = tl_math.log(tmp19)
    tmp21 = tmp20 + tmp17
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp21, xmask)
