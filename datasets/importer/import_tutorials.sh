#!/usr/bin/env bash
# Import the 10 Triton and 10 Helion tutorial kernels (datasets/tutorials/README.md)
# on a machine with an NVIDIA GPU, torch and Triton (Helion for the Helion ones):
#
#   datasets/importer/import_tutorials.sh [--triton DIR] [--helion DIR]
#                                         [--only ID,ID...] [--out DIR] [--work DIR]
#                                         [--timeout SECONDS] [--float64-timeout SECONDS]
#                                         [--helion-configs FILE|none] [--deadline SECONDS]
#                                         [--triton-configs FILE|none] KOPT
#
# DIR: a checkout of triton-lang/triton at v3.6.0 (its python/tutorials) or
# of pytorch/helion at v1.5.0 (its examples); at least one of the two.
# tutorials.py reads each chosen kernel from the checkout with ast (a
# tutorial runs its benchmarks at module level and is never imported) and
# writes, under --work (default: a new temporary folder, named at the end),
# the standalone Triton file of each Triton tutorial and the helion_import.py
# input of each Helion example; helion_import.py turns each of the latter
# into a standalone Triton file with the configuration Helion would run
# (autotuned unless the example or HELION_AUTOTUNE_EFFORT=none fixes one);
# kopt_import.py --triton imports every standalone file into OUT/ID (default
# datasets/tutorials/problems), checked against its reference and against the
# unmodified kernel as Triton launches it, at rtol = atol = 1e-4 on seeds 0
# and 42, and timed against that launch.
# The autotuned Triton tutorial (TT-matmul) takes the configuration
# --triton-configs FILE keeps (default datasets/tutorials/triton-configs.json,
# chosen on the H200); without one there (none: always), tutorials.py times
# each configuration that fits on this GPU as Triton's autotuner does, takes
# the fastest and writes its timings to --work as triton/ID.autotune.json,
# to be kept in such a file.
# A Helion example whose configuration FILE (default
# datasets/tutorials/helion-configs.json, the H200's, chosen at
# HELION_AUTOTUNE_EFFORT=quick) holds, autotuned on the same example text,
# Helion, GPU, effort and overrides, is compiled with
# it instead of autotuning again (helion_import.py --configs; `none`: always
# autotune); an autotune's result is written to --work as
# helion/ID.triton.py.config.json, which helion_import.py --save-configs
# adds to such a file.
# A folder that exists already is kept when it is what kopt_import.py
# would now make (triton_standalone.py --differences: its standalone file
# read again, with no GPU, gives its manifest and kernel source, and a
# Triton tutorial's file is the one it was imported from); one out of date
# is moved to WORK/stale/ID.N, saying what differs, and imported again (a
# Helion example's from the folder's own standalone file, so the
# configuration it had is kept and nothing is autotuned; one the --deadline
# stops is put back).  A Helion
# example's standalone file in --work is kept too, when an earlier call
# made it from the same example at the same HELION_AUTOTUNE_EFFORT with the
# same Helion on the same GPU, overrides and configurations file (its key
# beside it, ID.triton.py.key), so an
# import that failed or was stopped after Helion's autotuning (minutes on
# the H200) does not autotune again when the same --work is given.
# Each step of a problem (Helion's autotuning, the import) is stopped
# after --timeout seconds (default 900) and the problem counted failed,
# "timed out", so one hung kernel does not hold the rest; within it,
# Inductor's compile of the float64 model is stopped after
# --float64-timeout seconds (default 300; 0: no bound) and the problem
# refused saying so (kopt_import.py --float64-timeout: a specification's
# no_float64: REASON imports a kernel whose reference Inductor cannot compile
# in double).  --deadline S ends a stretch of GPU time (a batch job's or a
# lease's): no step starts S seconds after this call did, and a step still
# running then is stopped, neither counted failed: they are left for the
# next call with the same --out and --work (there, a Helion example whose
# standalone file was made is not autotuned again; an autotune that ended
# is written as ID.triton.py.config.json at once, for --save-configs, even
# if the import is stopped after it; one stopped while it ran is lost).
# A tutorial tutorials.py refuses (a checkout that is not the table's) is a
# failure, and a file an earlier call made of it in --work is removed, not
# imported.  One line per problem (imported, FAILED, kept, stale: imported
# again, or left for the next call), then a count; exit 1 if any failed,
# else 3 if any was left at the deadline, else 0.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
triton_src="" helion_src="" only="" out="$root/datasets/tutorials/problems" work="" limit=900 f64=300
configs=$root/datasets/tutorials/helion-configs.json deadline=0
tconfigs=""	# tutorials.py's default, datasets/tutorials/triton-configs.json
usage() { sed -n '2,/^[^#]/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; }
case ${1:-} in -h|--help) usage; exit 0 ;; esac
while [ $# -gt 1 ]; do
	case $1 in
	--triton) triton_src=$2; shift 2 ;;
	--helion) helion_src=$2; shift 2 ;;
	--only) only=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--work) work=$2; shift 2 ;;
	--timeout) limit=$2; shift 2 ;;
	--float64-timeout) f64=$2; shift 2 ;;
	--helion-configs) configs=$2; shift 2 ;;
	--triton-configs) tconfigs=$2; shift 2 ;;
	--deadline) deadline=$2; shift 2 ;;
	*) echo "import_tutorials.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
[ $# -eq 1 ] || { usage >&2; exit 2; }
[[ $limit =~ ^[1-9][0-9]*$ ]] || { echo "import_tutorials.sh: --timeout $limit is not a whole number of seconds" >&2; exit 2; }
[[ $f64 =~ ^(0|[1-9][0-9]*)$ ]] || { echo "import_tutorials.sh: --float64-timeout $f64 is not a whole number of seconds" >&2; exit 2; }
[[ $deadline =~ ^[1-9][0-9]*$ ]] || [ "$deadline" = 0 ] || { echo "import_tutorials.sh: --deadline $deadline is not a whole number of seconds" >&2; exit 2; }
deadline_at=0
[ "$deadline" = 0 ] || deadline_at=$(( $(date +%s) + deadline ))
[ -n "$triton_src$helion_src" ] || { echo "import_tutorials.sh: give --triton DIR or --helion DIR" >&2; exit 2; }
[ -z "$helion_src" ] || [ "$configs" = none ] || [ -r "$configs" ] ||
	{ echo "import_tutorials.sh: --helion-configs $configs: no such file (none: autotune every example)" >&2; exit 2; }
[ -z "$triton_src" ] || [ -z "$tconfigs" ] || [ "$tconfigs" = none ] || [ -r "$tconfigs" ] ||
	{ echo "import_tutorials.sh: --triton-configs $tconfigs: no such file (none: time every configuration)" >&2; exit 2; }
kopt=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$kopt" ] || { echo "import_tutorials.sh: $1 is not an executable" >&2; exit 2; }
work=${work:-$(mktemp -d "${TMPDIR:-/tmp}/kopt-tutorials-XXXXXX")}
mkdir -p "$out" "$work/triton" "$work/helion" "$work/logs"
started=$work/logs/.started	# what this call wrote is newer than it
touch "$started"
failed=0 done_n=0 left_n=0
wanted() { [ -z "$only" ] || [[ ",$only," == *",$1,"* ]]; }
# why LOG: the reason an import failed, from its log: its refusal (kopt_import.py
# and helion_import.py print "refused: ..." or "verification failed: ..."), else
# the log's last line, where an uncaught exception ends.  Not the first line
# that says "error": the importer prints each seed's max abs error as it checks.
# kernelbench.py reason: the rule import_suite.sh, import_kernelbench.sh and
# compile_times.py use as well.
why() {
	python3 "$here/kernelbench.py" reason "$1"
}
# bounded LOG COMMAND...: COMMAND with its output appended to LOG, stopped
# after --timeout seconds (then killed 10 s later), which LOG's last line
# says, or at the --deadline if that comes first: then it returns 75
# (EX_TEMPFAIL), "left" (not started: the deadline had passed; stopped: it
# came while it ran), a status neither importer exits with.  A SIGKILL
# from elsewhere before the bound (the kernel's out-of-memory killer, say)
# is said so, not taken for the bound.
bounded() {
	local log=$1 rc t=$limit left cut=0 start; shift
	if [ "$deadline_at" != 0 ]; then
		left=$(( deadline_at - $(date +%s) ))
		if [ "$left" -le 0 ]; then echo "not started: past the --deadline" >> "$log"; return 75; fi
		if [ "$left" -lt "$limit" ]; then t=$left cut=1; fi
	fi
	start=$(date +%s)
	timeout -k 10 "$t" "$@" >> "$log" 2>&1
	rc=$?
	if [ $rc -eq 137 ] && [ $(( $(date +%s) - start )) -lt "$t" ]; then
		echo "killed (SIGKILL) after $(( $(date +%s) - start )) s, before the bound of $t s: out of memory?" >> "$log"
		return $rc
	fi
	if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		if [ "$cut" = 1 ]; then echo "stopped at the --deadline" >> "$log"; return 75; fi
		echo "timed out after $limit s (--timeout)" >> "$log"
	fi
	return $rc
}
result() { # ID STATUS LOG
	if [ "$2" = 0 ]; then echo "imported $1: $(tail -1 "$3")"; done_n=$((done_n + 1))
	elif [ "$2" = 75 ]; then echo "left     $1: $(tail -1 "$3") (for the next call)"; left_n=$((left_n + 1))
	else echo "FAILED   $1: $(why "$3" | cut -c1-300)"; failed=$((failed + 1)); fi
}
moved=""	# the folder current() moved aside last, until its import ends
# current ID [FILE]: 0 when OUT/ID is as kopt_import.py would now make it
# (from FILE, else from the folder's own copy of its standalone file), and
# says it is kept; else moves the folder to WORK/stale/ID.N (set in
# $moved), saying why, and returns 1 (past the --deadline it leaves the
# folder for the next call and returns 0).  No GPU: triton_standalone.py
# reads the files again.
current() {
	local id=$1 why n=1
	if why=$(python3 "$here/triton_standalone.py" --differences "$out/$id" ${2:+"$2"} 2>&1); then
		echo "kept     $id (folder exists, as the importer would make it)"; return 0
	fi
	if [ "$deadline_at" != 0 ] && [ "$(date +%s)" -ge "$deadline_at" ]; then
		# Left where it is for the next call, which checks it again.
		echo "left     $id: out of date, not imported again: past the --deadline (for the next call)"
		left_n=$((left_n + 1)); return 0
	fi
	mkdir -p "$work/stale"
	while [ -e "$work/stale/$id.$n" ]; do n=$((n + 1)); done
	moved=$work/stale/$id.$n
	mv "$out/$id" "$moved"
	echo "stale    $id: the importer now makes it otherwise ($(echo "$why" | paste -sd';' | cut -c1-200)); the folder moved to $moved, imported again"
	return 1
}
import_one() { # ID FILE
	local id=$1 file=$2 log=$work/logs/$1.log rc
	if [ -e "$out/$id" ] && current "$id" "$file"; then return; fi
	bounded "$log" python3 "$here/kopt_import.py" --triton "$file" --kopt "$kopt" --out "$out/$id" \
		--float64-timeout "$f64"
	rc=$?
	# A folder moved aside as out of date goes back when the --deadline
	# stopped its import again: the next call finds it, and imports it again.
	case $rc:$moved in
	75:"$work/stale/$id".*)
		[ -e "$out/$id" ] || mv "$moved" "$out/$id" ;;
	esac
	moved=""
	result "$id" $rc "$log"
}
# tutorials KIND CHECKOUT: tutorials.py's files of KIND in WORK/KIND, an
# earlier call's (ID.py and ID.autotune.json; not Helion's ID.triton.py,
# which has its key) removed first, so that a tutorial refused now is not imported from an old
# file.  Each refusal of a wanted tutorial is a FAILED line and counts, as
# does a tutorials.py that ends otherwise.
tutorials() {
	local kind=$1 src=$2 log=$work/logs/$1.log f id line n=0
	for f in "$work/$kind"/[TH]T-*.py "$work/$kind"/TT-*.autotune.json; do
		case $f in *.triton.py) ;; *) rm -f "$f" ;; esac
	done
	local opt=()
	[ "$kind" = triton ] && [ -n "$tconfigs" ] && opt=(--configs "$tconfigs")
	python3 "$here/tutorials.py" "$kind" "$src" "$work/$kind" "${opt[@]}" > "$log" 2>&1 && return 0
	while IFS= read -r line; do
		n=$((n + 1)) id=${line%%: refused: *}
		wanted "$id" || continue
		echo "FAILED   $id: refused by tutorials.py: $(echo "${line#*: refused: }" | cut -c1-300)"
		failed=$((failed + 1))
	done < <(grep -E '^(TT|HT)-[a-z0-9-]+: refused: ' "$log")
	if [ "$n" = 0 ]; then
		echo "FAILED   tutorials.py $kind: $(tail -1 "$log" | cut -c1-300) (all of $log)"
		failed=$((failed + 1))
	fi
}
if [ -n "$triton_src" ]; then
	tutorials triton "$triton_src"
	for f in "$work"/triton/TT-*.py; do
		[ -e "$f" ] || continue
		id=$(basename "$f" .py)
		wanted "$id" && import_one "$id" "$f"
	done
fi
if [ -n "$helion_src" ]; then
	# What an autotuned file was chosen on besides the example and the
	# effort: Helion's version and the GPU (a key without either names it
	# unknown, so it still matches only a call that also lacks it).
	tuned_on="helion=$(python3 -c 'import importlib.metadata as m; print(m.version("helion"))' 2>/dev/null || echo unknown)"
	gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader -i 0 2>/dev/null | tr ' ' _)
	tuned_on="$tuned_on gpu=${gpu:-unknown}"
	# What the autotuner was told to hold fixed (helion_import.py adds
	# host_tensor_descriptors off to the user's overrides).
	overrides=$(python3 "$here/helion_import.py" --overrides | tr -d ' ') ||
		{ echo "import_tutorials.sh: HELION_AUTOTUNE_CONFIG_OVERRIDES is refused (above)" >&2; exit 2; }
	kept=() configs_key=none
	if [ "$configs" != none ]; then
		kept=(--configs "$configs")
		configs_key=$(sha256sum < "$configs" | cut -d' ' -f1)
	fi
	tutorials helion "$helion_src"
	for f in "$work"/helion/HT-*.py; do
		[ -e "$f" ] || continue
		case $f in *.triton.py) continue ;; esac	# an earlier call's output
		id=$(basename "$f" .py)
		wanted "$id" || continue
		# A folder out of date is imported again from its own standalone
		# file (Helion's code for the configuration it had: no autotune).
		if [ -e "$out/$id" ]; then
			current "$id" && continue
			import_one "$id" "$moved/triton_input.py"
			continue
		fi
		: > "$work/logs/$id.log"
		made=$work/helion/$id.triton.py
		key="$(sha256sum < "$f" | cut -d' ' -f1) effort=${HELION_AUTOTUNE_EFFORT:-} $tuned_on overrides=$overrides configs=$configs_key"
		if [ -s "$made" ] && [ "$(cat "$made.key" 2>/dev/null)" = "$key" ]; then
			echo "helion_import.py: $made kept from an earlier call (the same example, effort, Helion, GPU, overrides and configurations file)" >> "$work/logs/$id.log"
		else
			rm -f "$made" "$made.key" "$made.config.json"
			bounded "$work/logs/$id.log" python3 "$here/helion_import.py" "${kept[@]}" "$f" "$made"
			rc=$?
			[ $rc -eq 0 ] || { result "$id" $rc "$work/logs/$id.log"; continue; }
			echo "$key" > "$made.key"
		fi
		import_one "$id" "$made"
	done
fi
# The autotunes of this call (an earlier call's, left in --work, were named
# by that call).
tuned=$(find "$work/helion" -name '*.config.json' -newer "$started" | sort | tr '\n' ' ')
[ -z "$tuned" ] || echo "Helion autotuned: $tuned(helion_import.py --save-configs FILE those keeps them)"
echo "$done_n imported, $failed failed$([ "$left_n" = 0 ] || echo ", $left_n left at the --deadline"); files and logs in $work"
[ "$failed" -eq 0 ] || exit 1
[ "$left_n" -eq 0 ] || exit 3
