# Every shipped recording replays identically on this CPU: decisions
# recomputed, every observation consumed, report digest equal.
. "$OLDPWD/tests/cli/lib.sh"
n=0
# Recordings shipped compressed (NAME.kopt.xz) are replayed decompressed.
for f in "$OLDPWD"/datasets/recordings/*.kopt "$OLDPWD"/datasets/recordings/*.kopt.xz; do
	[ -e "$f" ] || continue
	rm -f copy.kopt
	case $f in
	*.xz) xz -dc "$f" > copy.kopt || die "$f: cannot decompress" ;;
	*) cp "$f" copy.kopt ;;
	esac
	cp copy.kopt before.kopt
	chmod a-w copy.kopt
	expect 0 "$KOPT" replay copy.kopt -q
	has out "replay of run 1 in copy.kopt: identical"
	has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
	cmp -s before.kopt copy.kopt || die "$f changed under replay"
	n=$((n + 1))
done
[ $n -ge 1 ] || die "no shipped recording in datasets/recordings"
echo "replayed $n shipped recording(s)"
