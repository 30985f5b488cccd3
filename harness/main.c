/* kopt: command-line entry; dispatches to cmd_<name> (git style). */
#include "cli.h"
#include "version.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	const char *name;
	int (*fn)(int, char **);
	const char *summary;
} COMMANDS[] = {
	{ "run", cmd_run, "search problems live and record every observation" },
	{ "replay", cmd_replay, "run a recorded search again from its recording" },
	{ "report", cmd_report, "print the paper's tables from a run file" },
	{ "gates", cmd_gates, "re-decide a run's gate verdicts under other thresholds" },
	{ "merge", cmd_merge, "join the shard files of one run into one file" },
	{ "show", cmd_show, "list a run file's runs, counts and provenance" },
	{ "verify", cmd_verify, "check a run file against its own hashes and digests" },
	{ "diff", cmd_diff, "compare two runs outcome by outcome and verdict by verdict" },
	{ "inputs", cmd_inputs, "write a problem's generated inputs for a seed" },
	{ "exec", cmd_exec, "run a problem's baseline on the GPU and write its outputs" },
	{ "try", cmd_try, "put one hand-made candidate through gates 1-2 and time it" },
};

int cli_error(const char *cmd, int code, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "kopt %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return code;
}

long long cli_run_id(const char *s)
{
	char *end;
	long long v = strtoll(s, &end, 10);
	return *s && !*end && v > 0 ? v : -1;
}

int cli_resolve_config(const cJSON *tree, struct kopt_config *cfg, struct kerr *err)
{
	return config_from_json(tree, cfg, err);
}

int cli_problem_seed_out(const char *cmd, const char *help, int argc, char **argv,
			 const char **spec, long long *seed, const char **out,
			 const char **dir, int *time)
{
	static const struct option opts[] = {
		{ "time", no_argument, 0, 't' },
		{ "seed", required_argument, 0, 's' },
		{ "out", required_argument, 0, 'o' },
		{ "backend", required_argument, 0, 'b' },
		{ "help", no_argument, 0, 'h' },
		{ 0, 0, 0, 0 },
	};
	int c;
	*seed = -1;
	*out = NULL;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		switch (c) {
		case 's': {
			char *end;
			*seed = strtoll(optarg, &end, 10);
			if (*end || *seed < 0)
				return cli_error(cmd, EXIT_USAGE, "--seed %s: expected an "
						 "integer >= 0", optarg);
			break;
		}
		case 'o': *out = optarg; break;
		case 't':
			if (!time)
				return cli_error(cmd, EXIT_USAGE, "--time: not an option of kopt %s",
						 cmd);
			*time = 1;
			break;
		case 'b':
			if (!spec)
				return cli_error(cmd, EXIT_USAGE, "--backend: not an option "
						 "of kopt %s", cmd);
			*spec = optarg;
			break;
		case 'h': fputs(help, stdout); return EXIT_OK;
		default: fputs(help, stderr); return EXIT_USAGE;
		}
	}
	if (optind != argc - 1 || *seed < 0 || !*out) {
		fputs(help, stderr);
		return EXIT_USAGE;
	}
	*dir = argv[optind];
	return -1;
}

cJSON *cli_harness_version(void)
{
	cJSON *v = cJSON_CreateObject();
	cJSON_AddStringToObject(v, "version", KOPT_VERSION);
	cJSON_AddStringToObject(v, "commit", KOPT_GIT_COMMIT);
	cJSON_AddBoolToObject(v, "dirty", KOPT_GIT_DIRTY);
	return v;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: kopt COMMAND [OPTIONS]\n\nCommands:\n");
	for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
		fprintf(f, "  %-8s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
	fprintf(f, "\n'kopt COMMAND --help' describes a command.  Exit status: 0 "
		"success, 1 failure, 2 usage.\n");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage(stdout);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("kopt %s (commit %s%s)\n", KOPT_VERSION, KOPT_GIT_COMMIT,
		       KOPT_GIT_DIRTY ? ", dirty" : "");
		return EXIT_OK;
	}
	for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
		if (!strcmp(argv[1], COMMANDS[i].name))
			return COMMANDS[i].fn(argc - 1, argv + 1);
	fprintf(stderr, "kopt: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}
