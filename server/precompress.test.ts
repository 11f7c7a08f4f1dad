import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFrontEnd } from './front-end.ts';
import { MIN_BYTES, precompress } from './precompress.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = (kb: number) =>
  `export const words = ${JSON.stringify('baobab '.repeat(kb * 150))};\n`;

describe('the precompressed bundles', () => {
  it('writes brotli and gzip copies of the bundles worth compressing, and only those', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'icons'));
    await writeFile(join(dir, 'main.js'), script(40));
    await writeFile(join(dir, 'icons', 'tiny.js'), 'export default 1;\n');
    await writeFile(join(dir, 'picture.png'), Buffer.alloc(4 * MIN_BYTES, 7));
    const done = await precompress(dir);
    expect(done.files).toBe(1);
    const main = await readFile(join(dir, 'main.js'));
    expect(brotliDecompressSync(await readFile(join(dir, 'main.js.br')))).toEqual(main);
    expect(gunzipSync(await readFile(join(dir, 'main.js.gz')))).toEqual(main);
    expect(done.brotliBytes).toBeLessThan(done.bytes / 10);
    await expect(readFile(join(dir, 'icons', 'tiny.js.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'picture.png.br'))).rejects.toThrow();
  });

  it('are what the server sends to a browser that accepts them, the file itself otherwise', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, '_app'));
    await writeFile(join(dir, '_app', 'main.js'), script(40));
    await precompress(join(dir, '_app'));
    const server = Fastify();
    await builtFrontEnd(dir).register(server);
    const get = (encoding: string) =>
      server.inject({ url: '/_app/main.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(await readFile(join(dir, '_app', 'main.js.br')));
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script(40));
    await server.close();
  });
});
