/* prompts: the agents' prompt templates, harness/agents/prompts/ROLE.md.  Their
 * SHA-256 goes into every request for a model (planner, executor,
 * summarizer, synthesizer), so a changed prompt is a changed request:
 * replay reports it as a miss instead of reusing answers to another
 * prompt. */
#ifndef KOPT_PROMPTS_H
#define KOPT_PROMPTS_H

#include "common/kerr.h"

/* Text (malloc'd) and SHA-256 of ROLE's template; -1 with err if absent.
 * Looked up in $KOPT_PROMPTS, then beside the kopt binary's
 * harness/agents/prompts. */
int prompt_template(const char *role, char **text, char sha[65], struct kerr *err);

#endif
