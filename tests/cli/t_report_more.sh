# Tables 2, 5 and 6 (ablations over several runs of one file), Table 4
# (strategies by kernel category) and Table 10 (level 3 by family): golden
# Markdown from three deterministic runs of the test double (C0, B = 1, and
# no memory with T = 1), and the same bytes from the same file twice.  The
# expected file, tests/cli/expected/report-more.md, is made from the same
# inputs (tests/cli/golden.sh) by tests/cli/expected/regen.sh.
. "$OLDPWD/tests/cli/lib.sh"
. "$OLDPWD/tests/cli/golden.sh"
golden_more
expect 0 "$KOPT" report ab.kopt --run 1 --run 2 --run 3
cmp -s out all.md || die "the same file gave other bytes"
diff -u "$OLDPWD/tests/cli/expected/report-more.md" got.md || die "report differs from tests/cli/expected/report-more.md"
# A file with a single run prints no ablation tables, but its Table 5.
expect 0 "$KOPT" report ab.kopt --run 1
lacks_re out "^### Table (2|6):"
has out "| 1 | C0 (reference) | Full system (baseline) | (default) | 4 | 5 | on | on | on | off |"
has out "### Table 10: level 3 by architecture family"
