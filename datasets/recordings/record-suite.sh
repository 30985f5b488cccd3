#!/usr/bin/env bash
# The recorded corpus of the suite, made live on the H200 with the scripted
# policy (one configuration per file, each resumable):
#
#   datasets/recordings/record-suite.sh [--gpus LIST] [--budget-hours H]
#                                       [--only C0,C1,...] [--backend SPEC] OUTDIR
#
#   C0  every problem of datasets/problems (the suite), the defaults
#       (B = 4, T = 5, N = 4, K = 4), Inductor's default-mode baseline
#   C1  -B 1                on SUBSET (beam width 1)
#   C2  --no-memory         on SUBSET
#   C3  --no-e2e-perf-gate  on SUBSET
#   C4  --skip-ncu          on SUBSET
#   C5  -T 1                on SUBSET
#   C6  --all-subkernels    on SUBSET's level-2 problems (vendor calls become
#       targets too); skipped, saying so, while kopt has no such flag
#
# SUBSET is 15 problems across the three levels (below), the paper ran its
# ablations on a 50-problem sample.  Each configuration writes OUTDIR/CN.kopt;
# a file whose run is complete is left alone, one whose run is paused or was
# cut short is resumed (kopt run --resume), so the corpus can be made over
# several device sessions: give --budget-hours so each invocation pauses at a
# safe point inside a session's limit.  --gpus LIST runs one worker per GPU
# (decisions as with one; the order of recording is by problem).  Prints each
# file's state at the end; OUTDIR/CN.txt holds each invocation's output and
# OUTDIR/CN.seconds the wall time of each.  A complete file is also written
# compressed, OUTDIR/CN.kopt.xz (what is shipped in datasets/recordings), with
# OUTDIR/CN.md, its README section: configuration, device, driver, toolkit,
# date, kopt commit, live time and sizes.  `kopt report OUTDIR/C0.kopt
# OUTDIR/C1.kopt ...` prints the ablation tables over them.
set -uo pipefail
cd "$(dirname "$0")/../.."
gpus="" budget="" only="C0,C1,C2,C3,C4,C5,C6" backend=gpu
while [ $# -gt 1 ]; do
	case $1 in
	--gpus) gpus=$2; shift 2 ;;
	--budget-hours) budget=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	--backend) backend=$2; shift 2 ;;
	*) echo "record-suite.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
[ $# -eq 1 ] || { sed -n '2,25p' "$0" >&2; exit 2; }
out=$1
mkdir -p "$out"
SUBSET="L1-softmax L1-layernorm L1-cross-entropy L1-gelu L1-sum-dim L1-max-pool2d L1-cumsum
L2-gemm-layernorm L2-bmm-softmax L2-gemm-swish-sum L2-conv-bn-relu L2-conv-groupnorm-tanh
L3-mlp L3-resnet-block L3-vit-block"
ALL=$(ls -d datasets/problems/*/ | sed 's|datasets/problems/||; s|/$||')
dirs() { for id in $*; do echo "datasets/problems/$id"; done; }
extra=()
[ -n "$gpus" ] && extra+=(--gpus "$gpus")
[ -n "$budget" ] && extra+=(--budget-hours "$budget")
record() { # NAME DESCRIPTION FLAGS... -- PROBLEM_IDS...
	local name=$1 desc=$2; shift 2
	local flags=()
	while [ "$1" != "--" ]; do flags+=("$1"); shift; done
	shift
	case ",$only," in *",$name,"*) ;; *) return 0 ;; esac
	local f=$out/$name.kopt t0=$SECONDS rc
	if [ -e "$f" ] && ./kopt show "$f" | head -1 | grep -q ' complete '; then
		echo "$name: complete already ($f)"
		return 0
	fi
	if [ -e "$f" ]; then
		./kopt run --resume -o "$f" --backend "$backend" "${extra[@]}" >> "$out/$name.txt" 2>&1
	else
		# shellcheck disable=SC2046
		./kopt run -o "$f" --name "$name: $desc" --backend "$backend" "${flags[@]}" \
			"${extra[@]}" $(dirs "$@") >> "$out/$name.txt" 2>&1
	fi
	rc=$?
	echo $((SECONDS - t0)) >> "$out/$name.seconds"
	echo "$name: exit $rc after $((SECONDS - t0)) s: $(./kopt show "$f" 2>/dev/null | head -1)"
	if ./kopt show "$f" 2>/dev/null | head -1 | grep -q ' complete '; then
		xz -T0 -9 -k -f "$f" && describe "$name" "$desc" "${flags[*]}" $# > "$out/$name.md"
	fi
}
# describe NAME DESCRIPTION FLAGS NPROBLEMS: the README section of a complete file.
describe() {
	local f=$out/$1.kopt show
	show=$(./kopt show "$f")
	local invocations secs
	invocations=$(wc -l < "$out/$1.seconds")
	secs=$(awk '{ s += $1 } END { print s }' "$out/$1.seconds")
	echo "## $1.kopt"
	echo
	echo "| | |"
	echo "|---|---|"
	echo "| made by | \`datasets/recordings/record-suite.sh\`, configuration $1 |"
	echo "| configuration | $2; flags: ${3:-none (the defaults)}; $4 problems |"
	echo "| run | $(echo "$show" | head -1 | sed 's/  */ /g') |"
	echo "| measured by | $(echo "$show" | sed -n 's/^  measure backend: //p') |"
	local workers
	workers=$(echo "$show" | sed -n 's/^  searched by //p')
	echo "| searched by | ${workers:-one worker} |"
	if command -v nvidia-smi >/dev/null 2>&1; then
		echo "| GPU, driver | $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1) |"
	fi
	echo "| toolkit | $(python3 -c 'import torch, triton; print("torch %s (CUDA %s), Triton %s" % (torch.__version__, torch.version.cuda, triton.__version__))' 2>/dev/null || echo "no torch here") |"
	echo "| date | $(date -u +%F) |"
	echo "| kopt | $(echo "$show" | sed -n 's/^  made by //p') |"
	echo "| live run | $secs s over $invocations invocation(s) |"
	echo "| size | $(stat -c %s "$f") bytes; compressed $(stat -c %s "$f.xz") bytes ($1.kopt.xz) |"
}
base="scripted, default-mode baseline"
record C0 "the suite, defaults, $base" -- $ALL
record C1 "subset of 15, B = 1 (C1), $base" -B 1 -- $SUBSET
record C2 "subset of 15, no memory (C2), $base" --no-memory -- $SUBSET
record C3 "subset of 15, no end-to-end perf gate (C3), $base" --no-e2e-perf-gate -- $SUBSET
record C4 "subset of 15, no profiling (C4), $base" --skip-ncu -- $SUBSET
record C5 "subset of 15, T = 1 (C5), $base" -T 1 -- $SUBSET
case ",$only," in *,C6,*)
	if ./kopt run --help | grep -q -- '--all-subkernels'; then
		record C6 "level-2 of the subset, all sub-kernels (C6), $base" --all-subkernels -- \
			$(echo $SUBSET | tr ' ' '\n' | grep '^L2-')
	else
		echo "C6: skipped: this kopt has no --all-subkernels"
	fi ;;
esac
