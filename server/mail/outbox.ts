/**
 * Mail from this server: every mail is written to the outbox table first (in the caller's
 * transaction when it has one, so a mail exists exactly when what it tells happened), then sent
 * by SMTP when `BAOBAB_SMTP_URL` is set (`smtp.ts`). Without a mail server the outbox is where
 * mails are read: `/mail/outbox` on the editor host.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The one link the mail is about (a reset link, an order page), shown under the text. */
  link?: string | null;
  siteId?: string | null;
}

export interface OutboxMail {
  id: string;
  site_id: string | null;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

/** Longest subject and body kept; a mail is never a way to store megabytes. */
export const MAX_SUBJECT = 300;
export const MAX_BODY = 64 * 1024;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Writes a mail to the outbox; returns its id. Throws on an address that is no address. */
export async function queueMail(db: Queryable, mail: Mail): Promise<string> {
  const to = mail.to.trim();
  if (!EMAIL.test(to) || to.length > 320) throw new Error(`Not an email address: ${to}`);
  const id = randomUUID();
  await db.query(
    'INSERT INTO mail_outbox (id, site_id, recipient, subject, body, link) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      id,
      mail.siteId ?? null,
      to,
      mail.subject.replace(/[\r\n]+/g, ' ').slice(0, MAX_SUBJECT),
      mail.body.slice(0, MAX_BODY),
      mail.link ?? null,
    ],
  );
  return id;
}

/** The latest mails, newest first; `recipient` narrows to one address. */
export async function outboxMails(
  db: Queryable,
  {
    limit = 50,
    recipient,
    sites,
  }: {
    limit?: number;
    recipient?: string;
    /** Only mails of these sites (an owner who is no administrator); absent: every mail. */
    sites?: readonly string[];
  } = {},
): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxMail>(
    `SELECT id, site_id, recipient, subject, body, link, created_at, sent_at, attempts, last_error
       FROM mail_outbox WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
        AND ($3::jsonb IS NULL OR site_id IN (SELECT jsonb_array_elements_text($3::jsonb)))
      ORDER BY created_at DESC LIMIT $2`,
    [recipient ?? null, Math.min(Math.max(1, limit), 500), sites ? JSON.stringify(sites) : null],
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    sent_at: row.sent_at === null ? null : new Date(row.sent_at),
  }));
}
