/** The outbox every server part mails through (password resets, order confirmations…). */
import type { Migration } from '../db/database.ts';

export const MAIL_MIGRATIONS: readonly Migration[] = [
  {
    id: 'mail-001-outbox',
    sql: `CREATE TABLE IF NOT EXISTS mail_outbox (
  id text PRIMARY KEY,
  site_id text,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  claimed_until timestamptz
);
CREATE INDEX IF NOT EXISTS mail_outbox_created ON mail_outbox (created_at DESC);
CREATE INDEX IF NOT EXISTS mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL`,
  },
  {
    // Files a mail carries (an e-ticket's QR code): `[{ filename, contentType, content }]`,
    // the content in base64, bounded by `MAX_ATTACHMENTS_BYTES`.
    id: 'mail-002-attachments',
    sql: `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]'::jsonb`,
  },
];
