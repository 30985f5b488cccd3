# kill -9 at 20 points of a recording run, then resume: the file passes
# PRAGMA integrity_check after each kill, and the resumed run ends with the
# decisions and report digest of an uninterrupted run.
. "$OLDPWD/tests/cli/lib.sh"
record ref.kopt
ref_digest=$(sql ref.kopt "select report_digest from runs")
ref_out=$(sql ref.kopt "select problem_id, outcome from outcomes order by 1")
ref_steps=$(sql ref.kopt "select seq, step, digest from step_digests order by seq")
total=$(sql ref.kopt "select count(*) from observations where kind!='llm'")
# 20 kill points spread through the run: the first observations, then
# evenly to the last ones.
points=$(python3 -c "
t = $total
pts = sorted(set([1, 2, 3] + [round(4 + i * (t - 6) / 16) for i in range(17)]))
print(' '.join(str(p) for p in pts[:20]))")
[ "$(echo $points | wc -w)" -ge 20 ] || die "fewer than 20 kill points: $points"
for at in $points; do
	f=k$at.kopt
	set +e
	KOPT_DOUBLE_KILL_AT=$at "$KOPT" run -q -o $f --backend "$DOUBLE" "$FIXTURES"/* >/dev/null 2>&1
	rc=$?
	set -e
	[ $rc -eq 137 ] || die "kill at $at: run exited $rc, expected 137 (SIGKILL)"
	[ "$(sql $f 'pragma integrity_check')" = ok ] || die "kill at $at: integrity_check failed"
	[ "$(sql $f 'select status from runs')" = started ] || die "kill at $at: status"
	# A second kill, during the resume itself (at its 5th live answer: a run
	# killed within 5 answers of its end completes first), then the final
	# resume.
	set +e
	KOPT_DOUBLE_KILL_AT=5 "$KOPT" run --resume -q -o $f --backend "$DOUBLE" >/dev/null 2>&1
	rc=$?
	set -e
	[ $rc -eq 137 ] || { [ $rc -eq 0 ] && [ $((total - at)) -lt 5 ]; } ||
		die "kill during resume $at: exited $rc, expected 137 (SIGKILL)"
	[ "$(sql $f 'pragma integrity_check')" = ok ] || die "kill during resume $at: integrity_check failed"
	expect 0 "$KOPT" run --resume -q -o $f --backend "$DOUBLE"
	[ "$(sql $f 'select status from runs')" = complete ] || die "resume $at: not complete"
	[ "$(sql $f 'select report_digest from runs')" = "$ref_digest" ] || die "resume $at: report digest differs"
	[ "$(sql $f 'select problem_id, outcome from outcomes order by 1')" = "$ref_out" ] || die "resume $at: outcomes differ"
	[ "$(sql $f 'select seq, step, digest from step_digests order by seq')" = "$ref_steps" ] || die "resume $at: step digests differ"
	expect 0 "$KOPT" replay $f -q
	has out "replay of run 1 in $f: identical"
done
expect 0 "$KOPT" run --resume -q -o ref.kopt --backend "$DOUBLE"
has err "kopt run: run 1 in ref.kopt is complete; nothing to resume"
