import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads a key once, shares the pending promise and records the value', async () => {
    const done = new Map<string, number>();
    const fetch = vi.fn(async (key: string) => key.length);
    const load = loadOnce(fetch, done);
    const [a, b] = [load('abc'), load('abc')];
    expect(a).toBe(b);
    expect(await a).toBe(3);
    expect(await load('abc')).toBe(3);
    expect(fetch).toHaveBeenCalledOnce();
    expect(done.get('abc')).toBe(3);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const done = new Map<string, string>();
    let fail = true;
    const fetch = vi.fn(async (key: string) => {
      if (fail) throw new Error('offline');
      return key.toUpperCase();
    });
    const load = loadOnce(fetch, done);
    await expect(load('x')).rejects.toThrow('offline');
    expect(done.has('x')).toBe(false);
    fail = false;
    expect(await load('x')).toBe('X');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
