# tests/gpu/run.sh, the GPU test runner, on stand-in cases (no GPU needed):
# its closing line, a failure's log, a skip; with KOPT_GPU_DEVICES=0,1 two
# cases run at once, each seeing only its GPU.
. "$OLDPWD/tests/cli/lib.sh"
RUN=$OLDPWD/tests/gpu/run.sh
mkdir cases
cat > cases/g_a.sh <<'T'
sleep 2; echo "# a on ${CUDA_VISIBLE_DEVICES-unset}"
T
cat > cases/g_b.sh <<'T'
sleep 2; echo "# b on ${CUDA_VISIBLE_DEVICES-unset}"
T
cat > cases/g_c.sh <<'T'
echo "what went wrong"; exit 3
T
cat > cases/g_d.sh <<'T'
echo "no such library here"; exit 77
T
# One lane: in order, the environment untouched.
start=$(date +%s)
KOPT_GPU_TESTS=$PWD/cases expect 1 "$RUN"
one=$(( $(date +%s) - start ))
has out "gpu: 2 passed, 1 failed, 1 skipped"
has out "    # a on unset"
has out "    what went wrong"
has out "skip g_d: no such library here"
has_re out '^FAIL g_c \(log in [^()]+\)$'
# Two lanes: a and b at once, one on each GPU.
start=$(date +%s)
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_DEVICES=0,1 KOPT_GPU_ONLY=g_a,g_b expect 0 "$RUN"
two=$(( $(date +%s) - start ))
has out "gpu: 2 passed, 0 failed, 0 skipped"
has_re out '^ok   g_a \([0-9]+\.[0-9]{3}s, GPU [01]\)$'
a=$(sed -n 's/^    # a on //p' out) b=$(sed -n 's/^    # b on //p' out)
[ "$a" != "$b" ] && [ -n "$a" ] && [ -n "$b" ] || die "a on '$a', b on '$b': expected GPUs 0 and 1"
[ "$two" -lt 4 ] || die "two lanes took $two s for two cases of 2 s (one lane: $one s)"
# A log folder collects every case's log.
KOPT_GPU_TESTS=$PWD/cases KOPT_GPU_LOGS=$PWD/logs KOPT_GPU_ONLY=g_c expect 1 "$RUN"
has logs/gpu-tests.log "what went wrong"
echo "ok: one lane ($one s) and two lanes ($two s)"
