# The coordesc policy (--llm coordesc): a full run against the GPU test double
# records its answers as llm observations naming the policy, moves block
# sizes where the grid follows them and warps everywhere, and replays
# identically; kopt replay --policy coordesc benchmarks it on recordings the
# scripted policy made (the fixtures', and a shipped one made on the H200).
. "$OLDPWD/tests/cli/lib.sh"
# The fixtures, and copies whose launches name their grid type (Inductor's
# Grid1D), so that XBLOCK is a coordinate there.
mkdir fx
for d in "$FIXTURES"/*; do cp -r "$d" fx/; done
for d in "$FIXTURES"/L1-relu "$FIXTURES"/L2-gemm-gelu; do
	n=$(basename "$d")-grid
	grid_typed "$d" "fx/$n" "$n"
done
expect 0 "$KOPT" run -q -o run.kopt --backend "$DOUBLE" --llm coordesc fx/*
cp out run.txt
# The run names its policy, and so does every llm answer.
[ "$(sql run.kopt "select json_extract(provenance, '$.backends.llm.version') from runs")" = \
  coordesc/2 ] || die "the run's provenance does not name coordesc/2"
[ "$(sql run.kopt "select count(*) from observations o join blobs b on b.id = o.reply
  where o.kind = 'llm' and json_extract(b.data, '$.model') = 'coordesc/2'")" -gt 50 ] ||
	die "too few llm answers name coordesc/2"
[ "$(sql run.kopt "select count(*) from observations o join blobs b on b.id = o.reply
  where o.kind = 'llm' and coalesce(json_extract(b.data, '$.model'), '') != 'coordesc/2'")" = 0 ] ||
	die "an llm answer names another model"
# Its plans: XBLOCK moves only where the launch has a grid type, warps
# everywhere, and the iteration-1 fan-out in the tuner's order.
plans() { sql run.kopt "select json_extract(b.data, '$.direction') from candidates c
  join blobs b on b.id = c.plan where c.problem_id = '$1' and c.iteration = $2
  order by c.slot"; }
[ "$(plans L1-relu-grid 1 | tr '\n' ' ')" = \
  "increase_xblock decrease_xblock more_warps fewer_warps " ] ||
	die "iteration 1 of L1-relu-grid: $(plans L1-relu-grid 1 | tr '\n' ' ')"
[ "$(plans L1-relu 1 | tr '\n' ' ')" = "more_warps fewer_warps " ] ||
	die "iteration 1 of L1-relu: $(plans L1-relu 1 | tr '\n' ' ')"
[ "$(sql run.kopt "select count(*) from candidates c join blobs b on b.id = c.plan
  where c.problem_id not like '%-grid' and json_extract(b.data, '$.direction') like '%block%'")" = 0 ] ||
	die "a block moved in a launch without a grid type"
# Identical replay: every observation consumed, the same digest.
expect 0 "$KOPT" replay run.kopt --out replay.kopt -q
has out "replay of run 1 in run.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
has_re out '^  report digest: ([0-9a-f]{64}) \(matches \1\)$'
[ "$(sql run.kopt 'select subject, gate, passed, detail from gate_results order by 1,2')" = \
  "$(sql replay.kopt 'select subject, gate, passed, detail from gate_results order by 1,2')" ] ||
	die "gate results differ"
# Benchmarked as a policy on its own recording: everything served.
expect 0 "$KOPT" replay run.kopt --policy coordesc -q
has_re out '^  policy coordesc: [0-9]+ llm asks answered by it; measurements: ([0-9]+) asked, \1 served by the recording \(100\.0%\), 0 missed$'
# On the scripted policy's recording: it runs and reports its coverage.
record scripted.kopt
expect 0 "$KOPT" replay scripted.kopt --policy coordesc -q
has_re out '^  policy coordesc: [0-9]+ llm asks answered by it; measurements: [0-9]+ asked, [0-9]+ served by the recording \([0-9.]+%\), [0-9]+ missed$'
has_re out '^\| All \| 8 \| .*\|$'
# On a shipped recording made on the H200 by the scripted policy: the same.
cp "$OLDPWD/datasets/recordings/first-h200.kopt" h200.kopt
expect 0 "$KOPT" replay h200.kopt --policy coordesc -q
has_re out '^  policy coordesc: [0-9]+ llm asks answered by it; measurements: [0-9]+ asked, [0-9]+ served by the recording \([0-9.]+%\), [0-9]+ missed$'
