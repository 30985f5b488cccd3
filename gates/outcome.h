/* outcome: the paper's outcome classes, derived from raw results at report
 * time (PAPER_NOTES.md 6.6 and 10), so both threshold conventions print from
 * one recording. */
#ifndef KOPT_OUTCOME_H
#define KOPT_OUTCOME_H

#include "common/config.h"

enum outcome_class { OC_OPT, OC_MAT_OPT, OC_MAT_SF, OC_FALL };

/* Status of a problem after the search, as stored in its outcome. */
#define OUTCOME_REPLACED "replaced"		/* candidates stitched in, gates 3-4 passed */
#define OUTCOME_FALLBACK "fallback"		/* baseline kept */
#define OUTCOME_SYNTH_FAILED "synthesis_failed"	/* every synthesis attempt failed */

const char *outcome_class_name(enum outcome_class c);
/* Speedup rounded half away from zero to `decimals` places, as printed. */
double outcome_round(double v, int decimals);
/* Class of a problem from its status and end-to-end speedup.
 * data mode: OPT if rounded >= opt_threshold; MAT(opt) if replaced and in
 *   [matched_low, opt_threshold); MAT(s.f.) if synthesis failed; else FALL.
 * legend mode: OPT if rounded > 1.03; MAT(opt) if replaced and within 3%. */
enum outcome_class outcome_classify(const struct kopt_config *c, const char *status,
				    double speedup);

#endif
