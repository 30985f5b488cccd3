/* buf: the growable byte buffer every layer writes text into. */
#ifndef KOPT_BUF_H
#define KOPT_BUF_H

#include <stddef.h>

/* Growable byte buffer owned by its user; buf_release() releases it. */
struct buf {
	char *data;	/* always NUL-terminated when len > 0 or after buf_puts */
	size_t len;
	size_t cap;
};

void buf_init(struct buf *b);
void buf_release(struct buf *b);
/* Append bytes; aborts the process on out-of-memory (as git's xmalloc does). */
void buf_add(struct buf *b, const void *data, size_t len);
void buf_puts(struct buf *b, const char *s);
void buf_printf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Hand the data to the caller (who frees it) and reset b. Never NULL. */
char *buf_detach(struct buf *b, size_t *len);

#endif
