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
	"A run that did not complete (paused by a budget, killed) replays the problems\n"
	"it finished, as if recorded alone; the rest are counted and the first named.\n"
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
	"  --policy SPEC          benchmark another agent policy (scripted, coordesc,\n"
	"                         descent, restructure, openai:..., command:...)\n"
	"                         against the recorded measurements; misses are\n"
	"                         skipped unless --miss says otherwise; prints\n"
	"                         coverage\n"
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

/* What cut_share kept of an unfinished run: how many problems it had (of
 * the shard, when cut to one), how many of those it finished (with an
 * outcome), and the first it did not finish, where it stopped. */
struct cut_count {
	size_t problems, finished;
	char stopped_at[256];
};

/* Run 1 of the new file at path: the problems of run `run` of src that
 * shard sh owns (sh's list filled from src's; every problem with sh NULL),
 * only those with an outcome when finished_only, their records as
 * recorded, and the report digest of those problems alone.  cc, when not
 * NULL, gets the counts. */
static int cut_share(struct store *src, int64_t run, struct shard *sh, int finished_only,
		     const char *path, struct cut_count *cc, struct kerr *err)
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
	if (cc)
		*cc = (struct cut_count){ 0 };
	for (size_t i = 0; i < np; i++) {
		ids[i] = probs[i]->id;
		if (sh && !shard_owns(sh, (long long)i))
			continue;
		if (cc)
			cc->problems++;
		if (finished_only) {
			char *outcome = NULL;
			if (store_outcome_get(src, run, probs[i]->id, &outcome, err)) {
				free(ids);
				goto out;
			}
			int done = outcome != NULL;
			free(outcome);
			if (!done) {
				if (cc && !cc->stopped_at[0])
					snprintf(cc->stopped_at, sizeof cc->stopped_at, "%s",
						 probs[i]->id);
				continue;
			}
			if (cc)
				cc->finished++;
		}
		mine[nmine++] = seqs[i];
	}
	if (sh)
		shard_set_list(sh, ids, np);
	free(ids);
	if (finished_only && nmine == 0) {
		kerr_set(err, "run %lld is %s and finished no problem%s: nothing to replay",
			 (long long)run, ri.status, sh ? " of the shard" : "");
		goto out;
	}
	if (store_open(path, STORE_CREATE, &s, err) ||
	    store_run_insert(s, ri.name, ri.config, ri.provenance, 0, &cut, err) ||
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
	runner_problems_release(probs, np);
	free(seqs);
	free(mine);
	run_info_release(&ri);
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

/* The options' joint rules and the miss policy they imply; CLI_PARSED, or
 * EXIT_USAGE after saying why. */
static int settle_options(struct replay_opts *o)
{
	if (o->policy) {
		/* Policy benchmarking: the new policy answers every llm ask; the
		 * recording answers the measurements it holds, the rest are
		 * skipped (or asked live with --miss live --backend). */
		if (o->llm)
			return cli_error("replay", EXIT_USAGE, "--policy and --llm both name "
					 "the agent backend; give one");
		o->llm = o->policy;
		if (!o->miss_given)
			o->miss = MISS_SKIP;
	}
	if (o->measure_live && !o->backend)
		return cli_error("replay", EXIT_USAGE, "--measure live needs --backend");
	/* Live measurements move the search off the recorded path where a
	 * verdict flips near a threshold: it goes on, the asks the recording
	 * lacks counted as failed attempts, unless told otherwise. */
	if (o->measure_live && !o->policy && !o->miss_given)
		o->miss = MISS_SKIP;
	return CLI_PARSED;
}

/* One replay, from the recording opened to the summary printed;
 * replay_state_release frees what it holds. */
struct replay {
	struct replay_opts o;
	const char *path;		/* the recording */
	int usage;			/* the error in err is a usage error */
	struct store *src_store;	/* the recording, or the share cut from it */
	int64_t recorded_run, run;	/* the run replayed: in path, in src_store */
	struct run_info ri;		/* of run in src_store */
	struct shard sh;		/* with sharded: the shard replayed */
	int sharded;
	/* The recorded run did not complete (paused, interrupted, failed, or
	 * still started): only the problems it finished are replayed. */
	int unfinished;
	char recorded_status[16];
	struct cut_count cut;
	char scratch[4096], share[4096];	/* temporary files, removed at the end */
	cJSON *cj;			/* the configuration, --set applied */
	struct kopt_config cfg;
	struct problem **probs;
	int *seqs;
	size_t np;
	struct replay_source *src;
	struct store *sink;
	int64_t sink_run;
	struct backend_handle hl, hm;
	int have_l, have_m;
	struct obs_setup set;
	int compare;			/* step digests are compared */
	struct obs *obs;
	/* Without --out: each problem goes into the scratch sink when it is
	 * loaded for its search (load_problem), not all of them first. */
	int sink_lazy;
};

/* --shard: the shard's share of the recording, cut into a scratch file as
 * kopt run --shard would have recorded it, becomes what is replayed.  A run
 * that did not complete: the problems it finished (of the shard, with
 * --shard), cut the same way, as kopt run --max-problems would have
 * recorded them (every problem's search stands alone, as sharding needs;
 * the problem it stopped inside is left out with its partial records). */
static int replay_share(struct replay *rp, struct kerr *err)
{
	if (rp->o.shard_arg)
		rp->sh = rp->o.want;
	if (scratch_file(rp->share, sizeof rp->share, err) ||
	    cut_share(rp->src_store, rp->run, rp->o.shard_arg ? &rp->sh : NULL, rp->unfinished,
		      rp->share, &rp->cut, err))
		return -1;
	store_close(rp->src_store);
	rp->src_store = NULL;
	run_info_release(&rp->ri);
	rp->run = 1;
	if (store_open(rp->share, STORE_READ, &rp->src_store, err) ||
	    store_run_get(rp->src_store, rp->run, &rp->ri, err))
		return -1;
	store_check_blobs(rp->src_store);
	if (store_snapshot_begin(rp->src_store, err))
		return -1;
	if (rp->o.shard_arg)
		rp->sharded = 1;
	return 0;
}

/* Open the recording read-only, find the run and check it (runcheck_run);
 * with --shard, its share. */
static int open_recording(struct replay *rp, struct kerr *err)
{
	const char *out = rp->o.out_path;
	struct stat a, b;
	if (out && stat(rp->path, &a) == 0 && stat(out, &b) == 0 && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino) {
		rp->usage = 1;
		return kerr_set(err, "--out %s is the recording itself; replay never writes "
				"into the file it reads", out);
	}
	if (store_open(rp->path, STORE_READ, &rp->src_store, err))
		return -1;
	/* Every blob the replay reads must still match its name; the file is
	 * read as one snapshot. */
	store_check_blobs(rp->src_store);
	if (store_snapshot_begin(rp->src_store, err))
		return -1;
	rp->run = rp->o.run_id;
	if (rp->run <= 0 && store_run_latest(rp->src_store, &rp->run, err))
		return -1;
	if (runcheck_run(rp->src_store, rp->run, err) ||
	    store_run_get(rp->src_store, rp->run, &rp->ri, err))
		return -1;
	rp->recorded_run = rp->run;
	if ((rp->sharded = shard_from_provenance(rp->ri.provenance, &rp->sh, err)) < 0)
		return -1;
	if (rp->o.shard_arg && rp->sharded) {
		rp->usage = 1;
		return kerr_set(err, "--shard %s: run %lld in %s is already shard %d/%d",
				rp->o.shard_arg, (long long)rp->run, rp->path, rp->sh.index,
				rp->sh.count);
	}
	snprintf(rp->recorded_status, sizeof rp->recorded_status, "%s", rp->ri.status);
	rp->unfinished = strcmp(rp->ri.status, "complete") != 0;
	return rp->o.shard_arg || rp->unfinished ? replay_share(rp, err) : 0;
}

static int note_seq(void *arg, int seq, const char *id, const char *manifest,
		    struct kerr *err)
{
	struct replay *rp = arg;
	(void)id;
	(void)manifest;
	(void)err;
	rp->seqs = xrealloc(rp->seqs, (rp->np + 1) * sizeof *rp->seqs);
	rp->seqs[rp->np++] = seq;
	return 0;
}

/* Problem i of the recording, for the runner (struct runner.load_problem):
 * the replay holds one problem at a time, so its memory does not grow with
 * the number of problems. */
static int load_problem(void *ctx, size_t i, struct problem **out, struct kerr *err)
{
	struct replay *rp = ctx;
	if (runner_load_problem(rp->src_store, rp->run, rp->seqs[i], out, err))
		return -1;
	if (rp->sink_lazy &&
	    store_problem_add(rp->sink, rp->sink_run, rp->seqs[i], (*out)->id, (*out)->canon,
			      err)) {
		problem_destroy(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/* The recorded configuration with --set applied, resolved; the recorded
 * problems' list positions (each is loaded when it is searched) and the
 * observations. */
static int load_recorded(struct replay *rp, struct kerr *err)
{
	rp->cj = canon_parse(rp->ri.config, strlen(rp->ri.config), rp->path, err);
	if (!rp->cj)
		return -1;
	config_fill_legacy(rp->cj);
	for (int i = 0; i < rp->o.nsets; i++)
		if (config_set(rp->cj, rp->o.sets[i], err)) {
			rp->usage = 1;
			return -1;
		}
	if (cli_resolve_config(rp->cj, &rp->cfg, err) ||
	    store_problem_each(rp->src_store, rp->run, note_seq, rp, err))
		return -1;
	rp->probs = xcalloc(rp->np + 1, sizeof *rp->probs);
	return replay_create(rp->src_store, rp->run, &rp->src, err);
}

/* The replayed run's provenance: this kopt, its shard, and what it replays
 * under which miss policy, measurements and overrides. */
static char *replay_provenance(const struct replay *rp, struct kerr *err)
{
	cJSON *prov = cJSON_CreateObject();
	cJSON_AddItemToObject(prov, "kopt", cli_harness_version());
	/* A replayed shard is a shard itself (kopt merge joins it). */
	if (rp->sharded)
		cJSON_AddItemToObject(prov, "shard", shard_to_json(&rp->sh));
	cJSON *of = cJSON_AddObjectToObject(prov, "replay_of");
	cJSON_AddNumberToObject(of, "run", (double)rp->recorded_run);
	cJSON_AddStringToObject(of, "report_digest",
				rp->ri.report_digest ? rp->ri.report_digest : "");
	if (rp->unfinished) {	/* only the problems it finished */
		cJSON_AddStringToObject(of, "status", rp->recorded_status);
		cJSON_AddNumberToObject(of, "problems", (double)rp->cut.problems);
		cJSON_AddNumberToObject(of, "finished", (double)rp->cut.finished);
	}
	cJSON_AddStringToObject(of, "miss", miss_policy_name(rp->o.miss));
	cJSON_AddStringToObject(of, "measure", rp->o.measure_live ? "live" : "recorded");
	if (rp->o.policy)	/* the agent policy that answered in place of the recording */
		cJSON_AddStringToObject(of, "policy", rp->o.policy);
	cJSON *ov = cJSON_AddArrayToObject(of, "overrides");
	for (int i = 0; i < rp->o.nsets; i++)
		cJSON_AddItemToArray(ov, cJSON_CreateString(rp->o.sets[i]));
	cJSON *recorded_prov = canon_parse(rp->ri.provenance, strlen(rp->ri.provenance),
					   "provenance", NULL);
	cJSON_AddItemToObject(of, "provenance",
			      recorded_prov ? recorded_prov : cJSON_CreateNull());
	char *text = canon_string(prov, err);
	cJSON_Delete(prov);
	return text;
}

/* The file the replayed run goes to (--out, or a scratch file), the run
 * created in it with its problems. */
static int open_sink(struct replay *rp, struct kerr *err)
{
	const char *out = rp->o.out_path;
	/* Without --out the replayed run goes to a scratch file, removed at the
	 * end: in memory it grew with the number of problems (step states,
	 * candidate contents), on disk SQLite's page cache bounds it. */
	if (!out && scratch_file(rp->scratch, sizeof rp->scratch, err))
		return -1;
	if (store_open(out ? out : rp->scratch, STORE_CREATE, &rp->sink, err))
		return -1;
	/* A scratch file is thrown away: no WAL, no syncs, and a page cache
	 * of 256 KB (the problems' manifests filled the default 2 MB at 250
	 * problems, not at 25: memory grew with the problems). */
	if (!out && (store_exec(rp->sink, "PRAGMA journal_mode=MEMORY;PRAGMA synchronous=OFF;"
				"PRAGMA cache_size=-256", err) ||
		     store_bulk_begin(rp->sink, err)))
		return -1;
	cJSON *resolved = config_to_json(&rp->cfg);
	char *cfg_text = canon_string(resolved, err);
	cJSON_Delete(resolved);
	char *prov_text = replay_provenance(rp, err);
	char name[300];
	snprintf(name, sizeof name, "replay of %s", rp->ri.name);
	int rc = !cfg_text || !prov_text ||
		 store_run_insert(rp->sink, name, cfg_text, prov_text, 0, &rp->sink_run, err);
	free(cfg_text);
	free(prov_text);
	/* A scratch sink is read back only once every problem is searched (the
	 * report digest; a stopped replay throws it away), so each problem is
	 * added when the search loads it: reading and parsing every manifest a
	 * second time here was a twentieth of a paper-scale replay.  A file of
	 * --out holds them all from the start, whatever happens after. */
	rp->sink_lazy = !out;
	for (size_t i = 0; !rc && !rp->sink_lazy && i < rp->np; i++) {
		struct problem *p;
		rc = load_problem(rp, i, &p, err) ||
		     store_problem_add(rp->sink, rp->sink_run, rp->seqs[i], p->id, p->canon, err);
		problem_destroy(p);
	}
	return rc ? -1 : 0;
}

/* The seam the search asks through: which kinds the recording answers,
 * which live backends answer the rest, whether step digests are compared. */
static int set_up_seam(struct replay *rp, struct kerr *err)
{
	const struct replay_opts *o = &rp->o;
	struct obs_setup *set = &rp->set;
	/* Without --out the replayed run is only checked: observations the
	 * recording answers are not copied into the in-memory sink (copying
	 * them was half of a replay's time). */
	*set = (struct obs_setup){ .sink = rp->sink, .sink_run = rp->sink_run,
				   .source = replay_recording(rp->src),
				   .no_replayed_rows = o->out_path == NULL, .miss = o->miss };
	for (int k = 0; k < OBS_NKINDS; k++)
		set->recorded[k] = o->policy ? k != OBS_LLM : !(o->measure_live && k != OBS_LLM);
	set->slot_match[OBS_LLM] = o->measure_live && !o->policy;
	/* Live llm misses go to the run's own agent backend unless told. */
	if (!rp->o.llm && o->miss == MISS_LIVE)
		rp->o.llm = rp->cfg.policy.llm;
	if (o->llm) {
		if (backend_open(o->llm, &rp->hl, err))
			return -1;
		rp->have_l = 1;
		set->live[OBS_LLM] = &rp->hl.be;
	}
	if (o->backend) {
		if (backend_open(o->backend, &rp->hm, err))
			return -1;
		rp->have_m = 1;
		for (int k = OBS_COMPILE; k < OBS_NKINDS; k++)
			if (backend_answers(&rp->hm.be, obs_kind_name(k)))
				set->live[k] = &rp->hm.be;
	}
	/* Step digests are compared only when the configuration is the one
	 * recorded and measurements are the recorded ones. */
	rp->compare = o->nsets == 0 && !o->measure_live && !o->policy;
	set->no_step_compare = !rp->compare;
	if (obs_create(set, &rp->obs, err))
		return -1;
	obs_add_secret(rp->obs, backend_secret(o->llm));
	return 0;
}

/* A search that stopped (rc 1: interrupted): the replayed run is marked
 * failed; returns the exit code. */
static int search_failed(struct replay *rp, int rc, struct kerr *err)
{
	struct kerr ferr;
	const char *out = rp->o.out_path;
	int marked = store_run_finish(rp->sink, rp->sink_run, "failed", NULL, &ferr) == 0;
	if (out)
		store_ship(rp->sink, NULL);
	int code = cli_error("replay", EXIT_FAIL, "%s%s", err->msg, rc == 1 ? "interrupted" : "");
	if (!marked && out)
		cli_error("replay", EXIT_FAIL, "the replayed run in %s could not be marked "
			  "failed either: %s", out, ferr.msg);
	return code;
}

/* The replayed run's Table 1 panel A, then how it compares with the
 * recording; returns the exit code: 0 when identical, or when a changed
 * configuration or live measurements made it a counterfactual. */
static int print_summary(struct replay *rp, const char *digest)
{
	const struct obs_stats *st = obs_stats(rp->obs);
	const char *recorded_digest = rp->ri.report_digest;
	unsigned mask = 0;
	for (int k = 0; k < OBS_NKINDS; k++)
		if (rp->set.recorded[k])
			mask |= 1u << k;
	struct buf unused;
	buf_init(&unused);
	size_t nunused = replay_unused(rp->src, mask, &unused, 20);
	size_t recorded_steps = replay_step_count(rp->src);
	int same_digest = recorded_digest && !strcmp(recorded_digest, digest);
	int identical = rp->compare && nunused == 0 && st->skipped == 0 && st->live == 0 &&
			same_digest && st->steps == recorded_steps;
	if (rp->o.shard_arg)
		printf("\nshard %d/%d of %lld problems:", rp->sh.index, rp->sh.count,
		       rp->sh.problems);
	char part[400] = "";
	if (rp->unfinished)
		snprintf(part, sizeof part, " (%s: the %zu of its %zu problems it finished%s)",
			 rp->recorded_status, rp->cut.finished, rp->cut.problems,
			 rp->o.shard_arg ? " in the shard" : "");
	printf("\nreplay of run %lld in %s%s: %s\n", (long long)rp->recorded_run, rp->path, part,
	       identical ? "identical"
	       : rp->compare ? "NOT identical" : "counterfactual (configuration or "
						  "measurements changed)");
	printf("  steps: %zu replayed, %zu recorded\n", st->steps, recorded_steps);
	if (obs_diverged_at(rp->obs))
		printf("  left the recorded path at step %s, after a miss\n",
		       obs_diverged_at(rp->obs));
	printf("  observations: %zu asked, %zu from the recording, %zu live, %zu "
	       "skipped misses, %zu recorded never consumed\n", st->asks, st->replayed,
	       st->live, st->skipped, nunused);
	if (nunused && rp->compare)
		fputs(unused.data, stdout);
	buf_release(&unused);
	if (rp->set.slot_match[OBS_LLM])
		printf("  agent replies: %zu asked, %zu to the recorded request, %zu by call "
		       "slot (the request carried other live figures), %zu skipped or live\n",
		       st->by_kind[OBS_LLM], st->replayed_kind[OBS_LLM] - st->by_slot,
		       st->by_slot, st->by_kind[OBS_LLM] - st->replayed_kind[OBS_LLM]);
	if (rp->o.policy) {
		size_t asked = st->asks - st->by_kind[OBS_LLM];
		printf("  policy %s: %zu llm asks answered by it; measurements: %zu asked, "
		       "%zu served by the recording (%.1f%%), %zu missed\n", rp->o.policy,
		       st->by_kind[OBS_LLM], asked, st->replayed,
		       asked ? 100.0 * (double)st->replayed / (double)asked : 0.0,
		       st->skipped + (st->live - st->by_kind[OBS_LLM]));
	}
	printf("  report digest: %s (%s %s%s)\n", digest,
	       same_digest ? "matches" : "differs from", recorded_digest ?
	       recorded_digest : "none: the recorded run did not complete",
	       rp->unfinished ? ", the recorded digest of those problems" : "");
	if (rp->unfinished && rp->cut.stopped_at[0])
		printf("  not replayed: %zu problem(s) without an outcome, from %s on, where "
		       "the run stopped (kopt run --resume continues it)\n",
		       rp->cut.problems - rp->cut.finished, rp->cut.stopped_at);
	else if (rp->unfinished)
		printf("  not replayed: none; every problem has an outcome, but the run was "
		       "not marked complete (kopt run --resume completes it)\n");
	return identical || !rp->compare ? EXIT_OK : EXIT_FAIL;
}

/* The replayed run complete, shipped with --out, its Table 1 panel A on
 * stdout; digest is its report digest. */
static int finish_sink(struct replay *rp, char digest[SHA_HEX_LEN + 1], struct kerr *err)
{
	if (cli_finish_run(rp->sink, rp->sink_run, digest, err))
		return -1;
	int shipped = rp->o.out_path ? store_ship(rp->sink, err) : 0;
	if (shipped < 0)
		return -1;
	if (shipped == 1)
		fprintf(stderr, "kopt replay: note: %s\n", err->msg);
	struct buf rep;
	buf_init(&rep);
	int rc = table1_markdown(rp->sink, rp->sink_run, 1, &rep, err);
	if (!rc)
		fwrite(rep.data, 1, rep.len, stdout);
	buf_release(&rep);
	return rc;
}

static void replay_state_release(struct replay *rp)
{
	obs_destroy(rp->obs);
	replay_destroy(rp->src);
	runner_problems_release(rp->probs, rp->np);
	if (rp->have_l)
		backend_close(&rp->hl);
	if (rp->have_m)
		backend_close(&rp->hm);
	store_close(rp->sink);
	if (rp->scratch[0])
		store_remove_files(rp->scratch);
	store_close(rp->src_store);
	if (rp->share[0])
		store_remove_files(rp->share);
	run_info_release(&rp->ri);
	free(rp->seqs);
	cJSON_Delete(rp->cj);
	free(rp->o.sets);
}

int cmd_replay(int argc, char **argv)
{
	struct replay rp = { .o = { .run_id = -1, .miss = MISS_FAIL } };
	struct kerr err;
	char digest[SHA_HEX_LEN + 1];
	int code = parse_options(argc, argv, &rp.o);
	if (code == CLI_PARSED)
		code = settle_options(&rp.o);
	if (code != CLI_PARSED) {
		free(rp.o.sets);
		return code;
	}
	rp.path = argv[0];
	if (open_recording(&rp, &err) || load_recorded(&rp, &err) || open_sink(&rp, &err) ||
	    set_up_seam(&rp, &err)) {
		code = cli_error("replay", rp.usage ? EXIT_USAGE : EXIT_FAIL, "%s", err.msg);
		goto out;
	}
	struct runner r = { .sink = rp.sink, .run = rp.sink_run, .cfg = &rp.cfg,
			    .obs = rp.obs, .problems = rp.probs, .nproblems = rp.np,
			    .load_problem = load_problem, .load_ctx = &rp, .quiet = rp.o.quiet };
	int rc = runner_search(&r, &err);
	if (rc)
		code = search_failed(&rp, rc, &err);
	else if (finish_sink(&rp, digest, &err))
		code = cli_error("replay", EXIT_FAIL, "%s", err.msg);
	else
		code = print_summary(&rp, digest);
out:
	replay_state_release(&rp);
	return code;
}
