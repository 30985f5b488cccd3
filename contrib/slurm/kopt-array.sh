#!/usr/bin/env bash
# kopt on a Slurm cluster: the problem list split into N shards run as one
# job array (one task per shard, `kopt run --shard I/N`), then one merge job
# that starts once every task has succeeded (--dependency=afterok) and joins
# the shards' files with `kopt merge`.  Slurm schedules; kopt only splits
# the list deterministically (README: "Beyond one machine").
#
# Submit from a login node:
#     KOPT_SHARDS=8 KOPT_PROBLEMS=problems.txt KOPT_OUT=/shared/run1 \
#     SBATCH_ARRAY_ARGS="--partition=gpu --gres=gpu:1 --time=48:00:00" \
#         contrib/slurm/kopt-array.sh
# It submits itself twice (as the array, argument "shard", and as the merge
# job, argument "merge") and prints both job ids.
#
# The environment it expects (set it, or edit the defaults below):
#   KOPT              the kopt binary (default: kopt on PATH)
#   KOPT_SHARDS       N, the number of shards and array tasks (default 4)
#   KOPT_OUT          output folder on a file system every node sees: the
#                     shards' files shard-I.kopt, merged.kopt, merged.md
#                     (Table 1 of the merged run) and logs/ (default ./kopt-out)
#   KOPT_MODE         run: a live search of the problems of KOPT_PROBLEMS;
#                     replay: each task replays its share of KOPT_RECORDING
#                     (`kopt replay --shard`; no GPU, no LLM) (default run)
#   KOPT_PROBLEMS     mode run: a file naming the problem folders, one a line,
#                     in list order.  Every task reads the same file: keep it
#                     unchanged until the array is done, and append new
#                     problems at its end only (shares then stay the same).
#   KOPT_RECORDING    mode replay: the recording (.kopt) to replay
#   KOPT_BACKEND      mode run: kopt run --backend (default gpu)
#   KOPT_LLM          mode run: kopt run --llm (default: the configuration's)
#   KOPT_GPUS         mode run: kopt run --gpus for each task, e.g. 0,1 on
#                     nodes with two GPUs (ask for them in SBATCH_ARRAY_ARGS
#                     with --gres=gpu:2); empty: one GPU per task
#   KOPT_ARGS         more kopt run arguments, the same for every shard
#                     (e.g. "-B 2 -T 2 --set gates.gate4.gamma=1.05")
#   SBATCH_ARRAY_ARGS more sbatch arguments for the array (partition, --gres,
#                     --time, --account, --requeue)
#   SBATCH_MERGE_ARGS more sbatch arguments for the merge job
#
# A task that finds its shard's file already there (a requeued or
# resubmitted task, or one stopped by --time: kopt pauses on SIGTERM at the
# next safe point) continues it with `kopt run --resume`; a complete shard
# is left as it is.  The merge job runs only if every task exited 0.
set -euo pipefail

KOPT=${KOPT:-kopt}
KOPT_SHARDS=${KOPT_SHARDS:-4}
KOPT_OUT=${KOPT_OUT:-kopt-out}
KOPT_MODE=${KOPT_MODE:-run}
KOPT_PROBLEMS=${KOPT_PROBLEMS:-}
KOPT_RECORDING=${KOPT_RECORDING:-}
KOPT_BACKEND=${KOPT_BACKEND:-gpu}
KOPT_LLM=${KOPT_LLM:-}
KOPT_GPUS=${KOPT_GPUS:-}
KOPT_ARGS=${KOPT_ARGS:-}
SBATCH_ARRAY_ARGS=${SBATCH_ARRAY_ARGS:-}
SBATCH_MERGE_ARGS=${SBATCH_MERGE_ARGS:-}

die() { echo "kopt-array: $*" >&2; exit 1; }
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
shard_file() { echo "$KOPT_OUT/shard-$1.kopt"; }

run_shard() {
	local i=${SLURM_ARRAY_TASK_ID:?run this as an array task (argument shard)}
	local f
	f=$(shard_file "$i")
	local gpus=() llm=()
	[ -z "$KOPT_GPUS" ] || gpus=(--gpus "$KOPT_GPUS")
	[ -z "$KOPT_LLM" ] || llm=(--llm "$KOPT_LLM")
	echo "kopt-array: shard $i/$KOPT_SHARDS on $(hostname) into $f"
	case $KOPT_MODE in
	run)
		if [ -e "$f" ]; then
			exec "$KOPT" run --resume -o "$f" --backend "$KOPT_BACKEND" "${llm[@]}" "${gpus[@]}"
		fi
		local problems=()
		mapfile -t problems < "$KOPT_PROBLEMS"
		# shellcheck disable=SC2086  # KOPT_ARGS is a list of arguments
		exec "$KOPT" run -o "$f" --shard "$i/$KOPT_SHARDS" --backend "$KOPT_BACKEND" \
			"${llm[@]}" "${gpus[@]}" $KOPT_ARGS "${problems[@]}"
		;;
	replay)
		rm -f "$f" "$f-wal" "$f-shm"
		exec "$KOPT" replay "$KOPT_RECORDING" --shard "$i/$KOPT_SHARDS" --out "$f" -q
		;;
	*) die "KOPT_MODE=$KOPT_MODE: expected run or replay" ;;
	esac
}

run_merge() {
	local files=() i
	for ((i = 0; i < KOPT_SHARDS; i++)); do files+=("$(shard_file "$i")"); done
	"$KOPT" merge "$KOPT_OUT/merged.kopt" "${files[@]}" > "$KOPT_OUT/merged.md"
	cat "$KOPT_OUT/merged.md"
}

submit() {
	command -v sbatch >/dev/null || die "sbatch not found: run this where Slurm's commands are"
	[[ $KOPT_SHARDS =~ ^[1-9][0-9]*$ ]] || die "KOPT_SHARDS=$KOPT_SHARDS: expected a positive number"
	case $KOPT_MODE in
	run) [ -r "$KOPT_PROBLEMS" ] || die "KOPT_PROBLEMS=$KOPT_PROBLEMS: give the file listing the problem folders"
	     KOPT_PROBLEMS=$(absolute "$KOPT_PROBLEMS") ;;
	replay) [ -r "$KOPT_RECORDING" ] || die "KOPT_RECORDING=$KOPT_RECORDING: give the recording to replay"
		KOPT_RECORDING=$(absolute "$KOPT_RECORDING") ;;
	*) die "KOPT_MODE=$KOPT_MODE: expected run or replay" ;;
	esac
	case $KOPT in */*) KOPT=$(absolute "$KOPT") ;; esac
	mkdir -p "$KOPT_OUT/logs"
	KOPT_OUT=$(cd "$KOPT_OUT" && pwd)
	[ ! -e "$KOPT_OUT/merged.kopt" ] || die "$KOPT_OUT/merged.kopt exists: choose another KOPT_OUT"
	export KOPT KOPT_SHARDS KOPT_OUT KOPT_MODE KOPT_PROBLEMS KOPT_RECORDING KOPT_BACKEND \
	       KOPT_LLM KOPT_GPUS KOPT_ARGS
	local array merge
	# shellcheck disable=SC2086  # the SBATCH_*_ARGS are lists of arguments
	array=$(sbatch --parsable --export=ALL --job-name=kopt-shard \
		--array="0-$((KOPT_SHARDS - 1))" --output="$KOPT_OUT/logs/shard-%a.log" \
		$SBATCH_ARRAY_ARGS "$0" shard)
	array=${array%%;*}
	# shellcheck disable=SC2086
	merge=$(sbatch --parsable --export=ALL --job-name=kopt-merge \
		--dependency="afterok:$array" --kill-on-invalid-dep=yes \
		--output="$KOPT_OUT/logs/merge.log" $SBATCH_MERGE_ARGS "$0" merge)
	merge=${merge%%;*}
	echo "array $array ($KOPT_SHARDS shards), merge $merge; output in $KOPT_OUT"
}

case ${1:-submit} in
shard) run_shard ;;
merge) run_merge ;;
submit) submit ;;
*) die "unknown argument $1: expected nothing (submit), shard or merge" ;;
esac
