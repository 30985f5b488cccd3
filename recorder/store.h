/* store: the SQLite file that holds runs, observations and their decisions.
 *
 * Schema version 2 (STORE_SCHEMA_VERSION, DESIGN.md section 2; a schema-1
 * file is read as it is and migrated when opened for writing).  One file can
 * hold many runs.  Every connection runs with foreign_keys=ON and a busy
 * timeout; a writer uses WAL
 * and BEGIN IMMEDIATE, one transaction per recorded fact, so a kill -9 at any
 * moment leaves a file whose committed prefix is intact.  store_ship()
 * checkpoints a file into rollback-journal mode so it travels as one file.
 * This module knows tables and rows; it makes no search decision. */
#ifndef KOPT_STORE_H
#define KOPT_STORE_H

#include <sqlite3.h>
#include <stdint.h>

#include "common/kerr.h"
#include "common/sha.h"

#define STORE_APPLICATION_ID 0x6b6f7074 /* "kopt" */
#define STORE_SCHEMA_VERSION 2
#define STORE_BUSY_TIMEOUT_MS 5000

enum store_mode {
	STORE_READ,	/* read only; the file must exist and be a kopt file */
	STORE_WRITE,	/* read-write; the file must exist */
	STORE_CREATE,	/* read-write; a missing file is created with the schema */
};

struct store;

/* Open path.  A file that is not SQLite, is shorter than its header says, is
 * another program's SQLite file, or has a newer schema is refused with an
 * error naming the file and the problem.  ":memory:" opens a scratch store.
 * *out is NULL on failure. */
int store_open(const char *path, enum store_mode mode, struct store **out,
	       struct kerr *err);
/* Close; NULL does nothing. */
void store_close(struct store *s);
/* Delete the file at path and SQLite's side files (-wal, -shm, -journal), for
 * scratch and part files; what is missing is skipped. */
void store_remove_files(const char *path);
/* Checkpoint the WAL into the file and switch it to rollback-journal mode.
 * 0 done; 1 not possible now because another process has the file open (a
 * reader): the file stays in WAL mode, complete and consistent, and err says
 * so for a note; -1 an error. */
int store_ship(struct store *s, struct kerr *err);
/* The underlying connection, for read queries (reports, tests). */
sqlite3 *store_db(struct store *s);
const char *store_path(struct store *s);
/* The end of a read loop, `while ((rc = sqlite3_step(st)) == SQLITE_ROW)` on a
 * statement of store_db(s): 0 when rc is SQLITE_DONE (every row was read),
 * else -1 with err "FILE: reading WHAT: SQLite's message" (a busy file, an
 * I/O error, a corrupt page), so that a failed step is an error rather than
 * a shorter table.  Call it before the statement is finalized or reset. */
int store_rows_done(struct store *s, int rc, const char *what, struct kerr *err);

/* Blobs: content-addressed by SHA-256, inserted once. */
int store_put_blob(struct store *s, const void *data, size_t len,
		   char sha[SHA_HEX_LEN + 1], struct kerr *err);
/* Blob by hash; *data is malloc'd and NUL-terminated. -1 if absent. */
int store_get_blob(struct store *s, const char *sha, char **data, size_t *len,
		   struct kerr *err);
/* Blob by its row id (a reference from another table), with one prepared
 * statement however often it is called; *found 0 and *data NULL if there
 * is none.  0, or -1 with err. */
int store_get_blob_id(struct store *s, int64_t id, char **data, size_t *len, int *found,
		      struct kerr *err);
/* From now on check every blob this connection reads back (store_get_blob,
 * store_obs_answer, store_problem_each) against its name before handing it
 * out: its content must hash to its SHA-256.  A blob is hashed once per
 * connection (a set of the blob ids found sound), not once per use.  A
 * mismatch is an error naming the file, the blob, what its content hashes
 * to and where it was used (observation seq, kind and step; problem).
 * Replay and resume turn it on for the recording they read. */
void store_check_blobs(struct store *s);
/* How many blobs that check has hashed on this connection so far. */
size_t store_blobs_hashed(const struct store *s);

/* Read a file opened read-only through a mapping rather than page by page:
 * the reports fetch blobs all over it, and each page read was a system call
 * and a copy (a tenth of the tables of a 200 MB file).  kopt never shrinks a
 * run file, which is what would make a mapping unsafe; the WAL is read as
 * before.  Not for a replay: the pages it touches count in its resident
 * memory, which then grew with the file (to 390 MB at 250 problems). */
void store_map(struct store *s);

/* Runs. status is one of started, complete, failed, paused (stopped at a safe
 * point by a budget or a signal, to be resumed), or interrupted (the same,
 * as schema 1 named it). */
struct run_info {
	int64_t id;
	char *name;
	char *config;		/* resolved configuration, canonical JSON */
	char *provenance;	/* harness version, backends, device, toolchain */
	char status[16];
	char *report_digest;	/* NULL until complete */
	int64_t parent;		/* run this one replays or resumes, 0 if none */
	int synthetic;
};
void run_info_release(struct run_info *r);

int store_run_insert(struct store *s, const char *name, const char *config,
		     const char *provenance, int64_t parent, int64_t *run,
		     struct kerr *err);
/* Label a run synthetic (made by a generator, not measured): reports say so. */
int store_run_mark_synthetic(struct store *s, int64_t run, struct kerr *err);
int store_run_get(struct store *s, int64_t run, struct run_info *out,
		  struct kerr *err);
/* The newest run in the file; -1 with err if the file holds none. */
int store_run_latest(struct store *s, int64_t *run, struct kerr *err);
/* Replace run's provenance text (kopt run adds its live seconds to it,
 * harness/run/runner.h); -1 with err if there is no such run. */
int store_run_set_provenance(struct store *s, int64_t run, const char *provenance,
			      struct kerr *err);
int store_run_finish(struct store *s, int64_t run, const char *status,
		     const char *report_digest, struct kerr *err);

/* Problems of a run, in run order; the manifest is stored as a blob.
 * store_problem_get calls fn for problem seq alone (an error if none). */
int store_problem_add(struct store *s, int64_t run, int seq, const char *problem_id,
		      const char *manifest_json, struct kerr *err);
/* The problem ids of run into ids (the value of each: its seq). */
struct strmap;
int store_problem_ids(struct store *s, int64_t run, struct strmap *ids, struct kerr *err);
/* Calls fn for each problem of run in order; stops at the first non-zero. */
int store_problem_each(struct store *s, int64_t run,
		       int (*fn)(void *arg, int seq, const char *problem_id,
				 const char *manifest_json, struct kerr *err),
		       void *arg, struct kerr *err);
int store_problem_get(struct store *s, int64_t run, int seq,
		      int (*fn)(void *arg, int seq, const char *problem_id,
				const char *manifest_json, struct kerr *err),
		      void *arg, struct kerr *err);

/* Observations. */
struct obs_row {
	int64_t seq;		/* order of recording within the run */
	char kind[16];
	char key[SHA_HEX_LEN + 1];
	int64_t k;		/* occurrence of this key within the run, from 1 */
	char *step;		/* search step that asked */
	char *site;		/* call site within the step */
	char req_sha[SHA_HEX_LEN + 1];
	char reply_sha[SHA_HEX_LEN + 1];
	char status[16];	/* ok, error, miss */
	double cost;		/* money, for llm */
	int64_t tokens_in, tokens_out;
	double latency_ms;	/* recorded only; no decision reads it */
};
void obs_row_clear(struct obs_row *r);

/* Append one observation with its request and reply text in one transaction;
 * row->seq is assigned (max + 1) and row->req_sha/reply_sha filled in. */
int store_obs_append(struct store *s, int64_t run, struct obs_row *row,
		     const char *request, const char *reply, struct kerr *err);
/* All observations of run ordered by seq; the caller frees with
 * store_obs_release.  Request and reply texts stay in blobs. */
int store_obs_load(struct store *s, int64_t run, struct obs_row **rows, size_t *n,
		   struct kerr *err);
void store_obs_release(struct obs_row *rows, size_t n);

/* A compact index of a run's observations (replay at scale): the key as 32
 * bytes, the occurrence, the recording order and the kind. */

/* The kinds of observation: the one list of them, in this order everywhere
 * (enum obs_kind, bit k of a kinds mask, the schema's CHECK on
 * observations.kind).  FIRST names the first kind, NEXT each other one, so
 * that a use can put a separator between them (the schema's list). */
#define OBS_KIND_LIST(FIRST, NEXT)					\
	FIRST(OBS_LLM, "llm") NEXT(OBS_COMPILE, "compile") NEXT(OBS_CHECK, "check") \
	NEXT(OBS_TIME, "time") NEXT(OBS_PROFILE, "profile")
#define OBS_KIND_ENUM_(e, s) e,
enum obs_kind { OBS_KIND_LIST(OBS_KIND_ENUM_, OBS_KIND_ENUM_) OBS_NKINDS };
/* The name of kind k ("llm", ...), "?" for none. */
const char *obs_kind_name(enum obs_kind k);
/* The kind named name, or -1 for none. */
int obs_kind_parse(const char *name);
/* The bit of kind name in a kinds mask: its enum obs_kind, or
 * OBS_KIND_UNKNOWN_BIT (no kinds mask has it) for a NULL name or a kind kopt
 * does not know. */
#define OBS_KIND_UNKNOWN_BIT 31
int obs_kind_bit(const char *name);

struct obs_ix {
	unsigned char key[32];
	int64_t k, seq;
	int kind;		/* obs_kind_bit: enum obs_kind, OBS_KIND_UNKNOWN_BIT for a
				 * kind kopt does not know */
};
/* The highest occurrence k of key among the observations of run with seq
 * below before (0 if none): how often it was asked until then. */
int store_obs_count_before(struct store *s, int64_t run, const char *key, int64_t before,
			   int64_t *k, struct kerr *err);
/* Calls fn for each observation of run with lo <= seq <= hi, in seq order,
 * with its index entry and its step; stops at the first non-zero. */
int store_obs_scan(struct store *s, int64_t run, int64_t lo, int64_t hi,
		   int (*fn)(void *arg, const struct obs_ix *x, const char *step),
		   void *arg, struct kerr *err);
/* The call slots of a run's observations of one kind, in recording order:
 * seq, step and site of each (step and site malloc'd; store_obs_slots_release). */
struct obs_slot {
	int64_t seq;
	char *step, *site;
};
int store_obs_slots(struct store *s, int64_t run, const char *kind, struct obs_slot **out,
		    size_t *n, struct kerr *err);
void store_obs_slots_release(struct obs_slot *v, size_t n);
/* What a replay needs of observation seq: its reply text (malloc'd) and
 * recorded occurrence k, status, cost, tokens and latency, in one read. */
int store_obs_answer(struct store *s, int64_t run, int64_t seq, char **reply, size_t *len,
		     struct obs_row *fields, struct kerr *err);
/* The observation of run with order seq, whole; 0, or -1 with err. */
int store_obs_get(struct store *s, int64_t run, int64_t seq, struct obs_row *out,
		  struct kerr *err);

/* Decisions: written by the search, never overwritten (INSERT OR IGNORE). */
int store_candidate_add(struct store *s, int64_t run, const char *problem_id,
			const char *id, const char *parent, const char *subkernel,
			int iteration, int slot, const char *chain,
			const char *plan_json, const char *content_sha,
			struct kerr *err);
int store_gate_result_add(struct store *s, int64_t run, const char *problem_id,
			  const char *subject, const char *gate,
			  const char *gate_config_sha, int passed,
			  const char *detail_json, struct kerr *err);
int store_outcome_put(struct store *s, int64_t run, const char *problem_id,
		      const char *outcome_json, struct kerr *err);
/* Outcome JSON of a problem, malloc'd; *json NULL if none recorded. */
int store_outcome_get(struct store *s, int64_t run, const char *problem_id,
		      char **json, struct kerr *err);

/* Step digests: one per search step, with the state they hash. */
int store_step_add(struct store *s, int64_t run, int64_t seq, const char *step,
		   const char *digest, const char *state_json, struct kerr *err);
struct step_row {
	int64_t seq;
	char *step;
	char digest[SHA_HEX_LEN + 1];
	char state_sha[SHA_HEX_LEN + 1];
};
int store_step_load(struct store *s, int64_t run, struct step_row **rows,
		    size_t *n, struct kerr *err);
void store_step_release(struct step_row *rows, size_t n);
/* How many steps run recorded; *dense is 1 when their seqs are 1..n. */
int store_step_count(struct store *s, int64_t run, int64_t *n, int *dense,
		     struct kerr *err);
/* Step seq of run into *out (out->step malloc'd, for the caller to free);
 * 0, 1 when there is none, -1 with err. */
int store_step_get(struct store *s, int64_t run, int64_t seq, struct step_row *out,
		   struct kerr *err);

/* One transaction around many writes (each write becomes a savepoint):
 * for a scratch file that nobody else reads while it is written. */
int store_bulk_begin(struct store *s, struct kerr *err);
int store_bulk_end(struct store *s, struct kerr *err);

/* A scratch file that is only checked, then thrown away (a replay without
 * --out): from now on it keeps only what the run's report reads back
 * (runs, problems, outcomes, observations).  Candidates, gate results, step
 * digests and the blobs of store_put_blob are not written: store_put_blob
 * still names its content, and the writes return 0.  Nothing may read them
 * back from this file (obs_create turns it on only where no live backend
 * could ask for a blob). */
void store_keep_results_only(struct store *s);
/* Whether store_keep_results_only is in force: then a caller may skip
 * preparing what those writes would have stored (the text of a plan or a
 * gate's detail), since they store nothing. */
int store_results_only(const struct store *s);

/* A read-only connection reads from now on in one read transaction (one
 * snapshot of the file) until it is closed, instead of one per statement:
 * a replay's 10^5 reads then take SQLite's shared lock and check the file
 * for changes once.  A writer of the same file waits for the reader (in
 * rollback-journal mode) or cannot checkpoint past it (WAL) meanwhile. */
int store_snapshot_begin(struct store *s, struct kerr *err);

/* Run a statement that returns nothing (for schema and pragmas). */
int store_exec(struct store *s, const char *sql, struct kerr *err);

#endif
