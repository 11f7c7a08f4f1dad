import { describe, expect, it } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import { actionSpec, CORE_ACTION_SPECS } from './action-catalogue.ts';
import {
  moved,
  newAction,
  nextActionId,
  parseLiteral,
  showLiteral,
  withBranch,
} from './workflow-edit.ts';

describe('workflow edits', () => {
  it('gives the first free action id, looking into branches and error actions', () => {
    const workflow: Workflow = {
      id: 'w',
      name: 'W',
      trigger: 'none',
      actions: [
        {
          id: 'a1',
          type: 'loop',
          branches: [{ default: true, actions: [{ id: 'a2', type: 'log' }] }],
        },
      ],
      errorActions: [{ id: 'a3', type: 'log' }],
    };
    expect(nextActionId(workflow)).toBe('a4');
  });

  it('lays out the branches of branching actions', () => {
    const split = newAction('a1', actionSpec('true-false-split', CORE_ACTION_SPECS));
    expect(split.branches).toEqual([
      { value: true, actions: [] },
      { value: false, actions: [] },
    ]);
    expect(newAction('a2', actionSpec('loop', CORE_ACTION_SPECS)).branches).toEqual([
      { default: true, actions: [] },
    ]);
    expect(newAction('a3', actionSpec('log', CORE_ACTION_SPECS))).toEqual({
      id: 'a3',
      type: 'log',
      config: {},
    });
    const cased = withBranch(
      newAction('a4', actionSpec('multi-option-split', CORE_ACTION_SPECS)),
      (b) => b.value === 'x',
      {
        value: 'x',
        actions: [],
      },
    );
    expect(cased.branches).toHaveLength(2);
  });

  it('moves within bounds only', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('reads typed literals as JSON only when they look like JSON', () => {
    expect(parseLiteral('12')).toBe(12);
    expect(parseLiteral('true')).toBe(true);
    expect(parseLiteral('[1, 2]')).toEqual([1, 2]);
    expect(parseLiteral('hello')).toBe('hello');
    expect(parseLiteral('{oops')).toBe('{oops');
    expect(showLiteral({ a: 1 })).toBe('{"a":1}');
    expect(showLiteral('x')).toBe('x');
  });
});
