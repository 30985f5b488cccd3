#!/usr/bin/env bash
# GPU tests (make test-gpu): need an NVIDIA GPU and driver; the Triton cases
# also need torch and Triton (they are skipped, and said so, without them).
# Prints a line per case as it ends and one closing line "gpu: N passed, N
# failed, N skipped".  KOPT_GPU_ONLY=g_x,g_y runs only the named cases.
# KOPT_GPU_DEVICES=0,1 runs the cases on several GPUs at once, one case per
# GPU at a time (CUDA_VISIBLE_DEVICES set to its GPU): give distinct GPUs,
# since the timing cases assume the GPU to themselves.
# KOPT_GPU_TESTS=DIR takes the cases from DIR/g_*.sh (the runner's own test).
set -u
cd "$(dirname "$0")/../.."
export KOPT=$PWD/kopt GPUFIX=$PWD/tests/gpu/fixtures CANDS=$PWD/tests/gpu/candidates ROOT=$PWD
cases=${KOPT_GPU_TESTS:-tests/gpu}
pass=0 fail=0 skip=0
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
	local dir=${lane_dir[$1]} name=${lane_name[$1]} rc ms secs on=""
	rc=$(cat "$dir/rc" 2>/dev/null || echo 1)
	ms=$((($(date +%s%N) - lane_start[$1]) / 1000000))
	secs=$((ms / 1000)).$(printf %03d $((ms % 1000)))
	[ -n "${lanes[$1]}" ] && [ ${#lanes[@]} -gt 1 ] && on=", GPU ${lanes[$1]}"
	if [ "$rc" -eq 0 ]; then
		pass=$((pass + 1)); echo "ok   $name (${secs}s$on)"; sed 's/^/    /' "$dir/log" | grep '^    #' || true
	elif [ "$rc" -eq 77 ]; then
		skip=$((skip + 1)); echo "skip $name: $(tail -1 "$dir/log")"
	else
		fail=$((fail + 1)); echo "FAIL $name (log in $dir$on)"; sed 's/^/    /' "$dir/log" | tail -40
	fi
	[ -n "${KOPT_GPU_LOGS:-}" ] && cat "$dir/log" >> "$KOPT_GPU_LOGS/gpu-tests.log"
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
for t in "$cases"/g_*.sh; do
	[ -e "$t" ] || continue
	name=$(basename "$t" .sh)
	case ",${KOPT_GPU_ONLY:-$name}," in *,"$name",*) ;; *) continue ;; esac
	free_lane
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
echo "gpu: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
