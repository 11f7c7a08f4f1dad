import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { injectFetch, provideRenderFetch, renderFetch } from './render-fetch.ts';

let server: FastifyInstance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Echoes what reached the route: method, host, content type, body. */
function echo(): FastifyInstance {
  server = Fastify();
  server.all('/*', async (request, reply) =>
    reply.code(request.url.includes('missing') ? 404 : 200).send({
      method: request.method,
      url: request.url,
      host: request.headers.host,
      type: request.headers['content-type'] ?? null,
      body: request.body ?? null,
      cookie: request.headers.cookie ?? null,
    }),
  );
  return server;
}

describe('injectFetch', () => {
  it("calls the site's own routes in-process, as a new visitor on the environment's host", async () => {
    const fetch = injectFetch(echo(), 'production.localhost:4000');
    const response = await fetch('/ww/cms_data_sets/products/fetch?offset=0&limit=12', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=stolen' },
      body: JSON.stringify({ variables: { q: 'milk' } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/ww/cms_data_sets/products/fetch?offset=0&limit=12',
      host: 'production.localhost:4000',
      type: 'application/json',
      body: { variables: { q: 'milk' } },
      // Only the content type is passed on: a render is no one's session.
      cookie: null,
    });
    const missing = await fetch('/collections/missing.json');
    expect(missing.status).toBe(404);
  });

  it('refuses addresses that are not paths of the site', async () => {
    const fetch = injectFetch(echo(), 'production.localhost');
    await expect(fetch('http://example.com/x')).rejects.toThrow(/own site's paths/);
    await expect(fetch('//example.com/x')).rejects.toThrow(/own site's paths/);
  });
});

describe('renderFetch', () => {
  it("uses the request's host, else the site's own name on the server's port", async () => {
    const context = { config: { port: 4321 } } as unknown as ServerContext;
    expect(renderFetch(context, 'shop', 'production')).toBeUndefined();
    provideRenderFetch(context, echo());
    const own = await renderFetch(context, 'shop', 'staging')!('/x');
    expect(((await own.json()) as { host: string }).host).toBe('shop.staging.localhost:4321');
    const asked = await renderFetch(context, 'shop', 'staging', 'staging.localhost:9')!('/x');
    expect(((await asked.json()) as { host: string }).host).toBe('staging.localhost:9');
  });
});
