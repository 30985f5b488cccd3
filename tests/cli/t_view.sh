# kopt view (issue 30): bad input is refused naming the input and the
# problem; the page of a shipped recording is self-contained and the same
# bytes each time; and in a real browser (Debian's chromium-headless-shell,
# which setup.sh installs) the page draws Table 1 within 2 s of navigation
# start, lists every problem, and draws a candidate's diff against its
# parent and the reason a gate refused a candidate.  Without the browser the
# browser part is a skip, never a pass.
. "$OLDPWD/tests/cli/lib.sh"
REC=$OLDPWD/datasets/recordings/suite6-h200.kopt
[ -f "$REC" ] || die "no shipped recording $REC"
cp "$REC" r.kopt

# Bad input.
expect 2 "$KOPT" view r.kopt
has_re err '^usage: kopt view FILE \[--run ID\] -o PAGE\.html$'
expect 1 "$KOPT" view missing.kopt -o p.html
has err "kopt view: missing.kopt: cannot open: No such file or directory"
echo "not a run file" > text.kopt
expect 1 "$KOPT" view text.kopt -o p.html
has_re err '^kopt view: text\.kopt: .*not a kopt run file.*$'
expect 1 "$KOPT" view r.kopt --run 99 -o p.html
has_re err '^kopt view: r\.kopt: .*run 99.*$'
[ ! -e p.html ] || die "a refused view left p.html behind"
expect 2 "$KOPT" view r.kopt --run x -o p.html

# The page: written through a temporary file, the same bytes twice,
# nothing fetched, no path of this machine.
expect 0 "$KOPT" view r.kopt -o a.html
expect 0 "$KOPT" view r.kopt --run 1 -o b.html
cmp -s a.html b.html || die "two views of one file differ"
ls | grep -q '\.tmp\.' && die "a temporary file was left behind"
head -1 a.html | grep -qx '<!DOCTYPE html>' || die "a.html is not an HTML page"
sed 's/id="body">[^<]*</id="body"></' a.html > shell.html
lacks_re shell.html '<(script|img|link|iframe)[^>]* (src|href)='
lacks_re shell.html 'https?://'
lacks a.html "$PWD"
lacks a.html "$OLDPWD"
# The embedded document inflates to the run's rows.
python3 - a.html r.kopt <<'PY'
import base64, json, re, sqlite3, sys, zlib
page = open(sys.argv[1]).read()
body = json.loads(zlib.decompress(base64.b64decode(re.search(r'id="body">([^<]*)<', page).group(1))))
db = sqlite3.connect(sys.argv[2])
for table, key in (("candidates", "cands"), ("gate_results", "gates"), ("observations", "obs"), ("problems", "problems")):
    n = db.execute(f"select count(*) from {table} where run=1").fetchone()[0]
    assert len(body[key]) == n, (table, len(body[key]), n)
print("document: every row of the run")
PY

# A file of several runs: the page carries the ablation tables of all of
# them, the first as reference; a file of one run, none.
record two.kopt -T 1
expect 0 "$KOPT" run -q -o two.kopt --backend "$DOUBLE" -T 1 -B 1 "$FIXTURES"/*
expect 0 "$KOPT" view two.kopt --run 1 -o two.html
python3 - two.html a.html <<'PY'
import json, re, sys
head = lambda f: json.loads(re.search(r'id="head">([^<]*)<', open(f).read()).group(1))
two, one = head(sys.argv[1]), head(sys.argv[2])
assert two["run"] == 1, two["run"]
assert "### Table 2: ablation summary" in two["ablations"], two["ablations"][:200]
assert "| 2 | C1 (no beam) |" in two["ablations"], two["ablations"]
assert one["ablations"] == "", one["ablations"][:200]
print("ablations: in the page of a file of two runs only")
PY

# The browser.
CHROME=$(command -v chromium-headless-shell || command -v chromium || true)
[ -n "$CHROME" ] || skip "no chromium-headless-shell to open the page in (apt-get install chromium-headless-shell; setup.sh installs it)"
# dom URL [BUDGET_MS]: the DOM after the page's script ran, on stdout.
dom() {
	timeout 120 "$CHROME" --no-sandbox --disable-gpu --user-data-dir="$PWD/profile" \
		${2:+--virtual-time-budget=$2} --dump-dom "$1" 2>/dev/null
}
page="file://$PWD/a.html"
dom "$page" > first.html || die "the browser could not open the page"
ms=$(sed -n 's/.*data-table1-ms="\([0-9.]*\)".*/\1/p' first.html | head -1)
[ -n "$ms" ] || die "the page set no first-render mark (data-table1-ms)"
echo "Table 1 drawn $ms ms after navigation start"
awk -v m="$ms" 'BEGIN { exit !(m <= 2000) }' || die "Table 1 took $ms ms (limit 2000)"
grep -q 'Table 1, panel A' first.html || die "no Table 1 in the page"
dom "$page" 20000 > run.html
grep -q 'data-loaded="1"' run.html || die "the page did not load its data"
for p in $(sql r.kopt "select problem_id from problems where run=1"); do
	grep -qF "href=\"#p=$p\"" run.html || die "problem $p is not in the page"
done
grep -q 'Configuration</h2>' run.html || die "no configuration in the run's view"
# A candidate that gate 1 refused: its diff and the gate's reason.
row=$(sql r.kopt "select problem_id||' '||subject||' '||json_extract(detail,'\$.reason') from gate_results where run=1 and gate='gate1.launch' and passed=0 order by id limit 1")
[ -n "$row" ] || die "the recording has no refused candidate"
set -- $row
pid=$1 cid=$2; shift 2; reason=$*
dom "$page#c=$pid/$cid" 20000 > cand.html
grep -q '<pre class="diff">' cand.html || die "no diff drawn for candidate $cid"
grep -q '<span class="add">+ ' cand.html || die "the diff of $cid adds no line"
grep -q '<span class="del">- ' cand.html || die "the diff of $cid removes no line"
grep -qF "$reason" cand.html || die "the gate's reason is not drawn: $reason"
# Its sub-kernel's search tree names it as refused, with the reason.
sub=$(sql r.kopt "select subkernel from candidates where run=1 and problem_id='$pid' and id='$cid'")
dom "$page#s=$pid/$sub" 20000 > tree.html
grep -q 'class="node refused"' tree.html || die "no refused node in the tree of $sub"
grep -q '<svg' tree.html || die "no plot of the best per iteration"
dom "$page#x=$pid" 20000 > talk.html
grep -q '<details data-obs=' talk.html || die "no exchanges of $pid"
echo "browser: Table 1 in $ms ms, every problem, a diff and a gate's reason drawn"
