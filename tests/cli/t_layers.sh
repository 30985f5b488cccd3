# The layers: every #include "..." of the tracked C sources, read by path.
# (a) No include climbs with ../: every path is spelled from the repository
#     root (#include "recorder/obs.h"), the Makefile's -I. finds it.
# (b) An include points down the layers, never up.  Lowest first:
#       0 common/     errors, the byte buffer, strmap, canonical JSON, SHA-256
#       1 recorder/   the store, the observation seam
#       2 replayer/   the replay side of the seam
#       3 gates/      gate decisions, outcomes, re-decision, the taxonomy
#       4 harness/    search, agents, backends, configuration (harness/gpu/ too)
#       5 reports/    the tables and figures
#       6 the command line: harness/main.c, harness/cli.{c,h}, harness/cmd_*.c
#     A file may include its own layer and any below it.  tests/ stands
#     above all of them and is not checked for (b).  A path outside these
#     folders (build/version.h, as "version.h") is not checked.
# ALLOWED lists today's upward includes, each "FILE INCLUDE": the case fails
# on an upward include not in it, and on a line of it that no longer holds
# (delete the line when the include goes, so the list only shrinks).
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
git -C "$ROOT" rev-parse --git-dir > /dev/null 2>&1 || skip "$ROOT is not a git checkout (the case reads git ls-files)"
ALLOWED='
gates/gates.h harness/config.h
gates/outcome.h harness/config.h
gates/redecide.h harness/config.h
recorder/obs.h harness/backend_abi.h
recorder/obs.h replayer/replay_source.h
harness/guidelines.c harness/cli.h
harness/runner.c reports/table1.h
'
printf '%s\n' "$ALLOWED" | grep . | sort > allowed
git -C "$ROOT" ls-files -- '*.c' '*.h' > files
[ -s files ] || die "git ls-files lists no C sources in $ROOT"
: > includes
while read -r f; do
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$ROOT/$f" |
		while read -r i; do printf '%s %s\n' "$f" "$i"; done >> includes
done < files
[ -s includes ] || die "no #include \"...\" lines read"
# (a)
if grep -E ' \.\./|/\.\./' includes > climbing; then
	cat climbing; die "includes above climb with ../ (spell them from the repository root)"
fi
# (b)
awk '
function layer(p) {
	if (p ~ /^common\//) return 0
	if (p ~ /^recorder\//) return 1
	if (p ~ /^replayer\//) return 2
	if (p ~ /^gates\//) return 3
	if (p ~ /^harness\/(main\.c|cli\.[ch]|cmd_[^\/]*\.c)$/) return 6
	if (p ~ /^harness\//) return 4
	if (p ~ /^reports\//) return 5
	return -1
}
{ a = layer($1); b = layer($2); if (a >= 0 && b > a) print $1, $2 }' includes | sort -u > upward
if ! cmp -s upward allowed; then
	comm -23 upward allowed | sed 's/^/new upward include: /'
	comm -13 upward allowed | sed 's/^/allowlisted, no longer there (delete it from ALLOWED): /'
	die "the upward includes differ from tests/cli/t_layers.sh's ALLOWED"
fi
# common/, the lowest layer, includes nothing of the others.
grep '^common/' includes | grep -v ' common/' && die "common/ includes a file of another layer"
echo "$(wc -l < includes) includes of $(wc -l < files) files; $(wc -l < upward) upward, all allowlisted"
