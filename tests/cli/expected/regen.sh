#!/usr/bin/env bash
# Rebuild the golden files in this folder from the inputs the tests use
# (tests/cli/golden.sh, shared with t_report_formats and t_report_more):
#
#   tests/cli/expected/regen.sh [formats] [more]
#
# formats: golden.md, golden.csv, golden.tex and golden.json; more:
# report-more.md; both without an argument.  It builds kopt and the GPU
# test double first (make), runs in a temporary folder, and overwrites the
# files here: review what changed with git diff (README.md says when to run
# it).  Exit status 0 when every file asked for was written.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
families=${*:-formats more}
for f in $families; do
	case $f in
	formats | more) ;;
	*) echo "regen.sh: unknown family $f (formats or more)" >&2; exit 2 ;;
	esac
done
make -s -C "$root" kopt build/tests/gpu_double.so
export KOPT=$root/kopt DOUBLE=$root/build/tests/gpu_double.so FIXTURES=$root/tests/fixtures/problems
work=$(mktemp -d "${TMPDIR:-/tmp}/kopt-regen-XXXXXX")
trap 'rm -rf "$work"' EXIT
for f in $families; do
	mkdir "$work/$f"
	# In a subshell (lib.sh's die exits), outside any condition so that
	# set -e stops it at the first failure.
	set +e
	(
		set -e
		cd "$work/$f"
		. "$root/tests/cli/lib.sh"
		. "$root/tests/cli/golden.sh"
		case $f in
		formats)
			golden_formats
			for x in md csv tex json; do cp got.$x "$here/golden.$x"; done
			;;
		more)
			golden_more
			cp got.md "$here/report-more.md"
			;;
		esac
	)
	rc=$?
	set -e
	[ $rc -eq 0 ] || { echo "regen.sh: $f: the golden files were not rebuilt (output above)" >&2; exit 1; }
	echo "regen.sh: $f rebuilt"
done
echo "regen.sh: review the changes with: git diff -- tests/cli/expected"
