/* cmd_exec: `kopt exec PROBLEM_DIR --seed S --out DIR` runs a problem's
 * baseline model on the GPU with the inputs of seed S and writes its outputs
 * (DIR/index.json, DIR/outN.bin, float32 row-major).  The importer compares
 * them with PyTorch eager on the inputs of `kopt inputs`.  Not recorded. */
#include "backend.h"
#include "cli.h"
#include "problem.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *HELP =
	"usage: kopt exec PROBLEM_DIR --seed S --out DIR [--backend SPEC]\n"
	"\n"
	"Run the problem's baseline (its vendor calls and Inductor's kernels) on the\n"
	"GPU with the inputs of seed S; write DIR/index.json and DIR/outN.bin.\n"
	"  --backend SPEC   the GPU backend (default: gpu)\n";

static char *get_manifest(void *ctx, const char *sha, size_t *len)
{
	const struct problem *p = ctx;
	if (strcmp(sha, p->sha))
		return NULL;
	*len = strlen(p->canon);
	return xstrdup(p->canon);
}

int cmd_exec(int argc, char **argv)
{
	long long seed;
	const char *out, *spec = "gpu", *dir;
	int code = cli_problem_seed_out("exec", HELP, argc, argv, &spec, &seed, &out, &dir);
	if (code >= 0)
		return code;
	struct kerr err;
	struct problem *p;
	if (problem_load_dir(dir, &p, &err))
		return cli_error("exec", EXIT_FAIL, "%s", err.msg);
	struct backend_handle h;
	if (backend_open(spec, &h, &err)) {
		problem_free(p);
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
	else if (h.be.dump(h.be.ctx, p->sha, seed, &blobs, out, msg, sizeof msg))
		code = cli_error("exec", EXIT_FAIL, "%s: %s", dir, msg);
	backend_close(&h);
	problem_free(p);
	return code;
}
