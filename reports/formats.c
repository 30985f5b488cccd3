/* formats: Markdown report to JSON, CSV and LaTeX (see header). */
#include "reports/formats.h"
#include "common/buf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Cells of a Markdown table row "| a | b |", trimmed, into a JSON array. */
static cJSON *row_cells(const char *line, size_t len)
{
	cJSON *a = cJSON_CreateArray();
	size_t i = 0;
	if (i < len && line[i] == '|')
		i++;
	while (i < len) {
		size_t j = i;
		while (j < len && line[j] != '|')
			j++;
		if (j == len && i == j)
			break;
		size_t s = i, e = j;
		while (s < e && line[s] == ' ')
			s++;
		while (e > s && line[e - 1] == ' ')
			e--;
		char *cell = xmalloc(e - s + 1);
		memcpy(cell, line + s, e - s);
		cell[e - s] = '\0';
		cJSON_AddItemToArray(a, cJSON_CreateString(cell));
		free(cell);
		if (j == len)
			break;
		i = j + 1;
	}
	return a;
}

static int is_separator(const char *line, size_t len)
{
	int dash = 0;
	for (size_t i = 0; i < len; i++) {
		if (line[i] == '-')
			dash = 1;
		else if (line[i] != '|' && line[i] != ' ' && line[i] != ':')
			return 0;
	}
	return dash;
}

cJSON *report_json(const char *md)
{
	cJSON *root = cJSON_CreateObject();
	cJSON *secs = cJSON_AddArrayToObject(root, "sections");
	cJSON *sec = NULL, *notes = NULL, *rows = NULL;
	struct buf para;
	buf_init(&para);
	const char *p = md;
	while (p && *p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		int h = len > 3 && !strncmp(p, "## ", 3) ? 2 : len > 4 && !strncmp(p, "### ", 4)
			? 3 : 0;
		int table = len > 0 && p[0] == '|';
		if ((h || table || len == 0) && para.len && notes) {
			cJSON_AddItemToArray(notes, cJSON_CreateString(para.data));
			para.len = 0;
			para.data[0] = '\0';
		}
		if (h) {
			sec = cJSON_CreateObject();
			char *title = xmalloc(len);
			memcpy(title, p + h + 1, len - h - 1);
			title[len - h - 1] = '\0';
			cJSON_AddStringToObject(sec, "title", title);
			free(title);
			cJSON_AddNumberToObject(sec, "level", h);
			notes = cJSON_AddArrayToObject(sec, "notes");
			rows = NULL;
			cJSON_AddItemToArray(secs, sec);
		} else if (table && sec) {
			if (!cJSON_GetObjectItemCaseSensitive(sec, "columns")) {
				cJSON_AddItemToObject(sec, "columns", row_cells(p, len));
				rows = cJSON_AddArrayToObject(sec, "rows");
			} else if (!is_separator(p, len) && rows) {
				cJSON_AddItemToArray(rows, row_cells(p, len));
			}
		} else if (len && sec) {
			if (para.len)
				buf_puts(&para, " ");
			buf_add(&para, p, len);
		}
		p = nl ? nl + 1 : NULL;
	}
	if (para.len && notes)
		cJSON_AddItemToArray(notes, cJSON_CreateString(para.data));
	buf_release(&para);
	return root;
}

static void csv_cell(struct buf *out, const char *s)
{
	if (!strpbrk(s, ",\"\n\r")) {
		buf_puts(out, s);
		return;
	}
	buf_puts(out, "\"");
	for (; *s; s++) {
		if (*s == '"')
			buf_puts(out, "\"");
		buf_add(out, s, 1);
	}
	buf_puts(out, "\"");
}

static void csv_row(struct buf *out, const cJSON *cells)
{
	int first = 1;
	for (const cJSON *c = cells ? cells->child : NULL; c; c = c->next) {
		if (!first)
			buf_puts(out, ",");
		csv_cell(out, c->valuestring);
		first = 0;
	}
	buf_puts(out, "\r\n");
}

void report_csv_table(const cJSON *sec, struct buf *out)
{
	const cJSON *cols = cJSON_GetObjectItemCaseSensitive(sec, "columns");
	if (!cols)
		return;
	csv_row(out, cols);
	const cJSON *rows = cJSON_GetObjectItemCaseSensitive(sec, "rows");
	for (const cJSON *r = rows ? rows->child : NULL; r; r = r->next)
		csv_row(out, r);
}

/* A section's title (report_json gives every section one). */
static const char *title_of(const cJSON *sec)
{
	const cJSON *t = cJSON_GetObjectItemCaseSensitive(sec, "title");
	return cJSON_IsString(t) ? t->valuestring : "";
}

void report_csv(const char *md, struct buf *out)
{
	cJSON *j = report_json(md);
	const cJSON *secs = cJSON_GetObjectItemCaseSensitive(j, "sections");
	for (const cJSON *s = secs ? secs->child : NULL; s; s = s->next) {
		buf_printf(out, "# %s\r\n", title_of(s));
		report_csv_table(s, out);
		buf_puts(out, "\r\n");
	}
	cJSON_Delete(j);
}

/* UTF-8 characters our reports print, as LaTeX. */
static const char *TEX_MAP[][2] = {
	{ "×", "$\\times$" }, { "≥", "$\\geq$" }, { "≤", "$\\leq$" }, { "‖", "$\\|$" },
	{ "∞", "$\\infty$" }, { "–", "--" }, { "—", "---" }, { "ρ", "$\\rho$" },
	{ "γ", "$\\gamma$" }, { "µ", "$\\mu$" },
};

static void tex_text(struct buf *out, const char *s)
{
	while (*s) {
		int done = 0;
		for (size_t k = 0; k < sizeof TEX_MAP / sizeof TEX_MAP[0] && !done; k++) {
			size_t n = strlen(TEX_MAP[k][0]);
			if (!strncmp(s, TEX_MAP[k][0], n)) {
				buf_puts(out, TEX_MAP[k][1]);
				s += n;
				done = 1;
			}
		}
		if (done)
			continue;
		switch (*s) {
		case '&': case '%': case '$': case '#': case '_': case '{': case '}':
			buf_printf(out, "\\%c", *s);
			break;
		case '~':
			buf_puts(out, "\\textasciitilde{}");
			break;
		case '^':
			buf_puts(out, "\\textasciicircum{}");
			break;
		case '\\':
			buf_puts(out, "\\textbackslash{}");
			break;
		case '<': case '>':
			buf_printf(out, "$%c$", *s);
			break;
		case '`':
			break;	/* Markdown code quotes */
		case '-':	/* "--no-memory", not an en dash */
			buf_puts(out, s[1] == '-' ? "-{}" : "-");
			break;
		default:
			buf_add(out, s, 1);
		}
		s++;
	}
}

void report_tex(const char *md, struct buf *out)
{
	cJSON *j = report_json(md);
	const cJSON *secs = cJSON_GetObjectItemCaseSensitive(j, "sections");
	buf_puts(out, "% kopt report; needs \\usepackage{booktabs}\n");
	for (const cJSON *s = secs ? secs->child : NULL; s; s = s->next) {
		buf_puts(out, "\n\\subsection*{");
		tex_text(out, title_of(s));
		buf_puts(out, "}\n");
		const cJSON *notes = cJSON_GetObjectItemCaseSensitive(s, "notes");
		for (const cJSON *n = notes ? notes->child : NULL; n; n = n->next) {
			tex_text(out, n->valuestring);
			buf_puts(out, "\n\n");
		}
		const cJSON *cols = cJSON_GetObjectItemCaseSensitive(s, "columns");
		if (!cols)
			continue;
		int nc = cJSON_GetArraySize(cols);
		buf_puts(out, "\\begin{tabular}{l");
		for (int c = 1; c < nc; c++)
			buf_puts(out, "r");
		buf_puts(out, "}\n\\toprule\n");
		const cJSON *rows = cJSON_GetObjectItemCaseSensitive(s, "rows");
		for (int pass = 0; pass < 2; pass++) {
			const cJSON *first = pass ? (rows ? rows->child : NULL) : cols;
			for (const cJSON *r = first; r; r = pass ? r->next : NULL) {
				int k = 0;
				for (const cJSON *c = r->child; c; c = c->next, k++) {
					if (k)
						buf_puts(out, " & ");
					/* "\\" then "[" would read as \\'s optional argument */
					if (c->valuestring[0] == '[')
						buf_puts(out, "{}");
					tex_text(out, c->valuestring);
				}
				buf_puts(out, " \\\\\n");
				if (!pass)
					break;
			}
			if (!pass)
				buf_puts(out, "\\midrule\n");
		}
		buf_puts(out, "\\bottomrule\n\\end{tabular}\n");
	}
	cJSON_Delete(j);
}

void report_slug(const char *title, char *out, size_t n)
{
	size_t k = 0;
	int dash = 0;
	const char *end = strchr(title, ':');
	for (const char *s = title; *s && s != end && k + 1 < n; s++) {
		unsigned char c = (unsigned char)*s;
		if (isalnum(c)) {
			if (dash && k)
				out[k++] = '-';
			if (k + 1 < n)
				out[k++] = (char)tolower(c);
			dash = 0;
		} else {
			dash = 1;
		}
	}
	out[k] = '\0';
}
