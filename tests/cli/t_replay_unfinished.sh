# A run that did not complete (paused by a budget between problems, or
# killed inside one) replays the problems it finished: identical, with the
# same decisions as a complete run of those problems, the problem it stopped
# in left out and named; its step digests are still compared (one edited
# stops the replay where it diverges); a run that finished no problem is
# refused by name; --shard cuts the finished problems of the shard.
. "$OLDPWD/tests/cli/lib.sh"
record ref.kopt
n=$(ls -d "$FIXTURES"/* | wc -l)
first=$(sql ref.kopt "select problem_id from problems order by seq limit 1")
third=$(sql ref.kopt "select problem_id from problems order by seq limit 1 offset 2")

# Paused between problems: --max-problems 2.
expect 1 "$KOPT" run -q -o p.kopt --backend "$DOUBLE" --max-problems 2 "$FIXTURES"/*
[ "$(sql p.kopt 'select status from runs')" = paused ] || die "--max-problems did not pause the run"
expect 0 "$KOPT" replay p.kopt -q -o rp.kopt
has out "replay of run 1 in p.kopt (paused: the 2 of its $n problems it finished): identical"
has out "  not replayed: $((n - 2)) problem(s) without an outcome, from $third on, where the run stopped (kopt run --resume continues it)"
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
# the replayed run holds those two problems, decided as the complete run
# decided them
[ "$(sql rp.kopt 'select count(*) from problems')" = 2 ] || die "the replayed run holds $(sql rp.kopt 'select count(*) from problems') problems, not the 2 finished"
want=$(sql ref.kopt "select o.problem_id, o.outcome from outcomes o join problems p on p.run = o.run and p.problem_id = o.problem_id where p.seq in (select seq from problems order by seq limit 2) order by 1")
[ "$(sql rp.kopt 'select problem_id, outcome from outcomes order by 1')" = "$want" ] ||
	die "the replayed outcomes differ from the complete run's"
[ "$(sql rp.kopt "select json_extract(provenance, '\$.replay_of.status') || ' ' || json_extract(provenance, '\$.replay_of.finished') || ' ' || json_extract(provenance, '\$.replay_of.problems') from runs")" = "paused 2 $n" ] ||
	die "the replayed run's provenance does not say what it replayed of the paused run"

# Killed inside a problem: half-way through the observations.
total=$(sql ref.kopt "select count(*) from observations where kind != 'llm'")
set +e
KOPT_DOUBLE_KILL_AT=$((total / 2)) "$KOPT" run -q -o k.kopt --backend "$DOUBLE" "$FIXTURES"/* > /dev/null 2>&1
rc=$?
set -e
[ $rc -eq 137 ] || die "the killed run exited $rc, expected 137"
done_k=$(sql k.kopt 'select count(*) from outcomes')
[ "$done_k" -ge 1 ] && [ "$done_k" -lt "$n" ] || die "killed half-way, $done_k of $n problems finished"
stop=$(sql k.kopt "select problem_id from problems where problem_id not in (select problem_id from outcomes) order by seq limit 1")
[ "$(sql k.kopt "select count(*) from observations where step like '$stop/%'")" -ge 1 ] ||
	die "the kill point is not inside $stop (no observation of it): move it"
expect 0 "$KOPT" replay k.kopt -q
has out "replay of run 1 in k.kopt (started: the $done_k of its $n problems it finished): identical"
has out "  not replayed: $((n - done_k)) problem(s) without an outcome, from $stop on, where the run stopped (kopt run --resume continues it)"

# Its step digests are still compared: one of a finished problem edited.
cp k.kopt e.kopt
sql e.kopt "update step_digests set digest = '$(printf '0%.0s' $(seq 64))' where seq = (select min(seq) from step_digests where step like '$first/%')"
expect 1 "$KOPT" replay e.kopt -q
has_re err "^kopt replay: replay diverged at step [0-9]+: recorded step \"$first/[^\"]*\" digest 0000000000000000, .*$"

# Finished nothing: refused by name.
set +e
KOPT_DOUBLE_KILL_AT=2 "$KOPT" run -q -o z.kopt --backend "$DOUBLE" "$FIXTURES"/* > /dev/null 2>&1
set -e
[ "$(sql z.kopt 'select count(*) from outcomes')" = 0 ] || die "killed at its 2nd answer, a problem finished"
expect 1 "$KOPT" replay z.kopt -q
has err "kopt replay: run 1 is started and finished no problem: nothing to replay"

# --shard of the killed run: the finished problems the shard owns.
owned=$(sql k.kopt "select count(*) from (select seq, row_number() over (order by seq) - 1 as pos from problems) where pos % 2 = 0")
mine=$(sql k.kopt "select count(*) from (select problem_id, row_number() over (order by seq) - 1 as pos from problems) where pos % 2 = 0 and problem_id in (select problem_id from outcomes)")
expect 0 "$KOPT" replay k.kopt --shard 0/2 -q
has out "replay of run 1 in k.kopt (started: the $mine of its $owned problems it finished in the shard): identical"

# Every problem has an outcome, the run not marked complete (killed between
# its last outcome and its end; made here by hand): all of it replays.
cp ref.kopt a.kopt
sql a.kopt "update runs set status = 'started', report_digest = NULL"
expect 0 "$KOPT" replay a.kopt -q
has out "replay of run 1 in a.kopt (started: the $n of its $n problems it finished): identical"
has out "  not replayed: none; every problem has an outcome, but the run was not marked complete (kopt run --resume completes it)"
expect 0 "$KOPT" run --resume -q -o a.kopt --backend "$DOUBLE"
[ "$(sql a.kopt 'select status from runs')" = complete ] || die "kopt run --resume did not complete a run whose every problem has an outcome"
[ "$(sql a.kopt 'select report_digest from runs')" = "$(sql ref.kopt 'select report_digest from runs')" ] ||
	die "kopt run --resume completed it with another report digest"
