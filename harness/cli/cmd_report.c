/* cmd_report: `kopt report FILE... [--run ID ...] [--format F] [--out DIR]
 * [--plots]`, the paper's tables (and figures) from run files.  It reads
 * the files; it writes to stdout, or into DIR. */
#include "harness/cli/cli.h"
#include "common/file.h"
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
	buf_release(&b);
	return rc;
}

#define MAX_RUNS 64

struct report_opts {
	int64_t runs[MAX_RUNS];	/* --run, in order */
	int nruns, plots;
	const char *format, *outdir;
};

static int add_run(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct report_opts *o = opt->ctx;
	if (o->nruns == MAX_RUNS || (o->runs[o->nruns++] = cli_run_id(arg)) < 0)
		return kerr_set(err, "--run %s: expected a run id", arg);
	return 0;
}

static int set_format(const struct cli_option *opt, const char *arg, struct kerr *err)
{
	struct report_opts *o = opt->ctx;
	if (strcmp(arg, "md") && strcmp(arg, "csv") && strcmp(arg, "tex") && strcmp(arg, "json"))
		return kerr_set(err, "--format %s: expected md, csv, tex or json", arg);
	o->format = arg;
	return 0;
}

/* The options and files of argv; CLI_PARSED, or the exit code to return. */
static int parse_options(int argc, char **argv, struct report_opts *o, int *nfiles)
{
	const struct cli_command cmd = { "report", HELP, 1, -1 };
	const struct cli_option opts[] = {
		CLI_CALLBACK("run", 0, add_run, o),
		CLI_CALLBACK("format", 0, set_format, o),
		CLI_STRING("out", 0, &o->outdir),
		CLI_FLAG("plots", 0, &o->plots),
		CLI_END,
	};
	int code = cli_parse_options(&cmd, opts, argc, argv, nfiles);
	if (code != CLI_PARSED)
		return code;
	if (*nfiles > 1 && o->nruns)
		return cli_error("report", EXIT_USAGE, "--run picks runs of one FILE; with "
				 "several files each gives its newest run");
	if (*nfiles > MAX_RUNS)
		return cli_error("report", EXIT_USAGE, "at most 64 files");
	if (o->plots && !o->outdir)
		return cli_error("report", EXIT_USAGE, "--plots writes files: give --out DIR");
	return CLI_PARSED;
}

/* Open the files and name the runs to report: o->runs of one file, its
 * newest run without --run, or the newest run of each of several files,
 * each checked (runcheck_run) and labelled. */
static int open_runs(char **paths, int nfiles, struct report_opts *o, struct store **files,
		     struct runref *refs, struct kerr *err)
{
	for (int f = 0; f < nfiles; f++) {
		if (store_open(paths[f], STORE_READ, &files[f], err))
			return -1;
		store_map(files[f]);
		if (nfiles > 1 || o->nruns == 0) {
			if (store_run_latest(files[f], &o->runs[nfiles > 1 ? f : 0], err))
				return -1;
			o->nruns = nfiles > 1 ? nfiles : 1;
		}
	}
	for (int i = 0; i < o->nruns; i++) {
		struct runref *r = &refs[i];
		r->s = files[nfiles > 1 ? i : 0];
		r->run = o->runs[i];
		if (runcheck_run(r->s, r->run, err))
			return -1;
		if (nfiles > 1) {
			const char *base = strrchr(paths[i], '/');
			snprintf(r->label, sizeof r->label, "%s:%lld",
				 base ? base + 1 : paths[i], (long long)r->run);
		} else {
			snprintf(r->label, sizeof r->label, "%lld", (long long)r->run);
		}
	}
	return 0;
}

/* Every table of every run, then the tables across runs, as markdown;
 * times0 is the first run's sub-kernel times where they are read already,
 * else NULL. */
static int report_markdown(const struct runref *refs, int nruns,
			   const struct cand_times *times0, struct buf *out, struct kerr *err)
{
	for (int i = 0; i < nruns; i++) {
		struct store *s = refs[i].s;
		int64_t run = refs[i].run;
		if (i)
			buf_puts(out, "\n");
		if (table1_markdown(s, run, 1, out, err) ||
		    (buf_puts(out, "\n"), paper_tables_markdown(s, run, out, err)) ||
		    (buf_puts(out, "\n"), taxonomy_markdown(s, run, out, err)) ||
		    (buf_puts(out, "\n"), more_tables_markdown(s, run, i ? NULL : times0, out, err)))
			return -1;
	}
	buf_puts(out, "\n");
	return ablation_tables_markdown(refs, nruns, out, err);
}

/* The markdown report on stdout in format (md, csv, tex or json). */
static void print_report(const char *md, size_t len, const char *format)
{
	struct buf conv;
	buf_init(&conv);
	if (!strcmp(format, "csv")) {
		report_csv(md, &conv);
	} else if (!strcmp(format, "tex")) {
		report_tex(md, &conv);
	} else if (!strcmp(format, "json")) {
		cJSON *j = report_json(md);
		char *t = cJSON_Print(j);
		buf_puts(&conv, t);
		buf_puts(&conv, "\n");
		free(t);
		cJSON_Delete(j);
	} else {
		fwrite(md, 1, len, stdout);
		return;
	}
	fwrite(conv.data, 1, conv.len, stdout);
	buf_release(&conv);
}

int cmd_report(int argc, char **argv)
{
	struct report_opts o = { .format = "md" };
	int nfiles, code = parse_options(argc, argv, &o, &nfiles);
	if (code != CLI_PARSED)
		return code;
	struct kerr err;
	struct store *files[MAX_RUNS] = { 0 };
	struct runref refs[MAX_RUNS];
	struct buf out;
	buf_init(&out);
	int rc = open_runs(argv, nfiles, &o, files, refs, &err);
	/* With --plots the figures come first: gnuplot draws them while the
	 * tables are written, and the first run's sub-kernel times are read once
	 * for both.  Figures 2-5 need no times: their gnuplot starts before the
	 * times are read, Figure 6's after.  A figure's error is reported after
	 * the tables' (the order of old, when the figures came last). */
	struct cand_times times0 = { NULL, 0 };
	struct plots *plots = NULL;
	struct kerr plots_err;
	int plots_rc = 0;
	if (!rc && o.plots) {
		plots_rc = make_dir(o.outdir, &plots_err) ||
			   plots_start(refs, o.nruns, o.outdir, &plots, &plots_err);
		rc = rows_cand_times(refs[0].s, refs[0].run, &times0.v, &times0.n, &err);
		if (!rc && !plots_rc)
			plots_rc = plots_trajectory(plots, refs, &times0, &plots_err);
	}
	rc = rc || report_markdown(refs, o.nruns, o.plots ? &times0 : NULL, &out, &err);
	if (!rc && o.outdir)
		rc = write_all(o.outdir, out.data, &err);
	if (o.plots) {
		plots_rc = plots_finish(plots, plots_rc, &plots_err);
		if (!rc && plots_rc) {
			rc = -1;
			err = plots_err;
		}
	}
	if (!rc && o.outdir)
		fprintf(stderr, "kopt report: wrote %s (report.md, .csv, .tex, .json, "
			"csv/%s)\n", o.outdir, o.plots ? ", figures/" : "");
	else if (!rc)
		print_report(out.data, out.len, o.format);
	free(times0.v);
	buf_release(&out);
	for (int f = 0; f < nfiles; f++)
		if (files[f])
			store_close(files[f]);
	if (rc)
		return cli_error("report", EXIT_FAIL, "%s", err.msg);
	return EXIT_OK;
}
