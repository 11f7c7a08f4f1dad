/**
 * Who is signed in (their email) and "Sign out": `DELETE /api/session`, then the sign-in page.
 * In the builder, `beforeSignOut` saves what is pending first (what cannot be saved stays in
 * this browser).
 */
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api.ts';
import { useAuthor } from './author-store.ts';
import { failureText } from './failure.ts';
import { browser, signInUrl } from './request.ts';
import './authors.css';

export function Account({ beforeSignOut }: { beforeSignOut?: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const email = useAuthor((state) => state.session?.email ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setFailure(null);
    await beforeSignOut?.();
    const result = await api.signOut();
    // Signed out already (401) is signed out.
    if (result.ok || (result.kind === 'http' && result.status === 401)) {
      browser.go(signInUrl('/'));
      return;
    }
    setBusy(false);
    setFailure(failureText(result, t));
  }

  return (
    <div className="authors-account">
      {email && (
        <span className="authors-email" title={t('authors.signedInAs', { email })}>
          {email}
        </span>
      )}
      <button type="button" disabled={busy} onClick={() => void signOut()}>
        <LogOut size={14} aria-hidden /> {busy ? t('authors.signingOut') : t('authors.signOut')}
      </button>
      {failure && (
        <span role="alert" className="authors-error">
          {t('authors.signOutFailed', { message: failure })}
        </span>
      )}
    </div>
  );
}
