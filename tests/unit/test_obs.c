/* Tests of the observation seam: keys, occurrence order of repeated identical
 * requests, miss reports (never recorded / already consumed), miss policies,
 * unconsumed observations, redaction, and the store's file checks. */
#include "tests/unit/check.h"
#include "common/buf.h"
#include "common/canon.h"
#include "recorder/obs.h"
#include "replayer/replay_source.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A live backend that answers {"n": <how many it has answered>}. */
static int counter;

static int count_answer(void *ctx, const char *kind, const char *request,
			const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	(void)ctx; (void)kind; (void)blobs;
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "ok");
	char buf[256];
	snprintf(buf, sizeof buf, "{\"n\":%d,\"echo_len\":%zu}", ++counter, strlen(request));
	ans->reply = strdup(buf);
	return 0;
}

static const struct kopt_backend COUNTER = {
	.abi = KOPT_BACKEND_ABI, .name = "counter", .kinds = "time", .answer = count_answer,
};

static cJSON *req(const char *text)
{
	return cJSON_Parse(text);
}

static int ask_n(struct obs *o, const char *text, struct kerr *err)
{
	cJSON *r = req(text);
	struct obs_reply rep;
	int rc = obs_ask(o, OBS_TIME, "test", r, &rep, err);
	cJSON_Delete(r);
	if (rc)
		return rc;
	int n = cJSON_GetObjectItem(rep.body, "n") ? cJSON_GetObjectItem(rep.body, "n")->valueint
						   : -1;
	obs_reply_clear(&rep);
	return n;
}

/* Record three identical asks and one other into a fresh file; returns it. */
static struct store *recorded(char *path, size_t n, int64_t *run)
{
	const char *dir = check_tmpdir();
	snprintf(path, n, "%s/rec.kopt", dir);
	struct store *s;
	struct kerr err;
	if (store_open(path, STORE_CREATE, &s, &err) ||
	    store_run_insert(s, "t", "{}", "{}", 0, run, &err))
		return NULL;
	struct obs_setup set = { .sink = s, .sink_run = *run };
	set.live[OBS_TIME] = &COUNTER;
	struct obs *o;
	obs_create(&set, &o, &err);
	counter = 0;
	ask_n(o, "{\"a\":1,\"b\":2}", &err);
	ask_n(o, "{\"b\":2,\"a\":1}", &err);	/* same canonical request */
	ask_n(o, "{\"a\":1,\"b\":2}", &err);
	ask_n(o, "{\"a\":2,\"b\":2}", &err);
	obs_destroy(o);
	return s;
}

static void replay_returns_kth_reply_for_kth_identical_ask(void)
{
	char path[4096];
	int64_t run;
	struct store *s = recorded(path, sizeof path, &run);
	CHECK(s != NULL, "recording failed");
	if (!s)
		return;
	struct kerr err;
	struct replay_source *src;
	CHECK(replay_create(s, run, &src, &err) == 0, "%s", err.msg);
	struct store *sink;
	store_open(":memory:", STORE_CREATE, &sink, &err);
	int64_t srun;
	store_run_insert(sink, "r", "{}", "{}", 0, &srun, &err);
	struct obs_setup set = { .sink = sink, .sink_run = srun, .source = replay_recording(src) };
	for (int k = 0; k < OBS_NKINDS; k++)
		set.recorded[k] = 1;
	struct obs *o;
	obs_create(&set, &o, &err);
	CHECK(ask_n(o, "{\"a\":1,\"b\":2}", &err) == 1, "first ask");
	CHECK(ask_n(o, "{\"a\":1,\"b\":2}", &err) == 2, "second ask");
	CHECK(ask_n(o, "{\"b\":2,\"a\":1}", &err) == 3, "third ask");
	CHECK(ask_n(o, "{\"a\":2,\"b\":2}", &err) == 4, "other request");
	CHECK(obs_stats(o)->replayed == 4, "all four from the recording");
	CHECK(replay_unused(src, 0x1f, NULL, 0) == 0, "nothing left unused");
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

/* Problems P1 and P2 each ask the same request once, and P2 once more
 * (recorded as occurrences 1, 2 and 3 of the run), then P1 is asked about
 * again: replayed a problem at a time, each gets its own recorded replies,
 * the sink gets the run's numbers (the fourth ask, from P1 again, too), and
 * what P1's second visit finds is already consumed. */
static void replay_a_problem_at_a_time_keeps_the_runs_occurrences(void)
{
	const char *dir = check_tmpdir();
	char path[4096];
	snprintf(path, sizeof path, "%s/cross.kopt", dir);
	struct store *s = NULL, *sink = NULL;
	struct kerr err = { "" };
	int64_t run = 0, srun = 0;
	CHECK(store_open(path, STORE_CREATE, &s, &err) == 0 &&
	      store_run_insert(s, "t", "{}", "{}", 0, &run, &err) == 0 &&
	      store_problem_add(s, run, 1, "P1", "{\"id\":\"P1\"}", &err) == 0 &&
	      store_problem_add(s, run, 2, "P2", "{\"id\":\"P2\"}", &err) == 0, "%s", err.msg);
	struct obs_setup rec = { .sink = s, .sink_run = run };
	rec.live[OBS_TIME] = &COUNTER;
	struct obs *o;
	obs_create(&rec, &o, &err);
	counter = 0;
	obs_set_step(o, "P1/a");
	ask_n(o, "{\"same\":1}", &err);
	obs_set_step(o, "P2/a");
	ask_n(o, "{\"same\":1}", &err);
	ask_n(o, "{\"same\":1}", &err);
	obs_destroy(o);
	struct replay_source *src;
	CHECK(replay_create(s, run, &src, &err) == 0, "%s", err.msg);
	store_open(":memory:", STORE_CREATE, &sink, &err);
	store_run_insert(sink, "r", "{}", "{}", 0, &srun, &err);
	struct obs_setup set = { .sink = sink, .sink_run = srun, .source = replay_recording(src),
				 .miss = MISS_SKIP };
	set.recorded[OBS_TIME] = 1;
	obs_create(&set, &o, &err);
	CHECK(obs_begin_problem(o, "P1", &err) == 0, "%s", err.msg);
	obs_set_step(o, "P1/a");
	CHECK(ask_n(o, "{\"same\":1}", &err) == 1, "P1's reply");
	CHECK(obs_begin_problem(o, "P2", &err) == 0, "%s", err.msg);
	obs_set_step(o, "P2/a");
	CHECK(ask_n(o, "{\"same\":1}", &err) == 2, "P2's first reply");
	CHECK(ask_n(o, "{\"same\":1}", &err) == 3, "P2's second reply");
	CHECK(replay_unused(src, 0x1f, NULL, 0) == 0, "nothing left unused");
	CHECK(obs_begin_problem(o, "P1", &err) == 0, "%s", err.msg);
	CHECK(ask_n(o, "{\"same\":1}", &err) == -1 && obs_stats(o)->skipped == 1,
	      "a problem replayed already answers no more (its fourth ask)");
	sqlite3_stmt *st;
	sqlite3_prepare_v2(store_db(sink), "SELECT group_concat(k) FROM (SELECT k FROM "
			   "observations ORDER BY seq)", -1, &st, NULL);
	CHECK(sqlite3_step(st) == SQLITE_ROW &&
	      !strcmp((const char *)sqlite3_column_text(st, 0), "1,2,3,4"),
	      "sink occurrences %s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

static struct obs *replayer(struct store **s, struct store **sink,
			    struct replay_source **src, enum miss_policy miss)
{
	char path[4096];
	int64_t run, srun;
	struct kerr err;
	*s = recorded(path, sizeof path, &run);
	replay_create(*s, run, src, &err);
	store_open(":memory:", STORE_CREATE, sink, &err);
	store_run_insert(*sink, "r", "{}", "{}", 0, &srun, &err);
	struct obs_setup set = { .sink = *sink, .sink_run = srun, .source = replay_recording(*src),
				 .miss = miss };
	set.recorded[OBS_TIME] = 1;
	set.live[OBS_TIME] = &COUNTER;
	struct obs *o;
	obs_create(&set, &o, &err);
	obs_set_step(o, "P/k/t3");
	return o;
}

static void miss_fail_names_step_and_says_already_consumed(void)
{
	struct store *s, *sink;
	struct replay_source *src;
	struct obs *o = replayer(&s, &sink, &src, MISS_FAIL);
	struct kerr err;
	for (int i = 0; i < 3; i++)
		ask_n(o, "{\"a\":1,\"b\":2}", &err);
	int rc = ask_n(o, "{\"a\":1,\"b\":2}", &err);
	CHECK(rc == OBS_EMISS, "rc %d", rc);
	CHECK(strstr(err.msg, "replay miss at step P/k/t3") != NULL, "%s", err.msg);
	CHECK(strstr(err.msg, "already consumed") != NULL, "%s", err.msg);
	CHECK(strstr(err.msg, "ask number 4") != NULL, "%s", err.msg);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

static void miss_fail_shows_nearest_request_with_field_diff(void)
{
	struct store *s, *sink;
	struct replay_source *src;
	struct obs *o = replayer(&s, &sink, &src, MISS_FAIL);
	struct kerr err;
	int rc = ask_n(o, "{\"a\":1,\"b\":3}", &err);
	CHECK(rc == OBS_EMISS, "rc %d", rc);
	CHECK(strstr(err.msg, "was never recorded") != NULL, "%s", err.msg);
	CHECK(strstr(err.msg, "nearest recorded time request") != NULL, "%s", err.msg);
	CHECK(strstr(err.msg, "$.b: 2 -> 3") != NULL, "%s", err.msg);
	CHECK(strstr(err.msg, "1 field(s) differ") != NULL, "%s", err.msg);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

static void miss_skip_answers_miss_and_counts_it(void)
{
	struct store *s, *sink;
	struct replay_source *src;
	struct obs *o = replayer(&s, &sink, &src, MISS_SKIP);
	struct kerr err;
	cJSON *r = req("{\"zz\":1}");
	struct obs_reply rep;
	CHECK(obs_ask(o, OBS_TIME, "test", r, &rep, &err) == 0, "%s", err.msg);
	CHECK_STR(rep.status, "miss");
	CHECK(obs_stats(o)->skipped == 1, "skipped %zu", obs_stats(o)->skipped);
	obs_reply_clear(&rep);
	cJSON_Delete(r);
	struct buf b;
	buf_init(&b);
	CHECK(replay_unused(src, 0x1f, &b, 10) == 4, "four unused");
	CHECK(b.data && strstr(b.data, "unused: seq 1 time from test") != NULL, "%s",
	      b.data ? b.data : "");
	buf_release(&b);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

static void miss_live_asks_backend_and_records(void)
{
	struct store *s, *sink;
	struct replay_source *src;
	struct obs *o = replayer(&s, &sink, &src, MISS_LIVE);
	struct kerr err;
	counter = 100;
	CHECK(ask_n(o, "{\"new\":true}", &err) == 101, "live answer");
	CHECK(obs_stats(o)->live == 1, "one live ask");
	sqlite3_stmt *st;
	sqlite3_prepare_v2(store_db(sink), "select count(*) from observations", -1, &st, 0);
	sqlite3_step(st);
	CHECK(sqlite3_column_int(st, 0) == 1, "recorded into the sink");
	sqlite3_finalize(st);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

static void key_ignores_key_order_and_depends_on_kind(void)
{
	cJSON *a = req("{\"x\":[1,2],\"y\":{\"b\":1,\"a\":2}}");
	cJSON *b = req("{\"y\":{\"a\":2,\"b\":1},\"x\":[1,2]}");
	char ka[65], kb[65], kc[65];
	obs_key(OBS_TIME, a, ka, NULL);
	obs_key(OBS_TIME, b, kb, NULL);
	obs_key(OBS_CHECK, a, kc, NULL);
	CHECK_STR(ka, kb);
	CHECK(strcmp(ka, kc) != 0, "kind is part of the key");
	cJSON_Delete(a);
	cJSON_Delete(b);
}

/* A live backend whose reply quotes the API key, as a server echoing its
 * Authorization header would. */
static int echo_key_answer(void *ctx, const char *kind, const char *request,
			   const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	(void)ctx; (void)kind; (void)request; (void)blobs;
	memset(ans, 0, sizeof *ans);
	snprintf(ans->status, sizeof ans->status, "ok");
	ans->reply = strdup("{\"echo\":\"Bearer sk-TOPSECRET123\"}");
	return 0;
}

static const struct kopt_backend ECHO_KEY = {
	.abi = KOPT_BACKEND_ABI, .name = "echo-key", .kinds = "check", .answer = echo_key_answer,
};

/* The first column of the first row of SQL (one ?1 text parameter, ARG), as
 * a malloc'd string; NULL, failing the test, if it cannot be run or gives no
 * row. */
static char *query_text(sqlite3 *db, const char *sql, const char *arg)
{
	sqlite3_stmt *st = NULL;
	char *v = NULL;
	int rc = sqlite3_prepare_v2(db, sql, -1, &st, 0);
	CHECK(rc == SQLITE_OK, "%s: %s", sql, sqlite3_errmsg(db));
	if (rc != SQLITE_OK)
		return NULL;
	if (arg)
		sqlite3_bind_text(st, 1, arg, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	CHECK(rc == SQLITE_ROW, "%s: no row (%s)", sql, sqlite3_errmsg(db));
	if (rc == SQLITE_ROW) {
		const unsigned char *t = sqlite3_column_text(st, 0);
		v = strdup(t ? (const char *)t : "(null)");
	}
	sqlite3_finalize(st);
	return v;
}

/* How often NEEDLE occurs in the raw bytes of the file PATH: 0 when there is
 * no such file, -1 (failing the test) when it cannot be read. */
static long occurrences_in_file(const char *path, const char *needle)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		CHECK(errno == ENOENT, "%s: %s", path, strerror(errno));
		return errno == ENOENT ? 0 : -1;
	}
	size_t cap = 1 << 16, len = 0, nl = strlen(needle);
	char *data = malloc(cap);
	size_t got;
	while (data && (got = fread(data + len, 1, cap - len, f)) > 0) {
		len += got;
		if (len == cap)
			data = realloc(data, cap *= 2);
	}
	int bad = ferror(f) || !data;
	fclose(f);
	CHECK(!bad, "%s: read failed", path);
	long n = bad ? -1 : 0;
	for (size_t i = 0; !bad && i + nl <= len; i++)
		n += memcmp(data + i, needle, nl) == 0;
	free(data);
	return n;
}

/* NEEDLE's occurrences in the store file PATH and the journal or log beside it. */
static long occurrences_in_store(const char *path, const char *needle)
{
	static const char *const sides[] = { "", "-wal", "-journal" };
	long n = 0;
	for (size_t i = 0; i < sizeof sides / sizeof *sides; i++) {
		char p[4200];
		snprintf(p, sizeof p, "%s%s", path, sides[i]);
		long k = occurrences_in_file(p, needle);
		if (k < 0)
			return -1;
		n += k;
	}
	return n;
}

/* The API key in a request (time ask) and in a reply (a check backend
 * echoing it) is stored as [REDACTED]: the stored texts are checked whole,
 * and the key's bytes are in neither the database nor its log, while the
 * redacted texts are (so the byte scan reads what was written). */
static void secrets_are_redacted_before_storing(void)
{
	const char *dir = check_tmpdir();
	CHECK(dir != NULL, "no temporary directory");
	if (!dir)
		return;
	char path[4096];
	snprintf(path, sizeof path, "%s/sec.kopt", dir);
	struct store *s = NULL;
	struct kerr err = { 0 };
	int64_t run = 0;
	if (store_open(path, STORE_CREATE, &s, &err) ||
	    store_run_insert(s, "t", "{}", "{}", 0, &run, &err)) {
		CHECK(0, "setting up the store: %s", err.msg);
		store_close(s);
		return;
	}
	struct obs_setup set = { .sink = s, .sink_run = run };
	set.live[OBS_TIME] = &COUNTER;
	set.live[OBS_CHECK] = &ECHO_KEY;
	struct obs *o = NULL;
	if (obs_create(&set, &o, &err)) {
		CHECK(0, "obs_create: %s", err.msg);
		store_close(s);
		return;
	}
	obs_add_secret(o, "sk-TOPSECRET123");
	counter = 0;
	int n = ask_n(o, "{\"auth\":\"Bearer sk-TOPSECRET123\"}", &err);
	CHECK(n == 1, "the time ask was not answered by the backend (%d): %s", n, err.msg);
	cJSON *r = req("{\"what\":\"echo\"}");
	struct obs_reply rep = { 0 };
	int rc = obs_ask(o, OBS_CHECK, "test", r, &rep, &err);
	cJSON_Delete(r);
	CHECK(rc == 0, "the check ask failed: %s", err.msg);
	if (rc == 0) {
		CHECK_STR(rep.status, "ok");
		cJSON *echo = cJSON_GetObjectItem(rep.body, "echo");
		CHECK_STR(cJSON_IsString(echo) ? echo->valuestring : NULL, "Bearer [REDACTED]");
		obs_reply_clear(&rep);
	}
	sqlite3 *db = store_db(s);
	char *v = query_text(db, "select count(*) from observations", NULL);
	CHECK_STR(v, "2");
	free(v);
	v = query_text(db, "select b.data from observations o join blobs b on b.id=o.request "
		       "where o.kind=?1", "time");
	CHECK_STR(v, "{\"auth\":\"Bearer [REDACTED]\"}");
	free(v);
	v = query_text(db, "select b.data from observations o join blobs b on b.id=o.reply "
		       "where o.kind=?1", "check");
	CHECK_STR(v, "{\"echo\":\"Bearer [REDACTED]\"}");
	free(v);
	v = query_text(db, "select count(*) from blobs where instr(data, ?1) > 0", "TOPSECRET");
	CHECK_STR(v, "0");
	free(v);
	/* Open, the rows are in the write-ahead log; closed, in the file. */
	long secret = occurrences_in_store(path, "TOPSECRET");
	long redacted = occurrences_in_store(path, "Bearer [REDACTED]");
	CHECK(secret == 0, "the key is in %s or its log %ld time(s)", path, secret);
	CHECK(redacted > 0, "no redacted text in %s or its log (%ld)", path, redacted);
	obs_destroy(o);
	store_close(s);
	secret = occurrences_in_store(path, "TOPSECRET");
	redacted = occurrences_in_store(path, "Bearer [REDACTED]");
	CHECK(secret == 0, "the key is in the closed %s %ld time(s)", path, secret);
	CHECK(redacted > 0, "no redacted text in the closed %s (%ld)", path, redacted);
}

static void store_refuses_foreign_newer_and_truncated_files(void)
{
	const char *dir = check_tmpdir();
	char path[4096];
	struct store *s;
	struct kerr err;
	snprintf(path, sizeof path, "%s/foreign.db", dir);
	sqlite3 *db;
	sqlite3_open(path, &db);
	sqlite3_exec(db, "create table t(x); pragma application_id=7;", 0, 0, 0);
	sqlite3_close(db);
	CHECK(store_open(path, STORE_READ, &s, &err) < 0 && s == NULL, "foreign opened");
	CHECK(strstr(err.msg, "another program (application_id 0x00000007") != NULL,
	      "%s", err.msg);
	int64_t run;
	snprintf(path, sizeof path, "%s/new.kopt", dir);
	store_open(path, STORE_CREATE, &s, &err);
	store_run_insert(s, "t", "{}", "{}", 0, &run, &err);
	store_exec(s, "pragma user_version=9", &err);
	store_close(s);
	CHECK(store_open(path, STORE_WRITE, &s, &err) < 0, "newer opened");
	CHECK(strstr(err.msg, "schema version 9") != NULL, "%s", err.msg);
	CHECK(truncate(path, 4096) == 0, "truncate");
	CHECK(store_open(path, STORE_READ, &s, &err) < 0, "truncated opened");
	CHECK(strstr(err.msg, "truncated") != NULL, "%s", err.msg);
}

/* A backend whose batch call fails as a whole (the backend is unusable)
 * after filling its answers: each answer is then a backend failure. */
static int batch_fails(void *ctx, size_t n, const char *const *kinds,
		       const char *const *requests, const struct kopt_blob_access *blobs,
		       struct kopt_answer *answers)
{
	(void)ctx; (void)kinds; (void)requests; (void)blobs;
	for (size_t i = 0; i < n; i++) {
		memset(&answers[i], 0, sizeof answers[i]);
		snprintf(answers[i].status, sizeof answers[i].status, "ok");
		answers[i].reply = strdup("{\"n\":1}");
	}
	return -1;
}

static const struct kopt_backend BATCH_FAILS = {
	.abi = KOPT_BACKEND_ABI, .name = "batch-fails", .kinds = "time",
	.answer = count_answer, .answer_batch = batch_fails,
};

static void failed_batch_records_each_answer_as_a_backend_failure(void)
{
	struct store *s;
	struct kerr err;
	int64_t run;
	store_open(":memory:", STORE_CREATE, &s, &err);
	store_run_insert(s, "t", "{}", "{}", 0, &run, &err);
	struct obs_setup set = { .sink = s, .sink_run = run };
	set.live[OBS_TIME] = &BATCH_FAILS;
	struct obs *o;
	obs_create(&set, &o, &err);
	cJSON *rq[2] = { req("{\"a\":1}"), req("{\"a\":2}") };
	enum obs_kind kinds[2] = { OBS_TIME, OBS_TIME };
	const char *sites[2] = { "x", "y" };
	struct obs_reply out[2];
	CHECK(obs_ask_batch(o, 2, kinds, sites, rq, out, &err) == 0, "%s", err.msg);
	for (int i = 0; i < 2; i++) {
		CHECK_STR(out[i].status, "error");
		obs_reply_clear(&out[i]);
		cJSON_Delete(rq[i]);
	}
	sqlite3_stmt *st;
	sqlite3_prepare_v2(store_db(s), "select count(*) from observations o join blobs b on "
			   "b.id=o.reply where o.status='error' and instr(b.data, 'backend "
			   "failed') > 0", -1, &st, 0);
	sqlite3_step(st);
	CHECK(sqlite3_column_int(st, 0) == 2, "%d recorded as backend failures",
	      sqlite3_column_int(st, 0));
	sqlite3_finalize(st);
	obs_destroy(o);
	store_close(s);
}

/* Blob checks on read (store_check_blobs): off by default; on, each blob is
 * hashed once however often it is read (two observations sharing one reply
 * blob, a blob read by its name three times), and a blob whose content no
 * longer matches its name is an error naming the file, the blob and its use. */
static void blob_check_hashes_each_blob_once_and_names_a_mismatch(void)
{
	const char *dir = check_tmpdir();
	char path[4096];
	struct store *s;
	struct kerr err;
	int64_t run;
	snprintf(path, sizeof path, "%s/blobs.kopt", dir);
	CHECK(store_open(path, STORE_CREATE, &s, &err) == 0, "%s", err.msg);
	CHECK(store_run_insert(s, "t", "{}", "{}", 0, &run, &err) == 0, "%s", err.msg);
	struct obs_row a = { .k = 1, .step = "p/it1", .site = "x" }, b = a;
	snprintf(a.kind, sizeof a.kind, "time");
	snprintf(a.status, sizeof a.status, "ok");
	snprintf(a.key, sizeof a.key, "%064d", 1);
	b = a;
	snprintf(b.key, sizeof b.key, "%064d", 2);
	const char *reply = "{\"median_ms\":2,\"samples_ms\":[1,2,3]}";
	CHECK(store_obs_append(s, run, &a, "{\"a\":1}", reply, &err) == 0, "%s", err.msg);
	CHECK(store_obs_append(s, run, &b, "{\"a\":2}", reply, &err) == 0, "%s", err.msg);
	char sha[SHA_HEX_LEN + 1];
	CHECK(store_put_blob(s, "hello", 5, sha, &err) == 0, "%s", err.msg);
	store_close(s);

	CHECK(store_open(path, STORE_READ, &s, &err) == 0, "%s", err.msg);
	store_check_blobs(s);
	char *data = NULL;
	size_t len = 0;
	struct obs_row f = { 0 };
	for (int i = 0; i < 3; i++) {
		CHECK(store_get_blob(s, sha, &data, &len, &err) == 0, "%s", err.msg);
		free(data);
	}
	CHECK(store_blobs_hashed(s) == 1, "hashed %zu", store_blobs_hashed(s));
	CHECK(store_obs_answer(s, run, 1, &data, &len, &f, &err) == 0, "%s", err.msg);
	free(data);
	CHECK(store_obs_answer(s, run, 2, &data, &len, &f, &err) == 0, "%s", err.msg);
	free(data);
	CHECK(store_blobs_hashed(s) == 2, "hashed %zu: the shared reply twice",
	      store_blobs_hashed(s));
	store_close(s);

	/* One digit of the reply changed in place, its name kept. */
	CHECK(store_open(path, STORE_WRITE, &s, &err) == 0, "%s", err.msg);
	CHECK(store_exec(s, "UPDATE blobs SET data=CAST(replace(CAST(data AS TEXT),"
			 "'[1,2,3]','[1,2,4]') AS BLOB) WHERE CAST(data AS TEXT) LIKE "
			 "'%samples_ms%'", &err) == 0, "%s", err.msg);
	store_close(s);
	CHECK(store_open(path, STORE_READ, &s, &err) == 0, "%s", err.msg);
	CHECK(store_obs_answer(s, run, 2, &data, &len, &f, &err) == 0 && data &&
	      strstr(data, "[1,2,4]"), "unchecked, the changed reply is read as it is");
	free(data);
	store_check_blobs(s);
	CHECK(store_obs_answer(s, run, 2, &data, &len, &f, &err) < 0 && !data,
	      "a changed reply was handed out");
	CHECK(strstr(err.msg, path) && strstr(err.msg, "does not match its name") &&
	      strstr(err.msg, "the reply of observation 2 (kind time, step p/it1) of run 1"),
	      "%s", err.msg);
	CHECK(store_get_blob(s, sha, &data, &len, &err) == 0, "%s", err.msg);
	free(data);
	store_close(s);
}

/* A replay with nothing live reads a problem's replies ahead on a second
 * thread: each ask gets its own recorded reply whatever order it comes in
 * (an ask out of recording order is read where it is asked), and a reply
 * edited after recording is refused with the message of a reply read
 * directly. */
static void read_ahead_answers_in_any_order_and_refuses_an_edited_reply(void)
{
	const char *dir = check_tmpdir();
	char path[4096];
	snprintf(path, sizeof path, "%s/ahead.kopt", dir);
	struct store *s = NULL, *sink = NULL;
	struct kerr err = { "" };
	int64_t run = 0, srun = 0;
	CHECK(store_open(path, STORE_CREATE, &s, &err) == 0 &&
	      store_run_insert(s, "t", "{}", "{}", 0, &run, &err) == 0 &&
	      store_problem_add(s, run, 1, "P1", "{\"id\":\"P1\"}", &err) == 0, "%s", err.msg);
	struct obs_setup rec = { .sink = s, .sink_run = run };
	rec.live[OBS_TIME] = &COUNTER;
	struct obs *o;
	obs_create(&rec, &o, &err);
	counter = 0;
	obs_set_step(o, "P1/a");
	char text[32];
	for (int i = 1; i <= 200; i++) {
		snprintf(text, sizeof text, "{\"i\":%d}", i);
		ask_n(o, text, &err);
	}
	obs_destroy(o);
	/* Reply 150 ({"echo_len":8,"n":150}) changed in place, its name kept. */
	CHECK(store_exec(s, "UPDATE blobs SET data=CAST(replace(CAST(data AS TEXT),"
			 "'\"n\":150}','\"n\":151}') AS BLOB) WHERE CAST(data AS TEXT) LIKE "
			 "'%\"n\":150}'", &err) == 0 && sqlite3_changes(store_db(s)) == 1,
	      "%s", err.msg);
	store_close(s);
	CHECK(store_open(path, STORE_READ, &s, &err) == 0, "%s", err.msg);
	store_check_blobs(s);
	struct replay_source *src;
	CHECK(replay_create(s, run, &src, &err) == 0, "%s", err.msg);
	store_open(":memory:", STORE_CREATE, &sink, &err);
	store_run_insert(sink, "r", "{}", "{}", 0, &srun, &err);
	struct obs_setup set = { .sink = sink, .sink_run = srun, .source = replay_recording(src),
				 .miss = MISS_FAIL };
	set.recorded[OBS_TIME] = 1;
	obs_create(&set, &o, &err);
	CHECK(obs_begin_problem(o, "P1", &err) == 0, "%s", err.msg);
	obs_set_step(o, "P1/a");
	int order[] = { 1, 2, 3, 10, 4, 5, 100, 99, 101, 149 };
	for (size_t j = 0; j < sizeof order / sizeof order[0]; j++) {
		snprintf(text, sizeof text, "{\"i\":%d}", order[j]);
		CHECK(ask_n(o, text, &err) == order[j], "ask %d: %s", order[j], err.msg);
	}
	CHECK(ask_n(o, "{\"i\":150}", &err) < 0 && strstr(err.msg, "does not match its name") &&
	      strstr(err.msg, "the reply of observation 150 (kind time, step P1/a)"),
	      "edited reply: %s", err.msg);
	CHECK(ask_n(o, "{\"i\":200}", &err) == 200, "after the edited one: %s", err.msg);
	obs_destroy(o);
	replay_destroy(src);
	store_close(sink);
	store_close(s);
}

void suite_obs(void)
{
	RUN(failed_batch_records_each_answer_as_a_backend_failure);
	RUN(replay_returns_kth_reply_for_kth_identical_ask);
	RUN(replay_a_problem_at_a_time_keeps_the_runs_occurrences);
	RUN(miss_fail_names_step_and_says_already_consumed);
	RUN(miss_fail_shows_nearest_request_with_field_diff);
	RUN(miss_skip_answers_miss_and_counts_it);
	RUN(miss_live_asks_backend_and_records);
	RUN(key_ignores_key_order_and_depends_on_kind);
	RUN(secrets_are_redacted_before_storing);
	RUN(store_refuses_foreign_newer_and_truncated_files);
	RUN(blob_check_hashes_each_blob_once_and_names_a_mismatch);
	RUN(read_ahead_answers_in_any_order_and_refuses_an_edited_reply);
}
