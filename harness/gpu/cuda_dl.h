/* cuda_dl: the CUDA driver, NVRTC, cuBLAS, cuBLASLt and cuDNN, opened with
 * dlopen.
 *
 * kopt never links CUDA: this GPU backend opens libcuda.so.1 (never the link
 * stub), takes driver entry points through cuGetProcAddress (driver symbols
 * are versioned, so dlsym of a plain name can give an old ABI), and opens
 * NVRTC and cuBLAS by soname, cuBLASLt and cuDNN when first needed (by
 * soname, or the files KOPT_CUBLASLT_LIB and KOPT_CUDNN_LIB name).  The
 * headers are used for types only. */
#ifndef KOPT_CUDA_DL_H
#define KOPT_CUDA_DL_H

#include <cuda.h>
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cudnn.h>
#include <nvrtc.h>

#include "common/kerr.h"

struct cuda_api {
	CUresult (*cuInit)(unsigned);
	CUresult (*cuDeviceGet)(CUdevice *, int);
	CUresult (*cuDeviceGetName)(char *, int, CUdevice);
	CUresult (*cuDeviceGetAttribute)(int *, CUdevice_attribute, CUdevice);
	CUresult (*cuDeviceTotalMem)(size_t *, CUdevice);
	CUresult (*cuDriverGetVersion)(int *);
	CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
	CUresult (*cuCtxSetCurrent)(CUcontext);
	CUresult (*cuCtxSynchronize)(void);
	CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
	CUresult (*cuMemFree)(CUdeviceptr);
	CUresult (*cuMemGetInfo)(size_t *, size_t *);
	CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
	CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
	CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
	CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
	CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
	CUresult (*cuIpcOpenMemHandle)(CUdeviceptr *, CUipcMemHandle, unsigned);
	CUresult (*cuIpcCloseMemHandle)(CUdeviceptr);
	CUresult (*cuMemsetD32)(CUdeviceptr, unsigned, size_t);
	CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
	CUresult (*cuModuleLoadData)(CUmodule *, const void *);
	CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
	CUresult (*cuModuleUnload)(CUmodule);
	CUresult (*cuFuncGetAttribute)(int *, CUfunction_attribute, CUfunction);
	CUresult (*cuFuncSetAttribute)(CUfunction, CUfunction_attribute, int);
	CUresult (*cuFuncSetCacheConfig)(CUfunction, CUfunc_cache);
	CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
				   unsigned, unsigned, unsigned, CUstream, void **, void **);
	CUresult (*cuStreamCreate)(CUstream *, unsigned);
	CUresult (*cuStreamSynchronize)(CUstream);
	CUresult (*cuEventCreate)(CUevent *, unsigned);
	CUresult (*cuEventDestroy)(CUevent);
	CUresult (*cuEventRecord)(CUevent, CUstream);
	CUresult (*cuEventSynchronize)(CUevent);
	CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
	CUresult (*cuGetErrorString)(CUresult, const char **);
	CUresult (*cuGetErrorName)(CUresult, const char **);

	nvrtcResult (*nvrtcVersion)(int *, int *);
	nvrtcResult (*nvrtcCreateProgram)(nvrtcProgram *, const char *, const char *, int,
					  const char *const *, const char *const *);
	nvrtcResult (*nvrtcCompileProgram)(nvrtcProgram, int, const char *const *);
	nvrtcResult (*nvrtcGetProgramLogSize)(nvrtcProgram, size_t *);
	nvrtcResult (*nvrtcGetProgramLog)(nvrtcProgram, char *);
	nvrtcResult (*nvrtcGetCUBINSize)(nvrtcProgram, size_t *);
	nvrtcResult (*nvrtcGetCUBIN)(nvrtcProgram, char *);
	nvrtcResult (*nvrtcDestroyProgram)(nvrtcProgram *);
	const char *(*nvrtcGetErrorString)(nvrtcResult);

	cublasStatus_t (*cublasCreate)(cublasHandle_t *);
	cublasStatus_t (*cublasSetStream)(cublasHandle_t, CUstream);
	cublasStatus_t (*cublasGetVersion)(cublasHandle_t, int *);
	cublasStatus_t (*cublasSgemm)(cublasHandle_t, cublasOperation_t, cublasOperation_t,
				      int, int, int, const float *, const float *, int,
				      const float *, int, const float *, float *, int);
	cublasStatus_t (*cublasSgemmStridedBatched)(
		cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
		const float *, const float *, int, long long, const float *, int, long long,
		const float *, float *, int, long long, int);
	/* float64 GEMMs: the float64 model of gate 3 tier 2 */
	cublasStatus_t (*cublasDgemm)(cublasHandle_t, cublasOperation_t, cublasOperation_t,
				      int, int, int, const double *, const double *, int,
				      const double *, int, const double *, double *, int);
	cublasStatus_t (*cublasDgemmStridedBatched)(
		cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
		const double *, const double *, int, long long, const double *, int, long long,
		const double *, double *, int, long long, int);

	void *libcuda, *libnvrtc, *libcublas;
};

/* cuDNN, opened on the first convolution (a problem without one never needs
 * it): libcudnn.so.9, or the file $KOPT_CUDNN_LIB names. */
struct cudnn_api {
	void *lib;
	size_t (*cudnnGetVersion)(void);
	const char *(*cudnnGetErrorString)(cudnnStatus_t);
	cudnnStatus_t (*cudnnCreate)(cudnnHandle_t *);
	cudnnStatus_t (*cudnnSetStream)(cudnnHandle_t, cudaStream_t);
	cudnnStatus_t (*cudnnCreateTensorDescriptor)(cudnnTensorDescriptor_t *);
	cudnnStatus_t (*cudnnSetTensorNdDescriptor)(cudnnTensorDescriptor_t, cudnnDataType_t,
						    int, const int *, const int *);
	cudnnStatus_t (*cudnnDestroyTensorDescriptor)(cudnnTensorDescriptor_t);
	cudnnStatus_t (*cudnnCreateFilterDescriptor)(cudnnFilterDescriptor_t *);
	cudnnStatus_t (*cudnnSetFilterNdDescriptor)(cudnnFilterDescriptor_t, cudnnDataType_t,
						    cudnnTensorFormat_t, int, const int *);
	cudnnStatus_t (*cudnnDestroyFilterDescriptor)(cudnnFilterDescriptor_t);
	cudnnStatus_t (*cudnnCreateConvolutionDescriptor)(cudnnConvolutionDescriptor_t *);
	cudnnStatus_t (*cudnnSetConvolutionNdDescriptor)(cudnnConvolutionDescriptor_t, int,
							 const int *, const int *, const int *,
							 cudnnConvolutionMode_t, cudnnDataType_t);
	cudnnStatus_t (*cudnnSetConvolutionGroupCount)(cudnnConvolutionDescriptor_t, int);
	cudnnStatus_t (*cudnnSetConvolutionMathType)(cudnnConvolutionDescriptor_t,
						     cudnnMathType_t);
	cudnnStatus_t (*cudnnDestroyConvolutionDescriptor)(cudnnConvolutionDescriptor_t);
	cudnnStatus_t (*cudnnGetConvolutionForwardAlgorithm_v7)(
		cudnnHandle_t, const cudnnTensorDescriptor_t, const cudnnFilterDescriptor_t,
		const cudnnConvolutionDescriptor_t, const cudnnTensorDescriptor_t, const int,
		int *, cudnnConvolutionFwdAlgoPerf_t *);
	cudnnStatus_t (*cudnnConvolutionForward)(
		cudnnHandle_t, const void *, const cudnnTensorDescriptor_t, const void *,
		const cudnnFilterDescriptor_t, const void *, const cudnnConvolutionDescriptor_t,
		cudnnConvolutionFwdAlgo_t, void *, size_t, const void *,
		const cudnnTensorDescriptor_t, void *);
	/* a transposed convolution (FORMAT.md) */
	cudnnStatus_t (*cudnnGetConvolutionBackwardDataAlgorithm_v7)(
		cudnnHandle_t, const cudnnFilterDescriptor_t, const cudnnTensorDescriptor_t,
		const cudnnConvolutionDescriptor_t, const cudnnTensorDescriptor_t, const int,
		int *, cudnnConvolutionBwdDataAlgoPerf_t *);
	cudnnStatus_t (*cudnnConvolutionBackwardData)(
		cudnnHandle_t, const void *, const cudnnFilterDescriptor_t, const void *,
		const cudnnTensorDescriptor_t, const void *, const cudnnConvolutionDescriptor_t,
		cudnnConvolutionBwdDataAlgo_t, void *, size_t, const void *,
		const cudnnTensorDescriptor_t, void *);
	cudnnStatus_t (*cudnnAddTensor)(cudnnHandle_t, const void *,
					const cudnnTensorDescriptor_t, const void *, const void *,
					const cudnnTensorDescriptor_t, void *);
	cudnnStatus_t (*cudnnCreatePoolingDescriptor)(cudnnPoolingDescriptor_t *);
	cudnnStatus_t (*cudnnSetPoolingNdDescriptor)(cudnnPoolingDescriptor_t,
						     const cudnnPoolingMode_t,
						     const cudnnNanPropagation_t, int, const int[],
						     const int[], const int[]);
	cudnnStatus_t (*cudnnGetPoolingNdForwardOutputDim)(const cudnnPoolingDescriptor_t,
							   const cudnnTensorDescriptor_t, int,
							   int[]);
	cudnnStatus_t (*cudnnPoolingForward)(cudnnHandle_t, const cudnnPoolingDescriptor_t,
					     const void *, const cudnnTensorDescriptor_t,
					     const void *, const void *,
					     const cudnnTensorDescriptor_t, void *);
	cudnnStatus_t (*cudnnDestroyPoolingDescriptor)(cudnnPoolingDescriptor_t);
	cudnnStatus_t (*cudnnSoftmaxForward)(cudnnHandle_t, cudnnSoftmaxAlgorithm_t,
					     cudnnSoftmaxMode_t, const void *,
					     const cudnnTensorDescriptor_t, const void *,
					     const void *, const cudnnTensorDescriptor_t, void *);
	/* a legacy algorithm named without the heuristics (conv_engine.h) */
	cudnnStatus_t (*cudnnGetConvolutionForwardWorkspaceSize)(
		cudnnHandle_t, const cudnnTensorDescriptor_t, const cudnnFilterDescriptor_t,
		const cudnnConvolutionDescriptor_t, const cudnnTensorDescriptor_t,
		cudnnConvolutionFwdAlgo_t, size_t *);
	cudnnStatus_t (*cudnnGetConvolutionBackwardDataWorkspaceSize)(
		cudnnHandle_t, const cudnnFilterDescriptor_t, const cudnnTensorDescriptor_t,
		const cudnnConvolutionDescriptor_t, const cudnnTensorDescriptor_t,
		cudnnConvolutionBwdDataAlgo_t, size_t *);
	/* the backend API, torch's way to a convolution (gpu_dnn_v8.c) */
	cudnnStatus_t (*cudnnBackendCreateDescriptor)(cudnnBackendDescriptorType_t,
						      cudnnBackendDescriptor_t *);
	cudnnStatus_t (*cudnnBackendDestroyDescriptor)(cudnnBackendDescriptor_t);
	cudnnStatus_t (*cudnnBackendFinalize)(cudnnBackendDescriptor_t);
	cudnnStatus_t (*cudnnBackendSetAttribute)(cudnnBackendDescriptor_t,
						  cudnnBackendAttributeName_t,
						  cudnnBackendAttributeType_t, int64_t, const void *);
	cudnnStatus_t (*cudnnBackendGetAttribute)(cudnnBackendDescriptor_t const,
						  cudnnBackendAttributeName_t,
						  cudnnBackendAttributeType_t, int64_t, int64_t *,
						  void *);
	cudnnStatus_t (*cudnnBackendExecute)(cudnnHandle_t, cudnnBackendDescriptor_t,
					     cudnnBackendDescriptor_t);
};

int cudnn_dl_open(struct cudnn_api *api, struct kerr *err);

/* cuBLASLt, opened on the first addmm that torch runs with its bias
 * epilogue (KOPT_CUBLASLT_LIB names the library if its soname is not found). */
struct cublaslt_api {
	void *lib;
	size_t (*cublasLtGetVersion)(void);
	const char *(*cublasLtGetStatusString)(cublasStatus_t);
	cublasStatus_t (*cublasLtCreate)(cublasLtHandle_t *);
	cublasStatus_t (*cublasLtMatmulDescCreate)(cublasLtMatmulDesc_t *, cublasComputeType_t,
						   cudaDataType_t);
	cublasStatus_t (*cublasLtMatmulDescSetAttribute)(cublasLtMatmulDesc_t,
							 cublasLtMatmulDescAttributes_t,
							 const void *, size_t);
	cublasStatus_t (*cublasLtMatmulDescDestroy)(cublasLtMatmulDesc_t);
	cublasStatus_t (*cublasLtMatrixLayoutCreate)(cublasLtMatrixLayout_t *, cudaDataType,
						     uint64_t, uint64_t, int64_t);
	cublasStatus_t (*cublasLtMatrixLayoutDestroy)(cublasLtMatrixLayout_t);
	cublasStatus_t (*cublasLtMatmulPreferenceCreate)(cublasLtMatmulPreference_t *);
	cublasStatus_t (*cublasLtMatmulPreferenceSetAttribute)(
		cublasLtMatmulPreference_t, cublasLtMatmulPreferenceAttributes_t, const void *,
		size_t);
	cublasStatus_t (*cublasLtMatmulPreferenceDestroy)(cublasLtMatmulPreference_t);
	cublasStatus_t (*cublasLtMatmulAlgoGetHeuristic)(
		cublasLtHandle_t, cublasLtMatmulDesc_t, cublasLtMatrixLayout_t,
		cublasLtMatrixLayout_t, cublasLtMatrixLayout_t, cublasLtMatrixLayout_t,
		cublasLtMatmulPreference_t, int, cublasLtMatmulHeuristicResult_t *, int *);
	cublasStatus_t (*cublasLtMatmul)(cublasLtHandle_t, cublasLtMatmulDesc_t, const void *,
					 const void *, cublasLtMatrixLayout_t, const void *,
					 cublasLtMatrixLayout_t, const void *, const void *,
					 cublasLtMatrixLayout_t, void *, cublasLtMatrixLayout_t,
					 const cublasLtMatmulAlgo_t *, void *, size_t,
					 cudaStream_t);
};

int cublaslt_dl_open(struct cublaslt_api *api, struct kerr *err);

/* Open all three libraries; -1 with err saying which library or symbol. */
int cuda_dl_open(struct cuda_api *api, struct kerr *err);
void cuda_dl_close(struct cuda_api *api);

#endif
