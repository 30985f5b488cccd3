# Helpers for the command-line cases; each t_*.sh runs in a fresh directory
# with $KOPT, $DOUBLE (the GPU test double) and $FIXTURES set by tests/run.sh.
set -eu
die() { echo "FAILED: $*"; exit 1; }
# expect CODE CMD...: run CMD, require its exit status, keep output in ./out and ./err
expect() {
	local want=$1; shift
	set +e; "$@" >out 2>err; local got=$?; set -e
	[ "$got" -eq "$want" ] || { cat out err; die "'$*' exited $got, expected $want"; }
}
has() { grep -qF -- "$2" "$1" || { cat "$1"; die "$1 lacks: $2"; }; }
record() { # record FILE [extra args]: a full recorded run of every fixture
	local f=$1; shift
	expect 0 "$KOPT" run -q -o "$f" --backend "$DOUBLE" "$@" "$FIXTURES"/*
}
sql() { sqlite3 -batch "$1" "$2"; }
