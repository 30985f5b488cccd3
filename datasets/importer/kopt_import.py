#!/usr/bin/env python3
"""Turns a KernelBench-form module (class Model, get_inputs, get_init_inputs)
into a kopt problem folder (datasets/FORMAT.md, format 1): manifest.json, one
NAME.py source and one NAME.cubin per generated Triton kernel.

    python3 datasets/importer/kopt_import.py MODULE.py --id ID --level N \\
        --category CAT [--family F] [--mode default|max-autotune] \\
        [--cudnn-fp32 torch|ieee|tf32] [--no-float64] [--float64-from DIR] \\
        [--checkpoint DIR] [--no-time] [--result FILE] --kopt PATH_TO_kopt --out DIR

It compiles the model once with PyTorch Inductor under torch.no_grad(), reads
the generated module (its `call` function, and the kernel objects Inductor
compiled and autotuned), and writes what Inductor really launched: the chosen
configuration, its cubin, its parameter list after specialization.  Before
anything is written to DIR, kopt itself generates inputs and runs the folder
(`kopt inputs` and `kopt exec`, seeds 0 and 42), and every output must match
the eager model fed the same inputs (rtol = atol = 1e-4, NaN never passes).

The float64 model of gate 3 tier 2 is the same module in double, compiled by
Inductor in its default mode whatever --mode says (a reference is run, never
timed: tuning it would only cost time), written to DIR/float64 as a problem
of its own (its inputs and params name the float32 model's by torch_name)
and verified the same way against the eager model in double.  --float64-from
DIR reuses DIR/float64 of an import of the same module in another mode
instead of compiling it again.

    python3 datasets/importer/kopt_import.py --triton FILE.py --kopt PATH_TO_kopt \
        --out DIR [--no-float64] [--no-time]

imports a standalone Triton kernel instead: FILE.py holds one @triton.jit
kernel and a KOPT_PROBLEM specification (triton_standalone.py reads it); the
problem has one kernel step, compiled as kopt compiles a Triton candidate, and
is verified the same way against the specification's PyTorch reference
function, whose float64 version (compiled by Inductor) is the float64 model.

    python3 datasets/importer/kopt_import.py --retime FOLDER MODULE --kopt PATH_TO_kopt

times an imported folder again (kopt's baseline and torch.compile's, or
Triton's for a --triton folder) and rewrites the timing in its manifest.

`--help` (and `--triton --help`, `--retime --help`) and argument errors need
no torch: torch is imported once the arguments are read.

It needs a CUDA GPU, torch and triton.  It must not write a folder that failed
verification, silently drop a call it does not understand (the problem is
refused with exit 1 and the reason), or keep anything in DIR from an earlier
run (an existing DIR is refused).
"""
import argparse
import contextlib
import copy
import gc
import importlib.util
import json
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import types
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inductor_code import Refused, kernel_parameters, parse_output_code  # noqa: E402
from triton_standalone import (IMPORTER as TRITON_IMPORTER, INPUT_COPY,  # noqa: E402
                               compile_step, finished_step, launch_keywords,
                               read_problem, user_arguments)
from kopt_inputs import CHUNK, GeneratorError, TorchOps, torch_view  # noqa: E402
import import_policy  # noqa: E402

IMPORTER = "kopt_import/1"
SEEDS = (0, 42)
RTOL = ATOL = 1e-4
# The name of the correctness rule a baseline passed (--result's "rule"):
# kopt's outputs against the eager model at RTOL and ATOL, seeds SEEDS.
RULE = "eager-1e-4"
SCALAR_TYPES = ("i32", "i64", "fp32", "fp64")
GRID_TYPES = ("Grid1D", "Grid2D", "Grid3D", "Grid2DWithYZOverflow")


def log(msg):
    print(msg, file=sys.stderr)


# Where an import's time goes: seconds per phase, and the seconds spent
# waiting for gpu_lock (another import's turn), which import_kernelbench.sh
# leaves out of import_s.  Both go to the log and to --result.
PHASES = {}
LOCK_WAIT = [0.0]
PHASE_WAITS = {}   # of LOCK_WAIT, the seconds waited inside each phase
RESUMED = [None]   # the build seconds a checkpoint saved, when resumed from one
# The exit status of an import stopped by --compile-only with its checkpoint
# written (EX_TEMPFAIL: no outcome yet, import_kernelbench.sh writes no row).
COMPILED_ONLY = 75


class CompiledOnly(Exception):
    """--compile-only: the compiles are done and in the checkpoint."""


WROTE_CHECKPOINT = [False]   # this process wrote it (its seconds are in this run's)
# Whether a kernel's PTX is kept beside its cubin, for the reader (kopt
# runs the cubin and never reads it); --no-ptx leaves it out, about a third
# of a folder (import_kernelbench.sh does, for the folders it commits).
KEEP_PTX = [True]


@contextlib.contextmanager
def phase(name):
    t0, w0 = time.monotonic(), LOCK_WAIT[0]
    try:
        yield
    finally:
        PHASES[name] = PHASES.get(name, 0.0) + time.monotonic() - t0
        PHASE_WAITS[name] = PHASE_WAITS.get(name, 0.0) + LOCK_WAIT[0] - w0


class TimedOut(Refused):
    """A step stopped by time_bound."""


@contextlib.contextmanager
def time_bound(seconds, what):
    """The block, stopped with a refusal that names `what` when it runs past
    `seconds` (0: no bound).  SIGALRM in the main thread interrupts Python
    code and the waits Inductor's compile makes (locks, futures, its worker
    processes); C code that never comes back to the interpreter is not
    interrupted, and the caller's own bound (import_tutorials.sh --timeout,
    import_kernelbench.sh --timeout) stays the backstop.  Inductor catches
    some exceptions and falls back (to eager, to another path), so once the
    time is up the block's end is the refusal whatever the block did."""
    if not seconds:
        yield
        return
    fired = []

    def expired(signum, frame):
        fired.append(True)
        raise TimedOut("%s did not finish in %g s" % (what, seconds))

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    except TimedOut:
        raise
    except BaseException as e:
        if fired:
            raise TimedOut("%s did not finish in %g s (then: %s: %s)"
                           % (what, seconds, type(e).__name__, e)) from e
        raise
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    if fired:
        raise TimedOut("%s did not finish in %g s" % (what, seconds))


def own_seconds(name):
    """A phase's seconds less those it spent waiting for the GPU lock."""
    return max(0.0, PHASES.get(name, 0.0) - PHASE_WAITS.get(name, 0.0))


def fresh_caches(work):
    """Inductor's and Triton's caches made the import's own, empty, under its
    root (TORCHINDUCTOR_CACHE_DIR, TRITON_CACHE_DIR; both read when first
    used), so that its compile is a cold one: what --fresh-caches asks for
    compile_s to be a cold compile's time (an earlier import of the same
    module, in another mode, would otherwise lend it its kernels and
    autotuning results)."""
    for var, sub in (("TORCHINDUCTOR_CACHE_DIR", "inductor-cache"),
                     ("TRITON_CACHE_DIR", "triton-cache")):
        os.environ[var] = os.path.join(work, sub)
        os.mkdir(os.environ[var])


def phases_text():
    return "phases: %s; waited for the GPU lock %.1f s" % (
        ", ".join("%s %.1f s" % kv for kv in PHASES.items()) or "none", LOCK_WAIT[0])


def need(obj, attr, what):
    """obj.attr, or a refusal that names what this torch lacks."""
    if not hasattr(obj, attr):
        raise Refused("%s has no attribute %r in this torch/triton; the importer reads it"
                      % (what, attr))
    return getattr(obj, attr)


# -- torch helpers (torch is imported in main, after the arguments are checked) --

def torch_dtypes():
    import torch
    return {torch.float32: "float32", torch.float64: "float64", torch.float16: "float16",
            torch.bfloat16: "bfloat16", torch.int32: "int32", torch.int64: "int64",
            torch.int8: "int8", torch.uint8: "uint8", torch.bool: "bool"}


def dtype_name(t):
    name = torch_dtypes().get(t.dtype)
    if name is None:
        raise Refused("dtype %s is not in the problem format" % t.dtype)
    return name


def float32_at_least(x):
    """The smallest float32 >= x (x >= 0, finite)."""
    f = struct.unpack("<f", struct.pack("<f", x))[0]
    if f < x:
        bits = struct.unpack("<I", struct.pack("<f", f))[0] + 1
        f = struct.unpack("<f", struct.pack("<I", bits))[0]
    return f


def init_for(t, role, what):
    """The generator distribution (FORMAT.md, Inputs) for a tensor's observed values."""
    import torch
    kind = dtype_name(t)
    if kind in ("float16", "bfloat16"):
        raise Refused("%s: %s inputs are refused by generator kopt-counter/1" % (what, kind))
    v = t.detach()
    if not t.dtype.is_floating_point:
        # Integers and bool alike (a bool is 0 or 1): an all-True mask
        # becomes randint [1, 2), all ones as it was.
        lo, hi = int(v.min()), int(v.max())
        return {"dist": "randint", "lo": lo, "hi": hi + 1}
    if not bool(torch.isfinite(v).all()):
        raise Refused("%s holds non-finite values" % what)
    if role == "input":
        if bool(((v >= 0) & (v < 1)).all()):
            return {"dist": "rand"}
        return {"dist": "randn"}
    b = float(v.abs().max()) if v.numel() else 0.0
    if b == 0.0:
        return {"dist": "zeros"}
    b = float32_at_least(b)
    # A parameter that is never negative (a BatchNorm running_var, say) stays
    # non-negative, so that the model computes on values it could hold.
    lo = 0.0 if bool((v >= 0).all()) else -b
    return {"dist": "uniform", "lo": lo, "hi": b}


def torch_settings(mode):
    """The `torch` object of the manifest: version and math-mode settings."""
    import torch

    def read(path):
        obj = torch
        for part in path.split("."):
            if not hasattr(obj, part):
                return None
            obj = getattr(obj, part)
        return obj

    def precision(paths, allow_tf32):
        # fp32_precision settings (torch >= 2.9) say "none" when they inherit
        # from the level above; the last resort is the older allow_tf32 flag.
        seen = False
        for p in paths:
            v = read(p)
            if isinstance(v, str):
                seen = True
                if v != "none":
                    return v
        if not seen:
            return None
        return "tf32" if allow_tf32 else "ieee"

    def flag(read):
        # torch >= 2.9 refuses to read an old flag that the new fp32_precision
        # settings make ambiguous (cuDNN conv and RNN set apart): null then.
        try:
            return bool(read())
        except RuntimeError:
            return None

    tf32_mm = flag(lambda: torch.backends.cuda.matmul.allow_tf32)
    tf32_cudnn = flag(lambda: torch.backends.cudnn.allow_tf32)
    fastpath = getattr(getattr(torch.backends, "mha", None), "get_fastpath_enabled", None)
    return {
        "version": torch.__version__,
        "compile_mode": mode,
        "matmul_fp32_precision": precision(
            ["backends.cuda.matmul.fp32_precision", "backends.fp32_precision"], tf32_mm),
        "cudnn_fp32_precision": precision(
            ["backends.cudnn.conv.fp32_precision", "backends.cudnn.fp32_precision",
             "backends.fp32_precision"], tf32_cudnn),
        "allow_tf32_matmul": tf32_mm,
        "allow_tf32_cudnn": tf32_cudnn,
        "rnn_fp32_precision": precision(
            ["backends.cudnn.rnn.fp32_precision", "backends.cudnn.fp32_precision",
             "backends.fp32_precision"], tf32_cudnn),
        "dynamo_allow_rnn": bool(getattr(torch._dynamo.config, "allow_rnn", False)),
        "mha_fastpath": None if fastpath is None else bool(fastpath()),
        "inference": True,
    }


def import_settings():
    """What every entry point of the importer sets before torch runs a model:
    kopt's cuDNN (ensure_cudnn_lib), recurrent layers traced
    (trace_recurrent_layers), the MHA fast path off (mha_math_path)."""
    ensure_cudnn_lib()
    trace_recurrent_layers()
    mha_math_path()


def mha_math_path():
    """Turn off the inference fast path of nn.TransformerEncoderLayer and
    nn.MultiheadAttention (torch.backends.mha.set_fastpath_enabled(False)).
    With it on, Dynamo's graph keeps torch's fused native op
    (aten._transformer_encoder_layer_fwd), which kopt cannot run, and the
    problem was refused (KernelBench L3-032, on the H200); off, the layers
    trace into their math (GEMMs, scaled dot-product attention, layer norm),
    which Inductor compiles and kopt runs (checked on the CPU with torch
    2.11: the same outputs, the fused op gone).  The eager reference and
    torch.compile's timing run with it off too; the manifest records it
    (torch.mha_fastpath)."""
    import torch
    mha = getattr(torch.backends, "mha", None)
    if mha is not None and hasattr(mha, "set_fastpath_enabled"):
        mha.set_fastpath_enabled(False)


def trace_recurrent_layers():
    """Let Dynamo trace nn.RNN, nn.LSTM and nn.GRU (torch._dynamo.config.
    allow_rnn, off by default), so that a model with recurrent layers
    compiles whole: Inductor then decomposes each layer into one GEMM of
    the input projection and, per time step, a GEMM (cuBLAS) and a
    generated kernel of the gates (measured on the H200 with torch 2.11);
    no cuDNN RNN call is left for kopt to run.  Off, Dynamo refuses them
    under fullgraph=True.  The manifest records it (torch.dynamo_allow_rnn),
    and torch.compile's timing runs with it too."""
    import torch._dynamo
    torch._dynamo.config.allow_rnn = True


# -- compiling and reading what Inductor generated ------------------------------

def load_module(path, name):
    """The Python file at path, executed as a module called name."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise Refused("%s: not a Python module" % path)
    mod = importlib.util.module_from_spec(spec)
    # Registered under its name: torch.compile (dynamo) imports a function's
    # module by name when it inlines a call into it (the reference of a
    # standalone Triton file that calls its own launcher).
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def load_problem(path):
    mod = load_module(path, "kopt_problem_module")
    for name in ("Model", "get_inputs", "get_init_inputs"):
        if not hasattr(mod, name):
            raise Refused("%s defines no %s" % (path, name))
    return mod


class gpu_lock:
    """With KOPT_IMPORT_GPU_LOCK naming a file PATH, hold locks (flock) while
    the import uses the GPU, so that imports run in parallel
    (import_suite.sh, import_kernelbench.sh -j N) neither run out of GPU
    memory nor measure beside each other.  main() takes it around everything
    that allocates on the GPU (moving the model and inputs there, the
    compile, the float64 model, the eager runs, kopt's runs, the
    comparisons, the timing).

    Two locks, each with a turnstile (a second lock file, PATH.turn and
    PATH.quiet.turn, taken while waiting, so that an exclusive waiter is not
    starved by new shared holders):
    - PATH, the GPU's.  gpu_lock() is exclusive: the GPU to this import alone.
      gpu_lock(shared=True) lets other shared holders in: main() takes it so
      for a problem whose inputs and parameters are small (gpu_footprint at
      most KOPT_IMPORT_SHARED_BYTES).  Inside a shared hold, gpu_lock()
      upgrades to exclusive for what must see an idle GPU (Inductor's
      autotuning benchmarks) and goes back to shared after.
    - PATH.quiet, the CPU's quiet for a timing.  gpu_lock.compiling() gives up
      a shared hold of the GPU's lock for a shared hold of this one while
      Dynamo and Inductor compile (CPU work, minutes for a large level-3
      model): the autotuning benchmarks of other imports, which measure GPU
      time, run meanwhile (their upgrade to exclusive waited for every
      shared holder, so for the longest compile under way, while the GPU
      idled: KernelBench DenseNet201 waited 407 s on the H200 at -j 10).
      The compiled model's runs inside take the GPU's lock shared again.
      gpu_lock(quiet=True) holds both exclusive: the timing (kopt's and
      torch.compile's, whose Python wrapper is CPU time do_bench counts) and
      an import that has the GPU alone see no compile beside them.
    A process never waits for the quiet lock while it holds the GPU's (it
    gives that up first), and a holder of the GPU's lock waits for nothing,
    so no two imports wait for each other.  Reentrant.  Before the
    outermost exit gives the locks up, the GPU memory the process no longer
    references is returned (gc, then torch.cuda.empty_cache): torch's
    caching allocator would otherwise keep it reserved while the next
    import allocates.  Without KOPT_IMPORT_GPU_LOCK, no lock, the same
    freeing."""
    # One state per open `with`: (GPU's lock, quiet lock), each None (not
    # held), True (shared) or False (exclusive).
    stack = []
    fds = None   # {"gpu": (fd, turnstile fd), "quiet": (...)} while any `with` is open

    def __init__(self, shared=False, quiet=False):
        self.shared = shared
        self.quiet = quiet

    @staticmethod
    def _flock(which, shared):
        """Take lock `which` ("gpu" or "quiet") shared (True) or exclusive
        (False), giving up what this process held of it first: one that waits
        at the turnstile holds nothing of it, so two shared holders that both
        upgrade cannot wait for each other; or give it up (None)."""
        import fcntl
        fd, turn = gpu_lock.fds[which]
        if shared is None:
            fcntl.flock(fd, fcntl.LOCK_UN)
            return
        t0 = time.monotonic()
        try:   # counted when interrupted too (import_kernelbench.sh's timeout)
            fcntl.flock(fd, fcntl.LOCK_UN)
            fcntl.flock(turn, fcntl.LOCK_EX)
            try:
                fcntl.flock(fd, fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
            finally:
                fcntl.flock(turn, fcntl.LOCK_UN)
        finally:
            LOCK_WAIT[0] += time.monotonic() - t0

    @staticmethod
    def _move(cur, new):
        """From state cur to state new: the quiet lock first, waited for with
        the GPU's lock given up."""
        g, q = cur
        if new[1] != q:
            if new[1] is not None and g is not None:
                gpu_lock._flock("gpu", None)
                g = None
            gpu_lock._flock("quiet", new[1])
        if new[0] != g:
            gpu_lock._flock("gpu", new[0])

    @staticmethod
    def _open(path):
        if gpu_lock.fds is None:
            gpu_lock.fds = {w: tuple(os.open(p, os.O_CREAT | os.O_RDWR, 0o644)
                                     for p in (base, base + ".turn"))
                            for w, base in (("gpu", path), ("quiet", path + ".quiet"))}

    def __enter__(self):
        path = os.environ.get("KOPT_IMPORT_GPU_LOCK")
        cur = gpu_lock.stack[-1] if gpu_lock.stack else (None, None)
        # shared inside an exclusive hold stays exclusive
        new = (self.shared and cur[0] is not False, False if self.quiet else cur[1])
        if path:
            gpu_lock._open(path)
            gpu_lock._move(cur, new)
        gpu_lock.stack.append(new)
        return self

    def __exit__(self, *exc):
        cur = gpu_lock.stack.pop()
        if not gpu_lock.stack:
            try:
                release_gpu_memory()
            except Exception as e:   # a CUDA error already raised; keep that one
                log("note: GPU memory not released before the lock: %s: %s"
                    % (type(e).__name__, str(e).splitlines()[0] if str(e) else ""))
            finally:
                if gpu_lock.fds is not None:
                    for fd in [fd for pair in gpu_lock.fds.values() for fd in pair]:
                        os.close(fd)   # releases the flock
                    gpu_lock.fds = None
        elif gpu_lock.fds is not None:
            gpu_lock._move(cur, gpu_lock.stack[-1])
        return False

    @staticmethod
    @contextlib.contextmanager
    def compiling():
        """A compile inside a shared hold of the GPU's lock: that hold given
        up for a shared hold of the quiet lock, and taken again after.
        Outside a shared hold (no lock, or the GPU to this import alone) it
        changes nothing."""
        cur = gpu_lock.stack[-1] if gpu_lock.stack else None
        if cur is None or cur[0] is not True or gpu_lock.fds is None:
            yield
            return
        new = (None, True)
        gpu_lock._move(cur, new)
        gpu_lock.stack.append(new)
        try:
            yield
        finally:
            gpu_lock.stack.pop()
            if gpu_lock.fds is not None:
                gpu_lock._move(new, gpu_lock.stack[-1])


# What an import sharing the GPU reserves of KOPT_IMPORT_GPU_BUDGET, in units
# of its gpu_footprint: the model and inputs (1), their double copy for the
# float64 model (2), kopt's own process with its inputs (1), the eager runs'
# outputs and Inductor's intermediates (2).  An import that runs out of
# memory all the same is redone alone (main()).
RESERVE_X = 6


class gpu_budget:
    """With KOPT_IMPORT_GPU_LOCK naming PATH and KOPT_IMPORT_GPU_BUDGET a number
    of bytes, an import sharing the GPU first reserves `need` bytes of that
    budget in the ledger PATH.budget (a line "pid bytes hold|wait since" per
    import, read and rewritten under its own flock), so that the shared
    imports' GPU memory adds up to at most the budget: -j N never runs a
    machine out of memory by sharing.  A reservation is granted when the
    holds plus it fit the budget (or nothing is held) and no import waiting
    longer is still waiting (first come, first served: a large import is
    not starved by small ones); it is given back at exit.  Lines of
    processes that are gone (a killed import) are dropped.  need 0, or no
    lock or budget set: nothing reserved.  Its wait counts in LOCK_WAIT."""
    POLL_S = 0.1

    def __init__(self, need):
        self.need = need
        self.path = None

    @staticmethod
    def entries(f):
        """The ledger's live lines as [pid, bytes, state, since], f at its start."""
        out = []
        for line in f.read().splitlines():
            parts = line.split()
            if len(parts) != 4 or parts[2] not in ("hold", "wait"):
                continue
            pid, need, state, since = int(parts[0]), int(parts[1]), parts[2], float(parts[3])
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                continue
            except PermissionError:
                pass
            if process_started(pid) > since + 1:   # the pid of a line left behind, reused
                continue
            out.append([pid, need, state, since])
        return out

    def _update(self, fn):
        """fn(the other imports' lines) -> this import's line or None, under the
        ledger's flock; the ledger rewritten with it.  Returns the line."""
        import fcntl
        with open(self.path, "a+") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            f.seek(0)
            others = [e for e in self.entries(f) if e[0] != os.getpid()]
            mine = fn(others)
            f.seek(0)
            f.truncate()
            for e in others + ([mine] if mine else []):
                f.write("%d %d %s %.6f\n" % tuple(e))
            f.flush()
            return mine

    def __enter__(self):
        lock = os.environ.get("KOPT_IMPORT_GPU_LOCK")
        budget = gpu_budget_bytes()
        if not (lock and budget and self.need):
            return self
        self.path = lock + ".budget"
        t0, since = time.monotonic(), time.time()

        def admit(others):
            held = sum(e[1] for e in others if e[2] == "hold")
            first = not any(e[2] == "wait" and (e[3], e[0]) < (since, os.getpid())
                            for e in others)
            fits = held + self.need <= budget or not any(e[2] == "hold" for e in others)
            return [os.getpid(), self.need, "hold" if first and fits else "wait", since]
        try:
            while self._update(admit)[2] != "hold":
                time.sleep(self.POLL_S)
        except BaseException:   # interrupted: its waiting line goes
            self._update(lambda others: None)
            self.path = None
            raise
        finally:
            LOCK_WAIT[0] += time.monotonic() - t0
        return self

    def __exit__(self, *exc):
        if self.path:
            self._update(lambda others: None)
            self.path = None
        return False


def process_started(pid):
    """When process pid started, in seconds since the epoch (Linux's
    /proc/PID/stat start time after /proc/stat's boot time), or 0 where
    that cannot be read."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/stat") as f:
            boot = next(int(l.split()[1]) for l in f if l.startswith("btime "))
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return 0


def gpu_budget_bytes():
    """KOPT_IMPORT_GPU_BUDGET: the bytes of GPU memory that imports sharing the
    GPU may reserve together (gpu_budget); 0 or unset: no budget, and only
    problems of KOPT_IMPORT_SHARED_BYTES share, uncounted."""
    return count_setting("KOPT_IMPORT_GPU_BUDGET=%s",
                         os.environ.get("KOPT_IMPORT_GPU_BUDGET", "0") or "0",
                         "a number of bytes >= 0")


def gpu_footprint(loaded):
    """Bytes of load_before_lock's model parameters, buffers and inputs: what an
    import's GPU memory scales with (a few times it, with the float64 model
    and the outputs)."""
    import torch
    model, inputs = loaded[1], loaded[2]
    n = sum(t.numel() * t.element_size() for t in
            list(model.parameters()) + list(model.buffers()))
    return n + sum(t.numel() * t.element_size() for t in inputs
                   if isinstance(t, torch.Tensor))


def shared_limit():
    """KOPT_IMPORT_SHARED_BYTES: the largest gpu_footprint imported under the
    shared lock; 0: every import alone.  Default: with a budget
    (KOPT_IMPORT_GPU_BUDGET), what fits in it (budget / RESERVE_X); without
    one 1 GiB (-j 6 such imports, each a few times its footprint, stay well
    inside an H200's 141 GB)."""
    budget = gpu_budget_bytes()
    return count_setting("KOPT_IMPORT_SHARED_BYTES=%s",
                         os.environ.get("KOPT_IMPORT_SHARED_BYTES",
                                        str(budget // RESERVE_X if budget else 1 << 30)),
                         "a number of bytes >= 0")


def count_setting(name, v, expected):
    """int(v) for a setting that counts (>= 0), else the exit that names it
    (name % v) and what was expected."""
    try:
        n = int(v)
        if n < 0:
            raise ValueError
        return n
    except ValueError:
        raise SystemExit("kopt_import.py: %s: expected %s" % (name % v, expected))


def out_of_memory(e):
    """Whether exception e says the GPU ran out of memory (torch's, or a
    kopt run's CUDA_ERROR_OUT_OF_MEMORY)."""
    torch = sys.modules.get("torch")
    oom = getattr(torch, "OutOfMemoryError", None) if torch else None
    if oom is not None and isinstance(e, oom):
        return True
    text = str(e).lower()
    return "out of memory" in text or "cuda_error_out_of_memory" in text


def gpu_name():
    """The name torch gives the GPU this import ran on, None where torch or
    CUDA was never started (a refusal before any GPU work)."""
    torch = sys.modules.get("torch")
    if torch is None or not torch.cuda.is_initialized():
        return None
    try:
        return torch.cuda.get_device_name()
    except Exception:   # a GPU in a fault state: the row still gets written
        return None


def release_gpu_memory():
    """Return the GPU memory torch's caching allocator holds and nothing
    references any more (a no-op where torch or CUDA was never started)."""
    torch = sys.modules.get("torch")
    if torch is None or not torch.cuda.is_initialized():
        return
    gc.collect()
    torch.cuda.synchronize()
    torch.cuda.empty_cache()


def lock_inductor_benchmarks():
    """Wrap Inductor's GPU benchmarking (the autotuning of its Triton configs
    and max-autotune's choice among GEMM implementations) in gpu_lock."""
    if not os.environ.get("KOPT_IMPORT_GPU_LOCK"):
        return
    try:
        from torch._inductor.runtime.benchmarking import benchmarker
    except ImportError as e:
        log("note: no torch._inductor.runtime.benchmarking (%s); autotuning is not locked" % e)
        return
    cls = type(benchmarker)
    for name in ("benchmark_gpu", "benchmark"):
        fn = getattr(cls, name, None)
        if fn is None or getattr(fn, "_kopt_locked", False):
            continue

        def locked(self, *a, _fn=fn, **k):
            with gpu_lock():
                return _fn(self, *a, **k)
        locked._kopt_locked = True
        setattr(cls, name, locked)


def compile_failure(e):
    """The refusal of a model that torch.compile(fullgraph=True) cannot
    compile: the exception's class and first line."""
    text = str(e).strip()
    first = text.splitlines()[0][:300] if text else "(no message)"
    return "torch.compile(fullgraph=True) failed: %s: %s" % (type(e).__name__, first)


def compile_and_capture(model, inputs, mode):
    """Compile with Inductor through a recording backend and run once.
    Returns (flat example inputs of the graph, generated module source)."""
    import torch
    from torch._inductor.compile_fx import compile_fx

    patches = dict(torch._inductor.list_mode_options(mode))
    # CUDA graphs wrap `call` in a graph-replay runner; the launches kopt
    # records are the same without them, so they stay off.
    patches.pop("triton.cudagraphs", None)
    # A cache hit would skip code generation, and with it the captured source.
    patches["fx_graph_cache"] = False
    recorded = []

    def backend(gm, example_inputs):
        recorded.append(list(example_inputs))
        fn = compile_fx(gm, example_inputs, config_patches=patches)

        def run(*a, **k):   # GPU work: the compile around it is CPU work
            with gpu_lock(shared=True):
                return fn(*a, **k)
        # Dynamo calls a compiled graph that takes its arguments as one list
        # so (the boxed convention); the wrapper passes them on unchanged.
        if getattr(fn, "_boxed_call", False):
            run._boxed_call = True
        return run

    compiled = torch.compile(model, backend=backend, fullgraph=True, dynamic=False)
    lock_inductor_benchmarks()
    try:
        # Dynamo's tracing and Inductor's compile, CPU work but for the
        # autotuning benchmarks (exclusive, lock_inductor_benchmarks) and the
        # run (shared, run above), hold the quiet lock, not the GPU's.
        with torch.no_grad(), gpu_lock.compiling():
            saved = run_and_get_graph_codes(compiled, *inputs)
    except Exception as e:   # Dynamo or Inductor cannot compile the model whole
        raise Refused(compile_failure(e)) from None
    torch.cuda.synchronize()
    if len(recorded) != 1:
        raise Refused("Dynamo produced %d graphs, expected 1" % len(recorded))
    return recorded[0], model_code(saved)


# max-autotune benchmarks some choices as whole graphs of their own (the
# decompose-k split matmuls of a GEMM with a large K: KernelBench's
# L1-006), each written as a module like the model's, by a GraphLowering
# Inductor names "benchmark_CHOICE" (torch/_inductor/codegen/subgraph.py).
BENCHMARK_GRAPH = "benchmark_"


def run_and_get_graph_codes(fn, *args):
    """torch._inductor.utils.run_and_get_code with each module's graph:
    runs fn (Dynamo reset first) and returns [(graph name, module source)]
    in the order Inductor wrote them."""
    import torch
    from unittest import mock
    from torch._inductor.graph import GraphLowering
    from torch._inductor.virtualized import V
    saved = []

    def save_output_code(code):
        try:
            name = V.graph.name
        except Exception:   # no graph handler set: not a benchmark's lowering
            name = None
        saved.append((name, code))
    with mock.patch.object(GraphLowering, "save_output_code", save_output_code):
        torch._dynamo.reset()
        fn(*args)
    return saved


def model_code(saved):
    """The model's generated module among [(graph name, source)]: the one
    not written for a max-autotune benchmark; anything but exactly one such
    is refused."""
    codes, benchmarks = [], 0
    for name, code in saved:
        if (name or "").startswith(BENCHMARK_GRAPH):
            benchmarks += 1
        elif code not in codes:
            codes.append(code)
    if len(codes) != 1:
        raise Refused("Inductor generated %d modules, expected 1 (besides %d of autotuning "
                      "benchmarks)" % (len(codes), benchmarks))
    return codes[0]


def generated_module(code):
    """The loaded module object whose file holds exactly `code`."""
    from torch._inductor.codecache import PyCodeCache
    mods = getattr(PyCodeCache, "modules", None)
    if mods is None:
        raise Refused("torch._inductor.codecache.PyCodeCache has no `modules` in this torch")
    if isinstance(mods, dict):
        mods = list(mods.values())
    for m in reversed(mods):
        path = getattr(m, "__file__", None)
        if path and hasattr(m, "call") and os.path.exists(path):
            with open(path) as f:
                if f.read() == code:
                    return m
    raise Refused("the generated module is not among PyCodeCache.modules")


def compiled_kernel_of(autotuner, launcher):
    """The compiled object behind the chosen launcher: a StaticallyLaunchedCudaKernel
    (Inductor's static launcher) or a triton CompiledKernel."""
    from torch._inductor.runtime.runtime_utils import triton_hash_to_path_key
    want = getattr(launcher, "cache_hash", None)
    for r in getattr(autotuner, "compile_results", []):
        k = getattr(r, "kernel", None)
        if want is not None and k is not None and getattr(k, "hash", None) is not None \
                and triton_hash_to_path_key(k.hash) == want:
            return k
    # Coordinate-descent tuning can pick a configuration compiled outside
    # compile_results; the launcher's code then holds the kernel in its globals.
    g = getattr(launcher, "__globals__", {})
    runner = g.get("runner")
    if type(getattr(runner, "__self__", None)).__name__ == "StaticallyLaunchedCudaKernel":
        return runner.__self__
    if g.get("bin") is not None:
        return g["bin"]
    raise Refused("cannot find the compiled kernel behind launcher %s" % launcher.config)


def kernel_binary_facts(k, autotuner):
    """Name, cubin bytes, parameter index filter and scratch sizes of a compiled kernel."""
    # Inductor's static launcher kernel, known by its class name (the module
    # defining it moved between torch versions).
    if type(k).__name__ == "StaticallyLaunchedCudaKernel":
        what = "StaticallyLaunchedCudaKernel"
        cubin = need(k, "cubin_raw", what)
        if cubin is None:
            # load_kernel() drops cubin_raw; the cubin stays in Triton's cache,
            # where Inductor itself reloads it from.
            from torch._inductor.runtime.runtime_utils import (triton_cache_dir,
                                                               triton_hash_to_path_key)
            path = os.path.join(triton_cache_dir(autotuner.triton_meta.get("device", 0) or 0),
                                triton_hash_to_path_key(need(k, "hash", what)),
                                "%s.cubin" % k.name)
            if not os.path.exists(path):
                raise Refused("kernel %s: cubin not kept in memory and not at %s" % (k.name, path))
            with open(path, "rb") as f:
                cubin = f.read()
        for kind in ("global", "profile"):
            # The static launcher refuses kernels whose scratch size is not 0.
            if not need(k, "has_%s_scratch" % kind, what):
                raise Refused("kernel %s takes no %s scratch pointer; kopt launches with two"
                              % (k.name, kind))
        # The PTX beside the cubin in Triton's cache, when it is there.
        ptx = None
        try:
            from torch._inductor.runtime.runtime_utils import (triton_cache_dir,
                                                               triton_hash_to_path_key)
            ppath = os.path.join(triton_cache_dir(autotuner.triton_meta.get("device", 0) or 0),
                                 triton_hash_to_path_key(need(k, "hash", what)),
                                 "%s.ptx" % k.name)
            if os.path.exists(ppath):
                with open(ppath, "rb") as f:
                    ptx = f.read()
        except (ImportError, Refused, OSError) as e:
            log("note: kernel %s: no PTX (%s)" % (getattr(k, "name", "?"), e))
        return {"name": need(k, "name", what), "cubin": cubin, "ptx": ptx,
                "arg_names": list(need(k, "arg_names", what)),
                "constant_index": set(need(k, "full_constexprs", what)),
                "num_warps": need(k, "num_warps", what),
                "scratch": {"global": 0, "profile": 0},
                "n_cubin_params": len(need(k, "arg_tys", what))}
    md = k.metadata
    for attr in ("global_scratch_size", "profile_scratch_size"):
        if not hasattr(md, attr):
            raise Refused("kernel %s: metadata has no %s; kopt launches with two scratch "
                          "pointers" % (md.name, attr))
    if getattr(md, "num_ctas", 1) != 1 or getattr(md, "launch_pdl", False) or \
            getattr(md, "launch_cooperative_grid", False):
        raise Refused("kernel %s needs clusters, PDL or a cooperative launch, which the "
                      "format cannot say" % md.name)
    names = list(k.src.fn.arg_names)
    const = {key[0] if isinstance(key, tuple) else names.index(key) for key in k.src.constants}
    ptx = k.asm.get("ptx")
    if isinstance(ptx, str):
        ptx = ptx.encode("utf-8")
    return {"name": md.name, "cubin": k.asm["cubin"], "ptx": ptx, "arg_names": names,
            "constant_index": const, "num_warps": md.num_warps,
            "scratch": {"global": md.global_scratch_size, "profile": md.profile_scratch_size},
            "n_cubin_params": None}


def cdiv(a, b):
    return -(-a // b)


def launch_grid(grid_type, values, constexprs, kname):
    dims = {"Grid1D": "x", "Grid2D": "xy", "Grid3D": "xyz", "Grid2DWithYZOverflow": "xy"}[grid_type]
    grid = [1, 1, 1]
    for i, d in enumerate(dims):
        numel = values.get("%snumel" % d)
        if numel is None:
            raise Refused("kernel %s: %s without a %snumel argument" % (kname, grid_type, d))
        grid[i] = cdiv(numel, constexprs.get("%sBLOCK" % d.upper(), 1))
    if grid_type == "Grid2DWithYZOverflow":   # y blocks spread over y and z (FORMAT.md)
        div = cdiv(grid[1], 65535)
        grid[1], grid[2] = cdiv(grid[1], div), div
    if grid[1] > 65535 or grid[2] > 65535:
        raise Refused("kernel %s: grid %s exceeds the y/z limit of 65535" % (kname, grid))
    return grid


def inductor_grid(autotuner, cfg, values):
    """Inductor's own grid for the same launch, as a cross-check; None if this
    torch lacks the helper."""
    try:
        from torch._inductor.runtime.triton_heuristics import GridExpr
        g = GridExpr.from_meta(autotuner.inductor_meta, cfg).eval_slow(values)
    except Exception as e:   # only a cross-check: another torch may lack the helper
        log("note: Inductor's grid not cross-checked (%s: %s)" % (type(e).__name__, e))
        return None
    return [int(x) for x in g]


def jsonable_triton_meta(meta):
    """Inductor's triton_meta as JSON.  configs[i] maps tuples of argument indices
    to attribute lists; a key (0,) is written "0" and (0, 1) "0,1"."""
    out = {}
    for key, value in meta.items():
        if key == "configs":
            if not all(isinstance(c, dict) for c in value):
                raise Refused("triton_meta configs are not dicts: %r" % (value,))
            value = [{",".join(str(i) for i in k): v for k, v in c.items()} for c in value]
        try:
            json.dumps(value)
        except TypeError:
            if key in ("signature", "constants", "configs"):
                raise Refused("triton_meta[%r] is not JSON: %r" % (key, value))
            log("note: triton_meta[%r] left out (not JSON)" % key)
            continue
        out[key] = value
    return out


# Paths of the machine an import ran on (Inductor's cache, site-packages,
# home folders) end up in a cubin's line info.  They are overwritten in place
# with a placeholder of the same length, so every ELF offset stays valid and
# the code is untouched; shipped problems and recordings carry no path.
PATH_RE = re.compile(rb"/(?:tmp|opt|root|home|usr|var|work|srv|mnt|scratch)/[A-Za-z0-9_.+/-]*")


OUTPUT_CODE = "inductor_output.py"


def scrub_paths(blob):
    def same_length(m):
        n = len(m.group(0))
        return (b"/scrubbed" + b"_" * n)[:n]
    return PATH_RE.sub(same_length, blob)


def launcher_extra_args(imeta, call_args, kname):
    """(the call's arguments for the kernel's def, {name: value} of the
    integers the launcher takes after them).  Those are inductor_meta's
    extra_launcher_args (Inductor of torch 2.11: FixedGrid's _grid_0, _grid_1,
    _grid_2, the grid of a max-autotune template, measured on the H200 as
    three arguments more than the def has); the launcher strips them before
    the kernel call (CachingAutotuner), and so does kopt."""
    extra = list(imeta.get("extra_launcher_args") or [])
    if not extra:
        return call_args, {}
    tail = call_args[-len(extra):] if len(call_args) >= len(extra) else []
    if len(tail) != len(extra) or any("view" in a or not isinstance(a.get("value"), int)
                                      for a in tail):
        raise Refused("kernel %s: its launcher takes the integers %s after the def's "
                      "arguments; the call passes %s" % (kname, extra, tail))
    return call_args[:-len(extra)], {n: a["value"] for n, a in zip(extra, tail)}


def kernel_step(gen, step, kernels, used_names):
    """A FORMAT.md kernel step for one `NAME.run(...)` call, from the autotuner
    object Inductor built for NAME."""
    kname = step["kernel"]
    src = kernels[kname]
    at = getattr(gen, kname, None)
    if at is None:
        raise Refused("kernel %s: not an attribute of the generated module" % kname)
    what = "kernel %s (%s)" % (kname, type(at).__name__)
    launchers = need(at, "launchers", what)
    if len(launchers) != 1:
        raise Refused("kernel %s: %d launchers after the run, expected 1 (autotuned)"
                      % (kname, len(launchers)))
    launcher = launchers[0]
    cfg = need(launcher, "config", "the launcher of " + what)
    sig = need(at, "triton_meta", what)["signature"]
    imeta = need(at, "inductor_meta", what)
    grid_type = imeta.get("grid_type")

    constants = at.triton_meta.get("constants") or {}
    # Parameters the def does not declare constexpr.  Inductor may still
    # compile one of them as a constant (xnumel = 1 in a kernel without an x
    # dimension: "constexpr" in the signature and a value in the constants);
    # the call then passes that value or leaves the parameter out.
    declared = [n for n, is_cx in kernel_parameters(src["source"], src["entry"]) if not is_cx]
    fixed = [n for n in declared if sig.get(n, "constexpr") == "constexpr"]
    unknown = [n for n, t in sig.items() if t != "constexpr" and n not in declared]
    if unknown or any(n not in constants for n in fixed):
        raise Refused("kernel %s: def parameters %s do not match triton_meta's signature %s "
                      "and constants %s" % (kname, declared, sig, constants))
    call_args, extra_values = launcher_extra_args(imeta, step["args"], kname)
    extra = list(extra_values)
    runtime = declared if len(call_args) == len(declared) else \
        [n for n in declared if n not in fixed]
    if len(call_args) != len(runtime):
        raise Refused("kernel %s: called with %d arguments, its def has %d parameters (%d "
                      "compiled as constants)" % (kname, len(call_args), len(declared),
                                                  len(fixed)))
    args = []
    values = {n: constants[n] for n in fixed}   # the numels of the grid include these
    for name, a in zip(runtime, call_args):
        ty = sig.get(name)
        if name in fixed:   # a constant the kernel was compiled with: the call passes its value
            if "view" in a or a["value"] != constants[name]:
                raise Refused("kernel %s: %s is the constant %r, the call passes %s"
                              % (kname, name, constants[name], a))
            ty = "fp32" if isinstance(a["value"], float) else \
                "i32" if -2**31 <= a["value"] < 2**31 else "i64"
        if "view" in a:
            if not ty.startswith("*"):
                raise Refused("kernel %s: %s (%s) is passed a tensor" % (kname, name, ty))
            args.append({"name": name, "view": a["view"]})
            continue
        if ty not in SCALAR_TYPES:
            raise Refused("kernel %s: %s (%s) is passed the number %r" % (kname, name, ty,
                                                                          a["value"]))
        if ty == "i32" and not -2**31 <= a["value"] < 2**31:
            raise Refused("kernel %s: %s = %d does not fit i32" % (kname, name, a["value"]))
        values[name] = a["value"]
        args.append({"name": name, "value": a["value"], "type": ty})

    constexprs = dict(cfg.kwargs)
    theirs = inductor_grid(at, cfg, dict(values, **extra_values))
    if theirs is None and grid_type == "FixedGrid" and \
            imeta.get("fixed_grid") == extra and len(extra) == 3:
        theirs = [extra_values[n] for n in extra]   # the grid the call passes
    if grid_type in GRID_TYPES:
        grid = launch_grid(grid_type, values, constexprs, kname)
        if theirs is not None and theirs != grid:
            raise Refused("kernel %s: grid %s, Inductor computes %s" % (kname, grid, theirs))
    else:
        # Another grid type (max-autotune's templates have FixedGrid: block
        # sizes written into the source, the grid passed by the call after
        # the kernel's arguments): the grid Inductor computed, and no
        # grid_type, so every candidate keeps it (FORMAT.md).
        if theirs is None:
            raise Refused("kernel %s: grid type %s is not in the format (%s) and Inductor's "
                          "grid could not be computed" % (kname, grid_type, ", ".join(GRID_TYPES)))
        if len(theirs) != 3 or theirs[0] < 1 or theirs[1] > 65535 or theirs[2] > 65535:
            raise Refused("kernel %s: Inductor's grid %s (%s) is not a CUDA grid"
                          % (kname, theirs, grid_type))
        grid, grid_type = theirs, None

    facts = kernel_binary_facts(compiled_kernel_of(at, launcher), at)
    if facts["name"] != src["entry"]:
        raise Refused("kernel %s: the cubin's entry is %s, the source defines %s"
                      % (kname, facts["name"], src["entry"]))
    if facts["cubin"][:4] != b"\x7fELF":
        raise Refused("kernel %s: the cubin is not an ELF file" % kname)
    if facts["num_warps"] != cfg.num_warps:
        raise Refused("kernel %s: compiled with %d warps, configured %d"
                      % (kname, facts["num_warps"], cfg.num_warps))
    params = [{"name": n, "type": sig.get(n)} for i, n in enumerate(facts["arg_names"])
              if i not in facts["constant_index"] and sig.get(n) != "constexpr"]
    untyped = [p["name"] for p in params if p["type"] is None]
    if untyped:
        raise Refused("kernel %s: compiled parameters %s have no type in the signature"
                      % (kname, untyped))
    if facts["n_cubin_params"] is not None and facts["n_cubin_params"] != len(params):
        raise Refused("kernel %s: the launcher passes %d parameters, expected %d"
                      % (kname, facts["n_cubin_params"], len(params)))
    kept = {p["name"] for p in params}
    for a in args:
        if a["name"] not in kept and "view" in a:
            raise Refused("kernel %s: tensor argument %s was specialized away" % (kname, a["name"]))

    name = kname
    k = 1
    while name in used_names:   # one kernel launched twice: two steps
        name = "%s_call%d" % (kname, k)
        k += 1
    used_names.add(name)
    step = {
        "kind": "kernel",
        "name": name,
        "lang": "triton",
        "entry": src["entry"],
        "source_file": "%s.py" % kname,
        "cubin_file": "%s.cubin" % kname,
        "triton_meta": jsonable_triton_meta(at.triton_meta),
        "launch": {"grid": grid, "grid_type": grid_type, "num_warps": cfg.num_warps,
                   "num_stages": cfg.num_stages,
                   "shared": int(need(launcher, "shared", "the launcher of " + what)),
                   "constexprs": constexprs},
        "args": args,
        "params": params,
        "scratch": facts["scratch"],
        "registers": need(launcher, "n_regs", "the launcher of " + what),
        "spills": need(launcher, "n_spills", "the launcher of " + what),
        "mutated_arg_names": list(imeta.get("mutated_arg_names", [])),
    }
    if grid_type is None:
        del step["launch"]["grid_type"]
    if facts.get("ptx") and KEEP_PTX[0]:
        step["ptx_file"] = "%s.ptx" % kname   # for the reader; kopt runs the cubin
        return step, facts["cubin"], facts["ptx"]
    return step, facts["cubin"], None


# -- building the manifest ----------------------------------------------------

def tensor_attributes(model):
    """(name, tensor) of the tensors the model's modules hold as plain
    attributes, neither parameters nor buffers (KernelBench L3-033's
    `self.hidden = torch.randn(...)`), named as named_buffers would name them."""
    import torch
    out = []
    for prefix, m in model.named_modules():
        for k, v in vars(m).items():
            if isinstance(v, torch.Tensor) and not isinstance(v, torch.nn.Parameter):
                out.append(("%s.%s" % (prefix, k) if prefix else k, v))
    return out


def argument_buffers(arg_names, arg_asserts, examples, model, inputs):
    """Buffers for the graph's arguments: each is a model parameter/buffer or a
    tensor of get_inputs()."""
    import torch
    if len(arg_names) != len(examples):
        raise Refused("call takes %d arguments, the backend saw %d example inputs"
                      % (len(arg_names), len(examples)))
    state = list(model.named_parameters()) + list(model.named_buffers())

    def same(a, b):
        return a.data_ptr() == b.data_ptr() and a.shape == b.shape and \
            a.stride() == b.stride() and a.dtype == b.dtype

    out = []
    for name, ex in zip(arg_names, examples):
        if not isinstance(ex, torch.Tensor):
            raise Refused("argument %s is %r, not a tensor (dynamic shapes are not "
                          "supported)" % (name, ex))
        shape, strides = list(ex.shape), list(ex.stride())
        if name in arg_asserts and arg_asserts[name] != (shape, strides):
            raise Refused("argument %s: call asserts %s, the example input is %s"
                          % (name, arg_asserts[name], (shape, strides)))
        b = {"name": name, "dtype": dtype_name(ex), "shape": shape, "strides": strides}
        if ex.storage_offset():
            b["offset"] = ex.storage_offset()
        hits = [i for i, t in enumerate(inputs) if isinstance(t, torch.Tensor) and same(t, ex)]
        params = [k for k, t in state if same(t, ex)]
        if hits:
            b.update(role="input", torch_name="inputs[%d]" % hits[0])
        elif params:
            b.update(role="param", torch_name=params[0])
        else:
            attrs = [k for k, t in tensor_attributes(model) if same(t, ex)]
            if attrs:
                raise Refused(
                    "argument %s (%s %s) is the model's plain tensor attribute %s, neither "
                    "a parameter nor a buffer: state the module keeps between calls "
                    "(Dynamo passes it in and returns what forward assigns to it as "
                    "another output), which a problem has no place for"
                    % (name, b["dtype"], shape, attrs[0]))
            raise Refused("argument %s (%s %s) is neither a tensor of get_inputs() nor a "
                          "parameter or buffer of the model" % (name, b["dtype"], shape))
        b["init"] = init_for(ex, b["role"], name)
        out.append(b)
    return out


def emit_model(model, inputs, mode, folder):
    """Compile `model` on `inputs` with Inductor and write its kernel files
    into `folder`.  Returns the manifest fields buffers, outputs, steps."""
    import torch
    examples, code = compile_and_capture(model, inputs, mode)
    gen = generated_module(code)
    program = parse_output_code(code)
    offsets = {name: ex.storage_offset() for name, ex in zip(program["arg_names"], examples)
               if isinstance(ex, torch.Tensor) and ex.storage_offset()}
    if offsets:   # reinterpret_tensor offsets add to the argument's own offset
        program = parse_output_code(code, offsets)

    buffers = argument_buffers(program["arg_names"], program["arg_asserts"], examples,
                               model, inputs) + program["buffers"]
    dtypes = {b["name"]: b["dtype"] for b in buffers}
    for b in buffers:   # a convolution's result takes its input's dtype
        if "dtype_of" in b:
            b["dtype"] = dtypes[b.pop("dtype_of")]
    steps, used = [], set()
    written = set()
    for s in program["steps"]:
        if s["kind"] == "extern":
            used.add(s["name"])
            steps.append(s)
            continue
        step, cubin, ptx = kernel_step(gen, s, program["kernels"], used)
        kname = s["kernel"]
        if kname not in written:
            with open(os.path.join(folder, step["source_file"]), "w") as f:
                f.write(program["kernels"][kname]["source"])
            with open(os.path.join(folder, step["cubin_file"]), "wb") as f:
                f.write(scrub_paths(cubin))
            if ptx:
                with open(os.path.join(folder, step["ptx_file"]), "wb") as f:
                    f.write(scrub_paths(ptx))
            written.add(kname)
        steps.append(step)
    if not steps:
        raise Refused("the compiled call launches nothing")
    # Inductor's generated module itself, machine paths scrubbed: the
    # importer's CPU tests re-read every committed one and check that it
    # gives this manifest's steps (datasets/importer/test_parse.py).
    with open(os.path.join(folder, OUTPUT_CODE), "wb") as f:
        f.write(scrub_paths(code.encode("utf-8")))
    return {"buffers": buffers, "outputs": program["outputs"], "steps": steps}


@contextlib.contextmanager
def float64_default(torch):
    """float64 as torch's default dtype while the double copy is compiled and
    run: a forward that makes tensors without a dtype (torch.randn(...,
    device=x.device), torch.zeros(n)) makes them in float64 there, where
    they would be float32 and fail beside the double parameters ("expected
    mat1 and mat2 to have the same dtype").  `torch` is passed in (the CPU
    tests give a fake)."""
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        yield
    finally:
        torch.set_default_dtype(old)


def module_copy(model):
    """copy.deepcopy(model), and in the copy every function an attribute of
    one of its modules holds (a lambda, a nested def) whose closure names an
    object of the model remade to name that object's copy.  deepcopy keeps
    a function as it is, so a module whose forward reaches its layers through
    a closure (KernelBench L3-044: self.mlpf = lambda x: m.c_proj(m.act(
    m.c_fc(x))), m = self.mlp) would run the original's layers from the
    copy: with the original's values where the import loads kopt's inputs
    into the copy's parameters, in float32 where the copy is made double."""
    import torch
    memo = {}
    twin = copy.deepcopy(model, memo)

    def remade(f):
        if not isinstance(f, types.FunctionType) or not f.__closure__:
            return f
        cells, moved = [], False
        for cell in f.__closure__:
            try:
                v = cell.cell_contents
            except ValueError:   # a cell not yet bound
                cells.append(cell)
                continue
            w = memo.get(id(v), v)
            moved = moved or w is not v
            cells.append(types.CellType(w))
        if not moved:
            return f
        g = types.FunctionType(f.__code__, f.__globals__, f.__name__, f.__defaults__,
                               tuple(cells))
        g.__kwdefaults__ = f.__kwdefaults__
        g.__dict__.update(f.__dict__)
        return g

    for m in twin.modules() if isinstance(twin, torch.nn.Module) else ():
        for k, v in list(vars(m).items()):
            w = remade(v)
            if w is not v:
                object.__setattr__(m, k, w)
    return twin


def double_of(model, inputs):
    """The float64 version of the model and its inputs (floating tensors only)."""
    import torch
    m64 = module_copy(model).double()
    in64 = [t.double() if isinstance(t, torch.Tensor) and t.is_floating_point() else t
            for t in inputs]
    return m64, in64


def write_manifest(folder, manifest):
    with open(os.path.join(folder, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")


def reuse_float64(src, folder, manifest, torch_version):
    """--float64-from SRC: copy SRC/float64 (the float64 model of an import of
    the same module in another mode) to FOLDER/float64 and name it in
    MANIFEST, when import_policy.float64_reusable says it is this problem's
    (verified against the eager model in double all the same).  Returns
    whether it was reused; when not, why is logged and the caller builds one."""
    path = os.path.join(src, "float64", "manifest.json")
    try:
        with open(path) as f:
            manifest64 = json.load(f)
        ok, why = import_policy.float64_reusable(manifest64, manifest, torch_version)
    except (OSError, ValueError) as e:
        ok, why = False, "%s: %s" % (path, e)
    if not ok:
        log("note: --float64-from %s: not reused (%s); building the float64 model" % (src, why))
        return False
    with phase("reuse float64"):
        shutil.copytree(os.path.join(src, "float64"), os.path.join(folder, "float64"))
    manifest["float64"] = "float64"
    log("float64 model reused from %s" % src)
    return True


def write_float64(sub, manifest, body64, provenance):
    """The float64 model's manifest in SUB (the problem's own with the
    double model's body, id ID.float64), named in the problem's manifest as
    its gate 3 tier 2 reference; the caller writes the problem's manifest."""
    manifest64 = dict(manifest, id=manifest["id"] + ".float64", provenance=provenance)
    if isinstance(manifest.get("torch"), dict):   # compiled in FLOAT64_MODE, whatever the problem's
        manifest64["torch"] = dict(manifest["torch"], compile_mode=import_policy.FLOAT64_MODE)
    manifest64.update(body64)
    write_manifest(sub, manifest64)
    manifest["float64"] = "float64"


def rnn_limit(arg=None):
    """--max-rnn-steps, else KOPT_IMPORT_MAX_RNN_STEPS, else
    import_policy.MAX_RNN_STEPS: the most cell steps of recurrent layers the
    importer lets Inductor unroll."""
    if arg is not None:
        return count_setting("--max-rnn-steps %s", arg, "a number >= 0")
    v = os.environ.get("KOPT_IMPORT_MAX_RNN_STEPS")
    if v is None:
        return import_policy.MAX_RNN_STEPS
    return count_setting("KOPT_IMPORT_MAX_RNN_STEPS=%s", v, "a number >= 0")


def recurrent_calls(model, inputs, limit):
    """The calls of the model's nn.RNN, nn.LSTM and nn.GRU layers on its
    inputs, each {kind, seq_len, num_layers, bidirectional}, found by running
    the model on the CPU with a pre-hook on each such layer, stopped as soon
    as their cell steps pass `limit` (import_policy.rnn_refusal).  A model
    without recurrent layers is not run.  A model that cannot run on the CPU
    gives the calls seen before it failed (the compile decides the rest)."""
    import torch
    rnns = [m for m in model.modules() if isinstance(m, torch.nn.RNNBase)]
    if not rnns:
        return []
    calls = []

    class Enough(Exception):
        pass

    def pre(mod, args):
        x = args[0] if args else None
        if isinstance(x, torch.nn.utils.rnn.PackedSequence):
            seq = x.batch_sizes.numel()
        elif isinstance(x, torch.Tensor) and x.dim() == 3:
            seq = x.shape[1] if mod.batch_first else x.shape[0]
        elif isinstance(x, torch.Tensor):
            seq = x.shape[0]          # unbatched: (L, H_in)
        else:
            return
        calls.append({"kind": type(mod).__name__, "seq_len": int(seq),
                      "num_layers": int(mod.num_layers),
                      "bidirectional": bool(mod.bidirectional)})
        if import_policy.rnn_steps(calls) > limit:
            raise Enough

    hooks = [m.register_forward_pre_hook(pre) for m in rnns]
    try:
        with torch.no_grad():
            model(*inputs)
    except Enough:
        pass
    except Exception as e:
        log("note: recurrent layers not measured on the CPU (%s: %s); the compile decides"
            % (type(e).__name__, str(e).splitlines()[0][:160] if str(e) else ""))
    finally:
        for h in hooks:
            h.remove()
    return calls


def load_before_lock(module_path):
    """`torch.manual_seed(0)`, the model and get_inputs() built before the GPU
    lock, as a list [module, model, inputs] that build_problem empties as it
    moves them to the GPU.  On the meta device where the module allows it
    (shapes and dtypes, no values: what gpu_footprint needs, in no time;
    build_problem then draws model and inputs on the GPU, build_on_gpu), else
    on the CPU (a level-1 input of GBs takes seconds of CPU to draw): a model
    with recurrent layers (recurrent_calls runs it), or one whose Model or
    get_inputs cannot run on meta (a .item(), a .cuda(), numpy).  A Model or
    get_inputs that allocates on the GPU itself does so here, outside the
    lock."""
    import torch
    mod = load_problem(module_path)
    with torch.no_grad():
        try:
            with torch.device("meta"):
                torch.manual_seed(0)
                model = mod.Model(*mod.get_init_inputs()).eval()
                inputs = list(mod.get_inputs())
            on_meta = [t for t in list(model.parameters()) + list(model.buffers()) + inputs
                       if isinstance(t, torch.Tensor)]
            if (all(t.is_meta for t in on_meta)
                    and not any(isinstance(m, torch.nn.RNNBase) for m in model.modules())):
                return [mod, model, inputs]
        except Exception:
            pass
        torch.manual_seed(0)
        model = mod.Model(*mod.get_init_inputs()).eval()
        inputs = list(mod.get_inputs())
    return [mod, model, inputs]


def on_gpu(loaded):
    """(the model on the GPU in eval mode, its inputs there), from
    load_before_lock's list (emptied); recurrent layers set to match
    Inductor's matmuls.  The caller holds gpu_lock."""
    import torch
    if not torch.cuda.is_available():
        raise Refused("no CUDA device")
    with torch.no_grad():
        if any(isinstance(t, torch.Tensor) and t.is_meta
               for t in list(loaded[1].parameters()) + list(loaded[2])):
            model, inputs = build_on_gpu(loaded[0])
        else:
            model = loaded[1].cuda().eval()
            inputs = [t.cuda() if isinstance(t, torch.Tensor) else t for t in loaded[2]]
    del loaded[:]
    if any(isinstance(m, torch.nn.RNNBase) for m in model.modules()):
        match_rnn_to_matmul()
    return model, inputs


# The importer's own code, part of a checkpoint's key (a change to any of it
# builds afresh).
OWN_SOURCES = ("kopt_import.py", "inductor_code.py", "import_policy.py", "kopt_inputs.py",
               "triton_standalone.py")
# The phases a checkpoint saves: what a resumed import does not run again.
BUILD_PHASES = ("compile", "compile float64", "reuse float64")


def build_key(args):
    """import_policy.checkpoint_key of this import's build: every setting that
    shapes the folder before verification, the GPU it is built on, the
    module's bytes and the importer's code."""
    import torch
    import triton
    # The GPU too: max-autotune's and Inductor's choices are the card's, so a
    # checkpoint built on an H100 is not gone on from on an H200.
    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "no GPU"
    parts = {"importer": IMPORTER, "torch": torch.__version__, "triton": triton.__version__,
             "gpu": gpu,
             "id": args.id, "level": args.level, "category": args.category,
             "family": args.family, "mode": args.mode, "cudnn_fp32": args.cudnn_fp32,
             "no_float64": bool(args.no_float64), "float64_from": bool(args.float64_from),
             "no_ptx": bool(args.no_ptx), "fresh_caches": bool(args.fresh_caches),
             "float64_timeout": getattr(args, "float64_timeout", 0)}
    here = os.path.dirname(os.path.abspath(__file__))
    return import_policy.checkpoint_key(
        parts, [args.module] + [os.path.join(here, f) for f in OWN_SOURCES])


def resume_problem(folder, loaded, saved):
    """build_problem's results from a checkpoint (import_policy.checkpoint_read):
    the folder's manifest as built, the model on the GPU (never compiled, so
    it is the pristine one), the feed template, the float64 model's note.
    The compiles' seconds are the checkpoint's (PHASES).  The caller holds
    gpu_lock."""
    model, inputs = on_gpu(loaded)
    with open(os.path.join(folder, "manifest.json")) as f:
        manifest = json.load(f)
    for name, secs in saved["phases"].items():
        PHASES[name] = float(secs)
    if not WROTE_CHECKPOINT[0]:   # not this run's own, gone on from after running out of memory
        RESUMED[0] = round(sum(float(v) for v in saved["phases"].values()), 2)
    template = feed_template(inputs, manifest)
    del inputs
    return manifest, model, template, saved.get("note")


def build_problem(args, folder, loaded):
    """Compile the module (loaded: load_before_lock's list, emptied here), write
    manifest.json and kernel files into `folder`, and, unless --no-float64,
    the float64 model (Inductor in import_policy.FLOAT64_MODE on the module in
    double, with float64 as the default dtype, for gate 3 tier 2; or the one
    --float64-from names, reuse_float64) into folder/float64.  A float64 model
    that cannot be built is left out (import_policy.float64_plan) and the
    reason returned.  Returns (manifest, pristine model copy, feed template,
    why there is no float64 model or None).  The caller holds gpu_lock."""
    import torch
    model, inputs = on_gpu(loaded)
    pristine = module_copy(model)

    mark = getattr(args, "compile_started", None)
    if mark:   # for compile_times.py: a compile stopped still tells its seconds
        with open(mark, "w") as f:
            f.write("%.6f\n" % time.time())
    with phase("compile"):
        body = emit_model(model, inputs, args.mode, folder)
    manifest = {
        "format": 1,
        "id": args.id,
        "level": args.level,
        "name": os.path.splitext(os.path.basename(args.module))[0],
        "category": args.category,
        "family": args.family,
        "provenance": "%s from %s" % (IMPORTER, os.path.basename(args.module)),
        "torch": torch_settings(args.mode),
    }
    manifest.update(body)
    del model   # the compiled copy; pristine stays for the eager runs
    keep, note = import_policy.float64_plan(args.no_float64)
    reused = keep and bool(args.float64_from) and reuse_float64(
        args.float64_from, folder, manifest, torch.__version__)
    if keep and not reused:
        sub = os.path.join(folder, "float64")
        os.mkdir(sub)
        m64, in64 = double_of(pristine, inputs)
        try:
            # import_policy.FLOAT64_MODE, not the problem's: a reference is not tuned
            with float64_default(torch), phase("compile float64"), \
                    time_bound(args.float64_timeout, "Inductor's compile (--float64-timeout)"):
                body64 = emit_model(m64, in64, import_policy.FLOAT64_MODE, sub)
        except Refused as e:
            keep, note = import_policy.float64_plan(False, str(e))
            log("note: the float64 model cannot be built (%s); imported without it, "
                "gate 3 has tier 1 only" % note)
            shutil.rmtree(sub, ignore_errors=True)
        del m64, in64
        if keep:
            write_float64(sub, manifest, body64, manifest["provenance"]
                          + import_policy.FLOAT64_PROVENANCE)
    write_manifest(folder, manifest)
    template = feed_template(inputs, manifest)
    del inputs
    # Dynamo's caches hold the compiled graphs and, with them, the example
    # inputs; they are not needed past this point.
    torch._dynamo.reset()
    return manifest, pristine, template, note


# -- verification against the eager model ----------------------------------------

def run_kopt(kopt, verb, folder, seed, out, ipc=None):
    """kopt VERB FOLDER --seed SEED --out OUT [--to-ipc IPC]: its index.json."""
    cmd = [kopt, verb, folder, "--seed", str(seed), "--out", out]
    if ipc:
        cmd += ["--to-ipc", ipc]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise Refused("kopt %s --seed %d failed (exit %d): %s"
                      % (verb, seed, r.returncode, (r.stderr or r.stdout).strip()))
    with open(os.path.join(out, "index.json")) as f:
        return json.load(f)


def file_chunks(path, dtype, count, device):
    """The `count` elements of `dtype` a kopt output file holds, CHUNK at a
    time, each moved to `device`: (start, tensor) pairs.  A file of another
    size is refused, naming it."""
    import torch
    size = torch.empty(0, dtype=dtype).element_size()
    have = os.path.getsize(path)
    if have != count * size:
        raise Refused("%s holds %d bytes, expected %d elements of %s"
                      % (path, have, count, dtype))
    with open(path, "rb") as f:
        for start in range(0, count, CHUNK):
            n = min(CHUNK, count - start)
            data = bytearray(f.read(n * size))
            yield start, torch.frombuffer(data, dtype=dtype).to(device)


class Handover:
    """One device buffer for all of a model's outputs, exported through CUDA
    IPC, that `kopt exec --to-ipc` copies the outputs into, device to device
    (harness/run/handover.h): no output passes through a file or the host.
    The buffer is poisoned (every byte 0xFF: NaN, -1) before kopt writes.
    Handover.make returns None where the export fails (no libcuda symbol,
    torch allocating with expandable segments, ...): the outputs then go
    through files, as before, and the log says why once."""
    ALIGN = 256
    why_not = None   # the reason of the first failure, logged once
    _cuda = None

    @classmethod
    def make(cls, manifest, folder):
        import torch
        if cls.why_not is not None:
            return None
        bufs = {b["name"]: b for b in manifest["buffers"]}
        dt = {name: t for t, name in torch_dtypes().items()}
        layout, total = [], 0
        for v in manifest["outputs"]:
            b = bufs[v["buffer"]]
            shape, dtype = list(v.get("shape", b["shape"])), dt[b["dtype"]]
            n = 1
            for d in shape:
                n *= d
            nbytes = n * torch.empty(0, dtype=dtype).element_size()
            layout.append((total, nbytes, shape, dtype))
            total += (nbytes + cls.ALIGN - 1) // cls.ALIGN * cls.ALIGN
        buf = torch.full((max(total, cls.ALIGN),), 255, dtype=torch.uint8, device="cuda")
        try:
            handle, offset = cls._export(buf.data_ptr())
        except OSError as e:
            cls.why_not = str(e)
            log("note: outputs go through files, not CUDA IPC: %s" % e)
            return None
        views = [buf[off:off + nb].view(dtype).view(shape) for off, nb, shape, dtype in layout]
        spec = {"handle": handle.hex(),
                "outputs": [{"offset": offset + off, "bytes": nb} for off, nb, _, _ in layout]}
        path = os.path.join(folder, "handover.json")
        with open(path, "w") as f:
            json.dump(spec, f)
        h = cls()
        h.buf, h.views, h.path = buf, views, path
        return h

    @classmethod
    def _export(cls, ptr):
        """(the 64-byte CUipcMemHandle of the allocation holding ptr, ptr's
        offset in it), through the driver API torch has loaded.  OSError
        where that fails."""
        import ctypes
        import torch
        torch.cuda.synchronize()
        if cls._cuda is None:
            cls._cuda = ctypes.CDLL("libcuda.so.1")
        cu = cls._cuda
        base, size = ctypes.c_uint64(), ctypes.c_size_t()
        rc = cu.cuMemGetAddressRange_v2(ctypes.byref(base), ctypes.byref(size),
                                        ctypes.c_uint64(ptr))
        if rc != 0:
            raise OSError("cuMemGetAddressRange failed (CUresult %d)" % rc)
        handle = (ctypes.c_char * 64)()
        rc = cu.cuIpcGetMemHandle(handle, base)
        if rc != 0:
            raise OSError("cuIpcGetMemHandle failed (CUresult %d; torch's allocator "
                          "may use expandable segments)" % rc)
        return bytes(handle), ptr - base.value


def output_chunks(src, dtype, count, device):
    """(start, tensor) pairs of CHUNK elements of a kopt output: src a device
    tensor (the Handover's view) or the path of an output file (file_chunks)."""
    if isinstance(src, str):
        yield from file_chunks(src, dtype, count, device)
        return
    flat = src.reshape(-1)
    if flat.numel() != count or flat.dtype != dtype:
        raise Refused("kopt's handed-over output holds %d elements of %s, expected %d of %s"
                      % (flat.numel(), flat.dtype, count, dtype))
    for start in range(0, count, CHUNK):
        yield start, flat[start:start + CHUNK].to(device)


def as_bytes_if_bool(t):
    """A bool tensor as its bytes (uint8), any other as it is: a bool output
    is compared by the byte kopt wrote, so that a byte left poisoned (0xDE,
    or the handover's 0xFF) differs from both 0 and 1 instead of reading as
    True (FORMAT.md: a bool is one byte, 0 or 1)."""
    import torch
    return t.view(torch.uint8) if t.dtype == torch.bool else t


def max_abs(a, b):
    """max |a - b| in double of two flat tensors, NaN if any difference is NaN."""
    if a.numel() == 0:
        return 0.0
    a, b = as_bytes_if_bool(a), as_bytes_if_bool(b)
    return float((a.double() - b.double()).abs().max())


def fold_max(acc, x):
    """The running maximum of errors, NaN once any is NaN (as one max over
    the whole tensor is)."""
    return x if x != x or acc != acc else max(acc, x)


def compare_file(src, out, want, by_name):
    """kopt's output (src: output_chunks'; out: its index.json entry)
    against `want` (a tensor on the GPU) chunk by chunk, in double, on
    want's device, as one comparison of the whole tensors would: (max abs
    error, NaN count, torch.allclose(rtol=RTOL, atol=ATOL)).  Only a chunk
    in double is ever made, and no file of the eager side is written.  An
    integer or bool output must be equal, as gates 2 and 3 compare them
    (FORMAT.md, Inputs): indices or counts within 1e-4 relative (an int64
    near 50000 off by one) are wrong, not close; they are compared as
    int64, exact beyond double's 2^53."""
    import torch
    w = want.detach().reshape(-1)
    exact = not (w.is_floating_point() or w.is_complex())
    err, nans, ok = 0.0, 0, True
    for start, g in output_chunks(src, by_name[out["dtype"]], w.numel(), w.device):
        wc = w[start:start + g.numel()]
        if exact:   # as int64 (kopt's file in a float dtype: in double)
            ints = not (g.is_floating_point() or g.is_complex())
            a, b = as_bytes_if_bool(g), as_bytes_if_bool(wc)
            ok = ok and bool(torch.equal(a.long(), b.long()) if ints else
                             torch.equal(a.double(), b.double()))
        g = as_bytes_if_bool(g).double()
        ww = as_bytes_if_bool(wc).double()
        err = fold_max(err, max_abs(g, ww))
        nans += int(torch.isnan(g).sum()) + int(torch.isnan(ww).sum())
        if not exact:
            ok = ok and bool(torch.allclose(g, ww, rtol=RTOL, atol=ATOL))
    return err, nans, ok


def file_error(src, out, ref, by_name):
    """max |kopt's output (src: output_chunks') - ref| in double, chunk by chunk."""
    r = ref.detach().reshape(-1)
    err = 0.0
    for start, g in output_chunks(src, by_name[out["dtype"]], r.numel(), r.device):
        err = fold_max(err, max_abs(g, r[start:start + g.numel()]))
    return err


def tensor_error(a, b):
    """max |a - b| in double of two tensors of one shape, CHUNK elements at a time."""
    x, y = a.detach().reshape(-1), b.detach().reshape(-1)
    err = 0.0
    for start in range(0, x.numel(), CHUNK):
        err = fold_max(err, max_abs(x[start:start + CHUNK], y[start:start + CHUNK]))
    return err


INPUT_RE = re.compile(r"inputs\[(\d+)\]")


def covered_inputs(manifest):
    """The indices i of get_inputs() whose tensor a buffer (torch_name
    inputs[i]) gives."""
    out = set()
    for b in manifest["buffers"]:
        m = INPUT_RE.fullmatch(b.get("torch_name") or "")
        if m and b["role"] == "input":
            out.add(int(m.group(1)))
    return out


def feed_template(inputs, manifest):
    """get_inputs()'s list with the tensors kopt generates left out (None):
    verification generates them for each seed, so the originals need not
    stay on the GPU; the others (numbers, a tensor the graph does not read)
    are fed as they are."""
    covered = covered_inputs(manifest)
    return [None if i in covered else t for i, t in enumerate(inputs)]


def generated_feed(manifest, seed, model, template, to_double=False):
    """kopt's inputs of `seed` (generator kopt-counter/1 run here, on the
    GPU, bit for bit what `kopt inputs` writes: kopt_inputs.py) loaded into
    the model's parameters and buffers by torch_name; returns the argument
    list (template's entries, the generated tensors at their inputs[i]).
    to_double: floating tensors in double (exact: the values are float32),
    for the double copy of a float32 problem."""
    import torch
    ops = TorchOps("cuda")
    state = dict(model.named_parameters())
    state.update(model.named_buffers())
    feed = list(template)
    for b in manifest["buffers"]:
        if b["role"] not in ("input", "param"):
            continue
        what = "%s: buffer %s" % (manifest.get("id"), b["name"])
        try:
            t = torch_view(ops, b, seed, what)
        except GeneratorError as e:
            raise Refused(str(e))
        if to_double and t.is_floating_point():
            t = t.double()
        name = b.get("torch_name")
        m = INPUT_RE.fullmatch(name or "")
        if m and int(m.group(1)) < len(feed):
            feed[int(m.group(1))] = t
        elif name in state:
            with torch.no_grad():
                state[name].copy_(t)
        else:
            raise Refused("%s is for %r, which the model lacks" % (what, name))
        del t
    missing = [i for i, t in enumerate(feed) if t is None]
    if missing:
        raise Refused("%s: no buffer gives inputs%s" % (manifest.get("id"), missing))
    return feed


def eager_outputs(pristine, manifest, seed, template, double, to_double=False):
    """The eager model (module_copy of `pristine`) on kopt's inputs of `seed`, its
    outputs as a list of tensors on the GPU; the inputs are freed before it
    returns.  double: the model is a double copy, run with float64 as the
    default dtype (float64_default)."""
    import torch
    model = module_copy(pristine)
    with torch.no_grad(), (float64_default(torch) if double else contextlib.nullcontext()):
        feed = generated_feed(manifest, seed, model, template, to_double)
        result = model(*feed)
    del feed, model
    torch.cuda.synchronize()
    eager = [result] if isinstance(result, torch.Tensor) else list(result)
    if not all(isinstance(e, torch.Tensor) for e in eager):
        raise Refused("the model returns something other than tensors")
    return eager


def verify(kopt, folder, pristine, template, scratch, worst=None, double=False, cases=None,
           ref64=None):
    """kopt's outputs against the eager model on kopt's own inputs, for each
    seed.  Returns the failures (empty when every output of every seed
    matches); worst[0], when given, becomes the largest absolute error
    seen.  cases, when given, gets one entry per seed and output for
    import_policy.rule_decision; ref64, when given (the double copy of the
    model, for --rule tf32-vs-float64), gives each case that is not within
    the tolerance its errors against the model in double.  kopt hands its
    outputs over in device memory (Handover), else through files, of which
    only one seed's exist at a time (deleted once compared)."""
    by_name = {v: k for k, v in torch_dtypes().items()}
    with open(os.path.join(folder, "manifest.json")) as f:
        manifest = json.load(f)
    failures = []
    if worst is None:
        worst = [0.0]
    with gpu_lock(shared=True):   # an exclusive hold stays exclusive
        for seed in SEEDS:
            d_out = os.path.join(scratch, "exec%d" % seed)
            hand = None
            try:
                # kopt first: its GPU memory is its own, and ours holds no
                # inputs (only the poisoned handover buffer) while it runs,
                # nor caches what the compiles and eager runs left (KernelBench
                # L1-045: 17 GB inputs, 34 GB in double, and kopt out of memory).
                release_gpu_memory()
                os.makedirs(d_out, exist_ok=True)
                hand = Handover.make(manifest, d_out)
                idx_out = run_kopt(kopt, "exec", folder, seed, d_out,
                                   hand.path if hand else None)
                eager = eager_outputs(pristine, manifest, seed, template, double)
                compare_seed(seed, d_out, idx_out, eager, by_name, worst, failures, cases,
                             ref64, manifest, template, hand)
                del eager
            finally:
                del hand
                shutil.rmtree(d_out, ignore_errors=True)
    return failures


def compare_seed(seed, d_out, idx_out, eager, by_name, worst, failures, cases, ref64,
                 manifest, template, hand=None):
    import torch
    outs = sorted(idx_out["outputs"], key=lambda o: o["index"])
    if len(outs) != len(eager):
        failures.append("seed %d: kopt returned %d outputs, the model %d"
                        % (seed, len(outs), len(eager)))
        return
    mine = []
    for o, e in zip(outs, eager):
        tag = "seed %d output %d" % (seed, o["index"])
        if list(o["shape"]) != list(e.shape):
            failures.append("%s: kopt gave shape %s, the model %s"
                            % (tag, list(o["shape"]), list(e.shape)))
            continue
        if by_name[o["dtype"]] != e.dtype:   # values are compared all the same
            log("note: %s: kopt wrote %s, the model gives %s" % (tag, o["dtype"], e.dtype))
        if hand is not None:   # kopt wrote where index.json's ipc_offset says
            path = hand.views[o["index"]]
        else:
            path = os.path.join(d_out, o["file"])
        err, nans, ok = compare_file(path, o, e, by_name)
        worst[0] = max(worst[0], err) if err == err else float("inf")
        print("%s: max abs error %.3g%s%s" % (tag, err, ", %d NaN" % nans if nans else "",
                                               "" if ok else "  FAIL"))
        if not ok:
            failures.append("%s: max abs error %.3g%s exceeds rtol=atol=%g"
                            % (tag, err, " with NaN" if nans else "", RTOL))
        mine.append({"what": tag, "eager_ok": ok, "kopt_err64": None, "eager_err64": None,
                     "max_abs_err": err, "path": path, "out": o, "eager": e})
    if ref64 is not None and any(not c["eager_ok"] for c in mine):
        # The float64 reference for the rule tf32-vs-float64: the double copy
        # on the same inputs (float32 values, exact in double).
        e64 = eager_outputs(ref64, manifest, seed, template, True, to_double=True)
        for c in mine:
            if not c["eager_ok"]:
                r = e64[c["out"]["index"]] if c["out"]["index"] < len(e64) else None
                if r is not None and list(r.shape) == list(c["eager"].shape):
                    c["kopt_err64"] = file_error(c["path"], c["out"], r, by_name)
                    c["eager_err64"] = tensor_error(c["eager"], r)
                    print("%s: against the float64 model: kopt %.3g, eager %.3g"
                          % (c["what"], c["kopt_err64"], c["eager_err64"]))
        del e64
    if cases is not None:
        cases.extend({k: c[k] for k in ("what", "eager_ok", "kopt_err64", "eager_err64",
                                        "max_abs_err")} for c in mine)
    del mine
    torch.cuda.synchronize()


def build_on_gpu(mod):
    """(model, inputs) of a KernelBench-form module made on the GPU after
    `torch.manual_seed(0)` (torch's default device set to cuda while Model and
    get_inputs run), for the import and the timing: a level-1 input of GBs
    takes seconds of CPU to draw and copy, and both need values of the
    module's distributions, not the CPU's draw of them (kopt's own inputs
    come from its generator; the model's parameters, drawn here, are the ones
    the import records).  What a module makes on the CPU regardless is moved;
    a module that cannot be built so is built on the CPU, as a user would,
    and moved.  The caller holds gpu_lock."""
    import torch
    torch.manual_seed(0)
    try:
        with torch.device("cuda"):
            model = mod.Model(*mod.get_init_inputs())
            feed = list(mod.get_inputs())
    except Exception as e:
        log("note: the module could not be built on the GPU (%s: %s); built "
            "on the CPU" % (type(e).__name__, str(e).splitlines()[0][:160] if str(e) else ""))
        torch.manual_seed(0)
        model = mod.Model(*mod.get_init_inputs())
        feed = list(mod.get_inputs())
    feed = [x.cuda() if isinstance(x, torch.Tensor) else x for x in feed]
    return model.cuda().eval(), feed


def compile_as_user(model, mode):
    """torch.compile(model) in Inductor mode `mode` ("default" or a named
    mode), as a user would write it."""
    import torch
    return torch.compile(model, mode=None if mode == "default" else mode)


def compiled_module(module_path, mode):
    """torch.compile of a KernelBench-form module in `mode` under no_grad, as a
    user would run it, called once (compiled; its autotuning takes gpu_lock).
    Returns (compiled, model, inputs)."""
    import torch
    mod = load_problem(module_path)
    torch._dynamo.reset()
    with torch.no_grad():
        model, feed = build_on_gpu(mod)
        compiled = compile_as_user(model, mode)
        compiled(*feed)
    torch.cuda.synchronize()
    return compiled, model, feed


def triton_do_bench(fn):
    """triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median"), ms."""
    import triton.testing
    return triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median")


def torch_compile_times(compiled, feed):
    """(do_bench median, do_bench_cudagraph median or None) of compiled(*feed),
    ms: triton.testing.do_bench(..., warmup=25, rep=100, return_mode="median"),
    then the same calls replayed from a CUDA graph, the GPU time without the
    CPU time of torch.compile's Python wrapper, which do_bench counts whenever
    it outlasts the GPU's work (but no L2 flush)."""
    import torch
    import triton.testing
    with torch.no_grad():
        tms = triton_do_bench(lambda: compiled(*feed))
        try:
            gms = triton.testing.do_bench_cudagraph(lambda: compiled(*feed), rep=100,
                                                    return_mode="median")
        except Exception as e:   # capture not possible for this model
            log("note: do_bench_cudagraph failed: %s: %s" % (type(e).__name__, str(e)[:200]))
            gms = None
    return tms, gms


def kopt_time(kopt, folder, scratch):
    """kopt's baseline time of a folder: `kopt exec --time` (gate 4's
    do_bench), its time.json.  The caller holds gpu_lock."""
    out = os.path.join(scratch, "time")
    hand = None
    release_gpu_memory()
    try:
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(folder, "manifest.json")) as f:
            hand = Handover.make(json.load(f), out)
        cmd = [kopt, "exec", folder, "--seed", "0", "--out", out, "--time"]
        r = subprocess.run(cmd + (["--to-ipc", hand.path] if hand else []),
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise Refused("kopt exec --time failed (exit %d): %s"
                          % (r.returncode, (r.stderr or r.stdout).strip()))
        with open(os.path.join(out, "time.json")) as f:
            return json.load(f)
    finally:   # its outputs too: a model's worth of files without a handover
        del hand
        shutil.rmtree(out, ignore_errors=True)


# The mode torch.compile's time is taken in, for each compile mode: the
# same kernels without CUDA graphs.  max-autotune turns on Inductor's CUDA
# graph trees, whose Python replay (input copies into static buffers, checks)
# do_bench times with every call: measured on the H200, 0.376 ms for a GELU
# whose kernel takes 0.07 ms, while kopt launches the same kernels one by
# one.  max-autotune-no-cudagraphs compiles the same kernels (its autotuning
# hits the cache the first compile filled) without them; the time under the
# mode's own CUDA graphs is kept beside it.
TIMED_MODE = {"max-autotune": "max-autotune-no-cudagraphs"}


def time_problem(kopt, folder, module_path, mode, scratch):
    """Import validation's timing: kopt's baseline model (`kopt exec --time`:
    do_bench semantics, 25 ms warm-up, 100 ms of repeats, L2 flushed before
    each, the median of every sample) next to torch.compile's time of the same
    module (compiled_module, torch_compile_times) in TIMED_MODE's mode.  All
    measured under gpu_lock."""
    import torch
    timed = TIMED_MODE.get(mode, mode)
    as_compiled = None
    if timed != mode:
        compiled, model, feed = compiled_module(module_path, mode)
        with gpu_lock(quiet=True):
            with torch.no_grad():
                as_compiled = triton_do_bench(lambda: compiled(*feed))
        del compiled, model, feed
        torch._dynamo.reset()
    compiled, model, feed = compiled_module(module_path, timed)
    with gpu_lock(quiet=True):
        t = kopt_time(kopt, folder, scratch)
        tms, gms = torch_compile_times(compiled, feed)
    del compiled, model, feed
    torch._dynamo.reset()
    torch.cuda.empty_cache()
    timing = {"kopt_baseline_ms": round(t["median_ms"], 6),
              "kopt_p10_ms": round(t["p10_ms"], 6), "kopt_p90_ms": round(t["p90_ms"], 6),
              "kopt_samples": t["samples"],
              "torch_compile_ms": round(tms, 6),
              "torch_compile_cudagraph_ms": round(gms, 6) if gms is not None else None,
              "ratio": round(t["median_ms"] / tms, 4), "gpu": gpu_name(),
              "method": "kopt exec --time (do_bench: 25 ms warm-up, 100 ms repeat, L2 "
                        "flushed, median of all samples); torch.compile in mode %s under "
                        "no_grad, triton.testing.do_bench(warmup=25, rep=100, "
                        "return_mode='median') and, without the CPU time of its Python "
                        "wrapper or an L2 flush, do_bench_cudagraph(rep=100, "
                        "return_mode='median')" % timed}
    if timed != mode:
        timing["torch_compile_timed_mode"] = timed
        timing["torch_compile_as_compiled_ms"] = round(as_compiled, 6)
        timing["method"] += ("; torch_compile_as_compiled_ms: do_bench of the module "
                             "compiled in mode %s itself (its CUDA graphs)" % mode)
    return timing


def match_rnn_to_matmul():
    """Eager's recurrent layers in the math of the compiled model's: Inductor
    decomposes them into cuBLAS GEMMs that follow torch's matmul setting
    (IEEE float32 by default), while eager runs cuDNN's RNN under the cuDNN
    setting (TF32 by default on torch 2.11), which put eager 2.6e-4 away from
    the compiled model on a small LSTM on the H200, past the check's 1e-4.
    The reference follows the matmul setting; the manifest records it
    (torch.rnn_fp32_precision)."""
    import torch
    rnn = getattr(getattr(torch.backends.cudnn, "rnn", None), "fp32_precision", None)
    mm = getattr(getattr(torch.backends.cuda, "matmul", None), "fp32_precision", None)
    if isinstance(rnn, str) and isinstance(mm, str):   # torch >= 2.9
        torch.backends.cudnn.rnn.fp32_precision = "tf32" if mm == "tf32" else "ieee"


def set_cudnn_fp32(precision):
    """cuDNN's float32 math for convolutions: ieee or tf32."""
    import torch
    conv = getattr(getattr(torch.backends.cudnn, "conv", None), "fp32_precision", None)
    if isinstance(conv, str):   # torch >= 2.9: the fp32_precision API
        # conv and rnn alike: torch refuses to read allow_tf32 when they differ.
        torch.backends.cudnn.conv.fp32_precision = precision
        torch.backends.cudnn.rnn.fp32_precision = precision
    else:
        torch.backends.cudnn.allow_tf32 = precision == "tf32"


def compiled_errors(pristine, manifest, template, seed=SEEDS[0]):
    """The max abs error of torch.compile's own outputs (the manifest's mode,
    without CUDA graphs, as TIMED_MODE) against eager's, per output, on
    kopt's inputs of `seed`: how far the compiler itself is from eager where
    kopt is (Inductor's layout optimization runs a 2-D convolution
    channels-last, eager NCHW: other cuDNN engines, whose TF32 results can
    differ).  The caller holds gpu_lock."""
    return compiled_against(pristine, manifest, template, [seed], lambda sd: eager_outputs(
        pristine, manifest, sd, template, False))[seed]


def compiled_against(pristine, manifest, template, seeds, reference):
    """{seed: [max abs error of torch.compile's output I against reference(seed)'s
    output I]}: the module compiled once, as the user would, in the manifest's
    mode without CUDA graphs (TIMED_MODE), run on kopt's inputs of each seed.
    The caller holds gpu_lock."""
    import torch
    mode = (manifest.get("torch") or {}).get("compile_mode") or "default"
    mode = TIMED_MODE.get(mode, mode)
    model = module_copy(pristine)
    torch._dynamo.reset()
    compiled = compile_as_user(model, mode)
    out = {}
    try:
        for seed in seeds:
            with torch.no_grad():
                feed = generated_feed(manifest, seed, model, template)
                got = compiled(*feed)
                got = [got] if isinstance(got, torch.Tensor) else list(got)
                del feed
            ref = reference(seed)
            out[seed] = [tensor_error(g, r) if isinstance(g, torch.Tensor) and g.shape == r.shape
                         else float("nan") for g, r in zip(got, ref)]
            del got, ref
    finally:
        del model, compiled
        torch._dynamo.reset()
    return out


SEED_OUT_RE = re.compile(r"seed (\d+) output (\d+)$")


def with_compiled_errors64(cases, errs):
    """Set each case's compiled_err64 ("seed S output I") from errs
    ({S: [error of output I]}, compiled_errors64) where errs has it; returns
    the cases set."""
    done = []
    for c in cases:
        m = SEED_OUT_RE.match(c["what"])
        seed, i = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        if m and seed in errs and i < len(errs[seed]):
            c["compiled_err64"] = errs[seed][i]
            done.append(c)
    return done


def compiled_errors64(pristine, manifest, template, m64, seeds):
    """{seed: [max abs error of torch.compile's output I against the float64
    model m64]} on kopt's inputs of each seed (compiled_against; the float64
    model on the same inputs in double, as verify's reference for
    tf32-vs-float64), for the rule tf32-as-compiled.  The caller holds
    gpu_lock."""
    return compiled_against(pristine, manifest, template, seeds, lambda sd: eager_outputs(
        m64, manifest, sd, template, True, to_double=True))


def verified(kopt, folder, manifest, model, template, work, worst, pid, why=None,
             rule=import_policy.EAGER, k=import_policy.TF32_K, float64_note=None,
             cases=None):
    """verify() of the folder against the model under `rule` (import_policy.
    rule_decision) and, where the manifest has one, of its float64 model
    against the model in double (tier 2: within rtol = atol = 1e-4, always),
    on kopt's inputs for its own folder (a problem of its own).  Prints
    every failure (and appends them to the list why, if given) and returns
    the rule's name the baseline passed under, or None if it did not (the
    caller then writes nothing).  template: feed_template's list; cases,
    if given, gets verify's cases of the float32 folder."""
    import torch
    cases = [] if cases is None else cases
    m64 = double_of(model, [])[0] if "float64" in manifest else None
    with phase("verify"):
        failures = verify(kopt, folder, model, template, work, worst, cases=cases,
                          ref64=m64 if rule != import_policy.EAGER else None)
    tolerance = [f for f in failures if "exceeds rtol=atol" in f]
    hard = [f for f in failures if f not in tolerance]
    passed, name, excuses = import_policy.rule_decision(rule, k, cases, float64_note)
    if not passed and rule == import_policy.AS_COMPILED and m64 is not None:
        # torch.compile's own error against the float64 model, on the seeds
        # of the cases the weaker rule did not take.
        seeds = sorted({int(m.group(1)) for m in (SEED_OUT_RE.match(c["what"]) for c in cases
                                                  if not c["eager_ok"]) if m})
        try:
            with phase("verify torch.compile float64"):
                errs = compiled_errors64(model, manifest, template, m64, seeds)
            for c in with_compiled_errors64(cases, errs):
                print("%s: torch.compile against the float64 model: %.3g"
                      % (c["what"], c["compiled_err64"]))
            passed, name, excuses = import_policy.rule_decision(rule, k, cases, float64_note)
        except Exception as e:   # not measured: the case stays refused, saying so
            log("note: torch.compile's own error against the float64 model not measured: "
                "%s: %s" % (type(e).__name__, str(e).splitlines()[0][:200] if str(e) else ""))
    if tolerance and not passed:
        try:
            with phase("verify torch.compile"):
                errs = compiled_errors(model, manifest, template)
            tolerance = import_policy.with_compiled_errors(tolerance, errs, SEEDS[0])
        except Exception as e:   # the refusal stands; only its explanation is missing
            log("note: torch.compile's own error against eager not measured: %s: %s"
                % (type(e).__name__, str(e).splitlines()[0][:200] if str(e) else ""))
    if passed and tolerance:
        for f in tolerance:
            log("note: %s, accepted under %s" % (f, name))
        tolerance = []
    elif not passed and rule != import_policy.EAGER:
        tolerance += excuses
    failures = hard + tolerance
    if "float64" in manifest:
        t64 = [t.double() if isinstance(t, torch.Tensor) and t.is_floating_point() else t
               for t in template]
        with phase("verify float64"):
            failures += ["float64 model: " + f for f in
                         verify(kopt, os.path.join(folder, "float64"), m64, t64,
                                tempfile.mkdtemp(dir=work), double=True)]
        del t64
    del m64
    for f in failures:
        print("verification failed: %s" % f, file=sys.stderr)
    if why is not None:
        why.extend(failures)
    if failures:
        print("%s: not written" % pid, file=sys.stderr)
        return None
    return name


def validation_record(rule_name, k, worst, cases, float64_note):
    """manifest.validation's correctness part: the rule passed, eager's
    tolerance and seeds, the largest error; under tf32-vs-float64 the
    cases it accepted; the reason a float64 model is absent."""
    v = {"rule": rule_name,
         "eager": {"rtol": RTOL, "atol": ATOL, "seeds": list(SEEDS),
                   "max_abs_err": float("%.3g" % worst)}}
    if rule_name and rule_name.startswith((import_policy.TF32, import_policy.AS_COMPILED)):
        # under tf32-as-compiled the cases carry torch.compile's error too
        v["tf32_vs_float64"] = {"k": k, "cases": [c for c in cases if not c["eager_ok"]]}
    if float64_note:
        v["no_float64"] = float64_note
    return v


# -- standalone Triton kernels (--triton) -----------------------------------------

def write_standalone(plan, folder, torch_meta=None, target=None, facts=None):
    """Write a standalone Triton problem (triton_standalone.read_problem's
    plan) into `folder`: the kernel source, the cubin and PTX of its compile
    (compile_step; target as there, None for this machine's GPU; `facts`
    instead of compiling, for tests), manifest.json and the imported file
    itself (INPUT_COPY, for the reader and the importer's tests; kopt does not
    read it).  Returns the manifest; `torch_meta` becomes its `torch`."""
    if facts is None:
        facts = compile_step(plan, target)
    step = finished_step(plan["manifest"]["steps"][0], facts)
    with open(os.path.join(folder, step["source_file"]), "w", encoding="utf-8") as f:
        f.write(plan["source"])
    with open(os.path.join(folder, step["cubin_file"]), "wb") as f:
        f.write(scrub_paths(facts["cubin"]))
    if "ptx_file" in step:
        with open(os.path.join(folder, step["ptx_file"]), "wb") as f:
            f.write(scrub_paths(facts["ptx"]))
    with open(os.path.join(folder, INPUT_COPY), "w", encoding="utf-8") as f:
        f.write(plan["text"])
    m = plan["manifest"]
    manifest = {k: m[k] for k in ("format", "id", "level", "name", "category", "family",
                                  "provenance")}
    if torch_meta is not None:
        manifest["torch"] = torch_meta
    manifest.update(buffers=m["buffers"], outputs=m["outputs"], steps=[step])
    write_manifest(folder, manifest)
    return manifest


def load_triton_file(path):
    """The standalone file as a module (its kernel, its reference function)."""
    return load_module(path, "kopt_triton_problem")


def reference_model(fn):
    """The reference function as a module without parameters, so that
    verify() and emit_model() take it as they take a KernelBench model."""
    import torch

    class Reference(torch.nn.Module):
        def forward(self, *inputs):
            return fn(*inputs)
    return Reference().eval()


def standalone_tensors(spec):
    """The specification's inputs on the GPU, drawn as their init says (any
    values do: kopt's own inputs replace them for verification), and fresh
    tensors for its new outputs.  Returns (inputs in order, name -> tensor)."""
    import torch
    from inductor_code import storage_extent
    by_name = {v: k for k, v in torch_dtypes().items()}
    torch.manual_seed(0)
    inputs, named = [], {}
    for t in spec["inputs"]:
        flat = torch.empty(storage_extent(t["shape"], t["strides"]), dtype=by_name[t["dtype"]],
                           device="cuda")
        init, dist = t["init"], t["init"]["dist"]
        if dist == "randn":
            flat.normal_()
        elif dist == "rand":
            flat.uniform_(0, 1)
        elif dist == "uniform":
            flat.uniform_(init["lo"], init["hi"])
        elif dist == "randint":
            flat.random_(init["lo"], init["hi"])
        else:
            flat.fill_({"zeros": 0, "ones": 1}.get(dist, init.get("value")))
        x = flat.as_strided(t["shape"], t["strides"])
        inputs.append(x)
        named[t["name"]] = x
    for t in spec["outputs"]:
        if not t.get("inplace"):
            named[t["name"]] = torch.empty_strided(t["shape"], t["strides"],
                                                   dtype=by_name[t["dtype"]], device="cuda")
    return inputs, named


def launch_call(plan, named):
    """The positional arguments of the file's kernel, as the specification
    binds them: each tensor by its name in `named`, each scalar as given."""
    return [named[b["tensor"]] if "tensor" in b else b["value"] for _, b in user_arguments(plan)]


LAUNCH_AGAINST = ("the file's kernel launched by Triton itself (kernel[grid] with the "
                  "specification's launch) on the same inputs: the unmodified kernel")


def launched_model(path, plan):
    """The file's kernel launched by Triton itself, kernel[grid](...) with
    the specification's grid and launch keywords, as a module over the
    specification's inputs that returns its outputs in the specification's
    order (new ones made empty, those written in place the inputs
    themselves): the unmodified kernel, which kopt's baseline must
    reproduce on kopt's inputs."""
    import torch
    spec = plan["spec"]
    kernel = getattr(load_triton_file(path), spec["kernel"])
    grid = tuple(plan["manifest"]["steps"][0]["launch"]["grid"])
    keywords = launch_keywords(spec)
    by_name = {v: k for k, v in torch_dtypes().items()}
    names = [t["name"] for t in spec["inputs"]]

    def launch(*inputs):
        named = dict(zip(names, inputs))
        for t in spec["outputs"]:
            if not t.get("inplace"):
                named[t["name"]] = torch.empty_strided(
                    t["shape"], t["strides"], dtype=by_name[t["dtype"]], device="cuda")
        kernel[grid](*launch_call(plan, named), **keywords)
        outs = tuple(named[t["name"]] for t in spec["outputs"])
        return outs[0] if len(outs) == 1 else outs
    return reference_model(launch)


def check_launch(kopt, folder, path, plan, template, work):
    """kopt's baseline against the unmodified kernel (launched_model) on
    kopt's inputs, seeds 0 and 42, rtol = atol = 1e-4 (verify): the check
    that the problem's baseline is the kernel as Triton runs it, beside the
    check against the reference function.  Returns (failures, the record
    manifest.validation.launch gets)."""
    worst = [0.0]
    with phase("verify launch"):
        failures = verify(kopt, folder, launched_model(path, plan), template,
                          tempfile.mkdtemp(dir=work), worst)
    return failures, {"against": LAUNCH_AGAINST, "rtol": RTOL, "atol": ATOL,
                      "seeds": list(SEEDS), "max_abs_err": float("%.3g" % worst[0])}


def triton_launch(path, plan):
    """(launch, the file as a module, its inputs): launch() runs the file's
    kernel as Triton itself launches it, kernel[grid](...) with the
    specification's grid and launch keywords, on inputs drawn as the
    specification says (standalone_tensors); compiled and run once here."""
    import torch
    spec = plan["spec"]
    mod = load_triton_file(path)
    kernel = getattr(mod, spec["kernel"])
    inputs, named = standalone_tensors(spec)
    call = launch_call(plan, named)
    grid = tuple(plan["manifest"]["steps"][0]["launch"]["grid"])
    keywords = launch_keywords(spec)

    def launch():
        kernel[grid](*call, **keywords)
    launch()   # compiles
    torch.cuda.synchronize()
    return launch, mod, inputs


def time_standalone(kopt, folder, path, scratch):
    """Import validation's timing of a standalone problem: kopt's baseline
    (`kopt exec --time`, as time_problem) beside the same kernel launched by
    Triton itself (kernel[grid](...) with the specification's launch) and the
    PyTorch reference, both under triton.testing.do_bench(warmup=25, rep=100,
    return_mode="median").  All three under gpu_lock."""
    import torch
    import triton.testing
    plan = read_problem(path)
    launch, mod, inputs = triton_launch(path, plan)
    ref = getattr(mod, plan["spec"]["reference"])
    with gpu_lock(quiet=True):
        t = kopt_time(kopt, folder, scratch)
        tms = triton.testing.do_bench(launch, warmup=25, rep=100, return_mode="median")
        with torch.no_grad():
            rms = triton.testing.do_bench(lambda: ref(*inputs), warmup=25, rep=100,
                                          return_mode="median")
    return {"kopt_baseline_ms": round(t["median_ms"], 6),
            "kopt_p10_ms": round(t["p10_ms"], 6), "kopt_p90_ms": round(t["p90_ms"], 6),
            "kopt_samples": t["samples"],
            "triton_ms": round(tms, 6), "reference_ms": round(rms, 6),
            "ratio": round(t["median_ms"] / tms, 4), "gpu": gpu_name(),
            "method": "kopt exec --time (do_bench: 25 ms warm-up, 100 ms repeat, L2 "
                      "flushed, median of all samples); the kernel launched by Triton "
                      "(kernel[grid] with the specification's launch) and the PyTorch "
                      "reference under triton.testing.do_bench(warmup=25, rep=100, "
                      "return_mode='median'); ratio = kopt / Triton's launch"}


def standalone_locked(kopt, a, plan, work):
    """The GPU part of --triton (the caller holds gpu_lock): write, verify,
    time, move to --out.  Returns (manifest, worst error), or (None, None)
    when verification failed."""
    import torch
    spec = plan["spec"]
    folder = os.path.join(work, "problem")
    os.mkdir(folder)
    with phase("compile"):
        manifest = write_standalone(plan, folder, torch_settings("default"))
    model = reference_model(getattr(load_triton_file(a.file), spec["reference"]))
    inputs, _ = standalone_tensors(spec)
    # The float64 model is left out by --no-float64, or by the file's own
    # no_float64 (its reason), which the manifest's validation says.
    keep64, float64_note = import_policy.float64_plan(a.no_float64,
                                                      spec_reason=spec.get("no_float64"))
    if keep64:
        sub = os.path.join(folder, "float64")
        os.mkdir(sub)
        m64, in64 = double_of(model, inputs)
        try:
            with float64_default(torch), phase("compile float64"), \
                    time_bound(a.float64_timeout, "Inductor's compile (--float64-timeout)"):
                body64 = emit_model(m64, in64, "default", sub)
        except Refused as e:
            raise Refused("the float64 model (the reference function in double, "
                          "compiled by Inductor): %s (--no-float64, or the specification's "
                          "no_float64: REASON, imports without it; gate 3 then has tier 1 "
                          "only)" % e)
        del m64, in64
        write_float64(sub, manifest, body64, "%s, in float64 (gate 3 tier 2 reference)"
                      % manifest["provenance"])
        write_manifest(folder, manifest)
    template = feed_template(inputs, manifest)
    del inputs
    torch._dynamo.reset()
    worst = [0.0]
    name = verified(kopt, folder, manifest, model, template, work, worst, spec["id"])
    del model
    launch = None
    if name is not None:
        failures, launch = check_launch(kopt, folder, a.file, plan, template, work)
        for f in failures:
            print("verification failed: against the kernel launched by Triton: %s" % f,
                  file=sys.stderr)
        if failures:
            print("%s: not written" % spec["id"], file=sys.stderr)
            name = None
    del template
    if name is None:
        return None, None
    release_gpu_memory()
    manifest["validation"] = validation_record(name, import_policy.TF32_K, worst[0], [],
                                               float64_note)
    manifest["validation"]["launch"] = launch
    if not a.no_time:
        with phase("time"):
            manifest["validation"]["timing"] = time_standalone(kopt, folder, a.file, work)
    write_manifest(folder, manifest)
    import_policy.place_folder(folder, a.out)
    return manifest, worst[0]


FLOAT64_TIMEOUT_HELP = ("stop Inductor's compile of the float64 model after S seconds "
                        "(default 0: no bound; a compile that hangs, as one of a "
                        "Philox-seeded reference did, otherwise holds the import until "
                        "the caller's own timeout)")


def seconds_arg(text):
    """A --float64-timeout: a number of seconds, 0 or more."""
    try:
        v = float(text)
    except ValueError:
        v = -1
    if not v >= 0 or v == float("inf"):
        raise argparse.ArgumentTypeError("%r is not a number of seconds (0 or more)" % text)
    return v


def triton_main(argv):
    """`kopt_import.py --triton FILE --kopt KOPT --out DIR`: a standalone
    Triton kernel (FILE: one @triton.jit kernel and KOPT_PROBLEM) as a
    one-step problem, verified as a module is: kopt's baseline against the
    reference function on kopt's inputs, seeds 0 and 42, rtol = atol = 1e-4,
    and against the kernel launched by Triton itself (check_launch); nothing
    is written when it fails."""
    ap = argparse.ArgumentParser(
        prog="kopt_import.py --triton",
        description="Import a standalone Triton kernel (a file with one @triton.jit kernel and "
                    "its KOPT_PROBLEM specification) as a one-step problem, verified against "
                    "its PyTorch reference function and against the kernel launched by "
                    "Triton itself.")
    ap.add_argument("file", help="Python file: one @triton.jit kernel and KOPT_PROBLEM")
    ap.add_argument("--kopt", required=True, help="path of the kopt binary")
    ap.add_argument("--out", required=True, help="problem folder to create")
    ap.add_argument("--no-float64", action="store_true",
                    help="import without the float64 model (gate 3 has tier 1 only)")
    ap.add_argument("--float64-timeout", type=seconds_arg, default=0, metavar="S",
                    help=FLOAT64_TIMEOUT_HELP + "; the import is then refused, saying so")
    ap.add_argument("--no-ptx", action="store_true",
                    help="leave out each kernel's PTX (kept for the reader; kopt runs "
                         "the cubin)")
    ap.add_argument("--no-time", action="store_true",
                    help="skip the timing of import validation; --retime adds it later")
    a = ap.parse_args(argv)
    if os.path.exists(a.out):
        ap.error("--out %s exists; remove it first" % a.out)
    kopt = os.path.abspath(a.kopt)
    if not os.access(kopt, os.X_OK):
        ap.error("--kopt %s is not an executable" % a.kopt)
    started = time.monotonic()
    work = import_policy.make_tmp_root()
    try:
        plan = read_problem(a.file)   # a bad specification is refused before the GPU
        for n in plan["notes"]:
            log("note: %s" % n)
        try:
            import torch
        except ImportError as e:
            raise Refused("torch is needed to verify the problem: %s" % e)
        import_settings()   # Inductor's settings, before anything compiles
        if not torch.cuda.is_available():
            raise Refused("no CUDA device")
        spec = plan["spec"]
        with gpu_lock(quiet=True):   # every GPU allocation below, as main()'s
            manifest, worst = standalone_locked(kopt, a, plan, work)
        if manifest is None:
            return 1
    except Refused as e:
        msg = str(e)   # a specification's refusal names the file already
        print("refused: %s" % msg if msg.startswith(a.file + ": ") else
              "%s: refused: %s" % (a.file, msg), file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
        # where the import's time went (compile, compile float64, verify,
        # time), to its log
        log("%s (%.1f s in all)" % (phases_text(), time.monotonic() - started))
    print("%s: 1 kernel step (%s), %d outputs, max abs error vs the reference %.3g, vs the "
          "kernel launched by Triton %.3g%s -> %s"
          % (spec["id"], plan["entry"], len(manifest["outputs"]), worst,
             manifest["validation"]["launch"]["max_abs_err"],
             "" if a.no_time else ", kopt/Triton %.3f"
             % manifest["validation"]["timing"]["ratio"], a.out))
    return 0


def retime_main(argv):
    """`kopt_import.py --retime FOLDER MODULE --kopt KOPT`: time an imported
    folder again (kopt's baseline and torch.compile's) and rewrite the timing
    in its manifest.  For suites imported in parallel with --no-time, then
    timed one at a time on an idle GPU.  For a folder imported with --triton,
    MODULE is that file, timed as time_standalone does."""
    ap = argparse.ArgumentParser(
        prog="kopt_import.py --retime",
        description="Time an imported problem folder again (kopt's baseline beside "
                    "torch.compile's, or Triton's for a folder imported with --triton) "
                    "and rewrite the timing in its manifest.")
    ap.add_argument("folder", help="the imported problem folder")
    ap.add_argument("module", help="the module it was imported from (the --triton file "
                                   "for a standalone Triton problem)")
    ap.add_argument("--kopt", required=True, help="path of the kopt binary")
    a = ap.parse_args(argv)
    path = os.path.join(a.folder, "manifest.json")
    try:
        with open(path) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print("%s: refused: no readable manifest.json (%s)" % (a.folder, e), file=sys.stderr)
        return 1
    standalone = (manifest.get("provenance") or "").startswith(TRITON_IMPORTER + " ")
    # A standalone folder keeps the file it was imported from: another file
    # would be timed, and checked, as if it were the folder's.
    kept = os.path.join(a.folder, INPUT_COPY)
    if standalone and os.path.exists(kept):
        try:
            with open(a.module, encoding="utf-8") as f, open(kept, encoding="utf-8") as g:
                same = f.read() == g.read()
        except (OSError, ValueError) as e:
            print("%s: refused: %s" % (a.module, e), file=sys.stderr)
            return 1
        if not same:
            print("%s: refused: not the file %s was imported from (%s differs)"
                  % (a.module, a.folder, kept), file=sys.stderr)
            return 1
    import_settings()
    mode = (manifest.get("torch") or {}).get("compile_mode") or "default"
    # torch times the module with the math the problem was imported with.
    precision = (manifest.get("torch") or {}).get("cudnn_fp32_precision")
    if precision in ("ieee", "tf32"):
        set_cudnn_fp32(precision)
    work = import_policy.make_tmp_root()
    launch = None
    try:
        with gpu_lock(quiet=True):
            if standalone:
                # the folder against its kernel launched by Triton, as an
                # import does now (folders imported before it lack the record)
                plan = read_problem(a.module)
                inputs, _ = standalone_tensors(plan["spec"])
                template = feed_template(inputs, manifest)
                del inputs
                failures, launch = check_launch(os.path.abspath(a.kopt), a.folder, a.module,
                                                plan, template, work)
                del template
                if failures:
                    for f in failures:
                        print("%s: against the kernel launched by Triton: %s" % (a.folder, f),
                              file=sys.stderr)
                    return 1
                release_gpu_memory()
                timing = time_standalone(os.path.abspath(a.kopt), a.folder, a.module, work)
            else:
                timing = time_problem(os.path.abspath(a.kopt), a.folder, a.module, mode, work)
    except Refused as e:
        print("%s: timing failed: %s" % (a.folder, e), file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if launch is not None:
        manifest.setdefault("validation", {})["launch"] = launch
    manifest.setdefault("validation", {})["timing"] = timing
    write_manifest(a.folder, manifest)
    if launch is not None:
        print("%s: against the kernel launched by Triton: max abs error %.3g"
              % (manifest["id"], launch["max_abs_err"]))
    other = ("Triton", timing["triton_ms"]) if standalone else \
        ("torch.compile", timing["torch_compile_ms"])
    print("%s: kopt %.4f ms, %s %.4f ms, ratio %.3f"
          % (manifest["id"], timing["kopt_baseline_ms"], other[0], other[1], timing["ratio"]))
    return 0


def ensure_cudnn_lib():
    """kopt opens cuDNN by soname, or the file KOPT_CUDNN_LIB names.  Where
    the loader's path has no libcudnn.so.9 but torch brings its own (the
    nvidia-cudnn wheel), name that one for the kopt runs started here."""
    if os.environ.get("KOPT_CUDNN_LIB"):
        return
    try:
        import glob
        import nvidia.cudnn as c
        libs = glob.glob(os.path.join(list(c.__path__)[0], "lib", "libcudnn.so.9"))
    except ImportError:
        return
    if libs:
        os.environ["KOPT_CUDNN_LIB"] = libs[0]


def import_result(manifest, worst, rule_name=RULE):
    """--result's object for an imported problem: the facts of the summary
    line, the rule the baseline passed (its name says when there is no
    float64 model, and `no_float64` why), and the timing (null where
    --no-time skipped it)."""
    steps = manifest["steps"]
    kernels = sum(s["kind"] == "kernel" for s in steps)
    timing = manifest.get("validation", {}).get("timing") or {}
    no64 = manifest.get("validation", {}).get("no_float64")
    return {"status": "imported", "id": manifest["id"], "steps": len(steps),
            "kernels": kernels, "externs": len(steps) - kernels,
            "outputs": len(manifest["outputs"]), "max_abs_err": float("%.3g" % worst),
            "rule": rule_name, "float64": "float64" in manifest, "no_float64": no64,
            "kopt_ms": timing.get("kopt_baseline_ms"),
            "torch_compile_ms": timing.get("torch_compile_ms"),
            "ratio": timing.get("ratio"), "gpu": timing.get("gpu")}


def write_result(path, result):
    """Write --result's JSON object (temporary file, then rename); no-op
    without --result."""
    if not path:
        return
    result = dict(result, phases={k: round(v, 2) for k, v in PHASES.items()},
                  lock_wait_s=round(LOCK_WAIT[0], 2))
    if result.get("gpu") is None:   # the card the timings (or the refusal) came from
        result["gpu"] = gpu_name()
    if RESUMED[0] is not None:   # the compiles' seconds, spent by an earlier run
        result["checkpoint_s"] = RESUMED[0]
    tmp = "%s.tmp-%d" % (path, os.getpid())
    with open(tmp, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


def main():
    # torch is imported only once the arguments are read (ensure_cudnn_lib,
    # trace_recurrent_layers and what follows): --help and argument errors
    # work on a machine without it.
    if len(sys.argv) > 1 and sys.argv[1] == "--retime":
        return retime_main(sys.argv[2:])
    if len(sys.argv) > 1 and sys.argv[1] == "--triton":
        return triton_main(sys.argv[2:])
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Other modes, each with its own --help: `kopt_import.py --triton FILE.py "
               "--kopt KOPT --out DIR [--no-float64] [--no-time]` imports a standalone "
               "Triton kernel; `kopt_import.py --retime FOLDER MODULE --kopt KOPT` times "
               "an imported folder again.")
    ap.add_argument("module", help="KernelBench-form Python file")
    ap.add_argument("--id", required=True)
    ap.add_argument("--level", required=True, type=int, choices=(1, 2, 3))
    ap.add_argument("--category", required=True)
    ap.add_argument("--family", default=None)
    ap.add_argument("--mode", default="default", choices=("default", "max-autotune"))
    ap.add_argument("--kopt", required=True, help="path of the kopt binary")
    ap.add_argument("--out", required=True, help="problem folder to create")
    ap.add_argument("--cudnn-fp32", choices=("torch", "ieee", "tf32"), default="torch",
                    help="cuDNN float32 math for convolutions: torch's setting as it is "
                         "(default; TF32 on torch 2.11), or set to ieee or tf32 first")
    ap.add_argument("--no-float64", action="store_true",
                    help="import without the float64 model (gate 3 has tier 1 only)")
    ap.add_argument("--float64-timeout", type=seconds_arg, default=0, metavar="S",
                    help=FLOAT64_TIMEOUT_HELP + "; the problem is then imported without "
                         "it, saying so, as when it cannot be built")
    ap.add_argument("--checkpoint", metavar="DIR",
                    help="keep the folder as built (after the compiles, before "
                         "verification) in DIR until the import ends, so that an import "
                         "stopped after its compiles (SIGINT: a --deadline, a timeout) goes "
                         "on from them when run again with the same DIR, unless the module, "
                         "the importer, torch, Triton or a setting that shapes the folder "
                         "changed; removed at any other end.  --result then adds "
                         "checkpoint_s, the compiles' seconds spent by the earlier run")
    ap.add_argument("--float64-from", metavar="DIR",
                    help="reuse the float64 model of DIR, an import of the same module in "
                         "another mode (DIR/float64), when its id, provenance, torch version "
                         "and inputs and params match this import's (else it is built, "
                         "saying why); it is verified all the same.  The float64 model is "
                         "compiled in mode %s whatever --mode says, so the two modes' are "
                         "the same" % import_policy.FLOAT64_MODE)
    ap.add_argument("--max-rnn-steps", type=int, default=None, metavar="N",
                    help="refuse a model whose nn.RNN/LSTM/GRU layers unroll into more "
                         "than N cell steps (sequence length x layers x directions), "
                         "before compiling: Inductor compiles each step (default "
                         "KOPT_IMPORT_MAX_RNN_STEPS, else %d)" % import_policy.MAX_RNN_STEPS)
    ap.add_argument("--no-ptx", action="store_true",
                    help="leave out each kernel's PTX (kept for the reader; kopt runs "
                         "the cubin)")
    ap.add_argument("--no-time", action="store_true",
                    help="skip the timing of import validation (kopt's baseline and "
                         "torch.compile's); --retime adds it later")
    ap.add_argument("--compile-only", action="store_true",
                    help="stop once the compiles are done and in --checkpoint's DIR (or "
                         "at once when DIR already holds them), with exit status %d, no "
                         "--result and DIR kept: run again without it to verify and time "
                         "from DIR.  A bulk import compiles many problems side by side "
                         "this way, then times them in a second pass, so that no timing "
                         "(which waits for a quiet CPU) waits for another import's long "
                         "compile; needs --checkpoint" % COMPILED_ONLY)
    ap.add_argument("--compile-started", metavar="FILE",
                    help="write the time (seconds since the epoch) at which the compile "
                         "phase starts to FILE: compile_times.py stops a compile at its "
                         "--deadline and still knows how long it had compiled")
    ap.add_argument("--fresh-caches", action="store_true",
                    help="compile with Inductor's and Triton's caches empty and the "
                         "import's own (under its temporary root), so that the "
                         "manifest's validation.compile.s is a cold compile's seconds "
                         "(default: torch's caches, shared with other imports)")
    ap.add_argument("--rule", choices=import_policy.RULES, default=import_policy.EAGER,
                    help="the correctness rule of the baseline: eager-1e-4 (default: "
                         "rtol = atol = 1e-4 against eager on seeds 0 and 42), "
                         "tf32-vs-float64 (also accepts an output whose max abs error "
                         "against the float64 model is at most K times eager's own, for "
                         "TF32 convolutions whose cuDNN algorithm differs from torch's) or "
                         "tf32-as-compiled (also accepts one at most K times "
                         "torch.compile's own error against it, for convolutions "
                         "torch.compile runs in TF32 where eager's are exact)")
    ap.add_argument("--tf32-k", type=float, default=import_policy.TF32_K, metavar="K",
                    help="K of --rule tf32-vs-float64 and tf32-as-compiled (default %g)"
                    % import_policy.TF32_K)
    ap.add_argument("--result", metavar="FILE", default=None,
                    help="also write the outcome to FILE as one JSON object: "
                         "{status: imported, kernels, externs, max_abs_err, rule, kopt_ms, "
                         "torch_compile_ms, ratio, ...} or {status: refused, reason} "
                         "(import_kernelbench.sh reads it)")
    args = ap.parse_args()
    if not re.fullmatch(r"[A-Za-z0-9._-]+", args.id):
        ap.error("--id: letters, digits, '.', '_' and '-' only")
    if not (args.tf32_k > 0 and args.tf32_k < float("inf")):
        ap.error("--tf32-k %g: expected a positive number" % args.tf32_k)
    if os.path.exists(args.out):
        ap.error("--out %s exists; remove it first" % args.out)
    if args.compile_only and not args.checkpoint:
        ap.error("--compile-only needs --checkpoint DIR (where the compiles are kept)")
    kopt = os.path.abspath(args.kopt)
    if not os.access(kopt, os.X_OK):
        ap.error("--kopt %s is not an executable" % args.kopt)
    KEEP_PTX[0] = not args.no_ptx

    import_settings()
    if args.cudnn_fp32 != "torch":
        set_cudnn_fp32(args.cudnn_fp32)
    work = import_policy.make_tmp_root()
    if args.fresh_caches:
        fresh_caches(work)
    interrupted = False
    try:
        if args.compile_only:   # compiled already: nothing to do, no lock to wait for
            saved, stale = import_policy.checkpoint_read(args.checkpoint, build_key(args))
            if saved:
                raise CompiledOnly()
            if stale:
                log("note: checkpoint %s discarded: %s" % (args.checkpoint, stale))
        with phase("load"):
            loaded = load_before_lock(args.module)
            limit = rnn_limit(args.max_rnn_steps)
            why = import_policy.rnn_refusal(recurrent_calls(loaded[1], loaded[2], limit), limit)
        if why:
            raise Refused(why)
        footprint = gpu_footprint(loaded)
        shared = 0 < footprint <= shared_limit()
        try:
            # A problem too large to share has the GPU, and a quiet CPU, alone.
            with gpu_budget(max(RESERVE_X * footprint, 1 << 30) if shared else 0), \
                    gpu_lock(shared=shared, quiet=not shared):
                done = import_locked(args, kopt, work, loaded)
        except Exception as e:
            if not (shared and out_of_memory(e)):
                raise
            # Beside other imports the GPU's memory ran out: once more,
            # alone, so -j never costs a problem its import.
            log("note: out of GPU memory beside other imports (%s); importing again "
                "with the GPU to itself" % str(e).splitlines()[0][:200])
            shutil.rmtree(os.path.join(work, "problem"), ignore_errors=True)
            del loaded
            gc.collect()
            with phase("load"):
                loaded = load_before_lock(args.module)
            with gpu_lock(quiet=True):
                import torch
                torch._dynamo.reset()
                done = import_locked(args, kopt, work, loaded)
        if done is None:
            return 1
        manifest, worst, rule_name = done
    except Refused as e:
        print("%s: refused: %s" % (args.module, e), file=sys.stderr)
        write_result(args.result, {"status": "refused", "reason": str(e)})
        return 1
    except KeyboardInterrupt:
        # Stopped from outside (SIGINT: import_kernelbench.sh's --deadline, a
        # timeout, ^C): no --result, and the exit status of a SIGINT, so the
        # caller records no row and the next run imports it again (from the
        # checkpoint, kept, when the compiles were done).
        interrupted = True
        print("%s: interrupted; nothing written%s" % (
            args.module, "; checkpoint kept" if args.checkpoint and
            os.path.isdir(args.checkpoint) else ""), file=sys.stderr)
        return 130
    except CompiledOnly:
        interrupted = True   # the checkpoint stays: the next run goes on from it
        print("%s: compiled; checkpoint %s kept (--compile-only)" % (args.module,
                                                                  args.checkpoint),
              file=sys.stderr)
        return COMPILED_ONLY
    except Exception as e:   # still raised (its traceback unchanged), and recorded
        text = str(e).strip()
        write_result(args.result, {"status": "refused", "reason": "%s: %s" % (
            type(e).__name__, text.splitlines()[0][:300] if text else "(no message)")})
        raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if args.checkpoint and not interrupted:   # an outcome: nothing to go on from
            shutil.rmtree(args.checkpoint, ignore_errors=True)
        log(phases_text())
    write_result(args.result, import_result(manifest, worst, rule_name))
    steps = manifest["steps"]
    kernels = sum(s["kind"] == "kernel" for s in steps)
    print("%s: %d steps (%d kernels, %d externs), %d outputs, max abs error vs eager %.3g "
          "(%s)%s -> %s" % (args.id, len(steps), kernels, len(steps) - kernels,
                            len(manifest["outputs"]), worst, rule_name,
                            "" if args.no_time else ", kopt/torch.compile %.3f"
                            % manifest["validation"]["timing"]["ratio"], args.out))
    return 0


def import_locked(args, kopt, work, loaded):
    """The GPU part of an import (the caller holds gpu_lock): build, verify,
    time, move the folder to --out.  Returns (manifest, worst error, the
    rule's name), or None when verification failed (the --result written);
    raises Refused.  Every GPU tensor is a local here or below, so none
    outlives the lock."""
    folder = os.path.join(work, "problem")
    saved, key = None, None
    if args.checkpoint:
        key = build_key(args)
        saved, stale = import_policy.checkpoint_read(args.checkpoint, key)
        if stale:
            log("note: checkpoint %s discarded: %s" % (args.checkpoint, stale))
    if saved:
        folder = os.path.join(args.checkpoint, "problem")
        manifest, pristine, template, note = resume_problem(folder, loaded, saved)
        log("resumed from checkpoint %s: its compiles (%s) not run again" % (
            args.checkpoint, ", ".join("%s %.1f s" % kv for kv in saved["phases"].items())))
    else:
        os.mkdir(folder)
        manifest, pristine, template, note = build_problem(args, folder, loaded)
        if args.checkpoint:
            folder = import_policy.checkpoint_write(
                args.checkpoint, folder, key,
                {p: round(own_seconds(p), 2) for p in BUILD_PHASES if p in PHASES}, note)
            WROTE_CHECKPOINT[0] = True
            log("checkpoint written: %s" % args.checkpoint)
            if os.environ.get("KOPT_IMPORT_STOP_AT") == "checkpoint":
                raise KeyboardInterrupt   # the tests' stop right after it, as a --deadline's
            if args.compile_only:
                raise CompiledOnly()
    worst, why, cases = [0.0], [], []
    rule_name = verified(kopt, folder, manifest, pristine, template, work, worst, args.id,
                         why, rule=args.rule, k=args.tf32_k, float64_note=note, cases=cases)
    del pristine, template
    if rule_name is None:
        write_result(args.result, {"status": "refused",
                                   "reason": "verification failed: %s" % why[0]})
        return None
    release_gpu_memory()   # before the timing compiles the module again
    manifest["validation"] = validation_record(rule_name, args.tf32_k, worst[0], cases, note)
    # The compile's own seconds (Dynamo, Inductor, its autotuning and the
    # first run; the waits for other imports' GPU turns left out), cold with
    # --fresh-caches: max-autotune's tuning time is its compile_s less the
    # default mode's (issue 28's table).
    manifest["validation"]["compile"] = {"s": round(own_seconds("compile"), 2),
                                         "mode": args.mode,
                                         "fresh_caches": bool(args.fresh_caches)}
    if not args.no_time:
        with phase("time"):
            manifest["validation"]["timing"] = time_problem(kopt, folder, args.module,
                                                            args.mode, work)
    write_manifest(folder, manifest)
    import_policy.place_folder(folder, args.out)
    if args.checkpoint:   # done with: gone now (main() removes it at any other end)
        shutil.rmtree(args.checkpoint, ignore_errors=True)
    return manifest, worst[0], rule_name


def run_main():
    """main(), ended at once at every end: its status when it returns, 1 after
    the traceback of one that failed (130 if interrupted), without the
    interpreter's shutdown, which waits for every thread and worker pool
    torch started; two imports that died importing torch._dynamo (numpy's
    lazy linalg recursing) on an H100 hung there until the bulk import's
    deadline, each holding one of its -j slots."""
    try:
        code = main()
    except SystemExit:
        raise
    except KeyboardInterrupt:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
    except BaseException:
        import traceback
        traceback.print_exc()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(1)
    # Done (imported, refused or compiled; its --result written): the same
    # exit at once, not after a max-autotune compile's worker pools wind
    # down, a teardown that outlasted the bulk import's --deadline on the H200.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0 if code is None else code)


if __name__ == "__main__":
    sys.exit(run_main())
