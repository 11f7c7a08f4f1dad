/**
 * The server proxy's outgoing request (Node only): checks every target address before connecting
 * (loopback, private, link-local… refused unless configuration allows them), connects to the
 * very address it checked (a `lookup` pinned to it, so DNS rebinding cannot switch it between
 * check and connect), follows redirects itself with the same checks, and bounds the time and
 * the size of the answer.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { classifyAddress, literalAddress } from './address.ts';
import { REST_MESSAGES } from '../messages.ts';

/** Seconds the remote server has to answer completely (redirects included). */
export const PROXY_TIMEOUT_MS = 15_000;
/** Largest answer the proxy reads (after decompression). */
export const PROXY_MAX_BYTES = 5 * 1024 * 1024;
export const PROXY_MAX_REDIRECTS = 5;

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface ProxyOptions {
  /** Every address allowed, private ones included (`BAOBAB_REST_ALLOW_PRIVATE=1`). */
  allowPrivate: boolean;
  /** Host names (or IP addresses) allowed whatever they resolve to (`BAOBAB_REST_ALLOWED_HOSTS`). */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Name resolution (default: the system's, every address). */
  resolve: Resolver;
}

const systemResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The options from the environment (`BAOBAB_REST_ALLOW_PRIVATE`, `BAOBAB_REST_ALLOWED_HOSTS`). */
export function proxyOptionsFromEnv(env: NodeJS.ProcessEnv): ProxyOptions {
  const allow = (env.BAOBAB_REST_ALLOW_PRIVATE ?? '').trim().toLowerCase();
  return {
    allowPrivate: allow === '1' || allow === 'true' || allow === 'yes',
    allowedHosts: (env.BAOBAB_REST_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    timeoutMs: PROXY_TIMEOUT_MS,
    maxBytes: PROXY_MAX_BYTES,
    maxRedirects: PROXY_MAX_REDIRECTS,
    resolve: systemResolve,
  };
}

/** A refusal or failure of the proxy, answered as `{ error }` with `status`. */
export class ProxyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface OutgoingRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export interface RemoteAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer;
}

const bareHost = (hostname: string) =>
  (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname)
    .toLowerCase()
    .replace(/\.$/, '');

/**
 * The address to connect to for `url`, after the checks: every address the name has must be
 * public (a name with one private address is refused), unless configuration allows it.
 * `*.localhost` names are loopback by definition (RFC 6761), as browsers treat them.
 */
export async function checkedAddress(url: URL, options: ProxyOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProxyError(400, REST_MESSAGES.proxyScheme(url.protocol.replace(/:$/, '')));
  const host = bareHost(url.hostname);
  const literal = literalAddress(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  else if (host.endsWith('.localhost')) addresses = [{ address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await options.resolve(host);
    } catch (error) {
      throw new ProxyError(502, REST_MESSAGES.proxyUnresolved(host, (error as Error).message));
    }
    if (addresses.length === 0)
      throw new ProxyError(502, REST_MESSAGES.proxyUnresolved(host, 'no address'));
  }
  const allowed = options.allowPrivate || options.allowedHosts.includes(host);
  if (!allowed) {
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind !== 'public')
        throw new ProxyError(403, REST_MESSAGES.proxyRefused(host, address, kind));
    }
  }
  return addresses[0] as ResolvedAddress;
}

/** Headers the proxy sets itself, never copied from the caller. */
const OWN_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
]);
/** Headers dropped when a redirect leaves the origin (credentials for the first server only). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie']);

function outgoingHeaders(request: OutgoingRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    if (!OWN_HEADERS.has(key.toLowerCase())) headers[key] = value;
  }
  if (!Object.keys(headers).some((k) => k.toLowerCase() === 'user-agent'))
    headers['User-Agent'] = 'Baobab-REST-proxy';
  headers['Accept-Encoding'] = 'gzip, deflate, br';
  if (request.body !== undefined) headers['Content-Length'] = String(request.body.length);
  return headers;
}

/** One request to the checked address; resolves with the answer's head (body still unread). */
function connect(
  request: OutgoingRequest,
  target: ResolvedAddress,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = request.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      request.url,
      { method: request.method, headers: outgoingHeaders(request), lookup: pinned, signal },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').toLowerCase().trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ProxyError(502, REST_MESSAGES.proxyTooLarge(megabytes));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decoded(response);
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      body.destroy();
      throw new ProxyError(502, REST_MESSAGES.proxyTooLarge(megabytes));
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function answerHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers)) {
    if (value === undefined || key === 'set-cookie') continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The request, redirects followed (each target checked again), within time and size limits. */
export async function proxyFetch(
  first: OutgoingRequest,
  options: ProxyOptions,
): Promise<RemoteAnswer> {
  const controller = new AbortController();
  const timeout = new ProxyError(504, REST_MESSAGES.proxyTimeout(options.timeoutMs / 1000));
  const timer = setTimeout(() => controller.abort(timeout), options.timeoutMs);
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(timeout), { once: true });
  });
  aborted.catch(() => undefined);
  let request = first;
  try {
    for (let redirects = 0; ; redirects += 1) {
      // A name server that never answers counts against the time limit too.
      const target = await Promise.race([checkedAddress(request.url, options), aborted]);
      const response = await connect(request, target, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location !== undefined) {
        response.resume();
        if (redirects >= options.maxRedirects)
          throw new ProxyError(502, REST_MESSAGES.proxyRedirects(options.maxRedirects));
        request = redirected(request, response.statusCode ?? 0, location);
        continue;
      }
      const body = await readLimited(response, options.maxBytes);
      return {
        status: response.statusCode ?? 502,
        statusText: response.statusMessage ?? '',
        headers: answerHeaders(response),
        body,
      };
    }
  } catch (error) {
    if (controller.signal.aborted) throw timeout;
    if (error instanceof ProxyError) throw error;
    throw new ProxyError(502, REST_MESSAGES.proxyUnreachable((error as Error).message));
  } finally {
    clearTimeout(timer);
  }
}

/** The next request of a redirect: 303 (and 301/302 after a POST) become a GET without body. */
function redirected(request: OutgoingRequest, status: number, location: string): OutgoingRequest {
  let url: URL;
  try {
    url = new URL(location, request.url);
  } catch {
    throw new ProxyError(502, REST_MESSAGES.proxyRedirectLocation);
  }
  const toGet =
    (status === 303 && request.method !== 'HEAD') ||
    ((status === 301 || status === 302) && request.method === 'POST');
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    const lower = key.toLowerCase();
    if (toGet && lower.startsWith('content-')) continue;
    if (url.origin !== request.url.origin && CREDENTIAL_HEADERS.has(lower)) continue;
    headers[key] = value;
  }
  return {
    url,
    method: toGet ? 'GET' : request.method,
    headers,
    body: toGet ? undefined : request.body,
  };
}
