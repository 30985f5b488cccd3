/* cmd_show: `kopt show FILE [--run ID]` lists a run file's runs (name,
 * status, configuration digest, counts, provenance) or one run's details.
 * It only reads. */
#include "harness/cli/cli.h"
#include "harness/run/runcheck.h"
#include "harness/run/shard.h"
#include "common/canon.h"
#include "recorder/store.h"
#include "reports/gpu_busy.h"
#include "reports/usage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt show FILE [--run ID]\n"
	"\n"
	"List the runs in FILE: id, status, name, problems, observations by kind,\n"
	"LLM calls, tokens and cost (the numbers of kopt report's Tokens and cost),\n"
	"the GPU-busy share (the recorded latencies of check, time and profile\n"
	"observations summed, over the seconds its kopt run invocations searched,\n"
	"pauses not counted (a run recorded before kopt kept them: from its start\n"
	"to its finish), times its GPU workers; with each kind's sum and the\n"
	"compiles'),\n"
	"seconds per candidate by phase, overall and per level (the tutorial\n"
	"problems by suite; with each level's candidates, agent answers and\n"
	"measured seconds a problem: what a live run of another sample costs),\n"
	"and who made it (kopt commit, backends, device; a shard's share, the\n"
	"shards a merged run came from, the GPUs of kopt run --gpus).\n"
	"\n"
	"  --run ID   that run only, with its resolved configuration\n";

/* The single integer a counting query returns; -1 with err. */
static int count(struct store *s, const char *sql, int64_t run, long long *n,
		 struct kerr *err)
{
	sqlite3_stmt *st;
	sqlite3 *db = store_db(s);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, run);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*n = sqlite3_column_int64(st, 0);
	else
		kerr_set(err, "%s: counting rows of run %lld: %s", store_path(s),
			 (long long)run, rc == SQLITE_DONE ? "no result" : sqlite3_errmsg(db));
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* The GPU-busy line of run (reports/gpu_busy.h):
 *   gpu busy 63.2% of 76 s: check 1.0 s, time 17.0 s, profile 30.0 s; compile 28.0 s
 * "of 2 GPUs x 76 s" for kopt run --gpus, "of 76 s in 3 invocations" for a
 * run resumed twice (its live seconds, pauses not counted), "gpu busy not defined (why)"
 * where the share is not; then seconds per candidate by phase:
 *   per candidate (86 compiled): compile 0.277 s, check 0.015 s, time 0.136 s, profile 0.366 s
 * and the same for each level that has a compile, with its problems,
 * candidates and agent answers a problem, and the measured seconds (compile,
 * check, time, profile) a problem:
 *   level 1 (3 problems, 40 compiled, 13.3 a problem; 120 agent answers,
 *   40.0 a problem): compile 0.300 s, ..., profile 0.150 s; 6.7 s a problem
 * ("no level" for problems whose manifest gives none).  0, or -1 with err. */
static int show_gpu_busy(struct store *s, int64_t run, struct kerr *err)
{
	struct gpu_busy b;
	if (gpu_busy_load(s, run, &b, err))
		return -1;
	char inv[48] = "";
	if (b.invocations > 1)
		snprintf(inv, sizeof inv, " in %d invocations", b.invocations);
	if (b.why)
		printf("  gpu busy not defined (%s):", b.why);
	else if (b.gpus > 1)
		printf("  gpu busy %.1f%% of %d GPUs x %lld s%s:", 100 * b.share, b.gpus, b.wall_s,
		       inv);
	else
		printf("  gpu busy %.1f%% of %lld s%s:", 100 * b.share, b.wall_s, inv);
	printf(" check %.1f s, time %.1f s, profile %.1f s; compile %.1f s\n",
	       b.ms[OBS_CHECK] / 1e3, b.ms[OBS_TIME] / 1e3, b.ms[OBS_PROFILE] / 1e3,
	       b.ms[OBS_COMPILE] / 1e3);
	long long nc = b.n[OBS_COMPILE];
	if (nc > 0)
		printf("  per candidate (%lld compiled): compile %.3f s, check %.3f s, "
		       "time %.3f s, profile %.3f s\n", nc, b.ms[OBS_COMPILE] / 1e3 / nc,
		       b.ms[OBS_CHECK] / 1e3 / nc, b.ms[OBS_TIME] / 1e3 / nc,
		       b.ms[OBS_PROFILE] / 1e3 / nc);
	for (int lv = 1; nc > 0 && lv <= GROUPS; lv++) {
		int i = lv % GROUPS;	/* levels 1 to 3, the tutorials, then none */
		long long n = b.lvl_n[i][OBS_COMPILE], np = b.lvl_problems[i];
		if (n <= 0 || np <= 0)
			continue;
		char name[32];
		printf("    %s", gpu_busy_group_name(i, name, sizeof name));
		long long na = b.lvl_n[i][OBS_LLM];
		double measured = b.lvl_ms[i][OBS_COMPILE] + b.lvl_ms[i][OBS_CHECK] +
				  b.lvl_ms[i][OBS_TIME] + b.lvl_ms[i][OBS_PROFILE];
		printf(" (%lld problem%s, %lld compiled, %.1f a problem; %lld agent answer%s, "
		       "%.1f a problem): compile %.3f s, check %.3f s, time %.3f s, profile %.3f s; "
		       "%.1f s a problem\n", np, np == 1 ? "" : "s", n, (double)n / (double)np, na,
		       na == 1 ? "" : "s", (double)na / (double)np,
		       b.lvl_ms[i][OBS_COMPILE] / 1e3 / n, b.lvl_ms[i][OBS_CHECK] / 1e3 / n,
		       b.lvl_ms[i][OBS_TIME] / 1e3 / n, b.lvl_ms[i][OBS_PROFILE] / 1e3 / n,
		       measured / 1e3 / (double)np);
	}
	return 0;
}

/* Run `run` of s on stdout (with its configuration when full); -1 with err
 * when the file cannot be read or the run's stored JSON is malformed
 * (runcheck.h): nothing of it is printed then. */
static int show_run(struct store *s, int64_t run, int full, struct kerr *err)
{
	struct run_info ri;
	if (runcheck_run(s, run, err) || store_run_get(s, run, &ri, err))
		return -1;
	long long n[3], nk[OBS_NKINDS], fails;
	int rc = count(s, "SELECT count(*) FROM problems WHERE run=?1", run, &n[0], err) ||
		 count(s, "SELECT count(*) FROM outcomes WHERE run=?1", run, &n[1], err) ||
		 count(s, "SELECT count(*) FROM step_digests WHERE run=?1", run, &n[2], err) ||
		 count(s, "SELECT count(*) FROM observations WHERE run=?1 AND status!='ok'", run,
		       &fails, err);
	for (int k = 0; k < OBS_NKINDS && !rc; k++) {
		char sql[200];
		snprintf(sql, sizeof sql, "SELECT count(*) FROM observations WHERE run=?1 AND "
			 "kind='%s'", obs_kind_name(k));
		rc = count(s, sql, run, &nk[k], err);
	}
	if (rc) {
		run_info_release(&ri);
		return -1;
	}
	/* The numbers of the report's Tokens and cost row "All" (reports/usage.h). */
	struct llm_usage_run u;
	if (llm_usage_load(s, run, &u, err)) {
		run_info_release(&ri);
		return -1;
	}
	printf("run %lld  %-11s %s%s\n", (long long)ri.id, ri.status, ri.name,
	       ri.synthetic ? "  [SYNTHETIC: made by a generator, not measured]" : "");
	printf("  problems %lld, outcomes %lld, step digests %lld\n", n[0], n[1], n[2]);
	printf("  observations");
	for (int k = 0; k < OBS_NKINDS; k++)
		printf(" %s %lld%s", obs_kind_name(k), nk[k], k < OBS_NKINDS - 1 ? "," : "\n");
	printf("  failures recorded %lld\n", fails);
	char tin[32], tout[32], cost[32];
	llm_usage_tokens_cell(&u.all, 0, tin, sizeof tin);
	llm_usage_tokens_cell(&u.all, 1, tout, sizeof tout);
	llm_usage_cost_cell(&u.all, u.priced, cost, sizeof cost);
	printf("  llm calls %lld (%lld without usage): tokens in %s, out %s; cost %s\n",
	       u.all.calls, u.all.unreported, tin, tout, cost);
	llm_usage_release(&u);
	if (show_gpu_busy(s, run, err)) {
		run_info_release(&ri);
		return -1;
	}
	if (ri.report_digest)
		printf("  report digest %s\n", ri.report_digest);
	/* runcheck_run checked the members read here and their types. */
	cJSON *p = cJSON_Parse(ri.provenance);
	const cJSON *k = cJSON_GetObjectItemCaseSensitive(p, "kopt");
	const char *commit = json_get_string(k, "commit", "", NULL);
	const cJSON *d = cJSON_GetObjectItemCaseSensitive(k, "dirty");
	if (commit)
		printf("  made by kopt %.12s%s\n", commit, cJSON_IsTrue(d) ? " (dirty)" : "");
	const cJSON *be = cJSON_GetObjectItemCaseSensitive(p, "backends");
	for (const cJSON *b = be ? be->child : NULL; b; b = b->next) {
		const char *spec = json_get_string(b, "spec", "", NULL);
		char *desc = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(b, "describe"));
		printf("  %s backend: %s %s\n", b->string, spec ? spec : "?", desc ? desc : "");
		free(desc);
	}
	long long of;
	if (!json_get_int(cJSON_GetObjectItemCaseSensitive(p, "replay_of"), "run", 1, 1LL << 53,
			  &of, "", NULL))
		printf("  a replay of run %lld\n", of);
	struct shard sh;
	if (shard_from_provenance(ri.provenance, &sh, NULL) == 1)
		printf("  shard %d/%d of a list of %lld problems (list digest %.16s): the "
		       "problems at list positions p with p mod %d = %d\n", sh.index, sh.count,
		       sh.problems, sh.list, sh.count, sh.index);
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(p, "merged");
	long long mc;
	const char *ml = json_get_string(m, "list", "", NULL);
	if (!json_get_int(m, "count", 1, 1 << 30, &mc, "", NULL) && ml)
		printf("  merged from %lld shards (list digest %.16s)\n", mc, ml);
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
		printf("  configuration:\n%s\n", text ? text : "?");
		free(text);
		cJSON_Delete(cfg);
	}
	run_info_release(&ri);
	return 0;
}

int cmd_show(int argc, char **argv)
{
	const struct cli_command cmd = { "show", HELP, 1, 1 };
	long long run = -1;
	const struct cli_option opts[] = {
		CLI_RUN_ID("run", 0, &run),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	struct kerr err;
	struct store *s;
	if (store_open(argv[0], STORE_READ, &s, &err))
		return cli_error("show", EXIT_FAIL, "%s", err.msg);
	code = EXIT_OK;
	if (run > 0) {
		if (show_run(s, run, 1, &err))
			code = cli_error("show", EXIT_FAIL, "%s", err.msg);
	} else {
		/* Every run in order; a run that cannot be read ends the listing
		 * with an error (the runs before it are shown). */
		sqlite3_stmt *st;
		int n = 0, rc;
		if (sqlite3_prepare_v2(store_db(s), "SELECT id FROM runs ORDER BY id", -1, &st,
				       NULL) != SQLITE_OK) {
			code = cli_error("show", EXIT_FAIL, "%s: %s", argv[0],
					 sqlite3_errmsg(store_db(s)));
			store_close(s);
			return code;
		}
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			if (show_run(s, sqlite3_column_int64(st, 0), 0, &err)) {
				code = cli_error("show", EXIT_FAIL, "%s", err.msg);
				break;
			}
			n++;
		}
		if (code == EXIT_OK && store_rows_done(s, rc, "the runs", &err))
			code = cli_error("show", EXIT_FAIL, "%s", err.msg);
		sqlite3_finalize(st);
		if (code == EXIT_OK && !n)
			printf("%s holds no run\n", argv[0]);
	}
	store_close(s);
	return code;
}
