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
    text_has(out, present=("helion_import.py FILE.py OUT.py",), what="helion_import.py --help")
    rc, out, err = run("helion_import.py")
    no_traceback(err)
    eq(rc, 2, "exit status of helion_import.py without arguments")


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


finish()
