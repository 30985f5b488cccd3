# Helion kernels (datasets/importer/helion_import.py): the example
# datasets/importer/examples/helion/scaled_add.py is compiled by Helion for
# its one configuration, its launch recorded and written as a standalone
# Triton problem, which kopt_import.py --triton imports (checked against the
# reference at rtol = atol = 1e-4, seeds 0 and 42) and kopt searches briefly.
# Needs torch, Triton, a GPU and Helion: Helion is not in the H200 image, so
# KOPT_HELION_WHEELS=DIR names a folder of wheels from PyPI (helion and its
# dependencies the image lacks, `pip download --no-deps helion==1.5.0 rich
# filecheck psutil markdown-it-py mdurl pygments`; 1.5.1 does not import with
# torch 2.11) installed here into the case's folder
# without the network and without resolving the rest (numpy and
# typing-extensions come with torch; scikit-learn is imported only by Helion's
# surrogate autotuners, which a one-configuration compile never runs).
# Skipped, saying so, without.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
if ! python3 -c "import helion" 2>/dev/null; then
	[ -n "${KOPT_HELION_WHEELS:-}" ] || { echo "no Helion here and no KOPT_HELION_WHEELS"; exit 77; }
	pip install -q --no-index --no-deps --target site "$KOPT_HELION_WHEELS"/*.whl > pip.log 2>&1 ||
		{ cat pip.log; die "installing Helion from $KOPT_HELION_WHEELS"; }
	export PYTHONPATH=$PWD/site${PYTHONPATH:+:$PYTHONPATH}
	python3 -c "import helion" > hi.log 2>&1 || { cat hi.log; die "Helion installed but not importable"; }
fi
echo "# Helion $(python3 -c 'import helion, importlib.metadata as m; print(m.version("helion"))'), torch $(python3 -c 'import torch; print(torch.__version__)'), Triton $(python3 -c 'import triton; print(triton.__version__)')"
EX=$ROOT/datasets/importer/examples/helion
python3 "$ROOT/datasets/importer/helion_import.py" "$EX/scaled_add.py" h1.py > hel.log 2>&1 ||
	{ cat hel.log; die "helion_import scaled_add"; }
sed 's/^/# /' hel.log
grep -q "^KOPT_PROBLEM = " h1.py || die "h1.py has no KOPT_PROBLEM"
python3 "$ROOT/datasets/importer/kopt_import.py" --triton h1.py --kopt "$KOPT" --out p/H1-scaled-add > imp.log 2>&1 ||
	{ cat imp.log; die "kopt_import --triton of Helion's code"; }
sed 's/^/# /' imp.log
expect 0 "$KOPT" run -q -o h.kopt --backend gpu -T 2 p/H1-scaled-add
sed -n '/^| L1/p' out | sed 's/^/# /'
expect 0 "$KOPT" replay h.kopt -q
has out "replay of run 1 in h.kopt: identical"
# A reference that disagrees (0.5 -> 0.25) is refused before anything is written.
sed 's/return x + 0.5 \* y/return x + 0.25 * y/' "$EX/scaled_add.py" > wrong.py
grep -q '0.25 \* y' wrong.py || die "the wrong reference was not made"
expect 1 python3 "$ROOT/datasets/importer/helion_import.py" wrong.py w.py
has_re err '^wrong\.py: refused: output [0-9]+ differs from the reference beyond rtol = atol = [^ ]+ \(max abs error [^ ]+\)$'
[ ! -e w.py ] || die "a refused Helion import was written"
