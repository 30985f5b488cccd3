/* replay_source: a recorded run as the answering side of the seam.
 *
 * Holds the observations of the problem being replayed indexed by (key,
 * occurrence), reads the step digests as they are checked, marks what
 * replay consumed, and writes the reports a user reads when replay goes
 * wrong: a miss (never recorded, or already consumed) with
 * the nearest recorded request and a field-level diff, a divergent step with
 * a diff of the beam states, and the observations left unconsumed.  It reads
 * its store and never writes to it. */
#ifndef KOPT_REPLAY_SOURCE_H
#define KOPT_REPLAY_SOURCE_H

#include <cjson/cJSON.h>

#include "recorder/obs.h"
#include "recorder/store.h"
#include "common/buf.h"

struct replay_source;

int replay_create(struct store *s, int64_t run, struct replay_source **out,
	      struct kerr *err);
void replay_destroy(struct replay_source *r);
/* r as the seam asks a recording (struct obs_setup.source), valid while r
 * lives. */
const struct obs_recording *replay_recording(struct replay_source *r);

/* The search begins problem_id: from now on the observations recorded for
 * it (and those of no problem) answer; the previous problem's index is
 * dropped, what it left unconsumed kept for replay_unused.  0, or -1 with
 * err when the recording cannot be read. */
int replay_begin_problem(struct replay_source *r, const char *problem_id, struct kerr *err);
/* How often key was asked in the run before the problem now replayed, as
 * recorded: where this problem's count of it starts. */
int64_t replay_occurrences_before(struct replay_source *r, const char *key);
/* Index of the k-th recorded occurrence of key, or -1 with *why set. */
long replay_find(struct replay_source *r, const char *key, int64_t k,
	       enum obs_miss *why);
/* Index of the n-th recorded ask (from 1, in recording order) of kind made
 * at step from site, if it is not consumed yet; else -1; -2 with err if the
 * recording could not be read to index the slots.  Serves an ask whose
 * request changed but whose place in the search did not (kopt replay
 * --measure live: an llm request carries live measurements in its context). */
long replay_find_slot(struct replay_source *r, const char *kind, const char *step,
		    const char *site, int64_t n, struct kerr *err);
const struct obs_row *replay_row(const struct replay_source *r, long i);
void replay_consume(struct replay_source *r, long i);
/* The recorded answer of observation i: reply text (malloc'd) and the
 * status, cost, tokens and latency fields of *f; *body the reply parsed
 * (canon_parse of its text up to the first NUL, the caller's to free) where
 * it was read ahead and parsed, else NULL. */
int replay_answer(struct replay_source *r, long i, char **reply, size_t *len,
		struct obs_row *f, cJSON **body, struct kerr *err);
/* Read each problem's replies ahead on a second thread from now on
 * (read_ahead.h): only where nothing else of the process runs beside the
 * replay (no live backend, whose workers are forked). */
void replay_read_ahead(struct replay_source *r);
struct store *replay_store(struct replay_source *r);

/* Append a miss report for request (of kind, from site, at step) to out. */
void replay_miss_report(struct replay_source *r, const char *kind, const char *site,
		      const char *step, const cJSON *request, enum obs_miss why,
		      int64_t k, struct buf *out);

/* Compare the replayed digest of step number seq with the recorded one.
 * 0 if equal or if the recording has no step seq; 1 if they differ, with a
 * report (labels, digests, diff of the states) appended to out. */
int replay_check_step(struct replay_source *r, int64_t seq, const char *label,
		    const char *digest, const cJSON *state, struct buf *out);
/* Number of recorded steps. */
size_t replay_step_count(const struct replay_source *r);

/* Observations of kinds flagged in kinds_mask (bit per enum obs_kind order:
 * llm, compile, check, time, profile) never consumed; up to max_lines listed. */
size_t replay_unused(const struct replay_source *r, unsigned kinds_mask,
		   struct buf *out, size_t max_lines);

#endif
