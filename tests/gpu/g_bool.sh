# bool buffers end to end (FORMAT.md: one byte, 0 or 1).  A hand-written
# problem copies a bool mask to a bool output: the device generator gives
# `kopt inputs`'s bytes, gate 2 passes the same kernel resubmitted and
# refuses one that flips a byte (bool outputs are exact, as the integers);
# then KernelBench L1-093's masked cumsum, in small, imports and verifies.
. "$ROOT/tests/gpu/lib.sh"
mkdir -p bc
python3 - bc <<'PY'
import json, sys
d = sys.argv[1]
n = 4099   # not a multiple of 4: the byte copy's tail
def buf(name, role, **kw):
    return dict(name=name, dtype="bool", shape=[n], strides=[1], role=role, **kw)
m = {"format": 1, "id": "gpu-bool-copy", "level": 1, "name": "Copy_bool", "category": "pointwise",
     "family": None, "provenance": "kopt GPU test case, written by hand",
     "buffers": [buf("arg0_1", "input", init={"dist": "randint", "lo": 0, "hi": 2}),
                 buf("buf0", "output")],
     "outputs": [{"buffer": "buf0"}],
     "steps": [{"kind": "kernel", "name": "copy", "lang": "cuda", "entry": "copy",
                "source_file": "copy.cu",
                "launch": {"grid": [(n + 255) // 256, 1, 1], "block": [256, 1, 1], "num_warps": 8},
                "args": [{"name": "in_ptr0", "view": {"buffer": "arg0_1"}},
                         {"name": "out_ptr0", "view": {"buffer": "buf0"}},
                         {"name": "xnumel", "value": n, "type": "i32"}]}]}
json.dump(m, open(d + "/manifest.json", "w"), indent=1)
body = ("extern \"C\" __global__ void copy(const unsigned char *in_ptr0, unsigned char *out_ptr0, int xnumel)\n"
        "{\n\tint i = blockIdx.x * blockDim.x + threadIdx.x;\n\tif (i < xnumel)\n\t\tout_ptr0[i] = %s;\n}\n")
open(d + "/copy.cu", "w").write("// Copies its bool input.\n" + body % "in_ptr0[i]")
open("same.cu", "w").write("// the same kernel\n" + body % "in_ptr0[i]")
open("flip.cu", "w").write("// element 7 flipped\n" + body % "i == 7 ? !in_ptr0[i] : in_ptr0[i]")
PY
for s in 0 42; do
	expect 0 "$KOPT" exec bc --seed $s --out gpu$s
	expect 0 "$KOPT" inputs bc --seed $s --out cpu$s
	cmp gpu$s/out0.bin cpu$s/arg0_1.bin || die "seed $s: the bool mask differs between device and CPU"
done
expect 0 "$KOPT" try bc --step copy --source same.cu
echo "# bool copy: device mask = kopt inputs (seeds 0, 42); the same kernel passes gates 1-2"
expect 1 "$KOPT" try bc --step copy --source flip.cu
try_reason > reason || die "a flipped bool was not refused"
has_re reason '^gate2: .+$'
echo "# a flipped bool refused: $(head -c 160 reason)"
imp masked_cumsum masked-cumsum 1 scan || { cat masked-cumsum.log; die "masked cumsum (bool input) import"; }
python3 - <<'PY' || die "the imported mask"
import json
m = json.load(open("p/masked-cumsum/manifest.json"))
b = [b for b in m["buffers"] if b["dtype"] == "bool"]
assert len(b) == 1 and b[0]["role"] == "input" and \
    b[0]["init"] == {"dist": "randint", "lo": 0, "hi": 2}, m["buffers"]
PY
echo "# masked cumsum (bool input): $(tail -1 masked-cumsum.log)"
