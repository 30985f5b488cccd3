# tests/bench/busy_summary.py (issue 27, item 3): the GPU-busy share and
# seconds per candidate of several runs, read from kopt show's own lines,
# with the median, min and max; a run with no share is said and left out.
# Three copies of one run of the GPU test double get known latencies and
# wall times (48 s of check, time and profile over 100, 80 and 120 s:
# 48.0 %, 60.0 % and 40.0 %).  Then tests/bench/gpu.sh (make bench-gpu) with
# BENCH_RUNS=2 against the double: its runs, their names and its summary.
. "$OLDPWD/tests/cli/lib.sh"
S="$OLDPWD/tests/bench/busy_summary.py"
expect 0 "$KOPT" run -q -o g.kopt --backend "$DOUBLE" -T 2 "$FIXTURES/L1-relu"
python3 - <<'PY'
import sqlite3
db = sqlite3.connect("g.kopt")
want = {"llm": 5000, "compile": 28000, "check": 1000, "time": 17000, "profile": 30000}
for kind, ms in want.items():
    seqs = [s for (s,) in db.execute("select seq from observations where kind=? order by seq", (kind,))]
    for i, s in enumerate(seqs):
        db.execute("update observations set latency_ms=? where seq=?",
                   (ms - 0.25 * (len(seqs) - 1) if i == 0 else 0.25, s))
db.commit()
PY
# Each copy's live seconds (kopt run's, in its provenance) are the wall time.
for w in 100:01:40 80:01:20 120:02:00; do
	cp g.kopt "w${w%%:*}.kopt"
	sql "w${w%%:*}.kopt" "update runs set created_utc='2026-12-01T10:00:00Z', finished_utc='2026-12-01T10:${w#*:}Z', provenance=json_set(provenance, '\$.live.ms', ${w%%:*}000)"
done
# A run resumed twice: its line says so, and is read all the same.
sql w120.kopt "update runs set provenance=json_set(provenance, '\$.live.invocations', 3)"
cp g.kopt open.kopt
sql open.kopt "update runs set finished_utc=NULL, status='started'"
expect 0 python3 "$S" "$KOPT" w100.kopt w80.kopt w120.kopt open.kopt
has_re out '^w100\.kopt: gpu busy 48\.0% of 100 s; per candidate \([0-9]+ compiled\): compile [0-9.]+ s, check [0-9.]+ s, time [0-9.]+ s, profile [0-9.]+ s$'
has_re out '^w80\.kopt: gpu busy 60\.0% of 80 s; .*$'
has_re out '^w120\.kopt: gpu busy 40\.0% of 120 s; .*$'
has_re out '^open\.kopt: gpu busy not defined \(.+\)$'
has out "gpu busy over 3 run(s): median 48.0% (min 40.0%, max 60.0%); wall 100 s (min 80 s, max 120 s)"
has_re out '^per candidate over 3 run\(s\), median \(min, max\): compile [0-9.]+ s \(min [0-9.]+ s, max [0-9.]+ s\), check .*, time .*, profile .*$'
# the per-candidate figures are kopt show's
"$KOPT" show w80.kopt | grep '^  per candidate' | sed 's/^  //' > want
grep -q "$(cat want)" out || die "the per-candidate figures are not kopt show's: $(cat want)"
expect 2 python3 "$S" "$KOPT" open.kopt
has err "busy_summary.py: no run with a GPU-busy share"
expect 1 python3 "$S" "$KOPT" nothere.kopt
# make bench-gpu's script, twice, against the double, with the paper's beam
b=$PWD/bench-out
BENCH_BACKEND="$DOUBLE" BENCH_SKIP_TORCH=1 BENCH_RUNS=2 BENCH_OUT="$b" BENCH_FLAGS="-B 4 -T 1" \
	BENCH_DIRS="$FIXTURES/L1-relu $FIXTURES/L2-gemm-gelu" bash "$OLDPWD/tests/bench/gpu.sh" \
	> bench.txt 2>&1 || { cat bench.txt; die "tests/bench/gpu.sh"; }
has_re bench.txt '^live run 1 of 2 problems: [0-9]+ ms \(Triton cache: fresh\)$'
has_re bench.txt '^live run 2 of 2 problems: [0-9]+ ms \(Triton cache: fresh\)$'
[ ! -e "$b/triton-cache-1" ] || die "run 1's Triton cache was left behind"
[ -f "$b/bench-1.kopt" ] && [ -f "$b/bench-2.kopt" ] || die "no bench-1.kopt and bench-2.kopt"
sql "$b/bench-2.kopt" "select name from runs" > name
has name "bench-gpu: 2 problems, scripted, -B 4 -T 1"
has_re bench.txt "^$(ere "$b")/bench-1\.kopt: gpu busy .*$"
# The double's runs take about a second: a share where a run's recorded wall
# time (whole seconds) reached one, else none (it took under a second).
grep -qE '^(\(no run has a GPU-busy share: see above\)|gpu busy over [12] run\(s\): median .*)$' bench.txt ||
	die "bench.txt has neither the summary of the shares nor the line saying there is none"
has_re bench.txt '^\(files in .*\)$'
BENCH_TRITON_CACHE=warm BENCH_BACKEND="$DOUBLE" BENCH_SKIP_TORCH=1 BENCH_OUT="$b-w" \
	BENCH_DIRS="$FIXTURES/L1-relu" bash "$OLDPWD/tests/bench/gpu.sh" > bench-w.txt 2>&1 &&
	die "BENCH_TRITON_CACHE=warm was taken"
has bench-w.txt "gpu.sh: BENCH_TRITON_CACHE=warm: expected fresh or shared"
# a run under another policy is named after it, here with the shared cache
BENCH_TRITON_CACHE=shared \
BENCH_BACKEND="$DOUBLE" BENCH_SKIP_TORCH=1 BENCH_OUT="$b-c" BENCH_FLAGS="-T 1 --llm coordesc" \
	BENCH_DIRS="$FIXTURES/L1-relu" bash "$OLDPWD/tests/bench/gpu.sh" > bench-c.txt 2>&1 ||
	{ cat bench-c.txt; die "tests/bench/gpu.sh --llm coordesc"; }
sql "$b-c/bench.kopt" "select name from runs" > name-c
has name-c "bench-gpu: 1 problems, coordesc, -T 1 --llm coordesc"
has_re bench-c.txt '^live run 1 of 1 problems: [0-9]+ ms \(Triton cache: shared\)$'
echo "ok: three runs' shares, their median and spread, a run without one, and gpu.sh twice against the double"
