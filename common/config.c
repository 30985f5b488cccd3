/* config: defaults, validation and JSON form of the run configuration. */
#include "common/config.h"
#include "common/buf.h"
#include "common/canon.h"
#include "common/sha.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum ftype { F_INT, F_DBL, F_BOOL, F_STR, F_SEEDS, F_ENUM };

struct field {
	const char *path;
	enum ftype type;
	size_t off, size;
	double lo, hi;
	const char *def;	/* default as JSON text */
	const char *why;	/* source of the default */
	const char *choices;	/* F_ENUM: "a|b", stored as index into choices */
	/* For a key added after runs were recorded: the value that reproduces
	 * how kopt behaved before it existed, used when a stored configuration
	 * lacks the key (config_fill_legacy), so old recordings still replay. */
	const char *legacy;
};

#define O(m) offsetof(struct kopt_config, m)
#define S(m) sizeof(((struct kopt_config *)0)->m)

static const struct field FIELDS[] = {
	{ "search.beam_width", F_INT, O(search.beam_width), 0, 1, 64, "4",
	  "B, PAPER_NOTES 0 (C1 ablation: 1)", 0 },
	{ "search.iterations", F_INT, O(search.iterations), 0, 1, 100, "5",
	  "T, PAPER_NOTES 0 (C5 ablation: 1)", 0 },
	{ "search.plans", F_INT, O(search.plans), 0, 1, 256, "4",
	  "N per iteration, ceil(N/B) per beam entry, PAPER_NOTES 4.2", 0 },
	{ "search.retries", F_INT, O(search.retries), 0, 1, 64, "4",
	  "K executor attempts per plan in total, PAPER_NOTES 11.35", 0 },
	{ "search.fanout", F_ENUM, O(search.fanout_seeded), 0, 0, 0, "\"seeded\"",
	  "[AMBIG] iteration-1 fan-out; [HARNESS] seeded: B chains from k0", "literal|seeded" },
	{ "search.ucb", F_BOOL, O(search.ucb), 0, 0, 1, "true",
	  "[AMBIG] UCB1 orders phase-2 fills, PAPER_NOTES 4.4", 0 },
	{ "search.ucb_c", F_DBL, O(search.ucb_c), 0, 0, 100, "1.4",
	  "c, PAPER_NOTES 4.4", 0 },
	{ "search.early_stop", F_INT, O(search.early_stop), 0, 0, 100, "2",
	  "iterations without improvement, Alg. 1 line 18 (0 = never)", 0 },
	{ "search.early_stop_margin", F_DBL, O(search.early_stop_margin), 0, 0, 1, "0",
	  "[HARNESS] relative margin that counts as improvement", 0 },
	{ "search.e2e_retries", F_INT, O(search.e2e_retries), 0, 0, 64, "2",
	  "[CONFLICT] targeted retries after a gate-4 rejection: 2 in section 4.4, 3 in "
	  "Table 11; 2, the text's algorithm", 0 },
	{ "search.profile", F_BOOL, O(search.profile), 0, 0, 1, "true",
	  "false = C4 ablation (--skip-ncu)", 0 },
	{ "search.profile_replay", F_ENUM, O(search.profile_user_replay), 0, 0, 0, "\"kernel\"",
	  "[HARNESS] CUPTI replay of a profile's passes: kernel (CUPTI saves and "
	  "restores the memory the kernel writes, CUDA_FROM_C.md's choice) or user "
	  "(kopt launches the kernel once a pass, restoring its in-place buffers "
	  "on the device itself)", "kernel|user" },
	/* The profile (pi', b') is read for the next round of planning
	 * (PAPER_NOTES 4.8): the paper's profiler runs on the kernels the
	 * search continues from, though Algorithm 1 line 12 (PAPER_NOTES 4.2)
	 * writes it for every candidate past gates 1-2. */
	{ "search.profile_scope", F_ENUM, O(search.profile_scope), 0, 0, 0, "\"used\"",
	  "[HARNESS] which kernels are profiled, PAPER_NOTES 4.8: used, those a decision "
	  "or a table reads (each baseline, each kernel when the search expands it, "
	  "the winners gates 3-4 keep; the summarizer then sees no profile after), "
	  "or all, every candidate that passes gates 1-2 as Algorithm 1 line 12 "
	  "writes it (kopt's behaviour before this key), or tables, only what Tables "
	  "7-8 read (each baseline and the winners gates 3-4 keep: the planners see "
	  "no profile of the kernels they expand, for policies whose moves read "
	  "none, coordesc and descent)", "all|used|tables", "\"all\"" },
	/* A performance setting, not a decision: hints record nothing (DESIGN.md
	 * section 1), so runs with any value record the same requests. */
	{ "search.compile_ahead", F_INT, O(search.compile_ahead), 0, 0, 256, "256",
	  "[HARNESS] candidates of an iteration whose compiles are hinted to the GPU "
	  "backend ahead of their turn, to compile on the CPU cores while the GPU "
	  "measures (issue 27); 256, search.plans' bound, hints all; 0 = off, "
	  "kopt's behaviour before this key", 0, "0" },
	{ "search.seed", F_INT, O(search.seed), 0, 0, 9007199254740991.0, "0",
	  "run seed of the counter-based generator", 0 },
	{ "search.findings", F_INT, O(search.findings), 0, 0, 16, "3",
	  "top profiler findings in the planner context (NCU rules), PAPER_NOTES 3.2", 0,
	  "0" },
	{ "search.guidelines", F_STR, O(search.guidelines), S(search.guidelines), 0, 0,
	  "\"none\"", "[HARNESS] cold-start guidelines (Table 4) in planner context: none, "
	  "table4 (datasets/guidelines) or a file; off because the paper made them after "
	  "its evaluation, PAPER_NOTES 9", 0, "\"none\"" },
	{ "search.memory", F_BOOL, O(search.memory), 0, 0, 1, "true",
	  "experience memory in planner context; false = C2 ablation (--no-memory)", 0,
	  "false" },
	{ "search.min_share", F_DBL, O(search.min_share), 0, 0, 1, "0",
	  "[HARNESS] a target whose baseline sub-kernel time is below min_share x the "
	  "baseline model's is not searched (its k0 kept); 0, the paper's, searches every "
	  "Triton sub-kernel (on KernelBench L3-012, VGG19, 34 of 40 kernels under 1% of "
	  "the model held 13.6% of its time and took 140 of a 193 s search)", 0 },
	{ "search.all_subkernels", F_BOOL, O(search.all_subkernels), 0, 0, 1, "false",
	  "true = C6 ablation (--all-subkernels): vendor GEMM calls (mm, addmm, bmm, "
	  "baddbmm) become targets too, in kopt's Triton form (extern_form.h), "
	  "PAPER_NOTES 7.5", 0, "false" },
	{ "search.synthesis", F_BOOL, O(search.synthesis), 0, 0, 1, "false",
	  "[CONFLICT] Inductor-aware synthesis (--synthesize), PAPER_NOTES 2.3: runs of "
	  "adjacent generated kernels fused into one kernel a synthesizer writes, "
	  "validated (synthesis.reference, gates.synthesis), then searched from "
	  "there; the paper both synthesizes every kernel (2.3) and defines k0 as "
	  "Inductor's own (Definition 1); [HARNESS] off: Inductor's kernels are k0, "
	  "synthesis opt-in, gate 4 always against the unmodified model", 0, "false" },
	{ "search.synthesis_max_group", F_INT, O(search.synthesis_max_group), 0, 2, 64, "4",
	  "[AMBIG] the paper defines no merge criterion; [HARNESS] at most this many "
	  "adjacent kernels per group (synth_group.h)", 0 },
	{ "synthesis.reference", F_ENUM, O(synthesis.eager), 0, 0, 0, "\"eager\"",
	  "what a synthesized kernel is validated against at gates.synthesis, PAPER_NOTES "
	  "2.3: eager, the paper's (the model's outputs; kopt runs no eager model, so "
	  "the model with the kernel stitched in is compared with the original compiled "
	  "model, which the importer checks against PyTorch eager, and the group's own "
	  "run is gate 1's guarded launch only), or unfused (the group's outputs against "
	  "its kernels run unfused; kopt's choice before this key)", "unfused|eager",
	  "\"unfused\"" },
	{ "search.memory_capacity", F_INT, O(search.memory_capacity), 0, 1, 1024, "8",
	  "Q, FIFO capacity, PAPER_NOTES 4.7", 0 },
	{ "search.memory_gain", F_DBL, O(search.memory_gain), 0, 1, 100, "1.05",
	  "s+: store an item when speedup >= s+, Eq. 6", 0 },
	{ "search.memory_loss", F_DBL, O(search.memory_loss), 0, 1, 100, "1.20",
	  "s-: store an item when 1/speedup >= s-, Eq. 6", 0 },
	{ "analyst.sol_threshold", F_DBL, O(analyst.sol_threshold), 0, 0, 100, "80",
	  "bottleneck tier threshold in % SOL, PAPER_NOTES 3.3", 0 },
	{ "analyst.equal_band", F_DBL, O(analyst.equal_band), 0, 0, 100, "0",
	  "[AMBIG] |comp - mem| <= band is underutilized; [HARNESS] 0 = literal equality", 0 },
	{ "gates.synthesis.rtol", F_DBL, O(gates.synth_rtol), 0, 0, 1, "1e-4",
	  "Table 3 synthesis row", 0 },
	{ "gates.synthesis.atol", F_DBL, O(gates.synth_atol), 0, 0, 1, "1e-4",
	  "Table 3 synthesis row", 0 },
	{ "gates.synthesis.seeds", F_SEEDS, O(gates.synth_seeds), 0, 0, 0, "[0,42]",
	  "Table 3 synthesis row", 0 },
	{ "gates.gate2.rtol", F_DBL, O(gates.gate2_rtol), 0, 0, 1, "1e-3",
	  "Table 3 gate 2", 0 },
	{ "gates.gate2.atol", F_DBL, O(gates.gate2_atol), 0, 0, 1, "1e-3",
	  "Table 3 gate 2", 0 },
	{ "gates.gate2.seeds", F_SEEDS, O(gates.gate2_seeds), 0, 0, 0, "[0,42,1337]",
	  "Table 3 gate 2", 0 },
	{ "gates.gate3.rtol", F_DBL, O(gates.gate3_rtol), 0, 0, 1, "1e-4",
	  "Table 3 gate 3 tier 1", 0 },
	{ "gates.gate3.atol", F_DBL, O(gates.gate3_atol), 0, 0, 1, "1e-4",
	  "Table 3 gate 3 tier 1", 0 },
	{ "gates.gate3.seeds", F_SEEDS, O(gates.gate3_seeds), 0, 0, 0, "[0,42,123]",
	  "Table 3 gate 3", 0 },
	{ "gates.gate3.rho_max", F_DBL, O(gates.rho_max), 0, 0, 1e12, "10",
	  "rho_max, Eq. 4", 0 },
	{ "gates.gate3.d_ref_tiny", F_DBL, O(gates.d_ref_tiny), 0, 0, 1, "1e-8",
	  "PAPER_NOTES 5.4", 0 },
	{ "gates.gate3.scale_rel", F_DBL, O(gates.scale_rel), 0, 0, 1, "1e-4",
	  "PAPER_NOTES 5.4 degenerate case", 0 },
	{ "gates.gate3.abs_floor", F_DBL, O(gates.abs_floor), 0, 0, 1, "5e-3",
	  "PAPER_NOTES 5.4 absolute bound", 0 },
	{ "gates.gate3.abs_rel", F_DBL, O(gates.abs_rel), 0, 0, 1, "1e-3",
	  "PAPER_NOTES 5.4 absolute bound", 0 },
	{ "gates.gate3.tier2_combine", F_ENUM, O(gates.tier2_or), 0, 0, 0, "\"or\"",
	  "[AMBIG] ratio test and absolute bound; Table 3 says or", "and|or" },
	{ "gates.gate4.enabled", F_BOOL, O(gates.perf_gate), 0, 0, 1, "true",
	  "false = C3 ablation (--no-e2e-perf-gate)", 0 },
	{ "gates.gate4.gamma", F_DBL, O(gates.gamma), 0, 1, 10, "1.03",
	  "gamma, Eq. 5", 0 },
	{ "gates.gate4.timing", F_ENUM, O(gates.paired), 0, 0, 0, "\"paired\"",
	  "[HARNESS] paired: baseline and candidate models timed A B A B in one "
	  "worker, decided on the median per-pair ratio; separate: the paper's two "
	  "do_bench medians", "separate|paired", "\"separate\"" },
	{ "gates.gate4.floor_slack", F_DBL, O(gates.floor_slack), 0, 0, 1, "0.9",
	  "[HARNESS] a paired time below floor_slack x the physical floor (bytes at "
	  "the measured copy bandwidth, GEMM flops at the FP32 peak) is rejected as "
	  "implausible; below 1 because a read-mostly kernel can beat copy "
	  "bandwidth by a few percent; 0 turns the check off", 0, "0.9" },
	{ "gates.gate4.floor_check", F_ENUM, O(gates.floor_always), 0, 0, 0, "\"baseline\"",
	  "[HARNESS] baseline: the floor applies only where the baseline model's own "
	  "paired median is at or above floor_slack x the floor (a floor the "
	  "compiler's output beats prices some extern's arithmetic wrongly, e.g. a "
	  "TF32 convolution at the FP32 peak, and would refuse every candidate); "
	  "always: kopt's behaviour before this key", "baseline|always", "\"always\"" },
	{ "outcome.opt_threshold", F_DBL, O(outcome.opt_threshold), 0, 0.5, 10, "1.01",
	  "[CONFLICT] data rule of Table 9 (legend says > 1.03), PAPER_NOTES 6.6", 0 },
	{ "outcome.matched_low", F_DBL, O(outcome.matched_low), 0, 0, 10, "0.97",
	  "lower edge of Matched, PAPER_NOTES 6.6", 0 },
	{ "outcome.mode", F_ENUM, O(outcome.legend_mode), 0, 0, 0, "\"data\"",
	  "[CONFLICT] data: OPT >= opt_threshold; legend: OPT > 1.03", "data|legend" },
	{ "outcome.decimals", F_INT, O(outcome.decimals), 0, 0, 6, "2",
	  "speedups rounded as printed, PAPER_NOTES 6.6", 0 },
	{ "outcome.vendor_share", F_DBL, O(outcome.vendor_share), 0, 0, 1, "0.8",
	  "[HARNESS] share of baseline time in vendor calls that makes a fallback "
	  "GEMM- or Conv-dominant, PAPER_NOTES 10", 0 },
	{ "outcome.dominance", F_ENUM, O(outcome.dominance_library), 0, 0, 0, "\"library\"",
	  "[HARNESS] which vendor time makes a fallback Conv-dominant (cuDNN), as "
	  "Table 1 panel D names the classes; library: every cuDNN call "
	  "(convolution, pooling), the rest cuBLAS (GEMM); op: convolutions only, "
	  "every other vendor call GEMM", "op|library", "\"op\"" },
	{ "device.name", F_STR, O(device.name), S(device.name), 0, 0, "\"NVIDIA H200\"",
	  "device the run targets (requests carry these facts, not the host's)", 0 },
	{ "device.arch", F_STR, O(device.arch), S(device.arch), 0, 0, "\"sm_90a\"",
	  "compile target; Triton uses sm_90a on cc 9.0 (CUDA_FROM_C.md)", 0 },
	{ "device.max_regs_per_thread", F_INT, O(device.max_regs_per_thread), 0, 1,
	  65536, "255", "Hopper limit", 0 },
	{ "device.max_shared_per_block", F_INT, O(device.max_shared_per_block), 0, 0,
	  1 << 24, "232448", "H200 opt-in shared memory per block (227 KB)", 0 },
	{ "device.max_threads_per_block", F_INT, O(device.max_threads_per_block), 0, 1,
	  65536, "1024", "Hopper limit", 0 },
	{ "timing.warmup_ms", F_DBL, O(timing.warmup_ms), 0, 0, 1e6, "25",
	  "do_bench warmup, Table 3", 0 },
	{ "timing.rep_ms", F_DBL, O(timing.rep_ms), 0, 0, 1e6, "100",
	  "do_bench rep, Table 3", 0 },
	{ "policy.llm", F_STR, O(policy.llm), S(policy.llm), 0, 0, "\"scripted\"",
	  "agent backend (--llm): scripted, coordesc, descent, restructure, openai:ARGS, "
	  "command:CMD or PATH.so[:ARGS] of a plug-in", 0 },
};
#define NFIELDS (sizeof FIELDS / sizeof FIELDS[0])

static const cJSON *lookup(const cJSON *root, const char *path)
{
	char part[128];
	const cJSON *cur = root;
	while (cur && *path) {
		const char *dot = strchr(path, '.');
		size_t n = dot ? (size_t)(dot - path) : strlen(path);
		if (n >= sizeof part)
			return NULL;
		memcpy(part, path, n);
		part[n] = '\0';
		cur = cJSON_IsObject(cur) ? cJSON_GetObjectItemCaseSensitive(cur, part)
					  : NULL;
		path += n + (dot ? 1 : 0);
	}
	return cur;
}

static int enum_index(const char *choices, const char *v)
{
	int i = 0;
	const char *p = choices;
	size_t vl = strlen(v);
	while (*p) {
		const char *bar = strchr(p, '|');
		size_t n = bar ? (size_t)(bar - p) : strlen(p);
		if (n == vl && !strncmp(p, v, n))
			return i;
		i++;
		p += n + (bar ? 1 : 0);
	}
	return -1;
}

static void enum_name(const char *choices, int idx, char out[32])
{
	const char *p = choices;
	for (int i = 0; *p; i++) {
		const char *bar = strchr(p, '|');
		size_t n = bar ? (size_t)(bar - p) : strlen(p);
		if (i == idx) {
			snprintf(out, 32, "%.*s", (int)n, p);
			return;
		}
		p += n + (bar ? 1 : 0);
	}
	out[0] = '\0';
}

static int set_field(const struct field *f, const cJSON *v, struct kopt_config *c,
		     struct kerr *err)
{
	char *base = (char *)c + f->off;
	double d;
	switch (f->type) {
	case F_INT:
		if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble))
			return kerr_set(err, "configuration key %s: expected an integer",
					f->path);
		if (v->valuedouble < f->lo || v->valuedouble > f->hi)
			return kerr_set(err, "configuration key %s: %g is outside [%g, %g]",
					f->path, v->valuedouble, f->lo, f->hi);
		if (!strcmp(f->path, "search.seed"))
			*(long long *)base = (long long)v->valuedouble;
		else
			*(int *)base = (int)v->valuedouble;
		return 0;
	case F_DBL:
		if (canon_get_number(v, &d) || !isfinite(d))
			return kerr_set(err, "configuration key %s: expected a finite number",
					f->path);
		if (d < f->lo || d > f->hi)
			return kerr_set(err, "configuration key %s: %g is outside [%g, %g]",
					f->path, d, f->lo, f->hi);
		*(double *)base = d;
		return 0;
	case F_BOOL:
		if (!cJSON_IsBool(v))
			return kerr_set(err, "configuration key %s: expected true or false",
					f->path);
		*(int *)base = cJSON_IsTrue(v);
		return 0;
	case F_STR:
		if (!cJSON_IsString(v) || strlen(v->valuestring) >= f->size)
			return kerr_set(err, "configuration key %s: expected a string of "
					"fewer than %zu bytes", f->path, f->size);
		snprintf(base, f->size, "%s", v->valuestring);
		return 0;
	case F_ENUM: {
		int i = cJSON_IsString(v) ? enum_index(f->choices, v->valuestring) : -1;
		if (i < 0)
			return kerr_set(err, "configuration key %s: expected one of %s",
					f->path, f->choices);
		*(int *)base = i;
		return 0;
	}
	case F_SEEDS: {
		struct seed_list *s = (struct seed_list *)base;
		int n = cJSON_IsArray(v) ? cJSON_GetArraySize(v) : -1;
		if (n < 1 || n > CONFIG_MAX_SEEDS)
			return kerr_set(err, "configuration key %s: expected a list of 1 to "
					"%d integer seeds", f->path, CONFIG_MAX_SEEDS);
		s->n = 0;
		for (const cJSON *e = v->child; e; e = e->next) {
			if (!cJSON_IsNumber(e) || e->valuedouble != floor(e->valuedouble) ||
			    e->valuedouble < 0 || e->valuedouble > 4294967295.0)
				return kerr_set(err, "configuration key %s: seeds are "
						"integers in [0, 2^32)", f->path);
			s->v[s->n++] = (long long)e->valuedouble;
		}
		return 0;
	}
	}
	return 0;
}

/* Every key of j must name a field or a prefix of one. */
static int check_known(const cJSON *j, struct buf *path, struct kerr *err)
{
	for (const cJSON *c = j->child; c; c = c->next) {
		size_t plen = path->len;
		buf_printf(path, "%s%s", plen ? "." : "", c->string);
		int exact = 0, prefix = 0;
		for (size_t i = 0; i < NFIELDS; i++) {
			size_t n = path->len;
			if (!strcmp(FIELDS[i].path, path->data))
				exact = 1;
			else if (!strncmp(FIELDS[i].path, path->data, n) &&
				 FIELDS[i].path[n] == '.')
				prefix = 1;
		}
		if (!exact && !prefix)
			return kerr_set(err, "unknown configuration key %s", path->data);
		if (prefix && !exact) {
			if (!cJSON_IsObject(c))
				return kerr_set(err, "configuration key %s: expected an "
						"object", path->data);
			if (check_known(c, path, err))
				return -1;
		}
		path->len = plen;
		path->data[plen] = '\0';
	}
	return 0;
}

int config_from_json(const cJSON *j, struct kopt_config *c, struct kerr *err)
{
	memset(c, 0, sizeof *c);
	if (j) {
		if (!cJSON_IsObject(j))
			return kerr_set(err, "configuration: expected a JSON object");
		struct buf path;
		buf_init(&path);
		buf_puts(&path, "");
		int rc = check_known(j, &path, err);
		buf_release(&path);
		if (rc)
			return -1;
	}
	for (size_t i = 0; i < NFIELDS; i++) {
		const struct field *f = &FIELDS[i];
		const cJSON *v = j ? lookup(j, f->path) : NULL;
		cJSON *def = NULL;
		if (!v) {
			def = cJSON_Parse(f->def);
			v = def;
		}
		int rc = set_field(f, v, c, err);
		cJSON_Delete(def);
		if (rc)
			return -1;
	}
	/* Replies carry allclose_min_tol = max |a-b| / (1 + |b|), which decides
	 * rtol = atol exactly (the paper's only convention). */
	const char *unequal = c->gates.gate2_rtol != c->gates.gate2_atol ? "gates.gate2"
			    : c->gates.gate3_rtol != c->gates.gate3_atol ? "gates.gate3"
			    : c->gates.synth_rtol != c->gates.synth_atol ? "gates.synthesis"
			    : NULL;
	if (unequal)
		return kerr_set(err, "configuration keys %s.rtol and %s.atol must be "
				"equal (replies carry the tolerance at which rtol = atol "
				"passes, which decides that case exactly)", unequal, unequal);
	return 0;
}

void config_fill_legacy(cJSON *tree)
{
	for (size_t i = 0; i < NFIELDS; i++) {
		const struct field *f = &FIELDS[i];
		if (!f->legacy || lookup(tree, f->path))
			continue;
		char assign[300];
		snprintf(assign, sizeof assign, "%s=%s", f->path, f->legacy);
		config_set(tree, assign, NULL);
	}
}

void config_defaults(struct kopt_config *c)
{
	config_from_json(NULL, c, NULL);
}

static cJSON *ensure_path(cJSON *root, const char *path, char leaf[128])
{
	cJSON *cur = root;
	char part[128];
	for (;;) {
		const char *dot = strchr(path, '.');
		size_t n = dot ? (size_t)(dot - path) : strlen(path);
		snprintf(part, sizeof part, "%.*s", (int)n, path);
		if (!dot) {
			snprintf(leaf, 128, "%s", part);
			return cur;
		}
		cJSON *next = cJSON_GetObjectItemCaseSensitive(cur, part);
		if (!next || !cJSON_IsObject(next)) {
			if (next)
				cJSON_DeleteItemFromObjectCaseSensitive(cur, part);
			next = cJSON_AddObjectToObject(cur, part);
		}
		cur = next;
		path = dot + 1;
	}
}

cJSON *config_to_json(const struct kopt_config *c)
{
	cJSON *root = cJSON_CreateObject();
	for (size_t i = 0; i < NFIELDS; i++) {
		const struct field *f = &FIELDS[i];
		char leaf[128], name[32];
		cJSON *obj = ensure_path(root, f->path, leaf);
		const char *base = (const char *)c + f->off;
		cJSON *v = NULL;
		switch (f->type) {
		case F_INT:
			v = cJSON_CreateNumber(!strcmp(f->path, "search.seed")
						       ? (double)*(const long long *)base
						       : *(const int *)base);
			break;
		case F_DBL:
			v = canon_number(*(const double *)base);
			break;
		case F_BOOL:
			v = cJSON_CreateBool(*(const int *)base);
			break;
		case F_STR:
			v = cJSON_CreateString(base);
			break;
		case F_ENUM:
			enum_name(f->choices, *(const int *)base, name);
			v = cJSON_CreateString(name);
			break;
		case F_SEEDS: {
			const struct seed_list *s = (const struct seed_list *)base;
			v = cJSON_CreateArray();
			for (int k = 0; k < s->n; k++)
				cJSON_AddItemToArray(v, cJSON_CreateNumber((double)s->v[k]));
			break;
		}
		}
		cJSON_AddItemToObject(obj, leaf, v);
	}
	return root;
}

int config_set(cJSON *tree, const char *assignment, struct kerr *err)
{
	const char *eq = strchr(assignment, '=');
	if (!eq || eq == assignment)
		return kerr_set(err, "--set %s: expected KEY=VALUE", assignment);
	char path[256], leaf[128];
	snprintf(path, sizeof path, "%.*s", (int)(eq - assignment), assignment);
	int known = 0;
	for (size_t i = 0; i < NFIELDS; i++)
		known |= !strcmp(FIELDS[i].path, path);
	if (!known)
		return kerr_set(err, "--set %s: unknown configuration key %s", assignment,
				path);
	/* A value that parses as JSON in full is JSON; anything else is a string
	 * ("8x" is the string "8x", then refused by the key's type check). */
	cJSON *v = cJSON_ParseWithOpts(eq + 1, NULL, 1);
	if (!v)
		v = cJSON_CreateString(eq + 1);
	cJSON *obj = ensure_path(tree, path, leaf);
	cJSON_DeleteItemFromObjectCaseSensitive(obj, leaf);
	cJSON_AddItemToObject(obj, leaf, v);
	return 0;
}

void config_gates_sha(const struct kopt_config *c, char sha[65])
{
	cJSON *j = config_to_json(c);
	char *s = canon_string(cJSON_GetObjectItemCaseSensitive(j, "gates"), NULL);
	sha256_hex(s, strlen(s), sha);
	free(s);
	cJSON_Delete(j);
}

void config_describe(struct buf *out)
{
	for (size_t i = 0; i < NFIELDS; i++)
		buf_printf(out, "  %-32s %-14s %s\n", FIELDS[i].path, FIELDS[i].def,
			   FIELDS[i].why);
}
