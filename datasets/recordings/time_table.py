#!/usr/bin/env python3
"""Where a recorded run's time went, as the recordings README tabulates it.

    python3 datasets/recordings/time_table.py [--kopt PATH] [--run ID] FILE.kopt

Prints one markdown table: per level (the tutorial problems by suite,
Table 9's "Triton tut." and "Helion tut."; and over all), the problems, the
candidates compiled, the agent answers, the seconds per candidate compiled
of each phase (compile, check, time, profile; the baseline's and gates
3-4's measurements included, so a level whose problems fall back early has
large per-candidate figures) and the measured seconds a problem.  The
figures are `kopt show FILE`'s (its "per candidate" lines), read from its
output, so the table says what kopt says.  Exit 1 with the file named when
kopt show fails or prints no per-level lines (a run recorded before kopt
kept them).
"""
import argparse
import os
import re
import subprocess
import sys

# A group's line: a level ("level 2"), a tutorial suite ("Triton tutorials",
# kopt show's name for the problems of that family) or "no level".
LEVEL = re.compile(
    r"^\s+(level \d+|Triton tutorials|Helion tutorials|no level) \((\d+) problems?, "
    r"(\d+) compiled, [0-9.]+ a problem; "
    r"(\d+) agent answers?, [0-9.]+ a problem\): compile ([0-9.]+) s, check ([0-9.]+) s, "
    r"time ([0-9.]+) s, profile ([0-9.]+) s; ([0-9.]+) s a problem$")
# The table's first column for each group (Table 9's names).
GROUP = {"Triton tutorials": "Triton tut.", "Helion tutorials": "Helion tut.",
         "no level": "none"}
ALL = re.compile(
    r"^\s+per candidate \((\d+) compiled\): compile ([0-9.]+) s, check ([0-9.]+) s, "
    r"time ([0-9.]+) s, profile ([0-9.]+) s$")
PROBLEMS = re.compile(r"^\s+problems (\d+), ")


def thousands(n):
    return "{:,}".format(int(n))


def table(show_text, name):
    levels, every, problems = [], None, None
    # kopt show prints each run's block under its "run N  status  name"
    # line: the figures of two runs are never to be mixed.
    if len(re.findall(r"^run \d+ ", show_text, re.M)) > 1:
        raise ValueError("%s holds several runs: name one with --run ID" % name)
    for line in show_text.splitlines():
        m = LEVEL.match(line)
        if m:
            levels.append(m.groups())
            continue
        m = ALL.match(line)
        if m:
            if every is not None:
                raise ValueError("%s holds several runs: name one with --run ID" % name)
            every = m.groups()
            continue
        m = PROBLEMS.match(line)
        if m and problems is None:
            problems = m.group(1)
    if not levels or every is None:
        raise ValueError("%s: kopt show prints no per-level time lines" % name)
    out = ["| level | problems | compiled | agent answers | compile s | check s | time s "
           "| profile s | measured s a problem |",
           "|---|---|---|---|---|---|---|---|---|"]
    for lv, np, comp, ans, c, k, t, p, per in levels:
        name = GROUP.get(lv) or "L" + lv.split()[1]
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |"
                   % (name, np, thousands(comp), thousands(ans), c, k, t, p, per))
    answers = sum(int(x[3]) for x in levels)
    out.append("| all | %s | %s | %s | %s | %s | %s | %s | |"
               % (problems, thousands(every[0]), thousands(answers), *every[1:]))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kopt", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "kopt"))
    ap.add_argument("--run", help="the run of FILE (kopt show --run), where it holds several")
    ap.add_argument("file")
    a = ap.parse_args()
    try:
        r = subprocess.run([a.kopt, "show", a.file] + (["--run", a.run] if a.run else []),
                           capture_output=True, text=True)
    except OSError as e:
        sys.exit("time_table.py: --kopt %s: %s" % (a.kopt, e))
    if r.returncode != 0:
        sys.exit("time_table.py: %s: kopt show failed: %s" % (a.file, r.stderr.strip()))
    try:
        print(table(r.stdout, a.file))
    except ValueError as e:
        sys.exit("time_table.py: %s" % e)


if __name__ == "__main__":
    main()
