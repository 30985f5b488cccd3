/* llm_openai: OpenAI-compatible chat completions over libcurl (see header). */
#include "harness/agents/llm_openai.h"
#include "common/buf.h"
#include "harness/agents/answer.h"
#include "harness/agents/llm_price.h"
#include "harness/agents/prompts.h"
#include "common/canon.h"
#include "common/sha.h"

#include <curl/curl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct oa {
	char base_url[512], model[256], key_env[128];
	int timeout_s, retries, backoff_ms;
	double temperature;
	struct llm_price price;	/* price_in, price_out: per million tokens */
	char version[64];
};

static void opt(const char *args, const char *name, char *out, size_t n, const char *def)
{
	if (!llm_spec_arg(args, name, out, n))
		snprintf(out, n, "%s", def);
}

void openai_key_env(const char *args, char *out, size_t n)
{
	opt(args, "key_env", out, n, "OPENAI_API_KEY");
}

static char *read_template(const char *role, char sha[SHA_HEX_LEN + 1])
{
	char *text;
	return prompt_template(role, &text, sha, NULL) ? NULL : text;
}

/* The chat request body for one kopt llm request. */
static char *render(struct oa *o, const char *request, const struct kopt_blob_access *blobs,
		    char *why, size_t whylen)
{
	cJSON *req = cJSON_Parse(request);
	const cJSON *role = cJSON_GetObjectItemCaseSensitive(req, "role");
	char sha[SHA_HEX_LEN + 1];
	char *system = cJSON_IsString(role) ? read_template(role->valuestring, sha) : NULL;
	if (!system) {
		snprintf(why, whylen, "no prompt template for role %s",
			 cJSON_IsString(role) ? role->valuestring : "(none)");
		cJSON_Delete(req);
		return NULL;
	}
	const cJSON *want = cJSON_GetObjectItemCaseSensitive(req, "template");
	if (cJSON_IsString(want) && strcmp(want->valuestring, sha)) {
		snprintf(why, whylen, "the %s prompt template changed since the request "
			 "was made (%.12s, now %.12s)", role->valuestring, want->valuestring, sha);
		free(system);
		cJSON_Delete(req);
		return NULL;
	}
	struct buf user;
	buf_init(&user);
	char *pretty = cJSON_Print(req);
	buf_printf(&user, "Request:\n```json\n%s\n```\n", pretty);
	free(pretty);
	const cJSON *parent = cJSON_GetObjectItemCaseSensitive(req, "parent");
	size_t len;
	char *content = cJSON_IsString(parent) ? blobs->get(blobs->ctx, parent->valuestring, &len)
					       : NULL;
	cJSON *cj = content ? cJSON_Parse(content) : NULL;
	free(content);
	const cJSON *src = cJSON_GetObjectItemCaseSensitive(cj, "source");
	const cJSON *launch = cJSON_GetObjectItemCaseSensitive(cj, "launch");
	if (cJSON_IsString(src)) {
		char *l = cJSON_PrintUnformatted(launch);
		buf_printf(&user, "\nParent kernel:\n```python\n%s\n```\nIts launch: %s\n",
			   src->valuestring, l ? l : "{}");
		free(l);
	}
	cJSON_Delete(cj);
	cJSON *body = cJSON_CreateObject();
	cJSON_AddStringToObject(body, "model", o->model);
	cJSON_AddNumberToObject(body, "temperature", o->temperature);
	cJSON *msgs = cJSON_AddArrayToObject(body, "messages");
	cJSON *m = cJSON_CreateObject();
	cJSON_AddStringToObject(m, "role", "system");
	cJSON_AddStringToObject(m, "content", system);
	cJSON_AddItemToArray(msgs, m);
	m = cJSON_CreateObject();
	cJSON_AddStringToObject(m, "role", "user");
	cJSON_AddStringToObject(m, "content", user.data);
	cJSON_AddItemToArray(msgs, m);
	char *text = cJSON_PrintUnformatted(body);
	cJSON_Delete(body);
	buf_release(&user);
	free(system);
	cJSON_Delete(req);
	return text;
}

struct xfer {
	CURL *h;
	struct curl_slist *headers;
	struct buf body;
	char *payload;
	long status;
	double retry_after;
	CURLcode rc;
	int attempts;
	int done;
};

static size_t on_body(char *p, size_t size, size_t n, void *arg)
{
	struct xfer *x = arg;
	/* An oversize body aborts the transfer (curl reports a write error,
	 * recorded as the answer's failure): nothing of it is kept. */
	if (x->body.len + size * n > KOPT_MAX_ANSWER_BYTES)
		return 0;
	buf_add(&x->body, p, size * n);
	return size * n;
}

static size_t on_header(char *p, size_t size, size_t n, void *arg)
{
	struct xfer *x = arg;
	size_t len = size * n;
	if (len > 12 && !strncasecmp(p, "Retry-After:", 12))
		x->retry_after = atof(p + 12);
	return len;
}

static void xfer_setup(struct oa *o, struct xfer *x)
{
	char url[700], auth[1200];
	const char *key = getenv(o->key_env);
	snprintf(url, sizeof url, "%s/chat/completions", o->base_url);
	if (x->h)
		curl_easy_cleanup(x->h);
	curl_slist_free_all(x->headers);
	x->headers = NULL;
	buf_release(&x->body);
	x->status = 0;
	x->retry_after = 0;
	x->h = curl_easy_init();
	x->headers = curl_slist_append(x->headers, "Content-Type: application/json");
	if (key && *key) {
		snprintf(auth, sizeof auth, "Authorization: Bearer %s", key);
		x->headers = curl_slist_append(x->headers, auth);
	}
	curl_easy_setopt(x->h, CURLOPT_URL, url);
	curl_easy_setopt(x->h, CURLOPT_HTTPHEADER, x->headers);
	curl_easy_setopt(x->h, CURLOPT_POSTFIELDS, x->payload);
	curl_easy_setopt(x->h, CURLOPT_WRITEFUNCTION, on_body);
	curl_easy_setopt(x->h, CURLOPT_WRITEDATA, x);
	curl_easy_setopt(x->h, CURLOPT_HEADERFUNCTION, on_header);
	curl_easy_setopt(x->h, CURLOPT_HEADERDATA, x);
	curl_easy_setopt(x->h, CURLOPT_TIMEOUT, (long)o->timeout_s);
	curl_easy_setopt(x->h, CURLOPT_NOSIGNAL, 1L);
	x->attempts++;
}

static int retryable(const struct xfer *x)
{
	return x->rc == CURLE_OK && (x->status == 429 || x->status >= 500);
}

/* Text of a choice's content: a string, or an array of text parts. */
static void content_text(const cJSON *content, struct buf *out)
{
	if (cJSON_IsString(content)) {
		buf_puts(out, content->valuestring);
		return;
	}
	for (const cJSON *p = cJSON_IsArray(content) ? content->child : NULL; p; p = p->next) {
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(p, "text");
		if (cJSON_IsString(t))
			buf_puts(out, t->valuestring);
	}
}

static void finish(struct oa *o, struct xfer *x, struct kopt_answer *ans)
{
	memset(ans, 0, sizeof *ans);
	ans->tokens_in = ans->tokens_out = -1;
	cJSON *r = cJSON_CreateObject();
	cJSON_AddNumberToObject(r, "http_attempts", x->attempts);
	snprintf(ans->status, sizeof ans->status, "error");
	if (x->rc != CURLE_OK) {
		char msg[300];
		snprintf(msg, sizeof msg, "%s: %s", x->rc == CURLE_OPERATION_TIMEDOUT ?
			 "timeout" : "HTTP transfer failed", curl_easy_strerror(x->rc));
		cJSON_AddStringToObject(r, "error", msg);
	} else if (x->status < 200 || x->status >= 300) {
		char msg[400];
		snprintf(msg, sizeof msg, "HTTP %ld after %d attempt(s): %.300s", x->status,
			 x->attempts, x->body.data ? x->body.data : "");
		cJSON_AddStringToObject(r, "error", msg);
		cJSON_AddNumberToObject(r, "http_status", (double)x->status);
	} else {
		cJSON *b = x->body.data ? cJSON_ParseWithLength(x->body.data, x->body.len) : NULL;
		const cJSON *ch = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(b, "choices"), 0);
		const cJSON *msg = cJSON_GetObjectItemCaseSensitive(ch, "message");
		if (!b || !msg) {
			cJSON_AddStringToObject(r, "error", b ? "the answer has no choices[0].message"
							      : "the answer is not JSON");
		} else {
			struct buf text;
			buf_init(&text);
			content_text(cJSON_GetObjectItemCaseSensitive(msg, "content"), &text);
			cJSON_AddStringToObject(r, "content", text.data ? text.data : "");
			buf_release(&text);
			const cJSON *fr = cJSON_GetObjectItemCaseSensitive(ch, "finish_reason");
			cJSON_AddItemToObject(r, "finish_reason", cJSON_IsString(fr)
					      ? cJSON_CreateString(fr->valuestring) : cJSON_CreateNull());
			const cJSON *md = cJSON_GetObjectItemCaseSensitive(b, "model");
			cJSON_AddItemToObject(r, "model", cJSON_IsString(md)
					      ? cJSON_CreateString(md->valuestring) : cJSON_CreateNull());
			const cJSON *u = cJSON_GetObjectItemCaseSensitive(b, "usage");
			const cJSON *pt = cJSON_GetObjectItemCaseSensitive(u, "prompt_tokens");
			const cJSON *ct = cJSON_GetObjectItemCaseSensitive(u, "completion_tokens");
			/* No usage means unknown, not zero. */
			cJSON_AddItemToObject(r, "usage", u ? cJSON_Duplicate(u, 1) : cJSON_CreateNull());
			if (cJSON_IsNumber(pt))
				ans->tokens_in = (long)pt->valuedouble;
			if (cJSON_IsNumber(ct))
				ans->tokens_out = (long)ct->valuedouble;
			/* Priced only where the server reported both counts; an
			 * unknown cost is recorded as 0 and reported as unknown. */
			double cost = llm_call_cost(&o->price, ans->tokens_in, ans->tokens_out);
			ans->cost = cost > 0 ? cost : 0;
			snprintf(ans->status, sizeof ans->status, "ok");
		}
		cJSON_Delete(b);
	}
	ans->reply = cJSON_PrintUnformatted(r);
	cJSON_Delete(r);
}

static void backoff(struct oa *o, const struct xfer *x)
{
	double s = x->retry_after > 0 ? x->retry_after
				       : o->backoff_ms / 1000.0 * (1 << (x->attempts - 1));
	if (s > 60)
		s = 60;
	struct timespec ts = { (time_t)s, (long)((s - (time_t)s) * 1e9) };
	nanosleep(&ts, NULL);
}

static int batch(void *ctx, size_t n, const char *const *kinds, const char *const *requests,
		 const struct kopt_blob_access *blobs, struct kopt_answer *answers)
{
	struct oa *o = ctx;
	struct xfer *x = xcalloc(n, sizeof *x);
	CURLM *m = curl_multi_init();
	size_t live = 0;
	for (size_t i = 0; i < n; i++) {
		char why[300];
		if (strcmp(kinds[i], "llm")) {
			snprintf(why, sizeof why, "the openai backend answers llm only");
			x[i].payload = NULL;
		} else {
			x[i].payload = render(o, requests[i], blobs, why, sizeof why);
		}
		if (!x[i].payload) {
			memset(&answers[i], 0, sizeof answers[i]);
			cJSON *e = cJSON_CreateObject();
			cJSON_AddStringToObject(e, "error", why);
			answers[i].reply = cJSON_PrintUnformatted(e);
			cJSON_Delete(e);
			snprintf(answers[i].status, sizeof answers[i].status, "error");
			x[i].done = 1;
			continue;
		}
		xfer_setup(o, &x[i]);
		curl_multi_add_handle(m, x[i].h);
		live++;
	}
	while (live) {
		int running = 1;
		while (running) {
			curl_multi_perform(m, &running);
			if (running)
				curl_multi_poll(m, NULL, 0, 100, NULL);
		}
		CURLMsg *msg;
		int left;
		while ((msg = curl_multi_info_read(m, &left))) {
			if (msg->msg != CURLMSG_DONE)
				continue;
			for (size_t i = 0; i < n; i++)
				if (x[i].h == msg->easy_handle) {
					x[i].rc = msg->data.result;
					curl_easy_getinfo(x[i].h, CURLINFO_RESPONSE_CODE, &x[i].status);
				}
		}
		live = 0;
		for (size_t i = 0; i < n; i++) {
			if (x[i].done || !x[i].h)
				continue;
			curl_multi_remove_handle(m, x[i].h);
			if (retryable(&x[i]) && x[i].attempts <= o->retries) {
				backoff(o, &x[i]);
				xfer_setup(o, &x[i]);
				curl_multi_add_handle(m, x[i].h);
				live++;
				continue;
			}
			finish(o, &x[i], &answers[i]);
			x[i].done = 1;
		}
	}
	for (size_t i = 0; i < n; i++) {
		if (x[i].h)
			curl_easy_cleanup(x[i].h);
		curl_slist_free_all(x[i].headers);
		buf_release(&x[i].body);
		free(x[i].payload);
	}
	free(x);
	curl_multi_cleanup(m);
	return 0;
}

static int answer(void *ctx, const char *kind, const char *request,
		  const struct kopt_blob_access *blobs, struct kopt_answer *ans)
{
	const char *k[1] = { kind }, *r[1] = { request };
	return batch(ctx, 1, k, r, blobs, ans);
}

static char *describe(void *ctx)
{
	struct oa *o = ctx;
	cJSON *d = cJSON_CreateObject();
	cJSON_AddStringToObject(d, "base_url", o->base_url);
	cJSON_AddStringToObject(d, "model", o->model);
	cJSON_AddNumberToObject(d, "temperature", o->temperature);
	cJSON_AddNumberToObject(d, "timeout_s", o->timeout_s);
	cJSON_AddNumberToObject(d, "retries", o->retries);
	cJSON *t = cJSON_AddObjectToObject(d, "templates");
	static const char *roles[] = { "planner", "executor", "summarizer", "synthesizer" };
	for (int i = 0; i < 4; i++) {
		char sha[SHA_HEX_LEN + 1];
		char *text = read_template(roles[i], sha);
		cJSON_AddItemToObject(t, roles[i], text ? cJSON_CreateString(sha) : cJSON_CreateNull());
		free(text);
	}
	char *s = cJSON_PrintUnformatted(d);
	cJSON_Delete(d);
	return s;
}

static void close_oa(void *ctx)
{
	free(ctx);
}

int openai_backend_open(const char *args, struct kopt_backend *out, struct kerr *err)
{
	struct oa *o = xcalloc(1, sizeof *o);
	char v[64];
	opt(args, "base_url", o->base_url, sizeof o->base_url, "");
	opt(args, "model", o->model, sizeof o->model, "");
	openai_key_env(args, o->key_env, sizeof o->key_env);
	opt(args, "timeout", v, sizeof v, "900");
	o->timeout_s = atoi(v);
	opt(args, "retries", v, sizeof v, "5");
	o->retries = atoi(v);
	opt(args, "backoff_ms", v, sizeof v, "1000");
	o->backoff_ms = atoi(v);
	opt(args, "temperature", v, sizeof v, "0");
	o->temperature = atof(v);
	if (!o->base_url[0] || !o->model[0]) {
		free(o);
		return kerr_set(err, "--llm openai:%s: give base_url=URL and model=NAME", args);
	}
	struct kerr perr;
	if (llm_price_parse(args, &o->price, &perr)) {
		free(o);
		return kerr_set(err, "--llm openai:%s: %s", args, perr.msg);
	}
	if (o->timeout_s < 1 || o->retries < 0 || o->backoff_ms < 0) {
		free(o);
		return kerr_set(err, "--llm openai:%s: timeout, retries and backoff_ms must be "
				"positive", args);
	}
	curl_global_init(CURL_GLOBAL_DEFAULT);
	snprintf(o->version, sizeof o->version, "openai/1 (%s)", curl_version());
	memset(out, 0, sizeof *out);
	out->abi = KOPT_BACKEND_ABI;
	out->name = "openai";
	out->version = o->version;
	out->kinds = "llm";
	out->ctx = o;
	out->describe = describe;
	out->answer = answer;
	out->answer_batch = batch;
	out->close = close_oa;
	return 0;
}
