# Every shipped recording replays identically on this CPU: decisions
# recomputed, every observation consumed, report digest equal.
. "$OLDPWD/tests/cli/lib.sh"
n=0
for f in "$OLDPWD"/datasets/recordings/*.kopt; do
	[ -e "$f" ] || continue
	cp "$f" copy.kopt
	chmod a-w copy.kopt
	expect 0 "$KOPT" replay copy.kopt -q
	has out "identical"
	has out " 0 recorded never consumed"
	cmp -s "$f" copy.kopt || die "$f changed under replay"
	n=$((n + 1))
done
[ $n -ge 1 ] || die "no shipped recording in datasets/recordings"
echo "replayed $n shipped recording(s)"
