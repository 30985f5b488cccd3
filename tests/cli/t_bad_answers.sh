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
while IFS= read -r want; do
	grep -qxF -- "$want" reasons || { sort reasons | uniq -c; die "no failed attempt says: $want"; }
done <<'EOF'
executor: no answer (the command printed nothing)
executor answer: no code block in the answer
executor answer: no triton code block (blocks in another language only)
executor answer: several conflicting code blocks
executor answer: a code block is cut off (no closing fence)
executor: no answer (the answer is over 4 MB (47.7 MB); not kept)
executor: no answer (backend reply: JSON string at $.content is not valid UTF-8)
parameters (extra_arg,in_ptr0,out_ptr0,xnumel,XBLOCK) differ from the contract (in_ptr0,out_ptr0,xnumel,XBLOCK)
parameters (extra_arg,in_ptr0,out_ptr2,xnumel,r0_numel,XBLOCK,R0_BLOCK) differ from the contract (in_ptr0,out_ptr2,xnumel,r0_numel,XBLOCK,R0_BLOCK)
no definition of entry triton_poi_fused_relu_0 found in the source
no definition of entry triton_per_fused_softmax_0 found in the source
identical to its parent (a resubmitted kernel is a failed attempt)
calls torch.mm inside the candidate; vendor calls stay the problem's extern steps
calls extern_kernels. inside the candidate; vendor calls stay the problem's extern steps
executor answer: the launch block is not a JSON object
executor answer: several conflicting launch blocks
2048 threads per block exceed the limit 1024
EOF
# Every executor answer is either a candidate that was evaluated or a
# recorded failure: none is lost.
fails=$(sql bad.kopt "select count(*) from gate_results where passed=0 and gate in ('answer','gate1.static','gate1.compile','gate1.launch','gate2')")
[ "$fails" -ge $((n * 3 / 4)) ] || die "only $fails failed attempts recorded for $n bad answers"
expect 0 "$KOPT" replay bad.kopt -q
has out "replay of run 1 in bad.kopt: identical"
echo "$n bad answers, $fails recorded failed attempts"
