/* cmd_report: `kopt report FILE... [--run ID ...] [--format F] [--out DIR]
 * [--plots]`, the paper's tables (and figures) from run files.  It reads
 * the files; it writes to stdout, or into DIR. */
#include "harness/cli/cli.h"
#include "common/buf.h"
#include "harness/run/runcheck.h"
#include "common/canon.h"
#include "recorder/store.h"
#include "reports/table1.h"
#include "reports/taxonomy_table.h"
#include "reports/paper_tables.h"
#include "reports/more_tables.h"
#include "reports/formats.h"
#include "reports/plots.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *HELP =
	"usage: kopt report FILE [--run ID ...] [--format md|csv|tex|json]\n"
	"                   [--out DIR [--plots]]\n"
	"       kopt report FILE FILE... [--format F] [--out DIR [--plots]]\n"
	"\n"
	"Print Table 1 (panel A: outcome classes per level, geomean, max; B: speedup\n"
	"distribution; C: dominant operation; D: fallback root causes), Table 3 (the\n"
	"gate specification in force), Table 9 (per problem), the failure taxonomy\n"
	"(failed attempts by class, per level and agent role), Tables 7 and 8 (traces\n"
	"and profiles of the replaced sub-kernels), Table 4 (strategies by kernel\n"
	"category), Table 10 (level 3 by family) and LLM calls, tokens and cost (per\n"
	"run, level and problem; \"not reported\" where a server gave no usage, \"not\n"
	"priced\" where the backend had no prices) of each run named, or of the\n"
	"newest run in FILE; then Table 5 (each run's ablation configuration, from\n"
	"its stored configuration) and, with several runs, Tables 2 and 6 (the\n"
	"ablations, the first run as reference, counted over the problems every run\n"
	"holds).  Several FILEs give the newest run of each, in that order (one\n"
	"configuration per file, as datasets/recordings/record-suite.sh writes\n"
	"them).  Output is deterministic: the same files give the same bytes.  The\n"
	"run's report digest covers panel A.\n"
	"  --run ID        a run in FILE (repeatable; one FILE only)\n"
	"  --format F      md (default), csv (every table, each after a '# title'\n"
	"                  line), tex (booktabs tabulars) or json\n"
	"  --out DIR       write report.md, report.csv, report.tex, report.json and\n"
	"                  one CSV per table (csv/) into DIR instead of printing\n"
	"  --plots         with --out: the paper's figures too, as PNG and SVG with\n"
	"                  their data and gnuplot scripts (DIR/figures; needs gnuplot)\n";

static int make_dir(const char *path, struct kerr *err)
{
	if (mkdir(path, 0777) && errno != EEXIST)
		return kerr_set(err, "%s: cannot create the folder: %s", path, strerror(errno));
	return 0;
}

/* Every output file of --out: the report in four formats, one CSV per table. */
static int write_all(const char *dir, const char *md, struct kerr *err)
{
	struct buf b;
	buf_init(&b);
	int rc = make_dir(dir, err) || write_file_in(dir, "report.md", md, strlen(md), err);
	if (!rc) {
		report_csv(md, &b);
		rc = write_file_in(dir, "report.csv", b.data ? b.data : "", b.len, err);
	}
	if (!rc) {
		b.len = 0;
		report_tex(md, &b);
		rc = write_file_in(dir, "report.tex", b.data, b.len, err);
	}
	cJSON *j = report_json(md);
	char *text = rc ? NULL : cJSON_Print(j);
	if (text) {
		b.len = 0;
		buf_puts(&b, text);
		buf_puts(&b, "\n");	/* as --format json prints it */
		rc = write_file_in(dir, "report.json", b.data, b.len, err);
		free(text);
	}
	char csvdir[4096];
	snprintf(csvdir, sizeof csvdir, "%s/csv", dir);
	if (!rc)
		rc = make_dir(csvdir, err);
	/* One file per table: NN-slug.csv in report order (a slug repeats when
	 * several runs are reported). */
	int k = 0;
	const cJSON *secs = cJSON_GetObjectItemCaseSensitive(j, "sections");
	for (const cJSON *s = secs ? secs->child : NULL; s && !rc; s = s->next) {
		if (!cJSON_GetObjectItemCaseSensitive(s, "columns"))
			continue;
		char slug[96], name[128];
		const char *title = json_get_string(s, "title", "report", NULL);
		report_slug(title ? title : "table", slug, sizeof slug);
		snprintf(name, sizeof name, "%02d-%s.csv", ++k, slug);
		b.len = 0;
		report_csv_table(s, &b);
		rc = write_file_in(csvdir, name, b.data ? b.data : "", b.len, err);
	}
	cJSON_Delete(j);
	buf_free(&b);
	return rc;
}

int cmd_report(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "run", required_argument, 0, 'r' },
		{ "format", required_argument, 0, 'f' },
		{ "out", required_argument, 0, 'o' },
		{ "plots", no_argument, 0, 'p' },
		{ "help", no_argument, 0, 'h' },
		{ 0, 0, 0, 0 },
	};
	int64_t runs[64];
	int nruns = 0, c, plots = 0;
	const char *format = "md", *outdir = NULL;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			if (nruns == 64 || (runs[nruns++] = cli_run_id(optarg)) < 0)
				return cli_error("report", EXIT_USAGE, "--run %s: expected a "
						 "run id", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "md") && strcmp(optarg, "csv") &&
			    strcmp(optarg, "tex") && strcmp(optarg, "json"))
				return cli_error("report", EXIT_USAGE, "--format %s: expected "
						 "md, csv, tex or json", optarg);
			format = optarg;
			break;
		case 'o': outdir = optarg; break;
		case 'p': plots = 1; break;
		case 'h':
			fputs(HELP, stdout);
			return EXIT_OK;
		default:
			fputs(HELP, stderr);
			return EXIT_USAGE;
		}
	}
	int nfiles = argc - optind;
	if (nfiles < 1) {
		fputs(HELP, stderr);
		return EXIT_USAGE;
	}
	if (nfiles > 1 && nruns)
		return cli_error("report", EXIT_USAGE, "--run picks runs of one FILE; with "
				 "several files each gives its newest run");
	if (nfiles > 64)
		return cli_error("report", EXIT_USAGE, "at most 64 files");
	if (plots && !outdir)
		return cli_error("report", EXIT_USAGE, "--plots writes files: give --out DIR");
	struct kerr err;
	struct store *files[64] = { 0 };
	struct runref refs[64];
	int rc = 0;
	for (int f = 0; f < nfiles && !rc; f++) {
		const char *path = argv[optind + f];
		if (store_open(path, STORE_READ, &files[f], &err)) {
			rc = -1;
			break;
		}
		if (nfiles > 1 || nruns == 0) {
			if (store_run_latest(files[f], &runs[nfiles > 1 ? f : 0], &err)) {
				rc = -1;
				break;
			}
			nruns = nfiles > 1 ? nfiles : 1;
		}
	}
	for (int i = 0; i < nruns && !rc; i++) {
		struct runref *r = &refs[i];
		if (runcheck_run(files[nfiles > 1 ? i : 0], runs[i], &err)) {
			rc = -1;
			break;
		}
		r->s = files[nfiles > 1 ? i : 0];
		r->run = runs[i];
		if (nfiles > 1) {
			const char *base = strrchr(argv[optind + i], '/');
			snprintf(r->label, sizeof r->label, "%s:%lld",
				 base ? base + 1 : argv[optind + i], (long long)runs[i]);
		} else {
			snprintf(r->label, sizeof r->label, "%lld", (long long)runs[i]);
		}
	}
	struct buf out;
	buf_init(&out);
	for (int i = 0; i < nruns && !rc; i++) {
		struct store *s = refs[i].s;
		if (i)
			buf_puts(&out, "\n");
		rc = table1_markdown(s, runs[i], 1, &out, &err) ||
		     (buf_puts(&out, "\n"), paper_tables_markdown(s, runs[i], &out, &err)) ||
		     (buf_puts(&out, "\n"), taxonomy_markdown(s, runs[i], &out, &err)) ||
		     (buf_puts(&out, "\n"), more_tables_markdown(s, runs[i], &out, &err));
	}
	if (!rc) {
		buf_puts(&out, "\n");
		rc = ablation_tables_markdown(refs, nruns, &out, &err);
	}
	if (!rc && outdir) {
		rc = write_all(outdir, out.data, &err);
		if (!rc && plots)
			rc = plots_write(refs, nruns, outdir, &err);
		if (!rc)
			fprintf(stderr, "kopt report: wrote %s (report.md, .csv, .tex, .json, "
				"csv/%s)\n", outdir, plots ? ", figures/" : "");
	} else if (!rc) {
		struct buf conv;
		buf_init(&conv);
		const char *text = out.data;
		size_t len = out.len;
		if (!strcmp(format, "csv")) {
			report_csv(out.data, &conv);
			text = conv.data;
			len = conv.len;
		} else if (!strcmp(format, "tex")) {
			report_tex(out.data, &conv);
			text = conv.data;
			len = conv.len;
		} else if (!strcmp(format, "json")) {
			cJSON *j = report_json(out.data);
			char *t = cJSON_Print(j);
			buf_puts(&conv, t);
			buf_puts(&conv, "\n");
			free(t);
			cJSON_Delete(j);
			text = conv.data;
			len = conv.len;
		}
		fwrite(text, 1, len, stdout);
		buf_free(&conv);
	}
	buf_free(&out);
	for (int f = 0; f < nfiles; f++)
		if (files[f])
			store_close(files[f]);
	if (rc)
		return cli_error("report", EXIT_FAIL, "%s", err.msg);
	return EXIT_OK;
}
