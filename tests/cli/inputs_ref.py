"""Independent Python implementation of generator kopt-counter/1
(datasets/FORMAT.md), used to check `kopt inputs` bit for bit."""
import hashlib, json, struct, sys

M = (1 << 64) - 1


def splitmix64(z):
    z = (z + 0x9E3779B97F4A7C15) & M
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return z ^ (z >> 31)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def value(key, init, dtype, j):
    a = splitmix64((key + 2 * j) & M)
    d = init["dist"]
    if d == "randint":
        return int(init["lo"]) + a % (int(init["hi"]) - int(init["lo"]))
    u = f32((a >> 40) * 2.0 ** -24)
    if d == "randn":
        b = splitmix64((key + 2 * j + 1) & M)
        t = sum((a >> (16 * i)) & 0xFFFF for i in range(4)) + sum((b >> (16 * i)) & 0xFFFF for i in range(4))
        return f32(f32(2 * t - 524280) * float.fromhex("0x1.3988e2p-17"))
    if d == "rand":
        return u
    if d == "uniform":
        lo = f32(init["lo"])
        span = f32(f32(init["hi"]) - lo)
        return f32(lo + f32(span * u))
    # zeros, ones, const: the value rounded to float32 first (FORMAT.md),
    # truncated toward zero for an integer dtype.
    v = f32({"zeros": 0.0, "ones": 1.0}.get(d, init.get("value")))
    return int(v) if dtype.startswith(("int", "uint", "bool")) else v


def main(manifest, outdir, seed):
    m = json.load(open(manifest))
    idx = json.load(open(outdir + "/index.json"))
    files = {b["name"]: b for b in idx["buffers"]}
    checked = 0
    for b in m["buffers"]:
        if b["role"] not in ("input", "param"):
            continue
        key = int.from_bytes(hashlib.sha256(("kopt-inputs/1\n%d\n%s" % (seed, b["name"])).encode()).digest()[:8], "little")
        e = files[b["name"]]
        # A bool is one byte holding 0 or 1 (FORMAT.md).
        fmt = {"float32": "f", "float64": "d", "int32": "i", "int64": "q", "bool": "B"}[b["dtype"]]
        raw = open(outdir + "/" + e["file"], "rb").read()
        got = struct.unpack("<%d%s" % (e["storage"], fmt), raw)
        for j, g in enumerate(got):
            want = value(key, b["init"], b["dtype"], j)
            if g != want:
                sys.exit("%s[%d]: kopt wrote %r, the reference gives %r" % (b["name"], j, g, want))
        if b["init"]["dist"] == "randn":
            mean = sum(got) / len(got)
            var = sum((x - mean) ** 2 for x in got) / len(got)
            if abs(mean) > 0.05 or abs(var - 1) > 0.05:
                sys.exit("%s: randn mean %g variance %g" % (b["name"], mean, var))
        if b["init"]["dist"] == "uniform" and not all(b["init"]["lo"] - 1e-6 <= x < b["init"]["hi"] for x in got):
            sys.exit("%s: uniform value out of range" % b["name"])
        checked += len(got)
    print("checked %d elements" % checked)


main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
