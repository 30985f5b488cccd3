# The openai backend against a loopback OpenAI-compatible server started here:
# a whole search recorded then replayed with the server gone; 429 then
# success; 500; a stalled server hitting the timeout; truncated, malformed and
# array-of-parts answers; the API key nowhere in the recording; a beam's
# parallel requests consumed in request order.
. "$OLDPWD/tests/cli/lib.sh"
export OPENAI_API_KEY=sk-test-SECRET-123456
pids=()
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null || true; done' EXIT
serve() { # MODE -> sets LLM
	rm -f port
	python3 "$OLDPWD/tests/cli/llm_server.py" port "$1" & pids+=($!)
	for _ in $(seq 100); do [ -s port ] && break; sleep 0.05; done
	[ -s port ] || die "the test server did not start"
	LLM="openai:base_url=http://127.0.0.1:$(cat port)/v1,model=test-model,timeout=2,retries=2,backoff_ms=10"
}
stop() { kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; }
P2="$FIXTURES/L1-relu $FIXTURES/L2-gemm-gelu"
secretless() { # FILE: neither the file (its bytes, and those of a log or journal
	# beside it) nor the last command's output holds the key
	[ -s "$1" ] || die "no run file $1"
	for f in "$1" "$1-wal" "$1-journal"; do
		[ ! -e "$f" ] || ! grep -qaF SECRET "$f" || die "$f holds the API key"
	done
	[ "$(sql "$1" "select count(*) from blobs where instr(data, 'SECRET') > 0")" = 0 ] || die "$1 holds the API key"
	[ "$(sql "$1" "select count(*) from runs where instr(config || provenance, 'SECRET') > 0")" = 0 ] || die "$1's run record holds the API key"
	lacks out SECRET
	lacks err SECRET
	! grep -qi "authorization" out err || die "an Authorization header reached the output"
}

serve ok
expect 0 "$KOPT" run -q -o ok.kopt --backend "$DOUBLE" --llm "$LLM" $P2
secretless ok.kopt
stop
expect 0 "$KOPT" replay ok.kopt -q
has out "replay of run 1 in ok.kopt: identical"
secretless ok.kopt
# Every model request names its prompt template by hash.
want=$(sha256sum "$OLDPWD/harness/agents/prompts/planner.md" | cut -d' ' -f1)
[ "$(sql ok.kopt "select distinct json_extract(b.data,'$.template') from observations o join blobs b on b.id=o.request where o.site='planner'")" = "$want" ] || die "planner requests do not carry the template hash"
[ "$(sql ok.kopt "select min(tokens_in) from observations where kind='llm'")" -gt 0 ] || die "no token usage recorded"
# The four planner calls of an iteration went out as one parallel batch and
# were recorded in slot order.
[ "$(sql ok.kopt "select group_concat(json_extract(b.data,'$.slot')) from observations o join blobs b on b.id=o.request where o.site='planner' and o.step='L1-relu/triton_poi_fused_relu_0/t1' order by o.seq")" = "0,1,2,3" ] || die "planner asks out of order"

serve 429once
expect 0 "$KOPT" run -q -o r429.kopt --backend "$DOUBLE" --llm "$LLM" $P2
stop
[ "$(sql r429.kopt "select count(*) from observations o join blobs b on b.id=o.reply where o.kind='llm' and json_extract(b.data,'$.http_attempts')=2")" -gt 0 ] || die "no retried request"
expect 0 "$KOPT" diff ok.kopt r429.kopt
has_re out '^0 outcome difference\(s\) over 2/2 problems, 0 verdict difference\(s\) over ([0-9]+)/\1 verdicts$'

serve parts
expect 0 "$KOPT" run -q -o parts.kopt --backend "$DOUBLE" --llm "$LLM" "$FIXTURES/L1-relu"
stop
[ "$(sql parts.kopt "select max(tokens_in) from observations where kind='llm'")" = "-1" ] || die "missing usage must count as unknown (-1)"
[ "$(sql parts.kopt "select count(*) from gate_results where gate='gate2' and passed=1")" -gt 0 ] || die "array-of-parts answers were not read"

serve 500
expect 0 "$KOPT" run -q -o e500.kopt --backend "$DOUBLE" --llm "$LLM" -T 2 "$FIXTURES/L1-relu"
stop
[ "$(sql e500.kopt "select json_extract(outcome,'$.status') from outcomes")" = fallback ] || die "500s did not end in a fallback"
[ "$(sql e500.kopt "select count(*) from observations o join blobs b on b.id=o.reply where o.status='error' and instr(b.data, 'HTTP 500 after 3 attempt(s)') > 0")" -gt 0 ] || die "500 not recorded as an error reply"
expect 0 "$KOPT" report e500.kopt
has_re out '^\| no_answer \| [1-9][0-9]* \| 0 \| 0 \| [1-9][0-9]* \| [1-9][0-9]* \| [0-9]+ \| [0-9]+ \|$'

serve stall
start=$(date +%s)
expect 0 "$KOPT" run -q -o stall.kopt --backend "$DOUBLE" --llm "$LLM" -T 2 -B 1 --set search.plans=1 "$FIXTURES/L1-relu"
stop
[ $(( $(date +%s) - start )) -lt 60 ] || die "the timeout did not fire"
[ "$(sql stall.kopt "select count(*) from observations o join blobs b on b.id=o.reply where instr(b.data, 'timeout') > 0")" -gt 0 ] || die "timeout not recorded"

serve truncated
expect 0 "$KOPT" run -q -o trunc.kopt --backend "$DOUBLE" --llm "$LLM" -T 2 "$FIXTURES/L1-relu"
stop
[ "$(sql trunc.kopt "select count(*) from gate_results where detail like '%cut off%'")" -gt 0 ] || die "truncated answers not recorded as failed attempts"
expect 0 "$KOPT" report trunc.kopt
has_re out '^\| no_code \| [1-9][0-9]* \| 0 \| 0 \| [1-9][0-9]* \| [0-9]+ \| [1-9][0-9]* \| [0-9]+ \|$'

serve malformed
expect 0 "$KOPT" run -q -o bad.kopt --backend "$DOUBLE" --llm "$LLM" -T 2 "$FIXTURES/L1-relu"
stop
[ "$(sql bad.kopt "select count(*) from observations o join blobs b on b.id=o.reply where instr(b.data, 'the answer is not JSON') > 0")" -gt 0 ] || die "malformed body not recorded"

serve echo-key
expect 0 "$KOPT" run -q -o echo.kopt --backend "$DOUBLE" --llm "$LLM" "$FIXTURES/L1-relu"
stop
secretless echo.kopt
# Every answer quoted the header: each is stored with the key redacted, and
# the redacted text is in the file's bytes (so the byte scan above reads
# what was stored).
ok=$(sql echo.kopt "select count(*) from observations where kind='llm' and status='ok'")
[ "$ok" -gt 0 ] || die "no answer from the echo-key server"
[ "$(sql echo.kopt "select count(*) from observations o join blobs b on b.id=o.reply where o.kind='llm'
	and o.status='ok' and json_extract(b.data, '$.content') like '%(you sent Bearer [REDACTED])'")" = "$ok" ] ||
	die "an echoed key was not stored as [REDACTED]"
grep -qaF '(you sent Bearer [REDACTED])' echo.kopt || die "the redacted answers are not in echo.kopt's bytes"
expect 0 "$KOPT" replay echo.kopt -q
has out "replay of run 1 in echo.kopt: identical"
