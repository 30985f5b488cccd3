/* synth_fuse: the scripted policy's synthesizer (PAPER_NOTES 2.3 without a
 * model): vertical fusion of a kernel group whose kernels are all
 * pointwise over the same elements.
 *
 * It reads each of the group's Inductor kernels (the baseline content is
 * their sources, synth_group.h) and writes one kopt_fused kernel that runs
 * their bodies one after the other in the same program, with
 *   - the pointer parameters renamed to the group's (a view's offset added),
 *   - each kernel's tmpN locals renamed apart,
 *   - a load of a buffer that an earlier kernel of the group stored at the
 *     same index replaced by the stored value, and the store itself dropped
 *     when nothing after the group reads that buffer (it stays in a
 *     register: the traffic fusion saves).
 * It declines (why filled) anything else: a reduction, a loop or branch,
 * kernels over different numbers of elements, index variables defined
 * differently, or a load of the group's own intermediate at an index no
 * earlier store wrote, which would need a value another program computes.
 * The launch: the first kernel's XBLOCK and num_warps, one program per
 * XBLOCK elements.  A model synthesizer (openai, command) is not limited to
 * this. */
#ifndef KOPT_SYNTH_FUSE_H
#define KOPT_SYNTH_FUSE_H

#include <cjson/cJSON.h>
#include <stddef.h>

/* The fused kernel for the synthesizer request's context (contract, buffers,
 * steps) and the group's baseline source: 0 with *source (the module) and
 * *launch filled (caller frees), -1 with why filled when it declines. */
int synth_fuse(const cJSON *context, const char *group_source, char **source,
	       cJSON **launch, char *why, size_t whylen);

#endif
