/* cuda_dl: dlopen of libcuda.so.1, NVRTC and cuBLAS (see cuda_dl.h). */
#include "harness/gpu/cuda_dl.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/* The prototypes in cuda_dl.h are those of CUDA 12.8; CUDA 13.0 changed
 * cuCtxSynchronize to take a context, so entry points are asked for at 12.8. */
#define KOPT_DRIVER_API 12080

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
				CUdriverProcAddressQueryResult *);

static void *open_first(const char *const *names, char *tried, size_t n)
{
	tried[0] = '\0';
	for (int i = 0; names[i]; i++) {
		void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
		if (h)
			return h;
		strncat(tried, names[i], n - strlen(tried) - 1);
		strncat(tried, " ", n - strlen(tried) - 1);
	}
	return NULL;
}

/* a->field = symbol `name` of the library handle a->lib, or an error naming
 * the library (what) and the symbol. */
#define SYM(lib, what, field, name)                                            \
	do {                                                                   \
		*(void **)&a->field = dlsym(a->lib, name);                     \
		if (!a->field)                                                 \
			return kerr_set(err, "%s: no symbol %s", what, name);  \
	} while (0)

int cuda_dl_open(struct cuda_api *a, struct kerr *err)
{
	memset(a, 0, sizeof *a);
	char tried[512];
	static const char *cuda[] = { "libcuda.so.1", NULL };
	static const char *nvrtc[] = { "libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
				       NULL };
	static const char *cublas[] = { "libcublas.so.13", "libcublas.so.12",
					"libcublas.so", NULL };
	if (!(a->libcuda = open_first(cuda, tried, sizeof tried)))
		return kerr_set(err, "cannot open the CUDA driver (%s): %s; is there an "
				"NVIDIA GPU and driver here?", tried, dlerror());
	get_proc_fn gp;
	*(void **)&gp = dlsym(a->libcuda, "cuGetProcAddress_v2");
	if (!gp)
		return kerr_set(err, "libcuda.so.1 has no cuGetProcAddress_v2 (driver too "
				"old for CUDA 12+)");
#define DRV(name)                                                              \
	do {                                                                   \
		CUdriverProcAddressQueryResult st;                             \
		if (gp(#name, (void **)&a->name, KOPT_DRIVER_API,             \
		       CU_GET_PROC_ADDRESS_DEFAULT, &st) != CUDA_SUCCESS ||    \
		    !a->name)                                                  \
			return kerr_set(err, "CUDA driver: no entry point %s", #name); \
	} while (0)
	DRV(cuInit); DRV(cuDeviceGet); DRV(cuDeviceGetName); DRV(cuDeviceGetAttribute);
	DRV(cuDeviceTotalMem); DRV(cuDriverGetVersion); DRV(cuDevicePrimaryCtxRetain);
	DRV(cuCtxSetCurrent); DRV(cuCtxSynchronize); DRV(cuMemAlloc); DRV(cuMemFree);
	DRV(cuMemGetInfo);
	DRV(cuMemcpyHtoD); DRV(cuMemcpyDtoH); DRV(cuMemcpyDtoD); DRV(cuMemcpyDtoDAsync);
	DRV(cuIpcOpenMemHandle); DRV(cuIpcCloseMemHandle);
	DRV(cuMemsetD8); DRV(cuMemsetD32); DRV(cuMemsetD32Async); DRV(cuModuleLoadData);
	DRV(cuModuleGetFunction); DRV(cuModuleUnload); DRV(cuFuncGetAttribute);
	DRV(cuFuncSetAttribute); DRV(cuFuncSetCacheConfig); DRV(cuLaunchKernel);
	DRV(cuStreamCreate); DRV(cuStreamSynchronize); DRV(cuEventCreate);
	DRV(cuEventDestroy); DRV(cuEventRecord); DRV(cuEventSynchronize);
	DRV(cuEventElapsedTime); DRV(cuGetErrorString); DRV(cuGetErrorName);
#undef DRV
	if (!(a->libnvrtc = open_first(nvrtc, tried, sizeof tried)))
		return kerr_set(err, "cannot open NVRTC (%s)", tried);
#define NVRTC(name) SYM(libnvrtc, "libnvrtc", name, #name)
	NVRTC(nvrtcVersion); NVRTC(nvrtcCreateProgram); NVRTC(nvrtcCompileProgram);
	NVRTC(nvrtcGetProgramLogSize); NVRTC(nvrtcGetProgramLog); NVRTC(nvrtcGetCUBINSize);
	NVRTC(nvrtcGetCUBIN); NVRTC(nvrtcDestroyProgram); NVRTC(nvrtcGetErrorString);
#undef NVRTC
	if (!(a->libcublas = open_first(cublas, tried, sizeof tried)))
		return kerr_set(err, "cannot open cuBLAS (%s)", tried);
	/* cuBLAS exports most of these under their _v2 names. */
#define BLAS(field, name) SYM(libcublas, "libcublas", field, name)
	BLAS(cublasCreate, "cublasCreate_v2"); BLAS(cublasSetStream, "cublasSetStream_v2");
	BLAS(cublasGetVersion, "cublasGetVersion_v2"); BLAS(cublasSgemm, "cublasSgemm_v2");
	BLAS(cublasSgemmStridedBatched, "cublasSgemmStridedBatched");
	BLAS(cublasDgemm, "cublasDgemm_v2");
	BLAS(cublasDgemmStridedBatched, "cublasDgemmStridedBatched");
#undef BLAS
	return 0;
}

int cublaslt_dl_open(struct cublaslt_api *a, struct kerr *err)
{
	memset(a, 0, sizeof *a);
	char tried[512];
	const char *env = getenv("KOPT_CUBLASLT_LIB");
	const char *names[] = { env && *env ? env : "libcublasLt.so.13", "libcublasLt.so.12",
				"libcublasLt.so", NULL };
	if (!(a->lib = open_first(names, tried, sizeof tried)))
		return kerr_set(err, "cannot open cuBLASLt (%s): %s; set KOPT_CUBLASLT_LIB to "
				"the path of libcublasLt.so.13", tried, dlerror());
#define LT(name) SYM(lib, "cuBLASLt", name, #name)
	LT(cublasLtGetVersion); LT(cublasLtGetStatusString); LT(cublasLtCreate);
	LT(cublasLtMatmulDescCreate); LT(cublasLtMatmulDescSetAttribute);
	LT(cublasLtMatmulDescDestroy); LT(cublasLtMatrixLayoutCreate);
	LT(cublasLtMatrixLayoutDestroy); LT(cublasLtMatmulPreferenceCreate);
	LT(cublasLtMatmulPreferenceSetAttribute); LT(cublasLtMatmulPreferenceDestroy);
	LT(cublasLtMatmulAlgoGetHeuristic); LT(cublasLtMatmul);
#undef LT
	return 0;
}

void cuda_dl_close(struct cuda_api *a)
{
	if (a->libcublas)
		dlclose(a->libcublas);
	if (a->libnvrtc)
		dlclose(a->libnvrtc);
	if (a->libcuda)
		dlclose(a->libcuda);
	memset(a, 0, sizeof *a);
}

int cudnn_dl_open(struct cudnn_api *a, struct kerr *err)
{
	memset(a, 0, sizeof *a);
	char tried[512];
	const char *env = getenv("KOPT_CUDNN_LIB");
	const char *names[] = { env && *env ? env : "libcudnn.so.9", "libcudnn.so", NULL };
	if (!(a->lib = open_first(names, tried, sizeof tried)))
		return kerr_set(err, "cannot open cuDNN (%s): %s; set KOPT_CUDNN_LIB to the "
				"path of libcudnn.so.9", tried, dlerror());
#define DNN(name) SYM(lib, "cuDNN", name, #name)
	DNN(cudnnGetVersion); DNN(cudnnGetErrorString); DNN(cudnnCreate); DNN(cudnnSetStream);
	DNN(cudnnCreateTensorDescriptor); DNN(cudnnSetTensorNdDescriptor);
	DNN(cudnnDestroyTensorDescriptor); DNN(cudnnCreateFilterDescriptor);
	DNN(cudnnSetFilterNdDescriptor); DNN(cudnnDestroyFilterDescriptor);
	DNN(cudnnCreateConvolutionDescriptor); DNN(cudnnSetConvolutionNdDescriptor);
	DNN(cudnnSetConvolutionGroupCount); DNN(cudnnSetConvolutionMathType);
	DNN(cudnnDestroyConvolutionDescriptor); DNN(cudnnGetConvolutionForwardAlgorithm_v7);
	DNN(cudnnConvolutionForward); DNN(cudnnAddTensor);
	DNN(cudnnGetConvolutionBackwardDataAlgorithm_v7); DNN(cudnnConvolutionBackwardData);
	DNN(cudnnCreatePoolingDescriptor); DNN(cudnnSetPoolingNdDescriptor);
	DNN(cudnnGetPoolingNdForwardOutputDim); DNN(cudnnPoolingForward);
	DNN(cudnnDestroyPoolingDescriptor); DNN(cudnnSoftmaxForward);
	DNN(cudnnGetConvolutionForwardWorkspaceSize);
	DNN(cudnnGetConvolutionBackwardDataWorkspaceSize);
	DNN(cudnnBackendCreateDescriptor); DNN(cudnnBackendDestroyDescriptor);
	DNN(cudnnBackendFinalize); DNN(cudnnBackendSetAttribute);
	DNN(cudnnBackendGetAttribute); DNN(cudnnBackendExecute);
#undef DNN
	return 0;
}
