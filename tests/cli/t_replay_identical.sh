# A run recorded with the test doubles replays identically: every decision is
# recomputed into a fresh store, every observation consumed, digests equal.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
expect 0 "$KOPT" replay run.kopt --out replay.kopt -q
has out "identical"
has out "0 recorded never consumed"
has out "matches"
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
has out "identical"
# Report of the file equals the run's printed table.
expect 0 "$KOPT" report run.kopt
has out "| All | 8 |"
