/* test_outcome: the paper's outcome classes (gates/outcome.c).
 *
 * Holds PAPER_NOTES.md 6.6: speedups rounded half away from zero to two
 * decimals as printed; the data rule (OPT if the rounded speedup >= 1.01,
 * MAT(opt) if replaced and in [0.97, 1.01), MAT(s.f.) if synthesis failed,
 * FALL otherwise) and the legend rule (OPT only above 1.03). */
#include "tests/unit/check.h"

#include <math.h>

#include "gates/outcome.h"

static struct kopt_config data_rule(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(config_from_json(NULL, &c, &err) == 0, "%s", err.msg);
	return c;
}

static struct kopt_config legend_rule(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	cJSON *j = cJSON_Parse("{\"outcome\":{\"mode\":\"legend\"}}");
	CHECK(config_from_json(j, &c, &err) == 0, "%s", err.msg);
	cJSON_Delete(j);
	return c;
}

/* Class name of a replaced problem at `speedup` under c. */
static const char *replaced(const struct kopt_config *c, double speedup)
{
	return outcome_class_name(outcome_classify(c, OUTCOME_REPLACED, speedup));
}

/* ---- rounding ---- */

/* 1.005 is 1.00499999999999989... in binary64; printed it reads 1.005. */
static void outcome_round_takes_1_005_up_to_1_01(void)
{
	CHECK(outcome_round(1.005, 2) == 1.01, "%.17g", outcome_round(1.005, 2));
}

static void outcome_round_takes_2_675_up_to_2_68(void)
{
	CHECK(outcome_round(2.675, 2) == 2.68, "%.17g", outcome_round(2.675, 2));
}

static void outcome_round_takes_1_0049_down_to_1(void)
{
	CHECK(outcome_round(1.0049, 2) == 1.0, "%.17g", outcome_round(1.0049, 2));
}

static void outcome_round_takes_0_9649_down_to_0_96(void)
{
	CHECK(outcome_round(0.9649, 2) == 0.96, "%.17g", outcome_round(0.9649, 2));
}

static void outcome_round_takes_half_away_from_zero_when_negative(void)
{
	CHECK(outcome_round(-1.005, 2) == -1.01, "%.17g", outcome_round(-1.005, 2));
}

static void outcome_round_honours_decimals(void)
{
	CHECK(outcome_round(1.25, 1) == 1.3 && outcome_round(1.26, 0) == 1.0,
	      "%.17g %.17g", outcome_round(1.25, 1), outcome_round(1.26, 0));
}

/* ---- data rule ---- */

static void outcome_data_rule_is_the_default(void)
{
	struct kopt_config c = data_rule();
	CHECK(c.outcome.legend_mode == 0 && c.outcome.opt_threshold == 1.01 &&
	      c.outcome.matched_low == 0.97 && c.outcome.decimals == 2,
	      "mode %d threshold %g low %g decimals %d", c.outcome.legend_mode,
	      c.outcome.opt_threshold, c.outcome.matched_low, c.outcome.decimals);
}

static void outcome_data_rule_opt_at_exactly_1_01(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 1.01), "OPT");
}

static void outcome_data_rule_opt_at_1_0099_rounded_to_1_01(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 1.0099), "OPT");
}

static void outcome_data_rule_opt_at_1_005_rounded_to_1_01(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 1.005), "OPT");
}

static void outcome_data_rule_opt_at_1_02(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 1.02), "OPT");
}

static void outcome_data_rule_matched_at_1_004_rounded_to_1(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 1.004), "MAT(opt)");
}

static void outcome_data_rule_matched_at_exactly_0_97(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 0.97), "MAT(opt)");
}

static void outcome_data_rule_matched_at_0_965_rounded_to_0_97(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 0.965), "MAT(opt)");
}

static void outcome_data_rule_fall_at_0_9649_rounded_to_0_96(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, 0.9649), "FALL");
}

static void outcome_data_rule_fall_at_nan_speedup(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(replaced(&c, NAN), "FALL");
}

static void outcome_synthesis_failed_is_matched_sf(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(outcome_class_name(outcome_classify(&c, OUTCOME_SYNTH_FAILED, 1.0)),
		  "MAT(s.f.)");
}

static void outcome_fallback_is_fall_whatever_the_speedup(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(outcome_class_name(outcome_classify(&c, OUTCOME_FALLBACK, 1.5)),
		  "FALL");
}

static void outcome_fallback_is_fall_within_matched_band(void)
{
	struct kopt_config c = data_rule();
	CHECK_STR(outcome_class_name(outcome_classify(&c, OUTCOME_FALLBACK, 1.0)),
		  "FALL");
}

static void outcome_data_rule_uses_configured_threshold(void)
{
	struct kopt_config c = data_rule();
	c.outcome.opt_threshold = 1.05;
	CHECK_STR(replaced(&c, 1.04), "MAT(opt)");
}

/* ---- legend rule ---- */

static void outcome_legend_rule_matched_at_exactly_1_03(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 1.03), "MAT(opt)");
}

static void outcome_legend_rule_matched_at_1_031_rounded_to_1_03(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 1.031), "MAT(opt)");
}

static void outcome_legend_rule_matched_at_1_02(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 1.02), "MAT(opt)");
}

static void outcome_legend_rule_opt_at_1_04(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 1.04), "OPT");
}

static void outcome_legend_rule_opt_at_1_035_rounded_to_1_04(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 1.035), "OPT");
}

static void outcome_legend_rule_matched_at_exactly_0_97(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 0.97), "MAT(opt)");
}

static void outcome_legend_rule_fall_at_0_96(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(replaced(&c, 0.96), "FALL");
}

static void outcome_legend_rule_synthesis_failed_is_matched_sf(void)
{
	struct kopt_config c = legend_rule();
	CHECK_STR(outcome_class_name(outcome_classify(&c, OUTCOME_SYNTH_FAILED, 1.0)),
		  "MAT(s.f.)");
}

static void outcome_class_names_are_the_table_labels(void)
{
	CHECK(!strcmp(outcome_class_name(OC_OPT), "OPT") &&
	      !strcmp(outcome_class_name(OC_MAT_OPT), "MAT(opt)") &&
	      !strcmp(outcome_class_name(OC_MAT_SF), "MAT(s.f.)") &&
	      !strcmp(outcome_class_name(OC_FALL), "FALL"), "a label changed");
}

void suite_outcome(void)
{
	RUN(outcome_round_takes_1_005_up_to_1_01);
	RUN(outcome_round_takes_2_675_up_to_2_68);
	RUN(outcome_round_takes_1_0049_down_to_1);
	RUN(outcome_round_takes_0_9649_down_to_0_96);
	RUN(outcome_round_takes_half_away_from_zero_when_negative);
	RUN(outcome_round_honours_decimals);

	RUN(outcome_data_rule_is_the_default);
	RUN(outcome_data_rule_opt_at_exactly_1_01);
	RUN(outcome_data_rule_opt_at_1_0099_rounded_to_1_01);
	RUN(outcome_data_rule_opt_at_1_005_rounded_to_1_01);
	RUN(outcome_data_rule_opt_at_1_02);
	RUN(outcome_data_rule_matched_at_1_004_rounded_to_1);
	RUN(outcome_data_rule_matched_at_exactly_0_97);
	RUN(outcome_data_rule_matched_at_0_965_rounded_to_0_97);
	RUN(outcome_data_rule_fall_at_0_9649_rounded_to_0_96);
	RUN(outcome_data_rule_fall_at_nan_speedup);
	RUN(outcome_synthesis_failed_is_matched_sf);
	RUN(outcome_fallback_is_fall_whatever_the_speedup);
	RUN(outcome_fallback_is_fall_within_matched_band);
	RUN(outcome_data_rule_uses_configured_threshold);

	RUN(outcome_legend_rule_matched_at_exactly_1_03);
	RUN(outcome_legend_rule_matched_at_1_031_rounded_to_1_03);
	RUN(outcome_legend_rule_matched_at_1_02);
	RUN(outcome_legend_rule_opt_at_1_04);
	RUN(outcome_legend_rule_opt_at_1_035_rounded_to_1_04);
	RUN(outcome_legend_rule_matched_at_exactly_0_97);
	RUN(outcome_legend_rule_fall_at_0_96);
	RUN(outcome_legend_rule_synthesis_failed_is_matched_sf);
	RUN(outcome_class_names_are_the_table_labels);
}
