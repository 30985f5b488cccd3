/* problem: loading and validating problem manifests (see problem.h). */
#include "problem.h"
#include "../recorder/canon.h"
#include "../recorder/sha.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void problem_free(struct problem *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->name);
	free(p->category);
	free(p->family);
	free(p->canon);
	free(p->steps);
	cJSON_Delete(p->json);
	free(p);
}

static const char *str_field(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int valid_id(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("._-", *s))
			return 0;
	return 1;
}

static int validate_launch(const cJSON *launch, const char *what, int i,
			   struct kerr *err)
{
	if (!cJSON_IsObject(launch))
		return kerr_set(err, "%s: steps[%d].launch: expected an object", what, i);
	const cJSON *w = cJSON_GetObjectItemCaseSensitive(launch, "num_warps");
	if (!cJSON_IsNumber(w) || w->valuedouble < 1 || w->valuedouble > 32)
		return kerr_set(err, "%s: steps[%d].launch.num_warps: expected an "
				"integer in [1, 32]", what, i);
	const cJSON *grid = cJSON_GetObjectItemCaseSensitive(launch, "grid");
	if (!cJSON_IsArray(grid) || cJSON_GetArraySize(grid) != 3)
		return kerr_set(err, "%s: steps[%d].launch.grid: expected [x, y, z]",
				what, i);
	const cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
	if (cx && !cJSON_IsObject(cx))
		return kerr_set(err, "%s: steps[%d].launch.constexprs: expected an "
				"object", what, i);
	return 0;
}

/* Validate the tree and fill p's fields; `what` names the input in messages. */
static int parse_problem(cJSON *j, const char *what, struct problem *p,
			 struct kerr *err)
{
	if (!cJSON_IsObject(j))
		return kerr_set(err, "%s: expected a JSON object", what);
	const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(j, "format");
	if (!cJSON_IsNumber(fmt) || fmt->valueint != PROBLEM_FORMAT)
		return kerr_set(err, "%s: format: expected %d", what, PROBLEM_FORMAT);
	const char *id = str_field(j, "id");
	if (!id || !valid_id(id))
		return kerr_set(err, "%s: id: expected letters, digits, '.', '_' or '-'",
				what);
	const cJSON *lvl = cJSON_GetObjectItemCaseSensitive(j, "level");
	if (!cJSON_IsNumber(lvl) || lvl->valueint < 1 || lvl->valueint > 3 ||
	    lvl->valuedouble != lvl->valueint)
		return kerr_set(err, "%s: level: expected 1, 2 or 3", what);
	const char *name = str_field(j, "name"), *cat = str_field(j, "category");
	if (!name)
		return kerr_set(err, "%s: name: expected a string", what);
	if (!cat)
		return kerr_set(err, "%s: category: expected a string (the dominant "
				"operation)", what);
	const cJSON *fam = cJSON_GetObjectItemCaseSensitive(j, "family");
	if (fam && !cJSON_IsString(fam) && !cJSON_IsNull(fam))
		return kerr_set(err, "%s: family: expected a string or null", what);
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(j, "steps");
	if (!cJSON_IsArray(steps) || cJSON_GetArraySize(steps) < 1)
		return kerr_set(err, "%s: steps: expected a non-empty list", what);
	p->id = xstrdup(id);
	p->level = lvl->valueint;
	p->name = xstrdup(name);
	p->category = xstrdup(cat);
	p->family = cJSON_IsString(fam) ? xstrdup(fam->valuestring) : NULL;
	p->nsteps = cJSON_GetArraySize(steps);
	p->steps = xcalloc((size_t)p->nsteps, sizeof *p->steps);
	int i = 0;
	for (const cJSON *s = steps->child; s; s = s->next, i++) {
		struct pstep *ps = &p->steps[i];
		ps->json = s;
		const char *kind = str_field(s, "kind");
		ps->name = str_field(s, "name");
		if (!kind || (strcmp(kind, "kernel") && strcmp(kind, "extern")))
			return kerr_set(err, "%s: steps[%d].kind: expected \"kernel\" or "
					"\"extern\"", what, i);
		if (!ps->name || !*ps->name)
			return kerr_set(err, "%s: steps[%d].name: expected a string", what, i);
		for (int k = 0; k < i; k++)
			if (!strcmp(p->steps[k].name, ps->name))
				return kerr_set(err, "%s: steps[%d].name: \"%s\" is used "
						"twice", what, i, ps->name);
		ps->is_kernel = !strcmp(kind, "kernel");
		if (!ps->is_kernel) {
			ps->op = str_field(s, "op");
			if (!ps->op)
				return kerr_set(err, "%s: steps[%d].op: expected the vendor "
						"operation (mm, addmm, convolution, ...)", what, i);
			continue;
		}
		ps->lang = str_field(s, "lang");
		ps->entry = str_field(s, "entry");
		ps->source = str_field(s, "source");
		ps->launch = cJSON_GetObjectItemCaseSensitive(s, "launch");
		if (!ps->lang || (strcmp(ps->lang, "triton") && strcmp(ps->lang, "cuda") &&
				  strcmp(ps->lang, "ptx")))
			return kerr_set(err, "%s: steps[%d].lang: expected triton, cuda or "
					"ptx", what, i);
		if (!ps->entry)
			return kerr_set(err, "%s: steps[%d].entry: expected a string", what, i);
		if (!ps->source)
			return kerr_set(err, "%s: steps[%d].source: expected the kernel "
					"source (source_file in a folder)", what, i);
		if (validate_launch(ps->launch, what, i, err))
			return -1;
	}
	return 0;
}

static int finish(cJSON *j, const char *what, struct problem **out, struct kerr *err)
{
	struct problem *p = xcalloc(1, sizeof *p);
	p->json = j;
	if (parse_problem(j, what, p, err))
		goto fail;
	p->canon = canon_string(j, err);
	if (!p->canon) {
		kerr_wrap(err, "%s", what);
		goto fail;
	}
	sha256_hex(p->canon, strlen(p->canon), p->sha);
	*out = p;
	return 0;
fail:
	problem_free(p);
	return -1;
}

int problem_from_json(const char *text, const char *what, struct problem **out,
		      struct kerr *err)
{
	*out = NULL;
	cJSON *j = canon_parse(text, strlen(text), what, err);
	if (!j)
		return -1;
	return finish(j, what, out, err);
}

int problem_load_dir(const char *dir, struct problem **out, struct kerr *err)
{
	*out = NULL;
	char path[4096];
	snprintf(path, sizeof path, "%s/manifest.json", dir);
	char *text;
	size_t len;
	if (read_file(path, &text, &len, err))
		return -1;
	cJSON *j = canon_parse(text, len, path, err);
	free(text);
	if (!j)
		return -1;
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(j, "steps");
	int i = 0;
	for (cJSON *s = steps ? steps->child : NULL; s; s = s->next, i++) {
		cJSON *sf = cJSON_GetObjectItemCaseSensitive(s, "source_file");
		if (!sf)
			continue;
		if (!cJSON_IsString(sf) || strstr(sf->valuestring, "..") ||
		    sf->valuestring[0] == '/') {
			kerr_set(err, "%s: steps[%d].source_file: expected a file name "
				 "inside the problem folder", path, i);
			cJSON_Delete(j);
			return -1;
		}
		if (cJSON_GetObjectItemCaseSensitive(s, "source")) {
			kerr_set(err, "%s: steps[%d]: give source or source_file, not both",
				 path, i);
			cJSON_Delete(j);
			return -1;
		}
		char src_path[4096];
		snprintf(src_path, sizeof src_path, "%s/%s", dir, sf->valuestring);
		char *src;
		if (read_file(src_path, &src, &len, err)) {
			kerr_wrap(err, "%s: steps[%d].source_file", path, i);
			cJSON_Delete(j);
			return -1;
		}
		if (!utf8_valid(src, len) || memchr(src, '\0', len)) {
			kerr_set(err, "%s: not valid UTF-8 text", src_path);
			free(src);
			cJSON_Delete(j);
			return -1;
		}
		cJSON_DeleteItemFromObjectCaseSensitive(s, "source_file");
		cJSON_AddStringToObject(s, "source", src);
		free(src);
	}
	return finish(j, path, out, err);
}

cJSON *kernel_content(const char *lang, const char *entry, const char *source,
		      const cJSON *launch)
{
	cJSON *c = cJSON_CreateObject();
	cJSON_AddStringToObject(c, "lang", lang);
	cJSON_AddStringToObject(c, "entry", entry);
	cJSON_AddStringToObject(c, "source", source);
	cJSON_AddItemToObject(c, "launch", cJSON_Duplicate(launch, 1));
	return c;
}
