/** An owner's invitation: an email and a role (`POST …/members`). */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHOR_ROLES, type AuthorRole } from '@shared/schema/authors.ts';

/** Owner first: the roles from most to least. */
export const ROLE_CHOICES: readonly AuthorRole[] = [...AUTHOR_ROLES].reverse();

export function InviteForm({
  busy,
  onInvite,
}: {
  busy: boolean;
  /** Sends the invitation; true when done (the field is then emptied). */
  onInvite: (email: string, role: AuthorRole) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AuthorRole>('editor');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onInvite(email.trim(), role)) setEmail('');
  }

  return (
    <form className="members-invite" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <h3 id={titleId}>{t('members.inviteTitle')}</h3>
      <label>
        {t('members.email')}
        <input
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        {t('members.role')}
        <select value={role} onChange={(event) => setRole(event.target.value as AuthorRole)}>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`members.role.${choice}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('members.inviting') : t('members.invite')}
      </button>
    </form>
  );
}
