import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress.ts';

describe('createProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 10 and moves one fifth of the remainder every 300 ms', () => {
    const seen: number[] = [];
    const progress = createProgress({ onChange: (percent) => seen.push(percent) });
    expect(progress.get()).toBe(0);
    progress.start();
    expect(progress.get()).toBe(10);
    vi.advanceTimersByTime(299);
    expect(progress.get()).toBe(10);
    vi.advanceTimersByTime(1);
    expect(progress.get()).toBeCloseTo(28);
    vi.advanceTimersByTime(300);
    expect(progress.get()).toBeCloseTo(42.4);
    vi.advanceTimersByTime(300);
    expect(progress.get()).toBeCloseTo(53.92);
    expect(seen.map((p) => Math.round(p * 100) / 100)).toEqual([10, 28, 42.4, 53.92]);
  });

  it('approaches 100 without reaching it, and resets to 0 on stop', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(300 * 20);
    expect(progress.get()).toBeGreaterThan(98.9);
    expect(progress.get()).toBeLessThan(100);
    progress.stop();
    expect(progress.get()).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(progress.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps going when started twice, and starts again from 10 after a stop', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.start();
    expect(progress.get()).toBeCloseTo(28);
    expect(vi.getTimerCount()).toBe(1);
    progress.stop();
    progress.start();
    expect(progress.get()).toBe(10);
  });

  it('uses injected timers, and tells subscribers until they leave', () => {
    let tick: (() => void) | null = null;
    const progress = createProgress({
      setInterval: (callback, ms) => {
        expect(ms).toBe(300);
        tick = callback;
        return 7;
      },
      clearInterval: (handle) => {
        expect(handle).toBe(7);
        tick = null;
      },
    });
    const seen: number[] = [];
    const leave = progress.subscribe((p) => seen.push(p));
    progress.start();
    tick!();
    leave();
    tick!();
    progress.stop();
    expect(tick).toBeNull();
    expect(seen).toEqual([10, 28]);
  });
});
