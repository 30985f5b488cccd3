#!/usr/bin/env python3
"""Synthetic problem folders at the paper's scale for `make bench`: by
default 250 (100 level 1, 100 level 2, 50 level 3), each with one to three
generated Triton kernels in Inductor's form, several kilobytes of source
each, level-2 and level-3 ones after an extern mm.  Core-only manifests
(datasets/FORMAT.md): the CPU test double answers for them.  Deterministic.

    python3 tests/bench/synth_problems.py OUT_DIR [N]
"""
import json
import os
import random
import sys

FAMILIES = ["MLP", "ResNet", "DenseNet", "MobileNet/EffNet", "ViT / Swin / CViT",
            "U-Net/NetVLAD/SSM", "VGG/AlexNet", "Inception/Squeeze", "Shuffle/RegNet",
            "RNN / GPT"]
CATS = {1: ["pointwise", "reduction", "norm", "pool"], 2: ["matmul", "conv", "pointwise"],
        3: ["matmul", "conv"]}


def kernel_source(name, kind, rnd):
    """An Inductor-like Triton kernel of a few kilobytes."""
    body = []
    for i in range(rnd.randint(25, 60)):
        body.append("    tmp%d = tmp%d * %0.6f + tl.full([1], %0.3f, tl.float32)  "
                    "# fused op %d of the graph" % (i + 1, i, rnd.random(), rnd.random(), i))
    if kind == "red":
        head = ("def %s(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, "
                "R0_BLOCK : tl.constexpr):\n"
                "    xoffset = tl.program_id(0) * XBLOCK\n"
                "    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]\n"
                "    xmask = xindex < xnumel\n"
                "    r0_base = tl.arange(0, R0_BLOCK)[None, :]\n"
                "    tmp0 = tl.load(in_ptr0 + (xindex), xmask, other=0.0)\n") % name
        tail = ("    tmp_sum = tl.sum(tmp%d, 1)[:, None]\n"
                "    tl.store(out_ptr0 + (xindex), tmp_sum, xmask)\n") % len(body)
    else:
        head = ("def %s(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
                "    xoffset = tl.program_id(0) * XBLOCK\n"
                "    xindex = xoffset + tl.arange(0, XBLOCK)[:]\n"
                "    xmask = xindex < xnumel\n"
                "    tmp0 = tl.load(in_ptr0 + (xindex), xmask)\n") % name
        tail = "    tl.store(out_ptr0 + (xindex), tmp%d, xmask)\n" % len(body)
    return ("import triton\nimport triton.language as tl\n\n"
            "from torch._inductor.runtime import triton_helpers, triton_heuristics\n"
            "from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math\n"
            "triton_helpers.set_driver_to_gpu()\n\n@triton.jit\n" + head +
            "\n".join(body) + "\n" + tail)


def problem(i, level, rnd, out):
    cat = rnd.choice(CATS[level])
    pid = "S%d-%03d-%s" % (level, i, cat)
    folder = os.path.join(out, pid)
    os.makedirs(folder, exist_ok=True)
    steps = []
    if level > 1:
        n = 1 << rnd.randint(20, 24)
        steps.append({"kind": "extern", "name": "mm_0", "op": "conv" if cat == "conv"
                      else "mm", "numel": n, "call": "extern_kernels.mm(...)"})
    for k in range(rnd.randint(1, 3)):
        kind = "red" if cat in ("reduction", "norm") and k == 0 else "poi"
        name = "triton_%s_fused_%s_%d" % (kind, cat, k)
        xnumel = 1 << rnd.randint(16, 24)
        src = kernel_source(name, kind, rnd)
        with open(os.path.join(folder, name + ".py"), "w") as f:
            f.write(src)
        cx = {"XBLOCK": 1 << rnd.randint(6, 10)}
        args = [{"name": "in_ptr0", "view": {"buffer": "buf0"}},
                {"name": "out_ptr0", "view": {"buffer": "buf1"}},
                {"name": "xnumel", "value": xnumel, "type": "i32"}]
        if kind == "red":
            cx["R0_BLOCK"] = 1 << rnd.randint(5, 9)
            args.insert(3, {"name": "r0_numel", "value": 1 << rnd.randint(8, 12),
                            "type": "i32"})
        steps.append({"kind": "kernel", "name": name, "lang": "triton", "entry": name,
                      "source_file": name + ".py",
                      "launch": {"grid": [max(1, xnumel // cx["XBLOCK"]), 1, 1],
                                 "num_warps": rnd.choice([2, 4, 8]), "num_stages": 1,
                                 "constexprs": cx},
                      "args": args})
    m = {"format": 1, "id": pid, "level": level, "name": "synthetic %s" % cat,
         "category": cat, "family": rnd.choice(FAMILIES) if level == 3 else None,
         "provenance": "kopt bench: synthetic problem, not a real model", "steps": steps}
    with open(os.path.join(folder, "manifest.json"), "w") as f:
        json.dump(m, f, indent=1)


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__.split("\n\n")[1])
    out, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 250
    rnd = random.Random(2609_30059)
    levels = [1] * (n * 2 // 5) + [2] * (n * 2 // 5)
    levels += [3] * (n - len(levels))
    for i, level in enumerate(levels):
        problem(i, level, rnd, out)


if __name__ == "__main__":
    main()
