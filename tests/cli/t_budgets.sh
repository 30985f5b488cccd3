# Budgets stop an invocation at a safe point between problems; the run is
# marked paused and resume finishes it with the decisions of a run that
# was never stopped.
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
