/* shard: a deterministic share of a problem list, `--shard i/N`.
 *
 * The problem at list position p (0-based) belongs to shard p mod N.  A
 * shard's share does not change when problems are added to the end of the
 * list, every shard gets floor(P/N) or ceil(P/N) problems, and a list sorted
 * by level (as KernelBench's is) is dealt out level by level, so no shard
 * gets all of the slow level-3 models.  Every shard must be given the same
 * list in the same order: the record of a shard carries the digest of the
 * list's problem ids, and `kopt merge` refuses shards cut from different
 * lists.  A shard run stores its problems under their positions in the
 * whole list (problems.seq), so merged shards number them as one run would. */
#ifndef KOPT_SHARD_H
#define KOPT_SHARD_H

#include <cjson/cJSON.h>
#include <stddef.h>

#include "common/kerr.h"
#include "common/sha.h"

struct shard {
	int index, count;		/* 0 <= index < count */
	long long problems;		/* problems in the whole list */
	char list[SHA_HEX_LEN + 1];	/* digest of the list's ids, in order */
};

/* Parse "i/N" (0 <= i < N); -1 with err. */
int shard_parse(const char *text, struct shard *out, struct kerr *err);
/* 1 if the problem at 0-based list position pos belongs to the shard. */
int shard_owns(const struct shard *sh, long long pos);
/* Fill sh->problems and sh->list from the ids of the whole list, in order. */
void shard_set_list(struct shard *sh, const char *const *ids, size_t n);
/* {"index","count","problems","list"}, the record kept in a run's
 * provenance under "shard". */
cJSON *shard_to_json(const struct shard *sh);
/* Read the record from a run's provenance text: 1 found, 0 the run is not
 * a shard, -1 a malformed record (err says so). */
int shard_from_provenance(const char *provenance, struct shard *out, struct kerr *err);

#endif
