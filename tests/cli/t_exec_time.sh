# kopt exec --time times the baseline model as gate 4 does and writes its
# median, spread and samples to DIR/time.json (the importer stores the median
# beside torch.compile's); --time is not an option of kopt inputs.  Against
# the GPU test double.
. "$OLDPWD/tests/cli/lib.sh"
P=$FIXTURES/L1-relu
expect 0 "$KOPT" exec "$P" --seed 0 --out o --backend "$DOUBLE" --time
has_re out '^baseline model: median [0-9.]+ ms \(p10 [0-9.]+, p90 [0-9.]+\) over [0-9]+ samples$'
python3 - <<'PY'
import json
t = json.load(open("o/time.json"))
v = sorted(t["samples_ms"])
assert t["samples"] == len(v) > 10, t["samples"]
assert v[0] <= t["p10_ms"] <= t["median_ms"] <= t["p90_ms"] <= v[-1], t
n = len(v)
med = v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
assert abs(med - t["median_ms"]) < 1e-12, (med, t["median_ms"])
PY
# Without --time, no time.json.
expect 0 "$KOPT" exec "$P" --seed 0 --out o2 --backend "$DOUBLE"
[ ! -e o2/time.json ] || die "time.json without --time"
expect 2 "$KOPT" inputs "$P" --seed 0 --out i --time
has err "kopt inputs: --time: not an option of kopt inputs"
