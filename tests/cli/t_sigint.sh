# SIGINT stops a live run cleanly at its next live request (inside a
# problem, or between two): status paused, the file intact, and resume
# finishes it with the decisions of an uninterrupted run.
. "$OLDPWD/tests/cli/lib.sh"
AGENT="command:sleep 0.02; $AGENT_C"
expect 0 "$KOPT" run -q -o ref.kopt --backend "$DOUBLE" --llm "$AGENT" -T 2 "$FIXTURES"/*
"$KOPT" run -q -o int.kopt --backend "$DOUBLE" --llm "$AGENT" -T 2 "$FIXTURES"/* >/dev/null 2>err &
pid=$!
for _ in $(seq 200); do [ -e int.kopt ] && [ "$(sql int.kopt 'select count(*) from outcomes' 2>/dev/null)" -ge 1 ] 2>/dev/null && break; sleep 0.05; done
kill -INT $pid
set +e; wait $pid; rc=$?; set -e
[ $rc -eq 1 ] || die "interrupted run exited $rc"
has_re err '^kopt run: paused \(interrupted by a signal(, inside [A-Za-z0-9-]+)?\); resume with: kopt run --resume -o int\.kopt --run 1$'
[ "$(sql int.kopt 'select status from runs')" = paused ] || die "status not recorded"
[ "$(sql int.kopt 'pragma integrity_check')" = ok ] || die "integrity"
[ "$(sql int.kopt 'select count(*) from outcomes')" -lt 8 ] || die "the run was not stopped early"
expect 0 "$KOPT" run --resume -q -o int.kopt --backend "$DOUBLE" --llm "$AGENT"
[ "$(sql int.kopt 'select report_digest from runs')" = "$(sql ref.kopt 'select report_digest from runs')" ] || die "resumed run differs"
