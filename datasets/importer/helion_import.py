"""Helion kernels enter kopt through the Triton code Helion generates.

    python3 datasets/importer/helion_import.py [--configs CONFIGS.json] FILE.py OUT.py
    python3 datasets/importer/helion_import.py --save-configs CONFIGS.json OUT.py.config.json...
    python3 datasets/importer/helion_import.py --overrides

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
effort set (full by default: minutes a kernel; quick is shorter), with
host_tensor_descriptors held off (added to HELION_AUTOTUNE_CONFIG_OVERRIDES,
a key set there winning: a TMA descriptor built on the host is no argument
kopt can pass; `helion_import.py --overrides` prints what is held).  OUT.py's
problem name, and so the manifest's, records the configuration and how it
was chosen (`config_rule`, `config_note`).  An autotune is slow (minutes) and
not repeatable (the autotuner draws a random seed), so its result is kept:
OUT.py.config.json is written as soon as it ends (with what it was chosen
on: the SHA-256 of FILE.py, Helion's version, the GPU's name, the effort and
the overrides), `--save-configs` adds such files to a configurations file,
and `--configs` takes a configurations file's entry for KOPT_HELION's id
instead of autotuning, when every one of those is the same here (else it
autotunes, saying which differs).  datasets/tutorials/helion-configs.json is
the tutorials' (import_tutorials.sh --helion-configs).

The kernel is then run once on the inputs (seed 0) with a launcher that
records the launch Helion really makes (the @triton.jit kernel, grid,
arguments, num_warps, num_stages, and any other launch option) and then
makes it; a function that launches other than one kernel, or one whose
launch needs an option beyond num_warps and num_stages (maxnreg, a
cooperative grid, PDL, num_ctas above 1, ...: launch_options_refusal), is
refused.  The result is compared with
the reference at rtol = atol = 1e-4.

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


# What kopt cannot launch, kept out of Helion's autotuning: a configuration
# with host_tensor_descriptors builds TMA descriptors on the host and passes
# them as kernel arguments, which are no kopt buffer (FORMAT.md: pointers,
# integers and floats).  With it off, a tensor-descriptor indexing builds its
# descriptors on the device, in the global scratch kopt allocates.  On the
# H200 Helion 1.5.0's quick autotune picked one for HT-bmm.
KOPT_OVERRIDES = {"host_tensor_descriptors": False}


def autotune_overrides(env_value):
    """HELION_AUTOTUNE_CONFIG_OVERRIDES with KOPT_OVERRIDES added, as JSON:
    the user's own (a JSON object, Helion's form) are kept, and a key they set
    themselves wins.  A value that is no JSON object is refused, naming it."""
    user = {}
    if env_value and env_value.strip():
        v = env_value.strip()
        if not v.startswith("{") and os.path.exists(v):
            with open(v) as f:
                v = f.read()
        try:
            user = json.loads(v)
        except ValueError:
            user = None
        if not isinstance(user, dict):
            raise Refused("HELION_AUTOTUNE_CONFIG_OVERRIDES %r is not a JSON object of "
                          "configuration keys" % env_value[:200])
    merged = dict(KOPT_OVERRIDES)
    merged.update(user)
    return json.dumps(merged, sort_keys=True)


def with_kopt_overrides(own):
    """A kernel's autotune_config_overrides (a dict) with KOPT_OVERRIDES'
    keys it does not set itself."""
    merged = dict(own)
    for key, value in KOPT_OVERRIDES.items():
        merged.setdefault(key, value)
    return merged


# The launch options Helion's launcher takes besides num_warps and
# num_stages, at the values that leave the launch as Triton's plain
# kernel[grid](..., num_warps, num_stages) makes it.  Helion 1.5.0's
# generated host code passes them where a configuration or the kernel asks
# (maxnreg, launch_cooperative_grid for a grid barrier, launch_pdl, the
# backend tunables such as num_ctas, the distributed helpers' _remote_* and
# _persistent_state_*, _minimum_resident_programs); kopt compiles and
# launches with num_warps and num_stages alone.
PLAIN_LAUNCH_OPTIONS = {"num_ctas": 1}   # an option whose plain value is not empty


def _plain(key, value):
    """Whether Helion's launcher option `key` at `value` leaves the launch plain:
    None or False, an empty int, tuple or string, or PLAIN_LAUNCH_OPTIONS'
    value (compared only as the int it is, never a tensor)."""
    if value is None or value is False:
        return True
    if key in PLAIN_LAUNCH_OPTIONS:
        return type(value) is int and value == PLAIN_LAUNCH_OPTIONS[key]
    return type(value) in (int, tuple, str) and not value


def launch_options_refusal(kernel, options):
    """None when the launch's other options (a dict of Helion's launcher
    keywords) leave it a plain launch, else why kopt cannot make it, naming
    them: such a kernel is not the one Helion runs once kopt drops them."""
    odd = sorted(k for k, v in options.items() if not _plain(k, v))
    if not odd:
        return None
    return ("Helion launches %s with %s, which kopt does not reproduce (it compiles and "
            "launches with num_warps and num_stages alone)" % (
                kernel, ", ".join("%s=%s" % (k, describe(options[k])) for k in odd)))


def describe(value):
    """An argument kopt cannot pass, as the refusal names it: itself when
    short (None, a string), else its type and shape, never a tensor's values."""
    shape = getattr(value, "shape", None)
    text = str(value)
    if shape is None and len(text) <= 80:
        return text
    name = type(value).__name__
    block = getattr(value, "block_shape", None)
    return "a %s%s%s" % (name, " of shape %s" % list(shape) if shape is not None else "",
                         ", block %s" % list(block) if block is not None else "")


def same_bytes(a, b):
    """Whether kernel argument a is tensor b's memory as kopt's buffer of b
    holds it: b itself (the same start, shape, strides and dtype), or a
    contiguous view of all of a contiguous b (the same bytes in the same
    order: HT-geglu's and HT-swiglu's examples flatten their inputs and
    output with view(-1) before their kernel)."""
    if a.data_ptr() != b.data_ptr() or a.dtype != b.dtype:
        return False
    if tuple(a.shape) == tuple(b.shape) and tuple(a.stride()) == tuple(b.stride()):
        return True
    return a.is_contiguous() and b.is_contiguous() and a.numel() == b.numel()


CONFIGS_FORMAT = "kopt-helion-configs/1"


def read_configs(path):
    """A configurations file (datasets/tutorials/helion-configs.json's form):
    {"format": CONFIGS_FORMAT, "configs": {ID: entry}}, each entry as
    config_entry writes it.  A file that is not one is refused, naming it."""
    try:
        with open(path) as f:
            table = json.load(f)
    except (OSError, ValueError) as e:
        raise Refused("configurations file %s: %s" % (path, e))
    if not isinstance(table, dict) or table.get("format") != CONFIGS_FORMAT or \
            not isinstance(table.get("configs"), dict):
        raise Refused("configurations file %s: not a %s file (a \"format\" and a "
                      "\"configs\" object)" % (path, CONFIGS_FORMAT))
    for key, e in table["configs"].items():
        missing = [k for k in ENTRY_KEYS if not isinstance(e, dict) or k not in e]
        if missing:
            raise Refused("configurations file %s: %s lacks %s" % (path, key,
                                                                  ", ".join(missing)))
    return table


ENTRY_KEYS = ("example_sha256", "config", "helion", "gpu", "effort", "overrides")


def config_entry(example_sha256, config, helion_version, gpu, effort, overrides):
    """What an autotune is kept as: the configuration and everything Helion
    chose it on (the example's text, Helion, the GPU, the effort and what
    the autotuner held fixed)."""
    return {"example_sha256": example_sha256, "config": config, "helion": helion_version,
            "gpu": gpu, "effort": effort, "overrides": overrides}


def kept_config(table, problem_id, now):
    """(entry, why): the configurations file's entry for problem_id when it
    was autotuned on what `now` (a config_entry without its config) says
    this import would autotune on, else (None, why not).  A configuration
    autotuned on another GPU, Helion, effort, overrides or text of the
    example is not the one Helion would choose here, so it is not used."""
    e = (table or {}).get("configs", {}).get(problem_id)
    if e is None:
        return None, "no kept configuration for %s" % problem_id
    for key, what in (("example_sha256", "the example's text"), ("helion", "Helion"),
                      ("gpu", "the GPU"), ("effort", "the autotuning effort"),
                      ("overrides", "the autotuner's overrides")):
        if e[key] != now[key]:
            return None, "the kept configuration of %s was autotuned with another %s " \
                "(%s, here %s)" % (problem_id, what, json.dumps(e[key], sort_keys=True),
                                   json.dumps(now[key], sort_keys=True))
    return e, "kept"


def merge_configs(table, entries):
    """The configurations file with entries ({ID: entry}) added or replacing
    the same ID's, as text: one line an entry, sorted (diffs show which
    configuration changed)."""
    configs = dict((table or {}).get("configs", {}))
    configs.update(entries)
    rows = ["  %s: %s" % (json.dumps(k), json.dumps(configs[k], sort_keys=True))
            for k in sorted(configs)]
    return '{\n "format": %s,\n "configs": {\n%s\n }\n}\n' % (
        json.dumps(CONFIGS_FORMAT), ",\n".join(rows))


def config_note(rule, config, effort, n_configs, kept=None):
    """The words the problem's name keeps: the rule and the configuration
    (a dict of helion.Config's keywords); for "kept", the entry of the
    configurations file it came from (kept_config)."""
    if rule == "kept":
        return "autotuned by Helion %s, effort %s, on %s, kept in %s: %s" % (
            kept["helion"], kept["effort"], kept["gpu"], kept["file"],
            json.dumps(config, sort_keys=True, default=str))
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


def check_spec(spec):
    """KOPT_HELION's keys, id and level, refused before anything runs (an
    autotune takes minutes: a misspelt key is found before it, not after)."""
    import re
    for k in spec:
        if k not in KEYS:
            raise Refused("%s: unknown key %r (known: %s)" % (SPEC, k, ", ".join(KEYS)))
    for k in REQUIRED:
        if k not in spec:
            raise Refused("%s: %r is required" % (SPEC, k))
    if not isinstance(spec["id"], str) or not re.fullmatch(r"[A-Za-z0-9._-]+", spec["id"]):
        raise Refused("%s.id: expected letters, digits, '.', '_' or '-', not %r" % (
            SPEC, spec["id"]))
    if spec["level"] not in (1, 2, 3) or isinstance(spec["level"], bool):
        raise Refused("%s.level: expected 1, 2 or 3, not %r" % (SPEC, spec["level"]))


def problem_from_launch(spec, params, launch, outputs, source_note):
    """The KOPT_PROBLEM of one recorded launch.

    spec: KOPT_HELION.  params: [(name, is_constexpr)] of the @triton.jit
    kernel, in order.  launch: {"kernel": its name, "grid": [ints],
    "args": [("input", NAME) | ("output", NAME) | ("int", V) | ("float", V)
    | ("bool", V) | ("other", REPR)] in parameter order, "num_warps", "num_stages"}.
    outputs: [{"name", "shape", "dtype"}] the function returned, in order.
    source_note: how the configuration was chosen (kept in the problem's name
    when the spec gives none)."""
    check_spec(spec)
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
                              launch["kernel"], name, describe(value)))
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

def helion_version():
    import importlib.metadata
    return importlib.metadata.version("helion")


def capture(path, configs=None, configs_path=None, on_tuned=None):
    """(Helion's generated module text, the reference's source, KOPT_PROBLEM).
    configs: a configurations file's table (read_configs), whose entry for
    the example is used instead of autotuning when it was autotuned on the
    same; on_tuned(id, entry) is called with KOPT_HELION's id and the
    config_entry of an autotune as soon as it ends, before anything that
    may refuse the kernel."""
    import hashlib
    import importlib.util
    import inspect
    import torch
    # Before Helion reads it (its Settings, when the example's kernel is made).
    os.environ["HELION_AUTOTUNE_CONFIG_OVERRIDES"] = autotune_overrides(
        os.environ.get("HELION_AUTOTUNE_CONFIG_OVERRIDES"))
    import helion
    from helion.runtime import default_launcher

    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    mspec = importlib.util.spec_from_file_location("kopt_helion_input", path)
    mod = importlib.util.module_from_spec(mspec)
    mspec.loader.exec_module(mod)
    spec = getattr(mod, SPEC, None)
    if not isinstance(spec, dict):
        raise Refused("%s: no %s dict" % (path, SPEC))
    check_spec(spec)
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
    # The decorator's own autotune_config_overrides replace the environment's
    # in Helion (HT-matmul's example sets some): KOPT_OVERRIDES join them too.
    if isinstance(settings.autotune_config_overrides, dict):
        settings.autotune_config_overrides = with_kopt_overrides(
            settings.autotune_config_overrides)
    overrides = json.loads(json.dumps(settings.autotune_config_overrides, default=str))
    kept = now = None
    if rule == "autotune":     # what an autotune here would be chosen on
        with open(path, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        now = config_entry(sha, None, helion_version(), torch.cuda.get_device_name(),
                           settings.autotune_effort, overrides)
    if now is not None and configs is not None:
        kept, why = kept_config(configs, spec.get("id"), now)
        if kept is None:
            sys.stderr.write("helion_import.py: %s; autotuning\n" % why)
        else:
            rule = "kept"
            kept = dict(kept, file=os.path.basename(configs_path or "the configurations file"))
    if rule == "given":
        config = helion.Config(**spec["config"])
    elif rule == "kept":
        config = helion.Config(**kept["config"])
    else:
        # What Helion runs on a first call: the decorator's or the default
        # configuration, else its autotuner's, on these inputs.
        bound.ensure_config_exists(tuple(inputs))
        config = bound._config
    note = config_note(rule, dict(config), settings.autotune_effort, n_configs, kept)
    if rule == "autotune" and on_tuned is not None:
        on_tuned(spec["id"], dict(now, config=json.loads(json.dumps(dict(config), default=str))))
    code = bound.to_triton_code(config)
    compiled = bound.compile_config(config)
    launches = []

    def recorder(triton_kernel, grid, *args, num_warps, num_stages, **kw):
        launches.append((triton_kernel, tuple(grid), args, num_warps, num_stages, dict(kw)))
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
    fn, grid, args, num_warps, num_stages, options = launches[0]
    why = launch_options_refusal(fn.fn.__name__, options)
    if why:
        raise Refused(why)

    tagged = []
    for a in args:
        if isinstance(a, torch.Tensor):
            hit = [("input", t["name"]) for t, x in zip(spec["inputs"], inputs) if same_bytes(a, x)]
            hit += [("output", o["name"]) for o, r in zip(outputs, results) if same_bytes(a, r)]
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


def save_configs(path, entry_files):
    """--save-configs FILE ENTRY.json...: the autotunes' entries (the
    OUT.py.config.json files an import writes) added to the configurations
    file FILE (created when missing), replacing the same ids'."""
    table = read_configs(path) if os.path.exists(path) else None
    entries = {}
    for name in entry_files:
        try:
            with open(name) as f:
                e = json.load(f)
            if not isinstance(e.get("id"), str) or \
                    any(k not in e.get("entry", {}) for k in ENTRY_KEYS):
                raise ValueError("not an autotune's entry (id, entry with %s)"
                                 % ", ".join(ENTRY_KEYS))
        except (OSError, ValueError, AttributeError) as err:
            sys.stderr.write("helion_import.py: refused: %s: %s\n" % (name, err))
            return 1
        entries[e["id"]] = e["entry"]
    text = merge_configs(table, entries)
    tmp = "%s.tmp-%d" % (path, os.getpid())
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)
    print("%s: %d configurations (%s)" % (path, len(json.loads(text)["configs"]),
                                          ", ".join(sorted(entries)) or "none added"))
    return 0


def main(argv):
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0
    if len(argv) == 2 and argv[1] == "--overrides":
        # What Helion's autotuner is told to keep fixed, as capture() sets it
        # (import_tutorials.sh keys a kept autotune on it).
        try:
            print(autotune_overrides(os.environ.get("HELION_AUTOTUNE_CONFIG_OVERRIDES")))
        except Refused as e:
            sys.stderr.write("helion_import.py: refused: %s\n" % e)
            return 1
        return 0
    if len(argv) >= 3 and argv[1] == "--save-configs":
        try:
            return save_configs(argv[2], argv[3:])
        except Refused as e:
            sys.stderr.write("helion_import.py: refused: %s\n" % e)
            return 1
    configs = configs_path = None
    if len(argv) == 5 and argv[1] == "--configs":
        configs_path = argv[2]
        argv = argv[:1] + argv[3:]
        try:
            configs = read_configs(configs_path)
        except Refused as e:
            sys.stderr.write("helion_import.py: refused: %s\n" % e)
            return 1
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2

    def on_tuned(pid, entry):     # kept even if the import then refuses the kernel
        with open(argv[2] + ".config.json", "w") as f:
            json.dump({"id": pid, "entry": entry}, f, indent=1, sort_keys=True)
        print("%s: Helion's autotuned configuration written to %s.config.json" % (
            argv[1], argv[2]))

    try:
        code, ref, problem = capture(argv[1], configs, configs_path, on_tuned)
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
