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
#      into a file against --no-record, medians of 7 runs each
#      (BENCH_REC_RUNS);
#   5. kopt view of the C0 recording: the time to write the page, its size,
#      and the time to draw Table 1 in a browser (tests/bench/view.sh);
#   6. the wall time of the plain test suite (tests/run.sh, what make test
#      runs), against its standing limit of 4 minutes on the 2-core machine
#      (BENCH_SKIP_TESTS=1 leaves it out);
#   7. the wall time of the main job (datasets/recordings/replay-all.sh),
#      against issue 29's limit of 60 s on the 2-core machine
#      (BENCH_SKIP_MAIN=1 leaves it out);
#   8. compile ahead (search.compile_ahead, issue 27): the wall time of a
#      one-problem run with the test double's simulated 100 ms compile and
#      100 ms check, compile ahead off against on, medians of BENCH_RUNS;
#      met when on is shorter.  (tests/cli/t_compile_ahead checks that the
#      recorded compile waits drop; the wall time, which a busy disk or
#      CPU moves by more than the saving, is measured here.)
# Prints one table: each figure (the median of BENCH_RUNS runs, 5 unless
# told, with the spread min-max), its target and whether it is met.
# Targets (issue 27): replay checked identical + every table and figure
# <= 2.0 s, tables alone <= 0.3 s, max RSS of the 250-problem replay within
# 1.2x of the 25-problem one, recorder overhead <= 1 %, make test <= 240 s;
# issue 30: kopt view of C0 written in <= 5 s, <= 15 MB, Table 1 in <= 2 s;
# issue 29: the main job <= 60 s.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=build/bench
N=${BENCH_PROBLEMS:-250}
mkdir -p $B
KOPT=$PWD/kopt DOUBLE=$PWD/build/tests/gpu_double.so
R=${BENCH_RUNS:-5}
wall() { /usr/bin/time -f "%e %M" -o $B/time.txt "$@" > $B/out.txt 2> $B/err.txt || { cat $B/err.txt; exit 1; }; cat $B/time.txt; }
# stats V...: "median min max" of the values.
stats() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {m = NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2; printf "%.10g %.10g %.10g\n", m, v[1], v[NR]}'; }
# verdict VALUE TARGET: met when VALUE <= TARGET.
verdict() { awk "BEGIN{print ($1 <= $2) ? \"met\" : \"missed\"}"; }
load() { cut -d' ' -f1 /proc/loadavg; }
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
# Memory against scale: the replay of a tenth of the problems.
if [ ! -s $B/paper-scale-25.kopt ]; then
	rm -rf $B/problems-25
	python3 tests/bench/synth_problems.py $B/problems-25 25
	$KOPT run -q -o $B/paper-scale-25.kopt --synthetic --name "25 synthetic problems" \
		--backend $DOUBLE $B/problems-25/* > /dev/null
fi
load0=$(load)
tr=() mr=() tt=() ta=() tb=() m25=()
for i in $(seq $R); do
	read -r t m < <(wall $KOPT replay $F -q)
	grep -q "identical" $B/out.txt || { cat $B/out.txt; echo "replay not identical"; exit 1; }
	tr+=($t) mr+=($m)
	rm -rf $B/report
	read -r t m < <(wall $KOPT report $F --out $B/report --plots); tt+=($t)
	read -r t m < <(wall $KOPT report $F); ta+=($t)
	# Both in one go, as a user runs them: replay checked identical, then
	# every table and figure.
	rm -rf $B/report
	s0=$(date +%s%N)
	$KOPT replay $F -q > $B/out.txt && $KOPT report $F --out $B/report --plots > /dev/null 2>&1 ||
		{ echo "replay + report failed"; exit 1; }
	s1=$(date +%s%N)
	tb+=($(awk "BEGIN{printf \"%.2f\", ($s1 - $s0) / 1e9}"))
	read -r t m < <(wall $KOPT replay $B/paper-scale-25.kopt -q); m25+=($m)
done
# Recorder overhead on the shipped suite.
rec=() norec=()
RR=${BENCH_REC_RUNS:-7}
for i in $(seq $RR); do
	rm -f $B/rec.kopt*
	s0=$(date +%s%N); $KOPT run -q -o $B/rec.kopt --backend $DOUBLE datasets/problems/*/ > /dev/null 2> $B/err.txt || { cat $B/err.txt; exit 1; }; s1=$(date +%s%N)
	rm -f $B/norec.kopt*
	$KOPT run -q -o $B/norec.kopt --no-record --backend $DOUBLE datasets/problems/*/ > /dev/null 2> $B/err.txt || { cat $B/err.txt; exit 1; }; s2=$(date +%s%N)
	rec+=($(( (s1 - s0) / 1000 ))); norec+=($(( (s2 - s1) / 1000 )))
done
# Compile ahead: off against on, a simulated 100 ms compile and check.
ca0=() ca1=()
for i in $(seq $R); do
	for a in 0 256; do
		rm -f $B/ahead.kopt*
		s0=$(date +%s%N)
		KOPT_DOUBLE_COMPILE_MS=100 KOPT_DOUBLE_CHECK_MS=100 $KOPT run -q -o $B/ahead.kopt \
			--backend $DOUBLE -T 2 --set search.compile_ahead=$a tests/fixtures/problems/L2-gemm-gelu \
			> /dev/null 2> $B/err.txt || { cat $B/err.txt; exit 1; }
		s1=$(date +%s%N)
		if [ $a = 0 ]; then ca0+=($(( (s1 - s0) / 1000000 ))); else ca1+=($(( (s1 - s0) / 1000000 ))); fi
	done
done
rm -f $B/ahead.kopt*
view_rows=$(tests/bench/view.sh)
load1=$(load)
# The test suite's wall time (make test's standing limit: 240 s on 2 cores).
suite_row="| make test (tests/run.sh) wall time | not measured (BENCH_SKIP_TESTS) | <= 240 s | - |"
if [ -z "${BENCH_SKIP_TESTS:-}" ]; then
	make -s build/tests/unit-tests build/tests/gpu_double.so build/tests/command_agent > /dev/null
	s0=$(date +%s%N); tests/run.sh > $B/suite.txt 2>&1 || { tail -40 $B/suite.txt; exit 1; }; s1=$(date +%s%N)
	st=$(( (s1 - s0) / 1000000000 ))
	suite_row="| make test (tests/run.sh) wall time, $(nproc) cores | $st s ($(tail -1 $B/suite.txt)) | <= 240 s | $(verdict $st 240) |"
fi
# The main job (replay-all.sh, what ./setup.sh ends with: every shipped
# recording unpacked, verified, replayed and reported), against issue 29's
# limit of 60 s on the 2-core machine; medians of BENCH_MAIN_RUNS (3).
main_row="| main job (replay-all.sh) wall time | not measured (BENCH_SKIP_MAIN) | <= 60 s | - |"
if [ -z "${BENCH_SKIP_MAIN:-}" ]; then
	mj=()
	for i in $(seq ${BENCH_MAIN_RUNS:-3}); do
		rm -rf $B/main
		s0=$(date +%s%N)
		datasets/recordings/replay-all.sh $B/main > $B/main.txt 2>&1 || { tail -40 $B/main.txt; exit 1; }
		s1=$(date +%s%N)
		mj+=($(awk "BEGIN{printf \"%.1f\", ($s1 - $s0) / 1e9}"))
	done
	read -r mjm mjl mjh < <(stats "${mj[@]}")
	nrec=$(grep -c ': replay identical$' $B/main.txt)
	main_row="| main job (replay-all.sh) wall time, $(nproc) cores, $nrec recordings | $mjm s ($mjl-$mjh s) | <= 60 s | $(verdict $mjm 60) |"
	rm -rf $B/main
fi
read -r trm trl trh < <(stats "${tr[@]}")
read -r ttm ttl tth < <(stats "${tt[@]}")
read -r tam tal tah < <(stats "${ta[@]}")
read -r tbm tbl tbh < <(stats "${tb[@]}")
read -r mrm mrl mrh < <(stats "${mr[@]}")
read -r m25m m25l m25h < <(stats "${m25[@]}")
read -r r _ _ < <(stats "${rec[@]}")
read -r n _ _ < <(stats "${norec[@]}")
read -r ca0m ca0l ca0h < <(stats "${ca0[@]}")
read -r ca1m ca1l ca1h < <(stats "${ca1[@]}")
ratio=$(awk "BEGIN{printf \"%.2f\", $mrm / $m25m}")
over=$(awk "BEGIN{printf \"%.1f\", ($r - $n) * 100 / $n}")
mb() { awk "BEGIN{printf \"%.1f\", $1 / 1024}"; }
echo
echo "$(date -u +%F), $(nproc) cores, no GPU; medians of $R runs (min-max); 1-minute load $load0 before, $load1 after"
echo
echo "| measure | value | target | |"
echo "|---|---|---|---|"
echo "| synthetic run file | $N problems, $obs observations, $((size / 1048576)) MB | | |"
echo "| replay, recorded measurements, checked identical | $trm s ($trl-$trh s) | | |"
echo "| all tables and figures (report --out --plots) | $ttm s ($ttl-$tth s) | | |"
echo "| replay + all tables and figures, one after the other | $tbm s ($tbl-$tbh s) | <= 2.0 s | $(verdict $tbm 2.0) |"
echo "| tables alone (report to stdout) | $tam s ($tal-$tah s) | <= 0.3 s | $(verdict $tam 0.3) |"
echo "| observations per second in replay | $(awk "BEGIN{printf \"%d\", $obs / $trm}") | | |"
echo "| max RSS, replay of 25 problems | $(mb $m25m) MB ($(mb $m25l)-$(mb $m25h)) | | |"
echo "| max RSS, replay of $N problems | $(mb $mrm) MB ($(mb $mrl)-$(mb $mrh)) | | |"
echo "| max RSS, $N against 25 problems | ${ratio}x | <= 1.2x | $(verdict $ratio 1.2) |"
echo "| recorder: live suite run recorded vs --no-record (median of $RR) | $((r / 1000)) ms vs $((n / 1000)) ms: $over % | <= 1 % | $(verdict $over 1) |"
echo "| compile ahead, simulated 100 ms compile and check, one problem: on vs off | $ca1m ms ($ca1l-$ca1h) vs $ca0m ms ($ca0l-$ca0h) | on < off | $(awk "BEGIN{print ($ca1m < $ca0m) ? \"met\" : \"missed\"}") |"
echo "$view_rows"
echo "$suite_row"
echo "$main_row"
