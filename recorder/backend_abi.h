/* backend_abi: the plug-in interface of the live side of the observation seam.
 *
 * A live backend answers observation requests: the GPU backend answers
 * compile, check, time and profile; an LLM client or the scripted policy
 * answers llm.  Backends outside kopt's binary are shared objects opened with
 * dlopen (so kopt itself never links CUDA), exporting kopt_backend_open.
 * This header is plain C with no kopt dependency, so a plug-in can be built
 * from it alone.  Requests and replies are JSON text; large contents (kernel
 * sources, problem manifests) are referred to by SHA-256 and fetched through
 * the blob access the seam passes in.  A backend must not keep pointers to a
 * request after answering, and must answer from the request alone. */
#ifndef KOPT_BACKEND_ABI_H
#define KOPT_BACKEND_ABI_H

#include <stddef.h>

#define KOPT_BACKEND_ABI 1

struct kopt_blob_access {
	void *ctx;
	/* Content of the blob with this SHA-256 (hex), malloc'd and
	 * NUL-terminated, length in *len; NULL if unknown.  Caller frees. */
	char *(*get)(void *ctx, const char *sha, size_t *len);
};

struct kopt_answer {
	char *reply;		/* malloc'd JSON text; kopt frees it */
	char status[16];	/* "ok", or "error" for an external failure
				   (compile error, fault, timeout, HTTP error)
				   described inside reply */
	double cost;		/* money spent on this answer, if any */
	long tokens_in, tokens_out;
};

struct kopt_backend {
	int abi;		/* KOPT_BACKEND_ABI */
	const char *name;
	const char *version;
	const char *kinds;	/* comma list of kinds answered, e.g. "llm" */
	void *ctx;
	/* Facts for the run's provenance (device, driver, toolchain), as a
	 * malloc'd JSON object text; may be NULL. */
	char *(*describe)(void *ctx);
	/* Answer one request of kind.  0 with *ans filled (an external failure
	 * is status "error", still 0); negative only if the backend itself is
	 * unusable, with a message in ans->reply when it can. */
	int (*answer)(void *ctx, const char *kind, const char *request,
		      const struct kopt_blob_access *blobs, struct kopt_answer *ans);
	void (*close)(void *ctx);
	/* Optional (GPU backends): run the problem's baseline model for seed and
	 * write its outputs into dir (index.json and raw files; `kopt exec`).
	 * Not an observation.  0, or -1 with a message in errbuf. */
	int (*dump)(void *ctx, const char *problem_sha, long long seed,
		    const struct kopt_blob_access *blobs, const char *dir, char *errbuf,
		    size_t errlen);
	/* Optional: 0 once the backend can no longer answer reliably (a CUDA
	 * context that faulted); an isolating worker then ends and the next
	 * request starts a fresh one. */
	int (*healthy)(void *ctx);
	/* Optional: answer n requests at once (in parallel where the backend
	 * can, e.g. a beam's LLM calls); answers[i] belongs to requests[i], and
	 * the seam consumes and records them in that order.  Returns as answer
	 * does: 0, or negative if the backend itself is unusable, and then
	 * every answer of the batch is recorded as a backend failure (its reply,
	 * where given, is the message). */
	int (*answer_batch)(void *ctx, size_t n, const char *const *kinds,
			    const char *const *requests,
			    const struct kopt_blob_access *blobs,
			    struct kopt_answer *answers);
	/* Optional, and last so that a plug-in built before it leaves it NULL
	 * (kopt zeroes the struct before kopt_backend_open fills it): a hint
	 * that answer(kind, request) will probably be asked later, so the
	 * backend may start the work in the background (compile ahead).  It
	 * returns and records nothing, may ignore the hint, must not keep
	 * pointers to its arguments, and answer() must give the same reply
	 * bytes with or without it (a hinted compile's error included).  blobs
	 * is valid during the call only. */
	void (*prefetch)(void *ctx, const char *kind, const char *request,
			 const struct kopt_blob_access *blobs);
};

/* The symbol a plug-in exports.  args is the text after "PATH:" on the
 * command line, or "".  0 on success; otherwise a message in errbuf. */
typedef int (*kopt_backend_open_fn)(const char *args, struct kopt_backend *out,
				    char *errbuf, size_t errlen);
#define KOPT_BACKEND_OPEN_SYMBOL "kopt_backend_open"

#endif
