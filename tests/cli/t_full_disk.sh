# A full disk (a 1 MB tmpfs, where this machine lets the test mount one):
# the run stops with an error naming the file and the disk, the file keeps
# everything committed before (integrity_check ok), and after the disk grows
# a resume finishes the run with the decisions of an uninterrupted one.
. "$OLDPWD/tests/cli/lib.sh"
mkdir -p small
if ! mount -t tmpfs -o size=1m tmpfs small 2>/dev/null; then
	skip "cannot mount a 1 MB tmpfs here (needs root, in a container allowed to mount)"
fi
trap 'umount small 2>/dev/null || true' EXIT
expect 0 "$KOPT" run -q -o ref.kopt --backend "$DOUBLE" "$FIXTURES"/*
set +e
"$KOPT" run -q -o small/r.kopt --backend "$DOUBLE" "$FIXTURES"/* > out 2> err
rc=$?
set -e
[ $rc -ne 0 ] || die "the run succeeded on a 1 MB disk"
# The error names the file and says the disk is full.
has_re err '^kopt run: small/r\.kopt: (.+: )?database or disk is full$'
[ "$(sql small/r.kopt 'pragma integrity_check')" = ok ] || die "integrity after a full disk"
before=$(sql small/r.kopt "select count(*) from observations")
[ "$before" -gt 0 ] || die "nothing was kept before the disk filled"
mount -o remount,size=64m small
expect 0 "$KOPT" run --resume -q -o small/r.kopt --backend "$DOUBLE"
[ "$(sql small/r.kopt 'select report_digest from runs')" = "$(sql ref.kopt 'select report_digest from runs')" ] ||
	die "the resumed run decided otherwise"
echo "full disk after $before observations: clear error, file intact, resumed to the same digest"
