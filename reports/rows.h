/* rows: a run's outcomes as report rows, classed under the run's own
 * outcome configuration; the input of every table built from outcomes. */
#ifndef KOPT_REPORT_ROWS_H
#define KOPT_REPORT_ROWS_H

#include "../gates/outcome.h"
#include "../harness/config.h"
#include "../recorder/store.h"

struct prob {
	char id[128], category[64], reason[40], family[64];
	int level;
	int targets;		/* generated (Triton) sub-kernels of the model */
	enum outcome_class cls;
	double speed;		/* as printed (rounded) */
};

/* The run's stored configuration (legacy keys filled in). */
int rows_config(struct store *s, int64_t run, struct kopt_config *cfg, struct kerr *err);

/* Its problems in run order; *v is malloc'd. */
int rows_load(struct store *s, int64_t run, const struct kopt_config *cfg, struct prob **v,
	      size_t *n, struct kerr *err);

#endif
