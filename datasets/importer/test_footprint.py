#!/usr/bin/env python3
"""CPU tests of the importer's footprint and rules (issue 26): the
in-process generator kopt-counter/1 (kopt_inputs.py) bit for bit against
tests/cli/inputs_ref.py and `./kopt inputs` for every dtype the format
generates, the removal of dead imports' temporary roots, the decision table
of the correctness rules (eager-1e-4, tf32-vs-float64, tf32-as-compiled),
the float64 model's fallback and its reuse by another mode's import, the
checkpoint that lets a stopped import go on from its compiles, the refusal
of recurrent layers past
--max-rnn-steps, and the GPU locks that let parallel imports share the GPU
(shared for small problems, exclusive to measure, a quiet lock for
compiles and timings).  Needs no torch; the cases that do skip without it
(needs_torch).
Prints "N passed, N failed, N skipped"."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import import_policy as ip  # noqa: E402
import kopt_inputs as gen  # noqa: E402
from minitest import eq, finish, needs_torch, skip, test, text_has  # noqa: E402

KOPT = os.environ.get("KOPT") or os.path.join(ROOT, "kopt")
BASE = os.path.join(ROOT, "tests", "fixtures", "full", "gemm-relu")
WORK = tempfile.mkdtemp(prefix="kopt-test-footprint-")


def buf(name, dtype, shape, init, strides=None, offset=0, role="input"):
    if strides is None:
        strides, n = [], 1
        for d in reversed(shape):
            strides.insert(0, n)
            n *= d
    b = {"name": name, "dtype": dtype, "shape": shape, "strides": strides, "role": role,
         "init": init, "torch_name": "inputs[9]" if role == "input" else "p." + name}
    if offset:
        b["offset"] = offset
    return b


# Every dtype the generator takes, every distribution it allows there, views
# with strides and offsets, and values that wrap (randint past int8's range,
# a const past uint8's, a randint span past 2^32).
CASES = [
    buf("f_randn", "float32", [128, 128], {"dist": "randn"}),
    buf("f_rand", "float32", [33, 7], {"dist": "rand"}, strides=[9, 1], offset=3),
    buf("f_unif", "float32", [500], {"dist": "uniform", "lo": -0.0884, "hi": 0.0884},
        role="param"),
    buf("f_unif0", "float32", [4, 5], {"dist": "uniform", "lo": 0.0, "hi": 3.7}, role="param"),
    buf("f_zeros", "float32", [6], {"dist": "zeros"}, role="param"),
    buf("f_ones", "float32", [6], {"dist": "ones"}),
    buf("f_const", "float32", [5], {"dist": "const", "value": 0.1}),
    buf("d_randn", "float64", [64, 64], {"dist": "randn"}),
    buf("d_rand", "float64", [100], {"dist": "rand"}),
    buf("d_unif", "float64", [100], {"dist": "uniform", "lo": -1.5, "hi": 2.25}, role="param"),
    buf("d_const", "float64", [3], {"dist": "const", "value": 0.1}),
    buf("i_randint", "int32", [200], {"dist": "randint", "lo": -7, "hi": 1000}),
    buf("i_ones", "int32", [4], {"dist": "ones"}),
    buf("l_randint", "int64", [10, 20], {"dist": "randint", "lo": 0, "hi": 10},
        strides=[1, 10]),
    buf("l_big", "int64", [300], {"dist": "randint", "lo": -5000000000, "hi": 9000000000}),
    buf("l_const", "int64", [3], {"dist": "const", "value": -12.9}),
    buf("b_randint", "int8", [3, 5], {"dist": "randint", "lo": -200, "hi": 300},
        strides=[7, 1], offset=2),
    buf("b_zeros", "int8", [4], {"dist": "zeros"}),
    buf("u_randint", "uint8", [257], {"dist": "randint", "lo": 0, "hi": 256}),
    buf("u_const", "uint8", [10], {"dist": "const", "value": 300.7}),
    # bool: one byte, 0 or 1 (a mask as KernelBench L1-093's; an all-True
    # one, as the importer writes it; a strided view of one).
    buf("m_randint", "bool", [40, 25], {"dist": "randint", "lo": 0, "hi": 2}),
    buf("m_true", "bool", [7], {"dist": "randint", "lo": 1, "hi": 2}),
    buf("m_view", "bool", [3, 5], {"dist": "randint", "lo": 0, "hi": 2}, strides=[7, 1],
        offset=2),
    buf("m_zeros", "bool", [4], {"dist": "zeros"}),
    buf("m_ones", "bool", [4], {"dist": "ones"}, role="param"),
    buf("m_const", "bool", [4], {"dist": "const", "value": 1}),
]
SEEDS = (0, 42)


def folder_with(buffers, name="p"):
    """A problem folder kopt loads: gemm-relu's, with the buffers added (no
    step reads them; kopt inputs generates every input and param)."""
    d = os.path.join(WORK, name)
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(BASE, d)
    with open(os.path.join(d, "manifest.json")) as f:
        m = json.load(f)
    m["buffers"] += buffers
    with open(os.path.join(d, "manifest.json"), "w") as f:
        json.dump(m, f)
    return d, m


def write_like_kopt_inputs(manifest, seed, out):
    """The generator's storage of every input and param, in `kopt inputs`'s
    layout (index.json and NAME.bin), from the in-process generator."""
    os.makedirs(out, exist_ok=True)
    ops = gen.PyOps()
    index = []
    for b in manifest["buffers"]:
        if b["role"] not in ("input", "param"):
            continue
        vals = gen.generate(ops, b, seed)
        with open(os.path.join(out, b["name"] + ".bin"), "wb") as f:
            f.write(gen.PyOps.pack(vals, b["dtype"]))
        index.append({"name": b["name"], "file": b["name"] + ".bin", "storage": len(vals)})
    with open(os.path.join(out, "index.json"), "w") as f:
        json.dump({"buffers": index}, f)


@test
def the_generator_matches_inputs_ref_for_the_dtypes_it_reads():
    # inputs_ref.py (independent, element by element) reads float32,
    # float64, int32, int64 and bool.  It takes a const's value as it is,
    # where kopt rounds it to float32 first (inputs.c; the next case holds
    # that), so here the consts are float32 values.
    cases = [c for c in CASES if c["dtype"] in ("float32", "float64", "int32", "int64", "bool")
             and c["init"]["dist"] != "const"]
    cases += [buf("f_const2", "float32", [5], {"dist": "const", "value": 0.375}),
              buf("d_const2", "float64", [3], {"dist": "const", "value": -2.5}),
              buf("l_const2", "int64", [3], {"dist": "const", "value": -12})]
    d, m = folder_with(cases, "ref")
    for seed in SEEDS:
        out = os.path.join(WORK, "ref-%d" % seed)
        write_like_kopt_inputs(m, seed, out)
        p = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "cli", "inputs_ref.py"),
                            os.path.join(d, "manifest.json"), out, str(seed)],
                           capture_output=True, text=True, timeout=300)
        eq(p.returncode, 0, "inputs_ref.py on seed %d: %s" % (seed, p.stderr.strip()))
        text_has(p.stdout, ["checked "], what="inputs_ref.py's output")


@test
def the_generator_matches_kopt_inputs_for_every_dtype():
    if not os.access(KOPT, os.X_OK):
        skip("the_generator_matches_kopt_inputs_for_every_dtype",
             "no kopt binary at $KOPT or ./kopt (make kopt)")
        return
    d, m = folder_with(CASES, "kopt")
    old = gen.CHUNK
    gen.CHUNK = 1000   # chunk boundaries inside the larger buffers
    try:
        for seed in SEEDS:
            out = os.path.join(WORK, "kopt-%d" % seed)
            p = subprocess.run([KOPT, "inputs", d, "--seed", str(seed), "--out", out],
                               capture_output=True, text=True, timeout=120)
            eq(p.returncode, 0, "kopt inputs: %s" % p.stderr.strip())
            with open(os.path.join(out, "index.json")) as f:
                idx = {e["name"]: e for e in json.load(f)["buffers"]}
            for b in m["buffers"]:
                if b["role"] not in ("input", "param"):
                    continue
                vals = gen.generate(gen.PyOps(), b, seed)
                eq(len(vals), idx[b["name"]]["storage"], "%s: storage" % b["name"])
                with open(os.path.join(out, idx[b["name"]]["file"]), "rb") as f:
                    want = f.read()
                got = gen.PyOps.pack(vals, b["dtype"])
                if got != want:
                    raise AssertionError("seed %d %s (%s, %s): the generator differs from "
                                         "kopt inputs" % (seed, b["name"], b["dtype"],
                                                          b["init"]))
    finally:
        gen.CHUNK = old


@test
@needs_torch("no torch here (with torch it checks the torch backend on the CPU, and on the "
             "GPU where there is one)")
def the_torch_backend_matches_the_reference_backend():
    import torch
    # On the GPU too where there is one (the importer generates there).
    devices = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
    for dev in devices:
        ops = gen.TorchOps(dev)
        for b in CASES:
            for seed in SEEDS:
                want = gen.PyOps.pack(gen.generate(gen.PyOps(), b, seed), b["dtype"])
                got = gen.generate(ops, b, seed).cpu().contiguous().numpy().tobytes()
                eq(got == want, True, "%s seed %d: torch backend on %s" % (b["name"], seed, dev))
    print("torch backend checked on %s" % ", ".join(devices))


@test
def the_generator_refuses_what_kopt_refuses_naming_the_buffer():
    ops = gen.PyOps()
    for b, msg in [
        (buf("h", "float16", [2], {"dist": "randn"}), "dtype float16 is not generated"),
        (buf("g", "bfloat16", [2], {"dist": "zeros"}), "dtype bfloat16 is not generated"),
        (buf("q", "bool", [2], {"dist": "randint", "lo": 0, "hi": 3}),
         "randint of a bool needs 0 <= lo < hi <= 2"),
        (buf("q2", "bool", [2], {"dist": "randint", "lo": -1, "hi": 1}),
         "randint of a bool needs 0 <= lo < hi <= 2"),
        (buf("q3", "bool", [2], {"dist": "const", "value": 2}),
         "const of a bool needs value 0 or 1"),
        (buf("q4", "bool", [2], {"dist": "const", "value": 0.5}),
         "const of a bool needs value 0 or 1"),
        (buf("q5", "bool", [2], {"dist": "rand"}), "rand is for floating dtypes"),
        (buf("r", "int32", [2], {"dist": "randn"}), "randn is for floating dtypes"),
        (buf("s", "float32", [2], {"dist": "randint", "lo": 0, "hi": 3}),
         "randint is for integer dtypes"),
        (buf("t", "float32", [2], {"dist": "uniform", "lo": 1, "hi": 1}), "lo < hi"),
        (buf("v", "int64", [2], {"dist": "randint", "lo": 0.5, "hi": 3}), "integers lo < hi"),
        (buf("w", "float32", [2], {"dist": "gauss"}), "init.dist"),
    ]:
        try:
            gen.generate(ops, b, 0, what="P1: buffer %s" % b["name"])
        except gen.GeneratorError as e:
            text_has(str(e), ["P1: buffer %s" % b["name"], msg], what="the refusal")
        else:
            raise AssertionError("%s was generated" % b["name"])


@test
def storage_is_counted_as_kopt_counts_it():
    eq(gen.storage_elems([3, 5], [7, 1], 2), 2 + 2 * 7 + 4 + 1, "strided with offset")
    eq(gen.storage_elems([0, 5], [5, 1]), 0, "empty")
    eq(gen.storage_elems([], []), 1, "scalar")
    eq(gen.storage_elems([4, 4], [0, 1]), 4, "broadcast")


# -- temporary roots ---------------------------------------------------------------

def dead_pid():
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


@test
def dead_imports_roots_are_removed_and_live_ones_kept():
    parent = os.path.join(WORK, "tmp")
    os.makedirs(parent)
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        dead = dead_pid()
        host = "this-host"

        def root(pid, owner):
            d = os.path.join(parent, "kopt-import-%d" % pid)
            os.makedirs(os.path.join(d, "problem"))
            with open(os.path.join(d, "problem", "big.bin"), "wb") as f:
                f.write(b"x" * 1000)
            if owner is not None:
                with open(os.path.join(d, "owner"), "w") as f:
                    f.write("%s %d\n" % (owner, pid))
            return d
        mine_dead = root(dead, host)
        live_root = root(live.pid, host)
        foreign = root(dead + 100000, "another-host")
        ownerless = root(dead + 200000, None)
        other = os.path.join(parent, "kopt-import-abc123")   # not a pid root
        os.makedirs(other)
        alive = {live.pid}
        got = ip.clean_dead_roots(parent, alive=lambda p: p in alive, host=host)
        eq(sorted(got), sorted(os.path.basename(p) for p in (mine_dead, ownerless)),
           "removed")
        for p, there in ((mine_dead, False), (ownerless, False), (live_root, True),
                         (foreign, True), (other, True)):
            eq(os.path.exists(p), there, p)
        # The real liveness test: the live child is alive, the waited one is not.
        eq((ip.pid_alive(live.pid), ip.pid_alive(dead)), (True, False), "pid_alive")
    finally:
        live.kill()
        live.wait()


@test
def make_tmp_root_uses_KOPT_IMPORT_TMP_and_cleans_first():
    parent = os.path.join(WORK, "tmp2")
    os.makedirs(parent)
    stale = os.path.join(parent, "kopt-import-%d" % dead_pid())
    os.makedirs(stale)
    old = os.environ.get("KOPT_IMPORT_TMP")
    os.environ["KOPT_IMPORT_TMP"] = parent
    try:
        r = ip.make_tmp_root()
    finally:
        if old is None:
            del os.environ["KOPT_IMPORT_TMP"]
        else:
            os.environ["KOPT_IMPORT_TMP"] = old
    eq(r, os.path.join(parent, "kopt-import-%d" % os.getpid()), "the root")
    eq(os.path.exists(stale), False, "the dead import's root")
    eq(sorted(os.listdir(r)), ["owner"], "a fresh root holds its owner only")
    shutil.rmtree(r)


# -- the correctness rules -----------------------------------------------------------

def case(what, ok, mine=None, theirs=None, compiled=None):
    c = {"what": what, "eager_ok": ok, "kopt_err64": mine, "eager_err64": theirs}
    if compiled is not None:
        c["compiled_err64"] = compiled
    return c


@test
def the_rule_decision_table():
    nan, inf = float("nan"), float("inf")
    ok2 = [case("seed 0 output 0", True), case("seed 42 output 0", True)]
    tf_bad = [case("seed 0 output 0", False, 5e-4, 3e-4), case("seed 42 output 0", True)]
    rows = [
        # rule, k, cases, float64 note -> passed, rule name
        ("eager-1e-4", 2, ok2, None, True, "eager-1e-4"),
        ("tf32-vs-float64", 2, ok2, None, True, "eager-1e-4"),
        ("eager-1e-4", 2, ok2, "--no-float64", True, "eager-1e-4 (no float64 model: --no-float64)"),
        ("eager-1e-4", 2, tf_bad, None, False, None),
        ("tf32-vs-float64", 2, tf_bad, None, True, "tf32-vs-float64 (k=2)"),
        ("tf32-vs-float64", 1.5, tf_bad, None, False, None),            # 5e-4 > 1.5 x 3e-4
        ("tf32-vs-float64", 2.5, tf_bad, None, True, "tf32-vs-float64 (k=2.5)"),
        ("tf32-vs-float64", 2, [case("s", False, 6e-4, 3e-4)], None, True,
         "tf32-vs-float64 (k=2)"),                                        # exactly k x
        ("tf32-vs-float64", 2, [case("s", False, 6.01e-4, 3e-4)], None, False, None),
        ("tf32-vs-float64", 2, [case("s", False, 1e-6, 0.0)], None, False, None),
        ("tf32-vs-float64", 2, [case("s", False, nan, 3e-4)], None, False, None),
        ("tf32-vs-float64", 2, [case("s", False, 1e-4, inf)], None, False, None),
        ("tf32-vs-float64", 2, [case("s", False, None, None)], None, False, None),
        ("tf32-vs-float64", 2, tf_bad, "torch.compile failed", False, None),
        # tf32-as-compiled: KernelBench L3-017, eager exact, torch.compile and kopt TF32
        ("tf32-as-compiled", 2, ok2, None, True, "eager-1e-4"),
        ("tf32-as-compiled", 2, tf_bad, None, True, "tf32-vs-float64 (k=2)"),  # weakest needed
        ("tf32-vs-float64", 2, [case("s", False, 4.5e-4, 5e-7, 4.5e-4)], None, False, None),
        ("tf32-as-compiled", 2, [case("s", False, 4.5e-4, 5e-7, 4.5e-4)], None, True,
         "tf32-as-compiled (k=2)"),
        ("tf32-as-compiled", 2, [case("s", False, 9e-4, 5e-7, 4.5e-4)], None, True,
         "tf32-as-compiled (k=2)"),                                      # exactly k x
        ("tf32-as-compiled", 2, [case("s", False, 9.1e-4, 5e-7, 4.5e-4)], None, False, None),
        ("tf32-as-compiled", 2, [case("s", False, 4.5e-4, 5e-7)], None, False, None),
        ("tf32-as-compiled", 2, [case("s", False, 4.5e-4, 5e-7, nan)], None, False, None),
        ("tf32-as-compiled", 2, [case("s", False, nan, 5e-7, 4.5e-4)], None, False, None),
        ("tf32-as-compiled", 2, [case("s", False, 4.5e-4, 5e-7, 4.5e-4)], "--no-float64",
         False, None),
    ]
    for rule, k, cases, note, passed, name in rows:
        got = ip.rule_decision(rule, k, cases, note)
        eq(got[:2], (passed, name), "%s k=%g %s note=%s" % (rule, k, cases, note))
        eq(bool(got[2]), not passed, "failures given exactly when refused")
    _, _, why = ip.rule_decision("tf32-vs-float64", 2, tf_bad, "boom\tat line 3\n")
    text_has(why[0], ["seed 0 output 0", "needs the float64 model", "boom at line 3"],
             absent=("\t", "\n"), what="the refusal")
    _, _, why = ip.rule_decision("tf32-vs-float64", 1.5, tf_bad)
    text_has(why[0], ["seed 0 output 0", "0.0005", "1.5 x eager's 0.0003"], what="the refusal")
    _, _, why = ip.rule_decision("tf32-as-compiled", 2, [case("seed 42 output 1", False, 4.5e-4,
                                                              5e-7)])
    text_has(why[0], ["seed 42 output 1", "torch.compile's own is not measured"],
             what="the refusal without torch.compile's error")
    _, _, why = ip.rule_decision("tf32-as-compiled", 2, [case("seed 0 output 0", False, 1e-3,
                                                              5e-7, 4e-4)])
    text_has(why[0], ["2 x eager's 5e-07 and 2 x torch.compile's 0.0004"], what="the refusal")
    for bad in (("strict", 2), ("eager-1e-4", 0), ("eager-1e-4", float("nan"))):
        try:
            ip.rule_decision(bad[0], bad[1], ok2)
        except ValueError:
            continue
        raise AssertionError("rule_decision took %r" % (bad,))
    eq((ip.rule_label("eager-1e-4"), ip.rule_label("tf32-vs-float64"),
        ip.rule_label("tf32-as-compiled", 3)),
       ("eager-1e-4", "tf32-vs-float64 (k=2)", "tf32-as-compiled (k=3)"), "the names")


@test
@needs_torch("no torch here (with torch: compiled_errors64, tf32-as-compiled's measure, "
             "on a small model with Inductor on the CPU)")
def torch_compiles_own_error_against_the_float64_model_is_measured_per_seed():
    import torch
    import kopt_import as ki
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 6), torch.nn.Tanh()).eval()
    x = torch.rand(4, 8)
    examples = [x, model[0].weight, model[0].bias]
    manifest = {"id": "t-as-compiled", "torch": {"compile_mode": "default"},
                "buffers": ki.argument_buffers(["arg0_1", "arg1_1", "arg2_1"], {}, examples,
                                               model, [x])}
    m64 = ki.double_of(model, [])[0]
    ops, sync = ki.TorchOps, torch.cuda.synchronize
    try:   # no GPU here: kopt's inputs drawn on the CPU, Inductor's CPU code
        ki.TorchOps = lambda device: ops("cpu")
        torch.cuda.synchronize = lambda *a: None
        errs = ki.compiled_errors64(model, manifest, [None], m64, [0, 42])
        vs_eager = ki.compiled_errors(model, manifest, [None], seed=42)
    finally:
        ki.TorchOps, torch.cuda.synchronize = ops, sync
    eq(sorted(errs), [0, 42], "one list per seed")
    eq([len(v) for v in errs.values()], [1, 1], "one error per output")
    eq(all(0 <= e < 1e-5 for v in errs.values() for e in v), True,
       "float32 Inductor against the float64 model: rounding only (%s)" % errs)
    eq(errs[0] != errs[42], True, "each seed its own inputs")
    eq(len(vs_eager) == 1 and 0 <= vs_eager[0] < 1e-5, True,
       "torch.compile against eager, the explanation of a refusal (%s)" % vs_eager)
    cases = [case("seed 0 output 0", False, 4e-4, 5e-7), case("seed 42 output 0", True),
             case("seed 42 output 1", False, 4e-4, 5e-7), case("odd", False)]
    eq([c["what"] for c in ki.with_compiled_errors64(cases, errs)],
       ["seed 0 output 0", "seed 42 output 0"], "set where errs has the seed and output")
    eq([c.get("compiled_err64") for c in cases], [errs[0][0], errs[42][0], None, None],
       "the cases' torch.compile errors")


@test
def the_float64_model_falls_back_with_its_reason():
    eq(ip.float64_plan(False), (True, None), "built")
    eq(ip.float64_plan(True), (False, "--no-float64"), "left out")
    eq(ip.float64_plan(False, spec_reason="Inductor does not finish its reference"),
       (False, "the specification's no_float64: Inductor does not finish its reference"),
       "left out by a standalone file's specification, its reason said")
    eq(ip.float64_plan(True, spec_reason="r"), (False, "--no-float64"), "the flag first")
    keep, why = ip.float64_plan(False, "torch.compile(fullgraph=True) failed: RuntimeError: "
                                       "expected mat1 and mat2 to have the same dtype\n  more")
    eq(keep, False, "not kept")
    text_has(why, ["expected mat1 and mat2 to have the same dtype"], absent=("\n",),
             what="the reason")
    eq(len(ip.float64_plan(False, "x" * 500)[1]) <= 120, True, "bounded")
    name = ip.with_float64_note("eager-1e-4", why)
    text_has(name, ["eager-1e-4 (no float64 model: torch.compile"], absent=("\t", "\n"),
             what="the rule's name")


def problem_pair(mode="max-autotune"):
    """A problem's manifest (buffers read, as build_problem has it before the
    float64 model) and the float64 model's manifest an earlier import of the
    same module wrote, in the format's form."""
    w = {"dist": "uniform", "lo": -0.1, "hi": 0.1}
    m = {"id": "L2-010", "provenance": "kopt_import/1 from 10_X.py",
         "torch": {"version": "2.11.0+cu130", "compile_mode": mode},
         "buffers": [buf("arg0_1", "float32", [8, 4], w, role="param"),
                     buf("arg1_1", "float32", [2, 4], {"dist": "randn"}),
                     buf("arg2_1", "int64", [2], {"dist": "randint", "lo": 0, "hi": 3}),
                     dict(buf("buf0", "float32", [2, 8], None), role="output")]}
    m["buffers"][2]["torch_name"] = "inputs[1]"
    m64 = json.loads(json.dumps(m))
    m64.update(id="L2-010.float64", provenance=m["provenance"] + ip.FLOAT64_PROVENANCE)
    m64["torch"]["compile_mode"] = ip.FLOAT64_MODE
    for b in m64["buffers"]:
        if b["dtype"] == "float32":
            b["dtype"] = "float64"
    m64["buffers"][3]["name"] = "buf7"   # its own intermediates and outputs need not match
    return m, m64


@test
def the_float64_model_is_reused_only_from_the_same_problem():
    m, m64 = problem_pair()
    eq(ip.float64_reusable(m64, m, "2.11.0+cu130"), (True, None), "the same problem")
    eq(ip.FLOAT64_MODE, "default", "the float64 model is compiled in default mode")

    def refused(change, want, version="2.11.0+cu130"):
        m, m64 = problem_pair()
        change(m, m64)
        ok, why = ip.float64_reusable(m64, m, version)
        eq(ok, False, "reused despite: %s" % want)
        text_has(why, [want], what="why not")
    refused(lambda m, m64: m64.update(id="L2-011.float64"), "its id is 'L2-011.float64'")
    refused(lambda m, m64: m64.update(provenance="kopt_import/1 from 11_Y.py"
                                      + ip.FLOAT64_PROVENANCE), "11_Y.py")
    refused(lambda m, m64: None, "made under torch 2.11.0+cu130, this is 2.12.0", "2.12.0")
    refused(lambda m, m64: m64["torch"].update(compile_mode="max-autotune"),
            "compiled in mode max-autotune, not default")
    refused(lambda m, m64: m64["buffers"].pop(1), "its inputs and params are")
    refused(lambda m, m64: m64["buffers"][1].update(shape=[3, 4]), "inputs[9] is input float64 "
            "[3, 4]")
    refused(lambda m, m64: m64["buffers"][0]["init"].update(hi=0.2), "p.arg0_1 is param")
    refused(lambda m, m64: m64["buffers"][0].update(strides=[1, 8]), "p.arg0_1 is param "
            "float64 [8, 4] strides [1, 8]")
    refused(lambda m, m64: m64["buffers"][2].update(dtype="float64"), "inputs[1] is input "
            "float64")   # an int64 input stays int64
    refused(lambda m, m64: m64["buffers"][1].update(dtype="float32"), "inputs[9] is input "
            "float32")   # a floating one is float64 there


@test
def the_importer_copies_a_reusable_float64_model_and_builds_otherwise():
    import kopt_import as ki   # needs no torch for these two
    m, m64 = problem_pair()
    src = os.path.join(WORK, "reuse-src")
    os.makedirs(os.path.join(src, "float64"))
    with open(os.path.join(src, "float64", "manifest.json"), "w") as f:
        json.dump(m64, f)
    with open(os.path.join(src, "float64", "k.cubin"), "wb") as f:
        f.write(b"\x7fELF")
    for version, want in (("2.11.0+cu130", True), ("2.12.0", False)):
        folder = tempfile.mkdtemp(dir=WORK)
        mm = json.loads(json.dumps(m))
        eq(ki.reuse_float64(src, folder, mm, version), want, "reused under torch %s" % version)
        eq(os.path.exists(os.path.join(folder, "float64", "k.cubin")), want, "copied")
        eq(mm.get("float64"), "float64" if want else None, "named in the manifest")
    eq(ki.reuse_float64(os.path.join(WORK, "nothere"), tempfile.mkdtemp(dir=WORK),
                        json.loads(json.dumps(m)), "2.11.0+cu130"), False, "no folder")
    # and the float64 model it writes says the mode it was compiled in
    sub = tempfile.mkdtemp(dir=WORK)
    mm = json.loads(json.dumps(m))
    ki.write_float64(sub, mm, {"buffers": m64["buffers"], "outputs": [], "steps": []},
                     mm["provenance"] + ip.FLOAT64_PROVENANCE)
    with open(os.path.join(sub, "manifest.json")) as f:
        written = json.load(f)
    eq((written["torch"]["compile_mode"], mm["torch"]["compile_mode"]),
       ("default", "max-autotune"), "the float64 model's mode, and the problem's")
    eq(ip.float64_reusable(written, mm, "2.11.0+cu130"), (True, None),
       "what write_float64 writes is reusable")


@test
@needs_torch("with torch: kopt_import.build_key differs between two GPUs' names")
def a_checkpoint_is_the_gpus_it_was_built_on():
    import argparse
    import torch
    import kopt_import as ki
    d = tempfile.mkdtemp(dir=WORK)
    mod = os.path.join(d, "m.py")
    with open(mod, "w") as f:
        f.write("class Model: pass\n")
    args = argparse.Namespace(id="T-1", level=1, category="pointwise", family=None,
                              mode="max-autotune", cudnn_fp32="torch", no_float64=False,
                              float64_from=None, no_ptx=True, fresh_caches=False, module=mod)
    saved = (torch.cuda.is_available, torch.cuda.get_device_name)
    keys = []
    try:
        torch.cuda.is_available = lambda: True
        for name in ("NVIDIA H200", "NVIDIA H100 80GB HBM3", "NVIDIA H200"):
            torch.cuda.get_device_name = lambda *a, n=name: n
            keys.append(ki.build_key(args))
    finally:
        torch.cuda.is_available, torch.cuda.get_device_name = saved
    eq((keys[0] == keys[2], keys[0] != keys[1]), (True, True),
       "the same card the same key, another card another")


@test
def a_checkpoint_is_kept_read_back_and_discarded_when_stale():
    d = tempfile.mkdtemp(dir=WORK)
    mod = os.path.join(d, "m.py")
    with open(mod, "w") as f:
        f.write("class Model: pass\n")
    parts = {"torch": "2.11.0", "mode": "default"}
    key = ip.checkpoint_key(parts, [mod])
    eq(ip.checkpoint_key(dict(parts), [mod]), key, "the same build, the same key")
    eq(ip.checkpoint_key(dict(parts, mode="max-autotune"), [mod]) != key, True,
       "a setting changes it")
    with open(mod, "a") as f:
        f.write("# edited\n")
    key2 = ip.checkpoint_key(parts, [mod])
    eq(key2 != key, True, "the module's bytes change it")
    ckpt = os.path.join(d, "ckpt")
    eq(ip.checkpoint_read(ckpt, key2), (None, None), "none yet")

    def built():
        b = tempfile.mkdtemp(dir=d)
        with open(os.path.join(b, "manifest.json"), "w") as f:
            f.write("{}")
        os.mkdir(os.path.join(b, "float64"))
        return b
    b = built()
    dest = ip.checkpoint_write(ckpt, b, key2, {"compile": 61.3, "compile float64": 164.0}, None)
    eq((dest, os.path.exists(b), os.path.isdir(os.path.join(dest, "float64"))),
       (os.path.join(ckpt, "problem"), False, True), "the folder moved in")
    saved, why = ip.checkpoint_read(ckpt, key2)
    eq((saved["phases"], saved["note"], why),
       ({"compile": 61.3, "compile float64": 164.0}, None, None), "read back")
    saved, why = ip.checkpoint_read(ckpt, key)
    eq(saved, None, "another build's is not used")
    text_has(why, ["another build"], what="why")
    eq(os.path.exists(ckpt), False, "and it is removed")
    ip.checkpoint_write(ckpt, built(), key2, {"compile": 1.0}, "no float64: x")
    os.remove(os.path.join(ckpt, ip.CHECKPOINT_FILE))   # stopped before it was written
    saved, why = ip.checkpoint_read(ckpt, key2)
    eq((saved, os.path.exists(ckpt)), (None, False), "a half-written one is removed")
    text_has(why, ["no whole checkpoint.json"], what="why")
    ip.checkpoint_write(ckpt, built(), key2, {"compile": -1}, None)
    text_has(ip.checkpoint_read(ckpt, key2)[1], ["not seconds"], what="bad phases")


@test
def a_problem_folder_is_placed_whole_or_not_at_all():
    d = tempfile.mkdtemp(dir=WORK)
    out = os.path.join(d, "problems")
    os.mkdir(out)

    def built():
        b = tempfile.mkdtemp(dir=d)
        for n in ("manifest.json", "k.cubin"):
            with open(os.path.join(b, n), "w") as f:
                f.write(n)
        return b
    dest = os.path.join(out, "TT-1")
    real_move = ip.shutil.move

    def killed_copy(src, dst):      # a kill half-way through a copy
        os.mkdir(dst)
        with open(os.path.join(dst, "manifest.json"), "w") as f:
            f.write("{")
        raise KeyboardInterrupt
    ip.shutil.move = killed_copy
    try:
        ip.place_folder(built(), dest)
        raise AssertionError("the fake copy did not stop the placing")
    except KeyboardInterrupt:
        pass
    finally:
        ip.shutil.move = real_move
    eq(os.path.exists(dest), False, "a copy stopped half-way leaves no problem folder")
    eq([n.startswith(".TT-1.partial-") for n in os.listdir(out)], [True],
       "only the hidden partial copy")
    b = built()
    ip.place_folder(b, dest)
    eq((sorted(os.listdir(dest)), os.path.exists(b), os.listdir(out)),
       (["k.cubin", "manifest.json"], False, ["TT-1"]),
       "the next import places it whole and removes the partial copy")
    deep = os.path.join(d, "new", "folders", "TT-2")     # --out p/ID, p not made yet
    ip.place_folder(built(), deep)
    eq(sorted(os.listdir(deep)), ["k.cubin", "manifest.json"],
       "a destination whose parent folders do not exist yet gets them")


@test
@needs_torch("no torch here (with torch: kopt_import.import_locked stopped right after "
             "its checkpoint, then gone on from it, the build, verification and GPU faked)")
def an_import_stopped_after_its_checkpoint_goes_on_from_it():
    import argparse
    import kopt_import as ki
    d = tempfile.mkdtemp(dir=WORK)
    mod = os.path.join(d, "m.py")
    with open(mod, "w") as f:
        f.write("class Model: pass\n")
    args = argparse.Namespace(
        checkpoint=os.path.join(d, "ck"), id="T-1", level=1, category="pointwise", family=None,
        mode="default", cudnn_fp32="torch", no_float64=False, float64_from=None, no_ptx=True,
        fresh_caches=False, module=mod, rule="eager-1e-4", tf32_k=2.0, no_time=True,
        out=os.path.join(d, "out"), result=os.path.join(d, "r.json"), compile_only=False)
    built = []

    def fake_build(a, folder, loaded):
        built.append(folder)
        with ki.phase("compile"):
            pass
        ki.PHASES["compile"] = 12.5
        manifest = {"id": a.id, "buffers": [], "outputs": [], "steps": []}
        ki.write_manifest(folder, manifest)
        return manifest, "pristine", [], None
    seen = []

    def fake_verified(kopt, folder, manifest, pristine, template, work, worst, pid, why, **kw):
        seen.append((folder, pristine))
        return "eager-1e-4"
    saved = (ki.build_problem, ki.verified, ki.on_gpu, dict(os.environ))
    ki.build_problem, ki.verified = fake_build, fake_verified
    ki.on_gpu = lambda loaded: ("the model, uncompiled", [])
    ki.PHASES.clear()   # of the cases before, in this process
    try:
        os.environ["KOPT_IMPORT_STOP_AT"] = "checkpoint"
        work = tempfile.mkdtemp(dir=d)
        try:
            ki.import_locked(args, "kopt", work, [])
            raise AssertionError("not stopped after the checkpoint")
        except KeyboardInterrupt:
            pass
        eq((len(built), seen, os.path.isfile(os.path.join(d, "ck", ip.CHECKPOINT_FILE))),
           (1, [], True), "stopped after the build, the checkpoint written")
        del os.environ["KOPT_IMPORT_STOP_AT"]
        ki.PHASES.clear()
        ki.WROTE_CHECKPOINT[0] = False   # a new run
        got = ki.import_locked(args, "kopt", tempfile.mkdtemp(dir=d), [])
        eq((len(built), seen), (1, [(os.path.join(d, "ck", "problem"), "the model, uncompiled")]),
           "gone on from the checkpoint: no build, the uncompiled model as the pristine one")
        eq((got[2], ki.RESUMED[0], ki.own_seconds("compile")), ("eager-1e-4", 12.5, 12.5),
           "the compile's seconds are the checkpoint's")
        with open(os.path.join(d, "out", "manifest.json")) as f:
            eq(json.load(f)["validation"]["compile"]["s"], 12.5, "validation.compile.s")
        eq(os.path.exists(args.checkpoint), False, "the checkpoint removed at the end")
        # --compile-only: stopped once the build is in the checkpoint, which
        # the next run (without it) goes on from.
        shutil.rmtree(os.path.join(d, "out"))
        ki.PHASES.clear()
        ki.WROTE_CHECKPOINT[0] = False
        try:
            ki.import_locked(argparse.Namespace(**dict(vars(args), compile_only=True)), "kopt",
                             tempfile.mkdtemp(dir=d), [])
            raise AssertionError("--compile-only went on past the checkpoint")
        except ki.CompiledOnly:
            pass
        eq((len(built), len(seen), os.path.isfile(os.path.join(d, "ck", ip.CHECKPOINT_FILE))),
           (2, 1, True), "--compile-only: built, not verified, the checkpoint written")
        ki.WROTE_CHECKPOINT[0] = False
        got = ki.import_locked(args, "kopt", tempfile.mkdtemp(dir=d), [])
        eq((len(built), len(seen), got[2]), (2, 2, "eager-1e-4"),
           "the run after --compile-only: verified from the checkpoint, not built again")
    finally:
        ki.build_problem, ki.verified, ki.on_gpu = saved[:3]
        os.environ.clear()
        os.environ.update(saved[3])
        ki.PHASES.clear()
        ki.RESUMED[0] = None
        ki.WROTE_CHECKPOINT[0] = False


@test
def the_compile_phase_start_is_written_for_compile_times():
    # --compile-started FILE: the time the compile phase starts, written
    # before it (compile_times.py reads how long a stopped compile ran)
    import argparse
    import time
    import types
    import kopt_import as ki
    d = tempfile.mkdtemp(dir=WORK)
    mark = os.path.join(d, "started")
    seen = []
    try:
        import torch  # noqa: F401
        fake = None
    except ImportError:   # build_problem imports it; nothing of it is used here
        fake = sys.modules["torch"] = types.ModuleType("torch")

    class Stop(Exception):
        pass

    def fake_emit(model, inputs, mode, folder):
        with open(mark) as f:
            seen.append(float(f.read()))
        raise Stop()
    saved = (ki.on_gpu, ki.module_copy, ki.emit_model)
    ki.on_gpu, ki.module_copy, ki.emit_model = (lambda loaded: ("m", "i")), \
        (lambda m: m), fake_emit
    try:
        t0 = time.time()
        for started in (mark, None):
            args = argparse.Namespace(mode="default", compile_started=started)
            try:
                ki.build_problem(args, d, [])
            except Stop:
                pass
        eq(len(seen), 2, "the compile reached twice")
        eq(t0 - 1 <= seen[0] <= time.time(), True, "the time written: %r" % seen[:1])
        eq(seen[1], seen[0], "without --compile-started the file is not written again")
    finally:
        ki.on_gpu, ki.module_copy, ki.emit_model = saved
        ki.PHASES.clear()
        if fake is not None:
            del sys.modules["torch"]


@test
def recurrent_layers_over_the_limit_are_refused_before_the_compile():
    lstm = {"kind": "LSTM", "seq_len": 512, "num_layers": 6, "bidirectional": True}
    gru = {"kind": "GRU", "seq_len": 512, "num_layers": 6, "bidirectional": False}
    small = {"kind": "LSTM", "seq_len": 16, "num_layers": 1, "bidirectional": False}
    eq((ip.rnn_steps([lstm]), ip.rnn_steps([gru]), ip.rnn_steps([small, small])),
       (6144, 3072, 32), "sequence x layers x directions, summed over the calls")
    eq(ip.MAX_RNN_STEPS, 512, "the default limit")
    eq(ip.rnn_refusal([small]), None, "the suite's LSTM (16 steps) is compiled")
    eq(ip.rnn_refusal([], 0), None, "no recurrent layer")
    eq(ip.rnn_refusal([{**small, "seq_len": 512}]), None, "exactly the limit passes")
    eq(ip.rnn_refusal([{**small, "seq_len": 513}]) is not None, True, "one step over fails")
    why = ip.rnn_refusal([lstm, gru])
    text_has(why, ["9216 cell steps", "LSTM 512 steps x 6 layers x 2 directions",
                   "; GRU 512 steps x 6 layers x 1 direction)", "limit of 512",
                   "--max-rnn-steps", "no cuDNN RNN"], absent=("\n",), what="the refusal")
    eq(ip.rnn_refusal([gru], 4096), None, "a higher limit lets it compile")
    import kernelbench as kb
    eq(kb.reason_key(why), "recurrent layers over --max-rnn-steps", "its group in status.tsv")
    import kopt_import as ki
    old = os.environ.pop("KOPT_IMPORT_MAX_RNN_STEPS", None)
    try:
        eq((ki.rnn_limit(), ki.rnn_limit(7)), (512, 7), "the default, and --max-rnn-steps")
        os.environ["KOPT_IMPORT_MAX_RNN_STEPS"] = "64"
        eq((ki.rnn_limit(), ki.rnn_limit(7)), (64, 7), "the variable, and the option over it")
        for arg, env, said in ((None, "x", "KOPT_IMPORT_MAX_RNN_STEPS=x: expected"),
                               (-2, "64", "--max-rnn-steps -2: expected")):
            os.environ["KOPT_IMPORT_MAX_RNN_STEPS"] = env
            try:
                ki.rnn_limit(arg)
                raise AssertionError("max RNN steps %r / %r accepted" % (arg, env))
            except SystemExit as e:
                text_has(str(e), present=(said,), what="the error")
    finally:
        os.environ.pop("KOPT_IMPORT_MAX_RNN_STEPS", None)
        if old is not None:
            os.environ["KOPT_IMPORT_MAX_RNN_STEPS"] = old


@test
@needs_torch("no torch here (with torch it runs small recurrent models on the CPU)")
def recurrent_calls_are_read_from_a_cpu_run():
    import torch
    import kopt_import as ki

    class Two(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.a = torch.nn.LSTM(4, 8, num_layers=2, batch_first=True)
            self.b = torch.nn.GRU(8, 8, bidirectional=True)
            self.ran = False

        def forward(self, x):
            y, _ = self.a(x)                  # batch first: [2, 5, 4] -> 5 steps
            z, _ = self.b(y.transpose(0, 1))  # sequence first: 5 steps
            self.ran = True
            return z

    m, x = Two(), [torch.randn(2, 5, 4)]
    eq(ki.recurrent_calls(m, x, 512), [
        {"kind": "LSTM", "seq_len": 5, "num_layers": 2, "bidirectional": False},
        {"kind": "GRU", "seq_len": 5, "num_layers": 1, "bidirectional": True}],
       "both layers, each with its own sequence axis")
    eq(m.ran, True, "under the limit the model runs to its end")
    m.ran = False
    eq(len(ki.recurrent_calls(m, x, 9)), 1, "stops at the first call past the limit")
    eq(m.ran, False, "and the model does not run on")
    eq(ki.recurrent_calls(torch.nn.Linear(2, 2), [torch.randn(1, 2)], 0), [],
       "a model without recurrent layers is not run")
    eq([h for mod in m.modules() for h in mod._forward_pre_hooks.values()], [],
       "no hook is left behind")


MODULES = {
    "plain": ("import torch\nclass Model(torch.nn.Module):\n"
              "    def __init__(self, n):\n        super().__init__()\n"
              "        self.lin = torch.nn.Linear(n, n)\n"
              "        self.register_buffer('scale', torch.ones(n))\n"
              "    def forward(self, x, k):\n        return self.lin(x) * self.scale + k\n"
              "def get_inputs():\n    return [torch.randn(8, 16), 3]\n"
              "def get_init_inputs():\n    return [16]\n"),
    "item": ("import torch\nclass Model(torch.nn.Module):\n"
             "    def __init__(self, n):\n        super().__init__()\n"
             "        self.n = int(torch.randn(n).abs().sum().item())\n"
             "    def forward(self, x):\n        return x * self.n\n"
             "def get_inputs():\n    return [torch.randn(4)]\n"
             "def get_init_inputs():\n    return [4]\n"),
    "rnn": ("import torch\nclass Model(torch.nn.Module):\n"
            "    def __init__(self):\n        super().__init__()\n"
            "        self.rnn = torch.nn.GRU(4, 4)\n"
            "    def forward(self, x):\n        return self.rnn(x)[0]\n"
            "def get_inputs():\n    return [torch.randn(3, 2, 4)]\n"
            "def get_init_inputs():\n    return []\n"),
}


@test
@needs_torch("no torch here (with torch it loads small modules on the meta device and the CPU)")
def modules_are_loaded_on_meta_where_they_allow_it():
    import torch
    import kopt_import as ki
    where = {}
    for name, text in MODULES.items():
        path = os.path.join(WORK, "mod_%s.py" % name)
        with open(path, "w") as f:
            f.write(text)
        mod, model, inputs = ki.load_before_lock(path)
        where[name] = "meta" if next(iter(model.state_dict().values()), inputs[0]).is_meta \
            else "cpu"
        if name == "plain":
            eq(ki.gpu_footprint([mod, model, inputs]), (16 * 16 + 16 + 16) * 4 + 8 * 16 * 4,
               "the footprint from shapes alone: weight, bias, buffer, input")
            eq(inputs[1], 3, "a non-tensor input kept")
    eq(where, {"plain": "meta", "item": "cpu", "rnn": "cpu"},
       "meta unless the module reads values (.item()) or has recurrent layers")



@test
@needs_torch("no torch here (with torch: a module whose forward calls its layers "
             "through a lambda, as KernelBench L3-044, copied and made double)")
def a_copy_runs_its_own_layers_through_a_closure():
    import torch
    import kopt_import as ki

    class Model(torch.nn.Module):   # KernelBench L3-044's MLP, in small
        def __init__(self):
            super().__init__()
            self.mlp = torch.nn.ModuleDict(dict(fc=torch.nn.Linear(4, 4)))
            m = self.mlp
            self.mlpf = lambda x: m.fc(x) * 2

        def forward(self, x):
            return self.mlpf(x)

    torch.manual_seed(0)
    model = Model().eval()
    x = torch.rand(3, 4)
    twin = ki.module_copy(model)
    with torch.no_grad():
        twin.mlp.fc.weight.copy_(torch.ones(4, 4))
        twin.mlp.fc.bias.zero_()
        eq(torch.allclose(twin(x), (x.sum(1, keepdim=True) * 2).expand(3, 4)), True,
           "the copy computes with its own parameters")
        eq(torch.equal(model(x), model.mlp.fc(x) * 2), True, "the original is untouched")
        m64, (x64,) = ki.double_of(model, [x])
        eq(m64(x64).dtype, torch.float64, "the double copy runs in double")
        eq(torch.allclose(m64(x64), model(x).double(), atol=1e-6), True,
           "the double copy computes what the original does")
    eq(ki.module_copy(model).mlpf is model.mlpf, False, "the closure remade")

MASKED_CUMSUM = (   # KernelBench L1-093, in small
    "import torch\nclass Model(torch.nn.Module):\n"
    "    def __init__(self, dim):\n        super().__init__()\n        self.dim = dim\n"
    "    def forward(self, x, mask):\n        return torch.cumsum(x * mask, dim=self.dim)\n"
    "def get_inputs():\n"
    "    x = torch.randn(16, 40)\n"
    "    return [x, torch.randint(0, 2, x.shape).bool()]\n"
    "def get_init_inputs():\n    return [1]\n")


@test
@needs_torch("no torch here (with torch: KernelBench L1-093's bool mask, described "
             "by init_for and generated on the CPU)")
def a_bool_input_gets_a_randint_mask_and_is_generated():
    import torch
    import kopt_import as ki
    path = os.path.join(WORK, "masked_cumsum.py")
    with open(path, "w") as f:
        f.write(MASKED_CUMSUM)
    mod = ki.load_module(path, "kopt_test_masked_cumsum")
    torch.manual_seed(0)
    model, inputs = mod.Model(*mod.get_init_inputs()), mod.get_inputs()
    # The buffers as the import describes the graph's arguments (no longer
    # refused: "bool inputs are refused by generator kopt-counter/1").
    bufs = ki.argument_buffers(["arg0_1", "arg1_1"], {}, inputs, model, inputs)
    eq({k: bufs[1][k] for k in ("name", "dtype", "role", "torch_name", "init")},
       {"name": "arg1_1", "dtype": "bool", "role": "input", "torch_name": "inputs[1]",
        "init": {"dist": "randint", "lo": 0, "hi": 2}}, "the mask's buffer")
    eq(ki.init_for(torch.ones(5, dtype=torch.bool), "input", "m"),
       {"dist": "randint", "lo": 1, "hi": 2}, "an all-True mask")
    eq(ki.init_for(torch.zeros(5, dtype=torch.bool), "input", "m"),
       {"dist": "randint", "lo": 0, "hi": 1}, "an all-False mask")
    try:
        ki.init_for(torch.ones(2, dtype=torch.float16), "input", "inputs[0]")
    except ki.Refused as e:
        text_has(str(e), ["inputs[0]: float16 inputs are refused"], what="the refusal")
    else:
        raise AssertionError("a float16 input was not refused")
    # kopt's inputs for it, as verification feeds them: a bool tensor of both
    # values, byte for byte what the reference backend gives, that the model
    # takes as it takes its own mask.
    mask = gen.torch_view(gen.TorchOps("cpu"), bufs[1], 42)
    eq((mask.dtype, sorted(mask.unique().tolist())), (torch.bool, [False, True]),
       "the generated mask")
    want = gen.PyOps.pack(gen.generate(gen.PyOps(), bufs[1], 42), "bool")
    eq(mask.contiguous().view(torch.uint8).numpy().tobytes(), want, "the mask's bytes")
    x = gen.torch_view(gen.TorchOps("cpu"), bufs[0], 42)
    eq(torch.equal(model(x, mask), torch.cumsum(torch.where(mask, x, 0.0), dim=1)), True,
       "the model computes on the generated mask")


@test
@needs_torch("no torch here (with torch: KernelBench L3-033's self.hidden, found among "
             "the model's tensors and named in the refusal)")
def a_plain_tensor_attribute_is_refused_by_name():
    import torch
    import kopt_import as ki

    class Cell(torch.nn.Module):   # KernelBench L3-033's state, in small
        def __init__(self):
            super().__init__()
            self.i2h = torch.nn.Linear(8, 4)
            self.hidden = torch.zeros(2, 4)
            self.register_buffer("scale", torch.ones(4))

        def forward(self, x):
            self.hidden = torch.tanh(self.i2h(torch.cat((x, self.hidden), 1)))
            return self.hidden * self.scale

    model = torch.nn.Sequential(Cell())
    eq([k for k, _ in ki.tensor_attributes(model)], ["0.hidden"],
       "the plain attribute, not the parameters or the buffer")
    x = torch.rand(2, 4)
    try:
        ki.argument_buffers(["arg0_1", "arg1_1"], {}, [x, model[0].hidden], model, [x])
    except ki.Refused as e:
        text_has(str(e), ["argument arg1_1 (float32 [2, 4]) is the model's plain tensor "
                          "attribute 0.hidden"], what="the refusal")
    else:
        raise AssertionError("a plain tensor attribute was taken as an argument")
    try:
        ki.argument_buffers(["arg0_1"], {}, [torch.rand(3)], model, [x])
    except ki.Refused as e:
        text_has(str(e), ["argument arg0_1 (float32 [3]) is neither a tensor of "
                          "get_inputs() nor a parameter or buffer"], what="the other refusal")
    else:
        raise AssertionError("an unknown argument was taken")


@test
@needs_torch("no torch here (with torch: kopt's bool and int64 output files against eager's)")
def bool_and_integer_outputs_are_compared_exactly():
    import torch
    import kopt_import as ki
    by_name = {v: k for k, v in ki.torch_dtypes().items()}
    want = torch.tensor([True, True, False, True])
    path = os.path.join(WORK, "bool_out.bin")
    for data, ok, err in [(b"\x01\x01\x00\x01", True, 0.0),
                          (b"\x01\x00\x00\x01", False, 1.0),
                          # Left unwritten (integer poison 0xDE): not True.
                          (b"\x01\xde\x00\x01", False, 221.0)]:
        with open(path, "wb") as f:
            f.write(data)
        eq(ki.compare_file(path, {"dtype": "bool"}, want, by_name), (err, 0, ok), repr(data))

    # int64 indices: exact, not within 1e-4 relative (50001 against 50000
    # passes allclose), and exact past double's 2^53.
    for got, ok, err in [([50000, 7], True, 0.0), ([50001, 7], False, 1.0),
                         ([2 ** 53 + 1, 7], False, 0.0)]:
        want = torch.tensor([50000 if got[0] < 2 ** 53 else 2 ** 53, 7], dtype=torch.int64)
        with open(path, "wb") as f:
            f.write(torch.tensor(got, dtype=torch.int64).numpy().tobytes())
        eq(ki.compare_file(path, {"dtype": "int64"}, want, by_name), (err, 0, ok), repr(got))


class FakeModel:
    """A model whose forward makes a tensor of the default dtype, as
    `torch.randn(..., device=x.device)` does: float32 unless the double copy
    runs with float64 as the default."""
    default = "float32"

    def double(self):
        self.dtype = "float64"
        return self

    def forward(self, x_dtype):
        made = FakeModel.default
        if made != x_dtype:
            raise RuntimeError("expected mat1 and mat2 to have the same dtype, but got: "
                               "%s != %s" % (x_dtype, made))
        return made


@test
@needs_torch("no torch here (with torch: a TransformerEncoderLayer traced with the "
             "importer's settings holds no fused encoder op, on the CPU)")
def a_transformer_layer_traces_into_its_math_not_the_fused_op():
    import torch
    import kopt_import as ki
    from torch._functorch.aot_autograd import aot_module_simplified
    mha = torch.backends.mha
    was = mha.get_fastpath_enabled()

    def traced_ops():
        torch.manual_seed(0)
        layer = torch.nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32,
                                                 dropout=0.0, batch_first=True).eval()
        x = torch.randn(3, 5, 16)
        ops = set()

        def backend(gm, ex):
            def fw(g, e):
                ops.update(str(n.target) for n in g.graph.nodes if n.op == "call_function")
                return g
            return aot_module_simplified(gm, ex, fw_compiler=fw)
        torch._dynamo.reset()
        with torch.no_grad():
            out = torch.compile(layer, backend=backend, fullgraph=True)(x)
            ref = layer(x)
        return ops, float((out - ref).abs().max())
    try:
        mha.set_fastpath_enabled(True)
        ops, _ = traced_ops()
        eq("aten._transformer_encoder_layer_fwd.default" in ops, True,
           "the fused op with torch's default (this torch still has it)")
        ki.mha_math_path()
        eq((mha.get_fastpath_enabled(), ki.torch_settings("default")["mha_fastpath"]),
           (False, False), "the fast path off, and the manifest says so")
        ops, err = traced_ops()
        eq(sorted(o for o in ops if "transformer" in o), [], "no fused encoder op")
        eq(any("scaled_dot_product" in o for o in ops) and err < 1e-5, True,
           "attention instead, the same outputs (%g)" % err)
    finally:
        mha.set_fastpath_enabled(was)
        torch._dynamo.reset()


@test
def the_double_copy_runs_under_float64_default():
    # The importer's float64_default() sets torch's default dtype around the
    # double copy's compile and runs; here its logic on a fake, torch-free.
    import kopt_import as ki
    m = FakeModel().double()
    try:
        m.forward("float64")
    except RuntimeError as e:
        keep, why = ip.float64_plan(False, str(e))
        eq(keep, False, "without the default dtype the build fails and falls back")
    state = {"dtype": "float32"}

    class FakeTorch:
        float64 = "float64"

        @staticmethod
        def get_default_dtype():
            return state["dtype"]

        @staticmethod
        def set_default_dtype(d):
            state["dtype"] = d
            FakeModel.default = d
    with ki.float64_default(FakeTorch):
        eq(m.forward("float64"), "float64", "made in float64")
    eq(state["dtype"], "float32", "restored")
    try:
        with ki.float64_default(FakeTorch):
            raise KeyError("inside")
    except KeyError:
        pass
    eq(state["dtype"], "float32", "restored after an exception")


# -- the GPU lock ---------------------------------------------------------------------

# The start of a holder's script: kopt_import from argv[1], and mark(name)
# and wait_for(name) on files in the folder argv[2].
CHILD = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
import kopt_import as ki
d = sys.argv[2]
def mark(name):
    open(os.path.join(d, name), "w").close()
def wait_for(name):
    while not os.path.exists(os.path.join(d, name)):
        time.sleep(0.02)
"""

HOLDER = CHILD + r"""with ki.gpu_lock(shared=True):
    mark("shared")
    wait_for("go1")
    with ki.gpu_lock():
        mark("exclusive")
        wait_for("go2")
        with ki.gpu_lock(shared=True):   # shared inside exclusive stays exclusive
            mark("nested")
            wait_for("go3")
    mark("back")
    wait_for("go4")
mark("done")
print("%.3f" % ki.LOCK_WAIT[0])
"""


def lock_state(path):
    """(a shared lock could be taken now, an exclusive one could), by
    non-blocking attempts."""
    import fcntl
    out = []
    for mode in (fcntl.LOCK_SH, fcntl.LOCK_EX):
        fd = os.open(path, os.O_RDWR)
        try:
            fcntl.flock(fd, mode | fcntl.LOCK_NB)
            out.append(True)
        except BlockingIOError:
            out.append(False)
        finally:
            os.close(fd)
    return tuple(out)


@test
def the_gpu_lock_is_shared_for_small_imports_and_exclusive_to_measure():
    import fcntl
    import time
    d = tempfile.mkdtemp(dir=WORK)
    lock = os.path.join(d, "gpu.lock")
    env = dict(os.environ, KOPT_IMPORT_GPU_LOCK=lock)
    # The turnstile held (an exclusive waiter): a new shared holder waits.
    turn = os.open(lock + ".turn", os.O_CREAT | os.O_RDWR)
    fcntl.flock(turn, fcntl.LOCK_EX)
    child = subprocess.Popen([sys.executable, "-c", HOLDER, HERE, d], env=env,
                             stdout=subprocess.PIPE, text=True)

    def reach(name):
        t0 = time.monotonic()
        while not os.path.exists(os.path.join(d, name)):
            if child.poll() is not None or time.monotonic() - t0 > 60:
                raise AssertionError("the holder did not reach %s" % name)
            time.sleep(0.02)
    try:
        time.sleep(1.5)
        eq(os.path.exists(os.path.join(d, "shared")), False,
           "a shared holder waits while an exclusive one is queued")
        fcntl.flock(turn, fcntl.LOCK_UN)
        reach("shared")
        eq(lock_state(lock), (True, False), "held shared: others share, none excludes")
        for go, stage, state, what in (
                ("go1", "exclusive", (False, False), "upgraded: the GPU to one import"),
                ("go2", "nested", (False, False), "shared inside exclusive stays exclusive"),
                ("go3", "back", (True, False), "back to shared after the measurement")):
            open(os.path.join(d, go), "w").close()
            reach(stage)
            eq(lock_state(lock), state, what)
        open(os.path.join(d, "go4"), "w").close()
        out, _ = child.communicate(timeout=60)
        eq(child.returncode, 0, "the holder's exit status")
        eq(lock_state(lock), (True, True), "released at the outermost exit")
        eq(float(out.strip()) >= 0.5, True, "its wait for the lock is counted (%s s)" % out)
    finally:
        os.close(turn)
        if child.poll() is None:
            child.kill()
            child.wait()


UPGRADER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
import kopt_import as ki
d, me = sys.argv[2], sys.argv[3]
with ki.gpu_lock(shared=True):
    open(os.path.join(d, me + ".shared"), "w").close()
    while len([f for f in os.listdir(d) if f.endswith(".shared")]) < 2:
        time.sleep(0.02)
    with ki.gpu_lock():
        time.sleep(0.3)
    time.sleep(0.3)
"""


@test
def two_shared_holders_that_both_upgrade_do_not_deadlock():
    d = tempfile.mkdtemp(dir=WORK)
    env = dict(os.environ, KOPT_IMPORT_GPU_LOCK=os.path.join(d, "gpu.lock"))
    kids = [subprocess.Popen([sys.executable, "-c", UPGRADER, HERE, d, n], env=env)
            for n in ("a", "b")]
    try:
        eq([k.wait(timeout=60) for k in kids], [0, 0], "both holders' exit status")
    finally:
        for k in kids:
            if k.poll() is None:
                k.kill()
                k.wait()


def reach_mark(child, d, name, limit=60):
    """Wait until child has made mark `name` in d; fail if it exits or takes too long."""
    import time
    t0 = time.monotonic()
    while not os.path.exists(os.path.join(d, name)):
        if time.monotonic() - t0 > limit:
            raise AssertionError("the holder did not reach %s in %s s" % (name, limit))
        if child.poll() is not None and not os.path.exists(os.path.join(d, name)):
            raise AssertionError("the holder exited (%s) before %s" % (child.returncode, name))
        time.sleep(0.02)


COMPILER = CHILD + r"""with ki.gpu_lock(shared=True):
    mark("shared")
    wait_for("go1")
    with ki.gpu_lock.compiling():
        mark("compiling")
        wait_for("go2")
        with ki.gpu_lock():             # an autotuning benchmark inside the compile
            mark("bench")
            wait_for("go3")
        with ki.gpu_lock(shared=True):  # the compiled model's run
            mark("run")
            wait_for("go4")
        mark("compiled")
        wait_for("go5")
    mark("back")
    wait_for("go6")
    with ki.gpu_lock(quiet=True):       # the timing
        mark("timing")
        wait_for("go7")
    mark("after")
    wait_for("go8")
mark("done")
"""


@test
def a_compile_holds_the_quiet_lock_not_the_gpus_and_a_timing_holds_both():
    d = tempfile.mkdtemp(dir=WORK)
    lock = os.path.join(d, "gpu.lock")
    env = dict(os.environ, KOPT_IMPORT_GPU_LOCK=lock)
    child = subprocess.Popen([sys.executable, "-c", COMPILER, HERE, d], env=env)
    try:
        # (GPU lock, quiet lock), each (a shared hold could be taken, an exclusive one could)
        free, shared, excl = (True, True), (True, False), (False, False)
        for go, stage, state, what in (
                (None, "shared", (shared, free), "the import's shared hold"),
                ("go1", "compiling", (free, shared), "compiling: the GPU's lock given up"),
                ("go2", "bench", (excl, shared), "a benchmark: the GPU alone"),
                ("go3", "run", (shared, shared), "the compiled model's run: GPU work"),
                ("go4", "compiled", (free, shared), "compiling again"),
                ("go5", "back", (shared, free), "the shared hold again"),
                ("go6", "timing", (excl, excl), "the timing: both alone"),
                ("go7", "after", (shared, free), "the shared hold after the timing"),
                ("go8", "done", (free, free), "both given up at the outermost exit")):
            if go:
                open(os.path.join(d, go), "w").close()
            reach_mark(child, d, stage)
            if stage == "done":
                eq(child.wait(timeout=60), 0, "the holder's exit status")
            eq((lock_state(lock), lock_state(lock + ".quiet")), state, what)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


@test
@needs_torch("no torch here (with torch: compile_and_capture of a small model with "
             "Inductor on the CPU, the locks seen from the compiled model's run)")
def inductors_compile_holds_the_quiet_lock_and_the_compiled_run_the_gpus():
    import torch
    import kopt_import as ki
    d = tempfile.mkdtemp(dir=WORK)
    lock = os.path.join(d, "gpu.lock")
    saved = os.environ.get("KOPT_IMPORT_GPU_LOCK")
    os.environ["KOPT_IMPORT_GPU_LOCK"] = lock
    seen = []
    enter, sync = ki.gpu_lock.__enter__, torch.cuda.synchronize

    def spy(self):   # what each gpu_lock inside the compile finds
        r = enter(self)
        seen.append((list(ki.gpu_lock.stack), lock_state(lock), lock_state(lock + ".quiet")))
        return r

    class Small(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(8, 8)

        def forward(self, x):
            return torch.relu(self.fc(x))
    try:
        torch.cuda.synchronize = lambda *a: None   # no GPU here: the CPU's Inductor
        with ki.gpu_lock(shared=True):
            ki.gpu_lock.__enter__ = spy
            try:
                _, code = ki.compile_and_capture(Small().eval(), [torch.rand(4, 8)], "default")
            finally:
                ki.gpu_lock.__enter__ = enter
        eq("def call(" in code, True, "the generated module was captured")
        graphs = []
        real = ki.run_and_get_graph_codes
        ki.run_and_get_graph_codes = lambda *a: graphs.extend(real(*a)) or graphs
        try:
            _, again = ki.compile_and_capture(Small().eval(), [torch.rand(4, 8)], "default")
        finally:
            ki.run_and_get_graph_codes = real
        eq([((n or "").startswith(ki.BENCHMARK_GRAPH), c == again) for n, c in graphs],
           [(False, True)],
           "the model's module, under a graph name that is not a benchmark's")
        shared = (True, False)
        eq(seen, [([(True, None), (None, True), (True, True)], shared, shared)],
           "one run of the compiled model, the GPU's lock shared again inside the "
           "compile's quiet hold")
    finally:
        ki.gpu_lock.__enter__, torch.cuda.synchronize = enter, sync
        if saved is None:
            os.environ.pop("KOPT_IMPORT_GPU_LOCK", None)
        else:
            os.environ["KOPT_IMPORT_GPU_LOCK"] = saved


@test
def the_models_module_is_told_from_max_autotunes_benchmark_graphs():
    import kopt_import as ki
    model = "def call(args):\n    mm(a, b)\n"
    bench = ["def call(args):\n    bmm(split %d)\n" % k for k in (1, 2)]
    # L1-006 in max-autotune: ten decompose-k choices benchmarked as graphs
    saved = [("benchmark_decompose_k_mm_%d" % k, c) for k, c in zip((4, 8), bench)]
    eq(ki.model_code(saved + [("graph_0", model)]), model, "after the benchmarks")
    eq(ki.model_code([("graph_0", model)] + saved + [(None, model)]), model,
       "written twice, and a graph with no name")
    for bad, want in ((saved, "generated 0 modules, expected 1 (besides 2 of autotuning "
                               "benchmarks)"),
                      ([("graph_0", model), ("graph_1", bench[0])],
                       "generated 2 modules, expected 1 (besides 0 of")):
        try:
            ki.model_code(bad)
            raise AssertionError("%r was accepted" % (bad,))
        except ki.Refused as e:
            text_has(str(e), [want], what="the refusal")

CONTENDER = CHILD + r"""
role = sys.argv[3]   # its marks and go files are ROLE.NAME
with ki.gpu_lock(shared=True):
    mark(role + ".shared")
    if role == "compiler":      # a long compile with a benchmark in it
        with ki.gpu_lock.compiling():
            mark("compiler.in")
            wait_for("compiler.go1")
            with ki.gpu_lock():
                mark("compiler.bench")
                wait_for("compiler.go2")
            wait_for("compiler.go3")
        mark("compiler.out")
    elif role == "bench":       # another import's autotuning benchmark
        wait_for("bench.go1")
        with ki.gpu_lock():
            mark("bench.bench")
            wait_for("bench.go2")
    else:                       # another import's timing
        wait_for("timer.go1")
        with ki.gpu_lock(quiet=True):
            mark("timer.timing")
"""


@test
def a_benchmark_does_not_wait_for_another_imports_compile_and_a_timing_does():
    import time
    d = tempfile.mkdtemp(dir=WORK)
    env = dict(os.environ, KOPT_IMPORT_GPU_LOCK=os.path.join(d, "gpu.lock"))
    kids = {}

    def start(role):
        kids[role] = subprocess.Popen([sys.executable, "-c", CONTENDER, HERE, d, role], env=env)

    def go(role, n):
        open(os.path.join(d, "%s.go%d" % (role, n)), "w").close()

    def there(name):
        return os.path.exists(os.path.join(d, name))
    try:
        start("compiler")
        reach_mark(kids["compiler"], d, "compiler.in")
        start("bench")
        reach_mark(kids["bench"], d, "bench.shared")
        go("bench", 1)
        reach_mark(kids["bench"], d, "bench.bench", limit=20)
        eq(there("compiler.out"), False, "the benchmark ran while the compile went on")
        go("bench", 2)
        eq(kids["bench"].wait(timeout=60), 0, "the benchmarking import's exit status")
        start("timer")
        reach_mark(kids["timer"], d, "timer.shared")
        go("timer", 1)
        time.sleep(1.0)
        eq(there("timer.timing"), False, "the timing waits for the compile")
        go("compiler", 1)   # a benchmark of the compile while the timing waits: no deadlock
        reach_mark(kids["compiler"], d, "compiler.bench", limit=20)
        go("compiler", 2)
        time.sleep(0.5)
        eq(there("timer.timing"), False, "the compile is not over yet")
        go("compiler", 3)
        reach_mark(kids["timer"], d, "timer.timing", limit=20)
        eq([kids[r].wait(timeout=60) for r in ("compiler", "timer")], [0, 0],
           "the compiling and the timing imports' exit status")
    finally:
        for k in kids.values():
            if k.poll() is None:
                k.kill()
                k.wait()

BUDGETED = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
import kopt_import as ki
d, me, need = sys.argv[2], sys.argv[3], int(sys.argv[4])
with ki.gpu_budget(need):
    open(os.path.join(d, me + ".in"), "w").close()
    while not os.path.exists(os.path.join(d, me + ".go")):
        time.sleep(0.02)
print("%.3f" % ki.LOCK_WAIT[0])
"""


@test
def shared_imports_reserve_the_gpu_budget_first_come_first_served():
    import time
    sys.path.insert(0, HERE)
    import kopt_import as ki
    d = tempfile.mkdtemp(dir=WORK)
    lock = os.path.join(d, "gpu.lock")
    env = dict(os.environ, KOPT_IMPORT_GPU_LOCK=lock, KOPT_IMPORT_GPU_BUDGET="10")
    sleeper = subprocess.Popen(["sleep", "120"])   # an import holding 6 of 10
    time.sleep(0.1)
    reused = subprocess.Popen(["sleep", "120"])    # a live pid whose line predates it
    now = ki.process_started(sleeper.pid)
    eq(abs(now - time.time()) < 5, True, "a process's start time (%s)" % now)
    with open(lock + ".budget", "w") as f:
        f.write("%d 6 hold %.6f\n%d 9 hold %.6f\n%d 9 hold %.6f\n" % (
            sleeper.pid, time.time() - 0.5, dead_pid(), time.time() - 9,
            reused.pid, time.time() - 3600))
    kids = {}

    def start(me, need):
        kids[me] = subprocess.Popen([sys.executable, "-c", BUDGETED, HERE, d, me, str(need)],
                                    env=env, stdout=subprocess.PIPE, text=True)

    def inside(me):
        return os.path.exists(os.path.join(d, me + ".in"))

    def until(cond, what):
        t0 = time.monotonic()
        while not cond():
            if time.monotonic() - t0 > 60:
                raise AssertionError("timed out waiting until " + what)
            time.sleep(0.02)

    def ledger():
        with open(lock + ".budget") as f:
            return sorted((int(l.split()[1]), l.split()[2]) for l in f.read().splitlines())
    try:
        start("a", 3)   # 6 + 3 <= 10; the dead import's 9 is not counted
        until(lambda: inside("a"), "a is in")
        eq(ledger(), [(3, "hold"), (6, "hold")],
           "a's hold beside the live one; the dead one's and the reused pid's dropped")
        start("b", 5)   # 9 + 5 > 10: waits
        until(lambda: (5, "wait") in ledger(), "b waits")
        start("c", 1)   # 9 + 1 fits, but b came first
        until(lambda: (1, "wait") in ledger(), "c waits")
        time.sleep(0.5)
        eq((inside("b"), inside("c")), (False, False), "b over the budget, c behind b")
        open(os.path.join(d, "a.go"), "w").close()   # a leaves: 6 + 5 > 10 still
        eq(kids["a"].wait(timeout=60), 0, "a's exit status")
        time.sleep(0.5)
        eq((inside("b"), inside("c")), (False, False), "6 + 5 is still over 10")
        sleeper.kill()   # the holder of 6 is gone: b, then c (5 + 1 <= 10)
        sleeper.wait()
        until(lambda: inside("b") and inside("c"), "b and c are in")
        eq(ledger(), [(1, "hold"), (5, "hold")], "b's and c's holds")
        for me in ("b", "c"):
            open(os.path.join(d, me + ".go"), "w").close()
            out, _ = kids[me].communicate(timeout=60)
            eq(kids[me].returncode, 0, "%s's exit status" % me)
            eq(float(out) >= 0.5, True, "%s's wait is counted (%s s)" % (me, out.strip()))
        eq(ledger(), [], "every reservation given back")
    finally:
        for k in list(kids.values()) + [sleeper, reused]:
            if k.poll() is None:
                k.kill()
                k.wait()


@test
def phases_count_their_own_seconds_and_caches_can_be_fresh():
    import time
    sys.path.insert(0, HERE)
    import kopt_import as ki
    with ki.phase("t-compile"):
        time.sleep(0.2)
        ki.LOCK_WAIT[0] += 5.0   # as gpu_lock does after a wait
    eq(ki.PHASE_WAITS["t-compile"], 5.0, "the wait inside the phase")
    eq(ki.own_seconds("t-compile"), 0.0, "never below 0")
    with ki.phase("t-compile"):
        time.sleep(0.3)
    eq(ki.own_seconds("t-compile"), 0.0, "0.5 s less the 5 s wait")
    eq(ki.PHASES["t-compile"] >= 0.5, True, "the phase's wall seconds")
    ki.LOCK_WAIT[0] -= 5.0
    with ki.phase("t-time"):
        time.sleep(0.2)
    eq(0.2 <= ki.own_seconds("t-time") < 5.0, True, "a phase without a wait: its seconds")
    d = tempfile.mkdtemp(dir=WORK)
    saved = {v: os.environ.get(v) for v in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")}
    try:
        ki.fresh_caches(d)
        eq((os.environ["TORCHINDUCTOR_CACHE_DIR"], os.environ["TRITON_CACHE_DIR"]),
           (os.path.join(d, "inductor-cache"), os.path.join(d, "triton-cache")),
           "both caches under the import's root")
        eq(sorted(os.listdir(d)), ["inductor-cache", "triton-cache"], "made empty")
    finally:
        for v, old in saved.items():
            if old is None:
                os.environ.pop(v, None)
            else:
                os.environ[v] = old


@test
def refusals_say_how_far_torch_compile_itself_is_from_eager():
    import import_policy as ip
    failures = ["seed 0 output 1: max abs error 0.000127 exceeds rtol=atol=0.0001",
                "seed 42 output 0: max abs error 0.000113 exceeds rtol=atol=0.0001",
                "seed 42 output 2: max abs error 0.5 exceeds rtol=atol=0.0001",
                "kopt exec failed"]
    eq(ip.with_compiled_errors(failures, [0.000119, 0.000127], 0), [
        "seed 0 output 1: max abs error 0.000127 exceeds rtol=atol=0.0001 "
        "(torch.compile itself: 0.000127 on seed 0)",
        "seed 42 output 0: max abs error 0.000113 exceeds rtol=atol=0.0001 "
        "(torch.compile itself: 0.000119 on seed 0)",
        "seed 42 output 2: max abs error 0.5 exceeds rtol=atol=0.0001",
        "kopt exec failed"], "each output's own figure; an output not measured and "
                             "other lines as they were")


@test
def which_imports_share_and_what_counts_as_out_of_memory():
    sys.path.insert(0, HERE)
    import kopt_import as ki
    old = os.environ.pop("KOPT_IMPORT_SHARED_BYTES", None)
    try:
        eq(ki.shared_limit(), 1 << 30, "the default limit")
        os.environ["KOPT_IMPORT_GPU_BUDGET"] = str(96 << 30)
        eq(ki.shared_limit(), (96 << 30) // ki.RESERVE_X, "with a budget: what fits in it")
        del os.environ["KOPT_IMPORT_GPU_BUDGET"]
        os.environ["KOPT_IMPORT_SHARED_BYTES"] = "0"
        eq(ki.shared_limit(), 0, "0: every import alone")
        for bad in ("-1", "1G", ""):
            os.environ["KOPT_IMPORT_SHARED_BYTES"] = bad
            try:
                ki.shared_limit()
                raise AssertionError("KOPT_IMPORT_SHARED_BYTES=%r accepted" % bad)
            except SystemExit as e:
                text_has(str(e), present=("KOPT_IMPORT_SHARED_BYTES=%s: expected" % bad,),
                         what="the error")
    finally:
        os.environ.pop("KOPT_IMPORT_SHARED_BYTES", None)
        if old is not None:
            os.environ["KOPT_IMPORT_SHARED_BYTES"] = old
    eq(ki.out_of_memory(RuntimeError("CUDA out of memory. Tried to allocate 2 GiB")), True,
       "torch's message")
    eq(ki.out_of_memory(ki.Refused("kopt exec --seed 0 failed (exit 1): cuMemAlloc: "
                                   "CUDA_ERROR_OUT_OF_MEMORY")), True, "kopt's")
    eq(ki.out_of_memory(ki.Refused("verification failed: max abs error 3e-4")), False,
       "another refusal")


try:
    finish()
finally:
    shutil.rmtree(WORK, ignore_errors=True)
