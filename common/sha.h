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

/* The 32 bytes of a SHA-256 in lowercase hex (its first 64 characters; none
 * past a NUL is read) into out; -1 if they are not 64 such digits. */
int sha_hex_bytes(const char *hex, unsigned char out[32]);

#endif
