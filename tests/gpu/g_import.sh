# The importer turns the three KernelBench-form modules into problem folders
# and refuses to write one whose kopt baseline disagrees with PyTorch eager at
# rtol = atol = 1e-4 (seeds 0 and 42).  Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
[ -z "${KOPT_GPU_SKIP_IMPORT:-}" ] || { echo "imported just before by datasets/recordings/record-first.sh"; exit 77; }
imp() { python3 "$ROOT/datasets/importer/kopt_import.py" "$ROOT/datasets/modules/$1.py" --id "$2" --level "$3" --category "$4" --kopt "$KOPT" --out "p/$2"; }
imp pointwise_chain L1-pointwise-chain 1 pointwise > pw.log 2>&1 || { cat pw.log; die "pointwise import"; }
imp softmax L1-softmax 1 reduction > sm.log 2>&1 || { cat sm.log; die "softmax import"; }
imp linear_gelu L2-linear-gelu 2 matmul > lg.log 2>&1 || { cat lg.log; die "linear import"; }
for f in pw sm lg; do grep -i "max abs" $f.log | sed 's/^/# /' || true; done
python3 - <<'PY'
import json
m = json.load(open("p/L2-linear-gelu/manifest.json"))
ops = [s.get("op") or s["kind"] for s in m["steps"]]
assert ops[0] == "mm" and "kernel" in ops, ops
print("# L2-linear-gelu steps: %s" % ops)
PY
