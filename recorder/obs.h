/* obs: the observation seam, ask(kind, request) -> reply (DESIGN.md section 1).
 *
 * Everything the search learns from outside the process passes here.  A
 * request is canonicalized, secrets are redacted, and its key is
 * SHA-256("kopt-obs-key/1\n" kind "\n" canonical request); the k-th identical
 * ask in a run is told apart by its occurrence k.  Every request of the
 * search names its problem (the SHA-256 of its manifest, which holds its
 * id, unique in a run), so no two problems ask the same key and the seam
 * counts occurrences per problem (obs_begin_problem), in memory that does
 * not grow with the run.  The count of a key starts where the run left it:
 * at 0, the recording's count before this problem, or (recording live) the
 * sink's; so k is the run's even for a request two problems share.  Per
 * kind, the answer comes from a recording (replay, resume) or from a live
 * backend; what is answered is appended to the sink run, failures
 * included, so the sink is itself a complete recording.  After each search step the caller hands in the beam
 * state; its digest is recorded and, in replay, compared with the recorded
 * one before anything more is spent.  The seam never reads a clock for a
 * decision: latency is stored, not returned. */
#ifndef KOPT_OBS_H
#define KOPT_OBS_H

#include <cjson/cJSON.h>
#include <stdint.h>

#include "recorder/backend_abi.h"
#include "recorder/store.h"
#include "common/buf.h"


#define OBS_KEY_FORMAT "kopt-obs-key/1"

enum miss_policy { MISS_FAIL, MISS_SKIP, MISS_LIVE };
const char *miss_policy_name(enum miss_policy m);
/* Parse "fail", "skip" or "live"; -1 if none. */
int miss_policy_parse(const char *s, enum miss_policy *out);

/* Return codes beyond -1 (any other failure). */
#define OBS_EMISS (-2)		/* a replay miss under policy fail */
#define OBS_EDIVERGE (-3)	/* a step digest differs from the recording */
#define OBS_ESTOPPED (-4)	/* obs_set_stop's hook stopped a live ask */

/* Why a recording has no answer for an ask. */
enum obs_miss {
	OBS_HIT = 0,
	OBS_NEVER_RECORDED = 1,	/* no observation has this key */
	OBS_CONSUMED = 2,	/* fewer than k occurrences were recorded */
};

/* A recording as the seam asks it.  The seam calls a recording through
 * these and includes nothing of the replayer, which implements them
 * (replayer/replay_source.h: replay_recording()).  An index i is the
 * recording's own, from find or find_slot; each function is the one of
 * replay_source.h with the same name, which states its contract. */
struct obs_recording {
	void *self;
	struct store *(*store)(void *self);
	long (*find)(void *self, const char *key, int64_t k, enum obs_miss *why);
	long (*find_slot)(void *self, const char *kind, const char *step,
			  const char *site, int64_t n, struct kerr *err);
	int (*answer)(void *self, long i, char **reply, size_t *len,
		      struct obs_row *f, cJSON **body, struct kerr *err);
	void (*consume)(void *self, long i);
	void (*miss_report)(void *self, const char *kind, const char *site,
			    const char *step, const cJSON *request, enum obs_miss why,
			    int64_t k, struct buf *out);
	int (*check_step)(void *self, int64_t seq, const char *label,
			  const char *digest, const cJSON *state, struct buf *out);
	int (*begin_problem)(void *self, const char *problem_id, struct kerr *err);
	int64_t (*occurrences_before)(void *self, const char *key);
	void (*read_ahead)(void *self);	/* may be NULL */
};

struct obs_setup {
	struct store *sink;		/* where observations and digests go */
	int64_t sink_run;
	const struct obs_recording *source;	/* recording to answer from, or NULL */
	int recorded[OBS_NKINDS];	/* 1: answer this kind from source */
	enum miss_policy miss;
	const struct kopt_backend *live[OBS_NKINDS];	/* may be NULL */
	int resume;			/* source is the sink's own prefix */
	int no_step_compare;		/* counterfactual: record digests only */
	int no_replayed_rows;		/* answers served by the recording are not
					 * copied into the sink (a replay that is only
					 * checked, not kept) */
	int no_rows;			/* no observation is kept at all (kopt run
					 * --no-record, to measure the recorder) */
	int slot_match[OBS_NKINDS];	/* 1: an ask of this kind the recording
					 * lacks takes the recorded reply of its
					 * call slot (n-th ask of the step from the
					 * site) when that is unconsumed; counted in
					 * obs_stats.by_slot (--measure live) */
};

struct obs_reply {
	char status[16];	/* ok, error (external failure), miss (skipped) */
	cJSON *body;		/* owned; never NULL after a successful ask */
	int replayed;		/* 1 if it came from the recording */
};
void obs_reply_clear(struct obs_reply *r);

struct obs_stats {
	size_t asks, replayed, live, skipped, steps;
	size_t live_llm;	/* llm asks answered live */
	size_t by_slot;		/* answered by call slot, the request changed */
	size_t by_kind[OBS_NKINDS];
	size_t replayed_kind[OBS_NKINDS];	/* of by_kind, answered by the recording */
	double cost;
	long tokens_in, tokens_out;
};

struct obs;
int obs_create(const struct obs_setup *setup, struct obs **out, struct kerr *err);
void obs_destroy(struct obs *o);

/* The search begins problem_id: occurrences and call slots are counted
 * afresh, and the recording (if any) indexes that problem's observations.
 * 0, or -1 with err. */
int obs_begin_problem(struct obs *o, const char *problem_id, struct kerr *err);
/* Name of the search step now running, for records and reports. */
void obs_set_step(struct obs *o, const char *step);
const char *obs_step(const struct obs *o);
/* A secret (API key) to redact from requests and replies before hashing or
 * storing; copied. */
void obs_add_secret(struct obs *o, const char *secret);

/* stop, when set, is asked before every live ask: nonzero stops the run
 * there (that ask fails with OBS_ESTOPPED and nothing of it is recorded), so
 * a long problem need not be finished before a signal or a time budget takes
 * effect; a resume replays what was recorded and goes on from there. */
void obs_set_stop(struct obs *o, int (*stop)(void *ctx), void *ctx);

/* Ask one question.  request is borrowed.  0 with *out filled (an external
 * failure is status "error" in *out, not an error here); OBS_EMISS with the
 * miss report in err; OBS_ESTOPPED where obs_set_stop's hook stopped it; -1
 * on a store failure. */
int obs_ask(struct obs *o, enum obs_kind kind, const char *site,
	    const cJSON *request, struct obs_reply *out, struct kerr *err);
/* Ask several questions issued together (a beam's LLM calls); answers are
 * consumed and recorded in request order whatever order they arrive in. */
int obs_ask_batch(struct obs *o, size_t n, const enum obs_kind *kinds,
		  const char *const *sites, cJSON *const *requests,
		  struct obs_reply *out, struct kerr *err);

/* A hint, not an observation: request of kind will probably be asked
 * later, so a live backend that takes hints (struct kopt_backend.prefetch)
 * may start its work now (compile ahead).  Nothing is recorded or counted
 * and nothing is returned; it does nothing where the ask would not go live
 * (a replay, the recorded prefix of a resumed run) or the backend takes no
 * hints.  request is borrowed. */
void obs_prefetch(struct obs *o, enum obs_kind kind, const cJSON *request);
/* Ask n requests of kind ahead of their turn, live only: each that would go
 * live is answered now (together, where the backend answers batches) and
 * the answer kept, unrecorded, until the same request is asked with obs_ask,
 * which records it then, in the run's order, as if answered then (with the
 * latency it took); a kept answer nobody asks for is dropped at the next
 * problem.  peeks[i] is a copy of the i-th reply's body where it was
 * answered ok, else NULL (the caller frees them): for hints only, never for
 * a decision, since a replay peeks nothing. */
void obs_ask_ahead(struct obs *o, enum obs_kind kind, size_t n, cJSON *const *requests,
		   cJSON **peeks);
/* Whether obs_ask_ahead can answer anything of kind: a live backend answers
 * it.  Without one (a replay of recorded agents) every peek is NULL, so the
 * caller need not build the requests at all. */
int obs_can_ask_ahead(const struct obs *o, enum obs_kind kind);

/* Store content that requests refer to by hash (kernel sources, manifests). */
int obs_put_blob(struct obs *o, const char *data, size_t len,
		 char sha[SHA_HEX_LEN + 1], struct kerr *err);
/* Content of a blob from the sink or the recording; malloc'd, NULL if absent. */
char *obs_get_blob(struct obs *o, const char *sha, size_t *len);

/* Record the digest of the beam state after a step; in replay compare it with
 * the recording.  OBS_EDIVERGE with the divergence report in err. */
int obs_step_digest(struct obs *o, const char *label, const cJSON *state,
		    char digest[SHA_HEX_LEN + 1], struct kerr *err);

const struct obs_stats *obs_stats(const struct obs *o);
/* First step whose digest differed after a miss was skipped or answered
 * live (the replay left the recording there), or NULL. */
const char *obs_diverged_at(const struct obs *o);

/* The key of a request already in its canonical text (len bytes), of the
 * kind named kind ("llm", "time", ...): SHA-256(OBS_KEY_FORMAT "\n" kind
 * "\n" text).  What the recorder stores; kopt verify recomputes it. */
void obs_key_text(const char *kind, const void *text, size_t len,
		  char key[SHA_HEX_LEN + 1]);
/* The key of a request as the seam computes it (for tests and tools). */
int obs_key(enum obs_kind kind, const cJSON *request, char key[SHA_HEX_LEN + 1],
	    struct kerr *err);

#endif
