# cuBLAS mm with a transposed-weight view, then a CUDA epilogue: kopt's output
# equals relu(x @ w.T + b) computed in float64 by numpy, at rtol = atol = 1e-4.
. "$ROOT/tests/gpu/lib.sh"
expect 0 "$KOPT" exec "$GPUFIX/cuda-gemm-bias-relu" --seed 0 --out o
expect 0 "$KOPT" inputs "$GPUFIX/cuda-gemm-bias-relu" --seed 0 --out i
python3 - <<'PY'
import numpy as np
w = np.fromfile("i/arg0_1.bin", np.float32).reshape(1024, 1024).astype(np.float64)
b = np.fromfile("i/arg1_1.bin", np.float32).astype(np.float64)
x = np.fromfile("i/arg2_1.bin", np.float32).reshape(512, 1024).astype(np.float64)
ref = np.maximum(x @ w.T + b, 0)
got = np.fromfile("o/out0.bin", np.float32).reshape(512, 1024)
tol = np.max(np.abs(got - ref) / (1 + np.abs(ref)))
print("# gemm+bias+relu vs float64 numpy: allclose_min_tol %.3g" % tol)
assert tol <= 1e-4, tol
PY
