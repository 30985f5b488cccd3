# The experience memory: with it, planners see the items the summarizer
# stored (the scripted policy prefers what worked); --no-memory (C2) sends no
# memory and asks no summarizer; old recordings, made before the memory
# existed, replay with it off.
. "$OLDPWD/tests/cli/lib.sh"
record mem.kopt
[ "$(sql mem.kopt "select count(*) from observations where site='summarizer'")" -gt 0 ] || die "no summarizer asks"
[ "$(sql mem.kopt "select count(*) from observations o join blobs b on b.id=o.request where o.site='planner' and json_array_length(json_extract(b.data,'$.context.memory')) > 0")" -gt 0 ] || die "no planner saw a memory item"
# Every stored item passed Eq. 6 (speedup >= 1.05 or <= 1/1.20).
[ "$(sql mem.kopt "select count(*) from observations o join blobs b on b.id=o.request, json_each(json_extract(b.data,'$.context.memory')) m where o.site='planner' and json_extract(m.value,'$.speedup') < 1.05 and json_extract(m.value,'$.speedup') > 0.8333333333333334")" = 0 ] || die "an item below the store thresholds reached a planner"
record nomem.kopt --no-memory
[ "$(sql nomem.kopt "select count(*) from observations where site='summarizer'")" = 0 ] || die "--no-memory still asked the summarizer"
[ "$(sql nomem.kopt "select count(*) from observations o join blobs b on b.id=o.request where o.site='planner' and json_extract(b.data,'$.context.memory') is not null")" = 0 ] || die "--no-memory sent memory items"
expect 1 "$KOPT" diff mem.kopt nomem.kopt
expect 0 "$KOPT" replay mem.kopt -q
has out "replay of run 1 in mem.kopt: identical"
expect 0 "$KOPT" replay nomem.kopt -q
has out "replay of run 1 in nomem.kopt: identical"
