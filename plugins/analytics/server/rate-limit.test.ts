import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows `limit` events per window, then tells when the window resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect(limiter.take('key', 2, 8)).toEqual({ verdict: 'ok', resetAt: 1_008_000 });
    now += 1_000;
    expect(limiter.take('key', 2, 8).verdict).toBe('ok');
    now += 1_000;
    const third = limiter.take('key', 2, 8);
    expect(third).toEqual({ verdict: 'wait', resetAt: 1_008_000 });
    expect(limiter.headers(third.resetAt)).toEqual({
      'retry-after': '6',
      'x-ratelimit-reset': '1008',
    });
    now = 1_008_000;
    expect(limiter.take('key', 2, 8)).toEqual({ verdict: 'ok', resetAt: 1_016_000 });
  });

  it('opens the window with the first limited request, not with requests made without a limit', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    // No limit (the default): requests 5 s apart, then a limit of one per 8 s is set.
    expect(limiter.take('key', 0, 3).verdict).toBe('ok');
    now += 5_000;
    expect(limiter.take('key', 0, 3).verdict).toBe('ok');
    now += 1_000;
    expect(limiter.take('key', 1, 8)).toEqual({ verdict: 'ok', resetAt: 14_000 });
    now += 4_500;
    expect(limiter.take('key', 1, 8)).toEqual({ verdict: 'wait', resetAt: 14_000 });
  });

  it('starts a new window when its length changes', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect(limiter.take('key', 1, 3).verdict).toBe('ok');
    now += 1_000;
    expect(limiter.take('key', 1, 8)).toEqual({ verdict: 'ok', resetAt: 9_000 });
    now += 1_000;
    expect(limiter.take('key', 1, 8).verdict).toBe('wait');
  });

  it('counts events, not requests: a batch costs its length, a refused one nothing', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect(limiter.take('key', 10, 8, 6).verdict).toBe('ok');
    expect(limiter.take('key', 10, 8, 6).verdict).toBe('wait');
    expect(limiter.take('key', 10, 8, 4).verdict).toBe('ok');
    expect(limiter.take('key', 10, 8, 1).verdict).toBe('wait');
    // A batch larger than the whole limit never fits, not even as the first of a window (it
    // went through so once a window: one 500 KB batch carried thousands of events).
    now = 8_000;
    expect(limiter.take('key', 10, 8, 25)).toEqual({ verdict: 'never', resetAt: 16_000 });
    expect(limiter.take('key', 10, 8, 10).verdict).toBe('ok');
    expect(limiter.take('key', 10, 8, 1).verdict).toBe('wait');
  });
});
