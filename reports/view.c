/* view: the page of one run (view.h).  Gathers the run's rows into one JSON
 * document, deflates it with zlib and writes it, base64-encoded, into the
 * page template with the page's style and script (reports/view_page.html,
 * .css and .js, embedded at build time as build/view_assets.h).  It decides
 * nothing: the page shows what the file holds, the report as `kopt report`
 * prints it and the candidates' times as the reports compute them. */
#include "reports/view.h"
#include "common/config.h"
#include "gates/gates.h"
#include "common/kerr.h"
#include "reports/more_tables.h"
#include "reports/paper_tables.h"
#include "reports/rows.h"
#include "reports/table1.h"
#include "reports/taxonomy_table.h"
#include "view_assets.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* A numeric array longer than this in a time reply (every timing sample)
 * is summarized; the page shows a summary, not 10^3 samples per candidate
 * (the C0 recording's rank.time replies alone are 30 MB). */
#define VIEW_SAMPLES_KEPT 8

struct gather {
	struct store *s;
	int64_t run;
	struct buf doc;		/* the document but its blobs */
	struct buf blobs;	/* the blobs, as JSON strings separated by commas */
	int *out;		/* blob rowid -> 1 + its index in blobs, 0: not out yet */
	double *median;		/* blob rowid -> its timing samples' median (NAN: none) */
	struct cand_time *times;	/* the sub-kernel times, in recording order */
	size_t ntimes, captimes;
	int64_t maxid;
	int nblobs;
};

/* s[0..n) as a JSON string; '<' escaped too, so that the text can sit in a
 * <script> element. */
static void jstr(struct buf *b, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t from = 0;
	buf_add(b, "\"", 1);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c != '"' && c != '\\' && c != '<')
			continue;
		buf_add(b, s + from, i - from);
		from = i + 1;
		char e[7] = { '\\', 0 };
		if (c == '"' || c == '\\') {
			e[1] = (char)c;
			buf_add(b, e, 2);
		} else if (c == '\n') {
			buf_add(b, "\\n", 2);
		} else {
			memcpy(e + 1, "u00", 3);
			e[4] = hex[c >> 4];
			e[5] = hex[c & 15];
			buf_add(b, e, 6);
		}
	}
	buf_add(b, s + from, n - from);
	buf_add(b, "\"", 1);
}

static void jcstr(struct buf *b, const char *s)
{
	if (s)
		jstr(b, s, strlen(s));
	else
		buf_puts(b, "null");
}

/* Every numeric array of v longer than VIEW_SAMPLES_KEPT replaced by
 * {"$samples": n, "min", "max", "mean"}, with "median" for the timing
 * samples (samples_ms), the gates' median of them (time_reply_median). */
static void summarize(cJSON *v, double median)
{
	for (cJSON *c = v ? v->child : NULL; c; c = c->next) {
		int n = 0, all = cJSON_IsArray(c);
		double lo = INFINITY, hi = -INFINITY, sum = 0;
		for (const cJSON *x = all ? c->child : NULL; x && all; x = x->next, n++) {
			if (!(all = cJSON_IsNumber(x)))
				break;
			lo = x->valuedouble < lo ? x->valuedouble : lo;
			hi = x->valuedouble > hi ? x->valuedouble : hi;
			sum += x->valuedouble;
		}
		if (!all || n <= VIEW_SAMPLES_KEPT) {
			summarize(c, NAN);
			continue;
		}
		cJSON *o = cJSON_CreateObject();
		cJSON_AddNumberToObject(o, "$samples", n);
		cJSON_AddNumberToObject(o, "min", lo);
		if (c->string && !strcmp(c->string, "samples_ms") && isfinite(median))
			cJSON_AddNumberToObject(o, "median", median);
		cJSON_AddNumberToObject(o, "max", hi);
		cJSON_AddNumberToObject(o, "mean", sum / n);
		if (c->string)	/* the key stays (cJSON frees it with free) */
			o->string = strdup(c->string);
		cJSON_ReplaceItemViaPointer(v, c, o);
		c = o;
	}
}

/* The index of blob id in the document's blobs, put there on first use;
 * a time reply summarized (summarize).  -1 with err when it cannot be read. */
static int blob_ref(struct gather *g, int64_t id, int is_time, int *index, struct kerr *err)
{
	if (id < 1 || id > g->maxid)
		return kerr_set(err, "%s: run %lld: a reference to blob %lld, which the file "
				"does not hold", store_path(g->s), (long long)g->run, (long long)id);
	if (g->out[id]) {
		*index = g->out[id] - 1;
		return 0;
	}
	char *data;
	size_t len;
	int found;
	if (store_get_blob_id(g->s, id, &data, &len, &found, err))
		return -1;
	if (!found)
		return kerr_set(err, "%s: run %lld: blob %lld is missing", store_path(g->s),
				(long long)g->run, (long long)id);
	if (g->nblobs)
		buf_add(&g->blobs, ",", 1);
	cJSON *j = is_time ? cJSON_ParseWithLength(data, len) : NULL;
	char *text = NULL;
	if (j) {
		double med;
		size_t cnt;
		if (time_reply_median(j, &med, &cnt) == 0)
			g->median[id] = med;
		summarize(j, g->median[id]);
		text = cJSON_PrintUnformatted(j);
		cJSON_Delete(j);
	}
	if (text)
		jcstr(&g->blobs, text);
	else
		jstr(&g->blobs, data, len);
	free(text);
	free(data);
	*index = g->nblobs++;
	g->out[id] = *index + 1;
	return 0;
}

static int prepare(struct gather *g, const char *sql, sqlite3_stmt **st, struct kerr *err)
{
	if (sqlite3_prepare_v2(store_db(g->s), sql, -1, st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(g->s), sqlite3_errmsg(store_db(g->s)));
	sqlite3_bind_int64(*st, 1, g->run);
	return 0;
}

static const char *col(sqlite3_stmt *st, int i)
{
	return (const char *)sqlite3_column_text(st, i);
}

/* A manifest without what the page does not show (cubins, Triton's
 * metadata), as JSON text; the text as it is if it does not parse. */
static void slim_manifest(struct buf *b, const char *json)
{
	cJSON *m = cJSON_Parse(json);
	const cJSON *steps = cJSON_GetObjectItemCaseSensitive(m, "steps");
	for (cJSON *st = steps ? steps->child : NULL; st; st = st->next) {
		cJSON_DeleteItemFromObjectCaseSensitive(st, "cubin_b64");
		cJSON_DeleteItemFromObjectCaseSensitive(st, "triton_meta");
	}
	cJSON_DeleteItemFromObjectCaseSensitive(m, "buffers");
	char *text = m ? cJSON_PrintUnformatted(m) : NULL;
	jcstr(b, text ? text : json);
	free(text);
	cJSON_Delete(m);
}

static int one_problem(void *arg, int seq, const char *id, const char *manifest,
		       struct kerr *err)
{
	struct gather *g = arg;
	char *outcome;
	if (store_outcome_get(g->s, g->run, id, &outcome, err))
		return -1;
	buf_printf(&g->doc, "%s{\"seq\":%d,\"id\":",
		   g->doc.data[g->doc.len - 1] == '[' ? "" : ",", seq);
	jcstr(&g->doc, id);
	buf_puts(&g->doc, ",\"manifest\":");
	slim_manifest(&g->doc, manifest);
	buf_puts(&g->doc, ",\"outcome\":");
	jcstr(&g->doc, outcome);
	buf_puts(&g->doc, "}");
	free(outcome);
	return 0;
}

/* The candidates: [problem, id, parent, sub-kernel, iteration, slot, chain,
 * plan blob (-1: none), content blob], in the order the search wrote them. */
static int gather_candidates(struct gather *g, struct kerr *err)
{
	sqlite3_stmt *st;
	if (prepare(g, "SELECT problem_id, id, parent, subkernel, iteration, slot, chain, plan, "
		    "content FROM candidates WHERE run=?1 ORDER BY rowid", &st, err))
		return -1;
	buf_puts(&g->doc, ",\"cands\":[");
	int rc, n = 0, bad = 0;
	while (!bad && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		int plan = -1, content;
		if ((sqlite3_column_type(st, 7) != SQLITE_NULL &&
		     blob_ref(g, sqlite3_column_int64(st, 7), 0, &plan, err)) ||
		    blob_ref(g, sqlite3_column_int64(st, 8), 0, &content, err)) {
			bad = 1;
			break;
		}
		buf_puts(&g->doc, n++ ? ",[" : "[");
		for (int i = 0; i < 4; i++) {
			jcstr(&g->doc, col(st, i));
			buf_add(&g->doc, ",", 1);
		}
		buf_printf(&g->doc, "%lld,%lld,", (long long)sqlite3_column_int64(st, 4),
			   (long long)sqlite3_column_int64(st, 5));
		jcstr(&g->doc, col(st, 6));
		buf_printf(&g->doc, ",%d,%d]", plan, content);
	}
	if (!bad && store_rows_done(g->s, rc, "the candidates", err))
		bad = 1;
	sqlite3_finalize(st);
	buf_puts(&g->doc, "]");
	return bad ? -1 : 0;
}

/* The gate results, [problem, subject, gate, passed, detail], in order. */
static int gather_gates(struct gather *g, struct kerr *err)
{
	sqlite3_stmt *st;
	if (prepare(g, "SELECT problem_id, subject, gate, passed, detail FROM gate_results "
		    "WHERE run=?1 ORDER BY id", &st, err))
		return -1;
	buf_puts(&g->doc, ",\"gates\":[");
	int rc, n = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		buf_puts(&g->doc, n++ ? ",[" : "[");
		for (int i = 0; i < 3; i++) {
			jcstr(&g->doc, col(st, i));
			buf_add(&g->doc, ",", 1);
		}
		buf_printf(&g->doc, "%d,", sqlite3_column_int(st, 3));
		jcstr(&g->doc, col(st, 4));
		buf_add(&g->doc, "]", 1);
	}
	int bad = store_rows_done(g->s, rc, "the gate results", err);
	sqlite3_finalize(st);
	buf_puts(&g->doc, "]");
	return bad;
}

static void add_time(struct gather *g, const char *id, double ms)
{
	if (g->ntimes == g->captimes) {
		g->captimes = g->captimes ? 2 * g->captimes : 256;
		g->times = xrealloc(g->times, g->captimes * sizeof *g->times);
	}
	snprintf(g->times[g->ntimes].id, sizeof g->times->id, "%s", id);
	g->times[g->ntimes++].ms = ms;
}

/* The observations in recording order: [seq, kind, step, site, status,
 * tokens in, out, latency ms, cost, request blob, reply blob, candidate]
 * (the candidate a measurement's request names, or null). */
static int gather_observations(struct gather *g, struct kerr *err)
{
	sqlite3_stmt *st;
	if (prepare(g, "SELECT o.seq, o.kind, o.step, o.site, o.status, o.tokens_in, "
		    "o.tokens_out, o.latency_ms, o.cost, o.request, o.reply, CASE WHEN "
		    "o.kind!='llm' AND json_valid(CAST(rq.data AS TEXT)) THEN "
		    "json_extract(CAST(rq.data AS TEXT), '$.candidate') END FROM observations o "
		    "JOIN blobs rq ON rq.id=o.request WHERE o.run=?1 ORDER BY o.seq", &st, err))
		return -1;
	buf_puts(&g->doc, ",\"obs\":[");
	int rc, n = 0, bad = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *kind = col(st, 1);
		int rq, rp;
		if (blob_ref(g, sqlite3_column_int64(st, 9), 0, &rq, err) ||
		    blob_ref(g, sqlite3_column_int64(st, 10), kind && !strcmp(kind, "time"), &rp,
			     err)) {
			bad = 1;
			break;
		}
		buf_printf(&g->doc, "%s[%lld,", n++ ? "," : "", (long long)sqlite3_column_int64(st, 0));
		for (int i = 1; i < 5; i++) {
			jcstr(&g->doc, col(st, i));
			buf_add(&g->doc, ",", 1);
		}
		double lat = sqlite3_column_double(st, 7), cost = sqlite3_column_double(st, 8);
		buf_printf(&g->doc, "%lld,%lld,%.17g,%.17g,%d,%d,",
			   (long long)sqlite3_column_int64(st, 5), (long long)sqlite3_column_int64(st, 6),
			   isfinite(lat) ? lat : 0, isfinite(cost) ? cost : 0, rq, rp);
		const char *c = sqlite3_column_type(st, 11) == SQLITE_TEXT ? col(st, 11) : NULL;
		jcstr(&g->doc, c);
		const char *site = col(st, 3), *status = col(st, 4);
		if (c && strlen(c) < sizeof g->times->id && rows_cand_time_site(kind, status, site) &&
		    isfinite(g->median[sqlite3_column_int64(st, 10)]))
			add_time(g, c, g->median[sqlite3_column_int64(st, 10)]);
		buf_add(&g->doc, "]", 1);
	}
	if (!bad && store_rows_done(g->s, rc, "the observations", err))
		bad = 1;
	sqlite3_finalize(st);
	buf_puts(&g->doc, "]");
	return bad ? -1 : 0;
}

/* The contents of the parents that are no candidate of the run (the
 * baselines), named by their SHA-256: {"sha": blob index}. */
static int gather_bases(struct gather *g, struct kerr *err)
{
	sqlite3_stmt *st;
	if (prepare(g, "SELECT DISTINCT c.parent, b.id FROM candidates c JOIN blobs b ON "
		    "b.sha256=c.parent WHERE c.run=?1 AND NOT EXISTS (SELECT 1 FROM candidates p "
		    "WHERE p.run=c.run AND p.problem_id=c.problem_id AND p.id=c.parent) "
		    "ORDER BY c.parent", &st, err))
		return -1;
	buf_puts(&g->doc, ",\"bases\":{");
	int rc, n = 0, bad = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int ix;
		if (blob_ref(g, sqlite3_column_int64(st, 1), 0, &ix, err)) {
			bad = 1;
			break;
		}
		if (n++)
			buf_add(&g->doc, ",", 1);
		jcstr(&g->doc, col(st, 0));
		buf_printf(&g->doc, ":%d", ix);
	}
	if (!bad && store_rows_done(g->s, rc, "the baselines' contents", err))
		bad = 1;
	sqlite3_finalize(st);
	buf_puts(&g->doc, "}");
	return bad ? -1 : 0;
}

/* Every sub-kernel time as rows_cand_times gives it to the reports (the
 * gates' median of a baseline.time or rank.time reply that is ok; a
 * candidate timed twice keeps its first time), taken from the one parse of
 * each reply that the page's summaries need rather than from a second read
 * of 30 MB of samples (C0): {"id": ms}, sorted by id. */
static void gather_times(struct gather *g)
{
	size_t n = rows_cand_times_first(g->times, g->ntimes);
	buf_puts(&g->doc, ",\"times\":{");
	for (size_t i = 0; i < n; i++) {
		if (i)
			buf_add(&g->doc, ",", 1);
		jcstr(&g->doc, g->times[i].id);
		buf_printf(&g->doc, ":%.17g", g->times[i].ms);
	}
	buf_puts(&g->doc, "}");
}

static int max_blob_id(struct gather *g, struct kerr *err)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(g->s), "SELECT coalesce(max(id), 0) FROM blobs", -1, &st,
			       NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(g->s), sqlite3_errmsg(store_db(g->s)));
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		g->maxid = sqlite3_column_int64(st, 0);
	else
		kerr_set(err, "%s: reading the blobs: %s", store_path(g->s),
			 sqlite3_errmsg(store_db(g->s)));
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* The run's configuration, the defaults beside it, its provenance. */
static void gather_run(struct gather *g, const struct run_info *ri)
{
	struct kopt_config d;
	config_defaults(&d);
	cJSON *dj = config_to_json(&d);
	char *dt = cJSON_PrintUnformatted(dj);
	buf_puts(&g->doc, "{\"config\":");
	jcstr(&g->doc, ri->config);
	buf_puts(&g->doc, ",\"defaults\":");
	jcstr(&g->doc, dt);
	buf_puts(&g->doc, ",\"provenance\":");
	jcstr(&g->doc, ri->provenance);
	free(dt);
	cJSON_Delete(dj);
}

/* The body document: run, problems, candidates, gates, observations,
 * times, baselines' contents, blobs. */
static int gather_body(struct store *s, int64_t run, const struct run_info *ri, struct buf *out,
		       struct kerr *err)
{
	struct gather g = { .s = s, .run = run };
	buf_init(&g.doc);
	buf_init(&g.blobs);
	int rc = max_blob_id(&g, err);
	if (!rc) {
		g.out = xcalloc((size_t)g.maxid + 1, sizeof *g.out);
		g.median = xcalloc((size_t)g.maxid + 1, sizeof *g.median);
		for (int64_t i = 0; i <= g.maxid; i++)
			g.median[i] = NAN;
		gather_run(&g, ri);
		buf_puts(&g.doc, ",\"problems\":[");
		rc = store_problem_each(s, run, one_problem, &g, err);
		buf_puts(&g.doc, "]");
	}
	rc = rc || gather_candidates(&g, err) || gather_gates(&g, err) ||
	     gather_observations(&g, err) || gather_bases(&g, err);
	if (!rc) {
		gather_times(&g);
		buf_add(out, g.doc.data, g.doc.len);
		buf_puts(out, ",\"blobs\":[");
		if (g.blobs.len)
			buf_add(out, g.blobs.data, g.blobs.len);
		buf_puts(out, "]}");
	}
	free(g.out);
	free(g.median);
	free(g.times);
	buf_release(&g.doc);
	buf_release(&g.blobs);
	return rc;
}

/* The run's report as `kopt report` prints it, and the ablation tables of
 * every run of the file when it holds several (the first as reference). */
static int gather_report(struct store *s, int64_t run, struct buf *md, struct buf *abl,
			 struct kerr *err)
{
	if (table1_markdown(s, run, 1, md, err) ||
	    (buf_puts(md, "\n"), paper_tables_markdown(s, run, md, err)) ||
	    (buf_puts(md, "\n"), taxonomy_markdown(s, run, md, err)) ||
	    (buf_puts(md, "\n"), more_tables_markdown(s, run, NULL, md, err)))
		return -1;
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(store_db(s), "SELECT id FROM runs ORDER BY id", -1, &st, NULL) !=
	    SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	struct runref refs[64];
	int n = 0, rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && n < 64) {
		refs[n].s = s;
		refs[n].run = sqlite3_column_int64(st, 0);
		snprintf(refs[n].label, sizeof refs[n].label, "%lld", (long long)refs[n].run);
		n++;
	}
	int bad = rc != SQLITE_ROW && store_rows_done(s, rc, "the runs", err);
	sqlite3_finalize(st);
	if (bad)
		return -1;
	return n > 1 ? ablation_tables_markdown(refs, n, abl, err) : 0;
}

/* The report, written on a second thread with a connection of its own
 * while the first gathers the body (on C0 the report is a quarter of the
 * work: its Tables 7 and 8 read every timing again). */
struct report_job {
	const char *path;
	int64_t run;
	struct buf md, abl;
	struct kerr err;
	int rc;
};

static void *report_thread(void *arg)
{
	struct report_job *j = arg;
	struct store *s;
	j->rc = store_open(j->path, STORE_READ, &s, &j->err) ||
		store_snapshot_begin(s, &j->err) || gather_report(s, j->run, &j->md, &j->abl, &j->err);
	store_close(s);
	return NULL;
}

/* data deflated (zlib's format, which DecompressionStream("deflate")
 * reads) and base64-encoded onto out. */
static int deflate_base64(const struct buf *data, struct buf *out, struct kerr *err)
{
	uLongf zn = compressBound(data->len);
	unsigned char *z = xcalloc(zn + 1, 1);
	/* Level 3: C0's 32 MB document to 4.1 MB in 0.27 s of CPU here; level
	 * 6, zlib's default, gives 3.1 MB in 0.57 s (the page's limit is 15 MB,
	 * its time 5 s). */
	if (compress2(z, &zn, (const unsigned char *)data->data, data->len, 3) != Z_OK) {
		free(z);
		return kerr_set(err, "deflating the page's data (%zu bytes) failed", data->len);
	}
	static const char b64[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char line[4];
	for (uLongf i = 0; i < zn; i += 3) {
		unsigned v = (unsigned)z[i] << 16 | (i + 1 < zn ? (unsigned)z[i + 1] << 8 : 0) |
			     (i + 2 < zn ? z[i + 2] : 0);
		line[0] = b64[v >> 18];
		line[1] = b64[v >> 12 & 63];
		line[2] = i + 1 < zn ? b64[v >> 6 & 63] : '=';
		line[3] = i + 2 < zn ? b64[v & 63] : '=';
		buf_add(out, line, 4);
	}
	free(z);
	return 0;
}

/* The run's problems as the reports class them (rows_load):
 * ,"problems":[[id, level, category, class, speedup, fallback reason]], the
 * level a tutorial problem's suite ("Triton tut.") as Table 9 names it. */
static int head_problems(struct store *s, int64_t run, struct buf *head, struct kerr *err)
{
	struct kopt_config cfg;
	struct prob *v;
	size_t n;
	if (rows_config(s, run, &cfg, err) || rows_load(s, run, &cfg, &v, &n, err))
		return -1;
	buf_puts(head, ",\"problems\":[");
	for (size_t i = 0; i < n; i++) {
		buf_puts(head, i ? ",[" : "[");
		jcstr(head, v[i].id);
		if (suite_of_family(v[i].family) == SUITE_KERNELBENCH) {
			buf_printf(head, ",%d,", v[i].level);
		} else {	/* a tutorial's suite, as Table 9 labels it */
			char lvl[16];
			buf_add(head, ",", 1);
			jcstr(head, suite_level_label(v[i].family, v[i].level, lvl, sizeof lvl));
			buf_add(head, ",", 1);
		}
		jcstr(head, v[i].category);
		buf_add(head, ",", 1);
		jcstr(head, outcome_class_name(v[i].cls));
		buf_printf(head, ",%.17g,", isfinite(v[i].speed) ? v[i].speed : 0);
		jcstr(head, v[i].reason);
		buf_add(head, "]", 1);
	}
	buf_puts(head, "]");
	free(v);
	return 0;
}

/* The template with @NAME@ replaced by the text of name (one pass). */
struct slot {
	const char *name;
	const char *text;
	size_t len;
};

static void fill(struct buf *out, const char *tpl, size_t n, const struct slot *v, int nv)
{
	size_t from = 0;
	for (size_t i = 0; i < n; i++) {
		if (tpl[i] != '@')
			continue;
		for (int k = 0; k < nv; k++) {
			size_t l = strlen(v[k].name);
			if (i + l + 2 <= n && !strncmp(tpl + i + 1, v[k].name, l) &&
			    tpl[i + l + 1] == '@') {
				buf_add(out, tpl + from, i - from);
				buf_add(out, v[k].text, v[k].len);
				from = i + l + 2;
				i = from - 1;
				break;
			}
		}
	}
	buf_add(out, tpl + from, n - from);
}

int view_page(struct store *s, int64_t run, const char *label, struct buf *out,
	      struct kerr *err)
{
	struct run_info ri;
	if (store_run_get(s, run, &ri, err))
		return -1;
	struct buf head, body, z, title;
	struct report_job job = { .path = store_path(s), .run = run };
	buf_init(&job.md);
	buf_init(&job.abl);
	buf_init(&head);
	buf_init(&body);
	buf_init(&z);
	buf_init(&title);
	pthread_t th;
	int threaded = !pthread_create(&th, NULL, report_thread, &job);
	if (!threaded)
		report_thread(&job);
	int rc = gather_body(s, run, &ri, &body, err) || deflate_base64(&body, &z, err);
	if (threaded)
		pthread_join(th, NULL);
	if (!rc && job.rc) {
		*err = job.err;
		rc = -1;
	}
	struct buf md = job.md, abl = job.abl;
	if (!rc) {
		buf_puts(&head, "{\"file\":");
		jcstr(&head, label);
		buf_printf(&head, ",\"run\":%lld,\"name\":", (long long)run);
		jcstr(&head, ri.name);
		buf_puts(&head, ",\"status\":");
		jcstr(&head, ri.status);
		buf_puts(&head, ",\"report\":");
		jstr(&head, md.data ? md.data : "", md.len);
		buf_puts(&head, ",\"ablations\":");
		jstr(&head, abl.data ? abl.data : "", abl.len);
		rc = head_problems(s, run, &head, err);
		buf_puts(&head, "}");
	}
	if (!rc) {
		for (const char *p = label; *p; p++)
			if (*p == '<' || *p == '&')
				buf_puts(&title, *p == '<' ? "&lt;" : "&amp;");
			else
				buf_add(&title, p, 1);
		buf_printf(&title, ": run %lld", (long long)run);
		const struct slot v[] = {
			{ "TITLE", title.data, title.len },
			{ "CSS", (const char *)view_page_css, sizeof view_page_css - 1 },
			{ "HEAD", head.data, head.len },
			{ "BODY", z.data ? z.data : "", z.len },
			{ "JS", (const char *)view_page_js, sizeof view_page_js - 1 },
		};
		fill(out, (const char *)view_page_html, sizeof view_page_html - 1, v, 5);
	}
	buf_release(&job.md);
	buf_release(&job.abl);
	buf_release(&head);
	buf_release(&body);
	buf_release(&z);
	buf_release(&title);
	run_info_release(&ri);
	return rc ? -1 : 0;
}
