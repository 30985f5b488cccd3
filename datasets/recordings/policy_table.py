#!/usr/bin/env python3
"""The policies' table of issue 28: each no-model policy's end-to-end speedup
per problem, and its tuning time, beside Inductor's max-autotune over its
default mode, and max-autotune's tuning time.

    python3 datasets/recordings/policy_table.py [--kopt ./kopt]
        [--status datasets/kernelbench/status.tsv]
        [--status-ma datasets/kernelbench/status-max-autotune.tsv]
        [--problems datasets/kernelbench/problems-default]
        [--problems-ma datasets/kernelbench/problems-max-autotune]
        [--compile-times datasets/kernelbench/compile-times.tsv]
        [--tunes S] [--ma-time gpu|torch|cudagraph] RECORDING [RECORDING ...]

Each RECORDING (a .kopt file, or .kopt.xz) is a live search of the policy it
names (kopt run --llm POLICY, its provenance's backends.llm.version) against
the default mode's baseline, or a replay of one written with kopt replay
--out (a counterfactual --set or another --policy against the recorded
measurements, named so in its column); its newest run is read.  Per problem of the
recordings (by id):

- a policy's speedup: Table 9's end-to-end speedup (`kopt report --format
  json`), 1.00 where the search fell back to the baseline (FALL); the
  geomeans and the best policy use the unrounded figure Table 9 prints to
  two decimals (the outcome's speedup), the cells the two decimals;
- a policy's tuning time: the live search's wall time for the problem, as
  kopt run records it (its provenance's live.problems, summed over the
  invocations that searched it); for a run recorded before kopt kept it,
  and for a replay's column, the sum of the recorded latencies of the
  problem's observations (every LLM answer, compile, check, timing and
  profile of its steps: more than the wall time where compiles ran ahead
  beside the GPU's work, less by the harness's own work), and a line under
  the table says which column is which;
- max-autotune over default, three ways, each measured by the importer the
  same way in both modes: "GPU", kopt's time of the default mode's folder
  over its time of the max-autotune folder (the status tables' kopt_ms: the
  compiled kernels and library calls launched by kopt, the time every policy
  speedup is a ratio of); "torch.compile", the compiled modules' own times
  (the status tables' torch_compile_ms: Inductor's Python wrapper too, its
  host time included); "CUDA graphs", the compiled modules replayed as CUDA
  graphs (the folders' validation.timing.torch_compile_cudagraph_ms: torch's
  own launches without the wrapper's host time, and without an L2 flush),
  the check on the first that does not go through kopt.  --ma-time (default
  gpu) says which one the geomeans and the goal use: a kernel search
  measures GPU work, and a module whose wrapper's host time hides its GPU
  work gives a torch.compile ratio no kernel can reach or lose (KernelBench
  L3-009, ResNet18 at batch 2 on the H200: 1.40 by torch.compile, 0.94 by
  GPU work, 0.74 under CUDA graphs);
- max-autotune's tuning time: its cold compile's seconds less the default
  mode's, from compile_times.py's table (both modes' rows compiled, on one
  GPU), else from the problem folders' validation.compile.s (both imported
  with --fresh-caches); where max-autotune's compile outlasted a stretch of
  GPU time (a stopped row saying how long it had compiled), at least that
  less the default mode's (`≥`: a lower bound, counted in the goal only
  where it is itself 30 s or more, so that the goal is met only where it
  would be with the true time); `-` where none of these is known.

A time is a card's: max-autotune over default is `-` where the two status
rows name different GPUs (their gpu column), and the lines under the table
name the GPUs of the searches (provenance's backends.measure.describe.device)
and of the status rows, saying so where they differ.

A last column says, where the best policy's speedup is below max-autotune's,
what the recordings and tables show of why: max-autotune's gain inside the
spread of its two timings (the folders' kopt_p10_ms to kopt_p90_ms), library
calls max-autotune replaced with Triton code (kopt keeps every library call,
the paper's dispatch rule), a different kernel count, the share of the
baseline's GPU time in Triton kernels (1 - the outcome's vendor_share, what a
kernel search can act on), the search's fallback reason, and where
max-autotune retuned a kernel both modes compiled (another launch
configuration of the same kernel), how many of coordinate descent's moves
(a block or num_warps doubled or halved, num_stages one up or down: the
coordesc policy's, policy_coordesc.c) lie between the default mode's
configuration and max-autotune's, how many between the configuration
the best policy kept (its chosen candidate, else the baseline's) and
max-autotune's, and whether the best policy's recording timed
max-autotune's configuration of that kernel (the median of its first
kernel-scope timing, beside the kept configuration's time) or never did.
Where the best policy's tuning time is over a fifth of max-autotune's (on a
problem max-autotune tunes --tunes s or more), it says what the search spent
it on: the kernels searched, the candidates compiled and the seconds a
candidate, and the seconds of the kernels whose baseline time is under 1 %
of the model's (those search.min_share = 0.01 would leave unsearched); the
line under the table sums those seconds over the goal's problems.

Then each column's geometric mean over the problems where every speedup is
known, the best policy (the highest geomean; of equal ones the first given,
named by its column where two recordings share a policy), and issue 28's goal: the best
policy's geomean at least max-autotune's, with its tuning time at most a
fifth of max-autotune's summed over the problems where max-autotune tunes
for at least --tunes seconds (default 30).  A problem whose max-autotune
tuning time is unknown (never measured, or a lower bound under --tunes)
may belong to that sum or not: with such problems the goal is "met" only if
it holds with them at their worst (each in the sum at exactly --tunes s
where the policy took over a fifth of that on it, else out), otherwise
"undecided", unless the geomean alone fails it.  Prints Markdown; exit 0, or 2 on
bad input (named).  Needs no GPU."""
import argparse
import json
import lzma
import math
import os
import pathlib
import shutil
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "datasets", "importer"))
import compile_times as ct  # noqa: E402
import kernelbench as kb  # noqa: E402

# Issue 28's goal: the best policy's tuning time at most this share of
# max-autotune's, over the problems where max-autotune tunes at least --tunes s.
TUNING_SHARE = 0.2
TUNES_S = 30.0


class Error(Exception):
    pass


def opened(path, scratch):
    """A readable SQLite file for PATH: itself, or its .xz decompressed into
    SCRATCH."""
    if not os.path.isfile(path):
        raise Error("%s: no such file" % path)
    if not path.endswith(".xz"):
        return path
    out = os.path.join(scratch, "%d-%s" % (len(os.listdir(scratch)),
                                           os.path.basename(path)[:-3]))
    try:
        with lzma.open(path) as src, open(out, "wb") as dst:
            shutil.copyfileobj(src, dst)
    except (lzma.LZMAError, EOFError) as e:     # EOFError: a truncated .xz
        raise Error("%s: not a whole xz file (%s)" % (path, e))
    except OSError as e:
        raise Error("%s: cannot be read (%s)" % (path, e))
    return out


def policy_of(prov):
    """(the policy's name, the provenance of the live run behind it) of a
    run's provenance: backends.llm.version of a live run; of a replay (kopt
    replay --out), its --policy or the replayed run's policy, with its
    --set overrides: "coordesc/1 (replay, gates.gate4.floor_check=baseline)".
    (None, None) when it names none."""
    try:
        return prov["backends"]["llm"]["version"], prov
    except (KeyError, TypeError):
        pass
    of = prov.get("replay_of") if isinstance(prov, dict) else None
    if not isinstance(of, dict):
        return None, None
    name, live = policy_of(of.get("provenance"))
    if isinstance(of.get("policy"), str):
        name = of["policy"]
    if name is None:
        return None, None
    sets = [x for x in of.get("overrides") or [] if isinstance(x, str)]
    return "%s (replay%s)" % (name, "".join(", " + x for x in sets)), live


def recording(path, kopt, scratch):
    """{policy, run, name, speed: {id: float}, fell_back: set, tuning_s: {id: s}}
    of the newest run of the recording at PATH."""
    db = opened(path, scratch)
    try:
        # The path as a file: URI, quoted ('#' or '?' in a name would end it).
        con = sqlite3.connect(pathlib.Path(db).resolve().as_uri() + "?mode=ro", uri=True)
        run, name, prov = con.execute(
            "SELECT id, name, provenance FROM runs ORDER BY id DESC LIMIT 1").fetchone()
        rows = con.execute("SELECT step, latency_ms, kind FROM observations WHERE run = ?",
                           (run,)).fetchall()
        outs = con.execute("SELECT problem_id, outcome FROM outcomes WHERE run = ?",
                           (run,)).fetchall()
        cands = con.execute(
            "SELECT c.problem_id, c.id, b.data, c.subkernel FROM candidates c JOIN blobs b "
            "ON b.id = c.content WHERE c.run = ?", (run,)).fetchall()
        times = con.execute(
            "SELECT o.step, q.data, p.data FROM observations o JOIN blobs q ON q.id = o.request "
            "JOIN blobs p ON p.id = o.reply WHERE o.run = ? AND o.kind = 'time' "
            "AND o.status = 'ok' ORDER BY o.seq", (run,)).fetchall()
        con.close()
    except (sqlite3.Error, TypeError) as e:
        raise Error("%s: not a kopt recording with a run (%s)" % (path, e))
    try:
        prov = json.loads(prov)
    except (ValueError, TypeError):
        prov = None
    replayed = isinstance(prov, dict) and "replay_of" in prov
    policy, prov = policy_of(prov)
    if policy is None:
        raise Error("%s: run %d's provenance names no policy (backends.llm.version)"
                    % (path, run))
    try:
        device = prov["backends"]["measure"]["describe"]["device"]
    except (KeyError, TypeError):
        device = None
    outcome = {}
    for pid, text in outs:
        try:
            outcome[pid] = json.loads(text)
        except (ValueError, TypeError):
            raise Error("%s: run %d's outcome of %s is not JSON" % (path, run, pid))
    content, kernel_of = {}, {}
    for pid, cid, data, sub in cands:
        content[(pid, cid)] = data
        kernel_of[(pid, cid)] = sub
    # {(id, kernel): [(coords, ms)]}: each candidate's configuration and the
    # median of its first kernel-scope timing in that kernel's search (a
    # kernel launched twice, K and K_call1, is two targets sharing
    # candidates), in the order timed
    timed = {}
    for step, req, rep in times:
        try:
            q, r = json.loads(req), json.loads(rep)
            key = (step.split("/", 1)[0], q.get("candidate"))
            samples = [x for x in r.get("samples_ms") or [] if isinstance(x, (int, float))]
            launch = json.loads(content[key]).get("launch")
        except (ValueError, TypeError, AttributeError, KeyError):
            continue
        if q.get("scope") != "subkernel" or not samples or not isinstance(launch, dict):
            continue
        parts = step.split("/")   # PROBLEM/TARGET/tN: the target whose search timed it
        got = timed.setdefault((key[0], parts[1] if len(parts) > 2 else kernel_of[key]), [])
        if all(c != key[1] for c, _, _ in got):
            samples.sort()
            n = len(samples)
            ms = samples[n // 2] if n % 2 else (samples[n // 2 - 1] + samples[n // 2]) / 2
            got.append((key[1], coords(launch), ms))
    chosen = {}   # {id: {kernel: launch}} of the candidates the outcomes chose
    for pid, o in outcome.items():
        subs = o.get("subkernels") if isinstance(o, dict) else None
        for name, sk in (subs or {}).items():
            cid = sk.get("chosen") if isinstance(sk, dict) else None
            data = content.get((pid, cid))
            try:
                launch = json.loads(data).get("launch") if data is not None else None
            except (ValueError, TypeError, AttributeError):
                raise Error("%s: run %d's candidate %s of %s is not JSON" % (path, run, cid, pid))
            if isinstance(launch, dict):
                chosen.setdefault(pid, {})[name] = launch
    tuning, compiled, target_s = {}, {}, {}
    for step, ms, kind in rows:
        parts = step.split("/")
        pid = parts[0]
        tuning[pid] = tuning.get(pid, 0.0) + ms / 1000.0
        if kind == "compile":
            compiled[pid] = compiled.get(pid, 0) + 1
        if len(parts) > 2:   # PROBLEM/TARGET/tN: that kernel's search
            target_s[(pid, parts[1])] = target_s.get((pid, parts[1]), 0.0) + ms / 1000.0
    walls = set()   # the problems whose tuning time is the live wall time
    live = (prov or {}).get("live") if not replayed else None
    per = live.get("problems") if isinstance(live, dict) else None
    for pid, ms in (per.items() if isinstance(per, dict) else ()):
        if isinstance(ms, (int, float)) and not isinstance(ms, bool) and ms >= 0:
            tuning[pid] = ms / 1000.0
            walls.add(pid)
    r = subprocess.run([kopt, "report", db, "--run", str(run), "--format", "json"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise Error("%s: kopt report failed: %s" % (path, (r.stderr or r.stdout).strip()))
    speed, fell = {}, set()
    for s in json.loads(r.stdout)["sections"]:
        if not s["title"].startswith("Table 9"):
            continue
        cols = s["columns"]
        ip, isp, ic = cols.index("Problem"), cols.index("Speed"), cols.index("Cat")
        for row in s["rows"]:
            pid, text, cat = row[ip], row[isp], row[ic]
            if cat == "FALL":
                speed[pid] = 1.0
                fell.add(pid)
                continue
            try:
                speed[pid] = float(text.rstrip("×x"))
            except ValueError:
                raise Error("%s: Table 9 gives %s the speedup %r" % (path, pid, text))
            # Table 9 prints two decimals; the outcome keeps the figure it
            # rounds, so that geomeans, the best policy and the goal are not
            # decided by rounding (two policies 1.0057 and 1.0049 over 12
            # problems both read 1.005 from the rounded cells).
            exact = (outcome.get(pid) or {}).get("speedup")
            if isinstance(exact, (int, float)) and not isinstance(exact, bool) \
                    and exact > 0 and "%.2f" % exact == "%.2f" % speed[pid]:
                speed[pid] = float(exact)
    return {"policy": policy, "run": run, "name": name, "speed": speed, "fell_back": fell,
            "tuning_s": tuning, "walls": walls, "path": path, "outcome": outcome,
            "compiled": compiled, "target_s": target_s,
            "chosen": chosen,
            "timed": {k: [(co, ms) for _, co, ms in v] for k, v in timed.items()},
            "replayed": replayed,
            "device": device if isinstance(device, str) and device else None}


def status(path):
    """{id: row} of a status table, {} when PATH is None or missing."""
    if not path or not os.path.exists(path):
        return {}
    try:
        return kb.read_status(path)
    except kb.Error as e:
        raise Error(str(e))


def cold_compile_s(folder):
    """validation.compile.s of the problem folder when it was a cold compile
    (--fresh-caches), else None."""
    try:
        with open(os.path.join(folder, "manifest.json")) as f:
            c = json.load(f).get("validation", {}).get("compile") or {}
    except (OSError, ValueError):
        return None
    s = c.get("s")
    if c.get("fresh_caches") is True and isinstance(s, (int, float)) and s >= 0:
        return float(s)
    return None


def spread(folder):
    """The folder's kopt timing spread, (p90 - p10) / 2 over its median
    (validation.timing), else None."""
    try:
        with open(os.path.join(folder, "manifest.json")) as f:
            t = json.load(f).get("validation", {}).get("timing") or {}
    except (OSError, ValueError):
        return None
    m, lo, hi = (t.get(k) for k in ("kopt_baseline_ms", "kopt_p10_ms", "kopt_p90_ms"))
    if all(isinstance(x, (int, float)) for x in (m, lo, hi)) and m > 0 and hi >= lo:
        return (hi - lo) / 2.0 / m
    return None


def count(row, key):
    """An integer cell of a status row, else None."""
    try:
        return int(str((row or {}).get(key)))
    except ValueError:
        return None


# The fields coordinate descent moves (policy_coordesc.c's FIELDS, Inductor's
# tunable_fields): each block and num_warps doubled or halved, num_stages
# one up or down.  An older kernel's RBLOCK stands for R0_BLOCK.
COORDS = ("XBLOCK", "YBLOCK", "ZBLOCK", "R0_BLOCK", "R1_BLOCK", "BLOCK_M", "BLOCK_N",
          "BLOCK_K", "num_warps", "num_stages")


def coords(launch):
    """{field: value} of a launch's coordinates (COORDS), positive integers."""
    cx = launch.get("constexprs") if isinstance(launch.get("constexprs"), dict) else {}
    out = {}
    for f in COORDS:
        v = launch.get(f) if f in ("num_warps", "num_stages") else cx.get(f)
        if v is None and f == "R0_BLOCK":
            v = cx.get("RBLOCK")
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            out[f] = v
    return out


def moves(a, b):
    """Coordinate descent's moves from launch a to launch b over the fields
    both have: |log2| of each block's or num_warps' ratio, |difference| of
    num_stages; and the fields that differ, as "F x->y" in COORDS order."""
    ca, cb = coords(a), coords(b)
    n, said = 0, []
    for f in COORDS:
        if f not in ca or f not in cb or ca[f] == cb[f]:
            continue
        n += abs(ca[f] - cb[f]) if f == "num_stages" else \
            int(round(abs(math.log2(cb[f] / ca[f]))))
        said.append("%s %d->%d" % (f, ca[f], cb[f]))
    return n, said


def kernel_launches(folder):
    """{kernel name: launch} of a problem folder's generated kernels, {} when
    the folder or its manifest is missing."""
    try:
        with open(os.path.join(folder, "manifest.json")) as f:
            steps = json.load(f).get("steps") or []
    except (OSError, ValueError, AttributeError):
        return {}
    return {s["name"]: s["launch"] for s in steps
            if isinstance(s, dict) and s.get("kind") == "kernel"
            and isinstance(s.get("name"), str) and isinstance(s.get("launch"), dict)}


def retuned(i, best, problems, problems_ma):
    """Where max-autotune retuned kernels of I that both modes compiled: the
    clause naming the one that matters most (the longest baseline time in
    the best policy's outcome, else the most moves; then by name), its
    moves from the default mode's configuration to max-autotune's, and how
    far the configuration the best policy kept is from max-autotune's; ""
    where none was retuned."""
    if not problems or not problems_ma:
        return ""
    kd = kernel_launches(os.path.join(problems, i))
    km = kernel_launches(os.path.join(problems_ma, i))
    subs = ((best.get("outcome") or {}).get(i) or {}).get("subkernels") or {}
    ranked = []
    for name in sorted(set(kd) & set(km)):
        n, said = moves(kd[name], km[name])
        ms = (subs.get(name) or {}).get("baseline_ms")
        ms = ms if isinstance(ms, (int, float)) else -1.0
        if n:
            ranked.append((-ms, -n, name, said))
    if not ranked:
        return ""
    ranked.sort()
    ms, n, name, said = -ranked[0][0], -ranked[0][1], ranked[0][2], ranked[0][3]
    # What the policy kept: its chosen candidate where its outcome replaced
    # the baseline, else the baseline's configuration.
    o = (best.get("outcome") or {}).get(i) or {}
    kept = (best.get("chosen") or {}).get(i, {}).get(name) \
        if o.get("status") == "replaced" else None
    left, _ = moves(kept or kd[name], km[name])
    return ("max-autotune retuned %d of the %d kernel(s) both modes compiled; the %s, "
            "%s%s, is %d coordinate move(s) from default mode's configuration (%s); %s "
            "ended %s" % (
                len(ranked), len(set(kd) & set(km)),
                "longest" if ms >= 0 else "farthest", name,
                " (%.3f ms)" % ms if ms >= 0 else "", n, ", ".join(said), best["policy"],
                "at max-autotune's configuration" if kept and not left else
                "%d move(s) from it%s" % (left, "" if kept else ", keeping the baseline's"))) \
        + ("" if kept and not left else timed_text(best, i, name, km[name], kept,
                                                    subs.get(name) or {}))


def timed_text(best, i, name, ma_launch, kept, sub):
    """Whether the best policy timed max-autotune's configuration of kernel
    NAME of I (its recording's "timed"; "" for a table built without it):
    the time it measured there beside that of the configuration it kept
    (SUB: its outcome's sub-kernel, chosen_ms or baseline_ms), or that it
    never timed that configuration, or this kernel at all."""
    if "timed" not in best:
        return ""
    mine = best["timed"].get((i, name)) or []
    if not mine:
        return "; it timed no candidate of this kernel"
    at = [ms for co, ms in mine if co == coords(ma_launch)]
    if not at:
        return "; it never timed max-autotune's configuration"
    own = sub.get("chosen_ms" if kept else "baseline_ms")
    return "; it timed max-autotune's configuration at %.3f ms%s" % (
        at[0], " against %.3f ms for the one it kept" % own
        if isinstance(own, (int, float)) and not isinstance(own, bool) else "")


def why(i, best, ma, st, st_ma, problems, problems_ma):
    """Why the best policy's speedup on I is below max-autotune's MA (a ratio),
    as far as the recording and the tables show; "" where it is not below."""
    mine = best["speed"].get(i)
    if mine is None or ma is None or mine >= ma:
        return ""
    out = []
    sd = spread(os.path.join(problems, i)) if problems else None
    sm = spread(os.path.join(problems_ma, i)) if problems_ma else None
    if sd is not None and sm is not None and abs(ma - 1.0) <= sd + sm:
        out.append("max-autotune's %.3f is inside its two timings' spread (+-%.1f%%)"
                   % (ma, 100 * (sd + sm)))
    kd, km = count(st.get(i), "kernels"), count(st_ma.get(i), "kernels")
    ed, em = count(st.get(i), "externs"), count(st_ma.get(i), "externs")
    if ed is not None and em is not None and em < ed:
        out.append("max-autotune replaced %d of %d library call(s) with Triton code "
                   "(kopt keeps library calls)" % (ed - em, ed))
    elif kd is not None and km is not None and kd != km:
        out.append("max-autotune compiled %d Triton kernel(s), default mode %d" % (km, kd))
    o = best.get("outcome", {}).get(i) or {}
    vs = o.get("vendor_share")
    if o.get("fallback_reason") == "NO_TRITON":
        out.append("no Triton kernel to search")
    elif isinstance(vs, (int, float)):
        t = 100 * (1 - vs)
        out.append("Triton kernels are %s%% of the baseline's GPU time"
                   % ("%.1f" % t if t < 10 else "%.0f" % t))
    if o.get("fallback_reason") and o.get("fallback_reason") != "NO_TRITON":
        out.append("fell back: %s" % o["fallback_reason"])
    r = retuned(i, best, problems, problems_ma)
    if r:
        out.append(r)
    return "; ".join(out)


def slow(i, best, ma_tune, bound, tunes=TUNES_S):
    """Where the best policy's tuning time on I is over TUNING_SHARE of
    max-autotune's MA_TUNE (one that tunes TUNES s or more; BOUND: a lower
    bound), what its search spent it on, from its recording: the kernels
    searched, the candidates compiled, and the seconds of the kernels whose
    baseline time is under 1 % of the model's (what search.min_share = 0.01
    would leave unsearched); "" where it is within the share."""
    mine = best["tuning_s"].get(i)
    if mine is None or ma_tune is None or ma_tune < tunes or mine <= TUNING_SHARE * ma_tune:
        return ""
    text = ("its search took %.1f s, %s%.2f of max-autotune's %s%.1f s (the goal: %.2f or "
            "less)" % (mine, "at most " if bound else "", mine / ma_tune,
                       "at least " if bound else "", ma_tune, TUNING_SHARE))
    o = best.get("outcome", {}).get(i) or {}
    subs = o.get("subkernels") if isinstance(o.get("subkernels"), dict) else {}
    n = best.get("compiled", {}).get(i, 0)
    if subs and n:
        text += ": %d kernel(s) searched, %d candidate(s) compiled, %.2f s a candidate" % (
            len(subs), n, mine / n)
    n_small, ss = small_kernels(i, best)
    if n_small:
        text += ("; %.1f s of it on the %d kernel(s) under 1%% of the model's baseline time"
                 % (ss, n_small))
    return text


def small_kernels(i, best):
    """(n, s): the kernels of I the best policy searched whose baseline time
    is under 1 % of the model's (the outcome's baseline_ms against its
    base_ms), and the seconds of their searches (PROBLEM/KERNEL/tN steps)."""
    o = best.get("outcome", {}).get(i) or {}
    subs = o.get("subkernels") if isinstance(o.get("subkernels"), dict) else {}
    base = o.get("base_ms")
    if not isinstance(base, (int, float)) or base <= 0:
        return 0, 0.0
    small = [t for t, sk in subs.items() if isinstance(sk, dict)
             and isinstance(sk.get("baseline_ms"), (int, float))
             and sk["baseline_ms"] < 0.01 * base]
    return len(small), sum(best.get("target_s", {}).get((i, t), 0.0) for t in small)


def number(x):
    """A positive time from a status table's cell (kernelbench.number), else None."""
    v = kb.number(x)
    return v if v is not None and v > 0 else None


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def gpu_of(row):
    """The status row's GPU, None where the table does not say (kernelbench.NONE)."""
    g = (row or {}).get("gpu")
    return g if g and g != kb.NONE else None


def devices_lines(recs, ids, st, st_ma, cross):
    """The lines under the table that name the cards."""
    mine = sorted({r.get("device") or "unnamed" for r in recs})
    rows = [g for t in (st, st_ma) for i in ids if i in t for g in [gpu_of(t[i])] if g]
    theirs = sorted(set(rows))
    out = ["GPUs: the searches on %s; the status rows behind max-autotune's column on %s." % (
        ", ".join(mine), ", ".join(theirs) if theirs else "GPUs the tables do not name")]
    if cross:
        out.append("Max-autotune over default is `-` where its two status rows come from "
                   "different GPUs: %s." % "; ".join(
                       "%s (default %s, max-autotune %s)" % (i, d, m)
                       for i, (d, m) in sorted(cross.items())))
    known = [d for d in mine if d != "unnamed"]
    if known and theirs and set(known) != set(theirs):
        out.append("The policies' speedups and max-autotune's were measured on different "
                   "GPUs: each is a ratio on its own card, so the two columns compare "
                   "less closely than figures from one card.")
    return out


# How max-autotune's speedup over default is measured: (where, what, its
# column's and the geomean line's name).  "status": a status table's
# column; "folder": the problem folder's validation.timing member.
MA_TIMES = {"gpu": ("status", "kopt_ms", "GPU"),
            "torch": ("status", "torch_compile_ms", "torch.compile"),
            "cudagraph": ("folder", "torch_compile_cudagraph_ms", "CUDA graphs")}


def folder_timing(folder, key):
    """validation.timing[KEY] of the problem folder when a positive number,
    else None."""
    try:
        with open(os.path.join(folder, "manifest.json")) as f:
            t = json.load(f).get("validation", {}).get("timing") or {}
    except (OSError, ValueError):
        return None
    v = t.get(key)
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 \
        else None


def table(recs, st, st_ma, problems, problems_ma, tunes=TUNES_S, ma_time="gpu",
          compile_times=None):
    """The Markdown lines.  compile_times: compile_times.py's table, {(id,
    mode): row}, read before the folders' validation.compile."""
    compile_times = compile_times or {}
    ids = sorted({i for r in recs for i in r["speed"]})
    ma_both, ma_tune, cross = {how: {} for how in MA_TIMES}, {}, {}
    lower = set()   # the problems whose ma_tune is a lower bound
    for i in ids:
        gd, gm = gpu_of(st.get(i)), gpu_of(st_ma.get(i))
        for how, (where, col, _) in MA_TIMES.items():
            if where == "status":
                d = number(st.get(i, {}).get(col))
                m = number(st_ma.get(i, {}).get(col))
            else:   # the folders of the import the status rows are of
                d = folder_timing(os.path.join(problems, i), col) if problems else None
                m = folder_timing(os.path.join(problems_ma, i), col) if problems_ma else None
            if d is not None and m is not None and gd and gm and gd != gm:
                cross[i] = (gd, gm)   # two cards' times: no ratio
            elif d is not None and m is not None:
                ma_both[how][i] = d / m
        a = ct.compile_s(compile_times.get((i, "max-autotune")))
        b = ct.compile_s(compile_times.get((i, "default")))
        ga = (compile_times.get((i, "max-autotune")) or {}).get("gpu")
        gb = (compile_times.get((i, "default")) or {}).get("gpu")
        if a is not None and b is not None and ga != gb:
            a = b = None   # two cards' compiles: no difference
        # a max-autotune compile stopped at a stretch's end: the seconds it
        # had compiled less default mode's compile is a lower bound
        low = ct.compiling_s(compile_times.get((i, "max-autotune")))
        low = low - b if low is not None and b is not None and ga == gb else None
        if a is None or b is None:
            a = cold_compile_s(os.path.join(problems_ma, i)) if problems_ma else None
            b = cold_compile_s(os.path.join(problems, i)) if problems else None
        if a is not None and b is not None:
            ma_tune[i] = a - b
        elif low is not None and low > 0:
            ma_tune[i] = low
            lower.add(i)
    ma_speed = ma_both[ma_time]
    # A policy's column is named by it, and where two recordings have the
    # same policy by its file too (the whole path where the names agree).
    def label(r):
        same = [q for q in recs if q["policy"] == r["policy"]]
        if len(same) == 1:
            return r["policy"]
        base = os.path.basename(r["path"])
        shown = base if [os.path.basename(q["path"]) for q in same].count(base) == 1 \
            else r["path"]
        return "%s (%s)" % (r["policy"], shown)
    names = [label(r) for r in recs]
    head = ["problem"] + ["%s speedup (tuning s)" % n for n in names] + \
        ["max-autotune over default, %s%s" % (MA_TIMES[how][2],
                                               " (used)" if ma_time == how else "")
         for how in MA_TIMES] + \
        ["max-autotune tuning s", "why the best policy falls short of max-autotune"]
    whole = [i for i in ids if i in ma_speed and all(i in r["speed"] for r in recs)]
    means = [(geomean([r["speed"][i] for i in whole]), r) for r in recs] if whole else []
    for r, n in zip(recs, names):
        r["label"] = n   # its column's name: the policy, with its file where two share it
    # the highest geomean; of equal ones the first given (max keeps the first)
    best_g, best = max(means, key=lambda t: t[0]) if means else (None, None)
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for i in ids:
        cells = [i]
        for r in recs:
            if i not in r["speed"]:
                cells.append("-")
                continue
            cells.append("%.2f%s (%.1f)" % (r["speed"][i], " fallback" if i in r["fell_back"]
                                            else "", r["tuning_s"].get(i, 0.0)))
        for how in MA_TIMES:
            cells.append("%.3f" % ma_both[how][i] if i in ma_both[how] else "-")
        cells.append(("≥ %.1f" if i in lower else "%.1f") % ma_tune[i] if i in ma_tune
                     else "-")
        reasons = [best and why(i, best, ma_speed.get(i), st, st_ma, problems, problems_ma),
                   best and i in whole and slow(i, best, ma_tune.get(i), i in lower, tunes)]
        cells.append("; ".join(r for r in reasons if r) or "-")
        out.append("| " + " | ".join(cells) + " |")
    out.append("")
    out.append(tuning_line(recs, names, ids))
    if any(r.get("replayed") for r in recs):
        out.append("A column named (replay...) is a kopt replay against recorded "
                   "measurements: its tuning times are the recorded latencies of the "
                   "observations it used (a request the recording lacked counts 0), not a "
                   "live search's.")
    out += devices_lines(recs, ids, st, st_ma, cross)
    stopped = ["%s (%s mode, after %.0f s)" % (i, m, ct.ran_s(r))
               for i in ids for m in ct.MODES
               for r in [compile_times.get((i, m))]
               if r and r.get("status") == "stopped" and i not in ma_tune]
    if stopped:
        out.append("Cold compiles stopped before they ended (compile_times.py's stopped "
                   "rows: the importer's seconds when a stretch of GPU time ran out, no "
                   "compile time): %s." % ", ".join(stopped))
    if lower:
        out.append("Max-autotune's cold compiles stopped at the end of a stretch of GPU time "
                   "(≥: its tuning time is at least the seconds it had compiled less "
                   "default mode's compile): %s." % ", ".join(
                       "%s (compiled %.0f s before the stop)" % (
                           i, ct.compiling_s(compile_times.get((i, "max-autotune"))))
                       for i in ids if i in lower))
    if not whole:
        out.append("No problem has every policy's speedup and max-autotune's: no geomeans.")
        return out
    ma_mean = geomean([ma_speed[i] for i in whole])
    out.append("Geomean over the %d problems with every speedup: %s; max-autotune over "
               "default %.3f (%s)." % (len(whole), ", ".join("%s %.3f" % (r["label"], g)
                                                            for g, r in means), ma_mean,
                                       MA_TIMES[ma_time][2]))
    tuned = [i for i in whole if ma_tune.get(i) is not None and ma_tune[i] >= tunes]
    unsure = [i for i in whole if i in lower and ma_tune[i] < tunes]
    unmeasured = [i for i in whole if i not in ma_tune]
    bounded = [i for i in tuned if i in lower]
    line = "Best policy: %s (%.3f), %s max-autotune's %.3f" % (
        best["label"], best_g, "at least" if best_g >= ma_mean else "below", ma_mean)
    mine = sum(best["tuning_s"].get(i, 0.0) for i in tuned)
    theirs = sum(ma_tune[i] for i in tuned)
    if tuned:
        line += ("; over the %d problem(s) where max-autotune tunes for %g s or more, its "
                 "tuning time %.1f s against max-autotune's %s%.1f s (%s%.2f of it; the "
                 "goal: %.2f or less)" % (len(tuned), tunes, mine,
                                          "at least " if bounded else "", theirs,
                                          "at most " if bounded else "", mine / theirs,
                                          TUNING_SHARE))
        if bounded:
            line += ("; max-autotune's time is a lower bound for %s" % ", ".join(bounded))
        small_s = sum(small_kernels(i, best)[1] for i in tuned)
        if small_s > 0:
            line += ("; %.1f s of its time there went to kernels under 1%% of their model's "
                     "baseline time (search.min_share = 0.01 leaves those unsearched)" % small_s)
    else:
        line += ("; no problem has max-autotune tuning for %g s or more with both cold "
                 "compiles measured" % tunes)
    if unsure:
        line += ("; left out, max-autotune's tuning time known only to be at least a figure "
                 "under %g s: %s" % (tunes, ", ".join(unsure)))
    if unmeasured:
        line += ("; left out, max-autotune's tuning time not measured (no cold compile of "
                 "both modes): %s" % ", ".join(unmeasured))
    unknown = {i: best["tuning_s"].get(i, 0.0) for i in unsure + unmeasured}
    worst_mine, worst_theirs, harm = worst_case(mine, theirs, unknown, tunes)
    if unknown and best_g >= ma_mean and not harm:
        line += ("; none of those can fail it (%s took at most %g s, %g of %g s, on each)"
                 % (best["label"], TUNING_SHARE * tunes, TUNING_SHARE, tunes))
    elif unknown and best_g >= ma_mean:
        line += ("; with those at their worst for the goal (%d of them tuning exactly "
                 "%g s, the rest under it) %.1f s against %.1f s (%.2f)"
                 % (len(harm), tunes, worst_mine, worst_theirs,
                    worst_mine / worst_theirs if worst_theirs else 0.0))
        if worst_mine > TUNING_SHARE * worst_theirs:
            # what would decide it: the cold compiles of the problems that
            # can fail the goal
            line += ("; only those on which %s took over %g s can fail it, %s"
                     % (best["label"], TUNING_SHARE * tunes,
                        ", ".join("%s (%.1f s)" % (i, unknown[i]) for i in harm)))
    out.append(line + ".")
    out.append("Goal of issue 28: %s." % goal_verdict(
        best_g >= ma_mean, mine <= TUNING_SHARE * theirs, worst_mine <= TUNING_SHARE * worst_theirs,
        bounded, unknown))
    return out


def worst_case(mine, theirs, unknown, tunes):
    """(mine, theirs, harm) of the goal's sums at their worst over the
    problems whose max-autotune tuning time is unknown ({id: the policy's
    tuning s}): one of them either stays out of the sums (it tunes under
    TUNES) or joins them with some time of at least TUNES, and joining at
    exactly TUNES is the worst it can do; it does harm only if the policy's
    own time is over TUNING_SHARE of TUNES, so those (harm: their ids, the
    policy's longest first) join at TUNES and the rest stay out.  A goal met
    at the worst is met whatever their times are."""
    harm = sorted((i for i in unknown if unknown[i] > TUNING_SHARE * tunes),
                  key=lambda i: (-unknown[i], i))
    return mine + sum(unknown[i] for i in harm), theirs + tunes * len(harm), harm


def goal_verdict(speed, fast, fast_at_worst, bounded, unknown):
    """Issue 28's goal from its halves.  speed: the best policy's geomean at
    least max-autotune's.  fast: its tuning time at most TUNING_SHARE of
    max-autotune's over the problems known to tune --tunes s or more;
    fast_at_worst: the same with the problems whose tuning time is unknown
    (never measured, or a lower bound under --tunes) at their worst
    (worst_case).  A lower bound in the sums (bounded) keeps a met goal met
    (the true time is longer) but cannot fail it; an unknown problem can
    fail a goal met without it, and rescue one not met (a long enough
    tuning time), so with one the goal is met only if met at the worst and
    undecided otherwise."""
    if not speed:
        return "not met"   # the geomean alone decides
    if unknown:
        if fast_at_worst:
            return ("met (%d problem(s) whose max-autotune tuning time is unknown taken at "
                    "their worst)" % len(unknown))
        return ("undecided on these figures (max-autotune's tuning time is unknown for "
                "%d problem(s) that may tune for the threshold or more)" % len(unknown))
    if fast:
        return "met"
    if bounded:
        return "not met on these figures (max-autotune's tuning times include lower bounds)"
    return "not met"


def tuning_line(recs, names, ids):
    """What each column's tuning seconds are: the live search's wall time
    per problem (kopt run's record of it), or the recorded latencies' sum."""
    parts = []
    for r, name in zip(recs, names):
        have = [i for i in ids if i in r["speed"]]
        wall = [i for i in have if i in r.get("walls", ())]
        if have and len(wall) == len(have):
            what = "the live search's wall time"
        elif not wall:
            what = "the sum of the recorded latencies"
        else:
            what = ("the live search's wall time for %d of its %d problems, the sum of "
                    "the recorded latencies for the rest" % (len(wall), len(have)))
        parts.append("%s %s" % (name, what))
    return "Tuning seconds: %s." % "; ".join(parts)


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="policy_table.py",
        description="Issue 28's table: each policy's end-to-end speedup and tuning time per "
                    "problem beside max-autotune's speedup over default mode and its "
                    "tuning time (Markdown).")
    k = os.path.join(ROOT, "kopt")
    kbdir = os.path.join(ROOT, "datasets", "kernelbench")
    ap.add_argument("recordings", nargs="+", metavar="RECORDING",
                    help="a live search of one policy, or a replay of one written with kopt "
                         "replay --out (.kopt or .kopt.xz); its newest run")
    ap.add_argument("--kopt", default=k, help="the kopt binary (default %(default)s)")
    ap.add_argument("--status", default=os.path.join(kbdir, "status.tsv"),
                    help="the default mode's status table")
    ap.add_argument("--status-ma", default=os.path.join(kbdir, "status-max-autotune.tsv"),
                    help="max-autotune's status table")
    ap.add_argument("--problems", default=os.path.join(kbdir, "problems-default"),
                    help="the default mode's problem folders (their cold compile times)")
    ap.add_argument("--problems-ma", default=os.path.join(kbdir, "problems-max-autotune"),
                    help="max-autotune's problem folders")
    ap.add_argument("--compile-times", default=ct.TABLE, metavar="FILE",
                    help="compile_times.py's table of cold compiles (default %(default)s; "
                         "a problem without both modes' rows there falls back to the "
                         "folders' validation.compile)")
    ap.add_argument("--tunes", type=float, default=TUNES_S, metavar="S",
                    help="the goal's share counts problems where max-autotune tunes this many "
                         "seconds or more (default %(default)g)")
    ap.add_argument("--ma-time", choices=sorted(MA_TIMES), default="gpu",
                    help="max-autotune's speedup for the geomeans and the goal: gpu (kopt's "
                         "times of the two folders, kopt_ms), torch (the compiled modules' "
                         "own, torch_compile_ms) or cudagraph (the compiled modules replayed "
                         "as CUDA graphs, the folders' torch_compile_cudagraph_ms) (default "
                         "%(default)s)")
    a = ap.parse_args(argv)
    if not os.access(a.kopt, os.X_OK):
        ap.error("--kopt %s is not an executable" % a.kopt)
    # A table or folder the defaults name may be absent (read as empty); one
    # given is meant to be there.
    for opt in ("status", "status_ma", "problems", "problems_ma", "compile_times"):
        v = getattr(a, opt)
        if v != ap.get_default(opt) and not os.path.exists(v):
            ap.error("--%s %s: no such file or folder" % (opt.replace("_", "-"), v))
    scratch = tempfile.mkdtemp(prefix="kopt-policy-table-")
    try:
        recs = [recording(p, a.kopt, scratch) for p in a.recordings]
        lines = table(recs, status(a.status), status(a.status_ma), a.problems,
                      a.problems_ma, a.tunes, a.ma_time, ct.read_table(a.compile_times))
    except (Error, ct.Error) as e:
        print("policy_table.py: %s" % e, file=sys.stderr)
        return 2
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
