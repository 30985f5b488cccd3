# A convolution past cuDNN's legacy limit (harness/gpu/gpu_dnn.c, conv_descs):
# a 1x1 Conv2d with bias whose output holds 2^31 elements (KernelBench
# L1-087's size; on the H200 kopt refused it with CUDNN_STATUS_NOT_SUPPORTED
# from the legacy descriptor before this).  It must import (kopt's output
# within 1e-4 of eager's on seeds 0 and 42, IEEE float32 convolutions so the
# check is eager's own arithmetic), its engine must come from torch's
# backend-API sources, not the legacy ones, and the bias must be added over
# chunks of the batch.  About 30 GB of GPU memory.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
torch_cudnn
unset KOPT_CUDNN_CONV
imp conv1x1_large big 1 conv --no-float64 --no-time --cudnn-fp32 ieee ||
	{ tail -30 big.log; die "the 2^31-element convolution did not import"; }
grep -m1 'max abs error vs eager' big.log | sed 's/^/# /'
KOPT_GPU_TRACE=1 "$KOPT" exec p/big --seed 0 --out run-big > run-big.log 2>&1 ||
	{ tail -20 run-big.log; die "kopt exec p/big"; }
line=$(grep -m1 '^conv ' run-big.log) || { tail -20 run-big.log; die "kopt printed no conv plan"; }
echo "# engine: $line"
case "$line" in
"conv "*": torch's "*) ;;
*) die "not one of torch's backend-API engines: $line" ;;
esac
