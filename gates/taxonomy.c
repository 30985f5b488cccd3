/* taxonomy: failure classes of attempts (see taxonomy.h). */
#include "gates/taxonomy.h"

#include <string.h>

const char *failure_class(const char *gate, const char *reason)
{
	if (strstr(reason, "timeout"))
		return "timeout";
	if (!strcmp(gate, "plan") || !strcmp(gate, "answer")) {
		if (strstr(reason, "no answer"))
			return "no_answer";
		if (strstr(reason, "duplicate") || strstr(reason, "identical") ||
		    strstr(reason, "forbidden"))
			return "unchanged";
		return "no_code";
	}
	if (!strcmp(gate, "gate1.static"))
		return strstr(reason, "identical") ? "unchanged" : "compile";
	if (!strcmp(gate, "gate1.compile"))
		return "compile";
	if (!strcmp(gate, "gate1.launch"))
		return "gate1_fault";
	/* A synthesized kernel's check against its group (gates.synthesis) is
	 * the same kind of mismatch, at the synthesis tolerance. */
	if (!strcmp(gate, "gate2") || !strcmp(gate, "synthesis"))
		return "gate2_mismatch";
	if (!strcmp(gate, "gate3"))
		return "gate3";
	if (!strcmp(gate, "gate4"))
		return "gate4";
	return "no_code";
}

const char *failure_role(const char *gate)
{
	if (!strcmp(gate, "plan"))
		return "planner";
	if (!strcmp(gate, "gate3") || !strcmp(gate, "gate4"))
		return "verify";
	if (!strcmp(gate, "synthesis"))
		return "synthesizer";
	return "executor";
}
