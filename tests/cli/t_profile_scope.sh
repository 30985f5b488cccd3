# search.profile_scope (beam.h, beam_profile_at; PAPER_NOTES 4.8): which
# kernels are profiled.  used, the default: exactly the kernels a decision or
# a table reads, each once: every target's baseline (Tables 7-8, the
# outcome), every kernel the search expands (its planners read the profile)
# and every winner gates 3-4 kept (Tables 7-8).  all, the legacy value:
# every kernel timed at baseline.time or rank.time, that is every candidate
# past gates 1-2.  On the test double with the scripted policy (whose
# summarizer reads the tier before, never the profile after) the two make
# the same decisions: the same candidates and outcomes, the same report.
# A run recorded before the key existed replays as all, identically; under
# used it would ask otherwise.  tables: only what Tables 7-8 read, each
# target's baseline and each winner; with coordesc and descent, whose plans
# read no profile, the same candidates and outcomes as under used.  Each
# sequential run's profile requests are counted and printed.
. "$OLDPWD/tests/cli/lib.sh"
cp -r "$OLDPWD/tests/fixtures/full/relu-scale" synth
expect 0 "$KOPT" run -q -o used.kopt --backend "$DOUBLE" "$FIXTURES"/*
expect 0 "$KOPT" run -q -o all.kopt --backend "$DOUBLE" --set search.profile_scope=all "$FIXTURES"/*
expect 0 "$KOPT" run -q -o synth-used.kopt --backend "$DOUBLE" -T 2 --synthesize synth
expect 0 "$KOPT" run -q -o synth-all.kopt --backend "$DOUBLE" -T 2 --synthesize \
	--set search.profile_scope=all synth
for pol in coordesc descent; do
	expect 0 "$KOPT" run -q -o $pol-used.kopt --backend "$DOUBLE" --llm $pol "$FIXTURES"/*
	expect 0 "$KOPT" run -q -o $pol-tables.kopt --backend "$DOUBLE" --llm $pol \
		--set search.profile_scope=tables "$FIXTURES"/*
done
for f in used all synth-used synth-all coordesc-used coordesc-tables descent-used descent-tables; do
	want=${f##*-}
	[ "$(sql $f.kopt "select json_extract(config, '\$.search.profile_scope') from runs")" = "$want" ] ||
		die "$f.kopt does not store search.profile_scope=$want"
	expect 0 "$KOPT" replay $f.kopt -q
	has out "replay of run 1 in $f.kopt: identical"
done
python3 - <<'PY' || die "the kernels profiled"
import json, sqlite3
from collections import Counter

def asked(db, where):
    """The requests of the observations matching where, as JSON."""
    q = ("select b.data from observations o join blobs b on b.id = o.request "
         "where %s order by o.seq" % where)
    return [json.loads(d) for (d,) in db.execute(q)]

def kernels(path):
    """Per kernel (problem, step, candidate): how often it was profiled and
    timed, and the kernels read: baselines, kernels expanded, winners."""
    db = sqlite3.connect(path)
    key = lambda r, c: (r["problem"], r["step"], r[c])
    prof = Counter(key(r, "candidate") for r in asked(db, "o.kind = 'profile'"))
    timed = Counter(key(r, "candidate") for r in asked(
        db, "o.site in ('baseline.time', 'rank.time') and o.status = 'ok'"))
    base = {key(r, "candidate") for r in asked(db, "o.site = 'baseline.time'")}
    expanded = {key(r, "parent") for r in asked(db, "o.kind = 'llm'")
                if r.get("role") == "planner"}
    sha = dict(db.execute("select p.problem_id, b.sha256 from problems p "
                          "join blobs b on b.id = p.manifest"))
    chosen = set()
    for (o,) in db.execute("select outcome from outcomes"):
        o = json.loads(o)
        for step, sk in o.get("subkernels", {}).items():
            if "chosen" in sk:
                chosen.add((sha[o["problem"]], step, sk["chosen"]))
    cands = db.execute("select problem_id, id, parent, iteration, slot from candidates "
                       "order by problem_id, id, iteration, slot").fetchall()
    outcomes = db.execute("select problem_id, outcome from outcomes order by problem_id").fetchall()
    return prof, timed, base | expanded | chosen, chosen, cands, outcomes

for used, old in (("used.kopt", "all.kopt"), ("synth-used.kopt", "synth-all.kopt")):
    pu, tu, read_u, chosen, cu, ou = kernels(used)
    pa, ta, read_a, _, ca, oa = kernels(old)
    # used: each kernel read profiled once, and nothing else.
    assert max(pu.values()) == 1, [k for k, n in pu.items() if n > 1]
    assert set(pu) == read_u, (sorted(set(pu) - read_u), sorted(read_u - set(pu)))
    # all: every kernel timed, as often as it was timed.
    assert pa == ta, (pa - ta, ta - pa)
    # The same decisions.
    assert cu == ca, "the candidates differ"
    assert ou == oa, "the outcomes differ"
    assert chosen, "%s kept no winner: the rule's chosen case is not exercised" % used
    assert sum(pu.values()) < sum(pa.values()), (sum(pu.values()), sum(pa.values()))
    print("%s: profile requests used %d, all %d" % (used, sum(pu.values()), sum(pa.values())))
for pol in ("coordesc", "descent"):
    pu, tu, read_u, _, cu, ou = kernels(pol + "-used.kopt")
    pt, tt, read_t, chosen, ct, ot = kernels(pol + "-tables.kopt")
    # tables: each baseline and each winner profiled once, nothing else
    assert max(pt.values()) == 1, [k for k, n in pt.items() if n > 1]
    db = sqlite3.connect(pol + "-tables.kopt")
    bases = {(r["problem"], r["step"], r["candidate"])
             for r in asked(db, "o.site = 'baseline.time'")}
    assert set(pt) == bases | chosen, (sorted(set(pt) - bases - chosen),
                                       sorted((bases | chosen) - set(pt)))
    assert chosen, "%s kept no winner: the rule's chosen case is not exercised" % pol
    # the same decisions as under used, with fewer profiles
    assert ct == cu, "%s: the candidates differ" % pol
    assert ot == ou, "%s: the outcomes differ" % pol
    assert sum(pt.values()) < sum(pu.values()), (sum(pt.values()), sum(pu.values()))
    print("%s: profile requests used %d, tables %d" % (pol, sum(pu.values()), sum(pt.values())))
PY
# On a real recording: coordesc's KernelBench run over subset12, replayed
# under tables with its policy answering, is served wholly by the
# recording, asks none of the profiles of the kernels it expanded, and
# makes the same candidates and the same outcomes, figure for figure.
"$OLDPWD/datasets/recordings/unpack.sh" "$OLDPWD/datasets/recordings" shipped KB-C0-s12-coordesc > /dev/null ||
	die "KB-C0-s12-coordesc: not read from datasets/recordings by unpack.sh"
mv shipped/KB-C0-s12-coordesc.kopt kb.kopt
expect 0 "$KOPT" replay kb.kopt -q --set search.profile_scope=tables --policy coordesc \
	-o kb-tables.kopt
has_re out '^  policy coordesc: [0-9]+ llm asks answered by it; measurements: ([0-9]+) asked, \1 served by the recording \(100\.0%\), 0 missed$'
has_re out '^  observations: .* [1-9][0-9]* recorded never consumed$'
for q in "select problem_id, outcome from outcomes order by 1" \
	"select problem_id, id, parent, iteration, slot from candidates order by 1, 2, 3, 4, 5"; do
	[ "$(sql kb.kopt "$q" | sha256sum)" = "$(sql kb-tables.kopt "$q" | sha256sum)" ] ||
		die "KB-C0-s12-coordesc under tables: '$q' differs"
done
[ "$(sql kb-tables.kopt "select count(*) from observations where kind='profile'")" -lt \
  "$(sql kb.kopt "select count(*) from observations where kind='profile'")" ] ||
	die "tables asked no fewer profiles than used"
# The same report, but for the LLM calls' latencies (Tokens and cost).
mask() { sed -E 's/[0-9]+\.[0-9] s \|$/(latency) s |/' "$1"; }
expect 0 "$KOPT" report used.kopt
mask out > used.report
expect 0 "$KOPT" report all.kopt
mask out > all.report
cmp -s used.report all.report || { diff used.report all.report | head; die "the reports differ"; }
# A run recorded before the key existed replays as all; under used it asks
# otherwise and the replay says so.
cp all.kopt old.kopt
sql old.kopt "update runs set config = json_remove(config, '\$.search.profile_scope')"
[ "$(sql old.kopt "select json_extract(config, '\$.search.profile_scope') is null from runs")" = 1 ] ||
	die "the key was not removed"
expect 0 "$KOPT" replay old.kopt -q
has out "replay of run 1 in old.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
expect 1 "$KOPT" replay old.kopt -q --set search.profile_scope=used
expect 2 "$KOPT" run -q -o bad.kopt --backend "$DOUBLE" --set search.profile_scope=some "$FIXTURES/L1-relu"
has err "kopt run: configuration key search.profile_scope: expected one of all|used|tables"
echo "ok: used profiles the baselines, the kernels expanded and the winners, once each; all every kernel timed; tables the baselines and the winners"
