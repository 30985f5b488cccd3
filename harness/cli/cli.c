/* cli: the helpers the subcommands share (see cli.h), the option parser
 * among them.  They live in the library, not in main.c, so that the commands
 * can be called in-process (tests/fuzz/fuzz_runfile.c calls show, report,
 * replay and gates).  Only the parser and cli_error print; none exits. */
#include "harness/cli/cli.h"
#include "common/buf.h"
#include "reports/table1.h"
#include "version.h"

#include <errno.h>
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

/* getopt_long's value for table entry i when given by its long name;
 * above every char, so that it cannot be taken for a short option. */
#define LONG_VAL(i) (256 + (i))
#define HELP_VAL 'h'

/* getopt_long's tables for opts, --help and -h added.  The short string
 * starts with ':' so that a missing value returns ':' apart from '?'. */
static void getopt_tables(const struct cli_option *opts, struct option *longs, char *shorts)
{
	int n = 0, k = 0;
	shorts[k++] = ':';
	shorts[k++] = 'h';
	for (int i = 0; opts[i].type != CLI_OPT_END; i++) {
		int value = opts[i].type != CLI_OPT_FLAG &&
			    opts[i].type != CLI_OPT_CALLBACK_FLAG;
		if (opts[i].long_name)
			longs[n++] = (struct option){ opts[i].long_name,
						      value ? required_argument : no_argument,
						      NULL, LONG_VAL(i) };
		if (opts[i].short_name) {
			shorts[k++] = opts[i].short_name;
			if (value)
				shorts[k++] = ':';
		}
	}
	longs[n++] = (struct option){ "help", no_argument, NULL, HELP_VAL };
	longs[n] = (struct option){ 0, 0, 0, 0 };
	shorts[k] = '\0';
}

static int count_options(const struct cli_option *opts)
{
	int n = 0;
	while (opts[n].type != CLI_OPT_END)
		n++;
	return n;
}

/* The entry getopt_long's value c stands for; NULL for none. */
static const struct cli_option *entry_of(const struct cli_option *opts, int c)
{
	if (c >= LONG_VAL(0))
		return &opts[c - LONG_VAL(0)];
	for (int i = 0; opts[i].type != CLI_OPT_END; i++)
		if (opts[i].short_name && opts[i].short_name == c)
			return &opts[i];
	return NULL;
}

/* How the user may have named e: --long when it has one. */
static void option_name(const struct cli_option *e, char *out, size_t n)
{
	if (e->long_name)
		snprintf(out, n, "--%s", e->long_name);
	else
		snprintf(out, n, "-%c", e->short_name);
}

/* The word getopt_long refused with optopt 0: an unknown long option, or
 * one that abbreviates several (getopt_long does not say which). */
static int refuse_long(const char *cmd, const struct cli_option *opts, const char *word)
{
	size_t len = strcspn(word + 2, "=");
	struct buf can;
	int n = 0;
	buf_init(&can);
	for (int i = 0; opts[i].type != CLI_OPT_END; i++)
		if (len && opts[i].long_name && !strncmp(opts[i].long_name, word + 2, len))
			buf_printf(&can, "%s--%s", n++ ? ", " : "", opts[i].long_name);
	if (len && !strncmp("help", word + 2, len))
		buf_printf(&can, "%s--help", n++ ? ", " : "");
	if (n > 1)
		cli_error(cmd, EXIT_USAGE, "option '%.*s' is ambiguous (%s); see kopt %s --help",
			  (int)len + 2, word, can.data, cmd);
	else
		cli_error(cmd, EXIT_USAGE, "unrecognized option '%.*s'; see kopt %s --help",
			  (int)len + 2, word, cmd);
	buf_release(&can);
	return EXIT_USAGE;
}

/* getopt_long returned '?' or ':': say what was wrong, in one line. */
static int refuse(const char *cmd, const struct cli_option *opts, int c, char **argv)
{
	const struct cli_option *e = optopt ? entry_of(opts, optopt) : NULL;
	char name[128];
	if (!optopt)
		return refuse_long(cmd, opts, argv[optind - 1]);
	if (optopt == HELP_VAL)
		return cli_error(cmd, EXIT_USAGE, "option '--help' doesn't allow an argument; see "
				 "kopt %s --help", cmd);
	if (!e)
		return cli_error(cmd, EXIT_USAGE, "unrecognized option '-%c'; see kopt %s "
				 "--help", optopt, cmd);
	if (optopt < LONG_VAL(0))
		snprintf(name, sizeof name, "-%c", optopt);
	else
		option_name(e, name, sizeof name);
	if (c == ':')
		return cli_error(cmd, EXIT_USAGE, "option '%s' requires an argument; see "
				 "kopt %s --help", name, cmd);
	return cli_error(cmd, EXIT_USAGE, "option '%s' doesn't allow an argument; see "
			 "kopt %s --help", name, cmd);
}

/* Store arg where e says; -1 with err naming the option. */
static int take(const struct cli_option *e, const char *arg, struct kerr *err)
{
	char name[128], *end;
	long long v;
	option_name(e, name, sizeof name);
	switch (e->type) {
	case CLI_OPT_FLAG:
		*e->flag = 1;
		return 0;
	case CLI_OPT_STRING:
		*e->string = arg;
		return 0;
	case CLI_OPT_INT:
		errno = 0;
		v = strtoll(arg, &end, 10);
		if (!*arg || *end || v < 0 || errno)
			return kerr_set(err, "%s %s: expected an integer >= 0", name, arg);
		*e->integer = v;
		return 0;
	case CLI_OPT_RUN_ID:
		if ((*e->integer = cli_run_id(arg)) < 0)
			return kerr_set(err, "%s %s: expected a run id", name, arg);
		return 0;
	case CLI_OPT_CALLBACK:
	case CLI_OPT_CALLBACK_FLAG:
		return e->callback(e, arg, err);
	case CLI_OPT_END:
		break;
	}
	return kerr_set(err, "%s: no such option type", name);
}

static void reverse(char **v, int from, int to)
{
	for (int i = from, j = to - 1; i < j; i++, j--) {
		char *t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

/* v[k..n-1] to the front, v[0..k-1] after them: a rotation, so that a
 * caller that owns the words (tests/fuzz/fuzz_runfile.c frees them) still
 * finds each once. */
static void rotate(char **v, int k, int n)
{
	reverse(v, 0, k);
	reverse(v, k, n);
	reverse(v, 0, n);
}

int cli_parse_options(const struct cli_command *cmd, const struct cli_option *opts,
		      int argc, char **argv, int *nargs)
{
	struct option longs[CLI_MAX_OPTIONS + 2];
	char shorts[2 * CLI_MAX_OPTIONS + 4];
	struct kerr err;
	int c;
	if (count_options(opts) > CLI_MAX_OPTIONS)
		return cli_error(cmd->name, EXIT_USAGE, "more than %d options in its table",
				 CLI_MAX_OPTIONS);
	getopt_tables(opts, longs, shorts);
	opterr = 0;
	optind = 0;	/* 0, not 1: also forgets a previous parse's state */
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		if (c == HELP_VAL) {
			fputs(cmd->help, stdout);
			return EXIT_OK;
		}
		if (c == '?' || c == ':')
			return refuse(cmd->name, opts, c, argv);
		if (take(entry_of(opts, c), optarg, &err))
			return cli_error(cmd->name, EXIT_USAGE, "%s", err.msg);
	}
	int n = argc - optind;
	if (n < cmd->min_args || (cmd->max_args >= 0 && n > cmd->max_args))
		return cli_usage(cmd);
	rotate(argv, optind, argc);
	*nargs = n;
	return CLI_PARSED;
}

int cli_usage(const struct cli_command *cmd)
{
	fputs(cmd->help, stderr);
	return EXIT_USAGE;
}

static int not_an_option(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	(void)arg;
	return kerr_set(err, "--%s: not an option of kopt %s", opt->long_name,
			(const char *)opt->ctx);
}

int cli_problem_seed_out(const char *cmd, const char *help, int argc, char **argv,
			 const char **spec, long long *seed, const char **out,
			 const char **dir, int *time, const char **ipc)
{
	struct cli_option opts[] = {
		CLI_FLAG("time", 0, time),
		CLI_INT("seed", 0, seed),
		CLI_STRING("out", 'o', out),
		CLI_STRING("backend", 0, spec),
		CLI_STRING("to-ipc", 0, ipc),
		CLI_END,
	};
	/* Commands share this parser; the ones without --time, --backend or
	 * --to-ipc say so by name. */
	if (!time)
		opts[0] = (struct cli_option)CLI_CALLBACK_FLAG("time", 0, not_an_option,
							       (void *)cmd);
	if (!spec)
		opts[3] = (struct cli_option)CLI_CALLBACK("backend", 0, not_an_option,
							  (void *)cmd);
	if (!ipc)
		opts[4] = (struct cli_option)CLI_CALLBACK("to-ipc", 0, not_an_option,
							  (void *)cmd);
	struct cli_command c = { cmd, help, 1, 1 };
	int n, code;
	*seed = -1;
	*out = NULL;
	if ((code = cli_parse_options(&c, opts, argc, argv, &n)) != CLI_PARSED)
		return code;
	if (*seed < 0 || !*out)
		return cli_usage(&c);
	*dir = argv[0];
	return CLI_PARSED;
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
