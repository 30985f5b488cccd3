#!/usr/bin/env bash
# make bench: kopt at the paper's scale on this machine, no GPU.
#   1. 250 synthetic problems (tests/bench/synth_problems.py: 100 level 1,
#      100 level 2, 50 level 3, kernels of several KB) searched with B = 4,
#      T = 5, N = 4, K = 4 (the defaults) by the scripted policy against the
#      CPU test double, recorded and labelled synthetic (built once, kept in
#      build/bench; the live run's time is printed when it is built);
#   2. replay of that file with recorded measurements, checked identical:
#      wall time, peak memory (max RSS), observations per second;
#   3. every table and figure from it (kopt report --out --plots), and the
#      tables alone;
#   4. the recorder's overhead: a live run of the shipped suite
#      (datasets/problems) with the test double answering at once, recorded
#      into a file against --no-record, medians of 7 runs each;
#   5. the wall time of the plain test suite (tests/run.sh, what make test
#      runs), against its standing limit of 4 minutes on the 2-core machine
#      (BENCH_SKIP_TESTS=1 leaves it out).
# Targets (issue): replay + all tables <= 5 s, tables alone <= 1 s, overhead
# <= 1 %, memory flat in the number of problems.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=build/bench
N=${BENCH_PROBLEMS:-250}
mkdir -p $B
KOPT=$PWD/kopt DOUBLE=$PWD/build/tests/gpu_double.so
wall() { /usr/bin/time -f "%e %M" -o $B/time.txt "$@" > $B/out.txt 2> $B/err.txt || { cat $B/err.txt; exit 1; }; cat $B/time.txt; }
if [ ! -s $B/paper-scale-$N.kopt ]; then
	rm -rf $B/problems-$N
	python3 tests/bench/synth_problems.py $B/problems-$N $N
	echo "building the synthetic run file ($N problems; once) ..."
	read -r t m < <(wall $KOPT run -q -o $B/paper-scale-$N.kopt.tmp --synthetic \
		--name "paper scale, $N synthetic problems, B=4 T=5 N=4 K=4" \
		--backend $DOUBLE $B/problems-$N/*)
	mv $B/paper-scale-$N.kopt.tmp $B/paper-scale-$N.kopt
	echo "  live run with the instant test double: $t s, max RSS $((m / 1024)) MB"
fi
F=$B/paper-scale-$N.kopt
obs=$(sqlite3 $F "select count(*) from observations")
size=$(stat -c %s $F)
read -r tr mr < <(wall $KOPT replay $F -q)
grep -q "identical" $B/out.txt || { cat $B/out.txt; echo "replay not identical"; exit 1; }
rm -rf $B/report
read -r tt mt < <(wall $KOPT report $F --out $B/report --plots)
read -r ta ma < <(wall $KOPT report $F)
# Memory against scale: the replay of a tenth of the problems.
if [ ! -s $B/paper-scale-25.kopt ]; then
	rm -rf $B/problems-25
	python3 tests/bench/synth_problems.py $B/problems-25 25
	$KOPT run -q -o $B/paper-scale-25.kopt --synthetic --name "25 synthetic problems" \
		--backend $DOUBLE $B/problems-25/* > /dev/null
fi
read -r t25 m25 < <(wall $KOPT replay $B/paper-scale-25.kopt -q)
# Recorder overhead on the shipped suite.
rec=() norec=()
for i in 1 2 3 4 5 6 7; do
	rm -f $B/rec.kopt*
	s0=$(date +%s%N); $KOPT run -q -o $B/rec.kopt --backend $DOUBLE datasets/problems/*/ > /dev/null; s1=$(date +%s%N)
	rm -f $B/norec.kopt*
	$KOPT run -q -o $B/norec.kopt --no-record --backend $DOUBLE datasets/problems/*/ > /dev/null; s2=$(date +%s%N)
	rec+=($(( (s1 - s0) / 1000 ))); norec+=($(( (s2 - s1) / 1000 )))
done
med() { printf '%s\n' "$@" | sort -n | sed -n 4p; }
# The test suite's wall time (make test's standing limit: 240 s on 2 cores).
suite="not measured (BENCH_SKIP_TESTS)"
if [ -z "${BENCH_SKIP_TESTS:-}" ]; then
	make -s build/tests/unit-tests build/tests/gpu_double.so build/tests/command_agent > /dev/null
	s0=$(date +%s%N); tests/run.sh > $B/suite.txt 2>&1 || { tail -40 $B/suite.txt; exit 1; }; s1=$(date +%s%N)
	suite="$(( (s1 - s0) / 1000000000 )) s on $(nproc) cores ($(tail -1 $B/suite.txt))"
fi
r=$(med "${rec[@]}") n=$(med "${norec[@]}")
echo
echo "| measure | value | target |"
echo "|---|---|---|"
echo "| synthetic run file | $N problems, $obs observations, $((size / 1048576)) MB | |"
echo "| replay, recorded measurements, checked identical | $tr s (max RSS $((mr / 1024)) MB) | |"
echo "| all tables and figures (report --out --plots) | $tt s | |"
echo "| replay + all tables and figures | $(awk "BEGIN{print $tr + $tt}") s | <= 5 s |"
echo "| tables alone (report to stdout) | $ta s | <= 1 s |"
echo "| observations per second in replay | $(awk "BEGIN{printf \"%d\", $obs / $tr}") | |"
echo "| max RSS, replay of 25 vs $N problems | $((m25 / 1024)) MB vs $((mr / 1024)) MB | flat |"
echo "| make test (tests/run.sh) wall time | $suite | <= 240 s on 2 cores |"
echo "| recorder: live suite run recorded vs --no-record (median of 7) | $((r / 1000)) ms vs $((n / 1000)) ms: overhead $(awk "BEGIN{printf \"%.1f\", ($r - $n) * 100 / $n}") % | <= 1 % |"
