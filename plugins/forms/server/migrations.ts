/**
 * Form submissions: the values as the server checked them (`fields`, only the form's declared
 * fields), who sent them (`user_sub` when signed in, `email` the sender's address) and a status
 * staff move on (`new` when stored).
 */
import type { Migration } from '@server/db/database.ts';

export const FORMS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'forms-001-submissions',
    sql: `CREATE TABLE forms_submissions (
  id text PRIMARY KEY,
  site_id text NOT NULL,
  environment text NOT NULL,
  form text NOT NULL,
  reference text NOT NULL,
  fields jsonb NOT NULL,
  user_sub text,
  email text,
  status text NOT NULL DEFAULT 'new',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, reference)
);
CREATE INDEX forms_submissions_form ON forms_submissions (site_id, environment, form, created_at DESC);
CREATE INDEX forms_submissions_user ON forms_submissions (site_id, user_sub, created_at DESC)`,
  },
];
