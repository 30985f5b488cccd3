/* replay_source: recorded observations as answers, and the reports of misses,
 * divergences and unconsumed observations (see replay_source.h). */
#include "replayer/replay_source.h"
#include "common/buf.h"
#include "replayer/jdiff.h"
#include "replayer/read_ahead.h"
#include "common/canon.h"
#include "common/sha.h"
#include "common/strmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The recording is indexed compactly (key bytes, occurrence, order, kind:
 * about 56 bytes an observation), one problem at a time: the search asks
 * about one problem at a time and every request names its problem (the
 * SHA-256 of its manifest, which holds its id), so the index of the problem
 * now searched (replay_begin_problem) answers all of its asks.  Where the
 * observations of each problem lie is known from one pass over the run (a
 * few seq spans per problem); observations of no problem of the run stay
 * indexed throughout.  A whole row is read from the file only when it
 * answers, or for a report. */
struct ixtab {
	struct obs_ix *ix;	/* in recording order */
	size_t n, cap;
	long *by_key;		/* indexes of ix sorted by (key, k) */
	unsigned char *used;
};

/* A run of observations, consecutive in recording order, of one problem
 * (seg, counted from 1) or of none (seg 0). */
struct span {
	int64_t lo, hi;
	size_t seg;
};

enum seg_state { SEG_UNSEEN, SEG_LOADED, SEG_DONE };

/* An observation a problem left unconsumed when the replay moved on. */
struct leftover {
	int64_t seq;
	int kind;
};

struct replay_source {
	struct store *s;
	int64_t run;
	struct ixtab glob;	/* observations of no problem; indexes from 0 */
	struct ixtab cur;	/* the problem now searched; indexes from glob.n */
	struct span *spans;	/* the run in recording order */
	size_t nspans;
	struct strmap *seg_of;	/* problem id -> seg */
	unsigned char *seg_state;	/* enum seg_state, by seg */
	size_t nsegs;		/* segs 1..nsegs */
	size_t cur_seg;		/* 0: none loaded */
	struct leftover *left;
	size_t nleft, capleft;
	size_t nsteps;
	struct step_row *steps;	/* all of them only when their seqs are not 1..n */
	struct step_row step;	/* the step replay_check_step read last */
	struct obs_row cur_row;	/* the row row_at read last */
	struct obs_recording rec;	/* this source as the seam asks it */
	/* Call slots of one kind (replay_find_slot), built on first use: sorted
	 * by (step, site, n), n counting that step and site's asks from 1. */
	struct obs_slot *slots;
	int64_t *slot_n;
	size_t nslots;
	int slot_kind;		/* -1 while not built */
	struct read_ahead *ahead;	/* replay_read_ahead, or NULL */
	struct prep {		/* the next problem's index, built on that thread */
		const struct replay_source *r;
		size_t seg;	/* 0: none asked for */
		struct ixtab tab;
		int rc;
		struct kerr err;
	} prep;
};

/* Per thread: the read-ahead thread sorts the next problem's index. */
static _Thread_local const struct obs_ix *sort_ix;

static int cmp_key(const void *a, const void *b)
{
	const struct obs_ix *x = &sort_ix[*(const long *)a];
	const struct obs_ix *y = &sort_ix[*(const long *)b];
	int c = memcmp(x->key, y->key, 32);
	if (c)
		return c;
	return (x->k > y->k) - (x->k < y->k);
}

static void tab_release(struct ixtab *t)
{
	free(t->ix);
	free(t->by_key);
	free(t->used);
	memset(t, 0, sizeof *t);
}

static int tab_add(void *arg, const struct obs_ix *x, const char *step)
{
	struct ixtab *t = arg;
	(void)step;
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 256;
		t->ix = xrealloc(t->ix, t->cap * sizeof *t->ix);
	}
	t->ix[t->n++] = *x;
	return 0;
}

/* The key order and the consumed marks of t, once its rows are in. */
static void tab_sort(struct ixtab *t)
{
	t->by_key = xcalloc(t->n + 1, sizeof *t->by_key);
	for (size_t i = 0; i < t->n; i++)
		t->by_key[i] = (long)i;
	sort_ix = t->ix;
	qsort(t->by_key, t->n, sizeof *t->by_key, cmp_key);
	t->used = xcalloc(t->n + 1, 1);
}

/* Index into t->ix of the observation with order seq, or -1. */
static long tab_of_seq(const struct ixtab *t, int64_t seq)
{
	size_t lo = 0, hi = t->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (t->ix[mid].seq < seq)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->n && t->ix[lo].seq == seq ? (long)lo : -1;
}

/* The loaded observation number i (glob's, then cur's) and its mark. */
static const struct obs_ix *ix_at(const struct replay_source *r, long i)
{
	return (size_t)i < r->glob.n ? &r->glob.ix[i] : &r->cur.ix[(size_t)i - r->glob.n];
}

static unsigned char *used_at(const struct replay_source *r, long i)
{
	return (size_t)i < r->glob.n ? &r->glob.used[i] : &r->cur.used[(size_t)i - r->glob.n];
}

/* The loaded index of the observation with order seq, or -1. */
static long loaded_of_seq(const struct replay_source *r, int64_t seq)
{
	long i = tab_of_seq(&r->glob, seq);
	if (i >= 0)
		return i;
	i = tab_of_seq(&r->cur, seq);
	return i < 0 ? -1 : (long)r->glob.n + i;
}

/* The observation with order seq, read from the file; NULL if it cannot be. */
static const struct obs_row *row_at(const struct replay_source *r, int64_t seq)
{
	struct replay_source *w = (struct replay_source *)r;	/* the cache only */
	if (w->cur_row.seq == seq && w->cur_row.key[0])
		return &w->cur_row;
	struct kerr err;
	if (store_obs_get(r->s, r->run, seq, &w->cur_row, &err))
		return NULL;
	return &w->cur_row;
}

/* One pass over the run: the spans of each problem's observations. */
struct span_scan {
	struct replay_source *r;
	struct strmap *ids;	/* the run's problem ids */
	struct buf prefix;
};

static int span_add(void *arg, const struct obs_ix *x, const char *step)
{
	struct span_scan *sc = arg;
	struct replay_source *r = sc->r;
	/* A problem's steps are its id, or its id and "/..." (ids have no "/"). */
	const char *slash = strchr(step, '/');
	sc->prefix.len = 0;
	buf_add(&sc->prefix, step, slash ? (size_t)(slash - step) : strlen(step));
	size_t seg = 0;
	if (strmap_get(sc->ids, sc->prefix.data, 0) > 0) {
		int64_t *slot = strmap_slot(r->seg_of, sc->prefix.data);
		if (!*slot)
			*slot = (int64_t)++r->nsegs;
		seg = (size_t)*slot;
	}
	if (r->nspans && r->spans[r->nspans - 1].seg == seg) {
		r->spans[r->nspans - 1].hi = x->seq;
	} else {
		if ((r->nspans & (r->nspans - 1)) == 0)	/* 0, 1, 2, 4, ...: grow */
			r->spans = xrealloc(r->spans, (r->nspans ? 2 * r->nspans : 1) *
					    sizeof *r->spans);
		r->spans[r->nspans++] = (struct span){ x->seq, x->seq, seg };
	}
	if (seg == 0)
		tab_add(&r->glob, x, step);
	return 0;
}

/* Calls fn for each observation of segment seg, in recording order. */
static int seg_scan(struct replay_source *r, size_t seg,
		    int (*fn)(void *arg, const struct obs_ix *x, const char *step), void *arg,
		    struct kerr *err)
{
	for (size_t i = 0; i < r->nspans; i++)
		if (r->spans[i].seg == seg &&
		    store_obs_scan(r->s, r->run, r->spans[i].lo, r->spans[i].hi, fn, arg, err))
			return -1;
	return 0;
}

static int load_steps(struct replay_source *r, struct kerr *err)
{
	int64_t n;
	int dense;
	if (store_step_count(r->s, r->run, &n, &dense, err))
		return -1;
	r->nsteps = (size_t)n;
	/* Steps are read one at a time where step i has seq i, as recorded. */
	if (dense)
		return 0;
	size_t got;
	if (store_step_load(r->s, r->run, &r->steps, &got, err))
		return -1;
	r->nsteps = got;
	return 0;
}

int replay_create(struct store *s, int64_t run, struct replay_source **out,
	      struct kerr *err)
{
	*out = NULL;
	struct replay_source *r = xcalloc(1, sizeof *r);
	r->s = s;
	r->run = run;
	r->slot_kind = -1;
	r->seg_of = strmap_create();
	struct span_scan sc = { .r = r, .ids = strmap_create() };
	buf_init(&sc.prefix);
	int rc = store_problem_ids(s, run, sc.ids, err) ||
		 store_obs_scan(s, run, INT64_MIN, INT64_MAX, span_add, &sc, err) ||
		 load_steps(r, err);
	strmap_destroy(sc.ids);
	buf_release(&sc.prefix);
	if (rc) {
		replay_destroy(r);
		return -1;
	}
	r->seg_state = xcalloc(r->nsegs + 1, 1);
	tab_sort(&r->glob);
	*out = r;
	return 0;
}

void replay_destroy(struct replay_source *r)
{
	if (!r)
		return;
	read_ahead_destroy(r->ahead);
	tab_release(&r->prep.tab);
	tab_release(&r->glob);
	tab_release(&r->cur);
	free(r->spans);
	strmap_destroy(r->seg_of);
	free(r->seg_state);
	free(r->left);
	obs_row_clear(&r->cur_row);
	if (r->steps)
		store_step_release(r->steps, r->nsteps);
	free(r->step.step);
	store_obs_slots_release(r->slots, r->nslots);
	free(r->slot_n);
	free(r);
}

/* The problem now searched is done: what it left unconsumed is kept (seq
 * and kind) for replay_unused, its index dropped. */
static void drop_problem(struct replay_source *r)
{
	if (!r->cur_seg)
		return;
	for (size_t i = 0; i < r->cur.n; i++) {
		if (r->cur.used[i])
			continue;
		if (r->nleft == r->capleft) {
			r->capleft = r->capleft ? 2 * r->capleft : 64;
			r->left = xrealloc(r->left, r->capleft * sizeof *r->left);
		}
		r->left[r->nleft++] = (struct leftover){ r->cur.ix[i].seq, r->cur.ix[i].kind };
	}
	r->seg_state[r->cur_seg] = SEG_DONE;
	r->cur_seg = 0;
	tab_release(&r->cur);
}

/* Read-ahead job: the index of segment p->seg, as replay_begin_problem
 * builds it, on the thread's connection (the spans are not written after
 * replay_create). */
static void prep_index(struct store *s, void *arg)
{
	struct prep *p = arg;
	const struct replay_source *r = p->r;
	for (size_t i = 0; i < r->nspans && !p->rc; i++)
		if (r->spans[i].seg == p->seg)
			p->rc = store_obs_scan(s, r->run, r->spans[i].lo, r->spans[i].hi, tab_add,
					       &p->tab, &p->err);
	if (!p->rc)
		tab_sort(&p->tab);
}

/* The index of segment seg from the read-ahead thread, where it built that
 * one without an error (else the search builds it, and reports the error). */
static int take_prepared(struct replay_source *r, size_t seg)
{
	if (!r->prep.seg)
		return 0;
	read_ahead_job_wait(r->ahead);
	int ok = r->prep.seg == seg && !r->prep.rc;
	if (ok)
		r->cur = r->prep.tab;
	else
		tab_release(&r->prep.tab);
	memset(&r->prep, 0, sizeof r->prep);
	return ok;
}

int replay_begin_problem(struct replay_source *r, const char *problem_id, struct kerr *err)
{
	drop_problem(r);
	size_t seg = (size_t)strmap_get(r->seg_of, problem_id, 0);
	if (!seg || r->seg_state[seg] != SEG_UNSEEN)
		return 0;	/* nothing recorded for it, or already replayed */
	if (!take_prepared(r, seg)) {
		if (seg_scan(r, seg, tab_add, &r->cur, err)) {
			tab_release(&r->cur);
			return kerr_wrap(err, "replay: observations of problem %s", problem_id);
		}
		tab_sort(&r->cur);
	}
	r->cur_seg = seg;
	r->seg_state[seg] = SEG_LOADED;
	if (r->ahead) {
		/* This problem's observations, then the first of the next one's
		 * (in recording order, where they come after these), so that its
		 * first replies are ready when the search gets to it.  The next
		 * problem's are named by its spans' seqs, unread yet: a seq the
		 * run does not hold is read as an error nobody takes. */
		size_t n = r->cur.n, cap = n + READ_AHEAD_RING;
		int64_t *seqs = xcalloc(cap + 1, sizeof *seqs);
		for (size_t i = 0; i < r->cur.n; i++)
			seqs[i] = r->cur.ix[i].seq;
		int64_t last = n ? seqs[n - 1] : INT64_MIN;
		for (size_t i = 0; i < r->nspans && n < cap; i++) {
			const struct span *sp = &r->spans[i];
			if (sp->seg != seg + 1 || seg + 1 > r->nsegs || sp->lo <= last)
				continue;
			for (int64_t q = sp->lo; q <= sp->hi && n < cap; q++)
				seqs[n++] = last = q;
		}
		read_ahead_list(r->ahead, seqs, n);
		free(seqs);
		/* And the next problem's index, built there while this one is
		 * searched (a twentieth of the search's thread). */
		if (seg + 1 <= r->nsegs && r->seg_state[seg + 1] == SEG_UNSEEN) {
			r->prep = (struct prep){ .r = r, .seg = seg + 1 };
			read_ahead_job(r->ahead, prep_index, &r->prep);
		}
	}
	return 0;
}

void replay_read_ahead(struct replay_source *r)
{
	if (!r->ahead)
		r->ahead = read_ahead_create(store_path(r->s), r->run);
}

/* In t: the index of the k-th occurrence of key kb, or -1, with *seen set
 * when t holds the key at all; *first is the lowest occurrence t holds. */
static long tab_find(const struct ixtab *t, const unsigned char kb[32], int64_t k, int *seen,
		     int64_t *first)
{
	size_t lo = 0, hi = t->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct obs_ix *m = &t->ix[t->by_key[mid]];
		int c = memcmp(m->key, kb, 32);
		if (c < 0 || (c == 0 && m->k < k))
			lo = mid + 1;
		else
			hi = mid;
	}
	int at = lo < t->n && memcmp(t->ix[t->by_key[lo]].key, kb, 32) == 0;
	if (at && t->ix[t->by_key[lo]].k == k) {
		*seen = 1;
		return t->by_key[lo];
	}
	if (at || (lo > 0 && memcmp(t->ix[t->by_key[lo - 1]].key, kb, 32) == 0)) {
		*seen = 1;
		/* the key's group starts at or before lo */
		size_t g = lo;
		while (g > 0 && memcmp(t->ix[t->by_key[g - 1]].key, kb, 32) == 0)
			g--;
		*first = t->ix[t->by_key[g]].k;
	}
	return -1;
}

int64_t replay_occurrences_before(struct replay_source *r, const char *key)
{
	unsigned char kb[32];
	if (sha_hex_bytes(key, kb))
		return 0;
	/* Recorded in this problem: the occurrences before its first one here
	 * (none, for every request of kopt's, which names its problem). */
	int seen = 0;
	int64_t first = 1;
	if (tab_find(&r->cur, kb, 0, &seen, &first) < 0 && seen)
		return first - 1;
	if (tab_find(&r->glob, kb, 0, &seen, &first) < 0 && seen)
		return first - 1;
	/* Not recorded here: how often the run had asked it before this problem. */
	int64_t before = r->cur.n ? r->cur.ix[0].seq : INT64_MAX, k = 0;
	struct kerr err;
	return store_obs_count_before(r->s, r->run, key, before, &k, &err) ? 0 : k;
}

long replay_find(struct replay_source *r, const char *key, int64_t k,
	       enum obs_miss *why)
{
	unsigned char kb[32];
	*why = OBS_NEVER_RECORDED;
	if (sha_hex_bytes(key, kb))
		return -1;
	int seen = 0;
	int64_t first;
	long i = tab_find(&r->cur, kb, k, &seen, &first);
	if (i >= 0) {
		*why = OBS_HIT;
		return (long)r->glob.n + i;
	}
	if ((i = tab_find(&r->glob, kb, k, &seen, &first)) >= 0) {
		*why = OBS_HIT;
		return i;
	}
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

static int build_slots(struct replay_source *r, const char *kind, struct kerr *err)
{
	store_obs_slots_release(r->slots, r->nslots);
	free(r->slot_n);
	r->slots = NULL;
	r->slot_n = NULL;
	r->nslots = 0;
	r->slot_kind = -1;
	if (store_obs_slots(r->s, r->run, kind, &r->slots, &r->nslots, err))
		return -1;
	qsort(r->slots, r->nslots, sizeof *r->slots, cmp_slot_q);
	r->slot_n = xcalloc(r->nslots + 1, sizeof *r->slot_n);
	for (size_t i = 0; i < r->nslots; i++) {
		int same = i > 0 && !strcmp(r->slots[i].step, r->slots[i - 1].step) &&
			   !strcmp(r->slots[i].site, r->slots[i - 1].site);
		r->slot_n[i] = same ? r->slot_n[i - 1] + 1 : 1;
	}
	r->slot_kind = obs_kind_bit(kind);
	return 0;
}

long replay_find_slot(struct replay_source *r, const char *kind, const char *step,
		    const char *site, int64_t n, struct kerr *err)
{
	if (r->slot_kind != obs_kind_bit(kind) && build_slots(r, kind, err))
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
	/* A step's asks are of its problem, which is the one loaded. */
	long i = loaded_of_seq(r, r->slots[lo].seq);
	return i >= 0 && !*used_at(r, i) ? i : -1;
}

const struct obs_row *replay_row(const struct replay_source *r, long i)
{
	return row_at(r, ix_at(r, i)->seq);
}

int replay_answer(struct replay_source *r, long i, char **reply, size_t *len,
		struct obs_row *f, cJSON **body, struct kerr *err)
{
	int64_t seq = ix_at(r, i)->seq;
	int rc;
	*body = NULL;
	if (r->ahead && read_ahead_take(r->ahead, seq, &rc, reply, len, f, body, err))
		return rc;
	return store_obs_answer(r->s, r->run, seq, reply, len, f, err);
}

void replay_consume(struct replay_source *r, long i)
{
	*used_at(r, i) = 1;
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

/* Whether the observation with order seq was consumed: marked so while its
 * problem is loaded, not left over once it is done, never before. */
static int consumed(const struct replay_source *r, int64_t seq)
{
	long i = loaded_of_seq(r, seq);
	if (i >= 0)
		return *used_at(r, i);
	size_t lo = 0, hi = r->nspans;
	while (lo < hi) {	/* the last span starting at or before seq */
		size_t mid = (lo + hi) / 2;
		if (r->spans[mid].lo <= seq)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || r->spans[lo - 1].hi < seq ||
	    r->seg_state[r->spans[lo - 1].seg] != SEG_DONE)
		return 0;
	for (size_t j = 0; j < r->nleft; j++)
		if (r->left[j].seq == seq)
			return 0;
	return 1;
}

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
	/* The whole run's observations of the kind, in recording order. */
	struct obs_slot *v = NULL;
	size_t n = 0;
	struct kerr err;
	if (store_obs_slots(r->s, r->run, kind, &v, &n, &err))
		buf_printf(out, "(the recording could not be read for the nearest request: "
			   "%s)\n", err.msg);
	long best = -1;
	size_t best_d = (size_t)-1;
	int best_used = 0;
	cJSON *best_req = NULL;
	size_t scanned = 0;
	for (int pass = 0; pass < 2 && best < 0; pass++) {
		for (size_t i = 0; i < n && scanned < NEAREST_SCAN_LIMIT; i++) {
			if (pass == 0 && strcmp(v[i].site, site) != 0)
				continue;
			const struct obs_row *row = row_at(r, v[i].seq);
			if (!row)
				continue;
			cJSON *req = load_json(r, row->req_sha);
			if (!req)
				continue;
			scanned++;
			size_t d = jdiff(req, request, NULL, 0);
			int used = consumed(r, v[i].seq);
			int better = d < best_d || (d == best_d && best >= 0 && best_used && !used);
			if (better) {
				cJSON_Delete(best_req);
				best_req = req;
				best_d = d;
				best = (long)i;
				best_used = used;
			} else {
				cJSON_Delete(req);
			}
		}
	}
	const struct obs_row *row = best < 0 ? NULL : row_at(r, v[best].seq);
	store_obs_slots_release(v, n);
	if (best < 0) {
		buf_printf(out, "no %s observation was recorded in run %lld\n", kind,
			   (long long)r->run);
		return;
	}
	if (!row) {
		cJSON_Delete(best_req);
		return;
	}
	buf_printf(out, "nearest recorded %s request: seq %lld, step %s, site %s, "
		   "occurrence %lld, %s; %zu field(s) differ (recorded -> asked):\n",
		   kind, (long long)row->seq, row->step, row->site, (long long)row->k,
		   best_used ? "already consumed" : "not consumed", best_d);
	if (best_d)
		jdiff(best_req, request, out, 20);
	cJSON_Delete(best_req);
}

size_t replay_step_count(const struct replay_source *r)
{
	return r->nsteps;
}

/* Recorded step number seq (from 1, in recording order), or NULL. */
static const struct step_row *step_at(struct replay_source *r, int64_t seq)
{
	if (r->steps)
		return &r->steps[seq - 1];
	if (r->step.step && r->step.seq == seq)
		return &r->step;
	free(r->step.step);
	memset(&r->step, 0, sizeof r->step);
	struct kerr err;
	return store_step_get(r->s, r->run, seq, &r->step, &err) == 0 ? &r->step : NULL;
}

int replay_check_step(struct replay_source *r, int64_t seq, const char *label,
		    const char *digest, const cJSON *state, struct buf *out)
{
	if (seq < 1 || (size_t)seq > r->nsteps)
		return 0;
	const struct step_row *st = step_at(r, seq);
	if (!st) {
		buf_printf(out, "replay: recorded step %lld could not be read\n", (long long)seq);
		return 1;
	}
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

static int cmp_left(const void *a, const void *b)
{
	const struct leftover *x = a, *y = b;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

struct unused_scan {
	struct leftover *v;
	size_t n, cap;
};

static void unused_add(struct unused_scan *u, int64_t seq, int kind)
{
	if (u->n == u->cap) {
		u->cap = u->cap ? 2 * u->cap : 64;
		u->v = xrealloc(u->v, u->cap * sizeof *u->v);
	}
	u->v[u->n++] = (struct leftover){ seq, kind };
}

static int unused_of_unseen(void *arg, const struct obs_ix *x, const char *step)
{
	(void)step;
	unused_add(arg, x->seq, x->kind);
	return 0;
}

static void unused_of_tab(struct unused_scan *u, const struct ixtab *t)
{
	for (size_t i = 0; i < t->n; i++)
		if (!t->used[i])
			unused_add(u, t->ix[i].seq, t->ix[i].kind);
}

size_t replay_unused(const struct replay_source *r, unsigned kinds_mask,
		   struct buf *out, size_t max_lines)
{
	/* Left over by the problems done, unconsumed in those loaded, and every
	 * observation of a problem the replay never began; in recording order. */
	struct unused_scan u = { 0 };
	for (size_t i = 0; i < r->nleft; i++)
		unused_add(&u, r->left[i].seq, r->left[i].kind);
	unused_of_tab(&u, &r->glob);
	unused_of_tab(&u, &r->cur);
	struct kerr err;
	for (size_t seg = 1; seg <= r->nsegs; seg++)
		if (r->seg_state[seg] == SEG_UNSEEN &&
		    seg_scan((struct replay_source *)r, seg, unused_of_unseen, &u, &err) && out)
			buf_printf(out, "  (the recording could not be read: %s)\n", err.msg);
	if (u.n)	/* qsort may not be given NULL, even for no elements */
		qsort(u.v, u.n, sizeof *u.v, cmp_left);
	size_t count = 0;
	for (size_t i = 0; i < u.n; i++) {
		if (!(kinds_mask & (1u << u.v[i].kind)))
			continue;
		const struct obs_row *row = out && count < max_lines ? row_at(r, u.v[i].seq) : NULL;
		if (row)
			buf_printf(out, "  unused: seq %lld %s from %s at step %s "
				   "(occurrence %lld)\n", (long long)row->seq,
				   row->kind, row->site, row->step, (long long)row->k);
		count++;
	}
	free(u.v);
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
		      struct obs_row *f, cJSON **body, struct kerr *err)
{
	return replay_answer(self, i, reply, len, f, body, err);
}

static void rec_read_ahead(void *self)
{
	replay_read_ahead(self);
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

static int64_t rec_occurrences_before(void *self, const char *key)
{
	return replay_occurrences_before(self, key);
}

static int rec_begin_problem(void *self, const char *problem_id, struct kerr *err)
{
	return replay_begin_problem(self, problem_id, err);
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
		.check_step = rec_check_step, .begin_problem = rec_begin_problem,
		.occurrences_before = rec_occurrences_before, .read_ahead = rec_read_ahead,
	};
	return &r->rec;
}
