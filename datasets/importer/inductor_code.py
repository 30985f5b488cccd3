"""Reads the Python module that PyTorch Inductor generates for one compiled
graph (what torch._inductor.utils.run_and_get_code returns) into plain data:
the graph's argument names, the buffers its `call` allocates, the ordered list
of steps (vendor calls and generated Triton kernels) with their arguments as
views of buffers, the returned outputs, and each kernel's source with its
`@triton_heuristics.*` decorator removed.

It works on source text alone, with the `ast` module: it must not import
torch or triton, run the generated code, or guess.  Anything it does not
recognise in `call` (an ATen fallback it does not know, a dynamic size, a
memory pool) raises Refused naming the line, so the importer refuses the
problem rather than writing a manifest that runs something else.
"""
import ast
import math

# extern_kernels calls with an argument layout in datasets/FORMAT.md, format 1:
# op -> (positional argument names, keyword arguments allowed with defaults).
EXTERN_OPS = {
    "mm": (("a", "b"), {}),
    "addmm": (("bias", "a", "b"), {"alpha": 1, "beta": 1}),
    "bmm": (("a", "b"), {}),
    "baddbmm": (("bias", "a", "b"), {"alpha": 1, "beta": 1}),
    # Inductor's max-autotune wrapper of torch.addmm: a bias broadcast over
    # rows (stride 0) is passed as its first row, a vector, so that ATen takes
    # cuBLASLt's bias epilogue.  Written as an addmm step with that vector.
    "bias_addmm": (("bias", "a", "b"), {"alpha": 1, "beta": 1}),
}

# torch dtype attribute names (torch.float32, ...) to manifest dtypes.
DTYPES = {
    "float32": "float32", "float": "float32",
    "float64": "float64", "double": "float64",
    "float16": "float16", "half": "float16",
    "bfloat16": "bfloat16",
    "int32": "int32", "int": "int32",
    "int64": "int64", "long": "int64",
    "int8": "int8", "uint8": "uint8", "bool": "bool",
}

# extern_kernels.convolution: its result is assigned (`buf0 = ...`), its layout
# given by the assert_size_stride that follows; keywords and their defaults.
CONV_KEYWORDS = {"stride": None, "padding": None, "dilation": None, "transposed": False,
                 "output_padding": None, "groups": 1, "bias": None}

# ATen fallbacks kopt runs through a vendor library (cuDNN): the call's
# parameters in ATen's order (native_functions.yaml) with their defaults.
# `stride` [] means the kernel size; one integer stands for all three.
AVG_POOL3D = "torch.ops.aten.avg_pool3d.default"
AVG_POOL3D_PARAMS = [("self", None), ("kernel_size", None), ("stride", []),
                     ("padding", [0]), ("ceil_mode", False),
                     ("count_include_pad", True), ("divisor_override", None)]

# Scaled-dot-product attention in float32: Inductor leaves ATen's
# memory-efficient kernel as a fallback whose result is a tuple (the output
# first).  kopt runs it through cuBLAS and cuDNN (FORMAT.md): cuDNN's fused
# attention has no float32 form.  Parameters in ATen's order with defaults;
# `scale` is keyword-only.
SDPA_EFFICIENT = "torch.ops.aten._scaled_dot_product_efficient_attention.default"
SDPA_PARAMS = [("query", None), ("key", None), ("value", None), ("attn_bias", None),
               ("compute_log_sumexp", None), ("dropout_p", 0.0), ("is_causal", False),
               ("scale", None)]

# Calls in `call` that neither allocate, compute nor alias anything.
IGNORED_CALLS = {"assert_size_stride", "assert_alignment", "args.clear",
                 "torch.cuda.set_device", "get_raw_stream"}


class Refused(Exception):
    """The generated code holds something the problem format cannot express."""


def dotted(node):
    """`a.b.c` for a Name/Attribute chain, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def literal_number(node):
    """An int or float literal (possibly negated), else None.  bool is not a number here."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = literal_number(node.operand)
        return None if v is None else -v
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    return None


def storage_extent(shape, strides, offset=0):
    """Elements of storage a layout reaches (datasets/FORMAT.md, Buffers)."""
    if any(n == 0 for n in shape):
        return 0
    return offset + sum((n - 1) * s for n, s in zip(shape, strides)) + 1


class _CallReader:
    """Walks the statements of `call` in order, keeping the state of names."""

    def __init__(self, source, kernel_names, arg_offsets):
        self.source = source
        self.kernel_names = kernel_names
        self.arg_offsets = arg_offsets
        self.arg_names = []
        self.arg_asserts = {}     # arg name -> (shape, strides) from assert_size_stride
        self.buffers = []         # allocations, in order: name, dtype, shape, strides
        self.alloc = {}           # allocation name -> its entry in self.buffers
        self.views = {}           # alias name -> view of a buffer
        self.ints = {}            # name -> int constant assigned in `call`
        self.steps = []
        self.outputs = None
        self.extern_count = {}
        self.pending = {}         # convolution result -> (dtype, statement) until asserted
        self.pending_input = {}   # convolution result -> its input's buffer
        self.tuples = set()       # pending results that are tuples (attention)

    def line(self, node):
        return ast.get_source_segment(self.source, node) or ast.unparse(node)

    def refuse(self, node, why):
        raise Refused("line %d: %s: %s" % (node.lineno, why, self.line(node)))

    # -- values --------------------------------------------------------------

    def int_tuple(self, node, what):
        if not isinstance(node, (ast.Tuple, ast.List)):
            self.refuse(node, "%s is not a literal tuple" % what)
        out = []
        for e in node.elts:
            v = literal_number(e)
            if type(v) is not int:
                self.refuse(node, "%s holds %s, not an integer literal (dynamic shapes "
                            "are not supported)" % (what, ast.unparse(e)))
            out.append(v)
        return out

    def buffer_of(self, name):
        """The declared layout (shape, strides, offset) of a graph argument or allocation."""
        if name in self.alloc:
            b = self.alloc[name]
            return b["shape"], b["strides"], 0
        shape, strides = self.arg_asserts.get(name, (None, None))
        return shape, strides, self.arg_offsets.get(name, 0)

    def view(self, node):
        """A view for a tensor-valued expression: a name or reinterpret_tensor(...)."""
        if isinstance(node, ast.Name):
            if node.id in self.pending:
                self.refuse(node, "%s, an extern call's result, is used before an "
                            "assert_size_stride gives its layout" % node.id)
            if node.id in self.views:
                return dict(self.views[node.id])
            if node.id in self.alloc or node.id in self.arg_names:
                return {"buffer": node.id}
            self.refuse(node, "%s is not a buffer of this call" % node.id)
        if isinstance(node, ast.Call) and dotted(node.func) == "reinterpret_tensor":
            if len(node.args) != 4 or node.keywords:
                self.refuse(node, "reinterpret_tensor with other than 4 arguments")
            base = self.view(node.args[0])
            increment = literal_number(node.args[3])
            if type(increment) is not int:
                self.refuse(node, "reinterpret_tensor offset is not an integer literal")
            # The offset argument adds to the storage offset of the tensor it
            # reinterprets (Inductor's _reinterpret_tensor).
            if "offset" in base:
                start = base["offset"]
            else:
                start = self.buffer_of(base["buffer"])[2]
            return {"buffer": base["buffer"],
                    "shape": self.int_tuple(node.args[1], "reinterpret_tensor size"),
                    "strides": self.int_tuple(node.args[2], "reinterpret_tensor stride"),
                    "offset": start + increment}
        self.refuse(node, "not a buffer or reinterpret_tensor(...)")

    def first_row(self, v):
        """Inductor's bias_addmm(inp, ...): torch.addmm(inp[0], ...) when inp's
        rows are one (stride 0) or it has one row; else inp as it is."""
        if "shape" in v:
            shape, strides, offset = v["shape"], v["strides"], v["offset"]
        else:
            shape, strides, offset = self.buffer_of(v["buffer"])
        if shape is None or len(shape) != 2 or not (strides[0] == 0 or shape[0] == 1):
            return v
        return {"buffer": v["buffer"], "shape": [shape[1]], "strides": [strides[1]],
                "offset": offset}

    def scalar(self, node):
        """An int/float argument: a literal or a name bound to an int literal in `call`."""
        v = literal_number(node)
        if v is not None:
            return v
        if isinstance(node, ast.Name) and node.id in self.ints:
            return self.ints[node.id]
        return None

    def kernel_arg(self, node):
        v = self.scalar(node)
        if v is not None:
            return {"value": v}
        if isinstance(node, ast.Name) and not (node.id in self.views or node.id in self.alloc
                                               or node.id in self.arg_names
                                               or node.id in self.pending):
            self.refuse(node, "kernel argument %s is neither a buffer nor a literal "
                        "(dynamic shapes are not supported)" % node.id)
        return {"view": self.view(node)}

    # -- statements ------------------------------------------------------------

    def run(self, body):
        for st in body:
            self.statement(st)

    def statement(self, st):
        if isinstance(st, ast.With):
            return self.run(st.body)
        if isinstance(st, ast.Delete):
            return None
        if isinstance(st, ast.Return):
            return self.ret(st)
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            return self.assign(st, st.targets[0], st.value)
        if isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
            return self.call_statement(st, st.value)
        self.refuse(st, "unsupported statement in call")

    def assign(self, st, target, value):
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, ast.Name) \
                and value.id == "args":
            if self.arg_names:
                self.refuse(st, "arguments unpacked twice")
            for e in target.elts:
                if not isinstance(e, ast.Name):
                    self.refuse(st, "argument unpacking into a non-name")
                self.arg_names.append(e.id)
            return
        if not isinstance(target, ast.Name):
            self.refuse(st, "assignment to something other than a name")
        name = target.id
        if name in self.alloc or name in self.views or name in self.arg_names:
            self.refuse(st, "%s is assigned twice" % name)
        fn = dotted(value.func) if isinstance(value, ast.Call) else None
        if fn == "get_raw_stream":
            return
        if fn == "empty_strided_cuda":
            return self.allocation(st, name, value)
        if isinstance(value, ast.Name) and value.id in self.pending:
            return self.rename_pending(value.id, name)
        if fn == "reinterpret_tensor" or isinstance(value, ast.Name) and \
                (value.id in self.views or value.id in self.alloc or value.id in self.arg_names):
            # `buf3 = buf0; del buf0  # reuse` and reinterpret_tensor aliases.
            self.views[name] = self.view(value)
            return
        v = literal_number(value)
        if type(v) is int:
            self.ints[name] = v
            return
        if fn == "extern_kernels.convolution":
            return self.convolution(st, name, value)
        if fn == AVG_POOL3D:
            return self.avg_pool3d(st, name, value)
        if fn == SDPA_EFFICIENT:
            return self.sdpa(st, name, value)
        if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) \
                and value.value.id in self.tuples:
            # `buf1 = buf0[0]`: the attention output (Inductor's MultiOutput).
            if literal_number(value.slice) != 0:
                self.refuse(st, "output %s of the attention call is used; kopt runs its "
                            "output 0 only (no logsumexp)" % ast.unparse(value.slice))
            self.tuples.discard(value.value.id)
            return self.rename_pending(value.value.id, name)
        if fn is not None and fn.startswith("extern_kernels."):
            op = self.extern_op(st, fn)
            self.refuse(st, "extern_kernels.%s whose result is assigned (expected out=)" % op)
        if fn is not None:
            self.refuse(st, "unsupported call %s" % fn)
        self.refuse(st, "unsupported assignment")

    def allocation(self, st, name, call):
        if len(call.args) != 3 or call.keywords:
            self.refuse(st, "empty_strided_cuda with other than (shape, stride, dtype)")
        shape = self.int_tuple(call.args[0], "shape")
        strides = self.int_tuple(call.args[1], "stride")
        if len(shape) != len(strides):
            self.refuse(st, "shape and stride differ in length")
        dt = dotted(call.args[2]) or ""
        if not dt.startswith("torch.") or dt[6:] not in DTYPES:
            self.refuse(st, "unsupported dtype %s" % ast.unparse(call.args[2]))
        b = {"name": name, "dtype": DTYPES[dt[6:]], "shape": shape, "strides": strides}
        self.buffers.append(b)
        self.alloc[name] = b

    def call_statement(self, st, call):
        fn = dotted(call.func)
        if fn is None:
            self.refuse(st, "call of a computed function")
        if fn in IGNORED_CALLS:
            if fn == "assert_size_stride" and len(call.args) >= 3 and \
                    isinstance(call.args[0], ast.Name) and call.args[0].id in self.pending:
                name = call.args[0].id
                dtype, _ = self.pending.pop(name)
                shape = self.int_tuple(call.args[1], "asserted size")
                strides = self.int_tuple(call.args[2], "asserted stride")
                b = {"name": name, "dtype": dtype, "shape": shape, "strides": strides}
                if dtype is None:   # the input is a graph argument: its dtype, later
                    b["dtype_of"] = self.pending_input.pop(name)
                self.buffers.append(b)
                self.alloc[name] = b
                return
            if fn == "assert_size_stride" and len(call.args) >= 3 and \
                    isinstance(call.args[0], ast.Name) and call.args[0].id in self.arg_names:
                self.arg_asserts[call.args[0].id] = (
                    self.int_tuple(call.args[1], "asserted size"),
                    self.int_tuple(call.args[2], "asserted stride"))
            return
        if fn.startswith("extern_kernels."):
            return self.extern(st, call, fn)
        head, _, method = fn.rpartition(".")
        if method == "run" and head in self.kernel_names:
            return self.kernel(st, call, head)
        self.refuse(st, "unsupported call %s" % fn)

    def extern_op(self, st, fn):
        """The op of an extern_kernels.* call, refused unless FORMAT.md lays out its arguments."""
        op = fn[len("extern_kernels."):]
        if op not in EXTERN_OPS:
            self.refuse(st, "extern_kernels.%s has no argument layout in the problem "
                        "format (only %s)" % (op, ", ".join(sorted(EXTERN_OPS))))
        return op

    def extern(self, st, call, fn):
        op = self.extern_op(st, fn)
        positional, optional = EXTERN_OPS[op]
        if len(call.args) != len(positional):
            self.refuse(st, "extern_kernels.%s with %d positional arguments, expected %d"
                        % (op, len(call.args), len(positional)))
        args = {name: self.view(a) for name, a in zip(positional, call.args)}
        scalars = dict(optional)
        for kw in call.keywords:
            if kw.arg == "out":
                args["out"] = self.view(kw.value)
            elif kw.arg in optional:
                v = self.scalar(kw.value)
                if v is None:
                    self.refuse(st, "%s= is not a number literal" % kw.arg)
                scalars[kw.arg] = v
            else:
                self.refuse(st, "unsupported keyword %s= of extern_kernels.%s" % (kw.arg, op))
        if "out" not in args:
            self.refuse(st, "extern_kernels.%s without out=" % op)
        args.update(scalars)
        if op == "bias_addmm":
            op = "addmm"
            args["bias"] = self.first_row(args["bias"])
        k = self.extern_count.get(op, 0)
        self.extern_count[op] = k + 1
        self.steps.append({"kind": "extern", "name": "%s_%d" % (op, k), "op": op,
                           "call": self.line(call), "args": args})

    def convolution(self, st, name, call):
        """`name = extern_kernels.convolution(x, weight, stride=..., ...)`: a
        step writing `name`, a buffer declared by the assert_size_stride
        that follows (until then it is pending and cannot be used)."""
        if len(call.args) != 2:
            self.refuse(st, "extern_kernels.convolution with %d positional arguments, "
                        "expected 2 (input, weight)" % len(call.args))
        kw = dict(CONV_KEYWORDS)
        for k in call.keywords:
            if k.arg not in CONV_KEYWORDS:
                self.refuse(st, "unsupported keyword %s= of extern_kernels.convolution" % k.arg)
            kw[k.arg] = k.value
        x, w = self.view(call.args[0]), self.view(call.args[1])
        bias = kw["bias"]
        bias = None if bias is None or isinstance(bias, ast.Constant) and bias.value is None \
            else self.view(bias)
        transposed = kw["transposed"]
        if not isinstance(transposed, bool):
            transposed = transposed.value if isinstance(transposed, ast.Constant) else None
        if type(transposed) is not bool:
            self.refuse(st, "transposed= is not True or False")
        args = {"x": x, "weight": w, "bias": bias, "out": {"buffer": name}}
        for key in ("stride", "padding", "dilation"):
            if kw[key] is None:
                self.refuse(st, "extern_kernels.convolution without %s=" % key)
            args[key] = self.int_tuple(kw[key], key)
        output_padding = [0] * len(args["stride"]) if kw["output_padding"] is None \
            else self.int_tuple(kw["output_padding"], "output_padding")
        if any(output_padding) and not transposed:
            self.refuse(st, "output_padding= in a convolution that is not transposed")
        groups = kw["groups"] if isinstance(kw["groups"], int) else self.scalar(kw["groups"])
        if type(groups) is not int or groups < 1:
            self.refuse(st, "groups= is not a positive integer literal")
        args["groups"] = groups
        if transposed:
            # A ConvTranspose (FORMAT.md: weight [C_in, C_out/groups, k...]),
            # which kopt runs as cuDNN's backward data.  Written only here, so
            # a forward convolution's step is what it was before the field.
            args["transposed"] = 1
            args["output_padding"] = output_padding
        self.result_pending(st, name, x)
        k = self.extern_count.get("convolution", 0)
        self.extern_count["convolution"] = k + 1
        self.steps.append({"kind": "extern", "name": "convolution_%d" % k,
                           "op": "convolution", "call": self.line(call), "args": args})

    def rename_pending(self, old, name):
        """`buf1 = buf0` right after `buf0 = torch.ops.aten.X(...)`: Inductor
        wraps an ATen fallback's result in a MultiOutput, and for one tensor
        (no index) its line is a plain rename (wrapper.py MultiOutputLine);
        the assert_size_stride that follows declares buf1, the step's result."""
        self.pending[name] = self.pending.pop(old)
        self.pending_input[name] = self.pending_input.pop(old)
        for s in self.steps:
            if s["kind"] == "extern" and s["args"].get("out") == {"buffer": old}:
                s["args"]["out"] = {"buffer": name}

    def result_pending(self, st, name, x):
        """`name`, the result of an extern call assigned to it, is declared by
        the assert_size_stride that follows; until then it cannot be used."""
        xb = x["buffer"]
        dtype = self.alloc[xb]["dtype"] if xb in self.alloc else None
        self.pending[name] = (dtype, st)
        self.pending_input[name] = xb

    def avg_pool3d(self, st, name, call):
        """`name = torch.ops.aten.avg_pool3d.default(x, kernel_size, ...)`, the
        ATen fallback Inductor leaves for 3-D average pooling: a step that
        cuDNN's average pooling runs.  ceil_mode and divisor_override have no
        cuDNN counterpart and are refused."""
        given = self.given_args(st, call, AVG_POOL3D_PARAMS, "avg_pool3d")
        if "self" not in given or "kernel_size" not in given:
            self.refuse(st, "avg_pool3d without its input and kernel_size")

        def const(key):
            default = dict(AVG_POOL3D_PARAMS)[key]
            if key not in given:
                return default
            node = given[key]
            if not isinstance(node, ast.Constant):
                self.refuse(st, "avg_pool3d %s= is not a literal" % key)
            return node.value

        def triple(key):
            node = given.get(key)
            if node is None:
                v = list(dict(AVG_POOL3D_PARAMS)[key])
            elif type(literal_number(node)) is int:
                v = [literal_number(node)]
            else:
                v = self.int_tuple(node, key)
            if key == "stride" and not v:
                return None
            if len(v) == 1:
                v = v * 3
            if len(v) != 3:
                self.refuse(st, "avg_pool3d %s= holds %d integers, expected 1 or 3"
                            % (key, len(v)))
            return v

        if const("ceil_mode") is not False:
            self.refuse(st, "avg_pool3d with ceil_mode=True (cuDNN pooling has no ceil "
                        "mode) is not run by kopt")
        if const("divisor_override") is not None:
            self.refuse(st, "avg_pool3d with divisor_override (cuDNN pooling has none) "
                        "is not run by kopt")
        include = const("count_include_pad")
        if type(include) is not bool:
            self.refuse(st, "avg_pool3d count_include_pad= is not True or False")
        x = self.view(given["self"])
        kernel = triple("kernel_size")
        stride = triple("stride") or kernel
        args = {"x": x, "out": {"buffer": name}, "kernel_size": kernel, "stride": stride,
                "padding": triple("padding"), "count_include_pad": int(include)}
        self.result_pending(st, name, x)
        k = self.extern_count.get("avg_pool3d", 0)
        self.extern_count["avg_pool3d"] = k + 1
        self.steps.append({"kind": "extern", "name": "avg_pool3d_%d" % k,
                           "op": "avg_pool3d", "call": self.line(call), "args": args})

    def given_args(self, st, call, params, what):
        """The call's arguments by ATen parameter name (positional, then keywords)."""
        names = [n for n, _ in params]
        if len(call.args) > len(names):
            self.refuse(st, "%s with %d positional arguments" % (what, len(call.args)))
        given = dict(zip(names, call.args))
        for k in call.keywords:
            if k.arg not in names or k.arg in given:
                self.refuse(st, "unsupported or repeated keyword %s= of %s" % (k.arg, what))
            given[k.arg] = k.value
        return given

    def sdpa(self, st, name, call):
        """`name = torch.ops.aten._scaled_dot_product_efficient_attention.default(
        q, k, v, attn_bias, compute_log_sumexp[, dropout_p, is_causal], scale=)`:
        an `sdpa` step (FORMAT.md) writing output 0 of the tuple, the buffer
        that the `bufM = name[0]` and assert_size_stride after it declare.
        The default scale, 1/sqrt(E), is written out."""
        given = self.given_args(st, call, SDPA_PARAMS, "attention")
        for key in ("query", "key", "value", "attn_bias", "compute_log_sumexp"):
            if key not in given:
                self.refuse(st, "attention without %s" % key)

        def const(key):
            node = given.get(key)
            if node is None:
                return dict(SDPA_PARAMS)[key]
            if isinstance(node, ast.Constant):
                return node.value
            v = literal_number(node)
            if v is None:
                self.refuse(st, "attention %s= is not a literal" % key)
            return v

        dropout = const("dropout_p")
        if type(dropout) not in (int, float) or dropout != 0:
            self.refuse(st, "attention with dropout (dropout_p > 0) is not run by kopt")
        causal = const("is_causal")
        if type(causal) is not bool:
            self.refuse(st, "attention is_causal= is not True or False")
        q = self.view(given["query"])
        bias = given["attn_bias"]
        bias = None if isinstance(bias, ast.Constant) and bias.value is None else self.view(bias)
        scale = const("scale")
        if scale is not None and type(scale) not in (int, float):
            self.refuse(st, "attention scale= is not a number")
        if scale is None:
            shape = q["shape"] if "shape" in q else self.buffer_of(q["buffer"])[0]
            if not shape:
                self.refuse(st, "the query's head size is unknown (no assert_size_stride)")
            scale = 1.0 / math.sqrt(shape[-1])
        args = {"q": q, "k": self.view(given["key"]), "v": self.view(given["value"]),
                "bias": bias, "out": {"buffer": name}, "scale": float(scale),
                "is_causal": int(causal)}
        self.result_pending(st, name, q)
        self.tuples.add(name)
        k = self.extern_count.get("sdpa", 0)
        self.extern_count["sdpa"] = k + 1
        self.steps.append({"kind": "extern", "name": "sdpa_%d" % k, "op": "sdpa",
                           "call": self.line(call), "args": args})

    def kernel(self, st, call, name):
        for kw in call.keywords:
            # `grid=` was passed by older Inductor versions; the grid is
            # recomputed from the launch configuration instead.
            if kw.arg not in ("stream", "grid"):
                self.refuse(st, "unsupported keyword %s= of %s.run" % (kw.arg, name))
        self.steps.append({"kind": "kernel", "kernel": name, "call": self.line(call),
                           "args": [self.kernel_arg(a) for a in call.args]})

    def ret(self, st):
        if self.outputs is not None:
            self.refuse(st, "second return")
        v = st.value
        if not isinstance(v, (ast.Tuple, ast.List)):
            self.refuse(st, "return of something other than a tuple")
        self.outputs = [self.view(e) for e in v.elts]


def find_call_function(tree):
    """The `call(self, args)` method of Runner (torch >= 2.9) or a module-level `call(args)`."""
    found = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "call":
            found.append(node)
        if isinstance(node, ast.ClassDef):
            found.extend(n for n in node.body
                         if isinstance(n, ast.FunctionDef) and n.name == "call")
    if len(found) != 1:
        raise Refused("expected one function named call in the generated module, found %d"
                      % len(found))
    return found[0]


def kernel_definitions(tree):
    """name -> kernel source, from `name = async_compile.triton('name', '''src''', ...)`."""
    out = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
            continue
        fn = dotted(node.value.func)
        if fn is None or not fn.startswith("async_compile."):
            continue
        if fn != "async_compile.triton":
            raise Refused("line %d: unsupported kernel kind %s (only Triton kernels)"
                          % (node.lineno, fn))
        a = node.value.args
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name) or len(a) < 2 \
                or not all(isinstance(x, ast.Constant) and isinstance(x.value, str) for x in a[:2]):
            raise Refused("line %d: unexpected async_compile.triton form" % node.lineno)
        out[node.targets[0].id] = a[1].value
    return out


def strip_heuristics_decorator(kernel_source):
    """The kernel source without its `@triton_heuristics.*(...)` decorator, and the
    name of the function it decorated (the kernel's entry).  Lines are removed by
    the decorator's AST position; everything else is kept byte for byte."""
    tree = ast.parse(kernel_source)
    hits = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        for d in node.decorator_list:
            target = d.func if isinstance(d, ast.Call) else d
            name = dotted(target) or ""
            if name.startswith("triton_heuristics."):
                hits.append((node, d))
    if len(hits) != 1:
        raise Refused("expected one @triton_heuristics decorator in the kernel source, "
                      "found %d" % len(hits))
    fn, d = hits[0]
    lines = kernel_source.splitlines(keepends=True)
    first, last = d.lineno - 1, d.end_lineno   # the '@' sits on the decorator's first line
    if not lines[first].lstrip().startswith("@"):
        raise Refused("kernel %s: decorator does not start its line" % fn.name)
    return "".join(lines[:first] + lines[last:]), fn.name


def kernel_parameters(kernel_source, entry):
    """[(name, is_constexpr)] of the entry's parameters, read from its def line."""
    for node in ast.parse(kernel_source).body:
        if isinstance(node, ast.FunctionDef) and node.name == entry:
            a = node.args
            if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
                raise Refused("kernel %s: unsupported parameter kinds" % entry)
            return [(p.arg, (dotted(p.annotation) or "").endswith("constexpr"))
                    for p in a.args]
    raise Refused("no function %s in the kernel source" % entry)


SUPPORTED_EXTERNS = set(EXTERN_OPS) | {"convolution"}


def calls_kopt_cannot_run(fn):
    """Every vendor or ATen call in `call` that kopt has no way to run: the
    ATen fallbacks Inductor leaves (`torch.ops.aten.*`, e.g. a matrix
    inverse; avg_pool3d runs through cuDNN, float32 attention through cuBLAS
    and cuDNN) and extern_kernels
    ops outside the problem format.  [(line, name)], in source order, so the
    importer names all of them at once and a suite import can count them."""
    out = []
    for node in ast.walk(fn):
        if not isinstance(node, ast.Call):
            continue
        name = dotted(node.func)
        if name is None:
            continue
        if name in (AVG_POOL3D, SDPA_EFFICIENT):
            continue
        if name.startswith("torch.ops.") or (name.startswith("extern_kernels.") and
                                             name[len("extern_kernels."):]
                                             not in SUPPORTED_EXTERNS):
            out.append((node.lineno, name))
    return sorted(out)


def parse_output_code(source, arg_offsets=None):
    """Everything `call` does, as plain data:

    {"arg_names": [...], "arg_asserts": {name: (shape, strides)},
     "buffers": [{"name", "dtype", "shape", "strides", "role"}],   # allocations
                # (a convolution result on a graph argument has dtype None and
                # "dtype_of": that argument's name; the caller fills it in)
     "steps": [extern steps as in FORMAT.md | {"kind": "kernel", "kernel", "call",
               "args": [{"view": VIEW} | {"value": number}]}],
     "outputs": [VIEW], "kernels": {name: {"source", "entry"}}}

    arg_offsets gives the storage offset of graph arguments whose offset is not 0,
    so that reinterpret_tensor offsets become absolute.
    """
    tree = ast.parse(source)
    raw = kernel_definitions(tree)
    kernels = {}
    for name, text in raw.items():
        stripped, entry = strip_heuristics_decorator(text)
        kernels[name] = {"source": stripped, "entry": entry}
    reader = _CallReader(source, set(kernels), arg_offsets or {})
    fn = find_call_function(tree)
    cannot = calls_kopt_cannot_run(fn)
    if cannot:
        raise Refused("%d call%s kopt cannot run: %s" % (
            len(cannot), "" if len(cannot) == 1 else "s",
            "; ".join("line %d: %s" % (line, name) for line, name in cannot)))
    reader.run(fn.body)
    for name, (_, st) in reader.pending.items():
        reader.refuse(st, "no assert_size_stride gives the layout of %s" % name)
    if reader.outputs is None:
        raise Refused("call returns nothing")
    if not reader.arg_names:
        raise Refused("call does not unpack its arguments")
    returned = {v["buffer"] for v in reader.outputs}
    for b in reader.buffers:
        b["role"] = "output" if b["name"] in returned else "intermediate"
    used = {s["kernel"] for s in reader.steps if s["kind"] == "kernel"}
    return {"arg_names": reader.arg_names, "arg_asserts": reader.arg_asserts,
            "buffers": reader.buffers, "steps": reader.steps, "outputs": reader.outputs,
            "kernels": {k: v for k, v in kernels.items() if k in used}}
