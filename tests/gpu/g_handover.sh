# kopt exec --to-ipc (issue 26, item 7): the outputs handed over in device
# memory are byte for byte those kopt exec writes to files, for a model of
# two outputs of two dtypes (one buffer, aligned slots); the importer takes
# that path (its log does not fall back to files); two imports run side by
# side under the shared GPU lock and both import, each log giving its phases
# and its wait for the lock.  Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
export KOPT_IMPORT_TMP=$PWD/tmp KOPT_IMPORT_GPU_LOCK=$PWD/gpu.lock
mkdir -p tmp
imp two_outputs T-two 1 other > /dev/null || { cat T-two.log; die "two_outputs import"; }
if grep -q "outputs go through files" T-two.log; then cat T-two.log; die "the importer fell back to files"; fi
grep -q "^phases: load " T-two.log || { cat T-two.log; die "no phase line in the import's log"; }
echo "# $(grep '^phases: ' T-two.log)"
expect 0 "$KOPT" exec p/T-two --seed 42 --out files
python3 - "$ROOT/datasets/importer" "$KOPT" <<'PY'
import json, os, subprocess, sys
sys.path.insert(0, sys.argv[1])
import torch
import kopt_import as ki
kopt = sys.argv[2]
m = json.load(open("p/T-two/manifest.json"))
os.makedirs("ipc", exist_ok=True)
h = ki.Handover.make(m, "ipc")
assert h is not None, ki.Handover.why_not
assert len(h.views) == 2, len(h.views)
assert bool((h.buf == 255).all()), "the buffer is not poisoned before kopt writes"
r = subprocess.run([kopt, "exec", "p/T-two", "--seed", "42", "--out", "ipc", "--to-ipc", h.path],
                   capture_output=True, text=True)
assert r.returncode == 0, r.stderr
idx = json.load(open("ipc/index.json"))
spec = json.load(open(h.path))
for o, s, v in zip(idx["outputs"], spec["outputs"], h.views):
    assert "file" not in o and o["ipc_offset"] == s["offset"], (o, s)
    assert not os.path.exists("ipc/out%d.bin" % o["index"]), "a file was written too"
    want = open("files/out%d.bin" % o["index"], "rb").read()
    got = v.contiguous().view(torch.uint8).cpu().numpy().tobytes()
    assert got == want, "output %d differs from kopt exec's file" % o["index"]
    assert list(v.shape) == o["shape"], (v.shape, o["shape"])
print("# kopt exec --to-ipc: %d outputs (%s) equal to the files byte for byte" % (
    len(h.views), ", ".join(o["dtype"] for o in idx["outputs"])))
PY
# Two imports at once under the shared lock.
(imp two_outputs T-a 1 other) & a=$!
(imp argmax_int T-b 1 reduction) & b=$!
wait $a || { cat T-a.log; die "import a beside b"; }
wait $b || { cat T-b.log; die "import b beside a"; }
for i in T-a T-b; do grep -q "waited for the GPU lock" $i.log || { cat $i.log; die "$i: no lock wait line"; }; done
echo "# side by side: $(grep -h '^phases: ' T-a.log T-b.log | sed 's/^phases: //' | tr '\n' '|')"
