/* cmd_show: `kopt show FILE [--run ID]` lists a run file's runs (name,
 * status, configuration digest, counts, provenance) or one run's details.
 * It only reads. */
#include "cli.h"
#include "shard.h"
#include "../recorder/canon.h"
#include "../recorder/store.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt show FILE [--run ID]\n"
	"\n"
	"List the runs in FILE: id, status, name, problems, observations by kind,\n"
	"LLM tokens, and who made it (kopt commit, backends, device; a shard's share,\n"
	"the shards a merged run came from, the GPUs of kopt run --gpus).\n"
	"\n"
	"  --run ID   that run only, with its resolved configuration\n";

static long long count(sqlite3 *db, const char *sql, int64_t run)
{
	sqlite3_stmt *st;
	long long n = -1;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int64(st, 1, run);
		if (sqlite3_step(st) == SQLITE_ROW)
			n = sqlite3_column_int64(st, 0);
	}
	sqlite3_finalize(st);
	return n;
}

static void show_run(struct store *s, int64_t run, int full)
{
	struct run_info ri;
	struct kerr err;
	if (store_run_get(s, run, &ri, &err)) {
		printf("run %lld: %s\n", (long long)run, err.msg);
		return;
	}
	sqlite3 *db = store_db(s);
	printf("run %lld  %-11s %s%s\n", (long long)ri.id, ri.status, ri.name,
	       ri.synthetic ? "  [SYNTHETIC: made by a generator, not measured]" : "");
	printf("  problems %lld, outcomes %lld, step digests %lld\n",
	       count(db, "SELECT count(*) FROM problems WHERE run=?1", run),
	       count(db, "SELECT count(*) FROM outcomes WHERE run=?1", run),
	       count(db, "SELECT count(*) FROM step_digests WHERE run=?1", run));
	printf("  observations");
	static const char *kinds[] = { "llm", "compile", "check", "time", "profile" };
	for (int k = 0; k < 5; k++) {
		char sql[200];
		snprintf(sql, sizeof sql, "SELECT count(*) FROM observations WHERE run=?1 AND "
			 "kind='%s'", kinds[k]);
		printf(" %s %lld%s", kinds[k], count(db, sql, run), k < 4 ? "," : "\n");
	}
	printf("  failures recorded %lld; llm tokens in %lld, out %lld (unknown counted "
	       "as 0)\n",
	       count(db, "SELECT count(*) FROM observations WHERE run=?1 AND status!='ok'", run),
	       count(db, "SELECT coalesce(sum(max(tokens_in,0)),0) FROM observations WHERE run=?1",
		     run),
	       count(db, "SELECT coalesce(sum(max(tokens_out,0)),0) FROM observations WHERE run=?1",
		     run));
	if (ri.report_digest)
		printf("  report digest %s\n", ri.report_digest);
	cJSON *p = cJSON_Parse(ri.provenance);
	const cJSON *k = cJSON_GetObjectItemCaseSensitive(p, "kopt");
	const cJSON *c = cJSON_GetObjectItemCaseSensitive(k, "commit");
	const cJSON *d = cJSON_GetObjectItemCaseSensitive(k, "dirty");
	if (cJSON_IsString(c))
		printf("  made by kopt %.12s%s\n", c->valuestring, cJSON_IsTrue(d) ? " (dirty)" : "");
	const cJSON *be = cJSON_GetObjectItemCaseSensitive(p, "backends");
	for (const cJSON *b = be ? be->child : NULL; b; b = b->next) {
		char *desc = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(b, "describe"));
		printf("  %s backend: %s %s\n", b->string,
		       cJSON_GetObjectItemCaseSensitive(b, "spec")->valuestring, desc ? desc : "");
		free(desc);
	}
	const cJSON *of = cJSON_GetObjectItemCaseSensitive(p, "replay_of");
	if (of)
		printf("  a replay of run %g\n", cJSON_GetObjectItemCaseSensitive(of, "run")->valuedouble);
	struct shard sh;
	if (shard_from_provenance(ri.provenance, &sh, NULL) == 1)
		printf("  shard %d/%d of a list of %lld problems (list digest %.16s): the "
		       "problems at list positions p with p mod %d = %d\n", sh.index, sh.count,
		       sh.problems, sh.list, sh.count, sh.index);
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(p, "merged");
	const cJSON *mc = cJSON_GetObjectItemCaseSensitive(m, "count");
	const cJSON *ml = cJSON_GetObjectItemCaseSensitive(m, "list");
	if (cJSON_IsNumber(mc) && cJSON_IsString(ml))
		printf("  merged from %d shards (list digest %.16s)\n", mc->valueint,
		       ml->valuestring);
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(p, "gpus");
	if (cJSON_IsArray(g)) {
		printf("  searched by %d GPU workers:", cJSON_GetArraySize(g));
		for (const cJSON *x = g->child; x; x = x->next)
			printf(" %s", cJSON_IsString(x) ? x->valuestring : "?");
		printf("\n");
	}
	cJSON_Delete(p);
	if (full) {
		cJSON *cfg = cJSON_Parse(ri.config);
		char *text = cJSON_Print(cfg);
		printf("  configuration:\n%s\n", text);
		free(text);
		cJSON_Delete(cfg);
	}
	run_info_free(&ri);
}

int cmd_show(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "run", required_argument, 0, 'r' },
		{ "help", no_argument, 0, 'h' },
		{ 0, 0, 0, 0 },
	};
	long long run = -1;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			if ((run = cli_run_id(optarg)) < 0)
				return cli_error("show", EXIT_USAGE, "--run %s: expected a run id",
						 optarg);
			break;
		case 'h': fputs(HELP, stdout); return EXIT_OK;
		default: fputs(HELP, stderr); return EXIT_USAGE;
		}
	}
	if (optind != argc - 1) {
		fputs(HELP, stderr);
		return EXIT_USAGE;
	}
	struct kerr err;
	struct store *s;
	if (store_open(argv[optind], STORE_READ, &s, &err))
		return cli_error("show", EXIT_FAIL, "%s", err.msg);
	int code = EXIT_OK;
	if (run > 0) {
		struct run_info ri;
		if (store_run_get(s, run, &ri, &err))
			code = cli_error("show", EXIT_FAIL, "%s", err.msg);
		else {
			run_info_free(&ri);
			show_run(s, run, 1);
		}
	} else {
		sqlite3_stmt *st;
		sqlite3_prepare_v2(store_db(s), "SELECT id FROM runs ORDER BY id", -1, &st, NULL);
		int n = 0;
		while (sqlite3_step(st) == SQLITE_ROW) {
			show_run(s, sqlite3_column_int64(st, 0), 0);
			n++;
		}
		sqlite3_finalize(st);
		if (!n)
			printf("%s holds no run\n", argv[optind]);
	}
	store_close(s);
	return code;
}
