# kopt show and kopt report on a run file while a run writes it: every read
# succeeds with a consistent answer (WAL readers see committed state), and
# the writer finishes unharmed (no busy error, file intact, replay
# identical).
. "$OLDPWD/tests/cli/lib.sh"
python3 "$OLDPWD/tests/bench/synth_problems.py" sp 12
"$KOPT" run -q -o live.kopt --backend "$DOUBLE" sp/* > run.out 2> run.err &
pid=$!
reads=0
while kill -0 $pid 2>/dev/null; do
	if [ -f live.kopt ] && [ "$(sql live.kopt 'select count(*) from runs' 2>/dev/null)" = 1 ]; then
		expect 0 "$KOPT" show live.kopt
		has out "run 1"
		expect 0 "$KOPT" report live.kopt
		has out "## Table 1, panel A: run 1"
		reads=$((reads + 1))
	fi
	sleep 0.05
done
wait $pid || { cat run.err; die "the run failed while being read"; }
[ $reads -ge 3 ] || die "only $reads reads happened during the run (too fast to test?)"
! grep -qi "busy\|locked" run.err || die "the writer met a lock"
[ "$(sql live.kopt 'pragma integrity_check')" = ok ] || die "integrity"
expect 0 "$KOPT" replay live.kopt -q
has out identical
echo "$reads consistent reads during the run"
