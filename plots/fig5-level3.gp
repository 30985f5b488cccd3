# Figure 5: level 3, one bar per model grouped by architecture family,
# coloured by outcome (1 optimized, 2 matched, 3 fallback; a fallback or a
# match is drawn at 1.0).  Data: fig5-level3.dat (x "family" "problem"
# speedup outcome).
set style fill solid 0.8 border -1
set boxwidth 0.8
set ylabel "end-to-end speedup"
set yrange [0:*]
set offsets 0.5, 0.5, 0.2, 0
set xtics nomirror rotate by -45
set key off
set title "Level 3 by architecture family"
set palette defined (1 "#2b8a3e", 2 "#f08c00", 3 "#868e96")
set cbrange [1:3]
unset colorbox
do for [fmt in "png svg"] {
    if (fmt eq "png") { set terminal pngcairo size 1000,500 noenhanced font "sans,10" }
    else { set terminal svg size 1000,500 noenhanced font "sans,10" }
    set output "fig5-level3.".fmt
    plot "fig5-level3.dat" using 1:4:5:xtic(stringcolumn(2)."/".stringcolumn(3)) \
         with boxes lc palette
}
