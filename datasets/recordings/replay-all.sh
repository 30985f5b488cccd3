#!/usr/bin/env bash
# The main job, run by ./setup.sh (needs "$kopt" built; no GPU, no LLM):
#
#   datasets/recordings/replay-all.sh [--recordings DIR] [OUT]
#
# Verify every shipped recording (DIR, default datasets/recordings) with
# `kopt verify` (every blob, key and digest in it as kopt recorded it:
# nothing edited by hand), replay it on this CPU (each must say identical:
# the same decisions and report digest as recorded), then write every table
# of the paper's layout and every figure of each into
# OUT/NAME (OUT is out/ by default, ignored by git; never reports/ or plots/),
# and end with each run's level summary (Table 1 panel A).  Recordings of
# the ablation configurations, one per file named C0..., C1..., ... C6...
# (as datasets/recordings/record-suite.sh writes them), are also reported
# together into OUT/ablations: Tables 2 and 6 and Figure 2, C0 the reference.
# Files of another baseline's mode, M-C0..., M-C1... (record-suite.sh with a
# suite imported in mode M), are reported together apart, into OUT/M-ablations.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kopt=$root/kopt
rec=$root/datasets/recordings
if [ "${1:-}" = --recordings ]; then rec=$2; shift 2; fi
out=${1:-out}
mkdir -p "$out"
status=0
summary=""
ablations=()
# A recording shipped compressed (NAME.kopt.xz) is replayed from its
# decompressed copy, OUT/recordings/NAME.kopt.
for f in "$rec"/*.kopt "$rec"/*.kopt.xz; do
	[ -e "$f" ] || continue
	name=$(basename "${f%.xz}" .kopt)
	if [ "${f%.xz}" != "$f" ]; then
		mkdir -p "$out/recordings"
		xz -dc "$f" > "$out/recordings/$name.kopt" || { echo "$f: cannot decompress"; status=1; continue; }
		f=$out/recordings/$name.kopt
	fi
	if "$kopt" verify "$f" > "$out/$name.verify.txt" 2>&1; then
		echo "$name: verified"
	else
		echo "$name: verify FAILED (see $out/$name.verify.txt)"
		status=1
	fi
	if "$kopt" replay "$f" -q > "$out/$name.replay.txt" 2>&1 &&
		grep -q ': identical$' "$out/$name.replay.txt"; then
		echo "$name: replay identical"
	else
		echo "$name: replay NOT identical (see $out/$name.replay.txt)"
		status=1
	fi
	rm -rf "${out:?}/$name"
	plots=--plots
	command -v gnuplot >/dev/null 2>&1 || plots=
	"$kopt" report "$f" --out "$out/$name" $plots || status=1
	summary="$summary
$("$kopt" report "$f" | sed -n '/^## Table 1, panel A/,/^| All /p')
"
	case $name in C[0-6]*|*-C[0-6]*) ablations+=("$name $f") ;; esac
done
# Each group's ablation files (the same prefix before CN) in name order, C0
# first, when its C0 and another are shipped.
groups=$(for a in "${ablations[@]}"; do n=${a%% *}; echo "${n%C[0-6]*}"; done | sort -u)
for g in "" $groups; do
	mapfile -t set < <(for a in "${ablations[@]}"; do
		n=${a%% *}; [ "${n%C[0-6]*}" = "$g" ] && echo "$a"; done | sort)
	[ ${#set[@]} -ge 2 ] && [ "${set[0]:0:$((${#g} + 2))}" = "${g}C0" ] || continue
	files=()
	for a in "${set[@]}"; do files+=("${a#* }"); done
	rm -rf "${out:?}/${g}ablations"
	"$kopt" report "${files[@]}" --out "$out/${g}ablations" $plots || status=1
	summary="$summary
## Table 2: ablations (${set[*]%% *})
$("$kopt" report "${files[@]}" | sed -n '/^### Table 2/,/^### Table 6/p' | grep '^|')
"
done
echo "tables and figures: $out/"
printf '%s\n' "$summary"
exit $status
