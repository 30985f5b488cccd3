# The README's "Results so far on KernelBench" tables say what the shipped
# recordings say: for each row naming a run file of datasets/recordings,
# its OPT, MAT(opt) and FALL counts from Table 9 of `kopt report` over the
# decompressed recording, the geomean of its end-to-end speedups (the
# outcomes' unrounded figures, a fallback counting 1.00) to 3 decimals, and
# its best speedup to 2; and each table's max-autotune row, max-autotune
# over default mode by GPU time from the two KernelBench status tables
# over the problems of that table's rows (runs against default mode), or
# its row of the paper's C0, Table 6's of docs/PAPER_NOTES.md 7.6 (runs
# against max-autotune mode, the paper's baseline).  A shipped recording
# re-recorded, a status table re-imported, or a README edited by hand, that
# no longer agree fail here.
. "$OLDPWD/tests/cli/lib.sh"
R="$OLDPWD/README.md"
awk '/^## Results so far on KernelBench$/ { on = 1; next } on && /^## / { exit } on' "$R" > section.md
rows=$(grep -c '^| `KB-' section.md || true)
[ "$rows" -ge 1 ] || die "README.md: no row naming a KB- recording under \"Results so far on KernelBench\""
n=0 t=0 files=()
# baseline_mode MODE FILE...: every problem of every run file was imported
# in Inductor's MODE (its manifest's torch.compile_mode), the baseline it
# is measured against
baseline_mode() {
	local mode=$1
	shift
	python3 - "$mode" "$@" <<'PY' || die "README.md: a table's closing row is of the $mode baseline, its runs are not"
import json, sqlite3, sys
mode = sys.argv[1]
for f in sys.argv[2:]:
    db = sqlite3.connect(f)
    for pid, data in db.execute("select p.problem_id, b.data from problems p join blobs b on b.id = p.manifest"):
        got = json.loads(data)["torch"]["compile_mode"]
        if got != mode:
            sys.exit("%s: %s was imported in %s mode, not %s" % (f, pid, got, mode))
PY
}
# the shipped recordings the rows name, as unpack.sh reads them
# (NAME.kopt.xz, or a bundle's member); only those, since all of them
# unpacked are most of a gigabyte
mapfile -t named < <(sed -nE 's/^\| `(KB-[^`]+)`.*/\1/p' section.md | sort -u)
"$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" rec "${named[@]}" > /dev/null ||
	die "README.md names a recording that is not shipped in datasets/recordings (NAME.kopt.xz or a bundle's member): ${named[*]}"
while IFS= read -r line; do
	case $line in
	'| `KB-'*)
		name=$(printf '%s\n' "$line" | sed -E 's/^\| `([^`]+)`.*/\1/')
		[ -e "rec/$name.kopt" ] ||
			die "README.md names $name, not shipped in datasets/recordings (NAME.kopt.xz or a bundle's member)"
		mv "rec/$name.kopt" "$name.kopt"
		expect 0 "$KOPT" report "$name.kopt" --format json
		mv out "$name.json"
		python3 - "$name" "$line" <<'PY' || die "README.md's row of $name disagrees with its recording"
import json, math, sqlite3, sys
name, line = sys.argv[1], sys.argv[2]
rep = json.load(open(name + ".json"))
t9 = [s for s in rep["sections"] if s["title"].startswith("Table 9")][0]
cols = t9["columns"]
ip, isp, ic = cols.index("Problem"), cols.index("Speed"), cols.index("Cat")
outs = {p: json.loads(o) for p, o in
        sqlite3.connect(name + ".kopt").execute("select problem_id, outcome from outcomes")}
cats = {"OPT": 0, "MAT": 0, "FALL": 0}
speeds = []
for r in t9["rows"]:
    cat = r[ic]
    cats[cat] = cats.get(cat, 0) + 1
    if cat == "FALL":
        speeds.append(1.0)
        continue
    exact = outs[r[ip]]["speedup"]
    assert "%.2f" % exact == r[isp].rstrip("×x"), (r, exact)
    speeds.append(exact)
geo = math.exp(sum(math.log(x) for x in speeds) / len(speeds))
cells = [c.strip() for c in line.strip().strip("|").split("|")]
want = [str(cats["OPT"]), str(cats["MAT"]), str(cats["FALL"]), "%.3f" % geo,
        "%.2fx" % max(speeds)]
got = cells[1:5] + [cells[5].split(" ")[0]]
if got != want:
    sys.exit("%s: README says %s, the recording %s (OPT, MAT(opt), FALL, geomean, best)"
             % (name, got, want))
print("%s: %s" % (name, " ".join(want)))
PY
		files+=("$name.kopt")
		n=$((n + 1)) ;;
	'| max-autotune over default mode'*)
		# the table's max-autotune row: the geomean and best of max-autotune
		# over default mode by GPU time (the status tables' kopt_ms) over
		# the problems of the rows above it in its table (one set), whose
		# runs are all against default mode
		[ ${#files[@]} -ge 1 ] || die "README.md: a max-autotune row with no KB- row above it"
		baseline_mode default "${files[@]}"
		python3 - "$OLDPWD" "$line" "${files[@]}" <<'PY' || die "README.md's max-autotune row disagrees with the status tables"
import math, os, sqlite3, sys
root, line, files = sys.argv[1], sys.argv[2], sys.argv[3:]
sys.path.insert(0, os.path.join(root, "datasets", "importer"))
import kernelbench as kb
ids = set()
for f in files:
    ids |= {r[0] for r in sqlite3.connect(f).execute("select problem_id from problems")}
d = kb.read_status(os.path.join(root, "datasets", "kernelbench", "status.tsv"))
m = kb.read_status(os.path.join(root, "datasets", "kernelbench", "status-max-autotune.tsv"))
r = {i: float(d[i]["kopt_ms"]) / float(m[i]["kopt_ms"]) for i in ids}
geo = math.exp(sum(math.log(x) for x in r.values()) / len(r))
best = max(r, key=r.get)
cells = [c.strip() for c in line.strip().strip("|").split("|")]
want = ["%.3f" % geo, "%.2fx (%s)" % (r[best], best)]
if cells[4:6] != want:
    sys.exit("README says %s, the status tables %s over %d problems (%s)"
             % (cells[4:6], want, len(r), " ".join(files)))
print("max-autotune over default over %s: %s" % (" ".join(files), " ".join(want)))
PY
		files=()
		t=$((t + 1)) ;;
	"| the paper's C0"*)
		# the paper's row closing a table of runs against its baseline
		# (max-autotune mode): Table 6's C0 row of docs/PAPER_NOTES.md
		# (7.6), its classes summed over the levels, and its geomean
		[ ${#files[@]} -ge 1 ] || die "README.md: a row of the paper's C0 with no KB- row above it"
		baseline_mode max-autotune "${files[@]}"
		python3 - "$OLDPWD/docs/PAPER_NOTES.md" "$line" <<'PY' || die "README.md's row of the paper's C0 disagrees with docs/PAPER_NOTES.md 7.6"
import sys
notes, line = open(sys.argv[1]).read(), sys.argv[2]
sec = notes.split("### 7.6 ", 1)[1].split("\n### ", 1)[0]
row = [r for r in sec.splitlines() if r.startswith("| C0 ")][0]
c = [x.strip() for x in row.strip().strip("|").split("|")]
o, m, f = (sum(int(c[1 + 3 * lv + k]) for lv in range(3)) for k in range(3))
want = [str(o), str(m), str(f), c[10]]
cells = [x.strip() for x in line.strip().strip("|").split("|")]
if cells[1:5] != want:
    sys.exit("README says %s, PAPER_NOTES 7.6's C0 row %s (Opt, Match, Fall, geomean)" % (cells[1:5], want))
print("the paper's C0: %s" % " ".join(want))
PY
		files=()
		t=$((t + 1)) ;;
	'|'*|'') ;;
	*) [ ${#files[@]} -eq 0 ] || die "README.md: KB- rows with no max-autotune or paper row closing their table (${files[*]})" ;;
	esac
done < section.md
[ ${#files[@]} -eq 0 ] || die "README.md: KB- rows with no max-autotune or paper row closing their table (${files[*]})"
[ $t -ge 1 ] || die "README.md: no table closed by a max-autotune or paper row"
echo "ok: $n README row(s) agree with their recordings, and $t closing row(s) with the status tables or the paper's notes"
