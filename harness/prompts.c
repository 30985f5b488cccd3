/* prompts: locate and hash the prompt templates (see prompts.h). */
#include "prompts.h"
#include "../recorder/sha.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int prompt_template(const char *role, char **text, char sha[65], struct kerr *err)
{
	char exe[PATH_MAX], path[PATH_MAX + 64];
	size_t n;
	*text = NULL;
	const char *dir = getenv("KOPT_PROMPTS");
	if (dir) {
		snprintf(path, sizeof path, "%.4000s/%s.md", dir, role);
	} else {
		ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
		exe[len > 0 ? len : 0] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		snprintf(path, sizeof path, "%.4000s/harness/prompts/%s.md", exe, role);
	}
	if (read_file(path, text, &n, err))
		return kerr_wrap(err, "prompt template for %s", role);
	sha256_hex(*text, n, sha);
	return 0;
}
