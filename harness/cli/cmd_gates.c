/* cmd_gates: `kopt gates FILE --set KEY=VALUE ... [--append]` judges every
 * recorded gate reply of a run again under changed gate settings, verdict by
 * verdict, with no GPU: which verdicts flip, and which outcomes that can
 * change.  With --append the new verdicts are appended to FILE's gate
 * results under the new gate configuration (never overwriting); without it
 * FILE is only read.  For the search re-run under the new settings, use
 * `kopt replay FILE --set ... --miss skip`. */
#include "harness/cli/cli.h"
#include "common/file.h"
#include "harness/run/runcheck.h"
#include "replayer/redecide.h"
#include "common/canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt gates FILE [--run ID] (--set KEY=VALUE ... | --config FILE.json)\n"
	"                  [--append]\n"
	"\n"
	"Re-decide every recorded gate verdict of a run that gate settings decide\n"
	"(gate 1's compile and launch checks, the synthesis check, gates 2, 3 and 4)\n"
	"under changed gate settings (gates.* and device.* keys; `kopt run --help`\n"
	"lists them).  Prints the verdicts that change and the outcomes they can\n"
	"change.  Exit 0 whether verdicts change or not.\n"
	"\n"
	"  --run ID            the run to judge again (default: the newest)\n"
	"  --set KEY=VALUE     a changed gate setting (repeatable)\n"
	"  --config FILE.json  changed gate settings as a JSON object\n"
	"  --append            append the new verdicts to FILE (the only write; never\n"
	"                      overwrites a recorded verdict)\n";

static void merge(cJSON *into, const cJSON *over)
{
	for (const cJSON *c = over->child; c; c = c->next) {
		cJSON *t = cJSON_GetObjectItemCaseSensitive(into, c->string);
		if (cJSON_IsObject(c) && cJSON_IsObject(t))
			merge(t, c);
		else {
			cJSON_DeleteItemFromObjectCaseSensitive(into, c->string);
			cJSON_AddItemToObject(into, c->string, cJSON_Duplicate(c, 1));
		}
	}
}

/* The subject of a problem's stitched model, from its stored outcome
 * (checked by runcheck_run); -1 with err when the file cannot be read. */
static int final_subject(struct store *s, int64_t run, const char *problem, char out[96],
			 int *replaced, struct kerr *err)
{
	char *json = NULL;
	out[0] = '\0';
	*replaced = 0;
	if (store_outcome_get(s, run, problem, &json, err))
		return -1;
	cJSON *o = json ? cJSON_Parse(json) : NULL;
	free(json);
	const cJSON *st = cJSON_GetObjectItemCaseSensitive(o, "status");
	*replaced = cJSON_IsString(st) && !strcmp(st->valuestring, "replaced");
	const cJSON *sk = cJSON_GetObjectItemCaseSensitive(o, "subkernels");
	if (!cJSON_IsObject(sk))
		sk = NULL;
	cJSON *subs = cJSON_CreateObject();
	for (const cJSON *k = sk ? sk->child : NULL; k; k = k->next) {
		const cJSON *ch = cJSON_GetObjectItemCaseSensitive(k, "chosen");
		if (cJSON_IsString(ch))
			cJSON_AddStringToObject(subs, k->string, ch->valuestring);
	}
	char *canon = canon_string(subs, err);
	char sha[SHA_HEX_LEN + 1];
	if (canon)
		sha256_hex(canon, strlen(canon), sha);
	snprintf(out, 96, "model:%.40s", canon ? sha : "");
	free(canon);
	cJSON_Delete(subs);
	cJSON_Delete(o);
	return canon ? 0 : kerr_wrap(err, "%s: run %lld: outcome of problem %s", store_path(s),
				     (long long)run, problem);
}

struct gates_opts {
	long long run_id;
	int append, nchanges;
	cJSON *over;	/* the changed settings, --set and --config merged in order */
};

static int add_set(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct gates_opts *o = opt->ctx;
	if (config_set(o->over, arg, err))
		return -1;
	o->nchanges++;
	return 0;
}

static int add_config(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct gates_opts *o = opt->ctx;
	char *text;
	size_t len;
	cJSON *j = NULL;
	if (read_file(arg, &text, &len, err))
		return -1;
	j = canon_parse(text, len, arg, err);
	free(text);
	if (!j || !cJSON_IsObject(j)) {
		cJSON_Delete(j);
		return j ? kerr_set(err, "expected a JSON object") : -1;
	}
	merge(o->over, j);
	cJSON_Delete(j);
	o->nchanges++;
	return 0;
}

/* CLI_PARSED, or the exit code to return. */
static int parse_options(int argc, char **argv, struct gates_opts *o)
{
	const struct cli_command cmd = { "gates", HELP, 1, 1 };
	const struct cli_option opts[] = {
		CLI_RUN_ID("run", 0, &o->run_id),
		CLI_CALLBACK("set", 0, add_set, o),
		CLI_CALLBACK("config", 0, add_config, o),
		CLI_FLAG("append", 0, &o->append),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	if (o->nchanges == 0)
		return cli_usage(&cmd);
	for (const cJSON *sec = o->over->child; sec; sec = sec->next)
		if (strcmp(sec->string, "gates") && strcmp(sec->string, "device"))
			return cli_error("gates", EXIT_USAGE, "%s.*: only gates.* and device.* "
					 "keys decide verdicts; re-run the search with kopt "
					 "replay --set", sec->string);
	return CLI_PARSED;
}

/* The verdicts that flip, on stdout. */
static void print_flips(const struct redecide_result *r)
{
	size_t flipped = 0;
	for (size_t i = 0; i < r->n; i++) {
		const struct redecision *d = &r->v[i];
		if (d->old_passed == d->new_passed)
			continue;
		if (!flipped++)
			printf("changed verdicts:\n");
		printf("  %s %s %.16s: %s -> %s (%s)\n", d->problem, d->gate, d->subject,
		       d->old_passed ? "pass" : "fail", d->new_passed ? "pass" : "fail",
		       d->new_reason);
	}
	if (!flipped)
		printf("no verdict changes\n");
}

/* Outcomes: a stitched model whose gate 3 or 4 verdict now fails falls back
 * (unless another set passes when the search is re-run); a fallback with a
 * model set that now passes can be replaced. */
static int print_outcomes(struct store *s, int64_t run, const char *path,
			  const struct redecide_result *r, struct kerr *err)
{
	size_t affected = 0;
	for (size_t i = 0; i < r->n; i++) {
		const struct redecision *d = &r->v[i];
		if (d->old_passed == d->new_passed ||
		    (strncmp(d->gate, "gate3", 5) && strncmp(d->gate, "gate4", 5)))
			continue;
		char subject[96];
		int replaced;
		if (final_subject(s, run, d->problem, subject, &replaced, err))
			return -1;
		const char *effect = NULL;
		if (replaced && !strcmp(subject, d->subject) && !d->new_passed)
			effect = "its stitched model now fails: falls back unless the search "
				 "finds another set";
		else if (!replaced && d->new_passed)
			effect = "a model set now passes gates 3-4: can be replaced";
		if (!effect)
			continue;
		if (!affected++)
			printf("outcomes that change (kopt replay %s --set ... --miss skip "
			       "re-runs the search):\n", path);
		printf("  %s: %s\n", d->problem, effect);
	}
	return 0;
}

/* --append: the new verdicts into s under gate configuration new_sha. */
static int append_verdicts(struct store *s, int64_t run, const struct redecide_result *r,
			   const char *new_sha, struct kerr *err)
{
	for (size_t i = 0; i < r->n; i++)
		if (store_gate_result_add(s, run, r->v[i].problem, r->v[i].subject, r->v[i].gate,
					  new_sha, r->v[i].new_passed,
					  r->v[i].new_detail ? r->v[i].new_detail : "{}", err))
			return -1;
	int shipped = store_ship(s, err);
	if (shipped < 0)
		return -1;
	if (shipped == 1)
		fprintf(stderr, "kopt gates: note: %s\n", err->msg);
	printf("appended %zu verdicts under gate configuration %.16s\n", r->n, new_sha);
	return 0;
}

int cmd_gates(int argc, char **argv)
{
	struct gates_opts o = { .run_id = -1, .over = cJSON_CreateObject() };
	int code = parse_options(argc, argv, &o);
	if (code != CLI_PARSED) {
		cJSON_Delete(o.over);
		return code;
	}
	const char *path = argv[0];
	struct kerr err;
	struct store *s = NULL;
	struct run_info ri = { 0 };
	struct redecide_result r = { 0 };
	cJSON *cfgj = NULL;
	code = EXIT_FAIL;
	if (store_open(path, o.append ? STORE_WRITE : STORE_READ, &s, &err))
		goto fail;
	int64_t run = o.run_id;
	if (run <= 0 && store_run_latest(s, &run, &err))
		goto fail;
	if (runcheck_run(s, run, &err) || store_run_get(s, run, &ri, &err))
		goto fail;
	cfgj = canon_parse(ri.config, strlen(ri.config), path, &err);
	if (!cfgj)
		goto fail;
	config_fill_legacy(cfgj);
	merge(cfgj, o.over);
	struct kopt_config now;
	if (config_from_json(cfgj, &now, &err)) {
		code = cli_error("gates", EXIT_USAGE, "%s", err.msg);
		goto out;
	}
	if (redecide_run(s, run, &now, &r, &err))
		goto fail;
	char new_sha[SHA_HEX_LEN + 1];
	config_gates_sha(&now, new_sha);
	printf("run %lld in %s: %zu recorded verdicts judged again; %zu of %zu stored "
	       "verdicts reproduced under the run's own settings\n", (long long)run, path,
	       r.n, r.reproduced, r.stored);
	print_flips(&r);
	if (print_outcomes(s, run, path, &r, &err) ||
	    (o.append && append_verdicts(s, run, &r, new_sha, &err)))
		goto fail;
	code = EXIT_OK;
	goto out;
fail:
	code = cli_error("gates", EXIT_FAIL, "%s", err.msg);
out:
	redecide_release(&r);
	run_info_release(&ri);
	cJSON_Delete(cfgj);
	cJSON_Delete(o.over);
	store_close(s);
	return code;
}
