/* rows: a run's outcomes as report rows, classed under the run's own
 * outcome configuration; the input of every table built from outcomes. */
#ifndef KOPT_REPORT_ROWS_H
#define KOPT_REPORT_ROWS_H

#include "gates/outcome.h"
#include "common/config.h"
#include "recorder/store.h"

#include <cjson/cJSON.h>

struct prob {
	char id[128], category[64], reason[40], family[64];
	int level;
	int targets;		/* the search's targets: generated sub-kernels (a
				 * kernel group for its steps, a GEMM's Triton
				 * form under --all-subkernels) */
	enum outcome_class cls;
	double speed;		/* as printed (rounded) */
};

/* The suite of a problem: KernelBench's levels, or a tutorial kernel the
 * paper searched in single-kernel mode (PAPER_NOTES 2.1, 6.4), known by the
 * manifest's family (datasets/tutorials/README.md).  Table 1 and Table 9
 * give the tutorials rows of their own; panels B-D count KernelBench only. */
enum suite { SUITE_KERNELBENCH, SUITE_TRITON_TUTORIAL, SUITE_HELION_TUTORIAL };
#define SUITES 3
extern const char *const SUITE_NAME[SUITES];	/* "", "Triton tutorials", ... */
enum suite suite_of_family(const char *family);
/* The Lvl column of Tables 7 and 9: "L1" to "L3", or the tutorial suite's
 * "Triton tut." / "Helion tut.", into buf (n >= 16); returns buf. */
char *suite_level_label(const char *family, long long level, char *buf, size_t n);
/* The groups a report counts problems by where it counts by level (the
 * tokens table, the failure taxonomy, kopt show's seconds per candidate):
 * 1 to 3 KernelBench's levels, then the Triton and the Helion tutorials,
 * GROUP_NONE a problem of no level. */
enum { GROUP_NONE = 0, GROUP_TRITON_TUTORIALS = 4, GROUP_HELION_TUTORIALS = 5, GROUPS = 6 };
/* The group of a problem of this family and level (the manifest's or the
 * outcome's; a level that is not 1, 2 or 3 is none). */
int suite_group(const char *family, double level);
/* The same read from a manifest or an outcome (JSON with "family" and
 * "level"; NULL is none). */
int suite_group_of(const cJSON *manifest);
/* A group's column label, as suite_level_label writes it ("L2",
 * "Triton tut."; "–" for none), into buf (n >= 16); returns buf. */
char *suite_group_label(int group, char *buf, size_t n);
/* Moves v's tutorial rows after its KernelBench rows, each part in run
 * order; returns how many KernelBench rows lead. */
size_t rows_kernelbench_first(struct prob *v, size_t n);

/* Table 1 panel B's speedup bins, highest first (PAPER_NOTES 7.1), on the
 * speedup as printed: the bin of an optimized problem, or -1. */
#define SPEED_BINS 6
extern const char *const SPEED_BIN_NAME[SPEED_BINS];
int speed_bin(const struct prob *p);

/* The run's stored configuration (legacy keys filled in). */
int rows_config(struct store *s, int64_t run, struct kopt_config *cfg, struct kerr *err);

/* Its problems in run order; *v is malloc'd.  A malformed outcome row
 * (runcheck_outcome) is an error naming the file, the run and the problem. */
int rows_load(struct store *s, int64_t run, const struct kopt_config *cfg, struct prob **v,
	      size_t *n, struct kerr *err);

/* A run named for a report over several runs (the ablation tables), from
 * one file or several. */
struct runref {
	struct store *s;
	int64_t run;
	char label[160];	/* "ID", or "FILE:ID" when the runs come from several files */
};

/* The problems of each of the n runs (v[i], nv[i]; each malloc'd), kept to
 * those every run holds, so that configurations are compared on the same
 * problems as the paper's ablations are; *dropped counts the rows left out.
 * A run whose search.all_subkernels differs from the first run's (C6, which
 * the paper ran on the level-2 problems only, PAPER_NOTES 6.8) narrows no
 * other run: its own problems are kept to those the others all hold. */
int rows_load_common(const struct runref *r, int n, struct prob **v, size_t *nv,
		     size_t *dropped, struct kerr *err);

/* A sub-kernel candidate's time: the median of its samples. */
struct cand_time {
	char id[65];
	double ms;
};

/* Every sub-kernel time of the run (baseline.time and rank.time), sorted
 * by candidate id; *out is malloc'd. */
int rows_cand_times(struct store *s, int64_t run, struct cand_time **out, size_t *n,
		    struct kerr *err);
/* A run's sub-kernel times read once (rows_cand_times) for the reports
 * that use them: Tables 4 and 7 and Figure 6 of one `kopt report --plots`. */
struct cand_times {
	struct cand_time *v;
	size_t n;
};
/* Whether an observation of this kind, status and site is a sub-kernel
 * time of the reports (an ok baseline.time or rank.time). */
int rows_cand_time_site(const char *kind, const char *status, const char *site);
/* v[0..k) in recording order sorted by id, a candidate timed more than once
 * keeping its first time; returns how many are left. */
size_t rows_cand_times_first(struct cand_time *v, size_t k);
/* The time of candidate id in v, NAN if it has none. */
double rows_time_of(const struct cand_time *v, size_t n, const char *id);
/* Blob id parsed as JSON into *out (NULL if the blob is absent or not
 * JSON): 0, or -1 with err when the file cannot be read. */
int rows_blob_json(struct store *s, int64_t id, cJSON **out, struct kerr *err);

/* The causes a fallback's outcome names (search.c's fallback_reason), in
 * Table 1 panel D's order: the paper's rows first, then kopt's own.  Each
 * with its panel D name, Table 9's reason code and Table 10's short name. */
struct fall_cause {
	const char *id, *name, *code, *brief;
};
#define NFALL_CAUSES 9
#define NFALL_PAPER 5	/* panel D's rows the paper has, printed even when 0 */
extern const struct fall_cause FALL_CAUSES[NFALL_CAUSES];

#endif
