/**
 * What a server opens on first use, opened before `npm start` says it is running: the runtime's
 * server renderer (a module import), the default site's composed draft and published versions,
 * the page data and the records its collections read. Without it the first visitor after a start
 * waited for all of that (a production home page: 554 ms against 24 ms for the next one).
 *
 * Each environment's home page of the default site is requested once in-process (Fastify's
 * `inject`, no socket), exactly as a browser would ask for it, so nothing here knows how pages
 * are made. A failure is not this function's to report: the visitor's request meets it again.
 */
import type { FastifyInstance } from 'fastify';

/** How long one warm-up request may take before the server starts without it. */
export const WARM_UP_TIMEOUT_MS = 15_000;

export interface WarmUpResult {
  url: string;
  /** The status answered, or null when it failed or timed out. */
  status: number | null;
  ms: number;
}

/** Requests each address (`http://host[:port]/path`) once, one after the other. */
export async function warmUp(
  server: Pick<FastifyInstance, 'inject'>,
  urls: readonly string[],
  timeoutMs = WARM_UP_TIMEOUT_MS,
): Promise<WarmUpResult[]> {
  const results: WarmUpResult[] = [];
  for (const url of urls) {
    const { host, pathname, search } = new URL(url);
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const status = await Promise.race([
      server
        .inject({ method: 'GET', url: `${pathname}${search}`, headers: { host } })
        .then((response) => response.statusCode)
        .catch(() => null),
      timeout,
    ]).finally(() => clearTimeout(timer));
    results.push({ url, status, ms: Math.round(performance.now() - started) });
  }
  return results;
}
