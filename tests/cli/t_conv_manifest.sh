# A convolution step and an avg_pool3d step (both cuDNN) in a manifest: their
# geometry lists are checked on load, a problem with a pooling step is
# searched and replayed (the test double times the vendor step), and the
# importer's readers of both calls are tested by
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
echo "convolution and pooling manifests: loaded, 5 broken ones refused, pooling searched and replayed, a pooling-dominant fallback Conv-dominant"
