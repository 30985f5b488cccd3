# Offline re-decision: every recorded gate reply judged again under changed
# thresholds, with no GPU; new verdicts appended, never overwriting; kopt diff
# compares runs verdict by verdict.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
n=$(sql run.kopt "select count(*) from gate_results where gate not in ('gate1.static','plan','answer')")
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1
has out "run 1 in run.kopt: $n recorded verdicts judged again; $n of $n stored verdicts reproduced under the run's own settings"
has_re out '^  L3-e2e-wrong gate3 model:[0-9a-f]{10}: fail -> pass \(tier 2: float64 error ratio within rho_max 10 or the absolute bound \(tier 1: seed 0 output out0: needs rtol = atol = 0\.2, limit 0\.0001 \(max abs err 0\.4\)\)\)$'
has out "  L3-e2e-wrong: a model set now passes gates 3-4: can be replaced"
# Tighter gate 2: verdicts that passed at 1e-3 fail at 1e-9 (the double's
# errors are 2e-7); the reason carries the tolerance each output needs.
expect 0 "$KOPT" gates run.kopt --set gates.gate2.rtol=1e-9 --set gates.gate2.atol=1e-9
has_re out '^  [^ ]+ gate2 [0-9a-f]{16}: pass -> fail \(seed 0 output out0: needs rtol = atol = 2e-07, limit 1e-09 \(max abs err 4e-07\)\)$'
# Unchanged settings change nothing.
expect 0 "$KOPT" gates run.kopt --set gates.gate4.gamma=1.03
has out "no verdict changes"
# Only gate and device keys decide verdicts.
expect 2 "$KOPT" gates run.kopt --set search.beam_width=2
has err "kopt gates: search.*: only gates.* and device.* keys decide verdicts; re-run the search with kopt replay --set"
# --append adds the new verdicts under the new configuration, once, and
# leaves every recorded verdict as it was.
before=$(sql run.kopt "select id, gate_config, passed, detail from gate_results order by id")
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1 --append
has_re out "^appended $n verdicts under gate configuration [0-9a-f]{16}\$"
expect 0 "$KOPT" gates run.kopt --set gates.gate3.abs_floor=1 --append
total=$(sql run.kopt "select count(*) from gate_results")
first=$(echo "$before" | wc -l)
[ "$total" -eq $((first + n)) ] || die "expected $first + $n verdicts, found $total"
[ "$(sql run.kopt "select id, gate_config, passed, detail from gate_results where id <= $(echo "$before" | tail -1 | cut -d'|' -f1) order by id")" = "$before" ] || die "a recorded verdict changed"
expect 0 "$KOPT" replay run.kopt -q
has out "replay of run 1 in run.kopt: identical"
# kopt diff: a replay agrees with its recording; a counterfactual does not.
expect 0 "$KOPT" replay run.kopt --out same.kopt -q
expect 0 "$KOPT" diff run.kopt same.kopt
has_re out '^0 outcome difference\(s\) over 8/8 problems, 0 verdict difference\(s\) over ([0-9]+)/\1 verdicts$'
has out "  outcomes: 8 problems in both, 0 differ (0 in status); 0 only in A, 0 only in B"
has_re out '^  verdicts: [1-9][0-9]* on subjects both runs reached, 0 of them differ; 0 only in A, 0 only in B$'
expect 0 "$KOPT" replay run.kopt --set gates.gate3.abs_floor=1 --miss live --backend "$DOUBLE" --out cf.kopt -q
expect 1 "$KOPT" diff run.kopt cf.kopt
has_re out '^  L3-e2e-wrong: fallback 1\.00 E2E_CORRECTNESS -> replaced [0-9]+\.[0-9]{2} $'
# The floor flips a verdict on a subject both runs reached, and a status.
has_re out '^  verdicts: [1-9][0-9]* on subjects both runs reached, [1-9][0-9]* of them differ; [0-9]+ only in A, [0-9]+ only in B$'
has_re out '^  outcomes: 8 problems in both, [1-9][0-9]* differ \([1-9][0-9]* in status\); 0 only in A, 0 only in B$'
