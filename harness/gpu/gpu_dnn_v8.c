/* gpu_dnn_v8: a convolution step's cuDNN engine chosen as torch 2.11
 * chooses it with its default settings, through cuDNN's backend API
 * (harness/problem/conv_engine.h lists torch's rules and where they are).
 *
 * One source at a time (torch's heuristics in mode instant, then its
 * fallback list): the one-operation graph torch builds (a forward
 * convolution, or the backward data of a transposed one; tensors with uids
 * 'x', 'y', 'w', their strides and byte alignments; compute type float or
 * double), the source's engine configurations less those torch's filter
 * drops, and the first whose execution plan finalizes, whose workspace can
 * be allocated and which runs.  Torch runs the plan while it chooses, so
 * this does too: the step's out is written once here.  It must not time
 * engines (torch's cudnn.benchmark is off by default) nor keep a
 * configuration that did not run.
 *
 * The chosen engine is named as cudnn-frontend names a plan (its tag):
 * "eng<global index>" then "_k<knob type>=<value>" per knob choice, the
 * names cuDNN's API log (CUDNN_LOGLEVEL_DBG=3) shows for torch's run. */
#include "harness/gpu/gpu_internal.h"
#include "harness/problem/conv_engine.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* CUDNN_ATTR_EXECUTION_PLAN_HANDLE and CUDNN_ATTR_OPERATIONGRAPH_HANDLE are
 * deprecated in cuDNN 9's headers, but they are what cudnn-frontend (and so
 * torch) still sets; named by value to keep the build free of warnings. */
#define ATTR_PLAN_HANDLE ((cudnnBackendAttributeName_t)400)
#define ATTR_GRAPH_HANDLE ((cudnnBackendAttributeName_t)800)
#define MAX_KNOBS 32

/* What one source's configurations came to: for the error when none ran,
 * and for the trace of the one that did (what was passed over before it). */
struct v8_tally {
	int64_t configs;
	int dropped, unfinalized, no_workspace, failed;
	int64_t ws_refused;		/* the largest workspace that could not be allocated */
	cudnnStatus_t last;
};

struct conv_v8 {
	struct v8_tally before;		/* configurations passed over before this one */
	cudnnBackendDescriptor_t *keep;	/* every descriptor the plan may reference */
	int nkeep, capkeep;
	cudnnBackendDescriptor_t plan, pack;
	void *pack_ptr[3];		/* the addresses of uids x, y, w pack was made for */
	int transposed;
	int64_t ws_bytes;
	CUdeviceptr ws;
	int align[3];			/* x, y, w */
	enum conv_source source;
	int rank, count;		/* the configuration's place in its source's list */
	char tag[192];
};

/* A new descriptor of type t, kept with v until gpu_conv_v8_release. */
static cudnnStatus_t keep_desc(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptorType_t t,
			      cudnnBackendDescriptor_t *out)
{
	if (v->nkeep == v->capkeep) {
		v->capkeep = v->capkeep ? 2 * v->capkeep : 64;
		v->keep = xrealloc(v->keep, (size_t)v->capkeep * sizeof *v->keep);
	}
	*out = NULL;
	cudnnStatus_t s = g->dnn.cudnnBackendCreateDescriptor(t, out);
	if (s == CUDNN_STATUS_SUCCESS)
		v->keep[v->nkeep++] = *out;
	return s;
}

#define SET(d, attr, type, n, val)                                             \
	do {                                                                   \
		if (s == CUDNN_STATUS_SUCCESS)                                 \
			s = g->dnn.cudnnBackendSetAttribute((d), (attr), (type), (n), (val)); \
	} while (0)

/* Tensor `uid` of nd dimensions: torch's descriptor (Conv_v8.cpp
 * getTensorDescriptorWithTypeVirtual), size-1 strides rewritten for the
 * memory format. */
static cudnnStatus_t v8_tensor(struct gpu *g, struct conv_v8 *v, int nd, const long long *shape,
			       const long long *strides, int channels_last, int64_t uid,
			       int64_t align, cudnnDataType_t dt, cudnnBackendDescriptor_t *out)
{
	long long st[5];
	int64_t dims[5], str[5];
	memcpy(st, strides, (size_t)nd * sizeof *st);
	conv_unit_strides(nd, shape, st, channels_last);
	for (int i = 0; i < nd; i++) {
		dims[i] = shape[i];
		str[i] = st[i];
	}
	bool virt = false;
	cudnnStatus_t s = keep_desc(g, v, CUDNN_BACKEND_TENSOR_DESCRIPTOR, out);
	SET(*out, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &dt);
	SET(*out, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, nd, dims);
	SET(*out, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, nd, str);
	SET(*out, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid);
	SET(*out, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &align);
	SET(*out, CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN, 1, &virt);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(*out);
	return s;
}

/* The operation graph of a: its convolution descriptor (Conv_v8.cpp
 * getConvDescriptor: cross-correlation, padding before and after alike),
 * the forward or backward-data operation with alpha 1 and beta 0 (float, or
 * double for a double compute type, as cudnn-frontend sets them), the
 * graph on the handle. */
static cudnnStatus_t v8_graph(struct gpu *g, struct conv_v8 *v, const struct conv_v8_args *a,
			      cudnnBackendDescriptor_t *graph)
{
	cudnnDataType_t dt = a->float64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
	int cl = a->channels_last, nd = a->nd;
	/* uid 'x' is the operation's x: the step's x forward, its out (dx)
	 * for backward data; 'y' the other. */
	const long long *xs = a->transposed ? a->y[0] : a->x[0];
	const long long *xst = a->transposed ? a->y[1] : a->x[1];
	const long long *ys = a->transposed ? a->x[0] : a->y[0];
	const long long *yst = a->transposed ? a->x[1] : a->y[1];
	cudnnBackendDescriptor_t tx, ty, tw, conv, op;
	cudnnStatus_t s = v8_tensor(g, v, nd, xs, xst, cl, 'x', v->align[0], dt, &tx);
	if (s == CUDNN_STATUS_SUCCESS)
		s = v8_tensor(g, v, nd, ys, yst, cl, 'y', v->align[1], dt, &ty);
	if (s == CUDNN_STATUS_SUCCESS)
		s = v8_tensor(g, v, nd, a->w[0], a->w[1], cl, 'w', v->align[2], dt, &tw);
	if (s != CUDNN_STATUS_SUCCESS)
		return s;
	int64_t ns = nd - 2, pad[3], stride[3], dil[3];
	for (int i = 0; i < ns; i++) {
		pad[i] = a->pad[i];
		stride[i] = a->stride[i];
		dil[i] = a->dil[i];
	}
	cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
	s = keep_desc(g, v, CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR, &conv);
	SET(conv, CUDNN_ATTR_CONVOLUTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &dt);
	SET(conv, CUDNN_ATTR_CONVOLUTION_CONV_MODE, CUDNN_TYPE_CONVOLUTION_MODE, 1, &mode);
	SET(conv, CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS, CUDNN_TYPE_INT64, 1, &ns);
	SET(conv, CUDNN_ATTR_CONVOLUTION_DILATIONS, CUDNN_TYPE_INT64, ns, dil);
	SET(conv, CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES, CUDNN_TYPE_INT64, ns, stride);
	SET(conv, CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS, CUDNN_TYPE_INT64, ns, pad);
	SET(conv, CUDNN_ATTR_CONVOLUTION_POST_PADDINGS, CUDNN_TYPE_INT64, ns, pad);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(conv);
	if (s != CUDNN_STATUS_SUCCESS)
		return s;
	float fa = 1, fb = 0;
	double da = 1, db = 0;
	cudnnBackendAttributeType_t abt = a->float64 ? CUDNN_TYPE_DOUBLE : CUDNN_TYPE_FLOAT;
	const void *alpha = a->float64 ? (const void *)&da : (const void *)&fa;
	const void *beta = a->float64 ? (const void *)&db : (const void *)&fb;
	if (!a->transposed) {
		s = keep_desc(g, v, CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR, &op);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X, CUDNN_TYPE_BACKEND_DESCRIPTOR,
		    1, &tx);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W, CUDNN_TYPE_BACKEND_DESCRIPTOR,
		    1, &tw);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y, CUDNN_TYPE_BACKEND_DESCRIPTOR,
		    1, &ty);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC,
		    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &conv);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA, abt, 1, alpha);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA, abt, 1, beta);
	} else {
		s = keep_desc(g, v, CUDNN_BACKEND_OPERATION_CONVOLUTION_BACKWARD_DATA_DESCRIPTOR,
			     &op);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DX,
		    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &tx);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_W,
		    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &tw);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DY,
		    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &ty);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_CONV_DESC,
		    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &conv);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_ALPHA, abt, 1, alpha);
		SET(op, CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_BETA, abt, 1, beta);
	}
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(op);
	if (s != CUDNN_STATUS_SUCCESS)
		return s;
	s = keep_desc(g, v, CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR, graph);
	SET(*graph, ATTR_GRAPH_HANDLE, CUDNN_TYPE_HANDLE, 1, &g->dnn_handle);
	SET(*graph, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &op);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(*graph);
	return s;
}

/* The engine configurations of the graph's heuristics in mode m (instant,
 * or fallback: cudnn-frontend's EngineFallbackList), in cuDNN's order;
 * *cfg (malloc'd) and *n, their descriptors kept with v. */
static cudnnStatus_t v8_configs(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptor_t graph,
				cudnnBackendHeurMode_t m, cudnnBackendDescriptor_t **cfg,
				int64_t *n)
{
	cudnnBackendDescriptor_t heur;
	*cfg = NULL;
	*n = 0;
	cudnnStatus_t s = keep_desc(g, v, CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR, &heur);
	SET(heur, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &graph);
	SET(heur, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1, &m);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(heur);
	int64_t count = 0;
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendGetAttribute(heur, CUDNN_ATTR_ENGINEHEUR_RESULTS,
						    CUDNN_TYPE_BACKEND_DESCRIPTOR, 0, &count, NULL);
	if (s != CUDNN_STATUS_SUCCESS || count <= 0)
		return s;
	*cfg = xcalloc((size_t)count, sizeof **cfg);
	for (int64_t i = 0; i < count && s == CUDNN_STATUS_SUCCESS; i++)
		s = keep_desc(g, v, CUDNN_BACKEND_ENGINECFG_DESCRIPTOR, &(*cfg)[i]);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendGetAttribute(heur, CUDNN_ATTR_ENGINEHEUR_RESULTS,
						    CUDNN_TYPE_BACKEND_DESCRIPTOR, count, n, *cfg);
	return s;
}

/* The engine of configuration cfg into a new kept descriptor *eng. */
static cudnnStatus_t v8_engine(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptor_t cfg,
			       cudnnBackendDescriptor_t *eng)
{
	int64_t got = 0;
	cudnnStatus_t s = keep_desc(g, v, CUDNN_BACKEND_ENGINE_DESCRIPTOR, eng);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendGetAttribute(cfg, CUDNN_ATTR_ENGINECFG_ENGINE,
						    CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &got, eng);
	return s;
}

/* The numerical notes of cfg's engine as conv_engine.h's bits; none when
 * they cannot be read (cudnn-frontend's hasNumericalNote is false then). */
static unsigned v8_notes(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptor_t cfg)
{
	cudnnBackendDescriptor_t eng;
	cudnnBackendNumericalNote_t notes[CUDNN_NUMERICAL_NOTE_TYPE_COUNT];
	int64_t n = 0;
	if (v8_engine(g, v, cfg, &eng) != CUDNN_STATUS_SUCCESS ||
	    g->dnn.cudnnBackendGetAttribute(eng, CUDNN_ATTR_ENGINE_NUMERICAL_NOTE,
					    CUDNN_TYPE_NUMERICAL_NOTE,
					    CUDNN_NUMERICAL_NOTE_TYPE_COUNT, &n, notes) !=
		    CUDNN_STATUS_SUCCESS)
		return 0;
	unsigned bits = 0;
	for (int64_t i = 0; i < n && i < CUDNN_NUMERICAL_NOTE_TYPE_COUNT; i++) {
		if (notes[i] == CUDNN_NUMERICAL_NOTE_TENSOR_CORE)
			bits |= CONV_NOTE_TENSOR_CORE;
		else if (notes[i] == CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS)
			bits |= CONV_NOTE_DOWN_CONVERT_INPUTS;
		else if (notes[i] == CUDNN_NUMERICAL_NOTE_NONDETERMINISTIC)
			bits |= CONV_NOTE_NONDETERMINISTIC;
	}
	return bits;
}

/* cfg's tag into v->tag: "eng<index>" and "_k<type>=<value>" per knob. */
static void v8_tag(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptor_t cfg)
{
	cudnnBackendDescriptor_t eng, knob[MAX_KNOBS];
	int64_t idx = -1, got = 0, nk = 0;
	snprintf(v->tag, sizeof v->tag, "eng?");
	if (v8_engine(g, v, cfg, &eng) == CUDNN_STATUS_SUCCESS &&
	    g->dnn.cudnnBackendGetAttribute(eng, CUDNN_ATTR_ENGINE_GLOBAL_INDEX, CUDNN_TYPE_INT64,
					    1, &got, &idx) == CUDNN_STATUS_SUCCESS)
		snprintf(v->tag, sizeof v->tag, "eng%lld", (long long)idx);
	int made = 0;
	for (; made < MAX_KNOBS; made++)
		if (keep_desc(g, v, CUDNN_BACKEND_KNOB_CHOICE_DESCRIPTOR, &knob[made]) !=
		    CUDNN_STATUS_SUCCESS)
			break;
	if (g->dnn.cudnnBackendGetAttribute(cfg, CUDNN_ATTR_ENGINECFG_KNOB_CHOICES,
					    CUDNN_TYPE_BACKEND_DESCRIPTOR, made, &nk, knob) !=
	    CUDNN_STATUS_SUCCESS)
		return;
	for (int64_t i = 0; i < nk && i < made; i++) {
		cudnnBackendKnobType_t type;
		int64_t value = 0;
		if (g->dnn.cudnnBackendGetAttribute(knob[i], CUDNN_ATTR_KNOB_CHOICE_KNOB_TYPE,
						    CUDNN_TYPE_KNOB_TYPE, 1, &got, &type) !=
			    CUDNN_STATUS_SUCCESS ||
		    g->dnn.cudnnBackendGetAttribute(knob[i], CUDNN_ATTR_KNOB_CHOICE_KNOB_VALUE,
						    CUDNN_TYPE_INT64, 1, &got, &value) !=
			    CUDNN_STATUS_SUCCESS)
			continue;
		size_t len = strlen(v->tag);
		snprintf(v->tag + len, sizeof v->tag - len, "_k%d=%lld", (int)type,
			 (long long)value);
	}
}

/* A variant pack for the addresses p (uids x, y, w) and v's workspace. */
static cudnnStatus_t v8_pack(struct gpu *g, struct conv_v8 *v, void *const p[3],
			     cudnnBackendDescriptor_t *out)
{
	int64_t uids[3] = { 'x', 'y', 'w' };
	void *ptrs[3] = { p[0], p[1], p[2] };
	void *ws = (void *)(uintptr_t)v->ws;
	*out = NULL;
	cudnnStatus_t s = g->dnn.cudnnBackendCreateDescriptor(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR,
							      out);
	SET(*out, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, 3, uids);
	SET(*out, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR, 3, ptrs);
	SET(*out, CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR, 1, &ws);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(*out);
	if (s != CUDNN_STATUS_SUCCESS && *out) {
		g->dnn.cudnnBackendDestroyDescriptor(*out);
		*out = NULL;
	}
	if (s == CUDNN_STATUS_SUCCESS)
		memcpy(v->pack_ptr, ptrs, sizeof ptrs);
	return s;
}

/* Configuration cfg as a plan that runs on p, kept in v: 0, or 1 with the
 * reason counted in t (the plan and its workspace given back). */
static int v8_try(struct gpu *g, struct conv_v8 *v, cudnnBackendDescriptor_t cfg,
		  void *const p[3], struct v8_tally *t)
{
	cudnnBackendDescriptor_t plan = NULL, pack = NULL;
	int64_t ws = 0, got = 0;
	cudnnStatus_t s = g->dnn.cudnnBackendCreateDescriptor(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR,
							      &plan);
	SET(plan, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &cfg);
	SET(plan, ATTR_PLAN_HANDLE, CUDNN_TYPE_HANDLE, 1, &g->dnn_handle);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendFinalize(plan);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendGetAttribute(plan, CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
						    CUDNN_TYPE_INT64, 1, &got, &ws);
	if (s != CUDNN_STATUS_SUCCESS) {
		t->unfinalized++;
		goto fail;
	}
	v->ws_bytes = ws;
	if (ws > 0 && g->a.cuMemAlloc(&v->ws, (size_t)ws) != CUDA_SUCCESS) {
		v->ws = 0;
		t->no_workspace++;
		if (ws > t->ws_refused)
			t->ws_refused = ws;
		goto fail;
	}
	s = v8_pack(g, v, p, &pack);
	if (s == CUDNN_STATUS_SUCCESS)
		s = g->dnn.cudnnBackendExecute(g->dnn_handle, plan, pack);
	if (s != CUDNN_STATUS_SUCCESS) {
		t->failed++;
		goto fail;
	}
	v->plan = plan;
	v->pack = pack;
	return 0;
fail:
	if (s != CUDNN_STATUS_SUCCESS)
		t->last = s;
	if (pack)
		g->dnn.cudnnBackendDestroyDescriptor(pack);
	if (plan)
		g->dnn.cudnnBackendDestroyDescriptor(plan);
	if (v->ws)
		g->a.cuMemFree(v->ws);
	v->ws = 0;
	v->ws_bytes = 0;
	return 1;
}

void gpu_conv_tried_add(char *tried, size_t n, const char *fmt, ...)
{
	size_t len = strlen(tried);
	if (len + 1 >= n)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(tried + len, n - len, fmt, ap);
	va_end(ap);
}

int gpu_conv_v8_plan(struct gpu *g, const struct conv_v8_args *a, enum conv_source src,
		     struct conv_v8 **out, char *tried, size_t tried_n)
{
	struct conv_v8 *v = xcalloc(1, sizeof *v);
	/* The addresses of uids x, y, w: dx, dy, w for backward data. */
	void *p[3] = { a->transposed ? a->py : a->px, a->transposed ? a->px : a->py, a->pw };
	struct v8_tally t = { 0 };
	cudnnBackendDescriptor_t graph, *cfg = NULL;
	v->transposed = a->transposed;
	v->source = src;
	for (int i = 0; i < 3; i++)
		v->align[i] = conv_byte_alignment((unsigned long long)(uintptr_t)p[i]);
	*out = NULL;
	cudnnStatus_t s = v8_graph(g, v, a, &graph);
	if (s != CUDNN_STATUS_SUCCESS) {
		gpu_conv_tried_add(tried, tried_n, "%s%s: the operation graph: %s", *tried ? "; " : "",
			  conv_source_name(src), g->dnn.cudnnGetErrorString(s));
		goto none;
	}
	s = v8_configs(g, v, graph,
		       src == CONV_SRC_HEUR_INSTANT ? CUDNN_HEUR_MODE_INSTANT
						    : CUDNN_HEUR_MODE_FALLBACK,
		       &cfg, &t.configs);
	if (s != CUDNN_STATUS_SUCCESS) {
		gpu_conv_tried_add(tried, tried_n, "%s%s: the heuristics: %s", *tried ? "; " : "",
			  conv_source_name(src), g->dnn.cudnnGetErrorString(s));
		goto none;
	}
	/* Deterministic off: torch's default (the manifest records no other). */
	for (int64_t i = 0; i < t.configs; i++) {
		if (conv_config_dropped(v8_notes(g, v, cfg[i]), !a->float64, a->tf32, 0)) {
			t.dropped++;
			continue;
		}
		if (v8_try(g, v, cfg[i], p, &t) == 0) {
			v->rank = (int)i + 1;
			v->count = (int)t.configs;
			v->before = t;
			v8_tag(g, v, cfg[i]);
			free(cfg);
			*out = v;
			return 0;
		}
	}
	gpu_conv_tried_add(tried, tried_n,
		  "%s%s: %lld configurations, %d dropped by their numerical notes, %d did not "
		  "finalize, %d without a workspace, %d failed to run%s%s",
		  *tried ? "; " : "", conv_source_name(src), (long long)t.configs, t.dropped,
		  t.unfinalized, t.no_workspace, t.failed, t.last ? " (last: " : "",
		  t.last ? g->dnn.cudnnGetErrorString(t.last) : "");
	if (t.last)
		gpu_conv_tried_add(tried, tried_n, ")");
none:
	free(cfg);
	gpu_conv_v8_release(g, v);
	return 1;
}

int gpu_conv_v8_run(struct gpu *g, struct conv_v8 *v, void *px, void *pw, void *py,
		    const char *step, struct kerr *err)
{
	void *p[3] = { v->transposed ? py : px, v->transposed ? px : py, pw };
	static const char *uid[3] = { "x", "y", "w" };
	for (int i = 0; i < 3; i++)
		if (conv_byte_alignment((unsigned long long)(uintptr_t)p[i]) < v->align[i])
			return kerr_set(err, "%s: tensor %s is less aligned than the %d bytes its "
					"cuDNN plan was made for", step, uid[i], v->align[i]);
	if (memcmp(p, v->pack_ptr, sizeof p)) {
		cudnnBackendDescriptor_t pack;
		cudnnStatus_t s = v8_pack(g, v, p, &pack);
		if (s != CUDNN_STATUS_SUCCESS)
			return kerr_set(err, "%s: cuDNN variant pack: %s", step,
					g->dnn.cudnnGetErrorString(s));
		g->dnn.cudnnBackendDestroyDescriptor(v->pack);
		v->pack = pack;
	}
	cudnnStatus_t s = g->dnn.cudnnBackendExecute(g->dnn_handle, v->plan, v->pack);
	if (s != CUDNN_STATUS_SUCCESS)
		return kerr_set(err, "%s: cuDNN %s (engine %s): %s", step,
				v->transposed ? "backward data" : "forward convolution", v->tag,
				g->dnn.cudnnGetErrorString(s));
	return 0;
}

void gpu_conv_v8_describe(const struct conv_v8 *v, char *buf, size_t n)
{
	const struct v8_tally *b = &v->before;
	int k = snprintf(buf, n, "%s, configuration %d of %d: %s, workspace %lld bytes, "
			 "alignments x %d y %d w %d", conv_source_name(v->source), v->rank,
			 v->count, v->tag, (long long)v->ws_bytes, v->align[0], v->align[1],
			 v->align[2]);
	/* Why the configurations before it were passed over: torch passes over
	 * the same on a failed workspace allocation (try_configs), so a
	 * baseline's engine can depend on the GPU memory free when it is chosen. */
	if (k > 0 && (size_t)k < n && v->rank > 1)
		snprintf(buf + k, n - (size_t)k, "; passed over before it: %d by numerical notes, "
			 "%d did not finalize, %d without a workspace (the largest %lld bytes), "
			 "%d failed to run", b->dropped, b->unfinalized, b->no_workspace,
			 (long long)b->ws_refused, b->failed);
}

void gpu_conv_v8_release(struct gpu *g, struct conv_v8 *v)
{
	if (!v)
		return;
	if (v->pack)
		g->dnn.cudnnBackendDestroyDescriptor(v->pack);
	if (v->plan)
		g->dnn.cudnnBackendDestroyDescriptor(v->plan);
	for (int i = v->nkeep - 1; i >= 0; i--)
		g->dnn.cudnnBackendDestroyDescriptor(v->keep[i]);
	free(v->keep);
	if (v->ws)
		g->a.cuMemFree(v->ws);
	free(v);
}
