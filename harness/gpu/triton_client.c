/* triton_client: spawn and talk to the Triton compile helper. */
#include "harness/gpu/triton_client.h"
#include "common/paths.h"

#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The helper script: $KOPT_TRITON_HELPER, else harness/gpu/triton_helper.py
 * beside the kopt binary (the repository layout). */
static void helper_path(char *out, size_t n)
{
	const char *env = getenv("KOPT_TRITON_HELPER");
	if (env) {
		snprintf(out, n, "%s", env);
		return;
	}
	kopt_file("harness/gpu/triton_helper.py", "share/kopt/triton_helper.py", out, n);
}

/* Helpers start one at a time, their pipes closed on exec: a helper
 * started by one compile thread (gpu_ahead.c) must not hold another's pipe
 * ends, or that one's death would not be seen as the end of its output. */
static pthread_mutex_t start_mu = PTHREAD_MUTEX_INITIALIZER;

static int start_locked(struct triton_client *c, struct kerr *err);

static int start(struct triton_client *c, struct kerr *err)
{
	pthread_mutex_lock(&start_mu);
	int rc = start_locked(c, err);
	pthread_mutex_unlock(&start_mu);
	return rc;
}

static int start_locked(struct triton_client *c, struct kerr *err)
{
	int in[2], out[2];
	if (pipe(in))
		return kerr_set(err, "triton helper: pipe: %s", strerror(errno));
	if (pipe(out)) {
		close(in[0]);
		close(in[1]);
		return kerr_set(err, "triton helper: pipe: %s", strerror(errno));
	}
	for (int i = 0; i < 2; i++) {
		fcntl(in[i], F_SETFD, FD_CLOEXEC);
		fcntl(out[i], F_SETFD, FD_CLOEXEC);
	}
	char path[PATH_MAX];
	helper_path(path, sizeof path);
	const char *py = getenv("KOPT_PYTHON") ? getenv("KOPT_PYTHON") : "python3";
	pid_t pid = fork();
	if (pid < 0)
		return kerr_set(err, "triton helper: fork: %s", strerror(errno));
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]); close(in[1]); close(out[0]); close(out[1]);
		execlp(py, py, path, (char *)NULL);
		fprintf(stderr, "kopt: cannot run %s %s: %s\n", py, path, strerror(errno));
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	c->pid = pid;
	c->to = in[1];
	c->from = out[0];
	free(c->pending);
	c->pending = NULL;
	c->npending = 0;
	return 0;
}

void triton_close(struct triton_client *c)
{
	if (c->pid > 0) {
		close(c->to);
		close(c->from);
		kill(c->pid, SIGKILL);
		waitpid(c->pid, NULL, 0);
	}
	free(c->pending);
	memset(c, 0, sizeof *c);
}

int triton_start(struct triton_client *c, struct kerr *err)
{
	if (c->pid > 0) {
		/* One that ended while idle (started ahead, then killed) is
		 * started anew rather than written to. */
		int status;
		if (waitpid(c->pid, &status, WNOHANG) != c->pid)
			return 0;
		close(c->to);
		close(c->from);
		c->pid = 0;
	}
	return start(c, err);
}

int triton_call(struct triton_client *c, const cJSON *request, int timeout_s,
		cJSON **reply, struct kerr *err)
{
	*reply = NULL;
	if (triton_start(c, err))
		return -1;
	char *line = cJSON_PrintUnformatted(request);
	size_t n = strlen(line);
	line = realloc(line, n + 2);
	line[n++] = '\n';
	signal(SIGPIPE, SIG_IGN);
	for (size_t off = 0; off < n;) {
		ssize_t w = write(c->to, line + off, n - off);
		if (w <= 0) {
			free(line);
			triton_close(c);
			return kerr_set(err, "triton helper died (write: %s)", strerror(errno));
		}
		off += (size_t)w;
	}
	free(line);
	time_t deadline = time(NULL) + timeout_s;
	for (;;) {
		char *nl = c->pending ? memchr(c->pending, '\n', c->npending) : NULL;
		if (nl) {
			size_t len = (size_t)(nl - c->pending);
			*reply = cJSON_ParseWithLength(c->pending, len);
			memmove(c->pending, nl + 1, c->npending - len - 1);
			c->npending -= len + 1;
			if (!*reply) {
				triton_close(c);
				return kerr_set(err, "triton helper answered a line that is not "
						"JSON");
			}
			return 0;
		}
		int left = (int)(deadline - time(NULL));
		struct pollfd pf = { .fd = c->from, .events = POLLIN };
		if (left <= 0 || poll(&pf, 1, left * 1000) <= 0) {
			triton_close(c);
			return kerr_set(err, "triton helper gave no answer within %d s; killed",
					timeout_s);
		}
		char chunk[65536];
		ssize_t r = read(c->from, chunk, sizeof chunk);
		if (r <= 0) {
			int status = 0;
			pid_t pid = c->pid;
			close(c->to);
			close(c->from);
			waitpid(pid, &status, 0);
			c->pid = 0;
			return kerr_set(err, "triton helper exited (status %d) without an answer; "
					"its stderr says why", WIFEXITED(status) ?
					WEXITSTATUS(status) : -WTERMSIG(status));
		}
		c->pending = realloc(c->pending, c->npending + (size_t)r);
		memcpy(c->pending + c->npending, chunk, (size_t)r);
		c->npending += (size_t)r;
	}
}
