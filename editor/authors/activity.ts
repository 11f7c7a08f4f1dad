/** An entry of a site's audit log as a sentence in the editor's language ("published to staging"). */
import type { TFunction } from 'i18next';
import { isAuthorRole, type AuditEntry, type AuthorRole } from '@shared/schema/authors.ts';

/** A role inside a sentence: "editor", "éditeur". */
export const roleName = (t: TFunction, role: AuthorRole): string =>
  t(`members.role.${role}`).toLocaleLowerCase();

const text = (value: unknown): string =>
  Array.isArray(value) ? value.map(text).join(', ') : typeof value === 'string' ? value : '';

/** What the entry's author did; an action the editor has no words for is named as it is. */
export function activityText(entry: AuditEntry, t: TFunction): string {
  const key = `activity.${entry.action}`;
  const { detail } = entry;
  const environment = text(detail.environment);
  const values = {
    path: text(detail.path),
    name: text(detail.name),
    environment:
      environment === 'staging' || environment === 'production'
        ? t(`history.name_${environment}`)
        : environment,
    member: text(detail.member),
    role: isAuthorRole(detail.role) ? roleName(t, detail.role) : text(detail.role),
    settings: text(detail.settings),
  };
  return t(key, { ...values, defaultValue: entry.action });
}
