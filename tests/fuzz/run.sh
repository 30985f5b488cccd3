#!/usr/bin/env bash
# Fuzz the manifest reader, the answer parser, canonical JSON and run files
# with broken stored JSON (read by show, report, replay and gates in-process;
# fuzz_runfile.c) with libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer.
#   tests/fuzz/run.sh [SECONDS]     each target for SECONDS (default 5)
# make fuzz runs it for FUZZ_SECONDS (CI runs it); a longer run:
#   tests/fuzz/run.sh 600
# Exits 77 after "skip: REASON" where clang cannot link libFuzzer (make fuzz
# then says so and passes, except under CI=true, where a skip fails).
# Seed corpora are tests/fuzz/corpus/TARGET (never written to: new inputs go
# to build/fuzz/corpus-TARGET).  A crash leaves its input in build/fuzz/;
# fixed crashes are kept in tests/fuzz/corpus/TARGET as regression cases.
# Needs clang with libFuzzer (Debian: clang, libclang-rt-14-dev).
set -u
cd "$(dirname "$0")/../.."
SECS=${1:-5}
CLANG=${CLANG:-clang}
B=build/fuzz
mkdir -p $B
if ! echo 'int LLVMFuzzerTestOneInput(const char *d, long n){return 0;}' |
	$CLANG -x c -fsanitize=fuzzer - -o $B/probe 2>/dev/null; then
	echo "skip: $CLANG cannot link libFuzzer (./setup.sh installs clang and libclang-rt-14-dev)"
	exit 77
fi
SAN="-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
SRC=$(ls common/*.c recorder/*.c gates/*.c replayer/*.c harness/*/*.c reports/*.c | grep -v -e '^harness/cli/main.c$' -e '^harness/gpu/')
# The library once, instrumented for coverage and the sanitizers.
mkdir -p $B/obj
OBJS=
for s in $SRC; do
	o=$B/obj/$(echo "$s" | tr / _ | sed 's/\.c$/.o/')
	if [ ! -f "$o" ] || [ "$s" -nt "$o" ] || [ -n "$(find common harness recorder gates reports replayer -name '*.h' -newer "$o" 2>/dev/null | head -1)" ]; then
		$CLANG -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I. -Ibuild -O1 -g \
			-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer \
			-c "$s" -o "$o" || { echo "fuzz: cannot compile $s"; exit 1; }
	fi
	OBJS="$OBJS $o"
done
rm -f $B/libkopt-fuzz.a
ar rcs $B/libkopt-fuzz.a $OBJS	# an archive: only what a target uses is linked
fail=0
for t in manifest answer canon runfile; do
	$CLANG $SAN -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I. -Ibuild -O1 -g \
		tests/fuzz/fuzz_$t.c $B/libkopt-fuzz.a -o $B/fuzz_$t \
		-lsqlite3 -lcjson -lcurl -lcrypto -lz -ldl -lm -lpthread || { echo "fuzz: cannot link $t"; exit 1; }
	mkdir -p $B/corpus-$t
	# Inputs up to 1 MB (a 50 MB answer is in the malformed-answer tests).
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
		$B/fuzz_$t -max_total_time=$SECS -max_len=1048576 -timeout=10 \
		-artifact_prefix=$B/crash-$t- $B/corpus-$t tests/fuzz/corpus/$t \
		> $B/fuzz_$t.log 2>&1
	rc=$?
	runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' $B/fuzz_$t.log | grep -o '[0-9]*$')
	[ -z "$runs" ] && runs=$(grep -oE '#[0-9]+' $B/fuzz_$t.log | tail -1 | tr -d '#')
	if [ $rc -eq 0 ]; then
		echo "fuzz $t: ${runs:-?} inputs in ${SECS}s, no crash"
	else
		fail=1
		echo "fuzz $t: FAILED (exit $rc); input in $B/crash-$t-*"
		grep -A25 -m1 'ERROR\|runtime error' $B/fuzz_$t.log | head -40
	fi
done
exit $fail
