import { describe, expect, it } from 'vitest';
import { REST_MESSAGES } from '../messages.ts';
import type { ProxyAnswer } from '../plugin.ts';
import type { ProxyOptions } from './proxy.ts';
import { baobabWithRest, remoteServer } from './testing/servers.ts';

const PREVIEW = { host: 'preview.localhost:3000' };
const PATH = '/plugins/designs/demo/rest-api/request';

async function proxy(body: unknown, options: Partial<ProxyOptions> = {}, enabled = true) {
  const { server } = await baobabWithRest(options, { enabled });
  const response = await server.inject({
    method: 'POST',
    url: PATH,
    headers: PREVIEW,
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, json: response.json<ProxyAnswer & { error?: string }>() };
}

const refusal = (host: string, address: string, kind: string) =>
  REST_MESSAGES.proxyRefused(host, address, kind);

describe('the REST proxy refuses inner addresses', () => {
  it.each([
    ['http://127.0.0.1:9/', '127.0.0.1', '127.0.0.1', 'loopback'],
    ['http://10.0.0.1/', '10.0.0.1', '10.0.0.1', 'private'],
    [
      'http://169.254.169.254/latest/meta-data/',
      '169.254.169.254',
      '169.254.169.254',
      'link-local',
    ],
    ['http://192.168.1.20/', '192.168.1.20', '192.168.1.20', 'private'],
    ['http://172.20.0.5/', '172.20.0.5', '172.20.0.5', 'private'],
    ['http://100.64.1.1/', '100.64.1.1', '100.64.1.1', 'carrier-grade NAT'],
    ['http://0.0.0.0/', '0.0.0.0', '0.0.0.0', 'unspecified'],
    ['http://[::1]/', '::1', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1', '::ffff:7f00:1', 'loopback'],
    ['http://[fe80::1]/', 'fe80::1', 'fe80::1', 'link-local'],
    ['http://[fd00::5]/', 'fd00::5', 'fd00::5', 'private'],
    ['http://2130706433/', '127.0.0.1', '127.0.0.1', 'loopback'],
    ['http://api.rest.localhost/', 'api.rest.localhost', '127.0.0.1', 'loopback'],
  ])('%s', async (url, host, address, kind) => {
    const { status, json } = await proxy({ url });
    expect(status).toBe(403);
    expect(json.error).toBe(refusal(host, address, kind));
  });

  it('refuses a name the system resolves to loopback (localhost) without connecting', async () => {
    const remote = await remoteServer();
    const { status, json } = await proxy({ url: `http://localhost:${remote.port}/json` });
    expect(status).toBe(403);
    expect(json.error).toMatch(/^Refused: localhost is a loopback address \((127\.0\.0\.1|::1)\)/);
    expect(remote.seen).toEqual([]);
  });

  it('refuses a name with one inner address among public ones', async () => {
    const resolve = (host: string) =>
      Promise.resolve(
        host === 'mixed.example'
          ? [
              { address: '93.184.215.14', family: 4 },
              { address: '10.9.8.7', family: 4 },
            ]
          : [],
      );
    const { status, json } = await proxy({ url: 'http://mixed.example/' }, { resolve });
    expect(status).toBe(403);
    expect(json.error).toBe(refusal('mixed.example', '10.9.8.7', 'private'));
  });

  it('checks redirects again: an allowed host cannot redirect to an inner one', async () => {
    const remote = await remoteServer();
    const to = `http://localhost:${remote.port}/json`;
    const { status, json } = await proxy(
      { url: `${remote.origin}/redirect?to=${encodeURIComponent(to)}` },
      { allowedHosts: ['127.0.0.1'] },
    );
    expect(status).toBe(403);
    expect(json.error).toMatch(/^Refused: localhost is a loopback address/);
    expect(remote.seen.map((r) => r.url)).toEqual([`/redirect?to=${encodeURIComponent(to)}`]);
  });

  it('says when a name cannot be resolved', async () => {
    const resolve = () => Promise.reject(new Error('getaddrinfo ENOTFOUND nowhere.invalid'));
    const { status, json } = await proxy({ url: 'https://nowhere.invalid/' }, { resolve });
    expect(status).toBe(502);
    expect(json.error).toBe(
      REST_MESSAGES.proxyUnresolved('nowhere.invalid', 'getaddrinfo ENOTFOUND nowhere.invalid'),
    );
  });
});

describe('the REST proxy, allowed by configuration', () => {
  it('reaches a listed host, with method, headers, queries and a JSON body', async () => {
    const remote = await remoteServer();
    const { status, json } = await proxy(
      {
        url: `${remote.origin}/echo?fixed=1`,
        method: 'post',
        queries: [
          { key: 'page', value: 2 },
          { key: 'tag', value: ['a', 'b'] },
        ],
        headers: { 'X-Api-Key': 'secret', Host: 'evil.example', Cookie: 'c=1' },
        data: { name: 'Ada', tags: ['x'] },
        dataType: 'json',
      },
      { allowedHosts: ['127.0.0.1'] },
    );
    expect(status).toBe(200);
    expect(json.status).toBe(200);
    expect(json.headers['set-cookie']).toBeUndefined();
    const data = json.data as {
      method: string;
      url: string;
      host: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(data.method).toBe('POST');
    expect(data.url).toBe('/echo?fixed=1&page=2&tag=a&tag=b');
    expect(data.host).toBe(`127.0.0.1:${remote.port}`);
    expect(data.headers['x-api-key']).toBe('secret');
    expect(data.headers['content-type']).toBe('application/json');
    expect(JSON.parse(data.body)).toEqual({ name: 'Ada', tags: ['x'] });
  });

  it('sends form-urlencoded and multipart bodies, and raw bodies as written', async () => {
    const remote = await remoteServer();
    const allowed = { allowedHosts: ['127.0.0.1'] };
    const url = `${remote.origin}/echo`;
    await proxy(
      { url, method: 'POST', data: { a: '1', b: 'x y' }, dataType: 'form-urlencoded' },
      allowed,
    );
    await proxy(
      { url, method: 'PUT', data: { field: 'value', list: ['1', '2'] }, dataType: 'multipart' },
      allowed,
    );
    await proxy(
      { url, method: 'POST', data: 'a=1&raw=yes', dataType: 'form-urlencoded', useRawBody: true },
      allowed,
    );
    const [form, multipart, raw] = remote.seen;
    expect(form!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(form!.body.toString()).toBe('a=1&b=x+y');
    expect(multipart!.method).toBe('PUT');
    const parsed = await new Response(new Uint8Array(multipart!.body), {
      headers: { 'content-type': multipart!.headers['content-type'] ?? '' },
    }).formData();
    expect(parsed.get('field')).toBe('value');
    expect(parsed.getAll('list')).toEqual(['1', '2']);
    expect(multipart!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(raw!.body.toString()).toBe('a=1&raw=yes');
    expect(raw!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('reaches loopback names with BAOBAB_REST_ALLOW_PRIVATE, connecting to the address it checked', async () => {
    const remote = await remoteServer();
    const byName = await proxy(
      { url: `http://localhost:${remote.port}/json` },
      { allowPrivate: true },
    );
    expect(byName.json.data).toEqual({ items: [{ name: 'first' }], ok: true });
    // A name no DNS knows: the connection uses the resolver's answer, never a second lookup.
    const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const pinned = await proxy(
      { url: `http://pinned.test:${remote.port}/echo` },
      { allowPrivate: true, resolve },
    );
    expect((pinned.json.data as { host: string }).host).toBe(`pinned.test:${remote.port}`);
  });

  it('answers the remote status and body, decompressed', async () => {
    const remote = await remoteServer();
    const allowed = { allowedHosts: ['127.0.0.1'] };
    const missing = await proxy({ url: `${remote.origin}/missing` }, allowed);
    expect(missing.status).toBe(200);
    expect(missing.json).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      data: 'No such thing',
    });
    const gzip = await proxy({ url: `${remote.origin}/gzip` }, allowed);
    expect(gzip.json.data).toEqual({ compressed: true });
  });

  it('follows redirects (303 turns a POST into a GET) up to the limit', async () => {
    const remote = await remoteServer();
    const allowed = { allowedHosts: ['127.0.0.1'] };
    const after = await proxy(
      { url: `${remote.origin}/redirect?status=303&to=/json`, method: 'POST', data: { a: 1 } },
      allowed,
    );
    expect(after.json.data).toEqual({ items: [{ name: 'first' }], ok: true });
    expect(remote.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /redirect?status=303&to=/json',
      'GET /json',
    ]);
    const loop = await proxy({ url: `${remote.origin}/loop` }, { ...allowed, maxRedirects: 3 });
    expect(loop.status).toBe(502);
    expect(loop.json.error).toBe(REST_MESSAGES.proxyRedirects(3));
  });

  it('gives up after the time limit: no answer, or a body that stops', async () => {
    const remote = await remoteServer();
    const options = { allowedHosts: ['127.0.0.1'], timeoutMs: 300 };
    for (const path of ['/slow', '/slow-body']) {
      const started = Date.now();
      const { status, json } = await proxy({ url: `${remote.origin}${path}` }, options);
      expect(status).toBe(504);
      expect(json.error).toBe('The remote server did not answer within 0.3 s.');
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('counts a name server that never answers against the time limit', async () => {
    const resolve = () => new Promise<never>(() => undefined);
    const { status, json } = await proxy(
      { url: 'http://slow-dns.example/' },
      { resolve, timeoutMs: 200 },
    );
    expect(status).toBe(504);
    expect(json.error).toBe('The remote server did not answer within 0.2 s.');
  });

  it('refuses answers over the size limit, announced or not', async () => {
    const remote = await remoteServer();
    const options = { allowedHosts: ['127.0.0.1'], maxBytes: 1024 * 1024 };
    for (const path of ['/big', '/big-chunked']) {
      const over = await proxy(
        { url: `${remote.origin}${path}?bytes=${2 * 1024 * 1024}` },
        options,
      );
      expect(over.status).toBe(502);
      expect(over.json.error).toBe('The remote answer is larger than 1 MB.');
    }
    const under = await proxy({ url: `${remote.origin}/big?bytes=1000` }, options);
    expect((under.json.data as string).length).toBe(1000);
  });

  it('has a 15 s time limit and a 5 MB size limit by default', async () => {
    const { proxyOptionsFromEnv } = await import('./proxy.ts');
    const options = proxyOptionsFromEnv({});
    expect(options).toMatchObject({
      timeoutMs: 15_000,
      maxBytes: 5 * 1024 * 1024,
      allowPrivate: false,
    });
    expect(proxyOptionsFromEnv({ BAOBAB_REST_ALLOW_PRIVATE: '1' }).allowPrivate).toBe(true);
    expect(
      proxyOptionsFromEnv({ BAOBAB_REST_ALLOWED_HOSTS: ' Intranet.example ,10.0.0.8' })
        .allowedHosts,
    ).toEqual(['intranet.example', '10.0.0.8']);
  });
});

describe('the REST proxy’s messages', () => {
  it.each([
    [undefined, 400, REST_MESSAGES.proxyBody],
    [{ url: 42 }, 400, REST_MESSAGES.proxyBody],
    [{ url: ' ' }, 400, REST_MESSAGES.noUrl],
    [{ url: 'not a url' }, 400, REST_MESSAGES.invalidUrl('not a url')],
    [{ url: 'ftp://example.com/file' }, 400, REST_MESSAGES.proxyScheme('ftp')],
    [{ url: 'file:///etc/passwd' }, 400, REST_MESSAGES.proxyScheme('file')],
    [{ url: 'https://example.com', method: 'FETCH' }, 400, REST_MESSAGES.invalidMethod('FETCH')],
    [{ url: 'https://example.com', dataType: 'xml' }, 400, REST_MESSAGES.invalidDataType('xml')],
    [
      { url: 'https://example.com', method: 'POST', data: { a: 1 }, useRawBody: true },
      400,
      REST_MESSAGES.proxyRawBody,
    ],
  ])('%j → %i', async (body, status, message) => {
    const answer = await proxy(body);
    expect(answer.status).toBe(status);
    expect(answer.json.error).toBe(message);
  });

  it('is only for sites that enable the plugin', async () => {
    const answer = await proxy({ url: 'https://example.com' }, {}, false);
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe(REST_MESSAGES.proxyPluginOff('demo'));
  });

  it('refuses request bodies over 1 MB', async () => {
    const answer = await proxy({ url: 'https://example.com', data: 'x'.repeat(1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.json.error).toBe(REST_MESSAGES.proxyRequestTooLarge(1024));
  });

  it('is served on site hosts only', async () => {
    const { server } = await baobabWithRest();
    const response = await server.inject({
      method: 'POST',
      url: PATH,
      headers: { host: 'localhost:3000' },
      payload: { url: 'https://example.com' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the echo service', () => {
  it('answers what it got: JSON, form and multipart bodies, query, cookie names, x- headers', async () => {
    const { server } = await baobabWithRest();
    const json = await server.inject({
      method: 'POST',
      url: '/rest-echo/echo?q=1&q=2',
      headers: {
        ...PREVIEW,
        cookie: 'session=abc; theme=dark',
        'x-trace': 't1',
        origin: 'http://a.example',
      },
      payload: { hello: 'world' },
    });
    expect(json.headers['access-control-allow-origin']).toBe('http://a.example');
    expect(json.json()).toEqual({
      method: 'POST',
      query: { q: ['1', '2'] },
      contentType: 'application/json',
      body: { hello: 'world' },
      cookies: ['session', 'theme'],
      headers: { 'x-trace': 't1' },
    });
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await server.inject({
      method: 'POST',
      url: '/rest-echo/echo',
      headers: {
        host: 'localhost:3000',
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.json().body).toEqual({
      name: 'Ada',
      file: { file: 'a.txt', type: 'text/plain', size: 3 },
    });
  });

  it('answers a chosen status', async () => {
    const { server } = await baobabWithRest();
    const answer = await server.inject({ url: '/rest-echo/status/418', headers: PREVIEW });
    expect(answer.statusCode).toBe(418);
    expect(answer.body).toBe('Echo status 418');
  });

  it('is not served on production hosts (a test aid, not part of a site)', async () => {
    const { server } = await baobabWithRest();
    for (const host of ['production.localhost:3000', 'demo.production.localhost:3000']) {
      const answer = await server.inject({ url: '/rest-echo/echo', headers: { host } });
      expect(answer.statusCode).toBe(404);
    }
    const preview = await server.inject({ url: '/rest-echo/echo', headers: PREVIEW });
    expect(preview.statusCode).toBe(200);
  });
});
