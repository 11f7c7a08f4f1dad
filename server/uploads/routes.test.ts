import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { fixedFrontEnd } from '../front-end.ts';
import { TEMPLATES, testConfig } from '../testing/temp-site.ts';
import { editorHeaders } from '../testing/editor.ts';
import { extensionOf, UPLOAD_MESSAGES, uploadSettingsFromEnv } from './routes.ts';
import { checkGrant, signGrant, uploadSecret } from './signing.ts';

const PREVIEW = 'preview.localhost:3000';

interface Signed {
  signedRequest: string;
  url: string;
  name: string;
  ext: string;
  tag: string | null;
  size: number;
}

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

async function setup(env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  const config = await testConfig();
  const server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    pluginServers: [],
  });
  const sign = (
    payload: unknown,
    host = PREVIEW,
    designId = 'demo',
    headers: Record<string, string> = {},
  ) =>
    server.inject({
      method: 'POST',
      url: `/api/designs/${designId}/user-files`,
      headers: { host, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  /** The path and query of an absolute address, as inject wants it. */
  const local = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  };
  const put = (address: string, body: Buffer | string, type: string) =>
    server.inject({
      method: 'PUT',
      url: local(address),
      headers: { host: PREVIEW, 'content-type': type, accept: 'application/json' },
      payload: body,
    });
  const get = (address: string) =>
    server.inject({ method: 'GET', url: local(address), headers: { host: PREVIEW } });
  return { server, config, sign, put, get, local };
}

describe('POST /api/designs/{designId}/user-files', { timeout: 60_000 }, () => {
  it('answers a signed upload address with the sanitised name, extension, tag and size', async () => {
    const { sign } = await setup();
    const response = await sign({
      name: `my photo#1 (final)!.PNG`,
      type: 'image/png',
      size: 5,
      tag: 'avatar',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Signed>();
    expect(body).toMatchObject({
      name: 'my_photo_1__final__.PNG',
      ext: 'png',
      tag: 'avatar',
      size: 5,
    });
    expect(body.url).toMatch(
      /^http:\/\/preview\.localhost:3000\/api\/designs\/demo\/user-files\/[0-9a-f]{32}\/my_photo_1__final__\.PNG$/,
    );
    const signed = new URL(body.signedRequest);
    expect(`${signed.origin}${signed.pathname}`).toBe(body.url);
    expect(signed.searchParams.get('type')).toBe('image/png');
    expect(signed.searchParams.get('size')).toBe('5');
    expect(signed.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(signed.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(890_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(900_000);
  });

  it('replaces every character of the seeds with an underscore', async () => {
    const { sign } = await setup();
    const response = await sign({
      name: `a#b!c@d$e%f^g&h*i(j)k+l=m[n]o{p}q;r'st:u"v\\w|x,y<z>?1 2/3.txt`,
      type: 'text/plain',
      size: 1,
    });
    expect(response.json<Signed>().name).toBe(
      'a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p_q_r_st_u_v_w_x_y_z__1_2_3.txt',
    );
    expect(response.json<Signed>().tag).toBeNull();
  });

  it('refuses a type outside the allow-list, a file over the limit and a bad payload', async () => {
    const { sign } = await setup({ BAOBAB_UPLOAD_MAX_BYTES: '1000' });
    const html = await sign({ name: 'x.html', type: 'text/html', size: 10 });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ error: UPLOAD_MESSAGES.typeNotAllowed('text/html') });
    const big = await sign({ name: 'x.png', type: 'image/png', size: 1001 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The file is larger than the upload limit (1000 bytes).' });
    expect((await sign({ name: 'x.png', type: 'image/png', size: 1000 })).statusCode).toBe(200);
    const noSize = await sign({ name: 'x.png', type: 'image/png' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toEqual({ error: UPLOAD_MESSAGES.badPayload });
    expect((await sign({ name: '..', type: 'image/png', size: 1 })).json()).toEqual({
      error: UPLOAD_MESSAGES.badName,
    });
  });

  it('signs at most BAOBAB_UPLOAD_SIGN_LIMIT addresses a minute per client, then 429', async () => {
    const { sign } = await setup({ BAOBAB_UPLOAD_SIGN_LIMIT: '3' });
    const payload = { name: 'a.txt', type: 'text/plain', size: 3 };
    for (let i = 0; i < 3; i++) expect((await sign(payload)).statusCode).toBe(200);
    const held = await sign(payload);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(held.json()).toEqual({ error: UPLOAD_MESSAGES.tooManySigned(wait) });
  });

  it('is the site’s own: another design id or the editor host is refused', async () => {
    const { server, sign } = await setup();
    const payload = { name: 'a.png', type: 'image/png', size: 1 };
    expect((await sign(payload, PREVIEW, 'other')).statusCode).toBe(404);
    // The editor host: signed out, its door answers 401; signed in, no such route (404).
    expect((await sign(payload, 'localhost:3000')).statusCode).toBe(401);
    const editor = await editorHeaders(server);
    expect((await sign(payload, 'localhost:3000', 'demo', editor)).statusCode).toBe(404);
    expect((await sign(payload, 'demo.staging.localhost:3000')).statusCode).toBe(200);
  });
});

describe('PUT to the signed address, then GET', () => {
  it('stores the raw body under the data folder and serves it back with its type', async () => {
    const { sign, put, get, config } = await setup();
    const content = '{"not":"parsed as JSON by the server"}';
    const signed = (
      await sign({ name: 'notes 1.json', type: 'application/json', size: content.length })
    ).json<Signed>();
    expect((await get(signed.url)).statusCode).toBe(404);
    const stored = await put(signed.signedRequest, content, 'application/json');
    expect(stored.statusCode).toBe(200);
    const key = new URL(signed.url).pathname.split('/')[5]!;
    const file = join(config.dataDir, 'uploads', 'demo', key, 'notes_1.json');
    expect(await readFile(file, 'utf8')).toBe(content);
    const served = await get(signed.url);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(content);
    expect(served.headers['content-type']).toBe('application/json');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses another Content-Type than the signed one (415)', async () => {
    const { sign, put, get } = await setup();
    const signed = (await sign({ name: 'a.png', type: 'image/png', size: 3 })).json<Signed>();
    const wrong = await put(signed.signedRequest, 'abc', 'text/html');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toEqual({ error: UPLOAD_MESSAGES.typeMismatch('image/png') });
    expect((await get(signed.url)).statusCode).toBe(404);
  });

  it('refuses more bytes than signed (413) and fewer (400), keeping nothing', async () => {
    const { sign, put, get, config } = await setup();
    const signed = (await sign({ name: 'a.txt', type: 'text/plain', size: 3 })).json<Signed>();
    const more = await put(signed.signedRequest, 'abcdef', 'text/plain');
    expect(more.statusCode).toBe(413);
    const fewer = await put(signed.signedRequest, 'ab', 'text/plain');
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toEqual({ error: UPLOAD_MESSAGES.sizeMismatch(3) });
    expect((await get(signed.url)).statusCode).toBe(404);
    const key = new URL(signed.url).pathname.split('/')[5]!;
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(join(config.dataDir, 'uploads', 'demo', key))).toEqual([]);
  });

  it('takes one file per address: a second PUT, or two at once, gets 409 and the file stays', async () => {
    const { sign, put, get } = await setup();
    const signed = (await sign({ name: 'a.txt', type: 'text/plain', size: 3 })).json<Signed>();
    // A failed PUT (too few bytes) does not use the address up.
    expect((await put(signed.signedRequest, 'ab', 'text/plain')).statusCode).toBe(400);
    expect((await put(signed.signedRequest, 'abc', 'text/plain')).statusCode).toBe(200);
    const again = await put(signed.signedRequest, 'xyz', 'text/plain');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: UPLOAD_MESSAGES.used });
    expect((await get(signed.url)).body).toBe('abc');

    const other = (await sign({ name: 'b.txt', type: 'text/plain', size: 3 })).json<Signed>();
    const both = await Promise.all([
      put(other.signedRequest, 'one', 'text/plain'),
      put(other.signedRequest, 'two', 'text/plain'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200) === both[0] ? 'one' : 'two';
    expect((await get(other.url)).body).toBe(winner);
  });

  it('refuses a body over the size limit even when streamed without a length', async () => {
    const { server, sign } = await setup({ BAOBAB_UPLOAD_MAX_BYTES: '2048' });
    const signed = (await sign({ name: 'a.txt', type: 'text/plain', size: 2048 })).json<Signed>();
    const { Readable } = await import('node:stream');
    const url = new URL(signed.signedRequest);
    const response = await server.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { host: PREVIEW, 'content-type': 'text/plain' },
      payload: Readable.from([Buffer.alloc(1500, 97), Buffer.alloc(1500, 98)]),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 403 to a tampered signature, a changed grant and an expired address', async () => {
    const { sign, put, config } = await setup();
    const signed = (await sign({ name: 'a.txt', type: 'text/plain', size: 3 })).json<Signed>();
    const tampered = new URL(signed.signedRequest);
    tampered.searchParams.set('signature', '0'.repeat(64));
    const bad = await put(tampered.toString(), 'abc', 'text/plain');
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ error: UPLOAD_MESSAGES.badSignature });

    const bigger = new URL(signed.signedRequest);
    bigger.searchParams.set('size', '4');
    expect((await put(bigger.toString(), 'abcd', 'text/plain')).statusCode).toBe(403);

    // A genuinely signed address whose time is over.
    const expiredAt = Math.floor(Date.now() / 1000) - 1;
    const url = new URL(signed.signedRequest);
    const key = url.pathname.split('/')[5]!;
    const grant = {
      siteId: 'demo',
      key,
      name: 'a.txt',
      type: 'text/plain',
      size: 3,
      expires: expiredAt,
    };
    url.searchParams.set('expires', String(expiredAt));
    url.searchParams.set('signature', signGrant(grant, await uploadSecret(config.dataDir)));
    const expired = await put(url.toString(), 'abc', 'text/plain');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: UPLOAD_MESSAGES.expired });

    expect((await put(signed.signedRequest, 'abc', 'text/plain')).statusCode).toBe(200);
  });

  it('keeps the signing secret in the data folder, readable by the owner only', async () => {
    const { config } = await setup();
    const secret = await uploadSecret(config.dataDir);
    const file = join(config.dataDir, 'secrets', 'upload-signing.key');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret.toString('hex'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('helpers', () => {
  it('checks grants and expiry with the given clock', () => {
    const secret = Buffer.alloc(32, 7);
    const grant = { siteId: 's', key: 'k', name: 'n', type: 't', size: 1, expires: 100 };
    const signature = signGrant(grant, secret);
    expect(checkGrant(grant, signature, secret, 100_000)).toBe('ok');
    expect(checkGrant(grant, signature, secret, 100_001)).toBe('expired');
    expect(checkGrant({ ...grant, name: 'm' }, signature, secret, 0)).toBe('bad-signature');
    expect(checkGrant(grant, 'zz', secret, 0)).toBe('bad-signature');
  });

  it('reads its settings from the environment', () => {
    expect(uploadSettingsFromEnv({})).toMatchObject({
      maxBytes: 10 * 1024 * 1024,
      ttlSeconds: 900,
      signsPerMinute: 60,
    });
    expect(
      uploadSettingsFromEnv({
        BAOBAB_UPLOAD_TYPES: 'image/png, Text/Plain',
        BAOBAB_UPLOAD_URL_TTL: '60',
      }),
    ).toMatchObject({ types: ['image/png', 'text/plain'], ttlSeconds: 60 });
    expect(() => uploadSettingsFromEnv({ BAOBAB_UPLOAD_MAX_BYTES: 'lots' })).toThrow(
      'BAOBAB_UPLOAD_MAX_BYTES must be a whole number above 0, not "lots"',
    );
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});
