# kopt show's GPU-busy line (reports/gpu_busy.h, issue 27): the recorded
# latencies of check, time and profile observations summed, over the run's
# live seconds where kopt run recorded them (its provenance's "live", the
# invocations' searches summed, pauses not counted), else its wall time from
# created_utc to finished_utc, times its GPU workers; each
# kind's sum and the compiles' beside it.  A run of the test double gets
# known latencies and times through SQLite, so every figure is exact; the
# shipped H200 recording's line is its real one.  A replay, a run not
# finished and one under a second have no share, and the line says why.
# The line after it gives seconds per candidate by phase.
. "$OLDPWD/tests/cli/lib.sh"
expect 0 "$KOPT" run -q -o g.kopt --backend "$DOUBLE" -T 2 "$FIXTURES/L1-relu"
# latencies FILE: per kind, sums of 5 s (llm, not counted), 28 s (compile),
# 1 s (check), 17 s (time) and 30 s (profile), spread over the kind's rows
# (0.25 ms each but the first), so that the line sums every row.
latencies() {
	python3 - "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
want = {"llm": 5000, "compile": 28000, "check": 1000, "time": 17000, "profile": 30000}
for kind, ms in want.items():
    seqs = [s for (s,) in db.execute("select seq from observations where kind=? order by seq", (kind,))]
    assert len(seqs) >= 2, (kind, len(seqs))
    for i, s in enumerate(seqs):
        v = ms - 0.25 * (len(seqs) - 1) if i == 0 else 0.25
        db.execute("update observations set latency_ms=? where seq=?", (v, s))
db.commit()
PY
}
latencies g.kopt
# kopt run recorded its live time: one invocation, one problem.
python3 - g.kopt <<'PY' || die "the run's live time is not in its provenance"
import json, sqlite3, sys
live = json.loads(sqlite3.connect(sys.argv[1]).execute("select provenance from runs").fetchone()[0])["live"]
assert live["invocations"] == 1 and set(live["problems"]) == {"L1-relu"}, live
assert 0 <= live["problems"]["L1-relu"] <= live["ms"], live
PY
cp g.kopt live.kopt
# Without it (a run recorded before kopt kept it), created_utc to finished_utc.
sql g.kopt "update runs set created_utc='2026-12-01T10:00:00Z', finished_utc='2026-12-01T10:01:16Z', provenance=json_remove(provenance, '\$.live')"
sums="check 1.0 s, time 17.0 s, profile 30.0 s; compile 28.0 s"
# 48 s of 76 s.
expect 0 "$KOPT" show g.kopt
has out "  gpu busy 63.2% of 76 s: $sums"
expect 0 "$KOPT" show g.kopt --run 1
has out "  gpu busy 63.2% of 76 s: $sums"
# Two GPU workers (kopt run --gpus): 48 s of 2 x 76 s.
cp g.kopt two.kopt
sql two.kopt "update runs set provenance=json_set(provenance, '\$.gpus', json('[\"0\",\"1\"]'))"
expect 0 "$KOPT" show two.kopt
has out "  gpu busy 31.6% of 2 GPUs x 76 s: $sums"
# With it: over the live seconds, not the 76 s between start and finish
# (a run paused and resumed twice: 48 s of 60 s live).
sql live.kopt "update runs set created_utc='2026-12-01T10:00:00Z', finished_utc='2026-12-01T10:01:16Z', provenance=json_set(provenance, '\$.live.ms', 60000, '\$.live.invocations', 3)"
expect 0 "$KOPT" show live.kopt
has out "  gpu busy 80.0% of 60 s in 3 invocations: $sums"
sql live.kopt "update runs set provenance=json_set(provenance, '\$.live.invocations', 1)"
expect 0 "$KOPT" show live.kopt
has out "  gpu busy 80.0% of 60 s: $sums"
# A resumed run adds each invocation's seconds and counts it; each problem
# has the seconds of its own search.
expect 1 "$KOPT" run -q -o resumed.kopt --backend "$DOUBLE" -T 2 --max-problems 1 "$FIXTURES/L1-relu" "$FIXTURES/L1-softmax"
python3 - resumed.kopt > first <<'PY'
import json, sqlite3, sys
print(json.dumps(json.loads(sqlite3.connect(sys.argv[1]).execute("select provenance from runs").fetchone()[0])["live"]))
PY
expect 0 "$KOPT" run -q --resume -o resumed.kopt --backend "$DOUBLE"
python3 - resumed.kopt "$(cat first)" <<'PY' || die "the resumed run's live time is wrong"
import json, sqlite3, sys
live = json.loads(sqlite3.connect(sys.argv[1]).execute("select provenance from runs").fetchone()[0])["live"]
first = json.loads(sys.argv[2])
assert first["invocations"] == 1 and set(first["problems"]) == {"L1-relu"}, first
assert live["invocations"] == 2 and live["ms"] >= first["ms"], (first, live)
assert set(live["problems"]) == {"L1-relu", "L1-softmax"}, live
assert live["problems"]["L1-relu"] == first["problems"]["L1-relu"], (first, live)
assert sum(live["problems"].values()) <= live["ms"], live
PY
expect 0 "$KOPT" verify resumed.kopt
# No share: a run under a second, one not finished, a replay.
cp g.kopt quick.kopt
sql quick.kopt "update runs set finished_utc=created_utc"
expect 0 "$KOPT" show quick.kopt
has out "  gpu busy not defined (the run took under a second): $sums"
cp g.kopt open.kopt
sql open.kopt "update runs set finished_utc=NULL"
expect 0 "$KOPT" show open.kopt
has out "  gpu busy not defined (the run has not finished): $sums"
expect 0 "$KOPT" replay g.kopt -q -o r.kopt
expect 0 "$KOPT" show r.kopt
has out "  gpu busy not defined (a replay: its latencies are the recording's): $sums"
# The shipped H200 recording: 10.57 s of check, time and profile in 26 s.
expect 0 "$KOPT" show "$OLDPWD/datasets/recordings/first-h200.kopt"
has out "  gpu busy 40.7% of 26 s: check 0.1 s, time 3.3 s, profile 7.1 s; compile 15.5 s"
has out "  per candidate (18 compiled): compile 0.860 s, check 0.008 s, time 0.183 s, profile 0.397 s"
# Seconds per candidate by phase: each kind's sum over the compiles, a
# replay's too (the recording's latencies).
nc=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"select count(*) from observations where kind='compile' and run=1\").fetchone()[0])" g.kopt)
per=$(python3 -c "import sys; n=int(sys.argv[1]); print('  per candidate (%d compiled): compile %.3f s, check %.3f s, time %.3f s, profile %.3f s' % (n, 28/n, 1/n, 17/n, 30/n))" "$nc")
expect 0 "$KOPT" show g.kopt
has out "$per"
expect 0 "$KOPT" show r.kopt
has out "$per"
# By level: each observation counted with its problem's level (the step's
# first part, the manifest's level); on the shipped six-problem recording the
# levels' compiles add up to the run's, and each level's figures are its
# own sums over its own compiles.
expect 0 "$KOPT" show "$OLDPWD/datasets/recordings/suite6-h200.kopt"
has out "  per candidate (86 compiled): compile 0.277 s, check 0.016 s, time 0.136 s, profile 0.367 s"
python3 - "$OLDPWD/datasets/recordings/suite6-h200.kopt" > want <<'PY'
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
level = {p: json.loads(bytes(d))["level"] for p, d in db.execute(
    "select p.problem_id, b.data from problems p join blobs b on b.id = p.manifest where p.run = 1")}
ms, n = {}, {}
for kind, lat, step in db.execute("select kind, latency_ms, step from observations where run = 1"):
    lv = level[step.split("/")[0]]
    ms[lv, kind] = ms.get((lv, kind), 0) + lat
    n[lv, kind] = n.get((lv, kind), 0) + 1
for lv in sorted(set(level.values())):
    c, np = n[lv, "compile"], list(level.values()).count(lv)
    a = n.get((lv, "llm"), 0)
    measured = sum(ms.get((lv, k), 0) for k in ("compile", "check", "time", "profile"))
    print("    level %d (%d problem%s, %d compiled, %.1f a problem; %d agent answer%s, "
          "%.1f a problem): compile %.3f s, check %.3f s, time %.3f s, profile %.3f s; "
          "%.1f s a problem" % (lv, np, "" if np == 1 else "s", c, c / np, a,
          "" if a == 1 else "s", a / np, ms[lv, "compile"] / 1e3 / c,
          ms[lv, "check"] / 1e3 / c, ms[lv, "time"] / 1e3 / c, ms[lv, "profile"] / 1e3 / c,
          measured / 1e3 / np))
PY
grep '^    level ' out > got
cmp -s want got || { diff want got; die "the per-level lines differ from the recording's sums"; }
[ "$(wc -l < got)" = 3 ] || die "expected a line for each of the 3 levels"
echo "ok: the GPU-busy share, its sums and where it is not defined; seconds per candidate by level"
