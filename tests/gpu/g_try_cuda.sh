# CUDA C candidates through the gates: a correct one passes and is timed;
# known-bad ones are refused with the gate and reason.
. "$ROOT/tests/gpu/lib.sh"
P=$GPUFIX/cuda-gemm-bias-relu
try() { "$KOPT" try "$P" --step bias_relu "$@"; }
expect 0 try --source "$CANDS/bias_relu_fast.cu" --launch '{"grid":[512,1,1]}'
python3 -c "import json; r=json.load(open('out')); print('# CUDA C candidate: baseline %.4f ms, candidate %.4f ms, speedup %.2fx' % (r['baseline']['ms'], r['candidate']['ms'], r['candidate']['speedup']))"
# Candidates that include the toolkit's headers (cuda_fp16.h, mma.h) compile
# with the include directories of the toolkit NVRTC came from, pass the gates
# and are timed; the backend's description records the headers' version.
for c in half mma; do
	expect 0 try --source "$CANDS/bias_relu_$c.cu"
	python3 - "$c" <<'PY'
import json, sys
r = json.load(open("out"))
assert r["candidate"]["ms"] > 0, r
print("# CUDA C candidate with toolkit headers (%s): passed the gates, %.4f ms, speedup %.2fx"
      % (sys.argv[1], r["candidate"]["ms"], r["candidate"]["speedup"]))
PY
done
expect 0 "$KOPT" run -q -o hdr.kopt --backend gpu -B 1 -T 1 "$P"
sqlite3 -batch hdr.kopt "select provenance from runs" > prov.json
python3 - <<'PY'
import json, re
def find(o):
    if isinstance(o, dict):
        for k, v in o.items():
            if k == "cuda_headers":
                return v
            if isinstance(v, str) and v.startswith("{"):
                try:
                    v = json.loads(v)
                except ValueError:
                    continue
            f = find(v)
            if f is not None:
                return f
    return None
v = find(json.load(open("prov.json")))
assert v and re.fullmatch(r"1[0-9]\.[0-9]+", v), "the run's provenance has no CUDA headers version: %r" % v
print("# backend description: CUDA headers %s (no path recorded)" % v)
PY
if grep -q '/include' prov.json; then die "a machine path to the headers reached the provenance"; fi
expect 1 try --source "$CANDS/bias_relu_wrong.cu"
try_reason > reason || die "the wrong candidate was not refused"
has_re reason '^gate2: seed 0 output buf0: needs rtol = atol = [^ ]+, limit [^ ]+ \(max abs err [^ ]+\)$'
expect 1 try --source "$CANDS/bias_relu_oob.cu" --launch '{"grid":[2049,1,1]}'
try_reason > reason || die "the out-of-bounds candidate was not refused"
has_re reason '^gate2: seed [0-9]+ output [^ ]+: [^ ]+ writes outside the buffer$'
expect 1 try --source "$CANDS/bias_relu_renamed.cu"
try_reason > reason || die "the renamed candidate was not refused"
has reason 'gate1.static: no definition of entry bias_relu found in the source'
expect 1 try --source "$CANDS/bias_relu_syntax.cu"
try_reason > reason || die "the syntax error was not refused"
has_re reason '^gate1\.compile: compile failed: NVRTC.*$'
expect 1 "$KOPT" try "$GPUFIX/cuda-copy" --step copy --source "$CANDS/copy_half.cu"
try_reason > reason || die "the half copy was not refused"
has_re reason '^gate2: seed [0-9]+ output [^ ]+: [^ ]+ elements never written$'
expect 1 "$KOPT" try "$GPUFIX/cuda-copy" --step copy --source "$CANDS/copy_fault.cu"
try_reason > reason || die "the faulting copy was not refused"
has_re reason '^gate1\.launch: launch fault: .*CUDA_ERROR_ILLEGAL_ADDRESS.*$'
echo "# 6 known-bad CUDA candidates refused: wrong values, out-of-bounds writes, missing entry, compile error, unwritten output, illegal address"
# The baseline was profiled with CUPTI (auto range, kernel replay); the
# candidate, the baseline resubmitted, is refused by gate 1.
expect 1 try
try_reason > reason || die "the resubmitted baseline was not refused"
has reason "gate1.static: identical to its parent (a resubmitted kernel is a failed attempt)"
python3 - <<'PY'
import json
r = json.load(open("out"))
m = r["baseline"]["metrics"]
for k in ("sm__throughput.avg.pct_of_peak_sustained_elapsed",
          "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"):
    assert 0 < m[k] <= 100, (k, m[k])
assert m["gpu__time_duration.sum"] > 0
print("# CUPTI profile of the baseline epilogue: compute SOL %.1f%%, memory SOL %.1f%%, %.1f us, tier %s"
      % (m["sm__throughput.avg.pct_of_peak_sustained_elapsed"],
         m["gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"],
         m["gpu__time_duration.sum"] / 1e3, r["baseline"]["tier"]))
PY
