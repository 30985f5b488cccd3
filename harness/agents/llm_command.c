/* llm_command: an agent answered by a user command (see header). */
#include "harness/agents/llm_command.h"
#include "common/buf.h"
#include "harness/agents/answer.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct cmd {
	char *cmd;
	int timeout_s;
};

static char *error_json(const char *msg)
{
	cJSON *e = cJSON_CreateObject();
	cJSON_AddStringToObject(e, "error", msg);
	char *s = cJSON_PrintUnformatted(e);
	cJSON_Delete(e);
	return s;
}

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	struct cmd *c = ctx;
	memset(ans, 0, sizeof *ans);
	ans->tokens_in = ans->tokens_out = -1;
	snprintf(ans->status, sizeof ans->status, "error");
	if (strcmp(kind, "llm")) {
		ans->reply = error_json("the command backend answers llm only");
		return 0;
	}
	cJSON *req = cJSON_Parse(request);
	const cJSON *parent = cJSON_GetObjectItemCaseSensitive(req, "parent");
	size_t len;
	char *content = cJSON_IsString(parent) ? blobs->get(blobs->ctx, parent->valuestring, &len)
					       : NULL;
	cJSON *pk = content ? cJSON_Parse(content) : NULL;
	free(content);
	if (pk)
		cJSON_AddItemToObject(req, "parent_kernel", pk);
	char *line = cJSON_PrintUnformatted(req);
	cJSON_Delete(req);
	int in[2], out[2];
	if (pipe(in) || pipe(out)) {
		free(line);
		ans->reply = error_json("pipe failed");
		return 0;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]); close(in[1]); close(out[0]); close(out[1]);
		execl("/bin/sh", "sh", "-c", c->cmd, (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	signal(SIGPIPE, SIG_IGN);
	size_t n = strlen(line);
	int wrote = write(in[1], line, n) == (ssize_t)n && write(in[1], "\n", 1) == 1;
	close(in[1]);
	free(line);
	struct buf b;
	buf_init(&b);
	time_t deadline = time(NULL) + c->timeout_s;
	int timed_out = 0;
	size_t oversize = 0;
	for (;;) {
		int left = (int)(deadline - time(NULL));
		struct pollfd pf = { .fd = out[0], .events = POLLIN };
		if (left <= 0 || poll(&pf, 1, left * 1000) == 0) {
			timed_out = 1;
			kill(pid, SIGKILL);
			break;
		}
		char chunk[65536];
		ssize_t r = read(out[0], chunk, sizeof chunk);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		/* Past the limit the rest is read and dropped, so the command is
		 * not blocked and the run keeps no oversize answer. */
		if (b.len + (size_t)r <= KOPT_MAX_ANSWER_BYTES)
			buf_add(&b, chunk, (size_t)r);
		else
			oversize += (size_t)r;
	}
	close(out[0]);
	int status = 0;
	waitpid(pid, &status, 0);
	char msg[200];
	if (timed_out) {
		snprintf(msg, sizeof msg, "timeout: the command gave no answer within %d s",
			 c->timeout_s);
		ans->reply = error_json(msg);
	} else if (!wrote || !WIFEXITED(status) || WEXITSTATUS(status)) {
		snprintf(msg, sizeof msg, "the command failed (%s %d)",
			 WIFEXITED(status) ? "exit status" : "signal",
			 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
		ans->reply = error_json(msg);
	} else if (oversize) {
		snprintf(msg, sizeof msg, "the answer is over %d MB (%.1f MB); not kept",
			 KOPT_MAX_ANSWER_BYTES >> 20, (double)(b.len + oversize) / (1 << 20));
		ans->reply = error_json(msg);
	} else if (b.len == 0) {
		ans->reply = error_json("the command printed nothing");
	} else {
		cJSON *r = cJSON_CreateObject();
		cJSON_AddStringToObject(r, "content", b.data);
		ans->reply = cJSON_PrintUnformatted(r);
		cJSON_Delete(r);
		snprintf(ans->status, sizeof ans->status, "ok");
	}
	buf_release(&b);
	return 0;
}

static char *describe(void *ctx)
{
	struct cmd *c = ctx;
	cJSON *d = cJSON_CreateObject();
	cJSON_AddStringToObject(d, "command", c->cmd);
	cJSON_AddNumberToObject(d, "timeout_s", c->timeout_s);
	char *s = cJSON_PrintUnformatted(d);
	cJSON_Delete(d);
	return s;
}

static void close_cmd(void *ctx)
{
	struct cmd *c = ctx;
	free(c->cmd);
	free(c);
}

int command_backend_open(const char *cmd, struct kopt_backend *out, struct kerr *err)
{
	if (!cmd || !*cmd)
		return kerr_set(err, "--llm command:CMD needs a command");
	struct cmd *c = xcalloc(1, sizeof *c);
	c->cmd = xstrdup(cmd);
	const char *t = getenv("KOPT_COMMAND_TIMEOUT_S");
	c->timeout_s = t && atoi(t) > 0 ? atoi(t) : 900;
	memset(out, 0, sizeof *out);
	out->abi = KOPT_BACKEND_ABI;
	out->name = "command";
	out->version = "command/1";
	out->kinds = "llm";
	out->ctx = c;
	out->describe = describe;
	out->answer = answer;
	out->close = close_cmd;
	return 0;
}
