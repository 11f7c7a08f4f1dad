/**
 * Visitor file uploads (seeds 000 §7 "Files"), on the site's own origin:
 *
 * - `POST /api/designs/{designId}/user-files` `{ name, type, size, tag }` → `{ signedRequest, url,
 *   name, ext, tag, size }`: the name sanitised as the seeds say, the type checked against the
 *   allow-list and the size against the limit; `signedRequest` is a signed address valid for
 *   `ttlSeconds`.
 * - `PUT {signedRequest}` with the raw file (Content-Type = the signed type, exactly `size`
 *   bytes, no auth header): stored under `{dataDir}/uploads/{siteId}/{key}/{name}`. A bad
 *   signature or an expired address → 403; another Content-Type → 415; more bytes than signed
 *   or than the limit → 413. An address is single-use: once its file is stored (or while a PUT
 *   to it runs), another PUT → 409; a PUT that failed (wrong size…) leaves it usable again.
 *   Each client address may have `signsPerMinute` addresses signed a minute; beyond, 429.
 * - `GET {url}` serves the file with its type (immutable: every upload has its own random key).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { sanitizeUploadName } from '@shared/workflow/actions/upload-file/index.ts';
import type { ServerContext } from '../contract.ts';
import { resolveHost } from '../hosts.ts';
import { checkGrant, signGrant, uploadSecret, type UploadGrant } from './signing.ts';

export interface UploadSettings {
  /** Largest file accepted, in bytes (`BAOBAB_UPLOAD_MAX_BYTES`, default 10 MB). */
  maxBytes: number;
  /** Content types accepted (`BAOBAB_UPLOAD_TYPES`, comma-separated). */
  types: readonly string[];
  /** How long a signed upload address stays valid (`BAOBAB_UPLOAD_URL_TTL`, default 900 s). */
  ttlSeconds: number;
  /** Upload addresses signed per client address per minute (`BAOBAB_UPLOAD_SIGN_LIMIT`, 60). */
  signsPerMinute: number;
}

/** Images, documents, sound and video a shop's visitors send; no HTML or SVG (script hosts). */
export const DEFAULT_UPLOAD_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/json',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'video/mp4',
  'video/webm',
];

const MB = 1024 * 1024;

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

export function uploadSettingsFromEnv(env: NodeJS.ProcessEnv): UploadSettings {
  const types = env.BAOBAB_UPLOAD_TYPES?.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return {
    maxBytes: positiveNumber('BAOBAB_UPLOAD_MAX_BYTES', env.BAOBAB_UPLOAD_MAX_BYTES, 10 * MB),
    types: types && types.length > 0 ? types : DEFAULT_UPLOAD_TYPES,
    ttlSeconds: positiveNumber('BAOBAB_UPLOAD_URL_TTL', env.BAOBAB_UPLOAD_URL_TTL, 900),
    signsPerMinute: positiveNumber('BAOBAB_UPLOAD_SIGN_LIMIT', env.BAOBAB_UPLOAD_SIGN_LIMIT, 60),
  };
}

export const UPLOAD_MESSAGES = {
  badPayload: 'The payload must be { name, type, size, tag? }: name and type texts, size in bytes.',
  badName: 'The file name is not usable.',
  siteNotFound: 'Site not found.',
  typeNotAllowed: (type: string) => `Files of type "${type}" cannot be uploaded.`,
  tooLarge: (maxBytes: number) =>
    `The file is larger than the upload limit (${sizeText(maxBytes)}).`,
  badSignature: 'The upload address is not valid.',
  expired: 'The upload address has expired.',
  used: 'The upload address has already been used. Ask for a new one.',
  typeMismatch: (type: string) => `The Content-Type must be "${type}", the type of the upload.`,
  sizeMismatch: (size: number) => `The body must be exactly ${size} bytes, the size of the upload.`,
  fileNotFound: 'File not found.',
  tooManySigned: (seconds: number) =>
    `Too many uploads from this address. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

function sizeText(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes} bytes`;
}

/** `photo.JPG` → `jpg`; no dot (or only a leading one) → ``. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A media type without parameters, lower-case: `Text/Plain; charset=utf-8` → `text/plain`. */
const mediaType = (value: string) => (value.split(';')[0] ?? '').trim().toLowerCase();

const KEY = /^[0-9a-f]{32}$/;

interface StoredMeta {
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
}

interface FileParams {
  designId: string;
  key: string;
  name: string;
}

interface PutQuery {
  type?: string;
  size?: string;
  expires?: string;
  signature?: string;
}

/** The site a request's host serves (the default site on bare environment hosts). */
async function hostSite(context: ServerContext, request: FastifyRequest): Promise<string | null> {
  const target = resolveHost(request.headers.host, context.hostOptions);
  if (target.kind !== 'site') return null;
  return target.siteId ?? (await context.defaultSiteId());
}

/** The site's uploads folder (`designId` as the host resolves it, never a path of the request). */
function uploadsDir(context: ServerContext, siteId: string): string {
  return join(context.config.dataDir, 'uploads', siteId);
}

function fileAddress(request: FastifyRequest, siteId: string, key: string, name: string): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}/api/designs/${encodeURIComponent(
    siteId,
  )}/user-files/${key}/${encodeURIComponent(name)}`;
}

/** The stored file's type and size, or null when there is no such upload. */
async function storedMeta(dir: string, key: string, name: string): Promise<StoredMeta | null> {
  try {
    const meta = JSON.parse(await readFile(join(dir, `${key}.json`), 'utf8')) as StoredMeta;
    if (meta.name !== name) return null;
    await stat(join(dir, key, name));
    return meta;
  } catch {
    return null;
  }
}

/**
 * The stored upload a visitor's `url` names — an address this server gave for `siteId` on the
 * request's own host (`{ url }` of the upload action), whose file arrived — or null. A server
 * half keeping visitors' photo addresses checks them with this, so an order never points at
 * another site's files or anywhere else.
 */
export async function uploadedFile(
  context: ServerContext,
  siteId: string,
  url: unknown,
  host: string | undefined,
): Promise<{ name: string; type: string; size: number } | null> {
  if (typeof url !== 'string' || !host) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.host !== host || parsed.search || parsed.hash)
    return null;
  const match = /^\/api\/designs\/([^/]+)\/user-files\/([^/]+)\/([^/]+)$/.exec(parsed.pathname);
  if (!match) return null;
  let designId: string;
  let name: string;
  try {
    designId = decodeURIComponent(match[1]!);
    name = decodeURIComponent(match[3]!);
  } catch {
    return null;
  }
  const key = match[2]!;
  if (designId !== siteId || !KEY.test(key) || storedName(name) !== name) return null;
  const meta = await storedMeta(uploadsDir(context, siteId), key, name);
  return meta ? { name: meta.name, type: meta.type, size: meta.size } : null;
}

/** A usable stored name: sanitised, not empty, no `.`/`..`, no control characters. */
function storedName(raw: string): string | null {
  const name = sanitizeUploadName(raw.normalize('NFC'));
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (name === '' || name === '.' || name === '..' || /[\u0000-\u001f\u007f]/.test(name))
    return null;
  return Buffer.byteLength(name) <= 200 ? name : null;
}

export function uploadRoutes(settings: UploadSettings = uploadSettingsFromEnv(process.env)) {
  return async function routes(server: FastifyInstance, context: ServerContext): Promise<void> {
    const allowed = new Set(settings.types.map(mediaType));
    // Per client address (the connection's), in memory: signing is cheap, storage is not.
    const signing = new RateLimiterMemory({ points: settings.signsPerMinute, duration: 60 });

    server.post<{ Params: { designId: string }; Body: unknown }>(
      '/api/designs/:designId/user-files',
      { constraints: { hostKind: 'site' }, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const siteId = await hostSite(context, request);
        if (siteId === null || siteId !== request.params.designId)
          return reply.code(404).send({ error: UPLOAD_MESSAGES.siteNotFound });
        const held = await signing.consume(request.ip).then(
          () => 0,
          (limit: RateLimiterRes) => Math.max(1, Math.ceil(limit.msBeforeNext / 1000)),
        );
        if (held > 0)
          return reply
            .code(429)
            .header('retry-after', String(held))
            .send({ error: UPLOAD_MESSAGES.tooManySigned(held) });
        const body = request.body as Record<string, unknown> | null | undefined;
        const { name, type, size, tag } = body ?? {};
        if (
          typeof name !== 'string' ||
          typeof type !== 'string' ||
          typeof size !== 'number' ||
          !Number.isInteger(size) ||
          size < 0 ||
          (tag !== undefined && tag !== null && typeof tag !== 'string')
        )
          return reply.code(400).send({ error: UPLOAD_MESSAGES.badPayload });
        const fileName = storedName(name);
        if (fileName === null) return reply.code(400).send({ error: UPLOAD_MESSAGES.badName });
        const fileType = mediaType(type);
        if (!allowed.has(fileType))
          return reply.code(415).send({ error: UPLOAD_MESSAGES.typeNotAllowed(type) });
        if (size > settings.maxBytes)
          return reply.code(413).send({ error: UPLOAD_MESSAGES.tooLarge(settings.maxBytes) });
        const grant: UploadGrant = {
          siteId,
          key: randomBytes(16).toString('hex'),
          name: fileName,
          type: fileType,
          size,
          expires: Math.floor(Date.now() / 1000) + settings.ttlSeconds,
        };
        const signature = signGrant(grant, await uploadSecret(context.config.dataDir));
        const url = fileAddress(request, siteId, grant.key, fileName);
        const query = new URLSearchParams({
          type: grant.type,
          size: String(size),
          expires: String(grant.expires),
          signature,
        });
        return reply.header('cache-control', 'no-store').send({
          signedRequest: `${url}?${query.toString()}`,
          url,
          name: fileName,
          ext: extensionOf(fileName),
          tag: tag ?? null,
          size,
        });
      },
    );

    const filePath = '/api/designs/:designId/user-files/:key/:name';

    server.get<{ Params: FileParams }>(
      filePath,
      { constraints: { hostKind: 'site' } },
      async (request, reply) => {
        const { designId, key, name } = request.params;
        const siteId = await hostSite(context, request);
        if (siteId !== designId || !KEY.test(key) || storedName(name) !== name)
          return reply.code(404).send({ error: UPLOAD_MESSAGES.fileNotFound });
        const dir = uploadsDir(context, siteId);
        const meta = await storedMeta(dir, key, name);
        if (!meta) return reply.code(404).send({ error: UPLOAD_MESSAGES.fileNotFound });
        return reply
          .header('content-type', meta.type)
          .header('content-length', meta.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('access-control-allow-origin', '*')
          .send(createReadStream(join(dir, key, name)));
      },
    );

    // The PUT takes the raw body as a stream, whatever its Content-Type (a JSON file is a file,
    // not a JSON body): its own scope with one catch-all parser that hands the stream over.
    await server.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      raw.put<{ Params: FileParams; Querystring: PutQuery }>(
        filePath,
        { constraints: { hostKind: 'site' } },
        (request, reply) => storeUpload(request, reply),
      );
    });

    async function storeUpload(
      request: FastifyRequest<{ Params: FileParams; Querystring: PutQuery }>,
      reply: FastifyReply,
    ) {
      const { designId, key, name } = request.params;
      const { type = '', size = '', expires = '', signature = '' } = request.query;
      const grant: UploadGrant = {
        siteId: designId,
        key,
        name,
        type,
        size: /^\d{1,15}$/.test(size) ? Number(size) : -1,
        expires: /^\d{1,15}$/.test(expires) ? Number(expires) : -1,
      };
      const siteId = await hostSite(context, request);
      const check =
        siteId === designId && KEY.test(key) && storedName(name) === name && grant.size >= 0
          ? checkGrant(grant, signature, await uploadSecret(context.config.dataDir))
          : 'bad-signature';
      if (check !== 'ok') {
        const error = check === 'expired' ? UPLOAD_MESSAGES.expired : UPLOAD_MESSAGES.badSignature;
        return reply.code(403).send({ error });
      }
      if (mediaType(request.headers['content-type'] ?? '') !== type)
        return reply.code(415).send({ error: UPLOAD_MESSAGES.typeMismatch(type) });
      const limit = Math.min(grant.size, settings.maxBytes);
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) > limit)
        return reply.code(413).send({ error: tooMany(grant.size) });
      const dir = uploadsDir(context, designId);
      await mkdir(join(dir, key), { recursive: true });
      // The address is claimed before any byte is written (`wx`: one PUT wins a race); the
      // claim stays once the file is stored, and is let go when the PUT fails.
      const claim = join(dir, key, '.claimed');
      try {
        await writeFile(claim, '', { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return reply.code(409).send({ error: UPLOAD_MESSAGES.used });
      }
      // A failed PUT lets the claim go before it is answered: a client retrying at once after
      // its 400 got 409 (the claim was removed after the answer was sent).
      let answer: Answer | undefined;
      try {
        answer = await receive(request, dir, grant, limit);
      } finally {
        if (answer?.status !== 200) await rm(claim, { force: true });
      }
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body);
    }

    interface Answer {
      status: number;
      body: Record<string, unknown>;
      headers?: Record<string, string>;
    }

    /** Writes the body to the grant's file: the answer to send (200 once it is stored). */
    async function receive(
      request: FastifyRequest,
      dir: string,
      grant: UploadGrant,
      limit: number,
    ): Promise<Answer> {
      const { key, name, type } = grant;
      const part = join(dir, key, `.${randomBytes(6).toString('hex')}.part`);
      let received = 0;
      // Past the limit the rest is read and dropped, so the client gets its 413 rather than a
      // reset connection; far past it (1 MB more), the connection is cut.
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > limit + MB) callback(new RangeError(tooMany(grant.size)));
          else callback(null, received > limit ? undefined : chunk);
        },
      });
      const body = request.body as NodeJS.ReadableStream | undefined;
      try {
        if (body) await pipeline(body, counter, createWriteStream(part));
        else await writeFile(part, '');
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      if (received > limit) {
        await rm(part, { force: true });
        return {
          status: 413,
          headers: { connection: 'close' },
          body: { error: tooMany(grant.size) },
        };
      }
      if (received !== grant.size) {
        await rm(part, { force: true });
        return { status: 400, body: { error: UPLOAD_MESSAGES.sizeMismatch(grant.size) } };
      }
      await rename(part, join(dir, key, name));
      const meta: StoredMeta = { name, type, size: received, uploadedAt: new Date().toISOString() };
      await writeFile(join(dir, `${key}.json`), JSON.stringify(meta));
      return { status: 200, headers: { 'access-control-allow-origin': '*' }, body: { ok: true } };
    }

    function tooMany(signedSize: number): string {
      return signedSize > settings.maxBytes
        ? UPLOAD_MESSAGES.tooLarge(settings.maxBytes)
        : UPLOAD_MESSAGES.sizeMismatch(signedSize);
    }
  };
}
