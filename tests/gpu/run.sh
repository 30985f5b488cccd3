#!/usr/bin/env bash
# GPU tests (make test-gpu): need an NVIDIA GPU and driver; the Triton cases
# also need torch and Triton (they are skipped, and said so, without them).
# Prints one closing line "N passed, N failed".  KOPT_GPU_ONLY=g_x,g_y runs
# only the named cases.
set -u
cd "$(dirname "$0")/../.."
export KOPT=$PWD/kopt GPUFIX=$PWD/tests/gpu/fixtures CANDS=$PWD/tests/gpu/candidates ROOT=$PWD
pass=0 fail=0 skip=0
[ -n "${KOPT_GPU_LOGS:-}" ] && mkdir -p "$KOPT_GPU_LOGS"
for t in tests/gpu/g_*.sh; do
	case ",${KOPT_GPU_ONLY:-$(basename "$t" .sh)}," in *,"$(basename "$t" .sh)",*) ;; *) continue ;; esac
	dir=$(mktemp -d "${TMPDIR:-/tmp}/kopt-gpu-XXXXXX")
	start=$(date +%s%N)
	(cd "$dir" && bash "$ROOT/$t") >"$dir/log" 2>&1
	rc=$?
	ms=$((($(date +%s%N) - start) / 1000000))
	secs=$((ms / 1000)).$(printf %03d $((ms % 1000)))
	name=$(basename "$t" .sh)
	if [ $rc -eq 0 ]; then
		pass=$((pass + 1)); echo "ok   $name (${secs}s)"; sed 's/^/    /' "$dir/log" | grep '^    #' || true
	elif [ $rc -eq 77 ]; then
		skip=$((skip + 1)); echo "skip $name: $(tail -1 "$dir/log")"
	else
		fail=$((fail + 1)); echo "FAIL $name (log in $dir)"; sed 's/^/    /' "$dir/log" | tail -40
	fi
	[ -n "${KOPT_GPU_LOGS:-}" ] && cat "$dir/log" >> "$KOPT_GPU_LOGS/gpu-tests.log"
done
echo "gpu: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
