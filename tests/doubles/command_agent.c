/* command_agent: tests/cli/command_agent.py in C, for the command-line cases
 * that only need some agent behind the `command` backend (t_sigint, t_gpus,
 * t_policy): a Python start costs over 0.1 s on the 2-core test machine, and
 * these cases ask hundreds of times.  t_llm_command keeps the Python agent.
 * Reads one kopt llm request (JSON) on stdin and answers like a cautious
 * tuner: the planner always asks for more warps, the executor doubles
 * num_warps in the parent's launch (at most 16), the summarizer names the
 * plan's direction. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(FILE *f)
{
	size_t cap = 1 << 16, n = 0;
	char *s = malloc(cap);
	size_t got;
	while (s && (got = fread(s + n, 1, cap - n - 1, f)) > 0) {
		n += got;
		if (n + 1 == cap) {
			char *t = realloc(s, cap *= 2);
			if (!t) { free(s); return NULL; }
			s = t;
		}
	}
	if (s) s[n] = 0;
	return s;
}

static int fail(const char *why)
{
	fprintf(stderr, "command_agent: %s\n", why);
	return 1;
}

int main(void)
{
	char *in = read_all(stdin);
	cJSON *req = in ? cJSON_Parse(in) : NULL;
	free(in);
	if (!req) return fail("the request is not JSON");
	const cJSON *role = cJSON_GetObjectItemCaseSensitive(req, "role");
	if (!cJSON_IsString(role)) return fail("the request has no role");
	if (strcmp(role->valuestring, "summarizer") == 0) {
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(req, "plan"), "direction");
		cJSON *item = cJSON_CreateObject(), *out = cJSON_CreateObject();
		cJSON_AddStringToObject(item, "strategy_title", cJSON_IsString(d) ? d->valuestring : "");
		cJSON_AddItemToObject(out, "experience_item", item);
		char *s = cJSON_PrintUnformatted(out);
		printf("```json\n%s\n```\n", s);
		free(s);
		cJSON_Delete(out);
	} else if (strcmp(role->valuestring, "planner") == 0) {
		printf("```json\n{\"direction\": \"more warps\", \"title\": \"double num_warps\", "
		       "\"steps\": [{\"target\": \"launch\", \"change\": \"num_warps x2\", "
		       "\"implementation_hints\": \"\"}]}\n```\n");
	} else {
		cJSON *k = cJSON_GetObjectItemCaseSensitive(req, "parent_kernel");
		const cJSON *src = cJSON_GetObjectItemCaseSensitive(k, "source");
		cJSON *launch = cJSON_GetObjectItemCaseSensitive(k, "launch");
		cJSON *w = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
		if (!cJSON_IsString(src) || !cJSON_IsNumber(w))
			return fail("the executor request lacks parent_kernel.source or launch.num_warps");
		int warps = w->valueint * 2 > 16 ? 16 : w->valueint * 2;
		cJSON_SetNumberValue(w, warps);
		size_t n = strlen(src->valuestring);
		while (n && src->valuestring[n - 1] == '\n') n--;
		cJSON *out = cJSON_CreateObject();
		cJSON_AddItemReferenceToObject(out, "launch", launch);
		char *s = cJSON_PrintUnformatted(out);
		printf("```python\n%.*s\n```\n```json\n%s\n```\n", (int)n, src->valuestring, s);
		free(s);
		cJSON_Delete(out);
	}
	cJSON_Delete(req);
	return 0;
}
