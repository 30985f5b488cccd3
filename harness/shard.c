/* shard: the share rule and the record of a shard (see shard.h). */
#include "shard.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int shard_parse(const char *text, struct shard *out, struct kerr *err)
{
	memset(out, 0, sizeof *out);
	char *end;
	long i = strtol(text, &end, 10);
	if (end == text || *end != '/')
		goto bad;
	const char *n_text = end + 1;
	long n = strtol(n_text, &end, 10);
	if (end == n_text || *end || n < 1 || n > 1000000 || i < 0 || i >= n)
		goto bad;
	out->index = (int)i;
	out->count = (int)n;
	return 0;
bad:
	return kerr_set(err, "--shard %s: expected i/N with 0 <= i < N (shard i of N, "
			"counted from 0)", text);
}

int shard_owns(const struct shard *sh, long long pos)
{
	return pos % sh->count == sh->index;
}

void shard_set_list(struct shard *sh, const char *const *ids, size_t n)
{
	struct sha_ctx *c = sha_begin();
	static const char tag[] = "kopt-problem-list/1\n";
	sha_add(c, tag, strlen(tag));
	for (size_t i = 0; i < n; i++) {
		sha_add(c, ids[i], strlen(ids[i]));
		sha_add(c, "\n", 1);
	}
	sha_end(c, sh->list);
	sh->problems = (long long)n;
}

cJSON *shard_to_json(const struct shard *sh)
{
	cJSON *j = cJSON_CreateObject();
	cJSON_AddNumberToObject(j, "index", sh->index);
	cJSON_AddNumberToObject(j, "count", sh->count);
	cJSON_AddNumberToObject(j, "problems", (double)sh->problems);
	cJSON_AddStringToObject(j, "list", sh->list);
	return j;
}

int shard_from_provenance(const char *provenance, struct shard *out, struct kerr *err)
{
	memset(out, 0, sizeof *out);
	cJSON *p = cJSON_Parse(provenance ? provenance : "");
	const cJSON *s = cJSON_GetObjectItemCaseSensitive(p, "shard");
	if (!s) {
		cJSON_Delete(p);
		return 0;
	}
	const cJSON *i = cJSON_GetObjectItemCaseSensitive(s, "index");
	const cJSON *n = cJSON_GetObjectItemCaseSensitive(s, "count");
	const cJSON *t = cJSON_GetObjectItemCaseSensitive(s, "problems");
	const cJSON *l = cJSON_GetObjectItemCaseSensitive(s, "list");
	int ok = cJSON_IsNumber(i) && cJSON_IsNumber(n) && cJSON_IsNumber(t) &&
		 cJSON_IsString(l) && strlen(l->valuestring) == SHA_HEX_LEN &&
		 n->valueint >= 1 && i->valueint >= 0 && i->valueint < n->valueint;
	if (ok) {
		out->index = i->valueint;
		out->count = n->valueint;
		out->problems = (long long)t->valuedouble;
		snprintf(out->list, sizeof out->list, "%s", l->valuestring);
	}
	cJSON_Delete(p);
	return ok ? 1 : kerr_set(err, "malformed shard record in the run's provenance");
}
