/* cuda_include: the include directories of the CUDA installation a library
 * came from, for NVRTC.  CUDA C candidates include the toolkit's headers
 * (cuda_fp16.h, cuda_bf16.h, mma.h, cooperative_groups.h, cuda_pipeline.h,
 * cuda/barrier), which NVRTC does not find by itself; the GPU backend passes
 * these directories as -I options.  They are found from where the NVRTC
 * library was loaded, so the headers are those of the same toolkit.  A path
 * never enters a recorded request: the backend records the headers' CUDA
 * version (cuda_headers_version) in its description instead. */
#ifndef KOPT_CUDA_INCLUDE_H
#define KOPT_CUDA_INCLUDE_H

#include <stddef.h>

#define CUDA_INCLUDE_MAX 4

/* Directories to pass to NVRTC with -I, best first, for a library at
 * lib_path (a symbolic link is resolved first), into dirs[0..n), n returned
 * (0: no headers found).  $KOPT_CUDA_INCLUDE (directories separated by ':')
 * comes first where set; then, from the library's folder upwards, the first
 * folder holding include/cuda_fp16.h (a toolkit's lib64/ or
 * targets/ARCH/lib/, a pip wheel's nvidia/cu13/lib/); where the library has
 * none near it, the first of $CUDA_HOME, $CUDA_PATH and /usr/local/cuda
 * that has.  The include folder's cccl/ follows it
 * where present (CUDA 13 keeps libcu++'s cuda/ and nv/ headers there).
 * Each of dirs[i] is malloc'd; free with cuda_include_release. */
size_t cuda_include_dirs(const char *lib_path, char *dirs[CUDA_INCLUDE_MAX]);
/* The same for the library that holds symbol (a function dlsym returned). */
size_t cuda_include_dirs_of(const void *symbol, char *dirs[CUDA_INCLUDE_MAX]);
void cuda_include_release(char *dirs[CUDA_INCLUDE_MAX], size_t n);

/* The CUDA version of the headers in dir ("13.0" from cuda.h's CUDA_VERSION
 * 13000) into out, or "unknown"; 0, or -1 where dir has no readable cuda.h. */
int cuda_headers_version(const char *dir, char *out, size_t len);

#endif
