# cuDNN convolutions: the importer reads extern_kernels.convolution, kopt runs
# it through cuDNN with the recorded math mode, and the folder's outputs match
# PyTorch eager at rtol = atol = 1e-4 (the importer refuses it otherwise).
# Transposed convolutions (ConvTranspose1d stride 2 output_padding 1,
# ConvTranspose2d groups 2 dilation 2 padding 1 with bias, a small
# ConvTranspose3d), which kopt runs as cuDNN's backward data (FORMAT.md):
# each imported under IEEE fp32 must give one convolution step with
# transposed 1, the module's geometry and ConvTranspose's weight
# [C_in, C_out/groups, k...], and every output of kopt's folder (float32 and
# the float64 model, seeds 0 and 42) must be within a max abs error of 1e-4
# of eager's; the 2-D one once more under torch's default (TF32), where the
# two sides may pick different TF32 algorithms, so an import refused by the
# 1e-4 check is reported, any other failure fails the case; the 1-D one goes
# through all four gates A/A (its plan reused across runs and timing).
# Needs torch, Triton and cuDNN.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
torch_cudnn
# IEEE fp32 convolutions (TF32 off): kopt's cuDNN call and torch's agree to
# float32 rounding whatever algorithms each picks.
imp conv_relu conv-ieee 2 conv --cudnn-fp32 ieee || { cat conv-ieee.log; die "conv import (ieee)"; }
grep "max abs" conv-ieee.log | sed 's/^/# conv2d ieee: /'
python3 - <<'PY'
import json
m = json.load(open("p/conv-ieee/manifest.json"))
conv = [s for s in m["steps"] if s.get("op") == "convolution"]
assert conv and conv[0]["args"]["stride"] == [2, 2] and conv[0]["args"]["padding"] == [1, 1], conv
assert m["torch"]["cudnn_fp32_precision"] == "ieee", m["torch"]
print("# conv2d steps: %s" % [s.get("op") or s["kind"] for s in m["steps"]])
PY
imp grouped_conv1d conv1d-ieee 2 conv --cudnn-fp32 ieee || { cat conv1d-ieee.log; die "conv1d import (ieee)"; }
grep "max abs" conv1d-ieee.log | sed 's/^/# conv1d groups 4 dilation 2 ieee: /'
# convt MODULE ID ARGS WEIGHT: import tests/gpu/modules/MODULE.py under IEEE
# fp32 into p/ID; its one convolution step must hold ARGS (a Python dict of
# its args) and its weight buffer have shape WEIGHT; every "max abs error" the
# importer printed (each output, each seed, float32 and float64) <= 1e-4.
convt() {
	imp "$1" "$2" 1 conv-transpose --cudnn-fp32 ieee || { cat "$2.log"; die "$1 import (ieee)"; }
	python3 - "$2" "$3" "$4" <<'PY'
import json, re, sys
pid, want, wshape = sys.argv[1], eval(sys.argv[2]), eval(sys.argv[3])
m = json.load(open("p/%s/manifest.json" % pid))
conv = [s for s in m["steps"] if s.get("op") == "convolution"]
assert len(conv) == 1, [s.get("op") or s["kind"] for s in m["steps"]]
a = conv[0]["args"]
got = {k: a.get(k) for k in want}
assert got == want, (got, want)
w = [b for b in m["buffers"] if b["name"] == a["weight"]["buffer"]][0]
assert a["weight"].get("shape", w["shape"]) == wshape, (w, a["weight"])
assert m["torch"]["cudnn_fp32_precision"] == "ieee", m["torch"]
log = open(pid + ".log").read()
errs = [float(e) for e in re.findall(r"max abs error ([-+0-9.e]+|nan|inf)", log)]
assert errs and max(errs) <= 1e-4 and all(e == e for e in errs), errs
print("# %s: steps %s, weight %s, max abs error vs eager %.3g over %d outputs"
      % (pid, [s.get("op") or s["kind"] for s in m["steps"]], wshape, max(errs), len(errs)))
PY
}
convt conv_transpose1d convt1d-ieee \
	'{"transposed": 1, "stride": [2], "padding": [2], "output_padding": [1], "dilation": [1], "groups": 1}' \
	'[32, 16, 5]'
convt conv_transpose2d_grouped convt2d-ieee \
	'{"transposed": 1, "stride": [2, 2], "padding": [1, 1], "output_padding": [1, 1], "dilation": [2, 2], "groups": 2}' \
	'[32, 24, 3, 3]'
convt conv_transpose3d convt3d-ieee \
	'{"transposed": 1, "stride": [2, 2, 2], "padding": [1, 1, 1], "output_padding": [0, 0, 0], "dilation": [1, 1, 1], "groups": 1, "bias": None}' \
	'[8, 4, 3, 3, 3]'
# torch's default, TF32 convolutions: the two sides may pick different TF32
# algorithms; the importer's 1e-4 check says whether they agree.
if imp conv_relu conv-tf32 2 conv; then
	grep "max abs" conv-tf32.log | sed 's/^/# conv2d tf32: /'
else
	echo "# conv2d tf32: refused by the importer: $(grep -m1 'verification failed' conv-tf32.log)"
fi
if imp conv_transpose2d_grouped convt2d-tf32 1 conv-transpose; then
	grep "max abs error vs" convt2d-tf32.log | sed 's/^/# convt2d tf32: /'
elif grep -q "verification failed" convt2d-tf32.log; then
	echo "# convt2d tf32: refused by the importer: $(grep -m1 'verification failed' convt2d-tf32.log)"
else
	cat convt2d-tf32.log; die "convt2d import (tf32) failed other than by the 1e-4 check"
fi
# aa DIR LABEL: a conv problem through all four gates, the baseline kernel
# resubmitted with a comment (A/A): cuDNN in the model, in the float64
# model, and timed.
aa() {
	local K
	K=$(kname "$1")
	ksrc "$1" base.py
	{ cat base.py; echo "# the same kernel"; } > same.py
	expect 0 "$KOPT" try "$1" --step "$K" --source same.py --model
	python3 - "$2" <<'PY'
import json, sys
r = json.load(open("out"))
g = {v["gate"]: v for v in r["model"]["gates"]}
d = g["gate4"]["detail"]
print("# %s A/A: gate 3 %s; gate 4 median ratio %.4f over %d pairs, floor %.4f ms vs %.4f ms"
      % (sys.argv[1], g["gate3"]["reason"][:40], d["median_ratio"], d["pairs"], d["floor_ms"],
         d["candidate_median_ms"]))
PY
}
aa p/conv-ieee conv
aa p/convt1d-ieee convt1d
