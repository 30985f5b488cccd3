# Usage errors exit 2 with a message; --help exits 0.
. "$OLDPWD/tests/cli/lib.sh"
expect 2 "$KOPT"
expect 2 "$KOPT" frobnicate
has err "unknown command 'frobnicate'"
for c in run replay report; do expect 0 "$KOPT" $c --help; has out "usage: kopt $c"; done
expect 0 "$KOPT" run --help
has out "gates.gate4.gamma"
expect 2 "$KOPT" run "$FIXTURES/L1-relu"
has err "give the run file with -o FILE"
expect 2 "$KOPT" run -o x.kopt --set search.beam_width=8x --backend "$DOUBLE" "$FIXTURES/L1-relu"
has err "search.beam_width: expected an integer"
expect 2 "$KOPT" run -o x.kopt --set gates.gate4.gama=1 "$FIXTURES/L1-relu"
has err "unknown configuration key gates.gate4.gama"
expect 2 "$KOPT" run -o x.kopt "$FIXTURES/L1-relu"
has err "give --backend"
expect 2 "$KOPT" replay
expect 2 "$KOPT" replay x.kopt --miss sometimes
has err "expected fail, skip or live"
expect 0 "$KOPT" --version
has out "kopt 0.1.0 (commit"
# kopt show lists runs with counts and provenance; --run adds the configuration.
cp "$OLDPWD/datasets/recordings/first-h200.kopt" r.kopt
expect 0 "$KOPT" show r.kopt
has out "run 1  complete"
has out "observations llm 75, compile 18, check 17, time 23, profile 18"
has out "measure backend: gpu"
expect 0 "$KOPT" show r.kopt --run 1
has out '"gamma":	1.03'
expect 1 "$KOPT" show r.kopt --run 9
has err "no run 9"
