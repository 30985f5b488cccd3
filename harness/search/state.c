/* state: what every part of the search shares (search_internal.h): freeing
 * candidates and targets, a request's common fields, the step label, and the
 * two records the parts write, a gate's verdict and a kernel's content.
 * It decides nothing (no gate, no rule, no draw), so a part that needs a
 * decision makes it where its reasons are. */
#include "harness/search/search_internal.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void search_cand_destroy(struct cand *c)
{
	if (!c)
		return;
	free(c->source);
	cJSON_Delete(c->launch);
	cJSON_Delete(c->metrics);
	cJSON_Delete(c->history);
	free(c);
}

void search_target_release(struct target *t)
{
	for (size_t i = 0; i < t->npassed; i++)
		search_cand_destroy(t->passed[i]);
	free(t->passed);
	free(t->beam);
	free(t->ever);
	strmap_destroy(t->seen);
	cJSON_Delete(t->failed);
	meltdown_release(&t->window);
	cJSON_Delete(t->memory);
}

cJSON *search_req_base(const struct problem *p, const char *step)
{
	cJSON *r = cJSON_CreateObject();
	cJSON_AddNumberToObject(r, "v", 1);
	cJSON_AddStringToObject(r, "problem", p->sha);
	if (step)
		cJSON_AddStringToObject(r, "step", step);
	return r;
}

/* A request about target t: a group's names its steps, which the backends
 * run as the group's baseline and replace by a candidate. */
cJSON *search_target_req(struct run_state *rs, const struct target *t)
{
	cJSON *r = search_req_base(rs->p, t->step->name);
	if (t->group)
		canon_add_view(r, "steps",
			       cJSON_GetObjectItemCaseSensitive(t->group->json, "steps"));
	return r;
}

void search_set_step(struct run_state *rs, const char *fmt, const char *a, int n)
{
	char label[512];
	char tail[128];
	snprintf(tail, sizeof tail, fmt, a, n);
	snprintf(label, sizeof label, "%s/%s", rs->p->id, tail);
	obs_set_step(rs->s->obs, label);
}

int search_record_gate(struct run_state *rs, const char *subject, const char *gate,
		       const struct verdict *v, struct kerr *err)
{
	int rc = 0;
	/* A replay only checked stores no gate result: copying the detail and
	 * printing it canonically would be thrown away. */
	if (!store_results_only(rs->s->out)) {
		cJSON *d = cJSON_Duplicate(v->detail, 1);
		if (!d)
			d = cJSON_CreateObject();
		cJSON_AddStringToObject(d, "step", obs_step(rs->s->obs));
		char *text = canon_string(d, err);
		cJSON_Delete(d);
		if (!text)
			return -1;
		rc = store_gate_result_add(rs->s->out, rs->s->run, rs->p->id, subject, gate,
					   rs->s->gates_sha, v->passed, text, err);
		free(text);
	}
	if (rs->gate_log) {
		cJSON *e = cJSON_CreateObject();
		cJSON_AddStringToObject(e, "gate", gate);
		cJSON_AddBoolToObject(e, "passed", v->passed);
		cJSON_AddStringToObject(e, "reason", v->reason);
		cJSON_AddItemToObject(e, "detail", v->detail ? cJSON_Duplicate(v->detail, 1)
							     : cJSON_CreateObject());
		cJSON_AddItemToArray(rs->gate_log, e);
	}
	return rc;
}

void search_rs_release(struct run_state *rs)
{
	strmap_destroy(rs->verified);
	rs->verified = NULL;
	buf_release(&rs->content_key);
	buf_release(&rs->content_next);
	buf_release(&rs->answer_key);
	buf_release(&rs->answer_next);
	free(rs->answer_source);
	rs->answer_source = NULL;
	cJSON_Delete(rs->answer_launch);
	rs->answer_launch = NULL;
}

/* Field f of a content key: a tag byte, then the text and its NUL (no field
 * holds a NUL), so that the key of different fields cannot be equal. */
static void key_field(struct buf *k, const char *f)
{
	if (!f) {
		buf_add(k, "n", 1);
		return;
	}
	buf_add(k, "s", 1);
	buf_add(k, f, strlen(f) + 1);
}

int search_put_content(struct run_state *rs, const struct pstep *st, const char *source,
		       const cJSON *launch, char id[SHA_HEX_LEN + 1], struct kerr *err)
{
	/* An executor often hands back the very kernel of the attempt before
	 * (a duplicate, found by its id): 6,219 of the 14,013 contents of the
	 * 250-problem bench's replay are the one put just before.  Where the
	 * sink keeps results only, putting a content is hashing its canonical
	 * text, so the same fields (language, entry, launch printed
	 * canonically, source: the text is a function of them) give the id
	 * kept from the last put without printing and hashing several KB
	 * again.  Another sink stores every put, as before. */
	int memo = store_results_only(rs->s->out);
	if (memo) {
		struct buf *k = &rs->content_next;
		k->len = 0;
		key_field(k, st->lang);
		key_field(k, st->entry);
		if (launch) {
			buf_add(k, "s", 1);
			if (canon_print(launch, k, NULL)) {
				memo = 0;	/* put as before, to fail as before */
			} else {
				buf_add(k, "", 1);
			}
		} else {
			buf_add(k, "n", 1);
		}
		key_field(k, source);
		if (memo && rs->content_id[0] && k->len == rs->content_key.len &&
		    memcmp(k->data, rs->content_key.data, k->len) == 0) {
			memcpy(id, rs->content_id, SHA_HEX_LEN + 1);
			return 0;
		}
	}
	/* Viewed, not copied, and printed into the thread's buffer: the text
	 * is hashed (and stored) at once. */
	cJSON *c = kernel_content_view(st->lang, st->entry, source, launch);
	size_t len;
	const char *text = canon_text(c, &len, err);
	cJSON_Delete(c);
	if (!text)
		return -1;
	int rc = obs_put_blob(rs->s->obs, text, len, id, err);
	if (memo && rc == 0) {	/* the key just built is the last content's */
		struct buf t = rs->content_key;
		rs->content_key = rs->content_next;
		rs->content_next = t;
		memcpy(rs->content_id, id, SHA_HEX_LEN + 1);
	}
	return rc;
}

double search_num_or(const cJSON *o, const char *key, double def)
{
	double d;
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return v && canon_get_number(v, &d) == 0 ? d : def;
}
