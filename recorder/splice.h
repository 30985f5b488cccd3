/* splice: moves whole problems' records from one kopt file's run into a run
 * of another, in problem order, as if they had been recorded there.
 *
 * `kopt merge` joins shards with it, `kopt run --gpus` commits each problem a
 * GPU worker searched into the run file in problem order, and `kopt replay
 * --shard` cuts a shard's share out of a recording.  A problem's records are
 * its problems row (its list position kept; a run that lists the problem at
 * that position already keeps its row), its observations, step digests,
 * candidates, gate results and outcome; blobs travel whole (they are
 * content-addressed, so each is kept once).  An observation or a step digest
 * belongs to the problem its step label names ("ID" or "ID/...": the search
 * names its steps so, and problem ids hold no '/').
 *
 * Problems are staged from files attached one at a time (a merge of many
 * shards stays under SQLite's limit on attached files), then committed in
 * one transaction ordered by list position and, within a problem, by the
 * order of recording.  On commit, observation and step sequence numbers
 * continue the run's and each request's occurrence k is counted again over
 * the run, so the run is the one a single process would have recorded
 * (replay asks for the k-th occurrence in order; step digests are compared
 * by sequence number).  It decides nothing about which problems may go
 * together: callers check that. */
#ifndef KOPT_SPLICE_H
#define KOPT_SPLICE_H

#include <stddef.h>
#include <stdint.h>

#include "recorder/store.h"

struct splice;

/* Staging area on dst's connection (temporary tables).  *out NULL on
 * failure. */
int splice_create(struct store *dst, struct splice **out, struct kerr *err);
/* NULL does nothing. */
void splice_destroy(struct splice *sp);

/* Stage the problems of run src_run of the kopt file at path whose list
 * positions (problems.seq) are in positions[0..npos), or all of them when
 * positions is NULL; their blobs go into dst at once (every blob of the
 * file).  Refuses a run whose observations or step digests are not each
 * the problem's of exactly one problem, and a problem or position staged
 * twice.  0, or -1 with err naming the file. */
int splice_stage(struct splice *sp, const char *path, int64_t src_run,
		 const int *positions, size_t npos, struct kerr *err);

/* What a commit appended. */
struct splice_totals {
	long long problems, observations, steps;
	long long llm;		/* llm observations */
	long long tokens;	/* tokens in + out (unknown counted as 0) */
};

/* Append everything staged to run dst_run of dst in one transaction and
 * empty the stage; totals may be NULL.  0, or -1 with err (nothing
 * appended). */
int splice_commit(struct splice *sp, int64_t dst_run, struct splice_totals *totals,
		  struct kerr *err);

/* 1 if run holds an outcome or an observation of problem_id, 0 if nothing,
 * -1 with err. */
int splice_problem_started(struct store *s, int64_t run, const char *problem_id,
			   struct kerr *err);

#endif
