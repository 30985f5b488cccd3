# Attention in blocks of query rows (FORMAT.md, sdpa): when the scores and
# probabilities pass the budget, kopt runs the queries in blocks, each its
# own GEMMs, mask and softmax.  g_blas.sh's three attention modules (folded
# batch and heads; causal, one GEMM batch per batch index; a broadcast
# mask) imported under a budget so small (KOPT_SDPA_SCORES_BYTES) that they
# run in several blocks, the last one shorter: the importer checks kopt's
# output against eager (rtol = atol = 1e-4), and kopt's output without the
# budget, the whole matrix at once, agrees within 1e-5.  Then one module
# whose scores pass the default budget (and cuDNN's int sizes), imported and
# checked against eager the same way.  Last, attention over a
# sequence-first input (KernelBench L3-028's layout): its GEMMs loop over
# the 4 heads, a batch of 64 each, not over the 64 batch indices.
# KOPT_GPU_TRACE=1 makes kopt print each sdpa plan's blocks and loops.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
torch_cudnn
# Only the runs below that set it have a budget of their own.
unset KOPT_SDPA_SCORES_BYTES
# blocks DIR OUT: run problem DIR (seed 0) into OUT with kopt's trace on; the
# sdpa plan's line "N query rows in K blocks of R (last T)" as "N K R T".
blocks() {
	KOPT_GPU_TRACE=1 "$KOPT" exec "$1" --seed 0 --out "$2" > "$2.log" 2>&1 ||
		{ cat "$2.log"; die "kopt exec $1"; }
	sed -n 's/^sdpa [^:]*: \([0-9]*\) query rows in \([0-9]*\) blocks of \([0-9]*\) (last \([0-9]*\)).*/\1 \2 \3 \4/p' "$2.log" | head -1
}
# same A B: the largest difference between the outputs of two kopt exec
# folders, relative to 1 + |B|; fails past 1e-5.
same() {
	python3 - "$1" "$2" <<'PY'
import json, sys
import numpy as np
a, b = sys.argv[1], sys.argv[2]
outs = json.load(open(b + "/index.json"))["outputs"]
worst = 0.0
for o in outs:
    x = np.fromfile(a + "/" + o["file"], o["dtype"]).astype(np.float64)
    y = np.fromfile(b + "/" + o["file"], o["dtype"]).astype(np.float64)
    assert x.shape == y.shape and x.size > 0, (o, x.shape, y.shape)
    assert not np.isnan(x).any() and not np.isnan(y).any(), o
    worst = max(worst, float(np.max(np.abs(x - y) / (1 + np.abs(y)))))
print("%.3g" % worst)
assert worst <= 1e-5, "blocked and whole differ by %g" % worst
PY
}
# 480 KiB: 48 query rows of sdpa_mask (2 x 4 heads x 160 keys x 4 bytes x 2 a
# row: 128 = 48 + 48 + 32), 7 of sdpa_plain and sdpa_causal_proj (4 x 8 x
# 256 keys: 256 = 36 x 7 + 4).
SMALL=491520
for m in sdpa_plain sdpa_causal_proj sdpa_mask; do
	KOPT_SDPA_SCORES_BYTES=$SMALL imp $m $m 3 attention --no-float64 --no-time ||
		{ cat $m.log; die "$m import in blocks"; }
	read -r L K R T <<< "$(KOPT_SDPA_SCORES_BYTES=$SMALL blocks p/$m blk-$m)"
	[ -n "${T:-}" ] || { cat blk-$m.log; die "$m: kopt printed no sdpa blocks"; }
	[ "$K" -gt 2 ] && [ "$T" -lt "$R" ] && [ $(((K - 1) * R + T)) -eq "$L" ] ||
		die "$m: $L rows in $K blocks of $R, last $T: expected several, the last shorter"
	read -r _ K1 R1 _ <<< "$(blocks p/$m whole-$m)"
	[ "${K1:-}" = 1 ] && [ "$R1" = "$L" ] ||
		{ cat whole-$m.log; die "$m without the budget: '$K1' blocks of '$R1'"; }
	d=$(same blk-$m whole-$m) || die "$m: blocked and whole outputs differ: $d"
	echo "# $m: $L query rows in $K blocks of $R (last $T) vs eager: $(grep -o 'max abs error vs eager [^ ,]*' $m.log); vs whole: $d"
done
# Past the default budget (512 MiB): 2 x 1 x 32 x 8192 x 8192 x 4 bytes =
# 16 GiB, 2 MiB a query row, so 256 rows a block; 2^31 scores, which kopt
# refused before blocking (cuDNN's int sizes).
imp sdpa_large large 1 attention --no-float64 --no-time || { cat large.log; die "sdpa_large import"; }
read -r L K R T <<< "$(blocks p/large big)"
[ "$L $K $R $T" = "8192 32 256 256" ] || { cat big.log; die "sdpa_large: blocks '$L $K $R $T', expected 8192 rows in 32 blocks of 256"; }
echo "# sdpa_large (1 x 32 x 8192 x 8192): $K blocks of $R rows vs eager: $(grep -o 'max abs error vs eager [^ ,]*' large.log)"
imp sdpa_seq_first seqf 3 attention --no-float64 --no-time || { cat seqf.log; die "sdpa_seq_first import"; }
KOPT_GPU_TRACE=1 "$KOPT" exec p/seqf --seed 0 --out sf > sf.log 2>&1 || { cat sf.log; die "kopt exec p/seqf"; }
grep -q 'GEMMs in 4 loops (one per head) of batch 64' sf.log ||
	{ cat sf.log; die "sdpa_seq_first: expected 4 loops, one per head, of a batch of 64"; }
echo "# sdpa_seq_first (64 batch indices, 4 heads, sequence first): $(grep -o 'GEMMs in [^)]*) of batch [0-9]*' sf.log | head -1); vs eager: $(grep -o 'max abs error vs eager [^ ,]*' seqf.log)"
