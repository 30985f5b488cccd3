# Inductor-aware synthesis (--synthesize, PAPER_NOTES 2.3) on the test
# double with the scripted synthesizer: the fixture's two adjacent kernels
# (a ReLU into buf0, then 2 * buf0 + x) form group fuse_0; the synthesizer
# fuses them (the intermediate kept in a register), the fused kernel passes
# the synthesis check (its own gate, seeds 0 and 42; under the default
# synthesis.reference = eager on the model's outputs, t_synthesis_reference
# tells the two references apart) and is the start of the
# group's search; the run replays identically.  A copy whose second kernel
# reads buf0 at another index cannot be fused by vertical fusion: every
# attempt (K = 4) is recorded as failed, and the two kernels are searched
# one by one.  A model synthesizer (the openai backend, a loopback server)
# is asked with its own prompt template.  Without the flag nothing of this
# happens.
. "$OLDPWD/tests/cli/lib.sh"
F=$OLDPWD/tests/fixtures/full/relu-scale
expect 0 "$KOPT" run -q -o syn.kopt --backend "$DOUBLE" -T 2 --synthesize "$F"
expect 0 "$KOPT" replay syn.kopt -q
has out "replay of run 1 in syn.kopt: identical"
python3 - <<'PY' || die "synthesized run"
import json, sqlite3
db = sqlite3.connect("syn.kopt")
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
syn, = o["synthesis"]
assert syn["group"] == "fuse_0" and syn["passed"] and syn["attempts"] == 1, syn
assert syn["steps"] == ["triton_poi_fused_relu_0", "triton_poi_fused_add_mul_1"], syn
assert list(o["subkernels"]) == ["fuse_0"], o["subkernels"]
assert o["subkernels"]["fuse_0"]["steps"] == syn["steps"], o["subkernels"]
blob = lambda i: json.loads(db.execute("select data from blobs where id=?", (i,)).fetchone()[0])
sha = lambda h: json.loads(db.execute("select data from blobs where sha256=?", (h,)).fetchone()[0])
src = sha(syn["kernel"])["source"]
assert "def kopt_fused(in_ptr0, out_ptr0, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):" in src, src
assert src.count("tl.load(") == 2 and src.count("tl.store(") == 1, src   # buf0 never written
# The synthesis check: its own gate at 1e-4 on seeds 0 and 42.
g = db.execute("select passed, detail from gate_results where gate='synthesis'").fetchall()
assert len(g) == 1 and g[0][0] == 1 and "rtol = atol = 0.0001" in g[0][1], g
# Requests about the group name its steps; the model checks carry them too
# (the synthesis check of the model's outputs among them).
for (site, r) in db.execute("select site, request from observations where step like '%fuse_0%'"):
    q = blob(r)
    if q.get("scope") == "model":
        assert site == "synthesis.model" and q["groups"] == {"fuse_0": syn["steps"]}, (site, q)
    else:
        assert q.get("steps") == syn["steps"], (site, q)
chk = [blob(r) for (r,) in db.execute("select request from observations where site='gate3.check'")]
assert chk and all(q["groups"] == {"fuse_0": syn["steps"]} for q in chk if "fuse_0" in q["substitutions"]), chk
print("synthesized: %.4f ms unfused, %.4f ms fused; outcome %s %.2fx" % (
    syn["baseline_ms"], syn["synthesized_ms"], o["status"], o["speedup"]))
PY
# A second kernel that reads buf0 one element further on: no vertical fusion.
cp -r "$F" shifted
sed -i 's/tmp0 = tl.load(in_ptr0 + (x0), xmask)/tmp0 = tl.load(in_ptr0 + (x0 + 1), xmask)/' shifted/k2.py
sed -i 's/"id": "full-relu-scale"/"id": "full-relu-shifted"/' shifted/manifest.json
grep -q 'x0 + 1' shifted/k2.py || die "the copy's kernel was not changed"
expect 0 "$KOPT" run -q -o dec.kopt --backend "$DOUBLE" -T 1 --synthesize shifted
python3 - <<'PY' || die "declined synthesis"
import json, sqlite3
db = sqlite3.connect("dec.kopt")
o = json.loads(db.execute("select outcome from outcomes").fetchone()[0])
syn, = o["synthesis"]
assert not syn["passed"] and syn["attempts"] == 4 and "kernel" not in syn, syn
assert sorted(o["subkernels"]) == ["triton_poi_fused_add_mul_1", "triton_poi_fused_relu_0"], o
why = [json.loads(d)["reason"] for (d,) in db.execute(
    "select detail from gate_results where gate='answer' and subject like 'attempt:fuse_0:%'")]
assert len(why) == 4 and all("no code block" in w for w in why), why
print("declined: %d attempts recorded, the kernels searched one by one" % len(why))
PY
expect 0 "$KOPT" replay dec.kopt -q
has out "replay of run 1 in dec.kopt: identical"
# A model synthesizer: the openai backend against the loopback test server,
# which answers the synthesizer with a fused kernel of its own; the request
# names the synthesizer's template by hash, and the run replays with the
# server gone.
pids=()
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null || true; done' EXIT
python3 "$OLDPWD/tests/cli/llm_server.py" port ok & pids+=($!)
for _ in $(seq 100); do [ -s port ] && break; sleep 0.05; done
[ -s port ] || die "the test server did not start"
export OPENAI_API_KEY=sk-test
LLM="openai:base_url=http://127.0.0.1:$(cat port)/v1,model=test-model,timeout=5"
expect 0 "$KOPT" run -q -o model.kopt --backend "$DOUBLE" --llm "$LLM" -T 1 --synthesize "$F"
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true
expect 0 "$KOPT" replay model.kopt -q
has out "replay of run 1 in model.kopt: identical"
want=$(sha256sum "$OLDPWD/harness/agents/prompts/synthesizer.md" | cut -d' ' -f1)
[ "$(sql model.kopt "select distinct json_extract(b.data,'\$.template') from observations o join blobs b on b.id=o.request where o.site='synthesizer'")" = "$want" ] ||
	die "synthesizer requests do not carry the template hash"
[ "$(sql model.kopt "select json_extract(outcome, '\$.synthesis[0].passed') from outcomes")" = 1 ] ||
	die "the model's fused kernel did not pass: $(sql model.kopt "select detail from gate_results where passed = 0 limit 3")"
# Without the flag: the two kernels are the targets, no synthesis.
expect 0 "$KOPT" run -q -o off.kopt --backend "$DOUBLE" -T 1 "$F"
[ "$(sql off.kopt "select json_extract(outcome, '\$.synthesis') is null from outcomes")" = 1 ] ||
	die "a run without --synthesize synthesized"
echo "synthesis: fused and searched, declined and recorded, off by default"
