
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_red_fused_convolution_hardtanh_max_pool2d_with_indices_mean_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 131072
    r0_numel = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float64)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (2*((r0_1 % 128)) + 512*(r0_1 // 128) + 4096*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr0 + (1 + 2*((r0_1 % 128)) + 512*(r0_1 // 128) + 4096*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (256 + 2*((r0_1 % 128)) + 512*(r0_1 // 128) + 4096*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr0 + (257 + 2*((r0_1 % 128)) + 512*(r0_1 // 128) + 4096*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = triton_helpers.maximum(tmp0, tmp1)
        tmp4 = triton_helpers.maximum(tmp2, tmp3)
        tmp6 = triton_helpers.maximum(tmp4, tmp5)
        tmp7 = tl.full([1, 1], -1.0, tl.float64)
        tmp8 = triton_helpers.maximum(tmp6, tmp7)
        tmp9 = tl.full([1, 1], 1.0, tl.float64)
        tmp10 = triton_helpers.minimum(tmp8, tmp9)
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask, tmp13, _tmp12)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp12, None)
