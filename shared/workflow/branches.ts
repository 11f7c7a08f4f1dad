/** Which branch of an action runs after it: by its result, else the default one. */
import { deepEqual } from '@shared/values/index.ts';
import type { WorkflowBranch } from '@shared/schema/logic.ts';

/** The first branch whose value deep-equals `result`, else the default branch, else none. */
export function chooseBranch(
  branches: readonly WorkflowBranch[] | undefined,
  result: unknown,
): WorkflowBranch | undefined {
  if (!branches) return undefined;
  return (
    branches.find((b) => b.value !== undefined && deepEqual(b.value, result)) ??
    branches.find((b) => b.default === true)
  );
}
