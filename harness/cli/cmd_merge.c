/* cmd_merge: `kopt merge OUT FILE...`, the shards of one run (`kopt run
 * --shard i/N`, or `kopt replay --shard`) joined into a new file that holds
 * the run one process would have recorded: problems in list order, their
 * observations and step digests renumbered in that order (recorder/splice.h),
 * and the report digest computed again over all problems.  It refuses
 * shards that do not make one run, naming the file and the reason; it reads
 * the shards and never writes into them. */
#include "harness/cli/cli.h"
#include "common/buf.h"
#include "harness/run/shard.h"
#include "common/canon.h"
#include "recorder/splice.h"
#include "replayer/jdiff.h"
#include "reports/table1.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *HELP =
	"usage: kopt merge OUT FILE...\n"
	"\n"
	"Join the files of the N shards of one run (kopt run --shard I/N, or kopt\n"
	"replay --shard I/N --out FILE), the newest run of each, into OUT, a new\n"
	"file.  The merged run lists the problems in the order of the shards' list\n"
	"and records each problem's observations and step digests in that order,\n"
	"so its replay and its report are those of one run over the whole list\n"
	"with the same answers.  Refused, with the file and the reason: an OUT that\n"
	"exists, a missing file or one that is not kopt's, a run that is not a\n"
	"complete shard, shards of different configurations, lists or shard\n"
	"counts, two files with the same shard or the same problem, a missing\n"
	"shard.  Table 1 panel A of the merged run goes to stdout.\n"
	"\n"
	"  -q, --quiet   no summary on stderr\n";

struct part {
	const char *path;
	struct store *s;
	struct run_info ri;
	struct shard sh;
	int64_t run;
};

static const char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

/* The first differing key of two configurations, for the refusal. */
static void config_difference(const char *a, const char *b, struct buf *out)
{
	cJSON *ja = cJSON_Parse(a), *jb = cJSON_Parse(b);
	jdiff(ja, jb, out, 3);
	cJSON_Delete(ja);
	cJSON_Delete(jb);
}

static int open_part(struct part *p, struct kerr *err)
{
	if (store_open(p->path, STORE_READ, &p->s, err) ||
	    store_run_latest(p->s, &p->run, err) || store_run_get(p->s, p->run, &p->ri, err))
		return -1;
	int rc = shard_from_provenance(p->ri.provenance, &p->sh, err);
	if (rc < 0)
		return kerr_wrap(err, "%s: run %lld", p->path, (long long)p->run);
	if (rc == 0)
		return kerr_set(err, "%s: run %lld is not a shard (made without --shard); "
				"merge joins the shards of one run", p->path, (long long)p->run);
	if (strcmp(p->ri.status, "complete"))
		return kerr_set(err, "%s: shard %d/%d (run %lld) is %s, not complete: finish it "
				"first (kopt run --resume -o %s)", p->path, p->sh.index,
				p->sh.count, (long long)p->run, p->ri.status, p->path);
	return 0;
}

/* Do the parts make one run?  Each against the first, then the shard
 * indices, then the problems. */
static int check_parts(struct part *v, int n, struct kerr *err)
{
	const struct part *a = &v[0];
	for (int i = 1; i < n; i++) {
		const struct part *b = &v[i];
		if (b->sh.count != a->sh.count)
			return kerr_set(err, "%s: a shard of %d, but %s is a shard of %d", b->path,
					b->sh.count, a->path, a->sh.count);
		if (strcmp(b->sh.list, a->sh.list) || b->sh.problems != a->sh.problems)
			return kerr_set(err, "%s: cut from another problem list than %s (%lld "
					"problems, list digest %.12s against %lld, %.12s): every "
					"shard must be given the same list in the same order",
					b->path, a->path, b->sh.problems, b->sh.list,
					a->sh.problems, a->sh.list);
		if (strcmp(b->ri.config, a->ri.config)) {
			struct buf d;
			buf_init(&d);
			config_difference(a->ri.config, b->ri.config, &d);
			while (d.len && d.data[d.len - 1] == '\n')
				d.data[--d.len] = '\0';
			kerr_set(err, "%s: its configuration differs from %s's (%s -> %s):\n%s",
				 b->path, a->path, a->path, b->path, d.data ? d.data : "");
			buf_release(&d);
			return -1;
		}
		if (b->ri.synthetic != a->ri.synthetic)
			return kerr_set(err, "%s: %s synthetic, and %s is%s", b->path,
					b->ri.synthetic ? "is" : "is not", a->path,
					a->ri.synthetic ? "" : " not");
		for (int j = 0; j < i; j++)
			if (v[j].sh.index == b->sh.index)
				return kerr_set(err, "%s and %s are both shard %d/%d", v[j].path,
						b->path, b->sh.index, b->sh.count);
	}
	for (int k = 0; k < a->sh.count; k++) {
		int found = 0;
		for (int i = 0; i < n; i++)
			found |= v[i].sh.index == k;
		if (!found)
			return kerr_set(err, "shard %d/%d is missing: give the files of all %d "
					"shards", k, a->sh.count, a->sh.count);
	}
	return 0;
}

struct listed {
	int seq;
	char *id;
	int part;
};

static int cmp_seq(const void *x, const void *y)
{
	const struct listed *a = x, *b = y;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static int cmp_id(const void *x, const void *y)
{
	const struct listed *a = x, *b = y;
	return strcmp(a->id, b->id);
}

/* Every problem in one shard only, each the share of the shard that holds
 * it, and together the whole list. */
static int check_problems(struct part *v, int n, struct kerr *err)
{
	struct listed *l = NULL;
	size_t nl = 0;
	int rc = 0;
	for (int i = 0; i < n && !rc; i++) {
		sqlite3_stmt *st = NULL;
		sqlite3 *db = store_db(v[i].s);
		if (sqlite3_prepare_v2(db, "SELECT seq, problem_id FROM problems WHERE run=?1",
				       -1, &st, NULL) != SQLITE_OK) {
			rc = kerr_set(err, "%s: %s", v[i].path, sqlite3_errmsg(db));
			break;
		}
		sqlite3_bind_int64(st, 1, v[i].run);
		int step;
		while ((step = sqlite3_step(st)) == SQLITE_ROW) {
			l = xrealloc(l, (nl + 1) * sizeof *l);
			l[nl].seq = sqlite3_column_int(st, 0);
			l[nl].id = xstrdup((const char *)sqlite3_column_text(st, 1));
			l[nl++].part = i;
		}
		rc = store_rows_done(v[i].s, step, "the shard's problems", err);
		sqlite3_finalize(st);
	}
	if (!rc) {
		qsort(l, nl, sizeof *l, cmp_id);
		for (size_t i = 1; i < nl && !rc; i++)
			if (!strcmp(l[i].id, l[i - 1].id))
				rc = kerr_set(err, "%s and %s both hold problem %s: shards must not "
					      "overlap", v[l[i - 1].part].path, v[l[i].part].path,
					      l[i].id);
	}
	if (!rc) {
		qsort(l, nl, sizeof *l, cmp_seq);
		for (size_t i = 1; i < nl && !rc; i++)
			if (l[i].seq == l[i - 1].seq)
				rc = kerr_set(err, "%s and %s both hold list position %d (%s, %s)",
					      v[l[i - 1].part].path, v[l[i].part].path,
					      l[i].seq - 1, l[i - 1].id, l[i].id);
	}
	for (size_t i = 0; i < nl && !rc; i++)
		if (!shard_owns(&v[l[i].part].sh, (long long)l[i].seq - 1))
			rc = kerr_set(err, "%s: problem %s at list position %d is not shard "
				      "%d/%d's", v[l[i].part].path, l[i].id, l[i].seq - 1,
				      v[l[i].part].sh.index, v[l[i].part].sh.count);
	if (!rc && (long long)nl != v[0].sh.problems)
		rc = kerr_set(err, "the shards hold %zu problems, but their list has %lld",
			      nl, v[0].sh.problems);
	for (size_t i = 0; i < nl; i++)
		free(l[i].id);
	free(l);
	return rc;
}

/* The merged run's provenance: the merging kopt, the first shard's
 * backends (for kopt show), and each shard's own record. */
static char *merged_provenance(struct part *v, int n, struct kerr *err)
{
	cJSON *p = cJSON_CreateObject();
	cJSON_AddItemToObject(p, "kopt", cli_harness_version());
	cJSON *m = cJSON_AddObjectToObject(p, "merged");
	cJSON_AddNumberToObject(m, "count", v[0].sh.count);
	cJSON_AddNumberToObject(m, "problems", (double)v[0].sh.problems);
	cJSON_AddStringToObject(m, "list", v[0].sh.list);
	cJSON *arr = cJSON_AddArrayToObject(m, "shards");
	for (int k = 0; k < v[0].sh.count; k++)
		for (int i = 0; i < n; i++) {
			if (v[i].sh.index != k)
				continue;
			cJSON *e = cJSON_CreateObject();
			cJSON_AddNumberToObject(e, "index", k);
			cJSON_AddStringToObject(e, "file", base_name(v[i].path));
			cJSON_AddNumberToObject(e, "run", (double)v[i].run);
			cJSON *pj = cJSON_Parse(v[i].ri.provenance);
			if (k == 0 && cJSON_GetObjectItemCaseSensitive(pj, "backends"))
				cJSON_AddItemToObject(p, "backends", cJSON_Duplicate(
					cJSON_GetObjectItemCaseSensitive(pj, "backends"), 1));
			cJSON_AddItemToObject(e, "provenance", pj ? pj : cJSON_CreateNull());
			cJSON_AddItemToArray(arr, e);
		}
	char *text = canon_string(p, err);
	cJSON_Delete(p);
	return text;
}

/* Write the merged run into tmp, part by part in shard order (each commit
 * orders its problems by list position; positions interleave across
 * shards, so all parts are staged before the one commit). */
static int write_merged(const char *tmp, struct part *v, int n, int64_t *run,
			char digest[SHA_HEX_LEN + 1], struct store **out, struct kerr *err)
{
	struct store *s = NULL;
	struct splice *sp = NULL;
	char *prov = merged_provenance(v, n, err);
	int rc = -1;
	if (!prov || store_open(tmp, STORE_CREATE, &s, err) ||
	    store_run_insert(s, v[0].ri.name, v[0].ri.config, prov, 0, run, err) ||
	    (v[0].ri.synthetic && store_run_mark_synthetic(s, *run, err)) ||
	    splice_create(s, &sp, err))
		goto out;
	for (int k = 0; k < v[0].sh.count; k++)
		for (int i = 0; i < n; i++)
			if (v[i].sh.index == k && splice_stage(sp, v[i].path, v[i].run, NULL, 0, err))
				goto out;
	if (splice_commit(sp, *run, NULL, err) || report_digest(s, *run, digest, err) ||
	    store_run_finish(s, *run, "complete", digest, err) || store_ship(s, err))
		goto out;
	rc = 0;
out:
	splice_destroy(sp);
	free(prov);
	if (rc) {
		store_close(s);
		s = NULL;
	}
	*out = s;
	return rc;
}

int cmd_merge(int argc, char **argv)
{
	const struct cli_command cmd = { "merge", HELP, 2, -1 };
	int quiet = 0;
	const struct cli_option opts[] = {
		CLI_FLAG("quiet", 'q', &quiet),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	const char *out_path = argv[0];
	int n = nargs - 1;
	code = EXIT_FAIL;
	struct part *v = xcalloc((size_t)n, sizeof *v);
	struct store *s = NULL;
	struct kerr err;
	char tmp[4200] = "";
	struct stat st;
	if (lstat(out_path, &st) == 0) {
		code = cli_error("merge", EXIT_FAIL, "%s: already exists; merge writes a new "
				 "file (remove it, or name another)", out_path);
		goto done;
	}
	for (int i = 0; i < n; i++) {
		v[i].path = argv[1 + i];
		if (!strcmp(v[i].path, out_path)) {
			code = cli_error("merge", EXIT_USAGE, "%s is both OUT and a shard",
					 out_path);
			goto done;
		}
		if (open_part(&v[i], &err))
			goto fail;
	}
	if (check_parts(v, n, &err) || check_problems(v, n, &err))
		goto fail;
	/* Written beside OUT under another name and renamed when complete, so
	 * OUT is either whole or absent. */
	snprintf(tmp, sizeof tmp, "%s.merging", out_path);
	store_remove_files(tmp);
	int64_t run;
	char digest[SHA_HEX_LEN + 1];
	if (write_merged(tmp, v, n, &run, digest, &s, &err))
		goto fail;
	struct buf t;
	buf_init(&t);
	if (table1_markdown(s, run, 1, &t, &err)) {
		buf_release(&t);
		goto fail;
	}
	store_close(s);
	s = NULL;
	if (rename(tmp, out_path)) {
		buf_release(&t);
		kerr_set(&err, "%s: cannot rename to %s: %s", tmp, out_path, strerror(errno));
		goto fail;
	}
	tmp[0] = '\0';
	fwrite(t.data, 1, t.len, stdout);
	buf_release(&t);
	if (!quiet)
		fprintf(stderr, "kopt merge: %d shards into %s: run %lld, %lld problems, report "
			"digest %.16s\n", v[0].sh.count, out_path, (long long)run,
			v[0].sh.problems, digest);
	code = EXIT_OK;
	goto done;
fail:
	code = cli_error("merge", EXIT_FAIL, "%s", err.msg);
done:
	store_close(s);
	if (tmp[0])
		store_remove_files(tmp);
	for (int i = 0; i < n; i++) {
		store_close(v[i].s);
		run_info_release(&v[i].ri);
	}
	free(v);
	return code;
}
