/* test_cli: the option parser every command shares (harness/cli/cli.c,
 * cli_parse_options).
 *
 * Holds: an unknown option, a missing value, an unwanted value, an ambiguous
 * abbreviation, a bad number and a callback's refusal are usage errors (exit
 * 2, one line on stderr naming the command and the option); --help and -h
 * print the help on stdout and exit 0; positional arguments are left in
 * their order, wherever options stood among them, and argv keeps every
 * word (a caller may own them); `--` ends the options; a
 * count of positional arguments outside the command's prints the help on
 * stderr.  It must not depend on a command's own table. */
#include "tests/unit/check.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "harness/cli/cli.h"

static const char HELP[] = "usage: kopt demo [OPTIONS] FILE...\n";
static const struct cli_command DEMO = { "demo", HELP, 1, 2 };

/* What one parse found. */
struct parsed {
	int code, nargs;
	char *args[8];
	int moved;	/* argv's words are not a permutation of the words given */
	char out[1024], err[1024];	/* what it printed */
	const char *out_path;
	long long seed, run;
	int quiet;
	char calls[256];	/* the callback's arguments, in order */
};

static int remember(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct parsed *p = opt->ctx;
	if (arg && !strcmp(arg, "no"))
		return kerr_set(err, "--%s %s: refused", opt->long_name, arg);
	size_t n = strlen(p->calls);
	snprintf(p->calls + n, sizeof p->calls - n, "%s%s=%s", n ? " " : "", opt->long_name,
		 arg ? arg : "(none)");
	return 0;
}

static void slurp(const char *path, char *buf, size_t n)
{
	FILE *f = fopen(path, "r");
	size_t len = f ? fread(buf, 1, n - 1, f) : 0;
	buf[len] = '\0';
	if (f)
		fclose(f);
}

/* Parse the NULL-ended words (the command's name first) against DEMO's
 * table, stdout and stderr caught. */
static void parse(struct parsed *p, const char *const *words)
{
	char *argv[16];
	int argc = 0;
	memset(p, 0, sizeof *p);
	p->seed = p->run = -1;
	for (; words[argc]; argc++)
		argv[argc] = (char *)words[argc];
	argv[argc] = NULL;
	const struct cli_option opts[] = {
		CLI_STRING("out", 'o', &p->out_path),
		CLI_INT("seed", 0, &p->seed),
		CLI_RUN_ID("run", 0, &p->run),
		CLI_FLAG("quiet", 'q', &p->quiet),
		CLI_CALLBACK("set", 0, remember, p),
		CLI_CALLBACK_FLAG("skip-ncu", 'N', remember, p),
		CLI_FLAG("resume", 0, &p->quiet),
		CLI_END,
	};
	const char *dir = check_tmpdir();
	char out[4200], err[4200];
	snprintf(out, sizeof out, "%s/out", dir ? dir : "/tmp");
	snprintf(err, sizeof err, "%s/err", dir ? dir : "/tmp");
	fflush(stdout);
	fflush(stderr);
	int so = dup(1), se = dup(2);
	int fo = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	int fe = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	dup2(fo, 1);
	dup2(fe, 2);
	p->code = cli_parse_options(&DEMO, opts, argc, argv, &p->nargs);
	fflush(stdout);
	fflush(stderr);
	dup2(so, 1);
	dup2(se, 2);
	close(so);
	close(se);
	close(fo);
	close(fe);
	slurp(out, p->out, sizeof p->out);
	slurp(err, p->err, sizeof p->err);
	unlink(out);
	unlink(err);
	if (dir)
		rmdir(dir);
	for (int i = 0; p->code == CLI_PARSED && i < p->nargs && i < 8; i++)
		p->args[i] = argv[i];
	for (int i = 0; i < argc; i++) {
		int seen = 0;
		for (int j = 0; j < argc; j++)
			seen += argv[j] == words[i];
		p->moved |= seen != 1;
	}
}

#define PARSE(p, ...) parse(p, (const char *const[]){ "demo", __VA_ARGS__, NULL })

static void cli_takes_each_kind_of_option(void)
{
	struct parsed p;
	PARSE(&p, "-o", "x.kopt", "--seed", "12", "--run", "3", "-q", "f");
	CHECK(p.code == CLI_PARSED, "code %d: %s", p.code, p.err);
	CHECK_STR(p.out_path, "x.kopt");
	CHECK(p.seed == 12, "seed %lld", p.seed);
	CHECK(p.run == 3, "run %lld", p.run);
	CHECK(p.quiet == 1, "quiet %d", p.quiet);
	CHECK(p.err[0] == '\0' && p.out[0] == '\0', "printed %s%s", p.out, p.err);
	PARSE(&p, "--out=y.kopt", "-oz.kopt", "f");
	CHECK(p.code == CLI_PARSED, "code %d: %s", p.code, p.err);
	CHECK_STR(p.out_path, "z.kopt");	/* the last one given */
}

static void cli_leaves_positional_arguments_in_order(void)
{
	struct parsed p;
	PARSE(&p, "a", "-q", "b");
	CHECK(p.code == CLI_PARSED && p.nargs == 2, "code %d, %d args", p.code, p.nargs);
	CHECK_STR(p.args[0], "a");
	CHECK_STR(p.args[1], "b");
	CHECK(p.quiet, "-q after a positional argument was not taken");
	CHECK(!p.moved, "argv lost or doubled a word (a caller may own and free them)");
	PARSE(&p, "-o", "x", "a", "--seed", "1", "--", "-b");
	CHECK(p.code == CLI_PARSED && p.nargs == 2, "code %d, %d args", p.code, p.nargs);
	CHECK_STR(p.args[0], "a");
	CHECK_STR(p.args[1], "-b");
	CHECK(!p.moved, "argv lost or doubled a word (a caller may own and free them)");
}

static void cli_double_dash_ends_options(void)
{
	struct parsed p;
	PARSE(&p, "-q", "--", "--seed", "-o");
	CHECK(p.code == CLI_PARSED && p.nargs == 2, "code %d, %d args: %s", p.code, p.nargs,
	      p.err);
	CHECK_STR(p.args[0], "--seed");
	CHECK_STR(p.args[1], "-o");
	CHECK(p.seed == -1 && !p.out_path, "options after -- were taken");
}

static void cli_help_is_answered_on_stdout(void)
{
	struct parsed p;
	PARSE(&p, "--help");
	CHECK(p.code == EXIT_OK, "code %d", p.code);
	CHECK_STR(p.out, HELP);
	CHECK(p.err[0] == '\0', "stderr: %s", p.err);
	PARSE(&p, "f", "-h", "--no-such");	/* no positional count needed */
	CHECK(p.code == EXIT_OK, "code %d", p.code);
	CHECK_STR(p.out, HELP);
	PARSE(&p, "--he");
	CHECK(p.code == EXIT_OK, "--he: code %d", p.code);
}

static void cli_unknown_option_is_a_usage_error(void)
{
	struct parsed p;
	PARSE(&p, "--no-such", "f");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: unrecognized option '--no-such'; see kopt demo --help\n");
	CHECK(p.out[0] == '\0', "stdout: %s", p.out);
	PARSE(&p, "-y", "f");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: unrecognized option '-y'; see kopt demo --help\n");
	PARSE(&p, "--no-such=3", "f");
	CHECK_STR(p.err, "kopt demo: unrecognized option '--no-such'; see kopt demo --help\n");
	/* A parse after a refusal in the middle of "-qy" starts afresh. */
	PARSE(&p, "-qy", "f");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	PARSE(&p, "-q", "f");
	CHECK(p.code == CLI_PARSED && p.nargs == 1, "code %d, %d args", p.code, p.nargs);
}

static void cli_missing_value_is_a_usage_error(void)
{
	struct parsed p;
	PARSE(&p, "f", "--seed");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: option '--seed' requires an argument; see kopt demo "
		  "--help\n");
	PARSE(&p, "f", "-o");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: option '-o' requires an argument; see kopt demo --help\n");
	PARSE(&p, "f", "--quiet=1");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: option '--quiet' doesn't allow an argument; see kopt "
		  "demo --help\n");
}

static void cli_abbreviations_must_be_unique(void)
{
	struct parsed p;
	PARSE(&p, "--se", "5", "f");	/* --seed and --set */
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: option '--se' is ambiguous (--seed, --set); see kopt "
		  "demo --help\n");
	PARSE(&p, "--see", "5", "f");
	CHECK(p.code == CLI_PARSED && p.seed == 5, "code %d, seed %lld", p.code, p.seed);
}

static void cli_numbers_are_whole(void)
{
	const char *bad[] = { "12x", "", "-1", "1.5", "99999999999999999999" };
	struct parsed p;
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		PARSE(&p, "--seed", bad[i], "f");
		CHECK(p.code == EXIT_USAGE, "--seed '%s': code %d", bad[i], p.code);
		char want[200];
		snprintf(want, sizeof want, "kopt demo: --seed %s: expected an integer >= 0\n",
			 bad[i]);
		CHECK_STR(p.err, want);
	}
	PARSE(&p, "--seed", "0", "f");
	CHECK(p.code == CLI_PARSED && p.seed == 0, "code %d, seed %lld", p.code, p.seed);
	PARSE(&p, "--run", "0", "f");
	CHECK(p.code == EXIT_USAGE, "--run 0: code %d", p.code);
	CHECK_STR(p.err, "kopt demo: --run 0: expected a run id\n");
	PARSE(&p, "--run", "12x", "f");
	CHECK(p.code == EXIT_USAGE, "--run 12x: code %d", p.code);
}

static void cli_callbacks_run_in_command_line_order(void)
{
	struct parsed p;
	PARSE(&p, "--set", "a=1", "-N", "f", "--set", "b=2");
	CHECK(p.code == CLI_PARSED, "code %d: %s", p.code, p.err);
	CHECK_STR(p.calls, "set=a=1 skip-ncu=(none) set=b=2");
	PARSE(&p, "--set", "no", "f");
	CHECK(p.code == EXIT_USAGE, "code %d", p.code);
	CHECK_STR(p.err, "kopt demo: --set no: refused\n");
}

static void cli_positional_count_outside_the_commands_prints_help(void)
{
	struct parsed p;
	PARSE(&p, "-q");
	CHECK(p.code == EXIT_USAGE, "no FILE: code %d", p.code);
	CHECK_STR(p.err, HELP);
	CHECK(p.out[0] == '\0', "stdout: %s", p.out);
	PARSE(&p, "a", "b", "c");
	CHECK(p.code == EXIT_USAGE, "three FILEs: code %d", p.code);
	CHECK_STR(p.err, HELP);
}

void suite_cli(void)
{
	RUN(cli_takes_each_kind_of_option);
	RUN(cli_leaves_positional_arguments_in_order);
	RUN(cli_double_dash_ends_options);
	RUN(cli_help_is_answered_on_stdout);
	RUN(cli_unknown_option_is_a_usage_error);
	RUN(cli_missing_value_is_a_usage_error);
	RUN(cli_abbreviations_must_be_unique);
	RUN(cli_numbers_are_whole);
	RUN(cli_callbacks_run_in_command_line_order);
	RUN(cli_positional_count_outside_the_commands_prints_help);
}
