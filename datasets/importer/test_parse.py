#!/usr/bin/env python3
"""Tests of inductor_code (the reader of Inductor's generated module), with
plain python3: no torch, no GPU.  Runs on the three reference samples in
tests/fixtures/inductor-output (training graphs, primals_* arguments) and
on hand-written inference-style modules (arg0_1 names, buffer reuse, views).
It must not need anything beyond the standard library.  Prints
"N passed, N failed" and exits non-zero on a failure.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from inductor_code import (Refused, kernel_parameters, parse_output_code,  # noqa: E402
                           storage_extent, strip_heuristics_decorator)

SAMPLES = os.environ.get("KOPT_INDUCTOR_SAMPLES") or os.path.normpath(
    os.path.join(HERE, "..", "..", "tests", "fixtures", "inductor-output"))

from minitest import eq, finish, test  # noqa: E402


def refused(source, *fragments, offsets=None):
    try:
        parse_output_code(source, offsets)
    except Refused as e:
        for f in fragments:
            if f not in str(e):
                raise AssertionError("refusal %r lacks %r" % (str(e), f))
        return
    raise AssertionError("not refused")


def sample(name):
    with open(os.path.join(SAMPLES, name + "_output_code.py")) as f:
        return f.read()


# A kernel definition as Inductor writes it, for the hand-written modules.
KERNEL = '''{name} = async_compile.triton('{name}', \'\'\'
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={{'x': 1024}},
    filename=__file__,
    triton_meta={{'signature': {{{sig}}}, 'constants': {{}}}},
    inductor_meta={{'grid_type': 'Grid1D', 'mutated_arg_names': []}},
    min_elem_per_thread=0
)
@triton.jit
def {name}({params}, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
\'\'\', device_str='cuda')
'''


def module(kernels, body):
    """An inference-style generated module: kernel definitions and a Runner.call."""
    defs = "".join(KERNEL.format(name=n, params=", ".join(p),
                                 sig=", ".join("'%s': '*fp32'" % x for x in p))
                   for n, p in kernels)
    lines = "\n".join("        " + l for l in body.strip("\n").splitlines())
    return ("import torch\nfrom torch._inductor.async_compile import AsyncCompile\n"
            "async_compile = AsyncCompile()\n\n" + defs +
            "\nasync_compile.wait(globals())\ndel async_compile\n\n"
            "class Runner:\n    def __init__(self, partitions):\n"
            "        self.partitions = partitions\n\n"
            "    def call(self, args):\n" + lines + "\n\n"
            "runner = Runner(partitions=[])\ncall = runner.call\n")


@test
def lin_gelu_sample():
    p = parse_output_code(sample("lin_gelu"))
    eq(p["arg_names"], ["primals_1", "primals_2", "primals_3"], "args")
    eq(p["arg_asserts"]["primals_2"], ([1024], [1]), "assert")
    eq([(b["name"], b["role"], b["shape"]) for b in p["buffers"]],
       [("buf0", "output", [256, 1024]), ("buf1", "output", [256, 1024])], "buffers")
    mm, k = p["steps"]
    eq(mm["name"], "addmm_0", "extern name")
    eq(mm["args"]["b"], {"buffer": "primals_1", "shape": [1024, 1024],
                         "strides": [1, 1024], "offset": 0}, "reinterpret view")
    eq((mm["args"]["bias"], mm["args"]["out"], mm["args"]["alpha"], mm["args"]["beta"]),
       ({"buffer": "primals_2"}, {"buffer": "buf0"}, 1, 1), "addmm args")
    eq(k["kernel"], "triton_poi_fused_gelu_mul_0", "kernel")
    eq(k["args"], [{"view": {"buffer": "buf0"}}, {"view": {"buffer": "buf1"}},
                   {"value": 262144}], "kernel args")
    eq(p["outputs"], [{"buffer": "buf1"}, {"buffer": "primals_3"}, {"buffer": "buf0"}],
       "outputs")


@test
def lin_gelu_kernel_source():
    p = parse_output_code(sample("lin_gelu"))
    k = p["kernels"]["triton_poi_fused_gelu_mul_0"]
    eq(k["entry"], "triton_poi_fused_gelu_mul_0", "entry")
    src = k["source"]
    if "triton_heuristics.pointwise" in src or "size_hints" in src:
        raise AssertionError("decorator left in the source")
    for keep in ("import triton.language as tl", "triton_helpers.set_driver_to_gpu()",
                 "@triton.jit\ndef triton_poi_fused_gelu_mul_0(", "tl.store(out_ptr0"):
        if keep not in src:
            raise AssertionError("source lost %r" % keep)
    eq(kernel_parameters(src, k["entry"]),
       [("in_ptr0", False), ("out_ptr0", False), ("xnumel", False), ("XBLOCK", True)],
       "parameters")


@test
def softmax_sample_inference():
    p = parse_output_code(sample("softmax"))
    eq(p["arg_names"], ["arg0_1"], "args")
    eq([(b["name"], b["role"]) for b in p["buffers"]], [("buf2", "output")], "buffers")
    (k,) = p["steps"]
    eq([a.get("value") for a in k["args"]], [None, None, 256, 4096], "numels")
    src = p["kernels"][k["kernel"]]["source"]
    eq([n for n, cx in kernel_parameters(src, k["kernel"]) if cx], ["XBLOCK", "R0_BLOCK"],
       "constexprs")
    eq(p["outputs"], [{"buffer": "buf2"}], "outputs")


@test
def conv_sample_parsed():
    p = parse_output_code(sample("conv_relu"))
    conv = p["steps"][0]
    eq((conv["kind"], conv["op"], conv["name"]), ("extern", "convolution", "convolution_0"),
       "step")
    a = conv["args"]
    eq((a["x"], a["weight"], a["bias"], a["out"]),
       ({"buffer": "primals_3"}, {"buffer": "primals_1"}, None, {"buffer": "buf0"}), "views")
    eq((a["stride"], a["padding"], a["dilation"], a["groups"]),
       ([1, 1], [0, 0], [1, 1], 1), "geometry")
    buf0 = [b for b in p["buffers"] if b["name"] == "buf0"][0]
    eq((buf0["shape"], buf0["strides"], buf0["dtype"], buf0["dtype_of"]),
       ([8, 32, 62, 62], [123008, 3844, 62, 1], None, "primals_3"), "buf0 from the assert")
    eq(p["steps"][1]["kind"], "kernel", "then the kernel")


# Transposed convolutions in the form Inductor emits them (the line of the
# conv_relu sample with transposed=True, under no_grad): ConvTranspose's
# weight [C_in, C_out/groups, k...], the result declared by the
# assert_size_stride after it.  Our own shapes, out by torch's formula
# (in - 1) * stride - 2 * padding + dilation * (k - 1) + output_padding + 1.
CONVT = """
arg0_1, arg1_1, arg2_1 = args
args.clear()
assert_size_stride(arg0_1, {w})
assert_size_stride(arg1_1, ({cout}, ), (1, ))
assert_size_stride(arg2_1, {x})
with torch.cuda._DeviceGuard(0):
    torch.cuda.set_device(0)
    # Topologically Sorted Source Nodes: [conv_transpose], Original ATen: [aten.convolution]
    buf0 = extern_kernels.convolution(arg2_1, arg0_1, {geom}, transposed=True, output_padding={op}, groups={groups}, bias={bias})
    assert_size_stride(buf0, {out}, 'torch.ops.aten.convolution.default')
    del arg0_1
return (buf0, )
"""
CONVT_CASES = {
    # ConvTranspose1d(16, 8, 5, stride=2, padding=1, output_padding=1): 31 * 2 - 2 + 4 + 1 + 1
    "1d": dict(x="(4, 16, 32), (512, 32, 1)", w="(16, 8, 5), (40, 5, 1)", cout=8,
               geom="stride=(2,), padding=(1,), dilation=(1,)", op="(1,)", groups=1,
               bias="None", out="(4, 8, 66), (528, 66, 1)"),
    # ConvTranspose2d(8, 12, 3, stride=2, padding=1, output_padding=1, dilation=2,
    # groups=2), bias passed to the call: 9 * 2 - 2 + 2 * 2 + 1 + 1
    "2d": dict(x="(2, 8, 10, 10), (800, 100, 10, 1)", w="(8, 6, 3, 3), (54, 9, 3, 1)",
               cout=12, geom="stride=(2, 2), padding=(1, 1), dilation=(2, 2)",
               op="[1, 1]", groups=2, bias="arg1_1",
               out="(2, 12, 22, 22), (5808, 484, 22, 1)"),
    # ConvTranspose3d(4, 2, (2, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1),
    # output_padding=(0, 1, 0)): 4, 10, 9
    "3d": dict(x="(1, 4, 3, 5, 5), (300, 75, 25, 5, 1)",
               w="(4, 2, 2, 3, 3), (36, 18, 9, 3, 1)", cout=2,
               geom="stride=(1, 2, 2), padding=(0, 1, 1), dilation=(1, 1, 1)",
               op="(0, 1, 0)", groups=1, bias="None",
               out="(1, 2, 4, 10, 9), (720, 360, 90, 9, 1)"),
}


@test
def conv_transposed_is_a_cudnn_step():
    """transposed=True becomes a convolution step with transposed 1 and
    output_padding (FORMAT.md), 1-D, 2-D and 3-D, with and without bias."""
    want = {"1d": ([2], [1], [1], [1], 1, None, [4, 8, 66]),
            "2d": ([2, 2], [1, 1], [2, 2], [1, 1], 2, {"buffer": "arg1_1"}, [2, 12, 22, 22]),
            "3d": ([1, 2, 2], [0, 1, 1], [1, 1, 1], [0, 1, 0], 1, None, [1, 2, 4, 10, 9])}
    for case, fields in CONVT_CASES.items():
        p = parse_output_code(module([], CONVT.format(**fields)))
        step, = p["steps"]
        eq((step["kind"], step["op"], step["name"]), ("extern", "convolution", "convolution_0"),
           case + " step")
        a = step["args"]
        stride, padding, dilation, op, groups, bias, shape = want[case]
        eq((a["x"], a["weight"], a["out"]),
           ({"buffer": "arg2_1"}, {"buffer": "arg0_1"}, {"buffer": "buf0"}), case + " views")
        eq((a["stride"], a["padding"], a["dilation"], a["groups"], a["bias"]),
           (stride, padding, dilation, groups, bias), case + " geometry")
        eq((a["transposed"], a["output_padding"]), (1, op), case + " transposed")
        buf0 = [b for b in p["buffers"] if b["name"] == "buf0"][0]
        eq((buf0["shape"], buf0["role"]), (shape, "output"), case + " buf0 from the assert")


@test
def conv_forward_step_unchanged_and_unasserted_refused():
    src = sample("conv_relu")
    a = parse_output_code(src)["steps"][0]["args"]
    # A forward convolution's step has neither field, as before they existed.
    eq(("transposed" in a, "output_padding" in a), (False, False), "forward fields")
    refused(src.replace("output_padding=(0, 0)", "output_padding=(1, 1)"),
            "output_padding= in a convolution that is not transposed", "line 114")
    refused(src.replace("transposed=False", "transposed=flag"), "transposed= is not True "
            "or False")
    lines = [ln for ln in src.split("\n") if "assert_size_stride(buf0" not in ln]
    refused("\n".join(lines), "buf0, an extern call's result, is used before an "
            "assert_size_stride gives its layout")
    # A transposed call whose result is never asserted is refused alike.
    convt = module([], CONVT.format(**CONVT_CASES["1d"]))
    lines = [ln for ln in convt.split("\n") if "assert_size_stride(buf0" not in ln]
    refused("\n".join(lines), "buf0, an extern call's result, is used before")


@test
def decorator_removed_by_position():
    raw = sample("softmax").split("'''")[1]
    stripped, entry = strip_heuristics_decorator(raw)
    eq(entry, "triton_red_fused__softmax_exp_prepare_softmax_online_sub_0", "entry")
    # The decorator spans 7 lines here; everything else is kept as it was.
    eq(len(raw.splitlines()) - len(stripped.splitlines()), 7, "lines removed")
    eq(stripped.splitlines()[:9], raw.splitlines()[:9], "head kept")


INFERENCE = module(
    [("triton_poi_fused_add_relu_0", ["in_out_ptr0", "in_ptr0", "xnumel"]),
     ("triton_poi_fused_mul_1", ["in_ptr0", "out_ptr0", "xnumel"])],
    """
arg0_1, arg1_1, arg2_1, arg3_1 = args
args.clear()
assert_size_stride(arg0_1, (64, 32), (32, 1))
assert_size_stride(arg1_1, (64, ), (1, ))
with torch.cuda._DeviceGuard(0):
    torch.cuda.set_device(0)
    buf0 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
    # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.mm]
    extern_kernels.mm(arg2_1, reinterpret_tensor(arg0_1, (32, 64), (1, 32), 0), out=buf0)
    del arg0_1
    buf1 = buf0; del buf0  # reuse
    stream0 = get_raw_stream(0)
    triton_poi_fused_add_relu_0_xnumel = 1024
    triton_poi_fused_add_relu_0.run(buf1, arg1_1, triton_poi_fused_add_relu_0_xnumel, stream=stream0)
    buf2 = empty_strided_cuda((4, 16, 16), (256, 16, 1), torch.float32)
    extern_kernels.bmm(reinterpret_tensor(buf1, (4, 16, 16), (256, 16, 1), 0), arg3_1, out=buf2)
    buf3 = reinterpret_tensor(buf1, (512, ), (1, ), 512); del buf1  # reuse
    buf4 = empty_strided_cuda((1024, ), (1, ), torch.float32)
    triton_poi_fused_mul_1.run(reinterpret_tensor(buf3, (256, ), (1, ), 256), buf4, 256, stream=stream0)
    del buf3
    buf5 = empty_strided_cuda((8, ), (1, ), torch.int64)
return (reinterpret_tensor(buf4, (16, 64), (64, 1), 0), buf2, )
""")


@test
def inference_buffers_and_roles():
    p = parse_output_code(INFERENCE)
    eq(p["arg_names"], ["arg0_1", "arg1_1", "arg2_1", "arg3_1"], "args")
    eq([(b["name"], b["dtype"], b["role"]) for b in p["buffers"]],
       [("buf0", "float32", "intermediate"), ("buf2", "float32", "output"),
        ("buf4", "float32", "output"), ("buf5", "int64", "intermediate")], "buffers")
    eq(p["outputs"], [{"buffer": "buf4", "shape": [16, 64], "strides": [64, 1], "offset": 0},
                      {"buffer": "buf2"}], "outputs")


@test
def inference_steps_and_aliases():
    p = parse_output_code(INFERENCE)
    mm, k0, bmm, k1 = p["steps"]
    eq((mm["name"], mm["op"]), ("mm_0", "mm"), "mm")
    eq(mm["args"]["b"], {"buffer": "arg0_1", "shape": [32, 64], "strides": [1, 32],
                         "offset": 0}, "mm b")
    eq(mm["call"], "extern_kernels.mm(arg2_1, reinterpret_tensor(arg0_1, (32, 64), (1, 32), "
       "0), out=buf0)", "call text")
    # buf1 is buf0 reused; the int bound to a name is a literal argument.
    eq(k0["args"], [{"view": {"buffer": "buf0"}}, {"view": {"buffer": "arg1_1"}},
                    {"value": 1024}], "kernel 0 args")
    eq(bmm["args"]["a"], {"buffer": "buf0", "shape": [4, 16, 16], "strides": [256, 16, 1],
                          "offset": 0}, "bmm a through the alias")
    # reinterpret_tensor of an alias that is itself a view at offset 512: offsets add.
    eq(k1["args"][0], {"view": {"buffer": "buf0", "shape": [256], "strides": [1],
                                "offset": 768}}, "nested reinterpret")
    eq(sorted(p["kernels"]), ["triton_poi_fused_add_relu_0", "triton_poi_fused_mul_1"],
       "kernels")


@test
def argument_offsets_are_added():
    src = module([], """
arg0_1, = args
buf0 = empty_strided_cuda((4, 4), (4, 1), torch.float32)
extern_kernels.mm(reinterpret_tensor(arg0_1, (4, 4), (4, 1), 2), arg0_1, out=buf0)
return (buf0, )
""")
    p = parse_output_code(src, {"arg0_1": 10})
    eq(p["steps"][0]["args"]["a"]["offset"], 12, "offset")
    eq(p["steps"][0]["args"]["b"], {"buffer": "arg0_1"}, "plain view")


@test
def bias_addmm_and_baddbmm():
    # max-autotune's bias_addmm gets the bias as a stride-0 matrix and passes
    # torch.addmm its first row: an addmm step with the vector (cuBLASLt's
    # bias epilogue in the backend).
    src = module([], """
arg0_1, arg1_1, arg2_1, arg3_1, arg4_1 = args
assert_size_stride(arg0_1, (64, ), (1, ))
assert_size_stride(arg1_1, (32, 16), (16, 1))
assert_size_stride(arg2_1, (64, 16), (16, 1))
buf0 = empty_strided_cuda((32, 64), (64, 1), torch.float32)
extern_kernels.bias_addmm(reinterpret_tensor(arg0_1, (32, 64), (0, 1), 0), arg1_1, reinterpret_tensor(arg2_1, (16, 64), (1, 16), 0), alpha=1, beta=1, out=buf0)
buf1 = empty_strided_cuda((4, 8, 8), (64, 8, 1), torch.float32)
extern_kernels.baddbmm(arg3_1, arg4_1, arg4_1, alpha=0.5, beta=2, out=buf1)
buf2 = empty_strided_cuda((32, 64), (64, 1), torch.float32)
extern_kernels.bias_addmm(arg2_1, arg1_1, reinterpret_tensor(arg2_1, (16, 64), (1, 16), 0), alpha=1, beta=1, out=buf2)
return (buf0, buf1, buf2, )
""")
    p = parse_output_code(src)
    lt, bb, full = p["steps"]
    eq((lt["name"], lt["op"]), ("addmm_0", "addmm"), "bias_addmm becomes addmm")
    eq(lt["args"]["bias"], {"buffer": "arg0_1", "shape": [64], "strides": [1], "offset": 0},
       "first row of the stride-0 bias")
    eq(lt["call"].split("(")[0], "extern_kernels.bias_addmm", "call text kept")
    eq((bb["name"], bb["op"], bb["args"]["alpha"], bb["args"]["beta"]),
       ("baddbmm_0", "baddbmm", 0.5, 2), "baddbmm")
    eq(bb["args"]["bias"], {"buffer": "arg3_1"}, "baddbmm bias")
    # A bias with real rows stays a matrix (torch.addmm(inp, ...)).
    eq(full["args"]["bias"], {"buffer": "arg2_1"}, "full bias kept")


@test
def aten_fallback_refused():
    # Every call kopt cannot run is named, in order, not only the first.
    refused(module([], """
arg0_1, arg1_1 = args
buf0 = torch.ops.aten.linalg_inv_ex.default(arg0_1)
buf1 = empty_strided_cuda((4, ), (1, ), torch.float32)
extern_kernels.bmm(arg1_1, arg1_1, out=buf1)
buf2 = torch.ops.aten.avg_pool3d.default(arg1_1, [3, 3, 3], [2, 2, 2])
extern_kernels._int_mm(arg1_1, arg1_1, out=buf1)
torch.ops.aten.sort.values_stable(arg0_1, stable=True, dim=0, values=buf1)
return (buf0, buf2, )
"""), "3 calls kopt cannot run: ", "torch.ops.aten.linalg_inv_ex.default; ",
            "extern_kernels._int_mm; ", "torch.ops.aten.sort.values_stable")


POOL = """
arg0_1, = args
assert_size_stride(arg0_1, (2, 4, 16, 16, 16), (16384, 4096, 256, 16, 1))
buf0 = torch.ops.aten.avg_pool3d.default(arg0_1, {call})
assert_size_stride(buf0, (2, 4, 7, 7, 7), (1372, 343, 49, 7, 1))
return (buf0, )
"""


@test
def avg_pool3d_is_a_cudnn_step():
    """The ATen fallback of 3-D average pooling becomes an extern step that
    cuDNN runs, with ATen's defaults filled in; its result is the buffer
    the assert_size_stride after it declares."""
    p = parse_output_code(module([], POOL.format(call="[3, 3, 3], [2, 2, 2]")))
    step, = p["steps"]
    eq((step["kind"], step["name"], step["op"]), ("extern", "avg_pool3d_0", "avg_pool3d"),
       "the step")
    eq(step["args"], {"x": {"buffer": "arg0_1"}, "out": {"buffer": "buf0"},
                      "kernel_size": [3, 3, 3], "stride": [2, 2, 2], "padding": [0, 0, 0],
                      "count_include_pad": 1}, "arguments with ATen's defaults")
    buf, = p["buffers"]
    eq((buf["name"], buf["shape"], buf["strides"], buf["role"], buf.get("dtype_of")),
       ("buf0", [2, 4, 7, 7, 7], [1372, 343, 49, 7, 1], "output", "arg0_1"),
       "the asserted result, its dtype that of the input")
    # Keywords, one integer for three, stride [] meaning the kernel size.
    step, = parse_output_code(module([], POOL.format(
        call="[3], [], 1, False, count_include_pad=False")))["steps"]
    eq((step["args"]["stride"], step["args"]["padding"], step["args"]["count_include_pad"]),
       ([3, 3, 3], [1, 1, 1], 0), "defaults and keywords")
    step, = parse_output_code(module([], POOL.format(
        call="kernel_size=[2, 3, 4], stride=[1, 2, 3], padding=[1, 1, 2], "
             "ceil_mode=False, divisor_override=None")))["steps"]
    eq((step["args"]["kernel_size"], step["args"]["stride"], step["args"]["padding"]),
       ([2, 3, 4], [1, 2, 3], [1, 1, 2]), "all by keyword")


@test
def fallback_result_renamed_by_multi_output():
    """Inductor 2.11 on the H200 names an ATen fallback's one result anew
    (`buf1 = buf0`, a MultiOutput without index) and asserts the new name."""
    p = parse_output_code(module([], """
arg0_1, = args
assert_size_stride(arg0_1, (2, 4, 16, 16, 16), (16384, 4096, 256, 16, 1))
buf0 = torch.ops.aten.avg_pool3d.default(arg0_1, [3, 3, 3], [2, 2, 2])
del arg0_1
buf1 = buf0
assert_size_stride(buf1, (2, 4, 7, 7, 7), (1372, 343, 49, 7, 1), 'torch.ops.aten.avg_pool3d.default')
del buf0
return (buf1, )
"""))
    step, = p["steps"]
    eq(step["args"]["out"], {"buffer": "buf1"}, "the step writes the renamed result")
    buf, = p["buffers"]
    eq((buf["name"], buf["shape"], buf.get("dtype_of")), ("buf1", [2, 4, 7, 7, 7], "arg0_1"),
       "the renamed result's layout and dtype")
    # Without the assert, the renamed result has no layout: refused, named.
    refused(module([], """
arg0_1, = args
buf0 = torch.ops.aten.avg_pool3d.default(arg0_1, [3, 3, 3], [2, 2, 2])
buf1 = buf0
return (buf1, )
"""), "buf1, an extern call's result, is used before")


# Attention as Inductor 2.11 writes it on the H200 (a float32 model): the
# efficient-attention fallback, its tuple's output 0 renamed and asserted.
SDPA = """
arg0_1, arg1_1 = args
assert_size_stride(arg0_1, (256, 768), (768, 1))
assert_size_stride(arg1_1, (2, 1, 128, 128), (16384, 16384, 128, 1))
buf1 = torch.ops.aten._scaled_dot_product_efficient_attention.default({call})
buf2 = buf1{index}
assert_size_stride(buf2, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
assert_alignment(buf2, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
del buf1
buf6 = buf2; del buf2  # reuse
return (buf6, )
"""
Q = "reinterpret_tensor(arg0_1, (2, 4, 128, 64), (98304, 64, 768, 1), {})"


@test
def attention_is_an_sdpa_step():
    """Output 0 of the efficient-attention fallback is an sdpa step's result
    (cuBLAS and cuDNN run it); the default scale is written out, positional
    dropout_p and is_causal and the scale keyword are read."""
    qkv = ", ".join(Q.format(o) for o in (0, 256, 512))
    p = parse_output_code(module([], SDPA.format(call=qkv + ", None, False", index="[0]")))
    step, = p["steps"]
    eq((step["kind"], step["name"], step["op"]), ("extern", "sdpa_0", "sdpa"), "the step")
    a = step["args"]
    eq((a["q"]["offset"], a["k"]["offset"], a["v"]["offset"], a["q"]["strides"]),
       (0, 256, 512, [98304, 64, 768, 1]), "q, k and v views of one projection")
    eq((a["bias"], a["out"], a["scale"], a["is_causal"]),
       (None, {"buffer": "buf2"}, 0.125, 0), "no mask, 1/sqrt(64), not causal")
    buf, = p["buffers"]
    eq((buf["name"], buf["shape"], buf["strides"], buf.get("dtype_of"), buf["role"]),
       ("buf2", [2, 4, 128, 64], [32768, 64, 256, 1], "arg0_1", "output"),
       "output 0 as asserted, the query's dtype, returned through the reuse alias")
    mask = "reinterpret_tensor(arg1_1, (2, 4, 128, 128), (16384, 0, 128, 1), 0)"
    step, = parse_output_code(module([], SDPA.format(
        call=qkv + ", %s, False, 0.0, True, scale=0.3" % mask, index="[0]")))["steps"]
    eq((step["args"]["bias"]["strides"], step["args"]["scale"], step["args"]["is_causal"]),
       ([16384, 0, 128, 1], 0.3, 1), "a broadcast mask, causal, scale keyword")


@test
def attention_beyond_kopt_refused():
    qkv = ", ".join(Q.format(o) for o in (0, 256, 512))
    refused(module([], SDPA.format(call=qkv + ", None, True", index="[1]")),
            "output 1 of the attention call is used; kopt runs its output 0 only")
    refused(module([], SDPA.format(call=qkv + ", None, False, 0.1", index="[0]")),
            "attention with dropout")
    refused(module([], SDPA.format(call=qkv + ", None, False, 0.0, 1", index="[0]")),
            "attention is_causal= is not True or False")
    refused(module([], SDPA.format(call=qkv + ", None, False, scale=s", index="[0]")),
            "attention scale= is not a literal")
    refused(module([], SDPA.format(call=qkv + ", None", index="[0]")),
            "attention without compute_log_sumexp")
    # The tuple itself used as a tensor, before output 0 is taken.
    refused(module([], """
arg0_1, = args
buf1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(arg0_1, arg0_1, arg0_1, None, False, scale=0.1)
return (buf1, )
"""), "buf1, an extern call's result, is used before")


@test
def avg_pool3d_without_cudnn_counterpart_refused():
    refused(module([], POOL.format(call="[3, 3, 3], [2, 2, 2], [0, 0, 0], True")),
            "ceil_mode=True (cuDNN pooling has no ceil mode)", "line ")
    refused(module([], POOL.format(call="[3, 3, 3], divisor_override=5")),
            "divisor_override (cuDNN pooling has none)")
    refused(module([], POOL.format(call="[3, 3]")), "kernel_size= holds 2 integers")
    refused(module([], POOL.format(call="[3, 3, 3], stride=[2, 2, 2], pad=1")),
            "unsupported or repeated keyword pad=")
    refused(module([], POOL.format(call="[3, 3, 3], [2, 2, 2], [0, 0, 0], False, True, None, 1")),
            "avg_pool3d with 8 positional arguments")
    lines = [ln for ln in POOL.format(call="[3, 3, 3]").split("\n") if "(buf0, (2" not in ln]
    refused(module([], "\n".join(lines)), "buf0, an extern call's result, is used before")


@test
def dynamic_shapes_refused():
    refused(module([], """
arg0_1, arg1_1 = args
buf0 = empty_strided_cuda((arg0_1, 16), (16, 1), torch.float32)
return (buf0, )
"""), "dynamic shapes")
    refused(module([("triton_poi_fused_0", ["in_ptr0", "xnumel"])], """
arg0_1, = args
triton_poi_fused_0.run(arg0_1, ks0, stream=stream0)
return (arg0_1, )
"""), "ks0", "dynamic shapes")


@test
def other_statements_refused():
    refused(module([], """
arg0_1, = args
for i in range(2):
    pass
return (arg0_1, )
"""), "unsupported statement")
    refused(module([], """
arg0_1, = args
triton_poi_fused_9.run(arg0_1, 4, stream=stream0)
return (arg0_1, )
"""), "unsupported call triton_poi_fused_9.run")
    refused(module([], """
arg0_1, = args
buf0 = empty_strided_cuda((4, ), (1, ), torch.float32)
extern_kernels.addmm(arg0_1, arg0_1, arg0_1, alpha=1, beta=1, out=buf0, extra=2)
return (buf0, )
"""), "keyword extra=")
    refused(module([], """
arg0_1, = args
buf0 = empty_strided_cuda((4, ), (1, ), torch.complex64)
return (buf0, )
"""), "unsupported dtype torch.complex64")


@test
def extent():
    eq(storage_extent([4, 8], [8, 1]), 32, "contiguous")
    eq(storage_extent([8, 4], [1, 8], 3), 35, "transposed with offset")
    eq(storage_extent([0, 4], [4, 1]), 0, "empty")


PROBLEMS = os.path.normpath(os.path.join(HERE, "..", "problems"))


@test
def committed_output_code_gives_the_manifest_steps():
    """Every committed problem folder's generated module (inductor_output.py,
    and its float64 model's) is read again here: the same steps in the same
    order (names, extern ops, kernel sources) as its manifest.  A folder
    without one fails: the whole suite was imported with it."""
    import glob
    import json
    for folder in sorted(glob.glob(os.path.join(PROBLEMS, "*", "manifest.json")) +
                         glob.glob(os.path.join(PROBLEMS, "*", "float64", "manifest.json"))):
        folder = os.path.dirname(folder)
        eq(os.path.exists(os.path.join(folder, "inductor_output.py")), True,
           "%s: inductor_output.py" % folder)
    seen = 0
    for code_path in sorted(glob.glob(os.path.join(PROBLEMS, "*", "inductor_output.py")) +
                            glob.glob(os.path.join(PROBLEMS, "*", "float64",
                                                   "inductor_output.py"))):
        folder = os.path.dirname(code_path)
        with open(code_path) as f:
            program = parse_output_code(f.read())
        with open(os.path.join(folder, "manifest.json")) as f:
            manifest = json.load(f)
        got = [(s["name"], s["op"]) if s["kind"] == "extern" else ("kernel", s["kernel"])
               for s in program["steps"]]
        want = [(s["name"], s["op"]) if s["kind"] == "extern" else
                ("kernel", s["source_file"][:-len(".py")]) for s in manifest["steps"]]
        eq(got, want, "%s: steps" % folder)
        for s in manifest["steps"]:
            if s["kind"] == "kernel":
                with open(os.path.join(folder, s["source_file"])) as f:
                    eq(program["kernels"][s["source_file"][:-len(".py")]]["source"], f.read(),
                       "%s: %s source" % (folder, s["name"]))
        seen += 1
    print("output code of %d imported folders read again" % seen)


if __name__ == "__main__":
    finish()
