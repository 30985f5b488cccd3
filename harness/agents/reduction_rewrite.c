/* reduction_rewrite: looped and persistent reductions (see header). */
#include "harness/agents/reduction_rewrite.h"
#include "common/buf.h"
#include "common/kerr.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LHS 8

/* One statement of the body: its indent and its text, each continuation
 * line after a '\n' with its indent relative to the first line. */
struct stmt {
	int indent;
	char *text;
};

struct kernel {
	char *head;	/* the module up to and including the def line */
	char *def;	/* the def line */
	struct stmt *s;
	int n;
};

/* A list of names (identifiers), owned. */
struct names {
	char **v;
	int n;
};

static int decline(char *why, size_t whylen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int decline(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, whylen, fmt, ap);
	va_end(ap);
	return -1;
}

static void names_add(struct names *s, const char *name, size_t len)
{
	s->v = xrealloc(s->v, (size_t)(s->n + 1) * sizeof *s->v);
	s->v[s->n] = xcalloc(len + 1, 1);
	memcpy(s->v[s->n++], name, len);
}

static int names_has(const struct names *s, const char *name, size_t len)
{
	for (int i = 0; i < s->n; i++)
		if (strlen(s->v[i]) == len && !strncmp(s->v[i], name, len))
			return 1;
	return 0;
}

static void names_release(struct names *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	memset(s, 0, sizeof *s);
}

static void kernel_release(struct kernel *k)
{
	for (int i = 0; i < k->n; i++)
		free(k->s[i].text);
	free(k->s);
	free(k->head);
	free(k->def);
	memset(k, 0, sizeof *k);
}

static int is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Bracket depth change of one line outside string literals; -1000 when the
 * line has a comment or an unterminated string (not parsed). */
static int depth_change(const char *s, size_t len)
{
	int d = 0;
	char q = 0;
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		if (q) {
			if (c == q)
				q = 0;
			continue;
		}
		if (c == '\'' || c == '"')
			q = c;
		else if (c == '#')
			return -1000;
		else if (c == '(' || c == '[' || c == '{')
			d++;
		else if (c == ')' || c == ']' || c == '}')
			d--;
	}
	return q ? -1000 : d;
}

/* The kernel's one @triton.jit function, its body split into statements. */
static int kernel_parse(const char *src, struct kernel *k, char *why, size_t whylen)
{
	memset(k, 0, sizeof *k);
	const char *jit = strstr(src, "@triton.jit\n");
	if (!jit || (jit != src && jit[-1] != '\n') || strstr(jit + 1, "@triton.jit"))
		return decline(why, whylen, "not one @triton.jit function");
	const char *def = jit + strlen("@triton.jit\n");
	const char *eol = strchr(def, '\n');
	if (strncmp(def, "def ", 4) || !eol || eol - def < 3 || strncmp(eol - 2, "):", 2))
		return decline(why, whylen, "no one-line def after @triton.jit");
	k->head = xcalloc((size_t)(eol + 1 - src) + 1, 1);
	memcpy(k->head, src, (size_t)(eol + 1 - src));
	k->def = xcalloc((size_t)(eol - def) + 1, 1);
	memcpy(k->def, def, (size_t)(eol - def));
	struct buf cur;
	buf_init(&cur);
	int depth = 0, indent = 0;
	for (const char *p = eol + 1; *p;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		const char *line = p;
		p = e ? e + 1 : p + len;
		while (len && isspace((unsigned char)line[len - 1]))
			len--;
		if (!len)
			continue;
		int ind = 0;
		while (line[ind] == ' ')
			ind++;
		if (line[ind] == '\t' || ind == 0) {
			buf_release(&cur);
			return decline(why, whylen, ind ? "a tab in the body's indent"
						: "text after the function's body");
		}
		int d = depth_change(line, len);
		if (d == -1000) {
			buf_release(&cur);
			return decline(why, whylen, "a comment or an unterminated string in the "
				       "body");
		}
		if (depth == 0) {
			indent = ind;
			buf_add(&cur, line + ind, len - (size_t)ind);
		} else {
			if (ind < indent) {
				buf_release(&cur);
				return decline(why, whylen, "a continuation line left of its "
					       "statement");
			}
			buf_printf(&cur, "\n%*s%.*s", ind - indent, "", (int)(len - (size_t)ind),
				   line + ind);
		}
		depth += d;
		if (depth < 0) {
			buf_release(&cur);
			return decline(why, whylen, "unbalanced brackets in the body");
		}
		if (depth == 0) {
			k->s = xrealloc(k->s, (size_t)(k->n + 1) * sizeof *k->s);
			k->s[k->n].indent = indent;
			k->s[k->n++].text = buf_detach(&cur, NULL);
		}
	}
	buf_release(&cur);
	if (depth)
		return decline(why, whylen, "the body ends inside brackets");
	if (!k->n)
		return decline(why, whylen, "an empty body");
	return 0;
}

enum kind { K_OTHER, K_ASSIGN, K_CALL, K_LOOP };

static int is_loop(const char *t)
{
	return !strcmp(t, "for r0_offset in tl.range(0, r0_numel, R0_BLOCK):") ||
	       !strcmp(t, "for r0_offset in range(0, r0_numel, R0_BLOCK):");
}

/* What statement t is: a loop over the row, a call (tl.store and the
 * like), or an assignment, its names in lhs (at most MAX_LHS; *annotated
 * for NAME: tl.constexpr = ...) and *rhs into t. */
static enum kind stmt_kind(const char *t, struct names *lhs, int *annotated, const char **rhs)
{
	memset(lhs, 0, sizeof *lhs);
	*annotated = 0;
	*rhs = NULL;
	if (is_loop(t))
		return K_LOOP;
	static const char *calls[] = { "tl.store(", "tl.debug_barrier(", "tl.device_assert(",
				       "tl.static_assert(" };
	size_t len = strlen(t);
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++)
		if (!strncmp(t, calls[i], strlen(calls[i])) && t[len - 1] == ')')
			return K_CALL;
	int depth = 0;
	char q = 0;
	const char *eq = NULL;
	for (const char *p = t; *p && !eq; p++) {
		if (q) {
			q = *p == q ? 0 : q;
			continue;
		}
		if (*p == '\'' || *p == '"')
			q = *p;
		else if (*p == '(' || *p == '[')
			depth++;
		else if (*p == ')' || *p == ']')
			depth--;
		else if (depth == 0 && *p == '=' && p > t && p[-1] == ' ' && p[1] == ' ')
			eq = p;
	}
	if (!eq)
		return K_OTHER;
	const char *colon = memchr(t, ':', (size_t)(eq - t));
	const char *end = colon ? colon : eq - 1;
	if (colon) {
		if (strncmp(colon, ": tl.constexpr = ", 17))
			return K_OTHER;
		*annotated = 1;
	}
	for (const char *p = t; p < end;) {
		while (p < end && (*p == ' ' || *p == ','))
			p++;
		const char *s = p;
		while (p < end && is_ident_char(*p))
			p++;
		if (p == s || isdigit((unsigned char)*s) || lhs->n == MAX_LHS ||
		    (p < end && *p != ',' && *p != ' ')) {
			names_release(lhs);
			return K_OTHER;
		}
		names_add(lhs, s, (size_t)(p - s));
	}
	if (!lhs->n)
		return K_OTHER;
	*rhs = eq + 2;
	return K_ASSIGN;
}

/* Calls fn for each identifier of t outside string literals (not an
 * attribute: x in a.x is skipped); stops at the first non-zero return. */
static int each_ident(const char *t, int (*fn)(void *, const char *, size_t), void *ctx)
{
	char q = 0;
	for (const char *p = t; *p;) {
		if (q) {
			q = *p == q ? 0 : q;
			p++;
			continue;
		}
		if (*p == '\'' || *p == '"') {
			q = *p++;
			continue;
		}
		if ((isalpha((unsigned char)*p) || *p == '_') &&
		    (p == t || !(is_ident_char(p[-1]) || p[-1] == '.'))) {
			const char *s = p;
			while (is_ident_char(*p))
				p++;
			int r = fn(ctx, s, (size_t)(p - s));
			if (r)
				return r;
			continue;
		}
		p++;
	}
	return 0;
}

static int ident_in(void *ctx, const char *s, size_t len)
{
	return names_has(ctx, s, len);
}

static int mentions(const char *t, const struct names *set)
{
	return each_ident(t, ident_in, (void *)set);
}

static int mentions_name(const char *t, const char *name)
{
	struct names one = { 0 };
	names_add(&one, name, strlen(name));
	int r = mentions(t, &one);
	names_release(&one);
	return r;
}

/* The integer constant `name = N` of the body (indent 4), or -1. */
static long int_const(const struct kernel *k, const char *name, const char *sep)
{
	size_t n = strlen(name), m = strlen(sep);
	for (int i = 0; i < k->n; i++) {
		const char *t = k->s[i].text;
		if (k->s[i].indent != 4 || strncmp(t, name, n) || strncmp(t + n, sep, m))
			continue;
		char *end;
		long v = strtol(t + n + m, &end, 10);
		return *end || end == t + n + m ? -1 : v;
	}
	return -1;
}

/* Whether the def line names parameter `name`. */
static int has_param(const char *def, const char *name)
{
	const char *open = strchr(def, '(');
	return open && mentions_name(open, name);
}

static void emit(struct buf *b, int indent, const char *text)
{
	buf_printf(b, "%*s", indent, "");
	for (const char *p = text; *p; p++) {
		buf_add(b, p, 1);
		if (*p == '\n')
			buf_printf(b, "%*s", indent, "");
	}
	buf_puts(b, "\n");
}

/* ---- looped to persistent ---- */

/* Loads made so far, for reading each element of a row once: a load's
 * text without its eviction policy -> the name holding it. */
struct load_memo {
	struct names key, name;
	struct names defname, defrhs;	/* the row-index names' definitions */
};

static int is_row_index_name(const char *s)
{
	if (!strcmp(s, "r0_offset") || !strcmp(s, "r0_index") || !strcmp(s, "r0_mask") ||
	    !strcmp(s, "roffset") || !strcmp(s, "rindex"))
		return 1;
	if (strncmp(s, "r0_", 3) || !s[3])
		return 0;
	for (s += 3; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

static char *load_key(const char *rhs)
{
	static const char *drop[] = { ", eviction_policy='evict_first'",
				      ", eviction_policy='evict_last'" };
	char *k = xstrdup(rhs);
	for (size_t i = 0; i < 2; i++) {
		char *at = strstr(k, drop[i]);
		if (at)
			memmove(at, at + strlen(drop[i]), strlen(at + strlen(drop[i])) + 1);
	}
	return k;
}

static void memo_forget(struct load_memo *m, int i)
{
	free(m->key.v[i]);
	free(m->name.v[i]);
	m->key.v[i] = m->key.v[--m->key.n];
	m->name.v[i] = m->name.v[--m->name.n];
}

/* `name` is assigned rhs: the memo forgets what depended on its old
 * value, unless it is a row-index name defined again as before (each pass
 * of a persistent kernel defines them alike). */
static void memo_assign(struct load_memo *m, const char *name, const char *rhs)
{
	if (is_row_index_name(name)) {
		for (int i = 0; i < m->defname.n; i++)
			if (!strcmp(m->defname.v[i], name)) {
				if (!strcmp(m->defrhs.v[i], rhs))
					return;
				free(m->defrhs.v[i]);
				m->defrhs.v[i] = xstrdup(rhs);
				goto forget;
			}
		names_add(&m->defname, name, strlen(name));
		names_add(&m->defrhs, rhs, strlen(rhs));
	}
forget:
	for (int i = m->key.n - 1; i >= 0; i--)
		if (!strcmp(m->name.v[i], name) || mentions_name(m->key.v[i], name))
			memo_forget(m, i);
}

static void memo_release(struct load_memo *m)
{
	names_release(&m->key);
	names_release(&m->name);
	names_release(&m->defname);
	names_release(&m->defrhs);
}

/* Statement st written at indent 4 of the persistent kernel. */
static void emit_persistent(struct load_memo *m, const char *text, struct buf *b)
{
	struct names lhs;
	int annotated;
	const char *rhs;
	enum kind kd = stmt_kind(text, &lhs, &annotated, &rhs);
	if (kd == K_CALL) {
		/* A store (or a barrier) may change what a load would read. */
		if (strncmp(text, "tl.device_assert(", 17) && strncmp(text, "tl.static_assert(", 17))
			while (m->key.n)
				memo_forget(m, m->key.n - 1);
		emit(b, 4, text);
		return;
	}
	const char *same = NULL;
	char *key = NULL;
	if (kd == K_ASSIGN && lhs.n == 1 && !annotated && !strncmp(rhs, "tl.load(", 8) &&
	    !strchr(rhs, '\n')) {
		key = load_key(rhs);
		for (int i = 0; i < m->key.n && !same; i++)
			if (!strcmp(m->key.v[i], key))
				same = m->name.v[i];
	}
	char *alias = same ? xstrdup(same) : NULL;
	for (int i = 0; kd == K_ASSIGN && i < lhs.n; i++)
		memo_assign(m, lhs.v[i], rhs);
	if (alias) {
		/* The row was read by an earlier pass: reuse it. */
		buf_printf(b, "    %s = %s\n", lhs.v[0], alias);
	} else {
		emit(b, 4, text);
		if (key) {
			names_add(&m->key, key, strlen(key));
			names_add(&m->name, lhs.v[0], strlen(lhs.v[0]));
		}
	}
	free(alias);
	free(key);
	names_release(&lhs);
}

/* The structure a looped kernel must have; 0 or -1 with why. */
static int check_looped(const struct kernel *k, long rn, long full, char *why, size_t whylen)
{
	int loops = 0, in_loop = 0;
	for (int i = 0; i < k->n; i++) {
		const struct stmt *st = &k->s[i];
		struct names lhs;
		int annotated;
		const char *rhs;
		enum kind kd = stmt_kind(st->text, &lhs, &annotated, &rhs);
		names_release(&lhs);
		if (st->indent == 4) {
			in_loop = kd == K_LOOP;
			loops += in_loop;
			if (kd == K_OTHER)
				return decline(why, whylen, "an unrecognized statement: %.120s",
					       st->text);
			if (in_loop && (i + 1 >= k->n || k->s[i + 1].indent != 8 ||
					strcmp(k->s[i + 1].text, "r0_index = r0_offset + r0_base")))
				return decline(why, whylen, "a row loop that does not start with "
					       "r0_index = r0_offset + r0_base");
			continue;
		}
		if (st->indent != 8 || !in_loop)
			return decline(why, whylen, "a statement at indent %d outside a row loop",
				       st->indent);
		if (kd != K_ASSIGN && kd != K_CALL)
			return decline(why, whylen, "an unrecognized statement in a row loop: "
				       "%.120s", st->text);
		if (!strncmp(st->text, "r0_mask = ", 10)) {
			if (!strcmp(st->text, "r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]")) {
				if (full != rn)
					return decline(why, whylen, "the loop masks no row element and "
						       "the row (%ld) is not a power of two", rn);
			} else if (strcmp(st->text, "r0_mask = r0_index < r0_numel")) {
				return decline(why, whylen, "an unrecognized row mask: %.120s",
					       st->text);
			}
		}
	}
	if (!loops)
		return decline(why, whylen, "no `for r0_offset` loop: not a looped reduction");
	return 0;
}

int reduction_make_persistent(const char *source, char **out, long *row_block,
			      char *why, size_t whylen)
{
	*out = NULL;
	*row_block = 0;
	struct kernel k;
	if (kernel_parse(source, &k, why, whylen)) {
		kernel_release(&k);
		return -1;
	}
	int rc = -1;
	long rn = int_const(&k, "r0_numel", " = "), full = 1;
	if (!has_param(k.def, "R0_BLOCK")) {
		decline(why, whylen, "R0_BLOCK is not a parameter: not a looped reduction");
		goto done;
	}
	if (rn < 1) {
		decline(why, whylen, "no constant r0_numel");
		goto done;
	}
	while (full < rn)
		full <<= 1;
	if (full > REDUCTION_PERSISTENT_MAX) {
		decline(why, whylen, "a row of %ld elements is over the persistent limit of %d",
			rn, REDUCTION_PERSISTENT_MAX);
		goto done;
	}
	if (check_looped(&k, rn, full, why, whylen))
		goto done;
	struct buf b;
	buf_init(&b);
	buf_puts(&b, k.head);
	struct load_memo m;
	memset(&m, 0, sizeof m);
	for (int i = 0; i < k.n; i++) {
		const char *t = k.s[i].text;
		if (is_loop(t)) {
			emit_persistent(&m, "r0_offset = 0", &b);
			continue;
		}
		emit_persistent(&m, t, &b);
		if (k.s[i].indent == 4 && !strncmp(t, "r0_numel = ", 11))
			buf_printf(&b, "    tl.static_assert(R0_BLOCK == %ld, \"persistent: one "
				   "block holds the whole row\")\n", full);
	}
	memo_release(&m);
	*out = buf_detach(&b, NULL);
	*row_block = full;
	rc = 0;
done:
	kernel_release(&k);
	return rc;
}

/* ---- persistent to looped ---- */

/* Calls a row statement may make: elementwise ones only, which give the
 * same values block by block as over the whole row. */
static int elementwise_call(const char *callee, size_t len)
{
	static const char *ok[] = {
		"tl.load", "tl.store", "tl.broadcast_to", "tl.where", "tl.full",
		"tl.device_assert", "triton_helpers.maximum", "triton_helpers.minimum",
		"float", "tl.abs", "tl.exp", "tl.log", "tl.sqrt", "tl.sigmoid",
		"tl.maximum", "tl.minimum", "tl.fma",
	};
	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
		if (strlen(ok[i]) == len && !strncmp(ok[i], callee, len))
			return 1;
	if ((len > 10 && !strncmp(callee, "libdevice.", 10)) ||
	    (len > 8 && !strncmp(callee, "tl_math.", 8)))
		return 1;
	return len > 3 && !strncmp(callee + len - 3, ".to", 3);	/* a cast */
}

/* 0 when every call of row statement t is elementwise and it indexes no
 * value; -1 with why. */
static int check_elementwise(const char *t, char *why, size_t whylen)
{
	char q = 0;
	for (const char *p = t; *p; p++) {
		if (q) {
			q = *p == q ? 0 : q;
			continue;
		}
		if (*p == '\'' || *p == '"') {
			q = *p;
			continue;
		}
		if (p == t || (*p != '(' && *p != '['))
			continue;
		const char *s = p;
		while (s > t && (is_ident_char(s[-1]) || s[-1] == '.'))
			s--;
		if (*p == '[' && (s < p || p[-1] == ')' || p[-1] == ']'))
			return decline(why, whylen, "a row statement indexes a value: %.120s", t);
		if (*p == '(' && s < p && !elementwise_call(s, (size_t)(p - s)))
			return decline(why, whylen, "a row statement calls %.*s, which has no "
				       "blockwise form here", (int)(p - s), s);
	}
	return 0;
}

/* A reduction the looped form knows: NAME = OP(ARG, 1)[:, None].to(tl.float32). */
struct reduction {
	const char *name;	/* into the statement's names */
	char arg[64];
	int op;			/* 0 sum, 1 max, 2 min */
	const char *rhs;
};

static int parse_reduction(const char *rhs, struct reduction *r)
{
	static const char *ops[] = { "tl.sum(", "triton_helpers.max2(", "triton_helpers.min2(" };
	for (int o = 0; o < 3; o++) {
		size_t n = strlen(ops[o]);
		if (strncmp(rhs, ops[o], n))
			continue;
		const char *a = rhs + n, *e = a;
		while (is_ident_char(*e))
			e++;
		if (e == a || (size_t)(e - a) >= sizeof r->arg ||
		    strcmp(e, ", 1)[:, None].to(tl.float32)"))
			return 0;
		memcpy(r->arg, a, (size_t)(e - a));
		r->arg[e - a] = '\0';
		r->op = o;
		r->rhs = rhs;
		return 1;
	}
	return 0;
}

/* The statements of a persistent kernel sorted for the looped form. */
struct plan_looped {
	int *pre, *loop, *post;
	int npre, nloop, npost;
	struct reduction *red;
	char **redname;
	int nred;
	struct names rowidx;	/* r0_N = r0_index, in order */
	int mask_all;		/* the kernel masks no row element */
};

static void plan_release(struct plan_looped *p)
{
	free(p->pre);
	free(p->loop);
	free(p->post);
	for (int i = 0; i < p->nred; i++)
		free(p->redname[i]);
	free(p->redname);
	free(p->red);
	names_release(&p->rowidx);
}

/* A row-index statement of the persistent preamble: 1 if t is one (its
 * expected form checked), 0 if not, -1 with why. */
static int row_index_stmt(const char *name, const char *rhs, struct plan_looped *p,
			  char *why, size_t whylen)
{
	const char *want = !strcmp(name, "r0_index") ? "tl.arange(0, R0_BLOCK)[None, :]"
			 : !strcmp(name, "r0_offset") ? "0" : !strcmp(name, "roffset") ? "r0_offset"
			 : !strcmp(name, "rindex") ? "r0_index" : NULL;
	if (!strcmp(name, "r0_mask")) {
		p->mask_all = !strcmp(rhs, "tl.full([R0_BLOCK], True, tl.int1)[None, :]");
		if (!p->mask_all && strcmp(rhs, "r0_index < r0_numel"))
			return decline(why, whylen, "an unrecognized row mask: %.120s", rhs);
		return 1;
	}
	if (!want && is_row_index_name(name)) {
		if (strcmp(rhs, "r0_index"))
			return decline(why, whylen, "%s is not r0_index", name);
		names_add(&p->rowidx, name, strlen(name));
		return 1;
	}
	if (!want)
		return 0;
	return strcmp(rhs, want) ? decline(why, whylen, "%s = %.100s, not %s", name, rhs, want)
				 : 1;
}

/* Sort the statements: x-level ones before a reduction (pre), row ones
 * (loop), and what follows the reductions (post). */
static int sort_looped(const struct kernel *k, struct plan_looped *p, char *why, size_t whylen)
{
	struct names row = { 0 }, after = { 0 }, seen = { 0 };
	static const char *rowvars[] = { "r0_index", "rindex", "r0_offset", "roffset", "r0_mask",
					 "R0_BLOCK", "RBLOCK", "r0_base", "rbase" };
	for (size_t i = 0; i < sizeof rowvars / sizeof rowvars[0]; i++)
		names_add(&row, rowvars[i], strlen(rowvars[i]));
	int rc = -1, stored = 0;
	p->pre = xcalloc((size_t)k->n, sizeof *p->pre);
	p->loop = xcalloc((size_t)k->n, sizeof *p->loop);
	p->post = xcalloc((size_t)k->n, sizeof *p->post);
	p->red = xcalloc((size_t)k->n, sizeof *p->red);
	p->redname = xcalloc((size_t)k->n, sizeof *p->redname);
	for (int i = 0; i < k->n; i++) {
		const char *t = k->s[i].text;
		struct names lhs;
		int annotated;
		const char *rhs;
		enum kind kd = stmt_kind(t, &lhs, &annotated, &rhs);
		int r = kd == K_ASSIGN || kd == K_CALL ? mentions(kd == K_ASSIGN ? rhs : t, &row) : 0;
		int a = kd == K_ASSIGN || kd == K_CALL ? mentions(kd == K_ASSIGN ? rhs : t, &after)
						       : 0;
		struct reduction red;
		int is_red = kd == K_ASSIGN && lhs.n == 1 && parse_reduction(rhs, &red);
		int idx = kd == K_ASSIGN && lhs.n == 1 && !annotated ?
			  row_index_stmt(lhs.v[0], rhs, p, why, whylen) : 0;
		if (k->s[i].indent != 4 || kd == K_OTHER || kd == K_LOOP) {
			decline(why, whylen, "an unrecognized statement: %.120s", t);
		} else if (idx < 0) {
		} else if (idx > 0) {
			names_add(&row, lhs.v[0], strlen(lhs.v[0]));
			if (!strcmp(lhs.v[0], "r0_index"))
				p->pre[p->npre++] = i;	/* becomes r0_base */
		} else if (annotated) {
			p->pre[p->npre++] = i;	/* R0_BLOCK, RBLOCK */
		} else if (kd == K_ASSIGN && names_has(&seen, lhs.v[0], strlen(lhs.v[0]))) {
			decline(why, whylen, "%s is assigned twice", lhs.v[0]);
		} else if (is_red) {
			if (!names_has(&row, red.arg, strlen(red.arg)) || a) {
				decline(why, whylen, "a reduction of a value that is not a row "
					"value: %.120s", t);
			} else {
				p->redname[p->nred] = xstrdup(lhs.v[0]);
				p->red[p->nred] = red;
				p->red[p->nred].name = p->redname[p->nred];
				p->nred++;
				names_add(&after, lhs.v[0], strlen(lhs.v[0]));
			}
		} else if (r && a) {
			decline(why, whylen, "a row value computed from a reduction's result (a "
				"second pass over the row): %.120s", t);
		} else if (r && (check_elementwise(kd == K_ASSIGN ? rhs : t, why, whylen) ||
				 (kd == K_ASSIGN && lhs.n != 1))) {
			if (lhs.n > 1)
				decline(why, whylen, "a row statement with several results: %.120s", t);
		} else if (r && stored && strstr(t, "tl.load(")) {
			decline(why, whylen, "a row load after a store");
		} else if (r) {
			if (kd == K_ASSIGN)
				names_add(&row, lhs.v[0], strlen(lhs.v[0]));
			stored |= kd == K_CALL && !strncmp(t, "tl.store(", 9);
			p->loop[p->nloop++] = i;
		} else if (a || p->nred || kd == K_CALL) {
			for (int j = 0; kd == K_ASSIGN && j < lhs.n; j++)
				names_add(&after, lhs.v[j], strlen(lhs.v[j]));
			stored |= kd == K_CALL && !strncmp(t, "tl.store(", 9);
			p->post[p->npost++] = i;
		} else {
			p->pre[p->npre++] = i;
		}
		for (int j = 0; kd == K_ASSIGN && j < lhs.n; j++)
			names_add(&seen, lhs.v[j], strlen(lhs.v[j]));
		names_release(&lhs);
		if (*why) {
			rc = -1;
			goto out;
		}
	}
	if (!p->nred)
		decline(why, whylen, "no reduction the looped form knows (a float32 tl.sum, "
			"max2 or min2 of a row value)");
	/* The names the looped form adds must be free. */
	if (names_has(&seen, "r0_base", 7) || names_has(&seen, "rbase", 5))
		decline(why, whylen, "the body already defines r0_base or rbase");
	for (int i = 0; i < p->nred && !*why; i++) {
		char acc[80], next[90];
		snprintf(acc, sizeof acc, "_%s", p->red[i].name);
		snprintf(next, sizeof next, "%s_next", acc);
		if (names_has(&seen, acc, strlen(acc)) || names_has(&seen, next, strlen(next)))
			decline(why, whylen, "the body already defines %s", acc);
	}
	rc = *why ? -1 : 0;
out:
	names_release(&row);
	names_release(&after);
	names_release(&seen);
	return rc;
}

static void emit_looped(const struct kernel *k, const struct plan_looped *p, long lb,
			struct buf *b)
{
	static const char *init[] = { "0", "float(\"-inf\")", "float(\"inf\")" };
	static const char *op[] = { "tl.sum", "triton_helpers.max2", "triton_helpers.min2" };
	buf_puts(b, k->head);
	for (int i = 0; i < p->npre; i++) {
		const char *t = k->s[p->pre[i]].text;
		if (!strncmp(t, "R0_BLOCK: tl.constexpr = ", 25)) {
			buf_printf(b, "    R0_BLOCK: tl.constexpr = %ld\n", lb);
		} else if (!strncmp(t, "r0_index = ", 11)) {
			buf_puts(b, "    r0_base = tl.arange(0, R0_BLOCK)[None, :]\n");
			buf_puts(b, "    rbase = r0_base\n");
		} else {
			emit(b, 4, t);
		}
	}
	for (int i = 0; i < p->nred; i++)
		buf_printf(b, "    _%s = tl.full([XBLOCK, R0_BLOCK], %s, tl.float32)\n",
			   p->red[i].name, init[p->red[i].op]);
	buf_puts(b, "    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):\n"
		    "        r0_index = r0_offset + r0_base\n");
	buf_printf(b, "        r0_mask = %s\n", p->mask_all ?
		   "tl.full([R0_BLOCK], True, tl.int1)[None, :]" : "r0_index < r0_numel");
	buf_puts(b, "        roffset = r0_offset\n        rindex = r0_index\n");
	for (int i = 0; i < p->rowidx.n; i++)
		buf_printf(b, "        %s = r0_index\n", p->rowidx.v[i]);
	for (int i = 0; i < p->nloop; i++)
		emit(b, 8, k->s[p->loop[i]].text);
	for (int i = 0; i < p->nred; i++) {
		const struct reduction *r = &p->red[i];
		if (r->op == 0)
			buf_printf(b, "        _%s_next = _%s + %s\n", r->name, r->name, r->arg);
		else
			buf_printf(b, "        _%s_next = triton_helpers.%s(_%s, %s)\n", r->name,
				   r->op == 1 ? "maximum" : "minimum", r->name, r->arg);
		buf_printf(b, "        _%s = tl.where(r0_mask, _%s_next, _%s)\n", r->name, r->name,
			   r->name);
	}
	for (int i = 0; i < p->nred; i++)
		buf_printf(b, "    %s = %s(_%s, 1)[:, None].to(tl.float32)\n", p->red[i].name,
			   op[p->red[i].op], p->red[i].name);
	for (int i = 0; i < p->npost; i++)
		emit(b, 4, k->s[p->post[i]].text);
}

int reduction_make_looped(const char *source, long lb, char **out, char *why, size_t whylen)
{
	*out = NULL;
	*why = '\0';
	struct kernel k;
	if (kernel_parse(source, &k, why, whylen)) {
		kernel_release(&k);
		return -1;
	}
	int rc = -1;
	struct plan_looped p;
	memset(&p, 0, sizeof p);
	long rn = int_const(&k, "r0_numel", " = ");
	long full = int_const(&k, "R0_BLOCK", ": tl.constexpr = ");
	if (has_param(k.def, "R0_BLOCK") || full < 1) {
		decline(why, whylen, "R0_BLOCK is not a constant of the body: not a persistent "
			"reduction");
		goto done;
	}
	if (rn < 1 || rn > full) {
		decline(why, whylen, "no constant r0_numel within R0_BLOCK");
		goto done;
	}
	if (lb < 1 || lb >= full || (lb & (lb - 1))) {
		decline(why, whylen, "a loop block of %ld for a row block of %ld", lb, full);
		goto done;
	}
	if (sort_looped(&k, &p, why, whylen))
		goto done;
	if (p.mask_all && rn % lb) {
		decline(why, whylen, "the kernel masks no row element and %ld does not divide "
			"the row (%ld)", lb, rn);
		goto done;
	}
	struct buf b;
	buf_init(&b);
	emit_looped(&k, &p, lb, &b);
	*out = buf_detach(&b, NULL);
	rc = 0;
done:
	plan_release(&p);
	kernel_release(&k);
	return rc;
}

/* ---- the loop schedule ---- */

const struct reduction_schedule reduction_schedules[REDUCTION_SCHEDULES] = {
	{ "loop_stages_2", 2, 0 },
	{ "loop_stages_3", 3, 0 },
	{ "loop_unroll_2", 0, 2 },
	{ "loop_unroll_4", 0, 4 },
};

/* Whether t is a row loop with arguments after the step (a schedule). */
static int is_scheduled_loop(const char *t)
{
	static const char *heads[] = { "for r0_offset in tl.range(0, r0_numel, R0_BLOCK,",
				       "for r0_offset in range(0, r0_numel, R0_BLOCK," };
	for (size_t i = 0; i < 2; i++)
		if (!strncmp(t, heads[i], strlen(heads[i])))
			return 1;
	return 0;
}

int reduction_loop_schedule(const char *source, int num_stages, int unroll, char **out,
			    char *why, size_t whylen)
{
	*out = NULL;
	*why = '\0';
	if (num_stages < 0 || num_stages > 8 || (unroll && (unroll < 2 || unroll > 16)) ||
	    unroll < 0 || (!num_stages && !unroll))
		return decline(why, whylen, "no schedule: num_stages %d, loop_unroll_factor %d",
			       num_stages, unroll);
	struct kernel k;
	if (kernel_parse(source, &k, why, whylen)) {
		kernel_release(&k);
		return -1;
	}
	int rc = -1;
	for (int i = 0; i < k.n; i++)
		if (is_scheduled_loop(k.s[i].text)) {
			decline(why, whylen, "a row loop already carries a schedule: %.120s",
				k.s[i].text);
			goto done;
		}
	if (!has_param(k.def, "R0_BLOCK") && int_const(&k, "R0_BLOCK", ": tl.constexpr = ") < 1) {
		decline(why, whylen, "R0_BLOCK is neither a parameter nor a constant of the body");
		goto done;
	}
	/* The loops' masks are kept as they are: no row length is assumed. */
	if (check_looped(&k, 0, 0, why, whylen))
		goto done;
	char head[160];
	int at = snprintf(head, sizeof head, "for r0_offset in tl.range(0, r0_numel, R0_BLOCK");
	if (num_stages)
		at += snprintf(head + at, sizeof head - (size_t)at, ", num_stages=%d", num_stages);
	if (unroll)
		at += snprintf(head + at, sizeof head - (size_t)at, ", loop_unroll_factor=%d",
			       unroll);
	snprintf(head + at, sizeof head - (size_t)at, "):");
	/* The source as it is, line by line (blank lines kept), but for each
	 * statement that is a row loop: its line, at the bracket depth 0 where
	 * kernel_parse found it, gets the new header. */
	struct buf b;
	buf_init(&b);
	buf_puts(&b, k.head);
	int depth = 0;
	for (const char *p = source + strlen(k.head); *p;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) + 1 : strlen(p), t = len;
		while (t && isspace((unsigned char)p[t - 1]))
			t--;
		size_t ind = 0;
		while (ind < t && p[ind] == ' ')
			ind++;
		char *stmt = xcalloc(t - ind + 1, 1);
		memcpy(stmt, p + ind, t - ind);
		if (depth == 0 && t > ind && is_loop(stmt))
			buf_printf(&b, "%.*s%s\n", (int)ind, p, head);
		else
			buf_add(&b, p, len);
		free(stmt);
		if (t)
			depth += depth_change(p, t);
		p += len;
	}
	*out = buf_detach(&b, NULL);
	rc = 0;
done:
	kernel_release(&k);
	return rc;
}

long reduction_row_block(const char *source)
{
	struct kernel k;
	char why[200];
	long v = -1;
	if (kernel_parse(source, &k, why, sizeof why) == 0 && !has_param(k.def, "R0_BLOCK"))
		v = int_const(&k, "R0_BLOCK", ": tl.constexpr = ");
	kernel_release(&k);
	return v;
}
