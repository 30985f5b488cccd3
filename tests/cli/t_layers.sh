# The layers: every #include "..." of the tracked C sources, read by path.
# (a) No include climbs with ../: every path is spelled from the repository
#     root (#include "recorder/obs.h"), the Makefile's -I. finds it.
# (b) An include points down the layers, never up.  Lowest first:
#        0 common/            errors, buffers, files, strmap, canonical JSON,
#                             SHA-256, the configuration, the counter RNG
#        1 recorder/          the store, the observation seam, the backend ABI
#        2 gates/             the gates' pure decisions, outcomes, the taxonomy
#        3 replayer/          the replay side of the seam, re-decision, diffs
#        4 harness/problem/   the problem format and the forms built from it
#        5 harness/agents/    the scripted policy, LLM backends, prompts, answers
#        6 harness/search/    Algorithm 1, the beam rules, analyst, memory
#        7 harness/run/       runner, lanes, workers, shards, backend loading
#        8 harness/gpu/       the GPU backend (build/kopt_gpu.so, dlopen'ed)
#        9 reports/           the tables and figures
#       10 harness/cli/       the command line: main.c, cli.{c,h}, cmd_*.c
#     A file may include its own layer and any below it.  A C file straight
#     in harness/, outside its rooms, fails the case.  tests/ stands above
#     all of them and is not checked for (b).  A path outside these folders
#     (build/version.h, as "version.h") is not checked.
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
git -C "$ROOT" rev-parse --git-dir > /dev/null 2>&1 || skip "$ROOT is not a git checkout (the case reads git ls-files)"
git -C "$ROOT" ls-files -- '*.c' '*.h' > files
[ -s files ] || die "git ls-files lists no C sources in $ROOT"
if grep -E '^harness/[^/]*$' files > loose; then
	cat loose; die "C sources straight in harness/, outside its rooms (problem, agents, search, run, gpu, cli)"
fi
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
	if (p ~ /^gates\//) return 2
	if (p ~ /^replayer\//) return 3
	if (p ~ /^harness\/problem\//) return 4
	if (p ~ /^harness\/agents\//) return 5
	if (p ~ /^harness\/search\//) return 6
	if (p ~ /^harness\/run\//) return 7
	if (p ~ /^harness\/gpu\//) return 8
	if (p ~ /^reports\//) return 9
	if (p ~ /^harness\/cli\//) return 10
	return -1
}
{ a = layer($1); b = layer($2); if (a >= 0 && b > a) print $1, $2 }' includes | sort -u > upward
if [ -s upward ]; then
	sed 's/^/upward include: /' upward
	die "includes above point up the layers (move the code, or what it needs, down)"
fi
# common/, the lowest layer, includes nothing of the others.
grep '^common/' includes | grep -v ' common/' && die "common/ includes a file of another layer"
echo "$(wc -l < includes) includes of $(wc -l < files) files; none upward"
