/* policies: the built-in agent policies by their --llm name (scripted,
 * coordesc, descent, restructure): deterministic, no model, no prompt. */
#ifndef KOPT_POLICIES_H
#define KOPT_POLICIES_H

#include "recorder/backend_abi.h"

/* The backend constructor of the built-in policy NAME, or NULL where NAME
 * names none. */
typedef void (*policy_open_fn)(struct kopt_backend *out);
policy_open_fn policy_builtin(const char *name);

#endif
