#!/usr/bin/env bash
# GPU tests (make test-gpu): need an NVIDIA GPU and driver (without one,
# every case is skipped and the runner exits 77); the Triton cases also need
# torch and Triton (they are skipped, and said so, without them).
# Prints a line per case as it ends and one closing line "gpu: N passed, N
# failed, N skipped".  KOPT_GPU_ONLY=g_x,g_y runs only the named cases.
# KOPT_GPU_DEVICES=0,1 runs the cases on several GPUs at once, one case per
# GPU at a time (CUDA_VISIBLE_DEVICES set to its GPU): give distinct GPUs,
# since the timing cases assume the GPU to themselves.
# KOPT_GPU_TESTS=DIR takes the cases from DIR/g_*.sh (the runner's own test).
# KOPT_GPU_PROBE=CMD replaces the check that there is a GPU (below).
# KOPT_GPU_STATE=FILE keeps each case's result in FILE under a key of this
# tree (the binaries, the sources, the GPU cases and what they read, the
# importer, and the GPU's name and driver; not the CPU tests or READMEs,
# tree_key below): a case that passed under the same key is not run again but
# counted, saying so, so that a suite longer than one stretch of GPU time
# (the whole of it takes over half an hour) is run in several and closes
# with one line over every case.  KOPT_GPU_DEADLINE=S starts no case after
# S seconds: those left are "not run" in the closing line (exit 1), for the
# next run with the same FILE.
set -u
cd "$(dirname "$0")/../.." || exit 2
export KOPT=$PWD/kopt GPUFIX=$PWD/tests/gpu/fixtures CANDS=$PWD/tests/gpu/candidates ROOT=$PWD
cases=${KOPT_GPU_TESTS:-tests/gpu}
pass=0 fail=0 skip=0 kept=0 notrun=()
state=${KOPT_GPU_STATE:-}
# tree_key: what a case's result depends on, as one hash.  Left out: what no
# case runs or reads (the CPU tests' sources and binaries, tests/cli,
# tests/unit, tests/fuzz, tests/slurm; READMEs), so that a change there
# keeps the passes of a suite run over several stretches of GPU time.
tree_key() {
	local p
	{
		for p in kopt build/kopt_gpu.so build/tests harness recorder replayer gates reports \
			plots tests datasets/importer datasets/problems datasets/modules datasets/tutorials \
			datasets/FORMAT.md datasets/manifest.schema.json Makefile "$cases"; do
			[ -e "$p" ] && find "$p" -type f ! -name '*.o' ! -name '*.d' ! -path '*/__pycache__/*' \
				! -name README.md ! -path 'tests/cli/*' ! -path 'tests/unit/*' \
				! -path 'tests/fuzz/*' ! -path 'tests/slurm/*' ! -path 'build/tests/unit*' \
				! -path 'build/tests/cli-times*'
		done | LC_ALL=C sort -u | xargs -r -d '\n' sha256sum
		if command -v nvidia-smi > /dev/null; then
			nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1
		else
			echo "no nvidia-smi"
		fi
	} | sha256sum | cut -c1-16
}
if [ -n "$state" ]; then
	key=$(tree_key)
	touch "$state" || { echo "KOPT_GPU_STATE $state: cannot write it" >&2; exit 2; }
	echo "tree key $key (KOPT_GPU_STATE $state)"
fi
t_start=$(date +%s%N)
# passed_before CASE: the "SECS DATE" of CASE's pass under this key, if any.
passed_before() {
	[ -n "$state" ] && awk -F'\t' -v k="$key" -v c="$1" \
		'$1 == k && $2 == c && $3 == "ok" { r = $4 " " $5 } END { if (r != "") print r }' "$state"
}
[ -n "${KOPT_GPU_LOGS:-}" ] && mkdir -p "$KOPT_GPU_LOGS"
IFS=, read -r -a lanes <<< "${KOPT_GPU_DEVICES:-}"
[ ${#lanes[@]} -gt 0 ] || lanes=("")
declare -a lane_pid lane_dir lane_name lane_start
# case_run DIR CASE LANE: one case in DIR (its log, and its status in DIR/rc).
case_run() {
	if [ -n "$3" ]; then export CUDA_VISIBLE_DEVICES=$3; fi
	(cd "$1" && bash "$2") > "$1/log" 2>&1
	echo $? > "$1/rc"
}
# report LANE: the result of the case that lane ran.
report() {
	local dir=${lane_dir[$1]} name=${lane_name[$1]} rc ms secs on="" result
	rc=$(cat "$dir/rc" 2>/dev/null || echo 1)
	ms=$((($(date +%s%N) - lane_start[$1]) / 1000000))
	secs=$((ms / 1000)).$(printf %03d $((ms % 1000)))
	[ -n "${lanes[$1]}" ] && [ ${#lanes[@]} -gt 1 ] && on=", GPU ${lanes[$1]}"
	if [ "$rc" -eq 0 ]; then
		result=ok pass=$((pass + 1)); echo "ok   $name (${secs}s$on)"; sed 's/^/    /' "$dir/log" | grep '^    #' || true
	elif [ "$rc" -eq 77 ]; then
		result=skip skip=$((skip + 1)); echo "skip $name: $(tail -1 "$dir/log")"
	else
		result=fail fail=$((fail + 1)); echo "FAIL $name (log in $dir$on)"; sed 's/^/    /' "$dir/log" | tail -40
	fi
	[ -n "$state" ] && printf '%s\t%s\t%s\t%s\t%s\n' "$key" "$name" "$result" "$secs" \
		"$(date -u +%Y-%m-%dT%H:%M:%SZ)" >> "$state"
	[ -n "${KOPT_GPU_LOGS:-}" ] && cat "$dir/log" >> "$KOPT_GPU_LOGS/gpu-tests.log"
	# a failed case's folder stays (its line names it); a pass's or skip's goes
	[ "$result" = fail ] || rm -rf "$dir"
	lane_pid[$1]=""
}
# free_lane: sets lane to the index of a lane with no case running, waiting
# for a case to end (and reporting it) when every lane is busy.
free_lane() {
	local i
	while :; do
		for i in "${!lanes[@]}"; do
			if [ -z "${lane_pid[$i]:-}" ]; then lane=$i; return; fi
			if ! kill -0 "${lane_pid[$i]}" 2>/dev/null; then
				wait "${lane_pid[$i]}" 2>/dev/null
				report "$i"
				lane=$i; return
			fi
		done
		wait -n 2>/dev/null || sleep 0.2
	done
}
# Without an NVIDIA GPU and driver no case can run: each is skipped, saying
# why, and the runner exits 77 (make test-gpu then passes, saying so, except
# under CI=true).  The probe: nvidia-smi -L, else the driver's cuInit through
# libcuda.so.1 (a container may lack nvidia-smi); KOPT_GPU_PROBE=CMD replaces
# it (the runner's test).  The runner's own stand-in cases (KOPT_GPU_TESTS)
# need no GPU.
gpu_probe() {
	if [ -n "${KOPT_GPU_PROBE:-}" ]; then
		sh -c "$KOPT_GPU_PROBE" > /dev/null 2>&1
		return
	fi
	nvidia-smi -L > /dev/null 2>&1 ||
		python3 -c 'import ctypes, sys; sys.exit(ctypes.CDLL("libcuda.so.1").cuInit(0))' > /dev/null 2>&1
}
nogpu=""
if [ -z "${KOPT_GPU_TESTS:-}" ] && ! gpu_probe; then
	nogpu="no NVIDIA GPU or driver here (nvidia-smi -L and cuInit failed)"
fi
for t in "$cases"/g_*.sh; do
	[ -e "$t" ] || continue
	name=$(basename "$t" .sh)
	case ",${KOPT_GPU_ONLY:-$name}," in *,"$name",*) ;; *) continue ;; esac
	if [ -n "$nogpu" ]; then
		echo "skip $name: $nogpu"
		skip=$((skip + 1))
		continue
	fi
	before=$(passed_before "$name")
	if [ -n "$before" ]; then
		pass=$((pass + 1)) kept=$((kept + 1))
		echo "ok   $name (${before%% *}s, passed on this tree at ${before#* }: kept)"
		continue
	fi
	free_lane   # (waits for a lane: the deadline is checked when this case would start)
	if [ -n "${KOPT_GPU_DEADLINE:-}" ] && [ $(( ($(date +%s%N) - t_start) / 1000000 )) -ge $(( KOPT_GPU_DEADLINE * 1000 )) ]; then
		notrun+=("$name"); continue
	fi
	lane_dir[$lane]=$(mktemp -d "${TMPDIR:-/tmp}/kopt-gpu-XXXXXX")
	lane_name[$lane]=$name
	lane_start[$lane]=$(date +%s%N)
	case_run "${lane_dir[$lane]}" "$(cd "$(dirname "$t")" && pwd)/$name.sh" "${lanes[$lane]}" &
	lane_pid[$lane]=$!
done
for i in "${!lanes[@]}"; do
	if [ -n "${lane_pid[$i]:-}" ]; then
		wait "${lane_pid[$i]}" 2>/dev/null
		report "$i"
	fi
done
[ ${#notrun[@]} -gt 0 ] && echo "not run (past KOPT_GPU_DEADLINE=$KOPT_GPU_DEADLINE s): ${notrun[*]}"
[ "$kept" -gt 0 ] && echo "kept: $kept of the passes are earlier runs' on this tree (KOPT_GPU_STATE)"
echo "gpu: $pass passed, $fail failed, $skip skipped$([ ${#notrun[@]} -gt 0 ] && echo ", ${#notrun[@]} not run")"
[ -z "$nogpu" ] || exit 77
[ "$fail" -eq 0 ] && [ ${#notrun[@]} -eq 0 ]
