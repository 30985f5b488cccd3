/* plots: the paper's figures (PAPER_NOTES.md 7.12) drawn with gnuplot from
 * run files: for each, a data file, the gnuplot script (shipped in plots/,
 * copied beside it) and the PNG and SVG it draws, in OUT/figures.  A figure
 * without data is not drawn; OUT/figures/README.txt says which and why. */
#ifndef KOPT_PLOTS_H
#define KOPT_PLOTS_H

#include "reports/rows.h"

/* Figure 2 over every run named (the ablations), the others of the first. */
int plots_write(const struct runref *runs, int nruns, const char *outdir, struct kerr *err);

#endif
