# The descent policy (--llm descent, harness/agents/policy_coordesc.h): a
# full run against the GPU test double (its kernels have a hidden best
# configuration) names the policy in its provenance and every llm answer;
# its planner requests, and no other policy's, carry the target's tried
# configurations; every plan is an untried neighbour of the fastest
# configuration its request lists (one coordinate doubled or halved, or a
# matmul's stages one up or down), the plans of one iteration distinct; the
# candidates run the plan's launch; and the run replays identically.
. "$OLDPWD/tests/cli/lib.sh"
# The fixtures with a grid type (Inductor's Grid1D), so XBLOCK is a coordinate.
mkdir fx
for d in "$FIXTURES"/L1-relu "$FIXTURES"/L1-softmax "$FIXTURES"/L2-gemm-gelu; do
	grid_typed "$d" "fx/$(basename "$d")"
done
expect 0 "$KOPT" run -q -o run.kopt --backend "$DOUBLE" --llm descent fx/*
[ "$(sql run.kopt "select json_extract(provenance, '$.backends.llm.version') from runs")" = \
  descent/2 ] || die "the run's provenance does not name descent/2"
[ "$(sql run.kopt "select count(*) from observations o join blobs b on b.id = o.reply
  where o.kind = 'llm' and coalesce(json_extract(b.data, '$.model'), '') != 'descent/2'")" = 0 ] ||
	die "an llm answer names another model"
expect 0 "$KOPT" run -q -o cd.kopt --backend "$DOUBLE" --llm coordesc fx/*
python3 - <<'PY' || die "the descent rule"
import json, sqlite3
FIELDS = ["XBLOCK", "YBLOCK", "ZBLOCK", "R0_BLOCK", "R1_BLOCK", "BLOCK_M", "BLOCK_N", "BLOCK_K",
          "num_warps", "num_stages"]
def point(launch):
    cx = launch.get("constexprs", {})
    return {f: (launch[f] if f in ("num_warps", "num_stages") else cx.get(f))
            for f in FIELDS if (f in launch if f in ("num_warps", "num_stages") else f in cx)}
def planners(path):
    db = sqlite3.connect(path)
    return db, [(json.loads(rq), json.loads(rp)) for rq, rp in db.execute(
        "select q.data, p.data from observations o join blobs q on q.id = o.request "
        "join blobs p on p.id = o.reply where o.kind = 'llm' and o.site = 'planner' "
        "order by o.seq")]
_, other = planners("cd.kopt")
assert other and all("tried" not in q["context"] for q, _ in other), "coordesc asked with tried"
db, asks = planners("run.kopt")
assert asks and all(isinstance(q["context"].get("tried"), list) for q, _ in asks), "no tried list"
plans, seen = 0, {}
for q, r in asks:
    tried = q["context"]["tried"]
    timed = [e for e in tried if isinstance(e["ms"], (int, float))]
    best = min(timed, key=lambda e: e["ms"])          # min() keeps the first of equals
    assert best is next(e for e in timed if e["ms"] == best["ms"])
    text = r["content"]
    if "```json" not in text:
        assert "converged" in text or "taken by this iteration" in text, text
        continue
    plan = json.loads(text.split("```json\n")[1].split("\n```")[0])
    b, want = point(best["launch"]), plan["launch"]
    assert set(want) == set(b), (want, b)
    moved = [f for f in b if want[f] != b[f]]
    assert len(moved) == 1, (want, b)
    f = moved[0]
    ok = {b[f] + 1, b[f] - 1} if f == "num_stages" else {b[f] * 2, b[f] // 2}
    assert want[f] in ok, (f, want[f], b[f])
    assert all(point(e["launch"]) != want for e in tried), ("a tried configuration", want)
    key = (q["problem"], q["step"] if "step" in q else q.get("target"), q["iteration"])
    assert json.dumps(want, sort_keys=True) not in seen.setdefault(key, set()), ("twice", key)
    seen[key].add(json.dumps(want, sort_keys=True))
    plans += 1
assert plans >= 10, plans
# Each candidate runs its plan's launch.
for content, plan in db.execute("select c.data, p.data from candidates k join blobs c on "
                                "c.id = k.content join blobs p on p.id = k.plan"):
    c, p = json.loads(content), json.loads(plan)
    got = point(c["launch"])
    assert all(got[f] == v for f, v in p["launch"].items()), (got, p["launch"])
print("plans checked:", plans)
PY
expect 0 "$KOPT" replay run.kopt --out replay.kopt -q
has out "replay of run 1 in run.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
# Benchmarked as a policy on coordesc's recording: without tried lists it
# moves from each parent, and reports its coverage.
expect 0 "$KOPT" replay cd.kopt --policy descent -q
has_re out '^  policy descent: [0-9]+ llm asks answered by it; measurements: [0-9]+ asked, [0-9]+ served by the recording \([0-9.]+%\), [0-9]+ missed$'
echo "ok: descent names itself, asks with the tried configurations, plans the best's untried neighbours, replays identically"
