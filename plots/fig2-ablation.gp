# Figure 2 (ablation): optimized, matched and fallback problems per
# configuration.  Data: fig2-ablation.dat ("config" opt match fall), written
# by kopt report --plots from the runs named (the first is C0).
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set ylabel "problems"
set yrange [0:*]
set offsets 0, 0, 0.5, 0
set key top right
set xtics nomirror rotate by -25 left
# Rotated labels need room below the plot.
set bmargin 9
set title "Ablation: outcomes per configuration"
do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 900,560 noenhanced font "sans,10" }
    else { set terminal svg size 900,560 noenhanced font "sans,10" }
    set output "fig2-ablation.".fmt
    plot "fig2-ablation.dat" using 2:xtic(1) title "optimized" lc rgb "#2b8a3e", \
         "" using 3 title "matched" lc rgb "#f08c00", \
         "" using 4 title "fallback" lc rgb "#868e96"
}
