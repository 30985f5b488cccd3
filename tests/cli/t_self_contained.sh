# The repository stands alone: nothing tracked reads, cites or needs anything
# outside it.  Fails, naming file and line, when a tracked file
#  (a) refers to a folder beside the checkout (a parent's shared notes or
#      samples): the exact strings built in BESIDE below, or the same path
#      joined from quoted components ("..", "shared", "reference", ...);
#  (b) cites a note (PAPER_NOTES, INDUCTOR_NOTES, CUDA_FROM_C, DESIGN.md,
#      STYLE.md, or a docs/NAME.md path) that no tracked file provides;
#  (c) cites a section the note lacks: "PAPER_NOTES 4.4", "PAPER_NOTES.md
#      sections 0 and 5", "PAPER_NOTES.md 7.2, 7.4", "DESIGN.md section 1",
#      "CUDA_FROM_C.md section (b)".  A note's sections are its numbered
#      headings ("## 4.", "### 4.4", "### (b)") and, under a numbered "## N."
#      heading with no subsection before them, its numbered items ("35." in
#      section 11 is "11.35");
#  (d) names a path of the machine it was written on (MACHINE below).
# Binary files count for (a) and (d).  This file is left out of the scan: it
# names what it looks for.  Runs on the git checkout that holds tests/;
# anywhere else (the sanitizer's copy of the tree) it is a skip.
. "$OLDPWD/tests/cli/lib.sh"
root=$(cd "$OLDPWD" && pwd -P)
top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null || true)
if [ -z "$top" ] || [ "$(cd "$top" && pwd -P)" != "$root" ]; then
	skip "$root is not the top of a git checkout (the sanitizer's copy of the tree is checked in the plain pass)"
fi
python3 - "$root" tests/cli/t_self_contained.sh > report <<'PY' || { cat report; die "the repository does not stand alone"; }
import os, re, subprocess, sys

root, myself = sys.argv[1], sys.argv[2]
os.chdir(root)
tracked = [f for f in subprocess.run(["git", "ls-files", "-z"], check=True,
                                     stdout=subprocess.PIPE).stdout.decode().split("\0") if f]
provided = set(tracked)

# Built from pieces so that this file does not hold them itself.
BESIDE = [b"../" + b"shared", b"shared/" + b"reference", b"shared/" + b"DESIGN",
          b"shared/" + b"STYLE"]
# The same path joined from string literals, as os.path.join(HERE, "..", ...).
BESIDE_JOINED = re.compile(rb"""["'](?:\.\.["']\s*,\s*["']shared["']|shared["']\s*,\s*["']"""
                           rb"""(?:reference|DESIGN|STYLE))""")
MACHINE = [b"/" + b"work/", b"/tmp/" + b"bash" + b"_jobs"]
NOTES = {"PAPER_NOTES": "docs/PAPER_NOTES.md", "INDUCTOR_NOTES": "docs/INDUCTOR_NOTES.md",
         "CUDA_FROM_C": "docs/CUDA_FROM_C.md", "DESIGN": "docs/DESIGN.md",
         "STYLE": "docs/STYLE.md"}

problems = []

def where(f, data, i):
    return "%s:%d" % (f, data.count(b"\n" if isinstance(data, bytes) else "\n", 0, i) + 1)

texts = {}
for f in tracked:
    if f == myself or not os.path.isfile(f):
        continue
    with open(f, "rb") as fh:
        data = fh.read()
    for pats, what in ((BESIDE, "refers to a folder beside the checkout"),
                       (MACHINE, "names a path of this machine")):
        for p in pats:
            i = data.find(p)
            while i >= 0:
                problems.append("%s: %s (%s)" % (where(f, data, i), what, p.decode()))
                i = data.find(p, i + 1)
    for m in BESIDE_JOINED.finditer(data):
        problems.append("%s: refers to a folder beside the checkout (%s)"
                        % (where(f, data, m.start()), m.group(0).decode()))
    if b"\0" not in data[:8000]:
        texts[f] = data.decode("utf-8", "replace")

# (b) every cited note is tracked.
NAME = re.compile(r"(?<![\w])(PAPER_NOTES|INDUCTOR_NOTES|CUDA_FROM_C)(?![\w])"
                  r"|(?<![\w])(DESIGN|STYLE)\.md(?![\w])")
DOCPATH = re.compile(r"(?:^|(?<=[\s`'\"(\[]))(?:\.\./)*docs/([\w.-]+\.md)(?![\w])")
for f, t in texts.items():
    for m in NAME.finditer(t):
        note = NOTES[m.group(1) or m.group(2)]
        if note not in provided:
            problems.append("%s: cites %s, which no tracked file provides (%s)"
                            % (where(f, t, m.start()), m.group(0), note))
    for m in DOCPATH.finditer(t):
        if "docs/" + m.group(1) not in provided:
            problems.append("%s: names docs/%s, which is not tracked"
                            % (where(f, t, m.start()), m.group(1)))

# (c) every cited section exists in the note.
def sections(text):
    out, top, fence = set(), None, False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        h = re.match(r"(#+)\s+(?:(\d+(?:\.\d+)*)\.?|\(([a-z])\))(?=\s|$)", line)
        if h:
            out.add(h.group(2) or "(%s)" % h.group(3))
            top = h.group(2) if len(h.group(1)) == 2 and h.group(2) else None
            continue
        if line.startswith("#"):
            top = None
            continue
        item = re.match(r"(\d+)\.\s", line)
        if item and top is not None:
            out.add("%s.%s" % (top, item.group(1)))
    return out

SEP = r"(?:[ \t]+|[ \t]*\n[ \t]*(?:\*+|#+|//+)?[ \t]*)"
NUM = r"\d+(?:\.\d+)*"
CITE = re.compile(
    r"(?<![\w])(?P<name>PAPER_NOTES|INDUCTOR_NOTES|CUDA_FROM_C|DESIGN\.md|STYLE\.md)"
    r"(?:\.md)?(?:'s)?" + SEP +
    r"(?:(?:sections?" + SEP + r"|§[ \t]*)?"
    r"(?P<nums>" + NUM + r"(?:(?:," + SEP + r"?|" + SEP + r"and" + SEP + r")" + NUM + r")*)"
    r"|sections?" + SEP + r"\((?P<letter>[a-z])\))")
cache = {}
for f, t in texts.items():
    for m in CITE.finditer(t):
        note = NOTES[m.group("name").replace(".md", "")]
        if note not in texts:
            continue    # (b) has said so
        if note not in cache:
            cache[note] = sections(texts[note])
        cited = (re.findall(NUM, m.group("nums")) if m.group("nums")
                 else ["(%s)" % m.group("letter")])
        for s in cited:
            if s not in cache[note]:
                problems.append("%s: cites section %s of %s, which it lacks (%s)"
                                % (where(f, t, m.start()), s, note, " ".join(m.group(0).split())))

for p in problems:
    print(p)
print("%d tracked files, %d problems" % (len(tracked), len(problems)))
sys.exit(1 if problems else 0)
PY
cat report
