/* gates: pure gate decisions (see gates.h).  Numbers come from the run's
 * gate configuration, whose defaults are Table 3 of the paper. */
#include "gates/gates.h"
#include "common/canon.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void verdict_clear(struct verdict *v)
{
	cJSON_Delete(v->detail);
	memset(v, 0, sizeof *v);
}

static void verdict_set(struct verdict *v, int passed, const char *fmt, ...)
{
	v->passed = passed;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(v->reason, sizeof v->reason, fmt, ap);
	va_end(ap);
	if (!v->detail)
		v->detail = cJSON_CreateObject();
	cJSON_DeleteItemFromObjectCaseSensitive(v->detail, "reason");
	cJSON_AddStringToObject(v->detail, "reason", v->reason);
	cJSON_DeleteItemFromObjectCaseSensitive(v->detail, "passed");
	cJSON_AddBoolToObject(v->detail, "passed", passed);
}

static double num(const cJSON *o, const char *key, double def)
{
	double d;
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	return v && canon_get_number(v, &d) == 0 ? d : def;
}

/* Parameter list of `def entry(...)` in Triton source or `entry(...)` after
 * __global__ in CUDA source: names only, annotations and defaults dropped,
 * joined with ','.  0 on success. */
static int signature(const char *lang, const char *entry, const char *src,
		     char *out, size_t outlen)
{
	char pat[300];
	const char *p = NULL;
	if (!strcmp(lang, "triton")) {
		snprintf(pat, sizeof pat, "def %s(", entry);
		p = strstr(src, pat);
	} else {
		snprintf(pat, sizeof pat, "%s(", entry);
		for (const char *q = strstr(src, "__global__"); q && !p;
		     q = strstr(q + 1, "__global__")) {
			const char *brace = strchr(q, '{');
			for (const char *e = strstr(q, pat); e && (!brace || e < brace);
			     e = strstr(e + 1, pat))
				if (!isalnum((unsigned char)e[-1]) && e[-1] != '_') {
					p = e;
					break;
				}
		}
	}
	if (!p)
		return -1;
	p += strlen(pat);
	size_t n = 0;
	int depth = 0, skipping = 0;
	for (; *p && !(depth == 0 && *p == ')'); p++) {
		char ch = *p;
		if (ch == '(' || ch == '[')
			depth++;
		else if (ch == ')' || ch == ']')
			depth--;
		if (depth == 0 && ch == ',') {
			skipping = 0;
			if (n + 1 < outlen)
				out[n++] = ',';
			continue;
		}
		if (skipping || isspace((unsigned char)ch))
			continue;
		if (!strcmp(lang, "triton") && (ch == ':' || ch == '=')) {
			skipping = 1;
			continue;
		}
		if (n + 1 < outlen)
			out[n++] = ch;
	}
	if (!*p)
		return -1;
	if (n && out[n - 1] == ',')
		n--;
	out[n] = '\0';
	return 0;
}

/* Vendor-library and framework compute calls a candidate may not make; the
 * harness runs the problem's recorded extern steps itself (PAPER_NOTES 3.7,
 * [HARNESS] resolution of the codegen-prompt conflict). */
static const char *BANNED[] = {
	"extern_kernels.", "torch.matmul", "torch.mm", "torch.bmm", "torch.addmm",
	"torch.baddbmm", "torch.einsum", "torch.conv", "torch.nn.functional",
	"torch.ops.aten", "aten.", "F.linear", "F.conv", "F.layer_norm", "F.gelu",
	"F.softmax", "F.scaled_dot_product_attention", "cublas", "cudnn",
};

/* Device-side launches in CUDA C (dynamic parallelism): a grid started
 * from the candidate, on a stream of its own (fire-and-forget, tail launch),
 * could do the work after the harness's stream says done.  Candidates run
 * on the harness's stream only. */
static const char *DEVICE_LAUNCH[] = {
	"<<<", "cudaLaunchDevice", "cudaGetParameterBuffer", "cudaStreamCreate",
	"cudaStreamFireAndForget", "cudaStreamTailLaunch", "cudaGraphLaunch",
	"cudaLaunchKernel", "cudaMemcpyAsync",
};

/* First banned call outside comments ('#' in Triton/Python; '//' in CUDA,
 * where '//' is not floor division), or NULL.  A banned word counts only
 * where it starts a name of its own ("aten." is not inside "concaten."). */
static const char *banned_in(const char *lang, const char *src, const char **list,
			     size_t nlist)
{
	/* A word the whole source does not hold is in none of its lines: most
	 * sources hold none, and are not split into lines at all.  Words that
	 * share a stem up to their first '.' ("torch.", "F.") are looked for
	 * only where the source holds the stem: one scan of the source for
	 * each stem it lacks instead of one for each word (a search checks
	 * every candidate, and scanning each for 19 words was a fortieth of a
	 * replay). */
	struct {
		const char *w;	/* a word with this stem */
		size_t n;	/* the stem's length */
	} absent[32];		/* stems the source does not hold */
	size_t nabsent = 0, i = 0;
	for (; i < nlist; i++) {
		const char *w = list[i], *dot = strchr(w, '.');
		size_t stem = dot && dot[1] ? (size_t)(dot - w) + 1 : 0;
		int skip = 0;
		for (size_t a = 0; a < nabsent && !skip; a++)
			skip = absent[a].n == stem && !strncmp(absent[a].w, w, stem);
		if (skip)
			continue;
		char s[64];
		if (stem && stem < sizeof s) {
			memcpy(s, w, stem);
			s[stem] = '\0';
			if (!strstr(src, s)) {
				if (nabsent < sizeof absent / sizeof *absent) {
					absent[nabsent].w = w;
					absent[nabsent++].n = stem;
				}
				continue;
			}
		}
		if (strstr(src, w))
			break;
	}
	if (i == nlist)
		return NULL;
	int cuda = !strcmp(lang, "cuda");
	const char *line = src;
	while (*line) {
		const char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);
		char *l = xmalloc(len + 1);
		memcpy(l, line, len);
		l[len] = '\0';
		char *c = strstr(l, cuda ? "//" : "#");
		if (c)
			*c = '\0';
		for (size_t i = 0; i < nlist; i++) {
			for (char *hit = strstr(l, list[i]); hit;
			     hit = strstr(hit + 1, list[i])) {
				if (hit == l || !isalnum((unsigned char)list[i][0]) ||
				    !(isalnum((unsigned char)hit[-1]) || hit[-1] == '_')) {
					free(l);
					return list[i];
				}
			}
		}
		free(l);
		line += len + (end ? 1 : 0);
	}
	return NULL;
}

void gate1_static(const char *cand_id, const char *parent_id, const char *lang,
		  const char *entry, const char *source, const char *contract_entry,
		  const char *contract_source, struct verdict *v)
{
	char want[2048], got[2048];
	const char *ban;
	v->detail = cJSON_CreateObject();
	if (parent_id && !strcmp(cand_id, parent_id)) {
		verdict_set(v, 0, "identical to its parent (a resubmitted kernel is a "
			    "failed attempt)");
		return;
	}
	if (strcmp(entry, contract_entry) != 0) {
		verdict_set(v, 0, "entry %s is not the sub-kernel's entry %s", entry,
			    contract_entry);
		return;
	}
	if (signature(lang, contract_entry, contract_source, want, sizeof want)) {
		verdict_set(v, 0, "the sub-kernel's own source has no readable definition "
			    "of %s, so no candidate can be checked against it",
			    contract_entry);
		return;
	}
	if (signature(lang, entry, source, got, sizeof got)) {
		verdict_set(v, 0, "no definition of entry %s found in the source", entry);
		return;
	}
	cJSON_AddStringToObject(v->detail, "signature", got);
	if (strcmp(want, got) != 0) {
		verdict_set(v, 0, "parameters (%s) differ from the contract (%s)", got,
			    want);
		return;
	}
	if (!strcmp(lang, "cuda") &&
	    (ban = banned_in(lang, source, DEVICE_LAUNCH,
			     sizeof DEVICE_LAUNCH / sizeof DEVICE_LAUNCH[0]))) {
		verdict_set(v, 0, "launches work from the device (%s): a candidate runs "
			    "on the harness's stream only", ban);
		return;
	}
	if ((ban = banned_in(lang, source, BANNED, sizeof BANNED / sizeof BANNED[0]))) {
		verdict_set(v, 0, "calls %s inside the candidate; vendor calls stay "
			    "the problem's extern steps", ban);
		return;
	}
	verdict_set(v, 1, "static checks passed");
}

void gate1_compile(const struct kopt_config *c, const char *status,
		   const cJSON *reply, struct verdict *v)
{
	v->detail = cJSON_CreateObject();
	if (strcmp(status, "ok") != 0) {
		const cJSON *e = cJSON_GetObjectItemCaseSensitive(reply, "error");
		verdict_set(v, 0, "compile failed: %.400s",
			    cJSON_IsString(e) ? e->valuestring : status);
		return;
	}
	double regs = num(reply, "registers", NAN), shared = num(reply, "shared", 0);
	double spills = num(reply, "spills", 0), threads = num(reply, "threads", 0);
	cJSON_AddItemToObject(v->detail, "registers", canon_number(regs));
	cJSON_AddItemToObject(v->detail, "shared", canon_number(shared));
	cJSON_AddItemToObject(v->detail, "spills", canon_number(spills));
	if (!(regs >= 0))
		verdict_set(v, 0, "compile reply has no register count");
	else if (regs > c->device.max_regs_per_thread)
		verdict_set(v, 0, "%g registers per thread exceed the limit %d", regs,
			    c->device.max_regs_per_thread);
	else if (shared > c->device.max_shared_per_block)
		verdict_set(v, 0, "%g bytes of shared memory exceed the limit %d", shared,
			    c->device.max_shared_per_block);
	else if (threads > c->device.max_threads_per_block)
		verdict_set(v, 0, "%g threads per block exceed the limit %d", threads,
			    c->device.max_threads_per_block);
	else
		verdict_set(v, 1, "compiled: %g registers, %g B shared, %g B spilled",
			    regs, shared, spills);
}

void gate1_launch(const char *status, const cJSON *reply, struct verdict *v)
{
	v->detail = cJSON_CreateObject();
	const cJSON *fault = cJSON_GetObjectItemCaseSensitive(reply, "fault");
	const cJSON *e = cJSON_GetObjectItemCaseSensitive(reply, "error");
	if (cJSON_IsString(fault))
		verdict_set(v, 0, "launch fault: %.300s", fault->valuestring);
	else if (strcmp(status, "ok") != 0)
		verdict_set(v, 0, "correctness run failed: %.300s",
			    cJSON_IsString(e) ? e->valuestring : status);
	else
		verdict_set(v, 1, "guarded launch without fault or timeout");
}

/* Check every seed of `seeds` and every output against tol; NaN never passes.
 * Returns 1 if all pass; on failure writes the first reason. */
static int outputs_within(const cJSON *reply, const struct seed_list *seeds,
			  double tol, char *why, size_t whylen, double *worst)
{
	const cJSON *rs = cJSON_GetObjectItemCaseSensitive(reply, "seeds");
	*worst = 0;
	for (int i = 0; i < seeds->n; i++) {
		const cJSON *found = NULL;
		for (const cJSON *s = rs ? rs->child : NULL; s; s = s->next)
			if (num(s, "seed", -1) == (double)seeds->v[i])
				found = s;
		if (!found) {
			snprintf(why, whylen, "no result for seed %lld", seeds->v[i]);
			return 0;
		}
		const cJSON *outs = cJSON_GetObjectItemCaseSensitive(found, "outputs");
		if (!cJSON_IsArray(outs) || !outs->child) {
			snprintf(why, whylen, "seed %lld: no outputs compared", seeds->v[i]);
			return 0;
		}
		if (num(found, "inputs_changed", 0) > 0) {
			snprintf(why, whylen, "seed %lld: changed %g of its input buffers",
				 seeds->v[i], num(found, "inputs_changed", 0));
			return 0;
		}
		for (const cJSON *o = outs->child; o; o = o->next) {
			const cJSON *nm = cJSON_GetObjectItemCaseSensitive(o, "name");
			const char *name = cJSON_IsString(nm) ? nm->valuestring : "?";
			double t = num(o, "allclose_min_tol", NAN);
			if (!(t <= *worst))
				*worst = t;
			if (num(o, "nan", 0) > 0 || num(o, "inf", 0) > 0) {
				snprintf(why, whylen, "seed %lld output %s: %g NaN, %g Inf",
					 seeds->v[i], name, num(o, "nan", 0), num(o, "inf", 0));
				return 0;
			}
			if (num(o, "unwritten", 0) > 0) {
				snprintf(why, whylen, "seed %lld output %s: %g elements never "
					 "written", seeds->v[i], name, num(o, "unwritten", 0));
				return 0;
			}
			if (num(o, "oob_writes", 0) > 0) {
				snprintf(why, whylen, "seed %lld output %s: %g writes outside "
					 "the buffer", seeds->v[i], name,
					 num(o, "oob_writes", 0));
				return 0;
			}
			if (!(t <= tol)) {
				snprintf(why, whylen, "seed %lld output %s: needs rtol = atol "
					 "= %.3g, limit %.3g (max abs err %.3g)", seeds->v[i],
					 name, t, tol, num(o, "max_abs_err", NAN));
				return 0;
			}
		}
	}
	return 1;
}

static void seeds_decide(const cJSON *reply, const struct seed_list *seeds, double tol,
			 struct verdict *v)
{
	char why[400];
	double worst;
	v->detail = cJSON_CreateObject();
	int ok = outputs_within(reply, seeds, tol, why, sizeof why, &worst);
	cJSON_AddItemToObject(v->detail, "worst_min_tol", canon_number(worst));
	if (ok)
		verdict_set(v, 1, "all %d seeds within rtol = atol = %.3g (worst %.3g)", seeds->n,
			    tol, worst);
	else
		verdict_set(v, 0, "%s", why);
}

void gate2_decide(const struct kopt_config *c, const cJSON *reply, struct verdict *v)
{
	seeds_decide(reply, &c->gates.gate2_seeds, c->gates.gate2_rtol, v);
}

void synthesis_decide(const struct kopt_config *c, const cJSON *reply, struct verdict *v)
{
	seeds_decide(reply, &c->gates.synth_seeds, c->gates.synth_rtol, v);
}

void synthesis_launch_decide(const struct kopt_config *c, const cJSON *reply,
			     struct verdict *v)
{
	char why[400];
	double worst;
	v->detail = cJSON_CreateObject();
	int ok = outputs_within(reply, &c->gates.synth_seeds, INFINITY, why, sizeof why,
				&worst);
	cJSON_AddItemToObject(v->detail, "worst_min_tol", canon_number(worst));
	if (ok)
		verdict_set(v, 1, "the group's run on all %d seeds: every element written, "
			    "nothing outside its buffers, inputs unchanged (compared with the "
			    "model's outputs, synthesis.reference = eager)", c->gates.synth_seeds.n);
	else
		verdict_set(v, 0, "%s", why);
}

/* Tier 2 for one output (PAPER_NOTES 5.4). */
static int tier2_output(const struct kopt_config *c, const cJSON *o, double *rho)
{
	double d_ref = num(o, "d_ref", NAN), d_opt = num(o, "d_opt", NAN);
	double r_inf = num(o, "r_inf", NAN);
	int ratio_ok;
	if (d_ref >= c->gates.d_ref_tiny) {
		*rho = d_opt / d_ref;
		ratio_ok = *rho <= c->gates.rho_max;
	} else {
		*rho = NAN;
		ratio_ok = d_opt / fmax(r_inf, 1e-12) <= c->gates.scale_rel;
	}
	int abs_ok = d_opt <= fmax(c->gates.abs_floor, c->gates.abs_rel * r_inf);
	return c->gates.tier2_or ? (ratio_ok || abs_ok) : (ratio_ok && abs_ok);
}

void gate3_decide(const struct kopt_config *c, const char *status,
		  const cJSON *reply, struct verdict *v)
{
	char why[400];
	double worst;
	v->detail = cJSON_CreateObject();
	if (strcmp(status, "ok") != 0) {
		const cJSON *e = cJSON_GetObjectItemCaseSensitive(reply, "error");
		verdict_set(v, 0, "model run failed: %.300s",
			    cJSON_IsString(e) ? e->valuestring : status);
		return;
	}
	if (outputs_within(reply, &c->gates.gate3_seeds, c->gates.gate3_rtol, why,
			   sizeof why, &worst)) {
		cJSON_AddStringToObject(v->detail, "tier", "1");
		verdict_set(v, 1, "tier 1: all seeds within rtol = atol = %.3g",
			    c->gates.gate3_rtol);
		return;
	}
	cJSON_AddStringToObject(v->detail, "tier1", why);
	const cJSON *f64 = cJSON_GetObjectItemCaseSensitive(reply, "float64");
	if (cJSON_IsString(f64) && !strcmp(f64->valuestring, "unavailable")) {
		verdict_set(v, 0, "tier 1: %s; tier 2 not possible: the problem has no "
			    "float64 model", why);
		return;
	}
	const cJSON *rs = cJSON_GetObjectItemCaseSensitive(reply, "seeds");
	double worst_rho = 0;
	for (int i = 0; i < c->gates.gate3_seeds.n; i++) {
		const cJSON *found = NULL;
		for (const cJSON *s = rs ? rs->child : NULL; s; s = s->next)
			if (num(s, "seed", -1) == (double)c->gates.gate3_seeds.v[i])
				found = s;
		const cJSON *outs = cJSON_GetObjectItemCaseSensitive(found, "outputs");
		for (const cJSON *o = outs ? outs->child : NULL; o; o = o->next) {
			double rho;
			if (num(o, "nan", 0) > 0 || num(o, "inf", 0) > 0) {
				verdict_set(v, 0, "tier 2: NaN or Inf in the output");
				return;
			}
			if (num(o, "nan_vs_float64", 0) > 0) {
				verdict_set(v, 0, "tier 2: NaN in the float32 baseline or the "
					    "float64 model");
				return;
			}
			if (num(o, "unwritten", 0) > 0 || num(o, "oob_writes", 0) > 0) {
				verdict_set(v, 0, "tier 2: elements left unwritten or written "
					    "outside the buffer");
				return;
			}
			if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "exact"))) {
				/* An integer output (indices) has no float64 measure:
				 * it must be exact. */
				if (num(o, "allclose_min_tol", 0) > 0) {
					verdict_set(v, 0, "tier 1: %s; tier 2: seed %lld: an "
						    "integer output differs (integers must be "
						    "exact)", why, c->gates.gate3_seeds.v[i]);
					return;
				}
				continue;
			}
			int ok = tier2_output(c, o, &rho);
			if (rho > worst_rho)
				worst_rho = rho;
			if (!ok) {
				verdict_set(v, 0, "tier 1: %s; tier 2: seed %lld rho %.3g > "
					    "%.3g and d_opt %.3g over the absolute bound",
					    why, c->gates.gate3_seeds.v[i], rho,
					    c->gates.rho_max, num(o, "d_opt", NAN));
				return;
			}
		}
		if (!found || !outs || !outs->child) {
			verdict_set(v, 0, "tier 2: no result for seed %lld",
				    c->gates.gate3_seeds.v[i]);
			return;
		}
	}
	cJSON_AddStringToObject(v->detail, "tier", "2");
	cJSON_AddItemToObject(v->detail, "worst_rho", canon_number(worst_rho));
	verdict_set(v, 1, "tier 2: float64 error ratio within rho_max %.3g or the "
		    "absolute bound (tier 1: %s)", c->gates.rho_max, why);
}

void gate4_decide(const struct kopt_config *c, double base_ms, double new_ms,
		  struct verdict *v)
{
	v->detail = cJSON_CreateObject();
	cJSON_AddItemToObject(v->detail, "base_ms", canon_number(base_ms));
	cJSON_AddItemToObject(v->detail, "new_ms", canon_number(new_ms));
	cJSON_AddItemToObject(v->detail, "gamma", canon_number(c->gates.gamma));
	if (!c->gates.perf_gate) {
		verdict_set(v, 1, "performance gate disabled (ablation C3)");
		return;
	}
	if (new_ms <= c->gates.gamma * base_ms)
		verdict_set(v, 1, "%.4g ms <= %.3g x %.4g ms", new_ms, c->gates.gamma,
			    base_ms);
	else
		verdict_set(v, 0, "%.4g ms > %.3g x %.4g ms (%.3gx slower)", new_ms,
			    c->gates.gamma, base_ms, new_ms / base_ms);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The numbers of a reply's array key, all finite and > 0; count or -1. */
static int positive_samples(const cJSON *reply, const char *key, double **out)
{
	const cJSON *s = cJSON_GetObjectItemCaseSensitive(reply, key);
	int cnt = cJSON_IsArray(s) ? cJSON_GetArraySize(s) : 0;
	*out = NULL;
	if (cnt < 1)
		return -1;
	double *v = xmalloc((size_t)cnt * sizeof *v);
	int i = 0;
	for (const cJSON *e = s->child; e; e = e->next, i++)
		if (canon_get_number(e, &v[i]) || !(v[i] > 0) || !isfinite(v[i])) {
			free(v);
			return -1;
		}
	*out = v;
	return cnt;
}

void gate4_decide_paired(const struct kopt_config *c, const char *status,
			 const cJSON *reply, double base_ms, struct verdict *v,
			 double *new_ms)
{
	double *a = NULL, *b = NULL;
	*new_ms = NAN;
	v->detail = cJSON_CreateObject();
	cJSON_AddStringToObject(v->detail, "timing", "paired");
	cJSON_AddItemToObject(v->detail, "gamma", canon_number(c->gates.gamma));
	if (strcmp(status, "ok") != 0) {
		verdict_set(v, 0, "the paired model timing run failed");
		return;
	}
	int na = positive_samples(reply, "baseline_samples_ms", &a);
	int nb = positive_samples(reply, "samples_ms", &b);
	if (na < 1 || na != nb) {
		verdict_set(v, 0, "paired timing reply without matching baseline and "
			    "candidate samples (%d, %d)", na, nb);
		free(a);
		free(b);
		return;
	}
	double *r = xmalloc((size_t)na * sizeof *r);
	for (int i = 0; i < na; i++)
		r[i] = b[i] / a[i];
	double q = gate_median(r, (size_t)na), ma = gate_median(a, (size_t)na),
	       mb = gate_median(b, (size_t)nb);
	/* Spread of the ratios: the 10th and 90th percentiles. */
	double p10 = gate_quantile(r, (size_t)na, 0.1), p90 = gate_quantile(r, (size_t)na, 0.9);
	free(r);
	free(a);
	free(b);
	*new_ms = base_ms * q;
	cJSON_AddNumberToObject(v->detail, "pairs", na);
	cJSON_AddItemToObject(v->detail, "median_ratio", canon_number(q));
	cJSON_AddItemToObject(v->detail, "ratio_p10", canon_number(p10));
	cJSON_AddItemToObject(v->detail, "ratio_p90", canon_number(p90));
	cJSON_AddItemToObject(v->detail, "baseline_median_ms", canon_number(ma));
	cJSON_AddItemToObject(v->detail, "candidate_median_ms", canon_number(mb));
	cJSON_AddItemToObject(v->detail, "base_ms", canon_number(base_ms));
	cJSON_AddItemToObject(v->detail, "new_ms", canon_number(*new_ms));
	const cJSON *clk = cJSON_GetObjectItemCaseSensitive(reply, "sm_clock_mhz");
	if (clk)
		cJSON_AddItemToObject(v->detail, "sm_clock_mhz", cJSON_Duplicate(clk, 1));
	const cJSON *fl = cJSON_GetObjectItemCaseSensitive(reply, "floor");
	double floor_ms = num(fl, "ms", NAN);
	cJSON_AddItemToObject(v->detail, "floor_ms", canon_number(floor_ms));
	if (!c->gates.perf_gate) {
		verdict_set(v, 1, "performance gate disabled (ablation C3)");
		return;
	}
	/* A floor the baseline itself runs below is no floor (its model of some
	 * extern's arithmetic is wrong): under floor_check "baseline" it is not
	 * applied, and the detail says so. */
	int floor_on = c->gates.floor_slack > 0 && isfinite(floor_ms);
	const char *skip = "";
	if (floor_on && !c->gates.floor_always && ma < c->gates.floor_slack * floor_ms) {
		floor_on = 0;
		skip = "; the floor not applied: the baseline runs below it";
		cJSON_AddStringToObject(v->detail, "floor_skipped",
					"the baseline runs below floor_slack x the floor");
	}
	if (floor_on && mb < c->gates.floor_slack * floor_ms) {
		verdict_set(v, 0, "implausible: %.4g ms is below %.3g x the physical floor "
			    "%.4g ms (%.4g bytes at %.4g GB/s, %.4g GEMM flops at %.4g "
			    "GFLOP/s)", mb, c->gates.floor_slack, floor_ms,
			    num(fl, "bytes", NAN), num(fl, "copy_gbps", NAN),
			    num(fl, "flops", NAN), num(fl, "peak_fp32_gflops", NAN));
		return;
	}
	if (q <= c->gates.gamma)
		verdict_set(v, 1, "median paired ratio %.4g <= %.3g (%d pairs, p10-p90 "
			    "%.4g-%.4g)%s", q, c->gates.gamma, na, p10, p90, skip);
	else
		verdict_set(v, 0, "median paired ratio %.4g > %.3g: %.3gx slower (%d pairs, "
			    "p10-p90 %.4g-%.4g)%s", q, c->gates.gamma, q, na, p10, p90, skip);
}

double gate_median(const double *v, size_t n)
{
	if (n == 0)
		return NAN;
	double *s = xmalloc(n * sizeof *s);
	memcpy(s, v, n * sizeof *s);
	qsort(s, n, sizeof *s, cmp_double);
	double m = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
	free(s);
	return m;
}

double gate_quantile(const double *v, size_t n, double q)
{
	if (n == 0)
		return NAN;
	double *s = xmalloc(n * sizeof *s);
	memcpy(s, v, n * sizeof *s);
	qsort(s, n, sizeof *s, cmp_double);
	double x = s[(size_t)((double)(n - 1) * q + 0.5)];
	free(s);
	return x;
}

int time_reply_median(const cJSON *reply, double *median, size_t *n)
{
	double *v;
	int cnt = positive_samples(reply, "samples_ms", &v);
	if (cnt < 1)
		return -1;
	*median = gate_median(v, (size_t)cnt);
	*n = (size_t)cnt;
	free(v);
	return 0;
}
