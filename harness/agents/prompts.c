/* prompts: locate and hash the prompt templates (see prompts.h). */
#include "harness/agents/prompts.h"
#include "common/file.h"
#include "common/paths.h"
#include "common/sha.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int prompt_template(const char *role, char **text, char sha[65], struct kerr *err)
{
	char path[PATH_MAX + 64];
	size_t n;
	*text = NULL;
	const char *dir = getenv("KOPT_PROMPTS");
	if (dir) {
		snprintf(path, sizeof path, "%.4000s/%s.md", dir, role);
	} else {
		char rel[300], inst[300];
		snprintf(rel, sizeof rel, "harness/agents/prompts/%s.md", role);
		snprintf(inst, sizeof inst, "share/kopt/prompts/%s.md", role);
		kopt_file(rel, inst, path, sizeof path);
	}
	if (read_file(path, text, &n, err))
		return kerr_wrap(err, "prompt template for %s", role);
	sha256_hex(*text, n, sha);
	return 0;
}
