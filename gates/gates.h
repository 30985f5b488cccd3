/* gates: the verification cascade's decisions (PAPER_NOTES.md section 5).
 *
 * Every decision here is a pure function of recorded replies and the gate
 * configuration: no GPU, no clock, no global state.  So a changed tolerance
 * or gamma is re-decided from a recording without a GPU.  Each decision fills
 * a verdict with a one-line reason and a JSON detail (the measures it used),
 * which the search stores as a gate result. */
#ifndef KOPT_GATES_H
#define KOPT_GATES_H

#include <cjson/cJSON.h>

#include "common/config.h"

struct verdict {
	int passed;
	char reason[512];
	cJSON *detail;		/* owned; verdict_clear frees it */
};
void verdict_clear(struct verdict *v);

/* Gate 1, before compiling: the candidate differs from its parent, its entry
 * exists with the parameter list of the sub-kernel's contract (the baseline
 * kernel), and it calls no vendor library or framework compute. */
void gate1_static(const char *cand_id, const char *parent_id, const char *lang,
		  const char *entry, const char *source, const char *contract_entry,
		  const char *contract_source, struct verdict *v);
/* Gate 1, compile reply: compiled, registers, shared memory and spills within
 * the device limits of the run's configuration. */
void gate1_compile(const struct kopt_config *c, const char *status,
		   const cJSON *reply, struct verdict *v);
/* Gate 1, the guarded launch inside the correctness run: no fault, no
 * timeout.  Gate 2: every configured seed, every output within
 * rtol = atol = gates.gate2 tolerance, no NaN or Inf, every element written,
 * nothing written outside its buffer, no input buffer changed. */
void gate1_launch(const char *status, const cJSON *reply, struct verdict *v);
/* A synthesized kernel's validation (PAPER_NOTES 2.3, Table 3's synthesis
 * row): every output of the reply within gates.synthesis.rtol = atol on
 * gates.synthesis.seeds (0 and 42), as gate 2 decides.  The reply is the
 * group's check against its kernels run unfused (synthesis.reference =
 * unfused) or the model's check with the kernel stitched in against the
 * original model (eager). */
void synthesis_decide(const struct kopt_config *c, const cJSON *reply, struct verdict *v);
/* Under synthesis.reference = eager, the group's own check is gate 1's
 * guarded launch only: every seed of gates.synthesis.seeds answered, no NaN
 * or Inf, every element written, nothing written outside its buffers, no
 * input changed; its difference from the unfused kernels is not judged. */
void synthesis_launch_decide(const struct kopt_config *c, const cJSON *reply,
			     struct verdict *v);
void gate2_decide(const struct kopt_config *c, const cJSON *reply, struct verdict *v);
/* Gate 3: tier 1 (allclose at gate3 tolerance on every seed and output), and
 * when tier 1 fails, tier 2 (the float64 error ratio rho or the absolute
 * bound, per seed and output, all must pass). */
void gate3_decide(const struct kopt_config *c, const char *status,
		  const cJSON *reply, struct verdict *v);
/* Gate 4, Eq. 5: new <= gamma * base on model medians; passes when the gate
 * is disabled (ablation C3), saying so. */
void gate4_decide(const struct kopt_config *c, double base_ms, double new_ms,
		  struct verdict *v);

/* Median of n samples (sorted copy; the mean of the middle two for even n).
 * NaN for n == 0. */
/* Gate 4 on a paired timing reply (gates.gate4.timing = paired): the
 * baseline and re-stitched models timed A B A B; passes iff the median of
 * the per-pair ratios B/A is <= gamma and the candidate's median time is not
 * below floor_slack x the reply's physical floor (under floor_check
 * "baseline", only where the baseline's median is not itself below it; the
 * detail's floor_skipped says when it was not applied).  *new_ms = base_ms x the
 * median ratio (the paired estimate of the new model's time), NAN when the
 * reply is unusable. */
void gate4_decide_paired(const struct kopt_config *c, const char *status,
			 const cJSON *reply, double base_ms, struct verdict *v,
			 double *new_ms);
double gate_median(const double *v, size_t n);
/* The q-quantile (0 <= q <= 1) of n values by nearest rank: the sorted
 * values' element round((n - 1) q); NaN for none.  Gate 4's p10 and p90. */
double gate_quantile(const double *v, size_t n, double q);
/* Median and count of a time reply's samples_ms; -1 if the reply has none or
 * a sample is not a positive finite number. */
int time_reply_median(const cJSON *reply, double *median, size_t *n);

#endif
