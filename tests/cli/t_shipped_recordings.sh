# Every shipped recording replays identically on this CPU: decisions
# recomputed, every observation consumed, report digest equal.  Each is
# read as unpack.sh reads it (NAME.kopt, NAME.kopt.xz, or a member of a
# bundle NAME.kopts.tar.xz), as the main job does; one that holds
# tutorial kernels has NAME.NOTICE.md with their licenses
# (datasets/recordings/notices.py).
. "$OLDPWD/tests/cli/lib.sh"
n=0
mapfile -t files < <("$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" rec)
wait $! || die "unpack.sh refused a shipped recording"
for f in "${files[@]}"; do
	cp "$f" before.kopt
	chmod a-w "$f"
	expect 0 "$KOPT" replay "$f" -q
	has out "replay of run 1 in $f: identical"
	has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
	cmp -s before.kopt "$f" || die "$f changed under replay"
	# One that holds tutorial kernels ships their licenses beside it.
	name=$(basename "$f" .kopt)
	python3 "$OLDPWD/datasets/recordings/notices.py" "$f" \
		"$OLDPWD/datasets/recordings/$name.NOTICE.md" > notice.txt ||
		{ cat notice.txt; die "$name: its notice"; }
	rm -f "$f"
	n=$((n + 1))
done
[ $n -ge 1 ] || die "no shipped recording in datasets/recordings"
echo "replayed $n shipped recording(s)"
