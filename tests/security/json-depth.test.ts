/**
 * JSON bodies bounded before parsing (issue 28, Injection): nested 2,000 deep, as arrays and as
 * objects, every route that takes JSON answers 400 with the message (a page file nested that
 * deep answered 500, a stack overflow); a body over the route's limit answers 413; an ordinary
 * body still works.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { editorHeaders } from '@server/testing/editor.ts';
import { COLLECTOR_PREFIX } from '@plugins/analytics/server/index.ts';

const MESSAGE = 'The JSON is nested deeper than 100 levels.';
const EDITOR = 'localhost:3000';
const PREVIEW = 'preview.localhost:3000';
const DEPTH = 2_000;
const BODIES = {
  arrays: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  objects: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
};

async function setup() {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.pages.home!.collections = {
      products: {
        id: 'products',
        name: 'Products',
        mode: 'dynamic',
        config: { data: [{ id: 'p1', name: 'Maize meal' }] },
      },
    };
  });
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  // The editor's API takes a signed-in author (an administrator): its cookie and CSRF token. The
  // collector, public on the editor host too, is sent as a site's page sends it.
  const editor = await editorHeaders(server);
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    host: string,
    payload: string,
    headers: Record<string, string> = {},
  ) =>
    server.inject({
      method,
      url,
      headers: {
        host,
        ...(host === EDITOR && url.startsWith('/api/sites/') ? editor : {}),
        'content-type': 'application/json',
        ...headers,
      },
      payload,
    });
  return { server, send, editor };
}

/** Routes that take JSON, on their hosts; a 400 says why in `error` or `message`. */
const ROUTES: Array<{ name: string; method: 'POST' | 'PUT'; url: string; host: string }> = [
  {
    name: 'editor: save a page file',
    method: 'PUT',
    url: '/api/sites/demo/files/pages/home.json',
    host: EDITOR,
  },
  { name: 'editor: publish', method: 'POST', url: '/api/sites/demo/publish', host: EDITOR },
  {
    name: 'collection fetch',
    method: 'POST',
    url: '/ww/cms_data_sets/products/fetch',
    host: PREVIEW,
  },
  { name: 'upload signing', method: 'POST', url: '/api/designs/demo/user-files', host: PREVIEW },
  {
    name: 'orders: checkout',
    method: 'POST',
    url: '/plugins/designs/demo/orders/checkout',
    host: PREVIEW,
  },
  {
    name: 'forms: submit',
    method: 'POST',
    url: '/plugins/designs/demo/forms/submit',
    host: PREVIEW,
  },
  { name: 'analytics collector', method: 'POST', url: `${COLLECTOR_PREFIX}/v1/t`, host: EDITOR },
];

const messageOf = (body: string) => {
  const json = JSON.parse(body) as { error?: string; message?: string };
  return json.message ?? json.error;
};

describe('JSON nested deeper than the bound', { timeout: 60_000 }, () => {
  it.each(ROUTES)('$name: 400 with the message, for arrays and objects', async (route) => {
    const { send } = await setup();
    for (const [shape, body] of Object.entries(BODIES)) {
      const response = await send(route.method, route.url, route.host, body, { 'if-match': '"x"' });
      expect(response.statusCode, `${shape}: ${response.body}`).toBe(400);
      expect(messageOf(response.body), shape).toBe(MESSAGE);
    }
  });

  it('a page file with a deep value inside answers 400, and the file is unchanged', async () => {
    const { server, send, editor } = await setup();
    const url = '/api/sites/demo/files/pages/home.json';
    const read = await server.inject({ url, headers: editor });
    expect(read.statusCode, read.body).toBe(200);
    const deep = read.body.replace('"tag": "h1"', `"deep": ${BODIES.objects}`);
    expect(deep).not.toBe(read.body);
    const etag = String(read.headers.etag);
    const response = await send('PUT', url, EDITOR, deep, { 'if-match': etag });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response.body)).toBe(MESSAGE);
    const after = await server.inject({ url, headers: editor });
    expect(after.body).toBe(read.body);
    // The same file, as it was, still saves.
    const same = await send('PUT', url, EDITOR, read.body, { 'if-match': etag });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('text/plain bodies of the collector are bounded as well', async () => {
    const { send } = await setup();
    const response = await send('POST', `${COLLECTOR_PREFIX}/v1/t`, EDITOR, BODIES.arrays, {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response.body)).toBe(MESSAGE);
  });

  it('an ordinary body still works, and one over the limit is 413', async () => {
    const { send } = await setup();
    const url = '/ww/cms_data_sets/products/fetch';
    const ok = await send('POST', url, PREVIEW, JSON.stringify({ variables: {} }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ total: 1 });
    const big = JSON.stringify({ variables: { x: 'a'.repeat(200 * 1024) } });
    expect((await send('POST', url, PREVIEW, big)).statusCode).toBe(413);
  });
});
