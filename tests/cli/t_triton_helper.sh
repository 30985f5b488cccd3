# The Triton compile helper (harness/gpu/triton_helper.py) on the CPU, as the GPU
# backend drives it: one JSON request per line, one reply per line, for the
# target named in KOPT_TRITON_TARGET (no GPU needed; Triton compiles for
# sm_90a here).  Needs Triton (./setup.sh installs it); KOPT_SKIP_TRITON=1
# skips this case where Triton cannot be installed.
. "$OLDPWD/tests/cli/lib.sh"
HELPER=$OLDPWD/harness/gpu/triton_helper.py
if ! python3 -c 'import triton' 2>/dev/null; then
	[ -n "${KOPT_SKIP_TRITON:-}" ] && skip "no Triton for python3 (KOPT_SKIP_TRITON is set; ./setup.sh installs Triton 3.6.0)"
	die "no Triton for python3 (./setup.sh installs it; KOPT_SKIP_TRITON=1 skips this test)"
fi
export TRITON_CACHE_DIR=$PWD/triton-cache
H200=cuda:90:32:232448
# req SOURCE-FILE ENTRY SIGNATURE-JSON CONSTEXPRS-JSON [NUM_WARPS]: one request line
req() {
	python3 - "$@" <<'PY'
import json, sys
src, entry, sig, cx = open(sys.argv[1]).read(), sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4])
nw = int(sys.argv[5]) if len(sys.argv) > 5 else 4
ptrs = [i for i, t in enumerate(sig.values()) if t.startswith("*")]
print(json.dumps({"source": src, "entry": entry, "num_warps": nw, "num_stages": 1,
                  "triton_meta": {"signature": sig, "constants": {},
                                  "configs": [{str(i): [["tt.divisibility", 16]] for i in ptrs}]},
                  "constexprs": cx}))
PY
}
cat > axpy.py <<'EOF'
import triton
import triton.language as tl


@triton.jit
def axpy(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)
EOF
cat > rowsum.py <<'EOF'
import triton
import triton.language as tl


@triton.jit
def rowsum(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n + offs, mask=offs < n, other=0.0)
    tl.store(out_ptr + row, tl.sum(x, axis=0))
EOF
AX='{"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "a": "fp32", "n": "i32", "BLOCK": "constexpr"}'
RS='{"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}'
{
	echo '{"ping": true}'
	req axpy.py axpy "$AX" '{"BLOCK": 1024}'
	echo 'not json'
	req axpy.py axpy_v2 "$AX" '{"BLOCK": 1024}'
	req axpy.py axpy "$AX" '{"BLOCK": 1024, "XBLOCK": 4}'
	req axpy.py axpy "$AX" '{}'
	printf 'import triton\n@triton.jit\ndef broken(x_ptr:\n' > broken.py
	req broken.py broken '{"x_ptr": "*fp32"}' '{}'
	req rowsum.py rowsum "$RS" '{"BLOCK": 4096}' 8
} > requests.jsonl
# One helper session answers every request in order, failures included.
KOPT_TRITON_TARGET=$H200 python3 "$HELPER" < requests.jsonl > replies.jsonl 2> helper.err ||
	{ cat helper.err; die "the helper exited"; }
python3 - <<'PY' || die "replies"
import base64, json
r = [json.loads(l) for l in open("replies.jsonl")]
assert len(r) == 8, "8 requests, %d replies" % len(r)
ping, ok, notjson, noentry, badcx, unset, broken, rowsum = r
import triton
assert ping == {"ok": True, "triton": triton.__version__, "torch": ping["torch"]}, ping
assert ok["ok"] is True, ok
assert ok["name"] == "axpy" and base64.b64decode(ok["cubin_b64"])[:4] == b"\x7fELF"
assert [p["name"] for p in ok["params"]] == ["x_ptr", "y_ptr", "out_ptr", "a", "n"], ok["params"]
# Given the target, the helper loads no module: the backend reads these.
assert ok["registers"] is None and ok["spills"] is None, ok
assert notjson["ok"] is False and notjson["error"].startswith("JSONDecodeError"), notjson
assert noentry == {"ok": False, "error": "no @triton.jit function named axpy_v2 in the source"}, noentry
assert badcx == {"ok": False, "error": "constexprs ['XBLOCK'] are not parameters of axpy"}, badcx
assert "constexpr parameters ['BLOCK'] have no value" in unset["error"], unset
assert broken["ok"] is False and broken["error"].startswith("SyntaxError"), broken
# The cross-warp sum of 8 warps needs shared memory.
assert rowsum["ok"] is True and rowsum["shared"] > 0, rowsum
print("rowsum shared", rowsum["shared"])
PY
# The same request from another directory, with another Triton cache, gives
# the same cubin bytes: the source's pseudo-path, not a real folder, is in
# the cubin's line info.
mkdir -p elsewhere/deeper
req axpy.py axpy "$AX" '{"BLOCK": 1024}' > one.json
(cd elsewhere/deeper && TRITON_CACHE_DIR=$PWD/tc KOPT_TRITON_TARGET=$H200 python3 "$HELPER" \
	< ../../one.json > r.json) || die "helper elsewhere"
python3 -c "
import json, sys
a = json.loads(open('replies.jsonl').readlines()[1])['cubin_b64']
b = json.load(open('elsewhere/deeper/r.json'))['cubin_b64']
sys.exit(a != b)" || die "the cubin depends on where the helper ran"
# A kernel that calls @triton.jit helpers of another module, as Inductor's
# kernels call torch._inductor.runtime.triton_helpers (maximum, welford...):
# the helper module is found on the path, the kernel under its pseudo-path.
mkdir -p pylib
cat > pylib/kopt_test_helpers.py <<'EOF2'
import triton
import triton.language as tl


@triton.jit
def maximum(a, b):
    return tl.where(a > b, a, b)
EOF2
cat > relu.py <<'EOF2'
import triton
import triton.language as tl

from kopt_test_helpers import maximum
import kopt_test_helpers as helpers


@triton.jit
def relu(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)
    xmask = xindex < xnumel
    tmp0 = tl.load(in_ptr0 + xindex, xmask)
    tl.store(out_ptr0 + xindex, helpers.maximum(maximum(tmp0, 0.0), 0.0), xmask)
EOF2
req relu.py relu '{"in_ptr0": "*fp32", "out_ptr0": "*fp32", "xnumel": "i32", "XBLOCK": "constexpr"}' \
	'{"XBLOCK": 512}' > relu.json
PYTHONPATH=$PWD/pylib KOPT_TRITON_TARGET=$H200 python3 "$HELPER" < relu.json > relu-reply.json 2>/dev/null
python3 -c "
import json; r = json.load(open('relu-reply.json'))
assert r.get('ok') is True, r.get('error', r)
assert [p['name'] for p in r['params']] == ['in_ptr0', 'out_ptr0', 'xnumel'], r['params']" ||
	die "a kernel calling another module's @triton.jit helpers"
# Triton's shared-memory check against the limit the backend gives.
req rowsum.py rowsum "$RS" '{"BLOCK": 4096}' 8 > rs.json
KOPT_TRITON_TARGET=cuda:90:32:16 python3 "$HELPER" < rs.json > oor.json 2>/dev/null
# reply_error FILE: the first line of the error of the failed reply in FILE.
reply_error() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r.get("ok") is False, r; print(r["error"].split("\n")[0])' "$1"; }
reply_error oor.json > oor.txt || die "the shared-memory request did not fail"
has_re oor.txt '^OutOfResources: out of resource: shared memory, Required: [0-9]+, Hardware limit: 16\..*$'
# A malformed target is named in the reply.
KOPT_TRITON_TARGET=cuda:sm90 python3 "$HELPER" < one.json > badt.json 2>/dev/null
reply_error badt.json > badt.txt || die "a malformed target was not refused"
has badt.txt "KOPT_TRITON_TARGET='cuda:sm90': expected BACKEND:ARCH:WARP_SIZE:MAX_SHARED"
# The helper imports what Inductor's kernels import when it starts, before
# any request (warm: the GPU backend starts its helpers ahead of the first
# compile so that the GPU does not wait for torch's import); a stand-in torch
# whose triton_helpers marks its import shows it.  KOPT_TRITON_WARM=0 does
# not, and a warm helper's reply is the cold one's, byte for byte.
mkdir -p standin/torch/_inductor/runtime
touch standin/torch/__init__.py standin/torch/_inductor/__init__.py standin/torch/_inductor/runtime/__init__.py
printf 'import os\nopen(os.environ["WARM_MARK"], "a").write("imported\\n")\n' \
	> standin/torch/_inductor/runtime/triton_helpers.py
printf 'raise ImportError("stand-in: no heuristics")\n' > standin/torch/_inductor/runtime/triton_heuristics.py
PYTHONPATH=$PWD/standin WARM_MARK=$PWD/warm.mark python3 "$HELPER" < /dev/null || die "warm helper exited"
has warm.mark "imported"
PYTHONPATH=$PWD/standin WARM_MARK=$PWD/cold.mark KOPT_TRITON_WARM=0 python3 "$HELPER" < /dev/null ||
	die "cold helper exited"
[ ! -e cold.mark ] || die "KOPT_TRITON_WARM=0 imported torch's Inductor runtime at start"
for w in 1 0; do
	PYTHONPATH=$PWD/standin WARM_MARK=$PWD/w$w.mark KOPT_TRITON_WARM=$w TRITON_CACHE_DIR=$PWD/tc$w \
		KOPT_TRITON_TARGET=$H200 python3 "$HELPER" < one.json > warm$w.json 2>/dev/null
done
python3 -c "import json; assert json.load(open('warm1.json'))['ok'] is True" || die "warm compile"
cmp -s warm1.json warm0.json || die "a warm helper's reply differs from a cold one's"
echo "ok: 8 requests in one session, cubin independent of the folder, helpers of another module, shared-memory limit applied, warm at start with the same replies"
