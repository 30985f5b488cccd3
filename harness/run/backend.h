/* backend: opening live backends from a command-line spec.
 *   "scripted"          the built-in deterministic agent policy
 *   "openai:ARGS"       an OpenAI-compatible chat endpoint (llm_openai.h)
 *   "command:CMD"       an agent command of the user's (llm_command.h)
 *   "gpu[:ARGS]"        the GPU backend built beside kopt (build/kopt_gpu.so),
 *                       run in an isolating worker process (worker.h)
 *   "gpu-inprocess[:ARGS]"  the same, in kopt's own process
 *   "isolated[timeout=S]:SPEC"  any backend in an isolating worker process
 *   "PATH.so[:ARGS]"    a plug-in (backend_abi.h) opened with dlopen
 * The handle keeps the shared object open until backend_close. */
#ifndef KOPT_BACKEND_H
#define KOPT_BACKEND_H

#include <cjson/cJSON.h>

#include "recorder/backend_abi.h"
#include "common/kerr.h"

struct backend_handle {
	struct kopt_backend be;
	void *dl;
	char *spec;
	struct backend_handle *inner;	/* the wrapped backend of an isolated one */
};

int backend_open(const char *spec, struct backend_handle *h, struct kerr *err);
void backend_close(struct backend_handle *h);
/* 1 if the backend says it answers kind. */
int backend_answers(const struct kopt_backend *be, const char *kind);
/* The secret (API key) a backend spec reads from the environment, for the
 * seam to redact, or NULL. */
const char *backend_secret(const char *spec);
/* {"spec","name","version","describe"} for the run's provenance. */
cJSON *backend_provenance(const struct backend_handle *h);

#endif
