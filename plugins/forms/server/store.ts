/** Form submissions in the database: parameterised SQL only, the same on PGlite and PostgreSQL. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@server/db/database.ts';

export interface SubmissionRow {
  id: string;
  site_id: string;
  environment: string;
  form: string;
  reference: string;
  fields: Record<string, string>;
  user_sub: string | null;
  email: string | null;
  status: string;
  created_at: Date | string;
}

/** What a visitor (and a collection) sees of a submission. */
export interface VisibleSubmission {
  id: string;
  reference: string;
  form: string;
  fields: Record<string, string>;
  email: string | null;
  status: string;
  createdAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const visibleSubmission = (row: SubmissionRow): VisibleSubmission => ({
  id: row.id,
  reference: row.reference,
  form: row.form,
  fields: row.fields,
  email: row.email,
  status: row.status,
  createdAt: iso(row.created_at),
});

const REFERENCE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A fresh reference (`MSG-7KQ2ZD`): six of 32 letters and digits, none to mistake for another. */
export function newReference(prefix: string): string {
  let text = '';
  for (const byte of randomBytes(6)) text += REFERENCE_CHARS[byte % REFERENCE_CHARS.length];
  return `${prefix}-${text}`;
}

export interface NewSubmission {
  siteId: string;
  environment: string;
  form: string;
  referencePrefix: string;
  fields: Record<string, string>;
  userSub: string | null;
  email: string | null;
}

/** Stores a submission under a fresh reference (`MSG-7KQ2ZD`). */
export async function storeSubmission(
  db: Queryable,
  submission: NewSubmission,
): Promise<SubmissionRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.query<SubmissionRow>(
      `INSERT INTO forms_submissions (id, site_id, environment, form, reference, fields, user_sub, email)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       ON CONFLICT (site_id, reference) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        submission.siteId,
        submission.environment,
        submission.form,
        newReference(submission.referencePrefix),
        JSON.stringify(submission.fields),
        submission.userSub,
        submission.email,
      ],
    );
    if (row) return row;
  }
  throw new Error('No free submission reference after 5 tries');
}

/** A site environment's submissions, newest first: one visitor's (`userSub`) or all; one form or all. */
export async function listSubmissions(
  db: Queryable,
  filter: { siteId: string; environment: string; form: string | null; userSub: string | null },
): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(
    `SELECT * FROM forms_submissions
      WHERE site_id = $1 AND environment = $2
        AND ($3::text IS NULL OR form = $3) AND ($4::text IS NULL OR user_sub = $4)
      ORDER BY created_at DESC, id LIMIT 1000`,
    [filter.siteId, filter.environment, filter.form, filter.userSub],
  );
}
