# datasets/recordings/record-suite.sh, the script that records the corpus on
# the H200, run here with the GPU test double: a configuration completes and
# is written compressed with its README section; a complete file is left
# alone; a budget pause is resumed by the next invocation and the resumed
# file replays identically; C6 searches the subset's level-2 problems with
# --all-subkernels; a suite imported in another compile mode gives files
# named after it.
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
RS=$ROOT/datasets/recordings/record-suite.sh
# shown FILE STATUS: kopt show FILE says its run 1 is STATUS.
shown() { "$KOPT" show "$1" > show; has_re show "^run 1  $2 +[^ ].*\$"; }
expect 0 "$RS" --backend "$DOUBLE" --only C1,C6 "$PWD/o"
has_re out '^C1: exit 0 after [0-9]+ s: run 1  complete    C1: subset of 15, B = 1 \(C1\), scripted, default-mode baseline$'
has_re out '^C6: exit 0 after [0-9]+ s: run 1  complete    C6: level-2 of the subset, all sub-kernels \(C6\), scripted, default-mode baseline$'
shown o/C1.kopt complete
xz -dc o/C1.kopt.xz | cmp -s - o/C1.kopt || die "C1.kopt.xz is not C1.kopt"
has o/C1.md "## C1.kopt"
has o/C1.md "| configuration | subset of 15, B = 1 (C1), scripted, default-mode baseline; flags: -B 1; 15 problems |"
has o/C1.md '| measured by | '"$DOUBLE"' {"device":"test double (no GPU)","driver":null} |'
has o/C1.md "| searched by | one worker |"
has_re o/C1.md '^\| live run \| [0-9]+ s over 1 invocation\(s\) \|$'
has o/C1.md "| size | $(stat -c %s o/C1.kopt) bytes; compressed $(stat -c %s o/C1.kopt.xz) bytes (C1.kopt.xz) |"
has o/C6.md "| configuration | level-2 of the subset, all sub-kernels (C6), scripted, default-mode baseline; flags: --all-subkernels; 5 problems |"
[ "$(sqlite3 -batch o/C6.kopt "select count(*) from outcomes where json_extract(outcome,'$.subkernels.mm_0.vendor_op')='mm'")" -gt 0 ] || die "C6 made no mm step a target"
# A complete file is left alone.
sum=$(sha256sum < o/C1.kopt)
expect 0 "$RS" --backend "$DOUBLE" --only C1 "$PWD/o"
has out "C1: complete already ($PWD/o/C1.kopt)"
[ "$(sha256sum < o/C1.kopt)" = "$sum" ] || die "a complete file was changed"
# What an earlier call did not finish (the compressed copy, the section) is
# made for a complete file.
rm o/C1.kopt.xz o/C1.md
expect 0 "$RS" --backend "$DOUBLE" --only C1 "$PWD/o"
has out "C1: complete already ($PWD/o/C1.kopt)"
xz -dc o/C1.kopt.xz | cmp -s - o/C1.kopt || die "C1.kopt.xz was not made again"
has o/C1.md "| configuration | subset of 15, B = 1 (C1), scripted, default-mode baseline; flags: -B 1; 15 problems |"
# A file recorded with other options is another run: neither resumed nor
# taken as complete, and the call fails.
expect 1 "$RS" --backend "$DOUBLE" --only C1 --llm coordesc "$PWD/o"
has out "C1: $PWD/o/C1.kopt holds the run \"C1: subset of 15, B = 1 (C1), scripted, default-mode baseline\", not \"C1: subset of 15, B = 1 (C1), coordesc, default-mode baseline\": made with other options; give those, or another OUTDIR"
[ "$(sha256sum < o/C1.kopt)" = "$sum" ] || die "a file of other options was changed"
# A configuration kopt refuses fails the call, and counts no invocation.
expect 1 "$RS" --backend "$DOUBLE" --only C3 --set nosuch.key=1 "$PWD/o"
has_re out '^C3: exit 2 after [0-9]+ s: $'
[ ! -e o/C3.seconds ] || die "a refused configuration counted an invocation"
# --only names configurations, C6 needs a level-2 problem in the subset,
# the budget is a number.
expect 2 "$RS" --backend "$DOUBLE" --only C1,C9 "$PWD/o"
has err "record-suite.sh: --only C1,C9: C9 is not one of C0 to C6"
expect 2 "$RS" --backend "$DOUBLE" --only "C1, C2" "$PWD/o"
expect 2 "$RS" --backend "$DOUBLE" --only C6 --subset L1-softmax "$PWD/o"
has err "record-suite.sh: C6 searches the subset's level-2 problems, and it has none: L1-softmax"
expect 2 "$RS" --backend "$DOUBLE" --only C2 --budget-hours soon "$PWD/o"
has err "record-suite.sh: --budget-hours soon: expected a number of hours above 0"
# A budget of about 1 ms pauses C2 at a safe point: nothing shipped yet;
# the call exits 3 (run it again), and the budget is the whole call's: C3,
# after it, is not started.
expect 3 "$RS" --backend "$DOUBLE" --only C2,C3 --budget-hours 0.0000003 "$PWD/o"
shown o/C2.kopt paused
has out "C3: not started (the --budget-hours are spent)"
[ ! -e o/C3.kopt ] || die "C3 started after the budget was spent"
[ ! -e o/C2.kopt.xz ] && [ ! -e o/C2.md ] || die "a paused run was written for shipping"
# The next invocation resumes it to the end, here without the first
# invocation's .seconds (as when a run is resumed on a fresh machine from a
# copy of its file): the README section still counts both invocations and
# their seconds, which the run file keeps.
rm o/C2.seconds o/C2.txt
expect 0 "$RS" --backend "$DOUBLE" --only C2 "$PWD/o"
shown o/C2.kopt complete
[ "$(wc -l < o/C2.seconds)" -eq 1 ] || die "C2.seconds should hold this invocation only"
has_re o/C2.md '^\| live run \| [0-9.]+ s over 2 invocation\(s\) \|$'
live=$("$KOPT" show o/C2.kopt | sed -n 's/^  gpu busy .* of \([0-9.]*\) s in 2 invocations.*/\1/p')
[ -n "$live" ] || die "kopt show gives no live seconds for C2"
has o/C2.md "| live run | $live s over 2 invocation(s) |"
expect 0 "$KOPT" replay o/C2.kopt -q
has out "replay of run 1 in o/C2.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
# The same with two workers (--gpus): kopt show's line then reads "of 2
# GPUs x N s in 2 invocations".
KOPT_DOUBLE_DELAY_MS=20 expect 3 "$RS" --backend "$DOUBLE" --gpus 0,0 --only C5 --budget-hours 0.0004 "$PWD/g"
shown g/C5.kopt paused
rm g/C5.seconds
KOPT_DOUBLE_DELAY_MS=20 expect 0 "$RS" --backend "$DOUBLE" --gpus 0,0 --only C5 "$PWD/g"
shown g/C5.kopt complete
live=$("$KOPT" show g/C5.kopt | sed -n 's/^  gpu busy .* of 2 GPUs x \([0-9]*\) s in 2 invocations:.*/\1/p')
[ -n "$live" ] || die "kopt show gives no live seconds for the two-worker C5"
has g/C5.md "| live run | $live s over 2 invocation(s) |"
# A TERM to the script (what `timeout` sends) reaches kopt: C1 pauses at a
# safe point, resumable and not shipped, C2 is not started, exit 143; the
# next invocation completes C1 and the file replays identically.
KOPT_DOUBLE_DELAY_MS=20 "$RS" --backend "$DOUBLE" --only C1,C2 t > tout 2>&1 &
rs=$!
for _ in $(seq 600); do
	[ -e t/C1.kopt ] && [ "$(sql t/C1.kopt 'select count(*) from outcomes' 2>/dev/null)" -ge 1 ] 2>/dev/null && break
	sleep 0.05
done
kill -TERM $rs
set +e; wait $rs; got=$?; set -e
[ $got -eq 143 ] || { cat tout; die "a stopped record-suite.sh exited $got, expected 143"; }
has tout "C2: not started (stopped by a signal)"
shown t/C1.kopt paused
[ ! -e t/C1.kopt.xz ] && [ ! -e t/C2.kopt ] || die "a stopped run was shipped, or C2 started"
expect 0 "$RS" --backend "$DOUBLE" --only C1 t
shown t/C1.kopt complete
expect 0 "$KOPT" replay t/C1.kopt -q
has out "replay of run 1 in t/C1.kopt: identical"
# A suite imported in another compile mode (here the subset's folders with
# their manifests saying max-autotune): files named after the mode, the
# baseline said in their README section.
mkdir ma
for id in L1-softmax L1-layernorm L1-cross-entropy L1-gelu L1-sum-dim L1-max-pool2d L1-cumsum \
	L2-gemm-layernorm L2-bmm-softmax L2-gemm-swish-sum L2-conv-bn-relu L2-conv-groupnorm-tanh \
	L3-mlp L3-resnet-block L3-vit-block; do
	cp -r "$ROOT/datasets/problems/$id" ma/
	sed -i 's/"compile_mode": *"default"/"compile_mode": "max-autotune"/' "ma/$id/manifest.json"
done
grep -q '"compile_mode": "max-autotune"' ma/L3-mlp/manifest.json || die "the copy's mode was not changed"
# (Both folders given relative to where the script is called.)
expect 0 "$RS" --backend "$DOUBLE" --only C5 --problems ma o
has_re out '^max-autotune-C5: exit 0 after [0-9]+ s: run 1  complete    max-autotune-C5: subset of 15, T = 1 \(C5\), scripted, max-autotune baseline$'
[ -e o/max-autotune-C5.kopt.xz ] && [ ! -e o/C5.kopt ] || die "the max-autotune run was not named after its mode"
has o/max-autotune-C5.md "## max-autotune-C5.kopt"
has o/max-autotune-C5.md "| configuration | subset of 15, T = 1 (C5), scripted, max-autotune baseline; flags: -T 1; 15 problems |"
has o/max-autotune-C5.md "| run | run 1 complete max-autotune-C5: subset of 15, T = 1 (C5), scripted, max-autotune baseline |"
# Mixed modes, a missing folder, or a subset problem missing: refused, named.
sed -i 's/"compile_mode": *"max-autotune"/"compile_mode": "default"/' ma/L3-mlp/manifest.json
expect 2 "$RS" --backend "$DOUBLE" --only C5 --problems "$PWD/ma" "$PWD/o"
has err "record-suite.sh: $PWD/ma mixes compile modes: default (L3-mlp); max-autotune (L1-cross-entropy, L1-cumsum, L1-gelu, ...)"
expect 2 "$RS" --backend "$DOUBLE" --problems "$PWD/nowhere" "$PWD/o"
has err "record-suite.sh: --problems $PWD/nowhere: no such folder"
rm -r ma/L3-vit-block
expect 2 "$RS" --backend "$DOUBLE" --problems "$PWD/ma" "$PWD/o"
has err "record-suite.sh: $PWD/ma/L3-vit-block: no such problem (the ablation subset needs it)"
# KernelBench's corpus (issue 29): its imported problems, subset12 as the
# subset, a policy of its own, files named KB-CN-default.
mkdir kb
for id in L1-012 L1-022 L2-098; do cp -r "$ROOT/datasets/kernelbench/problems-default/$id" kb/; done
expect 0 "$RS" --backend "$DOUBLE" --only C0,C1 --problems kb --subset L1-012,L2-098 \
	--llm coordesc --prefix KB- --suffix -default o
has_re out '^KB-C0-default: exit 0 after [0-9]+ s: run 1  complete    KB-C0-default: 3 problems of kb, defaults, coordesc, default-mode baseline$'
has_re out '^KB-C1-default: exit 0 after [0-9]+ s: run 1  complete    KB-C1-default: subset of 2, B = 1 \(C1\), coordesc, default-mode baseline$'
has o/KB-C1-default.md "| configuration | subset of 2, B = 1 (C1), coordesc, default-mode baseline; flags: -B 1; 2 problems |"
"$KOPT" show o/KB-C0-default.kopt > show
has show '  llm backend: coordesc {"policy":"coordesc/2"}'
[ "$(sql o/KB-C1-default.kopt 'select count(*) from problems')" = 2 ] || die "KB-C1-default holds other than the 2 subset problems"
# Issue 28's per-policy table: C0 on named problems of DIR only (--c0-ids).
mv kb "k b"	# a folder whose name has a space
expect 0 "$RS" --backend "$DOUBLE" --only C0 --problems "k b" --c0-ids L1-022,L2-098 \
	--llm restructure --prefix KB- --suffix -s2 o
mv "k b" kb
has_re out '^KB-C0-s2: exit 0 after [0-9]+ s: run 1  complete    KB-C0-s2: 2 of the 3 problems of k b, defaults, restructure, default-mode baseline$'
[ "$(sql o/KB-C0-s2.kopt 'select count(*) from problems')" = 2 ] || die "KB-C0-s2 holds other than the 2 problems --c0-ids names"
# --c0-ids on the suite itself
expect 0 "$RS" --backend "$DOUBLE" --only C0 --c0-ids L1-softmax --prefix S- o
has_re out '^S-C0: exit 0 after [0-9]+ s: run 1  complete    S-C0: 1 of the suite, defaults, scripted, default-mode baseline$'
# --set: to every new run, named in its name and its flags
expect 0 "$RS" --backend "$DOUBLE" --only C0 --problems kb --c0-ids L1-022 \
	--llm coordesc --prefix KB- --suffix -ms --set search.min_share=0.5 --set search.iterations=2 o
has_re out '^KB-C0-ms: exit 0 after [0-9]+ s: run 1  complete    KB-C0-ms: 1 of the 3 problems of kb, defaults, coordesc, default-mode baseline, set search.min_share=0.5, set search.iterations=2$'
[ "$(sql o/KB-C0-ms.kopt "select json_extract(config, '\$.search.min_share') || ' ' || json_extract(config, '\$.search.iterations') from runs")" = "0.5 2" ] ||
	die "KB-C0-ms's configuration lacks the --set keys"
has o/KB-C0-ms.md "| configuration | 1 of the 3 problems of kb, defaults, coordesc, default-mode baseline, set search.min_share=0.5, set search.iterations=2; flags: --set search.min_share=0.5 --set search.iterations=2; 1 problems |"
# --no-xz: the complete file and its section, no compressed copy
expect 0 "$RS" --backend "$DOUBLE" --only C0 --problems kb --c0-ids L1-022 \
	--llm coordesc --prefix KB- --suffix -nx --no-xz o
has_re out '^KB-C0-nx: exit 0 after [0-9]+ s: run 1  complete    KB-C0-nx: 1 of the 3 problems of kb, defaults, coordesc, default-mode baseline$'
[ ! -e o/KB-C0-nx.kopt.xz ] || die "--no-xz wrote KB-C0-nx.kopt.xz"
has o/KB-C0-nx.md "| size | $(stat -c %s o/KB-C0-nx.kopt) bytes; not compressed here (--no-xz) |"
expect 2 "$RS" --backend "$DOUBLE" --set min_share o
has err "record-suite.sh: --set min_share: expected KEY=VALUE"
expect 2 "$RS" --backend "$DOUBLE" --only C0 --problems kb --c0-ids L1-022,L9-001 o
has err "record-suite.sh: --c0-ids: $PWD/kb/L9-001: no such problem"
# The tutorials (issue 32): single-kernel mode against the tutorial's own
# kernel, named so, as TUT-C0.
mkdir tut
for p in L1-relu:TT-relu:triton-tutorial L1-softmax:HT-softmax:helion-tutorial; do
	IFS=: read -r src id fam <<< "$p"
	cp -r "$FIXTURES/$src" "tut/$id"
	python3 -c "import json, sys; p = sys.argv[1] + '/manifest.json'; m = json.load(open(p)); m['id'] = sys.argv[2]; m['family'] = sys.argv[3]; json.dump(m, open(p, 'w'))" "tut/$id" "$id" "$fam"
done
expect 0 "$RS" --backend "$DOUBLE" --only C0 --problems tut --prefix TUT- o
has_re out "^TUT-C0: exit 0 after [0-9]+ s: run 1  complete    TUT-C0: 2 problems of tut, defaults, scripted, single-kernel mode, the tutorials' kernels as baseline\$"
expect 2 "$RS" --backend "$DOUBLE" --prefix 'K B' o
has err "record-suite.sh: --prefix/--suffix K B: letters, digits, '.', '_' and '-' only"
# Bad use: an error naming the option, exit 2.
expect 2 "$RS" --frobnicate 1 "$PWD/o"
has err "record-suite.sh: unknown option --frobnicate"
# --help prints the usage and records nothing; an option where OUTDIR goes
# is refused, not taken for a folder
expect 0 "$RS" --only C0 --help
has out "  datasets/recordings/record-suite.sh [--gpus LIST] [--budget-hours H]"
has out "  C0  every problem of DIR (default datasets/problems, the suite), or"
[ ! -e --help ] || die "--help made a folder"
expect 2 "$RS" --only C0 --bogus
has err "record-suite.sh: unknown option --bogus (OUTDIR last; --help)"
[ ! -e --bogus ] || die "an option was taken for OUTDIR"
echo "ok: C1 complete and compressed, left alone when complete, C2 paused and resumed, C1 stopped by TERM and resumed, a max-autotune suite named after its mode, KernelBench's subset with coordesc as KB-CN-default, C0 on --c0-ids, the tutorials as TUT-C0 in single-kernel mode"
