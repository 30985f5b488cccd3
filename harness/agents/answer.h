/* answer: reading what an agent answered.  A model answer is an llm reply
 * {"content": TEXT, ...}; plans travel in a ```json block, kernels in one
 * ```python (or ```cuda) block with an optional ```json launch block.  Every
 * defect (no block, conflicting blocks, a block cut off, invalid JSON, a plan
 * without direction) is a reason string for a failed attempt, never a crash. */
#ifndef KOPT_ANSWER_H
#define KOPT_ANSWER_H

#include <cjson/cJSON.h>
#include <stddef.h>

/* The largest answer kopt's LLM backends (openai, command) keep, 4 MB: a
 * bigger one is a failed attempt with its size as the reason, and is not
 * written to the run file. */
#define KOPT_MAX_ANSWER_BYTES (4 << 20)

/* The plan of a planner answer, its direction normalized (lowercase,
 * non-alphanumerics to '_', runs collapsed; PAPER_NOTES 4.6 [HARNESS]).
 * 0 with *plan (caller frees), or -1 with why. */
int answer_plan(const cJSON *reply, cJSON **plan, char *why, size_t whylen);

/* The first ```json block of an answer (or the whole answer if it is bare
 * JSON) as an object; 0, or -1 with why. */
int answer_plan_like(const cJSON *reply, cJSON **obj, char *why, size_t whylen);

/* The kernel of an executor answer for a kernel of language lang: its source
 * (malloc'd) and its launch (a copy of parent_launch overlaid with the launch
 * block's fields, caller frees).  0, or -1 with why. */
int answer_kernel(const cJSON *reply, const char *lang, const cJSON *parent_launch,
		  char **source, cJSON **launch, char *why, size_t whylen);

/* Normalize a direction label in place. */
void direction_normalize(char *s);

#endif
