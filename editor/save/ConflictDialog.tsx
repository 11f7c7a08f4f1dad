/**
 * A file was saved elsewhere (another tab, another person) since the author's change was made
 * over it: nothing is overwritten until the author reloads their version or keeps theirs.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const dialog = useRef<HTMLElement>(null);
  // The dialog takes the focus without choosing for the author.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div className="dialog-backdrop save-conflict-backdrop">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="save-conflict-title"
        aria-describedby="save-conflict-intro"
        className="dialog save-dialog save-conflict"
        data-testid="save-conflict"
        tabIndex={-1}
        ref={dialog}
      >
        <h2 id="save-conflict-title">{t('save.conflict.title')}</h2>
        <p id="save-conflict-intro">{t('save.conflict.intro')}</p>
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
      </section>
    </div>
  );
}
