/* analyst: bottleneck tiers (see analyst.h). */
#include "analyst.h"

#include <math.h>

enum tier analyst_tier(double comp, double mem, double threshold, double band)
{
	if (isnan(comp) || isnan(mem))
		return TIER_UNKNOWN;
	if (comp > threshold || mem > threshold)
		return TIER_NEAR_OPTIMAL;
	if (fabs(comp - mem) <= band)
		return TIER_UNDERUTILIZED;
	return mem > comp ? TIER_MEMORY : TIER_COMPUTE;
}

const char *tier_name(enum tier t)
{
	switch (t) {
	case TIER_NEAR_OPTIMAL: return "near-optimal";
	case TIER_UNDERUTILIZED: return "underutilized";
	case TIER_MEMORY: return "memory-bound";
	case TIER_COMPUTE: return "compute-bound";
	default: return "unknown";
	}
}
