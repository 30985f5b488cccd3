# A process holds one problem's device memory, not every problem's it has
# searched (gpu_buffers.c, parking): CUPTI's kernel replay saves and
# restores the context's memory around every profile, so what earlier
# problems left behind made later profiles slow (on the H200, 2026-12-03, a
# KernelBench AlexNet candidate's profile took 0.1-0.4 s alone and 13-16 s
# after eight other problems in one run).  L3-causal-attention (777 MiB of
# buffers, plus its float64 model) is searched, then L1-softmax (64 MiB) in
# the same run: a line must say the first was parked, and the device memory
# in use at L1-softmax's profiles must be no more than in a run of
# L1-softmax alone plus 256 MiB, while the first problem's profiles held at
# least 512 MiB more than that (else the check could not fail).  The
# recording must replay identically.  Prints the figures.  Needs Triton and
# a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
BIG=$ROOT/datasets/problems/L3-causal-attention SMALL=$ROOT/datasets/problems/L1-softmax
export KOPT_GPU_TRACE=1
expect 0 "$KOPT" run -q -o alone.kopt --backend gpu -B 1 -T 1 "$SMALL"
cp err alone.err
expect 0 "$KOPT" run -q -o both.kopt --backend gpu -B 1 -T 1 "$BIG" "$SMALL"
cp err both.err
unset KOPT_GPU_TRACE
has_re both.err "^gpu: problem L1-softmax in use; 1 other problem\(s\) parked, [0-9]+ MiB given back$"
expect 0 "$KOPT" replay both.kopt -q
has out "replay of run 1 in both.kopt: identical"
python3 - <<'PY' || die "device memory after parking"
import re
mem = lambda text: [float(m) for m in re.findall(
    r"^profile: .*device memory in use (\d+) MiB", text, re.M)]
alone = mem(open("alone.err").read())
text = open("both.err").read()
cut = text.index("gpu: problem L1-softmax in use")
big, after = mem(text[:cut]), mem(text[cut:])
assert alone and big and after, ("profiles seen", len(alone), len(big), len(after))
print("# in use at profiles: L1-softmax alone %d-%d MiB; L3-causal-attention %d-%d MiB; "
      "L1-softmax after it %d-%d MiB" % (min(alone), max(alone), min(big), max(big),
                                          min(after), max(after)))
assert max(big) >= max(alone) + 512, "the first problem held too little for the check to mean anything"
assert max(after) <= max(alone) + 256, "L1-softmax's profiles ran beside the first problem's memory"
PY
grep "^gpu: problem" both.err | sed 's/^/# /'
