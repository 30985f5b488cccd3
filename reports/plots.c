/* plots: the paper's figures with gnuplot (see header). */
#include "reports/plots.h"
#include "common/file.h"
#include "common/buf.h"
#include "reports/rows.h"
#include "reports/more_tables.h"
#include "common/paths.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Data-file string: double-quoted, quotes and backslashes dropped. */
static void quoted(struct buf *b, const char *s)
{
	buf_puts(b, "\"");
	for (; *s; s++)
		if (*s != '"' && *s != '\\')
			buf_add(b, s, 1);
	buf_puts(b, "\"");
}

/* Copy the shipped script plots/NAME.gp into dir. */
static int copy_script(const char *dir, const char *name, struct kerr *err)
{
	char rel[256], inst[256], src[4096];
	snprintf(rel, sizeof rel, "plots/%s.gp", name);
	snprintf(inst, sizeof inst, "share/kopt/plots/%s.gp", name);
	kopt_file(rel, inst, src, sizeof src);
	char *text;
	size_t len;
	if (read_file(src, &text, &len, err))
		return kerr_wrap(err, "the gnuplot script of %s", name);
	char fname[300];
	snprintf(fname, sizeof fname, "%s.gp", name);
	int rc = write_file_in(dir, fname, text, len, err);
	free(text);
	return rc;
}

/* The figures' folder and the gnuplot runs started in it: each figure's
 * gnuplot runs while the next figure's data is read and the tables are
 * written (beside the others, on a machine with more than one core);
 * plots_finish waits for them all. */
#define MAX_DRAWINGS 8
struct figdir {
	char path[4096];
	struct {
		pid_t pid;
		char name[32];
	} run[MAX_DRAWINGS];
	int n;
};

static void log_path(const struct figdir *dir, const char *name, char *out, size_t n)
{
	snprintf(out, n, "%s/.%s.gnuplot-log", dir->path, name);
}

/* Start gnuplot NAME.gp in dir; gnuplot_wait reads what it printed. */
static int gnuplot_start(struct figdir *dir, const char *name, struct kerr *err)
{
	char log[4200], script[300];
	log_path(dir, name, log, sizeof log);
	snprintf(script, sizeof script, "%s.gp", name);
	if (dir->n == MAX_DRAWINGS)
		return kerr_set(err, "%s: more than %d figures", name, MAX_DRAWINGS);
	pid_t pid = fork();
	if (pid < 0)
		return kerr_set(err, "fork: %s", strerror(errno));
	if (pid == 0) {
		FILE *f = freopen(log, "w", stderr);
		if (!f || chdir(dir->path) || !freopen("/dev/null", "w", stdout))
			_exit(126);
		execlp("gnuplot", "gnuplot", script, (char *)NULL);
		fprintf(stderr, "cannot run gnuplot: %s", strerror(errno));
		_exit(127);
	}
	dir->run[dir->n].pid = pid;
	snprintf(dir->run[dir->n].name, sizeof dir->run[dir->n].name, "%s", name);
	dir->n++;
	return 0;
}

/* Wait for every gnuplot started in dir; anything one printed (a warning
 * included) is an error, so a figure is never silently wrong.  The first
 * figure's error, in drawing order, goes to err unless rc already holds
 * one; returns rc or that error. */
static int gnuplot_wait(struct figdir *dir, int rc, struct kerr *err)
{
	for (int i = 0; i < dir->n; i++) {
		const char *name = dir->run[i].name;
		int status;
		while (waitpid(dir->run[i].pid, &status, 0) < 0 && errno == EINTR)
			;
		char log[4200];
		log_path(dir, name, log, sizeof log);
		char *text = NULL;
		size_t len = 0;
		struct kerr ignore;
		read_file(log, &text, &len, &ignore);
		unlink(log);
		if (!rc && (!WIFEXITED(status) || WEXITSTATUS(status) == 127))
			rc = kerr_set(err, "%s: gnuplot could not be run (apt-get install "
				      "gnuplot-nox): %.300s", name, text ? text : "");
		else if (!rc && (WEXITSTATUS(status) || len))
			rc = kerr_set(err, "%s: gnuplot exited %d: %.600s", name,
				      WEXITSTATUS(status), text ? text : "");
		free(text);
	}
	dir->n = 0;
	return rc;
}

static int draw(struct figdir *dir, const char *name, const struct buf *data,
		struct kerr *err)
{
	char fname[300];
	snprintf(fname, sizeof fname, "%s.dat", name);
	return write_file_in(dir->path, fname, data->data, data->len, err) ||
	       copy_script(dir->path, name, err) || gnuplot_start(dir, name, err);
}

/* Figure 2: outcomes per configuration (every run named), over the
 * problems every run holds, as Table 2; cfg is the first run's. */
static int fig2_ablation(const struct runref *runs, int nruns, const struct kopt_config *cfg,
			 struct figdir *dir, struct buf *d, struct buf *readme, struct kerr *err)
{
	struct prob **w = calloc((size_t)nruns, sizeof *w);
	size_t *m = calloc((size_t)nruns, sizeof *m), dropped = 0;
	int rc = rows_load_common(runs, nruns, w, m, &dropped, err);
	for (int r = 0; r < nruns && !rc; r++) {
		struct kopt_config c;
		if (rows_config(runs[r].s, runs[r].run, &c, err)) {
			rc = -1;
			break;
		}
		int k[3] = { 0 };
		for (size_t i = 0; i < m[r]; i++)
			k[w[r][i].cls == OC_OPT ? 0 : w[r][i].cls == OC_FALL ? 2 : 1]++;
		char label[440], ab[256];
		ablation_label(cfg, &c, ab, sizeof ab);
		snprintf(label, sizeof label, "run %s: %s", runs[r].label, ab);
		quoted(d, label);
		buf_printf(d, " %d %d %d\n", k[0], k[1], k[2]);
	}
	for (int r = 0; r < nruns; r++)
		free(w[r]);
	free(w);
	free(m);
	if (!rc) {
		rc = draw(dir, "fig2-ablation", d, err);
		buf_puts(readme, nruns > 1 ? "fig2-ablation: one group per run named, the "
			 "first as C0.\n" : "fig2-ablation: one run only; name several "
			 "(--run, or several files) for the ablation.\n");
	}
	return rc;
}

/* Figure 3: the speedup distribution of the first run, per level. */
static int fig3_speedups(const struct prob *v, size_t n, struct figdir *dir, struct buf *d,
			 struct kerr *err)
{
	d->len = 0;
	for (int b = 0; b <= SPEED_BINS; b++) {
		int c[4] = { 0 };
		for (size_t i = 0; i < n; i++) {
			int in = b < SPEED_BINS ? speed_bin(&v[i]) == b
						: v[i].cls == OC_MAT_OPT;
			c[v[i].level] += in;
		}
		quoted(d, b < SPEED_BINS ? SPEED_BIN_NAME[b] : "<1.01 (matched)");
		buf_printf(d, " %d %d %d\n", c[1], c[2], c[3]);
	}
	return draw(dir, "fig3-speedups", d, err);
}

/* The first run's fallback root causes into seen[16], sorted; their count. */
static int fallback_reasons(const struct prob *v, size_t n, const char *seen[16])
{
	int ns = 0;
	for (size_t i = 0; i < n; i++) {
		if (v[i].cls != OC_FALL)
			continue;
		const char *r = v[i].reason[0] ? v[i].reason : "UNKNOWN";
		int k;
		for (k = 0; k < ns && strcmp(seen[k], r); k++)
			;
		if (k == ns && ns < 16)
			seen[ns++] = r;
	}
	for (int a = 1; a < ns; a++)
		for (int b = a; b > 0 && strcmp(seen[b - 1], seen[b]) > 0; b--) {
			const char *t = seen[b];
			seen[b] = seen[b - 1];
			seen[b - 1] = t;
		}
	return ns;
}

/* Figure 4: fallback root causes of the first run. */
static int fig4_fallbacks(const struct prob *v, size_t n, struct figdir *dir, struct buf *d,
			  struct buf *readme, struct kerr *err)
{
	d->len = 0;
	const char *seen[16];
	int ns = fallback_reasons(v, n, seen);
	for (int k = 0; k < ns; k++) {
		int c[4] = { 0 };
		for (size_t i = 0; i < n; i++)
			if (v[i].cls == OC_FALL &&
			    !strcmp(v[i].reason[0] ? v[i].reason : "UNKNOWN", seen[k]))
				c[v[i].level]++;
		quoted(d, seen[k]);
		buf_printf(d, " %d %d %d\n", c[1], c[2], c[3]);
	}
	if (ns)
		return draw(dir, "fig4-fallbacks", d, err);
	buf_puts(readme, "fig4-fallbacks: not drawn, no fallback in the run.\n");
	return 0;
}

/* Figure 5: level-3 models by family. */
static int fig5_level3(const struct prob *v, size_t n, struct figdir *dir, struct buf *d,
		       struct buf *readme, struct kerr *err)
{
	d->len = 0;
	int x = 0;
	/* Level-3 problems by family, then id. */
	size_t *idx = xcalloc(n + 1, sizeof *idx);
	size_t m = 0;
	for (size_t i = 0; i < n; i++)
		if (v[i].level == 3)
			idx[m++] = i;
	for (size_t a = 1; a < m; a++)
		for (size_t b = a; b > 0; b--) {
			const struct prob *p = &v[idx[b - 1]], *q = &v[idx[b]];
			int c = strcmp(p->family, q->family);
			if (c < 0 || (c == 0 && strcmp(p->id, q->id) <= 0))
				break;
			size_t t = idx[b];
			idx[b] = idx[b - 1];
			idx[b - 1] = t;
		}
	for (size_t k = 0; k < m; k++) {
		const struct prob *p = &v[idx[k]];
		int cls = p->cls == OC_OPT ? 1 : p->cls == OC_FALL ? 3 : 2;
		buf_printf(d, "%d ", x++);
		quoted(d, p->family[0] ? p->family : "(none)");
		buf_puts(d, " ");
		quoted(d, p->id);
		buf_printf(d, " %.2f %d\n", p->cls == OC_OPT || p->cls == OC_MAT_OPT
						? p->speed : 1.0, cls);
	}
	free(idx);
	if (m)
		return draw(dir, "fig5-level3", d, err);
	buf_puts(readme, "fig5-level3: not drawn, no level-3 problem in the "
		 "run.\n");
	return 0;
}

/* Figure 6's subject and what its data found. */
struct trajectory {
	char prob[128], sub[256];	/* the sub-kernel drawn, "" when none */
	char chains[64];	/* the chains' first letters, in order of appearance */
	int npts;		/* the candidates drawn */
};

/* The sub-kernel with the most candidates (first in run order on a tie)
 * into tr's prob and sub, left "" when the run has none. */
static int busiest_subkernel(struct store *s, int64_t run0, struct trajectory *tr,
			     struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(store_db(s),
			"SELECT c.problem_id, c.subkernel, count(*) AS k FROM candidates c "
			"JOIN problems p ON p.run=c.run AND p.problem_id=c.problem_id "
			"WHERE c.run=?1 GROUP BY c.problem_id, c.subkernel "
			"ORDER BY k DESC, min(p.seq), c.subkernel LIMIT 1", -1, &st,
			NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	int rc = 0;
	sqlite3_bind_int64(st, 1, run0);
	int got = sqlite3_step(st);
	if (got == SQLITE_ROW) {
		const unsigned char *a = sqlite3_column_text(st, 0),
				    *b = sqlite3_column_text(st, 1);
		snprintf(tr->prob, sizeof tr->prob, "%s", a ? (const char *)a : "");
		snprintf(tr->sub, sizeof tr->sub, "%s", b ? (const char *)b : "");
	} else if (got != SQLITE_DONE) {
		rc = store_rows_done(s, got, "candidates", err);
	}
	sqlite3_finalize(st);
	return rc;
}

/* Figure 6's data into d: every candidate of tr's sub-kernel with a
 * measured time (times[nt]), as its speedup over the baseline by iteration,
 * and its chain; tr's chains and npts follow. */
static int trajectory_data(struct store *s, int64_t run0, const struct cand_time *times,
			   size_t nt, struct trajectory *tr, struct buf *d, struct kerr *err)
{
	sqlite3_stmt *st = NULL;
	/* The sub-kernel's baseline: the candidate of iteration 1's parent. */
	if (sqlite3_prepare_v2(store_db(s),
			"SELECT id, parent, iteration, chain FROM candidates WHERE run=?1 "
			"AND problem_id=?2 AND subkernel=?3 ORDER BY iteration, chain, slot",
			-1, &st, NULL) != SQLITE_OK)
		return kerr_set(err, "%s: %s", store_path(s), sqlite3_errmsg(store_db(s)));
	double base = NAN;
	sqlite3_bind_int64(st, 1, run0);
	sqlite3_bind_text(st, 2, tr->prob, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, tr->sub, -1, SQLITE_STATIC);
	int got;
	while ((got = sqlite3_step(st)) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		if (!id)
			continue;
		const char *parent = (const char *)sqlite3_column_text(st, 1);
		int it = sqlite3_column_int(st, 2);
		const char *ch = (const char *)sqlite3_column_text(st, 3);
		if (it == 1 && isnan(base) && parent)
			base = rows_time_of(times, nt, parent);
		double t = rows_time_of(times, nt, id);
		if (!ch || !*ch || isnan(base) || !(t > 0))
			continue;
		char *hit = strchr(tr->chains, ch[0]);
		if (!hit && strlen(tr->chains) + 1 < sizeof tr->chains) {
			size_t l = strlen(tr->chains);
			tr->chains[l] = ch[0];
			tr->chains[l + 1] = '\0';
			hit = tr->chains + l;
		}
		buf_printf(d, "%d %.6f %d ", it, base / t, (int)(hit - tr->chains));
		quoted(d, ch);
		buf_puts(d, "\n");
		tr->npts++;
	}
	int rc = store_rows_done(s, got, "candidates", err);
	sqlite3_finalize(st);
	return rc;
}

/* Figure 6: the trajectory of the sub-kernel with the most candidates
 * (first in run order on a tie). */
static int fig6_trajectory(struct store *s, int64_t run0, const struct cand_times *times,
			   struct figdir *dir, struct buf *d, struct buf *readme,
			   struct kerr *err)
{
	struct trajectory tr = { .prob = "" };
	int rc = busiest_subkernel(s, run0, &tr, err);
	d->len = 0;
	if (!rc && tr.prob[0])
		rc = trajectory_data(s, run0, times->v, times->n, &tr, d, err);
	if (!rc && tr.npts) {
		struct buf t;
		buf_init(&t);
		buf_printf(&t, "set title \"%s, %s: every candidate that passed gates 1-2\"\n"
			   "chains = \"", tr.prob, tr.sub);
		for (const char *c = tr.chains; *c; c++)
			buf_printf(&t, "%s%c", c == tr.chains ? "" : " ", *c);
		buf_puts(&t, "\"\n");
		rc = write_file_in(dir->path, "fig6-title.gp", t.data, t.len, err) ||
		     draw(dir, "fig6-trajectory", d, err);
		buf_release(&t);
		if (!rc)
			buf_printf(readme, "fig6-trajectory: %s, sub-kernel %s (the one with "
				   "the most candidates).\n", tr.prob, tr.sub);
	} else if (!rc) {
		buf_puts(readme, "fig6-trajectory: not drawn, no candidate with a "
			 "measured time in the run.\n");
	}
	return rc;
}

struct plots {
	struct figdir dir;
	struct buf readme;	/* README.txt, written by plots_trajectory */
};

int plots_start(const struct runref *runs, int nruns, const char *outdir,
		struct plots **p, struct kerr *err)
{
	struct store *s = runs[0].s;	/* every figure but Figure 2 is of the first run */
	int64_t run0 = runs[0].run;
	*p = xcalloc(1, sizeof **p);
	struct figdir *dir = &(*p)->dir;
	struct buf *readme = &(*p)->readme;
	buf_init(readme);
	snprintf(dir->path, sizeof dir->path, "%s/figures", outdir);
	if (mkdir(dir->path, 0777) && errno != EEXIST)
		return kerr_set(err, "%s: cannot create the folder: %s", dir->path,
				strerror(errno));
	struct buf d;
	buf_init(&d);
	buf_puts(readme, "Figures of kopt report --plots: NAME.png, NAME.svg, the data "
		 "NAME.dat and the gnuplot script NAME.gp that drew them (run `gnuplot "
		 "NAME.gp` here to draw again).\n\n");
	struct kopt_config cfg;
	struct prob *v = NULL;
	size_t n = 0;
	int rc = rows_config(s, run0, &cfg, err) || rows_load(s, run0, &cfg, &v, &n, err);
	if (!rc)
		rc = fig2_ablation(runs, nruns, &cfg, dir, &d, readme, err);
	if (!rc)
		rc = fig3_speedups(v, n, dir, &d, err);
	if (!rc)
		rc = fig4_fallbacks(v, n, dir, &d, readme, err);
	if (!rc)
		rc = fig5_level3(v, n, dir, &d, readme, err);
	free(v);
	buf_release(&d);
	return rc;
}

int plots_trajectory(struct plots *p, const struct runref *runs,
		     const struct cand_times *times, struct kerr *err)
{
	struct buf d;
	buf_init(&d);
	int rc = fig6_trajectory(runs[0].s, runs[0].run, times, &p->dir, &d, &p->readme, err);
	if (!rc)
		rc = write_file_in(p->dir.path, "README.txt", p->readme.data, p->readme.len,
				   err);
	buf_release(&d);
	return rc;
}

int plots_finish(struct plots *p, int rc, struct kerr *err)
{
	if (p) {
		rc = gnuplot_wait(&p->dir, rc, err);
		buf_release(&p->readme);
	}
	free(p);
	return rc;
}
