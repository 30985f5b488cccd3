# datasets/manifest.schema.json accepts every manifest in the repository, and
# both it and kopt's loader refuse the same broken manifests.
. "$OLDPWD/tests/cli/lib.sh"
python3 - "$OLDPWD" <<'PY'
import glob, json, sys, copy
import jsonschema
root = sys.argv[1]
schema = json.load(open(root + "/datasets/manifest.schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
files = sorted(glob.glob(root + "/datasets/problems/*/manifest.json") +
               glob.glob(root + "/datasets/problems/*/float64/manifest.json") +
               glob.glob(root + "/tests/fixtures/*/*/float64/manifest.json") +
               glob.glob(root + "/tests/fixtures/*/*/manifest.json") +
               glob.glob(root + "/tests/gpu/fixtures/*/manifest.json"))
assert len(files) >= 14, files
for f in files:
    errs = sorted(v.iter_errors(json.load(open(f))), key=str)
    assert not errs, (f, errs[0].message)
base = json.load(open(root + "/tests/fixtures/full/gemm-relu/manifest.json"))
bad = [
    ("level", lambda m: m.__setitem__("level", 7)),
    ("dtype", lambda m: m["buffers"][0].__setitem__("dtype", "float8")),
    ("init", lambda m: m["buffers"][1].pop("init")),
    ("arg type", lambda m: m["steps"][1]["args"][2].__setitem__("type", "u8")),
    ("num_warps", lambda m: m["steps"][1]["launch"].__setitem__("num_warps", 64)),
]
for what, edit in bad:
    m = copy.deepcopy(base)
    edit(m)
    assert list(v.iter_errors(m)), "schema accepted a bad " + what
    import os
    d = "bad-" + what.replace(" ", "_")
    os.makedirs(d, exist_ok=True)
    json.dump(m, open(d + "/manifest.json", "w"))
    os.system("cp %s/tests/fixtures/full/gemm-relu/k.py %s/" % (root, d))
print("schema: %d manifests valid, %d broken ones refused" % (len(files), len(bad)))
PY
# kopt refuses each for the same field.
while IFS='|' read -r d why; do
	expect 1 "$KOPT" inputs "$d" --seed 0 --out x
	has err "kopt inputs: $d/manifest.json: $why"
done <<'EOF'
bad-level|level: expected 1, 2 or 3
bad-dtype|buffers[0].dtype: expected float32, float64, float16, bfloat16, int32, int64, int8, uint8 or bool
bad-init|buffers[1].init: an input needs a distribution
bad-arg_type|steps[1].args[2].type: expected i32, i64, fp32 or fp64
bad-num_warps|steps[1].launch.num_warps: expected an integer in [1, 32]
EOF
[ "$(ls -d bad-* | wc -l)" = 5 ] || die "the schema check wrote other broken manifests: $(ls -d bad-*)"
