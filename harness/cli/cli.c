/* cli: the helpers the subcommands share (see cli.h).  They live in the
 * library, not in main.c, so that the commands can be called in-process
 * (tests/fuzz/fuzz_runfile.c calls show, report, replay and gates). */
#include "harness/cli/cli.h"
#include "reports/table1.h"
#include "version.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int cli_finish_run(struct store *s, int64_t run, char digest[SHA_HEX_LEN + 1],
		   struct kerr *err)
{
	char d[SHA_HEX_LEN + 1];
	if (report_digest(s, run, d, err))
		return -1;
	if (digest)
		memcpy(digest, d, sizeof d);
	return store_run_finish(s, run, "complete", d, err);
}
