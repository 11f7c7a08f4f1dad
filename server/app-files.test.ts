import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFileRoutes, IMMUTABLE } from './app-files.ts';
import { precompress } from './precompress.ts';

let dir = '';
const server = Fastify();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'app-files-'));
  await mkdir(join(dir, '_app', 'icons'), { recursive: true });
  await writeFile(
    join(dir, '_app', 'main-abc.js'),
    `export const a = "${'baobab '.repeat(2000)}";\n`,
  );
  await writeFile(join(dir, '_app', 'icons', 'tiny-x.js'), 'export default 1;\n');
  await writeFile(join(dir, 'secret.json'), '{"key":"no"}');
  await precompress(join(dir, '_app'));
  await appFileRoutes(server, join(dir, '_app'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ url, headers });

describe('the bundles under /_app/', () => {
  it('are immutable for a year, with a strong ETag per encoding and 304', async () => {
    const br = await get('/_app/main-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['etag']).toMatch(/^"[\w-]{32}-br"$/);
    const gz = await get('/_app/main-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['etag']).toMatch(/-gz"$/);
    const again = await get('/_app/main-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
    const small = await get('/_app/icons/tiny-x.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export default 1;\n');
  });

  it('answers 404 for names outside the folder, copies and files that are not there', async () => {
    for (const url of [
      '/_app/../secret.json',
      '/_app/%2e%2e/secret.json',
      '/_app/main-abc.js.br',
      '/_app/.hidden.js',
      '/_app/nope.js',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
