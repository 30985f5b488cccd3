# A backend run isolated in a worker process: a candidate that crashes the
# worker or never returns becomes a recorded fault, a fresh worker answers the
# next request, and the run goes on; isolation changes no decision.
. "$OLDPWD/tests/cli/lib.sh"
P="$FIXTURES/L1-relu"
K=triton_poi_fused_relu_0
ISO="isolated:$DOUBLE"
# reason: the failed candidate's reason in kopt try's answer (./out).
reason() { python3 -c 'import json; c = json.load(open("out"))["candidate"]; assert c["passed"] is False, c; print(c["reason"])'; }
expect 1 "$KOPT" try "$P" --step $K --launch '{"constexprs":{"KOPT_TEST_CRASH":1}}' --backend "$ISO"
[ "$(reason)" = "gate1.launch: launch fault: the worker died: the worker was killed by signal 11 (Segmentation fault)" ] ||
	{ cat out; die "the crash is not the candidate's reason"; }
start=$(date +%s)
expect 1 "$KOPT" try "$P" --step $K --launch '{"constexprs":{"KOPT_TEST_HANG":1}}' --backend "isolated[timeout=2]:$DOUBLE"
[ "$(reason)" = "gate1.launch: launch fault: timeout: no answer within 2 s (watchdog); the worker was killed" ] ||
	{ cat out; die "the hang is not the candidate's reason"; }
[ $(( $(date +%s) - start )) -lt 30 ] || die "the watchdog did not end the hang"
# A whole run where the first candidates crash the worker: it completes, the
# faults are recorded gate results, and later candidates were still measured.
expect 0 "$KOPT" run -q -o crash.kopt --backend "$ISO" "$OLDPWD/tests/fixtures/isolation/L1-crashy"
[ "$(sql crash.kopt "select count(*) from gate_results where gate='gate1.launch' and detail like '%worker died%'")" -ge 1 ] || die "no crash recorded"
[ "$(sql crash.kopt "select count(*) from gate_results where gate='gate2' and passed=1")" -ge 1 ] || die "nothing measured after the crash"
expect 0 "$KOPT" replay crash.kopt -q
has out "replay of run 1 in crash.kopt: identical"
# Isolated or not, the same decisions.
expect 0 "$KOPT" run -q -o iso.kopt --backend "$ISO" "$FIXTURES"/*
expect 0 "$KOPT" run -q -o direct.kopt --backend "$DOUBLE" "$FIXTURES"/*
[ "$(sql iso.kopt 'select report_digest from runs')" = "$(sql direct.kopt 'select report_digest from runs')" ] || die "isolation changed the report"
[ "$(sql iso.kopt 'select group_concat(digest) from step_digests')" = "$(sql direct.kopt 'select group_concat(digest) from step_digests')" ] || die "isolation changed a step digest"
[ "$(sql iso.kopt "select json_extract(provenance, '\$.backends.measure.describe.isolated') from runs")" = 1 ] ||
	die "the provenance does not say the backend was isolated"
