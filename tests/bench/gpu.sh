#!/usr/bin/env bash
# make bench-gpu: on a machine with an NVIDIA GPU, torch and Triton.
#   1. a live recorded run of the suite's problems (datasets/problems), the
#      scripted policy, B = 2, T = 2 (BENCH_OUT/bench.kopt);
#   2. gate checks per candidate: kopt's recorded gate-2 check latency (the
#      guarded launch and seeds 0, 42, 1337 in the isolated worker) against
#      the same checks in Python with torch (tests/bench/py_gates.py);
#   3. the baseline model: kopt's do_bench median against torch.compile's
#      under triton.testing.do_bench(..., return_mode="median");
#   and, from step 1's recording, the GPU-busy share and seconds per
#   candidate by phase (compile, check, time, profile), as kopt show prints.
# Writes everything under BENCH_OUT (default: a new temporary folder);
# BENCH_PROBLEMS="ID ID ..." limits it to those problems.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-bench-gpu-XXXXXX")}
mkdir -p "$OUT"
# BENCH_PROBLEMS="ID ID ..." picks problems of datasets/problems (default:
# all; the whole suite takes a while, torch.compile of each included).
if [ -n "${BENCH_PROBLEMS:-}" ]; then
	probs=()
	for id in $BENCH_PROBLEMS; do probs+=("datasets/problems/$id/"); done
else
	probs=(datasets/problems/*/)
fi
start=$(date +%s%N)
./kopt run -q -o "$OUT/bench.kopt" --name "bench-gpu: suite, scripted, B=2 T=2" \
	--backend gpu -B 2 -T 2 "${probs[@]}" > "$OUT/run.txt" 2>&1 || { cat "$OUT/run.txt"; exit 1; }
echo "live run of ${#probs[@]} problems: $(( ($(date +%s%N) - start) / 1000000 )) ms"
# The GPU-busy share (target >= 70 %, issue 27) and seconds per candidate by
# phase, from the run's recorded latencies (kopt show).
./kopt show "$OUT/bench.kopt" | grep -E '^  (gpu busy|per candidate)' | tee "$OUT/busy.txt"
echo
echo "## Gate checks per candidate"
python3 tests/bench/py_gates.py "$OUT/bench.kopt" | tee "$OUT/gates.txt" | tail -n +1
echo
echo "## Baseline model time"
python3 tests/bench/torch_time.py "$OUT/bench.kopt" datasets/modules | tee "$OUT/timing.txt"
echo "(files in $OUT)"
