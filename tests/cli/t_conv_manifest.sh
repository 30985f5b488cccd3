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
	'steps[0].args.x'
P=$OLDPWD/tests/fixtures/full/pool3d-relu
expect 0 "$KOPT" inputs "$P" --seed 0 --out pin
refused_copy "$P" pfrac 'm["steps"][0]["args"]["kernel_size"] = [3, 3, 2.5]' \
	'steps[0].args.kernel_size: expected a list of integers'
refused_copy "$P" pview 'm["steps"][0]["args"]["out"] = {"buffer": "buf9"}' \
	'steps[0].args.out'
expect 0 "$KOPT" run -q -o pool.kopt --backend "$DOUBLE" -T 2 "$P"
expect 0 "$KOPT" report pool.kopt
has out "full-pool3d-relu"
expect 0 "$KOPT" replay pool.kopt -q
has out "identical"
echo "convolution and pooling manifests: loaded, 5 broken ones refused, pooling searched and replayed"
