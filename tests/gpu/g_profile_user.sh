# Profiles under CUPTI's user replay (search.profile_replay=user: kopt
# relaunches the kernel for each pass, restoring its in-place buffers and
# flushing L2 before each, outside the profiled range) beside kernel replay's
# on the same problem: each profile must succeed with replay_mode "user" and
# more than one pass, and give every metric a finite value; the baseline
# kernel's metrics under both modes are printed side by side (their ratio is
# a measurement, not a pass condition: README, Performance).  L1-softmax at
# -B 1 -T 1.  Needs Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
P=$ROOT/datasets/problems/L1-softmax
expect 0 "$KOPT" run -q -o k.kopt --backend gpu -B 1 -T 1 "$P"
expect 0 "$KOPT" run -q -o u.kopt --backend gpu -B 1 -T 1 --set search.profile_replay=user "$P"
expect 0 "$KOPT" replay u.kopt -q
has out "replay of run 1 in u.kopt: identical"
python3 - <<'PY' || die "user replay's profiles"
import json, math, sqlite3
def profiles(path):
    db = sqlite3.connect(path)
    blob = lambda i: json.loads(db.execute("select data from blobs where id=?", (i,)).fetchone()[0])
    return [(site, status, blob(rq), blob(rp)) for site, status, rq, rp in db.execute(
        "select site, status, request, reply from observations where kind='profile' order by seq")]
k, u = profiles("k.kopt"), profiles("u.kopt")
assert u, "no profile under user replay"
for site, status, rq, rp in u:
    assert status == "ok" and rp.get("replay_mode") == "user", (site, status, rp)
    assert rp.get("passes", 0) > 1, ("one pass under user replay", rp)
    assert all(isinstance(v, (int, float)) and math.isfinite(v) for v in rp["metrics"].values()), rp
base = lambda ps: next(rp for site, status, rq, rp in ps if site == "baseline.profile" and status == "ok")
kb, ub = base(k), base(u)
for m in sorted(kb["metrics"]):
    a, b = kb["metrics"][m], ub["metrics"].get(m)
    print("# baseline %s: kernel replay %.4g, user replay %.4g%s" % (
        m, a, b, " (ratio %.3f)" % (b / a) if a else ""))
print("# profiles: %d under kernel replay, %d under user replay (%d passes each)" % (
    len(k), len(u), u[0][3]["passes"]))
PY
