/* guidelines: the cold-start optimization guidelines (the paper's Table 4,
 * datasets/guidelines/table4.json), an opt-in planner context.
 *
 * A guidelines file holds rows {category, strategy, successes, failures,
 * scripted?} and the inclusion rule {max_failures, min_successes}; a row's
 * category is one of kernel_category's.  Loading validates it and names the
 * file and the field of anything wrong. */
#ifndef KOPT_GUIDELINES_H
#define KOPT_GUIDELINES_H

#include <cjson/cJSON.h>

#include "common/kerr.h"

/* The paper's kernel category of a sub-kernel (Table 4), from the prefix
 * Inductor gives its name: "Matmul" (triton_tem_), "Reduction"
 * (triton_red_, triton_per_), else "Pointwise".  The guidelines and the
 * reports' Table 4 both use it. */
const char *kernel_category(const char *name);

/* spec: "none" (*out = NULL), "table4" (the shipped file) or a path. */
int guidelines_load(const char *spec, cJSON **out, struct kerr *err);

/* The included rows (the rule applied) whose category covers the sub-kernel
 * named kernel, in file order: a new array of {strategy, category,
 * successes, failures, scripted?}; NULL when g is NULL. */
cJSON *guidelines_for(const cJSON *g, const char *kernel);

#endif
