# The restructure policy (--llm restructure) end to end on the CPU: a live
# run against the GPU test double on committed problems with a looped and a
# persistent reduction records its rewrites (persistent, looped, a loop
# schedule: the next chain's plan, and a schedule of the loop make_looped
# wrote, never repeated or undone) as ordinary llm observations
# under its name and version, and replays identically; a shipped H200
# recording made by the scripted policy replays under --policy restructure,
# its coverage reported, and the rewrites it plans there are in the replayed
# run (-o).
. "$OLDPWD/tests/cli/lib.sh"
P=$OLDPWD/datasets/problems
expect 0 "$KOPT" run -q -o rs.kopt --backend "$DOUBLE" --llm restructure -B 2 -T 2 \
	"$P/L1-sum-dim" "$P/L1-mean-dim"
expect 0 "$KOPT" replay rs.kopt -q
has out "replay of run 1 in rs.kopt: identical"
expect 0 "$KOPT" show rs.kopt
has out '  llm backend: restructure {"fallback":"scripted/1","policy":"restructure/2"}'
# dirs FILE: the plans' directions of the file's candidates, one a line.
dirs() {
	sqlite3 -batch "$1" "select c.problem_id || ' ' || json_extract(cast(b.data as text), '\$.direction')
		from candidates c join blobs b on b.id = c.plan order by c.problem_id, c.iteration, c.chain"
}
dirs rs.kopt > dirs.txt
grep -qx 'L1-sum-dim make_persistent' dirs.txt || die "no make_persistent plan for L1-sum-dim: $(cat dirs.txt)"
grep -qx 'L1-mean-dim make_looped' dirs.txt || die "no make_looped plan for L1-mean-dim: $(cat dirs.txt)"
# The next chain: the first loop schedule of L1-sum-dim's looped reduction.
grep -qx 'L1-sum-dim loop_stages_2' dirs.txt || die "no loop_stages_2 plan for L1-sum-dim: $(cat dirs.txt)"
# pairs FILE: each candidate's plan beside its parent's, its launch the
# parent's or not (1/0), and the loop headers its source has with a schedule.
HEAD='for r0_offset in tl.range(0, r0_numel, R0_BLOCK, '
pairs() {
	sqlite3 -batch "$1" "select c.problem_id || ' ' || json_extract(cast(pb.data as text), '\$.direction')
		|| ' ' || json_extract(cast(b.data as text), '\$.direction') || ' '
		|| (json_extract(cast(cb.data as text), '\$.launch') = json_extract(cast(pc.data as text), '\$.launch'))
		|| ' ' || ((length(json_extract(cast(cb.data as text), '\$.source')) - length(replace(json_extract(cast(cb.data as text),
		'\$.source'), '$HEAD', ''))) / length('$HEAD'))
		from candidates c join blobs b on b.id = c.plan join blobs cb on cb.id = c.content
		join candidates p on p.id = c.parent and p.problem_id = c.problem_id
		join blobs pb on pb.id = p.plan join blobs pc on pc.id = p.content
		order by c.problem_id, c.iteration, c.chain"
}
pairs rs.kopt > pairs.txt
# A schedule of the loop make_looped wrote: the parent's launch, its one
# row loop scheduled.
grep -qx 'L1-mean-dim make_looped loop_stages_2 1 1' pairs.txt ||
	die "no loop_stages_2 after make_looped for L1-mean-dim: $(cat pairs.txt)"
# Never repeated or undone: no schedule after a schedule or after
# make_persistent, no make_persistent after a schedule.
! grep -E ' (loop_[a-z0-9_]+|make_persistent) loop_| loop_[a-z0-9_]+ make_persistent ' pairs.txt ||
	die "a schedule repeated or undone: $(cat pairs.txt)"
grep -qx 'L1-sum-dim more_warps\|L1-sum-dim decrease_xblock\|L1-sum-dim increase_xblock' dirs.txt ||
	die "no scripted move for L1-sum-dim: $(cat dirs.txt)"
[ "$(sql rs.kopt "select count(*) from observations o join blobs b on b.id = o.reply
	where o.kind = 'llm' and json_extract(cast(b.data as text), '\$.model') != 'restructure/2'")" = 0 ] ||
	die "an llm answer not named restructure/2"
# Policy benchmarking on a shipped recording of the scripted policy.
cp "$OLDPWD/datasets/recordings/suite6-h200.kopt" suite6.kopt
expect 0 "$KOPT" replay suite6.kopt --policy restructure -q -o bench.kopt
has_re out '^  policy restructure: [1-9][0-9]* llm asks answered by it; measurements: [0-9]+ asked, [0-9]+ served by the recording \([0-9.]+%\), [0-9]+ missed$'
dirs bench.kopt > bench.txt
grep -qx 'L1-layernorm make_persistent' bench.txt || die "no make_persistent plan for L1-layernorm: $(cat bench.txt)"
grep -qx 'L1-softmax make_persistent' bench.txt || die "no make_persistent plan for L1-softmax: $(cat bench.txt)"
grep -qx 'L1-layernorm loop_stages_2' bench.txt || die "no loop_stages_2 plan for L1-layernorm: $(cat bench.txt)"
echo "restructure: $(grep -c ' make_\| loop_' dirs.txt) rewrites live, $(grep -c ' make_\| loop_' bench.txt) on suite6-h200"
