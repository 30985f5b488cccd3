/* memory: the experience memory of the search (PAPER_NOTES.md 4.7).
 * A FIFO queue of at most Q items (JSON objects with at least "direction"
 * and "speedup"), shared by the chains of one sub-kernel's search.  An item
 * is stored only when its speedup s = tau(parent) / tau(candidate) is at
 * least s+ or 1/s at least s- (Eq. 6); an item whose direction is already in
 * the queue replaces the old one if it is faster and is dropped if not (the
 * summarizer's dedup, decided here so every policy gets the same rule).
 * Pure functions of their arguments. */
#ifndef KOPT_MEMORY_H
#define KOPT_MEMORY_H

#include <cjson/cJSON.h>

#include "common/config.h"

/* Eq. 6: 1 if an attempt with this speedup is worth remembering. */
int memory_should_store(const struct kopt_config *c, double speedup);

/* Apply item (copied) to the queue mem (a JSON array).  Returns the action
 * taken: "append", "replace", "skip" (not worth storing or a slower
 * duplicate); an append past Q evicts the oldest item. */
const char *memory_apply(cJSON *mem, const cJSON *item, const struct kopt_config *c);

#endif
