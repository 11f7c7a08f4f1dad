/**
 * Whether a workflow calls a plugin action (`auth:login-with-popup`…), itself or through the
 * workflows it executes: such a workflow started while the plugins are still loading waits for
 * them instead of failing with "Unknown action type" (a visitor clicking "Sign in" at once).
 */
import type { Workflow } from '@shared/schema/logic.ts';

const isPluginType = (value: unknown) => typeof value === 'string' && value.includes(':');

export function callsPluginAction(
  workflow: Workflow,
  find: (id: string) => Workflow | undefined,
): boolean {
  const seen = new Set<Workflow>();
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    // An action: `{ id, type }` (core action types have no colon).
    if (typeof record.id === 'string' && isPluginType(record.type)) return true;
    if (typeof record.workflowId === 'string') {
      const inner = find(record.workflowId);
      if (inner && !seen.has(inner)) {
        seen.add(inner);
        if (visit(inner.actions)) return true;
      }
    }
    return Object.values(record).some(visit);
  };
  seen.add(workflow);
  return visit(workflow.actions);
}
