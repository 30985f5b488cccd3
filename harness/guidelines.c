/* guidelines: cold-start guidelines (see guidelines.h). */
#include "guidelines.h"
#include "cli.h"
#include "paths.h"
#include "../recorder/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nonneg_int(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return cJSON_IsNumber(v) && v->valuedouble >= 0 &&
	       v->valuedouble == (double)(long long)v->valuedouble;
}

static int validate(const cJSON *g, const char *path, struct kerr *err)
{
	const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(g, "format");
	if (!cJSON_IsNumber(fmt) || fmt->valueint != 1)
		return kerr_set(err, "%s: format: expected 1", path);
	const cJSON *rule = cJSON_GetObjectItemCaseSensitive(g, "rule");
	if (!nonneg_int(rule, "max_failures") || !nonneg_int(rule, "min_successes"))
		return kerr_set(err, "%s: rule: expected max_failures and min_successes, "
				"integers >= 0", path);
	const cJSON *cats = cJSON_GetObjectItemCaseSensitive(g, "categories");
	if (!cJSON_IsObject(cats))
		return kerr_set(err, "%s: categories: expected an object (row category -> "
				"list of kernel name prefixes)", path);
	for (const cJSON *c = cats->child; c; c = c->next) {
		if (!cJSON_IsArray(c))
			return kerr_set(err, "%s: categories.%s: expected a list of prefixes",
					path, c->string);
		for (const cJSON *e = c->child; e; e = e->next)
			if (!cJSON_IsString(e))
				return kerr_set(err, "%s: categories.%s: expected strings", path,
						c->string);
	}
	const cJSON *rows = cJSON_GetObjectItemCaseSensitive(g, "rows");
	if (!cJSON_IsArray(rows))
		return kerr_set(err, "%s: rows: expected a list", path);
	int i = 0;
	for (const cJSON *r = rows->child; r; r = r->next, i++) {
		const cJSON *cat = cJSON_GetObjectItemCaseSensitive(r, "category");
		const cJSON *st = cJSON_GetObjectItemCaseSensitive(r, "strategy");
		const cJSON *sc = cJSON_GetObjectItemCaseSensitive(r, "scripted");
		if (!cJSON_IsString(cat) || !cJSON_GetObjectItemCaseSensitive(cats, cat->valuestring))
			return kerr_set(err, "%s: rows[%d].category: expected one of the "
					"categories", path, i);
		if (!cJSON_IsString(st) || !*st->valuestring)
			return kerr_set(err, "%s: rows[%d].strategy: expected a string", path, i);
		if (!nonneg_int(r, "successes") || !nonneg_int(r, "failures"))
			return kerr_set(err, "%s: rows[%d]: successes and failures: expected "
					"integers >= 0", path, i);
		if (sc && !cJSON_IsString(sc))
			return kerr_set(err, "%s: rows[%d].scripted: expected a direction name",
					path, i);
	}
	return 0;
}

int guidelines_load(const char *spec, cJSON **out, struct kerr *err)
{
	*out = NULL;
	if (!spec || !*spec || !strcmp(spec, "none"))
		return 0;
	char path[4096];
	if (!strcmp(spec, "table4")) {
		kopt_file("datasets/guidelines/table4.json", "share/kopt/guidelines/table4.json",
			  path, sizeof path);
	} else {
		snprintf(path, sizeof path, "%s", spec);
	}
	char *text;
	size_t len;
	if (read_file(path, &text, &len, err))
		return kerr_wrap(err, "search.guidelines");
	cJSON *g = canon_parse(text, len, path, err);
	free(text);
	if (!g)
		return -1;
	if (validate(g, path, err)) {
		cJSON_Delete(g);
		return -1;
	}
	*out = g;
	return 0;
}

/* The row category whose prefixes match kernel: the longest matching
 * prefix wins; "*" matches anything, shortest of all. */
static const char *category_of(const cJSON *cats, const char *kernel)
{
	const char *best = NULL;
	size_t best_len = 0;
	int best_star = 0;
	for (const cJSON *c = cats ? cats->child : NULL; c; c = c->next)
		for (const cJSON *e = c->child; e; e = e->next) {
			const char *p = e->valuestring;
			if (!strcmp(p, "*")) {
				if (!best) {
					best = c->string;
					best_star = 1;
				}
				continue;
			}
			size_t n = strlen(p);
			if (!strncmp(kernel, p, n) && (best_star || !best || n > best_len)) {
				best = c->string;
				best_len = n;
				best_star = 0;
			}
		}
	return best;
}

cJSON *guidelines_for(const cJSON *g, const char *kernel)
{
	if (!g)
		return NULL;
	const cJSON *rule = cJSON_GetObjectItemCaseSensitive(g, "rule");
	double maxf = cJSON_GetObjectItemCaseSensitive(rule, "max_failures")->valuedouble;
	double mins = cJSON_GetObjectItemCaseSensitive(rule, "min_successes")->valuedouble;
	const char *cat = category_of(cJSON_GetObjectItemCaseSensitive(g, "categories"), kernel);
	cJSON *out = cJSON_CreateArray();
	const cJSON *rows = cJSON_GetObjectItemCaseSensitive(g, "rows");
	for (const cJSON *r = rows ? rows->child : NULL; r && cat; r = r->next) {
		const cJSON *rc = cJSON_GetObjectItemCaseSensitive(r, "category");
		double s = cJSON_GetObjectItemCaseSensitive(r, "successes")->valuedouble;
		double f = cJSON_GetObjectItemCaseSensitive(r, "failures")->valuedouble;
		if (strcmp(rc->valuestring, cat) != 0 || f > maxf || s < mins)
			continue;
		cJSON_AddItemToArray(out, cJSON_Duplicate(r, 1));
	}
	return out;
}
