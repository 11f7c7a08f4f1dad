/**
 * Sends the outbox's mails by SMTP (nodemailer) when the server has a mail server
 * (`BAOBAB_SMTP_URL`). Each mail is tried up to MAX_ATTEMPTS times, oldest first; a row is claimed
 * with `FOR UPDATE SKIP LOCKED` so two servers on one database never send a mail twice. `kick()`
 * after a commit that queued mail sends it at once; a timer picks up what failed or was queued
 * by another server.
 */
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { MailAttachment } from './outbox.ts';

export const MAX_ATTEMPTS = 5;
const POLL_MS = 15_000;

interface Row {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  attachments: MailAttachment[];
}

export interface MailDelivery {
  /** Sends what is waiting now (after a commit that queued mail). */
  kick(): void;
  /** Resolves once the current pass ends (tests). */
  idle(): Promise<void>;
  stop(): void;
}

export interface SendOptions {
  smtpUrl: string;
  from: string;
}

export function startMailDelivery(db: () => Promise<Database>, options: SendOptions): MailDelivery {
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let stopped = false;

  /**
   * One mail claimed for a minute (so no other server takes it, and no transaction stays open
   * while the mail server answers: PGlite runs one at a time), sent, then marked.
   */
  async function sendOne(database: Database): Promise<boolean> {
    const [row] = await database.query<Row>(
      `UPDATE mail_outbox SET claimed_until = now() + interval '1 minute'
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND attempts < $1
                       AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, link, attachments`,
      [MAX_ATTEMPTS],
    );
    if (!row) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.link ? `${row.body}\n\n${row.link}\n` : row.body,
        attachments: (row.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
          encoding: 'base64',
        })),
      });
      await database.query(
        'UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL WHERE id = $1',
        [row.id],
      );
    } catch (error) {
      await database.query(
        'UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, claimed_until = NULL WHERE id = $1',
        [row.id, String(error instanceof Error ? error.message : error).slice(0, 500)],
      );
      console.error(`[baobab] mail ${row.id} to ${row.recipient} not sent: ${String(error)}`);
    }
    return true;
  }

  const pass = async () => {
    do {
      again = false;
      const database = await db().catch(() => null);
      if (!database) return;
      // A bound per pass: a mail server down makes each mail fail once per pass, not forever.
      for (let i = 0; i < 100 && !stopped && (await sendOne(database)); i++);
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    again = true;
    running = running.then(pass, pass);
  };
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick();
  return {
    kick,
    idle: () => running,
    stop() {
      stopped = true;
      clearInterval(timer);
      transport.close();
    },
  };
}
