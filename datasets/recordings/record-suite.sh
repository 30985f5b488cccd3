#!/usr/bin/env bash
# The recorded corpus of the suite, made live on the H200 with the scripted
# policy (one configuration per file, each resumable):
#
#   datasets/recordings/record-suite.sh [--gpus LIST] [--budget-hours H]
#                                       [--only C0,C1,...] [--backend SPEC]
#                                       [--problems DIR] [--subset ID,...]
#                                       [--c0-ids ID,...]
#                                       [--llm SPEC] [--prefix P] [--suffix S]
#                                       [--set KEY=VALUE ...] [--no-xz] OUTDIR
#
#   C0  every problem of DIR (default datasets/problems, the suite), or
#       those --c0-ids names (issue 28 compares policies on KernelBench's
#       subset12 this way), the defaults (B = 4, T = 5, N = 4, K = 4)
#   C1  -B 1                on SUBSET (beam width 1)
#   C2  --no-memory         on SUBSET
#   C3  --no-e2e-perf-gate  on SUBSET
#   C4  --skip-ncu          on SUBSET
#   C5  -T 1                on SUBSET
#   C6  --all-subkernels    on SUBSET's level-2 problems (cuBLAS GEMM calls
#       become targets too, in kopt's Triton form; convolutions stay)
#
# SUBSET is 15 problems across the three levels (below; --subset gives
# another, e.g. KernelBench's subset12 of datasets/kernelbench/samples.tsv),
# the paper ran its ablations on a 50-problem sample.  --llm SPEC is the
# policy (kopt run --llm; default scripted), named in each run's name.
# --set KEY=VALUE (repeatable) goes to every new run (kopt run --set), and
# is named in its name and flags too (issue 28: search.min_share=0.01).
# --prefix and --suffix name the files P CN S (KB-C0-default: --prefix KB-
# --suffix -default).  Problems imported from Triton's and Helion's
# tutorials (datasets/tutorials) are searched in single-kernel mode against
# the tutorial's kernel, as their runs' names say (TUT-C0: --only C0
# --prefix TUT- --llm coordesc --problems datasets/tutorials/problems
# --set search.profile_scope=tables, datasets/tutorials/README.md).  The baseline is the Inductor compile
# mode DIR's problems were imported with (their manifests' torch.compile_mode,
# which must agree): with the default mode each configuration writes
# OUTDIR/CN.kopt, with another mode M (e.g. the suite imported again with
# `import_suite.sh --mode max-autotune --out DIR`) OUTDIR/M-CN.kopt, so the
# two baselines never mix in one ablation table (unless --prefix says).  Of
# the files already in OUTDIR, one whose run is complete is left alone (its
# compressed copy and README section made if an earlier call did not), one
# whose run is paused or was cut short is resumed (kopt run --resume), so
# the corpus can be made over several GPU allocations (batch jobs with a
# time limit, say); a file whose run was named with other options (--llm,
# --set, the problems) is neither, and counts as failed.  --budget-hours H
# is the whole invocation's: each configuration gets the hours the ones
# before it left, and pauses at a safe point inside them; those left with
# none are not started.  --gpus LIST runs one worker per GPU (decisions as
# with one; the order of recording is by problem).  Prints each file's
# state as its configuration ends; OUTDIR/CN.txt holds each invocation's
# output and OUTDIR/CN.seconds the wall time of each.  Exit 0 when every
# configuration asked for is complete, 3 when some are paused or not
# started for the budget (the same command again resumes them), 1 when one
# failed, 2 on bad usage, 143 (TERM) or 130 (INT) when stopped by a signal.  A complete file is also written
# compressed (xz -9e, a 192 MiB dictionary), OUTDIR/CN.kopt.xz (what is
# shipped in datasets/recordings), with OUTDIR/CN.md, its README section:
# configuration, device, driver, toolkit, date, kopt commit, live time and
# sizes.  --no-xz leaves the compressing out (on a GPU machine whose time is
# counted, where xz -9e of a run file takes half a minute of one core; the
# file is compressed where it is shipped from), and the section says so.
# `kopt report OUTDIR/C0.kopt OUTDIR/C1.kopt ...` prints the ablation tables
# over them.
set -uo pipefail
# usage: this header without its comment marks.
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }
for a in "$@"; do
	case $a in -h|--help) usage; exit 0 ;; esac
done
here=$PWD
cd "$(dirname "$0")/../.." || exit 2
# abs PATH: PATH as the caller meant it (relative to where it was called).
abs() { case $1 in /*) echo "$1" ;; *) echo "$here/$1" ;; esac; }
gpus="" budget="" only="C0,C1,C2,C3,C4,C5,C6" backend=gpu problems=datasets/problems stopped=""
subset="" llm=scripted prefix="" prefix_set="" suffix="" c0ids="" sets=() setdesc="" xz=1
while [ $# -gt 1 ]; do
	case $1 in
	--gpus) gpus=$2; shift 2 ;;
	--budget-hours) budget=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	--backend) backend=$2; shift 2 ;;
	--problems) problems=$(abs "${2%/}"); shift 2 ;;
	--subset) subset=${2//,/ }; shift 2 ;;
	--c0-ids) c0ids=${2//,/ }; shift 2 ;;
	--llm) llm=$2; shift 2 ;;
	--prefix) prefix=$2 prefix_set=1; shift 2 ;;
	--suffix) suffix=$2; shift 2 ;;
	--no-xz) xz=""; shift ;;
	--set) [[ "$2" == *=* ]] || { echo "record-suite.sh: --set $2: expected KEY=VALUE" >&2; exit 2; }
		sets+=(--set "$2") setdesc="$setdesc, set $2"; shift 2 ;;
	*) echo "record-suite.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
for v in "$prefix" "$suffix"; do
	[[ "$v" =~ ^[A-Za-z0-9._-]*$ ]] ||
		{ echo "record-suite.sh: --prefix/--suffix $v: letters, digits, '.', '_' and '-' only" >&2; exit 2; }
done
[ -n "$llm" ] || { echo "record-suite.sh: --llm needs a policy" >&2; exit 2; }
for c in ${only//,/ }; do
	[[ $c =~ ^C[0-6]$ ]] || { echo "record-suite.sh: --only $only: $c is not one of C0 to C6" >&2; exit 2; }
done
[[ $only =~ ^C[0-6](,C[0-6])*$ ]] || { echo "record-suite.sh: --only $only: expected C0 to C6 separated by commas" >&2; exit 2; }
if [ -n "$budget" ]; then
	awk -v b="$budget" 'BEGIN { exit !(b + 0 > 0 && b ~ /^[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$/) }' ||
		{ echo "record-suite.sh: --budget-hours $budget: expected a number of hours above 0" >&2; exit 2; }
fi
[ $# -eq 1 ] || { usage >&2; exit 2; }
case $1 in -*) echo "record-suite.sh: unknown option $1 (OUTDIR last; --help)" >&2; exit 2 ;; esac
out=$(abs "$1")
mkdir -p "$out" || exit 2
SUBSET="L1-softmax L1-layernorm L1-cross-entropy L1-gelu L1-sum-dim L1-max-pool2d L1-cumsum
L2-gemm-layernorm L2-bmm-softmax L2-gemm-swish-sum L2-conv-bn-relu L2-conv-groupnorm-tanh
L3-mlp L3-resnet-block L3-vit-block"
[ -n "$subset" ] && SUBSET=$subset
nsub=$(echo $SUBSET | wc -w)
policy=${llm%%:*}
[ -d "$problems" ] || { echo "record-suite.sh: --problems $problems: no such folder" >&2; exit 2; }
ALL=$(for d in "$problems"/*/; do [ -f "$d/manifest.json" ] && basename "$d"; done)
[ -n "$ALL" ] || { echo "record-suite.sh: $problems holds no problem folder" >&2; exit 2; }
C0IDS=$ALL
if [ -n "$c0ids" ]; then
	for id in $c0ids; do
		[ -f "$problems/$id/manifest.json" ] ||
			{ echo "record-suite.sh: --c0-ids: $problems/$id: no such problem" >&2; exit 2; }
	done
	C0IDS=$c0ids
fi
# The subset must be there for C1-C6 (C0 alone is every problem of DIR).
case ",$only," in *,C[1-6],*) ;; *) SUBSET="" ;; esac
for id in $SUBSET; do
	[ -f "$problems/$id/manifest.json" ] ||
		{ echo "record-suite.sh: $problems/$id: no such problem (the ablation subset needs it)" >&2; exit 2; }
done
case ",$only," in *,C6,*)
	echo $SUBSET | tr ' ' '\n' | grep -q '^L2-' ||
		{ echo "record-suite.sh: C6 searches the subset's level-2 problems, and it has none: $SUBSET" >&2; exit 2; } ;;
esac
# The baseline's compile mode, from every manifest (they must agree).
mode=$(python3 - "$problems" $ALL <<'EOF'
import json, sys
sys.path.insert(0, "datasets/importer")
from tutorials import HELION_FAMILY, TRITON_FAMILY
modes = {}
for pid in sys.argv[2:]:
    path = "%s/%s/manifest.json" % (sys.argv[1], pid)
    try:
        man = json.load(open(path))
    except (OSError, ValueError) as e:
        sys.exit("record-suite.sh: %s: %s" % (path, e))
    m = (man.get("torch") or {}).get("compile_mode")
    if man.get("family") in (TRITON_FAMILY, HELION_FAMILY):
        m = "tutorial"   # single-kernel mode: the baseline is the tutorial's own kernel
    if not isinstance(m, str) or not m:
        sys.exit("record-suite.sh: %s: no torch.compile_mode (the baseline's mode)" % path)
    modes.setdefault(m, []).append(pid)
if len(modes) > 1:
    sys.exit("record-suite.sh: %s mixes compile modes: %s" % (sys.argv[1], "; ".join(
        "%s (%s)" % (m, ", ".join(ids[:3]) + (", ..." if len(ids) > 3 else ""))
        for m, ids in sorted(modes.items()))))
print(next(iter(modes)))
EOF
) || exit 2
extra=()
[ -n "$gpus" ] && extra+=(--gpus "$gpus")
start="" failed_n=0 paused_n=0
# state FILE: the status of the file's run (complete, paused, ...), "" when
# it cannot be read; named FILE: the name it was recorded under.
state() { ./kopt show "$1" 2>/dev/null | sed -n '1s/^run [0-9]*  *\([a-z]*\) .*/\1/p'; }
named() { ./kopt show "$1" 2>/dev/null | sed -n '1s/^run [0-9]*  *[a-z]*  *//p'; }
record() { # NAME DESCRIPTION FLAGS... -- PROBLEM_IDS...
	local key=$1 name=$prefix$1$suffix desc=$2$setdesc; shift 2
	local flags=()
	while [ "$1" != "--" ]; do flags+=("$1"); shift; done
	flags+=("${sets[@]}")
	shift
	case ",$only," in *",$key,"*) ;; *) return 0 ;; esac
	if [ -n "$stopped" ]; then
		echo "$name: not started (stopped by a signal)"
		return 0
	fi
	local f=$out/$name.kopt t0=$SECONDS rc budget_args=() dirs=() id
	for id in "$@"; do dirs+=("$problems/$id"); done
	# A file made with other options (policy, --set, problems) is another
	# run than the one asked for: neither resumed nor taken as complete.
	if [ -e "$f" ] && [ -z "$(named "$f")" ]; then
		echo "$name: $f: kopt show cannot read it ($(./kopt show "$f" 2>&1 | tail -1)); move it away"
		failed_n=$((failed_n + 1))
		return 0
	fi
	if [ -e "$f" ] && [ "$(named "$f")" != "$name: $desc" ]; then
		echo "$name: $f holds the run \"$(named "$f")\", not \"$name: $desc\": made with other options; give those, or another OUTDIR"
		failed_n=$((failed_n + 1))
		return 0
	fi
	if [ -e "$f" ] && [ "$(state "$f")" = complete ]; then
		echo "$name: complete already ($f)"
		# What an earlier call did not finish (the compressed copy, the
		# README section: a second signal, a full disk) is made now.
		if { [ -n "$xz" ] && [ ! -e "$f.xz" ]; } || [ ! -e "$out/$name.md" ]; then
			ship "$name" "$desc" "${flags[*]}" $#
		fi
		return 0
	fi
	# --budget-hours is the whole call's, from the first configuration that
	# runs: each gets what the ones before it left; after one that paused
	# (for the budget, or a signal) none starts.
	if [ -n "$budget" ]; then
		local left=$budget
		if [ -z "$start" ]; then
			start=$(date +%s.%N)
		else
			left=$(awk -v b="$budget" -v s="$start" -v n="$(date +%s.%N)" \
				'BEGIN { printf "%.9f", b - (n - s) / 3600 }')
		fi
		if [ "$paused_n" != 0 ] || awk -v l="$left" 'BEGIN { exit !(l <= 0) }'; then
			echo "$name: not started (the --budget-hours are spent)"
			paused_n=$((paused_n + 1))
			return 0
		fi
		budget_args=(--budget-hours "$left")
	fi
	# kopt runs in the background so that a TERM or INT sent to this script
	# (by `timeout`, or Ctrl-C) reaches it: kopt then pauses at its next safe
	# point, the file stays resumable, and no further configuration starts.
	if [ -e "$f" ]; then
		./kopt run --resume -o "$f" --backend "$backend" "${extra[@]}" "${budget_args[@]}" \
			>> "$out/$name.txt" 2>&1 &
	else
		./kopt run -o "$f" --name "$name: $desc" --backend "$backend" --llm "$llm" "${flags[@]}" \
			"${extra[@]}" "${budget_args[@]}" "${dirs[@]}" >> "$out/$name.txt" 2>&1 &
	fi
	local pid=$!
	trap 'stopped=143; kill -TERM $pid 2>/dev/null' TERM
	trap 'stopped=130; kill -TERM $pid 2>/dev/null' INT
	wait $pid
	rc=$?
	while kill -0 $pid 2>/dev/null; do wait $pid; rc=$?; done
	trap - TERM INT
	# The seconds of an invocation that ran the search (a refused one, a
	# bad --set say, makes no file and counts no invocation).
	[ -e "$f" ] && echo $((SECONDS - t0)) >> "$out/$name.seconds"
	echo "$name: exit $rc after $((SECONDS - t0)) s: $(./kopt show "$f" 2>/dev/null | head -1)"
	case $(state "$f") in
	complete) ship "$name" "$desc" "${flags[*]}" $# ;;
	paused) paused_n=$((paused_n + 1)) ;;
	*) failed_n=$((failed_n + 1)) ;;
	esac
}
# ship NAME DESCRIPTION FLAGS NPROBLEMS: a complete file's compressed copy
# (unless --no-xz) and README section; an xz that fails counts as failed.
ship() {
	local f=$out/$1.kopt
	# -9e with a dictionary the size of a whole run file: the blobs' and
	# observations' SHA-256 names sit in their tables and again in their
	# indexes, tens of MB apart (6 % smaller than -9 on KB-C0-default;
	# xz -d needs about 200 MiB for it)
	if [ -n "$xz" ] && ! xz -T0 --lzma2=preset=9e,dict=192MiB -k -f "$f"; then
		rm -f "$f.xz"
		echo "$1: xz of $f failed: not written for shipping (the run file is whole)"
		failed_n=$((failed_n + 1))
		return
	fi
	describe "$@" > "$out/$1.md"
}
# describe NAME DESCRIPTION FLAGS NPROBLEMS: the README section of a complete file.
describe() {
	local f=$out/$1.kopt show
	show=$(./kopt show "$f")
	local invocations secs busy
	# The run file keeps each invocation's live seconds (`kopt show`'s busy
	# line: "of N s in M invocations", "of G GPUs x N s in M invocations"
	# for --gpus), whichever machine made each; this
	# OUTDIR's .seconds only knows the invocations made here (a run resumed
	# on a fresh machine from a copy of its file), so it is the fallback,
	# for a run older than those seconds.
	busy=$(echo "$show" | sed -n -e 's/^  gpu busy [0-9.]*% of \([0-9]* GPUs x \)\{0,1\}\([0-9]*\) s in \([0-9]*\) invocations:.*/\2 \3/p' \
		-e 's/^  gpu busy [0-9.]*% of \([0-9]* GPUs x \)\{0,1\}\([0-9]*\) s:.*/\2 1/p' | head -1)
	if [ -n "$busy" ]; then
		secs=${busy% *} invocations=${busy#* }
	else
		invocations=$(wc -l < "$out/$1.seconds")
		secs=$(awk '{ s += $1 } END { print s }' "$out/$1.seconds")
	fi
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
	if [ -n "$xz" ]; then
		echo "| size | $(stat -c %s "$f") bytes; compressed $(stat -c %s "$f.xz") bytes ($1.kopt.xz) |"
	else
		echo "| size | $(stat -c %s "$f") bytes; not compressed here (--no-xz) |"
	fi
}
if [ "$mode" = default ]; then
	base="$policy, default-mode baseline"
elif [ "$mode" = tutorial ]; then
	base="$policy, single-kernel mode, the tutorials' kernels as baseline"
else
	base="$policy, $mode baseline"
	[ -n "$prefix_set" ] || prefix="$mode-"
fi
if [ "$problems" = datasets/problems ] || [ "$problems" = "$PWD/datasets/problems" ]; then
	all="the suite"
else
	all="$(echo $ALL | wc -w) problems of $(basename "$problems")"
fi
if [ -n "$c0ids" ]; then
	if [ "$all" = "the suite" ]; then all="$(echo $C0IDS | wc -w) of the suite"
	else all="$(echo $C0IDS | wc -w) of the $all"; fi
fi
record C0 "$all, defaults, $base" -- $C0IDS
record C1 "subset of $nsub, B = 1 (C1), $base" -B 1 -- $SUBSET
record C2 "subset of $nsub, no memory (C2), $base" --no-memory -- $SUBSET
record C3 "subset of $nsub, no end-to-end perf gate (C3), $base" --no-e2e-perf-gate -- $SUBSET
record C4 "subset of $nsub, no profiling (C4), $base" --skip-ncu -- $SUBSET
record C5 "subset of $nsub, T = 1 (C5), $base" -T 1 -- $SUBSET
# shellcheck disable=SC2046
record C6 "level-2 of the subset, all sub-kernels (C6), $base" --all-subkernels -- \
	$(echo $SUBSET | tr ' ' '\n' | grep '^L2-')
[ -z "$stopped" ] || exit "$stopped"
[ "$failed_n" = 0 ] || exit 1
[ "$paused_n" = 0 ] || exit 3
exit 0
