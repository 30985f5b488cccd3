# A convolution step, a transposed one and an avg_pool3d step (all cuDNN) in
# a manifest: their geometry lists, and a transposed step's shapes, are
# checked on load; problems with a transposed convolution and with a pooling
# step are searched and replayed (the test double times a vendor step by its
# size, whatever its op); the importer's readers of the calls are tested by
# datasets/importer/test_parse.py.
. "$OLDPWD/tests/cli/lib.sh"
F=$OLDPWD/tests/fixtures/full/conv-relu
expect 0 "$KOPT" inputs "$F" --seed 0 --out in
broken() { refused_copy "$F" "$@"; }	# NAME EDIT EXPECTED
broken frac 'm["steps"][0]["args"]["stride"] = [1.5, 1]' \
	'steps[0].args.stride: expected a list of integers'
broken text 'm["steps"][0]["args"]["padding"] = "same"' \
	'steps[0].args.padding: expected a view, a number or a list of integers'
broken view 'm["steps"][0]["args"]["x"] = {"buffer": "nope"}' \
	'steps[0].args.x.buffer: no buffer named nope'
# A transposed convolution (ConvTranspose2d(4, 3, 3, stride 2, padding 1,
# output_padding 1), weight [C_in, C_out, 3, 3], bias [3]): x [2, 4, 4, 4]
# gives out [2, 3, 8, 8], (4 - 1) * 2 - 2 + 2 + 1 + 1 = 8.  Loaded, its shapes
# checked, searched and replayed with the test double, which times it as any
# vendor step.
T=convt-relu
rm -rf "$T"; cp -r "$F" "$T"
python3 - "$T/manifest.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
m["id"] = "full-convt-relu"
m["name"] = "ConvTranspose2d_ReLU"
layouts = {"arg0_1": ([4, 3, 3, 3], [27, 9, 3, 1]), "arg1_1": ([3], [1]),
           "arg2_1": ([2, 4, 4, 4], [64, 16, 4, 1]), "buf0": ([2, 3, 8, 8], [192, 64, 8, 1])}
for b in m["buffers"]:
    b["shape"], b["strides"] = layouts[b["name"]]
conv = m["steps"][0]
conv["args"].update(transposed=1, output_padding=[1, 1])
conv["call"] = conv["call"].replace("transposed=False, output_padding=(0, 0)",
                                    "transposed=True, output_padding=(1, 1)")
m["steps"][1]["args"][2]["value"] = 384
json.dump(m, open(sys.argv[1], "w"), indent=1)
PY
expect 0 "$KOPT" inputs "$T" --seed 0 --out tin
refused_copy "$T" tshape 'm["buffers"][3]["shape"] = [2, 3, 7, 7]; m["buffers"][3]["strides"] = [147, 49, 7, 1]' \
	'steps[0].args.out: [2, 3, 7, 7], where the transposed convolution gives [2, 3, 8, 8] (N, groups * C_out/groups, then (in - 1) * stride - 2 * padding + dilation * (k - 1) + output_padding + 1)'
refused_copy "$T" tflag 'm["steps"][0]["args"]["transposed"] = 2' \
	'steps[0].args.transposed: expected 1 or 0'
refused_copy "$T" toutpad 'm["steps"][0]["args"]["output_padding"] = [2, 1]' \
	'steps[0].args.output_padding: 2 is smaller than neither the stride (2) nor the dilation (1), as torch requires'
refused_copy "$T" tforward 'm["steps"][0]["args"]["transposed"] = 0' \
	'steps[0].args.output_padding: 1 in a convolution that is not transposed (transposed 0)'
refused_copy "$T" tbias 'm["buffers"][1]["shape"] = [4]' \
	'steps[0].args.bias: [4]; expected [3] (C_out)'
expect 0 "$KOPT" run -q -o convt.kopt --backend "$DOUBLE" -T 2 "$T"
expect 0 "$KOPT" replay convt.kopt -q
has out "replay of run 1 in convt.kopt: identical"
P=$OLDPWD/tests/fixtures/full/pool3d-relu
expect 0 "$KOPT" inputs "$P" --seed 0 --out pin
refused_copy "$P" pfrac 'm["steps"][0]["args"]["kernel_size"] = [3, 3, 2.5]' \
	'steps[0].args.kernel_size: expected a list of integers'
refused_copy "$P" pview 'm["steps"][0]["args"]["out"] = {"buffer": "buf9"}' \
	'steps[0].args.out.buffer: no buffer named buf9'
expect 0 "$KOPT" run -q -o pool.kopt --backend "$DOUBLE" -T 2 "$P"
expect 0 "$KOPT" report pool.kopt
has out "| L1 | full-pool3d-relu | 1.00× | MAT | pooling |  |"
expect 0 "$KOPT" replay pool.kopt -q
has out "replay of run 1 in pool.kopt: identical"
# A fallback whose baseline time is mostly the cuDNN pooling call (every
# candidate fails gate 2 in a problem named all-fail) is Conv-dominant
# (cuDNN), as Table 1 panel D names the library; outcome.dominance=op, the
# legacy rule that counted convolutions only, called it GEMM-dominant.  (The
# double's pooling is 78 % of this model's time: the share threshold is
# lowered to 0.7 so that the fallback is library-dominant.)
cp -r "$P" pool-all-fail
sed -i 's/"id": *"full-pool3d-relu"/"id": "full-pool3d-all-fail"/' pool-all-fail/manifest.json
grep -q '"full-pool3d-all-fail"' pool-all-fail/manifest.json || die "the copy was not renamed"
expect 0 "$KOPT" run -q -o dom.kopt --backend "$DOUBLE" -T 1 --set outcome.vendor_share=0.7 pool-all-fail
reason() { sql "$1" "select json_extract(outcome, '\$.fallback_reason') from outcomes"; }
[ "$(reason dom.kopt)" = CONV_DOMINANT ] || die "pooling-dominant fallback: $(reason dom.kopt)"
expect 0 "$KOPT" run -q -o dom-op.kopt --backend "$DOUBLE" -T 1 --set outcome.vendor_share=0.7 \
	--set outcome.dominance=op pool-all-fail
[ "$(reason dom-op.kopt)" = GEMM_DOMINANT ] || die "legacy rule: $(reason dom-op.kopt)"
expect 0 "$KOPT" report dom.kopt
has out "| Conv-dominant (cuDNN) | 1 | 0 | 0 | 1 |"
echo "convolution and pooling manifests: loaded, 10 broken ones refused, a transposed convolution and pooling searched and replayed, a pooling-dominant fallback Conv-dominant"
