
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_per_fused_max_pool3d_with_indices_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 122023936
    r0_numel = 27
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None].to(tl.int64)
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :].to(tl.int64)
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_6 = r0_index // 9
    x2 = ((xindex // 3844) % 62)
    r0_5 = ((r0_index // 3) % 3)
    x1 = ((xindex // 62) % 62)
    r0_4 = (r0_index % 3)
    x0 = (xindex % 62)
    x3 = xindex // 238328
    x12 = xindex
    tmp0 = (-1) + 2*x2 + 3*r0_6
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 128, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x1 + 3*r0_5
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = (-1) + 2*x0 + 3*r0_4
    tmp11 = tmp10 >= tmp1
    tmp12 = tmp10 < tmp3
    tmp13 = tmp11 & tmp12
    tmp14 = tmp5 & tmp9
    tmp15 = tmp14 & tmp13
    tmp16 = tl.load(in_ptr0 + ((-16513) + 2*x0 + 3*r0_4 + 256*x1 + 384*r0_5 + 32768*x2 + 49152*r0_6 + 2097152*x3), r0_mask & tmp15, eviction_policy='evict_last', other=float("-inf"))
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask, tmp17, float("-inf"))
    tmp20 = triton_helpers.max2(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x12), tmp20, None)
