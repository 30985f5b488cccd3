/* test_reports: the arithmetic of the report's tokens and cost
 * (harness/agents/llm_price.c, reports/usage.c) and Table 5's description of an
 * ablation configuration (reports/more_tables.c, PAPER_NOTES 7.5).
 *
 * Tokens a server did not report (-1) are never summed and a call without
 * usage has no cost; a run without prices is "not priced", never 0. */
#include "tests/unit/check.h"
#include "common/buf.h"

#include <math.h>

#include "common/config.h"
#include "harness/agents/llm_price.h"
#include "reports/formats.h"
#include "reports/more_tables.h"
#include "reports/usage.h"

static void price_needs_both_or_neither(void)
{
	struct llm_price p;
	struct kerr err = { "" };
	CHECK(llm_price_parse("base_url=x,model=m", &p, &err) == 0 && !p.set, "%s", err.msg);
	CHECK(llm_price_parse("model=m,price_in=2.5,price_out=10", &p, &err) == 0, "%s",
	      err.msg);
	CHECK(p.set && p.in == 2.5 && p.out == 10, "set %d in %g out %g", p.set, p.in, p.out);
	CHECK(llm_price_parse("price_in=2", &p, &err) == -1 && strstr(err.msg, "give both"),
	      "%s", err.msg);
	CHECK(llm_price_parse("price_out=2", &p, &err) == -1, "a lone price_out accepted");
	CHECK(llm_price_parse("price_in=-1,price_out=2", &p, &err) == -1 &&
	      strstr(err.msg, "price_in=-1"), "%s", err.msg);
	CHECK(llm_price_parse("price_in=2,price_out=3usd", &p, &err) == -1 &&
	      strstr(err.msg, "price_out=3usd"), "%s", err.msg);
	CHECK(llm_price_parse("price_in=,price_out=3", &p, &err) == -1, "an empty price accepted");
}

static void price_of_spec_reads_openai_specs_only(void)
{
	struct llm_price p;
	llm_price_of_spec("openai:base_url=http://h/v1,model=m,price_in=3,price_out=15", &p);
	CHECK(p.set && p.in == 3 && p.out == 15, "set %d in %g out %g", p.set, p.in, p.out);
	llm_price_of_spec("openai:base_url=http://h/v1,model=m", &p);
	CHECK(!p.set, "an openai spec without prices is priced");
	llm_price_of_spec("scripted", &p);
	CHECK(!p.set, "scripted is priced");
	llm_price_of_spec("command:agent price_in=3,price_out=4", &p);
	CHECK(!p.set, "a command spec is priced");
	llm_price_of_spec("openai:model=m,price_in=3", &p);
	CHECK(!p.set, "a half-priced spec is priced");
}

static void call_cost_is_tokens_times_price_per_million(void)
{
	struct llm_price p = { 1, 2, 8 };
	CHECK(llm_call_cost(&p, 1000, 500) == 0.006, "%.17g", llm_call_cost(&p, 1000, 500));
	CHECK(llm_call_cost(&p, 1000000, 0) == 2, "%g", llm_call_cost(&p, 1000000, 0));
	CHECK(llm_call_cost(&p, 0, 0) == 0, "%g", llm_call_cost(&p, 0, 0));
	CHECK(llm_call_cost(&p, -1, 500) == -1, "unknown input tokens priced");
	CHECK(llm_call_cost(&p, 1000, -1) == -1, "unknown output tokens priced");
	struct llm_price none = { 0 };
	CHECK(llm_call_cost(&none, 1000, 500) == -1, "priced without prices");
}

static void usage_never_sums_the_not_reported_marker(void)
{
	struct llm_usage u = { 0 };
	llm_usage_add(&u, 1000, 500, 0.006, 10);
	llm_usage_add(&u, -1, -1, 0, 20);
	llm_usage_add(&u, 2000, 1000, 0.012, 30);
	CHECK(u.calls == 3 && u.unreported == 1, "calls %lld unreported %lld", u.calls,
	      u.unreported);
	CHECK(u.tin == 3000 && u.tout == 1500, "in %lld out %lld", u.tin, u.tout);
	CHECK(fabs(u.cost - 0.018) < 1e-12 && u.ms == 60, "cost %g ms %g", u.cost, u.ms);
	char b[32];
	llm_usage_tokens_cell(&u, 0, b, sizeof b);
	CHECK_STR(b, "3000");
	llm_usage_tokens_cell(&u, 1, b, sizeof b);
	CHECK_STR(b, "1500");
	llm_usage_cost_cell(&u, 1, b, sizeof b);
	CHECK_STR(b, "0.0180");
	llm_usage_cost_cell(&u, 0, b, sizeof b);
	CHECK_STR(b, "not priced");
}

static void usage_of_calls_that_reported_nothing_says_not_reported(void)
{
	struct llm_usage u = { 0 }, none = { 0 };
	llm_usage_add(&u, -1, -1, 0, 1);
	llm_usage_add(&u, -1, -1, 0, 1);
	char b[32];
	llm_usage_tokens_cell(&u, 0, b, sizeof b);
	CHECK_STR(b, "not reported");
	llm_usage_tokens_cell(&u, 1, b, sizeof b);
	CHECK_STR(b, "not reported");
	llm_usage_cost_cell(&u, 1, b, sizeof b);
	CHECK_STR(b, "not reported");
	llm_usage_cost_cell(&u, 0, b, sizeof b);
	CHECK_STR(b, "not priced");
	/* No call at all: nothing spent. */
	llm_usage_tokens_cell(&none, 0, b, sizeof b);
	CHECK_STR(b, "0");
	llm_usage_cost_cell(&none, 1, b, sizeof b);
	CHECK_STR(b, "0.0000");
	/* A call that reported one count: that count is summed, its cost is not. */
	struct llm_usage half = { 0 };
	llm_usage_add(&half, 700, -1, 0.5, 1);
	CHECK(half.tin == 700 && half.tout == 0 && half.unreported == 1 && half.cost == 0,
	      "in %lld out %lld unreported %lld cost %g", half.tin, half.tout, half.unreported,
	      half.cost);
	llm_usage_tokens_cell(&half, 1, b, sizeof b);
	CHECK_STR(b, "not reported");
	llm_usage_merge(&u, &half);
	CHECK(u.calls == 3 && u.unreported == 3 && u.tin == 700 && u.in_known == 1,
	      "merged calls %lld unreported %lld in %lld", u.calls, u.unreported, u.tin);
}

/* ---- Table 5 ---- */

static void defaults_are_the_papers_full_system(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.search.beam_width == 4 && c.search.iterations == 5 && c.search.memory &&
	      c.gates.perf_gate && c.search.profile && !c.search.all_subkernels,
	      "B %d T %d memory %d perf gate %d profile %d all %d", c.search.beam_width,
	      c.search.iterations, c.search.memory, c.gates.perf_gate, c.search.profile,
	      c.search.all_subkernels);
	char b[256];
	ablation_flags(&c, b, sizeof b);
	CHECK_STR(b, "(default)");
	ablation_component(&c, &c, 1, b, sizeof b);
	CHECK_STR(b, "Full system (baseline)");
	ablation_label(&c, &c, b, sizeof b);
	CHECK_STR(b, "C0 (reference)");
}

static void each_ablation_is_named_from_its_configuration(void)
{
	struct kopt_config ref, c;
	config_defaults(&ref);
	static const char *want[][3] = {
		{ "C1 (no beam)", "Greedy search (no beam)", "-B 1" },
		{ "C2 (no memory)", "No optimization memory", "--no-memory" },
		{ "C3 (no perf gate)", "No E2E performance gate", "--no-e2e-perf-gate" },
		{ "C4 (no NCU)", "No NCU profiling context", "--skip-ncu" },
		{ "C5 (T=1)", "Single iteration (T=1)", "-T 1" },
		{ "C6 (all kernels)", "Optimize all sub-kernels", "--all-subkernels" },
	};
	for (int i = 0; i < 6; i++) {
		c = ref;
		switch (i) {
		case 0: c.search.beam_width = 1; break;
		case 1: c.search.memory = 0; break;
		case 2: c.gates.perf_gate = 0; break;
		case 3: c.search.profile = 0; break;
		case 4: c.search.iterations = 1; break;
		case 5: c.search.all_subkernels = 1; break;
		}
		char b[256];
		ablation_label(&ref, &c, b, sizeof b);
		CHECK_STR(b, want[i][0]);
		ablation_component(&ref, &c, 0, b, sizeof b);
		CHECK_STR(b, want[i][1]);
		ablation_flags(&c, b, sizeof b);
		CHECK_STR(b, want[i][2]);
	}
}

static void other_configurations_say_what_differs(void)
{
	struct kopt_config ref, c;
	config_defaults(&ref);
	ref.search.beam_width = 2;
	ref.search.iterations = 2;
	c = ref;
	char b[256];
	ablation_component(&ref, &c, 1, b, sizeof b);
	CHECK_STR(b, "Reference");
	ablation_component(&ref, &c, 0, b, sizeof b);
	CHECK_STR(b, "As the reference");
	ablation_flags(&ref, b, sizeof b);
	CHECK_STR(b, "-B 2 -T 2");
	c.search.memory = 0;
	c.search.iterations = 1;
	ablation_label(&ref, &c, b, sizeof b);
	CHECK_STR(b, "other (memory off, T=1)");
	ablation_component(&ref, &c, 0, b, sizeof b);
	CHECK_STR(b, "No optimization memory; Single iteration (T=1)");
	ablation_flags(&c, b, sizeof b);
	CHECK_STR(b, "-B 2 --no-memory -T 1");
	/* Against a reference without memory, a run with it changes it back. */
	ablation_component(&c, &ref, 0, b, sizeof b);
	CHECK_STR(b, "Optimization memory; Iterations T=2");
}

static void tex_keeps_a_flags_two_hyphens(void)
{
	struct buf b;
	buf_init(&b);
	report_tex("### Table 5: x\n\n| Flag |\n|---|\n| --no-memory -T 1 |\n", &b);
	CHECK(b.data && strstr(b.data, "\n-{}-no-memory -T 1 \\\\\n"), "%s", b.data);
	buf_release(&b);
}

void suite_reports(void)
{
	RUN(price_needs_both_or_neither);
	RUN(price_of_spec_reads_openai_specs_only);
	RUN(call_cost_is_tokens_times_price_per_million);
	RUN(usage_never_sums_the_not_reported_marker);
	RUN(usage_of_calls_that_reported_nothing_says_not_reported);
	RUN(defaults_are_the_papers_full_system);
	RUN(each_ablation_is_named_from_its_configuration);
	RUN(other_configurations_say_what_differs);
	RUN(tex_keeps_a_flags_two_hyphens);
}
