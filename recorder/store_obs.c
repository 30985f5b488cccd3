/* store_obs: the observations table (see store.h): appending one with its
 * request and reply blobs, reading rows, slots and answers back, counting,
 * and the names of the observation kinds.  Like store.c it decides nothing. */
#include "recorder/store_internal.h"
#include "common/buf.h"
#include "common/sha.h"
#include "common/strmap.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void obs_row_clear(struct obs_row *r)
{
	free(r->step);
	free(r->site);
	r->step = r->site = NULL;
}

int store_obs_append(struct store *s, int64_t run, struct obs_row *row,
		     const char *request, const char *reply, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	sqlite3_int64 req_id, rep_id;
	if (store_tx_begin(s, err))
		return -1;
	if (store_blob_insert(s, request, strlen(request), row->req_sha, &req_id, err) ||
	    store_blob_insert(s, reply, strlen(reply), row->reply_sha, &rep_id, err))
		goto fail;
	SQL_CHECK(s, store_cache_prepare(s,
		"INSERT INTO observations(run,seq,kind,key,k,step,site,request,reply,"
		"status,cost,tokens_in,tokens_out,latency_ms) VALUES(?1,"
		"(SELECT coalesce(max(seq),0)+1 FROM observations WHERE run=?1),"
		"?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13) RETURNING seq",
		-1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, row->kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, row->key, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 4, row->k);
	sqlite3_bind_text(st, 5, row->step ? row->step : "", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, row->site ? row->site : "", -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 7, req_id);
	sqlite3_bind_int64(st, 8, rep_id);
	sqlite3_bind_text(st, 9, row->status, -1, SQLITE_STATIC);
	sqlite3_bind_double(st, 10, row->cost);
	sqlite3_bind_int64(st, 11, row->tokens_in);
	sqlite3_bind_int64(st, 12, row->tokens_out);
	sqlite3_bind_double(st, 13, row->latency_ms);
	int rc = sqlite3_step(st);
	if (rc != SQLITE_ROW) {
		SQL_CHECK(s, rc);
		kerr_set(err, "%s: observation insert returned no row", s->path);
		goto fail;
	}
	row->seq = sqlite3_column_int64(st, 0);
	SQL_CHECK(s, sqlite3_step(st));
	store_cache_release(s, st);
	return store_tx_end(s, 0, err);
fail:
	store_cache_release(s, st);
	return store_tx_end(s, -1, err);
}

/* A row of the SELECT that store_obs_load and store_obs_get share (columns
 * seq, kind, key, k, step, site, request and reply SHA, status, cost,
 * tokens in and out, latency). */
#define OBS_ROW_SELECT \
	"SELECT o.seq,o.kind,o.key,o.k,o.step,o.site,rq.sha256,rp.sha256," \
	"o.status,o.cost,o.tokens_in,o.tokens_out,o.latency_ms " \
	"FROM observations o JOIN blobs rq ON rq.id=o.request " \
	"JOIN blobs rp ON rp.id=o.reply "

static void fill_row(sqlite3_stmt *st, struct obs_row *r)
{
	memset(r, 0, sizeof *r);
	r->seq = sqlite3_column_int64(st, 0);
	snprintf(r->kind, sizeof r->kind, "%s", sqlite3_column_text(st, 1));
	snprintf(r->key, sizeof r->key, "%s", sqlite3_column_text(st, 2));
	r->k = sqlite3_column_int64(st, 3);
	r->step = store_col_dup(st, 4);
	r->site = store_col_dup(st, 5);
	snprintf(r->req_sha, sizeof r->req_sha, "%s", sqlite3_column_text(st, 6));
	snprintf(r->reply_sha, sizeof r->reply_sha, "%s", sqlite3_column_text(st, 7));
	snprintf(r->status, sizeof r->status, "%s", sqlite3_column_text(st, 8));
	r->cost = sqlite3_column_double(st, 9);
	r->tokens_in = sqlite3_column_int64(st, 10);
	r->tokens_out = sqlite3_column_int64(st, 11);
	r->latency_ms = sqlite3_column_double(st, 12);
}

int store_obs_load(struct store *s, int64_t run, struct obs_row **rows, size_t *n,
		   struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	size_t cap = 0, cnt = 0;
	struct obs_row *v = NULL;
	int rc;
	SQL_CHECK(s, store_cache_prepare(s, OBS_ROW_SELECT "WHERE o.run=?1 ORDER BY o.seq", -1, &st,
				   NULL));
	sqlite3_bind_int64(st, 1, run);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (cnt == cap) {
			cap = cap ? cap * 2 : 256;
			v = xrealloc(v, cap * sizeof *v);
		}
		fill_row(st, &v[cnt++]);
	}
	SQL_CHECK(s, rc);
	store_cache_release(s, st);
	*rows = v;
	*n = cnt;
	return 0;
fail:
	store_cache_release(s, st);
	store_obs_release(v, cnt);
	*rows = NULL;
	*n = 0;
	return -1;
}

int store_obs_scan(struct store *s, int64_t run, int64_t lo, int64_t hi,
		   int (*fn)(void *arg, const struct obs_ix *x, const char *step),
		   void *arg, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	int rc;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT seq,kind,key,k,step FROM observations "
				   "WHERE run=?1 AND seq BETWEEN ?2 AND ?3 ORDER BY seq", -1,
				   &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, lo);
	sqlite3_bind_int64(st, 3, hi);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct obs_ix x;
		memset(&x, 0, sizeof x);
		x.seq = sqlite3_column_int64(st, 0);
		const char *kind = (const char *)sqlite3_column_text(st, 1);
		x.kind = obs_kind_bit(kind);
		const char *key = (const char *)sqlite3_column_text(st, 2);
		if (!key || sha_hex_bytes(key, x.key)) {
			kerr_set(err, "%s: observation %lld of run %lld: key is not a SHA-256",
				 s->path, (long long)x.seq, (long long)run);
			goto fail;
		}
		x.k = sqlite3_column_int64(st, 3);
		const char *step = (const char *)sqlite3_column_text(st, 4);
		if (fn(arg, &x, step ? step : ""))
			goto fail;
	}
	SQL_CHECK(s, rc);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_obs_count_before(struct store *s, int64_t run, const char *key, int64_t before,
			   int64_t *k, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT coalesce(max(k),0) FROM observations WHERE "
				   "run=?1 AND key=?2 AND +seq<?3", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, key, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, before);
	SQL_CHECK(s, sqlite3_step(st));
	*k = sqlite3_column_int64(st, 0);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_problem_ids(struct store *s, int64_t run, struct strmap *ids, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	int rc;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT problem_id,seq FROM problems WHERE run=?1", -1,
				   &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		if (id)
			*strmap_slot(ids, id) = sqlite3_column_int64(st, 1);
	}
	if (store_rows_done(s, rc, "problems", err))
		goto fail;
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

static void slot_fill(sqlite3_stmt *st, void *item)
{
	struct obs_slot *o = item;
	o->seq = sqlite3_column_int64(st, 0);
	o->step = store_col_dup(st, 1);
	o->site = store_col_dup(st, 2);
	if (!o->step)	/* NOT NULL in the schema; an edited file still must not crash */
		o->step = xstrdup("");
	if (!o->site)
		o->site = xstrdup("");
}

static void slot_drop(void *v, size_t n)
{
	store_obs_slots_release(v, n);
}

int store_obs_slots(struct store *s, int64_t run, const char *kind, struct obs_slot **out,
		    size_t *n, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*out = NULL;
	*n = 0;
	SQL_CHECK(s, store_cache_prepare(s, "SELECT seq,step,site FROM observations WHERE run=?1 "
				   "AND kind=?2 ORDER BY seq", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	return store_collect_rows(s, st, sizeof **out, slot_fill, slot_drop, (void **)out, n, err);
fail:
	return -1;
}

void store_obs_slots_release(struct obs_slot *v, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(v[i].step);
		free(v[i].site);
	}
	free(v);
}

int store_obs_answer(struct store *s, int64_t run, int64_t seq, char **reply, size_t *len,
		     struct obs_row *f, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	*reply = NULL;
	SQL_CHECK(s, store_cache_prepare(s,
		"SELECT rp.data,o.status,o.cost,o.tokens_in,o.tokens_out,o.latency_ms,"
		"rp.id,rp.sha256,o.kind,o.step,o.k "
		"FROM observations o JOIN blobs rp ON rp.id=o.reply WHERE o.run=?1 AND "
		"o.seq=?2", -1, &st, NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, seq);
	if (sqlite3_step(st) != SQLITE_ROW) {
		kerr_set(err, "%s: run %lld has no observation %lld", s->path, (long long)run,
			 (long long)seq);
		goto fail;
	}
	size_t n = (size_t)sqlite3_column_bytes(st, 0);
	*reply = xmalloc(n + 1);
	if (n)
		memcpy(*reply, sqlite3_column_blob(st, 0), n);
	(*reply)[n] = '\0';
	*len = n;
	if (store_blob_check(s, sqlite3_column_int64(st, 6), (const char *)sqlite3_column_text(st, 7),
		       *reply, n, err, "the reply of observation %lld (kind %s, step %s) of "
		       "run %lld", (long long)seq, (const char *)sqlite3_column_text(st, 8),
		       (const char *)sqlite3_column_text(st, 9), (long long)run)) {
		free(*reply);
		*reply = NULL;
		goto fail;
	}
	snprintf(f->status, sizeof f->status, "%s", sqlite3_column_text(st, 1));
	f->cost = sqlite3_column_double(st, 2);
	f->tokens_in = sqlite3_column_int64(st, 3);
	f->tokens_out = sqlite3_column_int64(st, 4);
	f->latency_ms = sqlite3_column_double(st, 5);
	f->k = sqlite3_column_int64(st, 10);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

int store_obs_get(struct store *s, int64_t run, int64_t seq, struct obs_row *r,
		  struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	SQL_CHECK(s, store_cache_prepare(s, OBS_ROW_SELECT "WHERE o.run=?1 AND o.seq=?2", -1, &st,
				   NULL));
	sqlite3_bind_int64(st, 1, run);
	sqlite3_bind_int64(st, 2, seq);
	if (sqlite3_step(st) != SQLITE_ROW) {
		kerr_set(err, "%s: run %lld has no observation %lld", s->path, (long long)run,
			 (long long)seq);
		goto fail;
	}
	obs_row_clear(r);
	fill_row(st, r);
	store_cache_release(s, st);
	return 0;
fail:
	store_cache_release(s, st);
	return -1;
}

void store_obs_release(struct obs_row *rows, size_t n)
{
	for (size_t i = 0; i < n; i++)
		obs_row_clear(&rows[i]);
	free(rows);
}

#define OBS_KIND_NAME_(e, s) s,
static const char *const OBS_KIND_NAMES[OBS_NKINDS] = {
	OBS_KIND_LIST(OBS_KIND_NAME_, OBS_KIND_NAME_)
};
const char *obs_kind_name(enum obs_kind k)
{
	return (unsigned)k < OBS_NKINDS ? OBS_KIND_NAMES[k] : "?";
}

int obs_kind_parse(const char *name)
{
	for (int k = 0; k < OBS_NKINDS; k++)
		if (!strcmp(OBS_KIND_NAMES[k], name))
			return k;
	return -1;
}

int obs_kind_bit(const char *name)
{
	int k = name ? obs_kind_parse(name) : -1;
	return k < 0 ? OBS_KIND_UNKNOWN_BIT : k;
}
