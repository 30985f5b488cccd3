/* test_config: the resolved run configuration (common/config.c).
 *
 * Holds: defaults are the paper's numbers (PAPER_NOTES.md sections 0 and 5);
 * config_to_json and config_from_json round-trip to the same canonical text;
 * unknown keys, wrong types and values out of range are errors naming the
 * key; --set assignments; rtol = atol per gate; and the gates digest that
 * names a gate version moves with gate numbers only. */
#include "tests/unit/check.h"

#include <stddef.h>
#include <stdlib.h>

#include "common/config.h"
#include "common/canon.h"

static int err_has(const struct kerr *err, const char *s)
{
	return strstr(err->msg, s) != NULL;
}

/* config_from_json on JSON text; the error, if any, is left in err. */
static int from_text(const char *json, struct kopt_config *c, struct kerr *err)
{
	cJSON *j = cJSON_Parse(json);
	CHECK(j != NULL, "test JSON does not parse: %s", json);
	int rc = config_from_json(j, c, err);
	cJSON_Delete(j);
	return rc;
}

/* Canonical text of config_to_json(c); the caller frees it. */
static char *canon_of_config(const struct kopt_config *c)
{
	struct kerr err = { "" };
	cJSON *j = config_to_json(c);
	char *s = canon_string(j, &err);
	CHECK(s != NULL, "%s", err.msg);
	cJSON_Delete(j);
	return s;
}

static int seeds_are(const struct seed_list *s, int n, const long long *v)
{
	if (s->n != n)
		return 0;
	for (int i = 0; i < n; i++)
		if (s->v[i] != v[i])
			return 0;
	return 1;
}

/* ---- defaults ---- */

static void config_defaults_hold_the_papers_search_numbers(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.search.beam_width == 4 && c.search.iterations == 5 &&
	      c.search.plans == 4 && c.search.retries == 4,
	      "B %d T %d N %d K %d", c.search.beam_width, c.search.iterations,
	      c.search.plans, c.search.retries);
}

static void config_defaults_hold_e2e_retries_2_and_seeded_fanout(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.search.e2e_retries == 2 && c.search.fanout_seeded == 1,
	      "e2e_retries %d fanout_seeded %d", c.search.e2e_retries,
	      c.search.fanout_seeded);
}

static void config_defaults_hold_ucb_c_1_4_and_early_stop_2(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.search.ucb && c.search.ucb_c == 1.4 && c.search.early_stop == 2,
	      "ucb %d c %g early_stop %d", c.search.ucb, c.search.ucb_c,
	      c.search.early_stop);
}

static void config_defaults_hold_the_gate_tolerances(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.gates.synth_rtol == 1e-4 && c.gates.synth_atol == 1e-4 &&
	      c.gates.gate2_rtol == 1e-3 && c.gates.gate2_atol == 1e-3 &&
	      c.gates.gate3_rtol == 1e-4 && c.gates.gate3_atol == 1e-4,
	      "synth %g/%g gate2 %g/%g gate3 %g/%g", c.gates.synth_rtol,
	      c.gates.synth_atol, c.gates.gate2_rtol, c.gates.gate2_atol,
	      c.gates.gate3_rtol, c.gates.gate3_atol);
}

static void config_defaults_hold_the_gate_seeds(void)
{
	static const long long synth[] = { 0, 42 }, g2[] = { 0, 42, 1337 },
			       g3[] = { 0, 42, 123 };
	struct kopt_config c;
	config_defaults(&c);
	CHECK(seeds_are(&c.gates.synth_seeds, 2, synth) &&
	      seeds_are(&c.gates.gate2_seeds, 3, g2) &&
	      seeds_are(&c.gates.gate3_seeds, 3, g3), "a seed list differs");
}

static void config_defaults_hold_the_tier2_numbers(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.gates.rho_max == 10 && c.gates.d_ref_tiny == 1e-8 &&
	      c.gates.scale_rel == 1e-4 && c.gates.abs_floor == 5e-3 &&
	      c.gates.abs_rel == 1e-3 && c.gates.tier2_or == 1,
	      "rho_max %g d_ref_tiny %g scale_rel %g abs %g/%g or %d", c.gates.rho_max,
	      c.gates.d_ref_tiny, c.gates.scale_rel, c.gates.abs_floor,
	      c.gates.abs_rel, c.gates.tier2_or);
}

/* A stored configuration of a run recorded before some key existed: TEXT
 * with config_fill_legacy's values added, read into *c as a replay does. */
static int legacy_read(const char *text, struct kopt_config *c, struct kerr *err)
{
	cJSON *old = cJSON_Parse(text);
	config_fill_legacy(old);
	int rc = config_from_json(old, c, err);
	cJSON_Delete(old);
	return rc;
}

/* Paired gate-4 timing is the default; a stored configuration from before
 * the key existed reads back as separate timing, as it was recorded. */
static void config_gate4_timing_defaults_paired_and_legacy_separate(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	config_defaults(&c);
	CHECK(c.gates.paired == 1 && c.gates.floor_slack == 0.9, "paired %d slack %g",
	      c.gates.paired, c.gates.floor_slack);
	CHECK(legacy_read("{\"gates\":{\"gate4\":{\"gamma\":1.03}}}", &c, &err) == 0 &&
	      c.gates.paired == 0,
	      "legacy gate4.timing: paired %d (%s)", c.gates.paired, err.msg);
	CHECK(from_text("{\"gates\":{\"gate4\":{\"timing\":\"sometimes\"}}}", &c,
			&err) != 0 && strstr(err.msg, "gates.gate4.timing"),
	      "bad timing accepted: %s", err.msg);
}

/* Keys added after runs were recorded without them: the new runs' default,
 * and for a stored configuration without the key (a run recorded before it)
 * the legacy value, what kopt did then, so that the run replays
 * identically; one other value read, one bad value refused naming the key.
 * - synthesis.reference: the paper's eager; legacy unfused.
 * - search.profile_scope: used; legacy all, every candidate profiled.
 * - gates.gate4.floor_check: baseline; legacy always, the floor applied
 *   whatever the baseline's own time. */
static const struct legacy_key {
	const char *key;	/* as an error names it */
	size_t off;		/* the int of struct kopt_config it sets */
	int dflt, legacy;
	const char *stored;	/* a configuration of a run recorded before the key */
	const char *other;	/* the key set to another value ... */
	int other_v;		/* ... read as this */
	const char *bad;	/* the key set to a value it refuses */
} LEGACY_KEYS[] = {
	{ "synthesis.reference", offsetof(struct kopt_config, synthesis.eager), 1, 0,
	  "{\"search\":{\"synthesis\":true}}", "{\"synthesis\":{\"reference\":\"unfused\"}}", 0,
	  "{\"synthesis\":{\"reference\":\"pytorch\"}}" },
	{ "search.profile_scope", offsetof(struct kopt_config, search.profile_scope), 1, 0,
	  "{\"search\":{\"profile\":true}}", "{\"search\":{\"profile_scope\":\"all\"}}", 0,
	  "{\"search\":{\"profile_scope\":\"some\"}}" },
	{ "gates.gate4.floor_check", offsetof(struct kopt_config, gates.floor_always), 0, 1,
	  "{\"gates\":{\"gate4\":{\"floor_slack\":0.9}}}",
	  "{\"gates\":{\"gate4\":{\"floor_check\":\"always\"}}}", 1,
	  "{\"gates\":{\"gate4\":{\"floor_check\":\"never\"}}}" },
};

static void config_later_keys_default_for_new_runs_and_legacy_for_old(void)
{
	for (size_t i = 0; i < sizeof LEGACY_KEYS / sizeof LEGACY_KEYS[0]; i++) {
		const struct legacy_key *k = &LEGACY_KEYS[i];
		struct kopt_config c;
		struct kerr err = { "" };
		int *v = (int *)((char *)&c + k->off);
		config_defaults(&c);
		CHECK(*v == k->dflt, "%s: default %d, want %d", k->key, *v, k->dflt);
		CHECK(legacy_read(k->stored, &c, &err) == 0 && *v == k->legacy,
		      "%s: legacy %d, want %d (%s)", k->key, *v, k->legacy, err.msg);
		CHECK(from_text(k->other, &c, &err) == 0 && *v == k->other_v,
		      "%s: %s read as %d, want %d (%s)", k->key, k->other, *v, k->other_v, err.msg);
		CHECK(from_text(k->bad, &c, &err) != 0 && err_has(&err, k->key),
		      "%s: %s accepted: %s", k->key, k->bad, err.msg);
	}
}

static void config_defaults_hold_gamma_1_03_with_gate4_enabled(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.gates.gamma == 1.03 && c.gates.perf_gate == 1, "gamma %g enabled %d",
	      c.gates.gamma, c.gates.perf_gate);
}

static void config_defaults_hold_do_bench_25_100_ms(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.timing.warmup_ms == 25 && c.timing.rep_ms == 100, "warmup %g rep %g",
	      c.timing.warmup_ms, c.timing.rep_ms);
}

static void config_defaults_hold_no_ablation(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(c.search.profile && c.gates.perf_gate, "profile %d perf_gate %d",
	      c.search.profile, c.gates.perf_gate);
}

static void config_from_null_json_equals_defaults(void)
{
	struct kopt_config a, b;
	struct kerr err = { "" };
	config_defaults(&a);
	CHECK(config_from_json(NULL, &b, &err) == 0, "%s", err.msg);
	char *sa = canon_of_config(&a), *sb = canon_of_config(&b);
	CHECK_STR(sa, sb);
	free(sa);
	free(sb);
}

static void config_from_empty_object_equals_defaults(void)
{
	struct kopt_config a, b;
	struct kerr err = { "" };
	config_defaults(&a);
	CHECK(from_text("{}", &b, &err) == 0, "%s", err.msg);
	char *sa = canon_of_config(&a), *sb = canon_of_config(&b);
	CHECK_STR(sa, sb);
	free(sa);
	free(sb);
}

/* ---- round trip ---- */

static void config_defaults_round_trip_through_json(void)
{
	struct kopt_config a, b;
	struct kerr err = { "" };
	config_defaults(&a);
	cJSON *j = config_to_json(&a);
	CHECK(config_from_json(j, &b, &err) == 0, "%s", err.msg);
	char *sa = canon_of_config(&a), *sb = canon_of_config(&b);
	CHECK_STR(sa, sb);
	free(sa);
	free(sb);
	cJSON_Delete(j);
}

static void config_non_defaults_round_trip_through_json(void)
{
	struct kopt_config a, b;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":{\"beam_width\":1,\"fanout\":\"literal\","
			"\"ucb_c\":0.1,\"seed\":9007199254740991,\"profile\":false},"
			"\"gates\":{\"gate2\":{\"rtol\":0.3,\"atol\":0.3,\"seeds\":[7,4294967295]},"
			"\"gate3\":{\"tier2_combine\":\"and\",\"abs_floor\":1e-7},"
			"\"gate4\":{\"gamma\":1.0000000000000002,\"enabled\":false}},"
			"\"outcome\":{\"mode\":\"legend\"},"
			"\"device\":{\"name\":\"NVIDIA H100\"},"
			"\"policy\":{\"llm\":\"/opt/llm.so:model=x\"}}", &a, &err) == 0,
	      "%s", err.msg);
	cJSON *j = config_to_json(&a);
	CHECK(config_from_json(j, &b, &err) == 0, "%s", err.msg);
	char *sa = canon_of_config(&a), *sb = canon_of_config(&b);
	CHECK_STR(sa, sb);
	free(sa);
	free(sb);
	cJSON_Delete(j);
}

static void config_to_json_writes_every_key(void)
{
	struct kopt_config c;
	config_defaults(&c);
	cJSON *j = config_to_json(&c);
	const cJSON *g = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(j, "gates"), "gate3"),
		"tier2_combine");
	CHECK(cJSON_IsString(g) && !strcmp(g->valuestring, "or"),
	      "gates.gate3.tier2_combine missing or not \"or\"");
	cJSON_Delete(j);
}

/* ---- unknown keys, types, ranges ---- */

static void config_rejects_unknown_top_level_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"serach\":{}}", &c, &err) != 0 && err_has(&err, "serach"),
	      "error: %s", err.msg);
}

static void config_rejects_unknown_nested_key_naming_its_path(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gama\":1}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gama"), "error: %s", err.msg);
}

static void config_rejects_unknown_leaf_key_naming_its_path(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate3\":{\"rho\":10}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate3.rho"), "error: %s", err.msg);
}

static void config_rejects_string_for_integer_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":{\"beam_width\":\"4\"}}", &c, &err) != 0 &&
	      err_has(&err, "search.beam_width"), "error: %s", err.msg);
}

static void config_rejects_fraction_for_integer_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":{\"iterations\":2.5}}", &c, &err) != 0 &&
	      err_has(&err, "search.iterations"), "error: %s", err.msg);
}

static void config_rejects_number_for_bool_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate4\":{\"enabled\":0}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate4.enabled"), "error: %s", err.msg);
}

static void config_rejects_string_for_number_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate4\":{\"gamma\":\"1.03\"}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate4.gamma"), "error: %s", err.msg);
}

static void config_rejects_unknown_enum_value_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate3\":{\"tier2_combine\":\"xor\"}}}", &c,
			&err) != 0 && err_has(&err, "gates.gate3.tier2_combine"),
	      "error: %s", err.msg);
}

static void config_rejects_scalar_for_section_naming_it(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":4}", &c, &err) != 0 && err_has(&err, "search"),
	      "error: %s", err.msg);
}

static void config_rejects_non_integer_seed_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate2\":{\"seeds\":[0,1.5]}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate2.seeds"), "error: %s", err.msg);
}

static void config_rejects_empty_seed_list_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate3\":{\"seeds\":[]}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate3.seeds"), "error: %s", err.msg);
}

static void config_rejects_beam_width_0_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":{\"beam_width\":0}}", &c, &err) != 0 &&
	      err_has(&err, "search.beam_width"), "error: %s", err.msg);
}

static void config_accepts_beam_width_1(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"search\":{\"beam_width\":1}}", &c, &err) == 0 &&
	      c.search.beam_width == 1, "error: %s", err.msg);
}

static void config_rejects_gamma_below_1_naming_the_key(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate4\":{\"gamma\":0.99}}}", &c, &err) != 0 &&
	      err_has(&err, "gates.gate4.gamma"), "error: %s", err.msg);
}

static void config_rejects_non_object_root(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("[1]", &c, &err) != 0, "a JSON array was taken as configuration");
}

/* ---- rtol = atol ---- */

static void config_rejects_gate2_rtol_other_than_atol(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate2\":{\"rtol\":1e-3,\"atol\":1e-4}}}", &c,
			&err) != 0, "gate 2 rtol 1e-3 with atol 1e-4 accepted");
}

static void config_rejects_gate3_rtol_other_than_atol(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"gate3\":{\"rtol\":1e-3}}}", &c, &err) != 0,
	      "gate 3 rtol 1e-3 with default atol 1e-4 accepted");
}

static void config_rejects_synthesis_rtol_other_than_atol(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text("{\"gates\":{\"synthesis\":{\"atol\":1e-3}}}", &c, &err) != 0,
	      "synthesis atol 1e-3 with default rtol 1e-4 accepted");
}

/* ---- config_set ---- */

static void config_set_beam_width_1_resolves_to_1(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	CHECK(config_set(tree, "search.beam_width=1", &err) == 0 &&
	      config_from_json(tree, &c, &err) == 0 && c.search.beam_width == 1,
	      "beam_width %d, error: %s", c.search.beam_width, err.msg);
	cJSON_Delete(tree);
}

static void config_set_replaces_a_value_from_the_file(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	cJSON *tree = cJSON_Parse("{\"search\":{\"beam_width\":2,\"plans\":8}}");
	CHECK(config_set(tree, "search.beam_width=3", &err) == 0 &&
	      config_from_json(tree, &c, &err) == 0 && c.search.beam_width == 3 &&
	      c.search.plans == 8, "beam_width %d plans %d, error: %s",
	      c.search.beam_width, c.search.plans, err.msg);
	cJSON_Delete(tree);
}

static void config_set_takes_non_json_value_as_string(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	CHECK(config_set(tree, "gates.gate3.tier2_combine=and", &err) == 0 &&
	      config_from_json(tree, &c, &err) == 0 && c.gates.tier2_or == 0,
	      "tier2_or %d, error: %s", c.gates.tier2_or, err.msg);
	cJSON_Delete(tree);
}

static void config_set_rejects_unknown_key_naming_it(void)
{
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	CHECK(config_set(tree, "gates.gate4.gama=1.1", &err) != 0 &&
	      err_has(&err, "gates.gate4.gama"), "error: %s", err.msg);
	cJSON_Delete(tree);
}

static void config_set_rejects_a_section_as_key(void)
{
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	CHECK(config_set(tree, "gates={}", &err) != 0, "a whole section was set");
	cJSON_Delete(tree);
}

static void config_set_rejects_assignment_without_equals(void)
{
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	CHECK(config_set(tree, "search.beam_width", &err) != 0, "no '=' accepted");
	cJSON_Delete(tree);
}

/* "8x" is not JSON: as a string it must then fail as a non-integer, not
 * resolve to 8 (cJSON_Parse without require_null_terminated stops at "8"). */
static void config_set_rejects_trailing_garbage_after_a_number(void)
{
	struct kopt_config c;
	struct kerr err = { "" };
	cJSON *tree = cJSON_CreateObject();
	memset(&c, 0, sizeof c);
	int rc = config_set(tree, "search.beam_width=8x", &err);
	if (rc == 0)
		rc = config_from_json(tree, &c, &err);
	CHECK(rc != 0, "\"8x\" accepted as beam_width %d", c.search.beam_width);
	cJSON_Delete(tree);
}

/* ---- gates digest ---- */

static void gates_sha_of(const char *json, char sha[65])
{
	struct kopt_config c;
	struct kerr err = { "" };
	CHECK(from_text(json, &c, &err) == 0, "%s", err.msg);
	config_gates_sha(&c, sha);
}

static void config_gates_sha_is_64_hex_digits(void)
{
	char sha[65];
	gates_sha_of("{}", sha);
	CHECK(strlen(sha) == 64 && strspn(sha, "0123456789abcdef") == 64, "%s", sha);
}

static void config_gates_sha_changes_with_gamma(void)
{
	char a[65], b[65];
	gates_sha_of("{}", a);
	gates_sha_of("{\"gates\":{\"gate4\":{\"gamma\":1.05}}}", b);
	CHECK(strcmp(a, b) != 0, "gamma 1.05 kept the digest %s", a);
}

static void config_gates_sha_changes_with_gate2_tolerance(void)
{
	char a[65], b[65];
	gates_sha_of("{}", a);
	gates_sha_of("{\"gates\":{\"gate2\":{\"rtol\":2e-3,\"atol\":2e-3}}}", b);
	CHECK(strcmp(a, b) != 0, "gate 2 tolerance 2e-3 kept the digest %s", a);
}

static void config_gates_sha_changes_with_tier2_combine(void)
{
	char a[65], b[65];
	gates_sha_of("{}", a);
	gates_sha_of("{\"gates\":{\"gate3\":{\"tier2_combine\":\"and\"}}}", b);
	CHECK(strcmp(a, b) != 0, "tier2_combine and kept the digest %s", a);
}

static void config_gates_sha_ignores_search_numbers(void)
{
	char a[65], b[65];
	gates_sha_of("{}", a);
	gates_sha_of("{\"search\":{\"beam_width\":1,\"iterations\":1}}", b);
	CHECK_STR(a, b);
}

void suite_config(void)
{
	RUN(config_defaults_hold_the_papers_search_numbers);
	RUN(config_defaults_hold_e2e_retries_2_and_seeded_fanout);
	RUN(config_defaults_hold_ucb_c_1_4_and_early_stop_2);
	RUN(config_defaults_hold_the_gate_tolerances);
	RUN(config_defaults_hold_the_gate_seeds);
	RUN(config_defaults_hold_the_tier2_numbers);
	RUN(config_gate4_timing_defaults_paired_and_legacy_separate);
	RUN(config_later_keys_default_for_new_runs_and_legacy_for_old);
	RUN(config_defaults_hold_gamma_1_03_with_gate4_enabled);
	RUN(config_defaults_hold_do_bench_25_100_ms);
	RUN(config_defaults_hold_no_ablation);
	RUN(config_from_null_json_equals_defaults);
	RUN(config_from_empty_object_equals_defaults);

	RUN(config_defaults_round_trip_through_json);
	RUN(config_non_defaults_round_trip_through_json);
	RUN(config_to_json_writes_every_key);

	RUN(config_rejects_unknown_top_level_key);
	RUN(config_rejects_unknown_nested_key_naming_its_path);
	RUN(config_rejects_unknown_leaf_key_naming_its_path);
	RUN(config_rejects_string_for_integer_naming_the_key);
	RUN(config_rejects_fraction_for_integer_naming_the_key);
	RUN(config_rejects_number_for_bool_naming_the_key);
	RUN(config_rejects_string_for_number_naming_the_key);
	RUN(config_rejects_unknown_enum_value_naming_the_key);
	RUN(config_rejects_scalar_for_section_naming_it);
	RUN(config_rejects_non_integer_seed_naming_the_key);
	RUN(config_rejects_empty_seed_list_naming_the_key);
	RUN(config_rejects_beam_width_0_naming_the_key);
	RUN(config_accepts_beam_width_1);
	RUN(config_rejects_gamma_below_1_naming_the_key);
	RUN(config_rejects_non_object_root);

	RUN(config_rejects_gate2_rtol_other_than_atol);
	RUN(config_rejects_gate3_rtol_other_than_atol);
	RUN(config_rejects_synthesis_rtol_other_than_atol);

	RUN(config_set_beam_width_1_resolves_to_1);
	RUN(config_set_replaces_a_value_from_the_file);
	RUN(config_set_takes_non_json_value_as_string);
	RUN(config_set_rejects_unknown_key_naming_it);
	RUN(config_set_rejects_a_section_as_key);
	RUN(config_set_rejects_assignment_without_equals);
	RUN(config_set_rejects_trailing_garbage_after_a_number);

	RUN(config_gates_sha_is_64_hex_digits);
	RUN(config_gates_sha_changes_with_gamma);
	RUN(config_gates_sha_changes_with_gate2_tolerance);
	RUN(config_gates_sha_changes_with_tier2_combine);
	RUN(config_gates_sha_ignores_search_numbers);
}
