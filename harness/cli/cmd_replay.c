/* cmd_replay: `kopt replay`, the recorded search run again against its
 * recording.  Decisions are recomputed, never copied: the search asks its
 * questions, the recording answers, each step digest is compared, and at the
 * end the report digest is compared and unconsumed observations reported.
 * It opens the recording read-only and writes only to --out, a new file. */
#include "harness/run/backend.h"
#include "common/buf.h"
#include "harness/cli/cli.h"
#include "harness/run/runcheck.h"
#include "harness/run/runner.h"
#include "harness/run/shard.h"
#include "common/canon.h"
#include "recorder/splice.h"
#include "replayer/replay_source.h"
#include "reports/table1.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *HELP =
	"usage: kopt replay FILE [--run ID] [OPTIONS]\n"
	"\n"
	"Run the recorded search again: no GPU and no LLM with recorded measurements.\n"
	"Exit 0 when every step digest, every observation and the report digest match.\n"
	"\n"
	"  --run ID               the run to replay (default: the newest)\n"
	"  --miss fail|skip|live  on a request the recording lacks: stop with a report\n"
	"                         (default), count it as a failed attempt, or ask live\n"
	"  --measure recorded|live  answer compile/check/time/profile from the\n"
	"                         recording (default) or live (--backend): re-tests\n"
	"                         the gates on a GPU at no LLM cost.  Agent requests\n"
	"                         then carry live figures, so one the recording lacks\n"
	"                         takes the recorded reply of its call slot (the n-th\n"
	"                         ask of that step from that agent); misses are\n"
	"                         skipped unless --miss says otherwise\n"
	"  --policy SPEC          benchmark another agent policy (scripted, openai:...,\n"
	"                         command:...) against the recorded measurements; misses\n"
	"                         are skipped unless --miss says otherwise; prints coverage\n"
	"  --set KEY=VALUE        counterfactual: change a configuration key; the search\n"
	"                         re-runs under it and step digests are not compared\n"
	"  -o, --out FILE         also write the replayed run into FILE (a new file, or\n"
	"                         one of kopt's); it is a complete recording itself\n"
	"  --shard I/N            replay only shard I of N (counted from 0) of the\n"
	"                         recorded problems, as kopt run --shard would have\n"
	"                         recorded it: with --out, a shard file for kopt merge\n"
	"  --backend SPEC, --llm SPEC  live backends for --miss live / --measure live;\n"
	"                         --llm defaults to the run's policy.llm\n"
	"  -q, --quiet            no progress on stderr\n";

/* A name for a scratch file in TMPDIR (store_open creates it). */
static int scratch_file(char *path, size_t n, struct kerr *err)
{
	const char *tmp = getenv("TMPDIR");
	snprintf(path, n, "%s/kopt-replay-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0) {
		kerr_set(err, "%s: cannot create a scratch file: %s", path, strerror(errno));
		path[0] = '\0';
		return -1;
	}
	close(fd);
	unlink(path);	/* store_open creates it afresh with the schema */
	return 0;
}

/* Run 1 of the new file at path: the problems of run `run` of src that
 * shard sh owns (sh's list filled from src's), their records as recorded,
 * and the report digest of those problems alone. */
static int cut_shard(struct store *src, int64_t run, struct shard *sh, const char *path,
		     struct kerr *err)
{
	struct run_info ri = { 0 };
	struct problem **probs = NULL;
	int *seqs = NULL, *mine = NULL;
	size_t np = 0, nmine = 0;
	struct store *s = NULL;
	struct splice *sp = NULL;
	int64_t cut;
	char digest[SHA_HEX_LEN + 1];
	int rc = -1;
	if (store_run_get(src, run, &ri, err) ||
	    runner_load_problems_at(src, run, &probs, &seqs, &np, err))
		goto out;
	const char **ids = xcalloc(np + 1, sizeof *ids);
	mine = xcalloc(np + 1, sizeof *mine);
	for (size_t i = 0; i < np; i++) {
		ids[i] = probs[i]->id;
		if (shard_owns(sh, (long long)i))
			mine[nmine++] = seqs[i];
	}
	shard_set_list(sh, ids, np);
	free(ids);
	if (store_open(path, STORE_CREATE, &s, err) ||
	    store_run_create(s, ri.name, ri.config, ri.provenance, 0, &cut, err) ||
	    (ri.synthetic && store_run_mark_synthetic(s, cut, err)) ||
	    splice_create(s, &sp, err) ||
	    splice_stage(sp, store_path(src), run, mine, nmine, err) ||
	    splice_commit(sp, cut, NULL, err) || report_digest(s, cut, digest, err) ||
	    store_run_finish(s, cut, "complete", digest, err))
		goto out;
	rc = 0;
out:
	splice_destroy(sp);
	store_close(s);
	runner_free_problems(probs, np);
	free(seqs);
	free(mine);
	run_info_free(&ri);
	return rc;
}

struct replay_opts {
	long long run_id;
	enum miss_policy miss;
	int miss_given, measure_live, quiet;
	const char *out_path, *backend, *llm, *policy, *shard_arg;
	struct shard want;	/* --shard */
	const char **sets;	/* --set, in order */
	int nsets;
};

static int set_miss(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct replay_opts *o = opt->ctx;
	o->miss_given = 1;
	if (miss_policy_parse(arg, &o->miss))
		return kerr_set(err, "--miss %s: expected fail, skip or live", arg);
	return 0;
}

static int set_measure(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct replay_opts *o = opt->ctx;
	if (strcmp(arg, "live") && strcmp(arg, "recorded"))
		return kerr_set(err, "--measure %s: expected recorded or live", arg);
	o->measure_live = !strcmp(arg, "live");
	return 0;
}

static int add_set(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct replay_opts *o = opt->ctx;
	(void)err;
	o->sets = xrealloc(o->sets, (size_t)(o->nsets + 1) * sizeof *o->sets);
	o->sets[o->nsets++] = arg;
	return 0;
}

static int set_shard(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct replay_opts *o = opt->ctx;
	if (shard_parse(arg, &o->want, err))
		return -1;
	o->shard_arg = arg;
	return 0;
}

/* CLI_PARSED with the recording's path in argv[0], or the exit code. */
static int parse_options(int argc, char **argv, struct replay_opts *o)
{
	const struct cli_command cmd = { "replay", HELP, 1, 1 };
	const struct cli_option opts[] = {
		CLI_RUN_ID("run", 0, &o->run_id),
		CLI_CALLBACK("miss", 0, set_miss, o),
		CLI_CALLBACK("measure", 0, set_measure, o),
		CLI_CALLBACK("set", 0, add_set, o),
		CLI_STRING("out", 'o', &o->out_path),
		CLI_STRING("backend", 0, &o->backend),
		CLI_STRING("llm", 0, &o->llm),
		CLI_STRING("policy", 0, &o->policy),
		CLI_CALLBACK("shard", 0, set_shard, o),
		CLI_FLAG("quiet", 'q', &o->quiet),
		CLI_END,
	};
	int nargs;
	return cli_parse_options(&cmd, opts, argc, argv, &nargs);
}

int cmd_replay(int argc, char **argv)
{
	struct replay_opts o = { .run_id = -1, .miss = MISS_FAIL };
	int code = parse_options(argc, argv, &o);
	if (code != CLI_PARSED) {
		free(o.sets);
		return code;
	}
	code = EXIT_FAIL;
	long long run_id = o.run_id;
	enum miss_policy miss = o.miss;
	int measure_live = o.measure_live, quiet = o.quiet, miss_given = o.miss_given;
	const char *out_path = o.out_path, *backend = o.backend, *llm = o.llm,
		   *policy = o.policy, *shard_arg = o.shard_arg;
	const char **sets = o.sets;
	int nsets = o.nsets;
	struct shard sh = { 0 }, want = o.want;
	int sharded = 0;
	char scratch[4096] = "", share[4096] = "";
	struct kerr err;
	if (policy) {
		/* Policy benchmarking: the new policy answers every llm ask; the
		 * recording answers the measurements it holds, the rest are
		 * skipped (or asked live with --miss live --backend). */
		if (llm) {
			free(sets);
			return cli_error("replay", EXIT_USAGE, "--policy and --llm both name "
					 "the agent backend; give one");
		}
		llm = policy;
		if (!miss_given)
			miss = MISS_SKIP;
	}
	if (measure_live && !backend) {
		free(sets);
		return cli_error("replay", EXIT_USAGE, "--measure live needs --backend");
	}
	/* Live measurements move the search off the recorded path where a
	 * verdict flips near a threshold: it goes on, the asks the recording
	 * lacks counted as failed attempts, unless told otherwise. */
	if (measure_live && !policy && !miss_given)
		miss = MISS_SKIP;
	const char *path = argv[0];
	struct store *src_store = NULL, *sink = NULL;
	struct replay_source *src = NULL;
	struct obs *obs = NULL;
	struct problem **probs = NULL;
	int *seqs = NULL;
	size_t np = 0;
	struct run_info ri = { 0 };
	cJSON *cj = NULL;
	struct backend_handle hl = { 0 }, hm = { 0 };
	int have_l = 0, have_m = 0;
	struct kopt_config cfg;
	int64_t sink_run = 0;

	if (out_path) {
		struct stat a, b;
		if (stat(path, &a) == 0 && stat(out_path, &b) == 0 && a.st_dev == b.st_dev &&
		    a.st_ino == b.st_ino) {
			code = cli_error("replay", EXIT_USAGE, "--out %s is the recording "
					 "itself; replay never writes into the file it reads",
					 out_path);
			goto out;
		}
	}
	if (store_open(path, STORE_READ, &src_store, &err))
		goto fail;
	/* Every blob the replay reads must still match its name. */
	store_check_blobs(src_store);
	int64_t run = run_id;
	if (run <= 0 && store_run_latest(src_store, &run, &err))
		goto fail;
	if (runcheck_run(src_store, run, &err) || store_run_get(src_store, run, &ri, &err))
		goto fail;
	int64_t recorded_run = run;
	if ((sharded = shard_from_provenance(ri.provenance, &sh, &err)) < 0)
		goto fail;
	if (shard_arg && sharded) {
		code = cli_error("replay", EXIT_USAGE, "--shard %s: run %lld in %s is already "
				 "shard %d/%d", shard_arg, (long long)run, path, sh.index, sh.count);
		goto out;
	}
	if (shard_arg) {
		/* The shard's share of the recording, cut into a scratch file as
		 * kopt run --shard would have recorded it, is what is replayed. */
		sh = want;
		if (scratch_file(share, sizeof share, &err) ||
		    cut_shard(src_store, run, &sh, share, &err))
			goto fail;
		store_close(src_store);
		src_store = NULL;
		run_info_free(&ri);
		run = 1;
		if (store_open(share, STORE_READ, &src_store, &err) ||
		    store_run_get(src_store, run, &ri, &err))
			goto fail;
		store_check_blobs(src_store);
		sharded = 1;
	}
	cj = canon_parse(ri.config, strlen(ri.config), path, &err);
	if (!cj)
		goto fail;
	config_fill_legacy(cj);
	for (int i = 0; i < nsets; i++)
		if (config_set(cj, sets[i], &err)) {
			code = cli_error("replay", EXIT_USAGE, "%s", err.msg);
			goto out;
		}
	if (cli_resolve_config(cj, &cfg, &err))
		goto fail;
	if (runner_load_problems_at(src_store, run, &probs, &seqs, &np, &err) ||
	    replay_create(src_store, run, &src, &err))
		goto fail;
	/* Without --out the replayed run goes to a scratch file, removed at the
	 * end: in memory it grew with the number of problems (step states,
	 * candidate contents), on disk SQLite's page cache bounds it. */
	if (!out_path && scratch_file(scratch, sizeof scratch, &err))
		goto fail;
	if (store_open(out_path ? out_path : scratch, STORE_CREATE, &sink, &err))
		goto fail;
	/* A scratch file is thrown away: no WAL, no syncs. */
	if (!out_path && (store_exec(sink, "PRAGMA journal_mode=MEMORY;PRAGMA synchronous=OFF",
				     &err) || store_bulk_begin(sink, &err)))
		goto fail;
	cJSON *resolved = config_to_json(&cfg);
	char *cfg_text = canon_string(resolved, &err);
	cJSON_Delete(resolved);
	cJSON *prov = cJSON_CreateObject();
	cJSON_AddItemToObject(prov, "kopt", cli_harness_version());
	/* A replayed shard is a shard itself (kopt merge joins it). */
	if (sharded)
		cJSON_AddItemToObject(prov, "shard", shard_to_json(&sh));
	cJSON *of = cJSON_AddObjectToObject(prov, "replay_of");
	cJSON_AddNumberToObject(of, "run", (double)recorded_run);
	cJSON_AddStringToObject(of, "report_digest",
				ri.report_digest ? ri.report_digest : "");
	cJSON_AddStringToObject(of, "miss", miss_policy_name(miss));
	cJSON_AddStringToObject(of, "measure", measure_live ? "live" : "recorded");
	cJSON *ov = cJSON_AddArrayToObject(of, "overrides");
	for (int i = 0; i < nsets; i++)
		cJSON_AddItemToArray(ov, cJSON_CreateString(sets[i]));
	cJSON *recorded_prov = canon_parse(ri.provenance, strlen(ri.provenance),
					   "provenance", NULL);
	cJSON_AddItemToObject(of, "provenance",
			      recorded_prov ? recorded_prov : cJSON_CreateNull());
	char *prov_text = canon_string(prov, &err);
	cJSON_Delete(prov);
	char name[300];
	snprintf(name, sizeof name, "replay of %s", ri.name);
	int rc = !cfg_text || !prov_text ||
		 store_run_create(sink, name, cfg_text, prov_text, 0, &sink_run, &err);
	free(cfg_text);
	free(prov_text);
	if (rc)
		goto fail;
	for (size_t i = 0; i < np; i++)
		if (store_problem_add(sink, sink_run, seqs[i], probs[i]->id,
				      probs[i]->canon, &err))
			goto fail;

	/* Without --out the replayed run is only checked: observations the
	 * recording answers are not copied into the in-memory sink (copying
	 * them was half of a replay's time). */
	struct obs_setup set = { .sink = sink, .sink_run = sink_run, .source = replay_recording(src),
				 .no_replayed_rows = out_path == NULL,
				 .miss = miss };
	for (int k = 0; k < OBS_NKINDS; k++)
		set.recorded[k] = policy ? k != OBS_LLM : !(measure_live && k != OBS_LLM);
	set.slot_match[OBS_LLM] = measure_live && !policy;
	/* Live llm misses go to the run's own agent backend unless told. */
	if (!llm && miss == MISS_LIVE)
		llm = cfg.policy.llm;
	if (llm) {
		if (backend_open(llm, &hl, &err))
			goto fail;
		have_l = 1;
		set.live[OBS_LLM] = &hl.be;
	}
	if (backend) {
		if (backend_open(backend, &hm, &err))
			goto fail;
		have_m = 1;
		for (int k = OBS_COMPILE; k < OBS_NKINDS; k++)
			if (backend_answers(&hm.be, obs_kind_name(k)))
				set.live[k] = &hm.be;
	}
	/* Step digests are compared only when the configuration is the one
	 * recorded and measurements are the recorded ones. */
	int compare = nsets == 0 && !measure_live && !policy;
	set.no_step_compare = !compare;
	if (obs_create(&set, &obs, &err))
		goto fail;
	obs_add_secret(obs, backend_secret(llm));
	struct runner r = { .sink = sink, .run = sink_run, .cfg = &cfg, .obs = obs,
			    .problems = probs, .nproblems = np, .quiet = quiet };
	rc = runner_search(&r, &err);
	if (rc) {
		struct kerr ferr;
		int marked = store_run_finish(sink, sink_run, "failed", NULL, &ferr) == 0;
		if (out_path)
			store_ship(sink, NULL);
		code = cli_error("replay", EXIT_FAIL, "%s%s", err.msg,
				 rc == 1 ? "interrupted" : "");
		if (!marked && out_path)
			cli_error("replay", EXIT_FAIL, "the replayed run in %s could not be "
				  "marked failed either: %s", out_path, ferr.msg);
		goto out;
	}
	char digest[SHA_HEX_LEN + 1];
	if (cli_finish_run(r.sink, r.run, digest, &err))
		goto fail;
	int shipped = out_path ? store_ship(sink, &err) : 0;
	if (shipped < 0)
		goto fail;
	if (shipped == 1)
		fprintf(stderr, "kopt replay: note: %s\n", err.msg);
	struct buf rep;
	buf_init(&rep);
	if (table1_markdown(sink, sink_run, 1, &rep, &err)) {
		buf_free(&rep);
		goto fail;
	}
	fwrite(rep.data, 1, rep.len, stdout);
	buf_free(&rep);
	unsigned mask = 0;
	for (int k = 0; k < OBS_NKINDS; k++)
		if (set.recorded[k])
			mask |= 1u << k;
	struct buf unused;
	buf_init(&unused);
	size_t nunused = replay_unused(src, mask, &unused, 20);
	const struct obs_stats *st = obs_stats(obs);
	int same_digest = ri.report_digest && !strcmp(ri.report_digest, digest);
	int identical = compare && nunused == 0 && st->skipped == 0 && st->live == 0 &&
			same_digest && st->steps == replay_step_count(src);
	if (shard_arg)
		printf("\nshard %d/%d of %lld problems:", sh.index, sh.count, sh.problems);
	printf("\nreplay of run %lld in %s: %s\n", (long long)recorded_run, path,
	       identical ? "identical"
	       : compare ? "NOT identical" : "counterfactual (configuration or "
					    "measurements changed)");
	printf("  steps: %zu replayed, %zu recorded\n", st->steps, replay_step_count(src));
	if (obs_diverged_at(obs))
		printf("  left the recorded path at step %s, after a miss\n",
		       obs_diverged_at(obs));
	printf("  observations: %zu asked, %zu from the recording, %zu live, %zu "
	       "skipped misses, %zu recorded never consumed\n", st->asks, st->replayed,
	       st->live, st->skipped, nunused);
	if (nunused && compare)
		fputs(unused.data, stdout);
	if (set.slot_match[OBS_LLM])
		printf("  agent replies: %zu asked, %zu to the recorded request, %zu by call "
		       "slot (the request carried other live figures), %zu skipped or live\n",
		       st->by_kind[OBS_LLM], st->replayed_kind[OBS_LLM] - st->by_slot,
		       st->by_slot, st->by_kind[OBS_LLM] - st->replayed_kind[OBS_LLM]);
	buf_free(&unused);
	if (policy) {
		size_t asked = st->asks - st->by_kind[OBS_LLM];
		printf("  policy %s: %zu llm asks answered by it; measurements: %zu asked, "
		       "%zu served by the recording (%.1f%%), %zu missed\n", policy,
		       st->by_kind[OBS_LLM], asked, st->replayed,
		       asked ? 100.0 * (double)st->replayed / (double)asked : 0.0,
		       st->skipped + (st->live - st->by_kind[OBS_LLM]));
	}
	printf("  report digest: %s (%s %s)\n", digest,
	       same_digest ? "matches" : "differs from", ri.report_digest ?
	       ri.report_digest : "none: the recorded run did not complete");
	code = identical || !compare ? EXIT_OK : EXIT_FAIL;
	goto out;
fail:
	code = cli_error("replay", EXIT_FAIL, "%s", err.msg);
out:
	obs_destroy(obs);
	replay_destroy(src);
	runner_free_problems(probs, np);
	if (have_l)
		backend_close(&hl);
	if (have_m)
		backend_close(&hm);
	store_close(sink);
	if (scratch[0])
		store_remove_files(scratch);
	store_close(src_store);
	if (share[0])
		store_remove_files(share);
	run_info_free(&ri);
	free(seqs);
	cJSON_Delete(cj);
	free(sets);
	return code;
}
