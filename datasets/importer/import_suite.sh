#!/usr/bin/env bash
# Import the problem suite (datasets/suite.tsv) on a machine with an NVIDIA
# GPU, torch and Triton:
#
#   datasets/importer/import_suite.sh [-j N] [--only ID,ID...] [--mode M]
#                                     [--cudnn-fp32 ieee|tf32|torch]
#                                     [--out DIR] [--logs DIR] KOPT
#
# Each row's module (datasets/modules/MODULE) is imported into DIR/ID (default
# datasets/problems) by kopt_import.py, N imports at a time (default 4):
# everything an import does on the GPU (moving the model there, the compile
# and Inductor's autotuning, the check against eager, the timing against
# torch.compile) holds one lock (KOPT_IMPORT_GPU_LOCK): shared among imports
# of problems whose inputs and parameters fit (KOPT_IMPORT_SHARED_BYTES,
# default a sixth of the budget: each reserves six times them of
# KOPT_IMPORT_GPU_BUDGET, default 3/4 of the GPU's memory), whose compiles
# then overlap (holding a second lock, KOPT_IMPORT_GPU_LOCK.quiet, instead),
# else exclusive, and always exclusive to autotune or time, so each
# measurement is made on an idle GPU; a timing also waits for the compiles
# under way (importer/README.md).
# Each import's log goes to DIR/ID.log under --logs (default: a new
# temporary folder, named at the end).
# A folder that exists already is left alone.  Ends with one line per
# problem (imported, refused or kept), a count, and how many problems each
# vendor or ATen call kopt cannot run made it refuse; exit 1 if any failed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
jobs=4 only="" mode=default out="$root/datasets/problems" logs="" cudnn=torch
case ${1:-} in -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
while [ $# -gt 1 ]; do
	case $1 in
	-j) jobs=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	--mode) mode=$2; shift 2 ;;
	--cudnn-fp32) cudnn=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--logs) logs=$2; shift 2 ;;
	*) echo "import_suite.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
[ $# -eq 1 ] || { sed -n '2,18p' "$0" >&2; exit 2; }
kopt=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$kopt" ] || { echo "import_suite.sh: $1 is not an executable" >&2; exit 2; }
logs=${logs:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-import-logs-XXXXXX")}
mkdir -p "$out" "$logs"
export KOPT_IMPORT_GPU_LOCK=$logs/.gpu.lock
# Imports sharing the GPU reserve their memory (RESERVE_X times their inputs
# and parameters) of a budget, 3/4 of the GPU's memory unless
# KOPT_IMPORT_GPU_BUDGET says (kopt_import.py's gpu_budget; 0: none).
if [ -z "${KOPT_IMPORT_GPU_BUDGET+set}" ] && command -v nvidia-smi > /dev/null; then
	mib=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits 2>/dev/null | head -1)
	[[ "$mib" =~ ^[0-9]+$ ]] && export KOPT_IMPORT_GPU_BUDGET=$((mib * 1048576 / 4 * 3))
fi
one() { # ID MODULE LEVEL CATEGORY FAMILY
	local id=$1 module=$2 level=$3 cat=$4 fam=$5 t0=$SECONDS
	if [ -e "$out/$id" ]; then echo "kept     $id (folder exists)"; return 0; fi
	local famarg=()
	[ "$fam" != "-" ] && famarg=(--family "$fam")
	if python3 "$here/kopt_import.py" "$root/datasets/modules/$module" --id "$id" \
		--level "$level" --category "$cat" "${famarg[@]}" --mode "$mode" \
		--cudnn-fp32 "$cudnn" \
		--kopt "$kopt" --out "$out/$id" > "$logs/$id.log" 2>&1; then
		echo "imported $id ($((SECONDS - t0)) s): $(tail -1 "$logs/$id.log")"
	else
		# the refusal, else the log's last line (an uncaught exception's);
		# not the first line saying "error": each seed's check prints one
		# (kernelbench.py reason: the rule of every importer driver)
		echo "FAILED   $id ($((SECONDS - t0)) s): $(python3 "$here/kernelbench.py" reason "$logs/$id.log" | cut -c1-300)"
		return 1
	fi
}
export -f one
export here root out logs mode kopt cudnn
tail -n +2 "$root/datasets/suite.tsv" | while IFS=$'\t' read -r id module level cat fam; do
	[ -z "$id" ] && continue
	if [ -n "$only" ]; then case ",$only," in *",$id,"*) ;; *) continue ;; esac; fi
	printf '%s\0%s\0%s\0%s\0%s\0' "$id" "$module" "$level" "$cat" "$fam"
done | xargs -0 -n 5 -P "$jobs" bash -c 'one "$@"' _ | tee "$logs/summary.txt"
n_ok=$(grep -c '^imported' "$logs/summary.txt")
n_bad=$(grep -c '^FAILED' "$logs/summary.txt")
n_kept=$(grep -c '^kept' "$logs/summary.txt")
echo "suite: $n_ok imported, $n_bad failed, $n_kept kept (logs in $logs)"
# The vendor and ATen calls kopt cannot run, counted over the refused problems.
for f in "$logs"/*.log; do
	grep -h 'kopt cannot run: ' "$f" 2>/dev/null |
		grep -oE '(torch\.ops\.[A-Za-z0-9_.]+|extern_kernels\.[A-Za-z0-9_]+)' | sort -u
done | sort | uniq -c | sort -rn | sed 's/^ *\([0-9]*\) \(.*\)/calls kopt cannot run: \2 in \1 problem(s)/' || true
# Models torch.compile(fullgraph=True) could not compile whole (Dynamo's
# graph break on a recurrent layer, say), by the exception's first line.
grep -h 'refused: torch.compile(fullgraph=True) failed: ' "$logs"/*.log 2>/dev/null |
	sed 's/.*refused: torch.compile(fullgraph=True) failed: \([^;]*\).*/\1/' | sort | uniq -c |
	sort -rn | sed 's/^ *\([0-9]*\) \(.*\)/torch.compile failed: \2 in \1 problem(s)/' || true
[ "$n_bad" -eq 0 ]
