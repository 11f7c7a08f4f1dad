/**
 * Every editor route × every kind of caller (issue 28, Acceptance): the routes are the server's
 * own (walked as they are added, so a new route is in the corpus the day it lands), the
 * callers anonymous, a viewer, an editor and an owner of the site, and the owner of another
 * site. What each needs is `server/authors/access.ts`'s table, plus the two routes that decide by
 * environment (publishing to and rolling back production: owners only).
 */
import { describe, expect, it } from 'vitest';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createServer } from '@server/app.ts';
import { accessOf } from '@server/authors/access.ts';
import { testAuthor, type TestAuthor } from '@server/authors/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { roleAllows, type AuthorRole } from '@shared/schema/authors.ts';

const HOST = 'localhost:3000';

/** A concrete address for a route pattern (harmless targets: no real file is deleted). */
function concrete(url: string): string {
  return url
    .replace(':siteId', 'demo')
    .replace(':environment', 'production')
    .replace(':email', 'nobody%40example.com')
    .replace(':name', 'matrix.svg')
    .replace(/:[A-Za-z]+/g, 'matrix')
    .replace('*', url.includes('/files/') ? 'pages/matrix.json' : 'matrix.txt');
}

/** The role a route needs on `demo` (null: no site role). */
function neededRole(method: string, url: string): AuthorRole | null {
  if (method === 'POST' && url === '/api/sites/:siteId/publish') return 'owner'; // production
  if (url === '/api/sites/:siteId/publish/:environment/rollback') return 'owner'; // production
  if (url === '/api/sites/:siteId/publish/:environment/changes') return 'owner'; // production
  const access = accessOf(method, url);
  return access.kind === 'site' ? access.role : null;
}

describe('every editor route × every caller', { timeout: 240_000 }, () => {
  it('answers each caller as its role allows, and nothing more', async () => {
    const routes: { method: string; url: string }[] = [];
    const config = await testConfig();
    const server = await createServer(config, {
      frontEnd: fixedFrontEnd(TEMPLATES),
      onRoute: (route: RouteOptions) => {
        if ((route.constraints as { hostKind?: string } | undefined)?.hostKind !== 'editor') return;
        const methods = ([] as HTTPMethods[]).concat(route.method);
        for (const method of methods)
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      },
    });
    const callers: Record<
      string,
      { author: TestAuthor | null; role: AuthorRole | null; ownerSomewhere: boolean }
    > = {
      anonymous: { author: null, role: null, ownerSomewhere: false },
      viewer: {
        author: await testAuthor(server, { roles: { demo: 'viewer' } }),
        role: 'viewer',
        ownerSomewhere: false,
      },
      editor: {
        author: await testAuthor(server, { roles: { demo: 'editor' } }),
        role: 'editor',
        ownerSomewhere: false,
      },
      "another site's owner": {
        author: await testAuthor(server, { roles: { other: 'owner' } }),
        role: null,
        ownerSomewhere: true,
      },
      owner: {
        author: await testAuthor(server, { roles: { demo: 'owner' } }),
        role: 'owner',
        ownerSomewhere: true,
      },
    };
    // Signing out ends the caller's session: it is tried by the callers last of all.
    const last = (route: { method: string; url: string }) =>
      route.method === 'DELETE' && route.url === '/api/session' ? 1 : 0;
    const guarded = routes
      .filter((route) => accessOf(route.method, route.url).kind !== 'public')
      .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .sort((a, b) => last(a) - last(b));
    expect(guarded.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let attempts = 0;
    let refusals = 0;
    for (const route of guarded) {
      const access = accessOf(route.method, route.url);
      const url = concrete(route.url);
      const write = route.method !== 'GET';
      const payload =
        route.url === '/api/sites/:siteId/publish'
          ? JSON.stringify({ environment: 'production', message: 'matrix' })
          : write
            ? '{}'
            : undefined;
      for (const [name, caller] of Object.entries(callers)) {
        attempts++;
        const answer = await server.inject({
          method: route.method as 'GET',
          url,
          headers: {
            host: HOST,
            ...(caller.author?.headers ?? {}),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        const status = answer.statusCode;
        let expected: 'refused' | 'allowed';
        const role = neededRole(route.method, route.url);
        if (!caller.author) expected = 'refused';
        else if (access.kind === 'outbox') expected = caller.ownerSomewhere ? 'allowed' : 'refused';
        else if (role) expected = roleAllows(caller.role, role) ? 'allowed' : 'refused';
        else expected = 'allowed';
        const refused = [401, 403].includes(status) || (status === 303 && !caller.author);
        if (refused) refusals++;
        const ok =
          expected === 'refused'
            ? refused && (caller.author ? status === 403 : status === 401 || status === 303)
            : !refused && status < 500;
        if (!ok)
          wrong.push(
            `${route.method} ${url} as ${name}: ${status} (${expected}) ${answer.body.slice(0, 120)}`,
          );
      }
    }
    if (process.env.SECURITY_REPORT)
      console.log(
        `editor routes: ${guarded.length} routes, ${attempts} attempts, ${refusals} refused`,
      );
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThan(attempts / 3);
  });

  it("a change without the session's CSRF token is refused on every route that changes something", async () => {
    const routes: { method: string; url: string }[] = [];
    const server = await createServer(await testConfig(), {
      frontEnd: fixedFrontEnd(TEMPLATES),
      onRoute: (route: RouteOptions) => {
        if ((route.constraints as { hostKind?: string } | undefined)?.hostKind !== 'editor') return;
        for (const method of ([] as HTTPMethods[]).concat(route.method))
          routes.push({ method, url: route.url });
      },
    });
    const owner = await testAuthor(server);
    const changing = routes.filter((route) => {
      const access = accessOf(route.method, route.url);
      return 'csrf' in access && access.csrf;
    });
    expect(changing.length).toBeGreaterThan(8);
    for (const token of [undefined, 'forged', `${owner.csrf}x`]) {
      for (const route of changing) {
        const answer = await server.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: {
            host: HOST,
            cookie: owner.cookie,
            'content-type': 'application/json',
            ...(token ? { 'x-baobab-csrf': token } : {}),
          },
          payload: '{}',
        });
        expect(answer.statusCode, `${route.method} ${route.url} with ${token}`).toBe(403);
        expect(answer.json().error).toBe('csrf');
      }
    }
  });
});
