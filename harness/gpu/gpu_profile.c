/* gpu_profile: the profile request: one launch of a candidate measured by
 * the CUPTI range profiler (cupti_prof.c; CUDA_FROM_C.md section (b)).
 *
 * Replies carry the metrics' values as CUPTI gives them; reading them is the
 * analyst's (harness/search/). */
#include "harness/gpu/gpu_internal.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct prof_launch {
	struct gpu *g;
	struct gprob *gp;
	int s;
	const struct pstep *st;
	struct gkern *k;
	struct kerr *err;
	/* User replay: in-place buffers restored before every pass's launch. */
	CUdeviceptr dst[MAX_WRITTEN], snap[MAX_WRITTEN];
	size_t bytes[MAX_WRITTEN];
	int nrestore;
};

/* User replay, before each pass and outside its range: the in-place buffers
 * restored, then the L2 emptied of the kernel's data, as the timing does
 * (do_bench's flush) and as kernel replay leaves it after CUPTI's restore,
 * so a small kernel's counters are not those of inputs the previous pass
 * left in L2. */
static int prof_before_cb(void *arg)
{
	struct prof_launch *pl = arg;
	struct gpu *g = pl->g;
	struct kerr *err = pl->err;
	for (int i = 0; i < pl->nrestore; i++)
		CU(g->a.cuMemcpyDtoDAsync(pl->dst[i], pl->snap[i], pl->bytes[i], g->stream));
	CU(g->a.cuMemsetD32Async(g->flush, 0, FLUSH_BYTES / 4, g->stream));
	return gpu_sync_check(g, err);
fail:
	return -1;
}

static int prof_launch_cb(void *arg)
{
	struct prof_launch *pl = arg;
	if (gpu_launch_as(pl->g, pl->gp, pl->s, pl->st, pl->k, pl->err))
		return -1;
	return gpu_sync_check(pl->g, pl->err);
}

/* Profile one launch of the candidate on seed 0's inputs, after the steps
 * before it: CUPTI range profiler, auto range, kernel replay. */
int gpu_profile_request(struct gpu *g, struct gprob *gp, int s, const cJSON *req,
			const struct kopt_blob_access *blobs, cJSON *reply, int *ce,
			struct kerr *err)
{
	const cJSON *ms = cJSON_GetObjectItemCaseSensitive(req, "metrics");
	int n = cJSON_GetArraySize(ms), same = n == g->nprof;
	if (n < 1 || n > 16)
		return kerr_set(err, "profile: give 1 to 16 metrics");
	for (int i = 0; i < n && same; i++)
		same = !strcmp(cJSON_GetArrayItem(ms, i)->valuestring, g->prof_metrics[i]);
	if (!same) {
		cupti_prof_destroy(g->prof);
		g->prof = NULL;
		for (int i = 0; i < g->nprof; i++)
			free(g->prof_metrics[i]);
		for (int i = 0; i < n; i++)
			g->prof_metrics[i] = strdup(cJSON_GetArrayItem(ms, i)->valuestring);
		g->nprof = n;
		g->prof_error[0] = '\0';
	}
	if (!g->prof && !g->prof_error[0]) {
		g->prof = cupti_prof_create(g->ctx, 0, (const char *const *)g->prof_metrics, n, err);
		if (!g->prof)
			snprintf(g->prof_error, sizeof g->prof_error, "%.1000s", err->msg);
	}
	if (!g->prof)
		return kerr_set(err, "%s", g->prof_error);
	const char *replay = gpu_jstr(req, "replay") ? gpu_jstr(req, "replay") : "kernel";
	int user = !strcmp(replay, "user");
	if (!user && strcmp(replay, "kernel"))
		return kerr_set(err, "profile: replay is kernel or user, not %.40s", replay);
	double t0 = gpu_mono_ms(), t1;
	/* A profile costs what the process holds: after gate 3 (the winners'
	 * profiles of search.profile_scope = tables come after the re-stitch)
	 * that is the float64 model too.  On the H200 a level-1 KernelBench
	 * winner's profile took 21-57 s there (KB-C0-default-fast, L1-022,
	 * -028, -036, -039) where the same kernels' profiles during the search
	 * took 0.5-0.7 s (KB-C0-default). */
	size_t trimmed = gpu_profile_trim(g, gp);
	struct gkern *k = gpu_get_kern(g, gp, s, gpu_jstr(req, "candidate"), blobs, ce, err);
	if (k && k->unfused)
		return kerr_set(err, "a kernel group's baseline is %d kernels; its profile "
				"would not be one kernel's", k->span);
	if (!k || gpu_prepare(g, gp, 0, err) ||
	    gpu_run_range(g, gp, 0, gpu_first_of(gp, s), NULL, err) || gpu_sync_check(g, err))
		return -1;
	t1 = gpu_mono_ms();
	struct prof_launch pl = { .g = g, .gp = gp, .s = s, .st = gpu_target_step(gp, s, err),
				  .k = k, .err = err };
	if (!pl.st)
		return -1;
	int rc = -1;
	/* User replay: the launch's in-place buffers, as they are before it. */
	if (user && gpu_snapshot_inplace(g, gp, s, pl.dst, pl.snap, pl.bytes, &pl.nrestore, err))
		goto out;
	double v[16];
	int passes;
	if (cupti_prof_run(g->prof, user ? prof_before_cb : NULL, prof_launch_cb, &pl, user, v,
			   &passes, err))
		goto out;
	if (gpu_trace()) {
		size_t fr = 0, tot = 0;
		g->a.cuMemGetInfo(&fr, &tot);
		fprintf(stderr, "profile: inputs and steps before %.1f ms, CUPTI %.1f ms (%s replay, "
			"%d passes; device memory in use %.0f MiB, %.0f MiB given back first)\n",
			t1 - t0, gpu_mono_ms() - t1, user ? "user" : "kernel", passes,
			(double)(tot - fr) / (1u << 20), (double)trimmed / (1u << 20));
	}
	cJSON *m = cJSON_AddObjectToObject(reply, "metrics");
	for (int i = 0; i < n; i++)
		cJSON_AddItemToObject(m, g->prof_metrics[i], canon_number(v[i]));
	cJSON_AddNumberToObject(reply, "registers", k->registers);
	cJSON_AddNumberToObject(reply, "spills", k->spills);
	cJSON_AddNumberToObject(reply, "passes", passes);
	cJSON_AddStringToObject(reply, "range", "auto");
	cJSON_AddStringToObject(reply, "replay_mode", user ? "user" : "kernel");
	rc = 0;
out:
	for (int i = 0; i < pl.nrestore; i++)
		gpu_pool_put(g, pl.snap[i]);
	return rc;
}
