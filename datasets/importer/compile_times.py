#!/usr/bin/env python3
"""Cold compile times of KernelBench problems in one Inductor mode, for
max-autotune's tuning time (issue 28: its cold compile less the default
mode's), on a machine with an NVIDIA GPU, torch and Triton:

    python3 datasets/importer/compile_times.py KB_DIR --mode default|max-autotune
        [--level N] [--only ID,...] [--sample NAME] [--table FILE]
        [--timeout S] [--deadline S] KOPT

Each chosen problem is compiled by kopt_import.py as import_kernelbench.sh
imports it (its --category and --family, torch's cuDNN setting, --no-ptx),
with empty Inductor and Triton caches of its own (--fresh-caches), and no
more: --compile-only --no-float64 stops it once its compile is in its
checkpoint, before the float64 model, the verification and the timing.  The
time is that checkpoint's compile phase: the importer's own seconds of
Dynamo, Inductor, its autotuning and the first run, what an import's
validation.compile.s holds, at a fraction of an import's cost and without
touching the committed problem folders (a folder's manifest is part of its
problem's identity in every recording made from it).  One problem at a
time: a compile that shared the GPU or the CPU with another would time
max-autotune's autotuning under load.

Each outcome is a row of the table (default
datasets/kernelbench/compile-times.tsv, rewritten atomically after each
problem): id mode status compile_s reason gpu torch date, status "compiled"
or "failed" (the reason: the importer's refusal, its exit status, or the
timeout).  A problem with a row in the mode is kept (resumable; remove its
row to time it again).  --timeout S (default 1800) stops one compile;
--deadline S: none starts S seconds after this run did, and one still
running then is stopped with a "stopped" row, compile_s the seconds it ran
(no compile time: the importer's wall time when it was stopped), its reason
ending "it had compiled for N s" where the importer had begun compiling (its
--compile-started time to the stop: a lower bound of the compile time, which
policy_table.py uses for a compile longer than a stretch).  A later
run tries a stopped problem again before the problems with no row (the
shortest-stopped first), so that it has the stretch from its start, and
only with more time than it ran (its --timeout and what is left before its
--deadline): a cold compile cannot be resumed, so one that outlasts a
stretch is not started again in a shorter one (max-autotune's level-3
compiles take minutes; KernelBench L3-030's over 800 s on the H200; on
the H200 L3-009's, tried again after three problems with no row, was
stopped a second time with 286 s left).
KOPT_KB_IMPORTER replaces the importer command (the tests' stub).  Exit 0
once every chosen problem has a compiled or failed row, 1 if one has none
or a stopped one, 2 on a bad argument."""
import argparse
import datetime
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import kernelbench as kb  # noqa: E402

TABLE = os.path.join(ROOT, "datasets", "kernelbench", "compile-times.tsv")
COLUMNS = ("id", "mode", "status", "compile_s", "reason", "gpu", "torch", "date")
MODES = ("default", "max-autotune")
STATUSES = ("compiled", "failed", "stopped")
COMPILED_ONLY = 75   # kopt_import.py's exit status after --compile-only
# A stopped row's reason ends with how long its compile phase had run (a
# lower bound of its compile time, what policy_table.py reads of it).
COMPILING = "it had compiled for %.1f s"
COMPILING_RE = r"it had compiled for ([0-9]+(?:\.[0-9]+)?) s"


class Error(Exception):
    pass


def read_table(path):
    """{(id, mode): row} of a compile-times table; {} when there is none."""
    if not os.path.exists(path):
        return {}
    rows = {}
    with open(path) as f:
        head = f.readline().rstrip("\n").split("\t")
        if tuple(head) != COLUMNS:
            raise Error("%s: expected the header %s" % (path, "\t".join(COLUMNS)))
        for n, line in enumerate(f, 2):
            cells = line.rstrip("\n").split("\t")
            if len(cells) != len(COLUMNS):
                raise Error("%s:%d: %d cells, expected %d" % (path, n, len(cells),
                                                               len(COLUMNS)))
            row = dict(zip(COLUMNS, cells))
            if row["mode"] not in MODES or row["status"] not in STATUSES:
                raise Error("%s:%d: mode %r, status %r" % (path, n, row["mode"],
                                                           row["status"]))
            if row["status"] in ("compiled", "stopped") and ran_s(row) is None:
                raise Error("%s:%d: compile_s %r is not a time" % (path, n, row["compile_s"]))
            rows[(row["id"], row["mode"])] = row
    return rows


def ran_s(row):
    """The seconds of a row's compile_s cell, else None."""
    v = kb.number((row or {}).get("compile_s"))
    return v if v is not None and v >= 0 else None


def compile_s(row):
    """A compiled row's seconds, else None (a stopped row's are not a
    compile time)."""
    if not row or row.get("status") != "compiled":
        return None
    return ran_s(row)


def gpu_name():
    """The first visible GPU's name (nvidia-smi), else kb.NONE."""
    try:
        r = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                           capture_output=True, text=True, timeout=60)
        names = r.stdout.strip().splitlines()
        vis = os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")[0].strip()
        i = int(vis) if vis.isdigit() else 0
        return names[i].strip() if r.returncode == 0 and i < len(names) else kb.NONE
    except (OSError, subprocess.SubprocessError, ValueError):
        return kb.NONE


def compiling_s(row):
    """Of a stopped row, the seconds its compile phase had run when it was
    stopped (the importer's --compile-started to the stop): a lower bound of
    its compile time.  None for another row, or a stopped one that had not
    begun compiling (or predates the figure)."""
    if not row or row.get("status") != "stopped":
        return None
    m = re.search(COMPILING_RE, row.get("reason") or "")
    return float(m.group(1)) if m else None


def started_compiling(path):
    """The time the importer wrote to its --compile-started FILE, else None."""
    try:
        with open(path) as f:
            return float(f.read().strip())
    except (OSError, ValueError):
        return None


def time_one(q, mode, kopt, timeout, importer):
    """(status, seconds or None, reason, torch version, compiling) of one cold
    compile; compiling: of one stopped by TIMEOUT, the seconds its compile
    phase had run, else None."""
    work = tempfile.mkdtemp(prefix="kopt-compile-time-")
    ckpt = os.path.join(work, "checkpoint")
    mark = os.path.join(work, "compile.started")
    cmd = importer + [q["path"], "--id", q["id"], "--level", str(q["level"]),
                      "--category", q["category"], "--mode", mode, "--no-ptx",
                      "--no-float64", "--fresh-caches", "--compile-only",
                      "--compile-started", mark,
                      "--checkpoint", ckpt, "--kopt", kopt,
                      "--out", os.path.join(work, "out"),
                      "--result", os.path.join(work, "result.json")]
    if q.get("family"):
        cmd += ["--family", q["family"]]
    log = os.path.join(work, "log")
    try:
        with open(log, "w") as lf:
            p = subprocess.Popen(cmd, stdout=lf, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True)
            try:
                rc = p.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                t = started_compiling(mark)
                compiling = max(0.0, time.time() - t) if t is not None else None
                os.killpg(p.pid, signal.SIGINT)
                try:
                    p.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    os.killpg(p.pid, signal.SIGKILL)
                    p.wait()
                return "failed", None, "timeout after %g s" % timeout, kb.NONE, compiling
            except KeyboardInterrupt:
                os.killpg(p.pid, signal.SIGINT)
                p.wait()
                raise
        if rc == COMPILED_ONLY:
            try:
                with open(os.path.join(ckpt, "checkpoint.json")) as f:
                    s = json.load(f)["phases"]["compile"]
                with open(os.path.join(ckpt, "problem", "manifest.json")) as f:
                    tv = (json.load(f).get("torch") or {}).get("version") or kb.NONE
            except (OSError, ValueError, KeyError, TypeError) as e:
                return "failed", None, "no compile time in the checkpoint (%s)" % (
                    e.__class__.__name__), kb.NONE, None
            if not isinstance(s, (int, float)) or s < 0:
                return "failed", None, "the checkpoint's compile phase is %r" % (s,), kb.NONE, None
            return "compiled", float(s), None, tv, None
        try:
            with open(os.path.join(work, "result.json")) as f:
                why = json.load(f).get("reason")
        except (OSError, ValueError, AttributeError):
            why = None
        if not why:
            why = kb.reason_from_log(log) or "exit status %d" % rc
        return "failed", None, kb.clean_reason(why), kb.NONE, None
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="compile_times.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("kb_dir", metavar="KB_DIR")
    ap.add_argument("kopt", metavar="KOPT")
    ap.add_argument("--mode", required=True, choices=MODES)
    ap.add_argument("--level", type=kb.levels_arg, action="append")
    ap.add_argument("--only", type=kb.ids_arg)
    ap.add_argument("--sample")
    ap.add_argument("--table", default=TABLE)
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--deadline", type=float, default=0)
    a = ap.parse_args(argv)
    start = time.time()
    kopt = os.path.abspath(a.kopt)
    if not os.access(kopt, os.X_OK):
        ap.error("KOPT %s is not an executable" % a.kopt)
    if not a.timeout > 0:
        ap.error("--timeout %g: expected a positive number of seconds" % a.timeout)
    importer = shlex.split(os.environ.get("KOPT_KB_IMPORTER") or "") or \
        [sys.executable, os.path.join(HERE, "kopt_import.py")]
    try:
        chosen = kb.select(kb.problems(a.kb_dir), a.level, a.only, a.sample)
        rows = read_table(a.table)
    except (Error, kb.Error) as e:
        print("compile_times.py: %s" % e, file=sys.stderr)
        return 2
    def stopped(q):
        row = rows.get((q["id"], a.mode))
        return ran_s(row) if row and row["status"] == "stopped" else None
    # The stopped ones first, shortest first (a known long compile gets the
    # stretch from its start), then the problems with no row.
    todo = sorted((q for q in chosen if stopped(q) is not None), key=stopped) + \
        [q for q in chosen if (q["id"], a.mode) not in rows]
    print("%d problem(s) chosen: %d to compile in %s mode, %d kept (a row in %s)"
          % (len(chosen), len(todo), a.mode, len(chosen) - len(todo),
             os.path.basename(a.table)), file=sys.stderr)
    gpu = gpu_name() if todo else kb.NONE
    left = 0
    for q in todo:
        limit = a.timeout
        if a.deadline:
            rest = a.deadline - (time.time() - start)
            if rest <= 0:
                print("not started %s (past the --deadline; no row)" % q["id"])
                left += 1
                continue
            limit = min(limit, rest)
        before = stopped(q)
        if before is not None and limit <= before:
            print("not started %s (stopped after %.0f s in an earlier run; %.0f s here)"
                  % (q["id"], before, limit))
            left += 1
            continue
        t0 = time.time()
        try:
            status, s, why, tv, compiling = time_one(q, a.mode, kopt, limit, importer)
        except KeyboardInterrupt:
            print("stopped  %s (interrupted; no row)" % q["id"])
            return 1
        if status == "failed" and why.startswith("timeout") and limit < a.timeout:
            status, s, tv = "stopped", time.time() - t0, kb.NONE
            why = "stopped at the --deadline after %.0f s" % s
            if compiling is not None:
                why += "; " + COMPILING % compiling
            print("stopped  %s (at the --deadline after %.0f s; a run with more time "
                  "tries again)" % (q["id"], s))
            left += 1
        rows[(q["id"], a.mode)] = {"id": q["id"], "mode": a.mode, "status": status,
                                   "compile_s": "%.2f" % s if s is not None else None,
                                   "reason": why, "gpu": gpu, "torch": tv,
                                   "date": datetime.date.today().isoformat()}
        kb.write_status(a.table, rows, COLUMNS)
        if status != "stopped":
            print("%s %s: %s" % (status, q["id"], "%.1f s" % s if s is not None else why))
        sys.stdout.flush()
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
