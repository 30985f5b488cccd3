# Gate 4's physical floor must hold for the compiler's own output: a floor
# above the baseline's time refuses every candidate as "implausible" (on the
# H200, 2026-12-03, KernelBench L2-001 (Conv2D, ReLU, bias add), a TF32
# cuDNN convolution priced at the FP32 peak put the floor at 4.48 ms under
# a 1.64 ms baseline, and issue 28's policies fell back on it).  The
# shipped KernelBench L2-001 (torch's default, TF32 convolutions) and L3-005
# (AlexNet) go through all four gates A/A (the first kernel resubmitted with
# a comment): the baseline's paired median must be at least
# gates.gate4.floor_slack (0.9) x the floor, the floor not skipped, and gate
# 4 passed.  Prints the figures.  Needs Triton and cuDNN.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
for id in L2-001 L3-005; do
	P=$ROOT/datasets/kernelbench/problems-default/$id
	[ -f "$P/manifest.json" ] || die "$P: no such problem folder"
	K=$(kname "$P")
	ksrc "$P" base.py
	{ cat base.py; echo "# the same kernel"; } > same.py
	expect 0 "$KOPT" try "$P" --step "$K" --source same.py --model
	python3 - "$id" <<'PY' || die "$id: the floor"
import json, sys
r = json.load(open("out"))
g = {v["gate"]: v for v in r["model"]["gates"]}
d = g["gate4"]["detail"]
print("# %s A/A: floor %.4f ms, baseline %.4f ms, candidate %.4f ms, median ratio %.4f (%d pairs)"
      % (sys.argv[1], d["floor_ms"], d["baseline_median_ms"], d["candidate_median_ms"],
         d["median_ratio"], d["pairs"]))
assert "floor_skipped" not in d, d
assert d["baseline_median_ms"] >= 0.9 * d["floor_ms"], d
assert g["gate4"]["passed"], g["gate4"]
PY
done
