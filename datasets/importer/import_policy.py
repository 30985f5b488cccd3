"""The importer's decisions that need no torch, kept apart so that the CPU
tests hold them (test_footprint.py): the temporary root of an import and
the removal of dead imports' roots, the correctness rule a baseline passed
(eager-1e-4, or the opt-ins tf32-vs-float64 and tf32-as-compiled), what happens when the
float64 model cannot be built, when an earlier import's can be reused, and
the checkpoint that lets a stopped import go on from its compiles."""
import hashlib
import json
import math
import os
import re
import shutil
import socket
import tempfile

# -- temporary files -------------------------------------------------------------

ROOT_PREFIX = "kopt-import-"
ROOT_RE = re.compile(r"kopt-import-(\d+)\Z")
OWNER = "owner"


def tmp_parent():
    """Where import roots live: KOPT_IMPORT_TMP, else the temporary folder
    ($TMPDIR, else the system's)."""
    return os.environ.get("KOPT_IMPORT_TMP") or tempfile.gettempdir()


def pid_alive(pid):
    """Whether a process with this pid exists here (a pid we may not signal
    belongs to a live process of another user)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_dead_roots(parent, alive=pid_alive, host=None):
    """Remove the roots under `parent` of imports that are no longer running
    (a killed import leaves its root behind: a timeout's SIGKILL runs no
    cleanup).  A root is kopt-import-PID; it is removed when PID is not
    alive and its owner file names this host (or it has none: the owner is
    written right after the folder is made), so that a folder shared by
    machines or containers, whose pids this one cannot see, keeps the
    others' roots.  Returns the names removed."""
    host = host or socket.gethostname()
    removed = []
    try:
        names = sorted(os.listdir(parent))
    except OSError:
        return removed
    for name in names:
        m = ROOT_RE.match(name)
        path = os.path.join(parent, name)
        if not m or not os.path.isdir(path) or os.path.islink(path):
            continue
        pid = int(m.group(1))
        if pid == os.getpid() or alive(pid):
            continue
        try:
            with open(os.path.join(path, OWNER)) as f:
                owner = f.read().split()
        except OSError:
            owner = []
        if owner and owner[0] != host:
            continue
        shutil.rmtree(path, ignore_errors=True)
        if not os.path.exists(path):
            removed.append(name)
    return removed


def make_tmp_root(parent=None):
    """This process's root (PARENT/kopt-import-PID), made empty, after the
    dead imports' roots are removed.  Every temporary file of the import is
    under it; the caller removes it at the end."""
    parent = parent or tmp_parent()
    os.makedirs(parent, exist_ok=True)
    clean_dead_roots(parent)
    root = os.path.join(parent, "%s%d" % (ROOT_PREFIX, os.getpid()))
    shutil.rmtree(root, ignore_errors=True)   # a dead process's, with our pid
    os.mkdir(root, 0o700)
    with open(os.path.join(root, OWNER), "w") as f:
        f.write("%s %d\n" % (socket.gethostname(), os.getpid()))
    return root


# -- correctness rules -----------------------------------------------------------

EAGER = "eager-1e-4"
TF32 = "tf32-vs-float64"
AS_COMPILED = "tf32-as-compiled"
RULES = (EAGER, TF32, AS_COMPILED)
TF32_K = 2.0


def one_line(text, limit=160):
    """A reason fit for a status.tsv cell: one line, no tabs, bounded."""
    t = " ".join(str(text).split())
    return t if len(t) <= limit else t[:limit - 3] + "..."


def rule_label(rule, k=TF32_K):
    """The name a result carries: eager-1e-4, tf32-vs-float64 (k=K) or
    tf32-as-compiled (k=K)."""
    if rule == EAGER:
        return EAGER
    if rule in (TF32, AS_COMPILED):
        return "%s (k=%g)" % (rule, k)
    raise ValueError("unknown rule %r (expected %s)" % (rule, " or ".join(RULES)))


def with_float64_note(label, note):
    """The rule's name with the float64 model's absence said, when it is absent."""
    return label if not note else "%s (no float64 model: %s)" % (label, one_line(note, 120))


def finite(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def rule_decision(rule, k, cases, float64_note=None):
    """Whether a baseline passes `rule`, and under which name.

    cases: one per seed and output, {"what": "seed 0 output 0", "eager_ok":
    bool (within rtol = atol = 1e-4 of eager, no NaN), "kopt_err64": max
    |kopt - float64 model| or None, "eager_err64": max |eager - float64
    model| or None, and under tf32-as-compiled "compiled_err64": max
    |torch.compile - float64 model| on the same inputs, or None where not
    measured}.  float64_note: why there is no float64 model (None when
    there is one).

    eager-1e-4 passes when every case is eager_ok.  tf32-vs-float64 (an
    opt-in for convolutions whose TF32 algorithm kopt's cuDNN chooses
    differently from torch's) also takes a case that is not eager_ok when
    kopt's error against the float64 model is finite and at most k times
    eager's own (finite) error against it.  tf32-as-compiled (an opt-in
    beyond it, for a module whose convolutions torch.compile runs in TF32
    where eager's engine is exact: KernelBench L3-017, eager 5e-7 from the
    float64 model, torch.compile and kopt alike 4.5e-4) also takes a case
    whose error is at most k times torch.compile's own (finite) error
    against the float64 model.  A baseline is named by the weakest rule it
    needed.  Returns (passed, the rule's name as results carry it,
    failures: a line per case refused)."""
    if rule not in RULES:
        raise ValueError("unknown rule %r (expected %s)" % (rule, " or ".join(RULES)))
    if not finite(k) or k <= 0:
        raise ValueError("tf32 k must be a positive number, got %r" % (k,))
    bad = [c for c in cases if not c["eager_ok"]]
    if not bad:
        return True, with_float64_note(EAGER, float64_note), []
    if rule == EAGER:
        return False, None, ["%s: not within rtol=atol=1e-4 of eager" % c["what"] for c in bad]
    if float64_note:
        return False, None, ["%s: not within 1e-4 of eager, and %s needs the float64 model "
                             "(none: %s)" % (c["what"], TF32, one_line(float64_note, 120))
                             for c in bad]
    failures, compiled = [], False
    for c in bad:
        mine, theirs = c.get("kopt_err64"), c.get("eager_err64")
        if not (finite(mine) and finite(theirs)):
            failures.append("%s: error against the float64 model not finite (kopt %r, "
                            "eager %r)" % (c["what"], mine, theirs))
        elif mine <= k * theirs:
            continue
        elif rule != AS_COMPILED:
            failures.append("%s: kopt's max abs error against the float64 model %.3g is "
                            "more than %g x eager's %.3g" % (c["what"], mine, k, theirs))
        elif not finite(c.get("compiled_err64")):
            failures.append("%s: kopt's max abs error against the float64 model %.3g is "
                            "more than %g x eager's %.3g, and torch.compile's own is %s"
                            % (c["what"], mine, k, theirs, "not measured"
                               if c.get("compiled_err64") is None else "not finite"))
        elif mine > k * c["compiled_err64"]:
            failures.append("%s: kopt's max abs error against the float64 model %.3g is "
                            "more than %g x eager's %.3g and %g x torch.compile's %.3g"
                            % (c["what"], mine, k, theirs, k, c["compiled_err64"]))
        else:
            compiled = True
    if failures:
        return False, None, failures
    return True, rule_label(AS_COMPILED if compiled else TF32, k), []


def float64_plan(no_float64, build_error=None, spec_reason=None):
    """(keep the float64 model, why not): --no-float64 leaves it out; a float64
    model that cannot be built (torch.compile of the double copy fails, a
    call Inductor emits only in double is refused, forward mixes dtypes
    even with float64 as the default dtype) leaves it out too, with the
    reason, instead of refusing the problem: the baseline is still checked
    against eager, and gate 3 has tier 1 only, which the result's rule
    says.  spec_reason: a standalone file's own no_float64 (its reason), as
    --no-float64 for that file."""
    if no_float64:
        return False, "--no-float64"
    if spec_reason:
        return False, "the specification's no_float64: %s" % spec_reason
    if build_error is None:
        return True, None
    return False, one_line(build_error, 120)


# The mode the float64 model is compiled in, whatever the problem's: it is
# gate 3 tier 2's reference, run for its values and never timed, so tuning
# it (max-autotune benchmarks its GEMMs and convolutions again, in double)
# only costs import time.  A problem's float64 model is therefore the same in
# both modes, and a max-autotune import reuses the default mode's
# (float64_reusable, kopt_import.py --float64-from).
FLOAT64_MODE = "default"
FLOATING = ("float16", "bfloat16", "float32", "float64")
# What the float64 model's provenance adds to the problem's.
FLOAT64_PROVENANCE = ", in float64 (gate 3 tier 2 reference)"


def _sources(manifest):
    """{torch_name: (role, shape, strides, init, dtype)} of a manifest's inputs
    and params."""
    out = {}
    for b in manifest.get("buffers") or []:
        if b.get("role") in ("input", "param") and b.get("torch_name"):
            out[b["torch_name"]] = (b["role"], b.get("shape"), b.get("strides"), b.get("init"),
                                    b.get("dtype"))
    return out


def float64_reusable(manifest64, manifest, torch_version):
    """Whether MANIFEST64 (the float64 model of an earlier import of the same
    module, in another mode: DIR/float64/manifest.json of --float64-from)
    can serve as the float64 model of MANIFEST (this import's, its buffers
    read): (True, None), or (False, why not).  It must be the float64 model
    of the same problem id, made by this importer under the same torch, in
    FLOAT64_MODE, and name the same inputs and params (by torch_name) with
    the same shapes, strides and initialisations, floating ones in float64 and the
    others in their own dtype.  The reused model is then verified against
    the eager model in double like a built one, so a check passed here by a
    different module still cannot pass verification."""
    pid = manifest.get("id")
    if manifest64.get("id") != "%s.float64" % pid:
        return False, "its id is %r, not %s.float64" % (manifest64.get("id"), pid)
    prov = str(manifest64.get("provenance") or "")
    mine = str(manifest.get("provenance") or "")
    if prov != mine + FLOAT64_PROVENANCE:
        return False, "its provenance is %r, not %r" % (prov, mine + FLOAT64_PROVENANCE)
    t64 = manifest64.get("torch") or {}
    if t64.get("version") != torch_version:
        return False, "made under torch %s, this is %s" % (t64.get("version"), torch_version)
    if (t64.get("compile_mode") or "default") != FLOAT64_MODE:
        return False, "compiled in mode %s, not %s" % (t64.get("compile_mode"), FLOAT64_MODE)
    a, b = _sources(manifest), _sources(manifest64)
    if sorted(a) != sorted(b):
        return False, "its inputs and params are %s, this import's %s" % (
            ", ".join(sorted(b)) or "none", ", ".join(sorted(a)) or "none")
    for name in sorted(a):
        role, shape, strides, init, dtype = a[name]
        role64, shape64, strides64, init64, dtype64 = b[name]
        want = "float64" if dtype in FLOATING else dtype
        if (role, shape, strides, init, want) != (role64, shape64, strides64, init64, dtype64):
            return False, "%s is %s %s %s strides %s %s there, %s %s %s strides %s %s here" % (
                name, role64, dtype64, shape64, strides64, init64, role, want, shape, strides,
                init)
    return True, None


# -- checkpoints -------------------------------------------------------------------

# An import's compiles (the model's and the float64 model's: minutes for a
# large level-3 model, most of its time) are kept in a checkpoint folder
# (kopt_import.py --checkpoint DIR) until the import ends, so that one
# stopped after them (import_kernelbench.sh's --deadline, a timeout, ^C)
# goes on from them the next time instead of compiling again: DIR/problem
# (the folder as built, before verification) and DIR/checkpoint.json (the
# key of what built it, the compiles' own seconds, the float64 model's
# note), written last.  Any end but an interruption removes DIR.
CHECKPOINT_FILE = "checkpoint.json"


def checkpoint_key(parts, sources):
    """The key of a build: sha256 over PARTS (a dict of the settings that
    shape the folder: torch and Triton versions, mode, cuDNN setting, ...)
    and the bytes of each file of SOURCES (the module imported and the
    importer's own code, so that any change to either builds afresh)."""
    h = hashlib.sha256(json.dumps(parts, sort_keys=True, separators=(",", ":")).encode())
    for path in sources:
        with open(path, "rb") as f:
            h.update(b"\0" + os.path.basename(path).encode() + b"\0" + f.read())
    return h.hexdigest()


def place_folder(folder, dest):
    """Move the finished problem FOLDER to DEST (which does not exist) whole.
    shutil.move copies across file systems (the work folder in /tmp, DEST in
    the checkout), and an import killed during the copy (a stretch of GPU
    time ending) left a partial DEST that the next run kept as imported.
    So FOLDER goes to a hidden sibling of DEST first, .ID.partial-PID (what a
    killed copy leaves there is removed by the next import of ID, and no
    problem glob lists it), and is renamed to DEST, in one step.  DEST's
    parent folders are made where missing (--out p/ID with no p yet)."""
    dest = os.path.abspath(dest)
    parent, name = os.path.dirname(dest), os.path.basename(dest)
    os.makedirs(parent, exist_ok=True)
    for old in os.listdir(parent):
        if old.startswith("." + name + ".partial-"):
            shutil.rmtree(os.path.join(parent, old), ignore_errors=True)
    stage = os.path.join(parent, ".%s.partial-%d" % (name, os.getpid()))
    shutil.move(folder, stage)
    os.rename(stage, dest)


def checkpoint_write(ckpt, built, key, phases, note):
    """Keep the folder BUILT (moved) as CKPT/problem, with CKPT/checkpoint.json
    {key, phases: the compiles' own seconds by phase, note} written last
    (temporary file, then rename).  Returns CKPT/problem."""
    shutil.rmtree(ckpt, ignore_errors=True)
    os.makedirs(ckpt)
    dest = os.path.join(ckpt, "problem")
    shutil.move(built, dest)
    tmp = os.path.join(ckpt, CHECKPOINT_FILE + ".tmp")
    with open(tmp, "w") as f:
        json.dump({"key": key, "phases": phases, "note": note}, f, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(ckpt, CHECKPOINT_FILE))
    return dest


def checkpoint_read(ckpt, key):
    """(the saved {key, phases, note}, None) when CKPT holds a whole
    checkpoint of the build KEY; else (None, why not), having removed what
    CKPT held (a half-written one, or another build's).  (None, None) when
    there is none."""
    if not os.path.isdir(ckpt):
        return None, None
    path = os.path.join(ckpt, CHECKPOINT_FILE)
    why = None
    try:
        with open(path) as f:
            saved = json.load(f)
        if not isinstance(saved, dict) or saved.get("key") != key:
            why = "made by another build (the module, the importer, torch or a setting changed)"
        elif not os.path.isfile(os.path.join(ckpt, "problem", "manifest.json")):
            why = "its problem folder has no manifest.json"
        elif not isinstance(saved.get("phases"), dict) or not all(
                finite(v) and v >= 0 for v in saved["phases"].values()):
            why = "its phases are not seconds"
    except (OSError, ValueError) as e:
        why = "no whole %s (%s)" % (CHECKPOINT_FILE, e.__class__.__name__)
    if why:
        shutil.rmtree(ckpt, ignore_errors=True)
        return None, why
    return saved, None


# -- recurrent layers ------------------------------------------------------------

# Inductor compiles a traced nn.RNN/LSTM/GRU one cell step at a time (a GEMM
# of the hidden state and a generated kernel per step, per layer, per
# direction: docs/INDUCTOR_NOTES.md), so its compile time grows with
# sequence length x layers x directions.  KernelBench's level-3 recurrent
# problems (512 steps, 6 layers, 1 or 2 directions: 3,072 or 6,144 cell
# steps) were still compiling after 500 s on the H200, holding the GPU lock
# the other imports waited for.  Above this many cell steps the importer
# refuses before it compiles (--max-rnn-steps, KOPT_IMPORT_MAX_RNN_STEPS).
MAX_RNN_STEPS = 512


def rnn_steps(calls):
    """Cell steps Inductor would unroll for the recurrent layers' calls, each
    {"kind", "seq_len", "num_layers", "bidirectional"}: seq_len x
    num_layers x (2 if bidirectional else 1), summed."""
    return sum(int(c["seq_len"]) * int(c["num_layers"]) * (2 if c["bidirectional"] else 1)
               for c in calls)


def rnn_refusal(calls, limit=MAX_RNN_STEPS):
    """None when the recurrent calls unroll into at most `limit` cell steps,
    else the reason of a refusal naming each call's shape and the limit."""
    steps = rnn_steps(calls)
    if steps <= limit:
        return None
    parts = ["%s %d steps x %d layers x %d direction%s" % (
        c["kind"], c["seq_len"], c["num_layers"], 2 if c["bidirectional"] else 1,
        "s" if c["bidirectional"] else "") for c in calls]
    return ("recurrent layers unroll into %d cell steps (%s), over the limit of %d "
            "(--max-rnn-steps): Inductor compiles each step, and kopt runs no cuDNN RNN "
            "call" % (steps, "; ".join(parts), limit))


def with_compiled_errors(failures, errs, seed):
    """Each tolerance failure ("seed S output I: max abs error ... exceeds
    ...") with torch.compile's own error against eager for output I (errs,
    measured on seed `seed`) appended: "(torch.compile itself: E on seed
    S)", so that a refusal says whether the compiler itself is that far
    from eager.  Other lines are kept as they are."""
    out = []
    for f in failures:
        m = re.match(r"seed \d+ output (\d+): ", f)
        i = int(m.group(1)) if m else -1
        if 0 <= i < len(errs):
            f = "%s (torch.compile itself: %.3g on seed %d)" % (f, errs[i], seed)
        out.append(f)
    return out
