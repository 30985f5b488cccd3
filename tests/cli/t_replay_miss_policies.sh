# Miss policies on a recording whose first executor answer was changed:
# fail stops (t_replay_divergence), skip counts a failed attempt and goes on,
# live asks the backend and records into --out, which then replays exactly.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
seq=$(sql run.kopt "select min(seq) from observations where site='executor'")
sql run.kopt "insert into blobs(sha256,size,data) select 'mut', length(x), x from
  (select cast(replace(old.data, 'tl.program_id(0)', 'tl.program_id(0) + 0') as blob) as x
   from observations o join blobs old on old.id=o.reply where o.seq=$seq);
  update observations set reply=(select id from blobs where sha256='mut') where seq=$seq;"
name_blobs run.kopt	# named by its SHA-256, as the recorder names a blob

expect 1 "$KOPT" replay run.kopt --miss skip -q
has out "NOT identical"
grep -Eq "[1-9][0-9]* skipped misses" out || die "no skipped misses counted"
grep -Eq "[1-9][0-9]* recorded never consumed" out || die "unused observations not reported"
has out "unused: seq"

expect 1 "$KOPT" replay run.kopt --miss live --backend "$DOUBLE" --out grown.kopt -q
grep -Eq "[1-9][0-9]* live" out || die "no live asks"
# The grown corpus is a complete recording: it replays identically.
expect 0 "$KOPT" replay grown.kopt -q
has out "identical"

# --measure live: llm from the recording, everything else from the backend;
# with a deterministic backend the decisions come out the same.
record fresh.kopt
expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" -q
has out "counterfactual"
grep -q "0 recorded never consumed" out || die "llm answers left unconsumed"
a=$(sed -n '/^| All | [0-9]/p' out); b=$("$KOPT" report fresh.kopt | sed -n '/^| All | [0-9]/p')
[ "$a" = "$b" ] || die "measure live changed the table: $a vs $b"
grep -q "by call slot" out || die "no agent-reply line under --measure live"
grep -q " 0 by call slot" out || die "a deterministic backend needed call slots"

# Measurements of another live run (noise): the agents' requests carry other
# figures, so they take their recorded replies by call slot, and the replay
# completes; kopt diff then counts what the live gates changed.
KOPT_DOUBLE_NOISE=7 expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" \
	--out noisy.kopt -q
grep -Eq "agent replies: ([0-9]+) asked, [0-9]+ to the recorded request, [1-9][0-9]* by call slot" out ||
	die "no agent reply was served by its call slot"
grep -q "0 skipped misses" out || die "a slot-served replay skipped asks"
n=$(sqlite3 -batch noisy.kopt "select count(*) from observations where kind='llm'")
[ "$n" -gt 0 ] || die "the replayed agent replies were not written into --out"
set +e; "$KOPT" diff fresh.kopt noisy.kopt > diff.out 2>&1; rc=$?; set -e
[ "$rc" -le 1 ] || die "kopt diff exited $rc: $(cat diff.out)"
grep -Eq "verdict difference\(s\) over [1-9][0-9]*/[1-9][0-9]* verdicts" diff.out ||
	die "kopt diff did not compare the live verdicts: $(cat diff.out)"
grep -Eq "^  verdicts: [1-9][0-9]* on subjects both runs reached" diff.out ||
	die "kopt diff did not count the shared verdict subjects: $(cat diff.out)"
# Told to fail on a miss, the slots still serve every agent ask.
KOPT_DOUBLE_NOISE=7 expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" \
	--miss fail -q
