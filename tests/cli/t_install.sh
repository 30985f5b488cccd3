# make builds without installing anything; make install puts kopt, its GPU
# backend, prompts and compile helper under PREFIX and its man page (the
# build's, from kopt's help texts) in PREFIX/share/man/man1, and the
# installed kopt finds them and replays the shipped recording.  It runs make
# in the tree, so tests/run.sh runs it alone, after the other cases:
# test: alone
. "$OLDPWD/tests/cli/lib.sh"
# Every recipe of all (-B: as if nothing were built yet, else an up-to-date
# tree shows none of them) and, as the check's control, of install.
( cd "$OLDPWD" && make -n -B all ) > dry
( cd "$OLDPWD" && make -n -B install ) > dry-install
has_re dry-install '^install -m 755 kopt [^ ]*/bin/kopt$'
lacks_re dry '^install '
has_re dry '^.* -o kopt .*$'
here=$PWD
( cd "$OLDPWD" && make -s install DESTDIR="$here/root" PREFIX=/opt/kopt ) > /dev/null
for f in bin/kopt share/kopt/prompts/planner.md share/kopt/prompts/executor.md \
	 share/kopt/prompts/summarizer.md share/kopt/triton_helper.py \
	 share/kopt/guidelines/table4.json share/kopt/plots/fig3-speedups.gp \
	 share/man/man1/kopt.1; do
	[ -e "root/opt/kopt/$f" ] || die "install did not write $f"
done
cmp -s root/opt/kopt/share/man/man1/kopt.1 "$OLDPWD/build/kopt.1" ||
	die "the installed man page is not the build's"
sh "$OLDPWD/harness/cli/mkman.sh" root/opt/kopt/bin/kopt > kopt.1
cmp -s kopt.1 root/opt/kopt/share/man/man1/kopt.1 ||
	die "the installed man page is not the installed kopt's help texts"
if command -v man > /dev/null; then
	MANWIDTH=80 man -l root/opt/kopt/share/man/man1/kopt.1 > man.txt 2> warn ||
		{ cat warn; die "man -l cannot read the installed man page"; }
	grep -Eq '^ +kopt merge$' man.txt || die "the installed man page lists no kopt merge"
fi
cp "$OLDPWD/datasets/recordings/first-h200.kopt" r.kopt
expect 0 root/opt/kopt/bin/kopt replay r.kopt -q
has out "replay of run 1 in r.kopt: identical"
# The installed kopt finds its gnuplot scripts and the shipped guidelines.
if command -v gnuplot > /dev/null; then
	expect 0 root/opt/kopt/bin/kopt report r.kopt --out rep --plots
	[ -s rep/figures/fig3-speedups.svg ] || die "installed kopt drew no figure"
fi
expect 0 root/opt/kopt/bin/kopt run -q -o g.kopt --set search.guidelines=table4 \
	--backend "$DOUBLE" "$FIXTURES/L1-relu"
[ "$(sql g.kopt "select count(*) from observations o join blobs b on b.id = o.request
	where o.site = 'planner' and json_array_length(b.data, '$.context.guidelines') > 0")" -gt 0 ] ||
	die "the installed kopt's planner requests carry no guidelines"
