# The cheat suite: kernels that game a weak harness, each refused by the right
# gate with a reason, each in an isolated worker that a fault or a hang ends
# without ending the run.  Candidates run no host code: the harness launches
# them on its own stream and synchronizes the whole device before it reads,
# and a kernel that starts a child grid on a stream of its own (stream.cu) is
# refused by gate 1 before it is compiled.
. "$ROOT/tests/gpu/lib.sh"
P=$GPUFIX/cuda-copy
C=$ROOT/tests/gpu/cheats
BE='isolated[timeout=20]:gpu-inprocess'
cheat() { # FILE EXPECTED-REASON-ERE (the whole reason, anchored)
	expect 1 "$KOPT" try "$P" --step copy --source "$C/$1" --backend "$BE"
	try_reason > reason || die "$1 was not refused"
	has_re reason "$2"
	python3 -c "import json; r=json.load(open('out')); print('# cheat %-10s refused: %s' % ('$1', r['candidate']['reason'][:150]))"
}
cheat zeros.cu '^gate2: seed 0 output buf0: needs rtol = atol = [^ ]+, limit [^ ]+ \(max abs err [^ ]+\)$'
cheat partial.cu '^gate2: seed [0-9]+ output [^ ]+: [^ ]+ elements never written$'
cheat cached.cu '^gate2: seed 42 output buf0: needs rtol = atol = [^ ]+, limit [^ ]+ \(max abs err [^ ]+\)$'
cheat outside.cu '^gate2: seed [0-9]+ output [^ ]+: [^ ]+ writes outside the buffer$'
cheat uninit.cu '^gate2: seed [0-9]+ output [^ ]+: [^ ]+ NaN, [^ ]+ Inf$'
cheat spin.cu '^gate1\.launch: launch fault: timeout: no answer within 20 s \(watchdog\); the worker was killed$'
cheat trap.cu '^gate1\.launch: launch fault: .+$'
cheat inputs.cu '^gate2: seed [0-9]+: changed 1 of its input buffers$'
cheat stream.cu "^gate1\\.static: launches work from the device \\(<<<\\): a candidate runs on the harness's stream only\$"
# After all that, the plain copy still passes in a fresh worker.
expect 0 "$KOPT" try "$P" --step copy --launch '{"block":[128,1,1],"grid":[7813,1,1]}' --backend "$BE"
