# The tutorial problems (datasets/tutorials/README.md): the 10 Triton
# tutorials of a triton-lang/triton checkout (v3.6.0) named by
# KOPT_TRITON_SRC and the 10 Helion examples of a pytorch/helion checkout
# (v1.5.0) named by KOPT_HELION_SRC are extracted (test_tutorials.py on the
# real checkouts: every Triton kernel compiled for sm_90a), imported by
# import_tutorials.sh (each checked against its reference at rtol = atol =
# 1e-4, seeds 0 and 42, and against the unmodified kernel as Triton
# launches it, and timed against that launch;
# a Helion kernel with the configuration Helion would run, which autotunes:
# HELION_AUTOTUNE_EFFORT=quick shortens it), searched briefly in
# single-kernel mode, replayed identically, and reported in Table 1's
# tutorial rows and Table 9; the matmul tutorial's tile is searched and a
# candidate of another tile passes gate 2.  Needs torch, Triton and a GPU,
# Helion for the Helion ones (KOPT_HELION_WHEELS=DIR as g_helion.sh);
# skipped, saying so, without the checkouts.  All twenty take longer than one 10-minute command
# (about 30 s an import, plus Helion's autotuning): KOPT_GPU_TUTORIALS=ID,...
# imports and searches those alone (import_tutorials.sh --only).
. "$ROOT/tests/gpu/lib.sh"
[ -n "${KOPT_TRITON_SRC:-}${KOPT_HELION_SRC:-}" ] ||
	{ echo "neither KOPT_TRITON_SRC nor KOPT_HELION_SRC names a tutorial checkout"; exit 77; }
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
args=() want=0
if [ -n "${KOPT_TRITON_SRC:-}" ]; then args+=(--triton "$KOPT_TRITON_SRC"); want=$((want + 10)); fi
if [ -n "${KOPT_HELION_SRC:-}" ]; then
	if ! python3 -c "import helion" 2>/dev/null; then
		[ -n "${KOPT_HELION_WHEELS:-}" ] || { echo "no Helion here and no KOPT_HELION_WHEELS"; exit 77; }
		pip install -q --no-index --no-deps --target site "$KOPT_HELION_WHEELS"/*.whl > pip.log 2>&1 ||
			{ cat pip.log; die "installing Helion from $KOPT_HELION_WHEELS"; }
		export PYTHONPATH=$PWD/site${PYTHONPATH:+:$PYTHONPATH}
	fi
	args+=(--helion "$KOPT_HELION_SRC"); want=$((want + 10))
fi
if [ -n "${KOPT_GPU_TUTORIALS:-}" ]; then
	args+=(--only "$KOPT_GPU_TUTORIALS")
	want=$(echo "$KOPT_GPU_TUTORIALS" | tr , '\n' | grep -c .)
fi
python3 "$ROOT/datasets/importer/test_tutorials.py" > tt.log 2>&1 || { cat tt.log; die "test_tutorials"; }
grep '^skip ' tt.log | sed 's/^/# /' || true
"$ROOT/datasets/importer/import_tutorials.sh" "${args[@]}" --out p --work w "$KOPT" > imp.log 2>&1
sed 's/^/# /' imp.log
got=$(ls -d p/TT-* p/HT-* 2>/dev/null | wc -l)
[ "$got" -eq "$want" ] || die "$got of $want tutorial problems imported"
for d in p/*; do
	python3 -c "import json, sys; m = json.load(open(sys.argv[1] + '/manifest.json')); assert m['family'] in ('triton-tutorial', 'helion-tutorial') and len(m['steps']) == 1, m['id']" "$d" ||
		die "$d is no one-step tutorial problem"
	python3 -c "import json, sys; l = json.load(open(sys.argv[1] + '/manifest.json'))['validation']['launch']; assert l['max_abs_err'] <= 1e-4, l" "$d" ||
		die "$d: no check against the kernel launched by Triton within 1e-4"
done
# A Helion example the shipped configurations file holds (autotuned from the
# same example text, on this GPU, with this Helion and effort) is compiled
# with that configuration, not autotuned again, and its name says so.
gpu_name=$(python3 -c "import torch; print(torch.cuda.get_device_name())")
for d in p/HT-*; do
	[ -d "$d" ] || continue
	python3 - "$d" "$ROOT/datasets/tutorials/helion-configs.json" "$gpu_name" <<'PY' || die "$d: the kept configuration was not the one compiled"
import hashlib, importlib.metadata, json, os, sys
m = json.load(open(os.path.join(sys.argv[1], "manifest.json")))
e = json.load(open(sys.argv[2]))["configs"].get(m["id"])
sha = hashlib.sha256(open("w/helion/%s.py" % m["id"], "rb").read()).hexdigest()
if e and (e["example_sha256"], e["gpu"], e["helion"], e["effort"]) == (
        sha, sys.argv[3], importlib.metadata.version("helion"),
        os.environ.get("HELION_AUTOTUNE_EFFORT", "full")):
    want = "kept in helion-configs.json: " + json.dumps(e["config"], sort_keys=True)
    assert want in m["name"], (m["name"], want)
    print("# %s: compiled with its kept configuration" % m["id"])
PY
done
# The matmul tutorial's grid is kopt's GEMM form's (GemmGrid): coordesc
# moves its tile, and a candidate with another BLOCK_M or BLOCK_N passes
# gate 2 only if the backend launched the grid that tile needs.
if [ -d p/TT-matmul ]; then
	expect 0 "$KOPT" run -q -o mm.kopt --backend gpu --llm coordesc -T 2 p/TT-matmul
	python3 - mm.kopt p/TT-matmul/manifest.json <<'PY' || die "TT-matmul: no candidate of another tile passed gate 2"
import json, sqlite3, sys
base = json.load(open(sys.argv[2]))["steps"][0]["launch"]
assert base.get("grid_type") == "GemmGrid", base
base = (base["constexprs"]["BLOCK_M"], base["constexprs"]["BLOCK_N"])
db = sqlite3.connect(sys.argv[1])
rows = db.execute(
    "SELECT g.passed, CAST(b.data AS TEXT) FROM gate_results g JOIN candidates c "
    "ON c.run = g.run AND c.problem_id = g.problem_id AND c.id = g.subject "
    "JOIN blobs b ON b.id = c.content WHERE g.problem_id = 'TT-matmul' AND g.gate = 'gate2'")
moved = [(p, (cx["BLOCK_M"], cx["BLOCK_N"], cx["BLOCK_K"])) for p, cx in
         ((p, json.loads(d)["launch"]["constexprs"]) for p, d in rows)
         if (cx["BLOCK_M"], cx["BLOCK_N"]) != base]
print("# TT-matmul: gate 2 on tiles %s" % ", ".join(
    "%dx%dx%d %s" % (t + ("passed" if p else "failed",)) for p, t in moved))
assert any(p for p, _ in moved)
PY
fi
expect 0 "$KOPT" run -q -o t.kopt --backend gpu -T 2 p/*
expect 0 "$KOPT" replay t.kopt -q
has out "replay of run 1 in t.kopt: identical"
expect 0 "$KOPT" report t.kopt
# each suite's row counts the problems imported of it (10, or those of
# KOPT_GPU_TUTORIALS), beside the paper's counts
nt=$(ls -d p/TT-* 2>/dev/null | wc -l) nh=$(ls -d p/HT-* 2>/dev/null | wc -l)
[ "$nt" -eq 0 ] || has_re out "^\| Triton tutorials \| $nt \| [0-9]+ \| .* \| 4 of 10 \| 1\.70× \(matmul\) \|\$"
[ "$nh" -eq 0 ] || has_re out "^\| Helion tutorials \| $nh \| [0-9]+ \| .* \| 5 of 10 \| 1\.08× \(conv2d\) \|\$"
grep -E '^\| (Triton|Helion) tut' out | sed 's/^/# /'
