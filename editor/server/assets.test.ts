import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { liveVersion } from '@server/publishing/versions.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { assetName, editorAssetUrl, numberedName } from '@editor/fields/asset-types.ts';

const EDITOR = { host: 'localhost:3000' };
const PREVIEW = { host: 'preview.localhost:3000' };
/** The canvas frame of site `demo`, as its requests name it. */
const CANVAS_REFERER = { referer: 'http://localhost:3000/canvas-frame?site=demo' };

/** A few bytes of a PNG file (the signature is enough here). */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function setup() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const assetsDir = join(config.sitesDir, 'demo', 'assets');
  return { server, assetsDir, ...(await signIn(server)) };
}

type Server = Awaited<ReturnType<typeof createServer>>;

/** An administrator signed in (owner of every site): the headers of the editor's requests. */
async function signIn(server: Server) {
  const author = await testAuthor(server);
  return { author, editor: { ...EDITOR, ...author.headers } };
}

function put(
  { server, editor }: { server: Server; editor: Record<string, string> },
  name: string,
  payload: Buffer | string = PNG,
  type = 'image/png',
  headers: Record<string, string> = editor,
) {
  return server.inject({
    method: 'PUT',
    url: `/api/sites/demo/assets/${name}`,
    headers: { ...headers, 'content-type': type },
    payload,
  });
}

afterEach(() => vi.unstubAllEnvs());

describe('PUT /api/sites/:siteId/assets/:name', { timeout: 60_000 }, () => {
  it('adds the file to the site, served by the preview at /assets/{name}', async () => {
    const t = await setup();
    const { server, assetsDir } = t;
    const response = await put(t, 'cat.png');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      url: '/assets/cat.png',
      name: 'cat.png',
      size: PNG.length,
      type: 'image/png',
    });
    expect(await readFile(join(assetsDir, 'cat.png'))).toEqual(PNG);
    // Nothing else is left in the folder (no temporary file).
    expect((await readdir(assetsDir)).sort()).toEqual(['cat.png', 'logo.svg']);
    const served = await server.inject({ url: '/assets/cat.png', headers: PREVIEW });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('accepts video, sound and PDF, with the extension of their type', async () => {
    const t = await setup();
    const cases: [string, string, string][] = [
      ['clip.mp4', 'video/mp4', 'clip.mp4'],
      ['clip', 'video/webm', 'clip.webm'],
      ['song.MP3', 'audio/mpeg', 'song.mp3'],
      ['take.wav', 'audio/x-wav', 'take.wav'],
      ['menu.pdf', 'application/pdf', 'menu.pdf'],
      ['photo.png', 'image/jpeg', 'photo.jpg'],
    ];
    for (const [name, type, stored] of cases) {
      const response = await put(t, name, 'bytes', type);
      expect(response.statusCode, name).toBe(201);
      expect(response.json(), name).toMatchObject({ name: stored, url: `/assets/${stored}` });
    }
  });

  it('refuses a type outside the list (SVG too) with 400 and the allowed types', async () => {
    const t = await setup();
    const { assetsDir } = t;
    for (const type of ['image/svg+xml', 'text/html', 'application/json']) {
      const response = await put(t, 'x.svg', '<svg/>', type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json(), type).toMatchObject({
        error: 'bad-type',
        message: expect.stringContaining(`"${type}" cannot be added`),
        allowed: expect.arrayContaining(['image/png', 'video/mp4', 'application/pdf']),
      });
    }
    expect(response400Message(await put(t, 'x.png', PNG, ''))).toContain('"unknown"');
    expect((await readdir(assetsDir)).sort()).toEqual(['logo.svg']);
  });

  it('refuses a file over the upload limit with 413, writing nothing', async () => {
    vi.stubEnv('BAOBAB_UPLOAD_MAX_BYTES', '1024');
    const t = await setup();
    const { assetsDir } = t;
    const response = await put(t, 'big.png', Buffer.alloc(1025));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'too-large',
      message: 'The file is larger than the upload limit (1024 bytes).',
    });
    expect(await readdir(assetsDir)).toEqual(['logo.svg']);
    expect((await put(t, 'fits.png', Buffer.alloc(1024))).statusCode).toBe(201);
  });

  it('counts the bytes when the declared length is missing', async () => {
    vi.stubEnv('BAOBAB_UPLOAD_MAX_BYTES', '1024');
    const { server, assetsDir, editor } = await setup();
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const chunks = [Buffer.alloc(600), Buffer.alloc(600)];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const response = await fetch(`${origin}/api/sites/demo/assets/s.png`, {
        method: 'PUT',
        headers: { ...editor, 'content-type': 'image/png' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await readdir(assetsDir)).toEqual(['logo.svg']);
    } finally {
      await server.close();
    }
  });

  it('never replaces a file: a used name gets -2, -3…', async () => {
    const t = await setup();
    const { assetsDir } = t;
    await writeFile(join(assetsDir, 'photo.png'), 'the author’s first photo');
    const second = await put(t, 'photo.png');
    expect(second.json()).toMatchObject({ name: 'photo-2.png', url: '/assets/photo-2.png' });
    const third = await put(t, 'photo.png');
    expect(third.json()).toMatchObject({ name: 'photo-3.png' });
    expect(await readFile(join(assetsDir, 'photo.png'), 'utf8')).toBe('the author’s first photo');
    expect(await readFile(join(assetsDir, 'photo-2.png'))).toEqual(PNG);
  });

  it('keeps uploads of the same name at the same time apart', async () => {
    const t = await setup();
    const names = (await Promise.all([1, 2, 3, 4].map(() => put(t, 'same.png')))).map(
      (r) => (r.json() as { name: string }).name,
    );
    expect(names.sort()).toEqual(['same-2.png', 'same-3.png', 'same-4.png', 'same.png']);
  });

  it('makes path tricks and hidden names plain file names inside assets/', async () => {
    const t = await setup();
    const { assetsDir } = t;
    const traversal = await put(t, '..%2F..%2Fsite.png');
    expect(traversal.statusCode).toBe(201);
    expect(traversal.json()).toMatchObject({ name: 'site.png' });
    const backslash = await put(t, '..%5Cevil.png');
    expect(backslash.json()).toMatchObject({ name: 'evil.png' });
    const hidden = await put(t, '.hidden.png');
    expect(hidden.json()).toMatchObject({ name: 'hidden.png' });
    const html = await put(t, 'page.html', PNG);
    expect(html.json()).toMatchObject({ name: 'page.html.png' });
    expect((await readdir(assetsDir)).sort()).toEqual([
      'evil.png',
      'hidden.png',
      'logo.svg',
      'page.html.png',
      'site.png',
    ]);
    const unusable = await put(t, '...');
    expect(unusable.statusCode).toBe(400);
    expect(unusable.json()).toMatchObject({ error: 'bad-name' });
  });

  it('answers 404 for an unknown site, and only on editor hosts', async () => {
    const t = await setup();
    const { server, assetsDir, editor } = t;
    const missing = await server.inject({
      method: 'PUT',
      url: '/api/sites/nope/assets/cat.png',
      headers: { ...editor, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not-found', message: 'There is no site "nope".' });
    const fromSite = await put(t, 'cat.png', PNG, 'image/png', PREVIEW);
    expect(fromSite.statusCode).toBe(404);
    expect(await readdir(assetsDir)).toEqual(['logo.svg']);
  });

  it('takes a file from a signed-in editor only: 401 signed out, 403 for a viewer or without the token', async () => {
    const t = await setup();
    const { server, assetsDir } = t;
    expect((await put(t, 'cat.png', PNG, 'image/png', EDITOR)).statusCode).toBe(401);
    const viewer = await testAuthor(server, { roles: { demo: 'viewer' } });
    const asViewer = await put(t, 'cat.png', PNG, 'image/png', { ...EDITOR, ...viewer.headers });
    expect(asViewer.statusCode).toBe(403);
    const noToken = await put(t, 'cat.png', PNG, 'image/png', {
      ...EDITOR,
      cookie: t.author.cookie,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: 'csrf' });
    expect(await readdir(assetsDir)).toEqual(['logo.svg']);
    // A viewer reads the site's files.
    const read = await server.inject({
      url: '/api/sites/demo/assets/logo.svg',
      headers: { ...EDITOR, ...viewer.headers },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses an empty file', async () => {
    const t = await setup();
    const response = await put(t, 'empty.png', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'empty' });
  });

  it('publishes the site’s files, not an upload still in progress', async () => {
    const config = await testConfig();
    const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
    const { editor } = await signIn(server);
    await put({ server, editor }, 'cat.png');
    const dir = join(config.sitesDir, 'demo', 'assets');
    await writeFile(join(dir, '.upload-0a1b2c3d4e5f.part'), PNG.subarray(0, 4));
    const publish = await server.inject({
      method: 'POST',
      url: '/api/sites/demo/publish',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: JSON.stringify({ environment: 'staging' }),
    });
    expect(publish.statusCode).toBe(200);
    const published = join((await liveVersion(config.dataDir, 'demo', 'staging'))!.dir, 'assets');
    expect((await readdir(published)).sort()).toEqual(
      (await readdir(dir)).filter((name) => !name.startsWith('.')).sort(),
    );
    expect(await readdir(published)).toContain('cat.png');
  });

  it('leaves the editor’s JSON routes as they were', async () => {
    const { server, editor } = await setup();
    const publish = await server.inject({
      method: 'POST',
      url: '/api/sites/demo/publish',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: JSON.stringify({ environment: 'nowhere' }),
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ error: 'bad-request' });
  });
});

describe('a site’s files on the editor host', { timeout: 60_000 }, () => {
  it('serves them at /api/sites/:siteId/assets/*, nothing outside assets/', async () => {
    const t = await setup();
    const { server, editor } = t;
    await put(t, 'cat.png');
    const cat = await server.inject({ url: '/api/sites/demo/assets/cat.png', headers: editor });
    expect(cat.statusCode).toBe(200);
    expect(cat.headers['content-type']).toBe('image/png');
    expect(cat.rawPayload).toEqual(PNG);
    const logo = await server.inject({ url: '/api/sites/demo/assets/logo.svg', headers: editor });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    for (const url of [
      '/api/sites/demo/assets/..%2Fsite.json',
      '/api/sites/demo/assets/missing.png',
      '/api/sites/nope/assets/cat.png',
    ]) {
      const response = await server.inject({ url, headers: editor });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not-found' });
    }
  });

  it('answers the canvas frame’s /assets/* with the site of its address', async () => {
    const t = await setup();
    const { server, editor } = t;
    await put(t, 'cat.png');
    const cat = await server.inject({
      url: '/assets/cat.png',
      headers: { ...editor, ...CANVAS_REFERER },
    });
    expect(cat.statusCode).toBe(200);
    expect(cat.rawPayload).toEqual(PNG);
    // Signed out, the editor host serves no site file.
    const anonymous = await server.inject({
      url: '/assets/cat.png',
      headers: { ...EDITOR, ...CANVAS_REFERER },
    });
    expect(anonymous.statusCode).toBe(401);
    const api = await server.inject({ url: '/api/sites/demo/assets/cat.png', headers: EDITOR });
    expect(api.statusCode).toBe(401);
    const elsewhere = await server.inject({
      url: '/assets/cat.png',
      headers: { ...editor, referer: 'http://localhost:3000/' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const otherSite = await server.inject({
      url: '/assets/cat.png',
      headers: { ...editor, referer: 'http://localhost:3000/canvas-frame?site=nope' },
    });
    expect(otherSite.statusCode).toBe(404);
    const otherOrigin = await server.inject({
      url: '/assets/cat.png',
      headers: { ...editor, referer: 'http://evil.test/canvas-frame?site=demo' },
    });
    expect(otherOrigin.statusCode).toBe(404);
    // An author of another site does not read this site's canvas files.
    const stranger = await testAuthor(server, { roles: { other: 'owner' } });
    const notTheirs = await server.inject({
      url: '/assets/cat.png',
      headers: { ...EDITOR, ...stranger.headers, ...CANVAS_REFERER },
    });
    expect(notTheirs.statusCode).toBe(403);
  });
});

describe('asset names', () => {
  it('are plain, with the extension of their type', () => {
    expect(assetName('Été à Paris (1).JPEG', 'image/jpeg')).toBe('Ete_a_Paris_1.jpeg');
    expect(assetName('a/b\\c.png', 'image/png')).toBe('c.png');
    expect(assetName('...', 'image/png')).toBeNull();
    expect(assetName('x.png', 'image/svg+xml')).toBeNull();
    expect(assetName(`${'a'.repeat(200)}.png`, 'image/png')).toBe(`${'a'.repeat(80)}.png`);
    expect(numberedName('a.b.png', 2)).toBe('a.b-2.png');
  });

  it('map to the editor host’s address of the site’s file', () => {
    expect(editorAssetUrl('demo', '/assets/cat.png')).toBe('/api/sites/demo/assets/cat.png');
    expect(editorAssetUrl('demo', 'https://cdn.test/cat.png')).toBe('https://cdn.test/cat.png');
  });
});

function response400Message(response: { statusCode: number; json(): unknown }): string {
  expect(response.statusCode).toBe(400);
  return (response.json() as { message: string }).message;
}
