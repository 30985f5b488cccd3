/* cuda_include: the CUDA headers for NVRTC (see cuda_include.h). */
#define _GNU_SOURCE	/* dladdr */
#include "harness/run/cuda_include.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int has_headers(const char *dir)
{
	char p[PATH_MAX];
	struct stat st;
	return snprintf(p, sizeof p, "%s/cuda_fp16.h", dir) < (int)sizeof p &&
	       stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* Add dir (and its cccl/ where present) unless it is there already. */
static void add(char *dirs[CUDA_INCLUDE_MAX], size_t *n, const char *dir)
{
	char real[PATH_MAX];
	if (!realpath(dir, real) || !has_headers(real))
		return;
	for (size_t i = 0; i < *n; i++)
		if (strcmp(dirs[i], real) == 0)
			return;
	if (*n + 2 > CUDA_INCLUDE_MAX)
		return;
	dirs[(*n)++] = strdup(real);
	char cccl[PATH_MAX];
	if (snprintf(cccl, sizeof cccl, "%s/cccl", real) < (int)sizeof cccl && is_dir(cccl))
		dirs[(*n)++] = strdup(cccl);
}

/* From the library's folder upwards (at most four levels), the first
 * include/ that holds the headers: lib64/../include,
 * targets/x86_64-linux/lib/../include, nvidia/cu13/lib/../include. */
static void from_library(char *dirs[CUDA_INCLUDE_MAX], size_t *n, const char *lib_path)
{
	char p[PATH_MAX];
	if (!lib_path || !realpath(lib_path, p))
		return;
	for (int up = 0; up < 4; up++) {
		char *slash = strrchr(p, '/');
		if (!slash || slash == p)
			return;
		*slash = '\0';
		char inc[PATH_MAX];
		if (snprintf(inc, sizeof inc, "%s/include", p) < (int)sizeof inc && has_headers(inc)) {
			add(dirs, n, inc);
			return;
		}
	}
}

size_t cuda_include_dirs(const char *lib_path, char *dirs[CUDA_INCLUDE_MAX])
{
	size_t n = 0;
	const char *env = getenv("KOPT_CUDA_INCLUDE");
	if (env && *env) {
		char *copy = strdup(env), *save = NULL;
		for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save))
			add(dirs, &n, d);
		free(copy);
	}
	size_t before = n;
	from_library(dirs, &n, lib_path);
	const char *homes[] = { getenv("CUDA_HOME"), getenv("CUDA_PATH"), "/usr/local/cuda" };
	for (size_t i = 0; i < sizeof homes / sizeof *homes && n == before; i++) {
		char inc[PATH_MAX];
		if (homes[i] && *homes[i] &&
		    snprintf(inc, sizeof inc, "%s/include", homes[i]) < (int)sizeof inc)
			add(dirs, &n, inc);
	}
	return n;
}

size_t cuda_include_dirs_of(const void *symbol, char *dirs[CUDA_INCLUDE_MAX])
{
	Dl_info info;
	const char *lib = symbol && dladdr(symbol, &info) && info.dli_fname ? info.dli_fname : NULL;
	return cuda_include_dirs(lib, dirs);
}

void cuda_include_release(char *dirs[CUDA_INCLUDE_MAX], size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(dirs[i]);
}

int cuda_headers_version(const char *dir, char *out, size_t len)
{
	snprintf(out, len, "unknown");
	char p[PATH_MAX];
	if (snprintf(p, sizeof p, "%s/cuda.h", dir) >= (int)sizeof p)
		return -1;
	FILE *f = fopen(p, "r");
	if (!f)
		return -1;
	char line[512];
	long v = -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, " #define CUDA_VERSION %ld", &v) == 1)
			break;
	fclose(f);
	if (v > 0)
		snprintf(out, len, "%ld.%ld", v / 1000, v % 1000 / 10);
	return 0;
}
