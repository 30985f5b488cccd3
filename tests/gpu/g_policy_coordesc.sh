# The coordesc policy (--llm coordesc) live on the GPU backend, at the
# search's defaults, on a suite problem with a looped reduction
# (L1-softmax: XBLOCK 2, R0_BLOCK 2048, 16 warps, grid type Grid1D, so
# XBLOCK, R0_BLOCK and num_warps are its coordinates).  The run must finish,
# every llm answer name coordesc/2, its plans move a block as well as warps,
# some candidate pass the gates and be timed, the outcome never be slower
# than the baseline (the gates keep the baseline when no candidate beats
# it: on the H200, 2026-12-01, coordesc's best candidate here was 4 %
# slower than Inductor's configuration), and the recording replay
# identically.
# Prints the baseline's time, the best candidate's and the outcome.  Needs
# Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
P=$ROOT/datasets/problems/L1-softmax
expect 0 "$KOPT" run -q -o cd.kopt --backend gpu --llm coordesc "$P"
sed -n '/^| L1/p' out | sed 's/^/# /'
expect 0 "$KOPT" replay cd.kopt -q
has out "replay of run 1 in cd.kopt: identical"
python3 - <<'PY' || die "the coordesc run"
import json, sqlite3
db = sqlite3.connect("cd.kopt")
blob = lambda i: json.loads(db.execute("select data from blobs where id=?", (i,)).fetchone()[0])
models = {blob(r).get("model") for (r,) in db.execute(
    "select reply from observations where kind='llm'")}
assert models == {"coordesc/2"}, models
dirs = {json.loads(d)["direction"] for (d,) in db.execute(
    "select b.data from candidates c join blobs b on b.id=c.plan")}
assert dirs & {"increase_xblock", "decrease_xblock", "decrease_rblock"}, dirs
assert dirs & {"more_warps", "fewer_warps"}, dirs
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
(step, sk), = o["subkernels"].items()
times = []
for (r,) in db.execute("select reply from observations where kind='time' and "
                       "site='rank.time' and status='ok'"):
    s = sorted(blob(r)["samples_ms"])
    times.append(s[len(s) // 2])
assert sk["passed"] > 0 and times, (sk, "no candidate passed the gates and was timed")
best = min(times)
assert o["speedup"] >= 1.0 or o["status"] == "fallback", (
    "the outcome is slower than the baseline", o["status"], o["speedup"], sorted(dirs))
print("# L1-softmax %s: baseline %.4f ms, best coordesc candidate %.4f ms (%.3fx), "
      "%d candidates passed of %d attempts; outcome %s %.3fx" % (
          step, sk["baseline_ms"], best, sk["baseline_ms"] / best, sk["passed"],
          sk["attempts"], o["status"], o["speedup"]))
PY
