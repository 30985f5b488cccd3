# A run recorded with the test doubles replays identically: every decision is
# recomputed into a fresh store, every observation consumed, digests equal.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
cp out run.txt
expect 0 "$KOPT" replay run.kopt --out replay.kopt -q
has out "replay of run 1 in run.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
has_re out '^  report digest: ([0-9a-f]{64}) \(matches \1\)$'
# The recording is untouched by replay and needs no side files.
[ ! -e run.kopt-wal ] || die "run.kopt-wal left beside a completed run"
# Decisions were recomputed into the replay file, not copied: same outcomes,
# same gate verdicts, same candidates, written by the replay's own search.
[ "$(sql run.kopt 'select problem_id, outcome from outcomes order by 1')" = \
  "$(sql replay.kopt 'select problem_id, outcome from outcomes order by 1')" ] || die "outcomes differ"
[ "$(sql run.kopt 'select subject, gate, passed, detail from gate_results order by 1,2')" = \
  "$(sql replay.kopt 'select subject, gate, passed, detail from gate_results order by 1,2')" ] || die "gate results differ"
[ "$(sql replay.kopt 'select count(*) from candidates')" -gt 50 ] || die "replay stored no candidates"
# The replay file is a complete recording of its own.
expect 0 "$KOPT" replay replay.kopt -q
has out "replay of run 1 in replay.kopt: identical"
# The report of the file begins with the table the run printed.
expect 0 "$KOPT" report run.kopt
[ -s run.txt ] || die "the run printed no table"
head -n "$(wc -l < run.txt)" out | cmp -s - run.txt || { diff run.txt out; die "the report does not begin with the run's table"; }
has out "| All | 8 | 3 | 1 | 0 | 4 | 1.06× | 1.27× |"
