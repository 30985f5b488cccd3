#!/usr/bin/env python3
"""Checks the suite's modules on the CPU, without a GPU or kopt.

    python3 datasets/modules/check_modules.py [--shrink] [--only ID,...]
        [--keep-params] [--compile ID,...] [--no-compile]

For every problem of datasets/suite.tsv (or the ids given with --only) it

  1. counts, on the meta device (no computation), the data of one forward in
     MB (inputs + outputs + parameters and buffers), the tensors eager
     PyTorch writes on the way ("act MB": every op's non-view results, the
     traffic before Inductor fuses anything) and the GEMM and convolution
     work in GFLOP (torch.utils.flop_counter: mm, addmm, bmm, convolution);
  2. builds Model(*get_init_inputs()) seeded like the importer (seed 0),
     in eval mode, and, unless --keep-params, redraws every parameter and
     buffer and every input the way kopt's generator does (datasets/FORMAT.md:
     a parameter from uniform(lo, max |p|), lo = 0 when it is never negative;
     an input from rand when its values lie in [0, 1), else randn; an integer
     input from randint over its observed range), so that conditioning is
     checked on the values kopt will really feed;
  3. runs one forward under torch.no_grad in float32 and the same model in
     float64 (model.double()) on the same inputs, checks that every output is
     finite, and compares them: max |f32 - f64| relative to the output's scale
     (max |f64|, at least 1), and whether they match elementwise at
     rtol = atol = 1e-4 (the importer's tolerance, there against eager
     float32 on the GPU).

--shrink cuts the leading (batch) dimension of the inputs to an eighth where
the model still runs with it (a matmul whose operands share that dimension
is run at full size), for slow CPUs.  Step 1 is always at full size.

Then, for the attention problems (or --compile ID,...), it compiles the model
with torch.compile(backend="inductor") on the CPU, on shrunk inputs, and
checks that the generated code has no `_scaled_dot_product` call: Inductor's
attention pattern matcher runs on the CPU as it does on the GPU.  It compares
the compiled output with eager float32 at rtol = atol = 1e-4, as the importer
does on the GPU (another summation order; a hint, not the GPU's numbers).  It also
lists the extern_kernels calls and any torch.ops.aten fallback it sees (the
CPU backend's fallbacks are not exactly the GPU's, so that part is a hint).

Exit status 1 if any output is non-finite, any float32/float64 error exceeds
1e-4 of the output scale, or an attention problem compiled to an SDPA call.
"""
import argparse
import copy
import csv
import importlib.util
import os
import re
import sys
import time

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils.flop_counter import FlopCounterMode

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(os.path.dirname(HERE), "suite.tsv")
TOL = 1e-4
ATTENTION = ("L2-bmm-softmax", "L3-vit-block", "L3-causal-attention")


def load(path):
    spec = importlib.util.spec_from_file_location("kopt_check_" + os.path.basename(path)[:-3],
                                                  path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def suite_rows():
    with open(SUITE) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def build(mod):
    torch.manual_seed(0)
    model = mod.Model(*mod.get_init_inputs()).eval()
    inputs = mod.get_inputs()
    return model, inputs


def tensors(result):
    return [result] if isinstance(result, torch.Tensor) else list(result)


def nbytes(t):
    return t.numel() * t.element_size()


class WrittenBytes(TorchDispatchMode):
    """Sums the bytes of every op's results that are not views of an argument."""

    def __init__(self):
        super().__init__()
        self.bytes = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        rets = func._schema.returns
        outs = out if isinstance(out, (tuple, list)) else [out]
        for i, o in enumerate(outs):
            view = i < len(rets) and rets[i].alias_info is not None
            if isinstance(o, torch.Tensor) and not view:
                self.bytes += nbytes(o)
        return out


def measure(mod):
    """(data MB, written MB, GEMM GFLOP, conv GFLOP) of one full-size forward,
    on meta tensors."""
    model, inputs = build(mod)
    model = model.to("meta")
    inputs = [t.to("meta") if isinstance(t, torch.Tensor) else t for t in inputs]
    counter = FlopCounterMode(display=False)
    written = WrittenBytes()
    with torch.no_grad(), counter, written:
        outs = tensors(model(*inputs))
    state = list(model.parameters()) + list(model.buffers())
    data = sum(nbytes(t) for t in inputs if isinstance(t, torch.Tensor)) + \
        sum(nbytes(t) for t in outs) + sum(nbytes(t) for t in state)
    gemm = conv = 0
    for op, n in counter.get_flop_counts().get("Global", {}).items():
        name = str(op)
        if "convolution" in name:
            conv += n
        else:
            gemm += n
    return data / 1e6, written.bytes / 1e6, gemm / 1e9, conv / 1e9


def kopt_like(model, inputs, gen):
    """Redraws parameters, buffers and inputs from kopt's generator distributions."""
    with torch.no_grad():
        for t in list(model.parameters()) + list(model.buffers()):
            if not t.is_floating_point():
                continue
            b = float(t.abs().max()) if t.numel() else 0.0
            if b == 0.0:
                t.zero_()
                continue
            lo = 0.0 if bool((t >= 0).all()) else -b
            t.copy_(lo + (b - lo) * torch.rand(t.shape, generator=gen))
    out = []
    for t in inputs:
        if not isinstance(t, torch.Tensor):
            out.append(t)
        elif not t.is_floating_point():
            out.append(torch.randint(int(t.min()), int(t.max()) + 1, t.shape, generator=gen,
                                     dtype=t.dtype))
        elif bool(((t >= 0) & (t < 1)).all()):
            out.append(torch.rand(t.shape, generator=gen))
        else:
            out.append(torch.randn(t.shape, generator=gen))
    return out


def shrunk(model, inputs):
    """Inputs with the leading dimension cut to an eighth, if the model runs on them."""
    cut = []
    for t in inputs:
        if isinstance(t, torch.Tensor) and t.dim() >= 2 and t.shape[0] >= 8:
            cut.append(t[: t.shape[0] // 8].contiguous())
        elif isinstance(t, torch.Tensor) and t.dim() == 1 and t.shape[0] >= 8:
            cut.append(t[: t.shape[0] // 8].contiguous())
        else:
            cut.append(t)
    try:
        with torch.no_grad():
            model(*[c[:1] if isinstance(c, torch.Tensor) and c.dim() else c for c in cut])
        return cut, True
    except Exception:
        return inputs, False


def numerics(mod, shrink, keep_params):
    model, inputs = build(mod)
    if not keep_params:
        inputs = kopt_like(model, inputs, torch.Generator().manual_seed(42))
    did_shrink = False
    if shrink:
        inputs, did_shrink = shrunk(model, inputs)
    m64 = copy.deepcopy(model).double()
    in64 = [t.double() if isinstance(t, torch.Tensor) and t.is_floating_point() else t
            for t in inputs]
    with torch.no_grad():
        o32 = tensors(model(*inputs))
        o64 = tensors(m64(*in64))
    finite = all(bool(torch.isfinite(o.double()).all()) for o in o32 + o64)
    worst_rel, all_close = 0.0, True
    for a, b in zip(o32, o64):
        a, b = a.double(), b.double()
        scale = max(1.0, float(b.abs().max()) if b.numel() else 0.0)
        err = float((a - b).abs().max()) if a.numel() else 0.0
        worst_rel = max(worst_rel, err / scale)
        all_close = all_close and bool(torch.allclose(a, b, rtol=TOL, atol=TOL))
    return finite, worst_rel, all_close, did_shrink


def compiled_code(mod):
    from torch._inductor.utils import run_and_get_code
    torch._dynamo.reset()
    model, inputs = build(mod)
    inputs, _ = shrunk(model, inputs)
    compiled = torch.compile(model, backend="inductor", fullgraph=True)
    with torch.no_grad():
        out, codes = run_and_get_code(compiled, *inputs)
        ref = model(*inputs)
    pairs = [(a.double(), b.double()) for a, b in zip(tensors(out), tensors(ref))]
    err = max(float((a - b).abs().max()) for a, b in pairs)
    close = all(bool(torch.allclose(a, b, rtol=TOL, atol=TOL)) for a, b in pairs)
    return "\n".join(codes), err, close


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shrink", action="store_true", help="cut the batch dimension to 1/8")
    ap.add_argument("--only", help="comma-separated problem ids")
    ap.add_argument("--keep-params", action="store_true",
                    help="keep the module's own parameters and inputs (no kopt-like redraw)")
    ap.add_argument("--compile", help="comma-separated ids to compile with Inductor on the CPU "
                    "(default: the attention problems)")
    ap.add_argument("--no-compile", action="store_true")
    args = ap.parse_args()

    rows = suite_rows()
    if args.only:
        want = set(args.only.split(","))
        rows = [r for r in rows if r["id"] in want]
    bad = []
    print("%-28s %2s %-12s %8s %8s %7s %7s %6s %10s %5s %6s" % (
        "id", "L", "category", "data MB", "act MB", "gemm GF", "conv GF", "finite", "rel err",
        "1e-4", "sec"))
    for r in rows:
        mod = load(os.path.join(HERE, r["module"]))
        t0 = time.time()
        mb, act, gemm, conv = measure(mod)
        finite, rel, close, did = numerics(mod, args.shrink, args.keep_params)
        dt = time.time() - t0
        ok = finite and rel <= TOL
        if not ok:
            bad.append(r["id"])
        print("%-28s %2s %-12s %8.1f %8.1f %7.2f %7.2f %6s %10.2e %5s %6.1f%s%s" % (
            r["id"], r["level"], r["category"], mb, act, gemm, conv, "yes" if finite else "NO",
            rel, "yes" if close else "no", dt, " (shrunk)" if did else "",
            "" if ok else "  FAIL"), flush=True)

    if not args.no_compile:
        ids = args.compile.split(",") if args.compile else list(ATTENTION)
        by_id = {r["id"]: r for r in suite_rows()}
        for pid in ids:
            mod = load(os.path.join(HERE, by_id[pid]["module"]))
            code, err, close = compiled_code(mod)
            sdpa = "_scaled_dot_product" in code
            externs = sorted(set(re.findall(r"extern_kernels\.(\w+)", code)))
            # calls only: the op's name also appears in strings (metadata asserts)
            aten = sorted(set(re.findall(r"^\s*(?:\w+\s*=\s*)?torch\.ops\.aten\.(\w+)",
                                         code, re.M)))
            print("compiled %s on the CPU: %s; extern %s; aten %s; max |compiled - eager| "
                  "%.2e (%s at rtol = atol = 1e-4)"
                  % (pid, "SDPA CALL" if sdpa else "no SDPA", externs or "none",
                     aten or "none", err, "within" if close else "NOT within"), flush=True)
            if sdpa:
                bad.append(pid + " (SDPA)")
    if bad:
        print("FAILED: " + ", ".join(bad))
        return 1
    print("all checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
