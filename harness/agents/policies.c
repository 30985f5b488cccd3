/* policies: the built-in agent policies by name (see policies.h). */
#include "harness/agents/policies.h"
#include "harness/agents/policy_coordesc.h"
#include "harness/agents/policy_restructure.h"
#include "harness/agents/policy_scripted.h"

#include <string.h>

static const struct {
	const char *name;
	policy_open_fn open;
} BUILTINS[] = {
	{ "scripted", scripted_backend },
	{ "restructure", restructure_backend },
	{ "coordesc", coordesc_backend },
	{ "descent", descent_backend },
};

policy_open_fn policy_builtin(const char *name)
{
	for (size_t i = 0; i < sizeof BUILTINS / sizeof BUILTINS[0]; i++)
		if (!strcmp(name, BUILTINS[i].name))
			return BUILTINS[i].open;
	return NULL;
}
