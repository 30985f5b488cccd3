
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_per_fused__softmax_convolution_exp_prepare_softmax_online_sigmoid_sub_0(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 131072)
    x1 = xindex // 131072
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 131072*r0_2 + 8388608*x1), None)
    tmp1 = tl.load(in_ptr0 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp7 = triton_helpers.max2(tmp5, 1)[:, None].to(tl.float64)
    tmp8 = tmp3 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.sum(tmp10, 1)[:, None].to(tl.float64)
    tmp13 = tmp2 - tmp7
    tmp14 = libdevice.exp(tmp13)
    tmp15 = (tmp14 / tmp12)
    tmp16 = tl.full([1, 1], 1, tl.int32)
    tmp17 = -tmp15
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp16 + tmp18
    tmp20 = (tmp16 / tmp19)
    tl.store(in_out_ptr0 + (x0 + 131072*r0_2 + 8388608*x1), tmp20, None)
