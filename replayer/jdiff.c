/* jdiff: field-level JSON differences (see jdiff.h). */
#include "replayer/jdiff.h"
#include "common/buf.h"
#include "common/canon.h"

#include <stdlib.h>
#include <string.h>

struct diff {
	struct buf *out;
	size_t max_lines, lines, count;
	struct buf path;
};

static void put_value(struct buf *out, const cJSON *v)
{
	char *s = canon_string(v, NULL);
	if (!s) {
		buf_puts(out, "(invalid)");
		return;
	}
	size_t n = strlen(s);
	if (n > 120) {
		buf_add(out, s, 117);
		buf_puts(out, "...");
	} else {
		buf_add(out, s, n);
	}
	free(s);
}

static void emit(struct diff *d, const char *mark, const cJSON *a, const cJSON *b)
{
	d->count++;
	if (!d->out || d->lines >= d->max_lines)
		return;
	d->lines++;
	buf_printf(d->out, "  %s%s: ", mark, d->path.data);
	if (a)
		put_value(d->out, a);
	if (a && b)
		buf_puts(d->out, " -> ");
	if (b)
		put_value(d->out, b);
	buf_puts(d->out, "\n");
}

static int same_scalar(const cJSON *a, const cJSON *b)
{
	char *x = canon_string(a, NULL), *y = canon_string(b, NULL);
	int same = x && y && strcmp(x, y) == 0;
	free(x);
	free(y);
	return same;
}

static void walk(struct diff *d, const cJSON *a, const cJSON *b)
{
	size_t plen = d->path.len;
	if (cJSON_IsObject(a) && cJSON_IsObject(b)) {
		for (const cJSON *c = a->child; c; c = c->next) {
			buf_printf(&d->path, ".%s", c->string);
			const cJSON *o = cJSON_GetObjectItemCaseSensitive(b, c->string);
			if (o)
				walk(d, c, o);
			else
				emit(d, "- ", c, NULL);
			d->path.len = plen;
			d->path.data[plen] = '\0';
		}
		for (const cJSON *c = b->child; c; c = c->next) {
			if (cJSON_GetObjectItemCaseSensitive(a, c->string))
				continue;
			buf_printf(&d->path, ".%s", c->string);
			emit(d, "+ ", NULL, c);
			d->path.len = plen;
			d->path.data[plen] = '\0';
		}
		return;
	}
	if (cJSON_IsArray(a) && cJSON_IsArray(b)) {
		const cJSON *x = a->child, *y = b->child;
		for (size_t i = 0; x || y; i++) {
			buf_printf(&d->path, "[%zu]", i);
			if (x && y)
				walk(d, x, y);
			else if (x)
				emit(d, "- ", x, NULL);
			else
				emit(d, "+ ", NULL, y);
			d->path.len = plen;
			d->path.data[plen] = '\0';
			x = x ? x->next : NULL;
			y = y ? y->next : NULL;
		}
		return;
	}
	if (!same_scalar(a, b))
		emit(d, "", a, b);
}

size_t jdiff(const cJSON *a, const cJSON *b, struct buf *out, size_t max_lines)
{
	struct diff d = { .out = out, .max_lines = max_lines };
	buf_init(&d.path);
	buf_puts(&d.path, "$");
	walk(&d, a, b);
	if (out && d.count > d.lines)
		buf_printf(out, "  ... %zu more difference(s)\n", d.count - d.lines);
	buf_release(&d.path);
	return d.count;
}
