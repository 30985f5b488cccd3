# make builds without installing anything; make install puts kopt, its GPU
# backend, prompts and compile helper under PREFIX and its man page (the
# build's, from kopt's help texts) in PREFIX/share/man/man1, and the
# installed kopt finds them and replays the shipped recording.
. "$OLDPWD/tests/cli/lib.sh"
( cd "$OLDPWD" && make -n all ) > dry
! grep -q '^install ' dry || die "make all would install"
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
sh "$OLDPWD/harness/mkman.sh" root/opt/kopt/bin/kopt > kopt.1
cmp -s kopt.1 root/opt/kopt/share/man/man1/kopt.1 ||
	die "the installed man page is not the installed kopt's help texts"
if command -v man > /dev/null; then
	MANWIDTH=80 man -l root/opt/kopt/share/man/man1/kopt.1 > man.txt 2> warn ||
		{ cat warn; die "man -l cannot read the installed man page"; }
	grep -Eq '^ +kopt merge$' man.txt || die "the installed man page lists no kopt merge"
fi
cp "$OLDPWD/datasets/recordings/first-h200.kopt" r.kopt
expect 0 root/opt/kopt/bin/kopt replay r.kopt -q
has out identical
# The installed kopt finds its gnuplot scripts and the shipped guidelines.
if command -v gnuplot > /dev/null; then
	expect 0 root/opt/kopt/bin/kopt report r.kopt --out rep --plots
	[ -s rep/figures/fig3-speedups.svg ] || die "installed kopt drew no figure"
fi
expect 0 root/opt/kopt/bin/kopt run -q -o g.kopt --set search.guidelines=table4 \
	--backend "$DOUBLE" "$FIXTURES/L1-relu"
