/* kerr: error records, checked allocation, whole-file reads and writes. */
#include "common/kerr.h"
#include "common/buf.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int kerr_set(struct kerr *err, const char *fmt, ...)
{
	if (!err)
		return -1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	return -1;
}

int kerr_wrap(struct kerr *err, const char *fmt, ...)
{
	if (!err)
		return -1;
	char prefix[1024], old[sizeof err->msg];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(prefix, sizeof prefix, fmt, ap);
	va_end(ap);
	memcpy(old, err->msg, sizeof old);
	size_t n = strlen(prefix);
	if (n > sizeof err->msg - 3)
		n = sizeof err->msg - 3;
	memcpy(err->msg, prefix, n);
	memcpy(err->msg + n, ": ", 2);
	size_t room = sizeof err->msg - n - 3, m = strlen(old);
	if (m > room)
		m = room;
	memcpy(err->msg + n + 2, old, m);
	err->msg[n + 2 + m] = '\0';
	return -1;
}

static void oom(size_t n)
{
	fprintf(stderr, "kopt: out of memory allocating %zu bytes\n", n);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		oom(n);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		oom(n * size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q)
		oom(n);
	return q;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = xmalloc(n);
	memcpy(p, s, n);
	return p;
}

int read_file(const char *path, char **out, size_t *len, struct kerr *err)
{
	*out = NULL;
	FILE *f = fopen(path, "rb");
	if (!f)
		return kerr_set(err, "%s: cannot open: %s", path, strerror(errno));
	struct buf b;
	buf_init(&b);
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	int bad = ferror(f);
	fclose(f);
	if (bad) {
		buf_free(&b);
		return kerr_set(err, "%s: read error", path);
	}
	*out = buf_detach(&b, len);
	return 0;
}

int write_file_in(const char *dir, const char *name, const void *data, size_t len,
		  struct kerr *err)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	if (!f)
		return kerr_set(err, "%s: cannot create: %s", path, strerror(errno));
	int bad = len && fwrite(data, 1, len, f) != len;
	if (fclose(f) || bad)
		return kerr_set(err, "%s: cannot write: %s", path, strerror(errno));
	return 0;
}
