import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resolves after the tasks and microtasks already queued', async () => {
    const order: string[] = [];
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('next task');
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
