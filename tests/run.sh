#!/usr/bin/env bash
# The CPU test suite (make test): the unit tests, the importer's Python tests
# and the command-line cases in tests/cli, KOPT_TEST_JOBS at a time (default:
# the number of cores plus one; the cases are mostly processes waiting on
# each other).  The sanitizer pass and the fuzz run are make test-san and
# make fuzz (.ci/run runs all three).
#
# Every case is passed, failed or skipped, and the three are counted apart:
#   - a unit test that calls SKIP, a Python case that calls skip(), and a CLI
#     case that exits 77 after printing "skip: REASON" are skips;
#   - a skip is listed with its reason and is never counted as a pass.
# The closing line is "N passed, N failed, N skipped"; the exit status is
# non-zero when anything failed.
#   tests/run.sh [NAME...]    only the CLI cases named (t_replay_identical ...)
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
JOBS=${KOPT_TEST_JOBS:-$(($(nproc 2>/dev/null || echo 1) + 1))}
R=$(mktemp -d "${TMPDIR:-/tmp}/kopt-test-XXXXXX")
TIMES=build/tests/cli-times	# each case's last wall time: the slowest start first
pass=0 fail=0 skip=0
skips=()

# What the cases run must be built (make test builds it all; a missing
# double or agent would fail cases for reasons that are not theirs).
for f in kopt build/tests/unit-tests build/tests/gpu_double.so build/tests/command_agent; do
	[ -x "$f" ] || [ -f "$f" ] || { echo "tests/run.sh: $f is not built: run make test (or make $f)" >&2; exit 2; }
done

# count NAME PASSED FAILED SKIPPED: add a component's own counts.
count() { pass=$((pass + $2)); fail=$((fail + $3)); skip=$((skip + $4)); }
# counts LINE: "P F S" of a closing line "[unit: ]P passed, F failed, S skipped".
counts() { echo "$1" | sed -E 's/^(unit: )?([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped$/\2 \3 \4/'; }

# The unit runner's own rules first: a count from a runner that passes a
# test with no check, or calls a skip a pass, is not worth reading.
if out=$(build/tests/unit-tests --runner-self-test 2>&1); then
	echo "ok   unit runner rules (${out##*$'\n'})"; count x 1 0 0
else
	echo "FAIL unit runner rules"; echo "$out" | sed 's/^/    /'; count x 0 1 0
fi
out=$(build/tests/unit-tests 2>&1)
echo "$out" | grep -v '^ok '
line=$(echo "$out" | grep -E '^unit: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$')
if [ -z "$line" ]; then
	echo "FAIL unit tests did not finish"; count x 0 1 0
else
	read -r p f s <<<"$(counts "$line")"
	count x "$p" "$f" "$s"
	while IFS= read -r l; do skips+=("unit ${l#skip }"); done < <(echo "$out" | grep '^skip ')
fi

export KOPT=$ROOT/kopt DOUBLE=$ROOT/build/tests/gpu_double.so FIXTURES=$ROOT/tests/fixtures/problems \
	AGENT_C=$ROOT/build/tests/command_agent

# The importer's Python tests (no GPU, no torch), each counting its own cases.
for t in test_parse test_triton test_helion test_tutorials test_cli test_kernelbench test_footprint test_compile_times; do
	out=$(python3 "datasets/importer/$t.py" 2>&1); rc=$?
	line=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' | tail -1)
	if [ -z "$line" ]; then
		echo "FAIL importer $t (exit $rc, no closing count)"; echo "$out" | tail -20 | sed 's/^/    /'
		count x 0 1 0; continue
	fi
	read -r p f s <<<"$(counts "$line")"
	count x "$p" "$f" "$s"
	while IFS= read -r l; do skips+=("importer $t ${l#skip }"); done < <(echo "$out" | grep '^skip ')
	if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ]; then
		[ "$f" -eq 0 ] && count x 0 1 0	# exited non-zero with no failure counted
		echo "FAIL importer $t ($line)"; echo "$out" | grep -v '^skip ' | tail -30 | sed 's/^/    /'
	else
		echo "ok   importer $t ($line)"
	fi
done

# The command-line cases, each in a fresh directory, JOBS at a time.
run_case() { # run_case NAME: writes $R/NAME.rc, .log, .secs, .dir
	local t=$1 dir start
	dir=$(mktemp -d "${TMPDIR:-/tmp}/kopt-cli-XXXXXX")
	echo "$dir" > "$R/$t.dir"
	start=$(date +%s.%N)
	(cd "$dir" && OLDPWD=$ROOT bash "$ROOT/tests/cli/$t.sh") > "$dir/log" 2>&1
	echo $? > "$R/$t.rc"
	awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f\n", b - a }' > "$R/$t.secs"
}
if [ $# -gt 0 ]; then cases=("$@"); else
	cases=(); for t in tests/cli/t_*.sh; do cases+=("$(basename "$t" .sh)"); done
fi
# Slowest first (by the last run's times, unknown ones first), so that the
# long cases do not start last.
mapfile -t order < <(for t in "${cases[@]}"; do
	s=$(awk -v t="$t" '$2 == t { print $1 }' "$TIMES" 2>/dev/null); echo "${s:-9999} $t"
done | sort -k1,1gr -k2,2 | awk '{ print $2 }')
# A case marked "# test: alone" (one that runs make in the tree, which may
# relink ./kopt) runs after the others, by itself.
running=0 alone=()
for t in "${order[@]}"; do
	[ -f "tests/cli/$t.sh" ] || { echo "no case tests/cli/$t.sh" >&2; exit 2; }
	if grep -qx '# test: alone' "tests/cli/$t.sh"; then alone+=("$t"); continue; fi
	if [ "$running" -ge "$JOBS" ]; then wait -n; running=$((running - 1)); fi
	run_case "$t" &
	running=$((running + 1))
done
wait
for t in ${alone[@]+"${alone[@]}"}; do run_case "$t"; done
mkdir -p "$(dirname "$TIMES")"; touch "$TIMES"
: > "$TIMES.new"
for t in "${cases[@]}"; do
	rc=$(cat "$R/$t.rc" 2>/dev/null || echo 255); dir=$(cat "$R/$t.dir")
	echo "$(cat "$R/$t.secs" 2>/dev/null || echo 0) $t" >> "$TIMES.new"
	if [ "$rc" -eq 0 ]; then
		count x 1 0 0; echo "ok   $t"; rm -rf "$dir"
	elif [ "$rc" -eq 77 ]; then
		why=$(grep '^skip: ' "$dir/log" | tail -1); why=${why#skip: }
		count x 0 0 1; skips+=("$t: ${why:-no reason given}"); echo "skip $t: ${why:-no reason given}"
		rm -rf "$dir"
	else
		count x 0 1 0; echo "FAIL $t (exit $rc; log below, files in $dir)"
		sed 's/^/    /' "$dir/log" | tail -40
	fi
done
# Keep the times of cases not run this time.
awk 'NR == FNR { seen[$2] = 1; print; next } !seen[$2]' "$TIMES.new" "$TIMES" > "$TIMES.tmp" &&
	mv "$TIMES.tmp" "$TIMES"; rm -f "$TIMES.new"
rm -rf "$R"
if [ ${#skips[@]} -gt 0 ]; then
	echo "skipped (cannot run here; a skip is not a pass):"
	printf '    %s\n' "${skips[@]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
