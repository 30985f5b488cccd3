/* synth_fuse: the scripted synthesizer's vertical fusion (see header). */
#include "harness/agents/synth_fuse.h"
#include "common/buf.h"
#include "common/kerr.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MEMBERS 64
#define MAX_NAMES 512

/* A table of names to texts (index variables, stored values). */
struct table {
	int n;
	char *key[MAX_NAMES], *val[MAX_NAMES];
};

static const char *lookup(const struct table *t, const char *k)
{
	for (int i = 0; i < t->n; i++)
		if (!strcmp(t->key[i], k))
			return t->val[i];
	return NULL;
}

static int store_in(struct table *t, const char *k, const char *v)
{
	for (int i = 0; i < t->n; i++)
		if (!strcmp(t->key[i], k)) {
			free(t->val[i]);
			t->val[i] = xstrdup(v);
			return 0;
		}
	if (t->n == MAX_NAMES)
		return -1;
	t->key[t->n] = xstrdup(k);
	t->val[t->n++] = xstrdup(v);
	return 0;
}

static void table_release(struct table *t)
{
	for (int i = 0; i < t->n; i++) {
		free(t->key[i]);
		free(t->val[i]);
	}
	t->n = 0;
}

static int is_ptr_param(const char *p)
{
	const char *q = !strncmp(p, "in_out_ptr", 10) ? p + 10 : !strncmp(p, "in_ptr", 6) ? p + 6
		      : !strncmp(p, "out_ptr", 7) ? p + 7 : NULL;
	if (!q || !*q)
		return 0;
	for (; *q; q++)
		if (!isdigit((unsigned char)*q))
			return 0;
	return 1;
}

/* One kernel of the group: its parameters (pointer name -> buffer and
 * offset, from the request's step args) and body lines. */
struct member {
	const cJSON *step;	/* the request's context.steps entry */
	char *text;		/* its source, owned */
	char *params[32];
	int nparams;
	const char *body;	/* into text: the first body line */
};

/* The group param (or NULL) and offset of member parameter `p`. */
static const char *ptr_of(const struct member *m, const cJSON *buffers, const char *p,
			  const char **buffer, long long *offset)
{
	*buffer = NULL;
	*offset = 0;
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(m->step, "args");
	for (const cJSON *a = args ? args->child : NULL; a; a = a->next) {
		const cJSON *nm = cJSON_GetObjectItemCaseSensitive(a, "name");
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(a, "view");
		if (!cJSON_IsString(nm) || strcmp(nm->valuestring, p) || !v)
			continue;
		const cJSON *b = cJSON_GetObjectItemCaseSensitive(v, "buffer");
		const cJSON *o = cJSON_GetObjectItemCaseSensitive(v, "offset");
		*buffer = cJSON_IsString(b) ? b->valuestring : NULL;
		*offset = cJSON_IsNumber(o) ? (long long)o->valuedouble : 0;
	}
	for (const cJSON *e = buffers ? buffers->child : NULL; e && *buffer; e = e->next) {
		const cJSON *b = cJSON_GetObjectItemCaseSensitive(e, "buffer");
		const cJSON *pp = cJSON_GetObjectItemCaseSensitive(e, "param");
		if (cJSON_IsString(b) && !strcmp(b->valuestring, *buffer) && cJSON_IsString(pp))
			return pp->valuestring;
	}
	return NULL;
}

/* Text with member k's tmpN renamed mK_tmpN. */
static char *rename_tmps(const char *s, int k)
{
	struct buf t;
	buf_init(&t);
	for (const char *p = s; *p;) {
		int word_start = p == s || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
		if (word_start && !strncmp(p, "tmp", 3) && isdigit((unsigned char)p[3])) {
			const char *q = p + 3;
			while (isdigit((unsigned char)*q))
				q++;
			if (!(isalnum((unsigned char)*q) || *q == '_')) {
				buf_printf(&t, "m%d_%.*s", k, (int)(q - p), p);
				p = q;
				continue;
			}
		}
		buf_add(&t, p++, 1);
	}
	return buf_detach(&t, NULL);
}

/* Split "PTR + (IDX), REST)" after "tl.load(" or "tl.store(": PTR, the index
 * text inside the parentheses and what follows it. */
static int split_access(const char *s, char *ptr, size_t plen, char *idx, size_t ilen,
			const char **rest)
{
	size_t n = 0;
	while (isalnum((unsigned char)s[n]) || s[n] == '_')
		n++;
	if (!n || n >= plen || strncmp(s + n, " + (", 4))
		return -1;
	memcpy(ptr, s, n);
	ptr[n] = '\0';
	const char *p = s + n + 4, *q = p;
	int depth = 1;
	for (; *q && depth; q++)
		depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
	if (depth || (size_t)(q - 1 - p) >= ilen)
		return -1;
	memcpy(idx, p, (size_t)(q - 1 - p));
	idx[q - 1 - p] = '\0';
	*rest = q;
	return 0;
}

/* The top-level comma-separated argument at *s (up to ',' or ')' at depth 0). */
static char *next_arg(const char **s)
{
	const char *p = *s;
	int depth = 0;
	for (; *p && !(depth == 0 && (*p == ',' || *p == ')')); p++)
		depth += (*p == '(' || *p == '[') ? 1 : (*p == ')' || *p == ']') ? -1 : 0;
	char *a = xcalloc((size_t)(p - *s) + 1, 1);
	memcpy(a, *s, (size_t)(p - *s));
	*s = p;
	return a;
}

static int parse_member(struct member *m, char *why, size_t whylen)
{
	/* A manifest step's name (problem.c checked it is a string). */
	const char *name = cJSON_GetObjectItemCaseSensitive(m->step, "name")->valuestring;
	char *jit = strstr(m->text, "@triton.jit");
	char *def = jit ? strstr(jit, "\ndef ") : NULL;
	char *open = def ? strchr(def, '(') : NULL;
	char *close = open ? strstr(open, "):") : NULL;
	if (!close) {
		snprintf(why, whylen, "%s: no @triton.jit def found", name);
		return -1;
	}
	*close = '\0';
	for (char *p = open + 1; *p;) {
		while (*p == ' ' || *p == ',' || *p == '\n')
			p++;
		if (!*p)
			break;
		char *e = p;
		while (*e && *e != ',')
			e++;
		char save = *e;
		*e = '\0';
		char *colon = strchr(p, ':');
		if (colon)
			*colon = '\0';
		char *end = p + strlen(p);
		while (end > p && isspace((unsigned char)end[-1]))
			*--end = '\0';
		if (m->nparams == 32) {
			snprintf(why, whylen, "%s: more than 32 parameters", name);
			return -1;
		}
		m->params[m->nparams++] = p;
		if (!is_ptr_param(p) && strcmp(p, "xnumel") && strcmp(p, "XBLOCK")) {
			snprintf(why, whylen, "%s is not a pointwise kernel (parameter %s)", name, p);
			return -1;
		}
		*e = save;
		p = save ? e + 1 : e;
	}
	char *nl = strchr(close + 2, '\n');
	m->body = nl ? nl + 1 : close + 2;
	return 0;
}

/* Member k's body into out. */
static int fuse_member(struct member *m, int k, const cJSON *buffers, struct table *vars,
		       struct table *stored, struct table *written, struct buf *out,
		       char *why, size_t whylen)
{
	/* A manifest step's name (problem.c checked it is a string). */
	const char *name = cJSON_GetObjectItemCaseSensitive(m->step, "name")->valuestring;
	char line[4096];
	for (const char *p = m->body; *p;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len >= sizeof line) {
			snprintf(why, whylen, "%s: a line of %zu characters", name, len);
			return -1;
		}
		memcpy(line, p, len);
		line[len] = '\0';
		p = e ? e + 1 : p + len;
		while (len && isspace((unsigned char)line[len - 1]))
			line[--len] = '\0';
		if (!len)
			continue;
		if (strncmp(line, "    ", 4))
			break;	/* the end of the body */
		const char *st = line + 4;
		if (isspace((unsigned char)*st) || !strncmp(st, "for ", 4) || !strncmp(st, "if ", 3) ||
		    !strncmp(st, "while ", 6) || !strncmp(st, "with ", 5) || !strncmp(st, "else", 4)) {
			snprintf(why, whylen, "%s has a loop or a branch", name);
			return -1;
		}
		char lhs[128];
		const char *eq = strstr(st, " = ");
		int is_assign = 0;
		if (eq && (size_t)(eq - st) < sizeof lhs) {
			memcpy(lhs, st, (size_t)(eq - st));
			lhs[eq - st] = '\0';
			is_assign = 1;
			for (const char *c = lhs; *c; c++)
				if (!(isalnum((unsigned char)*c) || *c == '_'))
					is_assign = 0;
		}
		char *rhs = is_assign ? rename_tmps(eq + 3, k) : rename_tmps(st, k);
		char *tgt = is_assign ? rename_tmps(lhs, k) : NULL;
		int rc = 0;
		const char *head = rhs;
		if (!strncmp(head, "tl.load(", 8) || !strncmp(head, "tl.store(", 9)) {
			int load = head[3] == 'l';
			char ptr[64], idx[1024];
			const char *rest, *buffer;
			long long off;
			if (split_access(head + (load ? 8 : 9), ptr, sizeof ptr, idx, sizeof idx,
					 &rest) || (load && !is_assign)) {
				snprintf(why, whylen, "%s: unrecognized access: %.200s", name, st);
				rc = -1;
			} else {
				const char *gp = ptr_of(m, buffers, ptr, &buffer, &off);
				char key[1400];
				snprintf(key, sizeof key, "%s|%lld|%s", buffer ? buffer : "?", off, idx);
				if (!buffer) {
					snprintf(why, whylen, "%s: %s is not a buffer argument", name,
						 ptr);
					rc = -1;
				} else if (load && lookup(written, buffer)) {
					const char *v = lookup(stored, key);
					if (v)
						buf_printf(out, "    %s = %s\n", tgt, v);
					else {
						snprintf(why, whylen, "%s reads %s at an index no earlier "
							 "kernel of the group wrote in the same program",
							 name, buffer);
						rc = -1;
					}
				} else if (load && !gp) {
					snprintf(why, whylen, "%s reads %s, which is not a parameter "
						 "of the group", name, buffer);
					rc = -1;
				} else if (load) {
					buf_printf(out, "    %s = tl.load(%s + (%lld + (%s))%s\n", tgt, gp, off,
					    idx, rest);
				} else {
					const char *r = rest;
					while (*r == ',' || *r == ' ')
						r++;
					char *val = next_arg(&r);
					store_in(stored, key, val);
					store_in(written, buffer, "1");
					if (gp)
						buf_printf(out, "    tl.store(%s + (%lld + (%s)), %s%s\n", gp, off,
						    idx, val, r);
					free(val);
				}
			}
		} else if (is_assign && (!strcmp(lhs, "xnumel") || !strcmp(lhs, "xoffset") ||
					 !strcmp(lhs, "xindex") || !strcmp(lhs, "xmask") ||
					 strncmp(lhs, "tmp", 3))) {
			/* Shared names (the preamble, index variables): defined once,
			 * the same way by every kernel. */
			const char *had = lookup(vars, lhs);
			if (had && strcmp(had, rhs)) {
				snprintf(why, whylen, "%s defines %s as %.100s, an earlier kernel as "
					 "%.100s", name, lhs, rhs, had);
				rc = -1;
			} else if (!had) {
				store_in(vars, lhs, rhs);
				buf_printf(out, "    %s = %s\n", lhs, rhs);
			}
		} else if (is_assign) {
			buf_printf(out, "    %s = %s\n", tgt, rhs);
		} else {
			snprintf(why, whylen, "%s: unrecognized statement: %.200s", name, st);
			rc = -1;
		}
		free(rhs);
		free(tgt);
		if (rc)
			return -1;
	}
	return 0;
}

int synth_fuse(const cJSON *context, const char *group_source, char **source,
	       cJSON **launch, char *why, size_t whylen)
{
	*source = NULL;
	*launch = NULL;
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(context, "steps");
	const cJSON *buffers = cJSON_GetObjectItemCaseSensitive(context, "buffers");
	const cJSON *contract = cJSON_GetObjectItemCaseSensitive(context, "contract");
	int n = cJSON_GetArraySize(steps);
	if (n < 2 || n > MAX_MEMBERS || !cJSON_IsString(contract) || !group_source) {
		snprintf(why, whylen, "the request has no group to fuse");
		return -1;
	}
	struct member mem[MAX_MEMBERS];
	memset(mem, 0, sizeof mem);
	int i = 0, rc = -1;
	/* Each kernel's source follows its "# step NAME:" line (synth_group.c). */
	for (const cJSON *s = steps->child; s; s = s->next, i++) {
		const cJSON *nm = cJSON_GetObjectItemCaseSensitive(s, "name");
		char marker[300];
		snprintf(marker, sizeof marker, "\n# step %s: ",
			 cJSON_IsString(nm) ? nm->valuestring : "");
		const char *at = strstr(group_source, marker);
		const char *from = at ? strchr(at + 1, '\n') : NULL;
		if (!from) {
			snprintf(why, whylen, "the group's source lacks step %s",
				 cJSON_IsString(nm) ? nm->valuestring : "?");
			goto out;
		}
		const char *to = strstr(from, "\n# step ");
		size_t len = to ? (size_t)(to - from) : strlen(from);
		mem[i].step = s;
		mem[i].text = xcalloc(len + 1, 1);
		memcpy(mem[i].text, from + 1, len ? len - 1 : 0);
		if (parse_member(&mem[i], why, whylen))
			goto out;
	}
	struct buf out;
	buf_init(&out);
	const char *jit = strstr(mem[0].text, "@triton.jit");
	buf_printf(&out, "%.*s", (int)(jit - mem[0].text), mem[0].text);
	buf_puts(&out, contract->valuestring);
	struct table vars = { 0 }, stored = { 0 }, written = { 0 };
	int ok = 1;
	for (i = 0; i < n && ok; i++)
		ok = fuse_member(&mem[i], i, buffers, &vars, &stored, &written, &out, why,
				 whylen) == 0;
	const char *xn = lookup(&vars, "xnumel");
	long long numel = xn ? atoll(xn) : 0;
	if (ok && numel <= 0) {
		snprintf(why, whylen, "no constant xnumel in the group's kernels");
		ok = 0;
	}
	table_release(&vars);
	table_release(&stored);
	table_release(&written);
	if (!ok) {
		buf_release(&out);
		goto out;
	}
	const cJSON *l0 = cJSON_GetObjectItemCaseSensitive(steps->child, "launch");
	const cJSON *cx = cJSON_GetObjectItemCaseSensitive(l0, "constexprs");
	const cJSON *xb = cJSON_GetObjectItemCaseSensitive(cx, "XBLOCK");
	const cJSON *w = cJSON_GetObjectItemCaseSensitive(l0, "num_warps");
	long long block = cJSON_IsNumber(xb) ? (long long)xb->valuedouble : 1024;
	cJSON *l = cJSON_CreateObject();
	cJSON *g = cJSON_AddArrayToObject(l, "grid");
	cJSON_AddItemToArray(g, cJSON_CreateNumber((double)((numel + block - 1) / block)));
	cJSON_AddItemToArray(g, cJSON_CreateNumber(1));
	cJSON_AddItemToArray(g, cJSON_CreateNumber(1));
	cJSON_AddNumberToObject(l, "num_warps", cJSON_IsNumber(w) ? w->valuedouble : 4);
	cJSON_AddNumberToObject(l, "num_stages", 1);
	cJSON *lc = cJSON_AddObjectToObject(l, "constexprs");
	cJSON_AddNumberToObject(lc, "XBLOCK", (double)block);
	cJSON_AddNumberToObject(lc, "RBLOCK", 1);
	*source = buf_detach(&out, NULL);
	*launch = l;
	rc = 0;
out:
	for (i = 0; i < n && i < MAX_MEMBERS; i++)
		free(mem[i].text);
	return rc;
}
