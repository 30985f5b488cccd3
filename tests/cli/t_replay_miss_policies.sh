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
has out "replay of run 1 in run.kopt: NOT identical"
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, 0 live, [1-9][0-9]* skipped misses, [1-9][0-9]* recorded never consumed$'
has_re out '^  unused: seq [0-9]+ [a-z]+ from [a-z0-9.]+ at step [^ ]+ \(occurrence [0-9]+\)$'

expect 1 "$KOPT" replay run.kopt --miss live --backend "$DOUBLE" --out grown.kopt -q
has out "replay of run 1 in run.kopt: NOT identical"
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, [1-9][0-9]* live, 0 skipped misses, [0-9]+ recorded never consumed$'
# The grown corpus is a complete recording: it replays identically.
expect 0 "$KOPT" replay grown.kopt -q
has out "replay of run 1 in grown.kopt: identical"

# --measure live: llm from the recording, everything else from the backend;
# with a deterministic backend the decisions come out the same.
record fresh.kopt
expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" -q
has out "replay of run 1 in fresh.kopt: counterfactual (configuration or measurements changed)"
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, [0-9]+ live, 0 skipped misses, 0 recorded never consumed$'
a=$(sed -n '/^| All | [0-9]/p' out); b=$("$KOPT" report fresh.kopt | sed -n '/^| All | [0-9]/p')
[ "$a" = "$b" ] || die "measure live changed the table: $a vs $b"
# A deterministic backend needs no call slot.
has_re out '^  agent replies: ([0-9]+) asked, \1 to the recorded request, 0 by call slot \(the request carried other live figures\), 0 skipped or live$'

# Measurements of another live run (noise): the agents' requests carry other
# figures, so they take their recorded replies by call slot, and the replay
# completes; kopt diff then counts what the live gates changed.
KOPT_DOUBLE_NOISE=7 expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" \
	--out noisy.kopt -q
has_re out '^  agent replies: [0-9]+ asked, [0-9]+ to the recorded request, [1-9][0-9]* by call slot \(the request carried other live figures\), 0 skipped or live$'
has_re out '^  observations: [0-9]+ asked, [0-9]+ from the recording, [0-9]+ live, 0 skipped misses, 0 recorded never consumed$'
n=$(sqlite3 -batch noisy.kopt "select count(*) from observations where kind='llm'")
[ "$n" -gt 0 ] || die "the replayed agent replies were not written into --out"
set +e; "$KOPT" diff fresh.kopt noisy.kopt > diff.out 2>&1; rc=$?; set -e
[ "$rc" -le 1 ] || die "kopt diff exited $rc: $(cat diff.out)"
has_re diff.out '^[0-9]+ outcome difference\(s\) over 8/8 problems, [0-9]+ verdict difference\(s\) over [1-9][0-9]*/[1-9][0-9]* verdicts$'
has_re diff.out '^  verdicts: [1-9][0-9]* on subjects both runs reached, [0-9]+ of them differ; [0-9]+ only in A, [0-9]+ only in B$'
# Told to fail on a miss, the slots still serve every agent ask.
KOPT_DOUBLE_NOISE=7 expect 0 "$KOPT" replay fresh.kopt --measure live --backend "$DOUBLE" \
	--miss fail -q
has_re out '^  agent replies: [0-9]+ asked, [0-9]+ to the recorded request, [1-9][0-9]* by call slot \(the request carried other live figures\), 0 skipped or live$'
