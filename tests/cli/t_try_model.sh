# kopt try --model: a candidate that passes gates 1-2 goes on through gates 3
# and 4 on the re-stitched model; gate 4 is timed paired (A B A B) by
# default, the verdicts and their details are in the report, and the exit
# status says whether the model passed.  Run against the GPU test double.
. "$OLDPWD/tests/cli/lib.sh"
P=$FIXTURES/L1-relu
K=triton_poi_fused_relu_0
# The double's hidden best launch for this kernel is slower with 8 warps.
expect 1 "$KOPT" try "$P" --step "$K" --launch '{"num_warps":8}' --model --backend "$DOUBLE"
python3 - <<'PY'
import json
r = json.load(open("out"))
assert r["candidate"]["passed"], r["candidate"]
g = {v["gate"]: v for v in r["model"]["gates"]}
assert g["gate3"]["passed"] and g["gate3"]["detail"]["tier"] == "1", g["gate3"]
d = g["gate4"]["detail"]
assert not g["gate4"]["passed"] and d["timing"] == "paired", g["gate4"]
assert d["pairs"] == 21 and d["median_ratio"] > 1.03, d
assert d["sm_clock_mhz"]["before"] == 1980 and d["floor_ms"] == 0.0005, d
assert "median paired ratio" in g["gate4"]["reason"], g["gate4"]
assert r["model"]["passed"] is False
PY
# Without --model the same candidate passes (gates 1-2 only) and no model
# section is written.
expect 0 "$KOPT" try "$P" --step "$K" --launch '{"num_warps":8}' --backend "$DOUBLE"
python3 -c "import json; r = json.load(open('out')); assert 'model' not in r, r"
# A launch the double likes better passes all four gates; the report carries
# the paired speedup.
for w in 1 2 4 16; do for x in 256 512 1024 2048 4096; do
	set +e; "$KOPT" try "$P" --step "$K" --launch "{\"num_warps\":$w,\"constexprs\":{\"XBLOCK\":$x}}" \
		--model --backend "$DOUBLE" > o.json 2>e.txt; rc=$?; set -e
	if [ $rc -eq 0 ]; then found="$w/$x"; break 2; fi
done; done
[ -n "${found:-}" ] || die "no launch passed gates 3 and 4 on the double"
python3 -c "
import json; r = json.load(open('o.json')); m = r['model']
assert m['passed'] and m['speedup'] > 1 and abs(m['ms'] * m['speedup'] - m['base_ms']) < 1e-12, m"
