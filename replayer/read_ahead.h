/* read_ahead: the recorded replies a replay is about to be asked for, read
 * from the file, checked against their names and parsed on a second thread
 * with a connection of its own, in recording order, a bounded number ahead
 * of the search.  A replay asks for the observations of a problem in the
 * order they were recorded, so the search then finds each reply ready; one
 * it asks for out of that order is read where it is asked, as before.  It
 * decides nothing and never writes the file. */
#ifndef KOPT_READ_AHEAD_H
#define KOPT_READ_AHEAD_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

#include "recorder/store.h"

struct read_ahead;

/* Replies held ahead at most: a few KB each, so memory stays flat (about a
 * MB), and enough to take up the runs of asks the search answers at once (a
 * problem's baseline, an iteration's planners), which a ring of 64 left the
 * search to read itself one in ten times. */
#define READ_AHEAD_RING 256

/* Read ahead in run `run` of the file at path (a second read-only
 * connection, checking every blob it reads), on a thread of its own.  NULL
 * where the file cannot be opened again or no thread started: the replay
 * then reads every reply itself. */
struct read_ahead *read_ahead_create(const char *path, int64_t run);
void read_ahead_destroy(struct read_ahead *a);

/* From now on read the observations seqs[0..n) (ascending), dropping what
 * was read ahead of the previous list, but for the replies it holds of this
 * list's start (the previous list may end with the next problem's first
 * observations, read while the search was still on the one before). */
void read_ahead_list(struct read_ahead *a, const int64_t *seqs, size_t n);

/* fn(store, arg) on the thread, with its connection, before it reads on:
 * work the search would do later on its own thread (the next problem's
 * index).  One job at a time; read_ahead_job_wait returns once it is done.
 * fn must only read the file and write what arg points to. */
void read_ahead_job(struct read_ahead *a, void (*fn)(struct store *s, void *arg), void *arg);
void read_ahead_job_wait(struct read_ahead *a);

/* Observation seq as store_obs_answer reads it: 1 and its result (rc, and
 * on failure the message in err; on success the reply, *len, the fields of
 * *f and *body, the reply parsed by canon_parse from its text up to the
 * first NUL, or NULL where that failed) when it was read ahead; 0 when it
 * was not, and nothing is set.  Replies before seq are dropped. */
int read_ahead_take(struct read_ahead *a, int64_t seq, int *rc, char **reply, size_t *len,
		    struct obs_row *f, cJSON **body, struct kerr *err);

#endif
