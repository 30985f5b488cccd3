# The tables of datasets/recordings/README.md say what the shipped
# recordings say.  In each section whose heading names one recording
# (the first NAME.kopt or NAME.kopt.xz in it; a section of several runs,
# such as the subset12 policies', is left to its own commands), every
# Table 1 panel A table is `kopt report NAME`'s, and every "where the time
# goes" table is `time_table.py NAME`'s (kopt show's per-candidate seconds),
# cell for cell; every table of several runs (its Run column NAME.kopt:RUN,
# as kopt report writes Tables 2, 5 and 6) is `kopt report`'s over those
# files; and each KernelBench recording's section (KB-) has its
# time table, which planning a live run needs (issue 29).  A recording
# re-recorded, or a README table edited by hand, that no longer agree fail
# here.
. "$OLDPWD/tests/cli/lib.sh"
R="$OLDPWD/datasets/recordings/README.md"
# the recordings the sections' headings name, and those a table's Run
# column names (NAME.kopt:RUN, as kopt report writes a table of several runs)
mapfile -t named < <(python3 - "$R" <<'PY' | sort -u
import re, sys
for line in open(sys.argv[1]):
    if line.startswith("## "):
        m = re.search(r"([A-Za-z0-9][A-Za-z0-9._-]*?)\.kopt(\.xz)?\b", line)
        if m:
            print(m.group(1))
    elif line.startswith("| "):
        m = re.match(r"\| ([A-Za-z0-9][A-Za-z0-9._-]*)\.kopt:[0-9]+ \|", line)
        if m:
            print(m.group(1))
PY
)
[ ${#named[@]} -ge 3 ] || die "$R: fewer than 3 sections name a recording: ${named[*]}"
"$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" rec "${named[@]}" > /dev/null ||
	die "$R: a section names a recording that is not shipped: ${named[*]}"
for n in "${named[@]}"; do
	"$KOPT" report "rec/$n.kopt" > "$n.report" 2> "$n.err" || { cat "$n.err"; die "kopt report $n failed"; }
	python3 "$OLDPWD/datasets/recordings/time_table.py" --kopt "$KOPT" "rec/$n.kopt" > "$n.time" 2> "$n.terr" ||
		: > "$n.time"	# no per-level lines (an old run): a time table there fails below
done
python3 - "$R" "$KOPT" <<'PY' || die "datasets/recordings/README.md's tables disagree with the recordings"
import re, sys
lines = open(sys.argv[1]).read().splitlines()
kopt = sys.argv[2]
def tables(ls):
    out, cur, at = [], [], 0
    for i, l in enumerate(ls + [""]):
        if l.startswith("|"):
            if not cur:
                at = i + 1
            cur.append(l.rstrip())
        elif cur:
            out.append((at, cur))
            cur = []
    return out
PANEL = "| Level | Total | Opt. | M.(opt) | M.(s.f.) | Fall. | Geo. | Max |"
TIME = "| level | problems | compiled | agent answers |"
bad, checked, timed = [], 0, set()
sec, name = None, None
secs = []
for i, l in enumerate(lines):
    if l.startswith("## "):
        m = re.search(r"([A-Za-z0-9][A-Za-z0-9._-]*?)\.kopt(\.xz)?\b", l)
        secs.append((i, m.group(1) if m else None, l))
secs.append((len(lines), None, ""))
for (start, name, head), (end, _, _) in zip(secs, secs[1:]):
    if not name:
        continue
    for at, t in tables(lines[start:end]):
        at += start
        if t[0] == PANEL:
            want = [x for _, x in tables(open(name + ".report").read().splitlines()) if x[0] == PANEL]
            checked += 1
            if not want or t != want[0]:
                bad.append("line %d (%s): Table 1 panel A is not kopt report's:\n  %s\nkopt report %s.kopt:\n  %s"
                           % (at, name, "\n  ".join(t), name, "\n  ".join(want[0] if want else ["(none)"])))
        elif t[0].startswith(TIME):
            want = open(name + ".time").read().splitlines()
            checked += 1
            timed.add(name)
            if t != want:
                bad.append("line %d (%s): the time table is not time_table.py's:\n  %s\ntime_table.py %s.kopt:\n  %s"
                           % (at, name, "\n  ".join(t), name, "\n  ".join(want or ["(no per-level lines)"])))
# A table of several runs (its Run column NAME.kopt:RUN, as kopt report
# writes Tables 2, 5 and 6): `kopt report` over those files in that order
# must print it, the same table under the same header.
import subprocess
RUN = re.compile(r"^\| ([A-Za-z0-9][A-Za-z0-9._-]*)\.kopt:([0-9]+) \|")
for at, t in tables(lines):
    runs = [RUN.match(r) for r in t[2:]]
    if len(t) < 3 or not all(runs):
        continue
    files = []
    for m in runs:
        if m.group(1) + ".kopt" not in files:
            files.append(m.group(1) + ".kopt")
    out = subprocess.run([kopt, "report"] + files, cwd="rec", capture_output=True, text=True)
    if out.returncode != 0:
        bad.append("line %d: kopt report %s failed: %s" % (at, " ".join(files), out.stderr.strip()))
        continue
    want = [x for _, x in tables(out.stdout.splitlines()) if x[0] == t[0]]
    checked += 1
    if t not in want:
        bad.append("line %d: no table of `kopt report %s` with this header is this one:\n  %s\nkopt report printed:\n  %s"
                   % (at, " ".join(files), "\n  ".join(t),
                      "\n\n  ".join("\n  ".join(w) for w in want) or "(no table with this header)"))
for start, name, head in secs:
    if name and name.startswith("KB-") and name not in timed:
        bad.append("line %d: %s's section has no time table (time_table.py %s.kopt)" % (start + 1, name, name))
if bad:
    sys.exit("\n".join(bad))
print("ok: %d tables agree with their recordings" % checked)
PY
