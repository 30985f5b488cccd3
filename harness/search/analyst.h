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

/* The profiler's ranked findings, our analogue of Nsight Compute's rules
 * (the paper puts the top 3 by estimated speedup into the planner prompt,
 * PAPER_NOTES 3.2): from the metrics object of a profile reply, up to max
 * items {"rule", "est_speedup_pct", "detail"} appended to out, highest
 * estimate first, ties by rule name.  Pure. */
#include <cjson/cJSON.h>
void analyst_findings(const cJSON *metrics, double threshold, int max, cJSON *out);

#endif
