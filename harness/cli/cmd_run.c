/* cmd_run: `kopt run`, a live search recorded into a run file, and
 * `kopt run --resume`, which replays a killed run's committed prefix and goes
 * live where the recording ends (DESIGN.md section 1: resume is replay). */
#include "harness/run/backend.h"
#include "common/buf.h"
#include "harness/search/guidelines.h"
#include "harness/cli/cli.h"
#include "harness/run/lanes.h"
#include "harness/run/runner.h"
#include "harness/run/shard.h"
#include "common/canon.h"
#include "replayer/replay_source.h"
#include "reports/table1.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt run -o FILE [OPTIONS] PROBLEM_DIR...\n"
	"       kopt run --resume -o FILE [--run ID] [--backend SPEC] [--llm SPEC]\n"
	"                [--gpus LIST] [--max-problems N] [--budget-llm-calls N]\n"
	"                [--budget-tokens N] [--budget-hours H] [-q]\n"
	"\n"
	"Search each problem (a folder with manifest.json, datasets/FORMAT.md) and\n"
	"record every observation, decision and step digest into FILE, a SQLite file\n"
	"that can hold many runs.  Table 1 panel A goes to stdout, progress to stderr.\n"
	"\n"
	"  -o, --out FILE          run file (created if missing)\n"
	"  --name NAME             run name (default: run)\n"
	"  --config FILE           configuration as JSON (keys below)\n"
	"  --set KEY=VALUE         one configuration key; VALUE is JSON or a string\n"
	"  -B, --beam-width N      search.beam_width (ablation C1: 1)\n"
	"  -T, --iterations N      search.iterations (ablation C5: 1)\n"
	"  --no-e2e-perf-gate      gates.gate4.enabled=false (ablation C3)\n"
	"  --skip-ncu              search.profile=false (ablation C4)\n"
	"  --no-memory             search.memory=false (ablation C2)\n"
	"  --all-subkernels        search.all_subkernels=true (ablation C6): cuBLAS\n"
	"                          GEMM calls become targets too\n"
	"  --synthesize            search.synthesis=true: adjacent generated kernels\n"
	"                          fused by a synthesizer, then searched\n"
	"  --seed N                search.seed\n"
	"  --backend SPEC          answers compile, check, time and profile: gpu (the\n"
	"                          GPU backend built beside kopt, in an isolating\n"
	"                          worker process), gpu-inprocess (the same in kopt's\n"
	"                          own process), isolated[timeout=S]:SPEC (any\n"
	"                          backend in a worker process) or PATH.so[:ARGS] (a\n"
	"                          plug-in, recorder/backend_abi.h)\n"
	"  --llm SPEC              answers llm (policy.llm): scripted (the default, a\n"
	"                          deterministic policy that needs no model);\n"
	"                          openai:base_url=URL,model=NAME[,key_env=VAR]\n"
	"                          [,timeout=S][,retries=N][,backoff_ms=MS]\n"
	"                          [,temperature=T], an OpenAI-compatible chat\n"
	"                          endpoint, the key read from $VAR (default\n"
	"                          OPENAI_API_KEY; defaults 900 s, 5 retries, 1000 ms,\n"
	"                          temperature 0); command:CMD, CMD run by /bin/sh\n"
	"                          for each request (the request on its standard\n"
	"                          input, the answer its standard output, within\n"
	"                          KOPT_COMMAND_TIMEOUT_S, default 900 s); or\n"
	"                          PATH.so[:ARGS]\n"
	"  --shard I/N             search only shard I of N (counted from 0) of the\n"
	"                          problem list: the problem at list position P\n"
	"                          (from 0) belongs to shard P mod N; give every\n"
	"                          shard the same list in the same order, and join the\n"
	"                          shards' files with kopt merge\n"
	"  --gpus LIST             one worker process per listed GPU of this host\n"
	"                          (e.g. 0,1; 0,0 runs two on GPU 0), each seeing only\n"
	"                          its own device (CUDA_VISIBLE_DEVICES; where that is\n"
	"                          set already, as by Slurm, K is its K-th entry) and\n"
	"                          taking the next problem; results are recorded in\n"
	"                          problem order, so decisions are those of a one-GPU\n"
	"                          run\n"
	"  --resume                continue the unfinished run (newest, or --run ID)\n"
	"  --run ID                with --resume: the run to continue\n"
	"  --max-problems N, --budget-llm-calls N, --budget-tokens N, --budget-hours H\n"
	"                          stop this invocation at the next safe point (between\n"
	"                          problems) once reached; the run is marked paused\n"
	"                          and --resume continues it\n"
	"  -q, --quiet             no progress on stderr\n"
	"  --synthetic             label the run synthetic (a generator's, not measured)\n"
	"  --no-record             keep no observations (the run cannot be replayed):\n"
	"                          for measuring the recorder's own cost\n"
	"\n"
	"Configuration keys (default, source):\n";

struct run_opts {
	const char *out, *name, *config_file, *backend, *llm, *shard, *gpus;
	int resume, quiet, synthetic, no_record;
	long long run_id;
	char **sets;	/* KEY=VALUE assignments in command-line order */
	int nsets;
	struct budget budget;
};

static void add_set(struct run_opts *o, const char *a)
{
	o->sets = xrealloc(o->sets, (size_t)(o->nsets + 1) * sizeof *o->sets);
	o->sets[o->nsets++] = xstrdup(a);
}

/* The configuration keys that options of their own stand for, in
 * command-line order with --set's (o->sets); "%s" is the option's value. */
static const struct {
	const char *option, *assignment;
} SHORTHANDS[] = {
	{ "beam-width", "search.beam_width=%s" },
	{ "iterations", "search.iterations=%s" },
	{ "seed", "search.seed=%s" },
	{ "no-e2e-perf-gate", "gates.gate4.enabled=false" },
	{ "skip-ncu", "search.profile=false" },
	{ "no-memory", "search.memory=false" },
	{ "all-subkernels", "search.all_subkernels=true" },
	{ "synthesize", "search.synthesis=true" },
};

/* --set KEY=VALUE, or a shorthand's assignment: refused here when it names
 * no key or holds a bad value, so that no run file is touched. */
static int assign(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct run_opts *o = opt->ctx;
	char set[300];
	const char *a = arg;
	for (size_t i = 0; i < sizeof SHORTHANDS / sizeof *SHORTHANDS; i++)
		if (!strcmp(opt->long_name, SHORTHANDS[i].option)) {
			snprintf(set, sizeof set, SHORTHANDS[i].assignment, arg);
			a = set;
		}
	cJSON *probe = cJSON_CreateObject();
	int bad = config_set(probe, a, err);
	cJSON_Delete(probe);
	if (bad)
		return -1;
	add_set(o, a);
	return 0;
}

static int set_budget(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct budget *b = opt->ctx;
	char *end;
	double v = strtod(arg, &end);
	if (*end || !(v > 0))
		return kerr_set(err, "%s: expected a positive number", arg);
	if (!strcmp(opt->long_name, "max-problems"))
		b->problems = (long long)v;
	else if (!strcmp(opt->long_name, "budget-llm-calls"))
		b->llm_calls = (long long)v;
	else if (!strcmp(opt->long_name, "budget-tokens"))
		b->tokens = (long long)v;
	else
		b->hours = v;
	return 0;
}

/* CLI_PARSED with the problem folders in argv[0..*nargs-1], or the exit
 * code to return (help answered, usage refused). */
static int parse(int argc, char **argv, const char *help, struct run_opts *o, int *nargs)
{
	const struct cli_command cmd = { "run", help, 0, -1 };
	const struct cli_option opts[] = {
		CLI_STRING("out", 'o', &o->out),
		CLI_STRING("name", 0, &o->name),
		CLI_STRING("config", 0, &o->config_file),
		CLI_CALLBACK("set", 0, assign, o),
		CLI_CALLBACK("beam-width", 'B', assign, o),
		CLI_CALLBACK("iterations", 'T', assign, o),
		CLI_CALLBACK_FLAG("no-e2e-perf-gate", 0, assign, o),
		CLI_CALLBACK_FLAG("skip-ncu", 0, assign, o),
		CLI_CALLBACK_FLAG("no-memory", 0, assign, o),
		CLI_CALLBACK_FLAG("all-subkernels", 0, assign, o),
		CLI_CALLBACK_FLAG("synthesize", 0, assign, o),
		CLI_CALLBACK("max-problems", 0, set_budget, &o->budget),
		CLI_CALLBACK("budget-llm-calls", 0, set_budget, &o->budget),
		CLI_CALLBACK("budget-tokens", 0, set_budget, &o->budget),
		CLI_CALLBACK("budget-hours", 0, set_budget, &o->budget),
		CLI_CALLBACK("seed", 0, assign, o),
		CLI_STRING("backend", 0, &o->backend),
		CLI_STRING("llm", 0, &o->llm),
		CLI_FLAG("resume", 0, &o->resume),
		CLI_STRING("shard", 0, &o->shard),
		CLI_STRING("gpus", 0, &o->gpus),
		CLI_RUN_ID("run", 0, &o->run_id),
		CLI_FLAG("quiet", 'q', &o->quiet),
		CLI_FLAG("synthetic", 0, &o->synthetic),
		CLI_FLAG("no-record", 0, &o->no_record),
		CLI_END,
	};
	int code = cli_parse_options(&cmd, opts, argc, argv, nargs);
	if (code != CLI_PARSED)
		return code;
	if (o->llm) {
		char set[300];
		snprintf(set, sizeof set, "policy.llm=%s", o->llm);
		add_set(o, set);
	}
	return CLI_PARSED;
}

/* The configuration tree of a new run: --config FILE (or an empty tree),
 * then every flag's KEY=VALUE assignment (o->sets, in command-line order)
 * over it; keys it lacks take their defaults when it is resolved
 * (config_from_json). */
static cJSON *merged_config(struct run_opts *o, struct kerr *err)
{
	cJSON *base = NULL;
	if (o->config_file) {
		char *text;
		size_t len;
		if (read_file(o->config_file, &text, &len, err))
			return NULL;
		base = canon_parse(text, len, o->config_file, err);
		free(text);
		if (!base)
			return NULL;
		if (!cJSON_IsObject(base)) {
			cJSON_Delete(base);
			kerr_set(err, "%s: expected a JSON object", o->config_file);
			return NULL;
		}
	} else {
		base = cJSON_CreateObject();
	}
	for (int i = 0; i < o->nsets; i++)
		if (config_set(base, o->sets[i], err)) {
			cJSON_Delete(base);
			return NULL;
		}
	cJSON *merged = base;
	return merged;
}

struct live {
	struct backend_handle llm, measure;
	int have_llm, have_measure;
};

static int open_backends(const char *llm_spec, const char *measure_spec,
			 struct live *lv, struct obs_setup *set, struct kerr *err)
{
	if (llm_spec) {
		if (backend_open(llm_spec, &lv->llm, err))
			return -1;
		lv->have_llm = 1;
		if (!backend_answers(&lv->llm.be, "llm"))
			return kerr_set(err, "--llm %s: the backend does not answer llm "
					"requests", llm_spec);
		set->live[OBS_LLM] = &lv->llm.be;
	}
	if (measure_spec) {
		if (backend_open(measure_spec, &lv->measure, err))
			return -1;
		lv->have_measure = 1;
		for (int k = OBS_COMPILE; k < OBS_NKINDS; k++)
			if (backend_answers(&lv->measure.be, obs_kind_name(k)))
				set->live[k] = &lv->measure.be;
		/* A backend that cannot start (no GPU, no driver) stops the run
		 * before anything is recorded. */
		char *d = lv->measure.be.describe ? lv->measure.be.describe(lv->measure.be.ctx)
						  : NULL;
		cJSON *dj = d ? cJSON_Parse(d) : NULL;
		free(d);
		const cJSON *e = cJSON_GetObjectItemCaseSensitive(dj, "error");
		if (cJSON_IsString(e)) {
			kerr_set(err, "--backend %s: %s", measure_spec, e->valuestring);
			cJSON_Delete(dj);
			return -1;
		}
		cJSON_Delete(dj);
	}
	return 0;
}

static void close_backends(struct live *lv)
{
	if (lv->have_llm)
		backend_close(&lv->llm);
	if (lv->have_measure)
		backend_close(&lv->measure);
}

/* Before the GPU workers start, the parent lets go of its live backends. */
static void let_go(void *arg)
{
	close_backends(arg);
	memset(arg, 0, sizeof(struct live));
}

static cJSON *provenance(struct live *lv, const struct shard *sh, const struct lanes *ln)
{
	cJSON *p = cJSON_CreateObject();
	if (sh)
		cJSON_AddItemToObject(p, "shard", shard_to_json(sh));
	if (ln && ln->n) {
		cJSON *g = cJSON_AddArrayToObject(p, "gpus");
		for (int i = 0; i < ln->n; i++)
			cJSON_AddItemToArray(g, cJSON_CreateString(ln->gpus[i]));
	}
	cJSON_AddItemToObject(p, "kopt", cli_harness_version());
	cJSON *b = cJSON_AddObjectToObject(p, "backends");
	if (lv->have_llm)
		cJSON_AddItemToObject(b, "llm", backend_provenance(&lv->llm));
	if (lv->have_measure)
		cJSON_AddItemToObject(b, "measure", backend_provenance(&lv->measure));
	return p;
}

static int finish_and_print(struct runner *r, struct store *s, const char *path,
			    int rc, struct kerr *err)
{
	/* Every problem searched so far is committed: a run that cannot be
	 * marked paused or failed keeps it (its status stays started) and is
	 * resumed like a paused one. */
	if (rc == 1) {
		if (store_run_finish(s, r->run, "paused", NULL, err))
			return cli_error("run", EXIT_FAIL, "paused (%s), but the run could not "
					 "be marked paused: %s; what was recorded is kept: "
					 "resume with: kopt run --resume -o %s --run %lld",
					 r->stop_reason, err->msg, path, (long long)r->run);
		store_ship(s, NULL);
		fprintf(stderr, "kopt run: paused (%s); resume with: kopt run --resume "
			"-o %s --run %lld\n", r->stop_reason, path, (long long)r->run);
		return EXIT_FAIL;
	}
	if (rc) {
		struct kerr ferr;
		int marked = store_run_finish(s, r->run, "failed", NULL, &ferr) == 0;
		cli_error("run", EXIT_FAIL, "%s", err->msg);
		if (!marked)
			cli_error("run", EXIT_FAIL, "the run could not be marked failed either: "
				  "%s; what was recorded is kept (kopt run --resume -o %s "
				  "--run %lld goes on)", ferr.msg, path, (long long)r->run);
		return EXIT_FAIL;
	}
	char digest[SHA_HEX_LEN + 1];
	struct buf out;
	buf_init(&out);
	int shipped = cli_finish_run(r->sink, r->run, digest, err) ? -1 : store_ship(s, err);
	if (shipped == 1)
		fprintf(stderr, "kopt run: note: %s\n", err->msg);
	if (shipped < 0 || table1_markdown(s, r->run, 1, &out, err)) {
		buf_free(&out);
		return cli_error("run", EXIT_FAIL, "%s", err->msg);
	}
	fwrite(out.data, 1, out.len, stdout);
	buf_free(&out);
	const struct obs_stats *st = obs_stats(r->obs);
	fprintf(stderr, "kopt run: run %lld complete in %s: %zu observations (%zu "
		"replayed, %zu live), %zu steps, report digest %.16s\n",
		(long long)r->run, path, st->asks + r->lane_asks, st->replayed,
		st->live + r->lane_asks, st->steps + r->lane_steps, digest);
	return EXIT_OK;
}

int cmd_run(int argc, char **argv)
{
	struct run_opts o = { .name = "run" };
	struct kerr err;
	struct live lv = { 0 };
	struct store *s = NULL;
	struct obs *obs = NULL;
	struct replay_source *src = NULL;
	struct problem **probs = NULL;
	size_t np = 0;
	struct shard sh = { 0 };
	struct lanes ln = { 0 };
	int *pos = NULL;	/* list positions of probs, from 0 */
	cJSON *merged = NULL;
	char *cfg_text = NULL;
	int code = EXIT_FAIL, rc;
	runner_catch_signals();

	struct buf help;
	buf_init(&help);
	buf_puts(&help, HELP);
	config_describe(&help);
	int nargs;
	code = parse(argc, argv, help.data, &o, &nargs);
	buf_free(&help);
	if (code != CLI_PARSED)
		goto out;
	code = EXIT_FAIL;
	if (!o.out) {
		code = cli_error("run", EXIT_USAGE, "give the run file with -o FILE");
		goto out;
	}
	if ((o.shard && shard_parse(o.shard, &sh, &err)) ||
	    (o.gpus && (lanes_parse(o.gpus, &ln, &err) ||
			lanes_map_visible(&ln, getenv("CUDA_VISIBLE_DEVICES"), &err)))) {
		code = cli_error("run", EXIT_USAGE, "%s", err.msg);
		goto out;
	}
	if (o.gpus && !o.backend) {
		code = cli_error("run", EXIT_USAGE, "--gpus needs --backend: each GPU worker "
				 "opens it for its own device");
		goto out;
	}
	if (o.gpus && !strncmp(o.backend, "gpu-inprocess", 13)) {
		/* Its describe would start CUDA in this process, which the
		 * workers are forked from; CUDA does not survive a fork. */
		code = cli_error("run", EXIT_USAGE, "--gpus needs the isolated GPU backend "
				 "(--backend gpu), not gpu-inprocess");
		goto out;
	}
	if (o.gpus && o.no_record) {
		code = cli_error("run", EXIT_USAGE, "--gpus records every problem to commit "
				 "it in order: not with --no-record");
		goto out;
	}
	/* The parent's own backends (provenance, the rest of a problem a resume
	 * finds half recorded) see the first listed GPU. */
	if (o.gpus)
		setenv("CUDA_VISIBLE_DEVICES", ln.gpus[0], 1);
	struct kopt_config cfg;
	struct obs_setup set = { 0 };
	struct runner r = { 0 };
	if (o.resume) {
		if (nargs || o.nsets > (o.llm ? 1 : 0) || o.config_file || o.shard) {
			code = cli_error("run", EXIT_USAGE, "--resume takes the stored "
					 "configuration and problems: no problem folders, "
					 "--config, --set or --shard");
			goto out;
		}
		if (store_open(o.out, STORE_WRITE, &s, &err))
			goto fail;
		/* Resume is replay: the recorded prefix is checked as it is read. */
		store_check_blobs(s);
		int64_t run = o.run_id;
		if (run <= 0 && store_run_latest(s, &run, &err))
			goto fail;
		struct run_info ri;
		if (store_run_get(s, run, &ri, &err))
			goto fail;
		if (!strcmp(ri.status, "complete")) {
			fprintf(stderr, "kopt run: run %lld in %s is complete; nothing to "
				"resume\n", (long long)run, o.out);
			run_info_free(&ri);
			code = EXIT_OK;
			goto out;
		}
		merged = canon_parse(ri.config, strlen(ri.config), "stored configuration",
				     &err);
		if (merged)
			config_fill_legacy(merged);
		run_info_free(&ri);
		if (!merged || cli_resolve_config(merged, &cfg, &err))
			goto fail;
		if (store_run_finish(s, run, "started", NULL, &err) ||
		    runner_load_problems(s, run, &probs, &np, &err) ||
		    replay_create(s, run, &src, &err))
			goto fail;
		set.sink = s;
		set.sink_run = run;
		set.source = replay_recording(src);
		set.resume = 1;
		set.miss = MISS_LIVE;
		for (int k = 0; k < OBS_NKINDS; k++)
			set.recorded[k] = 1;
		if (open_backends(o.llm ? o.llm : cfg.policy.llm, o.backend, &lv, &set, &err))
			goto fail;
		r.run = run;
	} else {
		if (!nargs) {
			code = cli_error("run", EXIT_USAGE, "name at least one problem folder");
			goto out;
		}
		if (!(merged = merged_config(&o, &err)) ||
		    cli_resolve_config(merged, &cfg, &err))
			goto usage_fail;
		/* A guidelines file that cannot be read is refused before the run
		 * file is touched. */
		cJSON *gl = NULL;
		if (guidelines_load(cfg.search.guidelines, &gl, &err))
			goto usage_fail;
		cJSON_Delete(gl);
		for (int i = 0; i < nargs; i++) {
			struct problem *p;
			if (problem_load_dir(argv[i], &p, &err))
				goto fail;
			for (size_t j = 0; j < np; j++)
				if (!strcmp(probs[j]->id, p->id)) {
					kerr_set(&err, "%s: problem id %s is already given by "
						 "another folder", argv[i], p->id);
					problem_free(p);
					goto fail;
				}
			probs = xrealloc(probs, (np + 1) * sizeof *probs);
			pos = xrealloc(pos, (np + 1) * sizeof *pos);
			pos[np] = (int)np;
			probs[np++] = p;
		}
		if (o.shard) {
			/* The whole list names the shard; only its share is kept. */
			const char **ids = xcalloc(np + 1, sizeof *ids);
			for (size_t i = 0; i < np; i++)
				ids[i] = probs[i]->id;
			shard_set_list(&sh, ids, np);
			free(ids);
			size_t kept = 0;
			for (size_t i = 0; i < np; i++) {
				if (shard_owns(&sh, (long long)i)) {
					pos[kept] = (int)i;
					probs[kept++] = probs[i];
				} else {
					problem_free(probs[i]);
				}
			}
			np = kept;
		}
		if (!o.backend) {
			code = cli_error("run", EXIT_USAGE, "no GPU backend is built into "
					 "this kopt: give --backend PATH.so for compile, "
					 "check, time and profile");
			goto out;
		}
		if (open_backends(cfg.policy.llm, o.backend, &lv, &set, &err))
			goto fail;
		for (int k = 0; k < OBS_NKINDS; k++)
			if (!set.live[k] && !(k == OBS_PROFILE && !cfg.search.profile)) {
				code = cli_error("run", EXIT_USAGE, "no backend answers %s "
						 "requests%s", obs_kind_name(k), k == OBS_PROFILE ?
						 " (run with --skip-ncu to search without "
						 "profiles)" : "");
				goto out;
			}
		if (store_open(o.out, STORE_CREATE, &s, &err))
			goto fail;
		cJSON *resolved = config_to_json(&cfg);
		cfg_text = canon_string(resolved, &err);
		cJSON_Delete(resolved);
		cJSON *prov = provenance(&lv, o.shard ? &sh : NULL, &ln);
		char *prov_text = canon_string(prov, &err);
		cJSON_Delete(prov);
		int64_t run;
		rc = !cfg_text || !prov_text ||
		     store_run_create(s, o.name, cfg_text, prov_text, 0, &run, &err);
		free(prov_text);
		if (rc)
			goto fail;
		for (size_t i = 0; i < np; i++)
			if (store_problem_add(s, run, pos[i] + 1, probs[i]->id, probs[i]->canon,
					      &err))
				goto fail;
		if (o.synthetic && store_run_mark_synthetic(s, run, &err))
			goto fail;
		set.sink = s;
		set.sink_run = run;
		set.miss = MISS_FAIL;
		set.no_rows = o.no_record;
		r.run = run;
	}
	if (obs_create(&set, &obs, &err))
		goto fail;
	obs_add_secret(obs, backend_secret(lv.have_llm ? lv.llm.spec : NULL));
	r.sink = s;
	r.cfg = &cfg;
	r.obs = obs;
	r.problems = probs;
	r.nproblems = np;
	r.quiet = o.quiet;
	r.budget = o.budget;
	char parts[4200];
	if (ln.n) {
		snprintf(parts, sizeof parts, "%s.parts", o.out);
		ln.measure = o.backend;
		ln.llm = o.llm ? o.llm : cfg.policy.llm;
		ln.parts = parts;
		if (!cfg_text) {	/* a resume: the stored configuration */
			cJSON *resolved = config_to_json(&cfg);
			cfg_text = canon_string(resolved, &err);
			cJSON_Delete(resolved);
			if (!cfg_text)
				goto fail;
		}
		ln.config = cfg_text;
		ln.before_start = let_go;
		ln.arg = &lv;
		r.lanes = &ln;
	}
	rc = runner_search(&r, &err);
	code = finish_and_print(&r, s, o.out, rc, &err);
	goto out;
usage_fail:
	code = cli_error("run", EXIT_USAGE, "%s", err.msg);
	goto out;
fail:
	code = cli_error("run", EXIT_FAIL, "%s", err.msg);
out:
	obs_destroy(obs);
	replay_destroy(src);
	runner_free_problems(probs, np);
	close_backends(&lv);
	store_close(s);
	cJSON_Delete(merged);
	for (int i = 0; i < o.nsets; i++)
		free(o.sets[i]);
	free(o.sets);
	free(cfg_text);
	free(pos);
	lanes_free(&ln);
	return code;
}
