/* Tests of the seam's hints (obs_prefetch) and of asking ahead
 * (obs_ask_ahead): neither is an observation.  A hint reaches a live
 * backend that takes hints, in canonical form, records nothing, and is not
 * given where the ask would be answered by the recording; an answer asked
 * ahead is recorded only when the request is asked, in the asker's order,
 * and a replay asks nothing ahead. */
#include "tests/unit/check.h"
#include "common/canon.h"
#include "recorder/obs.h"
#include "replayer/replay_source.h"

#include <stdlib.h>
#include <string.h>

static int answered, hinted;
static char last_hint[256];

/* Answers {"n": <how many it has answered>}; counts hints. */
static int n_answer(void *ctx, const char *kind, const char *request,
		    const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	(void)ctx; (void)kind; (void)request; (void)blobs;
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "ok");
	char buf[64];
	snprintf(buf, sizeof buf, "{\"n\":%d}", ++answered);
	ans->reply = strdup(buf);
	return 0;
}

static void n_prefetch(void *ctx, const char *kind, const char *request,
		       const struct kopt_blob_access *blobs)
{
	(void)ctx; (void)blobs;
	hinted++;
	snprintf(last_hint, sizeof last_hint, "%s %s", kind, request);
}

static const struct kopt_backend HINTED = {
	.abi = KOPT_BACKEND_ABI, .name = "hinted", .kinds = "time", .answer = n_answer,
	.prefetch = n_prefetch,
};

/* ask R (JSON text) of kind time: the reply's n, or -1. */
static int ask(struct obs *o, const char *text)
{
	struct kerr err;
	cJSON *r = cJSON_Parse(text);
	struct obs_reply rep = { 0 };
	int rc = obs_ask(o, OBS_TIME, "test", r, &rep, &err);
	cJSON_Delete(r);
	const cJSON *n = rc ? NULL : cJSON_GetObjectItem(rep.body, "n");
	int v = n ? n->valueint : -1;
	obs_reply_clear(&rep);
	return v;
}

static void hint(struct obs *o, const char *text)
{
	cJSON *r = cJSON_Parse(text);
	obs_prefetch(o, OBS_TIME, r);
	cJSON_Delete(r);
}

static struct obs *live_obs(struct store **s, int64_t *run)
{
	struct kerr err;
	store_open(":memory:", STORE_CREATE, s, &err);
	store_run_insert(*s, "t", "{}", "{}", 0, run, &err);
	struct obs_setup set = { .sink = *s, .sink_run = *run };
	set.live[OBS_TIME] = &HINTED;
	struct obs *o = NULL;
	obs_create(&set, &o, &err);
	return o;
}

static int64_t rows(struct store *s, int64_t run)
{
	int64_t k = 0;
	char key[SHA_HEX_LEN + 1];
	cJSON *r = cJSON_Parse("{\"a\":1}");
	obs_key(OBS_TIME, r, key, NULL);
	cJSON_Delete(r);
	store_obs_count_before(s, run, key, INT64_MAX, &k, NULL);
	return k;
}

static void a_hint_reaches_the_backend_canonical_and_records_nothing(void)
{
	struct store *s;
	int64_t run;
	struct obs *o = live_obs(&s, &run);
	hinted = answered = 0;
	hint(o, "{\"b\":2, \"a\":1}");
	CHECK(hinted == 1, "hints %d", hinted);
	CHECK(!strcmp(last_hint, "time {\"a\":1,\"b\":2}"), "hint %s", last_hint);
	CHECK(obs_stats(o)->asks == 0 && answered == 0, "a hint was answered or counted");
	hint(o, "{\"a\":1}");
	CHECK(rows(s, run) == 0, "a hint was recorded");
	CHECK(ask(o, "{\"a\":1}") == 1, "the ask after its hint");
	CHECK(rows(s, run) == 1, "the ask was not recorded once");
	obs_destroy(o);
	store_close(s);
}

static void an_answer_asked_ahead_is_recorded_in_its_turn(void)
{
	struct store *s;
	int64_t run;
	struct obs *o = live_obs(&s, &run);
	answered = 0;
	cJSON *rq[3] = { cJSON_Parse("{\"a\":1}"), cJSON_Parse("{\"a\":2}"),
			 cJSON_Parse("{\"a\":1}") };
	cJSON *peek[3];
	obs_ask_ahead(o, OBS_TIME, 3, rq, peek);
	CHECK(answered == 2, "answered ahead %d (the repeated request once)", answered);
	CHECK(peek[0] && peek[1] && !peek[2], "the peeks");
	const cJSON *n0 = peek[0] ? cJSON_GetObjectItem(peek[0], "n") : NULL;
	CHECK(n0 && n0->valueint == 1, "peek 0");
	CHECK(rows(s, run) == 0 && obs_stats(o)->asks == 0, "asked ahead is not recorded");
	/* Asked in another order: each gets the answer kept for it. */
	CHECK(ask(o, "{\"a\":2}") == 2, "the second kept answer");
	CHECK(ask(o, "{\"a\":1}") == 1, "the first kept answer");
	CHECK(rows(s, run) == 1, "recorded when asked");
	CHECK(ask(o, "{\"a\":1}") == 3, "a second ask of it goes to the backend");
	CHECK(obs_stats(o)->asks == 3 && obs_stats(o)->live == 3, "stats");
	/* One kept and never asked is dropped with the problem. */
	for (int i = 0; i < 3; i++) {
		cJSON_Delete(rq[i]);
		cJSON_Delete(peek[i]);
	}
	cJSON *other[1] = { cJSON_Parse("{\"a\":9}") }, *peek9[1];
	obs_ask_ahead(o, OBS_TIME, 1, other, peek9);
	cJSON_Delete(peek9[0]);
	cJSON_Delete(other[0]);
	struct kerr err;
	obs_begin_problem(o, "next", &err);
	CHECK(ask(o, "{\"a\":9}") == 5, "a kept answer outlived its problem");
	obs_destroy(o);
	store_close(s);
}

/* A recording of {"a":1} answered once. */
static struct store *recording(int64_t *run)
{
	struct store *s;
	struct kerr err;
	char path[4096];
	snprintf(path, sizeof path, "%s/hints.kopt", check_tmpdir());
	if (store_open(path, STORE_CREATE, &s, &err) ||
	    store_run_insert(s, "t", "{}", "{}", 0, run, &err))
		return NULL;
	struct obs_setup set = { .sink = s, .sink_run = *run };
	set.live[OBS_TIME] = &HINTED;
	struct obs *o;
	obs_create(&set, &o, &err);
	answered = 0;
	ask(o, "{\"a\":1}");
	obs_destroy(o);
	return s;
}

static void a_replay_hints_and_asks_ahead_only_what_goes_live(void)
{
	int64_t run, srun;
	struct kerr err;
	struct store *s = recording(&run), *sink;
	CHECK(s != NULL, "recording failed");
	if (!s)
		return;
	struct replay_source *src;
	replay_create(s, run, &src, &err);
	store_open(":memory:", STORE_CREATE, &sink, &err);
	store_run_insert(sink, "r", "{}", "{}", 0, &srun, &err);
	struct obs_setup set = { .sink = sink, .sink_run = srun, .source = replay_recording(src),
				 .miss = MISS_LIVE };
	set.recorded[OBS_TIME] = 1;
	set.live[OBS_TIME] = &HINTED;
	struct obs *o;
	obs_create(&set, &o, &err);
	hinted = answered = 0;
	hint(o, "{\"a\":1}");
	CHECK(hinted == 0, "a recorded request was hinted");
	cJSON *rq[1] = { cJSON_Parse("{\"a\":1}") };
	cJSON *peek[1];
	obs_ask_ahead(o, OBS_TIME, 1, rq, peek);
	CHECK(!peek[0] && answered == 0, "a recorded request was asked ahead");
	CHECK(ask(o, "{\"a\":1}") == 1, "the recorded reply");
	/* Its second occurrence was never recorded: it goes live (miss live). */
	hint(o, "{\"a\":1}");
	CHECK(hinted == 1, "the request that goes live was not hinted");
	cJSON_Delete(rq[0]);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

void suite_prefetch(void)
{
	RUN(a_hint_reaches_the_backend_canonical_and_records_nothing);
	RUN(an_answer_asked_ahead_is_recorded_in_its_turn);
	RUN(a_replay_hints_and_asks_ahead_only_what_goes_live);
}
