# kopt run --shard i/N takes the problems at list positions p with
# p mod N = i; kopt merge joins the shards' files into the run one process
# would have recorded: the same observations in the same order (sequence
# numbers and occurrences renumbered), the same step digests, report digest,
# tables byte for byte, and a replay that says identical.  Merges that
# would not make one run are refused, naming the file and the reason.
. "$OLDPWD/tests/cli/lib.sh"
obs_rows() { sql "$1" "select o.seq, o.kind, o.key, o.k, o.step, o.site, q.sha256, r.sha256, o.status
	from observations o join blobs q on q.id=o.request join blobs r on r.id=o.reply order by o.seq"; }
steps() { sql "$1" "select seq, step, digest from step_digests order by seq"; }
digest() { sql "$1" "select report_digest from runs"; }
ids() { sql "$1" "select seq, problem_id from problems order by seq" | tr '\n' ' '; }
record one.kopt
set -- "$FIXTURES"/*
for i in 0 1 2; do expect 0 "$KOPT" run -q -o s$i.kopt --backend "$DOUBLE" --shard $i/3 "$@"; done
# Positions 1, 4, 7 (from 0) are shard 1's, stored under their list positions.
[ "$(ids s1.kopt)" = "2|$(basename $2) 5|$(basename $5) 8|$(basename $8) " ] || die "shard 1/3 holds $(ids s1.kopt)"
[ "$(sql s1.kopt "select json_extract(provenance, '\$.shard.index') || '/' || json_extract(provenance, '\$.shard.count') || ' of ' || json_extract(provenance, '\$.shard.problems') from runs")" = "1/3 of 8" ] || die "shard record"
expect 0 "$KOPT" show s1.kopt
has_re out '^  shard 1/3 of a list of 8 problems \(list digest [0-9a-f]{16}\): the problems at list positions p with p mod 3 = 1$'
expect 0 "$KOPT" report s1.kopt
has out "Shard 1/3 of a list of 8 problems: only the problems at list positions p with p mod 3 = 1; kopt merge joins the shards into the whole run."
# Adding problems to the end of the list keeps every shard's share.
expect 0 "$KOPT" run -q -o short.kopt --backend "$DOUBLE" --shard 1/3 "$1" "$2" "$3" "$4" "$5" "$6"
[ "$(ids short.kopt)" = "2|$(basename $2) 5|$(basename $5) " ] || die "shard of a shorter list: $(ids short.kopt)"

# The merge, shards given in any order.
expect 0 "$KOPT" merge m.kopt s2.kopt s0.kopt s1.kopt
has err "kopt merge: 3 shards into m.kopt: run 1, 8 problems, report digest $(digest one.kopt | cut -c1-16)"
"$KOPT" report one.kopt >r1
head -c "$(wc -c <out)" r1 | cmp - out || die "merge printed another Table 1 than the report's"
# The shards and the unsharded run are separate live runs: their tables are
# equal byte for byte but for the LLM time, the sum of measured latencies.
# (Merged shards of a replay equal the whole replay exactly: below.)
mask() { sed -E 's/[0-9]+\.[0-9] s/(time) s/g'; }
for f in md csv json tex; do
	"$KOPT" report one.kopt --format $f | mask >a.$f; "$KOPT" report m.kopt --format $f | mask >b.$f
	cmp a.$f b.$f || die "--format $f of the merged run differs from the unsharded run's"
done
[ "$(obs_rows m.kopt)" = "$(obs_rows one.kopt)" ] || die "merged observations differ or are in another order"
[ "$(steps m.kopt)" = "$(steps one.kopt)" ] || die "merged step digests differ"
[ "$(digest m.kopt)" = "$(digest one.kopt)" ] || die "merged report digest differs"
[ "$(sql m.kopt 'select problem_id, outcome from outcomes order by 1')" = \
  "$(sql one.kopt 'select problem_id, outcome from outcomes order by 1')" ] || die "outcomes differ"
expect 0 "$KOPT" diff one.kopt m.kopt
expect 0 "$KOPT" replay m.kopt -q
has out "replay of run 1 in m.kopt: identical"
has_re out '^  observations: ([0-9]+) asked, \1 from the recording, 0 live, 0 skipped misses, 0 recorded never consumed$'
[ "$(sql m.kopt 'pragma integrity_check')" = ok ] || die "integrity"
[ "$(sql m.kopt 'pragma journal_mode')" = delete ] || die "the merged file is not shipped"
[ ! -e m.kopt.merging ] || die "the merge left its temporary file"
expect 0 "$KOPT" show m.kopt
has_re out '^  merged from 3 shards \(list digest [0-9a-f]{16}\)$'

# More shards than problems: empty shards merge too.
for i in 0 1 2 3 4 5 6 7 8 9; do expect 0 "$KOPT" run -q -o t$i.kopt --backend "$DOUBLE" --shard $i/10 "$@"; done
expect 0 "$KOPT" merge -q m10.kopt t*.kopt
[ "$(digest m10.kopt)" = "$(digest one.kopt)" ] || die "ten shards merged differ"
[ "$(obs_rows m10.kopt)" = "$(obs_rows one.kopt)" ] || die "ten shards: observations differ"

# A killed shard resumes to the same file contents.
set +e
KOPT_DOUBLE_KILL_AT=100 "$KOPT" run -q -o k1.kopt --backend "$DOUBLE" --shard 1/3 "$@" >/dev/null 2>&1
set -e
expect 1 "$KOPT" merge x.kopt s0.kopt k1.kopt s2.kopt
has err "kopt merge: k1.kopt: shard 1/3 (run 1) is started, not complete: finish it first (kopt run --resume -o k1.kopt)"
expect 0 "$KOPT" run --resume -q -o k1.kopt --backend "$DOUBLE"
expect 0 "$KOPT" merge -q mk.kopt s0.kopt k1.kopt s2.kopt
[ "$(obs_rows mk.kopt)" = "$(obs_rows one.kopt)" ] || die "merge with a resumed shard differs"

# Replay --shard: the share of a recording, replayed into a shard file.
expect 0 "$KOPT" replay one.kopt --out full.kopt -q
for i in 0 1 2; do
	expect 0 "$KOPT" replay one.kopt --shard $i/3 --out r$i.kopt -q
	has out "shard $i/3 of 8 problems:"
	has out "replay of run 1 in one.kopt: identical"
done
expect 0 "$KOPT" merge -q rm.kopt r0.kopt r1.kopt r2.kopt
"$KOPT" report full.kopt >f1
"$KOPT" report rm.kopt >f2
cmp f1 f2 || die "merged replayed shards report otherwise than the whole replay"
for f in csv json tex; do
	"$KOPT" report full.kopt --format $f >f1.$f; "$KOPT" report rm.kopt --format $f >f2.$f
	cmp f1.$f f2.$f || die "--format $f: merged replayed shards differ from the whole replay"
done
[ "$(obs_rows rm.kopt)" = "$(obs_rows full.kopt)" ] || die "merged replayed shards: observations differ"
expect 0 "$KOPT" replay rm.kopt -q
has out "replay of run 1 in rm.kopt: identical"
expect 2 "$KOPT" replay s1.kopt --shard 0/2
has err "kopt replay: --shard 0/2: run 1 in s1.kopt is already shard 1/3"

# Refusals.
expect 1 "$KOPT" merge m.kopt s0.kopt s1.kopt s2.kopt
has err "kopt merge: m.kopt: already exists; merge writes a new file (remove it, or name another)"
expect 1 "$KOPT" merge y.kopt s0.kopt s1.kopt nothere.kopt
has err "kopt merge: nothere.kopt: cannot open: No such file or directory"
echo "not a run file" >text.kopt
expect 1 "$KOPT" merge y.kopt s0.kopt text.kopt s2.kopt
has err "kopt merge: text.kopt: not a SQLite database, so not a kopt run file (15 bytes)"
expect 1 "$KOPT" merge y.kopt s0.kopt one.kopt s2.kopt
has err "kopt merge: one.kopt: run 1 is not a shard (made without --shard); merge joins the shards of one run"
expect 1 "$KOPT" merge y.kopt s0.kopt s1.kopt
has err "kopt merge: shard 2/3 is missing: give the files of all 3 shards"
cp s0.kopt s0b.kopt
expect 1 "$KOPT" merge y.kopt s0.kopt s1.kopt s0b.kopt s2.kopt
has err "kopt merge: s0.kopt and s0b.kopt are both shard 0/3"
expect 0 "$KOPT" run -q -o h1.kopt --backend "$DOUBLE" --shard 1/2 "$@"
expect 1 "$KOPT" merge y.kopt s0.kopt h1.kopt s2.kopt
has err "kopt merge: h1.kopt: a shard of 2, but s0.kopt is a shard of 3"
expect 0 "$KOPT" run -q -o b2.kopt --backend "$DOUBLE" --shard 2/3 -B 1 "$@"
expect 1 "$KOPT" merge y.kopt s0.kopt s1.kopt b2.kopt
has err "kopt merge: b2.kopt: its configuration differs from s0.kopt's (s0.kopt -> b2.kopt):"
has err "  \$.search.beam_width: 4 -> 1"
expect 0 "$KOPT" run -q -o o2.kopt --backend "$DOUBLE" --shard 2/3 "$8" "$1" "$2" "$3" "$4" "$5" "$6" "$7"
expect 1 "$KOPT" merge y.kopt s0.kopt s1.kopt o2.kopt
has_re err '^kopt merge: o2\.kopt: cut from another problem list than s0\.kopt \(8 problems, list digest [0-9a-f]{12} against 8, [0-9a-f]{12}\): every shard must be given the same list in the same order$'
# A file claiming another shard's index: two files hold the same problems.
cp s1.kopt forged.kopt
sql forged.kopt "update runs set provenance = json_set(provenance, '\$.shard.index', 0)"
expect 1 "$KOPT" merge y.kopt forged.kopt s1.kopt s2.kopt
has err "kopt merge: forged.kopt and s1.kopt both hold problem $(basename $2): shards must not overlap"
cp s0.kopt forged0.kopt
sql forged0.kopt "update runs set provenance = json_set(provenance, '\$.shard.index', 1)"
cp s1.kopt forged1.kopt
sql forged1.kopt "update runs set provenance = json_set(provenance, '\$.shard.index', 0)"
expect 1 "$KOPT" merge y.kopt forged0.kopt forged1.kopt s2.kopt
has err "kopt merge: forged0.kopt: problem $(basename $1) at list position 0 is not shard 1/3's"
[ ! -e y.kopt ] && [ ! -e y.kopt.merging ] || die "a refused merge left a file"
expect 2 "$KOPT" merge y.kopt
has err "usage: kopt merge OUT FILE..."
[ ! -e y.kopt ] || die "merge without shards wrote a file"
expect 0 "$KOPT" merge --help
has out "usage: kopt merge OUT FILE..."
expect 2 "$KOPT" run -o z.kopt --backend "$DOUBLE" --shard 3/3 "$@"
has err "kopt run: --shard 3/3: expected i/N with 0 <= i < N (shard i of N, counted from 0)"
expect 2 "$KOPT" run --resume -o s1.kopt --backend "$DOUBLE" --shard 1/3
has err "kopt run: --resume takes the stored configuration and problems: no problem folders, --config, --set or --shard"
