/* llm_price: what an LLM call cost, from the prices an agent backend was
 * given.  The openai backend takes price_in=P,price_out=Q (money per million
 * input and output tokens, in whatever currency the prices are in); the spec,
 * prices included, is the run's policy.llm, so the prices are recorded with
 * the run's configuration and a replay carries them.  Each call's cost is
 * recorded with the call (observations.cost); a call whose server reported
 * no usage has no known cost (recorded as 0, and reported "not reported",
 * never summed as a price of 0). */
#ifndef KOPT_LLM_PRICE_H
#define KOPT_LLM_PRICE_H

#include "common/kerr.h"

struct llm_price {
	int set;		/* 0: no prices given ("not priced") */
	double in, out;		/* per million tokens */
};

/* The value of NAME among comma-separated NAME=VALUE args (an agent
 * backend's spec arguments) into out; 1 if present, 0 if absent. */
int llm_spec_arg(const char *args, const char *name, char *out, size_t n);

/* The prices among comma-separated NAME=VALUE args (price_in, price_out):
 * both or neither, each a finite number >= 0.  -1 with err otherwise. */
int llm_price_parse(const char *args, struct llm_price *p, struct kerr *err);

/* The prices of an agent backend spec (a run's policy.llm): an openai spec's
 * price_in/price_out; p->set = 0 for any other spec or one without prices. */
void llm_price_of_spec(const char *spec, struct llm_price *p);

/* The cost of one call that used tin input and tout output tokens under p:
 * tin * in / 1e6 + tout * out / 1e6.  -1 when it is unknown: no prices, or
 * a token count not reported (negative). */
double llm_call_cost(const struct llm_price *p, long tin, long tout);

#endif
