/* handover: where `kopt exec --to-ipc FILE` puts a model's outputs.
 *
 * The importer (datasets/importer/kopt_import.py) allocates one device
 * buffer for all of a model's outputs, exports it with cuIpcGetMemHandle and
 * writes FILE:
 *   {"handle": "<128 hex digits: the 64-byte CUipcMemHandle>",
 *    "outputs": [{"offset": BYTES, "bytes": BYTES}, ...]}
 * one entry per output of the manifest, in order.  The GPU backend opens the
 * handle and copies output i to handle + offset (device to device), so no
 * output passes through a file or host memory.  This file only reads and
 * checks that description; it has no CUDA in it. */
#ifndef KOPT_HANDOVER_H
#define KOPT_HANDOVER_H

#include "common/kerr.h"

#define HANDOVER_FILE "ipc.json"	/* its name in kopt exec's --out folder */
#define HANDOVER_HANDLE_BYTES 64	/* sizeof (CUipcMemHandle) */

struct handover_slot {
	unsigned long long offset, bytes;
};

struct handover {
	unsigned char handle[HANDOVER_HANDLE_BYTES];
	int n;
	struct handover_slot *slots;	/* n, owned */
};

/* Parse text (from what, for messages) into *h.  0, or -1 with err naming
 * what and the field at fault (h then holds nothing to release). */
int handover_parse(const char *text, const char *what, struct handover *h,
		   struct kerr *err);
/* handover_parse of the file at path. */
int handover_load(const char *path, struct handover *h, struct kerr *err);
/* Free what h holds (a zeroed or released h: nothing). */
void handover_release(struct handover *h);

#endif
