# Inductor-aware synthesis (--synthesize) on the GPU backend.  The fixture
# tests/fixtures/full/relu-scale holds two adjacent generated kernels (a ReLU
# into buf0, then 2 * buf0 + x), written by hand in Inductor's form; their
# cubins are compiled here by the Triton helper, as Inductor would.  The
# scripted synthesizer fuses them; the fused kernel must pass the synthesis
# check on the GPU at rtol = atol = 1e-4 on seeds 0 and 42, under each
# synthesis.reference: eager (the default: the model with the fused kernel
# stitched in against the original model, after the group's guarded launch
# with buf0 poisoned so the fused kernel cannot read it) and unfused
# (against the two kernels run as they are); gate 3 runs the model with the
# group replaced, and each run replays identically.  Then a suite problem whose group vertical fusion cannot
# fuse (L1-huber-loss: a reduction and its finishing kernel): every attempt
# is recorded as failed and its kernels are searched one by one.
# Prints the group's time unfused and fused.  Needs torch, Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import torch, triton" 2>/dev/null || { echo "no torch or Triton here"; exit 77; }
cp -r "$ROOT/tests/fixtures/full/relu-scale" rs
python3 - "$ROOT/harness/gpu/triton_helper.py" <<'PY' || die "compiling the fixture's kernels"
import json, subprocess, sys
m = json.load(open("rs/manifest.json"))
h = subprocess.Popen([sys.executable, sys.argv[1]], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, text=True)
for s in m["steps"]:
    sig = {a["name"]: "*fp32" if "view" in a else "i32" for a in s["args"]}
    sig["XBLOCK"] = "constexpr"
    meta = {"signature": sig, "constants": {}, "configs": []}
    req = {"source": open("rs/" + s["source_file"]).read(), "entry": s["entry"],
           "triton_meta": meta, "num_warps": s["launch"]["num_warps"], "num_stages": 1,
           "constexprs": s["launch"]["constexprs"]}
    h.stdin.write(json.dumps(req) + "\n")
    h.stdin.flush()
    r = json.loads(h.stdout.readline())
    assert r.get("ok"), r
    s.update(triton_meta=meta, cubin_b64=r["cubin_b64"], cubin_name=r["name"],
             params=r["params"], scratch={"global": r["global_scratch"],
                                          "profile": r["profile_scratch"]})
h.stdin.close()
json.dump(m, open("rs/manifest.json", "w"), indent=1)
PY
for ref in eager unfused; do
expect 0 "$KOPT" run -q -o syn-$ref.kopt --backend gpu --synthesize -B 1 -T 1 \
	--set synthesis.reference=$ref rs
expect 0 "$KOPT" replay syn-$ref.kopt -q
has out "replay of run 1 in syn-$ref.kopt: identical"
python3 - syn-$ref.kopt $ref <<'PY' || die "the synthesized run ($ref)"
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
models = db.execute("select count(*) from observations where site='synthesis.model'").fetchone()[0]
assert (models > 0) == (sys.argv[2] == "eager"), (sys.argv[2], models)
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
syn, = o["synthesis"]
g = db.execute("select passed, detail from gate_results where gate='synthesis'").fetchall()
assert syn["passed"], (syn, [json.loads(d)["reason"] for _, d in g],
                       [json.loads(d)["reason"] for (d,) in db.execute(
                           "select detail from gate_results where passed=0")][:4])
g3 = db.execute("select passed, detail from gate_results where gate='gate3'").fetchall()
print("# relu-scale, synthesis.reference = %s: group %s unfused %.4f ms, fused %.4f ms "
      "(%.2fx); synthesis check: %s; gate 3 verdicts %s; outcome %s %.3fx" % (
          sys.argv[2], syn["group"], syn["baseline_ms"], syn["synthesized_ms"],
          syn["baseline_ms"] / syn["synthesized_ms"], json.loads(g[0][1])["reason"],
          [p for p, _ in g3], o["status"], o.get("speedup", 1)))
PY
done
expect 0 "$KOPT" run -q -o dec.kopt --backend gpu --synthesize -B 1 -T 1 \
	"$ROOT/datasets/problems/L1-huber-loss"
python3 - <<'PY' || die "the declined run"
import json, sqlite3
db = sqlite3.connect("dec.kopt")
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
syn, = o["synthesis"]
assert not syn["passed"] and syn["attempts"] == 4, syn
assert "fuse_0" not in o["subkernels"] and len(o["subkernels"]) == 2, o["subkernels"]
print("# L1-huber-loss: synthesis declined (%d attempts), kernels searched one by one; "
      "outcome %s" % (syn["attempts"], o["status"]))
PY
