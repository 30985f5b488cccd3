# Budgets stop an invocation (the problem budgets between problems, the time
# budget and signals at the next live ask); the run is marked paused and
# resume finishes it with the decisions of a run that was never stopped.
. "$OLDPWD/tests/cli/lib.sh"
record ref.kopt
expect 1 "$KOPT" run -q -o p.kopt --backend "$DOUBLE" --max-problems 3 "$FIXTURES"/*
has err "kopt run: paused (--max-problems 3 reached); resume with: kopt run --resume -o p.kopt --run 1"
[ "$(sql p.kopt 'select count(*) from outcomes')" = 3 ] || die "--max-problems 3 searched another count"
[ "$(sql p.kopt 'select status from runs')" = paused ] || die "status"
expect 1 "$KOPT" run --resume -q -o p.kopt --backend "$DOUBLE" --budget-llm-calls 10
has_re err '^kopt run: paused \(--budget-llm-calls 10 reached \([0-9]+ live llm calls\)\); resume with: kopt run --resume -o p\.kopt --run 1$'
expect 0 "$KOPT" run --resume -q -o p.kopt --backend "$DOUBLE"
[ "$(sql p.kopt 'select report_digest from runs')" = "$(sql ref.kopt 'select report_digest from runs')" ] || die "the resumed run differs"
expect 2 "$KOPT" run -o x.kopt --backend "$DOUBLE" --budget-hours -1 "$FIXTURES/L1-relu"
has err "kopt run: -1: expected a positive number"
[ ! -e x.kopt ] || die "a run file was created for a bad budget"
# The time budget and a signal stop inside a problem too, at its next live
# ask (harness/run/runner.c, stop_inside): the problem has observations but
# no outcome, the run is paused saying where, and resume finishes it with
# the decisions of a run that was never stopped.  The double answers each
# GPU request in 50 ms, so the problem (54 of them) outlasts a 1 s budget.
P=$FIXTURES/L1-relu
expect 0 "$KOPT" run -q -o one.kopt --backend "$DOUBLE" "$P"
KOPT_DOUBLE_DELAY_MS=50 expect 1 "$KOPT" run -q -o h.kopt --backend "$DOUBLE" --budget-hours 0.0003 "$P"
has err "kopt run: paused (--budget-hours 0.0003 reached, inside L1-relu); resume with: kopt run --resume -o h.kopt --run 1"
[ "$(sql h.kopt 'select count(*) from outcomes')" = 0 ] || die "the stopped problem has an outcome"
n=$(sql h.kopt 'select count(*) from observations')
[ "$n" -gt 0 ] && [ "$n" -lt "$(sql one.kopt 'select count(*) from observations')" ] ||
	die "$n observations recorded before the stop: expected some, not all"
expect 0 "$KOPT" run --resume -q -o h.kopt --backend "$DOUBLE"
[ "$(sql h.kopt 'select report_digest from runs')" = "$(sql one.kopt 'select report_digest from runs')" ] ||
	die "the run resumed after a stop inside its problem differs"
expect 0 "$KOPT" replay h.kopt -q
has out "replay of run 1 in h.kopt: identical"
KOPT_DOUBLE_DELAY_MS=50 "$KOPT" run -q -o s.kopt --backend "$DOUBLE" "$P" > s.out 2> s.err &
pid=$!
sleep 1
kill -TERM $pid
rc=0; wait $pid || rc=$?
[ "$rc" = 1 ] || { cat s.err; die "kopt run stopped by TERM exited $rc, expected 1"; }
has s.err "kopt run: paused (interrupted by a signal, inside L1-relu); resume with: kopt run --resume -o s.kopt --run 1"
[ "$(sql s.kopt 'select count(*) from outcomes')" = 0 ] || die "the interrupted problem has an outcome"
expect 0 "$KOPT" run --resume -q -o s.kopt --backend "$DOUBLE"
[ "$(sql s.kopt 'select report_digest from runs')" = "$(sql one.kopt 'select report_digest from runs')" ] ||
	die "the run resumed after a signal inside its problem differs"
