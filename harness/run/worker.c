/* worker: isolating wrapper of a live backend in a child process (see
 * worker.h).  Frames: one type byte, a 4-byte little-endian length, payload.
 *   parent -> child  'A' kind NUL request      answer this
 *                    'P' kind NUL request      a hint (prefetch)
 *                    'b' found-byte data       a blob asked for
 *                    'D'                       describe yourself
 *                    'E' sha NUL seed NUL dir  dump (kopt exec)
 *   child -> parent  'B' sha                   send me this blob
 *                    'R' retire NUL status NUL cost NUL tin NUL tout NUL reply
 *                    'd' text                  description
 *                    'e' rc NUL message        dump done
 *                    'p'                       hint taken
 * A hint carries no answer, but the child may ask for blobs while it takes
 * it ('B', as an answer does), so the parent serves them until 'p' and
 * frames never cross; the backend does the hinted work in the background.
 * A worker that restarts loses its hints, which changes no reply. */
#include "harness/run/worker.h"
#include "common/buf.h"
#include "common/canon.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct worker {
	char *inner;
	int timeout_s;
	pid_t pid;
	int fd;
	char *name;
};

static int write_all(int fd, const void *p, size_t n)
{
	const char *c = p;
	while (n) {
		ssize_t w = write(fd, c, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		c += w;
		n -= (size_t)w;
	}
	return 0;
}

static int send_frame(int fd, char type, const void *data, size_t len)
{
	unsigned char h[5] = { (unsigned char)type, (unsigned char)(len & 255),
			       (unsigned char)(len >> 8 & 255), (unsigned char)(len >> 16 & 255),
			       (unsigned char)(len >> 24 & 255) };
	return write_all(fd, h, 5) || (len && write_all(fd, data, len)) ? -1 : 0;
}

/* Read exactly n bytes before deadline (0 = none).  0 ok, -1 EOF or error,
 * -2 timeout. */
static int read_all(int fd, void *p, size_t n, time_t deadline)
{
	char *c = p;
	while (n) {
		if (deadline) {
			int left = (int)(deadline - time(NULL));
			struct pollfd pf = { .fd = fd, .events = POLLIN };
			if (left <= 0)
				return -2;
			int r = poll(&pf, 1, left * 1000);
			if (r == 0)
				return -2;
			if (r < 0 && errno == EINTR)
				continue;
			if (r < 0)
				return -1;
		}
		ssize_t got = read(fd, c, n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return -1;
		c += got;
		n -= (size_t)got;
	}
	return 0;
}

/* A frame into *data (malloc'd, NUL-terminated). */
static int recv_frame(int fd, char *type, char **data, size_t *len, time_t deadline)
{
	unsigned char h[5];
	int rc = read_all(fd, h, 5, deadline);
	if (rc)
		return rc;
	*type = (char)h[0];
	*len = (size_t)h[1] | (size_t)h[2] << 8 | (size_t)h[3] << 16 | (size_t)h[4] << 24;
	*data = malloc(*len + 1);
	if (!*data)
		return -1;
	rc = read_all(fd, *data, *len, deadline);
	if (rc) {
		free(*data);
		*data = NULL;
		return rc;
	}
	(*data)[*len] = '\0';
	return 0;
}

/* ---- the child ---- */

static int child_fd;

static char *child_get_blob(void *ctx, const char *sha, size_t *len)
{
	(void)ctx;
	char type, *data;
	size_t n;
	if (send_frame(child_fd, 'B', sha, strlen(sha)) ||
	    recv_frame(child_fd, &type, &data, &n, 0) || type != 'b')
		_exit(3);
	if (n == 0 || data[0] != 1) {
		free(data);
		return NULL;
	}
	char *out = malloc(n);
	memcpy(out, data + 1, n - 1);
	out[n - 1] = '\0';
	*len = n - 1;
	free(data);
	return out;
}

static void child_main(const char *inner, int fd)
{
	child_fd = fd;
	struct backend_handle ih;
	struct kerr err;
	int open_ok = backend_open(inner, &ih, &err) == 0;
	struct kopt_blob_access blobs = { .ctx = NULL, .get = child_get_blob };
	for (;;) {
		char type, *data;
		size_t n;
		if (recv_frame(fd, &type, &data, &n, 0))
			_exit(0);
		if (type == 'A') {
			const char *kind = data, *request = data + strlen(data) + 1;
			struct kopt_answer ans = { 0 };
			if (!open_ok) {
				cJSON *e = cJSON_CreateObject();
				cJSON_AddStringToObject(e, "error", err.msg);
				ans.reply = cJSON_PrintUnformatted(e);
				cJSON_Delete(e);
				snprintf(ans.status, sizeof ans.status, "error");
			} else if (ih.be.answer(ih.be.ctx, kind, request, &blobs, &ans) != 0 &&
				   !ans.reply) {
				ans.reply = strdup("{\"error\":\"the backend failed\"}");
				snprintf(ans.status, sizeof ans.status, "error");
			}
			int retire = open_ok && ih.be.healthy && !ih.be.healthy(ih.be.ctx);
			struct buf b;
			buf_init(&b);
			buf_printf(&b, "%d", retire);
			buf_add(&b, "", 1);
			buf_puts(&b, ans.status[0] ? ans.status : "ok");
			buf_add(&b, "", 1);
			buf_printf(&b, "%.17g", ans.cost);
			buf_add(&b, "", 1);
			buf_printf(&b, "%ld", ans.tokens_in);
			buf_add(&b, "", 1);
			buf_printf(&b, "%ld", ans.tokens_out);
			buf_add(&b, "", 1);
			buf_puts(&b, ans.reply ? ans.reply : "");
			int bad = send_frame(fd, 'R', b.data, b.len);
			buf_release(&b);
			free(ans.reply);
			if (bad || retire)
				_exit(retire ? 2 : 3);
		} else if (type == 'P') {
			const char *kind = data, *request = data + strlen(data) + 1;
			if (open_ok && ih.be.prefetch)
				ih.be.prefetch(ih.be.ctx, kind, request, &blobs);
			if (send_frame(fd, 'p', "", 0))
				_exit(3);
		} else if (type == 'D') {
			char *d = open_ok && ih.be.describe ? ih.be.describe(ih.be.ctx) : NULL;
			if (!d) {
				cJSON *e = cJSON_CreateObject();
				if (!open_ok)
					cJSON_AddStringToObject(e, "error", err.msg);
				d = cJSON_PrintUnformatted(e);
				cJSON_Delete(e);
			}
			send_frame(fd, 'd', d, strlen(d));
			free(d);
		} else if (type == 'E') {
			const char *sha = data, *seed = sha + strlen(sha) + 1;
			const char *dir = seed + strlen(seed) + 1;
			char msg[8192] = "";
			int rc = !open_ok ? (snprintf(msg, sizeof msg, "%s", err.msg), -1)
				 : !ih.be.dump ? (snprintf(msg, sizeof msg, "the backend cannot "
							   "run a model"), -1)
				 : ih.be.dump(ih.be.ctx, sha, atoll(seed), &blobs, dir, msg,
					      sizeof msg);
			struct buf b;
			buf_init(&b);
			buf_printf(&b, "%d", rc);
			buf_add(&b, "", 1);
			buf_puts(&b, msg);
			send_frame(fd, 'e', b.data, b.len);
			buf_release(&b);
		}
		free(data);
	}
}

/* ---- the parent ---- */

static int spawn(struct worker *w, struct kerr *err)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return kerr_set(err, "worker: socketpair: %s", strerror(errno));
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(sv[0]);
		close(sv[1]);
		return kerr_set(err, "worker: fork: %s", strerror(errno));
	}
	if (pid == 0) {
		close(sv[0]);
		signal(SIGPIPE, SIG_DFL);
		child_main(w->inner, sv[1]);
		_exit(0);
	}
	close(sv[1]);
	signal(SIGPIPE, SIG_IGN);
	w->pid = pid;
	w->fd = sv[0];
	return 0;
}

/* End the child; describe how it ended into why (if given). */
static void reap(struct worker *w, int kill_it, char *why, size_t whylen)
{
	if (w->pid <= 0)
		return;
	if (kill_it)
		kill(w->pid, SIGKILL);
	close(w->fd);
	int status = 0;
	waitpid(w->pid, &status, 0);
	if (why) {
		if (WIFSIGNALED(status))
			snprintf(why, whylen, "the worker was killed by signal %d (%s)",
				 WTERMSIG(status), strsignal(WTERMSIG(status)));
		else
			snprintf(why, whylen, "the worker exited with status %d",
				 WEXITSTATUS(status));
	}
	w->pid = 0;
	w->fd = -1;
}

static char *fault_reply(const char *fault, const char *detail)
{
	cJSON *r = cJSON_CreateObject();
	char msg[1200];
	snprintf(msg, sizeof msg, "%s%s%s", fault, detail ? ": " : "", detail ? detail : "");
	cJSON_AddStringToObject(r, "fault", msg);
	cJSON_AddStringToObject(r, "error", msg);
	char *s = canon_string(r, NULL);
	cJSON_Delete(r);
	return s;
}

/* Answer the child's request for the blob named sha. */
static int serve_blob(struct worker *w, const char *sha, const struct kopt_blob_access *blobs)
{
	size_t len = 0;
	char *blob = blobs->get(blobs->ctx, sha, &len);
	struct buf fb;
	buf_init(&fb);
	unsigned char found = blob != NULL;
	buf_add(&fb, &found, 1);
	if (blob)
		buf_add(&fb, blob, len);
	int bad = send_frame(w->fd, 'b', fb.data, fb.len);
	buf_release(&fb);
	free(blob);
	return bad;
}

static int w_answer(void *ctx, const char *kind, const char *request,
		    const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	struct worker *w = ctx;
	struct kerr err;
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "error");
	if (w->pid <= 0 && spawn(w, &err)) {
		ans->reply = fault_reply("the worker could not be started", err.msg);
		return 0;
	}
	struct buf b;
	buf_init(&b);
	buf_puts(&b, kind);
	buf_add(&b, "", 1);
	buf_puts(&b, request);
	int bad = send_frame(w->fd, 'A', b.data, b.len);
	buf_release(&b);
	int limit = !strcmp(kind, "compile") ? (w->timeout_s > WORKER_COMPILE_TIMEOUT_S
						? w->timeout_s : WORKER_COMPILE_TIMEOUT_S)
					     : w->timeout_s;
	time_t deadline = time(NULL) + limit;
	char why[300];
	while (!bad) {
		char type, *data;
		size_t n;
		int rc = recv_frame(w->fd, &type, &data, &n, deadline);
		if (rc == -2) {
			char f[200];
			snprintf(f, sizeof f, "timeout: no answer within %d s (watchdog); the "
				 "worker was killed", limit);
			reap(w, 1, NULL, 0);
			ans->reply = fault_reply(f, NULL);
			return 0;
		}
		if (rc) {
			reap(w, 0, why, sizeof why);
			ans->reply = fault_reply("the worker died", why);
			return 0;
		}
		if (type == 'B') {
			bad = serve_blob(w, data, blobs);
			free(data);
			continue;
		}
		if (type != 'R') {
			free(data);
			break;
		}
		const char *f[6];
		const char *p = data;
		for (int i = 0; i < 6; i++) {
			f[i] = p;
			p += strlen(p) + 1;
			if (p > data + n && i < 5) {
				free(data);
				goto broken;
			}
		}
		snprintf(ans->status, sizeof ans->status, "%s", f[1]);
		ans->cost = strtod(f[2], NULL);
		ans->tokens_in = atol(f[3]);
		ans->tokens_out = atol(f[4]);
		ans->reply = strdup(f[5]);
		int retire = atoi(f[0]);
		free(data);
		if (retire)
			reap(w, 0, NULL, 0);
		return 0;
	}
broken:
	reap(w, 1, why, sizeof why);
	ans->reply = fault_reply("the worker broke the protocol", why);
	return 0;
}

/* Forward a hint to the child, if one runs (a hint never starts one), and
 * serve the blobs it asks for until it has taken the hint.  A child that
 * dies or hangs here is ended; the next answer starts a fresh one. */
/* The child's next frame other than a blob request, serving those on the
 * way, within the worker's timeout: 0 with *type and *data (malloc'd, the
 * caller frees), -1 when the child fails, ends or does not answer in time. */
static int next_reply(struct worker *w, const struct kopt_blob_access *blobs, char *type,
		      char **data)
{
	time_t deadline = time(NULL) + w->timeout_s;
	for (;;) {
		size_t n;
		if (recv_frame(w->fd, type, data, &n, deadline))
			return -1;
		if (*type != 'B')
			return 0;
		int bad = serve_blob(w, *data, blobs);
		free(*data);
		if (bad)
			return -1;
	}
}

static void w_prefetch(void *ctx, const char *kind, const char *request,
		       const struct kopt_blob_access *blobs)
{
	struct worker *w = ctx;
	if (w->pid <= 0)
		return;
	struct buf b;
	buf_init(&b);
	buf_puts(&b, kind);
	buf_add(&b, "", 1);
	buf_puts(&b, request);
	int bad = send_frame(w->fd, 'P', b.data, b.len);
	buf_release(&b);
	char type, *data;
	if (!bad && !next_reply(w, blobs, &type, &data)) {
		free(data);
		if (type == 'p')
			return;
	}
	reap(w, 1, NULL, 0);
}

static char *w_describe(void *ctx)
{
	struct worker *w = ctx;
	struct kerr err;
	char type, *data = NULL;
	size_t n;
	if ((w->pid <= 0 && spawn(w, &err)) || send_frame(w->fd, 'D', "", 0) ||
	    recv_frame(w->fd, &type, &data, &n, time(NULL) + WORKER_TIMEOUT_S) ||
	    type != 'd') {
		free(data);
		reap(w, 1, NULL, 0);
		return strdup("{\"error\":\"the worker did not describe its backend\"}");
	}
	/* Say that it is isolated, around what the inner backend says. */
	cJSON *d = cJSON_Parse(data);
	free(data);
	if (!d)
		d = cJSON_CreateObject();
	cJSON_AddBoolToObject(d, "isolated", 1);
	char *s = cJSON_PrintUnformatted(d);
	cJSON_Delete(d);
	return s;
}

static int w_dump(void *ctx, const char *sha, long long seed,
		  const struct kopt_blob_access *blobs, const char *dir, char *errbuf,
		  size_t errlen)
{
	struct worker *w = ctx;
	struct kerr err;
	if (w->pid <= 0 && spawn(w, &err)) {
		snprintf(errbuf, errlen, "%s", err.msg);
		return -1;
	}
	struct buf b;
	buf_init(&b);
	buf_puts(&b, sha);
	buf_add(&b, "", 1);
	buf_printf(&b, "%lld", seed);
	buf_add(&b, "", 1);
	buf_puts(&b, dir);
	int bad = send_frame(w->fd, 'E', b.data, b.len);
	buf_release(&b);
	char type, *data;
	if (!bad && !next_reply(w, blobs, &type, &data)) {
		int rc = atoi(data);
		if (rc)
			snprintf(errbuf, errlen, "%s", data + strlen(data) + 1);
		free(data);
		return rc ? -1 : 0;
	}
	char why[300];
	reap(w, 1, why, sizeof why);
	snprintf(errbuf, errlen, "the worker did not finish: %s", why);
	return -1;
}

static void w_close(void *ctx)
{
	struct worker *w = ctx;
	if (w->pid > 0) {
		close(w->fd);
		int status;
		/* Closing the socket ends the child's loop; give it a moment. */
		for (int i = 0; i < 50 && waitpid(w->pid, &status, WNOHANG) == 0; i++)
			usleep(20000);
		if (waitpid(w->pid, &status, WNOHANG) == 0) {
			kill(w->pid, SIGKILL);
			waitpid(w->pid, &status, 0);
		}
	}
	free(w->inner);
	free(w->name);
	free(w);
}

int worker_backend_open(const char *inner, int timeout_s, struct backend_handle *h,
			struct kerr *err)
{
	/* Open the inner backend once here only to learn what it answers; the
	 * child opens its own copy. */
	struct backend_handle probe;
	if (backend_open(inner, &probe, err))
		return -1;
	struct worker *w = xcalloc(1, sizeof *w);
	w->inner = xstrdup(inner);
	w->timeout_s = timeout_s > 0 ? timeout_s : WORKER_TIMEOUT_S;
	w->fd = -1;
	struct buf name;
	buf_init(&name);
	buf_printf(&name, "isolated(%s)", probe.be.name ? probe.be.name : inner);
	w->name = buf_detach(&name, NULL);
	memset(&h->be, 0, sizeof h->be);
	h->be.abi = KOPT_BACKEND_ABI;
	h->be.name = w->name;
	h->be.version = probe.be.version;
	h->be.kinds = probe.be.kinds;
	h->be.ctx = w;
	h->be.answer = w_answer;
	h->be.describe = w_describe;
	h->be.dump = probe.be.dump ? w_dump : NULL;
	h->be.close = w_close;
	h->be.prefetch = probe.be.prefetch ? w_prefetch : NULL;
	h->inner = xcalloc(1, sizeof *h->inner);
	*h->inner = probe;	/* kept open for its kinds and version strings */
	return 0;
}
