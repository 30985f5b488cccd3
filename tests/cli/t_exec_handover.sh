# kopt exec --to-ipc FILE hands the outputs over through CUDA IPC: the
# description is checked before anything runs (a bad one is refused, naming
# FILE and the field), reaches the backend as DIR/ipc.json also through an
# isolating worker, and a later run without --to-ipc removes it (so that
# run writes files).  Against the GPU test double, which reports whether
# the description reached it; the copy itself is tests/gpu's g_import.
. "$OLDPWD/tests/cli/lib.sh"
P=$FIXTURES/L1-relu
hex=$(printf 'ab%.0s' $(seq 64))
printf '{"handle":"%s","outputs":[{"offset":0,"bytes":4096}]}' "$hex" > good.json
for b in "$DOUBLE" "isolated:$DOUBLE"; do
	rm -rf o
	expect 0 "$KOPT" exec "$P" --seed 0 --out o --backend "$b" --to-ipc good.json
	cmp -s good.json o/ipc.json || die "o/ipc.json is not the description given ($b)"
	grep -q '"handover":true' o/index.json || die "the backend did not see the description ($b)"
	expect 0 "$KOPT" exec "$P" --seed 0 --out o --backend "$b"
	[ ! -e o/ipc.json ] || die "a run without --to-ipc left ipc.json ($b)"
	grep -q '"handover":false' o/index.json || die "the backend saw a stale description ($b)"
done
bad() { # JSON EXPECTED-MESSAGE-TAIL
	printf '%s' "$1" > bad.json
	rm -rf ob
	expect 1 "$KOPT" exec "$P" --seed 0 --out ob --backend "$DOUBLE" --to-ipc bad.json
	has err "kopt exec: --to-ipc bad.json: $2"
	[ ! -e ob ] || die "a refused description still ran the model"
}
bad '[1]' 'not a JSON object'
bad '{"handle":"abc","outputs":[{"offset":0,"bytes":1}]}' '"handle" must be a string of 128 hex digits'
bad "{\"handle\":\"${hex%ab}zz\",\"outputs\":[{\"offset\":0,\"bytes\":1}]}" '"handle" holds a character that is not a hex digit'
bad "{\"handle\":\"$hex\",\"outputs\":[]}" '"outputs" must be a non-empty array'
bad "{\"handle\":\"$hex\",\"outputs\":[{\"offset\":-4,\"bytes\":1}]}" 'outputs[0] must be {"offset": N, "bytes": N}, N whole numbers >= 0'
bad "{\"handle\":\"$hex\",\"outputs\":[{\"offset\":0,\"bytes\":1.5}]}" 'outputs[0] must be {"offset": N, "bytes": N}, N whole numbers >= 0'
bad "{\"handle\":\"$hex\",\"outputs\":[{\"offset\":0,\"bytes\":512},{\"offset\":256,\"bytes\":8}]}" 'outputs[0] and outputs[1] overlap'
expect 1 "$KOPT" exec "$P" --seed 0 --out ob --backend "$DOUBLE" --to-ipc missing.json
has err "kopt exec: --to-ipc missing.json: cannot open: No such file or directory"
expect 2 "$KOPT" inputs "$P" --seed 0 --out i --to-ipc good.json
has err "kopt inputs: --to-ipc: not an option of kopt inputs"
