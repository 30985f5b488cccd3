"""Reads a standalone Triton kernel file (one @triton.jit kernel and its
KOPT_PROBLEM specification, README.md "Standalone Triton kernels") into a
one-step kopt problem: the manifest of datasets/FORMAT.md, format 1, and the
kernel source as the problem keeps it.  `compile_step` adds what only a
compile gives (cubin, PTX, shared memory, scratch, registers), through
harness/gpu/triton_helper.py's compile_kernel, the function that compiles every
Triton candidate of a search.

The kernel's pointer parameters are renamed after their roles (in_ptrN read,
out_ptrN written, in_out_ptrN both), Inductor's names, because the GPU backend
knows what a kernel writes by those names and launches a compiled entry by
matching its parameter names, read from the source, to the step's argument
names; where the grid is cdiv(scalar, constexpr) (or a scalar) per axis, that
scalar and constexpr become xnumel/XBLOCK (y, z) and the step gets
Inductor's grid type, so the backend recomputes the grid of a candidate with
another block size.  Only references to the parameters are renamed (by their
AST positions); a comment above the kernel lists the original names.

It works on source text alone, with `ast`: reading a spec must not import
torch, triton or the file itself (KOPT_PROBLEM is a literal, the reference
function is named by a string), and a spec it cannot map exactly is refused
with Refused, naming the file and the field, never guessed at.
"""
import ast
import builtins
import io
import json
import os
import re
import sys

from inductor_code import Refused, dotted, kernel_parameters

IMPORTER = "kopt_import/1 --triton"
SPEC = "KOPT_PROBLEM"
INPUT_COPY = "triton_input.py"   # the imported file, kept in the folder for the reader

# Buffer dtypes and the pointer type Triton gives a tensor of each.
# Triton's own name for a bool pointer is *i1 (Inductor writes it so too).
POINTER_TYPES = {"float32": "*fp32", "float64": "*fp64", "int32": "*i32", "int64": "*i64",
                 "int8": "*i8", "uint8": "*u8", "bool": "*i1"}
# The generator kopt-counter/1 makes these (FORMAT.md, Inputs) ...
INPUT_DTYPES = ("float32", "float64", "int32", "int64", "int8", "uint8", "bool")
# ... and gate 2 compares these outputs (float32 within its tolerance, the
# integers and bool exactly; the GPU backend's compare).
OUTPUT_DTYPES = ("float32", "int32", "int64", "bool")
SCALAR_TYPES = ("i32", "i64", "fp32", "fp64")
FLOAT_DISTS = ("randn", "rand", "uniform", "zeros", "ones", "const")
INT_DISTS = ("randint", "zeros", "ones", "const")
KEYS = ("id", "level", "category", "name", "family", "kernel", "inputs", "outputs", "args",
        "constexprs", "grid", "num_warps", "num_stages", "reference", "no_float64")
REQUIRED = ("id", "level", "category", "inputs", "outputs", "args", "grid", "reference")
# Triton's defaults for a launch that names neither (triton.Config).
DEFAULT_NUM_WARPS, DEFAULT_NUM_STAGES = 4, 3
AXES = "xyz"
GRID_TYPES = {1: "Grid1D", 2: "Grid2D", 3: "Grid3D"}
GRID_FUNCTIONS = {"cdiv": lambda a, b: -(-a // b), "min": min, "max": max}
GRID_OPERATORS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
                  ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
                  ast.Mod: lambda a, b: a % b}
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
ID_RE = re.compile(r"[A-Za-z0-9._-]+")


class _Spec:
    """Error messages that name the file and the field: `FILE: KOPT_PROBLEM.args.x_ptr: ...`."""

    def __init__(self, path, spec=SPEC):
        self.path, self.spec = path, spec

    def fail(self, field, msg):
        where = "%s.%s" % (self.spec, field) if field else self.spec
        raise Refused("%s: %s: %s" % (self.path, where, msg))


def _lines(text):
    """The text's lines with their ends, split where Python's tokenizer splits
    them (\n, \r\n, \r; not str.splitlines' form feeds), so that AST line
    numbers index them."""
    return io.StringIO(text, newline="").readlines()


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


# -- the file ------------------------------------------------------------------

def _jit_decorator(node):
    """The @triton.jit decorator of a def (a Name/Attribute or a Call of one), or None."""
    for d in node.decorator_list:
        target = d.func if isinstance(d, ast.Call) else d
        if dotted(target) in ("triton.jit", "jit"):
            return d
    return None


def _spec_node(tree, err):
    found = [n for n in tree.body if isinstance(n, ast.Assign) and len(n.targets) == 1 and
             isinstance(n.targets[0], ast.Name) and n.targets[0].id == SPEC]
    if len(found) != 1:
        err.fail(None, "expected one top-level assignment %s = {...}, found %d"
                 % (SPEC, len(found)))
    node = found[0]
    try:
        spec = ast.literal_eval(node.value)
    except (ValueError, TypeError):     # TypeError: an unhashable key, {[1]: 2}
        err.fail(None, "line %d: not a literal: only numbers, strings, lists, tuples and "
                 "dicts with string keys (name the reference function by a string)"
                 % node.lineno)
    if not isinstance(spec, dict):
        err.fail(None, "line %d: expected a dict" % node.lineno)
    return node, spec


def _kernel_node(tree, name, err):
    jits = [n for n in tree.body if isinstance(n, ast.FunctionDef) and _jit_decorator(n)]
    if name is None:
        if len(jits) != 1:
            err.fail("kernel", "the file defines %d @triton.jit functions (%s): name the "
                     "kernel" % (len(jits), ", ".join(n.name for n in jits) or "none"))
        return jits[0]
    for n in jits:
        if n.name == name:
            return n
    err.fail("kernel", "no top-level @triton.jit function %s in the file" % name)


# -- reading the specification -------------------------------------------------

def _check_keys(err, field, obj, allowed, required=()):
    if not isinstance(obj, dict):
        err.fail(field, "expected a dict")
    for k in obj:
        if k not in allowed:
            err.fail(field, "unknown key %r (known: %s)" % (k, ", ".join(allowed)))
    for k in required:
        if k not in obj:
            err.fail(field, "%r is required" % k)


def _dims(err, field, v, what):
    if not isinstance(v, (list, tuple)) or not 1 <= len(v) <= 8 or \
            not all(_is_int(n) and n >= 1 for n in v):
        err.fail(field, "expected the %s: a list of 1 to 8 integers >= 1" % what)
    return list(v)


def _init(err, field, v, dtype):
    if isinstance(v, str):
        v = {"dist": v}
    if not isinstance(v, dict) or not isinstance(v.get("dist"), str):
        err.fail(field, "expected a distribution: \"randn\", \"rand\", \"zeros\", \"ones\", "
                 "{\"dist\": \"uniform\", \"lo\": L, \"hi\": H}, {\"dist\": \"randint\", "
                 "\"lo\": L, \"hi\": H} or {\"dist\": \"const\", \"value\": V}")
    dist = v["dist"]
    integer = not dtype.startswith("float")
    allowed = INT_DISTS if integer else FLOAT_DISTS
    if dist not in allowed:
        err.fail(field, "%s is not a distribution for %s (%s)" % (dist, dtype, ", ".join(allowed)))
    need = {"uniform": ("lo", "hi"), "randint": ("lo", "hi"), "const": ("value",)}.get(dist, ())
    _check_keys(err, field, v, ("dist",) + need, need)
    for k in need:
        if not (_is_int(v[k]) if integer else _is_number(v[k])):
            err.fail("%s.%s" % (field, k),
                     "expected %s" % ("an integer" if integer else "a number"))
    if dist in ("uniform", "randint") and not v["lo"] < v["hi"]:
        err.fail(field, "expected lo < hi")
    # A bool is one byte, 0 or 1 (FORMAT.md): kopt refuses any other value.
    if dtype == "bool" and dist == "randint" and not (v["lo"] >= 0 and v["hi"] <= 2):
        err.fail(field, "a bool's randint needs 0 <= lo < hi <= 2")
    if dtype == "bool" and dist == "const" and v["value"] not in (0, 1):
        err.fail(field + ".value", "a bool's const is 0 or 1")
    return dict(v)


def _tensor(err, field, t, output):
    keys = ("name", "shape", "strides", "dtype") + (() if output else ("init",))
    _check_keys(err, field, t, keys, ("name", "shape"))
    if not isinstance(t["name"], str) or not NAME_RE.fullmatch(t["name"]):
        err.fail(field + ".name", "expected an identifier")
    shape = _dims(err, field + ".shape", t["shape"], "shape")
    strides = [0] * len(shape)
    for d in range(len(shape) - 1, -1, -1):   # row-major by default
        strides[d] = 1 if d == len(shape) - 1 else strides[d + 1] * shape[d + 1]
    if "strides" in t:
        s = t["strides"]
        if not isinstance(s, (list, tuple)) or len(s) != len(shape) or \
                not all(_is_int(n) and n >= 0 for n in s):
            err.fail(field + ".strides", "expected %d integers >= 0" % len(shape))
        strides = list(s)
    dtype = t.get("dtype", "float32")
    allowed = OUTPUT_DTYPES if output else INPUT_DTYPES
    if dtype not in allowed:
        err.fail(field + ".dtype", "%r is not one of %s (%s)" % (
            dtype, ", ".join(allowed), "the outputs gate 2 compares" if output else
            "the dtypes the input generator kopt-counter/1 makes"))
    out = {"name": t["name"], "dtype": dtype, "shape": shape, "strides": strides}
    if not output:
        if "init" not in t and dtype != "float32" and dtype != "float64":
            err.fail(field + ".init", "an integer input needs a distribution (randint, ...)")
        out["init"] = _init(err, field + ".init", t.get("init", "randn"), dtype)
    return out


def _inputs(err, inputs):
    if not isinstance(inputs, (list, tuple)):
        err.fail("inputs", "expected a list of tensors, in the reference function's order")
    return [_tensor(err, "inputs[%d]" % i, t, False) for i, t in enumerate(inputs)]


def spec_inputs(inputs, path, spec=SPEC):
    """A specification's `inputs` read and defaulted (strides, dtype, init) as
    KOPT_PROBLEM's are; Refused names `path`, `spec` and the field."""
    return _inputs(_Spec(path, spec), inputs)


def _read_spec(spec, err, stem):
    _check_keys(err, None, spec, KEYS, REQUIRED)
    s = {}
    if not isinstance(spec["id"], str) or not ID_RE.fullmatch(spec["id"]):
        err.fail("id", "expected letters, digits, '.', '_' and '-' only")
    if spec["level"] not in (1, 2, 3) or not _is_int(spec["level"]):
        err.fail("level", "expected 1, 2 or 3 (KernelBench level)")
    for k in ("category", "name", "kernel", "reference"):
        if k in spec and (not isinstance(spec[k], str) or not spec[k]):
            err.fail(k, "expected a non-empty string")
    if "family" in spec and spec["family"] is not None and not isinstance(spec["family"], str):
        err.fail("family", "expected a string or None")
    s.update(id=spec["id"], level=spec["level"], category=spec["category"],
             name=spec.get("name", stem), family=spec.get("family"),
             kernel=spec.get("kernel"), reference=spec["reference"])

    s["inputs"] = _inputs(err, spec["inputs"])
    inputs = {t["name"] for t in s["inputs"]}
    if not isinstance(spec["outputs"], (list, tuple)) or not spec["outputs"]:
        err.fail("outputs", "expected a non-empty list, in the order the reference returns them")
    s["outputs"] = []
    for i, t in enumerate(spec["outputs"]):
        f = "outputs[%d]" % i
        if isinstance(t, str):
            t = {"name": t}
        if isinstance(t, dict) and set(t) == {"name"}:   # an input updated in place
            if not isinstance(t["name"], str) or t["name"] not in inputs:
                err.fail(f, "%r is not an input; a new output gives its shape" % t["name"])
            s["outputs"].append({"name": t["name"], "inplace": True})
        else:
            s["outputs"].append(_tensor(err, f, t, True))
    names = [t["name"] for t in s["inputs"]] + \
        [t["name"] for t in s["outputs"] if not t.get("inplace")]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        err.fail("outputs", "tensor names used twice: %s" % ", ".join(dup))
    outs = [t["name"] for t in s["outputs"]]
    dup = sorted({n for n in outs if outs.count(n) > 1})
    if dup:
        err.fail("outputs", "listed twice: %s" % ", ".join(dup))

    if not isinstance(spec["args"], dict):
        err.fail("args", "expected a dict: kernel parameter -> {\"input\": T}, {\"output\": T}, "
                 "{\"inplace\": T} or a scalar")
    s["args"] = {}
    for p, b in spec["args"].items():
        f = "args.%s" % p
        if _is_number(b):
            b = {"scalar": b}
        if not isinstance(b, dict):
            err.fail(f, "expected {\"input\": T}, {\"output\": T}, {\"inplace\": T}, a number "
                     "or {\"scalar\": V, \"type\": i32|i64|fp32|fp64}")
        roles = [r for r in ("input", "output", "inplace", "scalar") if r in b]
        if len(roles) != 1:
            err.fail(f, "expected exactly one of input, output, inplace, scalar")
        role = roles[0]
        if role == "scalar":
            _check_keys(err, f, b, ("scalar", "type"))
            s["args"][p] = _scalar(err, f, b["scalar"], b.get("type"))
            continue
        _check_keys(err, f, b, (role,))
        t = b[role]
        if not isinstance(t, str):
            err.fail(f, "expected the name of a tensor, not %r" % (t,))
        if role in ("input", "inplace") and t not in inputs:
            err.fail(f, "%s %r is not in inputs" % (role, t))
        if role == "output" and t not in {o["name"] for o in s["outputs"] if not o.get("inplace")}:
            err.fail(f, "output %r is not a new tensor of outputs (an input written in place "
                     "is bound with \"inplace\")" % t)
        if role == "inplace" and t not in outs:
            err.fail(f, "%r is written in place: list it in outputs" % t)
        s["args"][p] = {"role": role, "tensor": t}
    bound = {b["tensor"] for b in s["args"].values() if "tensor" in b}
    for t in s["inputs"]:
        if t["name"] not in bound:
            err.fail("inputs", "%s is bound to no kernel argument" % t["name"])
    for o in s["outputs"]:
        if o.get("inplace") and not any(b.get("role") == "inplace" and b["tensor"] == o["name"]
                                        for b in s["args"].values()):
            err.fail("outputs", "%s is an input: bind it to a kernel argument with "
                     "\"inplace\" to make it an output" % o["name"])

    cx = spec.get("constexprs", {})
    if not isinstance(cx, dict) or not all(isinstance(v, (int, float, bool, str))
                                           for v in cx.values()):
        err.fail("constexprs", "expected a dict of names to numbers, booleans or strings")
    s["constexprs"] = dict(cx)
    grid = spec["grid"]
    if _is_int(grid) or isinstance(grid, str):
        grid = [grid]
    if not isinstance(grid, (list, tuple)) or not 1 <= len(grid) <= 3 or \
            not all(_is_int(g) or isinstance(g, str) for g in grid):
        err.fail("grid", "expected 1 to 3 axes, each an integer or an expression in the "
                 "scalar arguments and constexprs (\"cdiv(n_elements, BLOCK_SIZE)\")")
    s["grid"] = list(grid)
    s["num_warps"] = spec.get("num_warps", DEFAULT_NUM_WARPS)
    if s["num_warps"] not in (1, 2, 4, 8, 16, 32) or not _is_int(s["num_warps"]):
        err.fail("num_warps", "expected a power of two from 1 to 32")
    s["num_stages"] = spec.get("num_stages", DEFAULT_NUM_STAGES)
    if not _is_int(s["num_stages"]) or s["num_stages"] < 1:
        err.fail("num_stages", "expected an integer >= 1")
    # no_float64: why this problem has no float64 model (gate 3 tier 1 only),
    # as --no-float64 for this file alone: a reference Inductor cannot compile
    # in useful time, say.  The reason goes into the manifest.
    s["no_float64"] = spec.get("no_float64")
    if s["no_float64"] is not None and (not isinstance(s["no_float64"], str)
                                        or not s["no_float64"].strip()):
        err.fail("no_float64", "expected the reason the problem has no float64 model, "
                 "a non-empty string")
    return s


def _scalar(err, field, value, ty):
    if not _is_number(value):
        err.fail(field, "a scalar is a number")
    if ty is None:
        ty = "fp32" if isinstance(value, float) else "i32" if -2**31 <= value < 2**31 else "i64"
    if ty not in SCALAR_TYPES:
        err.fail(field + ".type", "expected one of %s" % ", ".join(SCALAR_TYPES))
    if ty.startswith("i"):
        if not _is_int(value):
            err.fail(field, "%r is not an integer (type %s)" % (value, ty))
        bits = 32 if ty == "i32" else 64
        if not -2**(bits - 1) <= value < 2**(bits - 1):
            err.fail(field, "%d does not fit %s" % (value, ty))
    return {"role": "scalar", "value": value, "type": ty}


# -- the kernel: parameters, grid, names ---------------------------------------

def _parameters(node, err):
    """[(name, is_constexpr, literal default or None)] of the kernel's def."""
    a = node.args
    if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
        err.fail("kernel", "%s: only plain positional parameters are supported" % node.name)
    defaults = [None] * (len(a.args) - len(a.defaults)) + list(a.defaults)
    out = []
    for p, d in zip(a.args, defaults):
        ann = dotted(p.annotation) if p.annotation is not None else None
        is_cx = ann is not None and ann.endswith("constexpr")
        if p.annotation is not None and not is_cx:
            err.fail("kernel", "%s: parameter %s is annotated %s; only tl.constexpr is "
                     "supported (the spec gives scalar types)"
                     % (node.name, p.arg, ast.unparse(p.annotation)))
        value = None
        if d is not None:
            try:
                value = ast.literal_eval(d)
            except ValueError:
                value = None
        out.append((p.arg, is_cx, value))
    return out


def _decorator_options(node, err):
    """do_not_specialize and do_not_specialize_on_alignment of @triton.jit, as names."""
    others = [d for d in node.decorator_list if d is not _jit_decorator(node)]
    if others:
        err.fail("kernel", "%s has decorators besides @triton.jit (%s): give one launch "
                 "configuration in %s instead (num_warps, num_stages, constexprs)"
                 % (node.name, ", ".join(ast.unparse(d) for d in others), SPEC))
    d = _jit_decorator(node)
    names = [p.arg for p in node.args.args]
    out = {"do_not_specialize": set(), "do_not_specialize_on_alignment": set()}
    if not isinstance(d, ast.Call):
        return out
    if d.args:
        err.fail("kernel", "%s: @triton.jit takes keyword arguments only here" % node.name)
    for kw in d.keywords:
        if kw.arg not in out:
            err.fail("kernel", "%s: @triton.jit(%s=...) is not supported (only "
                     "do_not_specialize and do_not_specialize_on_alignment)" % (node.name, kw.arg))
        try:
            items = ast.literal_eval(kw.value)
        except ValueError:
            items = None
        if not isinstance(items, (list, tuple)):
            err.fail("kernel", "%s: %s is not a literal list" % (node.name, kw.arg))
        for it in items:
            name = names[it] if _is_int(it) and 0 <= it < len(names) else it
            if name not in names:
                err.fail("kernel", "%s: %s names %r, not a parameter" % (node.name, kw.arg, it))
            out[kw.arg].add(name)
    return out


def _grid_expr(err, field, text, ints):
    """(value, AST) of one grid axis written as an expression."""
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError as e:
        err.fail(field, "%r is not an expression: %s" % (text, e.msg))

    def ev(n):
        if isinstance(n, ast.Constant) and _is_int(n.value):
            return n.value
        if isinstance(n, ast.Name):
            if n.id not in ints:
                err.fail(field, "%s is not an integer scalar argument or constexpr" % n.id)
            return ints[n.id]
        if isinstance(n, ast.BinOp) and type(n.op) in GRID_OPERATORS:
            a, b = ev(n.left), ev(n.right)
            if isinstance(n.op, (ast.FloorDiv, ast.Mod)) and b == 0:
                err.fail(field, "division by zero in %r" % text)
            return GRID_OPERATORS[type(n.op)](a, b)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and \
                n.func.id in GRID_FUNCTIONS and len(n.args) == 2 and not n.keywords:
            a, b = ev(n.args[0]), ev(n.args[1])
            if n.func.id == "cdiv" and b <= 0:
                err.fail(field, "cdiv by %d in %r" % (b, text))
            return GRID_FUNCTIONS[n.func.id](a, b)
        err.fail(field, "%r: only integers, scalar arguments, constexprs, + - * // %% and "
                 "cdiv/min/max(a, b) are allowed" % text)
    return ev(tree), tree


def _cdiv_form(tree, scalars, constexprs):
    """(S, C) when tree is cdiv(S, C) of an integer scalar argument S and an
    integer constexpr C, else None."""
    if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and \
            tree.func.id == "cdiv" and len(tree.args) == 2 and \
            all(isinstance(a, ast.Name) for a in tree.args) and \
            tree.args[0].id in scalars and tree.args[1].id in constexprs:
        return tree.args[0].id, tree.args[1].id
    return None


def _grid(spec, err, scalars, constexprs):
    """The grid [x, y, z]; for each leading axis of the form cdiv(S, C) or S
    (S an integer scalar argument, C an integer constexpr) the pair (S, C or
    None): those axes kopt can recompute for a candidate; and, where there
    are none, (S1, C1, S2, C2) when x alone is cdiv(S1, C1) * cdiv(S2, C2)
    (four distinct names; y a number, z 1: the GEMM form's grid), else None."""
    ints = {n: v for n, v in list(scalars.items()) + list(constexprs.items()) if _is_int(v)}
    values, forms, used, product = [], [], [], None
    for i, g in enumerate(spec["grid"]):
        f = "grid[%d]" % i
        if _is_int(g):
            values.append(g)
            forms.append(None)
            used.append(set())
            continue
        v, tree = _grid_expr(err, f, g, ints)
        values.append(v)
        used.append({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} -
                    set(GRID_FUNCTIONS))
        if isinstance(tree, ast.Name) and tree.id in scalars:
            forms.append((tree.id, None))
        else:
            forms.append(_cdiv_form(tree, scalars, constexprs))
        if i == 0 and isinstance(tree, ast.BinOp) and isinstance(tree.op, ast.Mult):
            a = _cdiv_form(tree.left, scalars, constexprs)
            b = _cdiv_form(tree.right, scalars, constexprs)
            product = a + b if a and b and len(set(a + b)) == 4 else None
    for i, v in enumerate(values):
        if v < 1:
            err.fail("grid[%d]" % i, "evaluates to %d; an axis has at least one program" % v)
        if i > 0 and v > 65535:
            err.fail("grid[%d]" % i, "%d programs exceed CUDA's limit of 65535 on y and z" % v)
    if values[0] >= 2**31:
        err.fail("grid[0]", "%d programs exceed CUDA's limit of 2^31 - 1 on x" % values[0])
    values += [1] * (3 - len(values))
    # Leading axes in a recomputable form, with names no other axis uses.
    k = 0
    while k < len(forms) and forms[k] is not None:
        names = {n for n in forms[k] if n}
        if any(names & used[j] for j in range(len(forms)) if j != k):
            break
        k += 1
    # A constexpr used by a fixed axis would leave that axis stale for a
    # candidate that changes it: the whole grid is fixed then.
    if any(set(constexprs) & used[j] for j in range(k, len(forms))):
        k = 0
    if k or any(not _is_int(g) for g in spec["grid"][1:]) or values[2] != 1:
        product = None
    return values, forms[:k], product


GEMM_GRID = "GemmGrid"   # kopt's GEMM form's grid (FORMAT.md), x = cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)


def _gemm_grid(product, constexprs, kernel):
    """The renames that give a grid of the GEMM form (_grid's product
    (S1, C1, S2, C2)) its names, or None: S1, S2, C1, C2 become M, N,
    BLOCK_M, BLOCK_N, so kopt recomputes the grid of a candidate with another
    tile (GemmGrid); the pair written second is taken first where its names
    say M and the first's do not (cdiv(N, BLOCK_N) * cdiv(M, BLOCK_M): the
    product is the same grid); a constexpr named as C1 or C2 with K for its
    last letter M or N (the matmul tutorial's BLOCK_SIZE_K beside
    BLOCK_SIZE_M) becomes BLOCK_K.  None too where a name kopt would give is
    the kernel's already."""
    if not product:
        return None
    s1, c1, s2, c2 = product

    def says_m(s, c):
        return s in ("M", "m") or c.endswith(("M", "m"))
    if says_m(s2, c2) and not says_m(s1, c1):
        s1, c1, s2, c2 = s2, c2, s1, c1
    out = {s1: "M", s2: "N", c1: "BLOCK_M", c2: "BLOCK_N"}
    for c in (c1, c2):
        k = c[:-1] + {"M": "K", "m": "k", "N": "K", "n": "k"}.get(c[-1:], "")
        if k != c[:-1] and k in constexprs and k not in out and "BLOCK_K" not in out.values():
            out[k] = "BLOCK_K"
    seen = {n.id for n in ast.walk(kernel) if isinstance(n, ast.Name)} | \
        {p.arg for p in kernel.args.args}
    taken = [k for u, k in out.items() if u != k and k in seen and k not in out]
    return None if taken else out


def _renames(params, bindings, forms, gemm=None):
    """user name -> kopt name: pointers by role, in parameter order; the grid's
    scalars and constexprs by axis (or by the GEMM form's roles)."""
    counters = {"input": 0, "output": 0, "inplace": 0}
    prefix = {"input": "in_ptr", "output": "out_ptr", "inplace": "in_out_ptr"}
    out = {}
    for name, is_cx, _ in params:
        b = bindings.get(name)
        if b is not None and b["role"] in prefix:
            out[name] = "%s%d" % (prefix[b["role"]], counters[b["role"]])
            counters[b["role"]] += 1
    for axis, (s, c) in zip(AXES, forms):
        out[s] = "%snumel" % axis
        if c:
            out[c] = "%sBLOCK" % axis.upper()
    out.update(gemm or {})
    return out


def _rename_source(text, node, renames, err):
    """The file's text with the kernel's parameters renamed: the def's
    parameters, every Name in its body that refers to them, and the names in
    @triton.jit's do_not_specialize lists.  Keyword names and attributes are
    not references and keep their text; nor are names in the parameters'
    defaults and annotations or the decorators, which Python evaluates in
    the module's scope, where the parameters do not exist."""
    moved = {u: k for u, k in renames.items() if u != k}
    if not moved:
        return text
    body = [n for st in node.body for n in ast.walk(st)]
    seen = {n.id for n in body if isinstance(n, ast.Name)} | {p.arg for p in node.args.args}
    for u, k in moved.items():
        if k in seen and k not in moved:
            err.fail("kernel", "%s already uses the name %s, which kopt gives to %s: rename "
                     "it in the kernel" % (node.name, k, u))
    edits = []   # (line, start column, end column, new text), columns in UTF-8 bytes
    for p in node.args.args:
        if p.arg in moved:
            edits.append((p.lineno, p.col_offset, p.col_offset + len(p.arg.encode()), moved[p.arg]))
    for n in body:
        if isinstance(n, ast.Name) and n.id in moved:
            edits.append((n.lineno, n.col_offset, n.end_col_offset, moved[n.id]))
    d = _jit_decorator(node)
    for kw in d.keywords if isinstance(d, ast.Call) else []:
        for c in ast.walk(kw.value):
            if isinstance(c, ast.Constant) and c.value in moved:
                quote = _lines(text)[c.lineno - 1].encode()[c.col_offset:c.col_offset + 1]
                edits.append((c.lineno, c.col_offset, c.end_col_offset,
                              quote.decode() + moved[c.value] + quote.decode()))
    lines = [ln.encode("utf-8") for ln in _lines(text)]
    for line, a, b, new in sorted(edits, reverse=True):
        ln = lines[line - 1]
        lines[line - 1] = ln[:a] + new.encode("utf-8") + ln[b:]
    return b"".join(lines).decode("utf-8")


# -- the kernel source the problem keeps ---------------------------------------

def _bound_names(stmt):
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return {(a.asname or a.name).split(".")[0] for a in stmt.names}
    if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
        return {stmt.name}
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return set()


def _free_names(stmt):
    """Names a statement reads (for a def: its body and defaults, less its own parameters)."""
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return set()
    names = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)
             and isinstance(n.ctx, ast.Load)}
    if isinstance(stmt, ast.FunctionDef):
        local = {p.arg for p in stmt.args.args} | \
            {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and
             isinstance(n.ctx, ast.Store)}
        names -= local
    return names


def kernel_source(text, tree, kernel, spec_node, renames, err):
    """The problem's kernel source: the file with the kernel's parameters
    renamed, keeping its imports, module-level assignments and @triton.jit
    functions that the kernel needs (directly or through each other), and
    nothing else (not KOPT_PROBLEM, the reference function, a launcher or a
    test): a candidate starts from this text, and gate 1 refuses framework
    calls in a candidate.  A comment above the kernel lists the renames."""
    text = _rename_source(text, kernel, renames, err)
    tree = ast.parse(text)   # same line numbers, renamed kernel
    kernel = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == kernel.name][0]
    kinds = (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.FunctionDef)
    candidates = [n for n in tree.body if isinstance(n, kinds) and
                  not (isinstance(n, ast.FunctionDef) and not _jit_decorator(n)) and
                  not (isinstance(n, ast.Assign) and n.lineno == spec_node.lineno)]
    keep, need = {id(kernel)}, set(_free_names(kernel))
    changed = True
    while changed:
        changed = False
        for n in candidates:
            if id(n) not in keep and _bound_names(n) & need:
                keep.add(id(n))
                need |= _free_names(n)
                changed = True
    bound = set()
    for n in candidates:
        if id(n) in keep:
            bound |= _bound_names(n)
    missing = sorted(need - bound - set(dir(builtins)))
    if missing:
        err.fail("kernel", "%s uses %s, which the file does not bind with an import, a "
                 "module-level assignment or a @triton.jit function" % (kernel.name,
                                                                        ", ".join(missing)))
    lines = _lines(text)
    spans = []
    for n in tree.body:
        start = min([n.lineno] + [d.lineno for d in getattr(n, "decorator_list", [])])
        spans.append((start, n.end_lineno, id(n) in keep))
    for (s1, e1, k1), (s2, e2, k2) in zip(spans, spans[1:]):
        if e1 >= s2 and k1 != k2:
            err.fail("kernel", "line %d holds a statement kopt keeps and one it leaves out; "
                     "put them on lines of their own" % s2)
    kept_line = [False] * (len(lines) + 2)
    dropped_line = [False] * (len(lines) + 2)
    for s, e, k in spans:
        for i in range(s, e + 1):
            (kept_line if k else dropped_line)[i] = True
    moved = sorted((u, k) for u, k in renames.items() if u != k)
    first = min([kernel.lineno] + [d.lineno for d in kernel.decorator_list])
    out = []
    for i, ln in enumerate(lines, 1):
        if i == first and moved:
            out.append("# kopt: parameters renamed for the problem format (%s)\n"
                       % ", ".join("%s -> %s" % (u, k) for u, k in
                                   sorted(moved, key=lambda m: _order(kernel, m[1]))))
        if dropped_line[i] and not kept_line[i]:
            continue
        out.append(ln)
    return re.sub(r"\n{4,}", "\n\n\n", "".join(out)).strip("\n") + "\n"


def _order(kernel, name):
    names = [p.arg for p in kernel.args.args]
    return names.index(name) if name in names else len(names)


# -- the manifest ----------------------------------------------------------------

def read_problem(path):
    """The plan of a standalone Triton problem from the file at `path`:
    {"spec": the specification read and defaulted, "entry": the kernel's name,
     "renames": user name -> kopt name, "source": the kernel source the
     problem keeps, "manifest": the manifest without the compile's facts
     (launch.shared, scratch, registers, spills, ptx_file), "notes": lines for
     the user}.  Raises Refused naming the file and the field."""
    err = _Spec(path)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise Refused("%s: cannot read: %s" % (path, e))
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as e:
        raise Refused("%s: line %s: %s" % (path, e.lineno, e.msg))
    spec_node, raw = _spec_node(tree, err)
    spec = _read_spec(raw, err, os.path.splitext(os.path.basename(path))[0])
    kernel = _kernel_node(tree, spec["kernel"], err)
    spec["kernel"] = kernel.name
    if kernel.name == os.path.splitext(INPUT_COPY)[0]:
        err.fail("kernel", "the name %s is taken by the copy of the imported file" % kernel.name)
    if not any(isinstance(n, ast.FunctionDef) and n.name == spec["reference"] and
               not _jit_decorator(n) for n in tree.body):
        err.fail("reference", "no top-level function %s (not @triton.jit) in the file"
                 % spec["reference"])

    params = _parameters(kernel, err)
    options = _decorator_options(kernel, err)
    runtime = [n for n, cx, _ in params if not cx]
    cxnames = [n for n, cx, _ in params if cx]
    unbound = [n for n in runtime if n not in spec["args"]]
    if unbound:
        err.fail("args", "parameters of %s not bound: %s" % (kernel.name, ", ".join(unbound)))
    for n in spec["args"]:
        if n in cxnames:
            err.fail("args.%s" % n, "a tl.constexpr parameter: give its value in constexprs")
        if n not in runtime:
            err.fail("args.%s" % n, "%s has no parameter %s (it has %s)"
                     % (kernel.name, n, ", ".join(runtime)))
    constexprs = {}
    for n, cx, default in params:
        if not cx:
            continue
        if n in spec["constexprs"]:
            constexprs[n] = spec["constexprs"][n]
        elif isinstance(default, (int, float, bool, str)):
            constexprs[n] = default
        else:
            err.fail("constexprs", "%s of %s has no value (and no literal default)"
                     % (n, kernel.name))
    for n in spec["constexprs"]:
        if n not in cxnames:
            err.fail("constexprs.%s" % n, "not a tl.constexpr parameter of %s" % kernel.name)
    # A constexpr parameter named like a launch option (the fused-softmax
    # tutorial's num_stages) takes the launch's one keyword: Triton reads
    # kernel[grid](..., num_stages=S) both as the parameter and as the
    # compile option (JITFunction.run's binder and backend.parse_options are
    # given the same keywords).  The two are one value; a specification that
    # gives them apart describes a launch Triton cannot make.
    for opt in ("num_warps", "num_stages"):
        if opt in constexprs and constexprs[opt] != spec[opt]:
            err.fail(opt, "%s has a tl.constexpr parameter %s, which takes the launch's "
                     "%s= as the compile option does: give %s the constexpr's value %r "
                     "(it is %r)" % (kernel.name, opt, opt, opt, constexprs[opt], spec[opt]))

    scalars = {n: b["value"] for n, b in spec["args"].items() if b["role"] == "scalar"}
    int_scalars = {n: v for n, v in scalars.items() if spec["args"][n]["type"] in ("i32", "i64")}
    cx_ints = {n: v for n, v in constexprs.items() if _is_int(v)}
    grid, forms, product = _grid(spec, err, int_scalars, cx_ints)
    # An axis that is a scalar alone gets no block: the GPU backend divides
    # its numel by the launch's constexpr named as that axis's block (XBLOCK
    # for x), 1 where there is none.  A kernel with a constexpr of that name
    # for something else would have its grid divided by it: that axis, and
    # those after it, stay fixed.
    clash = [i for i, (s, c) in enumerate(forms) if c is None and
             "%sBLOCK" % AXES[i].upper() in constexprs]
    notes = []
    if clash:
        notes.append("grid[%d] of %s is the scalar %s, but the kernel has its own constexpr "
                     "%sBLOCK, which kopt would divide it by: kopt keeps that axis%s fixed" % (
                         clash[0], kernel.name, forms[clash[0]][0], AXES[clash[0]].upper(),
                         " and those after it" if clash[0] + 1 < len(grid) else ""))
        forms = forms[:clash[0]]
    gemm = _gemm_grid(product, cx_ints, kernel)
    renames = _renames(params, spec["args"], forms, gemm)
    if not forms and not gemm and not clash:
        notes.append("the grid of %s is not cdiv(scalar, constexpr) or a scalar on its leading "
                     "axes, nor cdiv(scalar, constexpr) * cdiv(scalar, constexpr) on x alone: "
                     "kopt keeps it fixed, and a candidate that changes a block size must "
                     "give its grid in its launch" % kernel.name)
    source = kernel_source(text, tree, kernel, spec_node, renames, err)
    got = [n for n, _ in kernel_parameters(source, kernel.name)]
    if got != [renames.get(n, n) for n, _, _ in params]:
        raise Refused("%s: the renamed kernel's parameters are %s, expected %s"
                      % (path, got, [renames.get(n, n) for n, _, _ in params]))

    tensors = {t["name"]: t for t in spec["inputs"]}
    tensors.update({t["name"]: t for t in spec["outputs"] if not t.get("inplace")})
    buffers = []
    for i, t in enumerate(spec["inputs"]):
        buffers.append({"name": t["name"], "dtype": t["dtype"], "shape": t["shape"],
                        "strides": t["strides"], "role": "input",
                        "torch_name": "inputs[%d]" % i, "init": t["init"]})
    for t in spec["outputs"]:
        if not t.get("inplace"):
            buffers.append({"name": t["name"], "dtype": t["dtype"], "shape": t["shape"],
                            "strides": t["strides"], "role": "output"})

    # Triton's specialization of the arguments, as its JIT makes it for a
    # launch (and Inductor writes into triton_meta): an integer equal to 1
    # becomes a constant, an integer divisible by 16 and a 16-byte aligned
    # pointer get tt.divisibility 16 (kopt's buffers are 256-byte aligned and
    # these views start at offset 0), unless @triton.jit says not to.
    signature, constants, config, args, kparams, mutated = {}, {}, {}, [], [], []
    for i, (n, cx, _) in enumerate(params):
        k = renames.get(n, n)
        if cx:
            signature[k] = "constexpr"
            continue
        b = spec["args"][n]
        dns = n in options["do_not_specialize"]
        align = not dns and n not in options["do_not_specialize_on_alignment"]
        if b["role"] == "scalar":
            v, ty = b["value"], b["type"]
            args.append({"name": k, "value": v, "type": ty})
            if ty in ("i32", "i64") and v == 1 and not dns:
                signature[k] = "constexpr"
                constants[k] = 1
                continue
            signature[k] = ty
            if ty in ("i32", "i64") and v % 16 == 0 and align:
                config[str(i)] = [["tt.divisibility", 16]]
        else:
            t = tensors[b["tensor"]]
            signature[k] = POINTER_TYPES[t["dtype"]]
            args.append({"name": k, "view": {"buffer": t["name"]}})
            if align:
                config[str(i)] = [["tt.divisibility", 16]]
            if b["role"] == "inplace":
                mutated.append(k)
        kparams.append({"name": k, "type": signature[k]})

    launch = {"grid": grid}
    if forms:
        launch["grid_type"] = GRID_TYPES[len(forms)]
    elif gemm:
        launch["grid_type"] = GEMM_GRID
    launch.update(num_warps=spec["num_warps"], num_stages=spec["num_stages"],
                  constexprs={renames.get(n, n): v for n, v in constexprs.items()})
    entry = kernel.name
    step = {
        "kind": "kernel",
        "name": entry,
        "lang": "triton",
        "entry": entry,
        "source_file": "%s.py" % entry,
        "cubin_file": "%s.cubin" % entry,
        "triton_meta": {"signature": signature, "device": 0, "constants": constants,
                        "configs": [config], "device_type": "cuda"},
        "launch": launch,
        "args": args,
        "params": kparams,
        "mutated_arg_names": mutated,
    }
    manifest = {
        "format": 1,
        "id": spec["id"],
        "level": spec["level"],
        "name": spec["name"],
        "category": spec["category"],
        "family": spec["family"],
        "provenance": "%s from %s" % (IMPORTER, os.path.basename(path)),
        "buffers": buffers,
        "outputs": [{"buffer": t["name"]} for t in spec["outputs"]],
        "steps": [step],
    }
    return {"spec": spec, "entry": entry, "renames": renames, "source": source,
            "manifest": manifest, "notes": notes, "text": text}


def launch_keywords(spec):
    """The keywords of kernel[grid](*args, **keywords) that launch the
    problem's kernel as its specification says: num_warps, num_stages and
    the constexprs given.  A constexpr named like an option is that same
    keyword (read_problem requires the two to agree), so it is given once."""
    kw = {"num_warps": spec["num_warps"], "num_stages": spec["num_stages"]}
    kw.update(spec["constexprs"])
    return kw


def user_arguments(plan):
    """[(the user's parameter name, its binding in spec["args"])] for the
    kernel's runtime parameters in order: how the file's own kernel is called."""
    user = {k: u for u, k in plan["renames"].items()}
    return [(user.get(a["name"], a["name"]), plan["spec"]["args"][user.get(a["name"], a["name"])])
            for a in plan["manifest"]["steps"][0]["args"]]


# -- compiling -------------------------------------------------------------------

HARNESS = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                        "harness", "gpu"))


class _FixedTarget:
    """Stands for Triton's active driver where only the target is asked
    (compiling for a GPU this machine need not have)."""

    def __init__(self, target):
        self.target = target

    def get_current_target(self):
        return self.target


def compile_step(plan, target=None):
    """Compile the plan's kernel with its launch as a Triton candidate is
    compiled (harness/gpu/triton_helper.py's compile_kernel: its options, the
    step's triton_meta and constexprs).  target: None for the GPU Triton
    sees (on the H200, cuda 90: sm_90a), or a triton GPUTarget to compile for
    without that GPU.  Returns {"cubin", "ptx" (bytes), "shared", "scratch",
    "registers", "spills" (None without a GPU), "params"}."""
    import sys
    if HARNESS not in sys.path:
        sys.path.insert(0, HARNESS)
    import triton_helper
    from triton.runtime.driver import driver

    step = plan["manifest"]["steps"][0]
    req = {"source": plan["source"], "entry": step["entry"], "triton_meta": step["triton_meta"],
           "num_warps": step["launch"]["num_warps"], "num_stages": step["launch"]["num_stages"],
           "constexprs": step["launch"]["constexprs"]}
    saved = getattr(driver, "_active", None)
    if target is not None:
        driver.set_active(_FixedTarget(target))
    try:
        kernel, params, _ = triton_helper.compile_kernel(req)
    except triton_helper.RequestError as e:
        raise Refused("kernel %s: %s" % (step["entry"], e))
    finally:
        if target is not None:
            driver.set_active(saved)
    md = kernel.metadata
    if md.name != step["entry"]:
        raise Refused("kernel %s: the compiled entry is %s" % (step["entry"], md.name))
    if params != step["params"]:
        raise Refused("kernel %s: compiled parameters %s, the manifest says %s"
                      % (step["entry"], params, step["params"]))
    if getattr(md, "num_ctas", 1) != 1 or getattr(md, "launch_cooperative_grid", False):
        raise Refused("kernel %s needs clusters or a cooperative launch, which the format "
                      "cannot say" % md.name)
    ptx = kernel.asm.get("ptx") or ""
    # The entry takes the parameters and two scratch pointers (CUDA_FROM_C.md).
    n = triton_helper.ptx_entry_params(ptx, md.name)
    if n is not None and n != len(params) + 2:
        raise Refused("kernel %s: the PTX entry takes %d parameters, expected %d"
                      % (md.name, n, len(params) + 2))
    cubin = kernel.asm["cubin"]
    if cubin[:4] != b"\x7fELF":
        raise Refused("kernel %s: the cubin is not an ELF file" % md.name)
    registers = spills = None
    if target is None:
        try:
            kernel._init_handles()   # loads the module on the GPU, no launch
            registers, spills = kernel.n_regs, kernel.n_spills
        except Exception as e:   # a Triton without these fields: the backend reads them
            print("note: kernel %s: registers not read (%s: %s)" % (md.name, type(e).__name__, e),
                  file=sys.stderr)
    return {"cubin": cubin, "ptx": ptx.encode("utf-8"), "shared": md.shared,
            "scratch": {"global": getattr(md, "global_scratch_size", 0) or 0,
                        "profile": getattr(md, "profile_scratch_size", 0) or 0},
            "registers": registers, "spills": spills, "params": params}


def finished_step(step, facts):
    """The manifest's kernel step with the compile's facts, in the Inductor
    path's field order."""
    launch = {k: step["launch"][k] for k in ("grid", "grid_type", "num_warps", "num_stages")
              if k in step["launch"]}
    launch["shared"] = int(facts["shared"])
    launch["constexprs"] = step["launch"]["constexprs"]
    out = {k: step[k] for k in ("kind", "name", "lang", "entry", "source_file", "cubin_file",
                                "triton_meta")}
    out.update(launch=launch, args=step["args"], params=step["params"], scratch=facts["scratch"])
    if facts["registers"] is not None:
        out.update(registers=facts["registers"], spills=facts["spills"])
    out["mutated_arg_names"] = step["mutated_arg_names"]
    if facts["ptx"]:
        out["ptx_file"] = "%s.ptx" % step["entry"]
    return out


# What of an imported folder comes from reading its standalone file, and so
# changes when the importer reads the same file otherwise (differences).
STEP_FIELDS = ("name", "entry", "lang", "args", "params", "triton_meta", "mutated_arg_names")
LAUNCH_FIELDS = ("grid", "grid_type", "num_warps", "num_stages", "constexprs")
MANIFEST_FIELDS = ("id", "level", "category", "family", "buffers", "outputs")


def differences(folder, path=None):
    """What kopt_import.py --triton would now write otherwise into `folder`
    (a problem it imported): [] when the folder is current, else each
    difference named.  The folder's own copy of its standalone file
    (triton_input.py) is read again as read_problem reads it now and
    compared with the folder's manifest and kernel source, field by field
    (the specification's part: the compile's and the verification's records
    are not compared); `path`, the standalone file an import would now be
    made from, must also be that copy's text.  Needs no GPU."""
    out = []
    try:
        with open(os.path.join(folder, "manifest.json")) as f:
            have = json.load(f)
        with open(os.path.join(folder, INPUT_COPY), encoding="utf-8") as f:
            kept = f.read()
        step = have["steps"][0]
        with open(os.path.join(folder, step["source_file"]), encoding="utf-8") as f:
            source = f.read()
    except (OSError, ValueError, KeyError, IndexError, TypeError) as e:
        return ["the folder cannot be read as an import of a standalone file (%s)" % e]
    if path is not None:
        try:
            with open(path, encoding="utf-8") as f:
                now = f.read()
        except (OSError, ValueError) as e:     # ValueError: not UTF-8
            return ["%s cannot be read (%s)" % (path, e)]
        if now != kept:
            out.append("%s differs from the file it was imported from (%s)"
                       % (os.path.basename(path), INPUT_COPY))
    try:
        plan = read_problem(os.path.join(folder, INPUT_COPY))
    except Refused as e:
        return out + ["the importer now refuses its %s: %s" % (INPUT_COPY, e)]
    want = plan["manifest"]
    wstep = want["steps"][0]
    if source != plan["source"]:
        out.append("the kernel source")
    out += [k for k in MANIFEST_FIELDS if have.get(k) != want.get(k)]
    out += ["steps[0].%s" % k for k in STEP_FIELDS if step.get(k) != wstep.get(k)]
    out += ["steps[0].launch.%s" % k for k in LAUNCH_FIELDS
            if step.get("launch", {}).get(k) != wstep["launch"].get(k)]
    return out


USAGE = """usage: triton_standalone.py --differences FOLDER [FILE]

Whether FOLDER, a problem kopt_import.py --triton made, is what it would
make now (and, with FILE, from FILE): the differences, one a line, read
with no GPU.  Exit 0 when there are none, 1 when there are (a folder that
cannot be read as such an import is one), 2 on bad usage or a FOLDER that
is no folder.
"""


def main(argv):
    """--differences FOLDER [FILE]: differences(FOLDER, FILE), one a line;
    exit 0 when there are none, 1 when there are, 2 on bad usage."""
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0
    if len(argv) not in (3, 4) or argv[1] != "--differences":
        sys.stderr.write(USAGE.split("\n\n")[0] + "\n")
        return 2
    if not os.path.isdir(argv[2]):
        sys.stderr.write("triton_standalone.py: %s is not a folder\n" % argv[2])
        return 2
    diffs = differences(argv[2], argv[3] if len(argv) == 4 else None)
    for d in diffs:
        print(d)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
