import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, EMULATED_PHONE_INDEX } from './lighthouse.ts';

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's 4× to the host its default is made for", () => {
    expect(EMULATED_PHONE_INDEX).toBe(375);
    expect(cpuSlowdownFor(1500, undefined)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('slows a slower host down less and a faster one more, to emulate the same phone', () => {
    expect(cpuSlowdownFor(1050, undefined)).toBe(2.8);
    expect(cpuSlowdownFor(2250, undefined)).toBe(6);
  });

  it('never speeds a host up, and falls back to 4× without a benchmark index', () => {
    expect(cpuSlowdownFor(200, undefined)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN, undefined)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0, undefined)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('takes BENCH_LIGHTHOUSE_CPU when it is a slowdown (≥ 1), and ignores it otherwise', () => {
    expect(cpuSlowdownFor(1050, '4')).toBe(4);
    expect(cpuSlowdownFor(1050, '0.5')).toBe(2.8);
    expect(cpuSlowdownFor(1050, 'fast')).toBe(2.8);
  });
});
