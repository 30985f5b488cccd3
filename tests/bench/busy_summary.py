#!/usr/bin/env python3
"""The GPU-busy share and seconds per candidate by phase of several live
runs (issue 27, item 3: the median of three runs, with the spread), as
`kopt show` prints them for each:

    python3 tests/bench/busy_summary.py KOPT FILE [FILE ...]

prints a line per FILE (its newest run), then the median, min and max over
the runs whose share is defined (a run under a second, unfinished, a replay
or a merge has none: `kopt show` says why, and so does this) of the share,
the wall time and each phase's seconds per candidate.  The figures are
kopt show's own (reports/gpu_busy.c), read from its lines, not computed
again.  Exit 0, or 2 when a file cannot be shown or no run has a share."""
import re
import statistics
import subprocess
import sys

BUSY = re.compile(r"^  gpu busy (?P<share>[0-9.]+)% of (?:(?P<gpus>\d+) GPUs x )?"
                  r"(?P<wall>\d+) s(?: in (?P<inv>\d+) invocations)?: check (?P<check>[0-9.]+) s, time (?P<time>[0-9.]+) s, "
                  r"profile (?P<profile>[0-9.]+) s; compile (?P<compile>[0-9.]+) s$")
NOT = re.compile(r"^  gpu busy not defined \((?P<why>.*)\):")
CAND = re.compile(r"^  per candidate \((?P<n>\d+) compiled\): compile (?P<compile>[0-9.]+) s, "
                  r"check (?P<check>[0-9.]+) s, time (?P<time>[0-9.]+) s, "
                  r"profile (?P<profile>[0-9.]+) s$")
PHASES = ("compile", "check", "time", "profile")


def shown(kopt, path):
    """{share, gpus, wall, candidates, per: {phase: s}} of the newest run of
    PATH, or {why} where kopt show gives no share."""
    r = subprocess.run([kopt, "show", path], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("busy_summary.py: kopt show %s failed: %s"
                         % (path, (r.stderr or r.stdout).strip()))
    lines = r.stdout.splitlines()
    last = max((i for i, l in enumerate(lines) if l.startswith("run ")), default=0)
    out = {}
    for line in lines[last:]:
        m = BUSY.match(line)
        if m:
            out.update(share=float(m["share"]), gpus=int(m["gpus"] or 1), wall=int(m["wall"]))
        m = NOT.match(line)
        if m:
            out["why"] = m["why"]
        m = CAND.match(line)
        if m:
            out.update(candidates=int(m["n"]), per={p: float(m[p]) for p in PHASES})
    if "share" not in out and "why" not in out:
        raise SystemExit("busy_summary.py: kopt show %s printed no gpu busy line" % path)
    return out


def spread(xs, fmt):
    return "%s (min %s, max %s)" % (fmt % statistics.median(xs), fmt % min(xs), fmt % max(xs))


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: busy_summary.py KOPT FILE [FILE ...]", file=sys.stderr)
        return 2
    kopt, files = argv[0], argv[1:]
    runs = []
    for f in files:
        s = shown(kopt, f)
        if "share" in s:
            per = s.get("per")
            print("%s: gpu busy %.1f%% of %s%d s%s" % (
                f, s["share"], "%d GPUs x " % s["gpus"] if s["gpus"] > 1 else "", s["wall"],
                "; per candidate (%d compiled): %s" % (s["candidates"], ", ".join(
                    "%s %.3f s" % (p, per[p]) for p in PHASES)) if per else ""))
            runs.append(s)
        else:
            print("%s: gpu busy not defined (%s)" % (f, s["why"]))
    if not runs:
        print("busy_summary.py: no run with a GPU-busy share", file=sys.stderr)
        return 2
    print("gpu busy over %d run(s): median %s; wall %s" % (
        len(runs), spread([r["share"] for r in runs], "%.1f%%"),
        spread([r["wall"] for r in runs], "%g s")))
    with_per = [r for r in runs if r.get("per")]
    if with_per:
        print("per candidate over %d run(s), median (min, max): %s" % (
            len(with_per), ", ".join("%s %s" % (p, spread([r["per"][p] for r in with_per],
                                                         "%.3f s")) for p in PHASES)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
