# Helpers for the GPU cases (sourced); lines starting with '#' reach the summary.
set -eu
die() { echo "FAILED: $*"; exit 1; }
expect() {
	local want=$1; shift
	set +e; "$@" >out 2>err; local got=$?; set -e
	[ "$got" -eq "$want" ] || { cat out err; die "'$*' exited $got, expected $want"; }
}
# Checks of a command's output or another text file, as in tests/cli/lib.sh.
# FILE must exist (a missing file fails the check); a failed check prints
# FILE and says what was wanted.
#   has FILE LINE     a line of FILE is exactly LINE (whole-line match)
#   has_re FILE ERE   a line of FILE matches the extended regex ERE, which
#                     must be anchored at both ends, ^...$
#   lacks FILE TEXT   no line of FILE holds TEXT anywhere
#   lacks_re FILE ERE no line of FILE matches ERE anywhere
# ere TEXT prints TEXT with the regex characters escaped, for has_re.
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
# try_reason [FILE]: the reason of the refused candidate in kopt try's answer
# (FILE, default out): "GATE: WHY" on one line (a newline in it printed as
# \n, as the JSON has it); fails if the candidate passed.
try_reason() {
	python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))["candidate"]; assert c["passed"] is False, c; print(c["reason"].replace("\n", "\\n"))' "${1:-out}"
}
jget() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval('d$2'))"; }
# kname DIR: the name of the problem's first kernel step; ksrc DIR FILE:
# its source, written to FILE.
kname() { python3 -c "import json; m=json.load(open('$1/manifest.json')); print([s['name'] for s in m['steps'] if s['kind']=='kernel'][0])"; }
ksrc() { python3 -c "import json; m=json.load(open('$1/manifest.json')); s=[s for s in m['steps'] if s['kind']=='kernel'][0]; open('$2','w').write(open('$1/'+s['source_file']).read())"; }
# imp MODULE ID LEVEL CATEGORY [IMPORTER-ARGS...]: import tests/gpu/modules/MODULE.py
# into p/ID, the importer's output in ID.log; its exit status.
imp() {
	local m=$1 id=$2 level=$3 cat=$4; shift 4
	python3 "$ROOT/datasets/importer/kopt_import.py" "$ROOT/tests/gpu/modules/$m.py" --id "$id" \
		--level "$level" --category "$cat" --kopt "$KOPT" --out "p/$id" "$@" > "$id.log" 2>&1
}
