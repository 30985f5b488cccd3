# kopt report over several files, one configuration each (as
# datasets/recordings/record-suite.sh writes them): Tables 2 and 6 and
# Figure 2 over the newest run of each file, counted on the problems every
# run holds; the same rows as one file holding the same runs.
. "$OLDPWD/tests/cli/lib.sh"
F=$FIXTURES
SUB="$F/L1-softmax $F/L2-gemm-gelu"
expect 0 "$KOPT" run -q -o c0.kopt --backend "$DOUBLE" "$F"/*
expect 0 "$KOPT" run -q -o c1.kopt --backend "$DOUBLE" -B 1 $SUB
expect 0 "$KOPT" run -q -o c2.kopt --backend "$DOUBLE" --no-memory $SUB
expect 0 "$KOPT" report c0.kopt c1.kopt c2.kopt
cp out files.md
has files.md "Over the 2 problems every run holds (6 rows of runs over other problems left out), as the paper's ablations compare configurations on one sample; a C6 run, which holds part of it (the paper ran C6 on level 2 only), over its own among them."
has files.md "| c1.kopt:1 | C1 (no beam) | 1 | 0 | 1 | 50% |"
has files.md "| c2.kopt:1 | C2 (no memory) | 2 | 0 | 0 | 100% |"
has files.md "| c0.kopt:1 | C0 (reference) | 2 | 0 | 0 | 100% |"
# The same configurations over the same two problems, in one file.
expect 0 "$KOPT" run -q -o one.kopt --backend "$DOUBLE" $SUB
expect 0 "$KOPT" run -q -o one.kopt --backend "$DOUBLE" -B 1 $SUB
expect 0 "$KOPT" run -q -o one.kopt --backend "$DOUBLE" --no-memory $SUB
expect 0 "$KOPT" report one.kopt --run 1 --run 2 --run 3
cp out one.md
rows() { sed -n '/^### Table 2/,$p' "$1" | grep '^| [^R-]' | sed 's/^| [^|]* |/| |/'; }
rows files.md > a.txt
rows one.md > b.txt
[ -s a.txt ] || die "no ablation rows"
diff -u b.txt a.txt || die "several files and one file gave other ablation rows"
lacks one.md "every run holds"
# --run names runs of one file only.
expect 2 "$KOPT" report c0.kopt c1.kopt --run 1
has err "kopt report: --run picks runs of one FILE; with several files each gives its newest run"
# Figure 2 over the three files.
if command -v gnuplot >/dev/null 2>&1; then
	expect 0 "$KOPT" report c0.kopt c1.kopt c2.kopt --out rep --plots
	[ "$(wc -l < rep/figures/fig2-ablation.dat)" -ge 3 ] || die "fig2 lacks a run"
	has rep/figures/fig2-ablation.dat '"run c2.kopt:1: C2 (no memory)" 2 0 0'
fi
echo "ok: three files reported as one ablation"
