/**
 * The loop guard (seeds §4, §9): a workflow already in its call chain twice is not run a third
 * time. The chain is the stack of running workflows, not their history: running B twice in a
 * row from A is fine.
 */

/** Runs of one workflow allowed in a call chain (the seeds' 3rd one is stopped). */
export const LOOP_GUARD_LIMIT = 3;

export function isLoop(chain: readonly string[], workflowId: string): boolean {
  let count = 0;
  for (const id of chain) if (id === workflowId) count++;
  return count >= LOOP_GUARD_LIMIT - 1;
}
