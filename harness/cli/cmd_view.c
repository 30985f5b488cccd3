/* cmd_view: `kopt view FILE [--run ID] -o PAGE.html`, one run of a run file
 * as a self-contained HTML page (reports/view.h).  It reads FILE and writes
 * only PAGE, through a temporary file renamed into place, so a reader never
 * sees half a page. */
#include "harness/cli/cli.h"
#include "harness/run/runcheck.h"
#include "common/buf.h"
#include "recorder/store.h"
#include "reports/view.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *HELP =
	"usage: kopt view FILE [--run ID] -o PAGE.html\n"
	"\n"
	"Write one run of FILE (the newest without --run) as one self-contained\n"
	"HTML page: its script, style and figures inline, nothing fetched, so it\n"
	"opens from disk in a browser.  The page shows the run (configuration with\n"
	"the keys that differ from the defaults first, provenance, device, the\n"
	"report's tables with Table 1 first, and the ablation tables when FILE\n"
	"holds several runs); each problem (the baseline's vendor calls and\n"
	"generated kernels, the outcome, its class and speedup); each searched\n"
	"sub-kernel's search as a tree of iterations by beam slot (every candidate\n"
	"with its status, the gate that refused it and why, its time and speedup)\n"
	"and the best time per iteration (Figure 6's data); each candidate (its\n"
	"source and a diff against its parent, its launch settings, the planner's\n"
	"direction, the executor's answer, the gates' measures, its profile\n"
	"against its parent's); the agents' exchanges in order with their token\n"
	"counts; and a search box over problems and candidates.  The data is\n"
	"deflated into the page and drawn when looked at.  The same FILE gives\n"
	"the same bytes.\n"
	"  --run ID          the run to show\n"
	"  -o, --out PAGE    the page to write (replaced if it exists)\n";

/* data to path through path.tmp.PID, renamed into place. */
static int write_atomic(const char *path, const struct buf *data, struct kerr *err)
{
	char tmp[4096];
	if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid()) >= sizeof tmp)
		return kerr_set(err, "%s: path too long", path);
	FILE *f = fopen(tmp, "wb");
	if (!f)
		return kerr_set(err, "%s: cannot create: %s", path, strerror(errno));
	int bad = data->len && fwrite(data->data, 1, data->len, f) != data->len;
	if (fclose(f) || bad) {
		kerr_set(err, "%s: cannot write: %s", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	if (rename(tmp, path)) {
		kerr_set(err, "%s: cannot rename into place: %s", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

int cmd_view(int argc, char **argv)
{
	const struct cli_command cmd = { "view", HELP, 1, 1 };
	long long run = -1;
	const char *out = NULL;
	const struct cli_option opts[] = {
		CLI_RUN_ID("run", 0, &run),
		CLI_STRING("out", 'o', &out),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	if (!out)
		return cli_usage(&cmd);
	struct kerr err;
	struct store *s;
	if (store_open(argv[0], STORE_READ, &s, &err))
		return cli_error("view", EXIT_FAIL, "%s", err.msg);
	int64_t id = run;
	struct buf page;
	buf_init(&page);
	const char *base = strrchr(argv[0], '/');
	int rc = (run < 0 && store_run_latest(s, &id, &err)) || runcheck_run(s, id, &err) ||
		 store_snapshot_begin(s, &err) ||
		 view_page(s, id, base ? base + 1 : argv[0], &page, &err) ||
		 write_atomic(out, &page, &err);
	buf_release(&page);
	store_close(s);
	if (rc)
		return cli_error("view", EXIT_FAIL, "%s", err.msg);
	return EXIT_OK;
}
