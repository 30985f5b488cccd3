/* handover: the description of kopt exec's CUDA IPC output buffer (handover.h). */
#include "harness/run/handover.h"
#include "common/file.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* A JSON number that is a whole number in [0, 2^53]: stored in *v. */
static int whole(const cJSON *x, unsigned long long *v)
{
	if (!cJSON_IsNumber(x) || x->valuedouble < 0 || x->valuedouble > 9007199254740992.0 ||
	    x->valuedouble != (double)(unsigned long long)x->valuedouble)
		return -1;
	*v = (unsigned long long)x->valuedouble;
	return 0;
}

int handover_parse(const char *text, const char *what, struct handover *h,
		   struct kerr *err)
{
	memset(h, 0, sizeof *h);
	cJSON *j = cJSON_Parse(text);
	int rc = -1;
	if (!cJSON_IsObject(j)) {
		kerr_set(err, "%s: not a JSON object", what);
		goto done;
	}
	const cJSON *hd = cJSON_GetObjectItemCaseSensitive(j, "handle");
	if (!cJSON_IsString(hd) || strlen(hd->valuestring) != 2 * HANDOVER_HANDLE_BYTES) {
		kerr_set(err, "%s: \"handle\" must be a string of %d hex digits", what,
			 2 * HANDOVER_HANDLE_BYTES);
		goto done;
	}
	for (int i = 0; i < HANDOVER_HANDLE_BYTES; i++) {
		int a = hexval(hd->valuestring[2 * i]), b = hexval(hd->valuestring[2 * i + 1]);
		if (a < 0 || b < 0) {
			kerr_set(err, "%s: \"handle\" holds a character that is not a hex digit",
				 what);
			goto done;
		}
		h->handle[i] = (unsigned char)(a << 4 | b);
	}
	const cJSON *outs = cJSON_GetObjectItemCaseSensitive(j, "outputs");
	if (!cJSON_IsArray(outs) || cJSON_GetArraySize(outs) < 1) {
		kerr_set(err, "%s: \"outputs\" must be a non-empty array", what);
		goto done;
	}
	h->n = cJSON_GetArraySize(outs);
	h->slots = calloc((size_t)h->n, sizeof *h->slots);
	if (!h->slots) {
		kerr_set(err, "%s: out of memory", what);
		goto done;
	}
	int i = 0;
	for (const cJSON *o = outs->child; o; o = o->next, i++) {
		struct handover_slot *s = &h->slots[i];
		if (!cJSON_IsObject(o) ||
		    whole(cJSON_GetObjectItemCaseSensitive(o, "offset"), &s->offset) ||
		    whole(cJSON_GetObjectItemCaseSensitive(o, "bytes"), &s->bytes)) {
			kerr_set(err, "%s: outputs[%d] must be {\"offset\": N, \"bytes\": N}, "
				 "N whole numbers >= 0", what, i);
			goto done;
		}
		for (int k = 0; k < i; k++) {
			const struct handover_slot *t = &h->slots[k];
			if (s->bytes && t->bytes && s->offset < t->offset + t->bytes &&
			    t->offset < s->offset + s->bytes) {
				kerr_set(err, "%s: outputs[%d] and outputs[%d] overlap", what, k,
					 i);
				goto done;
			}
		}
	}
	rc = 0;
done:
	cJSON_Delete(j);
	if (rc)
		handover_release(h);
	return rc;
}

int handover_load(const char *path, struct handover *h, struct kerr *err)
{
	char *text;
	size_t len;
	memset(h, 0, sizeof *h);
	if (read_file(path, &text, &len, err))
		return -1;
	int rc = handover_parse(text, path, h, err);
	free(text);
	return rc;
}

void handover_release(struct handover *h)
{
	free(h->slots);
	memset(h, 0, sizeof *h);
}
