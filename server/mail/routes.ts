/**
 * `GET /mail/outbox` on the editor host: the mails this server sent or would have sent (newest
 * first), as a page, or as JSON with `?format=json` (tests, tools). `?to=` narrows to one
 * address. The embedded setup has no mail server: this is where a reset link or an order
 * confirmation is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../contract.ts';
import { escapeHtml, htmlPage } from '@runtime/server/site-source.ts';
import { rolesOf } from '../authors/store.ts';
import { outboxMails, type OutboxMail } from './outbox.ts';

/** A mail's attachments: images shown (PNG, JPEG, GIF, WebP), other files named. */
function attachmentsHtml(attachments: OutboxMail['attachments']): string {
  return (attachments ?? [])
    .map(({ filename, contentType, content }) =>
      /^image\/(png|jpeg|gif|webp)$/.test(contentType)
        ? `<figure><img src="data:${contentType};base64,${content}" alt="${escapeHtml(filename)}"><figcaption>${escapeHtml(filename)}</figcaption></figure>`
        : `<p>Attached: ${escapeHtml(filename)} (${escapeHtml(contentType)})</p>`,
    )
    .join('');
}

export function outboxPage(mails: readonly OutboxMail[], smtp: boolean): string {
  const rows = mails
    .map((m) => {
      const state = m.sent_at
        ? 'sent'
        : m.last_error
          ? `not sent (${m.attempts} tries): ${m.last_error}`
          : smtp
            ? 'waiting'
            : 'kept here';
      const link = m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '';
      return `<article class="mail"><h2>${escapeHtml(m.subject)}</h2><p><strong>To</strong> ${escapeHtml(m.recipient)} · ${escapeHtml(m.created_at.toISOString())} · ${escapeHtml(state)}</p><pre>${escapeHtml(m.body)}</pre>${link}${attachmentsHtml(m.attachments)}</article>`;
    })
    .join('');
  const lead = smtp
    ? 'Mails of this server, also sent through its mail server.'
    : 'Mails this server would have sent: no mail server is configured (BAOBAB_SMTP_URL).';
  return htmlPage(
    'Outbox',
    `<h1>Outbox</h1><p>${lead}</p>${mails.length ? rows : '<p>No mail yet.</p>'}<style>pre{white-space:pre-wrap;background:#f7f5ef;padding:.75rem;border-radius:6px}.mail{border-top:1px solid #ddd;padding-top:.5rem}.mail h2{font-size:1.1rem;margin:.5rem 0}</style>`,
  );
}

/**
 * The mails the request's author may read: every one for an administrator; an owner's sites'
 * mails for an owner (the guard lets no one else in). Mails of no site (password resets,
 * invitations) are the administrators'.
 */
export async function visibleMails(
  request: FastifyRequest,
  context: ServerContext,
  recipient?: string,
): Promise<OutboxMail[]> {
  const db = await context.db();
  const author = request.author;
  if (author?.administrator) return outboxMails(db, { recipient });
  const roles = author ? await rolesOf(db, author.email) : {};
  const sites = Object.entries(roles)
    .filter(([, role]) => role === 'owner')
    .map(([siteId]) => siteId);
  return outboxMails(db, { recipient, sites });
}

export async function outboxRoutes(server: FastifyInstance, context: ServerContext): Promise<void> {
  server.get<{ Querystring: { format?: string; to?: string } }>(
    '/mail/outbox',
    { constraints: { hostKind: 'editor' } },
    async (request, reply) => {
      const to = typeof request.query.to === 'string' ? request.query.to.slice(0, 320) : undefined;
      const mails = await visibleMails(request, context, to);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') return reply.send({ mails });
      return reply
        .type('text/html; charset=utf-8')
        .send(outboxPage(mails, Boolean(context.config.smtpUrl)));
    },
  );
}
