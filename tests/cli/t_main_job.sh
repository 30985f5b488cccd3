# The main job (datasets/recordings/replay-all.sh, what ./setup.sh runs) on
# a folder of recordings made with the test double: every file verified
# (kopt verify) and replayed (a compressed one from its decompressed copy),
# its tables written, the files named C0..., C1... reported together as
# ablations, and a recording whose replay differs, or that fails kopt
# verify, is named with exit 1.
. "$OLDPWD/tests/cli/lib.sh"
RA=$OLDPWD/datasets/recordings/replay-all.sh
F=$FIXTURES
# Its arguments: --help, and bad ones refused before anything runs.
expect 0 "$RA" --help
has out "  datasets/recordings/replay-all.sh [--recordings DIR] [OUT]"
expect 2 "$RA" --bogus
has err "replay-all.sh: unknown option --bogus (--help)"
expect 2 "$RA" a b
has err "replay-all.sh: one OUT folder, not a and b"
expect 2 "$RA" --recordings
has err "replay-all.sh: --recordings needs a folder"
expect 2 "$RA" --recordings nowhere o
has err "replay-all.sh: --recordings nowhere: no such folder"
[ ! -e a ] && [ ! -e o ] || die "a refused call made its OUT folder"
mkdir rec
expect 0 "$KOPT" run -q -o rec/C0.kopt --backend "$DOUBLE" "$F"/*
expect 0 "$KOPT" run -q -o rec/C1.kopt --backend "$DOUBLE" -B 1 "$F/L1-softmax" "$F/L2-gemm-gelu"
expect 0 "$KOPT" run -q -o rec/other.kopt --backend "$DOUBLE" -T 1 "$F/L1-relu"
xz -9 rec/C0.kopt
expect 0 "$RA" --recordings rec o
for n in C0 C1 other; do has out "$n: verified"; has out "$n: replay identical"; done
[ -f o/recordings/C0.kopt ] || die "C0.kopt.xz was not replayed from a decompressed copy"
for n in C0 C1 other; do [ -f "o/$n/report.md" ] || die "no tables for $n"; done
has o/ablations/report.md "### Table 2: ablation summary"
has o/ablations/report.md "Over the 2 problems every run holds (6 rows of runs over other problems left out), as the paper's ablations compare configurations on one sample; a C6 run, which holds part of it (the paper ran C6 on level 2 only), over its own among them."
has out "## Table 2: ablations (C0 C1)"
has out "| C1.kopt:1 | C1 (no beam) | 1 | 0 | 1 | 50% |"
# Another baseline mode's files (M-C0..., M-C1...) are reported together
# apart, into o/M-ablations, never mixed with C0's.
cp rec/C1.kopt rec/max-autotune-C1.kopt
xz -dc rec/C0.kopt.xz > rec/max-autotune-C0.kopt
expect 0 "$RA" --recordings rec o3
has o3/max-autotune-ablations/report.md "### Table 2: ablation summary"
has out "## Table 2: ablations (max-autotune-C0 max-autotune-C1)"
has out "## Table 2: ablations (C0 C1)"
has o3/ablations/report.md "### Table 2: ablation summary"
has o3/ablations/report.md "| C1.kopt:1 | C1 (no beam) | 1 | 0 | 1 | 50% |"
lacks o3/ablations/report.md "max-autotune"
rm rec/max-autotune-C0.kopt rec/max-autotune-C1.kopt
# A recording of the tutorial problems (the shipped TUT-C0) ends in its
# panel A's tutorial rows and the paper's counts beside them.
mkdir tut
"$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" tut TUT-C0 > /dev/null ||
	die "TUT-C0: not read from datasets/recordings by unpack.sh"
expect 0 "$RA" --recordings tut o5
has out "TUT-C0: replay identical"
sed -n '/^## Table 1, panel A: run 1 (TUT-C0/,$p' out > tutsum
has_re tutsum '^\| Triton tut\. \| 10 \| .*\|$'
has_re tutsum '^\| Helion tut\. \| 10 \| .*\|$'
has tutsum "| Suite | Total | Improved | Best | Paper: improved | Paper: best |"
has_re tutsum '^\| Triton tutorials \| 10 \| .* \| 4 of 10 \| 1\.70× \(matmul\) \|$'
lacks tutsum "### Table 1, panel B"
# KernelBench's recordings (issue 29) come first, each panel A followed by
# its sample's coverage and the paper's; their ablation group (KB-C0, KB-C1) is reported apart from a
# KB-C0-default, with Table 6 and the paper's C0 row.
mkdir kb
xz -dc rec/C0.kopt.xz > kb/KB-C0.kopt
cp rec/C1.kopt kb/KB-C1.kopt
cp rec/C1.kopt kb/KB-C0-default.kopt
cp rec/other.kopt kb/aaa.kopt
expect 0 "$RA" --recordings kb o4
[ "$(grep ': verified$' out | cut -d: -f1 | tr '\n' ' ')" = "KB-C0 KB-C0-default KB-C1 aaa " ] ||
	{ cat out; die "KernelBench's recordings are not first"; }
[ "$(grep -c "^The paper's panel A (250 KernelBench problems" out)" = 3 ] ||
	die "the paper's panel A is not under each KernelBench recording alone"
# each KernelBench recording says which sample its problems are
# (kernelbench.py coverage; the fixtures are of none)
[ "$(grep -c '^No sample of samples.tsv holds every problem of this run ([0-9]*)\.$' out)" = 3 ] ||
	die "the sample line is not under each KernelBench recording alone"
lacks out "compile mode: "   # kernelbench.py coverage --with-mode's first line is read, not printed
has out "## Table 6: ablations per level (KB-C0 KB-C1)"
has out "| C0 (full) | 10 | 6 | 4 | 6 | 7 | 7 | 3 | 1 | 6 | 1.94× |"
has out "| C4 (no NCU) | 3 | 4 | 13 | 2 | 0 | 18 | 0 | 0 | 10 | 3.16× |"
has o4/KB-ablations/report.md "### Table 6: ablation per level"
[ ! -e o4/KB-ablations-default ] && [ ! -e o4/ablations ] || die "a group of one file was reported"
# the group gets the paper's whole Table 6, once; no run of default mode its C0 row
[ "$(grep -c "^The paper's Table 6 (its 50-problem sample" out)" = 1 ] ||
	die "the paper's Table 6 is not under KernelBench's ablation group alone"
[ "$(grep -c "^The paper's Table 6 C0 row" out)" = 0 ] ||
	die "the paper's Table 6 row is under a run against default mode"
# Table 2's block is Table 2 alone (not Table 5's configurations glued under it)
sed -n '/^## Table 2: ablations (KB-C0 KB-C1)/,/^## Table 6/p' out | grep -q "Ablated component" &&
	die "Table 5 is printed under Table 2's heading"
# A KernelBench run against max-autotune mode, the paper's baseline (its
# problems' manifests say so), gets the paper's Table 6 C0 row under its
# panel A, alone as well as in a group.
mkdir ma kbma
cp -r "$F/L1-relu" ma/
python3 - ma/L1-relu/manifest.json <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
m["torch"] = {"compile_mode": "max-autotune"}
json.dump(m, open(sys.argv[1], "w"))
PY
expect 0 "$KOPT" run -q -o kbma/KB-C0.kopt --backend "$DOUBLE" ma/L1-relu
cp kb/KB-C0-default.kopt kbma/
expect 0 "$RA" --recordings kbma o5
[ "$(grep -c "^The paper's Table 6 C0 row" out)" = 1 ] ||
	die "not one Table 6 row of the paper, under the max-autotune run's panel A alone"
sed -n '/panel A: run 1 (KB-C0-default/,$p' out | grep -q "^The paper's Table 6 C0 row" &&
	die "the paper's Table 6 row is under the default-mode run"
# A recording that no longer replays identically fails the job, named.
cp rec/C1.kopt rec/bad.kopt
sqlite3 rec/bad.kopt "UPDATE step_digests SET digest = 'x' || substr(digest, 2) WHERE rowid = (SELECT min(rowid) FROM step_digests)"
expect 1 "$RA" --recordings rec o2
has out "bad: verify FAILED (see o2/bad.verify.txt)"
has out "bad: replay NOT identical (see o2/bad.replay.txt)"
has out "C1: verified"
has out "C1: replay identical"
echo "ok: 3 recordings replayed and reported, ablations together (each baseline mode apart), KernelBench's first beside the paper's, a changed one refused"
