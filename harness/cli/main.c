/* kopt: command-line entry; dispatches to cmd_<name> (git style). */
#include "harness/cli/cli.h"
#include "version.h"

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
	{ "view", cmd_view, "write a run as one self-contained HTML page" },
	{ "verify", cmd_verify, "check a run file against its own hashes and digests" },
	{ "diff", cmd_diff, "compare two runs outcome by outcome and verdict by verdict" },
	{ "inputs", cmd_inputs, "write a problem's generated inputs for a seed" },
	{ "exec", cmd_exec, "run a problem's baseline on the GPU and write its outputs" },
	{ "try", cmd_try, "put one hand-made candidate through gates 1-2 and time it" },
};

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
