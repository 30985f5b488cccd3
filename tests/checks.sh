# The checks every shell test case uses, sourced by tests/cli/lib.sh and
# tests/gpu/lib.sh (one definition, so the CPU and GPU cases mean the same by
# "has").
die() { echo "FAILED: $*"; exit 1; }
# skip REASON: this case cannot run here; tests/run.sh counts it as a skip
# (exit 77) with REASON, never as a pass.  Say what is missing and how to get it.
skip() { echo "skip: $*"; exit 77; }
# expect CODE CMD...: run CMD, require its exit status, keep output in ./out and ./err
expect() {
	local want=$1; shift
	set +e; "$@" >out 2>err; local got=$?; set -e
	[ "$got" -eq "$want" ] || { cat out err; die "'$*' exited $got, expected $want"; }
}
# Checks of a command's output or another text file.  FILE must exist (a
# missing file fails the check, it never passes it); a failed check prints
# FILE and says what was wanted.
#   has FILE LINE     a line of FILE is exactly LINE (a whole-line match:
#                     has out "identical" does not match "NOT identical")
#   has_re FILE ERE   a line of FILE matches the extended regex ERE, which
#                     must be anchored at both ends, ^...$, so that it says
#                     what the whole line is
#   lacks FILE TEXT   no line of FILE holds TEXT anywhere (a substring: the
#                     strict direction for an absence)
#   lacks_re FILE ERE no line of FILE matches ERE anywhere
# ere TEXT prints TEXT with the regex characters escaped, for has_re
# patterns that hold a path or other given text.
readable() { [ -f "$1" ] && [ -r "$1" ] || die "no file $1 to check"; }
has() { readable "$1"; grep -qxF -- "$2" "$1" || { cat "$1"; die "$1 has no line: $2"; }; }
has_re() {
	case $2 in
	^*\$) ;;
	*) die "has_re: the pattern must be anchored at both ends (^...\$): $2" ;;
	esac
	readable "$1"
	grep -qE -- "$2" "$1" || { cat "$1"; die "$1 has no line matching: $2"; }
}
lacks() { readable "$1"; ! grep -nF -- "$2" "$1" || die "$1 holds: $2"; }
lacks_re() { readable "$1"; ! grep -nE -- "$2" "$1" || die "$1 has a line matching: $2"; }
ere() { printf '%s' "$1" | sed 's/[][\\.*^$+?(){}|]/\\&/g'; }
