import { describe, expect, it } from 'vitest';
import { durationOf, verdictOf, type Run } from './server.ts';

const run = (requestsPerSecond: number, p99: number, failures = 0): Run => ({
  requestsPerSecond,
  p99,
  failures,
});

describe('the server bench’s verdict', () => {
  it('meets the target at half the bare server’s throughput and twice its p99, not beyond', () => {
    expect(verdictOf(run(5000, 20), run(10000, 10))).toEqual({
      throughput: 0.5,
      p99: 2,
      met: true,
    });
    expect(verdictOf(run(4999, 10), run(10000, 10)).met).toBe(false);
    expect(verdictOf(run(9000, 21), run(10000, 10)).met).toBe(false);
  });

  it('fails on any answer that was not 2xx, on either side', () => {
    expect(verdictOf(run(20000, 1, 1), run(10000, 10)).met).toBe(false);
    expect(verdictOf(run(20000, 1), run(10000, 10, 3)).met).toBe(false);
  });

  it('reads a p99 under a millisecond as one, and a bare server that answered nothing as a miss', () => {
    expect(verdictOf(run(10000, 0), run(10000, 0)).p99).toBe(1);
    expect(verdictOf(run(10000, 2), run(10000, 0)).met).toBe(true);
    expect(verdictOf(run(10000, 1), run(0, 1)).met).toBe(false);
  });
});

describe('the run’s length', () => {
  it('is 10 s unless BENCH_SERVER_SECONDS says otherwise, and refuses what is no duration', () => {
    expect(durationOf({})).toBe(10);
    expect(durationOf({ BENCH_SERVER_SECONDS: '2' })).toBe(2);
    expect(() => durationOf({ BENCH_SERVER_SECONDS: 'soon' })).toThrow(/BENCH_SERVER_SECONDS/);
    expect(() => durationOf({ BENCH_SERVER_SECONDS: '0' })).toThrow(/BENCH_SERVER_SECONDS/);
  });
});
