/* canon: canonical JSON, the byte form every observation request is hashed in.
 *
 * cJSON parses; this printer replaces cJSON's, which is not canonical: it keeps
 * insertion order, prints 15 significant digits (values that do not read back)
 * and turns NaN and Inf into null.  Canonical form here is:
 *   - object keys sorted by their UTF-8 bytes; a duplicate key is an error;
 *   - no whitespace;
 *   - integers with |v| < 2^53 printed without exponent or fraction ("-0" kept);
 *     every other number with the fewest %.Ng digits that strtod reads back to
 *     the same double (N = 1..17);
 *   - non-finite numbers as the object {"$float":"NaN"|"Infinity"|"-Infinity"};
 *   - strings validated as UTF-8 (no overlongs, surrogates or code points past
 *     U+10FFFF), with only '"', '\\' and control characters escaped.
 * It must not depend on locale, allocation addresses or cJSON's key order. */
#ifndef KOPT_CANON_H
#define KOPT_CANON_H

#include <cjson/cJSON.h>
#include <stddef.h>

#include "common/kerr.h"
#include "common/buf.h"

/* Append the canonical form of v to out.  -1 with err naming the JSON path of
 * the offending value on invalid UTF-8 or a duplicate key. */
int canon_print(const cJSON *v, struct buf *out, struct kerr *err);

/* Canonical form as a new NUL-terminated string the caller frees; NULL on error. */
char *canon_string(const cJSON *v, struct kerr *err);
/* The same text in a buffer of this thread's, *len its length: valid until
 * the thread's next canon_string or canon_text, not to be freed; NULL on
 * error.  For text used at once (hashed, stored), without the copy. */
const char *canon_text(const cJSON *v, size_t *len, struct kerr *err);

/* Parse JSON text (not necessarily NUL-terminated) with cJSON and validate every
 * string as UTF-8.  Returns a tree the caller frees with cJSON_Delete, or NULL
 * with err saying where parsing failed. `what` names the input in messages. */
cJSON *canon_parse(const char *text, size_t len, const char *what, struct kerr *err);

/* A number node for v: a plain number when finite, else the $float object. */
cJSON *canon_number(double v);

/* The double of the shortest decimal that reads back (as a float) to the
 * float v: a float32 measurement (a CUDA event's elapsed time) recorded
 * without the digits of its widening to double, so 0.26048f is recorded as
 * 0.26048, not 0.26047998666763306; the same float, in about half the
 * characters.  Not finite: v widened. */
double canon_float32(float v);

/* Add item to object o under key as a view, not a copy (cJSON's reference
 * item): the canonical printer reads it like the item itself, and deleting
 * o leaves item alone.  For a request built, asked and deleted while item
 * stays as it is: copying the search's trees (plans, metrics, memory) into
 * every request and freeing the copies was a tenth of a replay.  A NULL
 * item adds nothing, as cJSON_AddItemToObject of a NULL copy did. */
void canon_add_view(cJSON *o, const char *key, const cJSON *item);

/* Read a number node written by canon_number (either form) into *out.
 * Returns 0, or -1 if v is neither. */
int canon_get_number(const cJSON *v, double *out);

/* Typed reads of member key of object o, for JSON that came from a file or a
 * reply (never read ->valuestring or ->valuedouble of such a member
 * unchecked): the value, or NULL / -1 with err "WHAT: KEY: expected ..."
 * when o is not an object or the member is missing or of another type.  what
 * names the input (a file, "FILE: run 3: provenance"); err may be NULL.
 * json_get_number takes a plain number or canon_number's $float object;
 * json_get_int an integral number in [lo, hi]. */
const char *json_get_string(const cJSON *o, const char *key, const char *what,
			    struct kerr *err);
int json_get_number(const cJSON *o, const char *key, double *out, const char *what,
		    struct kerr *err);
int json_get_int(const cJSON *o, const char *key, long long lo, long long hi, long long *out,
		 const char *what, struct kerr *err);

/* 1 if s[0..n) is valid UTF-8 as defined above, else 0. */
int utf8_valid(const char *s, size_t n);

/* Shortest round-trip text of a finite double into out (at least 32 bytes). */
void canon_format_double(double v, char out[32]);

#endif
