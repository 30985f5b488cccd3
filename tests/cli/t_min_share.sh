# search.min_share: a target whose baseline sub-kernel time is below that
# share of the baseline model's is not searched (its k0 kept): no agent is
# asked about it, the outcome marks it "searched": false and counts it
# ("unsearched"); a problem with every target below it falls back with a
# cause of its own (BELOW_MIN_SHARE, Table 9's MS), unless a library
# dominates the model.
# 0, the default, searches every target (the paper).  Each run replays
# identically; a counterfactual replay of the default run under a share (its
# gates 3-4 meet substitution sets not recorded: --miss skip) asks nothing
# about the target it leaves.
. "$OLDPWD/tests/cli/lib.sh"
cp -r "$OLDPWD/tests/fixtures/full/relu-scale" p
expect 0 "$KOPT" run -q -o all.kopt --backend "$DOUBLE" p
# the share between the two targets' (on the double: about 0.221 and 0.226)
id=$(sql all.kopt "select problem_id from outcomes")
lvl=$(sql all.kopt "select json_extract(outcome, '\$.level') from outcomes")
read -r small big share <<<"$(sql all.kopt "select outcome from outcomes" | python3 -c '
import json, sys
o = json.load(sys.stdin)
assert "unsearched" not in o, o
sk = sorted(o["subkernels"].items(), key=lambda kv: kv[1]["baseline_ms"])
assert len(sk) == 2 and all(v["attempts"] > 0 and "searched" not in v for _, v in sk), sk
a, b = (v["baseline_ms"] / o["base_ms"] for _, v in sk)
assert a < b, (a, b)
print(sk[0][0], sk[1][0], (a + b) / 2)')"
expect 0 "$KOPT" run -q -o some.kopt --backend "$DOUBLE" --set search.min_share=$share p
sql some.kopt "select outcome from outcomes" | python3 -c '
import json, sys
o = json.load(sys.stdin)
small, big = sys.argv[1:]
assert o["unsearched"] == 1, o
s, b = o["subkernels"][small], o["subkernels"][big]
assert s["searched"] is False and s["attempts"] == 0 and "chosen" not in s, s
assert "searched" not in b and b["attempts"] > 0, b' "$small" "$big" || die "the outcome under min_share $share"
n=$(sql some.kopt "select count(*) from observations where step like '$id/$small/%'")
[ "$n" = 0 ] || die "$n observations of the unsearched $small"
[ "$(sql some.kopt "select count(*) from observations where kind = 'llm' and step like '$id/$big/%'")" -gt 0 ] ||
	die "no agent asked about $big"
expect 0 "$KOPT" run -q -o none.kopt --backend "$DOUBLE" --set search.min_share=1 p
[ "$(sql none.kopt "select json_extract(outcome, '\$.fallback_reason') || ' ' || json_extract(outcome, '\$.unsearched') from outcomes")" = "BELOW_MIN_SHARE 2" ] ||
	die "every target below the share: not a BELOW_MIN_SHARE fallback of 2 unsearched"
[ "$(sql none.kopt "select count(*) from observations where kind = 'llm'")" = 0 ] || die "agents asked"
expect 0 "$KOPT" report none.kopt
row=$(python3 -c 'import sys; l = int(sys.argv[1]); print(" | ".join(str(int(l == k)) for k in (1, 2, 3)))' "$lvl")
has out "| Every target below search.min_share (kopt) | $row | 1 |"
has_re out "^\| L$lvl \| $id \| – \| FALL \| [a-z-]+ \| MS \|\$"
for f in all some none; do
	expect 0 "$KOPT" replay $f.kopt -q
	has out "replay of run 1 in $f.kopt: identical"
done
expect 0 "$KOPT" replay all.kopt --set search.min_share=$share --miss skip -o cf.kopt -q
[ "$(sql cf.kopt "select json_extract(outcome, '\$.subkernels.$small.searched') from outcomes")" = 0 ] ||
	die "the counterfactual searched $small"
echo "ok: $small unsearched below min_share $share, $big searched; none searched at 1"
