/* policy_reply: the built-in policies' shared answer pieces (policy_reply.h). */
#include "harness/agents/policy_reply.h"
#include "common/buf.h"
#include "common/canon.h"
#include "common/kerr.h"
#include "harness/agents/synth_fuse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int policy_llm_only(const char *kind, const char *name, struct kopt_answer *ans)
{
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "ok");
	if (!strcmp(kind, "llm"))
		return 0;
	struct buf b;
	buf_init(&b);
	buf_printf(&b, "{\"error\":\"the %s policy answers llm only\"}", name);
	ans->reply = xstrdup(b.data);
	buf_release(&b);
	snprintf(ans->status, sizeof ans->status, "error");
	return 1;
}

char *policy_executor_text(const char *lead, const char *source, cJSON *launch)
{
	cJSON *wrap = cJSON_CreateObject();
	cJSON_AddItemToObject(wrap, "launch", launch);
	char *lj = canon_string(wrap, NULL);
	cJSON_Delete(wrap);
	size_t sl = strlen(source);
	int nl_end = sl && source[sl - 1] == '\n';
	struct buf b;
	buf_init(&b);
	buf_printf(&b, "%s\n```python\n%s%s```\n```json\n%s\n```\n", lead, source,
		   nl_end ? "" : "\n", lj);
	free(lj);
	char *t = xstrdup(b.data);
	buf_release(&b);
	return t;
}

char *policy_reply(const char *content, const char *model)
{
	cJSON *r = cJSON_CreateObject();
	cJSON_AddStringToObject(r, "content", content);
	cJSON_AddStringToObject(r, "model", model);
	cJSON_AddStringToObject(r, "finish_reason", "stop");
	char *s = canon_string(r, NULL);
	cJSON_Delete(r);
	return s;
}

cJSON *policy_parent(const cJSON *req, const struct kopt_blob_access *blobs)
{
	const cJSON *parent = cJSON_GetObjectItemCaseSensitive(req, "parent");
	size_t len;
	char *text = cJSON_IsString(parent) && blobs ? blobs->get(blobs->ctx,
								  parent->valuestring, &len)
						     : NULL;
	cJSON *content = text ? canon_parse(text, len, "parent", NULL) : NULL;
	free(text);
	return content;
}

int policy_in_list(const cJSON *arr, const char *s)
{
	for (const cJSON *e = arr ? arr->child : NULL; e; e = e->next)
		if (cJSON_IsString(e) && !strcmp(e->valuestring, s))
			return 1;
	return 0;
}

void policy_plan_step(cJSON *plan, const char *target, const char *change,
		      const char *hints)
{
	cJSON *st = cJSON_CreateObject();
	cJSON_AddStringToObject(st, "target", target);
	cJSON_AddStringToObject(st, "change", change);
	cJSON_AddStringToObject(st, "implementation_hints", hints);
	cJSON_AddItemToArray(cJSON_AddArrayToObject(plan, "steps"), st);
}

char *policy_json_block(const char *lead, cJSON *obj)
{
	char *text = canon_string(obj, NULL);
	cJSON_Delete(obj);
	struct buf b;
	buf_init(&b);
	buf_printf(&b, "%s```json\n%s\n```\n", lead, text);
	free(text);
	char *out = xstrdup(b.data);
	buf_release(&b);
	return out;
}

char *policy_summary_text(const cJSON *req)
{
	const cJSON *plan = cJSON_GetObjectItemCaseSensitive(req, "plan");
	const cJSON *res = cJSON_GetObjectItemCaseSensitive(req, "result");
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(plan, "direction");
	const cJSON *title = cJSON_GetObjectItemCaseSensitive(plan, "title");
	const cJSON *tier = cJSON_GetObjectItemCaseSensitive(res, "tier_before");
	double s = 0;
	canon_get_number(cJSON_GetObjectItemCaseSensitive(res, "speedup"), &s);
	const char *t = cJSON_IsString(tier) ? tier->valuestring : "unknown";
	cJSON *o = cJSON_CreateObject();
	cJSON *it = cJSON_AddObjectToObject(o, "experience_item");
	cJSON_AddStringToObject(it, "rewrite_type", "launch_configuration");
	cJSON_AddStringToObject(it, "framework", "triton");
	cJSON_AddStringToObject(it, "profiling_signal", t);
	cJSON_AddStringToObject(it, "strategy_title", cJSON_IsString(title) ? title->valuestring
									    : "");
	char desc[300];
	snprintf(desc, sizeof desc, "%s on a %s kernel: %s", cJSON_IsString(dir) ?
		 dir->valuestring : "?", t,
		 !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(res, "passed")) ?
		 "the candidate failed the gates" : s > 1 ? "faster" : "slower");
	cJSON_AddStringToObject(it, "strategy_description", desc);
	cJSON_AddStringToObject(cJSON_AddObjectToObject(o, "memory_update"), "action", "append");
	return policy_json_block("", o);
}

char *policy_synthesis_text(const cJSON *req, const struct kopt_blob_access *blobs)
{
	cJSON *content = policy_parent(req, blobs);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(content, "source");
	char *source = NULL, why[400] = "";
	cJSON *launch = NULL;
	struct buf b;
	buf_init(&b);
	if (synth_fuse(cJSON_GetObjectItemCaseSensitive(req, "context"),
		       cJSON_IsString(src) ? src->valuestring : NULL, &source, &launch, why,
		       sizeof why)) {
		buf_printf(&b, "I cannot fuse this group by vertical fusion: %s.\n", why);
	} else {
		cJSON *wrap = cJSON_CreateObject();
		cJSON_AddItemToObject(wrap, "launch", launch);
		char *lj = canon_string(wrap, NULL);
		cJSON_Delete(wrap);
		buf_printf(&b, "The group's kernels, fused into one:\n```python\n%s```\n"
			   "```json\n%s\n```\n", source, lj);
		free(lj);
		free(source);
	}
	char *out = xstrdup(b.data);
	buf_release(&b);
	cJSON_Delete(content);
	return out;
}

int policy_answer_summary(const cJSON *req, const char *model, struct kopt_answer *ans)
{
	char *t = policy_summary_text(req);
	ans->reply = policy_reply(t, model);
	free(t);
	return 0;
}

int policy_answer_synthesis(const cJSON *req, const struct kopt_blob_access *blobs,
			    const char *model, struct kopt_answer *ans)
{
	char *t = policy_synthesis_text(req, blobs);
	ans->reply = policy_reply(t, model);
	free(t);
	return 0;
}
