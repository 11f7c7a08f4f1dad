/**
 * Real local HTTP servers for the REST plugin's tests: Baobab itself with the plugin (the proxy
 * and the `/rest-echo/*` service), and a bare Node server with slow, big, redirecting and
 * compressed answers. Closed after the test file.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { createRestServer } from '../index.ts';
import type { ProxyOptions } from '../proxy.ts';

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

/**
 * Baobab with the REST plugin, its fixture site `demo` enabling it (unless `enabled` is false),
 * `127.0.0.1` a preview host of it. `listen` to reach it over the network, else `inject`.
 */
export async function baobabWithRest(
  options: Partial<ProxyOptions> = {},
  { listen = false, enabled = true } = {},
) {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (fixture) => {
    if (enabled)
      fixture.site.plugins = { rest: { id: 'rest', plugin: 'rest', publicSettings: {} } };
  });
  config.hosts = { preview: ['127.0.0.1'] };
  const server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    pluginServers: [createRestServer(options)],
  });
  closers.push(() => server.close());
  let origin = '';
  if (listen) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }
  return { server, origin };
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A bare server on 127.0.0.1: `/json`, `/echo` (what it got, as JSON), `/slow` (answers after
 * 5 s), `/slow-body` (head at once, body after 5 s), `/big?bytes=n` (with a length),
 * `/big-chunked?bytes=n` (without), `/gzip`, `/redirect?to=url&status=n`, `/loop`, `/missing`.
 */
export async function remoteServer() {
  const seen: SeenRequest[] = [];
  const server: Server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const url = new URL(request.url ?? '/', 'http://remote');
      const bytes = Number(url.searchParams.get('bytes') ?? 0);
      switch (url.pathname) {
        case '/json':
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ items: [{ name: 'first' }], ok: true }));
        case '/echo':
          response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'a=b' });
          return response.end(
            JSON.stringify({
              method: request.method,
              url: request.url,
              host: request.headers.host,
              headers: request.headers,
              body: body.toString('utf8'),
            }),
          );
        case '/slow':
          return void setTimeout(() => response.end('late'), 5000).unref();
        case '/slow-body':
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.write('start ');
          return void setTimeout(() => response.end('late'), 5000).unref();
        case '/big':
          response.writeHead(200, { 'content-type': 'text/plain', 'content-length': bytes });
          return response.end(Buffer.alloc(bytes, 'x'));
        case '/big-chunked': {
          response.writeHead(200, { 'content-type': 'text/plain' });
          for (let sent = 0; sent < bytes; sent += 64 * 1024)
            response.write(Buffer.alloc(Math.min(64 * 1024, bytes - sent), 'x'));
          return response.end();
        }
        case '/gzip':
          response.writeHead(200, {
            'content-type': 'application/json',
            'content-encoding': 'gzip',
          });
          return response.end(gzipSync(JSON.stringify({ compressed: true })));
        case '/redirect':
          response.writeHead(Number(url.searchParams.get('status') ?? 302), {
            location: url.searchParams.get('to') ?? '/json',
          });
          return response.end();
        case '/loop':
          response.writeHead(302, { location: '/loop' });
          return response.end();
        default:
          response.writeHead(404, { 'content-type': 'text/plain' });
          return response.end('No such thing');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const port = (server.address() as AddressInfo).port;
  return { port, origin: `http://127.0.0.1:${port}`, seen };
}
