# cuDNN engines chosen as torch chooses them (KOPT_CUDNN_CONV=torch, the
# default; harness/problem/conv_engine.h): under torch's default precision
# (TF32 convolutions allowed), kopt's output equals torch.compile's bit for
# bit (seed 0, on kopt's inputs) for a Conv2d with bias, a ConvTranspose1d
# (stride 2, padding 1, output_padding 1), a ConvTranspose3d and a depthwise
# channels-last Conv2d (groups = channels), each followed by an exact ReLU.
# Not eager's: Inductor's layout optimization runs a 2-D convolution
# channels-last where eager runs it NCHW, another engine, so torch.compile
# itself differs from eager by about 1e-4 in TF32 (the importer's default
# rule refuses that; these import under --rule tf32-vs-float64, and the
# case prints both errors against eager).  The depthwise one runs within 10%
# of eager's time (kopt exec --time against do_bench of the eager module,
# medians); and a ConvTranspose2d imports with its float64 model (cuDNN's
# backward data in double plans: the legacy heuristics alone offered none).
# KOPT_GPU_TRACE=1 makes kopt print each convolution's engine (source,
# place, cudnn-frontend tag), printed into the summary to hold against
# torch's CUDNN_LOGLEVEL_DBG=3 log.
# Needs torch, Triton and cuDNN.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
torch_cudnn
unset KOPT_CUDNN_CONV
# engine ID: the engine kopt's trace names for p/ID's convolution, seed 0.
engine() {
	KOPT_GPU_TRACE=1 "$KOPT" exec "p/$1" --seed 0 --out "run-$1" > "run-$1.log" 2>&1 ||
		{ cat "run-$1.log"; die "kopt exec p/$1"; }
	grep -m1 '^conv ' "run-$1.log" || { cat "run-$1.log"; die "$1: kopt printed no conv plan"; }
}
# compiled MODULE ID: import MODULE in torch's default precision (under
# --rule tf32-vs-float64: Inductor lays a 2-D convolution out channels-last,
# NHWC, where eager runs NCHW, so under TF32 torch.compile itself differs from
# eager by about 1e-4, and kopt's baseline is torch.compile's); then kopt's
# output (kopt exec, seed 0) must equal torch.compile's (default mode) on the
# same inputs bit for bit: the same cuDNN engine as torch for the convolution
# Inductor wrote.  Prints kopt's and torch.compile's errors against eager.
compiled() {
	imp "$1" "$2" 1 conv --rule tf32-vs-float64 || { cat "$2.log"; die "$1 import (default precision)"; }
	"$KOPT" exec "p/$2" --seed 0 --out "out-$2" > "out-$2.log" 2>&1 ||
		{ cat "out-$2.log"; die "kopt exec p/$2"; }
	python3 - "$ROOT/datasets/importer" "$ROOT/tests/gpu/modules/$1.py" "$2" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1])
import torch
import kopt_import as ki
path, pid = sys.argv[2], sys.argv[3]
m = json.load(open("p/%s/manifest.json" % pid))
assert any(s.get("op") == "convolution" for s in m["steps"]), m["steps"]
assert m["torch"]["cudnn_fp32_precision"] != "ieee", m["torch"]
with torch.no_grad():
    model, inputs = ki.build_on_gpu(ki.load_problem(path))
    feed = ki.generated_feed(m, 0, model, ki.feed_template(inputs, m))
    eager = model(*feed)
    comp = torch.compile(model)(*feed)
torch.cuda.synchronize()
idx = json.load(open("out-%s/index.json" % pid))
o = idx["outputs"][0]
raw = open("out-%s/out%d.bin" % (pid, o["index"]), "rb").read()
kopt = torch.frombuffer(bytearray(raw), dtype=torch.float32).view(o["shape"]).cuda()
conv = next(s for s in m["steps"] if s.get("op") == "convolution")
x = next(b for b in m["buffers"] if b["name"] == conv["args"]["x"]["buffer"])
layout = "channels-last" if len(x["shape"]) >= 4 and x["strides"][1] == 1 and x["shape"][1] > 1 else "as eager's"
err = lambda a, b: float((a.double() - b.double()).abs().max())
print("# %s: convolution input %s; kopt vs eager %.3g, torch.compile vs eager %.3g, kopt vs "
      "torch.compile %.3g" % (pid, layout, err(kopt, eager), err(comp, eager), err(kopt, comp)))
assert torch.equal(kopt, comp), "%s: kopt differs from torch.compile by %.3g" % (pid, err(kopt, comp))
PY
	echo "# $2 engine: $(engine "$2")"
}
compiled conv2d_bias_relu conv2d-tf32
compiled conv_transpose1d_p1 convt1d-tf32
compiled conv_transpose3d_relu convt3d-tf32
compiled depthwise_channels_last dw-cl
# The depthwise convolution's time: kopt's model (conv and ReLU) against
# eager's, both medians of do_bench-style samples with the L2 flushed.
"$KOPT" exec p/dw-cl --seed 0 --out time-dw --time > time-dw.log 2>&1 ||
	{ cat time-dw.log; die "kopt exec --time p/dw-cl"; }
python3 - "$ROOT/tests/gpu/modules/depthwise_channels_last.py" <<'PY'
import importlib.util, json, sys
import torch, triton
spec = importlib.util.spec_from_file_location("m", sys.argv[1])
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
torch.manual_seed(0)
model = mod.Model(*mod.get_init_inputs()).cuda().eval()
x = [t.cuda() for t in mod.get_inputs()]
with torch.no_grad():
    eager = triton.testing.do_bench(lambda: model(*x), warmup=25, rep=100, return_mode="median")
kopt = json.load(open("time-dw/time.json"))["median_ms"]
print("# depthwise channels-last: kopt %.4f ms, eager %.4f ms, ratio %.3f" % (kopt, eager, kopt / eager))
assert kopt <= 1.10 * eager, "kopt %.4f ms is more than 10%% over eager's %.4f ms" % (kopt, eager)
PY
# float64 transposed: the float64 model's backward data plans.
imp conv_transpose2d_grouped convt2d-f64 1 conv-transpose ||
	grep -q "verification failed" convt2d-f64.log || { cat convt2d-f64.log; die "convt2d import with its float64 model"; }
lacks convt2d-f64.log "offers no backward-data algorithm"
lacks convt2d-f64.log "no cuDNN backward-data engine"
[ -d p/convt2d-f64 ] && echo "# convt2d float32 engine: $(engine convt2d-f64)"
echo "# convt2d-f64: $(grep -m1 'max abs error vs eager' convt2d-f64.log || grep -m1 'verification failed' convt2d-f64.log)"
