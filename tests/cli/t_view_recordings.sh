# kopt view writes a page of every shipped recording (read as unpack.sh
# reads them: NAME.kopt, NAME.kopt.xz or a bundle's member), each one
# self-contained and holding every problem of its run; the page of the
# largest, C0 (80 MB of run file), stays under 15 MB.  The time to write
# and to draw the C0 page is measured by make bench (tests/bench/view.sh).
. "$OLDPWD/tests/cli/lib.sh"
n=0
mapfile -t files < <("$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" rec)
wait $! || die "unpack.sh refused a shipped recording"
for f in "${files[@]}"; do
	name=$(basename "$f")
	mv "$f" "$name"
	expect 0 "$KOPT" view "$name" -o page.html
	size=$(stat -c %s page.html)
	[ "$size" -le 15000000 ] || die "$name: page of $size bytes (limit 15 MB)"
	python3 - page.html "$name" <<'PY' || die "$name: the page does not hold its run"
import base64, json, re, sqlite3, sys, zlib
page = open(sys.argv[1]).read()
head = json.loads(re.search(r'id="head">([^<]*)<', page).group(1))
body = json.loads(zlib.decompress(base64.b64decode(re.search(r'id="body">([^<]*)<', page).group(1))))
db = sqlite3.connect(sys.argv[2])
run = db.execute("select max(id) from runs").fetchone()[0]
want = [p for (p,) in db.execute("select problem_id from problems where run=? order by seq", (run,))]
assert [p["id"] for p in body["problems"]] == want, "problems"
assert head["report"].startswith("## Table 1, panel A"), "report"
assert len(body["obs"]) == db.execute("select count(*) from observations where run=?", (run,)).fetchone()[0]
PY
	echo "$name: $size bytes"
	rm -f "$name" page.html
	n=$((n + 1))
done
[ $n -ge 1 ] || die "no shipped recording in datasets/recordings"
echo "viewed $n shipped recording(s)"
