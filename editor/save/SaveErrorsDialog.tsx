/**
 * What the server refused to save (invalid, too large, its own file unreadable…) and why; the
 * work stays in this browser.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../app/Dialog.tsx';
import type { SaveError } from './hub.ts';
import { useProblemMessage } from './problem-message.ts';
import { unreadableText } from './unreadable-text.ts';

export function SaveErrorsDialog({
  errors,
  onClose,
}: {
  errors: readonly SaveError[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const messageOf = useProblemMessage();
  return (
    <Dialog title={t('save.errors.title')} onClose={onClose} className="save-dialog save-errors">
      <p>{t('save.errors.intro')}</p>
      {errors.map((error) => (
        <div key={error.path} className="save-errors-file">
          {error.kind === 'invalid' ? (
            <>
              <p>{t('save.errors.invalid', { file: error.path })}</p>
              <ul className="save-problems">
                {error.problems.map((p, i) => (
                  <li key={i} className={`save-problem save-problem-${p.severity}`}>
                    <code>{p.path}</code> {messageOf(p)}
                  </li>
                ))}
              </ul>
            </>
          ) : error.kind === 'unreadable' ? (
            <>
              <p>
                <strong>{unreadableText(error, t)}</strong>
                {error.unreadable?.at && ` (${error.unreadable.reason})`}
              </p>
              <p>{t('save.errors.unreadableFix')}</p>
            </>
          ) : error.kind === 'too-large' ? (
            <p>{t('save.errors.tooLarge', { file: error.path })}</p>
          ) : (
            <p>{t('save.errors.refused', { file: error.path, message: error.message })}</p>
          )}
        </div>
      ))}
      <button type="button" autoFocus onClick={onClose}>
        {t('save.close')}
      </button>
    </Dialog>
  );
}
