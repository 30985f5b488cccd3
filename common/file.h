/* file: a whole file read into memory, or written from it, in one call.
 * Errors name the path and the system's reason. */
#ifndef KOPT_FILE_H
#define KOPT_FILE_H

#include <stddef.h>

#include "common/kerr.h"

/* Read a whole file into a NUL-terminated buffer; -1 with err on failure. */
int read_file(const char *path, char **out, size_t *len, struct kerr *err);
/* Write len bytes to DIR/NAME (created or replaced); -1 with err naming it. */
int write_file_in(const char *dir, const char *name, const void *data, size_t len,
		  struct kerr *err);

#endif
