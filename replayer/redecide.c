/* redecide: verdict-by-verdict re-judging of a recording (see redecide.h). */
#include "replayer/redecide.h"
#include "gates/gates.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pmap {
	char sha[SHA_HEX_LEN + 1];
	char id[128];
};

struct pcollect {
	struct pmap *v;
	size_t n;
};

static int collect(void *arg, int seq, const char *id, const char *manifest,
		   struct kerr *err)
{
	(void)seq;
	(void)err;
	struct pcollect *c = arg;
	c->v = xrealloc(c->v, (c->n + 1) * sizeof *c->v);
	/* Requests name a problem by the SHA-256 of its canonical manifest,
	 * which is what the run stored. */
	sha256_hex(manifest, strlen(manifest), c->v[c->n].sha);
	snprintf(c->v[c->n].id, sizeof c->v[c->n].id, "%s", id);
	c->n++;
	return 0;
}

static const char *problem_of(const struct pcollect *c, const char *sha)
{
	for (size_t i = 0; i < c->n; i++)
		if (!strcmp(c->v[i].sha, sha))
			return c->v[i].id;
	return "?";
}

static cJSON *blob_json(struct store *s, const char *sha)
{
	char *text;
	size_t len;
	if (store_get_blob(s, sha, &text, &len, NULL))
		return NULL;
	cJSON *j = canon_parse(text, len, "blob", NULL);
	free(text);
	return j;
}

static void model_subject(const cJSON *req, char out[96])
{
	const cJSON *subs = cJSON_GetObjectItemCaseSensitive(req, "substitutions");
	char *canon = canon_string(subs, NULL);
	char sha[SHA_HEX_LEN + 1];
	sha256_hex(canon ? canon : "", canon ? strlen(canon) : 0, sha);
	free(canon);
	snprintf(out, 96, "model:%.40s", sha);
}

static void add(struct redecide_result *r, const char *problem, const char *gate,
		const char *subject, const struct verdict *o, const struct verdict *n)
{
	r->v = xrealloc(r->v, (r->n + 1) * sizeof *r->v);
	struct redecision *d = &r->v[r->n++];
	memset(d, 0, sizeof *d);
	snprintf(d->problem, sizeof d->problem, "%s", problem);
	snprintf(d->gate, sizeof d->gate, "%s", gate);
	snprintf(d->subject, sizeof d->subject, "%s", subject);
	d->old_passed = o->passed;
	d->new_passed = n->passed;
	snprintf(d->old_reason, sizeof d->old_reason, "%s", o->reason);
	snprintf(d->new_reason, sizeof d->new_reason, "%s", n->reason);
	d->new_detail = canon_string(n->detail, NULL);
}

/* 1 if the stored verdict of (problem, subject, gate) under gates_sha equals
 * passed, 0 if it differs, -1 if none is stored; -2 with err when the file
 * cannot be read. */
static int stored_verdict(struct store *s, int64_t run, const char *gates_sha,
			  const char *problem, const char *subject, const char *gate,
			  int passed, struct kerr *err)
{
	sqlite3_stmt *st;
	int rc = -1;
	if (sqlite3_prepare_v2(store_db(s), "SELECT passed FROM gate_results WHERE run=?1 "
			       "AND problem_id=?2 AND subject=?3 AND gate=?4 AND "
			       "gate_config=?5", -1, &st, NULL) != SQLITE_OK) {
		kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
		return -2;
	}
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, problem, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, subject, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, gate, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, gates_sha, -1, SQLITE_STATIC);
	int got = sqlite3_step(st);
	if (got == SQLITE_ROW)
		rc = sqlite3_column_int(st, 0) == passed;
	else if (got != SQLITE_DONE) {
		kerr_set(err, "%s: reading gate results: %s", store_path(s),
			 sqlite3_errmsg(store_db(s)));
		rc = -2;
	}
	sqlite3_finalize(st);
	return rc;
}

int redecide_run(struct store *s, int64_t run, const struct kopt_config *now,
		 struct redecide_result *out, struct kerr *err)
{
	memset(out, 0, sizeof *out);
	struct run_info ri;
	struct kopt_config old;
	struct pcollect pc = { 0 };
	struct obs_row *rows = NULL;
	size_t nrows = 0;
	char old_sha[SHA_HEX_LEN + 1];
	int rc = -1;
	if (store_run_get(s, run, &ri, err))
		return -1;
	cJSON *cj = canon_parse(ri.config, strlen(ri.config), store_path(s), err);
	if (cj)
		config_fill_legacy(cj);
	if (!cj || config_from_json(cj, &old, err)) {
		cJSON_Delete(cj);
		run_info_release(&ri);
		return -1;
	}
	cJSON_Delete(cj);
	run_info_release(&ri);
	config_gates_sha(&old, old_sha);
	if (store_problem_each(s, run, collect, &pc, err) ||
	    store_obs_load(s, run, &rows, &nrows, err))
		goto out;
	/* Baseline model medians per problem, for gate 4. */
	double *base = xcalloc(pc.n + 1, sizeof *base);
	for (size_t i = 0; i < nrows; i++) {
		if (strcmp(rows[i].site, "baseline.model") || strcmp(rows[i].status, "ok"))
			continue;
		cJSON *rq = blob_json(s, rows[i].req_sha), *rp = blob_json(s, rows[i].reply_sha);
		const cJSON *ps = cJSON_GetObjectItemCaseSensitive(rq, "problem");
		size_t n;
		for (size_t k = 0; k < pc.n && cJSON_IsString(ps); k++)
			if (!strcmp(pc.v[k].sha, ps->valuestring))
				time_reply_median(rp, &base[k], &n);
		cJSON_Delete(rq);
		cJSON_Delete(rp);
	}
	for (size_t i = 0; i < nrows; i++) {
		const char *site = rows[i].site;
		int g1c = !strcmp(site, "gate1.compile"), g2 = !strcmp(site, "gate2.check");
		int g3 = !strcmp(site, "gate3.check"), g4 = !strcmp(site, "gate4.time");
		/* A synthesized kernel's checks: its group's run, and under
		 * synthesis.reference = eager the model's run with it stitched in. */
		int sg = !strcmp(site, "synthesis.check"), sm = !strcmp(site, "synthesis.model");
		if (!g1c && !g2 && !g3 && !g4 && !sg && !sm)
			continue;
		cJSON *rq = blob_json(s, rows[i].req_sha), *rp = blob_json(s, rows[i].reply_sha);
		const cJSON *ps = cJSON_GetObjectItemCaseSensitive(rq, "problem");
		const cJSON *cand = cJSON_GetObjectItemCaseSensitive(rq, "candidate");
		const char *problem = cJSON_IsString(ps) ? problem_of(&pc, ps->valuestring) : "?";
		char subject[96];
		const cJSON *subs = cJSON_GetObjectItemCaseSensitive(rq, "substitutions");
		if (g3 || g4)
			model_subject(rq, subject);
		else if (sm)	/* the candidate, the one substitution */
			snprintf(subject, sizeof subject, "%s", subs && cJSON_IsString(subs->child)
				 ? subs->child->valuestring : "?");
		else
			snprintf(subject, sizeof subject, "%s",
				 cJSON_IsString(cand) ? cand->valuestring : "?");
		struct verdict vo = { 0 }, vn = { 0 };
		const char *gate = NULL;
		if (g1c) {
			gate = "gate1.compile";
			gate1_compile(&old, rows[i].status, rp, &vo);
			gate1_compile(now, rows[i].status, rp, &vn);
		} else if (g2) {
			gate1_launch(rows[i].status, rp, &vo);
			if (!vo.passed) {
				gate = "gate1.launch";
				gate1_launch(rows[i].status, rp, &vn);
			} else {
				gate = "gate2";
				verdict_clear(&vo);
				gate2_decide(&old, rp, &vo);
				gate2_decide(now, rp, &vn);
			}
		} else if (sg || sm) {
			gate1_launch(rows[i].status, rp, &vo);
			if (!vo.passed) {
				gate = "gate1.launch";
				gate1_launch(rows[i].status, rp, &vn);
			} else if (sg && old.synthesis.eager) {
				gate = "gate1.launch";
				verdict_clear(&vo);
				synthesis_launch_decide(&old, rp, &vo);
				synthesis_launch_decide(now, rp, &vn);
			} else {
				gate = "synthesis";
				verdict_clear(&vo);
				synthesis_decide(&old, rp, &vo);
				synthesis_decide(now, rp, &vn);
			}
		} else if (g3) {
			gate = "gate3";
			gate3_decide(&old, rows[i].status, rp, &vo);
			gate3_decide(now, rows[i].status, rp, &vn);
		} else {
			gate = "gate4";
			double ms = 0, b = 0;
			size_t n;
			for (size_t k = 0; k < pc.n && cJSON_IsString(ps); k++)
				if (!strcmp(pc.v[k].sha, ps->valuestring))
					b = base[k];
			if (cJSON_GetObjectItemCaseSensitive(rp, "baseline_samples_ms")) {
				/* A paired reply: judged paired under both settings
				 * (the samples hold no separate measurement). */
				double nm;
				gate4_decide_paired(&old, rows[i].status, rp, b, &vo, &nm);
				gate4_decide_paired(now, rows[i].status, rp, b, &vn, &nm);
			} else if (strcmp(rows[i].status, "ok") || time_reply_median(rp, &ms, &n)) {
				vo.detail = cJSON_CreateObject();
				vn.detail = cJSON_CreateObject();
				snprintf(vo.reason, sizeof vo.reason, "the model timing run failed");
				snprintf(vn.reason, sizeof vn.reason, "the model timing run failed");
			} else {
				gate4_decide(&old, b, ms, &vo);
				gate4_decide(now, b, ms, &vn);
			}
		}
		out->stored++;
		int same = stored_verdict(s, run, old_sha, problem, subject, gate, vo.passed, err);
		if (same == -2) {
			verdict_clear(&vo);
			verdict_clear(&vn);
			cJSON_Delete(rq);
			cJSON_Delete(rp);
			free(base);
			goto out;
		}
		out->reproduced += same == 1;
		if (same == -1)
			out->stored--;
		add(out, problem, gate, subject, &vo, &vn);
		verdict_clear(&vo);
		verdict_clear(&vn);
		cJSON_Delete(rq);
		cJSON_Delete(rp);
	}
	free(base);
	rc = 0;
out:
	free(pc.v);
	store_obs_release(rows, nrows);
	return rc;
}

void redecide_release(struct redecide_result *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->v[i].new_detail);
	free(r->v);
	memset(r, 0, sizeof *r);
}
