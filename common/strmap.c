/* strmap: open-addressing hash map with FNV-1a; see strmap.h. */
#include "common/strmap.h"
#include "common/kerr.h"

#include <stdlib.h>
#include <string.h>

struct entry {
	char *key;
	int64_t value;
};

struct strmap {
	struct entry *e;
	size_t cap, n;
};

static uint64_t fnv(const char *s)
{
	uint64_t h = 1469598103934665603ULL;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

struct strmap *strmap_create(void)
{
	struct strmap *m = xcalloc(1, sizeof *m);
	m->cap = 64;
	m->e = xcalloc(m->cap, sizeof *m->e);
	return m;
}

void strmap_destroy(struct strmap *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->cap; i++)
		free(m->e[i].key);
	free(m->e);
	free(m);
}

static struct entry *find(const struct strmap *m, const char *key)
{
	size_t i = fnv(key) & (m->cap - 1);
	while (m->e[i].key && strcmp(m->e[i].key, key) != 0)
		i = (i + 1) & (m->cap - 1);
	return &m->e[i];
}

int64_t *strmap_slot(struct strmap *m, const char *key)
{
	struct entry *e = find(m, key);
	if (e->key)
		return &e->value;
	if ((m->n + 1) * 2 > m->cap) {
		struct entry *old = m->e;
		size_t oldcap = m->cap;
		m->cap *= 2;
		m->e = xcalloc(m->cap, sizeof *m->e);
		for (size_t i = 0; i < oldcap; i++)
			if (old[i].key)
				*find(m, old[i].key) = old[i];
		free(old);
		e = find(m, key);
	}
	e->key = xstrdup(key);
	e->value = 0;
	m->n++;
	return &e->value;
}

int64_t strmap_get(const struct strmap *m, const char *key, int64_t def)
{
	const struct entry *e = find(m, key);
	return e->key ? e->value : def;
}

size_t strmap_count(const struct strmap *m)
{
	return m->n;
}
