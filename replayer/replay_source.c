/* replay_source: recorded observations as answers, and the reports of misses,
 * divergences and unconsumed observations (see replay_source.h). */
#include "replayer/replay_source.h"
#include "common/buf.h"
#include "replayer/jdiff.h"
#include "common/canon.h"

#include <stdlib.h>
#include <string.h>

/* The recording is indexed compactly (key bytes, occurrence, order, kind:
 * about 56 bytes an observation); a whole row is read from the file only
 * when it answers, or for a report. */
struct replay_source {
	struct store *s;
	int64_t run;
	struct obs_ix *ix;	/* in recording order */
	size_t n;
	long *by_key;		/* indexes of ix sorted by (key, k) */
	unsigned char *used;
	struct step_row *steps;
	size_t nsteps;
	struct obs_row cur;	/* the row replay_row read last */
	struct obs_recording rec;	/* this source as the seam asks it */
	/* Call slots of one kind (replay_find_slot), built on first use: sorted
	 * by (step, site, n), n counting that step and site's asks from 1. */
	struct obs_slot *slots;
	long *slot_ix;		/* index into ix of each slot */
	int64_t *slot_n;
	size_t nslots;
	int slot_kind;		/* -1 while not built */
};

/* The bit of kind in a kinds mask, as store_obs_index numbers it (31 for a
 * kind kopt does not know). */
static int kind_bit(const char *kind)
{
	int k = obs_kind_parse(kind);
	return k < 0 ? 31 : k;
}

static const struct obs_ix *sort_ix;

static int cmp_key(const void *a, const void *b)
{
	const struct obs_ix *x = &sort_ix[*(const long *)a];
	const struct obs_ix *y = &sort_ix[*(const long *)b];
	int c = memcmp(x->key, y->key, 32);
	if (c)
		return c;
	return (x->k > y->k) - (x->k < y->k);
}

static int key_bytes(const char *hex, unsigned char out[32])
{
	for (int i = 0; i < 32; i++) {
		unsigned v = 0;
		for (int j = 0; j < 2; j++) {
			char c = hex[2 * i + j];
			int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
			if (d < 0)
				return -1;
			v = v << 4 | (unsigned)d;
		}
		out[i] = (unsigned char)v;
	}
	return 0;
}

/* Row i (an index into ix), read from the file; NULL if it cannot be. */
static const struct obs_row *row_at(const struct replay_source *r, size_t i)
{
	struct replay_source *w = (struct replay_source *)r;	/* the cache only */
	if (w->cur.seq == r->ix[i].seq && w->cur.key[0])
		return &w->cur;
	struct kerr err;
	if (store_obs_get(r->s, r->run, r->ix[i].seq, &w->cur, &err))
		return NULL;
	return &w->cur;
}

int replay_create(struct store *s, int64_t run, struct replay_source **out,
	      struct kerr *err)
{
	*out = NULL;
	struct replay_source *r = xcalloc(1, sizeof *r);
	r->s = s;
	r->run = run;
	if (store_obs_index(s, run, &r->ix, &r->n, err) ||
	    store_step_load(s, run, &r->steps, &r->nsteps, err)) {
		replay_destroy(r);
		return -1;
	}
	r->by_key = xcalloc(r->n + 1, sizeof *r->by_key);
	for (size_t i = 0; i < r->n; i++)
		r->by_key[i] = (long)i;
	sort_ix = r->ix;
	qsort(r->by_key, r->n, sizeof *r->by_key, cmp_key);
	r->used = xcalloc(r->n + 1, 1);
	r->slot_kind = -1;
	*out = r;
	return 0;
}

void replay_destroy(struct replay_source *r)
{
	if (!r)
		return;
	free(r->ix);
	obs_row_clear(&r->cur);
	store_step_release(r->steps, r->nsteps);
	free(r->by_key);
	free(r->used);
	store_obs_slots_release(r->slots, r->nslots);
	free(r->slot_ix);
	free(r->slot_n);
	free(r);
}

long replay_find(struct replay_source *r, const char *key, int64_t k,
	       enum obs_miss *why)
{
	unsigned char kb[32];
	if (key_bytes(key, kb)) {
		*why = OBS_NEVER_RECORDED;
		return -1;
	}
	size_t lo = 0, hi = r->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct obs_ix *m = &r->ix[r->by_key[mid]];
		int c = memcmp(m->key, kb, 32);
		if (c < 0 || (c == 0 && m->k < k))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < r->n) {
		const struct obs_ix *m = &r->ix[r->by_key[lo]];
		if (memcmp(m->key, kb, 32) == 0 && m->k == k) {
			*why = OBS_HIT;
			return r->by_key[lo];
		}
	}
	int seen = (lo > 0 && memcmp(r->ix[r->by_key[lo - 1]].key, kb, 32) == 0) ||
		   (lo < r->n && memcmp(r->ix[r->by_key[lo]].key, kb, 32) == 0);
	*why = seen ? OBS_CONSUMED : OBS_NEVER_RECORDED;
	return -1;
}

static int cmp_slot(const struct obs_slot *a, const struct obs_slot *b)
{
	int c = strcmp(a->step, b->step);
	if (!c)
		c = strcmp(a->site, b->site);
	return c ? c : (a->seq > b->seq) - (a->seq < b->seq);
}

static int cmp_slot_q(const void *a, const void *b)
{
	return cmp_slot(a, b);
}

/* Index into ix of the observation with order seq, or -1. */
static long ix_of_seq(const struct replay_source *r, int64_t seq)
{
	size_t lo = 0, hi = r->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (r->ix[mid].seq < seq)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < r->n && r->ix[lo].seq == seq ? (long)lo : -1;
}

static int build_slots(struct replay_source *r, const char *kind, struct kerr *err)
{
	store_obs_slots_release(r->slots, r->nslots);
	free(r->slot_ix);
	free(r->slot_n);
	r->slots = NULL;
	r->slot_ix = NULL;
	r->slot_n = NULL;
	r->nslots = 0;
	r->slot_kind = -1;
	if (store_obs_slots(r->s, r->run, kind, &r->slots, &r->nslots, err))
		return -1;
	qsort(r->slots, r->nslots, sizeof *r->slots, cmp_slot_q);
	r->slot_ix = xcalloc(r->nslots + 1, sizeof *r->slot_ix);
	r->slot_n = xcalloc(r->nslots + 1, sizeof *r->slot_n);
	for (size_t i = 0; i < r->nslots; i++) {
		int same = i > 0 && !strcmp(r->slots[i].step, r->slots[i - 1].step) &&
			   !strcmp(r->slots[i].site, r->slots[i - 1].site);
		r->slot_n[i] = same ? r->slot_n[i - 1] + 1 : 1;
		r->slot_ix[i] = ix_of_seq(r, r->slots[i].seq);
	}
	r->slot_kind = kind_bit(kind);
	return 0;
}

long replay_find_slot(struct replay_source *r, const char *kind, const char *step,
		    const char *site, int64_t n, struct kerr *err)
{
	if (r->slot_kind != kind_bit(kind) && build_slots(r, kind, err))
		return -2;
	size_t lo = 0, hi = r->nslots;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct obs_slot *m = &r->slots[mid];
		int c = strcmp(m->step, step);
		if (!c)
			c = strcmp(m->site, site);
		if (c < 0 || (c == 0 && r->slot_n[mid] < n))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo >= r->nslots || strcmp(r->slots[lo].step, step) ||
	    strcmp(r->slots[lo].site, site) || r->slot_n[lo] != n)
		return -1;
	long i = r->slot_ix[lo];
	return i >= 0 && !r->used[i] ? i : -1;
}

const struct obs_row *replay_row(const struct replay_source *r, long i)
{
	return row_at(r, (size_t)i);
}

int replay_answer(struct replay_source *r, long i, char **reply, size_t *len,
		struct obs_row *f, struct kerr *err)
{
	return store_obs_answer(r->s, r->run, r->ix[i].seq, reply, len, f, err);
}

void replay_consume(struct replay_source *r, long i)
{
	r->used[i] = 1;
}

struct store *replay_store(struct replay_source *r)
{
	return r->s;
}

static cJSON *load_json(struct replay_source *r, const char *sha)
{
	char *text = NULL;
	size_t len = 0;
	if (store_get_blob(r->s, sha, &text, &len, NULL))
		return NULL;
	cJSON *v = canon_parse(text, len, "recorded request", NULL);
	free(text);
	return v;
}

/* Nearest recorded request of the same kind, preferring the same call site:
 * fewest differing fields, then unconsumed, then lowest seq.  At most this
 * many are examined, so a miss report stays fast on a large corpus. */
#define NEAREST_SCAN_LIMIT 4000

void replay_miss_report(struct replay_source *r, const char *kind, const char *site,
		      const char *step, const cJSON *request, enum obs_miss why,
		      int64_t k, struct buf *out)
{
	buf_printf(out, "replay miss at step %s: the %s request from %s ", step, kind,
		   site);
	if (why == OBS_CONSUMED)
		buf_printf(out, "was recorded, but fewer than %lld times: this is ask "
			   "number %lld of an identical request, the recorded ones are "
			   "already consumed\n", (long long)k, (long long)k);
	else
		buf_puts(out, "was never recorded\n");
	long best = -1;
	size_t best_d = (size_t)-1;
	cJSON *best_req = NULL;
	size_t scanned = 0;
	for (int pass = 0; pass < 2 && best < 0; pass++) {
		for (size_t i = 0; i < r->n && scanned < NEAREST_SCAN_LIMIT; i++) {
			if (r->ix[i].kind != kind_bit(kind))
				continue;
			const struct obs_row *row = row_at(r, i);
			if (!row)
				continue;
			if (pass == 0 && strcmp(row->site ? row->site : "", site) != 0)
				continue;
			cJSON *req = load_json(r, row->req_sha);
			if (!req)
				continue;
			scanned++;
			size_t d = jdiff(req, request, NULL, 0);
			int better = d < best_d ||
				     (d == best_d && best >= 0 && r->used[best] &&
				      !r->used[i]);
			if (better) {
				cJSON_Delete(best_req);
				best_req = req;
				best_d = d;
				best = (long)i;
			} else {
				cJSON_Delete(req);
			}
		}
	}
	if (best < 0) {
		buf_printf(out, "no %s observation was recorded in run %lld\n", kind,
			   (long long)r->run);
		return;
	}
	const struct obs_row *row = row_at(r, (size_t)best);
	if (!row) {
		cJSON_Delete(best_req);
		return;
	}
	buf_printf(out, "nearest recorded %s request: seq %lld, step %s, site %s, "
		   "occurrence %lld, %s; %zu field(s) differ (recorded -> asked):\n",
		   kind, (long long)row->seq, row->step, row->site, (long long)row->k,
		   r->used[best] ? "already consumed" : "not consumed", best_d);
	if (best_d)
		jdiff(best_req, request, out, 20);
	cJSON_Delete(best_req);
}

size_t replay_step_count(const struct replay_source *r)
{
	return r->nsteps;
}

int replay_check_step(struct replay_source *r, int64_t seq, const char *label,
		    const char *digest, const cJSON *state, struct buf *out)
{
	if (seq < 1 || (size_t)seq > r->nsteps)
		return 0;
	const struct step_row *st = &r->steps[seq - 1];
	if (st->seq == seq && strcmp(st->digest, digest) == 0 &&
	    strcmp(st->step, label) == 0)
		return 0;
	buf_printf(out, "replay diverged at step %lld: recorded step \"%s\" digest "
		   "%.16s, replayed step \"%s\" digest %.16s\n", (long long)seq,
		   st->step, st->digest, label, digest);
	cJSON *rec = load_json(r, st->state_sha);
	if (rec && state) {
		buf_puts(out, "beam state differences (recorded -> replayed):\n");
		jdiff(rec, state, out, 30);
	}
	cJSON_Delete(rec);
	return 1;
}


size_t replay_unused(const struct replay_source *r, unsigned kinds_mask,
		   struct buf *out, size_t max_lines)
{
	size_t count = 0;
	for (size_t i = 0; i < r->n; i++) {
		if (r->used[i] || !(kinds_mask & (1u << r->ix[i].kind)))
			continue;
		const struct obs_row *row = out && count < max_lines ? row_at(r, i) : NULL;
		if (row)
			buf_printf(out, "  unused: seq %lld %s from %s at step %s "
				   "(occurrence %lld)\n", (long long)row->seq,
				   row->kind, row->site, row->step, (long long)row->k);
		count++;
	}
	if (out && count > max_lines)
		buf_printf(out, "  ... %zu more\n", count - max_lines);
	return count;
}

/* struct obs_recording's functions: the seam hands back self, the
 * replay_source of replay_recording. */
static struct store *rec_store(void *self)
{
	return replay_store(self);
}

static long rec_find(void *self, const char *key, int64_t k, enum obs_miss *why)
{
	return replay_find(self, key, k, why);
}

static long rec_find_slot(void *self, const char *kind, const char *step,
			  const char *site, int64_t n, struct kerr *err)
{
	return replay_find_slot(self, kind, step, site, n, err);
}

static int rec_answer(void *self, long i, char **reply, size_t *len,
		      struct obs_row *f, struct kerr *err)
{
	return replay_answer(self, i, reply, len, f, err);
}

static void rec_consume(void *self, long i)
{
	replay_consume(self, i);
}

static void rec_miss_report(void *self, const char *kind, const char *site,
			    const char *step, const cJSON *request, enum obs_miss why,
			    int64_t k, struct buf *out)
{
	replay_miss_report(self, kind, site, step, request, why, k, out);
}

static int rec_check_step(void *self, int64_t seq, const char *label,
			  const char *digest, const cJSON *state, struct buf *out)
{
	return replay_check_step(self, seq, label, digest, state, out);
}

const struct obs_recording *replay_recording(struct replay_source *r)
{
	r->rec = (struct obs_recording){
		.self = r, .store = rec_store, .find = rec_find, .find_slot = rec_find_slot,
		.answer = rec_answer, .consume = rec_consume, .miss_report = rec_miss_report,
		.check_step = rec_check_step,
	};
	return &r->rec;
}
