# The device generator gives the CPU generator's bits: a problem that copies
# its inputs out, run on the GPU, equals `kopt inputs` byte for byte.
. "$ROOT/tests/gpu/lib.sh"
for s in 0 7; do
	expect 0 "$KOPT" exec "$GPUFIX/cuda-copy" --seed $s --out gpu$s
	expect 0 "$KOPT" inputs "$GPUFIX/cuda-copy" --seed $s --out cpu$s
	cmp gpu$s/out0.bin cpu$s/arg0_1.bin || die "seed $s: randn differs between device and CPU"
	cmp gpu$s/out1.bin cpu$s/arg1_1.bin || die "seed $s: uniform differs between device and CPU"
done
echo "# generator: 1,000,021 values per seed identical on device and CPU (seeds 0, 7)"
