/* Tests of the cold-start guidelines: the shipped Table 4 file under the
 * paper's inclusion rule (0 failures and at least 2 successes: 15 of 20),
 * the category of a sub-kernel from its name, and bad files refused with the
 * file and field named. */
#include "tests/unit/check.h"
#include "harness/search/guidelines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TABLE4 "datasets/guidelines/table4.json"

static int count_for(const cJSON *g, const char *kernel)
{
	cJSON *a = guidelines_for(g, kernel);
	int n = cJSON_GetArraySize(a);
	cJSON_Delete(a);
	return n;
}

static void guidelines_table4_includes_15_of_20_by_the_paper_rule(void)
{
	struct kerr err = { "" };
	cJSON *g = NULL;
	CHECK(guidelines_load(TABLE4, &g, &err) == 0, "%s", err.msg);
	CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(g, "rows")) == 20,
	      "rows: %d", cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(g, "rows")));
	int mm = count_for(g, "triton_tem_fused_mm_0"), pw = count_for(g, "triton_poi_fused_relu_0");
	int red = count_for(g, "triton_red_fused_sum_0"), per = count_for(g, "triton_per_fused_0");
	CHECK(mm == 4 && pw == 10 && red == 1 && per == 1 && mm + pw + red == 15,
	      "matmul %d pointwise %d reduction %d persistent %d", mm, pw, red, per);
	/* A name with no known prefix falls to "*": pointwise. */
	CHECK(count_for(g, "kernel") == 10, "unprefixed kernel: %d", count_for(g, "kernel"));
	/* Pointwise autotune, 130 successes but 2 failures, stays out. */
	cJSON *a = guidelines_for(g, "triton_poi_x");
	int autotune = 0, scripted = 0;
	for (const cJSON *r = a->child; r; r = r->next) {
		autotune += !strcmp(cJSON_GetObjectItemCaseSensitive(r, "strategy")->valuestring,
				    "Add Triton autotune");
		scripted += cJSON_GetObjectItemCaseSensitive(r, "scripted") != NULL;
	}
	CHECK(autotune == 0 && scripted == 3, "autotune rows %d, rows with a move %d", autotune,
	      scripted);
	cJSON_Delete(a);
	cJSON_Delete(g);
}

static void guidelines_none_loads_nothing(void)
{
	struct kerr err = { "" };
	cJSON *g = (cJSON *)1;
	CHECK(guidelines_load("none", &g, &err) == 0 && g == NULL, "none gave %p", (void *)g);
	CHECK(guidelines_for(NULL, "triton_poi_x") == NULL, "rows without guidelines");
}

static void guidelines_bad_files_name_file_and_field(void)
{
	static const struct {
		const char *text, *want;
	} bad[] = {
		{ "{\"format\":2}", "format: expected 1" },
		{ "{\"format\":1,\"rule\":{\"max_failures\":-1,\"min_successes\":2}}", "rule:" },
		{ "{\"format\":1,\"rule\":{\"max_failures\":0,\"min_successes\":2},"
		  "\"rows\":[{\"category\":\"Vector\",\"strategy\":\"s\","
		  "\"successes\":1,\"failures\":0}]}", "rows[0].category" },
		{ "{\"format\":1,\"rule\":{\"max_failures\":0,\"min_successes\":2},"
		  "\"rows\":[{\"category\":\"Pointwise\",\"strategy\":\"s\","
		  "\"successes\":1.5,\"failures\":0}]}", "rows[0]: successes and failures" },
		{ "not json", "bad-guidelines.json" },
	};
	char path[4096];
	const char *tmp = getenv("TMPDIR");
	snprintf(path, sizeof path, "%s/kopt-unit-%d-bad-guidelines.json", tmp ? tmp : "/tmp",
		 (int)getpid());
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		FILE *f = fopen(path, "w");
		fputs(bad[i].text, f);
		fclose(f);
		struct kerr err = { "" };
		cJSON *g = NULL;
		int rc = guidelines_load(path, &g, &err);
		CHECK(rc != 0 && g == NULL && strstr(err.msg, bad[i].want) &&
		      strstr(err.msg, "bad-guidelines.json"), "case %zu: rc %d, error: %s", i, rc,
		      err.msg);
	}
	remove(path);
	struct kerr err = { "" };
	cJSON *g = NULL;
	CHECK(guidelines_load("no-such-file.json", &g, &err) != 0 &&
	      strstr(err.msg, "search.guidelines") && strstr(err.msg, "no-such-file.json"),
	      "missing file: %s", err.msg);
}

void suite_guidelines(void)
{
	RUN(guidelines_table4_includes_15_of_20_by_the_paper_rule);
	RUN(guidelines_none_loads_nothing);
	RUN(guidelines_bad_files_name_file_and_field);
}
