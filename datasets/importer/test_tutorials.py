#!/usr/bin/env python3
"""Tests of tutorials.py with no GPU, no torch and no Helion: the README's
list against the script's, each table entry extracted from a checkout (a
fake one written here in the tutorials' shape: kernels with the tutorials'
signatures, launchers, benchmarks and module-level code that must never
run), the file written read back by the standalone reader as
`kopt_import.py --triton` reads it and, where Triton is installed, its
kernel compiled for sm_90a as every candidate is; a checkout that differs
from the table refused naming the difference.  With KOPT_TRITON_SRC and
KOPT_HELION_SRC (checkouts of triton-lang/triton v3.6.0 and pytorch/helion
v1.5.0) it also extracts the real tutorials; else it says it skipped them.

    python3 datasets/importer/test_tutorials.py
"""
import ast
import atexit
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from inductor_code import Refused  # noqa: E402
import tutorials  # noqa: E402
import triton_standalone  # noqa: E402
from triton_standalone import read_problem, spec_inputs  # noqa: E402
from minitest import eq, finish, skip, test, text_has  # noqa: E402

SCRATCH = tempfile.mkdtemp(prefix="kopt-test-tutorials-")
atexit.register(shutil.rmtree, SCRATCH, ignore_errors=True)
os.environ["TRITON_CACHE_DIR"] = os.path.join(SCRATCH, "triton-cache")
try:
    from triton.backends.compiler import GPUTarget
    H200 = GPUTarget("cuda", 90, 32)   # sm_90a
except ImportError as e:
    H200 = None
    NO_TRITON = str(e)

# Module-level code of a tutorial (tests, benchmarks, plots) that must never
# run: reading a tutorial is ast only.
NEVER = "raise SystemExit('a tutorial was imported')\n"
HEAD = "import torch\nimport triton\nimport triton.language as tl\n\nDEVICE = 'cuda'\n\n"


def bench(x_names, x_vals, args="{}"):
    return ("@triton.testing.perf_report(triton.testing.Benchmark(x_names=%s, x_vals=%s, "
            "line_arg='provider', args=%s, plot_name='p'))\ndef benchmark(%s, provider):\n"
            "    pass\n\n\nbenchmark.run(print_data=True)\n" % (x_names, x_vals, args,
                                                            ", ".join(eval(x_names))))


ADD = '''@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr%s):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
%s    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, x + y, mask=mask)


def add(x, y):
    output = torch.empty_like(x)
    n_elements = output.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )
    add_kernel[grid](x, y, output, n_elements, BLOCK_SIZE=1024%s)
    return output


'''

FAKE_TRITON = {
    "01-vector-add.py": HEAD + ADD % ("", "", "") + NEVER +
    bench("['size']", "[2**i for i in range(12, 28, 1)]"),
    "02-fused-softmax.py": HEAD + '''@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr, num_stages: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step, num_stages=num_stages):
        cols = tl.arange(0, BLOCK_SIZE)
        row = tl.load(input_ptr + row_idx * input_row_stride + cols, mask=cols < n_cols,
                      other=-float('inf'))
        num = tl.exp(row - tl.max(row, axis=0))
        tl.store(output_ptr + row_idx * output_row_stride + cols, num / tl.sum(num, axis=0),
                 mask=cols < n_cols)


def softmax(x):
    n_rows, n_cols = x.shape
    y = torch.empty_like(x)
    kernel = softmax_kernel.warmup(y, x, x.stride(0), y.stride(0), n_rows, n_cols,
                                   BLOCK_SIZE=4, num_stages=4, num_warps=8, grid=(1, ))
    kernel._init_handles()
    kernel[(n_rows, 1, 1)](y, x, x.stride(0), y.stride(0), n_rows, n_cols, 4, 4)
    return y


''' + NEVER + bench("['N']", "[128 * i for i in range(2, 100)]", "{'M': 4096}"),
    "03-matrix-multiplication.py": HEAD + '''def is_cuda():
    return True


def get_cuda_autotune_config():
    return [
        triton.Config({'BLOCK_SIZE_M': 128, 'BLOCK_SIZE_N': 256, 'BLOCK_SIZE_K': 64,
                       'GROUP_SIZE_M': 8}, num_stages=3, num_warps=8),
        triton.Config({'BLOCK_SIZE_M': 64, 'BLOCK_SIZE_N': 256, 'BLOCK_SIZE_K': 32,
                       'GROUP_SIZE_M': 8}, num_stages=4, num_warps=4),
        triton.Config({'BLOCK_SIZE_M': 128, 'BLOCK_SIZE_N': 128, 'BLOCK_SIZE_K': 32,
                       'GROUP_SIZE_M': 8}, num_stages=4, num_warps=4),
    ]


def get_hip_autotune_config():
    return [triton.Config({'BLOCK_SIZE_M': 32, 'BLOCK_SIZE_N': 32, 'BLOCK_SIZE_K': 32,
                           'GROUP_SIZE_M': 1}, num_warps=4, num_stages=2)]


def get_autotune_config():
    if is_cuda():
        return get_cuda_autotune_config()
    else:
        return get_hip_autotune_config()


@triton.autotune(
    configs=get_autotune_config(),
    key=['M', 'N', 'K'],
)
@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                  stride_cm, stride_cn, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                  BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr,
                  ACTIVATION: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        acc = leaky_relu(acc)
    c = acc.to(tl.float16)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    tl.store(c_ptrs, c, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


@triton.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, 0.01 * x)


def matmul(a, b, activation=""):
    M, K = a.shape
    K, N = b.shape
    c = torch.empty((M, N), device=a.device, dtype=torch.float16)
    grid = lambda META: (triton.cdiv(M, META['BLOCK_SIZE_M']) * triton.cdiv(N, META['BLOCK_SIZE_N']), )
    matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), ACTIVATION=activation)
    return c


''' + NEVER + '''
configs = []
for fp8_inputs in [False, True]:
    configs.append(triton.testing.Benchmark(x_names=["M", "N", "K"],
                                            x_vals=[128 * i for i in range(2, 33)],
                                            line_arg="provider", plot_name="p",
                                            args={"fp8_inputs": fp8_inputs}))


@triton.testing.perf_report(configs)
def benchmark(M, N, K, provider, fp8_inputs):
    pass
''',
    "04-low-memory-dropout.py": HEAD + '''@triton.jit
def _dropout(x_ptr, x_keep_ptr, output_ptr, n_elements, p, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    x_keep = tl.load(x_keep_ptr + offsets, mask=mask)
    tl.store(output_ptr + offsets, tl.where(x_keep, x / (1 - p), 0.0), mask=mask)


def dropout(x, x_keep, p):
    output = torch.empty_like(x)
    n_elements = x.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )
    _dropout[grid](x, x_keep, output, n_elements, p, BLOCK_SIZE=1024)
    return output


x = torch.randn(size=(10, ), device=DEVICE)
''' + NEVER + '''

@triton.jit
def _seeded_dropout(x_ptr, output_ptr, n_elements, p, seed, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    x_keep = tl.rand(seed, offsets) > p
    tl.store(output_ptr + offsets, tl.where(x_keep, x / (1 - p), 0.0), mask=mask)


def seeded_dropout(x, p, seed):
    output = torch.empty_like(x)
    n_elements = x.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )
    _seeded_dropout[grid](x, output, n_elements, p, seed, BLOCK_SIZE=1024)
    return output
''',
    "05-layer-norm.py": HEAD + '''@triton.jit
def _layer_norm_fwd_fused(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    x = tl.load(X + row * stride + cols, mask=cols < N, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(cols < N, x - mean, 0.)
    rstd = 1 / tl.sqrt(tl.sum(xc * xc, axis=0) / N + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    w = tl.load(W + cols, mask=cols < N)
    b = tl.load(B + cols, mask=cols < N)
    tl.store(Y + row * stride + cols, xc * rstd * w + b, mask=cols < N)


@triton.jit
def _layer_norm_bwd_dx_fused(DX, DY, DW, DB, X, W, Mean, Rstd, Lock, stride, N,
                             GROUP_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE_N)
    mask = cols < N
    lock_id = row % GROUP_SIZE_M
    Lock += lock_id
    Count = Lock + GROUP_SIZE_M
    x = tl.load(X + row * stride + cols, mask=mask, other=0)
    dy = tl.load(DY + row * stride + cols, mask=mask, other=0)
    w = tl.load(W + cols, mask=mask)
    mean = tl.load(Mean + row)
    rstd = tl.load(Rstd + row)
    xhat = tl.where(mask, (x - mean) * rstd, 0.)
    wdy = tl.where(mask, w * dy, 0.)
    c1 = tl.sum(xhat * wdy, axis=0) / N
    c2 = tl.sum(wdy, axis=0) / N
    tl.store(DX + row * stride + cols, (wdy - (xhat * c1 + c2)) * rstd, mask=mask)
    partial_dw = (dy * xhat).to(w.dtype)
    partial_db = (dy).to(w.dtype)
    while tl.atomic_cas(Lock, 0, 1) == 1:
        pass
    count = tl.load(Count)
    if count == 0:
        tl.atomic_xchg(Count, 1)
    else:
        partial_dw += tl.load(DW + lock_id * N + cols, mask=mask)
        partial_db += tl.load(DB + lock_id * N + cols, mask=mask)
    tl.store(DW + lock_id * N + cols, partial_dw, mask=mask)
    tl.store(DB + lock_id * N + cols, partial_db, mask=mask)
    tl.debug_barrier()
    tl.atomic_xchg(Lock, 0)


@triton.jit
def _layer_norm_bwd_dwdb(DW, DB, FINAL_DW, FINAL_DB, M, N, BLOCK_SIZE_M: tl.constexpr,
                         BLOCK_SIZE_N: tl.constexpr):
    cols = tl.program_id(0) * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    dw = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    db = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for i in range(0, M, BLOCK_SIZE_M):
        rows = i + tl.arange(0, BLOCK_SIZE_M)
        mask = (rows[:, None] < M) & (cols[None, :] < N)
        offs = rows[:, None] * N + cols[None, :]
        dw += tl.load(DW + offs, mask=mask, other=0.)
        db += tl.load(DB + offs, mask=mask, other=0.)
    tl.store(FINAL_DW + cols, tl.sum(dw, axis=0), mask=cols < N)
    tl.store(FINAL_DB + cols, tl.sum(db, axis=0), mask=cols < N)


class LayerNorm(torch.autograd.Function):

    @staticmethod
    def forward(ctx, x, normalized_shape, weight, bias, eps):
        y = torch.empty_like(x)
        M, N = x.shape
        mean = torch.empty((M, ), dtype=torch.float32, device=x.device)
        rstd = torch.empty((M, ), dtype=torch.float32, device=x.device)
        _layer_norm_fwd_fused[(M, )](x, y, weight, bias, mean, rstd, x.stride(0), N, eps,
                                     BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps, num_ctas=1)
        return y

    @staticmethod
    def backward(ctx, dy):
        _layer_norm_bwd_dx_fused[(M, )](dx, dy, _dw, _db, x, w, m, v, locks, x.stride(0), N,
                                        BLOCK_SIZE_N=ctx.BLOCK_SIZE, GROUP_SIZE_M=GROUP_SIZE_M,
                                        num_warps=ctx.num_warps)
        grid = lambda meta: (triton.cdiv(N, meta['BLOCK_SIZE_N']), )
        _layer_norm_bwd_dwdb[grid](_dw, _db, dw, db, min(GROUP_SIZE_M, M), N,
                                   BLOCK_SIZE_M=32, BLOCK_SIZE_N=128, num_ctas=1)
        return dx, None, dw, db, None


''' + NEVER + bench("['N']", "[512 * i for i in range(2, 32)]",
                    "{'M': 4096, 'dtype': torch.float16, 'mode': 'backward'}"),
    "07-extern-functions.py": HEAD + '''from triton.language.extra import libdevice


@triton.jit
def asin_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(y_ptr + offsets, libdevice.asin(x), mask=mask)


size = 98432
x = torch.rand(size, device=DEVICE)
output_triton = torch.zeros(size, device=DEVICE)
n_elements = output_triton.numel()
grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )
''' + NEVER + "asin_kernel[grid](x, output_triton, n_elements, BLOCK_SIZE=1024)\n",
    "11-programmatic-dependent-launch.py": HEAD + (ADD % (
        ", USE_GDC: tl.constexpr",
        "    if USE_GDC:\n        tl.extra.cuda.gdc_wait()\n",
        ", USE_GDC=launch_pdl, launch_pdl=launch_pdl")).replace(
        "def add(x, y)", "def add(x, y, launch_pdl=True)") + NEVER +
    bench("['size']", "[2**i for i in range(12, 28, 1)]"),
}

HELION_HEAD = ("from __future__ import annotations\n\nimport torch\nfrom torch import Tensor\n\n"
               "import helion\nfrom helion._testing import DEVICE\n"
               "import helion.language as hl\n\n\n")


def helion_example(kernel, params, main, extra=""):
    return (HELION_HEAD + extra + "@helion.kernel()\ndef %s(%s) -> Tensor:\n"
            "    out = torch.empty_like(%s)\n    for tile in hl.tile(out.size()):\n"
            "        out[tile] = %s[tile]\n    return out\n\n\n"
            "def check(*sizes):\n    pass\n\n\ndef main():\n%s\n\n\n"
            "if __name__ == '__main__':\n    main()\n" % (
                kernel, params, params.split(":")[0], params.split(":")[0], main) + NEVER)


FAKE_HELION = {
    "add.py": helion_example("add", "x: Tensor, y: Tensor", "    check(1024, 1024)"),
    "exp.py": helion_example("exp_fwd", "x: Tensor", "    check(10240 * 10240)"),
    "softmax.py": helion_example("softmax", "x: Tensor", "    check(4096, 2560)"),
    "matmul.py": helion_example("matmul", "x: Tensor, y: Tensor, epilogue=lambda a, t: a",
                                "    check(1024, 1024, 1024)"),
    "bmm.py": helion_example("bmm", "A: Tensor, B: Tensor", "    check(16, 512, 768, 1024)"),
    "welford.py": helion_example("welford", "weight: Tensor, bias: Tensor, x: Tensor, "
                                 "eps: float = 1e-05", "    check(262144, 1024)\n"
                                 "    check(262144, 2048)"),
    "rms_norm.py": helion_example("rms_norm_fwd", "x: Tensor, weight: Tensor, eps: float = 1e-5",
                                  "    check(2048, 4096)\n    check(2048, 8192)"),
    "sum.py": helion_example("sum_kernel", "x: Tensor", "    check(5120, 2560)\n"
                             "    check(10240, 10240)"),
    "geglu.py": helion_example("_geglu", "a: Tensor, b: Tensor",
                               "    kernel_test_shapes = [(8, 2048, 4096), (8, 4096, 8192)]"),
    "swiglu.py": helion_example("_swiglu_fwd", "a: Tensor, b: Tensor",
                                "    kernel_test_shapes = [(4, 8192, 4096), (8, 8192, 4096)]"),
}


def checkout(name, sub, files):
    root = os.path.join(SCRATCH, name)
    os.makedirs(os.path.join(root, sub), exist_ok=True)
    for f, text in files.items():
        with open(os.path.join(root, sub, f), "w") as fh:
            fh.write(text)
    return root


TRITON_ROOT = checkout("triton", tutorials.TRITON_DIR, FAKE_TRITON)
HELION_ROOT = checkout("helion", tutorials.HELION_DIR, FAKE_HELION)


def write(name, text):
    path = os.path.join(SCRATCH, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def expect_refused(fn, pattern, what):
    try:
        fn()
    except Refused as e:
        if not re.search(pattern, str(e)):
            raise AssertionError("%s: refused as %r, want /%s/" % (what, str(e), pattern))
        return
    raise AssertionError("%s: not refused" % what)


@test
def the_readme_lists_the_script_s_tutorials():
    with open(os.path.join(ROOT, "datasets", "tutorials", "README.md")) as f:
        text = f.read()
    # the table of section "The twenty" (others, such as the import status, follow their own)
    twenty = text.split("\n## The twenty\n", 1)[-1].split("\n## ", 1)[0]
    listed = re.findall(r"^\| `((?:TT|HT)-[a-z0-9-]+)` \|", twenty, re.M)
    eq(listed, tutorials.ids(), "README.md's rows against tutorials.py's table")
    eq(len([i for i in listed if i.startswith("TT-")]), 10, "Triton tutorials")
    eq(len([i for i in listed if i.startswith("HT-")]), 10, "Helion tutorials")


def triton_files(root, compile_them):
    """Each Triton entry written and read back; compiled for sm_90a where asked."""
    for e in tutorials.TRITON:
        config = None
        if e.get("autotune") and compile_them:
            config = tutorials.fitting_configs(root, e, H200, tempfile.mkdtemp(
                dir=SCRATCH))[0][0][0]
        text, _ = tutorials.triton_entry(root, e, config)
        ast.parse(text)
        path = write(e["id"] + ".py", text)
        plan = read_problem(path)
        m = plan["manifest"]
        eq((m["id"], m["level"], m["family"]), (e["id"], 1, tutorials.TRITON_FAMILY), e["id"])
        text_has(plan["source"], present=["def %s(" % e["kernel"]],
                 absent=["perf_report", "SystemExit", "triton.autotune", "KOPT_PROBLEM"],
                 what="%s's kernel source" % e["id"])
        if compile_them:
            facts = triton_standalone.compile_step(plan, H200)
            eq(facts["params"], m["steps"][0]["params"], "%s: compiled params" % e["id"])
            eq(facts["cubin"][:4], b"\x7fELF", "%s: cubin" % e["id"])
            if facts["shared"] > tutorials.H200_SHARED:
                raise AssertionError("%s needs %d bytes of shared memory" % (
                    e["id"], facts["shared"]))
        yield e, plan


@test
def each_triton_tutorial_becomes_a_standalone_problem():
    plans = dict((e["id"], p) for e, p in triton_files(TRITON_ROOT, False))
    eq(sorted(plans), sorted(e["id"] for e in tutorials.TRITON), "every entry")
    add = plans["TT-vector-add"]["manifest"]
    eq(add["buffers"][0]["shape"], [2 ** 27], "vector add at the benchmark's largest size")
    eq(add["steps"][0]["launch"]["constexprs"], {"XBLOCK": 1024}, "the launcher's block")
    sm = plans["TT-fused-softmax"]["spec"]
    eq((sm["inputs"][0]["shape"], sm["constexprs"]["BLOCK_SIZE"]), ([4096, 12672], 16384),
       "softmax: M from the benchmark's args, N its largest point")
    mm = plans["TT-matmul"]
    eq((mm["spec"]["inputs"][0]["shape"], mm["spec"]["outputs"][0]["shape"]),
       ([4096, 4096], [4096, 4096]),
       "matmul: M = N = K, one x_val for the three x_names, from a Benchmark made in a loop")
    eq((mm["spec"]["constexprs"]["BLOCK_SIZE_M"], mm["spec"]["num_warps"]), (128, 8),
       "matmul: the first autotune configuration without a compile")
    text_has(mm["source"], present=["def leaky_relu(", "@triton.jit"],
             absent=["get_autotune_config", "key=["], what="matmul's kernel source")
    # Its grid cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N) is kopt's GEMM
    # form's: the tile takes the form's names, so a candidate's grid follows it.
    mml = mm["manifest"]["steps"][0]["launch"]
    eq((mml["grid_type"], sorted(mml["constexprs"])),
       ("GemmGrid", ["ACTIVATION", "BLOCK_K", "BLOCK_M", "BLOCK_N", "GROUP_SIZE_M"]),
       "matmul: the GEMM form's grid and tile names")
    code = "\n".join(l for l in mm["source"].splitlines() if not l.lstrip().startswith("#"))
    text_has(code, present=["tl.arange(0, BLOCK_K)", "% M", "BLOCK_M: tl.constexpr"],
             absent=["BLOCK_SIZE_M", "BLOCK_SIZE_K"], what="matmul's renamed tile")
    eq(plans["TT-dropout"]["spec"]["inputs"][0]["shape"], [10], "dropout: the example's x")
    eq((plans["TT-dropout"]["spec"]["no_float64"], plans["TT-seeded-dropout"]["spec"]["no_float64"]),
       (None, tutorials.SEEDED_DROPOUT_NO_FLOAT64),
       "seeded dropout alone has no float64 model: Inductor does not compile its Philox "
       "reference in useful time")
    eq(plans["TT-extern-asin"]["spec"]["inputs"][0]["shape"], [98432], "asin: size")
    text_has(plans["TT-extern-asin"]["source"],
             present=["from triton.language.extra import libdevice"], what="asin's source")
    ln = plans["TT-layer-norm-bwd-dx"]["spec"]
    eq((ln["constexprs"], ln["num_warps"]), ({"BLOCK_SIZE_N": 16384, "GROUP_SIZE_M": 64}, 8),
       "layer norm backward: the launcher's rules at N = 15872")


@test
def the_triton_tutorials_compile_for_sm_90a_as_candidates_do():
    if H200 is None:
        skip("the_triton_tutorials_compile_for_sm_90a_as_candidates_do",
             "no Triton (%s)" % NO_TRITON)
        return
    plans = dict((e["id"], p) for e, p in triton_files(TRITON_ROOT, True))
    eq(plans["TT-matmul"]["spec"]["constexprs"]["BLOCK_SIZE_M"], 64,
       "matmul: compiled with the first configuration that fits the H200")


MATMUL = next(t for t in tutorials.TRITON if t["id"] == "TT-matmul")


@test
def the_matmul_configuration_is_the_fastest_that_fits_as_triton_s_autotuner_takes():
    """Triton's autotuner times every configuration and an out-of-resources
    one times as infinite: of those that fit the H200, the least median
    wins (not the first that fits); an equal median keeps the earlier."""
    if H200 is None:
        skip("the_matmul_configuration_is_the_fastest_that_fits_as_triton_s_autotuner_takes",
             "no Triton (%s)" % NO_TRITON)
        return
    fits, tried = tutorials.fitting_configs(TRITON_ROOT, MATMUL, H200,
                                            tempfile.mkdtemp(dir=SCRATCH))
    # 128 x 256 x 64 in float32 over 3 stages needs more than the H200's
    # shared memory; the other two fit.
    eq([i for i, _ in fits], [1, 2], "the configurations that fit")
    eq([t.split(":")[0] for t in tried], ["0"], "the one left out")
    timed = []

    def timer(ms):
        def t(path):
            i = int(re.search(r"_(\d+)\.py$", path).group(1))
            timed.append(i)
            text_has(open(path).read(), present=["autotune configuration %d of 3" % i],
                     what="the file timed for configuration %d" % i)
            return ms[i]
        return t
    eq(tutorials.choose_config(TRITON_ROOT, MATMUL, H200, timer({1: 4.05, 2: 0.71})),
       (2, {1: 4.05, 2: 0.71}), "the faster, though not the first")
    eq(timed, [1, 2], "each that fits timed once, none that does not")
    eq(tutorials.choose_config(TRITON_ROOT, MATMUL, H200, timer({1: 0.5, 2: 0.5}))[0], 1,
       "a tie keeps the earlier")


def run_main(*args):
    import contextlib
    import io
    err, said = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(said):
        rc = tutorials.main(["tutorials.py"] + list(args))
    return rc, said.getvalue(), err.getvalue()


@test
def a_kept_matmul_configuration_is_taken_without_timing_and_checked_against_the_checkout():
    import json
    cfg = {"constexprs": {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 128, "BLOCK_SIZE_K": 32,
                          "GROUP_SIZE_M": 8}, "num_stages": 4, "num_warps": 4}
    kept = write("kept.json", json.dumps({"TT-matmul": {"index": 2, "config": cfg,
                                                        "gpu": "NVIDIA H200"}}))
    out = os.path.join(SCRATCH, "kept-out")
    rc, said, err = run_main("triton", TRITON_ROOT, out, "--configs", kept)
    eq((rc, err), (0, ""), "every Triton tutorial written")
    text = open(os.path.join(out, "TT-matmul.py")).read()
    text_has(text, present=["autotune configuration 2 of 3", "(Triton's autotuner's choice "
                            "on NVIDIA H200)"], absent=["kept.json"], what="the file's header")
    text_has(said, present=["TT-matmul.py written", "kept in kept.json"], what="what it says")
    eq(read_problem(os.path.join(out, "TT-matmul.py"))["manifest"]["steps"][0]["launch"]
       ["constexprs"]["BLOCK_M"], 128, "the kept configuration's tile")
    # a kept configuration the checkout's list has otherwise is refused
    other = write("kept-other.json", json.dumps(
        {"TT-matmul": {"index": 1, "config": cfg}}))
    rc, said, err = run_main("triton", TRITON_ROOT, os.path.join(SCRATCH, "kept-out2"),
                             "--configs", other)
    eq(rc, 1, "exit status with the kept choice refused")
    text_has(err, present=["TT-matmul: refused: ", "kept-other.json keeps configuration 1",
                           "remove its entry to time them again"], what="the refusal")
    # a file that is not one of kept choices is named, before anything is written
    for bad, why in (("[1]", "each entry must be an object"), ("{", "not a readable JSON")):
        rc, said, err = run_main("triton", TRITON_ROOT, os.path.join(SCRATCH, "kept-out3"),
                                 "--configs", write("kept-bad.json", bad))
        eq(rc, 2, "exit status of a bad --configs %s" % bad)
        text_has(err, present=["kept-bad.json", why], what="a bad --configs file")
        eq(os.path.exists(os.path.join(SCRATCH, "kept-out3")), False, "nothing written")
    rc, said, err = run_main("triton", TRITON_ROOT, out, "--configs")
    eq(rc, 2, "--configs without a file")


@test
def without_a_kept_configuration_the_choice_needs_the_gpu():
    try:
        import torch
        if torch.cuda.is_available():
            skip("without_a_kept_configuration_the_choice_needs_the_gpu",
                 "a CUDA GPU is present: the choice would be timed")
            return
    except ImportError:
        pass
    out = os.path.join(SCRATCH, "none-out")
    rc, said, err = run_main("triton", TRITON_ROOT, out, "--configs", "none")
    eq(rc, 1, "exit status")
    text_has(err, present=["TT-matmul: refused: "], what="the refusal")
    eq(sorted(os.listdir(out)), sorted("%s.py" % e["id"] for e in tutorials.TRITON
                                       if e["id"] != "TT-matmul"), "the nine others written")


@test
def the_shipped_kept_configurations_name_the_checkout_s_list():
    """datasets/tutorials/triton-configs.json, read as main() reads it: each
    entry an autotuned table entry's, timed on the H200."""
    kept = tutorials.read_kept(tutorials.KEPT_CONFIGS)
    auto = [e["id"] for e in tutorials.TRITON if e.get("autotune")]
    for k, v in kept.items():
        if k not in auto:
            raise AssertionError("triton-configs.json keeps %s, not an autotuned tutorial" % k)
        eq(("gpu" in v, "median_ms" in v, str(v["index"]) in v.get("median_ms", {})),
           (True, True, True), "%s: where and how it was timed" % k)
        eq(min(v["median_ms"], key=lambda i: (v["median_ms"][i], int(i))), str(v["index"]),
           "%s: the kept index is the fastest it timed" % k)


class _Ints:
    """A stand-in for an int64 torch tensor (a list of Python ints), enough to
    run the seeded dropout reference's Philox without torch."""

    def __init__(self, v):
        self.v = list(v)

    def _op(self, other, f):
        o = other.v if isinstance(other, _Ints) else [other] * len(self.v)
        return _Ints(f(a, b) for a, b in zip(self.v, o))

    def to(self, dtype):
        return self

    __and__ = lambda s, o: s._op(o, lambda a, b: a & b)
    __xor__ = lambda s, o: s._op(o, lambda a, b: a ^ b)
    __rshift__ = lambda s, o: s._op(o, lambda a, b: a >> b)
    __lshift__ = lambda s, o: s._op(o, lambda a, b: a << b)
    __add__ = lambda s, o: s._op(o, lambda a, b: a + b)
    __sub__ = lambda s, o: s._op(o, lambda a, b: a - b)
    __mul__ = lambda s, o: s._op(o, lambda a, b: a * b)
    __rmul__ = __mul__
    __ge__ = lambda s, o: s._op(o, lambda a, b: a >= b)
    __lt__ = lambda s, o: s._op(o, lambda a, b: a < b)
    __neg__ = lambda s: _Ints(-a for a in s.v)


class _FakeTorch:
    int64 = "int64"
    zeros_like = staticmethod(lambda t: _Ints([0] * len(t.v)))
    where = staticmethod(lambda c, a, b: _Ints(x if k else y for k, x, y in
                                               zip(c.v, a.v, b.v)))


@test
def the_seeded_dropout_reference_is_triton_s_philox():
    """Philox 4x32-10 of counter 0 under key 0 is Random123's known answer
    (0x6627e8d5 first), and every word stays in 32 bits: the reference of
    TT-seeded-dropout draws what tl.rand draws."""
    ns = {"torch": _FakeTorch}
    exec(tutorials.REF_SEEDED_DROPOUT, ns)
    eq(ns["_philox"](0, _Ints([0])).v, [0x6627E8D5], "Philox4x32-10, counter 0, key 0")
    words = ns["_philox"](123, _Ints(range(64))).v
    eq(all(0 <= w < 2 ** 32 for w in words), True, "32-bit words")
    eq(len(set(words)), 64, "distinct words per offset")
    hi, lo = ns["_mul32"](0xFFFFFFFF, 0xD2511F53)
    eq((hi, lo), divmod(0xFFFFFFFF * 0xD2511F53, 2 ** 32), "the 32x32-bit product")


@test
def a_checkout_that_differs_from_the_table_is_refused():
    e = dict(tutorials.TRITON[0])
    changed = checkout("triton-changed", tutorials.TRITON_DIR, {
        e["file"]: FAKE_TRITON[e["file"]].replace("BLOCK_SIZE=1024", "BLOCK_SIZE=2048")})
    expect_refused(lambda: tutorials.triton_entry(changed, e),
                   r"01-vector-add\.py: add launches add_kernel with BLOCK_SIZE=2048, the "
                   r"table expects 1024", "another block size")
    renamed = checkout("triton-renamed", tutorials.TRITON_DIR, {
        e["file"]: FAKE_TRITON[e["file"]].replace("output_ptr", "out_ptr")})
    expect_refused(lambda: tutorials.triton_entry(renamed, e),
                   r"add_kernel\(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE\): the table "
                   r"binds .*\(unbound: out_ptr\)", "another parameter")
    gone = checkout("triton-gone", tutorials.TRITON_DIR, {
        e["file"]: FAKE_TRITON[e["file"]].replace("def add_kernel", "def vadd_kernel")})
    expect_refused(lambda: tutorials.triton_entry(gone, e), r"no function add_kernel",
                   "a kernel renamed")
    expect_refused(lambda: tutorials.triton_entry(os.path.join(SCRATCH, "none"), e),
                   r"01-vector-add\.py: cannot read", "no checkout")
    # The sizes are the table's too: a benchmark of another size is another
    # problem than the recordings' (Triton v3.6.0's largest is 2**27).
    smaller = checkout("triton-smaller", tutorials.TRITON_DIR, {
        e["file"]: FAKE_TRITON[e["file"]].replace("range(12, 28, 1)", "range(12, 20, 1)")})
    expect_refused(lambda: tutorials.triton_entry(smaller, e),
                   r"01-vector-add\.py: TT-vector-add: size 524288 where the table has "
                   r"134217728 \(the table's are Triton v3\.6\.0's\)", "another benchmark size")
    h = tutorials.HELION[0]
    other = checkout("helion-smaller", tutorials.HELION_DIR, {
        "add.py": FAKE_HELION["add.py"].replace("check(1024, 1024)", "check(512, 1024)")})
    expect_refused(lambda: tutorials.helion_entry(other, h),
                   r"add\.py: HT-add: m 512 where the table has 1024 \(the table's are "
                   r"Helion v1\.5\.0's\)", "another main() size")


@test
def a_refused_or_unreadable_example_leaves_the_others_written():
    """tutorials.py writes every entry it can: a refusal, or a text its
    reader did not foresee (an exception other than a refusal), is one line
    naming the entry and its file, and the exit status is 1."""
    import contextlib
    import io
    root = checkout("helion-two-bad", tutorials.HELION_DIR, dict(
        FAKE_HELION,
        **{"add.py": FAKE_HELION["add.py"].replace("check(1024, 1024)", "check(512, 1024)"),
           "geglu.py": FAKE_HELION["geglu.py"].replace(
               "kernel_test_shapes = [(8, 2048, 4096), (8, 4096, 8192)]",
               "kernel_test_shapes = 7")}))
    out = os.path.join(SCRATCH, "helion-two-bad-out")
    # What an earlier call left beside them (import_tutorials.sh keeps
    # Helion's generated file and its key for the next call) is left alone.
    os.makedirs(out)
    kept = ("HT-exp.triton.py", "HT-exp.triton.py.key", "HT-exp.triton.py.config.json")
    for f in kept:
        write(os.path.join("helion-two-bad-out", f), "# an earlier call's\n")
    err, said = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(said):
        rc = tutorials.main(["tutorials.py", "helion", root, out])
    eq(rc, 1, "exit status with two entries refused")
    text_has(err.getvalue(), present=[
        "HT-add: refused: ", "m 512 where the table has 1024",
        "HT-geglu: refused: examples/geglu.py is not as the table expects (TypeError: "],
        what="tutorials.py's refusals")
    eq(sorted(f for f in os.listdir(out)),
       sorted(["%s.py" % i for i in tutorials.ids() if i.startswith("HT-") and
               i not in ("HT-add", "HT-geglu")] + list(kept)),
       "the eight others written, an earlier call's files kept")


@test
def a_launch_through_a_warmup_handle_counts_as_the_kernel_s():
    """02-fused-softmax compiles its kernel with softmax_kernel.warmup(...),
    then launches the handle it got with positional arguments only: that
    launch is the kernel's, with the warmup's keywords; a launcher that only
    warms the kernel up launches nothing."""
    e = next(t for t in tutorials.TRITON if t["id"] == "TT-fused-softmax")
    src = tutorials.Source(TRITON_ROOT, "%s/%s" % (tutorials.TRITON_DIR, e["file"]))
    eq(src.launches("softmax_kernel", "softmax"),
       [{"args": 8, "keywords": {"BLOCK_SIZE": 4, "num_stages": 4, "num_warps": 8}}],
       "the handle's launch, with the warmup's literal keywords")
    unlaunched = checkout("triton-unlaunched", tutorials.TRITON_DIR, {
        e["file"]: FAKE_TRITON[e["file"]].replace("    kernel[(n_rows, 1, 1)]", "    print")})
    expect_refused(lambda: tutorials.triton_entry(unlaunched, e),
                   r"02-fused-softmax\.py: softmax launches no softmax_kernel\[grid\]",
                   "a warmup never launched")


@test
def each_helion_example_becomes_a_helion_import_input():
    for e in tutorials.HELION:
        text, _ = tutorials.helion_entry(HELION_ROOT, e)
        tree = ast.parse(text)
        spec = [ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) and
                [t.id for t in n.targets] == ["KOPT_HELION"]]
        eq(len(spec), 1, "%s: one KOPT_HELION" % e["id"])
        spec = spec[0]
        spec_inputs(spec["inputs"], e["id"], "KOPT_HELION")
        eq((spec["family"], spec["kernel"]), (tutorials.HELION_FAMILY, e["kernel"]), e["id"])
        text_has(text, present=["@helion.kernel", "def %s(" % e["kernel"], "def reference(",
                                "import helion\n"],
                 absent=["def main(", "def check(", "SystemExit", "DEVICE"],
                 what="%s's file" % e["id"])
    text, _ = tutorials.helion_entry(HELION_ROOT, tutorials.HELION[1])
    text_has(text, present=["'shape': [104857600]"], what="exp: main()'s 10240 * 10240")
    text, _ = tutorials.helion_entry(HELION_ROOT, tutorials.HELION[-2])
    text_has(text, present=["'shape': [8, 4096, 8192]"], what="geglu: the last test shape")


@test
def a_helion_kernel_called_otherwise_is_refused():
    e = tutorials.HELION[0]
    changed = checkout("helion-changed", tutorials.HELION_DIR, {
        "add.py": FAKE_HELION["add.py"].replace("x: Tensor, y: Tensor", "x: Tensor")})
    expect_refused(lambda: tutorials.helion_entry(changed, e),
                   r"add\(x\): the table passes 2 tensors \(x, y\)", "one parameter fewer")


# The real checkouts, where named (tests/gpu/g_tutorials.sh names them), as
# test_kernelbench.py takes a real KernelBench checkout.
@test
def a_real_triton_checkout_extracts_and_compiles():
    name = "a_real_triton_checkout_extracts_and_compiles"
    src = os.environ.get("KOPT_TRITON_SRC")
    if not src:
        skip(name, "KOPT_TRITON_SRC does not name a Triton checkout (v3.6.0)")
    elif H200 is None:
        skip(name, "no Triton (%s)" % NO_TRITON)
    else:
        eq(len(list(triton_files(src, True))), 10, "Triton tutorials extracted")


@test
def a_real_helion_checkout_extracts():
    src = os.environ.get("KOPT_HELION_SRC")
    if not src:
        skip("a_real_helion_checkout_extracts",
             "KOPT_HELION_SRC does not name a Helion checkout (v1.5.0)")
        return
    for e in tutorials.HELION:
        ast.parse(tutorials.helion_entry(src, e)[0])


finish()
