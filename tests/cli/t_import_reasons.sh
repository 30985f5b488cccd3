# import_tutorials.sh names why an import failed: the importer's refusal,
# else the log's last line (where an uncaught exception ends), never the
# first line that merely says "error" (each seed's check prints its max
# abs error before the verdict); a folder that exists is kept only while
# it is what the importer would now make.  Run with stand-ins for tutorials.py and
# kopt_import.py (and helion_import.py) beside a copy of the script and of
# kernelbench.py (whose
# reason subcommand names it) with the module it imports, so no GPU, torch
# or checkout is needed.
. "$OLDPWD/tests/cli/lib.sh"
mkdir bin src
cp "$OLDPWD/datasets/importer/import_tutorials.sh" "$OLDPWD/datasets/importer/kernelbench.py" \
	"$OLDPWD/datasets/importer/import_policy.py" bin/
cat > bin/tutorials.py <<'PY'
import os, sys
if os.environ.get("TUT_CRASH"):
    sys.exit("Traceback (most recent call last):\nKeyError: 'size'")
names = ("TT-ok", "TT-refused", "TT-crash", "TT-hang") if sys.argv[1] == "triton" else ("HT-auto",)
if "--configs" in sys.argv:     # the kept Triton configurations it was given
    open("tconfigs", "a").write(sys.argv[sys.argv.index("--configs") + 1] + "\n")
if os.environ.get("TUT_REFUSE"):        # as tutorials.py: one line each, the others written
    names = ("TT-ok",)
    print("TT-gone: refused: python/tutorials/gone.py: TT-gone: size 524288 where the table "
          "has 134217728", file=sys.stderr)
    print("TT-other: refused: python/tutorials/other.py: not wanted", file=sys.stderr)
for n in names:
    open(os.path.join(sys.argv[3], n + ".py"), "w").write("# %s %s\n" % (n, os.environ.get("EXAMPLE", "")))
sys.exit(1 if os.environ.get("TUT_REFUSE") else 0)
PY
cat > bin/helion_import.py <<'PY'
import os, sys
if sys.argv[1:] == ["--overrides"]:    # as the real one: the user's, and ours
    print('{"host_tensor_descriptors": false%s}' % os.environ.get("OVERRIDES_EXTRA", ""))
    sys.exit(0)
args = sys.argv[1:]
if args[0] == "--configs":      # the configurations file it was given
    open("configs", "a").write(args[1] + "\n")
    args = args[2:]
open("autotuned", "a").write(args[0] + "\n")
open(args[1], "w").write("# made from %s\n" % args[0])
open(args[1] + ".config.json", "w").write("{}")
PY
cat > bin/kopt_import.py <<'PY'
import os, sys
n = os.path.basename(sys.argv[sys.argv.index("--out") + 1])
open("imported_from", "a").write(sys.argv[2] + "\n")
print("%s seed 0 output 0: max abs error 4.66e-10" % n)
if n == "TT-ok":
    os.makedirs(sys.argv[sys.argv.index("--out") + 1])
    print("%s: 1 kernel step (k), 1 outputs, max abs error vs the reference 0" % n)
    sys.exit(0)
if n == "TT-refused":
    print("verification failed: seed 42 output 0: max abs error 0.5 exceeds rtol=atol=0.0001",
          file=sys.stderr)
    sys.exit(1)
open("f64", "a").write(sys.argv[sys.argv.index("--float64-timeout") + 1] + "\n")
if n == "HT-auto" and not os.environ.get("HT_FAIL"):
    os.makedirs(sys.argv[sys.argv.index("--out") + 1])
    print("%s: imported" % n)
    sys.exit(0)
if n == "TT-crash" and os.environ.get("SELFKILL"):    # as the OOM killer would
    import signal
    os.kill(os.getpid(), signal.SIGKILL)
if n == "TT-hang" and os.environ.get("HANG"):
    import time
    time.sleep(60)
print("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>", file=sys.stderr)
print("RuntimeError: the launcher's warmup handle has no grid", file=sys.stderr)
sys.exit(1)
PY
cat > bin/triton_standalone.py <<'PY'
import os, sys
assert sys.argv[1] == "--differences", sys.argv
if os.path.exists(os.path.join(sys.argv[2], "stale")):
    print("steps[0].launch.grid_type\nthe kernel source")
    sys.exit(1)
PY
expect 1 bin/import_tutorials.sh --triton src --out probs --work w "$KOPT"
has out "imported TT-ok: TT-ok: 1 kernel step (k), 1 outputs, max abs error vs the reference 0"
has out "FAILED   TT-refused: verification failed: seed 42 output 0: max abs error 0.5 exceeds rtol=atol=0.0001"
has out "FAILED   TT-crash: RuntimeError: the launcher's warmup handle has no grid"
has out "1 imported, 3 failed; files and logs in w"
has out "FAILED   TT-hang: RuntimeError: the launcher's warmup handle has no grid"
lacks out "FAILED   TT-crash: TT-crash seed 0"
# A hung import is stopped after --timeout seconds and named so; the rest go on.
rm -rf probs w
HANG=1 expect 1 bin/import_tutorials.sh --triton src --out probs --work w --timeout 2 "$KOPT"
has out "FAILED   TT-hang: timed out after 2 s (--timeout)"
has_re out "^imported TT-ok: .*$"
has out "1 imported, 3 failed; files and logs in w"
expect 2 bin/import_tutorials.sh --triton src --timeout 0 "$KOPT"
has err "import_tutorials.sh: --timeout 0 is not a whole number of seconds"
# --deadline: no step starts after it, one running then is stopped; neither
# counts as failed, both are left for the next call (exit 3).
rm -rf probs w
HANG=1 expect 3 bin/import_tutorials.sh --triton src --only TT-hang,TT-ok --out probs --work w --deadline 3 "$KOPT"
has out "left     TT-hang: stopped at the --deadline (for the next call)"
has out "left     TT-ok: not started: past the --deadline (for the next call)"
has out "0 imported, 0 failed, 2 left at the --deadline; files and logs in w"
[ ! -e probs/TT-ok ] || die "a problem not started at the deadline was written"
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w --deadline 60 "$KOPT"
has out "imported TT-ok: TT-ok: 1 kernel step (k), 1 outputs, max abs error vs the reference 0"
has out "1 imported, 0 failed; files and logs in w"
expect 2 bin/import_tutorials.sh --triton src --deadline soon "$KOPT"
has err "import_tutorials.sh: --deadline soon is not a whole number of seconds"
# Inductor's float64 compile is bounded by --float64-timeout (300 s unless
# told), passed to each import.
[ "$(sort -u f64)" = 300 ] || die "kopt_import.py was given --float64-timeout $(sort -u f64 | tr '\n' ' ')"
rm -rf probs w f64
expect 1 bin/import_tutorials.sh --triton src --out probs --work w --float64-timeout 0 "$KOPT"
[ "$(sort -u f64)" = 0 ] || die "--float64-timeout 0 was not passed on"
expect 2 bin/import_tutorials.sh --triton src --float64-timeout soon "$KOPT"
has err "import_tutorials.sh: --float64-timeout soon is not a whole number of seconds"
# A Helion example's autotuned file is kept in --work for the next call: an
# import that failed after it does not autotune again, unless the example,
# HELION_AUTOTUNE_EFFORT or the GPU (nvidia-smi's name, a stand-in here)
# changed.
mkdir hsrc gpu
printf '#!/bin/sh\necho "${GPU_NAME:-NVIDIA H200}"\n' > gpu/nvidia-smi
chmod +x gpu/nvidia-smi
PATH=$PWD/gpu:$PATH
HT_FAIL=1 expect 1 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
has out "FAILED   HT-auto: RuntimeError: the launcher's warmup handle has no grid"
[ "$(wc -l < autotuned)" = 1 ] || die "helion_import.py ran $(wc -l < autotuned) times, not once"
[ -s hw/helion/HT-auto.triton.py.key ] || die "no key beside the autotuned file"
expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
has out "imported HT-auto: HT-auto: imported"
[ "$(wc -l < autotuned)" = 1 ] || die "the autotuned file was not kept: helion_import.py ran again"
grep -q "Helion autotuned" out && die "a call that autotuned nothing named the earlier call's autotune"
grep -q "kept from an earlier call (the same example, effort, Helion, GPU, overrides and configurations file)" hw/logs/HT-auto.log ||
	die "the log does not say the autotuned file was kept"
rm -rf hp
HELION_AUTOTUNE_EFFORT=none expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
[ "$(wc -l < autotuned)" = 2 ] || die "another effort did not autotune again"
rm -rf hp
EXAMPLE=changed HELION_AUTOTUNE_EFFORT=none expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
[ "$(wc -l < autotuned)" = 3 ] || die "a changed example did not autotune again"
rm -rf hp
HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
[ "$(wc -l < autotuned)" = 3 ] || die "the same example and effort autotuned again"
grep -q " gpu=NVIDIA_H200 overrides={\"host_tensor_descriptors\":false} configs=none$" hw/helion/HT-auto.triton.py.key || die "the key does not name the GPU: $(cat hw/helion/HT-auto.triton.py.key)"
rm -rf hp
GPU_NAME="NVIDIA A100" HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
[ "$(wc -l < autotuned)" = 4 ] || die "another GPU did not autotune again"
# What the autotuner is told to hold fixed is in the key.
rm -rf hp
OVERRIDES_EXTRA=', "num_warps": 4' GPU_NAME="NVIDIA A100" HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
[ "$(wc -l < autotuned)" = 5 ] || die "other autotune overrides did not autotune again"
# Without nvidia-smi's answer the key names the GPU unknown.
rm -rf hp
printf '#!/bin/sh\nexit 9\n' > gpu/nvidia-smi
HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs none --helion hsrc --out hp --work hw "$KOPT"
grep -q " gpu=unknown overrides=" hw/helion/HT-auto.triton.py.key || die "the key of an unknown GPU: $(cat hw/helion/HT-auto.triton.py.key)"
[ "$(wc -l < autotuned)" = 6 ] || die "an unknown GPU did not autotune again"
# The configurations file is passed on (the shipped one unless told), and a
# changed one is a changed key; a missing one is refused before anything runs.
rm -rf hp
expect 2 bin/import_tutorials.sh --helion hsrc --out hp --work hw "$KOPT"
has err "import_tutorials.sh: --helion-configs $(cd .. && pwd)/datasets/tutorials/helion-configs.json: no such file (none: autotune every example)"
[ ! -e configs ] || die "helion_import.py was given a configurations file with none asked for"
echo '{"format": "kopt-helion-configs/1", "configs": {}}' > kept.json
HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs kept.json --helion hsrc --out hp --work hw "$KOPT"
[ "$(cat configs)" = kept.json ] || die "the configurations file was not passed: $(cat configs)"
[ "$(wc -l < autotuned)" = 7 ] || die "another configurations file did not import again"
has out "Helion autotuned: hw/helion/HT-auto.triton.py.config.json (helion_import.py --save-configs FILE those keeps them)"
# A folder that exists is checked against what the importer would now make
# of its standalone file (triton_standalone.py --differences, a stand-in
# here): one that is current is kept; one out of date is moved to
# WORK/stale/ID.N, saying what differs, and imported again, a Triton
# tutorial's from the file made now, a Helion example's from the folder's
# own standalone file, so nothing is autotuned again.
rm -rf probs w
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w "$KOPT"
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w "$KOPT"
has out "kept     TT-ok (folder exists, as the importer would make it)"
has out "0 imported, 0 failed; files and logs in w"
touch probs/TT-ok/stale
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w "$KOPT"
has out "stale    TT-ok: the importer now makes it otherwise (steps[0].launch.grid_type;the kernel source); the folder moved to w/stale/TT-ok.1, imported again"
has out "imported TT-ok: TT-ok: 1 kernel step (k), 1 outputs, max abs error vs the reference 0"
[ -e w/stale/TT-ok.1/stale ] && [ ! -e probs/TT-ok/stale ] || die "the stale folder was not moved aside"
[ "$(tail -1 imported_from)" = w/triton/TT-ok.py ] || die "imported again from $(tail -1 imported_from)"
touch probs/TT-ok/stale
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w "$KOPT"
has_re out "^stale    TT-ok: .*; the folder moved to w/stale/TT-ok\\.2, imported again$"
# Past the --deadline a folder out of date is left where it is, for the next call.
touch probs/TT-ok/stale
HANG=1 expect 3 bin/import_tutorials.sh --triton src --only TT-hang,TT-ok --out probs --work w --deadline 2 "$KOPT"
has out "left     TT-ok: out of date, not imported again: past the --deadline (for the next call)"
[ -e probs/TT-ok/stale ] && [ ! -e w/stale/TT-ok.3 ] || die "a stale folder was moved past the deadline"
# One whose import again the --deadline stops is put back, for the next call.
mkdir probs/TT-hang && touch probs/TT-hang/stale
HANG=1 expect 3 bin/import_tutorials.sh --triton src --only TT-hang --out probs --work w --deadline 2 "$KOPT"
has_re out "^stale    TT-hang: .*; the folder moved to w/stale/TT-hang\\.1, imported again$"
has out "left     TT-hang: stopped at the --deadline (for the next call)"
[ -e probs/TT-hang/stale ] && [ ! -e w/stale/TT-hang.1 ] || die "the stale folder was not put back at the deadline"
touch hp/HT-auto/stale
echo "# Helion's code for its configuration" > hp/HT-auto/triton_input.py
HELION_AUTOTUNE_EFFORT=none EXAMPLE=changed expect 0 bin/import_tutorials.sh --helion-configs kept.json --helion hsrc --out hp --work hw "$KOPT"
has out "stale    HT-auto: the importer now makes it otherwise (steps[0].launch.grid_type;the kernel source); the folder moved to hw/stale/HT-auto.1, imported again"
has out "imported HT-auto: HT-auto: imported"
[ "$(tail -1 imported_from)" = hw/stale/HT-auto.1/triton_input.py ] ||
	die "the stale Helion folder was imported again from $(tail -1 imported_from)"
[ "$(wc -l < autotuned)" = 7 ] || die "a stale Helion folder was autotuned again"
# A SIGKILL from elsewhere (the out-of-memory killer) is no timeout.
rm -rf probs w
SELFKILL=1 expect 1 bin/import_tutorials.sh --triton src --only TT-crash --out probs --work w --deadline 60 "$KOPT"
has_re out "^FAILED   TT-crash: killed \(SIGKILL\) after [0-9]+ s, before the bound of [0-9]+ s: out of memory\?$"
# A tutorial tutorials.py refuses (a checkout of another version) is a
# failure, named with its refusal, and never imported from the file an
# earlier call with the same --work made of it; a tutorials.py that ends
# otherwise is one too.
rm -rf probs w
mkdir -p w/triton && echo "# an earlier call's" > w/triton/TT-gone.py
: > imported_from
TUT_REFUSE=1 expect 1 bin/import_tutorials.sh --triton src --only TT-ok,TT-gone --out probs --work w "$KOPT"
has out "FAILED   TT-gone: refused by tutorials.py: python/tutorials/gone.py: TT-gone: size 524288 where the table has 134217728"
has out "imported TT-ok: TT-ok: 1 kernel step (k), 1 outputs, max abs error vs the reference 0"
has out "1 imported, 1 failed; files and logs in w"
grep -q TT-gone imported_from && die "TT-gone was imported from an earlier call's file"
grep -q TT-other out && die "a tutorial not asked for (--only) was counted"
[ ! -e w/triton/TT-gone.py ] || die "the earlier call's TT-gone.py was left in w/triton"
rm -rf probs w
TUT_CRASH=1 expect 1 bin/import_tutorials.sh --triton src --out probs --work w "$KOPT"
has out "FAILED   tutorials.py triton: KeyError: 'size' (all of w/logs/triton.log)"
has out "0 imported, 1 failed; files and logs in w"
# --triton-configs is passed to tutorials.py (its own default, the shipped
# file, when not given); a missing file is refused before anything runs; an
# earlier call's timed choice (ID.autotune.json) is removed with its file.
rm -rf probs w tconfigs
mkdir -p w/triton && echo '{}' > w/triton/TT-ok.autotune.json
expect 0 bin/import_tutorials.sh --triton src --only TT-ok --out probs --work w "$KOPT"
[ ! -e tconfigs ] || die "tutorials.py was given --configs with none asked for: $(cat tconfigs)"
[ ! -e w/triton/TT-ok.autotune.json ] || die "an earlier call's TT-ok.autotune.json was left in w/triton"
rm -rf probs w
expect 0 bin/import_tutorials.sh --triton-configs kept.json --triton src --only TT-ok --out probs --work w "$KOPT"
[ "$(cat tconfigs)" = kept.json ] || die "--triton-configs was not passed: $(cat tconfigs)"
rm -rf probs w
expect 0 bin/import_tutorials.sh --triton-configs none --triton src --only TT-ok --out probs --work w "$KOPT"
[ "$(tail -1 tconfigs)" = none ] || die "--triton-configs none was not passed: $(cat tconfigs)"
rm -rf probs w
expect 2 bin/import_tutorials.sh --triton-configs missing.json --triton src --out probs --work w "$KOPT"
has err "import_tutorials.sh: --triton-configs missing.json: no such file (none: time every configuration)"
[ ! -e probs ] || die "a missing --triton-configs still imported"
echo "ok: a failed import is named with its refusal or its exception; Helion's autotuned files are kept for the next call; a folder out of date is moved aside and imported again; tutorials.py's refusals count as failures; --triton-configs is passed on"
