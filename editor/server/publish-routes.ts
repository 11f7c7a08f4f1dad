/**
 * Publishing in the editor API (editor hosts): publish, the state of each environment, the
 * publish history with a link to open each version, and rollback.
 *
 * - `GET  /api/sites/:site/publish` → `{ staging: Live | null, production: Live | null }`
 * - `POST /api/sites/:site/publish` `{ environment, message? }` → `PublishSummary`
 * - `GET  /api/sites/:site/publish/:env/versions` → `{ environment, keep, live, versions }`
 * - `GET  /api/sites/:site/publish/:env/changes` → `PublishChanges` (what publishing would change)
 * - `POST /api/sites/:site/publish/:env/rollback` `{ version }` → the version made live
 *
 * Versions are named by id (`VERSION_ID`, checked before any file is touched), never by path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasErrors } from '@shared/schema/index.ts';
import type { ServerContext } from '@server/contract.ts';
import { requireRole } from '@server/authors/guard.ts';
import { publishRole } from '@shared/schema/authors.ts';
import { siteUrl } from '@server/hosts.ts';
import { pluginSettingsProblems } from '@server/plugin-checks.ts';
import { resolvedPrivateSettings } from '@server/plugin-settings.ts';
import {
  DEFAULT_PUBLISH_HISTORY,
  MAX_PUBLISH_MESSAGE,
  PUBLISH_ENVIRONMENTS,
  publishSite,
  readPublishedStamp,
  rollbackSite,
  UnknownVersion,
  type PublishEnvironment,
} from '@server/publish.ts';
import { publishChanges } from '@server/publishing/changes.ts';
import { previewGrant, previewLink } from '@server/publishing/preview-link.ts';
import { isVersionId, listVersions, readPointer } from '@server/publishing/versions.ts';
import { warmRenders } from '@runtime/server/render.ts';
import { editorOnly, fail, siteOfRequest, type SiteParams } from './http.ts';

type EnvParams = SiteParams & { environment: string };

/**
 * What publishing checks: the site's files (schema, references, catalogue) and its enabled
 * plugins' settings (`pluginSettingsProblems`).
 */
export async function publishChecks(context: ServerContext, siteId: string) {
  const { bundle, problems } = await context.store.load(siteId);
  if (!bundle) return { bundle, problems };
  // Plugins check their private settings as the server will use them: the secrets store's
  // values (or a stand-in's own key), not the `{ "$secret" }` references of the file.
  const plugins = Object.fromEntries(
    await Promise.all(
      Object.entries(bundle.site.plugins).map(async ([id, entry]) => [
        id,
        { ...entry, privateSettings: await resolvedPrivateSettings(context, siteId, entry) },
      ]),
    ),
  ) as typeof bundle.site.plugins;
  const checked = { ...bundle, site: { ...bundle.site, plugins } };
  return { bundle, problems: [...problems, ...pluginSettingsProblems(checked)] };
}

/** A JSON object body (the editor API reads bodies as text), or null. */
function bodyObject(body: unknown): Record<string, unknown> | null {
  try {
    const value = JSON.parse(typeof body === 'string' ? body : '') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isEnvironment = (value: unknown): value is PublishEnvironment =>
  PUBLISH_ENVIRONMENTS.includes(value as PublishEnvironment);

export async function publishRoutes(
  server: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const { store, config } = context;
  const keep = config.publishHistory ?? DEFAULT_PUBLISH_HISTORY;

  const siteOf = (request: FastifyRequest<{ Params: SiteParams }>, reply: FastifyReply) =>
    siteOfRequest(store, request, reply);

  async function environmentOf(
    request: FastifyRequest<{ Params: EnvParams }>,
    reply: FastifyReply,
  ) {
    const siteId = await siteOf(request, reply);
    if (!siteId) return null;
    const { environment } = request.params;
    if (!isEnvironment(environment)) {
      await fail(reply, 404, 'not-found', `"${environment}" is not staging or production.`);
      return null;
    }
    return { siteId, environment };
  }

  /** As `environmentOf`, for an author who may publish there (else null after answering). */
  async function publishTargetOf(
    request: FastifyRequest<{ Params: EnvParams }>,
    reply: FastifyReply,
  ) {
    const target = await environmentOf(request, reply);
    if (!target) return null;
    const role = publishRole(target.environment);
    return (await requireRole(request, reply, context, target.siteId, role)) ? target : null;
  }

  server.get<{ Params: SiteParams }>(
    '/api/sites/:siteId/publish',
    editorOnly,
    async (request, reply) => {
      const siteId = await siteOf(request, reply);
      if (!siteId) return reply;
      const status: Partial<Record<PublishEnvironment, object | null>> = {};
      for (const env of PUBLISH_ENVIRONMENTS) {
        const stamp = await readPublishedStamp(config.dataDir, siteId, env);
        status[env] = stamp
          ? { publishedAt: stamp.publishedAt, version: stamp.version, number: stamp.number }
          : null;
      }
      return status;
    },
  );

  server.post<{ Params: SiteParams; Body: string }>(
    '/api/sites/:siteId/publish',
    editorOnly,
    async (request, reply) => {
      const siteId = await siteOf(request, reply);
      if (!siteId) return reply;
      const body = bodyObject(request.body);
      const environment = body?.environment;
      if (!isEnvironment(environment)) {
        return fail(
          reply,
          400,
          'bad-request',
          'Send { "environment": "staging" } or { "environment": "production" }.',
        );
      }
      // Staging takes an editor, production an owner.
      if (!(await requireRole(request, reply, context, siteId, publishRole(environment))))
        return reply;
      const message = body?.message ?? null;
      if (
        message !== null &&
        (typeof message !== 'string' || message.length > MAX_PUBLISH_MESSAGE)
      ) {
        return fail(
          reply,
          400,
          'bad-request',
          `The message must be text of at most ${MAX_PUBLISH_MESSAGE} characters.`,
        );
      }
      const { bundle, problems } = await publishChecks(context, siteId);
      if (!bundle || hasErrors(problems)) {
        return fail(reply, 400, 'invalid', 'The site has errors; fix them to publish.', {
          problems: problems.filter((p) => p.severity === 'error'),
        });
      }
      const summary = await publishSite(
        bundle,
        store.siteDir(siteId),
        config.dataDir,
        environment,
        {
          message,
          author: request.author?.email ?? null,
          keep,
        },
      );
      // Its pages are rendered for visitors now rather than on their first request.
      void warmRenders(context, siteId, summary.environment);
      return summary;
    },
  );

  server.get<{ Params: EnvParams }>(
    '/api/sites/:siteId/publish/:environment/versions',
    editorOnly,
    async (request, reply) => {
      const target = await environmentOf(request, reply);
      if (!target) return reply;
      const { siteId, environment } = target;
      const [versions, pointer] = await Promise.all([
        listVersions(config.dataDir, siteId, environment),
        readPointer(config.dataDir, siteId, environment),
      ]);
      const origin = siteUrl(
        environment,
        siteId,
        await context.defaultSiteId(),
        request.headers.host,
        context.hostOptions,
      ).replace(/\/$/, '');
      const now = Date.now();
      return reply.header('cache-control', 'no-store').send({
        environment,
        keep,
        live: pointer?.version ?? null,
        versions: await Promise.all(
          versions.map(async (stamp) => ({
            ...stamp,
            live: stamp.version === pointer?.version,
            url:
              origin +
              (await previewLink(
                config.dataDir,
                previewGrant(siteId, environment, stamp.version, now),
              )),
          })),
        ),
      });
    },
  );

  // What a publish there would change, for the author who may publish there (the confirmation).
  server.get<{ Params: EnvParams }>(
    '/api/sites/:siteId/publish/:environment/changes',
    editorOnly,
    async (request, reply) => {
      const target = await publishTargetOf(request, reply);
      if (!target) return reply;
      const { siteId, environment } = target;
      const { bundle } = await store.load(siteId);
      if (!bundle) return fail(reply, 400, 'invalid', 'The site has errors; fix them to publish.');
      const changes = await publishChanges(
        bundle,
        store.siteDir(siteId),
        config.dataDir,
        environment,
      );
      return reply.header('cache-control', 'no-store').send(changes);
    },
  );

  server.post<{ Params: EnvParams; Body: string }>(
    '/api/sites/:siteId/publish/:environment/rollback',
    editorOnly,
    async (request, reply) => {
      const target = await publishTargetOf(request, reply);
      if (!target) return reply;
      const { siteId, environment } = target;
      const version = bodyObject(request.body)?.version;
      if (!isVersionId(version)) {
        return fail(
          reply,
          400,
          'bad-request',
          'Send { "version": "<a version id of the history>" }.',
        );
      }
      try {
        const stamp = await rollbackSite(config.dataDir, siteId, environment, version);
        void warmRenders(context, siteId, environment);
        return { environment, ...stamp };
      } catch (error) {
        if (error instanceof UnknownVersion) return fail(reply, 404, 'not-found', error.message);
        throw error;
      }
    },
  );
}
