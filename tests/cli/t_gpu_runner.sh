# tests/gpu/run.sh, the GPU test runner, on stand-in cases (no GPU needed):
# its closing line, a failure's log, a skip; with KOPT_GPU_DEVICES=0,1 two
# cases run at once, each seeing only its GPU.
. "$OLDPWD/tests/cli/lib.sh"
RUN=$OLDPWD/tests/gpu/run.sh
# Each case's folder is made under TMPDIR: here, so that what is kept is seen.
mkdir cases tmp
export TMPDIR=$PWD/tmp
# a and b write when they start and end (nanoseconds) under $MARKS.
export MARKS=$PWD/marks
mkdir marks
cat > cases/g_a.sh <<'T'
date +%s%N > "$MARKS/a.start"; sleep 2; date +%s%N > "$MARKS/a.end"
echo "# a on ${CUDA_VISIBLE_DEVICES-unset}"
T
cat > cases/g_b.sh <<'T'
date +%s%N > "$MARKS/b.start"; sleep 2; date +%s%N > "$MARKS/b.end"
echo "# b on ${CUDA_VISIBLE_DEVICES-unset}"
T
cat > cases/g_c.sh <<'T'
echo "what went wrong"; exit 3
T
cat > cases/g_d.sh <<'T'
echo "no such library here"; exit 77
T
# overlapped: whether a and b ran at the same time (each began before the
# other ended), from their marks, which no load on the machine moves.
overlapped() {
	[ "$(cat marks/a.start)" -lt "$(cat marks/b.end)" ] && [ "$(cat marks/b.start)" -lt "$(cat marks/a.end)" ]
}
# One lane: in order, the environment untouched.
KOPT_GPU_TESTS=$PWD/cases expect 1 "$RUN"
! overlapped || die "one lane ran a and b at the same time"
has out "gpu: 2 passed, 1 failed, 1 skipped"
has out "    # a on unset"
has out "    what went wrong"
has out "skip g_d: no such library here"
has_re out '^FAIL g_c \(log in [^()]+\)$'
# A failed case's folder is kept (its line names it), a pass's or skip's not.
kept=$(sed -n 's/^FAIL g_c (log in \(.*\))$/\1/p' out)
[ -f "$kept/log" ] || die "the failed case's folder $kept is not kept"
[ "$(ls tmp)" = "$(basename "$kept")" ] || die "folders left in TMPDIR: $(ls tmp | tr '\n' ' ')"
rm -rf tmp/*
# Two lanes: a and b at once, one on each GPU.
rm -f marks/*
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_DEVICES=0,1 KOPT_GPU_ONLY=g_a,g_b expect 0 "$RUN"
has out "gpu: 2 passed, 0 failed, 0 skipped"
has_re out '^ok   g_a \([0-9]+\.[0-9]{3}s, GPU [01]\)$'
a=$(sed -n 's/^    # a on //p' out) b=$(sed -n 's/^    # b on //p' out)
[ "$a" != "$b" ] && [ -n "$a" ] && [ -n "$b" ] || die "a on '$a', b on '$b': expected GPUs 0 and 1"
overlapped || die "two lanes ran a and b one after the other: a $(cat marks/a.start)-$(cat marks/a.end), b $(cat marks/b.start)-$(cat marks/b.end) ns"
# A log folder collects every case's log.
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_LOGS=$PWD/logs KOPT_GPU_ONLY=g_c expect 1 "$RUN"
has logs/gpu-tests.log "what went wrong"
# KOPT_GPU_STATE: a pass on this tree is kept, not run again; a failure and
# a skip are run again; a changed tree runs everything.
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st expect 1 "$RUN"
has out "gpu: 2 passed, 1 failed, 1 skipped"
[ "$(wc -l < st)" -eq 4 ] || die "state: $(cat st)"
has_re st $'^[0-9a-f]{16}\tg_c\tfail\t[0-9.]+\t[0-9T:Z-]+$'
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st expect 1 "$RUN"
has out "gpu: 2 passed, 1 failed, 1 skipped"
has_re out '^ok   g_a \([0-9]+\.[0-9]{3}s, passed on this tree at [0-9T:Z-]+: kept\)$'
has out "kept: 2 of the passes are earlier runs' on this tree (KOPT_GPU_STATE)"
has out "    what went wrong"
has out "skip g_d: no such library here"
echo "# a changed" >> cases/g_a.sh
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st KOPT_GPU_ONLY=g_a,g_b expect 0 "$RUN"
has out "gpu: 2 passed, 0 failed, 0 skipped"
if grep -q "kept" out; then die "a changed tree kept an earlier pass: $(cat out)"; fi
# KOPT_GPU_DEADLINE: no case starts after it; the next run does the rest.
rm st
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st KOPT_GPU_DEADLINE=1 expect 1 "$RUN"
has out "not run (past KOPT_GPU_DEADLINE=1 s): g_b g_c g_d"
has out "gpu: 1 passed, 0 failed, 0 skipped, 3 not run"
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st KOPT_GPU_ONLY=g_a,g_b,g_d expect 0 "$RUN"
has out "gpu: 2 passed, 0 failed, 1 skipped"
has out "kept: 1 of the passes are earlier runs' on this tree (KOPT_GPU_STATE)"
# The tree key: a change to what no case runs or reads (a CPU test, a
# README) keeps it, and with it the passes; a change to kopt's sources, the
# importer or a GPU case does not.
mkdir -p tree/tests/gpu tree/tests/unit tree/tests/cli tree/harness tree/datasets/importer
cp "$RUN" tree/tests/gpu/run.sh
echo a > tree/harness/a.c; echo u > tree/tests/unit/u.c; echo t > tree/tests/cli/t.sh
echo r > tree/datasets/importer/README.md; echo i > tree/datasets/importer/x.py
key() {
	KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_STATE=$PWD/st2 KOPT_GPU_ONLY=none bash tree/tests/gpu/run.sh |
		sed -n 's/^tree key \([0-9a-f]*\) .*/\1/p'
}
k0=$(key)
[ -n "$k0" ] || die "no tree key printed"
echo u2 >> tree/tests/unit/u.c; echo t2 >> tree/tests/cli/t.sh; echo r2 >> tree/datasets/importer/README.md
[ "$(key)" = "$k0" ] || die "a CPU test's or a README's change changed the tree key"
for f in tree/harness/a.c tree/datasets/importer/x.py tree/tests/gpu/run.sh; do
	k=$(key); echo "# changed" >> "$f"
	[ "$(key)" != "$k" ] || die "a change to $f kept the tree key"
done
echo "ok: one lane in order and two lanes at once; kept passes, a deadline, the tree key"
# Without an NVIDIA driver (here a probe that fails) the real cases are
# each skipped, saying why, none is run, and the runner exits 77.
rm -rf tmp/*
KOPT_GPU_PROBE=false KOPT_GPU_ONLY=g_bool,g_park expect 77 "$RUN"
has out "skip g_bool: no NVIDIA GPU or driver here (nvidia-smi -L and cuInit failed)"
has out "skip g_park: no NVIDIA GPU or driver here (nvidia-smi -L and cuInit failed)"
has out "gpu: 0 passed, 0 failed, 2 skipped"
[ -z "$(ls tmp)" ] || die "a case was started without a GPU: $(ls tmp)"
