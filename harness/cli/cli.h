/* cli: the subcommands (one cmd_<name> per file, dispatched from main.c) and
 * the helpers they share.  Exit codes: 0 success, 1 failure, 2 usage. */
#ifndef KOPT_CLI_H
#define KOPT_CLI_H

#include <cjson/cJSON.h>

#include "common/config.h"
#include "common/sha.h"
#include "recorder/store.h"
#include "common/kerr.h"

#define EXIT_OK 0
#define EXIT_FAIL 1
#define EXIT_USAGE 2

int cmd_run(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_inputs(int argc, char **argv);
int cmd_exec(int argc, char **argv);
int cmd_try(int argc, char **argv);
int cmd_gates(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_verify(int argc, char **argv);

/* Print "kopt CMD: message" to stderr and return code. */
int cli_error(const char *cmd, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Parse a run id; -1 if not a positive integer. */
long long cli_run_id(const char *s);
/* Resolve a configuration tree (may be NULL) into cfg. */
int cli_resolve_config(const cJSON *tree, struct kopt_config *cfg, struct kerr *err);
/* Arguments of `kopt CMD PROBLEM_DIR --seed S --out DIR [--backend SPEC]
 * [--time]` (spec NULL: no --backend; time NULL: no --time).  -1 when parsed, else the exit code to return
 * (usage printed, or --help answered). */
int cli_problem_seed_out(const char *cmd, const char *help, int argc, char **argv,
			 const char **spec, long long *seed, const char **out,
			 const char **dir, int *time);
/* Mark run complete in s with its report digest (the digest of its tables,
 * reports/table1.h), which is also copied to digest when that is not NULL. */
int cli_finish_run(struct store *s, int64_t run, char digest[SHA_HEX_LEN + 1],
		   struct kerr *err);
/* The harness version for provenance: {"commit","dirty","version"}. */
cJSON *cli_harness_version(void);

#define KOPT_VERSION "0.1.0"

#endif
