#!/usr/bin/env python3
"""The tables behind import_kernelbench.sh, the bulk importer of a KernelBench
checkout (no torch, no GPU needed):

    python3 datasets/importer/kernelbench.py list KB_DIR [--level N]
        every problem of the checkout: id, level, file, category, family
    python3 datasets/importer/kernelbench.py plan KB_DIR --status FILE --out DIR
        [--level N] [--only ID,...] [--sample NAME] [--retry-refused] [--redo ID,...]
        the problems left to import (removing half-written folders), one
        tab-separated line each: id level path category family
    python3 datasets/importer/kernelbench.py record --status FILE --id ID
        --level N --file NAME --rc RC --secs S --timeout S [--result FILE]
        [--log FILE] [--out DIR] [--lock FILE] [--gpu NAME]
        one import's row, written into the status table atomically; its
        gpu column is --result's gpu, else --gpu
    python3 datasets/importer/kernelbench.py summary STATUS
        counts per level, refusals grouped by reason, import_s distribution
    python3 datasets/importer/kernelbench.py readme STATUS... [--readme FILE]
        rewrite the generated part of datasets/kernelbench/README.md
    python3 datasets/importer/kernelbench.py samples [--write]
        print (or write) datasets/kernelbench/samples.tsv
    python3 datasets/importer/kernelbench.py coverage RUN.kopt [--status-dir DIR]
        which sample of samples.tsv the run's problems are (the smallest that
        holds them all) and the problems of it the run lacks, each with why:
        the import's refusal in the run's compile mode (the status table
        status.tsv or status-MODE.tsv in DIR, default datasets/kernelbench)
        (--with-mode: after a first line "compile mode: MODE", as mode prints)
    python3 datasets/importer/kernelbench.py mode RUN.kopt
        the Inductor compile mode the run's problems were imported in (their
        manifests' torch.compile_mode: the baseline the run is measured
        against; default where a manifest names none), or an error naming
        the modes a run mixes
    python3 datasets/importer/kernelbench.py reason LOG
        why the import that wrote LOG failed: its first "refused: " or
        "verification failed: " line, else its last non-blank line (nothing
        when the log is missing or empty); what import_tutorials.sh and
        import_suite.sh print for a failed import

KernelBench (ScalingIntelligence/KernelBench, commit 423217d, MIT licence) is
not shipped: KB_DIR is the user's checkout, the folder holding
KernelBench/level1 ... (or that KernelBench folder itself).  A problem file
is LEVEL/N_NAME.py; its id is L<level>-<N, 3 digits> (L1-019 for
level1/19_ReLU.py), the ids of the paper's ablation sample.  Its category
(the manifest's dominant operation, Table 1 panel C) and, at level 3, its
architecture family (Table 10) come from RULES below, first match wins, on
NAME; a name no rule matches gets the category "other" (family "Other").
"""
import argparse
import fcntl
import json
import math
import os
import re
import sqlite3
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import import_policy  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
KB_DIR_DOC = os.path.join(ROOT, "datasets", "kernelbench")
KB_COMMIT = "423217d"
LEVELS = (1, 2, 3)
FALLBACK_CATEGORY = "other"
FALLBACK_FAMILY = "Other"

# (level, regular expression on NAME (case-insensitive, searched), category,
# family or None).  First match wins, so the more specific rules come first.
RULES = [
    # Level 1: single operators.
    (1, r"^conv_transposed", "conv-transpose", None),
    (1, r"^conv_", "conv", None),
    (1, r"matrix_scalar", "pointwise", None),
    (1, r"matmul|matrix_multiplication|matrix_vector|tensor_matrix", "matmul", None),
    (1, r"attention", "attention", None),
    (1, r"cumsum|cumprod", "scan", None),
    (1, r"loss", "loss", None),
    (1, r"norm", "norm", None),
    (1, r"pooling", "pooling", None),
    (1, r"reduction|argmax|argmin", "reduction", None),
    (1, r"softmax", "softmax", None),
    (1, r"relu|sigmoid|tanh|swish|gelu|selu|elu|softplus|softsign", "activation", None),
    # Level 2: an operator chain, named by its first operator.
    (2, r"^convtranspose", "conv-transpose-chain", None),
    (2, r"^conv", "conv-chain", None),
    (2, r"^(gemm|matmul|bmm|linear)", "gemm-chain", None),
    # Level 3: architectures, by Table 10's families.
    (3, r"swinmlp", "matmul", "ViT / Swin / CViT"),
    (3, r"vision|vit|swin", "attention", "ViT / Swin / CViT"),
    (3, r"mlp", "matmul", "MLP"),
    (3, r"^lenet", "conv", "LeNet-5"),
    (3, r"alexnet|vgg", "conv", "VGG/AlexNet"),
    (3, r"inception|googlenet|squeezenet", "conv", "Inception/Squeeze"),
    (3, r"resnet", "conv", "ResNet"),
    (3, r"densenet", "conv", "DenseNet"),
    (3, r"mobilenet|efficientnet", "conv", "MobileNet/EffNet"),
    (3, r"shufflenet|regnet", "conv", "Shuffle/RegNet"),
    (3, r"lstm|gru", "rnn", "LSTM / GRU"),
    (3, r"rnn", "rnn", "RNN / GPT"),
    (3, r"gpt|selfattention", "attention", "RNN / GPT"),
    (3, r"unet", "conv", "U-Net/NetVLAD/SSM"),
    (3, r"netvlad", "reduction", "U-Net/NetVLAD/SSM"),
    (3, r"mamba", "scan", "U-Net/NetVLAD/SSM"),
]

# The paper's 50-problem ablation sample (PAPER_NOTES 7.5), in its order.
ABLATION50 = (
    ["L1-%03d" % n for n in (2, 3, 6, 7, 9, 12, 15, 22, 28, 36, 39, 42, 43, 49, 59,
                             64, 75, 86, 94, 95)] +
    ["L2-%03d" % n for n in (1, 3, 9, 10, 18, 20, 29, 32, 39, 42, 49, 50, 53, 55, 56,
                             68, 77, 81, 93, 98)] +
    ["L3-%03d" % n for n in (2, 5, 9, 12, 14, 19, 30, 38, 44, 47)])


def subset12():
    """The first 4 ids of ABLATION50 at each level."""
    return [i for lv in LEVELS for i in [x for x in ABLATION50
                                         if x.startswith("L%d-" % lv)][:4]]


SAMPLES = {"ablation50": ABLATION50, "subset12": subset12()}
SAMPLES_TSV = os.path.join(KB_DIR_DOC, "samples.tsv")

# gpu: the name torch gives the GPU the row's import ran on (its timings are
# that card's); a table written before the column existed has no such
# column, and its rows read as "-" (unknown).
COLUMNS = ("id", "level", "file", "status", "reason", "kernels", "externs", "max_abs_err",
           "rule", "kopt_ms", "torch_compile_ms", "ratio", "import_s", "gpu")
OLD_COLUMNS = COLUMNS[:-1]
NONE = "-"   # an empty cell


class Error(Exception):
    """A bad input: the message names it and the problem."""


# -- problems ----------------------------------------------------------------------

def problem_id(level, number):
    return "L%d-%03d" % (level, number)


def classify(level, name):
    """(category, family) of problem NAME (the file name without N_ and .py)
    at this level, by RULES; family is None below level 3."""
    for lv, pattern, category, family in RULES:
        if lv == level and re.search(pattern, name, re.IGNORECASE):
            return category, family
    return FALLBACK_CATEGORY, FALLBACK_FAMILY if level == 3 else None


def level_dir(kb_dir, level):
    for d in (os.path.join(kb_dir, "KernelBench", "level%d" % level),
              os.path.join(kb_dir, "level%d" % level)):
        if os.path.isdir(d):
            return d
    raise Error("KB_DIR %s: no KernelBench/level%d folder (expected a KernelBench "
                "checkout, the folder holding KernelBench/level1 ...)" % (kb_dir, level))


def problems(kb_dir, levels=LEVELS):
    """Every problem file of the checkout at these levels, sorted by id:
    dicts id, level, number, file, path, name, category, family."""
    out, seen = [], {}
    for level in levels:
        d = level_dir(kb_dir, level)
        for f in sorted(os.listdir(d)):
            m = re.fullmatch(r"(\d+)_(.*)\.py", f)
            if not m:
                continue
            pid = problem_id(level, int(m.group(1)))
            if pid in seen:
                raise Error("%s: %s and %s both give the id %s" % (d, seen[pid], f, pid))
            seen[pid] = f
            category, family = classify(level, m.group(2))
            out.append({"id": pid, "level": level, "number": int(m.group(1)), "file": f,
                        "path": os.path.join(d, f), "name": m.group(2),
                        "category": category, "family": family})
    return sorted(out, key=lambda p: p["id"])


# -- samples -----------------------------------------------------------------------

def samples_text():
    lines = ["sample\tid"]
    for name in ("ablation50", "subset12"):
        lines += ["%s\t%s" % (name, i) for i in SAMPLES[name]]
    return "\n".join(lines) + "\n"


def read_samples(path=SAMPLES_TSV):
    """{sample name: [ids]} of a samples.tsv."""
    out = {}
    try:
        with open(path) as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    except OSError as e:
        raise Error("%s: cannot read the samples: %s" % (path, e.strerror))
    if not rows or rows[0] != ["sample", "id"]:
        raise Error("%s: expected the header 'sample<TAB>id'" % path)
    for k, r in enumerate(rows[1:], 2):
        if len(r) != 2:
            raise Error("%s: line %d: expected 2 columns, got %d" % (path, k, len(r)))
        out.setdefault(r[0], []).append(r[1])
    return out


def run_problems(path):
    """(ids, compile mode) of the newest run of the kopt file at PATH: its
    problems in order, and their manifests' torch.compile_mode (one mode, or
    an Error)."""
    if not os.path.isfile(path):
        raise Error("%s: no such file" % path)
    try:
        con = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
        run = con.execute("SELECT max(id) FROM runs").fetchone()[0]
        rows = con.execute(
            "SELECT p.problem_id, json_extract(b.data, '$.torch.compile_mode') "
            "FROM problems p JOIN blobs b ON b.id = p.manifest WHERE p.run = ? "
            "ORDER BY p.seq", (run,)).fetchall()
        con.close()
    except sqlite3.Error as e:
        raise Error("%s: not a kopt run file (%s)" % (path, e))
    if not rows:
        raise Error("%s: no run with problems" % path)
    modes = sorted({m or "default" for _, m in rows})
    if len(modes) != 1:
        raise Error("%s: run %d mixes compile modes %s" % (path, run, ", ".join(modes)))
    return [i for i, _ in rows], modes[0]


def coverage(ids, mode, samples, status):
    """The line saying which sample IDS are (the smallest of SAMPLES holding
    them all; ties by name) and which of its problems they lack, each with
    its import's refusal from STATUS (the rows of that MODE's table)."""
    have = set(ids)
    fits = sorted((len(v), k) for k, v in samples.items() if have <= set(v))
    if not fits:
        return "No sample of samples.tsv holds every problem of this run (%d)." % len(ids)
    name = fits[0][1]
    want = samples[name]
    lacks = [i for i in want if i not in have]
    if not lacks:
        return "Sample %s: all %d of its problems are in this run." % (name, len(want))
    why = []
    for i in lacks:
        r = status.get(i)
        if r is None:
            why.append("%s (no import of it in %s mode recorded)" % (i, mode))
        elif r["status"] == "refused":
            why.append("%s (refused by the import in %s mode: %s)" % (i, mode, r["reason"]))
        else:
            why.append("%s (imported in %s mode, not searched in this run)" % (i, mode))
    return "Sample %s: %d of its %d problems are in this run; not in it: %s." % (
        name, len(want) - len(lacks), len(want), "; ".join(why))


# -- the status table --------------------------------------------------------------

def cell(v):
    if v is None or v == "":
        return NONE
    if isinstance(v, float):
        return "%.6g" % v
    return re.sub(r"[\t\r\n]+", " ", str(v))


def read_status(path):
    """{id: row dict} of a status table; {} where the file does not exist."""
    if not os.path.exists(path):
        return {}
    rows = {}
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise Error("%s: cannot read the status table: %s" % (path, getattr(e, "strerror", e)))
    head = tuple(lines[0].split("\t")) if lines else ()
    if head not in (COLUMNS, OLD_COLUMNS):
        raise Error("%s: expected the header %s" % (path, " ".join(COLUMNS)))
    for k, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        v = line.split("\t")
        if len(v) != len(head):
            raise Error("%s: line %d: expected %d columns, got %d"
                        % (path, k, len(head), len(v)))
        row = dict(zip(head, v))
        row.setdefault("gpu", NONE)
        if row["status"] not in ("imported", "refused"):
            raise Error("%s: line %d: status %r is neither imported nor refused"
                        % (path, k, row["status"]))
        rows[row["id"]] = row
    return rows


def write_status(path, rows, columns=COLUMNS):
    """Write the table (header, rows sorted by key) to a temporary file beside
    it, then rename it over the old one: a reader never sees half a table.
    columns: another table's (compile_times.py's)."""
    d = os.path.dirname(os.path.abspath(path))
    os.makedirs(d, exist_ok=True)
    tmp = os.path.join(d, ".%s.tmp-%d" % (os.path.basename(path), os.getpid()))
    with open(tmp, "w") as f:
        f.write("\t".join(columns) + "\n")
        for pid in sorted(rows):
            f.write("\t".join(cell(rows[pid].get(c)) for c in columns) + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


class locked:
    """An exclusive flock on FILE (none where FILE is None) around a read,
    change and rewrite of the status table by parallel imports."""

    def __init__(self, path):
        self.path, self.fd = path, None

    def __enter__(self):
        if self.path:
            self.fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o644)
            fcntl.flock(self.fd, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        if self.fd is not None:
            os.close(self.fd)
        return False


# -- reasons -----------------------------------------------------------------------

PATH_RE = re.compile(r"(?<![\w.~/-])/(?:[^\s:'\"(),;/]+/)*([^\s:'\"(),;/]+)")


def clean_reason(text):
    """A refusal line without machine paths (each absolute path becomes its
    last component), without the importer's 'MODULE: refused: ' prefix,
    on one line, at most 300 characters."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"^\S+\.py: refused: ", "", text)
    text = re.sub(r"^refused: ", "", text)
    text = PATH_RE.sub(lambda m: m.group(1), text)
    return text[:300] or "(no reason given)"


LOG_REFUSALS = ("refused: ", "verification failed: ")


def reason_from_log(path):
    """Why an import failed, from its log: the first line that says
    "refused: " or "verification failed: " (the importers' refusals), else
    the log's last non-blank line (where an uncaught exception ends), else
    None (no log, or an empty one).  Not the first line that says "error":
    the importer prints each seed's max abs error as it checks.  The shell
    drivers ask for it by `kernelbench.py reason LOG`."""
    last = None
    try:
        with open(path, errors="replace") as f:
            for line in f:
                if any(r in line for r in LOG_REFUSALS):
                    return line.strip()
                if line.strip():
                    last = line.strip()
    except OSError:
        return None
    return last


def call_key(name):
    name = re.sub(r"^torch\.ops\.", "", name)
    return re.sub(r"\.(default|Tensor|Scalar|int|dim)$", "", name)


def reason_key(reason):
    """A short key that groups refusals: the unsupported call's name, the
    compile failure's exception class, 'timeout', 'verification failed', ..."""
    r = reason.strip()
    m = re.match(r"the float64 model[^:]*: (.*)", r)
    if m:
        return "float64 model: " + reason_key(re.sub(r" \(--no-float64 .*$", "", m.group(1)))
    if re.match(r"timeout after ", r):
        return "timeout"
    if re.match(r"killed \(SIGKILL\)", r):
        return "killed (SIGKILL)"
    if re.match(r"recurrent layers unroll into ", r):
        return "recurrent layers over --max-rnn-steps"
    if "kopt cannot run: " in r:
        calls = re.findall(r"(torch\.ops\.[A-Za-z0-9_.]+|extern_kernels\.[A-Za-z0-9_]+)", r)
        if calls:
            return "unsupported call: " + ", ".join(sorted({call_key(c) for c in calls}))
    m = re.match(r"torch\.compile\(fullgraph=True\) failed: (\w+)", r)
    if m:
        return "torch.compile failed: " + m.group(1)
    if r.startswith("verification failed"):
        return "verification failed"
    # bool: the reason of rows written before the generator took bool.
    m = re.search(r"(float16|bfloat16|bool) inputs are refused", r)
    if m:
        return "dtype " + m.group(1)
    m = re.match(r"kopt (\w+)( --time)? .*failed", r)
    if m:
        return "kopt %s%s failed" % (m.group(1), m.group(2) or "")
    m = re.match(r"argument \S+ is .*not a tensor", r)
    if m:
        return "dynamic shapes"
    if re.match(r"argument \S+ \(.*\) is the model's plain tensor attribute", r):
        return "module state in a plain tensor attribute"
    if re.match(r"argument \S+ \(.*\) is neither a tensor of get_inputs\(\)", r):
        return "graph argument neither input nor parameter"
    m = re.match(r"(exit \d+)", r)
    if m:
        return m.group(1)
    m = re.match(r"([A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit))\b", r)
    if m:
        return m.group(1)
    m = re.match(r"kernel \S+: (.*)", r)
    if m:
        return "kernel: " + generic(m.group(1))
    return generic(r)


def generic(text):
    """The first clause of a message, numbers and kernel names made generic."""
    t = re.sub(r"\btriton_\w+", "K", text)
    t = re.sub(r"\bbuf\d+|\barg\d+_\d+", "B", t)
    t = re.sub(r"\d+(\.\d+)?(e[-+]?\d+)?", "N", t)
    t = re.split(r"[:;(]", t)[0].strip()
    return t[:60] or "(no reason given)"


# -- recording one import ----------------------------------------------------------

def log_lock_wait(path):
    """The seconds an import's log says it waited for the GPU lock (the last
    "phases: ...; waited for the GPU lock W s" line, which kopt_import.py
    writes even when interrupted), or None."""
    wait = None
    try:
        with open(path, errors="replace") as f:
            for line in f:
                m = re.match(r"phases: .*; waited for the GPU lock ([0-9.]+) s$", line.strip())
                if m:
                    wait = float(m.group(1))
    except (OSError, TypeError):
        pass
    return wait


def outcome(rc, timeout, result_path, log_path, secs=None):
    """The row fields of one import: from the exit status rc of the importer
    run under `timeout` (124: timed out; 137: killed, by the timeout when it
    ran past the limit, else by something else, say the kernel's OOM
    killer), its --result file and its log.  An import that timed out having
    spent at most 90 % of `timeout` seconds on its own work (the rest
    waiting for other imports' turns at the GPU: its log's lock wait) is
    not refused: status "stopped", no row, so that the next run imports it
    again.  A --result written before a stop (its last act: the stop hit the
    importer's exit, say the interpreter winding down torch's worker pools)
    stands, as if it had exited 0 (imported) or 1 (refused)."""
    res = None
    if result_path and os.path.exists(result_path):
        try:
            with open(result_path) as f:
                res = json.load(f)
        except (OSError, ValueError) as e:
            res = {"status": "refused", "reason": "unreadable --result file: %s" % e}
    if rc in (124, 137) and isinstance(res, dict) and res.get("status") in ("imported",
                                                                            "refused"):
        rc = 0 if res["status"] == "imported" else 1
    if rc == 124 or (rc == 137 and (secs is None or secs >= float(timeout))):
        waited = log_lock_wait(log_path) if log_path else None
        if waited is not None and secs is not None and secs - waited <= 0.9 * float(timeout):
            return {"status": "stopped",
                    "reason": "past --timeout %s s, %.0f s of it waiting for the GPU"
                              % (timeout, waited)}
        return {"status": "refused", "reason": "timeout after %s s" % timeout}
    if rc == 137:
        return {"status": "refused", "reason": "killed (SIGKILL) after %.0f s" % secs}
    if rc == 0:
        if not isinstance(res, dict) or res.get("status") != "imported":
            return {"status": "refused",
                    "reason": "the importer exited 0 without an imported --result"}
        return {"status": "imported", "reason": None, "kernels": res.get("kernels"),
                "externs": res.get("externs"), "max_abs_err": res.get("max_abs_err"),
                # The rule may carry why there is no float64 model: one
                # line, no machine paths, as a reason.
                "rule": clean_reason(res["rule"]) if res.get("rule") else None,
                "kopt_ms": res.get("kopt_ms"),
                "torch_compile_ms": res.get("torch_compile_ms"), "ratio": res.get("ratio"),
                "gpu": gpu_cell(res.get("gpu"))}
    reason = None
    if isinstance(res, dict) and res.get("status") == "refused" and res.get("reason"):
        reason = res["reason"]
    if reason is None and log_path:
        reason = reason_from_log(log_path)
    return {"status": "refused", "reason": clean_reason(reason or "exit %d" % rc),
            "gpu": gpu_cell(res.get("gpu")) if isinstance(res, dict) else None}


def gpu_cell(v):
    """A GPU's name as a cell: one line of printable text, else None."""
    if not isinstance(v, str):
        return None
    v = re.sub(r"\s+", " ", v).strip()
    return v if v and v.isprintable() else None


def own_seconds(secs, result_path):
    """import_s: the import's wall seconds less those it waited for the GPU
    lock (another import's turn; --result's lock_wait_s), so that the
    column is the cost of the problem itself, whatever -j was, plus the
    compiles' seconds an earlier, stopped run spent when this one went on
    from its checkpoint (--result's checkpoint_s).  secs when the result is
    missing or its lock_wait_s is not a number in [0, secs].
    Returns (import_s, seconds waited)."""
    def seconds(x):
        return import_policy.finite(x) and x >= 0
    wait, saved = None, 0.0
    if result_path and os.path.exists(result_path):
        try:
            with open(result_path) as f:
                r = json.load(f)
            wait = r.get("lock_wait_s")
            saved = float(r["checkpoint_s"]) if seconds(r.get("checkpoint_s")) else 0.0
        except (OSError, ValueError, AttributeError):
            wait = None
    if not seconds(wait) or wait > secs:
        return secs + saved, 0.0
    return secs - wait + saved, float(wait)


def record(status_path, row, lock=None):
    """Put one row into the status table (under the lock), atomically."""
    with locked(lock):
        rows = read_status(status_path)
        rows[row["id"]] = row
        write_status(status_path, rows)


# -- planning and resuming ---------------------------------------------------------

def select(all_problems, levels=None, only=None, sample=None, samples_path=SAMPLES_TSV):
    """The problems chosen by --level, --only (ids) and --sample (a name in
    samples.tsv); an id or sample that does not exist is an error."""
    chosen = all_problems
    ids = {p["id"] for p in all_problems}
    if levels:
        chosen = [p for p in chosen if p["level"] in levels]
    if only:
        bad = [i for i in only if not re.fullmatch(r"L[123]-\d{3}", i)]
        if bad:
            raise Error("--only: %s: expected ids like L1-019" % ", ".join(bad))
        missing = [i for i in only if i not in ids]
        if missing:
            raise Error("--only: %s: no such problem in the checkout" % ", ".join(missing))
        chosen = [p for p in chosen if p["id"] in set(only)]
    if sample:
        s = read_samples(samples_path)
        if sample not in s:
            raise Error("--sample %s: not in %s (samples: %s)"
                        % (sample, os.path.basename(samples_path), ", ".join(sorted(s))))
        missing = [i for i in s[sample] if i not in ids]
        if missing:
            raise Error("--sample %s: %s: no such problem in the checkout"
                        % (sample, ", ".join(missing)))
        chosen = [p for p in chosen if p["id"] in set(s[sample])]
    return chosen


def plan(chosen, status_path, out_dir, retry_refused=False, say=print, redo=(), lock=None):
    """The problems of `chosen` still to import: those with no row in the
    status table (and, with retry_refused, those refused).  The ids of
    `redo` are imported again whatever their row says: their rows are
    removed from the table first (under lock), so that a stretch that ends
    before them leaves them to the next, as any problem without a row.  A
    folder under out_dir of a problem to import (half-written by a killed
    import, or the one redo replaces) is removed, and so is the checkpoint
    of a redo (out_dir/.checkpoints/ID: a redo compiles afresh; a stopped
    import's, kept, lets the next run go on from its compiles).  Returns
    (todo, kept)."""
    import shutil
    with locked(lock):
        rows = read_status(status_path)
        for i in sorted(set(redo)):   # a redo compiles afresh
            shutil.rmtree(os.path.join(out_dir, ".checkpoints", i), ignore_errors=True)
        gone = sorted(i for i in set(redo) if i in rows)
        for i in gone:
            say("redo     %s (its %s row removed)" % (i, rows[i]["status"]))
            del rows[i]
        if gone:
            write_status(status_path, rows)
    todo, kept = [], []
    for p in chosen:
        row = rows.get(p["id"])
        if row and not (retry_refused and row["status"] == "refused"):
            kept.append(p)
            continue
        folder = os.path.join(out_dir, p["id"])
        if os.path.lexists(folder):
            say("removed  %s (a folder with no row: left by an import that did not finish)"
                % p["id"] if not row else "removed  %s (folder of a refused problem)" % p["id"])
            if os.path.isdir(folder) and not os.path.islink(folder):
                shutil.rmtree(folder)
            else:
                os.remove(folder)
        todo.append(p)
    return todo, kept


# -- statistics --------------------------------------------------------------------

def number(v):
    try:
        x = float(v)
    except (TypeError, ValueError):
        return None
    return x if math.isfinite(x) else None


def distribution(values):
    """(min, median, p90, max) of the values, None if there are none; p90 is
    the nearest-rank percentile (the ceil(0.9 n)-th smallest)."""
    v = sorted(values)
    if not v:
        return None
    return (v[0], statistics.median(v), v[max(0, math.ceil(0.9 * len(v)) - 1)], v[-1])


# The README lists the imported problems whose kopt / torch.compile ratio is
# outside this range, each with both times: where the two baselines differ.
RATIO_NEAR = (0.9, 1.1)


def summary(rows):
    """Counts per level, refusal keys, rules and statistics of a status table."""
    rows = list(rows.values()) if isinstance(rows, dict) else list(rows)
    levels = {lv: {"imported": 0, "refused": 0} for lv in LEVELS}
    reasons, rules = {}, {}
    for r in rows:
        lv = int(r["level"])
        levels.setdefault(lv, {"imported": 0, "refused": 0})[r["status"]] += 1
        if r["status"] == "refused":
            k = reason_key(r["reason"])
            reasons.setdefault(k, {lv: 0 for lv in LEVELS})
            reasons[k][lv] = reasons[k].get(lv, 0) + 1
        elif r.get("rule", NONE) != NONE:
            rules[r["rule"]] = rules.get(r["rule"], 0) + 1
    by_level = {}
    for r in rows:
        x = number(r.get("import_s"))
        if x is not None:
            by_level.setdefault(int(r["level"]), []).append(x)
    secs = [x for v in by_level.values() for x in v]
    dev, dev_gpu, gpus = [], {}, {}
    for r in rows:
        g = r.get("gpu") or NONE
        gpus[g] = gpus.get(g, 0) + 1
        x = number(r.get("ratio")) if r["status"] == "imported" else None
        if x is not None:
            dev.append(abs(x - 1))
            dev_gpu.setdefault(g, []).append(abs(x - 1))
    far = sorted(((r["id"], r.get("file", NONE), number(r.get("kopt_ms")),
                   number(r.get("torch_compile_ms")), number(r.get("ratio")),
                   r.get("kernels", NONE), r.get("externs", NONE),
                   r.get("gpu") or NONE) for r in rows
                  if r["status"] == "imported" and number(r.get("ratio")) is not None
                  and not RATIO_NEAR[0] <= number(r.get("ratio")) <= RATIO_NEAR[1]),
                 key=lambda t: (t[4], t[0]))
    return {"levels": levels, "reasons": reasons, "rules": rules, "ratio_far": far,
            "import_s": distribution(secs), "n_import_s": len(secs),
            "import_s_level": {lv: (distribution(v), len(v)) for lv, v in by_level.items()},
            "ratio_dev_median": statistics.median(dev) if dev else None, "n_ratio": len(dev),
            "gpus": gpus,
            "ratio_dev_gpu": {g: (statistics.median(v), len(v)) for g, v in dev_gpu.items()}}


def sorted_reasons(reasons):
    return sorted(reasons.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))


def summary_text(rows):
    s = summary(rows)
    lines = []
    ti = tr = 0
    for lv in sorted(s["levels"]):
        c = s["levels"][lv]
        ti, tr = ti + c["imported"], tr + c["refused"]
        lines.append("level %d: %d imported, %d refused" % (lv, c["imported"], c["refused"]))
    lines.append("all: %d imported, %d refused" % (ti, tr))
    for k, c in sorted_reasons(s["reasons"]):
        lines.append("refused: %s in %d problem(s) (%s)" % (
            k, sum(c.values()), ", ".join("L%d %d" % (lv, n) for lv, n in sorted(c.items())
                                          if n)))
    if s["import_s"]:
        lines.append("import_s over %d problems: min %.1f, median %.1f, p90 %.1f, max %.1f"
                     % ((s["n_import_s"],) + s["import_s"]))
    return "\n".join(lines)


# -- README ------------------------------------------------------------------------

# Problems per level at KB_COMMIT (level 4 is not used).
LEVEL_PROBLEMS = {1: 100, 2: 100, 3: 50}
BEGIN = "<!-- generated by kernelbench.py readme: begin -->"
END = "<!-- generated by kernelbench.py readme: end -->"


def mode_of(path):
    m = re.fullmatch(r"status-(.+)\.tsv", os.path.basename(path))
    return m.group(1) if m else "default"


def sample_without_folder(path, rows, sample=ABLATION50):
    """Ids of the sample whose row in the status table at PATH says imported
    but whose problem folder (problems-MODE/ID/manifest.json beside the table)
    is not there: the folders are what the later issues search, so the README
    says which are missing rather than letting a row stand in for one."""
    d = os.path.join(os.path.dirname(path) or ".", "problems-" + mode_of(path))
    return [i for i in sample if i in rows and rows[i]["status"] == "imported"
            and not os.path.isfile(os.path.join(d, i, "manifest.json"))]


def readme_section(path):
    name = os.path.basename(path)
    mode = mode_of(path)
    rows = read_status(path)
    out = ["### Mode %s (`%s`)" % (mode, name), ""]
    if not rows:
        out += ["No problems imported yet: `%s` %s.  Run the commands above on a machine "
                "with an NVIDIA GPU, torch and Triton, then this script." % (
                    name, "has no rows" if os.path.exists(path) else "does not exist"), ""]
        return out
    s = summary(rows)
    out += ["| Level | Problems | Imported | Refused |", "|---|---|---|---|"]
    ti = tr = 0
    for lv in sorted(s["levels"]):
        c = s["levels"][lv]
        ti, tr = ti + c["imported"], tr + c["refused"]
        out.append("| L%d | %d | %d | %d |" % (lv, c["imported"] + c["refused"],
                                              c["imported"], c["refused"]))
    out += ["| All | %d | %d | %d |" % (ti + tr, ti, tr), ""]
    if ti + tr < sum(LEVEL_PROBLEMS.values()):
        out += ["These rows cover %d of the checkout's %d problems (%s); the others have "
                "no row yet." % (ti + tr, sum(LEVEL_PROBLEMS.values()), ", ".join(
                    "L%d %d of %d" % (lv, s["levels"].get(lv, {}).get("imported", 0)
                                      + s["levels"].get(lv, {}).get("refused", 0), n)
                    for lv, n in sorted(LEVEL_PROBLEMS.items()))), ""]
    gpus = sorted(s["gpus"].items(), key=lambda kv: (kv[0] == NONE, -kv[1], kv[0]))
    several = len(gpus) > 1

    def gpu(g):
        return "unrecorded (`-`)" if g == NONE else g
    if several:
        out += ["The rows come from %d GPUs (the `gpu` column; each row's timings are its "
                "own card's, so compare ratios within one card): %s." % (len(gpus), ", ".join(
                    "%s %d" % (gpu(g), n) for g, n in gpus)), ""]
    else:
        out += ["Every row comes from one GPU: %s." % gpu(gpus[0][0]), ""]
    inside = [i for i in ABLATION50 if i in rows]
    lost = sample_without_folder(path, rows)
    out += ["The `ablation50` sample: %d of its 50 problems have a row here, %d imported; "
            "%s." % (len(inside), sum(rows[i]["status"] == "imported" for i in inside),
                     "every imported one has its folder in `problems-%s/`" % mode
                     if not lost else "%d imported row(s) have no folder in `problems-%s/` "
                     "(import them again with `--redo`): %s" % (len(lost), mode,
                                                                  ", ".join(lost))), ""]
    if s["reasons"]:
        out += ["Refusals by reason:", "", "| Reason | L1 | L2 | L3 | Total |",
                "|---|---|---|---|---|"]
        for k, c in sorted_reasons(s["reasons"]):
            out.append("| %s | %d | %d | %d | %d |" % (k.replace("|", "\\|"), c.get(1, 0),
                                                       c.get(2, 0), c.get(3, 0),
                                                       sum(c.values())))
        out.append("")
    else:
        out += ["No problem was refused.", ""]
    if s["rules"]:
        out += ["Correctness rules the imported baselines passed: " + ", ".join(
            "`%s` (%d)" % kv for kv in sorted(s["rules"].items())) + ".", ""]
    if s["import_s"]:
        out += ["Import time (`import_s`, %d problems): min %.1f s, median %.1f s, "
                "p90 %.1f s, max %.1f s." % ((s["n_import_s"],) + s["import_s"]), "",
                "| Level | Problems | min s | median s | p90 s | max s |", "|---|---|---|---|---|---|"]
        for lv, (d, n) in sorted(s["import_s_level"].items()):
            out.append("| L%d | %d | %.1f | %.1f | %.1f | %.1f |" % ((lv, n) + d))
        out.append("")
    if s["ratio_dev_median"] is not None:
        out += ["Median |kopt / torch.compile - 1| over the %d imported problems with a "
                "timing: %.3f%s." % (s["n_ratio"], s["ratio_dev_median"], "" if not several
                                     else " (%s)" % "; ".join(
                                         "%s: %.3f over %d" % ((gpu(g),) + s["ratio_dev_gpu"][g])
                                         for g, _ in gpus if g in s["ratio_dev_gpu"])), ""]
        if s["ratio_far"]:
            out += ["The %d with kopt / torch.compile outside %.1f-%.1f (below: kopt's "
                    "baseline faster than torch.compile's `do_bench` time, which, for a "
                    "model of many launches, counts the CPU time of torch.compile's Python "
                    "wrapper where it outlasts the GPU's work, and, for one whose steps "
                    "are all vendor calls (no generated kernel), times torch's own "
                    "implementation of a call kopt runs on the vendor library; above: "
                    "slower; the problem folder's `validation.timing` also has "
                    "torch.compile's time under a CUDA graph):"
                    % ((len(s["ratio_far"]),) + RATIO_NEAR), "",
                    "| id | file | kernels | vendor calls | kopt ms | torch.compile ms | ratio |"
                    + (" gpu |" if several else ""),
                    "|---|---|---|---|---|---|---|" + ("---|" if several else "")]
            for i, f, k, t, x, nk, ne, g in s["ratio_far"]:
                out.append("| %s | %s | %s | %s | %s | %s | %.4g |" % (
                    i, f, nk, ne, "-" if k is None else "%.4g" % k,
                    "-" if t is None else "%.4g" % t, x) + (" %s |" % g if several else ""))
            out.append("")
    else:
        out += ["No imported problem has a timing (kopt / torch.compile).", ""]
    return out


def write_readme(readme, status_paths):
    """Replace the text between BEGIN and END in the README with the tables
    of the status files."""
    try:
        with open(readme) as f:
            text = f.read()
    except OSError as e:
        raise Error("--readme %s: %s" % (readme, e.strerror))
    if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
        raise Error("--readme %s: expected one %s line and then one %s line"
                    % (readme, BEGIN, END))
    body = ["", "KernelBench commit %s (MIT licence), not shipped here." % KB_COMMIT, ""]
    for p in status_paths:
        body += readme_section(p)
    head, rest = text.split(BEGIN)
    tail = rest.split(END)[1]
    new = head + BEGIN + "\n".join(body) + END + tail
    tmp = "%s.tmp-%d" % (readme, os.getpid())
    with open(tmp, "w") as f:
        f.write(new)
    os.replace(tmp, readme)


# -- command line ------------------------------------------------------------------

def levels_arg(v):
    if v not in ("1", "2", "3"):
        raise argparse.ArgumentTypeError("expected 1, 2 or 3, got %r" % v)
    return int(v)


def ids_arg(v):
    ids = [x for x in v.split(",") if x]
    if not ids:
        raise argparse.ArgumentTypeError("expected ids like L1-019,L2-001")
    return ids


def main(argv=None):
    ap = argparse.ArgumentParser(prog="kernelbench.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    sub = ap.add_subparsers(dest="cmd",
                            metavar="list|plan|record|summary|readme|samples|coverage|mode|reason")
    sub.required = True
    p = sub.add_parser("list", help="every problem of a checkout with its category")
    p.add_argument("kb_dir", metavar="KB_DIR")
    p.add_argument("--level", type=levels_arg, action="append")
    p = sub.add_parser("plan", help="the problems left to import")
    p.add_argument("kb_dir", metavar="KB_DIR")
    p.add_argument("--status", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--level", type=levels_arg, action="append")
    p.add_argument("--only", type=ids_arg)
    p.add_argument("--sample")
    p.add_argument("--samples", default=SAMPLES_TSV, help=argparse.SUPPRESS)
    p.add_argument("--retry-refused", action="store_true")
    p.add_argument("--redo", type=ids_arg, default=[])
    p.add_argument("--lock", default=None)
    p = sub.add_parser("record", help="write one import's row")
    p.add_argument("--status", required=True)
    p.add_argument("--id", required=True)
    p.add_argument("--level", required=True, type=levels_arg)
    p.add_argument("--file", required=True)
    p.add_argument("--rc", required=True, type=int)
    p.add_argument("--secs", required=True, type=float)
    p.add_argument("--timeout", required=True)
    p.add_argument("--result")
    p.add_argument("--log")
    p.add_argument("--out", help="the problem folder, removed if the import was refused")
    p.add_argument("--gpu", help="the GPU's name, for a row whose --result names none "
                                 "(a timeout, a crash)")
    p.add_argument("--lock")
    p = sub.add_parser("summary", help="counts, refusals by reason, import_s")
    p.add_argument("status", metavar="STATUS")
    p = sub.add_parser("readme", help="rewrite README.md's generated part")
    p.add_argument("status", metavar="STATUS", nargs="+")
    p.add_argument("--readme", default=os.path.join(KB_DIR_DOC, "README.md"))
    p = sub.add_parser("samples", help="print samples.tsv (--write: write it)")
    p.add_argument("--write", action="store_true")
    p = sub.add_parser("coverage", help="the sample a run's problems are and what it lacks")
    p.add_argument("run", metavar="RUN.kopt")
    p.add_argument("--status-dir", default=KB_DIR_DOC, metavar="DIR",
                   help="where samples.tsv and the status tables are (default %(default)s)")
    p.add_argument("--with-mode", action="store_true",
                   help="first a line 'compile mode: MODE' (what the mode command prints), "
                        "read from the run once for both")
    p = sub.add_parser("mode", help="the compile mode (baseline) a run's problems were imported in")
    p.add_argument("run", metavar="RUN.kopt")
    p = sub.add_parser("reason", help="why the import that wrote LOG failed, from LOG")
    p.add_argument("log", metavar="LOG")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "list":
            for q in problems(a.kb_dir, a.level or LEVELS):
                print("\t".join((q["id"], str(q["level"]), q["file"], q["category"],
                                 q["family"] or NONE)))
        elif a.cmd == "plan":
            chosen = select(problems(a.kb_dir), a.level, a.only, a.sample, a.samples)
            unknown = sorted(set(a.redo) - {q["id"] for q in chosen})
            if unknown:
                raise SystemExit("kernelbench.py plan: --redo %s: not among the chosen "
                                 "problems" % ",".join(unknown))
            todo, kept = plan(chosen, a.status, a.out, a.retry_refused,
                              say=lambda m: print(m, file=sys.stderr), redo=a.redo,
                              lock=a.lock)
            print("%d problem(s) chosen: %d to import, %d kept (a row in %s)"
                  % (len(chosen), len(todo), len(kept), os.path.basename(a.status)),
                  file=sys.stderr)
            for q in todo:
                print("\t".join((q["id"], str(q["level"]), q["path"], q["category"],
                                 q["family"] or NONE)))
        elif a.cmd == "record":
            o = outcome(a.rc, a.timeout, a.result, a.log, a.secs)
            if o["status"] == "stopped":
                if a.out and os.path.isdir(a.out):
                    import shutil
                    shutil.rmtree(a.out)
                print("stopped  %s (%s; no row)" % (a.id, o["reason"]))
                sys.stdout.flush()
                return 0
            own, waited = own_seconds(a.secs, a.result)
            row = dict(o, id=a.id, level=a.level, file=a.file, import_s="%.1f" % own,
                       gpu=o.get("gpu") or gpu_cell(a.gpu))
            if o["status"] != "imported" and a.out and os.path.isdir(a.out):
                import shutil
                shutil.rmtree(a.out)
            record(a.status, row, a.lock)
            took = "%.0f s" % own + (", %.0f s more waiting for the GPU" % waited
                                     if waited >= 0.5 else "")
            try:
                if o["status"] == "imported":
                    print("imported %s (%s): %d kernels, %d externs, max abs err %s, "
                          "kopt/torch.compile %s" % (a.id, took, o["kernels"] or 0,
                                                     o["externs"] or 0,
                                                     cell(o["max_abs_err"]),
                                                     cell(o["ratio"])))
                else:
                    print("refused  %s (%s): %s" % (a.id, took, o["reason"]))
                sys.stdout.flush()
            except BrokenPipeError:   # the row is written; a reader that went away is not an error
                pass
        elif a.cmd == "summary":
            print(summary_text(read_status(a.status)))
        elif a.cmd == "readme":
            write_readme(a.readme, a.status)
        elif a.cmd == "coverage":
            ids, mode = run_problems(a.run)
            table = "status.tsv" if mode == "default" else "status-%s.tsv" % mode
            if a.with_mode:
                print("compile mode: %s" % mode)
            print(coverage(ids, mode, read_samples(os.path.join(a.status_dir, "samples.tsv")),
                           read_status(os.path.join(a.status_dir, table))))
        elif a.cmd == "mode":
            print(run_problems(a.run)[1])
        elif a.cmd == "reason":
            why = reason_from_log(a.log)
            if why:
                print(why)
        elif a.cmd == "samples":
            if a.write:
                with open(SAMPLES_TSV, "w") as f:
                    f.write(samples_text())
            else:
                sys.stdout.write(samples_text())
    except Error as e:
        print("kernelbench.py %s: %s" % (a.cmd, e), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
