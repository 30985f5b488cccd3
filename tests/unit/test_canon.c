/* test_canon: the canonical JSON module (common/canon.c) and the SHA-256
 * hex digest its output is hashed with (common/sha.c).
 *
 * Holds: key order by UTF-8 bytes, no whitespace, duplicate keys refused with
 * their JSON path; doubles that read back bit for bit (where cJSON's own
 * printer does not); integer, -0 and non-finite forms; UTF-8 validation and
 * string escaping; canon_parse's errors and offsets; idempotence. */
#include "tests/unit/check.h"
#include "common/buf.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/canon.h"
#include "common/sha.h"

/* é, € and 😀 as bytes, so the source stays ASCII. */
#define E_ACUTE "\xC3\xA9"
#define EURO "\xE2\x82\xAC"
#define GRIN "\xF0\x9F\x98\x80"

static int err_has(const struct kerr *err, const char *s)
{
	return strstr(err->msg, s) != NULL;
}

static int same_bits(double a, double b)
{
	uint64_t x, y;
	memcpy(&x, &a, sizeof x);
	memcpy(&y, &b, sizeof y);
	return x == y;
}

/* Canonical form of JSON text, or NULL if parsing or printing failed. */
static char *canon_of_text(const char *json, struct kerr *err)
{
	cJSON *v = canon_parse(json, strlen(json), "test", err);
	if (!v)
		return NULL;
	char *s = canon_string(v, err);
	cJSON_Delete(v);
	return s;
}

/* Canonical form of a node the test built; the node is freed. */
static char *canon_of_node(cJSON *v, struct kerr *err)
{
	char *s = canon_string(v, err);
	cJSON_Delete(v);
	return s;
}

/* Doubles that must survive print and read back: hard cases, then 100
 * finite values from a fixed 64-bit LCG taken as raw bit patterns. */
#define N_FIXED 12
#define N_RANDOM 100

static size_t sample_doubles(double out[N_FIXED + N_RANDOM])
{
	static const double fixed[N_FIXED] = {
		0.1,
		0.1 + 0.2,			/* 0.30000000000000004 */
		1 / 3.0,
		1e300,
		5e-324,				/* smallest denormal */
		2.2250738585072014e-308,	/* smallest normal */
		1.7976931348623157e308,		/* largest finite */
		123456789.123456789,
		9007199254740993.0,		/* past 2^53 */
		-0.0,
		1e21,
		1e-7,
	};
	size_t n = 0;
	for (size_t i = 0; i < N_FIXED; i++)
		out[n++] = fixed[i];

	uint64_t state = 0x2545F4914F6CDD1DULL;
	while (n < N_FIXED + N_RANDOM) {
		state = state * 6364136223846793005ULL + 1442695040888963407ULL;
		double d;
		memcpy(&d, &state, sizeof d);
		if (isfinite(d))
			out[n++] = d;
	}
	return n;
}

/* ---- key order and layout ---- */

static void canon_sorts_object_keys_by_utf8_bytes(void)
{
	struct kerr err = { "" };
	cJSON *o = cJSON_CreateObject();
	cJSON_AddNumberToObject(o, "b", 1);
	cJSON_AddNumberToObject(o, E_ACUTE, 2);
	cJSON_AddNumberToObject(o, "a", 3);
	cJSON_AddNumberToObject(o, "B", 4);
	cJSON_AddNumberToObject(o, "aa", 5);
	cJSON_AddNumberToObject(o, "~", 6);
	cJSON_AddNumberToObject(o, "", 7);
	char *s = canon_of_node(o, &err);
	CHECK_STR(s, "{\"\":7,\"B\":4,\"a\":3,\"aa\":5,\"b\":1,\"~\":6,\"" E_ACUTE "\":2}");
	free(s);
}

static void canon_sorts_keys_of_nested_objects(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{\"z\":{\"y\":{\"b\":1,\"a\":2},\"x\":[{\"d\":1,\"c\":2}]},"
				"\"m\":0}", &err);
	CHECK_STR(s, "{\"m\":0,\"z\":{\"x\":[{\"c\":2,\"d\":1}],\"y\":{\"a\":2,\"b\":1}}}");
	free(s);
}

static void canon_keeps_array_order(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("[3,1,2,\"b\",\"a\",[9,8],{\"k\":[\"z\",\"y\"]}]", &err);
	CHECK_STR(s, "[3,1,2,\"b\",\"a\",[9,8],{\"k\":[\"z\",\"y\"]}]");
	free(s);
}

static void canon_output_has_no_whitespace(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{\n\t\"a\" : [ 1 ,\r\n 2 ] ,\n  \"b\" : { \"c\" : null } ,"
				" \"d\" : [ ] , \"e\" : { } }\n", &err);
	CHECK(s != NULL, "%s", err.msg);
	if (s)
		CHECK(strpbrk(s, " \t\r\n") == NULL, "whitespace in %s", s);
	free(s);
}

static void canon_rejects_duplicate_keys(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{\"a\":1,\"b\":2,\"a\":1}", &err);
	CHECK(s == NULL, "duplicate key printed as %s", s);
	free(s);
}

/* Past 32 members the printer sorts with qsort and compares every pair of
 * neighbours; below, the insertion sort notes an equal name. */
static void canon_rejects_duplicate_keys_of_a_large_object(void)
{
	struct buf b;
	buf_init(&b);
	buf_puts(&b, "{");
	for (int i = 0; i < 40; i++)
		buf_printf(&b, "\"k%02d\":%d,", i, i);
	buf_puts(&b, "\"k17\":0}");
	struct kerr err = { "" };
	char *s = canon_of_text(b.data, &err);
	CHECK(s == NULL, "duplicate key printed as %s", s);
	free(s);
	buf_release(&b);
}

static void canon_duplicate_key_error_names_json_path(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{\"x\":[0,{\"ok\":1,\"k\":1,\"k\":2}]}", &err);
	CHECK(s == NULL && err_has(&err, "$.x[1].k"), "err: %s", err.msg);
	free(s);
}

static void canon_print_leaves_buffer_unchanged_on_error(void)
{
	struct kerr err = { "" };
	struct buf b;
	buf_init(&b);
	buf_puts(&b, "prefix");
	cJSON *v = canon_parse("[1,{\"k\":1,\"k\":2}]", 17, "test", &err);
	CHECK(v && canon_print(v, &b, &err) != 0 && b.len == 6 &&
	      strcmp(b.data, "prefix") == 0, "buffer: %s", b.data);
	cJSON_Delete(v);
	buf_release(&b);
}

/* ---- numbers ---- */

static void canon_numbers_read_back_bit_identical_through_strtod(void)
{
	double v[N_FIXED + N_RANDOM];
	size_t n = sample_doubles(v);
	for (size_t i = 0; i < n; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(cJSON_CreateNumber(v[i]), &err);
		double back = s ? strtod(s, NULL) : NAN;
		CHECK(same_bits(back, v[i]), "%a printed as %s, read back as %a",
		      v[i], s ? s : "(null)", back);
		free(s);
	}
}

static void canon_numbers_read_back_bit_identical_through_canon_parse(void)
{
	double v[N_FIXED + N_RANDOM];
	size_t n = sample_doubles(v);
	for (size_t i = 0; i < n; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(canon_number(v[i]), &err);
		cJSON *p = s ? canon_parse(s, strlen(s), "test", &err) : NULL;
		double back = NAN;
		int rc = p ? canon_get_number(p, &back) : -1;
		CHECK(rc == 0 && same_bits(back, v[i]),
		      "%a printed as %s, read back as %a (%s)", v[i],
		      s ? s : "(null)", back, err.msg);
		cJSON_Delete(p);
		free(s);
	}
}

/* canon_float32: the shortest decimal of a float, printed as such by the
 * canonical printer, reading back as the same float; a float that needs
 * all nine digits keeps them. */
static void canon_float32_is_the_floats_shortest_decimal(void)
{
	static const struct { float v; const char *want; } cases[] = {
		{ 0.26047998666763306f, "0.26048" }, { 1.0f, "1" }, { 0.1f, "0.1" },
		{ 16777217.0f, "16777216" }, { 3.4028235e38f, "3.4028235e+38" },
		{ 1e-45f, "1e-45" }, { -2.5e-3f, "-0.0025" },
		{ 0.333333343f, "0.33333334" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(canon_number(canon_float32(cases[i].v)), &err);
		CHECK(s && !strcmp(s, cases[i].want), "%a: %s, want %s", (double)cases[i].v,
		      s ? s : err.msg, cases[i].want);
		free(s);
	}
	/* Every float of a sweep over the exponents reads back as itself, and
	 * no shorter decimal would (one digit fewer does not read back). */
	uint32_t x = 0x12345678u;
	for (int i = 0; i < 200000; i++) {
		x = x * 1664525u + 1013904223u;
		uint32_t bits = x & 0x7fffffffu;
		float v;
		memcpy(&v, &bits, sizeof v);
		if (!isfinite(v))
			continue;
		double d = canon_float32(v);
		char s[32];
		snprintf(s, sizeof s, "%.17g", d);
		CHECK((float)d == v, "%a came back as %a", (double)v, d);
		int digits = 0;
		for (int p = 1; p <= 9; p++) {
			char t[32];
			snprintf(t, sizeof t, "%.*g", p, d);
			if (strtod(t, NULL) == d) {
				digits = p;
				break;
			}
		}
		char shorter[32];
		snprintf(shorter, sizeof shorter, "%.*g", digits > 1 ? digits - 1 : 1, (double)v);
		CHECK(digits >= 1 && (digits == 1 || strtof(shorter, NULL) != v),
		      "%a: %d digits (%s) where fewer read back", (double)v, digits, s);
	}
	CHECK(isnan(canon_float32(NAN)) && canon_float32(INFINITY) == INFINITY,
	      "not finite: widened");
}

/* Why canon has its own printer: cJSON prints 15 digits when they read back
 * "close enough", so some doubles change (0.1 + 0.2 comes out as "0.3"). */
static void cjson_printer_does_not_read_back_every_double(void)
{
	double v[N_FIXED + N_RANDOM];
	size_t n = sample_doubles(v);
	size_t lost = 0;
	for (size_t i = 0; i < n; i++) {
		cJSON *node = cJSON_CreateNumber(v[i]);
		char *s = cJSON_PrintUnformatted(node);
		if (!s || !same_bits(strtod(s, NULL), v[i]))
			lost++;
		cJSON_free(s);
		cJSON_Delete(node);
	}
	CHECK(lost >= 1, "cJSON printed all %zu doubles exactly", n);
}

static void canon_prints_integers_below_2_pow_53_without_exponent_or_fraction(void)
{
	static const struct {
		double v;
		const char *want;
	} cases[] = {
		{ 0, "0" },
		{ 3, "3" },
		{ -17, "-17" },
		{ 1000000, "1000000" },
		{ 1e15, "1000000000000000" },
		{ 9007199254740991.0, "9007199254740991" },
		{ -9007199254740991.0, "-9007199254740991" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(cJSON_CreateNumber(cases[i].v), &err);
		CHECK_STR(s, cases[i].want);
		free(s);
	}
}

static void canon_prints_negative_zero_as_minus_zero(void)
{
	struct kerr err = { "" };
	char *s = canon_of_node(cJSON_CreateNumber(-0.0), &err);
	CHECK_STR(s, "-0");
	free(s);
}

static void canon_prints_other_numbers_with_fewest_round_trip_digits(void)
{
	static const struct {
		double v;
		const char *want;
	} cases[] = {
		{ 0.1, "0.1" },
		{ 2.5, "2.5" },
		{ 0.1 + 0.2, "0.30000000000000004" },
		{ 1 / 3.0, "0.3333333333333333" },
		{ 1e21, "1e+21" },
		{ 5e-324, "5e-324" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(cJSON_CreateNumber(cases[i].v), &err);
		CHECK_STR(s, cases[i].want);
		free(s);
	}
}

static void canon_prints_non_finite_as_float_objects(void)
{
	static const struct {
		double v;
		const char *want;
	} cases[] = {
		{ NAN, "{\"$float\":\"NaN\"}" },
		{ INFINITY, "{\"$float\":\"Infinity\"}" },
		{ -INFINITY, "{\"$float\":\"-Infinity\"}" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct kerr err = { "" };
		/* A plain number node and canon_number's object print alike. */
		char *plain = canon_of_node(cJSON_CreateNumber(cases[i].v), &err);
		char *made = canon_of_node(canon_number(cases[i].v), &err);
		CHECK_STR(plain, cases[i].want);
		CHECK_STR(made, cases[i].want);
		free(plain);
		free(made);
	}
}

static void canon_get_number_reads_plain_and_float_forms(void)
{
	struct kerr err = { "" };
	double d = 0;
	cJSON *v = canon_number(2.5);
	CHECK(canon_get_number(v, &d) == 0 && d == 2.5, "plain: %g", d);
	cJSON_Delete(v);

	v = canon_number(NAN);
	CHECK(canon_get_number(v, &d) == 0 && isnan(d), "NaN: %g", d);
	cJSON_Delete(v);

	v = canon_parse("{\"$float\":\"Infinity\"}", 21, "test", &err);
	CHECK(v && canon_get_number(v, &d) == 0 && d == INFINITY, "Infinity: %g", d);
	cJSON_Delete(v);

	v = canon_parse("{\"$float\":\"-Infinity\"}", 22, "test", &err);
	CHECK(v && canon_get_number(v, &d) == 0 && d == -INFINITY, "-Infinity: %g", d);
	cJSON_Delete(v);
}

static void canon_get_number_rejects_other_values(void)
{
	static const char *const bad[] = {
		"\"1.5\"",
		"null",
		"[1]",
		"{}",
		"{\"$float\":\"Inf\"}",
		"{\"$float\":\"nan\"}",
		"{\"$float\":1}",
		"{\"$float\":\"NaN\",\"x\":1}",
		"{\"x\":1,\"$float\":\"NaN\"}",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct kerr err = { "" };
		double d = 0;
		cJSON *v = canon_parse(bad[i], strlen(bad[i]), "test", &err);
		CHECK(v && canon_get_number(v, &d) == -1, "%s read as %g", bad[i], d);
		cJSON_Delete(v);
	}
}

/* Documents why non-finite values get the $float form: cJSON loses them. */
static void cjson_printer_turns_non_finite_into_null(void)
{
	const double v[] = { NAN, INFINITY, -INFINITY };
	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
		cJSON *node = cJSON_CreateNumber(v[i]);
		char *s = cJSON_PrintUnformatted(node);
		CHECK_STR(s, "null");
		cJSON_free(s);
		cJSON_Delete(node);
	}
}

/* ---- strings and UTF-8 ---- */

static const struct {
	const char *bytes;
	const char *what;
} bad_utf8[] = {
	{ "\x80", "lone continuation byte" },
	{ "\xC0\xAF", "overlong '/'" },
	{ "\xE0\x80\xAF", "overlong three-byte '/'" },
	{ "\xED\xA0\x80", "surrogate U+D800" },
	{ "\xF4\x90\x80\x80", "code point U+110000" },
	{ "\xF5\x80\x80\x80", "lead byte 0xF5" },
	{ "\xE2\x82", "truncated sequence at end" },
	{ "a\xE2\x82" "b", "truncated sequence mid-string" },
};
#define N_BAD_UTF8 (sizeof bad_utf8 / sizeof bad_utf8[0])

static void utf8_valid_rejects_malformed_sequences(void)
{
	for (size_t i = 0; i < N_BAD_UTF8; i++)
		CHECK(!utf8_valid(bad_utf8[i].bytes, strlen(bad_utf8[i].bytes)),
		      "accepted %s", bad_utf8[i].what);
	/* A whole sequence cut short by the length, not by the bytes. */
	CHECK(!utf8_valid(EURO, 2), "accepted a 3-byte sequence given 2 bytes");
}

static void utf8_valid_accepts_well_formed_text(void)
{
	static const char *const good[] = {
		"",
		"plain ascii",
		E_ACUTE,
		EURO,
		GRIN,
		"caf" E_ACUTE " 5" EURO " " GRIN,
		"\xEF\xBF\xBF",		/* U+FFFF */
		"\xF4\x8F\xBF\xBF",	/* U+10FFFF, the last code point */
		"\xED\x9F\xBF",		/* U+D7FF, just below the surrogates */
	};
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
		CHECK(utf8_valid(good[i], strlen(good[i])), "rejected string %zu", i);
}

static void canon_print_rejects_invalid_utf8_strings(void)
{
	for (size_t i = 0; i < N_BAD_UTF8; i++) {
		struct kerr err = { "" };
		char *s = canon_of_node(cJSON_CreateString(bad_utf8[i].bytes), &err);
		CHECK(s == NULL, "printed %s", bad_utf8[i].what);
		free(s);
	}
}

static void canon_print_rejects_invalid_utf8_keys(void)
{
	for (size_t i = 0; i < N_BAD_UTF8; i++) {
		struct kerr err = { "" };
		cJSON *o = cJSON_CreateObject();
		cJSON_AddNullToObject(o, bad_utf8[i].bytes);
		char *s = canon_of_node(o, &err);
		CHECK(s == NULL, "printed key with %s", bad_utf8[i].what);
		free(s);
	}
}

static void canon_print_invalid_utf8_error_names_json_path(void)
{
	struct kerr err = { "" };
	cJSON *o = cJSON_CreateObject();
	cJSON *a = cJSON_AddArrayToObject(o, "list");
	cJSON_AddItemToArray(a, cJSON_CreateString("fine"));
	cJSON_AddItemToArray(a, cJSON_CreateString("\x80"));
	char *s = canon_of_node(o, &err);
	CHECK(s == NULL && err_has(&err, "$.list[1]"), "err: %s", err.msg);
	free(s);
}

static void canon_parse_rejects_invalid_utf8(void)
{
	for (size_t i = 0; i < N_BAD_UTF8; i++) {
		char json[64];
		struct kerr err = { "" };
		snprintf(json, sizeof json, "{\"k\":[\"%s\"]}", bad_utf8[i].bytes);
		cJSON *v = canon_parse(json, strlen(json), "test", &err);
		CHECK(v == NULL, "parsed string with %s", bad_utf8[i].what);
		cJSON_Delete(v);

		snprintf(json, sizeof json, "{\"%s\":1}", bad_utf8[i].bytes);
		v = canon_parse(json, strlen(json), "test", &err);
		CHECK(v == NULL, "parsed key with %s", bad_utf8[i].what);
		cJSON_Delete(v);
	}
}

static void canon_prints_multibyte_utf8_raw(void)
{
	struct kerr err = { "" };
	char *s = canon_of_node(cJSON_CreateString(E_ACUTE EURO GRIN), &err);
	CHECK_STR(s, "\"" E_ACUTE EURO GRIN "\"");
	free(s);
}

static void canon_turns_unicode_escapes_into_raw_utf8(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("\"\\u00e9\\u20AC\\ud83d\\ude00\"", &err);
	CHECK_STR(s, "\"" E_ACUTE EURO GRIN "\"");
	free(s);
}

static void canon_escapes_control_characters(void)
{
	struct kerr err = { "" };
	char *s = canon_of_node(cJSON_CreateString("a\nb\tc\x01" "d\re\bf\fg\x1f"), &err);
	CHECK_STR(s, "\"a\\nb\\tc\\u0001d\\re\\bf\\fg\\u001f\"");
	free(s);
}

static void canon_escapes_quote_and_backslash(void)
{
	struct kerr err = { "" };
	char *s = canon_of_node(cJSON_CreateString("say \"hi\" \\ bye"), &err);
	CHECK_STR(s, "\"say \\\"hi\\\" \\\\ bye\"");
	free(s);
}

static void canon_does_not_escape_slash(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("\"a\\/b/c\"", &err);
	CHECK_STR(s, "\"a/b/c\"");
	free(s);
}

/* The printer scans strings eight bytes at a time: a character to escape,
 * a multi-byte character and a bad byte are each placed at every offset of
 * the first three words and printed as a byte-at-a-time printer would. */
static void canon_escapes_at_every_offset_of_a_word(void)
{
	static const struct {
		const char *in, *out;
	} marks[] = { { "\"", "\\\"" }, { "\\", "\\\\" }, { "\n", "\\n" },
		      { "\x01", "\\u0001" }, { "\x1f", "\\u001f" }, { EURO, EURO },
		      { GRIN, GRIN }, { "\x7f", "\x7f" } };
	struct kerr err = { "" };
	for (size_t m = 0; m < sizeof marks / sizeof marks[0]; m++)
		for (int at = 0; at < 24; at++) {
			char in[64], want[80];
			snprintf(in, sizeof in, "%.*s%s%.*s", at, "abcdefghijklmnopqrstuvwx",
				 marks[m].in, 24 - at, "ABCDEFGHIJKLMNOPQRSTUVWX");
			snprintf(want, sizeof want, "\"%.*s%s%.*s\"", at,
				 "abcdefghijklmnopqrstuvwx", marks[m].out, 24 - at,
				 "ABCDEFGHIJKLMNOPQRSTUVWX");
			char *s = canon_of_node(cJSON_CreateString(in), &err);
			CHECK(s && !strcmp(s, want), "mark %zu at %d: %s", m, at, s ? s : err.msg);
			free(s);
		}
}

static void canon_print_rejects_a_bad_byte_at_every_offset_of_a_word(void)
{
	for (int at = 0; at < 24; at++) {
		char in[64];
		struct kerr err = { "" };
		snprintf(in, sizeof in, "%.*s\xC3(%.*s", at, "abcdefghijklmnopqrstuvwx", 24 - at,
			 "ABCDEFGHIJKLMNOPQRSTUVWX");
		char *s = canon_of_node(cJSON_CreateString(in), &err);
		CHECK(!s && err_has(&err, "not valid UTF-8"), "bad byte at %d accepted", at);
		free(s);
	}
}

/* Text without \u escapes is checked as a whole; a bad string in it is
 * still reported with its path, as one found string by string. */
static void canon_parse_names_the_path_of_a_raw_invalid_string(void)
{
	struct kerr err = { "" };
	const char *text = "{\"a\":[1,{\"b\":\"x\xC3(y\"}]}";
	cJSON *v = canon_parse(text, strlen(text), "doc", &err);
	CHECK(!v && err_has(&err, "doc") && err_has(&err, "$.a[1].b") &&
	      err_has(&err, "not valid UTF-8"), "got: %s", err.msg);
	cJSON_Delete(v);
}

/* ---- canon_parse ---- */

static void canon_parse_rejects_nul_byte_with_offset(void)
{
	static const char text[] = "[1,\0 2]";
	struct kerr err = { "" };
	cJSON *v = canon_parse(text, sizeof text - 1, "test", &err);
	CHECK(v == NULL && err_has(&err, "NUL") && err_has(&err, "offset 3"),
	      "err: %s", err.msg);
	cJSON_Delete(v);
}

/* cJSON would cut "a\u0000b" to "a", so the escape is refused. */
static void canon_parse_rejects_nul_escape_with_offset(void)
{
	static const char text[] = "{\"k\":\"a\\u0000b\"}";
	struct kerr err = { "" };
	cJSON *v = canon_parse(text, sizeof text - 1, "test", &err);
	CHECK(v == NULL && err_has(&err, "offset 7"), "err: %s", err.msg);
	cJSON_Delete(v);
}

static void canon_parse_accepts_escaped_backslash_before_u0000(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("\"\\\\u0000\"", &err);
	CHECK_STR(s, "\"\\\\u0000\"");
	free(s);
}

static void canon_parse_rejects_trailing_garbage_with_offset(void)
{
	static const char *const texts[] = { "[1] x", "{}{}", "1 2", "null,", "\"a\"b" };
	static const size_t offsets[] = { 4, 2, 2, 4, 3 };
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		char want[32];
		struct kerr err = { "" };
		snprintf(want, sizeof want, "offset %zu", offsets[i]);
		cJSON *v = canon_parse(texts[i], strlen(texts[i]), "test", &err);
		CHECK(v == NULL && err_has(&err, want), "%s: err: %s", texts[i], err.msg);
		cJSON_Delete(v);
	}
}

static void canon_parse_reports_offset_of_syntax_error(void)
{
	struct kerr err = { "" };
	cJSON *v = canon_parse("[1,,2]", 6, "test", &err);
	CHECK(v == NULL && err_has(&err, "offset 3"), "err: %s", err.msg);
	cJSON_Delete(v);
}

static void canon_parse_error_starts_with_input_name(void)
{
	struct kerr err = { "" };
	cJSON *v = canon_parse("{\"a\":}", 6, "request.json", &err);
	CHECK(v == NULL && strncmp(err.msg, "request.json: ", 14) == 0,
	      "err: %s", err.msg);
	cJSON_Delete(v);
}

static void canon_parse_accepts_trailing_whitespace(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("[1] \n\t\r\n", &err);
	CHECK_STR(s, "[1]");
	free(s);
}

static void canon_parse_reads_only_len_bytes(void)
{
	struct kerr err = { "" };
	cJSON *v = canon_parse("[1]garbage", 3, "test", &err);
	char *s = v ? canon_string(v, &err) : NULL;
	CHECK_STR(s, "[1]");
	free(s);
	cJSON_Delete(v);
}

static void canon_of_noncanonical_input_matches_expected(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{ \"b\" : [1, 2.50, {\"z\":1,\"a\":null}], \"a\": true }", &err);
	CHECK_STR(s, "{\"a\":true,\"b\":[1,2.5,{\"a\":null,\"z\":1}]}");
	free(s);
}

static void canon_normalises_number_and_escape_spelling(void)
{
	struct kerr err = { "" };
	char *s = canon_of_text("{\"x\":1.0e2,\"y\":-0.0,\"z\":25E-1,\"s\":\"\\u0041\\/\"}", &err);
	CHECK_STR(s, "{\"s\":\"A/\",\"x\":100,\"y\":-0,\"z\":2.5}");
	free(s);
}

static void canon_is_idempotent_on_nested_documents(void)
{
	static const char *const docs[] = {
		"{\"b\":{\"d\":[1,2,{\"f\":0.1,\"e\":-0}],\"c\":null},\"a\":[[],{}]}",
		"[{\"$float\":\"NaN\"},1e300,5e-324,0.30000000000000004,\"caf"
			E_ACUTE "\\n\\u0001\"]",
		"{\"k\":{\"k\":{\"k\":{\"k\":[true,false,\"\\\"\\\\\"]}}},\""
			EURO "\":1,\"~\":2,\"A\":3}",
		"  [ 1.50 , -17 , 1000000 , 123456789.123456789 ]  ",
	};
	for (size_t i = 0; i < sizeof docs / sizeof docs[0]; i++) {
		struct kerr err = { "" };
		char *once = canon_of_text(docs[i], &err);
		char *twice = once ? canon_of_text(once, &err) : NULL;
		CHECK(once != NULL, "doc %zu: %s", i, err.msg);
		if (once)
			CHECK_STR(twice, once);
		free(once);
		free(twice);
	}
}

/* ---- sha256 ---- */

static void sha256_hex_of_empty_string_matches_test_vector(void)
{
	char hex[SHA_HEX_LEN + 1];
	sha256_hex("", 0, hex);
	CHECK_STR(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

static void sha256_hex_of_abc_matches_test_vector(void)
{
	char hex[SHA_HEX_LEN + 1];
	sha256_hex("abc", 3, hex);
	CHECK_STR(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

static void sha_stream_of_parts_equals_one_shot_hash(void)
{
	char hex[SHA_HEX_LEN + 1];
	struct sha_ctx *c = sha_begin();
	sha_add(c, "a", 1);
	sha_add(c, "", 0);
	sha_add(c, "bc", 2);
	sha_end(c, hex);
	CHECK_STR(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

static void sha_hex_bytes_decodes_lowercase_hex_only(void)
{
	const char *hex = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
	unsigned char b[32];
	CHECK(sha_hex_bytes(hex, b) == 0, "a digest refused");
	CHECK(b[0] == 0xba && b[1] == 0x78 && b[31] == 0xad, "bytes %02x %02x .. %02x", b[0],
	      b[1], b[31]);
	char bad[SHA_HEX_LEN + 1];
	snprintf(bad, sizeof bad, "%s", hex);
	bad[7] = 'F';		/* upper case is not a key's digit */
	CHECK(sha_hex_bytes(bad, b) == -1, "upper-case digit accepted");
	bad[7] = 'g';
	CHECK(sha_hex_bytes(bad, b) == -1, "non-digit accepted");
	CHECK(sha_hex_bytes("ba7816bf", b) == -1, "a short key accepted");
	CHECK(sha_hex_bytes("ba7816b", b) == -1, "an odd short key accepted");
	CHECK(sha_hex_bytes("", b) == -1, "an empty key accepted");
}

void suite_canon(void)
{
	RUN(canon_sorts_object_keys_by_utf8_bytes);
	RUN(canon_sorts_keys_of_nested_objects);
	RUN(canon_keeps_array_order);
	RUN(canon_output_has_no_whitespace);
	RUN(canon_rejects_duplicate_keys);
	RUN(canon_rejects_duplicate_keys_of_a_large_object);
	RUN(canon_duplicate_key_error_names_json_path);
	RUN(canon_print_leaves_buffer_unchanged_on_error);

	RUN(canon_numbers_read_back_bit_identical_through_strtod);
	RUN(canon_numbers_read_back_bit_identical_through_canon_parse);
	RUN(cjson_printer_does_not_read_back_every_double);
	RUN(canon_prints_integers_below_2_pow_53_without_exponent_or_fraction);
	RUN(canon_prints_negative_zero_as_minus_zero);
	RUN(canon_prints_other_numbers_with_fewest_round_trip_digits);
	RUN(canon_prints_non_finite_as_float_objects);
	RUN(canon_get_number_reads_plain_and_float_forms);
	RUN(canon_get_number_rejects_other_values);
	RUN(cjson_printer_turns_non_finite_into_null);
	RUN(canon_float32_is_the_floats_shortest_decimal);

	RUN(utf8_valid_rejects_malformed_sequences);
	RUN(utf8_valid_accepts_well_formed_text);
	RUN(canon_print_rejects_invalid_utf8_strings);
	RUN(canon_print_rejects_invalid_utf8_keys);
	RUN(canon_print_invalid_utf8_error_names_json_path);
	RUN(canon_parse_rejects_invalid_utf8);
	RUN(canon_prints_multibyte_utf8_raw);
	RUN(canon_turns_unicode_escapes_into_raw_utf8);
	RUN(canon_escapes_control_characters);
	RUN(canon_escapes_quote_and_backslash);
	RUN(canon_does_not_escape_slash);
	RUN(canon_escapes_at_every_offset_of_a_word);
	RUN(canon_print_rejects_a_bad_byte_at_every_offset_of_a_word);
	RUN(canon_parse_names_the_path_of_a_raw_invalid_string);

	RUN(canon_parse_rejects_nul_byte_with_offset);
	RUN(canon_parse_rejects_nul_escape_with_offset);
	RUN(canon_parse_accepts_escaped_backslash_before_u0000);
	RUN(canon_parse_rejects_trailing_garbage_with_offset);
	RUN(canon_parse_reports_offset_of_syntax_error);
	RUN(canon_parse_error_starts_with_input_name);
	RUN(canon_parse_accepts_trailing_whitespace);
	RUN(canon_parse_reads_only_len_bytes);
	RUN(canon_of_noncanonical_input_matches_expected);
	RUN(canon_normalises_number_and_escape_spelling);
	RUN(canon_is_idempotent_on_nested_documents);

	RUN(sha256_hex_of_empty_string_matches_test_vector);
	RUN(sha256_hex_of_abc_matches_test_vector);
	RUN(sha_stream_of_parts_equals_one_shot_hash);
	RUN(sha_hex_bytes_decodes_lowercase_hex_only);
}
