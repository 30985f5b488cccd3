/* store: SQLite schema version 2, file checks, and row access (see store.h;
 * the observations are store_obs.c's).
 * It must not decide anything: it stores what the seam and the search hand it. */
#include "recorder/store_internal.h"
#include "common/buf.h"
#include "common/strmap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <time.h>


int store_cache_prepare(struct store *s, const char *sql, int n, sqlite3_stmt **st,
			 const char **tail)
{
	(void)n;
	(void)tail;
	/* The SQL is a string literal of this file almost always: its address
	 * finds its slot, one comparison confirming it (comparing it with
	 * every cached text was a thirtieth of a replay). */
	for (int i = 0; i < s->ncache; i++)
		if (!s->cache[i].in_use && s->cache[i].given == sql &&
		    !strcmp(s->cache[i].sql, sql)) {
			s->cache[i].in_use = 1;
			*st = s->cache[i].st;
			return SQLITE_OK;
		}
	for (int i = 0; i < s->ncache; i++)
		if (!s->cache[i].in_use && !strcmp(s->cache[i].sql, sql)) {
			s->cache[i].in_use = 1;
			*st = s->cache[i].st;
			return SQLITE_OK;
		}
	int rc = sqlite3_prepare_v3(s->db, sql, -1, SQLITE_PREPARE_PERSISTENT, st, NULL);
	if (rc == SQLITE_OK && *st && s->ncache < STMT_CACHE) {
		s->cache[s->ncache].sql = xstrdup(sql);
		s->cache[s->ncache].given = sql;
		s->cache[s->ncache].st = *st;
		s->cache[s->ncache++].in_use = 1;
	}
	return rc;
}

/* Done with a statement: a cached one is reset for its next use, any other
 * finalized.  NULL is ignored. */
void store_cache_release(struct store *s, sqlite3_stmt *st)
{
	if (!st)
		return;
	for (int i = 0; i < s->ncache; i++)
		if (s->cache[i].st == st) {
			sqlite3_reset(st);
			sqlite3_clear_bindings(st);
			s->cache[i].in_use = 0;
			return;
		}
	sqlite3_finalize(st);
}

/* One checking macro for the SQLite API: message "file:line call: error" and a
 * jump to the function's single cleanup label. */

/* The runs table of schema 2: version 1 lacked the status paused (a run
 * stopped by a budget or a signal at a safe point, to be resumed). */
#define RUNS_TABLE(name)                                                       \
	"CREATE TABLE " name "("                                               \
	" id INTEGER PRIMARY KEY,"                                             \
	" name TEXT NOT NULL,"                                                 \
	" created_utc TEXT NOT NULL,"                                          \
	" finished_utc TEXT,"                                                  \
	" config TEXT NOT NULL,"                                               \
	" provenance TEXT NOT NULL,"                                           \
	" status TEXT NOT NULL CHECK (status IN ('started','complete','failed'," \
	"'interrupted','paused')),"                                            \
	" report_digest TEXT,"                                                 \
	" parent INTEGER REFERENCES runs(id),"                                 \
	" synthetic INTEGER NOT NULL DEFAULT 0);"

/* The observation kinds of the schema's CHECK: 'llm','compile',... */
#define KIND_SQL_FIRST_(e, s) "'" s "'"
#define KIND_SQL_NEXT_(e, s) ",'" s "'"

static const char *SCHEMA =
	"CREATE TABLE blobs("
	" id INTEGER PRIMARY KEY,"
	" sha256 TEXT NOT NULL UNIQUE,"
	" size INTEGER NOT NULL,"
	" data BLOB NOT NULL);"
	RUNS_TABLE("runs")
	"CREATE TABLE problems("
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" seq INTEGER NOT NULL,"
	" problem_id TEXT NOT NULL,"
	" manifest INTEGER NOT NULL REFERENCES blobs(id),"
	" PRIMARY KEY (run, seq),"
	" UNIQUE (run, problem_id));"
	"CREATE TABLE observations("
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" seq INTEGER NOT NULL,"
	" kind TEXT NOT NULL CHECK (kind IN (" OBS_KIND_LIST(KIND_SQL_FIRST_, KIND_SQL_NEXT_) ")),"
	" key TEXT NOT NULL,"
	" k INTEGER NOT NULL,"
	" step TEXT NOT NULL,"
	" site TEXT NOT NULL,"
	" request INTEGER NOT NULL REFERENCES blobs(id),"
	" reply INTEGER NOT NULL REFERENCES blobs(id),"
	" status TEXT NOT NULL CHECK (status IN ('ok','error','miss')),"
	" cost REAL NOT NULL DEFAULT 0,"
	" tokens_in INTEGER NOT NULL DEFAULT 0,"
	" tokens_out INTEGER NOT NULL DEFAULT 0,"
	" latency_ms REAL NOT NULL DEFAULT 0,"
	" PRIMARY KEY (run, seq),"
	" UNIQUE (run, key, k));"
	"CREATE TABLE candidates("
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" problem_id TEXT NOT NULL,"
	" id TEXT NOT NULL,"
	" parent TEXT,"
	" subkernel TEXT NOT NULL,"
	" iteration INTEGER NOT NULL,"
	" slot INTEGER NOT NULL,"
	" chain TEXT NOT NULL,"
	" plan INTEGER REFERENCES blobs(id),"
	" content INTEGER NOT NULL REFERENCES blobs(id),"
	" PRIMARY KEY (run, problem_id, id));"
	"CREATE TABLE gate_results("
	" id INTEGER PRIMARY KEY,"
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" problem_id TEXT NOT NULL,"
	" subject TEXT NOT NULL,"
	" gate TEXT NOT NULL,"
	" gate_config TEXT NOT NULL,"
	" passed INTEGER NOT NULL,"
	" detail TEXT NOT NULL,"
	" UNIQUE (run, problem_id, subject, gate, gate_config));"
	"CREATE TABLE outcomes("
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" problem_id TEXT NOT NULL,"
	" outcome TEXT NOT NULL,"
	" PRIMARY KEY (run, problem_id));"
	"CREATE TABLE step_digests("
	" run INTEGER NOT NULL REFERENCES runs(id),"
	" seq INTEGER NOT NULL,"
	" step TEXT NOT NULL,"
	" digest TEXT NOT NULL,"
	" state INTEGER NOT NULL REFERENCES blobs(id),"
	" PRIMARY KEY (run, seq));";

static unsigned be32(const unsigned char *p)
{
	return (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3];
}

/* Look at the file's bytes before SQLite does, for precise messages. Returns
 * 1 if the file is missing or empty (a new store), 0 if it looks like a whole
 * SQLite file, -1 with err otherwise. */
static int check_header(const char *path, enum store_mode mode, struct kerr *err)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		if (errno == ENOENT && mode == STORE_CREATE)
			return 1;
		return kerr_set(err, "%s: cannot open: %s", path, strerror(errno));
	}
	if (!S_ISREG(st.st_mode))
		return kerr_set(err, "%s: not a regular file", path);
	if (st.st_size == 0) {
		if (mode == STORE_CREATE)
			return 1;
		return kerr_set(err, "%s: empty file, not a kopt run file", path);
	}
	FILE *f = fopen(path, "rb");
	if (!f)
		return kerr_set(err, "%s: cannot open: %s", path, strerror(errno));
	unsigned char h[100];
	size_t n = fread(h, 1, sizeof h, f);
	fclose(f);
	/* The shipped recordings are xz-compressed (datasets/recordings). */
	if (n >= 6 && !memcmp(h, "\xfd" "7zXZ\0", 6))
		return kerr_set(err, "%s: compressed with xz: decompress it first, "
				"xz -dk %s, and give kopt the file without .xz", path, path);
	if (n < sizeof h || memcmp(h, "SQLite format 3", 16) != 0)
		return kerr_set(err, "%s: not a SQLite database, so not a kopt run "
				"file (%lld bytes)", path, (long long)st.st_size);
	unsigned page = (unsigned)h[16] << 8 | h[17];
	if (page == 1)
		page = 65536;
	unsigned pages = be32(h + 28);
	/* The in-header page count is valid only when version-valid-for (92)
	 * equals the change counter (24), as in the SQLite file format.  With a
	 * write-ahead log beside the file, a checkpoint cut short (a full disk)
	 * can leave the header ahead of the file: SQLite recovers that from the
	 * log, so it is not truncation. */
	char wal[4200];
	struct stat ws;
	snprintf(wal, sizeof wal, "%s-wal", path);
	int has_wal = stat(wal, &ws) == 0 && ws.st_size > 0;
	if (!has_wal && be32(h + 92) == be32(h + 24) && pages > 0 &&
	    (long long)st.st_size < (long long)page * pages)
		return kerr_set(err, "%s: truncated: the header says %lld bytes "
				"(%u pages of %u) but the file has %lld",
				path, (long long)page * pages, pages, page,
				(long long)st.st_size);
	return 0;
}

static int pragma_int(struct store *s, const char *sql, int *out, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, sql, -1, &st, NULL));
	SQL_CHECK(s, sqlite3_step(st));
	*out = sqlite3_column_int(st, 0);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_exec(struct store *s, const char *sql, struct kerr *err)
{
	char *msg = NULL;
	if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		kerr_set(err, "%s: %s", s->path, msg ? msg : sqlite3_errmsg(s->db));
		sqlite3_free(msg);
		return -1;
	}
	return 0;
}

static int init_schema(struct store *s, struct kerr *err)
{
	struct buf sql;
	buf_init(&sql);
	buf_printf(&sql, "BEGIN IMMEDIATE;%sPRAGMA application_id=%d;"
		   "PRAGMA user_version=%d;COMMIT;", SCHEMA,
		   STORE_APPLICATION_ID, STORE_SCHEMA_VERSION);
	int rc = store_exec(s, sql.data, err);
	buf_release(&sql);
	if (rc)
		store_exec(s, "ROLLBACK", NULL);
	return rc;
}

/* 1 -> 2: the runs table gains the status paused.  SQLite cannot alter a
 * CHECK constraint, so the table is rebuilt (SQLite's documented procedure:
 * foreign keys off, new table, copy, drop, rename, check, commit). */
static int migrate_1_2(struct store *s, struct kerr *err)
{
	if (store_exec(s, "PRAGMA foreign_keys=OFF", err))
		return -1;
	int rc = store_exec(s, "BEGIN IMMEDIATE;" RUNS_TABLE("runs_v2")
			    "INSERT INTO runs_v2 SELECT id,name,created_utc,finished_utc,config,"
			    "provenance,status,report_digest,parent,synthetic FROM runs;"
			    "DROP TABLE runs;ALTER TABLE runs_v2 RENAME TO runs;"
			    "PRAGMA user_version=2;", err);
	int bad = 0;
	if (rc == 0 && pragma_int(s, "SELECT count(*) FROM pragma_foreign_key_check", &bad,
				  err) == 0 && bad)
		rc = kerr_set(err, "%s: %d foreign key violations after migrating to schema "
			      "2; left at schema 1", s->path, bad);
	if (rc == 0)
		rc = store_exec(s, "COMMIT", err);
	if (rc)
		store_exec(s, "ROLLBACK", NULL);
	store_exec(s, "PRAGMA foreign_keys=ON", NULL);
	return rc;
}

/* Forward migrations, one step per version, each in a transaction; a file
 * is migrated when it is opened for writing (a resume, an appended run). */
static int migrate(struct store *s, int from, struct kerr *err)
{
	if (from == 1 && migrate_1_2(s, err))
		return kerr_wrap(err, "migrating from schema 1");
	return 0;
}

int store_open(const char *path, enum store_mode mode, struct store **out,
	       struct kerr *err)
{
	*out = NULL;
	int is_mem = strcmp(path, ":memory:") == 0;
	int fresh = is_mem ? 1 : check_header(path, mode, err);
	if (fresh < 0)
		return -1;
	struct store *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	s->writable = mode != STORE_READ;
	int flags = mode == STORE_READ ? SQLITE_OPEN_READONLY
		  : mode == STORE_WRITE ? SQLITE_OPEN_READWRITE
		  : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
	if (sqlite3_open_v2(path, &s->db, flags, NULL) != SQLITE_OK) {
		kerr_set(err, "%s: cannot open: %s", path,
			 s->db ? sqlite3_errmsg(s->db) : "out of memory");
		goto fail;
	}
	sqlite3_extended_result_codes(s->db, 1);
	sqlite3_busy_timeout(s->db, STORE_BUSY_TIMEOUT_MS);
	if (s->writable && sqlite3_db_readonly(s->db, "main") == 1) {
		kerr_set(err, "%s: the file is read-only; a run cannot be written to it",
			 path);
		goto fail;
	}
	if (store_exec(s, "PRAGMA foreign_keys=ON", err))
		goto fail;
	int app = 0, ver = 0, tables = 0;
	if (pragma_int(s, "PRAGMA application_id", &app, err) ||
	    pragma_int(s, "PRAGMA user_version", &ver, err) ||
	    pragma_int(s, "SELECT count(*) FROM sqlite_schema", &tables, err)) {
		kerr_set(err, "%s: not a readable SQLite database (corrupt or not "
			 "SQLite): %s", path, sqlite3_errmsg(s->db));
		goto fail;
	}
	if (app == 0 && tables == 0) {
		if (!s->writable) {
			kerr_set(err, "%s: empty SQLite database, not a kopt run file", path);
			goto fail;
		}
		if (!is_mem && store_exec(s, "PRAGMA journal_mode=WAL", err))
			goto fail;
		if (init_schema(s, err))
			goto fail;
		fresh = 1;
	} else if (app != STORE_APPLICATION_ID) {
		kerr_set(err, "%s: a SQLite database of another program "
			 "(application_id 0x%08x, kopt's is 0x%08x)", path,
			 (unsigned)app, STORE_APPLICATION_ID);
		goto fail;
	} else if (ver > STORE_SCHEMA_VERSION) {
		kerr_set(err, "%s: written by a newer kopt (schema version %d; this "
			 "kopt reads up to %d)", path, ver, STORE_SCHEMA_VERSION);
		goto fail;
	} else if (ver < 1) {
		kerr_set(err, "%s: kopt file with an invalid schema version %d", path, ver);
		goto fail;
	}
	if (s->writable && !is_mem) {
		if (store_exec(s, "PRAGMA journal_mode=WAL", err) ||
		    store_exec(s, "PRAGMA synchronous=NORMAL", err))
			goto fail;
		/* A page cache of 8 MB, not SQLite's 2 MB: a live run of the
		 * suite against the instant test double (make bench's recorder
		 * row) read its own file back 58 pages an observation with 2 MB
		 * (1.03 million preads, 0.8 s of system time); with 8 MB, 65,000.
		 * A replay's throw-away sink sets its own 256 KB after this. */
		store_exec(s, "PRAGMA cache_size=-8192", NULL);
		if (!fresh && migrate(s, ver, err))
			goto fail;
	}
	/* Read-only, an older version is read as it is: every version so far
	 * only widened what a table accepts. */
	*out = s;
	return 0;
fail:
	store_close(s);
	return -1;
}

void store_map(struct store *s)
{
	/* Best effort: unmapped reads work the same. */
	if (!s->writable)
		store_exec(s, "PRAGMA mmap_size=1073741824", NULL);
}

void store_close(struct store *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->ncache; i++) {
		sqlite3_finalize(s->cache[i].st);
		free(s->cache[i].sql);
	}
	sqlite3_close_v2(s->db);
	free(s->checked);
	free(s->path);
	free(s);
}

int store_ship(struct store *s, struct kerr *err)
{
	if (strcmp(s->path, ":memory:") == 0)
		return 0;
	if (store_exec(s, "PRAGMA wal_checkpoint(TRUNCATE)", err) ||
	    store_exec(s, "PRAGMA journal_mode=DELETE", err)) {
		int code = sqlite3_errcode(s->db) & 0xff;
		if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
			/* A reader has the file open: leaving the log is not possible
			 * now, and not needed for a complete, consistent file. */
			kerr_set(err, "%s: another process has it open, so it stays in "
				 "write-ahead-log mode (-wal and -shm beside it); it is "
				 "complete, and the next kopt that writes it alone makes it "
				 "one file again", s->path);
			return 1;
		}
		return kerr_wrap(err, "shipping %s", s->path);
	}
	return 0;
}

sqlite3 *store_db(struct store *s)
{
	return s->db;
}

const char *store_path(struct store *s)
{
	return s->path;
}

int store_rows_done(struct store *s, int rc, const char *what, struct kerr *err)
{
	if (rc == SQLITE_DONE)
		return 0;
	return kerr_set(err, "%s: reading %s: %s", s->path, what,
			rc == SQLITE_ROW ? "more rows than expected" : sqlite3_errmsg(s->db));
}

void store_check_blobs(struct store *s)
{
	s->checking = 1;
}

size_t store_blobs_hashed(const struct store *s)
{
	return s->hashed;
}

/* With store_check_blobs on: blob `id` named `sha`, read as data[0..len),
 * hashed unless this connection already found it sound.  0 if it matches
 * its name (or checking is off); -1 with err naming the file, the blob, what
 * its content hashes to and its use (printf-style, formatted only then). */
#define CHECKED_IDS_MAX ((sqlite3_int64)1 << 26)	/* an 8 MB bitmap at most */
int store_blob_check(struct store *s, sqlite3_int64 id, const char *sha,
		      const void *data, size_t len, struct kerr *err, const char *use, ...)
{
	if (!s->checking)
		return 0;
	/* Rowids run from 1 up; one outside (an edited file) is hashed each
	 * time it is read rather than remembered. */
	int keep = id > 0 && id < CHECKED_IDS_MAX;
	size_t byte = keep ? (size_t)id / 8 : 0;
	unsigned char bit = (unsigned char)(1u << (keep ? id % 8 : 0));
	if (keep && byte < s->checked_bytes && (s->checked[byte] & bit))
		return 0;
	char got[SHA_HEX_LEN + 1];
	sha256_hex(data, len, got);
	s->hashed++;
	if (sha && !strcmp(got, sha)) {
		if (keep && byte >= s->checked_bytes) {
			size_t n = s->checked_bytes ? s->checked_bytes : 4096;
			while (n <= byte)
				n *= 2;
			s->checked = xrealloc(s->checked, n);
			memset(s->checked + s->checked_bytes, 0, n - s->checked_bytes);
			s->checked_bytes = n;
		}
		if (keep)
			s->checked[byte] |= bit;
		return 0;
	}
	char what[1024];
	va_list ap;
	va_start(ap, use);
	vsnprintf(what, sizeof what, use, ap);
	va_end(ap);
	return kerr_set(err, "%s: blob %s does not match its name: its content hashes "
			"to %s (used as %s); the file was changed after it was recorded "
			"(kopt verify %s lists every mismatch)", s->path, sha ? sha : "(none)",
			got, what, s->path);
}

/* Insert-or-ignore a blob inside the caller's transaction; returns its rowid. */
int store_blob_insert(struct store *s, const void *data, size_t len,
		    char sha[SHA_HEX_LEN + 1], sqlite3_int64 *id, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	sha256_hex(data, len, sha);
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT INTO blobs(sha256,size,data) VALUES(?1,?2,?3) "
		"ON CONFLICT(sha256) DO NOTHING", -1, &st, NULL));
	sqlite3_bind_text(st, 1, sha, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)len);
	sqlite3_bind_blob64(st, 3, len ? data : "", len, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	st = NULL;
	if (id && sqlite3_changes(s->db) == 1) {	/* inserted now */
		*id = sqlite3_last_insert_rowid(s->db);
	} else if (id) {	/* there already */
		SQL_CHECK(s, store_cache_prepare(s,
			"SELECT id FROM blobs WHERE sha256=?1", -1, &st, NULL));
		sqlite3_bind_text(st, 1, sha, -1, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_ROW) {
			kerr_set(err, "%s: blob %s vanished after insert", s->path, sha);
			goto fail;
		}
		*id = sqlite3_column_int64(st, 0);
		store_cache_release(s, st);
	}
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

/* A statement without parameters or rows (BEGIN, COMMIT, SAVEPOINT...),
 * prepared once: a run writes 10^5 transactions or savepoints. */
static int exec_cached(struct store *s, const char *sql, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, sql, -1, &st, NULL));
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

/* Each write is a transaction of its own, or, inside store_bulk_begin, a
 * savepoint of the one bulk transaction. */
int store_tx_begin(struct store *s, struct kerr *err)
{
	return exec_cached(s, s->bulk ? "SAVEPOINT w" : "BEGIN IMMEDIATE", err);
}

int store_tx_end(struct store *s, int rc, struct kerr *err)
{
	if (rc == 0)
		return exec_cached(s, s->bulk ? "RELEASE w" : "COMMIT", err);
	if (s->bulk) {
		exec_cached(s, "ROLLBACK TO w", NULL);
		exec_cached(s, "RELEASE w", NULL);
	} else {
		exec_cached(s, "ROLLBACK", NULL);
	}
	return rc;
}

int store_bulk_begin(struct store *s, struct kerr *err)
{
	if (store_exec(s, "BEGIN IMMEDIATE", err))
		return -1;
	s->bulk = 1;
	return 0;
}

int store_snapshot_begin(struct store *s, struct kerr *err)
{
	if (s->writable)
		return kerr_set(err, "%s: a snapshot is for a read-only connection", s->path);
	/* BEGIN defers: the read transaction starts at the first read. */
	int n;
	return store_exec(s, "BEGIN", err) ||
	       pragma_int(s, "SELECT count(*) FROM sqlite_schema", &n, err) ? -1 : 0;
}

int store_bulk_end(struct store *s, struct kerr *err)
{
	if (!s->bulk)
		return 0;
	s->bulk = 0;
	return store_exec(s, "COMMIT", err);
}

void store_keep_results_only(struct store *s)
{
	s->results_only = 1;
}

int store_results_only(const struct store *s)
{
	return s->results_only;
}

int store_put_blob(struct store *s, const void *data, size_t len,
		   char sha[SHA_HEX_LEN + 1], struct kerr *err)
{
	if (s->results_only) {
		sha256_hex(data, len, sha);
		return 0;
	}
	if (store_tx_begin(s, err))
		return -1;
	return store_tx_end(s, store_blob_insert(s, data, len, sha, NULL, err), err);
}

int store_get_blob(struct store *s, const char *sha, char **data, size_t *len,
		   struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*data = NULL;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT data,id FROM blobs WHERE sha256=?1", -1, &st, NULL));
	sqlite3_bind_text(st, 1, sha, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		kerr_set(err, "%s: no blob %s", s->path, sha);
		goto fail;
	}
	SQL_CHECK(s, rc);
	size_t n = (size_t)sqlite3_column_bytes(st, 0);
	*data = xmalloc(n + 1);
	if (n)
		memcpy(*data, sqlite3_column_blob(st, 0), n);
	(*data)[n] = '\0';
	if (len)
		*len = n;
	if (store_blob_check(s, sqlite3_column_int64(st, 1), sha, *data, n, err,
		       "blob %lld, read by its name", (long long)sqlite3_column_int64(st, 1))) {
		free(*data);
		*data = NULL;
		goto fail;
	}
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_get_blob_id(struct store *s, int64_t id, char **data, size_t *len, int *found,
		      struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*data = NULL;
	*found = 0;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT data,sha256 FROM blobs WHERE id=?1", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, id);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		store_cache_release(s, st);
		return 0;
	}
	SQL_CHECK(s, rc);
	size_t n = (size_t)sqlite3_column_bytes(st, 0);
	*data = xmalloc(n + 1);
	if (n)
		memcpy(*data, sqlite3_column_blob(st, 0), n);
	(*data)[n] = '\0';
	*len = n;
	if (store_blob_check(s, id, (const char *)sqlite3_column_text(st, 1), *data, n, err,
		       "blob %lld, read by its id", (long long)id)) {
		free(*data);
		*data = NULL;
		goto fail;
	}
	*found = 1;
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

static void utc_now(char out[32])
{
	time_t t = time(NULL);
	struct tm tm;
	gmtime_r(&t, &tm);
	strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

int store_run_mark_synthetic(struct store *s, int64_t run, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, "UPDATE runs SET synthetic=1 WHERE id=?1", -1, &st,
				   NULL));
	sqlite3_bind_int64(st, 1, run);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_run_insert(struct store *s, const char *name, const char *config,
		     const char *provenance, int64_t parent, int64_t *run,
		     struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	char now[32];
	utc_now(now);
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT INTO runs(name,created_utc,config,provenance,status,parent)"
		" VALUES(?1,?2,?3,?4,'started',?5)", -1, &st, NULL));
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, now, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, config, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, provenance, -1, SQLITE_STATIC);
	if (parent > 0)
		sqlite3_bind_int64(st, 5, parent);
	else
		sqlite3_bind_null(st, 5);
	SQL_CHECK(s, sqlite3_step(st));
	*run = sqlite3_last_insert_rowid(s->db);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

char *store_col_dup(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);
	return t ? xstrdup((const char *)t) : NULL;
}

/* The rows of st (prepared from the cache and bound) as a malloc'd array of
 * elem-byte items, each filled by fill; st is released.  On a failed step the
 * items filled so far go to drop.  0, or -1 with err. */
int store_collect_rows(struct store *s, sqlite3_stmt *st, size_t elem,
			void (*fill)(sqlite3_stmt *, void *), void (*drop)(void *, size_t),
			void **out, size_t *n, struct kerr *err)
{
	char *v = NULL;
	size_t cap = 0, cnt = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (cnt == cap) {
			cap = cap ? cap * 2 : 64;
			v = xrealloc(v, cap * elem);
		}
		fill(st, v + cnt++ * elem);
	}
	if (rc != SQLITE_DONE)
		kerr_set(err, "%s: reading rows: %s", s->path, sqlite3_errmsg(s->db));
	store_cache_release(s, st);
	if (rc != SQLITE_DONE) {
		drop(v, cnt);
		*out = NULL;
		*n = 0;
		return -1;
	}
	*out = v;
	*n = cnt;
	return 0;
}

void run_info_release(struct run_info *r)
{
	if (!r)
		return;
	free(r->name);
	free(r->config);
	free(r->provenance);
	free(r->report_digest);
	memset(r, 0, sizeof *r);
}

int store_run_get(struct store *s, int64_t run, struct run_info *out,
		  struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	memset(out, 0, sizeof *out);
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT id,name,config,provenance,status,report_digest,"
		"coalesce(parent,0),synthetic FROM runs WHERE id=?1", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		kerr_set(err, "%s: no run %lld in this file", s->path, (long long)run);
		goto fail;
	}
	SQL_CHECK(s, rc);
	out->id = sqlite3_column_int64(st, 0);
	out->name = store_col_dup(st, 1);
	out->config = store_col_dup(st, 2);
	out->provenance = store_col_dup(st, 3);
	snprintf(out->status, sizeof out->status, "%s",
		 (const char *)sqlite3_column_text(st, 4));
	out->report_digest = store_col_dup(st, 5);
	out->parent = sqlite3_column_int64(st, 6);
	out->synthetic = sqlite3_column_int(st, 7);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_run_latest(struct store *s, int64_t *run, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT max(id) FROM runs", -1, &st,
					NULL));
	SQL_CHECK(s, sqlite3_step(st));
	if (sqlite3_column_type(st, 0) == SQLITE_NULL) {
		kerr_set(err, "%s: the file holds no run", s->path);
		goto fail;
	}
	*run = sqlite3_column_int64(st, 0);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_run_set_provenance(struct store *s, int64_t run, const char *provenance,
			      struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, "UPDATE runs SET provenance=?2 WHERE id=?1", -1,
					 &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, provenance, -1, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	if (sqlite3_changes(s->db) != 1) {
		kerr_set(err, "%s: no run %lld in this file", s->path, (long long)run);
		goto fail;
	}
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_run_finish(struct store *s, int64_t run, const char *status,
		     const char *report_digest, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	char now[32];
	utc_now(now);
	SQL_CHECK(s, store_cache_prepare(s,
		"UPDATE runs SET status=?2, report_digest=?3, finished_utc=?4 "
		"WHERE id=?1", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, status, -1, SQLITE_STATIC);
	if (report_digest)
		sqlite3_bind_text(st, 3, report_digest, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 3);
	sqlite3_bind_text(st, 4, now, -1, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_problem_add(struct store *s, int64_t run, int seq, const char *problem_id,
		      const char *manifest_json, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	char sha[SHA_HEX_LEN + 1];
	sqlite3_int64 blob;
	/* Written whatever store_keep_results_only says: the report reads the
	 * problems (a replay adds each to its scratch sink as it searches it). */
	if (store_tx_begin(s, err))
		return -1;
	if (store_blob_insert(s, manifest_json, strlen(manifest_json), sha, &blob, err))
		goto fail;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT INTO problems(run,seq,problem_id,manifest) VALUES(?1,?2,?3,?4)",
		-1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int(st, 2, seq);
	sqlite3_bind_text(st, 3, problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 4, blob);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return store_tx_end(s, 0, err);
fail:
	store_cache_release(s, st);
	return store_tx_end(s, -1, err);
}

/* store_problem_each over the problems with seq in [lo, hi]; how many were
 * read in *n. */
static int problems_between(struct store *s, int64_t run, int64_t lo, int64_t hi,
			    int (*fn)(void *arg, int seq, const char *problem_id,
				      const char *manifest_json, struct kerr *err),
			    void *arg, size_t *n, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	int rc;
	*n = 0;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT p.seq, p.problem_id, b.data, b.id, b.sha256 FROM problems p "
		"JOIN blobs b ON b.id = p.manifest WHERE p.run=?1 AND p.seq BETWEEN ?2 AND ?3 "
		"ORDER BY p.seq", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, lo);
	sqlite3_bind_int64(st, 3, hi);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		++*n;
		const void *m = sqlite3_column_blob(st, 2);
		size_t mlen = (size_t)sqlite3_column_bytes(st, 2);
		if (store_blob_check(s, sqlite3_column_int64(st, 3),
			       (const char *)sqlite3_column_text(st, 4), m ? m : "", mlen,
			       err, "the manifest of problem %d (%s) of run %lld",
			       sqlite3_column_int(st, 0), (const char *)sqlite3_column_text(st, 1),
			       (long long)run))
			goto fail;
		if (fn(arg, sqlite3_column_int(st, 0),
		       (const char *)sqlite3_column_text(st, 1),
		       (const char *)sqlite3_column_text(st, 2), err))
			goto fail;
	}
	SQL_CHECK(s, rc);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_problem_each(struct store *s, int64_t run,
		       int (*fn)(void *arg, int seq, const char *problem_id,
				 const char *manifest_json, struct kerr *err),
		       void *arg, struct kerr *err)
{
	size_t n;
	return problems_between(s, run, INT64_MIN, INT64_MAX, fn, arg, &n, err);
}

int store_problem_get(struct store *s, int64_t run, int seq,
		      int (*fn)(void *arg, int seq, const char *problem_id,
				const char *manifest_json, struct kerr *err),
		      void *arg, struct kerr *err)
{
	size_t n;
	if (problems_between(s, run, seq, seq, fn, arg, &n, err))
		return -1;
	return n ? 0 : kerr_set(err, "%s: run %lld has no problem %d", s->path, (long long)run,
				seq);
}

int store_candidate_add(struct store *s, int64_t run, const char *problem_id,
			const char *id, const char *parent, const char *subkernel,
			int iteration, int slot, const char *chain,
			const char *plan_json, const char *content_sha,
			struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	char sha[SHA_HEX_LEN + 1];
	sqlite3_int64 plan_id = 0;
	if (s->results_only)
		return 0;
	if (store_tx_begin(s, err))
		return -1;
	if (plan_json && store_blob_insert(s, plan_json, strlen(plan_json), sha, &plan_id, err))
		goto fail;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT OR IGNORE INTO candidates(run,problem_id,id,parent,subkernel,"
		"iteration,slot,chain,plan,content) VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,"
		"(SELECT id FROM blobs WHERE sha256=?10))", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, id, -1, SQLITE_STATIC);
	if (parent && *parent)
		sqlite3_bind_text(st, 4, parent, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 4);
	sqlite3_bind_text(st, 5, subkernel, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 6, iteration);
	sqlite3_bind_int(st, 7, slot);
	sqlite3_bind_text(st, 8, chain, -1, SQLITE_STATIC);
	if (plan_json)
		sqlite3_bind_int64(st, 9, plan_id);
	else
		sqlite3_bind_null(st, 9);
	sqlite3_bind_text(st, 10, content_sha, -1, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return store_tx_end(s, 0, err);
fail:
	store_cache_release(s, st);
	return store_tx_end(s, -1, err);
}

int store_gate_result_add(struct store *s, int64_t run, const char *problem_id,
			  const char *subject, const char *gate,
			  const char *gate_config_sha, int passed,
			  const char *detail_json, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	if (s->results_only)
		return 0;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT OR IGNORE INTO gate_results(run,problem_id,subject,gate,"
		"gate_config,passed,detail) VALUES(?1,?2,?3,?4,?5,?6,?7)", -1, &st,
		NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, subject, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, gate, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, gate_config_sha, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 6, passed);
	sqlite3_bind_text(st, 7, detail_json, -1, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_outcome_put(struct store *s, int64_t run, const char *problem_id,
		      const char *outcome_json, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT OR IGNORE INTO outcomes(run,problem_id,outcome) VALUES(?1,?2,?3)",
		-1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, outcome_json, -1, SQLITE_STATIC);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_outcome_get(struct store *s, int64_t run, const char *problem_id,
		      char **json, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*json = NULL;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT outcome FROM outcomes WHERE run=?1 AND problem_id=?2", -1, &st,
		NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem_id, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	SQL_CHECK(s, rc);
	if (rc == SQLITE_ROW)
		*json = store_col_dup(st, 0);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_step_add(struct store *s, int64_t run, int64_t seq, const char *step,
		   const char *digest, const char *state_json, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	char sha[SHA_HEX_LEN + 1];
	sqlite3_int64 blob;
	if (s->results_only)
		return 0;
	if (store_tx_begin(s, err))
		return -1;
	if (store_blob_insert(s, state_json, strlen(state_json), sha, &blob, err))
		goto fail;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT OR IGNORE INTO step_digests(run,seq,step,digest,state) "
		"VALUES(?1,?2,?3,?4,?5)", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, seq);
	sqlite3_bind_text(st, 3, step, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, digest, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, blob);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return store_tx_end(s, 0, err);
fail:
	store_cache_release(s, st);
	return store_tx_end(s, -1, err);
}

static void step_fill(sqlite3_stmt *st, void *item)
{
	struct step_row *r = item;
	r->seq = sqlite3_column_int64(st, 0);
	r->step = store_col_dup(st, 1);
	snprintf(r->digest, sizeof r->digest, "%s", sqlite3_column_text(st, 2));
	snprintf(r->state_sha, sizeof r->state_sha, "%s", sqlite3_column_text(st, 3));
}

static void step_drop(void *v, size_t n)
{
	store_step_release(v, n);
}

int store_step_load(struct store *s, int64_t run, struct step_row **rows,
		    size_t *n, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*rows = NULL;
	*n = 0;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT d.seq,d.step,d.digest,b.sha256 FROM step_digests d "
		"JOIN blobs b ON b.id=d.state WHERE d.run=?1 ORDER BY d.seq", -1, &st,
		NULL));
	sqlite3_bind_int64(st, 1, run);
	return store_collect_rows(s, st, sizeof **rows, step_fill, step_drop, (void **)rows, n, err);
fail:
	return -1;
}

void store_step_release(struct step_row *rows, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(rows[i].step);
	free(rows);
}

int store_step_count(struct store *s, int64_t run, int64_t *n, int *dense,
		     struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT count(*),coalesce(min(seq),1),"
				   "coalesce(max(seq),0) FROM step_digests WHERE run=?1", -1,
				   &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	SQL_CHECK(s, sqlite3_step(st));
	*n = sqlite3_column_int64(st, 0);
	*dense = sqlite3_column_int64(st, 1) == 1 && sqlite3_column_int64(st, 2) == *n;
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_step_get(struct store *s, int64_t run, int64_t seq, struct step_row *out,
		   struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT d.seq,d.step,d.digest,b.sha256 FROM step_digests d "
		"JOIN blobs b ON b.id=d.state WHERE d.run=?1 AND d.seq=?2", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, seq);
	int rc = sqlite3_step(st);
	if (rc != SQLITE_ROW) {
		SQL_CHECK(s, rc);
		store_cache_release(s, st);
		return 1;
	}
	step_fill(st, out);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

void store_remove_files(const char *path)
{
	static const char *const sides[] = { "", "-wal", "-shm", "-journal" };
	char name[4200];
	for (size_t i = 0; i < sizeof sides / sizeof *sides; i++) {
		snprintf(name, sizeof name, "%s%s", path, sides[i]);
		unlink(name);
	}
}
