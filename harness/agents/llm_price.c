/* llm_price: prices of an agent backend and the cost of a call (see header). */
#include "harness/agents/llm_price.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int llm_spec_arg(const char *args, const char *name, char *out, size_t n)
{
	size_t nl = strlen(name);
	for (const char *p = args; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		if (len > nl && !strncmp(p, name, nl) && p[nl] == '=') {
			snprintf(out, n, "%.*s", (int)(len - nl - 1), p + nl + 1);
			return 1;
		}
		p = comma ? comma + 1 : NULL;
	}
	return 0;
}

static int price(const char *text, double *v)
{
	char *end;
	*v = strtod(text, &end);
	return *text && !*end && isfinite(*v) && *v >= 0;
}

int llm_price_parse(const char *args, struct llm_price *p, struct kerr *err)
{
	char in[64], out[64];
	int has_in = llm_spec_arg(args, "price_in", in, sizeof in);
	int has_out = llm_spec_arg(args, "price_out", out, sizeof out);
	memset(p, 0, sizeof *p);
	if (!has_in && !has_out)
		return 0;
	if (has_in != has_out)
		return kerr_set(err, "give both price_in and price_out (per million input "
				"and output tokens), or neither");
	if (!price(in, &p->in))
		return kerr_set(err, "price_in=%s: expected a number >= 0 (per million "
				"input tokens)", in);
	if (!price(out, &p->out))
		return kerr_set(err, "price_out=%s: expected a number >= 0 (per million "
				"output tokens)", out);
	p->set = 1;
	return 0;
}

void llm_price_of_spec(const char *spec, struct llm_price *p)
{
	memset(p, 0, sizeof *p);
	if (spec && !strncmp(spec, "openai:", 7) && llm_price_parse(spec + 7, p, NULL))
		memset(p, 0, sizeof *p);
}

double llm_call_cost(const struct llm_price *p, long tin, long tout)
{
	if (!p->set || tin < 0 || tout < 0)
		return -1;
	return (double)tin * p->in / 1e6 + (double)tout * p->out / 1e6;
}
