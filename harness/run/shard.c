/* shard: the share rule and the record of a shard (see shard.h). */
#include "harness/run/shard.h"
#include "common/canon.h"

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
	const char *what = "shard record in the run's provenance";
	long long i, n, t;
	const char *l;
	int ok = !json_get_int(s, "count", 1, 1 << 30, &n, what, err) &&
		 !json_get_int(s, "index", 0, n - 1, &i, what, err) &&
		 !json_get_int(s, "problems", 0, 1LL << 53, &t, what, err) &&
		 (l = json_get_string(s, "list", what, err)) != NULL;
	if (ok && strlen(l) != SHA_HEX_LEN)
		ok = !kerr_set(err, "%s: list: expected a SHA-256 digest", what);
	if (ok) {
		out->index = (int)i;
		out->count = (int)n;
		out->problems = t;
		snprintf(out->list, sizeof out->list, "%s", l);
	}
	cJSON_Delete(p);
	return ok ? 1 : -1;
}
