/* sha: SHA-256 through OpenSSL's EVP interface, as lowercase hex. */
#ifndef KOPT_SHA_H
#define KOPT_SHA_H

#include <stddef.h>

#define SHA_HEX_LEN 64

/* Hash of data[0..len) into hex (65 bytes with the NUL). */
void sha256_hex(const void *data, size_t len, char hex[SHA_HEX_LEN + 1]);

/* Incremental form: parts are hashed as one stream. */
struct sha_ctx;
struct sha_ctx *sha_begin(void);
void sha_add(struct sha_ctx *c, const void *data, size_t len);
/* Finish, write hex and free c. */
void sha_end(struct sha_ctx *c, char hex[SHA_HEX_LEN + 1]);

#endif
