/* llm_command: the `command` agent backend.  Each llm request (its JSON,
 * one line) goes to a user command's standard input, with the kernel the
 * request names inlined as "parent_kernel"; the command's standard output is
 * the answer text.  A command that fails, times out or prints nothing is a
 * recorded failed answer.  Spec: command:CMD (run with /bin/sh -c); the
 * timeout is KOPT_COMMAND_TIMEOUT_S seconds (default 900, the paper's LLM
 * timeout). */
#ifndef KOPT_LLM_COMMAND_H
#define KOPT_LLM_COMMAND_H

#include "recorder/backend_abi.h"
#include "common/kerr.h"

int command_backend_open(const char *cmd, struct kopt_backend *out, struct kerr *err);

#endif
