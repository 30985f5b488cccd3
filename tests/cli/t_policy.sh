# Policy benchmarking: another agent policy run against a recorded corpus;
# the recording serves the measurements it holds, the rest are counted as
# missed, and coverage is printed beside the outcome table.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
# The recorded policy itself: every measurement served, the same report.
expect 0 "$KOPT" replay run.kopt --policy scripted -q
has_re out '^  policy scripted: [0-9]+ llm asks answered by it; measurements: ([0-9]+) asked, \1 served by the recording \(100\.0%\), 0 missed$'
has_re out '^  report digest: ([0-9a-f]{64}) \(matches \1\)$'
# Another policy: partial coverage, reported, the replay completes.
expect 0 "$KOPT" replay run.kopt --policy "command:$AGENT_C" -q
has_re out "^  policy $(ere "command:$AGENT_C"): [0-9]+ llm asks answered by it; measurements: [0-9]+ asked, [0-9]+ served by the recording \([0-9.]+%\), [1-9][0-9]* missed\$"
has out "| All | 8 | 0 | 0 | 0 | 8 | 1.00× | – |"
expect 2 "$KOPT" replay run.kopt --policy scripted --llm scripted
has err "kopt replay: --policy and --llm both name the agent backend; give one"
