"""Helion kernels enter kopt through the Triton code Helion generates.

    python3 datasets/importer/helion_import.py FILE.py OUT.py

run where torch, Helion, Triton and a GPU exist (Helion is not part of the
H200 image: install its wheel from PyPI there).  FILE.py defines one
@helion.kernel function, a PyTorch reference function and

    KOPT_HELION = {
        "id": "H1-add", "level": 1, "category": "pointwise",   # as KOPT_PROBLEM
        "kernel": "add",            # the @helion.kernel function
        "reference": "reference",   # PyTorch, the same inputs, the same outputs
        "inputs": [{"name": "x", "shape": [4096, 1024], "dtype": "float32",
                    "init": "randn"}, ...],                # KOPT_PROBLEM's form
        "config": {"block_sizes": [1024], "num_warps": 4},  # optional
        # "name", "family": optional, as KOPT_PROBLEM
    }

The kernel is compiled for the configuration Helion would run, so that the
baseline is the kernel Helion users get: "config" when given, else Helion's
own choice (Helion 1.5.0's BoundKernel.ensure_config_exists): the
decorator's config= or its single configs= entry, Helion's default
configuration (ConfigSpec's default_config) when autotuning is off
(HELION_AUTOTUNE_EFFORT=none, or the decorator's autotune_effort="none"),
else the configuration Helion's autotuner finds on these inputs at the
effort set (full by default: minutes a kernel; quick is shorter).  OUT.py's
problem name, and so the manifest's, records the configuration and how it
was chosen (`config_rule`, `config_note`).  It is then run once on the inputs
(seed 0) with a launcher that records the launch Helion really makes (the
@triton.jit kernel, grid, arguments, num_warps, num_stages) and then makes
it; a function that launches other than one kernel is refused.  The result
is compared with the reference at rtol = atol = 1e-4.

OUT.py is a standalone Triton problem (README.md, "Standalone Triton
kernels"): Helion's generated module as Helion wrote it (the @triton.jit
kernel and the host function that calls it), the reference function's
source, and a KOPT_PROBLEM made from the recorded launch: each tensor
argument bound to the input or returned output it is, integers and floats
as scalars or constexprs (by the kernel's own parameters), the grid as
recorded, written as cdiv(S, C) of a scalar argument S and a constexpr C
where exactly one such pair gives the recorded size (so kopt recomputes the
grid of a candidate with another block size), else as the number.  Then

    python3 datasets/importer/kopt_import.py --triton OUT.py ...

imports it as any standalone Triton kernel (the host function and Helion's
imports are left out of the problem's kernel source, which keeps only what
the kernel needs).  `problem_from_launch` is the part that needs no GPU
(tested by test_helion.py).
"""
import json
import os
import pprint
import sys

from inductor_code import Refused
from kopt_import import standalone_tensors
from triton_standalone import spec_inputs

SPEC = "KOPT_HELION"
KEYS = ("id", "level", "category", "name", "family", "kernel", "reference", "inputs", "config")
REQUIRED = ("id", "level", "category", "kernel", "reference", "inputs")
TOLERANCE = 1e-4          # the paper's synthesis validation, rtol = atol (PAPER_NOTES 2.3)


def config_rule(given, n_configs, effort, force_autotune):
    """How the configuration is chosen, as Helion 1.5.0 chooses the one a
    bound kernel runs when none is set (BoundKernel._user_provided_config,
    then ensure_config_exists): "given" (KOPT_HELION's config), "default"
    (autotuning off: effort "none" with no decorator configuration, or one
    forced to autotune), "decorator" (its one configuration), else
    "autotune" (its autotuner, among the decorator's configurations when it
    lists several)."""
    if given:
        return "given"
    if effort == "none" and (n_configs == 0 or force_autotune):
        return "default"
    if not force_autotune and n_configs == 1:
        return "decorator"
    return "autotune"


def config_note(rule, config, effort, n_configs):
    """The words the problem's name keeps: the rule and the configuration
    (a dict of helion.Config's keywords)."""
    how = {"given": "the config KOPT_HELION gives",
           "default": "Helion's default config (autotuning off)",
           "decorator": "the decorator's config",
           "autotune": "autotuned by Helion, effort %s%s" % (
               effort, ", among the decorator's %d configs" % n_configs if n_configs > 1
               else "")}[rule]
    return "%s: %s" % (how, json.dumps(config, sort_keys=True, default=str))


def _cdiv(a, b):
    return -(-a // b)


def _grid_axis(size, scalars, constexprs):
    """One grid axis as KOPT_PROBLEM writes it: "cdiv(S, C)" or "S" when
    exactly one integer scalar argument S (and constexpr C) gives `size`,
    else the number (a grid kopt keeps for every candidate)."""
    forms = [s for s, v in scalars.items() if v == size]
    forms += ["cdiv(%s, %s)" % (s, c) for s, v in scalars.items()
              for c, w in constexprs.items()
              if isinstance(w, int) and not isinstance(w, bool) and w > 1 and _cdiv(v, w) == size]
    return forms[0] if len(forms) == 1 else size


def problem_from_launch(spec, params, launch, outputs, source_note):
    """The KOPT_PROBLEM of one recorded launch.

    spec: KOPT_HELION.  params: [(name, is_constexpr)] of the @triton.jit
    kernel, in order.  launch: {"kernel": its name, "grid": [ints],
    "args": [("input", NAME) | ("output", NAME) | ("int", V) | ("float", V)
    | ("bool", V) | ("other", REPR)] in parameter order, "num_warps", "num_stages"}.
    outputs: [{"name", "shape", "dtype"}] the function returned, in order.
    source_note: how the configuration was chosen (kept in the problem's name
    when the spec gives none)."""
    for k in spec:
        if k not in KEYS:
            raise Refused("%s: unknown key %r (known: %s)" % (SPEC, k, ", ".join(KEYS)))
    for k in REQUIRED:
        if k not in spec:
            raise Refused("%s: %r is required" % (SPEC, k))
    if len(launch["args"]) != len(params):
        raise Refused("the launch passed %d arguments to %s, which has %d parameters"
                      % (len(launch["args"]), launch["kernel"], len(params)))
    args, constexprs, scalars = {}, {}, {}
    bound = set()
    for (name, is_constexpr), (kind, value) in zip(params, launch["args"]):
        if kind in ("input", "output"):
            if is_constexpr:
                raise Refused("%s: a tensor passed to constexpr parameter %s" % (
                    launch["kernel"], name))
            args[name] = {kind: value}
            bound.add(value)
        elif kind in ("int", "float"):
            if is_constexpr:
                constexprs[name] = value
            elif kind == "int":
                args[name] = value if -2**31 <= value < 2**31 else \
                    {"scalar": value, "type": "i64"}
                scalars[name] = value
            else:
                args[name] = {"scalar": value, "type": "fp32"}
        elif kind == "bool" and is_constexpr:
            constexprs[name] = value
        else:
            raise Refused("%s: parameter %s was passed %s, which is neither an input, a "
                          "returned output, an integer nor a float" % (
                              launch["kernel"], name, value))
    for t in spec["inputs"]:
        if t.get("name") not in bound:
            raise Refused("input %s reaches no argument of %s (Helion passed it "
                          "otherwise, or not at all)" % (t.get("name"), launch["kernel"]))
    for o in outputs:
        if o["name"] not in bound:
            raise Refused("returned output %s is written by no argument of %s" % (
                o["name"], launch["kernel"]))
    grid = [_grid_axis(g, scalars, constexprs) for g in launch["grid"]]
    problem = {
        "id": spec["id"], "level": spec["level"], "category": spec["category"],
        "name": spec.get("name", "%s (Helion, %s)" % (spec["kernel"], source_note)),
        "kernel": launch["kernel"],
        "inputs": spec["inputs"], "outputs": outputs, "args": args,
        "constexprs": constexprs, "grid": grid,
        "num_warps": launch["num_warps"], "num_stages": launch["num_stages"],
        "reference": spec["reference"],
    }
    if "family" in spec:
        problem["family"] = spec["family"]
    return problem


def problem_file(code, reference_source, problem, origin):
    """OUT.py's text: Helion's generated module, the reference, KOPT_PROBLEM."""
    return ("# Made by datasets/importer/helion_import.py from %s: Helion's generated\n"
            "# module as Helion wrote it, the reference function and the KOPT_PROBLEM\n"
            "# of the launch Helion made.\n%s\n\n%s\n\nKOPT_PROBLEM = %s\n") % (
                origin, code.rstrip("\n"), reference_source.rstrip("\n"),
                pprint.pformat(problem, indent=4, width=88, sort_dicts=False))


# -- what needs torch, Helion and a GPU ----------------------------------------

def capture(path):
    """(Helion's generated module text, the reference's source, KOPT_PROBLEM)."""
    import importlib.util
    import inspect
    import torch
    import helion
    from helion.runtime import default_launcher

    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    mspec = importlib.util.spec_from_file_location("kopt_helion_input", path)
    mod = importlib.util.module_from_spec(mspec)
    mspec.loader.exec_module(mod)
    spec = getattr(mod, SPEC, None)
    if not isinstance(spec, dict):
        raise Refused("%s: no %s dict" % (path, SPEC))
    kernel = getattr(mod, spec.get("kernel", ""), None)
    if not isinstance(kernel, helion.Kernel):
        raise Refused("%s: %s.kernel %r is not a @helion.kernel function" % (
            path, SPEC, spec.get("kernel")))
    reference = getattr(mod, spec.get("reference", ""), None)
    if not callable(reference):
        raise Refused("%s: %s.reference %r is not a function" % (path, SPEC,
                                                                spec.get("reference")))
    # Inputs read as KOPT_PROBLEM's and drawn as the Triton path draws them.
    norm = spec_inputs(spec.get("inputs"), path, SPEC)
    inputs, _ = standalone_tensors({"inputs": norm, "outputs": []})
    bound = kernel.bind(tuple(inputs))
    settings = bound.kernel.settings
    n_configs = len(bound.kernel.configs)
    rule = config_rule("config" in spec, n_configs, settings.autotune_effort,
                       settings.force_autotune)
    if rule == "given":
        config = helion.Config(**spec["config"])
    else:
        # What Helion runs on a first call: the decorator's or the default
        # configuration, else its autotuner's, on these inputs.
        bound.ensure_config_exists(tuple(inputs))
        config = bound._config
    note = config_note(rule, dict(config), settings.autotune_effort, n_configs)
    code = bound.to_triton_code(config)
    compiled = bound.compile_config(config)
    launches = []

    def recorder(triton_kernel, grid, *args, num_warps, num_stages, **kw):
        launches.append((triton_kernel, tuple(grid), args, num_warps, num_stages))
        return default_launcher(triton_kernel, grid, *args, num_warps=num_warps,
                                num_stages=num_stages, **kw)

    result = compiled(*inputs, _launcher=recorder)
    torch.cuda.synchronize()
    if len(launches) != 1:
        raise Refused("%s launched %d kernels; kopt imports Helion functions that launch "
                      "one" % (spec["kernel"], len(launches)))
    results = list(result) if isinstance(result, (tuple, list)) else [result]
    expected = reference(*[x.clone() for x in inputs])
    expected = list(expected) if isinstance(expected, (tuple, list)) else [expected]
    if len(expected) != len(results):
        raise Refused("the reference returns %d tensors, the kernel %d" % (
            len(expected), len(results)))
    for i, (r, e) in enumerate(zip(results, expected)):
        if not torch.allclose(r, e, rtol=TOLERANCE, atol=TOLERANCE):
            raise Refused("output %d differs from the reference beyond rtol = atol = %g "
                          "(max abs error %.3g)" % (i, TOLERANCE, (r - e).abs().max().item()))
    outputs = [{"name": "out" if len(results) == 1 else "out%d" % i,
                "shape": list(r.shape), "dtype": str(r.dtype).replace("torch.", "")}
               for i, r in enumerate(results)]
    fn, grid, args, num_warps, num_stages = launches[0]

    def same(a, b):
        return a.data_ptr() == b.data_ptr() and a.shape == b.shape and \
            a.stride() == b.stride() and a.dtype == b.dtype

    tagged = []
    for a in args:
        if isinstance(a, torch.Tensor):
            hit = [("input", t["name"]) for t, x in zip(spec["inputs"], inputs) if same(a, x)]
            hit += [("output", o["name"]) for o, r in zip(outputs, results) if same(a, r)]
            if len(hit) != 1:
                raise Refused("a tensor argument of %s is no input or returned output "
                              "(a scratch buffer or a view: not supported)" % fn.fn.__name__)
            tagged.append(hit[0])
        elif isinstance(a, bool):
            tagged.append(("bool", a))
        elif isinstance(a, int):
            tagged.append(("int", a))
        elif isinstance(a, float):
            tagged.append(("float", a))
        else:
            tagged.append(("other", repr(a)))
    params = [(p.name, bool(p.is_constexpr)) for p in fn.params]
    launch = {"kernel": fn.fn.__name__, "grid": list(grid), "args": tagged,
              "num_warps": num_warps, "num_stages": num_stages}
    problem = problem_from_launch(spec, params, launch, outputs, note)
    return code, inspect.getsource(reference), problem


def main(argv):
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    try:
        code, ref, problem = capture(argv[1])
    except Refused as e:
        sys.stderr.write("%s: refused: %s\n" % (argv[1], e))
        return 1
    with open(argv[2], "w") as f:
        f.write(problem_file(code, ref, problem, os.path.basename(argv[1])))
    print("%s: %s written (%s, grid %s); import it with kopt_import.py --triton %s" % (
        argv[1], argv[2], problem["kernel"], problem["grid"], argv[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
