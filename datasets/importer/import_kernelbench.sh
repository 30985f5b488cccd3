#!/usr/bin/env bash
# Import a KernelBench checkout (levels 1-3, 250 problems) on a machine with
# an NVIDIA GPU, torch and Triton:
#
#   datasets/importer/import_kernelbench.sh KB_DIR [--level N] [--only ID,...]
#       [--sample NAME] [--mode default|max-autotune] [-j N] [--timeout S]
#       [--retry-refused] [--redo ID,...] [--cudnn-fp32 torch|ieee|tf32]
#       [--rule eager-1e-4|tf32-vs-float64|tf32-as-compiled] [--tf32-k K] [--out DIR]
#       [--logs DIR] [--status FILE] [--deadline S] [--fresh-caches] [--compile-only]
#       [--float64-from DIR|none] KOPT
#
# KB_DIR is a KernelBench checkout (the folder holding KernelBench/level1 ...;
# ScalingIntelligence/KernelBench, commit 423217d).  Each problem file
# LEVEL/N_NAME.py becomes problem L<level>-<NNN> (L1-019), imported by
# kopt_import.py with --category and --family from kernelbench.py's rules,
# into DIR/ID (default datasets/kernelbench/problems-MODE), N at a time
# (default 4).  Every use of the GPU holds the lock KOPT_IMPORT_GPU_LOCK
# (default LOGS/.gpu.lock; set it to share one GPU with other imports), as
# in import_suite.sh: shared among imports of problems whose inputs and
# parameters take at most KOPT_IMPORT_SHARED_BYTES (default: what fits in the
# budget below), so their compiles overlap (holding the second lock
# KOPT_IMPORT_GPU_LOCK.quiet instead), each first reserving six times its
# inputs and parameters of a budget of GPU memory (KOPT_IMPORT_GPU_BUDGET,
# default 3/4 of the GPU's), else exclusive; always exclusive to time or
# autotune, and a timing waits for the compiles under way.
# An import that runs out of GPU memory beside others is redone alone.
# Kernels' PTX is left out (--no-ptx), since kopt runs their cubins.
# --compile-only stops each import once its compiles are in its checkpoint
# (kopt_import.py --compile-only; one compiled before is skipped): no row,
# "compiled ID" on the output; a refusal is still a row.  The run after it,
# without --compile-only, verifies and times each from its checkpoint.  Two
# passes so, since a timing waits for every compile under way (a quiet CPU):
# at -j N beside level 3's max-autotune compiles (minutes each), small
# problems' timings otherwise wait for the longest of them.
# --fresh-caches compiles each problem with empty Inductor and Triton caches
# of its own, so that the manifest's validation.compile.s is a cold compile's
# time (max-autotune's tuning time: its compile.s less the default mode's).  --rule and --tf32-k go to kopt_import.py (its --help: the
# correctness rule of the baseline, eager-1e-4 by default); the status
# table's rule column says which rule each baseline passed.  --level (repeatable), --only and --sample (a sample
# of datasets/kernelbench/samples.tsv: ablation50, subset12) choose problems.
#
# Each outcome is a row of the status table (default
# datasets/kernelbench/status.tsv, status-max-autotune.tsv for max-autotune):
# id level file status reason kernels externs max_abs_err rule kopt_ms
# torch_compile_ms ratio import_s gpu, rewritten atomically after each
# problem under the table's lock (.TABLE.lock beside it).
# Resumable: a problem with a row is kept (--retry-refused imports the
# refused ones again; --redo ID,... the named ones, whatever their rows say,
# which are removed first); a folder with no row (a killed import's) is
# removed and redone.  An import running past --timeout S (default 900) is refused
# with the reason "timeout after S s", unless it spent over a tenth of them
# waiting for other imports' turns at the GPU: then it is stopped with no
# row, and the next run imports it again.  --deadline S ends a stretch of GPU
# time: no import starts S seconds after this one did, and one still
# running then is stopped (SIGINT, then SIGKILL 30 s later) with no row, so
# the next run imports it again, unless it had written its --result (the
# stop hit its exit): that outcome is recorded.  import_s is the import's
# own seconds: its wall time less what it waited for the GPU lock
# (kopt_import.py's --result, lock_wait_s), and each log ends with its
# phases' seconds.
# Each import's log is DIR/ID.log under --logs (default: a new temporary
# folder, named at the end).  Ends
# with counts per level, refusals grouped by reason and the import_s
# distribution over the table.  Exit 0 once every chosen problem has a row
# (refusals are results), 1 if one has none (recording it failed, or the
# run was interrupted: the next run redoes it), 2 on a bad argument.
# Each import keeps its compiles in a checkpoint, DIR/.checkpoints/ID
# (kopt_import.py --checkpoint), until it ends: one stopped at the
# --deadline after its compiles goes on from them in the next run, unless
# the module, the importer or a setting changed (its import_s then adds the
# compiles' seconds of the stopped run).  --redo removes the named ones'.
# --float64-from DIR (a folder of problem folders; default in a mode other
# than default: problems-default beside --out's folder, which is where the
# default mode's imports go) gives each import whose DIR/ID/float64 exists
# that folder's float64 model to reuse (kopt_import.py --float64-from: the
# float64 model is compiled in default mode in either mode, so the
# max-autotune import need not compile it again; it is still verified).
# --float64-from none builds every float64 model.
# KOPT_KB_IMPORTER replaces the importer command (the tests' stub).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
die() { echo "import_kernelbench.sh: $*" >&2; exit 2; }
jobs=4 mode=default out="" logs="" status="" timeout=900 cudnn=torch retry="" deadline=0
rule=eager-1e-4 tf32k=2 fresh="" f64from="" conly=""
selargs=() pos=() redo=()
while [ $# -gt 0 ]; do
	case $1 in
	-h|--help) usage; exit 0 ;;
	-j|--level|--only|--sample|--mode|--timeout|--cudnn-fp32|--rule|--tf32-k|--out|--logs|--status|--deadline|--redo|--float64-from)
		[ $# -ge 2 ] || die "$1 needs a value"
		case $1 in
		-j) jobs=$2 ;;
		--level) case $2 in 1|2|3) selargs+=(--level "$2") ;;
			 *) die "--level $2: expected 1, 2 or 3" ;; esac ;;
		--only) selargs+=(--only "$2") ;;
		--sample) selargs+=(--sample "$2") ;;
		--mode) mode=$2 ;;
		--timeout) timeout=$2 ;;
		--cudnn-fp32) cudnn=$2 ;;
		--rule) rule=$2 ;;
		--tf32-k) tf32k=$2 ;;
		--out) out=$2 ;;
		--logs) logs=$2 ;;
		--status) status=$2 ;;
		--deadline) deadline=$2 ;;
		--redo) redo=(--redo "$2") ;;
		--float64-from) f64from=$2 ;;
		esac
		shift 2 ;;
	--retry-refused) retry=--retry-refused; shift ;;
	--fresh-caches) fresh=--fresh-caches; shift ;;
	--compile-only) conly=--compile-only; shift ;;
	-*) die "unknown option $1 (--help lists them)" ;;
	*) pos+=("$1"); shift ;;
	esac
done
[ ${#pos[@]} -eq 2 ] || { usage >&2; die "expected KB_DIR and KOPT, got ${#pos[@]} argument(s)"; }
kb=${pos[0]}
[ -d "$kb" ] || die "KB_DIR $kb is not a folder"
case $mode in default|max-autotune) ;; *) die "--mode $mode: expected default or max-autotune" ;; esac
case $jobs in ''|*[!0-9]*|0) die "-j $jobs: expected a positive integer" ;; esac
case $timeout in ''|*[!0-9]*|0) die "--timeout $timeout: expected a positive number of seconds" ;; esac
case $deadline in ''|*[!0-9]*) die "--deadline $deadline: expected a positive number of seconds" ;; esac
[ "$deadline" = 0 ] && deadline_at=0 || deadline_at=$(( $(date +%s) + deadline ))
case $cudnn in torch|ieee|tf32) ;; *) die "--cudnn-fp32 $cudnn: expected torch, ieee or tf32" ;; esac
case $rule in eager-1e-4|tf32-vs-float64|tf32-as-compiled) ;;
*) die "--rule $rule: expected eager-1e-4, tf32-vs-float64 or tf32-as-compiled" ;; esac
[[ $tf32k =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)$ ]] && awk -v k="$tf32k" 'BEGIN { exit !(k > 0) }' ||
	die "--tf32-k $tf32k: expected a positive number"
kopt=$(cd "$(dirname "${pos[1]}")" 2>/dev/null && pwd)/$(basename "${pos[1]}")
if [ ! -f "$kopt" ] || [ ! -x "$kopt" ]; then die "KOPT ${pos[1]} is not an executable"; fi
suffix=""; [ "$mode" = default ] || suffix=-$mode
out=${out:-$root/datasets/kernelbench/problems-$mode}
status=${status:-$root/datasets/kernelbench/status$suffix.tsv}
logs=${logs:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-kb-logs-XXXXXX")}
mkdir -p "$out" "$logs" "$(dirname "$status")" || die "cannot create --out, --logs or the status folder"
out=$(cd "$out" && pwd); logs=$(cd "$logs" && pwd)
if [ -z "$f64from" ] && [ "$mode" != default ]; then f64from=$(dirname "$out")/problems-default; fi
if [ "$f64from" = none ]; then f64from=""
elif [ -n "$f64from" ]; then
	[ -d "$f64from" ] && f64from=$(cd "$f64from" && pwd) || {
		echo "import_kernelbench.sh: --float64-from $f64from: no such folder; every float64 model is built" >&2
		f64from=""; }
fi
status=$(cd "$(dirname "$status")" && pwd)/$(basename "$status")
# The status table's lock lives beside it, not in --logs: two bulk imports
# of one table at once (disjoint --only sets, say) then take turns at it.
slock=$(dirname "$status")/.$(basename "$status").lock
importer=${KOPT_KB_IMPORTER:-python3 $here/kopt_import.py}
# Set from outside, the lock (and so the memory budget and the quiet for
# timings) is shared with whatever else names the same file: two bulk imports
# of one GPU at once (two modes, or another level), or GPU tests beside them.
export KOPT_IMPORT_GPU_LOCK=${KOPT_IMPORT_GPU_LOCK:-$logs/.gpu.lock}
# Imports sharing the GPU reserve their memory (RESERVE_X times their inputs
# and parameters) of a budget, 3/4 of the GPU's memory unless
# KOPT_IMPORT_GPU_BUDGET says (kopt_import.py's gpu_budget; 0: none).
if [ -z "${KOPT_IMPORT_GPU_BUDGET+set}" ] && command -v nvidia-smi > /dev/null; then
	mib=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits 2>/dev/null | head -1)
	[[ "$mib" =~ ^[0-9]+$ ]] && export KOPT_IMPORT_GPU_BUDGET=$((mib * 1048576 / 4 * 3))
fi
# The GPU's name for the rows whose import wrote no --result (a timeout, a
# crash); the importer's --result names it otherwise.
gpu=
command -v nvidia-smi > /dev/null &&
	gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)

plan=$logs/plan.tsv
python3 "$here/kernelbench.py" plan "$kb" --status "$status" --out "$out" \
	${selargs[@]+"${selargs[@]}"} $retry ${redo[@]+"${redo[@]}"} --lock "$slock" \
	> "$plan" || exit 2

one() { # ID LEVEL PATH CATEGORY FAMILY
	local id=$1 level=$2 path=$3 cat=$4 fam=$5 rc t0 extra=() cmd t=$timeout cut=0 left
	read -ra cmd <<<"$importer"
	[ "$fam" != "-" ] && extra=(--family "$fam")
	[ -n "$f64from" ] && [ -d "$f64from/$id/float64" ] && extra+=(--float64-from "$f64from/$id")
	extra+=(--checkpoint "$out/.checkpoints/$id")
	if [ "$deadline_at" != 0 ]; then
		left=$(( deadline_at - $(date +%s) ))
		if [ "$left" -le 0 ]; then echo "not started $id (past the --deadline; no row)"; return 0; fi
		if [ "$left" -lt "$timeout" ]; then t=$left cut=1; fi
	fi
	rm -f "$logs/$id.result.json"
	t0=$(date +%s.%N)
	timeout -s INT -k 30 "$t" "${cmd[@]}" "$path" --id "$id" --level "$level" \
		--category "$cat" "${extra[@]}" --mode "$mode" --cudnn-fp32 "$cudnn" \
		--rule "$rule" --tf32-k "$tf32k" --no-ptx $fresh $conly \
		--kopt "$kopt" --out "$out/$id" --result "$logs/$id.result.json" \
		> "$logs/$id.log" 2>&1 < /dev/null
	rc=$?
	# Interrupted (SIGINT or SIGTERM from outside, not the timeout's): no row,
	# so the next run redoes it; 255 makes xargs start no more imports.
	case $rc in 130|143) echo "stopped  $id (interrupted; no row)"; return 255 ;; esac
	if [ -n "$conly" ] && [ "$rc" = 75 ]; then
		echo "compiled $id (its checkpoint kept; no row)"; return 0
	fi
	if [ "$cut" = 1 ] && { [ "$rc" = 124 ] || [ "$rc" = 137 ]; }; then
		# A result written before the stop stands (kernelbench.py outcome).
		if [ ! -s "$logs/$id.result.json" ]; then
			echo "stopped  $id (at the --deadline; no row)"; return 0
		fi
		echo "stopped  $id after writing its result (at the --deadline; its outcome follows)"
	fi
	python3 "$here/kernelbench.py" record --status "$status" --lock "$slock" \
		--id "$id" --level "$level" --file "$(basename "$path")" --rc "$rc" \
		--secs "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')" \
		--timeout "$timeout" --result "$logs/$id.result.json" --log "$logs/$id.log" \
		--out "$out/$id" ${gpu:+--gpu "$gpu"}
}
export -f one
export here out logs mode kopt cudnn rule tf32k timeout status slock importer deadline_at fresh conly f64from gpu
while IFS=$'\t' read -r id level path cat fam; do
	printf '%s\0%s\0%s\0%s\0%s\0' "$id" "$level" "$path" "$cat" "$fam"
done < "$plan" | xargs -0 -r -n 5 -P "$jobs" bash -c 'one "$@"' _ | tee "$logs/summary.txt"
rc=${PIPESTATUS[1]}
python3 "$here/kernelbench.py" summary "$status"
echo "status: $status (logs in $logs)"
left=$( { cat "$status" 2>/dev/null || true; } |
	awk -F'\t' 'NR == FNR { have[$1] = 1; next } !($1 in have) { n++ } END { print n + 0 }' - "$plan")
compiled=$(grep -c '^compiled ' "$logs/summary.txt" 2>/dev/null)
if [ -n "$conly" ] && [ "${compiled:-0}" -gt 0 ]; then
	echo "compiled: ${compiled} problem(s), in checkpoints under $out/.checkpoints; run again without --compile-only to verify and time them"
	left=$((left - compiled))
fi
if [ "$rc" -ne 0 ] || [ "$left" -ne 0 ]; then
	echo "import_kernelbench.sh: $left chosen problem(s) have no row$([ -n "$conly" ] && echo " and no checkpoint") (see above); run again to import them" >&2
	exit 1
fi
