/* gpu_ahead: compile ahead (backend_abi.h, prefetch): a pool of compile
 * threads, each with a Triton helper process of its own (triton_client is
 * one process per client), that compile hinted candidates into the helper's
 * reply (the cubin and its facts) while the answering thread measures.
 * gpu_get_kern takes a compiled reply instead of asking its own helper, and
 * loads the cubin on the context in the answering thread as before; the
 * same request gives the same cubin bytes in any helper (the pseudo-path of
 * triton_helper.py), and a failed compile's message is kept and given back
 * word for word, so a reply never shows whether it was hinted.  Bounded: at
 * most AHEAD_JOBS hints held, each dropped once taken; a hint the pool
 * cannot hold is ignored.  No CUDA call is made here. */
#include "harness/gpu/gpu_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Hints held at most: an iteration's candidates at the paper's N = 4 many
 * times over, and a bound on the cubins kept (a few hundred KB each). */
#define AHEAD_JOBS 64
#define AHEAD_MAX_THREADS 8

enum job_state { JOB_QUEUED, JOB_RUNNING, JOB_DONE };

struct job {
	char *key;		/* the helper request's text */
	cJSON *rq;
	enum job_state state;
	cJSON *hr;		/* the helper's reply, when done */
	int rc;
	struct kerr err;	/* triton_call's error where rc != 0 */
};

struct gpu_ahead {
	pthread_mutex_t mu;
	pthread_cond_t work, done;
	struct job *jobs[AHEAD_JOBS];
	size_t n;
	pthread_t th[AHEAD_MAX_THREADS];
	int nth, stop;
};

int gpu_ahead_threads(void)
{
	const char *v = getenv("KOPT_GPU_COMPILE_THREADS");
	if (v && *v) {
		long n = strtol(v, NULL, 10);
		return n < 0 ? 0 : n > AHEAD_MAX_THREADS ? AHEAD_MAX_THREADS : (int)n;
	}
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	long n = cpus - 1 < AHEAD_MAX_THREADS ? cpus - 1 : AHEAD_MAX_THREADS;
	return n < 0 ? 0 : (int)n;
}

static void job_destroy(struct job *j)
{
	if (!j)
		return;
	free(j->key);
	cJSON_Delete(j->rq);
	cJSON_Delete(j->hr);
	free(j);
}

static void *compile_thread(void *arg)
{
	struct gpu_ahead *a = arg;
	struct triton_client tc = { 0 };
	/* The helper starts now, its imports overlapping whatever the backend
	 * does before the first hint; one that fails to start is tried again
	 * by the first compile, which reports why. */
	struct kerr serr;
	triton_start(&tc, &serr);
	pthread_mutex_lock(&a->mu);
	for (;;) {
		struct job *j = NULL;
		for (size_t i = 0; i < a->n && !j; i++)
			if (a->jobs[i]->state == JOB_QUEUED)
				j = a->jobs[i];
		if (a->stop)
			break;
		if (!j) {
			pthread_cond_wait(&a->work, &a->mu);
			continue;
		}
		j->state = JOB_RUNNING;
		pthread_mutex_unlock(&a->mu);
		cJSON *hr = NULL;
		struct kerr err = { "" };
		int rc = triton_call(&tc, j->rq, GPU_HELPER_TIMEOUT_S, &hr, &err);
		pthread_mutex_lock(&a->mu);
		j->hr = hr;
		j->rc = rc;
		j->err = err;
		j->state = JOB_DONE;
		pthread_cond_broadcast(&a->done);
	}
	pthread_mutex_unlock(&a->mu);
	triton_close(&tc);
	return NULL;
}

static struct gpu_ahead *gpu_ahead_create(int nth)
{
	struct gpu_ahead *a = calloc(1, sizeof *a);
	if (!a)
		return NULL;
	pthread_mutex_init(&a->mu, NULL);
	pthread_cond_init(&a->work, NULL);
	pthread_cond_init(&a->done, NULL);
	for (int i = 0; i < nth; i++)
		if (pthread_create(&a->th[a->nth], NULL, compile_thread, a) == 0)
			a->nth++;
	if (a->nth == 0) {
		gpu_ahead_destroy(a);
		return NULL;
	}
	return a;
}

static long find_job(const struct gpu_ahead *a, const char *key)
{
	for (size_t i = 0; i < a->n; i++)
		if (!strcmp(a->jobs[i]->key, key))
			return (long)i;
	return -1;
}

static void remove_job(struct gpu_ahead *a, size_t i)
{
	memmove(a->jobs + i, a->jobs + i + 1, (a->n - i - 1) * sizeof *a->jobs);
	a->n--;
}

int gpu_ahead_start(struct gpu *g)
{
	if (!g->ahead && !g->ahead_failed) {
		int nth = gpu_ahead_threads();
		if (nth == 0 || !(g->ahead = gpu_ahead_create(nth)))
			g->ahead_failed = 1;
	}
	return g->ahead ? g->ahead->nth : 0;
}

void gpu_ahead_put(struct gpu *g, const cJSON *rq)
{
	if (!gpu_ahead_start(g))
		return;
	struct gpu_ahead *a = g->ahead;
	char *key = cJSON_PrintUnformatted(rq);
	if (!key)
		return;
	pthread_mutex_lock(&a->mu);
	if (find_job(a, key) >= 0) {
		free(key);
		pthread_mutex_unlock(&a->mu);
		return;
	}
	if (a->n == AHEAD_JOBS)	/* make room: the oldest hint compiled, never taken */
		for (size_t i = 0; i < a->n; i++)
			if (a->jobs[i]->state == JOB_DONE) {
				job_destroy(a->jobs[i]);
				remove_job(a, i);
				break;
			}
	struct job *j = a->n < AHEAD_JOBS ? calloc(1, sizeof *j) : NULL;
	if (!j) {
		free(key);
		pthread_mutex_unlock(&a->mu);
		return;
	}
	j->key = key;
	j->rq = cJSON_Duplicate(rq, 1);
	a->jobs[a->n++] = j;
	pthread_cond_signal(&a->work);
	pthread_mutex_unlock(&a->mu);
}

int gpu_ahead_take(struct gpu *g, const cJSON *rq, cJSON **hr, int *rc, struct kerr *err)
{
	struct gpu_ahead *a = g->ahead;
	if (!a)
		return 0;
	char *key = cJSON_PrintUnformatted(rq);
	if (!key)
		return 0;
	pthread_mutex_lock(&a->mu);
	long i = find_job(a, key);
	free(key);
	/* One still queued is compiled here at once rather than waited for. */
	if (i >= 0 && a->jobs[i]->state == JOB_QUEUED) {
		job_destroy(a->jobs[i]);
		remove_job(a, (size_t)i);
		i = -1;
	}
	if (i < 0) {
		pthread_mutex_unlock(&a->mu);
		return 0;
	}
	struct job *j = a->jobs[i];
	while (j->state != JOB_DONE)
		pthread_cond_wait(&a->done, &a->mu);
	remove_job(a, (size_t)find_job(a, j->key));
	pthread_mutex_unlock(&a->mu);
	*hr = j->hr;
	j->hr = NULL;
	*rc = j->rc;
	if (j->rc)
		kerr_set(err, "%s", j->err.msg);
	job_destroy(j);
	return 1;
}

void gpu_ahead_destroy(struct gpu_ahead *a)
{
	if (!a)
		return;
	pthread_mutex_lock(&a->mu);
	a->stop = 1;
	pthread_cond_broadcast(&a->work);
	pthread_mutex_unlock(&a->mu);
	/* A thread in a compile finishes it first (within the helper's
	 * timeout); the isolating worker kills a process that will not end. */
	for (int i = 0; i < a->nth; i++)
		pthread_join(a->th[i], NULL);
	for (size_t i = 0; i < a->n; i++)
		job_destroy(a->jobs[i]);
	pthread_mutex_destroy(&a->mu);
	pthread_cond_destroy(&a->work);
	pthread_cond_destroy(&a->done);
	free(a);
}
