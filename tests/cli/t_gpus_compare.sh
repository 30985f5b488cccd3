# tests/bench/gpus_compare.py, the comparison of two live runs of the same
# problems (one GPU against several, tests/bench/gpus.sh): two runs with
# other measured times and counters (the double's KOPT_DOUBLE_NOISE) may
# search differently, but compile and check replies of shared requests and
# the verdicts on shared subjects must agree, and each problem's first
# differing decision is named with a measured cause.
. "$OLDPWD/tests/cli/lib.sh"
CMP="python3 $OLDPWD/tests/bench/gpus_compare.py"
# Ten times the double's usual spread: 5% on times, 20% on counters, enough
# to move the analyst's tier and the beam of some problems.
KOPT_DOUBLE_NOISE=a:10 expect 0 "$KOPT" run -q -o one.kopt --backend "$DOUBLE" "$FIXTURES"/*
KOPT_DOUBLE_NOISE=b:10 expect 0 "$KOPT" run -q -o many.kopt --backend "$DOUBLE" --gpus 0,0 "$FIXTURES"/*
expect 0 $CMP one.kopt many.kopt
has_re out '^  with different replies: profile [0-9]+, time [0-9]+ \(time and profile are measurements; compile and check must be 0\)$'
has_re out '^gate verdicts on subjects both runs reached: [0-9]+, different: 0; reached by one run only: [0-9]+ and [0-9]+$'
n=$(sql one.kopt "select count(*) from outcomes")
has_re out "^problems with the same candidates in the same order: [0-9]+ of $n\$"
# The noise moved some search: every such problem names its first differing
# decision and a measured cause.
has_re out '^  [^ ]+: .+; first differing candidate #[0-9]+: .*measured.*$'
! grep -E '; first differing candidate #[0-9]+: ' out | grep -v measured || die "a search that differs without a measured cause"
lacks_re out '^FAILED'
# The same run against itself: nothing differs.
expect 0 $CMP one.kopt one.kopt
has out "problems with the same candidates in the same order: $n of $n"
has out "problems whose outcome (status, speedup to 2 decimals) differs: 0"
# A compile reply that differs for the same request is not a measurement:
# the comparison fails and says so.
cp many.kopt bad.kopt
sql bad.kopt "update observations set reply = (select reply from observations where kind='check' limit 1)
	where rowid = (select rowid from observations where kind='compile' and status='ok' limit 1)" >/dev/null
expect 1 $CMP one.kopt bad.kopt
has_re out '^  with different replies: compile 1, profile [0-9]+, time [0-9]+ \(time and profile are measurements; compile and check must be 0\)$'
has out "FAILED: a decision that no measurement feeds differs"
