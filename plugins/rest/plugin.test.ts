import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PropertyMap } from '@shared/schema/values.ts';
import type { VariableStore } from '@shared/variables/index.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import { runOne, variables } from '@shared/workflow/testing.ts';
import { REST_MESSAGES } from './messages.ts';
import { apiRequest, restPlugin } from './plugin.ts';
import { baobabWithRest } from './server/testing/servers.ts';

let origin = '';
beforeAll(async () => {
  // Baobab itself, listening: its /rest-echo/* service and the proxy; only `localhost` allowed.
  ({ origin } = await baobabWithRest({ allowedHosts: ['localhost'] }, { listen: true }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const api = { siteId: 'demo' } as Parameters<typeof apiRequest>[2];

/** Runs `rest:api-request` in a workflow, as a site does; the outcome's result or error. */
async function run(config: PropertyMap, store: VariableStore = variables()) {
  const outcome = await runOne('rest:api-request', config, {
    variables: store,
    actions: {
      'rest:api-request': (c, ctx) =>
        restPlugin.actions['api-request']!.handler(c, ctx, api as never),
    },
  });
  return { result: outcome.result, error: outcome.error?.message };
}

interface Echo {
  method: string;
  query: Record<string, unknown>;
  contentType: string | null;
  body: unknown;
  headers: Record<string, string>;
}

describe('rest:api-request, direct', () => {
  it('sends JSON with headers and query parameters', async () => {
    const { result, error } = await run({
      url: `${origin}/rest-echo/echo?fixed=yes`,
      method: 'POST',
      headers: [{ key: 'X-Api-Key', value: 'k1' }],
      queries: { page: 2, tags: ['a', 'b'] },
      data: { name: 'Ada', nested: { n: 1 } },
    });
    expect(error).toBeUndefined();
    const echo = result as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.query).toEqual({ fixed: 'yes', page: '2', tags: ['a', 'b'] });
    expect(echo.contentType).toBe('application/json');
    expect(echo.body).toEqual({ name: 'Ada', nested: { n: 1 } });
    expect(echo.headers['x-api-key']).toBe('k1');
  });

  it('reads the result through the result key', async () => {
    const { result } = await run({
      url: `${origin}/rest-echo/echo`,
      method: 'PATCH',
      data: { user: { name: 'Grace' } },
      resultKey: 'body.user.name',
    });
    expect(result).toBe('Grace');
  });

  it('sends form-urlencoded fields', async () => {
    const { result } = await run({
      url: `${origin}/rest-echo/echo`,
      method: 'POST',
      dataType: 'form-urlencoded',
      data: [
        { key: 'name', value: 'Ada Lovelace' },
        { key: 'colour', value: ['red', 'green'] },
        { key: 'meta', value: { a: 1 } },
      ],
    });
    const echo = result as Echo;
    expect(echo.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(echo.body).toEqual({ name: 'Ada Lovelace', colour: ['red', 'green'], meta: '{"a":1}' });
  });

  it('sends multipart form data, files as file parts, with its own boundary', async () => {
    const store = variables();
    const ctx = { variables: store } as unknown as ActionContext;
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const echo = (await apiRequest(
      {
        url: `${origin}/rest-echo/echo`,
        method: 'POST',
        dataType: 'multipart',
        headers: { 'Content-Type': 'application/json' },
        data: { title: 'Report', count: 3, file },
      },
      ctx,
      api,
    )) as Echo;
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toEqual({
      title: 'Report',
      count: '3',
      file: { file: 'hello.txt', type: 'text/plain', size: 5 },
    });
  });

  it('sends no body with GET, and reads text answers as text', async () => {
    const echo = (await run({ url: `${origin}/rest-echo/echo`, data: { ignored: true } }))
      .result as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.body).toBeNull();
  });

  it('asks for credentials only when told', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', (_url: URL, init: RequestInit) => {
      seen.push(init);
      return Promise.resolve(Response.json({}));
    });
    await run({ url: 'https://api.example/x', withCredentials: true });
    await run({ url: 'https://api.example/x' });
    expect(seen.map((init) => init.credentials)).toEqual(['include', 'same-origin']);
  });

  it('fails with the seeds’ message when the answer is not ok', async () => {
    const { error } = await run({ url: `${origin}/rest-echo/status/418` });
    expect(error).toBe('HTTP error 418: Echo status 418');
  });

  it('says when the server cannot be reached', async () => {
    const { error } = await run({ url: 'http://127.0.0.1:9/nothing' });
    expect(error).toBe(REST_MESSAGES.network('http://127.0.0.1:9/nothing', 'fetch failed'));
  });
});

describe('rest:api-request, streaming', () => {
  const streamVariables = () =>
    variables([
      { id: 'answer', type: 'string', defaultValue: '' },
      { id: 'events', type: 'array', defaultValue: [] },
      { id: 'count', type: 'number', defaultValue: 0 },
    ]);

  it('appends each parsed data line to a text variable, through the result key, until [DONE]', async () => {
    const store = streamVariables();
    const values: unknown[] = [];
    store.subscribe('answer', () => values.push(store.get('answer')));
    const started = Date.now();
    const { result, error } = await run(
      {
        url: `${origin}/rest-echo/stream?words=Hello,_from,_the,_stream&delay=20&hold=5000`,
        isStreaming: true,
        streamVariableId: 'answer',
        resultKey: 'word',
      },
      store,
    );
    expect(error).toBeUndefined();
    expect(store.get('answer')).toBe('Hello from the stream');
    expect(values).toEqual(['Hello', 'Hello from', 'Hello from the', 'Hello from the stream']);
    expect(result).toEqual(['Hello', ' from', ' the', ' stream']);
    // The server holds the connection 5 s after [DONE]: the action does not wait for it.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('appends parsed values to a list variable', async () => {
    const store = streamVariables();
    await run(
      {
        url: `${origin}/rest-echo/stream?words=a,b&delay=0`,
        isStreaming: true,
        streamVariableId: 'events',
      },
      store,
    );
    expect(store.get('events')).toEqual([
      { n: 1, word: 'a' },
      { n: 2, word: 'b' },
    ]);
  });

  it('fails with the seeds’ message when the stream’s answer is not ok', async () => {
    const { error } = await run(
      {
        url: `${origin}/rest-echo/status/503`,
        isStreaming: true,
        streamVariableId: 'answer',
      },
      streamVariables(),
    );
    expect(error).toBe('HTTP error 503: Echo status 503');
  });

  it.each([
    [
      { streamVariableId: 'answer', useServerSide: true },
      'Streaming is not allowed together with server-side requests',
    ],
    [{}, REST_MESSAGES.noStreamVariable],
    [{ streamVariableId: 'nowhere' }, REST_MESSAGES.streamVariableNotFound('nowhere')],
    [{ streamVariableId: 'count' }, REST_MESSAGES.streamVariableType('count')],
  ])('%j → %s', async (extra, message) => {
    const { error } = await run(
      { url: `${origin}/rest-echo/stream`, isStreaming: true, ...extra },
      streamVariables(),
    );
    expect(error).toBe(message);
  });
});

describe('rest:api-request, through the server proxy', () => {
  it('posts the call to the site’s proxy and reads the result key', async () => {
    vi.stubGlobal('location', { href: `${origin}/some/page` });
    const port = new URL(origin).port;
    const { result, error } = await run({
      url: `http://localhost:${port}/rest-echo/echo`,
      method: 'POST',
      useServerSide: true,
      data: { a: 1 },
      dataType: 'form-urlencoded',
      queries: { q: 'x' },
      resultKey: 'body',
    });
    expect(error).toBeUndefined();
    expect(result).toEqual({ a: '1' });
  });

  it('takes the error branch with the proxy’s refusal', async () => {
    vi.stubGlobal('location', { href: `${origin}/` });
    const { error } = await run({ url: 'http://127.0.0.1/admin', useServerSide: true });
    expect(error).toBe(REST_MESSAGES.proxyRefused('127.0.0.1', '127.0.0.1', 'loopback'));
  });

  it('fails with the seeds’ message when the remote answer is not ok', async () => {
    vi.stubGlobal('location', { href: `${origin}/` });
    const port = new URL(origin).port;
    const { error } = await run({
      url: `http://localhost:${port}/rest-echo/status/404`,
      useServerSide: true,
    });
    expect(error).toBe('HTTP error 404: Echo status 404');
  });
});

describe('rest:api-request, config checks', () => {
  it.each([
    [{}, REST_MESSAGES.noUrl],
    [{ url: '  ' }, REST_MESSAGES.noUrl],
    [{ url: '/relative/without/page' }, REST_MESSAGES.invalidUrl('/relative/without/page')],
    [{ url: 'https://api.example', method: 'FETCH' }, REST_MESSAGES.invalidMethod('FETCH')],
    [{ url: 'https://api.example', dataType: 'xml' }, REST_MESSAGES.invalidDataType('xml')],
  ])('%j → %s', async (config, message) => {
    expect((await run(config)).error).toBe(message);
  });

  it('declares one action and no settings to validate', () => {
    expect(Object.keys(restPlugin.actions)).toEqual(['api-request']);
    expect(restPlugin.validate({}, {})).toEqual([]);
  });
});
