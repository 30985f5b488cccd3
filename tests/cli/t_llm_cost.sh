# Tokens and cost of the openai backend against the loopback server
# (tests/cli/llm_server.py): priced at 2 and 8 per million input and output
# tokens, each answer reporting 1000 and 500 tokens, the report's totals per
# run, level and problem and kopt show's line are exact, and a replay
# reports the same; a server that omits usage gives "not reported", never a
# negative sum; one that omits it for executor answers gives the reported
# sums and the count of calls without usage; a shipped recording made before
# prices existed is "not priced"; half a price is refused.
. "$OLDPWD/tests/cli/lib.sh"
pids=()
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null || true; done' EXIT
serve() { # MODE -> sets LLM, priced
	rm -f port
	python3 "$OLDPWD/tests/cli/llm_server.py" port "$1" & pids+=($!)
	for _ in $(seq 100); do [ -s port ] && break; sleep 0.05; done
	[ -s port ] || die "the test server did not start"
	LLM="openai:base_url=http://127.0.0.1:$(cat port)/v1,model=test-model,timeout=5,retries=2,backoff_ms=10,price_in=2,price_out=8"
}
stop() { kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; }
P2="$FIXTURES/L1-relu $FIXTURES/L2-gemm-gelu"
calls() { # FILE [SQL condition]: llm calls
	sql "$1" "select count(*) from observations where kind='llm' ${2:+and $2}"
}
cost() { awk -v n="$1" 'BEGIN { printf "%.4f", n * 0.006 }'; }	# 1000 x 2 + 500 x 8 per million
T='[0-9]+\.[0-9] s'	# LLM time, measured
row() { # LEVEL PROBLEM CALLS WITHOUT IN OUT COST: a whole row of Tokens and cost in ./out
	grep -Eq "^\| $1 \| $2 \| $3 \| $4 \| $5 \| $6 \| $7 \| $T \|\$" out ||
		{ sed -n '/^### Tokens and cost/,/^$/p;/^| Level | Problem/,/^$/p' out; die "no row: $*"; }
}

serve fixed-usage
expect 0 "$KOPT" run -q -o p.kopt --backend "$DOUBLE" --llm "$LLM" $P2
stop
n=$(calls p.kopt) n1=$(calls p.kopt "step like 'L1-relu/%'") n2=$(calls p.kopt "step like 'L2-gemm-gelu/%'")
[ "$n" -gt 0 ] && [ $((n1 + n2)) -eq "$n" ] || die "calls $n, of the problems $n1 + $n2"
[ "$(sql p.kopt "select min(cost) || ' ' || max(cost) from observations where kind='llm'")" = "0.006 0.006" ] ||
	die "each call's cost is not recorded as 0.006"
expect 0 "$KOPT" report p.kopt
cp out p.md
has out "Priced at 2 per million input tokens and 8 per million output tokens (the run's policy.llm); each call's cost is recorded with it."
row All All "$n" 0 $((n * 1000)) $((n * 500)) "$(cost "$n")"
row L1 All "$n1" 0 $((n1 * 1000)) $((n1 * 500)) "$(cost "$n1")"
row L1 L1-relu "$n1" 0 $((n1 * 1000)) $((n1 * 500)) "$(cost "$n1")"
row L2 All "$n2" 0 $((n2 * 1000)) $((n2 * 500)) "$(cost "$n2")"
row L2 L2-gemm-gelu "$n2" 0 $((n2 * 1000)) $((n2 * 500)) "$(cost "$n2")"
# The same run row in the other formats.
expect 0 "$KOPT" report p.kopt --format csv
grep -Eq "^All,All,$n,0,$((n * 1000)),$((n * 500)),$(cost "$n"),$T"$'\r'"\$" out || die "no run row in the CSV"
expect 0 "$KOPT" report p.kopt --format json
python3 - "$n" <<'PY' || die "no run row in the JSON"
import json, sys
n = int(sys.argv[1])
sec = [s for s in json.load(open("out"))["sections"] if s["title"] == "Tokens and cost"][0]
assert sec["rows"][0][:7] == ["All", "All", str(n), "0", str(n * 1000), str(n * 500),
                              "%.4f" % (n * 0.006)], sec["rows"][0]
PY
expect 0 "$KOPT" report p.kopt --format tex
grep -Eq "^All & All & $n & 0 & $((n * 1000)) & $((n * 500)) & $(cost "$n") & $T"' \\\\$' out || die "no run row in the LaTeX"
expect 0 "$KOPT" show p.kopt
has out "  llm calls $n (0 without usage): tokens in $((n * 1000)), out $((n * 500)); cost $(cost "$n")"
# A replay carries the prices (the run's configuration) and each call's
# cost: its report says the same.
expect 0 "$KOPT" replay p.kopt -q --out r.kopt
has out "replay of run 1 in p.kopt: identical"
expect 0 "$KOPT" report r.kopt
sed -n '/^### Tokens and cost/,/^###/p' p.md > a
sed -n '/^### Tokens and cost/,/^###/p' out > b
[ -s a ] && cmp -s a b || { diff a b; die "the replay's tokens and cost differ"; }
expect 0 "$KOPT" show r.kopt
has out "  llm calls $n (0 without usage): tokens in $((n * 1000)), out $((n * 500)); cost $(cost "$n")"

# A server that reports no usage: nothing summed, nothing negative.
serve no-usage
expect 0 "$KOPT" run -q -o u.kopt --backend "$DOUBLE" --llm "$LLM" "$FIXTURES/L1-relu"
stop
m=$(calls u.kopt)
[ "$(sql u.kopt "select count(*) from observations where kind='llm' and tokens_in=-1 and tokens_out=-1 and cost=0")" = "$m" ] ||
	die "calls without usage not recorded as -1 tokens and cost 0"
expect 0 "$KOPT" report u.kopt
row All All "$m" "$m" "not reported" "not reported" "not reported"
row L1 L1-relu "$m" "$m" "not reported" "not reported" "not reported"
! grep -Eq '^\| (All|L1) .*\| -[0-9]' out || die "a negative token sum"
expect 0 "$KOPT" show u.kopt
has out "  llm calls $m ($m without usage): tokens in not reported, out not reported; cost not reported"

# Executor answers without usage, the others with: the reported sums, and
# how many calls did not report.
serve some-usage
expect 0 "$KOPT" run -q -o s.kopt --backend "$DOUBLE" --llm "$LLM" "$FIXTURES/L1-relu"
stop
m=$(calls s.kopt) e=$(calls s.kopt "site='executor'")
[ "$e" -gt 0 ] && [ "$e" -lt "$m" ] || die "executor calls $e of $m"
k=$((m - e))
expect 0 "$KOPT" report s.kopt
row All All "$m" "$e" $((k * 1000)) $((k * 500)) "$(cost "$k")"
expect 0 "$KOPT" show s.kopt
has out "  llm calls $m ($e without usage): tokens in $((k * 1000)), out $((k * 500)); cost $(cost "$k")"

# A recording made before prices existed: its cost is unknown, not 0.
expect 0 "$KOPT" report "$OLDPWD/datasets/recordings/first-h200.kopt"
has out "Not priced: the run's LLM backend was given no prices (openai: price_in=P,price_out=Q per million tokens)."
grep -Fxq "| All | All | 75 | 0 | 0 | 0 | not priced | 0.0 s |" out || die "first-h200 is not 'not priced'"
expect 0 "$KOPT" show "$OLDPWD/datasets/recordings/first-h200.kopt"
has out "  llm calls 75 (0 without usage): tokens in 0, out 0; cost not priced"

# Half a price is refused before anything is recorded.
expect 1 "$KOPT" run -q -o h.kopt --backend "$DOUBLE" --llm "openai:base_url=http://127.0.0.1:9/v1,model=m,price_in=2" "$FIXTURES/L1-relu"
has err "kopt run: --llm openai:base_url=http://127.0.0.1:9/v1,model=m,price_in=2: give both price_in and price_out (per million input and output tokens), or neither"
[ ! -s h.kopt ] || [ "$(sql h.kopt "select count(*) from runs")" = 0 ] || die "a run was recorded"
