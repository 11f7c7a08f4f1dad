/**
 * The embedded collector's rate limit, per write key: a fixed window of `windowSeconds` allowing
 * `limit` requests; beyond it, the time the window resets (a 429 with `Retry-After` in seconds and
 * `X-RateLimit-Reset` as epoch seconds, the headers Segment clients wait for). In memory, per
 * server process: it exists to exercise clients' 429 handling, not to protect a cluster.
 */
export interface RateDecision {
  allowed: boolean;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, limit: number, windowSeconds: number): RateDecision {
    const now = this.now();
    const windowMs = Math.max(1, windowSeconds) * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    const resetAt = window.start + windowMs;
    if (limit <= 0) return { allowed: true, resetAt };
    window.count += 1;
    return { allowed: window.count <= limit, resetAt };
  }

  /** The headers of a 429 for a window ending at `resetAt`. */
  headers(resetAt: number): Record<string, string> {
    return {
      'retry-after': String(Math.max(1, Math.ceil((resetAt - this.now()) / 1000))),
      'x-ratelimit-reset': String(Math.ceil(resetAt / 1000)),
    };
  }
}
