# Standalone Triton kernels (kopt_import.py --triton): the two examples of
# datasets/importer/examples are imported (compiled for this GPU, kopt's
# baseline checked against each file's PyTorch reference at rtol = atol =
# 1e-4, seeds 0 and 42, and against the kernel launched by Triton itself,
# and timed beside Triton's own launch), searched
# briefly, and a specification whose reference disagrees with the kernel is
# refused and not written.  Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
EX=$ROOT/datasets/importer/examples
timp() { python3 "$ROOT/datasets/importer/kopt_import.py" --triton "$1" --kopt "$KOPT" --out "$2"; }
mkdir -p p
python3 "$ROOT/datasets/importer/test_triton.py" > tt.log 2>&1 || { cat tt.log; die "test_triton"; }
lacks_re tt.log '^skip '
timp "$EX/scaled_add.py" p/T1-scaled-add > sa.log 2>&1 || { cat sa.log; die "scaled_add import"; }
timp "$EX/softmax_rows_inplace.py" p/T1-softmax-rows-inplace > sr.log 2>&1 || { cat sr.log; die "softmax_rows_inplace import"; }
sed 's/^/# /' sa.log sr.log
for d in p/T1-scaled-add p/T1-softmax-rows-inplace; do
	[ -f "$d/float64/manifest.json" ] || die "$d has no float64 model"
	[ -f "$d/triton_input.py" ] || die "$d lacks the imported file"
	# kopt's baseline against the unmodified kernel (in place too: the
	# softmax's input is its output), recorded in the manifest.
	python3 - "$d/manifest.json" <<'PY' || die "$d: no launch check recorded"
import json, sys
l = json.load(open(sys.argv[1]))["validation"]["launch"]
assert l["against"].startswith("the file's kernel launched by Triton itself"), l
assert l["seeds"] == [0, 42] and l["rtol"] == l["atol"] == 1e-4, l
assert 0 <= l["max_abs_err"] <= 1e-4, l
PY
done
has_re sa.log '^T1-scaled-add: 1 kernel step \([^)]*\), 1 outputs, max abs error vs the reference [^,]+, vs the kernel launched by Triton [^,]+, kopt/Triton [0-9.]+ -> .*$'
# --retime checks an imported folder against its kernel again, and writes it.
python3 - p/T1-scaled-add/manifest.json <<'PY'
import json, sys
m = json.load(open(sys.argv[1])); del m["validation"]["launch"]
json.dump(m, open(sys.argv[1], "w"))
PY
python3 "$ROOT/datasets/importer/kopt_import.py" --retime p/T1-scaled-add "$EX/scaled_add.py" \
	--kopt "$KOPT" > rt.log 2>&1 || { cat rt.log; die "--retime of a standalone folder"; }
has_re rt.log '^T1-scaled-add: against the kernel launched by Triton: max abs error [0-9.e+-]+$'
python3 -c "import json,sys; json.load(open(sys.argv[1]))['validation']['launch']" p/T1-scaled-add/manifest.json ||
	die "--retime did not write the launch check"
sed 's/^/# /' rt.log
# A reference that disagrees with the kernel (0.5 -> 0.25): refused, nothing written.
sed 's/return x + 0.5 \* y/return x + 0.25 * y/' "$EX/scaled_add.py" > wrong.py
grep -q '0.25 \* y' wrong.py || die "the wrong reference was not made"
expect 1 timp wrong.py p/T1-wrong
has_re err '^[^ ]+: not written$'
[ ! -e p/T1-wrong ] || die "a refused problem was written"
# A short search over both (the scripted policy, the GPU backend).
expect 0 "$KOPT" run -q -o t.kopt --backend gpu -T 2 p/T1-scaled-add p/T1-softmax-rows-inplace
sed -n '/^| L1/p' out | sed 's/^/# /'
expect 0 "$KOPT" replay t.kopt -q
has out "replay of run 1 in t.kopt: identical"
# The gates again on this GPU with the agent replies from the recording
# (kopt replay --measure live): the agents' requests carry the live times, so
# they are served by call slot; the replay completes (a verdict flipped by
# timing noise may still take it off the recorded path, where its asks are
# skipped) and kopt diff counts the verdicts on subjects both runs reached.
expect 0 "$KOPT" replay t.kopt --measure live --backend gpu --out live.kopt -q
has_re out '^  agent replies: [0-9]+ asked, [0-9]+ to the recorded request, [0-9]+ by call slot \(the request carried other live figures\), [0-9]+ skipped or live$'
sed -n 's/^  agent replies: /# measure live: agent replies: /p' out
set +e; "$KOPT" diff t.kopt live.kopt > diff.out 2>&1; rc=$?; set -e
[ "$rc" -le 1 ] || { cat diff.out; die "kopt diff exited $rc"; }
sed -n 's/^  verdicts: /# measure live: verdicts: /p' diff.out
