/* redecide: every recorded gate reply of a run judged again under another
 * gate configuration, verdict by verdict (DESIGN.md section 1).  Needs no
 * GPU: gate decisions are pure functions of replies and configuration.  The
 * recorded verdicts are recomputed under the run's own configuration first,
 * and must match what the search stored. */
#ifndef KOPT_REDECIDE_H
#define KOPT_REDECIDE_H

#include "common/config.h"
#include "recorder/store.h"

struct redecision {
	char problem[128], gate[24], subject[96];
	int old_passed, new_passed;
	char old_reason[512], new_reason[512];
	char *new_detail;	/* canonical JSON of the new verdict */
};

struct redecide_result {
	struct redecision *v;
	size_t n;
	size_t reproduced, stored;	/* recomputed old verdicts equal to stored ones */
};

/* Judge run's gate replies under `now`; the run's stored configuration gives
 * the old verdicts. */
int redecide_run(struct store *s, int64_t run, const struct kopt_config *now,
		 struct redecide_result *out, struct kerr *err);
void redecide_release(struct redecide_result *r);

#endif
