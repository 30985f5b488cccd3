#!/usr/bin/env python3
"""help_check.py KOPT ROOT: the command line, its --help texts and the README
agree (t_help.sh).

For every command `kopt --help` lists (and harness/cli/main.c's table holds):
  - the options its parser accepts, read from its option table (the CLI_...
    entries for cli_parse_options) in harness/cli/cmd_NAME.c (with cli.c's
    for the commands that parse through cli_problem_seed_out), are each
    tried on kopt itself: one the parser takes must be
    named in `kopt NAME --help`, one it refuses must not be;
  - every option `kopt NAME --help` names is taken by that parser;
  - every option the README gives that command (in a code span or code line
    that names `kopt NAME`, or else by the section it stands in) is taken by
    it and named in its --help.
An option is "taken" when kopt, given it alone, does not answer that it is
unrecognized (cli_parse_options's "unrecognized option" or "is ambiguous",
kopt's "not an option of"); a made-up option must be refused by every command, which
checks the check.  The README's options of kopt_import.py must be named by
its --help (any of its three modes), those of import_kernelbench.sh,
import_tutorials.sh, compile_times.py, policy_table.py and record-suite.sh by
their --help, and every key it sets with --set KEY=VALUE must be one `kopt
run --help` lists.  The shipped recordings' README (datasets/recordings/) is
read the same way, a command continued over lines as one line; its sections
give no command, so a bare option there must be taken by some kopt command or
named in one of those tools' --help.  Prints one line per problem and exits 1
if there is any."""
import atexit
import os
import re
import shutil
import subprocess
import sys
import tempfile

KOPT, ROOT = sys.argv[1], sys.argv[2]
problems = []


def bad(msg):
    problems.append(msg)
    print("FAILED: " + msg)


def run(args, cwd):
    p = subprocess.run(args, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, timeout=30)
    return p.returncode, p.stdout, p.stderr


WORK = tempfile.mkdtemp(prefix="kopt-help-")
atexit.register(shutil.rmtree, WORK, ignore_errors=True)
OPT = r"(?<![\w./=-])(--[a-z][a-z0-9-]*|-[A-Za-z])(?![\w])"

# -- the commands ---------------------------------------------------------------
rc, out, err = run([KOPT, "--help"], WORK)
if rc != 0:
    bad("kopt --help exited %d" % rc)
verbs = re.findall(r"^  ([a-z]+) ", out.split("Commands:", 1)[-1], re.M)
main_c = open(os.path.join(ROOT, "harness/cli/main.c")).read()
# The helpers the commands share (cli.h) live in cli.c.
cli_c = open(os.path.join(ROOT, "harness/cli/cli.c")).read()
table = re.findall(r'\{ "([a-z]+)", cmd_[a-z]+,', main_c)
if sorted(verbs) != sorted(table) or not verbs:
    bad("kopt --help lists %s, harness/cli/main.c's table %s" % (verbs, table))


def source_options(verb):
    """The options verb's parser is written to take: the CLI_... entries of
    its cli_parse_options tables (harness/cli/cli.h: CLI_KIND("long", 's' or
    0, ...))."""
    path = os.path.join(ROOT, "harness/cli/cmd_%s.c" % verb)
    src = open(path).read()
    if "cli_problem_seed_out(" in src:
        m = re.search(r"int cli_problem_seed_out\(.*?\n}\n", cli_c, re.S)
        src += m.group(0)
    opts = set()
    for name, short in re.findall(
            r'\bCLI_[A-Z_]+\(\s*"([a-z][a-z0-9-]*)",\s*(?:\'([A-Za-z])\'|0)\s*,', src):
        opts.add("--" + name)
        if short:
            opts.add("-" + short)
    if not opts and "CLI_END" not in src:
        bad("harness/cli/cmd_%s.c: no cli_parse_options table found" % verb)
    return opts


def attributed(text, default):
    """(command, option) for every option in text: the command is the one a
    preceding `kopt NAME` in the same clause names (up to , ; ) or a full
    stop), else default."""
    text = re.sub(r"kopt\s*\n\s*", "kopt ", text)
    found = []
    for line in text.split("\n"):
        for clause in re.split(r"[,;)]\s|\.\s|\)$|\.$", line):
            cmd = default
            pos = 0
            for m in re.finditer(r"(?:^|[\s`/(])kopt (%s)\b|%s" % ("|".join(verbs), OPT),
                                 clause):
                if m.group(1):
                    cmd = m.group(1)
                else:
                    found.append((cmd, m.group(2)))
                pos = m.end()
    return found


_taken = {}


def taken(verb, opt):
    if (verb, opt) not in _taken:
        rc, out, err = run([KOPT, verb, opt], WORK)
        if "requires an argument" in err:	# the parser may refuse it only then
            rc, out, err = run([KOPT, verb, opt, "x"], WORK)
        _taken[verb, opt] = not re.search(
            r"unrecognized option|invalid option|not an option of|is ambiguous", err)
    return _taken[verb, opt]


helps = {}
for v in verbs:
    rc, out, err = run([KOPT, v, "--help"], WORK)
    if rc != 0 or not out.startswith("usage: kopt " + v):
        bad("kopt %s --help: exit %d, %r" % (v, rc, out[:60]))
    if run([KOPT, v, "-h"], WORK)[1] != out:
        bad("kopt %s -h differs from --help" % v)
    helps[v] = out
    named = {o for c, o in attributed(out, v) if c == v}
    helps[v, "options"] = named
    for o in ("--no-such-option-xyz", "-y"):
        if taken(v, o):
            bad("kopt %s takes the made-up option %s: the check cannot tell" % (v, o))
    for o in sorted(source_options(v) - {"--help", "-h"}):
        if taken(v, o) and o not in named:
            bad("kopt %s takes %s, which its --help does not name" % (v, o))
        if not taken(v, o) and o in named:
            bad("kopt %s --help names %s, which it refuses" % (v, o))
    for c, o in attributed(out, v):
        if o in ("--help", "-h"):
            continue
        if not taken(c, o):
            bad("kopt %s --help names %s%s, which kopt %s refuses" % (
                v, o, "" if c == v else " (of kopt %s)" % c, c))

# -- backend specs ---------------------------------------------------------------
# Every form of SPEC backend_open takes, and every argument of the openai
# backend, is named where kopt run --help explains --backend and --llm.
backend_c = open(os.path.join(ROOT, "harness/run/backend.c")).read()
forms = set(re.findall(r'str(?:n?)cmp\(spec, "([a-z-]+):?"', backend_c))
openai_c = open(os.path.join(ROOT, "harness/agents/llm_openai.c")).read()
args = set(re.findall(r'opt\(args, "([a-z_]+)"', openai_c))
# The price arguments are read by llm_price.c for the openai backend.
price_c = open(os.path.join(ROOT, "harness/agents/llm_price.c")).read()
args |= set(re.findall(r'llm_spec_arg\(args, "([a-z_]+)"', price_c))
if not forms or not args:
    bad("no backend spec forms (%s) or openai arguments (%s) found in the source" % (forms, args))
for f in sorted(forms):
    if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(f), helps["run"]):
        bad("kopt run --help does not name the backend spec %s (harness/run/backend.c)" % f)
for a in sorted(args):
    if a + "=" not in helps["run"]:
        bad("kopt run --help does not name the openai argument %s= (harness/agents/llm_openai.c, "
            "llm_price.c)" % a)
if "KOPT_COMMAND_TIMEOUT_S" not in helps["run"]:
    bad("kopt run --help does not name KOPT_COMMAND_TIMEOUT_S (harness/agents/llm_command.c)")

# -- the README -----------------------------------------------------------------
# The command a section's options belong to when a span does not name one; a
# section not listed here gives none, and its bare options must be taken by
# some command and named in its --help.
SECTIONS = {
    "What is here": ["run"], "Running live": ["run"], "Replaying": ["replay"],
    "Beyond one machine": ["run"], "GPU tests": ["run"], "Gates, offline": ["gates"],
    "Reports": ["report", "run"], "Run files": ["show"], "Performance": ["run"],
}
# Options of other programs the README names without their command.
FOREIGN_BARE = {"--gres": "sbatch's, in SBATCH_ARRAY_ARGS"}
# Commands other than kopt whose options a span may give; kopt_import.py's
# are checked against its --help.
FOREIGN = r"kopt_import\.py|compile_times\.py|policy_table\.py|import_kernelbench\.sh|import_tutorials\.sh|import_suite\.sh|record-suite\.sh|gpus\.sh|sbatch|make|pip|man|groff|awk|xz"

imp = os.path.join(ROOT, "datasets/importer/kopt_import.py")
imp_help = ""
for mode in ([], ["--triton"], ["--retime"]):
    rc, out, err = run([sys.executable, imp] + mode + ["--help"], WORK)
    if rc != 0:
        bad("kopt_import.py %s --help exited %d: %s" % (" ".join(mode), rc, err[-300:]))
    imp_help += out
imp_opts = set(re.findall(OPT, imp_help)) | {"--triton", "--retime"}
rc, kb_help, err = run(["bash", os.path.join(ROOT, "datasets/importer/import_kernelbench.sh"),
                        "--help"], WORK)
if rc != 0:
    bad("import_kernelbench.sh --help exited %d: %s" % (rc, err[-300:]))
kb_opts = set(re.findall(OPT, kb_help))
rc, tut_help, err = run(["bash", os.path.join(ROOT, "datasets/importer/import_tutorials.sh"),
                         "--help"], WORK)
if rc != 0:
    bad("import_tutorials.sh --help exited %d: %s" % (rc, err[-300:]))
tut_opts = set(re.findall(OPT, tut_help))
# Python tools whose options a README span may give, each checked against
# its own --help.
py_opts = {}
for name, path in (("compile_times.py", "datasets/importer/compile_times.py"),
                   ("policy_table.py", "datasets/recordings/policy_table.py")):
    rc, out, err = run([sys.executable, os.path.join(ROOT, path), "--help"], WORK)
    if rc != 0:
        bad("%s --help exited %d: %s" % (name, rc, err[-300:]))
    py_opts[name] = set(re.findall(OPT, out))
rc, out, err = run(["bash", os.path.join(ROOT, "datasets/recordings/record-suite.sh"), "--help"],
                   WORK)
if rc != 0:
    bad("record-suite.sh --help exited %d: %s" % (rc, err[-300:]))
py_opts["record-suite.sh"] = set(re.findall(OPT, out))
# A bare option of the recordings' README (no command in its span) may be
# any of these tools' too.
tools_opts = imp_opts | kb_opts | tut_opts | set().union(*py_opts.values())

# The READMEs whose options are checked: the main one (its sections give
# their commands, SECTIONS) and the shipped recordings' (its sections are
# named with the file, so give none: a span names its command).
READMES = ("README.md", "datasets/recordings/README.md")
OTHER_README = tuple(n + ": " for n in READMES[1:])   # how their sections start


def readme_spans(name):
    """(section, text) of every code span and code line of README NAME."""
    out, section = [], None
    for part in re.split(r"(?m)^(## .*)$", open(os.path.join(ROOT, name)).read()):
        if part.startswith("## "):
            section = part[3:].strip()
            if name != "README.md":
                section = "%s: %s" % (name, section)
            continue
        for block in re.findall(r"(?m)^(?:    .*\n?)+", part):
            # a command continued over lines (a trailing backslash) is one span
            for line in re.sub(r"\\\n\s*", " ", block).split("\n"):
                out.append((section, line.strip()))
        for s in re.findall(r"`([^`]+)`", re.sub(r"(?m)^    .*$", "", part)):
            out.append((section, re.sub(r"\s+", " ", s)))
    return out


spans = [sp for name in READMES for sp in readme_spans(name)]
checked = 0
for sec, span in spans:
    dflt = next((v for k, v in SECTIONS.items() if sec and sec.startswith(k)), None)
    first = span.split(" ")[0]
    cmd = None
    if first in verbs:	# `report --out --plots`
        cmd = first
    for m in re.finditer(r"(?:^|[\s/])kopt ([a-z]+)\b|(?<![\w-])(%s)(?![\w-])|%s"
                         % (FOREIGN, OPT), span):
        if m.group(1):
            cmd = m.group(1) if m.group(1) in verbs else "?" + m.group(1)
            continue
        if m.group(2):
            cmd = "foreign:" + m.group(2)
            continue
        o = m.group(3)
        checked += 1
        if cmd == "foreign:kopt_import.py":
            if o not in imp_opts:
                bad("README [%s] `%s`: kopt_import.py --help does not name %s" % (sec, span, o))
            continue
        if cmd == "foreign:import_kernelbench.sh":
            if o not in kb_opts:
                bad("README [%s] `%s`: import_kernelbench.sh --help does not name %s"
                    % (sec, span, o))
            continue
        if cmd == "foreign:import_tutorials.sh":
            if o not in tut_opts:
                bad("README [%s] `%s`: import_tutorials.sh --help does not name %s"
                    % (sec, span, o))
            continue
        if cmd and cmd[len("foreign:"):] in py_opts:
            if o not in py_opts[cmd[len("foreign:"):]]:
                bad("README [%s] `%s`: %s --help does not name %s"
                    % (sec, span, cmd[len("foreign:"):], o))
            continue
        if cmd and cmd.startswith("foreign:"):
            continue
        if cmd and cmd.startswith("?"):
            bad("README [%s] `%s`: kopt has no command %s" % (sec, span, cmd[1:]))
            continue
        if cmd is None and o in FOREIGN_BARE:
            continue
        if cmd is None and sec and sec.startswith(OTHER_README) and o in tools_opts:
            continue
        cands = [cmd] if cmd else (dflt or verbs)
        ok = [c for c in cands if taken(c, o) and (o in ("--help", "-h") or
                                                   o in helps[c, "options"])]
        if not ok:
            bad("README [%s] `%s`: %s is not an option %s takes and names in its --help"
                % (sec, span, o, "of kopt " + "/".join(cands) if cmd or dflt else "any command"))
# Every configuration key the README sets is one kopt run --help lists.
keys = set(re.findall(r"^  ([a-z][a-z0-9_]*\.[a-z0-9_.]+) ", helps["run"].split(
    "Configuration keys", 1)[-1], re.M))
if not keys:
    bad("kopt run --help lists no configuration keys")
for sec, span in spans:
    for k in re.findall(r"--set ([a-z][a-z0-9_.]*)=", span):
        checked += 1
        if k not in keys:
            bad("README [%s] `%s`: %s is not a configuration key kopt run --help lists"
                % (sec, span, k))
print("%d commands, %d options tried, %d README options checked: %s" % (
    len(verbs), len(_taken), checked, "%d problems" % len(problems) if problems else "all agree"))
sys.exit(1 if problems else 0)
