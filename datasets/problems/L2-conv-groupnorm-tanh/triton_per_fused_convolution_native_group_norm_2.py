
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_per_fused_convolution_native_group_norm_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 135680
    r0_numel = 248
    R0_BLOCK: tl.constexpr = 256
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
    r0_4 = r0_index
    x1 = ((xindex // 8) % 212)
    x2 = ((xindex // 1696) % 5)
    x0 = (xindex % 8)
    x3 = xindex // 8480
    x6 = xindex
    tmp0 = r0_4 + 248*x1
    tmp1 = tl.full([1, 1], 52429, tl.int32)
    tmp2 = tmp0 < tmp1
    tmp3 = r0_4 + 248*x1 + 52429*x2
    tmp4 = tl.full([1, 1], 262144, tl.int32)
    tmp5 = tmp3 < tmp4
    tmp6 = tmp5 & tmp2
    tmp7 = tl.load(in_ptr0 + (4*x0 + 32*(((r0_4 + 248*x1 + 52429*x2) % 65536)) + 2097152*x3 + ((((r0_4 + 248*x1 + 52429*x2) // 65536) % 4))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr1 + (4*x0 + ((((r0_4 + 248*x1 + 52429*x2) // 65536) % 4))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.full(tmp9.shape, 0, tmp9.dtype)
    tmp11 = tl.where(tmp6, tmp9, tmp10)
    tmp12 = tl.full(tmp11.shape, 0, tmp11.dtype)
    tmp13 = tl.where(tmp2, tmp11, tmp12)
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = tl.full(tmp14.shape, 0, tmp14.dtype)
    tmp16 = tl.where(tmp6, tmp14, tmp15)
    tmp17 = tl.full(tmp16.shape, 0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 1.0, tl.float32)
    tmp20 = tl.full(tmp19.shape, 0, tmp19.dtype)
    tmp21 = tl.where(tmp6, tmp19, tmp20)
    tmp22 = tl.full(tmp21.shape, 0, tmp21.dtype)
    tmp23 = tl.where(tmp2, tmp21, tmp22)
    tmp24 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp25 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp26 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp29 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp30 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp31, tmp32, tmp33 = triton_helpers.welford(tmp28, tmp29, tmp30, 1)
    tmp34 = tmp31[:, None]
    tmp35 = tmp32[:, None]
    tmp36 = tmp33[:, None]
    tl.store(out_ptr0 + (x6), tmp34, xmask)
    tl.store(out_ptr1 + (x6), tmp35, xmask)
    tl.store(out_ptr2 + (x6), tmp36, xmask)
