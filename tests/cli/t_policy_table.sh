# datasets/recordings/policy_table.py (issue 28's table): two policies' live
# runs against the GPU test double, beside max-autotune's speedup over
# default mode from two status tables and its tuning time from the problem
# folders' cold compiles; the geomeans, the best policy and the goal; an xz
# recording reads the same; bad input is named.
. "$OLDPWD/tests/cli/lib.sh"
T="$OLDPWD/datasets/recordings/policy_table.py"
P="$FIXTURES/L1-relu $FIXTURES/L2-gemm-gelu $FIXTURES/L1-softmax"
expect 0 "$KOPT" run -q -o s.kopt --backend "$DOUBLE" --llm scripted $P
expect 0 "$KOPT" run -q -o c.kopt --backend "$DOUBLE" --llm coordesc $P
python3 - "$OLDPWD" <<'PY'
import json, os, sys
sys.path.insert(0, os.path.join(sys.argv[1], "datasets", "importer"))
import kernelbench as kb
def row(pid, ms, tc=None, externs=1):
    return {"id": pid, "level": pid[1], "file": pid + ".py", "status": "imported",
            "reason": None, "kernels": 1, "externs": externs, "max_abs_err": 0,
            "rule": "eager-1e-4", "kopt_ms": ms, "torch_compile_ms": tc or ms, "ratio": 1,
            "import_s": "10.0"}
# max-autotune twice as fast on L1-relu; on L2-gemm-gelu the same GPU time
# (kopt_ms) but twice as fast by torch.compile's own time, its library call
# replaced by Triton code; L1-softmax has no max-autotune row
kb.write_status("st.tsv", {"L1-relu": row("L1-relu", 0.2), "L2-gemm-gelu": row("L2-gemm-gelu", 1.0),
                           "L1-softmax": row("L1-softmax", 0.5)})
kb.write_status("ma.tsv", {"L1-relu": row("L1-relu", 0.1),
                           "L2-gemm-gelu": row("L2-gemm-gelu", 1.0, 0.5, externs=0)})
def folder(d, pid, s, fresh, cudagraph=None):
    os.makedirs(os.path.join(d, pid))
    v = {"compile": {"s": s, "mode": "x", "fresh_caches": fresh}}
    if cudagraph:
        v["timing"] = {"torch_compile_cudagraph_ms": cudagraph}
    json.dump({"validation": v}, open(os.path.join(d, pid, "manifest.json"), "w"))
# under CUDA graphs max-autotune 1.5 times as fast on L1-relu; L2-gemm-gelu
# has no such time in max-autotune's folder
folder("pd", "L1-relu", 10.0, True, 0.3); folder("pm", "L1-relu", 50.0, True, 0.2)   # tunes 40 s
folder("pd", "L2-gemm-gelu", 5.0, True, 1.0); folder("pm", "L2-gemm-gelu", 9.0, False)  # not cold: -
PY
args="--kopt $KOPT --status st.tsv --status-ma ma.tsv --problems pd --problems-ma pm"
expect 0 python3 "$T" $args s.kopt c.kopt
cp out table.md
has table.md "| problem | scripted/1 speedup (tuning s) | coordesc/2 speedup (tuning s) | max-autotune over default, GPU (used) | max-autotune over default, torch.compile | max-autotune over default, CUDA graphs | max-autotune tuning s | why the best policy falls short of max-autotune |"
has_re table.md '^\| L1-relu \| [0-9]+\.[0-9]{2}( fallback)? \([0-9]+\.[0-9]\) \| [0-9]+\.[0-9]{2}( fallback)? \([0-9]+\.[0-9]\) \| 2\.000 \| 2\.000 \| 1\.500 \| 40\.0 \| [^|]*Triton kernels are [0-9.]+% of the baseline.s GPU time[^|]* \|$'
has_re table.md '^\| L2-gemm-gelu \| .* \| 1\.000 \| 2\.000 \| - \| - \| [^|]+ \|$'
has_re table.md '^\| L1-softmax \| .* \| - \| - \| - \| - \| - \|$'
has_re table.md '^Geomean over the 2 problems with every speedup: scripted/1 [0-9.]+, coordesc/2 [0-9.]+; max-autotune over default 1\.414 \(GPU\)\.$'
has_re table.md '^Best policy: (scripted|coordesc)/1 \([0-9.]+\), (at least|below) max-autotune.s 1\.414; over the 1 problem\(s\) where max-autotune tunes for 30 s or more, its tuning time [0-9.]+ s against max-autotune.s 40\.0 s \([0-9.]+ of it; the goal: 0\.20 or less\); left out, max-autotune.s tuning time not measured \(no cold compile of both modes\): L2-gemm-gelu\.$'
has_re table.md '^Goal of issue 28: (not met|undecided on these figures \(max-autotune.s tuning time is unknown for 1 problem\(s\) that may tune for the threshold or more\))\.$'
has table.md "GPUs: the searches on test double (no GPU); the status rows behind max-autotune's column on GPUs the tables do not name."
# --ma-time torch: torch.compile's own times make the geomean and the goal;
# the library call max-autotune replaced is named
expect 0 python3 "$T" $args --ma-time torch s.kopt c.kopt
has out "| problem | scripted/1 speedup (tuning s) | coordesc/2 speedup (tuning s) | max-autotune over default, GPU | max-autotune over default, torch.compile (used) | max-autotune over default, CUDA graphs | max-autotune tuning s | why the best policy falls short of max-autotune |"
has_re out '^Geomean over the 2 problems with every speedup: .*; max-autotune over default 2\.000 \(torch\.compile\)\.$'
has_re out '^\| L2-gemm-gelu \| .* \| 1\.000 \| 2\.000 \| - \| - \| max-autotune replaced 1 of 1 library call\(s\) with Triton code \(kopt keeps library calls\); [^|]+ \|$'
# --ma-time cudagraph: the folders' times of the modules replayed as CUDA
# graphs (only L1-relu has both)
expect 0 python3 "$T" $args --ma-time cudagraph s.kopt c.kopt
has out "| problem | scripted/1 speedup (tuning s) | coordesc/2 speedup (tuning s) | max-autotune over default, GPU | max-autotune over default, torch.compile | max-autotune over default, CUDA graphs (used) | max-autotune tuning s | why the best policy falls short of max-autotune |"
has_re out '^Geomean over the 1 problems with every speedup: .*; max-autotune over default 1\.500 \(CUDA graphs\)\.$'
expect 2 python3 "$T" $args --ma-time wall s.kopt
has_re err "^policy_table.py: error: argument --ma-time: invalid choice: 'wall' .*$"
# replays written with --out: a counterfactual (--set) and another policy
# (--policy) are named so, with the note on their tuning times
expect 0 "$KOPT" replay c.kopt --set gates.gate4.gamma=1.0 --miss skip -o cf.kopt -q
expect 0 "$KOPT" replay s.kopt --policy coordesc -o pol.kopt -q
expect 0 python3 "$T" $args c.kopt cf.kopt pol.kopt
has out "| problem | coordesc/2 speedup (tuning s) | coordesc/2 (replay, gates.gate4.gamma=1.0) speedup (tuning s) | coordesc (replay) speedup (tuning s) | max-autotune over default, GPU (used) | max-autotune over default, torch.compile | max-autotune over default, CUDA graphs | max-autotune tuning s | why the best policy falls short of max-autotune |"
has out "A column named (replay...) is a kopt replay against recorded measurements: its tuning times are the recorded latencies of the observations it used (a request the recording lacked counts 0), not a live search's."
expect 0 python3 "$T" $args s.kopt c.kopt
grep -q "is a kopt replay" out && die "live recordings said to be replays"
# the speedups are Table 9's, the tuning times the live searches' wall time
# per problem (kopt run's provenance, live.problems); a run without it (one
# recorded before kopt kept it: here its live removed) the sums of the
# recorded latencies, and for a run with it for some problems, each its own
has table.md "Tuning seconds: scripted/1 the live search's wall time; coordesc/2 the live search's wall time."
cp s.kopt old.kopt
sql old.kopt "update runs set provenance=json_remove(provenance, '\$.live')"
cp c.kopt part.kopt
sql part.kopt "update runs set provenance=json_remove(provenance, '\$.live.problems.\"L1-relu\"')"
expect 0 python3 "$T" $args old.kopt part.kopt
cp out old.md
has old.md "Tuning seconds: scripted/1 the sum of the recorded latencies; coordesc/2 the live search's wall time for 2 of its 3 problems, the sum of the recorded latencies for the rest."
python3 - <<'PY'
import json, re, sqlite3, subprocess, os
def cells(md, files):
    rows = {l.split(" | ")[0][2:]: l for l in open(md) if l.startswith("| L")}
    for col, f in files:
        rep = json.loads(subprocess.run([os.environ["KOPT"], "report", f, "--format", "json"],
                                        capture_output=True, text=True, check=True).stdout)
        t9 = [s for s in rep["sections"] if s["title"].startswith("Table 9")][0]
        db = sqlite3.connect(f)
        lat = {}
        for step, ms in db.execute("SELECT step, latency_ms FROM observations"):
            lat[step.split("/")[0]] = lat.get(step.split("/")[0], 0) + ms / 1000
        live = json.loads(db.execute("SELECT provenance FROM runs").fetchone()[0]).get("live", {})
        for pid, ms in live.get("problems", {}).items():
            lat[pid] = ms / 1000
        for r in t9["rows"]:
            pid, speed, cat = r[1], r[2], r[3]
            cell = rows[pid].split(" | ")[col]
            want = "1.00 fallback" if cat == "FALL" else speed.rstrip("×")
            assert cell == "%s (%.1f)" % (want, lat[pid]), (f, pid, cell, want, lat[pid])
cells("table.md", ((1, "s.kopt"), (2, "c.kopt")))
cells("old.md", ((1, "old.kopt"), (2, "part.kopt")))
print("cells checked")
# the geomeans take each outcome's unrounded speedup (the cells its two
# decimals): a best policy is not chosen by rounding
import statistics, sys, tempfile
sys.path.insert(0, os.path.join(os.environ["OLDPWD"], "datasets", "recordings"))
sys.path.insert(0, os.path.join(os.environ["OLDPWD"], "datasets", "importer"))
import policy_table as pt
finer = 0
for f in ("s.kopt", "c.kopt"):
    r = pt.recording(f, os.environ["KOPT"], tempfile.mkdtemp(dir="."))
    db = sqlite3.connect(f)
    for pid, o in db.execute("SELECT problem_id, outcome FROM outcomes"):
        o = json.loads(o)
        if pid in r["fell_back"]:
            assert r["speed"][pid] == 1.0, (f, pid, r["speed"][pid])
            continue
        assert r["speed"][pid] == o["speedup"], (f, pid, r["speed"][pid], o["speedup"])
        finer += round(o["speedup"], 2) != o["speedup"]
assert finer, "no speedup finer than two decimals: the check above proves nothing"
# each candidate's configuration and the median of its first kernel-scope
# timing, by problem and kernel
r = pt.recording("s.kopt", os.environ["KOPT"], tempfile.mkdtemp(dir="."))
db = sqlite3.connect("s.kopt")
seen = 0
for step, req, rep in db.execute(
        "SELECT o.step, q.data, p.data FROM observations o JOIN blobs q ON q.id = o.request "
        "JOIN blobs p ON p.id = o.reply WHERE o.kind = 'time' ORDER BY o.seq"):
    q = json.loads(req)
    if q.get("scope") != "subkernel":
        continue
    pid = step.split("/")[0]
    row = db.execute("SELECT c.subkernel, b.data FROM candidates c JOIN blobs b ON "
                     "b.id = c.content WHERE c.problem_id = ? AND c.id = ?",
                     (pid, q["candidate"])).fetchone()
    if row is None:   # the baseline's own timing: not a candidate
        continue
    data = row[1]
    parts = step.split("/")   # PROBLEM/TARGET/tN: by the target whose search timed it
    sub = parts[1] if len(parts) > 2 else row[0]
    want = (pt.coords(json.loads(data)["launch"]),
            statistics.median(json.loads(rep)["samples_ms"]))
    assert want in r["timed"][(pid, sub)], (pid, sub, want, r["timed"][(pid, sub)])
    seen += 1
assert seen and sum(len(v) for v in r["timed"].values()) <= seen, (seen, r["timed"])
print("timed candidates checked")
print("exact speedups checked")
PY
# The double answers at once (both figures near 0.0 s): known seconds tell
# the wall time from the latencies' sum, which stays under a second (0.0
# quiet, 0.1 seen under the sanitizers on a busy CI machine).
sql part.kopt "update runs set provenance=json_set(provenance, '\$.live.problems.\"L1-softmax\"', 12345)"
expect 0 python3 "$T" $args old.kopt part.kopt
has_re out '^\| L1-softmax \| [0-9.]+( fallback)? \(0\.[0-9]\) \| [0-9.]+( fallback)? \(12\.3\) \| - \| - \| - \| - \| - \|$'
# the goal's arithmetic: met only with the geomean and a fifth of the tuning time
python3 - "$OLDPWD" <<'PY'
import os, sys
sys.path.insert(0, os.path.join(sys.argv[1], "datasets", "recordings"))
sys.path.insert(0, os.path.join(sys.argv[1], "datasets", "importer"))
import policy_table as pt
def rec(name, speed, tuning):
    return {"policy": name, "speed": speed, "fell_back": set(), "tuning_s": tuning}
st = {"A": {"kopt_ms": "2"}, "B": {"kopt_ms": "1"}}
ma = {"A": {"kopt_ms": "1"}, "B": {"kopt_ms": "1"}}
import json
def cold(d, pid, s):
    os.makedirs(os.path.join(d, pid), exist_ok=True)
    json.dump({"validation": {"compile": {"s": s, "fresh_caches": True}}},
              open(os.path.join(d, pid, "manifest.json"), "w"))
for d, s in (("gd", 10.0), ("gm", 110.0)):
    cold(d, "A", s)
def goal(speed_a, tune_a, tune_b=1.0):
    out = pt.table([rec("p/1", {"A": speed_a, "B": 1.0}, {"A": tune_a, "B": tune_b})],
                   st, ma, "gd", "gm")
    return out[-1]
# B's tuning time unknown: it may tune 30 s or more.  At its worst it joins
# the sums at exactly 30 s, which harms only where the policy took over
# 0.2 x 30 = 6 s on it: met at the worst is met; else undecided (a long
# enough time for B could meet it); the geomean below decides alone
UNDECIDED = ("Goal of issue 28: undecided on these figures (max-autotune's tuning time is "
             "unknown for 1 problem(s) that may tune for the threshold or more).")
AT_WORST = ("Goal of issue 28: met (1 problem(s) whose max-autotune tuning time is unknown "
            "taken at their worst).")
assert goal(2.0, 20.0) == AT_WORST, goal(2.0, 20.0)            # B's 1 s cannot harm
assert goal(2.0, 20.1) == UNDECIDED, goal(2.0, 20.1)
assert goal(2.0, 19.0, 7.0) == AT_WORST, goal(2.0, 19.0, 7.0)  # (19 + 7) <= 0.2 x (100 + 30)
assert goal(2.0, 19.1, 7.0) == UNDECIDED, goal(2.0, 19.1, 7.0)
assert goal(2.0, 1.0, 6.0) == AT_WORST, goal(2.0, 1.0, 6.0)    # 6 s is not over 0.2 x 30
assert goal(1.9, 1.0) == "Goal of issue 28: not met.", goal(1.9, 1.0)     # geomean below
out = pt.table([rec("p/1", {"A": 2.0, "B": 1.0}, {"A": 19.0, "B": 7.0})], st, ma, "gd", "gm")
assert out[-2].endswith("; left out, max-autotune's tuning time not measured (no cold "
                        "compile of both modes): B; with those at their worst for the goal "
                        "(1 of them tuning exactly 30 s, the rest under it) 26.0 s against "
                        "130.0 s (0.20)."), out[-2]
# undecided: the worst sums, and the problems that can fail it (those the
# policy took over 6 s on, longest first), which measuring would decide
out = pt.table([rec("p/1", {"A": 2.0, "B": 1.0, "C": 1.0, "D": 1.0},
                    {"A": 19.1, "B": 7.0, "C": 9.0, "D": 6.0})],
               dict(st, C={"kopt_ms": "1"}, D={"kopt_ms": "1"}),
               dict(ma, C={"kopt_ms": "1"}, D={"kopt_ms": "1"}), "gd", "gm")
assert out[-1] == UNDECIDED.replace("unknown for 1 ", "unknown for 3 "), out[-1]
assert out[-2].endswith("; left out, max-autotune's tuning time not measured (no cold "
                        "compile of both modes): B, C, D; with those at their worst for the "
                        "goal (2 of them tuning exactly 30 s, the rest under it) 35.1 s "
                        "against 160.0 s (0.22); only those on which p/1 took over 6 s can "
                        "fail it, C (9.0 s), B (7.0 s)."), out[-2]
# B measured, tuning 5 s (under 30 s: not in the sum)
cold("gd", "B", 10.0)
cold("gm", "B", 15.0)
assert goal(2.0, 20.0) == "Goal of issue 28: met.", goal(2.0, 20.0)       # 1.414 >= 1.414, 20 <= 0.2 x 100
assert goal(2.0, 20.1) == "Goal of issue 28: not met.", goal(2.0, 20.1)   # too slow
assert goal(1.9, 1.0) == "Goal of issue 28: not met.", goal(1.9, 1.0)     # geomean below
# none tunes 30 s, every one measured: the geomean decides
cold("gm", "A", 39.9)
assert goal(2.0, 20.0) == "Goal of issue 28: met.", goal(2.0, 20.0)
assert goal(1.9, 20.0) == "Goal of issue 28: not met.", goal(1.9, 20.0)
cold("gm", "A", 110.0)
# over a fifth of max-autotune's tuning time: what the search spent it on,
# the kernels under 1 % of the model's baseline time counted apart (strictly
# under, as search.min_share skips them: k3 at exactly 1 % is searched)
slowrec = dict(rec("p/1", {"A": 2.0, "B": 1.0}, {"A": 50.0, "B": 1.0}),
               outcome={"A": {"base_ms": 10.0, "subkernels": {
                   "k1": {"baseline_ms": 5.0}, "k2": {"baseline_ms": 0.05},
                   "k3": {"baseline_ms": 0.1}}}},
               compiled={"A": 20}, target_s={("A", "k1"): 10.0, ("A", "k2"): 30.0,
                                             ("A", "k3"): 5.0, ("B", "k2"): 7.0})
SLOW = ("its search took 50.0 s, 0.50 of max-autotune's 100.0 s (the goal: 0.20 or less): "
        "3 kernel(s) searched, 20 candidate(s) compiled, 2.50 s a candidate; 30.0 s of it "
        "on the 1 kernel(s) under 1% of the model's baseline time")
assert pt.slow("A", slowrec, 100.0, False) == SLOW, pt.slow("A", slowrec, 100.0, False)
assert pt.slow("A", slowrec, 250.0, False) == ""     # 50 s is a fifth of 250 s
assert pt.slow("A", slowrec, 29.0, False) == ""      # tunes under 30 s: not in the goal
assert pt.slow("A", slowrec, 100.0, True).startswith(
    "its search took 50.0 s, at most 0.50 of max-autotune's at least 100.0 s"), \
    pt.slow("A", slowrec, 100.0, True)
out = pt.table([slowrec], st, ma, "gd", "gm")
row_a = [l for l in out if l.startswith("| A |")][0]
assert row_a.endswith("| 100.0 | " + SLOW + " |"), row_a
assert "; 30.0 s of its time there went to kernels under 1% of their model's baseline time " \
       "(search.min_share = 0.01 leaves those unsearched)" in out[-2], out[-2]
# a card's times: no max-autotune ratio across two GPUs; the cards named
h2, h1 = "NVIDIA H200", "NVIDIA H100 80GB HBM3"
st2 = {"A": dict(st["A"], gpu=h2), "B": dict(st["B"], gpu=h2)}
ma2 = {"A": dict(ma["A"], gpu=h1), "B": dict(ma["B"], gpu=h2)}
out = pt.table([dict(rec("p/1", {"A": 2.0, "B": 1.0}, {"A": 1.0, "B": 1.0}), device=h2)],
               st2, ma2, "gd", "gm")
row_a = [l for l in out if l.startswith("| A |")][0]
assert row_a.endswith("| - | - | - | 100.0 | - |"), row_a
assert "GPUs: the searches on NVIDIA H200; the status rows behind max-autotune's column on " \
       "NVIDIA H100 80GB HBM3, NVIDIA H200." in out, out
assert "Max-autotune over default is `-` where its two status rows come from different " \
       "GPUs: A (default NVIDIA H200, max-autotune NVIDIA H100 80GB HBM3)." in out, out
assert any(l.startswith("The policies' speedups and max-autotune's were measured on "
                        "different GPUs") for l in out), out
assert any(l.startswith("Geomean over the 1 problems") for l in out), out
out = pt.table([dict(rec("p/1", {"A": 2.0, "B": 1.0}, {"A": 1.0, "B": 1.0}), device=h2)],
               st2, {"A": dict(ma["A"], gpu=h2), "B": dict(ma["B"], gpu=h2)}, "gd", "gm")
assert not any("different GPUs" in l for l in out), out
# why: a gain inside the two timings' spread (each folder p10-p90 over 2 x its
# median) is said so; a policy at or above max-autotune gets no reason
def timed(d, pid, med, lo, hi):
    os.makedirs(os.path.join(d, pid), exist_ok=True)
    json.dump({"validation": {"timing": {"kopt_baseline_ms": med, "kopt_p10_ms": lo,
                                         "kopt_p90_ms": hi}}},
              open(os.path.join(d, pid, "manifest.json"), "w"))
timed("wd", "C", 1.0, 0.99, 1.01); timed("wm", "C", 1.0, 0.99, 1.01)   # +-1% each
r = dict(rec("p/1", {"C": 1.0}, {}), outcome={"C": {"vendor_share": 0.75,
                                                   "fallback_reason": "PERF_GATE"}})
w = pt.why("C", r, 1.02, {}, {}, "wd", "wm")
assert w == "max-autotune's 1.020 is inside its two timings' spread (+-2.0%); Triton kernels " \
           "are 25% of the baseline's GPU time; fell back: PERF_GATE", w
w = pt.why("C", r, 1.03, {"C": {"kernels": "2", "externs": "1"}},
           {"C": {"kernels": "3", "externs": "1"}}, "wd", "wm")
assert w == "max-autotune compiled 3 Triton kernel(s), default mode 2; Triton kernels are 25% " \
           "of the baseline's GPU time; fell back: PERF_GATE", w
assert pt.why("C", r, 1.0, {}, {}, "wd", "wm") == ""
# why: max-autotune's configuration of the longest retuned kernel both modes
# compiled, coordinate descent's moves to it from default mode's and from
# what the policy kept (blocks and num_warps by doubling, num_stages by one;
# RBLOCK is R0_BLOCK)
assert pt.moves({"num_stages": 2, "constexprs": {"RBLOCK": 64, "XBLOCK": 8}},
                {"num_stages": 4, "constexprs": {"R0_BLOCK": 16, "XBLOCK": 8}}) == \
    (4, ["R0_BLOCK 64->16", "num_stages 2->4"]), "moves"
def kfolder(d, pid, steps):
    os.makedirs(os.path.join(d, pid), exist_ok=True)
    json.dump({"steps": steps}, open(os.path.join(d, pid, "manifest.json"), "w"))
def kern(name, x, w, r=None):
    cx = {"XBLOCK": x}
    if r:
        cx["R0_BLOCK"] = r
    return {"kind": "kernel", "name": name,
            "launch": {"num_warps": w, "num_stages": 1, "constexprs": cx}}
ext = {"kind": "extern", "name": "mm", "op": "mm"}
kfolder("rd", "D", [kern("k_small", 32, 4), ext, kern("k_big", 1, 8, 2048), kern("k_same", 64, 4)])
kfolder("rm", "D", [kern("k_small", 1024, 4), ext, kern("k_big", 4, 2, 256), kern("k_same", 64, 4)])
subs = {"k_small": {"baseline_ms": 0.1}, "k_big": {"baseline_ms": 0.5, "chosen": "c1"},
        "k_same": {"baseline_ms": 0.9}}
r = dict(rec("p/1", {"D": 1.0}, {}), outcome={"D": {"status": "replaced", "subkernels": subs}},
         chosen={"D": {"k_big": kern("k_big", 2, 8, 256)["launch"]}})
far = ("max-autotune retuned 2 of the 3 kernel(s) both modes compiled; the longest, k_big "
       "(0.500 ms), is 7 coordinate move(s) from default mode's configuration (XBLOCK 1->4, "
       "R0_BLOCK 2048->256, num_warps 8->2); p/1 ended ")
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "3 move(s) from it", w
r["chosen"] = {}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "7 move(s) from it, keeping the baseline's", w
r["chosen"] = {"D": {"k_big": kern("k_big", 4, 2, 256)["launch"]}}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "at max-autotune's configuration", w
assert pt.why("D", r, 1.2, {}, {}, "rd", None) == "", "no max-autotune folders: no clause"
# with the recording's timings (a recording's "timed"): whether the policy
# timed max-autotune's configuration of that kernel, and at what time
# beside the one it kept (its chosen_ms, or baseline_ms where it kept the
# baseline's)
r["chosen"] = {"D": {"k_big": kern("k_big", 2, 8, 256)["launch"]}}
subs["k_big"]["chosen_ms"] = 0.48
ma_big = pt.coords(kern("k_big", 4, 2, 256)["launch"])
other = pt.coords(kern("k_big", 2, 8, 256)["launch"])
r["timed"] = {("D", "k_big"): [(other, 0.48), (ma_big, 0.45), (ma_big, 0.47)]}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "3 move(s) from it; it timed max-autotune's configuration at 0.450 ms " \
    "against 0.480 ms for the one it kept", w
r["timed"] = {("D", "k_big"): [(other, 0.48)]}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "3 move(s) from it; it never timed max-autotune's configuration", w
r["timed"] = {("D", "k_small"): [(other, 0.48)]}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "3 move(s) from it; it timed no candidate of this kernel", w
r["chosen"] = {}
r["timed"] = {("D", "k_big"): [(ma_big, 0.45)]}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "7 move(s) from it, keeping the baseline's; it timed max-autotune's " \
    "configuration at 0.450 ms against 0.500 ms for the one it kept", w
r["chosen"] = {"D": {"k_big": kern("k_big", 4, 2, 256)["launch"]}}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w == far + "at max-autotune's configuration", w
del r["timed"]
# a search's winner the gates did not keep (the problem fell back) is not
# what the policy kept: the baseline's configuration is
r["chosen"] = {"D": {"k_big": kern("k_big", 2, 8, 256)["launch"]}}
r["outcome"]["D"]["status"] = "fallback"
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert w.endswith("p/1 ended 7 move(s) from it, keeping the baseline's"), w
# no baseline times in the outcome: the kernel with the most moves, so named
r["outcome"]["D"] = {"status": "replaced", "subkernels": {}}
w = pt.why("D", r, 1.2, {}, {}, "rd", "rm")
assert "the farthest, k_big, is 7 coordinate move(s)" in w, w
# compile_times.py's table comes before the folders; both modes' rows on one
# GPU, else the folders
import compile_times as ct
def crow(pid, mode, s, gpu="NVIDIA H200"):
    return {"id": pid, "mode": mode, "status": "compiled", "compile_s": "%.2f" % s,
            "gpu": gpu}
r1 = rec("p/1", {"A": 2.0, "B": 1.0}, {"A": 1.0, "B": 1.0})
out = pt.table([r1], st, ma, "gd", "gm",
               compile_times={("A", "default"): crow("A", "default", 20.0),
                              ("A", "max-autotune"): crow("A", "max-autotune", 95.5)})
row_a = [l for l in out if l.startswith("| A |")][0]
assert "| 75.5 |" in row_a, row_a
out = pt.table([r1], st, ma, "gd", "gm",
               compile_times={("A", "default"): crow("A", "default", 20.0),
                              ("A", "max-autotune"): crow("A", "max-autotune", 95.5, "other")})
row_a = [l for l in out if l.startswith("| A |")][0]
assert "| 100.0 |" in row_a, row_a   # the folders' 110 - 10
# a cold compile stopped at a stretch's end is no compile time: "-", and
# a line names it with the seconds it ran
stop = dict(crow("A", "max-autotune", 561.4), status="stopped")
out = pt.table([r1], st, ma, None, None,
               compile_times={("A", "default"): crow("A", "default", 20.0),
                              ("A", "max-autotune"): stop})
row_a = [l for l in out if l.startswith("| A |")][0]
assert row_a.split(" | ")[-2] == "-", row_a
assert ("Cold compiles stopped before they ended (compile_times.py's stopped rows: the "
        "importer's seconds when a stretch of GPU time ran out, no compile time): A "
        "(max-autotune mode, after 561 s).") in out, out
# one longer than a stretch, stopped after compiling 561.4 s: at least
# 541.4 s of tuning, counted in the goal (met with it only where met with
# any longer time), named under the table
stop = dict(stop, reason="stopped at the --deadline after 570 s; " + ct.COMPILING % 561.4)
ct_low = {("A", "default"): crow("A", "default", 20.0), ("A", "max-autotune"): stop,
          ("B", "default"): crow("B", "default", 5.0),
          ("B", "max-autotune"): crow("B", "max-autotune", 6.0)}
def low(tune_a, speed_a=2.0):
    return pt.table([rec("p/1", {"A": speed_a, "B": 1.0}, {"A": tune_a, "B": 1.0})], st, ma,
                    None, None, compile_times=ct_low)
out = low(100.0)
row_a = [l for l in out if l.startswith("| A |")][0]
assert row_a.split(" | ")[-2] == "≥ 541.4", row_a
assert ("Max-autotune's cold compiles stopped at the end of a stretch of GPU time (≥: its "
        "tuning time is at least the seconds it had compiled less default mode's compile): "
        "A (compiled 561 s before the stop).") in out, out
assert not any(l.startswith("Cold compiles stopped") for l in out), out
assert out[-2].endswith("its tuning time 100.0 s against max-autotune's at least 541.4 s "
                        "(at most 0.18 of it; the goal: 0.20 or less); max-autotune's time "
                        "is a lower bound for A."), out[-2]
assert out[-1] == "Goal of issue 28: met.", out[-1]
assert low(108.3)[-1] == ("Goal of issue 28: not met on these figures (max-autotune's "
                          "tuning times include lower bounds)."), low(108.3)[-1]
assert low(1.0, 1.9)[-1] == "Goal of issue 28: not met.", low(1.0, 1.9)[-1]   # geomean below
# a lower bound under 30 s says nothing of whether it tunes 30 s: left out
ct_low[("A", "max-autotune")] = dict(stop, reason="stopped; " + ct.COMPILING % 45.0)
out = low(1.0)
assert [l for l in out if l.startswith("| A |")][0].split(" | ")[-2] == "≥ 25.0", out
assert out[-2].endswith("; no problem has max-autotune tuning for 30 s or more with both "
                        "cold compiles measured; left out, max-autotune's tuning time known "
                        "only to be at least a figure under 30 s: A; none of those can fail "
                        "it (p/1 took at most 6 s, 0.2 of 30 s, on each)."), out[-2]
assert out[-1] == AT_WORST, out[-1]             # 1 s on A: met whether A tunes 30 s or not
assert low(7.0)[-1] == UNDECIDED, low(7.0)[-1]   # 7 s on A: not met if A tunes exactly 30 s
assert low(1.0, 1.9)[-1] == "Goal of issue 28: not met.", low(1.0, 1.9)[-1]   # geomean below
print("goal, cards, reasons and compile times checked")
PY
# one policy twice: the columns named by their files too
cp s.kopt s2.kopt
expect 0 python3 "$T" $args s.kopt s2.kopt
has out "| problem | scripted/1 (s.kopt) speedup (tuning s) | scripted/1 (s2.kopt) speedup (tuning s) | max-autotune over default, GPU (used) | max-autotune over default, torch.compile | max-autotune over default, CUDA graphs | max-autotune tuning s | why the best policy falls short of max-autotune |"
# ... and in the geomean and best-policy lines; of equal geomeans the first
# given is the best
has_re out '^Geomean over the [0-9]+ problems with every speedup: scripted/1 \(s\.kopt\) ([0-9.]+), scripted/1 \(s2\.kopt\) \1; .*$'
has_re out '^Best policy: scripted/1 \(s\.kopt\) \([0-9.]+\), .*$'
expect 0 python3 "$T" $args s2.kopt s.kopt
has_re out '^Best policy: scripted/1 \(s2\.kopt\) \([0-9.]+\), .*$'
# an xz recording reads the same; bad input is named
xz -k c.kopt
expect 0 python3 "$T" $args s.kopt c.kopt.xz
cmp out table.md || die "the xz recording gave another table"
expect 2 python3 "$T" $args s.kopt nothere.kopt
has err "policy_table.py: nothere.kopt: no such file"
printf 'id\tmode\n' > ct.tsv
expect 2 python3 "$T" $args --compile-times ct.tsv s.kopt
has err "policy_table.py: ct.tsv: expected the header id	mode	status	compile_s	reason	gpu	torch	date"
printf 'not a database' > junk.kopt
expect 2 python3 "$T" $args junk.kopt
has_re err '^policy_table\.py: junk\.kopt: not a kopt recording with a run \(.*\)$'
# Any file name: '#' or '?' would end a file: URI (and lose ?mode=ro).
cp s.kopt 'run#1.kopt'
expect 0 python3 "$T" $args 'run#1.kopt' c.kopt
has_re out '^\| problem \| scripted/1 speedup \(tuning s\) \| coordesc/2 speedup \(tuning s\) \| max.*$'
[ ! -e run ] || die "policy_table.py made a file run of run#1.kopt"
# A truncated .xz, or a table or folder given that is not there: named.
xz -kc s.kopt | head -c 1000 > cut.kopt.xz
expect 2 python3 "$T" $args cut.kopt.xz
has_re err '^policy_table\.py: cut\.kopt\.xz: not a whole xz file \(.*\)$'
expect 2 python3 "$T" $args --status typo.tsv s.kopt
has err "policy_table.py: error: --status typo.tsv: no such file or folder"
expect 2 python3 "$T" $args --problems-ma nowhere s.kopt
has err "policy_table.py: error: --problems-ma nowhere: no such file or folder"
# Two recordings of one policy under one file name: columns by their paths.
mkdir -p a b && cp s.kopt a/x.kopt && cp s.kopt b/x.kopt
expect 0 python3 "$T" $args a/x.kopt b/x.kopt
has_re out '^\| problem \| scripted/1 \(a/x\.kopt\) speedup \(tuning s\) \| scripted/1 \(b/x\.kopt\) speedup \(tuning s\) \| max.*$'
# time_table.py never mixes two runs' figures: a file of several needs --run.
TT="$OLDPWD/datasets/recordings/time_table.py"
expect 0 "$KOPT" run -q -o two.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu"
expect 0 "$KOPT" run -q -o two.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu" "$FIXTURES/L1-softmax"
expect 1 python3 "$TT" --kopt "$KOPT" two.kopt
has err "time_table.py: two.kopt holds several runs: name one with --run ID"
expect 0 python3 "$TT" --kopt "$KOPT" --run 2 two.kopt
has_re out '^\| all \| 2 \| [0-9,]+ \| [0-9,]+ \| .*$'
expect 1 python3 "$TT" --kopt ./nowhere two.kopt
has_re err "^time_table.py: --kopt ./nowhere: .*No such file or directory.*$"
echo "ok: two policies beside max-autotune, the cells from Table 9 and the latencies, the goal, xz, bad input"
