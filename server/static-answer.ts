/**
 * Published bytes answered as a static file server answers them (issue 31): made once (per
 * publish, or per cache fill of a record's page), held in memory as they are and compressed with
 * brotli and gzip, and sent with a strong ETag per encoding (`If-None-Match` → 304),
 * `Vary: Accept-Encoding` and the caller's `Cache-Control`. No work per request beyond choosing
 * the encoding: compressing a 100 KB page on every answer cost more than everything else.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One answer's bytes in each encoding, with their ETags. */
export interface StaticBytes {
  type: string;
  bytes: Readonly<Record<Encoding, Buffer>>;
  etags: Readonly<Record<Encoding, string>>;
}

/** Under this, an answer is sent as it is (compression would save less than its headers). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality 9: within a few per cent of 11 for pages and JSON, in a tenth of the time (a
 * product page's fill is paid by a visitor).
 */
const BROTLI_QUALITY = 9;

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** The body compressed once, with a strong ETag per encoding (sha-256 of the body). */
export async function staticBytes(body: string | Buffer, type: string): Promise<StaticBytes> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const etags = {
    br: `"${hash}${SUFFIX.br}"`,
    gzip: `"${hash}${SUFFIX.gzip}"`,
    identity: `"${hash}"`,
  };
  if (identity.length < MIN_COMPRESSED_BYTES)
    return { type, bytes: { br: identity, gzip: identity, identity }, etags: sameTags(etags) };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { type, bytes: { br, gzip: gz, identity }, etags };
}

/** A small body is one representation: one tag for every encoding asked for. */
const sameTags = (etags: Record<Encoding, string>) => ({
  br: etags.identity,
  gzip: etags.identity,
  identity: etags.identity,
});

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else the bytes as they
 * are. A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 says for it). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  if (text.trim() === '*') return true;
  return text.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface StaticAnswer {
  /** `Cache-Control` of the answer. */
  cacheControl: string;
  /** 200 by default; only a 200 is answered 304. */
  status?: number;
  /** Headers of this answer beyond the bytes' own (a cookie, a policy). */
  headers?: Readonly<Record<string, string>>;
  /** Header names the answer varies on besides `Accept-Encoding`. */
  vary?: readonly string[];
}

/** Sends `bytes` in the encoding the request accepts, or 304 when it already holds them. */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: StaticBytes,
  answer: StaticAnswer,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = bytes.etags[encoding];
  const status = answer.status ?? 200;
  reply
    .header('etag', etag)
    .header('cache-control', answer.cacheControl)
    .header('vary', ['accept-encoding', ...(answer.vary ?? [])].join(', '));
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag))
    return reply.code(304).send();
  const body = bytes.bytes[encoding];
  // Already encoded here: the compress plugin (`app.ts`) leaves an encoded answer alone, and
  // must not deflate one sent as it is (its ETag names these bytes).
  if (body !== bytes.bytes.identity) reply.header('content-encoding', encoding);
  else request.headers['x-no-compression'] = '1';
  return reply.code(status).type(bytes.type).send(body);
}
