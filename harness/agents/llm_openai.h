/* llm_openai: the `openai` agent backend, any OpenAI-compatible
 * chat-completions endpoint (vLLM, SGLang, Ollama, llama.cpp server, hosted
 * APIs) over libcurl.
 *
 * Spec: openai:base_url=URL,model=NAME[,key_env=VAR][,timeout=S][,retries=N]
 *       [,backoff_ms=MS][,temperature=T][,price_in=P,price_out=Q]
 * price_in and price_out are what a million input and output tokens cost
 * (llm_price.h): each answer's cost is recorded with it, from the usage the
 * server reported; without them the run's cost is "not priced".
 * The API key is read from the environment variable key_env (default
 * OPENAI_API_KEY) and sent only in the Authorization header; it is never
 * part of a request or reply, and the seam redacts it should a server echo
 * it.  429 and 5xx answers are retried with exponential backoff (or the
 * server's Retry-After); the timeout covers one HTTP exchange (the paper
 * allowed 900 s per LLM call, PAPER_NOTES 0).  A beam's requests go out in
 * parallel (curl multi) and come back in request order.  Prompts are the
 * role's template file in harness/agents/prompts (stable part first, so providers
 * can cache the prefix) followed by the request and the kernels it names. */
#ifndef KOPT_LLM_OPENAI_H
#define KOPT_LLM_OPENAI_H

#include "recorder/backend_abi.h"
#include "common/kerr.h"

int openai_backend_open(const char *args, struct kopt_backend *out, struct kerr *err);
/* Name of the environment variable holding the key for these args. */
void openai_key_env(const char *args, char *out, size_t n);

#endif
