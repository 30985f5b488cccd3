/* cli: the subcommands (one cmd_<name> per file, dispatched from main.c) and
 * the helpers they share.  Exit codes: 0 success, 1 failure, 2 usage. */
#ifndef KOPT_CLI_H
#define KOPT_CLI_H

#include <cjson/cJSON.h>

#include "common/config.h"
#include "common/sha.h"
#include "recorder/store.h"
#include "common/kerr.h"

#define EXIT_OK 0
#define EXIT_FAIL 1
#define EXIT_USAGE 2

int cmd_run(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_inputs(int argc, char **argv);
int cmd_exec(int argc, char **argv);
int cmd_try(int argc, char **argv);
int cmd_gates(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_view(int argc, char **argv);

/* Print "kopt CMD: message" to stderr and return code. */
int cli_error(const char *cmd, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Parse a run id; -1 if not a positive integer. */
long long cli_run_id(const char *s);
/* Resolve a configuration tree (may be NULL) into cfg. */
int cli_resolve_config(const cJSON *tree, struct kopt_config *cfg, struct kerr *err);
/* Option parsing, one set of rules for every command (git's parse-options
 * is the model).  A command declares its options in a table ended by
 * CLI_END; cli_parse_options parses argv against it and leaves the
 * positional arguments.  -h and --help are every command's: they print its
 * help text.  Long options may be abbreviated and options may follow
 * positional arguments (getopt_long's rules); `--` ends the options. */
enum cli_opt_type {
	CLI_OPT_END,
	CLI_OPT_FLAG,		/* *flag = 1 */
	CLI_OPT_STRING,		/* *string = the value; the last one given wins */
	CLI_OPT_INT,		/* *integer = the value, an integer >= 0 */
	CLI_OPT_RUN_ID,		/* *integer = the value, a run id (cli_run_id) */
	CLI_OPT_CALLBACK,	/* callback(opt, value, err) */
	CLI_OPT_CALLBACK_FLAG,	/* callback(opt, NULL, err): takes no value */
};

struct cli_option {
	const char *long_name;	/* "seed" for --seed */
	char short_name;	/* 'o' for -o; 0: none */
	enum cli_opt_type type;
	int *flag;
	const char **string;
	long long *integer;
	/* 0, or -1 with a message in err that names the option (it is printed
	 * as "kopt CMD: message" and the command exits EXIT_USAGE). */
	int (*callback)(const struct cli_option *opt, const char *arg, struct kerr *err);
	void *ctx;		/* the callback's */
};

#define CLI_FLAG(l, s, p) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_FLAG, .flag = (p) }
#define CLI_STRING(l, s, p) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_STRING, .string = (p) }
#define CLI_INT(l, s, p) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_INT, .integer = (p) }
#define CLI_RUN_ID(l, s, p) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_RUN_ID, .integer = (p) }
#define CLI_CALLBACK(l, s, fn, c) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_CALLBACK, .callback = (fn), \
	  .ctx = (c) }
#define CLI_CALLBACK_FLAG(l, s, fn, c) \
	{ .long_name = (l), .short_name = (s), .type = CLI_OPT_CALLBACK_FLAG, \
	  .callback = (fn), .ctx = (c) }
#define CLI_END { .type = CLI_OPT_END }

/* A table holds at most this many options (besides --help). */
#define CLI_MAX_OPTIONS 48

struct cli_command {
	const char *name;	/* "replay": messages start "kopt replay: " */
	const char *help;	/* --help's text, on stdout */
	int min_args, max_args;	/* positional arguments; max_args -1: no limit */
};

#define CLI_PARSED (-1)
/* Parse argv[1..argc-1] against opts.  CLI_PARSED when parsed: *nargs
 * positional arguments, in their order, are then argv[0..*nargs-1] (argv is
 * only permuted: every word stays in it).  Else
 * the exit code to return: EXIT_OK when --help was answered, EXIT_USAGE
 * after one line on stderr (an unrecognized or ambiguous option, a missing
 * or unwanted value, a bad number, a callback's refusal) or, for a count of
 * positional arguments outside the command's, its help on stderr. */
int cli_parse_options(const struct cli_command *cmd, const struct cli_option *opts,
		      int argc, char **argv, int *nargs);
/* A usage error the table cannot express (a required option missing): the
 * command's help on stderr; returns EXIT_USAGE. */
int cli_usage(const struct cli_command *cmd);

/* Arguments of `kopt CMD PROBLEM_DIR --seed S --out DIR [--backend SPEC]
 * [--time] [--to-ipc FILE]` (spec NULL: no --backend; time NULL: no --time;
 * ipc NULL: no --to-ipc; *ipc stays as the caller set it when not given).  CLI_PARSED
 * when parsed, else the exit code to return (usage printed, or --help
 * answered). */
int cli_problem_seed_out(const char *cmd, const char *help, int argc, char **argv,
			 const char **spec, long long *seed, const char **out,
			 const char **dir, int *time, const char **ipc);
/* Mark run complete in s with its report digest (the digest of its tables,
 * reports/table1.h), which is also copied to digest when that is not NULL. */
int cli_finish_run(struct store *s, int64_t run, char digest[SHA_HEX_LEN + 1],
		   struct kerr *err);
/* The harness version for provenance: {"commit","dirty","version"}. */
cJSON *cli_harness_version(void);

#define KOPT_VERSION "0.1.0"

#endif
