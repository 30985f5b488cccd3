/* outcome: outcome classes (see outcome.h). */
#include "gates/outcome.h"

#include <math.h>
#include <string.h>

const char *outcome_class_name(enum outcome_class c)
{
	switch (c) {
	case OC_OPT: return "OPT";
	case OC_MAT_OPT: return "MAT(opt)";
	case OC_MAT_SF: return "MAT(s.f.)";
	default: return "FALL";
	}
}

double outcome_round(double v, int decimals)
{
	double f = pow(10, decimals);
	/* The tiny nudge keeps values such as 1.005 printed from a binary
	 * double that is a hair below it on the side a reader expects. */
	return round(v * f * (1 + 1e-12)) / f;
}

enum outcome_class outcome_classify(const struct kopt_config *c, const char *status,
				    double speedup)
{
	if (!strcmp(status, OUTCOME_SYNTH_FAILED))
		return OC_MAT_SF;
	if (strcmp(status, OUTCOME_REPLACED) != 0 || !(speedup > 0))
		return OC_FALL;
	double s = outcome_round(speedup, c->outcome.decimals);
	if (c->outcome.legend_mode) {
		/* Table 6/9 legend: OPT > 1.03x, MAT within 3 %. */
		if (s > 1.03)
			return OC_OPT;
		return fabs(s - 1.0) <= 0.03 + 1e-12 ? OC_MAT_OPT : OC_FALL;
	}
	if (s >= c->outcome.opt_threshold)
		return OC_OPT;
	return s >= c->outcome.matched_low ? OC_MAT_OPT : OC_FALL;
}
