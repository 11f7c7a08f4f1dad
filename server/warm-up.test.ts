import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp } from './warm-up.ts';

describe('warmUp', () => {
  const server = Fastify();
  const seen: string[] = [];
  server.get('/', async (request) => {
    seen.push(`${request.headers.host}${request.url}`);
    if (request.headers.host === 'slow.localhost') await new Promise(() => {}); // never answers
    return 'home';
  });
  server.get('/broken', async () => {
    throw new Error('render failed');
  });
  afterEach(() => {
    seen.length = 0;
  });

  it('asks for each home page once, in order, with its Host header, and says what each answered', async () => {
    const results = await warmUp(server, [
      'http://preview.localhost:3000/',
      'http://shop.example.com/',
      'http://production.localhost:3000/broken',
    ]);
    expect(seen).toEqual(['preview.localhost:3000/', 'shop.example.com/']);
    expect(results.map(({ url, status }) => [url, status])).toEqual([
      ['http://preview.localhost:3000/', 200],
      ['http://shop.example.com/', 200],
      ['http://production.localhost:3000/broken', 500],
    ]);
    expect(results.every(({ ms }) => ms >= 0)).toBe(true);
  });

  it('does not hold the start for a page that never answers', async () => {
    const results = await warmUp(
      server,
      ['http://slow.localhost/', 'http://preview.localhost/'],
      50,
    );
    expect(results.map(({ status }) => status)).toEqual([null, 200]);
    expect(seen).toEqual(['slow.localhost/', 'preview.localhost/']);
  });

  it('reports a request that fails outright as no status', async () => {
    const failing = { inject: () => Promise.reject(new Error('socket closed')) };
    const results = await warmUp(failing as unknown as typeof server, ['http://x.localhost/']);
    expect(results).toEqual([{ url: 'http://x.localhost/', status: null, ms: expect.any(Number) }]);
  });
});
