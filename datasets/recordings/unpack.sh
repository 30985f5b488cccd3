#!/usr/bin/env bash
# Every recording shipped in a folder, as plain run files (no GPU, no LLM):
#
#   datasets/recordings/unpack.sh DIR OUT [NAME...]
#
# writes each recording of DIR (or only the NAMEs given) as OUT/NAME.kopt
# and prints its path, one a line, sorted by name: NAME.kopt is copied,
# NAME.kopt.xz decompressed, and each member of a bundle, NAME.kopts.tar.xz
# (several recordings compressed together by bundle.sh, so that what they
# share is stored once), unpacked.
# Every consumer of the shipped recordings (replay-all.sh, the tests that
# replay or view them) reads them through this, so a recording reads the
# same whichever way it is shipped.  OUT must not exist or be empty.
# Refused, naming the file and the problem: a bundle member that is not a
# plain file named NAME.kopt (letters, digits, '.', '_', '-'), a NAME
# shipped twice, a file that does not decompress, a NAME not shipped.  What
# can be unpacked is; exit 1 if anything was refused, 2 on bad arguments.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: unpack.sh DIR OUT [NAME...]" >&2; exit 2; }
dir=$1 out=$2
shift 2
# wanted NAME: whether NAME is to be written (every one when none is named).
declare -A want
nwant=$#
for n in "$@"; do want[$n]=1; done
wanted() { [ "$nwant" -eq 0 ] || [ -n "${want[$1]:-}" ]; }
[ -d "$dir" ] || { echo "unpack.sh: $dir: no such folder" >&2; exit 2; }
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then
	echo "unpack.sh: $out: not empty (the recordings would mix with what is there)" >&2
	exit 2
fi
mkdir -p "$out" || exit 2
status=0
# put NAME SOURCE: claim OUT/NAME.kopt for SOURCE, or refuse a second one.
declare -A from
put() {
	if [ -n "${from[$1]:-}" ]; then
		echo "unpack.sh: $1 is shipped twice: ${from[$1]} and $2" >&2
		return 1
	fi
	from[$1]=$2
}
for f in "$dir"/*.kopt "$dir"/*.kopt.xz; do
	[ -e "$f" ] || continue
	name=$(basename "${f%.xz}" .kopt)
	put "$name" "$(basename "$f")" || { status=1; continue; }
	wanted "$name" || continue
	case $f in
	*.xz) xz -dc "$f" > "$out/$name.kopt" ||
		{ echo "unpack.sh: $f: cannot decompress" >&2; rm -f "$out/$name.kopt"; status=1; } ;;
	*) cp "$f" "$out/$name.kopt" || status=1 ;;
	esac
done
# bundle B TMP: the wanted members of the bundle B into OUT, B decompressed
# once into the scratch folder TMP (xz is most of the time a bundle takes),
# then listed and unpacked from there; 1, saying why, if any is refused.
bundle() {
	local b=$1 tmp=$2 list line member m bad="" names=() picked=() rc=0
	xz -dc "$b" > "$tmp/bundle.tar" 2> "$tmp/err" ||
		{ echo "unpack.sh: $b: not an xz-compressed tar: $(cat "$tmp/err")" >&2; return 1; }
	# The names one a line (-t), their types from the long listing (-tv),
	# in the same order: a name is never cut out of a line of fields.
	list=$(tar -tvf "$tmp/bundle.tar" 2>&1) ||
		{ echo "unpack.sh: $b: not an xz-compressed tar: $list" >&2; return 1; }
	local types=() members=() i
	mapfile -t types < <(printf '%s\n' "$list" | cut -c1)
	mapfile -t members < <(tar -tf "$tmp/bundle.tar")
	[ ${#types[@]} -eq ${#members[@]} ] ||
		{ echo "unpack.sh: $b: its listing cannot be read (a member's name holds a line break?)" >&2; return 1; }
	for i in "${!members[@]}"; do
		member=${members[$i]}
		if [ "${types[$i]}" != - ] || ! [[ $member =~ ^[A-Za-z0-9._-]+\.kopt$ ]]; then
			bad="$bad '${member}'"
		else
			names+=("$member")
		fi
	done
	[ -z "$bad" ] || {
		echo "unpack.sh: $b: members that are not plain NAME.kopt files:$bad (nothing of it unpacked)" >&2
		return 1; }
	[ ${#names[@]} -gt 0 ] || { echo "unpack.sh: $b: holds no recording" >&2; return 1; }
	for m in "${names[@]}"; do
		put "${m%.kopt}" "$(basename "$b")" || { rc=1; continue; }
		wanted "${m%.kopt}" && picked+=("$m")
	done
	[ ${#picked[@]} -gt 0 ] || return $rc
	mkdir "$tmp/m" && tar -xf "$tmp/bundle.tar" -C "$tmp/m" "${picked[@]}" ||
		{ echo "unpack.sh: $b: cannot unpack" >&2; return 1; }
	for m in "${picked[@]}"; do
		mv "$tmp/m/$m" "$out/$m" || rc=1
	done
	return $rc
}
for b in "$dir"/*.kopts.tar.xz; do
	[ -e "$b" ] || continue
	tmp=$(mktemp -d "$out/.bundle.XXXXXX") || exit 1
	bundle "$b" "$tmp" || status=1
	rm -rf "$tmp"
done
for n in "$@"; do
	[ -n "${from[$n]:-}" ] || { echo "unpack.sh: $n: not shipped in $dir (as $n.kopt, $n.kopt.xz or a bundle's member)" >&2; status=1; }
done
for f in "$out"/*.kopt; do
	[ -e "$f" ] && echo "$f"
done | LC_ALL=C sort
exit $status
