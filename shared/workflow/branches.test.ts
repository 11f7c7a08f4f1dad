import { describe, expect, it } from 'vitest';
import type { WorkflowBranch } from '@shared/schema/logic.ts';
import { chooseBranch } from './branches.ts';
import { runWorkflow } from './run.ts';
import { action, context, workflow } from './testing.ts';

const say = (id: string, text: string) => action(id, 'custom-code', { code: JSON.stringify(text) });

describe('chooseBranch', () => {
  const branches: WorkflowBranch[] = [
    { value: { size: 'L', tags: ['a'] }, actions: [] },
    { value: null, actions: [] },
    { default: true, actions: [] },
  ];

  it('takes the first branch whose value deep-equals the result', () => {
    expect(chooseBranch(branches, { tags: ['a'], size: 'L' })).toBe(branches[0]);
    expect(chooseBranch(branches, null)).toBe(branches[1]);
  });

  it('falls back on the default branch', () => {
    expect(chooseBranch(branches, { size: 'M' })).toBe(branches[2]);
    expect(chooseBranch(branches, undefined)).toBe(branches[2]);
  });

  it('takes none without a match or a default', () => {
    expect(chooseBranch([{ value: 1, actions: [] }], 2)).toBeUndefined();
    expect(chooseBranch(undefined, 2)).toBeUndefined();
  });
});

describe('branches in a workflow', () => {
  const split = (value: unknown) =>
    workflow('w', [
      action('m', 'multi-option-split', { value: value as never }, [
        { value: 'a', actions: [say('ba', 'A')] },
        { value: 'b', actions: [say('bb', 'B')] },
        { default: true, actions: [say('bd', 'other')] },
      ]),
      say('next', 'next'),
    ]);

  it('runs the matching branch, then continues after the split', async () => {
    const outcome = await runWorkflow(split('b'), context());
    expect(Object.keys(outcome.results)).toEqual(['m', 'bb', 'next']);
  });

  it('runs the default branch when nothing matches', async () => {
    const outcome = await runWorkflow(split('z'), context());
    expect(Object.keys(outcome.results)).toEqual(['m', 'bd', 'next']);
  });

  it('runs no branch without a match or a default', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('t', 'true-false-split', { condition: false }, [
          { value: true, actions: [say('yes', 'yes')] },
        ]),
        say('next', 'next'),
      ]),
      context(),
    );
    expect(Object.keys(outcome.results)).toEqual(['t', 'next']);
    expect(outcome.result).toBe('next');
  });
});
