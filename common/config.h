/* config: the resolved configuration of a run.
 *
 * Every number of the search and the gates lives here under the paper's name
 * (PAPER_NOTES.md section 0), with the paper's value as default.  Where the
 * paper is ambiguous or contradicts itself the choice is a setting whose
 * default is the [HARNESS] proposal.  A configuration is built from defaults,
 * then a JSON file, then --set PATH=VALUE flags; unknown keys and values out of
 * range are errors naming the key.  The canonical JSON of the resolved
 * configuration is stored with each run, and replay uses it unless told
 * otherwise. */
#ifndef KOPT_CONFIG_H
#define KOPT_CONFIG_H

#include <cjson/cJSON.h>
#include <stdint.h>

#include "common/kerr.h"
#include "common/buf.h"

#define CONFIG_MAX_SEEDS 8

struct seed_list {
	int n;
	long long v[CONFIG_MAX_SEEDS];
};

/* search.profile_scope, in the order of its choices "all|used|tables". */
enum {
	PROFILE_SCOPE_ALL,	/* every candidate past gates 1-2 (Alg. 1 line 12) */
	PROFILE_SCOPE_USED,	/* what a decision or a table reads (the default) */
	PROFILE_SCOPE_TABLES,	/* what a table reads: baselines and winners */
};

struct kopt_config {
	struct {
		int beam_width, iterations, plans, retries;
		int fanout_seeded;	/* [HARNESS] B chains from k0 in iteration 1 */
		int ucb;
		double ucb_c;
		int early_stop;
		double early_stop_margin;
		int e2e_retries;
		int profile;		/* 0 = ablation C4, --skip-ncu */
		int profile_user_replay;	/* CUPTI user replay, kopt restoring */
		/* search.profile_scope, PROFILE_SCOPE_* (beam.h,
		 * beam_profile_at): which kernels are profiled. */
		int profile_scope;
		/* Candidates hinted ahead per iteration (0 off); changes no
		 * request or decision (harness/search/ahead.c). */
		int compile_ahead;
		long long seed;
		int memory;		/* 0 = ablation C2, --no-memory */
		int all_subkernels;	/* 1 = ablation C6, --all-subkernels */
		double min_share;	/* targets below this share of the model unsearched */
		int synthesis;		/* 1 = Inductor-aware synthesis of kernel groups */
		int synthesis_max_group;	/* steps per group, at most */
		int findings;		/* profiler findings shown to planners */
		char guidelines[256];	/* none, table4 or a path (guidelines.h) */
		int memory_capacity;
		double memory_gain, memory_loss;
	} search;
	struct {
		/* What a synthesized kernel is compared with at the synthesis
		 * tolerance: 1 (eager) the model's outputs with it stitched in,
		 * against the original model's; 0 (unfused) its group's outputs,
		 * against the group's kernels run unfused. */
		int eager;
	} synthesis;
	struct {
		double sol_threshold, equal_band;
	} analyst;
	struct {
		double synth_rtol, synth_atol;
		struct seed_list synth_seeds;
		double gate2_rtol, gate2_atol;
		struct seed_list gate2_seeds;
		double gate3_rtol, gate3_atol;
		struct seed_list gate3_seeds;
		double rho_max, d_ref_tiny, scale_rel, abs_floor, abs_rel;
		int tier2_or;		/* ratio test OR absolute bound */
		int perf_gate;		/* 0 = ablation C3 */
		double gamma;
		int paired;		/* gate 4 timing: 1 paired A/B, 0 separate */
		double floor_slack;	/* plausibility: reject < slack x floor */
		int floor_always;	/* 1: floor checked even where the baseline beats it */
	} gates;
	struct {
		double opt_threshold, matched_low;
		int legend_mode;	/* 1: Table 6 legend, OPT > 1.03 */
		int decimals;
		double vendor_share;
		int dominance_library;	/* 1: Conv-dominant counts every cuDNN call */
	} outcome;
	struct {
		char name[64], arch[16];
		int max_regs_per_thread, max_shared_per_block, max_threads_per_block;
	} device;
	struct {
		double warmup_ms, rep_ms;
	} timing;
	struct {
		char llm[256];
	} policy;
};

/* Give a stored configuration tree the legacy value of every key it lacks
 * that has one (keys added after the recording was made); call before
 * config_from_json on any configuration read from a run file. */
void config_fill_legacy(cJSON *tree);
/* Defaults only. */
void config_defaults(struct kopt_config *c);
/* Resolve from a JSON object (NULL = defaults); every key must be known. */
int config_from_json(const cJSON *j, struct kopt_config *c, struct kerr *err);
/* Full resolved configuration as a new JSON object (every key present). */
cJSON *config_to_json(const struct kopt_config *c);
/* Apply "a.b=value" to a JSON tree; value parsed as JSON, else as a string. */
int config_set(cJSON *tree, const char *assignment, struct kerr *err);
/* SHA-256 of the canonical gates section: names the gate version of a result. */
void config_gates_sha(const struct kopt_config *c, char sha[65]);
/* Description of every key with its default, one per line (for --help). */
void config_describe(struct buf *out);

#endif
