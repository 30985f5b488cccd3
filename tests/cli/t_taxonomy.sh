# The failure taxonomy: every failed attempt of a run is counted once, in the
# class of the gate that refused it.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
expect 0 "$KOPT" report run.kopt
has out "### Failed attempts by class"
has out "| Class | L1 | L2 | L3 | All | planner | executor | verify |"
row() { grep "^| $1 |" out | awk -F'|' '{gsub(/ /,"",$6); print $6}'; }
[ "$(row gate2_mismatch)" = "$(sql run.kopt "select count(*) from gate_results where gate='gate2' and passed=0")" ] || die "gate 2 count"
[ "$(row gate1_fault)" = "$(sql run.kopt "select count(*) from gate_results where gate='gate1.launch' and passed=0")" ] || die "gate 1 fault count"
[ "$(row gate3)" = "$(sql run.kopt "select count(*) from gate_results where gate='gate3' and passed=0")" ] || die "gate 3 count"
total=0
for c in no_answer no_code unchanged compile gate1_fault gate2_mismatch gate3 gate4 timeout; do total=$((total + $(row $c))); done
[ "$total" = "$(sql run.kopt "select count(*) from gate_results where passed=0")" ] || die "classes do not add up to the failed attempts"
[ "$total" -gt 0 ] || die "no failed attempt in the run: the counts above compare zeros"
