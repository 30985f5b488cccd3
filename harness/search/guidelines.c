/* guidelines: cold-start guidelines (see guidelines.h). */
#include "harness/search/guidelines.h"
#include "common/file.h"
#include "common/config.h"
#include "common/paths.h"
#include "common/canon.h"

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
	const cJSON *rows = cJSON_GetObjectItemCaseSensitive(g, "rows");
	if (!cJSON_IsArray(rows))
		return kerr_set(err, "%s: rows: expected a list", path);
	int i = 0;
	for (const cJSON *r = rows->child; r; r = r->next, i++) {
		const cJSON *cat = cJSON_GetObjectItemCaseSensitive(r, "category");
		const cJSON *st = cJSON_GetObjectItemCaseSensitive(r, "strategy");
		const cJSON *sc = cJSON_GetObjectItemCaseSensitive(r, "scripted");
		if (!cJSON_IsString(cat) || (strcmp(cat->valuestring, "Matmul") &&
					     strcmp(cat->valuestring, "Reduction") &&
					     strcmp(cat->valuestring, "Pointwise")))
			return kerr_set(err, "%s: rows[%d].category: expected Matmul, Reduction "
					"or Pointwise", path, i);
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

const char *kernel_category(const char *name)
{
	if (!strncmp(name, "triton_tem_", 11))
		return "Matmul";
	if (!strncmp(name, "triton_red_", 11) || !strncmp(name, "triton_per_", 11))
		return "Reduction";
	return "Pointwise";
}

cJSON *guidelines_for(const cJSON *g, const char *kernel)
{
	if (!g)
		return NULL;
	/* g passed validate() in guidelines_load: these members are numbers. */
	const cJSON *rule = cJSON_GetObjectItemCaseSensitive(g, "rule");
	double maxf = cJSON_GetObjectItemCaseSensitive(rule, "max_failures")->valuedouble;
	double mins = cJSON_GetObjectItemCaseSensitive(rule, "min_successes")->valuedouble;
	const char *cat = kernel_category(kernel);
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
