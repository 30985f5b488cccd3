#!/usr/bin/env bash
# The CPU suite under AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer: a copy of the working tree in build/san built
# with clang -fsanitize=address,undefined, and tests/run.sh run there (the
# The GPU test double stays unsanitized: a dlopened library cannot reach the
# executable's sanitizer runtime.  make test-san runs it; it exits 77 after
# "skip: REASON" without clang (make test-san then passes, saying so, except
# under CI=true, where a skip fails).
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
CLANG=${CLANG:-clang}
command -v "$CLANG" > /dev/null || { echo "skip: no $CLANG (./setup.sh installs clang)"; exit 77; }
S=build/san
mkdir -p $S
# Tracked and untracked-but-not-ignored files, as they are in the tree (what
# an earlier copy had and the tree no longer has is removed; the copy's
# build/ is kept for an incremental build).
find $S -mindepth 1 -maxdepth 1 ! -name build ! -name .git -exec rm -rf {} +
(git ls-files -co --exclude-standard -z 2>/dev/null || find . -path ./build -prune -o -type f -print0) |
	tar --null -T - -cf - 2>/dev/null | tar -xf - -C $S
cd $S
# The copy is a git checkout of its own (one commit of the tree as it is):
# build/version.h then follows the copy, not the checkout around it, so a
# case that runs make here (t_install) rebuilds nothing, and
# t_self_contained checks the copy's files.
g() { git -c user.name=kopt -c user.email=kopt@localhost -c commit.gpgsign=false "$@"; }
[ -d .git ] || g init -q . || { echo "sanitizers: cannot make the copy a git checkout"; exit 1; }
g add -A > /dev/null && { g diff --cached --quiet || g commit -qm "sanitizer copy"; } ||
	{ echo "sanitizers: cannot commit the copy"; exit 1; }
SAN="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
make -s CC="$CLANG" CFLAGS="$SAN" kopt build/kopt.1 build/tests/unit-tests > build-san.log 2>&1 ||
	{ tail -20 build-san.log; echo "sanitizers: the build failed"; exit 1; }
# The GPU backend's compile threads on the CPU (t_compile_threads), where
# the CUDA headers are.
if [ -f "${CUDA_HOME:-/usr/local/cuda}/include/cuda.h" ]; then
	make -s CC="$CLANG" CFLAGS="$SAN" build/tests/ahead_check >> build-san.log 2>&1 ||
		{ tail -20 build-san.log; echo "sanitizers: ahead_check did not build"; exit 1; }
fi
make -s CC="$CLANG" CFLAGS="-O1 -g" build/tests/gpu_double.so build/tests/command_agent >> build-san.log 2>&1 ||
	{ tail -20 build-san.log; echo "sanitizers: the test doubles did not build"; exit 1; }
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:handle_segv=0:handle_abort=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	tests/run.sh > san.log 2>&1
rc=$?
[ $rc -eq 0 ] || grep -v '^ok' san.log | tail -60
sed -n '/^skipped (cannot run here/,$p' san.log | sed '$d'
tail -1 san.log | sed 's/^/sanitizers: /' 
exit $rc
