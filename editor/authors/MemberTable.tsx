/**
 * A site's members: email, role, who added them. An owner changes a role in place and removes a
 * member after a confirmation; administrators (owners of every site) and the author themself
 * are not changed here (the server refuses both).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorRole, SiteMember } from '@shared/schema/authors.ts';
import { ROLE_CHOICES } from './InviteForm.tsx';

export function MemberTable({
  members,
  me,
  siteName,
  manage,
  busy,
  onRole,
  onRemove,
}: {
  members: readonly SiteMember[];
  /** The signed-in author's email. */
  me: string | null;
  siteName: string;
  /** The author is an owner: roles and removals are offered. */
  manage: boolean;
  busy: boolean;
  onRole: (email: string, role: AuthorRole) => void;
  onRemove: (email: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const emailId = (index: number) => `${ids}-email-${index}`;

  return (
    <>
      <table className="members-table" data-testid="members-table">
        <thead>
          <tr>
            <th scope="col">{t('members.email')}</th>
            <th scope="col">{t('members.role')}</th>
            <th scope="col">{t('members.addedBy')}</th>
            {manage && (
              <th scope="col">
                <span className="sr-only">{t('members.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member, index) => {
            const editable = manage && !member.administrator && member.email !== me;
            return (
              <tr key={member.email} data-email={member.email}>
                <th scope="row" id={emailId(index)}>
                  {member.email} {member.email === me && <small>{t('members.you')}</small>}
                </th>
                <td>
                  {editable ? (
                    // Named by the member's email (the column says "Role").
                    <select
                      aria-labelledby={emailId(index)}
                      value={member.role}
                      disabled={busy}
                      onChange={(event) => onRole(member.email, event.target.value as AuthorRole)}
                    >
                      {ROLE_CHOICES.map((role) => (
                        <option key={role} value={role}>
                          {t(`members.role.${role}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    t(`members.role.${member.role}`)
                  )}
                </td>
                <td>
                  {member.administrator ? t('members.administrator') : (member.addedBy ?? '—')}
                </td>
                {manage && (
                  <td>
                    {editable && (
                      <button
                        type="button"
                        aria-describedby={emailId(index)}
                        disabled={busy}
                        onClick={() => setConfirming(member.email)}
                      >
                        {t('members.remove')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirming && (
        <div className="members-confirm" role="group" aria-labelledby={`${ids}-question`}>
          <p id={`${ids}-question`}>
            {t('members.removeConfirm', { email: confirming, site: siteName })}
          </p>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() =>
              void onRemove(confirming).then((done) => {
                if (done) setConfirming(null);
              })
            }
          >
            {t('members.removeYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(null)}>
            {t('members.cancel')}
          </button>
        </div>
      )}
    </>
  );
}
