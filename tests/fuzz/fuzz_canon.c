/* libFuzzer target: canonical JSON.  Whatever parses must print, the
 * printed text must parse again to the same canonical text (a fixed point),
 * and a text that does not parse is an error, never a crash. */
#include "common/canon.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kerr err;
	cJSON *j = canon_parse((const char *)data, size, "fuzz", &err);
	if (!j)
		return 0;
	char *a = canon_string(j, &err);
	cJSON_Delete(j);
	if (!a)
		return 0;
	cJSON *k = canon_parse(a, strlen(a), "fuzz again", &err);
	if (!k) {
		fprintf(stderr, "canonical text does not parse back: %s\n%s\n", err.msg, a);
		abort();
	}
	char *b = canon_string(k, &err);
	cJSON_Delete(k);
	if (!b || strcmp(a, b)) {
		fprintf(stderr, "canonical text is not a fixed point:\n%s\n%s\n", a, b ? b : "");
		abort();
	}
	free(a);
	free(b);
	return 0;
}
