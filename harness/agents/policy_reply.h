/* policy_reply: what the built-in policies (scripted, coordesc, descent,
 * restructure) share in making their answers: the reply object naming the
 * policy, the parent kernel's content read from the request's blob, and the
 * scripted policy's summarizer and synthesizer texts, which the other three
 * give as their own.  Pure functions of the request and the blobs it names. */
#ifndef KOPT_POLICY_REPLY_H
#define KOPT_POLICY_REPLY_H

#include <cjson/cJSON.h>

#include "recorder/backend_abi.h"

/* The llm reply {"content", "model": model, "finish_reason": "stop"} as
 * canonical JSON text (malloc'd). */
char *policy_reply(const char *content, const char *model);
/* The content (entry, source, launch) of the request's parent kernel, read
 * through blobs (NULL: none), or NULL; the caller deletes it. */
cJSON *policy_parent(const cJSON *req, const struct kopt_blob_access *blobs);
/* 1 if the JSON array arr holds the string s. */
int policy_in_list(const cJSON *arr, const char *s);
/* 1 when kind is not llm, with ans filled as an error naming the policy
 * ("the NAME policy answers llm only"); else 0 with ans cleared and its
 * status "ok", for the policy to answer. */
int policy_llm_only(const char *kind, const char *name, struct kopt_answer *ans);
/* The executor's answer text (malloc'd): lead, the source in a python
 * block (ended with a newline where it has none) and {"launch": launch} as
 * canonical JSON in a json block.  Takes launch. */
char *policy_executor_text(const char *lead, const char *source, cJSON *launch);
/* Text (malloc'd): lead (its own line ending, or "") then obj as canonical
 * JSON in a json block, the way every built-in policy writes a plan or an
 * experience item.  Takes obj. */
char *policy_json_block(const char *lead, cJSON *obj);
/* A plan's "steps": the one step every built-in plan has, {target, change,
 * implementation_hints}. */
void policy_plan_step(cJSON *plan, const char *target, const char *change,
		      const char *hints);
/* The summarizer's answer text: one experience item of the attempt
 * (rewrite_type launch_configuration), the measured speedup left to the
 * harness (malloc'd). */
char *policy_summary_text(const cJSON *req);
/* The synthesizer's answer text: synth_fuse's vertical fusion of the group
 * in the parent, or why not, in words (malloc'd). */
char *policy_synthesis_text(const cJSON *req, const struct kopt_blob_access *blobs);
/* ans->reply: policy_summary_text's or policy_synthesis_text's answer,
 * naming model.  Return 0 (an answer is always made). */
int policy_answer_summary(const cJSON *req, const char *model, struct kopt_answer *ans);
int policy_answer_synthesis(const cJSON *req, const struct kopt_blob_access *blobs,
			    const char *model, struct kopt_answer *ans);

#endif
