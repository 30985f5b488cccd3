#!/usr/bin/env python3
"""Tests of the standalone Triton path of the importer (triton_standalone.py,
kopt_import.py --triton) that need no GPU and no torch: the reader of
KOPT_PROBLEM and its refusals, the mapping of argument roles onto kopt's
names, Triton's specialization, the grid, the kernel source the problem
keeps, and the manifest of the committed examples (examples/*.py) against
tests/fixtures/triton/.  With Triton installed (pip install triton==3.6.0),
the examples are also compiled for sm_90a, as kopt compiles a candidate;
with ./kopt built, kopt reads the folders written (kopt inputs) and searches
them with the GPU test double.  What is skipped is said.

    python3 datasets/importer/test_triton.py [--write-expected]

Prints "N passed, N failed" and exits non-zero on a failure.  It must not
need anything beyond the standard library (Triton and kopt are optional).
"""
import copy
import glob
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from inductor_code import Refused, kernel_parameters  # noqa: E402
import triton_standalone  # noqa: E402
from triton_standalone import read_problem  # noqa: E402
import kopt_import  # noqa: E402

EXAMPLES = sorted(glob.glob(os.path.join(HERE, "examples", "*.py")))
EXPECTED = os.path.join(ROOT, "tests", "fixtures", "triton")
KOPT = os.environ.get("KOPT") or os.path.join(ROOT, "kopt")
DOUBLE = os.environ.get("DOUBLE") or os.path.join(ROOT, "build", "tests", "gpu_double.so")
WRITE = "--write-expected" in sys.argv[1:]
SCRATCH = tempfile.mkdtemp(prefix="kopt-test-triton-")
# Triton's cache stays in the scratch folder.
os.environ["TRITON_CACHE_DIR"] = os.path.join(SCRATCH, "triton-cache")
try:
    from triton.backends.compiler import GPUTarget
    H200 = GPUTarget("cuda", 90, 32)   # sm_90a
except ImportError as e:
    H200 = None
    NO_TRITON = str(e)

from minitest import eq, finish, skip, test, text_has  # noqa: E402


def write(name, text):
    path = os.path.join(SCRATCH, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def problem(kernel, spec, name="k.py", extra=""):
    """A standalone file: imports, `kernel` (source text), a reference, `extra`, KOPT_PROBLEM."""
    return write(name, "import torch\nimport triton\nimport triton.language as tl\n\n\n" +
                 kernel + "\n\ndef reference(*xs):\n    return xs[0]\n" + extra +
                 "\n\nKOPT_PROBLEM = %r\n" % (spec,))


def refused(path, *fragments):
    try:
        read_problem(path)
    except Refused as e:
        for f in fragments:
            if f not in str(e):
                raise AssertionError("refusal %r lacks %r" % (str(e), f))
        return
    raise AssertionError("%s: not refused" % path)


# -- a base problem that each case below changes in one way ---------------------

BASE_KERNEL = '''@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)
'''
BASE = {
    "id": "T1-k", "level": 1, "category": "pointwise",
    "inputs": [{"name": "x", "shape": [1024]}],
    "outputs": [{"name": "out", "shape": [1024]}],
    "args": {"x_ptr": {"input": "x"}, "out_ptr": {"output": "out"}, "n": 1024},
    "constexprs": {"BLOCK": 128},
    "grid": ["cdiv(n, BLOCK)"],
    "reference": "reference",
}


def changed(edit):
    spec = copy.deepcopy(BASE)
    edit(spec)
    return spec


# -- the committed examples --------------------------------------------------------

@test
def examples_give_the_expected_manifests():
    """examples/NAME.py gives tests/fixtures/triton/NAME.manifest.json (the
    manifest less the compile's facts) and NAME.kernel.py (the kernel source)."""
    if not EXAMPLES:
        raise AssertionError("no examples in %s" % os.path.join(HERE, "examples"))
    for path in EXAMPLES:
        stem = os.path.splitext(os.path.basename(path))[0]
        plan = read_problem(path)
        got = json.dumps(plan["manifest"], indent=2) + "\n"
        files = {"%s.manifest.json" % stem: got, "%s.kernel.py" % stem: plan["source"]}
        for name, text in files.items():
            want_path = os.path.join(EXPECTED, name)
            if WRITE:
                os.makedirs(EXPECTED, exist_ok=True)
                with open(want_path, "w") as f:
                    f.write(text)
                continue
            with open(want_path) as f:
                eq(text, f.read(), want_path)


@test
def scaled_add_example_maps_roles_and_grid():
    plan = read_problem(os.path.join(HERE, "examples", "scaled_add.py"))
    step = plan["manifest"]["steps"][0]
    eq([a["name"] for a in step["args"]], ["in_ptr0", "in_ptr1", "out_ptr0", "xnumel", "alpha"],
       "argument names")
    eq([a.get("view", {}).get("buffer") for a in step["args"]], ["x", "y", "out", None, None],
       "bound buffers")
    eq((step["launch"]["grid"], step["launch"]["grid_type"], step["launch"]["constexprs"]),
       ([4096, 1, 1], "Grid1D", {"XBLOCK": 1024}), "launch")
    eq(kernel_parameters(plan["source"], step["entry"]),
       [("in_ptr0", False), ("in_ptr1", False), ("out_ptr0", False), ("xnumel", False),
        ("alpha", False), ("XBLOCK", True)], "the source's parameters are the manifest's")
    eq([(b["name"], b["role"], b.get("torch_name")) for b in plan["manifest"]["buffers"]],
       [("x", "input", "inputs[0]"), ("y", "input", "inputs[1]"), ("out", "output", None)],
       "buffers")
    eq(plan["manifest"]["outputs"], [{"buffer": "out"}], "outputs")


@test
def inplace_example_is_an_input_and_an_output():
    plan = read_problem(os.path.join(HERE, "examples", "softmax_rows_inplace.py"))
    m = plan["manifest"]
    step = m["steps"][0]
    eq([(b["name"], b["role"]) for b in m["buffers"]], [("x", "input")], "buffers")
    eq(m["outputs"], [{"buffer": "x"}], "the input is the output")
    eq(step["args"][0], {"name": "in_out_ptr0", "view": {"buffer": "x"}}, "in-place argument")
    eq(step["mutated_arg_names"], ["in_out_ptr0"], "mutated")
    # The grid is one program per row: n_rows is xnumel, with no block.
    eq((step["launch"]["grid_type"], step["args"][1]["name"]), ("Grid1D", "xnumel"), "grid")


@test
def user_arguments_call_the_files_kernel_in_its_order():
    plan = read_problem(os.path.join(HERE, "examples", "scaled_add.py"))
    eq(triton_standalone.user_arguments(plan),
       [("x_ptr", {"role": "input", "tensor": "x"}), ("y_ptr", {"role": "input", "tensor": "y"}),
        ("out_ptr", {"role": "output", "tensor": "out"}),
        ("n_elements", {"role": "scalar", "value": 4194304, "type": "i32"}),
        ("alpha", {"role": "scalar", "value": 0.5, "type": "fp32"})], "arguments")


# -- roles, names, the source ----------------------------------------------------

MIXED = '''@triton.jit
def mixed(out, mask, acc, out_ptr_scale, n, other, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(mask + offs, mask=m, other=other)
    s = tl.load(out_ptr_scale + offs, mask=m)
    tl.store(acc + offs, tl.load(acc + offs, mask=m) + a * s, mask=m)
    tl.store(out + offs, a, mask=m)
'''
MIXED_SPEC = {
    "id": "T1-mixed", "level": 1, "category": "pointwise",
    "inputs": [{"name": "a", "shape": [64]}, {"name": "acc", "shape": [64]},
               {"name": "s", "shape": [64]}],
    "outputs": [{"name": "o", "shape": [64]}, "acc"],
    "args": {"out": {"output": "o"}, "mask": {"input": "a"}, "acc": {"inplace": "acc"},
             "out_ptr_scale": {"input": "s"}, "n": 64, "other": {"scalar": 0.0}},
    "constexprs": {"BLOCK": 64},
    "grid": [1],
    "reference": "reference",
}


@test
def pointer_roles_take_inductor_names_in_parameter_order():
    plan = read_problem(problem(MIXED, MIXED_SPEC))
    step = plan["manifest"]["steps"][0]
    # The backend knows what a kernel writes by these prefixes: an input the
    # user named out_ptr_scale must not keep that name.
    eq([a["name"] for a in step["args"]],
       ["out_ptr0", "in_ptr0", "in_out_ptr0", "in_ptr1", "n", "other"], "names")
    eq(step["mutated_arg_names"], ["in_out_ptr0"], "mutated")
    eq(step["triton_meta"]["signature"],
       {"out_ptr0": "*fp32", "in_ptr0": "*fp32", "in_out_ptr0": "*fp32", "in_ptr1": "*fp32",
        "n": "i32", "other": "fp32", "BLOCK": "constexpr"}, "signature")
    eq(plan["manifest"]["outputs"], [{"buffer": "o"}, {"buffer": "acc"}], "outputs")
    eq([(b["name"], b["role"]) for b in plan["manifest"]["buffers"]],
       [("a", "input"), ("acc", "input"), ("s", "input"), ("o", "output")], "buffers")


@test
def renaming_changes_references_only():
    src = read_problem(problem(MIXED, MIXED_SPEC))["source"]
    # `mask` the parameter is renamed; `mask=` the keyword is not.
    text_has(src, ("def mixed(out_ptr0, in_ptr0, in_out_ptr0, in_ptr1, n, other, "
                   "BLOCK: tl.constexpr):",
                   "a = tl.load(in_ptr0 + offs, mask=m, other=other)",
                   "s = tl.load(in_ptr1 + offs, mask=m)",
                   "tl.store(in_out_ptr0 + offs, tl.load(in_out_ptr0 + offs, mask=m) + a * s, "
                   "mask=m)",
                   "# kopt: parameters renamed for the problem format (out -> out_ptr0, "
                   "mask -> in_ptr0, acc -> in_out_ptr0, out_ptr_scale -> in_ptr1)\n@triton.jit"))
    # A default is evaluated in the module's scope: BLOCK_SIZE there is the
    # module's constant, not the parameter, and stays (and so does the constant).
    kernel = ("BLOCK_SIZE = 1024\n\n\n@triton.jit\n"
              "def d(x_ptr, out_ptr, n, BLOCK_SIZE: tl.constexpr = BLOCK_SIZE):\n"
              "    offs = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)\n"
              "    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)\n")
    spec = {"id": "T1-d", "level": 1, "category": "pointwise",
            "inputs": [{"name": "x", "shape": [1000]}], "outputs": [{"name": "o", "shape": [1000]}],
            "args": {"x_ptr": {"input": "x"}, "out_ptr": {"output": "o"}, "n": 1000},
            "constexprs": {"BLOCK_SIZE": 128}, "grid": ["cdiv(n, BLOCK_SIZE)"],
            "reference": "reference"}
    src = read_problem(problem(kernel, spec, "default.py"))["source"]
    text_has(src, ("BLOCK_SIZE = 1024\n",
                   "def d(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr = BLOCK_SIZE):",
                   "offs = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)"))
    compile(src, "default.py", "exec")


@test
def kernel_source_keeps_only_what_the_kernel_needs():
    text = '''"""A file with more than the kernel."""
import torch
import torch.nn.functional as F
import triton
import triton.language as tl
from triton.language.extra import libdevice

DEVICE = torch.device("cuda")
SCALE: tl.constexpr = tl.constexpr(2.0)


@triton.jit
def _twice(v):
    return v * SCALE


@triton.jit
def unused_helper(v):
    return v


@triton.jit(do_not_specialize=["n"])
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, libdevice.exp(_twice(v)), mask=offs < n)


def reference(x):
    return torch.exp(F.relu(x) * 2 + x.clamp(max=0) * 2)


if __name__ == "__main__":
    print(reference(torch.zeros(4, device=DEVICE)))

KOPT_PROBLEM = %r
''' % (changed(lambda s: s.update(kernel="k")),)
    src = read_problem(write("more.py", text))["source"]
    text_has(src, absent=("torch", "DEVICE", "KOPT_PROBLEM", "def reference", "__main__",
                          '"""A file', "unused_helper"),
             present=("import triton\n", "import triton.language as tl\n",
                      "from triton.language.extra import libdevice\n",
                      "SCALE: tl.constexpr = tl.constexpr(2.0)\n", "def _twice(v):",
                      '@triton.jit(do_not_specialize=["xnumel"])\n'
                      "def k(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):"))


@test
def grid_forms_kopt_can_recompute():
    kernel = '''@triton.jit
def g(x_ptr, out_ptr, M, N, B, BM: tl.constexpr, BN: tl.constexpr):
    pass
'''
    base = {"id": "T1-g", "level": 1, "category": "pointwise",
            "inputs": [{"name": "x", "shape": [8]}], "outputs": [{"name": "o", "shape": [8]}],
            "args": {"x_ptr": {"input": "x"}, "out_ptr": {"output": "o"}, "M": 1000, "N": 64,
                     "B": 3},
            "constexprs": {"BM": 128, "BN": 32}, "reference": "reference"}
    cases = [  # grid, launch grid, grid_type, names of M N B BM BN in the manifest
        (["cdiv(M, BM)"], [8, 1, 1], "Grid1D", ["xnumel", "N", "B", "XBLOCK", "BN"]),
        (["cdiv(M, BM)", "cdiv(N, BN)"], [8, 2, 1], "Grid2D",
         ["xnumel", "ynumel", "B", "XBLOCK", "YBLOCK"]),
        (["cdiv(M, BM)", "B"], [8, 3, 1], "Grid2D", ["xnumel", "N", "ynumel", "XBLOCK", "BN"]),
        (["cdiv(M, BM)", 5], [8, 5, 1], "Grid1D", ["xnumel", "N", "B", "XBLOCK", "BN"]),
        (["cdiv(M, BM) * cdiv(N, BN)"], [16, 1, 1], "GemmGrid",
         ["M", "N", "B", "BLOCK_M", "BLOCK_N"]),
        # Written N first, the pairs are still named as their names say.
        (["cdiv(N, BN) * cdiv(M, BM)", 3], [16, 3, 1], "GemmGrid",
         ["M", "N", "B", "BLOCK_M", "BLOCK_N"]),
        # B would be M, and the kernel's own N is no role of the grid's.
        (["cdiv(B, BN) * cdiv(M, BM)"], [8, 1, 1], None, ["M", "N", "B", "BM", "BN"]),
        (["cdiv(M, BM) * cdiv(N, BM)"], [8, 1, 1], None, ["M", "N", "B", "BM", "BN"]),
        (["cdiv(M, BM) * cdiv(N, BN)", "B"], [16, 3, 1], None, ["M", "N", "B", "BM", "BN"]),
        (["cdiv(M, BM) * cdiv(N, BN) + 1"], [17, 1, 1], None, ["M", "N", "B", "BM", "BN"]),
        (["cdiv(M, BM)", "cdiv(N, BM)"], [8, 1, 1], None, ["M", "N", "B", "BM", "BN"]),
        (["cdiv(M, BM)", "BN"], [8, 32, 1], None, ["M", "N", "B", "BM", "BN"]),
        ([12, "max(N // 16, B)"], [12, 4, 1], None, ["M", "N", "B", "BM", "BN"]),
    ]
    for grid, want, gtype, names in cases:
        spec = dict(base, grid=grid)
        plan = read_problem(problem(kernel, spec, "grid.py"))
        step = plan["manifest"]["steps"][0]
        eq((step["launch"]["grid"], step["launch"].get("grid_type")), (want, gtype),
           "grid %s" % grid)
        got = [n for n, _ in kernel_parameters(plan["source"], "g")][2:]
        eq(got, names, "names for grid %s" % grid)
        eq(bool(plan["notes"]), gtype is None, "a note for a fixed grid %s" % grid)
    # An axis that is a scalar alone is recomputed with the block the GPU
    # backend reads for that axis (XBLOCK for x, YBLOCK for y), 1 where the
    # launch has none: where the kernel has a constexpr of that name for
    # something else, the axis (and those after it) stays fixed.
    own = [  # kernel's last two constexprs, grid, launch grid, grid_type, names, noted
        ("XBLOCK", "BN", ["M"], [1000, 1, 1], None, ["M", "N", "B", "XBLOCK", "BN"], True),
        ("BM", "YBLOCK", ["cdiv(M, BM)", "B"], [8, 3, 1], "Grid1D",
         ["xnumel", "N", "B", "XBLOCK", "YBLOCK"], True),
        ("BM", "XBLOCK", ["B"], [3, 1, 1], None, ["M", "N", "B", "BM", "XBLOCK"], True),
        ("BM", "YBLOCK", ["B"], [3, 1, 1], "Grid1D", ["M", "N", "xnumel", "BM", "YBLOCK"],
         False),
    ]
    for c1, c2, grid, want, gtype, names, noted in own:
        k2 = kernel.replace("BM: tl.constexpr, BN: tl.constexpr",
                            "%s: tl.constexpr, %s: tl.constexpr" % (c1, c2))
        spec = dict(base, grid=grid, constexprs={c1: 128, c2: 32})
        plan = read_problem(problem(k2, spec, "grid.py"))
        step = plan["manifest"]["steps"][0]
        eq((step["launch"]["grid"], step["launch"].get("grid_type")), (want, gtype),
           "grid %s with constexprs %s, %s" % (grid, c1, c2))
        eq([n for n, _ in kernel_parameters(plan["source"], "g")][2:], names,
           "names for grid %s with constexprs %s, %s" % (grid, c1, c2))
        eq(any("its own constexpr" in n for n in plan["notes"]), noted,
           "a note of the constexpr for grid %s with constexprs %s, %s" % (grid, c1, c2))
    # The GEMM form's K block is named from either tile constexpr, whichever
    # pair the grid writes first.
    mm = ("@triton.jit\n"
          "def mm(a_ptr, c_ptr, M, N, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,\n"
          "       BLOCK_SIZE_K: tl.constexpr):\n"
          "    pass\n")
    for grid in ("cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N)",
                 "cdiv(N, BLOCK_SIZE_N) * cdiv(M, BLOCK_SIZE_M)"):
        spec = dict(base, args={"a_ptr": {"input": "x"}, "c_ptr": {"output": "o"}, "M": 64,
                                "N": 32},
                    constexprs={"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 16, "BLOCK_SIZE_K": 16},
                    grid=[grid])
        plan = read_problem(problem(mm, spec, "mm.py"))
        eq(plan["manifest"]["steps"][0]["launch"].get("grid_type"), "GemmGrid", grid)
        eq([n for n, _ in kernel_parameters(plan["source"], "mm")][2:],
           ["M", "N", "BLOCK_M", "BLOCK_N", "BLOCK_K"], "names for grid %s" % grid)


@test
def a_folder_is_current_while_the_importer_reads_its_file_alike():
    """triton_standalone.differences: a folder made from a file is current
    until the importer would make another manifest or source of the same
    file, or the file an import would now use differs from its copy."""
    kernel = '''@triton.jit
def mm(a_ptr, c_ptr, M, N, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
       BLOCK_SIZE_K: tl.constexpr):
    acc = tl.dot(tl.load(a_ptr), tl.load(a_ptr))
'''
    spec = {"id": "T1-mm", "level": 1, "category": "matmul",
            "inputs": [{"name": "a", "shape": [64]}], "outputs": [{"name": "c", "shape": [64]}],
            "args": {"a_ptr": {"input": "a"}, "c_ptr": {"output": "c"}, "M": 64, "N": 32},
            "constexprs": {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 16, "BLOCK_SIZE_K": 16},
            "grid": ["cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N)"], "reference": "reference"}
    path = problem(kernel, spec, "current.py")

    def folder(name, edit=None):
        """A folder as kopt_import.py --triton writes one (its manifest,
        kernel source and triton_input.py), edited by edit(manifest, plan)."""
        plan = read_problem(path)
        d = os.path.join(SCRATCH, name)
        os.mkdir(d)
        m = copy.deepcopy(plan["manifest"])
        m["validation"] = {"max_abs_err": 0}     # the import's records are not compared
        m["steps"][0]["registers"] = 40
        if edit:
            edit(m, plan)
        with open(os.path.join(d, "manifest.json"), "w") as f:
            json.dump(m, f)
        with open(os.path.join(d, m["steps"][0]["source_file"]), "w") as f:
            f.write(plan["source"])
        shutil.copy(path, os.path.join(d, triton_standalone.INPUT_COPY))
        return d

    eq(triton_standalone.differences(folder("now"), path), [], "a folder made now")

    def before_gemm_grid(m, plan):   # as an import before GemmGrid left it
        launch = m["steps"][0]["launch"]
        del launch["grid_type"]
        launch["constexprs"] = {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 16, "BLOCK_SIZE_K": 16}
    eq(triton_standalone.differences(folder("old", before_gemm_grid), path),
       ["steps[0].launch.grid_type", "steps[0].launch.constexprs"], "an older import")
    d = folder("src", lambda m, plan: plan.update(source=plan["source"] + "# edited\n"))
    eq(triton_standalone.differences(d), ["the kernel source"], "an edited source")
    other = write("other.py", open(path).read().replace("KOPT_PROBLEM", "# new\nKOPT_PROBLEM"))
    eq(triton_standalone.differences(folder("file"), other),
       ["other.py differs from the file it was imported from (triton_input.py)"], "a new file")
    os.remove(os.path.join(d, "manifest.json"))
    got = triton_standalone.differences(d)
    eq((len(got), got[0].startswith("the folder cannot be read")), (1, True), "no manifest")
    eq(triton_standalone.main(["x", "--differences", folder("cli")]), 0, "the CLI, current")
    eq(triton_standalone.main(["x", "--differences"]), 2, "the CLI, bad usage")
    eq(triton_standalone.main(["x", "--differences", os.path.join(SCRATCH, "none")]), 2,
       "the CLI, no such folder")
    with open(os.path.join(SCRATCH, "latin1.py"), "wb") as f:
        f.write(b"x = '\xff'\n")
    got = triton_standalone.differences(folder("latin"), os.path.join(SCRATCH, "latin1.py"))
    eq((len(got), "latin1.py cannot be read" in got[0]), (1, True), "a FILE not in UTF-8")


@test
def specialization_follows_triton_jit():
    kernel = '''@triton.jit(do_not_specialize=[5], do_not_specialize_on_alignment=["c"])
def s(x_ptr, out_ptr, a, b, c, d, e, f, BLOCK: tl.constexpr = 64):
    pass
'''
    spec = {"id": "T1-s", "level": 1, "category": "pointwise",
            "inputs": [{"name": "x", "shape": [8], "dtype": "int64",
                        "init": {"dist": "randint", "lo": 0, "hi": 5}}],
            "outputs": [{"name": "o", "shape": [8], "dtype": "int32"}],
            "args": {"x_ptr": {"input": "x"}, "out_ptr": {"output": "o"},
                     "a": 1, "b": 48, "c": 1, "d": 32, "e": 2**31, "f": 17},
            "grid": [2], "reference": "reference"}
    step = read_problem(problem(kernel, spec, "spec.py"))["manifest"]["steps"][0]
    meta = step["triton_meta"]
    # a = 1 becomes a constant; c = 1 too (alignment only is switched off);
    # d is not specialized at all (index 5); b and e are divisible by 16.
    eq(meta["constants"], {"a": 1, "c": 1}, "constants")
    eq(meta["signature"], {"in_ptr0": "*i64", "out_ptr0": "*i32", "a": "constexpr", "b": "i32",
                           "c": "constexpr", "d": "i32", "e": "i64", "f": "i32",
                           "BLOCK": "constexpr"}, "signature")
    eq(sorted(meta["configs"][0], key=int), ["0", "1", "3", "6"], "divisibility 16")
    eq([p["name"] for p in step["params"]], ["in_ptr0", "out_ptr0", "b", "d", "e", "f"],
       "params: what the compiled entry takes")
    eq([(a["name"], a.get("value"), a.get("type")) for a in step["args"][2:]],
       [("a", 1, "i32"), ("b", 48, "i32"), ("c", 1, "i32"), ("d", 32, "i32"),
        ("e", 2**31, "i64"), ("f", 17, "i32")], "args keep every value")
    eq(step["launch"]["constexprs"], {"BLOCK": 64}, "a constexpr's default")


@test
def a_bool_tensor_is_an_i1_pointer():
    kernel = '''@triton.jit
def m(x_ptr, mask_ptr, out_ptr, keep_ptr, n, BLOCK: tl.constexpr):
    pass
'''
    spec = {"id": "T1-m", "level": 1, "category": "pointwise",
            "inputs": [{"name": "x", "shape": [64]},
                       {"name": "mask", "shape": [64], "dtype": "bool",
                        "init": {"dist": "randint", "lo": 0, "hi": 2}}],
            "outputs": [{"name": "o", "shape": [64]},
                        {"name": "keep", "shape": [64], "dtype": "bool"}],
            "args": {"x_ptr": {"input": "x"}, "mask_ptr": {"input": "mask"},
                     "out_ptr": {"output": "o"}, "keep_ptr": {"output": "keep"}, "n": 64},
            "constexprs": {"BLOCK": 64}, "grid": [1], "reference": "reference"}
    plan = read_problem(problem(kernel, spec, "mask.py"))
    m = plan["manifest"]
    eq({b["name"]: (b["dtype"], b["role"], b.get("init")) for b in m["buffers"]},
       {"x": ("float32", "input", {"dist": "randn"}),
        "mask": ("bool", "input", {"dist": "randint", "lo": 0, "hi": 2}),
        "o": ("float32", "output", None), "keep": ("bool", "output", None)}, "buffers")
    sig = m["steps"][0]["triton_meta"]["signature"]
    eq([sig[k] for k in ("in_ptr0", "in_ptr1", "out_ptr0", "out_ptr1")],
       ["*fp32", "*i1", "*fp32", "*i1"], "pointer types")


# -- bad specifications --------------------------------------------------------------

@test
def a_constexpr_named_like_a_launch_option_is_that_option():
    """Triton reads kernel[grid](..., num_stages=S) as both the parameter and
    the compile option (the fused-softmax tutorial's launch), so the
    specification must give the two one value, and the launch gives the
    keyword once (launching with both raised a TypeError on the H200)."""
    from triton_standalone import launch_keywords
    kernel = BASE_KERNEL.replace("BLOCK: tl.constexpr)", "BLOCK: tl.constexpr, "
                                 "num_stages: tl.constexpr)")
    spec = changed(lambda s: s.update(num_stages=4, num_warps=8))
    spec["constexprs"]["num_stages"] = 4
    plan = read_problem(problem(kernel, spec, "opt_ok.py"))
    eq(launch_keywords(plan["spec"]), {"num_warps": 8, "num_stages": 4, "BLOCK": 128},
       "one num_stages keyword")
    spec["num_stages"] = 3
    path = problem(kernel, spec, "opt_bad.py")
    refused(path, path + ": KOPT_PROBLEM.num_stages: k has a tl.constexpr parameter num_stages, "
            "which takes the launch's num_stages= as the compile option does: give "
            "num_stages the constexpr's value 4 (it is 3)")
    eq(launch_keywords(read_problem(problem(BASE_KERNEL, BASE, "plain.py"))["spec"]),
       {"num_warps": 4, "num_stages": 3, "BLOCK": 128}, "the defaults beside a constexpr")


@test
def a_specification_may_leave_out_the_float64_model_saying_why():
    """no_float64 is --no-float64 for one file, with its reason (TT-seeded-dropout:
    Inductor did not finish compiling its Philox reference)."""
    eq(read_problem(problem(BASE_KERNEL, BASE, "f64.py"))["spec"]["no_float64"], None,
       "no key: a float64 model")
    spec = changed(lambda s: s.update(no_float64="a reference Inductor cannot compile"))
    eq(read_problem(problem(BASE_KERNEL, spec, "nof64.py"))["spec"]["no_float64"],
       "a reference Inductor cannot compile", "the reason, read")


@test
def bad_specs_are_refused_naming_the_file_and_the_field():
    cases = [
        (lambda s: s.pop("id"), "KOPT_PROBLEM: 'id' is required"),
        (lambda s: s.update(level=4), "KOPT_PROBLEM.level: expected 1, 2 or 3"),
        (lambda s: s.update(num_warp=4), "KOPT_PROBLEM: unknown key 'num_warp'"),
        (lambda s: s["args"].pop("n"), "KOPT_PROBLEM.args: parameters of k not bound: n"),
        (lambda s: s["args"].update(q=1), "KOPT_PROBLEM.args.q: k has no parameter q"),
        (lambda s: s["args"].update(BLOCK=1), "KOPT_PROBLEM.args.BLOCK: a tl.constexpr "
         "parameter: give its value in constexprs"),
        (lambda s: s["args"].update(x_ptr={"input": "q"}),
         "KOPT_PROBLEM.args.x_ptr: input 'q' is not in inputs"),
        (lambda s: s["args"].update(x_ptr={"inplace": "x"}),
         "KOPT_PROBLEM.args.x_ptr: 'x' is written in place: list it in outputs"),
        (lambda s: s["args"].update(x_ptr={"input": "x", "output": "out"}),
         "KOPT_PROBLEM.args.x_ptr: expected exactly one of input, output, inplace, scalar"),
        (lambda s: s["args"].update(n={"scalar": 2**40, "type": "i32"}),
         "KOPT_PROBLEM.args.n: 1099511627776 does not fit i32"),
        (lambda s: s.update(constexprs={}), "KOPT_PROBLEM.constexprs: BLOCK of k has no value"),
        (lambda s: s["constexprs"].update(BLOCK_M=4),
         "KOPT_PROBLEM.constexprs.BLOCK_M: not a tl.constexpr parameter of k"),
        (lambda s: s["outputs"][0].update(dtype="float64"),
         "KOPT_PROBLEM.outputs[0].dtype: 'float64' is not one of float32, int32, int64, bool"),
        (lambda s: s["inputs"][0].update(dtype="bool", init={"dist": "randint", "lo": 0, "hi": 3}),
         "KOPT_PROBLEM.inputs[0].init: a bool's randint needs 0 <= lo < hi <= 2"),
        (lambda s: s["inputs"][0].update(dtype="bool", init={"dist": "const", "value": 2}),
         "KOPT_PROBLEM.inputs[0].init.value: a bool's const is 0 or 1"),
        (lambda s: s["inputs"][0].update(dtype="float16"),
         "KOPT_PROBLEM.inputs[0].dtype: 'float16' is not one of"),
        (lambda s: s["inputs"][0].update(dtype="int32"),
         "KOPT_PROBLEM.inputs[0].init: an integer input needs a distribution"),
        (lambda s: s["inputs"][0].update(dtype="int32", init="randn"),
         "KOPT_PROBLEM.inputs[0].init: randn is not a distribution for int32"),
        (lambda s: s["inputs"][0].update(init={"dist": "uniform", "lo": 1}),
         "KOPT_PROBLEM.inputs[0].init: 'hi' is required"),
        (lambda s: s["inputs"][0].update(shape=[0, 4]), "KOPT_PROBLEM.inputs[0].shape: expected"),
        (lambda s: s["inputs"].append({"name": "z", "shape": [4]}),
         "KOPT_PROBLEM.inputs: z is bound to no kernel argument"),
        (lambda s: s["outputs"].append({"name": "out", "shape": [4]}),
         "KOPT_PROBLEM.outputs: tensor names used twice: out"),
        (lambda s: s["outputs"].extend(["x", "x"]), "KOPT_PROBLEM.outputs: listed twice: x"),
        (lambda s: s["outputs"].append("y"),
         "KOPT_PROBLEM.outputs[1]: 'y' is not an input; a new output gives its shape"),
        (lambda s: s["outputs"].append("x"), "KOPT_PROBLEM.outputs: x is an input: bind it "
         "to a kernel argument with \"inplace\""),
        (lambda s: s.update(outputs=[]), "KOPT_PROBLEM.outputs: expected a non-empty list"),
        (lambda s: s.update(grid=["cdiv(n, BLOCKS)"]),
         "KOPT_PROBLEM.grid[0]: BLOCKS is not an integer scalar argument or constexpr"),
        (lambda s: s.update(grid=["n ** 2"]), "KOPT_PROBLEM.grid[0]: 'n ** 2': only integers"),
        (lambda s: s.update(grid=[1, 70000]), "KOPT_PROBLEM.grid[1]: 70000 programs exceed"),
        (lambda s: s.update(grid=["n - 1024"]), "KOPT_PROBLEM.grid[0]: evaluates to 0"),
        (lambda s: s.update(num_warps=3), "KOPT_PROBLEM.num_warps: expected a power of two"),
        (lambda s: s.update(no_float64=""), "KOPT_PROBLEM.no_float64: expected the reason"),
        (lambda s: s.update(no_float64=True), "KOPT_PROBLEM.no_float64: expected the reason"),
        (lambda s: s.update(reference="ref"), "KOPT_PROBLEM.reference: no top-level function ref"),
        (lambda s: s.update(kernel="nope"),
         "KOPT_PROBLEM.kernel: no top-level @triton.jit function nope"),
        (lambda s: s.update(id="a b"), "KOPT_PROBLEM.id: expected letters, digits"),
    ]
    for i, (edit, fragment) in enumerate(cases):
        path = problem(BASE_KERNEL, changed(edit), "bad%d.py" % i)
        refused(path, path + ": " + fragment)


@test
def bad_files_are_refused_naming_the_file():
    path = write("nospec.py", "import triton\n\n" + BASE_KERNEL)
    refused(path, path + ": KOPT_PROBLEM: expected one top-level assignment KOPT_PROBLEM")
    path = write("computed.py", "import triton\nN = 4\n\n" + BASE_KERNEL +
                 "\nKOPT_PROBLEM = {'id': 'x', 'level': N}\n")
    refused(path, path + ": KOPT_PROBLEM: line ", "not a literal")
    path = write("unhashable.py", "import triton\n\n" + BASE_KERNEL +
                 "\nKOPT_PROBLEM = {'id': 'x', 'constexprs': {('B', [1]): 128}}\n")
    refused(path, path + ": KOPT_PROBLEM: line ", "not a literal")
    path = write("syntax.py", "def k(:\n")
    refused(path, path + ": line 1: ")
    refused(os.path.join(SCRATCH, "missing.py"), "missing.py: cannot read")
    two = BASE_KERNEL + "\n\n" + BASE_KERNEL.replace("def k(", "def k2(")
    refused(problem(two, BASE, "two.py"), "two.py: KOPT_PROBLEM.kernel: the file defines 2 "
            "@triton.jit functions (k, k2): name the kernel")
    tuned = "@triton.autotune(configs=[], key=['n'])\n" + BASE_KERNEL
    refused(problem(tuned, BASE, "tuned.py"), "tuned.py: KOPT_PROBLEM.kernel: k has decorators "
            "besides @triton.jit (triton.autotune(configs=[], key=['n']))")
    typed = BASE_KERNEL.replace("n, BLOCK", "n: tl.int64, BLOCK")
    refused(problem(typed, BASE, "typed.py"), "typed.py: KOPT_PROBLEM.kernel: k: parameter n "
            "is annotated tl.int64")
    taken = BASE_KERNEL.replace("offs = ", "in_ptr0 = 0\n    offs = ")
    refused(problem(taken, BASE, "taken.py"), "taken.py: KOPT_PROBLEM.kernel: k already uses "
            "the name in_ptr0, which kopt gives to x_ptr")
    unbound = BASE_KERNEL.replace("tl.load(x_ptr + offs", "helper(x_ptr + offs")
    refused(problem(unbound, BASE, "unbound.py"), "unbound.py: KOPT_PROBLEM.kernel: k uses "
            "helper, which the file does not bind")


# -- compiling (Triton) and reading the folder (kopt) ----------------------------------

FACTS = {"cubin": b"\x7fELF not a real cubin", "ptx": b"", "shared": 0,
         "scratch": {"global": 0, "profile": 0}, "registers": None, "spills": None}


@test
def examples_compile_for_sm_90a_as_candidates_do():
    if H200 is None:
        skip("examples_compile_for_sm_90a_as_candidates_do", "no Triton (%s)" % NO_TRITON)
        return
    sys.path.insert(0, triton_standalone.HARNESS)
    import triton_helper
    import re
    for path in EXAMPLES:
        plan = read_problem(path)
        step = plan["manifest"]["steps"][0]
        facts = triton_standalone.compile_step(plan, H200)
        eq(facts["params"], step["params"], "%s: compiled params" % path)
        eq(facts["cubin"][:4], b"\x7fELF", "%s: cubin" % path)
        ptx = facts["ptx"].decode()
        eq(re.search(r"\.target\s+(\S+)", ptx).group(1), "sm_90a", "%s: target" % path)
        eq(triton_helper.ptx_entry_params(ptx, step["entry"]), len(step["params"]) + 2,
           "%s: entry parameters and two scratch pointers" % path)
        # A candidate with another launch compiles through the helper with
        # the step's triton_meta, and every parameter of the compiled entry
        # is one of the step's arguments (the backend launches by name).
        launch = dict(step["launch"], num_warps=8,
                      constexprs={k: v * 2 if isinstance(v, int) else v
                                  for k, v in step["launch"]["constexprs"].items()})
        cand = dict(plan, manifest=dict(plan["manifest"], steps=[dict(step, launch=launch)]))
        params = triton_standalone.compile_step(cand, H200)["params"]
        names = {a["name"] for a in step["args"]}
        eq([p["name"] for p in params if p["name"] not in names], [], "%s: unbound" % path)


def folders():
    """Each example written as a problem folder: compiled where Triton is,
    else with a placeholder cubin (kopt inputs does not load it)."""
    out = []
    for path in EXAMPLES:
        d = os.path.join(SCRATCH, "folders", os.path.splitext(os.path.basename(path))[0])
        if not os.path.isdir(d):
            os.makedirs(d)
            plan = read_problem(path)
            kopt_import.write_standalone(plan, d, target=H200, facts=None if H200 else FACTS)
        out.append(d)
    return out


@test
def kopt_reads_the_folders_written():
    if not os.access(KOPT, os.X_OK):
        skip("kopt_reads_the_folders_written", "no kopt at %s (make)" % KOPT)
        return
    for d in folders():
        with open(os.path.join(d, "manifest.json")) as f:
            m = json.load(f)
        with open(os.path.join(d, m["steps"][0]["source_file"])) as f:
            eq(f.read(), read_problem(os.path.join(d, "triton_input.py"))["source"],
               "%s: the source again from the copy of the file" % d)
        out = os.path.join(d + "-inputs")
        r = subprocess.run([KOPT, "inputs", d, "--seed", "0", "--out", out],
                           capture_output=True, text=True)
        eq(r.returncode, 0, "kopt inputs %s: %s" % (d, r.stderr))
        with open(os.path.join(out, "index.json")) as f:
            idx = json.load(f)
        eq([(b["name"], b["torch_name"]) for b in idx["buffers"]],
           [(b["name"], b["torch_name"]) for b in m["buffers"] if b["role"] == "input"],
           "%s: inputs" % d)


@test
def kopt_searches_the_folders_with_the_test_double():
    if not os.access(KOPT, os.X_OK) or not os.path.exists(DOUBLE):
        skip("kopt_searches_the_folders_with_the_test_double", "no kopt or %s (make)" % DOUBLE)
        return
    run = os.path.join(SCRATCH, "search.kopt")
    r = subprocess.run([KOPT, "run", "-o", run, "--backend", DOUBLE, "-T", "2"] + folders(),
                       capture_output=True, text=True)
    eq(r.returncode, 0, "kopt run: %s" % r.stderr[-2000:])
    db = sqlite3.connect(run)
    try:
        done = db.execute("select count(*) from outcomes").fetchone()[0]
        blocks = {json.loads(c)["launch"]["constexprs"].get("XBLOCK") for (c,) in db.execute(
            "select b.data from candidates c join blobs b on b.id = c.content "
            "where c.problem_id = 'T1-scaled-add'")}
    finally:
        db.close()
    eq(done, len(EXAMPLES), "outcomes")
    # scaled_add's grid is Grid1D over XBLOCK: the block size is a move.
    if not blocks - {1024, None}:
        raise AssertionError("no candidate of T1-scaled-add changed XBLOCK: %s" % blocks)


PROBLEMS = os.path.normpath(os.path.join(HERE, "..", "problems"))


@test
def imported_folders_read_again():
    """Every folder imported with --triton keeps its file (triton_input.py):
    read again, it gives the folder's kernel source and the manifest's
    buffers, outputs and argument binding."""
    seen = 0
    for copy_path in sorted(glob.glob(os.path.join(PROBLEMS, "*", "triton_input.py"))):
        folder = os.path.dirname(copy_path)
        plan = read_problem(copy_path)
        with open(os.path.join(folder, "manifest.json")) as f:
            m = json.load(f)
        want = plan["manifest"]
        for key in ("buffers", "outputs"):
            eq(m[key], want[key], "%s: %s" % (folder, key))
        s, w = m["steps"][0], want["steps"][0]
        for key in ("entry", "args", "params", "triton_meta", "mutated_arg_names"):
            eq(s[key], w[key], "%s: steps[0].%s" % (folder, key))
        with open(os.path.join(folder, s["source_file"])) as f:
            eq(f.read(), plan["source"], "%s: source" % folder)
        seen += 1
    print("%d folders imported with --triton read again" % seen)


@test
def compile_failures_are_refusals_naming_the_cause():
    # Dynamo's graph break in the form of its unimplemented() message (type
    # first, then explanation and hints) gives its first line; so does any
    # other failure.
    class Unsupported(Exception):
        pass
    brk = kopt_import.compile_failure(Unsupported(
        "Data-dependent branching\n  Explanation: Detected data-dependent branching.\n"
        "  Hint: Use torch.cond"))
    eq(brk, "torch.compile(fullgraph=True) failed: Unsupported: Data-dependent branching")
    other = kopt_import.compile_failure(RuntimeError("CUDA out of memory\nmore"))
    eq(other, "torch.compile(fullgraph=True) failed: RuntimeError: CUDA out of memory")
    eq(kopt_import.compile_failure(ValueError()),
       "torch.compile(fullgraph=True) failed: ValueError: (no message)")


@test
def launcher_extra_args_are_stripped_from_template_calls():
    # A max-autotune template (FixedGrid): the call passes the def's three
    # arguments, then the grid (_grid_0, _grid_1, _grid_2), which the launcher
    # takes and strips (inductor_meta's extra_launcher_args).
    meta = {"grid_type": "FixedGrid", "fixed_grid": ["_grid_0", "_grid_1", "_grid_2"],
            "extra_launcher_args": ["_grid_0", "_grid_1", "_grid_2"]}
    call = [{"view": {"buffer": "buf0"}}, {"view": {"buffer": "arg1_1"}},
            {"view": {"buffer": "buf1"}}, {"value": 96}, {"value": 2}, {"value": 1}]
    args, extra = kopt_import.launcher_extra_args(meta, call, "triton_tem_fused_convolution_2")
    eq(args, call[:3])
    eq(extra, {"_grid_0": 96, "_grid_1": 2, "_grid_2": 1})
    # Without extra_launcher_args nothing is stripped.
    eq(kopt_import.launcher_extra_args({"grid_type": "Grid1D"}, call, "k"), (call, {}))
    # A tensor (or too few arguments) where the grid should be: refused, naming both.
    try:
        kopt_import.launcher_extra_args(meta, call[:4] + call[:2], "k")
    except kopt_import.Refused as e:
        eq("takes the integers ['_grid_0', '_grid_1', '_grid_2'] after" in str(e), True, str(e))
    else:
        eq("refused", "accepted")
    try:
        kopt_import.launcher_extra_args(meta, call[3:5], "k")
    except kopt_import.Refused:
        pass
    else:
        eq("refused", "accepted")


if __name__ == "__main__":
    shutil.rmtree(SCRATCH, ignore_errors=True)
    if WRITE:
        print("wrote the expected files into %s" % EXPECTED)
    finish()
