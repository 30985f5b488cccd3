
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (2098176 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_out_ptr0 + (x2), None)
    tmp14 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp17 = tl.load(in_ptr2 + (2097152 + x0 + 4096*x1), None)
    tmp18 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp28 = tl.load(in_ptr2 + (2099200 + x0 + 4096*x1), None)
    tmp29 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp38 = tl.load(in_ptr2 + (2100224 + x0 + 4096*x1), None)
    tmp39 = tl.load(in_ptr3 + (3072 + x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = -tmp6
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tmp7 + tmp9
    tmp11 = (tmp7 / tmp10)
    tmp13 = tmp11 * tmp12
    tmp16 = tmp14 + tmp15
    tmp19 = tmp17 + tmp18
    tmp20 = tmp16 + tmp19
    tmp21 = -tmp20
    tmp22 = libdevice.exp(tmp21)
    tmp23 = tmp7 + tmp22
    tmp24 = (tmp7 / tmp23)
    tmp27 = tmp25 + tmp26
    tmp30 = tmp28 + tmp29
    tmp31 = tmp27 + tmp30
    tmp32 = libdevice.tanh(tmp31)
    tmp33 = tmp24 * tmp32
    tmp34 = tmp13 + tmp33
    tmp37 = tmp35 + tmp36
    tmp40 = tmp38 + tmp39
    tmp41 = tmp37 + tmp40
    tmp42 = -tmp41
    tmp43 = libdevice.exp(tmp42)
    tmp44 = tmp7 + tmp43
    tmp45 = (tmp7 / tmp44)
    tmp46 = libdevice.tanh(tmp34)
    tmp47 = tmp45 * tmp46
    tl.store(in_out_ptr0 + (x2), tmp34, None)
    tl.store(out_ptr0 + (x2), tmp47, None)
    tl.store(out_ptr1 + (x2), tmp47, None)
