/* jdiff: field-level differences between two JSON values, for miss and
 * divergence reports.  Objects compare by key, arrays by index. */
#ifndef KOPT_JDIFF_H
#define KOPT_JDIFF_H

#include <cjson/cJSON.h>

#include "common/kerr.h"
#include "common/buf.h"

/* Count the differing leaves of a and b and, when out is not NULL, append up to
 * max_lines lines of the form
 *     "  $.path: <a> -> <b>"   changed
 *     "  - $.path: <a>"        only in a (recorded)
 *     "  + $.path: <b>"        only in b (asked now)
 * with values in canonical JSON cut to 120 bytes. */
size_t jdiff(const cJSON *a, const cJSON *b, struct buf *out, size_t max_lines);

#endif
