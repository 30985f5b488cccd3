# The winners' profiles of search.profile_scope = tables come after the
# re-stitch, when gate 3 has made the problem's float64 model resident, and
# CUPTI's kernel replay saves and restores all the context's device memory
# around a profile: so a profile first gives back the float64 model and the
# pool's free scratch (gpu_profile_trim).  On the H200 (KB-C0-default-fast,
# 2026-12-03, before this) level-1 KernelBench winners' profiles took
# 21-57 s there, against 0.5-0.7 s for the same kernels' profiles during
# the search.  L1-kl-div (two 16384 x 2048 inputs: a 512 MiB float64 model;
# scripted finds a 1.38x winner at the defaults, C0) is searched with
# scope tables under KOPT_GPU_TRACE: its last profile (the winner's) must
# say at least 256 MiB given back first, and the device memory in use at it
# must be no more than at the baseline's profile (before any float64 work)
# plus 64 MiB.  The recording must replay identically.  Prints the
# figures.  Needs Triton and a GPU.
. "$ROOT/tests/gpu/lib.sh"
python3 -c "import triton" 2>/dev/null || { echo "no Triton here"; exit 77; }
P=$ROOT/datasets/problems/L1-kl-div
export KOPT_GPU_TRACE=1
expect 0 "$KOPT" run -q -o t.kopt --backend gpu --set search.profile_scope=tables "$P"
unset KOPT_GPU_TRACE
cp err t.err
nw=$(sqlite3 -batch t.kopt "select count(*) from observations where kind = 'profile' and step = 'L1-kl-div/winners'")
[ "$nw" -ge 1 ] ||
	die "L1-kl-div kept no winner, so no winner's profile ran (C0 found 1.38x): the check could not run"
[ "$(sqlite3 -batch t.kopt "select count(*) from observations where kind = 'check' and site = 'gate3.check'")" -ge 1 ] ||
	die "no gate 3 check before the winner's profile"
expect 0 "$KOPT" replay t.kopt -q
has out "replay of run 1 in t.kopt: identical"
grep '^profile:' t.err | sed 's/^/# /'
python3 - "$nw" <<'PY' || die "device memory at the winners' profiles"
import re, sys
nw = int(sys.argv[1])
lines = [tuple(map(float, l)) for l in
         re.findall(r"^profile: .*device memory in use (\d+) MiB, (\d+) MiB given back first\)$",
                    open("t.err").read(), re.M)]
assert len(lines) > nw, ("profile lines", lines, "winners' profiles", nw)
# The first profile is the baseline's; the last nw are the winners' (the
# first of them comes right after gate 3 and gives its memory back; the
# others find nothing left to give).
base = lines[0][0]
win = lines[-nw:]
print("# in use at the baseline's profile %d MiB; at the %d winners' profiles %s MiB, "
      "%s MiB given back first" % (base, nw, "/".join("%d" % w[0] for w in win),
                                   "/".join("%d" % w[1] for w in win)))
assert win[0][1] >= 256, "the float64 model was not given back before the first winner's profile"
assert max(w[0] for w in win) <= base + 64, "a winner's profile ran beside gate 3's memory"
PY
