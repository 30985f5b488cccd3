# Help that hides nothing: for every command kopt --help lists, each option
# its parser accepts is named in `kopt COMMAND --help` and each option that
# help names is accepted (both tried on kopt itself, the parser's options read
# from its cli_parse_options table), `kopt run --help` names every backend spec form and
# every openai argument the code takes, and every option the README gives a
# command is accepted by it and named in its help (tests/cli/help_check.py).
. "$OLDPWD/tests/cli/lib.sh"
set +e
python3 "$OLDPWD/tests/cli/help_check.py" "$KOPT" "$OLDPWD" > help.log 2>&1
rc=$?
set -e
[ "$rc" -eq 0 ] || { cat help.log; die "the help texts, the parsers and the README disagree"; }
grep -Eq '^[0-9]+ commands, [0-9]+ options tried, [0-9]+ README options checked: all agree$' help.log ||
	{ cat help.log; die "help_check.py did not check every command"; }
cat help.log
