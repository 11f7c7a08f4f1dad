/**
 * The editor API, on editor hosts: sites, their files with ETags and preconditions, validation
 * and publishing; plus the editor's HTML for every other GET.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasErrors } from '@shared/schema/index.ts';
import type { ServerContext } from '@server/contract.ts';
import { requireRole } from '@server/authors/guard.ts';
import { rolesOf } from '@server/authors/store.ts';
import { extractSecrets } from '@server/site-secrets/sites.ts';
import { redactSite, redactSiteText, restoreSecrets } from './secrets.ts';
import { SITE_ENVIRONMENTS, siteUrl, type SiteEnvironment } from '@server/hosts.ts';
import { securePage } from '@server/csp/page.ts';
import { NOT_FRAMED } from '@server/csp/policy.ts';
import { boundedJsonText, boundJsonBodies } from '@server/json-body.ts';
import type { Precondition } from '@server/site-store/store.ts';
import { parseFileText, UnreadableFileError } from '@server/site-store/unreadable.ts';
import { SITE_FILE, siteFileRef } from '@shared/schema/files.ts';
import { editorOnly, fail, header, siteOfRequest, type SiteParams } from './http.ts';
import { openingFilesBody } from './opening-files.ts';
import { publishChecks, publishRoutes } from './publish-routes.ts';

/** Largest file body accepted, in bytes. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

type FileParams = SiteParams & { '*': string };

/**
 * A site's name and page count in the list, from its site.json alone. Loading and checking
 * every site's pages made the list take ~0.3 s with the benchmark's 2,000-element site, and the
 * editor's first frame waits for it; a site's problems are shown when it is opened.
 */
function listedAs(id: string, siteJson: string | undefined): { name: string; pageCount: number } {
  try {
    const site = JSON.parse(siteJson ?? '') as { name?: unknown; pages?: unknown };
    return {
      name: typeof site.name === 'string' && site.name.trim() ? site.name : id,
      pageCount: Array.isArray(site.pages) ? site.pages.length : 0,
    };
  } catch {
    return { name: id, pageCount: 0 };
  }
}

export async function editorRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  const { store } = context;
  await server.register((await import('./assets.ts')).editorAssetRoutes, context);

  // Bodies reach the routes as text: site files are checked (and located) by our own parser,
  // once their nesting is known to be within bound (400 otherwise).
  boundJsonBodies(server, { parser: boundedJsonText, bodyLimit: MAX_FILE_BYTES });
  server.setErrorHandler(
    (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      // A site file on disk that cannot be read or parsed: the file's problem, where it is.
      if (error instanceof UnreadableFileError) return reply.code(422).send(error.toAnswer());
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return fail(
          reply,
          413,
          'too-large',
          `The body is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      return fail(reply, status, status >= 500 ? 'server-error' : 'bad-request', error.message);
    },
  );

  /** Resolves the site of a request, or answers 404. */
  const siteOf = (request: FastifyRequest<{ Params: SiteParams }>, reply: FastifyReply) =>
    siteOfRequest(store, request, reply);

  /** A site file as the editor may read it: `site.json` without plugins' secrets. */
  const readForEditor = async (siteId: string, path: string) => {
    const file = await store.read(siteId, path);
    return file && path === SITE_FILE ? { ...file, text: redactSiteText(file.text) } : file;
  };

  /** Resolves the site and the site file of a request, or answers 404. */
  async function siteFileOf(
    request: FastifyRequest<{ Params: FileParams }>,
    reply: FastifyReply,
  ): Promise<{ siteId: string; path: string } | null> {
    const siteId = await siteOf(request, reply);
    if (!siteId) return null;
    const path = request.params['*'];
    if (!siteFileRef(path)) {
      await fail(
        reply,
        404,
        'not-found',
        `"${path}" is not a site file (site.json, pages/{id}.json or sections/{uid}.json).`,
      );
      return null;
    }
    return { siteId, path };
  }

  server.get('/api/sites', editorOnly, async (request) => {
    const defaultSiteId = await context.defaultSiteId();
    const sites = [];
    // An author sees the sites they are a member of; an administrator every site.
    const author = request.author;
    const roles =
      author && !author.administrator ? await rolesOf(await context.db(), author.email) : null;
    for (const id of await store.listSites()) {
      if (roles && !(id in roles)) continue;
      const file = await store.read(id, SITE_FILE);
      const urls = Object.fromEntries(
        SITE_ENVIRONMENTS.map((env) => [
          env,
          siteUrl(env, id, defaultSiteId, request.headers.host, context.hostOptions),
        ]),
      ) as Record<SiteEnvironment, string>;
      sites.push({ id, ...listedAs(id, file?.text), urls });
    }
    return { sites, defaultSiteId };
  });

  server.get<{ Params: SiteParams }>('/api/sites/:siteId', editorOnly, async (request, reply) => {
    const siteId = await siteOf(request, reply);
    if (!siteId) return reply;
    const [{ readable, problems }, file] = await Promise.all([
      store.load(siteId),
      store.read(siteId, 'site.json'),
    ]);
    return {
      site: readable ? redactSite(readable.site) : null,
      etag: readable ? (file?.etag ?? null) : null,
      problems,
    };
  });

  server.get<{ Params: SiteParams }>(
    '/api/sites/:siteId/validation',
    editorOnly,
    async (request, reply) => {
      const siteId = await siteOf(request, reply);
      if (!siteId) return reply;
      const { problems } = await publishChecks(context, siteId);
      return { ok: !hasErrors(problems), problems };
    },
  );

  // Every file the editor opens, in one answer (`opening-files.ts`); 404 when the editor
  // should read them one by one.
  server.get<{ Params: SiteParams }>(
    '/api/sites/:siteId/files',
    editorOnly,
    async (request, reply) => {
      const siteId = await siteOf(request, reply);
      if (!siteId) return reply;
      const body = await openingFilesBody((path) => readForEditor(siteId, path));
      if (body === null) {
        return fail(reply, 404, 'not-found', 'Read the files one by one to know what is wrong.');
      }
      return reply.header('cache-control', 'no-cache').type('application/json').send(body);
    },
  );

  server.get<{ Params: FileParams }>(
    '/api/sites/:siteId/files/*',
    editorOnly,
    async (request, reply) => {
      const target = await siteFileOf(request, reply);
      if (!target) return reply;
      const { siteId, path } = target;
      const file = await readForEditor(siteId, path);
      if (!file) return fail(reply, 404, 'not-found', `${path} does not exist.`);
      return reply
        .header('etag', file.etag)
        .header('cache-control', 'no-cache')
        .type('application/json')
        .send(file.text);
    },
  );

  server.put<{ Params: FileParams; Body: string }>(
    '/api/sites/:siteId/files/*',
    editorOnly,
    async (request, reply) => {
      const target = await siteFileOf(request, reply);
      if (!target) return reply;
      const { siteId, path } = target;
      const ifMatch = header(request, 'if-match');
      const ifNoneMatch = header(request, 'if-none-match');
      let precondition: Precondition;
      if (ifMatch) precondition = { ifMatch };
      else if (ifNoneMatch === '*') precondition = { ifNoneMatch: '*' };
      else {
        return fail(
          reply,
          428,
          'precondition-required',
          'Send If-Match with the ETag you read, or If-None-Match: * to create the file.',
        );
      }
      let body = typeof request.body === 'string' ? request.body : '';
      if (path === SITE_FILE) {
        // Private settings are write-only: kept values come back, and only owners change them.
        const restored = restoreSecrets(body, (await store.read(siteId, SITE_FILE))?.text ?? null);
        if (
          restored.changed.length > 0 &&
          !(await requireRole(request, reply, context, siteId, 'owner'))
        )
          return reply;
        if (restored.changed.length > 0) request.secretsChanged = restored.changed;
        // New values go to the secrets store; the file keeps a reference (`site-secrets/`).
        const extracted = extractSecrets(restored.text);
        for (const [name, value] of extracted.secrets)
          await context.secrets.put(siteId, name, value);
        body = extracted.text;
      }
      const result = await store.write(siteId, path, body, precondition);
      if (result.ok)
        return reply
          .code(result.created ? 201 : 200)
          .header('etag', result.etag)
          .send({ etag: result.etag });
      if (result.reason === 'invalid') {
        return fail(
          reply,
          400,
          'invalid',
          `${path} was not saved: it has ${result.problems.length} problem(s).`,
          {
            problems: result.problems,
          },
        );
      }
      // The file changed on disk; into something that is not JSON, it is answered 422 (the
      // place from the file itself: a site.json withheld for its secrets reads as empty).
      const current = result.text === null ? null : parseFileText(path, result.text);
      const content =
        path === SITE_FILE && result.text !== null
          ? (JSON.parse(redactSiteText(result.text)) as unknown)
          : current;
      return fail(
        reply,
        409,
        'conflict',
        result.etag === null
          ? `${path} no longer exists.`
          : `${path} was changed since you read it; your change was not saved.`,
        { etag: result.etag, content },
      );
    },
  );

  server.delete<{ Params: FileParams }>(
    '/api/sites/:siteId/files/*',
    editorOnly,
    async (request, reply) => {
      const target = await siteFileOf(request, reply);
      if (!target) return reply;
      const { siteId, path } = target;
      const ifMatch = header(request, 'if-match');
      if (!ifMatch)
        return fail(reply, 428, 'precondition-required', 'Send If-Match with the ETag you read.');
      const result = await store.delete(siteId, path, ifMatch);
      if (result.ok) return reply.code(204).send();
      if (result.reason === 'not-found')
        return fail(reply, 404, 'not-found', `${path} does not exist.`);
      return fail(
        reply,
        409,
        'conflict',
        `${path} was changed since you read it; it was not deleted.`,
        { etag: result.etag },
      );
    },
  );

  await publishRoutes(server, context);

  server.all('/api/*', editorOnly, async (request, reply) =>
    fail(reply, 404, 'not-found', `No API route ${request.method} ${request.url}.`),
  );

  // The canvas iframe's page (editor/canvas/frame.html): same origin as the editor, and framed
  // by the editor only (its content security policy, `server/csp/`).
  server.get('/canvas-frame', editorOnly, async (request, reply) => {
    const html = await context.frontEnd.html('canvas', request.url);
    const page = securePage(reply, html, { frameAncestors: ["'self'"] });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });

  // The editor itself frames its canvas and is framed by nobody.
  server.get('/*', editorOnly, async (request, reply) => {
    const html = await context.frontEnd.html('editor', request.url);
    const page = securePage(reply, html, { frameAncestors: NOT_FRAMED });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
