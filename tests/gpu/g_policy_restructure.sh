# The restructure policy (--llm restructure) live on the GPU backend, on a
# committed problem with a looped reduction: L1-layernorm's
# triton_red_fused_native_layer_norm_0 (two loops over rows of 4,096: a
# Welford pass, then the normalization, which reads the row again).  With
# two chains and one iteration, chain A's plan is make_persistent (the row
# in one block of 4,096, read once) and chain B's loop_stages_2 (both row
# loops software-pipelined in 2 stages, the launch unchanged): each
# candidate must compile, launch and pass gate 2 on the GPU, as every
# candidate of a model would.  Every llm answer names the policy, and the
# run replays identically.  Prints the rewritten kernels' plans beside the
# baseline kernel's time.  Needs Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
P=$ROOT/datasets/problems/L1-layernorm
expect 0 "$KOPT" run -q -o rs.kopt --backend gpu --llm restructure -B 2 -T 1 "$P"
expect 0 "$KOPT" replay rs.kopt -q
has out "replay of run 1 in rs.kopt: identical"
python3 - rs.kopt <<'PY' || die "the restructure run"
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
blob = lambda i: bytes(db.execute("select data from blobs where id=?", (i,)).fetchone()[0])
plans = {}
for cid, plan in db.execute("select id, plan from candidates where iteration=1"):
    plans[cid] = json.loads(blob(plan))["direction"]
for want in ("make_persistent", "loop_stages_2"):
    cands = [c for c, d in plans.items() if d == want]
    assert cands, ("no %s candidate" % want, plans)
    gates = db.execute("select gate, passed, detail from gate_results where subject=?",
                       (cands[0],)).fetchall()
    names = {g for g, _, _ in gates}
    assert "gate2" in names and any(g.startswith("gate1") for g in names), (want, gates)
    bad = [(g, json.loads(d).get("reason")) for g, p, d in gates if not p]
    assert not bad, ("the %s candidate failed" % want, bad)
models = {json.loads(blob(r)).get("model") for (r,) in db.execute(
    "select reply from observations where kind='llm'")}
assert models == {"restructure/2"}, models
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
sk = o["subkernels"]["triton_red_fused_native_layer_norm_0"]
print("# L1-layernorm: make_persistent and loop_stages_2 passed %s; baseline kernel %.4f ms, chosen %.4f ms "
      "(%s); outcome %s %.3fx" % (sorted(names), sk["baseline_ms"], sk.get("chosen_ms") or 0,
                                  plans.get(sk.get("chosen"), "baseline"), o["status"],
                                  o.get("speedup", 1)))
PY
