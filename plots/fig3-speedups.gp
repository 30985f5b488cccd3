# Figure 3: the speedup distribution per level, on Table 1 panel B's edges
# plus a "< 1.01 (matched)" bin.  Data: fig3-speedups.dat ("bin" L1 L2 L3).
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set ylabel "problems"
set yrange [0:*]
set offsets 0, 0, 0.5, 0
set key top right
set xtics nomirror rotate by -30
set title "Speedup distribution by level"
do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 900,500 noenhanced font "sans,10" }
    else { set terminal svg size 900,500 noenhanced font "sans,10" }
    set output "fig3-speedups.".fmt
    plot "fig3-speedups.dat" using 2:xtic(1) title "L1" lc rgb "#1971c2", \
         "" using 3 title "L2" lc rgb "#e8590c", \
         "" using 4 title "L3" lc rgb "#2f9e44"
}
