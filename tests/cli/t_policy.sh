# Policy benchmarking: another agent policy run against a recorded corpus;
# the recording serves the measurements it holds, the rest are counted as
# missed, and coverage is printed beside the outcome table.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
# The recorded policy itself: every measurement served, the same report.
expect 0 "$KOPT" replay run.kopt --policy scripted -q
has out "measurements: "
has out "(100.0%), 0 missed"
has out "matches"
# Another policy: partial coverage, reported, the replay completes.
expect 0 "$KOPT" replay run.kopt --policy "command:$AGENT_C" -q
grep -Eq "served by the recording \([0-9.]+%\), [1-9][0-9]* missed" out || { cat out; die "no coverage line"; }
has out "| All | 8 |"
expect 2 "$KOPT" replay run.kopt --policy scripted --llm scripted
