# kopt run --gpus: one worker process per listed GPU, each seeing only its
# own device; observations are recorded in problem order, so two workers
# sharing one GPU (--gpus 0,0) record the run one worker records: the same
# observations in the same order, the same step digests, the same tables.
# Budgets, Ctrl-C and a dying worker pause or stop it at a safe point, and
# resume finishes it with the same decisions.
. "$OLDPWD/tests/cli/lib.sh"
obs_rows() { sql "$1" "select o.seq, o.kind, o.key, o.k, o.step, o.site, q.sha256, r.sha256, o.status
	from observations o join blobs q on q.id=o.request join blobs r on r.id=o.reply order by o.seq"; }
steps() { sql "$1" "select seq, step, digest from step_digests order by seq"; }
digest() { sql "$1" "select report_digest from runs"; }
"$KOPT" run -q -o one.kopt --backend "$DOUBLE" "$FIXTURES"/* >one.txt
expect 0 "$KOPT" run -o two.kopt --backend "$DOUBLE" --gpus 0,0 "$FIXTURES"/*
cmp out one.txt || die "--gpus 0,0 printed another table"
has err "[8/8] L3-lstm ... fallback (NO_TRITON)"
[ "$(obs_rows two.kopt)" = "$(obs_rows one.kopt)" ] || die "observations differ or are in another order"
[ "$(steps two.kopt)" = "$(steps one.kopt)" ] || die "step digests differ"
[ "$(digest two.kopt)" = "$(digest one.kopt)" ] || die "report digest differs"
# Byte for byte but the LLM time, the sum of measured latencies, which
# differ between any two live runs.
"$KOPT" report one.kopt | sed -E 's/[0-9]+\.[0-9] s/(time) s/g' >r1
"$KOPT" report two.kopt | sed -E 's/[0-9]+\.[0-9] s/(time) s/g' >r2
cmp r1 r2 || die "reports differ"
expect 0 "$KOPT" diff one.kopt two.kopt
expect 0 "$KOPT" replay two.kopt -q
has out "replay of run 1 in two.kopt: identical"
[ ! -e two.kopt.parts ] || die "the workers' parts were left behind"
[ "$(sql two.kopt "select json_extract(provenance, '\$.gpus') from runs")" = '["0","0"]' ] || die "provenance lacks the GPUs"

# Each worker sees only its own device, through the isolating worker
# process as the GPU backend runs (--backend gpu is isolated:gpu-inprocess).
KOPT_DOUBLE_DEVICE_LOG=$PWD/devices expect 0 "$KOPT" run -q -o iso.kopt \
	--backend "isolated:$DOUBLE" --gpus 3,5 "$FIXTURES"/*
[ "$(cut -d' ' -f2 devices | sort -u | tr '\n' ' ')" = "3 5 " ] || { sort devices | uniq -c; die "answers came from other devices"; }
[ "$(digest iso.kopt)" = "$(digest one.kopt)" ] || die "isolated workers decided otherwise"

# Where CUDA_VISIBLE_DEVICES is set already (Slurm sets it to the GPUs it
# allotted), --gpus K means its K-th entry.
rm -f devices
CUDA_VISIBLE_DEVICES=7,9 KOPT_DOUBLE_DEVICE_LOG=$PWD/devices expect 0 "$KOPT" run -q -o vis.kopt \
	--backend "isolated:$DOUBLE" --gpus 1,0 "$FIXTURES/L1-relu" "$FIXTURES/L1-softmax"
[ "$(cut -d' ' -f2 devices | sort -u | tr '\n' ' ')" = "7 9 " ] || { sort devices | uniq -c; die "--gpus did not follow CUDA_VISIBLE_DEVICES"; }
CUDA_VISIBLE_DEVICES=7,9 expect 2 "$KOPT" run -q -o vis2.kopt --backend "$DOUBLE" --gpus 2 "$FIXTURES/L1-relu"
has err "kopt run: --gpus: GPU 2 is not one of the 2 this process sees (CUDA_VISIBLE_DEVICES=7,9)"

# A budget pauses at a safe point; resume with or without --gpus finishes it.
expect 1 "$KOPT" run -q -o p.kopt --backend "$DOUBLE" --gpus 0,0 --max-problems 3 "$FIXTURES"/*
has err "kopt run: paused (--max-problems 3 reached); resume with: kopt run --resume -o p.kopt --run 1"
[ "$(sql p.kopt 'select count(*) from outcomes')" = 3 ] || die "--max-problems 3 with two workers"
[ "$(sql p.kopt 'select status from runs')" = paused ] || die "status"
expect 0 "$KOPT" run --resume -q -o p.kopt --backend "$DOUBLE" --gpus 0,0
[ "$(digest p.kopt)" = "$(digest one.kopt)" ] || die "resumed run differs"
[ "$(obs_rows p.kopt)" = "$(obs_rows one.kopt)" ] || die "resumed observations differ"

# A run killed in the middle of a problem, resumed with two workers: the
# half-recorded problem is finished from its recording, the rest in parallel.
set +e
KOPT_DOUBLE_KILL_AT=150 "$KOPT" run -q -o k.kopt --backend "$DOUBLE" "$FIXTURES"/* >/dev/null 2>&1
set -e
[ "$(sql k.kopt 'select status from runs')" = started ] || die "the kill did not happen"
expect 0 "$KOPT" run --resume -q -o k.kopt --backend "$DOUBLE" --gpus 0,0
[ "$(digest k.kopt)" = "$(digest one.kopt)" ] || die "kill and resume with --gpus differs"
[ "$(steps k.kopt)" = "$(steps one.kopt)" ] || die "kill and resume: step digests differ"
expect 0 "$KOPT" replay k.kopt -q
has out "replay of run 1 in k.kopt: identical"

# A worker that dies (here the test double kills its process) stops the run
# with an error naming the GPU and the problem; what was committed stays
# and resume finishes it.
set +e
KOPT_DOUBLE_KILL_AT=60 "$KOPT" run -q -o d.kopt --backend "$DOUBLE" --gpus 0,1 "$FIXTURES"/* >/dev/null 2>err
rc=$?
set -e
[ $rc -eq 1 ] || die "a dying worker: exit $rc"
has_re err '^kopt run: the worker on GPU [01] ended \(signal 9\) while searching problem [A-Za-z0-9_-]+$'
[ "$(sql d.kopt 'pragma integrity_check')" = ok ] || die "integrity"
expect 0 "$KOPT" run --resume -q -o d.kopt --backend "$DOUBLE" --gpus 0,1
[ "$(digest d.kopt)" = "$(digest one.kopt)" ] || die "resume after a dead worker differs"

# Ctrl-C: the problems in flight finish and are committed, the run pauses.
AGENT="command:sleep 0.02; $AGENT_C"
expect 0 "$KOPT" run -q -o cref.kopt --backend "$DOUBLE" --llm "$AGENT" -T 2 "$FIXTURES"/*
"$KOPT" run -q -o int.kopt --backend "$DOUBLE" --llm "$AGENT" -T 2 --gpus 0,0 "$FIXTURES"/* >/dev/null 2>err &
pid=$!
for _ in $(seq 200); do [ -e int.kopt ] && [ "$(sql int.kopt 'select count(*) from outcomes' 2>/dev/null)" -ge 1 ] 2>/dev/null && break; sleep 0.05; done
kill -INT $pid
set +e; wait $pid; rc=$?; set -e
[ $rc -eq 1 ] || die "interrupted run exited $rc"
has err "kopt run: paused (interrupted by a signal); resume with: kopt run --resume -o int.kopt --run 1"
[ "$(sql int.kopt 'select count(*) from outcomes')" -lt 8 ] || die "the run was not stopped early"
expect 0 "$KOPT" run --resume -q -o int.kopt --backend "$DOUBLE" --llm "$AGENT" --gpus 0,0
[ "$(digest int.kopt)" = "$(digest cref.kopt)" ] || die "resumed run differs after Ctrl-C"

# Usage.
expect 2 "$KOPT" run -o u.kopt --backend "$DOUBLE" --gpus 0,,1 "$FIXTURES/L1-relu"
has err "kopt run: --gpus 0,,1: expected device ids separated by commas, e.g. 0,1 (one worker each; 0,0 puts two on GPU 0)"
expect 2 "$KOPT" run -o u.kopt --gpus 0 "$FIXTURES/L1-relu"
has err "kopt run: --gpus needs --backend: each GPU worker opens it for its own device"
