# Offline re-decision: every recorded gate reply judged again under changed
# thresholds, with no GPU; new verdicts appended, never overwriting; kopt diff
# compares runs verdict by verdict.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
n=$(sql run.kopt "select count(*) from gate_results where gate not in ('gate1.static','plan','answer')")
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1
has out "$n of $n stored verdicts reproduced under the run's own settings"
has out "L3-e2e-wrong gate3"
has out "fail -> pass"
has out "L3-e2e-wrong: a model set now passes gates 3-4: can be replaced"
# Tighter gate 2: verdicts that passed at 1e-3 fail at 1e-9 (the double's
# errors are 2e-7); the reason carries the tolerance each output needs.
expect 0 "$KOPT" gates run.kopt --set gates.gate2.rtol=1e-9 --set gates.gate2.atol=1e-9
has out "pass -> fail (seed 0 output out0: needs rtol = atol = 2e-07, limit 1e-09"
# Unchanged settings change nothing.
expect 0 "$KOPT" gates run.kopt --set gates.gate4.gamma=1.03
has out "no verdict changes"
# Only gate and device keys decide verdicts.
expect 2 "$KOPT" gates run.kopt --set search.beam_width=2
has err "only gates.* and device.* keys decide verdicts"
# --append adds the new verdicts under the new configuration, once, and
# leaves every recorded verdict as it was.
before=$(sql run.kopt "select id, gate_config, passed, detail from gate_results order by id")
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1 --append
has out "appended"
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1 --append
total=$(sql run.kopt "select count(*) from gate_results")
first=$(echo "$before" | wc -l)
[ "$total" -eq $((first + n)) ] || die "expected $first + $n verdicts, found $total"
[ "$(sql run.kopt "select id, gate_config, passed, detail from gate_results where id <= $(echo "$before" | tail -1 | cut -d'|' -f1) order by id")" = "$before" ] || die "a recorded verdict changed"
expect 0 "$KOPT" replay run.kopt -q
has out identical
# kopt diff: a replay agrees with its recording; a counterfactual does not.
expect 0 "$KOPT" replay run.kopt --out same.kopt -q
expect 0 "$KOPT" diff run.kopt same.kopt
has out "0 outcome difference(s) over 8/8 problems, 0 verdict difference(s)"
has out "  outcomes: 8 problems in both, 0 differ (0 in status); 0 only in A, 0 only in B"
grep -Eq "^  verdicts: [1-9][0-9]* on subjects both runs reached, 0 of them differ; 0 only in A, 0 only in B" out ||
	die "the verdict tally of identical runs: $(tail -1 out)"
expect 0 "$KOPT" replay run.kopt --set gates.gate3.abs_floor=1 --miss live --backend "$DOUBLE" --out cf.kopt -q
expect 1 "$KOPT" diff run.kopt cf.kopt
has out "L3-e2e-wrong: fallback 1.00 E2E_CORRECTNESS -> replaced"
# The floor flips a verdict on a subject both runs reached, and a status.
grep -Eq "^  verdicts: [1-9][0-9]* on subjects both runs reached, [1-9][0-9]* of them differ" out ||
	die "a flipped verdict not counted: $(tail -1 out)"
grep -Eq "^  outcomes: 8 problems in both, [1-9][0-9]* differ \([1-9][0-9]* in status\)" out ||
	die "a changed status not counted: $(tail -2 out | head -1)"
