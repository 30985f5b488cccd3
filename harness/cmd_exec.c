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
	static const struct option opts[] = {
		{ "seed", required_argument, 0, 's' },
		{ "out", required_argument, 0, 'o' },
		{ "backend", required_argument, 0, 'b' },
		{ "help", no_argument, 0, 'h' },
		{ 0, 0, 0, 0 },
	};
	long long seed = -1;
	const char *out = NULL, *spec = "gpu";
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': {
			char *end;
			seed = strtoll(optarg, &end, 10);
			if (*end || seed < 0)
				return cli_error("exec", EXIT_USAGE, "--seed %s: expected an "
						 "integer >= 0", optarg);
			break;
		}
		case 'o': out = optarg; break;
		case 'b': spec = optarg; break;
		case 'h': fputs(HELP, stdout); return EXIT_OK;
		default: fputs(HELP, stderr); return EXIT_USAGE;
		}
	}
	if (optind != argc - 1 || seed < 0 || !out) {
		fputs(HELP, stderr);
		return EXIT_USAGE;
	}
	struct kerr err;
	struct problem *p;
	if (problem_load_dir(argv[optind], &p, &err))
		return cli_error("exec", EXIT_FAIL, "%s", err.msg);
	struct backend_handle h;
	if (backend_open(spec, &h, &err)) {
		problem_free(p);
		return cli_error("exec", EXIT_FAIL, "%s", err.msg);
	}
	int code = EXIT_OK;
	char msg[8192] = "";
	struct kopt_blob_access blobs = { .ctx = p, .get = get_manifest };
	if (!h.be.dump)
		code = cli_error("exec", EXIT_FAIL, "backend %s cannot run a model", spec);
	else if (mkdir(out, 0777) && errno != EEXIST)
		code = cli_error("exec", EXIT_FAIL, "%s: cannot create: %s", out,
				 strerror(errno));
	else if (h.be.dump(h.be.ctx, p->sha, seed, &blobs, out, msg, sizeof msg))
		code = cli_error("exec", EXIT_FAIL, "%s: %s", argv[optind], msg);
	backend_close(&h);
	problem_free(p);
	return code;
}
