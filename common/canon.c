/* canon: canonical JSON printing and validated parsing (see canon.h). */
#include "common/canon.h"
#include "common/buf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

/* The length of the valid UTF-8 sequence at s[0], a byte >= 0x80, within
 * n bytes; 0 if it is not one. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	size_t need;
	unsigned cp, min;
	if (c >= 0xC2 && c <= 0xDF) {
		need = 1; cp = c & 0x1F; min = 0x80;
	} else if (c >= 0xE0 && c <= 0xEF) {
		need = 2; cp = c & 0x0F; min = 0x800;
	} else if (c >= 0xF0 && c <= 0xF4) {
		need = 3; cp = c & 0x07; min = 0x10000;
	} else {
		return 0;
	}
	if (need >= n)
		return 0;
	for (size_t j = 1; j <= need; j++) {
		unsigned cc = s[j];
		if ((cc & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (cc & 0x3F);
	}
	if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return need + 1;
}

int utf8_valid(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;
	while (i < n) {
		/* ASCII, the common case, eight bytes at a time. */
		uint64_t w;
		while (i + 8 <= n && (memcpy(&w, s + i, 8), !(w & 0x8080808080808080ULL)))
			i += 8;
		if (i >= n)
			break;
		if (s[i] < 0x80) {
			i++;
			continue;
		}
		size_t k = utf8_seq(s + i, n - i);
		if (!k)
			return 0;
		i += k;
	}
	return 1;
}

static void format_double(double v, char out[32]);

/* Formatting a double the canonical way takes several snprintf and strtod
 * calls, and the same measured values come back in request after request
 * (a candidate's metrics, its parent's time): a small per-thread cache of
 * recent values, keyed by their bits, answers those. */
#define FMT_CACHE 4096
static _Thread_local struct {
	uint64_t bits;
	char text[32];
	int full;
} fmt_cache[FMT_CACHE];

void canon_format_double(double v, char out[32])
{
	uint64_t bits;
	memcpy(&bits, &v, sizeof bits);
	uint64_t h = (bits ^ (bits >> 29)) * 0x9E3779B97F4A7C15ULL;
	size_t slot = (size_t)(h >> 52) & (FMT_CACHE - 1);
	if (fmt_cache[slot].full && fmt_cache[slot].bits == bits) {
		memcpy(out, fmt_cache[slot].text, 32);
		return;
	}
	format_double(v, out);
	fmt_cache[slot].bits = bits;
	memcpy(fmt_cache[slot].text, out, 32);
	fmt_cache[slot].full = 1;
}

static void format_double(double v, char out[32])
{
	if (v == 0 && signbit(v)) {
		strcpy(out, "-0");
		return;
	}
	/* 2^53: every integer below it is exact and prints without exponent. */
	if (v == floor(v) && fabs(v) < 9007199254740992.0) {
		snprintf(out, 32, "%.0f", v);
		return;
	}
	/* The shortest %.*g that reads back as v.  Reading back exactly is
	 * monotonic in the precision (17 always does), so a binary search finds
	 * the same shortest precision as trying 1, 2, ... 17 in turn.
	 * The first probe is 15 digits, not the middle: a measured value (a
	 * time, a metric) needs 15 to 17, and this takes two or three probes
	 * for it instead of five; the text of the shortest probe that read
	 * back is kept rather than printed again. */
	char best[32];
	int lo = 1, hi = 17, mid = 15, best_p = 0;
	while (lo < hi) {
		snprintf(out, 32, "%.*g", mid < 17 ? mid : 17, v);
		if (strtod(out, NULL) == v) {
			hi = mid;
			best_p = mid;
			memcpy(best, out, sizeof best);
		} else {
			lo = mid + 1;
		}
		mid = (lo + hi) / 2;
	}
	if (best_p == lo)
		memcpy(out, best, sizeof best);
	else
		snprintf(out, 32, "%.*g", lo < 17 ? lo : 17, v);
}

/* Bytes that a string cannot copy as they are: a control character, '"',
 * '\\', or one >= 0x80 (to be checked as UTF-8).  Any of them in the eight
 * bytes of w makes this nonzero (the bit tricks of "Bit Twiddling Hacks":
 * a borrow can flag bytes above a real match, never a word without one). */
#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL
static uint64_t special8(uint64_t w)
{
	uint64_t quote = w ^ (ONES * '"'), bslash = w ^ (ONES * '\\');
	return (w | ((w - ONES * 0x20) & ~w) | ((quote - ONES) & ~quote) |
		((bslash - ONES) & ~bslash)) & HIGHS;
}

/* s[0..n) as a JSON string; -1 (out partly written) if it is not valid
 * UTF-8.  Checking and copying are one pass: runs of bytes that need no
 * escape go in one copy, found eight bytes at a time. */
/* buf_add for the printer's many short pieces, inlined where the buffer
 * has room (a call per comma and quote was a tenth of the printing). */
static inline void put(struct buf *b, const void *p, size_t n)
{
	if (b->len + n < b->cap) {
		memcpy(b->data + b->len, p, n);
		b->len += n;
		b->data[b->len] = '\0';
	} else {
		buf_add(b, p, n);
	}
}

static int put_string(struct buf *out, const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0, from = 0;
	put(out, "\"", 1);
	while (i < n) {
		uint64_t w;
		while (i + 8 <= n && (memcpy(&w, s + i, 8), !special8(w)))
			i += 8;
		if (i >= n)
			break;
		unsigned c = s[i];
		if (c >= 0x80) {
			size_t k = utf8_seq(s + i, n - i);
			if (!k)
				return -1;
			i += k;
			continue;
		}
		if (c >= 0x20 && c != '"' && c != '\\') {
			i++;
			continue;
		}
		put(out, s + from, i - from);
		char esc[8];
		switch (c) {
		case '"': put(out, "\\\"", 2); break;
		case '\\': put(out, "\\\\", 2); break;
		case '\b': put(out, "\\b", 2); break;
		case '\f': put(out, "\\f", 2); break;
		case '\n': put(out, "\\n", 2); break;
		case '\r': put(out, "\\r", 2); break;
		case '\t': put(out, "\\t", 2); break;
		default:
			snprintf(esc, sizeof esc, "\\u%04x", c);
			put(out, esc, 6);
		}
		from = ++i;
	}
	put(out, s + from, n - from);
	put(out, "\"", 1);
	return 0;
}

static int cmp_keys(const void *a, const void *b)
{
	const cJSON *x = *(const cJSON *const *)a, *y = *(const cJSON *const *)b;
	return strcmp(x->string, y->string);
}

/* Where a value sits in the document being printed or checked: a chain of
 * frames on the stack, from the value up to the root.  It is spelled out
 * ("$.a[2].b") only for an error message, never on the way. */
struct jpath {
	const struct jpath *up;
	const char *key;	/* member name, or NULL for an array element */
	size_t index;
};

static void jpath_put(const struct jpath *p, struct buf *out)
{
	if (!p) {
		buf_puts(out, "$");
		return;
	}
	jpath_put(p->up, out);
	if (p->key)
		buf_printf(out, ".%s", p->key);
	else
		buf_printf(out, "[%zu]", p->index);
}

/* The error "BEFORE PATH AFTER", the path spelled out. */
static int jpath_error(struct kerr *err, const char *before, const struct jpath *p,
		       const char *after)
{
	struct buf b;
	buf_init(&b);
	jpath_put(p, &b);
	kerr_set(err, "%s%s%s", before, b.data, after);
	buf_release(&b);
	return -1;
}

static int print_value(const cJSON *v, struct buf *out, const struct jpath *path,
		       struct kerr *err);

/* Members sorted by name; objects this small sort on the stack. */
#define SMALL_OBJECT 32

static int print_object(const cJSON *v, struct buf *out, const struct jpath *path,
			struct kerr *err)
{
	size_t n = 0;
	for (const cJSON *c = v->child; c; c = c->next)
		n++;
	const cJSON *small[SMALL_OBJECT];
	const cJSON **kids = n <= SMALL_OBJECT ? small : xcalloc(n, sizeof *kids);
	size_t i = 0;
	for (const cJSON *c = v->child; c; c = c->next)
		kids[i++] = c;
	/* Whether two members may share a name, checked below between
	 * neighbours: the insertion sort knows, as a key equal to one already
	 * placed stops beside it (a comparison a member saved). */
	int maybe_dup = n > SMALL_OBJECT;
	if (n <= SMALL_OBJECT) {
		/* Insertion sort, stable like glibc's qsort of a small array, and
		 * one pass over members already in order (a parsed reply's). */
		for (i = 1; i < n; i++) {
			const cJSON *x = kids[i];
			size_t j = i;
			int c = 1;
			for (; j > 0 && (c = strcmp(kids[j - 1]->string, x->string)) > 0; j--)
				kids[j] = kids[j - 1];
			kids[j] = x;
			maybe_dup |= c == 0;
		}
	} else {
		qsort(kids, n, sizeof *kids, cmp_keys);
	}
	int rc = 0;
	put(out, "{", 1);
	for (i = 0; i < n && rc == 0; i++) {
		const char *k = kids[i]->string;
		const struct jpath here = { path, k, 0 };
		size_t klen = strlen(k);
		if (i > 0 && maybe_dup && strcmp(kids[i - 1]->string, k) == 0) {
			rc = utf8_valid(k, klen)
				? jpath_error(err, "duplicate JSON key at ", &here, "")
				: jpath_error(err, "JSON key at ", &here, " is not valid UTF-8");
		} else {
			if (i > 0)
				put(out, ",", 1);
			if (put_string(out, k, klen))
				rc = jpath_error(err, "JSON key at ", &here, " is not valid UTF-8");
			else {
				put(out, ":", 1);
				rc = print_value(kids[i], out, &here, err);
			}
		}
	}
	put(out, "}", 1);
	if (kids != small)
		free(kids);
	return rc;
}

static int print_value(const cJSON *v, struct buf *out, const struct jpath *path,
		       struct kerr *err)
{
	char num[32];
	switch (v->type & 0xFF) {
	case cJSON_NULL:
		put(out, "null", 4);
		return 0;
	case cJSON_False:
		put(out, "false", 5);
		return 0;
	case cJSON_True:
		put(out, "true", 4);
		return 0;
	case cJSON_Number:
		if (isnan(v->valuedouble))
			buf_puts(out, "{\"$float\":\"NaN\"}");
		else if (isinf(v->valuedouble))
			buf_puts(out, v->valuedouble > 0 ? "{\"$float\":\"Infinity\"}"
							 : "{\"$float\":\"-Infinity\"}");
		else {
			canon_format_double(v->valuedouble, num);
			put(out, num, strlen(num));
		}
		return 0;
	case cJSON_String:
		if (!v->valuestring)
			return jpath_error(err, "JSON string at ", path, " has no value");
		if (put_string(out, v->valuestring, strlen(v->valuestring)))
			return jpath_error(err, "JSON string at ", path, " is not valid UTF-8");
		return 0;
	case cJSON_Array: {
		put(out, "[", 1);
		size_t i = 0;
		for (const cJSON *c = v->child; c; c = c->next, i++) {
			if (i)
				put(out, ",", 1);
			const struct jpath here = { path, NULL, i };
			int rc = print_value(c, out, &here, err);
			if (rc)
				return rc;
		}
		put(out, "]", 1);
		return 0;
	}
	case cJSON_Object:
		return print_object(v, out, path, err);
	default:
		return jpath_error(err, "JSON value at ", path, " has an unknown type");
	}
}

int canon_print(const cJSON *v, struct buf *out, struct kerr *err)
{
	size_t start = out->len;
	int rc = print_value(v, out, NULL, err);
	if (rc && out->data) {
		out->len = start;
		out->data[start] = '\0';
	}
	return rc;
}

/* canon_string prints into a buffer kept per thread, then copies out the
 * exact size: one allocation a call instead of a string grown by doubling
 * (a replay canonicalizes 10^5 requests of several KB).  A buffer grown past
 * this is let go, so a huge document does not stay allocated. */
#define SCRATCH_KEEP (1u << 20)
static _Thread_local struct buf scratch;

char *canon_string(const cJSON *v, struct kerr *err)
{
	scratch.len = 0;
	char *text = NULL;
	if (canon_print(v, &scratch, err) == 0) {
		text = xmalloc(scratch.len + 1);
		memcpy(text, scratch.data ? scratch.data : "", scratch.len);
		text[scratch.len] = '\0';
	}
	if (scratch.cap > SCRATCH_KEEP)
		buf_release(&scratch);
	return text;
}

const char *canon_text(const cJSON *v, size_t *len, struct kerr *err)
{
	/* A buffer canon_string let go of is grown again here; one this call
	 * grows past SCRATCH_KEEP is let go by the next canon_string. */
	scratch.len = 0;
	if (canon_print(v, &scratch, err))
		return NULL;
	if (!scratch.data)	/* nothing printed: no value prints as "" */
		buf_puts(&scratch, "");
	*len = scratch.len;
	return scratch.data;
}

static int check_strings(const cJSON *v, const struct jpath *path, struct kerr *err)
{
	if (v->string && !utf8_valid(v->string, strlen(v->string)))
		return jpath_error(err, "JSON key at ", path, " is not valid UTF-8");
	if (cJSON_IsString(v) && !utf8_valid(v->valuestring, strlen(v->valuestring)))
		return jpath_error(err, "JSON string at ", path, " is not valid UTF-8");
	size_t i = 0;
	int object = cJSON_IsObject(v);
	for (const cJSON *c = v->child; c; c = c->next, i++) {
		const struct jpath here = { path, object ? (c->string ? c->string : "?") : NULL,
					    i };
		if (check_strings(c, &here, err))
			return -1;
	}
	return 0;
}

/* cJSON decodes the escape \u0000 into a NUL that ends its C string, silently
 * cutting the value short ("a\u0000b" would read as "a"); find one to refuse.
 * A backslash outside a string is invalid JSON anyway, so no string tracking.
 * *any_u is set when the text has a \u escape at all. */
static const char *find_nul_escape(const char *text, size_t len, int *any_u)
{
	*any_u = 0;
	const char *p = text, *end = text + len;
	while ((p = memchr(p, '\\', (size_t)(end - p))) && p + 1 < end) {
		if (p[1] == 'u') {
			*any_u = 1;
			if (end - p >= 6 && !memcmp(p + 2, "0000", 4))
				return p;
		}
		p += 2;	/* skip the escaped character: text \\u0000 is not one */
	}
	return NULL;
}

cJSON *canon_parse(const char *text, size_t len, const char *what, struct kerr *err)
{
	if (memchr(text, '\0', len)) {
		kerr_set(err, "%s: JSON text contains a NUL byte at offset %zu", what,
			 (size_t)((const char *)memchr(text, '\0', len) - text));
		return NULL;
	}
	int any_u;
	const char *nul = find_nul_escape(text, len, &any_u);
	if (nul) {
		kerr_set(err, "%s: JSON string escape \\u0000 at offset %zu is not supported",
			 what, (size_t)(nul - text));
		return NULL;
	}
	const char *end = NULL;
	cJSON *v = cJSON_ParseWithLengthOpts(text, len, &end, 0);
	if (!v) {
		size_t off = end ? (size_t)(end - text) : 0;
		kerr_set(err, "%s: invalid JSON at offset %zu", what, off);
		return NULL;
	}
	/* Trailing whitespace is fine; anything else after the value is not. */
	while (end && (size_t)(end - text) < len &&
	       (*end == ' ' || *end == '\n' || *end == '\t' || *end == '\r'))
		end++;
	if (end && (size_t)(end - text) < len) {
		kerr_set(err, "%s: trailing data after the JSON value at offset %zu",
			 what, (size_t)(end - text));
		cJSON_Delete(v);
		return NULL;
	}
	/* Text that is valid UTF-8 and has no \u escape holds only valid
	 * strings: a string's bytes are the text's own, whole characters (a
	 * multi-byte character holds no '"' or '\\'), or the ASCII of a short
	 * escape.  Other text is checked string by string, for the path of the
	 * first bad one. */
	if ((any_u || !utf8_valid(text, len)) && check_strings(v, NULL, err)) {
		kerr_wrap(err, "%s", what);
		cJSON_Delete(v);
		v = NULL;
	}
	return v;
}

double canon_float32(float v)
{
	if (!isfinite(v))
		return (double)v;
	/* 9 significant digits always read back as the same float (FLT_DECIMAL_DIG). */
	char out[32];
	for (int p = 1; p < 9; p++) {
		snprintf(out, sizeof out, "%.*g", p, (double)v);
		if (strtof(out, NULL) == v)
			return strtod(out, NULL);
	}
	snprintf(out, sizeof out, "%.9g", (double)v);
	return strtod(out, NULL);
}

cJSON *canon_number(double v)
{
	if (isfinite(v))
		return cJSON_CreateNumber(v);
	cJSON *o = cJSON_CreateObject();
	cJSON_AddStringToObject(o, "$float", isnan(v) ? "NaN" : v > 0 ? "Infinity"
									    : "-Infinity");
	return o;
}

const char *json_get_string(const cJSON *o, const char *key, const char *what,
			    struct kerr *err)
{
	const cJSON *v = cJSON_IsObject(o) ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
	if (cJSON_IsString(v) && v->valuestring)
		return v->valuestring;
	kerr_set(err, "%s: %s: expected a string", what, key);
	return NULL;
}

int json_get_number(const cJSON *o, const char *key, double *out, const char *what,
		    struct kerr *err)
{
	const cJSON *v = cJSON_IsObject(o) ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
	if (v && canon_get_number(v, out) == 0)
		return 0;
	return kerr_set(err, "%s: %s: expected a number", what, key);
}

int json_get_int(const cJSON *o, const char *key, long long lo, long long hi, long long *out,
		 const char *what, struct kerr *err)
{
	const cJSON *v = cJSON_IsObject(o) ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
	double d = cJSON_IsNumber(v) ? v->valuedouble : NAN;
	if (d >= (double)lo && d <= (double)hi && d == floor(d)) {
		*out = (long long)d;
		return 0;
	}
	return kerr_set(err, "%s: %s: expected an integer from %lld to %lld", what, key, lo, hi);
}

void canon_add_view(cJSON *o, const char *key, const cJSON *item)
{
	/* cJSON takes a non-const item but only copies its node. */
	if (item)
		cJSON_AddItemReferenceToObject(o, key, (cJSON *)item);
}

int canon_get_number(const cJSON *v, double *out)
{
	if (cJSON_IsNumber(v)) {
		*out = v->valuedouble;
		return 0;
	}
	const cJSON *f = cJSON_GetObjectItemCaseSensitive(v, "$float");
	if (cJSON_IsObject(v) && cJSON_IsString(f) && !f->next && v->child == f) {
		if (!strcmp(f->valuestring, "NaN")) {
			*out = NAN;
			return 0;
		}
		if (!strcmp(f->valuestring, "Infinity")) {
			*out = INFINITY;
			return 0;
		}
		if (!strcmp(f->valuestring, "-Infinity")) {
			*out = -INFINITY;
			return 0;
		}
	}
	return -1;
}
