/**
 * Path traversal on every route with an id or a name (issue 28, Acceptance): each parameter of
 * every route — editor routes as an administrator (the most a caller can be), site routes as a
 * visitor — is given each spelling of "go up" in the corpus. No answer may be a success carrying
 * a file from outside where the route serves (a secret key, another site's file, /etc/passwd),
 * nor a 500.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createServer } from '@server/app.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';

const UP = [
  '..',
  '../..',
  '../../../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fsecrets',
  '..%5c..%5csecrets',
  '..\\..\\secrets',
  '....//....//etc/passwd',
  '%252e%252e%252f',
  '..%00.json',
  '%c0%ae%c0%ae/',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
];

/** Text that only a file outside the served folders holds. */
const OUTSIDE = ['root:x:0:0', 'SECRET-OUTSIDE-THE-SITE', /[0-9a-f]{64}\s*$/];

describe('path traversal on every route with a parameter', { timeout: 300_000 }, () => {
  it('never serves a file from outside, and never fails with 500', async () => {
    const routes: { method: string; url: string; host: string }[] = [];
    const config = await testConfig();
    // A file beside the site folders and one in the data folder: neither may ever be served.
    await writeFile(join(config.sitesDir, 'outside.json'), '"SECRET-OUTSIDE-THE-SITE"');
    await mkdir(join(config.dataDir, 'secrets'), { recursive: true });
    await writeFile(join(config.dataDir, 'secrets', 'probe.key'), 'ab'.repeat(32));
    const server = await createServer(config, {
      frontEnd: fixedFrontEnd(TEMPLATES),
      onRoute: (route: RouteOptions) => {
        if (!/[:*]/.test(route.url)) return;
        const kind = (route.constraints as { hostKind?: string } | undefined)?.hostKind;
        const host = kind === 'site' ? 'preview.localhost:3000' : 'localhost:3000';
        for (const method of ([] as HTTPMethods[]).concat(route.method))
          if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
            routes.push({ method, url: route.url, host });
      },
    });
    const owner = await testAuthor(server);
    // Signing out would end the session the corpus uses.
    const tried = routes.filter((r) => !(r.method === 'DELETE' && r.url === '/api/session'));
    expect(tried.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let attempts = 0;
    for (const route of tried) {
      const names = route.url.match(/:[A-Za-z]+|\*/g) ?? [];
      for (const name of names) {
        for (const up of UP) {
          const url = route.url
            .replace(name, up)
            .replace(/:siteId/g, 'demo')
            .replace(/:[A-Za-z]+/g, 'x')
            .replace('*', 'x');
          attempts++;
          const answer = await server.inject({
            method: route.method as 'GET',
            url: url.startsWith('/') ? url : `/${url}`,
            headers: {
              host: route.host,
              ...owner.headers,
              ...(route.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
            },
            ...(route.method !== 'GET' ? { payload: '{}' } : {}),
          });
          const leaked = OUTSIDE.some((probe) =>
            typeof probe === 'string' ? answer.body.includes(probe) : probe.test(answer.body),
          );
          if (leaked || answer.statusCode >= 500)
            wrong.push(
              `${route.method} ${route.host}${url}: ${answer.statusCode} ${answer.body.slice(0, 100)}`,
            );
        }
      }
    }
    if (process.env.SECURITY_REPORT)
      console.log(`path traversal: ${tried.length} routes, ${attempts} attempts`);
    expect(wrong).toEqual([]);
  });
});
