# kopt inputs writes generator kopt-counter/1's values bit for bit (checked
# against an independent Python implementation), and bad manifests are
# refused naming the field.
. "$OLDPWD/tests/cli/lib.sh"
P=$OLDPWD/tests/fixtures/full/gemm-relu
for s in 0 42; do
	expect 0 "$KOPT" inputs "$P" --seed $s --out in$s
	python3 "$OLDPWD/tests/cli/inputs_ref.py" "$P/manifest.json" in$s $s > check
	has check "checked 41024 elements"
done
[ -s in0/arg1_1.bin ] && [ -s in42/arg1_1.bin ] || die "no arg1_1.bin for seed 0 or 42"
! cmp -s in0/arg1_1.bin in42/arg1_1.bin || die "seeds 0 and 42 gave the same inputs"
# Same seed, same bytes.
expect 0 "$KOPT" inputs "$P" --seed 0 --out again
cmp in0/arg0_1.bin again/arg0_1.bin || die "not deterministic"
# Validation names the field.
bad() { # JQ-LIKE-PYTHON-EDIT EXPECTED-MESSAGE
	rm -rf b && cp -r "$P" b
	python3 -c "import json,sys; m=json.load(open('b/manifest.json')); $1; json.dump(m, open('b/manifest.json','w'))"
	expect 1 "$KOPT" inputs b --seed 0 --out x
	has err "kopt inputs: b/manifest.json: $2"
}
bad "m['steps'][0]['args']['b']['strides']=[1,129]" "steps[0].args.b: the view reaches element 33023 of arg0_1, whose storage holds 32768"
bad "m['buffers'][1]['strides']=[128]" "buffers[1].strides: expected 2 integers (one per dimension)"
bad "del m['buffers'][1]['init']" "buffers[1].init: an input needs a distribution"
bad "m['buffers'][2]['init']={'dist':'randn'}" "buffers[2].init: randn is for floating dtypes, the buffer is int64"
bad "m['buffers'][0]['dtype']='float8'" "buffers[0].dtype: expected float32, float64, float16, bfloat16, int32, int64, int8, uint8 or bool"
bad "m['steps'][1]['args'][0]['view']['buffer']='nope'" "steps[1].args[0].view.buffer: no buffer named nope"
bad "m['outputs']=[]" "outputs: expected a non-empty list of views (a problem with buffers must say what it returns)"
bad "m['steps'][1]['args'][2]['type']='u8'" "steps[1].args[2].type: expected i32, i64, fp32 or fp64"
