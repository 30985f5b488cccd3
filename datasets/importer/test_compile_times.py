#!/usr/bin/env python3
"""CPU tests of compile_times.py (cold compile times for max-autotune's
tuning time), with no torch, no GPU and no KernelBench checkout: a fake
tree of three problems and a stub importer (KOPT_KB_IMPORTER) that compiles
(a checkpoint with its compile phase, exit 75), refuses, crashes or hangs
as each problem's id asks.  Run: python3
datasets/importer/test_compile_times.py (prints "N passed, N failed, N
skipped")."""
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import compile_times as ct  # noqa: E402
from minitest import eq, finish, test, text_has  # noqa: E402

TOOL = os.path.join(HERE, "compile_times.py")
TMP = tempfile.mkdtemp(prefix="kopt-compile-times-test-")
atexit.register(shutil.rmtree, TMP, True)

# level 1: 1 compiles (12.5 s), 2 refuses, 3 crashes; level 2: 1 compiles;
# level 3: 1 compiles (a family), 2 hangs
TREE = os.path.join(TMP, "kb")
for lv, names in ((1, ["Square_matmul", "Refused_op", "Crash_op"]),
                  (2, ["Gemm_Square"]), (3, ["MLP", "Hang_net"])):
    d = os.path.join(TREE, "KernelBench", "level%d" % lv)
    os.makedirs(d)
    for k, n in enumerate(names, 1):
        with open(os.path.join(d, "%d_%s.py" % (k, n)), "w") as f:
            f.write("# stand-in\n")

STUB = os.path.join(TMP, "stub.py")
with open(STUB, "w") as f:
    f.write(r'''
import json, os, sys, time
a = sys.argv[1:]
def val(k):
    return a[a.index(k) + 1]
with open(os.environ["STUB_CALLS"], "a") as c:
    c.write(json.dumps(a) + "\n")
name = os.path.basename(a[0])
if "Square" in name or "MLP" in name:
    ck = val("--checkpoint")
    os.makedirs(os.path.join(ck, "problem"))
    with open(os.path.join(ck, "problem", "manifest.json"), "w") as f:
        json.dump({"torch": {"version": "2.11.0+cu130"}}, f)
    with open(os.path.join(ck, "checkpoint.json"), "w") as f:
        json.dump({"key": "k", "phases": {"compile": 12.5 if "Square" in name else 80.25},
                   "note": None}, f)
    sys.exit(75)
if "Refused" in name:
    with open(val("--result"), "w") as f:
        json.dump({"status": "refused", "reason": "unsupported call aten.foo"}, f)
    print("x.py: refused: unsupported call aten.foo")
    sys.exit(1)
if "Crash" in name:
    print("RuntimeError: boom at /some/machine/path/file.py")
    sys.exit(3)
if "--compile-started" in a:
    time.sleep(0.5)   # loading the model, before its compile
    with open(val("--compile-started"), "w") as f:
        f.write("%.6f\n" % time.time())
time.sleep(60)
''')


def run(*args, env=None):
    e = dict(os.environ, KOPT_KB_IMPORTER="%s %s" % (sys.executable, STUB),
             STUB_CALLS=os.path.join(TMP, "calls"), **(env or {}))
    return subprocess.run([sys.executable, TOOL, TREE, sys.executable] + list(args),
                          capture_output=True, text=True, env=e, timeout=120)


def calls():
    path = os.path.join(TMP, "calls")
    return [json.loads(line) for line in open(path)] if os.path.exists(path) else []


@test
def each_problem_compiled_cold_alone_and_only_compiled():
    table = os.path.join(TMP, "t1.tsv")
    r = run("--mode", "max-autotune", "--level", "1", "--table", table)
    eq(r.returncode, 0, "exit (%s)" % r.stderr)
    rows = ct.read_table(table)
    eq(sorted(rows), [("L1-001", "max-autotune"), ("L1-002", "max-autotune"),
                      ("L1-003", "max-autotune")], "rows")
    ok = rows[("L1-001", "max-autotune")]
    eq((ok["status"], ok["compile_s"], ok["torch"]), ("compiled", "12.50", "2.11.0+cu130"),
       "the checkpoint's compile phase")
    eq(ct.compile_s(ok), 12.5, "compile_s")
    eq((rows[("L1-002", "max-autotune")]["status"], rows[("L1-002", "max-autotune")]["reason"]),
       ("failed", "unsupported call aten.foo"), "a refusal")
    eq(rows[("L1-003", "max-autotune")]["reason"], "RuntimeError: boom at file.py",
       "a crash's reason, without the machine path")
    for c in calls():
        for flag in ("--fresh-caches", "--compile-only", "--no-float64", "--no-ptx"):
            text_has(" ".join(c), present=(flag,), what="the importer's arguments")
        eq(c[c.index("--mode") + 1], "max-autotune", "mode")
    text_has(r.stdout, present=("compiled L1-001: 12.5 s", "failed L1-002: unsupported"),
             what="the progress")


@test
def a_timed_problem_is_kept_and_the_other_mode_is_its_own_row():
    table = os.path.join(TMP, "t1.tsv")
    os.remove(os.path.join(TMP, "calls"))
    r = run("--mode", "max-autotune", "--only", "L1-001", "--table", table)
    eq(r.returncode, 0, "exit")
    eq(os.path.exists(os.path.join(TMP, "calls")), False, "a problem with a row compiled again")
    text_has(r.stderr, present=("1 problem(s) chosen: 0 to compile in max-autotune mode, 1 kept",),
             what="the plan")
    r = run("--mode", "default", "--only", "L1-001", "--table", table)
    eq(r.returncode, 0, "exit")
    eq(ct.compile_s(ct.read_table(table)[("L1-001", "default")]), 12.5, "default's row")
    eq(len(ct.read_table(table)), 4, "rows")


@test
def family_passed_and_a_hang_is_a_timeout_row():
    table = os.path.join(TMP, "t3.tsv")
    r = run("--mode", "default", "--level", "3", "--timeout", "2", "--table", table)
    eq(r.returncode, 0, "exit (%s)" % r.stderr)
    rows = ct.read_table(table)
    eq(rows[("L3-002", "default")]["reason"], "timeout after 2 s", "the hang")
    eq(ct.compile_s(rows[("L3-001", "default")]), 80.25, "L3-001")
    mlp = [c for c in calls() if c[0].endswith("1_MLP.py")][-1]
    eq("--family" in mlp, True, "level 3's family passed")


@test
def the_deadline_leaves_a_stopped_row_tried_again_only_with_more_time():
    table = os.path.join(TMP, "t4.tsv")
    r = run("--mode", "default", "--only", "L3-002", "--deadline", "2", "--table", table)
    eq(r.returncode, 1, "exit: a problem left without its compile time")
    row = ct.read_table(table)[("L3-002", "default")]
    eq((row["status"], ct.compile_s(row)), ("stopped", None), "a stopped row, no compile time")
    ran = ct.ran_s(row)
    eq(ran is not None and 1.5 <= ran < 15, True, "the seconds it ran: %r" % (ran,))
    text_has(row["reason"], present=("stopped at the --deadline after",), what="reason")
    # how long it had compiled: from the importer's --compile-started to the
    # stop, a lower bound of its compile time (the half second before its
    # compile not counted)
    comp = ct.compiling_s(row)
    eq(comp is not None and 0.2 <= comp <= ran - 0.4, True,
       "compiled %r of the %r s it ran" % (comp, ran))
    eq(row["reason"].endswith(ct.COMPILING % comp), True, "reason: %r" % row["reason"])
    eq(ct.compiling_s(dict(row, status="compiled")), None, "only a stopped row's")
    eq(ct.compiling_s(dict(row, reason="stopped at the --deadline after 5 s")), None,
       "a stopped row from before the figure")
    text_has(r.stdout, present=("stopped  L3-002 (at the --deadline after",), what="output")
    # a run with less time than it ran does not start it (a cold compile
    # cannot be resumed)
    n = len(calls())
    r = run("--mode", "default", "--only", "L3-002", "--deadline", "1", "--table", table)
    eq(r.returncode, 1, "exit")
    eq(len(calls()), n, "started again with less time than it ran")
    text_has(r.stdout, present=("not started L3-002 (stopped after",), what="output")
    # one with more time tries it again, before the problems with no row:
    # it has the whole stretch (and the fresh problem none left)
    r = run("--mode", "default", "--level", "3", "--deadline", "%g" % (ran + 3), "--table",
            table)
    eq(r.returncode, 1, "exit")
    order = [os.path.basename(c[0]) for c in calls()[n:]]
    eq(order, ["2_Hang_net.py"], "the stopped problem first, and the stretch is over")
    text_has(r.stdout, present=("not started L3-001 (past the --deadline; no row)",),
             what="output")
    rows = ct.read_table(table)
    eq(("L3-001", "default") in rows, False, "L3-001 has no row")
    eq(rows[("L3-002", "default")]["status"], "stopped", "stopped again")
    eq(ct.ran_s(rows[("L3-002", "default")]) > ran, True, "it ran longer this time")
    # the next run, whose stretch the stopped one cannot use, compiles the
    # fresh one
    r = run("--mode", "default", "--level", "3", "--deadline", "%g" % (ran + 1), "--table",
            table)
    eq(ct.compile_s(ct.read_table(table)[("L3-001", "default")]), 80.25, "L3-001 compiled")


@test
def bad_input_is_named():
    bad = os.path.join(TMP, "bad.tsv")
    with open(bad, "w") as f:
        f.write("id\tmode\n")
    r = run("--mode", "default", "--table", bad)
    eq(r.returncode, 2, "exit")
    text_has(r.stderr, present=("compile_times.py: %s: expected the header" % bad,),
             what="stderr")
    with open(bad, "w") as f:
        f.write("\t".join(ct.COLUMNS) + "\n" + "L1-001\tdefault\tcompiled\tsoon\t-\t-\t-\t-\n")
    r = run("--mode", "default", "--table", bad)
    eq(r.returncode, 2, "exit")
    text_has(r.stderr, present=("%s:2: compile_s 'soon' is not a time" % bad,), what="stderr")
    r = run("--mode", "default", "--only", "L9-001", "--table", bad)
    eq(r.returncode, 2, "exit")
    r = run("--mode", "fast")
    eq(r.returncode, 2, "exit")
    text_has(r.stderr, present=("invalid choice: 'fast'",), what="stderr")


@test
def help_needs_no_torch_and_names_the_table():
    r = subprocess.run([sys.executable, TOOL, "--help"], capture_output=True, text=True,
                       timeout=60)
    eq(r.returncode, 0, "exit of --help")
    text_has(r.stdout, present=("--mode", "--deadline", "compile-times.tsv",
                                "--fresh-caches", "--compile-only --no-float64"),
             what="--help")


finish()
