import { describe, expect, it } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import { callsPluginAction } from './plugin-wait.ts';

const workflow = (id: string, actions: Workflow['actions']): Workflow =>
  ({ id, name: id, trigger: 'click', actions }) as unknown as Workflow;

describe('callsPluginAction', () => {
  const inner = workflow('inner', [{ id: 'a', type: 'auth:logout' }]);
  const find = (id: string) => (id === 'inner' ? inner : undefined);

  it('finds a plugin action, also inside a branch', () => {
    expect(
      callsPluginAction(workflow('w', [{ id: 'a', type: 'auth:login-with-popup' }]), find),
    ).toBe(true);
    const branched = workflow('w', [
      {
        id: 'a',
        type: 'log',
        branches: [{ default: true, actions: [{ id: 'b', type: 'payment:checkout' }] }],
      },
    ]);
    expect(callsPluginAction(branched, find)).toBe(true);
  });

  it('follows execute-workflow, and stops on a cycle', () => {
    const calling = workflow('w', [
      { id: 'a', type: 'execute-workflow', config: { workflowId: 'inner' } },
    ]);
    expect(callsPluginAction(calling, find)).toBe(true);
    const self: Workflow = workflow('self', [
      { id: 'a', type: 'execute-workflow', config: { workflowId: 'self' } },
    ]);
    expect(callsPluginAction(self, (id) => (id === 'self' ? self : undefined))).toBe(false);
  });

  it('is false for core actions only', () => {
    expect(callsPluginAction(workflow('w', [{ id: 'a', type: 'change-theme' }]), find)).toBe(false);
  });
});
