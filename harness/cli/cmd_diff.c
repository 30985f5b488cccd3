/* cmd_diff: `kopt diff A B` compares two runs (in one file or two) outcome by
 * outcome and gate verdict by gate verdict.  Exit 0 when they agree, 1 when
 * they differ.  It only reads. */
#include "harness/cli/cli.h"
#include "common/buf.h"
#include "harness/run/runcheck.h"
#include "reports/rows.h"
#include "common/canon.h"
#include "recorder/store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *HELP =
	"usage: kopt diff A B [--run-a ID] [--run-b ID]\n"
	"\n"
	"Compare two runs: each problem's outcome (status, end-to-end speedup,\n"
	"fallback reason) and every gate verdict (problem, gate, subject), each run\n"
	"under its own gate configuration.  A and B may be the same file with\n"
	"--run-a and --run-b (default: the newest run of each file).  Exit 0 if they\n"
	"agree, 1 if not.  The closing lines count the problems and verdict subjects\n"
	"both runs hold, how many of those differ (outcomes: how many in status),\n"
	"and those in one run only.\n"
	"\n"
	"  --run-a ID   the run of A to compare (default: its newest)\n"
	"  --run-b ID   the run of B to compare (default: its newest)\n";

struct rows {
	char **v;
	size_t n;
};

static void rows_release(struct rows *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->v[i]);
	free(r->v);
}

/* Lines "key\tvalue" sorted by key. */
static int load(struct store *s, int64_t run, const char *what, const char *sql,
		struct rows *out, struct kerr *err)
{
	sqlite3_stmt *st;
	memset(out, 0, sizeof *out);
	if (sqlite3_prepare_v2(store_db(s), sql, -1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	sqlite3_bind_int64(st, 1, run);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct buf b;
		buf_init(&b);
		buf_printf(&b, "%s\t%s", sqlite3_column_text(st, 0), sqlite3_column_text(st, 1));
		out->v = xrealloc(out->v, (out->n + 1) * sizeof *out->v);
		out->v[out->n++] = buf_detach(&b, NULL);
	}
	rc = store_rows_done(s, rc, what, err);
	sqlite3_finalize(st);
	if (rc) {
		rows_release(out);
		memset(out, 0, sizeof *out);
	}
	return rc;
}

/* Compare two sorted row lists on their key (before the tab); print
 * differences under `what`.  Returns the number of differences. */
/* What compare found: keys in both runs, how many of those differ (and how
 * many in their first word, an outcome's status), keys in one run only. */
struct tally {
	size_t both, changed, changed_first, only_a, only_b;
};

static size_t compare(const char *what, const struct rows *a, const struct rows *b,
		      struct tally *t)
{
	size_t i = 0, j = 0, diffs = 0;
	memset(t, 0, sizeof *t);
	while (i < a->n || j < b->n) {
		const char *x = i < a->n ? a->v[i] : NULL, *y = j < b->n ? b->v[j] : NULL;
		size_t kx = x ? strcspn(x, "\t") : 0, ky = y ? strcspn(y, "\t") : 0;
		int c = !x ? 1 : !y ? -1 : strncmp(x, y, kx > ky ? kx : ky);
		if (c == 0 && kx != ky)
			c = kx < ky ? -1 : 1;
		if (c == 0) {
			t->both++;
			if (strcmp(x + kx, y + ky)) {
				if (!diffs++)
					printf("%s:\n", what);
				printf("  %.*s: %s -> %s\n", (int)kx, x, x + kx + 1, y + ky + 1);
				t->changed++;
				const char *vx = x + kx + 1, *vy = y + ky + 1;
				size_t wx = strcspn(vx, " "), wy = strcspn(vy, " ");
				t->changed_first += wx != wy || strncmp(vx, vy, wx) != 0;
			}
			i++;
			j++;
		} else if (c < 0) {
			if (!diffs++)
				printf("%s:\n", what);
			printf("  %.*s: only in A (%s)\n", (int)kx, x, x + kx + 1);
			t->only_a++;
			i++;
		} else {
			if (!diffs++)
				printf("%s:\n", what);
			printf("  %.*s: only in B (%s)\n", (int)ky, y, y + ky + 1);
			t->only_b++;
			j++;
		}
	}
	return diffs;
}

static int gates_sha_of(struct store *s, int64_t run, char sha[SHA_HEX_LEN + 1],
			struct kerr *err)
{
	struct kopt_config cfg;
	if (runcheck_run(s, run, err) || rows_config(s, run, &cfg, err))
		return -1;
	config_gates_sha(&cfg, sha);
	return 0;
}

int cmd_diff(int argc, char **argv)
{
	const struct cli_command cmd = { "diff", HELP, 2, 2 };
	const char *run_a = NULL, *run_b = NULL;
	const struct cli_option opts[] = {
		CLI_STRING("run-a", 0, &run_a),
		CLI_STRING("run-b", 0, &run_b),
		CLI_END,
	};
	int nargs, code = cli_parse_options(&cmd, opts, argc, argv, &nargs);
	if (code != CLI_PARSED)
		return code;
	/* Not CLI_RUN_ID: diff has always taken what is not a run id for the
	 * file's newest run, and its exit codes stay. */
	long long ra = run_a ? cli_run_id(run_a) : -1, rb = run_b ? cli_run_id(run_b) : -1;
	struct kerr err;
	struct store *sa = NULL, *sb = NULL;
	struct rows oa = { 0 }, ob = { 0 }, ga = { 0 }, gb = { 0 };
	code = EXIT_FAIL;
	char sha_a[SHA_HEX_LEN + 1], sha_b[SHA_HEX_LEN + 1];
	if (store_open(argv[0], STORE_READ, &sa, &err) ||
	    store_open(argv[1], STORE_READ, &sb, &err))
		goto fail;
	int64_t a = ra, b = rb;
	if ((a <= 0 && store_run_latest(sa, &a, &err)) ||
	    (b <= 0 && store_run_latest(sb, &b, &err)) ||
	    gates_sha_of(sa, a, sha_a, &err) || gates_sha_of(sb, b, sha_b, &err))
		goto fail;
	static const char *OUTCOMES =
		"SELECT problem_id, json_extract(outcome,'$.status') || ' ' || "
		"printf('%.2f', json_extract(outcome,'$.speedup')) || ' ' || "
		"coalesce(json_extract(outcome,'$.fallback_reason'),'') "
		"FROM outcomes WHERE run=?1 ORDER BY problem_id";
	char gsql[512];
	if (load(sa, a, "outcomes", OUTCOMES, &oa, &err) ||
	    load(sb, b, "outcomes", OUTCOMES, &ob, &err))
		goto fail;
	snprintf(gsql, sizeof gsql, "SELECT problem_id || ' ' || gate || ' ' || subject, "
		 "CASE passed WHEN 1 THEN 'pass' ELSE 'fail' END FROM gate_results "
		 "WHERE run=?1 AND gate_config='%s' ORDER BY 1", sha_a);
	if (load(sa, a, "gate results", gsql, &ga, &err))
		goto fail;
	snprintf(gsql, sizeof gsql, "SELECT problem_id || ' ' || gate || ' ' || subject, "
		 "CASE passed WHEN 1 THEN 'pass' ELSE 'fail' END FROM gate_results "
		 "WHERE run=?1 AND gate_config='%s' ORDER BY 1", sha_b);
	if (load(sb, b, "gate results", gsql, &gb, &err))
		goto fail;
	printf("A: run %lld in %s; B: run %lld in %s\n", (long long)a, argv[0],
	       (long long)b, argv[1]);
	struct tally to, tg;
	size_t d1 = compare("outcomes (status speedup reason)", &oa, &ob, &to);
	size_t d2 = compare("gate verdicts", &ga, &gb, &tg);
	printf("%zu outcome difference(s) over %zu/%zu problems, %zu verdict "
	       "difference(s) over %zu/%zu verdicts\n", d1, oa.n, ob.n, d2, ga.n, gb.n);
	/* Two live runs (or a replay with live measurements) reach partly
	 * different subjects: what matters is whether the verdicts on the
	 * subjects both reached agree. */
	printf("  outcomes: %zu problems in both, %zu differ (%zu in status); %zu only "
	       "in A, %zu only in B\n", to.both, to.changed, to.changed_first, to.only_a,
	       to.only_b);
	printf("  verdicts: %zu on subjects both runs reached, %zu of them differ; %zu "
	       "only in A, %zu only in B\n", tg.both, tg.changed, tg.only_a, tg.only_b);
	code = d1 || d2 ? EXIT_FAIL : EXIT_OK;
	goto out;
fail:
	code = cli_error("diff", EXIT_FAIL, "%s", err.msg);
out:
	rows_release(&oa);
	rows_release(&ob);
	rows_release(&ga);
	rows_release(&gb);
	store_close(sa);
	store_close(sb);
	return code;
}
