# Run files whose stored JSON is broken (a provenance without a backend's
# spec, a configuration that is not JSON or has a key of the wrong type, an
# outcome row that is not JSON, lacks a member or has one of the wrong type):
# show, report, replay and gates each exit 1 with one error line naming the
# file, the run and the part that is broken; never a signal, never output
# that reads the broken part as something else.
. "$OLDPWD/tests/cli/lib.sh"
"$KOPT" run -q -o run.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu" "$FIXTURES/L2-gemm-gelu" \
	>/dev/null 2>&1 || die "recording failed"
# broken NAME SQL MESSAGE: a copy of run.kopt edited by SQL; every command
# must stop with the whole line "kopt CMD: NAME: run 1: MESSAGE".
broken() {
	cp run.kopt "$1"
	sql "$1" "$2"
	for c in show report replay gates; do
		case $c in
		replay) set -- "$1" "$2" "$3" -q ;;
		gates) set -- "$1" "$2" "$3" --set gates.gate4.gamma=1.05 ;;
		*) set -- "$1" "$2" "$3" ;;
		esac
		expect 1 "$KOPT" $c "$1" ${4:+"$4"} ${5:+"$5"}
		grep -qxF "kopt $c: $1: run 1: $3" err ||
			{ cat err; die "kopt $c $1: expected the error line: kopt $c: $1: run 1: $3"; }
		[ "$(wc -l < err)" -eq 1 ] || { cat err; die "kopt $c $1: more than the error line"; }
	done
}
broken no-spec.kopt "update runs set provenance=json_remove(provenance,'\$.backends.llm.spec')" \
	"provenance: backends.llm: spec: expected a string"
broken prov-list.kopt "update runs set provenance='[1]'" "provenance: expected a JSON object"
broken prov-replay.kopt "update runs set provenance=json_set(provenance,'\$.replay_of',json('{\"run\":\"one\"}'))" \
	"provenance: replay_of: run: expected an integer from 1 to 9007199254740992"
broken prov-policy.kopt "update runs set provenance=json_set(provenance,'\$.replay_of',json('{\"run\":1,\"policy\":3}'))" \
	"provenance: replay_of: policy: expected a string"
broken prov-shard.kopt "update runs set provenance=json_set(provenance,'\$.shard',json('{\"index\":3,\"count\":2,\"problems\":2,\"list\":\"x\"}'))" \
	"provenance: shard record in the run's provenance: index: expected an integer from 0 to 1"
# The live seconds kopt run adds (harness/run/runner.h): whole milliseconds.
broken prov-live.kopt "update runs set provenance=json_set(provenance,'\$.live',json('{\"ms\":1.5,\"invocations\":1}'))" \
	"provenance: live: ms: expected an integer from 0 to 9007199254740992"
broken prov-live-inv.kopt "update runs set provenance=json_set(provenance,'\$.live.invocations',0)" \
	"provenance: live: invocations: expected an integer from 1 to 1073741824"
broken prov-live-problem.kopt "update runs set provenance=json_set(provenance,'\$.live.problems.\"L1-relu\"',-3)" \
	"provenance: live: problems: L1-relu: expected milliseconds, a whole number of at least 0"
broken cfg-text.kopt "update runs set config='not json'" "configuration: invalid JSON at offset 0"
broken cfg-type.kopt "update runs set config=json_set(config,'\$.search.beam_width','wide')" \
	"configuration: configuration key search.beam_width: expected an integer"
broken out-text.kopt "update outcomes set outcome='{\"level\":' where problem_id='L1-relu'" \
	"outcome of problem L1-relu: invalid JSON at offset 8"
broken out-level.kopt "update outcomes set outcome=json_set(outcome,'\$.level','two') where problem_id='L1-relu'" \
	"outcome of problem L1-relu: level: expected an integer from 1 to 3"
broken out-nolevel.kopt "update outcomes set outcome=json_remove(outcome,'\$.level') where problem_id='L1-relu'" \
	"outcome of problem L1-relu: level: expected an integer from 1 to 3"
broken out-status.kopt "update outcomes set outcome=json_set(outcome,'\$.status',7) where problem_id='L2-gemm-gelu'" \
	"outcome of problem L2-gemm-gelu: status: expected a string"
broken out-subs.kopt "update outcomes set outcome=json_set(outcome,'\$.subkernels',json('[1]')) where problem_id='L2-gemm-gelu'" \
	"outcome of problem L2-gemm-gelu: subkernels: expected an object"
broken out-chosen.kopt "update outcomes set outcome=json_set(outcome,'\$.subkernels.triton_poi_fused_gelu_0.chosen',5) where problem_id='L2-gemm-gelu'" \
	"outcome of problem L2-gemm-gelu: subkernels.triton_poi_fused_gelu_0: chosen: expected a string"
broken out-problem.kopt "update outcomes set outcome=json_set(outcome,'\$.problem','L1-other') where problem_id='L1-relu'" \
	"outcome of problem L1-relu: problem: \"L1-other\", but the row is problem L1-relu's"
# The original still reads and replays.
expect 0 "$KOPT" show run.kopt
expect 0 "$KOPT" replay run.kopt -q
grep -Eq '^replay of run 1 in run\.kopt: identical$' out || { cat out; die "not identical"; }
echo "16 broken run files: show, report, replay and gates each name the file and the fault"
