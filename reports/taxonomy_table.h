/* taxonomy_table: the failure taxonomy table of a run (see .c). */
#ifndef KOPT_TAXONOMY_TABLE_H
#define KOPT_TAXONOMY_TABLE_H

#include "recorder/store.h"
#include "common/buf.h"

int taxonomy_markdown(struct store *s, int64_t run, struct buf *out, struct kerr *err);

#endif
