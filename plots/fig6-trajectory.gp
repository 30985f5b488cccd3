# Figure 6: the search trajectory of one sub-kernel, every candidate that
# passed gates 1-2: its speedup over the sub-kernel's baseline by iteration,
# one colour per beam chain.  Data: fig6-trajectory.dat (iteration speedup
# chain_index "chain"); fig6-title.gp sets the title (problem and
# sub-kernel) and `chains`, the chain names in index order.
set xlabel "iteration"
set ylabel "sub-kernel speedup over the baseline"
set key outside right
set grid ytics
set xtics 1
# Iterations start at 1; a fixed left end keeps a run of one iteration (T = 1)
# from an empty x range, which gnuplot warns about.
set xrange [0.5 : *]
set yrange [*<0.95 : 1.05<*]
set offsets 0.3, 0.3, 0, 0
load "fig6-title.gp"
do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 900,500 noenhanced font "sans,10" }
    else { set terminal svg size 900,500 noenhanced font "sans,10" }
    set output "fig6-trajectory.".fmt
    plot for [c=1:words(chains)] "fig6-trajectory.dat" using ($3 == c - 1 ? $1 : 1/0):2 \
         with points pt 7 ps 1.2 title "chain ".word(chains, c), \
         1 with lines dt 2 lc rgb "#868e96" title "baseline"
}
