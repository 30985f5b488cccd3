/* memory: FIFO experience memory with the paper's store rule (see header). */
#include "harness/search/memory.h"
#include "common/canon.h"

#include <math.h>
#include <string.h>

int memory_should_store(const struct kopt_config *c, double s)
{
	if (!(s > 0) || !isfinite(s))
		return 0;
	return s >= c->search.memory_gain || 1.0 / s >= c->search.memory_loss;
}

static double speedup_of(const cJSON *item)
{
	double s;
	return canon_get_number(cJSON_GetObjectItemCaseSensitive(item, "speedup"), &s) ? NAN : s;
}

const char *memory_apply(cJSON *mem, const cJSON *item, const struct kopt_config *c)
{
	double s = speedup_of(item);
	const cJSON *dir = cJSON_GetObjectItemCaseSensitive(item, "direction");
	if (!memory_should_store(c, s) || !cJSON_IsString(dir))
		return "skip";
	int i = 0;
	for (cJSON *e = mem->child; e; e = e->next, i++) {
		const cJSON *d = cJSON_GetObjectItemCaseSensitive(e, "direction");
		if (!cJSON_IsString(d) || strcmp(d->valuestring, dir->valuestring))
			continue;
		if (!(s > speedup_of(e)))
			return "skip";
		cJSON_ReplaceItemInArray(mem, i, cJSON_Duplicate(item, 1));
		return "replace";
	}
	cJSON_AddItemToArray(mem, cJSON_Duplicate(item, 1));
	while (cJSON_GetArraySize(mem) > c->search.memory_capacity)
		cJSON_DeleteItemFromArray(mem, 0);
	return "append";
}
