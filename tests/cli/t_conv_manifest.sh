# A convolution step (cuDNN) in a manifest: its geometry lists are checked
# on load, and the importer's reader of extern_kernels.convolution is tested
# by datasets/importer/test_parse.py.
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
echo "convolution manifest: loaded, 3 broken ones refused"
