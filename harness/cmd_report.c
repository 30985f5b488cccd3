/* cmd_report: `kopt report FILE [--run ID ...]`, the paper's tables from a
 * run file.  It reads the file and writes only to stdout. */
#include "cli.h"
#include "../recorder/store.h"
#include "../reports/table1.h"
#include "../reports/taxonomy_table.h"
#include "../reports/paper_tables.h"
#include "../reports/more_tables.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

static const char *HELP =
	"usage: kopt report FILE [--run ID ...] [--format md]\n"
	"\n"
	"Print Table 1 (panel A: outcome classes per level, geomean, max; B: speedup\n"
	"distribution; C: dominant operation; D: fallback root causes), Table 3 (the\n"
	"gate specification in force), Table 9 (per problem), the failure taxonomy\n"
	"(failed attempts by class, per level and agent role), Table 4 (strategies by\n"
	"kernel category), Table 10 (level 3 by family) and token totals of each run\n"
	"named, or of the newest run in FILE; with several runs, Tables 2 and 6 (the\n"
	"ablations, the first run as reference).  Output is deterministic: the same\n"
	"file gives the same bytes.  The run's report digest covers panel A.\n"
	"  --run ID       a run in FILE (repeatable)\n"
	"  --format md    Markdown (the only format of this version)\n";

int cmd_report(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "run", required_argument, 0, 'r' },
		{ "format", required_argument, 0, 'f' },
		{ "help", no_argument, 0, 'h' },
		{ 0, 0, 0, 0 },
	};
	int64_t runs[64];
	int nruns = 0, c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			if (nruns == 64 || (runs[nruns++] = cli_run_id(optarg)) < 0)
				return cli_error("report", EXIT_USAGE, "--run %s: expected a "
						 "run id", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "md"))
				return cli_error("report", EXIT_USAGE, "--format %s: this "
						 "version writes md only", optarg);
			break;
		case 'h':
			fputs(HELP, stdout);
			return EXIT_OK;
		default:
			fputs(HELP, stderr);
			return EXIT_USAGE;
		}
	}
	if (optind != argc - 1) {
		fputs(HELP, stderr);
		return EXIT_USAGE;
	}
	const char *path = argv[optind];
	struct kerr err;
	struct store *s;
	if (store_open(path, STORE_READ, &s, &err))
		return cli_error("report", EXIT_FAIL, "%s", err.msg);
	int64_t latest;
	if (nruns == 0) {
		if (store_run_latest(s, &latest, &err)) {
			store_close(s);
			return cli_error("report", EXIT_FAIL, "%s", err.msg);
		}
		runs[nruns++] = latest;
	}
	struct buf out;
	buf_init(&out);
	for (int i = 0; i < nruns; i++) {
		if (i)
			buf_puts(&out, "\n");
		if (table1_markdown(s, runs[i], 1, &out, &err) ||
		    (buf_puts(&out, "\n"), paper_tables_markdown(s, runs[i], &out, &err)) ||
		    (buf_puts(&out, "\n"), taxonomy_markdown(s, runs[i], &out, &err)) ||
		    (buf_puts(&out, "\n"), more_tables_markdown(s, runs[i], &out, &err))) {
			buf_free(&out);
			store_close(s);
			return cli_error("report", EXIT_FAIL, "%s", err.msg);
		}
	}
	if (nruns > 1) {
		buf_puts(&out, "\n");
		if (ablation_tables_markdown(s, runs, nruns, &out, &err)) {
			buf_free(&out);
			store_close(s);
			return cli_error("report", EXIT_FAIL, "%s", err.msg);
		}
	}
	fwrite(out.data, 1, out.len, stdout);
	buf_free(&out);
	store_close(s);
	return EXIT_OK;
}
