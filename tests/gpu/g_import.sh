# The importer turns the three KernelBench-form modules into problem folders
# and refuses to write one whose kopt baseline disagrees with PyTorch eager at
# rtol = atol = 1e-4 (seeds 0 and 42).  Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
imp() { python3 "$ROOT/datasets/importer/kopt_import.py" "$ROOT/datasets/modules/$1.py" --id "$2" --level "$3" --category "$4" --kopt "$KOPT" --out "p/$2"; }
if [ -n "${KOPT_GPU_SKIP_IMPORT:-}" ]; then
	# Imported just before (datasets/recordings/record-first.sh or
	# tests/bench/import-suite.sh): check those folders instead.
	mkdir -p p
	for d in "$ROOT"/datasets/problems/*/; do ln -s "$d" "p/$(basename "$d")"; done
	echo "# (the problems of datasets/problems, imported before this run)"
else
	imp pointwise_chain L1-pointwise-chain 1 pointwise > pw.log 2>&1 || { cat pw.log; die "pointwise import"; }
	imp softmax L1-softmax 1 reduction > sm.log 2>&1 || { cat sm.log; die "softmax import"; }
	imp linear_gelu L2-linear-gelu 2 matmul > lg.log 2>&1 || { cat lg.log; die "linear import"; }
	for f in pw sm lg; do grep -i "max abs" $f.log | sed 's/^/# /' || true; done
fi
python3 - <<'PY'
import json
m = json.load(open("p/L2-linear-gelu/manifest.json"))
ops = [s.get("op") or s["kind"] for s in m["steps"]]
assert ops[0] == "mm" and "kernel" in ops, ops
print("# L2-linear-gelu steps: %s" % ops)
PY
# Every imported problem carries its float64 model (gate 3 tier 2).
for d in p/*; do [ -f "$d/float64/manifest.json" ] || die "$d has no float64 model"; done
PW=p/L1-pointwise-chain
K=$(kname "$PW")
ksrc "$PW" base.py
# A/A: the baseline kernel with a comment added (another candidate id, the
# same code) through all four gates: gate 4's paired ratio should be ~1.
{ cat base.py; echo "# the same kernel"; } > same.py
expect 0 "$KOPT" try "$PW" --step "$K" --source same.py --model
python3 - <<'PY'
import json
r = json.load(open("out"))
g = {v["gate"]: v for v in r["model"]["gates"]}
assert g["gate3"]["detail"]["tier"] == "1", g["gate3"]
d = g["gate4"]["detail"]
print("# A/A through gate 4: median paired ratio %.4f (p10 %.4f, p90 %.4f, %d pairs), "
      "SM clock %.0f -> %.0f MHz, floor %.4f ms vs %.4f ms measured"
      % (d["median_ratio"], d["ratio_p10"], d["ratio_p90"], d["pairs"],
         d["sm_clock_mhz"]["before"], d["sm_clock_mhz"]["after"], d["floor_ms"],
         d["candidate_median_ms"]))
assert 0.97 < d["median_ratio"] < 1.03, d
PY
# Outputs scaled by 1 + 5e-4: inside gate 2 (1e-3), outside tier 1 (1e-4);
# tier 2 against the float64 model passes it by the absolute bound with a
# ratio far over 10 (the baseline's own float32 error is tiny).
sed -E "s/tl.store\(out_ptr0 \+ \(x0\), (tmp[0-9]+), xmask\)/tl.store(out_ptr0 + (x0), \1 * 1.0005, xmask)/" base.py > scaled.py
cmp -s scaled.py base.py && die "the store of $K was not found to scale"
set +e; "$KOPT" try "$PW" --step "$K" --source scaled.py --model > out 2> err; set -e
python3 - <<'PY'
import json
r = json.load(open("out"))
assert r["candidate"]["passed"], r["candidate"]
g = {v["gate"]: v for v in r["model"]["gates"]}
d = g["gate3"]["detail"]
print("# outputs x (1 + 5e-4): gate 3 %s: %s; worst rho %.3g"
      % ("passed" if g["gate3"]["passed"] else "refused", g["gate3"]["reason"][:120],
         d.get("worst_rho", float("nan"))))
assert g["gate3"]["passed"] and d["tier"] == "2" and d["worst_rho"] > 10, g["gate3"]
PY
