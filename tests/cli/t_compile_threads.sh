# The GPU backend's compile threads (harness/gpu/gpu_ahead.c) on the CPU, with
# the real Triton helper (one process per thread): requests hinted ahead and
# then taken give what a compile in the answering thread gives, byte for byte,
# a compile error included (tests/doubles/ahead_check.c), and at most as many
# helpers run as threads were asked for.  Needs the CUDA headers (the backend
# is built with them) and Triton; KOPT_SKIP_TRITON=1 skips where Triton
# cannot be installed.
. "$OLDPWD/tests/cli/lib.sh"
CHECK=$(dirname "$DOUBLE")/ahead_check
[ -x "$CHECK" ] || skip "no build/tests/ahead_check (it is built where the CUDA headers are)"
if ! python3 -c 'import triton' 2>/dev/null; then
	[ -n "${KOPT_SKIP_TRITON:-}" ] && skip "no Triton for python3 (KOPT_SKIP_TRITON is set)"
	die "no Triton for python3 (./setup.sh installs it; KOPT_SKIP_TRITON=1 skips this test)"
fi
export TRITON_CACHE_DIR=$PWD/triton-cache KOPT_TRITON_TARGET=cuda:90:32:232448
export KOPT_TRITON_HELPER=$OLDPWD/harness/gpu/triton_helper.py
cat > axpy.py <<'EOF'
import triton
import triton.language as tl


@triton.jit
def axpy(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)
EOF
printf 'import triton\n@triton.jit\ndef broken(x_ptr:\n' > broken.py
python3 - <<'PY' > requests.jsonl
import json
sig = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "a": "fp32", "n": "i32",
       "BLOCK": "constexpr"}
def req(src, entry, sig, cx, nw=4):
    ptrs = [i for i, t in enumerate(sig.values()) if t.startswith("*")]
    return json.dumps({"source": open(src).read(), "entry": entry, "num_warps": nw,
                       "num_stages": 1,
                       "triton_meta": {"signature": sig, "constants": {},
                                       "configs": [{str(i): [["tt.divisibility", 16]]
                                                    for i in ptrs}]},
                       "constexprs": cx})
print(req("axpy.py", "axpy", sig, {"BLOCK": 256}))
print(req("axpy.py", "axpy", sig, {"BLOCK": 1024}, 8))
print(req("broken.py", "broken", {"x_ptr": "*fp32"}, {}))
print(req("axpy.py", "axpy_v2", sig, {"BLOCK": 256}))
PY
KOPT_GPU_COMPILE_THREADS=2 expect 0 "$CHECK" requests.jsonl
has out "helpers started before any request: 2 of 2"
has out "ahead: 4 same"
grep -q "compiled ahead, ok" out || die "no request was compiled ahead"
grep -q "compiled ahead, error" out || grep -q "compiled here, error" out || die "the errors"
KOPT_GPU_COMPILE_THREADS=0 expect 1 "$CHECK" requests.jsonl
has out "helpers started before any request: 0 of 0"
has out "FAILED: no compile thread started (threads 0)"
echo "ok: 2 helpers started with the threads, compiled ahead on them, the same helper replies and errors as compiled in turn"
