# import_tutorials.sh names why an import failed: the importer's refusal,
# else the log's last line (where an uncaught exception ends), never the
# first line that merely says "error" (each seed's check prints its max
# abs error before the verdict).  Run with stand-ins for tutorials.py and
# kopt_import.py beside a copy of the script and of kernelbench.py (whose
# reason subcommand names it) with the module it imports, so no GPU, torch
# or checkout is needed.
. "$OLDPWD/tests/cli/lib.sh"
mkdir bin src
cp "$OLDPWD/datasets/importer/import_tutorials.sh" "$OLDPWD/datasets/importer/kernelbench.py" \
	"$OLDPWD/datasets/importer/import_policy.py" bin/
cat > bin/tutorials.py <<'PY'
import os, sys
for n in ("TT-ok", "TT-refused", "TT-crash", "TT-hang"):
    open(os.path.join(sys.argv[3], n + ".py"), "w").write("# %s\n" % n)
PY
cat > bin/kopt_import.py <<'PY'
import os, sys
n = os.path.basename(sys.argv[2])[:-3]
print("%s seed 0 output 0: max abs error 4.66e-10" % n)
if n == "TT-ok":
    os.makedirs(sys.argv[sys.argv.index("--out") + 1])
    print("%s: 1 kernel step (k), 1 outputs, max abs error vs the reference 0" % n)
    sys.exit(0)
if n == "TT-refused":
    print("verification failed: seed 42 output 0: max abs error 0.5 exceeds rtol=atol=0.0001",
          file=sys.stderr)
    sys.exit(1)
if n == "TT-hang" and os.environ.get("HANG"):
    import time
    time.sleep(60)
print("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>", file=sys.stderr)
print("RuntimeError: the launcher's warmup handle has no grid", file=sys.stderr)
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
echo "ok: a failed import is named with its refusal or its exception"
