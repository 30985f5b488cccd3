/* paths: where kopt finds the files it ships beside its binary: in a
 * checkout, relative to the repository root (where ./kopt is built); once
 * installed (make install), under PREFIX/share/kopt and PREFIX/lib/kopt. */
#ifndef KOPT_PATHS_H
#define KOPT_PATHS_H

#include <stddef.h>

/* First existing of EXE_DIR/repo_rel and EXE_DIR/../installed_rel into out;
 * 0 if found, -1 (out holds the checkout path) if neither exists. */
int kopt_file(const char *repo_rel, const char *installed_rel, char *out, size_t n);

#endif
