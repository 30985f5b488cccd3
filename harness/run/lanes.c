/* lanes: one worker process per GPU, problems committed in problem order
 * (see lanes.h).  Parent and worker speak lines over two pipes:
 *   parent -> worker  "I\n"         search problem I (index in the run's list)
 *   worker -> parent  "I RC MSG\n"  done: RC 0, or -1 with a one-line message */
#include "harness/run/lanes.h"
#include "common/buf.h"
#include "harness/run/backend.h"
#include "recorder/splice.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int lanes_parse(const char *list, struct lanes *l, struct kerr *err)
{
	l->gpus = NULL;
	l->n = 0;
	const char *p = list;
	for (;;) {
		size_t len = strcspn(p, ",");
		int ok = len > 0 && len < 64;
		for (size_t i = 0; i < len && ok; i++)
			ok = p[i] > ' ' && p[i] != '=' && p[i] < 127;
		if (!ok) {
			lanes_release(l);
			return kerr_set(err, "--gpus %s: expected device ids separated by commas, "
					"e.g. 0,1 (one worker each; 0,0 puts two on GPU 0)", list);
		}
		if (l->n == LANES_MAX) {
			lanes_release(l);
			return kerr_set(err, "--gpus %s: at most %d workers", list, LANES_MAX);
		}
		l->gpus = xrealloc(l->gpus, (size_t)(l->n + 1) * sizeof *l->gpus);
		l->gpus[l->n] = xmalloc(len + 1);
		memcpy(l->gpus[l->n], p, len);
		l->gpus[l->n++][len] = '\0';
		if (!p[len])
			return 0;
		p += len + 1;
	}
}

int lanes_map_visible(struct lanes *l, const char *visible, struct kerr *err)
{
	if (!visible || !*visible)
		return 0;
	struct lanes seen = { 0 };
	if (lanes_parse(visible, &seen, err))
		return kerr_wrap(err, "CUDA_VISIBLE_DEVICES");
	int rc = 0;
	for (int i = 0; i < l->n && !rc; i++) {
		char *end;
		long k = strtol(l->gpus[i], &end, 10);
		if (*end || end == l->gpus[i])
			continue;	/* a UUID names its device whatever is visible */
		if (k < 0 || k >= seen.n) {
			rc = kerr_set(err, "--gpus: GPU %s is not one of the %d this process "
				      "sees (CUDA_VISIBLE_DEVICES=%s)", l->gpus[i], seen.n,
				      visible);
			break;
		}
		free(l->gpus[i]);
		l->gpus[i] = xstrdup(seen.gpus[k]);
	}
	lanes_release(&seen);
	return rc;
}

void lanes_release(struct lanes *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->gpus[i]);
	free(l->gpus);
	l->gpus = NULL;
	l->n = 0;
}

static void part_path(const struct lanes *l, int seq, char *out, size_t n)
{
	snprintf(out, n, "%s/p%d.kopt", l->parts, seq);
}

/* ---- the worker ---- */

struct worker_env {
	const struct lanes *l;
	const struct runner *r;
	const struct search_ctx *s;
	const int *seqs;
	struct backend_handle measure, llm;
};

/* Search problem i into a part file of its own. */
static int search_part(struct worker_env *w, size_t i, struct kerr *err)
{
	const struct problem *p = w->r->problems[i];
	char path[4096];
	part_path(w->l, w->seqs[i], path, sizeof path);
	store_remove_files(path);
	struct store *part = NULL;
	struct obs *obs = NULL;
	int64_t run;
	int rc = -1;
	if (store_open(path, STORE_CREATE, &part, err) ||
	    store_run_insert(part, "part", w->l->config, "{}", 0, &run, err) ||
	    store_problem_add(part, run, w->seqs[i], p->id, p->canon, err))
		goto out;
	struct obs_setup set = { .sink = part, .sink_run = run, .miss = MISS_FAIL };
	set.live[OBS_LLM] = &w->llm.be;
	for (int k = OBS_COMPILE; k < OBS_NKINDS; k++)
		if (backend_answers(&w->measure.be, obs_kind_name(k)))
			set.live[k] = &w->measure.be;
	if (obs_create(&set, &obs, err))
		goto out;
	obs_add_secret(obs, backend_secret(w->l->llm));
	struct search_ctx s = *w->s;
	s.obs = obs;
	s.out = part;
	s.run = run;
	rc = search_problem(&s, p, err);
out:
	obs_destroy(obs);
	store_close(part);
	return rc;
}

/* A line from fd into line (NUL-terminated, without the newline); 0, or -1
 * at the end.  Signals (Ctrl-C reaches the whole process group) do not end
 * a worker: it finishes its problem and the parent decides. */
static int read_line(int fd, char *line, size_t n)
{
	size_t len = 0;
	for (;;) {
		char c;
		ssize_t got = read(fd, &c, 1);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return -1;
		if (c == '\n' || len + 1 == n) {
			line[len] = '\0';
			return 0;
		}
		line[len++] = c;
	}
}

static void worker_main(struct worker_env *w, const char *gpu, pid_t parent, int in,
			int out)
{
#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGKILL);	/* a killed parent takes its workers */
#endif
	if (getppid() != parent)
		_exit(1);
	/* The one place a worker's device is chosen, for every backend. */
	setenv("CUDA_VISIBLE_DEVICES", gpu, 1);
	struct kerr err;
	int opened = 0;
	if (backend_open(w->l->measure, &w->measure, &err) == 0) {
		opened = 1;
		if (backend_open(w->l->llm, &w->llm, &err) == 0)
			opened = 2;
	}
	char line[64];
	while (read_line(in, line, sizeof line) == 0) {
		size_t i = strtoul(line, NULL, 10);
		int rc = opened == 2 ? search_part(w, i, &err) : -1;
		struct buf b;
		buf_init(&b);
		buf_printf(&b, "%zu %d ", i, rc ? -1 : 0);
		if (rc)
			for (const char *c = err.msg; *c; c++)
				buf_add(&b, *c == '\n' ? " " : c, 1);
		buf_add(&b, "\n", 1);
		int bad = 0;
		for (size_t off = 0; off < b.len && !bad;) {
			ssize_t n = write(out, b.data + off, b.len - off);
			if (n < 0 && errno == EINTR)
				continue;
			bad = n <= 0;
			off += n > 0 ? (size_t)n : 0;
		}
		buf_release(&b);
		if (bad)
			break;
	}
	if (opened == 2)
		backend_close(&w->llm);
	if (opened)
		backend_close(&w->measure);
	_exit(0);
}

/* ---- the parent ---- */

struct lane {
	pid_t pid;
	int to, from;
	long busy;		/* index of the problem in flight, or -1 */
	struct buf in;		/* what the worker wrote, up to a full line */
};

static int load_seqs(struct runner *r, int **seqs, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	sqlite3 *db = store_db(r->sink);
	*seqs = xcalloc(r->nproblems + 1, sizeof **seqs);
	size_t n = 0;
	if (sqlite3_prepare_v2(db, "SELECT seq FROM problems WHERE run=?1 ORDER BY seq", -1,
			       &st, NULL) != SQLITE_OK)
		goto fail;
	sqlite3_bind_int64(st, 1, r->run);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n < r->nproblems)
			(*seqs)[n] = sqlite3_column_int(st, 0);
		n++;
	}
	/* Every row is read: a failed step is an error, not a shorter list. */
	if (store_rows_done(r->sink, rc, "the run's problems", err)) {
		sqlite3_finalize(st);
		goto out;
	}
	sqlite3_finalize(st);
	if (n != r->nproblems) {
		kerr_set(err, "%s: run %lld stores %zu problems, expected %zu",
			 store_path(r->sink), (long long)r->run, n, r->nproblems);
		goto out;
	}
	return 0;
fail:
	kerr_set(err, "%s: %s", store_path(r->sink), sqlite3_errmsg(db));
	sqlite3_finalize(st);
out:
	free(*seqs);
	*seqs = NULL;
	return -1;
}

static int start_workers(const struct lanes *l, struct worker_env *env, struct lane *ln,
			 struct kerr *err)
{
	pid_t parent = getpid();
	for (int w = 0; w < l->n; w++) {
		int down[2], up[2];
		if (pipe(down))
			return kerr_set(err, "--gpus: pipe: %s", strerror(errno));
		if (pipe(up)) {
			close(down[0]);
			close(down[1]);
			return kerr_set(err, "--gpus: pipe: %s", strerror(errno));
		}
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			close(down[0]); close(down[1]); close(up[0]); close(up[1]);
			return kerr_set(err, "--gpus: fork: %s", strerror(errno));
		}
		if (pid == 0) {
			for (int v = 0; v < w; v++) {
				close(ln[v].to);
				close(ln[v].from);
			}
			close(down[1]);
			close(up[0]);
			worker_main(env, l->gpus[w], parent, down[0], up[1]);
		}
		close(down[0]);
		close(up[1]);
		ln[w].pid = pid;
		ln[w].to = down[1];
		ln[w].from = up[0];
	}
	return 0;
}

/* Splice problem i's part into the run. */
static int commit_part(struct runner *r, struct splice *sp, const struct lanes *l, int seq,
		       struct kerr *err)
{
	char path[4096];
	struct splice_totals t;
	part_path(l, seq, path, sizeof path);
	if (splice_stage(sp, path, 1, NULL, 0, err) || splice_commit(sp, r->run, &t, err))
		return -1;
	r->lane_llm += t.llm;
	r->lane_tokens += t.tokens;
	r->lane_asks += (size_t)t.observations;
	r->lane_steps += (size_t)t.steps;
	store_remove_files(path);
	return 0;
}

/* What the worker wrote: done lines mark problems finished (state 1) or
 * failed (2, the first failure's message in err). */
static void take_lines(struct lane *ln, const struct lanes *l, int w, struct runner *r,
		       char *state, int *failed, struct kerr *err)
{
	char *nl;
	while (ln->in.len && (nl = memchr(ln->in.data, '\n', ln->in.len))) {
		*nl = '\0';
		char *end;
		size_t i = strtoul(ln->in.data, &end, 10);
		int rc = (int)strtol(end, &end, 10);
		if (*end == ' ')
			end++;
		if (i < r->nproblems && (long)i == ln->busy) {
			state[i] = rc == 0 ? 1 : 2;
			if (rc && !*failed) {
				*failed = 1;
				kerr_set(err, "problem %s (worker on GPU %s): %s", r->problems[i]->id,
					 l->gpus[w], end);
			}
			ln->busy = -1;
		}
		size_t used = (size_t)(nl + 1 - ln->in.data);
		memmove(ln->in.data, nl + 1, ln->in.len - used);
		ln->in.len -= used;
	}
}

int lanes_search(struct runner *r, const struct search_ctx *s, size_t from, time_t start,
		 struct kerr *err)
{
	const struct lanes *l = r->lanes;
	int *seqs = NULL;
	struct lane *ln = xcalloc((size_t)l->n, sizeof *ln);
	char *state = xcalloc(r->nproblems + 1, 1);
	struct splice *sp = NULL;
	struct worker_env env = { .l = l, .r = r, .s = s };
	int failed = 0, stop = 0, rc = -1;
	for (int w = 0; w < l->n; w++) {
		ln[w].pid = -1;
		ln[w].to = ln[w].from = -1;
		ln[w].busy = -1;
		buf_init(&ln[w].in);
	}
	if (load_seqs(r, &seqs, err))
		goto out;
	env.seqs = seqs;
	if (mkdir(l->parts, 0777) && errno != EEXIST) {
		kerr_set(err, "%s: cannot make the folder for the GPU workers' parts: %s",
			 l->parts, strerror(errno));
		goto out;
	}
	if (splice_create(r->sink, &sp, err))
		goto out;
	if (l->before_start)
		l->before_start(l->arg);
	signal(SIGPIPE, SIG_IGN);
	if (start_workers(l, &env, ln, err))
		goto out;
	size_t next = from, commit = from;
	for (;;) {
		for (int w = 0; w < l->n && !failed && !stop && next < r->nproblems; w++) {
			if (ln[w].pid <= 0 || ln[w].busy >= 0)
				continue;
			if (runner_should_stop(r, start)) {
				stop = 1;
				break;
			}
			dprintf(ln[w].to, "%zu\n", next);
			ln[w].busy = (long)next++;
			r->searched++;
		}
		struct pollfd pf[LANES_MAX];
		int who[LANES_MAX], np = 0;
		for (int w = 0; w < l->n; w++)
			if (ln[w].busy >= 0) {
				pf[np].fd = ln[w].from;
				pf[np].events = POLLIN;
				who[np++] = w;
			}
		if (np == 0)
			break;
		if (poll(pf, (nfds_t)np, -1) < 0) {
			if (errno == EINTR)
				continue;
			kerr_set(err, "--gpus: poll: %s", strerror(errno));
			failed = 1;
			break;
		}
		for (int j = 0; j < np; j++) {
			if (!pf[j].revents)
				continue;
			struct lane *x = &ln[who[j]];
			char chunk[4096];
			ssize_t got = read(x->from, chunk, sizeof chunk);
			if (got < 0 && errno == EINTR)
				continue;
			if (got > 0) {
				buf_add(&x->in, chunk, (size_t)got);
				take_lines(x, l, who[j], r, state, &failed, err);
				continue;
			}
			/* The worker ended with a problem in flight. */
			int status = 0;
			waitpid(x->pid, &status, 0);
			if (!failed)
				kerr_set(err, "the worker on GPU %s ended (%s %d) while searching "
					 "problem %s", l->gpus[who[j]], WIFSIGNALED(status) ?
					 "signal" : "exit status", WIFSIGNALED(status) ?
					 WTERMSIG(status) : WEXITSTATUS(status),
					 r->problems[x->busy]->id);
			failed = 1;
			x->pid = -1;
			x->busy = -1;
		}
		/* Finished problems go into the run file in problem order. */
		while (commit < next && state[commit] == 1) {
			runner_progress_begin(r, commit);
			int c = commit_part(r, sp, l, seqs[commit], failed ? NULL : err);
			runner_progress_end(r, commit, c);
			if (c) {
				failed = 1;
				break;
			}
			commit++;
		}
	}
	rc = failed ? -1 : stop && commit < r->nproblems ? 1 : 0;
out:
	for (int w = 0; w < l->n; w++) {
		if (ln[w].to >= 0)
			close(ln[w].to);	/* the worker's loop ends */
		if (ln[w].from >= 0)
			close(ln[w].from);
		if (ln[w].pid > 0)
			waitpid(ln[w].pid, NULL, 0);
		buf_release(&ln[w].in);
	}
	/* Parts not committed are searched again by a resume. */
	for (size_t i = from; seqs && i < r->nproblems; i++) {
		char path[4096];
		part_path(l, seqs[i], path, sizeof path);
		store_remove_files(path);
	}
	rmdir(l->parts);
	splice_destroy(sp);
	free(seqs);
	free(state);
	free(ln);
	return rc;
}
