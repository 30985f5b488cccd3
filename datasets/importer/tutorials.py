"""The Triton and Helion tutorials as kopt problems (datasets/tutorials/README.md).

    python3 datasets/importer/tutorials.py triton TRITON_CHECKOUT OUT_DIR [--configs FILE|none]
    python3 datasets/importer/tutorials.py helion HELION_CHECKOUT OUT_DIR
    python3 datasets/importer/tutorials.py list

The paper's 270 problems are KernelBench's 250 plus 10 Triton and 10 Helion
tutorial kernels, searched in single-kernel mode and compared against the
tutorial's own kernel (PAPER_NOTES 2.1, 6.4, 6.5, 8.5).  kopt ships none of
the tutorials' source: this program reads a checkout (triton-lang/triton at
v3.6.0, `python/tutorials/`; pytorch/helion at v1.5.0, `examples/`) and writes
one file per chosen kernel into OUT_DIR:

- `triton`: a standalone Triton file (README.md, "Standalone Triton
  kernels"): the tutorial's @triton.jit kernel and the @triton.jit helpers it
  calls, as the tutorial writes them (an @triton.autotune decorator taken
  off, its configuration written into the launch), the imports they use, a
  PyTorch reference and a KOPT_PROBLEM whose sizes are the tutorial's own
  benchmark point; `kopt_import.py --triton FILE` imports it.  The
  configuration is the one Triton's autotuner takes on the H200: the one
  kept in --configs FILE (default datasets/tutorials/triton-configs.json),
  or, for a kernel FILE lacks (or with --configs none), each configuration
  whose sm_90a compile fits timed on this GPU as the autotuner times them
  and the fastest taken, its timings written to OUT_DIR/ID.autotune.json
  to be kept in FILE.
- `helion`: an input of helion_import.py: the example's @helion.kernel
  function (decorator as written) and what it uses, a PyTorch reference and
  KOPT_HELION with the example's own sizes; helion_import.py compiles it with
  the configuration Helion would run (autotuned, unless the example or
  HELION_AUTOTUNE_EFFORT fixes one) and writes the standalone Triton file.

A tutorial runs its tests and benchmarks at module level, so nothing here
imports one: each is read with `ast`.  What is taken from the checkout (the
kernel, its helpers, the launch the tutorial's launcher makes, the benchmark
sizes) is checked against the table below, and a checkout that differs
(another kernel signature, another block size, other sizes) is refused
naming the tutorial and the difference, never guessed at.  Where a table value is ours
(a reference the tutorial computes inline, float32 where the benchmark uses
float16: kopt's input generator has no float16), the README says so.
"""
import ast
import io
import os
import pprint
import sys
import traceback

from inductor_code import Refused, dotted

TRITON_DIR = "python/tutorials"
HELION_DIR = "examples"
TRITON_FAMILY = "triton-tutorial"   # the manifest's family: Tables 1 and 9 give them rows
HELION_FAMILY = "helion-tutorial"
# The H200's shared memory per block (device.max_shared_per_block, the
# opt-in maximum): an autotune configuration that needs more does not run there.
H200_SHARED = 232448


# -- reading a tutorial ----------------------------------------------------------

def _lines(text):
    return io.StringIO(text, newline="").readlines()


def _segment(lines, node):
    """The node's source text with its decorators, as written."""
    first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
    return "".join(lines[first - 1:node.end_lineno])


def _names(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | \
        {dotted(n).split(".")[0] for n in ast.walk(node)
         if isinstance(n, ast.Attribute) and dotted(n)}


def _bound(stmt):
    """Names a top-level import binds."""
    out = set()
    for a in stmt.names:
        out.add((a.asname or a.name).split(".")[0])
    return out


def _is_decorated(node, names):
    for d in node.decorator_list:
        t = d.func if isinstance(d, ast.Call) else d
        if dotted(t) in names:
            return d
    return None


class Source:
    """One tutorial file read with ast, never imported."""

    def __init__(self, root, rel):
        self.rel = rel
        self.path = os.path.join(root, rel)
        try:
            with open(self.path, encoding="utf-8") as f:
                self.text = f.read()
        except (OSError, UnicodeDecodeError) as e:
            raise Refused("%s: cannot read: %s" % (self.path, e))
        try:
            self.tree = ast.parse(self.text, filename=self.path)
        except SyntaxError as e:
            raise Refused("%s: line %s: %s" % (self.path, e.lineno, e.msg))
        self.lines = _lines(self.text)
        self.defs = {n.name: n for n in self.tree.body
                     if isinstance(n, (ast.FunctionDef, ast.ClassDef))}

    def fail(self, msg):
        raise Refused("%s: %s" % (self.path, msg))

    def function(self, name):
        """A top-level function, or a method written `Class.method`."""
        cls, _, meth = name.rpartition(".")
        node = self.defs.get(cls or meth)
        if cls and isinstance(node, ast.ClassDef):
            node = next((n for n in node.body if isinstance(n, ast.FunctionDef) and
                         n.name == meth), None)
        if not isinstance(node, ast.FunctionDef):
            self.fail("no function %s (the tutorial changed? datasets/tutorials/README.md "
                      "names the version read)" % name)
        return node

    def closure(self, roots, keep):
        """The top-level definitions `keep` accepts that the roots use,
        directly or through each other, in file order."""
        seen, todo = set(), [r.name for r in roots]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            node = self.defs.get(name)
            if node is not None and (node in roots or keep(node)):
                todo.extend(_names(node))
        return [n for n in self.tree.body if getattr(n, "name", None) in seen and
                (n in roots or keep(n))]

    def imports(self, nodes):
        """The top-level imports (and `from __future__`) binding a name the nodes use."""
        used = set().union(*[_names(n) for n in nodes])
        out = []
        for st in self.tree.body:
            if isinstance(st, ast.ImportFrom) and st.module == "__future__":
                out.append(st)
            elif isinstance(st, (ast.Import, ast.ImportFrom)) and _bound(st) & used:
                out.append(st)
        return ["".join(self.lines[st.lineno - 1:st.end_lineno]) for st in out]

    def launches(self, kernel, within):
        """The launches of KERNEL in the function `within` (None: the
        module's top-level statements): each call KERNEL[grid](...), and each
        call NAME[grid](...) of a name bound there to `KERNEL.warmup(...)`
        (the fused-softmax tutorial compiles its kernel so, reads its
        registers, then launches the handle with positional arguments only;
        such a launch passes what the warmup passed, `grid=` aside):
        [{"args": n, "keywords": {name: literal or None}}]."""
        if within is None:
            scope = [s for s in self.tree.body
                     if not isinstance(s, (ast.FunctionDef, ast.ClassDef))]
        else:
            scope = [self.function(within)]

        def keywords(call):
            kw = {}
            for k in call.keywords:
                try:
                    kw[k.arg] = ast.literal_eval(k.value)
                except ValueError:
                    kw[k.arg] = None
            return kw

        handles = {}        # a name bound to KERNEL.warmup(...): the warmup's keywords
        for st in scope:
            for n in ast.walk(st):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and \
                        isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.Call) and \
                        isinstance(n.value.func, ast.Attribute) and \
                        n.value.func.attr == "warmup" and dotted(n.value.func.value) == kernel:
                    kw = keywords(n.value)
                    kw.pop("grid", None)
                    handles[n.targets[0].id] = kw
        out = []
        for st in scope:
            for n in ast.walk(st):
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Subscript):
                    name = dotted(n.func.value)
                    if name == kernel:
                        out.append({"args": len(n.args), "keywords": keywords(n)})
                    elif name in handles:
                        out.append({"args": len(n.args),
                                    "keywords": dict(handles[name], **keywords(n))})
        return out

    def benchmark(self):
        """The largest point of the tutorial's @triton.testing.perf_report
        benchmark: {each x_name: the last of x_vals (a scalar x_val stands
        for every x_name, as in Triton), and each literal of args}.  The
        decorator's Benchmark, or, where it is given a list made in a loop
        (the matmul tutorial's), the first Benchmark of the file."""
        reported = [d for n in self.tree.body if isinstance(n, ast.FunctionDef)
                    for d in [_is_decorated(n, ("triton.testing.perf_report",))] if d]
        if not reported:
            self.fail("no @triton.testing.perf_report benchmark")
        bench = reported[0].args[0] if reported[0].args else None
        if not (isinstance(bench, ast.Call) and dotted(bench.func) == "triton.testing.Benchmark"):
            bench = next((n for n in ast.walk(self.tree) if isinstance(n, ast.Call) and
                          dotted(n.func) == "triton.testing.Benchmark"), None)
        if bench is None:
            self.fail("no triton.testing.Benchmark(...) for its perf_report")
        kw = {k.arg: k.value for k in bench.keywords}
        if "x_names" not in kw or "x_vals" not in kw:
            self.fail("line %d: a Benchmark without x_names and x_vals" % bench.lineno)
        names = ast.literal_eval(kw["x_names"])
        last = _eval_values(kw["x_vals"], self)[-1]
        out = dict(zip(names, last if isinstance(last, (list, tuple)) else [last] * len(names)))
        if isinstance(kw.get("args"), ast.Dict):
            for k, v in zip(kw["args"].keys, kw["args"].values):
                try:
                    out[ast.literal_eval(k)] = ast.literal_eval(v)
                except ValueError:      # torch.float16 and the like
                    pass
        return out

    def module_int(self, name):
        """A module-level `NAME = <integer>`."""
        for st in self.tree.body:
            if isinstance(st, ast.Assign) and [dotted(t) for t in st.targets] == [name]:
                v = ast.literal_eval(st.value)
                if isinstance(v, int):
                    return v
        self.fail("no module-level integer %s" % name)

    def module_size(self, name):
        """The size= of a module-level `NAME = torch.<fn>(size=(...), ...)`."""
        for st in self.tree.body:
            if isinstance(st, ast.Assign) and [dotted(t) for t in st.targets] == [name] and \
                    isinstance(st.value, ast.Call):
                for k in st.value.keywords:
                    if k.arg == "size":
                        return list(ast.literal_eval(k.value))
        self.fail("no module-level %s = torch.<fn>(size=...)" % name)

    def main_calls(self, fn, main="main"):
        """The literal arguments of each call of `fn` in `main` (Helion's
        examples check their kernels from main())."""
        out = []
        for n in ast.walk(self.function(main)):
            if isinstance(n, ast.Call) and dotted(n.func) == fn:
                out.append([_arith(a, self) for a in n.args])
        if not out:
            self.fail("%s() calls no %s(...) with literal sizes" % (main, fn))
        return out

    def main_list(self, name, main="main"):
        """The literal list `name = [...]` assigned in `main`."""
        for n in ast.walk(self.function(main)):
            if isinstance(n, ast.Assign) and [dotted(t) for t in n.targets] == [name]:
                return ast.literal_eval(n.value)
        self.fail("%s() assigns no literal %s" % (main, name))


_ARITH = (ast.Constant, ast.BinOp, ast.UnaryOp, ast.Add, ast.Sub, ast.Mult, ast.FloorDiv,
          ast.Pow, ast.USub, ast.Tuple, ast.List, ast.Load)


def _arith(node, src):
    """A literal, or integer arithmetic on literals (`10240 * 10240`)."""
    if not all(isinstance(n, _ARITH) for n in ast.walk(node)):
        src.fail("line %d: not a literal size" % node.lineno)
    return eval(compile(ast.Expression(node), src.path, "eval"), {"__builtins__": {}})


def _eval_values(node, src):
    """x_vals: a literal list, or a list comprehension over range() of
    integers (`[128 * i for i in range(2, 33)]`), evaluated with nothing
    but range in scope."""
    try:
        return ast.literal_eval(node)
    except ValueError:
        pass
    targets = {g.target.id for c in ast.walk(node) if isinstance(c, ast.ListComp)
               for g in c.generators if isinstance(g.target, ast.Name)}
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and n.id not in targets | {"range"} or \
                isinstance(n, (ast.Attribute, ast.Lambda)):
            src.fail("line %d: x_vals is neither a literal list nor a comprehension over "
                     "range()" % node.lineno)
    code = compile(ast.Expression(node), src.path, "eval")
    return eval(code, {"__builtins__": {}, "range": range})


def _autotune_configs(src, decorator):
    """The configurations of an @triton.autotune(configs=...): a literal
    list of triton.Config(...), or a call of a function of the file that
    returns one (for the CUDA backend: where the function chooses by
    backend, its callee whose name says cuda)."""
    kw = {k.arg: k.value for k in decorator.keywords}
    node = kw.get("configs")
    for _ in range(3):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            fn = src.function(node.func.id)
            rets = [n.value for n in ast.walk(fn) if isinstance(n, ast.Return)]
            lists = [r for r in rets if isinstance(r, ast.List)]
            if lists:
                node = lists[0]
                break
            calls = [r for r in rets if isinstance(r, ast.Call) and
                     isinstance(r.func, ast.Name) and "cuda" in r.func.id.lower()]
            calls += [n.body for n in ast.walk(fn) if isinstance(n, ast.IfExp) and
                      isinstance(n.body, ast.Call)]
            if not calls:
                src.fail("the autotune configurations of %s are not a literal list" % fn.name)
            node = calls[0]
    if not isinstance(node, ast.List):
        src.fail("@triton.autotune(configs=...) is not a literal list of triton.Config")
    out = []
    for c in node.elts:
        if not (isinstance(c, ast.Call) and dotted(c.func) in ("triton.Config", "Config")):
            src.fail("line %d: an autotune configuration that is not triton.Config(...)"
                     % c.lineno)
        cfg = {"constexprs": ast.literal_eval(c.args[0]) if c.args else {}}
        for k in c.keywords:
            if k.arg == "kwargs":
                cfg["constexprs"] = ast.literal_eval(k.value)
            else:
                cfg[k.arg] = ast.literal_eval(k.value)
        out.append(cfg)
    return out


# -- the table -------------------------------------------------------------------
#
# Each Triton entry: the tutorial file, its kernel, the function whose launch
# is the baseline's (None: the module's own statements), the benchmark point
# (`point(src)`: the tutorial's sizes) and `spec(p)`: the KOPT_PROBLEM without
# id/category/family, from that point.  `launch`: what the tutorial's launch
# must pass literally (checked against the checkout).  `autotune`: the kernel
# carries @triton.autotune; its configuration is chosen as README.md says.

def _f32(name, shape, init="randn"):
    return {"name": name, "shape": list(shape), "dtype": "float32", "init": init}


def _i32(name, shape, lo, hi):
    return {"name": name, "shape": list(shape), "dtype": "int32",
            "init": {"dist": "randint", "lo": lo, "hi": hi}}


def _out(name, shape, dtype="float32"):
    return {"name": name, "shape": list(shape), "dtype": dtype}


def _fp32(v):
    return {"scalar": v, "type": "fp32"}


def _vector_add(p):
    n = p["size"]
    return {"inputs": [_f32("x", [n], "rand"), _f32("y", [n], "rand")],
            "outputs": [_out("output", [n])],
            "args": {"x_ptr": {"input": "x"}, "y_ptr": {"input": "y"},
                     "output_ptr": {"output": "output"}, "n_elements": n},
            "constexprs": {"BLOCK_SIZE": 1024}, "grid": ["cdiv(n_elements, BLOCK_SIZE)"]}


def _next_pow2(n):
    return 1 << (n - 1).bit_length()


def _softmax(p):
    m, n = p["M"], p["N"]
    return {"inputs": [_f32("x", [m, n])], "outputs": [_out("y", [m, n])],
            "args": {"output_ptr": {"output": "y"}, "input_ptr": {"input": "x"},
                     "input_row_stride": n, "output_row_stride": n, "n_rows": m,
                     "n_cols": n},
            # The launcher's rule on the H200 (232,448 bytes of shared memory > 200,000).
            "constexprs": {"BLOCK_SIZE": _next_pow2(n), "num_stages": 4},
            "grid": ["n_rows"], "num_warps": 8, "num_stages": 4}


def _matmul(p):
    m = n = k = p["M"]
    # Inputs on [-0.01, 0.01]: the kernel multiplies in TF32 (tl.dot's
    # default for float32) and rounds its result to float16; at this scale
    # both stay within the importer's 1e-4 of the float32 reference.
    small = {"dist": "uniform", "lo": -0.01, "hi": 0.01}
    return {"inputs": [_f32("a", [m, k], small), _f32("b", [k, n], small)],
            "outputs": [_out("c", [m, n])],
            "args": {"a_ptr": {"input": "a"}, "b_ptr": {"input": "b"},
                     "c_ptr": {"output": "c"}, "M": m, "N": n, "K": k,
                     "stride_am": k, "stride_ak": 1, "stride_bk": n, "stride_bn": 1,
                     "stride_cm": n, "stride_cn": 1},
            "constexprs": {"ACTIVATION": ""},
            "grid": ["cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N)"]}


def _dropout(p):
    n = p["size"]
    return {"inputs": [_f32("x", [n]), _i32("x_keep", [n], 0, 2)],
            "outputs": [_out("output", [n])],
            "args": {"x_ptr": {"input": "x"}, "x_keep_ptr": {"input": "x_keep"},
                     "output_ptr": {"output": "output"}, "n_elements": n, "p": _fp32(0.5)},
            "constexprs": {"BLOCK_SIZE": 1024}, "grid": ["cdiv(n_elements, BLOCK_SIZE)"]}


# Inductor does not finish compiling the Philox reference (ten rounds of
# 32-bit multiplies and xors in int64, fused into one expression): the H200
# import printed nothing for four minutes, torch.compile of it on a CPU ran
# past 300 s.  Its output is x kept or zeroed by an integer mask, so a
# float64 model would add little to gate 3's tier 1.
SEEDED_DROPOUT_NO_FLOAT64 = ("Inductor does not compile the Philox reference (ten rounds of "
                             "32-bit multiply-xor in int64) in useful time; the output is x "
                             "kept or zeroed by an integer mask")


def _seeded_dropout(p):
    n = p["size"]
    return {"inputs": [_f32("x", [n])], "outputs": [_out("output", [n])],
            "args": {"x_ptr": {"input": "x"}, "output_ptr": {"output": "output"},
                     "n_elements": n, "p": _fp32(0.5), "seed": 123},
            "constexprs": {"BLOCK_SIZE": 1024}, "grid": ["cdiv(n_elements, BLOCK_SIZE)"],
            "no_float64": SEEDED_DROPOUT_NO_FLOAT64}


def _ln_block(n):
    """The layer-norm tutorial's launch rule for float32 rows of n."""
    block = min(65536 // 4, _next_pow2(n))
    return block, min(max(block // 256, 1), 8)


def _ln_group(n):
    """The layer-norm tutorial's GROUP_SIZE_M for rows of n."""
    return 256 if n <= 1024 else 128 if n <= 4096 else 96 if n <= 8192 else 64


def _layer_norm_fwd(p):
    m, n = p["M"], p["N"]
    block, warps = _ln_block(n)
    return {"inputs": [_f32("x", [m, n]), _f32("weight", [n], "rand"),
                       _f32("bias", [n], "rand")],
            "outputs": [_out("y", [m, n]), _out("mean", [m]), _out("rstd", [m])],
            "args": {"X": {"input": "x"}, "Y": {"output": "y"}, "W": {"input": "weight"},
                     "B": {"input": "bias"}, "Mean": {"output": "mean"},
                     "Rstd": {"output": "rstd"}, "stride": n, "N": n, "eps": _fp32(1e-5)},
            "constexprs": {"BLOCK_SIZE": block}, "grid": [m], "num_warps": warps}


def _layer_norm_bwd_dx(p):
    m, n = p["M"], p["N"]
    block, warps = _ln_block(n)
    g = _ln_group(n)
    zeros = "zeros"
    return {"inputs": [_f32("dy", [m, n]), _f32("x", [m, n]), _f32("w", [n]),
                       _f32("mean", [m]), _f32("rstd", [m], "rand"),
                       _f32("dw", [g, n], zeros), _f32("db", [g, n], zeros),
                       {"name": "locks", "shape": [2 * g], "dtype": "int32", "init": zeros}],
            "outputs": [_out("dx", [m, n]), "dw", "db", "locks"],
            "args": {"DX": {"output": "dx"}, "DY": {"input": "dy"}, "DW": {"inplace": "dw"},
                     "DB": {"inplace": "db"}, "X": {"input": "x"}, "W": {"input": "w"},
                     "Mean": {"input": "mean"}, "Rstd": {"input": "rstd"},
                     "Lock": {"inplace": "locks"}, "stride": n, "N": n},
            "constexprs": {"BLOCK_SIZE_N": block, "GROUP_SIZE_M": g}, "grid": [m],
            "num_warps": warps}


def _layer_norm_bwd_dwdb(p):
    m, n = p["M"], p["N"]
    g = min(_ln_group(n), m)
    return {"inputs": [_f32("dw", [g, n]), _f32("db", [g, n])],
            "outputs": [_out("final_dw", [n]), _out("final_db", [n])],
            "args": {"DW": {"input": "dw"}, "DB": {"input": "db"},
                     "FINAL_DW": {"output": "final_dw"}, "FINAL_DB": {"output": "final_db"},
                     "M": g, "N": n},
            "constexprs": {"BLOCK_SIZE_M": 32, "BLOCK_SIZE_N": 128},
            "grid": ["cdiv(N, BLOCK_SIZE_N)"]}


def _asin(p):
    n = p["size"]
    return {"inputs": [_f32("x", [n], "rand")], "outputs": [_out("y", [n])],
            "args": {"x_ptr": {"input": "x"}, "y_ptr": {"output": "y"}, "n_elements": n},
            "constexprs": {"BLOCK_SIZE": 1024}, "grid": ["cdiv(n_elements, BLOCK_SIZE)"]}


def _pdl_add(p):
    spec = _vector_add(p)
    spec["constexprs"]["USE_GDC"] = True    # launch_pdl on Hopper, the tutorial's default
    return spec


REF_ADD = "def reference(x, y):\n    return x + y\n"
REF_SOFTMAX = "def reference(x):\n    return torch.softmax(x, dim=-1)\n"
REF_MATMUL = "def reference(a, b):\n    return torch.matmul(a, b)\n"
REF_DROPOUT = ("def reference(x, x_keep):\n"
               "    return torch.where(x_keep != 0, x / (1 - 0.5), torch.zeros_like(x))\n")
# tl.rand(seed, offsets) is Philox 4x32-10 on (offset, 0, 0, 0) with the key
# (seed low, seed high), its first word made a float on [0, 1) as Triton's
# uint_to_uniform_float does; written in int64 arithmetic, 16 bits at a time
# where a product would pass 63 bits.
REF_SEEDED_DROPOUT = '''MASK32 = 0xFFFFFFFF


def _mul32(a, b):
    """(high, low) 32-bit words of a * b, for a, b < 2**32 (int64 tensors or ints)."""
    a1, a0 = a >> 16, a & 0xFFFF
    hi = (a1 * b + ((a0 * b) >> 16)) >> 16
    lo = ((((a1 * b) & 0xFFFF) << 16) + a0 * b) & MASK32
    return hi & MASK32, lo


def _philox(seed, offsets):
    """The first word of Philox 4x32-10 of each (offset, 0, 0, 0) under the key
    (seed low, seed high): tl.randint(seed, offsets)."""
    c0 = offsets.to(torch.int64) & MASK32
    c1 = torch.zeros_like(c0)
    c2 = torch.zeros_like(c0)
    c3 = torch.zeros_like(c0)
    k0, k1 = seed & MASK32, (seed >> 32) & MASK32
    for _ in range(10):
        hi_b, lo_b = _mul32(c2, 0xCD9E8D57)
        hi_a, lo_a = _mul32(c0, 0xD2511F53)
        c0, c1, c2, c3 = hi_b ^ c1 ^ k0, lo_b, hi_a ^ c3 ^ k1, lo_a
        k0, k1 = (k0 + 0x9E3779B9) & MASK32, (k1 + 0xBB67AE85) & MASK32
    return c0


def _philox_rand(seed, offsets, dtype):
    """tl.rand(seed, offsets): the word as int32, folded to [0, 2**31), scaled."""
    c0 = _philox(seed, offsets)
    signed = torch.where(c0 >= 2**31, c0 - 2**32, c0)
    signed = torch.where(signed < 0, -signed - 1, signed)
    return signed.to(dtype) * 4.6566127342e-10


def reference(x):
    keep = _philox_rand(123, torch.arange(x.numel(), device=x.device), x.dtype) > 0.5
    return torch.where(keep, x / (1 - 0.5), torch.zeros_like(x))
'''
REF_LN_FWD = '''def reference(x, weight, bias):
    mean = x.mean(dim=1)
    var = ((x - mean[:, None]) ** 2).mean(dim=1)
    rstd = 1 / torch.sqrt(var + 1e-5)
    y = (x - mean[:, None]) * rstd[:, None] * weight + bias
    return y, mean, rstd
'''
REF_LN_BWD_DX = '''def reference(dy, x, w, mean, rstd, dw, db, locks):
    m, n = x.shape
    g = dw.shape[0]
    xhat = (x - mean[:, None]) * rstd[:, None]
    wdy = w * dy
    c1 = (xhat * wdy).sum(dim=1, keepdim=True) / n
    c2 = wdy.sum(dim=1, keepdim=True) / n
    dx = (wdy - (xhat * c1 + c2)) * rstd[:, None]
    group = torch.arange(m, device=x.device) % g
    # The first row of a group stores its sum over what the buffer held.
    pdw = torch.zeros_like(dw).index_add(0, group, dy * xhat)
    pdb = torch.zeros_like(db).index_add(0, group, dy)
    hit = torch.zeros_like(locks[g:]).index_add(0, group, torch.ones_like(group, dtype=locks.dtype))
    lock = torch.cat([torch.zeros_like(locks[:g]), (hit > 0).to(locks.dtype)])
    return dx, pdw + 0 * dw, pdb + 0 * db, lock + 0 * locks
'''
REF_LN_DWDB = '''def reference(dw, db):
    return dw.sum(dim=0), db.sum(dim=0)
'''
REF_ASIN = "def reference(x):\n    return torch.asin(x)\n"


def _bench(src):
    return src.benchmark()


# Each entry's "sizes" are what its `point` reads from the tutorial at the
# versions kopt imports (Triton v3.6.0, Helion v1.5.0): the problems, and so
# every recording made on them, have these sizes.  A checkout whose
# benchmark or main() says otherwise is refused by `sizes` below, naming
# both, rather than made into problems no recording has.
# 05-layer-norm's benchmark has args={'dtype': torch.float16, 'mode':
# 'backward'}; its x_names are N (x_vals up to 512 * 31) and M = 4096.
_LN_POINT = {"N": 15872, "M": 4096, "mode": "backward"}


def sizes(src, entry):
    """The sizes entry["point"] reads from the checkout, refused (naming the
    tutorial and the difference) unless they are the table's."""
    point = entry["point"](src)
    want = entry["sizes"]
    if point != want:
        keys = sorted(set(point) | set(want), key=str)
        diff = ["%s %s where the table has %s" % (k, point.get(k, "absent"),
                                                  want.get(k, "absent"))
                for k in keys if point.get(k) != want.get(k)]
        at = "Triton v3.6.0" if entry["id"].startswith("TT-") else "Helion v1.5.0"
        src.fail("%s: %s (the table's are %s's): another version of the file, or one "
                 "edited; to make problems of these sizes, edit the entry's \"sizes\" in "
                 "tutorials.py" % (entry["id"], "; ".join(diff), at))
    return point


TRITON = [
    {"id": "TT-vector-add", "sizes": {"size": 2 ** 27},
     "file": "01-vector-add.py", "kernel": "add_kernel",
     "launcher": "add", "category": "pointwise", "point": _bench, "spec": _vector_add,
     "launch": {"BLOCK_SIZE": 1024}, "reference": REF_ADD,
     "why": "element-wise add, bandwidth-bound; the benchmark's largest size"},
    {"id": "TT-fused-softmax", "sizes": {"M": 4096, "N": 12672},
     "file": "02-fused-softmax.py", "kernel": "softmax_kernel",
     "launcher": "softmax", "category": "softmax", "point": _bench, "spec": _softmax,
     "launch": {}, "reference": REF_SOFTMAX,
     "why": "row softmax, one row per program in a persistent loop"},
    {"id": "TT-matmul", "sizes": {"M": 4096, "N": 4096, "K": 4096},
     "file": "03-matrix-multiplication.py", "kernel": "matmul_kernel",
     "launcher": "matmul", "category": "matmul", "point": _bench, "spec": _matmul,
     "launch": {}, "reference": REF_MATMUL, "autotune": True,
     "why": "tiled GEMM with grouped ordering (the paper's best Triton tutorial, 1.70x)"},
    {"id": "TT-dropout", "sizes": {"size": 10},
     "file": "04-low-memory-dropout.py", "kernel": "_dropout",
     "launcher": "dropout", "category": "pointwise",
     "point": lambda s: {"size": s.module_size("x")[0]}, "spec": _dropout,
     "launch": {"BLOCK_SIZE": 1024}, "reference": REF_DROPOUT,
     "why": "dropout with a stored keep mask"},
    {"id": "TT-seeded-dropout", "sizes": {"size": 10},
     "file": "04-low-memory-dropout.py",
     "kernel": "_seeded_dropout", "launcher": "seeded_dropout", "category": "pointwise",
     "point": lambda s: {"size": s.module_size("x")[0]}, "spec": _seeded_dropout,
     "launch": {"BLOCK_SIZE": 1024}, "reference": REF_SEEDED_DROPOUT,
     "why": "dropout drawing its mask with tl.rand (Philox) from a seed"},
    {"id": "TT-layer-norm-fwd", "sizes": _LN_POINT,
     "file": "05-layer-norm.py",
     "kernel": "_layer_norm_fwd_fused", "launcher": "LayerNorm.forward", "category": "norm",
     "point": _bench, "spec": _layer_norm_fwd, "launch": {}, "reference": REF_LN_FWD,
     "why": "fused layer norm forward, also writing mean and 1/std"},
    {"id": "TT-layer-norm-bwd-dx", "sizes": _LN_POINT,
     "file": "05-layer-norm.py",
     "kernel": "_layer_norm_bwd_dx_fused", "launcher": "LayerNorm.backward",
     "category": "norm", "point": _bench, "spec": _layer_norm_bwd_dx, "launch": {},
     "reference": REF_LN_BWD_DX,
     "why": "layer norm backward: dx and partial dw/db sums under a spin lock"},
    {"id": "TT-layer-norm-bwd-dwdb", "sizes": _LN_POINT,
     "file": "05-layer-norm.py",
     "kernel": "_layer_norm_bwd_dwdb", "launcher": "LayerNorm.backward",
     "category": "reduction", "point": _bench, "spec": _layer_norm_bwd_dwdb,
     "launch": {"BLOCK_SIZE_M": 32, "BLOCK_SIZE_N": 128}, "reference": REF_LN_DWDB,
     "why": "column reduction of the partial dw/db sums"},
    {"id": "TT-extern-asin", "sizes": {"size": 98432},
     "file": "07-extern-functions.py", "kernel": "asin_kernel",
     "launcher": None, "category": "pointwise",
     "point": lambda s: {"size": s.module_int("size")}, "spec": _asin,
     "launch": {"BLOCK_SIZE": 1024}, "reference": REF_ASIN,
     "why": "libdevice's asin through Triton's extern functions"},
    {"id": "TT-pdl-add", "sizes": {"size": 2 ** 27},
     "file": "11-programmatic-dependent-launch.py",
     "kernel": "add_kernel", "launcher": "add", "category": "pointwise", "point": _bench,
     "spec": _pdl_add, "launch": {"BLOCK_SIZE": 1024}, "reference": REF_ADD,
     "why": "vector add waiting on the previous grid (gdc_wait), Hopper's dependent launch"},
]

# The Helion examples: the kernel, its sizes (`point(src)`: the example's own
# main(), its largest call), `inputs(p)` (KOPT_HELION's) and the reference.
def _h2(names, init="randn"):
    return lambda p: [_f32(n, p["shape"], init) for n in names]


def _last_check(fn="check", keys=("m", "n")):
    return lambda s: dict(zip(keys, s.main_calls(fn)[-1]))


HELION = [
    {"id": "HT-add", "sizes": {"m": 1024, "n": 1024},
     "file": "add.py", "kernel": "add", "category": "pointwise",
     "point": _last_check(), "inputs": lambda p: [_f32("x", [p["m"], p["n"]]),
                                                 _f32("y", [p["m"], p["n"]])],
     "reference": "def reference(x, y):\n    return torch.add(x, y)\n",
     "why": "element-wise add over a 2-D tile"},
    {"id": "HT-exp", "sizes": {"n": 10240 * 10240},
     "file": "exp.py", "kernel": "exp_fwd", "category": "pointwise",
     "point": _last_check(keys=("n",)), "inputs": lambda p: [_f32("x", [p["n"]])],
     "reference": "def reference(x):\n    return torch.exp(x)\n",
     "why": "element-wise exp, 1-D"},
    {"id": "HT-softmax", "sizes": {"m": 4096, "n": 2560},
     "file": "softmax.py", "kernel": "softmax", "category": "softmax",
     "point": _last_check(), "inputs": lambda p: [_f32("x", [p["m"], p["n"]])],
     "reference": "def reference(x):\n    return torch.nn.functional.softmax(x, dim=1)\n",
     "why": "row softmax, whole rows per tile"},
    {"id": "HT-matmul", "sizes": {"m": 1024, "k": 1024, "n": 1024},
     "file": "matmul.py", "kernel": "matmul", "category": "matmul",
     "point": _last_check(keys=("m", "k", "n")),
     "inputs": lambda p: [_f32("x", [p["m"], p["k"]], {"dist": "uniform", "lo": -0.01,
                                                       "hi": 0.01}),
                          _f32("y", [p["k"], p["n"]], {"dist": "uniform", "lo": -0.01,
                                                       "hi": 0.01})],
     "reference": "def reference(x, y):\n    return torch.matmul(x, y)\n",
     "why": "tiled GEMM"},
    {"id": "HT-bmm", "sizes": {"b": 16, "m": 512, "k": 768, "n": 1024},
     "file": "bmm.py", "kernel": "bmm", "category": "matmul",
     "point": _last_check(keys=("b", "m", "k", "n")),
     "inputs": lambda p: [_f32("A", [p["b"], p["m"], p["k"]], {"dist": "uniform",
                                                               "lo": -0.01, "hi": 0.01}),
                          _f32("B", [p["b"], p["k"], p["n"]], {"dist": "uniform",
                                                               "lo": -0.01, "hi": 0.01})],
     "reference": "def reference(A, B):\n    return torch.bmm(A, B)\n",
     "why": "batched GEMM"},
    {"id": "HT-layer-norm", "sizes": {"s": 262144, "d": 2048},
     "file": "welford.py", "kernel": "welford", "category": "norm",
     "point": _last_check(keys=("s", "d")),
     "inputs": lambda p: [_f32("weight", [p["d"]], "rand"), _f32("bias", [p["d"]], "rand"),
                          _f32("x", [p["s"], p["d"]], "rand")],
     "reference": ("def reference(weight, bias, x):\n"
                   "    return torch.nn.functional.layer_norm(x, [x.shape[-1]], weight, "
                   "bias, 1e-05)\n"),
     "why": "layer norm by Welford's one-pass mean and variance"},
    {"id": "HT-rms-norm", "sizes": {"m": 2048, "n": 8192},
     "file": "rms_norm.py", "kernel": "rms_norm_fwd",
     "category": "norm", "point": _last_check(),
     "inputs": lambda p: [_f32("x", [p["m"], p["n"]]), _f32("weight", [p["n"]])],
     "reference": ("def reference(x, weight):\n"
                   "    inv_rms = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5)\n"
                   "    return x * inv_rms * weight, inv_rms\n"),
     "why": "RMS norm forward, returning 1/rms beside the output"},
    {"id": "HT-sum", "sizes": {"m": 10240, "n": 10240},
     "file": "sum.py", "kernel": "sum_kernel", "category": "reduction",
     "point": _last_check(), "inputs": lambda p: [_f32("x", [p["m"], p["n"]])],
     "reference": "def reference(x):\n    return torch.sum(x, dim=-1)\n",
     "why": "row sum"},
    {"id": "HT-geglu", "sizes": {"shape": [8, 4096, 8192]},
     "file": "geglu.py", "kernel": "_geglu", "category": "activation",
     "point": lambda s: {"shape": list(s.main_list("kernel_test_shapes")[-1])},
     "inputs": _h2(("a", "b")),
     "reference": ("def reference(a, b):\n"
                   "    return torch.nn.functional.gelu(a, approximate=\"tanh\") * b\n"),
     "why": "GEGLU, GELU(a) * b"},
    {"id": "HT-swiglu", "sizes": {"shape": [8, 8192, 4096]},
     "file": "swiglu.py", "kernel": "_swiglu_fwd",
     "category": "activation",
     "point": lambda s: {"shape": list(s.main_list("kernel_test_shapes")[-1])},
     "inputs": _h2(("a", "b")),
     "reference": ("def reference(a, b):\n"
                   "    return torch.nn.functional.silu(a) * b\n"),
     "why": "SwiGLU, SiLU(a) * b"},
]


def ids():
    return [e["id"] for e in TRITON] + [e["id"] for e in HELION]


# -- writing the files -------------------------------------------------------------

def _header(kind, rel, what):
    return ("# Made by datasets/importer/tutorials.py from the %s %s: %s.\n"
            "# The kernel is the tutorial's own text; the reference and the specification\n"
            "# are kopt's (datasets/tutorials/README.md).\n" % (kind, rel, what))


def _spec_text(name, spec):
    return "%s = %s\n" % (name, pprint.pformat(spec, indent=4, width=88, sort_dicts=False))


def triton_entry(root, entry, config=None, chosen=None):
    """(the standalone file's text, notes) for one Triton table entry.
    config: the index in the kernel's autotune list (None: the first; main()
    passes the kept or timed choice, README.md); chosen: how it was chosen,
    for the file's header."""
    rel = "%s/%s" % (TRITON_DIR, entry["file"])
    src = Source(root, rel)
    kernel = src.function(entry["kernel"])
    jit = _is_decorated(kernel, ("triton.jit", "jit"))
    if not jit:
        src.fail("%s is not @triton.jit" % entry["kernel"])
    tune = _is_decorated(kernel, ("triton.autotune", "autotune"))
    if bool(tune) != bool(entry.get("autotune")):
        src.fail("%s %s @triton.autotune, which the table does not expect" % (
            entry["kernel"], "carries" if tune else "lacks"))
    for d in kernel.decorator_list:
        if d is not jit and d is not tune:
            src.fail("%s has a decorator kopt does not import: line %d" % (
                entry["kernel"], d.lineno))
    point = sizes(src, entry)
    spec = entry["spec"](point)
    notes = ["sizes %s (%s)" % (point, "the benchmark's largest point"
                                if entry["point"] is _bench else "the tutorial's example")]
    if tune:
        configs = _autotune_configs(src, tune)
        i = 0 if config is None else config
        if not 0 <= i < len(configs):
            src.fail("%s has %d autotune configurations, not %d" % (
                entry["kernel"], len(configs), i))
        cfg = configs[i]
        spec["constexprs"] = dict(cfg["constexprs"], **spec["constexprs"])
        spec["num_warps"] = cfg.get("num_warps", 4)
        spec["num_stages"] = cfg.get("num_stages", 3)
        notes.append("autotune configuration %d of %d: %s%s" % (
            i, len(configs), cfg, " (%s)" % chosen if chosen else ""))
        tuned = ", autotune configuration %d of %d" % (i, len(configs))
    else:
        tuned = ""
    # The tutorial's launch must pass what the table says it passes.
    launches = src.launches(entry["kernel"], entry["launcher"])
    if not launches:
        src.fail("%s launches no %s[grid](...)" % (entry["launcher"] or "the module",
                                                   entry["kernel"]))
    for k, want in entry["launch"].items():
        got = [l["keywords"].get(k) for l in launches]
        if want not in got:
            src.fail("%s launches %s with %s=%s, the table expects %r" % (
                entry["launcher"] or "the module", entry["kernel"], k,
                "/".join(repr(g) for g in got), want))
    params = [a.arg for a in kernel.args.args]
    runtime = [p for p in params if p not in spec["constexprs"]]
    missing = [p for p in runtime if p not in spec["args"]]
    extra = [p for p in spec["args"] if p not in params]
    if missing or extra:
        src.fail("%s(%s): the table binds %s%s" % (
            entry["kernel"], ", ".join(params), ", ".join(spec["args"]),
            " (unbound: %s)" % ", ".join(missing) if missing else
            " (no such parameter: %s)" % ", ".join(extra)))
    body = src.closure([kernel], lambda n: isinstance(n, ast.FunctionDef) and
                       _is_decorated(n, ("triton.jit", "jit")))
    parts = []
    for n in body:
        text = _segment(src.lines, n)
        if n is kernel and tune:        # the @triton.autotune(...) lines taken off
            first = min([n.lineno] + [d.lineno for d in n.decorator_list])
            text = "".join(src.lines[first - 1:tune.lineno - 1] +
                           src.lines[tune.end_lineno:n.end_lineno])
        parts.append(text)
    imports = src.imports(body)
    if not any(i.strip() == "import torch" for i in imports):
        imports.append("import torch\n")
    problem = dict({"id": entry["id"], "level": 1, "category": entry["category"],
                    "family": TRITON_FAMILY,
                    "name": "%s (Triton tutorial %s%s)" % (entry["kernel"], entry["file"],
                                                          tuned),
                    "kernel": entry["kernel"]}, **spec)
    problem.setdefault("num_warps", 4)
    problem.setdefault("num_stages", 3)
    problem["reference"] = "reference"
    text = (_header("Triton tutorial", rel, "; ".join(notes)) + "".join(imports) + "\n\n" +
            "\n\n".join(p.rstrip("\n") + "\n" for p in parts) + "\n\n" +
            entry["reference"] + "\n\n" + _spec_text("KOPT_PROBLEM", problem))
    return text, notes


def entry_configs(root, entry):
    """The configurations of the entry's @triton.autotune, read from the
    checkout (_autotune_configs)."""
    src = Source(root, "%s/%s" % (TRITON_DIR, entry["file"]))
    return _autotune_configs(src, _is_decorated(src.function(entry["kernel"]),
                                                ("triton.autotune", "autotune")))


def fitting_configs(root, entry, target, scratch):
    """The autotune configurations whose compile for `target` (sm_90a: the
    H200) fits its shared memory, as [(index, path of its standalone file in
    the folder scratch)], in the list's order, and what kept each other out
    ("i: why"): Triton's autotuner on the H200 times those that fit and
    skips the others (an out-of-resources configuration times as infinite).
    The compile is the one every candidate gets
    (triton_standalone.compile_step).  scratch is the caller's folder, never
    the output folder (which holds other files, Helion's among them)."""
    import triton_standalone
    fits, tried = [], []
    for i in range(len(entry_configs(root, entry))):
        text, _ = triton_entry(root, entry, i)
        path = os.path.join(scratch, "%s_%d.py" % (entry["id"].replace("-", "_"), i))
        with open(path, "w") as f:
            f.write(text)
        plan = triton_standalone.read_problem(path)
        try:
            shared = triton_standalone.compile_step(plan, target)["shared"]
        except Exception as e:     # out of resources at compile time
            tried.append("%d: %s" % (i, str(e).splitlines()[0] if str(e)
                                     else type(e).__name__))
            continue
        if shared <= H200_SHARED:
            fits.append((i, path))
        else:
            tried.append("%d: %d bytes of shared memory" % (i, shared))
    if not fits:
        raise Refused("%s: no autotune configuration fits the H200 (%s)" % (
            entry["id"], "; ".join(tried)))
    return fits, tried


# How the configuration of an autotuned tutorial is chosen: as Triton 3.6's
# Autotuner does (its _bench: triton.testing.do_bench, default warm-up and
# repeat, quantiles (0.5, 0.2, 0.8); the least median wins), each
# configuration that fits timed by its own launch, kernel[grid](...).
CHOICE_METHOD = ("triton.testing.do_bench(warmup=25, rep=100) of the tutorial's kernel "
                 "launched by Triton with each configuration that fits the H200, at the "
                 "problem's sizes; the least median wins, as Triton's autotuner picks")


def choose_config(root, entry, target, timer):
    """(index, {index: median ms}): the autotune configuration Triton's
    autotuner takes on this GPU: of those that fit (fitting_configs), the
    one whose launch `timer(path of its standalone file)` times least.  An
    equal median keeps the earlier one (min over the list's order, as the
    autotuner's min over its dict)."""
    import shutil
    import tempfile
    scratch = tempfile.mkdtemp(prefix="kopt-tutorial-configs-")
    try:
        fits, _ = fitting_configs(root, entry, target, scratch)
        times = {i: float(timer(path)) for i, path in fits}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return min(times, key=times.get), times


def time_launch(path):
    """The median ms of the standalone file's kernel launched by Triton
    itself (kernel[grid] with the specification's launch, the inputs drawn
    as the specification says) under CHOICE_METHOD's do_bench: the timer of
    choose_config on a GPU."""
    import torch
    import triton.testing
    import kopt_import
    import triton_standalone
    launch, _, _ = kopt_import.triton_launch(path, triton_standalone.read_problem(path))
    ms = triton.testing.do_bench(launch, warmup=25, rep=100, return_mode="median")
    del launch     # its tensors with it, before the next configuration's
    torch.cuda.empty_cache()
    return ms


# The configurations chosen on the H200, kept so that an import is the same
# import every time (a timed choice can differ between two runs when two
# configurations time alike): {id: {"index", "config", "median_ms", ...}}.
KEPT_CONFIGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                            "tutorials", "triton-configs.json")


def read_kept(path):
    """The kept choices of FILE ({} for none): refused when it is not a JSON
    object of objects each naming an index and its configuration."""
    import json
    if path is None:
        return {}
    try:
        with open(path) as f:
            kept = json.load(f)
    except (OSError, ValueError) as e:
        raise Refused("%s: not a readable JSON file of kept configurations (%s)" % (path, e))
    if not isinstance(kept, dict) or not all(
            isinstance(v, dict) and isinstance(v.get("index"), int) and
            isinstance(v.get("config"), dict) for v in kept.values()):
        raise Refused("%s: each entry must be an object with an integer \"index\" and "
                      "its \"config\"" % path)
    return kept


def kept_config(root, entry, kept, path):
    """The index FILE keeps for the entry, refused when the checkout's
    configuration at that index is not the one kept (another list)."""
    configs = entry_configs(root, entry)
    i = kept["index"]
    if not 0 <= i < len(configs) or configs[i] != kept["config"]:
        raise Refused("%s: %s keeps configuration %d, %s, but the checkout's is %s; remove "
                      "its entry to time them again on the GPU" % (
                          entry["id"], path, i, kept["config"],
                          configs[i] if 0 <= i < len(configs) else
                          "absent (%d configurations)" % len(configs)))
    return i


def timed_choice(root, entry, out):
    """(index, GPU, how) of an autotuned entry without a kept choice: each
    configuration that fits timed on this GPU (choose_config, time_launch);
    the choice is written to OUT/ID.autotune.json, to be kept with the
    others (--configs)."""
    import json
    try:
        from triton.backends.compiler import GPUTarget
    except ImportError as err:
        raise Refused("%s: its autotune configuration is chosen by compiling each for "
                      "sm_90a, which needs Triton (3.6.0) installed: %s" % (entry["file"], err))
    try:
        import torch
        gpu = torch.cuda.is_available()
    except ImportError:
        gpu = False
    if not gpu:
        raise Refused("%s: no kept configuration (--configs), and choosing one times each "
                      "that fits as Triton's autotuner does, which needs torch and a CUDA "
                      "GPU: none here" % entry["id"])
    index, times = choose_config(root, entry, GPUTarget("cuda", 90, 32), time_launch)
    record = choice_record(root, entry, index, times)
    path = os.path.join(out, entry["id"] + ".autotune.json")
    with open(path, "w") as f:
        json.dump({entry["id"]: record}, f, indent=1)
        f.write("\n")
    return index, record["gpu"], "the fastest of %d that fit: %.4f ms; %s" % (
        len(times), times[index], os.path.basename(path))


def choice_record(root, entry, index, times):
    """The kept-configurations entry of a timed choice (what --configs reads)."""
    import torch
    import triton
    configs = entry_configs(root, entry)
    return {"index": index, "config": configs[index],
            "median_ms": {str(i): round(t, 6) for i, t in sorted(times.items())},
            "of": len(configs), "method": CHOICE_METHOD,
            "gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
            "triton": triton.__version__}


def helion_entry(root, entry):
    """(the helion_import.py input's text, notes) for one Helion table entry."""
    rel = "%s/%s" % (HELION_DIR, entry["file"])
    src = Source(root, rel)
    kernel = src.function(entry["kernel"])
    if not _is_decorated(kernel, ("helion.kernel", "kernel")):
        src.fail("%s is not @helion.kernel" % entry["kernel"])
    point = sizes(src, entry)
    inputs = entry["inputs"](point)
    params = [a.arg for a in kernel.args.args]
    required = params[:len(params) - len(kernel.args.defaults)]
    if len(required) != len(inputs) or len(inputs) > len(params):
        src.fail("%s(%s): the table passes %d tensors (%s)" % (
            entry["kernel"], ", ".join(params), len(inputs),
            ", ".join(t["name"] for t in inputs)))
    body = src.closure([kernel], lambda n: isinstance(n, ast.FunctionDef) and
                       not _is_decorated(n, ("helion.kernel", "kernel")) and
                       n.name not in ("main", "check") and not n.name.startswith("check_"))
    parts = [_segment(src.lines, n) for n in body]
    imports = src.imports(body)
    for need in ("import torch\n", "import helion\n"):
        if need not in imports:
            imports.append(need)
    spec = {"id": entry["id"], "level": 1, "category": entry["category"],
            "family": HELION_FAMILY, "kernel": entry["kernel"], "reference": "reference",
            "inputs": inputs}
    notes = ["sizes %s (the example's main())" % point]
    text = (_header("Helion example", rel, "; ".join(notes)) + "".join(imports) + "\n\n" +
            "\n\n".join(p.rstrip("\n") + "\n" for p in parts) + "\n\n" +
            entry["reference"] + "\n\n" + _spec_text("KOPT_HELION", spec))
    return text, notes


def main(argv):
    if len(argv) >= 2 and argv[1] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0
    if len(argv) == 2 and argv[1] == "list":
        for e in TRITON:
            print("triton\t%s\t%s/%s\t%s\t%s" % (e["id"], TRITON_DIR, e["file"], e["kernel"],
                                                e["why"]))
        for e in HELION:
            print("helion\t%s\t%s/%s\t%s\t%s" % (e["id"], HELION_DIR, e["file"], e["kernel"],
                                                e["why"]))
        return 0
    argv = list(argv)
    kept_path = KEPT_CONFIGS if os.path.exists(KEPT_CONFIGS) else None
    if "--configs" in argv:
        k = argv.index("--configs")
        if k + 1 >= len(argv):
            sys.stderr.write("tutorials.py: --configs needs a FILE (or none)\n")
            return 2
        kept_path = None if argv[k + 1] == "none" else argv[k + 1]
        del argv[k:k + 2]
    if len(argv) != 4 or argv[1] not in ("triton", "helion"):
        sys.stderr.write(__doc__)
        return 2
    kind, root, out = argv[1:]
    if not os.path.isdir(os.path.join(root, TRITON_DIR if kind == "triton" else HELION_DIR)):
        sys.stderr.write("%s: no %s folder: not a %s checkout\n" % (
            root, TRITON_DIR if kind == "triton" else HELION_DIR, kind))
        return 1
    try:
        kept = read_kept(kept_path) if kind == "triton" else {}
    except Refused as err:
        sys.stderr.write("tutorials.py: --configs %s\n" % err)
        return 2
    os.makedirs(out, exist_ok=True)
    failed = 0
    for e in TRITON if kind == "triton" else HELION:
        try:
            if kind == "triton":
                config = gpu = None
                how = ""
                if e.get("autotune") and e["id"] in kept:
                    config = kept_config(root, e, kept[e["id"]], kept_path)
                    gpu = kept[e["id"]].get("gpu", "an unnamed GPU")
                    how = "kept in %s" % os.path.basename(kept_path)
                elif e.get("autotune"):
                    config, gpu, how = timed_choice(root, e, out)
                # The file says whose choice it is, not how it was come by:
                # a timed import and a kept one write the same file, so
                # that the folder of the one is current for the other.
                text, notes = triton_entry(root, e, config, gpu and
                                           "Triton's autotuner's choice on %s" % gpu)
                if how:
                    notes = notes + [how]
            else:
                text, notes = helion_entry(root, e)
        except Refused as err:
            sys.stderr.write("%s: refused: %s\n" % (e["id"], err))
            failed += 1
            continue
        except Exception as err:    # a text the reader did not foresee: the rest go on
            at = traceback.extract_tb(err.__traceback__)[-1]
            sys.stderr.write("%s: refused: %s/%s is not as the table expects (%s: %s, at %s:%d)\n"
                             % (e["id"], TRITON_DIR if kind == "triton" else HELION_DIR,
                                e["file"], type(err).__name__, err,
                                os.path.basename(at.filename), at.lineno))
            failed += 1
            continue
        with open(os.path.join(out, e["id"] + ".py"), "w") as f:
            f.write(text)
        print("%s: %s.py written (%s)" % (e["id"], e["id"], "; ".join(notes)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main(sys.argv))
