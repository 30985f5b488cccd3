# cuDNN convolutions: the importer reads extern_kernels.convolution, kopt runs
# it through cuDNN with the recorded math mode, and the folder's outputs match
# PyTorch eager at rtol = atol = 1e-4 (the importer refuses it otherwise).
# Needs torch, Triton and cuDNN.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
if [ -z "${KOPT_CUDNN_LIB:-}" ]; then
	# torch's own cuDNN, when the system has none on the loader's path.
	lib=$(python3 -c "import glob, os, nvidia.cudnn as c; print((glob.glob(os.path.join(list(c.__path__)[0], 'lib', 'libcudnn.so.9')) or [''])[0])" 2>/dev/null || true)
	[ -n "$lib" ] && export KOPT_CUDNN_LIB=$lib
fi
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
# torch's default, TF32 convolutions: the two sides may pick different TF32
# algorithms; the importer's 1e-4 check says whether they agree.
if imp conv_relu conv-tf32 2 conv; then
	grep "max abs" conv-tf32.log | sed 's/^/# conv2d tf32: /'
else
	echo "# conv2d tf32: refused by the importer: $(grep -m1 'verification failed' conv-tf32.log)"
fi
# A conv problem through all four gates, the baseline kernel resubmitted
# with a comment (A/A): cuDNN in the model, in the float64 model, and timed.
P=p/conv-ieee
K=$(kname "$P")
ksrc "$P" base.py
{ cat base.py; echo "# the same kernel"; } > same.py
expect 0 "$KOPT" try "$P" --step "$K" --source same.py --model
python3 - <<'PY'
import json
r = json.load(open("out"))
g = {v["gate"]: v for v in r["model"]["gates"]}
d = g["gate4"]["detail"]
print("# conv A/A: gate 3 %s; gate 4 median ratio %.4f over %d pairs, floor %.4f ms vs %.4f ms"
      % (g["gate3"]["reason"][:40], d["median_ratio"], d["pairs"], d["floor_ms"],
         d["candidate_median_ms"]))
PY
