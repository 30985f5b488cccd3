/* strmap: string -> int64 hash map for counters and indexes.  Iteration order
 * is undefined, so no decision may iterate it (DESIGN.md determinism rules). */
#ifndef KOPT_STRMAP_H
#define KOPT_STRMAP_H

#include <stdint.h>
#include <stddef.h>

struct strmap;
struct strmap *strmap_create(void);
void strmap_destroy(struct strmap *m);
/* Pointer to the value of key, inserted as 0 if absent; valid until the next insert. */
int64_t *strmap_slot(struct strmap *m, const char *key);
/* Value of key, or def if absent. */
int64_t strmap_get(const struct strmap *m, const char *key, int64_t def);
size_t strmap_count(const struct strmap *m);

#endif
