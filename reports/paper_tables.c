/* paper_tables: panels B-D of Table 1, Table 3, Table 9 (see header). */
#include "reports/paper_tables.h"
#include "common/buf.h"
#include "reports/rows.h"
#include "gates/outcome.h"
#include "common/config.h"
#include "common/canon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Panel C groups of the dominant operation. */
static int op_group(const char *cat)
{
	if (strstr(cat, "matmul") || strstr(cat, "gemm") || strstr(cat, "linear") ||
	    strstr(cat, "bmm"))
		return 0;
	if (strstr(cat, "conv"))
		return 1;
	if (strstr(cat, "reduction") || strstr(cat, "scan") || strstr(cat, "cumsum"))
		return 2;
	return 3;
}
static const char *OP_NAME[4] = { "Matmul / Linear", "Conv / ConvTranspose",
				  "Reduction / Scan", "Norm / Pool / Other" };

static void counts_row(struct buf *out, const char *name, const int c[4])
{
	buf_printf(out, "| %s | %d | %d | %d | %d |\n", name, c[1], c[2], c[3], c[0]);
}

int paper_tables_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err)
{
	struct kopt_config cfg;
	struct prob *v = NULL;
	size_t n = 0;
	if (rows_config(s, run, &cfg, err) || rows_load(s, run, &cfg, &v, &n, err))
		return -1;
	/* Panels B-D count KernelBench's problems (the first nkb rows);
	 * Table 9 lists the tutorials after them, labelled by suite. */
	size_t nall = n;
	n = rows_kernelbench_first(v, n);
	int nopt[4] = { 0 }, nfall[4] = { 0 };
	for (size_t i = 0; i < n; i++) {
		nopt[0] += v[i].cls == OC_OPT;
		nopt[v[i].level] += v[i].cls == OC_OPT;
		nfall[0] += v[i].cls == OC_FALL;
		nfall[v[i].level] += v[i].cls == OC_FALL;
	}
	buf_printf(out, "### Table 1, panel B: speedup distribution (%d optimized)\n\n",
		   nopt[0]);
	if (!nopt[0])
		buf_puts(out, "No optimized problems in this run.\n");
	else
		buf_puts(out, "| Range | L1 | L2 | L3 | Tot. |\n|---|---|---|---|---|\n");
	for (int b = 0; b < SPEED_BINS && nopt[0]; b++) {
		int c[4] = { 0 };
		for (size_t i = 0; i < n; i++) {
			int in = speed_bin(&v[i]) == b;
			c[0] += in;
			c[v[i].level] += in;
		}
		counts_row(out, SPEED_BIN_NAME[b], c);
	}
	buf_printf(out, "\n### Table 1, panel C: dominant operation (%d optimized)\n\n",
		   nopt[0]);
	if (!nopt[0])
		buf_puts(out, "No optimized problems in this run.\n");
	else
		buf_puts(out, "| Operation | L1 | L2 | L3 | Tot. |\n|---|---|---|---|---|\n");
	for (int g = 0; g < 4 && nopt[0]; g++) {
		int c[4] = { 0 };
		for (size_t i = 0; i < n; i++) {
			int in = v[i].cls == OC_OPT && op_group(v[i].category) == g;
			c[0] += in;
			c[v[i].level] += in;
		}
		counts_row(out, OP_NAME[g], c);
	}
	if (nopt[0])
		counts_row(out, "Total", nopt);
	buf_printf(out, "\n### Table 1, panel D: fallback root causes (%d fallbacks)\n\n"
		   "Library dominance is decided from the measured share of baseline time in "
		   "vendor calls (>= %.0f%%, outcome.vendor_share).\n\n", nfall[0],
		   cfg.outcome.vendor_share * 100);
	if (!nfall[0])
		buf_puts(out, "No fallbacks in this run.\n");
	else
		buf_puts(out, "| Root cause | L1 | L2 | L3 | Tot. |\n|---|---|---|---|---|\n");
	for (int k = 0; k < NFALL_CAUSES && nfall[0]; k++) {
		int c[4] = { 0 };
		for (size_t i = 0; i < n; i++) {
			int in = v[i].cls == OC_FALL && !strcmp(v[i].reason, FALL_CAUSES[k].id);
			c[0] += in;
			c[v[i].level] += in;
		}
		if (k < NFALL_PAPER || c[0])
			counts_row(out, FALL_CAUSES[k].name, c);
	}
	if (nfall[0])
		counts_row(out, "Total", nfall);

	const struct kopt_config *c = &cfg;
	buf_puts(out, "\n### Table 3: gate specification in force\n\n"
		      "| Stage | Gate | Tolerance | Seeds | Reference | Scope |\n"
		      "|---|---|---|---|---|---|\n");
	struct buf seeds;
	buf_init(&seeds);
	const struct seed_list *lists[3] = { &c->gates.synth_seeds, &c->gates.gate2_seeds,
					     &c->gates.gate3_seeds };
	char seedtxt[3][128];
	for (int l = 0; l < 3; l++) {
		seeds.len = 0;
		for (int i = 0; i < lists[l]->n; i++)
			buf_printf(&seeds, "%s%lld", i ? ", " : "", lists[l]->v[i]);
		snprintf(seedtxt[l], sizeof seedtxt[l], "%s", seeds.data ? seeds.data : "");
	}
	buf_release(&seeds);
	/* The reference in force (synthesis.reference): the paper's eager model
	 * is stood in for by the original compiled model, which the importer
	 * checks against PyTorch eager; kopt runs no eager model. */
	if (c->synthesis.eager)
		buf_printf(out, "| Synthesis | Eager validation (model outputs) | r = a = %g | %s | "
			   "Original compiled model, checked against PyTorch eager at import | "
			   "Per synth. kernel |\n", c->gates.synth_rtol, seedtxt[0]);
	else
		buf_printf(out, "| Synthesis | Unfused validation (group outputs) | r = a = %g | %s | "
			   "The group's kernels run unfused | Per synth. kernel |\n",
			   c->gates.synth_rtol, seedtxt[0]);
	buf_printf(out, "| Gate 1 | Static validation | N/A (crash check) | N/A | N/A | "
		   "Per candidate |\n");
	buf_printf(out, "| Gate 2 | Multi-seed corr. | r = a = %g | %s | Baseline sub-kernel | "
		   "Per candidate |\n", c->gates.gate2_rtol, seedtxt[1]);
	buf_printf(out, "| Gate 3 | Model-level (Tier 1) | r = a = %g | %s | Original compiled "
		   "model | End-to-end |\n", c->gates.gate3_rtol, seedtxt[2]);
	buf_printf(out, "| | Model-level (Tier 2) | rho <= %g %s abs bound max(%g, %g x ‖r‖∞) | "
		   "%s | Float64 reference | End-to-end |\n", c->gates.rho_max,
		   c->gates.tier2_or ? "or" : "and", c->gates.abs_floor, c->gates.abs_rel,
		   seedtxt[2]);
	if (c->gates.perf_gate && c->gates.paired)
		buf_printf(out, "| Gate 4 | Performance gate | gamma = %g on the median paired "
			   "ratio; floor x %g%s | N/A | do_bench (%g/%g ms), baseline and "
			   "candidate A B A B | End-to-end |\n", c->gates.gamma,
			   c->gates.floor_slack, c->gates.floor_always ? "" :
			   " where the baseline is above it", c->timing.warmup_ms,
			   c->timing.rep_ms);
	else if (c->gates.perf_gate)
		buf_printf(out, "| Gate 4 | Performance gate | gamma = %g | N/A | do_bench "
			   "(%g/%g ms) | End-to-end |\n", c->gates.gamma, c->timing.warmup_ms,
			   c->timing.rep_ms);
	else
		buf_printf(out, "| Gate 4 | Performance gate | disabled (ablation C3) | N/A | "
			   "N/A | End-to-end |\n");

	buf_puts(out, "\n### Table 9: per-problem results\n\n");
	n = nall;
	if (!n)
		buf_puts(out, "No problem has an outcome in this run.\n");
	else
		buf_puts(out, "| Lvl | Problem | Speed | Cat | Ops | Rsn |\n"
			      "|---|---|---|---|---|---|\n");
	for (size_t i = 0; i < n; i++) {
		char speed[32] = "–";
		const char *code = "";
		if (v[i].cls == OC_OPT || v[i].cls == OC_MAT_OPT)
			snprintf(speed, sizeof speed, "%.*f×", cfg.outcome.decimals, v[i].speed);
		for (int k = 0; k < NFALL_CAUSES; k++)
			if (v[i].cls == OC_FALL && !strcmp(v[i].reason, FALL_CAUSES[k].id))
				code = FALL_CAUSES[k].code;
		if (v[i].cls == OC_MAT_SF)
			code = "SF";
		const char *cat = v[i].cls == OC_OPT ? "OPT" : v[i].cls == OC_MAT_OPT ? "MAT"
				: v[i].cls == OC_MAT_SF ? "MAT" : "FALL";
		char lvl[16];
		suite_level_label(v[i].family, v[i].level, lvl, sizeof lvl);
		buf_printf(out, "| %s | %s | %s | %s | %s | %s |\n", lvl, v[i].id, speed, cat,
			   v[i].category, code);
	}
	free(v);
	return 0;
}
