/**
 * The author's files of a site (images, video, sound, PDF), kept with its definition in the
 * site folder's `assets/` (served to visitors at `/assets/{name}`, copied by every publish).
 * Editor hosts only:
 *
 * - `PUT /api/sites/:siteId/assets/:name` with the raw file as the body and its
 *   `Content-Type`: the name made safe (`asset-types.ts`), the type checked against
 *   `ASSET_TYPES` (no SVG: it can carry script), the size against the visitor upload limit
 *   (`BAOBAB_UPLOAD_MAX_BYTES`, 10 MB). A name already used gets `-2`, `-3`… (an author's file
 *   is never replaced), the file is written beside and linked in whole. → 201
 *   `{ url: '/assets/{name}', name, size, type }`; 400 bad name or type (with `allowed`), 404
 *   unknown site, 413 too large.
 * - `GET /api/sites/:siteId/assets/*`: a site's file, for the editor's own pages (the upload
 *   field's preview).
 * - `GET /assets/*` for the canvas frame: the site comes from the frame's address in the
 *   `Referer` (`/canvas-frame?site={siteId}`), so the page's own `/assets/…` addresses show in
 *   the canvas as they do on the site.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { requireRole } from '@server/authors/guard.ts';
import { SITE_ID_PATTERN } from '@server/site-store/store.ts';
import { UPLOAD_MESSAGES, uploadSettingsFromEnv } from '@server/uploads/routes.ts';
import {
  ASSET_TYPE_LIST,
  assetName,
  assetType,
  assetUrl,
  CANVAS_SITE_PARAM,
  numberedName,
  typeOfAssetName,
} from '@editor/fields/asset-types.ts';
import { editorOnly, fail, header, type SiteParams } from './http.ts';

/** Files a site may hold besides the uploadable ones (`runtime/server/routes.ts` serves them). */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** How many numbered names are tried before giving up (`photo-2.png` … `photo-999.png`). */
const MAX_NUMBER = 999;

const MB = 1024 * 1024;

class TooLarge extends RangeError {}

export async function editorAssetRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const { store } = context;
  const { maxBytes } = uploadSettingsFromEnv(process.env);
  const tooLarge = UPLOAD_MESSAGES.tooLarge(maxBytes);

  // The body reaches the upload as the request stream: it is counted and written as it comes.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  server.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof TooLarge) return fail(reply, 413, 'too-large', tooLarge);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return fail(reply, status, status >= 500 ? 'server-error' : 'bad-request', error.message);
  });

  async function knownSite(siteId: string): Promise<boolean> {
    return SITE_ID_PATTERN.test(siteId) && (await store.hasSite(siteId));
  }

  const assetsDir = (siteId: string) => join(store.siteDir(siteId), 'assets');

  type PutRequest = FastifyRequest<{ Params: SiteParams & { name: string } }>;
  /** What an upload request's headers decided, before its body is read. */
  const accepted = new WeakMap<FastifyRequest, { siteId: string; type: string; name: string }>();

  /** Checks the site, type, name and declared size; answers the refusal, else notes the upload. */
  async function check(request: PutRequest, reply: FastifyReply): Promise<void> {
    const { siteId, name: rawName } = request.params;
    if (!(await knownSite(siteId)))
      return void fail(reply, 404, 'not-found', `There is no site "${siteId}".`);
    const rawType = header(request, 'content-type') ?? '';
    const type = assetType(rawType);
    if (!type) {
      return void fail(
        reply,
        400,
        'bad-type',
        `Files of type "${rawType || 'unknown'}" cannot be added to a site; these can: ${ASSET_TYPE_LIST.join(', ')}.`,
        { allowed: ASSET_TYPE_LIST },
      );
    }
    const name = assetName(rawName, type);
    if (!name) {
      return void fail(
        reply,
        400,
        'bad-name',
        `"${rawName}" is not a usable file name: use letters, digits, ".", "_" or "-".`,
      );
    }
    const declared = header(request, 'content-length');
    if (declared !== undefined && Number(declared) > maxBytes)
      return void fail(reply, 413, 'too-large', tooLarge);
    accepted.set(request, { siteId, type, name });
  }

  server.put<{ Params: SiteParams & { name: string } }>(
    '/api/sites/:siteId/assets/:name',
    // Before the body is parsed: a refused upload is answered without reading it.
    { ...editorOnly, onRequest: (request, reply) => check(request as PutRequest, reply) },
    async (request, reply) => {
      const upload = accepted.get(request);
      if (!upload) throw new Error('The upload was not checked.');
      const { siteId, type, name } = upload;
      const dir = assetsDir(siteId);
      await mkdir(dir, { recursive: true });
      // A dot file (never an asset name), linked under its final name once whole.
      const part = join(dir, `.upload-${randomBytes(6).toString('hex')}.part`);
      let size: number;
      let stored: string | null = null;
      try {
        size = await receive(request.body as NodeJS.ReadableStream | undefined, part);
        if (size > 0 && size <= maxBytes) stored = await place(part, dir, name);
      } finally {
        // Before answering: the client sees the folder as it stays.
        await rm(part, { force: true });
      }
      if (size > maxBytes) {
        return reply
          .code(413)
          .header('connection', 'close')
          .send({ error: 'too-large', message: tooLarge });
      }
      if (size === 0) return fail(reply, 400, 'empty', 'The file is empty.');
      if (!stored) {
        return fail(
          reply,
          409,
          'conflict',
          `The site already has ${MAX_NUMBER} files named like "${name}"; rename the file.`,
        );
      }
      return reply.code(201).send({ url: assetUrl(stored), name: stored, size, type });
    },
  );

  /**
   * Writes the body to `part` and syncs it; answers the bytes received. Past the limit the rest
   * is read and dropped (the client gets its 413 rather than a reset connection); far past it
   * (1 MB more), the connection is cut.
   */
  async function receive(body: NodeJS.ReadableStream | undefined, part: string): Promise<number> {
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > maxBytes + MB) callback(new TooLarge(tooLarge));
        else callback(null, received > maxBytes ? undefined : chunk);
      },
    });
    const file = createWriteStream(part, { flags: 'wx' });
    if (body) await pipeline(body, counter, file);
    else await new Promise((done, failed) => file.on('error', failed).end(done));
    // On disk before it takes its name, as the site store writes (server/site-store/atomic.ts).
    const handle = await open(part, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return received;
  }

  /**
   * Gives the whole file at `part` its name, `name` or the first free `name-2`, `name-3`…:
   * a hard link fails rather than replace a file, so two uploads never take the same name.
   */
  async function place(part: string, dir: string, name: string): Promise<string | null> {
    for (let n = 1; n <= MAX_NUMBER; n++) {
      const candidate = n === 1 ? name : numberedName(name, n);
      const target = join(dir, candidate);
      try {
        await link(part, target);
        return candidate;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') continue;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
          throw error;
        // No hard links on this file system: take the name with an empty file, then replace it.
        try {
          await (await open(target, 'wx')).close();
        } catch (taken) {
          if ((taken as NodeJS.ErrnoException).code === 'EEXIST') continue;
          throw taken;
        }
        await rename(part, target);
        return candidate;
      }
    }
    return null;
  }

  /** Answers a file of the site's `assets/` (not a dot file, nothing outside the folder). */
  async function serve(reply: FastifyReply, siteId: string, path: string) {
    const notFound = () => fail(reply, 404, 'not-found', `The site has no file "${path}".`);
    if (path.split('/').some((segment) => segment === '' || segment.startsWith('.')))
      return notFound();
    const root = resolve(assetsDir(siteId));
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) return notFound();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return notFound();
    }
    const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
    return (
      reply
        .type(typeOfAssetName(file) ?? OTHER_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        // Opened on its own (an SVG), the file runs nothing on the editor's origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('vary', 'referer')
        .send(body)
    );
  }

  server.get<{ Params: SiteParams & { '*': string } }>(
    '/api/sites/:siteId/assets/*',
    editorOnly,
    async (request, reply) => {
      const { siteId } = request.params;
      if (!(await knownSite(siteId)))
        return fail(reply, 404, 'not-found', `There is no site "${siteId}".`);
      return serve(reply, siteId, request.params['*']);
    },
  );

  server.get<{ Params: { '*': string } }>('/assets/*', editorOnly, async (request, reply) => {
    const siteId = canvasSite(request);
    if (!siteId || !(await knownSite(siteId))) {
      return fail(
        reply,
        404,
        'not-found',
        `On the editor host, /assets/… is answered for the canvas (/canvas-frame?${CANVAS_SITE_PARAM}={siteId}); read a site's file at /api/sites/{siteId}/assets/….`,
      );
    }
    // The canvas of a site its author may read: a signed-in author of another site may not.
    if (!(await requireRole(request, reply, context, siteId, 'viewer'))) return reply;
    return serve(reply, siteId, request.params['*']);
  });
}

/** The site of the canvas frame a request comes from (its `Referer`), else null. */
function canvasSite(request: FastifyRequest): string | null {
  const referer = header(request, 'referer');
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.host !== (header(request, 'host') ?? '').toLowerCase()) return null;
  if (url.pathname !== '/canvas-frame') return null;
  return url.searchParams.get(CANVAS_SITE_PARAM);
}
