/* taxonomy: the class of a failed attempt, from the gate that refused it and
 * its reason: no_answer, no_code, unchanged, compile, gate1_fault,
 * gate2_mismatch, gate3, gate4, timeout (issue 6's list; budget stops are
 * not attempts in this version).  Static checks (signature, banned calls)
 * count as compile: they refuse a candidate before it is built.  A pure
 * function, so a report classes any recording the same way. */
#ifndef KOPT_TAXONOMY_H
#define KOPT_TAXONOMY_H

const char *failure_class(const char *gate, const char *reason);
/* The agent role an attempt failure is charged to: planner, synthesizer
 * (the synthesis check), executor (every other candidate gate) or verify
 * (gates 3-4 on the stitched model). */
const char *failure_role(const char *gate);

#define TAXONOMY_CLASSES "no_answer no_code unchanged compile gate1_fault gate2_mismatch gate3 gate4 timeout"

#endif
