/* plots: the paper's figures (PAPER_NOTES.md 7.12) drawn with gnuplot from
 * run files: for each, a data file, the gnuplot script (shipped in plots/,
 * copied beside it) and the PNG and SVG it draws, in OUT/figures.  A figure
 * without data is not drawn; OUT/figures/README.txt says which and why. */
#ifndef KOPT_PLOTS_H
#define KOPT_PLOTS_H

#include "../recorder/store.h"

int plots_write(struct store *s, const int64_t *runs, int nruns, const char *outdir,
		struct kerr *err);

#endif
