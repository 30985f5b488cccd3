/* file: whole-file reads and writes (see file.h). */
#include "common/file.h"
#include "common/buf.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int read_file(const char *path, char **out, size_t *len, struct kerr *err)
{
	*out = NULL;
	FILE *f = fopen(path, "rb");
	if (!f)
		return kerr_set(err, "%s: cannot open: %s", path, strerror(errno));
	struct buf b;
	buf_init(&b);
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	int bad = ferror(f);
	fclose(f);
	if (bad) {
		buf_release(&b);
		return kerr_set(err, "%s: read error", path);
	}
	*out = buf_detach(&b, len);
	return 0;
}

int write_file_in(const char *dir, const char *name, const void *data, size_t len,
		  struct kerr *err)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	if (!f)
		return kerr_set(err, "%s: cannot create: %s", path, strerror(errno));
	int bad = len && fwrite(data, 1, len, f) != len;
	if (fclose(f) || bad)
		return kerr_set(err, "%s: cannot write: %s", path, strerror(errno));
	return 0;
}
