/* analyst: the strategy analyst's deterministic bottleneck tier
 * (PAPER_NOTES.md 3.3), evaluated in the [HARNESS] order: near-optimal,
 * underutilized, then memory- or compute-bound. */
#ifndef KOPT_ANALYST_H
#define KOPT_ANALYST_H

enum tier { TIER_UNKNOWN, TIER_NEAR_OPTIMAL, TIER_UNDERUTILIZED, TIER_MEMORY,
	    TIER_COMPUTE };

/* comp and mem are SOL percentages; threshold is 80 in the paper; band is
 * the equality band for "underutilized" (0 = the paper's literal equality).
 * NaN input gives TIER_UNKNOWN. */
enum tier analyst_tier(double comp, double mem, double threshold, double band);
const char *tier_name(enum tier t);

#endif
