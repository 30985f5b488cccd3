/* view: one run of a run file as a self-contained HTML page (`kopt view`):
 * the page's script, style and figures inline, nothing fetched.  The run's
 * report (Table 1 first) is embedded as text and drawn at once; everything
 * else (problems, candidates, gate results, observations and the blobs they
 * name) is one JSON document, deflated (zlib) and base64-encoded, that the
 * page inflates with the browser's DecompressionStream and draws on demand.
 * The page is a pure function of the file: the same file gives the same
 * bytes (no time of writing, no path of this machine).  It only reads. */
#ifndef KOPT_REPORT_VIEW_H
#define KOPT_REPORT_VIEW_H

#include "common/buf.h"
#include "recorder/store.h"

/* The page of run in s, appended to out.  label names the file in the
 * page's title (its base name, say).  When s holds several runs, the page
 * also carries the ablation tables of all of them (the first as reference).
 * 0, or -1 with err naming the file and what could not be read. */
int view_page(struct store *s, int64_t run, const char *label, struct buf *out,
	      struct kerr *err);

#endif
