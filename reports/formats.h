/* formats: a report in Markdown (the form every table is generated in) read
 * back into sections and written as CSV, LaTeX or JSON, so the four formats
 * cannot disagree.  A section is a heading (## or ###), its paragraphs and
 * at most one table; cells hold no '|'. */
#ifndef KOPT_FORMATS_H
#define KOPT_FORMATS_H

#include <cjson/cJSON.h>

#include "common/kerr.h"
#include "common/buf.h"

/* The report as JSON: {"sections": [{"title", "level", "notes": [...],
 * "columns": [...], "rows": [[...], ...]}]}; cells stay strings, exactly as
 * printed. */
cJSON *report_json(const char *md);

/* All tables as CSV (RFC 4180 quoting), each preceded by a line "# TITLE"
 * and followed by an empty line; sections without a table give only their
 * title line. */
void report_csv(const char *md, struct buf *out);

/* One section's table alone (columns, then rows), as CSV. */
void report_csv_table(const cJSON *section, struct buf *out);

/* A LaTeX fragment: per section a \subsection*, its notes as paragraphs and
 * its table as a booktabs tabular, special characters escaped. */
void report_tex(const char *md, struct buf *out);

/* A file-name slug of a section title: "Table 1, panel B: ..." gives
 * "table-1-panel-b"; at most n - 1 characters. */
void report_slug(const char *title, char *out, size_t n);

#endif
