/* analyst: bottleneck tiers (see analyst.h). */
#include "harness/search/analyst.h"

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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct finding {
	const char *rule;
	double est;
	char detail[200];
};

static double metric(const cJSON *m, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, name);
	return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static int cmp_finding(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	if (x->est != y->est)
		return x->est > y->est ? -1 : 1;
	return strcmp(x->rule, y->rule);
}

/* Each rule estimates the speedup left on the table as the distance to the
 * 80 % SOL threshold (or to full occupancy), a deliberately simple stand-in
 * for Nsight Compute's estimates that uses only the range profiler's metrics. */
void analyst_findings(const cJSON *m, double threshold, int max, cJSON *out)
{
	double comp = metric(m, "sm__throughput.avg.pct_of_peak_sustained_elapsed");
	double mem = metric(m, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed");
	double dram = metric(m, "dram__throughput.avg.pct_of_peak_sustained_elapsed");
	double occ = metric(m, "sm__warps_active.avg.pct_of_peak_sustained_active");
	double regs = metric(m, "registers");
	struct finding f[6];
	int n = 0;
	if (!isnan(mem) && !isnan(comp) && mem >= comp && mem < threshold) {
		f[n].rule = "memory_throughput";
		f[n].est = threshold - mem;
		snprintf(f[n++].detail, sizeof f[0].detail, "memory at %.1f%% of peak, compute "
			 "%.1f%%: coalesce, vectorize, move more bytes per CTA", mem, comp);
	}
	if (!isnan(mem) && !isnan(comp) && comp > mem && comp < threshold) {
		f[n].rule = "compute_throughput";
		f[n].est = threshold - comp;
		snprintf(f[n++].detail, sizeof f[0].detail, "compute at %.1f%% of peak, memory "
			 "%.1f%%: cut instructions per element", comp, mem);
	}
	if (!isnan(dram) && !isnan(mem) && mem - dram > 10) {
		f[n].rule = "cache_traffic";
		f[n].est = (mem - dram) / 2;
		snprintf(f[n++].detail, sizeof f[0].detail, "L1/L2 traffic %.1f%% against DRAM "
			 "%.1f%%: reuse data in registers or shared memory", mem, dram);
	}
	if (!isnan(occ) && occ < 50) {
		f[n].rule = "low_occupancy";
		f[n].est = (50 - occ) / 2;
		snprintf(f[n++].detail, sizeof f[0].detail, "%.1f%% of warps active: more warps "
			 "per SM (fewer registers, smaller blocks, more CTAs)", occ);
	}
	if (!isnan(regs) && regs > 128) {
		f[n].rule = "register_pressure";
		f[n].est = (regs - 128) / 4;
		snprintf(f[n++].detail, sizeof f[0].detail, "%.0f registers per thread limit "
			 "resident warps", regs);
	}
	if (!isnan(mem) && !isnan(comp) && mem < 40 && comp < 40) {
		f[n].rule = "underutilized";
		f[n].est = 60 - (mem > comp ? mem : comp);
		snprintf(f[n++].detail, sizeof f[0].detail, "memory %.1f%% and compute %.1f%%: "
			 "latency-bound, too little work in flight", mem, comp);
	}
	qsort(f, (size_t)n, sizeof f[0], cmp_finding);
	for (int i = 0; i < n && i < max; i++) {
		cJSON *o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "rule", f[i].rule);
		cJSON_AddNumberToObject(o, "est_speedup_pct", round(f[i].est * 10) / 10);
		cJSON_AddStringToObject(o, "detail", f[i].detail);
		cJSON_AddItemToArray(out, o);
	}
}
