# kopt run notes each problem imported on another GPU than the one it
# measures on (validation.timing.gpu against the backend's describe.device:
# the test double's is "test double (no GPU)"), and none for the others.
. "$OLDPWD/tests/cli/lib.sh"
cp -r "$FIXTURES/L1-relu" here
cp -r "$FIXTURES/L1-relu" there
python3 - <<'PY'
import json
for d, gpu in (("here", "test double (no GPU)"), ("there", "NVIDIA H200")):
    m = json.load(open(d + "/manifest.json"))
    m["id"] = d
    m.setdefault("validation", {}).setdefault("timing", {})["gpu"] = gpu
    json.dump(m, open(d + "/manifest.json", "w"))
PY
expect 0 "$KOPT" run -q -o r.kopt --backend "$DOUBLE" here there "$FIXTURES/L1-softmax"
has err "kopt run: note: there was imported on NVIDIA H200 (its validation.timing.gpu) and this run measures on test double (no GPU): its baseline is Inductor's choice for the other card"
[ "$(grep -c 'kopt run: note:' err)" -eq 1 ] || die "notes: $(cat err)"
echo "ok: one problem of another card noted, none for this card's or one that does not say"
