/* Tests of the strategy analyst: tiers at the 80 % threshold and the
 * profiler's ranked findings. */
#include "tests/unit/check.h"
#include "harness/search/analyst.h"

#include <math.h>

static void tier_is_near_optimal_above_threshold_and_ordered_below(void)
{
	CHECK(analyst_tier(80.1, 10, 80, 0) == TIER_NEAR_OPTIMAL, "compute over 80");
	CHECK(analyst_tier(10, 80.1, 80, 0) == TIER_NEAR_OPTIMAL, "memory over 80");
	CHECK(analyst_tier(80, 79, 80, 0) == TIER_COMPUTE, "80 is not over 80");
	CHECK(analyst_tier(30, 60, 80, 0) == TIER_MEMORY, "memory-bound");
	CHECK(analyst_tier(40, 40, 80, 0) == TIER_UNDERUTILIZED, "literal equality");
	CHECK(analyst_tier(40, 42, 80, 5) == TIER_UNDERUTILIZED, "within the band");
	CHECK(analyst_tier(NAN, 42, 80, 0) == TIER_UNKNOWN, "no metric");
}

static cJSON *metrics(double comp, double mem, double dram, double occ, double regs)
{
	cJSON *m = cJSON_CreateObject();
	cJSON_AddNumberToObject(m, "sm__throughput.avg.pct_of_peak_sustained_elapsed", comp);
	cJSON_AddNumberToObject(m, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed", mem);
	cJSON_AddNumberToObject(m, "dram__throughput.avg.pct_of_peak_sustained_elapsed", dram);
	cJSON_AddNumberToObject(m, "sm__warps_active.avg.pct_of_peak_sustained_active", occ);
	cJSON_AddNumberToObject(m, "registers", regs);
	return m;
}

static void findings_are_ranked_by_estimate_and_capped(void)
{
	cJSON *m = metrics(20, 30, 10, 12.5, 184), *out = cJSON_CreateArray();
	analyst_findings(m, 80, 3, out);
	CHECK(cJSON_GetArraySize(out) == 3, "top 3, got %d", cJSON_GetArraySize(out));
	double prev = INFINITY;
	for (cJSON *f = out->child; f; f = f->next) {
		double e = cJSON_GetObjectItem(f, "est_speedup_pct")->valuedouble;
		CHECK(e <= prev, "not sorted");
		prev = e;
	}
	CHECK_STR(cJSON_GetObjectItem(out->child, "rule")->valuestring, "memory_throughput");
	cJSON_Delete(m);
	cJSON_Delete(out);
}

static void findings_are_empty_for_a_near_optimal_kernel(void)
{
	cJSON *m = metrics(30, 86, 85, 90, 32), *out = cJSON_CreateArray();
	analyst_findings(m, 80, 3, out);
	CHECK(cJSON_GetArraySize(out) == 0, "got %d", cJSON_GetArraySize(out));
	cJSON_Delete(m);
	cJSON_Delete(out);
}

void suite_analyst(void)
{
	RUN(tier_is_near_optimal_above_threshold_and_ordered_below);
	RUN(findings_are_ranked_by_estimate_and_capped);
	RUN(findings_are_empty_for_a_near_optimal_kernel);
}
