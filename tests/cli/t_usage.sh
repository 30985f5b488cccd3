# Usage errors exit 2 with a message; --help exits 0.
. "$OLDPWD/tests/cli/lib.sh"
expect 2 "$KOPT"
has err "usage: kopt COMMAND [OPTIONS]"
expect 2 "$KOPT" frobnicate
has err "kopt: unknown command 'frobnicate'"
while read -r c line; do
	expect 0 "$KOPT" $c --help
	has out "$line"
done <<'EOF'
run usage: kopt run -o FILE [OPTIONS] PROBLEM_DIR...
replay usage: kopt replay FILE [--run ID] [OPTIONS]
report usage: kopt report FILE [--run ID ...] [--format md|csv|tex|json]
EOF
expect 0 "$KOPT" run --help
has_re out '^  gates\.gate4\.gamma +1\.03 +gamma, Eq\. 5$'
expect 2 "$KOPT" run "$FIXTURES/L1-relu"
has err "kopt run: give the run file with -o FILE"
expect 2 "$KOPT" run -o x.kopt --set search.beam_width=8x --backend "$DOUBLE" "$FIXTURES/L1-relu"
has err "kopt run: configuration key search.beam_width: expected an integer"
expect 2 "$KOPT" run -o x.kopt --set gates.gate4.gama=1 "$FIXTURES/L1-relu"
has err "kopt run: --set gates.gate4.gama=1: unknown configuration key gates.gate4.gama"
expect 2 "$KOPT" run -o x.kopt "$FIXTURES/L1-relu"
has err "kopt run: no GPU backend is built into this kopt: give --backend PATH.so for compile, check, time and profile"
expect 2 "$KOPT" replay
has err "usage: kopt replay FILE [--run ID] [OPTIONS]"
expect 2 "$KOPT" replay x.kopt --miss sometimes
has err "kopt replay: --miss sometimes: expected fail, skip or live"
expect 0 "$KOPT" --version
has_re out '^kopt 0\.1\.0 \(commit ([0-9a-f]{40}|unknown)(, dirty)?\)$'
# kopt show lists runs with counts and provenance; --run adds the configuration.
cp "$OLDPWD/datasets/recordings/first-h200.kopt" r.kopt
expect 0 "$KOPT" show r.kopt
has out "run 1  complete    first: 3 problems, scripted, B=2 T=2, default mode"
has out "  observations llm 75, compile 18, check 17, time 23, profile 18"
has out '  measure backend: gpu {"compute_capability":"9.0","cublas":130100,"cuda_driver_api":13000,"device":"NVIDIA H200","memory_bytes":150109880320,"nvrtc":"13.0","sms":132}'
expect 0 "$KOPT" show r.kopt --run 1
has_re out '^[[:space:]]+"gamma":[[:space:]]+1\.03,?$'
expect 1 "$KOPT" show r.kopt --run 9
has err "kopt show: r.kopt: no run 9 in this file"
