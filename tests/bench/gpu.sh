#!/usr/bin/env bash
# make bench-gpu: on a machine with an NVIDIA GPU, torch and Triton.
#   1. a live recorded run of the suite's problems (datasets/problems), the
#      scripted policy, B = 2, T = 2 (BENCH_OUT/bench.kopt; BENCH_FLAGS,
#      BENCH_RUNS and the others below change what runs, and how often);
#   2. gate checks per candidate: kopt's recorded gate-2 check latency (the
#      guarded launch and seeds 0, 42, 1337 in the isolated worker) against
#      the same checks in Python with torch (tests/bench/py_gates.py);
#   3. the baseline model: kopt's do_bench median against torch.compile's
#      under triton.testing.do_bench(..., return_mode="median");
#   and, from step 1's recordings, the GPU-busy share and seconds per
#   candidate by phase (compile, check, time, profile), as kopt show prints,
#   with the median and spread over the runs.
# Writes everything under BENCH_OUT (default: a new temporary folder).
#   BENCH_PROBLEMS="ID ID ..."  those problems of datasets/problems (default:
#                               all; the whole suite takes a while, torch.compile
#                               of each included)
#   BENCH_DIRS="DIR DIR ..."    problem folders from elsewhere, instead
#                               (datasets/kernelbench/problems-default/L1-022 ...)
#   BENCH_FLAGS="..."           kopt run's settings (default "-B 2 -T 2"; the
#                               paper's: "-B 4 -T 5", plus --set KEY=VALUE to
#                               compare search.profile_scope or compile_ahead)
#   BENCH_RUNS=N                N live runs (bench-1.kopt ...; default 1), and
#                               the median, min and max of the GPU-busy share
#                               and of seconds per candidate by phase over them
#                               (tests/bench/busy_summary.py; issue 27 asks for
#                               the median of three, with the spread)
#   BENCH_TRITON_CACHE=fresh    each live run compiles into an empty Triton
#                               cache of its own (BENCH_OUT/triton-cache-N,
#                               removed after the run), as a new policy's
#                               kernels would be compiled: the default;
#                               "shared" keeps TRITON_CACHE_DIR (or Triton's
#                               own ~/.triton/cache), so a run after the
#                               first finds the kernels the runs before it
#                               compiled and its compiles cost less
#   BENCH_SKIP_TORCH=1          the live runs and their summary only (steps 2-3
#                               need torch, and the suite's modules)
#   BENCH_BACKEND=SPEC          kopt run --backend (default gpu; the tests give
#                               the GPU test double)
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-bench-gpu-XXXXXX")}
mkdir -p "$OUT"
if [ -n "${BENCH_DIRS:-}" ]; then
	read -r -a probs <<< "$BENCH_DIRS"
elif [ -n "${BENCH_PROBLEMS:-}" ]; then
	probs=()
	for id in $BENCH_PROBLEMS; do probs+=("datasets/problems/$id/"); done
else
	probs=(datasets/problems/*/)
fi
read -r -a flags <<< "${BENCH_FLAGS:--B 2 -T 2}"
# The policy the runs use, for their names: scripted unless BENCH_FLAGS says.
policy=scripted prev=""
for f in "${flags[@]}"; do
	case $f in --llm=*) policy=${f#--llm=} ;; *) [ "$prev" = --llm ] && policy=$f ;; esac
	prev=$f
done
runs=${BENCH_RUNS:-1}
case $runs in ''|*[!0-9]*|0) echo "gpu.sh: BENCH_RUNS=$runs: expected a positive integer" >&2; exit 2 ;; esac
cache=${BENCH_TRITON_CACHE:-fresh}
case $cache in fresh|shared) ;; *) echo "gpu.sh: BENCH_TRITON_CACHE=$cache: expected fresh or shared" >&2; exit 2 ;; esac
files=()
for i in $(seq 1 "$runs"); do
	f=$OUT/bench.kopt
	[ "$runs" -gt 1 ] && f=$OUT/bench-$i.kopt
	tc=${TRITON_CACHE_DIR:-}
	if [ "$cache" = fresh ]; then
		tc=$OUT/triton-cache-$i
		rm -rf "$tc" && mkdir -p "$tc"
	fi
	start=$(date +%s%N)
	env ${tc:+TRITON_CACHE_DIR="$tc"} ./kopt run -q -o "$f" --name "bench-gpu: ${#probs[@]} problems, $policy, ${flags[*]}" \
		--backend "${BENCH_BACKEND:-gpu}" "${flags[@]}" "${probs[@]}" > "$OUT/run.txt" 2>&1 ||
		{ cat "$OUT/run.txt"; exit 1; }
	echo "live run $i of ${#probs[@]} problems: $(( ($(date +%s%N) - start) / 1000000 )) ms (Triton cache: $cache)"
	if [ "$cache" = fresh ]; then rm -rf "$tc"; fi
	files+=("$f")
done
# The GPU-busy share (target >= 70 %, issue 27) and seconds per candidate by
# phase, from the runs' recorded latencies (kopt show).
python3 tests/bench/busy_summary.py ./kopt "${files[@]}" | tee "$OUT/busy.txt" ||
	echo "(no run has a GPU-busy share: see above)"
[ -n "${BENCH_SKIP_TORCH:-}" ] && { echo "(files in $OUT)"; exit 0; }
echo
echo "## Gate checks per candidate"
python3 tests/bench/py_gates.py "${files[0]}" | tee "$OUT/gates.txt" | tail -n +1
echo
echo "## Baseline model time"
python3 tests/bench/torch_time.py "${files[0]}" datasets/modules | tee "$OUT/timing.txt"
echo "(files in $OUT)"
