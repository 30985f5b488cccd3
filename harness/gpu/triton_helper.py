#!/usr/bin/env python3
"""Persistent Triton compile helper for kopt's GPU backend.

Reads one JSON request per line on stdin and writes one JSON reply per line on
stdout, flushed after each:

  {"ping": true}
      -> {"ok": true, "triton": VERSION, "torch": VERSION or null}
  {"source": "...", "entry": "name", "triton_meta": {...}, "num_warps": 4,
   "num_stages": 1, "constexprs": {"XBLOCK": 1024}}
      -> {"ok": true, "name", "cubin_b64", "shared", "num_warps",
          "global_scratch", "profile_scratch", "registers", "spills",
          "params": [{"name", "type"}, ...]}
  any failure
      -> {"ok": false, "error": "ExceptionType: message" + the end of the
          traceback and compiler output}

`triton_meta` is Inductor's, as the importer stores it in a manifest
(datasets/FORMAT.md): `signature` (name -> type, "constexpr" included),
`constants` (name -> value; integer arguments Inductor specialized to 1 are
here), `configs` (a list whose first element maps argument-index keys "0" or
"0,1" to attribute lists such as [["tt.divisibility", 16]]), and optionally
`enable_fp_fusion` and `launch_pdl`.  The compile keeps that specialization and
Inductor's own compile options (debug = device asserts on, no overflow
sanitizer), so the parameter list and the code match what Inductor launched.
`params` is the compiled entry's parameter list in order; a launch passes
them followed by two scratch pointers (global, profile; null where the size
is 0, else grid size times the per-program size given here).

kopt's GPU backend sets $KOPT_TRITON_TARGET (see given_target), and then the
helper compiles for that target without touching the GPU; registers and
spills are then null (the backend reads them from its own module load).
It compiles only: it must not launch a kernel, and it must not write anything
but replies to stdout (file descriptor 1 is pointed at stderr at start, so
prints from Triton or from kernel modules cannot corrupt the protocol).
Sources are executed under a pseudo-path named by their SHA-256
(kopt-source/k_SHA.py, served to triton.jit through linecache; no file is
written), so the cubin's line info, and with it the cubin's bytes, does not
depend on where the helper runs.
"""
import base64
import hashlib
import importlib
import importlib.metadata
import json
import linecache
import os
import re
import sys
import time
import traceback
import types

TRACEBACK_LINES = 20
ERROR_CHARS = 12000   # an error text longer than this keeps its head and tail


class RequestError(Exception):
    """A request that cannot be compiled as asked; the message is the whole answer."""


_modules = {}   # source SHA-256 -> imported kernel module


# The directory every source is named under.  It is part of each cubin (the
# line info names the source file), so it is the same everywhere.
SOURCE_DIR = "kopt-source"


def load_source(source):
    """Execute `source` as a module named by its SHA-256; the same text gives
    the same module.  No file is written: triton.jit reads a function's
    source through inspect, which finds it in linecache under the pseudo-path
    kopt-source/k_SHA.py.  A real file's directory would be in the cubin's
    line info, so one source compiled from two directories gave two cubins
    (checked with Triton 3.6: 9496 bytes each, different SHA-256); with the
    pseudo-path the same request gives the same cubin bytes on any machine."""
    digest = hashlib.sha256(source.encode("utf-8")).hexdigest()
    if digest in _modules:
        return _modules[digest]
    path = "%s/k_%s.py" % (SOURCE_DIR, digest)
    # mtime None: linecache.checkcache keeps the entry (no file to check).
    linecache.cache[path] = (len(source), None, source.splitlines(True), path)
    name = "kopt_kernel_%s" % digest[:16]
    mod = types.ModuleType(name)
    mod.__file__ = path
    sys.modules[name] = mod
    try:
        exec(compile(source, path, "exec"), mod.__dict__)
    except BaseException:
        del sys.modules[name]
        raise
    _modules[digest] = mod
    return mod


def attrs_from_meta(configs):
    """Triton attrs from the stored configs: {"0": [...], "0,1": [...]} -> {(0,): ..., (0, 1): ...}."""
    if not configs:
        return {}
    first = configs[0]
    if not isinstance(first, dict):
        raise RequestError("triton_meta.configs[0] is not an object")
    return {tuple(int(i) for i in str(k).split(",")): v for k, v in first.items()}


def ptx_entry_params(ptx, name):
    """Number of parameters of `.entry name(...)` in the PTX, or None if not found."""
    m = re.search(r"\.entry\s+%s\s*\(([^)]*)\)" % re.escape(name), ptx)
    return None if m is None else len(re.findall(r"\.param\b", m.group(1)))


def compile_kernel(req):
    """Compile the request: (Triton CompiledKernel, the compiled entry's
    parameter list, the launcher's argument list as (name, constant value or
    None)).  The kernel object can also be launched from Python with
    kernel[grid](*arguments in the launcher's order), as the GPU benchmark's
    Python reference path does."""
    import triton
    from triton.compiler.compiler import ASTSource
    from triton.runtime.driver import driver
    from triton.runtime.jit import JITFunction

    for key, kind in (("source", str), ("entry", str), ("triton_meta", dict),
                      ("num_warps", int), ("num_stages", int)):
        if not isinstance(req.get(key), kind) or isinstance(req.get(key), bool):
            raise RequestError("request field %r: expected %s" % (key, kind.__name__))
    constexprs = req.get("constexprs", {})
    if not isinstance(constexprs, dict):
        raise RequestError("request field 'constexprs': expected an object")
    meta = req["triton_meta"]
    signature = meta.get("signature")
    if not isinstance(signature, dict):
        raise RequestError("triton_meta.signature: expected an object (name -> type)")

    t0 = time.perf_counter()
    fn = getattr(load_source(req["source"]), req["entry"], None)
    t1 = time.perf_counter()
    if not isinstance(fn, JITFunction):
        raise RequestError("no @triton.jit function named %s in the source" % req["entry"])
    names = list(fn.arg_names)
    unknown = [k for k in constexprs if k not in names]
    if unknown:
        raise RequestError("constexprs %s are not parameters of %s" % (unknown, req["entry"]))
    constants = dict(meta.get("constants") or {})
    constants.update(constexprs)
    # Every parameter needs a signature entry or a constant value.  Inductor
    # compiles a size it fixed (xnumel = 1 without an x dimension) as a
    # constant: "constexpr" in the signature and 1 in the constants.
    missing = [n for n in names if n not in signature and n not in constants]
    extra = [n for n in signature if n not in names]
    if missing or extra:
        raise RequestError("the signature does not match %s(%s): missing %s, unknown %s"
                           % (req["entry"], ", ".join(names), missing, extra))
    unset = [n for n in names if signature.get(n) == "constexpr" and n not in constants]
    if unset:
        raise RequestError("constexpr parameters %s have no value (give them in constexprs)"
                           % unset)
    # The signature in the kernel's parameter order, as Inductor passes it.
    signature = {n: signature[n] for n in names if n in signature}

    target = given_target()
    if target is None:
        target = driver.active.get_current_target()
    if target.backend != "cuda":
        raise RequestError("the active Triton target is %s, not cuda" % target.backend)
    # The options Inductor compiles its kernels with (CachingAutotuner).
    options = {"num_warps": req["num_warps"], "num_stages": req["num_stages"],
               "debug": True, "sanitize_overflow": False}
    for key in ("enable_fp_fusion", "launch_pdl"):
        if key in meta:
            options[key] = meta[key]
    src = ASTSource(fn, signature, constants, attrs_from_meta(meta.get("configs")))
    kernel = triton.compile(src, target=target, options=options)
    if trace():
        print("compile: helper import %.1f ms, triton.compile %.1f ms"
              % (1e3 * (t1 - t0), 1e3 * (time.perf_counter() - t1)), file=sys.stderr)
    params = [{"name": n, "type": signature[n]} for n in names
              if n in signature and signature[n] != "constexpr" and n not in constants]
    # What Triton's own launcher takes: every signature entry in order, the
    # constexprs with their values (it ignores them).
    launcher = [(n, constants.get(n)) for n in signature]
    return kernel, params, launcher


def trace():
    """KOPT_GPU_TRACE=1, as the GPU backend reads it: phases on stderr."""
    return os.environ.get("KOPT_GPU_TRACE", "").startswith("1")


def given_target():
    """The target kopt's GPU backend names in $KOPT_TRITON_TARGET
    ("cuda:ARCH:WARP_SIZE:MAX_SHARED", e.g. "cuda:90:32:232448"), or None.
    With it the helper loads no module and creates no CUDA context of its
    own; the backend reads the resource use from its own load.  Measured on
    two H200s of one host (tests/bench/gpus.sh, 33 level-1 problems), a
    compile answered in 37 ms instead of 44 (warm Triton cache, one GPU) and
    in 156 ms instead of 212 (cold cache, one worker on each GPU)."""
    spec = os.environ.get("KOPT_TRITON_TARGET")
    if not spec:
        return None
    from triton.backends.compiler import GPUTarget
    parts = spec.split(":")
    if len(parts) != 4 or not all(p.isdigit() for p in parts[1:]):
        raise RequestError("KOPT_TRITON_TARGET=%r: expected BACKEND:ARCH:WARP_SIZE:MAX_SHARED"
                           % spec)
    return GPUTarget(parts[0], int(parts[1]), int(parts[2]))


def compile_request(req):
    from triton.runtime.autotuner import OutOfResources

    kernel, params, _ = compile_kernel(req)
    md = kernel.metadata
    # The cubin's entry takes the parameters, then the global and profile
    # scratch pointers; check it against the PTX so a launch cannot misalign.
    n_ptx = ptx_entry_params(kernel.asm.get("ptx", ""), md.name)
    if n_ptx is not None and n_ptx != len(params) + 2:
        raise RequestError("the compiled entry %s takes %d parameters, expected %d "
                           "(%s and two scratch pointers)"
                           % (md.name, n_ptx, len(params) + 2,
                              ", ".join(p["name"] for p in params)))
    registers = spills = None
    if os.environ.get("KOPT_TRITON_TARGET"):
        # Triton's own shared-memory check (CompiledKernel._init_handles);
        # the backend checks the thread limit after its module load.
        max_shared = int(os.environ["KOPT_TRITON_TARGET"].split(":")[3])
        if md.shared > max_shared:
            raise OutOfResources(md.shared, max_shared, "shared memory")
    else:
        try:
            kernel._init_handles()   # loads the module (no launch) to read its resource use
            registers, spills = kernel.n_regs, kernel.n_spills
        except OutOfResources:
            raise   # too much shared memory or too many threads: it could never launch
        except Exception as e:   # no device, or a Triton without these fields
            print("triton_helper: registers not read: %s: %s" % (type(e).__name__, e),
                  file=sys.stderr)
    return {"ok": True, "name": md.name,
            "cubin_b64": base64.b64encode(kernel.asm["cubin"]).decode("ascii"),
            "shared": md.shared, "num_warps": md.num_warps,
            "global_scratch": getattr(md, "global_scratch_size", 0) or 0,
            "profile_scratch": getattr(md, "profile_scratch_size", 0) or 0,
            "registers": registers, "spills": spills, "params": params}


def ping():
    import triton
    try:
        torch_version = importlib.metadata.version("torch")   # without importing torch
    except importlib.metadata.PackageNotFoundError:
        torch_version = None
    return {"ok": True, "triton": triton.__version__, "torch": torch_version}


def error_text(e):
    """`Type: message`, then the last lines of the traceback (compiler output is in the message)."""
    if isinstance(e, RequestError):
        return str(e)
    head = "%s: %s" % (type(e).__name__, e)
    tb = "".join(traceback.format_exception(type(e), e, e.__traceback__)).splitlines()
    text = head + "\n--- traceback (last %d lines) ---\n" % TRACEBACK_LINES + \
        "\n".join(tb[-TRACEBACK_LINES:])
    if len(text) > ERROR_CHARS:
        half = ERROR_CHARS // 2
        text = text[:half] + "\n[... %d characters left out ...]\n" % (len(text) - 2 * half) + \
            text[-half:]
    return text


def handle(line):
    try:
        req = json.loads(line)
        if not isinstance(req, dict):
            raise RequestError("a request is a JSON object")
        if req.get("ping"):
            return ping()
        return compile_request(req)
    except Exception as e:   # every failure is an answer, never the end of the helper
        return {"ok": False, "error": error_text(e)}


# What an Inductor kernel's source imports first.  Importing torch and its
# Inductor runtime took 4-9 s on the 2-core machine, and on the H200 the
# first compile of each new helper waited 8-12 s for it (issue 27: four of an
# L1-095 search's iterations began so), with the GPU idle.
WARM_MODULES = ("triton", "triton.language", "triton.compiler.compiler",
                "triton.runtime.driver", "triton.runtime.jit",
                "torch._inductor.runtime.triton_helpers",
                "torch._inductor.runtime.triton_heuristics")


def warm():
    """Import WARM_MODULES at start, before the first request arrives, so a
    helper started ahead of its first compile (the GPU backend starts its
    compile threads' helpers with its first request) has paid for them.
    Best effort: a module that cannot be imported is skipped, and a source
    that needs it reports the error in its own compile, as without this.
    Only imports: no kernel is compiled, no reply is written, and a cubin is
    the same from a warm helper as from a cold one (t_triton_helper).
    KOPT_TRITON_WARM=0 turns it off."""
    if os.environ.get("KOPT_TRITON_WARM", "1") == "0":
        return
    for name in WARM_MODULES:
        try:
            importlib.import_module(name)
        except Exception:
            pass


def main():
    # Replies go to a private copy of stdout; fd 1 (and sys.stdout) now reach
    # stderr, so nothing else can interleave with the protocol.
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    warm()
    for line in sys.stdin:
        if not line.strip():
            continue
        replies.write(json.dumps(handle(line)) + "\n")
        replies.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
