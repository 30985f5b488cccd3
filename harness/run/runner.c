/* runner: the loop over problems shared by run, resume and replay. */
#include "harness/run/runner.h"
#include "harness/search/guidelines.h"
#include "harness/run/lanes.h"
#include "harness/search/search.h"
#include "recorder/splice.h"
#include "common/canon.h"

#include <math.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

volatile sig_atomic_t runner_interrupted;

static void on_signal(int sig)
{
	(void)sig;
	runner_interrupted = 1;
}

void runner_catch_signals(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

struct loader {
	struct problem **v;
	int *seqs;
	size_t n;
	const char *path;
};

static int load_one(void *arg, int seq, const char *id, const char *manifest,
		    struct kerr *err)
{
	struct loader *l = arg;
	char what[512];
	snprintf(what, sizeof what, "%s: problem %d (%s)", l->path, seq, id);
	struct problem *p;
	if (problem_from_json(manifest, what, &p, err))
		return -1;
	l->v = xrealloc(l->v, (l->n + 1) * sizeof *l->v);
	l->seqs = xrealloc(l->seqs, (l->n + 1) * sizeof *l->seqs);
	l->seqs[l->n] = seq;
	l->v[l->n++] = p;
	return 0;
}

int runner_load_problems_at(struct store *s, int64_t run, struct problem ***out,
			    int **seqs, size_t *n, struct kerr *err)
{
	struct loader l = { .path = store_path(s) };
	*out = NULL;
	*n = 0;
	if (seqs)
		*seqs = NULL;
	if (store_problem_each(s, run, load_one, &l, err)) {
		runner_problems_release(l.v, l.n);
		free(l.seqs);
		return -1;
	}
	*out = l.v;
	*n = l.n;
	if (seqs)
		*seqs = l.seqs;
	else
		free(l.seqs);
	return 0;
}

int runner_load_problem(struct store *s, int64_t run, int seq, struct problem **out,
			struct kerr *err)
{
	struct loader l = { .path = store_path(s) };
	*out = NULL;
	if (store_problem_get(s, run, seq, load_one, &l, err)) {
		runner_problems_release(l.v, l.n);
		free(l.seqs);
		return -1;
	}
	*out = l.v[0];
	free(l.v);
	free(l.seqs);
	return 0;
}

int runner_load_problems(struct store *s, int64_t run, struct problem ***out,
			 size_t *n, struct kerr *err)
{
	return runner_load_problems_at(s, run, out, NULL, n, err);
}

void runner_problems_release(struct problem **p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		problem_destroy(p[i]);
	free(p);
}

static int runner_search_all(struct runner *r, struct search_ctx *s, struct kerr *err);

double runner_clock(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Adds ms to the integer member key of o (made 0 when missing or not one). */
static void add_ms(cJSON *o, const char *key, long long ms)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	long long was = cJSON_IsNumber(v) && v->valuedouble >= 0 ? (long long)v->valuedouble : 0;
	cJSON_DeleteItemFromObjectCaseSensitive(o, key);
	cJSON_AddNumberToObject(o, key, (double)(was + ms));
}

/* Member key of o as an object, replacing anything else there. */
static cJSON *object_at(cJSON *o, const char *key)
{
	cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	if (cJSON_IsObject(v))
		return v;
	cJSON_DeleteItemFromObjectCaseSensitive(o, key);
	return cJSON_AddObjectToObject(o, key);
}

int runner_add_live(struct store *s, int64_t run, const char *problem_id, double seconds,
		    struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	char what[64];
	snprintf(what, sizeof what, "run %lld: provenance", (long long)run);
	cJSON *p = canon_parse(ri.provenance, strlen(ri.provenance), what, err);
	run_info_release(&ri);
	if (!p)
		return -1;
	if (!cJSON_IsObject(p)) {
		cJSON_Delete(p);
		return kerr_set(err, "%s: expected an object", what);
	}
	long long ms = seconds > 0 ? llround(seconds * 1e3) : 0;
	cJSON *live = object_at(p, "live");
	if (problem_id) {
		add_ms(object_at(live, "problems"), problem_id, ms);
	} else {
		add_ms(live, "ms", ms);
		add_ms(live, "invocations", 1);
	}
	char *text = canon_string(p, err);
	cJSON_Delete(p);
	int rc = text ? store_run_set_provenance(s, run, text, err) : -1;
	free(text);
	return rc;
}

int runner_search(struct runner *r, struct kerr *err)
{
	struct search_ctx s = {
		.cfg = r->cfg, .obs = r->obs, .out = r->sink, .run = r->run,
	};
	config_gates_sha(r->cfg, s.gates_sha);
	cJSON *guidelines = NULL;
	if (guidelines_load(r->cfg->search.guidelines, &guidelines, err))
		return -1;
	s.guidelines = guidelines;
	int rc = runner_search_all(r, &s, err);
	cJSON_Delete(guidelines);
	return rc;
}

/* A signal, or the time budget spent since start: 1 with r->stop_reason. */
static int stop_now(struct runner *r, time_t start)
{
	if (runner_interrupted)
		snprintf(r->stop_reason, sizeof r->stop_reason, "interrupted by a signal");
	else if (r->budget.hours > 0 && difftime(time(NULL), start) >= r->budget.hours * 3600)
		snprintf(r->stop_reason, sizeof r->stop_reason, "--budget-hours %g "
			 "reached", r->budget.hours);
	return r->stop_reason[0] != '\0';
}

int runner_should_stop(struct runner *r, time_t start)
{
	const struct obs_stats *st = obs_stats(r->obs);
	long long llm = (long long)st->live_llm + r->lane_llm;
	long long tokens = st->tokens_in + st->tokens_out + r->lane_tokens;
	const struct budget *b = &r->budget;
	if (stop_now(r, start))
		return 1;
	if (b->problems && r->searched >= b->problems)
		snprintf(r->stop_reason, sizeof r->stop_reason, "--max-problems %lld "
			 "reached", b->problems);
	else if (b->llm_calls && llm >= b->llm_calls)
		snprintf(r->stop_reason, sizeof r->stop_reason, "--budget-llm-calls %lld "
			 "reached (%lld live llm calls)", b->llm_calls, llm);
	else if (b->tokens && tokens >= b->tokens)
		snprintf(r->stop_reason, sizeof r->stop_reason, "--budget-tokens %lld "
			 "reached (%lld tokens)", b->tokens, tokens);
	return r->stop_reason[0] != '\0';
}

void runner_progress_begin(const struct runner *r, size_t i)
{
	if (!r->quiet)
		fprintf(stderr, "[%zu/%zu] %s ...", i + 1, r->nproblems, r->problems[i]->id);
}

void runner_progress_end(const struct runner *r, size_t i, int rc)
{
	if (r->quiet)
		return;
	if (rc) {
		fprintf(stderr, " stopped\n");
		return;
	}
	char *o = NULL;
	store_outcome_get(r->sink, r->run, r->problems[i]->id, &o, NULL);
	cJSON *j = o ? cJSON_Parse(o) : NULL;
	const cJSON *st = cJSON_GetObjectItemCaseSensitive(j, "status");
	const cJSON *sp = cJSON_GetObjectItemCaseSensitive(j, "speedup");
	const cJSON *fr = cJSON_GetObjectItemCaseSensitive(j, "fallback_reason");
	fprintf(stderr, " %s", cJSON_IsString(st) ? st->valuestring : "?");
	if (cJSON_IsNumber(sp))
		fprintf(stderr, " %.3fx", sp->valuedouble);
	if (cJSON_IsString(fr))
		fprintf(stderr, " (%s)", fr->valuestring);
	fprintf(stderr, "\n");
	cJSON_Delete(j);
	free(o);
}

/* obs_set_stop's hook: a signal or the time budget stops the run inside a
 * problem too, at its next live ask (a KernelBench problem can take
 * minutes); the problem budgets (problems, LLM calls, tokens) are checked
 * between problems only. */
static int stop_inside(void *ctx)
{
	struct runner *r = ctx;
	return stop_now(r, r->started);
}

static int search_all(struct runner *r, struct search_ctx *sp, struct kerr *err)
{
	struct search_ctx s = *sp;
	time_t start = r->started;
	for (size_t i = 0; i < r->nproblems; i++) {
		if (runner_should_stop(r, start))
			return 1;
		const struct problem *p = r->problems[i];
		/* With --gpus, the problems from the first one the run has not
		 * started go to the GPU workers; a problem recorded in part (a
		 * resume) is finished here first. */
		if (r->lanes) {
			int started = splice_problem_started(r->sink, r->run, p->id, err);
			if (started < 0)
				return -1;
			if (!started)
				return lanes_search(r, &s, i, start, err);
		}
		struct problem *loaded = NULL;
		if (!p) {	/* held one at a time: loaded here, destroyed after */
			if (r->load_problem(r->load_ctx, i, &loaded, err))
				return -1;
			r->problems[i] = loaded;
			p = loaded;
		}
		runner_progress_begin(r, i);
		/* A problem completed in an earlier invocation (resume) is replayed
		 * from the recording and costs no budget. */
		size_t live_before = obs_stats(r->obs)->live;
		double t0 = runner_clock();
		int rc = search_problem(&s, p, err);
		double took = runner_clock() - t0;
		int live = obs_stats(r->obs)->live > live_before;
		if (live)
			r->searched++;
		runner_progress_end(r, i, rc);
		struct kerr lerr;
		if (live && r->live_clock && r->sink &&
		    runner_add_live(r->sink, r->run, p->id, took, &lerr))
			fprintf(stderr, "kopt run: note: %s: %s's live seconds are not recorded\n",
				lerr.msg, p->id);
		if (rc == OBS_ESTOPPED) {	/* inside the problem: paused there */
			size_t n = strlen(r->stop_reason);
			snprintf(r->stop_reason + n, sizeof r->stop_reason - n, ", inside %s", p->id);
			rc = 1;
		}
		if (loaded) {
			problem_destroy(loaded);
			r->problems[i] = NULL;
		}
		if (rc)
			return rc;
	}
	return 0;
}

static int runner_search_all(struct runner *r, struct search_ctx *sp, struct kerr *err)
{
	r->started = time(NULL);
	obs_set_stop(r->obs, stop_inside, r);
	int rc = search_all(r, sp, err);
	obs_set_stop(r->obs, NULL, NULL);
	return rc;
}
