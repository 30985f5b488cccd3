#!/usr/bin/env python3
"""Compare two live runs of the same problems (tests/bench/gpus.sh: one GPU
against several) and say, for every problem whose outcome or search differs,
the first decision that differs and why.

    gpus_compare.py ONE.kopt MANY.kopt

It serves as well for a recording against its replay with live measurements
(`kopt replay A.kopt --measure live --backend gpu --out B.kopt`): there the
agent replies are the recorded ones, so the candidates should come out the
same and only measured times move the outcomes.

Two live runs never measure the same times or profiler counters, and the
search feeds both into its decisions: the analyst's tier (profiler counters
against analyst.sol_threshold) picks the plan, the beam keeps the fastest
candidates, early stop and gate 4 compare measured times, and the outcome
class rounds a measured speedup.  What must not differ is everything else:

  1. every compile and check reply whose request appears in both runs
     (gate 1's compile, gate 2's and gate 3's numbers) is byte-identical;
  2. every gate verdict on a subject both runs reached is the same;
  3. per problem, up to the first decision that a measurement fed, both
     runs made the same candidates in the same order.

The script checks 1 and 2 (exit 1 if either fails) and, for 3, prints the
first differing decision of each problem with its measured inputs."""
import collections
import json
import sqlite3
import sys


def open_run(path):
    db = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
    return db


def replies(db):
    q = ("SELECT o.kind, o.key, o.k, b.sha256 FROM observations o "
         "JOIN blobs b ON b.id = o.reply")
    return {(kind, key, k): sha for kind, key, k, sha in db.execute(q)}


def verdicts(db):
    q = "SELECT problem_id, subject, gate, passed FROM gate_results"
    return {(p, s, g): v for p, s, g, v in db.execute(q)}


def outcomes(db):
    return {p: json.loads(o) for p, o in db.execute("SELECT problem_id, outcome FROM outcomes")}


def candidates(db):
    """Per problem, in the order the search made them: (iteration, slot,
    parent, content id, normalized plan, plan evidence)."""
    q = ("SELECT c.problem_id, c.iteration, c.slot, c.parent, c.id, b.data FROM candidates c "
         "LEFT JOIN blobs b ON b.id = c.plan ORDER BY c.rowid")
    per = collections.defaultdict(list)
    for p, it, slot, parent, cid, plan in db.execute(q):
        norm, evidence = None, {}
        if plan is not None:
            pj = json.loads(plan)
            evidence = {e.get("metric"): e.get("value") for e in pj.get("evidence", [])}
            norm = (pj.get("bottleneck"), pj.get("direction"),
                    json.dumps(pj.get("steps"), sort_keys=True))
        per[p].append((it, slot, parent, cid, norm, evidence))
    return per


def speed(o):
    return "%s %.4f" % (o.get("status"), o.get("speedup") or 0)


def chosen_ms(o):
    out = []
    for name, s in sorted((o.get("subkernels") or {}).items()):
        out.append("%s baseline %.4f ms, chosen %s" % (
            name, s.get("baseline_ms") or 0,
            "%.4f ms" % s["chosen_ms"] if s.get("chosen_ms") else "none"))
    return "; ".join(out)


def first_difference(a, b):
    """The first candidate the two searches made differently, and why."""
    n = min(len(a), len(b))
    for i in range(n):
        x, y = a[i], b[i]
        if x[:4] == y[:4]:
            continue
        it, slot = x[0], x[1]
        if (x[0], x[1]) != (y[0], y[1]):
            return i, ("the searches reached different beam slots (t%d s%d vs t%d s%d): "
                       "the previous iteration's beam, ranked by measured time, or a "
                       "measured early stop differed" % (x[0], x[1], y[0], y[1]))
        if x[2] != y[2]:
            return i, ("t%d s%d: a different parent (%s vs %s): the beam kept by measured "
                       "time differed" % (it, slot, x[2][:12], y[2][:12]))
        if x[4] != y[4]:
            if x[4] and y[4] and x[4][0] != y[4][0]:
                sm = [k for k in x[5] if "throughput" in k or "warps_active" in k]
                vals = ", ".join("%s %.1f vs %.1f" % (k.split(".")[0], x[5][k], y[5].get(k, 0))
                                 for k in sm if k in y[5])
                return i, ("t%d s%d: the analyst's tier differed (%s vs %s) from measured "
                           "counters: %s" % (it, slot, x[4][0], y[4][0], vals))
            return i, ("t%d s%d: same parent and tier, another plan (%s vs %s): the "
                       "planner's context (experience memory, kept by measured speedup, "
                       "Eq. 6) differed" % (it, slot, x[4][1] if x[4] else None,
                                            y[4][1] if y[4] else None))
        return i, ("t%d s%d: same parent and plan, another candidate: the executor's "
                   "context differed" % (it, slot))
    if len(a) != len(b):
        short = a if len(a) < len(b) else b
        return n, ("the same candidates until one search stopped after iteration %d (%d vs "
                   "%d candidates): early stop compares measured improvement" % (
                       short[-1][0] if short else 0, len(a), len(b)))
    return None, None


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: gpus_compare.py ONE.kopt MANY.kopt")
    da, db = open_run(sys.argv[1]), open_run(sys.argv[2])
    bad = 0
    ra, rb = replies(da), replies(db)
    shared = collections.Counter()
    differ = collections.Counter()
    for key in set(ra) & set(rb):
        shared[key[0]] += 1
        if ra[key] != rb[key]:
            differ[key[0]] += 1
    print("requests in both runs: %s" % ", ".join("%s %d" % kv for kv in sorted(shared.items())))
    print("  with different replies: %s (time and profile are measurements; "
          "compile and check must be 0)" % (", ".join("%s %d" % kv for kv in
                                                   sorted(differ.items())) or "none"))
    if differ["compile"] or differ["check"] or differ["llm"]:
        bad = 1
    va, vb = verdicts(da), verdicts(db)
    both = set(va) & set(vb)
    vdiff = [k for k in both if va[k] != vb[k]]
    print("gate verdicts on subjects both runs reached: %d, different: %d; reached by one "
          "run only: %d and %d" % (len(both), len(vdiff), len(set(va) - set(vb)),
                                   len(set(vb) - set(va))))
    for k in sorted(vdiff):
        print("  DIFFERENT %s %s %s: %s vs %s" % (k + (va[k], vb[k])))
        if k[2] != "gate4":
            bad = 1
    print("time spent answering, by kind (sum of recorded latencies over all workers; "
          "count, seconds, mean ms):")
    for name, d in (("one", da), ("many", db)):
        q = ("SELECT kind, count(*), sum(latency_ms) / 1000.0, avg(latency_ms) FROM observations "
             "GROUP BY kind")
        print("  %-4s %s" % (name, "; ".join("%s %d %.1f s %.1f ms" % row for row in d.execute(q))))
    oa, ob = outcomes(da), outcomes(db)
    ca, cb = candidates(da), candidates(db)
    same_search = 0
    rows = []
    for p in sorted(set(oa) | set(ob)):
        x, y = oa.get(p, {}), ob.get(p, {})
        i, why = first_difference(ca.get(p, []), cb.get(p, []))
        out_differs = (x.get("status"), round(x.get("speedup") or 0, 2)) != \
                      (y.get("status"), round(y.get("speedup") or 0, 2))
        if i is None:
            same_search += 1
            if out_differs:
                rows.append("%s: %s -> %s: the same %d candidates and verdicts; the outcome "
                            "differs by measured times only (%s | %s)" % (
                                p, speed(x), speed(y), len(ca.get(p, [])), chosen_ms(x),
                                chosen_ms(y)))
            continue
        rows.append("%s: %s -> %s%s; first differing candidate #%d: %s" % (
            p, speed(x), speed(y), "" if out_differs else " (same class and rounded speedup)",
            i + 1, why))
    print("problems with the same candidates in the same order: %d of %d" %
          (same_search, len(set(oa) | set(ob))))
    n_out = sum(1 for p in set(oa) | set(ob) if (oa.get(p, {}).get("status"),
                                                 round(oa.get(p, {}).get("speedup") or 0, 2))
                != (ob.get(p, {}).get("status"), round(ob.get(p, {}).get("speedup") or 0, 2)))
    print("problems whose outcome (status, speedup to 2 decimals) differs: %d" % n_out)
    for r in rows:
        print("  " + r)
    if bad:
        print("FAILED: a decision that no measurement feeds differs")
    sys.exit(bad)


if __name__ == "__main__":
    main()
