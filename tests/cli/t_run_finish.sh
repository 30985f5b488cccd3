# A run that cannot be marked paused (the status update fails) says so and
# keeps what it recorded: the user is told, the problems searched stay in
# the file, and a resume finishes the run.
. "$OLDPWD/tests/cli/lib.sh"
expect 1 "$KOPT" run -q -o p.kopt --backend "$DOUBLE" --max-problems 1 "$FIXTURES"/*
[ "$(sql p.kopt 'select status from runs')" = paused ] || die "not paused"
sql p.kopt "create trigger no_pause before update of status on runs when new.status='paused' begin select raise(abort, 'status update refused by the test'); end"
expect 1 "$KOPT" run --resume -q -o p.kopt --backend "$DOUBLE" --max-problems 1
grep -Eq '^kopt run: paused \(--max-problems 1 reached\), but the run could not be marked paused: p\.kopt: .*status update refused by the test; what was recorded is kept: resume with: kopt run --resume -o p\.kopt --run 1$' err ||
	{ cat err; die "no error line for the failed status update"; }
[ "$(sql p.kopt 'select count(*) from outcomes')" = 2 ] || die "the problem searched was lost"
[ "$(sql p.kopt 'select status from runs')" = started ] || die "status changed"
sql p.kopt "drop trigger no_pause"
expect 0 "$KOPT" run --resume -q -o p.kopt --backend "$DOUBLE"
[ "$(sql p.kopt 'select status from runs')" = complete ] || die "resume did not complete the run"
echo "a refused status update is an error; the recorded problems are kept and resumed"
