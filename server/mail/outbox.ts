/**
 * Mail from this server: every mail is written to the outbox table first (in the caller's
 * transaction when it has one, so a mail exists exactly when what it tells happened), then sent
 * by SMTP when `BAOBAB_SMTP_URL` is set (`smtp.ts`). Without a mail server the outbox is where
 * mails are read: `/mail/outbox` on the editor host.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** A file a mail carries, shown under its text (an image) or listed (anything else). */
export interface MailAttachment {
  /** Letters, digits, `.`, `-` and `_` (`e-ticket-BUS-7KQ2MX.png`). */
  filename: string;
  /** Its media type (`image/png`). */
  contentType: string;
  /** Its bytes in base64. */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The one link the mail is about (a reset link, an order page), shown under the text. */
  link?: string | null;
  siteId?: string | null;
  attachments?: readonly MailAttachment[];
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
  attachments: MailAttachment[];
}

/** Longest subject and body kept; a mail is never a way to store megabytes. */
export const MAX_SUBJECT = 300;
export const MAX_BODY = 64 * 1024;
/** Most bytes of a mail's attachments together (a QR code is 1 to 2 KB). */
export const MAX_ATTACHMENTS_BYTES = 256 * 1024;

const FILENAME = /^[A-Za-z0-9][\w.-]{0,99}$/;
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,99}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The attachments as stored, or an error naming the first that is wrong. */
function checkedAttachments(attachments: readonly MailAttachment[]): MailAttachment[] {
  let bytes = 0;
  return attachments.map(({ filename, contentType, content }, index) => {
    const which = `Attachment ${index + 1} (${JSON.stringify(filename)})`;
    if (!FILENAME.test(filename))
      throw new Error(`${which}: the file name must be letters, digits, ".", "-" or "_".`);
    if (!MEDIA_TYPE.test(contentType))
      throw new Error(`${which}: "${contentType}" is not a media type.`);
    if (content.length % 4 !== 0 || !BASE64.test(content))
      throw new Error(`${which}: the content is not base64.`);
    bytes += (content.length / 4) * 3;
    if (bytes > MAX_ATTACHMENTS_BYTES)
      throw new Error(
        `${which}: a mail's attachments hold at most ${MAX_ATTACHMENTS_BYTES / 1024} KB.`,
      );
    return { filename, contentType, content };
  });
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * Writes a mail to the outbox; returns its id. Throws on an address that is no address, and on
 * attachments that are not what `MailAttachment` says or weigh more than the bound.
 */
export async function queueMail(db: Queryable, mail: Mail): Promise<string> {
  const to = mail.to.trim();
  if (!EMAIL.test(to) || to.length > 320) throw new Error(`Not an email address: ${to}`);
  const attachments = checkedAttachments(mail.attachments ?? []);
  const id = randomUUID();
  await db.query(
    'INSERT INTO mail_outbox (id, site_id, recipient, subject, body, link, attachments) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)',
    [
      id,
      mail.siteId ?? null,
      to,
      mail.subject.replace(/[\r\n]+/g, ' ').slice(0, MAX_SUBJECT),
      mail.body.slice(0, MAX_BODY),
      mail.link ?? null,
      JSON.stringify(attachments),
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
    `SELECT id, site_id, recipient, subject, body, link, created_at, sent_at, attempts, last_error,
            attachments
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
