/* cupti_prof: the CUPTI range profiler through dlopen (see cupti_prof.h).
 * The call sequence is the one of the reference probe (docs/CUDA_FROM_C.md
 * section (b)), which ran on the H200 with driver 580 and CUDA 13.0. */
#include "harness/gpu/cupti_prof.h"

#include <cupti.h>
#include <cupti_profiler_host.h>	/* includes <string>: built with -Ishim */
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <time.h>

#define FN(name) CUptiResult (*name)(void *)

struct cupti_prof {
	void *lib;
	CUcontext ctx;
	const char *const *metrics;
	int n;
	uint8_t *avail, *config;
	size_t config_size;
	CUpti_Profiler_Host_Object *host;
	CUpti_RangeProfiler_Object *obj;	/* enabled once, kept between runs */
	int trace;
	FN(cuptiProfilerInitialize);
	FN(cuptiProfilerDeInitialize);
	FN(cuptiDeviceGetChipName);
	FN(cuptiProfilerGetCounterAvailability);
	FN(cuptiProfilerHostInitialize);
	FN(cuptiProfilerHostDeinitialize);
	FN(cuptiProfilerHostConfigAddMetrics);
	FN(cuptiProfilerHostGetConfigImageSize);
	FN(cuptiProfilerHostGetConfigImage);
	FN(cuptiProfilerHostEvaluateToGpuValues);
	FN(cuptiRangeProfilerEnable);
	FN(cuptiRangeProfilerDisable);
	FN(cuptiRangeProfilerGetCounterDataSize);
	FN(cuptiRangeProfilerCounterDataImageInitialize);
	FN(cuptiRangeProfilerSetConfig);
	FN(cuptiRangeProfilerStart);
	FN(cuptiRangeProfilerStop);
	FN(cuptiRangeProfilerDecodeData);
	FN(cuptiRangeProfilerGetCounterDataInfo);
	CUptiResult (*cuptiGetResultString)(CUptiResult, const char **);
};

static int cp_fail(struct cupti_prof *p, CUptiResult r, const char *what, struct kerr *err)
{
	const char *s = "?";
	if (p->cuptiGetResultString)
		p->cuptiGetResultString(r, &s);
	return kerr_set(err, "CUPTI %s: %s", what, s);
}

/* One checking macro for CUPTI: records the call, jumps to `fail`. */
#define CP(call, params)                                                       \
	do {                                                                   \
		CUptiResult r_ = p->call(&(params));                           \
		if (r_ != CUPTI_SUCCESS) {                                     \
			cp_fail(p, r_, #call, err);                            \
			goto fail;                                             \
		}                                                              \
	} while (0)

struct cupti_prof *cupti_prof_create(CUcontext ctx, int device, const char *const *metrics,
				   int n, struct kerr *err)
{
	(void)device;
	struct cupti_prof *p = calloc(1, sizeof *p);
	static const char *libs[] = { "libcupti.so.13", "libcupti.so",
				      "/usr/local/cuda/lib64/libcupti.so.13",
				      "/usr/local/cuda/targets/x86_64-linux/lib/libcupti.so.13",
				      "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so", NULL };
	for (int i = 0; libs[i] && !p->lib; i++)
		p->lib = dlopen(libs[i], RTLD_NOW | RTLD_LOCAL);
	if (!p->lib) {
		kerr_set(err, "CUPTI is not available (libcupti.so not found)");
		free(p);
		return NULL;
	}
#define LOAD(name)                                                             \
	do {                                                                   \
		*(void **)&p->name = dlsym(p->lib, #name);                     \
		if (!p->name) {                                                \
			kerr_set(err, "libcupti: no symbol %s", #name);         \
			goto fail;                                             \
		}                                                              \
	} while (0)
	LOAD(cuptiProfilerInitialize); LOAD(cuptiProfilerDeInitialize);
	LOAD(cuptiDeviceGetChipName); LOAD(cuptiProfilerGetCounterAvailability);
	LOAD(cuptiProfilerHostInitialize); LOAD(cuptiProfilerHostDeinitialize);
	LOAD(cuptiProfilerHostConfigAddMetrics); LOAD(cuptiProfilerHostGetConfigImageSize);
	LOAD(cuptiProfilerHostGetConfigImage); LOAD(cuptiProfilerHostEvaluateToGpuValues);
	LOAD(cuptiRangeProfilerEnable); LOAD(cuptiRangeProfilerDisable);
	LOAD(cuptiRangeProfilerGetCounterDataSize);
	LOAD(cuptiRangeProfilerCounterDataImageInitialize); LOAD(cuptiRangeProfilerSetConfig);
	LOAD(cuptiRangeProfilerStart); LOAD(cuptiRangeProfilerStop);
	LOAD(cuptiRangeProfilerDecodeData); LOAD(cuptiRangeProfilerGetCounterDataInfo);
	LOAD(cuptiGetResultString);
#undef LOAD
	p->ctx = ctx;
	p->trace = getenv("KOPT_GPU_TRACE") && *getenv("KOPT_GPU_TRACE") == '1';
	p->metrics = metrics;
	p->n = n;
	CUpti_Profiler_Initialize_Params pi = { CUpti_Profiler_Initialize_Params_STRUCT_SIZE };
	CP(cuptiProfilerInitialize, pi);
	CUpti_Device_GetChipName_Params cn = { CUpti_Device_GetChipName_Params_STRUCT_SIZE };
	cn.deviceIndex = 0;
	CP(cuptiDeviceGetChipName, cn);
	CUpti_Profiler_GetCounterAvailability_Params ca = {
		CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE };
	ca.ctx = ctx;
	CP(cuptiProfilerGetCounterAvailability, ca);
	p->avail = malloc(ca.counterAvailabilityImageSize);
	ca.pCounterAvailabilityImage = p->avail;
	CP(cuptiProfilerGetCounterAvailability, ca);
	CUpti_Profiler_Host_Initialize_Params hi = {
		CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE };
	hi.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
	hi.pChipName = cn.pChipName;
	hi.pCounterAvailabilityImage = p->avail;
	CP(cuptiProfilerHostInitialize, hi);
	p->host = hi.pHostObject;
	CUpti_Profiler_Host_ConfigAddMetrics_Params am = {
		CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE };
	am.pHostObject = p->host;
	am.ppMetricNames = (const char **)metrics;
	am.numMetrics = (size_t)n;
	CP(cuptiProfilerHostConfigAddMetrics, am);
	CUpti_Profiler_Host_GetConfigImageSize_Params is = {
		CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE };
	is.pHostObject = p->host;
	CP(cuptiProfilerHostGetConfigImageSize, is);
	p->config_size = is.configImageSize;
	p->config = malloc(p->config_size);
	CUpti_Profiler_Host_GetConfigImage_Params gi = {
		CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE };
	gi.pHostObject = p->host;
	gi.configImageSize = p->config_size;
	gi.pConfigImage = p->config;
	CP(cuptiProfilerHostGetConfigImage, gi);
	return p;
fail:
	cupti_prof_destroy(p);
	return NULL;
}

void cupti_prof_destroy(struct cupti_prof *p)
{
	if (!p)
		return;
	if (p->obj) {
		CUpti_RangeProfiler_Disable_Params di = {
			CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE };
		di.pRangeProfilerObject = p->obj;
		p->cuptiRangeProfilerDisable(&di);
	}
	if (p->host) {
		CUpti_Profiler_Host_Deinitialize_Params hd = {
			CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE };
		hd.pHostObject = p->host;
		p->cuptiProfilerHostDeinitialize(&hd);
	}
	free(p->avail);
	free(p->config);
	free(p);
}

static double now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int cupti_prof_run(struct cupti_prof *p, int (*before)(void *arg), int (*run)(void *arg),
		   void *arg, int user_replay, double *values, int *passes, struct kerr *err)
{
	uint8_t *cd = NULL;
	int rc = -1;
	double t[8] = { now_ms() };
	*passes = 0;
	if (!p->obj) {
		CUpti_RangeProfiler_Enable_Params en = {
			CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE };
		en.ctx = p->ctx;
		CP(cuptiRangeProfilerEnable, en);
		p->obj = en.pRangeProfilerObject;
	}
	t[1] = now_ms();
	CUpti_RangeProfiler_GetCounterDataSize_Params gs = {
		CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE };
	gs.pRangeProfilerObject = p->obj;
	gs.pMetricNames = (const char **)p->metrics;
	gs.numMetrics = (size_t)p->n;
	gs.maxNumOfRanges = 1;
	gs.maxNumRangeTreeNodes = 1;
	CP(cuptiRangeProfilerGetCounterDataSize, gs);
	cd = calloc(1, gs.counterDataSize);
	CUpti_RangeProfiler_CounterDataImage_Initialize_Params ci = {
		CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE };
	ci.pRangeProfilerObject = p->obj;
	ci.counterDataSize = gs.counterDataSize;
	ci.pCounterData = cd;
	CP(cuptiRangeProfilerCounterDataImageInitialize, ci);
	t[2] = now_ms();
	CUpti_RangeProfiler_SetConfig_Params sc = {
		CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE };
	sc.pRangeProfilerObject = p->obj;
	sc.configSize = p->config_size;
	sc.pConfig = p->config;
	sc.counterDataImageSize = gs.counterDataSize;
	sc.pCounterDataImage = cd;
	sc.range = CUPTI_AutoRange;
	sc.replayMode = user_replay ? CUPTI_UserReplay : CUPTI_KernelReplay;
	sc.maxRangesPerPass = 1;
	sc.numNestingLevels = 1;
	sc.minNestingLevel = 1;
	sc.passIndex = 0;
	sc.targetNestingLevel = 1;
	CP(cuptiRangeProfilerSetConfig, sc);
	t[3] = now_ms();
	uint8_t done = 0;
	do {
		if (before && before(arg)) {
			kerr_wrap(err, "before the profiled launch");
			goto fail;
		}
		CUpti_RangeProfiler_Start_Params s = { CUpti_RangeProfiler_Start_Params_STRUCT_SIZE };
		s.pRangeProfilerObject = p->obj;
		CP(cuptiRangeProfilerStart, s);
		if (run(arg)) {
			kerr_wrap(err, "profiled launch");
			goto fail;
		}
		CUpti_RangeProfiler_Stop_Params sp = { CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE };
		sp.pRangeProfilerObject = p->obj;
		CP(cuptiRangeProfilerStop, sp);
		done = sp.isAllPassSubmitted;
		(*passes)++;
	} while (!done && *passes < 64);
	t[4] = now_ms();
	CUpti_RangeProfiler_DecodeData_Params dd = {
		CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE };
	dd.pRangeProfilerObject = p->obj;
	CP(cuptiRangeProfilerDecodeData, dd);
	CUpti_RangeProfiler_GetCounterDataInfo_Params gi = {
		CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE };
	gi.pCounterDataImage = cd;
	gi.counterDataImageSize = gs.counterDataSize;
	CP(cuptiRangeProfilerGetCounterDataInfo, gi);
	if (gi.numTotalRanges < 1) {
		kerr_set(err, "CUPTI recorded no range (was a kernel launched?)");
		goto fail;
	}
	t[5] = now_ms();
	CUpti_Profiler_Host_EvaluateToGpuValues_Params ev = {
		CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE };
	ev.pHostObject = p->host;
	ev.pCounterDataImage = cd;
	ev.counterDataImageSize = gs.counterDataSize;
	ev.rangeIndex = 0;
	ev.ppMetricNames = (const char **)p->metrics;
	ev.numMetrics = (size_t)p->n;
	ev.pMetricValues = values;
	CP(cuptiProfilerHostEvaluateToGpuValues, ev);
	t[6] = now_ms();
	rc = 0;
fail:
	if (p->obj && rc) {	/* after a failure, a fresh one next time */
		CUpti_RangeProfiler_Disable_Params di = {
			CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE };
		di.pRangeProfilerObject = p->obj;
		p->cuptiRangeProfilerDisable(&di);
		p->obj = NULL;
	}
	t[7] = now_ms();
	if (p->trace && rc == 0)
		fprintf(stderr, "cupti: enable %.1f data %.1f setconfig %.1f passes %d %.1f "
			"decode %.1f evaluate %.1f disable %.1f ms\n", t[1] - t[0], t[2] - t[1],
			t[3] - t[2], *passes, t[4] - t[3], t[5] - t[4], t[6] - t[5], t[7] - t[6]);
	free(cd);
	return rc;
}
