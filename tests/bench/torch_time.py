#!/usr/bin/env python3
"""The model-timing half of `make bench-gpu`: for each problem of a recorded
live run, kopt's baseline model time (the median of the run's
`baseline.model` do_bench samples) next to torch.compile's time of the same
module, compiled in the problem's recorded mode and cuDNN float32 math under
torch.no_grad() (the importer's compiled_module and torch_compile_times), from
triton.testing.do_bench(..., warmup=25, rep=100, return_mode="median").

    python3 tests/bench/torch_time.py RUN.kopt MODULES_DIR

The module of a problem is MODULES_DIR/<manifest name>.py (KernelBench form).
Prints a table and the worst ratio; the target is within +-3 %.
"""
import json
import os
import sqlite3
import statistics
import sys


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "datasets", "importer"))
import kopt_import  # noqa: E402  (compiled_module, torch_compile_times)


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__.split("\n\n")[1])
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
        mode = (m.get("torch") or {}).get("compile_mode") or "default"
        # torch runs the convolutions in the float32 math the problem records.
        precision = (m.get("torch") or {}).get("cudnn_fp32_precision")
        if precision in ("ieee", "tf32"):
            kopt_import.set_cudnn_fp32(precision)
        compiled, _, inputs = kopt_import.compiled_module(path, mode)
        tms, gms = kopt_import.torch_compile_times(compiled, inputs)
        if gms is None:
            gms = float("nan")
        r = kms / tms
        worst = max(worst, abs(r - 1))
        print("| %s | %.4f (%d) | %.4f | %.3f | %.4f | %.3f |" % (pid, kms, n, tms, r, gms,
                                                                kms / gms))
    print("model timing: worst |kopt/torch - 1| = %.1f %% (target <= 3 %%)" % (100 * worst))


if __name__ == "__main__":
    main()
