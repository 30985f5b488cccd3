# Vendor calls (and one call kopt cannot run): a linear layer's addmm with a
# 1-D bias (ATen runs cuBLASLt's bias epilogue, and so does kopt), Inductor's
# bias_addmm under max-autotune, baddbmm with alpha and beta, avg_pool3d on
# cuDNN, attention on cuBLAS and cuDNN, and an LSTM decomposed into GEMMs and
# generated kernels.  The importer refuses
# any folder whose outputs differ from PyTorch eager beyond rtol = atol =
# 1e-4.  With ncu present, the GEMM kernel kopt runs is named next to the one
# torch runs.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
ops() { python3 -c "import json; m=json.load(open('$1/manifest.json')); print(' '.join(s.get('op') or s['kind'] for s in m['steps']))"; }
imp linear_bias lin 1 matmul || { cat lin.log; die "linear import"; }
has_re lin.log '^lin: [0-9]+ steps \([0-9]+ kernels, [0-9]+ externs\), [0-9]+ outputs, max abs error vs eager [^ ,]+(, kopt/torch\.compile [0-9.]+)? -> p/lin$'
echo "# linear (default mode): steps $(ops p/lin); $(tail -1 lin.log)"
python3 - <<'PY'
import json
m = json.load(open("p/lin/manifest.json"))
s = [s for s in m["steps"] if s.get("op") == "addmm"]
assert s, "no addmm step: %s" % [x.get("op") for x in m["steps"]]
b = s[0]["args"]["bias"]
print("# linear addmm bias view: %s (1-D: cuBLASLt bias epilogue)" % b)
PY
imp baddbmm_scale bad 1 matmul || { cat bad.log; die "baddbmm import"; }
echo "# baddbmm: steps $(ops p/bad); $(tail -1 bad.log)"
if imp linear_bias lin-ma 1 matmul --mode max-autotune; then
	echo "# linear (max-autotune): steps $(ops p/lin-ma); $(tail -1 lin-ma.log)"
	grep -o 'extern_kernels\.[a-z_]*' p/lin-ma/manifest.json | sort -u | sed 's/^/# max-autotune call: /' || true
else
	cat lin-ma.log
	die "linear import (max-autotune)"
fi
if command -v ncu >/dev/null 2>&1; then
	ncu --csv --metrics gpu__time_duration.sum "$KOPT" exec p/lin --seed 0 --out lin.out \
		> ncu-kopt.csv 2> ncu-kopt.err || true
	python3 - <<'PY' > names.txt || true
import csv, torch, sys
sys.path.insert(0, ".")
names = set()
for row in csv.DictReader(l for l in open("ncu-kopt.csv") if l.startswith('"')):
    names.add(row.get("Kernel Name", ""))
kopt = sorted(n for n in names if "gemm" in n.lower() or "sm90" in n.lower())
lin = torch.nn.Linear(2048, 3072).cuda()
x = torch.randn(4096, 2048, device="cuda")
with torch.no_grad(), torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
    lin(x)
    torch.cuda.synchronize()
tor = sorted({e.name for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA})
print("# kopt's GEMM kernel: %s" % (kopt[:1] or ["(none seen by ncu)"])[0][:110])
print("# torch's kernel:     %s" % (tor[:1] or ["?"])[0][:110])
print("# same kernel: %s" % (bool(kopt) and kopt[0][:60] == tor[0][:60]))
PY
	cat names.txt
fi
# The ATen fallback avg_pool3d runs through cuDNN's average pooling: the
# import validates kopt's baseline against eager (1e-4), with the padding
# counted in the divisor and not.
imp avg_pool3d pool3d 1 pooling || { cat pool3d.log; die "avg_pool3d import"; }
grep -q '"op": "avg_pool3d"' p/pool3d/manifest.json || die "no avg_pool3d step in p/pool3d"
echo "# avg_pool3d (cuDNN): $(tail -1 pool3d.log)"
imp avg_pool3d_exclude_pad pool3d-ex 1 pooling || { cat pool3d-ex.log; die "avg_pool3d_exclude_pad import"; }
python3 -c "
import json; m = json.load(open('p/pool3d-ex/manifest.json'))
s, = [s for s in m['steps'] if s['kind'] == 'extern']
assert s['args']['count_include_pad'] == 0 and s['args']['padding'] == [1, 1, 1], s" || die "pool3d-ex step"
echo "# avg_pool3d, count_include_pad=False, padding 1: $(tail -1 pool3d-ex.log)"
# Scaled-dot-product attention (the efficient-attention ATen fallback) runs
# through cuBLAS and cuDNN: q, k, v whose batch and heads fold, a causal one
# cut from a projection (one GEMM batch per batch index), a broadcast mask.
for m in sdpa_plain sdpa_causal_proj sdpa_mask; do
	imp $m $m 3 attention || { cat $m.log; die "$m import"; }
	python3 -c "
import json; m = json.load(open('p/$m/manifest.json'))
s = [s for s in m['steps'] if s.get('op') == 'sdpa']
assert len(s) == 1, [x.get('op') or x['kind'] for x in m['steps']]
a = s[0]['args']
print('# $m: sdpa causal %d, bias %s, scale %.4g; steps %s' % (a['is_causal'],
      a['bias'] and a['bias']['strides'], a['scale'], ' '.join(x.get('op') or x['kind'] for x in m['steps'])))
" || die "$m: no sdpa step"
	echo "# $m: $(tail -1 $m.log)"
done
# A recurrent layer: Dynamo traces it (allow_rnn), Inductor decomposes it
# into GEMMs and gate kernels; the eager reference runs cuDNN's RNN in the
# matmul precision (rnn_fp32_precision).
imp lstm_small lstm 3 rnn --family "LSTM / GRU" || { cat lstm.log; die "LSTM import"; }
python3 -c "
import json; m = json.load(open('p/lstm/manifest.json'))
t = m['torch']
assert t['dynamo_allow_rnn'] is True and t['rnn_fp32_precision'] == 'ieee', t
ops = [s.get('op') or s['kind'] for s in m['steps']]
print('# LSTM: %d steps (%d mm, %d kernels), rnn_fp32_precision %s' % (len(ops),
      ops.count('mm') + ops.count('addmm'), ops.count('kernel'), t['rnn_fp32_precision']))
" || die "LSTM manifest"
echo "# LSTM: $(tail -1 lstm.log)"
# A call kopt cannot run (another ATen fallback) refuses the import, naming it.
if imp inv_fallback inv 1 linalg; then
	die "inv_fallback was imported; expected a refusal naming the ATen fallback"
fi
has_re inv.log "^$(ere "$ROOT/tests/gpu/modules/inv_fallback.py"): refused: (.+: )?[0-9]+ calls? kopt cannot run: line [0-9]+: .+\$"
echo "# matrix inverse refused: $(grep -o '[0-9]* calls\? kopt cannot run: .*' inv.log | head -1 | cut -c1-160)"
