/* obs: the observation seam (see obs.h).  The record side lives here; the
 * replay side's index and reports live in replayer/replay_source.c, which
 * the seam calls through struct obs_recording (obs.h). */
#include "recorder/obs.h"
#include "common/buf.h"
#include "common/canon.h"
#include "common/strmap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* An answer asked ahead of its turn (obs_ask_ahead), kept unrecorded until
 * its request is asked. */
struct ahead_answer {
	enum obs_kind kind;
	char *canon;
	struct kopt_answer ans;
	double ms;
	int rc;
};
/* Answers kept ahead at most: an iteration's executors (search.plans <=
 * 256, config.c) with room to spare. */
#define AHEAD_MAX 512

struct obs {
	struct obs_setup set;
	struct strmap *occurrences;
	struct strmap *slots;	/* asks so far per (kind, step, site) */
	char *step;
	char **secrets;
	size_t nsecrets;
	int64_t step_seq;
	char *diverged_at;	/* first divergent step after a miss, or NULL */
	struct obs_stats stats;
	struct kopt_blob_access blobs;
	struct ahead_answer *ahead;
	size_t nahead;
	/* ask() prints each request into this buffer, kept from ask to ask,
	 * rather than into a string of its exact size: requests of several KB
	 * each, whose allocating and freeing cost glibc consolidations. */
	struct buf canon_buf;
	int (*stop)(void *ctx);	/* obs_set_stop */
	void *stop_ctx;
};

static void ahead_drop(struct obs *o)
{
	for (size_t i = 0; i < o->nahead; i++) {
		free(o->ahead[i].canon);
		free(o->ahead[i].ans.reply);
	}
	free(o->ahead);
	o->ahead = NULL;
	o->nahead = 0;
}

/* The kept answer to canon of kind, or -1. */
static long ahead_find(const struct obs *o, enum obs_kind kind, const char *canon)
{
	for (size_t i = 0; i < o->nahead; i++)
		if (o->ahead[i].kind == kind && !strcmp(o->ahead[i].canon, canon))
			return (long)i;
	return -1;
}

const char *miss_policy_name(enum miss_policy m)
{
	return m == MISS_FAIL ? "fail" : m == MISS_SKIP ? "skip" : "live";
}

int miss_policy_parse(const char *s, enum miss_policy *out)
{
	if (!strcmp(s, "fail"))
		*out = MISS_FAIL;
	else if (!strcmp(s, "skip"))
		*out = MISS_SKIP;
	else if (!strcmp(s, "live"))
		*out = MISS_LIVE;
	else
		return -1;
	return 0;
}

void obs_reply_clear(struct obs_reply *r)
{
	cJSON_Delete(r->body);
	memset(r, 0, sizeof *r);
}

static char *blob_get_cb(void *ctx, const char *sha, size_t *len)
{
	return obs_get_blob(ctx, sha, len);
}

int obs_create(const struct obs_setup *setup, struct obs **out, struct kerr *err)
{
	*out = NULL;
	if (!setup->sink)
		return kerr_set(err, "observation seam needs a store to record into");
	for (int k = 0; k < OBS_NKINDS; k++)
		if (setup->recorded[k] && !setup->source)
			return kerr_set(err, "kind %s is to be replayed but no "
					"recording was given", obs_kind_name(k));
	struct obs *o = xcalloc(1, sizeof *o);
	o->set = *setup;
	o->occurrences = strmap_create();
	o->slots = strmap_create();
	o->step = xstrdup("setup");
	o->blobs.ctx = o;
	o->blobs.get = blob_get_cb;
	/* A replay only checked writes into a scratch file that is thrown
	 * away: what the search stores beside its outcomes (candidates, gate
	 * results, step digests, contents) is read back by nobody, unless a
	 * live backend asks for a content blob.  Writing it was a quarter of
	 * a paper-scale replay. */
	int live = 0;
	for (int k = 0; k < OBS_NKINDS; k++)
		live |= setup->live[k] != NULL;
	if (setup->no_replayed_rows && !live)
		store_keep_results_only(setup->sink);
	/* Nothing live: the recording may read its replies on a second
	 * thread (no backend forks a worker beside it). */
	if (setup->source && setup->source->read_ahead && !live)
		setup->source->read_ahead(setup->source->self);
	*out = o;
	return 0;
}

void obs_destroy(struct obs *o)
{
	if (!o)
		return;
	strmap_destroy(o->occurrences);
	strmap_destroy(o->slots);
	ahead_drop(o);
	for (size_t i = 0; i < o->nsecrets; i++)
		free(o->secrets[i]);
	free(o->secrets);
	free(o->step);
	free(o->diverged_at);
	buf_release(&o->canon_buf);
	free(o);
}

const char *obs_diverged_at(const struct obs *o)
{
	return o->diverged_at;
}

int obs_begin_problem(struct obs *o, const char *problem_id, struct kerr *err)
{
	strmap_destroy(o->occurrences);
	strmap_destroy(o->slots);
	ahead_drop(o);
	o->occurrences = strmap_create();
	o->slots = strmap_create();
	const struct obs_recording *rec = o->set.source;
	return rec && rec->begin_problem ? rec->begin_problem(rec->self, problem_id, err) : 0;
}

void obs_set_step(struct obs *o, const char *step)
{
	free(o->step);
	o->step = xstrdup(step);
}

const char *obs_step(const struct obs *o)
{
	return o->step;
}

void obs_add_secret(struct obs *o, const char *secret)
{
	if (!secret || strlen(secret) < 4)
		return;
	o->secrets = xrealloc(o->secrets, (o->nsecrets + 1) * sizeof *o->secrets);
	o->secrets[o->nsecrets++] = xstrdup(secret);
}

/* Replace every occurrence of each secret in *text (malloc'd) by [REDACTED];
 * 1 if there was one. */
static int redact(struct obs *o, char **text)
{
	int changed = 0;
	for (size_t i = 0; i < o->nsecrets; i++) {
		const char *sec = o->secrets[i];
		size_t sl = strlen(sec);
		if (!strstr(*text, sec))
			continue;
		struct buf b;
		buf_init(&b);
		const char *p = *text, *q;
		while ((q = strstr(p, sec))) {
			buf_add(&b, p, (size_t)(q - p));
			buf_puts(&b, "[REDACTED]");
			p = q + sl;
		}
		buf_puts(&b, p);
		free(*text);
		*text = buf_detach(&b, NULL);
		changed = 1;
	}
	return changed;
}

void obs_key_text(const char *kind, const void *text, size_t len,
		  char key[SHA_HEX_LEN + 1])
{
	struct sha_ctx *c = sha_begin();
	sha_add(c, OBS_KEY_FORMAT "\n", strlen(OBS_KEY_FORMAT) + 1);
	sha_add(c, kind, strlen(kind));
	sha_add(c, "\n", 1);
	sha_add(c, text ? text : "", len);
	sha_end(c, key);
}

static void key_of(enum obs_kind kind, const char *canon, char key[SHA_HEX_LEN + 1])
{
	obs_key_text(obs_kind_name(kind), canon, strlen(canon), key);
}

int obs_key(enum obs_kind kind, const cJSON *request, char key[SHA_HEX_LEN + 1],
	    struct kerr *err)
{
	char *canon = canon_string(request, err);
	if (!canon)
		return -1;
	key_of(kind, canon, key);
	free(canon);
	return 0;
}

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* A reply body describing a failure that happened on our side of a backend. */
static char *error_body(const char *fmt, const char *detail)
{
	cJSON *b = cJSON_CreateObject();
	struct buf msg;
	buf_init(&msg);
	const char *at = strstr(fmt, "%s");
	buf_add(&msg, fmt, at ? (size_t)(at - fmt) : strlen(fmt));
	if (at) {
		buf_puts(&msg, detail);
		buf_puts(&msg, at + 2);
	}
	cJSON_AddStringToObject(b, "error", msg.data);
	buf_release(&msg);
	char *s = canon_string(b, NULL);
	cJSON_Delete(b);
	return s;
}

void obs_set_stop(struct obs *o, int (*stop)(void *ctx), void *ctx)
{
	o->stop = stop;
	o->stop_ctx = ctx;
}

static int ask_live(struct obs *o, enum obs_kind kind, const char *canon,
		    struct obs_row *row, char **reply_text, struct kopt_answer *pre,
		    double pre_ms, int pre_rc, struct kerr *err)
{
	const struct kopt_backend *be = o->set.live[kind];
	if (!be)
		return kerr_set(err, "step %s: no live backend answers %s requests "
				"(give one with --backend or --llm)", o->step,
				obs_kind_name(kind));
	/* Stopped (a signal, a time budget): this ask is not made or recorded,
	 * so the recording ends where a killed run's would, at an ask. */
	if (o->stop && o->stop(o->stop_ctx)) {
		kerr_set(err, "stopped before a live %s request of step %s",
			 obs_kind_name(kind), o->step);
		return OBS_ESTOPPED;
	}
	struct kopt_answer ans = { 0 };
	int rc = 0;
	if (kind == OBS_LLM)
		o->stats.live_llm++;
	long kept = pre ? -1 : ahead_find(o, kind, canon);
	if (kept >= 0) {
		/* Asked ahead (obs_ask_ahead): recorded now, in the run's order. */
		struct ahead_answer *a = &o->ahead[kept];
		ans = a->ans;
		row->latency_ms = a->ms;
		rc = a->rc;
		free(a->canon);
		o->ahead[kept] = o->ahead[--o->nahead];
	} else if (pre) {
		ans = *pre;	/* answered in a batch; ownership moves here */
		memset(pre, 0, sizeof *pre);
		row->latency_ms = pre_ms;
		rc = pre_rc;	/* a failed batch fails each of its answers */
	} else {
		double t0 = now_ms();
		rc = be->answer(be->ctx, obs_kind_name(kind), canon, &o->blobs, &ans);
		row->latency_ms = now_ms() - t0;
	}
	row->cost = ans.cost;
	row->tokens_in = ans.tokens_in;
	row->tokens_out = ans.tokens_out;
	if (rc != 0 || !ans.reply) {
		snprintf(row->status, sizeof row->status, "error");
		*reply_text = error_body("backend failed: %s",
					 ans.reply ? ans.reply : be->name);
		free(ans.reply);
		return 0;
	}
	struct kerr perr;
	cJSON *body = canon_parse(ans.reply, strlen(ans.reply), "backend reply", &perr);
	if (!body) {
		snprintf(row->status, sizeof row->status, "error");
		*reply_text = error_body("%s", perr.msg);
	} else {
		snprintf(row->status, sizeof row->status, "%s",
			 strcmp(ans.status, "ok") == 0 ? "ok" : "error");
		*reply_text = canon_string(body, &perr);
		if (!*reply_text)
			*reply_text = error_body("%s", perr.msg);
		cJSON_Delete(body);
	}
	free(ans.reply);
	return 0;
}

/* How often key was asked in this run before the problem now searched:
 * the recording's count where one answers kind, else the sink's. */
static int64_t occurrences_before(struct obs *o, enum obs_kind kind, const char *key)
{
	const struct obs_recording *rec = o->set.source;
	if (o->set.recorded[kind] && rec->occurrences_before)
		return rec->occurrences_before(rec->self, key);
	int64_t k = 0;
	if (!o->set.no_rows &&
	    store_obs_count_before(o->set.sink, o->set.sink_run, key, INT64_MAX, &k, NULL))
		k = 0;
	return k;
}

/* The occurrence count of key so far in the run, started where the run
 * left it on the first ask of the problem. */
static int64_t *occurrence_slot(struct obs *o, enum obs_kind kind, const char *key)
{
	int64_t *c = strmap_slot(o->occurrences, key);
	if (*c == 0)
		*c = occurrences_before(o, kind, key);
	return c;
}

/* The map key of a call slot: kind, step and site. */
static char *slot_key(const struct obs *o, enum obs_kind kind, const char *site)
{
	size_t n = strlen(o->step) + strlen(site) + 16;
	char *k = xmalloc(n);
	snprintf(k, n, "%s\x1f%s\x1f%s", obs_kind_name(kind), o->step, site);
	return k;
}

static int ask(struct obs *o, enum obs_kind kind, const char *site, const cJSON *request,
	       struct kopt_answer *pre, double pre_ms, int pre_rc, struct obs_reply *out,
	       struct kerr *err)
{
	memset(out, 0, sizeof *out);
	/* The buffer is taken out of o while in use, so that an ask within
	 * this one (none so far) would print into one of its own. */
	struct buf cb = o->canon_buf;
	buf_init(&o->canon_buf);
	cb.len = 0;
	if (canon_print(request, &cb, err)) {
		buf_release(&cb);
		return kerr_wrap(err, "step %s: %s request from %s", o->step,
				 obs_kind_name(kind), site);
	}
	char *canon = cb.data;
	if (o->nsecrets) {	/* redact replaces the string it is given */
		canon = xstrdup(cb.data);
		redact(o, &canon);
	}
	struct obs_row row = { 0 };
	snprintf(row.kind, sizeof row.kind, "%s", obs_kind_name(kind));
	key_of(kind, canon, row.key);
	row.k = ++*occurrence_slot(o, kind, row.key);
	int64_t slot_n = 0;
	if (o->set.slot_match[kind]) {
		char *sk = slot_key(o, kind, site);
		slot_n = ++*strmap_slot(o->slots, sk);
		free(sk);
	}
	row.step = o->step;
	row.site = (char *)site;
	char *reply_text = NULL;
	cJSON *body = NULL;	/* the recorded reply, parsed where it was read ahead */
	int record = 1, rc = 0;
	o->stats.asks++;
	o->stats.by_kind[kind]++;

	if (o->set.recorded[kind]) {
		const struct obs_recording *rec = o->set.source;
		enum obs_miss why;
		long i = rec->find(rec->self, row.key, row.k, &why);
		int by_slot = 0;
		if (i < 0 && slot_n > 0) {
			i = rec->find_slot(rec->self, obs_kind_name(kind), o->step, site, slot_n,
					   err);
			if (i == -2) {	/* the recording could not be read: not a miss */
				kerr_wrap(err, "replay: call slots of %s asks", obs_kind_name(kind));
				rc = -1;
				goto done;
			}
			by_slot = i >= 0;
		}
		if (i >= 0) {
			struct obs_row hit;
			size_t len;
			if (rec->answer(rec->self, i, &reply_text, &len, &hit, &body, err)) {
				rc = -1;
				goto done;
			}
			rec->consume(rec->self, i);
			snprintf(row.status, sizeof row.status, "%s", hit.status);
			row.cost = hit.cost;
			row.tokens_in = hit.tokens_in;
			row.tokens_out = hit.tokens_out;
			row.latency_ms = hit.latency_ms;
			out->replayed = 1;
			o->stats.replayed++;
			o->stats.by_slot += (size_t)by_slot;
			o->stats.replayed_kind[kind]++;
			record = !o->set.resume;
		} else if (o->set.miss == MISS_LIVE) {
			o->stats.live++;
			if ((rc = ask_live(o, kind, canon, &row, &reply_text, pre, pre_ms,
					   pre_rc, err)))
				goto done;
		} else {
			struct buf rep;
			buf_init(&rep);
			rec->miss_report(rec->self, obs_kind_name(kind), site, o->step,
					 request, why, row.k, &rep);
			if (o->set.miss == MISS_FAIL) {
				kerr_set(err, "%s", rep.data);
				buf_release(&rep);
				rc = OBS_EMISS;
				goto done;
			}
			buf_release(&rep);
			o->stats.skipped++;
			snprintf(row.status, sizeof row.status, "miss");
			reply_text = error_body("replay miss (%s); skipped",
						why == OBS_CONSUMED ? "already consumed"
								     : "never recorded");
		}
	} else {
		o->stats.live++;
		if ((rc = ask_live(o, kind, canon, &row, &reply_text, pre, pre_ms, pre_rc,
				   err)))
			goto done;
	}
	if (redact(o, &reply_text)) {	/* a secret taken out: parse what is left */
		cJSON_Delete(body);
		body = NULL;
	}
	o->stats.cost += row.cost;
	if (row.tokens_in > 0)	/* -1 is unknown */
		o->stats.tokens_in += row.tokens_in;
	if (row.tokens_out > 0)
		o->stats.tokens_out += row.tokens_out;
	if (record && !o->set.no_rows && !(out->replayed && o->set.no_replayed_rows) &&
	    store_obs_append(o->set.sink, o->set.sink_run, &row, canon, reply_text, err)) {
		rc = -1;
		goto done;
	}
	out->body = body ? body : canon_parse(reply_text, strlen(reply_text), "reply", err);
	body = NULL;
	if (!out->body) {
		/* Live replies are made valid above: this one is the recording's. */
		rc = kerr_wrap(err, "%s: step %s: recorded %s reply is not valid JSON",
			       o->set.source ? store_path(o->set.source->store(o->set.source->self)) : "?",
			       o->step, obs_kind_name(kind));
		goto done;
	}
	snprintf(out->status, sizeof out->status, "%s", row.status);
done:
	cJSON_Delete(body);
	if (canon != cb.data)
		free(canon);
	/* Kept for the next ask unless a document this large would stay. */
	if (!o->canon_buf.data && cb.cap <= (1u << 20))
		o->canon_buf = cb;
	else
		buf_release(&cb);
	free(reply_text);
	return rc;
}

int obs_ask(struct obs *o, enum obs_kind kind, const char *site,
	    const cJSON *request, struct obs_reply *out, struct kerr *err)
{
	return ask(o, kind, site, request, NULL, 0, 0, out, err);
}

/* Would ask number k of key, the slot_n-th of its call slot, go to the live
 * backend? */
static int goes_live(struct obs *o, enum obs_kind kind, const char *key, int64_t k,
		     const char *site, int64_t slot_n)
{
	if (!o->set.recorded[kind])
		return 1;
	const struct obs_recording *rec = o->set.source;
	enum obs_miss why;
	/* A slot index that cannot be read is not a miss: the ask itself
	 * reports the error (ask, above). */
	struct kerr ignore = { "" };
	return rec->find(rec->self, key, k, &why) < 0 && o->set.miss == MISS_LIVE &&
	       !(slot_n > 0 && rec->find_slot(rec->self, obs_kind_name(kind), o->step,
					      site, slot_n, &ignore) != -1);
}

/* Would the next ask of key (canonical request of kind) go live? */
static int would_go_live(struct obs *o, enum obs_kind kind, const char *key)
{
	if (!o->set.live[kind])
		return 0;
	if (!o->set.recorded[kind])
		return 1;
	int64_t c = strmap_get(o->occurrences, key, 0);
	if (c == 0)
		c = occurrences_before(o, kind, key);
	return goes_live(o, kind, key, c + 1, "", 0);
}

void obs_prefetch(struct obs *o, enum obs_kind kind, const cJSON *request)
{
	const struct kopt_backend *be = o->set.live[kind];
	if (!be || !be->prefetch)
		return;
	char *canon = canon_string(request, NULL);
	if (!canon)
		return;	/* the ask itself will report it */
	redact(o, &canon);
	char key[SHA_HEX_LEN + 1];
	key_of(kind, canon, key);
	if (would_go_live(o, kind, key))
		be->prefetch(be->ctx, obs_kind_name(kind), canon, &o->blobs);
	free(canon);
}

int obs_can_ask_ahead(const struct obs *o, enum obs_kind kind)
{
	return o->set.live[kind] != NULL;
}

void obs_ask_ahead(struct obs *o, enum obs_kind kind, size_t n, cJSON *const *requests,
		   cJSON **peeks)
{
	for (size_t i = 0; i < n; i++)
		peeks[i] = NULL;
	const struct kopt_backend *be = o->set.live[kind];
	if (!be)
		return;
	char **canon = xcalloc(n + 1, sizeof *canon);
	size_t *of = xcalloc(n + 1, sizeof *of);	/* request of each asked */
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		char *c = canon_string(requests[i], NULL);
		if (!c)
			continue;
		redact(o, &c);
		char key[SHA_HEX_LEN + 1];
		key_of(kind, c, key);
		int dup = ahead_find(o, kind, c) >= 0;
		for (size_t j = 0; j < m && !dup; j++)
			dup = !strcmp(canon[j], c);
		if (dup || o->nahead + m >= AHEAD_MAX || !would_go_live(o, kind, key)) {
			free(c);
			continue;
		}
		canon[m] = c;
		of[m++] = i;
	}
	struct kopt_answer *ans = xcalloc(m + 1, sizeof *ans);
	double *ms = xcalloc(m + 1, sizeof *ms);
	int *rcs = xcalloc(m + 1, sizeof *rcs);
	if (m > 1 && be->answer_batch) {
		const char **kinds = xcalloc(m, sizeof *kinds);
		for (size_t j = 0; j < m; j++)
			kinds[j] = obs_kind_name(kind);
		double t0 = now_ms();
		int rc = be->answer_batch(be->ctx, m, kinds, (const char *const *)canon,
					  &o->blobs, ans);
		double took = now_ms() - t0;
		for (size_t j = 0; j < m; j++) {
			ms[j] = took;
			rcs[j] = rc;
		}
		free(kinds);
	} else {
		for (size_t j = 0; j < m; j++) {
			double t0 = now_ms();
			rcs[j] = be->answer(be->ctx, obs_kind_name(kind), canon[j], &o->blobs,
					    &ans[j]);
			ms[j] = now_ms() - t0;
		}
	}
	o->ahead = xrealloc(o->ahead, (o->nahead + m + 1) * sizeof *o->ahead);
	for (size_t j = 0; j < m; j++) {
		if (rcs[j] == 0 && ans[j].reply && !strcmp(ans[j].status, "ok"))
			peeks[of[j]] = canon_parse(ans[j].reply, strlen(ans[j].reply),
						   "reply", NULL);
		o->ahead[o->nahead++] = (struct ahead_answer){ kind, canon[j], ans[j], ms[j],
								rcs[j] };
	}
	free(canon);
	free(of);
	free(ans);
	free(ms);
	free(rcs);
}

int obs_ask_batch(struct obs *o, size_t n, const enum obs_kind *kinds,
		  const char *const *sites, cJSON *const *requests,
		  struct obs_reply *out, struct kerr *err)
{
	/* The asks that will go live to one backend able to answer a batch are
	 * sent together (in parallel, e.g. a beam's LLM calls); every answer is
	 * still consumed and recorded in request order, so replay is exact. */
	struct kopt_answer *pre = xcalloc(n, sizeof *pre);
	int *batched = xcalloc(n, sizeof *batched);
	const struct kopt_backend *be = NULL;
	size_t nb = 0;
	double batch_ms = 0;
	int batch_rc = 0;
	/* Only asks a live backend may answer in a batch need their keys
	 * before they are asked (a recorded replay has none: canonicalizing
	 * each request twice was a thirtieth of it). */
	int may_batch = 0;
	for (size_t i = 0; i < n; i++)
		may_batch |= o->set.live[kinds[i]] && o->set.live[kinds[i]]->answer_batch;
	struct strmap *seen = strmap_create();
	for (size_t i = 0; may_batch && i < n; i++) {
		char *canon = canon_string(requests[i], NULL);
		if (!canon)
			continue;
		redact(o, &canon);
		char key[SHA_HEX_LEN + 1];
		key_of(kinds[i], canon, key);
		int64_t k = *occurrence_slot(o, kinds[i], key) + ++*strmap_slot(seen, key);
		int64_t slot_n = 0;
		if (o->set.slot_match[kinds[i]]) {
			char *sk = slot_key(o, kinds[i], sites[i]);
			slot_n = strmap_get(o->slots, sk, 0) + ++*strmap_slot(seen, sk);
			free(sk);
		}
		const struct kopt_backend *b = o->set.live[kinds[i]];
		if (b && b->answer_batch && (!be || be == b) &&
		    goes_live(o, kinds[i], key, k, sites[i], slot_n)) {
			be = b;
			batched[i] = 1;
			nb++;
		}
		free(canon);
	}
	strmap_destroy(seen);
	if (nb > 1) {
		const char **bk = xcalloc(nb, sizeof *bk), **br = xcalloc(nb, sizeof *br);
		char **owned = xcalloc(nb, sizeof *owned);
		struct kopt_answer *ba = xcalloc(nb, sizeof *ba);
		size_t j = 0;
		for (size_t i = 0; i < n; i++)
			if (batched[i]) {
				owned[j] = canon_string(requests[i], NULL);
				redact(o, &owned[j]);
				bk[j] = obs_kind_name(kinds[i]);
				br[j] = owned[j];
				j++;
			}
		double t0 = now_ms();
		batch_rc = be->answer_batch(be->ctx, nb, bk, br, &o->blobs, ba);
		batch_ms = now_ms() - t0;
		j = 0;
		for (size_t i = 0; i < n; i++)
			if (batched[i])
				pre[i] = ba[j++];
		for (j = 0; j < nb; j++)
			free(owned[j]);
		free(owned);
		free(bk);
		free(br);
		free(ba);
	} else {
		memset(batched, 0, n * sizeof *batched);
	}
	int rc = 0;
	size_t i;
	for (i = 0; i < n; i++) {
		rc = ask(o, kinds[i], sites[i], requests[i], batched[i] ? &pre[i] : NULL,
			 batch_ms, batch_rc, &out[i], err);
		if (rc)
			break;
	}
	if (rc)
		for (size_t j = 0; j < i; j++)
			obs_reply_clear(&out[j]);
	for (size_t j = 0; j < n; j++)
		free(pre[j].reply);
	free(pre);
	free(batched);
	return rc;
}

int obs_put_blob(struct obs *o, const char *data, size_t len,
		 char sha[SHA_HEX_LEN + 1], struct kerr *err)
{
	return store_put_blob(o->set.sink, data, len, sha, err);
}

char *obs_get_blob(struct obs *o, const char *sha, size_t *len)
{
	char *data = NULL;
	size_t n = 0;
	if (store_get_blob(o->set.sink, sha, &data, &n, NULL) == 0) {
		if (len)
			*len = n;
		return data;
	}
	const struct obs_recording *rec = o->set.source;
	if (rec && store_get_blob(rec->store(rec->self), sha, &data, &n, NULL) == 0) {
		if (len)
			*len = n;
		return data;
	}
	return NULL;
}

int obs_step_digest(struct obs *o, const char *label, const cJSON *state,
		    char digest[SHA_HEX_LEN + 1], struct kerr *err)
{
	char *canon = canon_string(state, err);
	if (!canon)
		return kerr_wrap(err, "step %s: beam state", label);
	sha256_hex(canon, strlen(canon), digest);
	int64_t seq = ++o->step_seq;
	o->stats.steps++;
	int rc = 0;
	const struct obs_recording *rec = o->set.source;
	if (rec && !o->set.no_step_compare) {
		struct buf rep;
		buf_init(&rep);
		if (rec->check_step(rec->self, seq, label, digest, state, &rep)) {
			/* After a skipped or live-answered miss the replay has left
			 * the recorded path on purpose: note where, go on. */
			if (o->stats.skipped || (o->stats.live && !o->set.resume)) {
				if (!o->diverged_at)
					o->diverged_at = xstrdup(label);
			} else {
				kerr_set(err, "%s", rep.data);
				rc = OBS_EDIVERGE;
			}
		}
		buf_release(&rep);
	}
	if (rc == 0 &&
	    store_step_add(o->set.sink, o->set.sink_run, seq, label, digest, canon, err))
		rc = -1;
	free(canon);
	return rc;
}

const struct obs_stats *obs_stats(const struct obs *o)
{
	return &o->stats;
}
