#!/bin/sh
# limits.sh [ROOT]: the size limits of kopt's C sources (issue 25).
#   - no tracked .c file of the program (common/ recorder/ gates/ replayer/
#     harness/ reports/) over MAX_FILE lines (1,500);
#   - no function in them over MAX_FUNC lines (200), counted from the line
#     of its name to its closing brace.
# Prints the five longest functions and every file or function past a limit;
# exits 1 when one is.  A function is read the way kopt writes one (STYLE):
# its name and parameters from column 0, its body's braces alone in column 0.
# tests/ is not held to the limits (a test file may be a long list of cases).
ROOT=${1:-.}
MAX_FILE=${MAX_FILE:-1500}
MAX_FUNC=${MAX_FUNC:-200}
cd "$ROOT" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kopt-limits-XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
files=$(git ls-files -- 'common/*.c' 'recorder/*.c' 'gates/*.c' 'replayer/*.c' \
	'harness/*.c' 'reports/*.c' 2>/dev/null)
[ -n "$files" ] || { echo "limits.sh: git ls-files lists no C sources in $ROOT" >&2; exit 2; }
# shellcheck disable=SC2086
awk '
FNR == 1 { sig = ""; start = 0; infn = 0 }
# A candidate signature: an identifier followed by "(" at column 0 (after a
# return type), not a declaration ending in ";", not a preprocessor line.
!infn && /^[A-Za-z_].*\(/ && !/^#/ && !/;[[:space:]]*$/ { sig = $0; start = FNR }
!infn && /^\{/ && sig != "" {
	name = sig; sub(/\(.*/, "", name); n = split(name, w, /[ \t*]+/); name = w[n]
	infn = 1; next
}
infn && /^\}/ {
	len = FNR - start + 1
	printf "%d %s:%d %s\n", len, FILENAME, start, name > "/dev/stderr"
	infn = 0; sig = ""
}
' $files 2> "$tmp/funcs"
# shellcheck disable=SC2086
wc -l $files | awk -v m="$MAX_FILE" '$2 != "total" && $1 > m { print $1, $2 }' > "$tmp/files"
status=0
echo "the five longest functions (lines, where, name):"
sort -rn "$tmp/funcs" | head -5 | sed 's/^/  /'
over=$(awk -v m="$MAX_FUNC" '$1 > m' "$tmp/funcs" | sort -rn)
if [ -n "$over" ]; then
	echo "functions over $MAX_FUNC lines:"; echo "$over" | sed 's/^/  /'; status=1
fi
if [ -s "$tmp/files" ]; then
	echo "files over $MAX_FILE lines:"; sed 's/^/  /' "$tmp/files"; status=1
fi
echo "longest file: $(wc -l $files | grep -v ' total$' | sort -rn | head -1 | awk '{print $1, $2}')"
echo "$(wc -l < "$tmp/funcs") functions in $(echo "$files" | wc -l) files"
exit $status
