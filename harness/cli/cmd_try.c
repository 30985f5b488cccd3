/* cmd_try: `kopt try PROBLEM_DIR --step NAME [--source FILE] [--launch JSON]
 * [--model]` puts one hand-made candidate through gates 1 and 2 (and with
 * --model gates 3 and 4) and times it against the baseline, live, without a
 * search.  Observations go to a scratch store
 * (or --record FILE).  Exit 0 if it passed, 1 if a gate refused it. */
#include "harness/run/backend.h"
#include "common/file.h"
#include "harness/cli/cli.h"
#include "harness/problem/problem.h"
#include "harness/search/search.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt try PROBLEM_DIR --step NAME [--source FILE] [--launch JSON]\n"
	"                [--model] [--backend SPEC] [--record FILE]\n"
	"\n"
	"Run one candidate for a kernel step through gate 1 (static checks, compile,\n"
	"resources, a guarded launch) and gate 2 (seeds of gates.gate2, against the\n"
	"baseline kernel), then time it.  Prints a JSON report.\n"
	"  --source FILE    the candidate's source (default: the baseline's)\n"
	"  --launch JSON    launch fields over the baseline's, e.g.\n"
	"                   '{\"num_warps\":8,\"constexprs\":{\"XBLOCK\":2048}}'\n"
	"  --model          then gates 3 and 4 on the model with the candidate\n"
	"                   stitched in (tier 1, tier 2 against the float64 model,\n"
	"                   paired timing); exit 0 only if those pass too\n"
	"  --backend SPEC   measurement backend (default: gpu)\n"
	"  --record FILE    keep the observations in FILE (default: not kept)\n";

int cmd_try(int argc, char **argv)
{
	const struct cli_command cmd = { "try", HELP, 1, 1 };
	const char *step = NULL, *src_file = NULL, *launch_text = NULL, *spec = "gpu",
		   *record = NULL;
	int model = 0;
	const struct cli_option opts[] = {
		CLI_STRING("step", 0, &step),
		CLI_STRING("source", 0, &src_file),
		CLI_STRING("launch", 0, &launch_text),
		CLI_STRING("backend", 0, &spec),
		CLI_STRING("record", 0, &record),
		CLI_FLAG("model", 0, &model),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	if (!step)
		return cli_usage(&cmd);
	struct kerr err;
	struct problem *p = NULL;
	struct backend_handle h = { 0 };
	struct store *s = NULL;
	struct obs *o = NULL;
	char *source = NULL;
	cJSON *launch = NULL, *report = NULL;
	int opened = 0;
	size_t len;
	code = EXIT_FAIL;
	if (problem_load_dir(argv[0], &p, &err))
		goto fail;
	if (src_file && read_file(src_file, &source, &len, &err))
		goto fail;
	for (int i = 0; i < p->nsteps; i++)
		if (!strcmp(p->steps[i].name, step))
			launch = cJSON_Duplicate(p->steps[i].launch, 1);
	if (!launch) {
		code = cli_error("try", EXIT_USAGE, "%s has no step %s", p->id, step);
		goto out;
	}
	if (launch_text) {
		cJSON *over = canon_parse(launch_text, strlen(launch_text), "--launch", &err);
		if (!over || !cJSON_IsObject(over)) {
			cJSON_Delete(over);
			code = cli_error("try", EXIT_USAGE, "--launch: %s",
					 over ? "expected an object" : err.msg);
			goto out;
		}
		for (cJSON *f = over->child; f; f = f->next) {
			if (!strcmp(f->string, "constexprs") && cJSON_IsObject(f)) {
				cJSON *cx = cJSON_GetObjectItemCaseSensitive(launch, "constexprs");
				if (!cx)
					cx = cJSON_AddObjectToObject(launch, "constexprs");
				for (cJSON *k = f->child; k; k = k->next) {
					cJSON_DeleteItemFromObjectCaseSensitive(cx, k->string);
					cJSON_AddItemToObject(cx, k->string, cJSON_Duplicate(k, 1));
				}
			} else {
				cJSON_DeleteItemFromObjectCaseSensitive(launch, f->string);
				cJSON_AddItemToObject(launch, f->string, cJSON_Duplicate(f, 1));
			}
		}
		cJSON_Delete(over);
	}
	if (backend_open(spec, &h, &err))
		goto fail;
	opened = 1;
	struct kopt_config cfg;
	config_defaults(&cfg);
	int64_t run;
	if (store_open(record ? record : ":memory:", STORE_CREATE, &s, &err) ||
	    store_run_insert(s, "try", "{}", "{}", 0, &run, &err) ||
	    store_problem_add(s, run, 1, p->id, p->canon, &err))
		goto fail;
	struct obs_setup set = { .sink = s, .sink_run = run };
	for (int k = OBS_COMPILE; k < OBS_NKINDS; k++)
		if (backend_answers(&h.be, obs_kind_name(k)))
			set.live[k] = &h.be;
	cfg.search.profile = set.live[OBS_PROFILE] != NULL;
	if (obs_create(&set, &o, &err))
		goto fail;
	struct search_ctx ctx = { .cfg = &cfg, .obs = o, .out = s, .run = run };
	config_gates_sha(&cfg, ctx.gates_sha);
	if (search_try(&ctx, p, step, source, launch, model, &report, &err))
		goto fail;
	char *text = cJSON_Print(report);
	puts(text);
	free(text);
	const cJSON *cj = cJSON_GetObjectItemCaseSensitive(report, "candidate");
	const cJSON *mj = cJSON_GetObjectItemCaseSensitive(report, "model");
	code = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(cj, "passed")) &&
	       (!model || cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(mj, "passed")))
		       ? EXIT_OK : EXIT_FAIL;
	if (record && store_run_finish(s, run, "complete", NULL, &err))
		goto fail;
	goto out;
fail:
	code = cli_error("try", EXIT_FAIL, "%s", err.msg);
out:
	obs_destroy(o);
	store_close(s);
	if (opened)
		backend_close(&h);
	problem_destroy(p);
	free(source);
	cJSON_Delete(launch);
	cJSON_Delete(report);
	return code;
}
