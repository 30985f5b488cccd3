# The importer's rules on the GPU (issue 26, items 4, 5 and 7):
#   - its in-process input generator is bit-identical to `kopt inputs`, on
#     the CPU and on this GPU (datasets/importer/test_footprint.py with torch);
#   - a module whose forward makes a float32 tensor gets its float64 model
#     (tier 2) under the default rule eager-1e-4;
#   - a convolution under torch's default TF32 setting, imported with
#     --rule tf32-vs-float64: either within 1e-4 of eager (rule eager-1e-4)
#     or accepted by the named rule, never silently, and --result says which;
#   - the temporary root of a killed import is removed by the next import.
# Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
(cd "$ROOT" && python3 datasets/importer/test_footprint.py) > fp.log 2>&1 || { cat fp.log; die "test_footprint.py with torch"; }
grep -q '^skip' fp.log && { cat fp.log; die "test_footprint.py skipped a case on a machine with torch and a GPU"; }
echo "# in-process inputs: $(tail -1 fp.log)"
export KOPT_IMPORT_TMP=$PWD/tmp
mkdir -p tmp
imp forward_made_tensor T-made 1 matmul --result made.json || { cat T-made.log; die "forward-made tensor import"; }
python3 - <<'PY'
import json
r = json.load(open("made.json"))
assert r["status"] == "imported", r
assert r.get("float64") is True and r["rule"] == "eager-1e-4", r
print("# forward-made tensor: imported, float64 model built, rule %s, max abs err %s" % (r["rule"], r["max_abs_err"]))
PY
[ -f p/T-made/float64/manifest.json ] || die "the forward-made tensor's problem has no float64 model"
set +e
imp conv_relu T-tf32 2 conv --cudnn-fp32 torch --rule tf32-vs-float64 --result tf32.json
rc=$?
set -e
python3 - "$rc" <<'PY'
import json, sys
rc = int(sys.argv[1])
r = json.load(open("tf32.json"))
if r["status"] == "imported":
    assert rc == 0, rc
    assert r["rule"] in ("eager-1e-4", "tf32-vs-float64 (k=2)"), r
    print("# conv under TF32: imported by rule %s, max abs err vs eager %s" % (r["rule"], r["max_abs_err"]))
else:
    assert rc == 1, rc
    print("# conv under TF32: refused (%s)" % r["reason"][:200])
PY
grep -h 'against the float64 model' T-tf32.log | head -2 | sed 's/^/# /' || true
# A killed import's root: a dead process's folder is removed by the next run.
python3 -c 'import subprocess; p = subprocess.Popen(["true"]); p.wait(); print(p.pid)' > deadpid
dead=tmp/kopt-import-$(cat deadpid)
mkdir -p "$dead" && hostname > "$dead/owner" && head -c 1048576 /dev/zero > "$dead/left.bin"
imp forward_made_tensor T-made2 1 matmul --no-time || { cat T-made2.log; die "second import"; }
[ -e "$dead" ] && die "$dead, a dead import's root, was left behind"
left=$(find tmp -mindepth 1 -maxdepth 1 | wc -l)
[ "$left" -eq 0 ] || { ls -la tmp; die "$left temporary roots left after the imports finished"; }
echo "# a dead import's temporary root removed by the next import; none left behind"
