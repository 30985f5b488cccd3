/* plots: the paper's figures (PAPER_NOTES.md 7.12) drawn with gnuplot from
 * run files: for each, a data file, the gnuplot script (shipped in plots/,
 * copied beside it) and the PNG and SVG it draws, in OUT/figures.  A figure
 * without data is not drawn; OUT/figures/README.txt says which and why. */
#ifndef KOPT_PLOTS_H
#define KOPT_PLOTS_H

#include "reports/rows.h"

/* Figure 2 over every run named (the ablations), the others of the first,
 * in two halves so that gnuplot draws while the caller writes the tables:
 * plots_start writes each figure's data and script and starts its gnuplot;
 * times are the first run's sub-kernel times (rows_cand_times, which the
 * tables read too).  plots_finish waits for every gnuplot started and frees
 * *p; it is called after plots_start whatever it returned, with rc the
 * caller's result so far, and returns rc or the first figure's error. */
struct plots;
int plots_start(const struct runref *runs, int nruns, const char *outdir,
		const struct cand_times *times, struct plots **p, struct kerr *err);
int plots_finish(struct plots *p, int rc, struct kerr *err);

#endif
