/* cmd_run: `kopt run`, a live search recorded into a run file, and
 * `kopt run --resume`, which replays a killed run's committed prefix and goes
 * live where the recording ends (DESIGN.md section 1: resume is replay). */
#include "harness/run/backend.h"
#include "common/file.h"
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
	"                          coordesc (deterministic, no model: Inductor's\n"
	"                          coordinate descent over XBLOCK, YBLOCK, ZBLOCK,\n"
	"                          R0_BLOCK, the GEMM tile, num_warps and a matmul's\n"
	"                          num_stages, each doubled and halved in turn, the\n"
	"                          beam keeping what is faster);\n"
	"                          descent (the same moves, no model, as Inductor's\n"
	"                          tuner makes them: always from the fastest\n"
	"                          configuration tried so far, each untried\n"
	"                          neighbour of it once, until none is left);\n"
	"                          restructure (deterministic too: rewrites a\n"
	"                          reduction's source, looped to persistent and\n"
	"                          back, or its row loops' schedule: tl.range's\n"
	"                          num_stages 2 or 3, loop_unroll_factor 2 or 4;\n"
	"                          moves launch parameters as scripted where no\n"
	"                          rewrite applies);\n"
	"                          openai:base_url=URL,model=NAME[,key_env=VAR]\n"
	"                          [,timeout=S][,retries=N][,backoff_ms=MS]\n"
	"                          [,temperature=T][,price_in=P,price_out=Q], an\n"
	"                          OpenAI-compatible chat endpoint, the key read from\n"
	"                          $VAR (default OPENAI_API_KEY; defaults 900 s, 5\n"
	"                          retries, 1000 ms, temperature 0; P and Q the\n"
	"                          price per million input and output tokens, each\n"
	"                          call's cost recorded with it); command:CMD, CMD\n"
	"                          run by /bin/sh for each request (the request on\n"
	"                          its standard input, the answer its standard\n"
	"                          output, within KOPT_COMMAND_TIMEOUT_S, default\n"
	"                          900 s); or PATH.so[:ARGS]\n"
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
	"                          stop this invocation once reached: the problem\n"
	"                          budgets between problems, --budget-hours (and a\n"
	"                          signal) at the next live request, inside a problem\n"
	"                          too; the run is marked paused and --resume\n"
	"                          continues it (what was recorded is replayed)\n"
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
	char *device;		/* the measuring backend's describe.device, or NULL */
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
		const cJSON *dev = cJSON_GetObjectItemCaseSensitive(dj, "device");
		if (cJSON_IsString(dev) && !lv->device)
			lv->device = xstrdup(dev->valuestring);
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
	free(lv->device);
	lv->device = NULL;
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
			    int rc, double took, struct kerr *err)
{
	/* This invocation's wall time, whatever its end (runner.h). */
	struct kerr lerr;
	if (runner_add_live(s, r->run, NULL, took, &lerr))
		fprintf(stderr, "kopt run: note: %s: this invocation's live seconds are not "
			"recorded\n", lerr.msg);
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
		buf_release(&out);
		return cli_error("run", EXIT_FAIL, "%s", err->msg);
	}
	fwrite(out.data, 1, out.len, stdout);
	buf_release(&out);
	const struct obs_stats *st = obs_stats(r->obs);
	fprintf(stderr, "kopt run: run %lld complete in %s: %zu observations (%zu "
		"replayed, %zu live), %zu steps, report digest %.16s\n",
		(long long)r->run, path, st->asks + r->lane_asks, st->replayed,
		st->live + r->lane_asks, st->steps + r->lane_steps, digest);
	return EXIT_OK;
}

/* One invocation of kopt run, new or resumed; run_state_release frees what it
 * holds. */
struct run_state {
	struct run_opts o;
	int usage;		/* the error in err is a usage error */
	struct shard sh;
	struct lanes ln;
	struct kopt_config cfg;
	cJSON *merged;		/* the configuration tree cfg was resolved from */
	char *cfg_text;		/* cfg as stored (a new run, or one with --gpus) */
	struct problem **probs;
	size_t np;
	int *pos;		/* list positions of probs, from 0 (a new run) */
	struct live lv;
	struct store *s;
	struct replay_source *src;	/* a resume's recorded prefix */
	struct obs_setup set;
	struct obs *obs;
	struct runner r;
	char parts[4200];	/* --gpus: the workers' part files */
};

static int refuse(struct run_state *st, struct kerr *err, const char *msg)
{
	st->usage = 1;
	return kerr_set(err, "%s", msg);
}

/* The options' joint rules, then --gpus's devices; -1 with a usage error. */
static int check_options(struct run_state *st, struct kerr *err)
{
	struct run_opts *o = &st->o;
	st->usage = 1;
	if (!o->out)
		return kerr_set(err, "give the run file with -o FILE");
	if ((o->shard && shard_parse(o->shard, &st->sh, err)) ||
	    (o->gpus && (lanes_parse(o->gpus, &st->ln, err) ||
			 lanes_map_visible(&st->ln, getenv("CUDA_VISIBLE_DEVICES"), err))))
		return -1;
	if (o->gpus && !o->backend)
		return kerr_set(err, "--gpus needs --backend: each GPU worker opens it for its "
				"own device");
	/* Its describe would start CUDA in this process, which the workers are
	 * forked from; CUDA does not survive a fork. */
	if (o->gpus && !strncmp(o->backend, "gpu-inprocess", 13))
		return kerr_set(err, "--gpus needs the isolated GPU backend (--backend gpu), "
				"not gpu-inprocess");
	if (o->gpus && o->no_record)
		return kerr_set(err, "--gpus records every problem to commit it in order: "
				"not with --no-record");
	st->usage = 0;
	/* The parent's own backends (provenance, the rest of a problem a resume
	 * finds half recorded) see the first listed GPU. */
	if (o->gpus)
		setenv("CUDA_VISIBLE_DEVICES", st->ln.gpus[0], 1);
	return 0;
}

/* --resume: the stored run reopened, its configuration and problems, the
 * recorded prefix to replay and live backends for the rest.  1 when the run
 * is complete already (nothing to do), 0, or -1 with err. */
static int resume_run(struct run_state *st, int nargs, struct kerr *err)
{
	struct run_opts *o = &st->o;
	if (nargs || o->nsets > (o->llm ? 1 : 0) || o->config_file || o->shard)
		return refuse(st, err, "--resume takes the stored configuration and problems: "
			      "no problem folders, --config, --set or --shard");
	if (store_open(o->out, STORE_WRITE, &st->s, err))
		return -1;
	/* Resume is replay: the recorded prefix is checked as it is read. */
	store_check_blobs(st->s);
	int64_t run = o->run_id;
	struct run_info ri;
	if ((run <= 0 && store_run_latest(st->s, &run, err)) ||
	    store_run_get(st->s, run, &ri, err))
		return -1;
	if (!strcmp(ri.status, "complete")) {
		fprintf(stderr, "kopt run: run %lld in %s is complete; nothing to resume\n",
			(long long)run, o->out);
		run_info_release(&ri);
		return 1;
	}
	st->merged = canon_parse(ri.config, strlen(ri.config), "stored configuration", err);
	if (st->merged)
		config_fill_legacy(st->merged);
	run_info_release(&ri);
	if (!st->merged || cli_resolve_config(st->merged, &st->cfg, err))
		return -1;
	if (store_run_finish(st->s, run, "started", NULL, err) ||
	    runner_load_problems(st->s, run, &st->probs, &st->np, err) ||
	    replay_create(st->s, run, &st->src, err))
		return -1;
	st->set.sink = st->s;
	st->set.sink_run = run;
	st->set.source = replay_recording(st->src);
	st->set.resume = 1;
	st->set.miss = MISS_LIVE;
	for (int k = 0; k < OBS_NKINDS; k++)
		st->set.recorded[k] = 1;
	st->r.run = run;
	return open_backends(o->llm ? o->llm : st->cfg.policy.llm, o->backend, &st->lv,
			     &st->set, err);
}

/* The configuration of a new run, resolved; a guidelines file that cannot
 * be read is refused before the run file is touched.  -1 with a usage
 * error. */
static int new_config(struct run_state *st, struct kerr *err)
{
	cJSON *gl = NULL;
	st->usage = 1;
	if (!(st->merged = merged_config(&st->o, err)) ||
	    cli_resolve_config(st->merged, &st->cfg, err) ||
	    guidelines_load(st->cfg.search.guidelines, &gl, err))
		return -1;
	cJSON_Delete(gl);
	st->usage = 0;
	return 0;
}

/* The problem folders, in list order, each id once; with --shard only the
 * shard's share is kept, each with its list position. */
static int load_problem_dirs(struct run_state *st, char **dirs, int n, struct kerr *err)
{
	for (int i = 0; i < n; i++) {
		struct problem *p;
		if (problem_load_dir(dirs[i], &p, err))
			return -1;
		for (size_t j = 0; j < st->np; j++)
			if (!strcmp(st->probs[j]->id, p->id)) {
				kerr_set(err, "%s: problem id %s is already given by another "
					 "folder", dirs[i], p->id);
				problem_destroy(p);
				return -1;
			}
		st->probs = xrealloc(st->probs, (st->np + 1) * sizeof *st->probs);
		st->pos = xrealloc(st->pos, (st->np + 1) * sizeof *st->pos);
		st->pos[st->np] = (int)st->np;
		st->probs[st->np++] = p;
	}
	if (!st->o.shard)
		return 0;
	/* The whole list names the shard; only its share is kept. */
	const char **ids = xcalloc(st->np + 1, sizeof *ids);
	for (size_t i = 0; i < st->np; i++)
		ids[i] = st->probs[i]->id;
	shard_set_list(&st->sh, ids, st->np);
	free(ids);
	size_t kept = 0;
	for (size_t i = 0; i < st->np; i++) {
		if (shard_owns(&st->sh, (long long)i)) {
			st->pos[kept] = (int)i;
			st->probs[kept++] = st->probs[i];
		} else {
			problem_destroy(st->probs[i]);
		}
	}
	st->np = kept;
	return 0;
}

/* The live backends of a new run: a measuring backend is required, and one
 * that answers every kind the search asks (profiles only if it profiles). */
static int open_new_backends(struct run_state *st, struct kerr *err)
{
	if (!st->o.backend)
		return refuse(st, err, "no GPU backend is built into this kopt: give --backend "
			      "PATH.so for compile, check, time and profile");
	if (open_backends(st->cfg.policy.llm, st->o.backend, &st->lv, &st->set, err))
		return -1;
	for (int k = 0; k < OBS_NKINDS; k++)
		if (!st->set.live[k] && !(k == OBS_PROFILE && !st->cfg.search.profile)) {
			st->usage = 1;
			return kerr_set(err, "no backend answers %s requests%s", obs_kind_name(k),
					k == OBS_PROFILE ? " (run with --skip-ncu to search "
					"without profiles)" : "");
		}
	return 0;
}

/* The new run in the run file: its resolved configuration, provenance and
 * problems. */
static int create_run(struct run_state *st, struct kerr *err)
{
	int64_t run;
	if (store_open(st->o.out, STORE_CREATE, &st->s, err))
		return -1;
	cJSON *resolved = config_to_json(&st->cfg);
	st->cfg_text = canon_string(resolved, err);
	cJSON_Delete(resolved);
	cJSON *prov = provenance(&st->lv, st->o.shard ? &st->sh : NULL, &st->ln);
	char *prov_text = canon_string(prov, err);
	cJSON_Delete(prov);
	int rc = !st->cfg_text || !prov_text ||
		 store_run_insert(st->s, st->o.name, st->cfg_text, prov_text, 0, &run, err);
	free(prov_text);
	for (size_t i = 0; !rc && i < st->np; i++)
		rc = store_problem_add(st->s, run, st->pos[i] + 1, st->probs[i]->id,
				       st->probs[i]->canon, err);
	if (rc || (st->o.synthetic && store_run_mark_synthetic(st->s, run, err)))
		return -1;
	st->set.sink = st->s;
	st->set.sink_run = run;
	st->set.miss = MISS_FAIL;
	st->set.no_rows = st->o.no_record;
	st->r.run = run;
	return 0;
}

/* A note for each problem imported on another GPU than the one this run
 * measures on (the manifest's validation.timing.gpu against the measuring
 * backend's describe.device): its baseline is what Inductor chose for that
 * card, which is not always what it would choose for this one. */
static void note_other_cards(const struct run_state *st)
{
	if (!st->lv.device)
		return;
	for (size_t i = 0; i < st->np; i++) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(st->probs[i]->json,
								  "validation");
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(v, "timing");
		const cJSON *g = cJSON_GetObjectItemCaseSensitive(t, "gpu");
		if (cJSON_IsString(g) && strcmp(g->valuestring, st->lv.device))
			fprintf(stderr, "kopt run: note: %s was imported on %s (its "
				"validation.timing.gpu) and this run measures on %s: its "
				"baseline is Inductor's choice for the other card\n",
				st->probs[i]->id, g->valuestring, st->lv.device);
	}
}

/* A new run: its configuration, problems, backends and row in the run file. */
static int start_run(struct run_state *st, char **dirs, int n, struct kerr *err)
{
	if (!n)
		return refuse(st, err, "name at least one problem folder");
	if (new_config(st, err) || load_problem_dirs(st, dirs, n, err) ||
	    open_new_backends(st, err))
		return -1;
	note_other_cards(st);
	return create_run(st, err) ? -1 : 0;
}

/* --gpus: one worker per listed GPU, each opening the run's backends with
 * the stored configuration. */
static int set_up_lanes(struct run_state *st, struct kerr *err)
{
	struct lanes *ln = &st->ln;
	snprintf(st->parts, sizeof st->parts, "%s.parts", st->o.out);
	ln->measure = st->o.backend;
	ln->llm = st->o.llm ? st->o.llm : st->cfg.policy.llm;
	ln->parts = st->parts;
	if (!st->cfg_text) {	/* a resume: the stored configuration */
		cJSON *resolved = config_to_json(&st->cfg);
		st->cfg_text = canon_string(resolved, err);
		cJSON_Delete(resolved);
		if (!st->cfg_text)
			return -1;
	}
	ln->config = st->cfg_text;
	ln->before_start = let_go;
	ln->arg = &st->lv;
	st->r.lanes = ln;
	return 0;
}

/* The search through the seam set up for it; returns the exit code. */
static int search_and_finish(struct run_state *st, struct kerr *err)
{
	if (obs_create(&st->set, &st->obs, err) || (st->ln.n && set_up_lanes(st, err)))
		return cli_error("run", EXIT_FAIL, "%s", err->msg);
	obs_add_secret(st->obs, backend_secret(st->lv.have_llm ? st->lv.llm.spec : NULL));
	st->r.sink = st->s;
	st->r.cfg = &st->cfg;
	st->r.obs = st->obs;
	st->r.problems = st->probs;
	st->r.nproblems = st->np;
	st->r.quiet = st->o.quiet;
	st->r.budget = st->o.budget;
	st->r.live_clock = 1;
	double t0 = runner_clock();
	int rc = runner_search(&st->r, err);
	return finish_and_print(&st->r, st->s, st->o.out, rc, runner_clock() - t0, err);
}

static void run_state_release(struct run_state *st)
{
	obs_destroy(st->obs);
	replay_destroy(st->src);
	runner_problems_release(st->probs, st->np);
	close_backends(&st->lv);
	store_close(st->s);
	cJSON_Delete(st->merged);
	for (int i = 0; i < st->o.nsets; i++)
		free(st->o.sets[i]);
	free(st->o.sets);
	free(st->cfg_text);
	free(st->pos);
	lanes_release(&st->ln);
}

int cmd_run(int argc, char **argv)
{
	struct run_state st = { .o = { .name = "run" } };
	struct kerr err;
	struct buf help;
	int nargs, rc = 0;
	runner_catch_signals();
	buf_init(&help);
	buf_puts(&help, HELP);
	config_describe(&help);
	int code = parse(argc, argv, help.data, &st.o, &nargs);
	buf_release(&help);
	if (code == CLI_PARSED) {
		rc = check_options(&st, &err);
		if (!rc)
			rc = st.o.resume ? resume_run(&st, nargs, &err)
					 : start_run(&st, argv, nargs, &err);
		if (rc < 0)
			code = cli_error("run", st.usage ? EXIT_USAGE : EXIT_FAIL, "%s", err.msg);
		else if (rc == 1)
			code = EXIT_OK;	/* a complete run: nothing to resume */
		else
			code = search_and_finish(&st, &err);
	}
	run_state_release(&st);
	return code;
}
