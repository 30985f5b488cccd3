/* Tests of the experience memory: Eq. 6 at its boundaries, dedup by
 * direction, FIFO eviction at capacity Q. */
#include "tests/unit/check.h"
#include "harness/search/memory.h"

#include <math.h>

static cJSON *item(const char *dir, double s)
{
	cJSON *i = cJSON_CreateObject();
	cJSON_AddStringToObject(i, "direction", dir);
	cJSON_AddNumberToObject(i, "speedup", s);
	return i;
}

static void memory_stores_gains_from_s_plus_and_losses_from_s_minus(void)
{
	struct kopt_config c;
	config_defaults(&c);
	CHECK(memory_should_store(&c, 1.05), "1.05 is s+");
	CHECK(!memory_should_store(&c, nextafter(1.05, 0)), "just under s+");
	CHECK(memory_should_store(&c, 1 / 1.2), "1/s = 1.20 is s-");
	CHECK(!memory_should_store(&c, nextafter(1 / 1.2, 1)), "just above 1/s-");
	CHECK(!memory_should_store(&c, 1.0), "no change");
	CHECK(!memory_should_store(&c, NAN) && !memory_should_store(&c, 0), "no speedup");
}

static void memory_replaces_a_direction_only_with_a_faster_item(void)
{
	struct kopt_config c;
	config_defaults(&c);
	cJSON *m = cJSON_CreateArray(), *a = item("more_warps", 1.2), *b = item("more_warps", 1.1),
	      *d = item("more_warps", 1.5);
	CHECK_STR(memory_apply(m, a, &c), "append");
	CHECK_STR(memory_apply(m, b, &c), "skip");
	CHECK_STR(memory_apply(m, d, &c), "replace");
	CHECK(cJSON_GetArraySize(m) == 1, "one item");
	CHECK(cJSON_GetObjectItem(cJSON_GetArrayItem(m, 0), "speedup")->valuedouble == 1.5,
	      "kept the faster");
	cJSON_Delete(a); cJSON_Delete(b); cJSON_Delete(d); cJSON_Delete(m);
}

static void memory_evicts_the_oldest_past_capacity(void)
{
	struct kopt_config c;
	config_defaults(&c);
	cJSON *m = cJSON_CreateArray();
	char dir[32];
	for (int i = 0; i < 10; i++) {
		snprintf(dir, sizeof dir, "d%d", i);
		cJSON *it = item(dir, 2.0);
		memory_apply(m, it, &c);
		cJSON_Delete(it);
	}
	CHECK(cJSON_GetArraySize(m) == 8, "Q = 8, got %d", cJSON_GetArraySize(m));
	CHECK_STR(cJSON_GetObjectItem(cJSON_GetArrayItem(m, 0), "direction")->valuestring, "d2");
	cJSON_Delete(m);
}

void suite_memory(void)
{
	RUN(memory_stores_gains_from_s_plus_and_losses_from_s_minus);
	RUN(memory_replaces_a_direction_only_with_a_faster_item);
	RUN(memory_evicts_the_oldest_past_capacity);
}
