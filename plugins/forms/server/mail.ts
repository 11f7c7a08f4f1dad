/** The mail telling a form's `notify` address of a submission: plain text, every field on a line. */
import type { Mail } from '@server/mail/outbox.ts';
import type { FormDeclaration } from '../forms.ts';
import type { SubmissionRow } from './store.ts';

export function submissionMail(
  form: FormDeclaration,
  submission: SubmissionRow,
  siteName: string,
): Mail | null {
  if (!form.notify) return null;
  const lines = form.fields
    .filter((field) => submission.fields[field.name] !== undefined)
    .map((field) => {
      const value = submission.fields[field.name]!;
      return value.includes('\n')
        ? `${field.label}:\n${value.replace(/^/gm, '  ')}`
        : `${field.label}: ${value}`;
    });
  const body = [
    `A new message from the "${form.name}" form of ${siteName} (${submission.reference}).`,
    '',
    ...lines,
    '',
    submission.email ? `Reply to: ${submission.email}` : 'The sender left no email address.',
    `Sent: ${new Date(submission.created_at).toISOString()} (${submission.environment})`,
  ].join('\n');
  return {
    to: form.notify,
    subject: `${form.subject ?? `${siteName}: new "${form.name}" message`} (${submission.reference})`,
    body,
    siteId: submission.site_id,
  };
}
