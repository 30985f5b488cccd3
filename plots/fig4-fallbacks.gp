# Figure 4: fallback root causes per level (Table 1 panel D).
# Data: fig4-fallbacks.dat ("cause" L1 L2 L3).
set style data histograms
set style histogram rowstacked
set style fill solid 0.8 border -1
set boxwidth 0.7
set ylabel "fallbacks"
set yrange [0:*]
set offsets 0, 0, 0.5, 0
set key top right
set xtics nomirror rotate by -30
set title "Fallback root causes"
do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 900,500 noenhanced font "sans,10" }
    else { set terminal svg size 900,500 noenhanced font "sans,10" }
    set output "fig4-fallbacks.".fmt
    plot "fig4-fallbacks.dat" using 2:xtic(1) title "L1" lc rgb "#1971c2", \
         "" using 3 title "L2" lc rgb "#e8590c", \
         "" using 4 title "L3" lc rgb "#2f9e44"
}
