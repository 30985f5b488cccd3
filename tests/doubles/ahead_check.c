/* ahead_check: the GPU backend's compile threads (harness/gpu/gpu_ahead.c)
 * on the CPU, with the real Triton helper: every Triton helper request of
 * the file named by argv[1] (one JSON object a line) is hinted, then taken,
 * and what was compiled ahead must be what a compile in the answering
 * thread gives, byte for byte (the cubin, or the error message); a request
 * never hinted is not found.  First, the threads are started with no
 * request and the helpers they start are counted from /proc ("helpers
 * started before any request: K of N").  Prints "ahead: N same" and exits
 * 0, or names the first difference and exits 1.  For
 * tests/cli/t_compile_threads.sh; no CUDA call is made. */
#include "harness/gpu/gpu_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>

#define MAX_REQS 16

/* Child processes of this one running the Triton helper (from /proc). */
static int helpers_running(void)
{
	DIR *d = opendir("/proc");
	int n = 0;
	if (!d)
		return -1;
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		char path[300], buf[4096];
		snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
		FILE *f = fopen(path, "r");
		if (!f)
			continue;
		size_t r = fread(buf, 1, sizeof buf - 1, f);
		fclose(f);
		buf[r] = '\0';
		/* pid (comm) state ppid: comm may hold spaces, so from the last ')'. */
		char *p = strrchr(buf, ')');
		int ppid = 0;
		if (!p || sscanf(p + 1, " %*c %d", &ppid) != 1 || ppid != getpid())
			continue;
		snprintf(path, sizeof path, "/proc/%s/cmdline", e->d_name);
		if (!(f = fopen(path, "r")))
			continue;
		r = fread(buf, 1, sizeof buf - 1, f);
		fclose(f);
		for (size_t i = 0; i < r; i++)
			if (buf[i] == '\0')
				buf[i] = ' ';
		buf[r] = '\0';
		if (strstr(buf, "triton_helper"))
			n++;
	}
	closedir(d);
	return n;
}

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
	if (!f) {
		fprintf(stderr, "usage: ahead_check REQUESTS.jsonl\n");
		return 2;
	}
	cJSON *rq[MAX_REQS];
	int n = 0;
	char line[1 << 16];
	while (n < MAX_REQS && fgets(line, sizeof line, f))
		if ((rq[n] = cJSON_Parse(line)))
			n++;
	fclose(f);
	struct gpu *g = calloc(1, sizeof *g);
	/* The threads' helpers start with the pool, before any request (the
	 * backend starts the pool with its first request of any kind). */
	int nth = gpu_ahead_start(g);
	int started = 0;
	for (int tries = 0; tries < 200 && nth > 0 && (started = helpers_running()) < nth; tries++)
		usleep(50000);
	printf("helpers started before any request: %d of %d\n", started, nth);
	for (int i = 0; i < n; i++)
		gpu_ahead_put(g, rq[i]);
	int bad = 0;
	if (!g->ahead) {
		printf("FAILED: no compile thread started (threads %d)\n", gpu_ahead_threads());
		bad = 1;
	}
	for (int i = 0; i < n && !bad; i++) {
		cJSON *hr = NULL, *fg = NULL;
		int rc = 0;
		struct kerr err = { "" }, ferr = { "" };
		int took = gpu_ahead_take(g, rq[i], &hr, &rc, &err);
		int frc = triton_call(&g->tc, rq[i], GPU_HELPER_TIMEOUT_S, &fg, &ferr);
		char *a = hr ? cJSON_PrintUnformatted(hr) : NULL;
		char *b = fg ? cJSON_PrintUnformatted(fg) : NULL;
		/* A request still queued when taken is compiled in the answering
		 * thread: not taken, and no difference to see. */
		if (took && (rc != frc || strcmp(err.msg, ferr.msg) != 0 ||
			     (a && b ? strcmp(a, b) != 0 : a != b))) {
			printf("FAILED: request %d: ahead rc %d %.200s %.200s; here rc %d %.200s "
			       "%.200s\n", i, rc, err.msg, a ? a : "", frc, ferr.msg, b ? b : "");
			bad = 1;
		}
		printf("request %d: %s, %s\n", i, took ? "compiled ahead" : "compiled here",
		       cJSON_IsTrue(cJSON_GetObjectItem(took ? hr : fg, "ok")) ? "ok" : "error");
		free(a);
		free(b);
		cJSON_Delete(hr);
		cJSON_Delete(fg);
	}
	cJSON *hr = NULL;
	int rc;
	struct kerr err;
	if (!bad && n > 0 && gpu_ahead_take(g, rq[0], &hr, &rc, &err)) {
		printf("FAILED: a request taken twice\n");
		cJSON_Delete(hr);
		bad = 1;
	}
	gpu_ahead_destroy(g->ahead);
	triton_close(&g->tc);
	for (int i = 0; i < n; i++)
		cJSON_Delete(rq[i]);
	free(g);
	if (!bad)
		printf("ahead: %d same\n", n);
	fflush(stdout);
	return bad;
}
