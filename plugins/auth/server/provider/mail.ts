/**
 * Password reset mails, through the server's outbox (`server/mail`): listed at
 * `http://localhost:PORT/mail/outbox` (also `/auth/outbox`), sent by SMTP when configured.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@server/db/database.ts';
import { queueMail } from '@server/mail/outbox.ts';

/** Reset links stay valid for a day. */
export const RESET_TTL_SECONDS = 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a reset token for `accountId` and mails its link (`mail`: another text, such as an
 * invitation); returns the link. */
export async function sendPasswordReset(
  db: Queryable,
  account: { id: string; email: string },
  origin: string,
  mail?: { subject: string; body: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO auth_password_resets (token_hash, account_id, expires_at) VALUES ($1, $2, $3)',
    [hashToken(token), account.id, new Date(Date.now() + RESET_TTL_SECONDS * 1000)],
  );
  const link = `${origin}/auth/reset/${token}`;
  await queueMail(db, {
    to: account.email,
    subject: mail?.subject ?? 'Reset your password',
    body:
      mail?.body ??
      `Someone asked to change the password of ${account.email}. Open the link below within 24 hours to choose a new one; ignore this mail if it was not you.`,
    link,
  });
  return link;
}

/** The account a valid, unused reset token is for, or null. */
export async function resetAccount(db: Queryable, token: string): Promise<string | null> {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM auth_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return rows[0]?.account_id ?? null;
}

/** Marks a token used; false when it was already used (two tabs). */
export async function useReset(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query<{ account_id: string }>(
    'UPDATE auth_password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING account_id',
    [hashToken(token)],
  );
  return rows.length > 0;
}
