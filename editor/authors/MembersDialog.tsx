/**
 * The members of a site (issue 28): everyone sees the list; an owner invites (a new author gets
 * a one-time link, shown here and in the outbox's mail), changes roles, removes members, and
 * reads the site's activity. Refusals (409: yourself, an administrator; 403) say the server's
 * reason.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorRole, SiteMember } from '@shared/schema/authors.ts';
import { Dialog } from '../app/Dialog.tsx';
import { api, type ApiResult } from '../shell/api.ts';
import { useRequest } from '../shell/use-request.ts';
import { roleName } from './activity.ts';
import { ActivityList } from './ActivityList.tsx';
import { useAuthor, useSiteAbilities } from './author-store.ts';
import { failureText } from './failure.ts';
import { InviteForm } from './InviteForm.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { MemberTable } from './MemberTable.tsx';
import './authors.css';

type Outcome =
  | { kind: 'invited'; email: string; role: AuthorRole; invitation: string }
  | { kind: 'role-set'; email: string; role: AuthorRole }
  | { kind: 'removed'; email: string }
  | { kind: 'failed'; message: string };

type Change = ApiResult<{ members: SiteMember[]; invitation?: string | null }>;

export function MembersDialog({
  siteId,
  siteName,
  onClose,
}: {
  siteId: string;
  siteName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const manage = useSiteAbilities(siteId).manageMembers;
  const me = useAuthor((state) => state.session?.email ?? null);
  const load = useCallback(() => api.members(siteId), [siteId]);
  const [loaded, reload] = useRequest(load);
  /** The list as the last change answered it. */
  const [changed, setChanged] = useState<SiteMember[] | null>(null);
  const [changes, setChanges] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Runs a change; true when the server did it. */
  async function run(
    request: Promise<Change>,
    done: (value: Extract<Change, { ok: true }>['value']) => Outcome,
  ): Promise<boolean> {
    setBusy(true);
    setOutcome(null);
    const result = await request;
    setBusy(false);
    if (!result.ok) {
      setOutcome({ kind: 'failed', message: failureText(result, t) });
      return false;
    }
    setChanged(result.value.members);
    setChanges((n) => n + 1);
    setOutcome(done(result.value));
    return true;
  }

  const invite = (email: string, role: AuthorRole) =>
    run(api.setMember(siteId, email, role), ({ invitation }) =>
      invitation ? { kind: 'invited', email, role, invitation } : { kind: 'role-set', email, role },
    );
  const setRole = (email: string, role: AuthorRole) =>
    void run(api.setMember(siteId, email, role), () => ({ kind: 'role-set', email, role }));
  const remove = (email: string) =>
    run(api.removeMember(siteId, email), () => ({ kind: 'removed', email }));

  const members =
    changed ?? (loaded.status === 'done' && loaded.result.ok ? loaded.result.value.members : null);
  return (
    <Dialog
      title={t('members.title', { site: siteName })}
      onClose={onClose}
      className="members-dialog"
      testId="members-dialog"
    >
      {!members && loaded.status === 'loading' && <p>{t('members.loading')}</p>}
      {!members && loaded.status === 'done' && !loaded.result.ok && (
        <LoadFailed
          result={loaded.result}
          text={(message) => t('members.loadFailed', { message })}
          onRetry={reload}
        />
      )}
      {members && (
        <MemberTable
          members={members}
          me={me}
          siteName={siteName}
          manage={manage}
          busy={busy}
          onRole={setRole}
          onRemove={remove}
        />
      )}
      {!manage && <p className="members-note">{t('members.readOnly')}</p>}
      <div aria-live="polite" className="members-outcome">
        {outcome?.kind === 'invited' && (
          <div role="status" className="members-invitation">
            <p>{t('members.invited', { email: outcome.email, role: roleName(t, outcome.role) })}</p>
            <p>
              <a href={outcome.invitation} target="_blank" rel="noreferrer">
                {outcome.invitation}
              </a>
            </p>
            <p className="members-note">{t('members.inOutbox')}</p>
          </div>
        )}
        {outcome?.kind === 'role-set' && (
          <p role="status">
            {t('members.roleSet', { email: outcome.email, role: roleName(t, outcome.role) })}
          </p>
        )}
        {outcome?.kind === 'removed' && (
          <p role="status">{t('members.removed', { email: outcome.email })}</p>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="authors-error">
            {t('members.failed', { message: outcome.message })}
          </p>
        )}
      </div>
      {manage && <InviteForm busy={busy} onInvite={invite} />}
      {manage && <ActivityList key={changes} siteId={siteId} />}
      <button type="button" onClick={onClose}>
        {t('members.close')}
      </button>
    </Dialog>
  );
}
