
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (9438208 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (9437184 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (9439232 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (9440256 + x0 + 4096*x1), None)
    tmp32 = tl.load(in_ptr3 + (3072 + x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.sigmoid(tmp6)
    tmp9 = tmp7 * tmp8
    tmp12 = tmp10 + tmp11
    tmp15 = tmp13 + tmp14
    tmp16 = tmp12 + tmp15
    tmp17 = tl.sigmoid(tmp16)
    tmp20 = tmp18 + tmp19
    tmp23 = tmp21 + tmp22
    tmp24 = tmp20 + tmp23
    tmp25 = libdevice.tanh(tmp24)
    tmp26 = tmp17 * tmp25
    tmp27 = tmp9 + tmp26
    tmp30 = tmp28 + tmp29
    tmp33 = tmp31 + tmp32
    tmp34 = tmp30 + tmp33
    tmp35 = tl.sigmoid(tmp34)
    tmp36 = libdevice.tanh(tmp27)
    tmp37 = tmp35 * tmp36
    tl.store(in_out_ptr0 + (x2), tmp27, None)
    tl.store(out_ptr0 + (x2), tmp37, None)
    tl.store(out_ptr1 + (x2), tmp37, None)
