# make builds without installing anything; make install puts kopt, its GPU
# backend, prompts and compile helper under PREFIX, and the installed kopt
# finds them and replays the shipped recording.  It runs make in the tree,
# so tests/run.sh runs it alone, after the other cases:
# test: alone
. "$OLDPWD/tests/cli/lib.sh"
( cd "$OLDPWD" && make -n all ) > dry
! grep -q '^install ' dry || die "make all would install"
here=$PWD
( cd "$OLDPWD" && make -s install DESTDIR="$here/root" PREFIX=/opt/kopt ) > /dev/null
for f in bin/kopt share/kopt/prompts/planner.md share/kopt/prompts/executor.md \
	 share/kopt/prompts/summarizer.md share/kopt/triton_helper.py \
	 share/kopt/guidelines/table4.json share/kopt/plots/fig3-speedups.gp; do
	[ -e "root/opt/kopt/$f" ] || die "install did not write $f"
done
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
