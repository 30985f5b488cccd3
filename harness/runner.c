/* runner: the loop over problems shared by run, resume and replay. */
#include "runner.h"
#include "search.h"
#include "../reports/table1.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
	l->v[l->n++] = p;
	return 0;
}

int runner_load_problems(struct store *s, int64_t run, struct problem ***out,
			 size_t *n, struct kerr *err)
{
	struct loader l = { .path = store_path(s) };
	if (store_problem_each(s, run, load_one, &l, err)) {
		runner_free_problems(l.v, l.n);
		return -1;
	}
	*out = l.v;
	*n = l.n;
	return 0;
}

void runner_free_problems(struct problem **p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		problem_free(p[i]);
	free(p);
}

int runner_search(struct runner *r, struct kerr *err)
{
	struct search_ctx s = {
		.cfg = r->cfg, .obs = r->obs, .out = r->sink, .run = r->run,
	};
	config_gates_sha(r->cfg, s.gates_sha);
	for (size_t i = 0; i < r->nproblems; i++) {
		if (runner_interrupted)
			return 1;
		const struct problem *p = r->problems[i];
		if (!r->quiet)
			fprintf(stderr, "[%zu/%zu] %s ...", i + 1, r->nproblems, p->id);
		int rc = search_problem(&s, p, err);
		if (rc) {
			if (!r->quiet)
				fprintf(stderr, " stopped\n");
			return rc;
		}
		if (!r->quiet) {
			char *o = NULL;
			store_outcome_get(r->sink, r->run, p->id, &o, NULL);
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
	}
	return 0;
}

int runner_finish(struct runner *r, char digest[SHA_HEX_LEN + 1], struct kerr *err)
{
	char d[SHA_HEX_LEN + 1];
	if (report_digest(r->sink, r->run, d, err))
		return -1;
	if (digest)
		memcpy(digest, d, sizeof d);
	return store_run_finish(r->sink, r->run, "complete", d, err);
}
