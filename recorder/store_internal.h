/* store_internal: private to recorder/store*.c: not an interface.
 *
 * The store's connection state and the helpers its files share: the
 * statement cache, transactions (or savepoints of a bulk one), blob insert
 * and check, and row collection.  Every function follows store.h's error
 * rule: 0, or -1 with err naming the file. */
#ifndef KOPT_STORE_INTERNAL_H
#define KOPT_STORE_INTERNAL_H

#include "recorder/store.h"

#include <sqlite3.h>
#include <stddef.h>

/* Prepared statements are kept and reused (a replay at the paper's scale
 * prepared the same dozen statements 10^5 times): keyed by SQL text, reset
 * after each use; a statement already in use is prepared afresh. */
#define STMT_CACHE 48
struct stmt_slot {
	char *sql;
	const char *given;	/* the caller's text: a literal, found again by address */
	sqlite3_stmt *st;
	int in_use;
};

struct store {
	sqlite3 *db;
	char *path;
	int writable;
	struct stmt_slot cache[STMT_CACHE];
	int ncache;
	int bulk;		/* inside store_bulk_begin */
	int results_only;	/* store_keep_results_only */
	/* store_check_blobs: the ids of the blobs whose content has been
	 * hashed and found equal to their name on this connection (a bit
	 * per rowid: a few KB for a run file at the paper's scale, however
	 * many blobs a replay reads), and how many were hashed. */
	int checking;
	unsigned char *checked;
	size_t checked_bytes;
	size_t hashed;
};

/* Run call; on an SQLite error set err (file, line, call, message) and
 * jump to the caller's `fail` label. */
#define SQL_CHECK(s, call)                                                     \
	do {                                                                   \
		int rc_ = (call);                                              \
		if (rc_ != SQLITE_OK && rc_ != SQLITE_DONE && rc_ != SQLITE_ROW) { \
			kerr_set(err, "%s: %s:%d %s: %s", (s)->path, __FILE__,  \
				 __LINE__, #call, sqlite3_errmsg((s)->db));     \
			goto fail;                                             \
		}                                                              \
	} while (0)

/* A cached statement for sql (reset and unbound), or a fresh one when the
 * cached one is in use; release it with store_cache_release. */
int store_cache_prepare(struct store *s, const char *sql, int n, sqlite3_stmt **st,
			const char **tail);
/* Reset st and give it back to the cache (a fresh one is finalized); NULL
 * is ignored. */
void store_cache_release(struct store *s, sqlite3_stmt *st);
/* A transaction, or a savepoint inside the bulk one; store_tx_end commits
 * it when rc is 0, else rolls it back, and returns rc (or -1 if the commit
 * failed). */
int store_tx_begin(struct store *s, struct kerr *err);
int store_tx_end(struct store *s, int rc, struct kerr *err);
/* Insert-or-ignore a blob inside the caller's transaction: its SHA-256 in
 * sha and its rowid in *id. */
int store_blob_insert(struct store *s, const void *data, size_t len,
		      char sha[SHA_HEX_LEN + 1], sqlite3_int64 *id, struct kerr *err);
/* With store_check_blobs on: blob id named sha, read as data[0..len), is
 * hashed unless this connection already found it sound; -1 with err naming
 * the file, the blob, what it hashes to and its use (printf-style). */
int store_blob_check(struct store *s, sqlite3_int64 id, const char *sha,
		     const void *data, size_t len, struct kerr *err, const char *use, ...)
	__attribute__((format(printf, 7, 8)));
/* Column i of st as a malloc'd string, or NULL. */
char *store_col_dup(sqlite3_stmt *st, int i);
/* The rows of st (from the cache, bound) as a malloc'd array of elem-byte
 * items filled by fill; st is released; on a failed step the items so far
 * go to drop. */
int store_collect_rows(struct store *s, sqlite3_stmt *st, size_t elem,
		       void (*fill)(sqlite3_stmt *, void *), void (*drop)(void *, size_t),
		       void **out, size_t *n, struct kerr *err);

#endif
