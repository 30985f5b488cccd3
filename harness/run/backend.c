/* backend: built-in and dlopen'ed live backends (see backend.h). */
#include "harness/run/backend.h"
#include "harness/agents/policies.h"
#include "harness/run/worker.h"
#include "common/paths.h"
#include "harness/agents/llm_openai.h"
#include "harness/agents/llm_command.h"
#include "common/canon.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int backend_open(const char *spec, struct backend_handle *h, struct kerr *err)
{
	memset(h, 0, sizeof *h);
	h->spec = xstrdup(spec);
	policy_open_fn builtin = policy_builtin(spec);
	if (builtin) {
		builtin(&h->be);
		return 0;
	}
	if (!strncmp(spec, "command:", 8)) {
		if (command_backend_open(spec + 8, &h->be, err))
			goto fail;
		return 0;
	}
	if (!strncmp(spec, "openai:", 7)) {
		if (openai_backend_open(spec + 7, &h->be, err))
			goto fail;
		return 0;
	}
	char path[4096];
	const char *args = "";
	if (!strncmp(spec, "isolated", 8) && (spec[8] == ':' || spec[8] == '[')) {
		int timeout = 0;
		const char *p = spec + 8;
		if (*p == '[') {
			if (sscanf(p, "[timeout=%d]", &timeout) != 1 || timeout < 1 ||
			    !strchr(p, ']'))
				goto bad;
			p = strchr(p, ']') + 1;
		}
		if (*p != ':' || !p[1])
			goto bad;
		if (worker_backend_open(p + 1, timeout, h, err))
			goto fail;
		return 0;
	}
	if (!strncmp(spec, "gpu", 3) && (spec[3] == '\0' || spec[3] == ':')) {
		snprintf(path, sizeof path, "gpu-inprocess%s", spec + 3);
		if (worker_backend_open(path, 0, h, err))
			goto fail;
		return 0;
	}
	if (!strncmp(spec, "gpu-inprocess", 13) && (spec[13] == '\0' || spec[13] == ':')) {
		/* The GPU backend built beside kopt: build/kopt_gpu.so in a
		 * checkout, PREFIX/lib/kopt/kopt_gpu.so installed. */
		const char *env = getenv("KOPT_GPU_BACKEND");
		if (env)
			snprintf(path, sizeof path, "%s", env);
		else
			kopt_file("build/kopt_gpu.so", "lib/kopt/kopt_gpu.so", path, sizeof path);
		if (access(path, R_OK) != 0) {
			kerr_set(err, "backend gpu: %s not found (this kopt was built without "
				 "the CUDA headers, or set KOPT_GPU_BACKEND)", path);
			goto fail;
		}
		args = spec[13] == ':' ? spec + 14 : "";
		goto load;
	}
	const char *so = strstr(spec, ".so");
	if (!so)
		goto bad;
	size_t n = (size_t)(so + 3 - spec);
	if (so[3] == ':')
		args = so + 4;
	else if (so[3] != '\0')
		goto bad;
	if (n >= sizeof path)
		goto bad;
	/* A bare name would make dlopen search the library path; a plug-in
	 * is a file the user names. */
	snprintf(path, sizeof path, "%s%.*s", memchr(spec, '/', n) ? "" : "./",
		 (int)n, spec);
load:
	h->dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h->dl) {
		kerr_set(err, "backend %s: cannot load: %s", spec, dlerror());
		goto fail;
	}
	kopt_backend_open_fn open_fn;
	*(void **)&open_fn = dlsym(h->dl, KOPT_BACKEND_OPEN_SYMBOL);
	if (!open_fn) {
		kerr_set(err, "backend %s: no symbol %s: not a kopt backend", spec,
			 KOPT_BACKEND_OPEN_SYMBOL);
		goto fail;
	}
	char msg[1024] = "";
	if (open_fn(args, &h->be, msg, sizeof msg) != 0) {
		kerr_set(err, "backend %s: %s", spec, *msg ? msg : "failed to start");
		goto fail;
	}
	if (h->be.abi != KOPT_BACKEND_ABI || !h->be.answer) {
		kerr_set(err, "backend %s: ABI %d, this kopt speaks %d", spec, h->be.abi,
			 KOPT_BACKEND_ABI);
		goto fail;
	}
	return 0;
bad:
	kerr_set(err, "backend \"%s\": expected scripted, coordesc, descent, restructure, openai:ARGS, "
		 "command:CMD, gpu, gpu-inprocess, "
		 "isolated[timeout=S]:SPEC or PATH.so[:ARGS]", spec);
fail:
	backend_close(h);
	return -1;
}

void backend_close(struct backend_handle *h)
{
	if (!h)
		return;
	if (h->be.close)
		h->be.close(h->be.ctx);
	if (h->inner) {
		backend_close(h->inner);
		free(h->inner);
	}
	if (h->dl)
		dlclose(h->dl);
	free(h->spec);
	memset(h, 0, sizeof *h);
}

int backend_answers(const struct kopt_backend *be, const char *kind)
{
	const char *p = be->kinds ? be->kinds : "";
	size_t n = strlen(kind);
	while (*p) {
		const char *c = strchr(p, ',');
		size_t len = c ? (size_t)(c - p) : strlen(p);
		if (len == n && !strncmp(p, kind, n))
			return 1;
		p += len + (c ? 1 : 0);
	}
	return 0;
}

cJSON *backend_provenance(const struct backend_handle *h)
{
	cJSON *o = cJSON_CreateObject();
	cJSON_AddStringToObject(o, "spec", h->spec);
	cJSON_AddStringToObject(o, "name", h->be.name ? h->be.name : "");
	cJSON_AddStringToObject(o, "version", h->be.version ? h->be.version : "");
	char *d = h->be.describe ? h->be.describe(h->be.ctx) : NULL;
	cJSON *dj = d ? canon_parse(d, strlen(d), "backend description", NULL) : NULL;
	free(d);
	cJSON_AddItemToObject(o, "describe", dj ? dj : cJSON_CreateNull());
	return o;
}

const char *backend_secret(const char *spec)
{
	if (!spec || strncmp(spec, "openai:", 7))
		return NULL;
	char name[128];
	openai_key_env(spec + 7, name, sizeof name);
	const char *v = getenv(name);
	return v && *v ? v : NULL;
}
