# The paper's tables from a run file: panels B-D of Table 1, Table 3 from the
# stored gate configuration, Table 9 per problem; the same file always gives
# the same bytes.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt --set gates.gate4.gamma=1.05
expect 0 "$KOPT" report run.kopt
cp out r1
expect 0 "$KOPT" report run.kopt
cmp -s out r1 || die "two reports of one file differ"
opt=$(grep '^| All |' out | head -1 | awk -F'|' '{gsub(/ /,"",$4); print $4}')
has out "### Table 1, panel B: speedup distribution ($opt optimized)"
has out "| Perf. gate rejection | 0 | 1 | 0 | 1 |"
has out "| E2E correctness failure | 0 | 0 | 1 | 1 |"
has out "| No Triton kernels | 0 | 0 | 1 | 1 |"
has out "| No candidate passed gates 1-2 (kopt) | 1 | 0 | 0 | 1 |"
has out "| Gate 4 | Performance gate | gamma = 1.05 on the median paired ratio; floor x 0.9 where the baseline is above it | N/A | do_bench (25/100 ms), baseline and candidate A B A B | End-to-end |"
# floor_check always (the legacy rule): the floor applies whatever the baseline's time.
record always.kopt --set gates.gate4.floor_check=always
expect 0 "$KOPT" report always.kopt
has out "| Gate 4 | Performance gate | gamma = 1.03 on the median paired ratio; floor x 0.9 | N/A | do_bench (25/100 ms), baseline and candidate A B A B | End-to-end |"
expect 0 "$KOPT" report run.kopt
has out "| L3 | L3-lstm | – | FALL | rnn | NT |"
has out "| L3 | L3-e2e-wrong | – | FALL | matmul | CE |"
has out "| L2 | L2-launch-bound | – | FALL | pointwise | PR |"
# Panel B's bins add up to the optimized count.
sum=$(sed -n '/panel B/,/panel C/p' out | grep -E '^\| (>=|\[)' | awk -F'|' '{s += $6} END {print s}')
[ "$sum" = "$opt" ] || die "panel B adds to $sum, not $opt"
expect 0 "$KOPT" run -q -o c3.kopt --backend "$DOUBLE" --no-e2e-perf-gate "$FIXTURES/L1-relu"
expect 0 "$KOPT" report c3.kopt
has out "| Gate 4 | Performance gate | disabled (ablation C3) | N/A | N/A | End-to-end |"
