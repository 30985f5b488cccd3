#!/usr/bin/env python3
"""The suite table of datasets/README.md, from the imported folders'
manifests (their `validation` written by the importer on the GPU):

    python3 datasets/importer/suite_table.py [PROBLEMS_DIR] [--suite SUITE_TSV]

One row per problem in the suite's order: level, category, family, the number
of generated sub-kernels, the extern calls, kopt's baseline time and
torch.compile's (medians, ms) and their ratio, and the max error against
eager.  Then the median |ratio - 1| over the suite and how many problems are
within 1e-4 of eager.  A suite row without a folder is listed as not imported.
Standard library only.
"""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    suite = os.path.join(HERE, "..", "suite.tsv")
    if "--suite" in argv:
        suite = argv[argv.index("--suite") + 1]
        args.remove(suite)
    problems = args[0] if args else os.path.join(HERE, "..", "problems")
    rows = []
    with open(suite) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.strip():
                rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    print("| problem | level | category | family | sub-kernels | extern calls "
          "| kopt baseline ms | torch.compile ms | kopt / torch | torch.compile from a CUDA graph ms "
          "| max abs err vs eager |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    ratios, within, imported = [], 0, 0
    for r in rows:
        path = os.path.join(problems, r["id"], "manifest.json")
        fam = r.get("family", "-")
        if not os.path.exists(path):
            print("| %s | %s | %s | %s | not imported | | | | | | |"
                  % (r["id"], r["level"], r["category"], fam))
            continue
        imported += 1
        with open(path) as f:
            m = json.load(f)
        steps = m["steps"]
        kernels = sum(s["kind"] == "kernel" for s in steps)
        ext = {}
        for s in steps:
            if s["kind"] == "extern":
                ext[s["op"]] = ext.get(s["op"], 0) + 1
        ext_text = ", ".join("%s x%d" % (k, v) if v > 1 else k for k, v in sorted(ext.items()))
        v = m.get("validation") or {}
        t = v.get("timing") or {}
        e = (v.get("eager") or {}).get("max_abs_err")
        if e is not None and e <= 1e-4:
            within += 1
        if "ratio" in t:
            ratios.append(t["ratio"])
        cg = t.get("torch_compile_cudagraph_ms")
        print("| %s | %s | %s | %s | %d | %s | %s | %s | %s | %s | %s |" % (
            r["id"], m["level"], m["category"], m.get("family") or "-", kernels,
            ext_text or "-",
            "%.4f" % t["kopt_baseline_ms"] if t else "?",
            "%.4f" % t["torch_compile_ms"] if t else "?",
            "%.3f" % t["ratio"] if t else "?",
            "%.4f" % cg if cg is not None else "-",
            "%.2g" % e if e is not None else "?"))
    print()
    if ratios:
        dev = statistics.median(abs(x - 1) for x in ratios)
        print("%d of %d problems imported; median |kopt / torch.compile - 1| = %.1f %% over %d "
              "timed (target <= 3 %%); %d within 1e-4 of eager."
              % (imported, len(rows), 100 * dev, len(ratios), within))
    else:
        print("%d of %d problems imported; none timed." % (imported, len(rows)))


if __name__ == "__main__":
    main(sys.argv[1:])
