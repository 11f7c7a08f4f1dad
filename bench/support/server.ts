/**
 * The real server for the benchmarks (`tests/support/start-baobab.ts`), signed in as the
 * editor's first owner, and publishing to it.
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { startBaobab, type RunningBaobab } from '../../tests/support/start-baobab.ts';

/** The session of the owner the benchmarks sign in as: cookie and CSRF token. */
export interface BenchAuthor {
  cookie: string;
  csrf: string;
}

export type RunningServer = RunningBaobab & { author: BenchAuthor };

/** `prepareSites` changes the server's copy of `sites/` before it starts (`startBaobab`). */
export async function startServer(
  options: { prepareSites?: (sitesDir: string) => Promise<void> } = {},
): Promise<RunningServer> {
  const server = await startBaobab({ name: 'baobab-bench', ...options });
  try {
    return { ...server, author: await signInFirstOwner(server.output) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The editor needs a signed-in author (issue 28). A fresh data folder has none, so `npm start`
 * prints a one-time link (`First sign-in (once)  http://…/auth/first-run/{token}`); its form,
 * posted as a browser does, makes the owner and answers their session cookies.
 */
async function signInFirstOwner(output: string): Promise<BenchAuthor> {
  const link = /^ {2}First sign-in \(once\) +(http\S+\/auth\/first-run\/\S+)$/m.exec(output)?.[1];
  if (!link) throw new Error(`npm start printed no first sign-in link:\n${output}`);
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Bench Owner',
      email: 'bench-owner@example.com',
      password: randomBytes(18).toString('base64url'),
    }).toString(),
    redirect: 'manual',
  });
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const session = cookies.get('baobab-author');
  const csrf = cookies.get('baobab-csrf');
  if (response.status !== 303 || !session || !csrf)
    throw new Error(
      `The first sign-in answered ${response.status}, not a session:\n${await response.text()}`,
    );
  return { cookie: `baobab-author=${session}`, csrf };
}

/** Publishes the default site to an environment through the editor API, as the Publish button does. */
export async function publish(
  server: RunningServer,
  environment: 'staging' | 'production',
  siteId = 'cross-border-shop',
): Promise<void> {
  const response = await fetch(`${server.editor}/api/sites/${siteId}/publish`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: server.author.cookie,
      'x-baobab-csrf': server.author.csrf,
    },
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
