/**
 * The embedded collector's rate limit, per write key: a fixed window of `windowSeconds` allowing
 * `limit` events (a request costs the events it carries, a batch of 50 is 50); beyond it, the
 * time the window resets
 * (a 429 with `Retry-After` in seconds and `X-RateLimit-Reset` as epoch seconds, the headers
 * Segment clients wait for). In memory, per server process: it exists to exercise clients' 429
 * handling, not to protect a cluster.
 */
export interface RateDecision {
  /** `ok`: taken; `wait`: over what is left of the window; `never`: over the whole limit. */
  verdict: 'ok' | 'wait' | 'never';
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number; length: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * One request of `key`, carrying `cost` events. A window opens with the first request the
   * limit applies to: requests made while there was no limit (`limit` 0) open none, and a window
   * of another length (the settings changed) is closed. Before, a window opened under the old settings lived on, and a
   * limit set within its length let the next two requests through.
   */
  take(key: string, limit: number, windowSeconds: number, cost = 1): RateDecision {
    const now = this.now();
    const length = Math.max(1, windowSeconds) * 1000;
    if (limit <= 0) {
      this.windows.delete(key);
      return { verdict: 'ok', resetAt: now + length };
    }
    let window = this.windows.get(key);
    if (!window || window.length !== length || now - window.start >= length) {
      window = { start: now, count: 0, length };
      this.windows.set(key, window);
    }
    // A request costs its events (a batch of 50 is 50); refused ones cost nothing. One larger
    // than the whole limit can never fit: `never`, not a wait (before, it went through as the
    // first of each window, so one 500 KB batch a window sent thousands of events past a limit).
    const events = Math.max(1, cost);
    const resetAt = window.start + length;
    if (events > limit) return { verdict: 'never', resetAt };
    if (window.count + events > limit) return { verdict: 'wait', resetAt };
    window.count += events;
    return { verdict: 'ok', resetAt };
  }

  /** The headers of a 429 for a window ending at `resetAt`. */
  headers(resetAt: number): Record<string, string> {
    return {
      'retry-after': String(Math.max(1, Math.ceil((resetAt - this.now()) / 1000))),
      'x-ratelimit-reset': String(Math.ceil(resetAt / 1000)),
    };
  }
}
