#!/usr/bin/env bash
# How datasets/recordings/first-h200.kopt was made, on the H200 (one GPU,
# torch and Triton installed), from a checkout with kopt built:
#   1. import the three problems of datasets/modules (the importer checks each
#      baseline against PyTorch eager at rtol = atol = 1e-4 and refuses one
#      that fails);
#   2. make test-gpu;
#   3. a live run of the three problems with the scripted policy, B = 2, T = 2,
#      Inductor's default compile mode as the baseline;
#   4. replay it there too, and write everything under OUT.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-/tmp/kopt-first}
mkdir -p "$OUT"
imp() {
	rm -rf "datasets/problems/$2"
	python3 datasets/importer/kopt_import.py "datasets/modules/$1.py" --id "$2" \
		--level "$3" --category "$4" --mode default --kopt ./kopt \
		--out "datasets/problems/$2" 2>&1 | tee "$OUT/import-$2.log"
}
mkdir -p datasets/problems
imp pointwise_chain L1-pointwise-chain 1 pointwise
imp softmax L1-softmax 1 reduction
imp linear_gelu L2-linear-gelu 2 matmul
KOPT_GPU_SKIP_IMPORT=1 tests/gpu/run.sh 2>&1 | tee "$OUT/test-gpu.txt" || true
start=$(date +%s)
./kopt run -o "$OUT/first-h200.kopt" --name "first: 3 problems, scripted, B=2 T=2, default mode" \
	--backend gpu -B 2 -T 2 datasets/problems/L1-pointwise-chain \
	datasets/problems/L1-softmax datasets/problems/L2-linear-gelu 2>&1 | tee "$OUT/run.txt"
echo "live run: $(( $(date +%s) - start )) s" | tee -a "$OUT/run.txt"
./kopt replay "$OUT/first-h200.kopt" -q 2>&1 | tee "$OUT/replay.txt"
tar -cf "$OUT/problems.tar" datasets/problems
