#!/usr/bin/env python3
"""The model-timing half of `make bench-gpu`: for each problem of a recorded
live run, kopt's baseline model time (the median of the run's
`baseline.model` do_bench samples) next to torch.compile's time of the same
module, compiled in the problem's recorded mode under torch.no_grad(), from
triton.testing.do_bench(..., warmup=25, rep=100, return_mode="median").

    python3 tests/bench/torch_time.py RUN.kopt MODULES_DIR

The module of a problem is MODULES_DIR/<manifest name>.py (KernelBench form).
Prints a table and the worst ratio; the target is within +-3 %.
"""
import importlib.util
import json
import os
import sqlite3
import statistics
import sys


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__.split("\n\n")[1])
    import torch
    import triton.testing
    db = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
    problems = {}
    for sha, data in db.execute("SELECT b.sha256, b.data FROM problems p "
                                "JOIN blobs b ON b.id = p.manifest"):
        problems[sha] = json.loads(data if isinstance(data, str) else data.decode("utf-8"))
    kopt = {}
    for req, rep in db.execute("SELECT rq.data, rp.data FROM observations o "
                               "JOIN blobs rq ON rq.id = o.request "
                               "JOIN blobs rp ON rp.id = o.reply "
                               "WHERE o.site = 'baseline.model' AND o.status = 'ok'"):
        rq, rp = json.loads(req), json.loads(rep)
        kopt[problems[rq["problem"]]["id"]] = (problems[rq["problem"]],
                                                statistics.median(rp["samples_ms"]),
                                                len(rp["samples_ms"]))
    print("| problem | kopt baseline, median ms (samples) | torch.compile + do_bench median ms "
          "| kopt / torch | the same with do_bench_cudagraph, ms | kopt / that |")
    print("|---|---|---|---|---|---|")
    worst = 0.0
    for pid, (m, kms, n) in sorted(kopt.items()):
        path = os.path.join(sys.argv[2], m["name"] + ".py")
        spec = importlib.util.spec_from_file_location("bench_" + m["name"], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        torch.manual_seed(0)
        with torch.no_grad():
            model = mod.Model(*mod.get_init_inputs()).cuda().eval()
            inputs = [t.cuda() if isinstance(t, torch.Tensor) else t for t in mod.get_inputs()]
            mode = (m.get("torch") or {}).get("compile_mode") or "default"
            compiled = torch.compile(model, mode=None if mode == "default" else mode)
            compiled(*inputs)
            torch.cuda.synchronize()
            tms = triton.testing.do_bench(lambda: compiled(*inputs), warmup=25, rep=100,
                                          return_mode="median")
            # The same call replayed from a CUDA graph: GPU time without the
            # Python dispatch of torch.compile's wrapper, which do_bench
            # measures too when it exceeds the GPU time.
            try:
                gms = triton.testing.do_bench_cudagraph(lambda: compiled(*inputs), rep=100,
                                                        return_mode="median")
            except Exception as e:   # capture not possible for this model
                print("note: %s: do_bench_cudagraph failed: %s: %s"
                      % (pid, type(e).__name__, str(e)[:200]), file=sys.stderr)
                gms = float("nan")
        r = kms / tms
        worst = max(worst, abs(r - 1))
        print("| %s | %.4f (%d) | %.4f | %.3f | %.4f | %.3f |" % (pid, kms, n, tms, r, gms,
                                                                kms / gms))
    print("model timing: worst |kopt/torch - 1| = %.1f %% (target <= 3 %%)" % (100 * worst))


if __name__ == "__main__":
    main()
