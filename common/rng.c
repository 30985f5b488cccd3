/* rng: counter-based draws keyed by their purpose (see rng.h). */
#include "common/rng.h"
#include "common/sha.h"

#include <stdio.h>
#include <string.h>

uint64_t rng_draw(long long run_seed, const char *problem, const char *subkernel,
		  int iteration, int slot, const char *purpose, uint64_t counter)
{
	char key[1024], hex[SHA_HEX_LEN + 1];
	int n = snprintf(key, sizeof key, "kopt-rng/1\n%lld\n%s\n%s\n%d\n%d\n%s\n%llu",
			 run_seed, problem, subkernel, iteration, slot, purpose,
			 (unsigned long long)counter);
	sha256_hex(key, (size_t)n, hex);
	uint64_t v = 0;
	for (int i = 0; i < 16; i++) {
		char c = hex[i];
		v = v << 4 | (uint64_t)(c <= '9' ? c - '0' : c - 'a' + 10);
	}
	return v;
}
