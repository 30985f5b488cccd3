# An sdpa step (scaled-dot-product attention, the ATen fallback kopt runs
# through cuBLAS and cuDNN, FORMAT.md): its views are checked on load, a
# problem with one is searched and replayed (the test double times the vendor
# step), and --all-subkernels keeps it a vendor call, saying why.  The
# importer's reader of the call is tested by datasets/importer/test_parse.py,
# the GPU's run of it against eager by tests/gpu/g_blas.sh.
. "$OLDPWD/tests/cli/lib.sh"
F=$OLDPWD/tests/fixtures/full/sdpa-relu
expect 0 "$KOPT" inputs "$F" --seed 0 --out in
refused_copy "$F" nobuf 'm["steps"][0]["args"]["k"]["buffer"] = "buf7"' \
	'steps[0].args.k.buffer: no buffer named buf7'
refused_copy "$F" past 'm["steps"][0]["args"]["v"]["offset"] = 10**6' \
	'steps[0].args.v: the view reaches element 1012160 of arg0_1, whose storage holds 12288'
refused_copy "$F" text 'm["steps"][0]["args"]["scale"] = "1/8"' \
	'steps[0].args.scale: expected a view, a number or a list of integers'
expect 0 "$KOPT" run -q -o sdpa.kopt --backend "$DOUBLE" -T 2 "$F"
expect 0 "$KOPT" report sdpa.kopt
has out "| L3 | full-sdpa-relu | 1.00× | MAT | attention |  |"
expect 0 "$KOPT" replay sdpa.kopt -q
has out "replay of run 1 in sdpa.kopt: identical"
# Under --all-subkernels the attention call has no Triton form: it stays the
# vendor call, listed with the reason in the outcome.
expect 0 "$KOPT" run -q -o all.kopt --backend "$DOUBLE" -T 1 --all-subkernels "$F"
kept=$(sql all.kopt "select json_extract(outcome, '\$.vendor_kept') from outcomes")
[ "$kept" = '[{"step":"sdpa_0","why":"sdpa has no Triton form (kopt defines one for mm, addmm, bmm and baddbmm)"}]' ] ||
	die "vendor_kept under --all-subkernels: $kept"
echo "sdpa manifest: loaded, 3 broken ones refused, searched and replayed, kept a vendor call under --all-subkernels"
