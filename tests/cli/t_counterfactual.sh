# A changed threshold re-runs the search from recorded replies: the search
# goes on where the decision changes, and the table shows the new outcome.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
before=$(sed -n '/^| L3 | [0-9]/p' <("$KOPT" report run.kopt))
[ "$before" = "| L3 | 2 | 0 | 0 | 0 | 2 | 1.00× | – |" ] || die "unexpected L3 row: $before"
# The fixture L3-e2e-wrong fails gate 3 (tier 2 d_opt 0.4); an absolute bound
# of 1 lets it through.  Gate 4 never timed that model, so with misses skipped
# the timing counts as failed and the problem still falls back ...
expect 0 "$KOPT" replay run.kopt --set gates.gate3.abs_floor=1 --miss skip -q
has out "replay of run 1 in run.kopt: counterfactual (configuration or measurements changed)"
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, 0 live, [1-9][0-9]* skipped misses, 0 recorded never consumed$'
[ "$(sed -n '/^| L3 | [0-9]/p' out)" = "$before" ] || die "L3 changed without its timing"
# ... and with misses asked live, the new verdict carries through.
expect 0 "$KOPT" replay run.kopt --set gates.gate3.abs_floor=1 --miss live --backend "$DOUBLE" -q
after=$(sed -n '/^| L3 | [0-9]/p' out)
case "$after" in "| L3 | 2 | 1 |"*) ;; *) die "L3 row did not change: $after" ;; esac
expect 2 "$KOPT" replay run.kopt --set gates.gate3.no_such_key=1
has err "kopt replay: --set gates.gate3.no_such_key=1: unknown configuration key gates.gate3.no_such_key"
