/* sha: SHA-256 hex digests through OpenSSL EVP. */
#include "common/sha.h"

#include <openssl/evp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct sha_ctx {
	EVP_MD_CTX *md;
};

/* The digest is fetched once: EVP_sha256() in an init call fetches it from
 * the provider again on every digest, which was a tenth of the hashing time
 * of a replay (10^5 keys and blob checks). */
static EVP_MD *sha256_md;
static pthread_once_t md_once = PTHREAD_ONCE_INIT;

static void fetch_md(void)
{
	sha256_md = EVP_MD_fetch(NULL, "SHA256", NULL);
}

static void fail(const char *what)
{
	fprintf(stderr, "kopt: OpenSSL SHA-256 %s failed\n", what);
	abort();
}

struct sha_ctx *sha_begin(void)
{
	pthread_once(&md_once, fetch_md);
	struct sha_ctx *c = malloc(sizeof *c);
	if (!c || !(c->md = EVP_MD_CTX_new()) || !sha256_md ||
	    EVP_DigestInit_ex(c->md, sha256_md, NULL) != 1)
		fail("start");
	return c;
}

void sha_add(struct sha_ctx *c, const void *data, size_t len)
{
	if (len && EVP_DigestUpdate(c->md, data, len) != 1)
		fail("update");
}

void sha_end(struct sha_ctx *c, char hex[SHA_HEX_LEN + 1])
{
	unsigned char d[32];
	unsigned int n = 0;
	if (EVP_DigestFinal_ex(c->md, d, &n) != 1 || n != 32)
		fail("final");
	EVP_MD_CTX_free(c->md);
	free(c);
	static const char digits[] = "0123456789abcdef";
	for (int i = 0; i < 32; i++) {
		hex[2 * i] = digits[d[i] >> 4];
		hex[2 * i + 1] = digits[d[i] & 15];
	}
	hex[64] = '\0';
}

void sha256_hex(const void *data, size_t len, char hex[SHA_HEX_LEN + 1])
{
	struct sha_ctx *c = sha_begin();
	sha_add(c, data, len);
	sha_end(c, hex);
}

/* A digit's value plus one, 0 for a byte that is no lowercase hex digit: a
 * replay decodes two keys an observation (its index, then each ask), and
 * the comparisons of a digit at a time were a fifth of reading the index. */
static const unsigned char HEX1[256] = {
	['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7,
	['7'] = 8, ['8'] = 9, ['9'] = 10, ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14,
	['e'] = 15, ['f'] = 16,
};

int sha_hex_bytes(const char *hex, unsigned char out[32])
{
	const unsigned char *h = (const unsigned char *)hex;
	for (int i = 0; i < 32; i++) {
		unsigned hi = HEX1[h[2 * i]], lo = hi ? HEX1[h[2 * i + 1]] : 0;
		if (!lo)
			return -1;
		out[i] = (unsigned char)((hi - 1) << 4 | (lo - 1));
	}
	return 0;
}
