#!/usr/bin/env bash
# make test-slurm: contrib/slurm/kopt-array.sh under a real Slurm.  A
# single-node Slurm (slurmctld and slurmd on loopback, as root, no munge:
# auth/none, no cgroups) is started from a slurm.conf written into a
# temporary folder, and stopped at the end.  For each shipped recording the
# array replays its shards' shares (kopt replay --shard) and the merge job
# joins them; the merged file must replay identically and report, byte for
# byte, what the whole replay of the recording reports.
# Needs Debian's slurm-wlm (installed here when missing, as root with apt).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
need="slurmctld slurmd sbatch squeue sinfo scontrol"
missing() { for c in $need; do command -v "$c" >/dev/null || return 0; done; return 1; }
if missing; then
	if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
		echo "test-slurm: installing slurm-wlm"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm >/dev/null
	fi
	if missing; then
		echo "test-slurm: Slurm is not installed (Debian: apt-get install -y slurm-wlm); not run"
		exit 1
	fi
fi
[ "$(id -u)" -eq 0 ] || { echo "test-slurm: the test Slurm runs its daemons as root; run as root"; exit 1; }
[ -x ./kopt ] || { echo "test-slurm: build kopt first (make)"; exit 1; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/kopt-slurm-XXXXXX")
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	if [ "${keep:-0}" = 1 ]; then echo "test-slurm: files in $dir"; else rm -rf "$dir"; fi
}
trap cleanup EXIT
keep=1
mkdir -p "$dir/state" "$dir/spool"
node=kopt-node
port=$((20000 + RANDOM % 20000))
cat > "$dir/slurm.conf" <<CONF
ClusterName=kopt-test
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/none
CredType=cred/none
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
NodeName=$node NodeHostname=$(hostname) NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -D -i -f "$SLURM_CONF" >"$dir/slurmctld.out" 2>&1 & pids+=($!)
slurmd -D -N "$node" -f "$SLURM_CONF" >"$dir/slurmd.out" 2>&1 & pids+=($!)
up=0
for _ in $(seq 120); do
	if [ "$(sinfo -h -o %T 2>/dev/null)" = idle ]; then up=1; break; fi
	sleep 0.5
done
if [ $up = 0 ]; then
	echo "test-slurm: the test Slurm did not come up"; tail -20 "$dir"/*.log "$dir"/*.out
	exit 1
fi
echo "test-slurm: $(sinfo --version) up on loopback (port $port)"

fail=0
for rec in datasets/recordings/*.kopt; do
	name=$(basename "$rec" .kopt)
	out=$dir/out-$name
	shards=3
	ids=$(KOPT=./kopt KOPT_SHARDS=$shards KOPT_OUT=$out KOPT_MODE=replay KOPT_RECORDING=$rec \
		contrib/slurm/kopt-array.sh)
	echo "test-slurm: $name: $ids"
	merge=$(echo "$ids" | sed -n 's/.*merge \([0-9]*\).*/\1/p')
	for _ in $(seq 600); do
		[ -n "$(squeue -h 2>/dev/null)" ] || break
		sleep 0.5
	done
	[ -z "$(squeue -h)" ] || { echo "FAIL $name: jobs still queued"; squeue; fail=1; continue; }
	if [ ! -s "$out/merged.kopt" ]; then
		echo "FAIL $name: no merged file (merge job $merge)"; tail -20 "$out"/logs/*.log; fail=1; continue
	fi
	for i in $(seq 0 $((shards - 1))); do
		grep -q identical "$out/logs/shard-$i.log" || { echo "FAIL $name: shard $i did not replay identically"; cat "$out/logs/shard-$i.log"; fail=1; }
	done
	./kopt replay "$out/merged.kopt" -q >"$out/replay.txt" || true
	grep -q ": identical" "$out/replay.txt" || { echo "FAIL $name: the merged file does not replay identically"; cat "$out/replay.txt"; fail=1; }
	./kopt replay "$rec" --out "$out/whole.kopt" -q >/dev/null
	./kopt report "$out/whole.kopt" >"$out/whole.md"
	./kopt report "$out/merged.kopt" >"$out/merged-report.md"
	cmp "$out/whole.md" "$out/merged-report.md" || { echo "FAIL $name: the merged report differs from the whole replay's"; fail=1; }
	[ "$(sqlite3 "$out/merged.kopt" 'select report_digest from runs')" = "$(sqlite3 "$rec" 'select report_digest from runs')" ] ||
		{ echo "FAIL $name: the merged report digest differs from the recording's"; fail=1; }
	[ $fail = 1 ] || echo "ok   $name: $shards array tasks replayed their shares, the merge job (afterok) joined them; replay identical, report equal"
done
[ $fail = 0 ] && keep=0
[ $fail = 0 ] && echo "test-slurm: passed" || echo "test-slurm: FAILED"
exit $fail
