/**
 * "Server" (`npm run bench -- server`, issue 31): how fast the real server answers what visitors
 * fetch most — production's home HTML, a page's data JSON, a product page and a JS bundle — each
 * compared in the same run with a bare `node:http` server sending the same bytes (the same
 * `Content-Type` and `Content-Encoding`) from memory. autocannon, on loopback, 50 connections for
 * `BENCH_SERVER_SECONDS` (default 10) per side and target. Target: every target at least 0.5×
 * the bare server's requests per second, with a p99 latency at most 2× its p99.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { publish, startServer } from './support/server.ts';

export const MIN_THROUGHPUT_RATIO = 0.5;
export const MAX_P99_RATIO = 2;
const CONNECTIONS = 50;
/** What a browser sends: the answer is the one most visitors get. */
const ACCEPT_ENCODING = 'br, gzip, deflate';

/** One side's run: requests per second (mean), p99 latency (ms), answers that were not 2xx. */
export interface Run {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

export interface Verdict {
  throughput: number;
  p99: number;
  met: boolean;
}

/**
 * Baobab against the bare server: the ratio of requests per second (higher is better), of p99
 * (lower is better), and whether both are within the target with no failed answer.
 */
export function verdictOf(baobab: Run, bare: Run): Verdict {
  const throughput =
    bare.requestsPerSecond > 0 ? baobab.requestsPerSecond / bare.requestsPerSecond : 0;
  // A p99 under a millisecond is read as one (autocannon's resolution).
  const p99 = Math.max(baobab.p99, 1) / Math.max(bare.p99, 1);
  const met =
    baobab.failures === 0 &&
    bare.failures === 0 &&
    throughput >= MIN_THROUGHPUT_RATIO &&
    p99 <= MAX_P99_RATIO;
  return { throughput, p99, met };
}

/** The run's length per side and target: `BENCH_SERVER_SECONDS`, default 10. */
export function durationOf(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['BENCH_SERVER_SECONDS'] ?? 10);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(
      `BENCH_SERVER_SECONDS must be a number of seconds over 0, not "${env['BENCH_SERVER_SECONDS']}"`,
    );
  return value;
}

interface Fetched {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET on loopback with the site's host name (Node does not resolve `*.localhost`). */
function fetchRaw(port: number, host: string, path: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers[name] = value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject).end();
  });
}

/** The bare server: a process of its own (as Baobab's), answering every request with `body`. */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY);
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

async function startBare(
  dir: string,
  name: string,
  fetched: Fetched,
): Promise<{ port: number; child: ChildProcess }> {
  const file = join(dir, `${name}.body`);
  await writeFile(file, fetched.body);
  const headers: Record<string, string> = { 'content-type': fetched.headers['content-type'] ?? '' };
  const encoding = fetched.headers['content-encoding'];
  if (encoding) headers['content-encoding'] = encoding;
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, BODY: file, HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`The bare server stopped (${code}).`)));
  });
  return { port, child };
}

async function measure(port: number, host: string, path: string, seconds: number): Promise<Run> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host, 'accept-encoding': ACCEPT_ENCODING },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface Target {
  name: string;
  path: string;
}

/** The targets on the published storefront: paths read from its home page and sitemap. */
async function targetsOf(port: number, host: string): Promise<Target[]> {
  const home = await fetchRaw(port, host, '/');
  if (home.status !== 200) throw new Error(`Production's home answered ${home.status}.`);
  const html = await decoded(port, host, '/');
  const data = /href="(\/data\/[^"]+\.json[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  // The app's start chunk (React and the runtime), else the entry.
  const bundle =
    /"(\/_app\/start[\w.-]*\.js)"/.exec(html)?.[1] ?? /"(\/_app\/[\w.-]+\.js)"/.exec(html)?.[1];
  const text = await decoded(port, host, '/sitemap.xml');
  const product = /<loc>https?:\/\/[^<]*?(\/product\/[^<]+)<\/loc>/.exec(text)?.[1];
  if (!data || !bundle || !product)
    throw new Error(`Targets not found: data ${data}, bundle ${bundle}, product ${product}.`);
  return [
    { name: 'production home HTML', path: '/' },
    { name: 'page data JSON', path: data },
    { name: 'product page HTML', path: product },
    { name: 'JS bundle', path: bundle },
  ];
}

/** A GET's body as text, whatever its encoding. */
async function decoded(port: number, host: string, path: string): Promise<string> {
  const fetched = await fetchRaw(port, host, path);
  const encoding = fetched.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(fetched.body)
      : encoding === 'gzip'
        ? gunzipSync(fetched.body)
        : encoding === 'deflate'
          ? inflateSync(fetched.body)
          : fetched.body;
  return body.toString();
}

export async function reportServer(): Promise<boolean> {
  const seconds = durationOf();
  const server = await startServer();
  const dir = await mkdtemp(join(tmpdir(), 'baobab-bench-server-'));
  const children: ChildProcess[] = [];
  try {
    await publish(server, 'production');
    const { host, port } = new URL(server.production);
    const targets = await targetsOf(Number(port), host);
    const rows = [];
    let met = true;
    for (const [index, target] of targets.entries()) {
      // Once before measuring: what a publish did not make yet (a product page) is made now.
      const fetched = await fetchRaw(Number(port), host, target.path);
      if (fetched.status !== 200)
        throw new Error(`${target.name} (${target.path}) answered ${fetched.status}.`);
      const bare = await startBare(dir, `target-${index}`, fetched);
      children.push(bare.child);
      const bareRun = await measure(bare.port, host, target.path, seconds);
      bare.child.kill();
      const baobab = await measure(Number(port), host, target.path, seconds);
      const verdict = verdictOf(baobab, bareRun);
      met &&= verdict.met;
      rows.push({
        target: target.name,
        bytes: `${fetched.body.length} ${fetched.headers['content-encoding'] ?? 'identity'}`,
        'Baobab req/s': Math.round(baobab.requestsPerSecond),
        'bare req/s': Math.round(bareRun.requestsPerSecond),
        'req/s ratio': `${verdict.throughput.toFixed(2)}×`,
        'Baobab p99 (ms)': baobab.p99,
        'bare p99 (ms)': bareRun.p99,
        'p99 ratio': `${verdict.p99.toFixed(2)}×`,
        failures: baobab.failures + bareRun.failures,
        met: verdict.met ? 'yes' : 'NO',
      });
    }
    console.log(`${CONNECTIONS} connections, ${seconds} s per side and target, loopback`);
    console.table(rows);
    console.log(
      `Target: every target ≥ ${MIN_THROUGHPUT_RATIO}× the bare server's req/s, p99 ≤ ${MAX_P99_RATIO}× its p99: ${met ? 'met' : 'NOT met'}`,
    );
    return met;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
