/* answer: fenced-block extraction and validation of agent answers. */
#include "harness/agents/answer.h"
#include "common/kerr.h"
#include "common/canon.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct block {
	char lang[32];
	char *text;
};

/* Split content into fenced blocks.  -1 with why if a fence is left open. */
static int blocks_of(const char *content, struct block **out, size_t *n, char *why,
		     size_t whylen)
{
	*out = NULL;
	*n = 0;
	const char *p = content;
	while ((p = strstr(p, "```"))) {
		const char *lang = p + 3;
		const char *nl = strchr(lang, '\n');
		if (!nl) {
			snprintf(why, whylen, "a code fence opens at the end of the answer");
			goto fail;
		}
		const char *body = nl + 1;
		const char *close = strstr(body, "```");
		/* A closing fence starts a line. */
		while (close && close > body && close[-1] != '\n')
			close = strstr(close + 3, "```");
		if (!close) {
			snprintf(why, whylen, "a code block is cut off (no closing fence)");
			goto fail;
		}
		*out = xrealloc(*out, (*n + 1) * sizeof **out);
		struct block *b = &(*out)[(*n)++];
		size_t ll = (size_t)(nl - lang);
		while (ll && isspace((unsigned char)lang[ll - 1]))
			ll--;
		snprintf(b->lang, sizeof b->lang, "%.*s", (int)(ll < 31 ? ll : 31), lang);
		for (char *c = b->lang; *c; c++)
			*c = (char)tolower((unsigned char)*c);
		size_t bl = (size_t)(close - body);
		b->text = xmalloc(bl + 1);
		memcpy(b->text, body, bl);
		b->text[bl] = '\0';
		p = close + 3;
	}
	return 0;
fail:
	for (size_t i = 0; i < *n; i++)
		free((*out)[i].text);
	free(*out);
	*out = NULL;
	*n = 0;
	return -1;
}

static void blocks_release(struct block *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(b[i].text);
	free(b);
}

static const char *content_of(const cJSON *reply, char *why, size_t whylen)
{
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(reply, "content");
	if (!cJSON_IsString(c)) {
		snprintf(why, whylen, "the answer has no text content");
		return NULL;
	}
	if (!*c->valuestring) {
		snprintf(why, whylen, "the answer is empty");
		return NULL;
	}
	return c->valuestring;
}

void direction_normalize(char *s)
{
	char *w = s;
	int under = 1;
	for (char *r = s; *r; r++) {
		unsigned char ch = (unsigned char)*r;
		if (isalnum(ch) && ch < 128) {
			*w++ = (char)tolower(ch);
			under = 0;
		} else if (!under) {
			*w++ = '_';
			under = 1;
		}
	}
	if (w > s && w[-1] == '_')
		w--;
	*w = '\0';
}

int answer_plan_like(const cJSON *reply, cJSON **obj, char *why, size_t whylen)
{
	*obj = NULL;
	const char *content = content_of(reply, why, whylen);
	if (!content)
		return -1;
	struct block *b;
	size_t n;
	if (blocks_of(content, &b, &n, why, whylen))
		return -1;
	const char *json = n == 0 ? content : NULL;
	for (size_t i = 0; i < n && !json; i++)
		if (!strcmp(b[i].lang, "json"))
			json = b[i].text;
	cJSON *j = json ? canon_parse(json, strlen(json), "answer", NULL) : NULL;
	blocks_release(b, n);
	if (!cJSON_IsObject(j)) {
		cJSON_Delete(j);
		snprintf(why, whylen, "the answer holds no JSON object");
		return -1;
	}
	*obj = j;
	return 0;
}

int answer_plan(const cJSON *reply, cJSON **plan, char *why, size_t whylen)
{
	*plan = NULL;
	const char *content = content_of(reply, why, whylen);
	if (!content)
		return -1;
	struct block *b;
	size_t n;
	if (blocks_of(content, &b, &n, why, whylen))
		return -1;
	const char *json = NULL;
	for (size_t i = 0; i < n && !json; i++)
		if (!strcmp(b[i].lang, "json"))
			json = b[i].text;
	if (!json && n == 0)
		json = content;	/* a bare JSON answer */
	cJSON *p = NULL;
	if (!json) {
		snprintf(why, whylen, "the plan answer has no ```json block");
	} else if (!(p = canon_parse(json, strlen(json), "plan", NULL)) ||
		   !cJSON_IsObject(p)) {
		snprintf(why, whylen, "the plan is not a JSON object");
	} else {
		cJSON *d = cJSON_GetObjectItemCaseSensitive(p, "direction");
		if (!cJSON_IsString(d) || !*d->valuestring) {
			snprintf(why, whylen, "the plan has no direction");
		} else {
			char *norm = xstrdup(d->valuestring);
			direction_normalize(norm);
			if (!*norm) {
				snprintf(why, whylen, "the plan's direction has no letters "
					 "or digits");
			} else {
				cJSON_ReplaceItemInObjectCaseSensitive(
					p, "direction", cJSON_CreateString(norm));
				*plan = p;
				p = NULL;
			}
			free(norm);
		}
	}
	cJSON_Delete(p);
	blocks_release(b, n);
	return *plan ? 0 : -1;
}

static int is_code_lang(const char *block_lang, const char *lang)
{
	if (!strcmp(lang, "triton"))
		return !strcmp(block_lang, "python") || !strcmp(block_lang, "py") ||
		       !strcmp(block_lang, "triton") || !*block_lang;
	if (!strcmp(lang, "cuda"))
		return !strcmp(block_lang, "cuda") || !strcmp(block_lang, "cpp") ||
		       !strcmp(block_lang, "c++") || !*block_lang;
	return !strcmp(block_lang, lang) || !*block_lang;
}

int answer_kernel(const cJSON *reply, const char *lang, const cJSON *parent_launch,
		  char **source, cJSON **launch, char *why, size_t whylen)
{
	*source = NULL;
	*launch = NULL;
	const char *content = content_of(reply, why, whylen);
	if (!content)
		return -1;
	struct block *b;
	size_t n;
	if (blocks_of(content, &b, &n, why, whylen))
		return -1;
	const char *code = NULL, *json = NULL;
	size_t code_at = 0;
	int rc = -1;
	for (size_t i = 0; i < n; i++) {
		if (!strcmp(b[i].lang, "json")) {
			if (json && strcmp(json, b[i].text)) {
				snprintf(why, whylen, "several conflicting launch blocks");
				goto done;
			}
			json = b[i].text;
		} else if (is_code_lang(b[i].lang, lang)) {
			if (code && strcmp(code, b[i].text)) {
				snprintf(why, whylen, "several conflicting code blocks");
				goto done;
			}
			if (!code)
				code_at = i;
			code = b[i].text;
		}
	}
	if (!code) {
		snprintf(why, whylen, n ? "no %s code block (blocks in another "
			 "language only)" : "no code block in the answer", lang);
		goto done;
	}
	cJSON *l = cJSON_Duplicate(parent_launch, 1);
	if (json) {
		cJSON *j = canon_parse(json, strlen(json), "launch block", NULL);
		const cJSON *src = cJSON_GetObjectItemCaseSensitive(j, "launch");
		if (!src)
			src = j;
		if (!cJSON_IsObject(src)) {
			snprintf(why, whylen, "the launch block is not a JSON object");
			cJSON_Delete(j);
			cJSON_Delete(l);
			goto done;
		}
		for (const cJSON *f = src->child; f; f = f->next) {
			if (!strcmp(f->string, "constexprs") && cJSON_IsObject(f)) {
				cJSON *cx = cJSON_GetObjectItemCaseSensitive(l, "constexprs");
				if (!cx)
					cx = cJSON_AddObjectToObject(l, "constexprs");
				for (const cJSON *k = f->child; k; k = k->next) {
					cJSON_DeleteItemFromObjectCaseSensitive(cx, k->string);
					cJSON_AddItemToObject(cx, k->string,
							      cJSON_Duplicate(k, 1));
				}
			} else {
				cJSON_DeleteItemFromObjectCaseSensitive(l, f->string);
				cJSON_AddItemToObject(l, f->string, cJSON_Duplicate(f, 1));
			}
		}
		cJSON_Delete(j);
	}
	/* The block's text is the source: taken, not copied (several KB an
	 * answer; a later equal block was compared equal above). */
	*source = b[code_at].text;
	b[code_at].text = NULL;
	*launch = l;
	rc = 0;
done:
	blocks_release(b, n);
	return rc;
}
