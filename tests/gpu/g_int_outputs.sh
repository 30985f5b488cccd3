# A sub-kernel that writes an int64 buffer (L1-cross-entropy's nll_loss
# kernel writes the count of counted targets) goes through gates 1 and 2:
# integer outputs are compared exactly, and checked for unwritten elements
# with FORMAT.md's 0xDE poison.  Every kernel step of the problem, its
# baseline resubmitted with a comment, must pass; then a candidate that
# writes a wrong count must be refused by gate 2.
. "$ROOT/tests/gpu/lib.sh"
P=$ROOT/datasets/problems/L1-cross-entropy
[ -d "$P" ] || { echo "no $P"; exit 77; }
python3 - "$P" <<'PY'
import json, sys
m = json.load(open(sys.argv[1] + "/manifest.json"))
for s in m["steps"]:
    if s["kind"] == "kernel":
        src = open(sys.argv[1] + "/" + s["source_file"]).read()
        open(s["name"] + ".py", "w").write(src + "\n# the same kernel\n")
        print(s["name"])
PY
for k in $(python3 -c "import json; m=json.load(open('$P/manifest.json')); print(' '.join(s['name'] for s in m['steps'] if s['kind']=='kernel'))"); do
	expect 0 "$KOPT" try "$P" --step "$k" --source "$k.py"
	echo "# $k: gates 1-2 passed, $(python3 -c "import json; c=json.load(open('out'))['candidate']; print('%.4f ms' % c['ms'])")"
done
# The int64 count off by one: out_ptr1's store gets + 1.
K=triton_red_fused__log_softmax_nll_loss_forward_sub_1
python3 - "$K.py" <<'PY'
import re, sys
src = open(sys.argv[1]).read()
m = re.search(r"tl\.store\(out_ptr1 \+ \(([^)]*)\), (\w+)", src)
assert m, "no store to out_ptr1"
src = src[:m.start(2)] + "(" + m.group(2) + " + 1)" + src[m.end(2):]
open("bad.py", "w").write(src)
PY
expect 1 "$KOPT" try "$P" --step "$K" --source bad.py
try_reason > reason || die "the off-by-one count was not refused"
has_re reason '^gate2: .+$'
echo "# a count off by one refused: $(python3 -c "import json; print(json.load(open('out'))['candidate']['reason'][:160])")"
# A model whose output is int64 (argmax indices): imported with its float64
# model (int64 output too), then through all four gates with its kernel
# resubmitted: gate 3 compares the indices exactly.
imp argmax_int argmax-int 1 reduction || { cat argmax-int.log; die "argmax (int64 output) import"; }
echo "# argmax int64: $(tail -1 argmax-int.log)"
AK=$(kname p/argmax-int)
ksrc p/argmax-int argmax.py
echo "# the same kernel" >> argmax.py
expect 0 "$KOPT" try p/argmax-int --step "$AK" --source argmax.py --model
echo "# argmax int64 through gates 3-4: $(python3 -c "import json; g={v['gate']: v for v in json.load(open('out'))['model']['gates']}; print(g['gate3']['reason'][:100])")"
