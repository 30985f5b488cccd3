#!/usr/bin/env bash
# view_shot.sh [OUT.png]: the screenshot of kopt view in the README
# (docs/view.png): the page of the shipped suite6-h200.kopt, opened in
# Debian's chromium-headless-shell at the search of the sub-kernel where
# gate 1 refused a candidate (the tree by iteration and beam slot, the
# refused node with its reason, the best speedup per iteration).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-docs/view.png}
CHROME=$(command -v chromium-headless-shell || command -v chromium) ||
	{ echo "view_shot.sh: no chromium-headless-shell (apt-get install chromium-headless-shell)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kopt-shot-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
rec=datasets/recordings/suite6-h200.kopt
./kopt view $rec -o "$tmp/page.html"
target=$(sqlite3 -batch $rec "select c.problem_id||'/'||c.subkernel from gate_results g join candidates c on c.run=g.run and c.problem_id=g.problem_id and c.id=g.subject where g.run=1 and g.gate='gate1.launch' and g.passed=0 order by g.id limit 1")
timeout 120 "$CHROME" --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$tmp/profile" \
	--window-size=1280,960 --virtual-time-budget=20000 --screenshot="$out" \
	"file://$tmp/page.html#s=$target" 2>/dev/null
echo "view_shot.sh: wrote $out ($target)"
