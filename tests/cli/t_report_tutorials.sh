# Tutorial problems (the manifest's family triton-tutorial or helion-tutorial,
# datasets/tutorials/README.md), searched beside KernelBench-style ones:
# Table 1 panel A gives them rows of their own, out of L1 and All, and puts
# them beside the paper's counts (PAPER_NOTES 8.5); Table 9 labels them by
# suite after the KernelBench rows, and Table 7 their traces; panels B-D
# count KernelBench only; the tokens table, kopt show's seconds per
# candidate and time_table.py keep them apart by suite; the replay is
# identical.  A run without tutorials prints none of it.
. "$OLDPWD/tests/cli/lib.sh"
tut() { # SRC ID FAMILY: a copy of fixture SRC as a tutorial problem
	cp -r "$FIXTURES/$1" "$2"
	python3 -c "import json, sys; p = sys.argv[1] + '/manifest.json'; m = json.load(open(p)); m['id'] = sys.argv[1]; m['family'] = sys.argv[2]; json.dump(m, open(p, 'w'))" "$2" "$3"
}
tut L1-relu TT-relu triton-tutorial
tut L1-softmax TT-softmax triton-tutorial
tut L1-relu HT-relu helion-tutorial
expect 0 "$KOPT" run -q -o t.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu" TT-relu \
	"$FIXTURES/L2-launch-bound" TT-softmax HT-relu
expect 0 "$KOPT" report t.kopt
has out "| L1 | 1 | 1 | 0 | 0 | 0 | 1.27× | 1.27× |"
has out "| All | 2 | 1 | 0 | 0 | 1 | 1.13× | 1.27× |"
has out "| Triton tut. | 2 | 2 | 0 | 0 | 0 | 1.26× | 1.32× |"
has out "| Helion tut. | 1 | 1 | 0 | 0 | 0 | 1.24× | 1.24× |"
has out "| Suite | Total | Improved | Best | Paper: improved | Paper: best |"
has out "| Triton tutorials | 2 | 2 | 1.32× (TT-softmax) | 4 of 10 | 1.70× (matmul) |"
has out "| Helion tutorials | 1 | 1 | 1.24× (HT-relu) | 5 of 10 | 1.08× (conv2d) |"
has out "### Table 1, panel B: speedup distribution (1 optimized)"
has out "| [1.1, 1.5) | 1 | 0 | 0 | 1 |"
# Table 9: KernelBench's rows in run order, then the tutorials'.
sed -n '/^### Table 9/,/^### Failed/p' out | grep '^| [LTH]' > t9
cat > want <<'T9'
| Lvl | Problem | Speed | Cat | Ops | Rsn |
| L1 | L1-relu | 1.27× | OPT | pointwise |  |
| L2 | L2-launch-bound | – | FALL | pointwise | PR |
| Triton tut. | TT-relu | 1.21× | OPT | pointwise |  |
| Triton tut. | TT-softmax | 1.32× | OPT | reduction |  |
| Helion tut. | HT-relu | 1.24× | OPT | pointwise |  |
T9
diff want t9 || die "Table 9's rows"
# Table 7 labels a tutorial's trace by its suite too, a KernelBench one by level.
sed -n '/^### Table 7/,/^### Table 8/p' out > t7
grep -q '^| L1 | [^|]* (L1-relu), ' t7 || die "Table 7 lacks L1-relu's row as L1"
grep -q '^| Triton tut. | [^|]* (TT-softmax), ' t7 || die "Table 7 lacks TT-softmax as Triton tut."
grep -q '^| Helion tut. | [^|]* (HT-relu), ' t7 || die "Table 7 lacks HT-relu as Helion tut."
grep -q '^| L1 | [^|]* ([TH]T-' t7 && die "Table 7 labels a tutorial L1"
# So does the failure taxonomy, in columns a run without tutorials lacks.
has out "| Class | L1 | L2 | L3 | Triton tut. | Helion tut. | All | planner | executor | verify |"
# The tokens table groups them by suite too, after KernelBench's levels.
grep '^| [^|]* | All | ' out | cut -d'|' -f2 | sed 's/ *$//; s/^ *//' | tr '\n' , > groups
[ "$(cat groups)" = "All,L1,L2,Triton tut.,Helion tut.," ] || die "the tokens table's groups: $(cat groups)"
# kopt show's seconds per candidate, and time_table.py's table of them,
# keep the tutorials apart from KernelBench's levels (a level of one
# problem included).
expect 0 "$KOPT" show t.kopt
grep -E '^    [A-Za-z0-9 ]+ \([0-9]+ problems?,' out | sed -E 's/^    ([^(]*) \(([0-9]+) problems?,.*/\1:\2/' | tr '\n' , > groups
[ "$(cat groups)" = "level 1:1,level 2:1,Triton tutorials:2,Helion tutorials:1," ] ||
	die "kopt show's per-level lines: $(cat groups)"
expect 0 python3 "$OLDPWD/datasets/recordings/time_table.py" --kopt "$KOPT" t.kopt
cut -d'|' -f2,3 out | sed -n '3,$p' | tr -d ' ' | tr '\n' , > groups
[ "$(cat groups)" = "L1|1,L2|1,Tritontut.|2,Heliontut.|1,all|5," ] ||
	die "time_table.py's rows: $(cat groups)"
# The browser view's problems list names them so too.
expect 0 "$KOPT" view t.kopt -o t.html
python3 - t.html <<'PY' || die "the view's levels"
import json, re, sys
head = json.loads(re.search(r'id="head">([^<]*)<', open(sys.argv[1]).read()).group(1))
got = {p[0]: p[1] for p in head["problems"]}
want = {"L1-relu": 1, "L2-launch-bound": 2, "TT-relu": "Triton tut.",
        "TT-softmax": "Triton tut.", "HT-relu": "Helion tut."}
assert got == want, got
PY
expect 0 "$KOPT" replay t.kopt -q
has out "replay of run 1 in t.kopt: identical"
# Shipped, such a recording needs the tutorials' licenses beside it: the
# copyright lines and license text of each suite it holds.
N="$OLDPWD/datasets/recordings/notices.py"
expect 1 python3 "$N" t.kopt t.NOTICE.md
has out "t.kopt holds helion-tutorial and triton-tutorial problems but t.NOTICE.md does not exist"
printf '%s\n' "    Copyright 2018-2020 Philippe Tillet" "    Copyright 2020-2022 OpenAI" "" \
	"    Permission is hereby granted, free of charge, to any person" "    obtaining a copy" > t.NOTICE.md
expect 1 python3 "$N" t.kopt t.NOTICE.md
has out "t.NOTICE.md lacks Helion's BSD 3-Clause license: 'Copyright (c) Meta Platforms, Inc. and affiliates.'"
lacks out "MIT"
printf '%s\n' "Copyright (c) Meta Platforms, Inc. and affiliates." \
	"Redistribution and use in source and binary forms, with or without modification," >> t.NOTICE.md
expect 0 python3 "$N" t.kopt t.NOTICE.md
# Any file name (a '#' would end a file: URI and lose its ?mode=ro); a
# notice that cannot be read, or no recording, is an error naming it.
cp t.kopt 'a#b.kopt' && cp t.NOTICE.md 'a#b.NOTICE.md'
expect 0 python3 "$N" 'a#b.kopt' 'a#b.NOTICE.md'
[ ! -e a ] || die "notices.py made a file a of a#b.kopt"
mkdir dir.NOTICE.md
expect 2 python3 "$N" t.kopt dir.NOTICE.md
has err "notices.py: dir.NOTICE.md: [Errno 21] Is a directory: 'dir.NOTICE.md'"
expect 2 python3 "$N" none.kopt t.NOTICE.md
has err "notices.py: none.kopt: no such file"
xz -kc t.kopt > t.kopt.xz
expect 2 python3 "$N" t.kopt.xz t.NOTICE.md
has err "notices.py: t.kopt.xz: a compressed recording: give the .kopt that datasets/recordings/unpack.sh writes of it"
expect 0 "$KOPT" run -q -o k.kopt --backend "$DOUBLE" "$FIXTURES/L1-relu"
expect 0 "$KOPT" report k.kopt
lacks out "tut."
has out "| Class | L1 | L2 | L3 | All | planner | executor | verify |"
lacks out "Tutorial kernels"
expect 0 python3 "$N" k.kopt none.NOTICE.md
