#!/usr/bin/env python3
"""Tests of helion_import.py's part that needs no GPU, no torch and no
Helion: the KOPT_PROBLEM made from a recorded launch, and OUT.py, read back
by the standalone Triton reader (triton_standalone.read_problem) as
`kopt_import.py --triton` reads it.  The capture itself (Helion compiling
and launching on a GPU) runs on the device (tests/gpu/g_helion.sh).

    python3 datasets/importer/test_helion.py

Prints "N passed, N failed" and exits non-zero on a failure.
"""
import atexit
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from inductor_code import Refused, kernel_parameters  # noqa: E402
from helion_import import (autotune_overrides, check_spec, config_entry,  # noqa: E402
                           config_note, config_rule, kept_config,
                           launch_options_refusal,
                           problem_from_launch, problem_file, same_bytes,
                           with_kopt_overrides)
from triton_standalone import read_problem, spec_inputs  # noqa: E402
from minitest import eq, finish, skip, test, text_has  # noqa: E402

SCRATCH = tempfile.mkdtemp(prefix="kopt-test-helion-")
atexit.register(shutil.rmtree, SCRATCH, ignore_errors=True)

# A module in the form Helion 1.5 emits (written here, not generated): the
# @triton.jit kernel, then the host function that allocates the output and
# calls the launcher it is given.
MODULE = '''from __future__ import annotations

import torch
import triton
import triton.language as tl
from helion.runtime import default_launcher as _default_launcher

@triton.jit
def _helion_add(x, y, out, x_size_0, _BLOCK_SIZE_0: tl.constexpr):
    pid_0 = tl.program_id(0)
    offset_0 = pid_0 * _BLOCK_SIZE_0
    indices_0 = (offset_0 + tl.arange(0, _BLOCK_SIZE_0)).to(tl.int32)
    mask_0 = indices_0 < x_size_0
    load = tl.load(x + indices_0 * 1, mask_0, other=0)
    load_1 = tl.load(y + indices_0 * 1, mask_0, other=0)
    v_0 = load + load_1
    tl.store(out + indices_0 * 1, v_0, mask_0)

def add(x: torch.Tensor, y: torch.Tensor, *, _launcher=_default_launcher):
    out = torch.empty_like(x)
    _BLOCK_SIZE_0 = 1024
    _launcher(_helion_add, (triton.cdiv(x.size(0), _BLOCK_SIZE_0),), x, y, out, x.size(0), _BLOCK_SIZE_0, num_warps=4, num_stages=2)
    return out
'''

REFERENCE = '''def reference(x, y):
    return x + y
'''

SPEC = {"id": "H1-add", "level": 1, "category": "pointwise", "kernel": "add",
        "reference": "reference",
        "inputs": [{"name": "x", "shape": [4194304], "dtype": "float32", "init": "randn"},
                   {"name": "y", "shape": [4194304], "dtype": "float32", "init": "rand"}]}
PARAMS = [("x", False), ("y", False), ("out", False), ("x_size_0", False),
          ("_BLOCK_SIZE_0", True)]
OUTPUTS = [{"name": "out", "shape": [4194304], "dtype": "float32"}]


def launch(**changes):
    base = {"kernel": "_helion_add", "grid": [4096],
            "args": [("input", "x"), ("input", "y"), ("output", "out"), ("int", 4194304),
                     ("int", 1024)],
            "num_warps": 4, "num_stages": 2}
    base.update(changes)
    return base


def refused(fn, *fragments):
    try:
        fn()
    except Refused as e:
        text_has(str(e), fragments, what="the refusal")
        return
    raise AssertionError("not refused; expected %r" % (fragments,))


@test
def launch_becomes_a_standalone_problem():
    problem = problem_from_launch(SPEC, PARAMS, launch(), OUTPUTS, "Helion's default config")
    eq(problem["args"], {"x": {"input": "x"}, "y": {"input": "y"}, "out": {"output": "out"},
                         "x_size_0": 4194304}, "arguments by role")
    eq(problem["constexprs"], {"_BLOCK_SIZE_0": 1024}, "constexprs")
    eq(problem["grid"], ["cdiv(x_size_0, _BLOCK_SIZE_0)"], "the grid, recomputable")
    eq(problem["name"], "add (Helion, Helion's default config)", "the name says the config")
    path = os.path.join(SCRATCH, "h1_add.py")
    with open(path, "w") as f:
        f.write(problem_file(MODULE, REFERENCE, problem, "add.py"))
    plan = read_problem(path)
    step = plan["manifest"]["steps"][0]
    eq(step["entry"], "_helion_add", "the entry is Helion's kernel")
    eq((step["launch"]["grid"], step["launch"]["grid_type"], step["launch"]["num_warps"],
        step["launch"]["num_stages"], step["launch"]["constexprs"]),
       ([4096, 1, 1], "Grid1D", 4, 2, {"XBLOCK": 1024}), "launch")
    eq([a["name"] for a in step["args"]], ["in_ptr0", "in_ptr1", "out_ptr0", "xnumel"],
       "kopt's argument names")
    eq(kernel_parameters(plan["source"], "_helion_add"),
       [("in_ptr0", False), ("in_ptr1", False), ("out_ptr0", False), ("xnumel", False),
        ("XBLOCK", True)], "the kernel source's parameters")
    # The host function and Helion's runtime are not part of the kernel source.
    text_has(plan["source"], ("@triton.jit", "import triton.language as tl"),
             ("def add(", "helion.runtime", "_launcher", "from __future__"))


@test
def grid_without_a_unique_form_stays_a_number():
    # Two integer arguments equal to the grid: which one is meant is unknown.
    params = PARAMS[:4] + [("n2", False), ("_BLOCK_SIZE_0", True)]
    args = launch()["args"][:4] + [("int", 4096), ("int", 1024)]
    spec = dict(SPEC)
    problem = problem_from_launch(spec, params, launch(args=args, grid=[4096]), OUTPUTS, "c")
    eq(problem["grid"], [4096], "an ambiguous grid is kept as recorded")
    eq(problem["args"]["n2"], 4096, "a scalar")
    # A 64-bit integer is typed; a float is an fp32 scalar.
    args = launch()["args"][:3] + [("int", 2**33), ("float", 0.5)]
    params = PARAMS[:3] + [("n", False), ("alpha", False)]
    problem = problem_from_launch(SPEC, params, launch(args=args, grid=[7]), OUTPUTS, "c")
    eq((problem["args"]["n"], problem["args"]["alpha"], problem["grid"]),
       ({"scalar": 2**33, "type": "i64"}, {"scalar": 0.5, "type": "fp32"}, [7]),
       "typed scalars, a grid no pair gives")


@test
def launches_kopt_cannot_bind_are_refused():
    refused(lambda: problem_from_launch(SPEC, PARAMS[:4], launch(), OUTPUTS, "c"),
            "passed 5 arguments to _helion_add, which has 4 parameters")
    args = launch()["args"][:4] + [("input", "x")]
    refused(lambda: problem_from_launch(SPEC, PARAMS, launch(args=args), OUTPUTS, "c"),
            "a tensor passed to constexpr parameter _BLOCK_SIZE_0")
    args = [("input", "x"), ("other", "None")] + launch()["args"][2:]
    refused(lambda: problem_from_launch(SPEC, PARAMS, launch(args=args), OUTPUTS, "c"),
            "parameter y was passed None")
    args = [("input", "x"), ("input", "x")] + launch()["args"][2:]
    refused(lambda: problem_from_launch(SPEC, PARAMS, launch(args=args), OUTPUTS, "c"),
            "input y reaches no argument of _helion_add")
    args = launch()["args"][:2] + [("input", "x")] + launch()["args"][3:]
    refused(lambda: problem_from_launch(SPEC, PARAMS, launch(args=args), OUTPUTS, "c"),
            "returned output out is written by no argument")
    refused(lambda: problem_from_launch(dict(SPEC, autotune=True), PARAMS, launch(),
                                        OUTPUTS, "c"), "unknown key 'autotune'")
    spec = dict(SPEC)
    del spec["reference"]
    refused(lambda: problem_from_launch(spec, PARAMS, launch(), OUTPUTS, "c"),
            "'reference' is required")


@test
def a_bad_specification_is_refused_before_anything_runs():
    """check_spec, which capture() calls before Helion binds the kernel (and
    so before an autotune of minutes): keys, id and level."""
    check_spec(SPEC)
    refused(lambda: check_spec(dict(SPEC, categroy="x")), "KOPT_HELION: unknown key 'categroy'")
    spec = dict(SPEC)
    del spec["inputs"]
    refused(lambda: check_spec(spec), "KOPT_HELION: 'inputs' is required")
    refused(lambda: check_spec(dict(SPEC, id="a b")),
            "KOPT_HELION.id: expected letters, digits, '.', '_' or '-', not 'a b'")
    refused(lambda: check_spec(dict(SPEC, level=4)), "KOPT_HELION.level: expected 1, 2 or 3")
    refused(lambda: check_spec(dict(SPEC, level=True)), "KOPT_HELION.level: expected 1, 2 or 3")
    with open(os.path.join(HERE, "helion_import.py")) as f:
        text = f.read()
    capture = text[text.index("def capture("):text.index("\ndef ", text.index("def capture("))]
    eq(capture.index("check_spec(spec)") < capture.index("kernel.bind("), True,
       "capture() checks the specification before binding the kernel")


class _Descriptor:
    """Stands for a host-built TMA descriptor: its repr is its tensor's values."""
    shape = (16, 512, 768)
    block_shape = (1, 256, 16)

    def __repr__(self):
        return "TensorDescriptor(base=tensor([[" + "0.0020, " * 5000 + "]]))"


@test
def a_launch_option_kopt_does_not_make_is_refused():
    """Helion's launcher keywords beyond num_warps and num_stages: at their
    plain values the launch is Triton's plain one; any other is refused,
    named, as kopt would launch another kernel than Helion's."""
    plain = {"maxnreg": None, "launch_cooperative_grid": False, "launch_pdl": False,
             "ptx_options": None, "num_ctas": 1, "_remote_copy_scratch_specs": (),
             "_minimum_resident_programs": 0, "_remote_copy_process_group_name": None}
    eq(launch_options_refusal("_helion_add", {}), None, "no options")
    eq(launch_options_refusal("_helion_add", plain), None, "plain values")
    for key, value, shown in (("maxnreg", 128, "maxnreg=128"),
                              ("launch_cooperative_grid", True, "launch_cooperative_grid=True"),
                              ("launch_pdl", True, "launch_pdl=True"),
                              ("num_ctas", 2, "num_ctas=2"),
                              ("_minimum_resident_programs", 132,
                               "_minimum_resident_programs=132"),
                              ("occupancy", 0.5, "occupancy=0.5")):
        why = launch_options_refusal("_helion_add", dict(plain, **{key: value}))
        text_has(why or "", ["Helion launches _helion_add with " + shown,
                             "num_warps and num_stages alone"], what=key)
    why = launch_options_refusal("k", dict(plain, maxnreg=64, launch_pdl=True))
    text_has(why, ["with launch_pdl=True, maxnreg=64, which"], what="two, sorted")
    eq(launch_options_refusal("k", {"_remote_copy_scratch_specs": (_Descriptor(),)})[:40],
       "Helion launches k with _remote_copy_scra", "a value with a tensor in it")


@test
def an_argument_kopt_cannot_pass_is_named_by_its_type_not_its_values():
    args = [("other", _Descriptor())] + launch()["args"][1:]
    try:
        problem_from_launch(SPEC, PARAMS, launch(args=args), OUTPUTS, "c")
    except Refused as e:
        text_has(str(e), ["parameter x was passed a _Descriptor of shape [16, 512, 768], "
                          "block [1, 256, 16], which is neither"], what="the refusal")
        if len(str(e)) > 300 or "0.0020" in str(e):
            raise AssertionError("the refusal prints the value: %r" % str(e)[:400])
        return
    raise AssertionError("a descriptor argument was not refused")


@test
def a_kept_configuration_is_used_only_where_it_was_autotuned():
    """The configurations file's entry stands in for an autotune only when
    it was chosen on this example's text, Helion, GPU, effort and overrides:
    anything else is not what Helion would choose here, and it autotunes,
    saying which differs."""
    over = {"host_tensor_descriptors": False}
    kept = config_entry("ab" * 32, {"num_warps": 4}, "1.5.0", "NVIDIA H200", "quick", over)
    table = {"format": "kopt-helion-configs/1", "configs": {"HT-add": kept}}
    now = config_entry("ab" * 32, None, "1.5.0", "NVIDIA H200", "quick", dict(over))
    e, why = kept_config(table, "HT-add", now)
    eq((e, why), (kept, "kept"), "the same everything")
    eq(kept_config(table, "HT-exp", now), (None, "no kept configuration for HT-exp"),
       "another id")
    for key, value, what in (("example_sha256", "cd" * 32, "the example's text"),
                             ("helion", "1.5.1", "Helion"),
                             ("gpu", "NVIDIA A100", "the GPU"),
                             ("effort", "full", "the autotuning effort"),
                             ("overrides", {}, "the autotuner's overrides")):
        e, why = kept_config(table, "HT-add", dict(now, **{key: value}))
        eq(e, None, "another %s" % key)
        text_has(why, present=["autotuned with another %s" % what], what="why")
    note = config_note("kept", {"num_warps": 4}, "quick", 0,
                       dict(kept, file="helion-configs.json"))
    eq(note, 'autotuned by Helion 1.5.0, effort quick, on NVIDIA H200, kept in '
       'helion-configs.json: {"num_warps": 4}', "the note the problem's name keeps")


class _T:
    """A stand-in tensor: its start, shape, strides and dtype."""

    def __init__(self, ptr, shape, stride, dtype="float32"):
        self.ptr, self.shape, self._stride, self.dtype = ptr, tuple(shape), tuple(stride), dtype

    def data_ptr(self):
        return self.ptr

    def stride(self):
        return self._stride

    def numel(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    def is_contiguous(self):
        want, run = [], 1
        for d in reversed(self.shape):
            want.insert(0, run)
            run *= d
        return all(s == w for s, w, d in zip(self._stride, want, self.shape) if d != 1)


@test
def an_argument_is_an_input_when_it_is_the_inputs_bytes():
    """A kernel argument binds to an input (or output) that is the same
    tensor, or a contiguous view of all of it (view(-1), as HT-geglu's
    example passes its inputs); a part of it, a strided view, another start
    or dtype is not the buffer kopt passes, and stays unbound (refused)."""
    x = _T(4096, (8, 4, 16), (64, 16, 1))
    eq(same_bytes(_T(4096, (8, 4, 16), (64, 16, 1)), x), True, "the tensor itself")
    eq(same_bytes(_T(4096, (512,), (1,)), x), True, "view(-1) of all of it")
    eq(same_bytes(_T(4096, (32, 16), (16, 1)), x), True, "a contiguous reshape")
    eq(same_bytes(_T(4096, (256,), (1,)), x), False, "the first half: not the buffer")
    eq(same_bytes(_T(4096, (16, 4, 8), (1, 16, 64)), x), False, "a transposed view")
    eq(same_bytes(_T(4096, (512,), (1,), "float16"), x), False, "another dtype")
    eq(same_bytes(_T(8192, (512,), (1,)), x), False, "another start")
    strided = _T(4096, (8, 4, 16), (128, 16, 1))     # a slice of a larger tensor
    eq(same_bytes(_T(4096, (512,), (1,)), strided), False, "all of a non-contiguous input")


@test
def autotuning_keeps_host_tensor_descriptors_off_and_the_users_overrides():
    """Helion autotunes with HELION_AUTOTUNE_CONFIG_OVERRIDES; the import adds
    host_tensor_descriptors off (a host-built descriptor is no kopt argument)
    to the user's own, a key the user set winning."""
    eq(json.loads(autotune_overrides(None)), {"host_tensor_descriptors": False}, "unset")
    eq(json.loads(autotune_overrides("  ")), {"host_tensor_descriptors": False}, "blank")
    eq(json.loads(autotune_overrides('{"num_warps": 4}')),
       {"host_tensor_descriptors": False, "num_warps": 4}, "the user's kept")
    eq(json.loads(autotune_overrides('{"host_tensor_descriptors": true}')),
       {"host_tensor_descriptors": True}, "the user's own setting wins")
    path = os.path.join(tempfile.mkdtemp(), "overrides.json")
    with open(path, "w") as f:
        f.write('{"num_stages": 3}')
    eq(json.loads(autotune_overrides(path)),
       {"host_tensor_descriptors": False, "num_stages": 3}, "read from a file, as Helion does")
    shutil.rmtree(os.path.dirname(path))
    # A decorator's own overrides (HT-matmul's example sets two) replace the
    # environment's in Helion: the import adds ours to them, theirs winning.
    own = {"range_unroll_factors": [0, 0], "range_num_stages": [0, 0]}
    eq(with_kopt_overrides(own), dict(own, host_tensor_descriptors=False), "added to theirs")
    eq(own, {"range_unroll_factors": [0, 0], "range_num_stages": [0, 0]}, "theirs untouched")
    eq(with_kopt_overrides({"host_tensor_descriptors": True}), {"host_tensor_descriptors": True},
       "theirs win")
    refused(lambda: autotune_overrides("[1, 2]"),
            "HELION_AUTOTUNE_CONFIG_OVERRIDES '[1, 2]' is not a JSON object")
    refused(lambda: autotune_overrides("{num_warps: 4"),
            "HELION_AUTOTUNE_CONFIG_OVERRIDES '{num_warps: 4' is not a JSON object")



@test
def the_configuration_is_the_one_helion_would_run():
    """Helion 1.5.0's rule (BoundKernel._user_provided_config, then
    ensure_config_exists): a given config wins; autotuning off (effort
    "none") runs the default config unless the decorator names one; one
    decorator config runs as it is; otherwise Helion autotunes, and so does
    the import, so the baseline is the kernel Helion would run."""
    eq(config_rule(True, 0, "full", False), "given", "KOPT_HELION's config")
    eq(config_rule(True, 3, "none", True), "given", "KOPT_HELION's config, whatever else")
    eq(config_rule(False, 0, "none", False), "default", "autotuning off")
    eq(config_rule(False, 2, "none", True), "default", "off and forced: the default")
    eq(config_rule(False, 1, "none", False), "decorator", "off, one decorator config")
    eq(config_rule(False, 1, "full", False), "decorator", "one decorator config")
    eq(config_rule(False, 1, "full", True), "autotune", "forced past the decorator's")
    eq(config_rule(False, 0, "full", False), "autotune", "@helion.kernel(): autotuned")
    eq(config_rule(False, 0, "quick", False), "autotune", "a quicker effort autotunes too")
    eq(config_rule(False, 4, "full", False), "autotune", "among the decorator's configs")
    note = config_note("autotune", {"num_warps": 4, "block_sizes": [64, 32]}, "full", 0)
    eq(note, 'autotuned by Helion, effort full: {"block_sizes": [64, 32], "num_warps": 4}',
       "the note the problem's name keeps")
    text_has(config_note("autotune", {}, "quick", 3), present=["among the decorator's 3"])
    text_has(config_note("default", {}, "none", 0), present=["default config (autotuning off)"])
    # The name of the problem, and so of the manifest, records it.
    problem = problem_from_launch(SPEC, PARAMS, launch(), OUTPUTS, note)
    text_has(problem["name"], present=['add (Helion, autotuned by Helion, effort full: {"'])


@test
def helion_has_the_api_the_import_reads():
    """Where Helion is installed: what capture() calls exists (Helion 1.5.0)."""
    try:
        import helion
        from helion.runtime.kernel import BoundKernel, Kernel  # noqa: F401
        from helion.runtime.settings import Settings
    except Exception as e:     # not installed, or not importable without torch
        skip("helion_has_the_api_the_import_reads", "no Helion here (%s: %s)" % (
            type(e).__name__, str(e).splitlines()[0] if str(e) else ""))
        return
    for name in ("ensure_config_exists", "to_triton_code", "compile_config", "_config"):
        if not hasattr(BoundKernel, name) and name != "_config":
            raise AssertionError("helion.runtime.kernel.BoundKernel has no %s" % name)
    fields = Settings.__dataclass_fields__
    for name in ("autotune_effort", "force_autotune", "autotune_config_overrides"):
        if name not in fields:
            raise AssertionError("helion Settings has no %s" % name)
    eq(dict(helion.Config(num_warps=4)), {"num_warps": 4}, "helion.Config is a mapping")


@test
def helion_inputs_are_read_as_kopt_problems():
    """KOPT_HELION's inputs are read (and refused) by the standalone reader's
    code before anything runs on a GPU, named as KOPT_HELION's."""
    x, = spec_inputs([{"name": "x", "shape": [4, 8]}], "add.py", "KOPT_HELION")
    eq((x["dtype"], x["strides"], x["init"]), ("float32", [8, 1], {"dist": "randn"}),
       "defaults filled in")
    refused(lambda: spec_inputs([{"name": "x", "shape": [0]}], "add.py", "KOPT_HELION"),
            "add.py: KOPT_HELION.inputs[0].shape")
    refused(lambda: spec_inputs({"x": [4]}, "add.py", "KOPT_HELION"),
            "add.py: KOPT_HELION.inputs: expected a list")


finish()
