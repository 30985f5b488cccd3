#!/usr/bin/env python3
"""Tests of the importers' command lines, with plain python3 and torch kept
out: each command runs with a `torch` on its path that refuses to import, so
that `--help` and argument errors are checked to need no torch (the
importers import it only once the arguments are read), whether or not the
machine has torch.  Prints "N passed, N failed, N skipped" and exits
non-zero on a failure.
"""
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from minitest import eq, finish, test, text_has  # noqa: E402

BLOCK = tempfile.mkdtemp(prefix="kopt-notorch-")
atexit.register(shutil.rmtree, BLOCK, ignore_errors=True)
os.mkdir(os.path.join(BLOCK, "torch"))
with open(os.path.join(BLOCK, "torch", "__init__.py"), "w") as f:
    f.write("raise ImportError('torch is kept out by test_cli.py')\n")


def run(script, *args):
    """(exit status, stdout, stderr) of an importer script run without torch."""
    env = dict(os.environ, PYTHONPATH=BLOCK + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, os.path.join(HERE, script)] + list(args),
                       capture_output=True, text=True, env=env, timeout=60)
    return p.returncode, p.stdout, p.stderr


def no_traceback(err):
    text_has(err, absent=("Traceback", "torch is kept out"), what="stderr")


def import_with_stand_in_torch(files, *args):
    """(CompletedProcess, folder, seconds) of kopt_import.py run on a module
    with only `class Model`, with a stand-in torch: files maps a path under
    the folder (torch/__init__.py, ...) to its text; stdout left buffered
    (as in a file or a pipe)."""
    d = tempfile.mkdtemp(prefix="kopt-stand-in-")
    atexit.register(shutil.rmtree, d, ignore_errors=True)
    for rel, text in {**files, "m.py": "class Model: pass\n"}.items():
        os.makedirs(os.path.dirname(os.path.join(d, rel)), exist_ok=True)
        with open(os.path.join(d, rel), "w") as f:
            f.write(text)
    env = dict(os.environ, PYTHONPATH=d + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("PYTHONUNBUFFERED", None)
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, os.path.join(HERE, "kopt_import.py"),
                        os.path.join(d, "m.py"), "--id", "T-1", "--level", "1",
                        "--category", "pointwise", "--kopt", "/bin/true",
                        "--out", os.path.join(d, "out")] + [a % {"d": d} for a in args],
                       capture_output=True, text=True, env=env, timeout=60)
    return p, d, time.monotonic() - t0


@test
def minitest_counts_a_skipped_case_as_skipped_not_passed():
    script = ("import sys; sys.path.insert(0, %r)\n"
              "from minitest import finish, skip, test\n"
              "@test\ndef runs(): pass\n"
              "@test\ndef cannot(): skip('cannot', 'not here')\n"
              "finish()\n" % HERE)
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=60)
    eq((p.returncode, p.stdout.splitlines()[-1]), (0, "1 passed, 0 failed, 1 skipped"),
       "minitest's closing line")


@test
def an_import_that_fails_ends_at_once_not_at_the_interpreters_shutdown():
    # A torch whose import leaves a thread running (as torch's own worker
    # pools may) and then fails: the importer prints the traceback and exits
    # 1 at once, not when the thread ends.
    p, _, took = import_with_stand_in_torch({"torch/__init__.py": (
        "import threading, time\n"
        "threading.Thread(target=time.sleep, args=(30,)).start()\n"
        "raise RecursionError('maximum recursion depth exceeded (a test)')\n")})
    eq((p.returncode, took < 20), (1, True), "exit status, and ended before the thread (%.1f s)"
       % took)
    text_has(p.stderr, present=("Traceback", "RecursionError: maximum recursion depth exceeded "
                                "(a test)"), what="stderr")


@test
def an_import_that_returns_ends_at_once_with_its_result_written():
    # An import that ends by returning (here refused: the module has no
    # get_inputs) with a thread of torch's still running (max-autotune's
    # compile workers): it exits at once with its status, its --result and
    # its output written, not when the thread ends, which outlasted the bulk
    # import's --deadline on the H200.
    p, d, took = import_with_stand_in_torch({
        "torch/__init__.py": ("import threading, time\n"
                              "threading.Thread(target=time.sleep, args=(30,)).start()\n"
                              "class no_grad:\n"
                              "    def __enter__(self): return self\n"
                              "    def __exit__(self, *a): return False\n"
                              "def device(name): return no_grad()\n"
                              "def manual_seed(n): pass\n"
                              "class backends: pass\n"
                              "class cuda:\n"
                              "    @staticmethod\n"
                              "    def is_initialized(): return False\n"),
        "torch/_dynamo/__init__.py": "class config: allow_rnn = False\n"},
        "--result", "%(d)s/r.json")
    eq((p.returncode, took < 20), (1, True), "exit status, and ended before the thread (%.1f s; "
       "stderr: %s)" % (took, p.stderr))
    with open(os.path.join(d, "r.json")) as f:
        eq(json.load(f)["status"], "refused", "the --result written")
    text_has(p.stdout + p.stderr, present=("defines no get_inputs", "phases: load"),
             what="the output")


@test
def an_interrupted_import_exits_130_with_what_it_printed():
    # An import stopped by SIGINT (the bulk import's --deadline) ends at once
    # with status 130, and what it printed to stdout (a file or a pipe, so
    # buffered) is not lost with the interpreter's shutdown skipped.
    p, _, _ = import_with_stand_in_torch({"torch/__init__.py": (
        "print('a line before the interrupt')\n"
        "raise KeyboardInterrupt\n")})
    eq(p.returncode, 130, "exit status of an interrupted import")
    text_has(p.stdout, present=("a line before the interrupt",), what="stdout")


@test
def import_help_needs_no_torch_and_names_every_mode_and_option():
    rc, out, err = run("kopt_import.py", "--help")
    no_traceback(err)
    eq(rc, 0, "exit status of --help")
    text_has(out, present=("usage: kopt_import.py", "--id", "--level", "--category",
                           "--family", "--mode", "--kopt", "--out", "--cudnn-fp32",
                           "--no-float64", "--no-time", "--result", "--rule",
                           "tf32-vs-float64", "tf32-as-compiled", "--tf32-k", "--triton",
                           "--retime"),
             what="kopt_import.py --help")


@test
def triton_and_retime_help_need_no_torch():
    for mode, opts in (("--triton", ("--kopt", "--out", "--no-float64", "--no-time")),
                       ("--retime", ("--kopt", "folder", "module"))):
        rc, out, err = run("kopt_import.py", mode, "--help")
        no_traceback(err)
        eq(rc, 0, "exit status of %s --help" % mode)
        text_has(out, present=("usage: kopt_import.py " + mode,) + opts,
                 what="kopt_import.py %s --help" % mode)


@test
def argument_errors_need_no_torch():
    cases = (
        (("m.py", "--id", "x"), "the following arguments are required"),
        (("m.py", "--id", "x", "--level", "4", "--category", "c", "--kopt", "k",
          "--out", "o"), "invalid choice"),
        (("m.py", "--id", "x", "--level", "1", "--category", "c", "--kopt",
          os.path.join(BLOCK, "no-kopt"), "--out", os.path.join(BLOCK, "o")),
         "is not an executable"),
        (("m.py", "--id", "x", "--level", "1", "--category", "c", "--kopt", "k",
          "--out", "o", "--rule", "loose"), "invalid choice: 'loose'"),
        (("m.py", "--id", "x", "--level", "1", "--category", "c", "--kopt", "k",
          "--out", "o", "--tf32-k", "0"), "--tf32-k 0: expected a positive number"),
        (("--triton", "f.py", "--out", "o"), "the following arguments are required"),
        (("--retime", "folder"), "the following arguments are required"),
    )
    for args, want in cases:
        rc, out, err = run("kopt_import.py", *args)
        no_traceback(err)
        eq(rc, 2, "exit status of kopt_import.py %s" % " ".join(args))
        text_has(err, present=(want,), what="kopt_import.py %s" % " ".join(args))


@test
def a_triton_import_without_torch_is_refused_by_name():
    """--triton on a well-formed standalone file with no torch: a refusal that
    says torch is needed (exit 1), not a traceback from Inductor's settings,
    then the line of where its time went."""
    src = os.path.join(HERE, "examples", "scaled_add.py")
    out = os.path.join(BLOCK, "never")
    rc, so, err = run("kopt_import.py", "--triton", src, "--kopt", "/bin/true", "--out", out)
    eq(rc, 1, "exit status")
    text_has(err, absent=("Traceback",), what="stderr")
    text_has(err, present=(src + ": refused: torch is needed to verify the problem",
                           "phases: none; waited for the GPU lock 0.0 s ("),
             what="stderr")
    eq(os.path.exists(out), False, "nothing written")


@test
def helion_import_help_needs_no_torch():
    rc, out, err = run("helion_import.py", "--help")
    no_traceback(err)
    eq(rc, 0, "exit status of helion_import.py --help")
    text_has(out, present=("helion_import.py [--configs CONFIGS.json] FILE.py OUT.py",
                           "helion_import.py --save-configs CONFIGS.json"),
             what="helion_import.py --help")
    rc, out, err = run("helion_import.py")
    no_traceback(err)
    eq(rc, 2, "exit status of helion_import.py without arguments")


def _entry(problem, sha, warps):
    return {"id": problem, "entry": {"example_sha256": sha, "config": {"num_warps": warps},
                                     "helion": "1.5.0", "gpu": "NVIDIA H200",
                                     "effort": "quick",
                                     "overrides": {"host_tensor_descriptors": False}}}


@test
def helion_autotunes_are_saved_into_a_configurations_file():
    """--save-configs adds autotunes' OUT.py.config.json files to a
    configurations file, one line an entry, a later one of the same id
    replacing the earlier; what is no entry, or no configurations file, is
    refused naming it, the file left as it was; all without torch."""
    d = tempfile.mkdtemp(dir=BLOCK)
    cfg = os.path.join(d, "configs.json")
    names = []
    for i, (problem, warps) in enumerate((("HT-b", 4), ("HT-a", 2), ("HT-b", 8))):
        names.append(os.path.join(d, "%d.config.json" % i))
        with open(names[-1], "w") as f:
            json.dump(_entry(problem, "ab" * 32, warps), f)
    rc, out, err = run("helion_import.py", "--save-configs", cfg, names[0], names[1])
    no_traceback(err)
    eq(rc, 0, "exit status: " + err)
    text_has(out, present=(cfg + ": 2 configurations (HT-a, HT-b)",), what="stdout")
    with open(cfg) as f:
        text = f.read()
    lines = text.splitlines()
    eq(lines[1], ' "format": "kopt-helion-configs/1",', "the format line")
    eq([ln.split(":")[0].strip() for ln in lines[3:5]], ['"HT-a"', '"HT-b"'],
       "one line an entry, sorted")
    rc, out, err = run("helion_import.py", "--save-configs", cfg, names[2])
    eq(rc, 0, "exit status: " + err)
    with open(cfg) as f:
        table = json.load(f)
    eq(table["configs"]["HT-b"]["config"], {"num_warps": 8}, "the later autotune replaces")
    eq(table["configs"]["HT-a"]["config"], {"num_warps": 2}, "the other kept")
    bad = os.path.join(d, "bad.config.json")
    with open(bad, "w") as f:
        json.dump({"id": "HT-c", "entry": {"config": {}}}, f)
    rc, out, err = run("helion_import.py", "--save-configs", cfg, bad)
    no_traceback(err)
    eq(rc, 1, "exit status of a bad entry")
    text_has(err, present=(bad + ": not an autotune's entry (id, entry with example_sha256, "
                                 "config, helion, gpu, effort, overrides)",), what="stderr")
    with open(cfg) as f:
        eq(json.load(f), table, "the file after a refused entry")
    other = os.path.join(d, "other.json")
    with open(other, "w") as f:
        f.write('{"configs": {}}')
    rc, out, err = run("helion_import.py", "--save-configs", other, names[0])
    no_traceback(err)
    eq(rc, 1, "exit status of a file that is no configurations file")
    text_has(err, present=("configurations file %s: not a kopt-helion-configs/1 file" % other,),
             what="stderr")
    rc, out, err = run("helion_import.py", "--configs", other, "x.py", "y.py")
    no_traceback(err)
    eq(rc, 1, "exit status of --configs naming no configurations file")
    text_has(err, present=("configurations file %s: not a kopt-helion-configs/1" % other,),
             what="stderr")


@test
def the_shipped_helion_configurations_read():
    """datasets/tutorials/helion-configs.json is a configurations file whose
    every entry holds what it was autotuned on, for a tutorial id."""
    import helion_import
    import tutorials
    table = helion_import.read_configs(os.path.join(HERE, "..", "tutorials",
                                                    "helion-configs.json"))
    ids = {t["id"] for t in tutorials.HELION}
    for problem, e in table["configs"].items():
        eq(problem in ids, True, "%s is a Helion tutorial" % problem)
        eq((len(e["example_sha256"]), e["helion"], e["effort"]), (64, "1.5.0", "quick"),
           "%s: what it was autotuned with" % problem)
        eq(e["overrides"].get("host_tensor_descriptors"), False,
           "%s: autotuned without host descriptors" % problem)


@test
def a_float64_timeout_stops_the_block_and_says_what():
    import signal
    import kopt_import as ki
    t0 = time.monotonic()
    try:
        with ki.time_bound(0.2, "Inductor's compile (--float64-timeout)"):
            time.sleep(5)
        raised = None
    except ki.TimedOut as e:
        raised = str(e)
    eq(raised, "Inductor's compile (--float64-timeout) did not finish in 0.2 s", "the refusal")
    eq(time.monotonic() - t0 < 3, True, "stopped at the bound, not after the block's 5 s")
    eq(issubclass(ki.TimedOut, ki.Refused), True, "a timeout is a refusal")
    eq(signal.getitimer(signal.ITIMER_REAL), (0.0, 0.0), "the timer left off")
    eq(signal.getsignal(signal.SIGALRM), signal.SIG_DFL, "SIGALRM's handler put back")


@test
def a_float64_timeout_swallowed_inside_is_still_the_blocks_end():
    import kopt_import as ki
    # Inductor catches some exceptions and falls back: the block's end is
    # the refusal all the same, and an error raised after the alarm says so.
    def caught():
        with ki.time_bound(0.2, "the compile"):
            try:
                time.sleep(5)
            except Exception:
                pass
    def replaced():
        with ki.time_bound(0.2, "the compile"):
            try:
                time.sleep(5)
            except Exception:
                raise RuntimeError("backend compiler failed")
    for f, want in ((caught, "the compile did not finish in 0.2 s"),
                    (replaced, "the compile did not finish in 0.2 s (then: RuntimeError: "
                               "backend compiler failed)")):
        try:
            f()
            got = None
        except ki.TimedOut as e:
            got = str(e)
        eq(got, want, f.__name__)


@test
def no_float64_timeout_is_no_bound():
    import signal
    import kopt_import as ki
    with ki.time_bound(0, "x"):
        time.sleep(0.3)
        eq(signal.getitimer(signal.ITIMER_REAL), (0.0, 0.0), "no timer set under 0")
    try:
        with ki.time_bound(5, "x"):
            raise ValueError("an error of the block's own")
    except ValueError as e:
        eq(str(e), "an error of the block's own", "an error before the bound passes through")
    eq(signal.getitimer(signal.ITIMER_REAL), (0.0, 0.0), "the timer left off")


@test
def a_bad_float64_timeout_is_refused_by_name():
    for bad in ("-1", "soon", "inf", "nan"):
        rc, out, err = run("kopt_import.py", "--triton", "f.py", "--kopt", "/bin/true",
                           "--out", "o", "--float64-timeout", bad)
        no_traceback(err)
        eq(rc, 2, "exit status for --float64-timeout %s" % bad)
        text_has(err, present=("argument --float64-timeout: %r is not a number of seconds "
                               "(0 or more)" % bad,), what="stderr")
    rc, out, err = run("kopt_import.py", "m.py", "--id", "T-1", "--level", "1", "--category",
                       "pointwise", "--kopt", "/bin/true", "--out", "o",
                       "--float64-timeout", "-5")
    no_traceback(err)
    eq(rc, 2, "exit status of the module import for --float64-timeout -5")
    text_has(err, present=("argument --float64-timeout: '-5' is not a number of seconds",),
             what="stderr")


STAND_IN_TORCH = """
float32, float64, float16, bfloat16 = "f32", "f64", "f16", "bf16"
int32, int64, int8, uint8, bool = "i32", "i64", "i8", "u8", "b"
made = []
class Tensor:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "<%s>" % self.name
def empty_strided(shape, strides, dtype=None, device=None):
    made.append((list(shape), list(strides), dtype, device))
    return Tensor("new%d" % len(made))
class _Module:
    def eval(self):
        return self
    def __call__(self, *a):
        return self.forward(*a)
class nn:
    Module = _Module
"""
STAND_IN_TRITON = """
calls = []
class _Kernel:
    def __init__(self, fn):
        self.fn = fn
    def __getitem__(self, grid):
        return lambda *args, **kw: calls.append((self.fn.__name__, grid, args, kw))
def jit(fn):
    return _Kernel(fn)
def cdiv(a, b):
    return -(-a // b)
"""


@test
def the_launch_check_launches_the_files_kernel_as_the_specification_binds_it():
    # kopt_import.launched_model, the unmodified kernel that kopt's baseline
    # is checked against, with stand-ins for torch and Triton that record
    # the launch: the grid, the arguments in the kernel's order (inputs,
    # new outputs made empty as the specification shapes them, scalars),
    # the launch keywords, and the outputs returned (an input written in
    # place is the input itself).
    d = tempfile.mkdtemp(prefix="kopt-launch-")
    atexit.register(shutil.rmtree, d, ignore_errors=True)
    os.makedirs(os.path.join(d, "torch"))
    os.makedirs(os.path.join(d, "triton", "language"))
    for rel, text in (("torch/__init__.py", STAND_IN_TORCH),
                      ("triton/__init__.py", STAND_IN_TRITON),
                      ("triton/language/__init__.py", "constexpr = int\n")):
        with open(os.path.join(d, rel), "w") as f:
            f.write(text)
    script = """
import json, sys
sys.path.insert(0, %r)
import torch, triton
import kopt_import as ki
from triton_standalone import read_problem
out = {}
for f in ("scaled_add.py", "softmax_rows_inplace.py"):
    path = %r + "/" + f
    plan = read_problem(path)
    names = [t["name"] for t in plan["spec"]["inputs"]]
    got = ki.launched_model(path, plan)(*[torch.Tensor(n) for n in names])
    name, grid, args, kw = triton.calls.pop()
    out[f] = {"kernel": name, "grid": list(grid), "args": [repr(a) for a in args], "kw": kw,
              "returned": repr(got), "made": torch.made[:]}
    del torch.made[:]
print(json.dumps(out, sort_keys=True))
""" % (HERE, os.path.join(HERE, "examples"))
    env = dict(os.environ, PYTHONPATH=d + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       env=env, timeout=60)
    eq(p.returncode, 0, "exit status (%s)" % p.stderr[-500:])
    got = json.loads(p.stdout)
    eq(got["scaled_add.py"], {
        "kernel": "scaled_add_kernel", "grid": [4096, 1, 1],
        "args": ["<x>", "<y>", "<new1>", "4194304", "0.5"],
        "kw": {"num_warps": 4, "num_stages": 1, "BLOCK_SIZE": 1024},
        "returned": "<new1>", "made": [[[4096, 1024], [1024, 1], "f32", "cuda"]]},
        "scaled_add's launch")
    eq(got["softmax_rows_inplace.py"], {
        "kernel": "softmax_rows_inplace", "grid": [4096, 1, 1],
        "args": ["<x>", "4096", "1000", "1000", "1"],
        "kw": {"num_warps": 4, "num_stages": 1, "BLOCK_N": 1024},
        "returned": "<x>", "made": []},
        "softmax_rows_inplace's launch (written in place: the input is the output)")


@test
def retime_refuses_another_file_than_the_folders_own_before_torch():
    # --retime of a standalone folder with a file other than the one it was
    # imported from (kept in it as triton_input.py) is refused, naming both,
    # and so is a folder without a readable manifest; both before torch.
    d = tempfile.mkdtemp(prefix="kopt-retime-")
    atexit.register(shutil.rmtree, d, ignore_errors=True)
    folder = os.path.join(d, "T1-x")
    os.makedirs(folder)
    with open(os.path.join(folder, "manifest.json"), "w") as f:
        json.dump({"id": "T1-x", "provenance": "kopt_import/1 --triton from x.py"}, f)
    with open(os.path.join(folder, "triton_input.py"), "w") as f:
        f.write("# the kernel as imported\n")
    other = os.path.join(d, "x.py")
    with open(other, "w") as f:
        f.write("# the kernel, edited since\n")
    rc, out, err = run("kopt_import.py", "--retime", folder, other, "--kopt", "/bin/true")
    no_traceback(err)
    eq(rc, 1, "exit status for another file")
    text_has(err, present=("%s: refused: not the file %s was imported from (%s differs)"
                           % (other, folder, os.path.join(folder, "triton_input.py")),),
             what="stderr")
    # the same file passes this check and goes on to torch (kept out here)
    with open(other, "w") as f:
        f.write("# the kernel as imported\n")
    rc, out, err = run("kopt_import.py", "--retime", folder, other, "--kopt", "/bin/true")
    text_has(err, absent=("refused: not the file",), what="stderr for the same file")
    text_has(err, present=("torch is kept out",), what="stderr for the same file (torch reached)")
    empty = os.path.join(d, "empty")
    os.makedirs(empty)
    rc, out, err = run("kopt_import.py", "--retime", empty, other, "--kopt", "/bin/true")
    no_traceback(err)
    eq(rc, 1, "exit status without a manifest")
    text_has(err, present=("%s: refused: no readable manifest.json (" % empty,), what="stderr")


finish()
