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
