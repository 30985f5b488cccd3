/* cmd_exec: `kopt exec PROBLEM_DIR --seed S --out DIR` runs a problem's
 * baseline model on the GPU with the inputs of seed S and writes its outputs
 * (DIR/index.json, DIR/outN.bin, row-major), or with --to-ipc FILE copies
 * them into the caller's device memory (harness/run/handover.h).  The
 * importer compares them with PyTorch eager on the inputs of `kopt inputs`.  With --time it
 * also times the baseline model as a search's gate 4 does (do_bench: 25 ms
 * warm-up, 100 ms of repeats, L2 flushed before each) and writes
 * DIR/time.json: the median, p10 and p90 in ms and every sample.  The
 * importer stores that median beside torch.compile's.  Not recorded. */
#include "harness/run/backend.h"
#include "harness/run/handover.h"
#include "gates/gates.h"
#include "harness/cli/cli.h"
#include "harness/problem/problem.h"
#include "common/file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *HELP =
	"usage: kopt exec PROBLEM_DIR --seed S --out DIR [--backend SPEC] [--time]\n"
	"                 [--to-ipc FILE]\n"
	"\n"
	"Run the problem's baseline (its vendor calls and Inductor's kernels) on the\n"
	"GPU with the inputs of seed S; write DIR/index.json and DIR/outN.bin.\n"
	"\n"
	"  --seed S         the seed (an integer >= 0)\n"
	"  -o, --out DIR    the folder to write (created if missing)\n"
	"  --backend SPEC   the GPU backend (default: gpu)\n"
	"  --time           then time the baseline model as gate 4 does (do_bench,\n"
	"                   median of every sample) into DIR/time.json, and print it\n"
	"  --to-ipc FILE    copy the outputs, device to device, into the CUDA IPC\n"
	"                   memory FILE describes ({\"handle\": 128 hex digits,\n"
	"                   \"outputs\": [{\"offset\", \"bytes\"}...]}) instead of\n"
	"                   writing DIR/outN.bin; DIR/index.json gives each\n"
	"                   output's ipc_offset\n";

static char *get_manifest(void *ctx, const char *sha, size_t *len)
{
	const struct problem *p = ctx;
	if (strcmp(sha, p->sha))
		return NULL;
	*len = strlen(p->canon);
	return xstrdup(p->canon);
}

static int time_baseline(struct backend_handle *h, const struct problem *p,
			 const struct kopt_blob_access *blobs, const char *out,
			 struct kerr *err)
{
	char req[256];
	snprintf(req, sizeof req, "{\"problem\":\"%s\",\"rep_ms\":100,\"scope\":\"model\","
		 "\"warmup_ms\":25}", p->sha);
	struct kopt_answer ans = { 0 };
	if (h->be.answer(h->be.ctx, "time", req, blobs, &ans) < 0 || !ans.reply)
		return kerr_set(err, "the backend cannot answer: %s",
				ans.reply ? ans.reply : "no reply");
	cJSON *r = cJSON_Parse(ans.reply);
	const cJSON *sm = cJSON_GetObjectItemCaseSensitive(r, "samples_ms");
	int n = cJSON_GetArraySize(sm), rc = 0;
	if (strcmp(ans.status, "ok") || n < 1) {
		rc = kerr_set(err, "%s", ans.reply);
	} else {
		double *v = xmalloc((size_t)n * sizeof *v);
		int i = 0;
		for (const cJSON *x = sm->child; x; x = x->next)
			v[i++] = x->valuedouble;
		/* The median as gate 4 takes it, the spread as gate 4 reports it. */
		double med = gate_median(v, (size_t)n), p10 = gate_quantile(v, (size_t)n, 0.1),
		       p90 = gate_quantile(v, (size_t)n, 0.9);
		cJSON *t = cJSON_CreateObject();
		cJSON_AddNumberToObject(t, "median_ms", med);
		cJSON_AddNumberToObject(t, "p10_ms", p10);
		cJSON_AddNumberToObject(t, "p90_ms", p90);
		cJSON_AddNumberToObject(t, "samples", n);
		cJSON_AddItemToObject(t, "samples_ms", cJSON_Duplicate(sm, 1));
		char path[4096];
		snprintf(path, sizeof path, "%s/time.json", out);
		char *text = cJSON_PrintUnformatted(t);
		FILE *f = fopen(path, "w");
		if (!f || fputs(text, f) < 0 || fclose(f))
			rc = kerr_set(err, "%s: cannot write: %s", path, strerror(errno));
		else
			printf("baseline model: median %.4f ms (p10 %.4f, p90 %.4f) over %d samples\n",
			       med, p10, p90, n);
		free(text);
		cJSON_Delete(t);
		free(v);
	}
	cJSON_Delete(r);
	free(ans.reply);
	return rc;
}

static int clear_handover(const char *out, struct kerr *err)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", out, HANDOVER_FILE);
	if (unlink(path) && errno != ENOENT)
		return kerr_set(err, "%s: cannot remove: %s", path, strerror(errno));
	return 0;
}

int cmd_exec(int argc, char **argv)
{
	long long seed;
	const char *out, *spec = "gpu", *dir, *ipc = NULL;
	int time = 0;
	int code = cli_problem_seed_out("exec", HELP, argc, argv, &spec, &seed, &out, &dir,
					&time, &ipc);
	if (code != CLI_PARSED)
		return code;
	struct kerr err;
	struct problem *p;
	char *ipc_text = NULL;
	size_t ipc_len;
	struct handover h_check;
	if (ipc && (read_file(ipc, &ipc_text, &ipc_len, &err) ||
		    handover_parse(ipc_text, ipc, &h_check, &err))) {
		free(ipc_text);
		return cli_error("exec", EXIT_FAIL, "--to-ipc %s", err.msg);
	}
	if (ipc)
		handover_release(&h_check);
	if (problem_load_dir(dir, &p, &err)) {
		free(ipc_text);
		return cli_error("exec", EXIT_FAIL, "%s", err.msg);
	}
	struct backend_handle h;
	if (backend_open(spec, &h, &err)) {
		problem_destroy(p);
		free(ipc_text);
		return cli_error("exec", EXIT_FAIL, "%s", err.msg);
	}
	code = EXIT_OK;
	char msg[8192] = "";
	struct kopt_blob_access blobs = { .ctx = p, .get = get_manifest };
	if (!h.be.dump)
		code = cli_error("exec", EXIT_FAIL, "backend %s cannot run a model", spec);
	else if (mkdir(out, 0777) && errno != EEXIST)
		code = cli_error("exec", EXIT_FAIL, "%s: cannot create: %s", out,
				 strerror(errno));
	/* The backend (perhaps in its worker process) finds the description in
	 * DIR; a description left there by an earlier run is replaced or gone. */
	else if (ipc ? write_file_in(out, HANDOVER_FILE, ipc_text, ipc_len, &err)
		     : clear_handover(out, &err))
		code = cli_error("exec", EXIT_FAIL, "%s", err.msg);
	else if (h.be.dump(h.be.ctx, p->sha, seed, &blobs, out, msg, sizeof msg))
		code = cli_error("exec", EXIT_FAIL, "%s: %s", dir, msg);
	else if (time && time_baseline(&h, p, &blobs, out, &err))
		code = cli_error("exec", EXIT_FAIL, "%s: timing: %s", dir, err.msg);
	backend_close(&h);
	problem_destroy(p);
	free(ipc_text);
	return code;
}
