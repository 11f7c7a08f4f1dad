/**
 * "You are signed out" with a link to sign in again and come back here, shown once any request
 * was answered 401. The work is not lost: autosave keeps it in this browser (`save/session.ts`)
 * and the editor restores it when it opens again.
 */
import { useTranslation } from 'react-i18next';
import { useAuthor } from './author-store.ts';
import { signInUrl } from './request.ts';
import './authors.css';

export function SignedOutNotice() {
  const { t } = useTranslation();
  const signedOut = useAuthor((state) => state.signedOut);
  if (!signedOut) return null;
  return (
    <div className="authors-signed-out" role="alert">
      <strong>{t('authors.signedOut')}</strong> <span>{t('authors.signedOutKept')}</span>{' '}
      <a
        href={signInUrl()}
        // The address when clicked (the author may have moved since it rendered).
        onClick={(event) => {
          event.currentTarget.href = signInUrl();
        }}
      >
        {t('authors.signInAgain')}
      </a>
    </div>
  );
}
