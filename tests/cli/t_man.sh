# The man page, kopt.1, made by harness/cli/mkman.sh from kopt's help texts:
# made afresh it equals the one the build made (build/kopt.1, which make
# install installs); it holds every help text (kopt --help's commands, and
# each `kopt COMMAND --help`) word for word and in order; groff formats it
# without a warning, and man reads it.
. "$OLDPWD/tests/cli/lib.sh"
sh "$OLDPWD/harness/cli/mkman.sh" "$KOPT" > kopt.1
[ -s kopt.1 ] || die "mkman.sh wrote nothing"
if [ -e "$OLDPWD/build/kopt.1" ]; then
	cmp -s kopt.1 "$OLDPWD/build/kopt.1" ||
		die "build/kopt.1 is not the man page of this kopt's help texts (make builds it)"
fi
grep -qx '\.TH KOPT 1 "" "kopt [0-9.]*" "User Commands"' kopt.1 || { head -3 kopt.1; die "no .TH line"; }
command -v groff > /dev/null || skip "no groff to format the man page (Debian: apt-get install groff-base)"
groff -man -Tutf8 -ww -z kopt.1 2> warn || { cat warn; die "groff failed on the man page"; }
[ ! -s warn ] || { cat warn; die "groff warns about the man page"; }
groff -man -Tutf8 -P-cbou kopt.1 > page.txt 2> warn
[ ! -s warn ] || { cat warn; die "groff warns rendering the man page"; }
"$KOPT" --help > help-main.txt
for c in $(awk '/^Commands:/ { c = 1; next } c && /^  [a-z]/ { print $1 }' help-main.txt); do
	"$KOPT" "$c" --help > "help-$c.txt"
done
python3 - <<'PY' || die "the man page does not hold the help texts"
import glob, re
norm = lambda t: [w for w in t.replace("\u2212", "-").replace("\u2010", "-")
                  .replace("\u2019", "'").replace("\u2018", "`").split()]
page = norm(open("page.txt", encoding="utf8").read())
text = " ".join(page)
helps = sorted(glob.glob("help-*.txt"))
ncmd = len([l for l in open("help-main.txt").read().split("Commands:", 1)[1].splitlines()
            if re.match(r"^  [a-z]+ ", l)])
assert ncmd >= 10 and len(helps) == 1 + ncmd, (ncmd, helps)
for h in helps:
    words = norm(open(h).read())
    if h == "help-main.txt":    # its command list and its exit status
        want = [" ".join(["kopt"] + norm(l)) for l in open(h) if re.match(r"^  [a-z]+ ", l)]
        missing = [w for w in want if w not in text]
        assert not missing, (h, missing[:3])
        assert "0 success, 1 failure, 2 usage." in text, "exit status"
        continue
    assert " ".join(words) in text, (h, "not word for word in the page")
print("the man page holds %d help texts word for word" % len(helps))
PY
if command -v man > /dev/null; then
	MANWIDTH=80 man -l kopt.1 > man.txt 2> warn || { cat warn; die "man -l failed"; }
	grep -q 'kopt replay' man.txt || die "man -l shows no kopt replay"
fi
