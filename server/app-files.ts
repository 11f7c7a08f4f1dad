/**
 * The built bundles under `/_app/` (hashed names: a file never changes under its name), served
 * from memory: each file is read once on its first request with the build's brotli and gzip
 * copies (`precompress.ts`; a file without them is sent as it is), then sent with a strong ETag,
 * `Vary: Accept-Encoding` and `immutable` caching for a year. `@fastify/static` looked the file
 * and its copies up on disk and streamed them on every request: a JS bundle answered at 0.22×
 * the requests per second of a bare `node:http` server sending the same bytes (issue 31).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf } from './content-types.ts';
import { sendStatic, type StaticBytes } from './static-answer.ts';

/** Hashed names: browsers and CDNs keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A name under `/_app/`: folders and file names of the build, no `..`, no dot file. */
const APP_FILE = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.\w+$/;

const optional = (path: string) => readFile(path).catch(() => null);

/** A built file with its build-time copies; null when there is no such file. */
async function appFile(root: string, name: string): Promise<StaticBytes | null> {
  const path = join(root, name);
  const identity = await optional(path);
  if (!identity) return null;
  const [br, gz] = await Promise.all([optional(`${path}.br`), optional(`${path}.gz`)]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const type = contentTypeOf(name);
  return {
    type,
    bytes: { br: br ?? identity, gzip: gz ?? identity, identity },
    etags: {
      br: br ? `"${hash}-br"` : `"${hash}"`,
      gzip: gz ? `"${hash}-gz"` : `"${hash}"`,
      identity: `"${hash}"`,
    },
  };
}

/** `GET /_app/*` from `root` (the build's `_app` folder), every host. */
export async function appFileRoutes(server: FastifyInstance, root: string): Promise<void> {
  const files = new Map<string, Promise<StaticBytes | null>>();
  server.get<{ Params: { '*': string } }>('/_app/*', async (request, reply) => {
    const name = request.params['*'];
    const notFound = () => reply.code(404).send({ error: 'File not found.' });
    if (!APP_FILE.test(name) || name.endsWith('.br') || name.endsWith('.gz')) return notFound();
    let file = files.get(name);
    if (!file) {
      file = appFile(root, name);
      files.set(name, file);
      // Only files that exist are kept: made-up names fill no memory.
      void file.then((found) => found ?? files.delete(name));
    }
    const found = await file;
    if (!found) return notFound();
    return sendStatic(request, reply, found, { cacheControl: IMMUTABLE });
  });
}
