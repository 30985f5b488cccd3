/* libFuzzer target: the agents' answer parser (answer_plan, answer_kernel
 * for Triton and CUDA), fed the input as a model's reply content.  Any
 * answer must give a plan or kernel, or a reason, never a crash. */
#include "harness/agents/answer.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	cJSON *reply = cJSON_CreateObject();
	cJSON_AddStringToObject(reply, "content", text);
	cJSON *launch = cJSON_Parse("{\"grid\":[16,1,1],\"num_warps\":4,\"num_stages\":1,"
				    "\"constexprs\":{\"XBLOCK\":1024}}");
	char why[512];
	cJSON *plan = NULL;
	if (answer_plan(reply, &plan, why, sizeof why) == 0)
		cJSON_Delete(plan);
	for (int l = 0; l < 2; l++) {
		char *src = NULL;
		cJSON *out = NULL;
		if (answer_kernel(reply, l ? "cuda" : "triton", launch, &src, &out, why,
				  sizeof why) == 0) {
			free(src);
			cJSON_Delete(out);
		}
	}
	cJSON_Delete(launch);
	cJSON_Delete(reply);
	free(text);
	return 0;
}
