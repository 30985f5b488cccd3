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


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   lstm => clone, permute
# Graph fragment:
#   %arg4_1 : Tensor "f32[256, 16, 1024][16384, 1024, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %permute : Tensor "f32[16, 256, 1024][1024, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%arg4_1, [1, 0, 2]), kwargs = {})
#   %clone : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_clone_transpose_0 = async_compile.triton('triton_poi_fused_clone_transpose_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50331648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4194304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = ((xindex // 1024) % 256)
    x2 = xindex // 262144
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*x2 + 16384*x1), None)
    tl.store(out_ptr0 + (x3), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [h_zeros], Original ATen: [aten.zeros]
# Source node to ATen node mapping:
#   h_zeros => full_default
# Graph fragment:
#   %full_default : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1, 256, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_zeros_1 = async_compile.triton('triton_poi_fused_zeros_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [c_zeros, lstm], Original ATen: [aten.zeros, aten.unbind, aten._unsafe_view, aten.add, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.unsqueeze, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   c_zeros => full_default_1
#   lstm => add, add_1, add_2, add_31, add_tensor, add_tensor_15, cat, mul, mul_1, mul_2, mul_47, sigmoid, sigmoid_1, sigmoid_2, sigmoid_47, split, split_15, tanh, tanh_1, tanh_31, unbind_1, unbind_2, unsqueeze_1, view_1, view_3, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_15 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_15]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_2]
#   %mul_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %full_default_1 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1, 256, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unbind_1 : [num_users=1] = call_function[target=torch.ops.aten.unbind.int](args = (%full_default_1,), kwargs = {})
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_15 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_15), kwargs = {})
#   %view_3 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_15, [1, 256, 4096]), kwargs = {})
#   %add_1 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_3, %getitem_2), kwargs = {})
#   %split : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_1, 1024, 2), kwargs = {})
#   %sigmoid_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_21,), kwargs = {})
#   %sigmoid_1 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_19,), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%getitem_1, 0), kwargs = {})
#   %mul : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_1, %unsqueeze_1), kwargs = {})
#   %sigmoid : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_18,), kwargs = {})
#   %tanh : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_20,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %tanh), kwargs = {})
#   %add_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, %mul_1), kwargs = {})
#   %tanh_1 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_2,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_2, %tanh_1), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_2,%mul_2,%buf50
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_unsqueeze_view_zeros_2 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_unsqueeze_view_zeros_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_unsqueeze_view_zeros_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 16, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14712832}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_unsqueeze_view_zeros_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (1024 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (2048 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (3072 + x0 + 4096*x1), None)
    tmp32 = tl.load(in_ptr3 + (3072 + x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.sigmoid(tmp6)
    tmp8 = tl.full([1], 0.0, tl.float32)
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
    tl.store(out_ptr0 + (x2), tmp27, None)
    tl.store(out_ptr1 + (x2), tmp37, None)
    tl.store(out_ptr2 + (x2), tmp37, None)
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_3, add_31, add_4, add_tensor, add_tensor_14, cat, mul_3, mul_4, mul_47, mul_5, sigmoid_3, sigmoid_4, sigmoid_47, sigmoid_5, split_1, split_15, tanh_2, tanh_3, tanh_31, unbind_2, view_1, view_33, view_5
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_14 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_14]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_2]
#   %add_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_4]
#   %mul_5 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_5]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_14 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_14), kwargs = {})
#   %view_5 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_14, [1, 256, 4096]), kwargs = {})
#   %add_3 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_5, %getitem_3), kwargs = {})
#   %split_1 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_3, 1024, 2), kwargs = {})
#   %sigmoid_5 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_25,), kwargs = {})
#   %sigmoid_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_23,), kwargs = {})
#   %mul_3 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_4, %add_2), kwargs = {})
#   %sigmoid_3 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_22,), kwargs = {})
#   %tanh_2 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_24,), kwargs = {})
#   %mul_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_3, %tanh_2), kwargs = {})
#   %add_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %mul_4), kwargs = {})
#   %tanh_3 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_4,), kwargs = {})
#   %mul_5 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_5, %tanh_3), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_4,%mul_5,%buf51
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (1049600 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (1048576 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (1050624 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (1051648 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_31, add_5, add_6, add_tensor, add_tensor_13, cat, mul_47, mul_6, mul_7, mul_8, sigmoid_47, sigmoid_6, sigmoid_7, sigmoid_8, split_15, split_2, tanh_31, tanh_4, tanh_5, unbind_2, view_1, view_33, view_7
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_13 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_13]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_4]
#   %add_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_6]
#   %mul_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_8]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_13 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_13), kwargs = {})
#   %view_7 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_13, [1, 256, 4096]), kwargs = {})
#   %add_5 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_7, %getitem_4), kwargs = {})
#   %split_2 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_5, 1024, 2), kwargs = {})
#   %sigmoid_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_29,), kwargs = {})
#   %sigmoid_7 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_27,), kwargs = {})
#   %mul_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_7, %add_4), kwargs = {})
#   %sigmoid_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_26,), kwargs = {})
#   %tanh_4 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_28,), kwargs = {})
#   %mul_7 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_6, %tanh_4), kwargs = {})
#   %add_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %tanh_5 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_6,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_8, %tanh_5), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_6,%mul_8,%buf52
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
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
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (2097152 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (2099200 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (2100224 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_31, add_7, add_8, add_tensor, add_tensor_12, cat, mul_10, mul_11, mul_47, mul_9, sigmoid_10, sigmoid_11, sigmoid_47, sigmoid_9, split_15, split_3, tanh_31, tanh_6, tanh_7, unbind_2, view_1, view_33, view_9
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_12 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_12]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_6]
#   %add_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_8]
#   %mul_11 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_11]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_12 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_12), kwargs = {})
#   %view_9 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_12, [1, 256, 4096]), kwargs = {})
#   %add_7 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_9, %getitem_5), kwargs = {})
#   %split_3 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_7, 1024, 2), kwargs = {})
#   %sigmoid_11 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_33,), kwargs = {})
#   %sigmoid_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_31,), kwargs = {})
#   %mul_9 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_10, %add_6), kwargs = {})
#   %sigmoid_9 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_30,), kwargs = {})
#   %tanh_6 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_32,), kwargs = {})
#   %mul_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_9, %tanh_6), kwargs = {})
#   %add_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_10), kwargs = {})
#   %tanh_7 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_8,), kwargs = {})
#   %mul_11 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_11, %tanh_7), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_8,%mul_11,%buf53
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_5 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (3146752 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (3145728 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (3147776 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (3148800 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_10, add_31, add_9, add_tensor, add_tensor_11, cat, mul_12, mul_13, mul_14, mul_47, sigmoid_12, sigmoid_13, sigmoid_14, sigmoid_47, split_15, split_4, tanh_31, tanh_8, tanh_9, unbind_2, view_1, view_11, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_11 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_11]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_8]
#   %add_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_10]
#   %mul_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_11 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_11), kwargs = {})
#   %view_11 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_11, [1, 256, 4096]), kwargs = {})
#   %add_9 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %getitem_6), kwargs = {})
#   %split_4 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_9, 1024, 2), kwargs = {})
#   %sigmoid_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_37,), kwargs = {})
#   %sigmoid_13 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_35,), kwargs = {})
#   %mul_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_13, %add_8), kwargs = {})
#   %sigmoid_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_34,), kwargs = {})
#   %tanh_8 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_36,), kwargs = {})
#   %mul_13 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_12, %tanh_8), kwargs = {})
#   %add_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_12, %mul_13), kwargs = {})
#   %tanh_9 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_10,), kwargs = {})
#   %mul_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_14, %tanh_9), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_10,%mul_14,%buf54
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_6 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (4195328 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (4194304 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (4196352 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (4197376 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_11, add_12, add_31, add_tensor, add_tensor_10, cat, mul_15, mul_16, mul_17, mul_47, sigmoid_15, sigmoid_16, sigmoid_17, sigmoid_47, split_15, split_5, tanh_10, tanh_11, tanh_31, unbind_2, view_1, view_13, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_10 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_10]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_10]
#   %add_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_12]
#   %mul_17 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_17]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_10 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_10), kwargs = {})
#   %view_13 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_10, [1, 256, 4096]), kwargs = {})
#   %add_11 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_13, %getitem_7), kwargs = {})
#   %split_5 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_11, 1024, 2), kwargs = {})
#   %sigmoid_17 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_41,), kwargs = {})
#   %sigmoid_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_39,), kwargs = {})
#   %mul_15 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_16, %add_10), kwargs = {})
#   %sigmoid_15 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_38,), kwargs = {})
#   %tanh_10 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_40,), kwargs = {})
#   %mul_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_15, %tanh_10), kwargs = {})
#   %add_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %mul_16), kwargs = {})
#   %tanh_11 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_12,), kwargs = {})
#   %mul_17 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_17, %tanh_11), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_12,%mul_17,%buf55
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_7 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (5243904 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (5242880 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (5244928 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (5245952 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_13, add_14, add_31, add_tensor, add_tensor_9, cat, mul_18, mul_19, mul_20, mul_47, sigmoid_18, sigmoid_19, sigmoid_20, sigmoid_47, split_15, split_6, tanh_12, tanh_13, tanh_31, unbind_2, view_1, view_15, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_9 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_9]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_12]
#   %add_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_14]
#   %mul_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_20]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_9 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_9), kwargs = {})
#   %view_15 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_9, [1, 256, 4096]), kwargs = {})
#   %add_13 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_15, %getitem_8), kwargs = {})
#   %split_6 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_13, 1024, 2), kwargs = {})
#   %sigmoid_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_45,), kwargs = {})
#   %sigmoid_19 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_43,), kwargs = {})
#   %mul_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_19, %add_12), kwargs = {})
#   %sigmoid_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_42,), kwargs = {})
#   %tanh_12 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_44,), kwargs = {})
#   %mul_19 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_18, %tanh_12), kwargs = {})
#   %add_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %mul_19), kwargs = {})
#   %tanh_13 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_14,), kwargs = {})
#   %mul_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_20, %tanh_13), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_14,%mul_20,%buf56
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_8 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (6292480 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (6291456 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (6293504 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (6294528 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_15, add_16, add_31, add_tensor, add_tensor_8, cat, mul_21, mul_22, mul_23, mul_47, sigmoid_21, sigmoid_22, sigmoid_23, sigmoid_47, split_15, split_7, tanh_14, tanh_15, tanh_31, unbind_2, view_1, view_17, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_8 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_8]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_14]
#   %add_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_16]
#   %mul_23 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_23]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_8 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_8), kwargs = {})
#   %view_17 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_8, [1, 256, 4096]), kwargs = {})
#   %add_15 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %getitem_9), kwargs = {})
#   %split_7 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_15, 1024, 2), kwargs = {})
#   %sigmoid_23 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_49,), kwargs = {})
#   %sigmoid_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_47,), kwargs = {})
#   %mul_21 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_22, %add_14), kwargs = {})
#   %sigmoid_21 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_46,), kwargs = {})
#   %tanh_14 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_48,), kwargs = {})
#   %mul_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_21, %tanh_14), kwargs = {})
#   %add_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %mul_22), kwargs = {})
#   %tanh_15 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_16,), kwargs = {})
#   %mul_23 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_23, %tanh_15), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_16,%mul_23,%buf57
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_9 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (7341056 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (7340032 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (7342080 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (7343104 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_17, add_18, add_31, add_tensor, add_tensor_7, cat, mul_24, mul_25, mul_26, mul_47, sigmoid_24, sigmoid_25, sigmoid_26, sigmoid_47, split_15, split_8, tanh_16, tanh_17, tanh_31, unbind_2, view_1, view_19, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_7 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_7]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_16]
#   %add_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_18]
#   %mul_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_7 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_7), kwargs = {})
#   %view_19 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_7, [1, 256, 4096]), kwargs = {})
#   %add_17 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_19, %getitem_10), kwargs = {})
#   %split_8 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_17, 1024, 2), kwargs = {})
#   %sigmoid_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_53,), kwargs = {})
#   %sigmoid_25 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_51,), kwargs = {})
#   %mul_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_25, %add_16), kwargs = {})
#   %sigmoid_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_50,), kwargs = {})
#   %tanh_16 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_52,), kwargs = {})
#   %mul_25 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_24, %tanh_16), kwargs = {})
#   %add_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, %mul_25), kwargs = {})
#   %tanh_17 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_18,), kwargs = {})
#   %mul_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_26, %tanh_17), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_18,%mul_26,%buf58
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_10 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (8389632 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (8388608 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (8390656 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (8391680 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_19, add_20, add_31, add_tensor, add_tensor_6, cat, mul_27, mul_28, mul_29, mul_47, sigmoid_27, sigmoid_28, sigmoid_29, sigmoid_47, split_15, split_9, tanh_18, tanh_19, tanh_31, unbind_2, view_1, view_21, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_6 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_18]
#   %add_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_20]
#   %mul_29 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_29]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_6 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_6), kwargs = {})
#   %view_21 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [1, 256, 4096]), kwargs = {})
#   %add_19 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_21, %getitem_11), kwargs = {})
#   %split_9 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_19, 1024, 2), kwargs = {})
#   %sigmoid_29 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_57,), kwargs = {})
#   %sigmoid_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_55,), kwargs = {})
#   %mul_27 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_28, %add_18), kwargs = {})
#   %sigmoid_27 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_54,), kwargs = {})
#   %tanh_18 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_56,), kwargs = {})
#   %mul_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_27, %tanh_18), kwargs = {})
#   %add_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_27, %mul_28), kwargs = {})
#   %tanh_19 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_20,), kwargs = {})
#   %mul_29 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_29, %tanh_19), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_20,%mul_29,%buf59
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_11 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_21, add_22, add_31, add_tensor, add_tensor_5, cat, mul_30, mul_31, mul_32, mul_47, sigmoid_30, sigmoid_31, sigmoid_32, sigmoid_47, split_10, split_15, tanh_20, tanh_21, tanh_31, unbind_2, view_1, view_23, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_5 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_20]
#   %add_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_22]
#   %mul_32 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_32]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_5 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_5), kwargs = {})
#   %view_23 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [1, 256, 4096]), kwargs = {})
#   %add_21 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_23, %getitem_12), kwargs = {})
#   %split_10 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_21, 1024, 2), kwargs = {})
#   %sigmoid_32 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_61,), kwargs = {})
#   %sigmoid_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_59,), kwargs = {})
#   %mul_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_31, %add_20), kwargs = {})
#   %sigmoid_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_58,), kwargs = {})
#   %tanh_20 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_60,), kwargs = {})
#   %mul_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_30, %tanh_20), kwargs = {})
#   %add_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_30, %mul_31), kwargs = {})
#   %tanh_21 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_22,), kwargs = {})
#   %mul_32 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_32, %tanh_21), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_22,%mul_32,%buf60
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_12 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (10486784 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (10485760 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (10487808 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (10488832 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_23, add_24, add_31, add_tensor, add_tensor_4, cat, mul_33, mul_34, mul_35, mul_47, sigmoid_33, sigmoid_34, sigmoid_35, sigmoid_47, split_11, split_15, tanh_22, tanh_23, tanh_31, unbind_2, view_1, view_25, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_4 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_4]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_22]
#   %add_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_24]
#   %mul_35 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_35]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_4 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_4), kwargs = {})
#   %view_25 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [1, 256, 4096]), kwargs = {})
#   %add_23 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_25, %getitem_13), kwargs = {})
#   %split_11 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_23, 1024, 2), kwargs = {})
#   %sigmoid_35 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_65,), kwargs = {})
#   %sigmoid_34 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_63,), kwargs = {})
#   %mul_33 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_34, %add_22), kwargs = {})
#   %sigmoid_33 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_62,), kwargs = {})
#   %tanh_22 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_64,), kwargs = {})
#   %mul_34 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_33, %tanh_22), kwargs = {})
#   %add_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_33, %mul_34), kwargs = {})
#   %tanh_23 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_24,), kwargs = {})
#   %mul_35 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_35, %tanh_23), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_24,%mul_35,%buf61
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_13 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (11535360 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (11534336 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (11536384 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (11537408 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_25, add_26, add_31, add_tensor, add_tensor_3, cat, mul_36, mul_37, mul_38, mul_47, sigmoid_36, sigmoid_37, sigmoid_38, sigmoid_47, split_12, split_15, tanh_24, tanh_25, tanh_31, unbind_2, view_1, view_27, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_3 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_24]
#   %add_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %mul_38 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_38]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_3 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_3), kwargs = {})
#   %view_27 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [1, 256, 4096]), kwargs = {})
#   %add_25 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_27, %getitem_14), kwargs = {})
#   %split_12 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_25, 1024, 2), kwargs = {})
#   %sigmoid_38 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_69,), kwargs = {})
#   %sigmoid_37 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_67,), kwargs = {})
#   %mul_36 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_37, %add_24), kwargs = {})
#   %sigmoid_36 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_66,), kwargs = {})
#   %tanh_24 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_68,), kwargs = {})
#   %mul_37 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_36, %tanh_24), kwargs = {})
#   %add_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %mul_37), kwargs = {})
#   %tanh_25 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_26,), kwargs = {})
#   %mul_38 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_38, %tanh_25), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_26,%mul_38,%buf62
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_14 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (12583936 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (12582912 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (12584960 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (12585984 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_27, add_28, add_31, add_tensor, add_tensor_2, cat, mul_39, mul_40, mul_41, mul_47, sigmoid_39, sigmoid_40, sigmoid_41, sigmoid_47, split_13, split_15, tanh_26, tanh_27, tanh_31, unbind_2, view_1, view_29, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_2 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %add_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_28]
#   %mul_41 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_41]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_2 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_2), kwargs = {})
#   %view_29 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [1, 256, 4096]), kwargs = {})
#   %add_27 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_29, %getitem_15), kwargs = {})
#   %split_13 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_27, 1024, 2), kwargs = {})
#   %sigmoid_41 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_73,), kwargs = {})
#   %sigmoid_40 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_71,), kwargs = {})
#   %mul_39 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_40, %add_26), kwargs = {})
#   %sigmoid_39 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_70,), kwargs = {})
#   %tanh_26 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_72,), kwargs = {})
#   %mul_40 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_39, %tanh_26), kwargs = {})
#   %add_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %mul_40), kwargs = {})
#   %tanh_27 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_28,), kwargs = {})
#   %mul_41 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_41, %tanh_27), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_28,%mul_41,%buf63
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_15 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (13632512 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (13631488 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (13633536 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (13634560 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
# Source node to ATen node mapping:
#   lstm => add, add_29, add_30, add_31, add_tensor, add_tensor_1, cat, mul_42, mul_43, mul_44, mul_47, sigmoid_42, sigmoid_43, sigmoid_44, sigmoid_47, split_14, split_15, tanh_28, tanh_29, tanh_31, unbind_2, view_1, view_31, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_1 : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_28]
#   %add_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_30]
#   %mul_44 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=mul_44]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor_1 : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_1), kwargs = {})
#   %view_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [1, 256, 4096]), kwargs = {})
#   %add_29 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_31, %getitem_16), kwargs = {})
#   %split_14 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_29, 1024, 2), kwargs = {})
#   %sigmoid_44 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_77,), kwargs = {})
#   %sigmoid_43 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_75,), kwargs = {})
#   %mul_42 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_43, %add_28), kwargs = {})
#   %sigmoid_42 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_74,), kwargs = {})
#   %tanh_28 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_76,), kwargs = {})
#   %mul_43 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_42, %tanh_28), kwargs = {})
#   %add_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %tanh_29 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_30,), kwargs = {})
#   %mul_44 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_44, %tanh_29), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul_2, %mul_5, %mul_8, %mul_11, %mul_14, %mul_17, %mul_20, %mul_23, %mul_26, %mul_29, %mul_32, %mul_35, %mul_38, %mul_41, %mul_44, %mul_47],), kwargs = {})
#   return %add_30,%mul_44,%buf64
triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_16 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15761408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (14681088 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (14680064 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (14682112 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (14683136 + x0 + 4096*x1), None)
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
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh]
# Source node to ATen node mapping:
#   lstm => add, add_31, add_32, add_tensor, mul_45, mul_46, mul_47, sigmoid_45, sigmoid_46, sigmoid_47, split_15, tanh_30, tanh_31, unbind_2, view_1, view_33
# Graph fragment:
#   %arg3_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default : Tensor "f32[256, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %mm : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm]
#   %arg2_1 : Tensor "f32[4096][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_30]
#   %add_32 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_32]
#   %view_1 : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 256, 4096]), kwargs = {})
#   %add : Tensor "f32[16, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_1, %arg2_1), kwargs = {})
#   %unbind_2 : [num_users=16] = call_function[target=torch.ops.aten.unbind.int](args = (%add,), kwargs = {})
#   %add_tensor : Tensor "f32[256, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default), kwargs = {})
#   %view_33 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 256, 4096]), kwargs = {})
#   %add_31 : Tensor "f32[1, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %getitem_17), kwargs = {})
#   %split_15 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_31, 1024, 2), kwargs = {})
#   %sigmoid_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_81,), kwargs = {})
#   %sigmoid_46 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_79,), kwargs = {})
#   %mul_45 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_46, %add_30), kwargs = {})
#   %sigmoid_45 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%getitem_78,), kwargs = {})
#   %tanh_30 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%getitem_80,), kwargs = {})
#   %mul_46 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_45, %tanh_30), kwargs = {})
#   %add_32 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_45, %mul_46), kwargs = {})
#   %tanh_31 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%add_32,), kwargs = {})
#   %mul_47 : Tensor "f32[1, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid_47, %tanh_31), kwargs = {})
#   return %add_32,%mul_47
triton_poi_fused__unsafe_view_add_addmm_mul_sigmoid_split_tanh_unbind_view_17 = async_compile.triton('triton_poi_fused__unsafe_view_add_addmm_mul_sigmoid_split_tanh_unbind_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_addmm_mul_sigmoid_split_tanh_unbind_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 17, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11567104}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_addmm_mul_sigmoid_split_tanh_unbind_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (1024 + x0 + 4096*x1), None)
    tmp3 = tl.load(in_ptr2 + (15729664 + x0 + 4096*x1), None)
    tmp4 = tl.load(in_ptr3 + (1024 + x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_out_ptr0 + (x2), None)
    tmp10 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x0 + 4096*x1), None)
    tmp13 = tl.load(in_ptr2 + (15728640 + x0 + 4096*x1), None)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr0 + (2048 + x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr1 + (2048 + x0 + 4096*x1), None)
    tmp21 = tl.load(in_ptr2 + (15730688 + x0 + 4096*x1), None)
    tmp22 = tl.load(in_ptr3 + (2048 + x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr0 + (3072 + x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr1 + (3072 + x0 + 4096*x1), None)
    tmp31 = tl.load(in_ptr2 + (15731712 + x0 + 4096*x1), None)
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
    tl.store(out_ptr0 + (x2), tmp37, None)
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [lstm, linear], Original ATen: [aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   linear => clone_3
#   lstm => permute_18
# Graph fragment:
#   %cat : Tensor "f32[16, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=cat]
#   %permute_18 : Tensor "f32[256, 16, 1024][1024, 262144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%cat, [1, 0, 2]), kwargs = {})
#   %clone_3 : Tensor "f32[256, 16, 1024][16384, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_18,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_clone_transpose_18 = async_compile.triton('triton_poi_fused_clone_transpose_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50331648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4194304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = ((xindex // 1024) % 16)
    x2 = xindex // 16384
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*x2 + 262144*x1), None)
    tl.store(out_ptr0 + (x3), tmp0, None)
''', device_str='cuda')


# kernel path: /scrubbed_________________________________________________________________________
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._unsafe_view, aten.add]
# Source node to ATen node mapping:
#   linear => add_33, view_37
# Graph fragment:
#   %mm_1 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %arg6_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %view_37 : Tensor "f32[256, 16, 1024][16384, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [256, 16, 1024]), kwargs = {})
#   %add_33 : Tensor "f32[256, 16, 1024][16384, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_37, %arg6_1), kwargs = {})
#   return %add_33
triton_poi_fused__unsafe_view_add_19 = async_compile.triton('triton_poi_fused__unsafe_view_add_19', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50335744}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_19(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4194304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 1024)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1 = args
        args.clear()
        assert_size_stride(arg0_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg1_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg2_1, (4096, ), (1, ))
        assert_size_stride(arg3_1, (4096, ), (1, ))
        assert_size_stride(arg4_1, (256, 16, 1024), (16384, 1024, 1))
        assert_size_stride(arg5_1, (1024, 1024), (1024, 1))
        assert_size_stride(arg6_1, (1024, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 256, 1024), (262144, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_0.run(arg4_1, buf0, 4194304, stream=stream0)
            del arg4_1
            buf1 = empty_strided_cuda((4096, 4096), (4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (4096, 1024), (1024, 1), 0), reinterpret_tensor(arg0_1, (1024, 4096), (1, 1024), 0), out=buf1)
            del arg0_1
            buf2 = empty_strided_cuda((1, 256, 1024), (262144, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h_zeros], Original ATen: [aten.zeros]
            stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_1.run(buf2, 262144, stream=stream0)
            buf3 = empty_strided_cuda((256, 4096), (4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h_zeros, lstm], Original ATen: [aten.zeros, aten.unbind, aten.unsqueeze, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf2, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf3)
            buf4 = buf2; del buf2  # reuse
            buf5 = empty_strided_cuda((1, 256, 1024), (262144, 1024, 1), torch.float32)
            buf66 = buf0; del buf0  # reuse
            buf50 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [c_zeros, lstm], Original ATen: [aten.zeros, aten.unbind, aten._unsafe_view, aten.add, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.unsqueeze, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_unsqueeze_view_zeros_2.run(arg3_1, buf3, buf1, arg2_1, buf4, buf5, buf50, 262144, stream=stream0)
            buf6 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf5, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf6)
            buf7 = buf4; del buf4  # reuse
            buf8 = buf5; del buf5  # reuse
            buf51 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 262144)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_3.run(buf7, arg3_1, buf6, buf1, arg2_1, buf8, buf51, 262144, stream=stream0)
            buf9 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf8, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf9)
            buf10 = buf7; del buf7  # reuse
            buf11 = buf8; del buf8  # reuse
            buf52 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 524288)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_4.run(buf10, arg3_1, buf9, buf1, arg2_1, buf11, buf52, 262144, stream=stream0)
            buf12 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf11, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf12)
            buf13 = buf10; del buf10  # reuse
            buf14 = buf11; del buf11  # reuse
            buf53 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 786432)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_5.run(buf13, arg3_1, buf12, buf1, arg2_1, buf14, buf53, 262144, stream=stream0)
            buf15 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf14, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf15)
            buf16 = buf13; del buf13  # reuse
            buf17 = buf14; del buf14  # reuse
            buf54 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 1048576)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_6.run(buf16, arg3_1, buf15, buf1, arg2_1, buf17, buf54, 262144, stream=stream0)
            buf18 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf18)
            buf19 = buf16; del buf16  # reuse
            buf20 = buf17; del buf17  # reuse
            buf55 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 1310720)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_7.run(buf19, arg3_1, buf18, buf1, arg2_1, buf20, buf55, 262144, stream=stream0)
            buf21 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf20, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf21)
            buf22 = buf19; del buf19  # reuse
            buf23 = buf20; del buf20  # reuse
            buf56 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 1572864)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_8.run(buf22, arg3_1, buf21, buf1, arg2_1, buf23, buf56, 262144, stream=stream0)
            buf24 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf24)
            buf25 = buf22; del buf22  # reuse
            buf26 = buf23; del buf23  # reuse
            buf57 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 1835008)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_9.run(buf25, arg3_1, buf24, buf1, arg2_1, buf26, buf57, 262144, stream=stream0)
            buf27 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf26, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf27)
            buf28 = buf25; del buf25  # reuse
            buf29 = buf26; del buf26  # reuse
            buf58 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 2097152)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_10.run(buf28, arg3_1, buf27, buf1, arg2_1, buf29, buf58, 262144, stream=stream0)
            buf30 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf29, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf30)
            buf31 = buf28; del buf28  # reuse
            buf32 = buf29; del buf29  # reuse
            buf59 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 2359296)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_11.run(buf31, arg3_1, buf30, buf1, arg2_1, buf32, buf59, 262144, stream=stream0)
            buf33 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf32, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf33)
            buf34 = buf31; del buf31  # reuse
            buf35 = buf32; del buf32  # reuse
            buf60 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 2621440)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_12.run(buf34, arg3_1, buf33, buf1, arg2_1, buf35, buf60, 262144, stream=stream0)
            buf36 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf35, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf36)
            buf37 = buf34; del buf34  # reuse
            buf38 = buf35; del buf35  # reuse
            buf61 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 2883584)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_13.run(buf37, arg3_1, buf36, buf1, arg2_1, buf38, buf61, 262144, stream=stream0)
            buf39 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf38, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf39)
            buf40 = buf37; del buf37  # reuse
            buf41 = buf38; del buf38  # reuse
            buf62 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 3145728)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_14.run(buf40, arg3_1, buf39, buf1, arg2_1, buf41, buf62, 262144, stream=stream0)
            buf42 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf41, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf42)
            buf43 = buf40; del buf40  # reuse
            buf44 = buf41; del buf41  # reuse
            buf63 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 3407872)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_15.run(buf43, arg3_1, buf42, buf1, arg2_1, buf44, buf63, 262144, stream=stream0)
            buf45 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf44, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf45)
            buf46 = buf43; del buf43  # reuse
            buf47 = buf44; del buf44  # reuse
            buf64 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 3670016)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh, aten.cat]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_cat_mul_sigmoid_split_tanh_unbind_view_16.run(buf46, arg3_1, buf45, buf1, arg2_1, buf47, buf64, 262144, stream=stream0)
            buf48 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf47, (256, 1024), (1024, 1), 0), reinterpret_tensor(arg1_1, (1024, 4096), (1, 1024), 0), out=buf48)
            del arg1_1
            del buf47
            buf49 = buf46; del buf46  # reuse
            buf65 = reinterpret_tensor(buf66, (1, 256, 1024), (262144, 1024, 1), 3932160)  # alias
            # Topologically Sorted Source Nodes: [lstm], Original ATen: [aten._unsafe_view, aten.add, aten.unbind, aten.addmm, aten.view, aten.split, aten.sigmoid, aten.mul, aten.tanh]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_addmm_mul_sigmoid_split_tanh_unbind_view_17.run(buf49, arg3_1, buf48, buf1, arg2_1, buf65, 262144, stream=stream0)
            del arg2_1
            del arg3_1
            del buf1
            del buf48
            del buf49
            buf67 = empty_strided_cuda((256, 16, 1024), (16384, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [lstm, linear], Original ATen: [aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_18.run(buf66, buf67, 4194304, stream=stream0)
            del buf50
            del buf51
            del buf52
            del buf53
            del buf54
            del buf55
            del buf56
            del buf57
            del buf58
            del buf59
            del buf60
            del buf61
            del buf62
            del buf63
            del buf64
            del buf65
            buf68 = reinterpret_tensor(buf66, (4096, 1024), (1024, 1), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [lstm, linear], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf67, (4096, 1024), (1024, 1), 0), reinterpret_tensor(arg5_1, (1024, 1024), (1, 1024), 0), out=buf68)
            del arg5_1
            del buf67
            buf69 = reinterpret_tensor(buf68, (256, 16, 1024), (16384, 1024, 1), 0); del buf68  # reuse
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._unsafe_view, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_19.run(buf69, arg6_1, 4194304, stream=stream0)
            del arg6_1
        return (buf69, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 16, 1024), (16384, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
