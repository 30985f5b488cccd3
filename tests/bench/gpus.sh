#!/usr/bin/env bash
# Several GPUs of one host (run on a machine with two or more GPUs):
#
#   tests/bench/gpus.sh [--gpus 0,1] [--backend SPEC] [--only many|one]
#                       [--problems ID,...] [-- KOPT_RUN_FLAGS...]
#
# A live recorded run of the suite's level-1 problems with --gpus LIST and the
# scripted policy, then the same problems on the first GPU of LIST alone;
# prints both wall times and their ratio (the goal: at least 1.8x with two
# GPUs), then `kopt diff` of the two runs (every outcome and gate verdict that
# differs, to diff.txt) and tests/bench/gpus_compare.py: compile and check
# replies and shared verdicts must agree; each problem whose search or
# outcome differs is named with its first differing decision and the
# measurement that fed it.  Files and logs under
# BENCH_OUT (default: a new temporary folder).  KOPT_GPU_TRACE=1 makes the
# GPU backend log each compile's and profile's phases, summarised per run.  --only runs one of the two
# (for a machine that allows only so long a command): give both calls the
# same BENCH_OUT, or copy the first call's many.kopt and many.ms into it; the
# call that finds both files prints the ratio and the diff.  --problems keeps
# the runs to the suite's problems named (any level; default every level-1
# one), for a shorter look, such as two workers on one GPU (--gpus 0,0).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
gpus=0,1 backend=gpu only= named=
while [ $# -gt 0 ]; do
	case $1 in
	--gpus) gpus=$2; shift 2 ;;
	--backend) backend=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	--problems) named=$2; shift 2 ;;
	--) shift; break ;;
	*) echo "gpus.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
case $only in
''|many|one) ;;
*) echo "gpus.sh: --only takes many or one, not $only" >&2; exit 2 ;;
esac
OUT=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-gpus-XXXXXX")}
mkdir -p "$OUT"
probs=(datasets/problems/L1-*/) what=level-1 label="level 1"	# label: the runs' name
if [ -n "$named" ]; then
	probs=() what=named label=named
	IFS=, read -r -a ids <<< "$named"
	for id in "${ids[@]}"; do
		[ -f "datasets/problems/$id/manifest.json" ] ||
			{ echo "gpus.sh: --problems: $id is not a problem of datasets/problems" >&2; exit 2; }
		probs+=("datasets/problems/$id/")
	done
fi
one=${gpus%%,*}
# run NAME GPUS: one recorded run, its wall time in ms to NAME.ms
run() {
	local t0 t1
	# Each run compiles into its own empty Triton cache: with one shared
	# cache the second run found every kernel the first had compiled
	# (measured on two H200s: 37-45 ms per compile warm, 156-181 ms cold).
	rm -rf "$OUT/$1.triton-cache"
	t0=$(date +%s%N)
	TRITON_CACHE_DIR="$OUT/$1.triton-cache" ./kopt run -q -o "$OUT/$1.kopt" --name "$label, scripted, --gpus $2" --backend "$backend" \
		--gpus "$2" "${flags[@]}" "${probs[@]}" > "$OUT/$1.txt" 2>&1 || { tail -20 "$OUT/$1.txt"; exit 1; }
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000000 )) > "$OUT/$1.ms"
	echo "--gpus $2: ${#probs[@]} $what problems in $(cat "$OUT/$1.ms") ms"
	# With KOPT_GPU_TRACE=1 the GPU backend wrote its phases into the log.
	awk '/^compile: triton helper/ {h += $4; nh++} /^compile: module load/ {m += $4; nm++}
	     /^compile: helper import/ {hi += $4; hc += $7; nhi++} /^cupti:/ {c += $10; nc++}
	     END { if (nh + nm + nc) printf "  traced means: triton helper %.1f ms (%d; in it, import %.1f ms, triton.compile %.1f ms), module load %.1f ms (%d), CUPTI passes %.1f ms (%d)\n",
		   nh ? h / nh : 0, nh, nhi ? hi / nhi : 0, nhi ? hc / nhi : 0, nm ? m / nm : 0, nm, nc ? c / nc : 0, nc }' "$OUT/$1.txt"
}
flags=("$@")
case $only in
''|many) run many "$gpus" ;;
esac
case $only in
''|one) run one "$one" ;;
esac
[ -f "$OUT/many.ms" ] && [ -f "$OUT/one.ms" ] || { echo "(files in $OUT)"; exit 0; }
many=$(cat "$OUT/many.ms") single=$(cat "$OUT/one.ms")
echo "${#probs[@]} $what problems: --gpus $gpus $many ms, --gpus $one $single ms, ratio $(python3 -c "print('%.2f' % ($single / $many))")x (goal >= 1.8x for two GPUs)"
./kopt diff "$OUT/one.kopt" "$OUT/many.kopt" > "$OUT/diff.txt" 2>&1
tail -1 "$OUT/diff.txt"
python3 tests/bench/gpus_compare.py "$OUT/one.kopt" "$OUT/many.kopt" | tee "$OUT/compare.txt"
echo "(files in $OUT)"
