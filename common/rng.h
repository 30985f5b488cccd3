/* rng: the counter-based generator every random choice draws from.
 * A draw is SHA-256 of the canonical tuple (run seed, problem, sub-kernel,
 * iteration, beam slot, purpose, counter), so it depends on nothing but its
 * key: not on call order, threads or the machine (DESIGN.md determinism). */
#ifndef KOPT_RNG_H
#define KOPT_RNG_H

#include <stdint.h>

uint64_t rng_draw(long long run_seed, const char *problem, const char *subkernel,
		  int iteration, int slot, const char *purpose, uint64_t counter);

#endif
