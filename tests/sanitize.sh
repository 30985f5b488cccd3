#!/usr/bin/env bash
# The CPU suite under AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer: a copy of the working tree in build/san built
# with clang -fsanitize=address,undefined, and tests/run.sh run there (the
# fuzz step and this one skipped).  The GPU test double stays unsanitized: a
# dlopened library cannot reach the executable's sanitizer runtime.  Skipped,
# saying so, without clang.  make test runs it.
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
CLANG=${CLANG:-clang}
command -v "$CLANG" > /dev/null || { echo "sanitizers: skipped, no $CLANG"; exit 0; }
S=build/san
mkdir -p $S
# Tracked and untracked-but-not-ignored files, as they are in the tree.
(git ls-files -co --exclude-standard -z 2>/dev/null || find . -path ./build -prune -o -type f -print0) |
	tar --null -T - -cf - 2>/dev/null | tar -xf - -C $S
cd $S
SAN="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
make -s CC="$CLANG" CFLAGS="$SAN" kopt build/tests/unit-tests > build-san.log 2>&1 ||
	{ tail -20 build-san.log; echo "sanitizers: the build failed"; exit 1; }
make -s CC="$CLANG" CFLAGS="-O1 -g" build/tests/gpu_double.so >> build-san.log 2>&1 ||
	{ tail -20 build-san.log; echo "sanitizers: the test double did not build"; exit 1; }
samples=$ROOT/tests/fixtures/inductor-output
KOPT_SKIP_FUZZ=1 KOPT_SKIP_SAN=1 KOPT_INDUCTOR_SAMPLES=$samples \
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:handle_segv=0:handle_abort=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	tests/run.sh > san.log 2>&1
rc=$?
tail -1 san.log | sed 's/^/sanitizers: /'
[ $rc -eq 0 ] || grep -v '^ok' san.log | tail -60
exit $rc
