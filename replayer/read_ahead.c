/* read_ahead: replies read, checked and parsed on a second thread (see
 * read_ahead.h).  On the 2-core machine this takes reading the reply blobs,
 * hashing them and parsing them, a quarter of a paper-scale replay, off the
 * search's thread. */
#include "replayer/read_ahead.h"
#include "common/canon.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define AHEAD READ_AHEAD_RING

struct item {
	int64_t seq;
	int rc;
	char *reply;
	size_t len;
	struct obs_row f;
	cJSON *body;
	char *msg;		/* rc != 0: the error */
};

struct read_ahead {
	struct store *s;
	int64_t run;
	pthread_t thread;
	pthread_mutex_t mu;
	pthread_cond_t more;	/* an item was added, or the list ran out */
	pthread_cond_t room;	/* the ring half empty, a new list, or stop */
	int64_t *list;		/* the observations to read, ascending */
	size_t nlist, next;	/* next: the index the thread reads next */
	int64_t busy;		/* the observation the thread reads now, or -1 */
	unsigned gen;		/* counts the lists given */
	struct item ring[AHEAD];
	size_t head, count;
	int stop;
	void (*job)(struct store *s, void *arg);	/* posted, not started */
	void *job_arg;
	int job_running;
};

static void item_release(struct item *it)
{
	free(it->reply);
	cJSON_Delete(it->body);
	free(it->msg);
	memset(it, 0, sizeof *it);
}

/* Read observation seq into it, outside the lock. */
static void fetch(struct read_ahead *a, int64_t seq, struct item *it)
{
	struct kerr err;
	memset(it, 0, sizeof *it);
	it->seq = seq;
	it->rc = store_obs_answer(a->s, a->run, seq, &it->reply, &it->len, &it->f, &err);
	if (it->rc)
		it->msg = xstrdup(err.msg);
	else
		it->body = canon_parse(it->reply, strlen(it->reply), "reply", NULL);
}

static void *run_thread(void *arg)
{
	struct read_ahead *a = arg;
	pthread_mutex_lock(&a->mu);
	for (;;) {
		while (!a->stop && !a->job && (a->next >= a->nlist || a->count == AHEAD))
			pthread_cond_wait(&a->room, &a->mu);
		if (a->stop)
			break;
		if (a->job) {
			void (*fn)(struct store *, void *) = a->job;
			a->job = NULL;
			a->job_running = 1;
			pthread_mutex_unlock(&a->mu);
			fn(a->s, a->job_arg);
			pthread_mutex_lock(&a->mu);
			a->job_running = 0;
			pthread_cond_broadcast(&a->more);
			continue;
		}
		size_t at = a->next;
		int64_t seq = a->list[at];
		unsigned gen = a->gen;
		a->busy = seq;
		pthread_mutex_unlock(&a->mu);
		struct item it;
		fetch(a, seq, &it);
		pthread_mutex_lock(&a->mu);
		a->busy = -1;
		/* A new list came meanwhile, or the search read it itself. */
		if (gen != a->gen || a->next != at) {
			item_release(&it);
			pthread_cond_signal(&a->more);
			continue;
		}
		a->ring[(a->head + a->count) % AHEAD] = it;
		a->count++;
		a->next++;
		pthread_cond_signal(&a->more);
	}
	pthread_mutex_unlock(&a->mu);
	return NULL;
}

struct read_ahead *read_ahead_create(const char *path, int64_t run)
{
	struct read_ahead *a = xcalloc(1, sizeof *a);
	struct kerr err;
	a->run = run;
	a->busy = -1;
	if (store_open(path, STORE_READ, &a->s, &err)) {
		free(a);
		return NULL;
	}
	store_check_blobs(a->s);
	if (store_snapshot_begin(a->s, &err)) {
		store_close(a->s);
		free(a);
		return NULL;
	}
	pthread_mutex_init(&a->mu, NULL);
	pthread_cond_init(&a->more, NULL);
	pthread_cond_init(&a->room, NULL);
	if (pthread_create(&a->thread, NULL, run_thread, a)) {
		pthread_mutex_destroy(&a->mu);
		pthread_cond_destroy(&a->more);
		pthread_cond_destroy(&a->room);
		store_close(a->s);
		free(a);
		return NULL;
	}
	return a;
}

/* Drop what the ring holds; the lock is held. */
static void drop_ring(struct read_ahead *a)
{
	for (; a->count; a->count--, a->head = (a->head + 1) % AHEAD)
		item_release(&a->ring[a->head]);
	a->head = 0;
}

void read_ahead_destroy(struct read_ahead *a)
{
	if (!a)
		return;
	pthread_mutex_lock(&a->mu);
	a->stop = 1;
	pthread_cond_signal(&a->room);
	pthread_mutex_unlock(&a->mu);
	pthread_join(a->thread, NULL);
	drop_ring(a);
	free(a->list);
	pthread_mutex_destroy(&a->mu);
	pthread_cond_destroy(&a->more);
	pthread_cond_destroy(&a->room);
	store_close(a->s);
	free(a);
}

void read_ahead_list(struct read_ahead *a, const int64_t *seqs, size_t n)
{
	int64_t *copy = xcalloc(n + 1, sizeof *copy);
	if (n)
		memcpy(copy, seqs, n * sizeof *seqs);
	pthread_mutex_lock(&a->mu);
	size_t keep = 0;
	while (keep < a->count && keep < n && a->ring[(a->head + keep) % AHEAD].seq == seqs[keep])
		keep++;
	for (size_t i = keep; i < a->count; i++)
		item_release(&a->ring[(a->head + i) % AHEAD]);
	a->count = keep;
	if (!keep)
		a->head = 0;
	free(a->list);
	a->list = copy;
	a->nlist = n;
	a->next = keep;
	a->gen++;
	pthread_cond_signal(&a->room);
	pthread_mutex_unlock(&a->mu);
}

void read_ahead_job(struct read_ahead *a, void (*fn)(struct store *s, void *arg), void *arg)
{
	pthread_mutex_lock(&a->mu);
	while (a->job || a->job_running)	/* one at a time */
		pthread_cond_wait(&a->more, &a->mu);
	a->job = fn;
	a->job_arg = arg;
	pthread_cond_signal(&a->room);
	pthread_mutex_unlock(&a->mu);
}

void read_ahead_job_wait(struct read_ahead *a)
{
	pthread_mutex_lock(&a->mu);
	while (a->job || a->job_running)
		pthread_cond_wait(&a->more, &a->mu);
	pthread_mutex_unlock(&a->mu);
}

int read_ahead_take(struct read_ahead *a, int64_t seq, int *rc, char **reply, size_t *len,
		    struct obs_row *f, cJSON **body, struct kerr *err)
{
	int got = 0;
	pthread_mutex_lock(&a->mu);
	for (;;) {
		while (a->count && a->ring[a->head].seq < seq) {
			item_release(&a->ring[a->head]);
			a->head = (a->head + 1) % AHEAD;
			if (--a->count == AHEAD / 2)
				pthread_cond_signal(&a->room);
		}
		if (a->count || a->busy != seq)
			break;
		pthread_cond_wait(&a->more, &a->mu);	/* seq is being read */
	}
	/* Not read yet, nor being read: the search reads it itself rather than
	 * wait (the thread had no core, or fell behind), and the thread goes
	 * on after it. */
	if (!a->count && a->next < a->nlist && a->list[a->next] <= seq) {
		size_t lo = a->next, hi = a->nlist;
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;
			if (a->list[mid] <= seq)
				lo = mid + 1;
			else
				hi = mid;
		}
		a->next = lo;
	}
	if (a->count && a->ring[a->head].seq == seq) {
		struct item *it = &a->ring[a->head];
		*rc = it->rc;
		if (it->rc) {
			kerr_set(err, "%s", it->msg);
		} else {
			*reply = it->reply;
			*len = it->len;
			*f = it->f;
			*body = it->body;
			it->reply = NULL;
			it->body = NULL;
		}
		item_release(it);
		a->head = (a->head + 1) % AHEAD;
		/* The thread, asleep on a full ring, is woken to refill half of
		 * it at once, not for each reply taken. */
		if (--a->count == AHEAD / 2)
			pthread_cond_signal(&a->room);
		got = 1;
	}
	pthread_mutex_unlock(&a->mu);
	return got;
}
