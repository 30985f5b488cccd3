# The restructure policy's rewritten kernels compile with Triton for the
# H200 (sm_90) on the CPU, as the GPU backend's compile helper
# (harness/gpu/triton_helper.py, KOPT_TRITON_TARGET) compiles a candidate:
# each golden source of tests/fixtures/restructure (the exact text the
# rewrites write for a real Inductor kernel of datasets/problems; the unit
# test test_restructure holds them to it) with its problem's triton_meta
# (Inductor's signature) and the constexprs its launch passes.  A loop
# schedule's golden (schedule_*: tl.range's num_stages or
# loop_unroll_factor, the parent's launch) must also compile to another
# cubin than the original's.  Inductor's
# kernels import torch._inductor.runtime; where torch is missing its
# helpers come from the stand-in beside the goldens (pylib/).
# Skipped, saying why, where Triton is not installed, or where Triton here
# cannot compile the original Inductor kernel for sm_90 (then the check
# would say nothing about the rewrite).
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
python3 -c 'import triton' 2>/dev/null ||
	skip "no Triton for python3 (./setup.sh installs Triton 3.6.0): the rewritten kernels' compile is not checked"
export TRITON_CACHE_DIR=$PWD/triton-cache
python3 -c 'import torch' 2>/dev/null || export PYTHONPATH=$ROOT/tests/fixtures/restructure/pylib
export KOPT_TRITON_TARGET=cuda:90:32:232448
# golden, problem, kernel, persistent row block (0: looped)
cat > cases <<'EOF'
persistent_sum_dim L1-sum-dim triton_red_fused_sum_0 256
persistent_layernorm L1-layernorm triton_red_fused_native_layer_norm_0 4096
persistent_vit_softmax L3-vit-block triton_red_fused_amax_exp_mul_reciprocal_sub_sum_view_4 256
looped_mean_dim L1-mean-dim triton_per_fused_mean_0 0
looped_swish_sum L2-gemm-swish-sum triton_per_fused_addmm_mul_sigmoid_sum_0 0
schedule_stages2_layernorm L1-layernorm triton_red_fused_native_layer_norm_0 0
schedule_stages3_vit_softmax L3-vit-block triton_red_fused_amax_exp_mul_reciprocal_sub_sum_view_4 0
schedule_unroll2_sum_dim L1-sum-dim triton_red_fused_sum_0 0
schedule_unroll4_layernorm L1-layernorm triton_red_fused_native_layer_norm_0 0
EOF
# req SOURCE PROBLEM ENTRY ROW [R0_BLOCK]: the helper's request for SOURCE
# compiled as ENTRY of PROBLEM with the step's launch constexprs; a
# persistent kernel (ROW > 0) gets R0_BLOCK (default ROW) and XBLOCK within
# Inductor's 4,096 elements a block.
req() {
	python3 - "$ROOT" "$@" <<'PY'
import json, sys
root, src, prob, entry, row = sys.argv[1:6]
row = int(row)
r0 = int(sys.argv[6]) if len(sys.argv) > 6 else row
m = json.load(open("%s/datasets/problems/%s/manifest.json" % (root, prob)))
step = next(s for s in m["steps"] if s.get("entry") == entry)
launch = step["launch"]
cx = dict(launch["constexprs"])
if row:
    x = cx["XBLOCK"]
    while x > 1 and x * row > 4096:
        x //= 2
    cx = {"XBLOCK": x, "R0_BLOCK": r0}
print(json.dumps({"source": open(src).read(), "entry": entry, "num_warps": launch["num_warps"],
                  "num_stages": launch.get("num_stages", 1), "triton_meta": step["triton_meta"],
                  "constexprs": cx}))
PY
}
# compiled REPLY: the helper compiled it, or the first line of its error.
compiled() {
	python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print("ok" if r.get("ok") is True else r.get("error", "no error").split("\n")[0])' "$1"
}
HELPER=$ROOT/harness/gpu/triton_helper.py
n=0
while read -r golden prob entry row; do
	# The original first: if Triton here cannot compile it, say so and skip.
	orig=$ROOT/datasets/problems/$prob/$entry.py
	req "$orig" "$prob" "$entry" 0 > orig.json
	python3 "$HELPER" < orig.json > orig-reply.json 2> orig-err.txt
	r=$(compiled orig-reply.json)
	[ "$r" = ok ] || skip "Triton here cannot compile the original $entry for sm_90: $r"
	src=$ROOT/tests/fixtures/restructure/$golden.py
	[ -f "$src" ] || die "no golden $src"
	req "$src" "$prob" "$entry" "$row" > "$golden.json"
	python3 "$HELPER" < "$golden.json" > "$golden-reply.json" 2> "$golden-err.txt"
	r=$(compiled "$golden-reply.json")
	[ "$r" = ok ] || die "$golden.py does not compile for sm_90: $r"
	python3 -c 'import json, sys
a = json.load(open(sys.argv[1]))["params"]; b = json.load(open(sys.argv[2]))["params"]
sys.exit(a != b)' orig-reply.json "$golden-reply.json" ||
		die "$golden.py: the compiled entry's parameters differ from the original's"
	case $golden in
	schedule_*)
		# A loop schedule (the parent's launch) compiles to other code than
		# the original's: Triton took tl.range's arguments.
		python3 -c 'import json, sys
a = json.load(open(sys.argv[1]))["cubin_b64"]; b = json.load(open(sys.argv[2]))["cubin_b64"]
sys.exit(a == b)' orig-reply.json "$golden-reply.json" ||
			die "$golden.py compiles to the original's cubin: the schedule changed nothing"
		;;
	esac
	if [ "$row" -gt 0 ]; then
		# The source holds the launch to the whole row: R0_BLOCK / 2 is refused.
		req "$src" "$prob" "$entry" "$row" $((row / 2)) > half.json
		python3 "$HELPER" < half.json > half-reply.json 2> /dev/null
		case $(compiled half-reply.json) in
		*ssert*) ;;
		*) die "$golden.py compiled with R0_BLOCK = $((row / 2)): $(compiled half-reply.json)" ;;
		esac
	fi
	n=$((n + 1))
done < cases
[ "$n" -eq 9 ] || die "only $n of 9 goldens checked"
echo "9 rewritten kernels compile for sm_90, with the original's parameters"
