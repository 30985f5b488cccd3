# Cold-start guidelines (the paper's Table 4): off by default, so planner
# requests carry none; with search.guidelines=table4 every planner request of
# a pointwise sub-kernel carries the 10 included pointwise strategies, the
# scripted planner follows the ones that are launch moves (so the search
# changes), and the run replays identically.  A bad file is refused before
# anything is written.
. "$OLDPWD/tests/cli/lib.sh"
P="$FIXTURES/L1-relu $FIXTURES/L1-softmax"
expect 0 "$KOPT" run -q -o off.kopt --backend "$DOUBLE" $P
expect 0 "$KOPT" run -q -o on.kopt --set search.guidelines=table4 --backend "$DOUBLE" $P
q="select count(*) from observations o join blobs b on b.id = o.request
   where o.site = 'planner' and cast(b.data as text) like '%\"guidelines\"%'"
[ "$(sql off.kopt "$q")" = 0 ] || die "guidelines sent while off"
n=$(sql on.kopt "$q")
all=$(sql on.kopt "select count(*) from observations where site = 'planner'")
[ "$n" -gt 0 ] && [ "$n" = "$all" ] || die "$n of $all planner requests carry guidelines"
python3 - <<'PY'
import json, sqlite3
db = sqlite3.connect("on.kopt")
for (data,) in db.execute("select b.data from observations o join blobs b on b.id = o.request "
                          "where o.site = 'planner'"):
    req = json.loads(data)
    g = req["context"]["guidelines"]
    strategies = [r["strategy"] for r in g]
    if req["step"].startswith("triton_poi_"):
        assert len(g) == 10 and "Add Triton autotune" not in strategies, strategies
    elif req["step"].startswith(("triton_red_", "triton_per_")):
        assert strategies == ["Add Triton autotune"], strategies
print("guidelines per planner request as the rule says")
PY
[ "$(sql on.kopt "select config from runs" | python3 -c "import json,sys; print(json.load(sys.stdin)['search']['guidelines'])")" = table4 ] || die "config"
d_off=$(sql off.kopt "select report_digest from runs")
d_on=$(sql on.kopt "select report_digest from runs")
[ "$d_off" != "$d_on" ] || die "the guidelines changed nothing the scripted planner did"
expect 0 "$KOPT" replay on.kopt -q
has out "replay of run 1 in on.kopt: identical"
expect 2 "$KOPT" run -q -o bad.kopt --set search.guidelines=nofile.json --backend "$DOUBLE" $P
has err "kopt run: search.guidelines: nofile.json: cannot open: No such file or directory"
[ ! -e bad.kopt ] || die "a run file was written for a bad guidelines file"
