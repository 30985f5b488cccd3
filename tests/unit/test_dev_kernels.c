/* test_dev_kernels: kopt's own device kernels (harness/gpu/dev_kernels.h,
 * the generator, the comparisons, the bias broadcast, the clock) compile
 * with NVRTC for the H200's architecture, and CUDA C candidates that include
 * the toolkit's headers compile with the include directories the GPU
 * backend gives NVRTC (harness/run/cuda_include.h).  NVRTC compiles without a
 * GPU, so a broken kernel string fails here, on the CPU, and not first at a
 * GPU backend's start.  Skipped (and said so) where no NVRTC library is
 * found. */
#include "tests/unit/check.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "harness/run/cuda_include.h"
#include "harness/gpu/dev_kernels.h"

typedef struct _nvrtcProgram *nvrtc_program;	/* NVRTC's opaque handle */

/* NVRTC's entry points, dlopened: 0, -1 where there is no NVRTC library,
 * -2 where it lacks one of them. */
struct nvrtc {
	int (*create)(nvrtc_program *, const char *, const char *, int, const char *const *,
		      const char *const *);
	int (*compile)(nvrtc_program, int, const char *const *);
	int (*log_size)(nvrtc_program, size_t *);
	int (*get_log)(nvrtc_program, char *);
	int (*destroy)(nvrtc_program *);
};

static int nvrtc_load(struct nvrtc *n)
{
	static const char *libs[] = { "libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
				      "/usr/local/cuda/lib64/libnvrtc.so", NULL };
	void *h = NULL;
	for (int i = 0; libs[i] && !h; i++)
		h = dlopen(libs[i], RTLD_NOW | RTLD_LOCAL);
	if (!h)
		return -1;
	*(void **)&n->create = dlsym(h, "nvrtcCreateProgram");
	*(void **)&n->compile = dlsym(h, "nvrtcCompileProgram");
	*(void **)&n->log_size = dlsym(h, "nvrtcGetProgramLogSize");
	*(void **)&n->get_log = dlsym(h, "nvrtcGetProgramLog");
	*(void **)&n->destroy = dlsym(h, "nvrtcDestroyProgram");
	return n->create && n->compile && n->log_size && n->get_log && n->destroy ? 0 : -2;
}

static void dev_kernels_compile_with_nvrtc_for_sm90(void)
{
	struct nvrtc n;
	int rc = nvrtc_load(&n);
	CHECK(rc != -2, "NVRTC symbols missing");
	if (rc == -1) {
		SKIP("no NVRTC library here (the CUDA toolkit's libnvrtc): the device kernels "
		     "were not compiled");
		return;
	}
	if (rc)
		return;
	/* NVRTC stays loaded: unloading it would orphan what libstdc++, which it
	 * brings in, allocated at load (LeakSanitizer reports that as a leak). */
	nvrtc_program p = NULL;
	CHECK(n.create(&p, DEV_KERNELS, "kopt_dev.cu", 0, NULL, NULL) == 0, "nvrtcCreateProgram");
	const char *opts[] = { "--gpu-architecture=sm_90" };
	rc = n.compile(p, 1, opts);
	size_t len = 0;
	n.log_size(p, &len);
	char *log = calloc(len + 1, 1);
	n.get_log(p, log);
	CHECK(rc == 0, "the device kernels do not compile: %s", log);
	free(log);
	n.destroy(&p);
}

/* Compile src for sm_90 with the backend's options and the include
 * options given; 0 on success, the log (malloc'd) in *log either way. */
static int nvrtc_try(const struct nvrtc *n, const char *src, const char *const *inc,
		     size_t ninc, char **log)
{
	const char *opts[3 + CUDA_INCLUDE_MAX] = { "--gpu-architecture=sm_90", "-lineinfo",
						    "-std=c++17" };
	for (size_t i = 0; i < ninc; i++)
		opts[3 + i] = inc[i];
	nvrtc_program p = NULL;
	if (n->create(&p, src, "candidate.cu", 0, NULL, NULL) != 0) {
		*log = strdup("nvrtcCreateProgram failed");
		return -1;
	}
	int rc = n->compile(p, 3 + (int)ninc, opts);
	size_t len = 0;
	n->log_size(p, &len);
	*log = calloc(len + 1, 1);
	n->get_log(p, *log);
	n->destroy(&p);
	return rc;
}

/* Candidates as models write them: half and bfloat16 arithmetic, a tensor
 * core product through mma.h, cooperative groups, the pipeline primitives
 * and libcu++'s cuda::barrier. */
static const char *const header_candidates[][2] = {
	{ "cuda_fp16.h", "#include <cuda_fp16.h>\n"
	  "extern \"C\" __global__ void k(float *x, int n) {\n"
	  "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
	  "  if (i < n) { __half h = __float2half(x[i]); h = __hmul(h, __float2half(2.f));\n"
	  "    x[i] = __half2float(__hgt(h, __float2half(0.f)) ? h : __float2half(0.f)); } }\n" },
	{ "cuda_bf16.h", "#include <cuda_bf16.h>\n"
	  "extern \"C\" __global__ void k(float *x, int n) {\n"
	  "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
	  "  if (i < n) x[i] = __bfloat162float(__hadd(__float2bfloat16(x[i]), __float2bfloat16(1.f))); }\n" },
	{ "mma.h", "#include <mma.h>\n#include <cuda_fp16.h>\nusing namespace nvcuda;\n"
	  "extern \"C\" __global__ void k(const __half *a, const __half *b, float *c) {\n"
	  "  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;\n"
	  "  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;\n"
	  "  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;\n"
	  "  wmma::fill_fragment(fc, 0.0f); wmma::load_matrix_sync(fa, a, 16);\n"
	  "  wmma::load_matrix_sync(fb, b, 16); wmma::mma_sync(fc, fa, fb, fc);\n"
	  "  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major); }\n" },
	{ "cooperative_groups.h", "#include <cooperative_groups.h>\n"
	  "namespace cg = cooperative_groups;\n"
	  "extern \"C\" __global__ void k(float *x) {\n"
	  "  cg::thread_block b = cg::this_thread_block(); x[b.thread_rank()] += 1.f; b.sync(); }\n" },
	{ "cuda_pipeline.h", "#include <cuda_pipeline.h>\n"
	  "extern \"C\" __global__ void k(const float *x, float *y) {\n"
	  "  __shared__ float s[128];\n"
	  "  __pipeline_memcpy_async(&s[threadIdx.x], &x[threadIdx.x], sizeof(float));\n"
	  "  __pipeline_commit(); __pipeline_wait_prior(0); y[threadIdx.x] = s[threadIdx.x]; }\n" },
	{ "cuda/barrier", "#include <cuda/barrier>\n"
	  "extern \"C\" __global__ void k(float *x) {\n"
	  "  __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n"
	  "  if (threadIdx.x == 0) init(&bar, blockDim.x); __syncthreads();\n"
	  "  x[threadIdx.x] += 1.f; bar.arrive_and_wait(); }\n" },
};

/* The backend's include directories, found from the NVRTC library it
 * loads, let every such candidate compile; without them cuda_fp16.h is not
 * found (what the H200 showed before: "could not open source file"). */
static void candidates_include_the_toolkit_headers(void)
{
	struct nvrtc n;
	if (nvrtc_load(&n)) {
		SKIP("no NVRTC library here (the CUDA toolkit's libnvrtc)");
		return;
	}
	char *dirs[CUDA_INCLUDE_MAX];
	size_t nd = cuda_include_dirs_of((const void *)n.compile, dirs);
	CHECK(nd >= 1, "no CUDA include directory found from the NVRTC library");
	char *inc[CUDA_INCLUDE_MAX];
	for (size_t i = 0; i < nd; i++) {
		inc[i] = malloc(strlen(dirs[i]) + 3);
		sprintf(inc[i], "-I%s", dirs[i]);
	}
	char *log = NULL;
	CHECK(nvrtc_try(&n, header_candidates[0][1], NULL, 0, &log) != 0,
	      "cuda_fp16.h compiled without an include directory: the test shows nothing");
	free(log);
	for (size_t c = 0; c < sizeof header_candidates / sizeof *header_candidates; c++) {
		int rc = nvrtc_try(&n, header_candidates[c][1], (const char *const *)inc, nd, &log);
		CHECK(rc == 0, "a candidate including <%s> does not compile: %.2000s",
		      header_candidates[c][0], log);
		free(log);
	}
	char version[32];
	CHECK(nd == 0 || cuda_headers_version(dirs[0], version, sizeof version) == 0,
	      "no cuda.h in %s", dirs[0]);
	CHECK(nd == 0 || strcmp(version, "unknown") != 0, "no CUDA_VERSION in %s/cuda.h", dirs[0]);
	for (size_t i = 0; i < nd; i++)
		free(inc[i]);
	cuda_include_release(dirs, nd);
}

static void touch(const char *root, const char *rel, const char *text)
{
	char p[PATH_MAX + 64];
	snprintf(p, sizeof p, "%s/%s", root, rel);
	for (char *s = p + strlen(root) + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		mkdir(p, 0755);
		*s = '/';
	}
	FILE *f = fopen(p, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

/* Where the headers are found: next to the library (a toolkit's
 * targets/ARCH/lib, a pip wheel's nvidia/cu13/lib), with cccl/ after the
 * include folder; $KOPT_CUDA_INCLUDE first; $CUDA_HOME when the library has
 * none near it; the version from cuda.h. */
static void cuda_include_dirs_follow_the_library(void)
{
	const char *t = check_tmpdir();
	CHECK(t != NULL, "no temporary directory");
	if (!t)
		return;
	char root[PATH_MAX], want[PATH_MAX + 64], lib[PATH_MAX + 64];
	CHECK(realpath(t, root) != NULL, "realpath %s", t);
	touch(root, "cuda-13.0/targets/x86_64-linux/lib/libnvrtc.so.13", "");
	touch(root, "cuda-13.0/targets/x86_64-linux/include/cuda_fp16.h", "");
	touch(root, "cuda-13.0/targets/x86_64-linux/include/cuda.h",
	      "#ifndef X\n#define CUDA_VERSION 13000\n#endif\n");
	touch(root, "cuda-13.0/targets/x86_64-linux/include/cccl/cuda/barrier", "");
	touch(root, "wheel/nvidia/cu13/lib/libnvrtc.so.13", "");
	touch(root, "wheel/nvidia/cu13/include/cuda_fp16.h", "");
	touch(root, "home/include/cuda_fp16.h", "");
	touch(root, "bare/lib/libnvrtc.so.13", "");
	touch(root, "extra/cuda_fp16.h", "");
	unsetenv("KOPT_CUDA_INCLUDE");
	unsetenv("CUDA_PATH");
	char *d[CUDA_INCLUDE_MAX];

	snprintf(lib, sizeof lib, "%s/cuda-13.0/targets/x86_64-linux/lib/libnvrtc.so.13", root);
	size_t n = cuda_include_dirs(lib, d);
	snprintf(want, sizeof want, "%s/cuda-13.0/targets/x86_64-linux/include", root);
	CHECK(n == 2, "toolkit layout: %zu directories", n);
	CHECK(n >= 1 && strcmp(d[0], want) == 0, "toolkit include: %s", n ? d[0] : "-");
	CHECK(n >= 2 && strncmp(d[1], want, strlen(want)) == 0 &&
	      strcmp(d[1] + strlen(want), "/cccl") == 0, "cccl after it: %s", n > 1 ? d[1] : "-");
	char v[32];
	CHECK(n >= 1 && cuda_headers_version(d[0], v, sizeof v) == 0 && strcmp(v, "13.0") == 0,
	      "headers version %s", v);
	cuda_include_release(d, n);

	snprintf(lib, sizeof lib, "%s/wheel/nvidia/cu13/lib/libnvrtc.so.13", root);
	n = cuda_include_dirs(lib, d);
	snprintf(want, sizeof want, "%s/wheel/nvidia/cu13/include", root);
	CHECK(n == 1 && strcmp(d[0], want) == 0, "wheel layout: %zu, %s", n, n ? d[0] : "-");
	CHECK(n == 1 && cuda_headers_version(d[0], v, sizeof v) == -1 && strcmp(v, "unknown") == 0,
	      "a folder without cuda.h: version %s", v);
	cuda_include_release(d, n);

	char home[PATH_MAX + 64];
	snprintf(home, sizeof home, "%s/home", root);
	setenv("CUDA_HOME", home, 1);
	snprintf(lib, sizeof lib, "%s/bare/lib/libnvrtc.so.13", root);
	n = cuda_include_dirs(lib, d);
	snprintf(want, sizeof want, "%s/home/include", root);
	CHECK(n == 1 && strcmp(d[0], want) == 0, "CUDA_HOME fallback: %zu, %s", n, n ? d[0] : "-");
	cuda_include_release(d, n);

	char extra[PATH_MAX + 64];
	snprintf(extra, sizeof extra, "%s/extra", root);
	setenv("KOPT_CUDA_INCLUDE", extra, 1);
	n = cuda_include_dirs(lib, d);
	CHECK(n == 2 && strcmp(d[0], extra) == 0 && strcmp(d[1], want) == 0,
	      "KOPT_CUDA_INCLUDE first: %zu, %s", n, n ? d[0] : "-");
	cuda_include_release(d, n);
	unsetenv("KOPT_CUDA_INCLUDE");
	unsetenv("CUDA_HOME");
}

void suite_dev_kernels(void)
{
	RUN(dev_kernels_compile_with_nvrtc_for_sm90);
	RUN(candidates_include_the_toolkit_headers);
	RUN(cuda_include_dirs_follow_the_library);
}
