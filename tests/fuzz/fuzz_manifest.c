/* libFuzzer target: the problem manifest reader (problem_from_json), which
 * every run file's stored manifests and every problem folder go through.
 * Any input must give a problem or an error, never a crash or a leak. */
#include "harness/problem/problem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	struct problem *p = NULL;
	struct kerr err;
	if (problem_from_json(text, "fuzz", &p, &err) == 0)
		problem_destroy(p);
	free(text);
	return 0;
}
