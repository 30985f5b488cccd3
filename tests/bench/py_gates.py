#!/usr/bin/env python3
"""The Python/torch path of `make bench-gpu`: gate 2's checks (as kopt's GPU
backend does them) done in Python with torch and Triton, on the candidates of
a recorded live run, timed beside kopt's own recorded check latencies.

    python3 tests/bench/py_gates.py RUN.kopt

For every `gate2.check` observation of the run (one candidate each): the
baseline kernel and the candidate are compiled with kopt's Triton helper
(compile time is not counted, as kopt's compile is a separate observation),
launched once to load them, and then timed doing what kopt's check does, for
each of the seeds of the request: inputs generated on the device for the seed,
every other buffer poisoned, guard bands around every buffer filled, the steps
before the kernel run (cuBLAS mm through torch), the in-place buffers
snapshotted, the baseline kernel run and its outputs kept, the written buffers
restored and write-only ones poisoned, the read-only inputs snapshotted, the
candidate launched, the device synchronized, then: elements left unwritten,
NaN and Inf counted, the allclose tolerance needed (max |a-b|/(1+|b|)), guard
bytes checked, inputs checked unchanged.  The input values differ from kopt's
(torch's generator, not kopt-counter/1); the work does not.

Prints one line per candidate and a summary: kopt's median check time, the
Python path's median, and their ratio.
"""
import json
import os
import sqlite3
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "harness", "gpu"))
import triton_helper  # noqa: E402

GUARD = 4096          # bytes of guard band before and after every buffer
POISON = 0x7FC0DEAD   # float32 quiet NaN with a payload, as kopt's
GUARD_BYTE = 0xA5


def blob(db, sha=None, rowid=None):
    if sha is not None:
        row = db.execute("SELECT data FROM blobs WHERE sha256 = ?", (sha,)).fetchone()
    else:
        row = db.execute("SELECT data FROM blobs WHERE id = ?", (rowid,)).fetchone()
    data = row[0]
    return json.loads(data if isinstance(data, str) else data.decode("utf-8"))


class Buffers:
    """Every buffer of a problem in a uint8 allocation with guard bands."""

    def __init__(self, torch, manifest):
        self.torch = torch
        self.m = manifest
        self.raw, self.data = {}, {}
        dt = {"float32": torch.float32, "float64": torch.float64, "int64": torch.int64,
              "int32": torch.int32}
        for b in manifest["buffers"]:
            esz = torch.empty(0, dtype=dt[b["dtype"]]).element_size()
            storage = b.get("offset", 0) + 1 + sum((s - 1) * st for s, st in
                                                   zip(b["shape"], b["strides"]))
            raw = torch.empty(GUARD * 2 + storage * esz, dtype=torch.uint8, device="cuda")
            self.raw[b["name"]] = (raw, storage * esz)
            self.data[b["name"]] = raw[GUARD:GUARD + storage * esz].view(dt[b["dtype"]])
        self.bufs = {b["name"]: b for b in manifest["buffers"]}

    def view(self, v):
        b = self.bufs[v["buffer"]]
        return self.data[v["buffer"]].as_strided(v.get("shape", b["shape"]),
                                                  v.get("strides", b["strides"]),
                                                  v.get("offset", b.get("offset", 0)))

    def prepare(self, seed):
        torch = self.torch
        g = torch.Generator(device="cuda")
        for i, (name, b) in enumerate(self.bufs.items()):
            raw, n = self.raw[name]
            raw[:GUARD].fill_(GUARD_BYTE)
            raw[GUARD + n:].fill_(GUARD_BYTE)
            d = self.data[name]
            if b["role"] in ("input", "param"):
                g.manual_seed(seed * 1000003 + i)
                init = b["init"]
                if not d.is_floating_point():
                    d.copy_(torch.randint(int(init.get("lo", 0)), int(init.get("hi", 2)),
                                          d.shape, generator=g, device="cuda"))
                elif init["dist"] == "randn":
                    d.copy_(torch.randn(d.shape, generator=g, device="cuda", dtype=d.dtype))
                else:
                    lo, hi = init.get("lo", 0.0), init.get("hi", 1.0)
                    d.uniform_(lo, hi, generator=g)
            elif d.dtype == torch.float32:
                d.view(torch.int32).fill_(POISON)
            else:
                raw[GUARD:GUARD + n].fill_(0xDE)

    def guard_damage(self, name):
        raw, n = self.raw[name]
        return int((raw[:GUARD] != GUARD_BYTE).sum()) + int((raw[GUARD + n:] != GUARD_BYTE).sum())


def kernel_args(bufs, step):
    args = []
    for a in step["args"]:
        if "view" in a:
            args.append(bufs.view(a["view"]))
        else:
            args.append(a["value"])
    return args


def launch(kernel, params, bufs, step, launch_cfg):
    by_name = {a["name"]: a for a in step["args"]}
    args = []
    for name, const in params:   # the launcher's order, constexprs included
        if const is not None:
            args.append(const)
            continue
        a = by_name[name]
        args.append(bufs.view(a["view"]) if "view" in a else a["value"])
    grid = list(launch_cfg.get("grid") or step["launch"]["grid"])
    gt = step["launch"].get("grid_type")
    dims = {"Grid1D": 1, "Grid2D": 2, "Grid3D": 3}.get(gt, 0)
    cx = launch_cfg.get("constexprs", {})
    for d, (nm, blk) in enumerate((("xnumel", "XBLOCK"), ("ynumel", "YBLOCK"),
                                   ("znumel", "ZBLOCK"))[:dims]):
        n = by_name[nm]["value"] if nm in by_name else 1
        k = cx.get(blk, 1)
        grid[d] = (n + k - 1) // k
    kernel[tuple(grid)](*args)


def run_extern(torch, bufs, step):
    a = step["args"]
    if step["op"] in ("mm", "bmm"):
        (torch.mm if step["op"] == "mm" else torch.bmm)(bufs.view(a["a"]), bufs.view(a["b"]),
                                                        out=bufs.view(a["out"]))
    elif step["op"] == "addmm":
        torch.addmm(bufs.view(a["bias"]), bufs.view(a["a"]), bufs.view(a["b"]),
                    beta=a.get("beta", 1), alpha=a.get("alpha", 1), out=bufs.view(a["out"]))
    else:
        raise SystemExit("py_gates: vendor op %s not run by this script" % step["op"])


def compile_for(manifest, step, content):
    launch_cfg = content["launch"]
    req = {"source": content["source"], "entry": content["entry"],
           "triton_meta": step["triton_meta"], "num_warps": launch_cfg.get("num_warps", 4),
           "num_stages": launch_cfg.get("num_stages", 1),
           "constexprs": launch_cfg.get("constexprs", {})}
    kernel, _, launcher = triton_helper.compile_kernel(req)
    return kernel, launcher


def check(torch, bufs, manifest, si, k0, p0, l0, k1, p1, l1, seeds):
    """kopt's gpu_check_subkernel (harness/gpu/gpu_check.c) in torch; returns the per-seed results."""
    steps = manifest["steps"]
    step = steps[si]
    written = [a["view"]["buffer"] for a in step["args"]
               if "view" in a and a["name"].startswith(("out_ptr", "in_out_ptr"))]
    inplace = {a["view"]["buffer"] for a in step["args"]
               if "view" in a and a["name"].startswith("in_out_ptr")}
    reads = [a["view"]["buffer"] for a in step["args"]
             if "view" in a and a["view"]["buffer"] not in written]
    results = []
    for seed in seeds:
        bufs.prepare(seed)
        for s in steps[:si]:
            if s["kind"] == "extern":
                run_extern(torch, bufs, s)
            else:
                raise SystemExit("py_gates: a kernel before the step is not run here")
        snap = {b: bufs.data[b].clone() for b in written if b in inplace}
        launch(k0, p0, bufs, step, l0)
        ref = {b: bufs.data[b].clone() for b in written}
        for b in written:
            if b in inplace:
                bufs.data[b].copy_(snap[b])
            else:
                bufs.data[b].view(torch.int32).fill_(POISON)
        insnap = {b: bufs.data[b].clone() for b in reads}
        launch(k1, p1, bufs, step, l1)
        torch.cuda.synchronize()
        r = {"seed": seed, "inputs_changed": sum(not torch.equal(bufs.data[b], insnap[b])
                                                 for b in reads), "outputs": []}
        for b in written:
            a, y = bufs.data[b], ref[b]
            unwritten = int((a.view(torch.int32) == POISON).sum()) if b not in inplace else 0
            nan, inf = int(torch.isnan(a).sum()), int(torch.isinf(a).sum())
            ok = ~(torch.isnan(a) | torch.isnan(y))
            tol = float(((a - y).abs() / (1 + y.abs()))[ok].max()) if ok.any() else 0.0
            r["outputs"].append({"name": b, "unwritten": unwritten, "nan": nan, "inf": inf,
                                 "allclose_min_tol": tol, "oob_writes": bufs.guard_damage(b)})
        results.append(r)
    return results


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__.split("\n\n")[1])
    import torch
    db = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
    rows = db.execute("SELECT o.request, o.reply, o.latency_ms, o.status FROM observations o "
                      "WHERE o.site = 'gate2.check' ORDER BY o.seq").fetchall()
    problems = {}
    for sha, data in db.execute("SELECT b.sha256, b.data FROM problems p "
                                "JOIN blobs b ON b.id = p.manifest"):
        problems[sha] = json.loads(data if isinstance(data, str) else data.decode("utf-8"))
    per_problem = {}
    cache = {}
    kopt_ms, py_ms = [], []
    for req_id, _rep_id, latency, status in rows:
        if status != "ok":
            continue
        req = blob(db, rowid=req_id)
        m = problems[req["problem"]]
        si = [i for i, s in enumerate(m["steps"]) if s["name"] == req["step"]][0]
        step = m["steps"][si]
        if m["id"] not in cache:
            cache[m["id"]] = Buffers(torch, m)
        bufs = cache[m["id"]]
        base = {"source": step["source"], "entry": step["entry"], "launch": step["launch"]}
        cand = blob(db, sha=req["candidate"])
        k0, p0 = compile_for(m, step, base)
        k1, p1 = compile_for(m, step, cand)
        # Load both modules (first launches), outside the timing.
        check(torch, bufs, m, si, k0, p0, base["launch"], k1, p1, cand["launch"], [0])
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        check(torch, bufs, m, si, k0, p0, base["launch"], k1, p1, cand["launch"],
              req["seeds"])
        torch.cuda.synchronize()
        ms = (time.perf_counter() - t0) * 1e3
        kopt_ms.append(latency)
        py_ms.append(ms)
        per_problem.setdefault(m["id"], []).append((latency, ms))
        print("candidate %.12s of %-20s kopt %7.2f ms  python %7.2f ms  (%.1fx)"
              % (req["candidate"], m["id"], latency, ms, ms / latency))
    if not kopt_ms:
        raise SystemExit("py_gates: %s has no gate2.check observations" % sys.argv[1])
    print()
    print("| problem | candidates | kopt gate-2 check, median ms | Python/torch, median ms | ratio |")
    print("|---|---|---|---|---|")
    for pid, v in sorted(per_problem.items()):
        k = statistics.median(x[0] for x in v)
        p = statistics.median(x[1] for x in v)
        print("| %s | %d | %.2f | %.2f | %.1fx |" % (pid, len(v), k, p, p / k))
    k, p = statistics.median(kopt_ms), statistics.median(py_ms)
    print("| all | %d | %.2f | %.2f | %.1fx |" % (len(kopt_ms), k, p, p / k))
    print("gate checks per candidate: kopt %.2f ms, Python/torch %.2f ms: kopt %.1fx faster "
          "(target >= 5x)" % (k, p, p / k))


if __name__ == "__main__":
    main()
