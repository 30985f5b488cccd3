# The size limits (tests/limits.sh): no C file of the program over 1,500
# lines, no function over 200.  First the script itself, on a made-up tree
# it must refuse (a 201-line function, a 1,501-line file) and one it must
# accept (200 lines exactly); then on kopt's own sources.
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
git -C "$ROOT" rev-parse --git-dir > /dev/null 2>&1 || skip "$ROOT is not a git checkout (the script reads git ls-files)"
fake() {	# fake DIR BODY_LINES [PAD_LINES]: a function of BODY+3 lines, in a file of BODY+4+PAD
	mkdir -p "$1/common" && (
		cd "$1" && git init -q . &&
		{ printf 'int\nlong_one(void)\n{\n'
		  i=0; while [ $i -lt "$2" ]; do echo "	x++;"; i=$((i + 1)); done
		  printf '}\n'
		  i=0; while [ $i -lt "${3:-0}" ]; do echo "/* pad */"; i=$((i + 1)); done
		} > common/a.c && git add common/a.c )
}
fake ok 197
"$ROOT/tests/limits.sh" ok > ok.out || { cat ok.out; die "a 200-line function refused"; }
has ok.out '  200 common/a.c:2 long_one'
fake long 198
"$ROOT/tests/limits.sh" long > long.out && die "a 201-line function accepted"
has long.out 'functions over 200 lines:'
fake big 10 1487
"$ROOT/tests/limits.sh" big > big.out && die "a 1,501-line file accepted"
has big.out '  1501 common/a.c'
"$ROOT/tests/limits.sh" "$ROOT" > kopt.out || { cat kopt.out; die "kopt's sources past the limits (tests/limits.sh)"; }
cat kopt.out
