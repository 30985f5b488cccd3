#!/usr/bin/env bash
# The CPU test suite: unit tests, then the command-line cases in tests/cli.
# Prints one closing line "N passed, N failed" and exits non-zero on failure.
set -u
cd "$(dirname "$0")/.."
pass=0 fail=0
if out=$(build/tests/unit-tests 2>&1); then :; fi
echo "$out" | grep -v '^ok ' || true
p=$(echo "$out" | sed -n 's/^unit: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
f=$(echo "$out" | sed -n 's/^unit: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
if [ -z "$p" ]; then echo "unit tests did not finish"; fail=$((fail + 1)); else
	pass=$((pass + p)); fail=$((fail + f)); fi
# The importer's reader of Inductor's code, which needs no torch.
if out=$(python3 datasets/importer/test_parse.py 2>&1) && echo "$out" | grep -q ' 0 failed$'; then
	pass=$((pass + 1)); echo "ok   importer test_parse ($(echo "$out" | tail -1))"
else
	fail=$((fail + 1)); echo "FAIL importer test_parse"; echo "$out" | tail -20 | sed 's/^/    /'
fi
export KOPT=$PWD/kopt DOUBLE=$PWD/build/tests/gpu_double.so FIXTURES=$PWD/tests/fixtures/problems
# The standalone-Triton importer's reader (no GPU; its compile test runs
# where Triton is installed and says skip otherwise).
if out=$(python3 datasets/importer/test_triton.py 2>&1) && echo "$out" | grep -q ' 0 failed$'; then
	pass=$((pass + 1)); echo "ok   importer test_triton ($(echo "$out" | tail -1))"
else
	fail=$((fail + 1)); echo "FAIL importer test_triton"; echo "$out" | tail -20 | sed 's/^/    /'
fi
# The Helion path's part that needs no GPU, torch or Helion.
if out=$(python3 datasets/importer/test_helion.py 2>&1) && echo "$out" | grep -q ' 0 failed$'; then
	pass=$((pass + 1)); echo "ok   importer test_helion ($(echo "$out" | tail -1))"
else
	fail=$((fail + 1)); echo "FAIL importer test_helion"; echo "$out" | tail -20 | sed 's/^/    /'
fi
for t in tests/cli/t_*.sh; do
	dir=$(mktemp -d "${TMPDIR:-/tmp}/kopt-cli-XXXXXX")
	if (cd "$dir" && bash "$OLDPWD/$t") >"$dir/log" 2>&1; then
		pass=$((pass + 1)); echo "ok   $(basename "$t" .sh)"
		rm -rf "$dir"
	else
		fail=$((fail + 1)); echo "FAIL $(basename "$t" .sh) (log below, files in $dir)"
		sed 's/^/    /' "$dir/log" | tail -40
	fi
done
# A short fuzz run of the manifest reader, the answer parser and canonical
# JSON under ASan and UBSan (tests/fuzz/run.sh; skipped, saying so, without
# clang's libFuzzer).
if [ -n "${KOPT_SKIP_FUZZ:-}" ]; then
	echo "skip fuzz (KOPT_SKIP_FUZZ)"
elif out=$(tests/fuzz/run.sh "${KOPT_FUZZ_SECONDS:-3}" 2>&1); then
	pass=$((pass + 1)); echo "ok   fuzz ($(echo "$out" | tr '\n' ';' | sed 's/;$//'))"
else
	fail=$((fail + 1)); echo "FAIL fuzz"; echo "$out" | tail -40 | sed 's/^/    /'
fi
# The same suite under ASan and UBSan (tests/sanitize.sh; not inside itself).
if [ -z "${KOPT_SKIP_SAN:-}" ]; then
	if out=$(tests/sanitize.sh 2>&1); then
		pass=$((pass + 1)); echo "ok   $(echo "$out" | tail -1)"
	else
		fail=$((fail + 1)); echo "FAIL sanitizers"; echo "$out" | tail -60 | sed 's/^/    /'
	fi
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
