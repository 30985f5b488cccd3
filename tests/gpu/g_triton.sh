# Triton candidates of the imported problems (datasets/problems) through the
# gates: a retuned configuration passes; known-bad ones are refused with a
# reason.  Skipped where the problems have not been imported (they need
# torch and Triton on the GPU machine: datasets/importer).
. "$ROOT/tests/gpu/lib.sh"
PW=$ROOT/datasets/problems/L1-pointwise-chain
SM=$ROOT/datasets/problems/L1-softmax
[ -f "$PW/manifest.json" ] && [ -f "$SM/manifest.json" ] || { echo "imported problems not present"; exit 77; }
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
kname() { python3 -c "import json; m=json.load(open('$1/manifest.json')); print([s['name'] for s in m['steps'] if s['kind']=='kernel'][0])"; }
ksrc() { python3 -c "import json; m=json.load(open('$1/manifest.json')); s=[s for s in m['steps'] if s['kind']=='kernel'][0]; open('$2','w').write(open('$1/'+s['source_file']).read())"; }
K=$(kname "$PW")
ksrc "$PW" pw.py
# A retuned configuration of the pointwise kernel compiles through the Triton
# helper and passes gates 1 and 2.
expect 0 "$KOPT" try "$PW" --step "$K" --launch '{"num_warps":8,"constexprs":{"XBLOCK":512}}'
python3 -c "import json; r=json.load(open('out')); print('# Triton retune of %s: baseline %.4f ms, XBLOCK 512 / 8 warps %.4f ms (%.2fx)' % ('$K', r['baseline']['ms'], r['candidate']['ms'], r['candidate']['speedup']))"
# Missing entry.
sed "s/def $K(/def ${K}_v2(/" pw.py > renamed.py
expect 1 "$KOPT" try "$PW" --step "$K" --source renamed.py
has out "gate1.static: no definition of entry $K"
# A block size that does not divide an unmasked xnumel (32,000,000 = 2^11 x 15625).
if grep -q "tl.full(\[XBLOCK\], True" pw.py; then
	expect 1 "$KOPT" try "$PW" --step "$K" --launch '{"constexprs":{"XBLOCK":4096}}'
	python3 -c "import json; r=json.load(open('out')); print('# XBLOCK 4096 on the unmasked kernel refused: ' + r['candidate']['reason'][:160])"
else
	echo "# note: Inductor masked this kernel, so XBLOCK 4096 is legal there; case not applicable"
fi
# A persistent reduction given an R0_BLOCK below r0_numel.
S=$(kname "$SM")
case "$S" in
triton_per_*)
	expect 1 "$KOPT" try "$SM" --step "$S" --launch '{"constexprs":{"R0_BLOCK":1024}}'
	python3 -c "import json; r=json.load(open('out')); print('# R0_BLOCK 1024 < r0_numel 2048 on %s refused: %s' % ('$S', r['candidate']['reason'][:160]))"
	;;
*) echo "# note: $S is not a persistent reduction; R0_BLOCK case not applicable" ;;
esac
# A configuration over the shared-memory limit (227 KB per block on the H200).
expect 1 "$KOPT" try "$GPUFIX/cuda-gemm-bias-relu" --step bias_relu --launch '{"shared":262144}'
has out "bytes of shared memory exceed the limit 232448"
echo "# a launch asking 262144 B of shared memory refused by gate 1"
