# Helpers for the GPU cases (sourced); lines starting with '#' reach the summary.
set -eu
die() { echo "FAILED: $*"; exit 1; }
expect() {
	local want=$1; shift
	set +e; "$@" >out 2>err; local got=$?; set -e
	[ "$got" -eq "$want" ] || { cat out err; die "'$*' exited $got, expected $want"; }
}
has() { grep -qF -- "$2" "$1" || { cat "$1"; die "$1 lacks: $2"; }; }
jget() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval('d$2'))"; }
