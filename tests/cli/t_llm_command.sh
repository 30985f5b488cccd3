# The command backend: a run whose agents are a small script in tests/,
# recorded and replayed identically without it; a failing command is a
# recorded failed answer.
. "$OLDPWD/tests/cli/lib.sh"
expect 0 "$KOPT" run -q -o cmd.kopt --backend "$DOUBLE" --llm "command:python3 $OLDPWD/tests/cli/command_agent.py" -T 2 "$FIXTURES/L1-relu"
[ "$(sql cmd.kopt "select count(*) from gate_results where gate='gate2' and passed=1")" -gt 0 ] || die "no candidate came from the command"
[ "$(sql cmd.kopt "select count(distinct json_extract(b.data,'$.plan.direction')) from observations o join blobs b on b.id=o.request where o.site='executor'")" = 1 ] || die "the plans did not come from the command"
sql cmd.kopt "select json_extract(b.data,'$.plan.direction') from observations o join blobs b on b.id=o.request where o.site='executor' limit 1" > dir
has dir "more_warps"
expect 0 "$KOPT" replay cmd.kopt -q
has out "replay of run 1 in cmd.kopt: identical"
expect 0 "$KOPT" run -q -o fail.kopt --backend "$DOUBLE" --llm "command:exit 3" -T 2 "$FIXTURES/L1-relu"
[ "$(sql fail.kopt "select count(*) from observations o join blobs b on b.id=o.reply where o.kind='llm' and o.status='error' and instr(b.data, 'exit status 3') > 0")" -gt 0 ] || die "the failing command was not recorded"
