# A corpus of 32 bad executor answers (tests/cli/bad_agent.py, through the
# command backend): empty, whitespace, prose, a plan instead of code, other
# languages, conflicting blocks, cut off mid-block, 50 MB, invalid UTF-8, a
# NUL byte, a wrong signature, a renamed entry, prompt injection around the
# unchanged kernel, the parent resubmitted, torch.mm and extern_kernels calls,
# broken, oversize and conflicting launch blocks, a syntax error, HTML,
# homoglyphs, tilde and four-backtick fences, CRLF, a refusal, CUDA for a
# Triton kernel, an empty block.  Each becomes a recorded failed attempt with
# its reason, the run goes on to the end and replays identically, and the
# 50 MB answer is not kept in the run file.  Two iterations (-T 2) give
# about 59 executor asks, each answer at least once; a Python start per ask
# is what this case spends its time on.
. "$OLDPWD/tests/cli/lib.sh"
echo 0 > cnt
BAD_AGENT_COUNTER=$PWD/cnt expect 0 "$KOPT" run -q -o bad.kopt -T 2 \
	--llm "command:python3 $OLDPWD/tests/cli/bad_agent.py" --backend "$DOUBLE" \
	"$FIXTURES/L1-relu" "$FIXTURES/L1-softmax"
n=$(cat cnt)
[ "$n" -ge 32 ] || die "only $n executor answers: not every bad answer was given"
[ "$(sql bad.kopt 'select status from runs')" = complete ] || die "the run did not complete"
[ "$(stat -c %s bad.kopt)" -lt 20000000 ] || die "the run file keeps the 50 MB answer"
sql bad.kopt "select json_extract(detail,'$.reason') from gate_results where passed=0" > reasons
for want in "the command printed nothing" "no code block in the answer" \
	"blocks in another language only" "several conflicting code blocks" \
	"a code block is cut off" "the answer is over 4 MB" "not valid UTF-8" \
	"differ from the contract" "no definition of entry" "identical to its parent" \
	"calls torch.mm inside the candidate" "calls extern_kernels. inside the candidate" \
	"the launch block is not a JSON object" "several conflicting launch blocks" \
	"threads per block exceed the limit"; do
	grep -qF "$want" reasons || { sort reasons | uniq -c; die "no failed attempt says: $want"; }
done
# Every executor answer is either a candidate that was evaluated or a
# recorded failure: none is lost.
fails=$(sql bad.kopt "select count(*) from gate_results where passed=0 and gate in ('answer','gate1.static','gate1.compile','gate1.launch','gate2')")
[ "$fails" -ge $((n * 3 / 4)) ] || die "only $fails failed attempts recorded for $n bad answers"
expect 0 "$KOPT" replay bad.kopt -q
has out "identical"
echo "$n bad answers, $fails recorded failed attempts"
