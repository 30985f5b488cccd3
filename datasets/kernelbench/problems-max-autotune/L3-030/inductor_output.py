# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [conv2d, flatten, x, x_1], Original ATen: [aten.convolution, aten.view, aten.transpose, aten.native_layer_norm]
# Source node to ATen node mapping:
#   conv2d => convolution
#   flatten => view
#   x => permute
#   x_1 => add, add_1, clone, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %buf0 : Tensor "f32[10, 96, 56, 56][301056, 3136, 56, 1]cuda:0" = PlaceHolder[target=buf0]
#   %arg2_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=buf2]
#   %arg3_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %convolution : Tensor "f32[10, 96, 56, 56][301056, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg0_1, %arg1_1, %arg2_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "f32[10, 96, 3136][301056, 3136, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [10, 96, 3136]), kwargs = {})
#   %permute : Tensor "f32[10, 3136, 96][301056, 1, 3136]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %clone : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_1), kwargs = {})
#   %add : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_1 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   return %getitem_1,%buf2,%add_1
triton_red_fused_convolution_native_layer_norm_transpose_view_0 = async_compile.triton('triton_red_fused_convolution_native_layer_norm_transpose_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_layer_norm_transpose_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12042240, 'r0_': 24085632}}
)
@triton.jit
def triton_red_fused_convolution_native_layer_norm_transpose_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 31360
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3136)
    x1 = xindex // 3136
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 3136*r0_2 + 301056*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp10 = tl.load(in_ptr0 + (x0 + 3136*r0_2 + 301056*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp20 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tmp10 + tmp11
        tmp13 = tmp12 - tmp4
        tmp14 = tl.full([1, 1], 96.0, tl.float32)
        tmp15 = (tmp8 / tmp14)
        tmp16 = tl.full([1, 1], 1e-05, tl.float32)
        tmp17 = tmp15 + tmp16
        tmp18 = libdevice.rsqrt(tmp17)
        tmp19 = tmp13 * tmp18
        tmp21 = tmp19 * tmp20
        tmp23 = tmp21 + tmp22
        tl.store(out_ptr2 + (r0_2 + 96*x3), tmp23, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_3, x_4, permute, contiguous], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous => clone_2
#   permute => permute_1
#   x_3 => view_1
#   x_4 => view_2
# Graph fragment:
#   %add_1 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_1]
#   %view_1 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_1, [10, 56, 56, 96]), kwargs = {})
#   %view_2 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 5376, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [10, 8, 7, 8, 7, 96]), kwargs = {})
#   %permute_1 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 672, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_2 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_clone_permute_view_1 = async_compile.triton('triton_poi_fused_clone_permute_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 36126720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 672)
    x1 = ((xindex // 672) % 7)
    x2 = ((xindex // 4704) % 8)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 672*x2 + 5376*x1 + 37632*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, q, normalize, attn], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   attn => clone_3
#   normalize => clamp_min, div, expand, pow_1, pow_2, sum_1
#   q => select
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   reshape => view_7
#   zeros_like => full_default
# Graph fragment:
#   %arg5_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_45 : Tensor "f32[31360, 288][288, 1]cuda:0" = PlaceHolder[target=mm_default_45]
#   %sum_1 : Tensor "f32[640, 3, 49, 1][147, 1, 3, 94080]cuda:0" = PlaceHolder[target=sum_1]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 0), kwargs = {})
#   %pow_1 : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select, 2.0), kwargs = {})
#   %sum_1 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_1, [-1], True), kwargs = {})
#   %pow_2 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_1, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_2, 1e-12), kwargs = {})
#   %expand : Tensor "f32[640, 3, 49, 32][147, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min, [640, 3, 49, 32]), kwargs = {})
#   %div : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select, %expand), kwargs = {})
#   %clone_3 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_1,%clone_3
triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2 = async_compile.triton('triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 131072, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 36127488}}
)
@triton.jit
def triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 94080
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 3)
    x1 = xindex // 3
    x5 = xindex
    x3 = ((xindex // 3) % 49)
    x4 = xindex // 147
    tmp19 = tl.load(in_ptr2 + (r0_2 + 32*x0 + 288*x1), xmask, other=0.0)
    tmp0 = r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 96, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 192, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 288, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-192) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tl.sqrt_rn(tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = triton_helpers.maximum(tmp26, tmp27)
    tmp29 = (tmp20 / tmp28)
    tl.store(out_ptr1 + (r0_2 + 32*x3 + 1568*x0 + 4704*x4), tmp29, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, k, normalize_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   k => select_1
#   normalize_1 => pow_3, sum_2
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   reshape => view_7
#   zeros_like => full_default
# Graph fragment:
#   %arg5_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_45 : Tensor "f32[31360, 288][288, 1]cuda:0" = PlaceHolder[target=mm_default_45]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_1 : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 1), kwargs = {})
#   %pow_3 : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_1, 2.0), kwargs = {})
#   %sum_2 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_3, [-1], True), kwargs = {})
#   return %sum_2
triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3 = async_compile.triton('triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 131072, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 752640, 'r0_': 12043008}}
)
@triton.jit
def triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 94080
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 3)
    x1 = xindex // 3
    x3 = xindex
    tmp19 = tl.load(in_ptr2 + (96 + r0_2 + 32*x0 + 288*x1), xmask, other=0.0)
    tmp0 = 96 + r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 96, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (96 + r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 192, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 288, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-96) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, k, normalize_1, transpose_1, attn], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn => clone_4
#   k => select_1
#   normalize_1 => clamp_min_1, div_1, expand_1, pow_4
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   reshape => view_7
#   transpose_1 => permute_4
#   zeros_like => full_default
# Graph fragment:
#   %arg5_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_45 : Tensor "f32[31360, 288][288, 1]cuda:0" = PlaceHolder[target=mm_default_45]
#   %sum_2 : Tensor "f32[640, 3, 49, 1][147, 1, 3, 94080]cuda:0" = PlaceHolder[target=sum_2]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_1 : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 1), kwargs = {})
#   %pow_4 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_2, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_4, 1e-12), kwargs = {})
#   %expand_1 : Tensor "f32[640, 3, 49, 32][147, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_1, [640, 3, 49, 32]), kwargs = {})
#   %div_1 : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_1, %expand_1), kwargs = {})
#   %permute_4 : Tensor "f32[640, 3, 32, 49][4704, 32, 1, 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_1, [0, 1, 3, 2]), kwargs = {})
#   %clone_4 : Tensor "f32[640, 3, 32, 49][4704, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4 = async_compile.triton('triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32768, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 24084480, 'x': 12043008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 31360
    xnumel = 96
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
    tmp19 = tl.load(in_ptr2 + (96 + x5 + 288*y4), xmask & ymask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x3 + 3*y4), xmask & ymask, eviction_policy='evict_last')
    tmp0 = 96 + x5
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 96, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(96 + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 192, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 288, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to((-96) + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp22 = tl.sqrt_rn(tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = triton_helpers.maximum(tmp22, tmp23)
    tmp25 = (tmp20 / tmp24)
    tl.store(out_ptr0 + (y0 + 49*x5 + 4704*y1), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, q, normalize, attn, k, normalize_1, transpose_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   attn => bmm, clone_3, clone_4, view_8, view_9
#   k => select_1
#   normalize => clamp_min, div, expand, pow_2
#   normalize_1 => clamp_min_1, div_1, expand_1, pow_4
#   q => select
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   reshape => view_7
#   transpose_1 => permute_4
#   zeros_like => full_default
# Graph fragment:
#   %clone_3 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_3]
#   %clone_4 : Tensor "f32[640, 3, 32, 49][4704, 1568, 49, 1]cuda:0" = PlaceHolder[target=clone_4]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 0), kwargs = {})
#   %pow_2 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_1, 0.5), kwargs = {})
#   %clamp_min : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_2, 1e-12), kwargs = {})
#   %expand : Tensor "f32[640, 3, 49, 32][147, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min, [640, 3, 49, 32]), kwargs = {})
#   %div : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select, %expand), kwargs = {})
#   %clone_3 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   %view_8 : Tensor "f32[1920, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1920, 49, 32]), kwargs = {})
#   %select_1 : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 1), kwargs = {})
#   %pow_4 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_2, 0.5), kwargs = {})
#   %clamp_min_1 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_4, 1e-12), kwargs = {})
#   %expand_1 : Tensor "f32[640, 3, 49, 32][147, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_1, [640, 3, 49, 32]), kwargs = {})
#   %div_1 : Tensor "f32[640, 3, 49, 32][4704, 32, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_1, %expand_1), kwargs = {})
#   %permute_4 : Tensor "f32[640, 3, 32, 49][4704, 32, 1, 96]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_1, [0, 1, 3, 2]), kwargs = {})
#   %clone_4 : Tensor "f32[640, 3, 32, 49][4704, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   %view_9 : Tensor "f32[1920, 32, 49][1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [1920, 32, 49]), kwargs = {})
#   %bmm : Tensor "f32[1920, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_8, %view_9), kwargs = {})
#   return %bmm
triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5 = async_compile.triton('triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 49
    K = 32

    stride_aq = 1568
    stride_am = 32
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 49
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 49*idx_m + 2401*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.view, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   input_1 => mm_default_44, permute_5, view_11
# Graph fragment:
#   %arg9_1 : Tensor "f32[1, 13, 13, 2][338, 26, 2, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[512, 2][2, 1]cuda:0" = PlaceHolder[target=arg10_1]
#   %view_11 : Tensor "f32[169, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg9_1, [169, 2]), kwargs = {})
#   %permute_5 : Tensor "f32[2, 512][1, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg10_1, [1, 0]), kwargs = {})
#   %mm_default_44 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_11, %permute_5), kwargs = {})
#   return %mm_default_44
triton_tem_fused_addmm_t_view_6 = async_compile.triton('triton_tem_fused_addmm_t_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_t_view_6', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 32, 'BLOCK_K': 16, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_t_view_6(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 16
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 169
    N = 512
    K = 2
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 2
    stride_ak = 1
    stride_bk = 1
    stride_bn = 2

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_mask = offs_k[None, :] < (K - k_idx * BLOCK_K)
        b_mask = offs_k[:, None] < (K - k_idx * BLOCK_K)

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 2*idx_m
        a = tl.load(A + (xindex), mask=a_mask, other=0.0)

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 2*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)), mask=b_mask, other=0.0)


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.view, aten.relu]
# Source node to ATen node mapping:
#   input_1 => add_tensor_44, view_12
#   input_2 => relu
# Graph fragment:
#   %arg11_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_44 : Tensor "f32[169, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_44]
#   %add_tensor_44 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_44), kwargs = {})
#   %view_12 : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_44, [1, 13, 13, 512]), kwargs = {})
#   %relu : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_12,), kwargs = {})
#   return %relu
triton_poi_fused_addmm_relu_view_7 = async_compile.triton('triton_poi_fused_addmm_relu_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1040384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_view_7(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 86528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
# Source node to ATen node mapping:
#   input_1 => add_tensor_44, view_12
#   input_2 => relu, view_13
#   input_3 => mm, permute_6
# Graph fragment:
#   %relu : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0" = PlaceHolder[target=relu]
#   %arg12_1 : Tensor "f32[3, 512][512, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %add_tensor_44 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_44), kwargs = {})
#   %view_12 : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_44, [1, 13, 13, 512]), kwargs = {})
#   %relu : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_12,), kwargs = {})
#   %view_13 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%relu, [169, 512]), kwargs = {})
#   %permute_6 : Tensor "f32[512, 3][1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg12_1, [1, 0]), kwargs = {})
#   %mm : Tensor "f32[169, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_13, %permute_6), kwargs = {})
#   return %mm
triton_tem_fused_addmm_mm_relu_t_view_8 = async_compile.triton('triton_tem_fused_addmm_mm_relu_t_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_mm_relu_t_view_8', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 16, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_mm_relu_t_view_8(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 16
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 169
    N = 3
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 512
    stride_ak = 1
    stride_bk = 1
    stride_bn = 512

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 3*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 512*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 3*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn, log, clamp, logit_scale, attn_1, view_5, getitem_3, relative_position_bias, permute_2, relative_position_bias_1, sigmoid, relative_position_bias_2, unsqueeze, attn_2, attn_3], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn => view_10
#   attn_1 => mul_2
#   attn_2 => add_2
#   attn_3 => div_2
#   clamp => clamp_max
#   getitem_3 => index
#   log => full_default_1
#   logit_scale => exp
#   permute_2 => permute_7
#   relative_position_bias => view_21
#   relative_position_bias_1 => clone_5
#   relative_position_bias_2 => mul_3
#   sigmoid => sigmoid
#   unsqueeze => unsqueeze
#   view_5 => view_20
# Graph fragment:
#   %bmm : Tensor "f32[1920, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm]
#   %arg8_1 : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %arg13_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm : Tensor "f32[169, 3][3, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_80 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 94080]cuda:0" = PlaceHolder[target=getitem_80]
#   %getitem_81 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 94080]cuda:0" = PlaceHolder[target=getitem_81]
#   %view_10 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [640, 3, 49, 49]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg8_1, %full_default_1), kwargs = {})
#   %exp : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max,), kwargs = {})
#   %mul_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %exp), kwargs = {})
#   %view_20 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg13_1, [-1]), kwargs = {})
#   %index : Tensor "f32[2401, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm, [%view_20]), kwargs = {})
#   %view_21 : Tensor "f32[49, 49, 3][147, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index, [49, 49, -1]), kwargs = {})
#   %permute_7 : Tensor "f32[3, 49, 49][1, 147, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_21, [2, 0, 1]), kwargs = {})
#   %clone_5 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_5,), kwargs = {})
#   %mul_3 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, 16), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_3, 0), kwargs = {})
#   %add_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, %unsqueeze), kwargs = {})
#   %prepare_softmax_online_default_11 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_2, -1), kwargs = {})
#   %sub_tensor_11 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_80), kwargs = {})
#   %exp_default_11 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_11,), kwargs = {})
#   %div_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_11, %getitem_81), kwargs = {})
#   return %getitem_80,%getitem_81,%expand_4
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_9 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 131072, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 55338248}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 94080
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
    x1 = ((xindex // 49) % 3)
    x0 = (xindex % 49)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_3 + 49*x4), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_3 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 3*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, float("-inf"))
    tmp22 = triton_helpers.max2(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp17 - tmp22
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp16 - tmp22
    tmp30 = libdevice.exp(tmp29)
    tmp31 = (tmp30 / tmp28)
    tl.store(out_ptr2 + (r0_3 + 49*x0 + 2432*x5), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, v, matmul_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   matmul_1 => clone_7
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   reshape => view_7
#   v => select_2
#   zeros_like => full_default
# Graph fragment:
#   %arg5_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %mm_default_45 : Tensor "f32[31360, 288][288, 1]cuda:0" = PlaceHolder[target=mm_default_45]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_2 : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 2), kwargs = {})
#   %clone_7 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_7
triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10 = async_compile.triton('triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 36127488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x2 = ((xindex // 1568) % 3)
    x1 = ((xindex // 32) % 49)
    x3 = xindex // 4704
    x4 = xindex
    tmp19 = tl.load(in_ptr2 + (192 + x0 + 32*x2 + 288*x1 + 14112*x3), None)
    tmp0 = 192 + x0 + 32*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 96, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (192 + x0 + 32*x2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 192, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1], 288, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (x0 + 32*x2), tmp13, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tl.store(out_ptr0 + (x4), tmp20, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, attn, log, clamp, logit_scale, attn_1, view_5, getitem_3, relative_position_bias, permute_2, relative_position_bias_1, sigmoid, relative_position_bias_2, unsqueeze, attn_2, attn_3, matmul_1, v], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#   attn => view_10
#   attn_1 => mul_2
#   attn_2 => add_2
#   attn_3 => div_2
#   clamp => clamp_max
#   getitem_3 => index
#   log => full_default_1
#   logit_scale => exp
#   matmul_1 => bmm_1, clone_7, view_22, view_23
#   permute_2 => permute_7
#   qkv => add_tensor_45, view_6
#   qkv_1 => permute_3
#   qkv_bias => cat
#   relative_position_bias => view_21
#   relative_position_bias_1 => clone_5
#   relative_position_bias_2 => mul_3
#   reshape => view_7
#   sigmoid => sigmoid
#   unsqueeze => unsqueeze
#   v => select_2
#   view_5 => view_20
#   zeros_like => full_default
# Graph fragment:
#   %expand_4 : Tensor "f32[640, 3, 49, 49][7296, 2432, 49, 1]cuda:0" = PlaceHolder[target=expand_4]
#   %clone_7 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_7]
#   %full_default : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([96], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %full_default, %arg6_1],), kwargs = {})
#   %add_tensor_45 : Tensor "f32[31360, 288][288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %mm_default_45), kwargs = {})
#   %view_6 : Tensor "f32[640, 49, 288][14112, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [640, 49, 288]), kwargs = {})
#   %view_7 : Tensor "f32[640, 49, 3, 3, 32][14112, 288, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [640, 49, 3, 3, -1]), kwargs = {})
#   %permute_3 : Tensor "f32[3, 640, 3, 49, 32][96, 14112, 32, 288, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_7, [2, 0, 3, 1, 4]), kwargs = {})
#   %view_10 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [640, 3, 49, 49]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg8_1, %full_default_1), kwargs = {})
#   %exp : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max,), kwargs = {})
#   %mul_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %exp), kwargs = {})
#   %view_20 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg13_1, [-1]), kwargs = {})
#   %index : Tensor "f32[2401, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm, [%view_20]), kwargs = {})
#   %view_21 : Tensor "f32[49, 49, 3][147, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index, [49, 49, -1]), kwargs = {})
#   %permute_7 : Tensor "f32[3, 49, 49][1, 147, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_21, [2, 0, 1]), kwargs = {})
#   %clone_5 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_5,), kwargs = {})
#   %mul_3 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, 16), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_3, 0), kwargs = {})
#   %add_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, %unsqueeze), kwargs = {})
#   %sub_tensor_11 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_80), kwargs = {})
#   %exp_default_11 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_11,), kwargs = {})
#   %div_2 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_11, %getitem_81), kwargs = {})
#   %view_22 : Tensor "f32[1920, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_4, [1920, 49, 49]), kwargs = {})
#   %select_2 : Tensor "f32[640, 3, 49, 32][14112, 32, 288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_3, 0, 2), kwargs = {})
#   %clone_7 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_23 : Tensor "f32[1920, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_7, [1920, 49, 32]), kwargs = {})
#   %bmm_1 : Tensor "f32[1920, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_22, %view_23), kwargs = {})
#   return %bmm_1
triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11 = async_compile.triton('triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 32
    K = 49

    stride_aq = 2432
    stride_am = 49
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 32
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 32*idx_m + 1568*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [matmul_1, transpose_2, x_5], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_1 => view_24
#   transpose_2 => permute_8
#   x_5 => clone_8
# Graph fragment:
#   %bmm_1 : Tensor "f32[1920, 49, 32][1568, 32, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_24 : Tensor "f32[640, 3, 49, 32][4704, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [640, 3, 49, 32]), kwargs = {})
#   %permute_8 : Tensor "f32[640, 49, 3, 32][4704, 32, 1568, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [0, 2, 1, 3]), kwargs = {})
#   %clone_8 : Tensor "f32[640, 49, 3, 32][4704, 96, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_8
triton_poi_fused_clone_transpose_view_12 = async_compile.triton('triton_poi_fused_clone_transpose_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 36126720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 3)
    x2 = ((xindex // 96) % 49)
    x3 = xindex // 4704
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 1568*x1 + 4704*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_6, attn_windows, x_8, permute_3, contiguous_2, x_9, x_10, layer_norm_1, x_11], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows => view_28
#   contiguous_2 => clone_10
#   layer_norm_1 => add_3, add_4, mul_4, mul_5, rsqrt_1, sub_2, var_mean_1
#   permute_3 => permute_10
#   x_10 => view_31
#   x_11 => add_5
#   x_6 => add_tensor_43, view_27
#   x_8 => view_29
#   x_9 => view_30
# Graph fragment:
#   %arg15_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_43 : Tensor "f32[31360, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_43]
#   %add_1 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_1]
#   %getitem_3 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf23 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=buf23]
#   %arg16_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg17_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %add_tensor_43 : Tensor "f32[31360, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_43), kwargs = {})
#   %view_27 : Tensor "f32[640, 49, 96][4704, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_43, [640, 49, 96]), kwargs = {})
#   %view_28 : Tensor "f32[640, 7, 7, 96][4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_27, [-1, 7, 7, 96]), kwargs = {})
#   %view_29 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_28, [10, 8, 8, 7, 7, -1]), kwargs = {})
#   %permute_10 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 672, 4704, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_10 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 5376, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_10,), kwargs = {memory_format: torch.contiguous_format})
#   %view_30 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [10, 56, 56, -1]), kwargs = {})
#   %view_31 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_30, [10, 3136, 96]), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_31, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_31, %getitem_3), kwargs = {})
#   %add_3 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_4 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %arg16_1), kwargs = {})
#   %add_4 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %arg17_1), kwargs = {})
#   %add_5 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %add_4), kwargs = {})
#   return %getitem_3,%buf23,%add_5
triton_red_fused_add_addmm_clone_native_layer_norm_permute_view_13 = async_compile.triton('triton_red_fused_add_addmm_clone_native_layer_norm_permute_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_clone_native_layer_norm_permute_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 48170112}}
)
@triton.jit
def triton_red_fused_add_addmm_clone_native_layer_norm_permute_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 31360
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3136)
    x1 = xindex // 3136
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2 + 96*((((x0 % 56)) % 7)) + 672*(((x0 // 56) % 7)) + 4704*(((x0 % 56)) // 7) + 37632*(x0 // 392) + 301056*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp10 = tl.load(in_out_ptr0 + (r0_2 + 96*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr1 + (r0_2 + 96*((((x0 % 56)) % 7)) + 672*(((x0 // 56) % 7)) + 4704*(((x0 % 56)) // 7) + 37632*(x0 // 392) + 301056*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp23 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tmp11 + tmp12
        tmp14 = tmp13 - tmp4
        tmp15 = tl.full([1, 1], 96.0, tl.float32)
        tmp16 = (tmp8 / tmp15)
        tmp17 = tl.full([1, 1], 1e-05, tl.float32)
        tmp18 = tmp16 + tmp17
        tmp19 = libdevice.rsqrt(tmp18)
        tmp20 = tmp14 * tmp19
        tmp22 = tmp20 * tmp21
        tmp24 = tmp22 + tmp23
        tmp25 = tmp10 + tmp24
        tl.store(in_out_ptr0 + (r0_2 + 96*x3), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.addmm, aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_12 => add_tensor_42, view_33
#   x_13 => add_6, erf, mul_6, mul_7, mul_8
# Graph fragment:
#   %arg19_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mm_default_42 : Tensor "f32[31360, 384][384, 1]cuda:0" = PlaceHolder[target=mm_default_42]
#   %add_tensor_42 : Tensor "f32[31360, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, %mm_default_42), kwargs = {})
#   %view_33 : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_42, [10, 3136, 384]), kwargs = {})
#   %mul_6 : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_6 : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[10, 3136, 384][1204224, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %add_6), kwargs = {})
#   return %mul_8
triton_poi_fused_addmm_gelu_view_14 = async_compile.triton('triton_poi_fused_addmm_gelu_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16777216}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 144508416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_view_14(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12042240
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 384)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_15, layer_norm_2, x_17], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   layer_norm_2 => add_7, add_8, mul_10, mul_9, rsqrt_2, sub_3, var_mean_2
#   x_15 => view_35
#   x_17 => add_9
# Graph fragment:
#   %addmm_4 : Tensor "f32[31360, 96][96, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %add_5 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_5]
#   %getitem_5 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf30 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=buf30]
#   %arg22_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %arg23_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %view_35 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [10, 3136, 96]), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_35, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_35, %getitem_5), kwargs = {})
#   %add_7 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_9 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_2), kwargs = {})
#   %mul_10 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg22_1), kwargs = {})
#   %add_8 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg23_1), kwargs = {})
#   %add_9 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %add_8), kwargs = {})
#   return %getitem_5,%buf30,%add_9
triton_per_fused_add_native_layer_norm_view_15 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 48169728}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 31360
    r0_numel = 96
    R0_BLOCK: tl.constexpr = 128
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 96*x0), r0_mask & xmask, other=0.0)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 96, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp0 - tmp10
    tmp19 = tl.full([1, 1], 96.0, tl.float32)
    tmp20 = (tmp16 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp17 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 96*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_18, shifted_x, x_19, permute_4, contiguous_3], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous_3 => clone_13
#   permute_4 => permute_13
#   shifted_x => add_10, add_11, fmod, fmod_1, index_1, index_2, iota, iota_1
#   x_18 => view_36
#   x_19 => view_37
# Graph fragment:
#   %add_9 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_9]
#   %view_36 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_9, [10, 56, 56, 96]), kwargs = {})
#   %iota : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (56,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_10 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 3), kwargs = {})
#   %fmod : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_10, 56), kwargs = {})
#   %index_1 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_36, [None, %fmod]), kwargs = {})
#   %iota_1 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (56,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_11 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_1, 3), kwargs = {})
#   %fmod_1 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_11, 56), kwargs = {})
#   %index_2 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_1, [None, None, %fmod_1]), kwargs = {})
#   %view_37 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 5376, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_2, [10, 8, 7, 8, 7, 96]), kwargs = {})
#   %permute_13 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 672, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_37, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_13 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_13,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_13
triton_poi_fused_clone_permute_roll_view_16 = async_compile.triton('triton_poi_fused_clone_permute_roll_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_roll_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 36126720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_roll_view_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 7)
    x2 = ((xindex // 672) % 7)
    x3 = ((xindex // 4704) % 8)
    x4 = ((xindex // 37632) % 8)
    x5 = xindex // 301056
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 96*(((3 + x1 + 7*x3) % 56)) + 5376*(((3 + x2 + 7*x4) % 56)) + 301056*x5), None)
    tl.store(out_ptr0 + (x6), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_5, log_1, clamp_1, logit_scale_1, attn_6, view_16, getitem_7, relative_position_bias_3, permute_6, relative_position_bias_4, sigmoid_1, relative_position_bias_5, unsqueeze_1, attn_7, view_18, unsqueeze_2, unsqueeze_3, attn_8, attn_9, attn_10], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_10 => div_5
#   attn_5 => view_45
#   attn_6 => mul_11
#   attn_7 => add_12
#   attn_8 => add_13
#   attn_9 => view_58
#   clamp_1 => clamp_max_1
#   getitem_7 => index_3
#   log_1 => full_default_3
#   logit_scale_1 => exp_2
#   permute_6 => permute_19
#   relative_position_bias_3 => view_56
#   relative_position_bias_4 => clone_16
#   relative_position_bias_5 => mul_12
#   sigmoid_1 => sigmoid_1
#   unsqueeze_1 => unsqueeze_1
#   unsqueeze_2 => unsqueeze_2
#   unsqueeze_3 => unsqueeze_3
#   view_16 => view_55
#   view_18 => view_57
# Graph fragment:
#   %bmm_2 : Tensor "f32[1920, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %arg28_1 : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg33_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg33_1]
#   %mm_1 : Tensor "f32[169, 3][3, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %arg24_1 : Tensor "f32[64, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=arg24_1]
#   %add_13 : Tensor "f32[10, 64, 3, 49, 49][466944, 7296, 2432, 49, 1]cuda:0" = PlaceHolder[target=add_13]
#   %getitem_78 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 94080]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_79 : Tensor "f32[640, 3, 49, 1][147, 49, 1, 94080]cuda:0" = PlaceHolder[target=getitem_79]
#   %view_45 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [640, 3, 49, 49]), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_1 : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg28_1, %full_default_3), kwargs = {})
#   %exp_2 : Tensor "f32[3, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_1,), kwargs = {})
#   %mul_11 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_45, %exp_2), kwargs = {})
#   %view_55 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg33_1, [-1]), kwargs = {})
#   %index_3 : Tensor "f32[2401, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_1, [%view_55]), kwargs = {})
#   %view_56 : Tensor "f32[49, 49, 3][147, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_3, [49, 49, -1]), kwargs = {})
#   %permute_19 : Tensor "f32[3, 49, 49][1, 147, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 1]), kwargs = {})
#   %clone_16 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_1 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_16,), kwargs = {})
#   %mul_12 : Tensor "f32[3, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, 16), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_12, 0), kwargs = {})
#   %add_12 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %unsqueeze_1), kwargs = {})
#   %view_57 : Tensor "f32[10, 64, 3, 49, 49][460992, 7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_12, [10, 64, 3, 49, 49]), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1, 49, 49][2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg24_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 64, 1, 49, 49][153664, 2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 0), kwargs = {})
#   %add_13 : Tensor "f32[10, 64, 3, 49, 49][460992, 7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_57, %unsqueeze_3), kwargs = {})
#   %view_58 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_13, [-1, 3, 49, 49]), kwargs = {})
#   %prepare_softmax_online_default_10 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_58, -1), kwargs = {})
#   %sub_tensor_10 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_58, %getitem_78), kwargs = {})
#   %exp_default_10 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_10,), kwargs = {})
#   %div_5 : Tensor "f32[640, 3, 49, 49][7203, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_10, %getitem_79), kwargs = {})
#   return %add_13,%getitem_78,%getitem_79,%expand_10
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_17 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 131072, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 55952904}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 94080
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
    r0_4 = r0_index
    x6 = xindex
    x1 = ((xindex // 49) % 3)
    x0 = (xindex % 49)
    x2 = ((xindex // 147) % 64)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_4 + 49*x6), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_4 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr4 + (r0_4 + 49*x0 + 2401*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 3*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp18 = tmp16 + tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, float("-inf"))
    tmp24 = triton_helpers.max2(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp19 - tmp24
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tmp18 - tmp24
    tmp32 = libdevice.exp(tmp31)
    tmp33 = (tmp32 / tmp30)
    tl.store(in_out_ptr0 + (r0_4 + 49*x0 + 2432*x5), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_21, attn_windows_1, x_23, permute_7, contiguous_5, x_24, x_25, x_26, layer_norm_3, x_27], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_1 => view_65
#   contiguous_5 => clone_21
#   layer_norm_3 => add_16, add_17, mul_13, mul_14, rsqrt_3, sub_5, var_mean_3
#   permute_7 => permute_22
#   x_21 => add_tensor_39, view_64
#   x_23 => view_66
#   x_24 => view_67
#   x_25 => add_14, add_15, fmod_2, fmod_3, index_4, index_5, iota_2, iota_3
#   x_26 => view_68
#   x_27 => add_18
# Graph fragment:
#   %arg35_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %mm_default_39 : Tensor "f32[31360, 96][96, 1]cuda:0" = PlaceHolder[target=mm_default_39]
#   %add_9 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_9]
#   %getitem_7 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf52 : Tensor "f32[10, 3136, 1][3136, 1, 31360]cuda:0" = PlaceHolder[target=buf52]
#   %arg36_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %arg37_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %add_tensor_39 : Tensor "f32[31360, 96][96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg35_1, %mm_default_39), kwargs = {})
#   %view_64 : Tensor "f32[640, 49, 96][4704, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_39, [640, 49, 96]), kwargs = {})
#   %view_65 : Tensor "f32[640, 7, 7, 96][4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_64, [-1, 7, 7, 96]), kwargs = {})
#   %view_66 : Tensor "f32[10, 8, 8, 7, 7, 96][301056, 37632, 4704, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_65, [10, 8, 8, 7, 7, -1]), kwargs = {})
#   %permute_22 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 672, 4704, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_66, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_21 : Tensor "f32[10, 8, 7, 8, 7, 96][301056, 37632, 5376, 672, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_22,), kwargs = {memory_format: torch.contiguous_format})
#   %view_67 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_21, [10, 56, 56, -1]), kwargs = {})
#   %iota_2 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (56,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_14 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 53), kwargs = {})
#   %fmod_2 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_14, 56), kwargs = {})
#   %index_4 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_67, [None, %fmod_2]), kwargs = {})
#   %iota_3 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (56,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_15 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 53), kwargs = {})
#   %fmod_3 : Tensor "i64[56][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_15, 56), kwargs = {})
#   %index_5 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_4, [None, None, %fmod_3]), kwargs = {})
#   %view_68 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_5, [10, 3136, 96]), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_68, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_68, %getitem_7), kwargs = {})
#   %add_16 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_13 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_14 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %arg36_1), kwargs = {})
#   %add_17 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %arg37_1), kwargs = {})
#   %add_18 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %add_17), kwargs = {})
#   return %getitem_7,%buf52,%add_18
triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_18 = async_compile.triton('triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 48170112}}
)
@triton.jit
def triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 31360
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3136)
    x1 = xindex // 3136
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2 + 96*(((((53 + ((x0 % 56))) % 56)) % 7)) + 672*(((((53 + (x0 // 56)) % 56)) % 7)) + 4704*((((53 + ((x0 % 56))) % 56)) // 7) + 37632*((((53 + (x0 // 56)) % 56)) // 7) + 301056*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp10 = tl.load(in_out_ptr0 + (r0_2 + 96*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr1 + (r0_2 + 96*(((((53 + ((x0 % 56))) % 56)) % 7)) + 672*(((((53 + (x0 // 56)) % 56)) % 7)) + 4704*((((53 + ((x0 % 56))) % 56)) // 7) + 37632*((((53 + (x0 // 56)) % 56)) // 7) + 301056*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp23 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tmp11 + tmp12
        tmp14 = tmp13 - tmp4
        tmp15 = tl.full([1, 1], 96.0, tl.float32)
        tmp16 = (tmp8 / tmp15)
        tmp17 = tl.full([1, 1], 1e-05, tl.float32)
        tmp18 = tmp16 + tmp17
        tmp19 = libdevice.rsqrt(tmp18)
        tmp20 = tmp14 * tmp19
        tmp22 = tmp20 * tmp21
        tmp24 = tmp22 + tmp23
        tmp25 = tmp10 + tmp24
        tl.store(in_out_ptr0 + (r0_2 + 96*x3), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_4 => add_20, add_21, mul_18, mul_19, rsqrt_4, sub_6, var_mean_4
#   x0 => slice_1, slice_2
#   x1 => slice_3, slice_4
#   x2 => slice_5, slice_6
#   x3 => slice_7, slice_8
#   x_31 => view_72
#   x_33 => add_22
#   x_34 => view_73
#   x_35 => cat_2
# Graph fragment:
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_22]
#   %view_72 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [10, 3136, 96]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_72, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_72, %getitem_9), kwargs = {})
#   %add_20 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_18 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_19 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg42_1), kwargs = {})
#   %add_21 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg43_1), kwargs = {})
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %add_21), kwargs = {})
#   %view_73 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_22, [10, 56, 56, 96]), kwargs = {})
#   %slice_1 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_2 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_1, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_3 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_4 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_3, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_5 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_6 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_5, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_7 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_8 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_7, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_2 : Tensor "f32[10, 28, 28, 384][301056, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_2, %slice_4, %slice_6, %slice_8], -1), kwargs = {})
#   return %buf62
triton_poi_fused_add_cat_native_layer_norm_slice_view_19 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 28)
    x2 = xindex // 2688
    x3 = xindex // 96
    tmp0 = tl.load(in_ptr0 + (x0 + 192*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 384*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_4 => add_20, add_21, mul_18, mul_19, rsqrt_4, sub_6, var_mean_4
#   x0 => slice_1, slice_2
#   x1 => slice_3, slice_4
#   x2 => slice_5, slice_6
#   x3 => slice_7, slice_8
#   x_31 => view_72
#   x_33 => add_22
#   x_34 => view_73
#   x_35 => cat_2
# Graph fragment:
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_22]
#   %view_72 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [10, 3136, 96]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_72, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_72, %getitem_9), kwargs = {})
#   %add_20 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_18 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_19 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg42_1), kwargs = {})
#   %add_21 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg43_1), kwargs = {})
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %add_21), kwargs = {})
#   %view_73 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_22, [10, 56, 56, 96]), kwargs = {})
#   %slice_1 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_2 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_1, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_3 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_4 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_3, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_5 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_6 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_5, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_7 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_8 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_7, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_2 : Tensor "f32[10, 28, 28, 384][301056, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_2, %slice_4, %slice_6, %slice_8], -1), kwargs = {})
#   return %buf63
triton_poi_fused_add_cat_native_layer_norm_slice_view_20 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 28)
    x2 = xindex // 2688
    x3 = xindex // 96
    tmp0 = tl.load(in_ptr0 + (5376 + x0 + 192*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 384*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_4 => add_20, add_21, mul_18, mul_19, rsqrt_4, sub_6, var_mean_4
#   x0 => slice_1, slice_2
#   x1 => slice_3, slice_4
#   x2 => slice_5, slice_6
#   x3 => slice_7, slice_8
#   x_31 => view_72
#   x_33 => add_22
#   x_34 => view_73
#   x_35 => cat_2
# Graph fragment:
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_22]
#   %view_72 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [10, 3136, 96]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_72, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_72, %getitem_9), kwargs = {})
#   %add_20 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_18 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_19 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg42_1), kwargs = {})
#   %add_21 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg43_1), kwargs = {})
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %add_21), kwargs = {})
#   %view_73 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_22, [10, 56, 56, 96]), kwargs = {})
#   %slice_1 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_2 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_1, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_3 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_4 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_3, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_5 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_6 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_5, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_7 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_8 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_7, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_2 : Tensor "f32[10, 28, 28, 384][301056, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_2, %slice_4, %slice_6, %slice_8], -1), kwargs = {})
#   return %buf64
triton_poi_fused_add_cat_native_layer_norm_slice_view_21 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 28)
    x2 = xindex // 2688
    x3 = xindex // 96
    tmp0 = tl.load(in_ptr0 + (96 + x0 + 192*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 384*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_4 => add_20, add_21, mul_18, mul_19, rsqrt_4, sub_6, var_mean_4
#   x0 => slice_1, slice_2
#   x1 => slice_3, slice_4
#   x2 => slice_5, slice_6
#   x3 => slice_7, slice_8
#   x_31 => view_72
#   x_33 => add_22
#   x_34 => view_73
#   x_35 => cat_2
# Graph fragment:
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0" = PlaceHolder[target=add_22]
#   %view_72 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [10, 3136, 96]), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_72, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_72, %getitem_9), kwargs = {})
#   %add_20 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[10, 3136, 1][3136, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_18 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_19 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg42_1), kwargs = {})
#   %add_21 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg43_1), kwargs = {})
#   %add_22 : Tensor "f32[10, 3136, 96][301056, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %add_21), kwargs = {})
#   %view_73 : Tensor "f32[10, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_22, [10, 56, 56, 96]), kwargs = {})
#   %slice_1 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_2 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_1, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_3 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_4 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_3, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_5 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_6 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_5, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_7 : Tensor "f32[10, 28, 56, 96][301056, 10752, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_73, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_8 : Tensor "f32[10, 28, 28, 96][301056, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_7, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_2 : Tensor "f32[10, 28, 28, 384][301056, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_2, %slice_4, %slice_6, %slice_8], -1), kwargs = {})
#   return %buf65
triton_poi_fused_add_cat_native_layer_norm_slice_view_22 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_22(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 96)
    x1 = ((xindex // 96) % 28)
    x2 = xindex // 2688
    x3 = xindex // 96
    tmp0 = tl.load(in_ptr0 + (5472 + x0 + 192*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 384*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_37 => view_76
#   x_38 => add_23, add_24, mul_20, mul_21, rsqrt_5, sub_7, var_mean_5
# Graph fragment:
#   %mm_2 : Tensor "f32[7840, 192][192, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %getitem_11 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=getitem_11]
#   %buf69 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=buf69]
#   %arg45_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg45_1]
#   %arg46_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg46_1]
#   %view_76 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [10, 784, 192]), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_76, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_7 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_76, %getitem_11), kwargs = {})
#   %add_23 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_10, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_23,), kwargs = {})
#   %mul_20 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_5), kwargs = {})
#   %mul_21 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %arg45_1), kwargs = {})
#   %add_24 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %arg46_1), kwargs = {})
#   return %getitem_11,%buf69,%add_24
triton_per_fused__unsafe_view_native_layer_norm_23 = async_compile.triton('triton_per_fused__unsafe_view_native_layer_norm_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_native_layer_norm_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 18064896}}
)
@triton.jit
def triton_per_fused__unsafe_view_native_layer_norm_23(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 7840
    r0_numel = 192
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp24 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 192, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp0 - tmp10
    tmp18 = tl.full([1, 1], 192.0, tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp17 * tmp22
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 192*x0), tmp27, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_39, x_40, permute_8, contiguous_6], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous_6 => clone_24
#   permute_8 => permute_26
#   x_39 => view_77
#   x_40 => view_78
# Graph fragment:
#   %add_24 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_24]
#   %view_77 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [10, 28, 28, 192]), kwargs = {})
#   %view_78 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 5376, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [10, 4, 7, 4, 7, 192]), kwargs = {})
#   %permute_26 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 1344, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_24 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_26,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_24
triton_poi_fused_clone_permute_view_24 = async_compile.triton('triton_poi_fused_clone_permute_view_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 18063360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 1344)
    x1 = ((xindex // 1344) % 7)
    x2 = ((xindex // 9408) % 4)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1344*x2 + 5376*x1 + 37632*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, q_2, normalize_4, attn_12], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   attn_12 => clone_25
#   normalize_4 => clamp_min_4, div_6, expand_12, pow_10, pow_9, sum_7
#   q_2 => select_6
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   reshape_4 => view_83
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %arg47_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %mm_default_37 : Tensor "f32[7840, 576][576, 1]cuda:0" = PlaceHolder[target=mm_default_37]
#   %sum_7 : Tensor "f32[160, 6, 49, 1][294, 1, 6, 47040]cuda:0" = PlaceHolder[target=sum_7]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_6 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 0), kwargs = {})
#   %pow_9 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_6, 2.0), kwargs = {})
#   %sum_7 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_9, [-1], True), kwargs = {})
#   %pow_10 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_7, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_10, 1e-12), kwargs = {})
#   %expand_12 : Tensor "f32[160, 6, 49, 32][294, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_4, [160, 6, 49, 32]), kwargs = {})
#   %div_6 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_6, %expand_12), kwargs = {})
#   %clone_25 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_14,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_7,%clone_25
triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25 = async_compile.triton('triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 65536, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 18064896}}
)
@triton.jit
def triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 47040
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 6)
    x1 = xindex // 6
    x5 = xindex
    x3 = ((xindex // 6) % 49)
    x4 = xindex // 294
    tmp19 = tl.load(in_ptr2 + (r0_2 + 32*x0 + 576*x1), xmask, other=0.0)
    tmp0 = r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 192, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 384, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 576, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-384) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tl.sqrt_rn(tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = triton_helpers.maximum(tmp26, tmp27)
    tmp29 = (tmp20 / tmp28)
    tl.store(out_ptr1 + (r0_2 + 32*x3 + 1568*x0 + 9408*x4), tmp29, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, k_2, normalize_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   k_2 => select_7
#   normalize_5 => pow_11, sum_8
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   reshape_4 => view_83
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %arg47_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %mm_default_37 : Tensor "f32[7840, 576][576, 1]cuda:0" = PlaceHolder[target=mm_default_37]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_7 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 1), kwargs = {})
#   %pow_11 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_7, 2.0), kwargs = {})
#   %sum_8 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_11, [-1], True), kwargs = {})
#   return %sum_8
triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26 = async_compile.triton('triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 65536, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 376320, 'r0_': 6022656}}
)
@triton.jit
def triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 47040
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 6)
    x1 = xindex // 6
    x3 = xindex
    tmp19 = tl.load(in_ptr2 + (192 + r0_2 + 32*x0 + 576*x1), xmask, other=0.0)
    tmp0 = 192 + r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 192, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (192 + r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 384, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 576, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-192) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, k_2, normalize_5, transpose_5, attn_12], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_12 => clone_26
#   k_2 => select_7
#   normalize_5 => clamp_min_5, div_7, expand_13, pow_12
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   reshape_4 => view_83
#   transpose_5 => permute_29
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %arg47_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %mm_default_37 : Tensor "f32[7840, 576][576, 1]cuda:0" = PlaceHolder[target=mm_default_37]
#   %sum_8 : Tensor "f32[160, 6, 49, 1][294, 1, 6, 47040]cuda:0" = PlaceHolder[target=sum_8]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_7 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 1), kwargs = {})
#   %pow_12 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_8, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_12, 1e-12), kwargs = {})
#   %expand_13 : Tensor "f32[160, 6, 49, 32][294, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_5, [160, 6, 49, 32]), kwargs = {})
#   %div_7 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_7, %expand_13), kwargs = {})
#   %permute_29 : Tensor "f32[160, 6, 32, 49][9408, 32, 1, 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_7, [0, 1, 3, 2]), kwargs = {})
#   %clone_26 : Tensor "f32[160, 6, 32, 49][9408, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_15,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_26
triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27 = async_compile.triton('triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 12042240, 'x': 6022656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 576, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to((-192) + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp22 = tl.sqrt_rn(tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = triton_helpers.maximum(tmp22, tmp23)
    tmp25 = (tmp20 / tmp24)
    tl.store(out_ptr0 + (y0 + 49*x5 + 9408*y1), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, q_2, normalize_4, attn_12, k_2, normalize_5, transpose_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   attn_12 => bmm_4, clone_25, clone_26, view_84, view_85
#   k_2 => select_7
#   normalize_4 => clamp_min_4, div_6, expand_12, pow_10
#   normalize_5 => clamp_min_5, div_7, expand_13, pow_12
#   q_2 => select_6
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   reshape_4 => view_83
#   transpose_5 => permute_29
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %clone_25 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_25]
#   %clone_26 : Tensor "f32[160, 6, 32, 49][9408, 1568, 49, 1]cuda:0" = PlaceHolder[target=clone_26]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_6 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 0), kwargs = {})
#   %pow_10 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_7, 0.5), kwargs = {})
#   %clamp_min_4 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_10, 1e-12), kwargs = {})
#   %expand_12 : Tensor "f32[160, 6, 49, 32][294, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_4, [160, 6, 49, 32]), kwargs = {})
#   %div_6 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_6, %expand_12), kwargs = {})
#   %clone_25 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_14,), kwargs = {memory_format: torch.contiguous_format})
#   %view_84 : Tensor "f32[960, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_25, [960, 49, 32]), kwargs = {})
#   %select_7 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 1), kwargs = {})
#   %pow_12 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_8, 0.5), kwargs = {})
#   %clamp_min_5 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_12, 1e-12), kwargs = {})
#   %expand_13 : Tensor "f32[160, 6, 49, 32][294, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_5, [160, 6, 49, 32]), kwargs = {})
#   %div_7 : Tensor "f32[160, 6, 49, 32][9408, 32, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_7, %expand_13), kwargs = {})
#   %permute_29 : Tensor "f32[160, 6, 32, 49][9408, 32, 1, 192]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_7, [0, 1, 3, 2]), kwargs = {})
#   %clone_26 : Tensor "f32[160, 6, 32, 49][9408, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_15,), kwargs = {memory_format: torch.contiguous_format})
#   %view_85 : Tensor "f32[960, 32, 49][1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_26, [960, 32, 49]), kwargs = {})
#   %bmm_4 : Tensor "f32[960, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_84, %view_85), kwargs = {})
#   return %bmm_4
triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28 = async_compile.triton('triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 49
    K = 32

    stride_aq = 1568
    stride_am = 32
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 49
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 49*idx_m + 2401*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_12, log_2, clamp_2, logit_scale_2, attn_13, view_31, getitem_15, relative_position_bias_6, permute_10, relative_position_bias_7, sigmoid_2, relative_position_bias_8, unsqueeze_4, attn_14, attn_15], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_12 => view_86
#   attn_13 => mul_22
#   attn_14 => add_25
#   attn_15 => div_8
#   clamp_2 => clamp_max_2
#   getitem_15 => index_6
#   log_2 => full_default_5
#   logit_scale_2 => exp_4
#   permute_10 => permute_32
#   relative_position_bias_6 => view_97
#   relative_position_bias_7 => clone_27
#   relative_position_bias_8 => mul_23
#   sigmoid_2 => sigmoid_2
#   unsqueeze_4 => unsqueeze_4
#   view_31 => view_96
# Graph fragment:
#   %bmm_4 : Tensor "f32[960, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %arg50_1 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg50_1]
#   %arg55_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg55_1]
#   %mm_3 : Tensor "f32[169, 6][6, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %getitem_76 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 47040]cuda:0" = PlaceHolder[target=getitem_76]
#   %getitem_77 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 47040]cuda:0" = PlaceHolder[target=getitem_77]
#   %view_86 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [160, 6, 49, 49]), kwargs = {})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_2 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg50_1, %full_default_5), kwargs = {})
#   %exp_4 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_2,), kwargs = {})
#   %mul_22 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_86, %exp_4), kwargs = {})
#   %view_96 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg55_1, [-1]), kwargs = {})
#   %index_6 : Tensor "f32[2401, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_3, [%view_96]), kwargs = {})
#   %view_97 : Tensor "f32[49, 49, 6][294, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_6, [49, 49, -1]), kwargs = {})
#   %permute_32 : Tensor "f32[6, 49, 49][1, 294, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_97, [2, 0, 1]), kwargs = {})
#   %clone_27 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_32,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_2 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_27,), kwargs = {})
#   %mul_23 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, 16), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_23, 0), kwargs = {})
#   %add_25 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_4), kwargs = {})
#   %prepare_softmax_online_default_9 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_25, -1), kwargs = {})
#   %sub_tensor_9 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_25, %getitem_76), kwargs = {})
#   %exp_default_9 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_9,), kwargs = {})
#   %div_8 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_9, %getitem_77), kwargs = {})
#   return %getitem_76,%getitem_77,%expand_16
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_29 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 65536, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 27678728}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_29(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 47040
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
    x1 = ((xindex // 49) % 6)
    x0 = (xindex % 49)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_3 + 49*x4), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_3 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 6*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, float("-inf"))
    tmp22 = triton_helpers.max2(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp17 - tmp22
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp16 - tmp22
    tmp30 = libdevice.exp(tmp29)
    tmp31 = (tmp30 / tmp28)
    tl.store(out_ptr2 + (r0_3 + 49*x0 + 2432*x5), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, v_2, matmul_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   matmul_5 => clone_29
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   reshape_4 => view_83
#   v_2 => select_8
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %arg47_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %mm_default_37 : Tensor "f32[7840, 576][576, 1]cuda:0" = PlaceHolder[target=mm_default_37]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_8 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 2), kwargs = {})
#   %clone_29 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_17,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_29
triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30 = async_compile.triton('triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 18064896}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = ((xindex // 1568) % 6)
    x1 = ((xindex // 32) % 49)
    x3 = xindex // 9408
    x4 = xindex
    tmp19 = tl.load(in_ptr2 + (384 + x0 + 32*x2 + 576*x1 + 28224*x3), xmask)
    tmp0 = 384 + x0 + 32*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 192, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (384 + x0 + 32*x2), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 384, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1], 576, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (x0 + 32*x2), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tl.store(out_ptr0 + (x4), tmp20, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, attn_12, log_2, clamp_2, logit_scale_2, attn_13, view_31, getitem_15, relative_position_bias_6, permute_10, relative_position_bias_7, sigmoid_2, relative_position_bias_8, unsqueeze_4, attn_14, attn_15, matmul_5, v_2], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#   attn_12 => view_86
#   attn_13 => mul_22
#   attn_14 => add_25
#   attn_15 => div_8
#   clamp_2 => clamp_max_2
#   getitem_15 => index_6
#   log_2 => full_default_5
#   logit_scale_2 => exp_4
#   matmul_5 => bmm_5, clone_29, view_98, view_99
#   permute_10 => permute_32
#   qkv_4 => add_tensor_37, view_82
#   qkv_5 => permute_28
#   qkv_bias_2 => cat_3
#   relative_position_bias_6 => view_97
#   relative_position_bias_7 => clone_27
#   relative_position_bias_8 => mul_23
#   reshape_4 => view_83
#   sigmoid_2 => sigmoid_2
#   unsqueeze_4 => unsqueeze_4
#   v_2 => select_8
#   view_31 => view_96
#   zeros_like_2 => full_default_4
# Graph fragment:
#   %expand_16 : Tensor "f32[160, 6, 49, 49][14592, 2432, 49, 1]cuda:0" = PlaceHolder[target=expand_16]
#   %clone_29 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_29]
#   %full_default_4 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([192], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_3 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg47_1, %full_default_4, %arg48_1],), kwargs = {})
#   %add_tensor_37 : Tensor "f32[7840, 576][576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_3, %mm_default_37), kwargs = {})
#   %view_82 : Tensor "f32[160, 49, 576][28224, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_37, [160, 49, 576]), kwargs = {})
#   %view_83 : Tensor "f32[160, 49, 3, 6, 32][28224, 576, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_82, [160, 49, 3, 6, -1]), kwargs = {})
#   %permute_28 : Tensor "f32[3, 160, 6, 49, 32][192, 28224, 32, 576, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_83, [2, 0, 3, 1, 4]), kwargs = {})
#   %view_86 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [160, 6, 49, 49]), kwargs = {})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_2 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg50_1, %full_default_5), kwargs = {})
#   %exp_4 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_2,), kwargs = {})
#   %mul_22 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_86, %exp_4), kwargs = {})
#   %view_96 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg55_1, [-1]), kwargs = {})
#   %index_6 : Tensor "f32[2401, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_3, [%view_96]), kwargs = {})
#   %view_97 : Tensor "f32[49, 49, 6][294, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_6, [49, 49, -1]), kwargs = {})
#   %permute_32 : Tensor "f32[6, 49, 49][1, 294, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_97, [2, 0, 1]), kwargs = {})
#   %clone_27 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_32,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_2 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_27,), kwargs = {})
#   %mul_23 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, 16), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_23, 0), kwargs = {})
#   %add_25 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_4), kwargs = {})
#   %sub_tensor_9 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_25, %getitem_76), kwargs = {})
#   %exp_default_9 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_9,), kwargs = {})
#   %div_8 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_9, %getitem_77), kwargs = {})
#   %view_98 : Tensor "f32[960, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_16, [960, 49, 49]), kwargs = {})
#   %select_8 : Tensor "f32[160, 6, 49, 32][28224, 32, 576, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_28, 0, 2), kwargs = {})
#   %clone_29 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_17,), kwargs = {memory_format: torch.contiguous_format})
#   %view_99 : Tensor "f32[960, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_29, [960, 49, 32]), kwargs = {})
#   %bmm_5 : Tensor "f32[960, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_98, %view_99), kwargs = {})
#   return %bmm_5
triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31 = async_compile.triton('triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 32
    K = 49

    stride_aq = 2432
    stride_am = 49
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 32
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 32*idx_m + 1568*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [matmul_5, transpose_6, x_41], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_5 => view_100
#   transpose_6 => permute_33
#   x_41 => clone_30
# Graph fragment:
#   %bmm_5 : Tensor "f32[960, 49, 32][1568, 32, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_100 : Tensor "f32[160, 6, 49, 32][9408, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [160, 6, 49, 32]), kwargs = {})
#   %permute_33 : Tensor "f32[160, 49, 6, 32][9408, 32, 1568, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_100, [0, 2, 1, 3]), kwargs = {})
#   %clone_30 : Tensor "f32[160, 49, 6, 32][9408, 192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_33,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_30
triton_poi_fused_clone_transpose_view_32 = async_compile.triton('triton_poi_fused_clone_transpose_view_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 18063360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_32(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 6)
    x2 = ((xindex // 192) % 49)
    x3 = xindex // 9408
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 1568*x1 + 9408*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_42, attn_windows_2, x_44, permute_11, contiguous_8, x_45, x_46, layer_norm_6, x_47], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_2 => view_104
#   contiguous_8 => clone_32
#   layer_norm_6 => add_26, add_27, mul_24, mul_25, rsqrt_6, sub_9, var_mean_6
#   permute_11 => permute_35
#   x_42 => add_tensor_35, view_103
#   x_44 => view_105
#   x_45 => view_106
#   x_46 => view_107
#   x_47 => add_28
# Graph fragment:
#   %arg57_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg57_1]
#   %mm_default_35 : Tensor "f32[7840, 192][192, 1]cuda:0" = PlaceHolder[target=mm_default_35]
#   %add_24 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_24]
#   %getitem_13 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=getitem_13]
#   %buf90 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=buf90]
#   %arg58_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg58_1]
#   %arg59_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg59_1]
#   %add_tensor_35 : Tensor "f32[7840, 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg57_1, %mm_default_35), kwargs = {})
#   %view_103 : Tensor "f32[160, 49, 192][9408, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_35, [160, 49, 192]), kwargs = {})
#   %view_104 : Tensor "f32[160, 7, 7, 192][9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_103, [-1, 7, 7, 192]), kwargs = {})
#   %view_105 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_104, [10, 4, 4, 7, 7, -1]), kwargs = {})
#   %permute_35 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 1344, 9408, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_105, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_32 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 5376, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_35,), kwargs = {memory_format: torch.contiguous_format})
#   %view_106 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_32, [10, 28, 28, -1]), kwargs = {})
#   %view_107 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_106, [10, 784, 192]), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_107, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_9 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_107, %getitem_13), kwargs = {})
#   %add_26 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_26,), kwargs = {})
#   %mul_24 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_6), kwargs = {})
#   %mul_25 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %arg58_1), kwargs = {})
#   %add_27 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %arg59_1), kwargs = {})
#   %add_28 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_24, %add_27), kwargs = {})
#   return %getitem_13,%buf90,%add_28
triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_33 = async_compile.triton('triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 24086784}}
)
@triton.jit
def triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 7840
    r0_numel = 192
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
    r0_2 = r0_index
    x0 = (xindex % 784)
    x1 = xindex // 784
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 192*((((x0 % 28)) % 7)) + 1344*(((x0 // 28) % 7)) + 9408*(((x0 % 28)) // 7) + 37632*(x0 // 196) + 150528*x1), r0_mask & xmask, other=0.0)
    tmp19 = tl.load(in_out_ptr0 + (r0_2 + 192*x3), r0_mask & xmask, other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 192, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp2 - tmp12
    tmp21 = tl.full([1, 1], 192.0, tl.float32)
    tmp22 = (tmp18 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp19 + tmp30
    tl.store(in_out_ptr0 + (r0_2 + 192*x3), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_48, x_49], Original ATen: [aten.addmm, aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_48 => add_tensor_34, view_109
#   x_49 => add_29, erf_2, mul_26, mul_27, mul_28
# Graph fragment:
#   %arg61_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg61_1]
#   %mm_default_34 : Tensor "f32[7840, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_34]
#   %add_tensor_34 : Tensor "f32[7840, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg61_1, %mm_default_34), kwargs = {})
#   %view_109 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_34, [10, 784, 768]), kwargs = {})
#   %mul_26 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_109, 0.5), kwargs = {})
#   %mul_27 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_109, 0.7071067811865476), kwargs = {})
#   %erf_2 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_27,), kwargs = {})
#   %add_29 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_2, 1), kwargs = {})
#   %mul_28 : Tensor "f32[10, 784, 768][602112, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %add_29), kwargs = {})
#   return %mul_28
triton_poi_fused_addmm_gelu_view_34 = async_compile.triton('triton_poi_fused_addmm_gelu_view_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_view_34', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 72256512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_view_34(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6021120
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_51, layer_norm_7, x_53], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   layer_norm_7 => add_30, add_31, mul_29, mul_30, rsqrt_7, sub_10, var_mean_7
#   x_51 => view_111
#   x_53 => add_32
# Graph fragment:
#   %addmm_14 : Tensor "f32[7840, 192][192, 1]cuda:0" = PlaceHolder[target=addmm_14]
#   %add_28 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_28]
#   %getitem_15 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf97 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=buf97]
#   %arg64_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg64_1]
#   %arg65_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg65_1]
#   %view_111 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [10, 784, 192]), kwargs = {})
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_111, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_10 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_111, %getitem_15), kwargs = {})
#   %add_30 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_7 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_30,), kwargs = {})
#   %mul_29 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_7), kwargs = {})
#   %mul_30 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %arg64_1), kwargs = {})
#   %add_31 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_30, %arg65_1), kwargs = {})
#   %add_32 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_28, %add_31), kwargs = {})
#   return %getitem_15,%buf97,%add_32
triton_per_fused_add_native_layer_norm_view_35 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 24086016}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_35(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 7840
    r0_numel = 192
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 192*x0), r0_mask & xmask, other=0.0)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 192, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp0 - tmp10
    tmp19 = tl.full([1, 1], 192.0, tl.float32)
    tmp20 = (tmp16 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp17 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 192*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_54, shifted_x_1, x_55, permute_12, contiguous_9], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous_9 => clone_35
#   permute_12 => permute_38
#   shifted_x_1 => add_33, add_34, fmod_4, fmod_5, index_7, index_8, iota_4, iota_5
#   x_54 => view_112
#   x_55 => view_113
# Graph fragment:
#   %add_32 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_32]
#   %view_112 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_32, [10, 28, 28, 192]), kwargs = {})
#   %iota_4 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (28,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_33 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 3), kwargs = {})
#   %fmod_4 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_33, 28), kwargs = {})
#   %index_7 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_112, [None, %fmod_4]), kwargs = {})
#   %iota_5 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (28,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_34 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_5, 3), kwargs = {})
#   %fmod_5 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_34, 28), kwargs = {})
#   %index_8 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_7, [None, None, %fmod_5]), kwargs = {})
#   %view_113 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 5376, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_8, [10, 4, 7, 4, 7, 192]), kwargs = {})
#   %permute_38 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 1344, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_113, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_35 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_38,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_35
triton_poi_fused_clone_permute_roll_view_36 = async_compile.triton('triton_poi_fused_clone_permute_roll_view_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_roll_view_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 18063360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_roll_view_36(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 7)
    x2 = ((xindex // 1344) % 7)
    x3 = ((xindex // 9408) % 4)
    x4 = ((xindex // 37632) % 4)
    x5 = xindex // 150528
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 192*(((3 + x1 + 7*x3) % 28)) + 5376*(((3 + x2 + 7*x4) % 28)) + 150528*x5), xmask)
    tl.store(out_ptr0 + (x6), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_17, log_3, clamp_3, logit_scale_3, attn_18, view_42, getitem_19, relative_position_bias_9, permute_14, relative_position_bias_10, sigmoid_3, relative_position_bias_11, unsqueeze_5, attn_19, view_44, unsqueeze_6, unsqueeze_7, attn_20, attn_21, attn_22], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_17 => view_121
#   attn_18 => mul_31
#   attn_19 => add_35
#   attn_20 => add_36
#   attn_21 => view_134
#   attn_22 => div_11
#   clamp_3 => clamp_max_3
#   getitem_19 => index_9
#   log_3 => full_default_7
#   logit_scale_3 => exp_6
#   permute_14 => permute_44
#   relative_position_bias_10 => clone_38
#   relative_position_bias_11 => mul_32
#   relative_position_bias_9 => view_132
#   sigmoid_3 => sigmoid_3
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_7
#   view_42 => view_131
#   view_44 => view_133
# Graph fragment:
#   %bmm_6 : Tensor "f32[960, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_6]
#   %arg70_1 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg70_1]
#   %arg75_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg75_1]
#   %mm_4 : Tensor "f32[169, 6][6, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %arg66_1 : Tensor "f32[16, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=arg66_1]
#   %add_36 : Tensor "f32[10, 16, 6, 49, 49][233472, 14592, 2432, 49, 1]cuda:0" = PlaceHolder[target=add_36]
#   %getitem_74 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 47040]cuda:0" = PlaceHolder[target=getitem_74]
#   %getitem_75 : Tensor "f32[160, 6, 49, 1][294, 49, 1, 47040]cuda:0" = PlaceHolder[target=getitem_75]
#   %view_121 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_6, [160, 6, 49, 49]), kwargs = {})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_3 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg70_1, %full_default_7), kwargs = {})
#   %exp_6 : Tensor "f32[6, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_3,), kwargs = {})
#   %mul_31 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_121, %exp_6), kwargs = {})
#   %view_131 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg75_1, [-1]), kwargs = {})
#   %index_9 : Tensor "f32[2401, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_4, [%view_131]), kwargs = {})
#   %view_132 : Tensor "f32[49, 49, 6][294, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_9, [49, 49, -1]), kwargs = {})
#   %permute_44 : Tensor "f32[6, 49, 49][1, 294, 6]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_132, [2, 0, 1]), kwargs = {})
#   %clone_38 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_44,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_3 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_38,), kwargs = {})
#   %mul_32 : Tensor "f32[6, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_3, 16), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_32, 0), kwargs = {})
#   %add_35 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_31, %unsqueeze_5), kwargs = {})
#   %view_133 : Tensor "f32[10, 16, 6, 49, 49][230496, 14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_35, [10, 16, 6, 49, 49]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[16, 1, 49, 49][2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg66_1, 1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 16, 1, 49, 49][38416, 2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 0), kwargs = {})
#   %add_36 : Tensor "f32[10, 16, 6, 49, 49][230496, 14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_133, %unsqueeze_7), kwargs = {})
#   %view_134 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_36, [-1, 6, 49, 49]), kwargs = {})
#   %prepare_softmax_online_default_8 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_134, -1), kwargs = {})
#   %sub_tensor_8 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_134, %getitem_74), kwargs = {})
#   %exp_default_8 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_8,), kwargs = {})
#   %div_11 : Tensor "f32[160, 6, 49, 49][14406, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_8, %getitem_75), kwargs = {})
#   return %add_36,%getitem_74,%getitem_75,%expand_22
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_37 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 65536, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_37', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 27832392}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_37(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 47040
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
    r0_4 = r0_index
    x6 = xindex
    x1 = ((xindex // 49) % 6)
    x0 = (xindex % 49)
    x2 = ((xindex // 294) % 16)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_4 + 49*x6), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_4 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr4 + (r0_4 + 49*x0 + 2401*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 6*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp18 = tmp16 + tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, float("-inf"))
    tmp24 = triton_helpers.max2(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp19 - tmp24
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tmp18 - tmp24
    tmp32 = libdevice.exp(tmp31)
    tmp33 = (tmp32 / tmp30)
    tl.store(in_out_ptr0 + (r0_4 + 49*x0 + 2432*x5), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_57, attn_windows_3, x_59, permute_15, contiguous_11, x_60, x_61, x_62, layer_norm_8, x_63], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_3 => view_141
#   contiguous_11 => clone_43
#   layer_norm_8 => add_39, add_40, mul_33, mul_34, rsqrt_8, sub_12, var_mean_8
#   permute_15 => permute_47
#   x_57 => add_tensor_31, view_140
#   x_59 => view_142
#   x_60 => view_143
#   x_61 => add_37, add_38, fmod_6, fmod_7, index_10, index_11, iota_6, iota_7
#   x_62 => view_144
#   x_63 => add_41
# Graph fragment:
#   %arg77_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg77_1]
#   %mm_default_31 : Tensor "f32[7840, 192][192, 1]cuda:0" = PlaceHolder[target=mm_default_31]
#   %add_32 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_32]
#   %getitem_17 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf119 : Tensor "f32[10, 784, 1][784, 1, 7840]cuda:0" = PlaceHolder[target=buf119]
#   %arg78_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg78_1]
#   %arg79_1 : Tensor "f32[192][1]cuda:0" = PlaceHolder[target=arg79_1]
#   %add_tensor_31 : Tensor "f32[7840, 192][192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg77_1, %mm_default_31), kwargs = {})
#   %view_140 : Tensor "f32[160, 49, 192][9408, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_31, [160, 49, 192]), kwargs = {})
#   %view_141 : Tensor "f32[160, 7, 7, 192][9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_140, [-1, 7, 7, 192]), kwargs = {})
#   %view_142 : Tensor "f32[10, 4, 4, 7, 7, 192][150528, 37632, 9408, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_141, [10, 4, 4, 7, 7, -1]), kwargs = {})
#   %permute_47 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 1344, 9408, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_142, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_43 : Tensor "f32[10, 4, 7, 4, 7, 192][150528, 37632, 5376, 1344, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_47,), kwargs = {memory_format: torch.contiguous_format})
#   %view_143 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_43, [10, 28, 28, -1]), kwargs = {})
#   %iota_6 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (28,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_37 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_6, 25), kwargs = {})
#   %fmod_6 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_37, 28), kwargs = {})
#   %index_10 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_143, [None, %fmod_6]), kwargs = {})
#   %iota_7 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (28,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_38 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_7, 25), kwargs = {})
#   %fmod_7 : Tensor "i64[28][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_38, 28), kwargs = {})
#   %index_11 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_10, [None, None, %fmod_7]), kwargs = {})
#   %view_144 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_11, [10, 784, 192]), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_144, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_12 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_144, %getitem_17), kwargs = {})
#   %add_39 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_8 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_39,), kwargs = {})
#   %mul_33 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %rsqrt_8), kwargs = {})
#   %mul_34 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %arg78_1), kwargs = {})
#   %add_40 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_34, %arg79_1), kwargs = {})
#   %add_41 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, %add_40), kwargs = {})
#   return %getitem_17,%buf119,%add_41
triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_38 = async_compile.triton('triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_38', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 24086784}}
)
@triton.jit
def triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_38(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 7840
    r0_numel = 192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 784)
    x1 = xindex // 784
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2 + 192*(((((25 + ((x0 % 28))) % 28)) % 7)) + 1344*(((((25 + (x0 // 28)) % 28)) % 7)) + 9408*((((25 + ((x0 % 28))) % 28)) // 7) + 37632*((((25 + (x0 // 28)) % 28)) // 7) + 150528*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp10 = tl.load(in_out_ptr0 + (r0_2 + 192*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr1 + (r0_2 + 192*(((((25 + ((x0 % 28))) % 28)) % 7)) + 1344*(((((25 + (x0 // 28)) % 28)) % 7)) + 9408*((((25 + ((x0 % 28))) % 28)) // 7) + 37632*((((25 + (x0 // 28)) % 28)) // 7) + 150528*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp23 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tmp11 + tmp12
        tmp14 = tmp13 - tmp4
        tmp15 = tl.full([1, 1], 192.0, tl.float32)
        tmp16 = (tmp8 / tmp15)
        tmp17 = tl.full([1, 1], 1e-05, tl.float32)
        tmp18 = tmp16 + tmp17
        tmp19 = libdevice.rsqrt(tmp18)
        tmp20 = tmp14 * tmp19
        tmp22 = tmp20 * tmp21
        tmp24 = tmp22 + tmp23
        tmp25 = tmp10 + tmp24
        tl.store(in_out_ptr0 + (r0_2 + 192*x3), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_9 => add_43, add_44, mul_38, mul_39, rsqrt_9, sub_13, var_mean_9
#   x0_1 => slice_10, slice_9
#   x1_1 => slice_11, slice_12
#   x2_1 => slice_13, slice_14
#   x3_1 => slice_15, slice_16
#   x_67 => view_148
#   x_69 => add_45
#   x_70 => view_149
#   x_71 => cat_5
# Graph fragment:
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_148 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [10, 784, 192]), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_148, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_13 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_148, %getitem_19), kwargs = {})
#   %add_43 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_43,), kwargs = {})
#   %mul_38 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %rsqrt_9), kwargs = {})
#   %mul_39 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg84_1), kwargs = {})
#   %add_44 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %arg85_1), kwargs = {})
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %add_44), kwargs = {})
#   %view_149 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_45, [10, 28, 28, 192]), kwargs = {})
#   %slice_9 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_10 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_9, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_11 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_12 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_11, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_13 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_14 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_13, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_15 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_16 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_15, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_5 : Tensor "f32[10, 14, 14, 768][150528, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_10, %slice_12, %slice_14, %slice_16], -1), kwargs = {})
#   return %buf129
triton_poi_fused_add_cat_native_layer_norm_slice_view_39 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4515840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_39(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 14)
    x2 = xindex // 2688
    x3 = xindex // 192
    tmp0 = tl.load(in_ptr0 + (x0 + 384*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 768*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_9 => add_43, add_44, mul_38, mul_39, rsqrt_9, sub_13, var_mean_9
#   x0_1 => slice_10, slice_9
#   x1_1 => slice_11, slice_12
#   x2_1 => slice_13, slice_14
#   x3_1 => slice_15, slice_16
#   x_67 => view_148
#   x_69 => add_45
#   x_70 => view_149
#   x_71 => cat_5
# Graph fragment:
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_148 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [10, 784, 192]), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_148, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_13 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_148, %getitem_19), kwargs = {})
#   %add_43 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_43,), kwargs = {})
#   %mul_38 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %rsqrt_9), kwargs = {})
#   %mul_39 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg84_1), kwargs = {})
#   %add_44 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %arg85_1), kwargs = {})
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %add_44), kwargs = {})
#   %view_149 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_45, [10, 28, 28, 192]), kwargs = {})
#   %slice_9 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_10 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_9, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_11 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_12 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_11, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_13 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_14 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_13, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_15 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_16 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_15, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_5 : Tensor "f32[10, 14, 14, 768][150528, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_10, %slice_12, %slice_14, %slice_16], -1), kwargs = {})
#   return %buf130
triton_poi_fused_add_cat_native_layer_norm_slice_view_40 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_40', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4515840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_40(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 14)
    x2 = xindex // 2688
    x3 = xindex // 192
    tmp0 = tl.load(in_ptr0 + (5376 + x0 + 384*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 768*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_9 => add_43, add_44, mul_38, mul_39, rsqrt_9, sub_13, var_mean_9
#   x0_1 => slice_10, slice_9
#   x1_1 => slice_11, slice_12
#   x2_1 => slice_13, slice_14
#   x3_1 => slice_15, slice_16
#   x_67 => view_148
#   x_69 => add_45
#   x_70 => view_149
#   x_71 => cat_5
# Graph fragment:
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_148 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [10, 784, 192]), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_148, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_13 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_148, %getitem_19), kwargs = {})
#   %add_43 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_43,), kwargs = {})
#   %mul_38 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %rsqrt_9), kwargs = {})
#   %mul_39 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg84_1), kwargs = {})
#   %add_44 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %arg85_1), kwargs = {})
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %add_44), kwargs = {})
#   %view_149 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_45, [10, 28, 28, 192]), kwargs = {})
#   %slice_9 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_10 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_9, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_11 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_12 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_11, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_13 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_14 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_13, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_15 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_16 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_15, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_5 : Tensor "f32[10, 14, 14, 768][150528, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_10, %slice_12, %slice_14, %slice_16], -1), kwargs = {})
#   return %buf131
triton_poi_fused_add_cat_native_layer_norm_slice_view_41 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_41', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4515840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_41(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 14)
    x2 = xindex // 2688
    x3 = xindex // 192
    tmp0 = tl.load(in_ptr0 + (192 + x0 + 384*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 768*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_9 => add_43, add_44, mul_38, mul_39, rsqrt_9, sub_13, var_mean_9
#   x0_1 => slice_10, slice_9
#   x1_1 => slice_11, slice_12
#   x2_1 => slice_13, slice_14
#   x3_1 => slice_15, slice_16
#   x_67 => view_148
#   x_69 => add_45
#   x_70 => view_149
#   x_71 => cat_5
# Graph fragment:
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0" = PlaceHolder[target=add_45]
#   %view_148 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [10, 784, 192]), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_148, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_13 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_148, %getitem_19), kwargs = {})
#   %add_43 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_18, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[10, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_43,), kwargs = {})
#   %mul_38 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %rsqrt_9), kwargs = {})
#   %mul_39 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %arg84_1), kwargs = {})
#   %add_44 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %arg85_1), kwargs = {})
#   %add_45 : Tensor "f32[10, 784, 192][150528, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %add_44), kwargs = {})
#   %view_149 : Tensor "f32[10, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_45, [10, 28, 28, 192]), kwargs = {})
#   %slice_9 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_10 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_9, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_11 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_12 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_11, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_13 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_14 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_13, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_15 : Tensor "f32[10, 14, 28, 192][150528, 10752, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_149, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_16 : Tensor "f32[10, 14, 14, 192][150528, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_15, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_5 : Tensor "f32[10, 14, 14, 768][150528, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_10, %slice_12, %slice_14, %slice_16], -1), kwargs = {})
#   return %buf132
triton_poi_fused_add_cat_native_layer_norm_slice_view_42 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_42', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4515840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_42(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 192)
    x1 = ((xindex // 192) % 14)
    x2 = xindex // 2688
    x3 = xindex // 192
    tmp0 = tl.load(in_ptr0 + (5568 + x0 + 384*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 768*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_73, x_74], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_73 => view_152
#   x_74 => add_46, add_47, mul_40, mul_41, rsqrt_10, sub_14, var_mean_10
# Graph fragment:
#   %mm_5 : Tensor "f32[1960, 384][384, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %getitem_21 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf136 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=buf136]
#   %arg87_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg87_1]
#   %arg88_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg88_1]
#   %view_152 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [10, 196, 384]), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_152, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_14 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_152, %getitem_21), kwargs = {})
#   %add_46 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_46,), kwargs = {})
#   %mul_40 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_10), kwargs = {})
#   %mul_41 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %arg87_1), kwargs = {})
#   %add_47 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %arg88_1), kwargs = {})
#   return %getitem_21,%buf136,%add_47
triton_per_fused__unsafe_view_native_layer_norm_43 = async_compile.triton('triton_per_fused__unsafe_view_native_layer_norm_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_native_layer_norm_43', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 9034752}}
)
@triton.jit
def triton_per_fused__unsafe_view_native_layer_norm_43(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1960
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp24 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 384, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp0 - tmp10
    tmp18 = tl.full([1, 1], 384.0, tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp17 * tmp22
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp27, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_75, x_76, permute_16, contiguous_12], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous_12 => clone_46
#   permute_16 => permute_51
#   x_75 => view_153
#   x_76 => view_154
# Graph fragment:
#   %add_47 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_47]
#   %view_153 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_47, [10, 14, 14, 384]), kwargs = {})
#   %view_154 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 5376, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_153, [10, 2, 7, 2, 7, 384]), kwargs = {})
#   %permute_51 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 2688, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_154, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_46 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_51,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_46
triton_poi_fused_clone_permute_view_44 = async_compile.triton('triton_poi_fused_clone_permute_view_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_44', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_44(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 2688)
    x1 = ((xindex // 2688) % 7)
    x2 = ((xindex // 18816) % 2)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 2688*x2 + 5376*x1 + 37632*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, q_4, normalize_8, attn_24], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   attn_24 => clone_47
#   normalize_8 => clamp_min_8, div_12, expand_24, pow_17, pow_18, sum_13
#   q_4 => select_12
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   reshape_8 => view_159
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %arg89_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg89_1]
#   %arg90_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %mm_default_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0" = PlaceHolder[target=mm_default_29]
#   %sum_13 : Tensor "f32[40, 12, 49, 1][588, 1, 12, 23520]cuda:0" = PlaceHolder[target=sum_13]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_12 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 0), kwargs = {})
#   %pow_17 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_12, 2.0), kwargs = {})
#   %sum_13 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_17, [-1], True), kwargs = {})
#   %pow_18 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_13, 0.5), kwargs = {})
#   %clamp_min_8 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_18, 1e-12), kwargs = {})
#   %expand_24 : Tensor "f32[40, 12, 49, 32][588, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_8, [40, 12, 49, 32]), kwargs = {})
#   %div_12 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_12, %expand_24), kwargs = {})
#   %clone_47 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_26,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_13,%clone_47
triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45 = async_compile.triton('triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 9034752}}
)
@triton.jit
def triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 23520
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 12)
    x1 = xindex // 12
    x5 = xindex
    x3 = ((xindex // 12) % 49)
    x4 = xindex // 588
    tmp19 = tl.load(in_ptr2 + (r0_2 + 32*x0 + 1152*x1), xmask, other=0.0)
    tmp0 = r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 384, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 768, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 1152, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-768) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tl.sqrt_rn(tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = triton_helpers.maximum(tmp26, tmp27)
    tmp29 = (tmp20 / tmp28)
    tl.store(out_ptr1 + (r0_2 + 32*x3 + 1568*x0 + 18816*x4), tmp29, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, k_4, normalize_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   k_4 => select_13
#   normalize_9 => pow_19, sum_14
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   reshape_8 => view_159
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %arg89_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg89_1]
#   %arg90_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %mm_default_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0" = PlaceHolder[target=mm_default_29]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_13 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 1), kwargs = {})
#   %pow_19 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_13, 2.0), kwargs = {})
#   %sum_14 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_19, [-1], True), kwargs = {})
#   return %sum_14
triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46 = async_compile.triton('triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 188160, 'r0_': 3013632}}
)
@triton.jit
def triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 23520
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 12)
    x1 = xindex // 12
    x3 = xindex
    tmp19 = tl.load(in_ptr2 + (384 + r0_2 + 32*x0 + 1152*x1), xmask, other=0.0)
    tmp0 = 384 + r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 384, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (384 + r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 768, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 1152, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-384) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, k_4, normalize_9, transpose_9, attn_24], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_24 => clone_48
#   k_4 => select_13
#   normalize_9 => clamp_min_9, div_13, expand_25, pow_20
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   reshape_8 => view_159
#   transpose_9 => permute_54
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %arg89_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg89_1]
#   %arg90_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %mm_default_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0" = PlaceHolder[target=mm_default_29]
#   %sum_14 : Tensor "f32[40, 12, 49, 1][588, 1, 12, 23520]cuda:0" = PlaceHolder[target=sum_14]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_13 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 1), kwargs = {})
#   %pow_20 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_14, 0.5), kwargs = {})
#   %clamp_min_9 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_20, 1e-12), kwargs = {})
#   %expand_25 : Tensor "f32[40, 12, 49, 32][588, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_9, [40, 12, 49, 32]), kwargs = {})
#   %div_13 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_13, %expand_25), kwargs = {})
#   %permute_54 : Tensor "f32[40, 12, 32, 49][18816, 32, 1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_13, [0, 1, 3, 2]), kwargs = {})
#   %clone_48 : Tensor "f32[40, 12, 32, 49][18816, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_27,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_48
triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47 = async_compile.triton('triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 6021120, 'x': 3013632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1960
    xnumel = 384
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
    tmp19 = tl.load(in_ptr2 + (384 + x5 + 1152*y4), xmask & ymask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x3 + 12*y4), xmask & ymask, eviction_policy='evict_last')
    tmp0 = 384 + x5
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 384, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(384 + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 768, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 1152, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to((-384) + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp22 = tl.sqrt_rn(tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = triton_helpers.maximum(tmp22, tmp23)
    tmp25 = (tmp20 / tmp24)
    tl.store(out_ptr0 + (y0 + 49*x5 + 18816*y1), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, q_4, normalize_8, attn_24, k_4, normalize_9, transpose_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   attn_24 => bmm_8, clone_47, clone_48, view_160, view_161
#   k_4 => select_13
#   normalize_8 => clamp_min_8, div_12, expand_24, pow_18
#   normalize_9 => clamp_min_9, div_13, expand_25, pow_20
#   q_4 => select_12
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   reshape_8 => view_159
#   transpose_9 => permute_54
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %clone_47 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_47]
#   %clone_48 : Tensor "f32[40, 12, 32, 49][18816, 1568, 49, 1]cuda:0" = PlaceHolder[target=clone_48]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_12 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 0), kwargs = {})
#   %pow_18 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_13, 0.5), kwargs = {})
#   %clamp_min_8 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_18, 1e-12), kwargs = {})
#   %expand_24 : Tensor "f32[40, 12, 49, 32][588, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_8, [40, 12, 49, 32]), kwargs = {})
#   %div_12 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_12, %expand_24), kwargs = {})
#   %clone_47 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_26,), kwargs = {memory_format: torch.contiguous_format})
#   %view_160 : Tensor "f32[480, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_47, [480, 49, 32]), kwargs = {})
#   %select_13 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 1), kwargs = {})
#   %pow_20 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_14, 0.5), kwargs = {})
#   %clamp_min_9 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_20, 1e-12), kwargs = {})
#   %expand_25 : Tensor "f32[40, 12, 49, 32][588, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_9, [40, 12, 49, 32]), kwargs = {})
#   %div_13 : Tensor "f32[40, 12, 49, 32][18816, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_13, %expand_25), kwargs = {})
#   %permute_54 : Tensor "f32[40, 12, 32, 49][18816, 32, 1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_13, [0, 1, 3, 2]), kwargs = {})
#   %clone_48 : Tensor "f32[40, 12, 32, 49][18816, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_161 : Tensor "f32[480, 32, 49][1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_48, [480, 32, 49]), kwargs = {})
#   %bmm_8 : Tensor "f32[480, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_160, %view_161), kwargs = {})
#   return %bmm_8
triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48 = async_compile.triton('triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=3,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 49
    K = 32

    stride_aq = 1568
    stride_am = 32
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 49
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 49*idx_m + 2401*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_24, log_4, clamp_4, logit_scale_4, attn_25, view_57, getitem_27, relative_position_bias_12, permute_18, relative_position_bias_13, sigmoid_4, relative_position_bias_14, unsqueeze_8, attn_26, attn_27], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_24 => view_162
#   attn_25 => mul_42
#   attn_26 => add_48
#   attn_27 => div_14
#   clamp_4 => clamp_max_4
#   getitem_27 => index_12
#   log_4 => full_default_9
#   logit_scale_4 => exp_8
#   permute_18 => permute_57
#   relative_position_bias_12 => view_173
#   relative_position_bias_13 => clone_49
#   relative_position_bias_14 => mul_43
#   sigmoid_4 => sigmoid_4
#   unsqueeze_8 => unsqueeze_8
#   view_57 => view_172
# Graph fragment:
#   %bmm_8 : Tensor "f32[480, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_8]
#   %arg92_1 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg92_1]
#   %arg97_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg97_1]
#   %mm_6 : Tensor "f32[169, 12][12, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_72 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 23520]cuda:0" = PlaceHolder[target=getitem_72]
#   %getitem_73 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 23520]cuda:0" = PlaceHolder[target=getitem_73]
#   %view_162 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_8, [40, 12, 49, 49]), kwargs = {})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_4 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg92_1, %full_default_9), kwargs = {})
#   %exp_8 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_4,), kwargs = {})
#   %mul_42 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_162, %exp_8), kwargs = {})
#   %view_172 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg97_1, [-1]), kwargs = {})
#   %index_12 : Tensor "f32[2401, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_6, [%view_172]), kwargs = {})
#   %view_173 : Tensor "f32[49, 49, 12][588, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_12, [49, 49, -1]), kwargs = {})
#   %permute_57 : Tensor "f32[12, 49, 49][1, 588, 12]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_173, [2, 0, 1]), kwargs = {})
#   %clone_49 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_57,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_4 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_49,), kwargs = {})
#   %mul_43 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, 16), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_43, 0), kwargs = {})
#   %add_48 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_42, %unsqueeze_8), kwargs = {})
#   %prepare_softmax_online_default_7 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_48, -1), kwargs = {})
#   %sub_tensor_7 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_48, %getitem_72), kwargs = {})
#   %exp_default_7 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_7,), kwargs = {})
#   %div_14 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_7, %getitem_73), kwargs = {})
#   return %getitem_72,%getitem_73,%expand_28
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 13848968}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 23520
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
    x1 = ((xindex // 49) % 12)
    x0 = (xindex % 49)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_3 + 49*x4), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_3 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 12*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, float("-inf"))
    tmp22 = triton_helpers.max2(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp17 - tmp22
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp16 - tmp22
    tmp30 = libdevice.exp(tmp29)
    tmp31 = (tmp30 / tmp28)
    tl.store(out_ptr2 + (r0_3 + 49*x0 + 2432*x5), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, v_4, matmul_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   matmul_9 => clone_51
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   reshape_8 => view_159
#   v_4 => select_14
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %arg89_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg89_1]
#   %arg90_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg90_1]
#   %mm_default_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0" = PlaceHolder[target=mm_default_29]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_14 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 2), kwargs = {})
#   %clone_51 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_29,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_51
triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50 = async_compile.triton('triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9034752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = ((xindex // 1568) % 12)
    x1 = ((xindex // 32) % 49)
    x3 = xindex // 18816
    x4 = xindex
    tmp19 = tl.load(in_ptr2 + (768 + x0 + 32*x2 + 1152*x1 + 56448*x3), xmask)
    tmp0 = 768 + x0 + 32*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 384, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (768 + x0 + 32*x2), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 768, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1], 1152, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (x0 + 32*x2), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tl.store(out_ptr0 + (x4), tmp20, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, attn_24, log_4, clamp_4, logit_scale_4, attn_25, view_57, getitem_27, relative_position_bias_12, permute_18, relative_position_bias_13, sigmoid_4, relative_position_bias_14, unsqueeze_8, attn_26, attn_27, matmul_9, v_4], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#   attn_24 => view_162
#   attn_25 => mul_42
#   attn_26 => add_48
#   attn_27 => div_14
#   clamp_4 => clamp_max_4
#   getitem_27 => index_12
#   log_4 => full_default_9
#   logit_scale_4 => exp_8
#   matmul_9 => bmm_9, clone_51, view_174, view_175
#   permute_18 => permute_57
#   qkv_8 => add_tensor_29, view_158
#   qkv_9 => permute_53
#   qkv_bias_4 => cat_6
#   relative_position_bias_12 => view_173
#   relative_position_bias_13 => clone_49
#   relative_position_bias_14 => mul_43
#   reshape_8 => view_159
#   sigmoid_4 => sigmoid_4
#   unsqueeze_8 => unsqueeze_8
#   v_4 => select_14
#   view_57 => view_172
#   zeros_like_4 => full_default_8
# Graph fragment:
#   %expand_28 : Tensor "f32[40, 12, 49, 49][29184, 2432, 49, 1]cuda:0" = PlaceHolder[target=expand_28]
#   %clone_51 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_51]
#   %full_default_8 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([384], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_6 : Tensor "f32[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg89_1, %full_default_8, %arg90_1],), kwargs = {})
#   %add_tensor_29 : Tensor "f32[1960, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_6, %mm_default_29), kwargs = {})
#   %view_158 : Tensor "f32[40, 49, 1152][56448, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_29, [40, 49, 1152]), kwargs = {})
#   %view_159 : Tensor "f32[40, 49, 3, 12, 32][56448, 1152, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_158, [40, 49, 3, 12, -1]), kwargs = {})
#   %permute_53 : Tensor "f32[3, 40, 12, 49, 32][384, 56448, 32, 1152, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [2, 0, 3, 1, 4]), kwargs = {})
#   %view_162 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_8, [40, 12, 49, 49]), kwargs = {})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_4 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg92_1, %full_default_9), kwargs = {})
#   %exp_8 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_4,), kwargs = {})
#   %mul_42 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_162, %exp_8), kwargs = {})
#   %view_172 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg97_1, [-1]), kwargs = {})
#   %index_12 : Tensor "f32[2401, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_6, [%view_172]), kwargs = {})
#   %view_173 : Tensor "f32[49, 49, 12][588, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_12, [49, 49, -1]), kwargs = {})
#   %permute_57 : Tensor "f32[12, 49, 49][1, 588, 12]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_173, [2, 0, 1]), kwargs = {})
#   %clone_49 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_57,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_4 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_49,), kwargs = {})
#   %mul_43 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, 16), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_43, 0), kwargs = {})
#   %add_48 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_42, %unsqueeze_8), kwargs = {})
#   %sub_tensor_7 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_48, %getitem_72), kwargs = {})
#   %exp_default_7 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_7,), kwargs = {})
#   %div_14 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_7, %getitem_73), kwargs = {})
#   %view_174 : Tensor "f32[480, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_28, [480, 49, 49]), kwargs = {})
#   %select_14 : Tensor "f32[40, 12, 49, 32][56448, 32, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_53, 0, 2), kwargs = {})
#   %clone_51 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_175 : Tensor "f32[480, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_51, [480, 49, 32]), kwargs = {})
#   %bmm_9 : Tensor "f32[480, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_174, %view_175), kwargs = {})
#   return %bmm_9
triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51 = async_compile.triton('triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=3,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 32
    K = 49

    stride_aq = 2432
    stride_am = 49
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 32
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 32*idx_m + 1568*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [matmul_9, transpose_10, x_77], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_9 => view_176
#   transpose_10 => permute_58
#   x_77 => clone_52
# Graph fragment:
#   %bmm_9 : Tensor "f32[480, 49, 32][1568, 32, 1]cuda:0" = PlaceHolder[target=bmm_9]
#   %view_176 : Tensor "f32[40, 12, 49, 32][18816, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_9, [40, 12, 49, 32]), kwargs = {})
#   %permute_58 : Tensor "f32[40, 49, 12, 32][18816, 32, 1568, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_176, [0, 2, 1, 3]), kwargs = {})
#   %clone_52 : Tensor "f32[40, 49, 12, 32][18816, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_58,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_52
triton_poi_fused_clone_transpose_view_52 = async_compile.triton('triton_poi_fused_clone_transpose_view_52', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_52', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_52(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 12)
    x2 = ((xindex // 384) % 49)
    x3 = xindex // 18816
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 1568*x1 + 18816*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_78, attn_windows_4, x_80, permute_19, contiguous_14, x_81, x_82, layer_norm_11, x_83], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_4 => view_180
#   contiguous_14 => clone_54
#   layer_norm_11 => add_49, add_50, mul_44, mul_45, rsqrt_11, sub_16, var_mean_11
#   permute_19 => permute_60
#   x_78 => add_tensor_27, view_179
#   x_80 => view_181
#   x_81 => view_182
#   x_82 => view_183
#   x_83 => add_51
# Graph fragment:
#   %arg99_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg99_1]
#   %mm_default_27 : Tensor "f32[1960, 384][384, 1]cuda:0" = PlaceHolder[target=mm_default_27]
#   %add_47 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_47]
#   %getitem_23 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf157 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=buf157]
#   %arg100_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg100_1]
#   %arg101_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg101_1]
#   %add_tensor_27 : Tensor "f32[1960, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg99_1, %mm_default_27), kwargs = {})
#   %view_179 : Tensor "f32[40, 49, 384][18816, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_27, [40, 49, 384]), kwargs = {})
#   %view_180 : Tensor "f32[40, 7, 7, 384][18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_179, [-1, 7, 7, 384]), kwargs = {})
#   %view_181 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_180, [10, 2, 2, 7, 7, -1]), kwargs = {})
#   %permute_60 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 2688, 18816, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_181, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_54 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 5376, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_60,), kwargs = {memory_format: torch.contiguous_format})
#   %view_182 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_54, [10, 14, 14, -1]), kwargs = {})
#   %view_183 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_182, [10, 196, 384]), kwargs = {})
#   %var_mean_11 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_183, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_16 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_183, %getitem_23), kwargs = {})
#   %add_49 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_11 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_49,), kwargs = {})
#   %mul_44 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_11), kwargs = {})
#   %mul_45 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_44, %arg100_1), kwargs = {})
#   %add_50 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_45, %arg101_1), kwargs = {})
#   %add_51 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_47, %add_50), kwargs = {})
#   return %getitem_23,%buf157,%add_51
triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53 = async_compile.triton('triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 12046848}}
)
@triton.jit
def triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1960
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x0 = (xindex % 196)
    x1 = xindex // 196
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 384*((((x0 % 14)) % 7)) + 2688*(((x0 // 14) % 7)) + 18816*(((x0 % 14)) // 7) + 37632*(x0 // 98) + 75264*x1), r0_mask & xmask, other=0.0)
    tmp19 = tl.load(in_out_ptr0 + (r0_2 + 384*x3), r0_mask & xmask, other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 384, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp2 - tmp12
    tmp21 = tl.full([1, 1], 384.0, tl.float32)
    tmp22 = (tmp18 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp19 + tmp30
    tl.store(in_out_ptr0 + (r0_2 + 384*x3), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_84, x_85], Original ATen: [aten.addmm, aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_84 => add_tensor_26, view_185
#   x_85 => add_52, erf_4, mul_46, mul_47, mul_48
# Graph fragment:
#   %arg103_1 : Tensor "f32[1536][1]cuda:0" = PlaceHolder[target=arg103_1]
#   %mm_default_26 : Tensor "f32[1960, 1536][1536, 1]cuda:0" = PlaceHolder[target=mm_default_26]
#   %add_tensor_26 : Tensor "f32[1960, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg103_1, %mm_default_26), kwargs = {})
#   %view_185 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_26, [10, 196, 1536]), kwargs = {})
#   %mul_46 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_185, 0.5), kwargs = {})
#   %mul_47 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_185, 0.7071067811865476), kwargs = {})
#   %erf_4 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_47,), kwargs = {})
#   %add_52 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_4, 1), kwargs = {})
#   %mul_48 : Tensor "f32[10, 196, 1536][301056, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %add_52), kwargs = {})
#   return %mul_48
triton_poi_fused_addmm_gelu_view_54 = async_compile.triton('triton_poi_fused_addmm_gelu_view_54', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_view_54', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 36132864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_view_54(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3010560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1536)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, None)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_87, layer_norm_12, x_89], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   layer_norm_12 => add_53, add_54, mul_49, mul_50, rsqrt_12, sub_17, var_mean_12
#   x_87 => view_187
#   x_89 => add_55
# Graph fragment:
#   %addmm_24 : Tensor "f32[1960, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %add_51 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_51]
#   %getitem_25 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=getitem_25]
#   %buf164 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=buf164]
#   %arg106_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg106_1]
#   %arg107_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg107_1]
#   %view_187 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [10, 196, 384]), kwargs = {})
#   %var_mean_12 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_187, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_17 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_187, %getitem_25), kwargs = {})
#   %add_53 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, 1e-05), kwargs = {})
#   %rsqrt_12 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_53,), kwargs = {})
#   %mul_49 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_12), kwargs = {})
#   %mul_50 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %arg106_1), kwargs = {})
#   %add_54 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_50, %arg107_1), kwargs = {})
#   %add_55 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_51, %add_54), kwargs = {})
#   return %getitem_25,%buf164,%add_55
triton_per_fused_add_native_layer_norm_view_55 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_55', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_55', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 12045312}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_55(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1960
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 384, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp0 - tmp10
    tmp19 = tl.full([1, 1], 384.0, tl.float32)
    tmp20 = (tmp16 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp17 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_90, shifted_x_2, x_91, permute_20, contiguous_15], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   contiguous_15 => clone_57
#   permute_20 => permute_63
#   shifted_x_2 => add_56, add_57, fmod_8, fmod_9, index_13, index_14, iota_8, iota_9
#   x_90 => view_188
#   x_91 => view_189
# Graph fragment:
#   %add_55 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_55]
#   %view_188 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_55, [10, 14, 14, 384]), kwargs = {})
#   %iota_8 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (14,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_56 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_8, 3), kwargs = {})
#   %fmod_8 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_56, 14), kwargs = {})
#   %index_13 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_188, [None, %fmod_8]), kwargs = {})
#   %iota_9 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (14,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_57 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_9, 3), kwargs = {})
#   %fmod_9 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_57, 14), kwargs = {})
#   %index_14 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_13, [None, None, %fmod_9]), kwargs = {})
#   %view_189 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 5376, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_14, [10, 2, 7, 2, 7, 384]), kwargs = {})
#   %permute_63 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 2688, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_189, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_57 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_63,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_57
triton_poi_fused_clone_permute_roll_view_56 = async_compile.triton('triton_poi_fused_clone_permute_roll_view_56', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_roll_view_56', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9031680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_roll_view_56(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 752640
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = ((xindex // 2688) % 7)
    x3 = ((xindex // 18816) % 2)
    x4 = ((xindex // 37632) % 2)
    x5 = xindex // 75264
    x6 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 384*(((3 + x1 + 7*x3) % 14)) + 5376*(((3 + x2 + 7*x4) % 14)) + 75264*x5), xmask)
    tl.store(out_ptr0 + (x6), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_29, log_5, clamp_5, logit_scale_5, attn_30, view_68, getitem_31, relative_position_bias_15, permute_22, relative_position_bias_16, sigmoid_5, relative_position_bias_17, unsqueeze_9, attn_31, view_70, unsqueeze_10, unsqueeze_11, attn_32, attn_33, attn_34], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_29 => view_197
#   attn_30 => mul_51
#   attn_31 => add_58
#   attn_32 => add_59
#   attn_33 => view_210
#   attn_34 => div_17
#   clamp_5 => clamp_max_5
#   getitem_31 => index_15
#   log_5 => full_default_11
#   logit_scale_5 => exp_10
#   permute_22 => permute_69
#   relative_position_bias_15 => view_208
#   relative_position_bias_16 => clone_60
#   relative_position_bias_17 => mul_52
#   sigmoid_5 => sigmoid_5
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_9 => unsqueeze_9
#   view_68 => view_207
#   view_70 => view_209
# Graph fragment:
#   %bmm_10 : Tensor "f32[480, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_10]
#   %arg112_1 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg112_1]
#   %arg117_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg117_1]
#   %mm_7 : Tensor "f32[169, 12][12, 1]cuda:0" = PlaceHolder[target=mm_7]
#   %arg108_1 : Tensor "f32[4, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=arg108_1]
#   %add_59 : Tensor "f32[10, 4, 12, 49, 49][116736, 29184, 2432, 49, 1]cuda:0" = PlaceHolder[target=add_59]
#   %getitem_70 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 23520]cuda:0" = PlaceHolder[target=getitem_70]
#   %getitem_71 : Tensor "f32[40, 12, 49, 1][588, 49, 1, 23520]cuda:0" = PlaceHolder[target=getitem_71]
#   %view_197 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_10, [40, 12, 49, 49]), kwargs = {})
#   %full_default_11 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_5 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg112_1, %full_default_11), kwargs = {})
#   %exp_10 : Tensor "f32[12, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_5,), kwargs = {})
#   %mul_51 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_197, %exp_10), kwargs = {})
#   %view_207 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg117_1, [-1]), kwargs = {})
#   %index_15 : Tensor "f32[2401, 12][12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_7, [%view_207]), kwargs = {})
#   %view_208 : Tensor "f32[49, 49, 12][588, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_15, [49, 49, -1]), kwargs = {})
#   %permute_69 : Tensor "f32[12, 49, 49][1, 588, 12]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_208, [2, 0, 1]), kwargs = {})
#   %clone_60 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_69,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_5 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_60,), kwargs = {})
#   %mul_52 : Tensor "f32[12, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_5, 16), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_52, 0), kwargs = {})
#   %add_58 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %unsqueeze_9), kwargs = {})
#   %view_209 : Tensor "f32[10, 4, 12, 49, 49][115248, 28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_58, [10, 4, 12, 49, 49]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[4, 1, 49, 49][2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg108_1, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 4, 1, 49, 49][9604, 2401, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 0), kwargs = {})
#   %add_59 : Tensor "f32[10, 4, 12, 49, 49][115248, 28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_209, %unsqueeze_11), kwargs = {})
#   %view_210 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_59, [-1, 12, 49, 49]), kwargs = {})
#   %prepare_softmax_online_default_6 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_210, -1), kwargs = {})
#   %sub_tensor_6 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_210, %getitem_70), kwargs = {})
#   %exp_default_6 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_6,), kwargs = {})
#   %div_17 : Tensor "f32[40, 12, 49, 49][28812, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_6, %getitem_71), kwargs = {})
#   return %add_59,%getitem_70,%getitem_71,%expand_34
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 13887384}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 23520
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
    r0_4 = r0_index
    x6 = xindex
    x1 = ((xindex // 49) % 12)
    x0 = (xindex % 49)
    x2 = ((xindex // 588) % 4)
    x5 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (r0_4 + 49*x6), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_4 + 49*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.load(in_ptr4 + (r0_4 + 49*x0 + 2401*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 12*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp18 = tmp16 + tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, float("-inf"))
    tmp24 = triton_helpers.max2(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp19 - tmp24
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask & xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tmp18 - tmp24
    tmp32 = libdevice.exp(tmp31)
    tmp33 = (tmp32 / tmp30)
    tl.store(in_out_ptr0 + (r0_4 + 49*x0 + 2432*x5), tmp33, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_93, attn_windows_5, x_95, permute_23, contiguous_17, x_96, x_97, x_98, layer_norm_13, x_99], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_5 => view_217
#   contiguous_17 => clone_65
#   layer_norm_13 => add_62, add_63, mul_53, mul_54, rsqrt_13, sub_19, var_mean_13
#   permute_23 => permute_72
#   x_93 => add_tensor_23, view_216
#   x_95 => view_218
#   x_96 => view_219
#   x_97 => add_60, add_61, fmod_10, fmod_11, index_16, index_17, iota_10, iota_11
#   x_98 => view_220
#   x_99 => add_64
# Graph fragment:
#   %arg119_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg119_1]
#   %mm_default_23 : Tensor "f32[1960, 384][384, 1]cuda:0" = PlaceHolder[target=mm_default_23]
#   %add_55 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_55]
#   %getitem_27 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=getitem_27]
#   %buf186 : Tensor "f32[10, 196, 1][196, 1, 1984]cuda:0" = PlaceHolder[target=buf186]
#   %arg120_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg120_1]
#   %arg121_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg121_1]
#   %add_tensor_23 : Tensor "f32[1960, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg119_1, %mm_default_23), kwargs = {})
#   %view_216 : Tensor "f32[40, 49, 384][18816, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_23, [40, 49, 384]), kwargs = {})
#   %view_217 : Tensor "f32[40, 7, 7, 384][18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_216, [-1, 7, 7, 384]), kwargs = {})
#   %view_218 : Tensor "f32[10, 2, 2, 7, 7, 384][75264, 37632, 18816, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_217, [10, 2, 2, 7, 7, -1]), kwargs = {})
#   %permute_72 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 2688, 18816, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_218, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %clone_65 : Tensor "f32[10, 2, 7, 2, 7, 384][75264, 37632, 5376, 2688, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_72,), kwargs = {memory_format: torch.contiguous_format})
#   %view_219 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_65, [10, 14, 14, -1]), kwargs = {})
#   %iota_10 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (14,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_60 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_10, 11), kwargs = {})
#   %fmod_10 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_60, 14), kwargs = {})
#   %index_16 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_219, [None, %fmod_10]), kwargs = {})
#   %iota_11 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (14,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_61 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_11, 11), kwargs = {})
#   %fmod_11 : Tensor "i64[14][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.fmod.Scalar](args = (%add_61, 14), kwargs = {})
#   %index_17 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%index_16, [None, None, %fmod_11]), kwargs = {})
#   %view_220 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%index_17, [10, 196, 384]), kwargs = {})
#   %var_mean_13 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_220, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_19 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_220, %getitem_27), kwargs = {})
#   %add_62 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_26, 1e-05), kwargs = {})
#   %rsqrt_13 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_62,), kwargs = {})
#   %mul_53 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_13), kwargs = {})
#   %mul_54 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %arg120_1), kwargs = {})
#   %add_63 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_54, %arg121_1), kwargs = {})
#   %add_64 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_55, %add_63), kwargs = {})
#   return %getitem_27,%buf186,%add_64
triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58 = async_compile.triton('triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 12046848}}
)
@triton.jit
def triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1960
    r0_numel = 384
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 196)
    x1 = xindex // 196
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2 + 384*(((((11 + ((x0 % 14))) % 14)) % 7)) + 2688*(((((11 + (x0 // 14)) % 14)) % 7)) + 18816*((((11 + ((x0 % 14))) % 14)) // 7) + 37632*((((11 + (x0 // 14)) % 14)) // 7) + 75264*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp10 = tl.load(in_out_ptr0 + (r0_2 + 384*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr0 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr1 + (r0_2 + 384*(((((11 + ((x0 % 14))) % 14)) % 7)) + 2688*(((((11 + (x0 // 14)) % 14)) % 7)) + 18816*((((11 + ((x0 % 14))) % 14)) // 7) + 37632*((((11 + (x0 // 14)) % 14)) // 7) + 75264*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = tl.load(in_ptr2 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp23 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tmp11 + tmp12
        tmp14 = tmp13 - tmp4
        tmp15 = tl.full([1, 1], 384.0, tl.float32)
        tmp16 = (tmp8 / tmp15)
        tmp17 = tl.full([1, 1], 1e-05, tl.float32)
        tmp18 = tmp16 + tmp17
        tmp19 = libdevice.rsqrt(tmp18)
        tmp20 = tmp14 * tmp19
        tmp22 = tmp20 * tmp21
        tmp24 = tmp22 + tmp23
        tmp25 = tmp10 + tmp24
        tl.store(in_out_ptr0 + (r0_2 + 384*x3), tmp25, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_22 => add_108, add_109, mul_94, mul_95, rsqrt_22, sub_32, var_mean_22
#   x0_2 => slice_17, slice_18
#   x1_2 => slice_19, slice_20
#   x2_2 => slice_21, slice_22
#   x3_2 => slice_23, slice_24
#   x_165 => view_368
#   x_167 => add_110
#   x_168 => view_369
#   x_169 => cat_12
# Graph fragment:
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_110]
#   %view_368 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_49, [10, 196, 384]), kwargs = {})
#   %var_mean_22 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_368, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_32 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_368, %getitem_45), kwargs = {})
#   %add_108 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_22 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_108,), kwargs = {})
#   %mul_94 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_22), kwargs = {})
#   %mul_95 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %arg204_1), kwargs = {})
#   %add_109 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %arg205_1), kwargs = {})
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %add_109), kwargs = {})
#   %view_369 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_110, [10, 14, 14, 384]), kwargs = {})
#   %slice_17 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_18 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_17, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_19 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_20 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_19, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_21 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_22 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_21, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_23 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_24 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_23, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_12 : Tensor "f32[10, 7, 7, 1536][75264, 10752, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_18, %slice_20, %slice_22, %slice_24], -1), kwargs = {})
#   return %buf310
triton_poi_fused_add_cat_native_layer_norm_slice_view_59 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_59', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_59', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2257920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_59(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 188160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = xindex // 2688
    x3 = xindex // 384
    tmp0 = tl.load(in_ptr0 + (x0 + 768*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 1536*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_22 => add_108, add_109, mul_94, mul_95, rsqrt_22, sub_32, var_mean_22
#   x0_2 => slice_17, slice_18
#   x1_2 => slice_19, slice_20
#   x2_2 => slice_21, slice_22
#   x3_2 => slice_23, slice_24
#   x_165 => view_368
#   x_167 => add_110
#   x_168 => view_369
#   x_169 => cat_12
# Graph fragment:
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_110]
#   %view_368 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_49, [10, 196, 384]), kwargs = {})
#   %var_mean_22 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_368, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_32 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_368, %getitem_45), kwargs = {})
#   %add_108 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_22 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_108,), kwargs = {})
#   %mul_94 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_22), kwargs = {})
#   %mul_95 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %arg204_1), kwargs = {})
#   %add_109 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %arg205_1), kwargs = {})
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %add_109), kwargs = {})
#   %view_369 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_110, [10, 14, 14, 384]), kwargs = {})
#   %slice_17 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_18 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_17, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_19 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_20 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_19, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_21 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_22 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_21, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_23 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_24 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_23, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_12 : Tensor "f32[10, 7, 7, 1536][75264, 10752, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_18, %slice_20, %slice_22, %slice_24], -1), kwargs = {})
#   return %buf311
triton_poi_fused_add_cat_native_layer_norm_slice_view_60 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_60', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_60', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2257920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_60(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 188160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = xindex // 2688
    x3 = xindex // 384
    tmp0 = tl.load(in_ptr0 + (5376 + x0 + 768*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 1536*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_22 => add_108, add_109, mul_94, mul_95, rsqrt_22, sub_32, var_mean_22
#   x0_2 => slice_17, slice_18
#   x1_2 => slice_19, slice_20
#   x2_2 => slice_21, slice_22
#   x3_2 => slice_23, slice_24
#   x_165 => view_368
#   x_167 => add_110
#   x_168 => view_369
#   x_169 => cat_12
# Graph fragment:
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_110]
#   %view_368 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_49, [10, 196, 384]), kwargs = {})
#   %var_mean_22 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_368, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_32 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_368, %getitem_45), kwargs = {})
#   %add_108 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_22 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_108,), kwargs = {})
#   %mul_94 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_22), kwargs = {})
#   %mul_95 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %arg204_1), kwargs = {})
#   %add_109 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %arg205_1), kwargs = {})
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %add_109), kwargs = {})
#   %view_369 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_110, [10, 14, 14, 384]), kwargs = {})
#   %slice_17 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_18 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_17, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_19 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_20 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_19, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_21 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_22 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_21, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_23 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_24 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_23, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_12 : Tensor "f32[10, 7, 7, 1536][75264, 10752, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_18, %slice_20, %slice_22, %slice_24], -1), kwargs = {})
#   return %buf312
triton_poi_fused_add_cat_native_layer_norm_slice_view_61 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_61', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_61', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2257920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_61(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 188160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = xindex // 2688
    x3 = xindex // 384
    tmp0 = tl.load(in_ptr0 + (384 + x0 + 768*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 1536*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
# Source node to ATen node mapping:
#   layer_norm_22 => add_108, add_109, mul_94, mul_95, rsqrt_22, sub_32, var_mean_22
#   x0_2 => slice_17, slice_18
#   x1_2 => slice_19, slice_20
#   x2_2 => slice_21, slice_22
#   x3_2 => slice_23, slice_24
#   x_165 => view_368
#   x_167 => add_110
#   x_168 => view_369
#   x_169 => cat_12
# Graph fragment:
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0" = PlaceHolder[target=add_110]
#   %view_368 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_49, [10, 196, 384]), kwargs = {})
#   %var_mean_22 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_368, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_32 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_368, %getitem_45), kwargs = {})
#   %add_108 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_22 : Tensor "f32[10, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_108,), kwargs = {})
#   %mul_94 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %rsqrt_22), kwargs = {})
#   %mul_95 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %arg204_1), kwargs = {})
#   %add_109 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %arg205_1), kwargs = {})
#   %add_110 : Tensor "f32[10, 196, 384][75264, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %add_109), kwargs = {})
#   %view_369 : Tensor "f32[10, 14, 14, 384][75264, 5376, 384, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_110, [10, 14, 14, 384]), kwargs = {})
#   %slice_17 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_18 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_17, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_19 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_20 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_19, 2, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_21 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 0, 9223372036854775807, 2), kwargs = {})
#   %slice_22 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_21, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_23 : Tensor "f32[10, 7, 14, 384][75264, 10752, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%view_369, 1, 1, 9223372036854775807, 2), kwargs = {})
#   %slice_24 : Tensor "f32[10, 7, 7, 384][75264, 10752, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_23, 2, 1, 9223372036854775807, 2), kwargs = {})
#   %cat_12 : Tensor "f32[10, 7, 7, 1536][75264, 10752, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%slice_18, %slice_20, %slice_22, %slice_24], -1), kwargs = {})
#   return %buf313
triton_poi_fused_add_cat_native_layer_norm_slice_view_62 = async_compile.triton('triton_poi_fused_add_cat_native_layer_norm_slice_view_62', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_cat_native_layer_norm_slice_view_62', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2257920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_native_layer_norm_slice_view_62(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 188160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 384)
    x1 = ((xindex // 384) % 7)
    x2 = xindex // 2688
    x3 = xindex // 384
    tmp0 = tl.load(in_ptr0 + (5760 + x0 + 768*x1 + 10752*x2), xmask)
    tl.store(out_ptr0 + (x0 + 1536*x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_171, x_172], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_171 => view_372
#   x_172 => add_111, add_112, mul_96, mul_97, rsqrt_23, sub_33, var_mean_23
# Graph fragment:
#   %mm_12 : Tensor "f32[490, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %getitem_47 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf317 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=buf317]
#   %arg207_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg207_1]
#   %arg208_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg208_1]
#   %view_372 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [10, 49, 768]), kwargs = {})
#   %var_mean_23 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_372, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_33 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_372, %getitem_47), kwargs = {})
#   %add_111 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-05), kwargs = {})
#   %rsqrt_23 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_111,), kwargs = {})
#   %mul_96 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_33, %rsqrt_23), kwargs = {})
#   %mul_97 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg207_1), kwargs = {})
#   %add_112 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg208_1), kwargs = {})
#   return %getitem_47,%buf317,%add_112
triton_per_fused__unsafe_view_native_layer_norm_63 = async_compile.triton('triton_per_fused__unsafe_view_native_layer_norm_63', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_native_layer_norm_63', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 4521984}}
)
@triton.jit
def triton_per_fused__unsafe_view_native_layer_norm_63(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 490
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp24 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp26 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 768, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp0 - tmp10
    tmp18 = tl.full([1, 1], 768.0, tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp17 * tmp22
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp27, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, q_10, normalize_20, attn_60], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   attn_60 => clone_112
#   normalize_20 => clamp_min_20, div_30, expand_60, pow_41, pow_42, sum_31
#   q_10 => select_30
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   reshape_20 => view_379
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %arg209_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg209_1]
#   %arg210_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg210_1]
#   %mm_default_5 : Tensor "f32[490, 2304][2304, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %sum_31 : Tensor "f32[10, 24, 49, 1][1176, 1, 24, 11760]cuda:0" = PlaceHolder[target=sum_31]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_30 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 0), kwargs = {})
#   %pow_41 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_30, 2.0), kwargs = {})
#   %sum_31 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_41, [-1], True), kwargs = {})
#   %pow_42 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_31, 0.5), kwargs = {})
#   %clamp_min_20 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_42, 1e-12), kwargs = {})
#   %expand_60 : Tensor "f32[10, 24, 49, 32][1176, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_20, [10, 24, 49, 32]), kwargs = {})
#   %div_30 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_30, %expand_60), kwargs = {})
#   %clone_112 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_62,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_31,%clone_112
triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64 = async_compile.triton('triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16384, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 4521984}}
)
@triton.jit
def triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 11760
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x5 = xindex
    x3 = ((xindex // 24) % 49)
    x4 = xindex // 1176
    tmp19 = tl.load(in_ptr2 + (r0_2 + 32*x0 + 2304*x1), xmask, other=0.0)
    tmp0 = r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 768, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 1536, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 2304, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-1536) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tl.sqrt_rn(tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = triton_helpers.maximum(tmp26, tmp27)
    tmp29 = (tmp20 / tmp28)
    tl.store(out_ptr1 + (r0_2 + 32*x3 + 1568*x0 + 37632*x4), tmp29, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, k_10, normalize_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   k_10 => select_31
#   normalize_21 => pow_43, sum_32
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   reshape_20 => view_379
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %arg209_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg209_1]
#   %arg210_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg210_1]
#   %mm_default_5 : Tensor "f32[490, 2304][2304, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_31 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 1), kwargs = {})
#   %pow_43 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%select_31, 2.0), kwargs = {})
#   %sum_32 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_43, [-1], True), kwargs = {})
#   return %sum_32
triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65 = async_compile.triton('triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16384, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 94080, 'r0_': 1511424}}
)
@triton.jit
def triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 11760
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 24)
    x1 = xindex // 24
    x3 = xindex
    tmp19 = tl.load(in_ptr2 + (768 + r0_2 + 32*x0 + 2304*x1), xmask, other=0.0)
    tmp0 = 768 + r0_2 + 32*x0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 768, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (768 + r0_2 + 32*x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 1536, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 2304, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + ((-768) + r0_2 + 32*x0), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, k_10, normalize_21, transpose_21, attn_60], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_60 => clone_113
#   k_10 => select_31
#   normalize_21 => clamp_min_21, div_31, expand_61, pow_44
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   reshape_20 => view_379
#   transpose_21 => permute_127
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %arg209_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg209_1]
#   %arg210_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg210_1]
#   %mm_default_5 : Tensor "f32[490, 2304][2304, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %sum_32 : Tensor "f32[10, 24, 49, 1][1176, 1, 24, 11760]cuda:0" = PlaceHolder[target=sum_32]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_31 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 1), kwargs = {})
#   %pow_44 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_32, 0.5), kwargs = {})
#   %clamp_min_21 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_44, 1e-12), kwargs = {})
#   %expand_61 : Tensor "f32[10, 24, 49, 32][1176, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_21, [10, 24, 49, 32]), kwargs = {})
#   %div_31 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_31, %expand_61), kwargs = {})
#   %permute_127 : Tensor "f32[10, 24, 32, 49][37632, 32, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_31, [0, 1, 3, 2]), kwargs = {})
#   %clone_113 : Tensor "f32[10, 24, 32, 49][37632, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_63,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_113
triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66 = async_compile.triton('triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 3010560, 'x': 1511424}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 490
    xnumel = 768
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
    tmp19 = tl.load(in_ptr2 + (768 + x5 + 2304*y4), xmask & ymask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr3 + (x3 + 24*y4), xmask & ymask, eviction_policy='evict_last')
    tmp0 = 768 + x5
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 768, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(768 + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 1536, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1, 1], 2304, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (tl.broadcast_to((-768) + x2 + 32*x3, [YBLOCK, XBLOCK])), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tmp22 = tl.sqrt_rn(tmp21)
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = triton_helpers.maximum(tmp22, tmp23)
    tmp25 = (tmp20 / tmp24)
    tl.store(out_ptr0 + (y0 + 49*x5 + 37632*y1), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, q_10, normalize_20, attn_60, k_10, normalize_21, transpose_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   attn_60 => bmm_20, clone_112, clone_113, view_380, view_381
#   k_10 => select_31
#   normalize_20 => clamp_min_20, div_30, expand_60, pow_42
#   normalize_21 => clamp_min_21, div_31, expand_61, pow_44
#   q_10 => select_30
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   reshape_20 => view_379
#   transpose_21 => permute_127
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %clone_112 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_112]
#   %clone_113 : Tensor "f32[10, 24, 32, 49][37632, 1568, 49, 1]cuda:0" = PlaceHolder[target=clone_113]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_30 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 0), kwargs = {})
#   %pow_42 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_31, 0.5), kwargs = {})
#   %clamp_min_20 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_42, 1e-12), kwargs = {})
#   %expand_60 : Tensor "f32[10, 24, 49, 32][1176, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_20, [10, 24, 49, 32]), kwargs = {})
#   %div_30 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_30, %expand_60), kwargs = {})
#   %clone_112 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_62,), kwargs = {memory_format: torch.contiguous_format})
#   %view_380 : Tensor "f32[240, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_112, [240, 49, 32]), kwargs = {})
#   %select_31 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 1), kwargs = {})
#   %pow_44 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_32, 0.5), kwargs = {})
#   %clamp_min_21 : Tensor "f32[10, 24, 49, 1][1176, 49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%pow_44, 1e-12), kwargs = {})
#   %expand_61 : Tensor "f32[10, 24, 49, 32][1176, 49, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_21, [10, 24, 49, 32]), kwargs = {})
#   %div_31 : Tensor "f32[10, 24, 49, 32][37632, 32, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%select_31, %expand_61), kwargs = {})
#   %permute_127 : Tensor "f32[10, 24, 32, 49][37632, 32, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_31, [0, 1, 3, 2]), kwargs = {})
#   %clone_113 : Tensor "f32[10, 24, 32, 49][37632, 1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_63,), kwargs = {memory_format: torch.contiguous_format})
#   %view_381 : Tensor "f32[240, 32, 49][1568, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_113, [240, 32, 49]), kwargs = {})
#   %bmm_20 : Tensor "f32[240, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_380, %view_381), kwargs = {})
#   return %bmm_20
triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67 = async_compile.triton('triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 49
    K = 32

    stride_aq = 1568
    stride_am = 32
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 49
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 49*idx_m + 2401*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [input_31, input_32, input_33], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
# Source node to ATen node mapping:
#   input_31 => add_tensor_4, view_384
#   input_32 => relu_10, view_385
#   input_33 => mm_13, permute_129
# Graph fragment:
#   %relu_10 : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0" = PlaceHolder[target=relu_10]
#   %arg216_1 : Tensor "f32[24, 512][512, 1]cuda:0" = PlaceHolder[target=arg216_1]
#   %add_tensor_4 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg215_1, %mm_default_4), kwargs = {})
#   %view_384 : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [1, 13, 13, 512]), kwargs = {})
#   %relu_10 : Tensor "f32[1, 13, 13, 512][86528, 6656, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%view_384,), kwargs = {})
#   %view_385 : Tensor "f32[169, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%relu_10, [169, 512]), kwargs = {})
#   %permute_129 : Tensor "f32[512, 24][1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg216_1, [1, 0]), kwargs = {})
#   %mm_13 : Tensor "f32[169, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_385, %permute_129), kwargs = {})
#   return %mm_13
triton_tem_fused_addmm_mm_relu_t_view_68 = async_compile.triton('triton_tem_fused_addmm_mm_relu_t_view_68', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_mm_relu_t_view_68', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_mm_relu_t_view_68(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 169
    N = 24
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 512
    stride_ak = 1
    stride_bk = 1
    stride_bn = 512

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 24*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 512*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 24*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [attn_60, log_10, clamp_10, logit_scale_10, attn_61, view_131, getitem_55, relative_position_bias_30, permute_42, relative_position_bias_31, sigmoid_10, relative_position_bias_32, unsqueeze_20, attn_62, attn_63], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   attn_60 => view_382
#   attn_61 => mul_98
#   attn_62 => add_113
#   attn_63 => div_32
#   clamp_10 => clamp_max_10
#   getitem_55 => index_30
#   log_10 => full_default_21
#   logit_scale_10 => exp_20
#   permute_42 => permute_130
#   relative_position_bias_30 => view_393
#   relative_position_bias_31 => clone_114
#   relative_position_bias_32 => mul_99
#   sigmoid_10 => sigmoid_10
#   unsqueeze_20 => unsqueeze_20
#   view_131 => view_392
# Graph fragment:
#   %bmm_20 : Tensor "f32[240, 49, 49][2401, 49, 1]cuda:0" = PlaceHolder[target=bmm_20]
#   %arg212_1 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=arg212_1]
#   %arg217_1 : Tensor "i64[49, 49][49, 1]cuda:0" = PlaceHolder[target=arg217_1]
#   %mm_13 : Tensor "f32[169, 24][24, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %getitem_60 : Tensor "f32[10, 24, 49, 1][1184, 49, 1, 11840]cuda:0" = PlaceHolder[target=getitem_60]
#   %getitem_61 : Tensor "f32[10, 24, 49, 1][1184, 49, 1, 11840]cuda:0" = PlaceHolder[target=getitem_61]
#   %view_382 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_20, [10, 24, 49, 49]), kwargs = {})
#   %full_default_21 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_10 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg212_1, %full_default_21), kwargs = {})
#   %exp_20 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_10,), kwargs = {})
#   %mul_98 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_382, %exp_20), kwargs = {})
#   %view_392 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg217_1, [-1]), kwargs = {})
#   %index_30 : Tensor "f32[2401, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_13, [%view_392]), kwargs = {})
#   %view_393 : Tensor "f32[49, 49, 24][1176, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_30, [49, 49, -1]), kwargs = {})
#   %permute_130 : Tensor "f32[24, 49, 49][1, 1176, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_393, [2, 0, 1]), kwargs = {})
#   %clone_114 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_130,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_10 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_114,), kwargs = {})
#   %mul_99 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, 16), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_99, 0), kwargs = {})
#   %add_113 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_98, %unsqueeze_20), kwargs = {})
#   %prepare_softmax_online_default_1 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_113, -1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_113, %getitem_60), kwargs = {})
#   %exp_default_1 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_32 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_61), kwargs = {})
#   return %getitem_60,%getitem_61,%expand_64
triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69 = async_compile.triton('triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16384, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 6934088}}
)
@triton.jit
def triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.full([1, 1], 4.605170249938965, tl.float32)
    tmp3 = triton_helpers.minimum(tmp1, tmp2)
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tmp0 * tmp4
    tmp7 = tl.full([1, 1], 169, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 169)) | ~(r0_mask & xmask), "index out of bounds: 0 <= tmp10 < 169")
    tmp12 = tl.load(in_ptr3 + (x1 + 24*tmp10), r0_mask & xmask, eviction_policy='evict_last')
    tmp13 = tl.sigmoid(tmp12)
    tmp14 = tl.full([1, 1], 16.0, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tmp5 + tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, float("-inf"))
    tmp22 = triton_helpers.max2(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp17 - tmp22
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp16 - tmp22
    tmp30 = libdevice.exp(tmp29)
    tmp31 = (tmp30 / tmp28)
    tl.store(out_ptr2 + (r0_3 + 49*x0 + 2432*x5), tmp31, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, v_10, matmul_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   matmul_21 => clone_116
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   reshape_20 => view_379
#   v_10 => select_32
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %arg209_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg209_1]
#   %arg210_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg210_1]
#   %mm_default_5 : Tensor "f32[490, 2304][2304, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_32 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 2), kwargs = {})
#   %clone_116 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_65,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_116
triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70 = async_compile.triton('triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4521984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = ((xindex // 1568) % 24)
    x1 = ((xindex // 32) % 49)
    x3 = xindex // 37632
    x4 = xindex
    tmp19 = tl.load(in_ptr2 + (1536 + x0 + 32*x2 + 2304*x1 + 112896*x3), xmask)
    tmp0 = 1536 + x0 + 32*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 768, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (1536 + x0 + 32*x2), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1536, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.full(tmp10.shape, 0.0, tmp10.dtype)
    tmp12 = tl.where(tmp9, tmp10, tmp11)
    tmp13 = tmp0 >= tmp7
    tmp14 = tl.full([1], 2304, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr1 + (x0 + 32*x2), tmp13 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp9, tmp12, tmp16)
    tmp18 = tl.where(tmp4, tmp5, tmp17)
    tmp20 = tmp18 + tmp19
    tl.store(out_ptr0 + (x4), tmp20, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, attn_60, log_10, clamp_10, logit_scale_10, attn_61, view_131, getitem_55, relative_position_bias_30, permute_42, relative_position_bias_31, sigmoid_10, relative_position_bias_32, unsqueeze_20, attn_62, attn_63, matmul_21, v_10], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#   attn_60 => view_382
#   attn_61 => mul_98
#   attn_62 => add_113
#   attn_63 => div_32
#   clamp_10 => clamp_max_10
#   getitem_55 => index_30
#   log_10 => full_default_21
#   logit_scale_10 => exp_20
#   matmul_21 => bmm_21, clone_116, view_394, view_395
#   permute_42 => permute_130
#   qkv_20 => add_tensor_5, view_378
#   qkv_21 => permute_126
#   qkv_bias_10 => cat_13
#   relative_position_bias_30 => view_393
#   relative_position_bias_31 => clone_114
#   relative_position_bias_32 => mul_99
#   reshape_20 => view_379
#   sigmoid_10 => sigmoid_10
#   unsqueeze_20 => unsqueeze_20
#   v_10 => select_32
#   view_131 => view_392
#   zeros_like_10 => full_default_20
# Graph fragment:
#   %expand_64 : Tensor "f32[10, 24, 49, 49][58368, 2432, 49, 1]cuda:0" = PlaceHolder[target=expand_64]
#   %clone_116 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0" = PlaceHolder[target=clone_116]
#   %full_default_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_13 : Tensor "f32[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%arg209_1, %full_default_20, %arg210_1],), kwargs = {})
#   %add_tensor_5 : Tensor "f32[490, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat_13, %mm_default_5), kwargs = {})
#   %view_378 : Tensor "f32[10, 49, 2304][112896, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [10, 49, 2304]), kwargs = {})
#   %view_379 : Tensor "f32[10, 49, 3, 24, 32][112896, 2304, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_378, [10, 49, 3, 24, -1]), kwargs = {})
#   %permute_126 : Tensor "f32[3, 10, 24, 49, 32][768, 112896, 32, 2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_379, [2, 0, 3, 1, 4]), kwargs = {})
#   %view_382 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_20, [10, 24, 49, 49]), kwargs = {})
#   %full_default_21 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 4.605170249938965), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %clamp_max_10 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.Tensor](args = (%arg212_1, %full_default_21), kwargs = {})
#   %exp_20 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%clamp_max_10,), kwargs = {})
#   %mul_98 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_382, %exp_20), kwargs = {})
#   %view_392 : Tensor "i64[2401][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%arg217_1, [-1]), kwargs = {})
#   %index_30 : Tensor "f32[2401, 24][24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mm_13, [%view_392]), kwargs = {})
#   %view_393 : Tensor "f32[49, 49, 24][1176, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_30, [49, 49, -1]), kwargs = {})
#   %permute_130 : Tensor "f32[24, 49, 49][1, 1176, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_393, [2, 0, 1]), kwargs = {})
#   %clone_114 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_130,), kwargs = {memory_format: torch.contiguous_format})
#   %sigmoid_10 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%clone_114,), kwargs = {})
#   %mul_99 : Tensor "f32[24, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, 16), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_99, 0), kwargs = {})
#   %add_113 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_98, %unsqueeze_20), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_113, %getitem_60), kwargs = {})
#   %exp_default_1 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_1,), kwargs = {})
#   %div_32 : Tensor "f32[10, 24, 49, 49][57624, 2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_1, %getitem_61), kwargs = {})
#   %view_394 : Tensor "f32[240, 49, 49][2401, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_64, [240, 49, 49]), kwargs = {})
#   %select_32 : Tensor "f32[10, 24, 49, 32][112896, 32, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_126, 0, 2), kwargs = {})
#   %clone_116 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_65,), kwargs = {memory_format: torch.contiguous_format})
#   %view_395 : Tensor "f32[240, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_116, [240, 49, 32]), kwargs = {})
#   %bmm_21 : Tensor "f32[240, 49, 32][1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_394, %view_395), kwargs = {})
#   return %bmm_21
triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71 = async_compile.triton('triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 32, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 49
    N = 32
    K = 49

    stride_aq = 2432
    stride_am = 49
    stride_ak = 1

    stride_bq = 1568
    stride_bk = 32
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 32*idx_m + 1568*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [matmul_21, transpose_22, x_175], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_21 => view_396
#   transpose_22 => permute_131
#   x_175 => clone_117
# Graph fragment:
#   %bmm_21 : Tensor "f32[240, 49, 32][1568, 32, 1]cuda:0" = PlaceHolder[target=bmm_21]
#   %view_396 : Tensor "f32[10, 24, 49, 32][37632, 1568, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_21, [10, 24, 49, 32]), kwargs = {})
#   %permute_131 : Tensor "f32[10, 49, 24, 32][37632, 32, 1568, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_396, [0, 2, 1, 3]), kwargs = {})
#   %clone_117 : Tensor "f32[10, 49, 24, 32][37632, 768, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_131,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_117
triton_poi_fused_clone_transpose_view_72 = async_compile.triton('triton_poi_fused_clone_transpose_view_72', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_72', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4515840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_72(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 376320
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 24)
    x2 = ((xindex // 768) % 49)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 1568*x1 + 37632*x3), xmask)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_176, attn_windows_10, x_178, permute_43, x_179, x_180, layer_norm_24, x_181], Original ATen: [aten.view, aten.permute, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   attn_windows_10 => view_400
#   layer_norm_24 => add_114, add_115, mul_100, mul_101, rsqrt_24, sub_35, var_mean_24
#   permute_43 => permute_133
#   x_176 => view_399
#   x_178 => view_401
#   x_179 => view_402
#   x_180 => view_403
#   x_181 => add_116
# Graph fragment:
#   %addmm_52 : Tensor "f32[490, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_52]
#   %add_112 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0" = PlaceHolder[target=add_112]
#   %getitem_49 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=getitem_49]
#   %buf337 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=buf337]
#   %arg220_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg220_1]
#   %arg221_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg221_1]
#   %view_399 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_52, [10, 49, 768]), kwargs = {})
#   %view_400 : Tensor "f32[10, 7, 7, 768][37632, 5376, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_399, [-1, 7, 7, 768]), kwargs = {})
#   %view_401 : Tensor "f32[10, 1, 1, 7, 7, 768][37632, 37632, 37632, 5376, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_400, [10, 1, 1, 7, 7, -1]), kwargs = {})
#   %permute_133 : Tensor "f32[10, 1, 7, 1, 7, 768][37632, 37632, 5376, 37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_401, [0, 1, 3, 2, 4, 5]), kwargs = {})
#   %view_402 : Tensor "f32[10, 7, 7, 768][37632, 5376, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_133, [10, 7, 7, -1]), kwargs = {})
#   %view_403 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_402, [10, 49, 768]), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_403, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_35 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_403, %getitem_49), kwargs = {})
#   %add_114 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_114,), kwargs = {})
#   %mul_100 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %rsqrt_24), kwargs = {})
#   %mul_101 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_100, %arg220_1), kwargs = {})
#   %add_115 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_101, %arg221_1), kwargs = {})
#   %add_116 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_112, %add_115), kwargs = {})
#   return %getitem_49,%buf337,%add_116
triton_per_fused_add_native_layer_norm_permute_view_73 = async_compile.triton('triton_per_fused_add_native_layer_norm_permute_view_73', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_permute_view_73', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 6027264}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_permute_view_73(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 490
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 768, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp0 - tmp10
    tmp19 = tl.full([1, 1], 768.0, tl.float32)
    tmp20 = (tmp16 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp17 + tmp28
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp29, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_182, x_183], Original ATen: [aten.addmm, aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_182 => add_tensor_3, view_405
#   x_183 => add_117, erf_10, mul_102, mul_103, mul_104
# Graph fragment:
#   %arg223_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg223_1]
#   %mm_default_3 : Tensor "f32[490, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_tensor_3 : Tensor "f32[490, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg223_1, %mm_default_3), kwargs = {})
#   %view_405 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [10, 49, 3072]), kwargs = {})
#   %mul_102 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_405, 0.5), kwargs = {})
#   %mul_103 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_405, 0.7071067811865476), kwargs = {})
#   %erf_10 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_103,), kwargs = {})
#   %add_117 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_10, 1), kwargs = {})
#   %mul_104 : Tensor "f32[10, 49, 3072][150528, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_102, %add_117), kwargs = {})
#   return %mul_104
triton_poi_fused_addmm_gelu_view_74 = async_compile.triton('triton_poi_fused_addmm_gelu_view_74', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_view_74', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 18075648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_view_74(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1505280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 3072)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_200, layer_norm_27, x_202, x_203], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   layer_norm_27 => add_126, add_127, mul_114, mul_115, rsqrt_27, sub_39, var_mean_27
#   x_200 => view_442
#   x_202 => add_128
#   x_203 => var_mean_28
# Graph fragment:
#   %addmm_59 : Tensor "f32[490, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_59]
#   %add_124 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0" = PlaceHolder[target=add_124]
#   %getitem_55 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=getitem_55]
#   %buf371 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=buf371]
#   %arg245_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg245_1]
#   %arg246_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg246_1]
#   %add_128 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0" = PlaceHolder[target=add_128]
#   %view_442 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_59, [10, 49, 768]), kwargs = {})
#   %var_mean_27 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_442, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_39 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_442, %getitem_55), kwargs = {})
#   %add_126 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_54, 1e-05), kwargs = {})
#   %rsqrt_27 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_126,), kwargs = {})
#   %mul_114 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_39, %rsqrt_27), kwargs = {})
#   %mul_115 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_114, %arg245_1), kwargs = {})
#   %add_127 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_115, %arg246_1), kwargs = {})
#   %add_128 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_124, %add_127), kwargs = {})
#   %var_mean_28 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_128, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_55,%buf371,%add_128,%getitem_57,%buf375
triton_per_fused_add_native_layer_norm_view_75 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_75', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_75', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 8, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 7840, 'r0_': 6027264}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_75(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 490
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 768, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp0 - tmp10
    tmp19 = tl.full([1, 1], 768.0, tl.float32)
    tmp20 = (tmp16 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp17 + tmp28
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(r0_mask & xmask, tmp30, 0)
    tmp33 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp35 = tl.where(r0_mask & xmask, tmp33, 0)
    tmp36 = tl.sum(tmp35, 1)[:, None].to(tl.float32)
    tmp37 = (tmp36 / tmp9)
    tmp38 = tmp30 - tmp37
    tmp39 = tmp38 * tmp38
    tmp40 = tl.broadcast_to(tmp39, [XBLOCK, R0_BLOCK])
    tmp42 = tl.where(r0_mask & xmask, tmp40, 0)
    tmp43 = tl.sum(tmp42, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp29, r0_mask & xmask)
    tl.store(out_ptr2 + (x0), tmp37, xmask)
    tl.store(out_ptr3 + (x0), tmp43, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_203, transpose_25, x_204], Original ATen: [aten.native_layer_norm, aten.transpose, aten.unsqueeze, aten.mean]
# Source node to ATen node mapping:
#   transpose_25 => permute_148
#   x_203 => add_129, add_130, mul_116, mul_117, rsqrt_28, sub_40, var_mean_28
#   x_204 => mean, unsqueeze_22
# Graph fragment:
#   %add_128 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0" = PlaceHolder[target=add_128]
#   %getitem_57 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=getitem_57]
#   %buf375 : Tensor "f32[10, 49, 1][49, 1, 490]cuda:0" = PlaceHolder[target=buf375]
#   %arg247_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg247_1]
#   %arg248_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg248_1]
#   %buf377 : Tensor "f32[10, 768, 1, 1][768, 1, 7680, 7680]cuda:0" = PlaceHolder[target=buf377]
#   %var_mean_28 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_128, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_40 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_128, %getitem_57), kwargs = {})
#   %add_129 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_56, 1e-05), kwargs = {})
#   %rsqrt_28 : Tensor "f32[10, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_129,), kwargs = {})
#   %mul_116 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_40, %rsqrt_28), kwargs = {})
#   %mul_117 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, %arg247_1), kwargs = {})
#   %add_130 : Tensor "f32[10, 49, 768][37632, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_117, %arg248_1), kwargs = {})
#   %permute_148 : Tensor "f32[10, 768, 49][37632, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_130, [0, 2, 1]), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[10, 768, 1, 49][37632, 1, 37632, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_148, -2), kwargs = {})
#   %mean : Tensor "f32[10, 768, 1, 1][768, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%unsqueeze_22, [-1, -2], True), kwargs = {})
#   return %buf377,%mean
triton_per_fused_mean_native_layer_norm_transpose_unsqueeze_76 = async_compile.triton('triton_per_fused_mean_native_layer_norm_transpose_unsqueeze_76', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mean_native_layer_norm_transpose_unsqueeze_76', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1572864, 'r0_': 3920}}
)
@triton.jit
def triton_per_fused_mean_native_layer_norm_transpose_unsqueeze_76(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 7680
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
    r0_2 = r0_index
    x0 = (xindex % 768)
    x1 = xindex // 768
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 37632*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 49*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 49*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 768.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1, 1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 49.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)
''', device_str='cuda')


# kernel path: /scrubbed___________________________________________________________
# Topologically Sorted Source Nodes: [x_204, x_205, x_206], Original ATen: [aten.as_strided, aten.squeeze, aten.view, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   x_204 => as_strided, squeeze
#   x_205 => view_443
#   x_206 => addmm_60, permute_149
# Graph fragment:
#   %arg250_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg250_1]
#   %mean : Tensor "f32[10, 768, 1, 1][768, 1, 1, 1]cuda:0" = PlaceHolder[target=mean]
#   %arg249_1 : Tensor "f32[1000, 768][768, 1]cuda:0" = PlaceHolder[target=arg249_1]
#   %as_strided : Tensor "f32[10, 768, 1, 1][768, 1, 768, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.as_strided.default](args = (%mean, [10, 768, 1, 1], [768, 1, 768, 768]), kwargs = {})
#   %squeeze : Tensor "f32[10, 768, 1][768, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%as_strided, -2), kwargs = {})
#   %view_443 : Tensor "f32[10, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%squeeze, [10, 768]), kwargs = {})
#   %permute_149 : Tensor "f32[768, 1000][1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg249_1, [1, 0]), kwargs = {})
#   %addmm_60 : Tensor "f32[10, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%arg250_1, %view_443, %permute_149), kwargs = {})
#   return %addmm_60
triton_tem_fused_addmm_as_strided_squeeze_t_view_77 = async_compile.triton('triton_tem_fused_addmm_as_strided_squeeze_t_view_77', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'in_ptr0': '*fp32', 'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_as_strided_squeeze_t_view_77', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_as_strided_squeeze_t_view_77(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 10
    N = 1000
    K = 768
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 768
    stride_ak = 1
    stride_bk = 1
    stride_bn = 768

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 768*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1000*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 768*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1000*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1 = args
        args.clear()
        assert_size_stride(arg0_1, (10, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(arg1_1, (96, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(arg2_1, (96, ), (1, ))
        assert_size_stride(arg3_1, (96, ), (1, ))
        assert_size_stride(arg4_1, (96, ), (1, ))
        assert_size_stride(arg5_1, (96, ), (1, ))
        assert_size_stride(arg6_1, (96, ), (1, ))
        assert_size_stride(arg7_1, (288, 96), (96, 1))
        assert_size_stride(arg8_1, (3, 1, 1), (1, 1, 1))
        assert_size_stride(arg9_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg10_1, (512, 2), (2, 1))
        assert_size_stride(arg11_1, (512, ), (1, ))
        assert_size_stride(arg12_1, (3, 512), (512, 1))
        assert_size_stride(arg13_1, (49, 49), (49, 1))
        assert_size_stride(arg14_1, (96, 96), (96, 1))
        assert_size_stride(arg15_1, (96, ), (1, ))
        assert_size_stride(arg16_1, (96, ), (1, ))
        assert_size_stride(arg17_1, (96, ), (1, ))
        assert_size_stride(arg18_1, (384, 96), (96, 1))
        assert_size_stride(arg19_1, (384, ), (1, ))
        assert_size_stride(arg20_1, (96, 384), (384, 1))
        assert_size_stride(arg21_1, (96, ), (1, ))
        assert_size_stride(arg22_1, (96, ), (1, ))
        assert_size_stride(arg23_1, (96, ), (1, ))
        assert_size_stride(arg24_1, (64, 49, 49), (2401, 49, 1))
        assert_size_stride(arg25_1, (96, ), (1, ))
        assert_size_stride(arg26_1, (96, ), (1, ))
        assert_size_stride(arg27_1, (288, 96), (96, 1))
        assert_size_stride(arg28_1, (3, 1, 1), (1, 1, 1))
        assert_size_stride(arg29_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg30_1, (512, 2), (2, 1))
        assert_size_stride(arg31_1, (512, ), (1, ))
        assert_size_stride(arg32_1, (3, 512), (512, 1))
        assert_size_stride(arg33_1, (49, 49), (49, 1))
        assert_size_stride(arg34_1, (96, 96), (96, 1))
        assert_size_stride(arg35_1, (96, ), (1, ))
        assert_size_stride(arg36_1, (96, ), (1, ))
        assert_size_stride(arg37_1, (96, ), (1, ))
        assert_size_stride(arg38_1, (384, 96), (96, 1))
        assert_size_stride(arg39_1, (384, ), (1, ))
        assert_size_stride(arg40_1, (96, 384), (384, 1))
        assert_size_stride(arg41_1, (96, ), (1, ))
        assert_size_stride(arg42_1, (96, ), (1, ))
        assert_size_stride(arg43_1, (96, ), (1, ))
        assert_size_stride(arg44_1, (192, 384), (384, 1))
        assert_size_stride(arg45_1, (192, ), (1, ))
        assert_size_stride(arg46_1, (192, ), (1, ))
        assert_size_stride(arg47_1, (192, ), (1, ))
        assert_size_stride(arg48_1, (192, ), (1, ))
        assert_size_stride(arg49_1, (576, 192), (192, 1))
        assert_size_stride(arg50_1, (6, 1, 1), (1, 1, 1))
        assert_size_stride(arg51_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg52_1, (512, 2), (2, 1))
        assert_size_stride(arg53_1, (512, ), (1, ))
        assert_size_stride(arg54_1, (6, 512), (512, 1))
        assert_size_stride(arg55_1, (49, 49), (49, 1))
        assert_size_stride(arg56_1, (192, 192), (192, 1))
        assert_size_stride(arg57_1, (192, ), (1, ))
        assert_size_stride(arg58_1, (192, ), (1, ))
        assert_size_stride(arg59_1, (192, ), (1, ))
        assert_size_stride(arg60_1, (768, 192), (192, 1))
        assert_size_stride(arg61_1, (768, ), (1, ))
        assert_size_stride(arg62_1, (192, 768), (768, 1))
        assert_size_stride(arg63_1, (192, ), (1, ))
        assert_size_stride(arg64_1, (192, ), (1, ))
        assert_size_stride(arg65_1, (192, ), (1, ))
        assert_size_stride(arg66_1, (16, 49, 49), (2401, 49, 1))
        assert_size_stride(arg67_1, (192, ), (1, ))
        assert_size_stride(arg68_1, (192, ), (1, ))
        assert_size_stride(arg69_1, (576, 192), (192, 1))
        assert_size_stride(arg70_1, (6, 1, 1), (1, 1, 1))
        assert_size_stride(arg71_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg72_1, (512, 2), (2, 1))
        assert_size_stride(arg73_1, (512, ), (1, ))
        assert_size_stride(arg74_1, (6, 512), (512, 1))
        assert_size_stride(arg75_1, (49, 49), (49, 1))
        assert_size_stride(arg76_1, (192, 192), (192, 1))
        assert_size_stride(arg77_1, (192, ), (1, ))
        assert_size_stride(arg78_1, (192, ), (1, ))
        assert_size_stride(arg79_1, (192, ), (1, ))
        assert_size_stride(arg80_1, (768, 192), (192, 1))
        assert_size_stride(arg81_1, (768, ), (1, ))
        assert_size_stride(arg82_1, (192, 768), (768, 1))
        assert_size_stride(arg83_1, (192, ), (1, ))
        assert_size_stride(arg84_1, (192, ), (1, ))
        assert_size_stride(arg85_1, (192, ), (1, ))
        assert_size_stride(arg86_1, (384, 768), (768, 1))
        assert_size_stride(arg87_1, (384, ), (1, ))
        assert_size_stride(arg88_1, (384, ), (1, ))
        assert_size_stride(arg89_1, (384, ), (1, ))
        assert_size_stride(arg90_1, (384, ), (1, ))
        assert_size_stride(arg91_1, (1152, 384), (384, 1))
        assert_size_stride(arg92_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg93_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg94_1, (512, 2), (2, 1))
        assert_size_stride(arg95_1, (512, ), (1, ))
        assert_size_stride(arg96_1, (12, 512), (512, 1))
        assert_size_stride(arg97_1, (49, 49), (49, 1))
        assert_size_stride(arg98_1, (384, 384), (384, 1))
        assert_size_stride(arg99_1, (384, ), (1, ))
        assert_size_stride(arg100_1, (384, ), (1, ))
        assert_size_stride(arg101_1, (384, ), (1, ))
        assert_size_stride(arg102_1, (1536, 384), (384, 1))
        assert_size_stride(arg103_1, (1536, ), (1, ))
        assert_size_stride(arg104_1, (384, 1536), (1536, 1))
        assert_size_stride(arg105_1, (384, ), (1, ))
        assert_size_stride(arg106_1, (384, ), (1, ))
        assert_size_stride(arg107_1, (384, ), (1, ))
        assert_size_stride(arg108_1, (4, 49, 49), (2401, 49, 1))
        assert_size_stride(arg109_1, (384, ), (1, ))
        assert_size_stride(arg110_1, (384, ), (1, ))
        assert_size_stride(arg111_1, (1152, 384), (384, 1))
        assert_size_stride(arg112_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg113_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg114_1, (512, 2), (2, 1))
        assert_size_stride(arg115_1, (512, ), (1, ))
        assert_size_stride(arg116_1, (12, 512), (512, 1))
        assert_size_stride(arg117_1, (49, 49), (49, 1))
        assert_size_stride(arg118_1, (384, 384), (384, 1))
        assert_size_stride(arg119_1, (384, ), (1, ))
        assert_size_stride(arg120_1, (384, ), (1, ))
        assert_size_stride(arg121_1, (384, ), (1, ))
        assert_size_stride(arg122_1, (1536, 384), (384, 1))
        assert_size_stride(arg123_1, (1536, ), (1, ))
        assert_size_stride(arg124_1, (384, 1536), (1536, 1))
        assert_size_stride(arg125_1, (384, ), (1, ))
        assert_size_stride(arg126_1, (384, ), (1, ))
        assert_size_stride(arg127_1, (384, ), (1, ))
        assert_size_stride(arg128_1, (384, ), (1, ))
        assert_size_stride(arg129_1, (384, ), (1, ))
        assert_size_stride(arg130_1, (1152, 384), (384, 1))
        assert_size_stride(arg131_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg132_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg133_1, (512, 2), (2, 1))
        assert_size_stride(arg134_1, (512, ), (1, ))
        assert_size_stride(arg135_1, (12, 512), (512, 1))
        assert_size_stride(arg136_1, (49, 49), (49, 1))
        assert_size_stride(arg137_1, (384, 384), (384, 1))
        assert_size_stride(arg138_1, (384, ), (1, ))
        assert_size_stride(arg139_1, (384, ), (1, ))
        assert_size_stride(arg140_1, (384, ), (1, ))
        assert_size_stride(arg141_1, (1536, 384), (384, 1))
        assert_size_stride(arg142_1, (1536, ), (1, ))
        assert_size_stride(arg143_1, (384, 1536), (1536, 1))
        assert_size_stride(arg144_1, (384, ), (1, ))
        assert_size_stride(arg145_1, (384, ), (1, ))
        assert_size_stride(arg146_1, (384, ), (1, ))
        assert_size_stride(arg147_1, (4, 49, 49), (2401, 49, 1))
        assert_size_stride(arg148_1, (384, ), (1, ))
        assert_size_stride(arg149_1, (384, ), (1, ))
        assert_size_stride(arg150_1, (1152, 384), (384, 1))
        assert_size_stride(arg151_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg152_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg153_1, (512, 2), (2, 1))
        assert_size_stride(arg154_1, (512, ), (1, ))
        assert_size_stride(arg155_1, (12, 512), (512, 1))
        assert_size_stride(arg156_1, (49, 49), (49, 1))
        assert_size_stride(arg157_1, (384, 384), (384, 1))
        assert_size_stride(arg158_1, (384, ), (1, ))
        assert_size_stride(arg159_1, (384, ), (1, ))
        assert_size_stride(arg160_1, (384, ), (1, ))
        assert_size_stride(arg161_1, (1536, 384), (384, 1))
        assert_size_stride(arg162_1, (1536, ), (1, ))
        assert_size_stride(arg163_1, (384, 1536), (1536, 1))
        assert_size_stride(arg164_1, (384, ), (1, ))
        assert_size_stride(arg165_1, (384, ), (1, ))
        assert_size_stride(arg166_1, (384, ), (1, ))
        assert_size_stride(arg167_1, (384, ), (1, ))
        assert_size_stride(arg168_1, (384, ), (1, ))
        assert_size_stride(arg169_1, (1152, 384), (384, 1))
        assert_size_stride(arg170_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg171_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg172_1, (512, 2), (2, 1))
        assert_size_stride(arg173_1, (512, ), (1, ))
        assert_size_stride(arg174_1, (12, 512), (512, 1))
        assert_size_stride(arg175_1, (49, 49), (49, 1))
        assert_size_stride(arg176_1, (384, 384), (384, 1))
        assert_size_stride(arg177_1, (384, ), (1, ))
        assert_size_stride(arg178_1, (384, ), (1, ))
        assert_size_stride(arg179_1, (384, ), (1, ))
        assert_size_stride(arg180_1, (1536, 384), (384, 1))
        assert_size_stride(arg181_1, (1536, ), (1, ))
        assert_size_stride(arg182_1, (384, 1536), (1536, 1))
        assert_size_stride(arg183_1, (384, ), (1, ))
        assert_size_stride(arg184_1, (384, ), (1, ))
        assert_size_stride(arg185_1, (384, ), (1, ))
        assert_size_stride(arg186_1, (4, 49, 49), (2401, 49, 1))
        assert_size_stride(arg187_1, (384, ), (1, ))
        assert_size_stride(arg188_1, (384, ), (1, ))
        assert_size_stride(arg189_1, (1152, 384), (384, 1))
        assert_size_stride(arg190_1, (12, 1, 1), (1, 1, 1))
        assert_size_stride(arg191_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg192_1, (512, 2), (2, 1))
        assert_size_stride(arg193_1, (512, ), (1, ))
        assert_size_stride(arg194_1, (12, 512), (512, 1))
        assert_size_stride(arg195_1, (49, 49), (49, 1))
        assert_size_stride(arg196_1, (384, 384), (384, 1))
        assert_size_stride(arg197_1, (384, ), (1, ))
        assert_size_stride(arg198_1, (384, ), (1, ))
        assert_size_stride(arg199_1, (384, ), (1, ))
        assert_size_stride(arg200_1, (1536, 384), (384, 1))
        assert_size_stride(arg201_1, (1536, ), (1, ))
        assert_size_stride(arg202_1, (384, 1536), (1536, 1))
        assert_size_stride(arg203_1, (384, ), (1, ))
        assert_size_stride(arg204_1, (384, ), (1, ))
        assert_size_stride(arg205_1, (384, ), (1, ))
        assert_size_stride(arg206_1, (768, 1536), (1536, 1))
        assert_size_stride(arg207_1, (768, ), (1, ))
        assert_size_stride(arg208_1, (768, ), (1, ))
        assert_size_stride(arg209_1, (768, ), (1, ))
        assert_size_stride(arg210_1, (768, ), (1, ))
        assert_size_stride(arg211_1, (2304, 768), (768, 1))
        assert_size_stride(arg212_1, (24, 1, 1), (1, 1, 1))
        assert_size_stride(arg213_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg214_1, (512, 2), (2, 1))
        assert_size_stride(arg215_1, (512, ), (1, ))
        assert_size_stride(arg216_1, (24, 512), (512, 1))
        assert_size_stride(arg217_1, (49, 49), (49, 1))
        assert_size_stride(arg218_1, (768, 768), (768, 1))
        assert_size_stride(arg219_1, (768, ), (1, ))
        assert_size_stride(arg220_1, (768, ), (1, ))
        assert_size_stride(arg221_1, (768, ), (1, ))
        assert_size_stride(arg222_1, (3072, 768), (768, 1))
        assert_size_stride(arg223_1, (3072, ), (1, ))
        assert_size_stride(arg224_1, (768, 3072), (3072, 1))
        assert_size_stride(arg225_1, (768, ), (1, ))
        assert_size_stride(arg226_1, (768, ), (1, ))
        assert_size_stride(arg227_1, (768, ), (1, ))
        assert_size_stride(arg228_1, (768, ), (1, ))
        assert_size_stride(arg229_1, (768, ), (1, ))
        assert_size_stride(arg230_1, (2304, 768), (768, 1))
        assert_size_stride(arg231_1, (24, 1, 1), (1, 1, 1))
        assert_size_stride(arg232_1, (1, 13, 13, 2), (338, 26, 2, 1))
        assert_size_stride(arg233_1, (512, 2), (2, 1))
        assert_size_stride(arg234_1, (512, ), (1, ))
        assert_size_stride(arg235_1, (24, 512), (512, 1))
        assert_size_stride(arg236_1, (49, 49), (49, 1))
        assert_size_stride(arg237_1, (768, 768), (768, 1))
        assert_size_stride(arg238_1, (768, ), (1, ))
        assert_size_stride(arg239_1, (768, ), (1, ))
        assert_size_stride(arg240_1, (768, ), (1, ))
        assert_size_stride(arg241_1, (3072, 768), (768, 1))
        assert_size_stride(arg242_1, (3072, ), (1, ))
        assert_size_stride(arg243_1, (768, 3072), (3072, 1))
        assert_size_stride(arg244_1, (768, ), (1, ))
        assert_size_stride(arg245_1, (768, ), (1, ))
        assert_size_stride(arg246_1, (768, ), (1, ))
        assert_size_stride(arg247_1, (768, ), (1, ))
        assert_size_stride(arg248_1, (768, ), (1, ))
        assert_size_stride(arg249_1, (1000, 768), (768, 1))
        assert_size_stride(arg250_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            buf0 = extern_kernels.convolution(arg0_1, arg1_1, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (10, 96, 56, 56), (301056, 3136, 56, 1), 'unknown_op')
            del arg0_1
            del arg1_1
            buf4 = empty_strided_cuda((10, 3136, 96), (301056, 96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d, flatten, x, x_1], Original ATen: [aten.convolution, aten.view, aten.transpose, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_transpose_view_0.run(buf0, arg2_1, arg3_1, arg4_1, buf4, 31360, 96, stream=stream0)
            del arg2_1
            del arg3_1
            del arg4_1
            buf5 = reinterpret_tensor(buf0, (10, 8, 8, 7, 7, 96), (301056, 37632, 4704, 672, 96, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [x_3, x_4, permute, contiguous], Original ATen: [aten.view, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_1.run(buf4, buf5, 3010560, stream=stream0)
            buf6 = empty_strided_cuda((31360, 288), (288, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_3, x_4, permute, contiguous, windows, x_windows, qkv], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf5, (31360, 96), (96, 1), 0), reinterpret_tensor(arg7_1, (96, 288), (1, 96), 0), out=buf6)
            del arg7_1
            buf9 = reinterpret_tensor(buf5, (640, 3, 49, 32), (4704, 1568, 32, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, q, normalize, attn], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2.run(arg5_1, arg6_1, buf6, buf9, 94080, 32, stream=stream0)
            buf8 = empty_strided_cuda((640, 3, 49, 1), (147, 1, 3, 94080), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, k, normalize_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3.run(arg5_1, arg6_1, buf6, buf8, 94080, 32, stream=stream0)
            buf10 = empty_strided_cuda((640, 3, 32, 49), (4704, 1568, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, k, normalize_1, transpose_1, attn], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4.run(arg5_1, arg6_1, buf6, buf8, buf10, 31360, 96, stream=stream0)
            del buf8
            buf11 = empty_strided_cuda((1920, 49, 49), (2401, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, q, normalize, attn, k, normalize_1, transpose_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5.run(buf9, buf10, buf11, 1, 1920, 1, stream=stream0)
            del buf10
            buf12 = empty_strided_cuda((169, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg9_1, arg10_1, buf12, 96, 1, 1, stream=stream0)
            del arg10_1
            del arg9_1
            buf13 = reinterpret_tensor(buf12, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf13, arg11_1, 86528, stream=stream0)
            del arg11_1
            buf14 = empty_strided_cuda((169, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_mm_relu_t_view_8.run(buf13, arg12_1, buf14, 6, 1, 1, stream=stream0)
            del arg12_1
            del buf13
            buf17 = empty_strided_cuda((640, 3, 49, 49), (7296, 2432, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn, log, clamp, logit_scale, attn_1, view_5, getitem_3, relative_position_bias, permute_2, relative_position_bias_1, sigmoid, relative_position_bias_2, unsqueeze, attn_2, attn_3], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_9.run(buf11, arg8_1, arg13_1, buf14, buf17, 94080, 49, stream=stream0)
            del arg13_1
            del arg8_1
            del buf11
            del buf14
            buf18 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, v, matmul_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10.run(arg5_1, arg6_1, buf6, buf18, 3010560, stream=stream0)
            del arg5_1
            del arg6_1
            del buf6
            buf19 = empty_strided_cuda((1920, 49, 32), (1568, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like, qkv_bias, qkv, reshape, qkv_1, attn, log, clamp, logit_scale, attn_1, view_5, getitem_3, relative_position_bias, permute_2, relative_position_bias_1, sigmoid, relative_position_bias_2, unsqueeze, attn_2, attn_3, matmul_1, v], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11.run(buf17, buf18, buf19, 1, 1920, 1, stream=stream0)
            del buf17
            buf20 = reinterpret_tensor(buf18, (640, 49, 3, 32), (4704, 96, 32, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, transpose_2, x_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_12.run(buf19, buf20, 3010560, stream=stream0)
            buf21 = reinterpret_tensor(buf19, (31360, 96), (96, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, transpose_2, x_5, x_6], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf20, (31360, 96), (96, 1), 0), reinterpret_tensor(arg14_1, (96, 96), (1, 96), 0), out=buf21)
            del arg14_1
            del buf20
            buf25 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [x_6, attn_windows, x_8, permute_3, contiguous_2, x_9, x_10, layer_norm_1, x_11], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_view_13.run(buf25, arg15_1, buf21, arg16_1, arg17_1, 31360, 96, stream=stream0)
            del arg15_1
            del arg16_1
            del arg17_1
            del buf21
            buf26 = empty_strided_cuda((31360, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf25, (31360, 96), (96, 1), 0), reinterpret_tensor(arg18_1, (96, 384), (1, 96), 0), out=buf26)
            del arg18_1
            buf27 = reinterpret_tensor(buf26, (10, 3136, 384), (1204224, 384, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_14.run(buf27, arg19_1, 12042240, stream=stream0)
            del arg19_1
            buf28 = empty_strided_cuda((31360, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_12, x_13, x_15], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.bias_addmm(reinterpret_tensor(arg21_1, (31360, 96), (0, 1), 0), reinterpret_tensor(buf27, (31360, 384), (384, 1), 0), reinterpret_tensor(arg20_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf28)
            del arg20_1
            del arg21_1
            del buf27
            buf32 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_15, layer_norm_2, x_17], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_15.run(buf32, buf28, arg22_1, arg23_1, 31360, 96, stream=stream0)
            del arg22_1
            del arg23_1
            buf33 = reinterpret_tensor(buf28, (10, 8, 8, 7, 7, 96), (301056, 37632, 4704, 672, 96, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [x_18, shifted_x, x_19, permute_4, contiguous_3], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_roll_view_16.run(buf32, buf33, 3010560, stream=stream0)
            buf34 = empty_strided_cuda((31360, 288), (288, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_18, shifted_x, x_19, permute_4, contiguous_3, windows_1, x_windows_1, qkv_2], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf33, (31360, 96), (96, 1), 0), reinterpret_tensor(arg27_1, (96, 288), (1, 96), 0), out=buf34)
            del arg27_1
            buf37 = reinterpret_tensor(buf33, (640, 3, 49, 32), (4704, 1568, 32, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, q_1, normalize_2, attn_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_2.run(arg25_1, arg26_1, buf34, buf37, 94080, 32, stream=stream0)
            buf36 = empty_strided_cuda((640, 3, 49, 1), (147, 1, 3, 94080), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, k_1, normalize_3], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_3.run(arg25_1, arg26_1, buf34, buf36, 94080, 32, stream=stream0)
            buf38 = empty_strided_cuda((640, 3, 32, 49), (4704, 1568, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, k_1, normalize_3, transpose_3, attn_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_4.run(arg25_1, arg26_1, buf34, buf36, buf38, 31360, 96, stream=stream0)
            del buf36
            buf39 = empty_strided_cuda((1920, 49, 49), (2401, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, q_1, normalize_2, attn_5, k_1, normalize_3, transpose_3], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_5.run(buf37, buf38, buf39, 1, 1920, 1, stream=stream0)
            del buf37
            del buf38
            buf40 = empty_strided_cuda((169, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg29_1, arg30_1, buf40, 96, 1, 1, stream=stream0)
            del arg29_1
            del arg30_1
            buf41 = reinterpret_tensor(buf40, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf41, arg31_1, 86528, stream=stream0)
            del arg31_1
            buf42 = empty_strided_cuda((169, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_4, input_5, input_6], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_mm_relu_t_view_8.run(buf41, arg32_1, buf42, 6, 1, 1, stream=stream0)
            del arg32_1
            del buf41
            buf43 = empty_strided_cuda((10, 64, 3, 49, 49), (466944, 7296, 2432, 49, 1), torch.float32)
            buf46 = reinterpret_tensor(buf43, (640, 3, 49, 49), (7296, 2432, 49, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [attn_5, log_1, clamp_1, logit_scale_1, attn_6, view_16, getitem_7, relative_position_bias_3, permute_6, relative_position_bias_4, sigmoid_1, relative_position_bias_5, unsqueeze_1, attn_7, view_18, unsqueeze_2, unsqueeze_3, attn_8, attn_9, attn_10], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_17.run(buf46, buf39, arg28_1, arg33_1, buf42, arg24_1, 94080, 49, stream=stream0)
            del arg24_1
            del arg28_1
            del arg33_1
            del buf39
            del buf42
            buf47 = empty_strided_cuda((640, 3, 49, 32), (4704, 1568, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, v_1, matmul_3], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_10.run(arg25_1, arg26_1, buf34, buf47, 3010560, stream=stream0)
            del arg25_1
            del arg26_1
            del buf34
            buf48 = empty_strided_cuda((1920, 49, 32), (1568, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_1, qkv_bias_1, qkv_2, reshape_2, qkv_3, attn_5, log_1, clamp_1, logit_scale_1, attn_6, view_16, getitem_7, relative_position_bias_3, permute_6, relative_position_bias_4, sigmoid_1, relative_position_bias_5, unsqueeze_1, attn_7, view_18, unsqueeze_2, unsqueeze_3, attn_8, attn_9, attn_10, matmul_3, v_1], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_11.run(buf46, buf47, buf48, 1, 1920, 1, stream=stream0)
            del buf46
            buf49 = reinterpret_tensor(buf47, (640, 49, 3, 32), (4704, 96, 32, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [matmul_3, transpose_4, x_20], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_12.run(buf48, buf49, 3010560, stream=stream0)
            buf50 = reinterpret_tensor(buf48, (31360, 96), (96, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [matmul_3, transpose_4, x_20, x_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf49, (31360, 96), (96, 1), 0), reinterpret_tensor(arg34_1, (96, 96), (1, 96), 0), out=buf50)
            del arg34_1
            del buf49
            buf54 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [x_21, attn_windows_1, x_23, permute_7, contiguous_5, x_24, x_25, x_26, layer_norm_3, x_27], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_18.run(buf54, arg35_1, buf50, arg36_1, arg37_1, 31360, 96, stream=stream0)
            del arg35_1
            del arg36_1
            del arg37_1
            del buf50
            buf55 = empty_strided_cuda((31360, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf54, (31360, 96), (96, 1), 0), reinterpret_tensor(arg38_1, (96, 384), (1, 96), 0), out=buf55)
            del arg38_1
            buf56 = reinterpret_tensor(buf55, (10, 3136, 384), (1204224, 384, 1), 0); del buf55  # reuse
            # Topologically Sorted Source Nodes: [x_28, x_29], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_14.run(buf56, arg39_1, 12042240, stream=stream0)
            del arg39_1
            buf57 = empty_strided_cuda((31360, 96), (96, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_28, x_29, x_31], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.bias_addmm(reinterpret_tensor(arg41_1, (31360, 96), (0, 1), 0), reinterpret_tensor(buf56, (31360, 384), (384, 1), 0), reinterpret_tensor(arg40_1, (384, 96), (1, 384), 0), alpha=1, beta=1, out=buf57)
            del arg40_1
            del arg41_1
            del buf56
            buf61 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_15.run(buf61, buf57, arg42_1, arg43_1, 31360, 96, stream=stream0)
            del arg42_1
            del arg43_1
            buf66 = reinterpret_tensor(buf57, (10, 28, 28, 384), (301056, 10752, 384, 1), 0); del buf57  # reuse
            buf62 = reinterpret_tensor(buf66, (10, 28, 28, 96), (301056, 10752, 384, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_19.run(buf61, buf62, 752640, stream=stream0)
            buf63 = reinterpret_tensor(buf66, (10, 28, 28, 96), (301056, 10752, 384, 1), 96)  # alias
            # Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_20.run(buf61, buf63, 752640, stream=stream0)
            buf64 = reinterpret_tensor(buf66, (10, 28, 28, 96), (301056, 10752, 384, 1), 192)  # alias
            # Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_21.run(buf61, buf64, 752640, stream=stream0)
            buf65 = reinterpret_tensor(buf66, (10, 28, 28, 96), (301056, 10752, 384, 1), 288)  # alias
            # Topologically Sorted Source Nodes: [x_31, layer_norm_4, x_33, x_34, x0, x1, x2, x3, x_35], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_22.run(buf61, buf65, 752640, stream=stream0)
            del buf61
            del buf62
            del buf63
            del buf64
            del buf65
            buf67 = empty_strided_cuda((7840, 192), (192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_36, x_37], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf66, (7840, 384), (384, 1), 0), reinterpret_tensor(arg44_1, (384, 192), (1, 384), 0), out=buf67)
            del arg44_1
            del buf66
            buf71 = reinterpret_tensor(buf67, (10, 784, 192), (150528, 192, 1), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_native_layer_norm_23.run(buf71, arg45_1, arg46_1, 7840, 192, stream=stream0)
            del arg45_1
            del arg46_1
            buf72 = empty_strided_cuda((10, 4, 4, 7, 7, 192), (150528, 37632, 9408, 1344, 192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_39, x_40, permute_8, contiguous_6], Original ATen: [aten.view, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_24.run(buf71, buf72, 1505280, stream=stream0)
            buf73 = empty_strided_cuda((7840, 576), (576, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_39, x_40, permute_8, contiguous_6, windows_2, x_windows_2, qkv_4], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf72, (7840, 192), (192, 1), 0), reinterpret_tensor(arg49_1, (192, 576), (1, 192), 0), out=buf73)
            del arg49_1
            buf76 = reinterpret_tensor(buf72, (160, 6, 49, 32), (9408, 1568, 32, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, q_2, normalize_4, attn_12], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25.run(arg47_1, arg48_1, buf73, buf76, 47040, 32, stream=stream0)
            buf75 = empty_strided_cuda((160, 6, 49, 1), (294, 1, 6, 47040), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, k_2, normalize_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26.run(arg47_1, arg48_1, buf73, buf75, 47040, 32, stream=stream0)
            buf77 = empty_strided_cuda((160, 6, 32, 49), (9408, 1568, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, k_2, normalize_5, transpose_5, attn_12], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27.run(arg47_1, arg48_1, buf73, buf75, buf77, 7840, 192, stream=stream0)
            buf78 = empty_strided_cuda((960, 49, 49), (2401, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, q_2, normalize_4, attn_12, k_2, normalize_5, transpose_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28.run(buf76, buf77, buf78, 1, 960, 1, stream=stream0)
            buf79 = empty_strided_cuda((169, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg51_1, arg52_1, buf79, 96, 1, 1, stream=stream0)
            del arg51_1
            del arg52_1
            buf80 = reinterpret_tensor(buf79, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [input_7, input_8], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf80, arg53_1, 86528, stream=stream0)
            del arg53_1
            buf81 = empty_strided_cuda((169, 6), (6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7, input_8, input_9], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf80, (169, 512), (512, 1), 0), reinterpret_tensor(arg54_1, (512, 6), (1, 512), 0), out=buf81)
            del arg54_1
            buf84 = empty_strided_cuda((160, 6, 49, 49), (14592, 2432, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_12, log_2, clamp_2, logit_scale_2, attn_13, view_31, getitem_15, relative_position_bias_6, permute_10, relative_position_bias_7, sigmoid_2, relative_position_bias_8, unsqueeze_4, attn_14, attn_15], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_29.run(buf78, arg50_1, arg55_1, buf81, buf84, 47040, 49, stream=stream0)
            del arg50_1
            del arg55_1
            buf85 = reinterpret_tensor(buf77, (160, 6, 49, 32), (9408, 1568, 32, 1), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, v_2, matmul_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30.run(arg47_1, arg48_1, buf73, buf85, 1505280, stream=stream0)
            del arg47_1
            del arg48_1
            buf86 = reinterpret_tensor(buf76, (960, 49, 32), (1568, 32, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_2, qkv_bias_2, qkv_4, reshape_4, qkv_5, attn_12, log_2, clamp_2, logit_scale_2, attn_13, view_31, getitem_15, relative_position_bias_6, permute_10, relative_position_bias_7, sigmoid_2, relative_position_bias_8, unsqueeze_4, attn_14, attn_15, matmul_5, v_2], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31.run(buf84, buf85, buf86, 1, 960, 1, stream=stream0)
            buf87 = reinterpret_tensor(buf85, (160, 49, 6, 32), (9408, 192, 32, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [matmul_5, transpose_6, x_41], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_32.run(buf86, buf87, 1505280, stream=stream0)
            buf88 = reinterpret_tensor(buf86, (7840, 192), (192, 1), 0); del buf86  # reuse
            # Topologically Sorted Source Nodes: [matmul_5, transpose_6, x_41, x_42], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf87, (7840, 192), (192, 1), 0), reinterpret_tensor(arg56_1, (192, 192), (1, 192), 0), out=buf88)
            del arg56_1
            buf92 = buf71; del buf71  # reuse
            # Topologically Sorted Source Nodes: [x_42, attn_windows_2, x_44, permute_11, contiguous_8, x_45, x_46, layer_norm_6, x_47], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_33.run(buf92, arg57_1, buf88, arg58_1, arg59_1, 7840, 192, stream=stream0)
            del arg57_1
            del arg58_1
            del arg59_1
            buf93 = empty_strided_cuda((7840, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf92, (7840, 192), (192, 1), 0), reinterpret_tensor(arg60_1, (192, 768), (1, 192), 0), out=buf93)
            del arg60_1
            buf94 = reinterpret_tensor(buf93, (10, 784, 768), (602112, 768, 1), 0); del buf93  # reuse
            # Topologically Sorted Source Nodes: [x_48, x_49], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_34.run(buf94, arg61_1, 6021120, stream=stream0)
            del arg61_1
            buf95 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [x_48, x_49, x_51], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.bias_addmm(reinterpret_tensor(arg63_1, (7840, 192), (0, 1), 0), reinterpret_tensor(buf94, (7840, 768), (768, 1), 0), reinterpret_tensor(arg62_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf95)
            del arg62_1
            del arg63_1
            buf99 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [x_51, layer_norm_7, x_53], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_35.run(buf99, buf95, arg64_1, arg65_1, 7840, 192, stream=stream0)
            del arg64_1
            del arg65_1
            buf100 = reinterpret_tensor(buf95, (10, 4, 4, 7, 7, 192), (150528, 37632, 9408, 1344, 192, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [x_54, shifted_x_1, x_55, permute_12, contiguous_9], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_roll_view_36.run(buf99, buf100, 1505280, stream=stream0)
            buf101 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [x_54, shifted_x_1, x_55, permute_12, contiguous_9, windows_3, x_windows_3, qkv_6], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf100, (7840, 192), (192, 1), 0), reinterpret_tensor(arg69_1, (192, 576), (1, 192), 0), out=buf101)
            del arg69_1
            buf104 = reinterpret_tensor(buf100, (160, 6, 49, 32), (9408, 1568, 32, 1), 0); del buf100  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, q_3, normalize_6, attn_17], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_25.run(arg67_1, arg68_1, buf101, buf104, 47040, 32, stream=stream0)
            buf103 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, k_3, normalize_7], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_26.run(arg67_1, arg68_1, buf101, buf103, 47040, 32, stream=stream0)
            buf105 = reinterpret_tensor(buf87, (160, 6, 32, 49), (9408, 1568, 49, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, k_3, normalize_7, transpose_7, attn_17], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_27.run(arg67_1, arg68_1, buf101, buf103, buf105, 7840, 192, stream=stream0)
            del buf103
            buf106 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, q_3, normalize_6, attn_17, k_3, normalize_7, transpose_7], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_28.run(buf104, buf105, buf106, 1, 960, 1, stream=stream0)
            buf107 = reinterpret_tensor(buf80, (169, 512), (512, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [input_10], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg71_1, arg72_1, buf107, 96, 1, 1, stream=stream0)
            del arg71_1
            del arg72_1
            buf108 = reinterpret_tensor(buf107, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf107  # reuse
            # Topologically Sorted Source Nodes: [input_10, input_11], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf108, arg73_1, 86528, stream=stream0)
            del arg73_1
            buf109 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf108, (169, 512), (512, 1), 0), reinterpret_tensor(arg74_1, (512, 6), (1, 512), 0), out=buf109)
            del arg74_1
            buf110 = reinterpret_tensor(buf84, (10, 16, 6, 49, 49), (233472, 14592, 2432, 49, 1), 0); del buf84  # reuse
            buf113 = reinterpret_tensor(buf110, (160, 6, 49, 49), (14592, 2432, 49, 1), 0); del buf110  # reuse
            # Topologically Sorted Source Nodes: [attn_17, log_3, clamp_3, logit_scale_3, attn_18, view_42, getitem_19, relative_position_bias_9, permute_14, relative_position_bias_10, sigmoid_3, relative_position_bias_11, unsqueeze_5, attn_19, view_44, unsqueeze_6, unsqueeze_7, attn_20, attn_21, attn_22], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_37.run(buf113, buf106, arg70_1, arg75_1, buf109, arg66_1, 47040, 49, stream=stream0)
            del arg66_1
            del arg70_1
            del arg75_1
            del buf106
            del buf109
            buf114 = reinterpret_tensor(buf105, (160, 6, 49, 32), (9408, 1568, 32, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, v_3, matmul_7], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_30.run(arg67_1, arg68_1, buf101, buf114, 1505280, stream=stream0)
            del arg67_1
            del arg68_1
            del buf101
            buf115 = reinterpret_tensor(buf104, (960, 49, 32), (1568, 32, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_3, qkv_bias_3, qkv_6, reshape_6, qkv_7, attn_17, log_3, clamp_3, logit_scale_3, attn_18, view_42, getitem_19, relative_position_bias_9, permute_14, relative_position_bias_10, sigmoid_3, relative_position_bias_11, unsqueeze_5, attn_19, view_44, unsqueeze_6, unsqueeze_7, attn_20, attn_21, attn_22, matmul_7, v_3], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_31.run(buf113, buf114, buf115, 1, 960, 1, stream=stream0)
            del buf113
            buf116 = reinterpret_tensor(buf114, (160, 49, 6, 32), (9408, 192, 32, 1), 0); del buf114  # reuse
            # Topologically Sorted Source Nodes: [matmul_7, transpose_8, x_56], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_32.run(buf115, buf116, 1505280, stream=stream0)
            buf117 = reinterpret_tensor(buf115, (7840, 192), (192, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [matmul_7, transpose_8, x_56, x_57], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf116, (7840, 192), (192, 1), 0), reinterpret_tensor(arg76_1, (192, 192), (1, 192), 0), out=buf117)
            del arg76_1
            del buf116
            buf121 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [x_57, attn_windows_3, x_59, permute_15, contiguous_11, x_60, x_61, x_62, layer_norm_8, x_63], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_38.run(buf121, arg77_1, buf117, arg78_1, arg79_1, 7840, 192, stream=stream0)
            del arg77_1
            del arg78_1
            del arg79_1
            buf122 = reinterpret_tensor(buf94, (7840, 768), (768, 1), 0); del buf94  # reuse
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf121, (7840, 192), (192, 1), 0), reinterpret_tensor(arg80_1, (192, 768), (1, 192), 0), out=buf122)
            del arg80_1
            buf123 = reinterpret_tensor(buf122, (10, 784, 768), (602112, 768, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [x_64, x_65], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_34.run(buf123, arg81_1, 6021120, stream=stream0)
            del arg81_1
            buf124 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [x_64, x_65, x_67], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.bias_addmm(reinterpret_tensor(arg83_1, (7840, 192), (0, 1), 0), reinterpret_tensor(buf123, (7840, 768), (768, 1), 0), reinterpret_tensor(arg82_1, (768, 192), (1, 768), 0), alpha=1, beta=1, out=buf124)
            del arg82_1
            del arg83_1
            del buf123
            buf128 = buf121; del buf121  # reuse
            # Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_35.run(buf128, buf124, arg84_1, arg85_1, 7840, 192, stream=stream0)
            del arg84_1
            del arg85_1
            buf133 = reinterpret_tensor(buf124, (10, 14, 14, 768), (150528, 10752, 768, 1), 0); del buf124  # reuse
            buf129 = reinterpret_tensor(buf133, (10, 14, 14, 192), (150528, 10752, 768, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_39.run(buf128, buf129, 376320, stream=stream0)
            buf130 = reinterpret_tensor(buf133, (10, 14, 14, 192), (150528, 10752, 768, 1), 192)  # alias
            # Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_40.run(buf128, buf130, 376320, stream=stream0)
            buf131 = reinterpret_tensor(buf133, (10, 14, 14, 192), (150528, 10752, 768, 1), 384)  # alias
            # Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_41.run(buf128, buf131, 376320, stream=stream0)
            buf132 = reinterpret_tensor(buf133, (10, 14, 14, 192), (150528, 10752, 768, 1), 576)  # alias
            # Topologically Sorted Source Nodes: [x_67, layer_norm_9, x_69, x_70, x0_1, x1_1, x2_1, x3_1, x_71], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_42.run(buf128, buf132, 376320, stream=stream0)
            del buf128
            del buf129
            del buf130
            del buf131
            del buf132
            buf134 = empty_strided_cuda((1960, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_72, x_73], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf133, (1960, 768), (768, 1), 0), reinterpret_tensor(arg86_1, (768, 384), (1, 768), 0), out=buf134)
            del arg86_1
            buf138 = reinterpret_tensor(buf134, (10, 196, 384), (75264, 384, 1), 0); del buf134  # reuse
            # Topologically Sorted Source Nodes: [x_73, x_74], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_native_layer_norm_43.run(buf138, arg87_1, arg88_1, 1960, 384, stream=stream0)
            del arg87_1
            del arg88_1
            buf139 = empty_strided_cuda((10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_75, x_76, permute_16, contiguous_12], Original ATen: [aten.view, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_44.run(buf138, buf139, 752640, stream=stream0)
            buf140 = empty_strided_cuda((1960, 1152), (1152, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_75, x_76, permute_16, contiguous_12, windows_4, x_windows_4, qkv_8], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf139, (1960, 384), (384, 1), 0), reinterpret_tensor(arg91_1, (384, 1152), (1, 384), 0), out=buf140)
            del arg91_1
            buf143 = reinterpret_tensor(buf139, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf139  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, q_4, normalize_8, attn_24], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg89_1, arg90_1, buf140, buf143, 23520, 32, stream=stream0)
            buf142 = empty_strided_cuda((40, 12, 49, 1), (588, 1, 12, 23520), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, k_4, normalize_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg89_1, arg90_1, buf140, buf142, 23520, 32, stream=stream0)
            buf144 = empty_strided_cuda((40, 12, 32, 49), (18816, 1568, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, k_4, normalize_9, transpose_9, attn_24], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg89_1, arg90_1, buf140, buf142, buf144, 1960, 384, stream=stream0)
            buf145 = empty_strided_cuda((480, 49, 49), (2401, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, q_4, normalize_8, attn_24, k_4, normalize_9, transpose_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf143, buf144, buf145, 1, 480, 1, stream=stream0)
            buf146 = reinterpret_tensor(buf108, (169, 512), (512, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [input_13], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg93_1, arg94_1, buf146, 96, 1, 1, stream=stream0)
            del arg93_1
            del arg94_1
            buf147 = reinterpret_tensor(buf146, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf147, arg95_1, 86528, stream=stream0)
            del arg95_1
            buf148 = empty_strided_cuda((169, 12), (12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_13, input_14, input_15], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf147, (169, 512), (512, 1), 0), reinterpret_tensor(arg96_1, (512, 12), (1, 512), 0), out=buf148)
            del arg96_1
            buf151 = empty_strided_cuda((40, 12, 49, 49), (29184, 2432, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_24, log_4, clamp_4, logit_scale_4, attn_25, view_57, getitem_27, relative_position_bias_12, permute_18, relative_position_bias_13, sigmoid_4, relative_position_bias_14, unsqueeze_8, attn_26, attn_27], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49.run(buf145, arg92_1, arg97_1, buf148, buf151, 23520, 49, stream=stream0)
            del arg92_1
            del arg97_1
            buf152 = reinterpret_tensor(buf144, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, v_4, matmul_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg89_1, arg90_1, buf140, buf152, 752640, stream=stream0)
            del arg89_1
            del arg90_1
            buf153 = reinterpret_tensor(buf143, (480, 49, 32), (1568, 32, 1), 0); del buf143  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_4, qkv_bias_4, qkv_8, reshape_8, qkv_9, attn_24, log_4, clamp_4, logit_scale_4, attn_25, view_57, getitem_27, relative_position_bias_12, permute_18, relative_position_bias_13, sigmoid_4, relative_position_bias_14, unsqueeze_8, attn_26, attn_27, matmul_9, v_4], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf151, buf152, buf153, 1, 480, 1, stream=stream0)
            buf154 = reinterpret_tensor(buf152, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf152  # reuse
            # Topologically Sorted Source Nodes: [matmul_9, transpose_10, x_77], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf153, buf154, 752640, stream=stream0)
            buf155 = reinterpret_tensor(buf153, (1960, 384), (384, 1), 0); del buf153  # reuse
            # Topologically Sorted Source Nodes: [matmul_9, transpose_10, x_77, x_78], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf154, (1960, 384), (384, 1), 0), reinterpret_tensor(arg98_1, (384, 384), (1, 384), 0), out=buf155)
            del arg98_1
            buf159 = buf138; del buf138  # reuse
            # Topologically Sorted Source Nodes: [x_78, attn_windows_4, x_80, permute_19, contiguous_14, x_81, x_82, layer_norm_11, x_83], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53.run(buf159, arg99_1, buf155, arg100_1, arg101_1, 1960, 384, stream=stream0)
            del arg100_1
            del arg101_1
            del arg99_1
            buf160 = empty_strided_cuda((1960, 1536), (1536, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_84], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf159, (1960, 384), (384, 1), 0), reinterpret_tensor(arg102_1, (384, 1536), (1, 384), 0), out=buf160)
            del arg102_1
            buf161 = reinterpret_tensor(buf160, (10, 196, 1536), (301056, 1536, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [x_84, x_85], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf161, arg103_1, 3010560, stream=stream0)
            del arg103_1
            buf162 = buf155; del buf155  # reuse
            # Topologically Sorted Source Nodes: [x_84, x_85, x_87], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg105_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf161, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg104_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf162)
            del arg104_1
            del arg105_1
            buf166 = buf159; del buf159  # reuse
            # Topologically Sorted Source Nodes: [x_87, layer_norm_12, x_89], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf166, buf162, arg106_1, arg107_1, 1960, 384, stream=stream0)
            del arg106_1
            del arg107_1
            buf167 = reinterpret_tensor(buf162, (10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [x_90, shifted_x_2, x_91, permute_20, contiguous_15], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_roll_view_56.run(buf166, buf167, 752640, stream=stream0)
            buf168 = buf140; del buf140  # reuse
            # Topologically Sorted Source Nodes: [x_90, shifted_x_2, x_91, permute_20, contiguous_15, windows_5, x_windows_5, qkv_10], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf167, (1960, 384), (384, 1), 0), reinterpret_tensor(arg111_1, (384, 1152), (1, 384), 0), out=buf168)
            del arg111_1
            buf171 = reinterpret_tensor(buf167, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf167  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, q_5, normalize_10, attn_29], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg109_1, arg110_1, buf168, buf171, 23520, 32, stream=stream0)
            buf170 = buf142; del buf142  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, k_5, normalize_11], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg109_1, arg110_1, buf168, buf170, 23520, 32, stream=stream0)
            buf172 = reinterpret_tensor(buf154, (40, 12, 32, 49), (18816, 1568, 49, 1), 0); del buf154  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, k_5, normalize_11, transpose_11, attn_29], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg109_1, arg110_1, buf168, buf170, buf172, 1960, 384, stream=stream0)
            buf173 = buf145; del buf145  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, q_5, normalize_10, attn_29, k_5, normalize_11, transpose_11], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf171, buf172, buf173, 1, 480, 1, stream=stream0)
            buf174 = reinterpret_tensor(buf147, (169, 512), (512, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg113_1, arg114_1, buf174, 96, 1, 1, stream=stream0)
            del arg113_1
            del arg114_1
            buf175 = reinterpret_tensor(buf174, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf175, arg115_1, 86528, stream=stream0)
            del arg115_1
            buf176 = buf148; del buf148  # reuse
            # Topologically Sorted Source Nodes: [input_16, input_17, input_18], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf175, (169, 512), (512, 1), 0), reinterpret_tensor(arg116_1, (512, 12), (1, 512), 0), out=buf176)
            del arg116_1
            buf177 = reinterpret_tensor(buf151, (10, 4, 12, 49, 49), (116736, 29184, 2432, 49, 1), 0); del buf151  # reuse
            buf180 = reinterpret_tensor(buf177, (40, 12, 49, 49), (29184, 2432, 49, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [attn_29, log_5, clamp_5, logit_scale_5, attn_30, view_68, getitem_31, relative_position_bias_15, permute_22, relative_position_bias_16, sigmoid_5, relative_position_bias_17, unsqueeze_9, attn_31, view_70, unsqueeze_10, unsqueeze_11, attn_32, attn_33, attn_34], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57.run(buf180, buf173, arg112_1, arg117_1, buf176, arg108_1, 23520, 49, stream=stream0)
            del arg108_1
            del arg112_1
            del arg117_1
            buf181 = reinterpret_tensor(buf172, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf172  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, v_5, matmul_11], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg109_1, arg110_1, buf168, buf181, 752640, stream=stream0)
            del arg109_1
            del arg110_1
            buf182 = reinterpret_tensor(buf171, (480, 49, 32), (1568, 32, 1), 0); del buf171  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_5, qkv_bias_5, qkv_10, reshape_10, qkv_11, attn_29, log_5, clamp_5, logit_scale_5, attn_30, view_68, getitem_31, relative_position_bias_15, permute_22, relative_position_bias_16, sigmoid_5, relative_position_bias_17, unsqueeze_9, attn_31, view_70, unsqueeze_10, unsqueeze_11, attn_32, attn_33, attn_34, matmul_11, v_5], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf180, buf181, buf182, 1, 480, 1, stream=stream0)
            buf183 = reinterpret_tensor(buf181, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf181  # reuse
            # Topologically Sorted Source Nodes: [matmul_11, transpose_12, x_92], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf182, buf183, 752640, stream=stream0)
            buf184 = reinterpret_tensor(buf182, (1960, 384), (384, 1), 0); del buf182  # reuse
            # Topologically Sorted Source Nodes: [matmul_11, transpose_12, x_92, x_93], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf183, (1960, 384), (384, 1), 0), reinterpret_tensor(arg118_1, (384, 384), (1, 384), 0), out=buf184)
            del arg118_1
            buf188 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [x_93, attn_windows_5, x_95, permute_23, contiguous_17, x_96, x_97, x_98, layer_norm_13, x_99], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58.run(buf188, arg119_1, buf184, arg120_1, arg121_1, 1960, 384, stream=stream0)
            del arg119_1
            del arg120_1
            del arg121_1
            buf189 = reinterpret_tensor(buf161, (1960, 1536), (1536, 1), 0); del buf161  # reuse
            # Topologically Sorted Source Nodes: [x_100], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf188, (1960, 384), (384, 1), 0), reinterpret_tensor(arg122_1, (384, 1536), (1, 384), 0), out=buf189)
            del arg122_1
            buf190 = reinterpret_tensor(buf189, (10, 196, 1536), (301056, 1536, 1), 0); del buf189  # reuse
            # Topologically Sorted Source Nodes: [x_100, x_101], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf190, arg123_1, 3010560, stream=stream0)
            del arg123_1
            buf191 = buf184; del buf184  # reuse
            # Topologically Sorted Source Nodes: [x_100, x_101, x_103], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg125_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf190, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg124_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf191)
            del arg124_1
            del arg125_1
            buf195 = buf188; del buf188  # reuse
            # Topologically Sorted Source Nodes: [x_103, layer_norm_14, x_105], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf195, buf191, arg126_1, arg127_1, 1960, 384, stream=stream0)
            del arg126_1
            del arg127_1
            buf196 = reinterpret_tensor(buf191, (10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), 0); del buf191  # reuse
            # Topologically Sorted Source Nodes: [x_106, x_107, permute_24, contiguous_18], Original ATen: [aten.view, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_44.run(buf195, buf196, 752640, stream=stream0)
            buf197 = buf168; del buf168  # reuse
            # Topologically Sorted Source Nodes: [x_106, x_107, permute_24, contiguous_18, windows_6, x_windows_6, qkv_12], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf196, (1960, 384), (384, 1), 0), reinterpret_tensor(arg130_1, (384, 1152), (1, 384), 0), out=buf197)
            del arg130_1
            buf200 = reinterpret_tensor(buf196, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf196  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, q_6, normalize_12, attn_36], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg128_1, arg129_1, buf197, buf200, 23520, 32, stream=stream0)
            buf199 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, k_6, normalize_13], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg128_1, arg129_1, buf197, buf199, 23520, 32, stream=stream0)
            buf201 = reinterpret_tensor(buf183, (40, 12, 32, 49), (18816, 1568, 49, 1), 0); del buf183  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, k_6, normalize_13, transpose_13, attn_36], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg128_1, arg129_1, buf197, buf199, buf201, 1960, 384, stream=stream0)
            buf202 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, q_6, normalize_12, attn_36, k_6, normalize_13, transpose_13], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf200, buf201, buf202, 1, 480, 1, stream=stream0)
            buf203 = reinterpret_tensor(buf175, (169, 512), (512, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg132_1, arg133_1, buf203, 96, 1, 1, stream=stream0)
            del arg132_1
            del arg133_1
            buf204 = reinterpret_tensor(buf203, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf203  # reuse
            # Topologically Sorted Source Nodes: [input_19, input_20], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf204, arg134_1, 86528, stream=stream0)
            del arg134_1
            buf205 = buf176; del buf176  # reuse
            # Topologically Sorted Source Nodes: [input_19, input_20, input_21], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf204, (169, 512), (512, 1), 0), reinterpret_tensor(arg135_1, (512, 12), (1, 512), 0), out=buf205)
            del arg135_1
            buf208 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [attn_36, log_6, clamp_6, logit_scale_6, attn_37, view_81, getitem_35, relative_position_bias_18, permute_26, relative_position_bias_19, sigmoid_6, relative_position_bias_20, unsqueeze_12, attn_38, attn_39], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49.run(buf202, arg131_1, arg136_1, buf205, buf208, 23520, 49, stream=stream0)
            del arg131_1
            del arg136_1
            buf209 = reinterpret_tensor(buf201, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf201  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, v_6, matmul_13], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg128_1, arg129_1, buf197, buf209, 752640, stream=stream0)
            del arg128_1
            del arg129_1
            buf210 = reinterpret_tensor(buf200, (480, 49, 32), (1568, 32, 1), 0); del buf200  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_6, qkv_bias_6, qkv_12, reshape_12, qkv_13, attn_36, log_6, clamp_6, logit_scale_6, attn_37, view_81, getitem_35, relative_position_bias_18, permute_26, relative_position_bias_19, sigmoid_6, relative_position_bias_20, unsqueeze_12, attn_38, attn_39, matmul_13, v_6], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf208, buf209, buf210, 1, 480, 1, stream=stream0)
            buf211 = reinterpret_tensor(buf209, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf209  # reuse
            # Topologically Sorted Source Nodes: [matmul_13, transpose_14, x_108], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf210, buf211, 752640, stream=stream0)
            buf212 = reinterpret_tensor(buf210, (1960, 384), (384, 1), 0); del buf210  # reuse
            # Topologically Sorted Source Nodes: [matmul_13, transpose_14, x_108, x_109], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf211, (1960, 384), (384, 1), 0), reinterpret_tensor(arg137_1, (384, 384), (1, 384), 0), out=buf212)
            del arg137_1
            buf216 = buf195; del buf195  # reuse
            # Topologically Sorted Source Nodes: [x_109, attn_windows_6, x_111, permute_27, contiguous_20, x_112, x_113, layer_norm_15, x_114], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53.run(buf216, arg138_1, buf212, arg139_1, arg140_1, 1960, 384, stream=stream0)
            del arg138_1
            del arg139_1
            del arg140_1
            buf217 = reinterpret_tensor(buf190, (1960, 1536), (1536, 1), 0); del buf190  # reuse
            # Topologically Sorted Source Nodes: [x_115], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf216, (1960, 384), (384, 1), 0), reinterpret_tensor(arg141_1, (384, 1536), (1, 384), 0), out=buf217)
            del arg141_1
            buf218 = reinterpret_tensor(buf217, (10, 196, 1536), (301056, 1536, 1), 0); del buf217  # reuse
            # Topologically Sorted Source Nodes: [x_115, x_116], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf218, arg142_1, 3010560, stream=stream0)
            del arg142_1
            buf219 = buf212; del buf212  # reuse
            # Topologically Sorted Source Nodes: [x_115, x_116, x_118], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg144_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf218, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg143_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf219)
            del arg143_1
            del arg144_1
            buf223 = buf216; del buf216  # reuse
            # Topologically Sorted Source Nodes: [x_118, layer_norm_16, x_120], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf223, buf219, arg145_1, arg146_1, 1960, 384, stream=stream0)
            del arg145_1
            del arg146_1
            buf224 = reinterpret_tensor(buf219, (10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), 0); del buf219  # reuse
            # Topologically Sorted Source Nodes: [x_121, shifted_x_3, x_122, permute_28, contiguous_21], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_roll_view_56.run(buf223, buf224, 752640, stream=stream0)
            buf225 = buf197; del buf197  # reuse
            # Topologically Sorted Source Nodes: [x_121, shifted_x_3, x_122, permute_28, contiguous_21, windows_7, x_windows_7, qkv_14], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf224, (1960, 384), (384, 1), 0), reinterpret_tensor(arg150_1, (384, 1152), (1, 384), 0), out=buf225)
            del arg150_1
            buf228 = reinterpret_tensor(buf224, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, q_7, normalize_14, attn_41], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg148_1, arg149_1, buf225, buf228, 23520, 32, stream=stream0)
            buf227 = buf199; del buf199  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, k_7, normalize_15], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg148_1, arg149_1, buf225, buf227, 23520, 32, stream=stream0)
            buf229 = reinterpret_tensor(buf211, (40, 12, 32, 49), (18816, 1568, 49, 1), 0); del buf211  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, k_7, normalize_15, transpose_15, attn_41], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg148_1, arg149_1, buf225, buf227, buf229, 1960, 384, stream=stream0)
            buf230 = buf202; del buf202  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, q_7, normalize_14, attn_41, k_7, normalize_15, transpose_15], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf228, buf229, buf230, 1, 480, 1, stream=stream0)
            buf231 = reinterpret_tensor(buf204, (169, 512), (512, 1), 0); del buf204  # reuse
            # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg152_1, arg153_1, buf231, 96, 1, 1, stream=stream0)
            del arg152_1
            del arg153_1
            buf232 = reinterpret_tensor(buf231, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf231  # reuse
            # Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf232, arg154_1, 86528, stream=stream0)
            del arg154_1
            buf233 = buf205; del buf205  # reuse
            # Topologically Sorted Source Nodes: [input_22, input_23, input_24], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf232, (169, 512), (512, 1), 0), reinterpret_tensor(arg155_1, (512, 12), (1, 512), 0), out=buf233)
            del arg155_1
            buf234 = reinterpret_tensor(buf208, (10, 4, 12, 49, 49), (116736, 29184, 2432, 49, 1), 0); del buf208  # reuse
            buf237 = reinterpret_tensor(buf234, (40, 12, 49, 49), (29184, 2432, 49, 1), 0); del buf234  # reuse
            # Topologically Sorted Source Nodes: [attn_41, log_7, clamp_7, logit_scale_7, attn_42, view_92, getitem_39, relative_position_bias_21, permute_30, relative_position_bias_22, sigmoid_7, relative_position_bias_23, unsqueeze_13, attn_43, view_94, unsqueeze_14, unsqueeze_15, attn_44, attn_45, attn_46], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57.run(buf237, buf230, arg151_1, arg156_1, buf233, arg147_1, 23520, 49, stream=stream0)
            del arg147_1
            del arg151_1
            del arg156_1
            buf238 = reinterpret_tensor(buf229, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf229  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, v_7, matmul_15], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg148_1, arg149_1, buf225, buf238, 752640, stream=stream0)
            del arg148_1
            del arg149_1
            buf239 = reinterpret_tensor(buf228, (480, 49, 32), (1568, 32, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_7, qkv_bias_7, qkv_14, reshape_14, qkv_15, attn_41, log_7, clamp_7, logit_scale_7, attn_42, view_92, getitem_39, relative_position_bias_21, permute_30, relative_position_bias_22, sigmoid_7, relative_position_bias_23, unsqueeze_13, attn_43, view_94, unsqueeze_14, unsqueeze_15, attn_44, attn_45, attn_46, matmul_15, v_7], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf237, buf238, buf239, 1, 480, 1, stream=stream0)
            buf240 = reinterpret_tensor(buf238, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf238  # reuse
            # Topologically Sorted Source Nodes: [matmul_15, transpose_16, x_123], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf239, buf240, 752640, stream=stream0)
            buf241 = reinterpret_tensor(buf239, (1960, 384), (384, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [matmul_15, transpose_16, x_123, x_124], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf240, (1960, 384), (384, 1), 0), reinterpret_tensor(arg157_1, (384, 384), (1, 384), 0), out=buf241)
            del arg157_1
            buf245 = buf223; del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_124, attn_windows_7, x_126, permute_31, contiguous_23, x_127, x_128, x_129, layer_norm_17, x_130], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58.run(buf245, arg158_1, buf241, arg159_1, arg160_1, 1960, 384, stream=stream0)
            del arg158_1
            del arg159_1
            del arg160_1
            buf246 = reinterpret_tensor(buf218, (1960, 1536), (1536, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [x_131], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf245, (1960, 384), (384, 1), 0), reinterpret_tensor(arg161_1, (384, 1536), (1, 384), 0), out=buf246)
            del arg161_1
            buf247 = reinterpret_tensor(buf246, (10, 196, 1536), (301056, 1536, 1), 0); del buf246  # reuse
            # Topologically Sorted Source Nodes: [x_131, x_132], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf247, arg162_1, 3010560, stream=stream0)
            del arg162_1
            buf248 = buf241; del buf241  # reuse
            # Topologically Sorted Source Nodes: [x_131, x_132, x_134], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg164_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf247, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg163_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf248)
            del arg163_1
            del arg164_1
            buf252 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [x_134, layer_norm_18, x_136], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf252, buf248, arg165_1, arg166_1, 1960, 384, stream=stream0)
            del arg165_1
            del arg166_1
            buf253 = reinterpret_tensor(buf248, (10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), 0); del buf248  # reuse
            # Topologically Sorted Source Nodes: [x_137, x_138, permute_32, contiguous_24], Original ATen: [aten.view, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_44.run(buf252, buf253, 752640, stream=stream0)
            buf254 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [x_137, x_138, permute_32, contiguous_24, windows_8, x_windows_8, qkv_16], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf253, (1960, 384), (384, 1), 0), reinterpret_tensor(arg169_1, (384, 1152), (1, 384), 0), out=buf254)
            del arg169_1
            buf257 = reinterpret_tensor(buf253, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf253  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, q_8, normalize_16, attn_48], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg167_1, arg168_1, buf254, buf257, 23520, 32, stream=stream0)
            buf256 = buf227; del buf227  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, k_8, normalize_17], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg167_1, arg168_1, buf254, buf256, 23520, 32, stream=stream0)
            buf258 = reinterpret_tensor(buf240, (40, 12, 32, 49), (18816, 1568, 49, 1), 0); del buf240  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, k_8, normalize_17, transpose_17, attn_48], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg167_1, arg168_1, buf254, buf256, buf258, 1960, 384, stream=stream0)
            buf259 = buf230; del buf230  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, q_8, normalize_16, attn_48, k_8, normalize_17, transpose_17], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf257, buf258, buf259, 1, 480, 1, stream=stream0)
            buf260 = reinterpret_tensor(buf232, (169, 512), (512, 1), 0); del buf232  # reuse
            # Topologically Sorted Source Nodes: [input_25], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg171_1, arg172_1, buf260, 96, 1, 1, stream=stream0)
            del arg171_1
            del arg172_1
            buf261 = reinterpret_tensor(buf260, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf260  # reuse
            # Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf261, arg173_1, 86528, stream=stream0)
            del arg173_1
            buf262 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [input_25, input_26, input_27], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf261, (169, 512), (512, 1), 0), reinterpret_tensor(arg174_1, (512, 12), (1, 512), 0), out=buf262)
            del arg174_1
            buf265 = buf237; del buf237  # reuse
            # Topologically Sorted Source Nodes: [attn_48, log_8, clamp_8, logit_scale_8, attn_49, view_105, getitem_43, relative_position_bias_24, permute_34, relative_position_bias_25, sigmoid_8, relative_position_bias_26, unsqueeze_16, attn_50, attn_51], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_49.run(buf259, arg170_1, arg175_1, buf262, buf265, 23520, 49, stream=stream0)
            del arg170_1
            del arg175_1
            buf266 = reinterpret_tensor(buf258, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf258  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, v_8, matmul_17], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg167_1, arg168_1, buf254, buf266, 752640, stream=stream0)
            del arg167_1
            del arg168_1
            buf267 = reinterpret_tensor(buf257, (480, 49, 32), (1568, 32, 1), 0); del buf257  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_8, qkv_bias_8, qkv_16, reshape_16, qkv_17, attn_48, log_8, clamp_8, logit_scale_8, attn_49, view_105, getitem_43, relative_position_bias_24, permute_34, relative_position_bias_25, sigmoid_8, relative_position_bias_26, unsqueeze_16, attn_50, attn_51, matmul_17, v_8], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf265, buf266, buf267, 1, 480, 1, stream=stream0)
            buf268 = reinterpret_tensor(buf266, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf266  # reuse
            # Topologically Sorted Source Nodes: [matmul_17, transpose_18, x_139], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf267, buf268, 752640, stream=stream0)
            buf269 = reinterpret_tensor(buf267, (1960, 384), (384, 1), 0); del buf267  # reuse
            # Topologically Sorted Source Nodes: [matmul_17, transpose_18, x_139, x_140], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf268, (1960, 384), (384, 1), 0), reinterpret_tensor(arg176_1, (384, 384), (1, 384), 0), out=buf269)
            del arg176_1
            buf273 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [x_140, attn_windows_8, x_142, permute_35, contiguous_26, x_143, x_144, layer_norm_19, x_145], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_clone_native_layer_norm_permute_view_53.run(buf273, arg177_1, buf269, arg178_1, arg179_1, 1960, 384, stream=stream0)
            del arg177_1
            del arg178_1
            del arg179_1
            buf274 = reinterpret_tensor(buf247, (1960, 1536), (1536, 1), 0); del buf247  # reuse
            # Topologically Sorted Source Nodes: [x_146], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf273, (1960, 384), (384, 1), 0), reinterpret_tensor(arg180_1, (384, 1536), (1, 384), 0), out=buf274)
            del arg180_1
            buf275 = reinterpret_tensor(buf274, (10, 196, 1536), (301056, 1536, 1), 0); del buf274  # reuse
            # Topologically Sorted Source Nodes: [x_146, x_147], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf275, arg181_1, 3010560, stream=stream0)
            del arg181_1
            buf276 = buf269; del buf269  # reuse
            # Topologically Sorted Source Nodes: [x_146, x_147, x_149], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg183_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf275, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg182_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf276)
            del arg182_1
            del arg183_1
            buf280 = buf273; del buf273  # reuse
            # Topologically Sorted Source Nodes: [x_149, layer_norm_20, x_151], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf280, buf276, arg184_1, arg185_1, 1960, 384, stream=stream0)
            del arg184_1
            del arg185_1
            buf281 = reinterpret_tensor(buf276, (10, 2, 2, 7, 7, 384), (75264, 37632, 18816, 2688, 384, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [x_152, shifted_x_4, x_153, permute_36, contiguous_27], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_roll_view_56.run(buf280, buf281, 752640, stream=stream0)
            buf282 = buf254; del buf254  # reuse
            # Topologically Sorted Source Nodes: [x_152, shifted_x_4, x_153, permute_36, contiguous_27, windows_9, x_windows_9, qkv_18], Original ATen: [aten.view, aten.roll, aten.permute, aten.clone, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf281, (1960, 384), (384, 1), 0), reinterpret_tensor(arg189_1, (384, 1152), (1, 384), 0), out=buf282)
            del arg189_1
            buf285 = reinterpret_tensor(buf281, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf281  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, q_9, normalize_18, attn_53], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_45.run(arg187_1, arg188_1, buf282, buf285, 23520, 32, stream=stream0)
            buf284 = buf256; del buf256  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, k_9, normalize_19], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_46.run(arg187_1, arg188_1, buf282, buf284, 23520, 32, stream=stream0)
            buf286 = reinterpret_tensor(buf268, (40, 12, 32, 49), (18816, 1568, 49, 1), 0); del buf268  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, k_9, normalize_19, transpose_19, attn_53], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_47.run(arg187_1, arg188_1, buf282, buf284, buf286, 1960, 384, stream=stream0)
            del buf284
            buf287 = buf259; del buf259  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, q_9, normalize_18, attn_53, k_9, normalize_19, transpose_19], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_48.run(buf285, buf286, buf287, 1, 480, 1, stream=stream0)
            buf288 = reinterpret_tensor(buf261, (169, 512), (512, 1), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [input_28], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg191_1, arg192_1, buf288, 96, 1, 1, stream=stream0)
            del arg191_1
            del arg192_1
            buf289 = reinterpret_tensor(buf288, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf288  # reuse
            # Topologically Sorted Source Nodes: [input_28, input_29], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf289, arg193_1, 86528, stream=stream0)
            del arg193_1
            buf290 = buf262; del buf262  # reuse
            # Topologically Sorted Source Nodes: [input_28, input_29, input_30], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf289, (169, 512), (512, 1), 0), reinterpret_tensor(arg194_1, (512, 12), (1, 512), 0), out=buf290)
            del arg194_1
            buf291 = reinterpret_tensor(buf265, (10, 4, 12, 49, 49), (116736, 29184, 2432, 49, 1), 0); del buf265  # reuse
            buf294 = reinterpret_tensor(buf291, (40, 12, 49, 49), (29184, 2432, 49, 1), 0); del buf291  # reuse
            # Topologically Sorted Source Nodes: [attn_53, log_9, clamp_9, logit_scale_9, attn_54, view_116, getitem_47, relative_position_bias_27, permute_38, relative_position_bias_28, sigmoid_9, relative_position_bias_29, unsqueeze_17, attn_55, view_118, unsqueeze_18, unsqueeze_19, attn_56, attn_57, attn_58], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_57.run(buf294, buf287, arg190_1, arg195_1, buf290, arg186_1, 23520, 49, stream=stream0)
            del arg186_1
            del arg190_1
            del arg195_1
            del buf287
            del buf290
            buf295 = reinterpret_tensor(buf286, (40, 12, 49, 32), (18816, 1568, 32, 1), 0); del buf286  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, v_9, matmul_19], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_50.run(arg187_1, arg188_1, buf282, buf295, 752640, stream=stream0)
            del arg187_1
            del arg188_1
            del buf282
            buf296 = reinterpret_tensor(buf285, (480, 49, 32), (1568, 32, 1), 0); del buf285  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_9, qkv_bias_9, qkv_18, reshape_18, qkv_19, attn_53, log_9, clamp_9, logit_scale_9, attn_54, view_116, getitem_47, relative_position_bias_27, permute_38, relative_position_bias_28, sigmoid_9, relative_position_bias_29, unsqueeze_17, attn_55, view_118, unsqueeze_18, unsqueeze_19, attn_56, attn_57, attn_58, matmul_19, v_9], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_51.run(buf294, buf295, buf296, 1, 480, 1, stream=stream0)
            del buf294
            buf297 = reinterpret_tensor(buf295, (40, 49, 12, 32), (18816, 384, 32, 1), 0); del buf295  # reuse
            # Topologically Sorted Source Nodes: [matmul_19, transpose_20, x_154], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_52.run(buf296, buf297, 752640, stream=stream0)
            buf298 = reinterpret_tensor(buf296, (1960, 384), (384, 1), 0); del buf296  # reuse
            # Topologically Sorted Source Nodes: [matmul_19, transpose_20, x_154, x_155], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf297, (1960, 384), (384, 1), 0), reinterpret_tensor(arg196_1, (384, 384), (1, 384), 0), out=buf298)
            del arg196_1
            del buf297
            buf302 = buf280; del buf280  # reuse
            # Topologically Sorted Source Nodes: [x_155, attn_windows_9, x_157, permute_39, contiguous_29, x_158, x_159, x_160, layer_norm_21, x_161], Original ATen: [aten.addmm, aten.view, aten.permute, aten.clone, aten.roll, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_clone_native_layer_norm_permute_roll_view_58.run(buf302, arg197_1, buf298, arg198_1, arg199_1, 1960, 384, stream=stream0)
            del arg197_1
            del arg198_1
            del arg199_1
            buf303 = reinterpret_tensor(buf275, (1960, 1536), (1536, 1), 0); del buf275  # reuse
            # Topologically Sorted Source Nodes: [x_162], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf302, (1960, 384), (384, 1), 0), reinterpret_tensor(arg200_1, (384, 1536), (1, 384), 0), out=buf303)
            del arg200_1
            buf304 = reinterpret_tensor(buf303, (10, 196, 1536), (301056, 1536, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [x_162, x_163], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_54.run(buf304, arg201_1, 3010560, stream=stream0)
            del arg201_1
            buf305 = buf298; del buf298  # reuse
            # Topologically Sorted Source Nodes: [x_162, x_163, x_165], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg203_1, (1960, 384), (0, 1), 0), reinterpret_tensor(buf304, (1960, 1536), (1536, 1), 0), reinterpret_tensor(arg202_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf305)
            del arg202_1
            del arg203_1
            del buf304
            buf309 = buf302; del buf302  # reuse
            # Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_55.run(buf309, buf305, arg204_1, arg205_1, 1960, 384, stream=stream0)
            del arg204_1
            del arg205_1
            buf314 = reinterpret_tensor(buf305, (10, 7, 7, 1536), (75264, 10752, 1536, 1), 0); del buf305  # reuse
            buf310 = reinterpret_tensor(buf314, (10, 7, 7, 384), (75264, 10752, 1536, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_59.run(buf309, buf310, 188160, stream=stream0)
            buf311 = reinterpret_tensor(buf314, (10, 7, 7, 384), (75264, 10752, 1536, 1), 384)  # alias
            # Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_60.run(buf309, buf311, 188160, stream=stream0)
            buf312 = reinterpret_tensor(buf314, (10, 7, 7, 384), (75264, 10752, 1536, 1), 768)  # alias
            # Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_61.run(buf309, buf312, 188160, stream=stream0)
            buf313 = reinterpret_tensor(buf314, (10, 7, 7, 384), (75264, 10752, 1536, 1), 1152)  # alias
            # Topologically Sorted Source Nodes: [x_165, layer_norm_22, x_167, x_168, x0_2, x1_2, x2_2, x3_2, x_169], Original ATen: [aten.view, aten.native_layer_norm, aten.add, aten.slice, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_native_layer_norm_slice_view_62.run(buf309, buf313, 188160, stream=stream0)
            del buf309
            del buf310
            del buf311
            del buf312
            del buf313
            buf315 = empty_strided_cuda((490, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_170, x_171], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf314, (490, 1536), (1536, 1), 0), reinterpret_tensor(arg206_1, (1536, 768), (1, 1536), 0), out=buf315)
            del arg206_1
            del buf314
            buf319 = reinterpret_tensor(buf315, (10, 49, 768), (37632, 768, 1), 0); del buf315  # reuse
            # Topologically Sorted Source Nodes: [x_171, x_172], Original ATen: [aten._unsafe_view, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_native_layer_norm_63.run(buf319, arg207_1, arg208_1, 490, 768, stream=stream0)
            del arg207_1
            del arg208_1
            buf320 = empty_strided_cuda((490, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_173, x_174, permute_40, windows_10, x_windows_10, qkv_20], Original ATen: [aten.view, aten.permute, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf319, (490, 768), (768, 1), 0), reinterpret_tensor(arg211_1, (768, 2304), (1, 768), 0), out=buf320)
            del arg211_1
            buf323 = empty_strided_cuda((10, 24, 49, 32), (37632, 1568, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, q_10, normalize_20, attn_60], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64.run(arg209_1, arg210_1, buf320, buf323, 11760, 32, stream=stream0)
            buf322 = empty_strided_cuda((10, 24, 49, 1), (1176, 1, 24, 11760), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, k_10, normalize_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65.run(arg209_1, arg210_1, buf320, buf322, 11760, 32, stream=stream0)
            buf324 = empty_strided_cuda((10, 24, 32, 49), (37632, 1568, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, k_10, normalize_21, transpose_21, attn_60], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66.run(arg209_1, arg210_1, buf320, buf322, buf324, 490, 768, stream=stream0)
            buf325 = empty_strided_cuda((240, 49, 49), (2401, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, q_10, normalize_20, attn_60, k_10, normalize_21, transpose_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67.run(buf323, buf324, buf325, 1, 240, 1, stream=stream0)
            buf326 = reinterpret_tensor(buf289, (169, 512), (512, 1), 0); del buf289  # reuse
            # Topologically Sorted Source Nodes: [input_31], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg213_1, arg214_1, buf326, 96, 1, 1, stream=stream0)
            del arg213_1
            del arg214_1
            buf327 = reinterpret_tensor(buf326, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf326  # reuse
            # Topologically Sorted Source Nodes: [input_31, input_32], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf327, arg215_1, 86528, stream=stream0)
            del arg215_1
            buf328 = empty_strided_cuda((169, 24), (24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_31, input_32, input_33], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_mm_relu_t_view_68.run(buf327, arg216_1, buf328, 6, 1, 1, stream=stream0)
            del arg216_1
            buf331 = empty_strided_cuda((10, 24, 49, 49), (58368, 2432, 49, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_60, log_10, clamp_10, logit_scale_10, attn_61, view_131, getitem_55, relative_position_bias_30, permute_42, relative_position_bias_31, sigmoid_10, relative_position_bias_32, unsqueeze_20, attn_62, attn_63], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69.run(buf325, arg212_1, arg217_1, buf328, buf331, 11760, 49, stream=stream0)
            del arg212_1
            del arg217_1
            buf332 = reinterpret_tensor(buf324, (10, 24, 49, 32), (37632, 1568, 32, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, v_10, matmul_21], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70.run(arg209_1, arg210_1, buf320, buf332, 376320, stream=stream0)
            del arg209_1
            del arg210_1
            buf333 = reinterpret_tensor(buf323, (240, 49, 32), (1568, 32, 1), 0); del buf323  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_10, qkv_bias_10, qkv_20, reshape_20, qkv_21, attn_60, log_10, clamp_10, logit_scale_10, attn_61, view_131, getitem_55, relative_position_bias_30, permute_42, relative_position_bias_31, sigmoid_10, relative_position_bias_32, unsqueeze_20, attn_62, attn_63, matmul_21, v_10], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71.run(buf331, buf332, buf333, 2, 240, 1, stream=stream0)
            buf334 = reinterpret_tensor(buf332, (10, 49, 24, 32), (37632, 768, 32, 1), 0); del buf332  # reuse
            # Topologically Sorted Source Nodes: [matmul_21, transpose_22, x_175], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_72.run(buf333, buf334, 376320, stream=stream0)
            buf335 = reinterpret_tensor(buf333, (490, 768), (768, 1), 0); del buf333  # reuse
            # Topologically Sorted Source Nodes: [matmul_21, transpose_22, x_175, x_176], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.addmm(reinterpret_tensor(arg219_1, (490, 768), (0, 1), 0), reinterpret_tensor(buf334, (490, 768), (768, 1), 0), reinterpret_tensor(arg218_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf335)
            del arg218_1
            del arg219_1
            buf339 = buf319; del buf319  # reuse
            # Topologically Sorted Source Nodes: [x_176, attn_windows_10, x_178, permute_43, x_179, x_180, layer_norm_24, x_181], Original ATen: [aten.view, aten.permute, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_permute_view_73.run(buf339, buf335, arg220_1, arg221_1, 490, 768, stream=stream0)
            del arg220_1
            del arg221_1
            buf340 = reinterpret_tensor(buf133, (490, 3072), (3072, 1), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [x_182], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf339, (490, 768), (768, 1), 0), reinterpret_tensor(arg222_1, (768, 3072), (1, 768), 0), out=buf340)
            del arg222_1
            buf341 = reinterpret_tensor(buf340, (10, 49, 3072), (150528, 3072, 1), 0); del buf340  # reuse
            # Topologically Sorted Source Nodes: [x_182, x_183], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_74.run(buf341, arg223_1, 1505280, stream=stream0)
            del arg223_1
            buf342 = buf335; del buf335  # reuse
            # Topologically Sorted Source Nodes: [x_182, x_183, x_185], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg225_1, (490, 768), (0, 1), 0), reinterpret_tensor(buf341, (490, 3072), (3072, 1), 0), reinterpret_tensor(arg224_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf342)
            del arg224_1
            del arg225_1
            buf346 = buf339; del buf339  # reuse
            # Topologically Sorted Source Nodes: [x_185, layer_norm_25, x_187], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_permute_view_73.run(buf346, buf342, arg226_1, arg227_1, 490, 768, stream=stream0)
            del arg226_1
            del arg227_1
            buf347 = buf320; del buf320  # reuse
            # Topologically Sorted Source Nodes: [x_188, x_189, permute_44, windows_11, x_windows_11, qkv_22], Original ATen: [aten.view, aten.permute, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf346, (490, 768), (768, 1), 0), reinterpret_tensor(arg230_1, (768, 2304), (1, 768), 0), out=buf347)
            del arg230_1
            buf350 = reinterpret_tensor(buf342, (10, 24, 49, 32), (37632, 1568, 32, 1), 0); del buf342  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, q_11, normalize_22, attn_65], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_view_zeros_like_64.run(arg228_1, arg229_1, buf347, buf350, 11760, 32, stream=stream0)
            buf349 = buf322; del buf322  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, k_11, normalize_23], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_addmm_cat_linalg_vector_norm_permute_select_view_zeros_like_65.run(arg228_1, arg229_1, buf347, buf349, 11760, 32, stream=stream0)
            buf351 = reinterpret_tensor(buf334, (10, 24, 32, 49), (37632, 1568, 49, 1), 0); del buf334  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, k_11, normalize_23, transpose_23, attn_65], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_66.run(arg228_1, arg229_1, buf347, buf349, buf351, 490, 768, stream=stream0)
            del buf349
            buf352 = buf325; del buf325  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, q_11, normalize_22, attn_65, k_11, normalize_23, transpose_23], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_addmm_bmm_cat_clamp_min_clone_div_expand_linalg_vector_norm_permute_select_transpose_view_zeros_like_67.run(buf350, buf351, buf352, 1, 240, 1, stream=stream0)
            buf353 = reinterpret_tensor(buf327, (169, 512), (512, 1), 0); del buf327  # reuse
            # Topologically Sorted Source Nodes: [input_34], Original ATen: [aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_t_view_6.run(arg232_1, arg233_1, buf353, 96, 1, 1, stream=stream0)
            del arg232_1
            del arg233_1
            buf354 = reinterpret_tensor(buf353, (1, 13, 13, 512), (86528, 6656, 512, 1), 0); del buf353  # reuse
            # Topologically Sorted Source Nodes: [input_34, input_35], Original ATen: [aten.addmm, aten.view, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_view_7.run(buf354, arg234_1, 86528, stream=stream0)
            del arg234_1
            buf355 = buf328; del buf328  # reuse
            # Topologically Sorted Source Nodes: [input_34, input_35, input_36], Original ATen: [aten.addmm, aten.view, aten.relu, aten.t, aten.mm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_mm_relu_t_view_68.run(buf354, arg235_1, buf355, 6, 1, 1, stream=stream0)
            del arg235_1
            del buf354
            buf358 = buf331; del buf331  # reuse
            # Topologically Sorted Source Nodes: [attn_65, log_11, clamp_11, logit_scale_11, attn_66, view_142, getitem_59, relative_position_bias_33, permute_46, relative_position_bias_34, sigmoid_11, relative_position_bias_35, unsqueeze_21, attn_67, attn_68], Original ATen: [aten.view, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.permute, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, prims.prepare_softmax_online, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_clamp_clone_exp_index_log_mul_permute_prepare_softmax_online_sigmoid_sub_unsqueeze_view_69.run(buf352, arg231_1, arg236_1, buf355, buf358, 11760, 49, stream=stream0)
            del arg231_1
            del arg236_1
            del buf352
            del buf355
            buf359 = reinterpret_tensor(buf351, (10, 24, 49, 32), (37632, 1568, 32, 1), 0); del buf351  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, v_11, matmul_23], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_cat_clone_permute_select_view_zeros_like_70.run(arg228_1, arg229_1, buf347, buf359, 376320, stream=stream0)
            del arg228_1
            del arg229_1
            del buf347
            buf360 = reinterpret_tensor(buf350, (240, 49, 32), (1568, 32, 1), 0); del buf350  # reuse
            # Topologically Sorted Source Nodes: [zeros_like_11, qkv_bias_11, qkv_22, reshape_22, qkv_23, attn_65, log_11, clamp_11, logit_scale_11, attn_66, view_142, getitem_59, relative_position_bias_33, permute_46, relative_position_bias_34, sigmoid_11, relative_position_bias_35, unsqueeze_21, attn_67, attn_68, matmul_23, v_11], Original ATen: [aten.zeros_like, aten.cat, aten.addmm, aten.view, aten.permute, aten.log, aten.clamp, aten.exp, aten.mul, aten.index, aten.clone, aten.sigmoid, aten.unsqueeze, aten.add, aten.sub, aten._softmax, aten.select, aten._unsafe_view, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_add_addmm_bmm_cat_clamp_clone_exp_index_log_mul_permute_select_sigmoid_sub_unsqueeze_view_zeros_like_71.run(buf358, buf359, buf360, 2, 240, 1, stream=stream0)
            del buf358
            buf361 = reinterpret_tensor(buf359, (10, 49, 24, 32), (37632, 768, 32, 1), 0); del buf359  # reuse
            # Topologically Sorted Source Nodes: [matmul_23, transpose_24, x_190], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_72.run(buf360, buf361, 376320, stream=stream0)
            buf362 = reinterpret_tensor(buf360, (490, 768), (768, 1), 0); del buf360  # reuse
            # Topologically Sorted Source Nodes: [matmul_23, transpose_24, x_190, x_191], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.addmm(reinterpret_tensor(arg238_1, (490, 768), (0, 1), 0), reinterpret_tensor(buf361, (490, 768), (768, 1), 0), reinterpret_tensor(arg237_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf362)
            del arg237_1
            del arg238_1
            del buf361
            buf366 = buf346; del buf346  # reuse
            # Topologically Sorted Source Nodes: [x_191, attn_windows_11, x_193, permute_47, x_194, x_195, layer_norm_26, x_196], Original ATen: [aten.view, aten.permute, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_permute_view_73.run(buf366, buf362, arg239_1, arg240_1, 490, 768, stream=stream0)
            del arg239_1
            del arg240_1
            buf367 = reinterpret_tensor(buf341, (490, 3072), (3072, 1), 0); del buf341  # reuse
            # Topologically Sorted Source Nodes: [x_197], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf366, (490, 768), (768, 1), 0), reinterpret_tensor(arg241_1, (768, 3072), (1, 768), 0), out=buf367)
            del arg241_1
            buf368 = reinterpret_tensor(buf367, (10, 49, 3072), (150528, 3072, 1), 0); del buf367  # reuse
            # Topologically Sorted Source Nodes: [x_197, x_198], Original ATen: [aten.addmm, aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_view_74.run(buf368, arg242_1, 1505280, stream=stream0)
            del arg242_1
            buf369 = buf362; del buf362  # reuse
            # Topologically Sorted Source Nodes: [x_197, x_198, x_200], Original ATen: [aten.addmm, aten.view, aten.gelu, aten.t]
            extern_kernels.addmm(reinterpret_tensor(arg244_1, (490, 768), (0, 1), 0), reinterpret_tensor(buf368, (490, 3072), (3072, 1), 0), reinterpret_tensor(arg243_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf369)
            del arg243_1
            del arg244_1
            del buf368
            buf373 = buf366; del buf366  # reuse
            buf374 = empty_strided_cuda((10, 49, 1), (49, 1, 490), torch.float32)
            buf375 = empty_strided_cuda((10, 49, 1), (49, 1, 490), torch.float32)
            # Topologically Sorted Source Nodes: [x_200, layer_norm_27, x_202, x_203], Original ATen: [aten.view, aten.native_layer_norm, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_75.run(buf373, buf369, arg245_1, arg246_1, buf374, buf375, 490, 768, stream=stream0)
            del arg245_1
            del arg246_1
            del buf369
            buf377 = empty_strided_cuda((10, 768, 1, 1), (768, 1, 7680, 7680), torch.float32)
            buf378 = reinterpret_tensor(buf377, (10, 768, 1, 1), (768, 1, 1, 1), 0); del buf377  # reuse
            # Topologically Sorted Source Nodes: [x_203, transpose_25, x_204], Original ATen: [aten.native_layer_norm, aten.transpose, aten.unsqueeze, aten.mean]
            stream0 = get_raw_stream(0)
            triton_per_fused_mean_native_layer_norm_transpose_unsqueeze_76.run(buf378, buf373, buf374, buf375, arg247_1, arg248_1, 7680, 49, stream=stream0)
            del arg247_1
            del arg248_1
            del buf373
            del buf374
            del buf375
            buf379 = empty_strided_cuda((10, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_204, x_205, x_206], Original ATen: [aten.as_strided, aten.squeeze, aten.view, aten.t, aten.addmm]
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_as_strided_squeeze_t_view_77.run(arg250_1, buf378, arg249_1, buf379, 32, 1, 1, stream=stream0)
            del arg249_1
            del arg250_1
            del buf378
        return (buf379, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((10, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((96, 3, 4, 4), (48, 16, 4, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((288, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((3, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((3, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg14_1 = rand_strided((96, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((384, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((96, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((64, 49, 49), (2401, 49, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((288, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((3, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((3, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg34_1 = rand_strided((96, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((384, 96), (96, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((96, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((192, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((576, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((6, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((6, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg56_1 = rand_strided((192, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((768, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((192, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((16, 49, 49), (2401, 49, 1), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((576, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((6, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((6, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg76_1 = rand_strided((192, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((768, 192), (192, 1), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((192, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((384, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg98_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((4, 49, 49), (2401, 49, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg118_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg137_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((4, 49, 49), (2401, 49, 1), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg157_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg176_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg185_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg186_1 = rand_strided((4, 49, 49), (2401, 49, 1), device='cuda:0', dtype=torch.float32)
    arg187_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg188_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg189_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg190_1 = rand_strided((12, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg191_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg192_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg193_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg194_1 = rand_strided((12, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg195_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg196_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg197_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg198_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg199_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg200_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg201_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg202_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg203_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg204_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg205_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg206_1 = rand_strided((768, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg207_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg208_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg209_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg210_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg211_1 = rand_strided((2304, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg212_1 = rand_strided((24, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg213_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg214_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg215_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg216_1 = rand_strided((24, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg217_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg218_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg219_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg220_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg221_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg222_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg223_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg224_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg225_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg226_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg227_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg228_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg229_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg230_1 = rand_strided((2304, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg231_1 = rand_strided((24, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg232_1 = rand_strided((1, 13, 13, 2), (338, 26, 2, 1), device='cuda:0', dtype=torch.float32)
    arg233_1 = rand_strided((512, 2), (2, 1), device='cuda:0', dtype=torch.float32)
    arg234_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg235_1 = rand_strided((24, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg236_1 = rand_strided((49, 49), (49, 1), device='cuda:0', dtype=torch.int64)
    arg237_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg238_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg239_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg240_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg241_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg242_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg243_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg244_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg245_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg246_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg247_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg248_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg249_1 = rand_strided((1000, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg250_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
