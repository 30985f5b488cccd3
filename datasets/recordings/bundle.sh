#!/usr/bin/env bash
# Several recordings shipped as one file, so that what they share (the
# problems' sources and manifests, the compiles and answers of the same
# candidates) is stored once:
#
#   datasets/recordings/bundle.sh OUT.kopts.tar.xz FILE.kopt...
#
# writes a tar of the files (each member its own name, NAME.kopt; sorted,
# owner, group, mode and time fixed, so the same files give the same bytes
# whatever their owner, mode or age here)
# compressed with xz -9e and a 192 MiB dictionary, as record-suite.sh
# compresses one recording.  unpack.sh reads it back; replay-all.sh replays
# each member as a recording of its own.  On the suite's C1-C5 the bundle is
# 29 % smaller than the five files compressed apart (5.2 MB against 7.4).
# Refused, naming it: an OUT that exists or is not named *.kopts.tar.xz, a
# FILE that is not a run file (kopt verify is the check of its contents)
# or not named NAME.kopt, two FILEs of one name.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: bundle.sh OUT.kopts.tar.xz FILE.kopt..." >&2; exit 2; }
out=$1; shift
case $out in *.kopts.tar.xz) ;; *) echo "bundle.sh: $out: the bundle's name must end in .kopts.tar.xz" >&2; exit 2 ;; esac
[ ! -e "$out" ] || { echo "bundle.sh: $out exists" >&2; exit 2; }
declare -A seen
files=()
for f in "$@"; do
	m=$(basename "$f")
	[[ $m =~ ^[A-Za-z0-9._-]+\.kopt$ ]] ||
		{ echo "bundle.sh: $f: a recording is named NAME.kopt (letters, digits, '.', '_', '-')" >&2; exit 2; }
	[ -f "$f" ] || { echo "bundle.sh: $f: no such file" >&2; exit 2; }
	[ "$(head -c 15 "$f")" = "SQLite format 3" ] ||
		{ echo "bundle.sh: $f: not a run file (no SQLite header)" >&2; exit 2; }
	[ -z "${seen[$m]:-}" ] || { echo "bundle.sh: $m given twice" >&2; exit 2; }
	seen[$m]=1
	files+=("$f")
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
for f in "${files[@]}"; do cp "$f" "$tmp/" || exit 1; done
names=$(cd "$tmp" && ls | LC_ALL=C sort)
# shellcheck disable=SC2086
tar -C "$tmp" --sort=name --owner=0 --group=0 --numeric-owner --mode=0644 --mtime=@0 \
	-cf - $names | xz -9e --lzma2=preset=9e,dict=192MiB -T1 > "$out.part" &&
	mv "$out.part" "$out" || { rm -f "$out.part"; echo "bundle.sh: $out: not written" >&2; exit 1; }
echo "$out: ${#files[@]} recording(s), $(stat -c %s "$out") bytes"
