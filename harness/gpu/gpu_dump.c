/* gpu_dump: where `kopt exec` puts the baseline model's outputs: files
 * (DIR/outN.bin, raw, row-major) or, when DIR holds the handover description
 * (harness/run/handover.h), the importer's own device memory through CUDA
 * IPC, device to device, so a multi-GB output never passes through the host.
 * DIR/index.json lists the outputs either way.  Must not change the outputs
 * or run anything: gpu_backend.c's dump has run the model. */
#include "harness/gpu/gpu_internal.h"
#include "harness/run/handover.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Output o (n elements of es bytes at src) into DIR/outO.bin. */
static int write_file_output(struct gpu *g, CUdeviceptr src, size_t n, size_t es,
			     const char *dir, const char *fname, struct kerr *err)
{
	void *host = malloc(n * es + 8);
	if (!host)
		return kerr_set(err, "no host memory for %zu bytes of output", n * es);
	if (g->a.cuMemcpyDtoH(host, src, n * es) != CUDA_SUCCESS) {
		free(host);
		return kerr_set(err, "copying %s to the host", fname);
	}
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, fname);
	FILE *f = fopen(path, "wb");
	int bad = !f || fwrite(host, es, n, f) != n;
	if (f && fclose(f))
		bad = 1;
	free(host);
	return bad ? kerr_set(err, "%s: cannot write: %s", path, strerror(errno)) : 0;
}

/* Copy every output into the IPC memory h describes. */
static int hand_over(struct gpu *g, struct gprob *gp, const CUdeviceptr *out,
		     const struct handover *h, const char *what, struct kerr *err)
{
	if (h->n != gp->p->noutputs)
		return kerr_set(err, "%s: %d outputs described, the model has %d", what, h->n,
				gp->p->noutputs);
	for (int o = 0; o < h->n; o++) {
		const struct pview *v = &gp->p->outputs[o];
		size_t bytes = view_numel(v) * dtype_size(gp->p->bufs[v->buf].dtype);
		if (h->slots[o].bytes != bytes)
			return kerr_set(err, "%s: outputs[%d] has %llu bytes, the model's output "
					"%d has %zu", what, o, h->slots[o].bytes, o, bytes);
	}
	CUipcMemHandle hd;
	memcpy(hd.reserved, h->handle, sizeof hd.reserved);
	CUdeviceptr base = 0;
	CUresult r = g->a.cuIpcOpenMemHandle(&base, hd, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
	if (r != CUDA_SUCCESS) {
		/* Not a fault of this context: a stale or foreign handle. */
		const char *name = NULL;
		g->a.cuGetErrorName(r, &name);
		return kerr_set(err, "%s: cuIpcOpenMemHandle: %s (is the exporting process "
				"alive, on this GPU?)", what, name ? name : "error");
	}
	for (int o = 0; o < h->n; o++)
		if (h->slots[o].bytes)
			CU(g->a.cuMemcpyDtoD(base + h->slots[o].offset, out[o],
					     h->slots[o].bytes));
	CU(g->a.cuCtxSynchronize());
	CU(g->a.cuIpcCloseMemHandle(base));
	return 0;
fail:
	g->a.cuIpcCloseMemHandle(base);
	return -1;
}

int gpu_write_outputs(struct gpu *g, struct gprob *gp, const CUdeviceptr *out,
		      const char *dir, struct kerr *err)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, HANDOVER_FILE);
	struct handover h = { 0 };
	int ipc = access(path, F_OK) == 0, rc = -1;
	if (ipc && (handover_load(path, &h, err) || hand_over(g, gp, out, &h, path, err)))
		goto done;
	cJSON *idx = cJSON_CreateObject();
	cJSON *arr = cJSON_AddArrayToObject(idx, "outputs");
	for (int o = 0; o < gp->p->noutputs; o++) {
		const struct pview *v = &gp->p->outputs[o];
		enum dtype dt = gp->p->bufs[v->buf].dtype;
		char fname[64];
		snprintf(fname, sizeof fname, "out%d.bin", o);
		if (!ipc && write_file_output(g, out[o], view_numel(v), dtype_size(dt), dir,
					      fname, err)) {
			cJSON_Delete(idx);
			goto done;
		}
		cJSON *e = cJSON_CreateObject();
		cJSON_AddNumberToObject(e, "index", o);
		cJSON_AddStringToObject(e, "dtype", dtype_name(dt));
		cJSON *sh = cJSON_AddArrayToObject(e, "shape");
		for (int d = 0; d < v->ndim; d++)
			cJSON_AddItemToArray(sh, cJSON_CreateNumber((double)v->shape[d]));
		if (ipc)
			cJSON_AddNumberToObject(e, "ipc_offset", (double)h.slots[o].offset);
		else
			cJSON_AddStringToObject(e, "file", fname);
		cJSON_AddItemToArray(arr, e);
	}
	char *text = cJSON_Print(idx);
	cJSON_Delete(idx);
	snprintf(path, sizeof path, "%s/index.json", dir);
	FILE *f = fopen(path, "w");
	rc = (!f || fputs(text, f) < 0) ? kerr_set(err, "%s: cannot write", path) : 0;
	if (f && fclose(f))
		rc = kerr_set(err, "%s: cannot write", path);
	free(text);
done:
	handover_release(&h);
	return rc;
}
