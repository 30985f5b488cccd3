# Tables 2, 5 and 6 (ablations over several runs of one file), Table 4
# (strategies by kernel category) and Table 10 (level 3 by family): golden
# Markdown from three deterministic runs of the test double (C0, B = 1, and
# no memory with T = 1), and the same bytes from the same file twice.
. "$OLDPWD/tests/cli/lib.sh"
F=$FIXTURES
expect 0 "$KOPT" run -q -o ab.kopt --backend "$DOUBLE" "$F"/*
expect 0 "$KOPT" run -q -o ab.kopt -B 1 --backend "$DOUBLE" "$F"/*
expect 0 "$KOPT" run -q -o ab.kopt --no-memory -T 1 --backend "$DOUBLE" "$F"/*
expect 0 "$KOPT" report ab.kopt --run 1 --run 2 --run 3
cp out all.md
expect 0 "$KOPT" report ab.kopt --run 1 --run 2 --run 3
cmp -s out all.md || die "the same file gave other bytes"
# The sections under test, without the run-specific token timings.
python3 - <<'PY'
import re
seen, keep = set(), []
for sec in re.split(r"(?m)^(?=## |### )", open("all.md").read()):
    head = sec.split("\n", 1)[0]
    wanted = head.startswith(("### Table 2", "### Table 5", "### Table 6", "### Table 4",
                              "### Table 10"))
    if wanted and head not in seen:   # Tables 4 and 10 of run 1 only
        seen.add(head)
        keep.append(sec)
open("got.md", "w").write("".join(keep))
PY
diff -u "$OLDPWD/tests/cli/expected/report-more.md" got.md || die "report differs from tests/cli/expected/report-more.md"
# A file with a single run prints no ablation tables, but its Table 5.
expect 0 "$KOPT" report ab.kopt --run 1
! grep -Eq "^### Table (2|6):" out || die "ablation table for one run"
grep -Fxq "| 1 | C0 (reference) | Full system (baseline) | (default) | 4 | 5 | on | on | on | off |" out ||
	die "no Table 5 row for one run"
has out "### Table 10: level 3 by architecture family"
