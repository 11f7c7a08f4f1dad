/**
 * A file was saved elsewhere (another tab, another person) since the author's change was made
 * over it: nothing is overwritten until the author reloads their version or keeps theirs.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../app/Dialog.tsx';
import type { Conflict } from './hub.ts';

export function ConflictDialog({
  conflicts,
  reloadFailed,
  onKeep,
  onReload,
}: {
  conflicts: readonly Conflict[];
  reloadFailed: boolean;
  onKeep: () => void;
  onReload: () => Promise<void> | undefined;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const introId = useId();
  // Not closable: the author chooses. The dialog itself takes the focus (no choice made for them).
  return (
    <Dialog
      title={t('save.conflict.title')}
      describedBy={introId}
      className="save-dialog save-conflict"
      backdropClassName="save-conflict-backdrop"
      testId="save-conflict"
    >
      <p id={introId}>{t('save.conflict.intro')}</p>
      <ul className="save-conflict-files">
        {conflicts.map((c) => (
          <li key={c.path}>
            <code>{c.etag === null ? t('save.conflict.removed', { file: c.path }) : c.path}</code>
          </li>
        ))}
      </ul>
      <p>{t('save.conflict.choose')}</p>
      {reloadFailed && (
        <p role="alert" className="save-error-text">
          {t('save.conflict.reloadFailed')}
        </p>
      )}
      <div className="save-conflict-choices">
        <div>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void Promise.resolve(onReload()).finally(() => setBusy(false));
            }}
          >
            {t('save.conflict.reload')}
          </button>
          <small>{t('save.conflict.reloadHint')}</small>
        </div>
        <div>
          <button type="button" className="primary" disabled={busy} onClick={onKeep}>
            {t('save.conflict.keep')}
          </button>
          <small>{t('save.conflict.keepHint')}</small>
        </div>
      </div>
    </Dialog>
  );
}
