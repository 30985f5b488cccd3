# The descent policy (--llm descent) live on the GPU backend, at the
# search's defaults, on the suite problem g_policy_coordesc uses
# (L1-softmax: XBLOCK, R0_BLOCK and num_warps are its coordinates).  The run
# must finish, every llm answer name descent/2, every planner request carry
# the tried configurations, every plan be one coordinate move from the
# fastest of them, the outcome never be slower than the baseline, and the
# recording replay identically.  Prints the baseline's time, the best
# candidate's and the outcome.  Needs Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
P=$ROOT/datasets/problems/L1-softmax
expect 0 "$KOPT" run -q -o de.kopt --backend gpu --llm descent "$P"
sed -n '/^| L1/p' out | sed 's/^/# /'
expect 0 "$KOPT" replay de.kopt -q
has out "replay of run 1 in de.kopt: identical"
python3 - <<'PY' || die "the descent run"
import json, sqlite3
db = sqlite3.connect("de.kopt")
blob = lambda i: json.loads(db.execute("select data from blobs where id=?", (i,)).fetchone()[0])
models = {blob(r).get("model") for (r,) in db.execute(
    "select reply from observations where kind='llm'")}
assert models == {"descent/2"}, models
def point(l):
    cx = l.get("constexprs", {})
    p = {k: v for k, v in cx.items() if k.endswith("BLOCK")}
    p.update({k: l[k] for k in ("num_warps", "num_stages") if k in l})
    return p
plans = 0
for q, r in db.execute("select request, reply from observations where kind='llm' "
                       "and site='planner'"):
    q, r = blob(q), blob(r)
    tried = q["context"]["tried"]
    best = min((e for e in tried if isinstance(e["ms"], (int, float))), key=lambda e: e["ms"])
    if "```json" not in r["content"]:
        continue
    plan = json.loads(r["content"].split("```json\n")[1].split("\n```")[0])
    b = point(best["launch"])
    moved = [k for k, v in plan["launch"].items() if b.get(k) != v]
    assert len(moved) == 1, (plan["launch"], b)
    plans += 1
assert plans > 0, "no plan"
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
assert o["speedup"] >= 1.0 or o["status"] == "fallback", o
(step, sk), = o["subkernels"].items()
print("# %d plans; outcome %s %.3fx" % (plans, o["status"], o["speedup"]))
PY
echo "ok: descent on the GPU"
