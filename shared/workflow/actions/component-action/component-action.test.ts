import { describe, expect, it } from 'vitest';
import type { ComponentActionRequest, WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

describe('component-action', () => {
  const calls: ComponentActionRequest[] = [];
  const effects: WorkflowEffects = {
    componentAction: (request) => {
      calls.push(request);
      return request.action === 'open' ? { isOpen: true } : undefined;
    },
  };

  it('calls the action of the element with its arguments, and returns its result', async () => {
    calls.length = 0;
    const outcome = await runOne(
      'component-action',
      { elementId: 'menu', action: 'open', args: { index: 2 } },
      { effects },
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({ isOpen: true });
    await runOne('component-action', { elementId: 'menu', action: 'close' }, { effects });
    expect(calls).toEqual([
      { elementId: 'menu', action: 'open', args: { index: 2 } },
      { elementId: 'menu', action: 'close', args: {} },
    ]);
  });

  it('fails without an element or an action', async () => {
    expect((await runOne('component-action', { action: 'open' }, { effects })).error?.message).toBe(
      'No element selected.',
    );
    expect(
      (await runOne('component-action', { elementId: 'menu' }, { effects })).error?.message,
    ).toBe('No component action selected.');
  });
});
