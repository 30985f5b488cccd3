/* inputs: the input generator kopt-counter/1 (datasets/FORMAT.md), on the CPU.
 * The GPU backend runs the same integer algorithm on the device; both give
 * the same bits, so `kopt inputs` feeds PyTorch exactly what kopt ran. */
#ifndef KOPT_INPUTS_H
#define KOPT_INPUTS_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

#include "common/kerr.h"

/* Element types the generator and executor know; size in bytes via dtype_size. */
enum dtype { DT_F32, DT_F64, DT_F16, DT_BF16, DT_I32, DT_I64, DT_I8, DT_U8, DT_BOOL,
	     DT_NONE };
enum dtype dtype_parse(const char *s);
const char *dtype_name(enum dtype d);
size_t dtype_size(enum dtype d);

enum dist { DIST_RANDN, DIST_RAND, DIST_UNIFORM, DIST_RANDINT, DIST_ZEROS, DIST_ONES,
	    DIST_CONST };

struct init {
	enum dist dist;
	double lo, hi, value;
};

/* Parse a buffer's init object; -1 with err naming `what`. */
int init_parse(const cJSON *j, enum dtype dt, const char *what, struct init *out,
	       struct kerr *err);

/* The 64-bit key of (seed, buffer name). */
uint64_t inputs_key(long long seed, const char *buffer);
uint64_t splitmix64(uint64_t z);

/* Fill n storage elements of dtype dt at out (n * dtype_size bytes). */
int inputs_fill(uint64_t key, const struct init *in, enum dtype dt, size_t n,
		void *out, struct kerr *err);

/* Number of storage elements of a strided tensor: offset + sum((shape-1)*stride)
 * + 1, or 0 if any dimension is 0. */
size_t storage_elems(const long long *shape, const long long *strides, int ndim,
		     long long offset);

#endif
