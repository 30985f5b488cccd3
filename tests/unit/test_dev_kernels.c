/* test_dev_kernels: kopt's own device kernels (harness/gpu/dev_kernels.h,
 * the generator, the comparisons, the bias broadcast, the clock) compile
 * with NVRTC for the H200's architecture.  NVRTC compiles without a GPU, so
 * a broken kernel string fails here, on the CPU, and not first at a GPU
 * backend's start.  Skipped (and said so) where no NVRTC library is found. */
#include "check.h"

#include <dlfcn.h>
#include <stdlib.h>

#include "../../harness/gpu/dev_kernels.h"

typedef struct _nvrtcProgram *nvrtc_program;	/* NVRTC's opaque handle */

static void dev_kernels_compile_with_nvrtc_for_sm90(void)
{
	static const char *libs[] = { "libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
				      "/usr/local/cuda/lib64/libnvrtc.so", NULL };
	void *h = NULL;
	for (int i = 0; libs[i] && !h; i++)
		h = dlopen(libs[i], RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		SKIP("no NVRTC library here (the CUDA toolkit's libnvrtc): the device kernels "
		     "were not compiled");
		return;
	}
	int (*create)(nvrtc_program *, const char *, const char *, int, const char *const *,
		      const char *const *);
	int (*compile)(nvrtc_program, int, const char *const *);
	int (*log_size)(nvrtc_program, size_t *);
	int (*get_log)(nvrtc_program, char *);
	int (*destroy)(nvrtc_program *);
	*(void **)&create = dlsym(h, "nvrtcCreateProgram");
	*(void **)&compile = dlsym(h, "nvrtcCompileProgram");
	*(void **)&log_size = dlsym(h, "nvrtcGetProgramLogSize");
	*(void **)&get_log = dlsym(h, "nvrtcGetProgramLog");
	*(void **)&destroy = dlsym(h, "nvrtcDestroyProgram");
	CHECK(create && compile && log_size && get_log && destroy, "NVRTC symbols missing");
	/* NVRTC stays loaded: unloading it would orphan what libstdc++, which it
	 * brings in, allocated at load (LeakSanitizer reports that as a leak). */
	if (!create || !compile || !log_size || !get_log || !destroy)
		return;
	nvrtc_program p = NULL;
	CHECK(create(&p, DEV_KERNELS, "kopt_dev.cu", 0, NULL, NULL) == 0, "nvrtcCreateProgram");
	const char *opts[] = { "--gpu-architecture=sm_90" };
	int rc = compile(p, 1, opts);
	size_t n = 0;
	log_size(p, &n);
	char *log = calloc(n + 1, 1);
	get_log(p, log);
	CHECK(rc == 0, "the device kernels do not compile: %s", log);
	free(log);
	destroy(&p);
}

void suite_dev_kernels(void)
{
	RUN(dev_kernels_compile_with_nvrtc_for_sm90);
}
