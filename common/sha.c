/* sha: SHA-256 hex digests through OpenSSL EVP. */
#include "common/sha.h"

#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>

struct sha_ctx {
	EVP_MD_CTX *md;
};

struct sha_ctx *sha_begin(void)
{
	struct sha_ctx *c = malloc(sizeof *c);
	if (!c || !(c->md = EVP_MD_CTX_new()) ||
	    EVP_DigestInit_ex(c->md, EVP_sha256(), NULL) != 1) {
		fprintf(stderr, "kopt: OpenSSL could not start a SHA-256 digest\n");
		abort();
	}
	return c;
}

void sha_add(struct sha_ctx *c, const void *data, size_t len)
{
	if (len && EVP_DigestUpdate(c->md, data, len) != 1) {
		fprintf(stderr, "kopt: OpenSSL SHA-256 update failed\n");
		abort();
	}
}

void sha_end(struct sha_ctx *c, char hex[SHA_HEX_LEN + 1])
{
	unsigned char d[32];
	unsigned int n = 0;
	if (EVP_DigestFinal_ex(c->md, d, &n) != 1 || n != 32) {
		fprintf(stderr, "kopt: OpenSSL SHA-256 final failed\n");
		abort();
	}
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
