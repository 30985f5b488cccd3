/* paths: the checkout and installed layouts (see paths.h). */
#include "common/paths.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int kopt_file(const char *repo_rel, const char *installed_rel, char *out, size_t n)
{
	char exe[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
	exe[len > 0 ? len : 0] = '\0';
	char *slash = strrchr(exe, '/');
	if (slash)
		*slash = '\0';
	snprintf(out, n, "%.3900s/../%s", exe, installed_rel);
	if (access(out, R_OK) == 0) {
		char repo[PATH_MAX + 64];
		snprintf(repo, sizeof repo, "%.3900s/%s", exe, repo_rel);
		if (access(repo, R_OK) == 0)	/* a checkout wins over an install */
			snprintf(out, n, "%s", repo);
		return 0;
	}
	snprintf(out, n, "%.3900s/%s", exe, repo_rel);
	return access(out, R_OK) == 0 ? 0 : -1;
}
