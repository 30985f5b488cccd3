/* kerr: the caller-owned error record every library function fills, and
 * allocation that aborts on out-of-memory (the byte buffer: common/buf.h;
 * whole files: common/file.h).
 *
 * Library code returns 0 on success and a negative value on failure, after
 * writing one message into a struct kerr that says what failed and with which
 * input.  Only main() and cmd_*() print or exit.  A message is written once:
 * a caller that adds context prefixes it with kerr_wrap(). */
#ifndef KOPT_KERR_H
#define KOPT_KERR_H

#include <stddef.h>

struct kerr {
	char msg[8192];
};

/* Write a printf-style message into err (NULL err is allowed) and return -1. */
int kerr_set(struct kerr *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Prefix the message already in err with "context: " and return -1. */
int kerr_wrap(struct kerr *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Allocation that aborts on out-of-memory instead of returning NULL. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

#endif
