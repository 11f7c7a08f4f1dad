/** The real server for the benchmarks (`tests/support/start-baobab.ts`), and publishing to it. */
import { get } from 'node:http';
import { startBaobab, type RunningBaobab } from '../../tests/support/start-baobab.ts';

export type RunningServer = RunningBaobab;

export function startServer(): Promise<RunningServer> {
  return startBaobab({ name: 'baobab-bench' });
}

/** Publishes the default site to an environment through the editor API, as the Publish button does. */
export async function publish(
  server: RunningServer,
  environment: 'staging' | 'production',
  siteId = 'cross-border-shop',
): Promise<void> {
  const response = await fetch(`${server.editor}/api/sites/${siteId}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ environment }),
  });
  if (!response.ok) {
    throw new Error(
      `Publishing to ${environment} failed: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * The status of a GET. Node does not resolve `*.localhost` as browsers do, so this connects to
 * the loopback address and sends the site host name in the Host header.
 */
export function statusOf(url: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${hostname}:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    ).on('error', reject);
  });
}
