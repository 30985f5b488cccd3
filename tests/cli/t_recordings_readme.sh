# The tables of datasets/recordings/README.md say what the shipped
# recordings say.  In each section whose heading names one recording
# (the first NAME.kopt or NAME.kopt.xz in it; a section of several runs,
# such as the subset12 policies', is left to its own commands), and in
# each part of a section under a "### " heading that names one (a
# bundle's members), every
# Table 1 panel A table is `kopt report NAME`'s, and every "where the time
# goes" table is `time_table.py NAME`'s (kopt show's per-candidate seconds),
# cell for cell; every table of several runs (its Run column NAME.kopt:RUN,
# as kopt report writes Tables 2, 5 and 6) is `kopt report`'s over those
# files; and each KernelBench recording's section (KB-) has its
# time table, which planning a live run needs (issue 29).  A recording
# re-recorded, or a README table edited by hand, that no longer agree fail
# here.
. "$OLDPWD/tests/cli/lib.sh"
python3 - "$OLDPWD" "$KOPT" <<'PY' || die "datasets/recordings/README.md's tables disagree with the recordings"
import os, re, subprocess, sys
root, kopt = sys.argv[1], sys.argv[2]
readme = os.path.join(root, "datasets", "recordings", "README.md")
lines = open(readme).read().splitlines()
NAMED = re.compile(r"([A-Za-z0-9][A-Za-z0-9._-]*?)\.kopt(\.xz)?\b")   # in a heading
RUN = re.compile(r"^\| ([A-Za-z0-9][A-Za-z0-9._-]*)\.kopt:([0-9]+) \|")  # a Run column's cell
PANEL = "| Level | Total | Opt. | M.(opt) | M.(s.f.) | Fall. | Geo. | Max |"
TIME = "| level | problems | compiled | agent answers |"

def tables(ls):
    """(line number from 1, the table's lines) of each markdown table."""
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

def run(*cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, cwd="rec")
    return r.returncode, r.stdout, r.stderr.strip()

# the sections, each with the recording its heading names (or None)
# (a "### " heading naming one starts a part of its own: a bundle's section
# gives each member its tables under such a heading)
secs = []
for i, l in enumerate(lines):
    if l.startswith("## ") or (l.startswith("### ") and NAMED.search(l)):
        m = NAMED.search(l)
        secs.append((i, m.group(1) if m else None))
secs.append((len(lines), None))
# the tables of several runs (a Run column of NAME.kopt:RUN, as kopt report
# writes Tables 2, 5 and 6), each with its files in order
multi = []
for at, t in tables(lines):
    runs = [RUN.match(r) for r in t[2:]]
    if len(t) >= 3 and all(runs):
        multi.append((at, t, list(dict.fromkeys(m.group(1) for m in runs))))
named = sorted({n for _, n in secs if n} | {n for _, _, ns in multi for n in ns})
if len(named) < 3:
    sys.exit("%s: fewer than 3 recordings named: %s" % (readme, named))
u = subprocess.run([os.path.join(root, "datasets", "recordings", "unpack.sh"),
                    os.path.join(root, "datasets", "recordings"), "rec"] + named,
                   capture_output=True, text=True)
if u.returncode != 0:
    sys.exit("%s names a recording that is not shipped: %s" % (readme, u.stderr.strip()))

bad, checked, timed = [], 0, set()
for (start, name), (end, _) in zip(secs, secs[1:]):
    if not name:
        continue
    for at, t in tables(lines[start:end]):
        at += start
        if t[0] == PANEL:
            rc, out, err = run(kopt, "report", name + ".kopt")
            want = [x for _, x in tables(out.splitlines()) if x[0] == PANEL][:1]
            checked += 1
            if rc != 0 or t not in want:
                bad.append("line %d (%s): Table 1 panel A is not kopt report's:\n  %s\nkopt report %s.kopt:\n  %s"
                           % (at, name, "\n  ".join(t), name, "\n  ".join(want[0] if want else [err or "(none)"])))
        elif t[0].startswith(TIME):
            rc, out, err = run("python3", os.path.join(root, "datasets", "recordings", "time_table.py"),
                               "--kopt", kopt, name + ".kopt")
            checked += 1
            timed.add(name)
            if rc != 0 or t != out.splitlines():
                bad.append("line %d (%s): the time table is not time_table.py's:\n  %s\ntime_table.py %s.kopt:\n  %s"
                           % (at, name, "\n  ".join(t), name, "\n  ".join(out.splitlines() or [err])))
for at, t, names in multi:
    files = [n + ".kopt" for n in names]
    rc, out, err = run(kopt, "report", *files)
    want = [x for _, x in tables(out.splitlines()) if x[0] == t[0]]
    checked += 1
    if rc != 0 or t not in want:
        bad.append("line %d: no table of `kopt report %s` with this header is this one:\n  %s\nkopt report printed:\n  %s"
                   % (at, " ".join(files), "\n  ".join(t),
                      "\n\n  ".join("\n  ".join(w) for w in want) or err or "(no table with this header)"))
for start, name in secs:
    if name and name.startswith("KB-") and name not in timed:
        bad.append("line %d: %s's section has no time table (time_table.py %s.kopt)" % (start + 1, name, name))
if bad:
    sys.exit("\n".join(bad))
print("ok: %d tables agree with their recordings" % checked)
PY
