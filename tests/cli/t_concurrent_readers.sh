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
		has_re out '^run 1  (started|complete) +run$'
		expect 0 "$KOPT" report live.kopt
		has out "## Table 1, panel A: run 1 (run)"
		reads=$((reads + 1))
	fi
	sleep 0.05
done
wait $pid || { cat run.err; die "the run failed while being read"; }
[ $reads -ge 3 ] || die "only $reads reads happened during the run (too fast to test?)"
# The writer's stderr holds its closing line and, where a reader had the
# file open as it ended, the note saying so: nothing else (no busy or locked
# error).
done_re='^kopt run: run 1 complete in live\.kopt: [0-9]+ observations \(0 replayed, [0-9]+ live\), [0-9]+ steps, report digest [0-9a-f]{16}$'
held="kopt run: note: live.kopt: another process has it open, so it stays in write-ahead-log mode (-wal and -shm beside it); it is complete, and the next kopt that writes it alone makes it one file again"
has_re run.err "$done_re"
! grep -vE -e "$done_re" -e "^$(ere "$held")\$" run.err || die "the writer reported more than its end"
[ "$(sql live.kopt 'pragma integrity_check')" = ok ] || die "integrity"
expect 0 "$KOPT" replay live.kopt -q
has out "replay of run 1 in live.kopt: identical"
echo "$reads consistent reads during the run"
# A reader that holds the file open while the run ends: the run cannot leave
# write-ahead-log mode then, says so in a note, and still succeeds; the file
# is complete and replays identically.
expect 0 "$KOPT" run -q -o held.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu"
python3 - held.kopt <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode=WAL")
db.execute("BEGIN")
db.execute("SELECT count(*) FROM observations").fetchone()
open("reader-ready", "w").close()
time.sleep(8)
db.execute("COMMIT")
PY
reader=$!
while [ ! -e reader-ready ]; do sleep 0.05; done
expect 0 "$KOPT" run -q -o held.kopt --backend "$DOUBLE" "$FIXTURES/L1-softmax"
has err "kopt run: note: held.kopt: another process has it open, so it stays in write-ahead-log mode (-wal and -shm beside it); it is complete, and the next kopt that writes it alone makes it one file again"
wait $reader
[ "$(sql held.kopt "select group_concat(status) from runs")" = "complete,complete" ] || die "runs not complete"
expect 0 "$KOPT" replay held.kopt --run 2 -q
has out "replay of run 2 in held.kopt: identical"
