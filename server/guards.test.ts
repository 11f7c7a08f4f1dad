import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from './app.ts';
import { fixedFrontEnd } from './front-end.ts';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest, UNKNOWN_HOST_MESSAGE } from './guards.ts';
import { TEMPLATES, testConfig } from './testing/temp-site.ts';
import { testAuthor, type TestAuthor } from './authors/testing.ts';

let server: FastifyInstance;
/** An administrator signed in: the editor's own requests carry its cookie and CSRF token. */
let author: TestAuthor;
beforeAll(async () => {
  const config = { ...(await testConfig()), editorHosts: ['editor.example.com'] };
  server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES), pluginServers: [] });
  author = await testAuthor(server);
}, 60_000);
afterAll(() => server.close());

describe('a request for a host the server does not serve', () => {
  it('gets 421 with a plain text answer before any route runs, reads and writes alike', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/api/sites'],
      ['GET', '/api/sites/demo/files/site.json'],
      ['POST', '/api/sites/demo/publish/production'],
    ] as const) {
      const response = await server.inject({
        method,
        url,
        headers: { host: 'rebound.example', ...author.headers },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(421);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(UNKNOWN_HOST_MESSAGE);
    }
    const editor = await server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { host: 'editor.example.com', ...author.headers },
    });
    expect(editor.statusCode).toBe(200);
    const local = await server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: author.headers,
    });
    expect(local.statusCode).toBe(200);
    // Served hosts then meet the author guard: signed out, 401.
    const signedOut = await server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { host: 'editor.example.com' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('isSameOriginRequest', () => {
  const host = 'localhost:3000';
  it('takes the editor’s own pages, what the user typed, and clients that are no page', () => {
    expect(isSameOriginRequest({ host })).toBe(true);
    expect(isSameOriginRequest({ host, origin: 'http://localhost:3000' })).toBe(true);
    expect(
      isSameOriginRequest({
        host,
        origin: 'http://LOCALHOST:3000',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBe(true);
    expect(isSameOriginRequest({ host, 'sec-fetch-site': 'none' })).toBe(true);
  });

  it('refuses another origin, another port, a sibling site, a sandboxed page and junk', () => {
    for (const headers of [
      { origin: 'http://attacker.example' },
      { origin: 'http://localhost:4000' },
      { origin: 'http://production.localhost:3000', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ])
      expect(isSameOriginRequest({ host, ...headers }), JSON.stringify(headers)).toBe(false);
  });
});

describe('a change sent to the editor by a page of another origin', () => {
  // Signed in (cookie and CSRF token), so a 403 "cross-origin" is the Origin check's, which
  // runs before the author guard.
  const publish = (headers: Record<string, string>, signedIn = true) =>
    server.inject({
      method: 'POST',
      url: '/api/sites/demo/publish',
      headers: {
        host: 'localhost:3000',
        'content-type': 'text/plain',
        ...(signedIn ? author.headers : {}),
        ...headers,
      },
      payload: JSON.stringify({ environment: 'production' }),
    });

  it('gets 403 before its route runs: a text/plain form, a no-cors fetch, a sandboxed frame', async () => {
    for (const headers of [
      { origin: 'http://attacker.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://shop.production.localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const signedIn of [true, false]) {
        const response = await publish(headers, signedIn);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'cross-origin', message: CROSS_ORIGIN_MESSAGE });
      }
    }
    for (const [method, url] of [
      ['PUT', '/api/sites/demo/files/site.json'],
      ['DELETE', '/api/sites/demo/files/pages/home.json'],
      ['POST', '/auth/reset/token'],
      ['POST', '/auth/interaction/uid/login'],
      // Spelled so the path as sent does not start with the guarded prefix; the router decodes it.
      ['POST', '/%61uth/reset/token'],
      ['POST', '/%61pi/sites/demo/publish'],
      ['PUT', '/api/%73ites/demo/files/site.json'],
    ] as const) {
      const response = await server.inject({
        method,
        url,
        headers: { host: 'localhost:3000', origin: 'http://attacker.example', ...author.headers },
        payload: 'x',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error, `${method} ${url}`).toBe('cross-origin');
    }
    const files = await server.inject({
      url: '/api/sites/demo/publish',
      headers: { host: 'localhost:3000', origin: 'http://attacker.example', ...author.headers },
    });
    expect(files.statusCode).toBe(200); // reads are for CORS to guard: no Access-Control header
    expect(files.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('goes through from the editor’s own page, and for scripts that send no Origin', async () => {
    const own = await publish({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(200);
    const script = await publish({});
    expect(script.statusCode, script.body).toBe(200);
    // Past the Origin check, the author guard: signed out is 401, never a publish.
    const signedOut = await publish({}, false);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe('signed-out');
  });
});

describe('every answer', () => {
  it('says nosniff and a referrer policy: pages, API answers, refusals and 404s', async () => {
    for (const [host, url] of [
      ['localhost:3000', '/'],
      ['localhost:3000', '/api/sites'],
      ['preview.localhost:3000', '/'],
      ['localhost:3000', '/api/sites/nobody'],
    ]) {
      // Signed out (a redirect to sign in, a 401) and signed in (the page, the answer, a 404).
      for (const headers of [{ host }, { host, ...author.headers }]) {
        const response = await server.inject({ url, headers });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      }
    }
  });
});
