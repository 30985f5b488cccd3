/* cmd_inputs: `kopt inputs PROBLEM_DIR --seed S --out DIR` writes the inputs
 * and params kopt generates for a seed, so PyTorch can be fed the same bits.
 * Each buffer's storage goes to DIR/NAME.bin (little-endian), described in
 * DIR/index.json. */
#include "harness/cli/cli.h"
#include "harness/problem/inputs.h"
#include "harness/problem/problem.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *HELP =
	"usage: kopt inputs PROBLEM_DIR --seed S --out DIR\n"
	"\n"
	"Write the inputs and params of seed S as generator kopt-counter/1 makes them\n"
	"(datasets/FORMAT.md): DIR/NAME.bin holds each buffer's storage, little-endian,\n"
	"and DIR/index.json its dtype, shape, strides, offset and storage size.\n"
	"\n"
	"  --seed S         the seed (an integer >= 0)\n"
	"  -o, --out DIR    the folder to write (created if missing)\n";

int cmd_inputs(int argc, char **argv)
{
	long long seed;
	const char *out, *dir;
	int code = cli_problem_seed_out("inputs", HELP, argc, argv, NULL, &seed, &out, &dir, NULL, NULL);
	if (code != CLI_PARSED)
		return code;
	struct kerr err;
	struct problem *p;
	if (problem_load_dir(dir, &p, &err))
		return cli_error("inputs", EXIT_FAIL, "%s", err.msg);
	if (p->nbufs == 0) {
		problem_destroy(p);
		return cli_error("inputs", EXIT_FAIL, "%s: the problem declares no buffers",
				 dir);
	}
	if (mkdir(out, 0777) && errno != EEXIST) {
		problem_destroy(p);
		return cli_error("inputs", EXIT_FAIL, "%s: cannot create: %s", out,
				 strerror(errno));
	}
	cJSON *idx = cJSON_CreateObject();
	cJSON_AddNumberToObject(idx, "seed", (double)seed);
	cJSON_AddStringToObject(idx, "generator", "kopt-counter/1");
	cJSON *arr = cJSON_AddArrayToObject(idx, "buffers");
	code = EXIT_OK;
	for (int i = 0; i < p->nbufs && code == EXIT_OK; i++) {
		const struct pbuf *b = &p->bufs[i];
		if (b->role != ROLE_INPUT && b->role != ROLE_PARAM)
			continue;
		size_t bytes = b->storage * dtype_size(b->dtype);
		void *data = xmalloc(bytes);
		char path[4096];
		snprintf(path, sizeof path, "%s/%s.bin", out, b->name);
		FILE *f = NULL;
		if (inputs_fill(inputs_key(seed, b->name), &b->init, b->dtype, b->storage, data,
				&err)) {
			code = cli_error("inputs", EXIT_FAIL, "%s: %s", b->name, err.msg);
		} else if (!(f = fopen(path, "wb")) || fwrite(data, 1, bytes, f) != bytes) {
			code = cli_error("inputs", EXIT_FAIL, "%s: cannot write: %s", path,
					 strerror(errno));
		}
		if (f && fclose(f) && code == EXIT_OK)
			code = cli_error("inputs", EXIT_FAIL, "%s: cannot write", path);
		free(data);
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "name", b->name);
		cJSON_AddStringToObject(e, "dtype", dtype_name(b->dtype));
		cJSON *sh = cJSON_AddArrayToObject(e, "shape");
		cJSON *st = cJSON_AddArrayToObject(e, "strides");
		for (int d = 0; d < b->ndim; d++) {
			cJSON_AddItemToArray(sh, cJSON_CreateNumber((double)b->shape[d]));
			cJSON_AddItemToArray(st, cJSON_CreateNumber((double)b->strides[d]));
		}
		cJSON_AddNumberToObject(e, "offset", (double)b->offset);
		cJSON_AddNumberToObject(e, "storage", (double)b->storage);
		char fname[600];
		snprintf(fname, sizeof fname, "%s.bin", b->name);
		cJSON_AddStringToObject(e, "file", fname);
		const cJSON *tn = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(p->json, "buffers"), i),
			"torch_name");
		cJSON_AddItemToObject(e, "torch_name",
				      cJSON_IsString(tn) ? cJSON_CreateString(tn->valuestring)
							 : cJSON_CreateNull());
		cJSON_AddItemToArray(arr, e);
	}
	if (code == EXIT_OK) {
		char path[4096];
		snprintf(path, sizeof path, "%s/index.json", out);
		char *text = cJSON_Print(idx);
		FILE *f = fopen(path, "w");
		if (!f || fputs(text, f) < 0 || fclose(f))
			code = cli_error("inputs", EXIT_FAIL, "%s: cannot write", path);
		free(text);
	}
	cJSON_Delete(idx);
	problem_destroy(p);
	return code;
}
