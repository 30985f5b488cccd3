#!/usr/bin/env bash
# Several GPUs of one host (run on a machine with two or more GPUs):
#
#   tests/bench/gpus.sh [--gpus 0,1] [--backend SPEC] [-- KOPT_RUN_FLAGS...]
#
# A live recorded run of the suite's level-1 problems with --gpus LIST and the
# scripted policy, then the same problems on the first GPU of LIST alone;
# prints both wall times and their ratio (the goal: at least 1.8x with two
# GPUs), then `kopt diff` of the two runs: every outcome and gate verdict that
# differs, with its measures (differences come from measured times: a gate-4
# ratio or a candidate's rank near a threshold).  Files and logs under
# BENCH_OUT (default: a new temporary folder).
set -uo pipefail
cd "$(dirname "$0")/../.."
gpus=0,1 backend=gpu
while [ $# -gt 0 ]; do
	case $1 in
	--gpus) gpus=$2; shift 2 ;;
	--backend) backend=$2; shift 2 ;;
	--) shift; break ;;
	*) echo "gpus.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
OUT=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-gpus-XXXXXX")}
mkdir -p "$OUT"
probs=(datasets/problems/L1-*/)
one=${gpus%%,*}
t0=$(date +%s%N)
./kopt run -q -o "$OUT/many.kopt" --name "level 1, scripted, --gpus $gpus" --backend "$backend" \
	--gpus "$gpus" "$@" "${probs[@]}" > "$OUT/many.txt" 2>&1 || { tail -20 "$OUT/many.txt"; exit 1; }
t1=$(date +%s%N)
./kopt run -q -o "$OUT/one.kopt" --name "level 1, scripted, --gpus $one" --backend "$backend" \
	--gpus "$one" "$@" "${probs[@]}" > "$OUT/one.txt" 2>&1 || { tail -20 "$OUT/one.txt"; exit 1; }
t2=$(date +%s%N)
many=$(( (t1 - t0) / 1000000 )) single=$(( (t2 - t1) / 1000000 ))
echo "${#probs[@]} level-1 problems: --gpus $gpus $many ms, --gpus $one $single ms, ratio $(python3 -c "print('%.2f' % ($single / $many))")x (goal >= 1.8x for two GPUs)"
./kopt diff "$OUT/one.kopt" "$OUT/many.kopt" > "$OUT/diff.txt" 2>&1
tail -1 "$OUT/diff.txt"
echo "(files in $OUT)"
