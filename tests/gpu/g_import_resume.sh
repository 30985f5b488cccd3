# An import stopped after its compiles goes on from its checkpoint
# (kopt_import.py --checkpoint), and a max-autotune import reuses the default
# mode's float64 model (--float64-from):
#   - stopped right after writing the checkpoint (KOPT_IMPORT_STOP_AT, as a
#     --deadline's SIGINT would): exit 130, no folder, no --result, the
#     checkpoint kept;
#   - run again: "resumed from checkpoint", imported and verified, the
#     checkpoint removed, --result's checkpoint_s the compiles' seconds and
#     the manifest's compile seconds the checkpoint's;
#   - a checkpoint of another build is discarded, saying so, and built afresh;
#   - in max-autotune with --float64-from the default mode's folder: "float64
#     model reused", verified, its manifest's mode default.
# Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
M=$ROOT/datasets/modules/gemm_relu_scale.py
imp2() { # OUT CKPT LOG [ARGS...]
	local out=$1 ck=$2 log=$3; shift 3
	python3 "$ROOT/datasets/importer/kopt_import.py" "$M" --id T-resume --level 2 --category matmul \
		--kopt "$KOPT" --out "$out" --checkpoint "$ck" --no-time "$@" > "$log" 2>&1
}
set +e
KOPT_IMPORT_STOP_AT=checkpoint imp2 p/a ck stop.log --result r.json
rc=$?
set -e
[ "$rc" -eq 130 ] || { cat stop.log; die "a stop after the checkpoint exited $rc, not 130"; }
[ ! -e p/a ] && [ ! -e r.json ] || die "a stopped import wrote its folder or --result"
[ -f ck/checkpoint.json ] && [ -f ck/problem/manifest.json ] && [ -f ck/problem/float64/manifest.json ] ||
	{ cat stop.log; ls -R ck || true; die "no whole checkpoint after the stop"; }
has_re stop.log "^.*: interrupted; nothing written; checkpoint kept$"
cp ck/checkpoint.json saved.json
imp2 p/a ck resume.log --result r.json || { cat resume.log; die "the resumed import"; }
has_re resume.log "^resumed from checkpoint ck: its compiles \(compile [0-9.]+ s, .*\) not run again$"
[ ! -e ck ] || die "the checkpoint outlived the import"
python3 - <<'PY'
import json
saved = json.load(open("saved.json"))["phases"]
r = json.load(open("r.json"))
m = json.load(open("p/a/manifest.json"))
assert r["status"] == "imported", r
assert abs(r["checkpoint_s"] - sum(saved.values())) < 0.02, (r["checkpoint_s"], saved)
assert abs(m["validation"]["compile"]["s"] - saved["compile"]) < 0.02, (m["validation"], saved)
assert "float64" in m, m.keys()
print("# resumed: checkpoint_s %.1f (%s), max abs err %s" % (
    r["checkpoint_s"], ", ".join("%s %.1f s" % kv for kv in saved.items()), r["max_abs_err"]))
PY
# another build's checkpoint: discarded, built afresh
set +e
KOPT_IMPORT_STOP_AT=checkpoint imp2 p/b ck stop2.log
set -e
python3 -c "import json; p='ck/checkpoint.json'; d=json.load(open(p)); d['key']='0'*64; json.dump(d, open(p,'w'))"
imp2 p/b ck stale.log || { cat stale.log; die "the import after a stale checkpoint"; }
has stale.log "note: checkpoint ck discarded: made by another build (the module, the importer, torch or a setting changed)"
lacks stale.log "resumed from checkpoint"
echo "# a stale checkpoint: discarded and built afresh"
# max-autotune, the float64 model reused from the default mode's folder
imp2 p/c ck2 ma.log --mode max-autotune --float64-from p/a || { cat ma.log; die "the max-autotune import"; }
has ma.log "float64 model reused from p/a"
python3 - <<'PY'
import json
m = json.load(open("p/c/manifest.json"))
m64 = json.load(open("p/c/float64/manifest.json"))
assert m["torch"]["compile_mode"] == "max-autotune", m["torch"]
assert m64["torch"]["compile_mode"] == "default", m64["torch"]
print("# max-autotune: float64 model reused from the default mode's and verified")
PY
