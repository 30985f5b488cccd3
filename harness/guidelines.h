/* guidelines: the cold-start optimization guidelines (the paper's Table 4,
 * datasets/guidelines/table4.json), an opt-in planner context.
 *
 * A guidelines file holds rows {category, strategy, successes, failures,
 * scripted?}, the inclusion rule {max_failures, min_successes} and a map
 * from row category to sub-kernel name prefixes.  Loading validates it and
 * names the file and the field of anything wrong. */
#ifndef KOPT_GUIDELINES_H
#define KOPT_GUIDELINES_H

#include <cjson/cJSON.h>

#include "kerr.h"

/* spec: "none" (*out = NULL), "table4" (the shipped file) or a path. */
int guidelines_load(const char *spec, cJSON **out, struct kerr *err);

/* The included rows (the rule applied) whose category covers the sub-kernel
 * named kernel, in file order: a new array of {strategy, category,
 * successes, failures, scripted?}; NULL when g is NULL. */
cJSON *guidelines_for(const cJSON *g, const char *kernel);

#endif
