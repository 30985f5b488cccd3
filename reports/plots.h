/* plots: the paper's figures (PAPER_NOTES.md 7.12) drawn with gnuplot from
 * run files: for each, a data file, the gnuplot script (shipped in plots/,
 * copied beside it) and the PNG and SVG it draws, in OUT/figures.  A figure
 * without data is not drawn; OUT/figures/README.txt says which and why. */
#ifndef KOPT_PLOTS_H
#define KOPT_PLOTS_H

#include "reports/rows.h"

/* Figure 2 over every run named (the ablations), the others of the first,
 * in three parts so that gnuplot draws while the caller reads and writes
 * the rest: plots_start writes Figures 2-5's data and scripts and starts
 * their gnuplot (they need no sub-kernel times, so they start before the
 * caller reads those); plots_trajectory does the same for Figure 6 from
 * times, the first run's sub-kernel times (rows_cand_times, which the
 * tables read too), and writes the README; plots_finish waits for every
 * gnuplot started and frees *p.  plots_trajectory is called only where
 * plots_start succeeded; plots_finish after plots_start whatever it
 * returned, with rc the caller's result so far, and returns rc or the
 * first figure's error. */
struct plots;
int plots_start(const struct runref *runs, int nruns, const char *outdir,
		struct plots **p, struct kerr *err);
int plots_trajectory(struct plots *p, const struct runref *runs,
		     const struct cand_times *times, struct kerr *err);
int plots_finish(struct plots *p, int rc, struct kerr *err);

#endif
