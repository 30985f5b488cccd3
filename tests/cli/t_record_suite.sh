# datasets/recordings/record-suite.sh, the script that records the corpus on
# the H200, run here with the GPU test double: a configuration completes and
# is written compressed with its README section; a complete file is left
# alone; a budget pause is resumed by the next invocation and the resumed
# file replays identically; C6 is skipped, saying so, while kopt has no
# --all-subkernels.
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
RS=$ROOT/datasets/recordings/record-suite.sh
expect 0 "$RS" --backend "$DOUBLE" --only C1,C6 "$PWD/o"
has out "C1: exit 0 after"
has out "C6: skipped: this kopt has no --all-subkernels"
"$KOPT" show o/C1.kopt | head -1 | grep -q ' complete ' || die "C1 is not complete"
xz -dc o/C1.kopt.xz | cmp -s - o/C1.kopt || die "C1.kopt.xz is not C1.kopt"
has o/C1.md "## C1.kopt"
has o/C1.md "| configuration | subset of 15, B = 1 (C1), scripted, default-mode baseline; flags: -B 1; 15 problems |"
has o/C1.md '| measured by | '"$DOUBLE"' {"device":"test double (no GPU)","driver":null} |'
has o/C1.md "| searched by | one worker |"
has o/C1.md "over 1 invocation(s)"
has o/C1.md "compressed $(stat -c %s o/C1.kopt.xz) bytes (C1.kopt.xz)"
[ ! -e o/C6.kopt ] || die "C6 was recorded without --all-subkernels"
# A complete file is left alone.
sum=$(sha256sum < o/C1.kopt)
expect 0 "$RS" --backend "$DOUBLE" --only C1 "$PWD/o"
has out "C1: complete already"
[ "$(sha256sum < o/C1.kopt)" = "$sum" ] || die "a complete file was changed"
# A budget of about 1 ms pauses C2 at a safe point: nothing shipped yet.
expect 0 "$RS" --backend "$DOUBLE" --only C2 --budget-hours 0.0000003 "$PWD/o"
"$KOPT" show o/C2.kopt | head -1 | grep -q ' paused ' || { "$KOPT" show o/C2.kopt; die "C2 did not pause"; }
[ ! -e o/C2.kopt.xz ] && [ ! -e o/C2.md ] || die "a paused run was written for shipping"
# The next invocation resumes it to the end.
expect 0 "$RS" --backend "$DOUBLE" --only C2 "$PWD/o"
"$KOPT" show o/C2.kopt | head -1 | grep -q ' complete ' || die "C2 was not resumed to the end"
[ "$(wc -l < o/C2.seconds)" -eq 2 ] || die "C2.seconds should hold 2 invocations"
has o/C2.md "over 2 invocation(s)"
expect 0 "$KOPT" replay o/C2.kopt -q
has out "identical"
has out " 0 recorded never consumed"
# Bad use: a usage message, exit 2.
expect 2 "$RS" --frobnicate 1 "$PWD/o"
has err "unknown option --frobnicate"
echo "ok: C1 complete and compressed, left alone when complete, C2 paused and resumed"
