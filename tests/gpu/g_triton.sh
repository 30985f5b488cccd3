# Triton candidates of the imported problems (datasets/problems) through the
# gates: a retuned configuration passes; known-bad ones are refused with a
# reason.  Needs torch and Triton (the importer and the compile helper).
. "$ROOT/tests/gpu/lib.sh"
PW=$ROOT/datasets/problems/L1-pointwise-chain
[ -f "$PW/manifest.json" ] || { echo "datasets/problems not present"; exit 77; }
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
K=$(kname "$PW")
ksrc "$PW" pw.py
# A retuned configuration of the pointwise kernel compiles through the Triton
# helper and passes gates 1 and 2.
expect 0 "$KOPT" try "$PW" --step "$K" --launch '{"num_warps":8,"constexprs":{"XBLOCK":512}}'
python3 -c "import json; r=json.load(open('out')); print('# Triton retune of %s: baseline %.4f ms, XBLOCK 512 / 8 warps %.4f ms (%.2fx)' % ('$K', r['baseline']['ms'], r['candidate']['ms'], r['candidate']['speedup']))"
# Missing entry.
sed "s/def $K(/def ${K}_v2(/" pw.py > renamed.py
expect 1 "$KOPT" try "$PW" --step "$K" --source renamed.py
try_reason > reason || die "the renamed kernel was not refused"
has reason "gate1.static: no definition of entry $K found in the source"
# Two problems made for the known-bad cases, imported here.
imp() { python3 "$ROOT/datasets/importer/kopt_import.py" "$ROOT/tests/gpu/modules/$1.py" --id "$1" --level 1 --category "$2" --kopt "$KOPT" --out "p/$1" > "$1.log" 2>&1 || { cat "$1.log"; die "import $1"; }; }
imp unmasked_pointwise pointwise
imp persistent_softmax reduction
# A block size that does not divide an unmasked xnumel (12,292,096 = 4096 x 3001).
U=p/unmasked_pointwise
UK=$(kname "$U")
ksrc "$U" u.py
grep -q "tl.full(\[XBLOCK\], True" u.py || die "Inductor masked $UK: the unmasked case needs another shape"
expect 1 "$KOPT" try "$U" --step "$UK" --launch '{"constexprs":{"XBLOCK":8192}}'
python3 -c "import json; r=json.load(open('out')); print('# XBLOCK 8192 on the unmasked %s refused: %s' % ('$UK', r['candidate']['reason'][:160]))"
# A persistent reduction given an R0_BLOCK below r0_numel.
S=p/persistent_softmax
SK=$(kname "$S")
case "$SK" in triton_per_*) ;; *) die "$SK is not a persistent reduction" ;; esac
# Inductor fixes R0_BLOCK inside a persistent reduction's body (it is not a
# parameter, so a launch cannot change it: kopt refuses that at gate 1); a
# candidate that edits it to 512 compiles and is refused by gate 2.
expect 1 "$KOPT" try "$S" --step "$SK" --launch '{"constexprs":{"R0_BLOCK":512}}'
try_reason > reason || die "the R0_BLOCK launch was not refused"
has_re reason "^gate1\\.[a-z]+: .*constexprs \\[.R0_BLOCK.\\] are not parameters of $SK.*\$"
ksrc "$S" s.py
grep -Eq "R0_BLOCK *: *tl.constexpr *= *1024" s.py || { grep -n R0_BLOCK s.py; die "no R0_BLOCK = 1024 in $SK"; }
sed -E "s/(R0_BLOCK *: *tl.constexpr *= *)1024/\1512/" s.py > s512.py
expect 1 "$KOPT" try "$S" --step "$SK" --source s512.py
try_reason > reason || die "R0_BLOCK 512 was not refused"
has_re reason '^gate2: .+$'
python3 -c "import json; r=json.load(open('out')); print('# R0_BLOCK 512 < r0_numel 1024 on %s refused: %s' % ('$SK', r['candidate']['reason'][:160]))"
# A configuration over the shared-memory limit (227 KB per block on the H200).
expect 1 "$KOPT" try "$GPUFIX/cuda-gemm-bias-relu" --step bias_relu --launch '{"shared":262144}'
try_reason > reason || die "262144 B of shared memory was not refused"
has_re reason '^gate1\.compile: [^ ]+ bytes of shared memory exceed the limit 232448$'
echo "# a launch asking 262144 B of shared memory refused by gate 1"
# The compile helper on its own, given the target as kopt's GPU backend gives
# it: it compiles without loading the module (registers are left to the
# backend), and applies Triton's shared-memory check against the limit it is
# given.  (Inductor's kernel sources need a visible GPU to be imported.)
SM=$ROOT/datasets/problems/L1-softmax
python3 - "$SM" > helper_req.json <<'PY' || die "helper request"
import json, sys
d = sys.argv[1]
m = json.load(open(d + "/manifest.json"))
s = [s for s in m["steps"] if s["kind"] == "kernel"][0]
l = s["launch"]
print(json.dumps({"source": open(d + "/" + s["source_file"]).read(), "entry": s["entry"],
                  "triton_meta": s["triton_meta"], "num_warps": l["num_warps"],
                  "num_stages": l["num_stages"], "constexprs": l["constexprs"]}))
PY
KOPT_TRITON_TARGET=cuda:90:32:232448 python3 "$ROOT/harness/gpu/triton_helper.py" \
	< helper_req.json > helper_ok.json 2> helper_ok.err || die "helper exited"
python3 -c "
import json; r = json.load(open('helper_ok.json'))
assert r.get('ok') is True, r.get('error', r)
assert r['cubin_b64'] and r['registers'] is None and r['shared'] > 0, r
print('# helper given the target: %s compiled, %d B of shared memory' % (r['name'], r['shared']))" \
	|| { cat helper_ok.err; die "the helper did not compile for the given target"; }
KOPT_TRITON_TARGET=cuda:90:32:64 python3 "$ROOT/harness/gpu/triton_helper.py" \
	< helper_req.json > helper_oor.json 2>/dev/null || die "helper exited"
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r.get("ok") is False, r; print(r["error"].split("\n")[0])' helper_oor.json > helper_oor.txt ||
	die "the helper compiled over a 64 B limit"
has_re helper_oor.txt '^OutOfResources: out of resource: shared memory, Required: [0-9]+, Hardware limit: 64\..*$'
echo "# helper given a 64 B limit: refused with Triton's OutOfResources"
