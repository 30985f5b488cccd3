# A problem's float64 model (gate 3 tier 2): loaded from its sub-folder and
# checked against the float32 model; every mismatch is refused naming the
# field.
. "$OLDPWD/tests/cli/lib.sh"
F=$OLDPWD/tests/fixtures/full/gemm-relu-f64
expect 0 "$KOPT" inputs "$F" --seed 0 --out in
broken() { refused_copy "$F" "$@"; }	# NAME EDIT EXPECTED
broken name 'f["buffers"][0]["torch_name"] = "linear.bias"' \
	'float64: buffers[0]: torch_name linear.bias names no tensor of the float32 model'
broken dtype 'f["buffers"][1]["dtype"] = "float32"' \
	'float64: buffers[1] (inputs[0]): expected float64'
broken int 'f["buffers"][2]["dtype"] = "int32"' \
	"float64: buffers[2] (inputs[1]): expected the float32 model's dtype"
broken shape 'f["buffers"][0]["shape"] = [128, 256]; f["buffers"][0]["strides"] = [256, 1]' \
	"float64: buffers[0] (linear.weight): role, shape or strides differ from the float32 model's arg0_1"
broken unfed 'f["buffers"][2]["role"] = "intermediate"; f["buffers"][2].pop("init")' \
	"float64: the float32 model's arg2_1 (inputs[1]) feeds no buffer of the float64 model"
broken out32 'f["buffers"][3]["dtype"] = "float32"' \
	'float64: outputs[0]: expected float64'
broken nested 'f["float64"] = "float64"' \
	'nested/float64/manifest.json: float64: expected the name of a folder inside the problem folder (and none in a float64 model)'
broken escape 'm["float64"] = "../gemm-relu"' \
	'float64: expected the name of a folder inside the problem folder'
broken missing 'm["float64"] = "f64"' \
	'missing/f64/manifest.json: cannot open: No such file or directory'
broken number 'm["float64"] = 64' \
	'float64: expected the float64 model'"'"'s folder name (in a folder) or its manifest (in a run)'
echo "float64 model: loaded, 10 broken ones refused"
