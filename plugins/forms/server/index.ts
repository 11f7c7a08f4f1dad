/**
 * The forms plugin's server half (see CONTEXT.md): `POST /plugins/designs/:siteId/forms/submit`
 * on the site's hosts checks a submission against the form the site **published** in the
 * visitor's environment, stores it and queues a mail to the form's `notify` address; the
 * `forms` collection source reads submissions back (the signed-in visitor's, or all for staff).
 * A filled honeypot is answered like a stored message and nothing is kept; a rate limit per
 * client address keeps floods out.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost } from '@server/hosts.ts';
import { queueMail } from '@server/mail/outbox.ts';
import type { PluginServer } from '@server/contract.ts';
import type { CollectionSource } from '@runtime/server/collections.ts';
import {
  environmentSource,
  routeSiteSource,
  type SiteSource,
} from '@runtime/server/site-source.ts';
import { requestUser } from '../../auth/server/verify.ts';
import { settingValues } from '../../settings.ts';
import { checkSubmission, formsOf, senderEmail, SubmissionError } from '../forms.ts';
import { submissionMail } from './mail.ts';
import { FORM_MESSAGES } from '../messages.ts';
import { FORMS_MIGRATIONS } from './migrations.ts';
import { FORMS_SETTINGS } from '../settings.ts';
import { listSubmissions, newReference, storeSubmission, visibleSubmission } from './store.ts';

/** A few fields of text: anything bigger is refused before it is parsed. */
export const BODY_LIMIT = 16 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The forms plugin's published settings of a site environment, or null when it is not enabled. */
async function formsSettings(source: SiteSource) {
  const app = await source.app();
  const entry = Object.values(app.plugins).find((p) => p.plugin === 'forms');
  if (!entry) return null;
  const settings = settingValues(FORMS_SETTINGS.public, entry.publicSettings);
  return { settings, forms: formsOf(settings.forms).forms, siteName: app.site.name };
}

/** One limiter per allowance (sites may set different ones), keyed by site and client address. */
function rateLimits() {
  const limiters = new Map<number, RateLimiterMemory>();
  return async (perHour: number, key: string): Promise<number> => {
    const points = Number.isInteger(perHour) && perHour >= 1 ? Math.min(perHour, 1000) : 5;
    let limiter = limiters.get(points);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points, duration: 3600 });
      limiters.set(points, limiter);
    }
    return limiter.consume(key).then(
      () => 0,
      (limit: RateLimiterRes) => Math.max(1, Math.ceil(limit.msBeforeNext / 1000)),
    );
  };
}

async function submitRoute(
  context: ServerContext,
  limit: ReturnType<typeof rateLimits>,
  request: FastifyRequest<{ Params: { siteId: string } }>,
  reply: FastifyReply,
) {
  const source = await routeSiteSource(context, request, reply);
  if (!source) return reply;
  const site = await formsSettings(source);
  if (!site) throw new Refusal(404, FORM_MESSAGES.notEnabled);
  const body = isObject(request.body) ? request.body : {};
  const name = typeof body.form === 'string' ? body.form : '';
  const form = site.forms.get(name);
  if (!form) throw new Refusal(404, FORM_MESSAGES.noForm(name));
  const fields = checkSubmission(form, body.fields);
  const held = await limit(site.settings.perHour, `${source.siteId}|${request.ip}`);
  if (held > 0) {
    void reply.header('retry-after', String(held));
    throw new Refusal(429, FORM_MESSAGES.tooMany(held));
  }
  const createdAt = new Date().toISOString();
  // A bot filled the field people never see: it is told what a person is told, nothing is kept.
  if (typeof body.honeypot === 'string' && body.honeypot.trim() !== '') {
    request.log.info(`forms: honeypot filled on ${source.siteId}/${form.name}; nothing kept`);
    return reply.header('cache-control', 'no-store').send({
      submission: { id: randomUUID(), reference: newReference(form.referencePrefix), createdAt },
    });
  }
  const user = await requestUser(request, context, source.siteId);
  const db = await context.db();
  const row = await db.transaction(async (tx) => {
    const stored = await storeSubmission(tx, {
      siteId: source.siteId,
      environment: source.environment,
      form: form.name,
      referencePrefix: form.referencePrefix,
      fields,
      userSub: user?.sub ?? null,
      email: senderEmail(form, fields) ?? user?.email ?? null,
    });
    const mail = submissionMail(form, stored, site.siteName);
    if (mail) await queueMail(tx, mail);
    return stored;
  });
  context.mail.kick();
  const { id, reference, createdAt: at } = visibleSubmission(row);
  return reply
    .header('cache-control', 'no-store')
    .send({ submission: { id, reference, createdAt: at } });
}

async function siteRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  server.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof Refusal) return reply.code(error.status).send({ error: error.message });
    if (error instanceof SubmissionError) return reply.code(400).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ error: FORM_MESSAGES.failed });
    }
    return reply
      .code(status)
      .send({ error: status === 413 ? FORM_MESSAGES.tooLarge : error.message });
  });
  const limit = rateLimits();
  server.post<{ Params: { siteId: string } }>(
    '/plugins/designs/:siteId/forms/submit',
    { constraints: { hostKind: 'site' }, bodyLimit: BODY_LIMIT },
    (request, reply) => submitRoute(context, limit, request, reply),
  );
}

/**
 * `{ "source": "forms", "form": "contact", "scope": "mine" | "all" }`: the signed-in visitor's
 * submissions of the host's environment (of one form when `form` is given), or all for staff.
 */
export const formsSource: CollectionSource = {
  handles: (collection) => collection.config.source === 'forms',
  async records({ context, request, siteId, collection }) {
    const user = await requestUser(request, context, siteId);
    if (!user) return { status: 401, error: FORM_MESSAGES.signInToSee };
    const target = resolveHost(request.headers.host, context.hostOptions);
    if (target.kind !== 'site') return { status: 404, error: FORM_MESSAGES.notEnabled };
    const form = typeof collection.config.form === 'string' ? collection.config.form : null;
    const all = collection.config.scope === 'all';
    if (all) {
      const source = await environmentSource(context, siteId, target.environment);
      const site = source ? await formsSettings(source) : null;
      if (!site || !user.roles.includes(site.settings.staffRole || 'admin'))
        return { status: 403, error: FORM_MESSAGES.staffOnly };
    }
    const db = await context.db();
    const filter = {
      siteId,
      environment: target.environment,
      form,
      userSub: all ? null : user.sub,
    };
    return { records: (await listSubmissions(db, filter)).map(visibleSubmission) };
  },
};

export const formsServer: PluginServer & { collectionSource: CollectionSource } = {
  id: 'forms',
  migrations: FORMS_MIGRATIONS,
  routes: siteRoutes,
  collectionSource: formsSource,
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default formsServer;
